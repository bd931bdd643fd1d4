// A key sequence as the platform writes it ("Ctrl+Z"), for menus that show their shortcuts.
#pragma once

#include <QObject>
#include <QVariant>
#include <QtQml/qqmlregistration.h>

namespace mqlab::app {

class KeyText : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
  public:
    using QObject::QObject;
    // A StandardKey (every binding the platform gives it, joined by ", ") or a sequence's text;
    // empty for anything else.
    Q_INVOKABLE static QString of(const QVariant& shortcut);
};

} // namespace mqlab::app
