// The report in words for the tiles, the bill and the load buttons: every text from the engine's
// report and its wording (format.h, explain.h, load_text.h); no figure is made here.
#pragma once

#include <QAbstractListModel>
#include <QObject>
#include <QStringList>
#include <vector>
#include <QtQml/qqmlregistration.h>

#include "mqlab/model/report.h"
#include "mqlab/model/scenario.h"
#include "tile_model.h"

namespace mqlab::app {

// One line of the month's bill: "kafka: brokers", its working, its amount.
struct BillRow {
    QString item, detail, usd;
    bool derived = false; // priced from a derived catalogue figure: shown in the warning colour
    QString mark;         // "rebuilt" or "assumed": the price's status in the catalogue, else ""
    QString markTip;      // "A price the catalogue has assumed, from second-seed.md §2.5"
    bool warn = false;    // derived, rebuilt or assumed: not a sourced price, so the line reads in the warning colour
    bool operator==(const BillRow&) const = default;
};

class BillLineModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The report presenter owns the bill")
  public:
    enum Role { ItemRole = Qt::UserRole + 1, DetailRole, UsdRole, DerivedRole, MarkRole, MarkTipRole, WarnRole };
    using QAbstractListModel::QAbstractListModel;
    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;
    void update(std::vector<BillRow> rows); // rows that keep their place change in place
    const std::vector<BillRow>& rows() const { return rows_; }

  private:
    std::vector<BillRow> rows_;
};

// A load button: a load of the stage's lesson, or a factor of the current load (halve, double).
struct LoadButton {
    double load = 0, factor = 0;
    QString text, tip;
};
// The stage's loads (none in the Sandbox, 0), then halve and double when the design has a producer;
// `unit` words the loads ("events/s").
std::vector<LoadButton> loadButtonsOf(int stage, bool hasProducers, const QString& unit);

class LoadButtonModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The report presenter owns the load buttons")
  public:
    enum Role { LabelRole = Qt::UserRole + 1, TipRole }; // "½", "Halve the load"
    using QAbstractListModel::QAbstractListModel;
    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;
    void update(std::vector<LoadButton> buttons);
    const std::vector<LoadButton>& buttons() const { return buttons_; }

  private:
    std::vector<LoadButton> buttons_;
};

// The wall chart: every limit's percent against the load, from 0 to twice the wall's load, typed for
// QML (wallSweep(points) returns one). Loads are in the scenario's unit (loadUnit).
class WallSweep {
    Q_GADGET
    QML_ANONYMOUS
    Q_PROPERTY(bool valid MEMBER valid CONSTANT)            // false: no wall, nothing to draw
    Q_PROPERTY(QString title MEMBER title CONSTANT)         // "Wall at 4,220 msg/s: Broker fleet, worst-case storage"
    Q_PROPERTY(QList<qreal> loads MEMBER loads CONSTANT)    // the sweep's loads, 0 (as 1) to maxLoad
    Q_PROPERTY(QStringList names MEMBER names CONSTANT)     // one a line; values(i) are line i's percents
    Q_PROPERTY(qreal wall MEMBER wall CONSTANT)             // the wall's load
    Q_PROPERTY(qreal current MEMBER current CONSTANT)       // the load now
    Q_PROPERTY(QString wallLabel MEMBER wallLabel CONSTANT) // the marks' names: "wall 4,220 msg/s: worst-case storage"
    Q_PROPERTY(QString nowLabel MEMBER nowLabel CONSTANT)   // "now 2,025 msg/s"
    Q_PROPERTY(qreal maxLoad MEMBER maxLoad CONSTANT)       // twice the wall
    Q_PROPERTY(QList<qreal> tickValues MEMBER tickValues CONSTANT) // the load axis's five ticks
    Q_PROPERTY(QStringList tickLabels MEMBER tickLabels CONSTANT)  // written as the window writes loads: "21,962"
    Q_PROPERTY(QString loadUnit MEMBER loadUnit CONSTANT)          // "events/s" or "msg/s" (Round 1)
    Q_PROPERTY(QString spoken MEMBER spoken CONSTANT) // for a screen reader: the sweep, its lines, the wall and now
  public:
    Q_INVOKABLE QList<qreal> values(int line) const
    {
        return line >= 0 && static_cast<size_t>(line) < lines.size() ? lines[static_cast<size_t>(line)]
                                                                     : QList<qreal>();
    }
    bool valid = false;
    QString title;
    QList<qreal> loads;
    QStringList names;
    std::vector<QList<qreal>> lines;
    qreal wall = -1, current = 0, maxLoad = 0;
    QString wallLabel, nowLabel;
    QList<qreal> tickValues;
    QStringList tickLabels;
    QString loadUnit;
    QString spoken;
};

