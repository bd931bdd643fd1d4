pragma ComponentBehavior: Bound
import QtQuick
import Mqlab

// One beat of the walkthrough: its number and text; the current beat is tinted with an accent edge.
Rectangle {
    id: beat
    required property int number
    required property string text
    required property bool current
    signal picked()

    implicitHeight: Math.max(body.implicitHeight, badge.height) + 16
    radius: 6
    color: current ? Theme.highlight : "transparent"
    border.color: current ? Theme.accent : "transparent"

    Rectangle {
        id: badge
        x: 8
        y: 8
        width: Theme.classroom ? 32 : 22
        height: width
        radius: width / 2
        color: beat.current ? Theme.accent : Theme.track
        Text {
            anchors.centerIn: parent
            text: beat.number
            color: beat.current ? Theme.textOnAccent : Theme.muted
            font.pixelSize: Theme.fontSmall
            font.bold: true
        }
    }
    LessonParagraph {
        id: body
        x: badge.x + badge.width + 10
        y: 8
        width: beat.width - x - 10
        text: beat.text
        color: beat.current ? Theme.text : Theme.muted
    }
    TapHandler { onTapped: beat.picked() }
}
