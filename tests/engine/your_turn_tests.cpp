// "Your turn" from Stage 3: the answers file, and checkAnswer()'s verdicts for right and wrong
// answers. Every figure is derived by hand from seed 000 beside its assertion.
//
// Stage 3 (seed 000): 25,000 events/s x 2 KiB = 51.2 MB/s in. Six groups and RF 3: a leader
// sends each byte c + r - 1 = 6 + 3 - 1 = 8 times, so 51.2 x 8 = 409.6 MB/s leave the leaders;
// shared by 3 brokers that is 136.53 MB/s a broker, and kafka.m7g.large's network is 119.94
// MB/s: 113.8%.
#include <gtest/gtest.h>

#include <cmath>

#include <nlohmann/json.hpp>

#include "mqlab/lesson/your_turn.h"
#include "seed_helpers.h"

namespace mqlab {
namespace {

using nlohmann::json;
using test::contains;
using test::inputErrorOf;

const Scenario& stage3()
{
    static const Scenario s = test::stageScenario(3);
    return s;
}

json turnDoc() { return json::parse(test::readFile("stages/your-turn.json")); }

YourTurn shippedTurn()
{
    static const YourTurn t = parseYourTurn(test::readFile("stages/your-turn.json"), "stages/your-turn.json", stage3(), test::catalog());
    return t;
}

Verdict check(const Scenario& answer) { return checkAnswer(stage3(), answer, shippedTurn(), test::catalog()); }
Verdict check(const char* patch) { return check(test::stagePatched(3, patch)); }

const AnswerComparison& answerOf(const Verdict& v, const std::string& id)
{
    for (const auto& a : v.answers)
        if (a.id == id)
            return a;
    throw std::logic_error("no answer " + id);
}

bool hasChange(const Verdict& v, const std::string& what, const std::string& from, const std::string& to)
{
    for (const auto& c : v.changes)
        if (c.what.text() == what && c.from.text() == from && c.to.text() == to)
            return true;
    return false;
}

TEST(YourTurnFile, ShippedFileParsesAgainstStage3)
{
    const YourTurn t = shippedTurn();
    EXPECT_EQ(t.stage, 3);
    ASSERT_EQ(t.answers.size(), 3u);
    EXPECT_EQ(t.answers[0].id, "more-brokers");
    EXPECT_EQ(t.answers[1].id, "bigger-brokers");
    EXPECT_EQ(t.answers[2].id, "express");
    EXPECT_FALSE(t.wrongMoves.empty());
    EXPECT_EQ(t.wrongMoves[0].field, "groups.tasks");
    EXPECT_EQ(t.rules.size(), 7u);
}

TEST(YourTurnFile, BadFilesNameTheField)
{
    auto bad = [](const json& doc) {
        return inputErrorOf([&] { parseYourTurn(doc.dump(), "your-turn.json", stage3(), test::catalog()); });
    };
    json doc = turnDoc();
    doc["answers"][0]["patch"] = json::parse(R"({"clusters": [{"id": "kafka", "brokers": 4}]})");  // not a multiple of 3 zones
    InputError e = bad(doc);
    EXPECT_EQ(e.path(), "answers[0].patch");
    EXPECT_TRUE(contains(e.problem(), "multiple of zones"));

    doc = turnDoc();
    doc["wrong_moves"][0]["field"] = "groups.colour";
    e = bad(doc);
    EXPECT_EQ(e.path(), "wrong_moves[0].field");
    EXPECT_TRUE(contains(e.problem(), "groups.tasks"));

    doc = turnDoc();
    doc["wrong_moves"][0]["when"] = "sideways";
    EXPECT_EQ(bad(doc).path(), "wrong_moves[0].when");

    doc = turnDoc();
    doc["rules"][0]["id"] = "speed";
    e = bad(doc);
    EXPECT_EQ(e.path(), "rules[0].id");
    EXPECT_TRUE(contains(e.problem(), "\"readers\""));

    doc = turnDoc();
    doc["answers"][2]["summary"] = "{{kafka.network.percent}}";  // an Express design has no network term
    e = bad(doc);
    EXPECT_TRUE(contains(e.what(), "answers[2].summary"));
    EXPECT_TRUE(contains(e.what(), "kafka.network.percent"));

    doc = turnDoc();
    doc["schema"] = 2;
    EXPECT_EQ(bad(doc).path(), "schema");
}

TEST(YourTurn, UnchangedStage3FailsOnTheNetworkWall)
{
    const Verdict v = check(stage3());
    EXPECT_EQ(v.outcome, Outcome::Saturates);
    EXPECT_FALSE(v.passed);
    EXPECT_EQ(v.load, 25000);
    // 136.53 / 119.94 = 113.8% (seed 000, Stage 3).
    EXPECT_NEAR(v.yours.bindingPercent, 113.83, 0.01);
    EXPECT_EQ(v.yours.bindingName, "Kafka cluster: network");
    EXPECT_TRUE(contains(v.headline.text(), "network at 113.8%"));
    // The wall: 25,000 x 100 / 113.83 = 21,962 events/s.
    EXPECT_NEAR(v.yours.wallEventsPerSecond, 21962, 1);
    // One broker lost: 51.2 x (6 + 3 - 2) / 2 / 119.94 = 149.4% (seed 000, "more brokers or bigger").
    EXPECT_NEAR(v.yours.lostBrokerPercent, 149.4, 0.05);
    EXPECT_EQ(v.yours.survivors, 2);
    EXPECT_TRUE(v.changes.empty());
    EXPECT_TRUE(v.wrongMoves.empty());
    EXPECT_TRUE(v.broken.empty());
}

TEST(YourTurn, MoreBrokersOfTheSameSizePasses)
{
    const Verdict v = check(R"({"clusters": [{"id": "kafka", "brokers": 6}]})");
    EXPECT_EQ(v.outcome, Outcome::Holds);
    EXPECT_TRUE(v.passed);
    // 409.6 MB/s over 6 brokers = 68.27 MB/s each, / 119.94 = 56.9%.
    EXPECT_NEAR(v.yours.bindingPercent, 56.92, 0.01);
    EXPECT_FALSE(v.yours.pastSizingLine);  // under AWS's 80%
    // Wall: 25,000 / 0.5692 = 43,923 events/s.
    EXPECT_NEAR(v.yours.wallEventsPerSecond, 43923, 1);
    // One lost: 51.2 x 7 / 5 / 119.94 = 59.8%.
    EXPECT_NEAR(v.yours.lostBrokerPercent, 59.76, 0.01);
    // Bill: 6 x 720 h x $0.204 = $881.28; local 12,359.62 GiB x $0.10 = $1,235.96; tier
    // 28,839.11 GiB x $0.06 = $1,730.35; 72 tasks x 720 h x $0.04937 = $2,559.34. Total $6,406.93.
    EXPECT_EQ(v.yours.monthly.cents, 640693);
    EXPECT_TRUE(hasChange(v, "Kafka cluster, Brokers", "3", "6"));
    const AnswerComparison& same = answerOf(v, "more-brokers");
    EXPECT_TRUE(same.same);
    EXPECT_TRUE(same.closest);
    EXPECT_TRUE(contains(same.summary, "56.9%"));
    // It is compared with the other two: the bigger brokers cost the same $881.28 a month in
    // brokers (3 x 720 x $0.408), Express $10,204.33 (seed 000, Stage 4).
    EXPECT_EQ(answerOf(v, "bigger-brokers").check.monthly.cents, 640693);
    EXPECT_EQ(answerOf(v, "express").check.monthly.cents, 1020433);
    EXPECT_TRUE(contains(answerOf(v, "express").comparison.text(), "$3,797.40 less"));  // 10,204.33 - 6,406.93
}

TEST(YourTurn, BiggerStandardBrokersPassWithTheirCaveats)
{
    const Verdict v = check(R"({"clusters": [{"id": "kafka", "broker_size": "kafka.m7g.xlarge"}]})");
    EXPECT_TRUE(v.passed);
    // 136.53 MB/s a broker against kafka.m7g.xlarge's 240.13 MB/s: 56.9%; wall 43,969 events/s.
    EXPECT_NEAR(v.yours.bindingPercent, 56.86, 0.01);
    EXPECT_NEAR(v.yours.wallEventsPerSecond, 43969, 1);
    // One lost: 51.2 x 7 / 2 / 240.13 = 74.6%: a bigger hole than six small brokers' 59.8%.
    EXPECT_NEAR(v.yours.lostBrokerPercent, 74.63, 0.01);
    EXPECT_TRUE(contains(answerOf(v, "more-brokers").comparison.text(), "59.8% of the network on 5 survivors"));
    EXPECT_TRUE(contains(answerOf(v, "more-brokers").comparison.text(), "74.6% of the network on 2 survivors"));
    // The catalogue has no EBS link for the xlarge, and its price is derived: both are said.
    bool ebsNoted = false, priceNoted = false;
    for (const auto& c : v.cautions) {
        ebsNoted = ebsNoted || contains(c.text(), "EBS link of kafka.m7g.xlarge");
        priceNoted = priceNoted || contains(c.text(), "derived");
    }
    EXPECT_TRUE(ebsNoted);
    EXPECT_TRUE(priceNoted);
    EXPECT_TRUE(answerOf(v, "bigger-brokers").same);
}

TEST(YourTurn, ExpressPasses)
{
    const Verdict v = check(
        R"({"clusters": [{"id": "kafka", "kind": "express", "broker_size": "express.m7g.2xlarge", "tiered_storage": false}]})");
    EXPECT_TRUE(v.passed);
    // 6 x 51.2 / 3 = 102.4 MB/s out a broker against 234.2: 43.7% (seed 000, Stage 4).
    EXPECT_NEAR(v.yours.bindingPercent, 43.72, 0.01);
    // Under the sustained 125 MB/s (81.9%), so no warning.
    EXPECT_FALSE(v.yours.pastSizingLine);
    // Wall: 25,000 x 234.2 / 102.4 = 57,178 events/s.
    EXPECT_NEAR(v.yours.wallEventsPerSecond, 57178, 1);
    // One lost: 6 x 51.2 / 2 = 153.6 MB/s on each survivor, / 234.2 = 65.6% of the maximum.
    EXPECT_NEAR(v.yours.lostBrokerPercent, 65.58, 0.01);
    EXPECT_EQ(v.yours.monthly.cents, 1020433);  // $10,204.33
    EXPECT_TRUE(answerOf(v, "express").same);
    EXPECT_TRUE(hasChange(v, "Kafka cluster, Broker kind", "standard", "express")); // the field table's label
}

TEST(YourTurn, MoreConsumerTasksFailWithTheirReason)
{
    Scenario s = stage3();
    for (auto& g : s.groups)
        g.tasks = 24;
    const Verdict v = check(s);
    EXPECT_EQ(v.outcome, Outcome::Saturates);
    // Tasks do not change the 8 copies: still 113.8%.
    EXPECT_NEAR(v.yours.bindingPercent, 113.83, 0.01);
    ASSERT_EQ(v.wrongMoves.size(), 1u);
    EXPECT_EQ(v.wrongMoves[0].id, "more-tasks");
    EXPECT_TRUE(contains(v.wrongMoves[0].reason, "8"));        // c + r - 1 = 8 sends
    EXPECT_TRUE(contains(v.wrongMoves[0].reason, "113.8%"));   // the network, unchanged
    EXPECT_TRUE(hasChange(v, "Fulfilment, Tasks", "12", "24"));
    // It costs more: 144 tasks x 720 h x $0.04937 = $5,118.68 for the groups, not $2,559.34.
    EXPECT_GT(v.yours.monthly.cents, v.baseline.monthly.cents);
}

TEST(YourTurn, WrongMovesBesideARightOneAreStillNamed)
{
    // Six brokers fix the wall; doubling the partitions alongside did not help, and is said so.
    const Verdict v = check(R"({"clusters": [{"id": "kafka", "brokers": 6, "partitions": 96}]})");
    EXPECT_TRUE(v.passed);
    ASSERT_EQ(v.wrongMoves.size(), 1u);
    EXPECT_EQ(v.wrongMoves[0].id, "more-partitions");
    // Told on Stage 3 with only the partitions changed: 3 brokers, still 113.8%.
    EXPECT_TRUE(contains(v.wrongMoves[0].reason, "113.8%"));
}

TEST(YourTurn, DroppingAReaderBendsTheBrief)
{
    Scenario s = stage3();
    s.connections.pop_back();  // the warehouse loader stops reading
    s.groups.pop_back();
    // Five groups: 51.2 x (5 + 3 - 1) / 3 / 119.94 = 99.6%: under 100%, but the brief is six readers.
    const Verdict v = check(s);
    EXPECT_FALSE(v.yours.saturates);
    EXPECT_NEAR(v.yours.bindingPercent, 99.61, 0.01);
    EXPECT_EQ(v.outcome, Outcome::BendsBrief);
    EXPECT_FALSE(v.passed);
    ASSERT_EQ(v.broken.size(), 1u);
    EXPECT_TRUE(contains(v.broken[0].text(), "5 groups read the cluster, not 6"));
    EXPECT_TRUE(hasChange(v, "Groups reading the cluster", "6", "5"));
}

TEST(YourTurn, FewerCopiesBendsTheBrief)
{
    // RF 2: 51.2 x (6 + 2 - 1) / 3 / 119.94 = 99.6%; it fits only by giving up a copy.
    const Verdict v = check(R"({"clusters": [{"id": "kafka", "replication_factor": 2}]})");
    EXPECT_EQ(v.outcome, Outcome::BendsBrief);
    ASSERT_FALSE(v.broken.empty());
    EXPECT_TRUE(contains(v.broken[0].text(), "Replication factor 2, not 3"));
}

TEST(YourTurn, ACanvasWithoutAClusterIsExplained)
{
    Scenario s = stage3();
    s.clusters.clear();
    s.connections.clear();
    const Verdict v = check(s);
    EXPECT_EQ(v.outcome, Outcome::NoCluster);
    EXPECT_FALSE(v.passed);
    EXPECT_TRUE(contains(v.headline.text(), "no cluster"));
}

TEST(YourTurn, CheckedAtTheBriefsLoad)
{
    // The canvas at 10,000 events/s would look fine, but the brief is 25,000.
    Scenario s = stage3();
    setOfferedLoad(s, 10000);
    const Verdict v = check(s);
    EXPECT_EQ(v.outcome, Outcome::Saturates);
    EXPECT_NEAR(v.yours.bindingPercent, 113.83, 0.01);
    bool said = false;
    for (const auto& c : v.cautions)
        said = said || contains(c.text(), "checked at the brief's 25,000 events/s");
    EXPECT_TRUE(said);
}

}  // namespace
}  // namespace mqlab
