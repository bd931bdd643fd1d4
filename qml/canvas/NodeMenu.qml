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

    // The failures the card can have, each a submenu ("Take a broker down at 12 s", "Take a zone down
    // at 12 s", ... on a cluster, "Crash a task at 12 s" on a group, none elsewhere): put in, in this
    // order, before the separator when the card has any.
    property real injectAt: 0   // the simulated time when the menu opened: what the titles say
    property FailureMenu downMenu: FailureMenu { simulation: nodeMenu.simulation; kind: SimFailure.BrokerDown; nodeId: nodeMenu.nodeId; at: nodeMenu.injectAt; open: nodeMenu.visible; onRefused: (why) => nodeMenu.failureRefused(why) }
    property FailureMenu zoneMenu: FailureMenu { simulation: nodeMenu.simulation; kind: SimFailure.ZoneDown; nodeId: nodeMenu.nodeId; at: nodeMenu.injectAt; open: nodeMenu.visible; onRefused: (why) => nodeMenu.failureRefused(why) }
    property FailureMenu slowMenu: FailureMenu { simulation: nodeMenu.simulation; kind: SimFailure.SlowDisk; nodeId: nodeMenu.nodeId; at: nodeMenu.injectAt; open: nodeMenu.visible; onRefused: (why) => nodeMenu.failureRefused(why) }
    property FailureMenu cutMenu: FailureMenu { simulation: nodeMenu.simulation; kind: SimFailure.BrokerCut; nodeId: nodeMenu.nodeId; at: nodeMenu.injectAt; open: nodeMenu.visible; onRefused: (why) => nodeMenu.failureRefused(why) }
    property FailureMenu crashMenu: FailureMenu { simulation: nodeMenu.simulation; kind: SimFailure.TaskCrash; nodeId: nodeMenu.nodeId; at: nodeMenu.injectAt; open: nodeMenu.visible; onRefused: (why) => nodeMenu.failureRefused(why) }
    onAboutToShow: {
        nodeMenu.injectAt = nodeMenu.simulation ? nodeMenu.simulation.injectSeconds() : 0
        let place = 3   // after Inspect, Duplicate and Connect to
        const menus = [nodeMenu.downMenu, nodeMenu.zoneMenu, nodeMenu.slowMenu, nodeMenu.cutMenu, nodeMenu.crashMenu]
        for (let i = 0; i < menus.length; ++i) {
            const m = menus[i]
            const title = nodeMenu.simulation ? nodeMenu.simulation.failureMenuTitle(nodeMenu.nodeId, m.kind, nodeMenu.injectAt) : ""
            const shown = nodeMenu.indexOfMenu(m) >= 0
            if (title !== "" && !shown)
                nodeMenu.insertMenu(place, m)
            else if (title === "" && shown)
                nodeMenu.takeMenu(nodeMenu.indexOfMenu(m))   // not removeMenu: that destroys it
            m.title = title
            if (title !== "")
                ++place
        }
    }
    function indexOfMenu(m: Menu): int {
        for (let i = 0; i < nodeMenu.count; ++i)
            if (nodeMenu.menuAt(i) === m)
                return i
        return -1
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
