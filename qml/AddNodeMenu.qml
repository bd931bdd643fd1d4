pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import Mqlab

// The canvas's right-click menu: add a node where the click was, or fit the design to the view.
// Built on the first right-click, so it costs nothing at start-up.
Menu {
    id: menu
    objectName: "addNodeMenu"
    required property Workbench workbench
    property point at   // where the node goes, in world coordinates
    signal fitRequested()

    MenuItem { text: qsTr("Add a producer"); onTriggered: menu.workbench.addNode("producer", menu.at.x, menu.at.y) }
    MenuItem { text: qsTr("Add a Standard cluster"); onTriggered: menu.workbench.addNode("cluster", menu.at.x, menu.at.y) }
    MenuItem { text: qsTr("Add an Express cluster"); onTriggered: menu.workbench.addNode("express", menu.at.x, menu.at.y) }
    MenuItem { text: qsTr("Add a consumer group"); onTriggered: menu.workbench.addNode("group", menu.at.x, menu.at.y) }
    MenuSeparator {}
    MenuItem { text: qsTr("Fit to view"); onTriggered: menu.fitRequested() }
}
