// format.h: figures as the cards and tiles print them.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include "seed_helpers.h"

namespace mqlab {
namespace {

TEST(Format, Grouped)
{
    EXPECT_EQ(grouped(51200000), "51,200,000");         // seed: 51,200,000 bytes a second
    EXPECT_EQ(grouped(25000), "25,000");
    EXPECT_EQ(grouped(999), "999");
    EXPECT_EQ(grouped(1000), "1,000");
    EXPECT_EQ(grouped(0), "0");
    EXPECT_EQ(grouped(4119.873046875, 3), "4,119.873");  // seed: 4,119.873 GiB a day
    EXPECT_EQ(grouped(123596.19140625), "123,596");      // seed: 123,596 GiB a month
    EXPECT_EQ(grouped(86517.333984375), "86,517");       // seed: 86,517 GiB
    EXPECT_EQ(grouped(12359.619140625, 2), "12,359.62");  // seed: 12,359.62 GiB
    EXPECT_EQ(grouped(48.828125, 2), "48.83");           // seed: 48.83 MiB/s
    EXPECT_EQ(grouped(1234567.891, 1), "1,234,567.9");
}

TEST(Format, GroupedRoundsHalfAwayFromZero)
{
    EXPECT_EQ(grouped(0.5), "1");
    EXPECT_EQ(grouped(2.5), "3");
    EXPECT_EQ(grouped(-2.5), "-3");
    EXPECT_EQ(grouped(-1234.5), "-1,235");
    EXPECT_EQ(grouped(14202.934), "14,203");  // seed: 14,203 events a second
    EXPECT_EQ(grouped(38452.1484375), "38,452");  // seed: 38,452 events a second
    EXPECT_EQ(grouped(-0.4), "0");  // no "-0"
}

TEST(Format, GroupedNotANumber)
{
    EXPECT_EQ(grouped(std::numeric_limits<double>::quiet_NaN()), "unknown");
    EXPECT_EQ(grouped(std::numeric_limits<double>::infinity()), "no limit");
}

TEST(Format, GroupedHugeFiguresInFull)
{
    // 10^20 has 21 digits, grouped in sevens of three; printf's old 64-byte buffer held it, but 10^70
    // (71 digits, 23 commas = 94 characters) was cut off. Every digit is written now.
    EXPECT_EQ(grouped(1e20), "100,000,000,000,000,000,000");
    const std::string big = grouped(1e70);
    EXPECT_EQ(big.size(), 71u + 23u);
    EXPECT_EQ(big.substr(0, 6), "10,000");
    EXPECT_EQ(grouped(1e70, 2).substr(94), ".00");
}

TEST(Format, Percent)
{
    EXPECT_EQ(percentText(113.83469512534046), "113.8%");    // seed Stage 3: 113.8%
    EXPECT_EQ(percentText(113.83469512534046, 0), "114%");   // seed: "The warning prints 114%"
    EXPECT_EQ(percentText(65.01587301587301), "65.0%");      // seed: 65.0%
    EXPECT_EQ(percentText(65.01587301587301, 0), "65%");     // seed: "at 65%"
    EXPECT_EQ(percentText(25.14570951461792), "25.1%");      // seed: 25.1%
    EXPECT_EQ(percentText(107.37777777777777), "107.4%");    // seed: 107.4%
    EXPECT_EQ(percentText(107.37777777777777, 0), "107%");   // seed: "its warning prints 107%"
    EXPECT_EQ(percentText(43.72331340734416, 0), "44%");     // seed: "at 44%"
}

TEST(Format, Usd)
{
    EXPECT_EQ(usdText(Money{578240}), "$5,782.40");   // seed Stage 1
    EXPECT_EQ(usdText(Money{44064}), "$440.64");
    EXPECT_EQ(usdText(Money{1020433}), "$10,204.33");  // seed Stage 4
    EXPECT_EQ(usdText(Money{5}), "$0.05");
    EXPECT_EQ(usdText(Money{0}), "$0.00");
}

TEST(Format, LoadTile)
{
    EXPECT_EQ(loadTileText(25000), "25,000 events/s");  // seed: "Load: 25,000 req/sec"; one request is one event, and the app says events/s throughout
    EXPECT_EQ(loadTileText(50000), "50,000 events/s");
}

TEST(Format, LatencyTile)
{
    Latency l;
    l.ms = 10.126;
    EXPECT_EQ(latencyTileText(l), "10ms");  // seed: "10ms"
    l.ms = 18.65;
    EXPECT_EQ(latencyTileText(l), "19ms");
    l.ms = 10;
    l.floor = true;
    EXPECT_EQ(latencyTileText(l), "\u2265 10ms");  // seed: "≥ 10ms"
    // The floor always shows the fixed 10 ms, never a queueing estimate.
    l.ms = 25;
    EXPECT_EQ(latencyTileText(l), "\u2265 10ms");
}

TEST(Format, CostTile)
{
    EXPECT_EQ(costTileText(Money{578240}), "$5,782/mo");   // seed Stage 1: $5,782.40
    EXPECT_EQ(costTileText(Money{383351}), "$3,834/mo");   // seed Stage 2: $3,833.51
    EXPECT_EQ(costTileText(Money{542964}), "$5,430/mo");   // seed Stage 2 at 50,000: $5,429.64
    EXPECT_EQ(costTileText(Money{560570}), "$5,606/mo");   // seed Stage 3: $5,605.70
    EXPECT_EQ(costTileText(Money{992126}), "$9,921/mo");   // seed Stage 5: $9,921.26
    EXPECT_EQ(costTileText(Money{1020433}), "$10k/mo");    // seed Stages 4, 6: $10,204.33
    EXPECT_EQ(costTileText(Money{1000000}), "$10k/mo");    // from $10,000
    EXPECT_EQ(costTileText(Money{1612770}), "$16k/mo");    // Kinesis, $16,127.70
}

TEST(Format, Names)
{
    EXPECT_EQ(statusName(Status::Ok), "ok");
    EXPECT_EQ(statusName(Status::Warn), "warn");
    EXPECT_EQ(statusName(Status::Red), "red");
    EXPECT_EQ(statusName(Status::Saturated), "saturated");
    EXPECT_EQ(limitKey(LimitKind::EbsLink), "ebs_link");
    EXPECT_EQ(limitName(LimitKind::EbsLink), "EBS link");
    EXPECT_EQ(limitName(LimitKind::Network), "network");
    EXPECT_EQ(limitName(LimitKind::ExpressPartition), "hottest partition");
    EXPECT_EQ(limitUnit(LimitKind::Storage), "GiB");
    EXPECT_EQ(limitUnit(LimitKind::Consumers), "events/s");
    EXPECT_EQ(limitUnit(LimitKind::DataOut), "MB/s");
    EXPECT_EQ(billItemName(BillItem::TierStorage), "tiered storage");
}

TEST(Format, CardNamesAndIds)
{
    const auto e = test::stageAt(4);
    EXPECT_EQ(cardName(e.s, test::clusterCard(e)), "Kafka cluster (Express)");  // seed
    EXPECT_EQ(cardId(e.s, test::clusterCard(e)), "kafka");
    EXPECT_EQ(cardName(e.s, test::producerCard(e)), "Order service");
    EXPECT_EQ(cardName(e.s, test::groupCard(e, 1)), "Payments ledger");
    EXPECT_EQ(cardId(e.s, test::groupCard(e, 1)), "ledger");
    const auto s2 = test::stageAt(2);
    EXPECT_EQ(cardName(s2.s, test::clusterCard(s2)), "Kafka cluster");  // seed
}

}  // namespace
}  // namespace mqlab

