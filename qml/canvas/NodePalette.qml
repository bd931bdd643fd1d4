pragma ComponentBehavior: Bound
import QtQuick
import Mqlab
import QtQuick.Controls

// The palette: add a node, zoom and fit. Its add buttons are the kinds that fit the design on the
// canvas (AddEntries); those that do not fit in maxWidth go under "More…", so the palette never runs
// past the canvas at any window size or type size.
Pane {
    id: root   // not `palette`: that name is the Control's own palette property
    objectName: "nodePalette"
    property Workbench workbench: null   // set by DesignCanvas's loader on each load; null: the first seed's kinds
    property real maxWidth: 100000   // the room the canvas leaves it (DesignCanvas binds it)
    signal addRequested(string kind)
    signal fitRequested()
    signal zoomRequested(real factor)

    // How many add buttons stand in the row: all when they fit beside the zoom buttons, else as many
    // as fit with "More…" beside them.
    readonly property int shown: {
        const room = maxWidth - leftPadding - rightPadding - tail.implicitWidth
        let widths = []
        let total = 0
        for (let i = 0; i < buttons.count; ++i) {
            const b = buttons.itemAt(i) as ToolButton
            if (!b)
                return 0
            widths.push(b.implicitWidth + row.spacing)
            total += b.implicitWidth + row.spacing
        }
        if (total <= room)
            return buttons.count
        let used = more.implicitWidth + row.spacing
        for (let j = 0; j < widths.length; ++j) {
            used += widths[j]
            if (used > room)
                return j
        }
        return widths.length
    }

    padding: 4
    background: Rectangle { color: Theme.panel; border.color: Theme.border; radius: 6 }
    AddEntries { id: entries; workbench: root.workbench } // one a kind, from the engine's registry
    Row {
        id: row
        spacing: 2
        Repeater {
            id: buttons
            model: entries
            delegate: ToolButton {
                required property string entry
                required property string buttonText
                required property int index
                objectName: "add-" + entry
                visible: index < root.shown
                text: buttonText
                font.pixelSize: Theme.fontSmall
                onClicked: root.addRequested(entry)
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Add to the middle of the view (or right-click the canvas)")
            }
        }
        ToolButton {
            id: more
            objectName: "paletteMore"
            visible: root.shown < buttons.count
            text: qsTr("More\u2026")
            font.pixelSize: Theme.fontSmall
            onClicked: moreMenu.open()
            ToolTip.visible: hovered && !moreMenu.visible
            ToolTip.text: qsTr("The kinds that do not fit in this row")
            Menu {
                id: moreMenu
                objectName: "paletteMoreMenu"
                y: -height   // the palette sits at the canvas's foot: open upwards
                Instantiator {
                    model: entries
                    delegate: MenuItem {
                        required property string entry
                        required property string menuText
                        required property int index
                        objectName: "more-" + entry
                        visible: index >= root.shown
                        height: visible ? implicitHeight : 0
                        text: menuText
                        font.pixelSize: Theme.fontSmall
                        onTriggered: root.addRequested(entry)
                    }
                    onObjectAdded: (index, object) => moreMenu.insertItem(index, object)
                    onObjectRemoved: (index, object) => moreMenu.removeItem(object)
                }
            }
        }
        Row {
            id: tail
            spacing: 2
            ToolSeparator {}
            ToolButton { objectName: "zoomOut"; text: "\u2212"; font.pixelSize: Theme.fontSmall; onClicked: root.zoomRequested(1 / 1.2); ToolTip.visible: hovered; ToolTip.text: qsTr("Zoom out (Ctrl+wheel)") }
            ToolButton { objectName: "zoomIn"; text: "+"; font.pixelSize: Theme.fontSmall; onClicked: root.zoomRequested(1.2); ToolTip.visible: hovered; ToolTip.text: qsTr("Zoom in (Ctrl+wheel)") }
            ToolButton { objectName: "fitButton"; text: qsTr("Fit"); font.pixelSize: Theme.fontSmall; onClicked: root.fitRequested(); ToolTip.visible: hovered; ToolTip.text: qsTr("Fit to view (Ctrl+0)") }
        }
    }
}
