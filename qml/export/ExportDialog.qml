pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Dialogs
import Mqlab

// File > Export stage: what to write (a picture at 1x or 2x, the data, or the handout), then where.
// The picture and the data are the canvas as it is now, edits included.
Dialog {
    id: dialog
    required property Workbench workbench
    signal exported(string text)
    signal failed(string text)

    objectName: "exportDialog"
    title: qsTr("Export stage")
    modal: true
    standardButtons: Dialog.Ok | Dialog.Cancel
    Component.onCompleted: standardButton(Dialog.Ok).text = qsTr("Choose a file\u2026")
    anchors.centerIn: parent
    padding: 16
    property int kind: ExportKind.Png1

    Exporter { id: exporter; objectName: "exporter"; workbench: dialog.workbench }

    Column {
        spacing: 6
        Label { text: qsTr("What to export:") }
        Repeater {
            model: exporter.kinds
            delegate: RadioButton {
                required property exportChoice modelData
                objectName: "exportKind-" + modelData.name
                text: modelData.text
                checked: dialog.kind === modelData.kind
                onClicked: dialog.kind = modelData.kind
            }
        }
    }

    // The chooser starts in a folder that exists, on the suggested name, showing only the kind's files.
    onAccepted: {
        chooser.nameFilters = exporter.nameFilters(dialog.kind)
        chooser.defaultSuffix = exporter.suffix(dialog.kind)
        chooser.currentFolder = exporter.startFolder()
        chooser.selectedFile = exporter.suggestedFile(dialog.kind)
        chooser.open()
    }

    FileDialog {
        id: chooser
        objectName: "exportChooser"
        title: qsTr("Export to")
        fileMode: FileDialog.SaveFile
        acceptLabel: qsTr("Export")
        onAccepted: {
            const kind = dialog.kind
            const file = exporter.chosenFile(selectedFile, currentFolder, kind)
            replace.confirm(dialog.workbench.document.fileExists(file), dialog.workbench.document.fileName(file), () => {
                const result = exporter.exportTo(file, kind)
                if (result.ok)
                    dialog.exported(result.text)
                else
                    dialog.failed(result.text)
            })
        }
    }
    ReplaceFileDialog { id: replace; objectName: "exportReplace" }
}
