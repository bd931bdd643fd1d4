// A discrete-event run of a scenario: the same producers, clusters and consumer groups that
// evaluate() reads, simulated batch by batch. Its produce latency is comparable with the latency
// tile (send to acknowledgement; linger is reported apart), and past a wall its backlog grows at
// the rate the report says waits in the producers.
//
// What is simulated (see engine/docs/simulation.md for the reasoning):
// - producers: Poisson or evenly spaced events at the scenario's rate, keys spread over partitions as
//   the report assumes (the hot key, split into sub-keys, on its own partitions; the rest uniform);
// - send() blocks while the producer's unacknowledged batches fill buffer.memory (32 MiB), so past a
//   wall the events wait in the application and every partition slows to the wall;
// - batching per producer and partition: a batch closes when the next event would pass batch.size
//   (16,384 bytes) or linger.ms after its first event;
// - brokers as FIFO servers per resource: Standard: the partition's ceiling, each broker's disk (the
//   slower of volume and EBS link; every copy is written once) and network (a leader sends RF - 1
//   replication copies and one copy a group); Express: data in, data out and the partition throttle;
// - acks: 0 (acknowledged at send), 1 (after the leader's write), all (after every in-sync replica's
//   write); a send to a partition with fewer in-sync replicas than min.insync.replicas is refused
//   and retried; a produce with no queue takes the latency model's fixed 10 ms (service included),
//   and queueing adds to it;
// - consumer groups: partitions spread over the working tasks; each task a FIFO station with one
//   server a thread; a batch is processed on one thread, msPerEvent an event;
// - failures: a broker or a whole zone down and back (leaders move to a live in-sync replica at once;
//   unacknowledged sends are retried after the back-off; an acknowledged batch missing from the new
//   leader is lost); a slow disk; a consumer task crashed (its partitions wait for the group's session
//   timeout, then move to the group's other tasks, which process again what it had not committed);
//   a broker cut off from the others and the controller (it leads on until the controller fences it).
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "mqlab/sim/histogram.h"
#include "mqlab/sim/random.h"
#include "mqlab/sim/time.h"

namespace mqlab {
struct Catalog;
struct Scenario;
} // namespace mqlab

