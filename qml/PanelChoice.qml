pragma ComponentBehavior: Bound
import QtQuick
import Mqlab

// One of a few choices in a panel's header ("Limits" | "Load to the wall"): flat, marked when
// chosen, reached by Tab and chosen with Space or Enter as well as a click.
Rectangle {
    id: choice
    required property string label
    property bool chosen: false
    signal chosenByUser()

    implicitWidth: text.implicitWidth + 20
    implicitHeight: text.implicitHeight + 10
    radius: 3
    color: choice.chosen ? Theme.card : tap.pressed ? Theme.border : hover.hovered ? Theme.card : "transparent"
    border.width: choice.activeFocus || choice.chosen ? 1 : 0
    border.color: choice.activeFocus ? Theme.accent : Theme.border
    activeFocusOnTab: true
    Accessible.role: Accessible.RadioButton
    Accessible.name: choice.label
    Accessible.checked: choice.chosen

    Text {
        id: text
        anchors.centerIn: parent
        text: choice.label
        color: choice.chosen ? Theme.text : Theme.muted
        font.pixelSize: Theme.fontSmall
        font.bold: choice.chosen
    }
    Rectangle {   // the chosen one is underlined, not only bolder
        visible: choice.chosen
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        anchors.margins: 3
        height: 2
        color: Theme.accent
    }
    HoverHandler { id: hover }
    TapHandler { id: tap; onTapped: choice.chosenByUser() }
    Keys.onSpacePressed: choice.chosenByUser()
    Keys.onReturnPressed: choice.chosenByUser()
    Keys.onEnterPressed: choice.chosenByUser()
}
