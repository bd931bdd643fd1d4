#include "limit_chart.h"

#include <algorithm>
#include <cmath>

#include "mqlab/report/format.h"

namespace mqlab::app {

int LimitChartModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(rows_.size());
}

QVariant LimitChartModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const LimitRow& r = rows_[static_cast<size_t>(index.row())];
    switch (role) {
    case KeyRole:
        return r.key;
    case NameRole:
        return r.shortLabel;
    case LabelRole:
        return r.label;
    case PercentRole:
        return r.rawPercent;
    case KnownRole:
        return r.known;
    case TextRole:
        return r.text;
    default:
        return {};
    }
}

QHash<int, QByteArray> LimitChartModel::roleNames() const
{
    return {{KeyRole, "key"},         {NameRole, "name"},   {LabelRole, "label"},
            {PercentRole, "percent"}, {KnownRole, "known"}, {TextRole, "text"}};
}

void LimitChartModel::show(const std::vector<NodeModel::Row>& rows, const QString& selectedId)
{
    const NodeModel::Row* pick = nullptr;
    for (const NodeModel::Row& r : rows)
        if (r.id == selectedId && !r.limits.empty())
            pick = &r;
    for (const NodeModel::Row& r : rows)
        if (!pick && !r.limits.empty())
            pick = &r;
    const QString id = pick ? pick->id : QString();
    const QString name = pick ? pick->name : QString();
    std::vector<LimitRow> limits = pick ? pick->limits : std::vector<LimitRow>{};
    if (id == nodeId_ && name == nodeName_ && limits == rows_)
        return;
    const bool reset = !sameLimitKeys(limits, rows_);
    if (reset)
        beginResetModel();
    nodeId_ = id;
    nodeName_ = name;
    rows_ = std::move(limits);
    if (reset)
        endResetModel();
    else if (!rows_.empty())
        emit dataChanged(index(0), index(rowCount() - 1));
    emit changed();
}

QString LimitChartModel::title() const
{
    return nodeId_.isEmpty() ? tr("No node with limits") : tr("Limits: %1").arg(nodeName_);
}

QStringList LimitChartModel::names() const
{
    QStringList out;
    for (const LimitRow& r : rows_)
        out << r.shortLabel;
    return out;
}

QList<qreal> LimitChartModel::percents() const
{
    QList<qreal> out;
    for (const LimitRow& r : rows_)
        out << (r.known ? std::round(r.rawPercent * 10) / 10 : 0.0); // the bar's label reads 0.1%
    return out;
}

qreal LimitChartModel::top() const
{
    // Room above the highest bar for its label: the next 20% step past it, and 120% at least so
    // the 100% line always shows.
    double top = 120;
    for (const LimitRow& r : rows_)
        top = std::max(top, std::ceil(r.rawPercent / 20) * 20 + 20);
    return top;
}

const LimitRow* LimitChartModel::sizingRow() const
{
    // A cluster's line is its network's (Standard) or data out's (Express): the link every message
    // crosses on its way out. Another kind's is its first limit's that has one.
    const LimitRow* first = nullptr;
    for (const LimitRow& r : rows_) {
        if (!(r.sizingPercent > 0))
            continue;
        if (r.key == QLatin1String("network") || r.key == QLatin1String("data_out"))
            return &r;
        first = first ? first : &r;
    }
    return first;
}

qreal LimitChartModel::sizingPercent() const
{
    const LimitRow* r = sizingRow();
    return r ? r->sizingPercent : -1.0;
}

QString LimitChartModel::sizingName() const
{
    const LimitRow* r = sizingRow();
    return r ? tr("sizing line: %1 of the %2 limit")
                   .arg(QString::fromStdString(percentText(r->sizingPercent, 0)), r->label)
             : QString();
}

QString LimitChartModel::spoken() const
{
    if (rows_.empty())
        return tr("No card on the canvas has limits.");
    QStringList bars;
    for (const LimitRow& r : rows_)
        bars << (r.known ? tr("%1 %2").arg(r.label, r.text) : tr("%1 not known").arg(r.label));
    QString out = tr("%1, as a share of each limit: %2.").arg(nodeName_, bars.join(QStringLiteral(", ")));
    if (const QString line = sizingName(); !line.isEmpty())
        out += QLatin1Char(' ') + tr("A dashed %1.").arg(line);
    return out + QLatin1Char(' ') + tr("A solid line at 100%, the limit.");
}

} // namespace mqlab::app
