// The canvas's design edits (edits.h): add, duplicate, remove, change kind and connect, on Stage 2's
// design (orders -> kafka -> fulfilment; stages/stage-2.json).
#include <gtest/gtest.h>

#include "mqlab/error.h"
#include "mqlab/model/edits.h"
#include "mqlab/model/kinds.h"
#include "mqlab/model/report.h"
#include "test_data.h"

namespace mqlab {
namespace {

using test::catalog;

template <class F> InputError refusalOf(F&& f)
{
    try {
        f();
    } catch (const InputError& e) {
        return e;
    }
    ADD_FAILURE() << "no InputError";
    return InputError("", "", "");
}

TEST(Edits, FreshIdTakesTheLowestFreeNumber)
{
    Scenario s = test::stageScenario(2);
    // Stage 2 has no "cluster-<n>" id: the first is cluster-1.
    EXPECT_EQ(freshId(s, "cluster"), "cluster-1");
    s.clusters.push_back(s.clusters[0]);
    s.clusters.back().id = "cluster-1";
    // cluster-1 taken, cluster-2 free.
    EXPECT_EQ(freshId(s, "cluster"), "cluster-2");
}

TEST(Edits, AddedProducerTakesTheTableDefaults)
{
    const Scenario s = test::stageScenario(2);
    std::string id;
    const Scenario t = withNode(s, Kind::Producer, {100.4, 200.6}, catalog(), &id);
    EXPECT_EQ(id, "producer-1");
    ASSERT_EQ(t.producers.size(), 2u);
    const Producer& p = t.producers.back();
    EXPECT_EQ(p.id, "producer-1");
    // The registry's new-node name, not the table's "Order service".
    EXPECT_EQ(p.name, "Producer");
    // fields.cpp's defaults are the seed's: 25,000 events/s of 2,048 bytes, linger.ms 5, acks all.
    EXPECT_EQ(p.eventsPerSecond, 25000);
    EXPECT_EQ(p.eventBytes, 2048);
    EXPECT_EQ(p.lingerMs, 5);
    EXPECT_EQ(p.acks, Acks::All);
    EXPECT_TRUE(p.idempotence);
    // Placed at whole pixels: 100.4 -> 100, 200.6 -> 201.
    EXPECT_EQ(p.position, (Position{100, 201}));
    // Loose: it is not connected yet, and the old design is untouched.
    EXPECT_TRUE(t.connections == s.connections);
    EXPECT_EQ(s.producers.size(), 1u);
}

TEST(Edits, AddedExpressClusterTakesExpressDefaults)
{
    const Scenario s = test::stageScenario(2);
    std::string id;
    const Scenario t = withNode(s, Kind::ExpressCluster, {0, 0}, catalog(), &id);
    EXPECT_EQ(id, "cluster-1");
    const Cluster& c = t.clusters.back();
    EXPECT_EQ(c.kind, ClusterKind::Express);
    // The Express row's size; RF 3 and min ISR 2 are fixed on Express; no tier.
    EXPECT_EQ(c.brokerSize, "express.m7g.2xlarge");
    EXPECT_EQ(c.replicationFactor, 3);
    EXPECT_EQ(c.minInsyncReplicas, 2);
    EXPECT_FALSE(c.tieredStorage);
    // The shared rows: 3 brokers in 3 zones, 48 partitions, 7 days.
    EXPECT_EQ(c.brokers, 3);
    EXPECT_EQ(c.zones, 3);
    EXPECT_EQ(c.partitions, 48);
    EXPECT_EQ(c.retentionDays, 7);
    // The table's name, as the registry gives the cluster none of its own.
    EXPECT_EQ(c.name, "Kafka cluster");
}

TEST(Edits, AddedGroupTakesTheTableDefaults)
{
    const Scenario t = withNode(test::stageScenario(2), Kind::Group, {0, 0}, catalog());
    const ConsumerGroup& g = t.groups.back();
    EXPECT_EQ(g.id, "group-1");
    EXPECT_EQ(g.name, "Consumer group");
    // 12 tasks of 10 threads at 2 ms an event, the seed's group.
    EXPECT_EQ(g.tasks, 12);
    EXPECT_EQ(g.threadsPerTask, 10);
    EXPECT_EQ(g.msPerEvent, 2);
    // An unconnected group bills its tasks: Stage 2's 12 + the new 12 = 24 tasks.
    const Report r = evaluate(t, catalog());
    EXPECT_EQ(r.bill.back().item, BillItem::ConsumerTasks);
    EXPECT_EQ(r.bill.back().quantity, 24);
}

TEST(Edits, ANewCardGoesBelowTheCardsInItsWay)
{
    // Stage 3's groups stand at x 720, y 40, 135, 230, 325, 420 and 515 (95 apart): a card asked
    // for at (720, 40) moves below each in turn, to 515 + 95 = 610.
    const Scenario s = test::stageScenario(3);
    const Position p = freeSpot(s, {720, 40});
    EXPECT_EQ(p.x, 720);
    EXPECT_EQ(p.y, 610);
    // Clear of every card (the producer's corner is at (40, 260), 240 above): it stays.
    const Position q = freeSpot(s, {40, 500});
    EXPECT_EQ(q.x, 40);
    EXPECT_EQ(q.y, 500);
}

// A card is as tall as it was drawn: Stage 3's Kafka cluster at (360, 240), drawn 300 tall with its
// limit bars, covers y 240 to 540. A group asked for at (400, 250) overlaps it (40 apart across, under
// 240) and goes below its bottom, to 540; at 95 tall, the old guess, it stopped at 240 + 95 = 335,
// on the cluster's bars. Nothing else is in the way there: the producer is 360 across and the groups
// 320. A new card 200 tall asked for at (400, 100) reaches y 300, past the cluster's top: it goes
// to 540 too; 95 tall, it ends at 195, above the top, and stays.
TEST(Edits, ANewCardGoesBelowTheCardsAsTheyAreDrawn)
{
    const Scenario s = test::stageScenario(3);
    const CardHeights drawn{{"kafka", 300}};
    EXPECT_EQ(freeSpot(s, {400, 250}, drawn), (Position{400, 540}));
    EXPECT_EQ(freeSpot(s, {400, 250}), (Position{400, 335}));
    EXPECT_EQ(freeSpot(s, {400, 100}, drawn, 200), (Position{400, 540}));
    EXPECT_EQ(freeSpot(s, {400, 100}, drawn), (Position{400, 100}));
}

TEST(Edits, CopiesKeepTheirOneConnection)
{
    const Scenario s = test::stageScenario(2);
    std::vector<std::string> copies;
    const Scenario t = withCopies(s, {"orders", "kafka", "fulfilment"}, {30, 30}, &copies);
    // Card order: producers, clusters, groups.
    ASSERT_EQ(copies, (std::vector<std::string>{"producer-1", "cluster-1", "group-1"}));
    // 30 px down and right of orders at (40, 260).
    EXPECT_EQ(t.producers.back().position, (Position{70, 290}));
    // Figures copied as they are.
    EXPECT_EQ(t.clusters.back().tieredStorage, true);
    EXPECT_EQ(t.groups.back().name, "Fulfilment");
    // Stage 2's two connections, then the producer copy still writes to kafka and the group copy
    // still reads kafka; the cluster copy starts alone (nothing to or from cluster-1).
    const std::vector<Connection> expected = {
        {"orders", "kafka"}, {"kafka", "fulfilment"}, {"producer-1", "kafka"}, {"kafka", "group-1"}};
    EXPECT_EQ(t.connections, expected);
    // The copy is a valid design: every producer and group connected.
    EXPECT_NO_THROW(validate(t, catalog(), "edit"));
}

TEST(Edits, RemovedNodesTakeTheirConnections)
{
    const Scenario t = withoutNodes(test::stageScenario(2), {"kafka"});
    EXPECT_TRUE(t.clusters.empty());
    EXPECT_EQ(t.producers.size(), 1u);
    EXPECT_TRUE(t.connections.empty()); // both connections touched kafka
}

TEST(Edits, ChangeKindAppliesTheNewKindsDefaults)
{
    const Scenario s = test::stageScenario(2);
    // Stage 2's cluster has tiered storage on: Express has none, and its size, RF 3 and min ISR 2 follow.
    const Scenario e = withKind(s, "kafka", Kind::ExpressCluster, catalog());
    const Cluster& c = e.clusters[0];
    EXPECT_EQ(c.kind, ClusterKind::Express);
    EXPECT_EQ(c.brokerSize, "express.m7g.2xlarge");
    EXPECT_FALSE(c.tieredStorage);
    EXPECT_EQ(c.replicationFactor, 3);
    EXPECT_EQ(c.minInsyncReplicas, 2);
    // Figures that do not follow the kind stay: 48 partitions, 7 days, the name.
    EXPECT_EQ(c.partitions, 48);
    EXPECT_EQ(c.name, "Kafka cluster");
    // And back: the Standard row's size; the tier stays off (the Standard default).
    // The scenario is kept: a reference into the returned temporary dangled (ASan, heap-use-after-free).
    const Scenario back = withKind(e, "kafka", Kind::StandardCluster, catalog());
    const Cluster& b = back.clusters[0];
    EXPECT_EQ(b.kind, ClusterKind::Standard);
    EXPECT_EQ(b.brokerSize, "kafka.m7g.large");
    EXPECT_FALSE(b.tieredStorage);
    // The same kind: nothing changes.
    EXPECT_EQ(withKind(s, "kafka", Kind::StandardCluster, catalog()), s);
}

TEST(Edits, ChangeKindAcrossArraysIsRefused)
{
    const InputError e = refusalOf([] { withKind(test::stageScenario(2), "orders", Kind::Group, catalog()); });
    EXPECT_EQ(e.path(), "orders.kind");
    EXPECT_EQ(e.problem(), "a producer cannot become a consumer group; add a new node instead");
}

TEST(Edits, ConnectFollowsTheTopologyRules)
{
    Scenario s = withNode(test::stageScenario(2), Kind::Group, {0, 0}, catalog());
    // Cluster -> a new group is allowed.
    const Scenario t = withConnection(s, "kafka", "group-1");
    EXPECT_EQ(t.connections.back(), (Connection{"kafka", "group-1"}));
    // Twice: refused with connectionRefusal()'s words.
    const InputError e = refusalOf([&] { withConnection(t, "kafka", "group-1"); });
    EXPECT_EQ(e.problem(), "these two are already connected");
    // Group -> cluster is no rule of the registry.
    const InputError f = refusalOf([&] { withConnection(t, "group-1", "kafka"); });
    EXPECT_EQ(f.problem(), topologyRefusal(NodeKind::Group).text());
    EXPECT_EQ(f.problem(), "a consumer group connects only to a dead-letter queue");
}

// Round 3's design (stages/round-3.json): us-east-1 holds cells-use1 and its two tier nodes, so the
// cells' own days wait unused; without the tiers they count again.
TEST(Edits, TierNodesSetTheirRegionsCellsDays)
{
    const std::string file = "stages/round-3.json";
    const Scenario s = parseScenarioText(test::readFile(file), file, catalog());
    EXPECT_EQ(fieldSetBy(s, "cells-use1", "s3_days"), "S3 us-east-1");
    EXPECT_EQ(fieldSetBy(s, "cells-use1", "archive_days"), "Glacier us-east-1");
    EXPECT_EQ(fieldSetBy(s, "cells-use1", "count"), ""); // a field no other node decides
    EXPECT_EQ(fieldSetBy(s, "s3-use1", "days"), "");     // the tier's own field
    EXPECT_EQ(fieldSetBy(s, "no-such-node", "s3_days"), "");
    const Scenario bare = withoutNodes(s, {"s3-use1", "glacier-use1"});
    EXPECT_EQ(fieldSetBy(bare, "cells-use1", "s3_days"), "");
    EXPECT_EQ(fieldSetBy(bare, "cells-use1", "archive_days"), "");
    EXPECT_EQ(fieldSetBy(bare, "cells-usw2", "s3_days"), "S3 us-west-2"); // the other regions keep theirs
}

} // namespace
} // namespace mqlab
