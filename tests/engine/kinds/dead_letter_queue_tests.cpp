// The dead-letter queue kind end to end in the engine: its fields, JSON both ways, validation, its
// connection rule, its card and its $0 bill line. Stage 2's design (orders -> kafka -> fulfilment,
// stages/stage-2.json) with a queue behind the group.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "mqlab/error.h"
#include "mqlab/model/edits.h"
#include "mqlab/model/kinds.h"
#include "mqlab/model/report.h"
#include "mqlab/report/explain.h"
#include "mqlab/report/format.h"
#include "mqlab/report/report_json.h"
#include "test_data.h"

namespace mqlab {
namespace {

using nlohmann::json;
using test::catalog;

json stage2WithQueue()
{
    json doc = toJson(test::stageScenario(2));
    doc["dead_letter_queues"] = json::array({{{"id", "failed"}, {"name", "Failed orders"}, {"x", 1000}, {"y", 260}}});
    doc["connections"].push_back({{"from", "fulfilment"}, {"to", "failed"}});
    return doc;
}

std::string refusalOf(const json& doc)
{
    try {
        parseScenario(doc, "dlq.json", catalog());
    } catch (const InputError& e) {
        return e.what();
    }
    return "";
}

TEST(DeadLetterQueue, ReadWithTheTableDefaults)
{
    const Scenario s = parseScenario(stage2WithQueue(), "dlq.json", catalog());
    ASSERT_EQ(s.deadLetterQueues.size(), 1u);
    const DeadLetterQueue& q = s.deadLetterQueues[0];
    EXPECT_EQ(q.name, "Failed orders");
    // Defaults: the second seed's Round 1 moves a message when a receive would pass 5; SQS keeps
    // a message at most 14 days, and a dead-letter queue gets the longest.
    EXPECT_EQ(q.maxReceiveCount, 5);
    EXPECT_EQ(q.retentionDays, 14);
    EXPECT_EQ(kindOfNode(s, "failed"), Kind::DeadLetterQueue);
}

TEST(DeadLetterQueue, SaveAndLoadRoundTrip)
{
    Scenario s = parseScenario(stage2WithQueue(), "dlq.json", catalog());
    s.deadLetterQueues[0].maxReceiveCount = 3;
    s.deadLetterQueues[0].retentionDays = 4.5;
    const Scenario back = parseScenarioText(toJson(s).dump(), "saved.json", catalog());
    EXPECT_EQ(back, s);
    // A design without a queue saves no "dead_letter_queues" key: older files stay as they were.
    EXPECT_FALSE(toJson(test::stageScenario(2)).contains("dead_letter_queues"));
}

TEST(DeadLetterQueue, RangesAreRefusedByName)
{
    json doc = stage2WithQueue();
    doc["dead_letter_queues"][0]["max_receive_count"] = 0;
    EXPECT_EQ(
        refusalOf(doc),
        "dlq.json: dead_letter_queues[0].max_receive_count: must be a whole number from 1 to 1,000 receives (got 0)");
    doc = stage2WithQueue();
    doc["dead_letter_queues"][0]["retention_days"] = 15;
    EXPECT_EQ(refusalOf(doc), "dlq.json: dead_letter_queues[0].retention_days: must be 1 to 14 days (got 15)");
    doc = stage2WithQueue();
    doc["dead_letter_queues"][0]["depth"] = 1;
    EXPECT_EQ(refusalOf(doc), "dlq.json: dead_letter_queues[0].depth: is not a field of this object (see "
                              "engine/docs/scenario-format.md)");
}

TEST(DeadLetterQueue, OnlyAGroupFeedsIt)
{
    const Scenario s = parseScenario(stage2WithQueue(), "dlq.json", catalog());
    // A cluster or a producer may not write to it.
    EXPECT_EQ(connectionRefusal(s, "kafka", "failed"), "a cluster connects only to a consumer group");
    EXPECT_EQ(connectionRefusal(s, "orders", "failed"), "a producer connects only to a cluster");
    // A group has one queue.
    Scenario two = withNode(s, Kind::DeadLetterQueue, {0, 0}, catalog());
    EXPECT_EQ(connectionRefusal(two, "fulfilment", "dlq-1"),
              "a consumer group sends failed messages to one dead-letter queue, and this one already has one");
    // A queue may serve a second group.
    two = withConnection(withNode(two, Kind::Group, {0, 0}, catalog()), "kafka", "group-1");
    EXPECT_EQ(connectionRefusal(two, "group-1", "failed"), "");
    // A finished design may not leave a queue unconnected.
    json doc = stage2WithQueue();
    doc["connections"].erase(2);
    EXPECT_EQ(refusalOf(doc), "dlq.json: dead_letter_queues[0]: \"failed\" has no connection: connect a consumer "
                              "group to it, or remove it");
}

TEST(DeadLetterQueue, CardAndBillAtZero)
{
    const Scenario s = parseScenario(stage2WithQueue(), "dlq.json", catalog());
    const Report r = evaluate(s, catalog());
    const Report without = evaluate(test::stageScenario(2), catalog());
    // Its card comes after the producer, the cluster and the group, with no limit to fill.
    ASSERT_EQ(r.cards.size(), 4u);
    const CardReport& card = r.cards[3];
    EXPECT_EQ(card.kind, NodeKind::DeadLetterQueue);
    EXPECT_TRUE(card.limits.empty());
    EXPECT_EQ(cardName(s, card), "Failed orders");
    EXPECT_EQ(cardId(s, card), "failed");
    const CardFace face = cardFace(s, card);
    EXPECT_EQ(face.headline.text(), "moved after 5 receives");
    EXPECT_EQ(face.detail.text(), "kept 14 d \u00b7 not priced yet");
    EXPECT_TRUE(cardWarningTexts(s, catalog(), r, card).empty());
    // One bill line of 1 queue at $0, so the total is Stage 2's to the cent; every other figure stays.
    ASSERT_EQ(r.bill.size(), without.bill.size() + 1);
    const BillLine& line = r.bill.back();
    EXPECT_EQ(line.item, BillItem::DeadLetterQueues);
    EXPECT_EQ(line.quantity, 1);
    EXPECT_EQ(line.amount.cents, 0);
    EXPECT_EQ(r.total.cents, without.total.cents);
    EXPECT_EQ(r.wallEventsPerSecond, without.wallEventsPerSecond);
    EXPECT_EQ(r.latency.ms, without.latency.ms);
    EXPECT_EQ(billLineText(s, catalog(), line),
              "1 queue x $0: not priced yet (the queue's requests and storage come with the SQS kind)");
    // The report JSON names the kind and files the line under no cluster.
    const json doc = reportToJson(s, catalog(), r);
    EXPECT_EQ(doc["cost"]["lines"].back()["item"], "dead-letter queues");
    EXPECT_TRUE(doc["cost"]["lines"].back()["node"].is_null());
}

TEST(DeadLetterQueue, UnconnectedCardSaysSo)
{
    Scenario s = test::stageScenario(2);
    s = withNode(s, Kind::DeadLetterQueue, {0, 0}, catalog());
    const Report r = evaluate(s, catalog());
    // The rules let a consumer group and (Round 1) a worker pool feed it; the warning names both.
    EXPECT_EQ(cardWarningTexts(s, catalog(), r, r.cards.back()),
              std::vector<std::string>{"Not connected: drag from a consumer group or a worker pool to this queue."});
    // Added with the table's defaults and the registry's id prefix.
    EXPECT_EQ(s.deadLetterQueues.back().id, "dlq-1");
    EXPECT_EQ(s.deadLetterQueues.back().name, "Dead-letter queue");
}

} // namespace
} // namespace mqlab
