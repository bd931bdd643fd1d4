// Round 2 of the second seed (stream and queue topics on a 12-broker platform) as seeded
// discrete-event runs: the failure drills of second-seed.md §3.7 and §5, each reporting its figures
// from the run. The platform's partitions are Round 1's Raft groups (raft_log.h), one replica a zone;
// the stale worker is Round 1's lease queue with and without the epoch check (lease_queue.h).
// See engine/docs/simulation.md, "Round 2".
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "mqlab/report/message.h"
#include "mqlab/model/fields.h"
#include "mqlab/model/traffic.h"
#include "mqlab/sim/random.h"
#include "mqlab/sim/round_one_log.h"
#include "mqlab/sim/time.h"

namespace mqlab::sim {

// The platform as the runs see it, with the spec's figures (second-seed.md §3.4, §3.5); P50s the
// spec does not give are assumed and marked. A design's platform fleet fills the first block.
struct RoundTwoConfig {
    double rate = 81'018.5;      // msg/s from every producer together (the seed's peak)
    double messageBytes = 2000;  // B a message
    int brokers = 12;            // a multiple of zones
    int zones = 3;               // one replica of each partition a zone: 3
    int partitions = 2000;       // each a Raft group of 3; leaders spread evenly over the brokers
    double readFactor = 2;       // consumer groups reading each message, each from the replica in its zone
    double groupCommitMs = 2;    // ms, the journal fsyncs at most once a window
    double networkMBps = 468.75; // MB/s a broker's network carries (m7g.2xlarge, 3.75 Gbps: the catalogue's)
    double volumeMBps = 250;     // MB/s the gp3 volume is provisioned at
    // timings, ms: median (assumed) and 99th percentile (the latency budget's, §3.5)
    double fsyncP50Ms = 1, fsyncP99Ms = 3;
    double rttP50Ms = 0.5, rttP99Ms = 1;
    double hopP50Ms = 0.5, hopP99Ms = 1;                   // producer to leader, a held fetch's wake-up, the answer
    double watermarkP50Ms = 1, watermarkP99Ms = 2;         // the high watermark reaching the reader's local follower
    double electionMinSeconds = 1, electionMaxSeconds = 2; // a partition without a leader (seed)
    double retryBackoffMs = 100, sendTimeoutMs = 1000;
    int batch = 10;                  // messages a send carries in the fleet runs (the API allows 1 to 100)
    double dedupWindowSeconds = 300; // a deduplication ID is remembered this long (seed: 5 min)
    // replay: a reader a week behind fetches 1 MiB at a time (the fetch's maxBytes), this many at once
    int replayFetchesInFlight = 4;      // assumed
    double s3P50Ms = 30, s3P99Ms = 120; // ms, one GET from the S3 tier (assumed)
    // replay by timestamp: a partition's history (second-seed.md §3.3, tiered storage) and where each
    // part of it lives when the replay reads it
    double averageRate = 2e9 / 86'400; // msg/s over a day, every partition together (seed: 2 billion a day)
    double localHours = 24;            // on broker disks (seed)
    double retentionDays = 7;          // in the S3 tier (seed)
    double segmentSeconds = 3600;      // segments are sealed and go to S3 hourly (seed)
    double pageCacheMB = 24'000;       // a broker's page cache (seed 24 GiB, taken as 24,000 MB: §6.11)
    double seekHoursAgo = 168;         // the replay seeks to a week ago (seed: "replays last week")
    // queue topics: a task's processing (the worker pool's defaults) and the one slow task
    double processingSeconds = field(Kind::WorkerPool, "processing_p50_s").defaultNumber; // the pool's P50
    double slowSeconds =
        field(Kind::WorkerPool, "processing_max_s").defaultNumber; // its longest (follow-up 2's rare task)
    int workers = 2;
    // consumer groups
    int members = 4, groupPartitions = 12;
    double restartSeconds = 10;       // a member's restart (assumed)
    double rebalanceRoundSeconds = 3; // one round of join and sync (assumed)
    // Kafka's session.timeout.ms default, 45 s:
    // https://kafka.apache.org/documentation/#consumerconfigs_session.timeout.ms
    double sessionTimeoutSeconds = 45;
    double partitionRate = 100; // msg/s a partition of the group takes in (assumed)
    // hot tenant: teams fetching from one broker, each within its byte quota (the consumer team's
    // default), on top of the broker's planned traffic at the peak; one team turns hot
    double fetchQuotaMBps = field(Kind::ConsumerTeam, "fetch_quota_mbps").defaultNumber; // a team's quota
    int tenantTeams = 3;          // teams fetching from the broker (the Round 2 design's three; assumed)
    double teamReadMBps = 2;      // MB/s each team fetches as a rule (assumed)
    double hotTeamReadMBps = 400; // MB/s the hot team asks for, catching up a backlog (assumed)
    double tenantSeconds = 60;    // the run (assumed)
    // The broker measures a quota over 11 windows of 1 s: a team may run ahead of its quota by 11 s of
    // it (a token bucket that holds as much). Kafka's quota.window.num and quota.window.size.seconds:
    // https://kafka.apache.org/documentation/#brokerconfigs_quota.window.num
    // https://kafka.apache.org/documentation/#brokerconfigs_quota.window.size.seconds
    double quotaWindowSeconds = 11;
    // S3 outage: the tier stops taking segments; the brokers' disks keep what they cannot hand over
    double volumeGB = 2500; // a broker's gp3 volume (seed: 2.5 TB)
    double overhead = 1.2;  // indexes, journal, free space on the disks (seed)
    // poison on an ordered queue topic: the queue topic's lease and its deliveries before the DLQ
    double visibilitySeconds = field(Kind::QueueTopic, "visibility_s").defaultNumber;        // seed: 30 s
    int maxReceive = static_cast<int>(field(Kind::QueueTopic, "max_receive").defaultNumber); // seed: 5
};

