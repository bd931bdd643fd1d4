pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts
import Mqlab

// The charts under the canvas; the header collapses them.
Rectangle {
    id: panel
    required property Workbench workbench
    property bool expanded: true
    color: Theme.panel
    implicitHeight: expanded ? (Theme.classroom ? 340 : 250) : header.implicitHeight

    ColumnLayout {
        anchors.fill: parent
        spacing: 0
        RowLayout {
            id: header
            Layout.fillWidth: true
            Layout.margins: 4
            PanelToggle {
                label: qsTr("Charts")
                open: panel.expanded
                onToggled: panel.expanded = !panel.expanded
            }
            Item { Layout.fillWidth: true }
        }
        RowLayout {
            visible: panel.expanded
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: 0
            // The charts are built when first shown, so a collapsed panel costs nothing at start-up.
            // Loaded by URL: Qt 6.4 refuses a Loader an inline component under ComponentBehavior: Bound.
            Loader {
                id: limitsLoader
                Layout.fillHeight: true
                Layout.preferredWidth: panel.width * 0.38
            }
            Loader {
                id: wallLoader
                Layout.fillHeight: true
                Layout.fillWidth: true
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
