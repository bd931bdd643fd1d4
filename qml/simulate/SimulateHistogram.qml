pragma ComponentBehavior: Bound
import QtQuick
import QtCharts
import Mqlab

// The run's produce latencies as a histogram (equal bins from the fastest to p99.9), with p50 and p99
// marked and named under it. The points and the axes' ranges are the view-model's.
Item {
    id: root
    objectName: "simHistogramView"
    required property SimulationRun run
    property bool titled: true   // false when a tab already names the chart
    property int outlinePoints: 0   // what the chart holds after a refresh, for tests
    // A screen reader hears the chart's name and the run's percentiles, in the view-model's words.
    Accessible.role: Accessible.Chart
    readonly property string titleText: qsTr("Produce latency, events by ms")
    Accessible.name: root.titleText
    Accessible.description: !root.run.hasResult ? "" :
        qsTr("Median (p50) %1, p90 %2, p99 %3, p99.9 %4, slowest %5.").arg(root.run.p50Text).arg(root.run.p90Text)
            .arg(root.run.p99Text).arg(root.run.p999Text).arg(root.run.maxText)
        + (root.run.tailText !== "" ? " " + root.run.tailText : "")

    // Hands the view-model's points to a series as they are (Qt 6.4's QML series take no list).
    function show(series, points) {
        series.clear()
        for (let i = 0; i < points.length; ++i)
            series.append(points[i].x, points[i].y)
    }
    function refresh() {
        axisX.min = root.run.histogramLowMs
        axisX.max = root.run.histogramHighMs
        axisY.max = root.run.histogramTop
        axisY.applyNiceNumbers()
        axisY.min = 0
        root.show(outline, root.run.points(SimPlot.Histogram))
        root.show(p50, root.run.points(SimPlot.P50Mark))
        root.show(p99, root.run.points(SimPlot.P99Mark))
        root.outlinePoints = outline.count
    }

    ChartView {
        id: chart
        objectName: "simHistogram"
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.top: parent.top
        anchors.bottom: tail.visible ? tail.top : legend.top
        title: root.titled ? root.titleText : ""
        titleColor: Theme.text
        titleFont.pixelSize: Theme.fontSmall
        backgroundColor: Theme.panel
        legend.visible: false
        antialiasing: true
        margins { left: 4; right: 4; top: 4; bottom: 4 }

        // Qt 6.4's QtCharts type file has no ValueAxis (registered only at run time): qmllint cannot check it.
        // qmllint disable import type property unqualified
        ValueAxis { id: axisX; min: 0; max: 1; tickCount: 5; labelFormat: "%.1f"; titleText: qsTr("ms"); titleBrush: Theme.muted; labelsColor: Theme.muted; labelsFont.pixelSize: Theme.chartFont; gridLineColor: Theme.grid }
        ValueAxis { id: axisY; min: 0; max: 1; labelFormat: "%'d"; labelsColor: Theme.muted; labelsFont.pixelSize: Theme.chartFont; gridLineColor: Theme.grid }
        // qmllint enable import type property unqualified

        AreaSeries {
            id: bars
            objectName: "simHistogramBars"
            axisX: axisX  // qmllint disable type
            axisY: axisY  // qmllint disable type
            color: Theme.accent
            opacity: 0.55
            borderColor: Theme.accent
            borderWidth: 1
            upperSeries: LineSeries { id: outline; objectName: "simHistogramOutline" }
        }
        LineSeries { id: p50; objectName: "simP50Mark"; axisX: axisX; axisY: axisY; color: Theme.ok; width: 2; style: Qt.DashLine }  // qmllint disable type
        LineSeries { id: p99; objectName: "simP99Mark"; axisX: axisX; axisY: axisY; color: Theme.saturated; width: 2; style: Qt.DashLine }  // qmllint disable type
    }
    ChartLegend {
        id: legend
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        entries: root.run.hasResult && root.run.p50Text !== "" ? [
            { name: qsTr("p50 %1").arg(root.run.p50Text), color: Theme.ok, dashed: true },
            { name: qsTr("p99 %1").arg(root.run.p99Text), color: Theme.saturated, dashed: true }
        ] : []
    }
    Text {   // under the plot, not over its axis title
        id: tail
        objectName: "simTail"
        visible: root.run.tailText !== ""
        // Held to the chart's width and wrapped: a longer language's note would otherwise run left
        // over the figures beside the chart.
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.bottom: legend.top
        anchors.leftMargin: 4
        anchors.rightMargin: 4
        horizontalAlignment: Text.AlignRight
        wrapMode: Text.Wrap
        text: root.run.tailText
        color: Theme.muted
        font.pixelSize: Theme.chartFont
    }
    Connections {
        target: root.run
        function onResultChanged() { root.refresh() }
    }
    Component.onCompleted: refresh()
}
