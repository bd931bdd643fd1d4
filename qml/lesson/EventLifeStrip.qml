pragma ComponentBehavior: Bound
import QtQuick
import Mqlab

// The event's life as a strip: six stations on a line, the titles alternating above and below so
// they fit, the current station lit, and a dot (the event) gliding to it. The glide is only a
// picture: the Stepper has already moved, so stepping again mid-glide simply retargets it.
Item {
    id: strip
    required property var steps          // a list of lifeStep
    required property Stepper stepper
    readonly property int n: steps.length
    readonly property real slot: n > 0 ? width / n : width
    readonly property int station: Theme.classroom ? 30 : 22
    readonly property real labelHeight: Math.ceil(Theme.fontSmall * 1.5)
    readonly property real trackY: labelHeight + 4 + station / 2

    implicitHeight: 2 * labelHeight + 8 + station
    function centre(i) { return slot * i + slot / 2 }

    Rectangle {
        x: strip.centre(0)
        y: strip.trackY - 2
        width: Math.max(0, strip.slot * (strip.n - 1))
        height: 4
        radius: 2
        color: Theme.track
    }
    Rectangle {
        x: strip.centre(0)
        y: strip.trackY - 2
        width: strip.slot * strip.stepper.index
        height: 4
        radius: 2
        color: Theme.accent
        Behavior on width { NumberAnimation { duration: 350; easing.type: Easing.InOutQuad } }
    }
    Repeater {
        model: strip.steps
        delegate: Item {
            id: stop
            required property int index
            required property lifeStep modelData
            readonly property bool current: index === strip.stepper.index
            readonly property bool passed: index < strip.stepper.index
            objectName: "station-" + modelData.id
            x: strip.slot * index
            width: strip.slot
            height: strip.height

            Rectangle {
                x: (stop.width - width) / 2
                y: strip.trackY - height / 2
                width: stop.current ? strip.station : strip.station * 0.75
                height: width
                radius: width / 2
                color: stop.current ? Theme.accent : (stop.passed ? Theme.highlight : Theme.panel)
                border.color: stop.current || stop.passed ? Theme.accent : Theme.border
                border.width: 2
                Behavior on width { NumberAnimation { duration: 200 } }
            }
            Text {
                // Titles alternate above and below the line, each centred on its station and kept
                // inside the strip.
                readonly property real centred: strip.centre(stop.index) - implicitWidth / 2
                x: Math.max(0, Math.min(strip.width - implicitWidth, centred)) - stop.x
                y: stop.index % 2 === 0 ? 0 : strip.trackY + strip.station / 2 + 4
                text: stop.modelData.title
                color: stop.current ? Theme.accent : Theme.muted
                font.pixelSize: Theme.fontSmall
                font.underline: stop.current   // not bold: a bold title could touch its neighbours
            }
            TapHandler { onTapped: strip.stepper.index = stop.index }
            HoverHandler { cursorShape: Qt.PointingHandCursor }
        }
    }
    Rectangle {
        id: event
        objectName: "eventDot"
        visible: strip.n > 0
        width: strip.station * 0.4
        height: width
        radius: width / 2
        x: strip.centre(strip.stepper.index) - width / 2
        y: strip.trackY - height / 2
        color: "#ffffff"
        border.color: Theme.accent
        border.width: 2
        Behavior on x { NumberAnimation { duration: 350; easing.type: Easing.InOutQuad } }
    }
}
