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
    // The window's one run (Main.qml): the cards' failure menus inject into it too.
    required property SimulationRun run

    // Which run the design gets: a Round 1 design the Round 1 run (RoundOnePanel), a Round 2 design
    // the platform's (RoundTwoPanel), a Round 3 design the regions' drills (RoundThreePanel), others this one's.
    RoundOneRun { id: roundOne; objectName: "roundOneRun"; workbench: panel.workbench }
    RoundOnePanel {
        anchors.fill: parent
        visible: roundOne.applies
        workbench: panel.workbench
        run: roundOne
    }
    RoundTwoRun { id: roundTwo; objectName: "roundTwoRun"; workbench: panel.workbench }
    RoundTwoPanel {
        anchors.fill: parent
        visible: roundTwo.applies
        run: roundTwo
    }
    RoundThreeRun { id: roundThree; objectName: "roundThreeRun"; workbench: panel.workbench }
    RoundThreePanel {
        anchors.fill: parent
        visible: roundThree.applies
        run: roundThree
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 6
        spacing: 4
        visible: !roundOne.applies && !roundTwo.applies && !roundThree.applies

        Flow {   // the controls wrap onto a second line rather than clip
            Layout.fillWidth: true
            spacing: 6
            Button {
                id: runButton
                objectName: "simRun"
                text: panel.run.running ? qsTr("Run again") : qsTr("Run")
                font.pixelSize: Theme.fontNormal
                onClicked: panel.run.run()
            }
            Button {
                objectName: "simCancel"
                text: qsTr("Cancel")
                enabled: panel.run.running
                font.pixelSize: Theme.fontNormal
                onClicked: panel.run.cancel()
            }
            Button {
                objectName: "simPause"
                text: panel.run.paused ? qsTr("Resume") : qsTr("Pause")
                enabled: panel.run.running
                font.pixelSize: Theme.fontNormal
                onClicked: panel.run.setPaused(!panel.run.paused)
            }
            SimulateField {
                objectName: "simSeedField"
                editorName: "simSeed"
                label: qsTr("Seed")
                value: panel.run.seed
                editorWidth: Theme.fontNormal * 8
                onSubmitted: (text) => panel.fieldError = panel.run.setSeedText(text)
            }
            SimulateField {
                objectName: "simSecondsField"
                editorName: "simSeconds"
                label: qsTr("Seconds")
                value: panel.run.secondsText
                editorWidth: Theme.fontNormal * 4.5
                onSubmitted: (text) => panel.fieldError = panel.run.setSecondsText(text)
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
                    model: panel.run.speedNames
                    currentIndex: panel.run.speed
                    font.pixelSize: Theme.fontSmall
                    // Wide enough for the widest pace at the current type: Qt 6.4's WidestText
                    // policy measured once, so classroom type cut "As fast as possible" short.
                    implicitContentWidthPolicy: ComboBox.ContentItemImplicitWidth
                    // (Fusion's text field inside the box pads its text too.)
                    implicitWidth: widestPace.advanceWidth + leftPadding + rightPadding
                                   + ((contentItem as TextInput)?.leftPadding ?? 0)
                                   + ((contentItem as TextInput)?.rightPadding ?? 0) + 2
                    onActivated: (index) => panel.run.speed = index
                    TextMetrics {
                        id: widestPace
                        font: speedBox.font
                        text: panel.run.widestSpeedName
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
                    value: panel.run.progress
                }
                // Once a run has ended, its bar becomes a scrubber over the simulated seconds.
                SimulateScrubber {
                    id: scrubber
                    visible: panel.run.hasResult && !panel.run.running && panel.run.simulatedSeconds > 0
                    anchors.verticalCenter: parent.verticalCenter
                    width: Theme.fontNormal * 17
                    run: panel.run
                }
                Text {
                    id: summary
                    objectName: "simSummary"
                    anchors.verticalCenter: parent.verticalCenter
                    // Wraps within the panel rather than run past its edge.
                    width: Math.min(implicitWidth, panel.width - (scrubber.visible ? scrubber.width : progressBar.width) - 24)
                    wrapMode: Text.Wrap
                    text: panel.run.state === SimState.Idle ? qsTr("Not run yet: Run simulates the design on the canvas.")
                                                         : panel.run.summary
                    color: Theme.muted
                    font.pixelSize: Theme.fontSmall
                }
            }
        }
        Flow {   // the failures of the run, each with a way to take it out (no line when there are none)
            id: failureFlow
            objectName: "simFailures"
            readonly property real pillHeight: Theme.fontSmall * 2
            Layout.fillWidth: true
            visible: panel.run.failureTexts.length > 0
            spacing: 6
            Label {
                id: failuresLabel
                text: qsTr("Failures:")
                color: Theme.muted
                font.pixelSize: Theme.fontSmall
                height: failureFlow.pillHeight
                verticalAlignment: Text.AlignVCenter
            }
            Repeater {
                model: panel.run.failureTexts
                delegate: Rectangle {
                    id: failure
                    required property string modelData
                    required property int index
                    objectName: "simFailure-" + index
                    // Beside the label, never wider than the room left: a long text is cut, whole in the tooltip.
                    width: Math.min(failureText.implicitWidth + removeButton.width + 14,
                                    failureFlow.width - failuresLabel.width - failureFlow.spacing)
                    height: failureFlow.pillHeight
                    radius: height / 2
                    color: Theme.panel
                    border.color: Theme.saturated
                    Text {
                        id: failureText
                        x: 8
                        anchors.verticalCenter: parent.verticalCenter
                        width: Math.min(implicitWidth, failure.width - removeButton.width - 14)
                        elide: Text.ElideRight
                        text: failure.modelData
                        color: Theme.text
                        font.pixelSize: Theme.fontSmall
                    }
                    ToolButton {
                        id: removeButton
                        objectName: "simFailureRemove-" + failure.index
                        anchors.right: parent.right
                        anchors.verticalCenter: parent.verticalCenter
                        height: parent.height
                        width: height
                        text: "\u2715"
                        font.pixelSize: Theme.fontSmall
                        Accessible.name: qsTr("Remove %1").arg(failure.modelData)
                        ToolTip.visible: hovered
                        ToolTip.text: qsTr("Remove %1 and run again").arg(failure.modelData)
                        onClicked: panel.run.removeFailure(failure.index)
                    }
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
            visible: panel.run.state === SimState.Failed
            text: panel.run.error
            color: Theme.red
            wrapMode: Text.Wrap
            font.pixelSize: Theme.fontSmall
        }
        Text {
            objectName: "simStale"
            Layout.fillWidth: true
            visible: panel.run.stale && !panel.run.running
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
            Connections {   // a dot picked on the canvas: the log follows its batch
                target: panel.run
                function onBatchPicked() { results.showLog = true }
            }

            Text {   // before the first run: no empty axes, a line saying what comes here
                objectName: "simPlaceholder"
                visible: !panel.run.hasResult
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
                visible: panel.run.hasResult
                run: panel.run
                workbench: panel.workbench
            }
            Row {   // above the charts: which to show
                id: chartsHead
                visible: panel.run.hasResult
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
                visible: panel.run.hasResult && !results.showLog && !(results.oneAtATime && results.showLag)
                x: results.chartsLeft
                y: results.chartTop
                width: results.sideBySide ? results.chartsWidth / 2 - 3 : results.chartsWidth
                height: results.stacked ? results.chartRoom / 2 - 3 : results.chartRoom
                run: panel.run
            }
            SimulateLagChart {
                titled: !results.oneAtATime
                visible: panel.run.hasResult && !results.showLog && !(results.oneAtATime && !results.showLag)
                x: results.sideBySide ? results.chartsLeft + results.chartsWidth / 2 + 3 : results.chartsLeft
                y: results.stacked ? results.chartTop + results.chartRoom / 2 + 3 : results.chartTop
                width: results.sideBySide ? results.chartsWidth / 2 - 3 : results.chartsWidth
                height: results.stacked ? results.chartRoom / 2 - 3 : results.chartRoom
                run: panel.run
            }
            SimulateLog {
                visible: panel.run.hasResult && results.showLog
                x: results.chartsLeft
                y: results.chartTop
                width: results.chartsWidth
                height: results.chartRoom
                run: panel.run
            }
        }
    }
    property string fieldError: ""
}
