pragma Singleton
pragma ComponentBehavior: Bound
import QtQuick
import Mqlab

// Colours and sizes for the themes: light, dark, and high contrast (a dark theme of white and bright
// colours on black). In every theme each text and status colour is at least 4.5:1 on every background
// it is drawn on (WCAG AA): user_ui_tests' textColoursPassAA measures it.
// ThemeMode.System follows the desktop's palette.
QtObject {
    id: theme

    property int mode: ThemeMode.System       // a ThemeMode
    property bool classroom: false            // large type for a projector
    readonly property SystemPalette system: SystemPalette { colorGroup: SystemPalette.Active }
    readonly property bool highContrast: mode === ThemeMode.HighContrast
    // High contrast is drawn on black: whatever follows "dark" (the controls' palette) follows it too.
    readonly property bool dark: mode === ThemeMode.Dark || highContrast
                                 || (mode === ThemeMode.System && system.window.hslLightness < 0.5)

    // Type follows the user: the desktop's font when it is larger than the 10 pt (13.3 px) the layout
    // is drawn for (a larger system font enlarges every text), times the View menu's text size (1 to 1.5).
    // Classroom mode is read from the back of a room: nothing under 18 px, scaled the same way.
    property real textScale: 1.0
    // SystemFont, not Qt.application.font: that one never says when the font changes.
    readonly property real systemScale: Math.max(1, SystemFont.pixelSize * 3 / 40)   // px / 13.33
    readonly property real fontScale: textScale * systemScale
    function scaled(px: real): int { return Math.round(px * fontScale) }
    readonly property int fontSmall: scaled(classroom ? 18 : 11)
    readonly property int fontNormal: scaled(classroom ? 20 : 13)
    readonly property int fontLarge: scaled(classroom ? 24 : 16)
    readonly property int fontTile: scaled(classroom ? 32 : 22)
    readonly property int fontHuge: scaled(classroom ? 32 : 20)          // a figure step's caption
    readonly property int chartFont: scaled(classroom ? 18 : 10)          // axes, legends and bar labels

    // The lesson panel: a tint behind the current beat and the engine's promise.
    readonly property color highlight: highContrast ? "#003a66" : dark ? "#2a3a55" : "#e7f0ff"
    // Text on an accent fill. Not "onAccent": QML takes a name of on + capital for a signal handler, and
    // such a property kept its first theme's value (black on light blue after high contrast, 3.76:1).
    readonly property color textOnAccent: highContrast ? "#000000" : dark ? "#0b1220" : "#ffffff"
    readonly property color bannerBack: highContrast ? "#000000" : dark ? "#4a3a17" : "#fff4d6"
    readonly property color bannerText: highContrast ? "#ffd23f" : dark ? "#f5d58a" : "#6b4a00"

    readonly property color window: highContrast ? "#000000" : dark ? "#1e2127" : "#f4f5f7"
    readonly property color canvas: highContrast ? "#000000" : dark ? "#16181d" : "#eceef2"
    readonly property color grid: highContrast ? "#2a2a2a" : dark ? "#23262d" : "#dfe2e8"
    readonly property color panel: highContrast ? "#000000" : dark ? "#262a31" : "#ffffff"
    readonly property color card: highContrast ? "#0d0d0d" : dark ? "#2c3038" : "#ffffff"
    readonly property color border: highContrast ? "#d0d0d0" : dark ? "#3b404a" : "#cfd4dc"
    readonly property color text: highContrast ? "#ffffff" : dark ? "#e8eaee" : "#1c1f24"
    readonly property color muted: highContrast ? "#d0d0d0" : dark ? "#a3a9b4" : "#5b6270"
    readonly property color accent: highContrast ? "#66b3ff" : dark ? "#6aa8ff" : "#1a62d6"
    readonly property color selection: highContrast ? "#00e5ff" : dark ? "#6aa8ff" : "#1f6feb"

    readonly property color ok: highContrast ? "#5cf08f" : dark ? "#3fb47a" : "#17784b"
    readonly property color warn: highContrast ? "#ffd23f" : dark ? "#e0a93b" : "#8f5c00"
    readonly property color red: highContrast ? "#ff9a5c" : dark ? "#ff8a66" : "#c0302f"
    readonly property color saturated: highContrast ? "#ff6ad5" : dark ? "#ff6e6e" : "#b00020"
    // A button's face. In high contrast a mid grey: Fusion draws a slider's groove from it, and a
    // groove of near-black on black is not there (3:1 for controls, WCAG 1.4.11; white text on it 6.9:1).
    readonly property color button: highContrast ? "#5c5c5c" : card
    // Text of a control that cannot be used: dim, but in high contrast still 4.5:1 on black.
    readonly property color disabledText: highContrast ? "#9a9a9a" : dark ? "#6b717c" : "#a4aab4"
    readonly property color track: highContrast ? "#4a4a4a" : dark ? "#3a3f48" : "#e3e6eb"

    // A status's colour (a LimitStatus: a limit's, a card's or a connection's).
    function statusColor(status: int): color {
        switch (status) {
        case LimitStatus.Warn: return warn
        case LimitStatus.Red: return red
        case LimitStatus.Saturated: return saturated
        default: return ok
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
