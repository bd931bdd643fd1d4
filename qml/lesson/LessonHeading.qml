pragma ComponentBehavior: Bound
import QtQuick
import Mqlab

// A small heading over a part of the lesson: "The interviewer asks", "Say it out loud".
Text {
    wrapMode: Text.Wrap
    textFormat: Text.PlainText
    color: Theme.muted
    font.pixelSize: Theme.fontSmall
    font.bold: true
    font.capitalization: Font.AllUppercase
    font.letterSpacing: 0.6
}
