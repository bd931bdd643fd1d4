pragma ComponentBehavior: Bound
import QtQuick
import Mqlab
import QtQuick.Controls

// The month's bill, line by line, as the engine computed it.
Popup {
    id: popup
    required property Workbench workbench
    y: parent.height + 4
    width: Math.max(parent.width, 440)
    padding: 12
    focus: true   // Escape closes it
    background: Rectangle { color: Theme.panel; border.color: Theme.border; radius: 8 }
    Column {
        width: popup.availableWidth
        spacing: 6
        Text { text: popup.workbench.report.billTitle; font.bold: true; color: Theme.text; font.pixelSize: Theme.fontNormal }
        Repeater {
            model: popup.workbench.report.costLines
            delegate: Item {
                id: line
                required property string item
                required property string detail
                required property string usd
                required property bool warn      // a derived, rebuilt or assumed price: in the warning colour
                required property string mark    // "rebuilt" or "assumed": the price's status in the catalogue
                required property string markTip
                width: parent.width
                height: Math.max(words.height, amount.height)
                Column {
                    id: words
                    width: parent.width - amount.width - 12
                    Row {
                        spacing: 6
                        Text { text: line.item; color: Theme.text; font.pixelSize: Theme.fontSmall }
                        Rectangle {   // the mark a tile carries too, with its tip
                            objectName: "billMark"
                            visible: line.mark !== ""
                            anchors.verticalCenter: parent.verticalCenter
                            width: markWord.implicitWidth + 8
                            height: markWord.implicitHeight
                            radius: 3
                            color: "transparent"
                            border.color: Theme.warn
                            Text { id: markWord; anchors.centerIn: parent; text: line.mark; color: Theme.warn; font.pixelSize: Theme.fontSmall }
                            HoverHandler { id: markHover }
                            ToolTip.visible: markHover.hovered
                            ToolTip.text: line.markTip
                        }
                    }
                    Text {
                        width: parent.width
                        text: line.detail
                        color: line.warn ? Theme.warn : Theme.muted
                        font.pixelSize: Theme.fontSmall
                        wrapMode: Text.Wrap
                    }
                }
                Text { id: amount; anchors.right: parent.right; text: line.usd; color: Theme.text; font.pixelSize: Theme.fontSmall; font.bold: true }
            }
        }
        Rectangle { width: parent.width; height: 1; color: Theme.border }
        Item {
            width: parent.width
            height: total.height
            Text { text: qsTr("Total"); color: Theme.text; font.bold: true; font.pixelSize: Theme.fontSmall }
            Text { id: total; anchors.right: parent.right; text: popup.workbench.report.costTotal; color: Theme.text; font.bold: true; font.pixelSize: Theme.fontSmall }
        }
    }
}
