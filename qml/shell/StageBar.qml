pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Mqlab

// The toolbar: the stage picker (the six stages, each round's parts as a group of its own, the Sandbox) and the load control.
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
            // The first seed's stages, then each round of the second seed as its own group, then the Sandbox.
            readonly property var choices: bar.workbench.lessonChoices
            readonly property int chosen: choices.findIndex((c) => c.id === bar.workbench.stage)
            Layout.preferredWidth: Theme.classroom ? 300 : 260
            model: [...picker.choices.map((c) => c.title), qsTr("Sandbox: an empty canvas")]
            currentIndex: bar.workbench.stage > 0 ? picker.chosen : (bar.workbench.document.filePath === "" ? model.length - 1 : -1)
            displayText: currentIndex < 0 ? bar.workbench.document.title : currentText
            // A title longer than the box (a translation, a long file name) ends in "…" instead of being
            // cut mid-letter; the tip shows it whole.
            contentItem: Label {
                objectName: "stagePickerText"
                text: picker.displayText
                font: picker.font
                color: Theme.text
                elide: Text.ElideRight
                verticalAlignment: Text.AlignVCenter
            }
            onActivated: (index) => bar.stageRequested(index === model.length - 1 ? 0 : picker.choices[index].id)
            delegate: ItemDelegate {
                id: choice
                required property int index
                required property string modelData
                readonly property var entry: choice.index < picker.choices.length ? picker.choices[choice.index] : null
                // A group's first entry carries the group's name above it, so Round 1 reads as its own list.
                readonly property bool opensGroup: choice.entry !== null && choice.entry.firstOfGroup && choice.entry.group !== ""
                objectName: choice.entry !== null ? "stageChoice" + choice.entry.id : "sandboxChoice"
                width: ListView.view ? ListView.view.width : picker.width
                highlighted: picker.highlightedIndex === choice.index
                contentItem: Column {
                    spacing: 4
                    Label {
                        objectName: "stageGroupHeading"
                        visible: choice.opensGroup
                        width: parent.width
                        text: choice.opensGroup ? choice.entry.groupTitle : ""
                        color: Theme.muted
                        font.pixelSize: Theme.fontSmall
                        font.bold: true
                        elide: Text.ElideRight
                    }
                    Label {
                        width: parent.width
                        text: choice.modelData
                        color: Theme.text
                        font.bold: picker.currentIndex === choice.index
                        leftPadding: choice.entry !== null && choice.entry.group !== "" ? 12 : 0
                        elide: Text.ElideRight
                    }
                }
            }
            // The list shows every title whole, however narrow the box.
            TextMetrics {
                id: widest
                font: picker.font
                text: picker.model.reduce((a, b) => (b.length > a.length ? b : a), "")
            }
            popup.width: Math.max(picker.width, Math.ceil(widest.advanceWidth) + 60)
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
