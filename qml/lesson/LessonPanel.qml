pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import Mqlab

// The teaching panel beside the canvas: the stage's walkthrough (Lesson), its stepper figures
// (Figure), one event's life (Event) and the side pages (Pages). Every text follows the canvas.
// Controls inside take the panel's font, so classroom mode enlarges them too.
Pane {
    id: panel
    objectName: "lessonPanel"
    required property Lesson lesson
    required property Workbench workbench
    property alias tab: tabs.currentIndex            // 0 Lesson, 1 Figure, 2 Event, 3 Pages, 4 Your turn
    property string openPageId: ""
    // Reading lesson.pages makes the page follow the canvas: the lesson refreshes after every edit.
    readonly property sidePage openPage: {
        panel.lesson.pages
        return panel.lesson.page(panel.openPageId)
    }
    readonly property Stepper beatStepper: beatSteps
    readonly property Stepper figureStepper: figureSteps
    readonly property Stepper eventStepper: eventSteps
    property alias figureIndex: figureView.figureIndex

    padding: 0
    font.pixelSize: Theme.fontNormal
    background: Rectangle {
        color: Theme.panel
        Rectangle { anchors.right: parent.right; width: 1; height: parent.height; color: Theme.border }
    }

    // Presenter keys: forward and back act on whatever the shown tab steps through.
    function stepperShown() {
        switch (panel.tab) {
        case 0: return panel.lesson.available ? beatSteps : null
        case 1: return figureSteps
        case 2: return eventSteps
        default: return null
        }
    }
    function next() { const s = stepperShown(); if (s) s.next() }
    function previous() { const s = stepperShown(); if (s) s.previous() }
    function toggleAnswer() {
        if (panel.tab === 3 && panel.openPageId !== "")
            pageView.revealed = !pageView.revealed
        else if (panel.lesson.available) {
            panel.tab = 0
            panel.lesson.answerRevealed = !panel.lesson.answerRevealed
        }
    }
    function showPage(id) {
        pageView.revealed = false
        pageView.whatIfShown = false
        panel.openPageId = id
        panel.tab = 3
    }
    function pickFigure(i) { figureView.figureIndex = i }

    YourTurnCheck { id: yourTurn; objectName: "yourTurn"; workbench: panel.workbench }
    // Your turn exists from its stage on. Before it, its tab is hidden with no width.
    function showYourTurnTab() {
        if (!yourTurn.available && panel.tab === 4)
            panel.tab = 0
        yourTurnTabButton.visible = yourTurn.available
        panel.layoutTabs()
    }
    // The tabs share the bar in proportion to their labels, so a longer label ("Your turn") gets
    // more room and no label elides while all of them fit (classroom type in a 420 px panel).
    // Widths are set, not bound: the bar sizes tabs itself and would drop a width binding.
    function layoutTabs() {
        const buttons = [lessonTabButton, figureTabButton, eventTabButton, pagesTabButton, yourTurnTabButton]
        let natural = 0
        for (const b of buttons)
            if (b.visible)
                natural += b.implicitWidth
        for (const b of buttons)
            b.width = b.visible && natural > 0 ? b.implicitWidth * tabs.width / natural : 0
    }
    Connections {
        target: yourTurn
        function onAvailableChanged() { panel.showYourTurnTab() }
    }
    Component.onCompleted: showYourTurnTab()

    Stepper { id: beatSteps; objectName: "beatStepper"; count: panel.lesson.beats.length }
    Stepper { id: figureSteps; objectName: "figureStepper"; count: figureView.steps.length }
    Stepper { id: eventSteps; objectName: "eventStepper"; count: panel.lesson.lifecycle.length }

    // A new stage starts every stepper at its beginning.
    Connections {
        target: panel.workbench
        function onStageChanged() {
            beatSteps.pause(); figureSteps.pause()
            beatSteps.index = 0
            walkthrough.toTop()
            figureView.figureIndex = 0
            figureSteps.index = 0
            panel.openPageId = ""
            pageView.revealed = false
            pageView.whatIfShown = false
        }
    }

    TabBar {
        id: tabs
        objectName: "lessonTabs"
        width: parent.width
        onWidthChanged: panel.layoutTabs()
        LessonTabButton { id: lessonTabButton; text: qsTr("Lesson"); onImplicitWidthChanged: panel.layoutTabs() }
        LessonTabButton { id: figureTabButton; text: qsTr("Figure"); onImplicitWidthChanged: panel.layoutTabs() }
        LessonTabButton { id: eventTabButton; text: qsTr("Event"); onImplicitWidthChanged: panel.layoutTabs() }
        LessonTabButton { id: pagesTabButton; text: qsTr("Pages"); onImplicitWidthChanged: panel.layoutTabs() }
        LessonTabButton {
            id: yourTurnTabButton
            objectName: "yourTurnTabButton"
            onImplicitWidthChanged: panel.layoutTabs()
            text: qsTr("Your turn")
            // The tip says what the tab is for.
            ToolTip.visible: hovered
            ToolTip.text: qsTr("Your turn: change the design and check it")
        }
    }
    Item {
        anchors.top: tabs.bottom
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        visible: !panel.lesson.heldBack   // a rehearsal run is on: nothing here may answer for the candidate
        LessonWalkthrough {
            id: walkthrough
            objectName: "lessonTab"
            anchors.fill: parent
            visible: panel.tab === 0
            lesson: panel.lesson
            stepper: beatSteps
            onEventRequested: panel.tab = 2
        }
        FigureStepper {
            id: figureView
            objectName: "figureTab"
            anchors.fill: parent
            visible: panel.tab === 1
            figures: panel.lesson.figures
            stageOpen: panel.lesson.available
            stepper: figureSteps
        }
        EventLifeStepper {
            objectName: "eventTab"
            anchors.fill: parent
            visible: panel.tab === 2
            lesson: panel.lesson
            workbench: panel.workbench
            stepper: eventSteps
        }
        PageList {
            objectName: "pagesTab"
            anchors.fill: parent
            visible: panel.tab === 3 && panel.openPageId === ""
            pages: panel.lesson.pages
            onPageOpened: (id) => panel.showPage(id)
        }
        YourTurnView {
            objectName: "yourTurnTab"
            anchors.fill: parent
            visible: panel.tab === 4 && yourTurn.available
            check: yourTurn
        }
        PageView {
            id: pageView
            objectName: "pageView"
            anchors.fill: parent
            visible: panel.tab === 3 && panel.openPageId !== ""
            page: panel.openPage
            onClosed: panel.openPageId = ""
        }
    }
    RehearsalLessonCover {
        objectName: "rehearsalLessonCover"
        anchors.fill: parent
        visible: panel.lesson.heldBack
        lesson: panel.lesson
    }
}
