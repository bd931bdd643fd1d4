// The window: a QApplication (Qt Charts in QML needs one) and the QML scene from the module's qrc URL.
#pragma once

class QQmlApplicationEngine;

namespace mqlab::app {

inline constexpr const char* kMainQml = "qrc:/qt/qml/Mqlab/Main.qml";

// Registers the Mqlab QML types (idempotent); tests that build a QML scene call it too.
void registerQmlModule();
// Picks Qt Quick's renderer before the application starts: with no GPU (no /dev/dri render node, as
// under Xvfb or in most VMs) OpenGL falls back to llvmpipe, and the software renderer, which repaints
// only what changed, draws this UI faster (a drag on 200 nodes: about 3x the frames). An explicit
// QT_QUICK_BACKEND or QSG_RHI_BACKEND wins. Returns the choice: "software" or "default".
const char* chooseRenderer();
// The Qt Quick Controls style the window is drawn in (Fusion); before the QML engine starts. The
// window tests and the start-up benchmark call it too, so they draw what the app draws.
void useAppStyle();
// True when a display (or an offscreen/xvfb platform) is available for a window.
bool displayAvailable();
// Loads Main.qml into `engine`; false (and a message on stderr) when it fails.
bool loadMainWindow(QQmlApplicationEngine& engine);

} // namespace mqlab::app
