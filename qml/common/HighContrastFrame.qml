pragma ComponentBehavior: Bound
import QtQuick
import Mqlab

// A text box's outline in the high-contrast theme. Fusion draws a box's frame a shade darker than
// the window, and on a black window that shade is black: the box would vanish.
Rectangle {
    anchors.fill: parent
    visible: Theme.highContrast
    color: "transparent"
    border.color: Theme.border
    border.width: 1
    radius: 2
}
