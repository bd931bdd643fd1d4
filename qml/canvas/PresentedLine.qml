pragma ComponentBehavior: Bound
import QtQuick
import Mqlab

// One line of a card in classroom mode: words on the left and, for a limit, its figure kept whole
// on the right, coloured by status. Words elide, except on a line that must be read whole (the
// binding limit): there they go on a line of their own, figure under them, rather than shrink past
// three quarters of the size; only a name too long for the whole line shrinks further.
Item {
    id: line
    required property real px
    property string words
    property string figure: ""
    property int status: LimitStatus.Ok   // a LimitStatus; words without a status read as Ok
    property bool strong: false
    property bool fit: false
    property bool canStack: false   // the card has room for the figure on a line of its own
    readonly property color tint: status === LimitStatus.Ok ? Theme.text : Theme.statusColor(status)
    readonly property real gap: shown.text === "" ? 0 : shown.width + px * 0.4
    readonly property bool stacked: fit && canStack && shown.text !== "" && measure.advanceWidth * 0.75 > width - gap

    height: px * 1.2 * (stacked ? 2 : 1)
    TextMetrics {   // the figure at full size: never wider than the line (large type on a small zoom)
        id: figureMeasure
        text: line.figure
        font.pixelSize: line.px
        font.bold: line.strong
    }
    TextMetrics {
        id: measure
        text: line.words
        font.pixelSize: line.px
        font.bold: line.strong
    }
    Text {
        id: wordsText
        objectName: "presentedWords"
        width: parent.width - (line.stacked ? 0 : line.gap)
        text: line.words
        font.pixelSize: line.px
        font.bold: line.strong
        color: line.tint
        fontSizeMode: line.fit ? Text.HorizontalFit : Text.FixedSize
        minimumPixelSize: Math.max(4, Math.floor(line.px * 0.4))
        // On a fitted line the words shrink first; only words still too wide at the smallest size
        // elide (a short card in class on a round's canvas), rather than run under the figure.
        elide: Text.ElideRight
    }
    Text {
        id: shown
        objectName: "presentedFigure"
        anchors.right: parent.right
        y: line.stacked ? line.px * 1.2 : 0
        // The figure is the point of the line: it shrinks to the line's width rather than lose a digit.
        width: Math.min(Math.ceil(figureMeasure.advanceWidth) + 1, line.width)
        height: line.px * 1.2
        horizontalAlignment: Text.AlignRight
        fontSizeMode: Text.HorizontalFit
        minimumPixelSize: Math.max(4, Math.floor(line.px * 0.4))
        text: line.figure
        font.pixelSize: line.px
        font.bold: line.strong
        color: line.tint
    }
}
