pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import Mqlab

// A card's right-click menu: it acts on the card (selected on the click) and the rest of the
// selection. Built on first use.
Menu {
    id: nodeMenu   // not `menu`: inside a MenuItem that name is the item's own menu
    objectName: "nodeMenu"
    required property Workbench workbench
    property string nodeId
    signal inspectRequested(string nodeId)

    MenuItem { objectName: "nodeMenuInspect"; text: qsTr("Inspect"); onTriggered: nodeMenu.inspectRequested(nodeMenu.nodeId) }
    MenuItem { objectName: "nodeMenuDuplicate"; text: qsTr("Duplicate"); onTriggered: nodeMenu.workbench.duplicateSelection() }
    Menu {
        id: connectMenu
        objectName: "nodeMenuConnect"
        title: qsTr("Connect to")
        enabled: targets.count > 0
        Instantiator {
            id: targets
            // The nodes this one may send to, as the engine's topology rules allow.
            model: nodeMenu.visible ? nodeMenu.workbench.connectTargets(nodeMenu.nodeId) : []
            delegate: MenuItem {
                required property var modelData
                text: modelData.name
                onTriggered: nodeMenu.workbench.connectNodes(nodeMenu.nodeId, modelData.id)
            }
            onObjectAdded: (index, object) => connectMenu.insertItem(index, object)
            onObjectRemoved: (index, object) => connectMenu.removeItem(object)
        }
    }
    MenuSeparator {}
    MenuItem { objectName: "nodeMenuDelete"; text: qsTr("Delete"); onTriggered: nodeMenu.workbench.deleteSelection() }
}
