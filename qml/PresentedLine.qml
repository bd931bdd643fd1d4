pragma ComponentBehavior: Bound
import QtQuick
import Mqlab

// One line of a card in classroom mode: words on the left and, for a limit, its figure kept whole
// on the right, coloured by status. Words elide, except on a line that must be read whole (the
// binding limit): there they shrink until they fit.
Item {
    id: line
    required property real px
    property string words
    property string figure: ""
    property string status: ""
    property bool strong: false
    property bool fit: false
    readonly property color tint: status === "" || status === "ok" ? Theme.text : Theme.statusColor(status)

    height: px * 1.2
    Text {
        id: wordsText
        objectName: "presentedWords"
        width: parent.width - (shown.text === "" ? 0 : shown.implicitWidth + line.px * 0.4)
        text: line.words
        font.pixelSize: line.px
        font.bold: line.strong
        color: line.tint
        fontSizeMode: line.fit ? Text.HorizontalFit : Text.FixedSize
        minimumPixelSize: Math.max(4, Math.floor(line.px * 0.4))
        elide: line.fit ? Text.ElideNone : Text.ElideRight
    }
    Text {
        id: shown
        objectName: "presentedFigure"
        anchors.right: parent.right
        text: line.figure
        font.pixelSize: line.px
        font.bold: line.strong
        color: line.tint
    }
}
