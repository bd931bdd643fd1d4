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
    property SimulationRun simulation   // the window's run: a failure menu on cluster and group cards
    signal inspectRequested(string nodeId)
    signal failureRefused(string why)
    // As wide as its widest entry (as WideMenu), so the failure entry's time is never cut.
    width: {
        let widest = 200
        for (let i = 0; i < nodeMenu.count; ++i) {
            const item = nodeMenu.itemAt(i)
            if (item)
                widest = Math.max(widest, item.implicitWidth)
        }
        return widest + nodeMenu.leftPadding + nodeMenu.rightPadding
    }

    // "Take a broker down at 12 s" on a cluster, "Crash a task at 12 s" on a group, none elsewhere:
    // put in before the separator when the card has one.
    property real injectAt: 0   // the simulated time when the menu opened: what its title says
    onAboutToShow: {
        nodeMenu.injectAt = nodeMenu.simulation ? nodeMenu.simulation.injectSeconds() : 0
        const title = nodeMenu.simulation ? nodeMenu.simulation.failureMenuTitle(nodeMenu.nodeId, nodeMenu.injectAt) : ""
        const shown = nodeMenu.indexOfMenu(failMenu) >= 0
        if (title !== "" && !shown)
            nodeMenu.insertMenu(3, failMenu)
        else if (title === "" && shown)
            nodeMenu.removeMenu(failMenu)
        failMenu.title = title
    }
    function indexOfMenu(m: Menu): int {
        for (let i = 0; i < nodeMenu.count; ++i)
            if (nodeMenu.menuAt(i) === m)
                return i
        return -1
    }
    property Menu failMenu: Menu {
        id: failMenu
        objectName: "nodeMenuFail"
        Instantiator {
            // The node's brokers or tasks, as the design has them now.
            model: nodeMenu.visible && nodeMenu.simulation ? nodeMenu.simulation.failureChoices(nodeMenu.nodeId) : []
            delegate: MenuItem {
                required property string modelData
                required property int index
                objectName: "nodeMenuFail-" + index
                text: modelData
                onTriggered: {
                    const why = nodeMenu.simulation.injectFailure(nodeMenu.nodeId, index, nodeMenu.injectAt)
                    if (why !== "")
                        nodeMenu.failureRefused(why)
                }
            }
            onObjectAdded: (index, object) => failMenu.insertItem(index, object)
            onObjectRemoved: (index, object) => failMenu.removeItem(object)
        }
    }

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
            model: nodeMenu.visible ? nodeMenu.workbench.connectTargets(nodeMenu.nodeId) : null
            delegate: MenuItem {
                required property string targetId
                required property string name
                text: name
                onTriggered: nodeMenu.workbench.connectNodes(nodeMenu.nodeId, targetId)
            }
            onObjectAdded: (index, object) => connectMenu.insertItem(index, object)
            onObjectRemoved: (index, object) => connectMenu.removeItem(object)
        }
    }
    MenuSeparator {}
    MenuItem { objectName: "nodeMenuDelete"; text: qsTr("Delete"); onTriggered: nodeMenu.workbench.deleteSelection() }
}
