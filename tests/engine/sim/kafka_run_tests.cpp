// The scenario simulation against the engine's own models (the report's latency tile and walls) and
// against hand-derived timings in the fixed mode; broker failures and loss accounting.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <tuple>

#include "mqlab/error.h"
#include "mqlab/model/report.h"
#include "mqlab/sim/kafka_run.h"
#include "mqlab/sim/run_json.h"
#include "mqlab/sim/run_text.h"
#include "test_data.h"

using namespace mqlab;
using namespace mqlab::sim;

namespace {

double relativeError(double simulated, double expected)
{
    return std::abs(simulated - expected) / expected;
}

// Events/s by which the `series` (one sample a second) grew between samples `from` and `to`.
double growthPerSecond(const RunResult& r, const std::vector<std::uint64_t>& series, size_t from, size_t to)
{
    return (static_cast<double>(series[to]) - static_cast<double>(series[from])) /
           toSeconds(r.sampleTimes[to] - r.sampleTimes[from]);
}

// Stage 1 at 100 events/s, evenly spaced, linger.ms 0, every figure at its mean: one 2,048-byte
// event a batch every 10 ms, and nothing queues (FixedModeTimingsAreExact derives its timings).
Scenario fixedModeStage1(RunOptions& o)
{
    Scenario s = test::stageScenario(1);
    s.producers[0].eventsPerSecond = 100;
    s.producers[0].lingerMs = 0;
    o.seconds = 10;
    o.sampling = Sampling::FixedMean;
    o.arrivals = Arrivals::Constant;
    o.processing = Processing::Fixed;
    return s;
}

} // namespace

// Below every wall the tile's latency is the fixed 10 ms plus an M/M/1 wait on the busiest produce
// resource (models.h). The run has the same 10 ms for a produce with no queue and adds what each
// batch really waits at every resource, so the two agree to within the tile's simplifications
// (one resource, exponential service, Poisson batches): within 5% at half and at 90% of the wall.
//
// One exception, checked apart: stage 5 at 90%. Its busiest resource is the hot merchant's partition
// (31.5% of events). The tile sizes batches as if every partition got 1/48 of the events (2.2 events
// in 5 ms, 4.5 KB) and queues them M/M/1: 9 x 0.30 ms = 2.7 ms of wait. On the hot partition batches
// fill to 16 KB in about 1.2 ms, so they arrive almost evenly (each is 8 Poisson arrivals) and take a
// fixed time: an E8/D/1 queue at rho 0.9 waits far less than M/M/1. The tile is an upper bound there.
TEST(KafkaRun, MeanProduceLatencyAgreesWithTheTileBelowTheWall)
{
    for (int stage = 1; stage <= 6; ++stage) {
        const Scenario s = test::stageScenario(stage);
        const double wall = evaluate(s, test::catalog()).wallEventsPerSecond;
        for (double share : {0.5, 0.9}) {
            const Report r = evaluate(s, test::catalog(), share * wall);
            ASSERT_FALSE(r.latency.floor);
            RunOptions o;
            o.seconds = 3;
            o.load = share * wall;
            o.seed = static_cast<std::uint64_t>(stage);
            const RunResult run = simulateScenario(s, test::catalog(), o);
            const double ms = run.produce.meanNs() / 1e6;
            if (stage == 5 && share == 0.9) {
                EXPECT_LT(ms, r.latency.ms);
                EXPECT_GT(ms, kFixedProduceMs);
                continue;
            }
            EXPECT_LT(relativeError(ms, r.latency.ms), 0.05)
                << "stage " << stage << " at " << share << ": " << ms << " ms simulated, tile " << r.latency.ms;
            EXPECT_EQ(run.lost, 0u);
        }
    }
}

// Past a wall on the produce path the report has the producers hold back offered - carried events/s
// (Latency::waitingEventsPerSecond). The run gets there by itself: the busiest resource's queue grows
// until buffer.memory (32 MiB = 16,384 events of 2,048 bytes) is full, then send() blocks and events
// wait in the application. Checked at 1.5 x the wall, once the buffer is full (from 10 s to 20 s):
// stage 2's wall is the EBS link, stage 3's the network (8 copies a byte with six groups), stage 5's
// the Express partition throttle on the hot merchant's partition.
TEST(KafkaRun, PastTheWallTheBacklogGrowsAtOfferedMinusCarried)
{
    for (int stage : {2, 3, 5}) {
        const Scenario s = test::stageScenario(stage);
        const double load = 1.5 * evaluate(s, test::catalog()).wallEventsPerSecond;
        const Report r = evaluate(s, test::catalog(), load);
        ASSERT_TRUE(r.latency.floor);
        RunOptions o;
        o.seconds = 20;
        o.load = load;
        o.seed = 7;
        const RunResult run = simulateScenario(s, test::catalog(), o);
        ASSERT_GE(run.sampleTimes.size(), 21u);
        const double growth = growthPerSecond(run, run.unacked, 10, 20);
        EXPECT_LT(relativeError(growth, r.latency.waitingEventsPerSecond), 0.02)
            << "stage " << stage << ": " << growth << " events/s, report " << r.latency.waitingEventsPerSecond;
        EXPECT_GT(run.waiting.back(), 0u);
    }
}

