pragma ComponentBehavior: Bound
import QtQuick
import Mqlab

// The design for a picture: the same cards and connections as the canvas, fitted to the cards as drawn
// (their real heights), with nothing to click. The fit is a binding, so it follows the cards' layout.
Rectangle {
    id: canvas
    required property Workbench workbench

    color: Theme.canvas
    radius: 8
    border.color: Theme.border
    clip: true

    // The cards' bounds in world pixels; the ports stick out 6 px on either side.
    readonly property rect bounds: {
        let x1 = Infinity, y1 = Infinity, x2 = -Infinity, y2 = -Infinity
        for (let i = 0; i < nodes.count; ++i) {
            const n = nodes.itemAt(i)
            if (!n)
                continue
            x1 = Math.min(x1, n.x - 8); y1 = Math.min(y1, n.y)
            x2 = Math.max(x2, n.x + n.width + 8); y2 = Math.max(y2, n.y + n.height)
        }
        return x1 === Infinity ? Qt.rect(0, 0, 0, 0) : Qt.rect(x1, y1, x2 - x1, y2 - y1)
    }
    readonly property real margin: 20
    // Never larger than 1.25 (cards stay card-sized). A design too large to read whole is still
    // drawn whole: its cards show their bars and colours (NodeCard's glance), and nothing is cut.
    readonly property real fit: bounds.width <= 0 ? 1
        : Math.min(1.25, (width - 2 * margin) / bounds.width, (height - 2 * margin) / bounds.height)

    Text {
        anchors.centerIn: parent
        visible: nodes.count === 0
        text: qsTr("This design has no nodes yet.")
        color: Theme.muted
        font.pixelSize: Theme.fontNormal
    }

    ConnectionLayer {
        anchors.fill: parent
        workbench: canvas.workbench
        world: world
        printed: true
    }
    Item {
        id: world
        transformOrigin: Item.TopLeft
        scale: canvas.fit
        x: (canvas.width - canvas.bounds.width * canvas.fit) / 2 - canvas.bounds.x * canvas.fit
        y: (canvas.height - canvas.bounds.height * canvas.fit) / 2 - canvas.bounds.y * canvas.fit
        width: 1
        height: 1

        Repeater {
            id: nodes
            model: canvas.workbench.nodes
            delegate: NodeCard {
                workbench: canvas.workbench
                zoom: world.scale
            }
        }
    }
}
