pragma ComponentBehavior: Bound
import QtQuick
import Mqlab
import QtQuick.Controls

// One field: a text box, number box with unit and range, choice or switch, and the engine's refusal.
Column {
    id: field
    required property var spec        // {key, label, type, value, range, unit, decimals, choices, help}: the engine's field table
    required property string nodeId
    required property Workbench workbench
    property string error: ""
    spacing: 2

    function apply(value) {
        field.error = field.workbench.setField(field.nodeId, field.spec.key, value)
    }
    function shown(value) {
        return Number(value).toLocaleString(Qt.locale("en_US"), "f", field.spec.decimals)
            .replace(/(\.\d*?)0+$/, "$1").replace(/\.$/, "")
    }

    Label {
        text: field.spec.label + (field.spec.unit !== "" ? " (" + field.spec.unit + ")" : "")
        color: Theme.muted
        font.pixelSize: Theme.fontSmall
    }
    Switch {
        visible: field.spec.type === FieldControl.Toggle
        checked: field.spec.type === FieldControl.Toggle && field.spec.value
        onToggled: field.apply(checked)
    }
    ComboBox {
        visible: field.spec.type === FieldControl.Choice
        width: parent.width
        model: field.spec.type === FieldControl.Choice ? field.spec.choices : []
        textRole: "text"
        valueRole: "value"
        onActivated: field.apply(currentValue)
        Component.onCompleted: currentIndex = indexOfValue(field.spec.value)
    }
    TextField {
        visible: field.spec.type === FieldControl.Text
        HighContrastFrame {}
        width: parent.width
        text: field.spec.type === FieldControl.Text ? field.spec.value : ""
        selectByMouse: true
        onEditingFinished: if (text !== field.spec.value) field.apply(text)
    }
    TextField {
        objectName: "numberEditor"
        HighContrastFrame {}
        // A typed number, checked by the engine; the allowed range is in the tooltip.
        visible: field.spec.type === FieldControl.Number || field.spec.type === FieldControl.Percent
        width: parent.width
        text: visible ? field.shown(field.spec.value) : ""
        selectByMouse: true
        horizontalAlignment: Text.AlignRight
        ToolTip.visible: hovered
        ToolTip.delay: 500
        ToolTip.text: visible ? field.spec.range : ""
        onEditingFinished: {
            const raw = text.replace(/,/g, "").trim()
            const value = raw === "" ? NaN : Number(raw)
            if (isNaN(value)) {
                field.error = qsTr("must be a number, %1").arg(field.spec.range)
                return
            }
            if (value !== field.spec.value)
                field.apply(value)
            else
                field.error = ""
        }
    }
    Text {
        objectName: "fieldError"
        visible: field.error !== ""
        width: parent.width
        text: field.error
        color: Theme.red
        wrapMode: Text.Wrap
        font.pixelSize: Theme.fontSmall
    }
}
