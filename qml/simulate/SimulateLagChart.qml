pragma ComponentBehavior: Bound
import QtQuick
import QtCharts
import Mqlab

// Each consumer group's lag (committed, not yet processed) over the run's simulated seconds, one
// line a group, named in our legend under the chart. The points and ranges are the view-model's.
Item {
    id: root
    objectName: "simLagView"
    required property SimulationRun run
    property bool titled: true   // false when a tab already names the chart
    property var entries: []   // [{name, color, dashed}]
    property var lines: []
    property var names: []     // the groups the lines were made for
    // A screen reader hears the chart's name, its lines and the lag at the scrubber's time, in the
    // view-model's words.
    Accessible.role: Accessible.Chart
    readonly property string titleText: qsTr("Lag by group, events over simulated s")
    Accessible.name: root.titleText
    Accessible.description: root.spoken()

    function spoken() {
        if (!root.run.hasResult)
            return ""
        const groups = root.run.groupNames
        return qsTr("One line a group: %1.").arg(groups.join(", "))
               + (root.run.cursorText !== "" ? " " + root.run.cursorText + "." : "")
    }

    // Hands the view-model's points to a series as they are (Qt 6.4's QML series take no list).
    function show(series, points) {
        series.clear()
        for (let i = 0; i < points.length; ++i)
            series.append(points[i].x, points[i].y)
    }
    function refresh() {
        axisX.max = root.run.lagSeconds
        axisY.max = root.run.lagTop
        axisY.applyNiceNumbers()
        axisY.min = 0
        const groups = root.run.groupNames
        if (groups.join("\n") !== root.names.join("\n")) {
            for (let i = 0; i < root.lines.length; ++i)
                chart.removeSeries(root.lines[i])
            const made = [], named = []
            for (let g = 0; g < groups.length; ++g) {
                const line = chart.createSeries(ChartView.SeriesTypeLine, groups[g], axisX, axisY)
                line.width = 1.5
                made.push(line)
                named.push({ name: groups[g], color: line.color, dashed: false })
            }
            root.lines = made
            root.names = groups
            root.entries = named
        }
        for (let g = 0; g < root.lines.length; ++g)
            root.show(root.lines[g], root.run.points(SimPlot.Lag, g))
        root.show(cursor, root.run.points(SimPlot.Cursor))
    }

    ChartView {
        id: chart
        objectName: "simLagChart"
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.top: parent.top
        anchors.bottom: legend.top
        title: root.titled ? root.titleText : ""
        titleColor: Theme.text
        titleFont.pixelSize: Theme.fontSmall
        backgroundColor: Theme.panel
        legend.visible: false
        antialiasing: true
        margins { left: 4; right: 4; top: 4; bottom: 4 }

        // Qt 6.4's QtCharts type file has no ValueAxis (registered only at run time): qmllint cannot check it.
        // qmllint disable import type property unqualified
        ValueAxis { id: axisX; min: 0; max: 1; tickCount: 5; labelFormat: "%.0f"; titleText: qsTr("s"); titleBrush: Theme.muted; labelsColor: Theme.muted; labelsFont.pixelSize: Theme.chartFont; gridLineColor: Theme.grid }
        ValueAxis { id: axisY; min: 0; max: 1; labelFormat: "%'d"; labelsColor: Theme.muted; labelsFont.pixelSize: Theme.chartFont; gridLineColor: Theme.grid }
        // The scrubber's time (SimulateScrubber.qml).
        LineSeries { id: cursor; objectName: "simLagCursor"; axisX: axisX; axisY: axisY; color: Theme.text; width: 1; style: Qt.DashLine }
        // qmllint enable import type property unqualified
    }
    ChartLegend {
        id: legend
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        entries: root.entries
    }
    Connections {
        target: root.run
        function onResultChanged() { root.refresh() }
        function onCursorChanged() { root.show(cursor, root.run.points(SimPlot.Cursor)) }
    }
    Component.onCompleted: refresh()
}
