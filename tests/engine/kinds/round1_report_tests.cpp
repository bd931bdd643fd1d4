// The whole Round 1 report (stages/round-1.json) against second-seed.md section 2.5, figure by figure,
// each derived by hand beside it; and the durability figure of the first seed's six stages, derived from
// each stage's own replication settings.
#include "round1_data.h"

#include <cmath>

#include "mqlab/report/explain.h"
#include "mqlab/report/format.h"
#include "mqlab/report/report_json.h"

namespace mqlab {
namespace {

using namespace test::round1;
using test::catalog;

TEST(Round1Report, EveryTileAndFigure)
{
    const Scenario s = design();
    const Report r = evaluate(s, catalog());
    // Load: 50,000,000 / 86,400 = 578.7037 msg/s; x 3.5 = 2,025.4630 (seed: "2,025").
    EXPECT_NEAR(r.offeredEventsPerSecond, 2025.4630, 5e-5);
    // 2,025.46 x 2,000 B = 4.0509 MB/s in (seed: "4 MB/s").
    EXPECT_NEAR(r.offered.mbps(), 4.0509, 5e-5);
    // The seed counts messages (units seed004): the load is worded in msg/s, the six stages' in events/s.
    EXPECT_EQ(loadUnit(s), "msg/s");
    EXPECT_EQ(loadTileText(s, r.offeredEventsPerSecond), "2,025 msg/s");
    EXPECT_EQ(loadTileText(test::stageScenario(1), 25000), "25,000 events/s");
    // Latency: 1 (to the leader) + 2 (window) + max(3 leader fsync, 1 + 3 follower) + 1 (wake) + 1 = 9 ms.
    EXPECT_EQ(latencyTileText(r.latency), "9ms");
    EXPECT_EQ(latencyDetailText(s, r.latency), "p99 send to a waiting worker, target 100 ms");
    // Fleet bill (730 h): brokers 3 x 730 x $0.0816 = 178.70; metadata 3 x 730 x $0.0408 = 89.35;
    // gp3 3 x 1,000 x $0.08 = 240.00; IOPS 3 x 3,000 x $0.005 = 45.00; NLB 730 x $0.0225 = 16.43;
    // NLCU 100 / 24 x 730 x $0.006 = 18.25; replication 2 x 3,040 x $0.02 = 121.60; sends and reads
    // 3,040 x 2/3 x $0.02 = 40.53 each. 178.70 + 89.35 + 240 + 45 + 16.43 + 18.25 + 121.60 + 40.53 +
    // 40.53 = 790.39 (the dead-letter queue's line is $0 for now).
    const std::pair<BillItem, long long> lines[] = {
        {BillItem::FleetBrokers, 17870},       {BillItem::MetadataNodes, 8935},   {BillItem::Gp3Storage, 24000},
        {BillItem::Gp3Iops, 4500},             {BillItem::NlbHours, 1643},        {BillItem::NlbCapacity, 1825},
        {BillItem::CrossAzReplication, 12160}, {BillItem::CrossAzProducers, 4053}, {BillItem::CrossAzWorkers, 4053}};
    for (const auto& [item, cents] : lines)
        EXPECT_EQ(lineOf(r, item).amount.cents, cents) << billItemName(item);
    EXPECT_EQ(r.total.cents, 79039);
    EXPECT_EQ(costTileText(r.total), "$790/mo");
    // SQS beside it: $729.60 + $3.15 = $732.75; nothing batched $1,824.00.
    EXPECT_EQ(sqsText(r.sqs), "$732.75/mo ($729.60 requests + $3.15 idle long polls; nothing batched: $1,824.00)");
    // The cost tile's line: $732.75 written as the tile writes money.
    EXPECT_EQ(sqsTileNote(r.sqs), "SQS instead: $733/mo");
    // First wall: a broker's worst-case storage is 480 of 1,000 GB at 2,025.46 msg/s, full at
    // 2,025.46 x 1,000 / 480 = 4,219.7 msg/s (104 M messages a day), before the partitions' 6,000.
    EXPECT_NEAR(r.wallEventsPerSecond, 4219.7, 0.05);
    EXPECT_EQ(limitName(r.cards[static_cast<size_t>(r.wallCard)].limits[static_cast<size_t>(r.wallLimit)].kind),
              "worst-case storage");
    EXPECT_EQ(firstToSaturateText(s, r), "Nothing at this load");
    // Downtime: 43,776 min x (1 - 0.999) = 43.776: 43.8 a month.
    EXPECT_EQ(availabilityText(r.availability), "43.8 min/month down at 99.9%");
    // Durability: Raft commits on 2 of 3, so min(2 - 1, 3 - 2) = 1 replica may go.
    EXPECT_EQ(durabilityTileText(r), "survives 1 of 3 replicas");
    EXPECT_EQ(durabilityFigureText(r.durability), "1 of 3 replicas"); // the tile's figure
    EXPECT_EQ(cardName(s, r.cards[static_cast<size_t>(r.durability.card)]), "Broker fleet");
    // Poison message: 5 deliveries, in the DLQ 5 x 30 = 150 s after its first receive.
    EXPECT_EQ(r.workers[0].deliveries, 5);
    EXPECT_DOUBLE_EQ(r.workers[0].dlqAfterS, 150);
}

TEST(Round1Report, JsonCarriesTheFiguresAndTheirStatus)
{
    const Scenario s = design();
    const nlohmann::json doc = reportToJson(s, catalog(), evaluate(s, catalog()));
    EXPECT_EQ(doc["load"]["events_per_s"], 2025.46);
    EXPECT_EQ(doc["latency"]["ms"], 9.0);
    EXPECT_EQ(doc["latency"]["target_ms"], 100.0);
    EXPECT_EQ(doc["latency"]["status"], "recon"); // the step times are rebuilt (second-seed.md 6.3)
    EXPECT_EQ(doc["cost"]["monthly_usd"], 790.39);
    EXPECT_EQ(doc["durability"]["text"], "survives 1 of 3 replicas");
    EXPECT_EQ(doc["durability"]["status"], "derived");
    EXPECT_EQ(doc["availability"]["downtime_minutes_a_month"], 43.8);
    EXPECT_EQ(doc["sqs"]["monthly_usd"], 732.75);
    EXPECT_EQ(doc["sqs"]["unbatched_upper_bound_usd"], 1824.0);
    EXPECT_EQ(doc["sqs"]["price_status"], "seed");
    EXPECT_EQ(doc["wall"]["limit"], "volume_fill");
    // Each line carries its price's status from the catalogue: m7g.large's price is derived ($0.204 / 2.5),
    // m7g.medium's and gp3's assumed, the cross-zone price the seed's.
    for (const auto& line : doc["cost"]["lines"]) {
        if (line["item"] == "fleet brokers") {
            EXPECT_EQ(line["price_status"], "derived");
            EXPECT_EQ(line["derived_price"], true);
            EXPECT_EQ(line["node"], "fleet");
        }
        if (line["item"] == "gp3 storage") {
            EXPECT_EQ(line["price_status"], "assumed");
        }
        if (line["item"] == "cross-zone replication") {
            EXPECT_EQ(line["price_status"], "seed");
        }
    }
    const std::string text = reportToText(s, catalog(), evaluate(s, catalog()));
    EXPECT_NE(text.find("Bill (a month of 730 hours)"), std::string::npos);
    EXPECT_NE(text.find("Durability          survives 1 of 3 replicas"), std::string::npos);
}

TEST(Round1Report, NamedFiguresFileEachLineUnderItsNode)
{
    // `mqlab figures` on Round 1: each bill line under its own node, keyed by the line's name.
    const Scenario s = design();
    const Figures f = figures(s, catalog(), evaluate(s, catalog()));
    EXPECT_EQ(f.at("fleet.cost.fleet_brokers").text, "$178.70");    // 3 x 730 h x $0.0816
    EXPECT_EQ(f.at("meta.cost.metadata_store").text, "$89.35");     // 3 x 730 h x $0.0408
    EXPECT_EQ(f.at("nlb.cost.nlb_capacity").text, "$18.25");        // 100 / 24 NLCU x 730 h x $0.006
    EXPECT_EQ(f.at("fleet.cost.cross_zone_replication").text, "$121.60"); // 2 x 3,040 GB x $0.02
    EXPECT_EQ(f.at("fleet.volume_fill.percent").text, "48.0%");     // 480 of 1,000 GB
    // The first seed's MSK figures do not mix in Round 1's lines: no cluster, no MSK cost.
    EXPECT_EQ(f.count("carried.cost.msk"), 0u);
    EXPECT_EQ(f.at("cost.msk").text, "$0.00");
    EXPECT_EQ(f.at("cost.total").text, "$790.39");
}

TEST(Round1Report, FirstSeedStagesSurviveWhatTheirSettingsGive)
{
    // A Kafka cluster with acks=all acknowledges once min.insync.replicas copies hold an event: it keeps
    // every acked event through min ISR - 1 losses and takes writes through RF - min ISR. With acks=1 or 0
    // the leader alone holds an acked event: 0. The figure is derived from each stage's own settings.
    for (int n = 1; n <= 6; ++n) {
        const Scenario s = test::stageScenario(n);
        const Report r = evaluate(s, catalog());
        int want = -1, replicas = 0;
        for (size_t ci = 0; ci < s.clusters.size(); ++ci) {
            const Cluster& c = s.clusters[ci];
            int ackedOn = c.minInsyncReplicas;
            for (int pi : s.producersOf(static_cast<int>(ci)))
                if (s.producers[static_cast<size_t>(pi)].acks != Acks::All)
                    ackedOn = 1;
            const int survives = std::max(0, std::min(ackedOn - 1, c.replicationFactor - ackedOn));
            if (want < 0 || survives < want) {
                want = survives;
                replicas = c.replicationFactor;
            }
        }
        EXPECT_EQ(r.durability.survives, want) << "stage " << n;
        EXPECT_EQ(r.durability.replicas, replicas) << "stage " << n;
    }
    // Stage 1 as the seed sets it: RF 3, min ISR 2, acks=all survives 1 of 3.
    EXPECT_EQ(durabilityTileText(evaluate(test::stageScenario(1), catalog())), "survives 1 of 3 replicas");
    // acks=1 on Stage 1: an acked event may live on its leader alone.
    Scenario one = test::stageScenario(1);
    one.producers[0].acks = Acks::One;
    one.producers[0].idempotence = false;
    EXPECT_EQ(durabilityTileText(evaluate(one, catalog())), "survives 0 of 3 replicas");
}

TEST(Round1Report, VersionTwoNamesItsUnits)
{
    json doc = designDoc();
    doc.erase("units");
    EXPECT_EQ(refusalOf(doc).path(), "units");
    doc["units"] = "imperial";
    const InputError e = refusalOf(doc);
    EXPECT_EQ(e.path(), "units");
    EXPECT_NE(std::string(e.problem()).find("\"seed000\" or \"seed004\""), std::string::npos) << e.what();
    // Version 1 keeps its meaning and takes no units.
    json v1 = toJson(test::stageScenario(1));
    EXPECT_EQ(v1["version"], 1);
    EXPECT_FALSE(v1.contains("units"));
    v1["units"] = "seed004";
    EXPECT_EQ(refusalOf(v1).path(), "units");
}

} // namespace
} // namespace mqlab
