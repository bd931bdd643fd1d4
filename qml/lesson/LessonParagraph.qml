pragma ComponentBehavior: Bound
import QtQuick
import Mqlab

// One paragraph of lesson text: wrapped, plain (a "<" in a figure stays a "<"), in the theme's type.
Text {
    property bool large: false
    wrapMode: Text.Wrap
    textFormat: Text.PlainText
    color: Theme.text
    lineHeight: 1.15
    font.pixelSize: large ? Theme.fontLarge : Theme.fontNormal
}
