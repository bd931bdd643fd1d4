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
                    id: speedBox
                    objectName: "simSpeed"
                    model: simRun.speedNames
                    currentIndex: simRun.speed
                    font.pixelSize: Theme.fontSmall
                    // Wide enough for the widest pace at the current type: Qt 6.4's WidestText
                    // policy measured once, so classroom type cut "As fast as possible" short.
                    implicitContentWidthPolicy: ComboBox.ContentItemImplicitWidth
                    // (Fusion's text field inside the box pads its text too.)
                    implicitWidth: widestPace.advanceWidth + leftPadding + rightPadding
                                   + ((contentItem as TextInput)?.leftPadding ?? 0)
                                   + ((contentItem as TextInput)?.rightPadding ?? 0) + 2
                    onActivated: (index) => simRun.speed = index
                    TextMetrics {
                        id: widestPace
                        font: speedBox.font
                        text: simRun.widestSpeedName
                    }
                }
            }
            Row {   // centred on the buttons' line
                height: Math.max(runButton.height, summary.implicitHeight)
                spacing: 6
                ProgressBar {
                    id: progressBar
                    objectName: "simProgress"
                    visible: !scrubber.visible
                    anchors.verticalCenter: parent.verticalCenter
                    width: Theme.fontNormal * 10
                    from: 0
                    to: 1
                    value: simRun.progress
                }
                // Once a run has ended, its bar becomes a scrubber over the simulated seconds.
                SimulateScrubber {
                    id: scrubber
                    visible: simRun.hasResult && !simRun.running && simRun.simulatedSeconds > 0
                    anchors.verticalCenter: parent.verticalCenter
                    width: Theme.fontNormal * 17
                    run: simRun
                }
                Text {
                    id: summary
                    objectName: "simSummary"
                    anchors.verticalCenter: parent.verticalCenter
                    // Wraps within the panel rather than run past its edge.
                    width: Math.min(implicitWidth, panel.width - (scrubber.visible ? scrubber.width : progressBar.width) - 24)
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

        Item {   // the run's figures and its charts or log, placed by hand from the layout below
            id: results
            objectName: "simResults"
            Layout.fillWidth: true
            Layout.fillHeight: true
            // Room a chart needs for its axis labels to be whole at the current type size.
            readonly property real chartWidth: Theme.classroom ? 420 : 300
            readonly property real chartHeight: Theme.classroom ? 230 : 160
            readonly property real chartsLeft: figures.width + 8
            readonly property real chartsWidth: width - chartsLeft
            // Side by side when two fit across, one above the other when two fit down, otherwise
            // one at a time with a tab each (in class at 1280x720 both were squeezed to slivers
            // whose axis labels read "…").
            readonly property real chartTop: chartsHead.height + 4
            readonly property real chartRoom: height - chartTop   // the charts' or the log's height
            readonly property bool sideBySide: chartsWidth >= 2 * chartWidth
            readonly property bool stacked: !sideBySide && chartRoom >= 2 * chartHeight
            readonly property bool oneAtATime: !sideBySide && !stacked
            property bool showLag: false   // one at a time: the lag chart, not the histogram
            property bool showLog: false   // the event log instead of the charts

            Text {   // before the first run: no empty axes, a line saying what comes here
                objectName: "simPlaceholder"
                visible: !simRun.hasResult
                anchors.fill: parent
                anchors.margins: 8
                text: qsTr("Run the design to see its produce latency percentiles, a histogram of every event's latency, and each consumer group's lag over the simulated seconds.")
                wrapMode: Text.Wrap
                horizontalAlignment: Text.AlignHCenter
                verticalAlignment: Text.AlignVCenter
                color: Theme.muted
                font.pixelSize: Theme.fontNormal
            }
            SimulateFigures {
                id: figures
                visible: simRun.hasResult
                run: simRun
                workbench: panel.workbench
            }
            Row {   // above the charts: which to show
                id: chartsHead
                visible: simRun.hasResult
                x: results.chartsLeft
                spacing: 4
                PanelTab {
                    objectName: "simChartsTab"
                    visible: !results.oneAtATime
                    label: qsTr("Charts")
                    chosen: !results.showLog
                    onPicked: results.showLog = false
                }
                PanelTab {
                    objectName: "simHistogramTab"
                    visible: results.oneAtATime
                    label: qsTr("Latency histogram")
                    chosen: !results.showLog && !results.showLag
                    onPicked: { results.showLog = false; results.showLag = false }
                }
                PanelTab {
                    objectName: "simLagTab"
                    visible: results.oneAtATime
                    label: qsTr("Lag by group")
                    chosen: !results.showLog && results.showLag
                    onPicked: { results.showLog = false; results.showLag = true }
                }
                PanelTab {
                    objectName: "simLogTab"
                    label: qsTr("Event log")
                    chosen: results.showLog
                    onPicked: results.showLog = true
                }
            }
            SimulateHistogram {
                titled: !results.oneAtATime   // one at a time, its tab names it
                visible: simRun.hasResult && !results.showLog && !(results.oneAtATime && results.showLag)
                x: results.chartsLeft
                y: results.chartTop
                width: results.sideBySide ? results.chartsWidth / 2 - 3 : results.chartsWidth
                height: results.stacked ? results.chartRoom / 2 - 3 : results.chartRoom
                run: simRun
            }
            SimulateLagChart {
                titled: !results.oneAtATime
                visible: simRun.hasResult && !results.showLog && !(results.oneAtATime && !results.showLag)
                x: results.sideBySide ? results.chartsLeft + results.chartsWidth / 2 + 3 : results.chartsLeft
                y: results.stacked ? results.chartTop + results.chartRoom / 2 + 3 : results.chartTop
                width: results.sideBySide ? results.chartsWidth / 2 - 3 : results.chartsWidth
                height: results.stacked ? results.chartRoom / 2 - 3 : results.chartRoom
                run: simRun
            }
            SimulateLog {
                visible: simRun.hasResult && results.showLog
                x: results.chartsLeft
                y: results.chartTop
                width: results.chartsWidth
                height: results.chartRoom
                run: simRun
            }
        }
    }
    property string fieldError: ""
}
