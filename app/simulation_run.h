// The Simulate panel's view-model: the engine's discrete-event run of the workbench's design, off the
// GUI thread, with a progress bar, cancel, pause and a pace. Thin: every figure and text it shows is
// the engine's (simulateScenario, Histogram, durationMsText, grouped); the charts' points are
// computed here from the run and handed to Qt Charts' series, never in QML.
#pragma once

#include <QFuture>
#include <QList>
#include <QObject>
#include <QPointF>
#include <QPointer>
#include <QString>
#include <QStringList>
#include <QThreadPool>
#include <QTimer>
#include <QtQml/qqmlregistration.h>
#include <atomic>
#include <memory>
#include <vector>

#include "mqlab/sim/kafka_run.h"
#include "workbench.h"

namespace mqlab::app {

// Where a run is: typed for QML (SimState.Running, ...).
namespace SimStates {
Q_NAMESPACE
QML_NAMED_ELEMENT(SimState)
enum State {
    Idle,      // no run yet
    Running,   // a worker is simulating (paused or not)
    Finished,  // ran to its seconds
    Cancelled, // stopped early: the figures cover the part that ran
    Failed,    // the engine refused the design or the options: see error
};
Q_ENUM_NS(State)
} // namespace SimStates

// How fast simulated time passes: as fast as the machine goes, or at a multiple of wall time.
namespace SimSpeeds {
Q_NAMESPACE
QML_NAMED_ELEMENT(SimSpeed)
enum Speed { Fastest, Times1, Times10, Times100, Times1000 };
Q_ENUM_NS(Speed)
} // namespace SimSpeeds

// Which of a run's point lists a chart series shows.
namespace SimPlots {
Q_NAMESPACE
QML_NAMED_ELEMENT(SimPlot)
enum Plot {
    Histogram, // produce latency: a step outline over equal bins, x in ms, y events
    P50Mark,   // a vertical line at p50 from 0 to the histogram's top
    P99Mark,   // the same at p99
    Lag,       // one group's lag: x in simulated s, y events
    Cursor,    // a vertical line on the lag chart at the scrubber's time, from 0 to its top
};
Q_ENUM_NS(Plot)
} // namespace SimPlots

// The failures a card's menu injects (the engine's FailureKind): a cluster's broker down, zone down,
// slow disk and broker cut off; a consumer group's task crashed.
namespace SimFailures {
Q_NAMESPACE
QML_NAMED_ELEMENT(SimFailure)
enum Kind { BrokerDown, ZoneDown, SlowDisk, BrokerCut, TaskCrash };
Q_ENUM_NS(Kind)
} // namespace SimFailures

// What one connection carries at the scrubber's time, for its moving dots (ConnectionCurve.qml): the
// engine's events a second over it in the sample at or before the scrubber (RunResult::paths), the
// dots that stand for them and how long one takes from end to end. Made by SimulationRun, read-only.
struct PathFlow {
    Q_GADGET
    QML_ANONYMOUS
    Q_PROPERTY(double eventsPerSecond MEMBER eventsPerSecond CONSTANT)
    Q_PROPERTY(int dots MEMBER dots CONSTANT)            // 0 .. SimulationRun::kMaxDotsPerPath
    Q_PROPERTY(double travelMs MEMBER travelMs CONSTANT) // > 0
  public:
    double eventsPerSecond = 0;
    int dots = 0;
    double travelMs = 1;
    bool operator==(const PathFlow&) const = default;
};

class SimulationRun : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(mqlab::app::Workbench* workbench READ workbench WRITE setWorkbench NOTIFY workbenchChanged)
    Q_PROPERTY(mqlab::app::SimStates::State state READ state NOTIFY stateChanged)
    Q_PROPERTY(bool running READ running NOTIFY stateChanged)
    Q_PROPERTY(bool paused READ paused NOTIFY pausedChanged)
    Q_PROPERTY(double progress READ progress NOTIFY progressChanged) // 0..1 of the run's seconds
    Q_PROPERTY(QString seed READ seed NOTIFY optionsChanged)         // 0 .. 2^64 - 1, as text
    Q_PROPERTY(double seconds READ seconds NOTIFY optionsChanged)    // simulated, (0, 3,600]
    Q_PROPERTY(QString secondsText READ secondsText NOTIFY optionsChanged)
    Q_PROPERTY(mqlab::app::SimSpeeds::Speed speed READ speed WRITE setSpeed NOTIFY optionsChanged)
    Q_PROPERTY(QStringList speedNames READ speedNames CONSTANT)       // by SimSpeed value
    Q_PROPERTY(QString widestSpeedName READ widestSpeedName CONSTANT) // the longest, to size the box
    // A design edit since the figures were made: they are another design's.
    Q_PROPERTY(bool stale READ stale NOTIFY staleChanged)
    Q_PROPERTY(bool hasResult READ hasResult NOTIFY resultChanged)
    Q_PROPERTY(QString error READ error NOTIFY resultChanged)
    Q_PROPERTY(QString summary READ summary NOTIFY resultChanged) // "60 s of 60 simulated, seed 1: ..."
    Q_PROPERTY(QString p50Text READ p50Text NOTIFY resultChanged)
    Q_PROPERTY(QString p90Text READ p90Text NOTIFY resultChanged)
    Q_PROPERTY(QString p99Text READ p99Text NOTIFY resultChanged)
    Q_PROPERTY(QString p999Text READ p999Text NOTIFY resultChanged)
    Q_PROPERTY(QString maxText READ maxText NOTIFY resultChanged)
    Q_PROPERTY(QString meanText READ meanText NOTIFY resultChanged)
    Q_PROPERTY(QString throughputText READ throughputText NOTIFY resultChanged)
    Q_PROPERTY(QString lostText READ lostText NOTIFY resultChanged)
    Q_PROPERTY(QString duplicatesText READ duplicatesText NOTIFY resultChanged)
    Q_PROPERTY(QString retriesText READ retriesText NOTIFY resultChanged)
    Q_PROPERTY(QString tailText READ tailText NOTIFY resultChanged) // events right of the histogram
    // The charts' ranges: the histogram's x in ms and top count, the lag chart's seconds and top.
    Q_PROPERTY(double histogramLowMs READ histogramLowMs NOTIFY resultChanged)
    Q_PROPERTY(double histogramHighMs READ histogramHighMs NOTIFY resultChanged)
    Q_PROPERTY(double histogramTop READ histogramTop NOTIFY resultChanged)
    Q_PROPERTY(double lagSeconds READ lagSeconds NOTIFY resultChanged)
    Q_PROPERTY(double lagTop READ lagTop NOTIFY resultChanged)
    Q_PROPERTY(QStringList groupNames READ groupNames NOTIFY resultChanged) // the lag chart's lines
    // The scrubber: a time in the run, 0 .. simulatedSeconds, that steps by sampleSeconds. It follows
    // the run's end until the user moves it; the texts below are the run's state at that time.
    Q_PROPERTY(double cursorSeconds READ cursorSeconds WRITE setCursorSeconds NOTIFY cursorChanged)
    Q_PROPERTY(double simulatedSeconds READ simulatedSeconds NOTIFY resultChanged) // how far the run got, s
    Q_PROPERTY(double sampleSeconds READ sampleSeconds CONSTANT)                   // between samples, s
    Q_PROPERTY(QString cursorTimeText READ cursorTimeText NOTIFY cursorChanged)    // "4 s"
    Q_PROPERTY(QString cursorText READ cursorText NOTIFY cursorChanged)     // "At 4 s: lag up to 1,234 events ..."
    Q_PROPERTY(QStringList cursorLog READ cursorLog NOTIFY cursorChanged)   // the log's last entries to the cursor
    Q_PROPERTY(QString logCountText READ logCountText NOTIFY cursorChanged) // "entries 1 to 40 of 812 ..."
    // The slowest batch's life, step by step (the engine's RunResult::slowest): its steps' texts, which
    // one is followed (0 .. count - 1; following a step puts the cursor at its time), and a title.
    Q_PROPERTY(QStringList slowestLog READ slowestLog NOTIFY resultChanged)
    Q_PROPERTY(int slowestStep READ slowestStep WRITE setSlowestStep NOTIFY slowestStepChanged)
    Q_PROPERTY(QString slowestTitle READ slowestTitle NOTIFY resultChanged)
    Q_PROPERTY(QString slowestStepText READ slowestStepText NOTIFY slowestStepChanged) // "Step 3 of 14"
    // Failures injected from the cards (a broker down, a task crashed), each from the simulated time
    // it was injected at to the end of the run; the next run, and each injection's re-run, has them all.
    Q_PROPERTY(QStringList failureTexts READ failureTexts NOTIFY failuresChanged) // the engine's words, in order
    // A batch picked from a dot on a connection (pickDot): the engine's log entries of that traced
    // batch, which one is followed (following a step puts the cursor at its time), and a title.
    Q_PROPERTY(QStringList pickedLog READ pickedLog NOTIFY pickedChanged)
    Q_PROPERTY(int pickedStep READ pickedStep WRITE setPickedStep NOTIFY pickedStepChanged)
    Q_PROPERTY(QString pickedTitle READ pickedTitle NOTIFY pickedChanged)
    Q_PROPERTY(QString pickedStepText READ pickedStepText NOTIFY pickedStepChanged) // "Step 3 of 7"
    // Whether the dots travel: while a run plays (not paused), and for kScrubMotionMs after the
    // scrubber moves once a run has ended; at rest otherwise, so an idle window draws nothing.
    Q_PROPERTY(bool flowsMoving READ flowsMoving NOTIFY flowsMovingChanged)

