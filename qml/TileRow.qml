pragma ComponentBehavior: Bound
import QtQuick
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
        Layout.fillHeight: true
        Layout.preferredWidth: 1
        caption: qsTr("Load")
        value: row.workbench.loadText
        detail: row.workbench.wallText
    }
    Tile {
        objectName: "latencyTile"
        Layout.fillWidth: true
        Layout.fillHeight: true
        Layout.preferredWidth: 1
        caption: qsTr("Latency")
        value: row.workbench.latencyText
        accent: row.workbench.latencyFloor ? Theme.saturated : Theme.text
        detail: row.workbench.latencyDetail
        note: row.workbench.simulatedLatencyText
        tip: row.workbench.latencyTip
    }
    Tile {
        id: costTile
        objectName: "costTile"
        Layout.fillWidth: true
        Layout.fillHeight: true
        Layout.preferredWidth: 1
        caption: qsTr("Cost")
        value: row.workbench.costText
        detail: row.printed ? row.workbench.costTotal : qsTr("%1 \u00b7 click for the bill").arg(row.workbench.costTotal)
        clickable: !row.printed
        // The bill is built on its first click: the first frame has no need of it.
        onClicked: {
            if (billLoader.status === Loader.Null)
                billLoader.setSource("BillPopup.qml", { workbench: row.workbench, parent: costTile })
            if (billLoader.item)
                (billLoader.item as BillPopup).open()
        }
        Loader { id: billLoader }
    }
    Tile {
        objectName: "firstTile"
        Layout.fillWidth: true
        Layout.fillHeight: true
        Layout.preferredWidth: 1.3
        caption: qsTr("First to saturate")
        value: row.workbench.firstText
        accent: row.workbench.saturated ? Theme.saturated : Theme.text
        detail: row.workbench.firstDetail
        tip: [...row.workbench.notes].join("\n\n")
    }
}
