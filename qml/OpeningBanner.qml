pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import Mqlab

// A file being opened in the background: the window keeps drawing while the worker reads and checks
// it, this card says which file with a busy indicator and offers Cancel, and the design underneath
// takes no clicks until the new one arrives or the opening is cancelled.
Item {
    id: banner
    required property ScenarioLoader opener
    visible: banner.opener.busy
    z: 200

    MouseArea {        // the design stays as it is while it may be replaced
        anchors.fill: parent
        acceptedButtons: Qt.AllButtons
        hoverEnabled: true
        onWheel: (wheel) => wheel.accepted = true
    }
    Rectangle {
        objectName: "openingCard"
        anchors.centerIn: parent
        width: Math.min(row.implicitWidth + 32, banner.width - 32)
        height: row.implicitHeight + 24
        radius: 6
        color: Theme.panel
        border.color: Theme.border
        Row {
            id: row
            anchors.centerIn: parent
            spacing: 12
            BusyIndicator {
                objectName: "openingIndicator"
                running: banner.opener.busy
                height: cancel.implicitHeight
                width: height
            }
            Text {
                objectName: "openingText"
                anchors.verticalCenter: parent.verticalCenter
                width: Math.min(implicitWidth, banner.width - 220)
                elide: Text.ElideMiddle
                text: qsTr("Opening %1\u2026").arg(banner.opener.fileName)
                color: Theme.text
                font.pixelSize: Theme.fontNormal
            }
            Button {
                id: cancel
                objectName: "openingCancel"
                text: qsTr("Cancel")
                onClicked: banner.opener.cancel()
            }
        }
    }
}
