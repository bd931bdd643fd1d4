pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import Mqlab

// The Event tab: one event's life in six steps (batched, appended, acknowledged, visible, committed,
// deleted). Each step has its text, the engine's promise for the canvas as it is, and the settings
// that change that promise, editable here.
Item {
    id: life
    required property Lesson lesson
    required property Workbench workbench
    required property Stepper stepper
    readonly property var steps: lesson.lifecycle   // a list of lifeStep
    readonly property bool hasStep: stepper.index < steps.length
    readonly property lifeStep step: hasStep ? steps[stepper.index] : noStep
    property lifeStep noStep   // what step reads when there is none (a value type cannot be null)

    // The stepper takes the keys once it is clicked or reached by Tab: Left and Right then step it
    // (Main.qml's presenter keys, or these should those be off) rather than nudging the canvas's
    // selected card or moving a text cursor in the inspector.
    activeFocusOnTab: true
    readonly property bool takesArrows: true
    Keys.onLeftPressed: life.stepper.previous()
    Keys.onRightPressed: life.stepper.next()
    Accessible.role: Accessible.Grouping
    Accessible.name: qsTr("Step %1 of %2").arg(life.stepper.index + 1).arg(life.stepper.count)
    Accessible.description: qsTr("Left and Right step back and forward")

    Connections {
        target: life.stepper
        function onIndexChanged() { arrive.restart() }
    }
    ParallelAnimation {
        id: arrive
        NumberAnimation { target: stepBody; property: "opacity"; from: 0.2; to: 1; duration: 260 }
        NumberAnimation { target: stepBody; property: "x"; from: 24; to: 0; duration: 260; easing.type: Easing.OutCubic }
    }

    Flickable {
        id: view
        objectName: "eventScroll"
        anchors.fill: parent
        contentWidth: width
        contentHeight: column.height + 24
        clip: true
        boundsBehavior: Flickable.StopAtBounds
        ScrollBar.vertical: ScrollBar { id: bar }
        // A click anywhere on the stepper (its text, its dots) gives it the keys; its buttons take
        // the focus themselves.
        TapHandler { objectName: "stepperFocusTap"; onTapped: life.forceActiveFocus(Qt.MouseFocusReason) }

        Column {
            id: column
            x: 12
            y: 12
            width: view.width - 24 - (bar.visible ? bar.width : 0)
            spacing: 14

            Text {
                width: parent.width
                wrapMode: Text.Wrap
                color: Theme.text
                font.pixelSize: Theme.fontLarge
                font.bold: true
                text: qsTr("One event's life")
            }
            EventLifeStrip {
                objectName: "eventStrip"
                width: parent.width
                steps: life.steps
                stepper: life.stepper
            }
            LessonStepControls {
                width: parent.width
                stepper: life.stepper
            }
            Item {
                visible: life.hasStep
                width: parent.width
                height: stepBody.height
                Column {
                    id: stepBody
                    width: parent.width
                    spacing: 12
                    Text {
                        objectName: "eventTitle"
                        width: parent.width
                        wrapMode: Text.Wrap
                        color: Theme.accent
                        font.pixelSize: Theme.fontHuge
                        font.bold: true
                        text: life.step.title
                    }
                    LessonParagraph {
                        objectName: "eventText"
                        width: parent.width
                        text: life.step.text
                    }
                    LessonSection {
                        objectName: "eventPromise"
                        width: parent.width
                        heading: qsTr("On this canvas")
                        body: life.step.promise
                        emphasis: true
                    }
                }
            }
            LessonHeading {
                visible: life.hasStep
                width: parent.width
                text: qsTr("Try a setting")
            }
            Text {
                visible: life.hasStep && life.step.settings.length === 0
                width: parent.width
                wrapMode: Text.Wrap
                color: Theme.muted
                font.pixelSize: Theme.fontSmall
                text: life.step.named === 0
                      ? qsTr("No setting on the canvas changes this step.")
                      : qsTr("This step's settings cannot be changed on this canvas: it has no node that carries them.")
            }
            Column {
                id: settingsColumn
                width: parent.width
                spacing: 10
                // A count, not the list: the lesson's refresh after an edit keeps these controls (and
                // their focus) and only hands them new specs.
                Repeater {
                    model: life.step.settings.length
                    delegate: EventLifeSetting {
                        required property int index
                        readonly property bool hasEntry: index < life.step.settings.length
                        readonly property lifeSetting entry: hasEntry ? life.step.settings[index] : noEntry
                        property lifeSetting noEntry
                        width: settingsColumn.width
                        node: entry.node
                        spec: entry.spec
                        workbench: life.workbench
                    }
                }
            }
        }
    }
    Rectangle {   // the focus ring: Left and Right step this stepper
        objectName: "stepperFocusRing"
        anchors.fill: parent
        visible: life.activeFocus
        color: "transparent"
        border.color: Theme.accent
        border.width: 2
    }
}
