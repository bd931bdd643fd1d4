pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import Mqlab

// The toolbar under the menus: the stage picker and the load (StageBar), then the Lesson, Rehearse
// and Classroom switches. Built just after the first frame, in a strip of the window kept for it.
Rectangle {
    id: header
    required property Workbench workbench
    required property bool lessonOpen
    required property bool rehearsalOpen
    required property Rehearsal rehearsal   // its plan's length names the button's run
    signal stageRequested(int number)
    signal message(string text)
    signal lessonToggled(bool open)
    signal rehearsalToggled(bool open)
    signal classroomToggled(bool on)

    implicitHeight: stageBar.implicitHeight
    color: Theme.panel
    StageBar {
        id: stageBar
        anchors.left: parent.left
        anchors.right: teachTools.left
        height: parent.height
        workbench: header.workbench
        onStageRequested: (n) => header.stageRequested(n)
        onMessage: (text) => header.message(text)
    }
    Row {
        id: teachTools
        anchors.right: parent.right
        anchors.rightMargin: 8
        anchors.verticalCenter: parent.verticalCenter
        spacing: 2
        ToolButton {
            objectName: "lessonToggle"
            text: qsTr("Lesson")
            checkable: true
            checked: header.lessonOpen
            onToggled: { header.lessonToggled(checked); checked = Qt.binding(() => header.lessonOpen) }
            ToolTip.visible: hovered
            ToolTip.delay: Theme.tipDelay
            ToolTip.text: qsTr("Show or hide the lesson panel (Ctrl+L)")
        }
        ToolButton {
            objectName: "rehearsalToggle"
            text: qsTr("Rehearse")
            checkable: true
            checked: header.rehearsalOpen
            onToggled: { header.rehearsalToggled(checked); checked = Qt.binding(() => header.rehearsalOpen) }
            ToolTip.visible: hovered
            ToolTip.delay: Theme.tipDelay
            ToolTip.text: qsTr("A timed %1 run through the whole answer (Ctrl+Shift+R)").arg(header.rehearsal.planLength)
        }
        ToolButton {
            objectName: "classroomToggle"
            text: qsTr("Classroom")
            checkable: true
            checked: Theme.classroom
            onToggled: { header.classroomToggled(checked); checked = Qt.binding(() => Theme.classroom) }
            // Not in class: resting on the button after the click, it covered the first tile's title.
            ToolTip.visible: hovered && !Theme.classroom
            ToolTip.delay: Theme.tipDelay
            ToolTip.text: qsTr("Large type for a projector; F11 also goes full screen. PageDown or Space steps, B blanks the screen")
        }
    }
    Rectangle { anchors.bottom: parent.bottom; width: parent.width; height: 1; color: Theme.border }
}
