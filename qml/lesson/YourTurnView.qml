pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import Mqlab

// The "Your turn" tab: the brief, a button that asks the engine about the canvas's design, and
// its verdict: whether anything saturates, the load held, the bill, one lost broker, what changed,
// the moves that cannot help, and the known answers side by side.
Item {
    id: turn
    required property YourTurnCheck check

    Flickable {
        id: view
        objectName: "yourTurnScroll"
        anchors.fill: parent
        contentWidth: width
        contentHeight: column.height + 24
        clip: true
        boundsBehavior: Flickable.StopAtBounds
        ScrollBar.vertical: ScrollBar { id: bar }

        Column {
            id: column
            x: 12
            y: 12
            width: view.width - 24 - (bar.visible ? bar.width : 0)
            spacing: 12

            Text {
                width: parent.width
                wrapMode: Text.Wrap
                color: Theme.text
                font.pixelSize: Theme.fontLarge
                font.bold: true
                text: turn.check.title
            }
            Text {
                objectName: "yourTurnProblem"
                visible: turn.check.problem !== ""
                width: parent.width
                wrapMode: Text.Wrap
                color: Theme.red
                font.pixelSize: Theme.fontSmall
                text: turn.check.problem
            }
            LessonSection {
                width: parent.width
                heading: qsTr("The brief")
                body: turn.check.brief
                emphasis: true
            }
            Button {
                objectName: "checkAnswerButton"
                text: turn.check.checked ? qsTr("Check my answer again") : qsTr("Check my answer")
                highlighted: true
                enabled: turn.check.problem === ""
                onClicked: turn.check.check()
            }
            Text {
                objectName: "yourTurnStale"
                visible: turn.check.checked && turn.check.stale
                width: parent.width
                wrapMode: Text.Wrap
                color: Theme.warn
                font.pixelSize: Theme.fontSmall
                text: qsTr("The canvas changed after this check; check again to judge the new design.")
            }

            Rectangle {
                visible: turn.check.checked
                width: parent.width
                implicitHeight: verdictColumn.implicitHeight + 20
                radius: 6
                color: Theme.card
                border.color: turn.check.passed ? Theme.ok : turn.check.outcome === YourTurnOutcome.Saturates ? Theme.saturated : Theme.warn
                border.width: 2
                Column {
                    id: verdictColumn
                    x: 10
                    y: 10
                    width: parent.width - 20
                    spacing: 6
                    Text {
                        objectName: "yourTurnVerdict"
                        width: parent.width
                        wrapMode: Text.Wrap
                        color: turn.check.passed ? Theme.ok : turn.check.outcome === YourTurnOutcome.Saturates ? Theme.saturated : Theme.warn
                        font.pixelSize: Theme.fontNormal
                        font.bold: true
                        text: turn.check.passed ? qsTr("Passes") : turn.check.outcome === YourTurnOutcome.BendsBrief ? qsTr("Bends the brief") : qsTr("Does not pass yet")
                    }
                    LessonParagraph {
                        objectName: "yourTurnHeadline"
                        width: parent.width
                        text: turn.check.headline
                    }
                    Text {
                        objectName: "yourTurnFigures"
                        width: parent.width
                        wrapMode: Text.Wrap
                        color: Theme.muted
                        font.pixelSize: Theme.fontSmall
                        text: turn.check.checked ? qsTr("Holds %1 \u00b7 %2 \u00b7 one broker lost: %3")
                                                       .arg(turn.check.yours.held).arg(turn.check.yours.cost).arg(turn.check.yours.lostBroker) : ""
                    }
                }
            }
            YourTurnChecks {
                objectName: "yourTurnChecks"
                width: parent.width
                items: turn.check.checks
            }
            YourTurnNotes {
                objectName: "yourTurnBroken"
                width: parent.width
                heading: qsTr("Parts of the brief given up")
                items: turn.check.broken
                accent: Theme.warn
            }
            YourTurnNotes {
                objectName: "yourTurnWrongMoves"
                width: parent.width
                heading: qsTr("Moves that cannot shift this wall")
                items: turn.check.wrongMoves
                accent: Theme.saturated
            }
            YourTurnNotes {
                objectName: "yourTurnCautions"
                width: parent.width
                heading: qsTr("Worth a word")
                items: turn.check.cautions
            }
            YourTurnNotes {
                objectName: "yourTurnChanges"
                width: parent.width
                heading: qsTr("What you changed")
                items: turn.check.changes
            }
            LessonHeading {
                visible: turn.check.checked
                width: parent.width
                text: qsTr("Known answers beside yours")
            }
            Column {
                visible: turn.check.checked
                width: parent.width
                spacing: 8
                Repeater {
                    model: turn.check.answers
                    delegate: YourTurnAnswerCard {
                        required property knownAnswer modelData
                        width: parent.width
                        answer: modelData
                    }
                }
            }
        }
    }
}