TEST(FormatEdges, CostTileRoundsBeforeChoosingItsForm)
{
    // $9,999.49 rounds to $9,999; $9,999.50 rounds to $10,000, which the tile writes in thousands.
    EXPECT_EQ(mqlab::costTileText(mqlab::Money{999949}), "$9,999/mo");
    EXPECT_EQ(mqlab::costTileText(mqlab::Money{999950}), "$10k/mo");
}

TEST(FormatEdges, AnUnknownPercentSaysSo)
{
    EXPECT_EQ(mqlab::percentText(std::nan("")), "unknown");
}

TEST(FormatEdges, LatencyDetailNamesTheAcksInForce)
{
    // Stage 1 at 25,000 events/s saturates nothing on the produce path (the seed's tile reads 10ms),
    // and its producer sends with acks=all.
    auto one = mqlab::test::stageAt(1);
    EXPECT_EQ(mqlab::latencyDetailText(one.s, one.r.latency), "produce, acks=all");
    one.s.producers[0].acks = mqlab::Acks::One;
    EXPECT_EQ(mqlab::latencyDetailText(one.s, one.r.latency), "produce, acks=1");
    // Stage 3's network is past 100% on the produce path: the tile shows the floor and says why.
    const auto three = mqlab::test::stageAt(3);
    EXPECT_EQ(mqlab::latencyDetailText(three.s, three.r.latency), "a floor: the true figure is higher");
}
