pragma ComponentBehavior: Bound
import QtQuick
import Mqlab
import QtQuick.Shapes

// A connection drawn as a curve with an arrowhead, from one card's right port to another's left port,
// at the canvas's zoom: every length is times `zoom`, and its parent is not scaled (ConnectionLayer).
Item {
    id: link
    objectName: "connection"
    required property Workbench workbench
    required property string fromId
    required property string toId
    required property real fromX
    required property real fromY
    required property real toX
    required property real toY
    required property int status   // a LimitStatus: the card it feeds from
    property bool printed: false   // an exported picture has no handle to click
    property real zoom: 1          // screen pixels per world unit
    property rect view: Qt.rect(-1e9, -1e9, 2e9, 2e9)   // the part on screen, in this curve's coordinates
    signal menuRequested()         // the handle was clicked: the canvas shows the menu

    readonly property real x1: (fromX + Theme.cardWidth) * zoom
    readonly property real y1: (fromY + Theme.portY) * zoom
    readonly property real x2: (toX - 8) * zoom
    readonly property real y2: (toY + Theme.portY) * zoom
    readonly property real bend: Math.max(40 * zoom, Math.abs(x2 - x1) / 2)
    readonly property color stroke: status === LimitStatus.Ok ? Theme.muted : Theme.statusColor(status)
    // The curve, its arrowhead and its stroke lie inside the hull of its control points, padded.
    readonly property real pad: 10 * zoom
    readonly property bool onScreen: Math.max(x1, x2 + 8 * zoom, x1 + bend) + pad > view.x
                                     && Math.min(x1, x2, x2 - bend) - pad < view.x + view.width
                                     && Math.max(y1, y2) + pad > view.y
                                     && Math.min(y1, y2) - pad < view.y + view.height
    // A curve wholly off screen is not drawn at all: Qt 6.4's software renderer gives such a Shape an
    // empty clip region, which its Shape backend reads as "no clip", and drew it over the tiles.
    visible: onScreen
    // Sized to cover the curve, so a renderer that repaints by item bounds repaints all of it.
    width: Math.max(x1, x2) + 16 * zoom
    height: Math.max(y1, y2) + 16 * zoom

    Shape {
        anchors.fill: parent
        asynchronous: false
        ShapePath {
            strokeColor: link.stroke
            strokeWidth: 2 * link.zoom
            fillColor: "transparent"
            startX: link.x1
            startY: link.y1
            PathCubic {
                x: link.x2
                y: link.y2
                control1X: link.x1 + link.bend
                control1Y: link.y1
                control2X: link.x2 - link.bend
                control2Y: link.y2
            }
        }
        ShapePath {   // the arrowhead
            strokeColor: "transparent"
            fillColor: link.stroke
            startX: link.x2 + 8 * link.zoom
            startY: link.y2
            PathLine { x: link.x2 - 2 * link.zoom; y: link.y2 - 6 * link.zoom }
            PathLine { x: link.x2 - 2 * link.zoom; y: link.y2 + 6 * link.zoom }
            PathLine { x: link.x2 + 8 * link.zoom; y: link.y2 }
        }
    }
    Rectangle {   // a handle in the middle to remove the connection
        id: handle
        visible: !link.printed
        x: (link.x1 + link.x2) / 2 - width / 2
        y: (link.y1 + link.y2) / 2 - height / 2
        width: 12 * link.zoom
        height: 12 * link.zoom
        radius: width / 2
        color: handleHover.hovered ? Theme.red : Theme.panel
        border.color: link.stroke
        HoverHandler {
            id: handleHover
            onHoveredChanged: Tips.follow(handle, handleHover.hovered, () => qsTr("Click to remove this connection"), 400)
        }
        TapHandler { onTapped: link.menuRequested() }
    }
}
