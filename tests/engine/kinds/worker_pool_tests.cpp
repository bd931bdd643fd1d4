// The worker pool (Round 1): 60 workers with 30 s leases extended every 10 s, 20 s long polls, batches
// of 10, and the dead-letter queue after 5 deliveries (second-seed.md sections 2.4 to 2.6).
#include "round1_data.h"

#include "mqlab/model/edits.h"
#include "mqlab/report/explain.h"
#include "mqlab/report/format.h"

namespace mqlab {
namespace {

using namespace test::round1;
using test::catalog;

TEST(WorkerPool, DefaultsAreRoundOnesWorkers)
{
    expectTableDefaults(Kind::WorkerPool, WorkerPool{});
    const WorkerPool w;
    EXPECT_EQ(w.workers, 60);          // seed: the 60 idle workers of the long-poll example
    EXPECT_EQ(w.visibilityS, 30);      // SQS's default visibility timeout
    EXPECT_EQ(w.extendEveryS, 10);     // follow-up 2: a 10 s heartbeat
    EXPECT_EQ(w.maxReceive, 5);        // seed: after 5 failed receives
    EXPECT_EQ(w.waitS, 20);            // SQS's longest long poll
    EXPECT_EQ(w.maxMessages, 10);      // SQS's largest batch
    // The SQS quotas are the rows' ranges, each with its AWS page.
    EXPECT_EQ(field(Kind::WorkerPool, "visibility_s").hi, 43200);
    EXPECT_EQ(field(Kind::WorkerPool, "wait_s").hi, 20);
    EXPECT_EQ(field(Kind::WorkerPool, "max_messages").hi, 10);
    for (const char* key : {"visibility_s", "wait_s", "max_messages"})
        EXPECT_EQ(field(Kind::WorkerPool, key).source.rfind("https://docs.aws.amazon.com/", 0), 0u) << key;
    Scenario s = design();
    s.workerPools[0].visibilityS = 45;
    s.workerPools[0].processingMaxS = 90;
    EXPECT_EQ(parseScenarioText(toJson(s).dump(), "saved.json", catalog()), s);
}

TEST(WorkerPool, EachRangeIsRefusedByName)
{
    // workers, visibility_s, extend_every_s, max_receive, wait_s, max_messages, three processing times,
    // x, y: 11 rows x 2 ends.
    EXPECT_EQ(expectRangesRefused(designDoc(), Kind::WorkerPool), 22);
    // An extension at or after the lease's end comes too late.
    json doc = designDoc();
    doc["worker_pools"][0]["extend_every_s"] = 30;
    const InputError e = refusalOf(doc);
    EXPECT_EQ(e.path(), "worker_pools[0].extend_every_s");
    EXPECT_NE(std::string(e.problem()).find("less than visibility_s (30 s)"), std::string::npos) << e.what();
    // P99 between the median and the longest.
    doc = designDoc();
    doc["worker_pools"][0]["processing_p99_s"] = 90;
    EXPECT_EQ(refusalOf(doc).path(), "worker_pools[0].processing_p99_s");
}

TEST(WorkerPool, ConnectionRules)
{
    const Scenario s = design();
    EXPECT_EQ(connectionRefusal(s, "workers", "fleet"), "a worker pool connects only to a dead-letter queue");
    const Scenario two = withNode(s, Kind::DeadLetterQueue, {0, 0}, catalog());
    EXPECT_EQ(connectionRefusal(two, "workers", "dlq-1"),
              "a worker pool sends failed tasks to one dead-letter queue, and this one already has one");
    // A finished design feeds every pool.
    json doc = designDoc();
    doc["connections"].erase(3); // fleet -> workers
    const InputError e = refusalOf(doc);
    EXPECT_EQ(e.path(), "worker_pools[0]");
    EXPECT_NE(std::string(e.problem()).find("connect a broker fleet or an SQS queue to it"), std::string::npos);
}

TEST(WorkerPool, PoisonMessageAndTheDeadLetterQueue)
{
    const Scenario s = design();
    const Report r = evaluate(s, catalog());
    const CardReport& card = cardOf(s, r, "workers");
    // A task that always fails is handed out 5 times; each lease runs out 30 s after its receive, and the
    // receive that would be the 6th moves it instead: 5 x 30 = 150 s after its first receive.
    EXPECT_EQ(r.workers[0].deliveries, 5);
    EXPECT_DOUBLE_EQ(r.workers[0].dlqAfterS, 150);
    EXPECT_TRUE(r.workers[0].toDlq);
    EXPECT_EQ(cardFace(s, card).detail.text(), "a failing task: 5 deliveries, in the DLQ 150 s after its first receive");
    EXPECT_TRUE(cardWarningTexts(s, catalog(), r, card).empty());
    // The dead-letter queue it feeds is connected: no warning on its card either.
    EXPECT_TRUE(cardWarningTexts(s, catalog(), r, cardOf(s, r, "dlq")).empty());
    // Without the queue, the card says the task comes back for ever.
    json doc = designDoc();
    doc.erase("dead_letter_queues");
    doc["connections"].erase(4);
    const Scenario t = parseScenario(doc, "r1.json", catalog());
    const Report rt = evaluate(t, catalog());
    EXPECT_EQ(cardWarningTexts(t, catalog(), rt, cardOf(t, rt, "workers")),
              std::vector<std::string>{"No dead-letter queue: a task that always fails is handed out again every "
                                       "30 s, for ever."});
}

TEST(WorkerPool, ALongTaskWithoutExtensionsIsNamed)
{
    // Follow-up 2: P99 8 s, the longest 60 s, against a 30 s lease. With no extension the 60 s task is
    // handed to a second worker while the first still works.
    Scenario s = design();
    s.workerPools[0].extendEveryS = 0;
    const Report r = evaluate(s, catalog());
    const auto w = cardWarningTexts(s, catalog(), r, cardOf(s, r, "workers"));
    ASSERT_EQ(w.size(), 1u);
    EXPECT_EQ(w[0], "The longest task (60 s) outlives its 30 s lease and nothing extends it: another worker gets "
                    "the task while the first still works.");
}

TEST(WorkerPool, PricesTheSameMonthOnSqs)
{
    const Report r = evaluate(design(), catalog());
    ASSERT_TRUE(r.sqs.known);
    EXPECT_FALSE(r.sqs.inBill); // beside the fleet's bill, not in it
    // 50 M a day x 30.4 = 1.52 billion messages; sends one at a time, receives and deletes in tens:
    // 1.52 B + 0.152 B + 0.152 B = 1.824 B requests x $0.40 a million = $729.60.
    EXPECT_DOUBLE_EQ(r.sqs.requests, 1.824e9);
    EXPECT_EQ(r.sqs.requestsCost.cents, 72960);
    // Idle polls: 60 workers x 30.4 x 86,400 s / 20 s = 7,879,680 x $0.40 a million = $3.15.
    EXPECT_DOUBLE_EQ(r.sqs.idlePolls, 7879680);
    EXPECT_EQ(r.sqs.idlePollsCost.cents, 315);
    EXPECT_EQ(r.sqs.total.cents, 73275); // $732.75
    // Nothing batched: 3 x 1.52 B x $0.40 a million = $1,824.00, the upper bound.
    EXPECT_EQ(r.sqs.unbatchedUpperBound.cents, 182400);
}

} // namespace
} // namespace mqlab
