// Round 1's lessons (stages/round-1-N.json): each names its design (stages/round-1.json) instead of
// carrying a copy, fills with no unknown key, and teaches the spec's figures (second-seed.md 2.5),
// each derived by hand beside its assertion. Also the figure keys added for them (explain.cpp) and
// the lesson schema 2 rules ("round").
#include <gtest/gtest.h>

#include <functional>
#include <string>
#include <vector>

#include "mqlab/error.h"
#include "mqlab/lesson/rehearsal.h"
#include "mqlab/lesson/stage.h"
#include "mqlab/report/explain.h"
#include "seed_helpers.h"

namespace mqlab {
namespace {

using test::catalog;
using test::contains;

constexpr int kRoundOneParts = 7;

std::string partFile(int n)
{
    return "stages/round-1-" + std::to_string(n) + ".json";
}

Stage part(int n)
{
    const std::string file = partFile(n);
    const std::string text = withNamedDesign(test::readFile(file), file,
                                             [](const std::string& name) { return test::readFile("stages/" + name); });
    return parseStage(text, file, catalog());
}

Scenario roundOneDesign()
{
    return parseScenarioText(test::readFile("stages/round-1.json"), "stages/round-1.json", catalog());
}

// The field an InputError names, for "refused, naming this field".
std::string refusedField(const std::function<void()>& f)
{
    return test::inputErrorOf(f).path();
}

Figures roundOneFigures()
{
    const Scenario s = roundOneDesign();
    return figures(s, catalog(), evaluate(s, catalog()));
}

std::string all(const FilledLesson& l)
{
    std::string out =
        l.asks + "\n" + l.change + "\n" + l.tradeoff + "\n" + l.sayIt + "\n" + l.question + "\n" + l.answer;
    for (const auto& b : l.beats)
        out += "\n" + b;
    for (const auto& f : l.figureSteps)
        for (const auto& s : f)
            out += "\n" + s;
    return out;
}

TEST(RoundOneLessons, EveryPartOpensRoundOnesDesignAndFillsWithNoUnknownKey)
{
    const Scenario design = roundOneDesign();
    for (int n = 1; n <= kRoundOneParts; ++n) {
        SCOPED_TRACE(partFile(n));
        const Stage st = part(n);
        EXPECT_EQ(st.lesson.round, 1);
        EXPECT_EQ(st.lesson.number, n);
        EXPECT_TRUE(st.scenario == design) << "a part opens Round 1's design as it ships";
        const FilledLesson filled = fillLesson(st, catalog(), partFile(n));
        EXPECT_FALSE(contains(all(filled), "{{"));
        for (const std::string& id : st.lesson.pages)
            EXPECT_NO_THROW((void)fillPage(test::sourcePage(id), st.scenario, catalog(), id));
        EXPECT_FALSE(st.lesson.pages.empty()) << "every part links the build-or-buy page";
    }
}

TEST(RoundOneLessons, ScopeTeachesThePeakAndTheWorstCaseStorage)
{
    const std::string text = all(fillLesson(part(1), catalog(), "part 1"));
    // 50,000,000 / 86,400 = 578.70 msg/s on average; x 3.5 = 2,025.46 msg/s at peak.
    EXPECT_TRUE(contains(text, "578.70")) << text;
    EXPECT_TRUE(contains(text, "2,025.46")) << text;
    // 50 M x 2,000 B = 100 GB a day; x 4 days x 3 replicas x 1.2 = 1,440 GB; a third a broker = 480 GB,
    // 48.0% of a 1,000 GB volume.
    EXPECT_TRUE(contains(text, "100 GB a day")) << text;
    EXPECT_TRUE(contains(text, "1,440 GB")) << text;
    EXPECT_TRUE(contains(text, "480 GB")) << text;
    EXPECT_TRUE(contains(text, "48.0%")) << text;
    // The figure's last step doubles the day: 200 GB x 4 x 3 x 1.2 = 2,880 GB, 960 GB a broker = 96.0%.
    EXPECT_TRUE(contains(text, "2,880 GB")) << text;
    EXPECT_TRUE(contains(text, "96.0%")) << text;
}

TEST(RoundOneLessons, GroupCommitCapsAndTheLatencyBudget)
{
    const std::string log = all(fillLesson(part(2), catalog(), "part 2"));
    // 1,000 ms / 2 ms = 500 fsyncs a second a log; 6 logs a broker x 500 = 3,000; the volume: 6,000 IOPS.
    EXPECT_TRUE(contains(log, "at 500 fsyncs a second")) << log;
    EXPECT_TRUE(contains(log, "ceiling is 3,000 fsyncs")) << log;
    EXPECT_TRUE(contains(log, "provisioned at 6,000")) << log;
    // A 5 ms window: 1,000 / 5 = 200 a log, 6 x 200 = 1,200 a broker.
    EXPECT_TRUE(contains(log, "200 fsyncs a second a log, 1,200 a broker")) << log;
    const std::string raft = all(fillLesson(part(4), catalog(), "part 4"));
    // 1 + 2 + max(3, 1 + 3) + 1 + 1 = 9 ms against 100 ms: 100 / 9 = 11.1 times.
    EXPECT_TRUE(contains(raft, "9 ms at the 99th percentile against a target of 100 ms, about 11.1 times")) << raft;
    // Quorum 3 / 2 + 1 = 2 of 3; it survives 3 - 2 = 1 lost replica.
    EXPECT_TRUE(contains(raft, "survives 1 of 3 replicas")) << raft;
    // A 15 ms target: 15 / 9 = 1.7 times.
    EXPECT_TRUE(contains(raft, "shrinks to 1.7 times")) << raft;
}

TEST(RoundOneLessons, PoisonDlqBillsAndTheWall)
{
    const std::string text = all(fillLesson(part(6), catalog(), "part 6"));
    // maxReceiveCount 5: delivered 5 times, 5 x 30 s = 150 s after the first receive.
    EXPECT_TRUE(contains(text, "5 deliveries, and the task reaches the dead-letter queue 150 s")) << text;
    // With a 60 s lease: 5 x 60 = 300 s.
    EXPECT_TRUE(contains(text, "5 deliveries, 300 s")) << text;
    // 43,776 min (30.4 days x 1,440) x 0.001 = 43.8 min a month at 99.9%.
    EXPECT_TRUE(contains(text, "at 99.9% availability, 43.8 min")) << text;
    // Fleet: 178.70 + 89.35 + 240.00 + 45.00 + 16.43 + 18.25 + 121.60 + 40.53 + 40.53 = $790.39.
    for (const char* line :
         {"$178.70", "$89.35", "$240.00", "$45.00", "$16.43", "$18.25", "$121.60", "$40.53", "$790.39"})
        EXPECT_TRUE(contains(text, line)) << line << " in " << text;
    // SQS: 1.52 B sends + 1.52 B / 10 receives + 1.52 B / 10 deletes = 1.824 B requests x $0.40 a million
    // = $729.60; idle polls 60 x 30.4 x 86,400 / 20 = 7,879,680 x $0.40 / 10^6 = $3.15; total $732.75;
    // nothing batched 3 x 1.52 B x $0.40 / 10^6 = $1,824.00.
    for (const char* figure : {"1,824,000,000 requests, $729.60", "$3.15", "$732.75", "$1,824.00"})
        EXPECT_TRUE(contains(text, figure)) << figure << " in " << text;
    const std::string walls = all(fillLesson(part(5), catalog(), "part 5"));
    // Storage is the first wall: 1,000 GB a broker / 480 GB x 2,025.46 = 4,219.7 msg/s, that is
    // 4,219.7 / 3.5 x 86,400 = 104.2 million a day; partitions 6 x 1,000 = 6,000.
    EXPECT_TRUE(contains(walls, "4,219.7 tasks a second (104.2 million tasks a day)")) << walls;
    EXPECT_TRUE(contains(walls, "ceiling at 6,000")) << walls;
    // 3 partitions: 2,025.46 / 3 = 675.2 a partition, 67.5% of 1,000.
    EXPECT_TRUE(contains(walls, "675.2 a second, 67.5%")) << walls;
}

TEST(RoundOneLessons, FollowUpsUseTheDesignsFigures)
{
    const std::string text = all(fillLesson(part(7), catalog(), "part 7"));
    // Postgres: an insert, an update and a delete a task: 3 x 2,025.46 = 6,076 row writes a second.
    EXPECT_TRUE(contains(text, "6,076 row writes")) << text;
    // The pool's processing times (P99 8 s, longest 60 s), its 30 s lease and 10 s extensions.
    EXPECT_TRUE(contains(text, "P99 is 8 s but that sometimes takes 60 s")) << text;
    EXPECT_TRUE(contains(text, "extend its lease every 10 s")) << text;
    // Without extensions the step sets the lease to 90 s, past the longest task.
    EXPECT_TRUE(contains(text, "hide the task for 90 s")) << text;
}

TEST(RoundOneLessons, BuildOrBuyPageListsBothBillsLineByLine)
{
    const Stage st = part(6);
    const std::vector<std::string> p = fillPage(test::sourcePage("build-or-buy"), st.scenario, catalog(), "page");
    std::string text;
    for (const auto& t : p)
        text += t + "\n";
    for (const char* figure : {"$178.70", "$89.35", "$240.00", "$45.00", "$16.43", "$18.25", "$121.60", "$790.39",
                               "$729.60", "7,879,680", "$3.15", "$732.75", "$1,824.00", "$0.40 a million"})
        EXPECT_TRUE(contains(text, figure)) << figure << " in " << text;
    // Both zone lines of $40.53: 3,040 GB x 2/3 x $0.02 each.
    EXPECT_TRUE(contains(p[2], "another zone: $40.53. Receives")) << p[2];
}

TEST(RoundOneLessons, FigureKeysCarryTheSpecsValues)
{
    const Figures f = roundOneFigures();
    auto text = [&](const std::string& key) { return f.count(key) ? f.at(key).text : "(no " + key + ")"; };
    EXPECT_EQ(text("fleet.peak"), "2,025.46");          // 50 M / 86,400 x 3.5
    EXPECT_EQ(text("fleet.storage.worst"), "1,440 GB"); // 100 x 4 x 3 x 1.2
    EXPECT_EQ(text("fleet.storage.broker"), "480 GB");  // 1,440 x 6 / 18
    EXPECT_EQ(text("fleet.fsync.log_cap"), "500");      // 1,000 / 2
    EXPECT_EQ(text("fleet.fsync.broker_cap"), "3,000"); // 6 x 500
    EXPECT_EQ(text("fleet.iops"), "6,000");
    EXPECT_EQ(text("availability.downtime"), "43.8 min"); // 43,776 x 0.001
    EXPECT_EQ(text("fleet.latency_ms"), "9 ms");
    EXPECT_EQ(text("fleet.latency_target_ms"), "100 ms");
    EXPECT_EQ(text("workers.deliveries"), "5");
    EXPECT_EQ(text("workers.dlq_after"), "150 s"); // 5 x 30 s
    EXPECT_EQ(text("cost.total"), "$790.39");
    EXPECT_EQ(text("sqs.requests_cost"), "$729.60");
    EXPECT_EQ(text("sqs.idle_polls_cost"), "$3.15");
    EXPECT_EQ(text("sqs.total"), "$732.75");
    EXPECT_EQ(text("sqs.unbatched"), "$1,824.00");
    EXPECT_EQ(text("wall.exact"), "4,219.7"); // 2,025.46 x 1,000 / 480
    EXPECT_EQ(text("tile.durability"), "survives 1 of 3 replicas");
    EXPECT_EQ(text("fleet.availability"), "99.9%");
    EXPECT_EQ(text("orders.msgs_per_day"), "50 million");
    EXPECT_EQ(text("orders.message_kb"), "2 KB");            // 2,000 B in decimal units
    EXPECT_EQ(text("fleet.messages_month"), "1.52 billion"); // 50 M x 30.4
    EXPECT_EQ(text("fleet.sqs_in_flight_hold"), "59.2 s");   // 120,000 / 2,025.46
}

// The fleet's limits read short in their own units, never in MB/s: a broker's 480 GB (1,440 x 6 / 18);
// 2 x 6 logs x 245.5 fsyncs/s = 2,946 IOPS (500 x (1 - e^(-337.6/500)) = 245.5); a partition's
// 2,025.46 / 6 = 337.6 msg/s; the network's 4.05 MB/s x 3 / 3 = 4.05 MB/s stays a rate.
TEST(RoundOneLessons, ShortFiguresKeepTheLimitsUnits)
{
    const Figures f = roundOneFigures();
    auto text = [&](const std::string& key) { return f.count(key) ? f.at(key).text : "(no " + key + ")"; };
    EXPECT_EQ(text("fleet.volume_fill.used_short"), "480 GB");
    EXPECT_EQ(text("fleet.fsync_iops.used_short"), "2,946 IOPS");
    EXPECT_EQ(text("fleet.partition_rate.used_short"), "337.6 msg/s");
    EXPECT_EQ(text("fleet.network.used_short"), "4.05 MB/s");
}

TEST(RoundOneLessons, SchemaTwoNeedsItsRoundAndNamedDesignsAreChecked)
{
    const std::string design = test::readFile("stages/round-1.json");
    const auto read = [&](const std::string&) { return design; };
    std::string text = withNamedDesign(test::readFile(partFile(1)), "f", read);
    nlohmann::json doc = nlohmann::json::parse(text);
    doc["lesson"].erase("round");
    EXPECT_EQ(refusedField([&] { (void)parseStage(doc.dump(), "f", catalog()); }), "lesson.round");
    doc["lesson"]["round"] = 1;
    doc["lesson"]["schema"] = 1;
    EXPECT_EQ(refusedField([&] { (void)parseStage(doc.dump(), "f", catalog()); }), "lesson.round");
    // A named design stands alone: nothing else beside it, and a plain file name.
    EXPECT_EQ(refusedField([&] {
                  (void)withNamedDesign(R"({"design": "round-1.json", "version": 2, "lesson": {}})", "f", read);
              }),
              "version");
    EXPECT_EQ(refusedField(
                  [&] { (void)withNamedDesign(R"({"design": "../assets/catalog.json", "lesson": {}})", "f", read); }),
              "design");
    // A file that carries its own scenario is read as it is.
    const std::string stage1 = test::readFile("stages/stage-1.json");
    EXPECT_EQ(withNamedDesign(stage1, "f", read), stage1);
}

} // namespace
} // namespace mqlab
