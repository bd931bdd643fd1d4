// The app's colour theme, typed for QML (ThemeMode.System ... ThemeMode.HighContrast): the View menu,
// the saved setting and Theme.qml compare these values, never words.
#pragma once

#include <QObject>
#include <QtQml/qqmlregistration.h>

namespace mqlab::app {
namespace ThemeModes {
Q_NAMESPACE
QML_NAMED_ELEMENT(ThemeMode)

enum Mode {
    System = 0,       // follows the desktop's palette: light or dark
    Light = 1,
    Dark = 2,
    HighContrast = 3, // white and bright colours on black, every text colour at least 4.5:1 (WCAG AA)
};
Q_ENUM_NS(Mode)

} // namespace ThemeModes
} // namespace mqlab::app
