pragma ComponentBehavior: Bound
import QtQuick
import Mqlab
import QtQuick.Controls
import QtQuick.Layouts

// The palette: add a node, zoom and fit.
Pane {
    id: palette
    signal addRequested(string kind)
    signal fitRequested()
    signal zoomRequested(real factor)

    padding: 4
    background: Rectangle { color: Theme.panel; border.color: Theme.border; radius: 6 }
    RowLayout {
        spacing: 2
        Repeater {
            model: [
                { kind: "producer", text: qsTr("+ Producer") },
                { kind: "cluster", text: qsTr("+ Standard") },
                { kind: "express", text: qsTr("+ Express") },
                { kind: "group", text: qsTr("+ Group") }
            ]
            delegate: ToolButton {
                required property var modelData
                text: modelData.text
                font.pixelSize: Theme.fontSmall
                onClicked: palette.addRequested(modelData.kind)
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Add to the middle of the view (or right-click the canvas)")
            }
        }
        ToolSeparator {}
        ToolButton { text: "\u2212"; font.pixelSize: Theme.fontSmall; onClicked: palette.zoomRequested(1 / 1.2); ToolTip.visible: hovered; ToolTip.text: qsTr("Zoom out (Ctrl+wheel)") }
        ToolButton { text: "+"; font.pixelSize: Theme.fontSmall; onClicked: palette.zoomRequested(1.2); ToolTip.visible: hovered; ToolTip.text: qsTr("Zoom in (Ctrl+wheel)") }
        ToolButton { text: qsTr("Fit"); font.pixelSize: Theme.fontSmall; onClicked: palette.fitRequested(); ToolTip.visible: hovered; ToolTip.text: qsTr("Fit to view (Ctrl+0)") }
    }
}
