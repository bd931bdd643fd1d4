// The consumer team (Round 2, stages/round-2.json): three teams read through the platform fleet,
// Fulfilment and Notifications live from their committed offsets, Analytics replaying last week by
// time from the S3 tier; each may fetch 5 MB/s before the broker answers 429 with Retry-After.
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

TEST(ConsumerTeam, DefaultsReadLiveWithinFiveMBps)
{
    expectTableDefaults(Kind::ConsumerTeam, ConsumerTeam{});
    EXPECT_EQ(ConsumerTeam{}.reads, ReadPosition::Live);
    EXPECT_EQ(ConsumerTeam{}.fetchQuotaMBps, 5);
}

TEST(ConsumerTeam, SaveAndLoadRoundTrip)
{
    // The whole Round 2 design, with its topics and teams, reads back as it was written.
    Scenario s = round2();
    EXPECT_EQ(parseScenarioText(toJson(s).dump(), "saved.json", catalog()), s);
    ASSERT_EQ(s.consumerTeams.size(), 3u);
    EXPECT_EQ(s.consumerTeams[2].reads, ReadPosition::Replay);
    s.consumerTeams[0].reads = ReadPosition::Replay;
    s.consumerTeams[0].fetchQuotaMBps = 12.5;
    const json written = toJson(s);
    EXPECT_EQ(written["consumer_teams"][0]["reads"], "replay");
    EXPECT_EQ(parseScenarioText(written.dump(), "saved.json", catalog()), s);
}

TEST(ConsumerTeam, EachRangeIsRefusedByName)
{
    // fetch_quota_mbps, fetch_mbps, x, y: 4 rows x 2 ends.
    EXPECT_EQ(expectRangesRefused(round2Doc(), Kind::ConsumerTeam), 8);
    // A quota of 0 or less lets nothing through: refused with the range, (0, 10,000] MB/s.
    for (double bad : {0.0, -5.0}) {
        json doc = round2Doc();
        doc["consumer_teams"][1]["fetch_quota_mbps"] = bad;
        const InputError e = refusalOf(doc);
        EXPECT_EQ(e.path(), "consumer_teams[1].fetch_quota_mbps");
        EXPECT_NE(std::string(e.problem()).find("must be more than 0 and up to 10,000 MB/s"), std::string::npos)
            << e.what();
    }
    json doc = round2Doc();
    doc["consumer_teams"][0]["reads"] = "yesterday";
    const InputError e = refusalOf(doc);
    EXPECT_EQ(e.path(), "consumer_teams[0].reads");
    EXPECT_NE(std::string(e.problem()).find("\"live\", \"replay\""), std::string::npos) << e.what();
}

TEST(ConsumerTeam, ConnectionRules)
{
    const Scenario s = round2();
    EXPECT_EQ(connectionRefusal(s, "analytics", "platform"), "nothing connects out of a consumer team");
    EXPECT_EQ(connectionRefusal(s, "order-stream", "analytics"), "a stream topic connects only to a platform fleet");
    const Scenario two = withNode(s, Kind::PlatformFleet, {0, 0}, catalog());
    EXPECT_EQ(connectionRefusal(two, "platform-1", "analytics"),
              "a consumer team reads through one platform fleet, and this one already has one");
    // A finished design connects every team.
    json doc = round2Doc();
    auto& c = doc["connections"];
    for (size_t i = 0; i < c.size(); ++i)
        if (c[i]["to"] == "analytics")
            c.erase(i--);
    const InputError e = refusalOf(doc);
    EXPECT_EQ(e.path(), "consumer_teams[2]");
    EXPECT_NE(std::string(e.problem()).find("drag from a platform fleet to this team"), std::string::npos) << e.what();
}

TEST(ConsumerTeam, CardSaysHowItReads)
{
    const Scenario s = round2();
    const Report r = evaluate(s, catalog());
    const CardReport& live = cardOf(s, r, "fulfilment");
    EXPECT_TRUE(live.limits.empty());
    EXPECT_EQ(cardFace(s, live).headline.text(), "live, from committed offsets");
    EXPECT_EQ(cardFace(s, live).detail.text(), "fetch quota 5 MB/s \u00b7 then 429");
    const CardReport& replay = cardOf(s, r, "analytics");
    EXPECT_EQ(cardFace(s, replay).headline.text(), "replays by time, from S3");
    EXPECT_TRUE(cardWarningTexts(s, catalog(), r, replay).empty());
    // Without a tier a replay reaches back only max(24 h / 24, 0) = 1 day = 24 h, on the live readers' disks.
    Scenario noTier = s;
    noTier.platformFleets[0].tierDays = 0;
    const Report r0 = evaluate(noTier, catalog());
    const auto w = cardWarningTexts(noTier, catalog(), r0, cardOf(noTier, r0, "analytics"));
    ASSERT_EQ(w.size(), 1u);
    EXPECT_NE(w[0].find("has no S3 tier (tier_days 0)"), std::string::npos) << w[0];
    EXPECT_NE(w[0].find("reach back only 24 h."), std::string::npos) << w[0];
    // A live team has nothing to warn of.
    EXPECT_TRUE(cardWarningTexts(noTier, catalog(), r0, cardOf(noTier, r0, "fulfilment")).empty());
}

TEST(ConsumerTeam, ReadsPastTheQuotaAreNamed)
{
    // Each team reads the default 1.62 MB/s (324.07 MB/s over 200 teams) within its 5 MB/s: no warning.
    Scenario s = round2();
    EXPECT_EQ(s.consumerTeams[0].fetchMBps, 1.62);
    Report r = evaluate(s, catalog());
    EXPECT_TRUE(cardWarningTexts(s, catalog(), r, cardOf(s, r, "fulfilment")).empty());
    // Exactly the quota is still within it.
    s.consumerTeams[0].fetchMBps = 5;
    r = evaluate(s, catalog());
    EXPECT_TRUE(cardWarningTexts(s, catalog(), r, cardOf(s, r, "fulfilment")).empty());
    // 12 MB/s against 5: 429s, and it falls behind by 12 - 5 = 7 MB/s. The warning names the team and
    // both fields.
    s.consumerTeams[0].fetchMBps = 12;
    r = evaluate(s, catalog());
    const auto w = cardWarningTexts(s, catalog(), r, cardOf(s, r, "fulfilment"));
    ASSERT_EQ(w.size(), 1u);
    EXPECT_EQ(w[0], "Fulfilment reads 12 MB/s at the peak (fetch_mbps), past its fetch quota of 5 MB/s "
                    "(fetch_quota_mbps): its fetches are answered 429 with Retry-After and it falls behind by "
                    "7 MB/s. Raise the quota or read less.");
    // The other teams are not touched.
    EXPECT_TRUE(cardWarningTexts(s, catalog(), r, cardOf(s, r, "notifications")).empty());
    // Past the quota and replaying without a tier: both warnings.
    s.consumerTeams[2].fetchMBps = 6;
    s.platformFleets[0].tierDays = 0;
    r = evaluate(s, catalog());
    EXPECT_EQ(cardWarningTexts(s, catalog(), r, cardOf(s, r, "analytics")).size(), 2u);
}

} // namespace
} // namespace mqlab
