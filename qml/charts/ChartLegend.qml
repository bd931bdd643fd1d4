pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import Mqlab

// A chart's legend: a swatch and the whole name for each line, wrapping onto more rows rather than
// cutting a name short (Qt Charts' own legend elides when it runs out of width). Past `maxHeight`
// (a design with many cards, Round 3's eight) it scrolls, so that the plot above keeps its room.
Flickable {
    id: legend
    required property var entries   // [{name, color, dashed}]
    property real maxHeight: Infinity
    readonly property bool overflows: rows.implicitHeight > maxHeight
    height: Math.min(rows.implicitHeight, maxHeight)
    contentWidth: width
    contentHeight: rows.implicitHeight
    interactive: overflows
    clip: overflows
    boundsBehavior: Flickable.StopAtBounds
    ScrollBar.vertical: ScrollBar { policy: legend.overflows ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff }
    Flow {
        id: rows
        width: legend.width - (legend.overflows ? 12 : 0)   // room for the scroll bar
        spacing: 10
        padding: 4
        Repeater {
            model: legend.entries
            delegate: Row {
                id: entry
                required property var modelData
                objectName: "legendEntry"
                spacing: 4
                Row {   // a dashed mark is drawn as dashes
                    anchors.verticalCenter: parent.verticalCenter
                    spacing: 2
                    Repeater {
                        model: entry.modelData.dashed ? 3 : 1
                        delegate: Rectangle {
                            width: entry.modelData.dashed ? 4 : 16
                            height: 3
                            color: entry.modelData.color
                        }
                    }
                }
                TextMetrics { id: nameWidth; text: entry.modelData.name; font.pixelSize: Theme.chartFont }
                Text {   // a name wider than the legend (large type) wraps inside it, never over its neighbour
                    objectName: "legendText"
                    width: Math.min(Math.ceil(nameWidth.advanceWidth) + 1, rows.width - rows.leftPadding - rows.rightPadding - 24)
                    text: entry.modelData.name
                    color: Theme.text
                    font.pixelSize: Theme.chartFont
                    wrapMode: Text.WordWrap
                }
            }
        }
    }
}
