// The stream topic (Round 2, stages/round-2.json): the order events (1,100 M 2,000 B messages a day at
// 3.5x the average) go to "order-stream", kept 7 days on the platform fleet (24 h on its disks, 7 days
// in S3). Every figure is derived by hand in the comment beside it.
#include "round1_data.h"

#include <cmath>

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

TEST(StreamTopic, DefaultsKeepAWeek)
{
    expectTableDefaults(Kind::StreamTopic, StreamTopic{});
    EXPECT_EQ(StreamTopic{}.retentionDays, 7);
    EXPECT_EQ(kindInfo(Kind::StreamTopic).round, 2);
}

TEST(StreamTopic, SaveAndLoadRoundTrip)
{
    Scenario s = round2();
    ASSERT_EQ(s.streamTopics.size(), 1u);
    s.streamTopics[0].retentionDays = 3.5;
    s.streamTopics[0].name = "Orders, a half week";
    const Scenario back = parseScenarioText(toJson(s).dump(), "saved.json", catalog());
    EXPECT_EQ(back, s);
    EXPECT_EQ(back.streamTopics[0].retentionDays, 3.5);
}

TEST(StreamTopic, EachRangeIsRefusedByName)
{
    // retention_days, x, y: 3 rows x 2 ends.
    EXPECT_EQ(expectRangesRefused(round2Doc(), Kind::StreamTopic), 6);
    // A retention of 0 or less keeps nothing: refused with the range, (0, 3,650] days.
    for (double bad : {0.0, -7.0}) {
        json doc = round2Doc();
        doc["stream_topics"][0]["retention_days"] = bad;
        const InputError e = refusalOf(doc);
        EXPECT_EQ(e.path(), "stream_topics[0].retention_days");
        EXPECT_NE(std::string(e.problem()).find("must be more than 0 and up to 3,650 days"), std::string::npos)
            << e.what();
    }
}

TEST(StreamTopic, ADelayIsAQueueTopics)
{
    json doc = round2Doc();
    doc["stream_topics"][0]["delay_s"] = 600;
    const InputError e = refusalOf(doc);
    EXPECT_EQ(e.path(), "stream_topics[0].delay_s");
    EXPECT_NE(std::string(e.problem()).find("is not a stream topic's"), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.problem()).find("(0 to 900 s) belongs on a queue topic without a group key"),
              std::string::npos)
        << e.what();
}

TEST(StreamTopic, ConnectionRules)
{
    const Scenario s = round2();
    EXPECT_EQ(connectionRefusal(s, "order-stream", "fulfilment"), "a stream topic connects only to a platform fleet");
    // One platform fleet a topic.
    const Scenario two = withNode(s, Kind::PlatformFleet, {0, 0}, catalog());
    EXPECT_EQ(connectionRefusal(two, "order-stream", "platform-1"),
              "a topic lives on one platform fleet, and this one already has one");
    // One topic a producer: the orders already go to the stream, so a queue topic is refused for them.
    EXPECT_EQ(connectionRefusal(s, "orders", "reminder-queue"),
              "a task producer sends to one topic or platform fleet, and this one already has one");
    // A finished design hosts every topic.
    json doc = round2Doc();
    auto& c = doc["connections"];
    for (size_t i = 0; i < c.size(); ++i)
        if (c[i]["from"] == "order-stream")
            c.erase(i--);
    const InputError e = refusalOf(doc);
    EXPECT_EQ(e.path(), "stream_topics[0]");
    EXPECT_NE(std::string(e.problem()).find("drag from it to the platform fleet that hosts it"), std::string::npos)
        << e.what();
    // The same design is a canvas being built: taken loose.
    EXPECT_NO_THROW(parseScenario(doc, "r2.json", catalog(), true));
}

TEST(StreamTopic, CardShowsItsRateAndRetention)
{
    const Scenario s = round2();
    const Report r = evaluate(s, catalog());
    const CardReport& card = cardOf(s, r, "order-stream");
    // 1,100,000,000 / 86,400 s x 3.5 = 44,560.185 msg/s, the orders alone.
    EXPECT_NEAR(card.offeredEventsPerSecond, 44560.185, 1e-3);
    EXPECT_TRUE(card.limits.empty());
    const CardFace f = cardFace(s, card);
    EXPECT_EQ(f.headline.text(), "44,560.2 msg/s \u00b7 kept 7 d");
    EXPECT_TRUE(cardWarningTexts(s, catalog(), r, card).empty());
    // The fleet keeps max(24 h / 24, 3 days in S3) = 3 days, less than the topic's 7.
    Scenario short3 = s;
    short3.platformFleets[0].tierDays = 3;
    const Report r3 = evaluate(short3, catalog());
    const auto w = cardWarningTexts(short3, catalog(), r3, cardOf(short3, r3, "order-stream"));
    ASSERT_EQ(w.size(), 1u);
    EXPECT_EQ(w[0], "Kept 7 days, but Platform fleet keeps messages only 3 days (24 h on its disks, 3 days in S3): "
                    "raise its tier_days or shorten the retention.");
}

TEST(StreamTopic, TheTopicsLeaveThePlatformsFiguresAsTheyWere)
{
    // The producers now reach the fleet through their topics: 600 M + 1,100 M + 300 M = 2 x 10^9 a day,
    // / 86,400 x 3.5 = 81,018.52 msg/s, and each producer's 300 s window holds its peak x 300:
    // 81,018.52 x 300 = 24,305,555.6 IDs, / 2,000 partitions = 12,152.8.
    const Report r = evaluate(round2(), catalog());
    EXPECT_NEAR(r.platforms.at(0).peak, 81018.519, 1e-3);
    EXPECT_NEAR(r.platforms.at(0).dedupIds, 24305555.6, 0.1);
    EXPECT_NEAR(r.platforms.at(0).dedupIdsPerPartition, 12152.78, 0.01);
}

} // namespace
} // namespace mqlab
