// Round 3's regions in the app (the Simulate tab on a design with regions, and the command line): the
// engine's drills (sim/round_three.h) on the design's figures, off the GUI thread, and the steppers
// built from the drills' timelines: the region evacuation, the failback, the bad change at the canary
// cell and one customer's deletion. Every figure and line is the engine's.
#pragma once

#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>
#include <QtQml/qqmlregistration.h>
#include <vector>

#include "mqlab/model/report.h"
#include "mqlab/model/scenario.h"
#include "mqlab/sim/round_three.h"
#include "round_one_run.h"
#include "workbench.h"

namespace mqlab::app {

// Whether a design is Round 3's: it holds regions.
bool isRoundThreeDesign(const Scenario& s);
// Round 3's design as shipped (stages/round-3.json, read from the resources and checked).
Scenario roundThreeDesign();
// The drills' settings from a design and its report (the loss of its first region); the engine's
// defaults when the design cannot give them.
sim::RoundThreeConfig roundThreeConfigOf(const Scenario& s, const Report& report);

namespace R3Scenes {
Q_NAMESPACE
QML_NAMED_ELEMENT(R3Scene)
enum Scene {
    Evacuation,   // the region-loss drill's runbook: the loss, the failover by hand, the pair at its peak
    Failback,     // the failback drill: reverse mirror, homes back, the tail to reconciliation
    Canary,       // the bad-config drill in waves from a canary cell
    DeletionHeld, // one customer's deletion under a legal hold
    DeletionFree, // the same without a hold
};
Q_ENUM_NS(Scene)
} // namespace R3Scenes

class RoundThreeRun : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(mqlab::app::Workbench* workbench READ workbench WRITE setWorkbench NOTIFY workbenchChanged)
    Q_PROPERTY(bool applies READ applies NOTIFY appliesChanged) // the design on the canvas is Round 3's
    Q_PROPERTY(bool running READ running NOTIFY runningChanged)
    Q_PROPERTY(bool hasResult READ hasResult NOTIFY resultChanged)
    Q_PROPERTY(QString error READ error NOTIFY resultChanged)
    Q_PROPERTY(QString title READ title NOTIFY resultChanged)
    Q_PROPERTY(QString settingsText READ settingsText NOTIFY resultChanged)
    Q_PROPERTY(QStringList figureKeys READ figureKeys NOTIFY resultChanged)
    Q_PROPERTY(QStringList figureLabels READ figureLabels NOTIFY resultChanged)
    Q_PROPERTY(QStringList figureValues READ figureValues NOTIFY resultChanged)
    Q_PROPERTY(QStringList timeline READ timeline NOTIFY resultChanged) // every timeline of the drill, as lines
    Q_PROPERTY(QString assumedText READ assumedText NOTIFY resultChanged)
    Q_PROPERTY(QStringList drillKeys READ drillKeys CONSTANT)
    Q_PROPERTY(QStringList drillTitles READ drillTitles CONSTANT)
    // The stepper shown (a drill's timeline as steps).
    Q_PROPERTY(mqlab::app::R3Scenes::Scene scene READ scene NOTIFY stepsChanged)
    Q_PROPERTY(bool stepsRunning READ stepsRunning NOTIFY stepsChanged)
    Q_PROPERTY(QString stepTitle READ stepTitle NOTIFY stepsChanged)
    Q_PROPERTY(QStringList stepTimes READ stepTimes NOTIFY stepsChanged)
    Q_PROPERTY(QStringList stepStates READ stepStates NOTIFY stepsChanged)
    Q_PROPERTY(QStringList stepTexts READ stepTexts NOTIFY stepsChanged)

  public:
    explicit RoundThreeRun(QObject* parent = nullptr);
    ~RoundThreeRun() override;

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
    QStringList drillKeys() const;
    QStringList drillTitles() const;
    R3Scenes::Scene scene() const { return scene_; }
    bool stepsRunning() const { return stepJobs_.running(); }
    QString stepTitle() const { return stepTitle_; }
    QStringList stepTimes() const;
    QStringList stepStates() const;
    QStringList stepTexts() const;

    static constexpr std::uint64_t kSeed = 1;

    // Runs drill `key` ("region-loss") on the design as `mqlab drill --round 3 --drill KEY` does on
    // the shipped one; "" or why not.
    Q_INVOKABLE QString runDrill(const QString& key);
    // Runs the scene's drill on the design (off the GUI thread) and shows its steps.
    Q_INVOKABLE void showSteps(mqlab::app::R3Scenes::Scene scene);
    bool waitForIdle(int ms) { return jobs_.waitForIdle(ms) && stepJobs_.waitForIdle(ms); }

    // A scene's drill and timeline: the drill run and the key of the timeline shown.
    static sim::R3Drill drillOf(R3Scenes::Scene scene, std::string* timeline);

  signals:
    void workbenchChanged();
    void appliesChanged();
    void runningChanged();
    void resultChanged();
    void stepsChanged();

  public:
    struct Shown {
        std::vector<sim::R2Figure> figures;
        QStringList timeline;
        QString error, assumed;
    };
    struct Step {
        QString time, state, text;
    };

  private:
    sim::RoundThreeConfig config() const;
    QPointer<Workbench> workbench_;
    bool applies_ = false;
    RoundOneJobs jobs_, stepJobs_;
    std::vector<sim::R2Figure> figures_;
    QStringList timeline_;
    QString error_, title_, settings_, assumed_;
    R3Scenes::Scene scene_ = R3Scenes::Evacuation;
    QString stepTitle_;
    std::vector<Step> steps_;
};

} // namespace mqlab::app
