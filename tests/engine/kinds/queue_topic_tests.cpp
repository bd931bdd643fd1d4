// The queue topic (Round 2, stages/round-2.json): the payments (600 M a day) go to "payments-queue",
// ordered by group key; the reminders (300 M a day) to "reminder-queue", delayed 600 s. Both at 3.5x
// the average, 30 s leases, the DLQ after 5. Every figure is derived by hand beside it.
#include "round1_data.h"

#include "mqlab/model/edits.h"
#include "mqlab/report/explain.h"
#include "mqlab/report/format.h"

namespace mqlab {
namespace {

using nlohmann::json;
using test::catalog;
using test::readFile;
using test::round1::cardOf;
using test::round1::expectRangesRefused;
using test::round1::expectTableDefaults;
using test::round1::refusalOf;

using test::round1::round2;
using test::round1::round2Doc;

TEST(QueueTopic, DefaultsAreRoundOnesLeases)
{
    expectTableDefaults(Kind::QueueTopic, QueueTopic{});
    const QueueTopic t;
    EXPECT_FALSE(t.groupKey);
    EXPECT_EQ(t.delayS, 0);
    EXPECT_EQ(t.visibilityS, 30);
    EXPECT_EQ(t.maxReceive, 5);
    // SQS's 900 s delay quota is an outside figure: its AWS page sits beside it.
    EXPECT_EQ(field(Kind::QueueTopic, "delay_s").source.rfind("https://docs.aws.amazon.com/", 0), 0u);
}

TEST(QueueTopic, SaveAndLoadRoundTrip)
{
    Scenario s = round2();
    ASSERT_EQ(s.queueTopics.size(), 2u);
    s.queueTopics[1].delayS = 899.5;
    s.queueTopics[1].visibilityS = 120;
    s.queueTopics[1].maxReceive = 7;
    const Scenario back = parseScenarioText(toJson(s).dump(), "saved.json", catalog());
    EXPECT_EQ(back, s);
}

TEST(QueueTopic, EachRangeIsRefusedByName)
{
    // delay_s, visibility_s, max_receive, x, y: 5 rows x 2 ends.
    EXPECT_EQ(expectRangesRefused(round2Doc(), Kind::QueueTopic), 10);
    // The delay is 0 to 900 s: 901 and -1 are refused with that range (reminders, no group key).
    for (double bad : {901.0, -1.0}) {
        json doc = round2Doc();
        doc["queue_topics"][1]["delay_s"] = bad;
        const InputError e = refusalOf(doc);
        EXPECT_EQ(e.path(), "queue_topics[1].delay_s");
        EXPECT_NE(std::string(e.problem()).find("must be 0 to 900 s"), std::string::npos) << e.what();
    }
}

TEST(QueueTopic, DelayOnlyWithoutAGroupKey)
{
    // A 600 s delay on the ordered payments topic is refused by name, with the reason and the range.
    json doc = round2Doc();
    doc["queue_topics"][0]["delay_s"] = 600;
    const InputError e = refusalOf(doc);
    EXPECT_EQ(e.path(), "queue_topics[0].delay_s");
    EXPECT_NE(std::string(e.problem())
                  .find("must be 0 when group_key is on: a delay would hold up the rest of an "
                        "ordered group"),
              std::string::npos)
        << e.what();
    EXPECT_NE(std::string(e.problem()).find("0 to 900 s only on a queue topic without a group key"), std::string::npos)
        << e.what();
    // Without a group key the same delay is taken (the reminders already carry 600 s).
    doc["queue_topics"][0]["group_key"] = false;
    EXPECT_NO_THROW(parseScenario(doc, "r2.json", catalog()));
    // On the canvas (validate() on an in-memory edit) the same refusal.
    Scenario s = round2();
    s.queueTopics[0].delayS = 600;
    try {
        validate(s, catalog(), "canvas");
        ADD_FAILURE() << "accepted a delay on an ordered topic";
    } catch (const InputError& err) {
        EXPECT_EQ(err.path(), "queue_topics[0].delay_s");
    }
}

TEST(QueueTopic, ConnectionRules)
{
    const Scenario s = round2();
    EXPECT_EQ(connectionRefusal(s, "payments-queue", "payments"), "a queue topic connects only to a platform fleet");
    const Scenario two = withNode(s, Kind::PlatformFleet, {0, 0}, catalog());
    EXPECT_EQ(connectionRefusal(two, "payments-queue", "platform-1"),
              "a topic lives on one platform fleet, and this one already has one");
    // A new producer may send to a topic; the payments, which already send to theirs, may not add the fleet.
    std::string id;
    const Scenario more = withNode(s, Kind::TaskProducer, {0, 0}, catalog(), &id);
    EXPECT_EQ(connectionRefusal(more, id, "payments-queue"), "");
    EXPECT_EQ(connectionRefusal(s, "payments", "platform"),
              "a task producer sends to one topic or platform fleet, and this one already has one");
    // A file that connects a producer to a topic and to the fleet is refused at that connection.
    json doc = round2Doc();
    doc["connections"].push_back({{"from", "payments"}, {"to", "platform"}});
    const InputError e = refusalOf(doc);
    EXPECT_EQ(e.path(), "connections[" + std::to_string(doc["connections"].size() - 1) + "]");
    EXPECT_NE(std::string(e.problem()).find("sends to one topic or platform fleet"), std::string::npos) << e.what();
}

TEST(QueueTopic, CardShowsOrderOrDelay)
{
    const Scenario s = round2();
    const Report r = evaluate(s, catalog());
    // Payments: 600,000,000 / 86,400 s x 3.5 = 24,305.556 msg/s.
    const CardReport& payments = cardOf(s, r, "payments-queue");
    EXPECT_NEAR(payments.offeredEventsPerSecond, 24305.556, 1e-3);
    EXPECT_EQ(cardFace(s, payments).headline.text(), "24,305.6 msg/s \u00b7 in order a group key");
    EXPECT_EQ(cardFace(s, payments).detail.text(), "lease 30 s \u00b7 DLQ after 5");
    // Reminders: 300,000,000 / 86,400 x 3.5 = 12,152.778 msg/s, each held 600 s.
    const CardReport& reminders = cardOf(s, r, "reminder-queue");
    EXPECT_NEAR(reminders.offeredEventsPerSecond, 12152.778, 1e-3);
    EXPECT_EQ(cardFace(s, reminders).headline.text(), "12,152.8 msg/s \u00b7 delayed 600 s");
    EXPECT_TRUE(cardWarningTexts(s, catalog(), r, reminders).empty());
    // The lessons' figure reads the delay from the topic the reminders send to: 600 s / 60 = 10 min.
    const Figures m = figures(s, catalog(), r);
    EXPECT_EQ(m.at("reminders.delay_minutes").text, "10 min");
    EXPECT_EQ(m.at("payments.delay").text, "0 s");
}

} // namespace
} // namespace mqlab
