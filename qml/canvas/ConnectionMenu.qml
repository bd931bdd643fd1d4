pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import Mqlab

// The menu on a connection's middle handle. One serves every connection, built on first use.
Menu {
    id: menu
    required property Workbench workbench
    property string fromId
    property string toId

    MenuItem { text: qsTr("Remove connection"); onTriggered: menu.workbench.removeConnection(menu.fromId, menu.toId) }
}
