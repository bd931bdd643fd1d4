pragma ComponentBehavior: Bound
import QtQuick
import Mqlab

// The engine's warnings under a snapshot: the first few, two lines each; the rest are counted, since
// the JSON export carries all of them.
Rectangle {
    id: box
    required property var notes          // the engine's warnings, as the First tile's tooltip lists them
    readonly property int shown: 5

    implicitHeight: column.implicitHeight + 20
    height: implicitHeight
    radius: 8
    color: Theme.panel
    border.color: Theme.border

    Column {
        id: column
        x: 12
        y: 10
        width: box.width - 24
        spacing: 4
        Text {
            text: qsTr("Warnings")
            color: Theme.muted
            font.pixelSize: Theme.fontSmall
            font.capitalization: Font.AllUppercase
            font.letterSpacing: 0.6
        }
        Text {
            visible: box.notes.length === 0
            text: qsTr("None at this load.")
            color: Theme.text
            font.pixelSize: Theme.fontNormal
        }
        Repeater {
            model: Math.min(box.notes.length, box.shown)
            delegate: Text {
                required property int index
                width: column.width
                text: "\u2022 " + box.notes[index]
                wrapMode: Text.Wrap
                maximumLineCount: 2
                elide: Text.ElideRight
                color: Theme.text
                font.pixelSize: Theme.fontNormal
            }
        }
        Text {
            visible: box.notes.length > box.shown
            text: qsTr("and %n more in the JSON export", "", box.notes.length - box.shown)
            color: Theme.muted
            font.pixelSize: Theme.fontSmall
            font.italic: true
        }
    }
}
