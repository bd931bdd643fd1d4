pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import Mqlab

// The Figure tab: a stage's stepper figure, one step at a time, big enough to read from the back.
// A stage with two figures offers a picker. Back and forward (or Left and Right), the dots scrub,
// and play walks the steps on a timer. The step's text is already filled with the canvas's numbers.
Item {
    id: figureView
    required property var figures        // the lesson's figures, a list of lessonFigure
    required property Stepper stepper
    property bool stageOpen: false       // a stage whose figure this canvas cannot fill shows a note
    property int figureIndex: 0
    readonly property bool hasFigure: figureIndex >= 0 && figureIndex < figures.length
    readonly property lessonFigure figure: hasFigure ? figures[figureIndex] : none
    readonly property var steps: figure.steps
    readonly property bool hasStep: stepper.index < steps.length
    readonly property figureStep step: hasStep ? steps[stepper.index] : noStep
    // What figure and step read when there is none (a value type cannot be null).
    property lessonFigure none
    property figureStep noStep

    onFigureIndexChanged: stepper.index = 0
    onFiguresChanged: if (figureIndex >= figures.length) figureIndex = 0

    // The stepper takes the keys once it is clicked or reached by Tab: Left and Right then step it
    // (Main.qml's presenter keys, or these should those be off) rather than nudging the canvas's
    // selected card or moving a text cursor in the inspector.
    activeFocusOnTab: true
    readonly property bool takesArrows: true
    Keys.onLeftPressed: figureView.stepper.previous()
    Keys.onRightPressed: figureView.stepper.next()
    Accessible.role: Accessible.Grouping
    Accessible.name: qsTr("Step %1 of %2").arg(figureView.stepper.index + 1).arg(figureView.stepper.count)
    Accessible.description: qsTr("Left and Right step back and forward")

    Connections {
        target: figureView.stepper
        function onIndexChanged() { arrive.restart() }
    }
    // The new step slides in; stepping again mid-way simply starts it over.
    ParallelAnimation {
        id: arrive
        NumberAnimation { target: stepBody; property: "opacity"; from: 0.2; to: 1; duration: 260 }
        NumberAnimation { target: stepBody; property: "x"; from: 24; to: 0; duration: 260; easing.type: Easing.OutCubic }
    }

    Flickable {
        id: view
        anchors.fill: parent
        contentWidth: width
        contentHeight: column.height + 24
        clip: true
        boundsBehavior: Flickable.StopAtBounds
        ScrollBar.vertical: ScrollBar { id: bar }
        // A click anywhere on the stepper (its text, its dots) gives it the keys; its buttons take
        // the focus themselves.
        TapHandler { objectName: "stepperFocusTap"; onTapped: figureView.forceActiveFocus(Qt.MouseFocusReason) }

        Column {
            id: column
            x: 12
            y: 12
            width: view.width - 24 - (bar.visible ? bar.width : 0)
            spacing: 14

            LessonParagraph {
                visible: figureView.figures.length === 0
                width: parent.width
                text: figureView.stageOpen
                      ? qsTr("This stage's figure cannot be worked out on the canvas as it is now. The Lesson tab says why and can put the stage's design back.")
                      : qsTr("Figures come with the six stages. Open a stage to step through its figure, or follow one event's life in the Event tab.")
            }
            Row {
                objectName: "figurePicker"
                visible: figureView.figures.length > 1
                spacing: 6
                Repeater {
                    model: figureView.figures.length > 1 ? figureView.figures.length : 0
                    delegate: Button {
                        required property int index
                        text: qsTr("Figure %1").arg(index + 1)
                        // Not checkable, so a click cannot break the binding; the shown figure looks pressed.
                        checked: index === figureView.figureIndex
                        font.bold: checked
                        onClicked: figureView.figureIndex = index
                    }
                }
            }
            Text {
                objectName: "figureTitle"
                visible: figureView.hasFigure
                width: parent.width
                wrapMode: Text.Wrap
                color: Theme.text
                font.pixelSize: Theme.fontLarge
                font.bold: true
                text: figureView.figure.title
            }
            LessonStepDots {
                visible: figureView.steps.length > 0
                width: parent.width
                stepper: figureView.stepper
            }
            LessonStepControls {
                visible: figureView.steps.length > 0
                width: parent.width
                stepper: figureView.stepper
            }
            Item {
                visible: figureView.hasStep
                width: parent.width
                height: stepBody.height
                Column {
                    id: stepBody
                    width: parent.width
                    spacing: 10
                    Text {
                        objectName: "figureCaption"
                        width: parent.width
                        wrapMode: Text.Wrap
                        color: Theme.accent
                        font.pixelSize: Theme.fontHuge
                        font.bold: true
                        text: figureView.step.caption
                    }
                    LessonParagraph {
                        objectName: "figureText"
                        width: parent.width
                        large: true
                        text: figureView.step.text
                    }
                }
            }
        }
    }
    Rectangle {   // the focus ring: Left and Right step this stepper
        objectName: "stepperFocusRing"
        anchors.fill: parent
        visible: figureView.activeFocus
        color: "transparent"
        border.color: Theme.accent
        border.width: 2
    }
}
