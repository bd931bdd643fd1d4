pragma ComponentBehavior: Bound
import QtQuick
import Mqlab

// One of a panel's tabs ("Limits and wall", "Simulate"): plain Qt Quick like PanelToggle, so the
// first frame needs no Controls; the chosen one is underlined. Tab reaches it, Space or Enter picks it.
Rectangle {
    id: tab
    required property string label
    property bool chosen: false
    // The page's stepper, when the tab opens one: a click on the tab hands it the keys, and while the
    // tab itself has the focus (by Tab) its Left and Right step that stepper.
    property Item stepper: null
    readonly property bool takesArrows: tab.chosen && tab.stepper !== null   // Main.qml's Left/Right yield
    signal picked()

    implicitWidth: text.implicitWidth + 16
    implicitHeight: text.implicitHeight + 12
    radius: 3
    color: tap.pressed ? Theme.border : hover.hovered ? Theme.card : "transparent"
    border.width: tab.activeFocus ? 1 : 0
    border.color: Theme.accent
    activeFocusOnTab: true

    Text {
        id: text
        anchors.centerIn: parent
        text: tab.label
        color: tab.chosen ? Theme.text : Theme.muted
        font.pixelSize: Theme.fontSmall
        font.bold: tab.chosen
    }
    Rectangle {
        visible: tab.chosen
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        anchors.margins: 4
        height: 2
        color: Theme.accent
    }
    HoverHandler { id: hover }
    TapHandler {
        id: tap
        onTapped: {
            tab.picked()
            if (tab.stepper !== null)
                tab.stepper.forceActiveFocus(Qt.MouseFocusReason)
        }
    }
    Keys.forwardTo: tab.takesArrows ? [tab.stepper] : []
    Keys.onSpacePressed: tab.picked()
    Keys.onReturnPressed: tab.picked()
    Keys.onEnterPressed: tab.picked()
}
