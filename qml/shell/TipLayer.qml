pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import Mqlab

// Shows the tooltip Tips names, centred above the item under the pointer (below it at the top of
// the window). It lives in the window's content, so it always has a window to open in, even while
// a card it pointed at is being replaced. Built after the first frame.
ToolTip {
    id: tip
    objectName: "tipLayer"
    required property Item area   // the window's content: the tooltip's parent and coordinates
    parent: tip.area
    readonly property rect over: Tips.target !== null
                                 ? Tips.target.mapToItem(tip.area, 0, 0, Tips.target.width, Tips.target.height)
                                 : Qt.rect(0, 0, 0, 0)
    x: Math.max(0, Math.min(tip.area.width - tip.width, tip.over.x + tip.over.width / 2 - tip.width / 2))
    y: tip.over.y - tip.height - 4 >= 0 ? tip.over.y - tip.height - 4 : tip.over.y + tip.over.height + 4
    // qmllint: Tips.textOf holds the hovered part's function (Tips.follow), a var by design.
    text: Tips.target !== null && Tips.textOf ? Tips.textOf() : ""  // qmllint disable type
    delay: Tips.delay
    visible: Tips.target !== null && tip.text !== ""
}
