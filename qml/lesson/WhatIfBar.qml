pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import Mqlab

// One row of a what-if: a caption, a bar that stops at 100% with the sizing line, and the figure;
// the formula with its numbers shows on hover.
Item {
    id: row
    required property string caption
    required property real percent      // may pass 100; the bar stops there and the text says the rest
    required property real sizingPercent // 0 when the limit has none
    required property int status        // a LimitStatus
    required property string figure
    required property string formula

    implicitHeight: Math.max(Theme.fontNormal, Theme.fontSmall) + 14
    implicitWidth: 240

    Text {
        id: caption
        width: parent.width * 0.28
        anchors.verticalCenter: parent.verticalCenter
        elide: Text.ElideRight
        color: Theme.muted
        font.pixelSize: Theme.fontSmall
        text: row.caption
    }
    Rectangle {
        id: track
        anchors.left: caption.right
        anchors.right: value.left
        anchors.rightMargin: 8
        anchors.verticalCenter: parent.verticalCenter
        height: 10
        radius: 4
        color: Theme.track
        Rectangle {
            width: parent.width * Math.min(1, Math.max(0, row.percent / 100))
            height: parent.height
            radius: 4
            color: Theme.statusColor(row.status)
            Behavior on width { NumberAnimation { duration: 220; easing.type: Easing.OutCubic } }
        }
        Rectangle {
            visible: row.sizingPercent > 0
            x: parent.width * row.sizingPercent / 100
            y: -3
            width: 1
            height: parent.height + 6
            color: Theme.text
            opacity: 0.55
        }
    }
    Text {
        id: value
        objectName: "whatIfValue"
        anchors.right: parent.right
        anchors.verticalCenter: parent.verticalCenter
        width: Theme.fontNormal * 4.4
        horizontalAlignment: Text.AlignRight
        color: row.status === LimitStatus.Ok ? Theme.text : Theme.statusColor(row.status)
        font.pixelSize: Theme.fontNormal
        font.bold: row.status === LimitStatus.Saturated
        text: row.figure
    }
    HoverHandler { id: hover }
    ToolTip.visible: hover.hovered && row.formula !== ""
    ToolTip.delay: 300
    ToolTip.text: row.formula
}