// Express data out is not on the produce path: past its wall (stage 4) producers are not slowed but
// each group reads only what data out lets through, so every group's lag grows at offered - carried.
TEST(KafkaRun, PastTheDataOutWallEveryGroupLags)
{
    const Scenario s = test::stageScenario(4);
    const double load = 1.5 * evaluate(s, test::catalog()).wallEventsPerSecond;
    const Report r = evaluate(s, test::catalog(), load);
    const CardReport& group = r.cards[s.producers.size() + s.clusters.size()];
    const double behind = group.offeredEventsPerSecond - group.carriedEventsPerSecond;
    RunOptions o;
    o.seconds = 12;
    o.load = load;
    const RunResult run = simulateScenario(s, test::catalog(), o);
    for (const GroupOutcome& g : run.groups)
        EXPECT_LT(relativeError(growthPerSecond(run, g.lag, 4, 12), behind), 0.02) << behind;
    EXPECT_LT(run.unacked.back(), 2000u); // producers keep up
}

// The fixed mode gives exact timings. One producer at 100 events/s, evenly spaced, linger.ms 0 (a
// batch an event, 2,048 bytes) on stage 1's kafka.m7g.large brokers: disk min(250, 78.75) = 78.75 MB/s,
// network 119.94 MB/s, partition ceiling 119.94 / (1 group + 3 - 1) = 39.98 MB/s. A batch's services:
//   ceiling 2,048 / 39.98e6 s = 51,226 ns; leader write 2,048 / 78.75e6 s = 26,006 ns;
//   replication send of two copies 4,096 / 119.94e6 s = 34,150 ns; follower write 26,006 ns;
// so it is committed 137,388 ns after it is sent. Batches 10 ms apart never queue, so every produce
// takes exactly the fixed 10 ms. The group reads it (2,048 / 119.94e6 s = 17,075 ns) and processes
// it (2 ms): end to end 137,388 + 17,075 + 2,000,000 = 2,154,463 ns for every event.
TEST(KafkaRun, FixedModeTimingsAreExact)
{
    RunOptions o;
    const Scenario s = fixedModeStage1(o);
    const RunResult run = simulateScenario(s, test::catalog(), o);
    // Events at 10, 20, ..., 10,000 ms: 1,000; the last acknowledged at 10,010 ms, after the run.
    EXPECT_EQ(run.produced, 1000u);
    EXPECT_EQ(run.acked, 999u);
    EXPECT_EQ(run.produce.min(), 10 * kMillisecond);
    EXPECT_EQ(run.produce.max(), 10 * kMillisecond);
    ASSERT_EQ(run.groups.size(), 1u);
    EXPECT_EQ(run.groups[0].endToEnd.min(), 2'154'463);
    EXPECT_EQ(run.groups[0].endToEnd.max(), 2'154'463);
    EXPECT_EQ(run.groups[0].processed, 999u); // the event at 10,000 ms is processed at 10,002 ms
}

// acks=all, RF 3, min.insync.replicas 2 promise that losing one broker loses nothing: a batch is
// acknowledged only once every in-sync replica holds it, and the new leader is one of them. Stage 1
// with broker 2 down from 2 s to 5 s: nothing lost, sends in flight at the broker retried, leaders
// moved, and at the end everything produced is acknowledged but what the last 10 ms sent.
TEST(KafkaRun, AcksAllWithOneBrokerLostLosesNothing)
{
    const Scenario s = test::stageScenario(1);
    RunOptions o;
    o.seconds = 8;
    o.failures.push_back({0, 1, 2 * kSecond, 5 * kSecond});
    const RunResult run = simulateScenario(s, test::catalog(), o);
    EXPECT_EQ(run.lost, 0u);
    EXPECT_EQ(run.duplicates, 0u); // idempotence on
    EXPECT_GT(run.retries, 0u);
    const auto moved =
        std::count_if(run.log.begin(), run.log.end(), [](const LogEntry& e) { return e.kind == LogKind::LeaderMoved; });
    EXPECT_EQ(moved, 16); // broker 2 led 48 / 3 partitions
    EXPECT_TRUE(
        std::any_of(run.log.begin(), run.log.end(), [](const LogEntry& e) { return e.kind == LogKind::BrokerUp; }));
    EXPECT_LT(run.unackedNow(), 1000u); // 25,000 events/s x ~20 ms of batches in flight at most
    EXPECT_GT(run.groups[0].processed + 2000, run.produced);
}

// acks=1 promises only the leader's copy: a batch the leader acknowledged before its followers wrote
// it is lost when the leader dies. Near the EBS link's wall (stage 2 at 95%) follower writes queue
// for milliseconds, so batches are in that window when broker 1 fails; some are lost, and every lost
// batch is logged.
TEST(KafkaRun, AcksOneCanLoseWhatTheLeaderAcknowledged)
{
    Scenario s = test::stageScenario(2);
    s.producers[0].acks = Acks::One;
    s.producers[0].idempotence = false;
    RunOptions o;
    o.seconds = 4;
    o.load = 0.95 * evaluate(s, test::catalog()).wallEventsPerSecond;
    o.failures.push_back({0, 0, 2 * kSecond, kNever});
    const RunResult run = simulateScenario(s, test::catalog(), o);
    EXPECT_GT(run.lost, 0u);
    std::uint64_t logged = 0;
    for (const LogEntry& e : run.log)
        if (e.kind == LogKind::Lost)
            logged += e.events;
    EXPECT_EQ(logged, run.lost);
}

