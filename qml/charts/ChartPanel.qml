pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts
import Mqlab

// The charts: the selected cluster's limits and the load sweep to the wall. Under the canvas side
// by side; when they cover the canvas (a short window) one at a time, each a tab, so each has the
// panel's whole height (stacked at 720 lines, the limits' bars were 70 px tall and their figures
// sat on the 100% line). The Simulate tab shows a simulated run of the design in the same place
// (SimulatePanel.qml).
Rectangle {
    id: panel
    required property Workbench workbench
    required property SimulationRun simulation
    property bool expanded: true
    property bool covering: false
    property bool showWall: false     // covering: the wall chart instead of the limits
    property bool simulating: false   // the Simulate tab, not the limits and the wall
    // False until the window's first frame is out: the charts (Qt Charts, the costliest part of a
    // first frame) are built straight after it, in their panel's place, as the toolbar and menus are.
    property bool decorated: true
    readonly property real headerHeight: header.implicitHeight + 8
    color: Theme.panel
    implicitHeight: !expanded ? headerHeight
                    : Math.round((simulating ? (Theme.classroom ? 470 : 340) : (Theme.classroom ? 340 : 250)) * Theme.fontScale)

    ColumnLayout {
        anchors.fill: parent
        spacing: 0
        // A Row, not a RowLayout: the layout kept the places it worked out at normal type when
        // classroom type widened the entries with the panel closed, and drew them on top of each other.
        Row {
            id: header
            z: 1   // above the charts, whose views may draw past their top edge
            Layout.fillWidth: true
            Layout.margins: 4
            spacing: 4
            PanelToggle {
                objectName: "chartsToggle"
                label: panel.covering ? qsTr("Charts (close to see the design)") : qsTr("Charts")
                open: panel.expanded
                onToggled: panel.expanded = !panel.expanded
            }
            PanelTab {
                objectName: "limitsTab"
                label: panel.covering ? qsTr("Limits") : qsTr("Limits and wall")
                chosen: panel.expanded && !panel.simulating && !(panel.covering && panel.showWall)
                onPicked: { panel.simulating = false; panel.showWall = false; panel.expanded = true }
            }
            PanelTab {
                objectName: "wallTab"
                visible: panel.covering
                label: qsTr("Load to the wall")
                chosen: panel.expanded && !panel.simulating && panel.showWall
                onPicked: { panel.simulating = false; panel.showWall = true; panel.expanded = true }
            }
            PanelTab {
                objectName: "simulateTab"
                label: qsTr("Simulate")
                chosen: panel.expanded && panel.simulating
                onPicked: { panel.simulating = true; panel.expanded = true }
            }
        }
        Loader {
            id: simulateLoader
            visible: panel.expanded && panel.simulating
            Layout.fillWidth: true
            Layout.fillHeight: visible
        }
        Item {   // placed by hand: a GridLayout left a hidden chart at its old place and size
            id: chartsArea
            visible: panel.expanded && !panel.simulating
            Layout.fillWidth: true
            Layout.fillHeight: true
            // The charts are built when first shown, so a collapsed panel costs nothing at start-up.
            // Loaded by URL: Qt 6.4 refuses a Loader an inline component under ComponentBehavior: Bound.
            Loader {
                id: limitsLoader
                visible: !panel.covering || !panel.showWall
                width: panel.covering ? chartsArea.width : Math.round(chartsArea.width * 0.38)
                height: chartsArea.height
            }
            Loader {
                id: wallLoader
                visible: !panel.covering || panel.showWall
                x: panel.covering ? 0 : limitsLoader.width
                width: chartsArea.width - x
                height: chartsArea.height
            }
        }
    }
    function build() {
        if (!panel.expanded || !panel.decorated)
            return
        if (panel.simulating && !simulateLoader.item)
            simulateLoader.setSource("SimulatePanel.qml", { workbench: panel.workbench, run: panel.simulation })
        if (panel.simulating || limitsLoader.item)
            return
        limitsLoader.setSource("LimitsChart.qml", { workbench: panel.workbench })
        wallLoader.setSource("WallChart.qml", { workbench: panel.workbench })
    }
    // A dot picked on the canvas: its batch's life is in the Simulate tab.
    Connections {
        target: panel.simulation
        function onBatchPicked() { panel.simulating = true; panel.expanded = true }
    }
    onExpandedChanged: build()
    onDecoratedChanged: build()
    onSimulatingChanged: build()
    Component.onCompleted: build()
}
