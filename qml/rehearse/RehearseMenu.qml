pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import Mqlab

// The Rehearse menu: open the panel, start, pause or resume, move back or on, undo a move, end.
WideMenu {
    id: menu
    required property Rehearsal rehearsal
    required property bool panelOpen
    signal panelToggled()

    title: qsTr("&Rehearse")
    Action {
        text: qsTr("Rehearsal &panel")
        shortcut: "Ctrl+Shift+R"
        checkable: true
        checked: menu.panelOpen
        onTriggered: { menu.panelToggled(); checked = Qt.binding(() => menu.panelOpen) }
    }
    MenuSeparator {}
    Action {
        text: menu.rehearsal.active ? qsTr("&Start over") : qsTr("&Start a %1 rehearsal").arg(menu.rehearsal.planLength)
        onTriggered: { if (!menu.panelOpen) menu.panelToggled(); menu.rehearsal.start() }
    }
    Action {
        text: menu.rehearsal.state === RehearsalState.Paused ? qsTr("&Resume") : qsTr("P&ause")
        shortcut: "Ctrl+Shift+P"
        enabled: menu.rehearsal.active
        onTriggered: menu.rehearsal.togglePause()
    }
    Action {
        text: qsTr("&Previous segment")
        shortcut: "Ctrl+Shift+B"
        enabled: menu.rehearsal.canPrevious
        onTriggered: menu.rehearsal.previous()
    }
    Action {
        text: qsTr("&Next segment")
        shortcut: "Ctrl+Shift+N"
        enabled: menu.rehearsal.canNext
        onTriggered: menu.rehearsal.next()
    }
    Action {
        text: qsTr("&Undo the segment change")
        enabled: menu.rehearsal.undoText !== ""
        onTriggered: menu.rehearsal.undo()
    }
    Action {
        text: qsTr("&Finish the run")
        enabled: menu.rehearsal.active
        onTriggered: menu.rehearsal.finish()
    }
}
