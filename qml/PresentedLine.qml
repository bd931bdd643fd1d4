pragma ComponentBehavior: Bound
import QtQuick
import Mqlab

// One line of a card in classroom mode: words on the left (they may elide) and, for a limit, its
// figure kept whole on the right, coloured by status.
Item {
    id: line
    required property real px
    property string words
    property string figure: ""
    property string status: ""
    property bool strong: false
    readonly property color tint: status === "" || status === "ok" ? Theme.text : Theme.statusColor(status)

    height: px * 1.2
    Text {
        width: parent.width - (shown.text === "" ? 0 : shown.implicitWidth + line.px * 0.4)
        text: line.words
        font.pixelSize: line.px
        font.bold: line.strong
        color: line.tint
        elide: Text.ElideRight
    }
    Text {
        id: shown
        anchors.right: parent.right
        text: line.figure
        font.pixelSize: line.px
        font.bold: line.strong
        color: line.tint
    }
}
