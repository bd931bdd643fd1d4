// The 45-minute rehearsal: the pacing plan as data (stages/rehearsal.json, described in
// stages/README.md), a timer that is told the time from outside, and the record of finished runs.
// No clock is read here: the app passes monotonic milliseconds, the tests pass a fake clock.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

namespace mqlab {

inline constexpr int kRehearsalSchema = 1;

// A check-in a segment asks: a stage's own, a side page's, or one written for the segment.
// Its figures are always filled from `stage`'s design.
struct RehearsalCheckIn {
    int stage = 0;                  // 1 to 99, a stage file that exists
    std::string page;               // a side page id, or empty
    std::string question, answer;   // written for the segment (both set), or empty
    bool ownText() const { return !question.empty(); }
};

// One part of the plan, in minutes from the start of the interview.
struct RehearsalSegment {
    std::string id, title;                // id: [a-z0-9-], unique in the plan
    double startMinute = 0, endMinute = 0;  // 0 <= start < end <= 180; segments follow each other without gaps
    std::vector<int> stages;              // stages the canvas shows, the first on entry; at least one
    std::vector<std::string> points;      // what to cover, in our words; at least one
    std::vector<RehearsalCheckIn> checkIns;
    std::int64_t plannedMs() const { return static_cast<std::int64_t>((endMinute - startMinute) * 60000.0 + 0.5); }
};

struct RehearsalPlan {
    std::string title;
    // A segment's clock turns red once it runs over its plan by this percent of the plan or by
    // this many minutes, whichever comes first; it is amber as soon as it passes its plan.
    double redOverPercent = 50;   // 1 to 1,000 %
    double redOverMinutes = 2;    // more than 0 and up to 60 minutes
    std::vector<RehearsalSegment> segments;  // at least one, in order
    std::int64_t plannedMs() const;          // the last segment's end, ms
};

// Throws InputError naming `fileName`, the field and the allowed range. `stages` lists the stage
// numbers that exist; a segment or check-in naming another is an error.
RehearsalPlan parseRehearsalPlan(const std::string& text, const std::string& fileName, const std::vector<int>& stages);

enum class Overrun { Ok, Amber, Red };  // within plan; past it; past the red threshold
// Every overrun, in order: a new one goes here too (the app's RehearsalOverrun is checked against it).
inline constexpr Overrun kAllOverruns[] = {Overrun::Ok, Overrun::Amber, Overrun::Red};
std::string overrunName(Overrun o);     // "ok", "amber", "red"
Overrun overrunOf(const RehearsalPlan& plan, std::int64_t plannedMs, std::int64_t spentMs);

// How one segment went, for the summary and the history.
struct SegmentResult {
    std::string id, title;
    std::int64_t plannedMs = 0, actualMs = 0;  // ms; actual excludes pauses
    bool skipped = false;     // jumped over: never shown, actual 0
    Overrun overrun = Overrun::Ok;
    int checkIns = 0, revealed = 0;  // check-ins the segment asks, and how many were revealed
};

// The timer's states: Idle -> Running <-> Paused -> Finished.
enum class RehearsalState { Idle, Running, Paused, Finished };
inline constexpr RehearsalState kAllRehearsalStates[] = {RehearsalState::Idle, RehearsalState::Running,
                                                         RehearsalState::Paused, RehearsalState::Finished};

// Where a segment stands in a run: not reached yet, the one being given, given (at least once,
// and left), or jumped over without being given.
enum class SegmentState { Ahead, Current, Done, Skipped };
// Every state, in order, as kAllOverruns (the app's enums are checked against them).
inline constexpr SegmentState kAllSegmentStates[] = {SegmentState::Ahead, SegmentState::Current, SegmentState::Done,
                                                     SegmentState::Skipped};

// A pure state machine over the plan. Every call takes the caller's monotonic time in ms; a time
// earlier than the last one seen counts as no time passing. Calls that make no sense in the
// current state (pause while idle, skip after the end) change nothing and return false.
//
// Timings: only running time counts; a pause stops every clock. A segment's time runs from the
// moment it is entered until it is left, whichever way it is left:
//  - next(): the current segment ends now with the time spent (under or over its plan) and the
//    following one starts; on the last segment it finishes the rehearsal.
//  - skipTo(k), k after the current one ("skip ahead"): the current segment ends now with the
//    time spent; the segments between are marked skipped with 0 ms; k starts now.
//  - previous() / backTo(k), k before the current one ("go back"): the current segment ends now
//    with the time spent; k is entered again and its clock carries on from the time it had.
//  - finish(): the current segment ends now; the ones after it never given are marked skipped.
// A segment given more than once adds up its visits. Each segment gets its own plan's length,
// whatever the others took; the total runs against the plan's 45 minutes.
//
// Every segment change within a run can be undone, latest first: undo() puts the run back as it
// was before the change, and the time since counts for the segment it returns to (as if the
// change had never been made). finish() ends the run and cannot be undone.
class RehearsalTimer {
public:
    explicit RehearsalTimer(RehearsalPlan plan);

