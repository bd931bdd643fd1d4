pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Mqlab

// The Simulate tab on a Round 1 design: the engine's Round 1 run of the design (RoundOneRun, its
// settings read from the worker pool and the broker fleet), its drills from a menu, and the
// steppers driven by the drills' runs (RoundOneSteps). Every figure and line is the engine's.
Item {
    id: panel
    objectName: "roundOnePanel"
    required property Workbench workbench
    required property RoundOneRun run
    property int page: 0   // 0 the run's figures, 1 a message's life, 2 the worker crash, 3 Raft 2 of 3

    RoundOneSteps { id: r1Steps; objectName: "roundOneSteps"; workbench: panel.workbench }

    function showPage(p) {
        page = p
        if (p === 1 && !(r1Steps.scene === R1Scene.MessageLife && r1Steps.texts.length > 0))
            r1Steps.show(R1Scene.MessageLife, R1Branch.Deleted)
        else if (p === 2)
            r1Steps.show(R1Scene.WorkerCrash, R1Branch.Expired)
        else if (p === 3 && !(r1Steps.scene === R1Scene.Raft && r1Steps.texts.length > 0))
            r1Steps.show(R1Scene.Raft, R1Branch.FollowerDown)
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 6
        spacing: 4

        Flow {
            Layout.fillWidth: true
            spacing: 6
            Button {
                id: runButton
                objectName: "r1Run"
                text: qsTr("Run the design")
                font.pixelSize: Theme.fontNormal
                onClicked: { panel.page = 0; panel.run.run() }
            }
            Button {
                objectName: "r1Drills"
                text: qsTr("Drills \u25be")
                font.pixelSize: Theme.fontNormal
                onClicked: drillMenu.open()
                Menu {
                    id: drillMenu
                    objectName: "r1DrillMenu"
                    y: parent.height
                    Instantiator {
                        model: panel.run.drillKeys
                        delegate: MenuItem {
                            required property string modelData
                            required property int index
                            objectName: "r1Drill-" + modelData
                            text: modelData + ": " + panel.run.drillTexts[index]
                            font.pixelSize: Theme.fontSmall
                            onTriggered: { panel.page = 0; panel.run.runDrill(modelData) }
                        }
                        onObjectAdded: (index, object) => drillMenu.insertItem(index, object)
                        onObjectRemoved: (index, object) => drillMenu.removeItem(object)
                    }
                }
            }
            Text {
                objectName: "r1Status"
                height: runButton.height
                width: Math.min(implicitWidth, panel.width - 2 * runButton.width - 40)
                verticalAlignment: Text.AlignVCenter
                wrapMode: Text.Wrap
                text: panel.run.running ? qsTr("Running\u2026")
                      : panel.run.hasResult ? panel.run.title
                      : panel.run.error !== "" ? "" : qsTr("Not run yet: Run simulates the design on the canvas, event by event.")
                color: Theme.muted
                font.pixelSize: Theme.fontSmall
            }
        }
        Text {
            objectName: "r1Error"
            Layout.fillWidth: true
            visible: panel.run.error !== ""
            text: panel.run.error
            color: Theme.red
            wrapMode: Text.Wrap
            font.pixelSize: Theme.fontSmall
        }
        Text {
            objectName: "r1Stale"
            Layout.fillWidth: true
            visible: panel.run.stale && !panel.run.running
            text: qsTr("The design has changed since this run: run it again to update its figures.")
            color: Theme.warn
            wrapMode: Text.Wrap
            font.pixelSize: Theme.fontSmall
        }
        Row {
            spacing: 4
            PanelTab { objectName: "r1FiguresTab"; label: qsTr("Run"); chosen: panel.page === 0; onPicked: panel.showPage(0) }
            PanelTab { objectName: "r1LifeTab"; stepper: r1LifeView; label: qsTr("One message's life"); chosen: panel.page === 1; onPicked: panel.showPage(1) }
            PanelTab { objectName: "r1CrashTab"; stepper: r1CrashView; label: qsTr("Worker crash"); chosen: panel.page === 2; onPicked: panel.showPage(2) }
            PanelTab { objectName: "r1RaftTab"; stepper: r1RaftView; label: qsTr("Raft 2 of 3"); chosen: panel.page === 3; onPicked: panel.showPage(3) }
        }

        Item {
            Layout.fillWidth: true
            Layout.fillHeight: true

            RowLayout {   // the run's figures beside its log
                anchors.fill: parent
                visible: panel.page === 0
                spacing: 12
                ColumnLayout {
                    Layout.alignment: Qt.AlignTop
                    // A fixed share of the panel: the settings line and the figures wrap inside it.
                    Layout.preferredWidth: Math.max(panel.width * 0.45, 200)
                    Layout.maximumWidth: Layout.preferredWidth
                    spacing: 2
                    Text {
                        objectName: "r1Settings"
                        Layout.fillWidth: true
                        text: panel.run.settingsText
                        visible: text !== ""
                        color: Theme.muted
                        wrapMode: Text.Wrap
                        font.pixelSize: Theme.fontSmall
                    }
                    GridLayout {
                        Layout.fillWidth: true
                        visible: panel.run.hasResult
                        columns: 2
                        columnSpacing: 10
                        rowSpacing: 2
                        Repeater {
                            model: [
                                { key: "sends", label: qsTr("Sends"), value: panel.run.sendsText },
                                { key: "ackP50", label: qsTr("Send to 200, p50"), value: panel.run.ackP50Text },
                                { key: "ackP99", label: qsTr("Send to 200, p99"), value: panel.run.ackP99Text },
                                { key: "ackMax", label: qsTr("Send to 200, max"), value: panel.run.ackMaxText },
                                { key: "workerP50", label: qsTr("To a waiting worker, p50"), value: panel.run.workerP50Text },
                                { key: "workerP99", label: qsTr("To a waiting worker, p99"), value: panel.run.workerP99Text },
                                { key: "redelivered", label: qsTr("Delivered again"), value: panel.run.redeliveredText },
                                { key: "deleted", label: qsTr("Deleted"), value: panel.run.deletedText },
                                { key: "dlq", label: qsTr("In the DLQ"), value: panel.run.dlqText },
                                { key: "lost", label: qsTr("Acknowledged and lost"), value: panel.run.lostText },
                                { key: "refused", label: qsTr("Sends refused"), value: panel.run.refusedText }
                            ]
                            delegate: Text {
                                id: cell
                                required property var modelData
                                required property int index
                                objectName: "r1Figure-" + modelData.key
                                text: "<span style='color:" + Theme.muted + "'>" + modelData.label + "</span>&nbsp;&nbsp;" + modelData.value
                                textFormat: Text.StyledText
                                Layout.columnSpan: 2
                                Layout.fillWidth: true
                                wrapMode: Text.Wrap
                                color: Theme.text
                                font.pixelSize: Theme.fontNormal
                            }
                        }
                    }
                }
                ListView {
                    objectName: "r1Timeline"
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    visible: panel.run.hasResult
                    clip: true
                    model: panel.run.timeline
                    ScrollBar.vertical: ScrollBar {}
                    delegate: Text {
                        required property string modelData
                        width: ListView.view.width
                        text: modelData
                        wrapMode: Text.Wrap
                        color: Theme.text
                        font.pixelSize: Theme.fontSmall
                        font.family: "monospace"
                    }
                }
            }
            RoundOneStepView {
                id: r1LifeView
                objectName: "r1LifeView"
                anchors.fill: parent
                visible: panel.page === 1
                steps: r1Steps
                scene: R1Scene.MessageLife
                branches: [{ branch: R1Branch.Deleted, label: qsTr("Processed: deleted") },
                           { branch: R1Branch.Expired, label: qsTr("Fails: the lease expires") }]
            }
            RoundOneStepView {
                id: r1CrashView
                objectName: "r1CrashView"
                anchors.fill: parent
                visible: panel.page === 2
                steps: r1Steps
                scene: R1Scene.WorkerCrash
                branches: []
            }
            RoundOneStepView {
                id: r1RaftView
                objectName: "r1RaftView"
                anchors.fill: parent
                visible: panel.page === 3
                steps: r1Steps
                scene: R1Scene.Raft
                branches: [{ branch: R1Branch.FollowerDown, label: qsTr("Kill a follower") },
                           { branch: R1Branch.LeaderDown, label: qsTr("Kill the leader") },
                           { branch: R1Branch.LeaderCut, label: qsTr("Cut the leader off") }]
            }
        }
    }
}
