// The tiles above the canvas (load, latency, cost, durability, first to saturate) as a list model the
// report presenter fills from the engine's report; TileRow.qml repeats one Tile a row.
#pragma once

#include <QAbstractListModel>
#include <QObject>
#include <vector>
#include <QtQml/qqmlregistration.h>

namespace mqlab::app {

// Which tile a row is, typed for QML (TileKind.Cost opens the bill, TileKind.FirstToSaturate is wider).
namespace TileKinds {
Q_NAMESPACE
QML_NAMED_ELEMENT(TileKind)
enum Kind { Load, Latency, Cost, Durability, FirstToSaturate };
Q_ENUM_NS(Kind)
} // namespace TileKinds

// How a tile's figure reads: as is, a warning (nothing to spare), or past a limit (a floor, saturated).
namespace TileStates {
Q_NAMESPACE
QML_NAMED_ELEMENT(TileState)
enum State { Ok, Warn, Saturated };
Q_ENUM_NS(State)
} // namespace TileStates

struct TileRowData {
    TileKinds::Kind kind = TileKinds::Load;
    QString key;    // "load", "cost": the tile's object name is key + "Tile"
    QString title;  // "Cost"
    QString figure; // "$790/mo"
    QString detail; // "$790.39 a month"
    QString action; // what a click does ("click for the bill"), said after the detail; "" for none
    QString tip;
    QString note; // a line under the detail: the simulated p99, the queue one could buy instead
    TileStates::State state = TileStates::Ok;
    QString mark;    // "rebuilt" or "assumed" when the figure rests on such a catalogue figure, else ""
    QString markTip; // which figures those are and where they come from
    bool operator==(const TileRowData&) const = default;
};

class TileModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The report presenter owns the tiles")
  public:
    // Role names as the delegate reads them; the state is "tileState" (an Item has a "state" of its own).
    enum Role {
        KindRole = Qt::UserRole + 1,
        KeyRole,
        TitleRole,
        FigureRole,
        DetailRole,
        ActionRole,
        TipRole,
        NoteRole,
        StateRole,
        MarkRole,
        MarkTipRole,
        SpokenRole // what a screen reader says for the tile (spoken.h)
    };
    using QAbstractListModel::QAbstractListModel;
    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;
    // Rows that keep their place change in place (the load slider steps the figures, not the tiles).
    void update(std::vector<TileRowData> rows);
    const std::vector<TileRowData>& rows() const { return rows_; }
    // The row of a kind, or nullptr.
    const TileRowData* find(TileKinds::Kind kind) const;

  private:
    std::vector<TileRowData> rows_;
};

} // namespace mqlab::app
