pragma ComponentBehavior: Bound
import QtQuick
import Mqlab

// One design as a picture for a handout or a slide: its heading, the four tiles, the design fitted to
// its cards, and the engine's warnings. Always 1280 x 800 in the light theme; the exporter scales the
// whole item for a 2x picture. Tests count text pixels in the tiles' band (y 56 to about 130).
Rectangle {
    id: snapshot
    required property Workbench workbench
    required property string heading

    width: 1280
    height: 800
    color: Theme.window

    // Its own QML engine, so this never changes the app's theme.
    Component.onCompleted: { Theme.mode = ThemeMode.Light; Theme.classroom = false }

    Text {
        id: headingText
        objectName: "snapshotHeading"
        x: 16
        y: 16
        width: parent.width - 32 - brand.width
        height: 28
        verticalAlignment: Text.AlignVCenter
        elide: Text.ElideRight
        text: snapshot.heading
        color: Theme.text
        font.pixelSize: 20
        font.bold: true
    }
    Text {
        id: brand
        anchors.right: parent.right
        anchors.rightMargin: 16
        anchors.verticalCenter: headingText.verticalCenter
        text: qsTr("mqlab \u00b7 figures from the engine")
        color: Theme.muted
        font.pixelSize: Theme.fontSmall
    }
    TileRow {
        id: tiles
        objectName: "snapshotTiles"
        x: 16
        y: 56
        width: parent.width - 32
        workbench: snapshot.workbench
        printed: true
    }
    SnapshotCanvas {
        objectName: "snapshotCanvas"
        x: 16
        y: tiles.y + tiles.height + 8
        width: parent.width - 32
        height: warnings.y - 8 - y
        workbench: snapshot.workbench
    }
    SnapshotWarnings {
        id: warnings
        objectName: "snapshotWarnings"
        x: 16
        y: parent.height - 16 - height
        width: parent.width - 32
        notes: snapshot.workbench.report.notes
    }
}
