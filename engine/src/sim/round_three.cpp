// Round 3's drills: the mirror's copy of a region and what its loss leaves behind, the manual failover
// and the failback, the control plane's waves with a bad change, one customer's deletion and the
// tenant's key, and the mirror lag alarm. Counts of messages are drawn as Poisson counts over the
// intervals that matter (independent over disjoint intervals, so exact for Poisson arrivals), by our
// own inverse CDFs; a fixed mode spaces arrivals evenly (the count up to t is floor(rate x t)).
#include "mqlab/sim/round_three.h"
#include "mqlab/report/translatable.h"

#include <algorithm>
#include <cmath>
#include <initializer_list>
#include <stdexcept>
#include <utility>

#include "mqlab/error.h"
#include "mqlab/report/format.h"

namespace mqlab::sim {
namespace {

// The timelines' titles, one template a title; a region's or key store's name is the design's.
//: A Round 3 drill's timeline: the region {region} evacuated to its pair {pair} ("eu-west-1").
constexpr MessageTemplate titleEvacuating{"r3.timeline.evacuating",
                                          MQLAB_TR("EngineMessage", "Evacuating {region} to {pair}, by hand")};
//: A Round 3 drill's timeline: back to {region} after {away} ("3:00:00", hours:minutes:seconds) away.
constexpr MessageTemplate titleFailback{"r3.timeline.failback",
                                        MQLAB_TR("EngineMessage", "Failing back to {region} after {away} away")};
constexpr MessageTemplate titleWaves{"r3.timeline.waves", MQLAB_TR("EngineMessage", "In waves from a canary cell")};
constexpr MessageTemplate titleAllAtOnce{"r3.timeline.all_at_once",
                                         MQLAB_TR("EngineMessage", "Every cell at once (no waves)")};
constexpr MessageTemplate titleWithHold{"r3.timeline.with_hold",
                                        MQLAB_TR("EngineMessage", "One customer's deletion under a legal hold")};
constexpr MessageTemplate titleWithoutHold{"r3.timeline.without_hold",
                                           MQLAB_TR("EngineMessage", "One customer's deletion, no hold")};
constexpr MessageTemplate titleOffboarding{"r3.timeline.offboarding",
                                           MQLAB_TR("EngineMessage", "A tenant's offboarding: its KMS key")};
//: A Round 3 drill's timeline: the mirror out of the region {region} slows down.
constexpr MessageTemplate titleLag{"r3.timeline.lag", MQLAB_TR("EngineMessage", "The mirror from {region} slows")};
//: A Round 3 drill's timeline: a customer's key created in its home region {home} alone.
constexpr MessageTemplate titleKeyDesign{"r3.timeline.key_design",
                                         MQLAB_TR("EngineMessage", "Created in {home} only, with a conditional put")};
constexpr MessageTemplate titleKeyBoth{"r3.timeline.key_both_regions",
                                       MQLAB_TR("EngineMessage", "Each region creates its own key (not the design)")};
//: A Round 3 drill's timeline: the DLQ's messages moved back at {rate} messages a second.
constexpr MessageTemplate titleRedrive{"r3.timeline.redrive",
                                       MQLAB_TR("EngineMessage", "Redriving the DLQ at {rate} msg/s")};
constexpr MessageTemplate titleTestFails{"r3.timeline.test_fails",
                                         MQLAB_TR("EngineMessage", "The one message tested fails again")};
//: A Round 3 drill's timeline: the S3 uploads work again {hours} hours after the alarm.
constexpr MessageTemplate titleUploadsFixed{"r3.timeline.uploads_fixed",
                                            MQLAB_TR("EngineMessage", "Uploads fixed {hours} h after the alarm")};
constexpr MessageTemplate titleUnfixed{"r3.timeline.unfixed", MQLAB_TR("EngineMessage", "Nobody fixes the uploads")};

R3Timeline timeline(std::string key, Message heading)
{
    R3Timeline t;
    t.key = std::move(key);
    t.title = heading.text();
    t.heading = std::move(heading);
    return t;
}

void need(bool ok, const char* field, const std::string& allowed, double got)
{
    if (!ok)
        throw InputError(field, "",
                         "must be " + allowed + " (got " + grouped(got, got == std::floor(got) ? 0 : 3) + ")");
}

constexpr double kDay = 86'400;

std::string n(double x)
{
    return grouped(x);
}

// A number with up to `decimals` places and no trailing zeros: "3.14", "5", "68.75".
std::string d(double x, int decimals = 2)
{
    std::string v = grouped(x, decimals);
    if (v.find('.') != std::string::npos) {
        while (v.back() == '0')
            v.pop_back();
        if (v.back() == '.')
            v.pop_back();
    }
    return v;
}

// Counts of arrivals at a rate: drawn as Poisson counts (random), or evenly spaced arrivals (fixed),
// whose count up to t is floor(rate x t).
class Arrivals {
  public:
    Arrivals(Random& random, double rate) : random_(random), rate_(rate) {}
    // Arrivals in (from, to], seconds; calls must come in time order without overlap.
    std::uint64_t between(double from, double to)
    {
        if (to <= from)
            return 0;
        if (random_.sampling() != Sampling::Random)
            return static_cast<std::uint64_t>(std::floor(rate_ * to + 1e-9) - std::floor(rate_ * from + 1e-9));
        return poisson(rate_ * (to - from));
    }

