pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import Mqlab

// Every field of the selected node; a change applies at once, and a refused value shows the
// engine's message beside the field and changes nothing.
Rectangle {
    id: inspector
    required property Workbench workbench
    color: Theme.panel

    // The keyboard's way in (Enter on a card): the first field takes the keys, and Tab goes on
    // through the rest. Focus on the panel itself would leave Tab nowhere to start from.
    function focusFirstField() {
        const first = inspector.nextItemInFocusChain(true)
        for (let p = first; p; p = p.parent) {
            if (p === inspector) {
                first.forceActiveFocus(Qt.TabFocusReason)
                return
            }
        }
        inspector.forceActiveFocus()
    }

    ScrollView {
        anchors.fill: parent
        anchors.margins: 10
        contentWidth: availableWidth
        Column {
            width: parent.width
            spacing: 6
            Text {
                // Wraps: a kind's longer name in another language ("Inspector: consumer group") must not run
                // past the panel.
                width: parent.width
                wrapMode: Text.Wrap
                text: inspector.workbench.selection.selectedId === "" ? qsTr("Inspector") : qsTr("Inspector: %1").arg(inspector.workbench.selection.selectedKind)
                font.pixelSize: Theme.fontLarge
                font.bold: true
                color: Theme.text
            }
            Text {
                visible: inspector.workbench.selection.selectedId === ""
                width: parent.width
                wrapMode: Text.Wrap
                color: Theme.muted
                font.pixelSize: Theme.fontSmall
                text: qsTr("Select a node to change its figures. Drag from a port to connect; Shift+click or Shift+drag to select several.")
            }
            Text {
                visible: inspector.workbench.selection.count > 1
                color: Theme.muted
                font.pixelSize: Theme.fontSmall
                text: qsTr("%1 nodes selected; showing the last.").arg(inspector.workbench.selection.count)
            }
            Repeater {
                model: inspector.workbench.inspector
                // Each row's roles (key, label, control, value, ...) are the field's required properties.
                delegate: InspectorField {
                    width: parent.width
                    nodeId: inspector.workbench.selection.selectedId
                    workbench: inspector.workbench
                }
            }
        }
    }
}
