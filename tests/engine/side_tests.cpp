// side.h: the side sections' arithmetic - Kinesis for comparison, the zone bill, a lost broker, the
// worst-case refetch, a longer tier, one partition's ceiling - and the figures they fill.
#include <gtest/gtest.h>

#include "mqlab/lesson/side.h"
#include "seed_helpers.h"

namespace mqlab {
namespace {

using test::figureOf;
using test::stageAt;

const ByteRate kEntry = streamRate(25000, 2048);  // 51.2 MB/s, 48.83 MiB/s

TEST(Kinesis, ShardCounts)
{
    const KinesisBill k = kinesisBill(kEntry, 25000, 2048, 6, 7, test::catalog().kinesis);
    // Seed (paraphrased): 48.83 MiB/s at 1 MiB/s a shard means no fewer than 49 shards.
    EXPECT_EQ(k.minimumShards, 49);
    // Seed: "Records need only 25,000 / 1,000 = 25 shards, so bytes set the count."
    EXPECT_EQ(k.recordShards, 25);
    // Seed: "At 80% of each shard, it needs about 62": 48.83 / 0.8 = 61.04 -> 62.
    EXPECT_EQ(k.shards, 62);
}

TEST(Kinesis, FiveLines)
{
    const KinesisBill k = kinesisBill(kEntry, 25000, 2048, 6, 7, test::catalog().kinesis);
    // Seed: "shard-hours $669.60": 62 x 720 h x $0.015.
    EXPECT_EQ(k.shardHours.cents, 66960);
    // Seed: "7-day retention $892.80": 62 x 720 h x $0.02.
    EXPECT_EQ(k.retention.cents, 89280);
    // Seed: "PUT units $907.20": one 25 KB unit a 2 KiB record; 25,000 x 86,400 x 30 = 64,800 million
    // units x $0.014 a million.
    EXPECT_EQ(k.putUnits.cents, 90720);
    // Seed: "fan-out hours $4,017.60": 6 x 62 x 720 h x $0.015.
    EXPECT_EQ(k.fanOutHours.cents, 401760);
    // Seed: "That is $6,487.20" for the four: 669.60 + 892.80 + 907.20 + 4,017.60.
    EXPECT_EQ((k.shardHours + k.retention + k.putUnits + k.fanOutHours).cents, 648720);
    // Seed: "Fan-out reads it 6 times at $0.013 a GB: about $9,640": 6 x 123,596.19 x $0.013 = $9,640.50.
    EXPECT_EQ(k.fanOutData.cents, 964050);
    EXPECT_NEAR(k.fanOutData.usd(), 9640, 1.0);
    // Seed: "about $16,100 a month": 6,487.20 + 9,640.50 = $16,127.70.
    EXPECT_EQ(k.total().cents, 1612770);
    EXPECT_NEAR(k.total().usd(), 16100, 50);
    // Most of it is the per-GB fan-out fee (seed): 9,640.50 of 16,127.70.
    EXPECT_GT(k.fanOutData.cents * 2, k.total().cents);
}

TEST(Kinesis, OneDayRetentionPaysNoExtendedRetention)
{
    // Kinesis keeps 24 hours without the extended-retention fee.
    const KinesisBill k = kinesisBill(kEntry, 25000, 2048, 6, 1, test::catalog().kinesis);
    EXPECT_EQ(k.retention.cents, 0);
}

TEST(Kinesis, FiguresOnStage3)
{
    const auto e = stageAt(3);
    const Figures f = figures(e.s, test::catalog(), e.r);
    EXPECT_EQ(figureOf(f, "kinesis.shards").text, "62");
    EXPECT_EQ(figureOf(f, "kinesis.readers").text, "6");  // seed: "With six readers, the number Stage 3 reaches"
    EXPECT_EQ(figureOf(f, "kinesis.shard_hours").text, "$669.60");
    EXPECT_EQ(figureOf(f, "kinesis.retention").text, "$892.80");
    EXPECT_EQ(figureOf(f, "kinesis.put_units").text, "$907.20");
    EXPECT_EQ(figureOf(f, "kinesis.fan_out_hours").text, "$4,017.60");
    EXPECT_EQ(figureOf(f, "kinesis.fixed").text, "$6,487.20");
    EXPECT_EQ(figureOf(f, "kinesis.fan_out_data").text, "$9,640.50");
    EXPECT_EQ(figureOf(f, "kinesis.total").text, "$16,127.70");
}

TEST(ZoneBill, SixGroupsAndProducers)
{
    const ZoneBill z = zoneBill(kEntry, 6, 3, test::catalog().prices);
    // Seed: "Six groups: 6 x 123,596 GiB x 2/3 x $0.02 = about $9,888 a month" - exactly
    // 6 x 123,596.19 x 2/3 x 0.02 = $9,887.70.
    EXPECT_EQ(z.consumers.cents, 988770);
    EXPECT_NEAR(z.consumers.usd(), 9888, 0.5);
    // Seed: "Producers ... 123,596 x 2/3 x $0.02 = about $1,648" - $1,647.95.
    EXPECT_EQ(z.producers.cents, 164795);
    EXPECT_NEAR(z.producers.usd(), 1648, 0.5);
    // Seed: "Together that is about $11,536" - $9,887.70 + $1,647.95 = $11,535.65.
    EXPECT_EQ(z.total().cents, 1153565);
    EXPECT_NEAR(z.total().usd(), 11536, 0.5);
    // Seed: "3.4 times Stage 2's MSK line": 11,535.65 / 3,406.95 = 3.39.
    EXPECT_NEAR(z.total().usd() / 3406.95, 3.4, 0.05);
}

TEST(ZoneBill, OneZoneCrossesNothing)
{
    // (1 - 1) / 1 of the leaders sit in another zone: nothing crosses.
    const ZoneBill z = zoneBill(kEntry, 6, 1, test::catalog().prices);
    EXPECT_EQ(z.total().cents, 0);
}

TEST(ZoneBill, FiguresOnStage3)
{
    const auto e = stageAt(3);
    const Figures f = figures(e.s, test::catalog(), e.r);
    EXPECT_EQ(figureOf(f, "zones.consumers").text, "$9,887.70");
    EXPECT_EQ(figureOf(f, "zones.producers").text, "$1,647.95");
    EXPECT_EQ(figureOf(f, "zones.total").text, "$11,535.65");
}

TEST(LostBroker, Stage3)
{
    // Seed (paraphrased): lose one of Stage 3's 3 brokers and the other 2 run at 51.2 x 7 / 2 / 119.94 = 149.4%.
    EXPECT_NEAR(lostBrokerNetworkPercent(kEntry, 6, 3, 3, 119.94), 149.4, 0.05);
    const auto e = stageAt(3);
    const Figures f = figures(e.s, test::catalog(), e.r);
    EXPECT_NEAR(figureOf(f, "kafka.lost_broker").value, 149.4, 0.05);
    EXPECT_EQ(figureOf(f, "kafka.lost_broker").text, "149.4%");
    // The survivors' copies: c + r - 2 = 6 + 3 - 2 = 7.
    EXPECT_TRUE(test::contains(figureOf(f, "kafka.lost_broker").formula, "51.2 MB/s x 7 / 2")) << figureOf(f, "kafka.lost_broker").formula;
}

TEST(LostBroker, MoreBrokersMakeASmallerHole)
{
    // 6 brokers: 51.2 x 7 / 5 / 119.94 = 59.76%, a smaller hole than 149.4% on 3.
    EXPECT_NEAR(lostBrokerNetworkPercent(kEntry, 6, 3, 6, 119.94), 59.76, 0.005);
}

TEST(Refetch, WorstCase)
{
    // Seed (paraphrased): with 3 brokers one broker's share is 12,359.62 GiB / 3, roughly 4,120 GiB (4,119.87).
    EXPECT_NEAR(worstCaseRefetchGiB(12359.62, 3), 4120, 0.5);
    const auto e = stageAt(3);
    const Figures f = figures(e.s, test::catalog(), e.r);
    EXPECT_NEAR(figureOf(f, "kafka.refetch").value, 4119.87, 0.005);
    EXPECT_EQ(figureOf(f, "kafka.refetch").text, "4,120 GiB");
}

TEST(TwoWeekTier, Cost)
{
    // Seed (paraphrased): keeping 14 days instead of 7 doubles the tier, 57,678.22 GiB x $0.06 = $3,460.69 monthly.
    // 14 x 4,119.873046875 = 57,678.22 GiB; x 0.06 = 3,460.693.
    EXPECT_EQ(tierCost(kEntry, 14, 0.06).cents, 346069);
    const auto e = stageAt(2);
    const Figures f = figures(e.s, test::catalog(), e.r);
    EXPECT_EQ(figureOf(f, "kafka.tier_double").text, "$3,460.69");
    EXPECT_EQ(figureOf(f, "kafka.tier_double_gib").text, "57,678.22 GiB");
    // Seed: "The local disks do not change": the tier doubles, one copy a day x 3 stays 12,359.62.
    const auto twoWeeks = test::evaluated(test::stagePatched(2, R"({"clusters":[{"id":"kafka","retention_days":14}]})"));
    EXPECT_EQ(test::billOf(twoWeeks.r, BillItem::TierStorage).cents, 346069);
    EXPECT_EQ(test::billOf(twoWeeks.r, BillItem::LocalStorage).cents, 123596);  // 12,359.62 x $0.10
}

TEST(OnePartition, OneGroup)
{
    // Seed (paraphrased): a single leader gets 119.94 / 3 = 39.98 MB/s of network, i.e. 19,521 events/s,
    // so a load of 25,000 shows 128%: 39,980,000 / 2,048 = 19,521.48; 25,000 / 19,521.48 = 128.06%.
    EXPECT_NEAR(onePartitionEventsPerSecond(119.94, 1, 3, 2048), 19521.48, 0.005);
    EXPECT_NEAR(25000 / onePartitionEventsPerSecond(119.94, 1, 3, 2048) * 100, 128.06, 0.005);
    const auto e = stageAt(2);
    const Figures f = figures(e.s, test::catalog(), e.r);
    EXPECT_EQ(figureOf(f, "kafka.one_partition_events").text, "19,521");
    EXPECT_EQ(figureOf(f, "kafka.one_partition_percent").text, "128%");
}

TEST(OnePartition, StandardPartitionAtSixGroups)
{
    // Seed (paraphrased): with six groups on kafka.m7g.large a single leader gets 119.94 / 8 = 15.0 MB/s
    // (14.99), and 16.11 MB/s is likewise 107.4% of it: 16.1067 / 14.9925 = 107.43%.
    const double ceiling = standardPartitionCeilingMBps(119.94, 6, 3);
    EXPECT_NEAR(ceiling, 14.99, 0.005);
    EXPECT_NEAR(hottestPartitionShare(0.3, 48) * 51.2 / ceiling * 100, 107.4, 0.05);
}

TEST(HashSpread, TwentyFourKeysOverFortyEight)
{
    // Seed: "it spreads 24 keys over about 19 of 48": 48 x (1 - (47/48)^24) = 19.04.
    EXPECT_NEAR(expectedDistinctPartitions(24, 48), 19.0, 0.05);
}

}  // namespace
}  // namespace mqlab
