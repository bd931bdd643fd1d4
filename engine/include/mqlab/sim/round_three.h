// Round 3 of the second seed (four regions in two pairs, mirroring and RPO, cells and waves,
// deletion by crypto-shredding) as seeded, deterministic drills (second-seed.md §4.3 to §4.5, §5):
// a region lost at a mirror lag and its manual failover, the failback with the unmirrored tail sent to
// reconciliation, a bad change stopped at the canary cell, one customer's deletion with and without a
// legal hold, the mirror lag alarm, a customer's key created in two regions at once, a DLQ redrive and
// S3 uploads that fail while the brokers keep a day. Each drill returns its timelines (a clock and the engine's
// words) and the figures it measured. See engine/docs/simulation.md, "Round 3".
#pragma once

#include "mqlab/report/message.h"
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "mqlab/model/report.h"
#include "mqlab/model/scenario.h"
#include "mqlab/sim/random.h"
#include "mqlab/sim/round_two.h"
#include "mqlab/sim/time.h"

namespace mqlab::sim {

// A topic group whose home region a routing control picks, and its share of the region's critical
// (mirrored) traffic.
struct R3TopicGroup {
    std::string name;
    double share = 0;
};

// The drills' settings. The first block is the design's (roundThreeConfigFor fills it from a design's
// report; the defaults are stages/round-3.json's, second-seed.md §4.4); the rest are assumed (the spec
// gives no figure) and listed with each drill (roundThreeAssumed).
struct RoundThreeConfig {
    // From the design: the region lost and its pair
    std::string region = "us-east-1", pair = "us-west-2";
    double criticalRate = 2e10 / 86'400 * 3.5 * 0.30 * 0.25; // msg/s the region mirrors (60,764)
    double regionOwnPeak = 2e10 / 86'400 * 3.5 * 0.30;       // 243,056 msg/s
    double regionPlannedPeak = 2e10 / 86'400 * 3.5 * 0.30 + 2e10 / 86'400 * 3.5 * 0.20 * 0.25; // 283,565
    int regionCells = 5;
    double pairOwnPeak = 2e10 / 86'400 * 3.5 * 0.20;                     // 162,037 msg/s
    double pairPlannedPeak = 2e10 / 86'400 * 3.5 * (0.20 + 0.30 * 0.25); // own + the mirror in: 222,801
    int pairCells = 4;
    double cellCapacity = 81'018.5;                       // msg/s a cell takes (Round 2's peak)
    double lagSeconds = 3;                                // the mirror's lag (the design's lag_s)
    double targetLagSeconds = 5;                          // the critical topics' RPO (target_lag_s)
    double downtimeBudgetSeconds = 43'776 * 0.00001 * 60; // a month a region at 99.999% (26.3 s)

    // Assumed: the mirror and the consumers
    double mirrorBatchSeconds = 0.25;     // the mirror ships the source's log in batches this long
    double checkpointIntervalSeconds = 5; // a consumer group's offsets reach the checkpoint topic this often
    std::vector<R3TopicGroup> groups = {{"payments", 0.4}, {"orders", 0.35}, {"inventory", 0.25}}; // payments first
    // Assumed: the failover runbook, seconds
    double detectSeconds = 60;   // the cells' probes and alarms show the region down
    double confirmSeconds = 240; // an engineer confirms: several cells, AWS Health, the cross-region probes
    double noteLagSeconds = 60;  // each critical topic's lag written down
    double flipSeconds = 30;     // one topic group's routing control flipped (ARC, from a healthy region)
    double resumeSeconds = 20;   // a group's consumers find their checkpoint and start reading
    // Assumed: the failback
    double outageSeconds = 3600; // the region is away this long
    double catchUpFactor = 4;    // the reverse mirror copies this many times the critical rate at most
    // Assumed: the control plane's rollout (bad config)
    std::vector<int> waves = {1, 1}; // cells in each wave, canary first; the region's other cells last
    double faultAfterSeconds = 60;   // a bad change breaks a cell this long after it lands
    double healthCheckSeconds = 30;  // the control plane checks every cell this often
    double bakeSeconds = 600;        // a wave must stay healthy this long before the next one
    double rollbackSeconds = 120;    // putting the old config back on the cells that took the bad one
    // Assumed: one customer's deletion
    double holdCheckSeconds = 60;   // the deletion worker checks for legal holds
    double holdDays = 30;           // the hold legal keeps on the customer's data
    double deleteItemSeconds = 60;  // the worker's DeleteItem of the key row, after the request is PENDING
    double backupRetentionDays = 7; // the key table's backups are kept this long (short and written down)
    double approvalDays = 2;        // tenant offboarding: approval before the key deletion is scheduled
    // AWS KMS waits 7 to 30 days before deleting a key; the longest wait, 30 days, is the one chosen:
    // https://docs.aws.amazon.com/kms/latest/developerguide/deleting-keys.html
    double kmsWaitingDays = 30;
    // Assumed: the mirror lag alarm
    double slowMirrorFactor = 0.9;  // the mirror copies at this share of the critical rate once it slows
    double alarmPeriodSeconds = 60; // the lag must stay past the target this long before the alarm fires
    double respondSeconds = 300;    // from the alarm to more mirror workers copying
    double recoveredFactor = 2;     // the mirror's copy rate afterwards, times the critical rate

