pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import QtQuick.Dialogs
import Qt.labs.settings
import Mqlab

ApplicationWindow {
    id: window
    width: 1280
    height: 800
    minimumWidth: 960
    minimumHeight: 600
    visible: true
    title: qsTr("mqlab \u2014 %1").arg(workbench.title)
    color: Theme.window
    // The controls take the theme's colours, so the menu bar and buttons follow light and dark.
    palette.window: Theme.window
    palette.windowText: Theme.text
    palette.base: Theme.panel
    palette.alternateBase: Theme.card
    palette.text: Theme.text
    palette.button: Theme.card
    palette.buttonText: Theme.text
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

    property bool closeConfirmed: false
    property string pendingAfterSave: ""   // "close" when a save was asked for on the way out

    Workbench { id: workbench }
    Lesson { id: lesson; objectName: "lesson"; workbench: workbench }
    Rehearsal { id: rehearsal; objectName: "rehearsal"; workbench: workbench; lesson: lesson; onCanvasMoved: fitTimer.restart() }
    property bool rehearsalOpen: false   // the rehearsal panel takes the inspector's place

    property bool lessonPanelOpen: true
    // Keys typed into a text box are text, not presenter commands.
    readonly property bool typing: activeFocusItem !== null && activeFocusItem.cursorPosition !== undefined
                                   && activeFocusItem.readOnly !== true
    // Left and Right belong to a focused slider, spin box or combo box.
    readonly property bool arrowsTaken: typing || (activeFocusItem !== null
                                        && (activeFocusItem.stepSize !== undefined || activeFocusItem.displayText !== undefined))

    Settings {
        id: settings
        category: "window"
        property alias x: window.x
        property alias y: window.y
        property alias width: window.width
        property alias height: window.height
        property alias chartsExpanded: charts.expanded
        property alias lessonPanelOpen: window.lessonPanelOpen
        property string theme: "system"
        Component.onCompleted: Theme.mode = theme
    }

    function showMessage(text) { toast.show(text) }
    function saveOrSaveAs() {
        if (workbench.filePath === "")
            saveDialog.open()
        else
            report(workbench.saveFile("file://" + workbench.filePath))
    }
    function report(err) { if (err !== "") errorDialog.show(err) }
    function setTheme(mode) { Theme.mode = mode; settings.theme = mode }
    // Classroom mode: large type, presenter keys, the pointer. F11 pairs it with full screen.
    // The canvas refits once the panels have taken their new widths.
    function setClassroom(on) { Theme.classroom = on; fitTimer.restart() }
    function toggleClassroomFullScreen() {
        const on = !Theme.classroom
        Theme.classroom = on
        window.visibility = on ? Window.FullScreen : Window.Windowed
        fitTimer.restart()
    }
    onLessonPanelOpenChanged: fitTimer.restart()
    function blankScreen() {
        blankFocus = window.activeFocusItem
        blank.show()
    }
    property Item blankFocus: null
    function openStage(n) {
        if (n === 0) workbench.newSandbox(); else report(workbench.openStage(n))
        fitTimer.restart()
    }

    onClosing: (close) => {
        if (workbench.dirty && !closeConfirmed) {
            close.accepted = false
            unsavedDialog.open()
        }
    }

    // The menu bar is built just after the first frame; its height is kept for it meanwhile (Fusion:
    // an item is its text's height plus 6 px of padding above and below, at least 20), so nothing
    // below moves when it arrives. The window tests check that the two heights agree.
    FontMetrics { id: menuFont; font: Qt.application.font }
    readonly property real menuBarReserve: Math.max(20, Math.ceil(menuFont.height) + 12)
    menuBar: Item {
        implicitHeight: menuLoader.item ? menuLoader.item.implicitHeight : window.menuBarReserve
        property alias item: menuLoader.item
        Loader {
            id: menuLoader
            anchors.fill: parent
            asynchronous: true
        }
    }
    Binding { target: menuLoader.item; when: menuLoader.item !== null; property: "lessonPanelOpen"; value: window.lessonPanelOpen }
    Binding { target: menuLoader.item; when: menuLoader.item !== null; property: "rehearsalPanelOpen"; value: window.rehearsalOpen }
    Connections {
        target: menuLoader.item
        function onOpenRequested() { openDialog.open() }
        function onSaveRequested() { window.saveOrSaveAs() }
        function onSaveAsRequested() { saveDialog.open() }
        function onExportRequested() { if (window.exportDialog) window.exportDialog.open() }
        function onStageRequested(n) { window.openStage(n) }
        function onRecentRequested(path) { window.report(workbench.openFile("file://" + path)); fitTimer.restart() }
        function onThemeRequested(mode) { window.setTheme(mode) }
        function onFullScreenRequested() { window.visibility = window.visibility === Window.FullScreen ? Window.Windowed : Window.FullScreen }
        function onLessonPanelToggled() { window.lessonPanelOpen = !window.lessonPanelOpen }
        function onClassroomToggled() { window.toggleClassroomFullScreen() }
        function onQuitRequested() { window.close() }
        function onAboutRequested() { aboutDialog.open() }
        function onErrorRaised(text) { window.report(text) }
        function onRehearsalPanelToggled() { window.rehearsalOpen = !window.rehearsalOpen }
    }

    header: Rectangle {
        implicitHeight: stageBar.implicitHeight
        color: Theme.panel
        StageBar {
            id: stageBar
            anchors.left: parent.left
            anchors.right: teachTools.left
            height: parent.height
            workbench: workbench
            onStageRequested: (n) => window.openStage(n)
            onMessage: (text) => window.showMessage(text)
        }
        Row {
            id: teachTools
            anchors.right: parent.right
            anchors.rightMargin: 8
            anchors.verticalCenter: parent.verticalCenter
            spacing: 2
            ToolButton {
                objectName: "lessonToggle"
                text: qsTr("Lesson")
                checkable: true
                checked: window.lessonPanelOpen
                onToggled: { window.lessonPanelOpen = checked; checked = Qt.binding(() => window.lessonPanelOpen) }
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Show or hide the lesson panel (Ctrl+L)")
            }
            ToolButton {
                objectName: "rehearsalToggle"
                text: qsTr("Rehearse")
                checkable: true
                checked: window.rehearsalOpen
                onToggled: { window.rehearsalOpen = checked; checked = Qt.binding(() => window.rehearsalOpen) }
                ToolTip.visible: hovered
                ToolTip.text: qsTr("A timed 45-minute run through the whole answer (Ctrl+Shift+R)")
            }
            ToolButton {
                objectName: "classroomToggle"
                text: qsTr("Classroom")
                checkable: true
                checked: Theme.classroom
                onToggled: { window.setClassroom(checked); checked = Qt.binding(() => Theme.classroom) }
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Large type for a projector; F11 also goes full screen. PageDown or Space steps, B blanks the screen")
            }
        }
        Rectangle { anchors.bottom: parent.bottom; width: parent.width; height: 1; color: Theme.border }
    }

    // Presenter keys. Shortcuts work wherever the focus is, except while typing in a text box.
    Shortcut { sequences: ["PgDown"]; enabled: window.lessonPanelOpen && window.lessonPanel !== null && !window.typing; onActivated: window.lessonPanel.next() }
    Shortcut { sequences: ["PgUp"]; enabled: window.lessonPanelOpen && window.lessonPanel !== null && !window.typing; onActivated: window.lessonPanel.previous() }
    Shortcut { sequences: ["Space"]; enabled: Theme.classroom && window.lessonPanelOpen && window.lessonPanel !== null && !window.typing; onActivated: window.lessonPanel.next() }
    Shortcut { sequences: ["B"]; enabled: Theme.classroom && !window.typing && !blank.visible; onActivated: window.blankScreen() }
    Shortcut { sequences: ["R"]; enabled: window.lessonPanelOpen && window.lessonPanel !== null && !window.typing; onActivated: window.lessonPanel.toggleAnswer() }
    // Left and Right step a figure or the event; the canvas keeps them for nudging a selected node.
    Shortcut {
        sequences: ["Left"]
        enabled: window.lessonPanelOpen && window.lessonPanel !== null && (window.lessonPanel.tab === 1 || window.lessonPanel.tab === 2) && !window.arrowsTaken
                 && !(canvas.activeFocus && workbench.selection.length > 0)
        onActivated: window.lessonPanel.previous()
    }
    Shortcut {
        sequences: ["Right"]
        enabled: window.lessonPanelOpen && window.lessonPanel !== null && (window.lessonPanel.tab === 1 || window.lessonPanel.tab === 2) && !window.arrowsTaken
                 && !(canvas.activeFocus && workbench.selection.length > 0)
        onActivated: window.lessonPanel.next()
    }

    Item {
        id: content
        anchors.fill: parent

        ColumnLayout {
            anchors.fill: parent
            anchors.margins: 8
            spacing: 8

            TileRow {
                workbench: workbench
                Layout.fillWidth: true
            }
            SplitView {
                Layout.fillWidth: true
                Layout.fillHeight: true
                orientation: Qt.Horizontal
                Loader {
                    id: lessonLoader
                    objectName: "lessonLoader"
                    asynchronous: true
                    visible: window.lessonPanelOpen
                    SplitView.preferredWidth: Theme.classroom ? Math.round(Math.min(640, Math.max(420, window.width * 0.3))) : 340
                    SplitView.minimumWidth: 260
                    SplitView.maximumWidth: 760
                }
                ColumnLayout {
                    SplitView.fillWidth: true
                    spacing: 0
                    DesignCanvas {
                        id: canvas
                        objectName: "canvas"
                        workbench: workbench
                        Layout.fillWidth: true
                        Layout.fillHeight: true
                        onMessage: (text) => window.showMessage(text)
                    }
                    ChartPanel {
                        id: charts
                        workbench: workbench
                        expanded: window.height >= 900   // a short window keeps the canvas; View > Charts opens them
                        Layout.fillWidth: true
                        Layout.preferredHeight: implicitHeight
                    }
                }
                Inspector {
                    // In class an empty inspector only takes room from the canvas; a rehearsal takes its place.
                    visible: !window.rehearsalOpen && (!Theme.classroom || workbench.selectedId !== "")
                    onVisibleChanged: fitTimer.restart()
                    workbench: workbench
                    SplitView.preferredWidth: 300
                    SplitView.minimumWidth: 240
                }
                Loader {
                    id: rehearsalLoader
                    asynchronous: true
                    visible: window.rehearsalOpen
                    SplitView.preferredWidth: Theme.classroom ? 420 : 320
                    SplitView.minimumWidth: 260
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

    ClassroomBlank {
        id: blank
        parent: Overlay.overlay
        anchors.fill: parent
        onDismissed: {
            blank.visible = false
            if (window.blankFocus)
                window.blankFocus.forceActiveFocus()
        }
    }

    Toast { id: toast; anchors.bottom: parent.bottom; anchors.horizontalCenter: parent.horizontalCenter; anchors.bottomMargin: 24 }
    Timer { id: fitTimer; interval: 30; onTriggered: canvas.fitToView() }

    FileDialog {
        id: openDialog
        title: qsTr("Open a scenario")
        nameFilters: [qsTr("Scenarios (*.json)"), qsTr("All files (*)")]
        onAccepted: { window.report(workbench.openFile(selectedFile)); fitTimer.restart() }
    }
    FileDialog {
        id: saveDialog
        title: workbench.isStage ? qsTr("Save this stage's design under a new name") : qsTr("Save the scenario")
        fileMode: FileDialog.SaveFile
        defaultSuffix: "json"
        nameFilters: [qsTr("Scenarios (*.json)")]
        onAccepted: {
            const file = selectedFile
            replaceDialog.confirm(workbench.fileExists(file), workbench.fileName(file), () => {
                window.report(workbench.saveFile(file))
                if (window.pendingAfterSave === "close" && !workbench.dirty) { window.closeConfirmed = true; window.close() }
                window.pendingAfterSave = ""
            })
        }
    }
    ReplaceFileDialog { id: replaceDialog }
    Loader { id: exportLoader; asynchronous: true }
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
    // True once every deferred part is built; the window tests wait for it.
    readonly property bool ready: menuLoader.status === Loader.Ready && lessonLoader.status === Loader.Ready && rehearsalLoader.status === Loader.Ready
                                  && exportLoader.status === Loader.Ready
    onFrameSwapped: if (!firstFrameShown) Qt.callLater(window.buildDeferred)
    Timer { interval: 250; running: true; onTriggered: window.buildDeferred() }   // should no frame be swapped
    function buildDeferred() {
        if (firstFrameShown)
            return
        firstFrameShown = true
        menuLoader.setSource("AppMenuBar.qml", { workbench: workbench, canvas: canvas, charts: charts, rehearsal: rehearsal })
        lessonLoader.setSource("LessonPanel.qml", { lesson: lesson, workbench: workbench })
        rehearsalLoader.setSource("RehearsalPanel.qml", { rehearsal: rehearsal })
        exportLoader.setSource("ExportDialog.qml", { workbench: workbench, parent: Overlay.overlay })
    }
    MessageDialog {
        id: errorDialog
        title: qsTr("mqlab")
        buttons: MessageDialog.Ok
        function show(text) { errorDialog.text = text; open() }
    }
    MessageDialog {
        id: unsavedDialog
        title: qsTr("Unsaved changes")
        text: qsTr("Save the changes to %1 before closing?").arg(workbench.title.replace("\u2022 ", ""))
        buttons: MessageDialog.Save | MessageDialog.Discard | MessageDialog.Cancel
        onButtonClicked: (button, role) => {
            if (button === MessageDialog.Discard) { window.closeConfirmed = true; window.close() }
            else if (button === MessageDialog.Save) {
                if (workbench.filePath === "") { window.pendingAfterSave = "close"; saveDialog.open() }
                else { window.report(workbench.saveFile("file://" + workbench.filePath)); if (!workbench.dirty) { window.closeConfirmed = true; window.close() } }
            }
        }
    }
    MessageDialog {
        id: recoveryDialog
        title: qsTr("Recover unsaved work?")
        text: qsTr("mqlab closed without saving your last changes. Recover them?")
        buttons: MessageDialog.Yes | MessageDialog.No
        onButtonClicked: (button, role) => {
            if (button === MessageDialog.Yes) { window.report(workbench.recover()); fitTimer.restart() }
            else workbench.discardRecovery()
        }
    }
    MessageDialog {
        id: aboutDialog
        title: qsTr("About mqlab")
        text: qsTr("mqlab: build a distributed message queue on Amazon MSK and watch it hit its walls.\nEvery figure comes from the engine; prices and limits from assets/catalog.json with their sources.")
        buttons: MessageDialog.Ok
    }

    Component.onCompleted: {
        fitTimer.restart()
        if (workbench.recoveryAvailable)
            recoveryDialog.open()
    }
}
