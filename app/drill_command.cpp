#include "drill_command.h"

#include <QCommandLineParser>
#include <iostream>
#include <map>

#include "command_options.h"
#include "mqlab/error.h"
#include "mqlab/report/format.h"
#include "mqlab/sim/round_one.h"
#include "mqlab/sim/round_one_json.h"
#include "mqlab/sim/round_three_json.h"
#include "mqlab/sim/round_two_json.h"
#include "resources.h"
#include "round_three_run.h"
#include "round_two_run.h"

namespace mqlab::app {
namespace {

std::string s(const QString& text)
{
    return text.toStdString();
}

// The timeline as printed: the first traced message's whole path (the lease drills have one
// message), every failure, election and truncation, and at most a few of each repeated anomaly (all
// counted in the outcome; --json has every entry).
std::string timeline(const sim::RoundOneResult& r)
{
    constexpr int kMostOfAKind = 5;
    constexpr size_t kMostLines = 80;
    std::string out;
    size_t lines = 0, left = 0;
    std::map<sim::R1Kind, int> seen;
    const std::uint64_t first = r.log.empty() ? 0 : r.log.front().message;
    for (const sim::R1Entry& e : r.log) {
        const bool path = e.kind <= sim::R1Kind::Deleted;
        const bool repeated = e.kind == sim::R1Kind::Refused || e.kind == sim::R1Kind::TimedOut ||
                              e.kind == sim::R1Kind::StoredTwice || e.kind == sim::R1Kind::Duplicate;
        if ((path && e.message != first) || (repeated && ++seen[e.kind] > kMostOfAKind) || lines >= kMostLines) {
            ++left;
            continue;
        }
        out += "  " + sim::r1EntryText(e) + "\n";
        ++lines;
    }
    if (left > 0)
        out += "  ... and " + grouped(static_cast<double>(left)) + " more entries (--json has them all)\n";
    return out;
}

std::string lines(const QStringList& l)
{
    std::string out;
    for (const QString& line : l)
        out += "  " + line.toStdString() + "\n";
    return out;
}

// Round 2: one drill, or every drill in turn when none is named.
int roundTwo(const QCommandLineParser& p, const std::string& name)
{
    std::vector<sim::R2Drill> which;
    if (name.empty()) {
        for (const sim::R2DrillInfo& d : sim::roundTwoDrills())
            which.push_back(d.drill);
    } else {
        const auto drill = sim::roundTwoDrillNamed(name);
        if (!drill)
            throw InputError("drill", "", "must be one of " + sim::roundTwoDrillKeys() + " (got \"" + name + "\")");
        which.push_back(*drill);
    }
    if (p.isSet("fenced"))
        throw InputError("--fenced", "", "is for Round 1; Round 2's stale-worker drill runs both rules");
    const std::uint64_t seed = seedArgument(p);
    nlohmann::json all = nlohmann::json::array();
    for (size_t i = 0; i < which.size(); ++i) {
        const sim::R2DrillResult r = sim::runRoundTwoDrill(which[i], seed);
        const sim::R2DrillInfo& info = sim::roundTwoDrillInfo(which[i]);
        if (p.isSet("json")) {
            all.push_back(sim::roundTwoDrillToJson(r));
            continue;
        }
        std::cout << (i > 0 ? "\n" : "") << "Round 2 drill " << info.key << " (seed " << seed << ", "
                  << grouped(r.seconds, 0) << " s simulated): " << info.what << "\n\n"
                  << lines(app::roundTwoTimeline(r.log, 5, 60));
        if (!r.compare.empty())
            std::cout << "\nThe same drill, " << info.compare << ":\n"
                      << lines(app::roundTwoTimeline(r.compare, 5, 30));
        std::cout << "\nFigures from the run:\n" << sim::roundTwoFiguresText(r);
        if (!r.assumed.empty())
            std::cout << "Assumed (the spec gives no figure): " << sim::roundTwoAssumedText(r) << "\n";
    }
    if (p.isSet("json"))
        std::cout << (which.size() == 1 ? all.front() : all).dump(2) << "\n";
    return 0;
}

// Round 3: one drill, or every drill in turn when none is named, on Round 3's design
// (stages/round-3.json): its figures (critical rate, lag, cells) come from the design's report.
int roundThree(const QCommandLineParser& p, const std::string& name)
{
    std::vector<sim::R3Drill> which;
    if (name.empty()) {
        for (const sim::R3DrillInfo& d : sim::roundThreeDrills())
            which.push_back(d.drill);
    } else {
        const auto drill = sim::roundThreeDrillNamed(name);
        if (!drill)
            throw InputError("drill", "", "must be one of " + sim::roundThreeDrillKeys() + " (got \"" + name + "\")");
        which.push_back(*drill);
    }
    if (p.isSet("fenced"))
        throw InputError("--fenced", "", "is for Round 1; Round 3's drills have no stale handles");
    const std::uint64_t seed = seedArgument(p);
    const Scenario design = roundThreeDesign();
    const sim::RoundThreeConfig config = sim::roundThreeConfigFor(
        design, evaluate(design, catalog()), p.isSet("region") ? s(p.value("region")) : std::string("us-east-1"));
    nlohmann::json all = nlohmann::json::array();
    for (size_t i = 0; i < which.size(); ++i) {
        const sim::R3DrillResult r = sim::runRoundThreeDrill(which[i], seed, config);
        const sim::R3DrillInfo& info = sim::roundThreeDrillInfo(which[i]);
        if (p.isSet("json")) {
            all.push_back(sim::roundThreeDrillToJson(r, config));
            continue;
        }
        // The regions the drill is about: the lost one and its pair, the key store's two, or none (the
        // DLQ and the broker tier).
        const std::string where = which[i] == sim::R3Drill::SplitBrainKey
                                      ? ", " + config.keyHome + " and its pair " + config.keyPair
                                  : which[i] == sim::R3Drill::DlqRedrive || which[i] == sim::R3Drill::S3UploadFailure
                                      ? ""
                                      : ", " + config.region + " and its pair " + config.pair;
        std::cout << (i > 0 ? "\n" : "") << "Round 3 drill " << info.key << " (seed " << seed << where
                  << "): " << info.what << "\n";
        for (const sim::R3Timeline& t : r.timelines)
            std::cout << "\n" << t.title << ":\n" << sim::roundThreeTimelineText(t);
        std::cout << "\nFigures from the run:\n" << sim::roundThreeFiguresText(r);
        if (!r.assumed.empty())
            std::cout << "Assumed (the spec gives no figure): " << sim::roundThreeAssumedText(r) << "\n";
    }
    if (p.isSet("json"))
        std::cout << (which.size() == 1 ? all.front() : all).dump(2) << "\n";
    return 0;
}

} // namespace

int runDrill(const QStringList& args)
{
    QCommandLineParser p;
    p.setApplicationDescription(
        QString::fromStdString("mqlab drill: a failure drill of a round as a seeded event-by-event run.\n"
                               "Prints its timeline and outcome: sends, 200s, refused, retried, duplicates, lost.\n\n"
                               "Round 1 drills:\n" +
                               [] {
                                   std::string list;
                                   for (const sim::DrillInfo& d : sim::drills())
                                       list += "  " + std::string(d.key) + ": " + d.what + "\n";
                                   list += "\nRound 2 drills (without a name, all of them):\n";
                                   for (const sim::R2DrillInfo& d : sim::roundTwoDrills())
                                       list += "  " + std::string(d.key) + ": " + d.what + "\n";
                                   list += "\nRound 3 drills (without a name, all of them):\n";
                                   for (const sim::R3DrillInfo& d : sim::roundThreeDrills())
                                       list += "  " + std::string(d.key) + ": " + d.what + "\n";
                                   return list;
                               }()));
    p.addHelpOption();
    p.addPositionalArgument("drill", "the command");
    p.addPositionalArgument("name", "the drill, for example worker-crash");
    p.addOption({"round", "The round: 1, 2 or 3.", "N"});
    p.addOption({"drill", "The drill (instead of naming it after the command).", "NAME"});
    p.addOption(seedOption());
    p.addOption({"fenced", "Reject a stale receipt handle's delete by its epoch, as Round 2 does."});
    p.addOption({"region", "Round 3: the region lost (default us-east-1).", "REGION"});
    p.addOption({"json", "Print the run as JSON."});
    if (const auto done = parseOrFinish(p, args))
        return *done;
    try {
        const QString round = p.value("round");
        if (!p.isSet("round") ||
            (round != QStringLiteral("1") && round != QStringLiteral("2") && round != QStringLiteral("3")))
            throw InputError("--round", "",
                             "must be 1, 2 or 3, the rounds whose drills are simulated (got \"" + s(round) + "\")");
        if (p.isSet("region") && round != QStringLiteral("3"))
            throw InputError("--region", "", "is for Round 3's drills");
        const QStringList pos = p.positionalArguments();
        if (pos.size() > 2 || (pos.size() == 2 && p.isSet("drill")))
            throw InputError("arguments", "",
                             "drill takes one drill name (got \"" + s(pos.mid(1).join(' ')) +
                                 (p.isSet("drill") ? " --drill " + s(p.value("drill")) : "") + "\")");
        const std::string name = p.isSet("drill") ? s(p.value("drill")) : pos.size() == 2 ? s(pos.at(1)) : "";
        if (round == QStringLiteral("2"))
            return roundTwo(p, name);
        if (round == QStringLiteral("3"))
            return roundThree(p, name);
        if (name.empty())
            throw InputError("drill", "", "name a drill: " + sim::drillKeys());
        const auto drill = sim::drillNamed(name);
        if (!drill)
            throw InputError("drill", "", "must be one of " + sim::drillKeys() + " (got \"" + name + "\")");
        const std::uint64_t seed = seedArgument(p);
        const sim::DrillRun run = sim::drillSetup(*drill, seed, p.isSet("fenced"));
        const sim::RoundOneResult r = sim::simulateRoundOne(run.config, run.options);
        const sim::DrillInfo* info = nullptr;
        for (const sim::DrillInfo& d : sim::drills())
            if (d.drill == *drill)
                info = &d;
        if (p.isSet("json")) {
            nlohmann::json j = sim::roundOneToJson(r);
            j["round"] = 1;
            j["drill"] = info->key;
            j["seed"] = seed;
            j["fenced"] = p.isSet("fenced");
            std::cout << j.dump(2) << "\n";
        } else {
            std::cout << "Round 1 drill " << info->key << " (seed " << seed
                      << (p.isSet("fenced") ? ", fenced handles" : "") << ", " << grouped(run.options.seconds, 0)
                      << " s simulated): " << info->what << "\n\n"
                      << timeline(r) << "\n"
                      << sim::roundOneOutcomeText(r);
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
