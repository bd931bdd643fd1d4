pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import Mqlab

// The Lesson tab: what the interviewer asks, what changed, the beats one at a time, the trade-off,
// a line to say out loud and the check-in. In the Sandbox it points to the event's life instead.
Item {
    id: walk
    required property Lesson lesson
    required property Stepper stepper
    signal eventRequested()

    function toTop() { scroll.stop(); view.contentY = 0 }
    function showCurrent() {
        const item = beats.itemAt(walk.stepper.index)
        if (!item || !walk.lesson.available)
            return
        const top = item.mapToItem(column, 0, 0).y + column.y
        const bottom = top + item.height
        // A beat out of sight comes in near the top, so the next one shows below it.
        let target = view.contentY
        if (top < view.contentY + 8 || bottom > view.contentY + view.height - 8)
            target = top - Math.min(48, view.height / 8)
        target = Math.max(0, Math.min(target, view.contentHeight - view.height))
        if (Math.abs(target - view.contentY) > 1) {
            scroll.to = target
            scroll.restart()
        }
    }
    Connections {
        target: walk.stepper
        // qmllint: Qt 6.4's type file declares Qt.callLater a property, not a method.
        function onIndexChanged() { Qt.callLater(walk.showCurrent) }  // qmllint disable type
    }

    Flickable {
        id: view
        objectName: "lessonScroll"
        anchors.top: parent.top
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.bottom: footer.visible ? footer.top : parent.bottom
        contentWidth: width
        contentHeight: column.height + 24
        clip: true
        boundsBehavior: Flickable.StopAtBounds
        ScrollBar.vertical: ScrollBar { id: bar }
        NumberAnimation { id: scroll; target: view; property: "contentY"; duration: 250; easing.type: Easing.OutCubic }

        Column {
            id: column
            x: 12
            y: 12
            width: view.width - 24 - (bar.visible ? bar.width : 0)
            spacing: 14

            // The Sandbox has no lesson of its own.
            Column {
                visible: !walk.lesson.available
                width: parent.width
                spacing: 10
                Text {
                    width: parent.width
                    wrapMode: Text.Wrap
                    color: Theme.text
                    font.pixelSize: Theme.fontLarge
                    font.bold: true
                    text: qsTr("No lesson on this canvas")
                }
                LessonParagraph {
                    width: parent.width
                    text: qsTr("Lessons come with the six stages and with each round's parts: pick one from the Stage menu or the stage picker. On any canvas, the Sandbox included, you can follow a single event from the producer to its deletion.")
                }
                Button {
                    objectName: "sandboxEventButton"
                    text: qsTr("Follow an event's life")
                    onClicked: walk.eventRequested()
                }
            }

            Column {
                visible: walk.lesson.available
                width: parent.width
                spacing: 2
                LessonHeading {
                    width: parent.width
                    text: walk.lesson.heading
                }
                Text {
                    objectName: "lessonTitle"
                    width: parent.width
                    wrapMode: Text.Wrap
                    color: Theme.text
                    font.pixelSize: Theme.fontLarge
                    font.bold: true
                    text: walk.lesson.title
                }
            }
            LessonBanner {
                objectName: "lessonBanner"
                visible: walk.lesson.available && !walk.lesson.matchesStage
                width: parent.width
                onRestoreRequested: walk.lesson.restoreStage()
            }
            Text {
                objectName: "lessonProblem"
                visible: walk.lesson.problem !== ""
                width: parent.width
                wrapMode: Text.Wrap
                color: Theme.red
                font.pixelSize: Theme.fontSmall
                text: walk.lesson.problem
            }
            LessonSection {
                width: parent.width
                heading: qsTr("The interviewer asks")
                body: walk.lesson.asks
                emphasis: true
                large: true
            }
            LessonSection {
                width: parent.width
                heading: qsTr("What changed")
                body: walk.lesson.change
            }
            LessonHeading {
                visible: beats.count > 0
                width: parent.width
                text: qsTr("The walkthrough")
            }
            Column {
                id: beatList
                width: parent.width
                spacing: 4
                Repeater {
                    id: beats
                    model: walk.lesson.beats
                    delegate: LessonBeat {
                        required property int index
                        required property string modelData
                        objectName: "beat-" + index
                        width: beatList.width
                        number: index + 1
                        text: modelData
                        current: index === walk.stepper.index
                        onPicked: walk.stepper.index = index
                    }
                }
            }
            LessonSection {
                width: parent.width
                heading: qsTr("The trade-off")
                body: walk.lesson.tradeoff
            }
            LessonSection {
                width: parent.width
                heading: qsTr("Say it out loud")
                body: walk.lesson.sayIt
                emphasis: true
            }
            LessonCheckIn {
                width: parent.width
                question: walk.lesson.question
                answer: walk.lesson.answer
                revealed: walk.lesson.answerRevealed
                onToggleRequested: walk.lesson.answerRevealed = !walk.lesson.answerRevealed
            }
        }
    }

    // The beat controls stay in view while the text scrolls.
    Rectangle {
        id: footer
        visible: walk.lesson.available && walk.stepper.count > 0
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        height: footerControls.implicitHeight + 16
        color: Theme.panel
        Rectangle { width: parent.width; height: 1; color: Theme.border }
        LessonStepControls {
            id: footerControls
            x: 12
            y: 8
            width: parent.width - 24
            stepper: walk.stepper
            noun: qsTr("Beat")
            playable: false
        }
    }
}
