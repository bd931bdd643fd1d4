pragma ComponentBehavior: Bound
import QtQuick
import Mqlab

// A node on the canvas: its name, key figures, one bar a limit, and its warnings.
Rectangle {
    id: card
    required property Workbench workbench
    required property string nodeId
    required property int kind          // a NodeKind
    required property color kindColor   // its kind's stripe, from the engine's registry
    required property bool takesConnections  // the kinds' rules: a port on the left
    required property bool sendsConnections  // ... and one on the right
    required property string dragHint        // where the right port connects to
    required property string name
    required property real nodeX
    required property real nodeY
    required property string headline
    required property string detail
    required property string percentText
    required property int status         // a LimitStatus: the binding limit's
    required property LimitModel limitModel   // the limits and their figures, row by row
    required property var warnings
    required property bool selected
    required property int binding      // the row of the limit model with the highest percent; -1: none
    required property string spoken    // what a screen reader says: name, binding limit, its status
    required property real zoom
    // The window's simulation run (none on an exported picture): a failure of its run under way at
    // the scrubber's time marks the card, in words.
    property SimulationRun simulation: null
    SimCardMark { id: mark; run: card.simulation; nodeId: card.nodeId }
    readonly property string failureMark: mark.text
    onFailureMarkChanged: if (failureMark !== "") failureFlash.restart()

    signal connectionDragged(string fromId, point scenePos)
    signal connectionDropped(string fromId, point scenePos)
    signal contextMenuRequested(string nodeId, point scenePos)

    objectName: "node-" + nodeId
    Accessible.role: Accessible.Button
    Accessible.name: card.failureMark === "" ? card.spoken : qsTr("%1. %2").arg(card.spoken).arg(card.failureMark)
    Accessible.description: card.warnings.length > 0 ? card.warnings.join(" ") : card.detail
    Accessible.selectable: true
    Accessible.selected: card.selected
    x: nodeX
    y: nodeY
    width: Theme.cardWidth
    height: column.height + 16
    radius: 8
    color: Theme.card
    border.width: selected ? 2 : (status === LimitStatus.Saturated ? 2 : 1)
    border.color: selected ? Theme.selection : (status === LimitStatus.Saturated ? Theme.saturated : Theme.border)

    Rectangle {   // the kind's stripe
        width: 5
        height: parent.height - 2 * parent.radius
        anchors.verticalCenter: parent.verticalCenter
        color: card.kindColor
        radius: 2
    }

    // Classroom mode keeps the card's size (so a stage's layout never overlaps) and shows its name,
    // its percent and its headline in type that stays at least Theme.fontSmall on screen at any zoom.
    readonly property bool presenting: Theme.classroom
    readonly property int presentPx: Math.max(Theme.cardFontNormal, Math.ceil(Theme.fontSmall / Math.max(0.05, card.zoom)))

    // Below readable size (the small type under Theme.glancePx on screen, as when a large design is
    // fitted to the window) the card shows its name, bars and colours; its words are hidden and hold
    // their last text, so a step does not lay out text nobody can read. Zoomed in, they catch up at
    // once. Held, not blanked, so the card keeps its height and "fit to view" its zoom.
    readonly property bool glance: !presenting && Theme.cardFontSmall * zoom < Theme.glancePx
    property string shownPercent
    property string shownHeadline
    property string shownDetail
    property var shownWarnings: []
    Binding on shownPercent { value: card.percentText; when: !card.glance; restoreMode: Binding.RestoreNone }
    Binding on shownHeadline { value: card.headline; when: !card.glance; restoreMode: Binding.RestoreNone }
    Binding on shownDetail { value: card.detail; when: !card.glance; restoreMode: Binding.RestoreNone }
    Binding on shownWarnings { value: card.warnings; when: !card.glance; restoreMode: Binding.RestoreNone }

    Column {
        id: column
        x: 14
        y: 8
        width: parent.width - 22
        spacing: 2
        // Hidden but laid out while presenting: its height is the card's height.
        opacity: card.presenting ? 0 : 1
        enabled: !card.presenting
        Item {
            width: parent.width
            height: nameText.implicitHeight
            Text {
                id: nameText
                width: parent.width - percentText.implicitWidth - 6
                text: card.name
                font.pixelSize: Theme.cardFontNormal
                font.bold: true
                color: Theme.text
                elide: Text.ElideRight
            }
            Text {
                id: percentText
                objectName: "percent-" + card.nodeId
                anchors.right: parent.right
                opacity: card.glance ? 0 : 1
                text: card.shownPercent
                font.pixelSize: Theme.cardFontNormal
                font.bold: true
                color: card.status === LimitStatus.Ok ? Theme.muted : Theme.statusColor(card.status)
            }
        }
        Text {
            objectName: "headline-" + card.nodeId
            width: parent.width
            opacity: card.glance ? 0 : 1
            text: card.shownHeadline
            font.pixelSize: Theme.cardFontSmall
            color: Theme.text
            elide: Text.ElideRight
        }
        Text {
            width: parent.width
            opacity: card.glance ? 0 : 1
            text: card.shownDetail
            font.pixelSize: Theme.cardFontSmall
            color: Theme.muted
            elide: Text.ElideRight
        }
        Repeater {
            model: card.limitModel
            delegate: LimitBar {
                nodeId: card.nodeId
                workbench: card.workbench
                glance: card.glance
                width: column.width
            }
        }
        Text {   // the first warning, with the full figure; the rest in the tooltip
            id: warningText
            visible: card.shownWarnings.length > 0
            opacity: card.glance ? 0 : 1
            width: parent.width
            topPadding: 2
            text: card.shownWarnings.length > 0 ? card.shownWarnings[0] : ""
            wrapMode: Text.Wrap
            maximumLineCount: 4
            elide: Text.ElideRight
            font.pixelSize: Theme.cardFontSmall
            color: card.status === LimitStatus.Saturated ? Theme.saturated : card.status === LimitStatus.Ok ? Theme.muted : Theme.warn
            HoverHandler {
                id: warnHover
                onHoveredChanged: Tips.follow(warningText, warnHover.hovered, () => card.warnings.join("\n\n"), 300)
            }
        }
    }

    Column {
        id: presented
        objectName: "presenting-" + card.nodeId
        visible: card.presenting
        x: 14
        y: 6
        width: parent.width - 22
        height: parent.height - 12
        clip: true
        spacing: 0
        // The name and the binding limit are always shown, the limit whole: on a card too short for
        // both at the presenting size, the type shrinks until they fit. The other lines take the
        // room left, a slot each, in order: headline, detail, the other limits.
        // Out of class the column is hidden and empty: its name line keeps the card's own type, so
        // that the zoom steps of a fit do not load a bold font at every size they pass through (22
        // sizes, a sixth of the first frame's work, before this was so).
        readonly property int linePx: !card.presenting ? Theme.cardFontNormal
                                      : card.binding >= 0 ? Math.min(card.presentPx, Math.floor(height / 2.4)) : card.presentPx
        readonly property real slot: linePx * 1.2
        property bool bindingStacked: false   // the binding line took two slots (PresentedLine.stacked)
        readonly property int roomLeft: Math.max(0, Math.floor((height - slot * (card.binding >= 0 ? (bindingStacked ? 3 : 2) : 1)) / slot))
        // The name is whole too ("Warehouse loa..." named no card): too wide for one line, it takes
        // two when the card has a slot to spare, and otherwise shrinks to fit its line.
        readonly property bool nameFits: nameMetrics.advanceWidth <= width
        readonly property int nameSlots: !nameFits && roomLeft >= 1 ? 2 : 1
        readonly property int spare: roomLeft - (nameSlots - 1)
        TextMetrics { id: nameMetrics; text: card.presenting ? card.name : ""; font.pixelSize: presented.linePx; font.bold: true }   // measured only in class: every zoom step changes linePx
        Text {
            id: nameLine
            objectName: "presentedName"
            width: parent.width
            height: presented.slot * presented.nameSlots
            text: card.presenting ? card.name : ""
            font.pixelSize: presented.linePx
            font.bold: true
            color: Theme.text
            lineHeightMode: Text.FixedHeight
            lineHeight: presented.slot
            wrapMode: presented.nameSlots > 1 ? Text.Wrap : Text.NoWrap
            maximumLineCount: presented.nameSlots
            fontSizeMode: presented.nameSlots > 1 || !card.presenting ? Text.FixedSize : Text.HorizontalFit
            minimumPixelSize: Math.max(6, Math.floor(presented.linePx / 2))
            elide: Text.ElideRight   // a last resort, past both
        }
        Repeater {   // the binding limit, right under the name
            model: card.presenting ? card.limitModel : null
            delegate: PresentedLine {
                id: bindingLine
                required property int index
                required property string label
                required property string text
                required status
                objectName: "presentedBinding-" + card.nodeId
                visible: index === card.binding
                width: card.width - 22
                px: presented.linePx
                fit: true
                words: bindingLine.label
                figure: bindingLine.text
                strong: true
                canStack: presented.height >= presented.slot * 3   // else the words shrink instead
                Binding {
                    target: presented
                    property: "bindingStacked"
                    when: bindingLine.visible
                    value: bindingLine.stacked
                }
            }
        }
        Repeater {
            id: fixedLines
            model: {
                if (!card.presenting)
                    return []
                const lines = []
                if (card.binding < 0 && card.percentText !== "")
                    lines.push({ text: card.percentText, status: card.status, strong: true })
                lines.push({ text: card.headline, status: LimitStatus.Ok, strong: false })
                if (card.detail !== "")
                    lines.push({ text: card.detail, status: LimitStatus.Ok, strong: false })
                return lines
            }
            delegate: PresentedLine {
                required property var modelData
                required property int index
                objectName: "presentedFixed-" + card.nodeId
                width: card.width - 22
                px: presented.linePx
                // The headline carries the card's figure ("25,000 events/s"): under large type it
                // shrinks to its line rather than lose the figure's end to an ellipsis.
                fit: true
                visible: index < presented.spare
                words: modelData.text
                status: modelData.status
                strong: modelData.strong
            }
        }
        Repeater {   // the other limits, as many as fit
            model: card.presenting ? card.limitModel : null
            delegate: PresentedLine {
                id: limitLine
                required property int index
                required property string label
                required property string text
                required status
                readonly property int ordinal: fixedLines.count + (card.binding >= 0 && index > card.binding ? index - 1 : index)
                objectName: "presentedLimit-" + card.nodeId
                width: card.width - 22
                px: presented.linePx
                // A limit's name is short ("storage"): it shrinks beside its figure rather than read "stora...".
                fit: true
                visible: index !== card.binding && ordinal < presented.spare
                words: limitLine.label
                figure: limitLine.text
                strong: limitLine.status === LimitStatus.Saturated
            }
        }
    }

    // Selecting and dragging: a drag moves the selection and lands as one undo step.
    TapHandler {
        acceptedButtons: Qt.LeftButton
        onTapped: (eventPoint, button) => card.workbench.selection.select(card.nodeId, (eventPoint.modifiers & Qt.ShiftModifier) !== 0)
    }
    TapHandler {
        acceptedButtons: Qt.RightButton
        onTapped: (eventPoint) => card.contextMenuRequested(card.nodeId, card.mapToItem(null, eventPoint.position))
    }
    DragHandler {
        id: drag
        target: null
        dragThreshold: 4
        // Takes the pointer from anything and, with no Approves... flag, lets nothing take it over.
        grabPermissions: PointerHandler.CanTakeOverFromAnything
        onActiveChanged: {
            if (active) {
                if (!card.selected)
                    card.workbench.selection.select(card.nodeId, false)
                card.workbench.beginMove()
            } else {
                card.workbench.endMove()
            }
        }
        // The pointer's whole travel in scene pixels, over the zoom: the card moves under the
        // pointer, so nothing is measured in its own coordinates.
        onCentroidChanged: if (drag.active) card.workbench.moveSelectionTo(
                               (drag.centroid.scenePosition.x - drag.centroid.scenePressPosition.x) / card.zoom,
                               (drag.centroid.scenePosition.y - drag.centroid.scenePressPosition.y) / card.zoom)
    }

    Rectangle {   // the failure's edge: flashes when it starts, then stays
        id: failureEdge
        visible: card.failureMark !== ""
        anchors.fill: parent
        radius: card.radius
        color: "transparent"
        border.width: 3
        border.color: Theme.saturated
        SequentialAnimation {
            id: failureFlash
            loops: 3
            NumberAnimation { target: failureEdge; property: "opacity"; to: 0.15; duration: 220 }
            NumberAnimation { target: failureEdge; property: "opacity"; to: 1; duration: 220 }
        }
    }
    Rectangle {   // the failure's words on a tag above the card
        objectName: "failure-" + card.nodeId
        visible: card.failureMark !== ""
        x: 10
        y: -height + 2
        // Whole even in class type on a small card: it may stand out past the card's edge.
        width: failureWords.implicitWidth + 12
        height: failureWords.implicitHeight + 4
        radius: 4
        // The card's own colours (the saturated red on the card, as its warnings are): readable in
        // every theme, high contrast included.
        color: Theme.card
        border.width: 2
        border.color: Theme.saturated
        Text {
            id: failureWords
            objectName: "failureText-" + card.nodeId
            x: 6
            y: 2
            text: card.failureMark
            color: Theme.saturated
            font.pixelSize: card.presenting ? card.presentPx : Theme.cardFontNormal
            font.bold: true
        }
    }

    // Ports, by the kinds' rules: a node that takes connections has one on the left, one that sends on the right.
    Rectangle {
        visible: card.takesConnections
        x: -6
        y: Theme.portY - 6
        width: 12
        height: 12
        radius: 6
        color: Theme.panel
        border.color: Theme.muted
    }
    Rectangle {
        id: outPort
        objectName: "port-" + card.nodeId
        visible: card.sendsConnections
        x: parent.width - 6
        y: Theme.portY - 6
        width: 12
        height: 12
        radius: 6
        color: portDrag.active || portHover.hovered ? Theme.accent : Theme.panel
        border.color: Theme.accent
        HoverHandler {
            id: portHover
            cursorShape: Qt.CrossCursor
            onHoveredChanged: outPort.followTip()
        }
        function followTip() {
            Tips.follow(outPort, portHover.hovered && !portDrag.active,
                        () => card.dragHint, 400)
        }
        DragHandler {
            id: portDrag
            target: null
            // Takes the pointer from anything and, with no Approves... flag, lets nothing take it over.
        grabPermissions: PointerHandler.CanTakeOverFromAnything
            onCentroidChanged: if (active) card.connectionDragged(card.nodeId, outPort.mapToItem(null, centroid.position))
            onActiveChanged: {
                if (!active)
                    card.connectionDropped(card.nodeId, outPort.mapToItem(null, centroid.position))
                outPort.followTip()
            }
        }
    }
}
