pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts
import Mqlab

// A run's figures: produce latency (send to acknowledgement, the latency tile's quantity) as
// percentiles, with the tile's formula beside the simulated p99 and mean; then what was carried,
// lost, stored twice and retried. Every text is the view-model's, from the engine.
GridLayout {
    id: figures
    required property SimulationRun run
    required property Workbench workbench
    columns: 2
    rowSpacing: 1
    columnSpacing: 10

    component Caption: Text {
        color: Theme.muted
        font.pixelSize: Theme.fontSmall
    }
    component Figure: Text {
        color: Theme.text
        font.pixelSize: Theme.fontNormal
        Layout.alignment: Qt.AlignRight
    }

    Caption { text: qsTr("Produce latency"); font.bold: true; Layout.columnSpan: 2 }
    Caption { text: qsTr("p50") }
    Figure { objectName: "simP50"; text: figures.run.p50Text }
    Caption { text: qsTr("p90") }
    Figure { objectName: "simP90"; text: figures.run.p90Text }
    Caption { text: qsTr("p99, simulated") }
    Figure { objectName: "simP99"; text: figures.run.p99Text; font.bold: true }
    Caption { text: qsTr("Latency tile (formula)") }
    Figure { objectName: "simFormula"; text: figures.workbench.report.latencyText; font.bold: true }
    Caption { text: qsTr("mean, simulated") }
    Figure { objectName: "simMean"; text: figures.run.meanText }
    Caption { text: qsTr("p99.9") }
    Figure { objectName: "simP999"; text: figures.run.p999Text }
    Caption { text: qsTr("max") }
    Figure { objectName: "simMax"; text: figures.run.maxText }
    Caption { text: qsTr("Acknowledged") }
    Figure { objectName: "simThroughput"; text: figures.run.throughputText }
    Caption { text: qsTr("Lost") }
    Figure { objectName: "simLost"; text: figures.run.lostText }
    Caption { text: qsTr("Stored twice") }
    Figure { objectName: "simDuplicates"; text: figures.run.duplicatesText }
    Caption { text: qsTr("Sends retried") }
    Figure { objectName: "simRetries"; text: figures.run.retriesText }
}