// One seed, one run; another seed, another run. Counters add up: processed never passes acknowledged.
TEST(KafkaRun, SameSeedSameRun)
{
    const Scenario s = test::stageScenario(3);
    RunOptions o;
    o.seconds = 2;
    const RunResult a = simulateScenario(s, test::catalog(), o), b = simulateScenario(s, test::catalog(), o);
    o.seed = 2;
    const RunResult c = simulateScenario(s, test::catalog(), o);
    EXPECT_EQ(a.produced, b.produced);
    EXPECT_EQ(a.produce.meanNs(), b.produce.meanNs());
    EXPECT_EQ(a.groups[5].endToEnd.quantile(0.99), b.groups[5].endToEnd.quantile(0.99));
    EXPECT_NE(a.produce.meanNs(), c.produce.meanNs());
    for (const GroupOutcome& g : a.groups)
        EXPECT_LE(g.processed, a.acked + 1000);
}

TEST(KafkaRun, BadOptionsNameTheField)
{
    const Scenario s = test::stageScenario(1);
    auto message = [&](RunOptions o) {
        try {
            (void)simulateScenario(s, test::catalog(), o);
        } catch (const InputError& e) {
            return std::string(e.what());
        }
        return std::string("no error");
    };
    RunOptions o;
    o.seconds = 0;
    EXPECT_NE(message(o).find("seconds"), std::string::npos) << message(o);
    o.seconds = NAN;
    EXPECT_NE(message(o).find("seconds"), std::string::npos);
    o = RunOptions{};
    o.failures.push_back({0, 3, 0, kSecond});
    EXPECT_NE(message(o).find("a broker from 1 to 3"), std::string::npos) << message(o);
    o = RunOptions{};
    o.load = -5;
    EXPECT_NE(message(o).find("load"), std::string::npos) << message(o);
}

// The slowest batch's life, for the stepper to follow. Stage 3 (6 groups) at 80% of its network wall
// for 2 s (below the wall, so the groups keep up and process it within the run), and Stage 1 with
// broker 2 down from 1 s to 1.5 s (its batches retried): the run hands back one batch's steps in
// time order, from its first send (or the refusal of it) to its last group's processing. Its first
// send to its acknowledgement is the histogram's maximum, produce.max(): the producer's clock runs
// from the first try, retries included. Each group processed it exactly once.
TEST(KafkaRun, TheSlowestBatchsLifeIsKept)
{
    for (const bool failure : {false, true}) {
        const Scenario s = test::stageScenario(failure ? 1 : 3);
        RunOptions o;
        o.seconds = 2;
        if (failure)
            o.failures.push_back({0, 1, kSecond, 3 * kSecond / 2});
        else
            o.load = 0.8 * evaluate(s, test::catalog()).wallEventsPerSecond;
        const RunResult run = simulateScenario(s, test::catalog(), o);
        ASSERT_FALSE(run.slowest.empty());
        EXPECT_EQ(run.slowestProduce, run.produce.max());
        const std::uint64_t batch = run.slowest.front().batch;
        for (size_t i = 0; i < run.slowest.size(); ++i) {
            EXPECT_EQ(run.slowest[i].batch, batch);
            if (i > 0) {
                EXPECT_LE(run.slowest[i - 1].at, run.slowest[i].at);
            }
        }
        const LogKind first = run.slowest.front().kind;
        EXPECT_TRUE(first == LogKind::BatchSent || first == LogKind::Refused);
        const auto acked = std::find_if(run.slowest.begin(), run.slowest.end(),
                                        [](const LogEntry& e) { return e.kind == LogKind::Acked; });
        ASSERT_NE(acked, run.slowest.end());
        EXPECT_EQ(acked->at - run.slowest.front().at, run.produce.max());
        // With the broker down for half a second, the slowest waited through it: retried, so its
        // life has more than one send (stage 3's slowest, with no failure, was sent once).
        const auto sends = std::count_if(run.slowest.begin(), run.slowest.end(),
                                         [](const LogEntry& e) { return e.kind == LogKind::BatchSent; });
        if (failure) {
            EXPECT_GT(sends, 1);
        } else {
            EXPECT_EQ(sends, 1);
        }
        // Committed once and processed by each group once (below the wall a 2 s run leaves time for
        // it: the slowest produce is well under a second).
        ASSERT_LT(run.produce.max(), kSecond);
        EXPECT_EQ(std::count_if(run.slowest.begin(), run.slowest.end(),
                                [](const LogEntry& e) { return e.kind == LogKind::Committed; }),
                  1);
        for (int g = 0; g < static_cast<int>(s.groups.size()); ++g)
            EXPECT_EQ(std::count_if(run.slowest.begin(), run.slowest.end(),
                                    [g](const LogEntry& e) { return e.kind == LogKind::Processed && e.group == g; }),
                      1)
                << "group " << g << (failure ? " with a failure" : "");
    }
}

