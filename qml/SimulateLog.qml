pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import Mqlab

// The run's event log, two ways: up to the scrubber's time (the newest entry last, in view; scrub
// back and the log goes back with it, with the run's state at that time above it), or the slowest
// batch's whole life, step by step (a step puts the scrubber at its time). Texts are the engine's.
Item {
    id: log
    objectName: "simLogView"
    required property SimulationRun run
    property bool slowest: false   // following the slowest batch, not the log to the cursor

    Row {
        id: modes
        spacing: 4
        PanelTab {
            objectName: "simLogToCursor"
            label: qsTr("Up to the scrubber")
            chosen: !log.slowest
            onPicked: log.slowest = false
        }
        PanelTab {
            objectName: "simLogSlowest"
            visible: log.run.slowestLog.length > 0
            label: qsTr("The slowest batch")
            chosen: log.slowest
            // Following resumes at the step last followed: setting it puts the scrubber at its time.
            onPicked: { log.slowest = true; log.run.slowestStep = log.run.slowestStep }
        }
    }
    Column {
        id: heading
        anchors.top: modes.bottom
        anchors.topMargin: 4
        width: parent.width
        spacing: 2
        Text {
            objectName: "simCursorText"
            visible: !log.slowest
            width: parent.width
            text: log.run.cursorText
            wrapMode: Text.Wrap
            color: Theme.text
            font.pixelSize: Theme.fontSmall
        }
        Text {
            objectName: "simLogCount"
            visible: !log.slowest
            width: parent.width
            text: log.run.logCountText
            wrapMode: Text.Wrap
            color: Theme.muted
            font.pixelSize: Theme.fontSmall
        }
        Text {
            objectName: "simSlowestTitle"
            visible: log.slowest
            width: parent.width
            text: log.run.slowestTitle
            wrapMode: Text.Wrap
            color: Theme.text
            font.pixelSize: Theme.fontSmall
        }
        Row {
            visible: log.slowest
            spacing: 6
            Button {
                id: earlier
                objectName: "simSlowestBack"
                text: qsTr("\u25c0 Earlier")
                enabled: log.run.slowestStep > 0
                font.pixelSize: Theme.fontSmall
                onClicked: log.run.slowestStep = log.run.slowestStep - 1
            }
            Text {
                objectName: "simSlowestStep"
                anchors.verticalCenter: earlier.verticalCenter
                text: log.run.slowestStepText
                color: Theme.text
                font.pixelSize: Theme.fontSmall
            }
            Button {
                objectName: "simSlowestNext"
                text: qsTr("Later \u25b6")
                enabled: log.run.slowestStep < log.run.slowestLog.length - 1
                font.pixelSize: Theme.fontSmall
                onClicked: log.run.slowestStep = log.run.slowestStep + 1
            }
        }
    }
    ListView {
        id: list
        objectName: "simLogList"
        anchors.top: heading.bottom
        anchors.topMargin: 4
        anchors.bottom: parent.bottom
        width: parent.width
        clip: true
        model: log.slowest ? log.run.slowestLog : log.run.cursorLog
        currentIndex: log.slowest ? log.run.slowestStep : -1
        ScrollBar.vertical: ScrollBar { }
        // The followed step is marked in the delegate: a ListView highlight component failed to
        // build under ComponentBehavior: Bound in Qt 6.4 ("Component is not ready").
        delegate: Rectangle {
            id: entry
            required property string modelData
            required property int index
            readonly property bool followed: log.slowest && index === log.run.slowestStep
            width: ListView.view.width
            height: entryText.implicitHeight + 2
            color: followed ? Theme.highlight : "transparent"
            Text {
                id: entryText
                width: parent.width
                text: entry.modelData
                wrapMode: Text.Wrap   // what happened comes last in an entry: never cut it
                color: Theme.text
                font.pixelSize: Theme.fontSmall
                font.family: "monospace"
                font.bold: entry.followed
            }
            TapHandler {   // following the slowest batch, a click follows that step
                enabled: log.slowest
                onTapped: log.run.slowestStep = entry.index
            }
        }
        function showNow() {
            if (log.slowest)
                positionViewAtIndex(currentIndex, ListView.Contain)
            else
                positionViewAtEnd()
        }
        onCountChanged: showNow()
        Connections {
            target: log.run
            function onCursorChanged() { list.showNow() }
            function onSlowestStepChanged() { list.showNow() }
        }
    }
}
