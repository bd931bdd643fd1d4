pragma ComponentBehavior: Bound
import QtQuick

// B in classroom mode: the whole window goes black, so the room looks at the speaker. Any key or
// click brings the screen back (the key does nothing else).
Rectangle {
    id: blank
    objectName: "classroomBlank"
    signal dismissed()

    color: "#000000"
    visible: false
    z: 10000

    function show() {
        blank.visible = true
        blank.forceActiveFocus()
    }

    Keys.onShortcutOverride: (event) => event.accepted = true
    Keys.onPressed: (event) => { event.accepted = true; blank.dismissed() }
    MouseArea {
        anchors.fill: parent
        acceptedButtons: Qt.AllButtons
        hoverEnabled: true
        cursorShape: Qt.BlankCursor
        onPressed: blank.dismissed()
        onWheel: (wheel) => wheel.accepted = true
    }
}
