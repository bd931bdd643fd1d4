pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import Mqlab

// One setting of an event's step, changed right here on the canvas's own node: acks as a choice,
// idempotence and tiered storage as switches, the rest as numbers. The engine checks every change;
// a refusal is shown in its own words and the control goes back to the value in force.
Column {
    id: setting
    // The inspector's row for the field (key, label, type, value, range, unit, decimals, choices,
    // help); a row with no key is no field.
    required property inspectorRow spec
    required property string node
    required property Workbench workbench
    property string error: ""
    spacing: 4

    readonly property int type: spec.key !== "" ? spec.type : -1   // a FieldControl; -1: no field
    function shown(value) {
        return Number(value).toLocaleString(Qt.locale("en_US"), "f", setting.spec.decimals)
            .replace(/(\.\d*?)0+$/, "$1").replace(/\.$/, "")
    }
    function apply(value) {
        setting.error = setting.workbench.setField(setting.node, setting.spec.key, value)
        if (setting.error !== "")
            setting.resync()
    }
    // Puts every control back on the value in force (after a refusal, or a new spec).
    function resync() {
        if (setting.type === -1)
            return
        if (setting.spec.type === FieldControl.Choice)
            choice.currentIndex = setting.spec.choiceIndex(setting.spec.value)
        else if (setting.spec.type === FieldControl.Toggle)
            toggle.checked = setting.spec.value === true
        else
            number.text = setting.shown(setting.spec.value)
    }
    // Later, not at once: this control may have just become another setting, and its combo's model
    // follows the new spec only after this handler.
    // qmllint: Qt 6.4's type file declares Qt.callLater a property, not a method.
    onSpecChanged: Qt.callLater(setting.resync)  // qmllint disable type
    Component.onCompleted: resync()

    Text {
        width: parent.width
        wrapMode: Text.Wrap
        color: Theme.muted
        font.pixelSize: Theme.fontSmall
        text: setting.type === -1 ? "" : setting.spec.label + (setting.spec.unit ? " (" + setting.spec.unit + ")" : "")
    }
    ComboBox {
        id: choice
        objectName: setting.type === FieldControl.Choice ? "setting-" + setting.spec.key : ""
        visible: setting.type === FieldControl.Choice
        width: parent.width
        model: setting.type === FieldControl.Choice ? setting.spec.choiceTexts : []
        // The engine's value at the picked index (the texts may say more than the value).
        readonly property string value: currentIndex >= 0 && currentIndex < setting.spec.choiceValues.length
                                        ? setting.spec.choiceValues[currentIndex] : ""
        onActivated: setting.apply(value)
    }
    Switch {
        id: toggle
        objectName: setting.type === FieldControl.Toggle ? "setting-" + setting.spec.key : ""
        visible: setting.type === FieldControl.Toggle
        text: checked ? qsTr("On") : qsTr("Off")
        onToggled: setting.apply(checked)
    }
    TextField {
        id: number
        HighContrastFrame {}
        objectName: setting.type === FieldControl.Number || setting.type === FieldControl.Percent ? "setting-" + setting.spec.key : ""
        visible: setting.type === FieldControl.Number || setting.type === FieldControl.Percent
        width: parent.width
        selectByMouse: true
        horizontalAlignment: Text.AlignRight
        ToolTip.visible: hovered && setting.type !== -1
        ToolTip.delay: 500
        ToolTip.text: visible ? setting.spec.range : ""
        onEditingFinished: {
            const raw = text.replace(/,/g, "").trim()
            const value = raw === "" ? NaN : Number(raw)
            if (isNaN(value)) {
                setting.error = qsTr("must be a number, %1").arg(setting.spec.range)
                return
            }
            if (value !== setting.spec.value)
                setting.apply(value)
            else
                setting.error = ""
        }
    }
    Text {
        objectName: "settingError"
        visible: setting.error !== ""
        width: parent.width
        wrapMode: Text.Wrap
        color: Theme.red
        font.pixelSize: Theme.fontSmall
        text: setting.error
    }
}
