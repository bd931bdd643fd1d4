#include "selection_model.h"

#include <QPointF>
#include <QRectF>
#include <QSet>

#include "engine_text.h"
#include "mqlab/model/kinds.h"
#include "nodemodel.h"

namespace mqlab::app {

SelectionModel::SelectionModel(NodeModel* nodes, const Scenario* scenario, QObject* parent)
    : QObject(parent), nodes_(nodes), scenario_(scenario)
{}

QString SelectionModel::selectedKind() const
{
    const auto k = scenario_->kindOf(selectedId().toStdString());
    // The noun is marked for the translator where each kind's module declares it.
    return k ? wordsIn("KindNoun", arrayNoun(*k)) : QString();
}

void SelectionModel::announce()
{
    nodes_->setSelected(ids_);
    emit changed();
}

void SelectionModel::setIds(const QStringList& ids)
{
    ids_ = ids;
    announce();
}

void SelectionModel::select(const QString& id, bool additive)
{
    if (additive) {
        if (ids_.contains(id))
            ids_.removeAll(id);
        else
            ids_ << id;
    } else {
        ids_ = id.isEmpty() ? QStringList() : QStringList{id};
    }
    announce();
}

void SelectionModel::selectInRect(double x1, double y1, double x2, double y2, bool additive)
{
    const QRectF r = QRectF(QPointF(x1, y1), QPointF(x2, y2)).normalized();
    QStringList picked = additive ? ids_ : QStringList();
    // A band over a whole large design: membership in a hash, not a search of the list per node.
    QSet<QString> had(picked.begin(), picked.end());
    for (const auto& row : nodes_->rows())
        if (r.contains(QPointF(row.x + 20, row.y + 20)) && !had.contains(row.id))
            picked << row.id;
    setIds(picked);
}

void SelectionModel::selectAll()
{
    ids_.clear();
    ids_.reserve(nodes_->count());
    for (const auto& row : nodes_->rows())
        ids_ << row.id;
    announce();
}

void SelectionModel::clearSelection()
{
    select(QString(), false);
}

bool SelectionModel::selectNext(bool backwards)
{
    const auto& rows = nodes_->rows();
    if (rows.empty())
        return false;
    const int n = static_cast<int>(rows.size());
    const int at = nodes_->indexOf(selectedId());
    const int next = at < 0 ? (backwards ? n - 1 : 0) : at + (backwards ? -1 : 1);
    // Past either end, Tab leaves the canvas for the next panel instead of going round for ever.
    if (next < 0 || next >= n) {
        clearSelection();
        return false;
    }
    select(rows[static_cast<size_t>(next)].id, false);
    return true;
}

void SelectionModel::nudgeSelection(double dx, double dy)
{
    if (move_)
        move_(dx, dy);
}

bool SelectionModel::keepPresent(bool nodesChanged)
{
    // Looked up in a hash, as a selection can hold every one of 10,000 nodes (kindOf per id searched
    // the whole design: quadratic).
    QSet<QString> present;
    present.reserve(static_cast<qsizetype>(nodes_->rows().size()));
    for (const auto& row : nodes_->rows())
        present.insert(row.id);
    QStringList kept;
    for (const QString& id : ids_)
        if (present.contains(id))
            kept << id;
    if (kept == ids_ && !nodesChanged)
        return false;
    setIds(kept);
    return true;
}

} // namespace mqlab::app
