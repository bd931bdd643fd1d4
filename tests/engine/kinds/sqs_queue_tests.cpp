// The SQS queue (Round 1's "buy" option): orders -> SQS -> the same 60 workers -> the DLQ. Its card
// checks the in-flight quota and, on FIFO, the throughput quota; it bills its requests and idle polls.
#include "round1_data.h"

#include "mqlab/model/edits.h"
#include "mqlab/report/explain.h"
#include "mqlab/report/format.h"
#include "mqlab/report/report_json.h"

namespace mqlab {
namespace {

using namespace test::round1;
using test::catalog;

Scenario buy()
{
    return parseScenario(buyDoc(), "buy.json", catalog());
}

TEST(SqsQueue, DefaultsAndRoundTrip)
{
    expectTableDefaults(Kind::SqsQueue, SqsQueue{});
    EXPECT_EQ(SqsQueue{}.type, SqsType::Standard);
    EXPECT_EQ(SqsQueue{}.sendBatch, 1);      // the seed's sends go one at a time
    EXPECT_EQ(SqsQueue{}.retentionDays, 4);  // SQS's default retention
    Scenario s = buy();
    s.sqsQueues[0].type = SqsType::Fifo;
    s.sqsQueues[0].sendBatch = 10;
    const Scenario back = parseScenarioText(toJson(s).dump(), "saved.json", catalog());
    EXPECT_EQ(back, s);
    EXPECT_EQ(toJson(s)["sqs_queues"][0]["type"], "fifo");
}

TEST(SqsQueue, EachRangeIsRefusedByName)
{
    // send_batch, retention_days, x, y: 4 rows x 2 ends.
    EXPECT_EQ(expectRangesRefused(buyDoc(), Kind::SqsQueue), 8);
    json doc = buyDoc();
    doc["sqs_queues"][0]["type"] = "lifo";
    const InputError e = refusalOf(doc);
    EXPECT_EQ(e.path(), "sqs_queues[0].type");
    EXPECT_NE(std::string(e.problem()).find("\"standard\", \"fifo\""), std::string::npos) << e.what();
}

TEST(SqsQueue, ConnectionRules)
{
    const Scenario s = buy();
    EXPECT_EQ(connectionRefusal(s, "sqs", "dlq"), "an SQS queue connects only to a worker pool");
    EXPECT_EQ(connectionRefusal(s, "orders", "sqs"), "these two are already connected");
    const Scenario two = withNode(s, Kind::SqsQueue, {0, 0}, catalog());
    EXPECT_EQ(connectionRefusal(two, "orders", "sqs-1"),
              "a task producer sends to one SQS queue, and this one already has one");
}

TEST(SqsQueue, InTheBillAndOnItsCard)
{
    const Scenario s = buy();
    const Report r = evaluate(s, catalog());
    // The same month as the pool's comparison, now in the bill: $729.60 + $3.15 = $732.75.
    EXPECT_EQ(lineOf(r, BillItem::SqsRequests).amount.cents, 72960);
    EXPECT_EQ(lineOf(r, BillItem::SqsIdlePolls).amount.cents, 315);
    EXPECT_EQ(r.total.cents, 73275); // the dead-letter queue bills $0 for now
    EXPECT_TRUE(r.sqs.inBill);
    EXPECT_EQ(sqsTileNote(r.sqs), ""); // in the bill, so not named again under the cost
    EXPECT_EQ(billLineText(s, catalog(), lineOf(r, BillItem::SqsRequests)),
              "1,824,000,000 requests x $0.40 a million");
    // In flight (Little's law): 2,025.46 msg/s x 1 s median processing = 2,025 of SQS's 120,000: 1.7%;
    // full at 120,000 / 1 s = 120,000 msg/s... scaled from the 2,025.46 of now: 2,025.46 x 100 / 1.688.
    const CardReport& card = cardOf(s, r, "sqs");
    ASSERT_EQ(card.limits.size(), 1u);
    EXPECT_EQ(card.limits[0].kind, LimitKind::InFlight);
    EXPECT_NEAR(card.limits[0].used, 2025.46, 0.005);
    EXPECT_NEAR(card.limits[0].percent, 1.688, 0.0005);
    EXPECT_NEAR(card.limits[0].wallEventsPerSecond, 120000, 0.5);
    // No fleet: nothing holds replicas the engine counts, so the durability tile says so.
    EXPECT_EQ(durabilityTileText(r), "nothing holds messages");
}

TEST(SqsQueue, FifoIsRateCapped)
{
    // FIFO: 300 requests a second an action; a send of 1 message carries 300 msg/s against 2,025.46 at the
    // peak (675%: saturated, first to saturate). Sends of 10 carry min(300 x 10, 3,000) = 3,000: 67.5%.
    Scenario s = buy();
    s.sqsQueues[0].type = SqsType::Fifo;
    Report r = evaluate(s, catalog());
    const LimitReport& one = cardOf(s, r, "sqs").limits[1];
    EXPECT_EQ(one.kind, LimitKind::FifoThroughput);
    EXPECT_DOUBLE_EQ(one.capacity, 300);
    EXPECT_NEAR(one.percent, 675.15, 0.005);
    EXPECT_EQ(one.status, Status::Saturated);
    EXPECT_EQ(firstToSaturateText(s, r), "Task queue");
    s.sqsQueues[0].sendBatch = 10;
    r = evaluate(s, catalog());
    EXPECT_DOUBLE_EQ(cardOf(s, r, "sqs").limits[1].capacity, 3000);
    EXPECT_NEAR(cardOf(s, r, "sqs").limits[1].percent, 67.52, 0.005);
    // Sends of 10 also cut the send requests tenfold: 0.152 B x 3 = 0.456 B requests = $182.40.
    EXPECT_EQ(lineOf(r, BillItem::SqsRequests).amount.cents, 18240);
}

} // namespace
} // namespace mqlab
