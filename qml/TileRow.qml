pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Mqlab

// The four tiles every canvas shows: load, latency, cost a month, and what saturates first.
RowLayout {
    id: row
    required property Workbench workbench
    property bool printed: false   // in an exported picture nothing can be clicked
    spacing: 8

    Tile {
        objectName: "loadTile"
        Layout.fillWidth: true
        Layout.preferredWidth: 1
        caption: qsTr("Load")
        value: row.workbench.loadText
        detail: row.workbench.wallText
    }
    Tile {
        objectName: "latencyTile"
        Layout.fillWidth: true
        Layout.preferredWidth: 1
        caption: qsTr("Latency")
        value: row.workbench.latencyText
        accent: row.workbench.latencyFloor ? Theme.saturated : Theme.text
        detail: row.workbench.latencyFloor ? qsTr("a floor: the true figure is higher") : qsTr("produce, acks=all")
        tip: row.workbench.latencyTip
    }
    Tile {
        objectName: "costTile"
        Layout.fillWidth: true
        Layout.preferredWidth: 1
        caption: qsTr("Cost")
        value: row.workbench.costText
        detail: row.printed ? row.workbench.costTotal : qsTr("%1 \u00b7 click for the bill").arg(row.workbench.costTotal)
        clickable: !row.printed
        onClicked: bill.open()
        BillPopup { id: bill; workbench: row.workbench }
    }
    Tile {
        objectName: "firstTile"
        Layout.fillWidth: true
        Layout.preferredWidth: 1.3
        caption: qsTr("First to saturate")
        value: row.workbench.firstText
        accent: row.workbench.saturated ? Theme.saturated : Theme.text
        detail: row.workbench.firstDetail
        tip: row.workbench.notes.join("\n\n")
    }
}
