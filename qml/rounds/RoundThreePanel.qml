pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Mqlab

// The Simulate tab on a Round 3 design: the engine's drills on the design's figures (RoundThreeRun,
// its settings read from the regions, mirrors and cells of the report), from a menu, and the
// steppers built from their timelines: the region evacuation, the failback, the bad change at the
// canary cell and one customer's deletion. Every figure and line is the engine's.
Item {
    id: panel
    objectName: "roundThreePanel"
    required property RoundThreeRun run
    // 0 a drill's figures, then the steppers: 1 the region evacuation, 2 the failback, 3 the bad change,
    // 4 one customer's deletion (under a hold or not)
    property int page: 0
    property bool held: true
    readonly property list<int> scenes: [-1, R3Scene.Evacuation, R3Scene.Failback, R3Scene.Canary,
                                         panel.held ? R3Scene.DeletionHeld : R3Scene.DeletionFree]

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
                objectName: "r3Run"
                text: qsTr("Lose a region")
                font.pixelSize: Theme.fontNormal
                onClicked: { panel.page = 0; panel.run.runDrill("region-loss") }
            }
            Button {
                objectName: "r3Drills"
                text: qsTr("Drills \u25be")
                font.pixelSize: Theme.fontNormal
                onClicked: drillMenu.open()
                WideMenu {   // as wide as its longest drill: no name cut
                    id: drillMenu
                    objectName: "r3DrillMenu"
                    y: parent.height
                    Instantiator {
                        model: panel.run.drillKeys
                        delegate: MenuItem {
                            required property string modelData
                            required property int index
                            objectName: "r3Drill-" + modelData
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
                objectName: "r3Status"
                height: runButton.height
                width: Math.min(implicitWidth, panel.width - 2 * runButton.width - 40)
                verticalAlignment: Text.AlignVCenter
                wrapMode: Text.Wrap
                text: panel.run.running ? qsTr("Running\u2026")
                      : panel.run.hasResult ? panel.run.title
                      : panel.run.error !== "" ? "" : qsTr("Not run yet: lose a region at its mirror's lag, or pick a drill.")
                color: Theme.muted
                font.pixelSize: Theme.fontSmall
            }
        }
        Text {
            objectName: "r3Error"
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
            PanelTab { objectName: "r3FiguresTab"; label: qsTr("Drill"); chosen: panel.page === 0; onPicked: panel.showPage(0) }
            PanelTab { objectName: "r3EvacuationTab"; stepper: r3EvacuationView; label: qsTr("Region evacuation"); chosen: panel.page === 1; onPicked: panel.showPage(1) }
            PanelTab { objectName: "r3FailbackTab"; stepper: r3FailbackView; label: qsTr("Failback"); chosen: panel.page === 2; onPicked: panel.showPage(2) }
            PanelTab { objectName: "r3CanaryTab"; stepper: r3CanaryView; label: qsTr("Bad change, canary cell"); chosen: panel.page === 3; onPicked: panel.showPage(3) }
            PanelTab { objectName: "r3DeletionTab"; stepper: r3DeletionView; label: qsTr("One customer's deletion"); chosen: panel.page === 4; onPicked: panel.showPage(4) }
        }

        Item {
            Layout.fillWidth: true
            Layout.fillHeight: true

            RowLayout {   // the drill's figures beside its timelines
                anchors.fill: parent
                visible: panel.page === 0
                spacing: 12
                Flickable {
                    Layout.alignment: Qt.AlignTop
                    Layout.preferredWidth: Math.max(panel.width * 0.4, 200)
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
                            objectName: "r3Settings"
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
                                objectName: "r3Figure-" + modelData
                                text: "<span style='color:" + Theme.muted + "'>" + (panel.run.figureLabels[index] ?? "")
                                      + "</span>&nbsp;&nbsp;" + (panel.run.figureValues[index] ?? "")
                                textFormat: Text.StyledText
                                Layout.fillWidth: true
                                wrapMode: Text.Wrap
                                color: Theme.text
                                font.pixelSize: Theme.fontNormal
                            }
                        }
                        Text {   // the config's assumed figures the drill rests on, read from it
                            objectName: "r3Assumed"
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
                    objectName: "r3Timeline"
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
                    }
                }
            }
            RoundThreeStepView {
                id: r3EvacuationView
                objectName: "r3EvacuationView"
                anchors.fill: parent
                visible: panel.page === 1
                run: panel.run
                scene: R3Scene.Evacuation
            }
            RoundThreeStepView {
                id: r3FailbackView
                objectName: "r3FailbackView"
                anchors.fill: parent
                visible: panel.page === 2
                run: panel.run
                scene: R3Scene.Failback
            }
            RoundThreeStepView {
                id: r3CanaryView
                objectName: "r3CanaryView"
                anchors.fill: parent
                visible: panel.page === 3
                run: panel.run
                scene: R3Scene.Canary
            }
            ColumnLayout {
                anchors.fill: parent
                visible: panel.page === 4
                spacing: 4
                CheckBox {
                    objectName: "r3Held"
                    text: qsTr("Under a legal hold")
                    font.pixelSize: Theme.fontSmall
                    checked: panel.held
                    onToggled: { panel.held = checked; panel.showPage(4) }
                }
                RoundThreeStepView {
                    id: r3DeletionView
                    objectName: "r3DeletionView"
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    run: panel.run
                    scene: panel.held ? R3Scene.DeletionHeld : R3Scene.DeletionFree
                }
            }
        }
    }
}
