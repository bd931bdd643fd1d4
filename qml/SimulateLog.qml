pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import Mqlab

// The run's state at the scrubber's time and the event log up to it, the newest entry last (in
// view): scrub back and the log goes back with it. Texts are the engine's.
Item {
    id: log
    objectName: "simLogView"
    required property SimulationRun run

    Text {
        id: state
        objectName: "simCursorText"
        width: parent.width
        text: log.run.cursorText
        wrapMode: Text.Wrap
        color: Theme.text
        font.pixelSize: Theme.fontSmall
    }
    Text {
        id: counted
        objectName: "simLogCount"
        anchors.top: state.bottom
        anchors.topMargin: 2
        width: parent.width
        text: log.run.logCountText
        wrapMode: Text.Wrap
        color: Theme.muted
        font.pixelSize: Theme.fontSmall
    }
    ListView {
        id: list
        objectName: "simLogList"
        anchors.top: counted.bottom
        anchors.topMargin: 4
        anchors.bottom: parent.bottom
        width: parent.width
        clip: true
        model: log.run.cursorLog
        ScrollBar.vertical: ScrollBar { }
        delegate: Text {
            required property string modelData
            width: ListView.view.width
            text: modelData
            wrapMode: Text.Wrap   // what happened comes last in an entry: never cut it
            color: Theme.text
            font.pixelSize: Theme.fontSmall
            font.family: "monospace"
        }
        onCountChanged: positionViewAtEnd()
        Connections {
            target: log.run
            function onCursorChanged() { list.positionViewAtEnd() }
        }
    }
}
