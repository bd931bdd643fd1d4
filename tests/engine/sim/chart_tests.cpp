// What the Simulate panel draws and prints from a run: a histogram's equal bins and a duration's text.
#include <gtest/gtest.h>

#include "mqlab/sim/histogram.h"
#include "mqlab/sim/kafka_run.h"
#include "mqlab/sim/run_text.h"
#include "test_data.h"

using namespace mqlab::sim;

// Values below 512 ns have a bucket each, so they land exactly: 0..9 ns, 0 to 10 ns in 5 bins of 2 ns
// holds two values a bin; 10 ns is the top edge, in the last bin; 11 ns is outside and left out.
TEST(SimHistogramBins, SmallValuesLandInTheirBins)
{
    Histogram h;
    for (SimTime v = 0; v < 10; ++v)
        h.add(v);
    h.add(10);
    h.add(11);
    const std::vector<std::uint64_t> bins = h.binCounts(0, 10, 5);
    ASSERT_EQ(bins.size(), 5u);
    EXPECT_EQ(bins[0], 2u); // 0, 1
    EXPECT_EQ(bins[1], 2u); // 2, 3
    EXPECT_EQ(bins[2], 2u); // 4, 5
    EXPECT_EQ(bins[3], 2u); // 6, 7
    EXPECT_EQ(bins[4], 3u); // 8, 9 and the top edge 10
}

// Large values: 1,000 samples at 10 ms and 10 at 20 ms, binned 9 ms to 21 ms in 12 bins of 1 ms. A
// fine bucket is at most 1/256 of its value wide (39 us at 10 ms), so each lands in the bin of its
// millisecond: 10 ms in bin 1, 20 ms in bin 11; the others stay empty and the total is all 1,010.
TEST(SimHistogramBins, LargeValuesLandInTheBinOfTheirValue)
{
    Histogram h;
    for (int i = 0; i < 1000; ++i)
        h.add(10 * kMillisecond);
    for (int i = 0; i < 10; ++i)
        h.add(20 * kMillisecond);
    const std::vector<std::uint64_t> bins = h.binCounts(9 * kMillisecond, 21 * kMillisecond, 12);
    ASSERT_EQ(bins.size(), 12u);
    for (size_t i = 0; i < bins.size(); ++i)
        EXPECT_EQ(bins[i], i == 1 ? 1000u : i == 11 ? 10u : 0u) << "bin " << i;
}

TEST(SimHistogramBins, EmptyOrNoRangeIsAllZero)
{
    Histogram h;
    EXPECT_EQ(h.binCounts(0, 10, 3), std::vector<std::uint64_t>(3, 0));
    h.add(5);
    EXPECT_EQ(h.binCounts(10, 10, 2), std::vector<std::uint64_t>(2, 0));
}

// Two decimals under 100 ms, one under 10,000 ms, none from there, with thousands separators.
TEST(SimRunText, DurationsInMs)
{
    EXPECT_EQ(durationMsText(10'420'000), "10.42 ms");      // 10.42 ms
    EXPECT_EQ(durationMsText(1'234'500'000), "1,234.5 ms"); // 1,234.5 ms
    EXPECT_EQ(durationMsText(12'345'600'000), "12,346 ms"); // 12,345.6 ms rounds to 12,346
    EXPECT_EQ(durationMsText(0), "0.00 ms");
}

// The seconds field's range in the words every message about it uses: (0, 3,600] simulated seconds.
TEST(SimRunText, SecondsRange)
{
    EXPECT_EQ(runSecondsAllowed(), "more than 0 and at most 3,600");
}

// Log entries in words, named from stage 1's design (cluster "Kafka cluster"?, group names read from
// the scenario itself): the time with ms, the batch with its events and partition, what happened.
TEST(SimRunText, LogEntries)
{
    const mqlab::Scenario s = mqlab::test::stageScenario(1);
    LogEntry acked{12'345'000'000, LogKind::Acked, 0, -1, 3, -1, 4000, 12};
    EXPECT_EQ(logEntryText(s, acked), "12.345 s  batch 4,000 (12 events, partition 3) acknowledged to the producer");
    LogEntry processed{1'000'000, LogKind::Processed, 0, -1, 0, 0, 7, 1};
    EXPECT_EQ(logEntryText(s, processed), "0.001 s  batch 7 (1 event, partition 0) processed by " + s.groups[0].name);
    LogEntry down{20 * kSecond, LogKind::BrokerDown, 0, 1, -1, -1, 0, 0};
    EXPECT_EQ(logEntryText(s, down), "20.000 s  broker 2 of " + s.clusters[0].name + " down");
}
