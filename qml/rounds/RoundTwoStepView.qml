pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Mqlab

// One of Round 2's steppers: the engine's steps of a drill's log (RoundTwoRun.showSteps), the
// current one large, Back and Next (and Left/Right), every step listed below to jump to.
Item {
    id: view
    required property RoundTwoRun run
    required property int scene          // an R2Scene
    readonly property int current: cursor.index
    readonly property bool shown: view.run.scene === view.scene && view.run.stepTexts.length > 0

    Stepper { id: cursor; objectName: "r2Stepper"; count: view.shown ? view.run.stepTexts.length : 0 }

    focus: true
    // The keys come by a click anywhere on the view, by Tab, or by a click on its tab (PanelTab's
    // stepper); Main.qml's presenter Left/Right yield to it (takesArrows).
    activeFocusOnTab: true
    readonly property bool takesArrows: true
    Keys.onLeftPressed: cursor.previous()
    Keys.onRightPressed: cursor.next()
    TapHandler { onTapped: view.forceActiveFocus(Qt.MouseFocusReason) }
    Rectangle {   // the focus ring: Left and Right step this view
        objectName: "stepperFocusRing"
        anchors.fill: parent
        anchors.margins: -2
        visible: view.activeFocus
        color: "transparent"
        border.color: Theme.accent
        border.width: 1
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: 6
        Flow {
            Layout.fillWidth: true
            spacing: 6
            Button {
                objectName: "r2Back"
                text: qsTr("\u2190 Back")
                font.pixelSize: Theme.fontSmall
                enabled: view.shown && !cursor.atStart
                onClicked: { cursor.previous(); view.forceActiveFocus() }
            }
            Button {
                objectName: "r2Next"
                text: qsTr("Next \u2192")
                font.pixelSize: Theme.fontSmall
                enabled: view.shown && !cursor.atEnd
                onClicked: { cursor.next(); view.forceActiveFocus() }
            }
            Label {
                objectName: "r2StepCount"
                text: view.run.stepsRunning ? qsTr("Running the drill\u2026")
                                            : view.shown ? qsTr("Step %1 of %2").arg(cursor.index + 1).arg(cursor.count) : ""
                color: Theme.muted
                font.pixelSize: Theme.fontSmall
            }
        }
        Text {
            objectName: "r2StepTitle"
            Layout.fillWidth: true
            visible: view.shown
            text: view.run.stepTitle
            color: Theme.muted
            font.pixelSize: Theme.fontSmall
            wrapMode: Text.Wrap
        }
        Text {
            objectName: "r2StepTime"
            Layout.fillWidth: true
            visible: view.shown
            text: view.shown ? view.run.stepTimes[cursor.index] ?? "" : ""
            color: Theme.accent
            font.pixelSize: Theme.fontHuge
            font.bold: true
            wrapMode: Text.Wrap
        }
        Text {
            objectName: "r2StepText"
            Layout.fillWidth: true
            visible: view.shown
            text: view.shown ? view.run.stepTexts[cursor.index] ?? "" : ""
            color: Theme.text
            font.pixelSize: Theme.fontLarge
            wrapMode: Text.Wrap
        }
        ListView {   // every step: the current one marked; a click goes to it
            objectName: "r2StepList"
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            visible: view.shown
            model: view.shown ? view.run.stepTexts : []
            currentIndex: cursor.index
            onCurrentIndexChanged: positionViewAtIndex(currentIndex, ListView.Contain)
            ScrollBar.vertical: ScrollBar {}
            delegate: Rectangle {
                id: row
                required property string modelData
                required property int index
                width: ListView.view.width
                height: rowText.implicitHeight + 4
                color: index === cursor.index ? Theme.highlight : "transparent"
                Text {
                    id: rowText
                    x: 4
                    y: 2
                    width: row.width - 8
                    text: (view.run.stepTimes[row.index] ?? "") + "   " + row.modelData
                    color: row.index <= cursor.index ? Theme.text : Theme.muted
                    font.pixelSize: Theme.fontSmall
                    wrapMode: Text.Wrap
                }
                TapHandler { onTapped: { cursor.index = row.index; view.forceActiveFocus() } }
            }
        }
    }
}
