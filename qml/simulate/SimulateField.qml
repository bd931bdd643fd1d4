pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import Mqlab

// A typed option of the Simulate tab (seed, seconds): a caption and a text box. What is typed goes to
// the view-model on Enter or on leaving the box; the value shown again is the one in effect.
Row {
    id: field
    required property string label
    required property string value
    required property string editorName
    property real editorWidth: 80
    signal submitted(string text)
    spacing: 4

    Label {
        anchors.verticalCenter: parent.verticalCenter
        text: field.label
        color: Theme.muted
        font.pixelSize: Theme.fontSmall
    }
    TextField {
        objectName: field.editorName
        HighContrastFrame {}
        width: field.editorWidth
        text: field.value
        selectByMouse: true
        anchors.verticalCenter: parent.verticalCenter
        horizontalAlignment: Text.AlignRight
        font.pixelSize: Theme.fontNormal
        onEditingFinished: field.submitted(text)
    }
}
