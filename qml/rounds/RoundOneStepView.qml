pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Mqlab

// One of Round 1's steppers: the engine's steps of a drill (RoundOneSteps), the current one large,
// Back and Next (and Left/Right), every step listed below to jump to, and the scene's branches as
// buttons. A new branch keeps the step number, so stepping back works across it.
Item {
    id: view
    required property RoundOneSteps steps
    required property int scene          // an R1Scene
    required property var branches       // [{branch: R1Branch, label: text}], may be empty
    readonly property int current: cursor.index

    Stepper { id: cursor; objectName: "r1Stepper"; count: view.shown ? view.steps.texts.length : 0 }
    readonly property bool shown: view.steps.scene === view.scene && view.steps.texts.length > 0

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
            Repeater {
                model: view.branches
                delegate: Button {
                    id: branchButton
                    required property var modelData
                    objectName: "r1Branch-" + modelData.branch
                    text: modelData.label
                    font.pixelSize: Theme.fontSmall
                    highlighted: view.shown && view.steps.branch === modelData.branch
                    onClicked: { view.steps.show(view.scene, branchButton.modelData.branch); view.forceActiveFocus() }
                }
            }
            Button {
                objectName: "r1Back"
                text: qsTr("\u2190 Back")
                font.pixelSize: Theme.fontSmall
                enabled: view.shown && !cursor.atStart
                onClicked: { cursor.previous(); view.forceActiveFocus() }
            }
            Button {
                objectName: "r1Next"
                text: qsTr("Next \u2192")
                font.pixelSize: Theme.fontSmall
                enabled: view.shown && !cursor.atEnd
                onClicked: { cursor.next(); view.forceActiveFocus() }
            }
            Label {
                objectName: "r1StepCount"
                text: view.steps.running ? qsTr("Running the drill\u2026")
                                         : view.shown ? qsTr("Step %1 of %2").arg(cursor.index + 1).arg(cursor.count) : ""
                color: Theme.muted
                font.pixelSize: Theme.fontSmall
            }
        }
        Text {
            objectName: "r1StepTitle"
            Layout.fillWidth: true
            visible: view.shown
            text: view.steps.title
            color: Theme.muted
            font.pixelSize: Theme.fontSmall
            wrapMode: Text.Wrap
        }
        Text {
            objectName: "r1StepTime"
            Layout.fillWidth: true
            visible: view.shown
            text: view.shown ? view.steps.times[cursor.index] ?? "" : ""
            color: Theme.accent
            font.pixelSize: Theme.fontHuge
            font.bold: true
            wrapMode: Text.Wrap
        }
        Text {
            objectName: "r1StepText"
            Layout.fillWidth: true
            visible: view.shown
            text: view.shown ? view.steps.texts[cursor.index] ?? "" : ""
            color: Theme.text
            font.pixelSize: Theme.fontLarge
            wrapMode: Text.Wrap
        }
        Text {
            Layout.fillWidth: true
            visible: view.steps.error !== ""
            text: view.steps.error
            color: Theme.red
            font.pixelSize: Theme.fontSmall
            wrapMode: Text.Wrap
        }
        ListView {   // every step: the current one marked; a click goes to it
            id: list
            objectName: "r1StepList"
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            visible: view.shown
            model: view.shown ? view.steps.texts : []
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
                    text: (view.steps.times[row.index] ?? "") + "   " + row.modelData
                    color: row.index <= cursor.index ? Theme.text : Theme.muted
                    font.pixelSize: Theme.fontSmall
                    wrapMode: Text.Wrap
                }
                TapHandler { onTapped: { cursor.index = row.index; view.forceActiveFocus() } }
            }
        }
    }
}
