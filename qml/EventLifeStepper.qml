pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import Mqlab

// The Event tab: one event's life in six steps (batched, appended, acknowledged, visible, committed,
// deleted). Each step has its text, the engine's promise for the canvas as it is, and the settings
// that change that promise, editable here.
Item {
    id: life
    required property Lesson lesson
    required property Workbench workbench
    required property Stepper stepper
    readonly property var steps: lesson.lifecycle
    readonly property var step: stepper.index < steps.length ? steps[stepper.index] : null

    // The settings' current values, by node: the inspector's fields for that node. The lesson names
    // the node and the key; the values are read from the workbench (see readFields).
    property var fields: ({})
    readonly property int settable: {
        if (!life.step)
            return 0
        let k = 0
        for (let i = 0; i < life.step.settings.length; ++i)
            if (life.specFor(life.step.settings[i].node, life.step.settings[i].key))
                ++k
        return k
    }

    function specFor(node, key) {
        const list = life.fields[node]
        if (!list)
            return null
        for (let i = 0; i < list.length; ++i)
            if (list[i].key === key)
                return list[i]
        return null
    }
    function inside(item) {
        for (let p = item; p; p = p.parent)
            if (p === life)
                return true
        return false
    }
    // The workbench lists a node's fields for the selected node only, so a node that is not selected
    // is selected for the moment of reading and the selection is put back at once. Skipped while
    // someone types in a field outside this tab (re-selecting would rebuild the inspector under them).
    // A copy: the property itself is read again on every access, after the selection is put back.
    function copyFields() {
        const src = life.workbench.inspectorFields
        const out = []
        for (let i = 0; i < src.length; ++i)
            out.push(Object.assign({}, src[i]))
        return out
    }
    function readFields(node) {
        const wb = life.workbench
        const before = wb.selection.slice()
        if (wb.selectedId === node)
            return life.copyFields()
        const focused = life.Window.activeFocusItem
        if (focused && focused.cursorPosition !== undefined && !life.inside(focused) && before.length > 0)
            return life.fields[node] || null
        wb.select(node, false)
        const list = life.copyFields()
        if (before.length === 0)
            wb.clearSelection()
        else
            for (let i = 0; i < before.length; ++i)
                wb.select(before[i], i > 0)
        return list
    }
    function refresh() {
        if (!life.visible)
            return
        const out = {}
        for (let s = 0; s < life.steps.length; ++s) {
            const settings = life.steps[s].settings
            for (let i = 0; i < settings.length; ++i) {
                const node = settings[i].node
                if (out[node] === undefined)
                    out[node] = life.readFields(node)
            }
        }
        life.fields = out
    }
    // A change made here is known at once; the rest arrives with the lesson's refresh.
    function remember(node, key, value) {
        const out = Object.assign({}, life.fields)
        const list = (out[node] || []).slice()
        for (let i = 0; i < list.length; ++i)
            if (list[i].key === key)
                list[i] = Object.assign({}, list[i], { value: value })
        out[node] = list
        life.fields = out
    }
    onVisibleChanged: refresh()
    Connections {
        target: life.lesson
        function onChanged() { life.refresh() }
    }
    Connections {
        target: life.stepper
        function onIndexChanged() { arrive.restart() }
    }
    ParallelAnimation {
        id: arrive
        NumberAnimation { target: stepBody; property: "opacity"; from: 0.2; to: 1; duration: 260 }
        NumberAnimation { target: stepBody; property: "x"; from: 24; to: 0; duration: 260; easing.type: Easing.OutCubic }
    }

    Flickable {
        id: view
        objectName: "eventScroll"
        anchors.fill: parent
        contentWidth: width
        contentHeight: column.height + 24
        clip: true
        boundsBehavior: Flickable.StopAtBounds
        ScrollBar.vertical: ScrollBar { id: bar }

        Column {
            id: column
            x: 12
            y: 12
            width: view.width - 24 - (bar.visible ? bar.width : 0)
            spacing: 14

            Text {
                width: parent.width
                wrapMode: Text.Wrap
                color: Theme.text
                font.pixelSize: Theme.fontLarge
                font.bold: true
                text: qsTr("One event's life")
            }
            EventLifeStrip {
                objectName: "eventStrip"
                width: parent.width
                steps: life.steps
                stepper: life.stepper
            }
            LessonStepControls {
                width: parent.width
                stepper: life.stepper
            }
            Item {
                visible: life.step !== null
                width: parent.width
                height: stepBody.height
                Column {
                    id: stepBody
                    width: parent.width
                    spacing: 12
                    Text {
                        objectName: "eventTitle"
                        width: parent.width
                        wrapMode: Text.Wrap
                        color: Theme.accent
                        font.pixelSize: Theme.fontHuge
                        font.bold: true
                        text: life.step ? life.step.title : ""
                    }
                    LessonParagraph {
                        objectName: "eventText"
                        width: parent.width
                        text: life.step ? life.step.text : ""
                    }
                    LessonSection {
                        objectName: "eventPromise"
                        width: parent.width
                        heading: qsTr("On this canvas")
                        body: life.step ? life.step.promise : ""
                        emphasis: true
                    }
                }
            }
            LessonHeading {
                visible: life.step !== null
                width: parent.width
                text: qsTr("Try a setting")
            }
            Text {
                visible: life.step !== null && life.settable === 0
                width: parent.width
                wrapMode: Text.Wrap
                color: Theme.muted
                font.pixelSize: Theme.fontSmall
                text: life.step && life.step.settings.length === 0
                      ? qsTr("No setting on the canvas changes this step.")
                      : qsTr("This step's settings cannot be changed on this canvas: it has no node that carries them.")
            }
            Column {
                id: settingsColumn
                width: parent.width
                spacing: 10
                Repeater {
                    model: life.step ? life.step.settings : []
                    delegate: EventLifeSetting {
                        required property var modelData
                        width: settingsColumn.width
                        visible: spec !== null
                        node: modelData.node
                        spec: life.specFor(modelData.node, modelData.key)
                        workbench: life.workbench
                        onApplied: (key, value) => life.remember(modelData.node, key, value)
                    }
                }
            }
        }
    }
}
