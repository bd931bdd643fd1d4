pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls

// One of the lesson panel's tabs. The tabs share the panel's width; when a label is longer than its
// share (classroom type, a longer language) it breaks between words onto a second line, and a word
// still too long is drawn smaller, down to 60%, rather than cut.
TabButton {
    id: button
    objectName: "lessonTabButton"
    contentItem: Text {
        text: button.text
        font: button.font
        color: button.palette.buttonText
        horizontalAlignment: Text.AlignHCenter
        verticalAlignment: Text.AlignVCenter
        wrapMode: Text.WordWrap
        maximumLineCount: 2
        fontSizeMode: Text.HorizontalFit
        minimumPixelSize: Math.round(button.font.pixelSize * 0.6)
        elide: Text.ElideRight
    }
}
