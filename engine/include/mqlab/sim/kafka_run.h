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
//   leader is lost).
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

// A broker of one cluster, or a whole zone of it, down from `from` to `until` (kNever: for the rest of
// the run). Broker b is in zone b % zones, and replicas are placed rack-aware, as MSK does.
struct BrokerFailure {
    int cluster = 0; // index into the scenario's clusters
    int broker = 0;  // 0-based within the cluster; ignored for a zone
    SimTime from = 0, until = kNever;
    int zone = -1;   // 0-based within the cluster's zones; -1: the one broker
    // > 1: not down but slow: the broker's (or zone's) disk writes take this many times longer, up to
    // 1,000 (Standard brokers only: Express has no disk of the user's); 0: down.
    double slowdown = 0;
};

// The zone a broker of a cluster stands in (both 0-based): MSK spreads brokers over the zones in turn.
constexpr int zoneOf(int broker, int zones) { return zones > 0 ? broker % zones : 0; }

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
    DiskSlow,   // a broker's disk writes slowed (a slow-disk failure)
    DiskNormal  // and back to their speed
};
struct LogEntry {
    SimTime at = 0;
    LogKind kind = LogKind::BatchSent;
    std::int32_t cluster = -1, broker = -1, partition = -1, group = -1;
    std::uint64_t batch = 0;
    std::uint32_t events = 0;
};

struct GroupOutcome {
    Histogram endToEnd;             // event created -> processed, ns
    std::uint64_t processed = 0;    // events processed (duplicates included)
    std::vector<std::uint64_t> lag; // committed but not yet processed, one a sample
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
    std::vector<LogEntry> log;
    std::uint64_t logDropped = 0;
    // The batch with the slowest produce (ties: the first), every step of its life in order, from
    // its first send to the last group's processing (up to 12 steps before its acknowledgement).
    std::vector<LogEntry> slowest;
    SimTime slowestProduce = 0; // its send to acknowledgement, ns: produce.max()

    std::uint64_t unackedNow() const { return produced - acked; }
};

// The allowed range of RunOptions::seconds, in words, as the errors give it.
std::string runSecondsAllowed(); // "more than 0 and at most 3,600"
inline constexpr double kMaxRunSeconds = 3'600;

// The checks simulateScenario makes before it runs: throws InputError naming the field and its range
// for options out of range or a failure naming a broker that does not exist.
void checkRunOptions(const Scenario& scenario, const RunOptions& options);

// Throws InputError as checkRunOptions does.
RunResult simulateScenario(const Scenario& scenario, const Catalog& catalog, const RunOptions& options);

} // namespace mqlab::sim
