pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts
import Mqlab

// The charts: the selected cluster's limits and the load sweep to the wall. Under the canvas side
// by side; when they cover the canvas (a short window) one at a time, chosen in the header, so each
// has the panel's whole height (stacked at 720 lines, the limits' bars were 70 px tall and their
// figures sat on the 100% line).
Rectangle {
    id: panel
    required property Workbench workbench
    property bool expanded: true
    property bool covering: false
    property bool showWall: false   // covering: the wall chart instead of the limits
    readonly property real headerHeight: header.implicitHeight + 8
    color: Theme.panel
    implicitHeight: expanded ? (Theme.classroom ? 340 : 250) : headerHeight

    ColumnLayout {
        anchors.fill: parent
        spacing: 0
        RowLayout {
            id: header
            Layout.fillWidth: true
            Layout.margins: 4
            PanelToggle {
                objectName: "chartsToggle"
                label: panel.covering ? qsTr("Charts (close to see the design)") : qsTr("Charts")
                open: panel.expanded
                onToggled: panel.expanded = !panel.expanded
            }
            Item { Layout.fillWidth: true }
            PanelChoice {
                objectName: "showLimits"
                visible: panel.covering && panel.expanded
                label: qsTr("Limits")
                chosen: !panel.showWall
                onChosenByUser: panel.showWall = false
            }
            PanelChoice {
                objectName: "showWall"
                visible: panel.covering && panel.expanded
                label: qsTr("Load to the wall")
                chosen: panel.showWall
                onChosenByUser: panel.showWall = true
            }
        }
        GridLayout {
            visible: panel.expanded
            Layout.fillWidth: true
            Layout.fillHeight: true
            columns: panel.covering ? 1 : 2
            rowSpacing: 0
            columnSpacing: 0
            // The charts are built when first shown, so a collapsed panel costs nothing at start-up.
            // Loaded by URL: Qt 6.4 refuses a Loader an inline component under ComponentBehavior: Bound.
            Loader {
                id: limitsLoader
                visible: !panel.covering || !panel.showWall
                Layout.fillHeight: true
                Layout.fillWidth: panel.covering
                Layout.preferredWidth: panel.covering ? panel.width : panel.width * 0.38
                Layout.preferredHeight: 1
            }
            Loader {
                id: wallLoader
                visible: !panel.covering || panel.showWall
                Layout.fillHeight: true
                Layout.fillWidth: true
                Layout.preferredHeight: panel.covering ? 1.4 : 1
            }
        }
    }
    function build() {
        if (!panel.expanded || limitsLoader.item)
            return
        limitsLoader.setSource("LimitsChart.qml", { workbench: panel.workbench })
        wallLoader.setSource("WallChart.qml", { workbench: panel.workbench })
    }
    onExpandedChanged: build()
    Component.onCompleted: build()
}