namespace mqlab::sim {

// Kafka's defaults the failures rest on (Apache Kafka's documentation, each figure with its page):
// session.timeout.ms, 45,000 ms since Kafka 3.0 (KIP-735): a crashed consumer's partitions wait this long.
// https://kafka.apache.org/documentation/#consumerconfigs_session.timeout.ms
inline constexpr double kConsumerSessionTimeoutMs = 45'000;
// auto.commit.interval.ms, 5,000 ms (enable.auto.commit is true by default): what a consumer processed
// since its last commit is processed again by the next owner of its partitions.
// https://kafka.apache.org/documentation/#consumerconfigs_auto.commit.interval.ms
inline constexpr double kAutoCommitIntervalMs = 5'000;
// broker.session.timeout.ms, 9,000 ms (KRaft): a broker that cannot reach the controller is fenced
// this long after its last heartbeat, and its leaderships move.
// https://kafka.apache.org/documentation/#brokerconfigs_broker.session.timeout.ms
inline constexpr double kBrokerSessionTimeoutMs = 9'000;
// The producer's request.timeout.ms, 30,000 ms: a send the cut-off leader never answers is sent again
// this long after it went out.
// https://kafka.apache.org/documentation/#producerconfigs_request.timeout.ms
inline constexpr double kProducerRequestTimeoutMs = 30'000;

// A broker of one cluster, or a whole zone of it, down from `from` to `until` (kNever: for the rest of
// the run). Broker b is in zone b % zones, and replicas are placed rack-aware, as MSK does.
// The same record names the other failures: a slow disk (slowdown > 1), a broker cut off (cut) and a
// consumer task crashed (group >= 0); failureKind() tells them apart.
struct BrokerFailure {
    int cluster = 0; // index into the scenario's clusters
    int broker = 0;  // 0-based within the cluster; ignored for a zone
    SimTime from = 0, until = kNever;
    int zone = -1; // 0-based within the cluster's zones; -1: the one broker
    // > 1: not down but slow: the broker's (or zone's) disk writes take this many times longer, up to
    // 1,000 (Standard brokers only: Express has no disk of the user's); 0: down.
    double slowdown = 0;
    // true: the broker stays up but cannot reach the other brokers or the controller (a network cut).
    bool cut = false;
    // >= 0: not a broker: task `task` (0-based) of this consumer group (scenario index) crashes at
    // `from` and starts again at `until`; cluster and broker are ignored.
    int group = -1;
    int task = 0;
};

enum class FailureKind { BrokerDown, ZoneDown, SlowDisk, BrokerCut, TaskCrash };
constexpr FailureKind failureKind(const BrokerFailure& f)
{
    if (f.group >= 0)
        return FailureKind::TaskCrash;
    if (f.cut)
        return FailureKind::BrokerCut;
    if (f.slowdown > 0)
        return FailureKind::SlowDisk;
    return f.zone >= 0 ? FailureKind::ZoneDown : FailureKind::BrokerDown;
}

// The zone a broker of a cluster stands in (both 0-based): MSK spreads brokers over the zones in turn.
constexpr int zoneOf(int broker, int zones)
{
    return zones > 0 ? broker % zones : 0;
}

enum class Arrivals { Poisson, Constant };
enum class Processing { Fixed, Exponential, Lognormal }; // msPerEvent's distribution; lognormal has CV 1

struct RunResult;

struct RunOptions {
    double seconds = 60; // simulated seconds, (0, 3,600]
    std::uint64_t seed = 1;
    Sampling sampling = Sampling::Random;
    double load = 0; // events/s of all producers together (as evaluate's loadOverride); 0: as set
    Arrivals arrivals = Arrivals::Poisson;
    Processing processing = Processing::Exponential;
    std::vector<BrokerFailure> failures;
    double retryBackoffMs = 100;     // retry.backoff.ms, > 0
    double sampleEverySeconds = 1;   // lag and backlog over time, > 0
    std::uint32_t traceEvery = 1000; // keep the timeline of one batch in this many (anomalies always)
    size_t logLimit = 20'000;        // entries kept in the event log; later ones are counted only
    // Called with the share of the run done, 0 to 1, after each simulated progressEverySeconds and
    // once at the end (never per event, so it costs nothing measurable), with the figures so far
    // (soFar.simulated is the time reached); returning false stops the run there and the result says
    // it was cancelled. Called on the thread that runs the simulation.
    std::function<bool(double fractionDone, const RunResult& soFar)> progress;
    double progressEverySeconds = 1; // > 0
    // Kafka's defaults (above), here so that a test or a lesson can vary them; each > 0.
    double sessionTimeoutMs = kConsumerSessionTimeoutMs;
    double autoCommitIntervalMs = kAutoCommitIntervalMs;
    double brokerSessionTimeoutMs = kBrokerSessionTimeoutMs;
    double requestTimeoutMs = kProducerRequestTimeoutMs;
};

// What happened, in order, for the stepper. `batch` numbers batches in the order they closed.
enum class LogKind : std::uint8_t {
    BatchSent,
    LeaderWritten,
    ReplicaWritten,
    Acked,
    Committed,
    Processed, // a traced batch's timeline
    Refused,
    Retried,
    Lost,
    Duplicated, // anomalies (always kept)
    BrokerDown,
    BrokerUp,
    LeaderMoved,
    PartitionOffline,
    DiskSlow,            // a broker's disk writes slowed (a slow-disk failure)
    DiskNormal,          // and back to their speed
    TaskCrashed,         // a consumer task stopped (group, task)
    TaskBack,            // and started again
    PartitionReassigned, // a partition of a group moved to another task (group, task, partition)
    Redelivered,         // events processed again by the partition's new owner (group, task, partition, events)
    BrokerCut,           // a broker cut off from the others and the controller
    BrokerFenced,        // the controller gave up on it: its leaderships moved
    BrokerReconnected    // and reachable again
};
struct LogEntry {
    SimTime at = 0;
    LogKind kind = LogKind::BatchSent;
    std::int32_t cluster = -1, broker = -1, partition = -1, group = -1;
    std::uint64_t batch = 0;
    std::uint32_t events = 0;
    std::int32_t task = -1;     // a consumer task's entries: the task, 0-based
    std::int32_t producer = -1; // a batch's entries: the scenario producer that sent it
};

struct GroupOutcome {
    Histogram endToEnd;             // event created -> processed, ns
    std::uint64_t processed = 0;    // events processed (the first time)
    std::uint64_t redelivered = 0;  // events processed again after a task crash (delivered twice)
    std::vector<std::uint64_t> lag; // committed but not yet processed, one a sample
};

// One connection of the scenario as the run used it: the events that crossed it. Producer -> cluster
// carries the events the cluster acknowledged to that producer (a refused or unanswered send carries
// nothing); cluster -> group the events the group processed, the first time or again after a task
// crash. A connection the run does not use (a producer's second cluster, a group's dead-letter queue)
// carries nothing and keeps no samples. The canvas's moving dots read it (app/simulation_run.h).
enum class PathCarries : std::uint8_t { Nothing, Acknowledged, Processed }; // what a connection counts
struct PathOutcome {
    PathCarries carries = PathCarries::Nothing; // Acknowledged: producer -> cluster; Processed: cluster -> group
    std::uint64_t carried = 0;                  // events over the whole run
    std::vector<std::uint64_t> perSample;       // since the previous sample, one a sample (0 at the first)
    int producer = -1, group = -1;              // the scenario producer sending over it, or group reading over it; -1: none
};

struct RunResult {
    SimTime simulated = 0;  // how far the run got: options.seconds unless cancelled
    bool cancelled = false; // the progress hook said stop; the figures cover [0, simulated]
    std::uint64_t schedulerEvents = 0;
    std::uint64_t produced = 0, acked = 0, lost = 0;        // events; lost ones were acknowledged first
    std::uint64_t retries = 0, refused = 0, duplicates = 0; // sends retried / refused; events stored twice
    std::uint64_t batches = 0;
    Histogram produce;                // batch sent -> acknowledged, ns (the latency tile's quantity)
    std::vector<GroupOutcome> groups; // by scenario group index
    std::vector<SimTime> sampleTimes;
    std::vector<std::uint64_t> unacked; // produced, not yet acknowledged, one a sample
    std::vector<std::uint64_t> waiting; // of those, blocked in send() by a full buffer.memory, one a sample
    std::vector<PathOutcome> paths;     // by scenario connection index
    std::vector<LogEntry> log;
    std::uint64_t logDropped = 0;
    // The batch with the slowest produce (ties: the first), every step of its life in order, from
    // its first send to the last group's processing (up to 12 steps before its acknowledgement).
    std::vector<LogEntry> slowest;
    SimTime slowestProduce = 0; // its send to acknowledgement, ns: produce.max()

