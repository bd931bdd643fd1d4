pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Mqlab

// The Simulate tab: a seeded discrete-event run of the design on the canvas (the engine's
// simulateScenario, off the GUI thread), its produce latency percentiles beside the latency tile's
// formula, a histogram with p50 and p99 marked and each group's lag over time. Every figure is the
// engine's, through SimulationRun; this file only places them.
Item {
    id: panel
    objectName: "simulatePanel"
    required property Workbench workbench
    readonly property SimulationRun run: simRun
    // Narrow (the canvas column of a 1280-wide window): the two charts one above the other.
    readonly property bool narrow: width < 900

    SimulationRun {
        id: simRun
        objectName: "simulationRun"
        workbench: panel.workbench
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 6
        spacing: 4

        Flow {   // the controls wrap onto a second line rather than clip
            Layout.fillWidth: true
            spacing: 6
            Button {
                id: runButton
                objectName: "simRun"
                text: simRun.running ? qsTr("Run again") : qsTr("Run")
                font.pixelSize: Theme.fontNormal
                onClicked: simRun.run()
            }
            Button {
                objectName: "simCancel"
                text: qsTr("Cancel")
                enabled: simRun.running
                font.pixelSize: Theme.fontNormal
                onClicked: simRun.cancel()
            }
            Button {
                objectName: "simPause"
                text: simRun.paused ? qsTr("Resume") : qsTr("Pause")
                enabled: simRun.running
                font.pixelSize: Theme.fontNormal
                onClicked: simRun.setPaused(!simRun.paused)
            }
            SimulateField {
                objectName: "simSeedField"
                editorName: "simSeed"
                label: qsTr("Seed")
                value: simRun.seed
                editorWidth: Theme.fontNormal * 8
                onSubmitted: (text) => panel.fieldError = simRun.setSeedText(text)
            }
            SimulateField {
                objectName: "simSecondsField"
                editorName: "simSeconds"
                label: qsTr("Seconds")
                value: simRun.secondsText
                editorWidth: Theme.fontNormal * 4.5
                onSubmitted: (text) => panel.fieldError = simRun.setSecondsText(text)
            }
            Row {
                height: runButton.height
                spacing: 4
                Label {
                    anchors.verticalCenter: parent.verticalCenter
                    text: qsTr("Pace")
                    color: Theme.muted
                    font.pixelSize: Theme.fontSmall
                }
                ComboBox {
                    objectName: "simSpeed"
                    model: simRun.speedNames
                    currentIndex: simRun.speed
                    font.pixelSize: Theme.fontSmall
                    implicitContentWidthPolicy: ComboBox.WidestText
                    onActivated: (index) => simRun.speed = index
                }
            }
            Row {   // centred on the buttons' line
                height: Math.max(runButton.height, summary.implicitHeight)
                spacing: 6
                ProgressBar {
                    id: progressBar
                    objectName: "simProgress"
                    anchors.verticalCenter: parent.verticalCenter
                    width: Theme.fontNormal * 10
                    from: 0
                    to: 1
                    value: simRun.progress
                }
                Text {
                    id: summary
                    objectName: "simSummary"
                    anchors.verticalCenter: parent.verticalCenter
                    // Wraps within the panel rather than run past its edge.
                    width: Math.min(implicitWidth, panel.width - progressBar.width - 24)
                    wrapMode: Text.Wrap
                    text: simRun.state === SimState.Idle ? qsTr("Not run yet: Run simulates the design on the canvas.")
                                                         : simRun.summary
                    color: Theme.muted
                    font.pixelSize: Theme.fontSmall
                }
            }
        }
        Text {
            objectName: "simFieldError"
            Layout.fillWidth: true
            visible: panel.fieldError !== ""
            text: panel.fieldError
            color: Theme.red
            wrapMode: Text.Wrap
            font.pixelSize: Theme.fontSmall
        }
        Text {
            objectName: "simRunError"
            Layout.fillWidth: true
            visible: simRun.state === SimState.Failed
            text: simRun.error
            color: Theme.red
            wrapMode: Text.Wrap
            font.pixelSize: Theme.fontSmall
        }
        Text {
            objectName: "simStale"
            Layout.fillWidth: true
            visible: simRun.stale && !simRun.running
            text: qsTr("The design has changed since this run: its figures are the earlier design's. Run again to update them.")
            color: Theme.warn
            wrapMode: Text.Wrap
            font.pixelSize: Theme.fontSmall
        }

        GridLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            columns: panel.narrow ? 2 : 3
            rowSpacing: 0
            columnSpacing: 6
            SimulateFigures {
                Layout.rowSpan: panel.narrow ? 2 : 1
                Layout.fillHeight: true
                Layout.alignment: Qt.AlignTop
                run: simRun
                workbench: panel.workbench
            }
            SimulateHistogram {
                Layout.fillWidth: true
                Layout.fillHeight: true
                Layout.preferredWidth: 1
                run: simRun
            }
            SimulateLagChart {
                Layout.fillWidth: true
                Layout.fillHeight: true
                Layout.preferredWidth: 1
                run: simRun
            }
        }
    }
    property string fieldError: ""
}