    // From the design: the EU key store's two regions, the first it serves being the customers' home
    // (split-brain-key)
    std::string keyHome = "eu-west-1", keyPair = "eu-central-1";
    // Assumed: a customer's key created in both regions at once (split-brain-key)
    double keyReplicationSeconds = 1; // a global table's row reaches the other region after this; AWS gives no bound
    double customerWriteRate = 100;   // msg/s one new customer writes in each region: a busy first minute
    double forwardSeconds = 0.02;     // one way between the EU pair's regions (Ireland to Frankfurt)
    double keyPutSeconds = 0.01;      // a conditional put or a read in the local table
    // The seed's redrive rate for task queues already on SQS, msg/s (MaxNumberOfMessagesPerSecond of
    // StartMessageMoveTask, at most 500):
    // https://docs.aws.amazon.com/AWSSimpleQueueService/latest/APIReference/API_StartMessageMoveTask.html
    double redriveRate = 50;
    // Assumed: the DLQ redrive runbook (dlq-redrive)
    double dlqMessages = 100'000;   // in the DLQ when its alarm fires: a bad deploy's hour on a busy task queue
    double lookSeconds = 1800;      // a sample read and the failures grouped by error, before touching anything
    double fixSeconds = 3600;       // the consumers' fix written, reviewed and deployed
    double testOneSeconds = 120;    // one message moved back by hand and followed through the consumer
    double watchSeconds = 300;      // the consumers' errors and the DLQ's depth looked at this often
    double failAgainShare = 0.0005; // redriven messages that fail again for another cause: a few bad payloads
    double closeSeconds = 900;      // the leftovers ticketed, the alarm reset, the incident written up
    // From the design: the broker tier (s3-upload-failure), the report's global figures
    double brokerTierGB = (20 + 5) * 1000.0 * 3 * 1.2; // on the brokers: a day of own + mirrored data, 3 copies (90 TB)
    double brokerCapacityGB = 216 * 1000.0;            // every broker's volume (216 x 1 TB)
    double brokerLocalHours = 24;                      // the brokers keep this much before a segment may go
    // Assumed: S3 uploads fail (s3-upload-failure)
    double fillAlarmPercent = 60;   // the broker tier's fill alarm: well above a normal day, a day before full
    double uploadFixHours = 6;      // from the alarm to uploads working again (credentials, bucket policy or S3)
    double uploadCatchUpFactor = 3; // uploads then run at this many times the intake until the backlog is gone
};

// Checks a config's ranges; throws InputError naming the field and what it allows.
void checkRoundThreeConfig(const RoundThreeConfig& config);

// The config for the loss of `region` in a Round 3 design (its regions, mirror links and cells) from
// its report, with its EU key store's regions and its broker tier (the report's global figures); throws InputError when
// the design has no such region, or it has no mirror to its pair.
RoundThreeConfig roundThreeConfigFor(const Scenario& design, const Report& report,
                                     const std::string& region = "us-east-1");

