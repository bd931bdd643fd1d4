// The simulated runs' words as templates (run_text.h's ...Message functions, Round 3's timeline
// headings) and the card warnings' words that were English inside a template's argument (a limit's
// name, the kinds that may feed a dead-letter queue, a cluster's brokers, a fleet's GB): each is a
// template of messageTemplates() (or a word of another table, named by its context) filled with its
// figures, while text() stays the English the command line prints.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <regex>
#include <set>
#include <string>

#include "../report/message_checks.h"
#include "mqlab/model/edits.h"
#include "mqlab/report/explain.h"
#include "mqlab/report/format.h"
#include "mqlab/sim/kafka_run.h"
#include "mqlab/sim/round_three.h"
#include "mqlab/sim/run_text.h"

using namespace mqlab;
using namespace mqlab::sim;
using namespace mqlab::test;

namespace {

const Message* warningNamed(const std::vector<Message>& w, const std::string& id)
{
    const auto m = std::find_if(w.begin(), w.end(), [&](const Message& x) { return x.id == id; });
    return m == w.end() ? nullptr : &*m;
}

} // namespace

// A batch's entry: acknowledged at 12,345,000,000 ns = 12.345 s (three decimals), batch 4,000
// (grouped), 12 events a count with its noun, partition 3. The line is "{at}  {event}", each a part.
TEST(SimMessages, ALogEntryIsATemplateWithItsFiguresAsArguments)
{
    const Scenario s = stageScenario(1);
    const LogEntry acked{12'345'000'000, LogKind::Acked, 0, -1, 3, -1, 4000, 12};
    const Message m = logEntryMessage(s, acked);
    EXPECT_EQ(m.id, "sim.log.line");
    ASSERT_TRUE(partNamed(m, "at"));
    EXPECT_EQ(partNamed(m, "at")->id, "sim.instant");
    EXPECT_EQ(partNamed(m, "at")->text(), "12.345 s");
    const Message* event = partNamed(m, "event");
    ASSERT_TRUE(event);
    EXPECT_EQ(event->id, "sim.log.batch.acked");
    ASSERT_TRUE(countNamed(*event, "events"));
    EXPECT_EQ(countNamed(*event, "events")->n, 12);
    EXPECT_EQ(m.text(), "12.345 s  batch 4,000 (12 events, partition 3) acknowledged to the producer");
    std::set<std::string> seen;
    expectFilledTemplate(m, "acked", seen);

    // Sent to the leader on broker index 2 (the third, "broker 3") by no group: the broker is a sentence
    // of its own around the entry; one event is "1 event".
    const LogEntry sent{2'000'000, LogKind::BatchSent, 0, 2, 0, -1, 7, 1};
    const Message sentMessage = logEntryMessage(s, sent);
    EXPECT_EQ(partNamed(sentMessage, "event")->id, "sim.log.on_broker");
    EXPECT_EQ(sentMessage.text(), "0.002 s  batch 7 (1 event, partition 0) sent to the leader, broker 3");
    expectFilledTemplate(sentMessage, "sent", seen);

    // Processed by group 0: the group's name (the design's words) is an argument, its sentence a part.
    const LogEntry processed{1'000'000, LogKind::Processed, 0, -1, 0, 0, 7, 1};
    const Message byGroup = logEntryMessage(s, processed);
    EXPECT_EQ(partNamed(byGroup, "event")->id, "sim.log.by_group");
    EXPECT_EQ(byGroup.text(), "0.001 s  batch 7 (1 event, partition 0) processed by " + s.groups[0].name);
    expectFilledTemplate(byGroup, "processed", seen);

    // Redelivered: 1 event of partition 5, task index 1 ("task 2") of group 0.
    const LogEntry again{3 * kSecond, LogKind::Redelivered, 0, -1, 5, 0, 0, 1, 1};
    EXPECT_EQ(logEntryText(s, again), "3.000 s  1 event of partition 5 processed again (not committed before the "
                                      "crash) by task 2 of " +
                                          s.groups[0].name + ": delivered twice");
    expectFilledTemplate(logEntryMessage(s, again), "redelivered", seen);
}

// A failure's mark and its line in the failures' list: broker index 1 is "Broker 2"; from 12 s to the
// end, or a slow disk 4 times slower from 12 s to 30 s (one decimal: "12.0 s"); task index 2 of group 0
// is "Task 3".
TEST(SimMessages, FailuresAreTemplates)
{
    const Scenario s = stageScenario(1);
    BrokerFailure down;
    down.broker = 1;
    down.from = 12 * kSecond;
    EXPECT_EQ(failureMarkMessage(down).id, "sim.failure.mark.broker_down");
    EXPECT_EQ(failureMarkText(down), "Broker 2 down");
    const Message listed = failureMessage(s, down);
    EXPECT_EQ(listed.id, "sim.failure.to_end");
    EXPECT_EQ(partNamed(listed, "failure")->id, "sim.failure.broker_down");
    EXPECT_EQ(listed.text(), "Broker 2 of " + s.clusters[0].name + " down from 12.0 s to the end");

    BrokerFailure slow = down;
    slow.slowdown = 4;
    slow.until = 30 * kSecond;
    EXPECT_EQ(failureMarkText(slow), "Broker 2 disk 4\u00d7 slower");
    EXPECT_EQ(failureMessage(s, slow).id, "sim.failure.until");
    EXPECT_EQ(failureText(s, slow), "Broker 2 of " + s.clusters[0].name + " disk 4\u00d7 slower from 12.0 s to 30.0 s");

    BrokerFailure crash;
    crash.group = 0;
    crash.task = 2;
    crash.from = 5 * kSecond;
    EXPECT_EQ(failureMarkText(crash), "Task 3 crashed");
    EXPECT_EQ(failureText(s, crash), "Task 3 of " + s.groups[0].name + " crashed from 5.0 s to the end");

    BrokerFailure zone = down;
    zone.zone = 0;
    EXPECT_EQ(failureMarkText(zone), "Zone 1 down");
    std::set<std::string> seen;
    for (const BrokerFailure& f : {down, slow, crash, zone}) {
        expectFilledTemplate(failureMarkMessage(f), "mark", seen);
        expectFilledTemplate(failureMessage(s, f), "listed", seen);
    }
}

// A real run of Stage 1's design (20 s, seed 1) with a broker down at 5 s, a task crashed at 8 s and a
// broker cut off at 12 s: every entry of its log and of its slowest batch fills its template, with no
// brace left, and its English is logEntryText's.
TEST(SimMessages, EveryEntryOfARunFillsItsTemplate)
{
    const Scenario s = stageScenario(1);
    RunOptions o;
    o.seconds = 20;
    o.seed = 1;
    BrokerFailure down;
    down.broker = 1;
    down.from = 5 * kSecond;
    down.until = 10 * kSecond;
    BrokerFailure crash;
    crash.group = 0;
    crash.from = 8 * kSecond;
    crash.until = 15 * kSecond;
    BrokerFailure cut;
    cut.broker = 2;
    cut.cut = true;
    cut.from = 12 * kSecond;
    o.failures = {down, crash, cut};
    const RunResult r = simulateScenario(s, catalog(), o);
    ASSERT_FALSE(r.log.empty());
    std::set<std::string> seen;
    for (const std::vector<LogEntry>* entries : {&r.log, &r.slowest})
        for (const LogEntry& e : *entries) {
            const Message m = logEntryMessage(s, e);
            expectFilledTemplate(m, logEntryText(s, e), seen);
            EXPECT_EQ(m.text(), logEntryText(s, e));
        }
    // The failures' own entries were met.
    for (const char* id : {"sim.log.broker_down", "sim.log.broker_up", "sim.log.task_crashed", "sim.log.broker_cut",
                           "sim.log.batch.acked"})
        EXPECT_EQ(seen.count(id), 1u) << id << " never met";
}

// Round 3's timelines are headed by templates: the deletion drill's first is "One customer's deletion
// under a legal hold" (held), its second the same without one; a heading with the design's words (a
// region) has them as arguments. Every timeline of every drill: title == heading.text().
TEST(SimMessages, RoundThreeTimelinesAreHeadedByTemplates)
{
    const R3DrillResult deletion = runRoundThreeDrill(R3Drill::Deletion, 1);
    ASSERT_GE(deletion.timelines.size(), 2u);
    EXPECT_EQ(deletion.timelines[0].heading.id, "r3.timeline.with_hold");
    EXPECT_EQ(deletion.timelines[0].title, "One customer's deletion under a legal hold");
    EXPECT_EQ(deletion.timelines[1].heading.id, "r3.timeline.without_hold");
    std::set<std::string> seen;
    for (const R3DrillInfo& info : roundThreeDrills()) {
        const R3DrillResult r = runRoundThreeDrill(info.drill, 1);
        for (const R3Timeline& t : r.timelines) {
            expectFilledTemplate(t.heading, info.key, seen);
            EXPECT_EQ(t.title, t.heading.text()) << info.key;
        }
    }
    for (const MessageTemplate& t : roundThreeTitleTemplates())
        EXPECT_EQ(seen.count(std::string(t.id)), 1u) << t.id << " never seen";
}

// A limit's name in a card warning is a part the window translates as the limit names are ("LimitName"),
// never English inside the template's argument; its English is limitName's. Every such warning of every
// lesson design.
TEST(SimMessages, LimitNamesInWarningsAreParts)
{
    int met = 0;
    // Each lesson design and its variants (every catalogue size, the other zone view), as set and at
    // 2,000,000 events/s, where some limit is past its sizing line.
    for (const auto& [name, design] : lessonDesigns())
        for (const Scenario& s : variantsOf(design))
            for (const double load : {0.0, 2e6}) {
                const Report r = evaluate(s, catalog(), load);
                for (const CardReport& card : r.cards)
                    for (const Message& w : cardWarnings(s, catalog(), r, card)) {
                        if (w.id != "card.limit.past" && w.id != "card.limit.unchecked" &&
                            w.id != "cluster.limit.no_maximum")
                            continue;
                        ++met;
                        EXPECT_TRUE(std::none_of(w.args.begin(), w.args.end(), [](const auto& a) {
                            return a.first == "limit";
                        })) << name;
                        const Message* limit = partNamed(w, "limit");
                        ASSERT_TRUE(limit) << name << " " << w.id;
                        EXPECT_EQ(limit->context, "LimitName");
                        EXPECT_EQ(limit->id.rfind("limit.", 0), 0u) << limit->id;
                        EXPECT_NE(w.text().find(limit->english), std::string::npos) << w.text();
                        std::set<std::string> seen;
                        expectFilledTemplate(w, name, seen);
                    }
            }
    EXPECT_GT(met, 0) << "no design has such a warning: the test checks nothing";
}

// An unconnected dead-letter queue names the kinds that may feed it: a consumer group, then a worker pool
// (the topology rules' order), each a kind's noun translated under "KindNoun"; the English is as before.
TEST(SimMessages, DeadLetterQueueSourcesAreKindNouns)
{
    Scenario s = stageScenario(2);
    s = withNode(s, Kind::DeadLetterQueue, {0, 0}, catalog());
    const Report r = evaluate(s, catalog());
    const std::vector<Message> w = cardWarnings(s, catalog(), r, r.cards.back());
    ASSERT_EQ(w.size(), 1u);
    const Message* sources = partNamed(w[0], "sources");
    ASSERT_TRUE(sources);
    EXPECT_EQ(sources->id, "dead_letter_queue.source.more");
    ASSERT_TRUE(partNamed(*sources, "kind"));
    EXPECT_EQ(partNamed(*sources, "kind")->context, "KindNoun");
    EXPECT_EQ(partNamed(*sources, "kind")->english, "worker pool");
    ASSERT_TRUE(partNamed(*sources, "sources"));
    EXPECT_EQ(partNamed(*sources, "sources")->id, "dead_letter_queue.source");
    EXPECT_EQ(partNamed(*partNamed(*sources, "sources"), "kind")->english, "consumer group");
    EXPECT_EQ(w[0].text(), "Not connected: drag from a consumer group or a worker pool to this queue.");
    std::set<std::string> seen;
    expectFilledTemplate(w[0], "dlq", seen);
}

// Stage 3's network warning: 51.2 MB/s in leaves a leader 8 times (6 groups + RF 3 - 1) = 409.6 MB/s sent
// by its 3 brokers; "3 brokers" is a count (plural forms), no longer "{brokers} brokers".
TEST(SimMessages, NetworkWarningCountsItsBrokers)
{
    const Evaluated three = stageAt(3);
    const std::vector<Message> w = cardWarnings(three.s, catalog(), three.r, clusterCard(three));
    const Message* network = warningNamed(w, "cluster.network.over_sizing");
    ASSERT_TRUE(network);
    ASSERT_TRUE(countNamed(*network, "brokers"));
    EXPECT_EQ(countNamed(*network, "brokers")->n, 3);
    EXPECT_NE(network->text().find("so 3 brokers send 409.6 MB/s from 51.2 MB/s in"), std::string::npos)
        << network->text();
}

// A fleet's worst-case disk against an unknown volume reads "against an unknown capacity", with no
// "GB" after the words; a known one keeps its unit: "... GB against 1,000 GB" (the figure as cap2 writes it).
TEST(SimMessages, AnUnknownFleetCapacityHasNoUnitAfterIt)
{
    int met = 0;
    for (const auto& [name, design] : lessonDesigns()) {
        const Report r = evaluate(design, catalog(), 0);
        for (const CardReport& card : r.cards)
            for (LimitReport l : card.limits) {
                if (l.kind != LimitKind::WorstCaseStorage && l.kind != LimitKind::LocalVolumeFill)
                    continue;
                ++met;
                const std::string known = limitFormula(design, r, card, l).text();
                if (!std::isnan(l.capacity)) {
                    EXPECT_TRUE(std::regex_search(known, std::regex("GB against [0-9,.]+ GB"))) << known;
                }
                l.capacity = std::nan("");
                const Message unknown = limitFormula(design, r, card, l);
                ASSERT_TRUE(partNamed(unknown, "capacity")) << name;
                const std::string text = unknown.text();
                EXPECT_NE(text.find("against an unknown capacity"), std::string::npos) << text;
                EXPECT_EQ(text.find("an unknown capacity GB"), std::string::npos) << text;
            }
    }
    EXPECT_GT(met, 0) << "no fleet in the lesson designs: the test checks nothing";
}
