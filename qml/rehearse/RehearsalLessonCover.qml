pragma ComponentBehavior: Bound
import QtQuick
import Mqlab

// In the lesson panel's place while a rehearsal run is on: the stage's question only. The
// walkthrough, the figures and every answer come back when the run ends, so none of them answers
// a check-in before the candidate has said it out loud.
Rectangle {
    id: cover
    required property Lesson lesson
    color: Theme.panel

    Column {
        x: 16
        y: 16
        width: cover.width - 32
        spacing: 10
        Text {
            objectName: "rehearsalLessonCoverTitle"
            width: parent.width
            wrapMode: Text.Wrap
            color: Theme.text
            font.pixelSize: Theme.fontLarge
            font.bold: true
            text: qsTr("Rehearsal under way")
        }
        LessonParagraph {
            width: parent.width
            text: qsTr("The walkthrough, the figures and the answers are hidden until the run ends, so you give each answer before you see it. The rehearsal panel lists what to cover and this segment's check-ins.")
        }
        LessonHeading {
            visible: cover.lesson.available
            width: parent.width
            text: qsTr("%1: %2").arg(cover.lesson.heading).arg(cover.lesson.title)
        }
        LessonParagraph {
            objectName: "rehearsalLessonCoverAsks"
            visible: cover.lesson.available
            width: parent.width
            text: cover.lesson.asks
        }
    }
    // The panel underneath takes no clicks or wheel turns while covered.
    MouseArea {
        anchors.fill: parent
        acceptedButtons: Qt.AllButtons
        onWheel: (wheel) => wheel.accepted = true
    }
}
