// Round 3's lessons (stages/round-3-N.json): each names its design (stages/round-3.json), fills with no
// unknown key, and teaches the spec's figures (second-seed.md 4.4), each derived by hand beside its
// assertion; the build-or-buy page against MSK and the follow-up pages; the 45-minute rehearsal plan;
// and the Round 3 keys added for the lessons (explain.cpp's roundThreeFigures).
//
// The round's load: 2 x 10^10 messages a day / 86,400 = 231,481.5 msg/s on average; x 3.5 = 810,185.2
// at peak. Planning split 30/20/30/20: us-east-1 and eu-west-1 243,055.6 msg/s of their own, us-west-2
// and eu-central-1 162,037.0. Critical topics are 25%: us-east-1 mirrors 60,763.9 msg/s into us-west-2
// and takes 40,509.3 from it. Planned peaks 283,564.8 and 222,800.9. Decimal TB; 30.4-day months; 730 h.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "mqlab/lesson/rehearsal.h"
#include "mqlab/lesson/stage.h"
#include "mqlab/report/explain.h"
#include "seed_helpers.h"

namespace mqlab {
namespace {

using test::catalog;
using test::contains;

constexpr int kRoundThreeParts = 6;

std::string partFile(int n)
{
    return "stages/round-3-" + std::to_string(n) + ".json";
}

Stage part(int n)
{
    const std::string file = partFile(n);
    const std::string text = withNamedDesign(test::readFile(file), file,
                                             [](const std::string& name) { return test::readFile("stages/" + name); });
    return parseStage(text, file, catalog());
}

Scenario roundThreeDesign()
{
    return parseScenarioText(test::readFile("stages/round-3.json"), "stages/round-3.json", catalog());
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

std::string lessonText(int n)
{
    return all(fillLesson(part(n), catalog(), partFile(n)));
}

// One figure step as the stepper shows it (its own patch applied).
std::string stepText(int n, size_t figure, size_t step)
{
    const Stage st = part(n);
    return fillFigureStep(st.lesson.figures.at(figure).steps.at(step), st.scenario, catalog(), "step");
}

std::string pageText(const std::string& id)
{
    std::string out;
    for (const auto& t : fillPage(test::sourcePage(id), roundThreeDesign(), catalog(), id))
        out += t + "\n";
    return out;
}

TEST(RoundThreeLessons, EveryPartOpensRoundThreesDesignAndFillsWithNoUnknownKey)
{
    const Scenario design = roundThreeDesign();
    for (int n = 1; n <= kRoundThreeParts; ++n) {
        SCOPED_TRACE(partFile(n));
        const Stage st = part(n);
        EXPECT_EQ(st.lesson.round, 3);
        EXPECT_EQ(st.lesson.number, n);
        EXPECT_TRUE(st.scenario == design) << "a part opens Round 3's design as it ships";
        const FilledLesson filled = fillLesson(st, catalog(), partFile(n));
        EXPECT_FALSE(contains(all(filled), "{{"));
        ASSERT_FALSE(st.lesson.pages.empty());
        EXPECT_EQ(st.lesson.pages.front(), "r3-build-or-buy") << "every part links the build-or-buy page";
        for (const std::string& id : st.lesson.pages)
            EXPECT_NO_THROW((void)fillPage(test::sourcePage(id), st.scenario, catalog(), id));
    }
    // The follow-ups are reachable from the last part.
    const std::vector<std::string> last = part(6).lesson.pages;
    for (const char* id : {"r3-active-active", "r3-deletion-under-hold", "r3-diskless-topics"})
        EXPECT_NE(std::find(last.begin(), last.end(), id), last.end()) << id;
}

TEST(RoundThreeLessons, RegionsAndCellsTeachThePlanningSplit)
{
    const std::string text = lessonText(1);
    // 2 x 10^10 / 86,400 = 231,481 on average; x 3.5 = 810,185 at peak.
    EXPECT_TRUE(contains(text, "20 billion messages a day is 231,481 msg/s on average and 810,185 msg/s")) << text;
    // us-east-1: 30% x 810,185.2 = 243,055.6 own + 25% x 162,037.0 = 40,509.3 in = 283,564.8 planned.
    EXPECT_TRUE(contains(text, "us-east-1 takes 243,056 msg/s of its own plus 40,509 msg/s mirrored in, "
                               "283,565 msg/s in all"))
        << text;
    // us-west-2: 20% x 810,185.2 = 162,037.0 own + 25% x 243,055.6 = 60,763.9 in = 222,800.9 planned.
    EXPECT_TRUE(contains(text, "us-west-2 takes 162,037 msg/s plus 60,764 msg/s, 222,801 msg/s")) << text;
    // Cells: ceil(283,564.8 x 1.3 / 81,018.5) = ceil(4.55) = 5; ceil(222,800.9 x 1.3 / 81,018.5) = ceil(3.58) = 4;
    // 5 + 4 + 5 + 4 = 18 cells, 18 x 12 = 216 brokers, 18 x 3 = 54 controllers.
    EXPECT_TRUE(contains(text, "us-east-1 needs 5 cells and us-west-2 4")) << text;
    EXPECT_TRUE(contains(text, "18 cells, 216 brokers and 54 controllers")) << text;
    EXPECT_TRUE(contains(text, "12 m7g.2xlarge brokers and 3 controllers, good for 81,018.5 msg/s")) << text;
    // 99.999%: 30.4 x 1,440 = 43,776 min x 0.00001 x 60 = 26.27 s a month.
    EXPECT_TRUE(contains(text, "At 99.999% a region may be down 26.3 s a month")) << text;
    // The check-in: us-west-2 already takes 60,764 msg/s of us-east-1's critical topics, 222,801 planned.
    EXPECT_TRUE(contains(text, "copies 60,764 msg/s of us-east-1's critical messages")) << text;
}

TEST(RoundThreeLessons, RegionsStepperMovesWithTheHeadroom)
{
    // 283,564.8 / (5 x 81,018.5 = 405,092.5) = 70.0% of the cells' capacity.
    EXPECT_TRUE(contains(stepText(1, 0, 1), "5 cells, run at 70.0% of their capacity")) << stepText(1, 0, 1);
    // No headroom: ceil(283,564.8 / 81,018.5) = ceil(3.5) = 4 cells.
    EXPECT_TRUE(contains(stepText(1, 0, 2), "headroom of 1 would need only 4 cells")) << stepText(1, 0, 2);
}

TEST(RoundThreeLessons, MirroringCountsTheMessagesAtRisk)
{
    const std::string text = lessonText(2);
    // 25% x 231,481.5 = 57,870.4 msg/s x 1,000 B compressed = 57.9 MB/s; x 86,400 = 5,000 GB = 5.0 TB a day;
    // 5,000 x 30.4 = 152,000 GB x $0.02 = $3,040.00 a month.
    EXPECT_TRUE(contains(text, "move 57.9 MB/s after compression, 5.0 TB a day")) << text;
    EXPECT_TRUE(contains(text, "At $0.02 a GB that is $3,040.00 a month")) << text;
    // 60,763.9 msg/s x 3 s = 182,291.7 = 182,292; x 5 s = 303,819.4 = 303,819.
    EXPECT_TRUE(contains(text, "182,292 messages at the usual lag and 303,819 at the target")) << text;
    // The stepper: 3 s, then the 5 s target (60,764 x 5 = 303,819), then 10 s (607,639).
    EXPECT_TRUE(contains(stepText(2, 0, 0), "x 3 s: 182,292 messages")) << stepText(2, 0, 0);
    EXPECT_TRUE(contains(stepText(2, 0, 1), "60,764 msg/s x 5 s = 303,819 messages")) << stepText(2, 0, 1);
    EXPECT_TRUE(contains(stepText(2, 0, 2), "10 s would leave 607,639 messages")) << stepText(2, 0, 2);
    // Half the traffic critical: 10.0 TB a day, $6,080.00; us-west-2 plans 162,037.0 + 50% x 243,055.6 =
    // 283,564.8, ceil(283,564.8 x 1.3 / 81,018.5) = 5 cells.
    const std::string half = stepText(2, 1, 1);
    EXPECT_TRUE(contains(half, "moves 10.0 TB a day for $6,080.00 a month")) << half;
    EXPECT_TRUE(contains(half, "plan 283,565 msg/s, 5 cells")) << half;
}

TEST(RoundThreeLessons, FailoverStepperUsesLiveNumbers)
{
    const std::string text = lessonText(3);
    EXPECT_TRUE(contains(text, "At 3 s it is about 182,292 messages")) << text;
    EXPECT_TRUE(contains(text, "write to us-west-2, 60,764 msg/s at peak")) << text;
    EXPECT_TRUE(contains(text, "under its planned 222,801 msg/s on 4 cells")) << text;
    // us-west-2: 222,800.9 / (4 x 81,018.5 = 324,074) = 68.75%, shown to one decimal.
    EXPECT_TRUE(contains(stepText(3, 0, 2), "on 4 cells, 68.8% of their capacity")) << stepText(3, 0, 2);
    // One cell short: 222,800.9 / (3 x 81,018.5 = 243,055.5) = 91.7%.
    EXPECT_TRUE(contains(stepText(3, 1, 1), "With 3 cells the same 222,801 msg/s runs at 91.7%")) << stepText(3, 1, 1);
}

TEST(RoundThreeLessons, ResidencyKeepsTheEuPairOnItsOwn)
{
    const std::string text = lessonText(4);
    // eu-west-1 as us-east-1: 283,565 planned on 5 cells; eu-central-1 222,801 on 4; 182,292 at risk.
    EXPECT_TRUE(contains(text, "eu-west-1 plans 283,565 msg/s on 5 cells and eu-central-1 222,801 msg/s on 4")) << text;
    EXPECT_TRUE(contains(text, "leaves about 182,292 messages behind")) << text;
    // 40% to eu-west-1 (us-east-1 down to 20%): 324,074.1 own + 25% x 162,037.0 = 364,583.3 planned;
    // ceil(364,583.3 x 1.3 / 81,018.5) = ceil(5.85) = 6 cells against its 5.
    const std::string more = stepText(4, 0, 2);
    EXPECT_TRUE(contains(more, "took 40% of the traffic, it would plan 364,583 msg/s and need 6 cells against its 5"))
        << more;
}

TEST(RoundThreeLessons, DeletionNamesEveryCopy)
{
    const std::string text = lessonText(5);
    // S3 Standard: (20 + 5) TB x 7 days = 175 TB; Glacier IR: 4 TB x (90 - 7) = 332 TB stored.
    EXPECT_TRUE(contains(text, "216 brokers, 175 TB in S3 Standard, 332 TB in Glacier")) << text;
    // KMS's longest waiting period, from the catalogue: 30 days.
    EXPECT_TRUE(contains(text, "the longest waiting period, 30 days")) << text;
}

TEST(RoundThreeLessons, CostTeachesStorageByTierAndBuildOrBuy)
{
    const std::string text = lessonText(6);
    // All 90 days on brokers, uncompressed: 20 B x 2 KB = 40 TB a day x 90 x 3 x 1.2 = 12,960 TB;
    // x 1,000 GB x $0.08 = $1,036,800.00.
    EXPECT_TRUE(contains(text, "12,960 TB, $1,036,800.00 a month")) << text;
    // Brokers (20 + 5) x 1 day x 3 x 1.2 = 90 TB of 216 x 1 TB = 41.7%; room (216 - 90) / 90 = 1.4 days.
    EXPECT_TRUE(contains(text, "90 TB with copies, 41.7% of their volumes, which leaves 1.4 days")) << text;
    // Glacier IR: 4 x 83 = 332 stored, 4 x max(83, 90) = 360 billed; 90 + 175 + 332 = 597 TB.
    EXPECT_TRUE(contains(text, "332 TB stored but 360 TB billed")) << text;
    EXPECT_TRUE(contains(text, "In all 597 TB stored")) << text;
    // gp3 216,000 x $0.08 = 17,280 + 216 x 125 x $0.04 = 1,080 + S3 175,000 x $0.023 = 4,025
    // + Glacier 360,000 x $0.004 = 1,440 = $23,825.00.
    EXPECT_TRUE(contains(text, "the storage bill is $23,825.00 a month")) << text;
    // Brokers 216 x 730 x $0.3264 = $51,466.75; controllers 54 x 730 x $0.0816 = $3,216.67;
    // cross-zone 2 x 760,000 x $0.02 = 30,400 + 760,000 x 2/3 x $0.02 = 10,133.33 = $40,533.33, 75% replication;
    // total 51,466.75 + 3,216.67 + 40,533.33 + 3,040.00 + 23,825.00 = $122,081.75.
    EXPECT_TRUE(contains(text, "brokers $51,466.75, controllers $3,216.67, cross-zone traffic $40,533.33 of which "
                               "75% is replication, mirroring $3,040.00, storage $23,825.00: $122,081.75"))
        << text;
    // MSK 128,666.88 + 21,600 + 10,500 + 1,440 + 3,040 + 10,133.33 = $175,380.21; saves $53,298.46.
    EXPECT_TRUE(contains(text, "costs $175,380.21")) << text;
    EXPECT_TRUE(contains(text, "Building saves $53,298.46 a month")) << text;
    // The team is the user's figure: none is entered in the design as it ships.
    EXPECT_TRUE(contains(text, "Today it reads not entered yet, leaving $53,298.46")) << text;
    // A year for finance: 4 x (365 - 7) = 1,432 TB in Glacier IR, billed the same (past 90 days);
    // storage 17,280 + 1,080 + 4,025 + 1,432,000 x $0.004 = 5,728 = $28,113.00.
    const std::string year = stepText(6, 0, 2);
    EXPECT_TRUE(contains(year, "Keeping finance 365 days puts 1,432 TB in Glacier IR")) << year;
    EXPECT_TRUE(contains(year, "becomes $28,113.00")) << year;
}

TEST(RoundThreeLessons, TheTeamIsTheUsersInputOnBothSides)
{
    // The design ships with no team figure; a learner's $60,000 a month on the cells turns the saving negative:
    // 53,298.46 - 60,000 = -6,701.54. The figure is typed here by the test, never by the lesson.
    Scenario s = roundThreeDesign();
    s.cells.front().teamUsdPerMonth = 60000;
    const Figures f = figures(s, catalog(), evaluate(s, catalog()));
    EXPECT_EQ(f.at("global.team").text, "$60,000.00");
    EXPECT_EQ(f.at("global.saves_with_team").text, "-$6,701.54");
    const Figures shipped = figures(roundThreeDesign(), catalog(), evaluate(roundThreeDesign(), catalog()));
    EXPECT_EQ(shipped.at("global.team").text, "not entered yet");
    EXPECT_EQ(shipped.at("global.saves_with_team").text, "$53,298.46");
}

TEST(RoundThreeLessons, BuildOrBuyPageListsBothBillsLineByLine)
{
    const std::string text = pageText("r3-build-or-buy");
    // Built: the lines of CostTeachesStorageByTierAndBuildOrBuy, with gp3 17,280.00 and throughput 1,080.00,
    // S3 4,025.00, Glacier 1,440.00, replication 30,400.00, sends 10,133.33.
    for (const char* figure : {"$51,466.75", "$3,216.67", "$17,280.00", "$1,080.00", "$4,025.00", "$1,440.00",
                               "$30,400.00", "$10,133.33", "$3,040.00", "$122,081.75"})
        EXPECT_TRUE(contains(text, figure)) << figure << " in " << text;
    // MSK: 216 x 730 x $0.816 = 128,666.88; storage 216,000 x $0.10 = 21,600.00; tier 175,000 x $0.06 =
    // 10,500.00; archive and mirror as built; sends 10,133.33: $175,380.21.
    for (const char* figure : {"$128,666.88", "$21,600.00", "$10,500.00", "$175,380.21", "$53,298.46"})
        EXPECT_TRUE(contains(text, figure)) << figure << " in " << text;
    // (20 + 5) TB a day x 30.4 = 760 TB a month into the cells.
    EXPECT_TRUE(contains(text, "760 TB written into the cells")) << text;
    EXPECT_TRUE(contains(text, "Team: not entered yet")) << text;
}

TEST(RoundThreeLessons, FollowUpPagesFillFromTheDesign)
{
    EXPECT_TRUE(contains(pageText("r3-active-active"), "already runs at 60,764 msg/s")) << pageText("r3-active-active");
    EXPECT_TRUE(contains(pageText("r3-diskless-topics"), "$30,400.00 a month")) << pageText("r3-diskless-topics");
    EXPECT_TRUE(contains(pageText("r3-deletion-under-hold"), "a wait of 30 days"))
        << pageText("r3-deletion-under-hold");
}

TEST(RoundThreeLessons, RoundThreeKeysCarryTheDesignsFigures)
{
    const Scenario s = roundThreeDesign();
    const Figures f = figures(s, catalog(), evaluate(s, catalog()));
    auto text = [&](const std::string& key) { return f.count(key) ? f.at(key).text : "(no " + key + ")"; };
    EXPECT_EQ(text("global.peak"), "810,185 msg/s");
    EXPECT_EQ(text("global.cells"), "18");
    EXPECT_EQ(text("global.brokers"), "216");
    EXPECT_EQ(text("global.controllers"), "54");
    EXPECT_EQ(text("global.mirror_tb_day"), "5.0 TB");  // 57.87 MB/s x 86,400 = 5,000 GB
    EXPECT_EQ(text("global.stored_tb"), "597 TB");      // 90 + 175 + 332
    EXPECT_EQ(text("global.raw_tb"), "12,960 TB");      // 40 x 90 x 3 x 1.2
    EXPECT_EQ(text("global.days_of_room"), "1.4 days"); // (216 - 90) / 90
    EXPECT_EQ(text("global.build"), "$122,081.75");
    EXPECT_EQ(text("global.msk"), "$175,380.21");
    EXPECT_EQ(text("global.saves"), "$53,298.46");       // 175,380.21 - 122,081.75
    EXPECT_EQ(text("mirror-use1.at_risk"), "182,292");   // 60,763.9 x 3
    EXPECT_EQ(text("mirror-use1.at_target"), "303,819"); // 60,763.9 x 5
    EXPECT_EQ(text("mirror-use1.to"), "us-west-2");
    EXPECT_EQ(text("us-west-2.planned_peak"), "222,801 msg/s"); // 162,037.0 + 60,763.9
    EXPECT_EQ(text("us-east-1.downtime"), "26.3 s");            // 43,776 x 60 x 0.00001
    EXPECT_EQ(text("cells-use1.archive_days"), "90 days");
    EXPECT_EQ(text("price.glacier_min_days"), "90 days");
}

TEST(RoundThreeLessons, TheRehearsalPlanRunsFortyFiveMinutesOverTheParts)
{
    std::vector<int> ids;
    for (int n = 1; n <= 6; ++n)
        ids.push_back(n);
    for (int n = 1; n <= 7; ++n)
        ids.push_back(100 + n), ids.push_back(200 + n);
    for (int n = 1; n <= kRoundThreeParts; ++n)
        ids.push_back(300 + n);
    const RehearsalPlan plan =
        parseRehearsalPlan(test::readFile("stages/rehearsal-round-3.json"), "stages/rehearsal-round-3.json", ids);
    // Recap 1, scope 4, breaks 3, policy and API 5, steps 20, numbers 7, follow-ups 5 (second-seed.md 6.18) = 45.
    ASSERT_EQ(plan.segments.size(), 7u);
    EXPECT_DOUBLE_EQ(plan.segments.front().startMinute, 0);
    EXPECT_DOUBLE_EQ(plan.segments.back().endMinute, 45);
    const double planned[] = {1, 4, 3, 5, 20, 7, 5};
    double sum = 0;
    int checkIns = 0;
    for (size_t i = 0; i < plan.segments.size(); ++i) {
        const double length = plan.segments[i].endMinute - plan.segments[i].startMinute;
        EXPECT_DOUBLE_EQ(length, planned[i]) << i;
        sum += length;
        for (int st : plan.segments[i].stages)
            EXPECT_EQ(st / 100, 3) << "a Round 3 segment opens Round 3's parts";
        checkIns += static_cast<int>(plan.segments[i].checkIns.size());
    }
    EXPECT_DOUBLE_EQ(sum, 45);
    EXPECT_GE(checkIns, 9);
}

} // namespace
} // namespace mqlab
