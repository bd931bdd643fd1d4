pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import Mqlab

// The scrubber over a finished run: back a sample, a slider over the simulated seconds, forward a
// sample, and the time it stands at. The lag chart's cursor and the event log follow it. Left and
// Right on the slider step a sample too, Home and End go to the run's start and end.
Row {
    id: scrubber
    required property SimulationRun run
    spacing: 4

    Button {
        id: back
        objectName: "simStepBack"
        text: "\u25c0"
        enabled: scrubber.run.cursorSeconds > 0
        font.pixelSize: Theme.fontSmall
        implicitWidth: implicitContentHeight * 2.4   // an arrow, not a word: no wide button
        onClicked: scrubber.run.step(-1)
        Accessible.name: qsTr("Step back one simulated second")
    }
    Slider {
        id: slider
        objectName: "simScrubber"
        anchors.verticalCenter: back.verticalCenter
        width: Math.max(80, scrubber.width - back.width - forward.width - when.width - 3 * scrubber.spacing)
        from: 0
        to: Math.max(scrubber.run.simulatedSeconds, scrubber.run.sampleSeconds)
        stepSize: scrubber.run.sampleSeconds
        snapMode: Slider.SnapAlways
        value: scrubber.run.cursorSeconds
        onMoved: scrubber.run.cursorSeconds = value
        // Keys step through the samples the run kept, as the buttons do (the slider's own keys add
        // a step to wherever it stands, between samples after following a batch's step).
        Keys.onLeftPressed: (event) => { scrubber.run.step(-1); event.accepted = true }
        Keys.onRightPressed: (event) => { scrubber.run.step(1); event.accepted = true }
        Keys.onPressed: (event) => {
            if (event.key === Qt.Key_Home || event.key === Qt.Key_End) {
                scrubber.run.cursorSeconds = event.key === Qt.Key_Home ? 0 : scrubber.run.simulatedSeconds
                event.accepted = true
            }
        }
    }
    Button {
        id: forward
        objectName: "simStepForward"
        text: "\u25b6"
        enabled: scrubber.run.cursorSeconds < scrubber.run.simulatedSeconds
        font.pixelSize: Theme.fontSmall
        implicitWidth: implicitContentHeight * 2.4
        onClicked: scrubber.run.step(1)
        Accessible.name: qsTr("Step forward one simulated second")
    }
    Text {
        id: when
        objectName: "simCursorTime"
        anchors.verticalCenter: back.verticalCenter
        text: scrubber.run.cursorTimeText
        color: Theme.text
        font.pixelSize: Theme.fontSmall
    }
}
