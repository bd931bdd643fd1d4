// models.h equation1(): a Standard broker's three limits (volume, EBS link, network) and their cards.
#include <gtest/gtest.h>

#include <cmath>

#include "mqlab/model/models.h"
#include "seed_helpers.h"

namespace mqlab {
namespace {

using test::clusterCard;
using test::limitOf;
using test::stageAt;

const ByteRate kEntry = streamRate(25000, 2048);  // 51.2 MB/s (seed entry)

TEST(Equation1, NetworkCopies)
{
    // Seed: a leader sends each byte c + r - 1 times: 1 group, RF 3 -> 3.
    EXPECT_EQ(networkCopies(1, 3), 3);
    // Seed Stage 3: 6 + 3 - 1 = 8.
    EXPECT_EQ(networkCopies(6, 3), 8);
}

TEST(Equation1, OneGroupOnThreeBrokers)
{
    const Equation1 e = equation1(kEntry, 3, 1, 3, 250, 78.75, 119.94);
    // Seed: at RF 3 on 3 brokers each broker writes all 51.2 MB/s (51.2 x 3 / 3).
    EXPECT_NEAR(e.volume.used, 51.2, 1e-9);
    EXPECT_NEAR(e.ebsLink.used, 51.2, 1e-9);
    // Seed: 1 group and RF 3 is 3 copies, 51.2 x 3 / 3 = 51.2 MB/s out of each broker.
    EXPECT_NEAR(e.network.used, 51.2, 1e-9);
    // Seed: the volume reads 51.2 / 250 = 20.48 -> 20.5%.
    EXPECT_NEAR(e.volume.percent(), 20.5, 0.05);
    // Seed: the EBS link reads 51.2 / 78.75 = 65.02 -> 65.0%.
    EXPECT_NEAR(e.ebsLink.percent(), 65.0, 0.05);
    // Seed: 51.2 / 119.94 = 42.69 -> 42.7%.
    EXPECT_NEAR(e.network.percent(), 42.7, 0.05);
}

TEST(Equation1, SixGroups)
{
    const Equation1 e = equation1(kEntry, 3, 6, 3, 250, 78.75, 119.94);
    // Seed Stage 3: 3 brokers share 51.2 x 8 = 409.6 MB/s leaving, so each sends 136.53 -> 136.5 MB/s.
    EXPECT_NEAR(e.network.used, 136.5, 0.05);
    // Seed: 136.53 / 119.94 = 113.83 -> 113.8%.
    EXPECT_NEAR(e.network.percent(), 113.8, 0.05);
    // Seed: "The EBS link is still at 65.0%" (readers do not write).
    EXPECT_NEAR(e.ebsLink.percent(), 65.0, 0.05);
}

TEST(Equation1, TwiceThePeak)
{
    const Equation1 e = equation1(kEntry * 2.0, 3, 1, 3, 250, 78.75, 119.94);
    // Seed: at 50,000 the EBS link reads 102.4 / 78.75 = 130.03 -> 130%.
    EXPECT_NEAR(e.ebsLink.percent(), 130.0, 0.05);
    // Seed: network 102.4 / 119.94 = 85.38 -> 85.4%.
    EXPECT_NEAR(e.network.percent(), 85.4, 0.05);
    // Seed: volume 102.4 / 250 = 40.96 -> 41.0%.
    EXPECT_NEAR(e.volume.percent(), 41.0, 0.05);
}

TEST(Equation1, Stage2Card)
{
    const auto e = stageAt(2);
    const CardReport& k = clusterCard(e);
    // Seed Stage 2: volume 20.5%, EBS link 65.0%, network 42.7% (derived above from 51.2 MB/s).
    EXPECT_NEAR(limitOf(k, LimitKind::Volume).percent, 20.5, 0.05);
    EXPECT_NEAR(limitOf(k, LimitKind::EbsLink).percent, 65.0, 0.05);
    EXPECT_NEAR(limitOf(k, LimitKind::Network).percent, 42.7, 0.05);
    // Seed (paraphrased): the EBS link is the binding limit at 65.0%, which is why the card reads 65%.
    ASSERT_GE(k.binding, 0);
    EXPECT_EQ(k.limits[k.binding].kind, LimitKind::EbsLink);
    EXPECT_NEAR(k.rawPercent, 65.0, 0.05);
    EXPECT_NEAR(k.percent, 65.0, 0.05);
    // Seed: "The card warns past 80% on any limit": 65.0% is under it, so every limit is ok.
    for (const auto& l : k.limits)
        EXPECT_EQ(l.status, Status::Ok) << limitKey(l.kind);
    EXPECT_EQ(k.status, Status::Ok);
}

TEST(Equation1, SizingLineIs80Percent)
{
    const auto e = stageAt(2);
    const CardReport& k = clusterCard(e);
    // Seed: "AWS sizes to 80% of the lowest": 0.8 x 78.75 = 63.0 MB/s; 0.8 x 119.94 = 95.952; 0.8 x 250 = 200.
    EXPECT_NEAR(limitOf(k, LimitKind::EbsLink).sizingLine, 63.0, 1e-9);
    EXPECT_NEAR(limitOf(k, LimitKind::Network).sizingLine, 95.952, 1e-9);
    EXPECT_NEAR(limitOf(k, LimitKind::Volume).sizingLine, 200.0, 1e-9);
    // The three are on a produce's path: a produce writes to the volume over the link and is
    // fetched over the network.
    EXPECT_TRUE(limitOf(k, LimitKind::EbsLink).producePath);
    EXPECT_TRUE(limitOf(k, LimitKind::Network).producePath);
    EXPECT_TRUE(limitOf(k, LimitKind::Volume).producePath);
}

TEST(Equation1, Stage2At50000)
{
    const auto e = stageAt(2, 50000);
    const CardReport& k = clusterCard(e);
    const LimitReport& ebs = limitOf(k, LimitKind::EbsLink);
    const LimitReport& net = limitOf(k, LimitKind::Network);
    const LimitReport& vol = limitOf(k, LimitKind::Volume);
    // Seed: 102.4 / 78.75 = 130.03 -> 130%, past 100%: saturated.
    EXPECT_NEAR(ebs.percent, 130.0, 0.05);
    EXPECT_EQ(ebs.status, Status::Saturated);
    // Seed: 102.4 / 119.94 = 85.38 -> 85.4%, past the 80% line but under 90% (red): warn.
    EXPECT_NEAR(net.percent, 85.4, 0.05);
    EXPECT_EQ(net.status, Status::Warn);
    // Seed: 102.4 / 250 = 40.96 -> 41.0%: ok.
    EXPECT_NEAR(vol.percent, 41.0, 0.05);
    EXPECT_EQ(vol.status, Status::Ok);
    // The card stops at 100% and keeps the raw 130%.
    EXPECT_DOUBLE_EQ(k.percent, 100.0);
    EXPECT_NEAR(k.rawPercent, 130.0, 0.05);
    EXPECT_EQ(k.status, Status::Saturated);
    // Seed (paraphrased): with a single reading group, rising load reaches the EBS link before anything else.
    EXPECT_EQ(k.limits[k.binding].kind, LimitKind::EbsLink);
}

TEST(Equation1, WarnPast80RedFrom90)
{
    // Seed: "The card warns past 80% on any limit" and "A card turns red at 90%".
    // 32,000 events/s: 51.2 x 32 / 25 = 65.536 MB/s on the EBS link, / 78.75 = 83.2% -> warn.
    const auto warn = stageAt(2, 32000);
    EXPECT_NEAR(limitOf(clusterCard(warn), LimitKind::EbsLink).percent, 83.2, 0.05);
    EXPECT_EQ(limitOf(clusterCard(warn), LimitKind::EbsLink).status, Status::Warn);
    EXPECT_EQ(clusterCard(warn).status, Status::Warn);
    // 35,000 events/s: 51.2 x 35 / 25 = 71.68 MB/s, / 78.75 = 91.0% -> red, not yet saturated.
    const auto red = stageAt(2, 35000);
    EXPECT_NEAR(limitOf(clusterCard(red), LimitKind::EbsLink).percent, 91.0, 0.05);
    EXPECT_EQ(limitOf(clusterCard(red), LimitKind::EbsLink).status, Status::Red);
    EXPECT_EQ(clusterCard(red).status, Status::Red);
    EXPECT_EQ(red.r.firstToSaturate, -1);
    // Network at 35,000: 71.68 / 119.94 = 59.8%, under the line.
    EXPECT_EQ(limitOf(clusterCard(red), LimitKind::Network).status, Status::Ok);
}

TEST(Equation1, Stage3Network)
{
    const auto e = stageAt(3);
    const CardReport& k = clusterCard(e);
    const LimitReport& net = limitOf(k, LimitKind::Network);
    // Seed: 51.2 x 8 / 3 = 136.53 -> 136.5 MB/s a broker against 119.94: 113.8%.
    EXPECT_NEAR(net.used, 136.5, 0.05);
    EXPECT_NEAR(net.capacity, 119.94, 1e-9);
    EXPECT_NEAR(net.percent, 113.8, 0.05);
    EXPECT_EQ(net.status, Status::Saturated);
    // Seed: "The EBS link is still at 65.0%."
    EXPECT_NEAR(limitOf(k, LimitKind::EbsLink).percent, 65.0, 0.05);
    EXPECT_EQ(limitOf(k, LimitKind::EbsLink).status, Status::Ok);
    EXPECT_EQ(k.limits[k.binding].kind, LimitKind::Network);
    // Seed: leaders send 51.2 x 8 = 409.6 MB/s.
    const Figures f = figures(e.s, test::catalog(), e.r);
    EXPECT_NEAR(test::figureOf(f, "kafka.leaders_send").value, 409.6, 1e-9);
    EXPECT_EQ(test::figureOf(f, "kafka.leaders_send").text, "409.6 MB/s");
    EXPECT_EQ(test::figureOf(f, "kafka.copies").text, "8");  // 6 + 3 - 1
}

TEST(Equation1, WallsOfEachLimit)
{
    const auto e = stageAt(2);
    const CardReport& k = clusterCard(e);
    // Seed: the EBS wall, 78.75 MB/s / 2 KiB = 78,750,000 / 2,048 = 38,452.15 events/s.
    EXPECT_NEAR(limitOf(k, LimitKind::EbsLink).wallEventsPerSecond, 38452.15, 0.01);
    // Network: 119.94 MB/s / 2,048 bytes = 119,940,000 / 2,048 = 58,564.45 events/s (one group, 3 copies / 3).
    EXPECT_NEAR(limitOf(k, LimitKind::Network).wallEventsPerSecond, 58564.45, 0.01);
    // Volume: 250,000,000 / 2,048 = 122,070.31 events/s.
    EXPECT_NEAR(limitOf(k, LimitKind::Volume).wallEventsPerSecond, 122070.31, 0.01);
    // The card's wall is the lowest: the EBS link's.
    EXPECT_NEAR(k.wallEventsPerSecond, 38452.15, 0.01);
}

TEST(Equation1, WallModel)
{
    // wallEventsPerSecond: a limit at 65.0159% at 25,000 reaches 100% at 25,000 x 100 / 65.0159 = 38,452.15.
    EXPECT_NEAR(wallEventsPerSecond(25000, 51.2 / 78.75 * 100), 38452.15, 0.01);
    // Seed Stage 1: 176.02% at 25,000 -> 25,000 x 100 / 176.02 = 14,203 events/s.
    EXPECT_NEAR(wallEventsPerSecond(25000, 86517.33 / 49152 * 100), 14203, 0.5);
}

}  // namespace
}  // namespace mqlab
