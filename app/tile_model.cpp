#include "tile_model.h"

#include "prose.h"
#include "spoken.h"

namespace mqlab::app {

int TileModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(rows_.size());
}

QVariant TileModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const TileRowData& t = rows_[static_cast<size_t>(index.row())];
    switch (role) {
    case KindRole:
        return static_cast<int>(t.kind); // QML compares it with TileKind.Cost
    case KeyRole:
        return t.key;
    case TitleRole:
        return t.title;
    case FigureRole:
        return t.figure;
    case DetailRole:
        return unitsKeptWhole(t.detail);
    case ActionRole:
        return t.action;
    case TipRole:
        return t.tip;
    case NoteRole:
        return unitsKeptWhole(t.note);
    case StateRole:
        return static_cast<int>(t.state);
    case MarkRole:
        return t.mark;
    case MarkTipRole:
        return t.markTip;
    case SpokenRole:
        return spokenTile(t);
    default:
        return {};
    }
}

QHash<int, QByteArray> TileModel::roleNames() const
{
    return {{KindRole, "kind"},       {KeyRole, "key"},       {TitleRole, "title"},     {FigureRole, "figure"},
            {DetailRole, "detail"},   {ActionRole, "action"}, {TipRole, "tip"},         {NoteRole, "note"},
            {StateRole, "tileState"}, {MarkRole, "mark"},     {MarkTipRole, "markTip"}, {SpokenRole, "spoken"}};
}

void TileModel::update(std::vector<TileRowData> rows)
{
    bool same = rows.size() == rows_.size();
    for (size_t i = 0; same && i < rows.size(); ++i)
        same = rows[i].kind == rows_[i].kind;
    if (!same) {
        beginResetModel();
        rows_ = std::move(rows);
        endResetModel();
        return;
    }
    for (size_t i = 0; i < rows.size(); ++i)
        if (!(rows[i] == rows_[i])) {
            rows_[i] = std::move(rows[i]);
            const QModelIndex at = index(static_cast<int>(i));
            emit dataChanged(at, at);
        }
}

const TileRowData* TileModel::find(TileKinds::Kind kind) const
{
    for (const TileRowData& t : rows_)
        if (t.kind == kind)
            return &t;
    return nullptr;
}

} // namespace mqlab::app
