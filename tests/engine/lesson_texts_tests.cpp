// The shipped lesson texts (stages/*.json, stages/pages/*.json), filled by the engine, teach the
// seed's figures: each fix of issue 18 is pinned here with its hand derivation. Also the figures
// added for them (explain.cpp), the default hash's collision chances (models.h) and which brief
// Your turn shows on each stage (your_turn.h).
#include <gtest/gtest.h>

#include "mqlab/lesson/stage.h"
#include "mqlab/lesson/your_turn.h"
#include "mqlab/model/models.h"
#include "seed_helpers.h"

namespace mqlab {
namespace {

using test::catalog;
using test::contains;
using test::figureOf;

class LessonTexts : public ::testing::Test {
  protected:
    void SetUp() override { test::useSourceStageDesigns(); }

    // A page filled as the stage that links it shows it.
    static std::vector<std::string> page(const std::string& id, int linkedFrom)
    {
        return fillPage(test::sourcePage(id), test::stageScenario(linkedFrom), catalog(), id);
    }
    static std::string step(int stage, size_t figure, size_t i)
    {
        const Stage st = test::sourceStage(stage);
        return fillFigureStep(st.lesson.figures.at(figure).steps.at(i), st.scenario, catalog(), "step");
    }
    static FilledLesson lesson(int stage) { return fillLesson(test::sourceStage(stage), catalog(), "lesson"); }
};

// Issue 18, 1: the Kinesis page argues from six readers whatever stage links it (Stage 1 has one).
TEST_F(LessonTexts, KinesisBillIsForSixReadersEvenFromStage1)
{
    const auto p = page("why-log", 1);
    // Shards: 48.83 MiB/s at 1 MiB/s a shard, filled to 80%: ceil(48.83 / 0.8) = ceil(61.04) = 62.
    EXPECT_TRUE(contains(p[4], "62 shards")) << p[4];
    // Seed, six readers on enhanced fan-out, 62 shards, 720 hours:
    //   shard-hours 62 x 720 x $0.015 = $669.60; retention 62 x 720 x $0.02 = $892.80;
    //   PUT units 25,000 x 2,592,000 s x $0.014 a million = $907.20;
    //   fan-out hours 6 x 62 x 720 x $0.015 = $4,017.60; fan-out data 6 x 123,596.19 x $0.013 = $9,640.50;
    //   total $6,487.20 + $9,640.50 = $16,127.70 (the seed's "about $16,100").
    const std::string& bill = p[5];
    EXPECT_TRUE(contains(bill, "6 readers")) << bill;
    for (const char* figure : {"$669.60", "$892.80", "$907.20", "$4,017.60", "$9,640.50", "$16,127.70"})
        EXPECT_TRUE(contains(bill, figure)) << figure << " in " << bill;
    EXPECT_FALSE(contains(bill, "$4,745.95")) << "the one-reader bill";
    // Beside it, MSK carrying all six groups (Stage 4, Express): 3 x 720 x $1.632 = $3,525.12,
    // storage 28,839.11 GiB x $0.10 = $2,883.91, data in 123,596.19 x $0.01 = $1,235.96: $7,644.99.
    EXPECT_TRUE(contains(p[7], "6 groups")) << p[7];
    EXPECT_TRUE(contains(p[7], "$7,644.99")) << p[7];
    // The check-in's fan-out line is the six-reader one too.
    EXPECT_TRUE(contains(p[p.size() - 1], "$9,640.50")) << p.back();
}

// Issue 18, 2: Stage 6's default-hash step teaches the worst partition, not the average one.
TEST_F(LessonTexts, DefaultHashStepShowsTheWorstPartition)
{
    const std::string t = step(6, 0, 2);
    // 48 x (1 - (47/48)^24) = 19.04 partitions reached by 24 keys.
    EXPECT_TRUE(contains(t, "about 19 of 48")) << t;
    // Two slices on one partition: (2 x 0.3 / 24 + 0.7 / 48) x 51.2 = (0.025 + 0.014583) x 51.2
    // = 2.0267 MB/s, 2.0267 / 15 = 13.5%, read by 6 groups at 12.16 MB/s. Its chance: 1 - 48!/(24! 48^24)
    // = 99.9% (some two of 24 keys share a partition).
    EXPECT_TRUE(contains(t, "(99.9%)")) << t;
    EXPECT_TRUE(contains(t, "2.03 MB/s, 13.5%")) << t;
    EXPECT_TRUE(contains(t, "12.16 MB/s")) << t;
    // Three slices: (0.0375 + 0.014583) x 51.2 = 2.6667 MB/s, read at 6 x 2.6667 = 16.00 MB/s,
    // 16.0 / 15 = 106.7%. The chance some partition gets 3 or more of 24 keys over 48, counted
    // exactly (placements with every partition at 2 or fewer): 50.6%.
    EXPECT_TRUE(contains(t, "50.6%")) << t;
    EXPECT_TRUE(contains(t, "16.00 MB/s: 106.7%")) << t;
    // The old average figure, 0.3 / 19.04 + 0.7 / 48 = 3.03% -> 1.553 MB/s, is gone.
    EXPECT_FALSE(contains(t, "1.553")) << t;
}

// Issue 18, 3: the Express canvas's zones page has no network term and no replication in the bytes.
TEST_F(LessonTexts, ExpressZonesPageCountsClientReadsOnly)
{
    const auto p = page("compaction-cpu-zones", 6);
    std::string all;
    for (const auto& s : p)
        all += s + "\n";
    // The old text said the leaders send 51.2 x 8 = 409.6 MB/s, replication included.
    EXPECT_FALSE(contains(all, "409.6")) << all;
    // The groups' reads: 6 x 51.2 = 307.2 MB/s.
    EXPECT_TRUE(contains(p[3], "307.2 MB/s")) << p[3];
    EXPECT_TRUE(contains(p.back(), "307.2 MB/s")) << p.back();
}

// Issue 18, 4: the conditions of a zone loss, the Express rebalancing answer, linger, and one percent.
TEST_F(LessonTexts, SmallerCorrections)
{
    const FilledLesson s1 = lesson(1);
    // A lost zone loses no acked write only with acks=all, min.insync.replicas 2 and no unclean election.
    EXPECT_TRUE(contains(s1.beats[2], "acks=all")) << s1.beats[2];
    EXPECT_TRUE(contains(s1.beats[2], "at least 2 copies in sync")) << s1.beats[2];
    EXPECT_TRUE(contains(s1.beats[2], "unclean leader election is off")) << s1.beats[2];
    // Stage 2's first step: 86,517.33 / 49,152 = 176.02%, written 176% as everywhere else.
    const std::string s2 = step(2, 0, 0);
    EXPECT_TRUE(contains(s2, ": 176%.")) << s2;
    EXPECT_FALSE(contains(s2, "176.0%")) << s2;
    // Express keeps storage apart from brokers: a move does not copy the partition's history.
    const auto express = page("why-express", 4);
    EXPECT_FALSE(contains(express.back(), "still carries that traffic")) << express.back();
    EXPECT_TRUE(contains(express.back(), "does not copy")) << express.back();
    // Linger saves bytes once compression is on; the reason says so.
    const Scenario s3 = test::stageScenario(3);
    const YourTurn turn = parseYourTurn(test::readFile("stages/your-turn.json"), "your-turn.json", s3, catalog());
    const auto linger = std::find_if(turn.wrongMoves.begin(), turn.wrongMoves.end(),
                                     [](const WrongMove& w) { return w.id == "longer-linger"; });
    ASSERT_NE(linger, turn.wrongMoves.end());
    EXPECT_TRUE(contains(linger->reason, "compress")) << linger->reason;
    EXPECT_FALSE(contains(linger->reason, "saves requests, not bytes")) << linger->reason;
}

// Issue 18, 5: the seed's figure and the carried one side by side, each with its reason.
TEST_F(LessonTexts, Stage3BillShowsTheSeedsFigureAndTheExactOne)
{
    const std::string beat = lesson(3).beats[6];
    // The network wall: 119.94 x 3 / 8 = 44.9775 MB/s / 2,048 B = 21,961.67 events/s; whole: 21,961.
    EXPECT_TRUE(contains(beat, "whole events, 21,961 a second")) << beat;
    // At 21,961, lines added before rounding (the seed's way): brokers $440.64
    //   + local 12,359.62 x 21,961/25,000 x $0.10 = $1,085.7184 + tier 28,839.11 x 21,961/25,000 x $0.06
    //   = $1,520.0057 -> $3,046.3641 -> $3,046.36; + $2,559.34 = $5,605.70 (seed).
    EXPECT_TRUE(contains(beat, "$3,046.36")) << beat;
    EXPECT_TRUE(contains(beat, "$5,605.70")) << beat;
    // At 21,961.67 (the card), each line rounded: $1,085.77 + $1,520.03 + $440.64 = $3,046.44; $5,605.78.
    EXPECT_TRUE(contains(beat, "$3,046.44")) << beat;
    EXPECT_TRUE(contains(beat, "$5,605.78")) << beat;

    const auto groups = page("why-six-groups", 3);
    // Seed: 12 tasks x 5,000 = 60,000; 25,000 / 60,000 = 41.7% offered; carried 21,961.67 / 60,000 = 36.6%.
    EXPECT_TRUE(contains(groups[3], "41.7%")) << groups[3];
    // Seed: 10 threads, 2 ms an event: 10 x 1,000 / 2 = 5,000 events a second a task.
    EXPECT_TRUE(contains(groups[3], "running 10 threads. Each thread finishes an event every 2 ms")) << groups[3];
    EXPECT_TRUE(contains(groups[3], "5,000 events a second")) << groups[3];
    EXPECT_TRUE(contains(groups[3], "36.6%")) << groups[3];
}

// Issue 18, wrong answers: Stage 1's page names three replies that leave the disks full, with the figures
// that expose them, and what works (Stage 2's tier).
TEST_F(LessonTexts, Stage1WrongAnswersKeepTheDisksFull)
{
    const auto p = page("stage-1-wrong-answers", 1);
    ASSERT_EQ(p.size(), 7u + 4u); // 7 paragraphs, the trade-off, say it, the check-in's question and answer
    // Seed: a day is 51,200,000 x 86,400 / 2^30 = 4,119.873 GiB; 7 days x 3 copies = 86,517.33 GiB;
    // 3 brokers x 16,384 GiB = 49,152 GiB; 86,517.33 / 49,152 = 1.7602: 176%.
    for (const char* figure : {"86,517.33 GiB", "49,152 GiB", "176%"})
        EXPECT_TRUE(contains(p[0], figure)) << figure << " in " << p[0];
    // A bigger broker: the quota is 16,384 GiB at every size, so the card still reads 176%.
    EXPECT_TRUE(contains(p[1], "16,384 GiB")) << p[1];
    EXPECT_TRUE(contains(p[1], "176%")) << p[1];
    // More partitions: a day is 4,119.873 GiB whatever the count; 48 x 3 copies / 3 brokers = 48 partition
    // copies a broker, against AWS's 1,000.
    for (const char* figure : {"4,119.873 GiB", "48 partitions", "replicas, 48 today", "1,000"})
        EXPECT_TRUE(contains(p[2], figure)) << figure << " in " << p[2];
    // RF 2: 7 x 2 x 4,119.873 = 57,678.22 GiB; 57,678.22 / 49,152 = 1.1735: 117%, still past the disks.
    for (const char* figure : {"Keep 2 copies instead of 3", "57,678.22 GiB", "117%", "min.insync.replicas at 2"})
        EXPECT_TRUE(contains(p[3], figure)) << figure << " in " << p[3];
    // What works, from Stage 2's design: 24 h x 3 x 4,119.873 = 12,359.62 GiB, / 49,152 = 25.1%; the tier
    // 7 x 4,119.873 = 28,839.11 GiB; MSK $440.64 + $1,235.96 + $1,730.35 = $3,406.95.
    for (const char* figure : {"12,359.62 GiB", "25.1%", "28,839.11 GiB", "$3,406.95"})
        EXPECT_TRUE(contains(p[4], figure)) << figure << " in " << p[4];
    // More brokers: the week on disks, 86,517.33 x $0.10 = $8,651.73 a month, against Stage 2's $3,406.95.
    EXPECT_TRUE(contains(p[5], "$8,651.73")) << p[5];
    EXPECT_TRUE(contains(p[5], "$3,406.95")) << p[5];
    // Seed: a week fits up to 49,152 / 86,517.33 x 25,000 = 14,202.9, written 14,203 events a second.
    EXPECT_TRUE(contains(p[6], "14,203 events a second")) << p[6];
    EXPECT_TRUE(contains(p[10], "57,678.22 GiB, 117%")) << p[10];

    // The page is bound to Stage 1: a canvas with six brokers opening it still reads Stage 1's wall.
    const auto six = fillPage(test::sourcePage("stage-1-wrong-answers"),
                              test::stagePatched(1, R"({"clusters":[{"id":"kafka","brokers":6}]})"), catalog(), "p");
    EXPECT_EQ(six, p);
}

// Issue 18, wrong answers: Stage 2's page, where the EBS link binds and neither partitions nor local
// hours move it.
TEST_F(LessonTexts, Stage2WrongAnswersNameTheEbsLink)
{
    const auto p = page("stage-2-wrong-answers", 2);
    ASSERT_EQ(p.size(), 5u + 4u);
    // Seed: every broker writes all 51.2 MB/s; 51.2 / 78.75 = 65.0%, the card's 65%.
    EXPECT_TRUE(contains(p[0], "65%")) << p[0];
    EXPECT_TRUE(contains(p[0], "65.0%")) << p[0];
    // The network: 51.2 x (1 group + 3 - 1) = 153.6 MB/s over 3 brokers, 51.2 MB/s each, / 119.94 = 42.7%.
    // Walls: the link 78.75 x 10^6 / 2,048 = 38,452.1 events/s; the network 119.94 x 10^6 x 3 / 3 / 2,048
    // = 58,564.5 events/s, so the link gives out first as the load grows.
    for (const char* figure : {"3 times", "153.6 MB/s", "51.2 MB/s each", "119.94 MB/s, 42.7%", "78.75 MB/s", "65.0%",
                               "full at 38,452 events a second", "until 58,564"})
        EXPECT_TRUE(contains(p[1], figure)) << figure << " in " << p[1];
    // Partitions: each of 3 brokers holds every partition, so it still writes 51.2 MB/s.
    EXPECT_TRUE(contains(p[2], "Still 51.2 MB/s")) << p[2];
    // Local hours: disks at 12,359.62 / 49,152 = 25.1%; the link stays at 65.0%; a tier read $0.0015 a GB.
    for (const char* figure : {"25.1%", "stays at 65.0%", "$0.0015", "same 51.2 MB/s"})
        EXPECT_TRUE(contains(p[3], figure)) << figure << " in " << p[3];
    EXPECT_TRUE(contains(p[4], "38,452")) << p[4];
    EXPECT_TRUE(contains(p[8], "writes 51.2 MB/s")) << p[8];
    EXPECT_TRUE(contains(p[8], "25.1%")) << p[8];
}

// What `mqlab check` does for pages, in the engine alone: every page fills from every stage that
// links it, stage-bound texts included, with no placeholder left.
TEST_F(LessonTexts, EveryPageFillsFromEveryStageThatLinksIt)
{
    int links = 0;
    for (int n = 1; n <= 6; ++n) {
        const Stage st = test::sourceStage(n);
        for (const std::string& id : st.lesson.pages) {
            SCOPED_TRACE("stage " + std::to_string(n) + ", page " + id);
            std::vector<std::string> filled;
            ASSERT_NO_THROW(filled = page(id, n));
            for (const auto& t : filled)
                EXPECT_FALSE(contains(t, "{{")) << t;
            ++links;
        }
    }
    EXPECT_EQ(links, 13); // Stages 1 to 6 link 3 + 3 + 2 + 1 + 0 + 4 pages
}

TEST(LessonFigures, ConstantsTheTextsName)
{
    const auto e1 = test::stageAt(1);
    const Figures f1 = figures(e1.s, catalog(), e1.r);
    EXPECT_EQ(figureOf(f1, "kafka.storage.quota").text, "16,384 GiB"); // seed: MSK quota a Standard broker
    EXPECT_EQ(figureOf(f1, "line.sizing").text, "80%");                // seed: AWS sizes to 80%
    EXPECT_EQ(figureOf(f1, "line.red").text, "90%");                   // seed: a card turns red at 90%
    EXPECT_EQ(figureOf(f1, "kafka.price_hour").text, "$0.204");        // seed: kafka.m7g.large an hour
    EXPECT_EQ(figureOf(f1, "price.local_gib_month").text, "$0.10");
    EXPECT_EQ(figureOf(f1, "price.tier_gib_month").text, "$0.06");
    EXPECT_EQ(figureOf(f1, "price.tier_read_gb").text, "$0.0015"); // seed: a tier read a GB
    EXPECT_EQ(figureOf(f1, "price.task_hour").text, "$0.04937");
    EXPECT_EQ(figureOf(f1, "kafka.partition_copies_max").text, "1,000"); // seed: AWS's guidance
    EXPECT_EQ(figureOf(f1, "kinesis.shard_in").text, "1 MiB/s");         // seed: a shard's limits
    EXPECT_EQ(figureOf(f1, "kinesis.shard_records").text, "1,000");
    EXPECT_EQ(figureOf(f1, "kinesis.shard_out").text, "2 MiB/s");
    EXPECT_EQ(figureOf(f1, "kafka.min_insync").text, "2");
    // One replica fewer: RF 3 - 1 = 2; 7 days x 2 x 4,119.873 GiB = 57,678.22 GiB; / 49,152 = 117.3%.
    EXPECT_EQ(figureOf(f1, "kafka.rf_minus_one").text, "2");
    EXPECT_EQ(figureOf(f1, "kafka.storage.rf_minus_one").text, "57,678.22 GiB");
    EXPECT_EQ(figureOf(f1, "kafka.storage.rf_minus_one_percent").text, "117%");
    // At RF 1 there is no replica to drop, so no figure.
    const auto rf1 = test::evaluated(
        test::stagePatched(1, R"({"clusters":[{"id":"kafka","replication_factor":1,"min_insync_replicas":1}]})"));
    EXPECT_EQ(figures(rf1.s, catalog(), rf1.r).count("kafka.storage.rf_minus_one"), 0u);
    // One group at Stage 2's shape: 51.2 x 3 / 3 / 119.94 = 42.7%.
    const auto e3 = test::stageAt(3);
    const Figures f3 = figures(e3.s, catalog(), e3.r);
    EXPECT_EQ(figureOf(f3, "kafka.network.one_group_percent").text, "42.7%");
    // Stage 5's point on Standard: a leader's share at six groups, 119.94 / 8 = 15.0 MB/s.
    EXPECT_EQ(figureOf(f3, "kafka.network.leader_share").text, "15.0 MB/s");
    const auto e4 = test::stageAt(4);
    const Figures f4 = figures(e4.s, catalog(), e4.r);
    EXPECT_EQ(figureOf(f4, "kafka.data_out.sustained").text, "125 MB/s");   // seed: express.m7g.2xlarge
    EXPECT_EQ(figureOf(f4, "kafka.data_out.capacity").text, "234.2 MB/s");   // seed: its maximum
    EXPECT_EQ(figureOf(f4, "kafka.partition.capacity").text, "15 MB/s");      // seed: a partition's throttle
    EXPECT_EQ(figureOf(f4, "kafka.smaller.size").text, "express.m7g.xlarge");
    EXPECT_EQ(figureOf(f4, "kafka.smaller.data_out_sustained").text, "62.5 MB/s"); // seed: the xlarge
    EXPECT_EQ(figureOf(f4, "kafka.group_reads").text, "307.2 MB/s");               // 6 x 51.2
}

TEST(LessonFigures, ChanceSomePartitionHolds)
{
    // 2 keys on 2 partitions: both on one with chance 2 / 4 = 1/2.
    EXPECT_NEAR(chanceSomePartitionHolds(2, 2, 2), 0.5, 1e-12);
    // 3 keys on 2 partitions: some partition gets 2 by pigeonhole.
    EXPECT_NEAR(chanceSomePartitionHolds(3, 2, 2), 1.0, 1e-12);
    // 3 keys on 3 partitions, 3 on one: 3 / 27 = 1/9.
    EXPECT_NEAR(chanceSomePartitionHolds(3, 3, 3), 1.0 / 9, 1e-12);
    // 24 keys on 48: no two share with chance 48! / (24! x 48^24) = 0.000894, so 99.91%.
    EXPECT_NEAR(chanceSomePartitionHolds(24, 48, 2), 0.99911, 0.00001);
    // Three or more: 1 - (placements with every count at most 2) / 48^24 = 0.50558.
    EXPECT_NEAR(chanceSomePartitionHolds(24, 48, 3), 0.50558, 0.00001);
    EXPECT_TRUE(std::isnan(chanceSomePartitionHolds(151, 48, 2)));
}

// Issue 10, 3: each of Stages 4 to 6 has its own brief; a stage without one gets none, never another's.
TEST(YourTurnBriefs, AStageNeverShowsAnotherStagesBrief)
{
    const YourTurn shared =
        parseYourTurn(test::readFile("stages/your-turn.json"), "your-turn.json", test::stageScenario(3), catalog());
    ASSERT_EQ(shared.stage, 3);
    for (int n = 1; n <= 6; ++n) {
        SCOPED_TRACE(n);
        const Stage st = test::sourceStage(n);
        const YourTurn* own = st.lesson.yourTurn ? &*st.lesson.yourTurn : nullptr;
        const YourTurn* shown = briefForStage(n, own, &shared);
        if (n <= 2) {
            EXPECT_EQ(shown, nullptr); // no brief: no Your turn
        } else {
            ASSERT_NE(shown, nullptr);
            EXPECT_EQ(shown->stage, n); // its own, not Stage 3's
        }
    }
    // A stage with no brief of its own is not lent the shared one, nor another stage's.
    const Stage s4 = test::sourceStage(4);
    EXPECT_EQ(briefForStage(2, nullptr, &shared), nullptr);
    EXPECT_EQ(briefForStage(5, nullptr, &shared), nullptr);
    EXPECT_EQ(briefForStage(5, &*s4.lesson.yourTurn, &shared), nullptr);
    EXPECT_EQ(briefForStage(7, nullptr, nullptr), nullptr);
}

Verdict checkStage(int n, const nlohmann::json& patch)
{
    const Stage st = test::sourceStage(n);
    const Scenario answer = patch.is_null() ? st.scenario : patched(st.scenario, patch, catalog());
    return checkAnswer(st.scenario, answer, *st.lesson.yourTurn, catalog());
}

bool named(const Verdict& v, const std::string& id)
{
    for (const auto& w : v.wrongMoves)
        if (w.id == id)
            return true;
    return false;
}

TEST(YourTurnBriefs, Stage4AsksForStandardBrokersForLess)
{
    // Unchanged, Express holds but costs what the brief asks to beat: $10,204.33 is not less.
    const Verdict same = checkStage(4, nullptr);
    EXPECT_EQ(same.outcome, Outcome::BendsBrief);
    EXPECT_FALSE(same.passed);
    // Six kafka.m7g.large with a tier: network 51.2 x 8 / 6 = 68.27 MB/s, 68.27 / 119.94 = 56.9%;
    // bill 6 x 720 x $0.204 = $881.28 + local $1,235.96 + tier $1,730.35 + consumers $2,559.34 = $6,406.93.
    const Verdict six = checkStage(
        4,
        nlohmann::json::parse(
            R"({"clusters":[{"id":"kafka","kind":"standard","broker_size":"kafka.m7g.large","brokers":6,"tiered_storage":true}]})"));
    EXPECT_TRUE(six.passed) << six.headline.text();
    EXPECT_EQ(six.yours.costText, "$6,406.93");
    EXPECT_TRUE(contains(six.headline.text(), "56.9%")) << six.headline.text();
    // Trimming every group to 6 tasks cuts the consumers (36 x 720 x $0.04937 = $1,279.67 saved) but
    // not MSK's $7,644.99: the brief is not met, and the move is named.
    nlohmann::json fewer = nlohmann::json::parse(R"({"groups":[]})");
    for (const char* g : {"fulfilment", "ledger", "fraud", "search", "notifications", "warehouse"})
        fewer["groups"].push_back({{"id", g}, {"tasks", 6}});
    const Verdict trimmed = checkStage(4, fewer);
    EXPECT_EQ(trimmed.outcome, Outcome::BendsBrief);
    EXPECT_TRUE(named(trimmed, "fewer-tasks"));
}

TEST(YourTurnBriefs, Stage5AsksForTheSplitNotAnotherKey)
{
    // Unchanged: the hot partition, 16.11 MB/s against 15, 107.4%.
    const Verdict same = checkStage(5, nullptr);
    EXPECT_EQ(same.outcome, Outcome::Saturates);
    EXPECT_TRUE(contains(same.headline.text(), "107.4%")) << same.headline.text();
    // Split 24 ways with a custom partitioner: 1.387 MB/s exact, the card's bound 1.69 MB/s, 11.3%.
    const Verdict split =
        checkStage(5, nlohmann::json::parse(R"({"producers":[{"id":"orders","sub_keys":24,"partitioner":"custom"}]})"));
    EXPECT_TRUE(split.passed) << split.headline.text();
    // Keying by order id clears the partition (1.07 MB/s) but breaks merchant order.
    const Verdict byOrder = checkStage(5, nlohmann::json::parse(R"({"producers":[{"id":"orders","key":"order_id"}]})"));
    EXPECT_EQ(byOrder.outcome, Outcome::BendsBrief);
    // More brokers: the same partition, still 107.4%, named.
    const Verdict more = checkStage(5, nlohmann::json::parse(R"({"clusters":[{"id":"kafka","brokers":6}]})"));
    EXPECT_EQ(more.outcome, Outcome::Saturates);
    EXPECT_TRUE(named(more, "more-brokers"));
}

TEST(YourTurnBriefs, Stage6AsksForStandardBrokersKeepingTheSplit)
{
    const Verdict same = checkStage(6, nullptr);
    EXPECT_EQ(same.outcome, Outcome::BendsBrief); // $10,204.33 is not less than itself
    // Six Standard brokers, split kept: $6,406.93 as at Stage 4 (the split changes keys, not machines);
    // the card's hottest partition 0.033073 x 51.2 = 1.69 MB/s against 119.94 / 8 = 14.99: 11.3%.
    const Verdict six = checkStage(
        6,
        nlohmann::json::parse(
            R"({"clusters":[{"id":"kafka","kind":"standard","broker_size":"kafka.m7g.large","brokers":6,"tiered_storage":true}]})"));
    EXPECT_TRUE(six.passed) << six.headline.text();
    EXPECT_EQ(six.yours.costText, "$6,406.93");
    // Back to the default hash: named, with the collision figures.
    const Verdict hash =
        checkStage(6, nlohmann::json::parse(R"({"producers":[{"id":"orders","partitioner":"default"}]})"));
    ASSERT_TRUE(named(hash, "default-hash"));
    for (const auto& w : hash.wrongMoves) {
        if (w.id == "default-hash") {
            EXPECT_TRUE(contains(w.reason, "16.00 MB/s")) << w.reason;
        }
    }
}

} // namespace
} // namespace mqlab
