pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Mqlab

// The load: a slider on a log scale from 100 to 1,000,000 events/s, a typed field, and the stage's buttons.
RowLayout {
    id: control
    required property Workbench workbench
    signal message(string text)
    spacing: 6

    readonly property real minLoad: 100
    readonly property real maxLoad: 1000000

    Label { text: qsTr("Load"); color: Theme.text }
    Slider {
        id: slider
        objectName: "loadSlider"
        Layout.preferredWidth: 220
        from: Math.log10(control.minLoad)
        to: Math.log10(control.maxLoad)
        enabled: control.workbench.nodes.count > 0
        value: Math.log10(Math.max(control.minLoad, Math.min(control.maxLoad, control.workbench.load)))
        onMoved: {
            const err = control.workbench.setLoad(Math.round(Math.pow(10, value)))
            if (err !== "")
                control.message(err)
        }
        ToolTip.visible: pressed
        ToolTip.text: control.workbench.loadText
    }
    TextField {
        id: typed
        objectName: "loadField"
        Layout.preferredWidth: 110
        text: control.workbench.loadText.replace(" req/sec", "")
        selectByMouse: true
        horizontalAlignment: Text.AlignRight
        onAccepted: {
            const value = Number(text.replace(/,/g, ""))
            const err = control.workbench.setLoad(value)
            if (err !== "")
                control.message(qsTr("Load %1").arg(err))
            text = Qt.binding(() => control.workbench.loadText.replace(" req/sec", ""))
        }
    }
    Label { text: qsTr("events/s"); color: Theme.muted }
    Repeater {
        model: control.workbench.loadButtons
        delegate: Button {
            required property var modelData
            text: modelData.text
            onClicked: control.workbench.setLoad(modelData.load)
            ToolTip.visible: hovered
            ToolTip.text: qsTr("Set the load to %1 events/s").arg(modelData.text)
        }
    }
}