    bool start(std::int64_t nowMs);   // from Idle or Finished: a fresh run at segment 0
    bool pause(std::int64_t nowMs);
    bool resume(std::int64_t nowMs);
    bool next(std::int64_t nowMs);
    bool skipTo(int segment, std::int64_t nowMs);
    bool previous(std::int64_t nowMs);             // back one segment; false on the first
    bool backTo(int segment, std::int64_t nowMs);  // an earlier segment
    bool undo(std::int64_t nowMs);                 // the latest segment change of this run
    bool finish(std::int64_t nowMs);
    void tick(std::int64_t nowMs);    // moves the clocks on; changes no segment
    void reset();                     // back to Idle, results dropped
    // Records that check-in `checkIn` of `segment` was revealed (at most once each).
    bool reveal(int segment, int checkIn);

    const RehearsalPlan& plan() const { return plan_; }
    RehearsalState state() const { return state_; }
    int current() const { return current_; }                // segment index; -1 when idle
    std::int64_t elapsedMs() const;                         // running time since start
    std::int64_t segmentSpentMs() const;                    // in the current segment
    std::int64_t segmentLeftMs() const;                     // plan - spent; negative once over
    Overrun overrun() const;                                // of the current segment
    bool revealed(int segment, int checkIn) const;
    SegmentState segmentState(int segment) const;  // Ahead for an index out of range
    int undoTarget() const;  // the segment undo() would return to; -1 with nothing to undo
    // One entry a segment: finished ones with their times, the current one so far, later ones
    // with 0 ms. After finish() it is the run's summary.
    std::vector<SegmentResult> results() const;

private:
    // What a segment change alters, kept so the change can be undone.
    struct Place {
        int current = -1;
        std::int64_t segmentStart = 0;
        std::vector<std::int64_t> actual;
        std::vector<bool> skipped, entered;
    };
    std::int64_t runningMs(std::int64_t nowMs) const;
    bool moving() const { return state_ == RehearsalState::Running || state_ == RehearsalState::Paused; }
    void leaveCurrent();
    void enter(int segment);

    RehearsalPlan plan_;
    RehearsalState state_ = RehearsalState::Idle;
    int current_ = -1;
    std::int64_t lastNow_ = 0;        // the latest time seen
    std::int64_t activeBefore_ = 0;   // running ms before the current run of Running
    std::int64_t runningSince_ = 0;   // when Running last began
    std::int64_t segmentStart_ = 0;   // running ms at which the current segment began
    std::vector<std::int64_t> actual_;  // ms of the visits that have ended, a segment
    std::vector<bool> skipped_, entered_;
    std::vector<Place> undo_;           // before each segment change of this run, oldest first
    std::vector<std::vector<bool>> revealed_;
};

// One finished rehearsal, kept so a candidate sees progress over several runs.
struct RehearsalRecord {
    std::string date;                     // ISO 8601, e.g. "2026-11-29T12:40:00Z"
    std::int64_t plannedMs = 0, totalMs = 0;
    std::vector<SegmentResult> segments;
    int checkIns = 0, revealed = 0;
};
RehearsalRecord recordOf(const RehearsalTimer& timer, const std::string& date);
nlohmann::json toJson(const RehearsalRecord& record);
// The history file: {"schema": 1, "runs": [...]}. Throws InputError naming the field.
std::vector<RehearsalRecord> parseRehearsalHistory(const std::string& text, const std::string& fileName);
std::string rehearsalHistoryText(const std::vector<RehearsalRecord>& runs);

// "7:00", "-1:05" (minutes:seconds, rounded down to the second; a minus sign when negative).
std::string clockText(std::int64_t ms);

}  // namespace mqlab
