pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import Mqlab

// File, Edit, View, Stage, Rehearse and Help, with the usual shortcuts shown beside each entry.
MenuBar {
    id: bar
    required property Workbench workbench
    required property DesignCanvas canvas   // typed: the menu calls its fitToView() and zoomAt()
    required property ChartPanel charts
    property bool lessonPanelOpen: true
    required property Rehearsal rehearsal
    property bool rehearsalPanelOpen: false

    signal openRequested()
    signal saveRequested()
    signal saveAsRequested()
    signal exportRequested()
    signal stageRequested(int number)
    signal recentRequested(string path)
    signal themeRequested(int mode) // a ThemeMode
    signal textScaleRequested(real scale) // 1, 1.25 or 1.5
    signal fullScreenRequested()
    signal lessonPanelToggled()
    signal classroomToggled()
    signal quitRequested()
    signal aboutRequested()
    signal errorRaised(string text)
    signal rehearsalPanelToggled()
    signal shortcutsRequested()
    signal resetRequested()

    WideMenu {
        title: qsTr("&File")
        // qmllint: Qt 6.4's qmllint looks up no enum of a value type (StandardKey is QKeySequence's), so those lines say so.
        Action { text: qsTr("&New sandbox"); shortcut: StandardKey.New; onTriggered: bar.stageRequested(0) }  // qmllint disable unqualified
        Action { text: qsTr("&Open\u2026"); shortcut: StandardKey.Open; onTriggered: bar.openRequested() }  // qmllint disable unqualified
        WideMenu {
            id: recent
            title: qsTr("Open &recent")
            enabled: bar.workbench.document.recentFiles.length > 0
            Instantiator {
                model: bar.workbench.document.recentFiles
                delegate: MenuItem {
                    required property string modelData
                    text: modelData
                    onTriggered: bar.recentRequested(modelData)
                }
                onObjectAdded: (index, object) => recent.insertItem(index, object)
                onObjectRemoved: (index, object) => recent.removeItem(object)
            }
        }
        MenuSeparator {}
        Action { text: qsTr("&Save"); shortcut: StandardKey.Save; onTriggered: bar.saveRequested() }  // qmllint disable unqualified
        Action { text: qsTr("Save &as\u2026"); shortcut: "Ctrl+Shift+S"; onTriggered: bar.saveAsRequested() }
        Action { text: qsTr("&Export stage\u2026"); shortcut: "Ctrl+E"; onTriggered: bar.exportRequested() }
        MenuSeparator {}
        Action { text: qsTr("&Quit"); shortcut: StandardKey.Quit; onTriggered: bar.quitRequested() }  // qmllint disable unqualified
    }
    WideMenu {
        id: editMenu
        title: qsTr("&Edit")
        Action {
            text: bar.workbench.history.undoText === "" ? qsTr("&Undo") : qsTr("&Undo %1").arg(bar.workbench.history.undoText)
            shortcut: StandardKey.Undo  // qmllint disable unqualified
            enabled: bar.workbench.history.canUndo
            onTriggered: bar.workbench.history.undo()
        }
        Action {
            id: redoAction
            property string keys: "Ctrl+Shift+Z, Ctrl+Y"
            text: bar.workbench.history.redoText === "" ? qsTr("&Redo") : qsTr("&Redo %1").arg(bar.workbench.history.redoText)
            shortcut: "Ctrl+Shift+Z"
            enabled: bar.workbench.history.canRedo
            onTriggered: bar.workbench.history.redo()
        }
        MenuSeparator {}
        Action { text: qsTr("&Duplicate"); shortcut: "Ctrl+D"; enabled: bar.workbench.selection.count > 0; onTriggered: bar.workbench.duplicateSelection() }
        Action { text: qsTr("De&lete"); property string keys: "Delete"; enabled: bar.workbench.selection.count > 0; onTriggered: bar.workbench.deleteSelection() }
        Action { text: qsTr("Select &all"); shortcut: StandardKey.SelectAll; onTriggered: bar.workbench.selection.selectAll() }  // qmllint disable unqualified
        MenuSeparator {}
        // One entry a kind, from the engine's registry, at the end of the menu.
        Instantiator {
            model: AddEntries { workbench: bar.workbench }
            delegate: Action {
                required property string entry
                required property string mnemonicText
                required property real addX
                required property real addY
                text: mnemonicText
                onTriggered: {
                    bar.workbench.addNode(entry, addX, addY)
                    bar.canvas.forceActiveFocus() // the new card is selected: the keys act on it
                }
            }
            onObjectAdded: (index, object) => editMenu.addAction(object)
            onObjectRemoved: (index, object) => editMenu.removeAction(object)
        }
    }
    WideMenu {
        title: qsTr("&View")
        Action { text: qsTr("&Fit to view"); shortcut: "Ctrl+0"; onTriggered: bar.canvas.fitToView() }
        Action { text: qsTr("Zoom &in"); shortcut: StandardKey.ZoomIn; onTriggered: bar.canvas.zoomAt(1.2, Qt.point(bar.canvas.width / 2, bar.canvas.height / 2)) }  // qmllint disable unqualified
        Action { text: qsTr("Zoom &out"); shortcut: StandardKey.ZoomOut; onTriggered: bar.canvas.zoomAt(1 / 1.2, Qt.point(bar.canvas.width / 2, bar.canvas.height / 2)) }  // qmllint disable unqualified
        Action { text: qsTr("&Charts"); checkable: true; checked: bar.charts.expanded; onTriggered: bar.charts.expanded = !bar.charts.expanded }
        MenuSeparator {}
        Action { text: qsTr("Theme: &system"); checkable: true; checked: Theme.mode === ThemeMode.System; onTriggered: bar.themeRequested(ThemeMode.System) }
        Action { text: qsTr("Theme: &light"); checkable: true; checked: Theme.mode === ThemeMode.Light; onTriggered: bar.themeRequested(ThemeMode.Light) }
        Action { text: qsTr("Theme: &dark"); checkable: true; checked: Theme.mode === ThemeMode.Dark; onTriggered: bar.themeRequested(ThemeMode.Dark) }
        Action { objectName: "themeHighContrast"; text: qsTr("Theme: &high contrast"); checkable: true; checked: Theme.mode === ThemeMode.HighContrast; onTriggered: bar.themeRequested(ThemeMode.HighContrast) }
        MenuSeparator {}
        Action { objectName: "textSize100"; text: qsTr("Text size 100%"); checkable: true; checked: Theme.textScale === 1; onTriggered: bar.textScaleRequested(1) }
        Action { objectName: "textSize125"; text: qsTr("Text size 125%"); checkable: true; checked: Theme.textScale === 1.25; onTriggered: bar.textScaleRequested(1.25) }
        Action { objectName: "textSize150"; text: qsTr("Text size 150%"); checkable: true; checked: Theme.textScale === 1.5; onTriggered: bar.textScaleRequested(1.5) }
        // Figures as the user's locale writes them (1.234,5 in German), or as the lessons do (the default).
        Action { objectName: "localNumbers"; text: qsTr("Numbers as my locale writes them (%1)").arg(NumberFormat.localSample); checkable: true; checked: NumberFormat.local; onTriggered: NumberFormat.local = !NumberFormat.local }
        MenuSeparator {}
        Action {
            text: qsTr("&Lesson panel")
            shortcut: "Ctrl+L"
            checkable: true
            checked: bar.lessonPanelOpen
            onTriggered: { bar.lessonPanelToggled(); checked = Qt.binding(() => bar.lessonPanelOpen) }
        }
        Action {
            // Large type, presenter keys and a pointer; F11 also goes full screen (and back).
            text: qsTr("Classroo&m mode")
            shortcut: "F11"
            checkable: true
            checked: Theme.classroom
            onTriggered: { bar.classroomToggled(); checked = Qt.binding(() => Theme.classroom) }
        }
        Action { text: qsTr("F&ull screen"); shortcut: "Ctrl+Shift+F"; onTriggered: bar.fullScreenRequested() }
    }
    WideMenu {
        id: stageMenu
        title: qsTr("&Stage")
        // One list in order: the stages by number (their full titles), each round of the second seed
        // under a heading of its own, the Sandbox, then Reset. The entries are placed by their own
        // index, whatever order the Instantiator makes them in.
        Instantiator {
            model: {
                const rows = []
                for (const c of bar.workbench.lessonChoices) {
                    if (c.firstOfGroup && c.group !== "")
                        rows.push({ kind: "heading", id: 0, title: c.groupTitle })
                    rows.push({ kind: "lesson", id: c.id, title: c.title })
                }
                rows.push({ kind: "sandbox", id: 0, title: qsTr("Sandbox: an empty canvas") })
                rows.push({ kind: "reset", id: 0, title: qsTr("&Reset this design to how it ships") })
                return rows
            }
            delegate: ShortcutMenuItem {
                id: row
                required property int index
                required property var modelData
                readonly property int entry: index
                readonly property string kind: row.modelData.kind
                readonly property bool isOpen: row.kind === "lesson" ? bar.workbench.stage === row.modelData.id
                                               : row.kind === "sandbox" && bar.workbench.stage === 0 && bar.workbench.document.filePath === ""
                objectName: row.kind === "lesson" ? "stageEntry" + row.modelData.id
                            : row.kind === "heading" ? "stageGroupEntry" : row.kind + "Entry"
                text: row.modelData.title
                font.bold: row.kind === "heading"
                checkable: row.kind === "lesson" || row.kind === "sandbox"
                keys: row.kind === "lesson" && row.modelData.id <= 6 ? "Ctrl+" + row.modelData.id : ""
                checked: row.isOpen
                enabled: row.kind === "lesson" || row.kind === "sandbox"
                         || (row.kind === "reset" && bar.workbench.document.filePath === "" && bar.workbench.document.dirty)
                onTriggered: {
                    if (row.kind === "lesson")
                        bar.stageRequested(row.modelData.id)
                    else if (row.kind === "sandbox")
                        bar.stageRequested(0)
                    else if (row.kind === "reset")
                        bar.resetRequested()
                    checked = Qt.binding(() => row.isOpen)
                }
            }
            onObjectAdded: (index, object) => {
                let at = 0
                while (at < stageMenu.count && stageMenu.itemAt(at).entry < object.entry)
                    ++at
                stageMenu.insertItem(at, object)
            }
            onObjectRemoved: (index, object) => stageMenu.removeItem(object)
        }
    }
    RehearseMenu {
        rehearsal: bar.rehearsal
        panelOpen: bar.rehearsalPanelOpen
        onPanelToggled: bar.rehearsalPanelToggled()
    }
    WideMenu {
        title: qsTr("&Help")
        Action { text: qsTr("&Keyboard shortcuts"); shortcut: "F1"; onTriggered: bar.shortcutsRequested() }
        Action { text: qsTr("&About mqlab %1").arg(Qt.application.version); onTriggered: bar.aboutRequested() }
    }
    Shortcut { sequences: ["Ctrl+Y"]; enabled: bar.workbench.history.canRedo; onActivated: bar.workbench.history.redo() }
    Shortcut { sequences: ["Ctrl+1"]; onActivated: bar.stageRequested(1) }
    Shortcut { sequences: ["Ctrl+2"]; onActivated: bar.stageRequested(2) }
    Shortcut { sequences: ["Ctrl+3"]; onActivated: bar.stageRequested(3) }
    Shortcut { sequences: ["Ctrl+4"]; onActivated: bar.stageRequested(4) }
    Shortcut { sequences: ["Ctrl+5"]; onActivated: bar.stageRequested(5) }
    Shortcut { sequences: ["Ctrl+6"]; onActivated: bar.stageRequested(6) }
}
