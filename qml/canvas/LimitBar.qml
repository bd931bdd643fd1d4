pragma ComponentBehavior: Bound
import QtQuick
import Mqlab

// One limit of a card: a bar that stops at 100%, the sizing line, and the formula on hover.
Item {
    id: bar
    // One row of the card's LimitModel: each a role, so a step updates only what moved.
    required property string key
    required property string label
    required property string text
    required property real percent          // stops at 100
    required property real sizingPercent    // -1: none
    required property int status       // a LimitStatus
    required property string spoken    // "network 113.8 percent, saturated"
    required property string nodeId
    required property Workbench workbench
    property bool glance: false   // the card is below readable size: the figure hides and holds its text

    objectName: "limit-" + nodeId + "-" + key
    Accessible.role: Accessible.StaticText
    Accessible.name: bar.spoken
    implicitHeight: Theme.cardFontSmall + 12
    implicitWidth: 200

    Text {
        id: label
        text: bar.label
        color: Theme.muted
        font.pixelSize: Theme.cardFontSmall
        width: parent.width * 0.42
        elide: Text.ElideRight
        anchors.verticalCenter: parent.verticalCenter
    }
    Rectangle {
        id: track
        anchors.left: label.right
        anchors.right: value.left
        anchors.rightMargin: 6
        anchors.verticalCenter: parent.verticalCenter
        height: 7
        radius: 3
        color: Theme.track
        Rectangle {
            width: parent.width * Math.min(1, Math.max(0, bar.percent / 100))
            height: parent.height
            radius: 3
            color: Theme.statusColor(bar.status)
        }
        Rectangle {   // the sizing line: 80% on Standard, the sustained figure on Express
            visible: bar.sizingPercent > 0 && bar.sizingPercent < 100
            x: parent.width * bar.sizingPercent / 100
            width: 1
            height: parent.height + 4
            y: -2
            color: Theme.text
            opacity: 0.55
        }
    }
    Text {
        id: value
        anchors.right: parent.right
        anchors.verticalCenter: parent.verticalCenter
        width: Theme.cardFontSmall * 4.2
        horizontalAlignment: Text.AlignRight
        opacity: bar.glance ? 0 : 1
        Binding on text { value: bar.text; when: !bar.glance; restoreMode: Binding.RestoreNone }
        color: bar.status === LimitStatus.Ok ? Theme.text : Theme.statusColor(bar.status)
        font.pixelSize: Theme.cardFontSmall
        font.bold: bar.status === LimitStatus.Saturated
    }
    HoverHandler {
        id: hover
        // Built on hover, and again on each recompute while the pointer rests here (it reads revision).
        onHoveredChanged: Tips.follow(bar, hover.hovered, () => bar.workbench.revision >= 0 ? bar.workbench.limitFormula(bar.nodeId, bar.key) : "", 400)
    }
}
