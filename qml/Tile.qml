pragma ComponentBehavior: Bound
import QtQuick
import Mqlab

// One of the four tiles: a caption, a value and a detail line; a tooltip says why.
Rectangle {
    id: tile
    required property string caption
    required property string value
    property string detail: ""
    property string note: ""   // a line under the detail: the latency tile's simulated p99
    property string tip: ""
    property color accent: Theme.text
    property bool clickable: false
    signal clicked()

    implicitHeight: col.implicitHeight + 16
    radius: 8
    color: Theme.panel
    border.color: hover.hovered && clickable ? Theme.accent : Theme.border

    Column {
        id: col
        x: 12
        y: 8
        width: parent.width - 20
        spacing: 0
        Text {
            text: tile.caption
            color: Theme.muted
            font.pixelSize: Theme.fontSmall
            font.capitalization: Font.AllUppercase
            font.letterSpacing: 0.6
        }
        Text {
            objectName: "tileValue"
            width: col.width
            text: tile.value
            color: tile.accent
            font.pixelSize: Theme.fontTile
            font.bold: true
            // The figure and the first wall's name are never cut: a long value shrinks to fit.
            fontSizeMode: Text.HorizontalFit
            minimumPixelSize: Theme.fontNormal
        }
        Text {
            objectName: "tileDetail"
            width: col.width
            visible: text !== ""
            text: tile.detail
            color: Theme.muted
            font.pixelSize: Theme.fontSmall
            wrapMode: Text.Wrap   // the wall's name wraps onto more lines rather than elide
            maximumLineCount: 3
            elide: Text.ElideRight
        }
        Text {
            objectName: "tileNote"
            width: col.width
            visible: text !== ""
            text: tile.note
            color: Theme.accent
            font.pixelSize: Theme.fontSmall
            wrapMode: Text.Wrap
            maximumLineCount: 2
            elide: Text.ElideRight
        }
    }
    HoverHandler {
        id: hover
        cursorShape: tile.clickable ? Qt.PointingHandCursor : Qt.ArrowCursor
        onHoveredChanged: Tips.follow(tile, hover.hovered, () => tile.tip, 300)
    }
    TapHandler { enabled: tile.clickable; onTapped: tile.clicked() }
}
