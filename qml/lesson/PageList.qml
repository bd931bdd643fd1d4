pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import Mqlab

// The Pages tab's list: the side pages this stage links to.
Flickable {
    id: list
    required property var pages          // a list of pageLinkEntry
    signal pageOpened(string id)

    contentWidth: width
    contentHeight: column.height + 24
    clip: true
    boundsBehavior: Flickable.StopAtBounds
    ScrollBar.vertical: ScrollBar { id: bar }

    Column {
        id: column
        x: 12
        y: 12
        width: list.width - 24 - (bar.visible ? bar.width : 0)
        spacing: 8
        LessonHeading {
            width: parent.width
            text: qsTr("Side pages")
        }
        LessonParagraph {
            width: parent.width
            color: Theme.muted
            text: list.pages.length > 0
                  ? qsTr("Questions an interviewer may follow up with, worked out on this canvas.")
                  : qsTr("No side pages go with this canvas. The stages that have them list them here.")
        }
        Repeater {
            model: list.pages
            delegate: PageLink {
                required property pageLinkEntry modelData
                objectName: "page-" + modelData.id
                width: column.width
                title: modelData.title
                onOpened: list.pageOpened(modelData.id)
            }
        }
    }
}