  private:
    // The inverse CDF of a Poisson count: summed exactly for a small mean, else the normal's with a
    // continuity correction (its error is far below a count's own spread at these means).
    std::uint64_t poisson(double mean)
    {
        const double u = random_.uniform();
        if (mean < 50) {
            double p = std::exp(-mean), cdf = p;
            std::uint64_t k = 0;
            while (cdf < u && k < 1000) {
                ++k;
                p *= mean / static_cast<double>(k);
                cdf += p;
            }
            return k;
        }
        const double x = std::floor(mean + std::sqrt(mean) * normalQuantile(u) + 0.5);
        return x <= 0 ? 0 : static_cast<std::uint64_t>(x);
    }
    Random& random_;
    double rate_;
};

std::string groupList(const RoundThreeConfig& c, const std::vector<std::uint64_t>& counts)
{
    std::string out;
    for (size_t g = 0; g < c.groups.size() && g < counts.size(); ++g)
        out += (out.empty() ? "" : ", ") + c.groups[g].name + " " + n(static_cast<double>(counts[g]));
    return out;
}

// When each topic group's routing control is flipped (s after the loss), payments first: the outage
// is seen, confirmed and each lag written down, then one group at a time.
std::vector<double> flipTimes(const RoundThreeConfig& c)
{
    std::vector<double> out;
    double t = c.detectSeconds + c.confirmSeconds + c.noteLagSeconds;
    for (size_t g = 0; g < c.groups.size(); ++g) {
        t += c.flipSeconds;
        out.push_back(t);
    }
    return out;
}

SimTime at(double seconds)
{
    return fromSeconds(seconds);
}

} // namespace

std::uint64_t MirrorLoss::total() const
{
    std::uint64_t sum = 0;
    for (std::uint64_t x : leftBehind)
        sum += x;
    return sum;
}

void checkRoundThreeConfig(const RoundThreeConfig& c)
{
    need(c.criticalRate > 0 && c.criticalRate <= 10'000'000, "critical rate",
         "more than 0 and at most 10,000,000 msg/s", c.criticalRate);
    need(c.regionCells >= 1 && c.regionCells <= 1000, "region cells", "1 to 1,000", c.regionCells);
    need(c.pairCells >= 1 && c.pairCells <= 1000, "pair cells", "1 to 1,000", c.pairCells);
    need(c.cellCapacity > 0, "cell capacity", "more than 0 msg/s", c.cellCapacity);
    need(c.regionOwnPeak >= c.criticalRate, "region own peak", "at least the critical rate", c.regionOwnPeak);
    need(c.regionPlannedPeak >= c.criticalRate, "region planned peak", "at least the critical rate",
         c.regionPlannedPeak);
    need(c.pairOwnPeak >= 0 && c.pairPlannedPeak >= c.pairOwnPeak, "pair planned peak", "at least the pair's own peak",
         c.pairPlannedPeak);
    need(c.lagSeconds > 0 && c.lagSeconds <= 3600, "lag", "more than 0 and at most 3,600 s", c.lagSeconds);
    need(c.targetLagSeconds > 0 && c.targetLagSeconds <= 3600, "target lag", "more than 0 and at most 3,600 s",
         c.targetLagSeconds);
    need(c.downtimeBudgetSeconds >= 0, "downtime budget", "0 s or more", c.downtimeBudgetSeconds);
    need(c.mirrorBatchSeconds >= 0.001 && c.mirrorBatchSeconds <= 60, "mirror batch", "0.001 to 60 s",
         c.mirrorBatchSeconds);
    need(c.checkpointIntervalSeconds >= 0.1 && c.checkpointIntervalSeconds <= 3600, "checkpoint interval",
         "0.1 to 3,600 s", c.checkpointIntervalSeconds);
    need(!c.groups.empty() && c.groups.size() <= 20, "groups", "1 to 20 topic groups",
         static_cast<double>(c.groups.size()));
    double shares = 0;
    for (const R3TopicGroup& g : c.groups) {
        need(g.share > 0 && g.share <= 1, "group share", "more than 0 and at most 1", g.share);
        shares += g.share;
    }
    need(std::abs(shares - 1) < 1e-9, "group shares", "1 in all", shares);
    for (const auto& [v, name] :
         std::initializer_list<std::pair<double, const char*>>{{c.detectSeconds, "detect"},
                                                               {c.confirmSeconds, "confirm"},
                                                               {c.noteLagSeconds, "note lag"},
                                                               {c.flipSeconds, "flip"},
                                                               {c.resumeSeconds, "resume"},
                                                               {c.rollbackSeconds, "rollback"},
                                                               {c.holdCheckSeconds, "hold check"},
                                                               {c.deleteItemSeconds, "delete item"}})
        need(v >= 0 && v <= 86'400, name, "0 to 86,400 s", v);
    need(c.outageSeconds >= flipTimes(c).back() && c.outageSeconds <= 30 * kDay, "outage",
         "from the last flip to 30 days", c.outageSeconds);
    need(c.catchUpFactor > 1 && c.catchUpFactor <= 100, "catch-up factor", "more than 1 and at most 100",
         c.catchUpFactor);
    need(!c.waves.empty() && c.waves.size() <= 100, "waves", "1 to 100 waves", static_cast<double>(c.waves.size()));
    for (int w : c.waves)
        need(w >= 1, "wave", "1 cell or more", w);
    need(c.faultAfterSeconds >= 0 && c.faultAfterSeconds <= 86'400, "fault after", "0 to 86,400 s",
         c.faultAfterSeconds);
    need(c.healthCheckSeconds > 0 && c.healthCheckSeconds <= 3600, "health check", "more than 0 and at most 3,600 s",
         c.healthCheckSeconds);
    need(c.bakeSeconds > 0 && c.bakeSeconds <= 7 * kDay, "bake", "more than 0 s and at most 7 days", c.bakeSeconds);
    need(c.holdDays >= 0 && c.holdDays <= 3650, "hold days", "0 to 3,650", c.holdDays);
    need(c.backupRetentionDays >= 0 && c.backupRetentionDays <= 3650, "backup retention", "0 to 3,650 days",
         c.backupRetentionDays);
    need(c.approvalDays >= 0 && c.approvalDays <= 365, "approval", "0 to 365 days", c.approvalDays);
    need(c.kmsWaitingDays >= 7 && c.kmsWaitingDays <= 30, "KMS waiting period", "7 to 30 days", c.kmsWaitingDays);
    need(c.slowMirrorFactor > 0 && c.slowMirrorFactor < 1, "slow mirror", "more than 0 and less than 1",
         c.slowMirrorFactor);
    need(c.alarmPeriodSeconds >= 0 && c.alarmPeriodSeconds <= 3600, "alarm period", "0 to 3,600 s",
         c.alarmPeriodSeconds);
    need(c.respondSeconds >= 0 && c.respondSeconds <= 3600, "respond", "0 to 3,600 s", c.respondSeconds);
    need(c.recoveredFactor > 1 && c.recoveredFactor <= 100, "recovered factor", "more than 1 and at most 100",
         c.recoveredFactor);
    need(c.keyReplicationSeconds > 0 && c.keyReplicationSeconds <= 3600, "key replication",
         "more than 0 and at most 3,600 s", c.keyReplicationSeconds);
    need(c.customerWriteRate >= 0 && c.customerWriteRate <= 1'000'000, "customer write rate", "0 to 1,000,000 msg/s",
         c.customerWriteRate);
    need(c.forwardSeconds >= 0 && c.forwardSeconds <= 10, "forward", "0 to 10 s", c.forwardSeconds);
    need(c.keyPutSeconds >= 0 && c.keyPutSeconds <= 10, "key put", "0 to 10 s", c.keyPutSeconds);
    need(c.redriveRate >= 1 && c.redriveRate <= 500, "redrive rate",
         "1 to 500 msg/s (StartMessageMoveTask's MaxNumberOfMessagesPerSecond)", c.redriveRate);
    need(c.dlqMessages >= 1 && c.dlqMessages <= 100'000'000 && c.dlqMessages == std::floor(c.dlqMessages),
         "DLQ messages", "a whole number from 1 to 100,000,000", c.dlqMessages);
    for (const auto& [v, name] : std::initializer_list<std::pair<double, const char*>>{
             {c.lookSeconds, "look"}, {c.fixSeconds, "fix"}, {c.testOneSeconds, "test one"}, {c.closeSeconds, "close"}})
        need(v >= 0 && v <= 7 * kDay, name, "0 to 604,800 s (7 days)", v);
    need(c.watchSeconds >= 1 && c.watchSeconds <= 86'400, "watch", "1 to 86,400 s", c.watchSeconds);
    need(c.failAgainShare >= 0 && c.failAgainShare <= 1, "fail again share", "0 to 1", c.failAgainShare);
    need(c.brokerTierGB > 0 && c.brokerTierGB <= 1e9, "broker tier", "more than 0 and at most 1,000,000,000 GB",
         c.brokerTierGB);
    need(c.brokerCapacityGB > c.brokerTierGB && c.brokerCapacityGB <= 1e10, "broker capacity",
         "more than the broker tier's " + grouped(c.brokerTierGB) + " GB and at most 10,000,000,000 GB",
         c.brokerCapacityGB);
    need(c.brokerLocalHours > 0 && c.brokerLocalHours <= 8760, "broker local hours", "more than 0 and at most 8,760 h",
         c.brokerLocalHours);
    const double startFill = c.brokerTierGB / c.brokerCapacityGB * 100;
    need(c.fillAlarmPercent > startFill && c.fillAlarmPercent < 100, "fill alarm",
         "more than the tier's fill before the failure (" + d(startFill, 1) + "%) and less than 100%",
         c.fillAlarmPercent);
    need(c.uploadFixHours >= 0 && c.uploadFixHours <= 720, "upload fix", "0 to 720 h", c.uploadFixHours);
    need(c.uploadCatchUpFactor > 1 && c.uploadCatchUpFactor <= 100, "upload catch-up", "more than 1 and at most 100",
         c.uploadCatchUpFactor);
}

RoundThreeConfig roundThreeConfigFor(const Scenario& s, const Report& report, const std::string& region)
{
    RoundThreeConfig c;
    auto regionIndex = [&](const std::string& id) {
        for (size_t i = 0; i < s.regions.size(); ++i)
            if (s.regions[i].id == id)
                return static_cast<int>(i);
        return -1;
    };
    const int lost = regionIndex(region);
    if (lost < 0 || static_cast<size_t>(lost) >= report.regions.size()) {
        std::string ids;
        for (const Region& r : s.regions)
            ids += (ids.empty() ? "" : ", ") + r.id;
        throw InputError("region", "", "must be a region of the design (" + (ids.empty() ? "none" : ids) + ")");
    }
    const int pair = regionIndex(s.regions[lost].pair);
    if (pair < 0 || static_cast<size_t>(pair) >= report.regions.size())
        throw InputError("region", "", "\"" + region + "\" has no pair in the design");
    int mirror = -1;
    for (size_t m = 0; m < report.mirrors.size() && m < s.mirrorLinks.size(); ++m)
        if (report.mirrors[m].from == lost && report.mirrors[m].to == pair)
            mirror = static_cast<int>(m);
    if (mirror < 0)
        throw InputError("region", "", "\"" + region + "\" has no mirror link to its pair");
    const RegionDetail& r = report.regions[lost];
    const RegionDetail& p = report.regions[pair];
    c.region = s.regions[lost].id;
    c.pair = s.regions[pair].id;
    c.criticalRate = report.mirrors[mirror].rate;
    c.lagSeconds = s.mirrorLinks[mirror].lagS;
    c.targetLagSeconds = s.mirrorLinks[mirror].targetLagS;
    c.regionOwnPeak = r.ownPeak;
    c.regionPlannedPeak = r.plannedPeak;
    c.regionCells = r.cells;
    c.pairOwnPeak = p.ownPeak;
    c.pairPlannedPeak = p.plannedPeak;
    c.pairCells = p.cells;
    c.downtimeBudgetSeconds = r.downtimeSeconds;
    // A cell's capacity: the pair's cells' node (region -> cells).
    for (const Connection& k : s.connections)
        if (k.from == c.pair)
            for (const Cell& cell : s.cells)
                if (cell.id == k.to)
                    c.cellCapacity = cell.capacityMsgPerS;
    // The EU key store's regions, as it is connected to them: the first is the customers' home.
    for (const KeyStore& k : s.keyStores) {
        if (k.residency != Residency::Eu)
            continue;
        std::vector<std::string> served;
        for (const Connection& e : s.connections)
            if (e.from == k.id && regionIndex(e.to) >= 0)
                served.push_back(e.to);
        if (served.size() >= 2) {
            c.keyHome = served[0];
            c.keyPair = served[1];
        }
        break;
    }
    // The broker tier over every cell (the report's global figures, model/global.h): what it holds, every
    // broker's volume (validate() keeps the cells' volumes alike) and the hours the brokers keep.
    if (report.global.known && report.global.brokerGB > 0 && !s.cells.empty()) {
        c.brokerTierGB = report.global.brokerGB;
        c.brokerCapacityGB = report.global.brokers * s.cells.front().volumeGB;
        c.brokerLocalHours = s.cells.front().localHours;
    }
    return c;
}

std::vector<MessageTemplate> roundThreeTitleTemplates()
{
    return {titleEvacuating,  titleFailback,    titleWaves,        titleAllAtOnce, titleWithHold,
            titleWithoutHold, titleOffboarding, titleLag,          titleKeyDesign, titleKeyBoth,
            titleRedrive,     titleTestFails,   titleUploadsFixed, titleUnfixed};
}

const std::vector<R3DrillInfo>& roundThreeDrills()
{
    static const std::vector<R3DrillInfo> all = {
        {R3Drill::RegionLoss, "region-loss", MQLAB_TR("DrillInfo", "Region lost"),
         MQLAB_TR(
             "DrillInfo",
             "a region is lost at its mirror's lag: what stays behind, and the failover by hand, one topic group at a "
             "time")},
        {R3Drill::Failback, "failback", MQLAB_TR("DrillInfo", "Failback"),
         MQLAB_TR(
             "DrillInfo",
             "the region returns: mirror in reverse until the lag is near zero, switch the homes back, and send its "
             "unmirrored tail to reconciliation")},
        {R3Drill::BadConfig, "bad-config", MQLAB_TR("DrillInfo", "Bad change, canary cell"),
         MQLAB_TR(
             "DrillInfo",
             "a bad change rolls out in waves from a canary cell: one cell's tenants hurt, not the region; all at once "
             "beside it")},
        {R3Drill::Deletion, "deletion", MQLAB_TR("DrillInfo", "One customer's deletion"),
         MQLAB_TR("DrillInfo",
                  "a deletion request from 202 PENDING to COMPLETE, under a legal hold and without one; a tenant's key "
                  "deleted after its waiting period")},
        {R3Drill::MirrorLagAlarm, "mirror-lag-alarm", MQLAB_TR("DrillInfo", "Mirror lag alarm"),
         MQLAB_TR("DrillInfo",
                  "the mirror slows: its lag passes the target, the alarm fires, the messages at risk grow until it is "
                  "fixed")},
        {R3Drill::SplitBrainKey, "split-brain-key", MQLAB_TR("DrillInfo", "Split-brain key creation"),
         MQLAB_TR("DrillInfo",
                  "a new customer writes in both EU regions at once: one key by a conditional put at home, or two and "
                  "data lost")},
        {R3Drill::DlqRedrive, "dlq-redrive", MQLAB_TR("DrillInfo", "DLQ redrive"),
         MQLAB_TR(
             "DrillInfo",
             "a task queue's DLQ fills: look, fix, test one, redrive slowly, watch, close; and a test that fails")},
        {R3Drill::S3UploadFailure, "s3-upload-failure", MQLAB_TR("DrillInfo", "S3 uploads fail"),
         MQLAB_TR("DrillInfo",
                  "the brokers cannot upload to S3: the broker tier fills, the alarm fires, the fix lands before the "
                  "disks are full")},
    };
    return all;
}

std::optional<R3Drill> roundThreeDrillNamed(const std::string& key)
{
    for (const R3DrillInfo& i : roundThreeDrills())
        if (key == i.key)
            return i.drill;
    return std::nullopt;
}

std::string roundThreeDrillKeys()
{
    std::string s;
    for (const R3DrillInfo& i : roundThreeDrills())
        s += (s.empty() ? "" : ", ") + std::string(i.key);
    return s;
}

const R3DrillInfo& roundThreeDrillInfo(R3Drill drill)
{
    for (const R3DrillInfo& i : roundThreeDrills())
        if (i.drill == drill)
            return i;
    return roundThreeDrills().front();
}

std::vector<R2Figure> roundThreeAssumed(R3Drill drill, const RoundThreeConfig& c)
{
    std::string groups;
    for (const R3TopicGroup& g : c.groups)
        groups += (groups.empty() ? "" : ", ") + g.name;
    const std::vector<R2Figure> mirror = {
        {"mirror_batch_s", MQLAB_TR("DrillFigure", "the mirror ships a batch of the log every"), c.mirrorBatchSeconds,
         "s"},
        {"checkpoint_s", MQLAB_TR("DrillFigure", "a group's offsets reach the checkpoint topic every"),
         c.checkpointIntervalSeconds, "s"},
        {"groups", "critical topic groups (" + groups + ")", static_cast<double>(c.groups.size()), ""},
    };
    const std::vector<R2Figure> runbook = {
        {"detect_s", MQLAB_TR("DrillFigure", "the outage seen"), c.detectSeconds, "s"},
        {"confirm_s", MQLAB_TR("DrillFigure", "the outage confirmed by hand"), c.confirmSeconds, "s"},
        {"note_lag_s", MQLAB_TR("DrillFigure", "each lag written down"), c.noteLagSeconds, "s"},
        {"flip_s", MQLAB_TR("DrillFigure", "a routing control flipped"), c.flipSeconds, "s"},
        {"resume_s", MQLAB_TR("DrillFigure", "a group's consumers resumed"), c.resumeSeconds, "s"},
    };
    std::vector<R2Figure> out;
    switch (drill) {
    case R3Drill::RegionLoss:
        out = mirror;
        out.insert(out.end(), runbook.begin(), runbook.end());
        break;
    case R3Drill::Failback:
        out = mirror;
        out.insert(out.end(), runbook.begin(), runbook.end());
        out.push_back({"outage_s", MQLAB_TR("DrillFigure", "the region away"), c.outageSeconds, "s"});
        out.push_back({"catch_up", MQLAB_TR("DrillFigure", "the reverse mirror's most, times the critical rate"),
                       c.catchUpFactor, "x"});
        break;
    case R3Drill::BadConfig: {
        std::string waves;
        for (int w : c.waves)
            waves += (waves.empty() ? "" : ", ") + std::to_string(w);
        out = {
            {"waves", "waves (cells: " + waves + ", then the rest)", static_cast<double>(c.waves.size()), ""},
            {"fault_after_s", MQLAB_TR("DrillFigure", "a bad change breaks a cell after"), c.faultAfterSeconds, "s"},
            {"health_check_s", MQLAB_TR("DrillFigure", "health checked every"), c.healthCheckSeconds, "s"},
            {"bake_s", MQLAB_TR("DrillFigure", "a wave bakes"), c.bakeSeconds, "s"},
            {"rollback_s", MQLAB_TR("DrillFigure", "a rollback takes"), c.rollbackSeconds, "s"},
        };
        break;
    }
    case R3Drill::Deletion:
        out = {
            {"hold_check_s", MQLAB_TR("DrillFigure", "the legal-hold check"), c.holdCheckSeconds, "s"},
            {"hold_days", MQLAB_TR("DrillFigure", "the hold legal keeps"), c.holdDays, "days"},
            {"delete_item_s", MQLAB_TR("DrillFigure", "the key row's DeleteItem after PENDING"), c.deleteItemSeconds,
             "s"},
            {"backup_retention_days", MQLAB_TR("DrillFigure", "the key table's backups kept"), c.backupRetentionDays,
             "days"},
            {"approval_days", MQLAB_TR("DrillFigure", "a tenant's offboarding approved after"), c.approvalDays, "days"},
        };
        break;
    case R3Drill::MirrorLagAlarm:
        out = {
            {"slow_mirror", MQLAB_TR("DrillFigure", "the slowed mirror copies, times the critical rate"),
             c.slowMirrorFactor, "x"},
            {"alarm_period_s", MQLAB_TR("DrillFigure", "the lag past the target before the alarm"),
             c.alarmPeriodSeconds, "s"},
            {"respond_s", MQLAB_TR("DrillFigure", "from the alarm to more mirror workers"), c.respondSeconds, "s"},
            {"recovered", MQLAB_TR("DrillFigure", "then the mirror copies, times the critical rate"), c.recoveredFactor,
             "x"},
            mirror[0],
        };
        break;
    case R3Drill::SplitBrainKey:
        out = {
            {"key_replication_s", MQLAB_TR("DrillFigure", "a key row reaches the other region after"),
             c.keyReplicationSeconds, "s"},
            {"customer_write_rate", MQLAB_TR("DrillFigure", "a new customer writes in each region"),
             c.customerWriteRate, "msg/s"},
            {"forward_ms", MQLAB_TR("DrillFigure", "one way between the pair's regions"), c.forwardSeconds * 1000,
             "ms"},
            {"key_put_ms", MQLAB_TR("DrillFigure", "a conditional put or a read of the key table"),
             c.keyPutSeconds * 1000, "ms"},
        };
        break;
    case R3Drill::DlqRedrive:
        out = {
            {"dlq_messages", MQLAB_TR("DrillFigure", "messages in the DLQ"), c.dlqMessages, ""},
            {"look_s", MQLAB_TR("DrillFigure", "the failures read and grouped"), c.lookSeconds, "s"},
            {"fix_s", MQLAB_TR("DrillFigure", "the fix deployed"), c.fixSeconds, "s"},
            {"test_one_s", MQLAB_TR("DrillFigure", "one message tested"), c.testOneSeconds, "s"},
            {"watch_s", MQLAB_TR("DrillFigure", "the redrive watched every"), c.watchSeconds, "s"},
            {"fail_again", MQLAB_TR("DrillFigure", "redriven messages that fail again"), c.failAgainShare * 100, "%"},
            {"close_s", MQLAB_TR("DrillFigure", "the runbook closed"), c.closeSeconds, "s"},
        };
        break;
    case R3Drill::S3UploadFailure:
        out = {
            {"fill_alarm", MQLAB_TR("DrillFigure", "the broker tier's fill alarm at"), c.fillAlarmPercent, "%"},
            {"upload_fix_h", MQLAB_TR("DrillFigure", "from the alarm to uploads working"), c.uploadFixHours, "h"},
            {"upload_catch_up", MQLAB_TR("DrillFigure", "then uploads run, times the intake"), c.uploadCatchUpFactor,
             "x"},
        };
        break;
    }
    return out;
}

double r3Figure(const R3DrillResult& r, const std::string& key)
{
    for (const R2Figure& f : r.figures)
        if (f.key == key)
            return f.value;
    throw std::out_of_range("no figure " + key);
}

const R3Timeline& r3Timeline(const R3DrillResult& r, const std::string& key)
{
    for (const R3Timeline& t : r.timelines)
        if (t.key == key)
            return t;
    throw std::out_of_range("no timeline " + key);
}

std::string r3ClockText(SimTime t)
{
    const double s = toSeconds(t);
    if (s < 60)
        return d(s, s == std::floor(s) ? 0 : 2) + " s";
    const auto whole = static_cast<std::int64_t>(std::floor(s + 1e-9));
    const std::int64_t days = whole / 86'400, hours = whole / 3600 % 24, minutes = whole / 60 % 60,
                       seconds = whole % 60;
    auto two = [](std::int64_t x) { return (x < 10 ? "0" : "") + std::to_string(x); };
    if (days > 0)
        return std::to_string(days) + " d " + two(hours) + " h " + two(minutes) + " min";
    if (hours > 0)
        return std::to_string(hours) + " h " + two(minutes) + " min";
    return std::to_string(minutes) + " min " + two(seconds) + " s";
}

MirrorLoss simulateMirrorLoss(const RoundThreeConfig& c, double lag, std::uint64_t seed, Sampling sampling)
{
    checkRoundThreeConfig(c);
    need(lag > 0 && lag <= 3600, "lag", "more than 0 and at most 3,600 s", lag);
    Random random(seed, sampling);
    // The mirror has run a while (past its lag, a checkpoint and half of one more, so that the
    // consumers' checkpoint is not on the mirrored edge) when the source is lost, at a random instant
    // within a batch (on a batch's edge in a fixed mode).
    const SimTime batch = fromSeconds(c.mirrorBatchSeconds);
    const SimTime checkpoint = fromSeconds(c.checkpointIntervalSeconds);
    const auto batches =
        static_cast<SimTime>(std::ceil((lag + c.checkpointIntervalSeconds + 10) / c.mirrorBatchSeconds) +
                             std::round(c.checkpointIntervalSeconds / 2 / c.mirrorBatchSeconds));
    MirrorLoss m;
    m.lossAt = batches * batch +
               (sampling == Sampling::Random ? static_cast<SimTime>(random.uniform() * static_cast<double>(batch)) : 0);
    // Batch j holds the source's log in ((j - 1) x batch, j x batch] and lands in the target at
    // j x batch + lag - batch / 2, so that a message waits `lag` on average. At the loss, the batches up
    // to floor((loss - lag + batch / 2) / batch) have landed: the lag at the loss is within half a batch
    // of `lag`.
    const SimTime lagNs = fromSeconds(lag);
    m.landedUpTo = (m.lossAt - lagNs + batch / 2) / batch * batch;
    m.lagAtLoss = toSeconds(m.lossAt - m.landedUpTo);
    // A checkpoint travels in the log like any message: the last one in the target is the last one
    // written before the landed edge; consumers resume there and reread what came after it.
    const SimTime resume = m.landedUpTo / checkpoint * checkpoint;
    for (const R3TopicGroup& g : c.groups) {
        Arrivals a(random, c.criticalRate * g.share);
        a.between(0, toSeconds(resume)); // read in the source region, and its checkpoint mirrored
        m.reread.push_back(a.between(toSeconds(resume), toSeconds(m.landedUpTo)));
        m.leftBehind.push_back(a.between(toSeconds(m.landedUpTo), toSeconds(m.lossAt)));
        m.checkpointAt.push_back(toSeconds(resume));
    }
    return m;
}

namespace {

void regionLoss(R3DrillResult& r, const RoundThreeConfig& c, std::uint64_t seed, Sampling sampling)
{
    const MirrorLoss m = simulateMirrorLoss(c, c.lagSeconds, seed, sampling);
    const MirrorLoss atTarget = simulateMirrorLoss(c, c.targetLagSeconds, seed, sampling);
    const double left = static_cast<double>(m.total());
    const std::vector<double> flips = flipTimes(c);
    R3Timeline t = timeline("runbook", message(titleEvacuating, {{"region", c.region}, {"pair", c.pair}}));
    t.steps.push_back({0, "LOST",
                       c.region + " is lost. Its mirror to " + c.pair + " had landed the log up to " + d(m.lagAtLoss) +
                           " s before the loss: " + n(left) + " critical messages (" + n(c.criticalRate) + " msg/s x " +
                           d(m.lagAtLoss) + " s) are only in " + c.region + ". Nothing switches by itself."});
    double clock = c.detectSeconds;
    t.steps.push_back({at(clock), "DETECTED",
                       "Alarms: " + c.region + "'s " + n(c.regionCells) +
                           " cells stop answering the cross-region probes. Critical producers retry; their writes "
                           "wait."});
    clock += c.confirmSeconds;
    t.steps.push_back({at(clock), "CONFIRMED",
                       "An engineer confirms the outage: several cells, AWS Health and the cross-region probes "
                       "agree. The failover is a decision, not a timeout."});
    clock += c.noteLagSeconds;
    std::string lags;
    for (size_t g = 0; g < c.groups.size(); ++g)
        lags += (lags.empty() ? "" : "; ") + c.groups[g].name + " " + d(m.lagAtLoss) + " s, " +
                n(static_cast<double>(m.leftBehind[g])) + " messages";
    t.steps.push_back(
        {at(clock), "LAGS NOTED", "Each critical topic group's lag at the loss, written down: " + lags + "."});
    double held = 0, rereads = 0, lastResume = 0;
    for (size_t g = 0; g < c.groups.size(); ++g) {
        const double rate = c.criticalRate * c.groups[g].share;
        // The writes that waited are a count of messages, so whole: floor, as evenly spaced arrivals count
        // them (the k-th at k / rate; a write due exactly at the flip has waited, one due after has not),
        // never more writes than had arrived.
        const double waited = std::floor(rate * flips[g] + 1e-9);
        held += waited;
        rereads += static_cast<double>(m.reread[g]);
        t.steps.push_back({at(flips[g]), "FLIPPED",
                           c.groups[g].name + (g == 0 ? " first: its" : ": its") +
                               " routing control flipped from an ARC cluster endpoint in a healthy region; home is " +
                               c.pair + " now and its " + n(rate) + " msg/s write there (" + n(waited) +
                               " writes waited for the flip)."});
        lastResume = flips[g] + c.resumeSeconds;
        t.steps.push_back({at(lastResume), "RESUMED",
                           "The " + c.groups[g].name + " consumers resume in " + c.pair +
                               " from the checkpoint topic, " + d(toSeconds(m.landedUpTo) - m.checkpointAt[g]) +
                               " s before the mirrored edge: they reread " + n(static_cast<double>(m.reread[g])) +
                               " messages they had read (idempotent consumers drop them)."});
    }
    const double moved = c.criticalRate;
    const double pairLoad = c.pairOwnPeak + moved;
    const double pairCapacity = c.pairCells * c.cellCapacity;
    t.steps.push_back({at(lastResume), "PAIR AT PEAK",
                       c.pair + " carries " + n(c.pairOwnPeak) + " msg/s of its own + " + n(moved) +
                           " moved = " + n(pairLoad) + " msg/s, its planned peak of " + n(c.pairPlannedPeak) + ", on " +
                           n(c.pairCells) + " cells (" + d(pairLoad / pairCapacity * 100) +
                           "%): the moved traffic replaces the mirror stream of the same size. Its rollout waves "
                           "are paused."});
    t.steps.push_back({at(lastResume), "TAIL WAITS",
                       "The last " + d(m.lagAtLoss) + " s of " + c.region + "'s critical topics (" + n(left) +
                           " messages: " + groupList(c, m.leftBehind) + ") stay there until it returns. Its other " +
                           n(c.regionOwnPeak - c.criticalRate) + " msg/s, not mirrored, wait for the region."});
    r.timelines.push_back(std::move(t));
    r.figures = {
        {"left_behind", MQLAB_TR("DrillFigure", "messages left behind at the lag"), left, ""},
        {"left_behind_expected", MQLAB_TR("DrillFigure", "the critical rate x the lag"), c.criticalRate * c.lagSeconds,
         ""},
        {"lag_at_loss_s", MQLAB_TR("DrillFigure", "the mirror's lag at the loss"), m.lagAtLoss, "s"},
        {"batch_messages", MQLAB_TR("DrillFigure", "one mirror batch"), c.criticalRate * c.mirrorBatchSeconds, ""},
        {"left_behind_target", MQLAB_TR("DrillFigure", "messages left behind at the target lag"),
         static_cast<double>(atTarget.total()), ""},
        {"left_behind_target_expected", MQLAB_TR("DrillFigure", "the critical rate x the target lag"),
         c.criticalRate * c.targetLagSeconds, ""},
        {"last_flip_s", MQLAB_TR("DrillFigure", "the last group flipped after"), flips.back(), "s"},
        {"writes_waited", MQLAB_TR("DrillFigure", "critical writes that waited for their flip"), held, ""},
        {"reread", MQLAB_TR("DrillFigure", "messages reread from checkpoints"), rereads, ""},
        {"moved_rate", MQLAB_TR("DrillFigure", "critical traffic moved to the pair"), moved, "msg/s"},
        {"pair_peak", MQLAB_TR("DrillFigure", "the pair's load after the failover"), pairLoad, "msg/s"},
        {"pair_planned_peak", MQLAB_TR("DrillFigure", "the pair's planned peak"), c.pairPlannedPeak, "msg/s"},
        {"pair_utilisation", MQLAB_TR("DrillFigure", "the pair's cells busy"), pairLoad / pairCapacity * 100, "%"},
    };
}

void failback(R3DrillResult& r, const RoundThreeConfig& c, std::uint64_t seed, Sampling sampling)
{
    const MirrorLoss m = simulateMirrorLoss(c, c.lagSeconds, seed, sampling);
    const std::vector<double> flips = flipTimes(c);
    Random random(seed ^ 0x9e3779b97f4a7c15ull, sampling);
    Arrivals critical(random, c.criticalRate);
    // The clock runs from the loss: the region returns after the outage.
    const double back = c.outageSeconds;
    R3Timeline t = timeline("runbook", message(titleFailback, {{"region", c.region}, {"away", r3ClockText(at(back))}}));
    const double tail = static_cast<double>(m.total());
    t.steps.push_back({at(back), "BACK",
                       c.region + " is back and its " + n(c.regionCells) +
                           " cells pass their health checks. Its log still holds " + n(tail) +
                           " critical messages written before the loss that never reached " + c.pair + "."});
    t.steps.push_back({at(back), "TAIL TO RECONCILIATION",
                       "The unmirrored tail, " + n(tail) + " messages (" + groupList(c, m.leftBehind) +
                           "), goes to reconciliation topics tagged with its origin, " + c.region +
                           ". Nothing is written into the live topics behind the owners' backs."});
    // What the pair took since each group's flip, tagged with its origin: the reverse mirror copies it
    // to the returned region (what came from the region itself is never copied back).
    double backlog = 0;
    for (size_t g = 0; g < c.groups.size(); ++g) {
        Arrivals since(random, c.criticalRate * c.groups[g].share);
        backlog += static_cast<double>(since.between(flips[g], back));
    }
    const double startBacklog = backlog;
    t.steps.push_back({at(back), "REVERSE MIRROR",
                       "The mirror runs in reverse, " + c.pair + " to " + c.region + ": " + n(backlog) +
                           " messages written in " + c.pair + " since the flips (a lag of " +
                           d(backlog / c.criticalRate, 0) + " s), copied at up to " + d(c.catchUpFactor) +
                           " x the critical rate."});
    // Batch by batch: new writes arrive at the critical rate; the mirror copies up to its most. The lag
    // is the backlog in seconds of the critical rate.
    const double step = c.mirrorBatchSeconds;
    const double most = c.catchUpFactor * c.criticalRate * step;
    double clock = back, underTarget = -1;
    while (true) {
        backlog += static_cast<double>(critical.between(clock, clock + step));
        backlog -= std::min(backlog, most);
        clock += step;
        if (underTarget < 0 && backlog / c.criticalRate < c.targetLagSeconds) {
            underTarget = clock;
            t.steps.push_back({at(clock), "UNDER TARGET",
                               "The reverse lag is " + d(backlog / c.criticalRate) + " s, under the " +
                                   d(c.targetLagSeconds) + " s target."});
        }
        if (backlog <= c.criticalRate * step || clock - back > 30 * kDay)
            break;
    }
    const double lagZero = clock;
    t.steps.push_back({at(lagZero), "LAG NEAR ZERO",
                       "The reverse lag is within one batch (" + d(step) + " s, " + n(backlog) +
                           " messages): the homes can switch back without leaving anything behind."});
    double rereads = 0;
    for (size_t g = 0; g < c.groups.size(); ++g) {
        clock += c.flipSeconds;
        const double rate = c.criticalRate * c.groups[g].share;
        // The group's writes pause while its last batch lands, then its home flips back; its consumers
        // move by the checkpoint and reread what came after the last one.
        const double sinceCheckpoint = std::fmod(clock, c.checkpointIntervalSeconds);
        Arrivals after(random, rate);
        const double reread = static_cast<double>(after.between(clock - sinceCheckpoint, clock));
        rereads += reread;
        t.steps.push_back({at(clock), "SWITCHED BACK",
                           c.groups[g].name +
                               ": writes pause while its last batch lands, then its routing control "
                               "is flipped back; home is " +
                               c.region + " again. Its consumers move by checkpoint and reread " + n(reread) +
                               " messages."});
    }
    t.steps.push_back({at(clock), "MIRROR RESTORED",
                       "The mirror runs " + c.region + " to " + c.pair + " again; " + c.pair + " is back to " +
                           n(c.pairPlannedPeak) + " msg/s planned, its own " + n(c.pairOwnPeak) +
                           " and the mirror in. Write the correction of errors (COE)."});
    r.timelines.push_back(std::move(t));
    r.figures = {
        {"tail", MQLAB_TR("DrillFigure", "the unmirrored tail"), tail, ""},
        {"reconciled", MQLAB_TR("DrillFigure", "messages sent to reconciliation topics"), tail, ""},
        {"reverse_backlog", MQLAB_TR("DrillFigure", "the reverse mirror's backlog at the return"), startBacklog, ""},
        {"under_target_s", MQLAB_TR("DrillFigure", "reverse lag under the target after the return"), underTarget - back,
         "s"},
        {"lag_zero_s", MQLAB_TR("DrillFigure", "reverse lag near zero after the return"), lagZero - back, "s"},
        {"failback_s", MQLAB_TR("DrillFigure", "every home switched back after the return"), clock - back, "s"},
        {"reread", MQLAB_TR("DrillFigure", "messages reread on the way back"), rereads, ""},
    };
}

struct Rollout {
    int cellsHurt = 0, cellsChanged = 0;
    double detectedAt = 0, rolledBackAt = 0;
    double hurtCellSeconds = 0;   // summed over cells
    double regionDownSeconds = 0; // every cell hurt at once
};

Rollout rollout(const RoundThreeConfig& c, const std::vector<int>& waves, double phase, R3Timeline& t)
{
    const double cellRate = c.regionPlannedPeak / c.regionCells;
    // Each wave starts when the one before has baked; a bad change breaks each cell it lands on a while
    // later, and the first health check after the first break stops the rollout and rolls it back.
    std::vector<double> waveStart;
    std::vector<int> waveCells;
    int given = 0;
    for (int w : waves) {
        if (given >= c.regionCells)
            break;
        waveCells.push_back(std::min(w, c.regionCells - given));
        given += waveCells.back();
    }
    if (given < c.regionCells)
        waveCells.push_back(c.regionCells - given);
    for (size_t i = 0; i < waveCells.size(); ++i)
        waveStart.push_back(static_cast<double>(i) * c.bakeSeconds);
    const double firstFault = c.faultAfterSeconds;
    const double checks = std::floor((firstFault - phase) / c.healthCheckSeconds) + 1;
    Rollout o;
    o.detectedAt = phase + std::max(0.0, checks) * c.healthCheckSeconds;
    if (o.detectedAt <= firstFault)
        o.detectedAt += c.healthCheckSeconds;
    o.rolledBackAt = o.detectedAt + c.rollbackSeconds;
    int cell = 0;
    double lastFault = 0;
    for (size_t i = 0; i < waveCells.size(); ++i) {
        if (waveStart[i] >= o.detectedAt)
            break;
        const int from = cell + 1;
        cell += waveCells[i];
        o.cellsChanged = cell;
        const double fault = waveStart[i] + c.faultAfterSeconds;
        const std::string cells = waveCells[i] == 1 ? "cell " + std::to_string(from)
                                                    : "cells " + std::to_string(from) + " to " + std::to_string(cell);
        const std::string label = waveCells[i] == c.regionCells ? "ALL CELLS"
                                  : i == 0                      ? "CANARY"
                                                                : "WAVE " + std::to_string(i + 1);
        t.steps.push_back({at(waveStart[i]), label,
                           "The control plane pushes the change to " + c.region + "'s " + cells + " (" +
                               (i == 0 && waveCells[i] == c.regionCells ? "every cell at once"
                                                                        : n(waveCells[i] * cellRate) + " msg/s") +
                               ")."});
        if (fault < o.rolledBackAt) {
            o.cellsHurt += waveCells[i];
            o.hurtCellSeconds += waveCells[i] * (o.rolledBackAt - fault);
            lastFault = std::max(lastFault, fault);
            t.steps.push_back({at(fault), "BROKEN",
                               "The bad change breaks " + cells + (waveCells[i] == 1 ? ": its" : ": their") +
                                   " tenants' " + n(waveCells[i] * cellRate) + " msg/s are refused."});
        }
    }
    t.steps.push_back(
        {at(o.detectedAt), "HALTED",
         "A health check finds the broken cell" + std::string(o.cellsHurt == 1 ? "" : "s") + "; the rollout stops" +
             (o.cellsChanged < c.regionCells
                  ? " before the next wave: " + n(c.regionCells - o.cellsChanged) + " cells never get the change"
                  : "") +
             "."});
    if (o.cellsHurt == c.regionCells)
        o.regionDownSeconds = o.rolledBackAt - lastFault;
    const double share = static_cast<double>(o.cellsHurt) / c.regionCells * 100;
    t.steps.push_back(
        {at(o.rolledBackAt), "ROLLED BACK",
         "The old config is back on " + n(o.cellsChanged) + " cell" + (o.cellsChanged == 1 ? "" : "s") +
             ". Hurt: " + n(o.cellsHurt) + " of " + n(c.regionCells) + " cells (" + d(share) + "% of " + c.region +
             "'s tenants) for " + d(o.rolledBackAt - firstFault) + " s" +
             (o.regionDownSeconds > 0 ? ", the whole region: " + d(o.regionDownSeconds) + " s against its " +
                                            d(c.downtimeBudgetSeconds, 1) + " s a month"
                                      : "; the region stayed up") +
             "."});
    std::stable_sort(t.steps.begin(), t.steps.end(), [](const R3Step& a, const R3Step& b) { return a.at < b.at; });
    return o;
}

void badConfig(R3DrillResult& r, const RoundThreeConfig& c, std::uint64_t seed, Sampling sampling)
{
    Random random(seed, sampling);
    // The health checks run on their own clock: the first at a random instant within an interval
    // (at the start in a fixed mode).
    const double phase = sampling == Sampling::Random ? random.uniform() * c.healthCheckSeconds : 0;
    R3Timeline waves = timeline("waves", message(titleWaves));
    const Rollout w = rollout(c, c.waves, phase, waves);
    R3Timeline all = timeline("all-at-once", message(titleAllAtOnce));
    const Rollout a = rollout(c, {c.regionCells}, phase, all);
    r.timelines.push_back(std::move(waves));
    r.timelines.push_back(std::move(all));
    const double cellRate = c.regionPlannedPeak / c.regionCells;
    r.figures = {
        {"cells_hurt", MQLAB_TR("DrillFigure", "cells hurt, in waves"), static_cast<double>(w.cellsHurt), ""},
        {"share_hurt", MQLAB_TR("DrillFigure", "of the region's tenants, in waves"),
         100.0 * w.cellsHurt / c.regionCells, "%"},
        {"rate_hurt", MQLAB_TR("DrillFigure", "traffic refused while it lasts, in waves"), w.cellsHurt * cellRate,
         "msg/s"},
        {"messages_hurt", MQLAB_TR("DrillFigure", "messages refused, in waves"), w.hurtCellSeconds * cellRate, ""},
        {"region_down_s", MQLAB_TR("DrillFigure", "the whole region down, in waves"), w.regionDownSeconds, "s"},
        {"all_cells_hurt", MQLAB_TR("DrillFigure", "cells hurt, all at once"), static_cast<double>(a.cellsHurt), ""},
        {"all_share_hurt", MQLAB_TR("DrillFigure", "of the region's tenants, all at once"),
         100.0 * a.cellsHurt / c.regionCells, "%"},
        {"all_rate_hurt", MQLAB_TR("DrillFigure", "traffic refused while it lasts, all at once"),
         a.cellsHurt * cellRate, "msg/s"},
        {"all_messages_hurt", MQLAB_TR("DrillFigure", "messages refused, all at once"), a.hurtCellSeconds * cellRate,
         ""},
        {"all_region_down_s", MQLAB_TR("DrillFigure", "the whole region down, all at once"), a.regionDownSeconds, "s"},
        {"detected_s", MQLAB_TR("DrillFigure", "the bad change found after"), w.detectedAt, "s"},
        {"budget_s", MQLAB_TR("DrillFigure", "the region's downtime budget a month"), c.downtimeBudgetSeconds, "s"},
    };
}

// One customer's deletion request (second-seed.md §4.3 rules 7 and 8): PENDING, ON_HOLD while legal
// holds the data, KEY_DELETED by an explicit DeleteItem, COMPLETE once the last backup holding the
// key has aged out.
R3Timeline deletionTimeline(const RoundThreeConfig& c, bool held)
{
    R3Timeline t = timeline(held ? "with-hold" : "without-hold", message(held ? titleWithHold : titleWithoutHold));
    double clock = 0;
    t.steps.push_back({0, "PENDING",
                       "POST /v1/deletion-requests answers 202 {requestId, status: PENDING, statusUrl}; the request "
                       "is in the audit trail."});
    clock += c.holdCheckSeconds;
    if (held) {
        t.steps.push_back({at(clock), "ON_HOLD",
                           "A legal hold covers the customer's data: retention and deletion skip it, its S3 objects "
                           "keep their Object Lock legal hold and its key cannot be destroyed. Legal decides; the "
                           "system only enforces."});
        clock += c.holdDays * kDay;
        t.steps.push_back({at(clock), "PENDING", "Legal releases the hold (audited); the request proceeds."});
    } else {
        t.steps.push_back({at(clock), "PENDING", "No legal hold covers the customer's data; the request proceeds."});
    }
    clock += c.deleteItemSeconds;
    t.steps.push_back({at(clock), "KEY_DELETED",
                       "An explicit DeleteItem removes the customer's key row in its home region (never a TTL) and "
                       "the global table carries it to the pair: their encrypted fields on brokers, in S3, in "
                       "Glacier and in the mirror are unreadable now, and no segment was rewritten."});
    clock += c.backupRetentionDays * kDay;
    t.steps.push_back({at(clock), "COMPLETE",
                       "The last backup of the key table that held the key has aged out (" + d(c.backupRetentionDays) +
                           " days): COMPLETE."});
    return t;
}

// A tenant's offboarding: its KMS multi-Region key, primary and replica, deleted after the longest
// waiting period, and only after approval and a legal-hold check; cancellable while it waits.
R3Timeline offboardingTimeline(const RoundThreeConfig& c)
{
    R3Timeline t = timeline("offboarding", message(titleOffboarding));
    t.steps.push_back({0, "REQUESTED", "A tenant asks to leave: every message it sent is to become unreadable."});
    double clock = c.approvalDays * kDay;
    t.steps.push_back({at(clock), "APPROVED", "The offboarding is approved, and no legal hold covers the tenant."});
    t.steps.push_back({at(clock), "PENDING_DELETION",
                       "Deletion of the tenant's multi-Region key is scheduled on the replica and the primary with "
                       "the longest waiting period, " +
                           d(c.kmsWaitingDays) + " days. Until it ends, the deletion can be cancelled."});
    clock += c.kmsWaitingDays * kDay;
    t.steps.push_back({at(clock - kDay), "PENDING_DELETION", "The last day on which the deletion can be cancelled."});
    t.steps.push_back({at(clock), "DELETED",
                       "The waiting period ends and KMS deletes the key in both regions: the tenant's data keys, "
                       "and so every copy of its messages, can no longer be decrypted."});
    return t;
}

void deletion(R3DrillResult& r, const RoundThreeConfig& c)
{
    r.timelines = {deletionTimeline(c, true), deletionTimeline(c, false), offboardingTimeline(c)};
    auto stateAt = [](const R3Timeline& t, const std::string& state) {
        double last = -1;
        for (const R3Step& s : t.steps)
            if (s.state == state)
                last = toSeconds(s.at);
        return last;
    };
    const R3Timeline& held = r.timelines[0];
    const R3Timeline& free = r.timelines[1];
    r.figures = {
        {"held_key_deleted_days", MQLAB_TR("DrillFigure", "under a hold, key deleted after"),
         stateAt(held, "KEY_DELETED") / kDay, "days"},
        {"held_complete_days", MQLAB_TR("DrillFigure", "under a hold, complete after"),
         stateAt(held, "COMPLETE") / kDay, "days"},
        {"key_deleted_s", MQLAB_TR("DrillFigure", "without a hold, key deleted after"), stateAt(free, "KEY_DELETED"),
         "s"},
        {"complete_days", MQLAB_TR("DrillFigure", "without a hold, complete after"), stateAt(free, "COMPLETE") / kDay,
         "days"},
        {"kms_deleted_days", MQLAB_TR("DrillFigure", "a tenant's key deleted after"),
         stateAt(r.timelines[2], "DELETED") / kDay, "days"},
    };
}

void mirrorLagAlarm(R3DrillResult& r, const RoundThreeConfig& c, std::uint64_t seed, Sampling sampling)
{
    Random random(seed, sampling);
    Arrivals arrivals(random, c.criticalRate);
    // The lag is the mirror's own delay plus what waits to be copied, in seconds of the critical rate;
    // the messages at risk are every message the target lacks.
    const double step = c.mirrorBatchSeconds;
    const double inFlight = c.criticalRate * c.lagSeconds;
    R3Timeline t = timeline("lag", message(titleLag, {{"region", c.region}}));
    t.steps.push_back({0, "SLOW",
                       "The mirror to " + c.pair + " copies " + d(c.slowMirrorFactor * 100) +
                           "% of the critical rate from here (lag " + d(c.lagSeconds) + " s, " + n(inFlight) +
                           " messages at risk)."});
    double queue = 0, clock = 0, passed = -1, alarm = -1, fixed = -1, under = -1, peakLag = 0, peakRisk = 0;
    double nextReport = 60;
    while (clock < 7 * kDay) {
        const double most =
            (fixed >= 0 && clock >= fixed ? c.recoveredFactor : c.slowMirrorFactor) * c.criticalRate * step;
        queue += static_cast<double>(arrivals.between(clock, clock + step));
        queue -= std::min(queue, most);
        clock += step;
        const double lag = c.lagSeconds + queue / c.criticalRate;
        const double risk = inFlight + queue;
        if (risk > peakRisk) {
            peakRisk = risk;
            peakLag = lag;
        }
        if (passed < 0 && lag > c.targetLagSeconds) {
            passed = clock;
            t.steps.push_back(
                {at(clock), "PAST TARGET",
                 "The lag passes the " + d(c.targetLagSeconds) + " s target: " + n(risk) + " messages at risk."});
        }
        if (alarm < 0 && passed >= 0 && clock - passed >= c.alarmPeriodSeconds) {
            alarm = clock;
            fixed = clock + c.respondSeconds;
            t.steps.push_back({at(clock), "ALARM",
                               "The lag alarm fires after " + d(c.alarmPeriodSeconds) + " s past the target: lag " +
                                   d(lag, 1) + " s, " + n(risk) + " messages at risk."});
            nextReport = clock + 60;
        } else if (clock >= nextReport && (fixed < 0 || clock < fixed) && alarm >= 0) {
            t.steps.push_back(
                {at(clock), "ALARM", "Lag " + d(lag, 1) + " s, " + n(risk) + " messages at risk, still growing."});
            nextReport += 60;
        }
        if (fixed >= 0 && std::abs(clock - fixed) < step / 2)
            t.steps.push_back({at(clock), "FIXED",
                               "More mirror workers copy at " + d(c.recoveredFactor) + " x the critical rate: lag " +
                                   d(lag, 1) + " s, " + n(risk) + " messages at risk, the most of the drill."});
        if (fixed >= 0 && clock > fixed && under < 0 && lag <= c.targetLagSeconds) {
            under = clock;
            t.steps.push_back({at(clock), "UNDER TARGET",
                               "The lag is back under the target: " + d(lag, 1) + " s, " + n(risk) +
                                   " messages at risk. The alarm clears."});
        }
        if (under >= 0 && queue <= 0) {
            t.steps.push_back({at(clock), "CAUGHT UP",
                               "The mirror has caught up: lag " + d(c.lagSeconds) + " s again, " + n(inFlight) +
                                   " messages at risk."});
            break;
        }
    }
    r.timelines.push_back(std::move(t));
    r.figures = {
        {"past_target_s", MQLAB_TR("DrillFigure", "the lag passes the target after"), passed, "s"},
        {"alarm_s", MQLAB_TR("DrillFigure", "the alarm fires after"), alarm, "s"},
        {"at_risk_target", MQLAB_TR("DrillFigure", "messages at risk at the target lag"),
         c.criticalRate * c.targetLagSeconds, ""},
        {"peak_lag_s", MQLAB_TR("DrillFigure", "the longest lag"), peakLag, "s"},
        {"peak_at_risk", MQLAB_TR("DrillFigure", "the most messages at risk"), peakRisk, ""},
        {"under_target_s", MQLAB_TR("DrillFigure", "back under the target after"), under, "s"},
        {"caught_up_s", MQLAB_TR("DrillFigure", "caught up after"), clock, "s"},
    };
}

// A new customer's key (second-seed.md §4.3 rule 8): the customer's first writes reach both regions of
// the EU pair at the same instant and neither table has a key row for them. With the design, both
// requests go to the home region's table, where a conditional put (attribute_not_exists) lets exactly
// one create win and the other reads the key that won. Without it, each region puts into its own
// replica: a global table checks the condition locally, so both creates succeed, and replication
// settles the row by last writer wins (equal times here: the seed draws the winner). The loser's key
// is overwritten in its own region one replication delay after it was made; what that region
// encrypted under it meanwhile can never be read again.
struct KeyRace {
    int created = 0;
    double orphaned = 0, orphanWindow = 0;
    double pairKeyAt = 0;    // s: the pair region holds a key for the customer from here
    double replicatedAt = 0; // s: the pair's replica holds the winning row from here
};

KeyRace keyRace(const RoundThreeConfig& c, bool homeOnly, Random& random, R3Timeline& t)
{
    const std::string names[2] = {c.keyHome, c.keyPair};
    const double put = c.keyPutSeconds, fwd = c.forwardSeconds, lag = c.keyReplicationSeconds;
    KeyRace o;
    t.steps.push_back({0, "FIRST WRITES",
                       "A new customer's first writes reach " + c.keyHome + " and " + c.keyPair +
                           " at the same instant; neither table has a key row for them."});
    // Each region's request: the table it puts into and when it gets there.
    struct Put {
        int from, table;
        double at;
    };
    std::vector<Put> puts = {{0, 0, 0}, {1, homeOnly ? 0 : 1, homeOnly ? fwd : 0}};
    if (homeOnly)
        t.steps.push_back({0, "FORWARDED",
                           c.keyPair + " creates nothing itself: it sends the request to the customer's home region, " +
                               c.keyHome + "."});
    // A table's row: the region whose key it holds and when it was written (-1: none).
    int rowKey[2] = {-1, -1};
    double rowAt[2] = {0, 0};
    double keyAt[2] = {0, 0};
    for (const Put& p : puts) { // in time order: a table takes conditional puts one at a time
        const double done = p.at + put;
        const double back = p.table == p.from ? 0 : fwd;
        if (rowKey[p.table] < 0) {
            rowKey[p.table] = p.from;
            rowAt[p.table] = done;
            ++o.created;
            keyAt[p.from] = done + back;
            t.steps.push_back({at(done), "CREATED",
                               "The conditional put (attribute_not_exists) in " + names[p.table] +
                                   "'s table finds no row and writes " + names[p.from] +
                                   "'s new key: " + names[p.from] + " encrypts the customer's fields under it."});
        } else {
            keyAt[p.from] = done + put + back;
            t.steps.push_back({at(done), "CONDITION FAILED",
                               names[p.from] + "'s put reaches " + names[p.table] +
                                   "'s table after the first: the row exists, so the condition fails and nothing is "
                                   "written."});
            t.steps.push_back({at(done + put), "READ EXISTING",
                               names[p.from] + " reads the key that won instead and has it " +
                                   d((done + put + back) * 1000, 0) +
                                   " ms after its first write arrived: one key, in both regions."});
        }
    }
    // Replication: each row written reaches the other table `lag` later; last writer wins there, a tie
    // going to the drawn region (the same in both tables, as the global table settles on one row).
    const int tieWinner = random.sampling() == Sampling::Random ? static_cast<int>(random.below(2)) : 1;
    int winner = rowKey[0];
    if (rowKey[1] >= 0 && rowKey[1] != rowKey[0])
        winner = rowAt[0] > rowAt[1] ? rowKey[0] : rowAt[1] > rowAt[0] ? rowKey[1] : tieWinner;
    for (int from = 0; from < 2; ++from) {
        if (rowKey[from] < 0)
            continue;
        const int to = 1 - from;
        const double arrives = rowAt[from] + lag;
        if (rowKey[to] < 0) {
            o.replicatedAt = arrives;
            t.steps.push_back({at(arrives), "REPLICATED",
                               "The key row reaches " + names[to] +
                                   "'s replica through the global table: its requests read the key locally now."});
        } else if (rowKey[from] == winner) {
            // The other table's own key loses: everything its region encrypted under it since the row
            // was written is orphaned.
            Arrivals writes(random, c.customerWriteRate);
            o.orphanWindow = arrives - rowAt[to];
            o.orphaned = static_cast<double>(writes.between(rowAt[to], arrives));
            t.steps.push_back({at(arrives), "OVERWRITTEN",
                               names[from] + "'s row reaches " + names[to] +
                                   " and wins (last writer wins): " + names[to] + "'s key is gone. The " +
                                   n(o.orphaned) + " messages " + names[to] + " encrypted under it in the last " +
                                   d(o.orphanWindow, 3) + " s are unreadable for good."});
        } else {
            t.steps.push_back({at(arrives), "DISCARDED",
                               names[from] + "'s row reaches " + names[to] + " and loses to the row there: " +
                                   names[from] + " will read " + names[to] + "'s key from now on."});
        }
    }
    o.pairKeyAt = keyAt[1];
    std::stable_sort(t.steps.begin(), t.steps.end(), [](const R3Step& a, const R3Step& b) { return a.at < b.at; });
    const double last = toSeconds(t.steps.back().at);
    t.steps.push_back(
        {at(last), "SETTLED",
         "Keys created: " + n(o.created) + ". Messages orphaned: " + n(o.orphaned) +
             (o.orphaned > 0 ? ", and nothing reported an error: a two-region create fails silently." : ".")});
    return o;
}

void splitBrainKey(R3DrillResult& r, const RoundThreeConfig& c, std::uint64_t seed, Sampling sampling)
{
    Random random(seed, sampling);
    R3Timeline design = timeline("design", message(titleKeyDesign, {{"home", c.keyHome}}));
    const KeyRace safe = keyRace(c, true, random, design);
    R3Timeline unsafe = timeline("both-regions", message(titleKeyBoth));
    const KeyRace both = keyRace(c, false, random, unsafe);
    r.timelines.push_back(std::move(design));
    r.timelines.push_back(std::move(unsafe));
    r.figures = {
        {"keys_created", MQLAB_TR("DrillFigure", "keys created, in the home region only"),
         static_cast<double>(safe.created), ""},
        {"orphaned", MQLAB_TR("DrillFigure", "messages orphaned, in the home region only"), safe.orphaned, ""},
        {"pair_key_ms", MQLAB_TR("DrillFigure", "the pair region has the key after"), safe.pairKeyAt * 1000, "ms"},
        {"replicated_s", MQLAB_TR("DrillFigure", "the row reaches the pair's replica after"), safe.replicatedAt, "s"},
        {"both_keys_created", MQLAB_TR("DrillFigure", "keys created, each region its own"),
         static_cast<double>(both.created), ""},
        {"both_orphaned", MQLAB_TR("DrillFigure", "messages orphaned, each region its own"), both.orphaned, ""},
        {"both_orphaned_expected", MQLAB_TR("DrillFigure", "the customer's write rate x the replication delay"),
         c.customerWriteRate * c.keyReplicationSeconds, ""},
        {"orphan_window_s", MQLAB_TR("DrillFigure", "the losing key was used for"), both.orphanWindow, "s"},
    };
}

// The DLQ redrive runbook for a task queue already on SQS (second-seed.md §4.5): look, fix, test one,
// redrive slowly with StartMessageMoveTask at the seed's rate, watch, close. Beside it, the same
// runbook when the one message tested fails again: the redrive never starts.
void dlqRedrive(R3DrillResult& r, const RoundThreeConfig& c, std::uint64_t seed, Sampling sampling)
{
    Random random(seed, sampling);
    const double rest = c.dlqMessages - 1; // the one tested is moved by hand
    const double redriveSeconds = rest / c.redriveRate;
    auto opening = [&](R3Timeline& t) {
        t.steps.push_back({0, "LOOK",
                           "The DLQ's depth alarm fires: " + n(c.dlqMessages) +
                               " messages. Nothing is moved yet: a sample is read and the failures grouped by error."});
        double clock = c.lookSeconds;
        t.steps.push_back({at(clock), "FIX",
                           "One cause explains the failures; the consumers' fix is written, reviewed and deployed."});
        clock += c.fixSeconds;
        t.steps.push_back({at(clock), "TEST ONE",
                           "One message is moved back to the task queue by hand and followed through the fixed "
                           "consumer."});
        return clock + c.testOneSeconds;
    };
    R3Timeline t = timeline("runbook", message(titleRedrive, {{"rate", d(c.redriveRate)}}));
    double clock = opening(t);
    t.steps.push_back({at(clock), "TEST PASSED", "It is processed and deleted: the fix holds for this one."});
    const double start = clock;
    t.steps.push_back({at(start), "REDRIVE",
                       "start-message-move-task --max-number-of-messages-per-second " + d(c.redriveRate) +
                           " moves the other " + n(rest) +
                           " slowly, so the consumers and what they call are not "
                           "flooded: done in " +
                           r3ClockText(at(redriveSeconds)) + "."});
    // Each redriven message fails again with a small chance (another cause); those go back to the DLQ.
    Arrivals failing(random, c.redriveRate * c.failAgainShare);
    double failed = 0;
    // Every watch is counted; at most about 48 are written out (a long redrive watched often).
    const auto watches = static_cast<std::int64_t>(std::ceil(redriveSeconds / c.watchSeconds)) - 1;
    const std::int64_t stride = std::max<std::int64_t>(1, (watches + 47) / 48);
    for (std::int64_t i = 1; i <= watches; ++i) {
        const double w = static_cast<double>(i) * c.watchSeconds;
        failed += static_cast<double>(failing.between(w - c.watchSeconds, w));
        const double moved = std::floor(c.redriveRate * w + 1e-9);
        if (i % stride != 0)
            continue;
        t.steps.push_back({at(start + w), "WATCH",
                           "Moved " + n(moved) + " of " + n(rest) + "; " + n(failed) +
                               " failed again and are back in the DLQ; the consumers' errors are flat; " +
                               r3ClockText(at(redriveSeconds - w)) + " to go."});
    }
    failed += static_cast<double>(
        failing.between(static_cast<double>(std::max<std::int64_t>(watches, 0)) * c.watchSeconds, redriveSeconds));
    clock = start + redriveSeconds;
    t.steps.push_back({at(clock), "MOVED",
                       "The move task has moved all " + n(rest) + "; " + n(failed) + " failed again (" +
                           d(rest > 0 ? failed / rest * 100 : 0, 3) + "%) and wait in the DLQ."});
    clock += c.closeSeconds;
    t.steps.push_back(
        {at(clock), "CLOSED",
         "The " + n(failed) + " left are ticketed for their owners, the alarm is reset and the incident written up."});
    const double closed = clock;
    R3Timeline f = timeline("test-fails", message(titleTestFails));
    clock = opening(f);
    f.steps.push_back({at(clock), "TEST FAILED",
                       "It fails again and goes back to the DLQ: the fix is wrong. The redrive does not start: " +
                           n(rest) + " messages are not sent, " + r3ClockText(at(redriveSeconds)) +
                           " of them, into a consumer that would fail them all again."});
    f.steps.push_back({at(clock), "LOOK", "Back to the failures, with one more data point."});
    r.timelines.push_back(std::move(t));
    r.timelines.push_back(std::move(f));
    r.figures = {
        {"dlq_messages", MQLAB_TR("DrillFigure", "messages in the DLQ"), c.dlqMessages, ""},
        {"redrive_rate", MQLAB_TR("DrillFigure", "the redrive's rate (the seed's)"), c.redriveRate, "msg/s"},
        {"redrive_s", MQLAB_TR("DrillFigure", "the move task runs for"), redriveSeconds, "s"},
        {"redrive_start_s", MQLAB_TR("DrillFigure", "the move task starts after"), start, "s"},
        {"failed_again", MQLAB_TR("DrillFigure", "redriven messages that failed again"), failed, ""},
        {"closed_s", MQLAB_TR("DrillFigure", "the runbook closed after"), closed, "s"},
        {"stopped_by_test", MQLAB_TR("DrillFigure", "messages a failed test keeps in the DLQ"), rest, ""},
        {"stopped_by_test_s", MQLAB_TR("DrillFigure", "a failed test saves a redrive of"), redriveSeconds, "s"},
    };
}

// S3 uploads fail (second-seed.md §4.4: the brokers keep a day; 90 TB on 216 x 1 TB, 1.4 days of
// room). As Round 2's s3-outage drill counts it: the segments on the brokers at the failure were
// uploaded, so they leave as they pass the local hours and the tier stays level that long; then none
// leaves and it grows by the intake, the tier's data over its local hours. After the fix the uploads
// run at a multiple of the intake and the backlog leaves as it is uploaded.
void s3UploadFailure(R3DrillResult& r, const RoundThreeConfig& c)
{
    const double held = c.brokerTierGB, cap = c.brokerCapacityGB, level = c.brokerLocalHours;
    const double perHour = held / c.brokerLocalHours;
    const double fullH = level + (cap - held) / perHour;
    const auto fillAt = [&](double h) { return std::min(cap, held + std::max(0.0, h - level) * perHour); };
    const auto tb = [](double gb) { return d(gb / 1000, 1) + " TB"; };
    const auto pct = [&](double gb) { return d(gb / cap * 100, 1) + "%"; };
    const auto hoursAt = [](double h) { return at(h * 3600); };
    const auto left = [&](double h) { return r3ClockText(hoursAt(fullH - h)); };
    const double alarmGB = cap * c.fillAlarmPercent / 100;
    const double alarmH = level + (alarmGB - held) / perHour;
    const double fixH = alarmH + c.uploadFixHours;
    auto opening = [&](R3Timeline& t) {
        t.steps.push_back({0, "UPLOADS FAIL",
                           "S3 refuses the brokers' segment uploads. The broker tier holds " + tb(held) + " of " +
                               tb(cap) + " (" + pct(held) + "). Time left before the disks are full: " + left(0) +
                               "."});
        t.steps.push_back({hoursAt(level), "GROWING",
                           "The last segments uploaded before the failure have aged out after " + d(level) +
                               " h; nothing leaves now and the tier grows " + tb(perHour * 24) +
                               " a day. Room: " + tb(cap - held) + ", " + d((cap - held) / perHour / 24, 2) +
                               " days. Time left: " + left(level) + "."});
        t.steps.push_back({hoursAt(alarmH), "ALARM",
                           "The broker tier passes its " + d(c.fillAlarmPercent) + "% fill alarm: " + tb(alarmGB) +
                               ". Time left: " + left(alarmH) + "."});
    };
    R3Timeline t = timeline("fixed", message(titleUploadsFixed, {{"hours", d(c.uploadFixHours)}}));
    opening(t);
    const bool inTime = fixH < fullH;
    const double fixGB = fillAt(fixH);
    if (!inTime)
        t.steps.push_back({hoursAt(fullH), "FULL", "The disks are full: the brokers refuse writes. Time left: none."});
    const double drainedH = fixH + (fixGB - held) / ((c.uploadCatchUpFactor - 1) * perHour);
    t.steps.push_back({hoursAt(fixH), "FIXED",
                       "Uploads work again with the tier at " + tb(fixGB) + " (" + pct(fixGB) + ")" +
                           (inTime ? ", " + left(fixH) + " before the disks would have been full"
                                   : ", " + r3ClockText(hoursAt(fixH - fullH)) + " after they filled") +
                           ". The backlog uploads at " + d(c.uploadCatchUpFactor) + " x the intake."});
    t.steps.push_back(
        {hoursAt(drainedH), "DRAINED",
         "The backlog is in S3 and has left the brokers: the tier is back to " + tb(held) + " (" + pct(held) + ")."});
    R3Timeline u = timeline("unfixed", message(titleUnfixed));
    opening(u);
    u.steps.push_back({hoursAt(fullH), "FULL",
                       "The disks are full " + d(fullH, 1) + " h after the failure: the brokers refuse writes."});
    r.timelines.push_back(std::move(t));
    r.timelines.push_back(std::move(u));
    r.figures = {
        {"broker_tb", MQLAB_TR("DrillFigure", "the broker tier holds"), held / 1000, "TB"},
        {"capacity_tb", MQLAB_TR("DrillFigure", "every broker's volume"), cap / 1000, "TB"},
        {"fill_percent", MQLAB_TR("DrillFigure", "full when uploads fail"), held / cap * 100, "%"},
        {"growth_tb_per_day", MQLAB_TR("DrillFigure", "then it grows a day"), perHour * 24 / 1000, "TB"},
        {"level_h", MQLAB_TR("DrillFigure", "level while uploaded segments age out"), level, "h"},
        {"room_days", MQLAB_TR("DrillFigure", "room: (capacity - held) / growth a day"), (cap - held) / perHour / 24,
         "days"},
        {"full_h", MQLAB_TR("DrillFigure", "the disks full, if nobody fixes it, after"), fullH, "h"},
        {"alarm_h", MQLAB_TR("DrillFigure", "the fill alarm after"), alarmH, "h"},
        {"left_at_alarm_h", MQLAB_TR("DrillFigure", "time left at the alarm"), fullH - alarmH, "h"},
        {"fixed_h", MQLAB_TR("DrillFigure", "uploads fixed after"), fixH, "h"},
        {"fill_at_fix_percent", MQLAB_TR("DrillFigure", "full at the fix"), fixGB / cap * 100, "%"},
        {"left_at_fix_h", MQLAB_TR("DrillFigure", "time left at the fix"), std::max(0.0, fullH - fixH), "h"},
        {"drained_h", MQLAB_TR("DrillFigure", "back to a day's data after"), drainedH, "h"},
    };
}

} // namespace

R3DrillResult runRoundThreeDrill(R3Drill drill, std::uint64_t seed, const RoundThreeConfig& config,
                                 std::optional<Sampling> sampling)
{
    checkRoundThreeConfig(config);
    R3DrillResult r;
    r.drill = drill;
    r.seed = seed;
    r.assumed = roundThreeAssumed(drill, config);
    const Sampling drawn = sampling.value_or(Sampling::Random);
    switch (drill) {
    case R3Drill::RegionLoss:
        regionLoss(r, config, seed, drawn);
        break;
    case R3Drill::Failback:
        failback(r, config, seed, drawn);
        break;
    case R3Drill::BadConfig:
        badConfig(r, config, seed, drawn);
        break;
    case R3Drill::Deletion:
        deletion(r, config);
        break;
    case R3Drill::MirrorLagAlarm:
        mirrorLagAlarm(r, config, seed, drawn);
        break;
    case R3Drill::SplitBrainKey:
        splitBrainKey(r, config, seed, drawn);
        break;
    case R3Drill::DlqRedrive:
        dlqRedrive(r, config, seed, drawn);
        break;
    case R3Drill::S3UploadFailure:
        s3UploadFailure(r, config);
        break;
    }
    return r;
}

} // namespace mqlab::sim
