pragma ComponentBehavior: Bound
import QtQuick
import Mqlab

// The connections, over the canvas's world: they follow its pan as a translation and its zoom in
// their own lengths (ConnectionCurve.zoom), never through a scaled parent. Under the software
// renderer a Shape below a scaled item ignores the canvas's clip, so a design panned past the
// canvas's edge drew its connections over the toolbar and the tiles. (A layer would clip them too,
// but draws nothing at a device pixel ratio of 2 or in a hidden window's one-shot grab.) A curve
// wholly outside the layer is not drawn (ConnectionCurve.onScreen), for the same renderer's sake.
Item {
    id: wires
    required property Workbench workbench
    required property Item world          // the canvas's world: its position and zoom
    property bool printed: false          // an exported picture has no handles to click, nor moving dots
    property SimulationRun simulation: null // the window's run: its flows as dots (none on a picture)
    // The curves to build: every connection (a picture), or the canvas's CanvasConnections, those in view.
    property var model: wires.workbench.connections
    default property alias extra: inner.data   // more drawing at the world's position (a pending connection)
    signal menuRequested(string fromId, string toId)
    signal dotRefused(string why)   // a dot was clicked and no batch could be followed: why

    Item {
        id: inner
        x: wires.world.x
        y: wires.world.y
        width: 1
        height: 1
        Repeater {
            model: wires.model
            delegate: ConnectionCurve {
                id: curve
                workbench: wires.workbench
                printed: wires.printed
                simulation: wires.simulation
                zoom: wires.world.scale
                view: Qt.rect(-inner.x, -inner.y, wires.width, wires.height)
                onMenuRequested: wires.menuRequested(curve.fromId, curve.toId)
                onDotRefused: (why) => wires.dotRefused(why)
            }
        }
    }
}
