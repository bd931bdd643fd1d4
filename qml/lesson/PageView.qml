pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import Mqlab

// One side page, filled from the canvas: its paragraphs, the trade-off, a line to say out loud and a
// check-in whose answer stays hidden until asked for. "All pages" goes back to the list.
Item {
    id: pageView
    required property sidePage page      // filled from the canvas, or its problem; no id: no page open
    property bool revealed: false
    property alias whatIfShown: whatIfPanel.shown
    signal closed()

    Rectangle {
        id: top
        width: parent.width
        height: back.implicitHeight + 16
        color: Theme.panel
        Button {
            id: back
            objectName: "pageBack"
            x: 12
            y: 8
            text: "\u25c0 " + qsTr("All pages")
            onClicked: pageView.closed()
        }
        Rectangle { anchors.bottom: parent.bottom; width: parent.width; height: 1; color: Theme.border }
    }

    Flickable {
        id: view
        objectName: "pageScroll"
        anchors.top: top.bottom
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        contentWidth: width
        contentHeight: column.height + 24
        clip: true
        boundsBehavior: Flickable.StopAtBounds
        ScrollBar.vertical: ScrollBar { id: bar }

        Column {
            id: column
            x: 12
            y: 12
            width: view.width - 24 - (bar.visible ? bar.width : 0)
            spacing: 12
            Text {
                objectName: "pageTitle"
                width: parent.width
                wrapMode: Text.Wrap
                color: Theme.text
                font.pixelSize: Theme.fontLarge
                font.bold: true
                text: pageView.page.title
            }
            Text {
                visible: text !== ""
                width: parent.width
                wrapMode: Text.Wrap
                color: Theme.red
                font.pixelSize: Theme.fontSmall
                text: pageView.page.problem
            }
            Column {
                id: paragraphs
                width: parent.width
                spacing: 10
                Repeater {
                    model: pageView.page.paragraphs
                    delegate: LessonParagraph {
                        required property string modelData
                        width: paragraphs.width
                        text: modelData
                    }
                }
            }
            WhatIfPanel {
                id: whatIfPanel
                width: parent.width
                whatIf: pageView.page.whatIf
            }
            LessonSection {
                width: parent.width
                heading: qsTr("The trade-off")
                body: pageView.page.tradeoff
            }
            LessonSection {
                width: parent.width
                heading: qsTr("Say it out loud")
                body: pageView.page.sayIt
                emphasis: true
            }
            LessonCheckIn {
                width: parent.width
                question: pageView.page.question
                answer: pageView.page.answer
                revealed: pageView.revealed
                onToggleRequested: pageView.revealed = !pageView.revealed
            }
        }
    }
}
