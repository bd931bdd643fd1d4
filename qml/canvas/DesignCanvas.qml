pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Shapes
import Mqlab

// The design: nodes and connections on a world that pans (drag the background), zooms (Ctrl+wheel,
// pinch) and fits. Shift+drag on the background draws a rubber band.
Rectangle {
    id: canvas
    required property Workbench workbench
    required property SimulationRun simulation
    signal message(string text)
    signal inspectRequested(string nodeId)   // a card's menu asks for its fields

    color: Theme.canvas
    clip: true
    focus: true
    activeFocusOnTab: true

    property alias zoom: world.scale

    // The node model announces new figures only for the cards in this part of the world (a
    // slider step on a large design then costs what one can see); panning brings the rest up to date.
    // The same part, with the zoom, decides which cards and curves are built at all (CanvasNodes,
    // CanvasConnections): a design of 10,000 nodes builds the few dozen one can see, and panning
    // builds the ones coming into view.
    // Held while a fit or a zoom moves the world's scale, x and y one after another: the filters see
    // the finished view once, not two half-moved ones that would drop cards only to build them again.
    property bool viewportHeld: false
    function moveWorld(scale, x, y) {
        canvas.viewportHeld = true
        world.scale = scale
        world.x = x
        world.y = y
        canvas.viewportHeld = false
        canvas.publishViewport()
    }
    function publishViewport() {
        if (canvas.viewportHeld)
            return
        const x = -world.x / world.scale, y = -world.y / world.scale
        const w = canvas.width / world.scale, h = canvas.height / world.scale
        canvas.workbench.nodes.setViewport(x, y, w, h)
        cards.setViewport(x, y, w, h, world.scale)
        curves.setViewport(x, y, w, h, world.scale)
    }
    CanvasNodes {
        id: cards
        objectName: "canvasNodes"
        nodes: canvas.workbench.nodes
        cardWidth: Theme.cardWidth
        portY: Theme.portY
    }
    CanvasConnections {
        id: curves
        objectName: "canvasConnections"
        connections: canvas.workbench.connections
        cardWidth: Theme.cardWidth
        portY: Theme.portY
    }
    // Until the user pans or zooms, the design stays fitted as the canvas changes size (the charts
    // opening under it, a resized window, classroom mode): a card left under the palette is a bug.
    property bool viewMoved: false
    function refitIfUntouched() {
        if (!canvas.viewMoved)
            canvas.fit(false)
    }
    onWidthChanged: { publishViewport(); canvas.refitIfUntouched() }
    onHeightChanged: { publishViewport(); canvas.refitIfUntouched() }
    // Before any design opens (main.cpp opens a file named on the command line straight after the
    // window is created): else the filters would pass every node.
    Component.onCompleted: publishViewport()
    Connections {
        target: world
        function onXChanged() { canvas.publishViewport() }
        function onYChanged() { canvas.publishViewport() }
        function onScaleChanged() { canvas.publishViewport() }
    }

    function worldPoint(scenePos) { return world.mapFromItem(null, scenePos.x, scenePos.y) }
    // Fits every card, built or not: the node model's positions, each card at the height it was
    // last drawn. A card never built counts at an estimated height, so a fit that used one is done
    // again once the cards it brought into view are laid out (their real heights then known).
    // Leaves room for the palette at the bottom.
    property bool refitPending: false
    readonly property real fitFloor: 0.3
    property real fitScale: 1   // the zoom the last fit chose; the wheel may zoom out as far as it
    // Room at the bottom for the palette, which grows with the text (classroom, 150%): a fit or a
    // reveal leaves no card under it.
    readonly property real paletteRoom: Math.max(56, paletteLoader.height + 20)
    function fitToView() { canvas.fit(false) }
    function fit(again) {
        const b = cards.worldBounds()
        canvas.refitPending = false
        canvas.viewMoved = false
        if (b.empty) {
            canvas.moveWorld(1, 40, 40)
            return
        }
        const margin = 24, bottom = canvas.paletteRoom
        const x1 = b.rect.x, y1 = b.rect.y, w = b.rect.width, h = b.rect.height
        // The zoom that shows the whole design. A design a little too big for 0.3 (Round 3's four
        // regions in a 1280x720 window need about 0.2) is still shown whole, down to half that floor;
        // a far larger one (thousands of cards) opens at 0.3 on its middle, so the canvas builds only
        // the cards in reach.
        const whole = Math.min(1.25, (canvas.width - 2 * margin) / w, (canvas.height - margin - bottom) / h)
        const s = whole >= canvas.fitFloor / 2 ? whole : canvas.fitFloor
        canvas.fitScale = s
        canvas.moveWorld(s, (canvas.width - w * s) / 2 - x1 * s, margin + (canvas.height - margin - bottom - h * s) / 2 - y1 * s)
        canvas.refitPending = b.estimated && !again
    }
    Connections {   // a card added (palette, Edit menu, right click) lands clear of the others, maybe out of view
        target: canvas.workbench
        function onNodeAdded(id) { canvas.reveal(id) }
    }
    Connections {   // the window's next frame has laid the new cards out: the fit again, once
        target: canvas.Window.window
        enabled: canvas.refitPending
        function onAfterAnimating() { canvas.fit(true) }
    }
    // Brings a card fully into view (Tab to a card off screen), moving the world as little as needed.
    function reveal(nodeId) {
        const r = cards.cardRect(nodeId)
        if (r.width <= 0)   // no such node
            return
        const s = world.scale, pad = 24, floor = canvas.height - canvas.paletteRoom   // the palette's top, and a margin
        const left = world.x + r.x * s, top = world.y + r.y * s
        const right = left + r.width * s, bottom = top + r.height * s
        if (left < 0 || right > canvas.width || top < 0 || bottom > floor)
            canvas.viewMoved = true
        if (left < 0 || right > canvas.width)
            world.x += left < 0 || r.width * s > canvas.width - 2 * pad ? pad - left : canvas.width - pad - right
        if (top < 0 || bottom > floor)
            world.y += top < 0 || r.height * s > floor - pad ? pad - top : floor - bottom
    }
    function zoomAt(factor, at) {
        canvas.viewMoved = true
        // The point under `at` stays there: world = at - before * scale, on each axis.
        const before = world.mapFromItem(canvas, at.x, at.y)
        const s = Math.max(Math.min(0.25, canvas.fitScale), Math.min(3, world.scale * factor))
        canvas.moveWorld(s, at.x - before.x * s, at.y - before.y * s)
    }
    function nodeAt(scenePos) {
        const p = worldPoint(scenePos)
        for (let i = nodes.count - 1; i >= 0; --i) {
            const n = nodes.itemAt(i)
            if (n && p.x >= n.x && p.x <= n.x + n.width && p.y >= n.y && p.y <= n.y + n.height)
                return n.nodeId
        }
        return ""
    }

    // The background: pan, rubber band, clear the selection, right-click to add.
    DragHandler {
        id: pan
        target: null
        acceptedModifiers: Qt.NoModifier
        property point start
        onActiveChanged: if (active) start = Qt.point(world.x, world.y)
        onTranslationChanged: if (active) { canvas.viewMoved = true; world.x = start.x + translation.x; world.y = start.y + translation.y }
    }
    DragHandler {
        id: band
        target: null
        acceptedModifiers: Qt.ShiftModifier
        onActiveChanged: {
            if (!active) {
                const a = canvas.worldPoint(canvas.mapToItem(null, centroid.pressPosition.x, centroid.pressPosition.y))
                const b = canvas.worldPoint(canvas.mapToItem(null, centroid.position.x, centroid.position.y))
                canvas.workbench.selection.selectInRect(a.x, a.y, b.x, b.y, true)
            }
        }
    }
    Rectangle {
        visible: band.active
        x: Math.min(band.centroid.pressPosition.x, band.centroid.position.x)
        y: Math.min(band.centroid.pressPosition.y, band.centroid.position.y)
        width: Math.abs(band.centroid.position.x - band.centroid.pressPosition.x)
        height: Math.abs(band.centroid.position.y - band.centroid.pressPosition.y)
        color: Qt.rgba(Theme.selection.r, Theme.selection.g, Theme.selection.b, 0.12)
        border.color: Theme.selection
        z: 10
    }
    // A tap reaches the card under it and then this background: a tap on a card is the card's.
    TapHandler {
        acceptedButtons: Qt.LeftButton
        onTapped: (eventPoint) => {
            canvas.forceActiveFocus()
            canvas.keysInUse = false
            if (canvas.nodeAt(eventPoint.scenePosition) === "")
                canvas.workbench.selection.clearSelection()
        }
    }
    TapHandler {
        acceptedButtons: Qt.RightButton
        onTapped: (eventPoint) => {
            if (canvas.nodeAt(eventPoint.scenePosition) !== "")
                return
            const m = canvas.menu("AddNodeMenu.qml")
            m.at = canvas.worldPoint(canvas.mapToItem(null, eventPoint.position.x, eventPoint.position.y))
            m.popup()
        }
    }
    WheelHandler {
        acceptedModifiers: Qt.ControlModifier
        onWheel: (event) => canvas.zoomAt(event.angleDelta.y > 0 ? 1.1 : 1 / 1.1, Qt.point(event.x, event.y))
    }
    WheelHandler {
        acceptedModifiers: Qt.NoModifier
        onWheel: (event) => { canvas.viewMoved = true; world.x += event.angleDelta.x / 4; world.y += event.angleDelta.y / 4 }
    }
    PinchHandler {
        target: null
        property real startScale: 1
        onActiveChanged: if (active) startScale = world.scale
        onActiveScaleChanged: if (active) canvas.zoomAt(startScale * activeScale / world.scale, centroid.position)
    }

    Text {   // an empty design says how to start one
        objectName: "emptyCanvasHint"
        anchors.centerIn: parent
        width: Math.min(560, parent.width - 40)   // not implicitWidth: a wrapped text's width loops
        visible: canvas.workbench.nodes.count === 0
        text: qsTr("An empty canvas. Add a producer, a cluster and a consumer group from the palette below or with a right-click, then drag from a port to connect them.")
        wrapMode: Text.Wrap
        horizontalAlignment: Text.AlignHCenter
        color: Theme.muted
        font.pixelSize: Theme.fontNormal
    }
    ConnectionLayer {
        anchors.fill: parent
        workbench: canvas.workbench
        simulation: canvas.simulation
        model: curves
        world: world
        onDotRefused: (why) => canvas.message(why)
        onMenuRequested: (fromId, toId) => {
            const m = canvas.menu("ConnectionMenu.qml")
            m.fromId = fromId
            m.toId = toId
            m.popup()
        }
        Rectangle {   // the card a connection made by keys would reach
            id: keyTarget
            objectName: "keyConnectTarget"
            readonly property rect r: keyConnect.active ? cards.cardRect(keyConnect.targetId) : Qt.rect(0, 0, 0, 0)
            visible: keyConnect.active && r.width > 0
            x: (r.x - 4) * world.scale
            y: (r.y - 4) * world.scale
            width: (r.width + 8) * world.scale
            height: (r.height + 8) * world.scale
            radius: 8 * world.scale
            color: "transparent"
            border.color: Theme.accent
            border.width: 3
        }
        Shape {   // the connection being dragged from a port (or picked by keys)
            id: pending
            visible: false
            property point from
            property point to
            ShapePath {
                strokeColor: Theme.accent
                strokeWidth: 2
                strokeStyle: ShapePath.DashLine
                dashPattern: [4, 3]
                fillColor: "transparent"
                // World coordinates, drawn at the zoom (see ConnectionLayer).
                startX: pending.from.x * world.scale
                startY: pending.from.y * world.scale
                PathLine { x: pending.to.x * world.scale; y: pending.to.y * world.scale }
            }
        }
    }
    Item {
        id: world
        transformOrigin: Item.TopLeft
        x: 40
        y: 40
        width: 1
        height: 1

        Repeater {
            id: nodes
            model: cards
            delegate: NodeCard {
                workbench: canvas.workbench
                simulation: canvas.simulation
                zoom: world.scale
                onHeightChanged: cards.noteHeight(nodeId, height)
                Component.onCompleted: cards.noteHeight(nodeId, height)
                onConnectionDragged: (fromId, scenePos) => {
                    pending.from = Qt.point(x + width, y + Theme.portY)
                    pending.to = canvas.worldPoint(scenePos)
                    pending.visible = true
                }
                onConnectionDropped: (fromId, scenePos) => {
                    pending.visible = false
                    const target = canvas.nodeAt(scenePos)
                    if (target === "" || target === fromId)
                        return
                    const why = canvas.workbench.connectNodes(fromId, target)
                    if (why !== "")
                        canvas.message(qsTr("Not connected: %1").arg(why))
                }
                onContextMenuRequested: (id, scenePos) => {
                    if (!selected)
                        canvas.workbench.selection.select(id, false)
                    canvas.forceActiveFocus()
                    const m = canvas.menu("NodeMenu.qml")
                    m.nodeId = id
                    m.popup()
                }
            }
        }
    }

    // The right-click menus are built on first use (a menu is a good share of a start-up frame).
    property var menus: ({})
    function menu(file) {
        if (!canvas.menus[file]) {
            const m = Qt.createComponent(file).createObject(canvas, { workbench: canvas.workbench })
            if ("simulation" in m)
                m.simulation = canvas.simulation
            if (m.fitRequested)
                m.fitRequested.connect(canvas.fitToView)
            if (m.inspectRequested)
                m.inspectRequested.connect(canvas.inspectRequested)
            if (m.failureRefused)
                m.failureRefused.connect(canvas.message)
            canvas.menus[file] = m
        }
        return canvas.menus[file]
    }

    // The selected card's menu, at the card (the keyboard's way to it); false with nothing selected.
    function openNodeMenu(nodeId: string): bool {
        const n = nodes.count
        for (let i = 0; i < n; ++i) {
            const card = nodes.itemAt(i) as NodeCard
            if (card && card.nodeId === nodeId) {
                const m = canvas.menu("NodeMenu.qml")
                m.nodeId = nodeId
                const at = card.mapToItem(canvas, card.width / 2, Theme.portY)
                m.popup(canvas, at.x, at.y)
                return true
            }
        }
        return false
    }
    // A connection made by keys: C starts it from the selected card, the arrows pick the target.
    KeyConnect {
        id: keyConnect
        objectName: "keyConnect"
        workbench: canvas.workbench
        onChanged: {
            if (!keyConnect.active) {
                pending.visible = false
                return
            }
            const a = cards.cardRect(keyConnect.fromId), b = cards.cardRect(keyConnect.targetId)
            pending.from = Qt.point(a.x + a.width, a.y + Theme.portY)
            pending.to = Qt.point(b.x, b.y + Theme.portY)
            pending.visible = true
            canvas.reveal(keyConnect.targetId)
        }
    }
    Rectangle {   // the focus ring: the keys act on the canvas (Tab walks its cards from here)
        objectName: "canvasFocusRing"
        anchors.fill: parent
        visible: canvas.activeFocus && canvas.keysInUse && canvas.workbench.selection.count === 0
        color: "transparent"
        border.color: Theme.accent
        border.width: 2
    }
    Rectangle {   // what the keys do while a connection is being made
        objectName: "keyConnectPrompt"
        visible: keyConnect.active
        anchors.top: parent.top
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.margins: 8
        height: promptText.implicitHeight + 12
        radius: 4
        color: Theme.panel
        border.color: Theme.accent
        Accessible.role: Accessible.AlertMessage
        Accessible.name: keyConnect.prompt
        Text {
            id: promptText
            anchors.fill: parent
            anchors.margins: 6
            wrapMode: Text.Wrap
            color: Theme.text
            font.pixelSize: Theme.fontSmall
            text: keyConnect.prompt
        }
    }
    function keyConnectPressed(event: KeyEvent) {
        switch (event.key) {
        case Qt.Key_Right:
        case Qt.Key_Down: keyConnect.step(1); break
        case Qt.Key_Left:
        case Qt.Key_Up: keyConnect.step(-1); break
        case Qt.Key_Return:
        case Qt.Key_Enter: {
            const why = keyConnect.finish()
            if (why !== "")
                canvas.message(qsTr("Not connected: %1").arg(why))
            break
        }
        case Qt.Key_Escape: keyConnect.cancel(); break
        default: break   // nothing else acts until the connection is made or cancelled
        }
        event.accepted = true
    }
    // The focus ring shows once the keys are used here, and goes with the next click (a ring from
    // the first frame on would mark what the mouse user never asked for).
    property bool keysInUse: false
    onActiveFocusChanged: if (!activeFocus) keysInUse = false
    Keys.onPressed: (event) => {
        canvas.keysInUse = true
        if (keyConnect.active)
            return canvas.keyConnectPressed(event)
        const step = (event.modifiers & Qt.ShiftModifier) ? 1 : 10
        switch (event.key) {
        // Tab walks the cards; past the last (or before the first) it moves on to the next panel.
        case Qt.Key_Tab:
            if (!canvas.workbench.selection.selectNext(false))
                return
            canvas.reveal(canvas.workbench.selection.selectedId)
            break
        case Qt.Key_Backtab:
            if (!canvas.workbench.selection.selectNext(true))
                return
            canvas.reveal(canvas.workbench.selection.selectedId)
            break
        case Qt.Key_C:
            if (event.modifiers & (Qt.ControlModifier | Qt.AltModifier | Qt.MetaModifier))
                return
            {
                const why = keyConnect.start(canvas.workbench.selection.selectedId)
                if (why !== "")
                    canvas.message(why)
            }
            break
        case Qt.Key_Left: canvas.workbench.selection.nudgeSelection(-step, 0); break
        case Qt.Key_Right: canvas.workbench.selection.nudgeSelection(step, 0); break
        case Qt.Key_Up: canvas.workbench.selection.nudgeSelection(0, -step); break
        case Qt.Key_Down: canvas.workbench.selection.nudgeSelection(0, step); break
        case Qt.Key_Delete:
        case Qt.Key_Backspace: canvas.workbench.deleteSelection(); break
        case Qt.Key_Escape: canvas.workbench.selection.clearSelection(); break
        // Without a mouse: Enter opens the selected card in the inspector; the Menu key or Shift+F10
        // opens its menu (Inspect, Duplicate, Connect to, failures, Delete) at the card.
        case Qt.Key_Return:
        case Qt.Key_Enter:
            if (canvas.workbench.selection.selectedId === "")
                return
            canvas.inspectRequested(canvas.workbench.selection.selectedId)
            break
        case Qt.Key_Menu:
        case Qt.Key_F10:
            if (event.key === Qt.Key_F10 && !(event.modifiers & Qt.ShiftModifier))
                return
            if (!canvas.openNodeMenu(canvas.workbench.selection.selectedId))
                return
            break
        default: return
        }
        event.accepted = true
    }

    // The palette (Qt Quick Controls' buttons) is built just after the window's first frame.
    property bool decorated: true
    Loader {
        id: paletteLoader
        anchors.left: parent.left
        anchors.bottom: parent.bottom
        anchors.margins: 10
        active: canvas.decorated
        asynchronous: true
        source: "NodePalette.qml"
        // Set on every load (classroom mode reloads it): the design whose kinds it offers, and never
        // wider than the canvas (what does not fit goes under the palette's "More…").
        onLoaded: {
            const palette = paletteLoader.item as NodePalette
            palette.workbench = canvas.workbench
            palette.maxWidth = Qt.binding(() => canvas.width - 20)
        }
    }
    Connections {
        target: paletteLoader.item
        function onAddRequested(kind) {
            const p = world.mapFromItem(canvas, canvas.width / 2 - Theme.cardWidth / 2, canvas.height / 3)
            canvas.workbench.addNode(kind, p.x, p.y)
            canvas.forceActiveFocus()
        }
        function onFitRequested() { canvas.fitToView() }
        function onZoomRequested(factor) { canvas.zoomAt(factor, Qt.point(canvas.width / 2, canvas.height / 2)) }
    }
}
