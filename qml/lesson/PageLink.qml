pragma ComponentBehavior: Bound
import QtQuick
import Mqlab

// One side page in the list: its title and an arrow; click to open it.
Rectangle {
    id: link
    required property string title
    signal opened()

    implicitHeight: label.implicitHeight + 20
    radius: 6
    color: hover.hovered ? Theme.highlight : Theme.card
    border.color: hover.hovered ? Theme.accent : Theme.border

    Text {
        id: label
        x: 12
        y: 10
        width: link.width - 24 - arrow.width
        wrapMode: Text.Wrap
        color: Theme.text
        font.pixelSize: Theme.fontNormal
        text: link.title
    }
    Text {
        id: arrow
        anchors.right: parent.right
        anchors.rightMargin: 12
        anchors.verticalCenter: parent.verticalCenter
        color: Theme.accent
        font.pixelSize: Theme.fontLarge
        text: "\u203a"
    }
    HoverHandler { id: hover; cursorShape: Qt.PointingHandCursor }
    TapHandler { onTapped: link.opened() }
}
