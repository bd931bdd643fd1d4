pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import Mqlab

// The run's event log, three ways: up to the scrubber's time (the newest entry last, in view; scrub
// back and the log goes back with it, with the run's state at that time above it), the slowest
// batch's whole life, or the life of a batch picked from a dot on the canvas, step by step (a step
// puts the scrubber at its time). Texts are the engine's.
Item {
    id: log
    objectName: "simLogView"
    required property SimulationRun run
    enum Follow { Cursor, Slowest, Picked }
    property int follow: SimulateLog.Follow.Cursor
    readonly property bool slowest: log.follow === SimulateLog.Follow.Slowest
    readonly property bool picked: log.follow === SimulateLog.Follow.Picked
    readonly property bool stepping: log.slowest || log.picked   // following one batch's steps
    // The followed batch's steps' texts and the step followed, whichever batch it is.
    readonly property var steps: log.picked ? log.run.pickedLog : log.run.slowestLog
    readonly property int step: log.picked ? log.run.pickedStep : log.run.slowestStep
    function followStep(i: int) {
        if (log.picked)
            log.run.pickedStep = i
        else
            log.run.slowestStep = i
    }
    Connections {   // a dot picked on the canvas: follow its batch
        target: log.run
        function onBatchPicked() { log.follow = SimulateLog.Follow.Picked }
        function onPickedChanged() {
            if (log.picked && log.run.pickedLog.length === 0)
                log.follow = SimulateLog.Follow.Cursor   // a new run: the picked batch is gone
        }
    }

    Row {
        id: modes
        spacing: 4
        PanelTab {
            objectName: "simLogToCursor"
            label: qsTr("Up to the scrubber")
            chosen: !log.stepping
            onPicked: log.follow = SimulateLog.Follow.Cursor
        }
        PanelTab {
            objectName: "simLogSlowest"
            visible: log.run.slowestLog.length > 0
            label: qsTr("The slowest batch")
            chosen: log.slowest
            // Following resumes at the step last followed: setting it puts the scrubber at its time.
            onPicked: { log.follow = SimulateLog.Follow.Slowest; log.run.slowestStep = log.run.slowestStep }
        }
        PanelTab {
            objectName: "simLogPicked"
            visible: log.run.pickedLog.length > 0
            label: qsTr("The picked batch")
            chosen: log.picked
            onPicked: { log.follow = SimulateLog.Follow.Picked; log.run.pickedStep = log.run.pickedStep }
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
            visible: !log.stepping
            width: parent.width
            text: log.run.cursorText
            wrapMode: Text.Wrap
            color: Theme.text
            font.pixelSize: Theme.fontSmall
        }
        Text {
            objectName: "simLogCount"
            visible: !log.stepping
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
        Text {
            objectName: "simPickedTitle"
            visible: log.picked
            width: parent.width
            text: log.run.pickedTitle
            wrapMode: Text.Wrap
            color: Theme.text
            font.pixelSize: Theme.fontSmall
        }
        Row {
            visible: log.stepping
            spacing: 6
            Button {
                id: earlier
                objectName: "simSlowestBack"
                text: qsTr("\u25c0 Earlier")
                enabled: log.step > 0
                font.pixelSize: Theme.fontSmall
                onClicked: log.followStep(log.step - 1)
            }
            Text {
                objectName: "simSlowestStep"
                anchors.verticalCenter: earlier.verticalCenter
                text: log.picked ? log.run.pickedStepText : log.run.slowestStepText
                color: Theme.text
                font.pixelSize: Theme.fontSmall
            }
            Button {
                objectName: "simSlowestNext"
                text: qsTr("Later \u25b6")
                enabled: log.step < log.steps.length - 1
                font.pixelSize: Theme.fontSmall
                onClicked: log.followStep(log.step + 1)
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
        model: log.stepping ? log.steps : log.run.cursorLog
        currentIndex: log.stepping ? log.step : -1
        ScrollBar.vertical: ScrollBar { }
        // The followed step is marked in the delegate: a ListView highlight component failed to
        // build under ComponentBehavior: Bound in Qt 6.4 ("Component is not ready").
        delegate: Rectangle {
            id: entry
            required property string modelData
            required property int index
            readonly property bool followed: log.stepping && index === log.step
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
            TapHandler {   // following a batch, a click follows that step
                enabled: log.stepping
                onTapped: log.followStep(entry.index)
            }
        }
        function showNow() {
            if (log.stepping)
                positionViewAtIndex(currentIndex, ListView.Contain)
            else
                positionViewAtEnd()
        }
        onCountChanged: showNow()
        Connections {
            target: log.run
            function onCursorChanged() { list.showNow() }
            function onSlowestStepChanged() { list.showNow() }
            function onPickedStepChanged() { list.showNow() }
        }
    }
}
