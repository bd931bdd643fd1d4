pragma ComponentBehavior: Bound
import QtQuick
import Mqlab

// A heading and its paragraph; "emphasis" puts it on a tinted card with an accent edge.
Rectangle {
    id: section
    required property string heading
    required property string body
    property bool emphasis: false
    property bool large: false

    visible: body !== ""
    implicitHeight: column.implicitHeight + (emphasis ? 20 : 0)
    radius: emphasis ? 6 : 0
    color: emphasis ? Theme.highlight : "transparent"

    Rectangle {
        visible: section.emphasis
        width: 4
        height: parent.height
        radius: 2
        color: Theme.accent
    }
    Column {
        id: column
        x: section.emphasis ? 14 : 0
        y: section.emphasis ? 10 : 0
        width: section.width - (section.emphasis ? 24 : 0)
        spacing: 4
        LessonHeading {
            width: parent.width
            text: section.heading
        }
        LessonParagraph {
            width: parent.width
            text: section.body
            large: section.large
        }
    }
}
