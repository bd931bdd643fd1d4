// models.h latency model: a fixed 10 ms a produce plus an M/M/1 wait on the busiest produce-path
// resource; a floor past saturation; linger reported beside, not added.
#include <gtest/gtest.h>

#include "mqlab/model/models.h"
#include "seed_helpers.h"

namespace mqlab {
namespace {

using test::stageAt;

TEST(Latency, FixedProduceIsTenMs)
{
    // Seed (paraphrased): the card adds a constant 10 ms to every produce, so the latency tile reads 10ms.
    EXPECT_DOUBLE_EQ(kFixedProduceMs, 10.0);
    EXPECT_DOUBLE_EQ(kDefaultBatchBytes, 16384.0);  // Kafka's batch.size default, 16 KiB
}

TEST(Latency, Mm1Wait)
{
    // rho / (1 - rho) x service: 0.5 / 0.5 x 2 ms = 2 ms; 0.9 / 0.1 x 1 ms = 9 ms; idle: 0.
    EXPECT_DOUBLE_EQ(mm1WaitMs(0.5, 2.0), 2.0);
    EXPECT_NEAR(mm1WaitMs(0.9, 1.0), 9.0, 1e-9);
    EXPECT_DOUBLE_EQ(mm1WaitMs(0.0, 5.0), 0.0);
}

TEST(Latency, BatchBytes)
{
    // 25,000 / 48 partitions x 5 ms linger = 2.604 events, x 2,048 bytes = 5,333.33 bytes a batch.
    EXPECT_NEAR(batchBytes(25000, 2048, 48, 5), 5333.33, 0.005);
    // At least one event: 100 / 48 x 0.005 x 2,048 = 21.3 bytes -> 2,048.
    EXPECT_DOUBLE_EQ(batchBytes(100, 2048, 48, 5), 2048.0);
    // At most batch.size: 1,000,000 / 48 x 0.005 x 2,048 = 213,333 bytes -> 16,384.
    EXPECT_DOUBLE_EQ(batchBytes(1e6, 2048, 48, 5), 16384.0);
    // No linger: one event a batch.
    EXPECT_DOUBLE_EQ(batchBytes(25000, 2048, 48, 0), 2048.0);
}

TEST(Latency, TenMsOnStages1246)
{
    // Seed: the latency tile shows 10ms on Stages 1, 2, 4 and 6 (Stage 1: a full disk is not on the
    // latency path; the busiest produce-path resource there is the EBS link at 65%).
    for (int n : {1, 2, 4, 6}) {
        const auto e = stageAt(n);
        EXPECT_EQ(latencyTileText(e.r.latency), "10ms") << "stage " << n;
        EXPECT_FALSE(e.r.latency.floor) << "stage " << n;
        EXPECT_LT(e.r.latency.ms, 10.5) << "stage " << n;
    }
}

TEST(Latency, Stage2Figure)
{
    const auto e = stageAt(2);
    // EBS link at rho = 51.2 / 78.75 = 0.65016; a batch is 5,333.33 bytes, served at 78.75 MB/s in
    // 5,333.33 / 78,750,000 x 1,000 = 0.067725 ms; wait 0.65016 / 0.34984 x 0.067725 = 0.12586 ms.
    EXPECT_EQ(e.r.latency.resource, LimitKind::EbsLink);
    EXPECT_NEAR(e.r.latency.queueingMs, 0.12586, 0.00001);
    // 10 + 0.12586 = 10.126 ms -> "10ms".
    EXPECT_NEAR(e.r.latency.ms, 10.126, 0.0005);
}

TEST(Latency, Stage1FullDiskIsNotOnTheLatencyPath)
{
    const auto e = stageAt(1);
    // Seed: a full disk stops the broker rather than slowing a produce; the tile shows 10ms.
    EXPECT_FALSE(e.r.latency.floor);
    EXPECT_EQ(e.r.latency.resource, LimitKind::EbsLink);
    EXPECT_EQ(latencyTileText(e.r.latency), "10ms");
}

TEST(Latency, RisesAsTheEbsLinkApproachesItsWall)
{
    // Stage 2 as load grows: rho = 51.2 x L / 25,000 / 78.75; batch = L / 48 x 0.005 x 2,048 bytes;
    // service = batch / 78,750,000 x 1,000 ms; ms = 10 + rho / (1 - rho) x service.
    const double at30 = evaluate(test::stageScenario(2), test::catalog(), 30000).latency.ms;
    const double at35 = evaluate(test::stageScenario(2), test::catalog(), 35000).latency.ms;
    const double at38 = evaluate(test::stageScenario(2), test::catalog(), 38000).latency.ms;
    EXPECT_LT(at30, at35);
    EXPECT_LT(at35, at38);
    EXPECT_GT(at38, 10.5);
    // 30,000: rho 0.78019, batch 6,400 bytes, service 0.081270 ms -> 10 + 3.5496 x 0.081270 = 10.2885 ms.
    EXPECT_NEAR(at30, 10.2885, 0.0005);
    // 35,000: rho 0.91022, batch 7,466.67, service 0.094815 -> 10 + 10.1386 x 0.094815 = 10.9613 ms.
    EXPECT_NEAR(at35, 10.9613, 0.0005);
    // 38,000: rho 0.98824, batch 8,106.67, service 0.102942 -> 10 + 84.043 x 0.102942 = 18.6516 ms.
    EXPECT_NEAR(at38, 18.6516, 0.0005);
    // Still below the wall (38,452), so the figure is an estimate, not a floor.
    EXPECT_FALSE(evaluate(test::stageScenario(2), test::catalog(), 38000).latency.floor);
}

TEST(Latency, FloorPastSaturation)
{
    // Seed: at 50,000 "The latency tile shows '≥ 10ms'. The ≥ marks a floor".
    const auto e = stageAt(2, 50000);
    EXPECT_TRUE(e.r.latency.floor);
    EXPECT_EQ(e.r.latency.resource, LimitKind::EbsLink);
    EXPECT_DOUBLE_EQ(e.r.latency.queueingMs, 0.0);
    EXPECT_DOUBLE_EQ(e.r.latency.ms, 10.0);
    EXPECT_EQ(latencyTileText(e.r.latency), "\u2265 10ms");
    // Seed: the wall is 78.75 MB/s / 2 KiB = 38,452.15 events/s; 50,000 - 38,452.15 = 11,547.85 wait.
    EXPECT_NEAR(e.r.latency.waitingEventsPerSecond, 11548, 0.5);
}

TEST(Latency, FloorOnStages3And5)
{
    // Seed Stage 3: "≥ 10ms", a floor: produce requests queue at the brokers (network 113.8%).
    const auto e3 = stageAt(3);
    EXPECT_TRUE(e3.r.latency.floor);
    EXPECT_EQ(e3.r.latency.resource, LimitKind::Network);
    EXPECT_EQ(latencyTileText(e3.r.latency), "\u2265 10ms");
    // 25,000 - 21,961.67 (the network wall, 25,000 x 119.94 / 136.533) = 3,038.33 events/s wait.
    EXPECT_NEAR(e3.r.latency.waitingEventsPerSecond, 3038.33, 0.005);
    // Seed Stage 5: "≥ 10ms", a floor: one leader queues produce requests (partition 107.4%).
    const auto e5 = stageAt(5);
    EXPECT_TRUE(e5.r.latency.floor);
    EXPECT_EQ(e5.r.latency.resource, LimitKind::ExpressPartition);
    EXPECT_EQ(latencyTileText(e5.r.latency), "\u2265 10ms");
    // 25,000 - 25,000 x 15 / 16.1067 = 25,000 - 23,282.28 = 1,717.72 events/s wait.
    EXPECT_NEAR(e5.r.latency.waitingEventsPerSecond, 1717.72, 0.005);
}

TEST(Latency, LingerReportedNotAdded)
{
    // Seed 000: linger.ms is 5 ms, reported beside the tile and not added to it.
    const auto e = stageAt(2);
    EXPECT_DOUBLE_EQ(e.r.latency.lingerMs, 5.0);
    EXPECT_DOUBLE_EQ(e.r.latency.ms, kFixedProduceMs + e.r.latency.queueingMs);
    const std::string notes = test::notesText(e);
    EXPECT_TRUE(test::contains(notes, "up to 5 ms (linger.ms)")) << notes;
    EXPECT_TRUE(test::contains(notes, "leaves that wait out")) << notes;
}

TEST(Latency, NoWaitingBelowTheWall)
{
    for (int n : {2, 4, 6})
        EXPECT_DOUBLE_EQ(stageAt(n).r.latency.waitingEventsPerSecond, 0.0) << "stage " << n;
}

}  // namespace
}  // namespace mqlab
