// Your turn on Round 2 (stages/round-2-7.json, lesson.your_turn): the brief raises the traffic 2.5 times
// and checkAnswer() judges a platform design check by check, every limit in the after-zone-loss state
// the fleet is sized for. Every figure is derived by hand (decimal units, 30.4-day month) beside it.
//
// The brief's load: 1.5 B + 2.75 B + 0.75 B = 5 x 10^9 messages a day / 86,400 x 3.5 = 202,546.3 msg/s;
// x 2,000 B = 405.09 MB/s in; 10,000 GB a day. On the round's fleet (12 x m7g.2xlarge, 3 zones,
// 2,500 GB and 250 MB/s a volume, 24 h local, read factor 2):
//   local volumes: 10,000 x 1 day x 3 x 1.2 = 36,000 GB of 30,000 = 120.0%          (saturated)
//   network after a zone loss: 405.09 x (3 + 2 + 2) = 2,835.65 MB/s / 8 = 354.46 of 468.75 = 75.6%
//   volume after a zone loss: 405.09 x 3 / 8 = 151.91 of 250 = 60.8%; EBS link: of 312.5 = 48.6%
//   replicas: 2,000 x 3 / 12 = 500 of 2,000 = 25.0%
//   latency 1 + 2 + max(3, 1 + 3) + 2 + 1 + 1 = 11 ms against 15
//   page cache: 24,000 MB / (405.09 x 3 / 12 = 101.27 MB/s) = 237 s against 60
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "mqlab/lesson/stage.h"
#include "mqlab/lesson/your_turn.h"
#include "seed_helpers.h"

