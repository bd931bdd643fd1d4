pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import Mqlab

// Shows the tooltip Tips names, above the item under the pointer. Built after the first frame.
ToolTip {
    id: tip
    objectName: "tipLayer"
    required property Item fallbackParent   // a parent while no item is named
    parent: Tips.target !== null ? Tips.target : tip.fallbackParent
    text: Tips.target !== null && Tips.textOf ? Tips.textOf() : ""
    delay: Tips.delay
    visible: Tips.target !== null && tip.text !== ""
}
