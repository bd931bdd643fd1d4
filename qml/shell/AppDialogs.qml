pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Dialogs
import Mqlab

// The window's file choosers and questions: open, save, replace, errors, unsaved changes, recovery
// and about. Built just after the first frame; the window reports errors through report().
Item {
    id: dialogs
    required property Workbench workbench
    signal scenarioChanged()   // a file or the recovered work was opened: the window refits the canvas
    signal closeApproved()     // the work is saved or discarded: the window may close

    property var pendingAfterSave: null   // what to do once the Save As chosen on the way out is done

    function report(err) { if (err !== "") errorDialog.show(err) }
    function openScenario() { openDialog.open() }
    function saveAs() { saveDialog.open() }
    function save() {
        if (dialogs.workbench.document.filePath === "")
            saveDialog.open()
        else
            dialogs.report(dialogs.workbench.document.saveFile(dialogs.workbench.document.localUrl(dialogs.workbench.document.filePath)))
    }
    function askBeforeClosing() { unsavedDialog.ask(qsTr("closing"), () => dialogs.closeApproved()) }
    // A file with unsaved changes, before another design replaces it (a stage, the Sandbox):
    // Save, Discard or Cancel; `then` runs once the work is saved or discarded.
    function askBeforeLeaving(then) { unsavedDialog.ask(qsTr("leaving it"), then) }
    function offerRecovery() { recoveryDialog.open() }
    function about() { aboutDialog.open() }

    FileDialog {
        id: openDialog
        objectName: "openDialog"
        title: qsTr("Open a scenario")
        nameFilters: [qsTr("Scenarios (*.json)"), qsTr("All files (*)")]
        onAccepted: dialogs.report(dialogs.workbench.document.openFileInBackground(selectedFile))
    }
    FileDialog {
        id: saveDialog
        objectName: "saveDialog"
        title: dialogs.workbench.document.isStage ? qsTr("Save this stage's design under a new name") : qsTr("Save the scenario")
        fileMode: FileDialog.SaveFile
        defaultSuffix: "json"
        nameFilters: [qsTr("Scenarios (*.json)")]
        onAccepted: {
            const file = selectedFile
            replaceDialog.confirm(dialogs.workbench.document.fileExists(file), dialogs.workbench.document.fileName(file), () => {
                dialogs.report(dialogs.workbench.document.saveFile(file))
                const then = dialogs.pendingAfterSave
                dialogs.pendingAfterSave = null
                if (then && !dialogs.workbench.document.dirty)
                    then()
            })
        }
    }
    // A file opened in the background arrives here: its design refits the canvas, a refusal is shown.
    Connections {
        target: dialogs.workbench.document
        function onOpened(error) {
            dialogs.report(error)
            if (error === "")
                dialogs.scenarioChanged()
        }
    }
    ReplaceFileDialog { id: replaceDialog }
    MessageDialog {
        id: errorDialog
        title: qsTr("mqlab")
        // qmllint: Qt 6.4's type file gives MessageDialog no button names (QPlatformDialogHelper's), so those lines say so.
        buttons: MessageDialog.Ok  // qmllint disable type
        function show(text) { errorDialog.text = text; open() }
    }
    MessageDialog {
        id: unsavedDialog
        objectName: "unsavedDialog"
        property string when
        property var then: null
        function ask(whenText, thenDo) { unsavedDialog.when = whenText; unsavedDialog.then = thenDo; open() }
        title: qsTr("Unsaved changes")
        text: qsTr("Save the changes to %1 before %2?").arg(dialogs.workbench.document.title.replace("\u2022 ", "")).arg(unsavedDialog.when)
        buttons: MessageDialog.Save | MessageDialog.Discard | MessageDialog.Cancel  // qmllint disable type
        onButtonClicked: (button, role) => {
            const then = unsavedDialog.then
            unsavedDialog.then = null
            if (button === MessageDialog.Discard) {
                then()
            } else if (button === MessageDialog.Save) {
                if (dialogs.workbench.document.filePath === "") {
                    dialogs.pendingAfterSave = then
                    saveDialog.open()
                } else {
                    dialogs.report(dialogs.workbench.document.saveFile(dialogs.workbench.document.localUrl(dialogs.workbench.document.filePath)))
                    if (!dialogs.workbench.document.dirty)
                        then()
                }
            }
        }
    }
    MessageDialog {
        id: recoveryDialog
        title: qsTr("Recover unsaved work?")
        text: qsTr("mqlab closed without saving your last changes. Recover them?")
        buttons: MessageDialog.Yes | MessageDialog.No  // qmllint disable type
        onButtonClicked: (button, role) => {
            if (button === MessageDialog.Yes) {
                dialogs.report(dialogs.workbench.document.recover())
                dialogs.scenarioChanged()
            } else {
                dialogs.workbench.document.discardRecovery()
                // More than one window closed without saving: each one's work is asked about in turn.
                if (dialogs.workbench.document.recoveryAvailable)
                    Qt.callLater(recoveryDialog.open)
            }
        }
    }
    MessageDialog {
        id: aboutDialog
        objectName: "aboutDialog"
        title: qsTr("About mqlab")
        text: qsTr("mqlab %1: build a distributed message queue on Amazon MSK and watch it hit its walls.\nEvery figure comes from the engine; prices and limits from assets/catalog.json with their sources.\nHelp \u25b8 Keyboard shortcuts (F1) lists every key.").arg(Qt.application.version)
        buttons: MessageDialog.Ok  // qmllint disable type
    }
}
