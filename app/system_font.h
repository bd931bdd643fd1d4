// The application font's size, for the theme's type scale (qml/common/Theme.qml). Qt.application.font
// is read once in Qt 6.4 and never notifies, so a font the user changes while the window is open
// (a desktop setting, or QGuiApplication::setFont) would not reach the text; this follows
// QEvent::ApplicationFontChange and says so.
#pragma once

#include <QFont>
#include <QObject>
#include <QtQml/qqmlregistration.h>

class QQmlEngine;
class QJSEngine;

namespace mqlab::app {

class SystemFont : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(QFont font READ font NOTIFY changed)           // the application font
    Q_PROPERTY(qreal pixelSize READ pixelSize NOTIFY changed) // its size: px at 96 dpi, > 0

  public:
    static SystemFont* instance();
    static SystemFont* create(QQmlEngine*, QJSEngine*);

    // The application font's size in pixels: its pixel size, or its point size at 96 dpi (1 pt = 4/3 px).
    qreal pixelSize() const { return pixelSize_; }
    QFont font() const { return font_; }

  signals:
    void changed();

  protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

  private:
    SystemFont();
    void read();
    QFont font_;
    qreal pixelSize_ = 40.0 / 3.0; // 10 pt, should the font give no size
};

} // namespace mqlab::app
