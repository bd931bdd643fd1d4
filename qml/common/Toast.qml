pragma ComponentBehavior: Bound
import QtQuick
import Mqlab

// A short message that fades away: a refused connection, a refused load.
Rectangle {
    id: toast
    function show(text) { label.text = text; opacity = 1; hide.restart() }
    width: Math.min(label.implicitWidth + 32, 640)
    height: label.implicitHeight + 16
    radius: 6
    color: Theme.highContrast ? "#ffffff" : Theme.dark ? "#eceef2" : "#2b2f36"
    opacity: 0
    visible: opacity > 0
    z: 100
    Behavior on opacity { NumberAnimation { duration: 200 } }
    Text {
        id: label
        objectName: "toastText"
        anchors.centerIn: parent
        width: Math.min(implicitWidth, 608)
        wrapMode: Text.Wrap
        color: Theme.dark ? "#1c1f24" : "#ffffff"
        font.pixelSize: Theme.fontNormal
    }
    Timer { id: hide; interval: 4000; onTriggered: toast.opacity = 0 }
}
