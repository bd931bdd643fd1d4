pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Mqlab

// The toolbar: the stage picker (Stages 1 to 6 and the Sandbox) and the load control.
ToolBar {
    id: bar
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
            Layout.preferredWidth: 380
            model: bar.workbench.stageTitles.concat([qsTr("Sandbox: an empty canvas")])
            currentIndex: bar.workbench.stage > 0 ? bar.workbench.stage - 1 : (bar.workbench.filePath === "" ? model.length - 1 : -1)
            displayText: currentIndex < 0 ? bar.workbench.title : currentText
            onActivated: (index) => bar.stageRequested(index === model.length - 1 ? 0 : index + 1)
        }
        ToolSeparator {}
        LoadControl {
            workbench: bar.workbench
            onMessage: (text) => bar.message(text)
        }
        Item { Layout.fillWidth: true }
        Label {
            visible: bar.workbench.isStage && bar.workbench.dirty
            text: qsTr("Changed from the stage: Save As to keep it")
            color: Theme.muted
            font.pixelSize: Theme.fontSmall
        }
    }
}
