pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Mqlab

// Help > Keyboard shortcuts: every key the window answers to, and the version. Escape closes it.
Dialog {
    id: dialog
    objectName: "shortcutsDialog"
    title: qsTr("Keyboard shortcuts \u2014 mqlab %1").arg(Qt.application.version)
    modal: true
    focus: true
    standardButtons: Dialog.Close
    anchors.centerIn: parent
    width: Math.min(parent ? parent.width - 40 : 640, 640)
    height: Math.min(parent ? parent.height - 40 : 600, 600)

    readonly property var groups: [
        { title: qsTr("Files"), keys: [["Ctrl+N", qsTr("New sandbox")], ["Ctrl+O", qsTr("Open a design")], ["Ctrl+S", qsTr("Save")],
                                        ["Ctrl+Shift+S", qsTr("Save as")], ["Ctrl+E", qsTr("Export the stage")], ["Ctrl+Q", qsTr("Quit")]] },
        { title: qsTr("Editing the design"), keys: [["Ctrl+Z", qsTr("Undo")], ["Ctrl+Shift+Z, Ctrl+Y", qsTr("Redo")],
                                        ["Ctrl+D", qsTr("Duplicate the selection")], ["Delete", qsTr("Delete the selection")],
                                        ["Ctrl+A", qsTr("Select all")], ["Tab, Shift+Tab", qsTr("Select the next or previous card; past the last, the next panel")],
                                        ["Arrows (Shift: fine)", qsTr("Move the selected cards")], ["Enter", qsTr("Open the selected card in the inspector")],
                                        ["Shift+F10, Menu", qsTr("The selected card's menu")],
                                        ["C, then arrows and Enter", qsTr("Connect the selected card: pick the target, connect (Escape cancels)")],
                                        ["Escape", qsTr("Clear the selection; close a popup")]] },
        { title: qsTr("The load (slider focused)"), keys: [["Left, Right", qsTr("A fine step down or up")],
                                        ["Page Down, Page Up", qsTr("A coarse step")]] },
        { title: qsTr("View"), keys: [["Ctrl+0", qsTr("Fit the design to the view")], ["Ctrl++, Ctrl+-", qsTr("Zoom in, out")],
                                        ["Ctrl+wheel", qsTr("Zoom at the pointer")], ["Ctrl+L", qsTr("Show or hide the lesson")],
                                        ["F11", qsTr("Classroom mode, full screen")], ["Ctrl+Shift+F", qsTr("Full screen")]] },
        { title: qsTr("Stages and lessons"), keys: [["Ctrl+1 \u2026 Ctrl+6", qsTr("Open Stage 1 to 6")],
                                        ["Page Down, Page Up", qsTr("Next or previous lesson step")],
                                        ["Left, Right", qsTr("Step a figure or the event's life")], ["R", qsTr("Show or hide the answer")],
                                        ["Space, B", qsTr("In class: next step; blank the screen")]] },
        { title: qsTr("Rehearsal"), keys: [["Ctrl+Shift+R", qsTr("Rehearsal panel")], ["Ctrl+Shift+P", qsTr("Pause or resume")],
                                        ["Ctrl+Shift+N", qsTr("Next segment")]] },
        { title: qsTr("Help"), keys: [["F1", qsTr("This list")]] }
    ]

    ScrollView {
        anchors.fill: parent
        clip: true
        ColumnLayout {
            width: dialog.availableWidth - 16
            spacing: 4
            Repeater {
                model: dialog.groups
                delegate: ColumnLayout {
                    id: group
                    required property var modelData
                    Layout.fillWidth: true
                    spacing: 2
                    Label { text: group.modelData.title; font.bold: true; color: Theme.text; topPadding: 6 }
                    Repeater {
                        model: group.modelData.keys
                        delegate: RowLayout {
                            id: row
                            required property var modelData
                            Layout.fillWidth: true
                            Label { text: row.modelData[0]; color: Theme.text; font.family: "monospace"; Layout.preferredWidth: 200 }
                            Label { text: row.modelData[1]; color: Theme.muted; Layout.fillWidth: true; wrapMode: Text.Wrap }
                        }
                    }
                }
            }
        }
    }
}