  public:
    explicit SimulationRun(QObject* parent = nullptr);
    ~SimulationRun() override;

    Workbench* workbench() const { return workbench_; }
    void setWorkbench(Workbench* w);
    SimStates::State state() const { return state_; }
    bool running() const { return state_ == SimStates::Running; }
    bool paused() const { return paused_; }
    double progress() const { return progress_; }
    QString seed() const { return QString::number(seed_); }
    double seconds() const { return seconds_; }
    QString secondsText() const;
    SimSpeeds::Speed speed() const { return speed_; }
    void setSpeed(SimSpeeds::Speed s);
    QStringList speedNames() const;
    QString widestSpeedName() const;
    bool stale() const;
    bool hasResult() const { return shown_ != nullptr; }
    QString error() const { return error_; }
    QString summary() const;
    QString p50Text() const;
    QString p90Text() const;
    QString p99Text() const;
    QString p999Text() const;
    QString maxText() const;
    QString meanText() const;
    QString throughputText() const;
    QString lostText() const;
    QString duplicatesText() const;
    QString retriesText() const;
    QString tailText() const;
    double histogramLowMs() const;
    double histogramHighMs() const;
    double histogramTop() const;
    double lagSeconds() const;
    double lagTop() const;
    QStringList groupNames() const;
    double cursorSeconds() const { return cursor_; }
    void setCursorSeconds(double s);
    double simulatedSeconds() const;
    double sampleSeconds() const { return kSampleSeconds; }
    QString cursorTimeText() const;
    QString cursorText() const;
    QStringList cursorLog() const;
    QString logCountText() const;
    QStringList slowestLog() const;
    int slowestStep() const { return slowestStep_; }
    void setSlowestStep(int step);
    QString slowestTitle() const;
    QString slowestStepText() const;
    QStringList failureTexts() const;
    // The shown run's failures under way at the scrubber's time on node `nodeId`, in words ("Broker 2
    // down"; two joined by "; "), "" for none (SimCardMark shows it on the card; marksChanged).
    QString cardMark(const QString& nodeId) const;
    // The shown run's flow over the connection at the scrubber's time; dots 0 with no run shown or on a
    // connection the run does not have (SimFlow hands it to the curve; flowsChanged).
    PathFlow flowOn(const QString& fromId, const QString& toId) const;
    QStringList pickedLog() const { return picked_.texts; }
    int pickedStep() const { return picked_.step; }
    void setPickedStep(int step);
    QString pickedTitle() const { return picked_.title; }
    QString pickedStepText() const;
    // The picked batch's steps' times, simulated s, as the engine's log has them (tests read them).
    const std::vector<double>& pickedTimes() const { return picked_.times; }
    // The picked batch's number, -1: none.
    qint64 pickedBatch() const { return picked_.batch; }
    bool flowsMoving() const { return running() && !paused_ ? true : scrubMotion_.isActive(); }
    // The canvas's dots for a connection carrying `eventsPerSecond`: none for nothing, else one more
    // for each power of ten, 1 (under 10 events/s) to kMaxDotsPerPath (100,000 and more), so a
    // tenfold change shows; the same count on any design and in any run.
    static int dotsFor(double eventsPerSecond);
    // How long a dot takes over its connection: kSlowestTravelMs for one dot, shorter for more
    // (kSlowestTravelMs / dots), so a busier connection's dots also move faster.
    static double travelMsFor(int dots);
    // Every connection's dots with the whole design's at most kMaxDots: past it, each count is scaled
    // down in proportion (rounded down; a path carrying little on a large design may then show none).
    static std::vector<int> dotsWithinBudget(std::vector<int> dots);
    static constexpr int kMaxDotsPerPath = 6;
    static constexpr int kMaxDots = 36;               // on the whole canvas, so it stays smooth
    static constexpr double kSlowestTravelMs = 4'800; // one dot's trip on a path carrying under 10 events/s
    static constexpr int kScrubMotionMs = 2'000;      // dots travel this long after a scrubber move
    static constexpr int kMaxFailureChoices = 30;     // brokers, zones or tasks a card's menu lists
    static constexpr double kSlowDiskFactor = 10;     // a slow disk from the card: its writes take 10 times as long
    static constexpr double kSampleSeconds = 1;       // the run's sampleEverySeconds
    static constexpr int kLogShown = 40;              // log entries shown up to the cursor

