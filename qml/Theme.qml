pragma Singleton
pragma ComponentBehavior: Bound
import QtQuick

// Colours and sizes for both themes. "system" follows the desktop's palette.
QtObject {
    id: theme

    property string mode: "system"            // "system", "light" or "dark"
    property bool classroom: false            // large type for a projector
    readonly property SystemPalette system: SystemPalette { colorGroup: SystemPalette.Active }
    readonly property bool dark: mode === "dark" || (mode === "system" && system.window.hslLightness < 0.5)

    readonly property real scale: classroom ? 1.4 : 1.0
    readonly property int fontSmall: Math.round(11 * scale)
    readonly property int fontNormal: Math.round(13 * scale)
    readonly property int fontLarge: Math.round(16 * scale)
    readonly property int fontTile: Math.round(22 * scale)

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

    function statusColor(status) {
        switch (status) {
        case "warn": return warn
        case "red": return red
        case "saturated": return saturated
        default: return ok
        }
    }

    // Card geometry shared by cards and the connections that meet them.
    readonly property int cardWidth: 240
    readonly property int portY: 26
}
