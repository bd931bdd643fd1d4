pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Mqlab

// The load: a slider on a log scale from 100 to 1,000,000 events/s with the wall marked on it, a
// typed field ("30k", "1.5M"), "go to the wall", and the stage's loads with halve and double.
// Arrow keys on the slider take a fine step, Page Up/Down (or Shift+arrow) a coarse one.
RowLayout {
    id: control
    required property Workbench workbench
    signal message(string text)
    spacing: 4

    readonly property real minLoad: 100
    readonly property real maxLoad: 1000000
    readonly property bool hasProducers: control.workbench.nodes.count > 0 && control.workbench.report.load > 0

    function apply(err) {
        if (err !== "")
            control.message(qsTr("Load not changed: %1").arg(err))
    }

    Label { text: qsTr("Load"); color: Theme.text }
    Slider {
        id: slider
        objectName: "loadSlider"
        Layout.preferredWidth: 170
        from: Math.log10(control.minLoad)
        to: Math.log10(control.maxLoad)
        enabled: control.hasProducers
        value: Math.log10(Math.max(control.minLoad, Math.min(control.maxLoad, control.workbench.report.load)))
        onMoved: control.apply(control.workbench.setLoad(Math.round(Math.pow(10, value))))
        ToolTip.visible: pressed || hovered
        ToolTip.text: control.workbench.report.wallLoad > 0
                      ? qsTr("%1; the red mark is the wall. Arrows: fine steps; Page Up/Down: coarse").arg(control.workbench.report.loadText)
                      : qsTr("%1. Arrows: fine steps; Page Up/Down: coarse").arg(control.workbench.report.loadText)
        Keys.onPressed: (event) => {
            const coarse = (event.modifiers & Qt.ShiftModifier) !== 0
            switch (event.key) {
            case Qt.Key_Right: case Qt.Key_Up: control.workbench.stepLoad(1, coarse); break
            case Qt.Key_Left: case Qt.Key_Down: control.workbench.stepLoad(-1, coarse); break
            case Qt.Key_PageUp: control.workbench.stepLoad(1, true); break
            case Qt.Key_PageDown: control.workbench.stepLoad(-1, true); break
            default: return
            }
            event.accepted = true
        }
        Rectangle {   // the wall, where the first limit reaches 100%
            objectName: "wallMark"
            readonly property real wallAt: Math.log10(Math.max(1, control.workbench.report.wallLoad))
            visible: control.workbench.report.wallLoad >= control.minLoad && control.workbench.report.wallLoad <= control.maxLoad
            width: 3
            height: 14
            radius: 1
            color: Theme.saturated
            x: slider.leftPadding + (wallAt - slider.from) / (slider.to - slider.from) * (slider.availableWidth - width)
            y: slider.topPadding + slider.availableHeight / 2 - height / 2
            z: -1
        }
    }
    TextField {
        id: typed
        HighContrastFrame {}
        objectName: "loadField"
        Layout.preferredWidth: 96
        enabled: control.hasProducers
        readonly property string current: control.workbench.report.loadFigure
        text: current
        selectByMouse: true
        horizontalAlignment: Text.AlignRight
        ToolTip.visible: hovered
        ToolTip.text: qsTr("Type a load and press Enter: 25000, 25,000, 30k or 1.5M (1 to 10,000,000). Escape puts it back")
        // Enter, Tab or a click elsewhere apply what was typed; Escape puts back the current load.
        function commit() {
            if (text !== current)
                control.apply(control.workbench.setTypedLoad(text))
            text = Qt.binding(() => typed.current)
        }
        onEditingFinished: commit()
        Keys.onEscapePressed: (event) => { text = Qt.binding(() => typed.current); event.accepted = true }
    }
    Label { objectName: "loadUnit"; text: control.workbench.report.loadUnit; color: Theme.muted }   // events/s, or msg/s on Round 1
    Button {
        objectName: "goToWall"
        text: qsTr("Wall")
        enabled: control.workbench.report.wallLoad > 0
        padding: 4
        onClicked: control.apply(control.workbench.goToWall())
        ToolTip.visible: hovered
        ToolTip.text: control.workbench.report.wallLoad > 0 ? qsTr("Go to the wall: %1").arg(control.workbench.report.wallText)
                                                     : qsTr("No wall: nothing in this design reaches 100% as the load grows")
    }
    // The load buttons sit in a Row of their own: delegates a Repeater made straight inside the
    // RowLayout were sometimes left at x 0, over the "Load" label, when the stage changed the model.
    Row {
        objectName: "loadButtons"
        spacing: control.spacing
        Repeater {
            model: control.workbench.report.loadButtons
            delegate: Button {
                required property string label
                required property string tip
                required property int index
                objectName: "loadButton" + index
                text: label
                padding: 4
                onClicked: control.apply(control.workbench.applyLoadButton(index))
                ToolTip.visible: hovered
                ToolTip.text: tip
            }
        }
    }
}