    // A typed field: "" when taken, else a message naming the field and its range (the value stays).
    Q_INVOKABLE QString setSeedText(const QString& text);
    Q_INVOKABLE QString setSecondsText(const QString& text);

    // What a card's failure menu of that kind offers: "Broker 1" ... (down, slow disk, cut off) or
    // "Zone 1" ... for a cluster, "Task 1" ... for a consumer group (the first kMaxFailureChoices);
    // nothing for another node or a kind it cannot have (a slow disk on Express: no disk of ours).
    Q_INVOKABLE QStringList failureChoices(const QString& nodeId, mqlab::app::SimFailures::Kind kind) const;
    // When a failure injected now starts, in simulated s: the live time during a run, else the scrubber's.
    Q_INVOKABLE double injectSeconds() const;
    // The card menu's title for that kind at that time ("Take a broker down at 12 s", "Take a zone
    // down at 12 s", ...); "" when failureChoices offers none.
    Q_INVOKABLE QString failureMenuTitle(const QString& nodeId, mqlab::app::SimFailures::Kind kind, double at) const;
    // Injects failure `kind` on choice `which` (0-based broker, zone or task) of the node from `at`
    // (simulated s, as injectSeconds() gave it when the menu opened) to the end, and runs again with
    // the same seed (the same run up to that time, then the failure): during a run, the new one goes
    // as fast as possible to that time and then at the pace chosen; after a run, the scrubber stays at
    // that time. "" when taken, else why not.
    Q_INVOKABLE QString injectFailure(const QString& nodeId, mqlab::app::SimFailures::Kind kind, int which, double at);
    // Picks the traced batch (one in RunOptions::traceEvery keeps its whole life) that crossed the
    // connection nearest the scrubber's time (sim::tracedBatchNear), pauses a run under way, and
    // follows its first step (pickedLog, pickedStep). "" when picked, else why not.
    Q_INVOKABLE QString pickDot(const QString& fromId, const QString& toId);
    // Drops failure `index` of failureTexts and, when there are figures, runs again without it.
    Q_INVOKABLE void removeFailure(int index);