class ReportPresenter : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The workbench owns its report presenter")
    Q_PROPERTY(double load READ load NOTIFY changed)              // offered, in the scenario's unit
    Q_PROPERTY(double wallLoad READ wallLoad NOTIFY changed)      // the load at the first wall; -1: none
    Q_PROPERTY(QString loadText READ loadText NOTIFY changed)     // "25,000 events/s", "2,025 msg/s"
    Q_PROPERTY(QString loadFigure READ loadFigure NOTIFY changed) // "2,025": the load field's text
    Q_PROPERTY(QString loadUnit READ loadUnit NOTIFY changed)     // "events/s" or "msg/s", by the scenario's units
    Q_PROPERTY(QString wallText READ wallText NOTIFY changed)
    Q_PROPERTY(QString latencyText READ latencyText NOTIFY changed)
    // The tiles, one row each: load, latency, cost, durability, first to saturate.
    Q_PROPERTY(mqlab::app::TileModel* tiles READ tiles CONSTANT)
    Q_PROPERTY(QString costTotal READ costTotal NOTIFY changed)
    Q_PROPERTY(QString billTitle READ billTitle NOTIFY changed) // names the month the engine bills
    // The bill's lines; filled from the first read on (the bill opens on a click: the first frame
    // and the load slider have no need of it).
    Q_PROPERTY(mqlab::app::BillLineModel* costLines READ costLines CONSTANT)
    Q_PROPERTY(QStringList notes READ notes NOTIFY changed)
    // The stage's loads, then halve and double; changes with the stage and with whether the design
    // has a producer, not with each step of the load.
    Q_PROPERTY(mqlab::app::LoadButtonModel* loadButtons READ loadButtons CONSTANT)

  public:
    // The scenario and report are the workbench's, read after each update(); both outlive this.
    ReportPresenter(const Scenario* scenario, const Report* report, QObject* parent = nullptr);

    double load() const { return report_->offeredEventsPerSecond; }
    double wallLoad() const;
    QString loadText() const;
    QString loadFigure() const;
    QString loadUnit() const;
    QString wallText() const;
    QString latencyText() const;
    TileModel* tiles() { return &tiles_; }
    QString costTotal() const;
    QString billTitle() const;
    BillLineModel* costLines();
    QStringList notes() const;
    LoadButtonModel* loadButtons() { return &loadButtons_; }
    // The Simulate tab's p99 for this very design ("simulated p99 783.3 ms, seed 1, 60 s"), shown in
    // the latency tile beside the formula's figure; "" before a run or once the design has changed.
    QString simulatedLatencyText() const;

    // The report was recomputed (revision counts recomputes); the stage picks the load buttons.
    void update(int revision, int stage);
    // A finished run's p99 text and the revision of the design it ran (SimulationRun calls it).
    void setSimulatedLatency(const QString& text, int revision);
    // The tiles and the bill's lines for the report now.
    std::vector<TileRowData> tileRows() const;
    std::vector<BillRow> billRows() const;
    // The wall chart: every limit's percent from 0 to twice the wall's load, at points + 1 loads.
    Q_INVOKABLE mqlab::app::WallSweep wallSweep(int points) const;

  signals:
    void changed();
    void simulatedLatencyChanged();

  private:
    TileRowData latencyTile() const;
    TileRowData costTile() const;
    TileRowData durabilityTile() const;
    TileRowData firstTile() const;

    const Scenario* scenario_;
    const Report* report_;
    int revision_ = 0;
    int stage_ = -1;
    bool hadProducers_ = false;
    QString loadUnit_; // the unit the load buttons were worded in
    QString simulatedLatency_;
    int simulatedRevision_ = -1;
    bool billShown_ = false;
    BillLineModel bill_;
    LoadButtonModel loadButtons_;
    TileModel tiles_;
};

} // namespace mqlab::app
