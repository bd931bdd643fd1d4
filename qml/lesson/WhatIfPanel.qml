pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import Mqlab

// A page's "what if" button and what it shows: each bar as the design is and after the change, then
// the page's words about it. Every figure is the engine's, for the canvas as it is now.
Column {
    id: panel
    required property whatIfView whatIf  // a page without a what-if has no button text
    property bool shown: false
    visible: whatIf.button !== ""
    spacing: 10

    Button {
        objectName: "whatIfButton"
        text: panel.shown ? "\u2713 " + panel.whatIf.button : panel.whatIf.button
        checkable: true
        checked: panel.shown
        onToggled: panel.shown = checked
        font.pixelSize: Theme.fontNormal
    }
    Rectangle {
        objectName: "whatIfResult"
        visible: panel.shown
        width: parent.width
        height: result.implicitHeight + 20
        radius: 6
        color: Theme.card
        border.color: Theme.border
        Column {
            id: result
            x: 12
            y: 10
            width: parent.width - 24
            spacing: 8
            LessonHeading {
                width: parent.width
                text: panel.whatIf.heading
            }
            Repeater {
                model: panel.whatIf.bars
                delegate: Column {
                    id: barGroup
                    required property whatIfBar modelData
                    width: result.width
                    spacing: 2
                    LessonParagraph {
                        width: parent.width
                        text: barGroup.modelData.label
                    }
                    WhatIfBar {
                        width: parent.width
                        caption: qsTr("Now")
                        percent: barGroup.modelData.beforePercent
                        sizingPercent: barGroup.modelData.sizingPercent
                        status: barGroup.modelData.beforeStatus
                        figure: barGroup.modelData.beforeText
                        formula: barGroup.modelData.beforeFormula
                    }
                    WhatIfBar {
                        objectName: "whatIfAfter"
                        width: parent.width
                        caption: qsTr("After")
                        percent: barGroup.modelData.afterPercent
                        sizingPercent: barGroup.modelData.sizingPercent
                        status: barGroup.modelData.afterStatus
                        figure: barGroup.modelData.afterText
                        formula: barGroup.modelData.afterFormula
                    }
                }
            }
            Repeater {
                model: panel.whatIf.paragraphs
                delegate: LessonParagraph {
                    required property string modelData
                    width: result.width
                    text: modelData
                }
            }
        }
    }
}
