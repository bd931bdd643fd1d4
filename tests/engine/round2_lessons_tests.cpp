// Round 2's lessons (stages/round-2-N.json): each names its design (stages/round-2.json), fills with no
// unknown key, and teaches the spec's figures (second-seed.md 3.5), each derived by hand beside its
// assertion; the follow-up pages and the build-or-buy page against MSK; the 40-minute rehearsal plan;
// and the platform's setting keys added for the lessons (explain.cpp).
//
// The round's load: 2 x 10^9 messages a day (600 M payments + 1,100 M orders + 300 M reminders)
// / 86,400 = 23,148.1 msg/s; x 3.5 = 81,018.5 msg/s at peak; x 2,000 B = 162.04 MB/s; 4.0 TB a day.
#include <gtest/gtest.h>

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

constexpr int kRoundTwoParts = 7;

std::string partFile(int n)
{
    return "stages/round-2-" + std::to_string(n) + ".json";
}

Stage part(int n)
{
    const std::string file = partFile(n);
    const std::string text = withNamedDesign(test::readFile(file), file,
                                             [](const std::string& name) { return test::readFile("stages/" + name); });
    return parseStage(text, file, catalog());
}

Scenario roundTwoDesign()
{
    return parseScenarioText(test::readFile("stages/round-2.json"), "stages/round-2.json", catalog());
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

std::string pageText(const std::string& id)
{
    std::string out;
    for (const auto& t : fillPage(test::sourcePage(id), roundTwoDesign(), catalog(), id))
        out += t + "\n";
    return out;
}

TEST(RoundTwoLessons, EveryPartOpensRoundTwosDesignAndFillsWithNoUnknownKey)
{
    const Scenario design = roundTwoDesign();
    for (int n = 1; n <= kRoundTwoParts; ++n) {
        SCOPED_TRACE(partFile(n));
        const Stage st = part(n);
        EXPECT_EQ(st.lesson.round, 2);
        EXPECT_EQ(st.lesson.number, n);
        EXPECT_TRUE(st.scenario == design) << "a part opens Round 2's design as it ships";
        const FilledLesson filled = fillLesson(st, catalog(), partFile(n));
        EXPECT_FALSE(contains(all(filled), "{{"));
        ASSERT_FALSE(st.lesson.pages.empty());
        EXPECT_EQ(st.lesson.pages.front(), "r2-build-or-buy") << "every part links the build-or-buy page";
        for (const std::string& id : st.lesson.pages)
            EXPECT_NO_THROW((void)fillPage(test::sourcePage(id), st.scenario, catalog(), id));
    }
    // The follow-ups are reachable from the last part.
    const std::vector<std::string> last = part(7).lesson.pages;
    for (const char* id : {"exactly-once-pipelines", "why-kafka-fast", "ordered-partitions"})
        EXPECT_NE(std::find(last.begin(), last.end(), id), last.end()) << id;
}

TEST(RoundTwoLessons, OrderPerKeyTeachesTheRateAndTheReplicas)
{
    const std::string text = lessonText(1);
    EXPECT_TRUE(contains(text, "23,148.1 msg/s on average and 81,018.5 msg/s at peak")) << text;
    EXPECT_TRUE(contains(text, "162.04 MB/s arriving, 4.0 TB a day and 121.6 TB a month")) << text; // 4 TB x 30.4
    // 2,000 partitions x 3 / 12 = 500 replicas a broker, 2,000 / 12 = 166.7 leaders, 500 / 2,000 = 25%.
    EXPECT_TRUE(contains(text, "500 replicas a broker, about 167 of them leaders")) << text;
    EXPECT_TRUE(contains(text, "That is 25% of the replica count")) << text;
    // Payments: 600 M / 86,400 x 3.5 = 24,305.6 msg/s.
    EXPECT_TRUE(contains(text, "24,305.6 msg/s at peak")) << text;
    // 4,000 partitions: 4,000 x 3 / 12 = 1,000 replicas, 50% of 2,000.
    EXPECT_TRUE(contains(text, "puts 1,000 replicas on each broker, 50% of MSK's figure")) << text;
}

TEST(RoundTwoLessons, DedupWindowAndTheJournal)
{
    const std::string text = lessonText(2);
    // 81,018.5 msg/s x 300 s = 24.3 M IDs; / 2,000 partitions = 12,153.
    EXPECT_TRUE(contains(text, "about 24.3 M IDs across the platform, 12,153 for each")) << text;
    EXPECT_TRUE(contains(text, "for 5 min")) << text; // 300 s / 60
    // Payments' window at 900 s: 24,305.56 x 900 + (12,731.48 + 3,472.22) x 3.5 x 300
    //   = 21,875,000 + 17,013,889 = 38,888,889 = 38.9 M; / 2,000 = 19,444 a partition.
    EXPECT_TRUE(contains(text, "holds about 38.9 M IDs, 19,444 a partition")) << text;
    // One journal: 1,000 / 2 ms = 500 fsyncs a second; 40.5 MB/s / 500 = 81 KB each; a log a replica:
    // 500 x 500 x (1 - e^(-40.5/500)) = 19,456 a second.
    EXPECT_TRUE(contains(text, "at most 500 a second with about 81 KB each")) << text;
    EXPECT_TRUE(contains(text, "19,456 a second")) << text;
    // 1 + 2 + max(3, 1 + 3) + 2 + 1 + 1 = 11 ms, 15 - 11 = 4 ms; with a 4 ms window 13 ms, 2 ms to spare.
    EXPECT_TRUE(contains(text, "11 ms at the 99th percentile, leaving 4 ms of the 15 ms target")) << text;
    EXPECT_TRUE(contains(text, "makes the path 13 ms, 2 ms to spare")) << text;
}

TEST(RoundTwoLessons, StreamsMultiplyTheTraffic)
{
    const std::string text = lessonText(3);
    // In: 162.04 x 3 = 486.1 MB/s; out: 162.04 x (2 reads + 2 followers) = 648.1 MB/s; / 12 = 40.5, 54.0.
    EXPECT_TRUE(contains(text, "takes in 486.1 MB/s")) << text;
    EXPECT_TRUE(contains(text, "sends out 648.1 MB/s")) << text;
    EXPECT_TRUE(contains(text, "40.5 MB/s in and 54.0 MB/s out for each of the 12 brokers")) << text;
    // (40.5 + 54.0) / 468.75 = 20.2%; after a zone loss over 8: 60.8 + 81.0 = 141.8 / 468.75 = 30.2%.
    EXPECT_TRUE(contains(text, "That is 20.2% of a broker's 468.75 MB/s network")) << text;
    EXPECT_TRUE(contains(text, "over 8 brokers each carries 60.8 MB/s in and 81.0 MB/s out, 30.2%")) << text;
    // 4 reads: out 162.04 x 6 = 972.2 MB/s; after a loss (486.1 + 972.2) / 8 = 182.3 / 468.75 = 38.9%.
    EXPECT_TRUE(contains(text, "the fleet sends out 972.2 MB/s; after a zone loss a broker runs at 38.9%")) << text;
}

TEST(RoundTwoLessons, TheTierAndThePageCache)
{
    const std::string text = lessonText(4);
    // 24,000 MB / 40.5 MB/s = 592 s.
    EXPECT_TRUE(contains(text, "which holds 592 s of the 40.5 MB/s it writes")) << text;
    // 4.0 TB x 1 day x 3 x 1.2 = 14.4 TB = 48% of 12 x 2.5 TB = 30.0 TB.
    EXPECT_TRUE(contains(text, "is 14.4 TB with 3 replicas and overhead, 48% of the 30.0 TB")) << text;
    // 14.4 x 7 = 100.8 TB stored; at 48% full: 210 TB; the tier: 4.0 x 7 = 28.0 TB; 1 - 30 / 210 = 85.7%.
    EXPECT_TRUE(contains(text, "would be 100.8 TB stored, 210 TB of gp3")) << text;
    EXPECT_TRUE(contains(text, "holds one copy, 28.0 TB, and cuts the disks by 85.7%")) << text;
    // 210,000 x $0.08 - 30,000 x $0.08 - 28,000 x $0.023 = 16,800 - 2,400 - 644 = $13,756.00.
    EXPECT_TRUE(contains(text, "$13,756.00 a month saved after paying for S3, and the tier's own line is $644.00"))
        << text;
    // (30 - 14.4) / 14.4 = 1.08 days of room.
    EXPECT_TRUE(contains(text, "room for 1.08 days more")) << text;
    // 48 h locally: 28.8 TB of 30.0 = 96%; an 8 GB cache: 8,000 / 40.509 = 197.49, shown 197 s.
    EXPECT_TRUE(contains(text, "fills 96% of the volumes")) << text;
    EXPECT_TRUE(contains(text, "With 8 GB it holds 197 s")) << text;
}

TEST(RoundTwoLessons, EpochsAndABrokerCrash)
{
    const std::string text = lessonText(5);
    // 81,018.5 / 12 = 6,751.5 a second of sends to one broker's leaders: x 1 s = 6,752, x 2 s = 13,503.
    EXPECT_TRUE(contains(text, "between 6,752 and 13,503 of them")) << text;
    // 24 brokers: 2,000 / 24 = 83.3 leaders; 81,018.5 / 24 = 3,375.8 x 1 to 2 s = 3,376 to 6,752.
    EXPECT_TRUE(contains(text, "With 24 brokers each holds about 83 leaders, and a crash costs 3,376 to 6,752"))
        << text;
}

TEST(RoundTwoLessons, SizedForALostZone)
{
    const std::string text = lessonText(6);
    EXPECT_TRUE(contains(text, "60.8 MB/s in and 81.0 MB/s out a broker, 30.2% of the network and 24.3%")) << text;
    // Exact: 162.04 x 2 / 8 = 40.5 in; (324.07 + 162.04) / 8 = 60.8 out; 101.3 / 468.75 = 21.6%.
    EXPECT_TRUE(contains(text, "carries 40.5 MB/s in and 60.8 MB/s out, 21.6% of its network")) << text;
    // 43,776 min x 0.0001 = 4.38 min.
    EXPECT_TRUE(contains(text, "99.99% allows 4.38 min of downtime")) << text;
    // Two zones: 12 x 1 / 2 = 6 brokers left.
    EXPECT_TRUE(contains(text, "In 2 zones a lost zone leaves 6 brokers")) << text;
}

TEST(RoundTwoLessons, TheBillAndTheFirstWall)
{
    const std::string text = lessonText(7);
    // Brokers 12 x 730 x $0.3264 = $2,859.26; controllers 3 x 730 x $0.0816 = $178.70; gp3 30,000 x $0.08
    // = $2,400.00; throughput 12 x 125 x $0.04 = $60.00; S3 28,000 x $0.023 = $644.00; replication
    // 2 x 121,600 x $0.02 = $4,864.00; sends 121,600 x 2/3 x $0.02 = $1,621.33; NLB 730 x $0.0225 = $16.43.
    // Total $12,643.72.
    for (const char* figure :
         {"$2,859.26", "$178.70", "$2,400.00", "$60.00", "$644.00", "$4,864.00", "$1,621.33", "$12,643.72"})
        EXPECT_TRUE(contains(text, figure)) << figure << " in " << text;
    // Follower fetch saves 2 x 121,600 x 2/3 x $0.02 = $3,242.67; without it the month is
    // $12,643.72 + $3,242.67 = $15,886.39.
    EXPECT_TRUE(contains(text, "already saves $3,242.67")) << text;
    EXPECT_TRUE(contains(text, "reads across zones add $3,242.67 and the month becomes $15,886.39")) << text;
    // MSK: 7,148.16 + 3,000.00 + 1,680.00 + 1,621.33 = $13,449.49.
    EXPECT_TRUE(contains(text, "MSK would cost $13,449.49")) << text;
    // The first wall: 30,000 / 14,400 x 81,018.5 = 168,789 msg/s; the network after a loss:
    // 100 / 30.246% x 81,018.5 = 267,857. 12 h locally: 30,000 / 7,200 x 81,018.5 = 337,577.
    EXPECT_TRUE(contains(text, "fill at 168,789 msg/s")) << text;
    EXPECT_TRUE(contains(text, "at 267,857 msg/s")) << text;
    EXPECT_TRUE(contains(text, "the volumes' wall to 337,577 msg/s")) << text;
}

TEST(RoundTwoLessons, BuildOrBuyPageListsBothBillsLineByLine)
{
    const std::string text = pageText("r2-build-or-buy");
    for (const char* figure : {"$2,859.26", "$178.70", "$2,400.00", "$60.00", "$644.00", "$16.43", "$4,864.00",
                               "$1,621.33", "$12,643.72", "$7,148.16", "$3,000.00", "$1,680.00", "$13,449.49"})
        EXPECT_TRUE(contains(text, figure)) << figure << " in " << text;
    EXPECT_TRUE(contains(text, "121.6 TB of messages")) << text;
}

TEST(RoundTwoLessons, FollowUpPagesFillFromTheDesign)
{
    const std::string once = pageText("exactly-once-pipelines");
    EXPECT_TRUE(contains(once, "a 5 min window of deduplication IDs, about 24.3 M of them")) << once;
    const std::string fast = pageText("why-kafka-fast");
    EXPECT_TRUE(contains(fast, "24 GB a broker holds 592 s")) << fast;
    EXPECT_TRUE(contains(fast, "up to 100 messages in one request")) << fast;
    const std::string parts = pageText("ordered-partitions");
    EXPECT_TRUE(contains(parts, "runs 2,000 partitions, 500 replicas a broker, 25%")) << parts;
}

TEST(RoundTwoLessons, SettingKeysCarryTheDesignsValues)
{
    const Scenario s = roundTwoDesign();
    const Figures f = figures(s, catalog(), evaluate(s, catalog()));
    auto text = [&](const std::string& key) { return f.count(key) ? f.at(key).text : "(no " + key + ")"; };
    EXPECT_EQ(text("platform.brokers"), "12");
    EXPECT_EQ(text("platform.brokers_after_loss"), "8"); // 12 x 2 / 3
    EXPECT_EQ(text("platform.local_hours"), "24 h");
    EXPECT_EQ(text("platform.tier_days"), "7 days");
    EXPECT_EQ(text("platform.team_quota"), "5 MB/s");
    EXPECT_EQ(text("platform.availability"), "99.99%");
    EXPECT_EQ(text("payments.peak"), "24,305.6 msg/s");   // 600 M / 86,400 x 3.5
    EXPECT_EQ(text("payments.dedup_minutes"), "5 min");   // 300 s / 60
    EXPECT_EQ(text("reminders.delay_minutes"), "10 min"); // 600 s / 60
    EXPECT_EQ(text("payments.batch"), "100");
}

TEST(RoundTwoLessons, TheRehearsalPlanRunsFortyMinutesOverTheParts)
{
    std::vector<int> ids;
    for (int n = 1; n <= 6; ++n)
        ids.push_back(n);
    for (int r = 1; r <= 2; ++r)
        for (int n = 1; n <= 7; ++n)
            ids.push_back(100 * r + n);
    const RehearsalPlan plan =
        parseRehearsalPlan(test::readFile("stages/rehearsal-round-2.json"), "stages/rehearsal-round-2.json", ids);
    ASSERT_FALSE(plan.segments.empty());
    // Recap 1, scope 4, breaks 3, API 5, steps 17, numbers 6, follow-ups 4 (second-seed.md 6.18) = 40.
    EXPECT_DOUBLE_EQ(plan.segments.back().endMinute, 40);
    ASSERT_EQ(plan.segments.size(), 7u);
    const double planned[] = {1, 4, 3, 5, 17, 6, 4};
    int checkIns = 0;
    for (size_t i = 0; i < plan.segments.size(); ++i) {
        EXPECT_DOUBLE_EQ(plan.segments[i].endMinute - plan.segments[i].startMinute, planned[i]) << i;
        for (int st : plan.segments[i].stages)
            EXPECT_EQ(st / 100, 2) << "a Round 2 segment opens Round 2's parts";
        checkIns += static_cast<int>(plan.segments[i].checkIns.size());
    }
    EXPECT_GE(checkIns, 7);
}

} // namespace
} // namespace mqlab
