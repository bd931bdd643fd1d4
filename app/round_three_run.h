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
#include "drill_run.h"

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

class RoundThreeRun : public mqlab::app::DrillRun { // qualified: Qt 6.4's type registrar finds the base by this name
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QStringList drillKeys READ drillKeys CONSTANT)
    Q_PROPERTY(QStringList drillTitles READ drillTitles CONSTANT)
    // The stepper shown (a drill's timeline as steps).
    Q_PROPERTY(mqlab::app::R3Scenes::Scene scene READ scene NOTIFY stepsChanged)
    Q_PROPERTY(QStringList stepTimes READ stepTimes NOTIFY stepsChanged)
    Q_PROPERTY(QStringList stepStates READ stepStates NOTIFY stepsChanged)
    Q_PROPERTY(QStringList stepTexts READ stepTexts NOTIFY stepsChanged)

  public:
    explicit RoundThreeRun(QObject* parent = nullptr);
    ~RoundThreeRun() override;

    QStringList drillKeys() const;
    QStringList drillTitles() const;
    R3Scenes::Scene scene() const { return scene_; }
    QStringList stepTimes() const;
    QStringList stepStates() const;
    QStringList stepTexts() const;

    static constexpr std::uint64_t kSeed = 1;

    // Runs drill `key` ("region-loss") on the design as `mqlab drill --round 3 --drill KEY` does on
    // the shipped one; "" or why not.
    Q_INVOKABLE QString runDrill(const QString& key);
    // Runs the scene's drill on the design (off the GUI thread) and shows its steps.
    Q_INVOKABLE void showSteps(mqlab::app::R3Scenes::Scene scene);

    // A scene's drill and timeline: the drill run and the key of the timeline shown.
    static sim::R3Drill drillOf(R3Scenes::Scene scene, std::string* timeline);

    struct Step {
        QString time, state, text;
    };

  private:
    bool isOwnDesign(const Scenario& s) const override { return isRoundThreeDesign(s); }
    void designEdited() override;
    sim::RoundThreeConfig config() const;
    R3Scenes::Scene scene_ = R3Scenes::Evacuation;
    std::vector<Step> steps_;
};

} // namespace mqlab::app
