// Your turn's verdicts as messages (mqlab/lesson/your_turn.h): each sentence is a template with its
// figures as arguments, so the window can translate the words and keep the engine's figures; filled,
// it is the English the verdict always said. Figures from seed 000's Stage 3, derived in
// tests/engine/your_turn_tests.cpp and repeated here.
#include <gtest/gtest.h>

#include <set>

#include "../report/message_checks.h"
#include "../seed_helpers.h"
#include "mqlab/lesson/your_turn.h"

namespace mqlab {
namespace {

using test::contains;

const Scenario& stage3()
{
    static const Scenario s = test::stageScenario(3);
    return s;
}

Verdict check(const Scenario& answer)
{
    static const YourTurn t =
        parseYourTurn(test::readFile("stages/your-turn.json"), "stages/your-turn.json", stage3(), test::catalog());
    return checkAnswer(stage3(), answer, t, test::catalog());
}

// An argument's English, whether a plain figure or a part (a percent is a part: "unknown" when it is
// not known is a word the window translates).
std::string arg(const Message& m, const std::string& name)
{
    for (const auto& [n, v] : m.args)
        if (n == name)
            return v;
    for (const auto& [n, part] : m.parts)
        if (n == name)
            return part.text();
    return "(none)";
}

TEST(YourTurnMessages, StageThreeAsGivenSaturatesInATemplate)
{
    // 51.2 MB/s in, sent 6 + 3 - 1 = 8 times over 3 brokers: 136.53 MB/s against 119.94, 113.8%.
    const Verdict v = check(stage3());
    EXPECT_EQ(v.headline.id, "your_turn.saturates");
    EXPECT_EQ(arg(v.headline, "load"), "25,000");
    EXPECT_EQ(arg(v.headline, "percent"), "113.8%");
    EXPECT_EQ(v.headline.text(),
              "Not yet: at 25,000 events/s, Kafka cluster is still past a wall (Kafka cluster: network at 113.8%).");
    // The wall: 25,000 / 1.1383 = 21,962 events/s on the network.
    EXPECT_EQ(v.yours.wall.id, "your_turn.wall");
    EXPECT_EQ(v.yours.wall.text(), "21,962 events/s (Kafka cluster: network)");
    // One of 3 lost: 51.2 x (6 + 3 - 2) / 2 / 119.94 = 149.4% on the 2 left.
    EXPECT_EQ(v.yours.lostBroker.id, "your_turn.lost.network");
    ASSERT_EQ(v.yours.lostBroker.counts.size(), 1u);
    EXPECT_EQ(v.yours.lostBroker.counts[0].n, 2);
    EXPECT_EQ(v.yours.lostBroker.text(), "149.4% of the network on 2 survivors");
}

TEST(YourTurnMessages, SixBrokersHoldAndCompareInTemplates)
{
    // 409.6 MB/s over 6 brokers: 68.27 / 119.94 = 56.9%.
    const Verdict v = check(test::stagePatched(3, R"({"clusters": [{"id": "kafka", "brokers": 6}]})"));
    EXPECT_EQ(v.headline.id, "your_turn.holds");
    EXPECT_EQ(v.headline.text(),
              "It holds: nothing saturates at 25,000 events/s. The busiest limit is Kafka cluster: network at 56.9%.");
    // Express costs $10,204.33 a month, six brokers $6,406.93: $3,797.40 less.
    for (const AnswerComparison& a : v.answers) {
        if (a.id != "express")
            continue;
        EXPECT_EQ(a.comparison.id, "your_turn.compare.less");
        EXPECT_EQ(arg(a.comparison, "difference"), "$3,797.40");
        EXPECT_EQ(arg(a.comparison, "your_cost"), "$6,406.93");
        EXPECT_TRUE(contains(a.comparison.text(), "It costs $10,204.33 a month; yours costs $3,797.40 less "
                                                  "($6,406.93). With one broker lost"));
        // One of 6 lost: 51.2 x 7 / 5 / 119.94 = 59.8%.
        EXPECT_TRUE(contains(a.comparison.text(), "; yours at 59.8% of the network on 5 survivors."));
    }
}

TEST(YourTurnMessages, AGivenUpReaderIsACountWithItsVerb)
{
    Scenario s = stage3();
    s.connections.pop_back(); // the warehouse loader stops reading
    s.groups.pop_back();
    const Verdict v = check(s);
    ASSERT_EQ(v.broken.size(), 1u);
    EXPECT_EQ(v.broken[0].id, "your_turn.broken.readers");
    ASSERT_EQ(v.broken[0].counts.size(), 1u);
    EXPECT_EQ(v.broken[0].counts[0].n, 5);
    EXPECT_TRUE(v.broken[0].text().starts_with("5 groups read the cluster, not 6. ")) << v.broken[0].text();
    // Nothing saturates (99.6%), so the headline says the brief was bent.
    EXPECT_EQ(v.headline.text(), "Nothing saturates at 25,000 events/s, but the answer gives up part of the brief.");
}

TEST(YourTurnMessages, ATranslatedHeadlineKeepsTheFigures)
{
    Message m = check(stage3()).headline;
    m.english = "Noch nicht: bei {load} Ereignissen/s ist {card} über einer Wand ({binding} bei {percent}).";
    EXPECT_EQ(m.text(), "Noch nicht: bei 25,000 Ereignissen/s ist Kafka cluster über einer Wand (Kafka cluster: "
                        "network bei 113.8%).");
}

// What you changed: the node's name is data, the field's label the inspector's, a part the window
// translates under "FieldLabel" (with its unit under "FieldUnit" where the label names one).
TEST(YourTurnMessages, AChangedFieldIsNamedByTheInspectorsWords)
{
    const Verdict v = check(test::stagePatched(
        3, R"({"clusters": [{"id": "kafka", "brokers": 6}], "producers": [{"id": "orders", "event_bytes": 2000}]})"));
    std::set<std::string> fields;
    for (const Change& c : v.changes) {
        if (c.what.id != "your_turn.change.field")
            continue;
        const Message* field = test::partNamed(c.what, "field");
        ASSERT_NE(field, nullptr);
        fields.insert(c.what.text());
        if (c.what.text() == "Kafka cluster, Brokers") {
            // A count's label has no unit shown: the word alone.
            EXPECT_EQ(field->context, "FieldLabel");
            EXPECT_EQ(field->english, "Brokers");
        } else {
            // "Mean event size" with its unit, bytes: a template with both words as parts.
            EXPECT_EQ(field->id, "your_turn.change.field_unit");
            ASSERT_NE(test::partNamed(*field, "label"), nullptr);
            EXPECT_EQ(test::partNamed(*field, "label")->context, "FieldLabel");
            EXPECT_EQ(test::partNamed(*field, "unit")->context, "FieldUnit");
            EXPECT_EQ(test::partNamed(*field, "unit")->english, "bytes");
        }
        std::set<std::string> seen; // the node's name is plain words: only the field's part is a template's
        test::expectFilledTemplate(*field, "change", seen);
    }
    EXPECT_EQ(fields, (std::set<std::string>{"Kafka cluster, Brokers", "Order service, Mean event size (bytes)"}));
}

TEST(YourTurnMessages, EveryVerdictTemplateIsListed)
{
    std::set<std::string_view> listed;
    for (const MessageTemplate& t : messageTemplates())
        listed.insert(t.id);
    for (const MessageTemplate& t : yourTurnTemplates()) {
        EXPECT_TRUE(listed.count(t.id)) << t.id;
        EXPECT_TRUE(t.id.starts_with("your_turn.")) << t.id;
    }
}

} // namespace
} // namespace mqlab