    // Starts a run of the workbench's design now; a run under way is cancelled first.
    Q_INVOKABLE void run();
    Q_INVOKABLE void cancel();               // the worker stops within a slice of simulated time
    Q_INVOKABLE void setPaused(bool paused); // a running worker waits until resumed or cancelled
    // Moves the scrubber by whole samples (negative: back), to the sample times the run kept.
    Q_INVOKABLE void step(int samples);
    // Replaces a Qt Charts XY series' points with one of the run's lists (group: for Lag).
    Q_INVOKABLE void plot(QObject* series, mqlab::app::SimPlots::Plot which, int group = 0) const;
    // The lists themselves, for tests and exports.
    Q_INVOKABLE QList<QPointF> points(mqlab::app::SimPlots::Plot which, int group = 0) const;

    // Waits (processing events) until no worker runs; for tests and shutdown. False on timeout.
    bool waitForIdle(int ms);

    struct Outcome; // what a worker hands back: texts and points, made on the worker's thread

  signals:
    void workbenchChanged();
    void stateChanged();
    void pausedChanged();
    void progressChanged();
    void optionsChanged();
    void staleChanged();
    void resultChanged();
    void cursorChanged();
    void slowestStepChanged();
    void failuresChanged();
    void marksChanged();
    void flowsChanged();
    void pickedChanged();
    void pickedStepChanged();
    void batchPicked(); // a dot was picked: the Simulate tab shows its batch's life
    void flowsMovingChanged();

