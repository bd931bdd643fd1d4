pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Dialogs

// Asks before a save or an export replaces a file that exists: Qt 6.4's file chooser does not.
MessageDialog {
    id: ask
    property var onYes: null
    title: qsTr("Replace the file?")
    // qmllint: Qt 6.4's type file gives MessageDialog no button names (QPlatformDialogHelper's).
    buttons: MessageDialog.Yes | MessageDialog.No  // qmllint disable type
    // Runs `action` at once for a new file; for an existing one, only after the user says yes.
    function confirm(exists, fileName, action) {
        if (!exists) {
            action()
            return
        }
        ask.text = qsTr("%1 already exists. Replace it?").arg(fileName)
        ask.onYes = action
        ask.open()
    }
    // Yes accepts, No rejects.
    onAccepted: {
        const action = ask.onYes
        ask.onYes = null
        if (action)
            action()
    }
    onRejected: ask.onYes = null
}
