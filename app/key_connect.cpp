#include "key_connect.h"

#include <algorithm>

#include "nodemodel.h"

namespace mqlab::app {

QString KeyConnect::targetId() const
{
    return active() ? targets_[static_cast<size_t>(index_)].id : QString();
}

QString KeyConnect::prompt() const
{
    if (!active())
        return {};
    return tr("Connect %1 to %2 (%3 of %4): arrow keys pick another, Enter connects, Escape cancels.")
        .arg(fromName_, targets_[static_cast<size_t>(index_)].name)
        .arg(index_ + 1)
        .arg(targets_.size());
}

QString KeyConnect::start(const QString& from)
{
    targets_.clear();
    index_ = 0;
    from_ = from;
    fromName_.clear();
    if (!workbench_ || from.isEmpty()) {
        emit changed();
        return tr("Select a card first: the connection starts from it.");
    }
    const NodeModel& nodes = *workbench_->nodes();
    const auto rowOf = [&](const QString& id) -> const NodeModel::Row* {
        const int i = nodes.indexOf(id);
        return i < 0 ? nullptr : &nodes.rows()[static_cast<size_t>(i)];
    };
    if (const NodeModel::Row* r = rowOf(from))
        fromName_ = r->name;
    targets_ = workbench_->connectTargets(from)->rows();
    // Left to right, then top to bottom: the arrows walk the canvas in reading order.
    std::stable_sort(targets_.begin(), targets_.end(), [&](const ConnectTarget& a, const ConnectTarget& b) {
        const NodeModel::Row *ra = rowOf(a.id), *rb = rowOf(b.id);
        if (!ra || !rb)
            return false;
        return ra->x != rb->x ? ra->x < rb->x : ra->y < rb->y;
    });
    emit changed();
    if (targets_.empty())
        return tr("%1 cannot send to any card on this canvas.").arg(fromName_.isEmpty() ? from : fromName_);
    return {};
}

void KeyConnect::step(int delta)
{
    if (!active())
        return;
    const int n = static_cast<int>(targets_.size());
    index_ = ((index_ + delta) % n + n) % n;
    emit changed();
}

QString KeyConnect::finish()
{
    if (!active() || !workbench_)
        return tr("No connection is being made.");
    const QString from = from_, to = targetId();
    cancel();
    return workbench_->connectNodes(from, to);
}

void KeyConnect::cancel()
{
    if (!active() && from_.isEmpty())
        return;
    targets_.clear();
    from_.clear();
    fromName_.clear();
    index_ = 0;
    emit changed();
}

} // namespace mqlab::app
