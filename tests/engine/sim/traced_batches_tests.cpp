// A picked dot's batch: the traced batches looked up by connection and time, and one batch's life
// from the log, in the fixed mode where every time is exact.
#include <gtest/gtest.h>

#include "mqlab/sim/kafka_run.h"
#include "test_data.h"

using namespace mqlab;
using namespace mqlab::sim;

namespace {

// Stage 1 at 100 events/s, evenly spaced, linger.ms 0, every figure at its mean (as
// kafka_run_tests' fixedModeStage1): batch k (from 0) holds one event, created and sent at
// (k + 1) x 10 ms. One batch in 100 traced: batches 0, 100, ..., 900.
Scenario fixedStage1(RunOptions& o)
{
    Scenario s = test::stageScenario(1);
    s.producers[0].eventsPerSecond = 100;
    s.producers[0].lingerMs = 0;
    o.seconds = 10;
    o.sampling = Sampling::FixedMean;
    o.arrivals = Arrivals::Constant;
    o.processing = Processing::Fixed;
    o.traceEvery = 100;
    return s;
}

constexpr SimTime kMs = kMillisecond;

} // namespace

// FixedModeTimingsAreExact derives each step of a batch sent at s (ns after s): the partition
// ceiling 51,226 then the leader's write 26,006: written at 77,232; the replication send 34,150 then
// each follower's write 26,006 (two followers, on two brokers, side by side): both at 137,388, and
// committed then; the group reads it (17,075) and processes it (2 ms): 2,154,463; acknowledged at
// the fixed 10 ms. So batch 500, sent at 5,010 ms, has these seven entries in time order.
TEST(TracedBatches, ABatchsLifeIsItsLogEntriesInTimeOrder)
{
    RunOptions o;
    const Scenario s = fixedStage1(o);
    const RunResult run = simulateScenario(s, test::catalog(), o);
    const std::vector<LogEntry> life = batchTimeline(run, 500);
    const SimTime sent = 5'010 * kMs;
    const std::vector<std::pair<LogKind, SimTime>> want = {
        {LogKind::BatchSent, sent},
        {LogKind::LeaderWritten, sent + 77'232},
        {LogKind::ReplicaWritten, sent + 137'388},
        {LogKind::ReplicaWritten, sent + 137'388},
        {LogKind::Committed, sent + 137'388},
        {LogKind::Processed, sent + 2'154'463},
        {LogKind::Acked, sent + 10 * kMs},
    };
    ASSERT_EQ(life.size(), want.size());
    for (size_t i = 0; i < want.size(); ++i) {
        EXPECT_EQ(life[i].kind, want[i].first) << i;
        EXPECT_EQ(life[i].at, want[i].second) << i;
        EXPECT_EQ(life[i].batch, 500u);
        EXPECT_EQ(life[i].producer, 0);
    }
    // Batch 0 is a batch too (the broker entries also carry batch 0, and are not its life).
    EXPECT_EQ(batchTimeline(run, 0).size(), want.size());
    EXPECT_TRUE(batchTimeline(run, 501).empty()); // not traced
}

// The crossings: orders -> kafka from each traced batch's send to its acknowledgement, kafka ->
// fulfilment from its commit to its processing, for batches 0, 100, ..., 900 (sent at 10 ms,
// 1,010 ms, ..., 9,010 ms). The last acknowledgement, 9,020 ms, is inside the 10 s run.
TEST(TracedBatches, EachConnectionHasItsTracedBatchesCrossings)
{
    RunOptions o;
    const Scenario s = fixedStage1(o);
    const RunResult run = simulateScenario(s, test::catalog(), o);
    ASSERT_EQ(run.paths.size(), 2u);
    EXPECT_EQ(run.paths[0].producer, 0);
    EXPECT_EQ(run.paths[1].group, 0);
    const std::vector<TracedCrossing> produce = tracedCrossings(run, 0), consume = tracedCrossings(run, 1);
    ASSERT_EQ(produce.size(), 10u);
    ASSERT_EQ(consume.size(), 10u);
    for (std::uint64_t k = 0; k < 10; ++k) {
        const SimTime sent = static_cast<SimTime>(100 * k + 1) * 10 * kMs;
        EXPECT_EQ(produce[k], (TracedCrossing{100 * k, sent, sent + 10 * kMs}));
        EXPECT_EQ(consume[k], (TracedCrossing{100 * k, sent + 137'388, sent + 2'154'463}));
    }
    EXPECT_TRUE(tracedCrossings(run, 2).empty()); // no such connection
}

// Picking at a time: at 5 s no traced batch is under way on orders -> kafka; batch 400 ended at
// 4,020 ms (980 ms before) and batch 500 starts at 5,010 ms (10 ms after): batch 500. At 4,015 ms
// batch 400 is under way (4,010 to 4,020 ms). On kafka -> fulfilment at 5,011 ms batch 500 is under
// way (5,010.137388 to 5,012.154463 ms). Past the run's traced batches, at 10 s: the last, 900.
TEST(TracedBatches, APickTakesTheBatchUnderWayOrTheNearest)
{
    RunOptions o;
    const Scenario s = fixedStage1(o);
    const RunResult run = simulateScenario(s, test::catalog(), o);
    TracedCrossing c;
    ASSERT_TRUE(tracedBatchNear(run, 0, 5 * kSecond, c));
    EXPECT_EQ(c.batch, 500u);
    ASSERT_TRUE(tracedBatchNear(run, 0, 4'015 * kMs, c));
    EXPECT_EQ(c.batch, 400u);
    ASSERT_TRUE(tracedBatchNear(run, 1, 5'011 * kMs, c));
    EXPECT_EQ(c.batch, 500u);
    EXPECT_EQ(c.from, 5'010 * kMs + 137'388);
    ASSERT_TRUE(tracedBatchNear(run, 1, 10 * kSecond, c));
    EXPECT_EQ(c.batch, 900u);
    EXPECT_FALSE(tracedBatchNear(run, 2, 5 * kSecond, c));
    // Tracing none: nothing to pick.
    RunOptions none = o;
    none.traceEvery = 0;
    EXPECT_FALSE(tracedBatchNear(simulateScenario(s, test::catalog(), none), 0, 5 * kSecond, c));
}
