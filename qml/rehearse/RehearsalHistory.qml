pragma ComponentBehavior: Bound
import QtQuick
import QtCharts
import Mqlab

// Recent finished runs, oldest first: a bar of total minutes for each (the plan's length for scale)
// and a line for each with its date, time, overruns and check-ins.
Column {
    id: history
    required property var runs        // a list of rehearsalRun, oldest first
    required property real maxMinutes
    spacing: 4
    // A screen reader hears the chart's name and each run's time against the plan, in the view-model's words.
    Accessible.role: Accessible.Chart
    Accessible.name: qsTr("Rehearsal minutes, one bar a run")
    Accessible.description: history.spoken()

    function spoken(): string {
        const said = []
        for (let i = 0; i < history.runs.length; ++i)
            said.push(qsTr("run %1: %2 of %3").arg(history.runs[i].number).arg(history.runs[i].total)
                      .arg(history.runs[i].planned))
        return said.join("; ")
    }

    ChartView {
        id: chart
        objectName: "rehearsalHistoryChart"
        visible: history.runs.length > 0
        width: history.width
        height: 150
        legend.visible: false
        backgroundColor: Theme.panel
        antialiasing: true
        margins { left: 0; right: 0; top: 0; bottom: 0 }
        BarSeries {
            id: bars
            barWidth: 0.6
            axisX: BarCategoryAxis {
                id: runsAxis
                labelsColor: Theme.muted
                labelsFont.pixelSize: Theme.fontSmall - 2
                gridVisible: false
            }
            // Qt 6.4's QtCharts type file has no ValueAxis (registered only at run time): qmllint cannot check it.
            // qmllint disable import type property unqualified
            axisY: ValueAxis {
                min: 0
                max: history.maxMinutes
                tickCount: 4
                labelFormat: "%d min"
                labelsColor: Theme.muted
                labelsFont.pixelSize: Theme.fontSmall - 2
                gridLineColor: Theme.grid
            }
            // qmllint enable import type property unqualified
        }
        function refresh() {
            bars.clear()
            const values = [], names = []
            for (let i = 0; i < history.runs.length; ++i) {
                values.push(history.runs[i].minutes)
                names.push(String(history.runs[i].number))
            }
            runsAxis.categories = names
            const set = bars.append(qsTr("Minutes"), values)
            set.color = Theme.accent
            set.borderColor = Theme.accent
        }
        Component.onCompleted: refresh()
        Connections {
            target: history
            function onRunsChanged() { chart.refresh() }
        }
    }
    Repeater {
        model: history.runs
        delegate: Text {
            required property rehearsalRun modelData
            width: history.width
            wrapMode: Text.Wrap
            color: Theme.text
            font.pixelSize: Theme.fontSmall
            text: qsTr("%1. %2 \u2014 %3 of %4 \u00b7 segments over plan: %5 \u00b7 skipped: %6 \u00b7 check-ins: %7")
                    .arg(modelData.number).arg(modelData.date).arg(modelData.total).arg(modelData.planned)
                    .arg(modelData.overruns).arg(modelData.skipped).arg(modelData.revealed)
        }
    }
}
