pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import Mqlab

// A file being opened in the background: the window keeps drawing while the worker reads and checks
// it, this card says which file with a busy indicator and offers Cancel, and the design underneath
// takes no clicks until the new one arrives or the opening is cancelled. Nor does it take keys: a
// shortcut (Ctrl+S, Ctrl+Z, Delete, Ctrl+1 to 6...) would save or change the design half-way, while the
// file is about to replace it, so the card holds the keyboard focus and keeps every key; Escape is
// Cancel. The focus goes back where it was after.
FocusScope {
    id: banner
    required property ScenarioLoader opener
    visible: banner.opener.busy
    z: 200

    property Item focusBefore: null
    function holdFocus() {
        if (banner.activeFocus)
            return
        banner.focusBefore = banner.Window.activeFocusItem
        banner.forceActiveFocus()
    }
    // Built after the window's first frame (Main.qml): a file may already be opening by then.
    Component.onCompleted: if (banner.visible) banner.holdFocus()
    onVisibleChanged: {
        if (banner.visible) {
            banner.holdFocus()
        } else if (banner.activeFocus) {
            if (banner.focusBefore)
                banner.focusBefore.forceActiveFocus()
            banner.focusBefore = null
        }
    }
    // A shortcut is asked first whether the focused item wants its key: every key is the banner's.
    Keys.onShortcutOverride: (event) => event.accepted = true
    Keys.onPressed: (event) => {
        if (event.key === Qt.Key_Escape)
            banner.opener.cancel()
        event.accepted = true   // Tab too: the focus stays here
    }
    Keys.onReleased: (event) => event.accepted = true

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
                focusPolicy: Qt.NoFocus   // Tab would take the focus, and the keys, past the banner
                onClicked: banner.opener.cancel()
            }
        }
    }
}
