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
#include "drill_run.h"

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

class RoundTwoRun : public mqlab::app::DrillRun { // qualified: Qt 6.4's type registrar finds the base by this name
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QString compareTitle READ compareTitle NOTIFY resultChanged) // "" when the run has nothing beside it
    Q_PROPERTY(QStringList compareTimeline READ compareTimeline NOTIFY resultChanged)
    Q_PROPERTY(QStringList drillKeys READ drillKeys CONSTANT)
    Q_PROPERTY(QStringList drillTitles READ drillTitles CONSTANT)
    // The stepper shown (a drill's log as steps).
    Q_PROPERTY(mqlab::app::R2Scenes::Scene scene READ scene NOTIFY stepsChanged)
    Q_PROPERTY(QStringList stepTimes READ stepTimes NOTIFY stepsChanged)
    Q_PROPERTY(QStringList stepTexts READ stepTexts NOTIFY stepsChanged)

  public:
    explicit RoundTwoRun(QObject* parent = nullptr);
    ~RoundTwoRun() override;

    QString compareTitle() const { return compareTitle_; }
    QStringList compareTimeline() const { return compareTimeline_; }
    QStringList drillKeys() const;
    QStringList drillTitles() const;
    R2Scenes::Scene scene() const { return scene_; }
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

    // The steps of a scene from its drill's run (any thread); not TierOffload, which is the design's.
    static std::vector<R2Step> steps(R2Scenes::Scene scene, QString* title);
    // What the tier offloads on a design (its first platform fleet and report); empty without one.
    static std::vector<R2Step> tierSteps(const Scenario& s, const Report& report, QString* title);

    // What a worker hands back: the result, and the same drill under the other rule when it has one.
    struct Shown : Result {
        QStringList compareTimeline;
        QString compareTitle;
    };

  private:
    bool isOwnDesign(const Scenario& s) const override { return isRoundTwoDesign(s); }
    void designEdited() override;
    void start(std::function<Shown()> work, const QString& title);
    QStringList compareTimeline_;
    QString compareTitle_;
    R2Scenes::Scene scene_ = R2Scenes::OrderedSend;
    std::vector<R2Step> steps_;
};

} // namespace mqlab::app