namespace mqlab {
namespace {

using nlohmann::json;
using test::catalog;
using test::contains;

const Stage& part7()
{
    static const Stage st = [] {
        const std::string file = "stages/round-2-7.json";
        return parseStage(withNamedDesign(test::readFile(file), file,
                                          [](const std::string& name) { return test::readFile("stages/" + name); }),
                          file, catalog());
    }();
    return st;
}

const YourTurn& turn()
{
    return *part7().lesson.yourTurn;
}
const Scenario& design()
{
    return part7().scenario;
}

Verdict check(const Scenario& s)
{
    return checkAnswer(design(), s, turn(), catalog());
}
Verdict check(const char* patch)
{
    return check(patched(design(), json::parse(patch), catalog()));
}

const CheckLine& checkOf(const Verdict& v, const std::string& id)
{
    const CheckLine* c = findCheck(v, id);
    if (!c)
        throw std::logic_error("no check " + id);
    return *c;
}

std::vector<std::string> failed(const Verdict& v)
{
    std::vector<std::string> out;
    for (const CheckLine& c : v.checks)
        if (!c.passed)
            out.push_back(c.id);
    return out;
}

TEST(YourTurnRoundTwo, PartSevenCarriesARoundTwoBrief)
{
    EXPECT_EQ(turn().stage, 207);
    ASSERT_TRUE(turn().roundTwo.has_value());
    EXPECT_FALSE(turn().roundOne.has_value());
    EXPECT_EQ(briefForStage(207, &turn(), nullptr), &turn());
    EXPECT_EQ(briefForStage(107, &turn(), nullptr), nullptr);
    EXPECT_EQ(turn().answers.size(), 3u);
    const Scenario situation = patched(design(), turn().setting, catalog());
    const std::string brief =
        fillTemplate(turn().brief, figures(situation, catalog(), evaluate(situation, catalog())), "b");
    EXPECT_TRUE(contains(brief, "202,546.3 msg/s")) << brief;
    EXPECT_TRUE(contains(brief, "405.09 MB/s")) << brief;
    EXPECT_TRUE(contains(brief, "36.0 TB against 30.0 TB (120.0%)")) << brief;
    EXPECT_TRUE(contains(brief, "75.6% of its network")) << brief;
}

TEST(YourTurnRoundTwo, TheRoundsFleetFillsItsVolumesAtTheBriefsLoad)
{
    const Verdict v = check(design());
    EXPECT_NEAR(v.load, 202546.3, 0.05);
    EXPECT_EQ(v.outcome, Outcome::Saturates);
    EXPECT_EQ(failed(v), std::vector<std::string>{"local_volume_fill"});
    const CheckLine& fill = checkOf(v, "local_volume_fill");
    EXPECT_TRUE(contains(fill.text.text(), "120.0%")) << fill.text.text();
    EXPECT_TRUE(contains(fill.text.text(), "36,000 GB against 30,000 GB")) << fill.text.text();
    // Each limit names its figure and its limit, in the after-zone-loss state.
    EXPECT_TRUE(contains(checkOf(v, "network").text.text(), "75.6%")) << checkOf(v, "network").text.text();
    EXPECT_TRUE(contains(checkOf(v, "network").text.text(), "8 brokers left")) << checkOf(v, "network").text.text();
    EXPECT_TRUE(contains(checkOf(v, "network").text.text(), "against 468.75")) << checkOf(v, "network").text.text();
    EXPECT_TRUE(contains(checkOf(v, "volume_throughput").text.text(), "60.8%"));
    EXPECT_TRUE(contains(checkOf(v, "ebs_link").text.text(), "48.6%"));
    EXPECT_TRUE(contains(checkOf(v, "partition_replicas").text.text(), "500 against 2,000"));
    EXPECT_TRUE(contains(checkOf(v, "latency").text.text(), "11 ms")) << checkOf(v, "latency").text.text();
    EXPECT_TRUE(contains(checkOf(v, "latency").text.text(), "brief's 15 ms: 4 ms to spare"))
        << checkOf(v, "latency").text.text();
    EXPECT_TRUE(contains(checkOf(v, "page_cache").text.text(), "237 s")) << checkOf(v, "page_cache").text.text();
    EXPECT_TRUE(contains(v.headline.text(), "local volume")) << v.headline.text();
    EXPECT_TRUE(contains(v.headline.text(), "202,546.3 msg/s")) << v.headline.text();
}

TEST(YourTurnRoundTwo, EachKnownAnswerHolds)
{
    // Twelve hours locally: 10,000 x 0.5 x 3 x 1.2 = 18,000 GB of 30,000 = 60.0%.
    Verdict v = check(R"({"platform_fleets": [{"id": "platform", "local_hours": 12}]})");
    EXPECT_EQ(v.outcome, Outcome::Holds) << v.headline.text();
    EXPECT_TRUE(contains(checkOf(v, "local_volume_fill").text.text(), "60.0%"));
    // The tier still keeps 7 days: max(7, 0.5) = 7 against 7.
    EXPECT_TRUE(contains(checkOf(v, "replay").text.text(), "7 days kept (12 h on broker disks, 7 days in the S3 tier)"))
        << checkOf(v, "replay").text.text();
    EXPECT_TRUE(v.answers[0].same);
    // 5,000 GB volumes: 36,000 of 60,000 = 60.0%.
    v = check(R"({"platform_fleets": [{"id": "platform", "volume_gb": 5000}]})");
    EXPECT_EQ(v.outcome, Outcome::Holds) << v.headline.text();
    EXPECT_TRUE(contains(checkOf(v, "local_volume_fill").text.text(), "60.0%"));
    EXPECT_TRUE(v.answers[1].same);
    // 24 brokers: 36,000 of 60,000 = 60.0%; network 2,835.65 / 16 = 177.23 of 468.75 = 37.8%;
    // replicas 2,000 x 3 / 24 = 250 of 2,000 = 12.5%.
    v = check(R"({"platform_fleets": [{"id": "platform", "brokers": 24}]})");
    EXPECT_EQ(v.outcome, Outcome::Holds) << v.headline.text();
    EXPECT_TRUE(contains(checkOf(v, "network").text.text(), "37.8%")) << checkOf(v, "network").text.text();
    EXPECT_TRUE(contains(checkOf(v, "partition_replicas").text.text(), "12.5%"));
    EXPECT_TRUE(v.answers[2].same);
    // A broker crash on 24: 202,546.3 / 24 = 8,439.4 a second x 1 to 2 s = 8,439 to 16,879 retries;
    // 2,000 / 24 = 83 leaders; 43,776 x 0.0001 = 4.38 min.
    const std::string& zone = checkOf(v, "zone_loss").text.text();
    EXPECT_TRUE(contains(zone, "8,439 to 16,879 retried sends while its 83 leaders")) << zone;
    EXPECT_TRUE(contains(zone, "4.38 min")) << zone;
}

TEST(YourTurnRoundTwo, TwoZonesMissTheZoneTarget)
{
    // 24 brokers in 2 zones, 12 h local: after a loss 12 brokers carry 2,835.65 / 12 = 236.3 MB/s = 50.4%,
    // fill 18,000 / 60,000 = 30%; but a zone holds two replicas of some partitions.
    const Verdict v =
        check(R"({"platform_fleets": [{"id": "platform", "brokers": 24, "zones": 2, "local_hours": 12}]})");
    EXPECT_EQ(v.outcome, Outcome::MissesTarget) << v.headline.text();
    EXPECT_EQ(failed(v), std::vector<std::string>{"zone_loss"});
    EXPECT_TRUE(contains(checkOf(v, "network").text.text(), "50.4%")) << checkOf(v, "network").text.text();
    EXPECT_TRUE(contains(checkOf(v, "zone_loss").text.text(), "4.38 min")) << checkOf(v, "zone_loss").text.text();
}

TEST(YourTurnRoundTwo, TheCardsNormalViewDoesNotHideAZoneLoss)
{
    // 12 brokers in 2 zones, shown with all zones up: 2,835.65 / 12 = 236.3 MB/s = 50.4% on the card, but
    // after a loss 6 brokers carry 2,835.65 / 6 = 472.6 MB/s = 100.8%, and that is what is checked.
    const Verdict v =
        check(R"({"platform_fleets": [{"id": "platform", "zones": 2, "local_hours": 12, "limits_shown": "normal"}]})");
    EXPECT_EQ(v.outcome, Outcome::Saturates) << v.headline.text();
    EXPECT_EQ(failed(v), (std::vector<std::string>{"network", "zone_loss"}));
    EXPECT_TRUE(contains(checkOf(v, "network").text.text(), "100.8%")) << checkOf(v, "network").text.text();
    EXPECT_TRUE(contains(checkOf(v, "network").text.text(), "6 brokers left")) << checkOf(v, "network").text.text();
}

TEST(YourTurnRoundTwo, AShortTierAWideWindowAndASmallCacheMissTheirTargets)
{
    // A 3-day tier: max(3, 0.5) = 3 days against 7.
    Verdict v = check(R"({"platform_fleets": [{"id": "platform", "local_hours": 12, "tier_days": 3}]})");
    EXPECT_EQ(v.outcome, Outcome::MissesTarget);
    EXPECT_EQ(failed(v), std::vector<std::string>{"replay"});
    EXPECT_TRUE(contains(checkOf(v, "replay").text.text(), "against the brief's 7 days"))
        << checkOf(v, "replay").text.text();
    ASSERT_EQ(v.wrongMoves.size(), 1u);
    EXPECT_EQ(v.wrongMoves[0].id, "shorter-tier");
    // An 8 ms window: 1 + 8 + 4 + 2 + 1 + 1 = 17 ms, past 15 by 2.0 ms.
    v = check(R"({"platform_fleets": [{"id": "platform", "local_hours": 12, "group_commit_ms": 8}]})");
    EXPECT_EQ(failed(v), std::vector<std::string>{"latency"});
    EXPECT_TRUE(contains(checkOf(v, "latency").text.text(), "17 ms")) << checkOf(v, "latency").text.text();
    EXPECT_TRUE(contains(checkOf(v, "latency").text.text(), "past it by 2.0 ms")) << checkOf(v, "latency").text.text();
    // A 4 GB page cache: 4,000 / 101.27 = 39 s against 60.
    v = check(R"({"platform_fleets": [{"id": "platform", "local_hours": 12, "page_cache_gb": 4}]})");
    EXPECT_EQ(failed(v), std::vector<std::string>{"page_cache"});
    EXPECT_TRUE(contains(checkOf(v, "page_cache").text.text(), "39 s")) << checkOf(v, "page_cache").text.text();
}

TEST(YourTurnRoundTwo, LowerOverheadBendsTheBriefAndWrongMovesAreNamed)
{
    // Overhead 1.0 with 12 h: 10,000 x 0.5 x 3 x 1.0 = 15,000 GB = 50%: every check passes, the brief bends.
    Verdict v = check(R"({"platform_fleets": [{"id": "platform", "local_hours": 12, "overhead": 1.0}]})");
    EXPECT_EQ(v.outcome, Outcome::BendsBrief) << v.headline.text();
    ASSERT_EQ(v.broken.size(), 1u);
    EXPECT_TRUE(contains(v.broken[0].text(), "Storage overhead 1, not 1.2")) << v.broken[0].text();
    // More partitions alone: still 36.0 TB against 30.0 TB (120.0%); 4,000 x 3 / 12 = 1,000 replicas.
    v = check(R"({"platform_fleets": [{"id": "platform", "partitions": 4000}]})");
    EXPECT_EQ(v.outcome, Outcome::Saturates);
    ASSERT_EQ(v.wrongMoves.size(), 1u);
    EXPECT_EQ(v.wrongMoves[0].id, "more-partitions");
    EXPECT_TRUE(contains(v.wrongMoves[0].reason, "36.0 TB against 30.0 TB (120.0%)")) << v.wrongMoves[0].reason;
    EXPECT_TRUE(contains(v.wrongMoves[0].reason, "(1,000)")) << v.wrongMoves[0].reason;
}

TEST(YourTurnRoundTwo, NoPlatformOnTheCanvasIsSaidSo)
{
    json doc = toJson(design());
    doc.erase("platform_fleets");
    json conns = json::array();
    for (const auto& c : doc.at("connections"))
        if (c.at("from") != "platform" && c.at("to") != "platform")
            conns.push_back(c);
    doc["connections"] = conns;
    const Verdict v = check(parseScenario(doc, "bare.json", catalog(), true));
    EXPECT_EQ(v.outcome, Outcome::NoCluster);
    EXPECT_TRUE(contains(v.headline.text(), "no platform fleet")) << v.headline.text();
}

TEST(YourTurnRoundTwo, BadTargetsNameTheFieldAndTheRange)
{
    json brief = json::parse(test::readFile("stages/round-2-7.json")).at("lesson").at("your_turn");
    brief["targets"]["replay_days"] = -1;
    InputError e = test::inputErrorOf([&] { (void)parseStageYourTurn(brief, "f.json", 207, design(), catalog()); });
    EXPECT_TRUE(contains(e.path(), "targets.replay_days")) << e.path();
    EXPECT_TRUE(contains(e.problem(), "0 to 3,650")) << e.problem();
    brief["targets"].erase("replay_days");
    brief["targets"]["task_max_s"] = 60; // a Round 1 target has no meaning on a platform
    e = test::inputErrorOf([&] { (void)parseStageYourTurn(brief, "f.json", 207, design(), catalog()); });
    EXPECT_TRUE(contains(e.path(), "task_max_s")) << e.path();
}

} // namespace
} // namespace mqlab