enum class R3Drill {
    RegionLoss,
    Failback,
    BadConfig,
    Deletion,
    MirrorLagAlarm,
    SplitBrainKey,
    DlqRedrive,
    S3UploadFailure
};
struct R3DrillInfo {
    R3Drill drill;
    const char* key;   // as the command line takes it: "region-loss"
    const char* title; // a menu's words
    const char* what;  // one line
};
const std::vector<R3DrillInfo>& roundThreeDrills();
std::optional<R3Drill> roundThreeDrillNamed(const std::string& key);
std::string roundThreeDrillKeys();
const R3DrillInfo& roundThreeDrillInfo(R3Drill drill);

// One step of a timeline: its clock (from the drill's start), a state where the drill has one
// ("PENDING"), and the engine's words. `state` and `text` are the English the command line and the JSON
// print (stateWords.text(), words.text()); the window translates stateWords and words.
struct R3Step {
    SimTime at = 0;
    Message stateWords = {}; // a template of roundThreeStepTemplates(): "PENDING", "WAVE {wave}"; empty for none
    Message words = {};      // a template of roundThreeStepTemplates(), the design's names and figures its arguments
    std::string state() const { return stateWords.text(); } // the English the command line prints
    std::string text() const { return words.text(); }
};
struct R3Timeline {
    std::string key;   // "runbook", "with-hold"
    std::string title; // "One customer's deletion under a legal hold": heading.text()
    std::vector<R3Step> steps;
    Message heading; // the title as a template the window translates
};
// Every template of the timelines' titles, for messageTemplates().
std::vector<MessageTemplate> roundThreeTitleTemplates();
// Every template of the timelines' steps (r3.step.*: sentences; r3.state.*: states; r3.clock.*: a clock
// as r3ClockText writes it; r3.list.*: a list's separators) and of the figure labels built from the
// design (r3.figure.*), for messageTemplates().
std::vector<MessageTemplate> roundThreeStepTemplates();

struct R3DrillResult {
    R3Drill drill = R3Drill::RegionLoss;
    std::uint64_t seed = 1;
    std::vector<R3Timeline> timelines; // the first is the drill's; others beside it
    std::vector<R2Figure> figures;
    std::vector<R2Figure> assumed; // the config's assumed figures the drill rests on
};
// Runs a drill, seeded. The mirror drills draw their arrivals (Poisson, by batch) and the instant of
// the loss within a batch unless `sampling` is a fixed mode (arrivals evenly spaced, the loss on a
// batch's edge: exact counts); the rollout draws the health check's phase. Throws InputError on a
// bad config.
R3DrillResult runRoundThreeDrill(R3Drill drill, std::uint64_t seed, const RoundThreeConfig& config = {},
                                 std::optional<Sampling> sampling = std::nullopt);
std::vector<R2Figure> roundThreeAssumed(R3Drill drill, const RoundThreeConfig& config);

// A figure of a result by key; throws std::out_of_range when the drill has none of that name.
double r3Figure(const R3DrillResult& r, const std::string& key);
// A timeline of a result by key; throws std::out_of_range when it has none.
const R3Timeline& r3Timeline(const R3DrillResult& r, const std::string& key);

// A step's clock as people read it: "3.1 s", "5 min 20 s", "2 h 05 min", "37 d 00 h 02 min".
std::string r3ClockText(SimTime at);
// The same as a template (r3.clock.*) with its figures as arguments: r3ClockText(at) is its text().
Message r3ClockMessage(SimTime at);

// The mirror's copy of one source region, batch by batch: what is only in the source when the source
// is lost at `lossAt` (check 7: the critical rate x the lag, within one batch).
struct MirrorLoss {
    SimTime lossAt = 0;                    // the loss, from the mirror's start
    SimTime landedUpTo = 0;                // the source's log is in the target up to here
    double lagAtLoss = 0;                  // s: lossAt - landedUpTo
    std::vector<std::uint64_t> leftBehind; // by topic group
    std::vector<std::uint64_t> reread;     // by group: mirrored and read, then read again from the checkpoint
    std::vector<double> checkpointAt;      // s, by group: where its consumers resume
    std::uint64_t total() const;
};
MirrorLoss simulateMirrorLoss(const RoundThreeConfig& config, double lagSeconds, std::uint64_t seed, Sampling sampling);

} // namespace mqlab::sim