  private:
    struct Control {
        std::atomic<bool> cancel{false};
        std::atomic<bool> paused{false};
        std::atomic<int> speed{0}; // SimSpeeds::Speed
        double fastUntil = 0;      // simulated s run as fast as possible first (set before the worker starts)
    };
    // A failure injected from a card, by node id so that it follows the node through edits.
    struct Planned {
        std::string nodeId;
        SimFailures::Kind kind = SimFailures::BrokerDown;
        int which = 0;   // broker, zone or task, 0-based
        double from = 0; // simulated s
    };
    // The planned failures as the engine takes them for the workbench's design; those whose node is
    // gone are dropped from the plan.
    std::vector<sim::BrokerFailure> failuresForRun();
    std::vector<sim::BrokerFailure> plannedFailures() const; // the same, skipping (not dropping) those gone
    void startRun(double fastUntil);
    void receive(std::shared_ptr<const Outcome> o);
    void setState(SimStates::State s);
    void updateFlows(); // from the shown run at the scrubber's time; emits flowsChanged on a change
    void moveDotsAfterScrub();

    QPointer<Workbench> workbench_;
    SimStates::State state_ = SimStates::Idle;
    bool paused_ = false;
    double progress_ = 0;
    quint64 seed_ = 1;
    double seconds_ = 60;
    SimSpeeds::Speed speed_ = SimSpeeds::Fastest;
    QString error_;
    int generation_ = 0;
    int resultRevision_ = -1;          // the workbench's revision the shown figures were made from
    std::shared_ptr<Control> control_; // the current run's
    // Every worker not yet seen to end, the current one last: a cancelled one runs on to its next slice.
    std::vector<std::pair<std::shared_ptr<Control>, QFuture<void>>> workers_;
    std::shared_ptr<const Outcome> shown_;
    double cursor_ = 0;
    bool followEnd_ = true; // the cursor stays at the run's end until the user moves it
    int slowestStep_ = 0;
    std::vector<Planned> planned_;
    double wantedCursor_ = -1; // after an injection's re-run: the scrubber stays here; -1: none
    qsizetype countUpToCursor(const std::vector<double>& times) const; // of sorted times, those at or before it
    int cursorSample() const;        // the last sample at or before the cursor; -1: none
    QThreadPool pool_;               // its own, so a paused run never holds a thread the file loader needs
    std::vector<PathFlow> flowList_; // one a connection of the shown run
    QStringList flowFrom_, flowTo_;  // their connections' ends
    struct Picked {                  // the batch followed from a picked dot
        qint64 batch = -1;
        std::vector<double> times; // s
        QStringList texts;
        QString title;
        int step = 0;
    };
    Picked picked_;
    void clearPicked();
    QTimer scrubMotion_; // single shot: the dots' travel after a scrubber move, once a run has ended
};

// One connection's flow for its curve (ConnectionCurve.qml): SimulationRun::flowOn for `fromId` ->
// `toId`, kept up to date as the run's flows change.
class SimFlow : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(mqlab::app::SimulationRun* run READ run WRITE setRun NOTIFY runChanged)
    Q_PROPERTY(QString fromId READ fromId WRITE setFromId NOTIFY endsChanged)
    Q_PROPERTY(QString toId READ toId WRITE setToId NOTIFY endsChanged)
    Q_PROPERTY(mqlab::app::PathFlow flow READ flow NOTIFY flowChanged)

  public:
    using QObject::QObject;
    SimulationRun* run() const { return run_; }
    void setRun(SimulationRun* r);
    QString fromId() const { return from_; }
    void setFromId(const QString& id);
    QString toId() const { return to_; }
    void setToId(const QString& id);
    PathFlow flow() const { return flow_; }

  signals:
    void runChanged();
    void endsChanged();
    void flowChanged();

  private:
    void update();
    QPointer<SimulationRun> run_;
    QString from_, to_;
    PathFlow flow_;
};

// One card's failure tag (NodeCard.qml): SimulationRun::cardMark for `nodeId`, kept up to date as the
// scrubber and the run change.
class SimCardMark : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(mqlab::app::SimulationRun* run READ run WRITE setRun NOTIFY runChanged)
    Q_PROPERTY(QString nodeId READ nodeId WRITE setNodeId NOTIFY nodeIdChanged)
    Q_PROPERTY(QString text READ text NOTIFY textChanged)

  public:
    using QObject::QObject;
    SimulationRun* run() const { return run_; }
    void setRun(SimulationRun* r);
    QString nodeId() const { return nodeId_; }
    void setNodeId(const QString& id);
    QString text() const { return text_; }

  signals:
    void runChanged();
    void nodeIdChanged();
    void textChanged();

  private:
    void update();
    QPointer<SimulationRun> run_;
    QString nodeId_, text_;
};

} // namespace mqlab::app