// A zone down. On Stage 1 (3 brokers over 3 zones, broker b in zone b % 3) zone 2 holds broker 2
// alone, so its failure is that broker's: the same seed gives the same run, figure for figure.
TEST(KafkaRun, AZoneOfOneBrokerIsThatBroker)
{
    const Scenario s = test::stageScenario(1);
    RunOptions byBroker, byZone;
    byBroker.seconds = byZone.seconds = 6;
    byBroker.failures.push_back({0, 1, 2 * kSecond, 4 * kSecond});
    BrokerFailure zone{0, 0, 2 * kSecond, 4 * kSecond};
    zone.zone = 1;
    byZone.failures.push_back(zone);
    const RunResult a = simulateScenario(s, test::catalog(), byBroker), b = simulateScenario(s, test::catalog(), byZone);
    EXPECT_EQ(a.produced, b.produced);
    EXPECT_EQ(a.acked, b.acked);
    EXPECT_EQ(a.retries, b.retries);
    EXPECT_EQ(a.produce.max(), b.produce.max());
    EXPECT_EQ(a.log.size(), b.log.size());
}

// Stage 1 on 6 brokers over 3 zones (RF 3, min ISR 2, acks=all), zone 2 (brokers 2 and 5) down for the
// rest of the run. The placement is rack-aware, so every partition keeps two in-sync replicas in the
// other zones: no send is refused (2 >= min ISR 2), no partition goes offline, nothing is lost. The two
// brokers led 48 / 6 = 8 partitions each, so 16 leaders move. (Kafka's placement without racks put
// partition 7's replicas on brokers 2, 4 and 5, 1-based: brokers 2 and 5 are both in zone 2. With it
// this run refused 53,716 sends and moved 18 leaders.)
TEST(KafkaRun, AZoneLostCostsEachPartitionOneReplica)
{
    Scenario s = test::stageScenario(1);
    ASSERT_EQ(s.clusters[0].zones, 3);
    ASSERT_EQ(s.clusters[0].partitions, 48);
    s.clusters[0].brokers = 6;
    RunOptions o;
    o.seconds = 4;
    BrokerFailure zone{0, 0, kSecond, kNever};
    zone.zone = 1;
    o.failures.push_back(zone);
    const RunResult run = simulateScenario(s, test::catalog(), o);
    auto count = [&run](LogKind kind) {
        return std::count_if(run.log.begin(), run.log.end(), [kind](const LogEntry& e) { return e.kind == kind; });
    };
    EXPECT_EQ(count(LogKind::BrokerDown), 2);
    std::vector<int> down;
    for (const LogEntry& e : run.log)
        if (e.kind == LogKind::BrokerDown)
            down.push_back(e.broker);
    EXPECT_EQ(down, (std::vector<int>{1, 4})); // 0-based: brokers 2 and 5
    EXPECT_EQ(count(LogKind::LeaderMoved), 16);
    EXPECT_EQ(count(LogKind::PartitionOffline), 0);
    EXPECT_EQ(run.refused, 0u);
    EXPECT_EQ(run.lost, 0u);
}

// A zone the cluster does not have is refused with the field and the range.
TEST(KafkaRun, AZoneOutOfRangeNamesTheField)
{
    RunOptions o;
    BrokerFailure zone{0, 0, 0, kSecond};
    zone.zone = 3; // zones 1 to 3 are 0 to 2
    o.failures.push_back(zone);
    try {
        simulateScenario(test::stageScenario(1), test::catalog(), o);
        FAIL() << "zone 4 of 3 accepted";
    } catch (const InputError& e) {
        EXPECT_NE(std::string(e.what()).find("fail.zone"), std::string::npos) << e.what();
        EXPECT_NE(std::string(e.what()).find("a zone from 1 to 3"), std::string::npos) << e.what();
    }
}

// A slow disk, in the fixed mode of FixedModeTimingsAreExact (Stage 1 at 100 events/s, one 2,048-byte
// event a batch, nothing queues): broker 2's writes 10 times slower. On 3 brokers with RF 3 every
// partition has a replica on broker 2, and acks=all waits for it, leader or follower: each commit
// comes 9 x 26,006 = 234,054 ns later (a write of 26,006 ns becomes 260,060 ns; at one write every
// 10 ms it still never queues). So every produce takes 10 ms + 234,054 ns = 10,234,054 ns and every
// event 2,154,463 + 234,054 = 2,388,517 ns from creation to processed (the read is from the
// leader's network, not its disk). Slowed only from 2 s to 5 s, produces outside that take 10 ms.
TEST(KafkaRun, ASlowDiskDelaysEveryCommitItHolds)
{
    RunOptions o;
    const Scenario s = fixedModeStage1(o);
    BrokerFailure slow{0, 1, 0, kNever};
    slow.slowdown = 10;
    o.failures.push_back(slow);
    RunResult run = simulateScenario(s, test::catalog(), o);
    EXPECT_EQ(run.produce.min(), 10'234'054);
    EXPECT_EQ(run.produce.max(), 10'234'054);
    EXPECT_EQ(run.groups[0].endToEnd.min(), 2'388'517);
    EXPECT_EQ(run.groups[0].endToEnd.max(), 2'388'517);
    EXPECT_EQ(run.lost, 0u);
    ASSERT_FALSE(run.log.empty());
    EXPECT_EQ(run.log.front().kind, LogKind::DiskSlow);
    EXPECT_EQ(run.log.front().broker, 1);

    o.failures[0].from = 2 * kSecond;
    o.failures[0].until = 5 * kSecond;
    run = simulateScenario(s, test::catalog(), o);
    EXPECT_EQ(run.produce.min(), 10 * kMillisecond);
    EXPECT_EQ(run.produce.max(), 10'234'054);
    EXPECT_TRUE(std::any_of(run.log.begin(), run.log.end(), [](const LogEntry& e) {
        return e.kind == LogKind::DiskNormal && e.at == 5 * kSecond;
    }));
}

