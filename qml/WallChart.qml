pragma ComponentBehavior: Bound
import QtQuick
import QtCharts
import Mqlab

// Find the wall: every limit's percent against load, from 0 to twice the wall, with the current
// load and the wall marked, and the first limit to reach 100% named.
ChartView {
    id: chart
    required property Workbench workbench
    titleColor: Theme.text
    titleFont.pixelSize: Theme.fontSmall
    backgroundColor: Theme.panel
    legend.visible: true
    legend.alignment: Qt.AlignBottom
    legend.labelColor: Theme.muted
    legend.font.pixelSize: Theme.chartFont
    antialiasing: true
    margins { left: 4; right: 4; top: 4; bottom: 4 }

    property var lines: []

    function refresh() {
        if (!chart.visible)
            return   // refreshed when shown again: a hidden chart need not follow every step
        for (let i = 0; i < lines.length; ++i)
            chart.removeSeries(lines[i])
        lines = []
        const sweep = chart.workbench.wallSweep(120)
        if (!sweep.loads) {
            chart.title = qsTr("No wall: nothing grows with the load")
            return
        }
        chart.title = qsTr("First to reach 100%: %1 at %2 events/s").arg(sweep.wallName).arg(Math.round(sweep.wall).toLocaleString(Qt.locale("en_US"), "f", 0))
        axisX.max = sweep.maxLoad
        let top = 120
        const made = []
        for (let s = 0; s < sweep.series.length; ++s) {
            const line = chart.createSeries(ChartView.SeriesTypeLine, sweep.series[s].name, axisX, axisY)
            line.width = 1.5
            const values = sweep.series[s].values
            for (let i = 0; i < values.length; ++i)
                line.append(sweep.loads[i], Math.min(values[i], 400))
            top = Math.max(top, Math.min(400, values[values.length - 1]))
            made.push(line)
        }
        axisY.max = Math.ceil(top / 50) * 50
        const mark = (name, x, color) => {
            const m = chart.createSeries(ChartView.SeriesTypeLine, name, axisX, axisY)
            m.color = color
            m.width = 1.5
            m.style = Qt.DashLine
            m.append(x, 0)
            m.append(x, axisY.max)
            made.push(m)
        }
        mark(qsTr("now"), sweep.current, Theme.accent)
        mark(qsTr("wall"), sweep.wall, Theme.saturated)
        lines = made
    }
    Connections {
        target: chart.workbench
        function onReportChanged() { refreshTimer.restart() }
    }
    Timer { id: refreshTimer; interval: 60; onTriggered: chart.refresh() }   // coalesces slider steps
    Component.onCompleted: refresh()
    onVisibleChanged: if (visible) refreshTimer.restart()

    ValueAxis { id: axisX; min: 0; max: 1; tickCount: 5; labelFormat: "%.0f"; titleText: qsTr("events/s"); titleBrush: Theme.muted; labelsColor: Theme.muted; labelsFont.pixelSize: Theme.chartFont; gridLineColor: Theme.grid }
    ValueAxis { id: axisY; min: 0; max: 120; labelFormat: "%d%%"; labelsColor: Theme.muted; labelsFont.pixelSize: Theme.chartFont; gridLineColor: Theme.grid }
}
