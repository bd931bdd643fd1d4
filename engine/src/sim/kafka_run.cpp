// simulateScenario(): the scenario as producers, brokers and consumer groups exchanging batches.
#include "mqlab/sim/kafka_run.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

#include "mqlab/error.h"
#include "mqlab/model/catalog.h"
#include "mqlab/model/models.h"
#include "mqlab/model/scenario.h"
#include "mqlab/report/format.h"
#include "mqlab/report/message.h"
#include "mqlab/sim/config_refusals.h"
#include "mqlab/sim/simulation.h"
#include "mqlab/sim/station.h"
#include "setting_refusal.h"

namespace mqlab::sim {
namespace {

constexpr std::uint32_t kMaxEventsPerBatch = 64; // a batch also closes at this many events (below 256 bytes only)
constexpr int kMaxReplicas = 32;                 // replica sets are bit masks
constexpr double kBufferMemory = 33554432;       // buffer.memory's default, bytes: send() blocks past it

// The run's options refused (checkRunOptions, a cluster's replicas): "simulate" and the option's
// name, then one of these; {value} is the figure given, {lo} and {hi} the range's ends.
//: A cluster's replication factor beyond what the simulation models.
constexpr MessageTemplate cfgReplicas{
    "sim.config.replicas", MQLAB_TR("EngineMessage", "the simulation takes {lo} to {hi} replicas (got {value})")};
//: A task crash names a consumer group the design does not have; they are numbered {lo} to {hi}.
constexpr MessageTemplate cfgFailGroup{
    "sim.config.fail.group",
    MQLAB_TR("EngineMessage", "must be a consumer group of the scenario, {lo} to {hi} (got {value})")};
//: A task crash names a task its group does not have; they are numbered {lo} to {hi}.
constexpr MessageTemplate cfgFailTask{"sim.config.fail.task",
                                      MQLAB_TR("EngineMessage", "must be a task from {lo} to {hi} (got {value})")};
//: A task's crash must start at {lo} s or later and before the task starts again; {value} is its start, in
//: seconds.
constexpr MessageTemplate cfgFailTaskBack{
    "sim.config.fail.task_back",
    MQLAB_TR("EngineMessage", "must be at least {lo} s and before the task is back (got {value})")};
//: A failure names a cluster the design does not have; they are numbered from {lo} to {count} minus 1.
constexpr MessageTemplate cfgFailCluster{
    "sim.config.fail.cluster",
    MQLAB_TR("EngineMessage", "must be a cluster of the scenario, {lo} to {count} - 1 (got {value})")};
//: A failure gives both a network cut and a slow disk for one broker.
constexpr MessageTemplate cfgFailCut{
    "sim.config.fail.cut", MQLAB_TR("EngineMessage", "is a broker cut off, not a slow disk: give one or the other")};
//: A slow disk asked of an Express cluster, whose brokers' storage the user does not manage.
constexpr MessageTemplate cfgFailExpress{
    "sim.config.fail.express",
    MQLAB_TR("EngineMessage", "applies to Standard brokers only: Express brokers have no disk of yours")};
//: A failure names a zone the cluster does not have; they are numbered {lo} to {hi}.
constexpr MessageTemplate cfgFailZone{"sim.config.fail.zone",
                                      MQLAB_TR("EngineMessage", "must be a zone from {lo} to {hi} (got {value})")};
//: A failure names a broker the cluster does not have; they are numbered {lo} to {hi}.
constexpr MessageTemplate cfgFailBroker{"sim.config.fail.broker",
                                        MQLAB_TR("EngineMessage", "must be a broker from {lo} to {hi} (got {value})")};
//: A broker's failure must start at {lo} s or later and before the broker is back; {value} is its start, in
//: seconds.
constexpr MessageTemplate cfgFailBrokerBack{
    "sim.config.fail.broker_back",
    MQLAB_TR("EngineMessage", "must be at least {lo} s and before the broker is back (got {value})")};

// Unless ok, the refusal of the run's option `field` (as the rounds refuse a setting, under "simulate"):
// the template filled with `args` and {value}, the figure given as printf's %g writes it.
void range(bool ok, const std::string& field, const MessageTemplate& t, SettingArgs args, double got)
{
    if (ok)
        return;
    char buf[64];
    std::snprintf(buf, sizeof buf, "%g", got);
    throw MessageError("simulate", field, settingRefusal(t, std::move(args), buf));
}

// Where a job is on its way; the station's sink reads it from the job's tag (low 8 bits; aux above).
enum Step : std::uint32_t { PartitionCeiling, LeaderWrite, ReplicaSend, FollowerWrite, Fetch, Process, Reprocess };
// Events the model schedules for itself.
enum Kind : std::uint32_t {
    Arrival,
    Linger,
    AckDelay,
    Retry,
    BrokerDown,
    BrokerUp,
    Sample,
    Refetch,
    SessionExpired, // a crashed task's session timeout ran out: the group reassigns its partitions
    AutoCommit,     // every group commits the offsets its tasks processed
    Fenced          // a cut-off broker's session with the controller ran out
};

std::uint32_t tagOf(Step s, std::uint32_t aux)
{
    return static_cast<std::uint32_t>(s) | aux << 8;
}
// Replicas in a set (bit mask, up to 32). std::popcount is a call into libgcc on an x86-64 built
// without -mpopcnt (the build runs on any x86-64); this is the same count inline.
int replicaCount(std::uint32_t set)
{
    set -= (set >> 1) & 0x55555555u;
    set = (set & 0x33333333u) + ((set >> 2) & 0x33333333u);
    return static_cast<int>((((set + (set >> 4)) & 0x0f0f0f0fu) * 0x01010101u) >> 24);
}
std::uint64_t refOf(std::uint32_t slot, std::uint32_t gen)
{
    return std::uint64_t{gen} << 32 | slot;
}

struct Batch {
    SimTime firstCreated = 0, sentAt = 0;
    std::uint64_t serial = 0;
    std::uint32_t producer = 0, partition = 0, count = 0;
    std::uint32_t gen = 0;     // bumped on retry and on free: older jobs and timers are stale
    std::uint32_t written = 0; // replica slots holding it
    std::uint32_t pendingGroups = 0;
    SimTime pathService = 0; // service times on the acknowledging path (inside the fixed 10 ms)
    double bytes = 0;
    bool live = false, sent = false, promised = false, acked = false, committed = false, lost = false, traced = false;
};

// The steps of a batch so far, kept for every batch in flight so that the slowest one's whole life
// can be handed over when its acknowledgement shows it is the slowest (known only then).
struct Timeline {
    struct Step { // a LogEntry less what the batch itself says (cluster, partition, serial, count)
        SimTime at = 0;
        std::int16_t broker = -1, group = -1;
        LogKind kind = LogKind::BatchSent;
    };
    static constexpr std::uint32_t kSteps = 12; // more (retries, many groups) are not kept
    std::array<Step, kSteps> steps{};
    std::uint32_t count = 0;
};

struct Partition {
    int cluster = 0, local = 0;
    std::uint32_t isr = 0; // replica slots in sync (live)
    int leader = 0;        // replica slot, -1: offline
    std::unique_ptr<Station> ceiling;
    std::vector<int> replicas; // brokers within the cluster, the preferred leader first
};

struct Broker {
    bool up = true;
    bool cut = false;                 // up, but reaching neither the other brokers nor the controller
    std::uint32_t cutGen = 0;         // bumped at each cut and reconnection: a stale fence is ignored
    double slow = 1;                  // a slow-disk failure: its writes take this many times longer
    std::unique_ptr<Station> in, out; // Standard: disk, network; Express: data in, data out
};

struct ClusterState {
    bool express = false;
    int brokers = 0, zones = 1, rf = 1, minIsr = 1, partitions = 1, firstPartition = 0, firstBroker = 0;
    bool unclean = false;
    double inRate = 0, outRate = 0, ceilingRate = 0; // bytes/s; 0: no figure, no wait
    std::vector<int> groups;
};

struct ProducerState {
    int cluster = -1;
    double eventBytes = 0;
    Distribution gap;
    SimTime linger = 0;
    Acks acks = Acks::All;
    bool idempotence = true;
    double hotShare = 0;
    std::vector<int> hotPartitions; // cluster-local, one a sub-key
    size_t firstAccumulator = 0;
    double buffered = 0;          // bytes in batches not yet acknowledged (buffer.memory holds them)
    std::vector<SimTime> blocked; // events whose send() waits for buffer space, oldest first
    size_t blockedHead = 0;
};

struct Accumulator {
    std::int64_t slot = -1;
    std::uint32_t generation = 0;
};

struct GroupState {
    int cluster = -1, working = 0;
    Distribution perEvent; // seconds an event
    std::vector<std::unique_ptr<Station>> tasks;
    std::uint64_t committed = 0;
    // By cluster-local partition: the task that processes it (-1: its task crashed and the group has
    // not yet reassigned it), the events processed since the group's last offset commit, the events
    // to process again when it gets an owner, and the batches fetched for it meanwhile.
    std::vector<int> owner, orphanOf; // orphanOf: the crashed task that held it (owner -1)
    std::vector<std::uint64_t> uncommitted, redeliver;
    std::vector<std::vector<std::uint32_t>> parked;
    std::vector<std::uint8_t> alive;       // by task
    std::vector<std::uint32_t> crashGen;   // by task: bumped at each crash and start, a stale expiry is ignored
    std::vector<std::uint8_t> sessionOver; // by task: crashed and its session has run out: its partitions may move
};

double valueOr(const SourcedFigure& f)
{
    return f.value ? *f.value * kBytesPerMB : 0.0;
}

class KafkaRun final : public Component, public JobSink {
  public:
    KafkaRun(const Scenario& s, const Catalog& cat, const RunOptions& o) : o_(o), sim_(o.seed, o.sampling)
    {
        id_ = sim_.add(*this);
        build(s, cat);
    }

