pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Mqlab

// Back, play or pause, and forward for a Stepper, with "Step 2 of 3". Stepping never waits for an
// animation: the buttons act on the Stepper at once.
Column {
    id: controls
    required property Stepper stepper
    property string noun: qsTr("Step")
    property bool playable: true
    spacing: 4

    Text {
        objectName: "stepCounter"
        width: parent.width
        color: Theme.muted
        font.pixelSize: Theme.fontSmall
        text: controls.stepper.count > 0 ? qsTr("%1 %2 of %3").arg(controls.noun).arg(controls.stepper.index + 1).arg(controls.stepper.count) : ""
    }
    RowLayout {
        width: parent.width
        spacing: 6
        Button {
            objectName: "stepBack"
            Layout.fillWidth: true
            Layout.preferredWidth: 1
            text: "\u25c0 " + qsTr("Back")
            enabled: !controls.stepper.atStart
            onClicked: controls.stepper.previous()
        }
        Button {
            objectName: "stepPlay"
            visible: controls.playable
            Layout.fillWidth: true
            Layout.preferredWidth: 1
            text: controls.stepper.playing ? qsTr("Pause") : "\u25b6 " + qsTr("Play")
            enabled: controls.stepper.count > 1
            onClicked: controls.stepper.toggle()
        }
        Button {
            objectName: "stepNext"
            Layout.fillWidth: true
            Layout.preferredWidth: 1
            text: qsTr("Next") + " \u25b6"
            enabled: !controls.stepper.atEnd
            onClicked: controls.stepper.next()
        }
    }
}