// A slowdown out of range, or on Express brokers (no disk of the user's), names the field.
TEST(KafkaRun, ASlowDiskOutOfRangeNamesTheField)
{
    for (const double bad : {0.5, 1.0, 1'001.0, std::nan("")}) {
        RunOptions o;
        BrokerFailure slow{0, 0, 0, kSecond};
        slow.slowdown = bad;
        o.failures.push_back(slow);
        try {
            simulateScenario(test::stageScenario(1), test::catalog(), o);
            ADD_FAILURE() << bad << " accepted";
        } catch (const InputError& e) {
            EXPECT_NE(std::string(e.what()).find("fail.disk_slowdown"), std::string::npos) << e.what();
        }
    }
    RunOptions o;
    BrokerFailure slow{0, 0, 0, kSecond};
    slow.slowdown = 2;
    o.failures.push_back(slow);
    EXPECT_THROW(simulateScenario(test::stageScenario(4), test::catalog(), o), InputError); // Express
}

namespace {

// fixedModeStage1 with every event on partition 0 (the merchant key, one sub-key, the custom
// partitioner puts sub-key 0 on partition 0) and a group of 2 tasks of one thread: partition 0 is
// task 1's (0 mod 2), task 2 has nothing to do. Event i is created at i x 10 ms and, as derived for
// FixedModeTimingsAreExact, fetched 154,463 ns later and processed 2 ms after that (2,154,463 ns).
Scenario fixedOnePartition(RunOptions& o)
{
    Scenario s = fixedModeStage1(o);
    s.producers[0].key = KeyKind::Merchant;
    s.producers[0].hotKeyShare = 1;
    s.producers[0].subKeys = 1;
    s.producers[0].partitioner = Partitioner::Custom;
    s.groups[0].tasks = 2;
    s.groups[0].threadsPerTask = 1;
    return s;
}

size_t countKind(const RunResult& r, LogKind kind)
{
    return static_cast<size_t>(
        std::count_if(r.log.begin(), r.log.end(), [kind](const LogEntry& e) { return e.kind == kind; }));
}

} // namespace

// Task 1 crashes at 7.001 s for good. Offsets were auto-committed at 5 s (every 5 s); events 500 to
// 699 (created 5.00 to 6.99 s, processed by 6.992 s) were processed since: 200 events to process
// again. Event 700 (created 7.000 s) is in service at the crash (7.000154 to 7.002154 s): dropped,
// waiting with every later fetch. The group notices at 7.001 + 45 (session.timeout.ms) = 52.001 s and
// gives partition 0 (and the 23 other even partitions, which get no events) to task 2, which first
// processes the 200 again (200 x 2 ms = 400 ms, to 52.401 s)
// and then events 700 on, one every 2 ms: event 700 done at 52.403 s, 45.403 s after its creation.
// Lag (committed - processed): at the 52 s sample, events 1 to 5,199 committed (event 5,200 commits
// 137 us after 52 s) and 1 to 699 processed: 4,500. By 53 s task 2 has done (53 - 52.401) / 0.002 =
// 299.5, so 299 events: processed 998, committed 5,299, lag 4,301. Task 2 takes 2 ms an event against
// 10 ms between arrivals, so the backlog (0.4 s + 4,501 x 2 ms) drains in 9.402 / (1 - 0.2) = 11.75 s,
// by 63.8 s: at 70 s the lag is 0 and every event but the one created at 70 s is processed (6,999).
TEST(KafkaRun, ACrashedTasksPartitionsMoveAfterTheSessionTimeout)
{
    RunOptions o;
    const Scenario s = fixedOnePartition(o);
    o.seconds = 70;
    BrokerFailure crash;
    crash.group = 0;
    crash.task = 0;
    crash.from = 7'001 * kMillisecond;
    o.failures.push_back(crash);
    const RunResult run = simulateScenario(s, test::catalog(), o);
    const GroupOutcome& g = run.groups[0];
    EXPECT_EQ(g.redelivered, 200u);
    EXPECT_EQ(g.processed, 6'999u);
    EXPECT_EQ(g.endToEnd.min(), 2'154'463);
    EXPECT_EQ(g.endToEnd.max(), 45'403 * kMillisecond);
    ASSERT_GE(g.lag.size(), 71u);
    EXPECT_EQ(g.lag[52], 4'500u);
    EXPECT_EQ(g.lag[53], 4'301u);
    EXPECT_EQ(*std::max_element(g.lag.begin(), g.lag.end()), 4'500u);
    EXPECT_EQ(g.lag[70], 0u);
    EXPECT_EQ(run.lost, 0u);
    const auto moved = std::find_if(run.log.begin(), run.log.end(),
                                    [](const LogEntry& e) { return e.kind == LogKind::PartitionReassigned; });
    ASSERT_NE(moved, run.log.end());
    EXPECT_EQ(moved->at, 52'001 * kMillisecond);
    EXPECT_EQ(moved->partition, 0);
    EXPECT_EQ(moved->task, 1);
    const auto again =
        std::find_if(run.log.begin(), run.log.end(), [](const LogEntry& e) { return e.kind == LogKind::Redelivered; });
    ASSERT_NE(again, run.log.end());
    EXPECT_EQ(again->events, 200u);
    EXPECT_EQ(countKind(run, LogKind::TaskCrashed), 1u);
}

// Back before its session ran out (crash 7.001 s, back 8.001 s): the task rejoins and takes its
// partition at once, from the last commit (5 s): the same 200 events processed again, then events 700
// to 800 (fetched up to 8.000154 s) from 8.401 s: event 700 done at 8.403 s, 1.403 s after creation.
// Task 1 owns the 24 even partitions of 48 (p mod 2 tasks): all 24 go back to it at 8.001 s. The
// expiry at 52.001 s finds the task working and moves nothing.
TEST(KafkaRun, ATaskBackBeforeItsSessionEndsTakesItsPartitionBack)
{
    RunOptions o;
    const Scenario s = fixedOnePartition(o);
    o.seconds = 60;
    BrokerFailure crash;
    crash.group = 0;
    crash.task = 0;
    crash.from = 7'001 * kMillisecond;
    crash.until = 8'001 * kMillisecond;
    o.failures.push_back(crash);
    const RunResult run = simulateScenario(s, test::catalog(), o);
    EXPECT_EQ(run.groups[0].redelivered, 200u);
    EXPECT_EQ(run.groups[0].endToEnd.max(), 1'403 * kMillisecond);
    EXPECT_EQ(countKind(run, LogKind::PartitionReassigned), 24u);
    for (const LogEntry& e : run.log)
        if (e.kind == LogKind::PartitionReassigned) {
            EXPECT_EQ(e.at, 8'001 * kMillisecond);
            EXPECT_EQ(e.task, 0);
        }
    EXPECT_EQ(countKind(run, LogKind::TaskBack), 1u);
    EXPECT_EQ(run.groups[0].processed, 5'999u); // the event created at 60 s is processed after the run
}

// Two crashes in a group of 3 tasks (every event on partition 0, task 1's): task 1 from 7.001 s for
// good, task 2 from 20 s to 30 s. When task 2 rejoins at 30 s the group rebalances, but task 1's session
// runs until 7.001 + 45 = 52.001 s, so partition 0 waits for that: then task 1's 16 partitions (0, 3,
// ..., 45) go in turn to the working tasks 2 and 3, partition 0 to task 2. The 200 events processed
// since the 5 s commit are processed again, as in ACrashedTasksPartitionsMoveAfterTheSessionTimeout.
TEST(KafkaRun, ARejoiningTaskDoesNotTakeAPartitionWhoseTasksSessionStillRuns)
{
    RunOptions o;
    Scenario s = fixedOnePartition(o);
    s.groups[0].tasks = 3;
    o.seconds = 60;
    BrokerFailure first;
    first.group = 0;
    first.task = 0;
    first.from = 7'001 * kMillisecond;
    BrokerFailure second = first;
    second.task = 1;
    second.from = 20 * kSecond;
    second.until = 30 * kSecond;
    o.failures = {first, second};
    const RunResult run = simulateScenario(s, test::catalog(), o);
    std::vector<LogEntry> zero;
    for (const LogEntry& e : run.log)
        if (e.kind == LogKind::PartitionReassigned && e.partition == 0)
            zero.push_back(e);
    ASSERT_EQ(zero.size(), 1u);
    EXPECT_EQ(zero[0].at, 52'001 * kMillisecond);
    EXPECT_EQ(zero[0].task, 1);
    EXPECT_EQ(run.groups[0].redelivered, 200u);
}

// A task or group out of range names the field and its range.
TEST(KafkaRun, ATaskOutOfRangeNamesTheField)
{
    const Scenario s = test::stageScenario(1); // one group of 12 tasks
    for (const auto& [group, task, field] : {std::tuple{1, 0, "fail.group"}, std::tuple{0, 12, "fail.task"}}) {
        RunOptions o;
        BrokerFailure crash;
        crash.group = group;
        crash.task = task;
        o.failures.push_back(crash);
        try {
            simulateScenario(s, test::catalog(), o);
            ADD_FAILURE() << field << " accepted";
        } catch (const InputError& e) {
            EXPECT_NE(std::string(e.what()).find(field), std::string::npos) << e.what();
        }
    }
}

// Broker 2 cut off from 2 s to the end (fixed stage 1: one event a batch every 10 ms, acks=all, RF 3
// on 3 brokers, min.insync.replicas 2). Every partition has a replica on broker 2, so from 2 s no
// commit completes: as follower it fetches nothing, as leader it replicates to no one. The controller
// fences it at 2 + 9 (broker.session.timeout.ms) = 11 s: out of every in-sync set (2 left, enough for
// min ISR 2), its 16 leaderships (48 / 3) to an in-sync follower. Batches waiting for broker 2 as a
// follower commit then; batches only broker 2 (the cut-off leader) holds were never acknowledged and
// are sent again to the new leader when the producer's request times out, 30 s after the send
// (request.timeout.ms): each takes 30 s + the produce's 10 ms = 30,010 ms, the slowest produce.
// Nothing acknowledged is lost, and by 45 s everything is acknowledged but the event created at 45 s.
TEST(KafkaRun, ACutOffLeaderLosesNothingWithAcksAll)
{
    RunOptions o;
    const Scenario s = fixedModeStage1(o);
    o.seconds = 45;
    BrokerFailure cut{0, 1, 2 * kSecond, kNever};
    cut.cut = true;
    o.failures.push_back(cut);
    const RunResult run = simulateScenario(s, test::catalog(), o);
    EXPECT_EQ(run.lost, 0u);
    EXPECT_EQ(run.produced, 4'500u);
    EXPECT_EQ(run.acked, 4'499u);
    EXPECT_EQ(run.produce.min(), 10 * kMillisecond);
    EXPECT_EQ(run.produce.max(), 30'010 * kMillisecond);
    EXPECT_GT(run.retries, 0u);
    EXPECT_EQ(countKind(run, LogKind::LeaderMoved), 16u);
    for (const LogEntry& e : run.log) {
        if (e.kind == LogKind::LeaderMoved || e.kind == LogKind::BrokerFenced) {
            EXPECT_EQ(e.at, 11 * kSecond);
        }
    }
}

// The same cut with acks=1: the cut-off leader answers alone for 9 s, and what it acknowledged on
// its 16 partitions is gone when the controller moves them: lost, each batch logged.
TEST(KafkaRun, ACutOffLeaderLosesWhatItAloneAcknowledgedWithAcksOne)
{
    RunOptions o;
    Scenario s = fixedModeStage1(o);
    s.producers[0].acks = Acks::One;
    o.seconds = 20;
    BrokerFailure cut{0, 1, 2 * kSecond, kNever};
    cut.cut = true;
    o.failures.push_back(cut);
    const RunResult run = simulateScenario(s, test::catalog(), o);
    EXPECT_GT(run.lost, 0u);
    std::uint64_t logged = 0;
    for (const LogEntry& e : run.log)
        if (e.kind == LogKind::Lost) {
            logged += e.events;
            EXPECT_EQ(e.at, 11 * kSecond);
        }
    EXPECT_EQ(logged, run.lost);
}

// Reconnected before the controller gives up (cut 2 s to 5 s, fence due at 11 s): no leader moves;
// what waited for broker 2 commits at 5 s, so the slowest produce is the batch sent just after 2 s:
// 3 s of waiting plus the rest of its 10 ms, under 3,010 ms.
TEST(KafkaRun, ACutHealedBeforeTheFenceMovesNoLeader)
{
    RunOptions o;
    const Scenario s = fixedModeStage1(o);
    BrokerFailure cut{0, 1, 2 * kSecond, 5 * kSecond};
    cut.cut = true;
    o.failures.push_back(cut);
    const RunResult run = simulateScenario(s, test::catalog(), o);
    EXPECT_EQ(run.lost, 0u);
    EXPECT_EQ(countKind(run, LogKind::LeaderMoved), 0u);
    EXPECT_EQ(countKind(run, LogKind::BrokerFenced), 0u);
    EXPECT_EQ(countKind(run, LogKind::BrokerReconnected), 1u);
    EXPECT_GT(run.produce.max(), 2'990 * kMillisecond);
    EXPECT_LE(run.produce.max(), 3'010 * kMillisecond);
    EXPECT_EQ(run.acked, 999u);
}

// The events over each connection between samples (RunResult::paths, the canvas's moving dots), in
// the fixed mode of FixedModeTimingsAreExact: event i (i = 1 to 999) is created at i x 10 ms,
// acknowledged exactly 10 ms later and processed 2,154,463 ns after its creation.
// A sample at k s comes before anything else at k s (it was scheduled at k - 1 s: ties go by
// scheduling order), so sample k counts what happened in [k - 1 s, k s).
// - orders -> kafka carries the acknowledgements: sample k counts events created in [k - 1.01 s,
//   k - 0.01 s), i = 100k - 101 to 100k - 2: 100 of them; at 1 s only i = 1 to 98 (98). The
//   acknowledgement of event 999 falls at 10 s, after the last sample: the samples add up to 998 of
//   the 999 carried.
// - kafka -> fulfilment carries what the group processed: created in (k - 1.002154463 s,
//   k - 0.002154463 s), i = 100k - 100 to 100k - 1: 100; at 1 s i = 1 to 99 (99). 99 + 9 x 100 = 999,
//   every event processed.
TEST(KafkaRun, EachConnectionCarriesItsEventsSampleBySample)
{
    RunOptions o;
    const Scenario s = fixedModeStage1(o);
    ASSERT_EQ(s.connections.size(), 2u);
    ASSERT_EQ(s.connections[0].to, s.clusters[0].id); // orders -> kafka
    ASSERT_EQ(s.connections[1].to, s.groups[0].id);   // kafka -> fulfilment
    const RunResult run = simulateScenario(s, test::catalog(), o);
    ASSERT_EQ(run.paths.size(), 2u);
    std::vector<std::uint64_t> produce(11, 100), consume(11, 100);
    produce[0] = consume[0] = 0; // nothing before the first sample at 0 s
    produce[1] = 98;
    consume[1] = 99;
    EXPECT_EQ(run.paths[0].perSample, produce);
    EXPECT_EQ(run.paths[1].perSample, consume);
    EXPECT_EQ(run.paths[0].carried, run.acked); // 999
    EXPECT_EQ(run.paths[1].carried, run.groups[0].processed);
    EXPECT_EQ(run.paths[1].carried, 999u);
    EXPECT_EQ(run.paths[0].carries, PathCarries::Acknowledged);
    EXPECT_EQ(run.paths[1].carries, PathCarries::Processed);
    // In words (mqlab simulate's text): 999 events over the 10 simulated seconds, 99.9 a second.
    EXPECT_EQ(pathText(s, run, 0), "Order service to Kafka cluster: 999 events acknowledged (99.9 events/s)");
    EXPECT_EQ(pathText(s, run, 1), "Kafka cluster to Fulfilment: 999 events processed (99.9 events/s)");
    // And in mqlab simulate --json, in the scenario's order.
    const nlohmann::json j = runToJson(s, o, run);
    ASSERT_EQ(j["connections"].size(), 2u);
    EXPECT_EQ(j["connections"][0]["from"], "orders");
    EXPECT_EQ(j["connections"][0]["carries"], "acknowledged");
    EXPECT_EQ(j["connections"][0]["events"], 999);
    EXPECT_EQ(j["connections"][0]["per_sample"].get<std::vector<std::uint64_t>>(), produce);
    EXPECT_EQ(j["connections"][1]["to"], "fulfilment");
    EXPECT_EQ(j["connections"][1]["carries"], "processed");
    EXPECT_EQ(j["connections"][1]["per_sample"].get<std::vector<std::uint64_t>>(), consume);
    // As events a second: the samples are a second apart.
    EXPECT_EQ(run.carriedPerSecond(0, 1), 98.0);
    EXPECT_EQ(run.carriedPerSecond(1, 5), 100.0);
    EXPECT_EQ(run.carriedPerSecond(0, 0), 0.0);  // no sample before the first
    EXPECT_EQ(run.carriedPerSecond(0, 11), 0.0); // past the last
    EXPECT_EQ(run.carriedPerSecond(2, 5), 0.0);  // no such connection
    // Half-second samples halve what each holds, not the rate: sample k at k / 2 s counts
    // [k / 2 - 0.5 s, k / 2 s); at 5 s the group's (4.5 s, 5 s) holds i = 450 to 499: 50, 100 a second.
    RunOptions half = o;
    half.sampleEverySeconds = 0.5;
    const RunResult halves = simulateScenario(s, test::catalog(), half);
    EXPECT_EQ(halves.paths[1].perSample[10], 50u);
    EXPECT_EQ(halves.carriedPerSecond(1, 10), 100.0);
}

// A producer sends to its first cluster only: a connection to a second one carries nothing, keeps no
// samples, and says so in words.
TEST(KafkaRun, AConnectionTheRunDoesNotUseCarriesNothing)
{
    RunOptions o;
    Scenario s = fixedModeStage1(o);
    Cluster second = s.clusters[0];
    second.id = "standby";
    second.name = "Standby cluster";
    s.clusters.push_back(second);
    s.connections.push_back({"orders", "standby"});
    const RunResult run = simulateScenario(s, test::catalog(), o);
    ASSERT_EQ(run.paths.size(), 3u);
    EXPECT_EQ(run.paths[2].carries, PathCarries::Nothing);
    EXPECT_EQ(run.paths[2].carried, 0u);
    EXPECT_TRUE(run.paths[2].perSample.empty());
    EXPECT_EQ(run.paths[0].carried, 999u); // the first cluster's, as EachConnectionCarriesItsEventsSampleBySample
    EXPECT_EQ(pathText(s, run, 2), "Order service to Standby cluster: not used by the run");
    EXPECT_EQ(runToJson(s, o, run)["connections"][2]["carries"], "nothing");
}

// A group whose only working task for partition 0 crashed carries nothing until the partition moves
// (ACrashedTasksPartitionsMoveAfterTheSessionTimeout derives the times): sample 7 ([6 s, 7 s))
// holds events 600 to 699, 100; task 1 crashes at 7.001 s before finishing event 700 (7.000154 to
// 7.002154 s), and task 2 holds no partition with events, so samples 8 to 52 hold 0. The partition
// moves to task 2 at 52.001 s: the 200 events processed again done at 52.401 s, then events 700 on
// every 2 ms from 52.403 s, 299 of them before 53 s: sample 53 holds 200 + 299 = 499. The producer
// is untouched: 100 a sample.
TEST(KafkaRun, ACrashedGroupCarriesNothingUntilItsPartitionsMove)
{
    RunOptions o;
    const Scenario s = fixedOnePartition(o);
    o.seconds = 54;
    BrokerFailure crash;
    crash.group = 0;
    crash.task = 0;
    crash.from = 7'001 * kMillisecond;
    o.failures.push_back(crash);
    const RunResult run = simulateScenario(s, test::catalog(), o);
    const std::vector<std::uint64_t>& group = run.paths[1].perSample;
    ASSERT_EQ(group.size(), 55u); // 0 to 54 s
    EXPECT_EQ(group[7], 100u);
    for (size_t k = 8; k <= 52; ++k)
        EXPECT_EQ(group[k], 0u) << "sample " << k;
    EXPECT_EQ(group[53], 499u);
    EXPECT_EQ(run.carriedPerSecond(1, 30), 0.0);
    for (size_t k = 2; k <= 54; ++k)
        EXPECT_EQ(run.paths[0].perSample[k], 100u) << "sample " << k;
    EXPECT_EQ(run.paths[1].carried, run.groups[0].processed + run.groups[0].redelivered);
}
