pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import Mqlab

// A menu entry that shows its shortcut on the right, as desktop menus do. An Action with more than
// one key names them all in a `keys` property of its own ("Ctrl+Shift+Z, Ctrl+Y").
MenuItem {
    id: entry
    // The letter after "&" in the text ("Add a consumer &group": g), pressed while the menu is open,
    // picks the entry: Qt Quick's menus of 6.4 have no mnemonics of their own.
    readonly property string mnemonic: {
        const m = /&([^&])/.exec(entry.text)
        return m ? m[1].toLowerCase() : ""
    }
    Shortcut {
        enabled: entry.mnemonic !== "" && entry.enabled && entry.menu !== null && entry.menu.opened
        sequence: entry.mnemonic
        onActivated: {
            // Closed first: the entry may open a stage and take this menu with it.
            const menu = entry.menu
            if (menu)
                menu.dismiss()
            if (entry.action)
                entry.action.trigger()
            else
                entry.triggered()
        }
    }
    property string keys: entry.action === null ? ""
                          // qmllint: `keys` is our own property on some Actions (read when there); the content has ids, so it is built at once.
                          : (entry.action.keys !== undefined ? entry.action.keys : KeyText.of(entry.action.shortcut))  // qmllint disable type
    contentItem: Item {  // qmllint disable deferred-property-id
        readonly property real indicatorPadding: entry.checkable && entry.indicator ? entry.indicator.width + entry.spacing : 0
        readonly property real arrowPadding: entry.subMenu && entry.arrow ? entry.arrow.width + entry.spacing : 0
        implicitWidth: indicatorPadding + label.implicitWidth + (entry.keys !== "" ? keysLabel.implicitWidth + 32 : 0) + arrowPadding
        implicitHeight: Math.max(label.implicitHeight, keysLabel.implicitHeight)
        Text {
            id: label
            x: parent.indicatorPadding
            anchors.verticalCenter: parent.verticalCenter
            // The mnemonic's letter underlined, its marker not shown.
            textFormat: Text.StyledText
            text: entry.text.replace(/&/g, "\u0001").replace(/</g, "&lt;").replace(/\u0001\u0001/g, "&amp;")
                            .replace(/\u0001(.)/, "<u>$1</u>").replace(/\u0001/g, "")
            font: entry.font
            color: entry.highlighted ? entry.palette.highlightedText : entry.palette.windowText
        }
        Text {
            id: keysLabel
            anchors.right: parent.right
            anchors.rightMargin: parent.arrowPadding
            anchors.verticalCenter: parent.verticalCenter
            text: entry.keys
            font: entry.font
            color: entry.highlighted ? entry.palette.highlightedText : Theme.muted
        }
    }
}
