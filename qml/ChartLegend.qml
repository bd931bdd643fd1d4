pragma ComponentBehavior: Bound
import QtQuick
import Mqlab

// A chart's legend: a swatch and the whole name for each line, wrapping onto more rows rather than
// cutting a name short (Qt Charts' own legend elides when it runs out of width).
Flow {
    id: legend
    required property var entries   // [{name, color, dashed}]
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
                width: Math.min(Math.ceil(nameWidth.advanceWidth) + 1, legend.width - legend.leftPadding - legend.rightPadding - 24)
                text: entry.modelData.name
                color: Theme.text
                font.pixelSize: Theme.chartFont
                wrapMode: Text.WordWrap
            }
        }
    }
}
