// The kinds' registry (kinds.h): every kind listed once, in the add entries' order, and the topology
// rules as data, read back as the refusal text, the cards' ports and the ports' hints.
#include <gtest/gtest.h>

#include <set>

#include <nlohmann/json.hpp>

#include "mqlab/model/edits.h"
#include "mqlab/model/fields.h"
#include "mqlab/model/kinds.h"
#include "mqlab/model/scenario.h"
#include "test_data.h"

namespace mqlab {
namespace {

TEST(KindRegistry, EveryKindOnceInTheAddEntriesOrder)
{
    std::vector<Kind> listed;
    std::set<std::string_view> entries;
    for (const KindInfo& k : kindRegistry()) {
        listed.push_back(k.kind);
        EXPECT_TRUE(entries.insert(k.entry).second) << k.entry;
        EXPECT_EQ(kindKey(k.kind), k.key);
    }
    EXPECT_EQ(listed, std::vector<Kind>(std::begin(kAllKinds), std::end(kAllKinds)));
    // The add entries' names are the window tests' "add-<entry>" buttons.
    EXPECT_EQ(kindInfo(Kind::StandardCluster).entry, "cluster");
    EXPECT_EQ(kindInfo(Kind::DeadLetterQueue).entry, "dlq");
}

TEST(KindRegistry, TheRulesAreTheRefusalAndThePorts)
{
    // The first seed's three rules come first, in card order: producer -> cluster, cluster -> group,
    // group -> dead-letter queue; Round 1's seven follow (task producer -> load balancer or SQS queue,
    // load balancer -> fleet, fleet -> pool, metadata store -> fleet, pool -> dead-letter queue, SQS -> pool);
    // Round 2's two feed the platform fleet (task producer -> platform, metadata store -> platform), and its
    // topics and teams add five: task producer -> stream or queue topic, each topic -> platform, platform
    // -> consumer team; Round 3's four: task producer -> region, region -> cells, region -> mirror link,
    // mirror link -> region; and five more: region -> S3 tier and -> Glacier tier, key store -> region,
    // routing control -> region, control plane -> cells. 3 + 7 + 2 + 5 + 4 + 5 = 26.
    ASSERT_EQ(topologyRules().size(), 26u);
    EXPECT_EQ(topologyRules()[2].to, NodeKind::DeadLetterQueue);
    // A refusal names what the node may connect to.
    EXPECT_EQ(topologyRefusal(NodeKind::Cluster).text(), "a cluster connects only to a consumer group");
    EXPECT_EQ(topologyRefusal(NodeKind::TaskProducer).text(),
              "a task producer connects only to a load balancer, an SQS queue, a platform fleet, a stream topic, "
              "a queue topic or a region");
    EXPECT_EQ(topologyRefusal(NodeKind::ConsumerTeam).text(), "nothing connects out of a consumer team");
    EXPECT_EQ(topologyRefusal(NodeKind::DeadLetterQueue).text(), "nothing connects out of a dead-letter queue");
    // A producer only sends; a dead-letter queue only takes; clusters and groups do both.
    EXPECT_FALSE(takesConnections(Kind::Producer));
    EXPECT_TRUE(sendsConnections(Kind::Producer));
    EXPECT_TRUE(takesConnections(Kind::ExpressCluster));
    EXPECT_TRUE(sendsConnections(Kind::Group));
    EXPECT_TRUE(takesConnections(Kind::DeadLetterQueue));
    EXPECT_FALSE(sendsConnections(Kind::DeadLetterQueue));
    EXPECT_EQ(dragHint(Kind::Producer).text(), "Drag to a cluster");
    EXPECT_EQ(dragHint(Kind::StandardCluster).text(), "Drag to a consumer group");
    EXPECT_EQ(dragHint(Kind::Group).text(), "Drag to a dead-letter queue");
    EXPECT_EQ(dragHint(Kind::DeadLetterQueue).text(), "");
    EXPECT_EQ(dragHint(Kind::StreamTopic).text(), "Drag to a platform fleet");
    // The port's hint names the same kinds as the refusal above, in the same list: "an" before a vowel,
    // commas and a last "or" (before, every kind took "a" and "or": "a load balancer or a SQS queue or ...").
    EXPECT_EQ(dragHint(Kind::TaskProducer).text(), "Drag to a load balancer, an SQS queue, a platform fleet, a "
                                                   "stream topic, a queue topic or a region");
    EXPECT_EQ(dragHint(Kind::TaskProducer).id, "port.drag_to");
    EXPECT_TRUE(takesConnections(Kind::ConsumerTeam));
    EXPECT_FALSE(sendsConnections(Kind::ConsumerTeam));
}

// A new card's name: the kind's own (a producer is "Producer", not its field's "Order service", which a
// file that leaves the name out gets), else its "name" field's default; every kind has one.
TEST(KindRegistry, ANewCardIsNamedByItsKind)
{
    EXPECT_EQ(newCardName(Kind::Producer), "Producer");
    EXPECT_EQ(field(Kind::Producer, "name").defaultText, "Order service");
    EXPECT_EQ(newCardName(Kind::ExpressCluster), "Kafka cluster");
    EXPECT_EQ(newCardName(Kind::Region), "us-east-1");
    for (const KindInfo& k : kindRegistry())
        EXPECT_FALSE(newCardName(k.kind).empty()) << k.key;
    // withNode names the card so, or as the window asks (the name translated).
    const Scenario s = test::stageScenario(1);
    std::string id;
    const Scenario added = withNode(s, Kind::Group, {0, 0}, test::catalog(), &id);
    EXPECT_EQ(added.groups.back().name, "Consumer group");
    const Scenario named = withNode(s, Kind::Group, {0, 0}, test::catalog(), &id, "Verbrauchergruppe");
    EXPECT_EQ(named.groups.back().name, "Verbrauchergruppe");
}

TEST(KindRegistry, NodeJsonFindsANodeOfAnyKind)
{
    const Scenario s = test::stageScenario(2);
    EXPECT_EQ(nodeJson(s, "kafka").at("broker_size"), "kafka.m7g.large");
    EXPECT_EQ(nodeJson(s, "fulfilment").at("tasks"), 12);
    EXPECT_TRUE(nodeJson(s, "nobody").is_null());
}

} // namespace
} // namespace mqlab
