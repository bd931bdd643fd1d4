pragma ComponentBehavior: Bound
import QtQuick
import Mqlab

// A titled list of short texts in the verdict: cautions, the parts of the brief given up, or the
// moves that cannot shift this wall (each with its title).
Column {
    id: notes
    required property string heading
    required property var items      // strings, or wrongMove values (a title and its reason)
    property color accent: Theme.text
    visible: items.length > 0
    spacing: 4

    LessonHeading { width: notes.width; text: notes.heading }
    Repeater {
        model: notes.items
        delegate: Column {
            id: note
            required property int index
            required property var modelData
            width: notes.width
            spacing: 2
            Text {
                visible: typeof note.modelData === "object"
                width: note.width
                wrapMode: Text.Wrap
                color: notes.accent
                font.pixelSize: Theme.fontNormal
                font.bold: true
                text: typeof note.modelData === "object" ? note.modelData.title : ""
            }
            LessonParagraph {
                objectName: notes.objectName + "-" + note.index
                width: note.width
                font.pixelSize: Theme.fontSmall
                text: typeof note.modelData === "object" ? note.modelData.reason : "\u2022 " + note.modelData
            }
        }
    }
}