    RunResult run()
    {
        for (size_t p = 0; p < producers_.size(); ++p)
            if (producers_[p].cluster >= 0)
                sim_.after(fromSeconds(producers_[p].gap.sample(sim_.random())), id_, Arrival, p);
        for (size_t i = 0; i < o_.failures.size(); ++i) {
            sim_.at(o_.failures[i].from, id_, BrokerDown, i);
            if (o_.failures[i].until != kNever)
                sim_.at(o_.failures[i].until, id_, BrokerUp, i);
        }
        // Offsets matter only when a task crashes: then every group commits on Kafka's schedule.
        if (std::any_of(o_.failures.begin(), o_.failures.end(), [](const BrokerFailure& f) { return f.group >= 0; }))
            sim_.at(fromMs(o_.autoCommitIntervalMs), id_, AutoCommit);
        sampleEvery_ = fromSeconds(o_.sampleEverySeconds);
        sim_.at(0, id_, Sample);
        const SimTime end = fromSeconds(o_.seconds);
        if (!o_.progress) {
            sim_.runUntil(end);
        } else {
            // In slices: runUntil(a) then runUntil(b) handles exactly the events runUntil(b) would, in
            // the same order (handlers only schedule from an event's own time), so a watched run is
            // the same run.
            const SimTime slice = std::max<SimTime>(1, fromSeconds(o_.progressEverySeconds));
            for (SimTime at = std::min(end, slice);; at = std::min(end, at + slice)) {
                sim_.runUntil(at);
                r_.simulated = sim_.now();
                const bool goOn = o_.progress(static_cast<double>(at) / static_cast<double>(end), r_);
                if (at >= end)
                    break;
                if (!goOn) {
                    r_.cancelled = true;
                    break;
                }
            }
        }
        r_.simulated = sim_.now();
        r_.schedulerEvents = sim_.eventsHandled();
        return std::move(r_);
    }

    void handle(Simulation& sim, const Event& e) override
    {
        switch (e.kind) {
        case Arrival:
            arrival(sim, static_cast<size_t>(e.data));
            break;
        case Linger: {
            Accumulator& a = accumulators_[e.data & 0xffffffffu];
            if (a.generation == static_cast<std::uint32_t>(e.data >> 32) && a.slot >= 0)
                close(sim, a);
            break;
        }
        case AckDelay:
            if (current(e.data))
                ack(sim, static_cast<std::uint32_t>(e.data));
            break;
        case Retry:
            if (Batch* b = current(e.data)) {
                ++r_.retries;
                logAnomaly(LogKind::Retried, *b, -1);
                send(sim, static_cast<std::uint32_t>(e.data));
            }
            break;
        case SessionExpired: {
            const BrokerFailure& f = o_.failures[e.data & 0xffffffffu];
            GroupState& g = groups_[f.group];
            if (!g.alive[f.task] && g.crashGen[f.task] == static_cast<std::uint32_t>(e.data >> 32)) {
                g.sessionOver[f.task] = 1;
                reassignOrphans(sim, f.group);
            }
            break;
        }
        case AutoCommit:
            // Every working task commits what it processed (enable.auto.commit, every auto.commit.interval.ms).
            for (GroupState& g : groups_)
                for (size_t p = 0; p < g.owner.size(); ++p)
                    if (g.owner[p] >= 0)
                        g.uncommitted[p] = 0;
            sim.after(fromMs(o_.autoCommitIntervalMs), id_, AutoCommit);
            break;
        case Fenced: {
            const BrokerFailure& f = o_.failures[e.data & 0xffffffffu];
            const Broker& br = brokers_[clusters_[f.cluster].firstBroker + f.broker];
            if (br.cut && br.cutGen == static_cast<std::uint32_t>(e.data >> 32))
                fence(sim, f);
            break;
        }
        case BrokerDown:
        case BrokerUp: {
            const BrokerFailure& f = o_.failures[e.data];
            if (f.group >= 0) {
                e.kind == BrokerDown ? taskCrash(sim, static_cast<std::uint32_t>(e.data)) : taskBack(sim, f);
                break;
            }
            if (f.cut) {
                e.kind == BrokerDown ? cutOff(sim, static_cast<std::uint32_t>(e.data)) : reconnect(sim, f);
                break;
            }
            // A zone's failure is each of its brokers' (broker b is in zone b % zones).
            const ClusterState& c = clusters_[f.cluster];
            for (int b = 0; b < c.brokers; ++b) {
                if (f.zone >= 0 ? zoneOf(b, c.zones) != f.zone : b != f.broker)
                    continue;
                BrokerFailure one = f;
                one.broker = b;
                if (f.slowdown > 0) {
                    brokers_[c.firstBroker + b].slow = e.kind == BrokerDown ? f.slowdown : 1.0;
                    log({sim.now(), e.kind == BrokerDown ? LogKind::DiskSlow : LogKind::DiskNormal, f.cluster, b, -1,
                         -1, 0, 0});
                } else if (e.kind == BrokerDown) {
                    brokerDown(sim, one);
                } else {
                    brokerUp(sim, one);
                }
            }
            break;
        }
        case Sample:
            r_.sampleTimes.push_back(sim.now());
            r_.unacked.push_back(r_.unackedNow());
            r_.waiting.push_back(waiting_);
            for (size_t g = 0; g < groups_.size(); ++g)
                r_.groups[g].lag.push_back(groups_[g].committed - r_.groups[g].processed);
            for (size_t path : usedPaths_) {
                PathOutcome& out = r_.paths[path];
                out.perSample.push_back(out.carried - sampledPaths_[path]);
                sampledPaths_[path] = out.carried;
            }
            sim.after(sampleEvery_, id_, Sample);
            break;
        case Refetch: {
            // A committed batch keeps its slot until every group has processed it: no generation needed.
            const auto slot = static_cast<std::uint32_t>(e.data);
            if (batches_[slot].live && batches_[slot].committed)
                fetch(sim, slot, static_cast<int>(e.data >> 32));
            break;
        }
        }
    }

