pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Mqlab

// The toolbar: the stage picker (Stages 1 to 6 and the Sandbox) and the load control.
ToolBar {
    id: bar
    clip: true
    required property Workbench workbench
    signal stageRequested(int number)
    signal message(string text)
    background: Rectangle { color: Theme.panel; Rectangle { width: parent.width; height: 1; anchors.bottom: parent.bottom; color: Theme.border } }

    RowLayout {
        anchors.fill: parent
        anchors.leftMargin: 8
        anchors.rightMargin: 8
        spacing: 10
        ComboBox {
            id: picker
            objectName: "stagePicker"
            Layout.preferredWidth: Theme.classroom ? 300 : 260
            model: [...bar.workbench.stageTitles, qsTr("Sandbox: an empty canvas")]
            currentIndex: bar.workbench.stage > 0 ? bar.workbench.stage - 1 : (bar.workbench.document.filePath === "" ? model.length - 1 : -1)
            displayText: currentIndex < 0 ? bar.workbench.document.title : currentText
            onActivated: (index) => bar.stageRequested(index === model.length - 1 ? 0 : index + 1)
            // The list shows every title whole, however narrow the box.
            TextMetrics {
                id: widest
                font: picker.font
                text: picker.model.reduce((a, b) => (b.length > a.length ? b : a), "")
            }
            popup.width: Math.max(picker.width, Math.ceil(widest.advanceWidth) + 48)
            ToolTip.visible: hovered && !popup.visible
            ToolTip.text: picker.displayText
        }
        ToolSeparator {}
        LoadControl {
            workbench: bar.workbench
            onMessage: (text) => bar.message(text)
        }
        Label {   // takes the space that is left, and elides rather than run under the buttons beside it
            Layout.fillWidth: true
            horizontalAlignment: Text.AlignRight
            elide: Text.ElideRight
            opacity: bar.workbench.document.isStage && bar.workbench.document.dirty ? 1 : 0
            text: qsTr("Edited: kept while you visit other stages; Stage \u25b8 Reset to undo all")
            color: Theme.muted
            font.pixelSize: Theme.fontSmall
        }
    }
}
