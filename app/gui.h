// The window: a QApplication (Qt Charts in QML needs one) and the QML scene from the module's qrc URL.
#pragma once

class QQmlApplicationEngine;

namespace mqlab::app {

inline constexpr const char* kMainQml = "qrc:/qt/qml/Mqlab/Main.qml";

// Registers the Mqlab QML types (idempotent); tests that build a QML scene call it too.
void registerQmlModule();
// True when a display (or an offscreen/xvfb platform) is available for a window.
bool displayAvailable();
// Loads Main.qml into `engine`; false (and a message on stderr) when it fails.
bool loadMainWindow(QQmlApplicationEngine& engine);

}  // namespace mqlab::app
