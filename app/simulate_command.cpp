#include "simulate_command.h"

#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QRegularExpression>
#include <algorithm>
#include <cmath>
#include <iostream>

#include "command_options.h"
#include "mqlab/error.h"
#include "mqlab/model/report.h"
#include "mqlab/model/scenario.h"
#include "mqlab/report/format.h"
#include "mqlab/sim/kafka_run.h"
#include "mqlab/sim/run_json.h"
#include "mqlab/sim/round_one.h"
#include "mqlab/sim/round_one_json.h"
#include "mqlab/sim/run_text.h"
#include "resources.h"
#include "mqlab/sim/round_two_json.h"
#include "mqlab/sim/round_three_json.h"
#include "round_one_run.h"
#include "round_three_run.h"
#include "round_two_run.h"
#include "user_files.h"

namespace mqlab::app {
namespace {

std::string s(const QString& text)
{
    return text.toStdString();
}

double numberArgument(const QCommandLineParser& p, const char* name, const std::string& allowed, double low,
                      double high, bool lowOpen)
{
    bool ok = false;
    const double v = p.value(name).toDouble(&ok);
    if (!ok || std::isnan(v) || (lowOpen ? v <= low : v < low) || v > high)
        throw InputError(std::string("--") + name, "", "must be " + allowed + " (got \"" + s(p.value(name)) + "\")");
    return v;
}

// "10s", "1500ms" or "10" (seconds) to ns; -1 when it is not a time.
sim::SimTime timeArgument(const QString& text)
{
    static const QRegularExpression re(QStringLiteral("^([0-9]+(?:\\.[0-9]+)?)(ms|s)?$"));
    const auto m = re.match(text.trimmed());
    if (!m.hasMatch())
        return -1;
    const double v = m.captured(1).toDouble();
    return m.captured(2) == QLatin1String("ms") ? sim::fromMs(v) : sim::fromSeconds(v);
}

std::string ms(sim::SimTime t)
{
    return sim::durationMsText(t);
}

std::string percentiles(const sim::Histogram& h)
{
    if (h.count() == 0)
        return "no events";
    return "p50 " + ms(h.quantile(0.5)) + ", p90 " + ms(h.quantile(0.9)) + ", p99 " + ms(h.quantile(0.99)) +
           ", p99.9 " + ms(h.quantile(0.999)) + ", max " + ms(h.max());
}

std::string text(const Scenario& sc, const sim::RunOptions& o, const sim::RunResult& r, const Report& report,
                 double wallSeconds)
{
    const double secs = sim::toSeconds(r.simulated);
    std::string out = sc.name + "\n";
    out += grouped(secs, 0) + " s simulated at " + grouped(report.offeredEventsPerSecond) + " events/s, seed " +
           std::to_string(o.seed) + (o.sampling == sim::Sampling::Random ? "" : ", fixed timings") + " (" +
           grouped(static_cast<double>(r.schedulerEvents)) + " scheduler events in " + grouped(wallSeconds, 2) +
           " s)\n\n";
    out += "Produce, send to acknowledgement: " + percentiles(r.produce) + "\n";
    out += "  the latency tile says " + latencyTileText(report.latency) + " (mean simulated " +
           ms(static_cast<sim::SimTime>(r.produce.meanNs())) + ")\n";
    for (size_t g = 0; g < r.groups.size() && g < sc.groups.size(); ++g) {
        const sim::GroupOutcome& out_ = r.groups[g];
        const std::uint64_t maxLag = out_.lag.empty() ? 0 : *std::max_element(out_.lag.begin(), out_.lag.end());
        out += sc.groups[g].name + ", created to processed: " + percentiles(out_.endToEnd) + "\n";
        out += "  lag at the end " + grouped(static_cast<double>(out_.lag.empty() ? 0 : out_.lag.back())) +
               " events, at most " + grouped(static_cast<double>(maxLag)) + "\n";
    }
    out += "\nProduced " + grouped(static_cast<double>(r.produced)) + ", acknowledged " +
           grouped(static_cast<double>(r.acked)) + " (" + grouped(static_cast<double>(r.acked) / secs) + " events/s)";
    out += ", waiting in producers at the end " +
           grouped(static_cast<double>(r.waiting.empty() ? 0 : r.waiting.back())) + "\n";
    out += "Lost " + grouped(static_cast<double>(r.lost)) + ", duplicates " +
           grouped(static_cast<double>(r.duplicates)) + ", sends retried " + grouped(static_cast<double>(r.retries)) +
           ", refused " + grouped(static_cast<double>(r.refused)) + "\n";
    // What each connection carried: the canvas's moving dots, as totals.
    if (!r.paths.empty())
        out += "Over each connection:\n";
    for (size_t c = 0; c < r.paths.size(); ++c)
        out += "  " + sim::pathText(sc, r, c) + "\n";
    for (const sim::BrokerFailure& f : o.failures) {
        const std::string window =
            grouped(sim::toSeconds(f.from), 1) + " s" +
            (f.until == sim::kNever ? std::string(" to the end") : " to " + grouped(sim::toSeconds(f.until), 1) + " s");
        if (f.group >= 0) {
            int reassigned = 0;
            for (const sim::LogEntry& e : r.log)
                reassigned += e.kind == sim::LogKind::PartitionReassigned && e.group == f.group;
            out += "Failure: task " + std::to_string(f.task + 1) + " of " + sc.groups[f.group].name + " crashed from " +
                   window + "; partitions reassigned " + std::to_string(reassigned) + ", events processed twice " +
                   grouped(static_cast<double>(r.groups[f.group].redelivered)) + "\n";
            continue;
        }
        int moved = 0, offline = 0;
        for (const sim::LogEntry& e : r.log) {
            moved += e.kind == sim::LogKind::LeaderMoved && e.cluster == f.cluster;
            offline += e.kind == sim::LogKind::PartitionOffline && e.cluster == f.cluster;
        }
        std::string what = " broker " + std::to_string(f.broker + 1);
        if (f.zone >= 0) {
            const Cluster& c = sc.clusters[f.cluster];
            what = " zone " + std::to_string(f.zone + 1) + " (broker";
            std::string list;
            int n = 0;
            for (int b = 0; b < c.brokers; ++b)
                if (sim::zoneOf(b, c.zones) == f.zone) {
                    list += (list.empty() ? " " : ", ") + std::to_string(b + 1);
                    ++n;
                }
            what += (n == 1 ? "" : "s") + list + ")";
        }
        out += "Failure: " + sc.clusters[f.cluster].name + what +
               (f.slowdown > 0 ? " disk " + grouped(f.slowdown, f.slowdown == std::floor(f.slowdown) ? 0 : 1) +
                                     " times slower from "
                : f.cut ? std::string(" cut off from the other brokers and the controller from ")
                        : std::string(" down from ")) +
               window + "; leaders moved " + std::to_string(moved) + ", partitions offline " + std::to_string(offline) +
               "\n";
    }
    if (!r.slowest.empty()) {
        out += "\nThe slowest batch, " + grouped(static_cast<double>(r.slowest.front().batch)) + ": " +
               sim::durationMsText(r.slowestProduce) + " from its first send to its acknowledgement\n";
        for (const sim::LogEntry& e : r.slowest)
            out += "  " + sim::logEntryText(sc, e) + "\n";
    }
    // Lag and backlog over time, at most a dozen lines.
    if (!r.sampleTimes.empty()) {
        const size_t step = std::max<size_t>(1, r.sampleTimes.size() / 12);
        out += "\n  time   unacknowledged   lag (each group)\n";
        for (size_t i = 0; i < r.sampleTimes.size(); i += step) {
            std::string line = "  " + grouped(sim::toSeconds(r.sampleTimes[i]), 0) + " s";
            line.resize(std::max<size_t>(line.size(), 9), ' ');
            line += grouped(static_cast<double>(r.unacked[i]));
            line.resize(std::max<size_t>(line.size(), 26), ' ');
            for (const sim::GroupOutcome& g : r.groups)
                line += (g.lag.size() > i ? grouped(static_cast<double>(g.lag[i])) : std::string("-")) + " ";
            out += line + "\n";
        }
    }
    return out;
}

// Round 1's design (a broker fleet with a worker pool, no Kafka cluster) runs the Round 1 engine:
// leases, Raft commits, the DLQ, as the window's Simulate tab runs it (roundOneConfigFor). Its
// failures are drills (mqlab drill --round 1), so --fail is refused here with that pointer.
int simulateRoundOneDesign(const QCommandLineParser& p, const Scenario& sc)
{
    if (sc.brokerFleets.empty() || sc.workerPools.empty())
        throw InputError(p.isSet("stage") ? "--stage" : "--scenario", "",
                         "has nothing the simulation runs: it needs a Kafka cluster (the six stages) or Round 1's "
                         "broker fleet with a worker pool or Round 2's platform fleet");
    if (p.isSet("fail"))
        throw InputError("--fail", "",
                         "is for Kafka clusters; Round 1's failures run as drills: mqlab drill --round 1 --help");
    sim::RoundOneConfig config = roundOneConfigFor(sc);
    if (p.isSet("load"))
        config.rate = numberArgument(p, "load", "a number of msg/s, 1 to 10,000,000", 1, 1e7, false);
    sim::RoundOneOptions o;
    o.seconds = numberArgument(p, "seconds", "more than 0 and at most 600 seconds on Round 1", 0, 600, true);
    o.seed = seedArgument(p);
    if (p.isSet("fixed"))
        o.sampling = sim::Sampling::FixedMean;
    QElapsedTimer timer;
    timer.start();
    const sim::RoundOneResult r = sim::simulateRoundOne(config, o);
    const double wall = static_cast<double>(timer.nsecsElapsed()) / 1e9;
    if (p.isSet("json")) {
        nlohmann::json j = sim::roundOneToJson(r);
        j["wall_seconds"] = wall;
        std::cout << j.dump(2) << "\n";
    } else {
        std::cout << sc.name << "\n"
                  << grouped(o.seconds, 0) << " s simulated at " << grouped(config.rate, 2) << " msg/s, seed " << o.seed
                  << (o.sampling == sim::Sampling::Random ? "" : ", fixed timings") << " (" << grouped(wall, 2)
                  << " s)\n\n"
                  << sim::roundOneOutcomeText(r);
    }
    return 0;
}

// Round 2's design (a platform fleet) runs Round 2's fleet at its peak: every partition a Raft group
// with one replica a zone, readers on the follower in their zone. Its failures are drills.
int simulateRoundTwoDesign(const QCommandLineParser& p, const Scenario& sc)
{
    if (p.isSet("fail"))
        throw InputError("--fail", "",
                         "is for Kafka clusters; Round 2's failures run as drills: mqlab drill --round 2 --help");
    sim::RoundTwoConfig config = roundTwoConfigFor(sc, evaluate(sc, catalog()));
    if (p.isSet("load"))
        config.rate = numberArgument(p, "load", "a number of msg/s, 1 to 1,000,000 on Round 2", 1, 1e6, false);
    sim::FleetOptions o;
    o.seconds = numberArgument(p, "seconds", "more than 0 and at most 120 seconds on Round 2", 0, 120, true);
    o.seed = seedArgument(p);
    if (p.isSet("fixed"))
        o.sampling = sim::Sampling::FixedMean;
    QElapsedTimer timer;
    timer.start();
    const sim::FleetResult r = sim::simulateFleet(config, o);
    const double wall = static_cast<double>(timer.nsecsElapsed()) / 1e9;
    if (p.isSet("json")) {
        nlohmann::json j = sim::fleetToJson(r, config);
        j["round"] = 2;
        j["rate"] = config.rate;
        j["seed"] = o.seed;
        j["wall_seconds"] = wall;
        std::cout << j.dump(2) << "\n";
    } else {
        std::cout << sc.name << "\n"
                  << grouped(o.seconds, 0) << " s simulated at " << grouped(config.rate, 1) << " msg/s over "
                  << config.brokers << " brokers and " << grouped(config.partitions) << " partitions, seed " << o.seed
                  << (o.sampling == sim::Sampling::Random ? "" : ", fixed timings") << " (" << grouped(wall, 2)
                  << " s)\n\n"
                  << sim::fleetOutcomeText(r, config)
                  << "Failures run as drills: mqlab drill --round 2 (zone-loss, broker-crash, ...)\n";
    }
    return 0;
}

// Round 3's design (regions) runs its region-loss drill: the first region lost at its mirror's lag,
// what it leaves behind and the failover by hand. Its other failures are drills too.
int simulateRoundThreeDesign(const QCommandLineParser& p, const Scenario& sc)
{
    if (p.isSet("fail"))
        throw InputError("--fail", "",
                         "is for Kafka clusters; Round 3's failures run as drills: mqlab drill --round 3 --help");
    if (p.isSet("load"))
        throw InputError("--load", "", "is not for Round 3: the drills take the design's peak from its report");
    const sim::RoundThreeConfig config = roundThreeConfigOf(sc, evaluate(sc, catalog()));
    const std::uint64_t seed = seedArgument(p);
    const std::optional<sim::Sampling> sampling =
        p.isSet("fixed") ? std::optional(sim::Sampling::FixedMean) : std::nullopt;
    const sim::R3DrillResult r = sim::runRoundThreeDrill(sim::R3Drill::RegionLoss, seed, config, sampling);
    if (p.isSet("json")) {
        std::cout << sim::roundThreeDrillToJson(r, config).dump(2) << "\n";
        return 0;
    }
    std::cout << sc.name << "\n"
              << config.region << " lost at its mirror's " << grouped(config.lagSeconds, 1) << " s lag, seed " << seed
              << (p.isSet("fixed") ? ", fixed timings" : "") << "\n";
    for (const sim::R3Timeline& t : r.timelines)
        std::cout << "\n" << t.title << ":\n" << sim::roundThreeTimelineText(t);
    std::cout << "\nFigures from the run:\n"
              << sim::roundThreeFiguresText(r)
              << "Assumed (the spec gives no figure): " << sim::roundThreeAssumedText(r) << "\n"
              << "Other failures run as drills: mqlab drill --round 3 (" << sim::roundThreeDrillKeys() << ")\n";
    return 0;
}

} // namespace

sim::BrokerFailure failArgument(const QString& textIn, const Scenario& sc, double seconds)
{
    const std::string allowed =
        "must look like broker:2@10s..40s, zone:1@10s..40s, slowdisk:2x10@10s..40s, cut:2@10s..40s or "
        "task:3@10s..40s (a broker or zone of the cluster, a task of the group; slowdisk: that broker's writes 10 "
        "times slower; cut: the broker cut off from the others; times from 0 to the run's " +
        grouped(seconds, 0) + " s, start before end)";
    // The start ends at the first "..": times may have decimals (7.001s).
    static const QRegularExpression re(QStringLiteral(
        "^(broker|zone|slowdisk|cut|task):(?:([^/@]+)/)?([0-9]+)(?:x([0-9]+(?:\\.[0-9]+)?))?@(.+?)(?:\\.\\.(.+))?$"));
    const auto m = re.match(textIn.trimmed());
    if (!m.hasMatch() || sc.clusters.empty())
        throw InputError("--fail", "", allowed + " (got \"" + s(textIn) + "\")");
    sim::BrokerFailure f;
    f.cluster = 0;
    const bool task = m.captured(1) == QStringLiteral("task");
    if (task) { // task:[GROUP/]N: a consumer task of the group (the first group when none is named)
        if (sc.groups.empty())
            throw InputError("--fail", "", "task: the scenario has no consumer group (got \"" + s(textIn) + "\")");
        f.group = 0;
        if (!m.captured(2).isEmpty()) {
            const auto it = std::find_if(sc.groups.begin(), sc.groups.end(),
                                         [&](const ConsumerGroup& g) { return g.id == s(m.captured(2)); });
            if (it == sc.groups.end())
                throw InputError("--fail", "",
                                 "names no consumer group of the scenario (got \"" + s(m.captured(2)) + "\")");
            f.group = static_cast<int>(it - sc.groups.begin());
        }
    } else if (m.hasCaptured(2) && !m.captured(2).isEmpty()) {
        const auto it = std::find_if(sc.clusters.begin(), sc.clusters.end(),
                                     [&](const Cluster& c) { return c.id == s(m.captured(2)); });
        if (it == sc.clusters.end())
            throw InputError("--fail", "", "names no cluster of the scenario (got \"" + s(m.captured(2)) + "\")");
        f.cluster = static_cast<int>(it - sc.clusters.begin());
    }
    const bool zone = m.captured(1) == QStringLiteral("zone");
    const bool slow = m.captured(1) == QStringLiteral("slowdisk");
    f.cut = m.captured(1) == QStringLiteral("cut");
    if (slow != !m.captured(4).isEmpty()) // a slowdown for slowdisk, and only there
        throw InputError("--fail", "", allowed + " (got \"" + s(textIn) + "\")");
    if (slow)
        f.slowdown = m.captured(4).toDouble();
    const int count = task   ? sc.groups[f.group].tasks
                      : zone ? std::max(1, sc.clusters[f.cluster].zones)
                             : sc.clusters[f.cluster].brokers;
    bool ok = false;
    const int which = m.captured(3).toInt(&ok);
    if (!ok || which < 1 || which > count)
        throw InputError("--fail", "",
                         std::string(task   ? "task"
                                     : zone ? "zone"
                                            : "broker") +
                             " must be 1 to " + std::to_string(count) + " (got \"" + s(textIn) + "\")");
    (task ? f.task : zone ? f.zone : f.broker) = which - 1;
    f.from = timeArgument(m.captured(5));
    f.until = m.hasCaptured(6) && !m.captured(6).isEmpty() ? timeArgument(m.captured(6)) : sim::kNever;
    const sim::SimTime end = sim::fromSeconds(seconds);
    if (f.from < 0 || f.until < 0 || f.from >= f.until || f.from > end)
        throw InputError("--fail", "", allowed + " (got \"" + s(textIn) + "\")");
    return f;
}

int runSimulate(const QStringList& args)
{
    QCommandLineParser p;
    p.setApplicationDescription(
        "mqlab simulate: a seeded discrete-event run of a design, event by event.\n"
        "Prints produce and end-to-end latency percentiles, lag over time, losses and retries.");
    p.addHelpOption();
    p.addPositionalArgument("simulate", "the command");
    p.addOption(
        {"stage", "A stage, 1 to 6; round-R for Round R's design (round-1, round-2), round-R-N for its part N.", "N"});
    p.addOption({"scenario", "A scenario file (JSON, version 1).", "FILE"});
    p.addOption({"load", "Offered load, 1 to 10,000,000 events/s; all producers scale together.", "EVENTS_PER_S"});
    p.addOption({"seconds", QString::fromStdString("Simulated seconds, " + sim::runSecondsAllowed() + "; default 60."),
                 "S", "60"});
    p.addOption(seedOption());
    p.addOption({"fail",
                 "Take a broker or a zone down and back, slow a broker's disk, cut a broker off from the others, or "
                 "crash a consumer task: broker:2@10s..40s, zone:1@10s (to the end), slowdisk:2x10@10s..40s, "
                 "cut:2@10s..40s, task:3@10s..40s; repeatable; broker:ID/2 names a cluster, task:ID/3 a group.",
                 "SPEC"});
    p.addOption({"fixed", "Every duration at its mean and evenly spaced events: exact, repeatable timings."});
    p.addOption({"json", "Print the run as JSON."});
    if (const auto done = parseOrFinish(p, args))
        return *done;
    try {
        if (p.positionalArguments().size() != 1)
            throw InputError("arguments", "",
                             "simulate takes options only (got \"" + s(p.positionalArguments().join(' ')) + "\")");
        if (p.isSet("stage") == p.isSet("scenario"))
            throw InputError("arguments", "", "give exactly one of --stage N or --scenario FILE");
        Scenario sc;
        if (p.isSet("stage")) {
            const auto design = roundDesignOnly(p.value("stage")); // Round 3 before its lessons
            sc = design ? *design : loadStage(stageArgument(p.value("stage"))).scenario;
        } else {
            const QString path = p.value("scenario");
            sc = parseScenarioText(readScenarioFile(path), shownPath(path), catalog()); // checked like report's
        }
        if (isRoundThreeDesign(sc)) // Round 3's regions
            return simulateRoundThreeDesign(p, sc);
        if (sc.clusters.empty() && !sc.platformFleets.empty()) // Round 2's platform
            return simulateRoundTwoDesign(p, sc);
        if (sc.clusters.empty()) // no Kafka cluster: Round 1's fleet and workers, or nothing to run
            return simulateRoundOneDesign(p, sc);
        sim::RunOptions o;
        if (p.isSet("load"))
            o.load = numberArgument(p, "load", "a number of events/s, 1 to 10,000,000", 1, 1e7, false);
        o.seconds = numberArgument(p, "seconds", sim::runSecondsAllowed() + " seconds", 0, sim::kMaxRunSeconds, true);
        o.seed = seedArgument(p);
        for (const QString& f : p.values("fail"))
            o.failures.push_back(failArgument(f, sc, o.seconds));
        if (p.isSet("fixed")) {
            o.sampling = sim::Sampling::FixedMean;
            o.arrivals = sim::Arrivals::Constant;
            o.processing = sim::Processing::Fixed;
        }
        QElapsedTimer timer;
        timer.start();
        const sim::RunResult r = sim::simulateScenario(sc, catalog(), o);
        const double wall = static_cast<double>(timer.nsecsElapsed()) / 1e9;
        if (p.isSet("json")) {
            nlohmann::json j = sim::runToJson(sc, o, r);
            j["wall_seconds"] = wall;
            std::cout << j.dump(2) << "\n";
        } else {
            std::cout << text(sc, o, r, evaluate(sc, catalog(), o.load), wall);
        }
    } catch (const InputError& e) {
        std::cerr << "mqlab: " << e.what() << "\n";
        return 2;
    } catch (const std::exception& e) {
        std::cerr << "mqlab: " << e.what() << "\n";
        return 1;
    }
    return 0;
}

} // namespace mqlab::app
