pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Dialogs
import Mqlab

// The window's file choosers and questions: open, save, replace, errors, unsaved changes, recovery
// and about. Built just after the first frame; the window reports errors through report().
Item {
    id: dialogs
    required property Workbench workbench
    signal scenarioChanged()   // a file or the recovered work was opened: the window refits the canvas
    signal closeApproved()     // the work is saved or discarded: the window may close

    property string pendingAfterSave: ""   // "close" when a save was asked for on the way out

    function report(err) { if (err !== "") errorDialog.show(err) }
    function openScenario() { openDialog.open() }
    function saveAs() { saveDialog.open() }
    function save() {
        if (dialogs.workbench.filePath === "")
            saveDialog.open()
        else
            dialogs.report(dialogs.workbench.saveFile(dialogs.workbench.localUrl(dialogs.workbench.filePath)))
    }
    function askBeforeClosing() { unsavedDialog.open() }
    function offerRecovery() { recoveryDialog.open() }
    function about() { aboutDialog.open() }

    FileDialog {
        id: openDialog
        title: qsTr("Open a scenario")
        nameFilters: [qsTr("Scenarios (*.json)"), qsTr("All files (*)")]
        onAccepted: { dialogs.report(dialogs.workbench.openFile(selectedFile)); dialogs.scenarioChanged() }
    }
    FileDialog {
        id: saveDialog
        title: dialogs.workbench.isStage ? qsTr("Save this stage's design under a new name") : qsTr("Save the scenario")
        fileMode: FileDialog.SaveFile
        defaultSuffix: "json"
        nameFilters: [qsTr("Scenarios (*.json)")]
        onAccepted: {
            const file = selectedFile
            replaceDialog.confirm(dialogs.workbench.fileExists(file), dialogs.workbench.fileName(file), () => {
                dialogs.report(dialogs.workbench.saveFile(file))
                if (dialogs.pendingAfterSave === "close" && !dialogs.workbench.dirty)
                    dialogs.closeApproved()
                dialogs.pendingAfterSave = ""
            })
        }
    }
    ReplaceFileDialog { id: replaceDialog }
    MessageDialog {
        id: errorDialog
        title: qsTr("mqlab")
        buttons: MessageDialog.Ok
        function show(text) { errorDialog.text = text; open() }
    }
    MessageDialog {
        id: unsavedDialog
        title: qsTr("Unsaved changes")
        text: qsTr("Save the changes to %1 before closing?").arg(dialogs.workbench.title.replace("\u2022 ", ""))
        buttons: MessageDialog.Save | MessageDialog.Discard | MessageDialog.Cancel
        onButtonClicked: (button, role) => {
            if (button === MessageDialog.Discard) {
                dialogs.closeApproved()
            } else if (button === MessageDialog.Save) {
                if (dialogs.workbench.filePath === "") {
                    dialogs.pendingAfterSave = "close"
                    saveDialog.open()
                } else {
                    dialogs.report(dialogs.workbench.saveFile(dialogs.workbench.localUrl(dialogs.workbench.filePath)))
                    if (!dialogs.workbench.dirty)
                        dialogs.closeApproved()
                }
            }
        }
    }
    MessageDialog {
        id: recoveryDialog
        title: qsTr("Recover unsaved work?")
        text: qsTr("mqlab closed without saving your last changes. Recover them?")
        buttons: MessageDialog.Yes | MessageDialog.No
        onButtonClicked: (button, role) => {
            if (button === MessageDialog.Yes) {
                dialogs.report(dialogs.workbench.recover())
                dialogs.scenarioChanged()
            } else {
                dialogs.workbench.discardRecovery()
            }
        }
    }
    MessageDialog {
        id: aboutDialog
        title: qsTr("About mqlab")
        text: qsTr("mqlab: build a distributed message queue on Amazon MSK and watch it hit its walls.\nEvery figure comes from the engine; prices and limits from assets/catalog.json with their sources.")
        buttons: MessageDialog.Ok
    }
}
