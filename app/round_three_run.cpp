#include "round_three_run.h"

#include "engine_text.h"

#include "resources.h"
#include "text_lists.h"

#include "mqlab/error.h"
#include "mqlab/report/format.h"
#include "mqlab/sim/round_three_json.h"
#include "mqlab/sim/round_two_json.h"

namespace mqlab::app {

namespace {

QString q(const std::string& s)
{
    return QString::fromStdString(s);
}

// A drill's timelines as lines in the user's language: each titled, a step a line with its clock and state.
QStringList timelineLines(const sim::R3DrillResult& r)
{
    QStringList out;
    for (const sim::R3Timeline& t : r.timelines) {
        if (!out.isEmpty())
            out << QString();
        out << engineText(t.heading) + QLatin1Char(':');
        for (const sim::R3Step& s : t.steps) {
            const QString state = engineText(s.stateWords);
            out << engineText(sim::r3ClockMessage(s.at)) + QStringLiteral("  ") +
                       (state.isEmpty() ? QString() : state + QStringLiteral("  ")) + engineText(s.words);
        }
    }
    return out;
}

} // namespace

bool isRoundThreeDesign(const Scenario& s)
{
    return !s.regions.empty();
}

Scenario roundThreeDesign()
{
    return parseScenarioText(readText(QStringLiteral(":/mqlab/stages/round-3.json")).toStdString(),
                             "stages/round-3.json", catalog());
}

sim::RoundThreeConfig roundThreeConfigOf(const Scenario& s, const Report& report)
{
    if (s.regions.empty())
        return {};
    return sim::roundThreeConfigFor(s, report, s.regions.front().id);
}

RoundThreeRun::RoundThreeRun(QObject* parent) : DrillRun(parent) {}

RoundThreeRun::~RoundThreeRun() = default;

void RoundThreeRun::designEdited()
{
    if (applies() && !steps_.empty()) // the live numbers follow the design's edits
        showSteps(scene_);
}

sim::RoundThreeConfig RoundThreeRun::config() const
{
    if (!workbench_)
        return {};
    // The design's own figures, evaluated here: a run started under load in a real window and in CI
    // read a report without the design's regions (it refused "must be a region of the design" while
    // naming all four), a case not yet explained; a fresh evaluation always matches the design.
    const Scenario& s = workbench_->scenario();
    return roundThreeConfigOf(s, evaluate(s, catalog()));
}

QString RoundThreeRun::runDrill(const QString& key)
{
    const auto drill = sim::roundThreeDrillNamed(key.toStdString());
    if (!drill)
        return tr("No drill \"%1\": the drills are %2.").arg(key, q(sim::roundThreeDrillKeys()));
    const sim::R3DrillInfo& info = sim::roundThreeDrillInfo(*drill);
    const sim::R3Drill d = *drill;
    Result failed;
    sim::RoundThreeConfig c;
    try {
        c = config();
    } catch (const std::exception& e) { // a design whose first region has no pair or mirror yet
        failed.error = errorText(e);
    }
    QString what = drillWords(info.what);
    what[0] = what[0].toUpper(); // the drill's line opens the settings' sentence
    // The design's figures the drill reads: the key store's regions, the seed's redrive rate, the broker
    // tier, or the lost region's mirror and its pair.
    settings_ = !failed.error.isEmpty() ? what
                : d == sim::R3Drill::SplitBrainKey
                    ? tr("%1. From the design: the EU key store serves %2, the customers' home, and %3.")
                          .arg(what, q(c.keyHome), q(c.keyPair))
                : d == sim::R3Drill::DlqRedrive
                    ? tr("%1. The seed's redrive rate for task queues already on SQS: %2 msg/s.")
                          .arg(what, q(grouped(c.redriveRate)))
                : d == sim::R3Drill::S3UploadFailure
                    ? tr("%1. From the design: the broker tier holds %2 TB on %3 TB of broker volumes, kept %4 h on "
                         "the brokers.")
                          .arg(what, q(grouped(c.brokerTierGB / 1000)), q(grouped(c.brokerCapacityGB / 1000)),
                               q(grouped(c.brokerLocalHours)))
                    : tr("%1. From the design: %2 lost, its %3 msg/s of critical topics mirrored to %4 at a %5 s "
                         "lag (target %6 s); %4 plans for %7 msg/s on %8 cells.")
                          .arg(what, q(c.region), q(grouped(c.criticalRate)), q(c.pair),
                               q(grouped(c.lagSeconds, c.lagSeconds == static_cast<int>(c.lagSeconds) ? 0 : 1)),
                               q(grouped(c.targetLagSeconds,
                                         c.targetLagSeconds == static_cast<int>(c.targetLagSeconds) ? 0 : 1)),
                               q(grouped(c.pairPlannedPeak)), q(grouped(c.pairCells)));
    const QString title = tr("Drill %1, seed %2").arg(drillWords(info.title)).arg(kSeed);
    startRun<Result>(
        [d, c, failed] {
            if (!failed.error.isEmpty())
                return failed;
            Result s;
            try {
                const sim::R3DrillResult r = sim::runRoundThreeDrill(d, kSeed, c);
                s.figures = r.figures;
                s.assumed = assumedFiguresText(r.assumed);
                s.timeline = timelineLines(r);
            } catch (const std::exception& e) {
                s.error = errorText(e);
            }
            return s;
        },
        title);
    return {};
}

sim::R3Drill RoundThreeRun::drillOf(R3Scenes::Scene scene, std::string* timeline)
{
    switch (scene) {
    case R3Scenes::Failback:
        *timeline = "runbook";
        return sim::R3Drill::Failback;
    case R3Scenes::Canary:
        *timeline = "waves";
        return sim::R3Drill::BadConfig;
    case R3Scenes::DeletionHeld:
        *timeline = "with-hold";
        return sim::R3Drill::Deletion;
    case R3Scenes::DeletionFree:
        *timeline = "without-hold";
        return sim::R3Drill::Deletion;
    case R3Scenes::Evacuation:
        break;
    }
    *timeline = "runbook";
    return sim::R3Drill::RegionLoss;
}

void RoundThreeRun::showSteps(R3Scenes::Scene scene)
{
    scene_ = scene;
    // Cleared before the job starts: a quick job's continuation may run inside start() itself.
    steps_.clear();
    emit stepsChanged();
    struct Out {
        std::vector<Step> steps;
        QString title;
    };
    sim::RoundThreeConfig c;
    QString error;
    try {
        c = config();
    } catch (const std::exception& e) {
        error = errorText(e);
    }
    stepJobs_.start<Out>(
        this,
        [scene, c, error] {
            Out o;
            if (!error.isEmpty()) {
                o.title = error;
                return o;
            }
            try {
                std::string key;
                const sim::R3DrillResult r = sim::runRoundThreeDrill(drillOf(scene, &key), kSeed, c);
                const sim::R3Timeline& t = sim::r3Timeline(r, key);
                o.title = engineText(t.heading);
                for (const sim::R3Step& s : t.steps)
                    o.steps.push_back(
                        {engineText(sim::r3ClockMessage(s.at)), engineText(s.stateWords), engineText(s.words)});
            } catch (const std::exception& e) {
                o.title = errorText(e);
            }
            return o;
        },
        [this](Out o) {
            steps_ = std::move(o.steps);
            stepTitle_ = o.title;
            emit stepsChanged();
        });
    emit stepsChanged(); // running now
}

QStringList RoundThreeRun::drillKeys() const
{
    return textsOf(sim::roundThreeDrills(), [](const sim::R3DrillInfo& d) { return QString::fromUtf8(d.key); });
}

QStringList RoundThreeRun::drillTitles() const
{
    return textsOf(sim::roundThreeDrills(), [](const sim::R3DrillInfo& d) {
        return drillWords(d.title) + QStringLiteral(": ") + drillWords(d.what);
    });
}

QStringList RoundThreeRun::stepTimes() const
{
    return textsOf(steps_, [](const Step& s) { return s.time; });
}

QStringList RoundThreeRun::stepStates() const
{
    return textsOf(steps_, [](const Step& s) { return s.state; });
}

QStringList RoundThreeRun::stepTexts() const
{
    return textsOf(steps_, [](const Step& s) { return s.text; });
}

} // namespace mqlab::app
