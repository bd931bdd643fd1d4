// The report of each stage as the app shows it: the four tiles, first to saturate, busiest, the
// wall, card statuses, the warnings' full figures and the report's notes (report.h, explain.h,
// report_json.h).
#include <algorithm>
#include <gtest/gtest.h>

#include "mqlab/report/report_json.h"
#include "seed_helpers.h"

namespace mqlab {
namespace {

using test::clusterCard;
using test::contains;
using test::figureOf;
using test::groupCard;
using test::producerCard;
using test::stageAt;
using test::warningsText;

std::string wallLimitName(const test::Evaluated& e)
{
    return limitName(e.r.cards.at(e.r.wallCard).limits.at(e.r.wallLimit).kind);
}

TEST(Report, LoadTileOnEveryStage)
{
    // Seed: "Load: 25,000 req/sec" on every stage.
    for (int n = 1; n <= 6; ++n) {
        const auto e = stageAt(n);
        EXPECT_DOUBLE_EQ(e.r.offeredEventsPerSecond, 25000.0) << "stage " << n;
        EXPECT_EQ(loadTileText(e.r.offeredEventsPerSecond), "25,000 events/s") << "stage " << n;
        // Seed: "Every stage carries the same 51.2 MB/s" (25,000 x 2,048 / 10^6).
        EXPECT_NEAR(e.r.offered.mbps(), 51.2, 1e-9) << "stage " << n;
    }
}

TEST(Report, Stage1Tiles)
{
    const auto e = stageAt(1);
    EXPECT_EQ(latencyTileText(e.r.latency), "10ms");          // seed: fixed 10 ms, a full disk is off the path
    EXPECT_EQ(costTileText(e.r.total), "$5,782/mo");          // seed: $5,782.40
    EXPECT_EQ(firstToSaturateText(e.s, e.r), "Kafka cluster");  // seed: "First to saturate: Kafka cluster"
    // The wall: storage, 49,152 / 86,517.33 x 25,000 = 14,203 events/s.
    EXPECT_NEAR(e.r.wallEventsPerSecond, 14203, 0.5);
    EXPECT_EQ(cardName(e.s, e.r.cards.at(e.r.wallCard)), "Kafka cluster");
    EXPECT_EQ(wallLimitName(e), "storage");
}

TEST(Report, Stage1Statuses)
{
    const auto e = stageAt(1);
    EXPECT_EQ(producerCard(e).status, Status::Ok);
    EXPECT_EQ(clusterCard(e).status, Status::Saturated);  // storage 176%
    EXPECT_EQ(groupCard(e, 0).status, Status::Ok);        // 14,203 / 60,000 = 23.7%
    EXPECT_EQ(e.r.busiest, static_cast<int>(e.s.producers.size()));  // the cluster, 176%
}

TEST(Report, Stage1WarningGivesTheFullFigures)
{
    const auto e = stageAt(1);
    const std::string w = warningsText(e, clusterCard(e));
    // Seed: "Its warning gives 86,517 GiB needed and 49,152 GiB held."
    EXPECT_TRUE(contains(w, "86,517 GiB")) << w;
    EXPECT_TRUE(contains(w, "49,152 GiB")) << w;
    // 86,517 / 49,152 = 176%; the card itself stops at 100%.
    EXPECT_TRUE(contains(w, "176%")) << w;
    // Seed: "14,203 messages/s is the most this retention sustains."
    EXPECT_TRUE(contains(w, "14,203 events/s")) << w;
    // Seed (paraphrased): a broker whose log directory is full refuses any further writes.
    EXPECT_TRUE(contains(w, "stops taking writes")) << w;
    // 4,119.873 GiB a day x 7 days x RF 3 (seed: "168 h x RF 3 of 48.83 MiB/s").
    EXPECT_TRUE(contains(w, "7 days x RF 3 x 4,119.873 GiB a day")) << w;
    // The producer: 25,000 - 14,203 = 10,797 events/s wait in it.
    const std::string p = warningsText(e, producerCard(e));
    EXPECT_TRUE(contains(p, "10,797 events/s wait in this producer")) << p;
}

TEST(Report, Stage2Tiles)
{
    const auto e = stageAt(2);
    EXPECT_EQ(latencyTileText(e.r.latency), "10ms");
    EXPECT_EQ(costTileText(e.r.total), "$3,834/mo");                    // seed: $3,833.51
    EXPECT_EQ(firstToSaturateText(e.s, e.r), "Nothing at this load");  // seed
    EXPECT_EQ(e.r.firstToSaturate, -1);
    // Seed: "Busiest: Kafka cluster at 65%" - the EBS link, 51.2 / 78.75 = 65.0%.
    ASSERT_GE(e.r.busiest, 0);
    EXPECT_EQ(cardName(e.s, e.r.cards[e.r.busiest]), "Kafka cluster");
    const Figures f = figures(e.s, test::catalog(), e.r);
    EXPECT_EQ(figureOf(f, "busiest.name").text, "Kafka cluster");
    EXPECT_EQ(figureOf(f, "busiest.percent").text, "65%");
    // Seed: the EBS wall, 78.75 MB/s / 2 KiB = 38,452 events a second.
    EXPECT_NEAR(e.r.wallEventsPerSecond, 38452.15, 0.01);
    EXPECT_EQ(wallLimitName(e), "EBS link");
    EXPECT_EQ(figureOf(f, "wall.events_per_s").text, "38,452");
}

TEST(Report, Stage2NoWarnings)
{
    const auto e = stageAt(2);
    for (const auto& card : e.r.cards) {
        EXPECT_EQ(card.status, Status::Ok) << cardName(e.s, card);
        EXPECT_TRUE(cardWarningTexts(e.s, test::catalog(), e.r, card).empty()) << cardName(e.s, card);
    }
}

TEST(Report, Stage2AtFiftyThousand)
{
    const auto e = stageAt(2, 50000);
    EXPECT_EQ(loadTileText(e.r.offeredEventsPerSecond), "50,000 events/s");
    // Seed: "The result names Kafka cluster."
    EXPECT_EQ(firstToSaturateText(e.s, e.r), "Kafka cluster");
    EXPECT_EQ(latencyTileText(e.r.latency), "\u2265 10ms");  // seed: "≥ 10ms"
    EXPECT_EQ(costTileText(e.r.total), "$5,430/mo");          // seed: $5,430/mo (see cost_tests)
    // Seed: "78.75 MB/s / 2 KiB = 38,452 events a second."
    EXPECT_NEAR(e.r.wallEventsPerSecond, 38452.15, 0.01);
    const std::string w = warningsText(e, clusterCard(e));
    // Seed: the EBS link reads 102.4 / 78.75 = 130%.
    EXPECT_TRUE(contains(w, "EBS link at 130%")) << w;
    EXPECT_TRUE(contains(w, "102.4 MB/s")) << w;
    // Seed: "Its network warning reads 85%: 102.4 / 119.94, past the 80% line."
    EXPECT_TRUE(contains(w, "Network at 85%")) << w;
    // The volume, 41.0%, does not warn.
    EXPECT_FALSE(contains(w, "Storage volume at")) << w;
    // The producers: 50,000 - 38,452.15 = 11,547.85 -> "11,548" events/s wait.
    const std::string notes = test::notesText(e);
    EXPECT_TRUE(contains(notes, "11,548 events/s wait in the producers")) << notes;
    EXPECT_TRUE(contains(notes, "the brokers carry 38,452 of 50,000")) << notes;
    const Figures f = figures(e.s, test::catalog(), e.r);
    EXPECT_EQ(figureOf(f, "waiting.events_per_s").text, "11,548");
}

TEST(Report, Stage3)
{
    const auto e = stageAt(3);
    EXPECT_EQ(firstToSaturateText(e.s, e.r), "Kafka cluster");  // seed: "on the network"
    EXPECT_EQ(latencyTileText(e.r.latency), "\u2265 10ms");
    EXPECT_EQ(costTileText(e.r.total), "$5,606/mo");
    // Wall: the network, 25,000 x 119.94 / 136.533 = 21,961.67 events/s.
    EXPECT_NEAR(e.r.wallEventsPerSecond, 21961.67, 0.005);
    EXPECT_EQ(wallLimitName(e), "network");
    EXPECT_EQ(clusterCard(e).status, Status::Saturated);
    EXPECT_NEAR(clusterCard(e).carriedEventsPerSecond, 21961.67, 0.005);
    // Seed (paraphrased): the leaders push out 409.6 MB/s, i.e. 51.2 MB/s in x (6 groups + RF 3 - 1),
    // spread over 3 brokers - 114% of Equation 1's network limit of 119.94 MB/s per kafka.m7g.large.
    const std::string w = warningsText(e, clusterCard(e));
    EXPECT_TRUE(contains(w, "Network at 114%")) << w;  // 136.53 / 119.94 = 113.8 -> 114
    // 6 groups + RF 3 - 1 = 8 copies; 51.2 x 8 = 409.6 MB/s from 3 brokers.
    EXPECT_TRUE(contains(w, "leaves a leader 8 times (6 groups + RF 3 - 1)")) << w;
    EXPECT_TRUE(contains(w, "3 brokers send 409.6 MB/s from 51.2 MB/s in")) << w;
    EXPECT_TRUE(contains(w, "136.5 MB/s a broker against 119.94 on kafka.m7g.large")) << w;
    EXPECT_TRUE(contains(w, "Size to 80%")) << w;  // seed: "AWS sizes to 80%"
    // 25,000 - 21,961.67 = 3,038.33 -> "3,038" wait; the brokers carry 21,962.
    const std::string notes = test::notesText(e);
    EXPECT_TRUE(contains(notes, "3,038 events/s wait in the producers")) << notes;
    EXPECT_TRUE(contains(notes, "The latency is a floor")) << notes;
    EXPECT_TRUE(contains(notes, "(network)")) << notes;
    // Every group card is fine: 21,961.67 / 60,000 = 36.6%.
    for (int g = 0; g < 6; ++g) {
        EXPECT_EQ(groupCard(e, g).status, Status::Ok);
        EXPECT_NEAR(groupCard(e, g).rawPercent, 36.6, 0.05);
    }
}

TEST(Report, Stage4)
{
    const auto e = stageAt(4);
    EXPECT_EQ(firstToSaturateText(e.s, e.r), "Nothing at this load");
    EXPECT_EQ(latencyTileText(e.r.latency), "10ms");
    EXPECT_EQ(costTileText(e.r.total), "$10k/mo");  // seed: $10,204.33
    // Seed: "Busiest: Kafka cluster (Express) at 44%" (102.4 / 234.2 = 43.7%).
    ASSERT_GE(e.r.busiest, 0);
    EXPECT_EQ(cardName(e.s, e.r.cards[e.r.busiest]), "Kafka cluster (Express)");
    const Figures f = figures(e.s, test::catalog(), e.r);
    EXPECT_EQ(figureOf(f, "busiest.percent").text, "44%");
    // Seed check-in (paraphrased): every Express broker delivers 102.4 MB/s to consumers - so why is
    // there no warning on the card?
    EXPECT_EQ(clusterCard(e).status, Status::Ok);
    const std::string w = warningsText(e, clusterCard(e));
    EXPECT_FALSE(contains(w, "Data out at")) << w;
    // Its wall is data out: 25,000 x 234.2 / 102.4 = 57,177.7 events/s.
    EXPECT_NEAR(e.r.wallEventsPerSecond, 57177.7, 0.05);
    EXPECT_EQ(wallLimitName(e), "data out");
    // Seed: data out is 81.9% of its sustained 125 MB/s (102.4 / 125).
    EXPECT_EQ(figureOf(f, "kafka.data_out.sustained_percent").text, "81.9%");
}

TEST(Report, Stage5)
{
    const auto e = stageAt(5);
    // Seed: "First to saturate: Kafka cluster (Express)".
    EXPECT_EQ(firstToSaturateText(e.s, e.r), "Kafka cluster (Express)");
    EXPECT_EQ(latencyTileText(e.r.latency), "\u2265 10ms");
    EXPECT_EQ(costTileText(e.r.total), "$9,921/mo");
    const CardReport& k = clusterCard(e);
    EXPECT_EQ(k.status, Status::Saturated);
    EXPECT_DOUBLE_EQ(k.percent, 100.0);  // seed: the card stops at 100%
    EXPECT_NEAR(k.rawPercent, 107.4, 0.05);
    // Seed (paraphrased): 16.11 MB/s reaches the busiest partition (48 partitions, hot key 30%) while
    // Express allows 15 MB/s per partition: 107%. Each partition is led by a single broker, so
    // adding brokers leaves this limit where it is.
    const std::string w = warningsText(e, k);
    EXPECT_TRUE(contains(w, "Hottest partition at 107%")) << w;
    EXPECT_TRUE(contains(w, "16.11 MB/s (48 partitions, hot key 30%)")) << w;
    EXPECT_TRUE(contains(w, "against 15 MB/s")) << w;
    EXPECT_TRUE(contains(w, "one leader")) << w;
    // Wall: the partition, 25,000 x 15 / 16.1067 = 23,282.3 events/s.
    EXPECT_NEAR(e.r.wallEventsPerSecond, 23282.3, 0.05);
    EXPECT_EQ(wallLimitName(e), "hottest partition");
    // Seed: "Kafka cluster (Express) is saturated on the critical path" - the latency note.
    const std::string notes = test::notesText(e);
    EXPECT_TRUE(contains(notes, "Kafka cluster (Express) is saturated on the produce path (hottest partition)")) << notes;
}

TEST(Report, Stage6)
{
    const auto e = stageAt(6);
    EXPECT_EQ(firstToSaturateText(e.s, e.r), "Nothing at this load");
    EXPECT_EQ(latencyTileText(e.r.latency), "10ms");
    EXPECT_EQ(costTileText(e.r.total), "$10k/mo");
    const Figures f = figures(e.s, test::catalog(), e.r);
    // Seed: "Busiest: Kafka cluster (Express) at 44%".
    EXPECT_EQ(figureOf(f, "busiest.name").text, "Kafka cluster (Express)");
    EXPECT_EQ(figureOf(f, "busiest.percent").text, "44%");
    // Seed: "the brokers sit at 81.9% of their sustained line" (102.4 / 125).
    EXPECT_EQ(figureOf(f, "kafka.data_out.sustained_percent").text, "81.9%");
    for (const auto& card : e.r.cards)
        EXPECT_EQ(card.status, Status::Ok) << cardName(e.s, card);
}

TEST(Report, TileFigures)
{
    // The named tile figures match the tiles (seed Stage 1).
    const auto e = stageAt(1);
    const Figures f = figures(e.s, test::catalog(), e.r);
    EXPECT_EQ(figureOf(f, "tile.load").text, "25,000 events/s");
    EXPECT_EQ(figureOf(f, "tile.latency").text, "10ms");
    EXPECT_EQ(figureOf(f, "tile.cost").text, "$5,782/mo");
    EXPECT_EQ(figureOf(f, "tile.first").text, "Kafka cluster");
    EXPECT_EQ(figureOf(f, "cost.total").text, "$5,782.40");       // 440.64 + 4,915.20 + 426.56
    EXPECT_EQ(figureOf(f, "cost.msk").text, "$5,355.84");         // 440.64 + 4,915.20
    EXPECT_EQ(figureOf(f, "cost.consumers").text, "$426.56");     // 12 x 720 x 0.04937
    EXPECT_EQ(figureOf(f, "stream.bytes_per_s").text, "51,200,000");  // 25,000 x 2,048
    EXPECT_EQ(figureOf(f, "stream.mbps").text, "51.2 MB/s");
    EXPECT_EQ(figureOf(f, "stream.mibps").text, "48.83 MiB/s");
    EXPECT_EQ(figureOf(f, "stream.gib_day").text, "4,119.873 GiB");
    EXPECT_EQ(figureOf(f, "stream.gib_month").text, "123,596 GiB");  // 30 x 4,119.873
    EXPECT_EQ(figureOf(f, "kafka.storage.percent_whole").text, "176%");
    EXPECT_EQ(figureOf(f, "kafka.storage.wall").text, "14,203");
}

TEST(Report, JsonDocument)
{
    const auto e = stageAt(5);
    const nlohmann::json doc = reportToJson(e.s, test::catalog(), e.r);
    EXPECT_EQ(doc["load"]["text"], "25,000 events/s");
    EXPECT_NEAR(doc["load"]["mbps"].get<double>(), 51.2, 1e-9);
    EXPECT_NEAR(doc["load"]["mibps"].get<double>(), 48.83, 1e-9);       // 48.828 rounded to 0.01
    EXPECT_NEAR(doc["load"]["gib_per_day"].get<double>(), 4119.873, 1e-9);
    EXPECT_EQ(doc["latency"]["text"], "\u2265 10ms");
    EXPECT_EQ(doc["latency"]["floor"], true);
    EXPECT_NEAR(doc["cost"]["monthly_usd"].get<double>(), 9921.26, 1e-9);  // seed Stage 5 total
    EXPECT_EQ(doc["cost"]["text"], "$9,921/mo");
    EXPECT_EQ(doc["first_to_saturate"]["card"], "Kafka cluster (Express)");
    const auto& cluster = doc["cards"][1];
    EXPECT_EQ(cluster["kind"], "cluster");
    EXPECT_NEAR(cluster["percent"].get<double>(), 100.0, 1e-9);
    EXPECT_NEAR(cluster["raw_percent"].get<double>(), 107.4, 1e-9);  // 16.11 / 15, to 0.1
    EXPECT_EQ(cluster["status"], "saturated");
    EXPECT_NEAR(doc["wall"]["events_per_s"].get<double>(), 23282.0, 1e-9);  // 23,282.3 to the unit
    EXPECT_EQ(doc["wall"]["limit"], "partition");
}

TEST(Report, JsonBusiestWhenNothingSaturates)
{
    const auto e = stageAt(2);
    const nlohmann::json doc = reportToJson(e.s, test::catalog(), e.r);
    EXPECT_TRUE(doc["first_to_saturate"]["card"].is_null());
    EXPECT_EQ(doc["first_to_saturate"]["text"], "Nothing at this load");
    EXPECT_EQ(doc["first_to_saturate"]["busiest"]["card"], "Kafka cluster");
    EXPECT_NEAR(doc["first_to_saturate"]["busiest"]["percent"].get<double>(), 65.0, 1e-9);  // 65.016 to 0.1
    EXPECT_NEAR(doc["cost"]["monthly_usd"].get<double>(), 3833.51, 1e-9);
}

TEST(Report, TextReport)
{
    const auto e = stageAt(2);
    const std::string t = reportToText(e.s, test::catalog(), e.r);
    EXPECT_TRUE(contains(t, "25,000 events/s  (51.2 MB/s, 48.83 MiB/s)")) << t;
    EXPECT_TRUE(contains(t, "$3,834/mo  ($3,833.51 a month)")) << t;
    EXPECT_TRUE(contains(t, "Nothing at this load  (busiest: Kafka cluster at 65%)")) << t;
    EXPECT_TRUE(contains(t, "38,452 events/s (Kafka cluster, EBS link)")) << t;
    EXPECT_TRUE(contains(t, "tiered storage: $1,730.35")) << t;  // 28,839.11 x $0.06
}

TEST(ReportCards, AClusterNobodyWritesToSaysSo)
{
    const auto has = [](const std::vector<std::string>& w) {
        return std::find(w.begin(), w.end(), "No producer writes to this cluster.") != w.end();
    };
    // Stage 1 as it ships: the order service writes to the cluster.
    const auto one = test::stageAt(1);
    EXPECT_EQ(one.r.clusters[0].producers, 1);
    EXPECT_FALSE(has(cardWarningTexts(one.s, test::catalog(), one.r, test::clusterCard(one))));
    // Without the producer's connection nobody writes to it, and its card says so.
    Scenario s = test::stageScenario(1);
    std::erase_if(s.connections, [&](const Connection& c) { return c.from == s.producers[0].id; });
    const auto loose = test::evaluated(s);
    EXPECT_EQ(loose.r.clusters[0].producers, 0);
    EXPECT_TRUE(has(cardWarningTexts(loose.s, test::catalog(), loose.r, test::clusterCard(loose))));
}

}  // namespace
}  // namespace mqlab

// Reopens the suite's namespaces, so its helpers are in reach.
namespace mqlab {
namespace {

TEST(ReportEdges, AnUnconnectedProducerWaitsAtNoWall)
{
    // Stage 2 plus a second producer of 5,000 events/s with no cluster: the cluster still carries
    // its 25,000 (below its 38,452 wall), so nothing waits, and the load tile counts 30,000.
    mqlab::Scenario s = mqlab::test::stageScenario(2);
    mqlab::Producer extra;
    extra.id = "loose";
    extra.eventsPerSecond = 5000;
    s.producers.push_back(extra);
    const mqlab::Report r = mqlab::evaluate(s, mqlab::test::catalog());
    EXPECT_DOUBLE_EQ(r.offeredEventsPerSecond, 30000.0);
    EXPECT_DOUBLE_EQ(r.latency.waitingEventsPerSecond, 0.0);
    EXPECT_DOUBLE_EQ(r.cards[1].carriedEventsPerSecond, 0.0);  // the loose producer
}

}  // namespace
}  // namespace mqlab