    void jobDone(Simulation& sim, Station&, const Job& job) override
    {
        if (static_cast<Step>(job.tag & 0xffu) == Reprocess) {
            // Events a crashed task had processed but not committed, processed again (ref: the partition).
            const std::uint32_t g = job.tag >> 8;
            r_.groups[g].redelivered += job.count;
            addCarried(groupPath_[g], job.count);
            groups_[g].uncommitted[static_cast<size_t>(job.ref)] += job.count;
            return;
        }
        const auto slot = static_cast<std::uint32_t>(job.ref);
        if (batches_[slot].gen != static_cast<std::uint32_t>(job.ref >> 32))
            return; // retried, lost or freed since
        Batch& b = batches_[slot];
        const Partition& part = partitions_[b.partition];
        const ClusterState& c = clusters_[part.cluster];
        const std::uint32_t aux = job.tag >> 8;
        switch (static_cast<Step>(job.tag & 0xffu)) {
        case PartitionCeiling: {
            Broker& leader = brokers_[brokerOf(part, part.leader)];
            leader.in->arrive(sim, makeJob(slot, LeaderWrite, 0, slowed(serviceNs(b.bytes, c.inRate), leader)));
            break;
        }
        case LeaderWrite: {
            b.written |= 1u << part.leader;
            trace(LogKind::LeaderWritten, b, brokerOf(part, part.leader) - c.firstBroker);
            if (producers_[b.producer].acks == Acks::One && !b.promised) {
                b.promised = true; // the leader answers now; the answer reaches the producer later
                sim.after(ackDelay(b), id_, AckDelay, refOf(slot, b.gen));
            }
            const std::uint32_t followers = reachableFollowers(part);
            if (c.express) {
                b.written |= followers; // Express replicates inside the service: no resource of ours
                checkCommit(sim, slot);
            } else if (followers) {
                Broker& leader = brokers_[brokerOf(part, part.leader)];
                leader.out->arrive(
                    sim, makeJob(slot, ReplicaSend, 0, serviceNs(b.bytes * replicaCount(followers), c.outRate)));
            } else {
                checkCommit(sim, slot);
            }
            break;
        }
        case ReplicaSend: {
            const std::uint32_t followers = reachableFollowers(part);
            for (int f = 0; f < c.rf; ++f)
                if (followers & (1u << f))
                    brokers_[brokerOf(part, f)].in->arrive(
                        sim, makeJob(slot, FollowerWrite, f,
                                     slowed(serviceNs(b.bytes, c.inRate), brokers_[brokerOf(part, f)])));
            break;
        }
        case FollowerWrite:
            b.written |= 1u << aux;
            trace(LogKind::ReplicaWritten, b, brokerOf(part, static_cast<int>(aux)) - c.firstBroker);
            checkCommit(sim, slot);
            break;
        case Fetch:
            toTask(sim, slot, static_cast<int>(aux));
            break;
        case Reprocess:
            break; // handled above: no batch
        case Process: {
            GroupOutcome& out = r_.groups[aux];
            const SimTime* created = &times_[static_cast<size_t>(slot) * perBatch_];
            // Event i of n is done at start + service x (i + 1) / n, stepped without a division each.
            const SimTime step = job.service / b.count, extra = job.service % b.count;
            SimTime done = job.started, carry = 0;
            std::array<SimTime, kMaxEventsPerBatch> took;
            for (std::uint32_t i = 0; i < b.count; ++i) {
                done += step;
                carry += extra;
                // Without a branch: whether the remainder carries over is a coin toss to a predictor.
                const SimTime over = carry >= b.count ? 1 : 0;
                done += over;
                carry -= over * b.count;
                took[i] = done - created[i];
            }
            out.endToEnd.addAll(took.data(), b.count);
            out.processed += b.count;
            addCarried(groupPath_[aux], b.count);
            groups_[aux].uncommitted[static_cast<size_t>(part.local)] += b.count;
            trace(LogKind::Processed, b, -1, static_cast<int>(aux));
            --b.pendingGroups;
            maybeFree(slot);
            break;
        }
        }
    }

    void jobDropped(Simulation& sim, Station&, const Job& job) override
    {
        const Step step = static_cast<Step>(job.tag & 0xffu);
        // A crashed task's work waits for the partition's next owner: not yet processed, or processed
        // again (the partition's owner is already -1 when its task's station drops them).
        if (step == Reprocess) {
            groups_[job.tag >> 8].redeliver[static_cast<size_t>(job.ref)] += job.count;
            return;
        }
        if (step == Process && current(job.ref)) {
            const auto slot = static_cast<std::uint32_t>(job.ref);
            groups_[job.tag >> 8].parked[static_cast<size_t>(partitions_[batches_[slot].partition].local)].push_back(
                slot);
            return;
        }
        // Produce-path jobs of a failed broker are settled by brokerDown's scan; a fetch is asked again.
        if (step != Fetch || !current(job.ref))
            return;
        sim.after(fromMs(o_.retryBackoffMs), id_, Refetch, (job.ref & 0xffffffffu) | std::uint64_t{job.tag >> 8} << 32);
    }

  private:
    void build(const Scenario& s, const Catalog& cat);
    // A station whose jobs carry their service times and report here; the run reads no time integrals.
    std::unique_ptr<Station> newStation(int servers)
    {
        auto st = std::make_unique<Station>(sim_, servers, Distribution::fixed(0), this);
        st->keepTimeIntegrals(false);
        return st;
    }
    void arrival(Simulation& sim, size_t p);
    void admit(Simulation& sim, size_t p, SimTime created);
    void release(Simulation& sim, size_t p, double bytes);
    void close(Simulation& sim, Accumulator& a);
    void send(Simulation& sim, std::uint32_t slot);
    void checkCommit(Simulation& sim, std::uint32_t slot);
    void ack(Simulation& sim, std::uint32_t slot);
    void fetch(Simulation& sim, std::uint32_t slot, int group);
    void maybeFree(std::uint32_t slot);
    void brokerDown(Simulation& sim, const BrokerFailure& f);
    void brokerUp(Simulation& sim, const BrokerFailure& f);
    void toTask(Simulation& sim, std::uint32_t slot, int group);
    void taskCrash(Simulation& sim, std::uint32_t failure);
    void taskBack(Simulation& sim, const BrokerFailure& f);
    void reassignOrphans(Simulation& sim, int group);
    void handOver(Simulation& sim, int group, int partition, int task);
    void cutOff(Simulation& sim, std::uint32_t failure);
    void fence(Simulation& sim, const BrokerFailure& f);
    // The broker's replicas leave their in-sync sets and each partition it leads gets a new leader:
    // the first in-sync replica (not a cut-off one when `passCut` is false), else with unclean
    // election any replica that is up. Fills the partitions whose leader moved and those that only
    // lost a follower.
    void leaveIsr(Simulation& sim, const BrokerFailure& f, bool passCut, bool unclean,
                  std::vector<std::uint32_t>& moved, std::vector<std::uint32_t>& shrunk);
    // A follower gone: batches that waited only for it are now held by every in-sync replica.
    void recheckCommits(Simulation& sim, const std::vector<std::uint32_t>& shrunk);
    void reconnect(Simulation& sim, const BrokerFailure& f);
    void catchUp(Simulation& sim, std::uint32_t partition);
    // The in-sync followers the leader can replicate to: none while it is cut off, and none that is.
    std::uint32_t reachableFollowers(const Partition& part) const
    {
        std::uint32_t followers = part.isr & ~(1u << part.leader);
        if (cutBrokers_ == 0 || !followers)
            return followers;
        if (brokers_[brokerOf(part, part.leader)].cut)
            return 0;
        for (int r = 0; r < clusters_[part.cluster].rf; ++r)
            if ((followers & (1u << r)) && brokers_[brokerOf(part, r)].cut)
                followers &= ~(1u << r);
        return followers;
    }
    // Calls f(partition index, partition number in its cluster, replica slot) for each partition of
    // the cluster with a replica on `broker` (a broker number within the cluster).
    template <class F> void forEachReplicaOn(const ClusterState& c, int broker, F&& f);
    // timedOut: the old leader is cut off, not down: the producer hears nothing and sends again only
    // when its request times out (request.timeout.ms after the send).
    void settleMovedPartition(Simulation& sim, std::uint32_t partition, bool timedOut = false);

