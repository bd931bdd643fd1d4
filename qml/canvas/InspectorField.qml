pragma ComponentBehavior: Bound
import QtQuick
import Mqlab
import QtQuick.Controls

// One field: a text box, number box with unit and range, choice or switch, and the engine's refusal.
Column {
    id: field
    // One row of the inspector's model (InspectorModel): the engine's field table with the node's value.
    required property string key
    required property string label
    required property string unit
    required property string help
    required property string range     // "from 1 to 10,000,000" for a number; "" otherwise
    required property int decimals
    required property int control      // a FieldControl
    required property var value        // bool, text or number, by control
    required property list<string> choiceValues // for a Choice: the values the engine stores
    required property list<string> choiceTexts  // ... and the texts shown for them, index for index
    required property string setBy     // the node whose figure counts instead; "" when this one does
    required property string nodeId
    required property Workbench workbench
    property string error: ""
    spacing: 2
    // A figure another node decides is shown, not edited: changing it would change nothing.
    enabled: field.setBy === ""

    function apply(value) {
        field.error = field.workbench.setField(field.nodeId, field.key, value)
    }
    function shown(value) {
        return Number(value).toLocaleString(Qt.locale("en_US"), "f", field.decimals)
            .replace(/(\.\d*?)0+$/, "$1").replace(/\.$/, "")
    }

    Label {
        text: field.label + (field.unit !== "" ? " (" + field.unit + ")" : "")
        color: Theme.muted
        font.pixelSize: Theme.fontSmall
    }
    // The editors in the window's type (classroom, a larger text size), as their labels are.
    Switch {
        visible: field.control === FieldControl.Toggle
        font.pixelSize: Theme.fontNormal
        checked: field.control === FieldControl.Toggle && field.value
        onToggled: field.apply(checked)
    }
    ComboBox {
        objectName: field.control === FieldControl.Choice ? "choice-" + field.key : ""
        visible: field.control === FieldControl.Choice
        font.pixelSize: Theme.fontNormal
        // The style's box keeps a desk-sized height, which cut larger type's descenders: as tall as a
        // text field of the same type.
        implicitHeight: Math.max(24, Math.round(Theme.fontNormal * 1.55))
        width: parent.width
        model: field.control === FieldControl.Choice ? field.choiceTexts : []
        onActivated: (index) => field.apply(field.choiceValues[index])
        Component.onCompleted: currentIndex = field.choiceValues.indexOf(field.value)
    }
    TextField {
        visible: field.control === FieldControl.Text
        HighContrastFrame {}
        font.pixelSize: Theme.fontNormal
        width: parent.width
        text: field.control === FieldControl.Text ? field.value : ""
        selectByMouse: true
        onEditingFinished: if (text !== field.value) field.apply(text)
    }
    TextField {
        objectName: "numberEditor"
        HighContrastFrame {}
        // A typed number, checked by the engine; the allowed range is in the tooltip.
        visible: field.control === FieldControl.Number || field.control === FieldControl.Percent
        font.pixelSize: Theme.fontNormal
        width: parent.width
        text: visible ? field.shown(field.value) : ""
        selectByMouse: true
        horizontalAlignment: Text.AlignRight
        ToolTip.visible: hovered
        ToolTip.delay: 500
        ToolTip.text: visible ? field.range : ""
        onEditingFinished: {
            const raw = text.replace(/,/g, "").trim()
            const value = raw === "" ? NaN : Number(raw)
            if (isNaN(value)) {
                field.error = qsTr("must be a number, %1").arg(field.range)
                return
            }
            if (value !== field.value)
                field.apply(value)
            else
                field.error = ""
        }
    }
    Text {
        objectName: "fieldSetBy"
        visible: field.setBy !== ""
        width: parent.width
        text: qsTr("%1 decides this figure; change it there.").arg(field.setBy)
        color: Theme.muted
        wrapMode: Text.Wrap
        font.pixelSize: Theme.fontSmall
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
