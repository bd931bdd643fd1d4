// The Simulate tab on a Round 1 design (the second seed's leased task queue on a Raft fleet): the
// engine's Round 1 run (sim/round_one.h) of the design on the canvas, or one of its named drills, off
// the GUI thread. The run's settings are read from the design's worker pool and broker fleet
// (roundOneConfigFor); every figure and log line shown is the engine's. The first seed's designs keep
// SimulationRun: `applies` says which of the two a design gets.
#pragma once

#include <QFuture>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>
#include <QThreadPool>
#include <QtConcurrent/QtConcurrentRun>
#include <QtQml/qqmlregistration.h>
#include <functional>
#include <memory>

#include "mqlab/model/scenario.h"
#include "mqlab/sim/round_one.h"
#include "workbench.h"

namespace mqlab::app {

// Whether a design is Round 1's: written as version 2 or holding one of its kinds.
bool isRoundOneDesign(const Scenario& s);

// A Round 1 run's settings from a design: its task producers' peak together, its first worker pool's
// lease settings and processing times, its first broker fleet's brokers, partitions and group-commit
// window; the engine's defaults for what the design does not hold (the fsync and hop times).
sim::RoundOneConfig roundOneConfigFor(const Scenario& s);
// Copies a worker pool's lease settings and processing times into a config (the steppers' drills).
void applyWorkerPool(const WorkerPool& pool, sim::RoundOneConfig& config);

// A run's log as the panel lists it (the CLI's drill timeline): the first traced message's path,
// every failure, election and truncation, at most a few of each repeated anomaly.
QStringList roundOneTimeline(const sim::RoundOneResult& r, int mostOfAKind = 5, int mostLines = 80);

// Runs off the GUI thread, one job at a time on its own pool: `work` there, `done` back on the
// owner's thread, unless a newer job has started since (its figures replace these). Shared by
// RoundOneRun and RoundOneSteps.
class RoundOneJobs {
  public:
    RoundOneJobs() { pool_.setMaxThreadCount(1); }
    ~RoundOneJobs() { pool_.waitForDone(); }
    template <class R> void start(QObject* owner, std::function<R()> work, std::function<void(R)> done)
    {
        const int generation = ++generation_;
        running_ = true;
        QtConcurrent::run(&pool_, std::move(work)).then(owner, [this, generation, done](R r) {
            if (generation != generation_)
                return;
            running_ = false;
            done(std::move(r));
        });
    }
    bool running() const { return running_; }
    bool waitForIdle(int ms);

  private:
    QThreadPool pool_;
    int generation_ = 0;
    bool running_ = false;
};

class RoundOneRun : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(mqlab::app::Workbench* workbench READ workbench WRITE setWorkbench NOTIFY workbenchChanged)
    Q_PROPERTY(bool applies READ applies NOTIFY appliesChanged) // the design on the canvas is Round 1's
    Q_PROPERTY(bool running READ running NOTIFY runningChanged)
    Q_PROPERTY(bool hasResult READ hasResult NOTIFY resultChanged)
    Q_PROPERTY(bool stale READ stale NOTIFY staleChanged) // the design changed since the shown run of it
    Q_PROPERTY(QString error READ error NOTIFY resultChanged)
    Q_PROPERTY(double seconds READ seconds CONSTANT)                        // simulated for the design, s
    Q_PROPERTY(QString title READ title NOTIFY resultChanged)               // "The design, 30 s simulated, seed 1"
    Q_PROPERTY(QString settingsText READ settingsText NOTIFY resultChanged) // what the run took from the design
    // The run's figures, each the engine's, as text.
    Q_PROPERTY(QString sendsText READ sendsText NOTIFY resultChanged)   // "60,764 sent, 60,764 answered 200"
    Q_PROPERTY(QString ackP50Text READ ackP50Text NOTIFY resultChanged) // send to 200
    Q_PROPERTY(QString ackP99Text READ ackP99Text NOTIFY resultChanged)
    Q_PROPERTY(QString ackMaxText READ ackMaxText NOTIFY resultChanged)
    Q_PROPERTY(QString workerP50Text READ workerP50Text NOTIFY resultChanged) // send to a waiting worker
    Q_PROPERTY(QString workerP99Text READ workerP99Text NOTIFY resultChanged)
    Q_PROPERTY(QString redeliveredText READ redeliveredText NOTIFY resultChanged)
    Q_PROPERTY(QString deletedText READ deletedText NOTIFY resultChanged)
    Q_PROPERTY(QString dlqText READ dlqText NOTIFY resultChanged)
    Q_PROPERTY(QString lostText READ lostText NOTIFY resultChanged)
    Q_PROPERTY(QString refusedText READ refusedText NOTIFY resultChanged)
    Q_PROPERTY(QStringList timeline READ timeline NOTIFY resultChanged)
    Q_PROPERTY(QString outcomeText READ outcomeText NOTIFY resultChanged) // the CLI's outcome lines
    // The drills (mqlab drill --round 1 NAME): keys and one line each, in the engine's order.
    Q_PROPERTY(QStringList drillKeys READ drillKeys CONSTANT)
    Q_PROPERTY(QStringList drillTexts READ drillTexts CONSTANT)

  public:
    explicit RoundOneRun(QObject* parent = nullptr);
    ~RoundOneRun() override;

    Workbench* workbench() const { return workbench_; }
    void setWorkbench(Workbench* w);
    bool applies() const;
    bool running() const { return jobs_.running(); }
    bool hasResult() const { return result_ != nullptr; }
    bool stale() const;
    QString error() const { return error_; }
    double seconds() const { return kSeconds; }
    QString title() const { return title_; }
    QString settingsText() const { return settings_; }
    QString sendsText() const;
    QString ackP50Text() const;
    QString ackP99Text() const;
    QString ackMaxText() const;
    QString workerP50Text() const;
    QString workerP99Text() const;
    QString redeliveredText() const;
    QString deletedText() const;
    QString dlqText() const;
    QString lostText() const;
    QString refusedText() const;
    QStringList timeline() const;
    QString outcomeText() const;
    QStringList drillKeys() const;
    QStringList drillTexts() const;

    static constexpr double kSeconds = 30; // simulated for the design: half a minute at its peak
    static constexpr std::uint64_t kSeed = 1;

    // Runs the design on the canvas (its settings from roundOneConfigFor).
    Q_INVOKABLE void run();
    // Runs drill `key` ("worker-crash") as `mqlab drill --round 1 KEY` does; "" or why not.
    Q_INVOKABLE QString runDrill(const QString& key);
    // Waits (processing events) until no run is under way; for tests. False on timeout.
    bool waitForIdle(int ms) { return jobs_.waitForIdle(ms); }
    const sim::RoundOneResult* result() const { return result_.get(); }

  signals:
    void workbenchChanged();
    void appliesChanged();
    void runningChanged();
    void resultChanged();
    void staleChanged();

  private:
    void start(const sim::RoundOneConfig& config, const sim::RoundOneOptions& options, const QString& title,
               int revision);
    QPointer<Workbench> workbench_;
    bool applies_ = false;
    RoundOneJobs jobs_;
    std::shared_ptr<const sim::RoundOneResult> result_;
    QString error_, title_, settings_;
    int resultRevision_ = -1; // the design revision the shown run is of; -1: a drill or none
};

} // namespace mqlab::app
