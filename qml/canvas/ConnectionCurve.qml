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
    property SimulationRun simulation: null   // the window's run (none on an exported picture)
    signal menuRequested()         // the handle was clicked: the canvas shows the menu
    signal dotRefused(string why)  // a dot was clicked and no batch could be followed

    // The run's flow over this connection at the scrubber's time (SimulationRun.flowOn, a PathFlow):
    // how many dots travel from this curve's start to its arrow and how long one trip takes. None
    // with no run shown, on a connection the run left idle, and on an exported picture.
    SimFlow {
        id: flowOf
        run: link.printed ? null : link.simulation
        fromId: link.fromId
        toId: link.toId
    }
    readonly property int dots: flowOf.flow.dots
    readonly property real travelMs: flowOf.flow.travelMs
    // They travel while a run plays and for a moment after the scrubber moves, and rest otherwise and
    // while the window is in the background (Qt 6.4 offers no reduced-motion setting to follow), so an
    // idle window draws no frames for them.
    readonly property bool dotsMoving: link.dots > 0 && link.onScreen && link.simulation !== null
                                       && link.simulation.flowsMoving && link.Window.active

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
    Repeater {   // the moving dots, built only while there are some (a Repeater of one: Qt 6.4's
                 // Loader refuses a bound inline component in a delegate)
        objectName: "flowDots"
        model: link.dots > 0 ? 1 : 0
        delegate: Item {
            id: lane
            width: link.width
            height: link.height
            property real phase   // where the first dot is along the curve, 0 to 1 (from 0); the others follow evenly
            // The curve as the ShapePath above draws it, for the dots to follow.
            readonly property Path route: Path {
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
            // One clock a connection; paused (not stopped) at rest, so the dots stay where they are
            // and no frame is asked for.
            NumberAnimation on phase {
                from: 0
                to: 1
                duration: link.travelMs
                loops: Animation.Infinite
                paused: !link.dotsMoving
            }
            Repeater {
                model: link.dots
                delegate: Item {
                    id: dot
                    objectName: "flowDot"
                    required property int index
                    PathInterpolator {
                        id: along
                        path: lane.route
                        // link is gone for a frame when the design changes under a shown run's dots
                        progress: link ? (lane.phase + dot.index / link.dots) % 1 : 0
                    }
                    // The place to click: at least 16 px across however small the dot is drawn.
                    width: Math.max(16, disc.width + 6)
                    height: width
                    x: along.x - width / 2
                    y: along.y - height / 2
                    Rectangle {
                        id: disc
                        anchors.centerIn: parent
                        // Still seen on a design zoomed out to fit; larger under the pointer.
                        width: Math.max(6, 9 * link.zoom) * (dotHover.hovered ? 1.5 : 1)
                        height: width
                        radius: width / 2
                        objectName: "flowDotDisc"
                        color: dotHover.hovered ? Theme.text : Theme.accent
                        border.color: Theme.canvas
                        border.width: Math.max(1, link.zoom)
                    }
                    HoverHandler {
                        id: dotHover
                        cursorShape: Qt.PointingHandCursor
                        onHoveredChanged: Tips.follow(dot, dotHover.hovered,
                                                      () => qsTr("Click to pause and follow a traced batch on this connection, step by step"), 400)
                    }
                    TapHandler {
                        onTapped: {
                            const why = link.simulation.pickDot(link.fromId, link.toId)
                            if (why !== "")
                                link.dotRefused(why)
                        }
                    }
                }
            }
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
