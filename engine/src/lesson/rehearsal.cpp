#include "mqlab/lesson/rehearsal.h"

#include <algorithm>
#include <cmath>
#include <set>

#include <nlohmann/json.hpp>

#include "mqlab/error.h"
#include "mqlab/report/format.h"

#include "../json_fields.h"

namespace mqlab {
namespace {

using nlohmann::json;

using fields::at;
using fields::need;
using fields::onlyKeys;
using fields::text;

double number(const json& obj, const char* key, double lo, double hi, bool loOpen, const std::string& unit,
              const std::string& file, const std::string& path)
{
    const std::string range = (loOpen ? "more than " : "") + grouped(lo) + (loOpen ? " and up to " : " to ") +
                              grouped(hi) + " " + unit;
    const json& v = need(obj, key, file, path, "a number, " + range);
    if (!v.is_number())
        throw InputError(file, at(path, key), "must be a number, " + range);
    const double d = v.get<double>();
    if (std::isnan(d) || (loOpen ? !(d > lo) : !(d >= lo)) || !(d <= hi))
        throw InputError(file, at(path, key), "must be " + range + " (got " + v.dump() + ")");
    return d;
}

int stageNumber(const json& v, const std::vector<int>& stages, const std::string& file, const std::string& path)
{
    std::string list;
    for (int n : stages)
        list += (list.empty() ? "" : ", ") + std::to_string(n);
    if (!v.is_number_integer() || std::find(stages.begin(), stages.end(), v.get<int>()) == stages.end())
        throw InputError(file, path, "must be the number of a stage that exists: " + list + " (got " + v.dump() + ")");
    return v.get<int>();
}

std::int64_t nonNegativeMs(const json& obj, const char* key, const std::string& file, const std::string& path)
{
    const json& v = need(obj, key, file, path, "whole milliseconds, 0 to 86,400,000");
    if (!v.is_number_integer() || v.get<std::int64_t>() < 0 || v.get<std::int64_t>() > 86400000)
        throw InputError(file, at(path, key), "must be whole milliseconds, 0 to 86,400,000 (got " + v.dump() + ")");
    return v.get<std::int64_t>();
}

}  // namespace

std::int64_t RehearsalPlan::plannedMs() const
{
    return segments.empty() ? 0 : static_cast<std::int64_t>(segments.back().endMinute * 60000.0 + 0.5);
}

RehearsalPlan parseRehearsalPlan(const std::string& textIn, const std::string& file, const std::vector<int>& stages)
{
    const json doc = fields::parseObject(textIn, file);
    onlyKeys(doc, {"schema", "title", "red_over_percent", "red_over_minutes", "segments"}, file, "");
    if (!doc.contains("schema") || !doc.at("schema").is_number_integer() || doc.at("schema").get<int>() != kRehearsalSchema)
        throw InputError(file, "schema", "must be 1 (the only rehearsal schema so far)");
    RehearsalPlan plan;
    plan.title = text(doc, "title", file, "");
    plan.redOverPercent = number(doc, "red_over_percent", 1, 1000, false, "%", file, "");
    plan.redOverMinutes = number(doc, "red_over_minutes", 0, 60, true, "minutes", file, "");
    const json& segs = need(doc, "segments", file, "", "an array of at least one segment");
    if (!segs.is_array() || segs.empty())
        throw InputError(file, "segments", "must be an array of at least one segment");
    std::set<std::string> ids;
    for (size_t i = 0; i < segs.size(); ++i) {
        const std::string path = at("segments", i);
        const json& s = segs[i];
        if (!s.is_object())
            throw InputError(file, path, "must be an object");
        onlyKeys(s, {"id", "title", "start_minute", "end_minute", "stages", "points", "check_ins"}, file, path);
        RehearsalSegment seg;
        seg.id = text(s, "id", file, path);
        if (seg.id.find_first_not_of("abcdefghijklmnopqrstuvwxyz0123456789-") != std::string::npos)
            throw InputError(file, at(path, "id"), "must use only a-z, 0-9 and - (got \"" + seg.id + "\")");
        if (!ids.insert(seg.id).second)
            throw InputError(file, at(path, "id"), "\"" + seg.id + "\" is used by another segment; ids must be unique");
        seg.title = text(s, "title", file, path);
        seg.startMinute = number(s, "start_minute", 0, 180, false, "minutes", file, path);
        seg.endMinute = number(s, "end_minute", 0, 180, true, "minutes", file, path);
        // The plan is one interview: each part starts where the one before it ended.
        const double expectedStart = plan.segments.empty() ? 0.0 : plan.segments.back().endMinute;
        if (seg.startMinute != expectedStart)
            throw InputError(file, at(path, "start_minute"),
                             "must be " + grouped(expectedStart, 1) + ", where the segment before it ends (got " +
                                 grouped(seg.startMinute, 1) + ")");
        if (!(seg.endMinute > seg.startMinute))
            throw InputError(file, at(path, "end_minute"), "must be after start_minute (" + grouped(seg.startMinute, 1) +
                                                               "), up to 180 minutes (got " + grouped(seg.endMinute, 1) + ")");
        const json& st = need(s, "stages", file, path, "an array of at least one stage number");
        if (!st.is_array() || st.empty())
            throw InputError(file, at(path, "stages"), "must be an array of at least one stage number");
        for (size_t k = 0; k < st.size(); ++k)
            seg.stages.push_back(stageNumber(st[k], stages, file, at(at(path, "stages"), k)));
        const json& pts = need(s, "points", file, path, "an array of at least one text");
        if (!pts.is_array() || pts.empty())
            throw InputError(file, at(path, "points"), "must be an array of at least one text");
        for (size_t k = 0; k < pts.size(); ++k) {
            if (!pts[k].is_string() || pts[k].get<std::string>().empty())
                throw InputError(file, at(at(path, "points"), k), "must be a non-empty string");
            seg.points.push_back(pts[k].get<std::string>());
        }
        if (s.contains("check_ins")) {
            const json& cis = s.at("check_ins");
            if (!cis.is_array())
                throw InputError(file, at(path, "check_ins"), "must be an array of check-ins");
            for (size_t k = 0; k < cis.size(); ++k) {
                const std::string cpath = at(at(path, "check_ins"), k);
                const json& c = cis[k];
                if (!c.is_object())
                    throw InputError(file, cpath, "must be an object: {\"stage\": n} with an optional \"page\", or "
                                                  "\"question\" and \"answer\"");
                onlyKeys(c, {"stage", "page", "question", "answer"}, file, cpath);
                RehearsalCheckIn ci;
                ci.stage = stageNumber(need(c, "stage", file, cpath, "a stage number"), stages, file, at(cpath, "stage"));
                if (c.contains("page"))
                    ci.page = text(c, "page", file, cpath);
                if (c.contains("question") || c.contains("answer")) {
                    ci.question = text(c, "question", file, cpath);
                    ci.answer = text(c, "answer", file, cpath);
                    if (!ci.page.empty())
                        throw InputError(file, at(cpath, "page"), "cannot go with question and answer: pick one source");
                }
                seg.checkIns.push_back(std::move(ci));
            }
        }
        plan.segments.push_back(std::move(seg));
    }
    return plan;
}

std::string overrunName(Overrun o)
{
    switch (o) {
    case Overrun::Amber: return "amber";
    case Overrun::Red: return "red";
    default: return "ok";
    }
}

Overrun overrunOf(const RehearsalPlan& plan, std::int64_t plannedMs, std::int64_t spentMs)
{
    if (spentMs <= plannedMs)
        return Overrun::Ok;
    const double over = static_cast<double>(spentMs - plannedMs);
    const double byPercent = plannedMs * plan.redOverPercent / 100.0;
    const double byMinutes = plan.redOverMinutes * 60000.0;
    return over >= std::min(byPercent, byMinutes) ? Overrun::Red : Overrun::Amber;
}

RehearsalTimer::RehearsalTimer(RehearsalPlan plan) : plan_(std::move(plan)) { reset(); }

void RehearsalTimer::reset()
{
    const size_t n = plan_.segments.size();
    state_ = RehearsalState::Idle;
    current_ = -1;
    activeBefore_ = runningSince_ = segmentStart_ = 0;
    actual_.assign(n, 0);
    skipped_.assign(n, false);
    entered_.assign(n, false);
    undo_.clear();
    revealed_.clear();
    for (const auto& s : plan_.segments)
        revealed_.emplace_back(s.checkIns.size(), false);
}

std::int64_t RehearsalTimer::runningMs(std::int64_t nowMs) const
{
    if (state_ != RehearsalState::Running)
        return activeBefore_;
    return activeBefore_ + std::max<std::int64_t>(0, nowMs - runningSince_);
}

void RehearsalTimer::tick(std::int64_t nowMs) { lastNow_ = std::max(lastNow_, nowMs); }

bool RehearsalTimer::start(std::int64_t nowMs)
{
    if (plan_.segments.empty() || state_ == RehearsalState::Running || state_ == RehearsalState::Paused)
        return false;
    reset();
    lastNow_ = nowMs;
    state_ = RehearsalState::Running;
    runningSince_ = nowMs;
    current_ = 0;
    entered_[0] = true;
    return true;
}

bool RehearsalTimer::pause(std::int64_t nowMs)
{
    if (state_ != RehearsalState::Running)
        return false;
    tick(nowMs);
    activeBefore_ = runningMs(lastNow_);
    state_ = RehearsalState::Paused;
    return true;
}

bool RehearsalTimer::resume(std::int64_t nowMs)
{
    if (state_ != RehearsalState::Paused)
        return false;
    tick(nowMs);
    state_ = RehearsalState::Running;
    runningSince_ = lastNow_;
    return true;
}

void RehearsalTimer::leaveCurrent()
{
    undo_.push_back({current_, segmentStart_, actual_, skipped_, entered_});
    const std::int64_t now = runningMs(lastNow_);
    actual_[current_] += now - segmentStart_;
    segmentStart_ = now;
}

void RehearsalTimer::enter(int segment)
{
    current_ = segment;
    entered_[segment] = true;
    skipped_[segment] = false;  // given after all
}

bool RehearsalTimer::next(std::int64_t nowMs)
{
    if (!moving())
        return false;
    if (current_ + 1 >= static_cast<int>(plan_.segments.size()))
        return finish(nowMs);
    return skipTo(current_ + 1, nowMs);
}

bool RehearsalTimer::skipTo(int segment, std::int64_t nowMs)
{
    if (!moving() || segment <= current_ || segment >= static_cast<int>(plan_.segments.size()))
        return false;
    tick(nowMs);
    leaveCurrent();
    // Jumped over: skipped, unless given earlier in the run (before a step back).
    for (int i = current_ + 1; i < segment; ++i)
        skipped_[i] = !entered_[i];
    enter(segment);
    return true;
}

bool RehearsalTimer::previous(std::int64_t nowMs) { return backTo(current_ - 1, nowMs); }

bool RehearsalTimer::backTo(int segment, std::int64_t nowMs)
{
    if (!moving() || segment < 0 || segment >= current_)
        return false;
    tick(nowMs);
    leaveCurrent();
    enter(segment);
    return true;
}

bool RehearsalTimer::undo(std::int64_t nowMs)
{
    if (!moving() || undo_.empty())
        return false;
    tick(nowMs);
    // The running time since the change stays on the clock; with the segment's start put back,
    // it counts for the segment the run returns to.
    Place p = std::move(undo_.back());
    undo_.pop_back();
    current_ = p.current;
    segmentStart_ = p.segmentStart;
    actual_ = std::move(p.actual);
    skipped_ = std::move(p.skipped);
    entered_ = std::move(p.entered);
    return true;
}

int RehearsalTimer::undoTarget() const { return moving() && !undo_.empty() ? undo_.back().current : -1; }

bool RehearsalTimer::finish(std::int64_t nowMs)
{
    if (!moving())
        return false;
    tick(nowMs);
    leaveCurrent();
    undo_.clear();  // the run is over: nothing left to take back
    activeBefore_ = segmentStart_;
    for (size_t i = current_ + 1; i < plan_.segments.size(); ++i)
        skipped_[i] = !entered_[i];
    state_ = RehearsalState::Finished;
    return true;
}

SegmentState RehearsalTimer::segmentState(int segment) const
{
    if (segment < 0 || segment >= static_cast<int>(plan_.segments.size()))
        return SegmentState::Ahead;
    if (segment == current_ && moving())
        return SegmentState::Current;
    if (skipped_[segment])
        return SegmentState::Skipped;
    return entered_[segment] ? SegmentState::Done : SegmentState::Ahead;
}

bool RehearsalTimer::reveal(int segment, int checkIn)
{
    if (state_ == RehearsalState::Idle || segment < 0 || segment >= static_cast<int>(revealed_.size()) || checkIn < 0 ||
        checkIn >= static_cast<int>(revealed_[segment].size()) || revealed_[segment][checkIn])
        return false;
    revealed_[segment][checkIn] = true;
    return true;
}

bool RehearsalTimer::revealed(int segment, int checkIn) const
{
    return segment >= 0 && segment < static_cast<int>(revealed_.size()) && checkIn >= 0 &&
           checkIn < static_cast<int>(revealed_[segment].size()) && revealed_[segment][checkIn];
}

std::int64_t RehearsalTimer::elapsedMs() const { return runningMs(lastNow_); }

std::int64_t RehearsalTimer::segmentSpentMs() const
{
    if (!moving())
        return 0;
    return actual_[current_] + runningMs(lastNow_) - segmentStart_;
}

std::int64_t RehearsalTimer::segmentLeftMs() const
{
    if (current_ < 0)
        return 0;
    return plan_.segments[current_].plannedMs() - segmentSpentMs();
}

Overrun RehearsalTimer::overrun() const
{
    if (current_ < 0 || state_ == RehearsalState::Finished)
        return Overrun::Ok;
    return overrunOf(plan_, plan_.segments[current_].plannedMs(), segmentSpentMs());
}

std::vector<SegmentResult> RehearsalTimer::results() const
{
    std::vector<SegmentResult> out;
    for (size_t i = 0; i < plan_.segments.size(); ++i) {
        const RehearsalSegment& s = plan_.segments[i];
        SegmentResult r;
        r.id = s.id;
        r.title = s.title;
        r.plannedMs = s.plannedMs();
        const bool live = static_cast<int>(i) == current_ && state_ != RehearsalState::Finished;
        r.actualMs = live ? segmentSpentMs() : actual_[i];
        r.skipped = skipped_[i];
        r.overrun = overrunOf(plan_, r.plannedMs, r.actualMs);
        r.checkIns = static_cast<int>(s.checkIns.size());
        for (bool b : revealed_[i])
            r.revealed += b ? 1 : 0;
        out.push_back(std::move(r));
    }
    return out;
}

RehearsalRecord recordOf(const RehearsalTimer& timer, const std::string& date)
{
    RehearsalRecord rec;
    rec.date = date;
    rec.plannedMs = timer.plan().plannedMs();
    rec.totalMs = timer.elapsedMs();
    rec.segments = timer.results();
    for (const auto& s : rec.segments) {
        rec.checkIns += s.checkIns;
        rec.revealed += s.revealed;
    }
    return rec;
}

json toJson(const RehearsalRecord& r)
{
    json segs = json::array();
    for (const auto& s : r.segments)
        segs.push_back({{"id", s.id},
                        {"title", s.title},
                        {"planned_ms", s.plannedMs},
                        {"actual_ms", s.actualMs},
                        {"skipped", s.skipped},
                        {"check_ins", s.checkIns},
                        {"revealed", s.revealed}});
    return {{"date", r.date}, {"planned_ms", r.plannedMs}, {"total_ms", r.totalMs}, {"segments", segs}};
}

std::vector<RehearsalRecord> parseRehearsalHistory(const std::string& textIn, const std::string& file)
{
    const json doc = fields::parseObject(textIn, file, "an object: {\"schema\": 1, \"runs\": [...]}");
    if (!doc.contains("schema") || !doc.at("schema").is_number_integer() || doc.at("schema").get<int>() != kRehearsalSchema)
        throw InputError(file, "schema", "must be 1");
    const json& runs = need(doc, "runs", file, "", "an array of runs");
    if (!runs.is_array())
        throw InputError(file, "runs", "must be an array of runs");
    std::vector<RehearsalRecord> out;
    for (size_t i = 0; i < runs.size(); ++i) {
        const std::string path = at("runs", i);
        const json& r = runs[i];
        if (!r.is_object())
            throw InputError(file, path, "must be an object");
        RehearsalRecord rec;
        rec.date = text(r, "date", file, path);
        rec.plannedMs = nonNegativeMs(r, "planned_ms", file, path);
        rec.totalMs = nonNegativeMs(r, "total_ms", file, path);
        const json& segs = need(r, "segments", file, path, "an array of segments");
        if (!segs.is_array())
            throw InputError(file, at(path, "segments"), "must be an array of segments");
        for (size_t k = 0; k < segs.size(); ++k) {
            const std::string spath = at(at(path, "segments"), k);
            const json& s = segs[k];
            SegmentResult sr;
            sr.id = text(s, "id", file, spath);
            sr.title = text(s, "title", file, spath);
            sr.plannedMs = nonNegativeMs(s, "planned_ms", file, spath);
            sr.actualMs = nonNegativeMs(s, "actual_ms", file, spath);
            const json& sk = need(s, "skipped", file, spath, "true or false");
            if (!sk.is_boolean())
                throw InputError(file, at(spath, "skipped"), "must be true or false");
            sr.skipped = sk.get<bool>();
            for (const char* key : {"check_ins", "revealed"}) {
                const json& v = need(s, key, file, spath, "a whole number, 0 to 100");
                if (!v.is_number_integer() || v.get<int>() < 0 || v.get<int>() > 100)
                    throw InputError(file, at(spath, key), "must be a whole number, 0 to 100 (got " + v.dump() + ")");
            }
            sr.checkIns = s.at("check_ins").get<int>();
            sr.revealed = s.at("revealed").get<int>();
            if (sr.revealed > sr.checkIns)
                throw InputError(file, at(spath, "revealed"), "must be 0 to check_ins (" + std::to_string(sr.checkIns) + ")");
            rec.checkIns += sr.checkIns;
            rec.revealed += sr.revealed;
            rec.segments.push_back(std::move(sr));
        }
        out.push_back(std::move(rec));
    }
    return out;
}

std::string rehearsalHistoryText(const std::vector<RehearsalRecord>& runs)
{
    json arr = json::array();
    for (const auto& r : runs)
        arr.push_back(toJson(r));
    return json{{"schema", kRehearsalSchema}, {"runs", arr}}.dump(2) + "\n";
}

std::string clockText(std::int64_t ms)
{
    const bool negative = ms < 0;
    const std::int64_t s = (negative ? -ms : ms) / 1000;
    const std::int64_t sec = s % 60;
    return std::string(negative ? "-" : "") + std::to_string(s / 60) + ":" + (sec < 10 ? "0" : "") + std::to_string(sec);
}

}  // namespace mqlab
