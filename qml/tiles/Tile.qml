pragma ComponentBehavior: Bound
import QtQuick
import Mqlab

// One tile: a caption, a figure and a detail line; a tooltip says why. A figure that rests on a
// rebuilt or assumed catalogue figure carries a small mark by its caption, whose tip says which.
Rectangle {
    id: tile
    required property string title
    required property string figure
    required property string detail
    required property string action   // what a click does, said after the detail ("" for none)
    required property string note     // a line under the detail: the simulated p99, the queue one could buy
    required property string tip
    required property string mark     // "rebuilt", "assumed" or ""
    required property string markTip
    required property string spoken   // the tile's words for a screen reader, its state included
    property bool printed: false      // in an exported picture nothing can be clicked
    property color accent: Theme.text
    property bool clickable: false
    // The narrowest the tile may be: its figure whole at the smallest size it shrinks to.
    readonly property real minimumWidth: Math.ceil(smallest.implicitWidth) + 20
    signal clicked()

    Accessible.role: tile.clickable ? Accessible.Button : Accessible.StaticText
    Accessible.name: tile.spoken
    Accessible.description: tile.printed ? "" : tile.action
    Accessible.onPressAction: if (tile.clickable) tile.clicked()
    implicitHeight: col.implicitHeight + 16
    radius: 8
    color: Theme.panel
    border.color: hover.hovered && clickable ? Theme.accent : Theme.border

    Text {   // measures the figure at its smallest size; never drawn
        id: smallest
        visible: false
        text: tile.figure
        font.pixelSize: Theme.fontNormal
        font.bold: true
    }
    Text {   // the figure at its full size; never drawn
        id: fullSize
        visible: false
        text: tile.figure
        font.pixelSize: Theme.fontTile
        font.bold: true
    }
    Column {
        id: col
        x: 12
        y: 8
        width: parent.width - 20
        spacing: 0
        Row {
            spacing: 6
            Text {
                objectName: "tileCaption"
                text: tile.title
                color: Theme.muted
                font.pixelSize: Theme.fontSmall
                font.capitalization: Font.AllUppercase
                font.letterSpacing: 0.6
            }
            Rectangle {
                id: markChip
                objectName: "tileMark"
                visible: tile.mark !== ""
                anchors.verticalCenter: parent.verticalCenter
                width: markText.implicitWidth + 8
                height: markText.implicitHeight
                radius: 3
                color: "transparent"
                border.color: Theme.warn
                Text {
                    id: markText
                    anchors.centerIn: parent
                    text: tile.mark
                    color: Theme.warn
                    font.pixelSize: Theme.fontSmall
                }
                HoverHandler { id: markHover }
            }
        }
        Text {
            objectName: "tileValue"
            width: col.width
            text: tile.figure
            color: tile.accent
            font.pixelSize: Theme.fontTile
            font.bold: true
            // The figure is never cut: a long one shrinks to fit, and the row keeps every tile at
            // least as wide as its figure at the smallest size (minimumWidth). Fitted only when the
            // full size does not fit a laid-out tile: a fit tries size after size, each a font to
            // load, and the tiles are 0 wide until the row is laid out (ten sizes at start-up).
            fontSizeMode: width > 0 && fullSize.implicitWidth > width ? Text.HorizontalFit : Text.FixedSize
            minimumPixelSize: Theme.fontNormal
        }
        Text {
            objectName: "tileDetail"
            width: col.width
            visible: text !== ""
            text: tile.printed || tile.action === "" ? tile.detail : qsTr("%1 \u00b7 %2").arg(tile.detail).arg(tile.action)
            color: Theme.muted
            font.pixelSize: Theme.fontSmall
            wrapMode: Text.Wrap   // the wall's name wraps onto more lines rather than elide
            maximumLineCount: 4
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
        // On the mark its tip; elsewhere the tile's (or the mark's when the tile has none).
        onHoveredChanged: Tips.follow(tile, hover.hovered, () => (markHover.hovered || tile.tip === "") && tile.markTip !== "" ? tile.markTip : tile.tip, 300)
    }
    TapHandler { enabled: tile.clickable; onTapped: tile.clicked() }
}
