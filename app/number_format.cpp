#include "number_format.h"

#include <QJSEngine>
#include <QQmlEngine>

namespace mqlab::app {

NumberStyle numberStyleFor(const QLocale& locale)
{
    NumberStyle s;
    s.group = locale.groupSeparator().toStdString();
    s.decimal = locale.decimalPoint().toStdString();
    // Where the locale puts a currency's sign: around the figure of "$1.00" as it writes it.
    const QString one = locale.toCurrencyString(1.0, QStringLiteral("$"), 2);
    const qsizetype first = one.indexOf(locale.toString(1));
    const qsizetype last = one.lastIndexOf(locale.toString(0));
    if (first >= 0 && last >= first) {
        s.moneyBefore = one.left(first).toStdString();
        s.moneyAfter = one.mid(last + 1).toStdString();
    }
    return s;
}

NumberFormat* NumberFormat::instance()
{
    static NumberFormat* const one = new NumberFormat; // lives as long as the process, as the style does
    return one;
}

NumberFormat* NumberFormat::create(QQmlEngine*, QJSEngine*)
{
    QJSEngine::setObjectOwnership(instance(), QJSEngine::CppOwnership);
    return instance();
}

void NumberFormat::setLocal(bool on)
{
    if (on == local_)
        return;
    local_ = on;
    setNumberStyle(on ? numberStyleFor(locale_) : NumberStyle{});
    emit localChanged();
}

void NumberFormat::setLocale(const QLocale& locale)
{
    locale_ = locale;
    if (local_) {
        setNumberStyle(numberStyleFor(locale_));
        emit localChanged();
    }
}

QString NumberFormat::localSample() const
{
    return locale_.toString(1234.5, 'f', 1);
}

} // namespace mqlab::app
