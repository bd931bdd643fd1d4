// Round 2's platform in the app (the Simulate tab on a design with a platform fleet, and the
// command line): the engine's fleet run of the design, its drills (sim/round_two.h) off the GUI
// thread, and the steppers driven by the drills' event logs. Every figure and line is the engine's.
#pragma once

#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>
#include <QtQml/qqmlregistration.h>
#include <memory>
#include <vector>

#include "mqlab/model/report.h"
#include "mqlab/model/scenario.h"
#include "mqlab/sim/round_two.h"
#include "round_one_run.h"
#include "workbench.h"

namespace mqlab::app {

// Whether a design is Round 2's: it holds a platform fleet.
bool isRoundTwoDesign(const Scenario& s);

// The first platform fleet of a design and its report (peak rate, message size, network) as a run's
// settings; the rest keep the engine's defaults.
sim::RoundTwoConfig roundTwoConfigFor(const Scenario& s, const Report& report);

// A Round 2 log as lines: at most `mostOfAKind` of each repeated kind (refusals, elections, ...) and
// `mostLines` in all, then a line saying how many were left out.
QStringList roundTwoTimeline(const std::vector<sim::R1Entry>& log, int mostOfAKind, int mostLines);

namespace R2Scenes {
Q_NAMESPACE
QML_NAMED_ELEMENT(R2Scene)
enum Scene {
    OrderedSend, // the ordered-send drill: one message's path to the reader, the retry and the resend stopped
    StaleWorker, // the stale-worker drill under Round 2's rule: the epoch 1 delete rejected
    ReplaySeek,  // the replay drill's seek run: seek, time index, S3 cold path, local volume, live
    TierOffload, // the design's storage with and without its S3 tier, step by step (lesson/tier_offload.h)
};
Q_ENUM_NS(Scene)
} // namespace R2Scenes

// One step of a stepper: its time as shown ("+7 ms", "40 s") and the engine's words.
struct R2Step {
    QString time, text;
};

class RoundTwoRun : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(mqlab::app::Workbench* workbench READ workbench WRITE setWorkbench NOTIFY workbenchChanged)
    Q_PROPERTY(bool applies READ applies NOTIFY appliesChanged) // the design on the canvas is Round 2's
    Q_PROPERTY(bool running READ running NOTIFY runningChanged)
    Q_PROPERTY(bool hasResult READ hasResult NOTIFY resultChanged)
    Q_PROPERTY(QString error READ error NOTIFY resultChanged)
    Q_PROPERTY(QString title READ title NOTIFY resultChanged)
    Q_PROPERTY(QString settingsText READ settingsText NOTIFY resultChanged)
    // The run's figures, each the engine's: labels and values side by side.
    Q_PROPERTY(QStringList figureKeys READ figureKeys NOTIFY resultChanged)
    Q_PROPERTY(QStringList figureLabels READ figureLabels NOTIFY resultChanged)
    Q_PROPERTY(QStringList figureValues READ figureValues NOTIFY resultChanged)
    Q_PROPERTY(QStringList timeline READ timeline NOTIFY resultChanged)
    // The assumed figures the run rests on (the config marks them; the spec gives none): "" when none.
    Q_PROPERTY(QString assumedText READ assumedText NOTIFY resultChanged)
    Q_PROPERTY(QString compareTitle READ compareTitle NOTIFY resultChanged) // "" when the run has nothing beside it
    Q_PROPERTY(QStringList compareTimeline READ compareTimeline NOTIFY resultChanged)
    Q_PROPERTY(QStringList drillKeys READ drillKeys CONSTANT)
    Q_PROPERTY(QStringList drillTitles READ drillTitles CONSTANT)
    // The stepper shown (a drill's log as steps).
    Q_PROPERTY(mqlab::app::R2Scenes::Scene scene READ scene NOTIFY stepsChanged)
    Q_PROPERTY(bool stepsRunning READ stepsRunning NOTIFY stepsChanged)
    Q_PROPERTY(QString stepTitle READ stepTitle NOTIFY stepsChanged)
    Q_PROPERTY(QStringList stepTimes READ stepTimes NOTIFY stepsChanged)
    Q_PROPERTY(QStringList stepTexts READ stepTexts NOTIFY stepsChanged)

  public:
    explicit RoundTwoRun(QObject* parent = nullptr);
    ~RoundTwoRun() override;

    Workbench* workbench() const { return workbench_; }
    void setWorkbench(Workbench* w);
    bool applies() const { return applies_; }
    bool running() const { return jobs_.running(); }
    bool hasResult() const { return !figures_.empty(); }
    QString error() const { return error_; }
    QString title() const { return title_; }
    QString settingsText() const { return settings_; }
    QStringList figureKeys() const;
    QStringList figureLabels() const;
    QStringList figureValues() const;
    QStringList timeline() const { return timeline_; }
    QString assumedText() const { return assumed_; }
    QString compareTitle() const { return compareTitle_; }
    QStringList compareTimeline() const { return compareTimeline_; }
    QStringList drillKeys() const;
    QStringList drillTitles() const;
    R2Scenes::Scene scene() const { return scene_; }
    bool stepsRunning() const { return stepJobs_.running(); }
    QString stepTitle() const { return stepTitle_; }
    QStringList stepTimes() const;
    QStringList stepTexts() const;

    static constexpr double kSeconds = 5; // simulated for the design at its peak
    static constexpr std::uint64_t kSeed = 1;

    // Runs the design on the canvas (its settings from roundTwoConfigFor).
    Q_INVOKABLE void run();
    // Runs drill `key` ("zone-loss") as `mqlab drill --round 2 --drill KEY` does; "" or why not.
    Q_INVOKABLE QString runDrill(const QString& key);
    // Runs the scene's drill (off the GUI thread) and shows its steps.
    Q_INVOKABLE void showSteps(mqlab::app::R2Scenes::Scene scene);
    bool waitForIdle(int ms) { return jobs_.waitForIdle(ms) && stepJobs_.waitForIdle(ms); }

    // The steps of a scene from its drill's run (any thread); not TierOffload, which is the design's.
    static std::vector<R2Step> steps(R2Scenes::Scene scene, QString* title);
    // What the tier offloads on a design (its first platform fleet and report); empty without one.
    static std::vector<R2Step> tierSteps(const Scenario& s, const Report& report, QString* title);

  signals:
    void workbenchChanged();
    void appliesChanged();
    void runningChanged();
    void resultChanged();
    void stepsChanged();

  public:
    // What a worker hands back: figures as text and the timelines.
    struct Shown {
        std::vector<sim::R2Figure> figures;
        QStringList timeline, compareTimeline;
        QString compareTitle, error, assumed;
    };

  private:
    void start(std::function<Shown()> work, const QString& title);
    QPointer<Workbench> workbench_;
    bool applies_ = false;
    RoundOneJobs jobs_, stepJobs_;
    std::vector<sim::R2Figure> figures_;
    QStringList timeline_, compareTimeline_;
    QString error_, title_, settings_, compareTitle_, assumed_;
    R2Scenes::Scene scene_ = R2Scenes::OrderedSend;
    QString stepTitle_;
    std::vector<R2Step> steps_;
};

} // namespace mqlab::app
