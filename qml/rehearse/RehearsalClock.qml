pragma ComponentBehavior: Bound
import QtQuick
import Mqlab

// A segment's clock: the time left, coloured by the engine's overrun status (amber once past the
// plan, red past the plan's red threshold).
Text {
    id: clock
    required property int status   // a RehearsalOverrun
    color: status === RehearsalOverrun.Red ? Theme.red : status === RehearsalOverrun.Amber ? Theme.warn : Theme.text
    font.pixelSize: Theme.fontTile
    font.bold: true
}
