pragma Singleton
pragma ComponentBehavior: Bound
import QtQuick
import Mqlab

// Colours and sizes for both themes. "system" follows the desktop's palette.
QtObject {
    id: theme

    property string mode: "system"            // "system", "light" or "dark"
    property bool classroom: false            // large type for a projector
    readonly property SystemPalette system: SystemPalette { colorGroup: SystemPalette.Active }
    readonly property bool dark: mode === "dark" || (mode === "system" && system.window.hslLightness < 0.5)

    // Classroom mode is read from the back of a room: nothing under 18 px.
    readonly property int fontSmall: classroom ? 18 : 11
    readonly property int fontNormal: classroom ? 20 : 13
    readonly property int fontLarge: classroom ? 24 : 16
    readonly property int fontTile: classroom ? 32 : 22
    readonly property int fontHuge: classroom ? 32 : 20          // a figure step's caption
    readonly property int chartFont: classroom ? 18 : 10          // axes, legends and bar labels

    // The lesson panel: a tint behind the current beat and the engine's promise.
    readonly property color highlight: dark ? "#2a3a55" : "#e7f0ff"
    readonly property color onAccent: dark ? "#0b1220" : "#ffffff"     // text on an accent fill
    readonly property color bannerBack: dark ? "#4a3a17" : "#fff4d6"
    readonly property color bannerText: dark ? "#f5d58a" : "#6b4a00"

    readonly property color window: dark ? "#1e2127" : "#f4f5f7"
    readonly property color canvas: dark ? "#16181d" : "#eceef2"
    readonly property color grid: dark ? "#23262d" : "#dfe2e8"
    readonly property color panel: dark ? "#262a31" : "#ffffff"
    readonly property color card: dark ? "#2c3038" : "#ffffff"
    readonly property color border: dark ? "#3b404a" : "#cfd4dc"
    readonly property color text: dark ? "#e8eaee" : "#1c1f24"
    readonly property color muted: dark ? "#a3a9b4" : "#5b6270"
    readonly property color accent: dark ? "#6aa8ff" : "#1f6feb"
    readonly property color selection: dark ? "#6aa8ff" : "#1f6feb"

    readonly property color ok: dark ? "#3fb47a" : "#1f8f55"
    readonly property color warn: dark ? "#e0a93b" : "#b7791f"
    readonly property color red: dark ? "#f06a6a" : "#d23b3b"
    readonly property color saturated: dark ? "#ff5050" : "#b00020"
    readonly property color track: dark ? "#3a3f48" : "#e3e6eb"

    // A status's colour (a LimitStatus: a limit's, a card's or a connection's).
    function statusColor(status: int): color {
        switch (status) {
        case LimitStatus.Warn: return warn
        case LimitStatus.Red: return red
        case LimitStatus.Saturated: return saturated
        default: return ok
        }
    }

    // A card's stripe by its kind (the node model's NodeKind); both broker kinds are clusters.
    function kindColor(kind: int): color {
        switch (kind) {
        case NodeKind.Producer: return "#7c5cff"
        case NodeKind.StandardCluster:
        case NodeKind.ExpressCluster: return "#1f9bcf"
        case NodeKind.DeadLetterQueue: return "#c2414b"
        // Round 1: the sender in the producer's violet, the path to the fleet in the cluster's blues,
        // the store beside it grey (off the data path), SQS in AWS's queue orange-brown.
        case NodeKind.TaskProducer: return "#7c5cff"
        case NodeKind.LoadBalancer: return "#5b8def"
        case NodeKind.BrokerFleet: return "#1f7fa8"
        case NodeKind.MetadataStore: return "#8a8f98"
        case NodeKind.SqsQueue: return "#b8731d"
        default: return "#e07b39" // consumer groups and worker pools
        }
    }

    // How long the pointer rests on a button before its tip shows, as desktop tips wait (ms).
    readonly property int tipDelay: 500

    // Card geometry shared by cards and the connections that meet them.
    // Cards keep one size in every mode, so a stage's layout never overlaps; the canvas zooms them.
    readonly property int cardWidth: 240
    readonly property int portY: 26
    readonly property int cardFontSmall: 11
    readonly property int cardFontNormal: 13
    // Under this many pixels on screen the cards' small type is unreadable: they show bars only.
    readonly property real glancePx: 6
}
