// Round 1 of the second seed as a discrete-event run: producers send to the leaders of a Raft fleet
// (raft_log.h), committed messages wait in a leased queue for long-polling workers (lease_queue.h),
// and failures are injected at a time. The drills of the spec's §2.6 are named runs of it.
// See engine/docs/simulation.md, "Round 1".
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "mqlab/model/fields.h"
#include "mqlab/model/traffic.h"
#include "mqlab/report/message.h"
#include "mqlab/sim/lease_queue.h"
#include "mqlab/sim/random.h"
#include "mqlab/sim/round_one_log.h"
#include "mqlab/sim/time.h"

namespace mqlab::sim {

// Everything a Round 1 run needs, with the spec's defaults (second-seed.md §2.3 to §2.5; P50s the
// spec does not give are assumed and marked). A scenario's worker pool and broker fleet fill it.
struct RoundOneConfig {
    // load
    double rate = 2025.46; // msg/s from all producers together (the seed's peak); 0: none
    // worker pool
    int workers = 60;                  // workers, each holding one long poll (the seed's idle example)
    double visibilitySeconds = 30;     // s, a lease's length (seed default)
    double extensionSeconds = 10;      // s between a working worker's extensions; 0: never extends
    int maxReceive = 5;                // deliveries before the DLQ (maxReceiveCount)
    double waitSeconds = 20;           // s, how long a receive is held (long poll)
    int batch = 10;                    // messages a receive takes at most (maxMessages)
    // s, a message's processing: median, 99th percentile (follow-up 2) and the longest (follow-up 2's
    // rare task). One default each, the worker pool's field table's, as a pool added on the canvas has.
    double processingP50Seconds = field(Kind::WorkerPool, "processing_p50_s").defaultNumber;
    double processingP99Seconds = field(Kind::WorkerPool, "processing_p99_s").defaultNumber;
    double processingMaxSeconds = field(Kind::WorkerPool, "processing_max_s").defaultNumber;
    // broker fleet
    int brokers = 3;                   // one a zone; each holds a replica of every partition
    int partitions = 6;                // each a Raft group over the brokers; leaders spread evenly
    double groupCommitMs = 2;          // ms, a log fsyncs at most once a window
    double fsyncP50Ms = 1;             // ms, one fsync, median (assumed)
    double fsyncP99Ms = 3;             // ms, its 99th percentile (the budget's 3 ms)
    double rttP50Ms = 0.5;             // ms, cross-zone round trip, median (assumed)
    double rttP99Ms = 1;               // ms, its 99th percentile (the budget's 1 ms)
    double hopP50Ms = 0.5;             // ms, each of: producer to leader, a held poll's wake-up, the answer to the worker (assumed)
    double hopP99Ms = 1;               // ms, their 99th percentile (the budget's 1 ms each)
    double electionMinSeconds = 1;     // s, a partition without a leader refuses sends at least this long (seed)
    double electionMaxSeconds = 2;     // s, and at most this long (seed)
    double retryBackoffMs = 100;       // ms, a refused send is retried after this
    double sendTimeoutMs = 1000;       // ms, a send with no 200 by then is sent again
    bool fenced = false;               // false: R1 (a stale handle's delete works); true: R2's epoch check
};

// Checks a config's ranges; throws InputError naming the field ("workers") and what it allows.
void checkRoundOneConfig(const RoundOneConfig& config);

// The send path to a waiting worker as the latency model sees it, each step at its P99:
// producer to leader, the group-commit window, max(leader fsync, round trip + follower fsync),
// the held poll's wake-up, the answer to the worker. latencyBudget() of it gives the total and
// the stepper's milestones; the simulation's fixed mode must reproduce them.
std::vector<LatencyComponent> roundOneSendPath(const RoundOneConfig& config);

struct R1Failure {
    enum class What { BrokerDown, BrokerCut, BrokerSlow, WorkerCrash };
    What what = What::BrokerDown;
    int target = 0; // broker (0-based) or worker
    SimTime from = 0, until = kNever;
    SimTime extra = 0; // BrokerSlow: added to each of its fsyncs
};

struct RoundOneOptions {
    double seconds = 60; // simulated, (0, 600]
    std::uint64_t seed = 1;
    Sampling sampling = Sampling::Random; // FixedP99: every duration at its P99 (exact answers)
    std::vector<R1Failure> failures;
    std::uint64_t preloaded = 0;  // messages already committed (partition 0) at 0 s, for the lease drills
    bool workers = true;          // false: no worker polls (the Raft drills)
    std::uint32_t traceEvery = 1000; // keep the path of one send in this many (anomalies always)
    size_t logLimit = 20'000;
    // What a worker does with a message; unset: works a drawn processing time, extends, deletes.
    LeaseQueue::Hook handling;
};

struct RoundOneResult {
    SimTime simulated = 0;
    std::uint64_t sends = 0;        // distinct messages the producers sent
    std::uint64_t acked = 0;        // of those, answered 200
    std::uint64_t refused = 0;      // attempts refused (no leader)
    std::uint64_t retriedSends = 0; // sends that needed more than one attempt
    std::uint64_t retries = 0;      // attempts after the first
    std::uint64_t timedOut = 0;     // attempts with no 200 within the send timeout
    std::uint64_t storedTwice = 0;  // second copies of one send committed
    std::uint64_t lost = 0;         // acknowledged sends missing from the log at the end (must be 0)
    std::uint64_t truncated = 0;    // uncommitted entries dropped by returning replicas
    LeaseCounts leases;
    std::uint64_t visibleAtEnd = 0, inFlightAtEnd = 0;
    std::vector<SimTime> sendToAck;           // ns, every acknowledged send, in order of its 200
    std::vector<SimTime> sendToWaitingWorker; // ns, first deliveries to a poll held before the commit
    std::vector<std::vector<std::uint64_t>> fsyncs; // [partition][broker]
    std::vector<std::uint64_t> terms;               // each partition's term at the end (0: no leader)
    std::vector<R1Entry> log; // time order (ties: the order they happened)
    std::uint64_t logDropped = 0;
};

// The value at quantile q (nearest rank) of samples, exactly; 0 when there are none.
SimTime exactQuantile(std::vector<SimTime> samples, double q);

// Throws InputError on a config or options out of range.
RoundOneResult simulateRoundOne(const RoundOneConfig& config, const RoundOneOptions& options);

// The send path of one traced send, as the stepper shows it: ms after its send for each of at the
// leader, window closed, leader fsync, first follower acknowledged, committed, poll returned, in the
// worker's hands (in latencyBudget()'s milestone order); empty when the log lacks any of them.
std::vector<double> sendPathMs(const std::vector<R1Entry>& log, std::uint64_t send);

// The drills of second-seed.md §2.6, by name.
enum class Drill {
    WorkerCrash, Poison, Extension, ExtendCrash, StaleDelete, // leases, one message, whole seconds
    LeaderLoss, LeaderCut, TwoDown, SlowFollower              // the fleet at the peak rate
};
struct DrillInfo {
    Drill drill;
    const char* key;  // as the command line takes it: "worker-crash"
    const char* what; // one line
};
const std::vector<DrillInfo>& drills();
std::optional<Drill> drillNamed(const std::string& key);
std::string drillKeys(); // "worker-crash, poison, ..." for messages

// The config and options a drill runs with (seeded; the lease drills in the fixed mode).
struct DrillRun {
    RoundOneConfig config;
    RoundOneOptions options;
};
DrillRun drillSetup(Drill drill, std::uint64_t seed, bool fenced = false);

// One log entry for people: "30.000 s  message 0 received by worker 2 (receive 2, handle 3)", the
// English of r1EntryMessage() (round_one_text.cpp), as the command line and the JSON write it.
std::string r1EntryText(const R1Entry& e);
// The same as a template the window translates: sim.log.line's "{at}  {event}", the clock ({at},
// "30.000 s") and r1EventMessage() as its parts.
Message r1EntryMessage(const R1Entry& e);
// The entry without its clock, one template a kind ("r1.entry.received"): "message 0 received by
// worker 2 (receive 2, handle 3)", as the steppers show it beside a time of their own.
Message r1EventMessage(const R1Entry& e);
// Every template of those, for messageTemplates().
std::vector<MessageTemplate> roundOneTextTemplates();

} // namespace mqlab::sim
