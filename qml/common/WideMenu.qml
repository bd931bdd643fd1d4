pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import Mqlab

// A menu as wide as its widest entry, so no title is cut, each entry showing its shortcut.
Menu {
    id: menu
    delegate: ShortcutMenuItem {}
    width: {
        let widest = 200
        for (let i = 0; i < menu.count; ++i) {
            const item = menu.itemAt(i)
            if (item)
                widest = Math.max(widest, item.implicitWidth)
        }
        return widest + menu.leftPadding + menu.rightPadding
    }
}