    std::uint64_t unackedNow() const { return produced - acked; }
    // Events a second over connection `path` between sample `sample` and the one before it (0 at
    // the first sample, for a connection the run does not use, and out of range).
    double carriedPerSecond(size_t path, size_t sample) const;
};

// A traced batch (one in RunOptions::traceEvery, its whole life in RunResult::log) on a connection:
// producer -> cluster from its first send to its acknowledgement, cluster -> group from its commit to
// that group's processing of it. What the canvas's dots stand for, when one is picked.
struct TracedCrossing {
    std::uint64_t batch = 0;
    SimTime from = 0, until = 0;
    bool operator==(const TracedCrossing&) const = default;
};
// Every traced batch that crossed connection `path` (RunResult::paths' index) in the log, in order of
// `from`; none for a connection the run does not use or out of range. A batch the log lost part of
// (RunOptions::logLimit) is left out.
std::vector<TracedCrossing> tracedCrossings(const RunResult& run, size_t path);
// The traced batch on `path` nearest to time `at`: the first crossing under way at `at`, else the one
// whose start or end is nearest (ties: the earlier). False when the connection had none.
bool tracedBatchNear(const RunResult& run, size_t path, SimTime at, TracedCrossing& found);
// Every entry the log holds for batch `batch`, in time order (its life, for the stepper).
std::vector<LogEntry> batchTimeline(const RunResult& run, std::uint64_t batch);

// The allowed range of RunOptions::seconds, in words, as the errors give it.
std::string runSecondsAllowed(); // "more than 0 and at most 3,600"
inline constexpr double kMaxRunSeconds = 3'600;

// The checks simulateScenario makes before it runs: throws InputError naming the field and its range
// for options out of range or a failure naming a broker that does not exist.
void checkRunOptions(const Scenario& scenario, const RunOptions& options);

// Throws InputError as checkRunOptions does.
RunResult simulateScenario(const Scenario& scenario, const Catalog& catalog, const RunOptions& options);

} // namespace mqlab::sim
