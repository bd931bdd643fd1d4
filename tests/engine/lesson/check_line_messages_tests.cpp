// The rounds' check lines, comparisons, given-up rules and changes as messages (mqlab/lesson/your_turn.h):
// each is a template of yourTurnTemplates() whose figures are arguments and whose names (a node's, a
// region's, the brief's reason) are data parts, so the window translates the words and keeps the figures.
// Filled, each is the English the verdict always printed. Figures from Round 1's brief (stages/round-1-7.json,
// seed 004's units), derived in tests/engine/your_turn_round1_tests.cpp and repeated beside each assertion.
#include <gtest/gtest.h>

#include <functional>
#include <map>
#include <set>

#include <nlohmann/json.hpp>

#include "../report/message_checks.h"
#include "../seed_helpers.h"
#include "mqlab/lesson/stage.h"
#include "mqlab/lesson/your_turn.h"

namespace mqlab {
namespace {

using nlohmann::json;
using test::catalog;
using test::contains;

const Stage& roundPart(const std::string& file)
{
    static std::map<std::string, Stage> stages;
    auto it = stages.find(file);
    if (it == stages.end())
        it = stages
                 .emplace(file, parseStage(withNamedDesign(test::readFile(file), file,
                                                           [](const std::string& name) {
                                                               return test::readFile("stages/" + name);
                                                           }),
                                           file, catalog()))
                 .first;
    return it->second;
}

const Stage& part7()
{
    return roundPart("stages/round-1-7.json");
}

Scenario answer(const char* patch)
{
    return patched(part7().scenario, json::parse(patch), catalog());
}

Verdict check(const Scenario& s, const YourTurn& turn = *part7().lesson.yourTurn)
{
    return checkAnswer(part7().scenario, s, turn, catalog());
}

const CheckLine& checkOf(const Verdict& v, const std::string& id)
{
    const CheckLine* c = findCheck(v, id);
    if (!c)
        throw std::logic_error("no check " + id);
    return *c;
}

// The first known answer of Round 1: 2,000 GB volumes, 12 partitions, 10,000 IOPS (it passes every check).
const char* kFirstAnswer =
    R"({"broker_fleets": [{"id": "fleet", "volume_gb": 2000, "partitions": 12, "iops": 10000}]})";

// Every message a verdict holds is a listed template with each {name} filled, or words with no template that
// are data (a node's name, a figure, the brief's reason), or a limit's name in its own table; no template is
// left as finished English. `seen` collects the template ids met.
void expectTemplates(const Message& m, const std::string& where, std::set<std::string>& seen, bool dataAllowed)
{
    static const std::map<std::string_view, std::string_view> english = [] {
        std::map<std::string_view, std::string_view> out;
        for (const MessageTemplate& t : messageTemplates())
            out[t.id] = t.english;
        return out;
    }();
    if (m.id.empty()) {
        EXPECT_TRUE(dataAllowed) << where << ": words with no template: " << m.text();
        return;
    }
    if (!m.context.empty()) { // a word another table names (a limit, a bill item), translated there
        EXPECT_TRUE(m.args.empty() && m.parts.empty()) << where;
        EXPECT_EQ(m.text(), m.english) << where;
        return;
    }
    const auto t = english.find(m.id);
    ASSERT_NE(t, english.end()) << "not in messageTemplates(): " << m.id << " " << where;
    EXPECT_EQ(m.english, t->second) << where;
    for (const std::string& n : test::placeholders(m.english))
        EXPECT_TRUE(test::fills(m, n)) << m.id << ": no {" << n << "} in " << where;
    for (const auto& [name, part] : m.parts)
        expectTemplates(part, where + " {" + name + "}", seen, true);
    EXPECT_EQ(m.text().find('{'), std::string::npos) << where << ": " << m.text();
    seen.insert(m.id);
}

void expectVerdictTemplates(const Verdict& v, const std::string& where, std::set<std::string>& seen)
{
    expectTemplates(v.headline, where + " headline", seen, false);
    for (const CheckLine& c : v.checks) {
        expectTemplates(c.name, where + " " + c.id + " name", seen, false);
        expectTemplates(c.text, where + " " + c.id + " text", seen, false);
    }
    for (const Message& m : v.broken)
        expectTemplates(m, where + " broken", seen, false);
    for (const Message& m : v.cautions)
        expectTemplates(m, where + " caution", seen, false);
    for (const AnswerComparison& a : v.answers)
        expectTemplates(a.comparison, where + " comparison " + a.id, seen, false);
    for (const Change& c : v.changes) {
        // A removed or added node is named by its data; a changed field's value is data unless a switch.
        expectTemplates(c.what, where + " change", seen, true);
        expectTemplates(c.from, where + " change from", seen, true);
        expectTemplates(c.to, where + " change to", seen, true);
    }
}

TEST(CheckLineMessages, ALimitIsItsCardsNameAndItsFormula)
{
    // The first answer: a broker holds 12 of 36 replicas, 4,320 / 3 = 1,440 GB on 2,000 GB = 72.0%.
    const Verdict v = check(answer(kFirstAnswer));
    const CheckLine& fill = checkOf(v, "volume_fill");
    EXPECT_EQ(fill.name.id, "your_turn.card_limit");
    EXPECT_EQ(fill.name.text(), "Broker fleet: worst-case storage");
    const Message* card = test::partNamed(fill.name, "card");
    ASSERT_NE(card, nullptr);
    EXPECT_TRUE(card->id.empty()); // the card's name is data
    const Message* limit = test::partNamed(fill.name, "limit");
    ASSERT_NE(limit, nullptr);
    EXPECT_EQ(limit->id, "limit.volume_fill");
    EXPECT_EQ(limit->text(), "worst-case storage");
    EXPECT_EQ(fill.text.id, "your_turn.check.limit.within");
    const Message* formula = test::partNamed(fill.text, "formula");
    ASSERT_NE(formula, nullptr);
    EXPECT_FALSE(formula->id.empty()); // the limit's formula is a template of its own, not its English
    EXPECT_EQ(fill.text.text(), "72.0%: " + formula->text() + ".");
    EXPECT_TRUE(contains(fill.text.text(), "1,440 GB against 2,000 GB")) << fill.text.text();

    // The round's own fleet: 4,320 / 3 = 1,440 GB on 1,000 GB = 144.0%, past the limit.
    const Verdict given = check(part7().scenario);
    const CheckLine& full = checkOf(given, "volume_fill");
    EXPECT_EQ(full.text.id, "your_turn.check.limit.past");
    EXPECT_TRUE(full.text.text().starts_with("144.0%: ")) << full.text.text();
    EXPECT_TRUE(full.text.text().ends_with(", past the limit: it saturates at this load.")) << full.text.text();
    // The headline names the check and its line as parts: "Not yet: at 6,076.39 msg/s, Broker fleet: ..."
    EXPECT_EQ(given.headline.id, "your_turn.round.saturates");
    EXPECT_NE(test::partNamed(given.headline, "check"), nullptr);
    EXPECT_NE(test::partNamed(given.headline, "detail"), nullptr);
}

TEST(CheckLineMessages, RoundOneTargetsReadAsBefore)
{
    const Verdict v = check(answer(kFirstAnswer));
    // Latency 1 + 2 + max(3, 1 + 3) + 1 + 1 = 9 ms in a 2 ms window; 100 / 9 = 11.1 times inside the target.
    EXPECT_EQ(checkOf(v, "latency").name.text(), "Latency, send to a waiting worker (P99)");
    EXPECT_EQ(checkOf(v, "latency").text.text(),
              "9 ms with a 2 ms group-commit window, against the brief's 100 ms: 11.1 times inside it.");
    // Three zones, RF 3 committed on 2; the election is the simulation's 1 to 2 s; 99.9% of the seed's
    // 43,776-minute month leaves 43,776 x 0.001 = 43.776, 43.8 min.
    EXPECT_EQ(checkOf(v, "zone_loss").text.text(),
              "One replica of every partition in each of 3 zones, committed on 2 of 3 replicas: a lost zone or broker "
              "leaves a majority and every acknowledged task, and costs only an election, 1 to 2 s of refused and "
              "retried sends, against the 43.8 min of downtime a month that 99.9% allows.");
    const Message* budget = test::partNamed(checkOf(v, "zone_loss").text, "budget");
    ASSERT_NE(budget, nullptr);
    EXPECT_EQ(budget->id, "your_turn.budget");
    // The fleet keeps 4 days, the brief's 4.
    EXPECT_EQ(checkOf(v, "retention").text.text(), "4 days on the fleet, against the brief's 4 days.");
    // A 30 s lease extended every 10 s outlasts the 60 s task; a crash shows the task again after 30 s.
    EXPECT_EQ(checkOf(v, "lease").text.text(), "A 30 s lease extended every 10 s lasts through a 60 s task, and a "
                                               "crashed worker's task is visible again within 30 s (the brief: 30 s).");
    // max_receive 5: 5 deliveries x 30 s = 150 s to the DLQ.
    EXPECT_EQ(checkOf(v, "dlq").text.text(), "Handed out 5 times, then parked in the dead-letter queue 150 s after "
                                             "its first receive (the brief: at most 5).");
    const CountArg* times = test::countNamed(checkOf(v, "dlq").text, "times");
    ASSERT_NE(times, nullptr);
    EXPECT_EQ(times->n, 5);
}

TEST(CheckLineMessages, RoundOneFailuresReadAsBefore)
{
    // One zone: it holds 3 - 1 + 1 = 3 replicas of every partition; the budget is 43.8 min (above).
    Verdict v = check(answer(
        R"({"broker_fleets": [{"id": "fleet", "volume_gb": 2000, "partitions": 12, "iops": 10000, "zones": 1}]})"));
    EXPECT_EQ(checkOf(v, "zone_loss").text.text(),
              "3 replicas in 1 zone: a zone holds 3 replicas of some partition, so losing it takes that partition's "
              "majority (2 of 3) and stops its sends until the zone returns; one such outage can spend the 43.8 min "
              "of downtime a month that 99.9% allows.");
    // The headline lists the missed target's name as a part.
    EXPECT_EQ(v.headline.id, "your_turn.round.misses");
    EXPECT_TRUE(contains(v.headline.text(), "misses the brief on: A lost zone.")) << v.headline.text();

    // max_receive 8: 8 x 30 = 240 s, against the brief's 5.
    v = check(answer(R"({"broker_fleets": [{"id": "fleet", "volume_gb": 2000, "partitions": 12, "iops": 10000}],
                         "worker_pools": [{"id": "workers", "max_receive": 8}]})"));
    EXPECT_EQ(checkOf(v, "dlq").text.text(), "Handed out 8 times before the dead-letter queue takes it (240 s after "
                                             "its first receive); the brief allows 5.");
    // max_receive 1: handed out once, 1 x 30 = 30 s: "1 time", singular.
    v = check(answer(R"({"broker_fleets": [{"id": "fleet", "volume_gb": 2000, "partitions": 12, "iops": 10000}],
                         "worker_pools": [{"id": "workers", "max_receive": 1}]})"));
    EXPECT_EQ(checkOf(v, "dlq").text.text(), "Handed out 1 time, then parked in the dead-letter queue 30 s after its "
                                             "first receive (the brief: at most 5).");
    // No dead-letter queue: the 30 s lease runs out again and again.
    Scenario noDlq = answer(kFirstAnswer);
    std::erase_if(noDlq.connections, [](const Connection& c) { return c.to == "dlq"; });
    v = check(noDlq);
    EXPECT_EQ(checkOf(v, "dlq").text.text(), "No dead-letter queue after Fulfilment workers: a task that always fails "
                                             "is handed out again every 30 s, for ever, and nobody is told.");
    // A 30 s lease with no extensions ends before the brief's 60 s task.
    v = check(answer(R"({"broker_fleets": [{"id": "fleet", "volume_gb": 2000, "partitions": 12, "iops": 10000}],
                         "worker_pools": [{"id": "workers", "extend_every_s": 0}]})"));
    EXPECT_EQ(checkOf(v, "lease").text.text(),
              "A 30 s lease with no extensions runs out before the brief's longest task of 60 s ends, so that task "
              "goes to a second worker while the first still works.");
    // 90 s with no extensions covers 60 s, but a crashed worker's task hides 90 s against the brief's 30.
    v = check(answer(R"({"broker_fleets": [{"id": "fleet", "volume_gb": 2000, "partitions": 12, "iops": 10000}],
                         "worker_pools": [{"id": "workers", "extend_every_s": 0, "visibility_s": 90}]})"));
    EXPECT_EQ(checkOf(v, "lease").text.text(),
              "A 90 s lease with no extensions lasts through a 60 s task, but a crashed worker's task stays hidden up "
              "to 90 s; the brief wants it back within 30 s.");
    // 3 days kept against the brief's 4.
    v = check(answer(
        R"({"broker_fleets": [{"id": "fleet", "volume_gb": 2000, "partitions": 12, "iops": 10000, "retention_days": 3}]})"));
    EXPECT_EQ(checkOf(v, "retention").text.text(),
              "3 days on the fleet, against the brief's 4 days: a backlog older than that would be dropped, and the "
              "storage check sizes less.");
}

TEST(CheckLineMessages, OneLostReplicaIsSingular)
{
    // A brief that asks to survive 2 lost replicas: RF 3 committed on 2 survives 3 - 2 = 1. The words were
    // "1 lost replicas" before the count; now "1 lost replica".
    YourTurn turn = *part7().lesson.yourTurn;
    turn.roundOne->replicaLosses = 2;
    const Verdict v = check(answer(kFirstAnswer), turn);
    EXPECT_EQ(checkOf(v, "zone_loss").text.text(),
              "Acknowledged on 2 of 3 replicas, it survives 1 lost replica; the brief asks for 2.");
    const CountArg* lost = test::countNamed(checkOf(v, "zone_loss").text, "lost");
    ASSERT_NE(lost, nullptr);
    EXPECT_EQ(lost->n, 1);
}

TEST(CheckLineMessages, GivenUpRulesKeepTheReasonAsData)
{
    // The fleet's worst-case overhead 1.2 lowered to 1.1.
    const Verdict v = check(answer(
        R"({"broker_fleets": [{"id": "fleet", "volume_gb": 2000, "partitions": 12, "iops": 10000, "overhead": 1.1}]})"));
    ASSERT_FALSE(v.broken.empty());
    const Message& m = v.broken.front();
    EXPECT_EQ(m.id, "your_turn.broken.overhead");
    const Message* reason = test::partNamed(m, "reason");
    ASSERT_NE(reason, nullptr);
    EXPECT_TRUE(reason->id.empty()); // the brief's own words, as the data has them
    EXPECT_EQ(m.text(), "Storage overhead 1.1, not 1.2. " + reason->text());
    // A partition planned for 2,000 msg/s instead of the brief's 1,000.
    const Verdict ceiling = check(answer(
        R"({"broker_fleets": [{"id": "fleet", "volume_gb": 2000, "partitions": 12, "iops": 10000, "partition_ceiling": 2000}]})"));
    bool found = false;
    for (const Message& b : ceiling.broken)
        if (b.id == "your_turn.broken.ceiling") {
            found = true;
            EXPECT_TRUE(b.text().starts_with("A partition is planned for 2,000 msg/s, not 1,000. ")) << b.text();
        }
    EXPECT_TRUE(found);
}

TEST(CheckLineMessages, TheComparisonNamesTheBusiestLimitsAsParts)
{
    // The first answer beside the second (6 brokers, 12 partitions). Yours: fsyncs 7,641 of 10,000 IOPS =
    // 76.4%, above its storage's 72.0% and a partition's 50.6%. The second: 720 GB of 1,000 = 72.0%,
    // above its 3,820 of 6,000 IOPS = 63.7%.
    const Verdict v = check(answer(kFirstAnswer));
    ASSERT_GE(v.answers.size(), 2u);
    const Message& m = v.answers[1].comparison;
    EXPECT_TRUE(m.id.starts_with("your_turn.round.compare.")) << m.id;
    const Message* its = test::partNamed(m, "its_binding");
    const Message* yours = test::partNamed(m, "your_binding");
    ASSERT_NE(its, nullptr);
    ASSERT_NE(yours, nullptr);
    EXPECT_EQ(yours->text(), "Broker fleet: fsyncs and writes at 76.4%");
    EXPECT_EQ(its->text(), "Broker fleet: worst-case storage at 72.0%");
    EXPECT_TRUE(m.text().starts_with("Its busiest limit is Broker fleet: worst-case storage at 72.0%; yours is "
                                     "Broker fleet: fsyncs and writes at 76.4%. It costs "))
        << m.text();
    EXPECT_NE(test::partNamed(m, "its_wall"), nullptr);
    EXPECT_NE(test::partNamed(m, "your_wall"), nullptr);
    EXPECT_EQ(v.answers[0].comparison.id, "your_turn.compare.same");
}

TEST(CheckLineMessages, AChangeNamesItsNodeAsData)
{
    // The first answer changes three fields of the broker fleet: volume 1,000 -> 2,000 GB, partitions 6 -> 12,
    // IOPS 6,000 -> 10,000.
    const Verdict v = check(answer(kFirstAnswer));
    ASSERT_EQ(v.changes.size(), 3u);
    for (const Change& c : v.changes) {
        EXPECT_EQ(c.what.id, "your_turn.change.field");
        const Message* node = test::partNamed(c.what, "node");
        ASSERT_NE(node, nullptr);
        EXPECT_EQ(node->text(), "Broker fleet");
        EXPECT_TRUE(c.what.text().starts_with("Broker fleet, ")) << c.what.text();
    }
    // A node removed and one added read "on the canvas -> removed", "not there -> added".
    Scenario s = answer(kFirstAnswer);
    s.metadataStores.clear();
    const Verdict removed = check(s);
    bool saw = false;
    for (const Change& c : removed.changes)
        if (c.to.id == "your_turn.change.removed") {
            saw = true;
            EXPECT_EQ(c.what.text(), "Metadata store");
            EXPECT_EQ(c.from.text(), "on the canvas");
            EXPECT_EQ(c.to.text(), "removed");
        }
    EXPECT_TRUE(saw);
}

// Every verdict of every round's brief, on its design and on each known answer, is made of templates.
TEST(CheckLineMessages, EveryRoundsVerdictIsTemplates)
{
    std::set<std::string> seen;
    for (const char* file : {"stages/round-1-7.json", "stages/round-2-7.json", "stages/round-3-6.json"}) {
        const Stage& st = roundPart(file);
        if (!st.lesson.yourTurn)
            continue;
        const YourTurn& turn = *st.lesson.yourTurn;
        std::vector<Scenario> designs{st.scenario};
        for (const ReferenceAnswer& a : turn.answers)
            designs.push_back(patched(st.scenario, a.patch, catalog()));
        for (const Scenario& d : designs)
            expectVerdictTemplates(checkAnswer(st.scenario, d, turn, catalog()), file, seen);
    }
    // The three rounds meet a limit line both ways, every round's named checks and the comparisons (Round 2's
    // answers fetch from the local follower).
    for (const char* id :
         {"your_turn.check.limit.within", "your_turn.check.limit.past", "your_turn.card_limit",
          "your_turn.check.latency.inside", "your_turn.check.zone_loss.holds", "your_turn.check.latency.spare.follower",
          "your_turn.check.zone_loss.commits", "your_turn.check.replay.holds", "your_turn.check.page_cache.holds",
          "your_turn.check.growth.holds", "your_turn.check.mirrors.hold", "your_turn.check.rpo.holds",
          "your_turn.check.archive.holds", "your_turn.compare.binding"})
        EXPECT_TRUE(seen.count(id)) << id;
}

} // namespace
} // namespace mqlab
