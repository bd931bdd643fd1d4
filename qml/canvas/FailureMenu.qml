pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import Mqlab

// One kind of failure in a card's menu (NodeMenu.qml): its title names the kind and the simulated
// time, its entries the brokers, zones or tasks the node has; a choice runs the design again with it.
Menu {
    id: failMenu
    required property SimulationRun simulation
    required property int kind        // a SimFailure
    property string nodeId
    property real at: 0               // the simulated time the card's menu opened at
    property bool open: false         // the card's menu is open: the choices follow the design then
    signal refused(string why)
    objectName: "nodeMenuFailKind-" + kind
    Instantiator {
        model: failMenu.open ? failMenu.simulation.failureChoices(failMenu.nodeId, failMenu.kind) : []
        delegate: MenuItem {
            required property string modelData
            required property int index
            objectName: "nodeMenuFail-" + failMenu.kind + "-" + index
            text: modelData
            onTriggered: {
                const why = failMenu.simulation.injectFailure(failMenu.nodeId, failMenu.kind, index, failMenu.at)
                if (why !== "")
                    failMenu.refused(why)
            }
        }
        onObjectAdded: (index, object) => failMenu.insertItem(index, object)
        onObjectRemoved: (index, object) => failMenu.removeItem(object)
    }
}
