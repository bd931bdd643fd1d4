pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts
import Mqlab

// The tiles every canvas shows, one a row of the report's tile model: load, latency, cost a
// month, what the design survives, and what saturates first. They share the width (the first to
// saturate a little more), each at least as wide as its figure at its smallest size; the details wrap.
RowLayout {
    id: row
    required property Workbench workbench
    property bool printed: false   // in an exported picture nothing can be clicked
    spacing: 8
    // A tile's share of the width: the first to saturate takes 1.3 shares (a card's name), the others
    // one. A tile whose figure needs more keeps its minimum and the others give way.
    readonly property real share: (width - spacing * Math.max(0, tiles.count - 1)) / Math.max(1, tiles.count + 0.3)

    Repeater {
        id: tiles
        model: row.workbench.report.tiles
        delegate: Tile {
            id: tile
            required property int kind
            required property string key
            required property int tileState
            objectName: tile.key + "Tile"
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.preferredWidth: row.share * (tile.kind === TileKind.FirstToSaturate ? 1.3 : 1)
            Layout.minimumWidth: tile.minimumWidth
            printed: row.printed
            accent: tile.tileState === TileState.Saturated ? Theme.saturated : tile.tileState === TileState.Warn ? Theme.warn : Theme.text
            clickable: tile.kind === TileKind.Cost && !row.printed
            // The bill is built on its first click: the first frame has no need of it.
            onClicked: {
                if (billLoader.status === Loader.Null)
                    billLoader.setSource("BillPopup.qml", { workbench: row.workbench, parent: tile })
                if (billLoader.item)
                    (billLoader.item as BillPopup).open()
            }
            Loader { id: billLoader }
        }
    }
}
