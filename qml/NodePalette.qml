pragma ComponentBehavior: Bound
import QtQuick
import Mqlab
import QtQuick.Controls
import QtQuick.Layouts

// The palette: add a node, zoom and fit.
Pane {
    id: root   // not `palette`: that name is the Control's own palette property
    signal addRequested(string kind)
    signal fitRequested()
    signal zoomRequested(real factor)

    padding: 4
    background: Rectangle { color: Theme.panel; border.color: Theme.border; radius: 6 }
    RowLayout {
        spacing: 2
        Repeater {
            model: AddEntries {} // one button a kind, from the engine's registry
            delegate: ToolButton {
                required property string entry
                required property string buttonText
                objectName: "add-" + entry
                text: buttonText
                font.pixelSize: Theme.fontSmall
                onClicked: root.addRequested(entry)
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Add to the middle of the view (or right-click the canvas)")
            }
        }
        ToolSeparator {}
        ToolButton { objectName: "zoomOut"; text: "\u2212"; font.pixelSize: Theme.fontSmall; onClicked: root.zoomRequested(1 / 1.2); ToolTip.visible: hovered; ToolTip.text: qsTr("Zoom out (Ctrl+wheel)") }
        ToolButton { objectName: "zoomIn"; text: "+"; font.pixelSize: Theme.fontSmall; onClicked: root.zoomRequested(1.2); ToolTip.visible: hovered; ToolTip.text: qsTr("Zoom in (Ctrl+wheel)") }
        ToolButton { objectName: "fitButton"; text: qsTr("Fit"); font.pixelSize: Theme.fontSmall; onClicked: root.fitRequested(); ToolTip.visible: hovered; ToolTip.text: qsTr("Fit to view (Ctrl+0)") }
    }
}
