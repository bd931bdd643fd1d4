pragma ComponentBehavior: Bound
import QtQuick
import Qt.labs.settings
import Mqlab

// The window. Its first frame holds the tiles and the canvas, drawn with plain Qt Quick: importing
// Qt Quick Controls costs a start-up frame about 10 ms, so the menus, the toolbar, the palette, the
// inspector, the panels and the dialogs (all Controls) are built straight after it, each in a place
// kept for it so that nothing moves when it arrives.
Window {
    id: window
    // Placed in Component.onCompleted: the saved geometry clamped to the screen, else maximized (the
    // screen's available geometry); un-maximized, it takes the preferred size centred, when that fits.
    width: 1280
    height: 800
    minimumWidth: Math.min(960, Screen.desktopAvailableWidth)
    minimumHeight: Math.min(600, Screen.desktopAvailableHeight)
    visible: false
    title: qsTr("mqlab \u2014 %1").arg(workbench.document.title)
    color: Theme.window
    // The controls take the theme's colours, so the menu bar and buttons follow light and dark.
    // Roles with a disabled colour are set per group: the all-groups setter (palette.buttonText)
    // re-ran when the theme settled at start-up and overwrote the disabled grey, so a disabled Back
    // looked like Next until the theme next changed.
    palette.window: Theme.window
    palette.active.windowText: Theme.text
    palette.inactive.windowText: Theme.text
    palette.base: Theme.panel
    palette.alternateBase: Theme.card
    palette.active.text: Theme.text
    palette.inactive.text: Theme.text
    palette.active.button: Theme.button
    palette.inactive.button: Theme.button
    palette.active.buttonText: Theme.text
    palette.inactive.buttonText: Theme.text
    palette.brightText: Theme.text
    palette.highlight: Theme.accent
    palette.highlightedText: "#ffffff"
    palette.light: Theme.dark ? "#3a3f48" : "#ffffff"
    palette.midlight: Theme.dark ? "#343841" : "#e9ebef"
    palette.mid: Theme.border
    palette.dark: Theme.dark ? "#15171b" : "#a9afb9"
    palette.shadow: "#000000"
    palette.toolTipBase: Theme.panel
    palette.toolTipText: Theme.text
    palette.placeholderText: Theme.muted
    // A control that cannot be used looks it: greyed text in every disabled control.
    palette.disabled.buttonText: Theme.disabledText
    palette.disabled.windowText: Theme.disabledText
    palette.disabled.text: Theme.disabledText
    palette.disabled.button: Theme.dark ? "#2a2e35" : "#eef0f3"

    property bool closeConfirmed: false

    Workbench { id: workbench }
    // The Simulate tab's run, here so that the cards' failure menus and marks share it.
    SimulationRun { id: simulation; objectName: "simulationRun"; workbench: workbench }
    // The lesson's texts are filled from the canvas once the first frame is out: nothing on it shows them.
    Lesson { id: lesson; objectName: "lesson"; workbench: window.firstFrameShown ? workbench : null }
    Rehearsal { id: rehearsal; objectName: "rehearsal"; workbench: workbench; lesson: lesson; onCanvasMoved: fitTimer.restart() }
    property bool rehearsalOpen: false   // the rehearsal panel takes the inspector's place

    property bool lessonPanelOpen: true
    // Keys typed into a text box are text, not presenter commands.
    // qmllint: the focused item is asked what it is by what it has (a text box's cursor, a slider's step).
    readonly property bool typing: activeFocusItem !== null && activeFocusItem.cursorPosition !== undefined  // qmllint disable type
                                   && activeFocusItem.readOnly !== true
    // Left and Right belong to a focused slider, spin box or combo box.
    readonly property bool arrowsTaken: typing || (activeFocusItem !== null
                                        && (activeFocusItem.stepSize !== undefined || activeFocusItem.displayText !== undefined))  // qmllint disable type
    // A focused stepper (a Round 1 or 2 drill's, or its tab) steps itself on Left and Right; Page Up
    // and Down still page the lesson.
    readonly property bool stepperFocused: activeFocusItem !== null && activeFocusItem.takesArrows === true  // qmllint disable type

    Settings {
        id: settings
        category: "window"
        property real savedX: 0
        property real savedY: 0
        property real savedWidth: 0    // 0: never saved
        property real savedHeight: 0
        property bool savedMaximized: false
        property alias chartsExpanded: charts.expanded
        property alias lessonPanelOpen: window.lessonPanelOpen
        property int themeMode: ThemeMode.System   // a ThemeMode
        property real textScale: 1                   // the View menu's text size, 1 to 1.5
        property bool localNumbers: false            // the View menu's "numbers as my locale writes them"
        Component.onCompleted: {
            Theme.mode = themeMode
            Theme.textScale = Math.max(1, Math.min(1.5, textScale))
            NumberFormat.local = localNumbers
        }
    }

    function showMessage(text) { toast.show(text) }
    // An error that comes before the dialogs are built waits for them.
    property string pendingError: ""
    function report(err) {
        if (err === "")
            return
        if (window.dialogs)
            window.dialogs.report(err)
        else
            window.pendingError = err
    }
    function setTheme(mode: int) { Theme.mode = mode; settings.themeMode = mode }
    // The View menu's number format, kept for the next start like the theme.
    function setLocalNumbers(on: bool) { NumberFormat.local = on; settings.localNumbers = on }
    // The View menu's text size: every panel's type grows with it and the canvas refits (the cards
    // keep their size: the canvas zooms them).
    function setTextScale(scale: real) {
        Theme.textScale = Math.max(1, Math.min(1.5, scale))
        settings.textScale = Theme.textScale
        fitTimer.restart()
    }
    // Classroom mode: large type, presenter keys, the pointer. F11 pairs it with full screen.
    // The canvas refits once the panels have taken their new widths.
    function setClassroom(on) { Theme.classroom = on; fitTimer.restart() }
    function toggleClassroomFullScreen() {
        const on = !Theme.classroom
        Theme.classroom = on
        window.setFullScreen(on)
        fitTimer.restart()
    }
    // Leaving full screen goes back to how the window was (maximized on a small screen), not to a
    // fixed size that may not fit.
    property int visibilityBeforeFullScreen: Window.Windowed
    function setFullScreen(on) {
        if (on === (window.visibility === Window.FullScreen))
            return
        if (on) {
            window.visibilityBeforeFullScreen = window.visibility === Window.Maximized ? Window.Maximized : Window.Windowed
            window.visibility = Window.FullScreen
        } else {
            window.visibility = window.visibilityBeforeFullScreen
        }
    }
    // The frame the window manager adds (a title bar, borders) is not known before the window is
    // shown; this much is kept for it when deciding whether a size fits.
    readonly property int frameAllowance: 48
    function place() {
        const availW = Screen.desktopAvailableWidth, availH = Screen.desktopAvailableHeight
        const fits = (w, h) => w + 16 <= availW && h + window.frameAllowance <= availH
        if (settings.savedWidth > 0 && !settings.savedMaximized) {
            window.width = Math.max(window.minimumWidth, Math.min(settings.savedWidth, availW - 16))
            window.height = Math.max(window.minimumHeight, Math.min(settings.savedHeight, availH - window.frameAllowance))
            window.x = Math.max(0, Math.min(settings.savedX, availW - window.width))
            window.y = Math.max(0, Math.min(settings.savedY, availH - window.height - window.frameAllowance))
            window.show()
        } else {
            if (fits(1280, 800)) {   // the size it returns to when the user un-maximizes it
                window.width = 1280
                window.height = 800
                window.x = Math.round((availW - 1280) / 2)
                window.y = Math.round((availH - 800 - window.frameAllowance) / 2)
            }
            window.showMaximized()
        }
    }
    function saveGeometry() {
        settings.savedMaximized = window.visibility === Window.Maximized
                                  || (window.visibility === Window.FullScreen && window.visibilityBeforeFullScreen === Window.Maximized)
        if (window.visibility === Window.Windowed) {
            settings.savedX = window.x
            settings.savedY = window.y
            settings.savedWidth = window.width
            settings.savedHeight = window.height
        }
    }
    onLessonPanelOpenChanged: fitTimer.restart()
    function blankScreen() {
        blankFocus = window.activeFocusItem
        blank.show()
    }
    property Item blankFocus: null
    // A card's "Inspect": its fields in the inspector (which the rehearsal may be covering).
    function inspect(nodeId) {
        window.rehearsalOpen = false
        workbench.selection.select(nodeId, false)
        if (inspectorLoader.item)
            (inspectorLoader.item as Inspector).focusFirstField()
    }
    // A stage's or the Sandbox's edits are kept while others are visited (the workbench keeps
    // them); a file's unsaved changes are asked about first.
    function openStage(n) {
        const go = () => {
            if (n === 0) workbench.newSandbox(); else window.report(workbench.openStage(n))
            fitTimer.restart()
        }
        if (workbench.document.filePath !== "" && workbench.document.dirty && window.dialogs)
            window.dialogs.askBeforeLeaving(go)
        else
            go()
    }

    onClosing: (close) => {
        window.saveGeometry()
        if (workbench.document.dirty && !closeConfirmed) {
            close.accepted = false   // without the dialogs yet, the work is kept and the window stays
            if (window.dialogs)
                window.dialogs.askBeforeClosing()
        }
    }

    // The menu bar's height is kept for it (Fusion: an item is its text's height plus 6 px of padding
    // above and below, at least 20); the window tests check that the two heights agree.
    FontMetrics { id: menuFont; font: SystemFont.font }
    readonly property real menuBarReserve: Math.max(20, Math.ceil(menuFont.height) + 12)
    // The toolbar's strip: its tallest control (Fusion's text field: the text plus 4 px of padding
    // above and below) and the bar's 1 px rule come to about the text's height plus 10 px; the strip
    // keeps 2 px to spare, and grows should a font make the toolbar taller (the tests check it fits).
    readonly property real headerReserve: Math.max(28, Math.ceil(menuFont.height) + 12)
    Binding { target: menuLoader.item; when: menuLoader.item !== null; property: "lessonPanelOpen"; value: window.lessonPanelOpen }
    Binding { target: menuLoader.item; when: menuLoader.item !== null; property: "rehearsalPanelOpen"; value: window.rehearsalOpen }
    Connections {
        target: menuLoader.item
        function onOpenRequested() { if (window.dialogs) window.dialogs.openScenario() }
        function onSaveRequested() { if (window.dialogs) window.dialogs.save() }
        function onSaveAsRequested() { if (window.dialogs) window.dialogs.saveAs() }
        function onExportRequested() { if (window.exportDialog) window.exportDialog.open() }
        function onStageRequested(n) { window.openStage(n) }
        function onRecentRequested(path) { window.report(workbench.document.openFileInBackground(workbench.document.localUrl(path))) }
        function onThemeRequested(mode: int) { window.setTheme(mode) }
        function onTextScaleRequested(scale: real) { window.setTextScale(scale) }
        function onLocalNumbersRequested(on: bool) { window.setLocalNumbers(on) }
        function onFullScreenRequested() { window.setFullScreen(window.visibility !== Window.FullScreen) }
        function onShortcutsRequested() { window.showShortcuts() }
        function onResetRequested() { workbench.resetDesign(); fitTimer.restart() }
        function onLessonPanelToggled() { window.lessonPanelOpen = !window.lessonPanelOpen }
        function onClassroomToggled() { window.toggleClassroomFullScreen() }
        function onQuitRequested() { window.close() }
        function onAboutRequested() { if (window.dialogs) window.dialogs.about() }
        function onErrorRaised(text) { window.report(text) }
        function onRehearsalPanelToggled() { window.rehearsalOpen = !window.rehearsalOpen }
    }

    // Presenter keys. Shortcuts work wherever the focus is, except while typing in a text box.
    // Page Up and Down belong to a focused slider (the load's coarse step) like the arrows.
    Shortcut { sequences: ["PgDown"]; enabled: window.lessonPanelOpen && window.lessonPanel !== null && !window.arrowsTaken; onActivated: window.lessonPanel.next() }
    Shortcut { sequences: ["PgUp"]; enabled: window.lessonPanelOpen && window.lessonPanel !== null && !window.arrowsTaken; onActivated: window.lessonPanel.previous() }
    Shortcut { sequences: ["Space"]; enabled: Theme.classroom && window.lessonPanelOpen && window.lessonPanel !== null && !window.typing; onActivated: window.lessonPanel.next() }
    Shortcut { sequences: ["B"]; enabled: Theme.classroom && !window.typing && !blank.visible; onActivated: window.blankScreen() }
    Shortcut { sequences: ["R"]; enabled: window.lessonPanelOpen && window.lessonPanel !== null && !window.typing; onActivated: window.lessonPanel.toggleAnswer() }
    // Left and Right step a figure or the event; the canvas keeps them for nudging a selected node.
    Shortcut {
        sequences: ["Left"]
        enabled: window.lessonPanelOpen && window.lessonPanel !== null && (window.lessonPanel.tab === 1 || window.lessonPanel.tab === 2) && !window.arrowsTaken
                 && !window.stepperFocused
                 && !(canvas.activeFocus && workbench.selection.count > 0)
        onActivated: window.lessonPanel.previous()
    }
    Shortcut {
        sequences: ["Right"]
        enabled: window.lessonPanelOpen && window.lessonPanel !== null && (window.lessonPanel.tab === 1 || window.lessonPanel.tab === 2) && !window.arrowsTaken
                 && !window.stepperFocused
                 && !(canvas.activeFocus && workbench.selection.count > 0)
        onActivated: window.lessonPanel.next()
    }

    Item {
        id: content
        anchors.fill: parent

        Item {
            id: menuArea
            objectName: "menuArea"
            width: parent.width
            height: menuLoader.item ? (menuLoader.item as Item).implicitHeight : window.menuBarReserve
            property alias item: menuLoader.item
            Loader {
                id: menuLoader
                anchors.fill: parent
                asynchronous: true
            }
        }
        Item {
            id: headerArea
            objectName: "headerArea"
            y: menuArea.height
            width: parent.width
            height: headerLoader.item ? Math.max(window.headerReserve, (headerLoader.item as Item).implicitHeight) : window.headerReserve
            property alias item: headerLoader.item
            Rectangle { anchors.fill: parent; color: Theme.panel }
            Loader {
                id: headerLoader
                anchors.fill: parent
                asynchronous: true
            }
        }

        TileRow {
            id: tiles
            workbench: workbench
            x: 8
            y: headerArea.y + headerArea.height + 8
            width: parent.width - 16
        }
        Item {
            id: workspace
            x: 8
            y: tiles.y + tiles.height + 8
            width: parent.width - 16
            height: parent.height - y - 8
            // The canvas keeps at least this much when a panel is widened.
            readonly property real canvasMinimum: 320

            Loader {
                id: lessonLoader
                objectName: "lessonLoader"
                asynchronous: true
                visible: window.lessonPanelOpen
                width: window.lessonWidth
                height: parent.height
            }
            PaneSplitter {
                id: lessonSplit
                visible: window.lessonPanelOpen
                x: lessonLoader.width
                height: parent.height
                paneWidth: lessonLoader.width
                onResized: (w) => window.lessonUserWidth = w
            }
            Item {
                id: canvasColumn
                x: window.lessonPanelOpen ? lessonSplit.x + lessonSplit.width : 0
                width: (sidePane.visible ? sideSplit.x : parent.width) - x
                height: parent.height
                DesignCanvas {
                    id: canvas
                    objectName: "canvas"
                    workbench: workbench
                    simulation: simulation
                    decorated: window.firstFrameShown
                    visible: !charts.covering
                    width: parent.width
                    height: parent.height - (charts.covering ? charts.headerHeight : charts.height)
                    onMessage: (text) => window.showMessage(text)
                    onInspectRequested: (nodeId) => window.inspect(nodeId)
                }
                // Under the canvas when there is room for both; on a short workspace (1280x720) the
                // open charts take the canvas's place, and closing them brings the design back.
                ChartPanel {
                    id: charts
                    objectName: "charts"
                    workbench: workbench
                    simulation: simulation
                    expanded: window.height >= 900   // a short window keeps the canvas; View > Charts opens them
                    decorated: window.firstFrameShown
                    covering: expanded && workspace.height < 640
                    y: covering ? 0 : canvas.height
                    width: parent.width
                    height: covering ? parent.height : implicitHeight
                    onCoveringChanged: fitTimer.restart()
                }
            }
            PaneSplitter {
                id: sideSplit
                visible: sidePane.visible
                x: sidePane.x - width
                height: parent.height
                direction: -1
                paneWidth: sidePane.width
                onResized: (w) => {
                    if (window.rehearsalOpen) window.rehearsalUserWidth = w
                    else window.inspectorUserWidth = w
                }
            }
            Item {   // the inspector, or the rehearsal in its place
                id: sidePane
                visible: window.rehearsalOpen || window.inspectorShown
                width: window.rehearsalOpen ? window.rehearsalWidth : window.inspectorWidth
                x: parent.width - width
                height: parent.height
                Loader {
                    id: inspectorLoader
                    objectName: "inspectorLoader"
                    anchors.fill: parent
                    asynchronous: true
                    visible: !window.rehearsalOpen
                }
                Loader {
                    id: rehearsalLoader
                    anchors.fill: parent
                    asynchronous: true
                    visible: window.rehearsalOpen
                }
            }
        }
        // The classroom pointer: the content's HoverHandler follows the mouse (it sees hover even
        // over buttons), and a layer on top that takes no input draws the circle.
        HoverHandler { id: pointerHover; enabled: Theme.classroom }
        ClassroomPointer {
            anchors.fill: parent
            z: 1000
            hovering: pointerHover.hovered
            at: pointerHover.point.position
        }
    }

    // The side panels' widths: the user's, once they drag a handle, else the default; each within
    // its range and leaving the canvas its minimum. The lesson panel yields to the right-hand one.
    property real lessonUserWidth: -1
    property real inspectorUserWidth: -1
    property real rehearsalUserWidth: -1
    function paneWidth(user, preferred, minimum, maximum, other) {
        const room = workspace.width - other - workspace.canvasMinimum
        return Math.round(Math.max(minimum, Math.min(maximum, room, user > 0 ? user : preferred)))
    }
    // The defaults grow with the text size (Theme.fontScale), so larger type wraps instead of eliding.
    readonly property real inspectorPreferred: inspectorUserWidth > 0 ? inspectorUserWidth : 300 * Theme.fontScale
    readonly property real rehearsalPreferred: rehearsalUserWidth > 0 ? rehearsalUserWidth : (Theme.classroom ? 420 : 320) * Theme.fontScale
    readonly property real lessonWidth: paneWidth(lessonUserWidth,
                                                  Theme.classroom ? Math.round(Math.min(640 * Theme.fontScale, Math.max(420 * Theme.fontScale, window.width * 0.3)))
                                                                  : 340 * Theme.fontScale,
                                                  260, 760, !sidePane.visible ? 0 : rehearsalOpen ? rehearsalPreferred : inspectorPreferred)
    readonly property real inspectorWidth: paneWidth(-1, inspectorPreferred, 240, 600, lessonPanelOpen ? lessonWidth : 0)
    readonly property real rehearsalWidth: paneWidth(-1, rehearsalPreferred, 260, 640, lessonPanelOpen ? lessonWidth : 0)
    // In class an empty inspector only takes room from the canvas; a rehearsal takes its place.
    readonly property bool inspectorShown: !rehearsalOpen && (!Theme.classroom || workbench.selection.selectedId !== "")
    onInspectorShownChanged: fitTimer.restart()

    ClassroomBlank {   // above the menus and the toolbar too
        id: blank
        anchors.fill: parent
        // The focus goes back where it was. A dialog just closed leaves it on the window's root, which
        // would hand it straight back to the hidden blank (the keys went nowhere): the canvas then.
        onDismissed: {
            blank.visible = false
            blank.focus = false
            const was = window.blankFocus
            const back = was && was.visible && was.parent !== null ? was : canvas
            back.forceActiveFocus()
        }
    }

    Toast { id: toast; anchors.bottom: parent.bottom; anchors.horizontalCenter: parent.horizontalCenter; anchors.bottomMargin: 24 }
    // A file opening in the background (OpeningBanner.qml): built after the first frame, as it is
    // Qt Quick Controls (a busy indicator and a button) and no file is opening before then.
    Loader { id: openingLoader; anchors.fill: parent; z: 200; asynchronous: true }
    Timer { id: fitTimer; objectName: "fitTimer"; interval: 30; onTriggered: canvas.fitToView() }

    Loader { id: exportLoader; asynchronous: true }
    Loader { id: tipLoader; asynchronous: true }
    Binding { target: headerLoader.item; when: headerLoader.item !== null; property: "lessonOpen"; value: window.lessonPanelOpen }
    Binding { target: headerLoader.item; when: headerLoader.item !== null; property: "rehearsalOpen"; value: window.rehearsalOpen }
    Connections {
        target: headerLoader.item
        function onStageRequested(n) { window.openStage(n) }
        function onMessage(text) { window.showMessage(text) }
        function onLessonToggled(open) { window.lessonPanelOpen = open }
        function onRehearsalToggled(open) { window.rehearsalOpen = open }
        function onClassroomToggled(on) { window.setClassroom(on) }
    }
    Connections {
        target: exportLoader.item
        function onExported(text) { window.showMessage(text) }
        function onFailed(text) { window.report(text) }
    }
    Connections {
        target: rehearsalLoader.item
        function onCloseRequested() { window.rehearsalOpen = false }
    }

    // Start-up: the first frame shows the tiles and the canvas; the panels and dialogs that are not
    // on it are built straight after, a few at a time, so the window appears sooner. Loaded by URL
    // (Qt 6.4 refuses a Loader an inline component under ComponentBehavior: Bound).
    property bool firstFrameShown: false
    readonly property var lessonPanel: lessonLoader.item
    readonly property var exportDialog: exportLoader.item
    readonly property var dialogs: dialogsLoader.item
    // True once every deferred part is built; the window tests wait for it.
    readonly property bool ready: menuLoader.status === Loader.Ready && lessonLoader.status === Loader.Ready && rehearsalLoader.status === Loader.Ready
                                  && exportLoader.status === Loader.Ready && dialogsLoader.status === Loader.Ready
                                  && headerLoader.status === Loader.Ready && inspectorLoader.status === Loader.Ready
                                  && tipLoader.status === Loader.Ready && openingLoader.status === Loader.Ready
    // qmllint: Qt 6.4's type file declares Qt.callLater a property, not a method.
    onFrameSwapped: if (!firstFrameShown) Qt.callLater(window.buildDeferred)  // qmllint disable type
    Timer { interval: 250; running: true; onTriggered: window.buildDeferred() }   // should no frame be swapped
    function buildDeferred() {
        if (firstFrameShown)
            return
        firstFrameShown = true
        menuLoader.setSource("AppMenuBar.qml", { workbench: workbench, canvas: canvas, charts: charts, rehearsal: rehearsal })
        lessonLoader.setSource("LessonPanel.qml", { lesson: lesson, workbench: workbench })
        rehearsalLoader.setSource("RehearsalPanel.qml", { rehearsal: rehearsal })
        headerLoader.setSource("AppHeader.qml", { workbench: workbench, rehearsal: rehearsal, lessonOpen: window.lessonPanelOpen, rehearsalOpen: window.rehearsalOpen })
        inspectorLoader.setSource("Inspector.qml", { workbench: workbench })
        tipLoader.setSource("TipLayer.qml", { area: content })
        exportLoader.setSource("ExportDialog.qml", { workbench: workbench, parent: content })
        dialogsLoader.setSource("AppDialogs.qml", { workbench: workbench })
        openingLoader.setSource("OpeningBanner.qml", { objectName: "openingBanner", opener: workbench.document.opener })
    }
    Loader { id: dialogsLoader; asynchronous: true }
    Connections {
        target: dialogsLoader.item
        function onScenarioChanged() { fitTimer.restart() }
        function onCloseApproved() { window.closeConfirmed = true; window.close() }
    }
    Connections {
        target: dialogsLoader
        function onLoaded() {
            if (window.pendingError !== "") {
                window.dialogs.report(window.pendingError)
                window.pendingError = ""
            } else if (workbench.document.recoveryAvailable) {
                window.dialogs.offerRecovery()
            }
        }
    }
    Component.onCompleted: { window.place(); fitTimer.restart() }
    Loader { id: shortcutsLoader; anchors.fill: parent; active: false; source: "ShortcutsDialog.qml"; onLoaded: (item as ShortcutsDialog).open() }
    function showShortcuts() {
        if (shortcutsLoader.item)
            (shortcutsLoader.item as ShortcutsDialog).open()
        else
            shortcutsLoader.active = true
    }
    // The first frame shows the design fitted: the cards are laid out (polished) by the time the
    // window signals afterAnimating, and the fit only moves and scales the world.
    property bool fittedOnce: false
    onAfterAnimating: {
        if (!window.fittedOnce) {
            window.fittedOnce = true
            canvas.fitToView()
        }
    }
}
