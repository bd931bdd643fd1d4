// The monthly bill of each stage, line by line in exact cents (report.h BillLine, evaluate()).
#include <gtest/gtest.h>

#include "seed_helpers.h"

namespace mqlab {
namespace {

using test::billLineOf;
using test::billOf;
using test::hasBillLine;
using test::mskOf;
using test::stageAt;

TEST(Cost, Stage1)
{
    const auto e = stageAt(1);
    // Seed: brokers 3 x 720 hours x $0.204 = $440.64.
    EXPECT_EQ(billOf(e.r, BillItem::Brokers).cents, 44064);
    // Seed: "A full cluster bills its full disks: 49,152 GiB x $0.10 = $4,915.20."
    EXPECT_EQ(billOf(e.r, BillItem::LocalStorage).cents, 491520);
    EXPECT_DOUBLE_EQ(billLineOf(e.r, BillItem::LocalStorage).quantity, 49152.0);
    // Seed: 12 x 720 hours x $0.04937 = $426.56.
    EXPECT_EQ(billOf(e.r, BillItem::ConsumerTasks).cents, 42656);
    EXPECT_FALSE(hasBillLine(e.r, BillItem::TierStorage));
    // Seed: $440.64 + $4,915.20 + $426.56 = $5,782.40.
    EXPECT_EQ(e.r.total.cents, 578240);
    EXPECT_EQ(costTileText(e.r.total), "$5,782/mo");
}

TEST(Cost, Stage2)
{
    const auto e = stageAt(2);
    // Seed: brokers $440.64.
    EXPECT_EQ(billOf(e.r, BillItem::Brokers).cents, 44064);
    // Seed: local disks 12,359.62 x $0.10 = $1,235.96.
    EXPECT_EQ(billOf(e.r, BillItem::LocalStorage).cents, 123596);
    // Seed: the tier 28,839.11 x $0.06 = $1,730.3467 -> $1,730.35.
    EXPECT_EQ(billOf(e.r, BillItem::TierStorage).cents, 173035);
    // Seed: "That is $3,406.95."
    EXPECT_EQ(mskOf(e.r).cents, 340695);
    // Seed: $3,406.95 + $426.56 = $3,833.51; tile "$3,834/mo".
    EXPECT_EQ(e.r.total.cents, 383351);
    EXPECT_EQ(costTileText(e.r.total), "$3,834/mo");
}

TEST(Cost, Stage2AtTwiceThePeakIsClampedAtTheWall)
{
    const auto e = stageAt(2, 50000);
    // Seed (paraphrased): billing stops growing at the EBS wall, 78.75 MB/s / 2 KiB = 38,452 events/s.
    // Carried share 38,452.15 / 50,000 = 0.769043.
    EXPECT_EQ(billOf(e.r, BillItem::Brokers).cents, 44064);  // brokers bill by the hour: $440.64
    // Local: 3 copies of a day at 50,000 = 24,719.24 GiB x 0.769043 = 19,010.16 GiB x $0.10 = $1,901.02.
    EXPECT_EQ(billOf(e.r, BillItem::LocalStorage).cents, 190102);
    // Tier: 7 days at 50,000 = 57,678.22 GiB x 0.769043 = 44,357.03 GiB x $0.06 = $2,661.42.
    EXPECT_EQ(billOf(e.r, BillItem::TierStorage).cents, 266142);
    EXPECT_EQ(billOf(e.r, BillItem::ConsumerTasks).cents, 42656);  // $426.56
    // $440.64 + $1,901.02 + $2,661.42 + $426.56 = $5,429.64; seed tile "$5,430/mo", "so it is not double".
    EXPECT_EQ(e.r.total.cents, 542964);
    EXPECT_EQ(costTileText(e.r.total), "$5,430/mo");
}

TEST(Cost, Stage3)
{
    const auto e = stageAt(3);
    // Seed: the six groups are 72 tasks: 72 x 720 hours x $0.04937 = $2,559.34.
    EXPECT_EQ(billOf(e.r, BillItem::ConsumerTasks).cents, 255934);
    EXPECT_DOUBLE_EQ(billLineOf(e.r, BillItem::ConsumerTasks).quantity, 72.0);
    EXPECT_EQ(billOf(e.r, BillItem::Brokers).cents, 44064);  // $440.64
    // Seed (paraphrased): MSK comes to $3,046.36, as storage is charged only for bytes the brokers actually carry.
    // The engine clamps the carried load at the exact network wall, 25,000 x 119.94 / 136.533 =
    // 21,961.67 events/s: local 12,359.62 x 0.878467 x $0.10 = $1,085.75 and tier
    // 28,839.11 x 0.878467 x $0.06 = $1,520.05, so MSK = $3,046.44. The seed's own line implies a
    // carried load of 21,961 events/s (its rounded wall). The 8 cents between the two are that
    // rounding, so the MSK line and the total are accepted within $0.10 of the seed.
    EXPECT_NEAR(mskOf(e.r).usd(), 3046.36, 0.10);
    // Seed: $3,046.36 + $2,559.34 = $5,605.70 (within the same $0.10); tile "$5,606/mo".
    EXPECT_NEAR(e.r.total.usd(), 5605.70, 0.10);
    EXPECT_EQ(costTileText(e.r.total), "$5,606/mo");
    // MSK is less than Stage 2's $3,406.95: the rest of the stream waits in the producers.
    EXPECT_LT(mskOf(e.r).cents, 340695);
}

TEST(Cost, Stage4)
{
    const auto e = stageAt(4);
    // Seed: brokers 3 x 720 hours x $1.632 = $3,525.12.
    EXPECT_EQ(billOf(e.r, BillItem::Brokers).cents, 352512);
    // Seed: storage, 7 days of one copy, 28,839.11 GiB x $0.10 = $2,883.91.
    EXPECT_EQ(billOf(e.r, BillItem::ExpressStorage).cents, 288391);
    // Seed: data in, 123,596 GiB a month x $0.01 = $1,235.96.
    EXPECT_EQ(billOf(e.r, BillItem::ExpressDataIn).cents, 123596);
    // Seed: MSK is $7,644.99.
    EXPECT_EQ(mskOf(e.r).cents, 764499);
    EXPECT_EQ(billOf(e.r, BillItem::ConsumerTasks).cents, 255934);  // $2,559.34
    // Seed: $7,644.99 + $2,559.34 = $10,204.33; tile "$10k/mo".
    EXPECT_EQ(e.r.total.cents, 1020433);
    EXPECT_EQ(costTileText(e.r.total), "$10k/mo");
    EXPECT_FALSE(hasBillLine(e.r, BillItem::LocalStorage));
    EXPECT_FALSE(hasBillLine(e.r, BillItem::TierStorage));
}

TEST(Cost, Stage5BillsWhatThePartitionLetsIn)
{
    const auto e = stageAt(5);
    // The partition lets in 15 / 16.1067 = 0.931291 of the stream.
    EXPECT_EQ(billOf(e.r, BillItem::Brokers).cents, 352512);  // $3,525.12, by the hour
    // Storage: 28,839.11 x 0.931291 = 26,857.62 GiB x $0.10 = $2,685.76.
    EXPECT_EQ(billOf(e.r, BillItem::ExpressStorage).cents, 268576);
    // Data in: 123,596.19 x 0.931291 = 115,104.07 GiB x $0.01 = $1,151.04.
    EXPECT_EQ(billOf(e.r, BillItem::ExpressDataIn).cents, 115104);
    // Seed: "MSK is $7,361.92, and $7,361.92 + $2,559.34 = $9,921.26."
    EXPECT_EQ(mskOf(e.r).cents, 736192);
    EXPECT_EQ(e.r.total.cents, 992126);
    // Seed: "The cost tile shows $9,921/mo, less than Stage 4."
    EXPECT_EQ(costTileText(e.r.total), "$9,921/mo");
}

TEST(Cost, Stage6IsStage4sBill)
{
    const auto e = stageAt(6);
    // Seed (paraphrased): $10,204.33, unchanged from Stage 4 - splitting the key alters keys and leaves the machines alone.
    EXPECT_EQ(mskOf(e.r).cents, 764499);
    EXPECT_EQ(e.r.total.cents, 1020433);
    EXPECT_EQ(costTileText(e.r.total), "$10k/mo");
}

TEST(Cost, DerivedPriceIsFlagged)
{
    // kafka.m7g.xlarge has no sourced price: the catalogue derives it, $0.204 x 2 = $0.408 an hour.
    const auto e = test::evaluated(test::stagePatched(2, R"({"clusters":[{"id":"kafka","broker_size":"kafka.m7g.xlarge"}]})"));
    const BillLine& b = billLineOf(e.r, BillItem::Brokers);
    EXPECT_TRUE(b.derivedPrice);
    EXPECT_DOUBLE_EQ(b.unitPrice, 0.408);
    // 3 x 720 h x $0.408 = $881.28.
    EXPECT_EQ(b.amount.cents, 88128);
    EXPECT_TRUE(test::contains(billLineText(e.s, test::catalog(), b), "(derived price)"));
    const std::string w = test::warningsText(e, test::clusterCard(e));
    EXPECT_TRUE(test::contains(w, "The price of kafka.m7g.xlarge is derived, not sourced")) << w;
    // The seed's own size is sourced: not flagged.
    const auto s2 = stageAt(2);
    EXPECT_FALSE(billLineOf(s2.r, BillItem::Brokers).derivedPrice);
    EXPECT_FALSE(test::contains(billLineText(s2.s, test::catalog(), billLineOf(s2.r, BillItem::Brokers)), "derived"));
}

TEST(Cost, BillLineTexts)
{
    const auto e = stageAt(1);
    // Seed: "3 x 720 hours x $0.204".
    EXPECT_EQ(billLineText(e.s, test::catalog(), billLineOf(e.r, BillItem::Brokers)),
              "3 x kafka.m7g.large x 720 h x $0.204");
    // Seed: "12 x 720 hours x $0.04937".
    EXPECT_EQ(billLineText(e.s, test::catalog(), billLineOf(e.r, BillItem::ConsumerTasks)),
              "12 tasks x 720 h x $0.04937");
    // Seed: "49,152 GiB x $0.10".
    EXPECT_EQ(billLineText(e.s, test::catalog(), billLineOf(e.r, BillItem::LocalStorage)),
              "49,152.00 GiB x $0.10 a GiB-month");
}

}  // namespace
}  // namespace mqlab
