pragma ComponentBehavior: Bound
import QtQuick
import Mqlab
import QtCharts

// One node's limits as bars (the selected node's when its card has limits, else the first card's
// that has some: a cluster on the stages, the broker fleet on Round 1), with lines at the sizing line and at 100%, each named in
// the legend under the chart. The names under the bars are ours too: Qt Charts cuts a category
// name wider than its slot ("volu..." in classroom type), ours wrap and stay whole.
Item {
    id: root
    required property Workbench workbench
    property var entries: []   // [{name, color, dashed}], one a line or bar set on the chart
    // A screen reader hears what the chart shows: its title, then every bar's figure (the engine's).
    Accessible.role: Accessible.Chart
    Accessible.name: root.workbench.chartLimits.title
    Accessible.description: root.workbench.chartLimits.spoken

    onVisibleChanged: if (visible) refreshTimer.restart()

    ChartView {
        id: chart
        objectName: "limitsChart"
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.top: parent.top
        anchors.bottom: names.top
        title: root.workbench.chartLimits.title
        titleColor: Theme.text
        titleFont.pixelSize: Theme.fontSmall
        backgroundColor: Theme.panel
        legend.visible: false
        antialiasing: true
        margins { left: 4; right: 4; top: 4; bottom: limitNames.height + 6 }

        function refresh() {
            if (!root.visible)
                return   // a hidden chart keeps stale axis labels in Qt 6.4; it refreshes when shown
            const limits = root.workbench.chartLimits
            const labels = limits.names
            axisX.clear()
            axisX.categories = labels
            bars.clear()
            const set = bars.append(qsTr("percent"), limits.percents)
            set.color = Theme.accent
            axisY.max = limits.top
            sizing.clear()
            full.clear()
            if (limits.sizingPercent > 0) {
                sizing.append(-0.5, limits.sizingPercent)
                sizing.append(labels.length - 0.5, limits.sizingPercent)
            }
            full.append(-0.5, 100)
            full.append(labels.length - 0.5, 100)
            const named = [{ name: qsTr("each limit's percent"), color: set.color, dashed: false }]
            if (limits.sizingPercent > 0)
                named.push({ name: limits.sizingName, color: Theme.warn, dashed: true })
            named.push({ name: qsTr("100%: the limit"), color: Theme.saturated, dashed: false })
            root.entries = named
        }

        BarCategoryAxis { id: axisX; labelsVisible: false; gridVisible: false }
        // Qt 6.4's QtCharts type file has no ValueAxis (registered only at run time): qmllint cannot check it.
        // qmllint disable import type property unqualified
        ValueAxis {
            id: axisY
            min: 0
            max: 120
            tickType: ValueAxis.TicksDynamic
            tickInterval: 50
            tickAnchor: 0
            labelFormat: "%d%%"
            labelsColor: Theme.muted
            labelsFont.pixelSize: Theme.chartFont
            gridLineColor: Theme.grid
        }
        ValueAxis { id: lineX; min: -0.5; max: Math.max(0.5, axisX.count - 0.5); visible: false }
        // qmllint enable import type property unqualified
        BarSeries {
            id: bars
            objectName: "limitBars"
            axisX: axisX
            axisY: axisY  // qmllint disable type
            barWidth: 0.6
            labelsVisible: false   // the figures above the bars are ours (barFigures): the engine's text, in the user's number format
        }
        LineSeries { id: sizing; axisX: lineX; axisY: axisY; color: Theme.warn; width: 1.5; style: Qt.DashLine }  // qmllint disable type
        LineSeries { id: full; axisX: lineX; axisY: axisY; color: Theme.saturated; width: 1.5 }  // qmllint disable type
    }
    // Each bar's figure above it, as its card writes it ("113.8%", German "113,8 %"): Qt Charts
    // would print the bar's value with a C locale's point. Sized to the bar's slot, as the names are.
    Repeater {
        id: barFigures
        model: root.workbench.chartLimits
        delegate: Text {
            required property int index
            required property real percent
            required text
            readonly property real slot: chart.plotArea.width / Math.max(1, axisX.count)
            objectName: "limitFigure"
            x: chart.x + chart.plotArea.x + (index + 0.5) * slot - width / 2
            y: chart.y + chart.plotArea.y + chart.plotArea.height * (1 - Math.max(0, percent) / Math.max(1, root.workbench.chartLimits.top)) - height - 2
            color: Theme.text
            font.pixelSize: slot > 0 ? Math.max(8, Math.min(Theme.chartFont, Math.floor(slot / 3.6))) : Theme.chartFont
        }
    }
    Row {   // each name centred under its bar, as wide as the bar's slot, wrapped rather than cut
        id: limitNames
        x: chart.x + chart.plotArea.x
        y: chart.y + chart.plotArea.y + chart.plotArea.height + 4
        Repeater {
            model: root.workbench.chartLimits
            delegate: Text {
                required property string name
                objectName: "limitName"
                width: chart.plotArea.width / Math.max(1, axisX.count)
                text: name
                color: Theme.muted
                font.pixelSize: Theme.chartFont
                horizontalAlignment: Text.AlignHCenter
                // Between words only; a word wider than its slot (large type, a narrow chart) makes
                // the name's type smaller rather than break inside it ("networ/k").
                wrapMode: Text.WordWrap
                fontSizeMode: Text.HorizontalFit
                minimumPixelSize: Math.min(Theme.chartFont, 8)
            }
        }
    }
    ChartLegend {
        id: names
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        maxHeight: root.height * 0.3   // past it the legend scrolls: the bars keep their room
        entries: root.entries
    }
    Connections {
        target: root.workbench.chartLimits
        function onChanged() { refreshTimer.restart() }
    }
    Timer { id: refreshTimer; interval: 16; onTriggered: chart.refresh() }   // one redraw a frame at most
    Component.onCompleted: chart.refresh()
}
