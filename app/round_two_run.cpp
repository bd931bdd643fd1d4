#include "round_two_run.h"

#include "engine_text.h"

#include "resources.h"
#include "text_lists.h"
#include "round_one_steps.h"

#include <map>

#include "mqlab/error.h"
#include "mqlab/lesson/tier_offload.h"
#include "mqlab/report/format.h"
#include "mqlab/sim/round_one.h"
#include "mqlab/sim/round_two_json.h"

namespace mqlab::app {

namespace {

QString q(const std::string& s)
{
    return QString::fromStdString(s);
}

// A step's time: ms after the first send while the path lasts (under a second), seconds after.
QString stepTime(sim::SimTime at, sim::SimTime first)
{
    if (at - first < sim::kSecond)
        return QStringLiteral("+%1 ms").arg(q(grouped(sim::toMs(at - first), 0)));
    return QStringLiteral("%1 s").arg(
        q(grouped(sim::toSeconds(at), sim::toSeconds(at) == static_cast<double>(at / sim::kSecond) ? 0 : 3)));
}

} // namespace

bool isRoundTwoDesign(const Scenario& s)
{
    return !s.platformFleets.empty();
}

sim::RoundTwoConfig roundTwoConfigFor(const Scenario& s, const Report& report)
{
    sim::RoundTwoConfig c;
    if (s.platformFleets.empty())
        return c;
    const StreamPlatform& f = s.platformFleets.front();
    c.brokers = f.brokers;
    c.zones = f.zones;
    c.partitions = f.partitions;
    c.readFactor = f.readFactor;
    c.groupCommitMs = f.groupCommitMs;
    c.volumeMBps = f.volumeMBps;
    if (!report.platforms.empty()) {
        const PlatformDetail& d = report.platforms.front();
        c.rate = d.peak;
        if (d.messageBytes > 0)
            c.messageBytes = d.messageBytes;
        if (d.networkMBps > 0)
            c.networkMBps = d.networkMBps;
    }
    return c;
}

QStringList roundTwoTimeline(const std::vector<sim::R1Entry>& log, int mostOfAKind, int mostLines)
{
    QStringList out;
    int left = 0;
    std::map<sim::R1Kind, int> seen;
    for (const sim::R1Entry& e : log) {
        const bool repeated = e.kind == sim::R1Kind::Refused || e.kind == sim::R1Kind::TimedOut ||
                              e.kind == sim::R1Kind::LeaderLost || e.kind == sim::R1Kind::LeaderElected ||
                              e.kind == sim::R1Kind::BrokerDown || e.kind == sim::R1Kind::GroupBlocked ||
                              e.kind == sim::R1Kind::Throttled || (e.kind <= sim::R1Kind::Committed && e.message > 3);
        if ((repeated && ++seen[e.kind] > mostOfAKind) || out.size() >= mostLines) {
            ++left;
            continue;
        }
        out << engineText(sim::r1EntryMessage(e));
    }
    if (left > 0)
        out << QObject::tr("... and %1 more entries (mqlab drill --json has them all)")
                   .arg(q(grouped(static_cast<double>(left))));
    return out;
}

RoundTwoRun::RoundTwoRun(QObject* parent) : DrillRun(parent) {}

RoundTwoRun::~RoundTwoRun() = default;

void RoundTwoRun::designEdited()
{
    if (scene_ == R2Scenes::TierOffload && !steps_.empty()) // the design's arithmetic follows its edits
        showSteps(R2Scenes::TierOffload);
}

void RoundTwoRun::start(std::function<Shown()> work, const QString& title)
{
    startRun<Shown>(std::move(work), title, [this](Shown& s) {
        compareTimeline_ = s.compareTimeline;
        compareTitle_ = s.compareTitle;
        if (!s.compareTitle.isEmpty()) // the same drill under the other rule, below it
            s.timeline << QString() << tr("The same drill, %1:").arg(s.compareTitle) << s.compareTimeline;
    });
}

void RoundTwoRun::run()
{
    if (!workbench_)
        return;
    const sim::RoundTwoConfig config = roundTwoConfigFor(workbench_->scenario(), workbench_->report());
    settings_ =
        tr("From the design: %1 msg/s at the peak, %2 B a message, in batches of %3; %4 brokers in %5 zones, "
           "%6 partitions, a %7 ms group-commit window, each message read by %8 groups.")
            .arg(q(grouped(config.rate, 1)), q(grouped(config.messageBytes)), q(grouped(config.batch)),
                 q(grouped(config.brokers)), q(grouped(config.zones)), q(grouped(config.partitions)),
                 q(grouped(config.groupCommitMs,
                           config.groupCommitMs == static_cast<int>(config.groupCommitMs) ? 0 : 1)),
                 q(grouped(config.readFactor, config.readFactor == static_cast<int>(config.readFactor) ? 0 : 1)));
    start(
        [config] {
            Shown s;
            try {
                sim::FleetOptions o;
                o.seconds = kSeconds;
                o.seed = kSeed;
                const sim::FleetResult r = sim::simulateFleet(config, o);
                const auto ms = [](const std::vector<sim::SimTime>& v, double p) {
                    return sim::toMs(sim::r2Quantile(v, p));
                };
                s.figures = {
                    {"sends", QT_TRANSLATE_NOOP("DrillFigure", "batches sent"), static_cast<double>(r.sends), ""},
                    {"acked", QT_TRANSLATE_NOOP("DrillFigure", "answered 200"), static_cast<double>(r.acked), ""},
                    {"ack_p50_ms", QT_TRANSLATE_NOOP("DrillFigure", "send to 200, p50"), ms(r.sendToAck, 0.5), "ms"},
                    {"ack_p99_ms", QT_TRANSLATE_NOOP("DrillFigure", "send to 200, p99"), ms(r.sendToAck, 0.99), "ms"},
                    {"reader_p50_ms", QT_TRANSLATE_NOOP("DrillFigure", "send to a waiting reader, p50"),
                     ms(r.sendToReader, 0.5), "ms"},
                    {"reader_p99_ms", QT_TRANSLATE_NOOP("DrillFigure", "send to a waiting reader, p99"),
                     ms(r.sendToReader, 0.99), "ms"},
                    {"in_mbps", QT_TRANSLATE_NOOP("DrillFigure", "in a broker"), r.inBefore, "MB/s"},
                    {"out_mbps", QT_TRANSLATE_NOOP("DrillFigure", "out a broker"), r.outBefore, "MB/s"},
                    {"network_percent", QT_TRANSLATE_NOOP("DrillFigure", "network a broker"),
                     (r.inBefore + r.outBefore) / config.networkMBps * 100, "%"},
                    {"leaders", QT_TRANSLATE_NOOP("DrillFigure", "leaders a broker"), r.leadersPerBrokerBefore, ""},
                    {"lost", QT_TRANSLATE_NOOP("DrillFigure", "acknowledged and lost"), static_cast<double>(r.lost),
                     ""},
                };
                s.timeline = roundTwoTimeline(r.log, 5, 80);
                // The fleet run draws the same timings as the fleet drills.
                sim::R2DrillResult assumed;
                assumed.assumed = sim::roundTwoAssumed(sim::R2Drill::ZoneLoss, config);
                s.assumed = assumedFiguresText(assumed.assumed);
            } catch (const std::exception& e) {
                s.error = errorText(e);
            }
            return s;
        },
        tr("The design, %1 s simulated, seed %2").arg(q(grouped(kSeconds))).arg(kSeed));
}

QString RoundTwoRun::runDrill(const QString& key)
{
    const auto drill = sim::roundTwoDrillNamed(key.toStdString());
    if (!drill)
        return tr("No drill \"%1\": the drills are %2.").arg(key, q(sim::roundTwoDrillKeys()));
    const sim::R2DrillInfo& info = sim::roundTwoDrillInfo(*drill);
    settings_ = drillWords(info.what);
    const sim::R2Drill d = *drill;
    start(
        [d] {
            Shown s;
            try {
                const sim::R2DrillResult r = sim::runRoundTwoDrill(d, kSeed);
                s.figures = r.figures;
                s.assumed = assumedFiguresText(r.assumed);
                s.timeline = roundTwoTimeline(r.log, 5, 80);
                if (!r.compare.empty()) {
                    s.compareTitle = drillWords(sim::roundTwoDrillInfo(d).compare);
                    s.compareTimeline = roundTwoTimeline(r.compare, 5, 40);
                }
            } catch (const std::exception& e) {
                s.error = errorText(e);
            }
            return s;
        },
        tr("Drill %1, seed %2").arg(drillWords(info.title)).arg(kSeed));
    return {};
}

QStringList RoundTwoRun::drillKeys() const
{
    return textsOf(sim::roundTwoDrills(), [](const sim::R2DrillInfo& d) { return QString::fromUtf8(d.key); });
}

QStringList RoundTwoRun::drillTitles() const
{
    return textsOf(sim::roundTwoDrills(), [](const sim::R2DrillInfo& d) {
        return drillWords(d.title) + QStringLiteral(": ") + drillWords(d.what);
    });
}

std::vector<R2Step> RoundTwoRun::steps(R2Scenes::Scene scene, QString* title)
{
    std::vector<R2Step> out;
    if (scene == R2Scenes::OrderedSend) {
        const sim::R2DrillResult r = sim::runRoundTwoDrill(sim::R2Drill::OrderedSend, kSeed);
        // Message 0's path to the reader, then what became of the retry and the resend of it.
        sim::SimTime first = -1;
        for (const sim::R1Entry& e : r.log) {
            const bool other = e.kind == sim::R1Kind::ProducerRestarted || e.kind == sim::R1Kind::OffsetCommitted;
            if (e.message != 0 && !other)
                continue;
            if (e.kind == sim::R1Kind::OffsetCommitted && e.count > 3)
                continue; // the message past the window: a later story
            if (first < 0)
                first = e.at;
            out.push_back({stepTime(e.at, first), entryWords(e)});
        }
        if (title)
            *title = tr("Message 0 of account-42 (partition %1): %2 ms to the reader; its retry and the restarted "
                        "producer's resend never written")
                         .arg(sim::r2Figure(r, "partition"))
                         .arg(sim::r2Figure(r, "send_to_reader_ms"));
    } else if (scene == R2Scenes::ReplaySeek) {
        const sim::R2DrillResult r = sim::runRoundTwoDrill(sim::R2Drill::Replay, kSeed);
        // Every entry of the seek run: seconds from the refused seek, to the ms (whole seconds plain).
        for (const sim::R1Entry& e : r.log)
            out.push_back({QStringLiteral("%1 s").arg(q(grouped(sim::toSeconds(e.at), e.at % sim::kSecond ? 3 : 0))),
                           entryWords(e)});
        const auto fig = [&](const char* key, int decimals) { return q(grouped(sim::r2Figure(r, key), decimals)); };
        if (title)
            *title = tr("A seek to %1 h ago finds offset %2; %3 GB from the S3 tier at %4 MB/s, %5 GB from the "
                        "local volume at %6 MB/s, caught up at %7 s. The live reader's p99: %8 ms without the "
                        "replay, %9 ms beside it.")
                         .arg(fig("seek_age_h", 0), fig("seek_offset", 0), fig("tier_gb", 2), fig("tier_mbps", 1),
                              fig("local_gb", 2), fig("local_mbps", 1), fig("caught_up_s", 1), fig("live_p99_ms", 2),
                              fig("live_p99_tier_ms", 2));
    } else {
        const sim::R2DrillResult r = sim::runRoundTwoDrill(sim::R2Drill::StaleWorker, kSeed);
        std::uint64_t staleEpoch = 0;
        for (const sim::R1Entry& e : r.log) {
            if (e.kind == sim::R1Kind::StaleDeleteRejected)
                staleEpoch = e.epoch;
            // Whole seconds of the lease clock: every step's time from 0 s.
            out.push_back({QStringLiteral("%1 s").arg(q(grouped(sim::toSeconds(e.at), 0))), entryWords(e)});
        }
        if (title)
            *title = tr("Round 2 rejects the handle %1 delete at %2 s; Round 1 accepted the same delete at %3 s")
                         .arg(staleEpoch)
                         .arg(sim::r2Figure(r, "r2_stale_at_s"))
                         .arg(sim::r2Figure(r, "r1_stale_at_s"));
    }
    return out;
}

std::vector<R2Step> RoundTwoRun::tierSteps(const Scenario& s, const Report& report, QString* title)
{
    std::vector<R2Step> out;
    if (s.platformFleets.empty() || report.platforms.empty())
        return out;
    const std::vector<TierOffloadStep> steps =
        tierOffloadSteps(tierOffloadInputs(s.platformFleets.front(), report.platforms.front(), catalog().rounds));
    for (const TierOffloadStep& step : steps)
        out.push_back({q(step.valueText), q(step.arithmetic)});
    if (title && !steps.empty())
        *title = steps.back().key == "saving"
                     ? tr("%1 on broker disks and %2 in S3, against %3 without the tier: %4 less disk, %5 a month "
                          "saved")
                           .arg(q(steps[1].valueText), q(steps[3].valueText), q(steps[4].valueText),
                                q(steps[6].valueText), q(steps.back().valueText))
                     : tr("This design keeps no S3 tier");
    return out;
}

void RoundTwoRun::showSteps(R2Scenes::Scene scene)
{
    scene_ = scene;
    if (scene == R2Scenes::TierOffload) { // the design's arithmetic: no run to wait for
        steps_ =
            workbench_ ? tierSteps(workbench_->scenario(), workbench_->report(), &stepTitle_) : std::vector<R2Step>{};
        emit stepsChanged();
        return;
    }
    // Cleared before the job starts: a quick job's continuation may run inside start() itself.
    steps_.clear();
    emit stepsChanged();
    struct Out {
        std::vector<R2Step> steps;
        QString title;
    };
    stepJobs_.start<Out>(
        this,
        [scene] {
            Out o;
            o.steps = steps(scene, &o.title);
            return o;
        },
        [this](Out o) {
            steps_ = std::move(o.steps);
            stepTitle_ = o.title;
            emit stepsChanged();
        });
    emit stepsChanged(); // running now
}

QStringList RoundTwoRun::stepTimes() const
{
    return textsOf(steps_, [](const R2Step& s) { return s.time; });
}

QStringList RoundTwoRun::stepTexts() const
{
    return textsOf(steps_, [](const R2Step& s) { return s.text; });
}

} // namespace mqlab::app
