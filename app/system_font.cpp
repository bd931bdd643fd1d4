#include "system_font.h"

#include <QEvent>
#include <QGuiApplication>
#include <QJSEngine>

namespace mqlab::app {

SystemFont::SystemFont()
{
    read();
    qApp->installEventFilter(this);
}

SystemFont* SystemFont::instance()
{
    static SystemFont* font = new SystemFont; // lives as long as the application
    return font;
}

SystemFont* SystemFont::create(QQmlEngine*, QJSEngine*)
{
    QJSEngine::setObjectOwnership(instance(), QJSEngine::CppOwnership);
    return instance();
}

bool SystemFont::eventFilter(QObject* watched, QEvent* event)
{
    // Every object is sent the change; the application's own is the one to read once.
    if (watched == qApp && event->type() == QEvent::ApplicationFontChange)
        read();
    return QObject::eventFilter(watched, event);
}

void SystemFont::read()
{
    const QFont f = QGuiApplication::font();
    const qreal px = f.pixelSize() > 0 ? f.pixelSize() : f.pointSizeF() * 4.0 / 3.0;
    if (f == font_ && px == pixelSize_)
        return;
    font_ = f;
    pixelSize_ = px > 0 ? px : pixelSize_;
    emit changed();
}

} // namespace mqlab::app
