pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import Mqlab

// The 45-minute rehearsal beside the canvas: the current segment with its clock, the points to
// cover and its check-ins, the plan's segments, and once finished the summary and past runs.
// The canvas moves to each segment's stage by itself.
Pane {
    id: panel
    objectName: "rehearsalPanel"
    required property Rehearsal rehearsal
    signal closeRequested()

    padding: 0
    font.pixelSize: Theme.fontNormal
    background: Rectangle {
        color: Theme.panel
        Rectangle { width: 1; height: parent.height; color: Theme.border }
    }

    // The segment, its clock and the controls stay in view; the rest scrolls under them.
    Column {
        id: header
        x: 12
        y: 12
        width: panel.width - 24
        spacing: 8
        Item {
            width: parent.width
            height: Math.max(heading.implicitHeight, closeButton.implicitHeight)
            LessonHeading {
                id: heading
                anchors.left: parent.left
                anchors.right: closeButton.left
                anchors.verticalCenter: parent.verticalCenter
                text: qsTr("Rehearse the answer")
            }
            ToolButton {
                id: closeButton
                objectName: "rehearsalClose"
                anchors.right: parent.right
                text: qsTr("Close")
                onClicked: panel.closeRequested()
            }
        }
        Text {
            objectName: "rehearsalProblem"
            visible: panel.rehearsal.problem !== ""
            width: parent.width
            wrapMode: Text.Wrap
            color: Theme.red
            font.pixelSize: Theme.fontSmall
            text: panel.rehearsal.problem
        }

        // During a run.
        Column {
            visible: panel.rehearsal.active
            width: parent.width
            spacing: 8
            // Two lines whatever the title, so Previous and Next stay put from one segment to the next.
            Text {
                id: segmentTitle
                objectName: "rehearsalSegmentTitle"
                width: parent.width
                height: Math.ceil(titleMetrics.lineSpacing * 2)
                wrapMode: Text.Wrap
                maximumLineCount: 2
                elide: Text.ElideRight
                color: Theme.text
                font.pixelSize: Theme.fontLarge
                font.bold: true
                text: panel.rehearsal.segmentTitle
                FontMetrics { id: titleMetrics; font: segmentTitle.font }
            }
            Text {
                width: parent.width
                color: Theme.muted
                font.pixelSize: Theme.fontSmall
                text: panel.rehearsal.segmentMinutes
            }
            Row {
                spacing: 12
                RehearsalClock {
                    id: segmentClock
                    objectName: "rehearsalSegmentClock"
                    status: panel.rehearsal.segmentStatus
                    text: panel.rehearsal.segmentClock
                }
                Text {
                    objectName: "rehearsalTotalClock"
                    anchors.baseline: segmentClock.baseline
                    color: Theme.muted
                    font.pixelSize: Theme.fontSmall
                    text: panel.rehearsal.state === RehearsalState.Paused ? qsTr("Paused \u00b7 %1").arg(panel.rehearsal.totalClock)
                                                             : panel.rehearsal.totalClock
                }
            }
            Flow {
                width: parent.width
                spacing: 6
                Button {
                    objectName: "rehearsalPause"
                    text: panel.rehearsal.state === RehearsalState.Paused ? qsTr("Resume") : qsTr("Pause")
                    onClicked: panel.rehearsal.togglePause()
                }
                // Previous and Next keep their places and labels; Next stops at the last segment,
                // so a double press never ends the run: Finish does, from its own place.
                Button {
                    objectName: "rehearsalPrevious"
                    text: qsTr("\u2039 Previous")
                    enabled: panel.rehearsal.canPrevious
                    onClicked: panel.rehearsal.previous()
                }
                Button {
                    objectName: "rehearsalNext"
                    text: qsTr("Next segment \u203a")
                    enabled: panel.rehearsal.canNext
                    highlighted: enabled
                    onClicked: panel.rehearsal.next()
                }
                Button {
                    objectName: "rehearsalFinish"
                    text: qsTr("Finish the run")
                    highlighted: !panel.rehearsal.canNext
                    onClicked: panel.rehearsal.finish()
                }
            }
            Button {
                objectName: "rehearsalUndo"
                visible: panel.rehearsal.undoText !== ""
                width: Math.min(implicitWidth, parent.width)
                flat: true
                text: panel.rehearsal.undoText
                onClicked: panel.rehearsal.undo()
                ToolTip.visible: hovered
                ToolTip.text: text
            }
            Flow {
                visible: panel.rehearsal.stages.length > 1
                width: parent.width
                spacing: 6
                Repeater {
                    model: panel.rehearsal.stages
                    delegate: Button {
                        required property rehearsalStage modelData
                        objectName: "rehearsalStage-" + modelData.number
                        checkable: true
                        checked: modelData.shown
                        text: modelData.label
                        onClicked: panel.rehearsal.showStage(modelData.number)
                    }
                }
            }
        }
    }
    Rectangle {
        id: rule
        anchors.top: header.bottom
        anchors.topMargin: 8
        width: panel.width
        height: 1
        color: Theme.border
    }

    Flickable {
        id: view
        objectName: "rehearsalScroll"
        anchors.top: rule.bottom
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.bottom: parent.bottom
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

            // Before a run.
            Column {
                visible: panel.rehearsal.state === RehearsalState.Idle
                width: parent.width
                spacing: 8
                LessonParagraph {
                    width: parent.width
                    text: qsTr("Give the whole answer out loud against a %1-segment plan. The canvas follows each segment; move on when you are done, and watch the clock turn amber, then red, if a segment runs long.").arg(panel.rehearsal.segmentCount)
                }
                Button {
                    objectName: "rehearsalStart"
                    text: qsTr("Start the rehearsal")
                    highlighted: true
                    onClicked: panel.rehearsal.start()
                }
            }

            Column {
                visible: panel.rehearsal.active
                width: parent.width
                spacing: 8
                LessonHeading { width: parent.width; text: qsTr("Cover") }
                Column {
                    width: parent.width
                    spacing: 6
                    Repeater {
                        model: panel.rehearsal.points
                        delegate: LessonParagraph {
                            required property int index
                            required property string modelData
                            objectName: "rehearsalPoint-" + index
                            width: parent.width
                            text: "\u2022 " + modelData
                        }
                    }
                }
                Column {
                    width: parent.width
                    spacing: 8
                    Repeater {
                        model: panel.rehearsal.checkIns
                        delegate: RehearsalCheckInCard {
                            required property rehearsalCheckIn modelData
                            width: parent.width
                            source: modelData.source
                            question: modelData.question
                            answer: modelData.answer
                            revealed: modelData.revealed
                            onRevealRequested: (i) => panel.rehearsal.reveal(i)
                        }
                    }
                }
            }

            // After a run.
            Column {
                visible: panel.rehearsal.state === RehearsalState.Finished
                width: parent.width
                spacing: 8
                Text {
                    width: parent.width
                    wrapMode: Text.Wrap
                    color: Theme.text
                    font.pixelSize: Theme.fontLarge
                    font.bold: true
                    text: qsTr("How the run went")
                }
                RehearsalSummary {
                    width: parent.width
                    rows: panel.rehearsal.summary
                    total: panel.rehearsal.summaryTotal
                }
                Button {
                    objectName: "rehearsalAgain"
                    text: qsTr("Rehearse again")
                    onClicked: panel.rehearsal.start()
                }
            }

            // The plan, before a run too: each segment with its minutes.
            LessonHeading {
                objectName: "rehearsalPlanHeading"
                width: parent.width
                text: qsTr("The plan: %1").arg(panel.rehearsal.planSummary)
            }
            RehearsalSegmentList {
                width: parent.width
                segments: panel.rehearsal.segments
                currentSpent: panel.rehearsal.segmentSpent
                currentStatus: panel.rehearsal.segmentStatus
                idle: panel.rehearsal.state === RehearsalState.Idle
                canMove: panel.rehearsal.active
                onMoveRequested: (i) => panel.rehearsal.goTo(i)
            }

            LessonHeading {
                visible: panel.rehearsal.state !== RehearsalState.Running && panel.rehearsal.state !== RehearsalState.Paused
                width: parent.width
                text: panel.rehearsal.history.length === 0 ? qsTr("No finished runs yet") : qsTr("Past runs, total minutes")
            }
            RehearsalHistory {
                objectName: "rehearsalHistory"
                visible: !panel.rehearsal.active && panel.rehearsal.history.length > 0
                width: parent.width
                runs: panel.rehearsal.history
                maxMinutes: panel.rehearsal.historyMaxMinutes
            }
        }
    }
}
