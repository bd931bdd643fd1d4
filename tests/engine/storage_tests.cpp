// models.h standardStorage() / heldGiB(), and the storage limit of a Standard cluster card.
#include <gtest/gtest.h>

#include "mqlab/model/models.h"
#include "seed_helpers.h"

namespace mqlab {
namespace {

using test::clusterCard;
using test::figureOf;
using test::limitOf;
using test::stageAt;

const ByteRate kEntry = streamRate(25000, 2048);  // 51.2 MB/s; one copy a day is 4,119.873046875 GiB

TEST(Storage, AWeekOfThreeCopiesOnBrokerDisks)
{
    const StorageNeed need = standardStorage(kEntry, 3, 7, false, 24);
    // Seed: 7 days x 3 copies x 4,119.873 GiB = 86,517.33 GiB ("86,517 GiB").
    EXPECT_NEAR(need.localGiB, 86517.33, 0.005);
    EXPECT_DOUBLE_EQ(need.tierGiB, 0.0);
}

TEST(Storage, ADayLocalAndAWeekInTheTier)
{
    const StorageNeed need = standardStorage(kEntry, 3, 7, true, 24);
    // Seed: broker disks keep 24 hours of 3 copies: 3 x 4,119.873 = 12,359.62 GiB.
    EXPECT_NEAR(need.localGiB, 12359.62, 0.005);
    // Seed: the tier keeps the full 7 days as one copy: 7 x 4,119.873 = 28,839.11 GiB.
    EXPECT_NEAR(need.tierGiB, 28839.11, 0.005);
}

TEST(Storage, HeldAtTheQuota)
{
    // Seed: a Standard broker holds at most 16,384 GiB; 3 brokers hold 3 x 16,384 = 49,152 GiB.
    EXPECT_DOUBLE_EQ(heldGiB(3, 16384), 49152.0);
}

TEST(Storage, Stage1Card)
{
    const auto e = stageAt(1);
    const LimitReport& st = limitOf(clusterCard(e), LimitKind::Storage);
    // Seed: 86,517 GiB needed, 49,152 GiB held.
    EXPECT_NEAR(st.used, 86517.33, 0.005);
    EXPECT_DOUBLE_EQ(st.capacity, 49152.0);
    // Seed: 86,517 / 49,152 = 1.7602 -> 176%.
    EXPECT_NEAR(st.percent, 176.0, 0.05);
    EXPECT_EQ(st.status, Status::Saturated);
    // Seed (paraphrased): at this retention the disks take at most 49,152 / 86,517 x 25,000 = 14,203 events/s.
    EXPECT_NEAR(st.wallEventsPerSecond, 14203, 0.5);
    // Seed (paraphrased): a Kafka broker with a full disk does not get slower, it just refuses writes,
    // so storage is not on the produce's latency path.
    EXPECT_FALSE(st.producePath);
    const CardReport& k = clusterCard(e);
    EXPECT_EQ(k.limits[k.binding].kind, LimitKind::Storage);
    EXPECT_NEAR(k.rawPercent, 176.0, 0.05);
    EXPECT_DOUBLE_EQ(k.percent, 100.0);  // seed: "the card stops at 100%"
    EXPECT_EQ(k.status, Status::Saturated);
}

TEST(Storage, Stage1CarriesOnlyUpToTheWall)
{
    const auto e = stageAt(1);
    // Seed: 49,152 / 86,517.33 x 25,000 = 14,203 events/s get through the full cluster.
    EXPECT_NEAR(clusterCard(e).carriedEventsPerSecond, 14203, 0.5);
    // 51.2 MB/s x 49,152 / 86,517.33 = 29.088 MB/s in.
    EXPECT_NEAR(e.r.clusters[0].carried.mbps(), 29.088, 0.001);
    // Seed: "A full cluster bills its full disks": 49,152 GiB.
    EXPECT_DOUBLE_EQ(e.r.clusters[0].billedLocalGiB, 49152.0);
}

TEST(Storage, Stage2Card)
{
    const auto e = stageAt(2);
    const LimitReport& st = limitOf(clusterCard(e), LimitKind::Storage);
    // Seed: 12,359.62 GiB against 49,152: 12,359.62 / 49,152 = 25.146 -> 25.1%.
    EXPECT_NEAR(st.used, 12359.62, 0.005);
    EXPECT_NEAR(st.percent, 25.1, 0.05);
    EXPECT_EQ(st.status, Status::Ok);
    EXPECT_NEAR(e.r.clusters[0].tierGiB, 28839.11, 0.005);  // 7 x 4,119.873
    EXPECT_NEAR(e.r.clusters[0].localGiB, 12359.62, 0.005);  // 3 x 4,119.873
    EXPECT_DOUBLE_EQ(e.r.clusters[0].heldGiB, 49152.0);       // 3 x 16,384
    // Nothing is clamped at 25,000: billed = needed.
    EXPECT_NEAR(e.r.clusters[0].billedLocalGiB, 12359.62, 0.005);
    EXPECT_NEAR(e.r.clusters[0].billedTierGiB, 28839.11, 0.005);
}

TEST(Storage, ABiggerBrokerHoldsNoMore)
{
    // Seed (paraphrased): moving to a larger broker gains nothing, because every size has the same quota.
    const auto e = test::evaluated(test::stagePatched(1, R"({"clusters":[{"id":"kafka","broker_size":"kafka.m7g.xlarge"}]})"));
    const LimitReport& st = limitOf(clusterCard(e), LimitKind::Storage);
    // Still 86,517.33 / (3 x 16,384) = 176%.
    EXPECT_NEAR(st.percent, 176.0, 0.05);
    EXPECT_DOUBLE_EQ(st.capacity, 49152.0);
    EXPECT_EQ(st.status, Status::Saturated);
}

TEST(Storage, SideFiguresOfTheTierPage)
{
    const auto e = stageAt(2);
    const Figures f = figures(e.s, test::catalog(), e.r);
    // Seed (paraphrased): holding 7 days x 3 copies purely on broker disk costs 86,517.33 x $0.10 = $8,651.73 monthly.
    EXPECT_NEAR(figureOf(f, "kafka.storage.all_local").value, 86517.33, 0.005);
    EXPECT_EQ(figureOf(f, "kafka.storage.all_local_cost").text, "$8,651.73");
    // Seed: 86,517 / 49,152 = 176%.
    EXPECT_EQ(figureOf(f, "kafka.storage.all_local_percent").text, "176%");
    EXPECT_EQ(figureOf(f, "kafka.storage.local").text, "12,359.62 GiB");  // 3 x 4,119.873
    EXPECT_EQ(figureOf(f, "kafka.storage.tier").text, "28,839.11 GiB");   // 7 x 4,119.873
    EXPECT_EQ(figureOf(f, "kafka.storage.held").text, "49,152 GiB");      // 3 x 16,384
}

TEST(Storage, Stage2AtTwiceThePeakStillFits)
{
    const auto e = stageAt(2, 50000);
    // At 50,000 one copy a day is 2 x 4,119.873 = 8,239.75 GiB; 3 copies of a day = 24,719.24 GiB:
    // 24,719.24 / 49,152 = 50.29%, under the 80% line.
    const LimitReport& st = limitOf(clusterCard(e), LimitKind::Storage);
    EXPECT_NEAR(st.used, 24719.24, 0.005);
    EXPECT_NEAR(st.percent, 50.29, 0.005);
    EXPECT_EQ(st.status, Status::Ok);
}

}  // namespace
}  // namespace mqlab
