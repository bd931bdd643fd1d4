pragma ComponentBehavior: Bound
import QtQuick
import Mqlab

// The connections, drawn in a layer the size of the canvas that follows the canvas's world (its
// pan and zoom). Under the software renderer a Shape ignores its parents' clip, so without the
// layer a curve panned past the canvas's edge would be drawn over the toolbar and the tiles.
Item {
    id: wires
    required property Workbench workbench
    required property Item world          // the canvas's world: its position and zoom
    property bool printed: false          // an exported picture has no handles to click
    // A picture fits the whole design, so nothing crosses its edge; and a hidden window's one-shot
    // grab would draw the layer empty.
    property bool layered: true
    default property alias extra: inner.data   // more drawing in world coordinates (a pending connection)
    signal menuRequested(string fromId, string toId)

    layer.enabled: wires.layered
    Item {
        id: inner
        transformOrigin: Item.TopLeft
        x: wires.world.x
        y: wires.world.y
        scale: wires.world.scale
        width: 1
        height: 1
        Repeater {
            model: wires.workbench.connections
            delegate: ConnectionCurve {
                id: curve
                workbench: wires.workbench
                printed: wires.printed
                onMenuRequested: wires.menuRequested(curve.fromId, curve.toId)
            }
        }
    }
}
