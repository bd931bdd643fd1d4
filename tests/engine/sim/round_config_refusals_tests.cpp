// The rounds' settings refused (checkRoundOneConfig, simulateRoundOne's options, checkRoundTwoConfig,
// simulateFleet's options, runRoundTwoDrill, checkRoundThreeConfig, roundThreeConfigFor,
// simulateMirrorLoss) and a simulated run's options (checkRunOptions, simulateScenario): each refusal is
// a MessageError whose problem is a template of messageTemplates() (field.range* where the words are
// the readers', config.* where the rounds share them, r1.config.*, r2.config.*, r3.config.* and sim.config.* otherwise)
// filled with its figures, so the window can translate it; what() stays the English the command line prints, word for
// word.
#include <gtest/gtest.h>

#include <functional>
#include <set>
#include <string>
#include <vector>

#include "mqlab/model/report.h"
#include "mqlab/model/scenario.h"
#include "mqlab/report/message.h"
#include "mqlab/sim/config_refusals.h"
#include "mqlab/sim/kafka_run.h"
#include "mqlab/sim/round_one.h"
#include "mqlab/sim/round_three.h"
#include "mqlab/sim/round_two.h"
#include "test_data.h"

using namespace mqlab;
using namespace mqlab::sim;

namespace {

struct Case {
    std::string id;   // the template the refusal must be
    std::string text; // what() in full
    std::function<void()> trigger;
};

struct Refusal {
    bool thrown = false;
    bool messageError = false;
    std::string id, text, filled;
    Message message;
};

Refusal refusalOf(const std::function<void()>& trigger)
{
    Refusal r;
    try {
        trigger();
    } catch (const MessageError& e) {
        r.thrown = r.messageError = true;
        r.id = e.message().id;
        r.text = e.what();
        r.filled = e.message().text();
        r.message = e.message();
    } catch (const std::exception& e) {
        r.thrown = true;
        r.text = e.what();
    }
    return r;
}

RoundOneConfig r1(const std::function<void(RoundOneConfig&)>& edit)
{
    RoundOneConfig c; // the defaults pass (round_one_tests run them)
    edit(c);
    return c;
}

std::function<void()> checkR1(std::function<void(RoundOneConfig&)> edit)
{
    return [edit] { checkRoundOneConfig(r1(edit)); };
}

std::function<void()> checkR3(std::function<void(RoundThreeConfig&)> edit)
{
    return [edit] {
        RoundThreeConfig c; // the defaults pass (round_three_tests run them)
        edit(c);
        checkRoundThreeConfig(c);
    };
}

// Round 1: one refusal of each template its checks use. A figure given is written whole when it is
// whole, else with 3 decimals (grouped); a range's ends as the checks name them.
std::vector<Case> roundOneCases()
{
    return {
        // workers, 0 to 10,000, given 10,001: the readers' own words (field.range).
        {"field.range", "workers: must be 0 to 10,000 (got 10,001)", checkR1([](auto& c) { c.workers = 10'001; })},
        // rate, 0 to 100,000 msg/s, given -0.5: 3 decimals, -0.500; the unit is the inspector's word.
        {"field.range.unit", "rate: must be 0 to 100,000 msg/s (got -0.500)", checkR1([](auto& c) { c.rate = -0.5; })},
        // seconds simulated, above 0 and at most 600, given 601.
        {"config.at_most", "seconds: must be more than 0 and at most 600 (got 601)",
         [] {
             RoundOneOptions o;
             o.seconds = 601;
             simulateRoundOne({}, o);
         }},
        // group commit, above 0 and at most 1,000 ms, given 1,000.5: 1,000.500.
        {"config.at_most.unit", "group commit: must be more than 0 and at most 1,000 ms (got 1,000.500)",
         checkR1([](auto& c) { c.groupCommitMs = 1000.5; })},
        // visibility, above 0 and at most 43,200 s, which is 43,200 / 3,600 = 12 h; given 0.
        {"r1.config.visibility", "visibility: must be more than 0 and at most 43,200 s (12 h) (got 0)",
         checkR1([](auto& c) { c.visibilitySeconds = 0; })},
        // extension, 0 (never) to 43,200 s, given 43,200.25: 43,200.250.
        {"r1.config.extension", "extension: must be 0 (never) to 43,200 s (got 43,200.250)",
         checkR1([](auto& c) { c.extensionSeconds = 43'200.25; })},
        // processing: a P50 of -1 s is below 0; the P50 is the figure named.
        {"r1.config.processing", "processing: must be 0 <= P50 <= P99 <= max <= 43,200 s (got -1)",
         checkR1([](auto& c) { c.processingP50Seconds = -1; })},
        // brokers: 4 is even (a Raft group needs an odd count), 1 to 9.
        {"r1.config.odd", "brokers: must be an odd number from 1 to 9 (got 4)",
         checkR1([](auto& c) { c.brokers = 4; })},
        // hop: a P99 of 12,345.678 ms is above 10,000 ms; the P99 is the figure named.
        {"config.percentiles", "hop: must be 0 <= P50 <= P99 <= 10,000 ms (got 12,345.678)",
         checkR1([](auto& c) { c.hopP99Ms = 12'345.678; })},
        // election: a longest of 601 s is above 600 s.
        {"config.election", "election: must be more than 0 s, min <= max <= 600 s (got 601)",
         checkR1([](auto& c) { c.electionMaxSeconds = 601; })},
        // A crash of worker 60 where the default pool has 60 workers, numbered 0 to 59.
        {"r1.config.failure.target", "failure: must be a broker or worker of the run, counted from 0 (got 60)",
         [] {
             RoundOneOptions o;
             o.failures.push_back({R1Failure::What::WorkerCrash, 60, 0, kNever, 0});
             simulateRoundOne({}, o);
         }},
        // A broker down from 5 s until 5 s: its start is not before its end; the start, 5 s, is named.
        {"r1.config.failure.start", "failure: must be a start at or after 0 s and before its end (got 5)",
         [] {
             RoundOneOptions o;
             o.failures.push_back({R1Failure::What::BrokerDown, 0, fromSeconds(5), fromSeconds(5), 0});
             simulateRoundOne({}, o);
         }},
    };
}

// Round 3: one refusal of each template its checks use.
std::vector<Case> roundThreeCases()
{
    Scenario twoRegions; // regions a and b, a paired with b, and no mirror link between them
    twoRegions.regions.resize(2);
    twoRegions.regions[0].id = "a";
    twoRegions.regions[0].pair = "b";
    twoRegions.regions[1].id = "b";
    Report twoDetails;
    twoDetails.regions.resize(2);
    return {
        // region cells, 1 to 1,000, given 0.
        {"field.range", "region cells: must be 1 to 1,000 (got 0)", checkR3([](auto& c) { c.regionCells = 0; })},
        // KMS waiting period, 7 to 30 days, given 6.
        {"field.range.unit", "KMS waiting period: must be 7 to 30 days (got 6)",
         checkR3([](auto& c) { c.kmsWaitingDays = 6; })},
        // DLQ messages, a whole number from 1 to 100,000,000, given 2.5: 2.500.
        {"field.range.whole", "DLQ messages: must be a whole number from 1 to 100,000,000 (got 2.500)",
         checkR3([](auto& c) { c.dlqMessages = 2.5; })},
        // recovered factor, above 1 and at most 100, given 0.5: 0.500.
        {"config.at_most", "recovered factor: must be more than 1 and at most 100 (got 0.500)",
         checkR3([](auto& c) { c.recoveredFactor = 0.5; })},
        // broker local hours, above 0 and at most 8,760 h (a year), given 8,761.
        {"config.at_most.unit", "broker local hours: must be more than 0 and at most 8,760 h (got 8,761)",
         checkR3([](auto& c) { c.brokerLocalHours = 8761; })},
        // cell capacity, above 0 msg/s, given -3.
        {"config.above.unit", "cell capacity: must be more than 0 msg/s (got -3)",
         checkR3([](auto& c) { c.cellCapacity = -3; })},
        // slow mirror, a share strictly between 0 and 1, given 1.
        {"r3.config.between", "slow mirror: must be more than 0 and less than 1 (got 1)",
         checkR3([](auto& c) { c.slowMirrorFactor = 1; })},
        // downtime budget, 0 s or more, given -2.
        {"r3.config.at_least.unit", "downtime budget: must be 0 s or more (got -2)",
         checkR3([](auto& c) { c.downtimeBudgetSeconds = -2; })},
        // region own peak 60,000 msg/s below the default critical rate, 2e10 / 86,400 x 3.5 x 0.30 x 0.25
        // = 60,764 msg/s.
        {"r3.config.critical_rate", "region own peak: must be at least the critical rate (got 60,000)",
         checkR3([](auto& c) { c.regionOwnPeak = 60'000; })},
        // pair planned peak 100 msg/s below the pair's own peak, 2e10 / 86,400 x 3.5 x 0.20 = 162,037.
        {"r3.config.pair_peak", "pair planned peak: must be at least the pair's own peak (got 100)",
         checkR3([](auto& c) { c.pairPlannedPeak = 100; })},
        // 21 topic groups of 1/21 each (their shares add up to 1): more than 20.
        {"r3.config.groups", "groups: must be 1 to 20 topic groups (got 21)", checkR3([](auto& c) {
             c.groups.assign(21, {"g", 1.0 / 21});
         })},
        // payments' share 0.4 made 0.5: 0.5 + 0.35 + 0.25 = 1.1, written 1.100.
        {"r3.config.shares", "group shares: must be 1 in all (got 1.100)",
         checkR3([](auto& c) { c.groups[0].share = 0.5; })},
        // an outage of 1 s ends before the failover's last flip (detect 60 + confirm 240 s and more).
        {"r3.config.outage", "outage: must be from the last flip to 30 days (got 1)",
         checkR3([](auto& c) { c.outageSeconds = 1; })},
        // the second wave has 0 cells; the least, 1, with its noun: "1 cell".
        {"r3.config.wave", "wave: must be 1 cell or more (got 0)", checkR3([](auto& c) {
             c.waves = {1, 0};
         })},
        // bake, above 0 s and at most 7 days = 604,800 s; given 604,801 s.
        {"r3.config.bake", "bake: must be more than 0 s and at most 7 days (got 604,801)",
         checkR3([](auto& c) { c.bakeSeconds = 604'801; })},
        // redrive rate, 1 to 500 msg/s (the API's own bound), given 501.
        {"r3.config.redrive",
         "redrive rate: must be 1 to 500 msg/s (StartMessageMoveTask's MaxNumberOfMessagesPerSecond) (got 501)",
         checkR3([](auto& c) { c.redriveRate = 501; })},
        // close, 0 to 7 x 86,400 = 604,800 s (7 days), given 604,801.
        {"r3.config.week", "close: must be 0 to 604,800 s (7 days) (got 604,801)",
         checkR3([](auto& c) { c.closeSeconds = 604'801; })},
        // broker capacity 80,000 GB below the default tier, (20 + 5) x 1,000 x 3 x 1.2 = 90,000 GB.
        {"r3.config.capacity",
         "broker capacity: must be more than the broker tier's 90,000 GB and at most 10,000,000,000 GB (got 80,000)",
         checkR3([](auto& c) { c.brokerCapacityGB = 80'000; })},
        // fill alarm 40% below the tier's fill, 90,000 / 216,000 = 41.67%, written 41.7.
        {"r3.config.fill_alarm",
         "fill alarm: must be more than the tier's fill before the failure (41.7%) and less than 100% (got 40)",
         checkR3([](auto& c) { c.fillAlarmPercent = 40; })},
        // a region zz in a design of a and b.
        {"r3.config.region", "region: must be a region of the design (a, b)",
         [=] { roundThreeConfigFor(twoRegions, twoDetails, "zz"); }},
        // any region of a design with none.
        {"r3.config.region.none", "region: must be a region of the design (none)",
         [] { roundThreeConfigFor(Scenario{}, Report{}, "x"); }},
        // b names no pair.
        {"r3.config.region.no_pair", "region: \"b\" has no pair in the design",
         [=] { roundThreeConfigFor(twoRegions, twoDetails, "b"); }},
        // a's pair is b, but no mirror link copies a to b.
        {"r3.config.region.no_mirror", "region: \"a\" has no mirror link to its pair",
         [=] { roundThreeConfigFor(twoRegions, twoDetails, "a"); }},
    };
}

std::function<void()> checkR2(std::function<void(RoundTwoConfig&)> edit)
{
    return [edit] {
        RoundTwoConfig c; // the defaults pass (round_two_tests run them)
        edit(c);
        checkRoundTwoConfig(c);
    };
}

// Round 2: one refusal of each template its checks use, figures written as Round 1's.
std::vector<Case> roundTwoCases()
{
    return {
        // read factor, 0 to 100, given 100.25: 3 decimals, 100.250.
        {"field.range", "read factor: must be 0 to 100 (got 100.250)", checkR2([](auto& c) { c.readFactor = 100.25; })},
        // message bytes, 1 to 1,048,576 B (1 MiB), given 0; B is a word of the inspector's unit table.
        {"field.range.unit", "message bytes: must be 1 to 1,048,576 B (got 0)",
         checkR2([](auto& c) { c.messageBytes = 0; })},
        // seconds of a fleet run, above 0 and at most 120, given 121.
        {"config.at_most", "seconds: must be more than 0 and at most 120 (got 121)",
         [] {
             FleetOptions o;
             o.seconds = 121;
             simulateFleet({}, o);
         }},
        // session timeout, above 0 and at most 3,600 s, given 3,600.5: 3,600.500.
        {"config.at_most.unit", "session timeout: must be more than 0 and at most 3,600 s (got 3,600.500)",
         checkR2([](auto& c) { c.sessionTimeoutSeconds = 3600.5; })},
        // volume throughput, above 0 MB/s, given -1.5: -1.500.
        {"config.above.unit", "volume throughput: must be more than 0 MB/s (got -1.500)",
         checkR2([](auto& c) { c.volumeMBps = -1.5; })},
        // zones: 4 where a partition keeps one replica in each of 3.
        {"r2.config.zones", "zones: must be 3 (one replica of each partition a zone) (got 4)",
         checkR2([](auto& c) { c.zones = 4; })},
        // brokers: 13 is not a multiple of the 3 zones.
        {"r2.config.brokers", "brokers: must be 3 to 300, a multiple of the zones (got 13)",
         checkR2([](auto& c) { c.brokers = 13; })},
        // s3: a P99 of 60,000.5 ms is above 60,000 ms; the P99 is the figure named.
        {"config.percentiles", "s3: must be 0 <= P50 <= P99 <= 60,000 ms (got 60,000.500)",
         checkR2([](auto& c) { c.s3P99Ms = 60'000.5; })},
        // election: a longest of 601 s is above 600 s.
        {"config.election", "election: must be more than 0 s, min <= max <= 600 s (got 601)",
         checkR2([](auto& c) { c.electionMaxSeconds = 601; })},
        // average rate 1e9 msg/s above the default peak, 81,018.5 msg/s.
        {"r2.config.average_rate", "average rate: must be more than 0 and at most the peak rate (got 1,000,000,000)",
         checkR2([](auto& c) { c.averageRate = 1e9; })},
        // local hours 0.5: 1,800 s, shorter than the default segment, 3,600 s.
        {"r2.config.local_hours", "local hours: must be at least a segment and at most 8,760 h (got 0.500)",
         checkR2([](auto& c) { c.localHours = 0.5; })},
        // retention 0.5 days: 12 h, less than the default 24 local hours.
        {"r2.config.retention", "retention: must be at least the local hours and at most 365 days (got 0.500)",
         checkR2([](auto& c) { c.retentionDays = 0.5; })},
        // seek 169 h ago, past the default retention, 7 x 24 = 168 h.
        {"r2.config.seek", "seek: must be more than 0 h and at most the retention (got 169)",
         checkR2([](auto& c) { c.seekHoursAgo = 169; })},
        // processing 0 s; the task's own figure is named.
        {"r2.config.processing",
         "processing: must be more than 0 s and at most the slow task's, at most 43,200 s (got 0)",
         checkR2([](auto& c) { c.processingSeconds = 0; })},
        // 3 group partitions for the default 4 members: fewer than the members.
        {"r2.config.group_partitions", "group partitions: must be at least the members and at most 1,000 (got 3)",
         checkR2([](auto& c) { c.groupPartitions = 3; })},
        // zone 3 lost where the 3 zones are numbered 0 to 2.
        {"r2.config.failure.target", "failure: must be a zone or broker of the fleet, from 0 (got 3)",
         [] {
             FleetOptions o; // a 10 s run
             o.failure.what = FleetFailure::What::Zone;
             o.failure.target = 3;
             simulateFleet({}, o);
         }},
        // a broker lost at 10 s, the end of the default 10 s run.
        {"r2.config.failure.time", "failure: must be a time within the run (got 10)",
         [] {
             FleetOptions o;
             o.failure.what = FleetFailure::What::Broker;
             o.failure.at = 10 * kSecond;
             simulateFleet({}, o);
         }},
        // a 10 MB/s network: a broker's planned traffic at the peak is more, as each of the 12 takes
        // 81,018.5 msg/s x 2,000 B / 12 = 13.5 MB/s from the producers alone, before replication and readers.
        {"r2.config.spare_network", "network: must be more than the broker's planned traffic at the peak (got 10)",
         [] {
             RoundTwoConfig c;
             c.networkMBps = 10;
             runRoundTwoDrill(R2Drill::HotTenant, 1, c);
         }},
        // a 100 GB volume: the default 24 local hours are a day, 2e9 msg x 2,000 B = 4,000 GB, x 3 copies
        // x 1.2 overhead = 14,400 GB, 14,400 / 12 = 1,200 GB a broker; the 12 volumes hold 1,200 GB in all.
        {"r2.config.volume_room",
         "volume: must be more than the local hours of data the disks hold (1,200 GB a broker) (got 100)",
         [] {
             RoundTwoConfig c;
             c.volumeGB = 100;
             runRoundTwoDrill(R2Drill::S3Outage, 1, c);
         }},
    };
}

// A run's options checked against stage 1's design: one cluster of 3 brokers in 3 zones, one group of
// 12 tasks (stages/stage-1.json).
std::function<void()> checkRun(std::function<void(RunOptions&)> edit)
{
    return [edit] {
        RunOptions o; // the defaults pass (kafka_run_tests run them)
        edit(o);
        checkRunOptions(test::stageScenario(1), o);
    };
}

std::function<void()> failRun(std::function<void(BrokerFailure&)> edit)
{
    return checkRun([edit](RunOptions& o) {
        BrokerFailure f; // broker 0 of cluster 0, down from 0 s for good
        edit(f);
        o.failures.push_back(f);
    });
}

// A simulated run's options: one refusal of each sim.config.* template. The figure given is written as
// printf's %g writes it (60001, 1e+06), the ranges' ends as the refusals always wrote them.
std::vector<Case> simulationCases()
{
    return {
        // a cluster of 33 replicas: the replica sets are bit masks of 32.
        {"sim.config.replicas",
         "simulate: clusters[0].replication_factor: the simulation takes 1 to 32 replicas (got 33)",
         [] {
             Scenario s = test::stageScenario(1);
             s.clusters[0].replicationFactor = 33;
             RunOptions o;
             o.seconds = 1;
             simulateScenario(s, test::catalog(), o);
         }},
        // a progress every 1,000,000 s, past a day (86,400 s): %g writes 1e+06.
        {"config.at_most", "simulate: progress_every_s: must be more than 0 and at most 86,400 (got 1e+06)",
         checkRun([](auto& o) { o.progressEverySeconds = 1e6; })},
        // group 10 (9 from 0, shown from 1) of stage 1's one group.
        {"sim.config.fail.group", "simulate: fail.group: must be a consumer group of the scenario, 1 to 1 (got 10)",
         failRun([](auto& f) { f.group = 9; })},
        // task 1,000 (999 from 0) of the group's 12; %g writes 1000.
        {"sim.config.fail.task", "simulate: fail.task: must be a task from 1 to 12 (got 1000)", failRun([](auto& f) {
             f.group = 0;
             f.task = 999;
         })},
        // a task down from 5 s until 5 s: not before it is back; the start, 5 s, is named.
        {"sim.config.fail.task_back", "simulate: fail.from: must be at least 0 s and before the task is back (got 5)",
         failRun([](auto& f) {
             f.group = 0;
             f.from = f.until = 5 * kSecond;
         })},
        // cluster 9 of the design's one (0 to 1 - 1).
        {"sim.config.fail.cluster", "simulate: fail.cluster: must be a cluster of the scenario, 0 to 1 - 1 (got 9)",
         failRun([](auto& f) { f.cluster = 9; })},
        // a cut and a slowdown of 2 for one broker.
        {"sim.config.fail.cut", "simulate: fail.cut: is a broker cut off, not a slow disk: give one or the other",
         failRun([](auto& f) {
             f.cut = true;
             f.slowdown = 2;
         })},
        // a slowdown of 2 on stage 4's Express brokers.
        {"sim.config.fail.express",
         "simulate: fail.disk_slowdown: applies to Standard brokers only: Express brokers have no disk of yours",
         [] {
             RunOptions o;
             BrokerFailure f;
             f.slowdown = 2;
             o.failures.push_back(f);
             checkRunOptions(test::stageScenario(4), o);
         }},
        // zone 8 (7 from 0) of the cluster's 3.
        {"sim.config.fail.zone", "simulate: fail.zone: must be a zone from 1 to 3 (got 8)",
         failRun([](auto& f) { f.zone = 7; })},
        // broker 100 (99 from 0) of the cluster's 3.
        {"sim.config.fail.broker", "simulate: fail.broker: must be a broker from 1 to 3 (got 100)",
         failRun([](auto& f) { f.broker = 99; })},
        // a broker down from 3 s until 2 s; the start, 3 s, is named.
        {"sim.config.fail.broker_back",
         "simulate: fail.from: must be at least 0 s and before the broker is back (got 3)", failRun([](auto& f) {
             f.from = 3 * kSecond;
             f.until = 2 * kSecond;
         })},
    };
}

void expectCases(const std::vector<Case>& cases)
{
    for (const Case& c : cases) {
        SCOPED_TRACE(c.id);
        const Refusal r = refusalOf(c.trigger);
        ASSERT_TRUE(r.thrown);
        ASSERT_TRUE(r.messageError) << "a plain InputError: " << r.text;
        EXPECT_EQ(r.text, c.text);
        EXPECT_EQ(r.id, c.id);
        // The problem is the Message's English: what() is "field: " and it.
        EXPECT_EQ(c.text.substr(c.text.size() - r.filled.size()), r.filled);
        // The refusals' problems start "must be", but for a region named and three of a run's options.
        const std::set<std::string> otherwise{"sim.config.replicas", "sim.config.fail.cut", "sim.config.fail.express"};
        EXPECT_TRUE(r.message.english.rfind("must be ", 0) == 0 || r.message.english.rfind("\"{region}\" ", 0) == 0 ||
                    otherwise.count(c.id) == 1)
            << r.message.english;
        // A unit is the inspector's word (FieldUnit), so the window translates it as the inspector does.
        for (const auto& [name, part] : r.message.parts)
            if (name == "unit") {
                EXPECT_EQ(part.context, "FieldUnit");
            }
    }
}

} // namespace

TEST(RoundConfigRefusals, RoundOneRefusalsAreTemplates)
{
    expectCases(roundOneCases());
}

TEST(RoundConfigRefusals, RoundThreeRefusalsAreTemplates)
{
    expectCases(roundThreeCases());
}

TEST(RoundConfigRefusals, RoundTwoRefusalsAreTemplates)
{
    expectCases(roundTwoCases());
}

TEST(RoundConfigRefusals, ARunsOptionsRefusedAreTemplates)
{
    expectCases(simulationCases());
}

// Every config.*, r1.config.*, r2.config.*, r3.config.* and sim.config.* template is in messageTemplates() and met by a
// refusal above, so none is declared for nothing and each has its English checked.
TEST(RoundConfigRefusals, EveryNewTemplateIsMet)
{
    std::set<std::string> met;
    for (const auto& cases : {roundOneCases(), roundTwoCases(), roundThreeCases(), simulationCases()})
        for (const Case& c : cases)
            met.insert(refusalOf(c.trigger).id);
    std::set<std::string> all;
    for (const MessageTemplate& t : messageTemplates())
        all.insert(std::string(t.id));
    int templates = 0;
    for (const auto& [prefix, list] :
         {std::pair{"config.", sharedConfigTemplates()}, std::pair{"r1.config.", roundOneConfigTemplates()},
          std::pair{"r2.config.", roundTwoConfigTemplates()}, std::pair{"r3.config.", roundThreeConfigTemplates()},
          std::pair{"sim.config.", simulationConfigTemplates()}})
        for (const MessageTemplate& t : list) {
            ++templates;
            const std::string id(t.id);
            EXPECT_EQ(id.rfind(prefix, 0), 0u) << id;
            EXPECT_EQ(all.count(id), 1u) << "not in messageTemplates(): " << id;
            EXPECT_EQ(met.count(id), 1u) << "no refusal is " << id;
        }
    // 5 shared by the rounds and a run's options (at_most, at_most.unit, above.unit, percentiles,
    // election); 6 of Round 1 (visibility, extension, processing, odd, failure.target, failure.start),
    // 12 of Round 2 (zones, brokers, average_rate, local_hours, retention, seek, processing,
    // group_partitions, failure.target, failure.time, spare_network, volume_room), 17 of Round 3
    // (between, at_least.unit, critical_rate, pair_peak, groups, shares, outage, wave, bake, redrive,
    // week, capacity, fill_alarm, region, region.none, region.no_pair, region.no_mirror) and 10 of a
    // run's options (replicas, fail.group, fail.task, fail.task_back, fail.cluster, fail.cut,
    // fail.express, fail.zone, fail.broker, fail.broker_back): 5 + 6 + 12 + 17 + 10 = 50.
    EXPECT_EQ(templates, 50);
}

// The design's regions named in the refusal are a list (list.comma) of their ids as they are, so a
// language joins them its own way: "a, b" is "{first}, {next}" with a and b.
TEST(RoundConfigRefusals, TheDesignsRegionsAreAList)
{
    Scenario s;
    s.regions.resize(2);
    s.regions[0].id = "a";
    s.regions[1].id = "b";
    Report r;
    r.regions.resize(2);
    const Refusal refused = refusalOf([&] { roundThreeConfigFor(s, r, "zz"); });
    ASSERT_EQ(refused.id, "r3.config.region");
    ASSERT_EQ(refused.message.parts.size(), 1u);
    const auto& [name, list] = refused.message.parts.front();
    EXPECT_EQ(name, "regions");
    EXPECT_EQ(list.id, "list.comma");
    EXPECT_EQ(list.text(), "a, b");
}
