pragma ComponentBehavior: Bound
import QtQuick
import Mqlab

// Round 1's verdict, check by check: a mark, the check's name and the engine's words naming the
// figure and its limit. Hidden for a Kafka brief, which has no checks.
Column {
    id: checks
    required property var items      // a list of checkLine
    visible: items.length > 0
    spacing: 6

    LessonHeading { width: checks.width; text: qsTr("Check by check") }
    Repeater {
        model: checks.items
        delegate: Row {
            id: line
            required property int index
            required property checkLine modelData
            width: checks.width
            spacing: 6
            Text {
                id: mark
                width: 16
                color: line.modelData.passed ? Theme.ok : Theme.saturated
                font.pixelSize: Theme.fontNormal
                font.bold: true
                text: line.modelData.passed ? "\u2713" : "\u2717"
                Accessible.name: line.modelData.passed ? qsTr("passes") : qsTr("fails")
            }
            Column {
                width: line.width - mark.width - line.spacing
                spacing: 2
                Text {
                    objectName: "yourTurnCheckName-" + line.index
                    width: parent.width
                    wrapMode: Text.Wrap
                    color: line.modelData.passed ? Theme.text : Theme.saturated
                    font.pixelSize: Theme.fontNormal
                    font.bold: true
                    text: line.modelData.name
                }
                LessonParagraph {
                    objectName: "yourTurnCheck-" + line.index
                    width: parent.width
                    font.pixelSize: Theme.fontSmall
                    text: line.modelData.text
                }
            }
        }
    }
}
