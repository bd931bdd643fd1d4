// models.h expressLoad() and the Express cluster card (Stage 4): client traffic against AWS's throttle.
#include <gtest/gtest.h>

#include <cmath>

#include "mqlab/model/models.h"
#include "seed_helpers.h"

namespace mqlab {
namespace {

using test::clusterCard;
using test::limitOf;
using test::stageAt;

const ByteRate kEntry = streamRate(25000, 2048);  // 51.2 MB/s

TEST(Express, LoadPerBroker)
{
    const ExpressLoad e = expressLoad(kEntry, 6, 3);
    // Seed: data in is 51.2 / 3 = 17.07 MB/s a broker.
    EXPECT_NEAR(e.dataInMBps, 17.07, 0.005);
    // Seed: the six groups pull 6 x 51.2 / 3 = 102.4 MB/s from every broker.
    EXPECT_NEAR(e.dataOutMBps, 102.4, 1e-9);
}

TEST(Express, Stage4DataOut)
{
    const auto e = stageAt(4);
    const LimitReport& out = limitOf(clusterCard(e), LimitKind::DataOut);
    EXPECT_NEAR(out.used, 102.4, 1e-9);  // 6 x 51.2 / 3
    // Seed: 102.4 MB/s is 43.7% of 234.2 MB/s at most (102.4 / 234.2 = 43.72%): the card's figure.
    EXPECT_NEAR(out.capacity, 234.2, 1e-9);
    EXPECT_NEAR(out.percent, 43.7, 0.05);
    // Seed (paraphrased): the card warns only above the sustained rate and saturates only above the
    // maximum, hence 43.7% and no warning, since 102.4 < 125 sustained.
    EXPECT_DOUBLE_EQ(out.sizingLine, 125.0);
    EXPECT_EQ(out.status, Status::Ok);
    // Seed: 102.4 / 125 = 81.92 -> 81.9% of the sustained figure.
    EXPECT_NEAR(e.r.clusters[0].expressDataOutSustainedPercent, 81.9, 0.05);
    // A consumer's throttle slows reads, not produces.
    EXPECT_FALSE(out.producePath);
}

TEST(Express, Stage4DataInAndPartition)
{
    const auto e = stageAt(4);
    const LimitReport& in = limitOf(clusterCard(e), LimitKind::DataIn);
    // Seed: 51.2 / 3 = 17.07 MB/s a broker, 17.07 / 93.7 = 18.2% of its maximum.
    EXPECT_NEAR(in.used, 17.07, 0.005);
    EXPECT_NEAR(in.capacity, 93.7, 1e-9);
    EXPECT_NEAR(in.percent, 18.2, 0.05);
    EXPECT_EQ(in.status, Status::Ok);
    EXPECT_TRUE(in.producePath);
    const LimitReport& p = limitOf(clusterCard(e), LimitKind::ExpressPartition);
    // Seed: the hottest partition takes 51.2 / 48 = 1.07 MB/s, 7.1% of 15.
    EXPECT_NEAR(p.used, 1.07, 0.005);
    EXPECT_NEAR(p.capacity, 15.0, 1e-9);
    EXPECT_NEAR(p.percent, 7.1, 0.05);
    EXPECT_EQ(p.status, Status::Ok);
}

TEST(Express, Stage4Card)
{
    const auto e = stageAt(4);
    const CardReport& k = clusterCard(e);
    // Seed: "Busiest: Kafka cluster (Express) at 44%" - data out, 43.72% rounds to 44%.
    EXPECT_EQ(k.limits[k.binding].kind, LimitKind::DataOut);
    EXPECT_NEAR(k.rawPercent, 43.7, 0.05);
    EXPECT_EQ(k.status, Status::Ok);
    EXPECT_EQ(cardName(e.s, k), "Kafka cluster (Express)");
    // Express has no storage or Equation 1 limits: AWS sizes the storage.
    for (const auto& l : k.limits)
        EXPECT_TRUE(l.kind == LimitKind::DataIn || l.kind == LimitKind::DataOut || l.kind == LimitKind::ExpressPartition)
            << limitKey(l.kind);
    // Data out is the first to reach its maximum as load grows: 25,000 x 234.2 / 102.4 = 57,177.7 events/s.
    EXPECT_NEAR(limitOf(k, LimitKind::DataOut).wallEventsPerSecond, 57177.7, 0.05);
}

TEST(Express, AnXlargeWouldWarn)
{
    // Seed (paraphrased): express.m7g.xlarge sustains only 62.5 MB/s out, so this load would draw a warning.
    const auto e = test::evaluated(
        test::stagePatched(4, R"({"clusters":[{"id":"kafka","broker_size":"express.m7g.xlarge"}]})"));
    const LimitReport& out = limitOf(clusterCard(e), LimitKind::DataOut);
    EXPECT_NEAR(out.used, 102.4, 1e-9);      // 6 x 51.2 / 3, the same bytes
    EXPECT_DOUBLE_EQ(out.sizingLine, 62.5);  // the xlarge's sustained figure
    EXPECT_EQ(out.status, Status::Warn);     // 102.4 > 62.5
    // The catalogue has no trusted maximum for the xlarge: the percent is unknown, not invented.
    EXPECT_TRUE(std::isnan(out.capacity));
    EXPECT_TRUE(std::isnan(out.percent));
}

}  // namespace
}  // namespace mqlab
