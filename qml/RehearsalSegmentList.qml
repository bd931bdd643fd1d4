pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import Mqlab

// The plan's segments with their state: done (with its time and colour), current, skipped, or
// ahead. Clicking a segment ahead skips to it; the ones between count as skipped.
Column {
    id: list
    required property var segments        // [{title, planned, actual, status, state}]
    required property string currentSpent   // the live time of the current segment, "3:12"
    required property string currentStatus  // its live overrun status
    property bool canSkip: true
    signal skipRequested(int index)
    spacing: 2

    Repeater {
        model: list.segments
        delegate: Rectangle {
            id: row
            required property int index
            required property var modelData
            readonly property bool ahead: row.modelData.state === "ahead"
            readonly property bool live: row.modelData.state === "current"
            readonly property string status: row.live ? list.currentStatus : row.modelData.status
            objectName: "rehearsalSegment-" + index
            width: list.width
            height: label.implicitHeight + 10
            radius: 4
            color: row.modelData.state === "current" ? Theme.highlight : area.containsMouse && row.ahead ? Theme.track : "transparent"
            Rectangle {
                id: dot
                x: 6
                anchors.verticalCenter: parent.verticalCenter
                width: 8
                height: 8
                radius: 4
                color: row.modelData.state === "skipped" || row.ahead ? Theme.border
                       : row.status === "red" ? Theme.red
                       : row.status === "amber" ? Theme.warn : Theme.ok
            }
            Text {
                id: label
                anchors.left: dot.right
                anchors.leftMargin: 8
                anchors.right: time.left
                anchors.rightMargin: 6
                anchors.verticalCenter: parent.verticalCenter
                elide: Text.ElideRight
                color: row.modelData.state === "skipped" ? Theme.muted : Theme.text
                font.pixelSize: Theme.fontSmall
                font.bold: row.modelData.state === "current"
                font.strikeout: row.modelData.state === "skipped"
                text: row.modelData.title
            }
            Text {
                id: time
                anchors.right: parent.right
                anchors.rightMargin: 6
                anchors.verticalCenter: parent.verticalCenter
                color: Theme.muted
                font.pixelSize: Theme.fontSmall
                text: row.modelData.state === "ahead" || row.modelData.state === "skipped"
                      ? row.modelData.planned
                      : qsTr("%1 / %2").arg(row.live ? list.currentSpent : row.modelData.actual).arg(row.modelData.planned)
            }
            MouseArea {
                id: area
                anchors.fill: parent
                hoverEnabled: true
                enabled: list.canSkip && row.ahead
                cursorShape: enabled ? Qt.PointingHandCursor : Qt.ArrowCursor
                onClicked: list.skipRequested(row.index)
                ToolTip.visible: containsMouse
                ToolTip.text: qsTr("Skip ahead to this segment")
            }
        }
    }
}
