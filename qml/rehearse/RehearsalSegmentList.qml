pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import Mqlab

// The plan's segments with their state: done (with its time and colour), current, skipped, or
// ahead; before a run, each with its minutes in the plan. During a run, clicking a later segment
// skips ahead to it (the ones between count as skipped) and an earlier one goes back to it.
Column {
    id: list
    required property var segments        // a list of rehearsalSegment
    required property string currentSpent   // the live time of the current segment, "3:12"
    required property int currentStatus  // its live overrun status, a RehearsalOverrun
    required property bool idle             // no run yet: the plan's minutes
    property bool canMove: true
    signal moveRequested(int index)
    spacing: 2

    Repeater {
        model: list.segments
        delegate: Rectangle {
            id: row
            required property int index
            required property rehearsalSegment modelData
            readonly property bool ahead: row.modelData.state === SegmentState.Ahead
            readonly property bool live: row.modelData.state === SegmentState.Current
            readonly property int status: row.live ? list.currentStatus : row.modelData.status
            objectName: "rehearsalSegment-" + index
            width: list.width
            height: label.implicitHeight + 10
            radius: 4
            color: row.live ? Theme.highlight : area.enabled && area.containsMouse ? Theme.track : "transparent"
            Rectangle {
                id: dot
                x: 6
                anchors.verticalCenter: parent.verticalCenter
                width: 8
                height: 8
                radius: 4
                color: row.modelData.state === SegmentState.Skipped || row.ahead ? Theme.border
                       : row.status === RehearsalOverrun.Red ? Theme.red
                       : row.status === RehearsalOverrun.Amber ? Theme.warn : Theme.ok
            }
            Text {
                id: label
                objectName: "rehearsalSegmentTitle-" + row.index
                anchors.left: dot.right
                anchors.leftMargin: 8
                anchors.right: time.left
                anchors.rightMargin: 6
                anchors.verticalCenter: parent.verticalCenter
                wrapMode: Text.Wrap
                color: row.modelData.state === SegmentState.Skipped ? Theme.muted : Theme.text
                font.pixelSize: Theme.fontSmall
                font.bold: row.modelData.state === SegmentState.Current
                font.strikeout: row.modelData.state === SegmentState.Skipped
                text: row.modelData.title
            }
            Text {
                id: time
                objectName: "rehearsalSegmentTime-" + row.index
                anchors.right: parent.right
                anchors.rightMargin: 6
                anchors.verticalCenter: parent.verticalCenter
                color: Theme.muted
                font.pixelSize: Theme.fontSmall
                text: list.idle ? row.modelData.span
                      : row.modelData.state === SegmentState.Ahead || row.modelData.state === SegmentState.Skipped
                      ? row.modelData.planned
                      : qsTr("%1 / %2").arg(row.live ? list.currentSpent : row.modelData.actual).arg(row.modelData.planned)
            }
            MouseArea {
                id: area
                anchors.fill: parent
                hoverEnabled: true
                enabled: list.canMove && !row.live
                cursorShape: enabled ? Qt.PointingHandCursor : Qt.ArrowCursor
                onClicked: list.moveRequested(row.index)
                ToolTip.visible: enabled && containsMouse
                ToolTip.text: row.modelData.state === SegmentState.Ahead ? qsTr("Skip ahead to this segment")
                              : qsTr("Go to this segment; its clock carries on")
            }
        }
    }
}
