// scenario.h: strict parsing, the JSON round trip, validation, connections, the offered load and
// patches; every bad input is an InputError naming the field and the allowed range.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include "seed_helpers.h"

namespace mqlab {
namespace {

using nlohmann::json;
using test::catalog;
using test::contains;
using test::containsAny;
using test::inputErrorOf;

// A stage's scenario document without its lesson.
json stageDoc(int n)
{
    json doc = json::parse(test::readFile("stages/stage-" + std::to_string(n) + ".json"));
    doc.erase("lesson");
    return doc;
}

InputError badDoc(const json& doc)
{
    return inputErrorOf([&] { parseScenario(doc, "bad.json", catalog()); });
}

TEST(ScenarioParse, Stage3)
{
    const Scenario s = test::stageScenario(3);
    ASSERT_EQ(s.producers.size(), 1u);
    ASSERT_EQ(s.clusters.size(), 1u);
    // Seed: six groups - fulfilment, the payments ledger, fraud, search, notifications, warehouse.
    ASSERT_EQ(s.groups.size(), 6u);
    EXPECT_EQ(s.connections.size(), 7u); // producer -> cluster, cluster -> 6 groups
    const Producer& p = s.producers[0];
    EXPECT_DOUBLE_EQ(p.eventsPerSecond, 25000.0); // seed: peak 25,000 events a second
    EXPECT_DOUBLE_EQ(p.eventBytes, 2048.0);       // seed: 2 KiB an event
    EXPECT_EQ(p.key, KeyKind::OrderId);           // seed: "The key is the order id"
    EXPECT_DOUBLE_EQ(p.lingerMs, 5.0);            // seed: linger.ms 5
    EXPECT_EQ(p.acks, Acks::All);                 // seed: acks=all
    EXPECT_TRUE(p.idempotence);
    const Cluster& c = s.clusters[0];
    EXPECT_EQ(c.kind, ClusterKind::Standard);
    EXPECT_EQ(c.brokerSize, "kafka.m7g.large");
    EXPECT_EQ(c.brokers, 3);
    EXPECT_EQ(c.zones, 3);
    EXPECT_EQ(c.replicationFactor, 3);
    EXPECT_EQ(c.minInsyncReplicas, 2); // seed: min.insync.replicas is 2
    EXPECT_EQ(c.partitions, 48);
    EXPECT_DOUBLE_EQ(c.retentionDays, 7.0);
    EXPECT_TRUE(c.tieredStorage);
    EXPECT_DOUBLE_EQ(c.localRetentionHours, 24.0);
    EXPECT_FALSE(c.uncleanLeaderElection); // seed: "Set it false."
    EXPECT_EQ(s.groups[1].name, "Payments ledger");
    EXPECT_EQ(s.groups[1].tasks, 12);
    EXPECT_EQ(s.groups[1].threadsPerTask, 10);
    EXPECT_DOUBLE_EQ(s.groups[1].msPerEvent, 2.0);
    EXPECT_EQ(s.groupsOf(0).size(), 6u);
    EXPECT_EQ(s.producersOf(0), std::vector<int>{0});
    EXPECT_EQ(s.kindOf("kafka"), NodeKind::Cluster);
    EXPECT_EQ(s.kindOf("orders"), NodeKind::Producer);
    EXPECT_EQ(s.kindOf("ledger"), NodeKind::Group);
    EXPECT_FALSE(s.kindOf("nobody").has_value());
    EXPECT_DOUBLE_EQ(s.offeredEventsPerSecond(), 25000.0);
}

TEST(ScenarioParse, DefaultsAreTheSeedsFirstAnswer)
{
    const json doc = json::parse(R"({"version":1,
        "producers":[{"id":"p"}], "clusters":[{"id":"k"}], "groups":[{"id":"g"}],
        "connections":[{"from":"p","to":"k"},{"from":"k","to":"g"}]})");
    const Scenario s = parseScenario(doc, "min.json", catalog());
    EXPECT_DOUBLE_EQ(s.producers[0].eventsPerSecond, 25000.0);
    EXPECT_DOUBLE_EQ(s.producers[0].eventBytes, 2048.0);
    EXPECT_DOUBLE_EQ(s.producers[0].hotKeyShare, 0.30); // seed: the largest merchant sends 30%
    EXPECT_EQ(s.clusters[0].brokerSize, "kafka.m7g.large");
    EXPECT_EQ(s.clusters[0].partitions, 48);
    EXPECT_EQ(s.groups[0].tasks, 12);
    // An Express cluster defaults to the seed's express.m7g.2xlarge.
    const json ex = json::parse(R"({"version":1,"clusters":[{"id":"k","kind":"express"}]})");
    EXPECT_EQ(parseScenario(ex, "ex.json", catalog()).clusters[0].brokerSize, "express.m7g.2xlarge");
}

TEST(ScenarioParse, RoundTripEveryStage)
{
    for (int n = 1; n <= 6; ++n) {
        const Scenario s = test::stageScenario(n);
        const Scenario back = parseScenario(toJson(s), "round-trip.json", catalog());
        EXPECT_EQ(back, s) << "stage " << n;
        EXPECT_EQ(toJson(back), toJson(s)) << "stage " << n;
    }
}

TEST(ScenarioParse, RoundTripKeepsEveryField)
{
    Scenario s = test::stageScenario(6);
    s.producers[0].lingerMs = 12.5;
    s.producers[0].acks = Acks::Zero;
    s.producers[0].idempotence = false;
    s.producers[0].position = {-12.5, 300};
    s.clusters[0].position = {1000, -1000};
    s.groups[2].msPerEvent = 0.25;
    const Scenario back = parseScenario(toJson(s), "round-trip.json", catalog());
    EXPECT_EQ(back, s);
    EXPECT_EQ(back.producers[0].key, KeyKind::Merchant);
    EXPECT_EQ(back.producers[0].subKeys, 24);
    EXPECT_EQ(back.producers[0].partitioner, Partitioner::Custom);
}

TEST(ScenarioBad, MalformedJsonGivesLineAndColumn)
{
    // Line 3 is `  "name": x`: two spaces, `"name":` (7 characters), a space, then x at column 11.
    const std::string text = "{\n  \"version\": 1,\n  \"name\": x\n}";
    const InputError e = inputErrorOf([&] { parseScenarioText(text, "bad.json", catalog()); });
    EXPECT_EQ(e.file(), "bad.json");
    EXPECT_EQ(e.path(), "name"); // the field whose value could not be read
    EXPECT_TRUE(contains(e.problem(), "malformed JSON")) << e.what();
    EXPECT_TRUE(contains(e.problem(), "line 3, column 11")) << e.what();
}

TEST(ScenarioBad, MalformedJsonOnLineOne)
{
    // `{"version": 1,,}`: the second comma is the 15th character of line 1.
    const InputError e = inputErrorOf([&] { parseScenarioText("{\"version\": 1,,}", "bad.json", catalog()); });
    EXPECT_TRUE(contains(e.problem(), "line 1, column 15")) << e.what();
}

TEST(ScenarioBad, WrongType)
{
    json doc = stageDoc(2);
    doc["clusters"][0]["brokers"] = "three";
    const InputError e = badDoc(doc);
    EXPECT_EQ(e.file(), "bad.json");
    EXPECT_EQ(e.path(), "clusters[0].brokers");
    EXPECT_TRUE(contains(e.problem(), "1 to 1,000")) << e.what(); // brokers: 1 to 1,000
    EXPECT_TRUE(contains(e.problem(), "\"three\"")) << e.what();
}

TEST(ScenarioBad, WrongTypeForANumber)
{
    json doc = stageDoc(2);
    doc["groups"][0]["ms_per_event"] = "slow";
    const InputError e = badDoc(doc);
    EXPECT_EQ(e.path(), "groups[0].ms_per_event");
    EXPECT_TRUE(contains(e.problem(), "must be a number")) << e.what();
    EXPECT_TRUE(containsAny(e.problem(), {"60000", "60,000"})) << e.what(); // (0, 60,000] ms
}

TEST(ScenarioBad, WrongTypeForAnArray)
{
    json doc = stageDoc(2);
    doc["groups"] = "none";
    const InputError e = badDoc(doc);
    EXPECT_EQ(e.path(), "groups");
    EXPECT_TRUE(contains(e.problem(), "must be an array")) << e.what();
}

TEST(ScenarioBad, UnknownField)
{
    json doc = stageDoc(2);
    doc["clusters"][0]["colour"] = "red";
    const InputError e = badDoc(doc);
    EXPECT_EQ(e.path(), "clusters[0].colour");
    EXPECT_TRUE(contains(e.problem(), "is not a field")) << e.what();
}

TEST(ScenarioBad, UnknownTopLevelField)
{
    json doc = stageDoc(2);
    doc["extra"] = 1;
    EXPECT_EQ(badDoc(doc).path(), "extra");
}

TEST(ScenarioBad, WrongVersion)
{
    // 1 and 2 are the format's versions (2 adds units and Round 1's kinds); 3 is refused by name.
    json doc = stageDoc(2);
    doc["version"] = 3;
    const InputError e = badDoc(doc);
    EXPECT_EQ(e.path(), "version");
    EXPECT_TRUE(contains(e.problem(), "must be 1 or 2")) << e.what();
}

TEST(ScenarioBad, NegativeEventsPerSecond)
{
    json doc = stageDoc(2);
    doc["producers"][0]["events_per_s"] = -5;
    const InputError e = badDoc(doc);
    EXPECT_EQ(e.path(), "producers[0].events_per_s");
    EXPECT_TRUE(contains(e.problem(), "(got -5)")) << e.what();
    // scenario.h: events/s, 1 to 10,000,000, written as a person reads it (not "1e+07").
    EXPECT_TRUE(contains(e.problem(), "1 to 10,000,000 events/s")) << e.what();
}

TEST(ScenarioBad, NegativePartitions)
{
    json doc = stageDoc(2);
    doc["clusters"][0]["partitions"] = -1;
    const InputError e = badDoc(doc);
    EXPECT_EQ(e.path(), "clusters[0].partitions");
    EXPECT_TRUE(contains(e.problem(), "from 1 to 100,000")) << e.what(); // 1 to 100,000 partitions
    EXPECT_TRUE(contains(e.problem(), "(got -1)")) << e.what();
}

TEST(ScenarioBad, NegativeLinger)
{
    json doc = stageDoc(2);
    doc["producers"][0]["linger_ms"] = -1;
    const InputError e = badDoc(doc);
    EXPECT_EQ(e.path(), "producers[0].linger_ms");
    EXPECT_TRUE(contains(e.problem(), "0 to 60,000 ms")) << e.what(); // linger.ms 0 to 60,000
}

TEST(ScenarioBad, Zero)
{
    json doc = stageDoc(2);
    doc["groups"][0]["ms_per_event"] = 0;
    const InputError e = badDoc(doc);
    EXPECT_EQ(e.path(), "groups[0].ms_per_event");
    EXPECT_TRUE(contains(e.problem(), "more than 0 and up to 60,000 ms")) << e.what();
    EXPECT_TRUE(contains(e.problem(), "(got 0)")) << e.what();
}

TEST(ScenarioBad, ZeroRetention)
{
    json doc = stageDoc(2);
    doc["clusters"][0]["retention_days"] = 0;
    const InputError e = badDoc(doc);
    EXPECT_EQ(e.path(), "clusters[0].retention_days");
    EXPECT_TRUE(contains(e.problem(), "more than 0 and up to 3,650 days")) << e.what();
}

TEST(ScenarioBad, NaN)
{
    json doc = stageDoc(2);
    doc["clusters"][0]["retention_days"] = std::nan("");
    const InputError e = badDoc(doc);
    EXPECT_EQ(e.path(), "clusters[0].retention_days");
    EXPECT_TRUE(contains(e.problem(), "more than 0 and up to 3,650 days")) << e.what();
}

TEST(ScenarioBad, NaNShare)
{
    json doc = stageDoc(5);
    doc["producers"][0]["hot_key_share"] = std::nan("");
    const InputError e = badDoc(doc);
    EXPECT_EQ(e.path(), "producers[0].hot_key_share");
    EXPECT_TRUE(contains(e.problem(), "more than 0 and up to 1")) << e.what();
}

TEST(ScenarioBad, AbsurdEventBytes)
{
    json doc = stageDoc(2);
    doc["producers"][0]["event_bytes"] = 1e12;
    const InputError e = badDoc(doc);
    EXPECT_EQ(e.path(), "producers[0].event_bytes");
    // 1 MiB = 2^20 = 1,048,576 bytes, exactly (a 6-digit print would say 1.04858e+06 = 1,048,580).
    EXPECT_TRUE(contains(e.problem(), "1 to 1,048,576 bytes")) << e.what();
    EXPECT_TRUE(contains(e.problem(), "(got 1,000,000,000,000)")) << e.what();
}

TEST(ScenarioBad, AbsurdBrokers)
{
    json doc = stageDoc(2);
    doc["clusters"][0]["brokers"] = 3000000;
    const InputError e = badDoc(doc);
    EXPECT_EQ(e.path(), "clusters[0].brokers");
    EXPECT_TRUE(contains(e.problem(), "from 1 to 1,000 brokers")) << e.what();
}

TEST(ScenarioBad, FractionalBrokers)
{
    json doc = stageDoc(2);
    doc["clusters"][0]["brokers"] = 3.5;
    const InputError e = badDoc(doc);
    EXPECT_EQ(e.path(), "clusters[0].brokers");
    EXPECT_TRUE(contains(e.problem(), "a whole number from 1 to 1,000")) << e.what();
}

TEST(ScenarioBad, UnknownBrokerSize)
{
    json doc = stageDoc(2);
    doc["clusters"][0]["broker_size"] = "kafka.t3.nano";
    const InputError e = badDoc(doc);
    EXPECT_EQ(e.path(), "clusters[0].broker_size");
    EXPECT_TRUE(contains(e.problem(), "\"kafka.t3.nano\" is not a Standard size")) << e.what();
    // The allowed sizes: the seed's kafka.m7g.large among them, no Express size.
    EXPECT_TRUE(contains(e.problem(), "kafka.m7g.(large, xlarge")) << e.what();
    EXPECT_FALSE(contains(e.problem(), "express.")) << e.what();
}

TEST(ScenarioBad, StandardSizeOnExpress)
{
    json doc = stageDoc(4);
    doc["clusters"][0]["broker_size"] = "kafka.m7g.large";
    const InputError e = badDoc(doc);
    EXPECT_EQ(e.path(), "clusters[0].broker_size");
    EXPECT_TRUE(contains(e.problem(), "one of express.m7g.(large, xlarge, 2xlarge,"))
        << e.what(); // the sizes by family
}

TEST(ScenarioBad, BrokersNotAMultipleOfZones)
{
    json doc = stageDoc(2);
    doc["clusters"][0]["brokers"] = 4;
    const InputError e = badDoc(doc);
    EXPECT_EQ(e.path(), "clusters[0].brokers");
    EXPECT_TRUE(contains(e.problem(), "must be a multiple of zones (3)")) << e.what();
    EXPECT_TRUE(contains(e.problem(), "(got 4)")) << e.what();
}

TEST(ScenarioBad, ReplicationFactorAboveBrokers)
{
    json doc = stageDoc(2);
    doc["clusters"][0]["zones"] = 1;
    doc["clusters"][0]["brokers"] = 2; // RF stays 3
    const InputError e = badDoc(doc);
    EXPECT_EQ(e.path(), "clusters[0].replication_factor");
    EXPECT_TRUE(contains(e.problem(), "must be 1 to brokers (2)")) << e.what();
    EXPECT_TRUE(contains(e.problem(), "(got 3)")) << e.what();
}

TEST(ScenarioBad, MinInsyncAboveReplicationFactor)
{
    json doc = stageDoc(2);
    doc["clusters"][0]["min_insync_replicas"] = 4;
    const InputError e = badDoc(doc);
    EXPECT_EQ(e.path(), "clusters[0].min_insync_replicas");
    EXPECT_TRUE(contains(e.problem(), "must be 1 to replication_factor (3)")) << e.what();
    EXPECT_TRUE(contains(e.problem(), "(got 4)")) << e.what();
}

TEST(ScenarioBad, ExpressReplicationFactorIsThree)
{
    // Seed: "Replication is always 3, and min.insync.replicas always 2" on Express.
    json doc = stageDoc(4);
    doc["clusters"][0]["replication_factor"] = 2;
    const InputError e = badDoc(doc);
    EXPECT_EQ(e.path(), "clusters[0].replication_factor");
    EXPECT_TRUE(contains(e.problem(), "is fixed at 3 on Express brokers (got 2)")) << e.what();
    json doc2 = stageDoc(4);
    doc2["clusters"][0]["min_insync_replicas"] = 1;
    const InputError e2 = badDoc(doc2);
    EXPECT_EQ(e2.path(), "clusters[0].min_insync_replicas");
    EXPECT_TRUE(contains(e2.problem(), "is fixed at 2 on Express brokers (got 1)")) << e2.what();
}

TEST(ScenarioBad, ExpressHasNoTier)
{
    json doc = stageDoc(4);
    doc["clusters"][0]["tiered_storage"] = true;
    EXPECT_EQ(badDoc(doc).path(), "clusters[0].tiered_storage");
}

TEST(ScenarioBad, IdempotenceNeedsAcksAll)
{
    // Seed: "Idempotence is on by default with acks=all."
    json doc = stageDoc(2);
    doc["producers"][0]["acks"] = "1";
    const InputError e = badDoc(doc);
    EXPECT_EQ(e.path(), "producers[0].idempotence");
    EXPECT_TRUE(contains(e.problem(), "needs acks = \"all\" (got acks = \"1\")")) << e.what();
}

TEST(ScenarioBad, UnknownAcks)
{
    json doc = stageDoc(2);
    doc["producers"][0]["acks"] = "2";
    const InputError e = badDoc(doc);
    EXPECT_EQ(e.path(), "producers[0].acks");
    EXPECT_TRUE(contains(e.problem(), "must be one of \"all\", \"1\", \"0\"")) << e.what();
}

TEST(ScenarioBad, GroupWithNoConnection)
{
    json doc = stageDoc(2);
    doc["connections"].erase(1); // kafka -> fulfilment
    const InputError e = badDoc(doc);
    EXPECT_EQ(e.path(), "groups[0]");
    EXPECT_TRUE(contains(e.problem(), "\"fulfilment\" has no connection")) << e.what();
}

TEST(ScenarioBad, ProducerWithNoConnection)
{
    json doc = stageDoc(2);
    doc["connections"].erase(0); // orders -> kafka
    const InputError e = badDoc(doc);
    EXPECT_EQ(e.path(), "producers[0]");
    EXPECT_TRUE(contains(e.problem(), "\"orders\" has no connection")) << e.what();
}

TEST(ScenarioBad, DuplicateIds)
{
    json doc = stageDoc(2);
    doc["groups"][0]["id"] = "orders";
    doc["connections"][1]["to"] = "orders";
    const InputError e = badDoc(doc);
    EXPECT_EQ(e.path(), "groups[0].id");
    EXPECT_TRUE(contains(e.problem(), "\"orders\" is used by another node")) << e.what();
}

TEST(ScenarioBad, MissingId)
{
    json doc = stageDoc(2);
    doc["clusters"][0].erase("id");
    const InputError e = badDoc(doc);
    EXPECT_EQ(e.path(), "clusters[0].id");
    EXPECT_TRUE(contains(e.problem(), "1 to 64 characters")) << e.what();
}

TEST(ScenarioBad, ConnectionGroupToClusterIsRefused)
{
    json doc = stageDoc(2);
    doc["connections"].push_back({{"from", "fulfilment"}, {"to", "kafka"}});
    const InputError e = badDoc(doc);
    EXPECT_EQ(e.path(), "connections[2]");
    EXPECT_TRUE(contains(e.problem(), "fulfilment -> kafka")) << e.what();
    EXPECT_TRUE(contains(e.problem(), "a consumer group connects only to a dead-letter queue")) << e.what();
}

TEST(ScenarioBad, ConnectionToNobody)
{
    json doc = stageDoc(2);
    doc["connections"][1]["to"] = "ghost";
    const InputError e = badDoc(doc);
    EXPECT_EQ(e.path(), "connections[1]");
    EXPECT_TRUE(contains(e.problem(), "no node is called \"ghost\"")) << e.what();
}

TEST(ScenarioBad, LocalHoursAboveRetention)
{
    json doc = stageDoc(2);
    doc["clusters"][0]["local_retention_hours"] = 200; // 7 days = 168 hours
    const InputError e = badDoc(doc);
    EXPECT_EQ(e.path(), "clusters[0].local_retention_hours");
    EXPECT_TRUE(contains(e.problem(), "up to the retention, 168 hours (got 200)")) << e.what();
}

TEST(ScenarioLoad, CheckLoadRange)
{
    for (double bad :
         {0.0, 0.5, -1.0, 1e7 + 1, std::numeric_limits<double>::quiet_NaN(), std::numeric_limits<double>::infinity()}) {
        const InputError e = inputErrorOf([&] { checkLoad(bad, "--load"); });
        EXPECT_EQ(e.file(), "--load") << bad;
        EXPECT_EQ(e.path(), "load") << bad;
        EXPECT_TRUE(containsAny(e.problem(), {"1 to 10,000,000 events/s", "1 to 10000000 events/s"})) << e.what();
    }
    // The bounds themselves are allowed.
    EXPECT_NO_THROW(checkLoad(1, "--load"));
    EXPECT_NO_THROW(checkLoad(1e7, "--load"));
}

TEST(ScenarioLoad, SetOfferedLoad)
{
    Scenario s = test::stageScenario(2);
    setOfferedLoad(s, 50000);
    // Seed: "press 50,000, twice the peak".
    EXPECT_DOUBLE_EQ(s.producers[0].eventsPerSecond, 50000.0);
    EXPECT_DOUBLE_EQ(s.offeredEventsPerSecond(), 50000.0);
    // The report matches evaluate()'s override: EBS link 102.4 / 78.75 = 130%.
    const auto e = test::evaluated(s);
    EXPECT_NEAR(test::limitOf(test::clusterCard(e), LimitKind::EbsLink).percent, 130.0, 0.05);
    const InputError bad = inputErrorOf([&] { setOfferedLoad(s, 0); });
    EXPECT_EQ(bad.path(), "load");
    EXPECT_DOUBLE_EQ(s.producers[0].eventsPerSecond, 50000.0); // unchanged by the refused load
}

TEST(ScenarioLoad, SetOfferedLoadScalesProducersTogether)
{
    Scenario s = test::stageScenario(2);
    Producer second = s.producers[0];
    second.id = "payments";
    second.eventsPerSecond = 5000;
    s.producers.push_back(second);
    s.connections.push_back({"payments", "kafka"});
    validate(s, catalog(), "two.json");
    // 25,000 + 5,000 = 30,000 -> 60,000: each doubles, 50,000 and 10,000.
    setOfferedLoad(s, 60000);
    EXPECT_DOUBLE_EQ(s.producers[0].eventsPerSecond, 50000.0);
    EXPECT_DOUBLE_EQ(s.producers[1].eventsPerSecond, 10000.0);
}

TEST(ScenarioValidate, AcceptsEveryStage)
{
    for (int n = 1; n <= 6; ++n)
        EXPECT_NO_THROW(validate(test::stageScenario(n), catalog(), "stage.json")) << "stage " << n;
}

TEST(ScenarioValidate, LooseAllowsAnUnconnectedGroup)
{
    Scenario s = test::stageScenario(2);
    ConsumerGroup extra = s.groups[0];
    extra.id = "new-group";
    s.groups.push_back(extra);
    EXPECT_NO_THROW(validate(s, catalog(), "canvas", /*allowLoose*/ true));
    const InputError e = inputErrorOf([&] { validate(s, catalog(), "canvas", false); });
    EXPECT_EQ(e.file(), "canvas");
    EXPECT_EQ(e.path(), "groups[1]");
    // The unconnected group reads nothing and bills its 12 tasks: 24 x 720 x $0.04937 = $853.11.
    const auto r = evaluate(s, catalog());
    EXPECT_EQ(r.cards.back().cluster, -1);
    EXPECT_EQ(test::billOf(r, BillItem::ConsumerTasks).cents, 85311);
}

TEST(ScenarioValidate, InMemoryRanges)
{
    Scenario s = test::stageScenario(2);
    s.producers[0].eventsPerSecond = 2e7;
    const InputError e = inputErrorOf([&] { validate(s, catalog(), "canvas"); });
    EXPECT_EQ(e.path(), "producers[0].events_per_s");
    EXPECT_TRUE(contains(e.problem(), "1 to 10,000,000 events/s")) << e.what();
    Scenario t = test::stageScenario(2);
    t.producers[0].eventBytes = 0;
    const InputError f = inputErrorOf([&] { validate(t, catalog(), "canvas"); });
    EXPECT_EQ(f.path(), "producers[0].event_bytes");
    EXPECT_TRUE(contains(f.problem(), "1 to 1,048,576 bytes")) << f.what();
}

TEST(ScenarioConnections, Refusals)
{
    const Scenario s = test::stageScenario(2);
    // Group -> cluster: refused with a reason.
    EXPECT_TRUE(
        contains(connectionRefusal(s, "fulfilment", "kafka"), "a consumer group connects only to a dead-letter queue"));
    // Producer -> group: refused.
    EXPECT_FALSE(connectionRefusal(s, "orders", "fulfilment").empty());
    // Already connected.
    EXPECT_EQ(connectionRefusal(s, "kafka", "fulfilment"), "these two are already connected");
    // A producer writes to one cluster.
    Scenario two = s;
    Cluster c2 = s.clusters[0];
    c2.id = "kafka2";
    two.clusters.push_back(c2);
    EXPECT_EQ(connectionRefusal(two, "orders", "kafka2"),
              "a producer writes to one cluster, and this one already has one");
    // A group reads one cluster.
    EXPECT_EQ(connectionRefusal(two, "kafka2", "fulfilment"),
              "a consumer group reads one cluster, and this one already has one");
    // Unknown node.
    EXPECT_EQ(connectionRefusal(s, "ghost", "kafka"), "no node is called \"ghost\"");
    // Allowed: cluster -> a new group.
    Scenario more = s;
    ConsumerGroup g = s.groups[0];
    g.id = "fraud";
    more.groups.push_back(g);
    EXPECT_EQ(connectionRefusal(more, "kafka", "fraud"), "");
}

TEST(ScenarioPatch, ChangesOnlyWhatItNames)
{
    const Scenario s = test::stageScenario(3);
    const Scenario p = patched(s, json::parse(R"({"clusters":[{"id":"kafka","brokers":6}]})"), catalog());
    EXPECT_EQ(p.clusters[0].brokers, 6);
    Scenario expect = s;
    expect.clusters[0].brokers = 6;
    EXPECT_EQ(p, expect);
    // 6 brokers at six groups: 51.2 x 8 / 6 = 68.27 MB/s a broker, 68.27 / 119.94 = 56.9%.
    const auto e = test::evaluated(p);
    EXPECT_NEAR(test::limitOf(test::clusterCard(e), LimitKind::Network).percent, 56.9, 0.05);
    // A top-level field is replaced.
    EXPECT_EQ(patched(s, json::parse(R"({"name":"renamed"})"), catalog()).name, "renamed");
}

TEST(ScenarioPatch, NamesNoNode)
{
    const Scenario s = test::stageScenario(3);
    const InputError e =
        inputErrorOf([&] { patched(s, json::parse(R"({"groups":[{"id":"ghost","tasks":1}]})"), catalog()); });
    EXPECT_EQ(e.file(), "patch");
    EXPECT_EQ(e.path(), "groups");
    EXPECT_TRUE(contains(e.problem(), "names no node \"ghost\"")) << e.what();
}

TEST(ScenarioPatch, RemovesAddsAndConnects)
{
    const Scenario s = test::stageScenario(3);
    const std::string gone = s.groups[0].id;
    // Removing a group takes its one connection with it: Stage 3's six groups become five.
    const Scenario fewer = patched(s, json{{"remove", {gone}}}, catalog());
    EXPECT_EQ(fewer.groups.size(), s.groups.size() - 1);
    EXPECT_EQ(fewer.connections.size(), s.connections.size() - 1);
    for (const auto& c : fewer.connections)
        EXPECT_NE(c.to, gone);
    // Added back under a new id and connected, it is a group like the others.
    json back = nodeJson(s, gone);
    back["id"] = "again";
    const Scenario again = patched(
        fewer, json{{"add", {{"groups", {back}}}}, {"connect", {{{"from", "kafka"}, {"to", "again"}}}}}, catalog());
    EXPECT_EQ(again.groups.size(), s.groups.size());
    EXPECT_EQ(again.connections.size(), s.connections.size());
}

TEST(ScenarioPatch, ReshapingNamesWhatIsWrong)
{
    const Scenario s = test::stageScenario(3);
    InputError e = inputErrorOf([&] { patched(s, json::parse(R"({"remove": ["ghost"]})"), catalog()); });
    EXPECT_EQ(e.path(), "remove");
    EXPECT_TRUE(contains(e.problem(), "names no node \"ghost\"")) << e.what();
    e = inputErrorOf([&] { patched(s, json::parse(R"({"add": {"wires": []}})"), catalog()); });
    EXPECT_EQ(e.path(), "add.wires");
    // A group added without a connection is a loose node: refused outside a canvas being built.
    json copy = nodeJson(s, s.groups[0].id);
    copy["id"] = "loose";
    e = inputErrorOf([&] { patched(s, json{{"add", {{"groups", {copy}}}}}, catalog()); });
    EXPECT_EQ(e.file(), "patch");
}

TEST(ScenarioPatch, ResultIsValidated)
{
    const Scenario s = test::stageScenario(3);
    const InputError e =
        inputErrorOf([&] { patched(s, json::parse(R"({"clusters":[{"id":"kafka","brokers":4}]})"), catalog()); });
    EXPECT_EQ(e.file(), "patch");
    EXPECT_EQ(e.path(), "clusters[0].brokers");
    EXPECT_TRUE(contains(e.problem(), "multiple of zones (3)")) << e.what();
}

// A one-node edit (the inspector's) checks that node's figures against the field table, names it by
// its own index, and still checks the rest of the design (ids, connections) whole.
TEST(ScenarioPatch, OneNodeEditOfARoundKindIsCheckedWhere)
{
    const std::string file = "stages/round-3.json";
    const Scenario s = parseScenarioText(test::readFile(file), file, catalog());
    ASSERT_GE(s.cells.size(), 2u);
    // Growth headroom is 1 to 10 times the planned peak (the field table); 0.5 is below it, on the
    // second cells node, so the refusal names cells[1] and the field.
    const std::string second = s.cells[1].id;
    InputError e = inputErrorOf([&] {
        patched(s, json{{"cells", {{{"id", second}, {"growth_headroom", 0.5}}}}}, catalog());
    });
    EXPECT_EQ(e.path(), "cells[1].growth_headroom") << e.what();
    EXPECT_TRUE(contains(e.problem(), "1 to 10")) << e.what();
    // In range, it is taken, and only that node changes.
    const Scenario p = patched(s, json{{"cells", {{{"id", second}, {"growth_headroom", 2}}}}}, catalog());
    Scenario expect = s;
    expect.cells[1].growthHeadroom = 2;
    EXPECT_EQ(p, expect);
}

} // namespace
} // namespace mqlab

// Reopens the suite's namespaces, so its helpers are in reach.
namespace mqlab {
namespace {

TEST(ScenarioBad, IdThatShadowsAReportFigureIsRefused)
{
    // "busiest.name" is a report-wide figure; a group called "busiest" would take its place.
    json doc = stageDoc(2);
    doc["groups"][0]["id"] = "busiest";
    doc["connections"][1]["to"] = "busiest";
    const InputError e = badDoc(doc);
    EXPECT_EQ(e.path(), "groups[0].id");
    EXPECT_TRUE(contains(e.problem(), "reserved")) << e.what();
}

} // namespace
} // namespace mqlab
