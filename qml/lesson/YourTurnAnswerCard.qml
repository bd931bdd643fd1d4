pragma ComponentBehavior: Bound
import QtQuick
import Mqlab

// One known answer beside yours: what it does, the load it holds, its bill, what one lost broker
// does to it, and how yours compares. Marked when it is yours or the nearest to yours.
Rectangle {
    id: card
    required property int index
    required property knownAnswer answer

    implicitHeight: column.implicitHeight + 20
    radius: 6
    color: card.answer.same ? Theme.highlight : Theme.card
    border.color: card.answer.closest ? Theme.accent : Theme.border

    Column {
        id: column
        x: 10
        y: 10
        width: card.width - 20
        spacing: 4
        Text {
            width: parent.width
            wrapMode: Text.Wrap
            color: Theme.text
            font.pixelSize: Theme.fontNormal
            font.bold: true
            text: card.answer.same ? qsTr("%1 (your design)").arg(card.answer.title)
                  : card.answer.closest ? qsTr("%1 (nearest to yours)").arg(card.answer.title) : card.answer.title
        }
        LessonParagraph { width: parent.width; font.pixelSize: Theme.fontSmall; text: card.answer.summary }
        Text {
            objectName: "yourTurnAnswerFigures-" + card.index
            width: parent.width
            wrapMode: Text.Wrap
            color: Theme.muted
            font.pixelSize: Theme.fontSmall
            text: qsTr("Holds %1 \u00b7 %2 \u00b7 one broker lost: %3").arg(card.answer.held).arg(card.answer.cost).arg(card.answer.lostBroker)
        }
        LessonParagraph {
            objectName: "yourTurnComparison-" + card.index
            visible: !card.answer.same
            width: parent.width
            font.pixelSize: Theme.fontSmall
            text: card.answer.comparison
        }
    }
}