// Checks a config's ranges; throws InputError naming the field and what it allows.
void checkRoundTwoConfig(const RoundTwoConfig& config);

// The send path to a waiting reader, each step at its P99: Round 1's path plus the high watermark
// reaching the follower in the reader's zone (1 + 2 + max(3, 1 + 3) + 2 + 1 + 1 = 11 ms).
std::vector<LatencyComponent> roundTwoSendPath(const RoundTwoConfig& config);

// A figure a run measured: key for tests and JSON, words for people.
struct R2Figure {
    std::string key;   // "leaders_reelected"
    std::string label; // "leaders re-elected"
    double value = 0;
    std::string unit; // "ms", "s", "MB/s", "%", "" (a count)
    // A label built from the design ("critical topic groups (payments, orders)") as a template, its
    // names as arguments; empty (no id) when `label` is a fixed word marked under "DrillFigure".
    Message labelWords = {};
};

// A run of the fleet at a rate, with a zone or a broker lost at a time (or nothing lost).
struct FleetFailure {
    enum class What { None, Zone, Broker };
    What what = What::None;
    int target = 0; // the zone or broker, from 0
    SimTime at = 3 * kSecond;
};
struct FleetOptions {
    double seconds = 10; // (0, 120]
    std::uint64_t seed = 1;
    Sampling sampling = Sampling::Random;
    FleetFailure failure;
    std::uint32_t traceEvery = 1000;
    size_t logLimit = 20'000;
};
struct FleetResult {
    SimTime simulated = 0;
    std::uint64_t sends = 0, acked = 0, refused = 0, retriedSends = 0, retriedMessages = 0, lost = 0;
    std::uint64_t ackedAfterFailure = 0; // 200s after the failure's instant
    std::uint64_t leadersLost = 0, leadersElected = 0;
    double fastestElectionS = 0, slowestElectionS = 0; // leader lost to the next elected, over partitions
    std::vector<SimTime> sendToAck, sendToReader;      // ns, every acknowledged batch
    std::vector<SimTime> sendToReaderFirstTry;         // ns, the acknowledged batches never retried
    // Measured a broker, MB/s: before the failure (or the whole run) and after the elections settle,
    // averaged over the brokers still up. in: producers + replication in; out: replication + readers.
    double inBefore = 0, outBefore = 0, producersInBefore = 0;
    double inAfter = 0, outAfter = 0, producersInAfter = 0;
    double leadersPerBrokerBefore = 0, leadersPerBrokerAfter = 0; // over the brokers up
    int brokersUpAfter = 0;
    std::vector<R1Entry> log; // time order; replica = broker (from 0)
    std::uint64_t logDropped = 0;
};
// Throws InputError on a config or options out of range.
FleetResult simulateFleet(const RoundTwoConfig& config, const FleetOptions& options);

// The drills of second-seed.md §3.7 the simulation runs, by name.
enum class R2Drill {
    OrderedSend,
    StaleWorker,
    ZoneLoss,
    BrokerCrash,
    Replay,
    HeadOfLine,
    Rebalance,
    HotTenant,
    S3Outage,
    Poison,
};
struct R2DrillInfo {
    R2Drill drill;
    const char* key;     // as the command line takes it: "ordered-send"
    const char* title;   // a menu's words: "Ordered, deduplicated send"
    const char* what;    // one line
    const char* compare; // what R2DrillResult::compare holds ("Round 1's rules"); empty: nothing
};
const std::vector<R2DrillInfo>& roundTwoDrills();
std::optional<R2Drill> roundTwoDrillNamed(const std::string& key);
std::string roundTwoDrillKeys();

struct R2DrillResult {
    R2Drill drill = R2Drill::OrderedSend;
    std::uint64_t seed = 1;
    double seconds = 0; // simulated (the longest of its runs)
    std::vector<R2Figure> figures;
    std::vector<R1Entry> log;     // the run a stepper shows (Round 2's rules)
    std::vector<R1Entry> compare; // the stale worker: the same drill under Round 1's rules; else empty
    // The config's figures the drill rests on that the spec does not give (RoundTwoConfig marks them
    // assumed), so that a reader can tell them from the seed's.
    std::vector<R2Figure> assumed;
    std::uint64_t logDropped = 0;
};
// Runs a drill, seeded. The ordered send, the stale worker, head-of-line blocking and rebalancing
// always run with every duration at its P99 (their answers are exact times); the fleet and replay
// drills draw their timings unless `sampling` says otherwise. Throws InputError on a bad config.
R2DrillResult runRoundTwoDrill(R2Drill drill, std::uint64_t seed, const RoundTwoConfig& config = {},
                               std::optional<Sampling> sampling = std::nullopt);
// The assumed figures of the config a drill uses (R2DrillResult::assumed), in the config's units.
std::vector<R2Figure> roundTwoAssumed(R2Drill drill, const RoundTwoConfig& config);

// A figure of a result by key; throws std::out_of_range when the drill has none of that name.
double r2Figure(const R2DrillResult& r, const std::string& key);

// The ordered send's path for its first message, ms after its send: at the leader, window closed,
// leader fsync, first follower acknowledged, committed, at the local follower, fetch returned, in the
// reader's hands (roundTwoSendPath's milestones); empty when the log lacks any of them.
std::vector<double> r2SendPathMs(const std::vector<R1Entry>& log, std::uint64_t message);

// Nearest-rank quantile of samples (ns); 0 when there are none.
SimTime r2Quantile(std::vector<SimTime> samples, double q);

} // namespace mqlab::sim
