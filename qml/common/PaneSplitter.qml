pragma ComponentBehavior: Bound
import QtQuick
import Mqlab

// The handle between the canvas and a side panel: drag it to widen or narrow the panel. Plain
// Qt Quick, so the first frame needs no Qt Quick Controls.
Item {
    id: splitter
    required property real paneWidth   // the panel's width now
    property int direction: 1          // 1: the panel is on the left of the handle; -1: on its right
    signal resized(real width)         // the width asked for; the panel clamps it

    implicitWidth: 8
    Rectangle {
        anchors.horizontalCenter: parent.horizontalCenter
        width: drag.active || hover.hovered ? 3 : 1
        height: parent.height
        color: drag.active || hover.hovered ? Theme.accent : Theme.border
    }
    HoverHandler { id: hover; cursorShape: Qt.SplitHCursor }
    DragHandler {
        id: drag
        target: null
        xAxis.enabled: true
        yAxis.enabled: false
        property real start
        onActiveChanged: if (active) start = splitter.paneWidth
        onTranslationChanged: if (active) splitter.resized(start + splitter.direction * translation.x)
    }
}
