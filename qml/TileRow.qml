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
        value: row.workbench.report.loadText
        detail: row.workbench.report.wallText
    }
    Tile {
        objectName: "latencyTile"
        Layout.fillWidth: true
        Layout.fillHeight: true
        Layout.preferredWidth: 1
        caption: qsTr("Latency")
        value: row.workbench.report.latencyText
        accent: row.workbench.report.latencyFloor ? Theme.saturated : Theme.text
        detail: row.workbench.report.latencyDetail
        note: row.workbench.report.simulatedLatencyText
        tip: row.workbench.report.latencyTip
    }
    Tile {
        id: costTile
        objectName: "costTile"
        Layout.fillWidth: true
        Layout.fillHeight: true
        Layout.preferredWidth: 1
        caption: qsTr("Cost")
        value: row.workbench.report.costText
        detail: row.printed ? row.workbench.report.costTotal : qsTr("%1 \u00b7 click for the bill").arg(row.workbench.report.costTotal)
        note: row.workbench.report.costNote
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
        value: row.workbench.report.firstText
        accent: row.workbench.report.saturated ? Theme.saturated : Theme.text
        detail: row.workbench.report.firstDetail
        tip: [...row.workbench.report.notes].join("\n\n")
    }

}