    Batch* current(std::uint64_t ref)
    {
        const auto slot = static_cast<std::uint32_t>(ref);
        if (slot >= batches_.size())
            return nullptr;
        Batch& b = batches_[slot];
        return b.live && b.gen == static_cast<std::uint32_t>(ref >> 32) ? &b : nullptr;
    }
    int brokerOf(const Partition& p, int replica) const
    {
        const ClusterState& c = clusters_[p.cluster];
        return c.firstBroker + p.replicas[static_cast<size_t>(replica)];
    }
    static SimTime serviceNs(double bytes, double rate) { return rate > 0 ? fromSeconds(bytes / rate) : 0; }
    static SimTime slowed(SimTime service, const Broker& b)
    {
        return b.slow == 1 ? service : static_cast<SimTime>(std::llround(static_cast<double>(service) * b.slow));
    }
    // The seed's fixed 10 ms is a whole produce with no queue: the service times on the way are part
    // of it, so a batch is acknowledged 10 ms after it was sent plus what it waited in queues, i.e.
    // the rest of the 10 ms after its path's service (never less than the path itself).
    static SimTime ackDelay(const Batch& b)
    {
        const SimTime rest = fromMs(kFixedProduceMs) - b.pathService;
        return rest > 0 ? rest : 0;
    }
    Job makeJob(std::uint32_t slot, Step step, std::uint32_t aux, SimTime service) const
    {
        Job j;
        j.ref = refOf(slot, batches_[slot].gen);
        j.tag = tagOf(step, aux);
        j.count = batches_[slot].count;
        j.created = batches_[slot].firstCreated;
        j.service = service;
        return j;
    }
    // Events over a connection the run uses (path >= 0), for RunResult::paths.
    void addCarried(int path, std::uint64_t events)
    {
        if (path >= 0)
            r_.paths[static_cast<size_t>(path)].carried += events;
    }
    void log(const LogEntry& e)
    {
        if (r_.log.size() < o_.logLimit)
            r_.log.push_back(e);
        else
            ++r_.logDropped;
    }
    LogEntry entryOf(LogKind kind, const Batch& b, int broker, int group) const
    {
        return {sim_.now(),
                kind,
                partitions_[b.partition].cluster,
                broker,
                partitions_[b.partition].local,
                group,
                b.serial,
                b.count,
                -1,
                static_cast<std::int32_t>(b.producer)};
    }
    // A step of every batch (a dozen an event batch): the entry is built only when it is kept. The
    // timeline is read when the batch is acknowledged (ack()), so steps after that are not kept in it.
    void trace(LogKind kind, const Batch& b, int broker, int group = -1)
    {
        if (!b.acked) {
            Timeline& t = timelines_[static_cast<size_t>(&b - batches_.data())];
            if (t.count < Timeline::kSteps)
                t.steps[t.count++] = {sim_.now(), static_cast<std::int16_t>(broker), static_cast<std::int16_t>(group),
                                      kind};
        }
        if (b.traced || (b.acked && haveSlowest_ && b.serial == slowestSerial_))
            keepTraced(kind, b, broker, group);
    }
    // trace()'s seldom part, out of line so that trace() itself is inlined where it is called.
    [[gnu::noinline]] void keepTraced(LogKind kind, const Batch& b, int broker, int group)
    {
        const bool slowest = b.acked && haveSlowest_ && b.serial == slowestSerial_;
        const LogEntry e = entryOf(kind, b, broker, group);
        if (b.traced)
            log(e);
        if (slowest)
            r_.slowest.push_back(e);
    }
    void logAnomaly(LogKind kind, const Batch& b, int broker)
    {
        const LogEntry e = entryOf(kind, b, broker, -1);
        log(e);
        keepStep(b, e);
    }
    // Into the batch's timeline; and, once it is known to be the slowest, into the result's too.
    void keepStep(const Batch& b, const LogEntry& e)
    {
        Timeline& t = timelines_[static_cast<size_t>(&b - batches_.data())];
        if (t.count < Timeline::kSteps)
            t.steps[t.count++] = {e.at, static_cast<std::int16_t>(e.broker), static_cast<std::int16_t>(e.group),
                                  e.kind};
        if (b.acked && haveSlowest_ && b.serial == slowestSerial_)
            r_.slowest.push_back(e);
    }

