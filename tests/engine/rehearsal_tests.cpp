// The rehearsal plan (stages/rehearsal.json) and its timer, driven by a fake clock: segment
// changes, pause, skip ahead, the overrun colours, the summary and the history file.
// The plan's minutes are seed 000's pacing plan: 0-5 requirements, 5-12 Stage 1, 12-20 Stage 2,
// 20-28 Stage 3, 28-34 Stage 4, 34-41 Stages 5 and 6, 41-45 failures.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "mqlab/lesson/rehearsal.h"
#include "seed_helpers.h"

namespace mqlab {
namespace {

using nlohmann::json;
using test::inputErrorOf;

constexpr std::int64_t kMinute = 60000;
const std::vector<int> kStages = {1, 2, 3, 4, 5, 6};

RehearsalPlan shippedPlan() { return parseRehearsalPlan(test::readFile("stages/rehearsal.json"), "stages/rehearsal.json", kStages); }

json planDoc() { return json::parse(test::readFile("stages/rehearsal.json")); }

InputError badPlan(const json& doc) { return inputErrorOf([&] { parseRehearsalPlan(doc.dump(), "rehearsal.json", kStages); }); }

// A fake clock: the test says what time it is.
struct FakeClock {
    std::int64_t now = 1'000'000;  // any origin: the timer only uses differences
    std::int64_t advance(std::int64_t ms) { return now += ms; }
};

TEST(RehearsalPlan, ShippedPlanFollowsTheSeedsPacing)
{
    const RehearsalPlan p = shippedPlan();
    ASSERT_EQ(p.segments.size(), 7u);
    // Seed 000's minutes: 0, 5, 12, 20, 28, 34, 41, 45.
    const double bounds[] = {0, 5, 12, 20, 28, 34, 41, 45};
    for (size_t i = 0; i < p.segments.size(); ++i) {
        EXPECT_EQ(p.segments[i].startMinute, bounds[i]) << p.segments[i].id;
        EXPECT_EQ(p.segments[i].endMinute, bounds[i + 1]) << p.segments[i].id;
        EXPECT_FALSE(p.segments[i].points.empty());
    }
    EXPECT_EQ(p.plannedMs(), 45 * kMinute);  // the whole answer: 45 minutes
    // The canvas follows the plan: Stage 1 for requirements and Stage 1, then 2, 3, 4, 5 (and 6), 6.
    EXPECT_EQ(p.segments[0].stages, std::vector<int>{1});
    EXPECT_EQ(p.segments[3].stages, std::vector<int>{3});
    EXPECT_EQ(p.segments[5].stages, (std::vector<int>{5, 6}));
    // The Stage 3 segment asks Stage 3's own check-in and the more-or-bigger page's.
    ASSERT_EQ(p.segments[3].checkIns.size(), 2u);
    EXPECT_EQ(p.segments[3].checkIns[0].stage, 3);
    EXPECT_EQ(p.segments[3].checkIns[1].page, "more-or-bigger");
    EXPECT_TRUE(p.segments[0].checkIns[0].ownText());
}

TEST(RehearsalPlan, EveryOwnCheckInFillsOnItsStage)
{
    // A check-in written for the plan names only figures its stage's design has.
    const RehearsalPlan p = shippedPlan();
    for (const auto& seg : p.segments)
        for (const auto& ci : seg.checkIns) {
            if (!ci.ownText())
                continue;
            const Scenario s = test::stageScenario(ci.stage);
            const Figures f = figures(s, test::catalog(), evaluate(s, test::catalog()));
            EXPECT_NO_THROW(fillTemplate(ci.question, f, seg.id));
            EXPECT_FALSE(test::contains(fillTemplate(ci.answer, f, seg.id), "{{"));
            if (seg.id != "requirements")
                continue;
            // 25,000 x 2 KiB = 51,200,000 bytes/s = 51.2 MB/s = 48.83 MiB/s (seed 000's entry).
            EXPECT_TRUE(test::contains(fillTemplate(ci.answer, f, seg.id), "51.2 MB/s"));
            EXPECT_TRUE(test::contains(fillTemplate(ci.answer, f, seg.id), "48.83 MiB/s"));
        }
    // The close (minutes 41 to 45) asks about the zone bill with its figures: six groups read
    // 123,596.19 GiB a month each, two thirds across zones, at $0.01 each way: 6 x 123,596.19 x 2/3
    // x $0.02 = $9,887.70 (seed: "about $9,888").
    const RehearsalSegment& close = p.segments.back();
    ASSERT_EQ(close.checkIns.size(), 3u);
    const Scenario s6 = test::stageScenario(6);
    const Figures f6 = figures(s6, test::catalog(), evaluate(s6, test::catalog()));
    EXPECT_TRUE(test::contains(fillTemplate(close.checkIns[2].answer, f6, "close"), "$9,887.70"));
}

TEST(RehearsalPlan, BadPlansNameTheFieldAndTheRange)
{
    json doc = planDoc();
    doc["segments"][2]["start_minute"] = 13;  // a gap after Stage 1's end at minute 12
    InputError e = badPlan(doc);
    EXPECT_EQ(e.path(), "segments[2].start_minute");
    EXPECT_TRUE(test::contains(e.problem(), "must be 12"));

    doc = planDoc();
    doc["segments"][1]["end_minute"] = 4;  // before its start at 5
    e = badPlan(doc);
    EXPECT_EQ(e.path(), "segments[1].end_minute");

    doc = planDoc();
    doc["segments"][3]["stages"][0] = 9;  // no stage 9
    e = badPlan(doc);
    EXPECT_EQ(e.path(), "segments[3].stages[0]");
    EXPECT_TRUE(test::contains(e.problem(), "1, 2, 3, 4, 5, 6"));

    doc = planDoc();
    doc["red_over_percent"] = 0;
    e = badPlan(doc);
    EXPECT_EQ(e.path(), "red_over_percent");
    EXPECT_TRUE(test::contains(e.problem(), "1 to 1,000 %"));

    doc = planDoc();
    doc["segments"][0]["colour"] = "red";
    EXPECT_EQ(badPlan(doc).path(), "segments[0].colour");

    doc = planDoc();
    doc["segments"][4]["id"] = "stage-3";  // taken by segment 3
    EXPECT_EQ(badPlan(doc).path(), "segments[4].id");

    doc = planDoc();
    doc["segments"][0]["check_ins"][0]["page"] = "why-log";  // both a page and its own text
    EXPECT_EQ(badPlan(doc).path(), "segments[0].check_ins[0].page");

    e = inputErrorOf([] { parseRehearsalPlan("{\"schema\": 1,", "rehearsal.json", kStages); });
    EXPECT_TRUE(test::contains(e.problem(), "malformed JSON"));
}

TEST(RehearsalTimer, SegmentsChangeOnlyWhenTheCandidateMovesOn)
{
    FakeClock clock;
    RehearsalTimer t(shippedPlan());
    EXPECT_EQ(t.state(), RehearsalState::Idle);
    EXPECT_EQ(t.current(), -1);
    EXPECT_FALSE(t.pause(clock.now));  // nothing to pause yet
    ASSERT_TRUE(t.start(clock.now));
    EXPECT_EQ(t.current(), 0);
    EXPECT_EQ(t.segmentLeftMs(), 5 * kMinute);  // requirements: 0 to 5

    t.tick(clock.advance(3 * kMinute));
    EXPECT_EQ(t.segmentSpentMs(), 3 * kMinute);
    EXPECT_EQ(t.segmentLeftMs(), 2 * kMinute);
    EXPECT_EQ(t.current(), 0);

    ASSERT_TRUE(t.next(clock.advance(30000)));  // done after 3:30
    EXPECT_EQ(t.current(), 1);
    // Stage 1 gets its own 7 minutes (5 to 12), whatever requirements took.
    EXPECT_EQ(t.segmentLeftMs(), 7 * kMinute);
    t.tick(clock.advance(kMinute));
    EXPECT_EQ(t.segmentLeftMs(), 6 * kMinute);
    EXPECT_EQ(t.elapsedMs(), 4 * kMinute + 30000);  // 3:30 + 1:00

    const auto r = t.results();
    EXPECT_EQ(r[0].actualMs, 3 * kMinute + 30000);
    EXPECT_EQ(r[0].plannedMs, 5 * kMinute);
    EXPECT_EQ(r[1].actualMs, kMinute);  // the live segment, so far
}

TEST(RehearsalTimer, PauseStopsEveryClock)
{
    FakeClock clock;
    RehearsalTimer t(shippedPlan());
    t.start(clock.now);
    t.tick(clock.advance(2 * kMinute));
    ASSERT_TRUE(t.pause(clock.now));
    EXPECT_EQ(t.state(), RehearsalState::Paused);
    t.tick(clock.advance(10 * kMinute));  // a long break: counts for nothing
    EXPECT_EQ(t.elapsedMs(), 2 * kMinute);
    EXPECT_EQ(t.segmentSpentMs(), 2 * kMinute);
    EXPECT_EQ(t.overrun(), Overrun::Ok);  // 12 minutes of wall time, 2 of rehearsal
    EXPECT_FALSE(t.pause(clock.now));     // already paused
    ASSERT_TRUE(t.resume(clock.advance(1000)));
    t.tick(clock.advance(kMinute));
    EXPECT_EQ(t.elapsedMs(), 3 * kMinute);
    EXPECT_EQ(t.segmentSpentMs(), 3 * kMinute);
    // A clock that steps back counts as no time passing.
    t.tick(clock.now - 5 * kMinute);
    EXPECT_EQ(t.elapsedMs(), 3 * kMinute);
}

TEST(RehearsalTimer, OverrunTurnsAmberThenRed)
{
    FakeClock clock;
    RehearsalTimer t(shippedPlan());
    t.start(clock.now);
    // Requirements plans 5 minutes. Red comes at 50% over (2:30) or 2 minutes over, whichever
    // is first: 2 minutes, so red from 7:00.
    t.tick(clock.advance(5 * kMinute));
    EXPECT_EQ(t.overrun(), Overrun::Ok);  // exactly on plan
    t.tick(clock.advance(1));
    EXPECT_EQ(t.overrun(), Overrun::Amber);
    EXPECT_EQ(t.segmentLeftMs(), -1);
    t.tick(clock.advance(2 * kMinute - 2));  // 6:59.999
    EXPECT_EQ(t.overrun(), Overrun::Amber);
    t.tick(clock.advance(1));  // 7:00
    EXPECT_EQ(t.overrun(), Overrun::Red);
    EXPECT_EQ(clockText(t.segmentLeftMs()), "-2:00");
    // The next segment starts on its own plan, back to ok.
    t.next(clock.advance(1000));
    EXPECT_EQ(t.overrun(), Overrun::Ok);
    EXPECT_EQ(t.results()[0].overrun, Overrun::Red);
}

TEST(RehearsalTimer, RedThresholdTakesTheSmallerOfPercentAndMinutes)
{
    RehearsalPlan p = shippedPlan();
    // A 2-minute segment: 50% over is 1 minute, before the 2-minute limit.
    EXPECT_EQ(overrunOf(p, 2 * kMinute, 3 * kMinute - 1), Overrun::Amber);
    EXPECT_EQ(overrunOf(p, 2 * kMinute, 3 * kMinute), Overrun::Red);
    // An 8-minute segment (Stage 3, 20 to 28): 50% is 4 minutes, so 2 minutes over turns red.
    EXPECT_EQ(overrunOf(p, 8 * kMinute, 10 * kMinute - 1), Overrun::Amber);
    EXPECT_EQ(overrunOf(p, 8 * kMinute, 10 * kMinute), Overrun::Red);
    p.redOverMinutes = 5;  // the plan's own thresholds decide
    EXPECT_EQ(overrunOf(p, 8 * kMinute, 10 * kMinute), Overrun::Amber);
}

TEST(RehearsalTimer, SkipAheadKeepsTheTimeSpentAndMarksTheRestSkipped)
{
    FakeClock clock;
    RehearsalTimer t(shippedPlan());
    t.start(clock.now);
    t.tick(clock.advance(4 * kMinute));
    ASSERT_TRUE(t.skipTo(3, clock.advance(0)));  // straight to Stage 3
    EXPECT_EQ(t.current(), 3);
    EXPECT_EQ(t.segmentLeftMs(), 8 * kMinute);  // Stage 3: 20 to 28
    EXPECT_FALSE(t.skipTo(2, clock.now));       // never backwards
    EXPECT_FALSE(t.skipTo(7, clock.now));       // no segment 7
    t.tick(clock.advance(9 * kMinute));
    ASSERT_TRUE(t.finish(clock.now));
    EXPECT_EQ(t.state(), RehearsalState::Finished);
    EXPECT_FALSE(t.next(clock.now));

    const auto r = t.results();
    EXPECT_EQ(r[0].actualMs, 4 * kMinute);
    EXPECT_FALSE(r[0].skipped);
    EXPECT_TRUE(r[1].skipped);
    EXPECT_EQ(r[1].actualMs, 0);
    EXPECT_TRUE(r[2].skipped);
    EXPECT_EQ(r[3].actualMs, 9 * kMinute);
    EXPECT_EQ(r[3].overrun, Overrun::Amber);  // 1 minute over 8: amber, red only at 2
    for (int i = 4; i < 7; ++i)
        EXPECT_TRUE(r[i].skipped) << i;
    EXPECT_EQ(t.elapsedMs(), 13 * kMinute);  // 4 + 9
}

// Two quick presses of Next pass a segment by: Previous goes back to it, and its clock carries
// on from the time it had; the segment left keeps its own time and is done, not skipped.
TEST(RehearsalTimer, PreviousGoesBackAndTheClockCarriesOn)
{
    FakeClock clock;
    RehearsalTimer t(shippedPlan());
    EXPECT_FALSE(t.previous(clock.now)); // no run yet
    t.start(clock.now);
    EXPECT_FALSE(t.previous(clock.now)); // nothing before the first segment
    t.tick(clock.advance(2 * kMinute));
    ASSERT_TRUE(t.next(clock.now));          // requirements done at 2:00
    ASSERT_TRUE(t.next(clock.advance(300))); // a second press 0.3 s later: Stage 1 passed by
    EXPECT_EQ(t.current(), 2);
    EXPECT_EQ(t.segmentState(1), SegmentState::Done);
    ASSERT_TRUE(t.previous(clock.advance(700))); // back 0.7 s later
    EXPECT_EQ(t.current(), 1);
    EXPECT_EQ(t.segmentState(1), SegmentState::Current);
    EXPECT_EQ(t.segmentState(2), SegmentState::Done); // given for 0.7 s, then left
    EXPECT_EQ(t.segmentSpentMs(), 300);               // Stage 1's first 0.3 s
    t.tick(clock.advance(6 * kMinute));
    // 0.3 s + 6:00 against Stage 1's 7 minutes (5 to 12).
    EXPECT_EQ(t.segmentSpentMs(), 6 * kMinute + 300);
    EXPECT_EQ(t.segmentLeftMs(), kMinute - 300);
    ASSERT_TRUE(t.next(clock.now)); // on to Stage 2: its 0.7 s carry on too
    EXPECT_EQ(t.current(), 2);
    EXPECT_EQ(t.segmentSpentMs(), 700);
    t.tick(clock.advance(kMinute));
    // backTo: straight to the first segment; the total is every running ms: 2:00 + 0.3 + 0.7 + 6:00 + 1:00.
    ASSERT_TRUE(t.backTo(0, clock.now));
    EXPECT_EQ(t.segmentSpentMs(), 2 * kMinute);
    EXPECT_FALSE(t.backTo(0, clock.now)); // not back to where it is
    EXPECT_EQ(t.elapsedMs(), 9 * kMinute + 1000);
    const auto r = t.results();
    EXPECT_EQ(r[1].actualMs, 6 * kMinute + 300);
    EXPECT_EQ(r[2].actualMs, kMinute + 700);
    for (const auto& s : r)
        EXPECT_FALSE(s.skipped) << s.id;
}

// Going back over a skipped segment leaves it skipped; jumping ahead over one given earlier
// leaves it done; finishing skips only the segments never given.
TEST(RehearsalTimer, GoingBackKeepsWhatWasGivenAndWhatWasSkipped)
{
    FakeClock clock;
    RehearsalTimer t(shippedPlan());
    t.start(clock.now);
    t.tick(clock.advance(kMinute));
    ASSERT_TRUE(t.skipTo(2, clock.now)); // segment 1 skipped
    t.tick(clock.advance(2 * kMinute));
    ASSERT_TRUE(t.skipTo(4, clock.now)); // segment 3 skipped
    t.tick(clock.advance(kMinute));
    ASSERT_TRUE(t.backTo(2, clock.now));
    EXPECT_EQ(t.segmentState(1), SegmentState::Skipped);
    EXPECT_EQ(t.segmentState(3), SegmentState::Skipped);
    EXPECT_EQ(t.segmentState(4), SegmentState::Done);
    EXPECT_EQ(t.segmentState(5), SegmentState::Ahead);
    EXPECT_EQ(t.segmentSpentMs(), 2 * kMinute);
    ASSERT_TRUE(t.skipTo(5, clock.advance(kMinute))); // past 3 (still skipped) and 4 (given)
    EXPECT_EQ(t.segmentState(3), SegmentState::Skipped);
    EXPECT_EQ(t.segmentState(4), SegmentState::Done);
    ASSERT_TRUE(t.backTo(3, clock.advance(kMinute))); // a skipped segment given after all
    EXPECT_EQ(t.segmentState(3), SegmentState::Current);
    t.tick(clock.advance(2 * kMinute));
    ASSERT_TRUE(t.finish(clock.now));
    EXPECT_EQ(t.segmentState(3), SegmentState::Done);
    EXPECT_EQ(t.segmentState(4), SegmentState::Done); // given before the step back
    EXPECT_EQ(t.segmentState(5), SegmentState::Done);
    EXPECT_EQ(t.segmentState(6), SegmentState::Skipped);
    const auto r = t.results();
    // Segment 2: 2:00, then 1:00 after coming back; 4: 1:00; 5: 1:00; 3: 2:00.
    EXPECT_EQ(r[2].actualMs, 3 * kMinute);
    EXPECT_EQ(r[3].actualMs, 2 * kMinute);
    EXPECT_FALSE(r[3].skipped);
    EXPECT_EQ(r[4].actualMs, kMinute);
    EXPECT_TRUE(r[1].skipped);
    EXPECT_TRUE(r[6].skipped);
    EXPECT_EQ(t.elapsedMs(), 8 * kMinute); // 1 + 2 + 1 + 1 + 1 + 2
}

// Undo takes back segment changes, latest first, as if they had not been made: the time since
// counts for the segment the run returns to, and the segments jumped over are no longer skipped.
TEST(RehearsalTimer, UndoTakesBackSegmentChanges)
{
    FakeClock clock;
    RehearsalTimer t(shippedPlan());
    EXPECT_FALSE(t.undo(clock.now));
    t.start(clock.now);
    EXPECT_EQ(t.undoTarget(), -1);
    EXPECT_FALSE(t.undo(clock.now)); // no change yet
    t.tick(clock.advance(4 * kMinute));
    ASSERT_TRUE(t.skipTo(3, clock.now));
    EXPECT_EQ(t.segmentState(1), SegmentState::Skipped);
    ASSERT_TRUE(t.next(clock.advance(500))); // a stray press
    EXPECT_EQ(t.undoTarget(), 3);
    ASSERT_TRUE(t.undo(clock.advance(500)));
    EXPECT_EQ(t.current(), 3);
    EXPECT_EQ(t.segmentState(4), SegmentState::Ahead);
    EXPECT_EQ(t.segmentSpentMs(), 1000); // 0.5 s before the press and 0.5 s after it
    EXPECT_EQ(t.undoTarget(), 0);
    // Paused, the undo still works and no time passes.
    ASSERT_TRUE(t.pause(clock.now));
    t.tick(clock.advance(10 * kMinute));
    ASSERT_TRUE(t.undo(clock.now));
    EXPECT_EQ(t.current(), 0);
    EXPECT_EQ(t.segmentState(1), SegmentState::Ahead);
    EXPECT_EQ(t.segmentState(2), SegmentState::Ahead);
    EXPECT_EQ(t.segmentState(3), SegmentState::Ahead);
    EXPECT_EQ(t.segmentSpentMs(), 4 * kMinute + 1000); // 4:00 + 0.5 s + 0.5 s
    EXPECT_EQ(t.elapsedMs(), 4 * kMinute + 1000);
    EXPECT_EQ(t.undoTarget(), -1);
    // A step back is undone the same way.
    t.resume(clock.now);
    ASSERT_TRUE(t.next(clock.advance(kMinute)));
    ASSERT_TRUE(t.previous(clock.advance(kMinute)));
    EXPECT_EQ(t.undoTarget(), 1);
    ASSERT_TRUE(t.undo(clock.advance(kMinute)));
    EXPECT_EQ(t.current(), 1);
    EXPECT_EQ(t.segmentSpentMs(), 2 * kMinute);             // 1:00 before the step back, 1:00 after
    EXPECT_EQ(t.results()[0].actualMs, 5 * kMinute + 1000); // the 1:00 before Next stays
    // Finishing ends the run: nothing to undo after it.
    ASSERT_TRUE(t.finish(clock.now));
    EXPECT_EQ(t.undoTarget(), -1);
    EXPECT_FALSE(t.undo(clock.now));
    EXPECT_EQ(t.state(), RehearsalState::Finished);
}

TEST(RehearsalTimer, AFullRunGivesTheSummaryAndAHistoryRecord)
{
    FakeClock clock;
    RehearsalTimer t(shippedPlan());
    t.start(clock.now);
    // Segment times in minutes: 4, 8, 8, 11, 6, 7, 3 = 47 minutes in all.
    const std::int64_t spent[] = {4, 8, 8, 11, 6, 7, 3};
    EXPECT_TRUE(t.reveal(0, 0));
    EXPECT_FALSE(t.reveal(0, 0));  // once only
    EXPECT_FALSE(t.reveal(0, 5));  // no such check-in
    for (int i = 0; i < 7; ++i) {
        EXPECT_EQ(t.current(), i);
        if (i == 3)
            t.reveal(3, 1);
        t.tick(clock.advance(spent[i] * kMinute));
        t.next(clock.now);
    }
    EXPECT_EQ(t.state(), RehearsalState::Finished);
    const RehearsalRecord rec = recordOf(t, "2026-11-29T12:40:00Z");
    EXPECT_EQ(rec.totalMs, 47 * kMinute);
    EXPECT_EQ(rec.plannedMs, 45 * kMinute);
    ASSERT_EQ(rec.segments.size(), 7u);
    EXPECT_EQ(rec.segments[1].overrun, Overrun::Amber); // Stage 1: 8 against 7
    EXPECT_EQ(rec.segments[3].overrun, Overrun::Red);   // Stage 3: 11 against 8, 3 minutes over
    EXPECT_EQ(rec.segments[6].overrun, Overrun::Ok);    // failures: 3 against 4
    // Check-ins: 1 + 2 + 2 + 2 + 1 + 2 + 3 = 13 in the plan (Stage 1 adds the resent event, the close asks three); 2 revealed.
    EXPECT_EQ(rec.checkIns, 13);
    EXPECT_EQ(rec.revealed, 2);
    EXPECT_EQ(rec.segments[3].revealed, 1);

    // The history round-trips.
    const std::string text = rehearsalHistoryText({rec, rec});
    const auto back = parseRehearsalHistory(text, "history.json");
    ASSERT_EQ(back.size(), 2u);
    EXPECT_EQ(back[1].totalMs, 47 * kMinute);
    EXPECT_EQ(back[1].segments[3].actualMs, 11 * kMinute);
    EXPECT_EQ(back[1].revealed, 2);
    EXPECT_EQ(back[0].date, "2026-11-29T12:40:00Z");

    // A fresh start drops the old run.
    ASSERT_TRUE(t.start(clock.advance(1000)));
    EXPECT_EQ(t.current(), 0);
    EXPECT_EQ(t.elapsedMs(), 0);
    EXPECT_FALSE(t.revealed(0, 0));
}

TEST(RehearsalHistory, ABrokenFileNamesTheField)
{
    json doc = json::parse(rehearsalHistoryText({}));
    EXPECT_TRUE(parseRehearsalHistory(doc.dump(), "h.json").empty());
    doc["runs"] = json::array({{{"date", "2026-11-29"}, {"planned_ms", 2700000}, {"total_ms", -5}, {"segments", json::array()}}});
    InputError e = inputErrorOf([&] { parseRehearsalHistory(doc.dump(), "h.json"); });
    EXPECT_EQ(e.path(), "runs[0].total_ms");
    EXPECT_TRUE(test::contains(e.problem(), "0 to 86,400,000"));
    e = inputErrorOf([] { parseRehearsalHistory("[1, 2]", "h.json"); });
    EXPECT_EQ(e.file(), "h.json");
}

TEST(RehearsalClock, ClockText)
{
    EXPECT_EQ(clockText(0), "0:00");
    EXPECT_EQ(clockText(7 * kMinute), "7:00");
    EXPECT_EQ(clockText(65999), "1:05");  // rounded down to the second
    EXPECT_EQ(clockText(-65000), "-1:05");
    EXPECT_EQ(clockText(45 * kMinute), "45:00");
}

}  // namespace
}  // namespace mqlab
