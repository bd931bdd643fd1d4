pragma ComponentBehavior: Bound
import QtQuick
import Mqlab

// The finished run: each segment's time against its plan, coloured as its clock was, and the
// check-ins revealed.
Column {
    id: summary
    required property var rows     // a list of rehearsalSummaryRow
    required property string total
    spacing: 4

    LessonParagraph { width: summary.width; objectName: "rehearsalSummaryTotal"; text: summary.total }
    Repeater {
        model: summary.rows
        delegate: Column {
            id: line
            required property int index
            required property rehearsalSummaryRow modelData
            objectName: "rehearsalSummaryRow-" + index
            width: summary.width
            spacing: 0
            Item {
                width: line.width
                height: name.implicitHeight
                Text {
                    id: name
                    anchors.left: parent.left
                    anchors.right: figures.left
                    anchors.rightMargin: 8
                    elide: Text.ElideRight
                    color: line.modelData.skipped ? Theme.muted : Theme.text
                    font.pixelSize: Theme.fontSmall
                    text: line.modelData.title
                }
                Text {
                    id: figures
                    anchors.right: parent.right
                    color: line.modelData.status === RehearsalOverrun.Red ? Theme.red : line.modelData.status === RehearsalOverrun.Amber ? Theme.warn : Theme.text
                    font.pixelSize: Theme.fontSmall
                    font.bold: line.modelData.status !== RehearsalOverrun.Ok
                    text: line.modelData.skipped ? qsTr("skipped (plan %1)").arg(line.modelData.planned)
                                                 : qsTr("%1 / %2  %3").arg(line.modelData.actual).arg(line.modelData.planned).arg(line.modelData.diff)
                }
            }
            Text {
                visible: line.modelData.checkIns !== ""
                width: line.width
                color: Theme.muted
                font.pixelSize: Theme.fontSmall - 1
                text: qsTr("Check-ins: %1").arg(line.modelData.checkIns)
            }
        }
    }
}
