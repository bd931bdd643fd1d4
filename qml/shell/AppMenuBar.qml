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
    signal localNumbersRequested(bool on) // figures as the locale writes them
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
        Action { objectName: "localNumbers"; text: qsTr("Numbers as my locale writes them (%1)").arg(NumberFormat.localSample); checkable: true; checked: NumberFormat.local; onTriggered: bar.localNumbersRequested(!NumberFormat.local) }
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
        objectName: "stageMenu"
        title: qsTr("&Stage")
        // The first seed's stages by number (their full titles), then one submenu a round of the second
        // seed holding its parts, then the Sandbox and Reset: a dozen rows, so the menu fits a 1280x720
        // window in classroom type too (one flat list of every part ran past the window's foot). All of
        // it comes from the workbench's lesson choices (the stage files compiled in). Each entry has a
        // place (`entry`), and is put there whatever order the Instantiators make them in.
        readonly property var stages: {
            const out = []
            for (const c of bar.workbench.lessonChoices)
                if (c.group === "")
                    out.push(c)
            return out
        }
        readonly property var rounds: {
            const out = []
            for (const c of bar.workbench.lessonChoices) {
                if (c.group === "")
                    continue
                if (c.firstOfGroup || out.length === 0)
                    out.push({ group: c.group, title: c.groupTitle, parts: [] })
                out[out.length - 1].parts.push(c)
            }
            return out
        }
        function place(object) {
            // A submenu sits in the menu as an item of its own that carries the submenu.
            const entryOf = item => item.subMenu ? item.subMenu.entry : item.entry
            let at = 0
            while (at < stageMenu.count && entryOf(stageMenu.itemAt(at)) < object.entry)
                ++at
            if (object instanceof Menu)
                stageMenu.insertMenu(at, object)
            else
                stageMenu.insertItem(at, object)
        }
        Instantiator {
            model: stageMenu.stages
            delegate: ShortcutMenuItem {
                id: stageRow
                required property int index
                required property var modelData
                readonly property int entry: index
                readonly property bool isOpen: bar.workbench.stage === stageRow.modelData.id
                objectName: "stageEntry" + stageRow.modelData.id
                text: stageRow.modelData.title
                checkable: true
                keys: stageRow.modelData.id <= 6 ? "Ctrl+" + stageRow.modelData.id : ""
                checked: stageRow.isOpen
                onTriggered: {
                    bar.stageRequested(stageRow.modelData.id)
                    checked = Qt.binding(() => stageRow.isOpen)
                }
            }
            onObjectAdded: (index, object) => stageMenu.place(object)
            onObjectRemoved: (index, object) => stageMenu.removeItem(object)
        }
        Instantiator {
            model: stageMenu.rounds
            delegate: WideMenu {
                id: roundMenu
                required property int index
                required property var modelData
                readonly property int entry: 1000 + index
                objectName: "stageRoundMenu" + (index + 1)
                title: roundMenu.modelData.title
                Instantiator {
                    model: roundMenu.modelData.parts
                    delegate: ShortcutMenuItem {
                        id: partRow
                        required property int index
                        required property var modelData
                        readonly property int entry: index
                        readonly property bool isOpen: bar.workbench.stage === partRow.modelData.id
                        objectName: "stageEntry" + partRow.modelData.id
                        text: partRow.modelData.title
                        checkable: true
                        checked: partRow.isOpen
                        onTriggered: {
                            bar.stageRequested(partRow.modelData.id)
                            checked = Qt.binding(() => partRow.isOpen)
                        }
                    }
                    onObjectAdded: (index, object) => {
                        let at = 0
                        while (at < roundMenu.count && roundMenu.itemAt(at).entry < object.entry)
                            ++at
                        roundMenu.insertItem(at, object)
                    }
                    onObjectRemoved: (index, object) => roundMenu.removeItem(object)
                }
            }
            onObjectAdded: (index, object) => stageMenu.place(object)
            onObjectRemoved: (index, object) => stageMenu.removeMenu(object)
        }
        ShortcutMenuItem {
            id: sandboxRow
            readonly property int entry: 2000
            readonly property bool isOpen: bar.workbench.stage === 0 && bar.workbench.document.filePath === ""
            objectName: "sandboxEntry"
            text: qsTr("Sandbox: an empty canvas")
            checkable: true
            checked: sandboxRow.isOpen
            onTriggered: {
                bar.stageRequested(0)
                checked = Qt.binding(() => sandboxRow.isOpen)
            }
        }
        ShortcutMenuItem {
            readonly property int entry: 2001
            objectName: "resetEntry"
            text: qsTr("&Reset this design to how it ships")
            enabled: bar.workbench.document.filePath === "" && bar.workbench.document.dirty
            onTriggered: bar.resetRequested()
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
