pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import Mqlab

// A node's right-click menu; it acts on the selection. Built on first use.
Menu {
    id: menu
    required property Workbench workbench

    MenuItem { text: qsTr("Duplicate"); onTriggered: menu.workbench.duplicateSelection() }
    MenuItem { text: qsTr("Delete"); onTriggered: menu.workbench.deleteSelection() }
}