    RunOptions o_;
    Simulation sim_;
    std::uint32_t id_ = 0;
    SimTime sampleEvery_ = kSecond;
    RunResult r_;
    std::vector<ClusterState> clusters_;
    std::vector<Partition> partitions_;
    std::vector<Broker> brokers_;
    std::vector<ProducerState> producers_;
    std::vector<Accumulator> accumulators_;
    std::vector<GroupState> groups_;
    std::vector<Batch> batches_;
    std::vector<Timeline> timelines_; // one a batch slot
    bool haveSlowest_ = false;
    std::uint64_t slowestSerial_ = 0;
    std::vector<SimTime> times_; // perBatch_ creation times a batch slot
    std::uint32_t perBatch_ = 1; // most events a batch can hold: batch.size / the smallest event, 1 to 64
    std::vector<std::uint32_t> free_;
    double batchLimit_ = kDefaultBatchBytes;
    std::uint64_t waiting_ = 0; // events blocked in producers' send()
    // The connection each producer sends over and each group reads over (scenario index, -1: none),
    // those the run uses, and each one's carried figure at the last sample.
    std::vector<int> producerPath_, groupPath_;
    std::vector<size_t> usedPaths_;
    std::vector<std::uint64_t> sampledPaths_;
    int cutBrokers_ = 0; // brokers cut off now: replication checks them only then
};

void KafkaRun::build(const Scenario& s, const Catalog& cat)
{
    std::unordered_map<std::string_view, int> clusterIndex, groupIndex, producerIndex;
    for (size_t i = 0; i < s.clusters.size(); ++i)
        clusterIndex.emplace(s.clusters[i].id, static_cast<int>(i));
    for (size_t i = 0; i < s.groups.size(); ++i)
        groupIndex.emplace(s.groups[i].id, static_cast<int>(i));
    for (size_t i = 0; i < s.producers.size(); ++i)
        producerIndex.emplace(s.producers[i].id, static_cast<int>(i));
    std::vector<int> clusterOfProducer(s.producers.size(), -1), clusterOfGroup(s.groups.size(), -1);
    producerPath_.assign(s.producers.size(), -1);
    groupPath_.assign(s.groups.size(), -1);
    r_.paths.resize(s.connections.size());
    for (size_t ci = 0; ci < s.connections.size(); ++ci) {
        const Connection& c = s.connections[ci];
        const auto to = clusterIndex.find(c.to), from = clusterIndex.find(c.from);
        if (to != clusterIndex.end()) {
            const auto p = producerIndex.find(c.from);
            if (p != producerIndex.end() && clusterOfProducer[p->second] < 0) {
                clusterOfProducer[p->second] = to->second;
                producerPath_[p->second] = static_cast<int>(ci);
                r_.paths[ci].carries = PathCarries::Acknowledged;
                r_.paths[ci].producer = p->second;
                usedPaths_.push_back(ci);
            }
        } else if (from != clusterIndex.end()) {
            const auto g = groupIndex.find(c.to);
            if (g != groupIndex.end() && clusterOfGroup[g->second] < 0) {
                clusterOfGroup[g->second] = from->second;
                groupPath_[g->second] = static_cast<int>(ci);
                r_.paths[ci].carries = PathCarries::Processed;
                r_.paths[ci].group = g->second;
                usedPaths_.push_back(ci);
            }
        }
    }
    sampledPaths_.assign(s.connections.size(), 0);

    clusters_.resize(s.clusters.size());
    for (size_t gi = 0; gi < s.groups.size(); ++gi)
        if (clusterOfGroup[gi] >= 0)
            clusters_[clusterOfGroup[gi]].groups.push_back(static_cast<int>(gi));
    for (size_t ci = 0; ci < s.clusters.size(); ++ci) {
        const Cluster& c = s.clusters[ci];
        ClusterState& cs = clusters_[ci];
        if (c.replicationFactor > kMaxReplicas)
            throw MessageError("simulate", "clusters[" + std::to_string(ci) + "].replication_factor",
                               message(cfgReplicas, {{"lo", "1"},
                                                     {"hi", std::to_string(kMaxReplicas)},
                                                     {"value", std::to_string(c.replicationFactor)}}));
        cs.express = c.kind == ClusterKind::Express;
        cs.brokers = c.brokers;
        cs.zones = std::max(1, c.zones);
        cs.rf = c.replicationFactor;
        cs.minIsr = c.minInsyncReplicas;
        cs.partitions = c.partitions;
        cs.unclean = c.uncleanLeaderElection;
        cs.firstPartition = static_cast<int>(partitions_.size());
        cs.firstBroker = static_cast<int>(brokers_.size());
        const int groups = static_cast<int>(cs.groups.size());
        if (cs.express) {
            const ExpressSize& size = *cat.findExpress(c.brokerSize);
            cs.inRate = valueOr(size.dataInMaxMBps);
            cs.outRate = valueOr(size.dataOutMaxMBps);
            cs.ceilingRate = valueOr(size.partitionMBps);
        } else {
            const StandardSize& size = *cat.findStandard(c.brokerSize);
            const double volume = valueOr(size.storageVolumeMBps), ebs = valueOr(size.ebsLinkMBps);
            cs.inRate = volume > 0 && ebs > 0 ? std::min(volume, ebs) : std::max(volume, ebs);
            cs.outRate = valueOr(size.networkMBps);
            cs.ceilingRate = cs.outRate / networkCopies(groups, c.replicationFactor);
        }
        for (int b = 0; b < c.brokers; ++b) {
            Broker br;
            br.in = newStation(1);
            br.out = newStation(1);
            brokers_.push_back(std::move(br));
        }
        const std::uint32_t all = c.replicationFactor == 32 ? ~0u : (1u << c.replicationFactor) - 1;
        for (int p = 0; p < c.partitions; ++p) {
            Partition part;
            part.cluster = static_cast<int>(ci);
            part.local = p;
            part.isr = all;
            part.ceiling = newStation(1);
            // Kafka's default assignment: leaders round robin, followers shifted by one more broker
            // every `brokers` partitions, so a failed broker's partitions move to every other broker.
            // Rack-aware, as MSK sets each broker's rack to its zone (broker b in zone b % zones): a
            // follower whose zone already holds a replica gives way to the next broker in a zone that
            // does not, so losing a zone costs each partition one replica at most (with RF <= zones).
            part.replicas.push_back(p % c.brokers);
            const bool rackAware = c.replicationFactor <= cs.zones;
            auto taken = [&](int candidate) {
                return std::any_of(part.replicas.begin(), part.replicas.end(), [&](int r) {
                    return r == candidate || (rackAware && zoneOf(r, cs.zones) == zoneOf(candidate, cs.zones));
                });
            };
            for (int j = 1; j < c.replicationFactor; ++j) {
                int b = (p % c.brokers + 1 + (p / c.brokers + j - 1) % (c.brokers - 1)) % c.brokers;
                for (int tries = 0; tries < c.brokers && taken(b); ++tries)
                    b = (b + 1) % c.brokers;
                part.replicas.push_back(b);
            }
            partitions_.push_back(std::move(part));
        }
    }

    const double base = s.offeredEventsPerSecond();
    const double k = (o_.load > 0 && base > 0) ? o_.load / base : 1.0;
    producers_.resize(s.producers.size());
    for (size_t pi = 0; pi < s.producers.size(); ++pi) {
        const Producer& p = s.producers[pi];
        ProducerState& ps = producers_[pi];
        ps.cluster = clusterOfProducer[pi];
        if (ps.cluster < 0)
            continue;
        const double rate = p.eventsPerSecond * k;
        ps.gap =
            o_.arrivals == Arrivals::Poisson ? Distribution::exponential(1.0 / rate) : Distribution::fixed(1.0 / rate);
        ps.eventBytes = p.eventBytes;
        ps.linger = fromMs(p.lingerMs);
        ps.acks = p.acks;
        ps.idempotence = p.idempotence;
        const int partitions = clusters_[ps.cluster].partitions;
        if (p.key == KeyKind::Merchant) {
            ps.hotShare = p.hotKeyShare;
            // Sub-keys on distinct partitions with the custom partitioner; placed as a hash would
            // (uniformly, collisions allowed) with the default one.
            for (int j = 0; j < p.subKeys; ++j)
                ps.hotPartitions.push_back(
                    p.partitioner == Partitioner::Custom
                        ? j % partitions
                        : static_cast<int>(sim_.random().below(static_cast<std::uint32_t>(partitions))));
        }
        // A batch closes when the next event would pass batch.size, so it holds at most
        // floor(batch.size / event bytes) events (at least 1).
        perBatch_ = std::max(perBatch_, static_cast<std::uint32_t>(std::clamp(std::floor(batchLimit_ / p.eventBytes),
                                                                              1.0, double(kMaxEventsPerBatch))));
        ps.firstAccumulator = accumulators_.size();
        accumulators_.resize(accumulators_.size() + static_cast<size_t>(partitions));
    }

    groups_.resize(s.groups.size());
    r_.groups.resize(s.groups.size());
    for (size_t gi = 0; gi < s.groups.size(); ++gi) {
        const ConsumerGroup& g = s.groups[gi];
        GroupState& gs = groups_[gi];
        gs.cluster = clusterOfGroup[gi];
        if (gs.cluster < 0)
            continue;
        const double mean = g.msPerEvent / 1000.0;
        gs.perEvent = o_.processing == Processing::Fixed         ? Distribution::fixed(mean)
                      : o_.processing == Processing::Exponential ? Distribution::exponential(mean)
                                                                 : Distribution::lognormal(mean, 1.0);
        gs.working = workingTasks(g.tasks, clusters_[gs.cluster].partitions);
        for (int t = 0; t < gs.working; ++t)
            gs.tasks.push_back(newStation(g.threadsPerTask));
        const int partitions = clusters_[gs.cluster].partitions;
        for (int p = 0; p < partitions; ++p)
            gs.owner.push_back(p % gs.working);
        gs.orphanOf.assign(static_cast<size_t>(partitions), -1);
        gs.uncommitted.assign(static_cast<size_t>(partitions), 0);
        gs.redeliver.assign(static_cast<size_t>(partitions), 0);
        gs.parked.resize(static_cast<size_t>(partitions));
        gs.alive.assign(static_cast<size_t>(gs.working), 1);
        gs.crashGen.assign(static_cast<size_t>(gs.working), 0);
        gs.sessionOver.assign(static_cast<size_t>(gs.working), 0);
    }
    batches_.reserve(4096);
    times_.reserve(4096 * static_cast<size_t>(perBatch_));
    sim_.scheduler().reserve(1 << 16);
    // Most events fall due microseconds (a station's service, the next arrival) to tens of
    // milliseconds (linger.ms, the 10 ms acknowledgement, a task's processing) ahead: a wheel of
    // 4,096 buckets of 8.192 us (33.6 ms) takes them; samples, retries and timeouts go to the heap.
    sim_.scheduler().useWheel(13, 12);
}

void KafkaRun::arrival(Simulation& sim, size_t pi)
{
    ProducerState& p = producers_[pi];
    ++r_.produced;
    // send() blocks while buffer.memory is full: the event waits in the application, in order.
    if (p.blockedHead < p.blocked.size() || p.buffered + p.eventBytes > kBufferMemory) {
        p.blocked.push_back(sim.now());
        ++waiting_;
    } else {
        admit(sim, pi, sim.now());
    }
    sim.after(fromSeconds(p.gap.sample(sim.random())), id_, Arrival, pi);
}

void KafkaRun::release(Simulation& sim, size_t pi, double bytes)
{
    ProducerState& p = producers_[pi];
    p.buffered -= bytes;
    while (p.blockedHead < p.blocked.size() && p.buffered + p.eventBytes <= kBufferMemory) {
        --waiting_;
        admit(sim, pi, p.blocked[p.blockedHead++]);
    }
    if (p.blockedHead > 4096 && p.blockedHead * 2 > p.blocked.size()) {
        p.blocked.erase(p.blocked.begin(), p.blocked.begin() + static_cast<std::ptrdiff_t>(p.blockedHead));
        p.blockedHead = 0;
    }
}

void KafkaRun::admit(Simulation& sim, size_t pi, SimTime created)
{
    ProducerState& p = producers_[pi];
    const ClusterState& c = clusters_[p.cluster];
    p.buffered += p.eventBytes;
    int local;
    if (p.hotShare > 0 && sim.random().uniform() < p.hotShare)
        local = p.hotPartitions[sim.random().below(static_cast<std::uint32_t>(p.hotPartitions.size()))];
    else
        local = static_cast<int>(sim.random().below(static_cast<std::uint32_t>(c.partitions)));
    Accumulator& a = accumulators_[p.firstAccumulator + static_cast<size_t>(local)];
    if (a.slot < 0) {
        std::uint32_t slot;
        if (!free_.empty()) {
            slot = free_.back();
            free_.pop_back();
        } else {
            slot = static_cast<std::uint32_t>(batches_.size());
            batches_.emplace_back();
            timelines_.emplace_back();
            times_.resize(times_.size() + perBatch_);
        }
        Batch& b = batches_[slot];
        const std::uint32_t gen = b.gen;
        b = Batch{};
        b.gen = gen;
        b.live = true;
        b.producer = static_cast<std::uint32_t>(pi);
        b.partition = static_cast<std::uint32_t>(c.firstPartition + local);
        b.firstCreated = created;
        a.slot = slot;
        if (p.linger > 0)
            sim.after(p.linger, id_, Linger,
                      std::uint64_t{a.generation} << 32 | (p.firstAccumulator + static_cast<size_t>(local)));
    }
    Batch& b = batches_[static_cast<size_t>(a.slot)];
    times_[static_cast<size_t>(a.slot) * perBatch_ + b.count] = created;
    ++b.count;
    b.bytes += p.eventBytes;
    if (p.linger == 0 || b.bytes + p.eventBytes > batchLimit_ || b.count == perBatch_)
        close(sim, a);
}

void KafkaRun::close(Simulation& sim, Accumulator& a)
{
    const auto slot = static_cast<std::uint32_t>(a.slot);
    a.slot = -1;
    ++a.generation; // a pending linger timer is now stale
    Batch& b = batches_[slot];
    timelines_[slot].count = 0; // a new batch in this slot
    b.serial = r_.batches++;
    b.sentAt = sim.now();
    b.sent = true;
    b.traced = o_.traceEvery > 0 && b.serial % o_.traceEvery == 0;
    send(sim, slot);
}

void KafkaRun::send(Simulation& sim, std::uint32_t slot)
{
    Batch& b = batches_[slot];
    Partition& part = partitions_[b.partition];
    const ClusterState& c = clusters_[part.cluster];
    const ProducerState& p = producers_[b.producer];
    b.written = 0;
    // Offline, or too few in-sync replicas for acks=all: refused, sent again after the back-off.
    if (part.leader < 0 || (p.acks == Acks::All && replicaCount(part.isr) < c.minIsr)) {
        ++r_.refused;
        logAnomaly(LogKind::Refused, b, -1);
        ++b.gen;
        sim.after(fromMs(o_.retryBackoffMs), id_, Retry, refOf(slot, b.gen));
        return;
    }
    trace(LogKind::BatchSent, b, brokerOf(part, part.leader) - c.firstBroker);
    // Service on the acknowledging path: the partition, the leader's write and, for acks=all on
    // Standard, the replication send and one follower's write.
    const int followers = replicaCount(part.isr) - 1;
    b.pathService = serviceNs(b.bytes, c.ceilingRate) + serviceNs(b.bytes, c.inRate);
    if (p.acks == Acks::All && !c.express && followers > 0)
        b.pathService += serviceNs(b.bytes * followers, c.outRate) + serviceNs(b.bytes, c.inRate);
    part.ceiling->arrive(sim, makeJob(slot, PartitionCeiling, 0, serviceNs(b.bytes, c.ceilingRate)));
    if (p.acks == Acks::Zero && !b.acked) {
        b.promised = true;
        ack(sim, slot); // last: freeing buffer space admits events, which may move batches_
    }
}

void KafkaRun::checkCommit(Simulation& sim, std::uint32_t slot)
{
    Batch& b = batches_[slot];
    const Partition& part = partitions_[b.partition];
    if (b.committed || b.lost || part.leader < 0 || !(b.written & (1u << part.leader)) ||
        (b.written & part.isr) != part.isr)
        return;
    // Every in-sync replica holds it: the high watermark passes it and consumers may read it.
    b.committed = true;
    trace(LogKind::Committed, b, -1);
    if (producers_[b.producer].acks == Acks::All && !b.promised) {
        b.promised = true;
        sim.after(ackDelay(b), id_, AckDelay, refOf(slot, b.gen));
    }
    const ClusterState& c = clusters_[part.cluster];
    b.pendingGroups = static_cast<std::uint32_t>(c.groups.size());
    for (int g : c.groups) {
        groups_[g].committed += b.count;
        fetch(sim, slot, g);
    }
    maybeFree(slot);
}

void KafkaRun::fetch(Simulation& sim, std::uint32_t slot, int group)
{
    Batch& b = batches_[slot];
    const Partition& part = partitions_[b.partition];
    if (part.leader < 0) {
        sim.after(fromMs(o_.retryBackoffMs), id_, Refetch, slot | std::uint64_t(group) << 32);
        return;
    }
    const ClusterState& c = clusters_[part.cluster];
    brokers_[brokerOf(part, part.leader)].out->arrive(
        sim, makeJob(slot, Fetch, static_cast<std::uint32_t>(group), serviceNs(b.bytes, c.outRate)));
}

void KafkaRun::ack(Simulation& sim, std::uint32_t slot)
{
    Batch& b = batches_[slot];
    if (b.acked || b.lost)
        return;
    b.acked = true;
    r_.acked += b.count;
    addCarried(producerPath_[b.producer], b.count);
    const SimTime took = sim.now() - b.sentAt;
    r_.produce.add(took);
    if (!haveSlowest_ || took > r_.slowestProduce) {
        // The slowest so far: its steps until now, and (keepStep) every step from here on.
        haveSlowest_ = true;
        slowestSerial_ = b.serial;
        r_.slowestProduce = took;
        const Timeline& t = timelines_[slot];
        const Partition& part = partitions_[b.partition];
        r_.slowest.clear();
        for (std::uint32_t i = 0; i < t.count; ++i)
            r_.slowest.push_back({t.steps[i].at, t.steps[i].kind, part.cluster, t.steps[i].broker, part.local,
                                  t.steps[i].group, b.serial, b.count, -1, static_cast<std::int32_t>(b.producer)});
    }
    trace(LogKind::Acked, b, -1);
    const std::uint32_t producer = b.producer;
    const double bytes = b.bytes;
    maybeFree(slot);
    release(sim, producer, bytes);
}

void KafkaRun::maybeFree(std::uint32_t slot)
{
    Batch& b = batches_[slot];
    if (!b.lost && !(b.acked && b.committed && b.pendingGroups == 0))
        return;
    b.live = false;
    ++b.gen;
    free_.push_back(slot);
}

// A partition whose leader just moved (or went offline): every batch of it still on its way is
// settled as the producer and the new leader would see it.
void KafkaRun::settleMovedPartition(Simulation& sim, std::uint32_t pi, bool timedOut)
{
    const Partition& part = partitions_[pi];
    for (std::uint32_t slot = 0; slot < batches_.size(); ++slot) {
        Batch& b = batches_[slot];
        if (!b.live || !b.sent || b.partition != pi || b.committed)
            continue; // still in the producer's accumulator, or already safe
        const bool onLeader = part.leader >= 0 && (b.written & (1u << part.leader));
        if (b.promised && !onLeader) {
            if (part.leader < 0)
                continue; // waits for a replica that holds it to come back
            b.lost = true;
            r_.lost += b.count;
            logAnomaly(LogKind::Lost, b, -1);
            // The producer was (or is being) told it is stored: counted as acknowledged, space freed.
            const bool told = b.acked;
            const std::uint32_t producer = b.producer;
            const double bytes = b.bytes;
            if (!told) {
                r_.acked += b.count;
                addCarried(producerPath_[producer], b.count);
            }
            b.acked = true;
            maybeFree(slot);
            if (!told)
                release(sim, producer, bytes);
        } else if (onLeader) {
            // The new leader has it; its followers catch up from it (catch-up traffic not modelled).
            b.written |= part.isr;
            if (!b.promised && !producers_[b.producer].idempotence) {
                // The producer never heard back and sends it again: without idempotence it is stored twice.
                r_.duplicates += b.count;
                logAnomaly(LogKind::Duplicated, b, -1);
            }
            checkCommit(sim, slot);
        } else {
            ++b.gen; // jobs of the old attempt are stale
            const SimTime backoff = sim.now() + fromMs(o_.retryBackoffMs);
            sim.at(timedOut ? std::max(backoff, b.sentAt + fromMs(o_.requestTimeoutMs)) : backoff, id_, Retry,
                   refOf(slot, b.gen));
        }
    }
}

void KafkaRun::brokerDown(Simulation& sim, const BrokerFailure& f)
{
    const ClusterState& c = clusters_[f.cluster];
    const int bi = c.firstBroker + f.broker;
    if (!brokers_[bi].up)
        return;
    brokers_[bi].up = false;
    log({sim.now(), LogKind::BrokerDown, f.cluster, f.broker, -1, -1, 0, 0});
    std::vector<std::uint32_t> moved, shrunk;
    leaveIsr(sim, f, true, c.unclean, moved, shrunk);
    brokers_[bi].in->setUp(sim, false);
    brokers_[bi].out->setUp(sim, false);
    for (std::uint32_t pi : moved)
        settleMovedPartition(sim, pi);
    recheckCommits(sim, shrunk);
}

void KafkaRun::leaveIsr(Simulation& sim, const BrokerFailure& f, bool passCut, bool unclean,
                        std::vector<std::uint32_t>& moved, std::vector<std::uint32_t>& shrunk)
{
    const ClusterState& c = clusters_[f.cluster];
    forEachReplicaOn(c, f.broker, [&](std::uint32_t pi, int p, int replica) {
        Partition& part = partitions_[pi];
        const bool wasIsr = part.isr & (1u << replica);
        part.isr &= ~(1u << replica);
        if (part.leader != replica) {
            if (wasIsr)
                shrunk.push_back(pi);
            return;
        }
        part.leader = -1;
        for (int r = 0; r < c.rf && part.leader < 0; ++r)
            if ((part.isr & (1u << r)) && (passCut || !brokers_[brokerOf(part, r)].cut))
                part.leader = r;
        if (part.leader < 0 && unclean)
            for (int r = 0; r < c.rf && part.leader < 0; ++r)
                if (brokers_[brokerOf(part, r)].up) {
                    part.leader = r;
                    part.isr = 1u << r;
                }
        log({sim.now(), part.leader < 0 ? LogKind::PartitionOffline : LogKind::LeaderMoved, f.cluster,
             part.leader < 0 ? -1 : brokerOf(part, part.leader) - c.firstBroker, p, -1, 0, 0});
        // Sends queued for the old leader are dropped; settling the partition sends them again.
        part.ceiling->setUp(sim, false);
        part.ceiling->setUp(sim, true);
        moved.push_back(pi);
    });
}

void KafkaRun::recheckCommits(Simulation& sim, const std::vector<std::uint32_t>& shrunk)
{
    for (std::uint32_t pi : shrunk)
        for (std::uint32_t slot = 0; slot < batches_.size(); ++slot)
            if (batches_[slot].live && batches_[slot].partition == pi)
                checkCommit(sim, slot);
}

void KafkaRun::brokerUp(Simulation& sim, const BrokerFailure& f)
{
    const ClusterState& c = clusters_[f.cluster];
    const int bi = c.firstBroker + f.broker;
    if (brokers_[bi].up)
        return;
    brokers_[bi].up = true;
    brokers_[bi].in->setUp(sim, true);
    brokers_[bi].out->setUp(sim, true);
    log({sim.now(), LogKind::BrokerUp, f.cluster, f.broker, -1, -1, 0, 0});
    forEachReplicaOn(c, f.broker, [&](std::uint32_t pi, int p, int replica) {
        Partition& part = partitions_[pi];
        // Back in sync at once: it copies what the leader holds (catch-up traffic not modelled).
        part.isr |= 1u << replica;
        const bool offline = part.leader < 0;
        if (offline) {
            part.leader = replica;
            log({sim.now(), LogKind::LeaderMoved, f.cluster, f.broker, p, -1, 0, 0});
        }
        for (std::uint32_t slot = 0; slot < batches_.size(); ++slot) {
            Batch& b = batches_[slot];
            if (!b.live || b.partition != pi || b.committed)
                continue;
            if (b.written & (1u << part.leader))
                b.written |= 1u << replica;
        }
        if (offline)
            settleMovedPartition(sim, pi);
    });
}

// A fetched batch goes to the task that owns its partition; with none (its task crashed and the
// group has not reassigned it yet) it waits for the next owner.
void KafkaRun::toTask(Simulation& sim, std::uint32_t slot, int group)
{
    GroupState& g = groups_[group];
    const Batch& b = batches_[slot];
    const auto local = static_cast<size_t>(partitions_[b.partition].local);
    const int task = g.owner[local];
    if (task < 0) {
        g.parked[local].push_back(slot);
        return;
    }
    const double perEvent = g.perEvent.sample(sim.random()); // one draw a batch: its events cost alike
    g.tasks[static_cast<size_t>(task)]->arrive(
        sim, makeJob(slot, Process, static_cast<std::uint32_t>(group), fromSeconds(perEvent * b.count)));
}

// A consumer task stops: what it holds is dropped (jobDropped parks it for the partition's next
// owner) and what it processed since its group's last offset commit will be processed again. The
// group notices only when the task's session times out (session.timeout.ms).
void KafkaRun::taskCrash(Simulation& sim, std::uint32_t failure)
{
    const BrokerFailure& f = o_.failures[failure];
    GroupState& g = groups_[f.group];
    LogEntry e{sim.now(), LogKind::TaskCrashed, g.cluster, -1, -1, f.group, 0, 0};
    e.task = f.task;
    log(e);
    if (f.task >= g.working || !g.alive[f.task])
        return; // an idle task (more tasks than partitions) holds nothing
    g.alive[f.task] = 0;
    const std::uint32_t gen = ++g.crashGen[f.task];
    for (size_t p = 0; p < g.owner.size(); ++p)
        if (g.owner[p] == f.task) {
            g.owner[p] = -1;
            g.orphanOf[p] = f.task;
            g.redeliver[p] += g.uncommitted[p];
            g.uncommitted[p] = 0;
        }
    g.tasks[static_cast<size_t>(f.task)]->setUp(sim, false);
    sim.after(fromMs(o_.sessionTimeoutMs), id_, SessionExpired, failure | std::uint64_t{gen} << 32);
}

// The group rebalances without the crashed tasks whose sessions have run out: their partitions go, in
// turn, to the working tasks (the others keep theirs, as the cooperative sticky assignor does; the
// brief pause of an eager rebalance is not simulated). With no task working they wait for one to come
// back; a crashed task whose session still runs keeps its partitions (the group still counts it in).
void KafkaRun::reassignOrphans(Simulation& sim, int group)
{
    GroupState& g = groups_[group];
    std::vector<int> working;
    for (int t = 0; t < g.working; ++t)
        if (g.alive[t])
            working.push_back(t);
    if (working.empty())
        return;
    size_t next = 0;
    for (size_t p = 0; p < g.owner.size(); ++p)
        if (g.owner[p] < 0 && g.sessionOver[static_cast<size_t>(g.orphanOf[p])])
            handOver(sim, group, static_cast<int>(p), working[next++ % working.size()]);
}

// A partition's new owner starts from the group's last committed offset: first what the crashed task
// had processed since (delivered twice), then what was fetched for the partition meanwhile, in order.
void KafkaRun::handOver(Simulation& sim, int group, int partition, int task)
{
    GroupState& g = groups_[group];
    const auto p = static_cast<size_t>(partition);
    g.owner[p] = task;
    LogEntry moved{sim.now(), LogKind::PartitionReassigned, g.cluster, -1, partition, group, 0, 0};
    moved.task = task;
    log(moved);
    Station& station = *g.tasks[static_cast<size_t>(task)];
    if (g.redeliver[p] > 0) {
        const auto events = static_cast<std::uint32_t>(std::min<std::uint64_t>(g.redeliver[p], UINT32_MAX));
        g.redeliver[p] -= events;
        LogEntry again = moved;
        again.kind = LogKind::Redelivered;
        again.events = events;
        log(again);
        Job j;
        j.ref = p;
        j.tag = tagOf(Reprocess, static_cast<std::uint32_t>(group));
        j.count = events;
        j.created = sim.now();
        j.service = fromSeconds(g.perEvent.sample(sim.random()) * events);
        station.arrive(sim, j);
    }
    std::vector<std::uint32_t> waiting;
    waiting.swap(g.parked[p]);
    for (std::uint32_t slot : waiting)
        toTask(sim, slot, group);
}

// The task starts again and joins its group, which rebalances at once: it takes back the partitions
// it had (the one holding them meanwhile commits on giving them up; what it already queued it
// finishes). A task back before its session ran out starts from the last committed offset too.
void KafkaRun::taskBack(Simulation& sim, const BrokerFailure& f)
{
    GroupState& g = groups_[f.group];
    LogEntry e{sim.now(), LogKind::TaskBack, g.cluster, -1, -1, f.group, 0, 0};
    e.task = f.task;
    log(e);
    if (f.task >= g.working || g.alive[f.task])
        return;
    g.alive[f.task] = 1;
    g.sessionOver[f.task] = 0;
    ++g.crashGen[f.task];
    g.tasks[static_cast<size_t>(f.task)]->setUp(sim, true);
    for (size_t p = 0; p < g.owner.size(); ++p) {
        // Its own partitions, and any it held for a crashed task when it crashed itself.
        const bool its = static_cast<int>(p) % g.working == f.task || (g.owner[p] < 0 && g.orphanOf[p] == f.task);
        if (!its || g.owner[p] == f.task)
            continue;
        if (g.owner[p] < 0) {
            handOver(sim, f.group, static_cast<int>(p), f.task);
        } else {
            g.owner[p] = f.task;
            g.uncommitted[p] = 0;
            LogEntry moved{sim.now(), LogKind::PartitionReassigned, g.cluster, -1, static_cast<int>(p), f.group, 0, 0};
            moved.task = f.task;
            log(moved);
        }
    }
    // Partitions of other crashed tasks whose sessions already ran out may now have an owner.
    reassignOrphans(sim, f.group);
}

// The broker keeps running and keeps its leaderships, but replicates to no one and no one fetches
// from it; with acks=all nothing it leads, nor anything it follows, commits until the controller
// fences it (broker.session.timeout.ms after its last heartbeat).
void KafkaRun::cutOff(Simulation& sim, std::uint32_t failure)
{
    const BrokerFailure& f = o_.failures[failure];
    Broker& br = brokers_[clusters_[f.cluster].firstBroker + f.broker];
    if (br.cut || !br.up)
        return;
    br.cut = true;
    ++cutBrokers_;
    log({sim.now(), LogKind::BrokerCut, f.cluster, f.broker, -1, -1, 0, 0});
    sim.after(fromMs(o_.brokerSessionTimeoutMs), id_, Fenced, failure | std::uint64_t{++br.cutGen} << 32);
}

// The controller fences the cut-off broker: out of every in-sync set, its leaderships to the first
// in-sync follower (which holds every committed batch). What only the old leader held: lost if it was
// acknowledged (acks=1), else sent again to the new leader when the producer's request times out.
void KafkaRun::fence(Simulation& sim, const BrokerFailure& f)
{
    log({sim.now(), LogKind::BrokerFenced, f.cluster, f.broker, -1, -1, 0, 0});
    std::vector<std::uint32_t> moved, shrunk;
    leaveIsr(sim, f, false, false, moved, shrunk);
    for (std::uint32_t pi : moved)
        settleMovedPartition(sim, pi, true);
    recheckCommits(sim, shrunk);
}

// Reachable again: back in every in-sync set at once, holding what each leader holds (catch-up
// traffic not modelled), so what waited for it commits. Leadership stays where it moved.
void KafkaRun::reconnect(Simulation& sim, const BrokerFailure& f)
{
    const ClusterState& c = clusters_[f.cluster];
    Broker& br = brokers_[c.firstBroker + f.broker];
    if (!br.cut)
        return;
    br.cut = false;
    ++br.cutGen;
    --cutBrokers_;
    log({sim.now(), LogKind::BrokerReconnected, f.cluster, f.broker, -1, -1, 0, 0});
    forEachReplicaOn(c, f.broker, [&](std::uint32_t pi, int, int replica) {
        partitions_[pi].isr |= 1u << replica;
        catchUp(sim, pi);
    });
}

// Every in-sync replica copies what the leader holds; what that completes commits.
void KafkaRun::catchUp(Simulation& sim, std::uint32_t pi)
{
    const Partition& part = partitions_[pi];
    if (part.leader < 0)
        return;
    for (std::uint32_t slot = 0; slot < batches_.size(); ++slot) {
        Batch& b = batches_[slot];
        if (!b.live || b.partition != pi || b.committed || !(b.written & (1u << part.leader)))
            continue;
        b.written |= part.isr;
        checkCommit(sim, slot);
    }
}

template <class F> void KafkaRun::forEachReplicaOn(const ClusterState& c, int broker, F&& f)
{
    for (int p = 0; p < c.partitions; ++p) {
        const auto pi = static_cast<std::uint32_t>(c.firstPartition + p);
        const std::vector<int>& replicas = partitions_[pi].replicas;
        const auto at = std::find(replicas.begin(), replicas.end(), broker);
        if (at != replicas.end())
            f(pi, p, static_cast<int>(at - replicas.begin()));
    }
}

} // namespace

double RunResult::carriedPerSecond(size_t path, size_t sample) const
{
    if (path >= paths.size() || sample == 0 || sample >= paths[path].perSample.size() || sample >= sampleTimes.size())
        return 0;
    const SimTime between = sampleTimes[sample] - sampleTimes[sample - 1];
    return between > 0 ? static_cast<double>(paths[path].perSample[sample]) / toSeconds(between) : 0;
}

std::string runSecondsAllowed()
{
    return "more than 0 and at most " + grouped(kMaxRunSeconds);
}

void checkRunOptions(const Scenario& s, const RunOptions& o)
{
    // The ranges' ends as the refusals have always written them: fixed figures grouped, counts as they are.
    const SettingArgs upTo3600k{{"lo", "0"}, {"hi", "3,600,000"}}, upTo86400{{"lo", "0"}, {"hi", "86,400"}};
    range(o.seconds > 0 && o.seconds <= kMaxRunSeconds, "seconds", configAtMost,
          {{"lo", "0"}, {"hi", grouped(kMaxRunSeconds)}}, o.seconds);
    range(o.retryBackoffMs > 0 && o.retryBackoffMs <= 60'000, "retry_backoff_ms", configAtMost,
          {{"lo", "0"}, {"hi", "60,000"}}, o.retryBackoffMs);
    range(o.sampleEverySeconds > 0 && o.sampleEverySeconds <= 86'400, "sample_every_s", configAtMost, upTo86400,
          o.sampleEverySeconds);
    range(o.progressEverySeconds > 0 && o.progressEverySeconds <= 86'400, "progress_every_s", configAtMost, upTo86400,
          o.progressEverySeconds);
    if (o.load != 0)
        checkLoad(o.load, "simulate");
    range(o.sessionTimeoutMs > 0 && o.sessionTimeoutMs <= 3'600'000, "session_timeout_ms", configAtMost, upTo3600k,
          o.sessionTimeoutMs);
    range(o.autoCommitIntervalMs > 0 && o.autoCommitIntervalMs <= 3'600'000, "auto_commit_interval_ms", configAtMost,
          upTo3600k, o.autoCommitIntervalMs);
    range(o.brokerSessionTimeoutMs > 0 && o.brokerSessionTimeoutMs <= 3'600'000, "broker_session_timeout_ms",
          configAtMost, upTo3600k, o.brokerSessionTimeoutMs);
    range(o.requestTimeoutMs > 0 && o.requestTimeoutMs <= 3'600'000, "request_timeout_ms", configAtMost, upTo3600k,
          o.requestTimeoutMs);
    for (const BrokerFailure& f : o.failures) {
        if (f.group >= 0 || f.group < -1) {
            range(f.group >= 0 && f.group < static_cast<int>(s.groups.size()), "fail.group", cfgFailGroup,
                  {{"lo", "1"}, {"hi", std::to_string(s.groups.size())}}, f.group + 1);
            const int tasks = s.groups[f.group].tasks;
            range(f.task >= 0 && f.task < tasks, "fail.task", cfgFailTask, {{"lo", "1"}, {"hi", std::to_string(tasks)}},
                  f.task + 1);
            range(f.from >= 0 && f.from < f.until, "fail.from", cfgFailTaskBack, {{"lo", "0"}}, toSeconds(f.from));
            continue;
        }
        range(f.cluster >= 0 && f.cluster < static_cast<int>(s.clusters.size()), "fail.cluster", cfgFailCluster,
              {{"lo", "0"}, {"count", std::to_string(s.clusters.size())}}, f.cluster);
        const int brokers = s.clusters[f.cluster].brokers, zones = std::max(1, s.clusters[f.cluster].zones);
        if (f.cut && f.slowdown != 0)
            throw MessageError("simulate", "fail.cut", message(cfgFailCut));
        if (f.slowdown != 0) {
            range(f.slowdown > 1 && f.slowdown <= 1'000, "fail.disk_slowdown", configAtMost,
                  {{"lo", "1"}, {"hi", "1,000"}}, f.slowdown);
            if (s.clusters[f.cluster].kind == ClusterKind::Express)
                throw MessageError("simulate", "fail.disk_slowdown", message(cfgFailExpress));
        }
        if (f.zone != -1)
            range(f.zone >= 0 && f.zone < zones, "fail.zone", cfgFailZone, {{"lo", "1"}, {"hi", std::to_string(zones)}},
                  f.zone + 1);
        else
            range(f.broker >= 0 && f.broker < brokers, "fail.broker", cfgFailBroker,
                  {{"lo", "1"}, {"hi", std::to_string(brokers)}}, f.broker + 1);
        range(f.from >= 0 && f.from < f.until, "fail.from", cfgFailBrokerBack, {{"lo", "0"}}, toSeconds(f.from));
    }
}

std::vector<MessageTemplate> simulationConfigTemplates()
{
    return {cfgReplicas, cfgFailGroup,   cfgFailTask, cfgFailTaskBack, cfgFailCluster,
            cfgFailCut,  cfgFailExpress, cfgFailZone, cfgFailBroker,   cfgFailBrokerBack};
}

RunResult simulateScenario(const Scenario& s, const Catalog& cat, const RunOptions& o)
{
    checkRunOptions(s, o);
    KafkaRun run(s, cat, o);
    return run.run();
}

} // namespace mqlab::sim
