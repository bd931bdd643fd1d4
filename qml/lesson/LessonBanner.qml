pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import Mqlab

// Shown once the canvas differs from the stage's own design: the texts now describe the learner's
// canvas, and one button puts the stage's design back (an undoable edit).
Rectangle {
    id: banner
    signal restoreRequested()

    implicitHeight: column.implicitHeight + 20
    radius: 6
    color: Theme.bannerBack
    border.color: Theme.warn

    Column {
        id: column
        x: 12
        y: 10
        width: banner.width - 24
        spacing: 6
        Text {
            objectName: "lessonBannerTitle"
            width: parent.width
            wrapMode: Text.Wrap
            color: Theme.bannerText
            font.pixelSize: Theme.fontNormal
            font.bold: true
            text: qsTr("The canvas has changed from this stage's design")
        }
        Text {
            width: parent.width
            wrapMode: Text.Wrap
            color: Theme.bannerText
            font.pixelSize: Theme.fontSmall
            text: qsTr("Every figure below is worked out from your canvas as it is now. Undo, or use the button, to get the stage's numbers back.")
        }
        Button {
            objectName: "restoreStageButton"
            text: qsTr("Back to the stage's design")
            onClicked: banner.restoreRequested()
        }
    }
}
