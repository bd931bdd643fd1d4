pragma ComponentBehavior: Bound
import QtQuick
import QtCharts
import Mqlab

// Find the wall: every limit's percent against load, from 0 to twice the wall, with the current
// load and the wall marked and named on the chart. The legend is ours, under the chart: it wraps
// onto more lines rather than cut a name short.
Item {
    id: root
    required property Workbench workbench
    property var entries: []   // [{name, color, dashed}], one a line on the chart
    // A screen reader hears the chart's title and what its lines and marks say (the engine's words).
    property string spoken
    Accessible.role: Accessible.Chart
    Accessible.name: chart.titleText
    Accessible.description: root.spoken

    ChartView {
        id: chart
        objectName: "wallChart"
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.top: parent.top
        anchors.bottom: names.top
        titleColor: Theme.text
        titleFont.pixelSize: Theme.fontSmall
        backgroundColor: Theme.panel
        legend.visible: false
        antialiasing: true
        // Right: half the last load label hangs past the plot; bottom: our load labels and title.
        margins { left: 4; right: Theme.chartFont * 2; top: 4; bottom: loadLabels.height + 4 }

        property var lines: []
        // What the chart takes beside its plot: the title, our load labels and the margins.
        readonly property real chrome: (chart.titleText.length > 0 ? Theme.fontSmall * 2 : 0) + loadLabels.height + 16
        property string titleText   // the title as set (ChartView's own title does not notify)
        property list<real> tickValues: []   // the load axis's ticks, and their labels as the window writes loads
        property list<string> tickLabels: []
        property string unit                 // the load's unit: "events/s", or "msg/s" on Round 1
        property real wallLoad: -1
        property real nowLoad: -1
        property string wallLabel
        property string nowLabel

        function refresh() {
            if (!root.visible)
                return   // refreshed when shown again: a hidden chart need not follow every step
            for (let i = 0; i < lines.length; ++i)
                chart.removeSeries(lines[i])
            lines = []
            const sweep = root.workbench.report.wallSweep(120)
            chart.title = sweep.title
            chart.titleText = sweep.title
            chart.unit = sweep.loadUnit
            root.spoken = sweep.spoken
            if (!sweep.valid) {
                chart.wallLoad = -1
                chart.tickValues = []
                chart.tickLabels = []
                root.entries = []
                return
            }
            axisX.max = sweep.maxLoad
            chart.tickValues = sweep.tickValues
            chart.tickLabels = sweep.tickLabels
            let top = 120
            const made = [], named = []
            for (let s = 0; s < sweep.names.length; ++s) {
                const line = chart.createSeries(ChartView.SeriesTypeLine, sweep.names[s], axisX, axisY)
                line.width = 1.5
                const values = sweep.values(s)
                for (let i = 0; i < values.length; ++i)
                    line.append(sweep.loads[i], Math.min(values[i], 400))
                top = Math.max(top, Math.min(400, values[values.length - 1]))
                made.push(line)
                named.push({ name: sweep.names[s], color: line.color, dashed: false })
            }
            // A tick every 50%, or every 100% past 200% (the lines stop at 400%: at most five ticks).
            // The binding limit ends the sweep at 200%; a hair over it in floating point made the top
            // 250%, and Qt's five ticks over 250% read 62% and 187%.
            const t = top - 1e-6
            const step = t > 200 ? 100 : 50
            axisY.max = Math.max(step, Math.ceil(t / step) * step)
            chart.percentTicks = axisY.max / step + 1
            chart.fitTicks()
            const mark = (name, x, color) => {
                const m = chart.createSeries(ChartView.SeriesTypeLine, name, axisX, axisY)
                m.color = color
                m.width = 1.5
                m.style = Qt.DashLine
                m.append(x, 0)
                m.append(x, axisY.max)
                made.push(m)
                named.push({ name: name, color: color, dashed: true })
            }
            mark(sweep.nowLabel, sweep.current, Theme.accent)
            mark(sweep.wallLabel, sweep.wall, Theme.saturated)
            lines = made
            chart.wallLoad = sweep.wall
            chart.nowLoad = sweep.current
            chart.wallLabel = sweep.wallLabel
            chart.nowLabel = sweep.nowLabel
            root.entries = named
            chart.placeLabels()
        }
        // As many of the percent ticks as the plot has room to label: Qt Charts cuts a label taller than
        // its slot to "...", and a short plot (class, large text, 1280x720) had only dots. Every other
        // tick (0, 100, 200%), then the two ends.
        property int percentTicks: 5
        function fitTicks() {
            const slot = Theme.chartFont * 1.6
            let n = chart.percentTicks
            while (n > 2 && chart.plotArea.height / (n - 1) < slot)
                n = (n - 1) % 2 === 0 ? (n - 1) / 2 + 1 : 2
            axisY.tickCount = n   // the axis ignores an unchanged count
        }
        // The marks' names sit at the top of their lines, inside the plot.
        function placeLabels() {
            if (chart.wallLoad < 0 || lines.length === 0)
                return
            const w = chart.mapToPosition(Qt.point(chart.wallLoad, axisY.max), lines[lines.length - 1])
            // Inside the plot, cut short where the plot is narrower than the name (large text in class).
            wallName.width = Math.min(wallName.implicitWidth, chart.plotArea.width - 4)
            wallName.x = Math.max(chart.plotArea.x + 2,
                                  Math.min(w.x + 4, chart.plotArea.x + chart.plotArea.width - wallName.width - 2))
            wallName.y = chart.plotArea.y + 2
        }
        onPlotAreaChanged: { fitTicks(); placeLabels() }

        Text {
            id: wallName
            objectName: "wallLabel"
            visible: chart.wallLoad > 0
            text: chart.wallLabel
            color: Theme.saturated
            font.pixelSize: Theme.chartFont
            font.bold: true
            elide: Text.ElideRight
        }

        // The load axis's labels are ours (below): Qt Charts writes "21962" where the window writes
        // "21,962", and its CategoryAxis keeps a removed label's range, so stale labels stayed.
        // Qt 6.4's QtCharts type file has no ValueAxis (registered only at run time): qmllint cannot check it.
        // qmllint disable import type property unqualified
        ValueAxis { id: axisX; min: 0; max: 1; tickCount: 5; labelsVisible: false; gridLineColor: Theme.grid }
        ValueAxis { id: axisY; objectName: "wallPercentAxis"; min: 0; max: 120; labelFormat: "%d%%"; labelsColor: Theme.muted; labelsFont.pixelSize: Theme.chartFont; gridLineColor: Theme.grid }
        // qmllint enable import type property unqualified
    }
    Item {   // each load label centred under its grid line, then the axis's unit
        id: loadLabels
        objectName: "loadLabels"
        x: chart.x + chart.plotArea.x
        y: chart.y + chart.plotArea.y + chart.plotArea.height + 4
        width: chart.plotArea.width
        height: tickRow.height + unit.implicitHeight + 2
        Item {
            id: tickRow
            width: parent.width
            height: Theme.chartFont * 1.4
            // Every label where they fit side by side, else every second or third: at large text in a
            // narrow panel "578,7041,157,407" ran together.
            readonly property real widest: {
                let most = 1
                for (let i = 0; i < chart.tickLabels.length; ++i)
                    most = Math.max(most, chart.tickLabels[i].length)
                return most * Theme.chartFont * 0.62
            }
            readonly property int stride: Math.max(1, Math.ceil(widest * 1.2 / Math.max(1, width / Math.max(1, chart.tickLabels.length - 1))))
            Repeater {
                model: chart.tickLabels
                delegate: Text {
                    required property string modelData
                    required property int index
                    objectName: "loadLabel"
                    visible: index % tickRow.stride === 0
                    // qmllint: Qt 6.4's QtCharts type file has no ValueAxis (axisX.max), as above.
                    x: chart.plotArea.width * (chart.tickValues[index] ?? 0) / Math.max(1, axisX.max) - implicitWidth / 2  // qmllint disable property type
                    text: modelData
                    color: Theme.muted
                    font.pixelSize: Theme.chartFont
                }
            }
        }
        Text {
            id: unit
            objectName: "loadUnit"
            anchors.horizontalCenter: parent.horizontalCenter
            anchors.top: tickRow.bottom
            anchors.topMargin: 2
            text: chart.unit
            color: Theme.muted
            font.pixelSize: Theme.chartFont
            font.bold: true
        }
    }
    ChartLegend {
        id: names
        objectName: "wallLegend"
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        // The plot keeps its room (title and load labels take about 40%); where the chart is short (class
        // with large text) the legend gives way first, so the plot keeps five label heights.
        maxHeight: Math.min(root.height * 0.3, Math.max(Theme.chartFont * 1.6, root.height - chart.chrome - Theme.chartFont * 5))
        entries: root.entries
    }
    Connections {
        target: root.workbench
        function onReportChanged() { refreshTimer.restart() }
    }
    Timer { id: refreshTimer; interval: 60; onTriggered: chart.refresh() }   // coalesces slider steps
    Component.onCompleted: chart.refresh()
    onVisibleChanged: if (visible) refreshTimer.restart()
}
