pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Mqlab

// The Simulate tab on a Round 2 design: the engine's fleet run of the design (RoundTwoRun, its
// settings read from the platform fleet and the report), its drills from a menu, and the steppers
// driven by the drills' event logs. Every figure and line is the engine's.
Item {
    id: panel
    objectName: "roundTwoPanel"
    required property RoundTwoRun run
    // 0 the run's figures, then the steppers: 1 the ordered send, 2 the stale worker, 3 the replay by
    // timestamp, 4 what the tier offloads
    property int page: 0
    readonly property list<int> scenes: [-1, R2Scene.OrderedSend, R2Scene.StaleWorker, R2Scene.ReplaySeek, R2Scene.TierOffload]

    function showPage(p: int) {
        page = p
        const scene = panel.scenes[p]
        if (p > 0 && !(panel.run.scene === scene && panel.run.stepTexts.length > 0))
            panel.run.showSteps(scene)
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
                objectName: "r2Run"
                text: qsTr("Run the design")
                font.pixelSize: Theme.fontNormal
                onClicked: { panel.page = 0; panel.run.run() }
            }
            Button {
                objectName: "r2Drills"
                text: qsTr("Drills \u25be")
                font.pixelSize: Theme.fontNormal
                onClicked: drillMenu.open()
                WideMenu {   // as wide as its longest drill: no name cut
                    id: drillMenu
                    objectName: "r2DrillMenu"
                    y: parent.height
                    Instantiator {
                        model: panel.run.drillKeys
                        delegate: MenuItem {
                            required property string modelData
                            required property int index
                            objectName: "r2Drill-" + modelData
                            text: panel.run.drillTitles[index]
                            font.pixelSize: Theme.fontSmall
                            onTriggered: { panel.page = 0; panel.run.runDrill(modelData) }
                        }
                        onObjectAdded: (index, object) => drillMenu.insertItem(index, object)
                        onObjectRemoved: (index, object) => drillMenu.removeItem(object)
                    }
                }
            }
            Text {
                objectName: "r2Status"
                height: runButton.height
                width: Math.min(implicitWidth, panel.width - 2 * runButton.width - 40)
                verticalAlignment: Text.AlignVCenter
                wrapMode: Text.Wrap
                text: panel.run.running ? qsTr("Running\u2026")
                      : panel.run.hasResult ? panel.run.title
                      : panel.run.error !== "" ? "" : qsTr("Not run yet: Run simulates the platform at its peak, event by event; the drills break it.")
                color: Theme.muted
                font.pixelSize: Theme.fontSmall
            }
        }
        Text {
            objectName: "r2Error"
            Layout.fillWidth: true
            visible: panel.run.error !== ""
            text: panel.run.error
            color: Theme.red
            wrapMode: Text.Wrap
            font.pixelSize: Theme.fontSmall
        }
        Flow {
            Layout.fillWidth: true
            spacing: 4
            PanelTab { objectName: "r2FiguresTab"; label: qsTr("Run"); chosen: panel.page === 0; onPicked: panel.showPage(0) }
            PanelTab { objectName: "r2SendTab"; stepper: r2SendView; label: qsTr("Ordered, deduplicated send"); chosen: panel.page === 1; onPicked: panel.showPage(1) }
            PanelTab { objectName: "r2StaleTab"; stepper: r2StaleView; label: qsTr("Stale worker"); chosen: panel.page === 2; onPicked: panel.showPage(2) }
            PanelTab { objectName: "r2ReplayTab"; stepper: r2ReplayView; label: qsTr("Replay by timestamp"); chosen: panel.page === 3; onPicked: panel.showPage(3) }
            PanelTab { objectName: "r2TierTab"; stepper: r2TierView; label: qsTr("What the tier offloads"); chosen: panel.page === 4; onPicked: panel.showPage(4) }
        }

        Item {
            Layout.fillWidth: true
            Layout.fillHeight: true

            RowLayout {   // the run's figures beside its log
                anchors.fill: parent
                visible: panel.page === 0
                spacing: 12
                Flickable {
                    Layout.alignment: Qt.AlignTop
                    Layout.preferredWidth: Math.max(panel.width * 0.45, 200)
                    Layout.maximumWidth: Layout.preferredWidth
                    Layout.fillHeight: true
                    clip: true
                    contentHeight: figures.implicitHeight
                    ScrollBar.vertical: ScrollBar {}
                    ColumnLayout {
                        id: figures
                        width: parent.width
                        spacing: 2
                        Text {
                            objectName: "r2Settings"
                            Layout.fillWidth: true
                            text: panel.run.settingsText
                            visible: text !== ""
                            color: Theme.muted
                            wrapMode: Text.Wrap
                            font.pixelSize: Theme.fontSmall
                        }
                        Repeater {
                            model: panel.run.figureKeys
                            delegate: Text {
                                required property string modelData
                                required property int index
                                objectName: "r2Figure-" + modelData
                                text: "<span style='color:" + Theme.muted + "'>" + (panel.run.figureLabels[index] ?? "")
                                      + "</span>&nbsp;&nbsp;" + (panel.run.figureValues[index] ?? "")
                                textFormat: Text.StyledText
                                Layout.fillWidth: true
                                wrapMode: Text.Wrap
                                color: Theme.text
                                font.pixelSize: Theme.fontNormal
                            }
                        }
                        Text {   // the config's assumed figures the run rests on, read from it
                            objectName: "r2Assumed"
                            Layout.fillWidth: true
                            visible: panel.run.hasResult && panel.run.assumedText !== ""
                            text: qsTr("Assumed (the spec gives no figure): %1").arg(panel.run.assumedText)
                            color: Theme.muted
                            wrapMode: Text.Wrap
                            font.pixelSize: Theme.fontSmall
                            font.italic: true
                        }
                    }
                }
                ListView {
                    objectName: "r2Timeline"
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
            RoundTwoStepView {
                id: r2SendView
                objectName: "r2SendView"
                anchors.fill: parent
                visible: panel.page === 1
                run: panel.run
                scene: R2Scene.OrderedSend
            }
            RoundTwoStepView {
                id: r2StaleView
                objectName: "r2StaleView"
                anchors.fill: parent
                visible: panel.page === 2
                run: panel.run
                scene: R2Scene.StaleWorker
            }
            RoundTwoStepView {
                id: r2ReplayView
                objectName: "r2ReplayView"
                anchors.fill: parent
                visible: panel.page === 3
                run: panel.run
                scene: R2Scene.ReplaySeek
            }
            RoundTwoStepView {
                id: r2TierView
                objectName: "r2TierView"
                anchors.fill: parent
                visible: panel.page === 4
                run: panel.run
                scene: R2Scene.TierOffload
            }
        }
    }
}
