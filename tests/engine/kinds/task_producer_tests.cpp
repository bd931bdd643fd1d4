// The task producer (Round 1): sized by messages a day, a message size and the peak ratio
// (second-seed.md section 2.5: 50 million messages a day of 2,000 B, peak 3.5 x the average).
#include "round1_data.h"

#include "mqlab/model/edits.h"
#include "mqlab/report/explain.h"
#include "mqlab/report/format.h"

namespace mqlab {
namespace {

using namespace test::round1;
using test::catalog;

TEST(TaskProducer, DefaultsAreRoundOnesProducer)
{
    expectTableDefaults(Kind::TaskProducer, TaskProducer{});
    // Seed: 50 M messages a day, about 2 KB each (decimal, 2,000 B), the peak 3.5 x the average.
    EXPECT_EQ(field(Kind::TaskProducer, "msgs_per_day").defaultNumber, 50e6);
    EXPECT_EQ(field(Kind::TaskProducer, "message_bytes").defaultNumber, 2000);
    EXPECT_EQ(field(Kind::TaskProducer, "peak_ratio").defaultNumber, 3.5);
    // SQS takes at most 1 MiB: the row's top, with its page.
    EXPECT_EQ(field(Kind::TaskProducer, "message_bytes").hi, 1048576);
    EXPECT_NE(field(Kind::TaskProducer, "message_bytes").source.find("aws.amazon.com"), std::string::npos);
}

TEST(TaskProducer, SaveAndLoadRoundTrip)
{
    Scenario s = design();
    s.taskProducers[0].messagesPerDay = 1.5e6;
    s.taskProducers[0].peakRatio = 2.25;
    const Scenario back = parseScenarioText(toJson(s).dump(), "saved.json", catalog());
    EXPECT_EQ(back, s);
    EXPECT_EQ(back.version, 2);
    EXPECT_EQ(back.units, "seed004");
}

TEST(TaskProducer, EachRangeIsRefusedByName)
{
    // msgs_per_day, message_bytes, peak_ratio, dedup_window_s, batch, x, y: 7 rows x 2 ends (the delay
    // is the queue topic's since Round 2's topics became kinds).
    EXPECT_EQ(expectRangesRefused(designDoc(), Kind::TaskProducer), 14);
}

TEST(TaskProducer, SendsToALoadBalancerOrAnSqsQueueOnly)
{
    const Scenario s = design();
    EXPECT_EQ(connectionRefusal(s, "orders", "fleet"),
              "a task producer connects only to a load balancer, an SQS queue, a platform fleet, a stream topic, "
              "a queue topic or a region");
    EXPECT_EQ(connectionRefusal(s, "orders", "workers"), topologyRefusal(NodeKind::TaskProducer).text());
    // One balancer a producer.
    const Scenario two = withNode(s, Kind::LoadBalancer, {0, 0}, catalog());
    EXPECT_EQ(connectionRefusal(two, "orders", "nlb-1"),
              "a task producer sends through one load balancer, and this one already has one");
    // A first seed's kind is no target either way.
    EXPECT_EQ(connectionRefusal(s, "orders", "dlq"), topologyRefusal(NodeKind::TaskProducer).text());
}

TEST(TaskProducer, CardShowsThePeak)
{
    const Scenario s = design();
    const Report r = evaluate(s, catalog());
    const CardReport& card = cardOf(s, r, "orders");
    // 50,000,000 / 86,400 = 578.7037 msg/s on average; x 3.5 = 2,025.46 at the peak (seed: "2,025").
    EXPECT_NEAR(card.offeredEventsPerSecond, 2025.46, 0.005);
    EXPECT_EQ(cardFace(s, card).headline.text(), "2,025.46 msg/s at peak");
    EXPECT_EQ(cardFace(s, card).detail.text(), "50,000,000 a day \u00b7 2,000 B \u00b7 peak 3.5\u00d7");
    EXPECT_TRUE(cardWarningTexts(s, catalog(), r, card).empty());
    EXPECT_EQ(cardName(s, card), "Order service");
    // No bill line of its own: the producer runs on the team's own hosts.
    EXPECT_TRUE(card.limits.empty());
    // Alone on a canvas it says what to connect.
    Scenario alone;
    alone.version = 2;
    alone.units = "seed004";
    alone = withNode(alone, Kind::TaskProducer, {0, 0}, catalog());
    const Report ra = evaluate(alone, catalog());
    EXPECT_EQ(cardWarningTexts(alone, catalog(), ra, ra.cards.front()),
              std::vector<std::string>{"Not connected: drag from this producer to a load balancer or an SQS queue."});
}

TEST(TaskProducer, NeedsVersionTwo)
{
    json doc = designDoc();
    doc["version"] = 1;
    doc.erase("units");
    const InputError e = refusalOf(doc);
    EXPECT_EQ(e.path(), "task_producers");
    EXPECT_NE(std::string(e.problem()).find("needs \"version\": 2"), std::string::npos) << e.what();
}

} // namespace
} // namespace mqlab
