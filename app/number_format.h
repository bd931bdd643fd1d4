// How the window writes figures: as the lessons are written ("12,643.72", the default, as the command
// line prints them) or as the user's locale writes them ("12.643,72" in German), chosen in the View
// menu. The engine composes every figure (mqlab/report/number_style.h); this sets its style, and
// the workbench recomputes its texts when the choice changes.
#pragma once

#include <QLocale>
#include <QObject>
#include <QtQml/qqmlregistration.h>

#include "mqlab/report/number_style.h"

class QQmlEngine;
class QJSEngine;

namespace mqlab::app {

// The style a locale writes figures and dollars in: its separators, and "$" before or after.
NumberStyle numberStyleFor(const QLocale& locale);

class NumberFormat : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(bool local READ local WRITE setLocal NOTIFY localChanged)
    Q_PROPERTY(QString localSample READ localSample CONSTANT) // "1.234,5": the locale's way, for the menu

  public:
    // One for the process, as the engine's style is.
    static NumberFormat* instance();
    static NumberFormat* create(QQmlEngine*, QJSEngine*);

    bool local() const { return local_; }
    void setLocal(bool on);
    QString localSample() const;
    // The locale "local" follows: the window's language (MQLAB_LOCALE) or the system's.
    QLocale locale() const { return locale_; }
    void setLocale(const QLocale& locale);

  signals:
    void localChanged();

  private:
    NumberFormat() = default;
    bool local_ = false;
    QLocale locale_;
};

} // namespace mqlab::app
