// The run's progress hook (RunOptions::progress): called once a simulated slice, with a share that
// only grows and ends at 1; returning false stops the run there, and the result says so. A watched
// run is the same run as an unwatched one.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "mqlab/error.h"
#include "mqlab/sim/kafka_run.h"
#include "test_data.h"

using namespace mqlab;
using namespace mqlab::sim;

// 5 simulated seconds watched every second: the hook sees 1/5, 2/5, ... 5/5, one call a second.
TEST(RunProgress, CalledEverySliceRisingToOne)
{
    const Scenario s = test::stageScenario(1);
    RunOptions o;
    o.seconds = 5;
    std::vector<double> seen;
    std::vector<SimTime> soFarSeconds;
    std::vector<size_t> soFarSamples;
    o.progress = [&](double done, const RunResult& soFar) {
        seen.push_back(done);
        soFarSeconds.push_back(soFar.simulated);
        soFarSamples.push_back(soFar.sampleTimes.size());
        return true;
    };
    const RunResult r = simulateScenario(s, test::catalog(), o);
    EXPECT_FALSE(r.cancelled);
    EXPECT_EQ(r.simulated, 5 * kSecond);
    ASSERT_EQ(seen.size(), 5u);
    // Each call saw the run so far: the clock at 1, 2, ... 5 s and a lag sample at 0 s and each second.
    ASSERT_EQ(soFarSeconds.size(), 5u);
    for (size_t i = 0; i < soFarSeconds.size(); ++i) {
        EXPECT_EQ(soFarSeconds[i], static_cast<SimTime>(i + 1) * kSecond);
        EXPECT_EQ(soFarSamples[i], i + 2);
    }
    for (size_t i = 0; i < seen.size(); ++i)
        EXPECT_DOUBLE_EQ(seen[i], static_cast<double>(i + 1) / 5.0);
}

// A slice that does not divide the run: 2.5 s every second is 1/2.5, 2/2.5, then the end (1).
TEST(RunProgress, TheLastSliceEndsAtTheRunsEnd)
{
    const Scenario s = test::stageScenario(1);
    RunOptions o;
    o.seconds = 2.5;
    std::vector<double> seen;
    o.progress = [&](double done, const RunResult&) {
        seen.push_back(done);
        return true;
    };
    (void)simulateScenario(s, test::catalog(), o);
    ASSERT_EQ(seen.size(), 3u);
    EXPECT_DOUBLE_EQ(seen[0], 0.4);
    EXPECT_DOUBLE_EQ(seen[1], 0.8);
    EXPECT_DOUBLE_EQ(seen[2], 1.0);
}

// Running in slices handles the same events in the same order: every figure is the unwatched run's.
TEST(RunProgress, AWatchedRunIsTheSameRun)
{
    const Scenario s = test::stageScenario(3);
    RunOptions o;
    o.seconds = 3;
    o.seed = 11;
    const RunResult plain = simulateScenario(s, test::catalog(), o);
    o.progress = [](double, const RunResult&) { return true; };
    o.progressEverySeconds = 0.25;
    const RunResult watched = simulateScenario(s, test::catalog(), o);
    EXPECT_EQ(watched.schedulerEvents, plain.schedulerEvents);
    EXPECT_EQ(watched.produced, plain.produced);
    EXPECT_EQ(watched.acked, plain.acked);
    EXPECT_EQ(watched.produce.quantile(0.99), plain.produce.quantile(0.99));
    EXPECT_EQ(watched.produce.max(), plain.produce.max());
    EXPECT_EQ(watched.groups[0].lag, plain.groups[0].lag);
    EXPECT_EQ(watched.sampleTimes, plain.sampleTimes);
}

// Saying stop after the second call of a 3,600 s run stops it at 2 s: the clock, the samples (one at
// 0, 1 and 2 s) and the events produced are those of the first 2 s only, and no further call comes.
TEST(RunProgress, SayingStopEndsTheRunEarly)
{
    const Scenario s = test::stageScenario(1);
    RunOptions o;
    o.seconds = 3600;
    int calls = 0;
    o.progress = [&](double done, const RunResult&) {
        ++calls;
        EXPECT_LT(done, 1.0);
        return calls < 2;
    };
    const RunResult r = simulateScenario(s, test::catalog(), o);
    EXPECT_TRUE(r.cancelled);
    EXPECT_EQ(calls, 2);
    EXPECT_EQ(r.simulated, 2 * kSecond);
    EXPECT_EQ(r.sampleTimes.size(), 3u);
    // The same seed run for 2 s whole produced exactly as many events.
    RunOptions two;
    two.seconds = 2;
    EXPECT_EQ(r.produced, simulateScenario(s, test::catalog(), two).produced);
}

TEST(RunProgress, BadSliceNamesTheField)
{
    const Scenario s = test::stageScenario(1);
    RunOptions o;
    o.progress = [](double, const RunResult&) { return true; };
    o.progressEverySeconds = 0;
    try {
        (void)simulateScenario(s, test::catalog(), o);
        FAIL() << "no error";
    } catch (const InputError& e) {
        EXPECT_NE(std::string(e.what()).find("progress_every_s"), std::string::npos) << e.what();
    }
}
