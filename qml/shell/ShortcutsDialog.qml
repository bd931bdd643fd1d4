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
    anchors.centerIn: parent
    // The window's type, as large as the rest in class or at a larger system font; the box grows with
    // it up to the window's size (the list scrolls past that).
    font.pixelSize: Theme.fontNormal
    readonly property real grow: Theme.fontNormal / 13
    width: Math.min(parent ? parent.width - 40 : 640, Math.round(640 * grow))
    height: Math.min(parent ? parent.height - 40 : 600, Math.round(600 * grow))
    // The style's title stays at the desktop's size (it does not follow the dialog's font): ours, in
    // the window's type, wraps a long translation instead of eliding it.
    header: Label {
        text: dialog.title
        font.bold: true
        font.pixelSize: Theme.fontLarge
        color: Theme.text
        wrapMode: Text.Wrap
        padding: Math.round(8 * dialog.grow)
    }
    // Close, padded in step with its type: the style's fixed padding left the larger words touching
    // the button's edge.
    standardButtons: Dialog.Close
    Component.onCompleted: {
        const close = dialog.standardButton(Dialog.Close)
        close.horizontalPadding = Qt.binding(() => Math.round(12 * dialog.grow))
        close.verticalPadding = Qt.binding(() => Math.round(4 * dialog.grow))
    }

    // A key's name is translated too (German writes Strg+N): each is the keyboard's words, not a name.
    readonly property var groups: [
        { title: qsTr("Files"), keys: [[qsTr("Ctrl+N"), qsTr("New sandbox")], [qsTr("Ctrl+O"), qsTr("Open a design")], [qsTr("Ctrl+S"), qsTr("Save")],
                                        [qsTr("Ctrl+Shift+S"), qsTr("Save as")], [qsTr("Ctrl+E"), qsTr("Export the stage")], [qsTr("Ctrl+Q"), qsTr("Quit")]] },
        { title: qsTr("Editing the design"), keys: [[qsTr("Ctrl+Z"), qsTr("Undo")], [qsTr("Ctrl+Shift+Z, Ctrl+Y"), qsTr("Redo")],
                                        [qsTr("Ctrl+D"), qsTr("Duplicate the selection")], [qsTr("Delete"), qsTr("Delete the selection")],
                                        [qsTr("Ctrl+A"), qsTr("Select all")], [qsTr("Tab, Shift+Tab"), qsTr("Select the next or previous card; past the last, the next panel")],
                                        [qsTr("Arrows (Shift: fine)"), qsTr("Move the selected cards")], [qsTr("Enter"), qsTr("Open the selected card in the inspector")],
                                        [qsTr("Shift+F10, Menu"), qsTr("The selected card's menu")],
                                        [qsTr("C, then arrows and Enter"), qsTr("Connect the selected card: pick the target, connect (Escape cancels)")],
                                        [qsTr("Escape"), qsTr("Clear the selection; close a popup")]] },
        { title: qsTr("The load (slider focused)"), keys: [[qsTr("Left, Right"), qsTr("A fine step down or up")],
                                        [qsTr("Page Down, Page Up"), qsTr("A coarse step")]] },
        { title: qsTr("View"), keys: [[qsTr("Ctrl+0"), qsTr("Fit the design to the view")], [qsTr("Ctrl++, Ctrl+-"), qsTr("Zoom in, out")],
                                        [qsTr("Ctrl+wheel"), qsTr("Zoom at the pointer")], [qsTr("Ctrl+L"), qsTr("Show or hide the lesson")],
                                        [qsTr("F11"), qsTr("Classroom mode, full screen")], [qsTr("Ctrl+Shift+F"), qsTr("Full screen")]] },
        { title: qsTr("Stages and lessons"), keys: [[qsTr("Ctrl+1 \u2026 Ctrl+6"), qsTr("Open Stage 1 to 6")],
                                        [qsTr("Page Down, Page Up"), qsTr("Next or previous lesson step")],
                                        [qsTr("Left, Right"), qsTr("Step a figure or the event's life")], [qsTr("R"), qsTr("Show or hide the answer")],
                                        [qsTr("Space, B"), qsTr("In class: next step; blank the screen")]] },
        { title: qsTr("Rehearsal"), keys: [[qsTr("Ctrl+Shift+R"), qsTr("Rehearsal panel")], [qsTr("Ctrl+Shift+P"), qsTr("Pause or resume")],
                                        [qsTr("Ctrl+Shift+N"), qsTr("Next segment")]] },
        { title: qsTr("Help"), keys: [[qsTr("F1"), qsTr("This list")]] }
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
                        // Plain widths, not a RowLayout: a wrapped label's height is known once its width
                        // is, so the row is as tall as its taller label (a long translation wraps whole).
                        delegate: Item {
                            id: row
                            required property var modelData
                            Layout.fillWidth: true
                            implicitHeight: Math.max(keysLabel.implicitHeight, wordsLabel.implicitHeight)
                            // The keys take a third of the row and wrap: a longer language's key names
                            // ("Ctrl+Shift+Z, Ctrl+Y" in German) never run into the words beside them.
                            Label { id: keysLabel; text: row.modelData[0]; color: Theme.text; font.family: "monospace"
                                    wrapMode: Text.Wrap; width: Math.round(dialog.availableWidth * 0.36) }
                            Label { id: wordsLabel; text: row.modelData[1]; color: Theme.muted; wrapMode: Text.Wrap
                                    x: keysLabel.width + 6; width: row.width - x }
                        }
                    }
                }
            }
        }
    }
}
