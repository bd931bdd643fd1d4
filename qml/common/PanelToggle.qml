pragma ComponentBehavior: Bound
import QtQuick
import Mqlab

// A flat button that opens and closes a panel ("▾ Charts"). Plain Qt Quick, so the panels in the
// first frame need no Qt Quick Controls; Tab reaches it and Space or Enter toggles it.
Rectangle {
    id: toggle
    required property string label
    property bool open: true
    signal toggled()

    implicitWidth: text.implicitWidth + 16
    implicitHeight: text.implicitHeight + 12
    radius: 3
    color: tap.pressed ? Theme.border : hover.hovered ? Theme.card : "transparent"
    border.width: toggle.activeFocus ? 1 : 0
    border.color: Theme.accent
    activeFocusOnTab: true

    Text {
        id: text
        anchors.centerIn: parent
        text: (toggle.open ? "\u25be " : "\u25b8 ") + toggle.label
        color: Theme.text
        font.pixelSize: Theme.fontSmall
    }
    HoverHandler { id: hover }
    TapHandler { id: tap; onTapped: toggle.toggled() }
    Keys.onSpacePressed: toggle.toggled()
    Keys.onReturnPressed: toggle.toggled()
    Keys.onEnterPressed: toggle.toggled()
}
