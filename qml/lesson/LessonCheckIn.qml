pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import Mqlab

// The check-in: a question, and its answer kept off the screen until it is asked for (button or R).
Rectangle {
    id: box
    required property string question
    required property string answer
    required property bool revealed
    signal toggleRequested()

    visible: question !== ""
    implicitHeight: column.implicitHeight + 24
    radius: 6
    color: Theme.card
    border.color: Theme.border

    Column {
        id: column
        x: 12
        y: 12
        width: box.width - 24
        spacing: 8
        LessonHeading {
            width: parent.width
            text: qsTr("Check in")
        }
        LessonParagraph {
            width: parent.width
            font.bold: true
            text: box.question
        }
        Button {
            objectName: "revealAnswerButton"
            text: box.revealed ? qsTr("Hide the answer (R)") : qsTr("Show the answer (R)")
            onClicked: box.toggleRequested()
        }
        LessonParagraph {
            objectName: "checkInAnswer"
            width: parent.width
            visible: box.revealed
            text: box.revealed ? box.answer : ""
        }
        Text {
            width: parent.width
            visible: !box.revealed
            wrapMode: Text.Wrap
            color: Theme.muted
            font.pixelSize: Theme.fontSmall
            font.italic: true
            text: qsTr("Answer it out loud first, then check.")
        }
    }
}
