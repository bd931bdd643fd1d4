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

    // One entry a kind, from the engine's registry, above the separator.
    Instantiator {
        model: AddEntries { workbench: menu.workbench }
        delegate: MenuItem {
            required property string entry
            required property string menuText
            text: menuText
            onTriggered: menu.workbench.addNode(entry, menu.at.x, menu.at.y)
        }
        onObjectAdded: (index, object) => menu.insertItem(index, object)
        onObjectRemoved: (index, object) => menu.removeItem(object)
    }
    MenuSeparator {}
    MenuItem { text: qsTr("Fit to view"); onTriggered: menu.fitRequested() }
}
