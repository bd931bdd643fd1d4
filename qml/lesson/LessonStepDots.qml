pragma ComponentBehavior: Bound
import QtQuick
import Mqlab

// The scrubber: one numbered dot a step on a line; click a dot to go straight to its step.
Item {
    id: dots
    required property Stepper stepper
    readonly property int size: Theme.classroom ? 36 : 26
    readonly property real gap: stepper.count > 1 ? Math.min(size * 2.2, (width - size) / (stepper.count - 1)) : 0

    implicitHeight: size
    Rectangle {
        x: dots.size / 2
        y: dots.size / 2 - 1
        width: dots.gap * Math.max(0, dots.stepper.count - 1)
        height: 2
        color: Theme.track
    }
    Rectangle {
        x: dots.size / 2
        y: dots.size / 2 - 1
        width: dots.gap * dots.stepper.index
        height: 2
        color: Theme.accent
        Behavior on width { NumberAnimation { duration: 200 } }
    }
    Row {
        spacing: dots.gap - dots.size
        Repeater {
            model: dots.stepper.count
            delegate: Rectangle {
                id: dot
                required property int index
                readonly property bool current: index === dots.stepper.index
                width: dots.size
                height: dots.size
                radius: width / 2
                color: current ? Theme.accent : (index < dots.stepper.index ? Theme.highlight : Theme.panel)
                border.color: current || index < dots.stepper.index ? Theme.accent : Theme.border
                border.width: 2
                Text {
                    anchors.centerIn: parent
                    text: dot.index + 1
                    color: dot.current ? Theme.textOnAccent : Theme.text
                    font.pixelSize: Theme.fontSmall
                    font.bold: dot.current
                }
                TapHandler { onTapped: dots.stepper.index = dot.index }
                HoverHandler { cursorShape: Qt.PointingHandCursor }
            }
        }
    }
}
