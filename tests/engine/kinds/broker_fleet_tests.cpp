// The broker fleet (Round 1): 3 x m7g.large, one a zone, 6 partitions each a Raft group of 3 that
// commits on 2; a 2 ms group-commit window; 1 TB gp3 at 6,000 IOPS; 4 days of backlog at 1.2x.
// Every figure below is derived from second-seed.md section 2.5 in the comment beside it.
#include "round1_data.h"

#include <cmath>

#include "mqlab/model/edits.h"
#include "mqlab/report/explain.h"
#include "mqlab/report/format.h"

namespace mqlab {
namespace {

using namespace test::round1;
using test::catalog;

TEST(BrokerFleet, DefaultsAreRoundOnesFleet)
{
    expectTableDefaults(Kind::BrokerFleet, BrokerFleet{});
    const BrokerFleet b;
    EXPECT_EQ(b.instance, "m7g.large");
    EXPECT_EQ(b.brokers, 3);
    EXPECT_EQ(b.partitions, 6);
    EXPECT_EQ(b.replicationFactor, 3);
    EXPECT_EQ(b.quorum, 2);
    EXPECT_TRUE(field(Kind::BrokerFleet, "replication_factor").fixed);
    EXPECT_TRUE(field(Kind::BrokerFleet, "quorum").fixed);
    Scenario s = design();
    s.brokerFleets[0].iops = 9000;
    s.brokerFleets[0].retentionDays = 2.5;
    EXPECT_EQ(parseScenarioText(toJson(s).dump(), "saved.json", catalog()), s);
}

TEST(BrokerFleet, EachRangeIsRefusedByName)
{
    // brokers, zones, partitions, replication_factor, quorum, group_commit_ms, volume_gb, iops,
    // retention_days, overhead, partition_ceiling, availability_percent, latency_target_ms, x, y: 15 x 2.
    EXPECT_EQ(expectRangesRefused(designDoc(), Kind::BrokerFleet), 30);
    // Brokers a multiple of zones: 4 over 3 zones is refused by name.
    json doc = designDoc();
    doc["broker_fleets"][0]["brokers"] = 4;
    const InputError e = refusalOf(doc);
    EXPECT_EQ(e.path(), "broker_fleets[0].brokers");
    EXPECT_NE(std::string(e.problem()).find("must be a multiple of zones (3)"), std::string::npos) << e.what();
    // RF 3 needs 3 brokers: 2 brokers in 2 zones is refused.
    doc = designDoc();
    doc["broker_fleets"][0]["brokers"] = 2;
    doc["broker_fleets"][0]["zones"] = 2;
    EXPECT_EQ(refusalOf(doc).path(), "broker_fleets[0].brokers");
}

TEST(BrokerFleet, ConnectionRules)
{
    const Scenario s = design();
    EXPECT_EQ(connectionRefusal(s, "fleet", "dlq"), "a broker fleet connects only to a worker pool");
    EXPECT_EQ(connectionRefusal(s, "fleet", "nlb"), topologyRefusal(NodeKind::BrokerFleet).text());
    const Scenario two = withNode(s, Kind::BrokerFleet, {0, 0}, catalog());
    EXPECT_EQ(connectionRefusal(two, "fleet-1", "workers"),
              "a worker pool reads one broker fleet or SQS queue, and this one already has one");
}

TEST(BrokerFleet, CardLimits)
{
    const Scenario s = design();
    const Report r = evaluate(s, catalog());
    const CardReport& card = cardOf(s, r, "fleet");
    ASSERT_EQ(card.limits.size(), 5u);
    const LimitReport &storage = card.limits[0], &io = card.limits[1], &partition = card.limits[2],
                      &ebs = card.limits[3], &network = card.limits[4];
    // Worst case: 100 GB a day x 4 days x 3 replicas x 1.2 = 1,440 GB; a broker holds 6 of the
    // 18 replicas: 480 GB of its 1,000 GB volume, 48%.
    EXPECT_EQ(storage.kind, LimitKind::WorstCaseStorage);
    EXPECT_NEAR(r.fleets[0].worstCaseGB, 1440, 1e-6);
    EXPECT_NEAR(storage.used, 480, 1e-6);
    EXPECT_NEAR(storage.percent, 48, 1e-9);
    // Group commit: 1,000 ms / 2 ms = 500 fsyncs a second a log; 6 logs a broker: 3,000; with a data
    // write each, 6,000 IOPS at the cap = the 6,000 provisioned. At 337.6 msg/s a log the real rate is
    // 500 x (1 - e^(-337.6/500)) = 245.5 fsyncs/s; x 6 logs x 2 = 2,946 IOPS, 49.1% of 6,000. Since the
    // cap never passes the IOPS, this limit has no wall.
    EXPECT_EQ(io.kind, LimitKind::FsyncIops);
    EXPECT_DOUBLE_EQ(r.fleets[0].fsyncCapLog, 500);
    EXPECT_DOUBLE_EQ(r.fleets[0].fsyncCapBroker, 3000);
    EXPECT_DOUBLE_EQ(r.fleets[0].iopsAtCap, 6000);
    EXPECT_NEAR(r.fleets[0].realFsyncLog, 245.5, 0.05);
    EXPECT_NEAR(io.used, 2946, 0.5);
    EXPECT_TRUE(std::isnan(io.wallEventsPerSecond));
    // 2,025.46 / 6 = 337.6 msg/s a partition against the 1,000 planning ceiling: 33.8%.
    EXPECT_EQ(partition.kind, LimitKind::PartitionRate);
    EXPECT_NEAR(partition.used, 337.58, 0.005);
    EXPECT_NEAR(partition.percent, 33.76, 0.005);
    // EBS: 4.05 MB/s in x 3 replicas / 3 brokers = 4.05 MB/s of m7g.large's 78.75: 5.1%.
    EXPECT_NEAR(ebs.used, 4.05, 0.005);
    EXPECT_NEAR(ebs.percent, 5.14, 0.005);
    // Network: 4.05 x (1 reader + 2 followers) / 3 = 4.05 MB/s of 0.937 Gbps x 125 = 117.125: 3.5%.
    EXPECT_NEAR(network.capacity, 117.125, 1e-9);
    EXPECT_NEAR(network.percent, 3.46, 0.005);
    // Nothing is past its line: the card is ok, its binding limit the IOPS at 49.1%.
    EXPECT_EQ(card.status, Status::Ok);
    EXPECT_EQ(card.binding, 1);
    EXPECT_TRUE(cardWarningTexts(s, catalog(), r, card).empty());
    EXPECT_EQ(limitFormula(s, r, card, storage).text(),
              "100.0 GB a day x 4 days x 3 replicas x 1.2 = 1,440 GB; a broker holds 6 of 18 replicas: 480 GB "
              "against 1,000 GB");
}

TEST(BrokerFleet, ProvisionedBelowTheCapHasAWall)
{
    // At the free 3,000 IOPS a broker's logs meet them when 2 x 6 x 500 x (1 - e^(-x/500)) = 3,000, so
    // x = -500 ln(1 - 0.5) = 346.57 msg/s a log, x 6 partitions = 2,079.4 msg/s: just over the peak.
    Scenario s = design();
    s.brokerFleets[0].iops = 3000;
    const Report r = evaluate(s, catalog());
    const LimitReport& io = cardOf(s, r, "fleet").limits[1];
    EXPECT_NEAR(io.wallEventsPerSecond, 2079.4, 0.05);
    EXPECT_NEAR(io.percent, 98.2, 0.05); // 2,946 / 3,000
    EXPECT_EQ(io.status, Status::Red);
    for (const BillLine& l : r.bill) // the first 3,000 IOPS come with the volume: no IOPS line
        EXPECT_NE(l.item, BillItem::Gp3Iops);
}

TEST(BrokerFleet, DurabilityLatencyAndDowntime)
{
    const Scenario s = design();
    const Report r = evaluate(s, catalog());
    const CardReport& card = cardOf(s, r, "fleet");
    // A send is answered once 2 of 3 hold it: it survives 2 - 1 = 1 loss, and sends go on while 2 are
    // left, 3 - 2 = 1 loss: it survives 1 of 3.
    EXPECT_EQ(card.survives, 1);
    EXPECT_EQ(card.replicas, 3);
    // Latency: 1 + 2 + max(3, 1 + 3) + 1 + 1 = 9 ms against 100 (recon step times from the catalogue).
    EXPECT_DOUBLE_EQ(r.latency.ms, 9);
    EXPECT_DOUBLE_EQ(r.latency.targetMs, 100);
    EXPECT_EQ(r.fleets[0].latencyStatus, "recon");
    // 99.9% of 30.4 x 1,440 = 43,776 minutes leaves 43.776 minutes: 43.8 a month.
    EXPECT_NEAR(r.availability.budgetMinutes, 43.776, 1e-9);
}

} // namespace
} // namespace mqlab
