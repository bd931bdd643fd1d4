#include "connect_targets.h"

namespace mqlab::app {

int ConnectTargetModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(rows_.size());
}

QVariant ConnectTargetModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const ConnectTarget& r = rows_[static_cast<size_t>(index.row())];
    return role == NodeIdRole ? QVariant(r.id) : role == NameRole ? QVariant(r.name) : QVariant();
}

QHash<int, QByteArray> ConnectTargetModel::roleNames() const
{
    return {{NodeIdRole, "targetId"}, {NameRole, "name"}};
}

void ConnectTargetModel::update(std::vector<ConnectTarget> rows)
{
    beginResetModel();
    rows_ = std::move(rows);
    endResetModel();
}

} // namespace mqlab::app
