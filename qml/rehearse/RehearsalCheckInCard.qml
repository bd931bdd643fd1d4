pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import Mqlab

// One check-in of the current segment: where it comes from, the question, and its answer once
// revealed (a reveal is recorded in the run's summary).
Rectangle {
    id: card
    required property int index
    required property string source
    required property string question
    required property string answer
    required property bool revealed
    signal revealRequested(int index)

    implicitHeight: column.implicitHeight + 20
    radius: 6
    color: Theme.card
    border.color: Theme.border

    Column {
        id: column
        x: 10
        y: 10
        width: card.width - 20
        spacing: 6
        LessonHeading { width: parent.width; text: card.source }
        LessonParagraph { width: parent.width; font.bold: true; text: card.question }
        Button {
            objectName: "rehearsalReveal-" + card.index
            visible: !card.revealed
            text: qsTr("Show the answer")
            onClicked: card.revealRequested(card.index)
        }
        LessonParagraph {
            objectName: "rehearsalAnswer-" + card.index
            visible: card.revealed
            width: parent.width
            text: card.revealed ? card.answer : ""
        }
    }
}
