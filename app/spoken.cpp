#include "spoken.h"

#include <QAccessible>
#include <QCoreApplication>

namespace mqlab::app {

namespace {
// QAccessible::setActive (the platform's bridge when a reader connects, or a test) tells observers;
// isActive() alone answers from the platform plugin, which the offscreen platform lacks.
struct ActivationFlag final : QAccessible::ActivationObserver {
    bool active = false;
    void accessibilityActiveChanged(bool on) override { active = on; }
};
ActivationFlag& activationFlag()
{
    static ActivationFlag* flag = [] {
        auto* f = new ActivationFlag; // lives as long as the process: Qt keeps the pointer
        QAccessible::installActivationObserver(f);
        return f;
    }();
    return *flag;
}
} // namespace

void watchScreenReaders()
{
    activationFlag();
}

bool screenReaderListening()
{
    return activationFlag().active || QAccessible::isActive();
}

QString spokenStatus(LimitStatuses::Status status)
{
    // The colours' meanings (mqlab::percentStatus): past the sizing line, from 90%, past 100%.
    switch (status) {
    case LimitStatuses::Ok:
        return QCoreApplication::translate("Spoken", "within its limits");
    case LimitStatuses::Warn:
        return QCoreApplication::translate("Spoken", "past its sizing line");
    case LimitStatuses::Red:
        return QCoreApplication::translate("Spoken", "near its limit");
    case LimitStatuses::Saturated:
        return QCoreApplication::translate("Spoken", "saturated");
    }
    return {};
}

QString spokenPercent(const QString& percentText)
{
    if (!percentText.endsWith(QLatin1Char('%')))
        return percentText; // "unknown"
    return QCoreApplication::translate("Spoken", "%1 percent").arg(percentText.chopped(1));
}

QString spokenLimit(const LimitRow& limit)
{
    if (!limit.known)
        return QCoreApplication::translate("Spoken", "%1 unknown: the catalogue lacks the figure").arg(limit.label);
    return QCoreApplication::translate("Spoken", "%1 %2, %3")
        .arg(limit.label, spokenPercent(limit.text), spokenStatus(limit.status));
}

QString spokenTile(const TileRowData& tile)
{
    QString s = QCoreApplication::translate("Spoken", "%1: %2").arg(tile.title, tile.figure);
    if (tile.state == TileStates::Warn)
        s += QCoreApplication::translate("Spoken", ", nothing to spare");
    else if (tile.state == TileStates::Saturated)
        s += QCoreApplication::translate("Spoken", ", past a limit");
    if (!tile.mark.isEmpty())
        s += QCoreApplication::translate("Spoken", " (%1 figure)").arg(tile.mark);
    if (!tile.detail.isEmpty())
        s += QStringLiteral(". ") + tile.detail;
    if (!tile.note.isEmpty())
        s += QStringLiteral(". ") + tile.note;
    return s;
}

QString spokenCard(const NodeModel::Row& card)
{
    if (card.binding >= 0 && static_cast<size_t>(card.binding) < card.limits.size())
        return QCoreApplication::translate("Spoken", "%1, %2")
            .arg(card.name, spokenLimit(card.limits[static_cast<size_t>(card.binding)]));
    if (card.headline.isEmpty())
        return card.name;
    return QCoreApplication::translate("Spoken", "%1, %2").arg(card.name, card.headline);
}

} // namespace mqlab::app
