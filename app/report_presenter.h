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

namespace mqlab::app {

// One line of the month's bill: "kafka: brokers", its working, its amount.
struct BillRow {
    QString item, detail, usd;
    bool derived = false; // priced from a derived catalogue figure: shown in the warning colour
    bool operator==(const BillRow&) const = default;
};

class BillLineModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The report presenter owns the bill")
  public:
    enum Role { ItemRole = Qt::UserRole + 1, DetailRole, UsdRole, DerivedRole };
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
// The stage's loads (none in the Sandbox, 0), then halve and double when the design has a producer.
std::vector<LoadButton> loadButtonsOf(int stage, bool hasProducers);

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
};

class ReportPresenter : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The workbench owns its report presenter")
    Q_PROPERTY(double load READ load NOTIFY changed)            // events/s offered
    Q_PROPERTY(double wallLoad READ wallLoad NOTIFY changed)    // events/s at the first wall; -1: none
    Q_PROPERTY(QString loadText READ loadText NOTIFY changed)
    Q_PROPERTY(QString wallText READ wallText NOTIFY changed)
    Q_PROPERTY(QString latencyText READ latencyText NOTIFY changed)
    Q_PROPERTY(bool latencyFloor READ latencyFloor NOTIFY changed)
    Q_PROPERTY(QString latencyTip READ latencyTip NOTIFY changed)
    Q_PROPERTY(QString latencyDetail READ latencyDetail NOTIFY changed)
    // The Simulate tab's p99 for this very design ("simulated p99 783.3 ms, seed 1, 60 s"), shown in
    // the latency tile beside the formula's figure; "" before a run or once the design has changed.
    Q_PROPERTY(QString simulatedLatencyText READ simulatedLatencyText NOTIFY simulatedLatencyChanged)
    Q_PROPERTY(QString costText READ costText NOTIFY changed)
    Q_PROPERTY(QString costTotal READ costTotal NOTIFY changed)
    Q_PROPERTY(QString costNote READ costNote NOTIFY changed) // "SQS instead: $733/mo", or ""
    Q_PROPERTY(QString billTitle READ billTitle CONSTANT) // names the month the engine bills
    // The bill's lines; filled from the first read on (the bill opens on a click: the first frame
    // and the load slider have no need of it).
    Q_PROPERTY(mqlab::app::BillLineModel* costLines READ costLines CONSTANT)
    Q_PROPERTY(QString firstText READ firstText NOTIFY changed)
    Q_PROPERTY(QString firstDetail READ firstDetail NOTIFY changed)
    Q_PROPERTY(bool saturated READ saturated NOTIFY changed)
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
    QString wallText() const;
    QString latencyText() const;
    bool latencyFloor() const { return report_->latency.floor; }
    QString latencyTip() const;
    QString latencyDetail() const;
    QString simulatedLatencyText() const;
    QString costText() const;
    QString costTotal() const;
    QString costNote() const;
    QString billTitle() const;
    BillLineModel* costLines();
    QString firstText() const;
    QString firstDetail() const;
    bool saturated() const { return report_->firstToSaturate >= 0; }
    QStringList notes() const;
    LoadButtonModel* loadButtons() { return &loadButtons_; }

    // The report was recomputed (revision counts recomputes); the stage picks the load buttons.
    void update(int revision, int stage);
    // A finished run's p99 text and the revision of the design it ran (SimulationRun calls it).
    void setSimulatedLatency(const QString& text, int revision);
    // The bill's lines for the report now.
    std::vector<BillRow> billRows() const;
    // The wall chart: every limit's percent from 0 to twice the wall's load, at points + 1 loads.
    Q_INVOKABLE mqlab::app::WallSweep wallSweep(int points) const;

  signals:
    void changed();
    void simulatedLatencyChanged();

  private:
    const Scenario* scenario_;
    const Report* report_;
    int revision_ = 0;
    int stage_ = -1;
    bool hadProducers_ = false;
    QString simulatedLatency_;
    int simulatedRevision_ = -1;
    bool billShown_ = false;
    BillLineModel bill_;
    LoadButtonModel loadButtons_;
};

} // namespace mqlab::app
