pragma ComponentBehavior: Bound
import QtQuick
import Mqlab

// In classroom mode, a soft circle follows the mouse so the room can see where the speaker points.
// It only draws: the HoverHandler that feeds it sits on the window's content (see Main.qml), so
// buttons and cards underneath still get their clicks and their hover.
Item {
    id: layer
    objectName: "classroomPointer"
    required property bool hovering
    required property point at
    readonly property bool showing: Theme.classroom && hovering

    Rectangle {
        visible: layer.showing
        width: 56
        height: 56
        radius: 28
        x: layer.at.x - width / 2
        y: layer.at.y - height / 2
        color: Qt.rgba(1.0, 0.84, 0.2, 0.35)
        border.color: Qt.rgba(1.0, 0.7, 0.0, 0.8)
        border.width: 2
    }
}
