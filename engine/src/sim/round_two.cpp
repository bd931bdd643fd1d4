// Round 2's runs: the platform fleet at a rate with a zone or a broker lost, the ordered and
// deduplicated send, the replaying reader, head-of-line blocking in an ordered group, consumer-group
// rebalancing; and the stale worker from Round 1's lease queue with and without the epoch check.
#include "mqlab/sim/round_two.h"
#include "mqlab/report/translatable.h"

#include <algorithm>
#include <cmath>
#include <initializer_list>
#include <iterator>
#include <map>
#include <memory>
#include <stdexcept>
#include <utility>

#include "mqlab/error.h"
#include "mqlab/model/fields.h"
#include "mqlab/model/raft_fleet.h"
#include "mqlab/report/format.h"
#include "mqlab/report/message.h"
#include "mqlab/sim/config_refusals.h"
#include "mqlab/sim/raft_log.h"
#include "mqlab/sim/round_one.h"
#include "mqlab/sim/simulation.h"
#include "setting_refusal.h"

namespace mqlab::sim {
namespace {

// A lognormal by its median and 99th percentile in milliseconds (Distribution::byMedianAndP99).
Distribution msDistribution(double p50, double p99)
{
    return Distribution::byMedianAndP99(p50 / 1000, p99 / 1000);
}

// The settings' refusals (checkRoundTwoConfig, simulateFleet's options, the hot-tenant and S3-outage
// drills): {lo} and {hi} are the range's ends, {value} the figure given, {unit} a unit the inspector's
// table translates ("FieldUnit").
//: The availability zones of a Round 2 fleet: exactly {count}, as each partition keeps one replica a zone.
constexpr MessageTemplate cfgZones{
    "r2.config.zones",
    MQLAB_TR("EngineMessage", "must be {count} (one replica of each partition a zone) (got {value})")};
//: The brokers of a Round 2 fleet: {lo} to {hi}, the same number in every zone.
constexpr MessageTemplate cfgBrokers{
    "r2.config.brokers", MQLAB_TR("EngineMessage", "must be {lo} to {hi}, a multiple of the zones (got {value})")};
//: The average rate over a day (msg/s): above {lo} and no more than the peak rate.
constexpr MessageTemplate cfgAverageRate{
    "r2.config.average_rate",
    MQLAB_TR("EngineMessage", "must be more than {lo} and at most the peak rate (got {value})")};
//: The hours of data kept on the brokers' disks: at least one segment's worth and at most {hi} hours.
constexpr MessageTemplate cfgLocalHours{
    "r2.config.local_hours", MQLAB_TR("EngineMessage", "must be at least a segment and at most {hi} h (got {value})")};
//: The days kept in the S3 tier: at least the hours kept on the disks and at most {hi} days.
constexpr MessageTemplate cfgRetention{
    "r2.config.retention",
    MQLAB_TR("EngineMessage", "must be at least the local hours and at most {hi} days (got {value})")};
//: How many hours back the replay seeks: above {lo} hours and no further back than the retention.
constexpr MessageTemplate cfgSeek{
    "r2.config.seek", MQLAB_TR("EngineMessage", "must be more than {lo} h and at most the retention (got {value})")};
//: A task's processing in seconds: above {lo}, no longer than the slow task's, and at most {hi} seconds.
constexpr MessageTemplate cfgProcessing{
    "r2.config.processing",
    MQLAB_TR("EngineMessage", "must be more than {lo} s and at most the slow task's, at most {hi} s (got {value})")};
//: The partitions a consumer group reads: at least one for each member and at most {hi}.
constexpr MessageTemplate cfgGroupPartitions{
    "r2.config.group_partitions",
    MQLAB_TR("EngineMessage", "must be at least the members and at most {hi} (got {value})")};
//: A fleet drill's failure names a zone or broker the fleet does not have; they are numbered from {lo}.
constexpr MessageTemplate cfgFailureTarget{
    "r2.config.failure.target",
    MQLAB_TR("EngineMessage", "must be a zone or broker of the fleet, from {lo} (got {value})")};
//: A fleet drill's failure starts after the run ends; {value} is its start, in seconds.
constexpr MessageTemplate cfgFailureTime{"r2.config.failure.time",
                                         MQLAB_TR("EngineMessage", "must be a time within the run (got {value})")};
//: A broker's network (MB/s) too small for what it carries at the peak, leaving nothing for the fetches.
constexpr MessageTemplate cfgSpareNetwork{
    "r2.config.spare_network",
    MQLAB_TR("EngineMessage", "must be more than the broker's planned traffic at the peak (got {value})")};
//: A broker's volume (GB) too small for the hours of data kept on the disks; {per_broker} is what each
//: broker holds of them, in GB.
constexpr MessageTemplate cfgVolumeRoom{
    "r2.config.volume_room",
    MQLAB_TR("EngineMessage",
             "must be more than the local hours of data the disks hold ({per_broker} GB a broker) (got {value})")};

RaftTimings raftTimings(const RoundTwoConfig& c)
{
    RaftTimings t;
    t.windowMs = c.groupCommitMs;
    t.fsync = msDistribution(c.fsyncP50Ms, c.fsyncP99Ms);
    t.roundTrip = msDistribution(c.rttP50Ms, c.rttP99Ms);
    t.election = Distribution::uniform(c.electionMinSeconds, c.electionMaxSeconds);
    return t;
}

// The broker's network left for the hot-tenant drill's fetches: what it carries besides them at the
// peak (producers and replication in; replication and the readers out) taken from its capacity.
double spareFetchMBps(const RoundTwoConfig& c)
{
    const BrokerTraffic planned = brokerTraffic(ByteRate{c.rate * c.messageBytes}, c.zones, c.readFactor, c.brokers);
    return c.networkMBps - planned.totalMBps();
}

std::uint64_t pack(std::uint64_t send, std::uint32_t attempt)
{
    return send << 24 | (attempt & 0xffffff);
}

void sortByTime(std::vector<R1Entry>& log)
{
    std::stable_sort(log.begin(), log.end(), [](const R1Entry& a, const R1Entry& b) { return a.at < b.at; });
}

// ---------------------------------------------------------------------------------------------
// The fleet: partition p has one replica a zone; its replica in zone z is on broker
// z x (brokers / zones) + p mod (brokers / zones), and it is first led from zone (p mod brokers) /
// (brokers / zones), so partition p's first leader is broker p mod brokers (2,000 over 12: 167 or 166).
class FleetRun final : public Component, public RaftListener {
  public:
    FleetRun(const RoundTwoConfig& c, const FleetOptions& o)
        : c_(c), o_(o), sim_(o.seed, o.sampling), log_(o.traceEvery, o.logLimit), perZone_(c.brokers / c.zones)
    {
        id_ = sim_.add(*this);
        const RaftTimings t = raftTimings(c);
        hop_ = msDistribution(c.hopP50Ms, c.hopP99Ms);
        watermark_ = msDistribution(c.watermarkP50Ms, c.watermarkP99Ms);
        for (int p = 0; p < c.partitions; ++p)
            partitions_.push_back(
                std::make_unique<RaftPartition>(sim_, p, c.zones, (p % c.brokers) / perZone_, t, log_, *this));
        lostAt_.assign(static_cast<size_t>(c.partitions), -1);
        for (auto& phase : bytes_)
            for (auto& v : phase)
                v.assign(static_cast<size_t>(c.brokers), 0.0);
        down_.assign(static_cast<size_t>(c.brokers), 0);
    }

    FleetResult run()
    {
        const SimTime end = fromSeconds(o_.seconds);
        const bool fails = o_.failure.what != FleetFailure::What::None;
        failAt_ = fails ? o_.failure.at : end;
        settled_ = fails ? failAt_ + fromSeconds(c_.electionMaxSeconds) : end;
        if (c_.rate > 0)
            sim_.at(sendTime(0), id_, Produce, 0);
        if (fails)
            sim_.at(failAt_, id_, Fail, 0);
        sim_.runUntil(end);
        return result(end);
    }

    void committed(Simulation& sim, int p, std::uint64_t send) override
    {
        SendState& s = sends_[send];
        if (s.acked)
            return; // a retried copy beside an acknowledged one (the fleet drills never drop a 200)
        s.acked = true;
        ++r_.acked;
        if (sim.now() >= failAt_)
            ++r_.ackedAfterFailure;
        r_.sendToAck.push_back(sim.now() - s.sentAt);
        // The reader of this partition's batch: the high watermark reaches the follower in its zone,
        // its held fetch wakes, the answer reaches it.
        const SimTime read =
            fromSeconds(watermark_.sample(sim.random()) + hop_.sample(sim.random()) + hop_.sample(sim.random()));
        r_.sendToReader.push_back(sim.now() + read - s.sentAt);
        if (!s.retried)
            r_.sendToReaderFirstTry.push_back(sim.now() + read - s.sentAt);
        count(p, send);
    }
    void leaderLost(Simulation& sim, int p) override
    {
        ++r_.leadersLost;
        lostAt_[static_cast<size_t>(p)] = sim.now();
    }
    void leaderElected(Simulation& sim, int p, int, std::uint64_t) override
    {
        SimTime& lost = lostAt_[static_cast<size_t>(p)];
        if (lost < 0)
            return;
        const double took = toSeconds(sim.now() - lost);
        r_.fastestElectionS = r_.leadersElected == 0 ? took : std::min(r_.fastestElectionS, took);
        r_.slowestElectionS = std::max(r_.slowestElectionS, took);
        ++r_.leadersElected;
        lost = -1;
    }

    void handle(Simulation& sim, const Event& e) override
    {
        switch (e.kind) {
        case Produce: {
            const std::uint64_t send = sends_.size();
            sends_.push_back({sim.now(), 0, false, false, static_cast<int>(send % partitions_.size())});
            ++r_.sends;
            log_.path({sim.now(), R1Kind::Sent, sends_.back().partition, -1, -1, send, 0, 0});
            attempt(sim, send);
            sim.at(sendTime(send + 1), id_, Produce, 0);
            return;
        }
        case Arrive: {
            const std::uint64_t send = e.data >> 24;
            SendState& s = sends_[send];
            if (s.acked)
                return;
            if (partitions_[static_cast<size_t>(s.partition)]->append(sim, send))
                return;
            ++r_.refused;
            log_.add({sim.now(), R1Kind::Refused, s.partition, -1, -1, send, 0, 0});
            if ((e.data & 0xffffff) == (s.attempt & 0xffffff))
                sim.after(fromMs(c_.retryBackoffMs), id_, Retry, e.data);
            return;
        }
        case Timeout:
        case Retry: {
            const std::uint64_t send = e.data >> 24;
            SendState& s = sends_[send];
            if (s.acked || (e.data & 0xffffff) != (s.attempt & 0xffffff))
                return;
            if (!s.retried) {
                s.retried = true;
                ++r_.retriedSends;
                r_.retriedMessages += static_cast<std::uint64_t>(c_.batch);
            }
            attempt(sim, send);
            return;
        }
        case Fail:
            fail(sim);
            return;
        }
    }

  private:
    enum Kind : std::uint32_t { Produce, Arrive, Retry, Timeout, Fail };
    struct SendState {
        SimTime sentAt = 0;
        std::uint32_t attempt = 0;
        bool acked = false, retried = false;
        int partition = 0;
    };

    int brokerOf(int p, int replica) const { return replica * perZone_ + p % perZone_; }

    // Batches: Poisson at rate / batch; fixed: evenly spaced, each reaching its leader as a window closes.
    SimTime sendTime(std::uint64_t n)
    {
        const double batches = c_.rate / c_.batch;
        if (o_.sampling == Sampling::Random)
            return nextPoisson_ += fromSeconds(-std::log(sim_.random().uniform()) / batches);
        const SimTime w = std::max<SimTime>(1, fromMs(c_.groupCommitMs));
        const SimTime hop = fromSeconds(hop_.sample(sim_.random()));
        const SimTime nominal = fromSeconds(static_cast<double>(n) / batches);
        return (nominal + hop + w - 1) / w * w - hop;
    }

    void attempt(Simulation& sim, std::uint64_t send)
    {
        SendState& s = sends_[send];
        ++s.attempt;
        sim.after(fromSeconds(hop_.sample(sim.random())), id_, Arrive, pack(send, s.attempt));
        sim.after(fromMs(c_.sendTimeoutMs), id_, Timeout, pack(send, s.attempt));
    }

    // The bytes a committed batch moved, by broker: the producer's into the leader, one copy out of
    // the leader to each follower still up and into it, and one copy out to each reading group from
    // the replica in that group's zone (the next zone's when that replica is down).
    void count(int p, std::uint64_t send)
    {
        const SimTime now = sim_.now();
        const int phase = now < failAt_ ? 0 : now >= settled_ ? 1 : -1;
        if (phase < 0)
            return; // elections under way: neither the normal state nor the settled one
        auto& in = bytes_[static_cast<size_t>(phase)][0];
        auto& out = bytes_[static_cast<size_t>(phase)][1];
        auto& producers = bytes_[static_cast<size_t>(phase)][2];
        const RaftPartition& part = *partitions_[static_cast<size_t>(p)];
        const double b = c_.batch * c_.messageBytes;
        const int leader = part.leader();
        if (leader < 0)
            return;
        const auto L = static_cast<size_t>(brokerOf(p, leader));
        in[L] += b;
        producers[L] += b;
        for (int r = 0; r < c_.zones; ++r)
            if (r != leader && part.isUp(r)) {
                out[L] += b;
                in[static_cast<size_t>(brokerOf(p, r))] += b;
            }
        readCarry_ += c_.readFactor;
        const auto reads = static_cast<int>(std::floor(readCarry_));
        readCarry_ -= reads;
        for (int g = 0; g < reads; ++g) {
            int z = static_cast<int>((send + static_cast<std::uint64_t>(g)) % static_cast<std::uint64_t>(c_.zones));
            for (int k = 0; k < c_.zones && !part.isUp(z); ++k)
                z = (z + 1) % c_.zones;
            out[static_cast<size_t>(brokerOf(p, z))] += b;
        }
    }

    std::vector<int> leadersByBroker() const
    {
        std::vector<int> n(static_cast<size_t>(c_.brokers), 0);
        for (size_t p = 0; p < partitions_.size(); ++p)
            if (partitions_[p]->leader() >= 0)
                ++n[static_cast<size_t>(brokerOf(static_cast<int>(p), partitions_[p]->leader()))];
        return n;
    }

    void fail(Simulation& sim)
    {
        const std::vector<int> leaders = leadersByBroker();
        r_.leadersPerBrokerBefore = static_cast<double>(c_.partitions) / c_.brokers;
        for (int b = 0; b < c_.brokers; ++b)
            if (o_.failure.what == FleetFailure::What::Broker ? b == o_.failure.target
                                                              : b / perZone_ == o_.failure.target) {
                down_[static_cast<size_t>(b)] = 1;
                log_.add({sim.now(), R1Kind::BrokerDown, -1, b, -1, 0,
                          static_cast<std::uint64_t>(leaders[static_cast<size_t>(b)]), 0});
            }
        for (int p = 0; p < c_.partitions; ++p)
            for (int r = 0; r < c_.zones; ++r)
                if (down_[static_cast<size_t>(brokerOf(p, r))])
                    partitions_[static_cast<size_t>(p)]->down(sim, r);
    }

    FleetResult result(SimTime end)
    {
        r_.simulated = end;
        const std::vector<int> leaders = leadersByBroker();
        int up = 0, led = 0;
        for (int b = 0; b < c_.brokers; ++b)
            if (!down_[static_cast<size_t>(b)]) {
                ++up;
                led += leaders[static_cast<size_t>(b)];
            }
        r_.brokersUpAfter = up;
        if (r_.leadersPerBrokerBefore == 0)
            r_.leadersPerBrokerBefore = static_cast<double>(led) / std::max(1, up);
        r_.leadersPerBrokerAfter = static_cast<double>(led) / std::max(1, up);
        // MB/s a broker, over the brokers up in each phase.
        const auto average = [&](int phase, int which, SimTime span, bool onlyUp) {
            double sum = 0;
            int n = 0;
            for (int b = 0; b < c_.brokers; ++b)
                if (!onlyUp || !down_[static_cast<size_t>(b)]) {
                    sum += bytes_[static_cast<size_t>(phase)][static_cast<size_t>(which)][static_cast<size_t>(b)];
                    ++n;
                }
            return span <= 0 || n == 0 ? 0.0 : sum / n / toSeconds(span) / 1e6;
        };
        r_.inBefore = average(0, 0, failAt_, false);
        r_.outBefore = average(0, 1, failAt_, false);
        r_.producersInBefore = average(0, 2, failAt_, false);
        r_.inAfter = average(1, 0, end - settled_, true);
        r_.outAfter = average(1, 1, end - settled_, true);
        r_.producersInAfter = average(1, 2, end - settled_, true);
        // Safety: every acknowledged batch is in its partition leader's log (a replica's, with no leader).
        std::vector<std::uint8_t> present(sends_.size(), 0);
        for (auto& p : partitions_)
            for (size_t b = 0; b < p->replicaCount(); ++b)
                if (p->leader() < 0 || static_cast<int>(b) == p->leader())
                    for (const auto& e : p->logOf(static_cast<int>(b)))
                        if (e.send != RaftPartition::kNoop && e.send < present.size())
                            present[e.send] = 1;
        for (std::uint64_t s = 0; s < sends_.size(); ++s)
            if (sends_[s].acked && !present[s]) {
                ++r_.lost;
                log_.add({end, R1Kind::Lost, sends_[s].partition, -1, -1, s, 0, 0});
            }
        auto& entries = log_.entries();
        for (R1Entry& e : entries) // a partition's replica index to the broker it lives on
            if (e.partition >= 0 && e.replica >= 0 && e.kind != R1Kind::BrokerDown)
                e.replica = brokerOf(e.partition, e.replica);
        sortByTime(entries);
        r_.log = std::move(entries);
        r_.logDropped = log_.dropped();
        return std::move(r_);
    }

    RoundTwoConfig c_;
    FleetOptions o_;
    Simulation sim_;
    R1Recorder log_;
    int perZone_;
    std::uint32_t id_ = 0;
    Distribution hop_, watermark_;
    std::vector<std::unique_ptr<RaftPartition>> partitions_;
    std::vector<SendState> sends_;
    std::vector<SimTime> lostAt_;
    std::vector<std::uint8_t> down_;
    std::vector<double> bytes_[2][3]; // [normal, settled][in, out, producers in][broker]
    double readCarry_ = 0;
    SimTime nextPoisson_ = 0, failAt_ = 0, settled_ = 0;
    FleetResult r_;
};

// ---------------------------------------------------------------------------------------------
// The ordered, deduplicated send: one producer sends a batch of three messages of one group key;
// they land on partition hash(key) mod P, commit on 2 of 3, and a reader in another zone reads them
// from its local follower and commits its offset. The 200 is lost on the way back, so the producer
// retries (same producer ID and sequences: stopped at the sequence check), then restarts with a new
// producer ID and resends (stopped at the deduplication check). Past the window, the same
// deduplication ID is a new message and is stored.
class OrderedRun final : public Component, public RaftListener {
  public:
    static constexpr int kMessages = 3;
    OrderedRun(const RoundTwoConfig& c, std::uint64_t seed, Sampling sampling, int partition)
        : c_(c), sim_(seed, sampling), log_(1, 10'000), partition_(partition)
    {
        id_ = sim_.add(*this);
        hop_ = msDistribution(c.hopP50Ms, c.hopP99Ms);
        watermark_ = msDistribution(c.watermarkP50Ms, c.watermarkP99Ms);
        raft_ = std::make_unique<RaftPartition>(sim_, partition, c.zones, 0, raftTimings(c), log_, *this);
    }

    struct Outcome {
        int stored = 0, sequenceStopped = 0, dedupStopped = 0, storedAgainLate = 0, inOrder = 1, read = 0;
        double lateAfterS = 0;
        std::uint64_t committedOffset = 0;
    };

    Outcome run(double seconds)
    {
        // The first send leaves 1 ms in, so that it reaches the leader as a window closes (the worst
        // phase: it waits a whole window, as the budget counts it) when the hop takes its 1 ms P99.
        const SimTime first = fromMs(c_.hopP99Ms);
        sim_.at(first, id_, Send, 0);
        sim_.at(first + fromMs(c_.sendTimeoutMs), id_, Timeout, 0);
        restartAt_ = first + 2 * fromMs(c_.sendTimeoutMs);
        sim_.at(restartAt_, id_, Restart, 0);
        sim_.at(first + fromSeconds(c_.dedupWindowSeconds + 10), id_, Late, 0);
        sim_.runUntil(fromSeconds(seconds));
        sortByTime(log_.entries());
        return o_;
    }
    std::vector<R1Entry>& log() { return log_.entries(); }

    void committed(Simulation& sim, int, std::uint64_t message) override
    {
        if (message < kMessages && !answered_) { // the first batch's 200 is lost on its way back
            answered_ = true;
            log_.add({sim.now() + fromSeconds(hop_.sample(sim.random())), R1Kind::AnswerLost, partition_, -1, -1,
                      message, 0, 0});
        }
        ++committed_;
        if (!watermarkPending_) { // what commits at one instant reaches the follower together
            watermarkPending_ = true;
            sim.after(fromSeconds(watermark_.sample(sim.random())), id_, Watermark, 0);
        }
    }
    void leaderLost(Simulation&, int) override {}
    void leaderElected(Simulation&, int, int, std::uint64_t) override {}

    void handle(Simulation& sim, const Event& e) override
    {
        switch (e.kind) {
        case Send: // producer 1: messages 0..2, sequences 0..2, deduplication IDs 0..2
            for (int m = 0; m < kMessages; ++m)
                log_.add({sim.now(), R1Kind::Sent, partition_, -1, -1, static_cast<std::uint64_t>(m), 0, 0});
            sim.after(fromSeconds(hop_.sample(sim.random())), id_, Arrive, 1);
            return;
        case Timeout: // no 200: the same batch again, same producer ID and sequences
            for (int m = 0; m < kMessages; ++m)
                log_.add({sim.now(), R1Kind::TimedOut, partition_, -1, -1, static_cast<std::uint64_t>(m), 0, 0});
            sim.after(fromSeconds(hop_.sample(sim.random())), id_, Arrive, 1);
            return;
        case Restart: // producer 2 cannot know what got in: it sends the batch again, sequences from 0
            log_.add({sim.now(), R1Kind::ProducerRestarted, partition_, -1, -1, 0, 2, 0});
            sim.after(fromSeconds(hop_.sample(sim.random())), id_, Arrive, 2);
            return;
        case Late: // producer 2's fourth message reuses deduplication ID 0, past the window
            log_.add({sim.now(), R1Kind::Sent, partition_, -1, -1, kMessages, 0, 0});
            lateSentAt_ = sim.now();
            sim.after(fromSeconds(hop_.sample(sim.random())), id_, Arrive, 3);
            return;
        case Arrive:
            arrive(sim, static_cast<int>(e.data));
            return;
        case Watermark: {
            watermarkPending_ = false;
            const int broker = readerBroker();
            for (size_t o = read_; o < committed_; ++o)
                log_.add({sim.now(), R1Kind::HighWatermark, partition_, broker, -1, offsets_[o], o, 0});
            sim.after(fromSeconds(hop_.sample(sim.random())), id_, FetchAnswer, committed_);
            return;
        }
        case FetchAnswer: {
            const int broker = readerBroker();
            for (size_t o = read_; o < e.data; ++o)
                log_.add({sim.now(), R1Kind::FetchReturned, partition_, broker, -1, offsets_[o], o, 0});
            sim.after(fromSeconds(hop_.sample(sim.random())), id_, InHands, e.data);
            return;
        }
        case InHands: {
            for (size_t o = read_; o < e.data; ++o) {
                log_.add({sim.now(), R1Kind::InReader, partition_, -1, -1, offsets_[o], o, 0});
                // In order: each of producer 1's messages comes after the one sent before it.
                if (offsets_[o] < kMessages && lastRead_ >= 0 && static_cast<std::int64_t>(offsets_[o]) <= lastRead_)
                    o_.inOrder = 0;
                if (offsets_[o] < kMessages)
                    lastRead_ = static_cast<std::int64_t>(offsets_[o]);
                ++o_.read;
            }
            read_ = e.data;
            sim.after(fromSeconds(hop_.sample(sim.random())), id_, OffsetCommit, e.data);
            return;
        }
        case OffsetCommit:
            o_.committedOffset = e.data; // the next offset to read
            log_.add({sim.now(), R1Kind::OffsetCommitted, partition_, -1, -1, 0, e.data, 0});
            return;
        }
    }

  private:
    enum Kind : std::uint32_t { Send, Timeout, Restart, Late, Arrive, Watermark, FetchAnswer, InHands, OffsetCommit };

    int readerBroker() const { return 1 * (c_.brokers / c_.zones) + partition_ % (c_.brokers / c_.zones); }

    // The leader's checks, in order: the producer's sequence, then the deduplication ID in the window.
    void arrive(Simulation& sim, int what)
    {
        struct One {
            std::uint64_t message;
            int producer, sequence;
            std::uint64_t dedupId;
        };
        std::vector<One> batch;
        if (what == 1 || what == 2)
            for (int m = 0; m < kMessages; ++m)
                batch.push_back({static_cast<std::uint64_t>(m), what, m, static_cast<std::uint64_t>(m)});
        else
            batch.push_back({kMessages, 2, kMessages, 0});
        for (const One& m : batch) {
            const auto seq = sequences_.find({m.producer, m.sequence});
            if (seq != sequences_.end()) {
                ++o_.sequenceStopped;
                log_.add({sim.now(), R1Kind::SequenceStopped, partition_, -1, -1, m.message, seq->second, 0});
                continue;
            }
            const auto dup = dedup_.find(m.dedupId);
            if (dup != dedup_.end() && sim.now() - dup->second.second < fromSeconds(c_.dedupWindowSeconds)) {
                ++o_.dedupStopped;
                log_.add({sim.now(), R1Kind::DedupStopped, partition_, -1, -1, m.message, dup->second.first, 0});
                continue;
            }
            if (!raft_->append(sim, m.message))
                continue; // a leader is always up in this drill
            const std::uint64_t offset = offsets_.size();
            offsets_.push_back(m.message);
            if (dup != dedup_.end()) {
                ++o_.storedAgainLate;
                o_.lateAfterS = toSeconds(sim.now() - dup->second.second);
            }
            sequences_[{m.producer, m.sequence}] = offset;
            dedup_[m.dedupId] = {offset, sim.now()};
            ++o_.stored;
        }
    }

    RoundTwoConfig c_;
    Simulation sim_;
    R1Recorder log_;
    int partition_;
    std::uint32_t id_ = 0;
    Distribution hop_, watermark_;
    std::unique_ptr<RaftPartition> raft_;
    std::map<std::pair<int, int>, std::uint64_t> sequences_;           // (producer, sequence) -> offset
    std::map<std::uint64_t, std::pair<std::uint64_t, SimTime>> dedup_; // ID -> (offset, stored at)
    std::vector<std::uint64_t> offsets_;                               // offset -> message
    size_t committed_ = 0, read_ = 0;
    std::int64_t lastRead_ = -1;
    bool answered_ = false, watermarkPending_ = false;
    SimTime restartAt_ = 0, lateSentAt_ = 0;
    Outcome o_;
};

// ---------------------------------------------------------------------------------------------
// A live reader beside a replaying one, on the broker that leads the live reader's partition. The
// broker's journal fsyncs once a window what the broker took in (its share of the fleet's bytes);
// the gp3 volume serves one request at a time in arrival order, each taking its bytes over the
// provisioned throughput. A replay from the local volume queues 1 MiB reads there, so a journal write
// waits behind them; a replay from the S3 tier reads over the network on a path of its own (its own
// random numbers too), so the live path is exactly what it is without a replay. Live readers read
// from the page cache (what they read was written seconds ago).
class ReplayRun final : public Component {
  public:
    enum class Replay { None, Tier, Local };
    ReplayRun(const RoundTwoConfig& c, std::uint64_t seed, Sampling sampling, Replay replay)
        : c_(c), sim_(seed, sampling), cold_(seed ^ 0x9e3779b97f4a7c15ull, sampling), replay_(replay), log_(1, 2000)
    {
        id_ = sim_.add(*this);
        fsync_ = msDistribution(c.fsyncP50Ms, c.fsyncP99Ms);
        rtt_ = msDistribution(c.rttP50Ms, c.rttP99Ms);
        hop_ = msDistribution(c.hopP50Ms, c.hopP99Ms);
        watermark_ = msDistribution(c.watermarkP50Ms, c.watermarkP99Ms);
        s3_ = msDistribution(c.s3P50Ms, c.s3P99Ms);
        window_ = std::max<SimTime>(1, fromMs(c.groupCommitMs));
        // The broker's journal bytes a window: producers plus replication, 3 copies over the brokers.
        journalBytes_ = c.rate * c.messageBytes * 3 / c.brokers * toSeconds(window_);
        liveRate_ = c.rate / c.partitions;
    }

    struct Outcome {
        std::vector<SimTime> live; // send to the live reader, ns
        double replayMBps = 0;
        double journalWaitMaxMs = 0;
    };

    Outcome run(double seconds)
    {
        const SimTime end = fromSeconds(seconds);
        sim_.at(window_, id_, Window, 0);
        sim_.at(liveTime(0), id_, Live, 0);
        if (replay_ != Replay::None) {
            log_.add({0, R1Kind::ReplayStarted, -1, replay_ == Replay::Tier ? 0 : 1, -1, 0, 0, 0});
            for (int i = 0; i < c_.replayFetchesInFlight; ++i)
                fetch(sim_);
        }
        sim_.runUntil(end);
        o_.replayMBps = replayBytes_ / seconds / 1e6;
        return std::move(o_);
    }
    std::vector<R1Entry>& log() { return log_.entries(); }

    void handle(Simulation& sim, const Event& e) override
    {
        switch (e.kind) {
        case Live: // sent now; at the leader a hop later
            pending_.push_back({sim.now(), sim.now() + fromSeconds(hop_.sample(sim.random()))});
            sim.at(liveTime(++lives_), id_, Live, 0);
            return;
        case Window:
            window(sim);
            sim.after(window_, id_, Window, 0);
            return;
        case FetchDone:
            replayBytes_ += kFetchBytes;
            fetch(sim);
            return;
        }
    }

  private:
    enum Kind : std::uint32_t { Live, Window, FetchDone };
    static constexpr double kFetchBytes = 1024.0 * 1024; // a fetch's maxBytes, 1 MiB

    // The live reader's messages, as Round 1's sends: Poisson, or evenly spaced at the worst phase.
    SimTime liveTime(std::uint64_t n)
    {
        if (sim_.random().sampling() == Sampling::Random)
            return nextLive_ += fromSeconds(-std::log(sim_.random().uniform()) / liveRate_);
        const SimTime hop = fromMs(c_.hopP99Ms);
        const SimTime nominal = fromSeconds(static_cast<double>(n) / liveRate_);
        return (nominal + hop + window_ - 1) / window_ * window_ - hop;
    }

    // The volume, first come first served: a request's start and when its transfer ends.
    SimTime occupy(SimTime from, double bytes)
    {
        const SimTime start = std::max(from, busyUntil_);
        busyUntil_ = start + fromSeconds(bytes / (c_.volumeMBps * 1e6));
        return start;
    }

    void fetch(Simulation& sim)
    {
        if (replay_ == Replay::Tier) { // the cold path: S3 GETs, never the volume nor the page cache
            sim.after(fromSeconds(s3_.sample(cold_) + kFetchBytes / (c_.networkMBps * 1e6)), id_, FetchDone, 0);
            return;
        }
        occupy(sim.now(), kFetchBytes);
        sim.at(busyUntil_, id_, FetchDone, 0);
    }

    // A window closes: the journal's write of it queues on the volume; its fsync is done when its turn
    // comes plus a drawn fsync time (which covers its own transfer). Messages that reached the leader
    // before this boundary commit when the leader's fsync and the first follower's are both done.
    void window(Simulation& sim)
    {
        const SimTime now = sim.now();
        const SimTime start = occupy(now, journalBytes_);
        const SimTime done = start + fromSeconds(fsync_.sample(sim.random()));
        o_.journalWaitMaxMs = std::max(o_.journalWaitMaxMs, toMs(start - now));
        // (an arrival at the very boundary waits for the next window, as in the Raft groups)
        const auto inWindow = [now](const std::pair<SimTime, SimTime>& m) { return m.second < now; };
        if (std::none_of(pending_.begin(), pending_.end(), inWindow))
            return;
        const SimTime follower = now + fromSeconds(rtt_.sample(sim.random()) + fsync_.sample(sim.random()));
        const SimTime commit = std::max(done, follower);
        const SimTime inReader = commit + fromSeconds(watermark_.sample(sim.random()) + hop_.sample(sim.random()) +
                                                      hop_.sample(sim.random()));
        for (const auto& m : pending_)
            if (inWindow(m))
                o_.live.push_back(inReader - m.first);
        pending_.erase(std::remove_if(pending_.begin(), pending_.end(), inWindow), pending_.end());
    }

    RoundTwoConfig c_;
    Simulation sim_;
    Random cold_;
    Replay replay_;
    R1Recorder log_;
    std::uint32_t id_ = 0;
    Distribution fsync_, rtt_, hop_, watermark_, s3_;
    SimTime window_ = 0, busyUntil_ = 0, nextLive_ = 0;
    double journalBytes_ = 0, liveRate_ = 0, replayBytes_ = 0;
    std::uint64_t lives_ = 0;
    std::vector<std::pair<SimTime, SimTime>> pending_; // (sent, at the leader)
    Outcome o_;
};

// ---------------------------------------------------------------------------------------------
// Replay by timestamp, on partition 1 of the analytics team's group. The partition's history: message
// n was written at n / a seconds of log time (a = the day's average rate over the partitions). The run
// starts half an hour into the hour, 7 days and 30 minutes of log time after the oldest segment still
// kept began (whole hourly segments expire). At 0 s the analyst asks for a seek to `seekHoursAgo`
// before now while member 1 still reads: refused. Member 1 stops at 1 s; the seek is made again and
// the time index finds the first message at or after the time; the offset is committed and member 1
// reads on from it, `replayFetchesInFlight` fetches of up to 1 MiB at once, each from where its first
// message lives when it is asked for: older than `localHours`, the S3 tier (a GET, over the network,
// never the volume nor the page cache); older than the page cache holds, the local volume (first
// come first served, at the throughput the journal leaves); else the page cache. Caught up once
// everything up to the high watermark is read.
class SeekRun final : public Component {
  public:
    static constexpr SimTime kStopAt = kSecond; // member 1 stops reading
    SeekRun(const RoundTwoConfig& c, std::uint64_t seed, Sampling sampling) : c_(c), sim_(seed, sampling), log_(1, 1000)
    {
        id_ = sim_.add(*this);
        hop_ = msDistribution(c.hopP50Ms, c.hopP99Ms);
        s3_ = msDistribution(c.s3P50Ms, c.s3P99Ms);
        a_ = c.averageRate / c.partitions;
        start_ = c.retentionDays * 86'400 + c.segmentSeconds / 2;
        perFetch_ = std::max<std::uint64_t>(1, static_cast<std::uint64_t>(std::floor(kFetchBytes / c.messageBytes)));
        const double journalMBps = c.rate * c.messageBytes * c.zones / c.brokers / 1e6; // what a broker writes
        pageCacheS_ = c.pageCacheMB / journalMBps;
        volumeShareMBps_ = std::max(1e-9, c.volumeMBps - journalMBps);
    }

    struct Outcome {
        int refused = 0;
        std::uint64_t seekOffset = 0, indexEntry = 0, segmentBase = 0, caughtUpOffset = 0;
        double seekAgeS = 0, caughtUpS = -1;
        double bytes[3] = {0, 0, 0};                          // by path: tier, local, page cache
        SimTime first[3] = {-1, -1, -1}, last[3] = {0, 0, 0}; // first fetch asked, last answered
        std::uint64_t fetches[3] = {0, 0, 0};
        double pageCacheS = 0, volumeShareMBps = 0;
    };

    Outcome run()
    {
        sim_.at(0, id_, SeekAsked, 0);
        sim_.at(kStopAt, id_, MemberStops, 0);
        // Generous: every byte at the slowest path's P99 pace, one fetch at a time.
        const double messages = (c_.seekHoursAgo * 3600 + 3600) * a_;
        const double worst = messages / static_cast<double>(perFetch_) *
                             (c_.s3P99Ms / 1000 + 2 * c_.hopP99Ms / 1000 + kFetchBytes / (volumeShareMBps_ * 1e6));
        sim_.runUntil(fromSeconds(10 + worst));
        o_.pageCacheS = pageCacheS_;
        o_.volumeShareMBps = volumeShareMBps_;
        return o_;
    }
    std::vector<R1Entry>& log() { return log_.entries(); }

    void handle(Simulation& sim, const Event& e) override
    {
        switch (e.kind) {
        case SeekAsked:
            if (reading_) { // the rule: a group seeks only with no member reading
                ++o_.refused;
                log_.add({sim.now(), R1Kind::SeekRefused, 0, -1, -1, 0, 1, 0});
                return;
            }
            seek(sim);
            return;
        case MemberStops:
            reading_ = false;
            log_.add({sim.now(), R1Kind::MemberLeft, -1, -1, 0, 0, 0, 0});
            sim.after(0, id_, SeekAsked, 0);
            return;
        case Committed:
            log_.add({sim.now(), R1Kind::OffsetCommitted, 0, -1, -1, 0, o_.seekOffset, 0});
            sim.after(0, id_, MemberBack, 0);
            return;
        case MemberBack:
            reading_ = true;
            log_.add({sim.now(), R1Kind::MemberBack, -1, -1, 0, 0, 0, 0});
            next_ = reached_ = o_.seekOffset;
            for (int i = 0; i < c_.replayFetchesInFlight; ++i)
                ask(sim);
            return;
        case Answered:
            answered(sim, e.data);
            return;
        }
    }

  private:
    enum Kind : std::uint32_t { SeekAsked, MemberStops, Committed, MemberBack, Answered };
    static constexpr double kFetchBytes = 1024.0 * 1024; // a fetch's maxBytes, 1 MiB
    static constexpr int kIndexEvery = 4096;             // B between two entries of the sparse index

    double logTime(SimTime t) const { return start_ + toSeconds(t); }
    double timestamp(std::uint64_t offset) const { return static_cast<double>(offset) / a_; }
    // Messages written by now: offsets 0 .. watermark - 1.
    std::uint64_t watermark(SimTime t) const { return static_cast<std::uint64_t>(std::floor(logTime(t) * a_)) + 1; }
    double age(std::uint64_t offset, SimTime t) const { return logTime(t) - timestamp(offset); }

    // The time index: the segment holding the time, its newest entry at or before it (one entry every
    // 4 KB: every kIndexEvery / message bytes messages), then message by message to the first at or after.
    void seek(Simulation& sim)
    {
        const double wanted = std::max(0.0, logTime(0) - c_.seekHoursAgo * 3600); // asked at 0 s
        const double segment = std::floor(wanted / c_.segmentSeconds) * c_.segmentSeconds;
        const auto segmentBase = static_cast<std::uint64_t>(std::ceil(segment * a_));
        const std::uint64_t every =
            std::max<std::uint64_t>(1, static_cast<std::uint64_t>(kIndexEvery / c_.messageBytes));
        std::uint64_t entry = segmentBase;
        while (entry + every < watermark(sim.now()) && timestamp(entry + every) <= wanted)
            entry += every;
        std::uint64_t found = entry;
        while (timestamp(found) < wanted)
            ++found;
        o_.seekOffset = found;
        o_.indexEntry = entry;
        o_.segmentBase = segmentBase;
        o_.seekAgeS = age(found, sim.now());
        const SimTime at = sim.now() + fromSeconds(hop_.sample(sim.random()));
        log_.add({at, R1Kind::TimeIndexFound, 0, age(segmentBase, sim.now()) > c_.localHours * 3600 ? 0 : 1, -1, found,
                  entry, segmentBase});
        sim.at(at + fromSeconds(hop_.sample(sim.random())), id_, Committed, 0);
    }

    int pathOf(std::uint64_t offset, SimTime t) const
    {
        const double old = age(offset, t);
        return old > c_.localHours * 3600 ? 0 : old > pageCacheS_ ? 1 : 2;
    }

    void ask(Simulation& sim)
    {
        const SimTime now = sim.now();
        const std::uint64_t top = watermark(now);
        if (next_ >= top) { // at the head: a held fetch, answered as the next message is written
            if (!held_) {
                held_ = true;
                const SimTime written = fromSeconds(static_cast<double>(top) / a_ - start_);
                sim.at(std::max(now, written) + fromSeconds(hop_.sample(sim.random())), id_, Answered,
                       static_cast<std::uint64_t>(ranges_.size()) << 2 | 3);
                ranges_.push_back({next_, next_, 2, false});
            }
            return;
        }
        const std::uint64_t from = next_, to = std::min(top, from + perFetch_);
        const int path = pathOf(from, now);
        const double bytes = static_cast<double>(to - from) * c_.messageBytes;
        if (o_.first[path] < 0) {
            o_.first[path] = now;
            log_.add({now, R1Kind::ReplayPath, 0, path, -1, from, static_cast<std::uint64_t>(total()),
                      static_cast<std::uint64_t>(age(from, now))});
        }
        ++o_.fetches[path];
        SimTime done = 0;
        if (path == 0) {
            done = now + fromSeconds(s3_.sample(sim.random()) + bytes / (c_.networkMBps * 1e6));
        } else if (path == 1) {
            const SimTime start = std::max(now + fromSeconds(hop_.sample(sim.random())), volumeFree_);
            volumeFree_ = start + fromSeconds(bytes / (volumeShareMBps_ * 1e6));
            done = volumeFree_ + fromSeconds(hop_.sample(sim.random()));
        } else {
            done = now +
                   fromSeconds(hop_.sample(sim.random()) + hop_.sample(sim.random()) + bytes / (c_.networkMBps * 1e6));
        }
        next_ = to;
        sim.at(done, id_, Answered, static_cast<std::uint64_t>(ranges_.size()) << 2 | static_cast<std::uint64_t>(path));
        ranges_.push_back({from, to, path, false});
    }

    double total() const { return o_.bytes[0] + o_.bytes[1] + o_.bytes[2]; }

    void answered(Simulation& sim, std::uint64_t data)
    {
        const size_t i = static_cast<size_t>(data >> 2);
        if ((data & 3) == 3) { // the held fetch: the head's next message
            held_ = false;
            ranges_[i].to = std::min(watermark(sim.now()), ranges_[i].from + perFetch_);
            next_ = std::max(next_, ranges_[i].to);
        }
        Range& r = ranges_[i];
        r.done = true;
        const auto path = static_cast<size_t>(r.path);
        o_.bytes[path] += static_cast<double>(r.to - r.from) * c_.messageBytes;
        o_.last[path] = sim.now();
        // The reader's position moves over the answered ranges in offset order.
        while (doneUpTo_ < ranges_.size() && ranges_[doneUpTo_].done) {
            const Range& d = ranges_[doneUpTo_++];
            const std::uint64_t before = reached_;
            reached_ = std::max(reached_, d.to);
            // A step a day of history read (log-time days from the oldest segment kept).
            const auto dayOf = [&](std::uint64_t o) {
                return static_cast<std::int64_t>(std::floor(timestamp(o) / 86'400));
            };
            if (reached_ > before && dayOf(reached_) > dayOf(before))
                log_.add({sim.now(), R1Kind::ReplayProgress, 0, d.path, -1, reached_,
                          static_cast<std::uint64_t>(o_.bytes[static_cast<size_t>(d.path)]),
                          static_cast<std::uint64_t>(std::max(0.0, age(reached_, sim.now())))});
        }
        if (reached_ >= watermark(sim.now()) && next_ == reached_ && o_.caughtUpS < 0) {
            o_.caughtUpS = toSeconds(sim.now());
            o_.caughtUpOffset = reached_;
            log_.add({sim.now(), R1Kind::ReplayCaughtUp, 0, 2, -1, reached_, static_cast<std::uint64_t>(total()), 0});
            sim.stop();
            return;
        }
        ask(sim);
    }

    struct Range {
        std::uint64_t from, to;
        int path;
        bool done;
    };

    RoundTwoConfig c_;
    Simulation sim_;
    R1Recorder log_;
    std::uint32_t id_ = 0;
    Distribution hop_, s3_;
    double a_ = 0, start_ = 0, pageCacheS_ = 0, volumeShareMBps_ = 0;
    std::uint64_t perFetch_ = 1, next_ = 0, reached_ = 0;
    size_t doneUpTo_ = 0;
    std::vector<Range> ranges_;
    SimTime volumeFree_ = 0;
    bool reading_ = true, held_ = false;
    Outcome o_;
};

} // namespace

void checkRoundTwoConfig(const RoundTwoConfig& c)
{
    using messages::fieldRange;
    using messages::fieldRangeUnit;
    needSetting(c.rate >= 0 && c.rate <= 1'000'000, "rate", fieldRangeUnit, {{"lo", 0}, {"hi", 1'000'000}}, c.rate,
                "msg/s");
    // A message's bytes and the page cache's MB: units the inspector's table has not named before.
    needSetting(c.messageBytes >= 1 && c.messageBytes <= 1'048'576, "message bytes", fieldRangeUnit,
                {{"lo", 1}, {"hi", 1'048'576}}, c.messageBytes, MQLAB_TR("FieldUnit", "B"));
    needSetting(c.zones == 3, "zones", cfgZones, {{"count", 3}}, c.zones);
    needSetting(c.brokers >= c.zones && c.brokers <= 300 && c.brokers % c.zones == 0, "brokers", cfgBrokers,
                {{"lo", 3}, {"hi", 300}}, c.brokers);
    needSetting(c.partitions >= 1 && c.partitions <= 10'000, "partitions", fieldRange, {{"lo", 1}, {"hi", 10'000}},
                c.partitions);
    needSetting(c.readFactor >= 0 && c.readFactor <= 100, "read factor", fieldRange, {{"lo", 0}, {"hi", 100}},
                c.readFactor);
    needSetting(c.groupCommitMs > 0 && c.groupCommitMs <= 1000, "group commit", configAtMostUnit,
                {{"lo", 0}, {"hi", 1000}}, c.groupCommitMs, "ms");
    needSetting(c.networkMBps > 0, "network", configAboveUnit, {{"lo", 0}}, c.networkMBps, "MB/s");
    needSetting(c.volumeMBps > 0, "volume throughput", configAboveUnit, {{"lo", 0}}, c.volumeMBps, "MB/s");
    needRaftLatencies(c);
    needPercentiles("watermark", c.watermarkP50Ms, c.watermarkP99Ms);
    needElectionAndRetries(c);
    needSetting(c.batch >= 1 && c.batch <= 100, "batch", fieldRangeUnit, {{"lo", 1}, {"hi", 100}}, c.batch,
                MQLAB_TR("FieldUnit", "messages a send"));
    needSetting(c.dedupWindowSeconds > 0 && c.dedupWindowSeconds <= 86'400, "dedup window", configAtMostUnit,
                {{"lo", 0}, {"hi", 86'400}}, c.dedupWindowSeconds, "s");
    needSetting(c.replayFetchesInFlight >= 1 && c.replayFetchesInFlight <= 64, "replay fetches", fieldRange,
                {{"lo", 1}, {"hi", 64}}, c.replayFetchesInFlight);
    needPercentiles("s3", c.s3P50Ms, c.s3P99Ms, 60'000);
    needSetting(c.averageRate > 0 && c.averageRate <= c.rate, "average rate", cfgAverageRate, {{"lo", 0}},
                c.averageRate);
    needSetting(c.segmentSeconds >= 60 && c.segmentSeconds <= 86'400, "segment", fieldRangeUnit,
                {{"lo", 60}, {"hi", 86'400}}, c.segmentSeconds, "s");
    needSetting(c.localHours * 3600 >= c.segmentSeconds && c.localHours <= 8760, "local hours", cfgLocalHours,
                {{"hi", 8760}}, c.localHours);
    needSetting(c.retentionDays * 24 >= c.localHours && c.retentionDays <= 365, "retention", cfgRetention,
                {{"hi", 365}}, c.retentionDays);
    needSetting(c.pageCacheMB >= 0 && c.pageCacheMB <= 1'048'576, "page cache", fieldRangeUnit,
                {{"lo", 0}, {"hi", 1'048'576}}, c.pageCacheMB, MQLAB_TR("FieldUnit", "MB"));
    needSetting(c.seekHoursAgo > 0 && c.seekHoursAgo <= c.retentionDays * 24, "seek", cfgSeek, {{"lo", 0}},
                c.seekHoursAgo);
    needSetting(c.processingSeconds > 0 && c.slowSeconds >= c.processingSeconds && c.slowSeconds <= 43'200,
                "processing", cfgProcessing, {{"lo", 0}, {"hi", 43'200}}, c.processingSeconds);
    needSetting(c.workers >= 1 && c.workers <= 100, "workers", fieldRange, {{"lo", 1}, {"hi", 100}}, c.workers);
    needSetting(c.members >= 2 && c.members <= 100, "members", fieldRange, {{"lo", 2}, {"hi", 100}}, c.members);
    needSetting(c.groupPartitions >= c.members && c.groupPartitions <= 1000, "group partitions", cfgGroupPartitions,
                {{"hi", 1000}}, c.groupPartitions);
    needSetting(c.restartSeconds > 0 && c.restartSeconds <= 3600, "restart", configAtMostUnit,
                {{"lo", 0}, {"hi", 3600}}, c.restartSeconds, "s");
    needSetting(c.rebalanceRoundSeconds > 0 && c.rebalanceRoundSeconds <= 600, "rebalance round", configAtMostUnit,
                {{"lo", 0}, {"hi", 600}}, c.rebalanceRoundSeconds, "s");
    needSetting(c.sessionTimeoutSeconds > 0 && c.sessionTimeoutSeconds <= 3600, "session timeout", configAtMostUnit,
                {{"lo", 0}, {"hi", 3600}}, c.sessionTimeoutSeconds, "s");
    needSetting(c.partitionRate >= 0 && c.partitionRate <= 1'000'000, "partition rate", fieldRangeUnit,
                {{"lo", 0}, {"hi", 1'000'000}}, c.partitionRate, "msg/s");
    needSetting(c.fetchQuotaMBps > 0 && c.fetchQuotaMBps <= 10'000, "fetch quota", configAtMostUnit,
                {{"lo", 0}, {"hi", 10'000}}, c.fetchQuotaMBps, "MB/s");
    needSetting(c.tenantTeams >= 2 && c.tenantTeams <= 100, "tenant teams", fieldRange, {{"lo", 2}, {"hi", 100}},
                c.tenantTeams);
    needSetting(c.teamReadMBps > 0 && c.teamReadMBps <= 10'000, "team read", configAtMostUnit,
                {{"lo", 0}, {"hi", 10'000}}, c.teamReadMBps, "MB/s");
    needSetting(c.hotTeamReadMBps > 0 && c.hotTeamReadMBps <= 10'000, "hot team read", configAtMostUnit,
                {{"lo", 0}, {"hi", 10'000}}, c.hotTeamReadMBps, "MB/s");
    needSetting(c.tenantSeconds > 0 && c.tenantSeconds <= 600, "tenant seconds", configAtMostUnit,
                {{"lo", 0}, {"hi", 600}}, c.tenantSeconds, "s");
    needSetting(c.quotaWindowSeconds > 0 && c.quotaWindowSeconds <= 3600, "quota window", configAtMostUnit,
                {{"lo", 0}, {"hi", 3600}}, c.quotaWindowSeconds, "s");
    needSetting(c.volumeGB >= 1 && c.volumeGB <= 16'384, "volume", fieldRangeUnit, {{"lo", 1}, {"hi", 16'384}},
                c.volumeGB, "GB");
    needSetting(c.overhead >= 1 && c.overhead <= 3, "overhead", fieldRange, {{"lo", 1}, {"hi", 3}}, c.overhead);
    needSetting(c.visibilitySeconds > 0 && c.visibilitySeconds <= 43'200, "visibility", configAtMostUnit,
                {{"lo", 0}, {"hi", 43'200}}, c.visibilitySeconds, "s");
    needSetting(c.maxReceive >= 1 && c.maxReceive <= 1000, "max receive", fieldRange, {{"lo", 1}, {"hi", 1000}},
                c.maxReceive);
}

std::vector<MessageTemplate> roundTwoConfigTemplates()
{
    return {cfgZones,      cfgBrokers,         cfgAverageRate,   cfgLocalHours,  cfgRetention,    cfgSeek,
            cfgProcessing, cfgGroupPartitions, cfgFailureTarget, cfgFailureTime, cfgSpareNetwork, cfgVolumeRoom};
}

std::vector<LatencyComponent> roundTwoSendPath(const RoundTwoConfig& c)
{
    return {
        {"at the leader", {{"producer to leader", c.hopP99Ms}}},
        {"group-commit window", {{"window", c.groupCommitMs}}},
        {"committed 2 of 3", {{"journal fsync", c.fsyncP99Ms}, {"follower acknowledged", c.rttP99Ms + c.fsyncP99Ms}}},
        {"at the local follower", {{"high watermark to the reader's zone", c.watermarkP99Ms}}},
        {"fetch returns", {{"wake the fetch", c.hopP99Ms}}},
        {"in the reader's hands", {{"response", c.hopP99Ms}}},
    };
}

SimTime r2Quantile(std::vector<SimTime> v, double q)
{
    return exactQuantile(std::move(v), q);
}

FleetResult simulateFleet(const RoundTwoConfig& config, const FleetOptions& o)
{
    checkRoundTwoConfig(config);
    needSetting(o.seconds > 0 && o.seconds <= 120, "seconds", configAtMost, {{"lo", 0}, {"hi", 120}}, o.seconds);
    if (o.failure.what != FleetFailure::What::None) {
        const int count = o.failure.what == FleetFailure::What::Zone ? config.zones : config.brokers;
        needSetting(o.failure.target >= 0 && o.failure.target < count, "failure", cfgFailureTarget, {{"lo", 0}},
                    o.failure.target);
        needSetting(o.failure.at >= 0 && o.failure.at < fromSeconds(o.seconds), "failure", cfgFailureTime, {},
                    toSeconds(o.failure.at));
    }
    FleetRun run(config, o);
    return run.run();
}

std::vector<double> r2SendPathMs(const std::vector<R1Entry>& log, std::uint64_t message)
{
    const R1Kind order[] = {R1Kind::AtLeader,  R1Kind::WindowClosed,  R1Kind::LeaderFsynced, R1Kind::FollowerAcked,
                            R1Kind::Committed, R1Kind::HighWatermark, R1Kind::FetchReturned, R1Kind::InReader};
    SimTime sent = -1;
    std::vector<SimTime> at(std::size(order), -1);
    for (const R1Entry& e : log) {
        if (e.message != message)
            continue;
        if (e.kind == R1Kind::Sent && sent < 0)
            sent = e.at;
        for (size_t i = 0; i < std::size(order); ++i)
            if (e.kind == order[i] && at[i] < 0)
                at[i] = e.at;
    }
    std::vector<double> ms;
    if (sent < 0)
        return ms;
    for (SimTime t : at) {
        if (t < 0)
            return {};
        ms.push_back(toMs(t - sent));
    }
    return ms;
}

const std::vector<R2DrillInfo>& roundTwoDrills()
{
    static const std::vector<R2DrillInfo> all = {
        {R2Drill::OrderedSend, "ordered-send", MQLAB_TR("DrillInfo", "Ordered, deduplicated send"),
         MQLAB_TR("DrillInfo",
                  "three messages of one key, in order; the retry and the restarted producer are stopped at the door"),
         ""},
        {R2Drill::StaleWorker, "stale-worker", MQLAB_TR("DrillInfo", "Stale worker"),
         MQLAB_TR("DrillInfo",
                  "a stalled worker deletes with an old handle: Round 1 accepts it, the lease epoch rejects it"),
         MQLAB_TR("DrillInfo", "Round 1's rules: no epoch check")},
        {R2Drill::ZoneLoss, "zone-loss", MQLAB_TR("DrillInfo", "Zone lost"),
         MQLAB_TR("DrillInfo",
                  "zone 1's brokers go down at 3 s: commits continue on 2 of 3, the rest carry its leaders"),
         ""},
        {R2Drill::BrokerCrash, "broker-crash", MQLAB_TR("DrillInfo", "Broker crash"),
         MQLAB_TR("DrillInfo", "broker 1 crashes at 3 s: the partitions it led elect new leaders; producers retry"),
         ""},
        {R2Drill::Replay, "replay", MQLAB_TR("DrillInfo", "Replaying reader"),
         MQLAB_TR("DrillInfo",
                  "a reader seeks to a week ago and replays it beside a live one: S3 tier, local volume, page cache"),
         ""},
        {R2Drill::HeadOfLine, "head-of-line", MQLAB_TR("DrillInfo", "Head-of-line blocking"),
         MQLAB_TR("DrillInfo", "one slow message of a group holds the rest of its group; the other group flows"),
         MQLAB_TR("DrillInfo", "without a group key")},
        {R2Drill::Rebalance, "rebalance", MQLAB_TR("DrillInfo", "Rebalancing"),
         MQLAB_TR("DrillInfo", "a group member restarts: eager, cooperative, and cooperative with static membership"),
         MQLAB_TR("DrillInfo", "eager rebalancing")},
        {R2Drill::HotTenant, "hot-tenant", MQLAB_TR("DrillInfo", "Hot tenant"),
         MQLAB_TR("DrillInfo",
                  "one team fetches far past its byte quota: 429 with Retry-After; the other teams' p99 stays put"),
         ""},
        {R2Drill::S3Outage, "s3-outage", MQLAB_TR("DrillInfo", "S3 outage"),
         MQLAB_TR("DrillInfo", "the tier takes no segment from 0 h: the disks stay level for a day, then fill"), ""},
        {R2Drill::Poison, "poison", MQLAB_TR("DrillInfo", "Poison on an ordered queue"),
         MQLAB_TR(
             "DrillInfo",
             "one message of a group fails every time: its group waits until the DLQ takes it; the other group flows"),
         MQLAB_TR("DrillInfo", "without a group key")},
    };
    return all;
}

std::optional<R2Drill> roundTwoDrillNamed(const std::string& key)
{
    for (const R2DrillInfo& d : roundTwoDrills())
        if (key == d.key)
            return d.drill;
    return std::nullopt;
}

std::string roundTwoDrillKeys()
{
    std::string s;
    for (const R2DrillInfo& d : roundTwoDrills())
        s += (s.empty() ? "" : ", ") + std::string(d.key);
    return s;
}

std::vector<R2Figure> roundTwoAssumed(R2Drill drill, const RoundTwoConfig& c)
{
    // The P50s of the timings are assumed too (the spec gives P99s), for the drills that draw them.
    const std::vector<R2Figure> medians = {
        {"fsync_p50_ms", MQLAB_TR("DrillFigure", "a journal fsync, median"), c.fsyncP50Ms, "ms"},
        {"rtt_p50_ms", MQLAB_TR("DrillFigure", "a round trip between zones, median"), c.rttP50Ms, "ms"},
        {"hop_p50_ms", MQLAB_TR("DrillFigure", "a client's hop to a broker, median"), c.hopP50Ms, "ms"},
        {"watermark_p50_ms", MQLAB_TR("DrillFigure", "the high watermark reaching the reader's zone, median"),
         c.watermarkP50Ms, "ms"},
    };
    switch (drill) {
    case R2Drill::ZoneLoss:
    case R2Drill::BrokerCrash:
        return medians;
    case R2Drill::Replay: {
        std::vector<R2Figure> out = {
            {"s3_p50_ms", MQLAB_TR("DrillFigure", "an S3 GET, median"), c.s3P50Ms, "ms"},
            {"s3_p99_ms", MQLAB_TR("DrillFigure", "an S3 GET, p99"), c.s3P99Ms, "ms"},
            {"replay_fetches", MQLAB_TR("DrillFigure", "fetches a replaying reader keeps in flight"),
             static_cast<double>(c.replayFetchesInFlight), ""},
        };
        out.insert(out.end(), medians.begin(), medians.end());
        return out;
    }
    case R2Drill::Rebalance:
        return {
            {"restart_s", MQLAB_TR("DrillFigure", "a member's restart"), c.restartSeconds, "s"},
            {"rebalance_round_s", MQLAB_TR("DrillFigure", "one rebalance round (join and sync)"),
             c.rebalanceRoundSeconds, "s"},
            {"partition_rate", MQLAB_TR("DrillFigure", "a partition of the group takes in"), c.partitionRate, "msg/s"},
        };
    case R2Drill::HotTenant: {
        std::vector<R2Figure> out = {
            {"tenant_teams", MQLAB_TR("DrillFigure", "teams fetching from the broker"),
             static_cast<double>(c.tenantTeams), ""},
            {"team_read_mbps", MQLAB_TR("DrillFigure", "what a team fetches as a rule"), c.teamReadMBps, "MB/s"},
            {"hot_team_read_mbps", MQLAB_TR("DrillFigure", "what the hot team asks for"), c.hotTeamReadMBps, "MB/s"},
            {"tenant_s", MQLAB_TR("DrillFigure", "the run"), c.tenantSeconds, "s"},
        };
        out.push_back(medians[2]); // the hop each way
        return out;
    }
    case R2Drill::OrderedSend:
    case R2Drill::StaleWorker:
    case R2Drill::HeadOfLine:
    case R2Drill::S3Outage:
    case R2Drill::Poison:
        break;
    }
    return {};
}

double r2Figure(const R2DrillResult& r, const std::string& key)
{
    for (const R2Figure& f : r.figures)
        if (f.key == key)
            return f.value;
    throw std::out_of_range("no figure " + key);
}

namespace {

// FNV-1a: a stable hash(groupKey) for the partition (std::hash differs between libraries).
std::uint64_t fnv1a(const std::string& s)
{
    std::uint64_t h = 0xcbf29ce484222325ull;
    for (unsigned char ch : s)
        h = (h ^ ch) * 0x100000001b3ull;
    return h;
}

void orderedSend(R2DrillResult& r, const RoundTwoConfig& c, std::uint64_t seed, Sampling sampling)
{
    const std::string key = "account-42";
    const int partition = static_cast<int>(fnv1a(key) % static_cast<std::uint64_t>(c.partitions));
    OrderedRun run(c, seed, sampling, partition);
    r.seconds = c.dedupWindowSeconds + 20;
    const OrderedRun::Outcome o = run.run(r.seconds);
    r.log = std::move(run.log());
    const std::vector<double> path = r2SendPathMs(r.log, 0);
    r.figures = {
        {"partition", "partition of the key (hash mod " + grouped(c.partitions) + ")", partition + 1.0, ""},
        {"messages_sent", MQLAB_TR("DrillFigure", "messages sent"), OrderedRun::kMessages, ""},
        {"stored", MQLAB_TR("DrillFigure", "copies written to the log"), static_cast<double>(o.stored), ""},
        {"sequence_stopped", MQLAB_TR("DrillFigure", "retries stopped at the sequence check"),
         static_cast<double>(o.sequenceStopped), ""},
        {"dedup_stopped", MQLAB_TR("DrillFigure", "resends stopped at the deduplication check"),
         static_cast<double>(o.dedupStopped), ""},
        {"read_in_order", MQLAB_TR("DrillFigure", "read in the order sent (1 yes, 0 no)"),
         static_cast<double>(o.inOrder), ""},
        {"committed_offset", MQLAB_TR("DrillFigure", "the reader's committed offset (next to read)"),
         static_cast<double>(o.committedOffset), ""},
        {"send_to_reader_ms", MQLAB_TR("DrillFigure", "send to the reader's hands"), path.empty() ? 0 : path.back(),
         "ms"},
        {"stored_after_window", MQLAB_TR("DrillFigure", "the same deduplication ID stored again after the window"),
         static_cast<double>(o.storedAgainLate), ""},
        {"after_window_s", MQLAB_TR("DrillFigure", "seconds between the two"), o.lateAfterS, "s"},
    };
}

void staleWorker(R2DrillResult& r, std::uint64_t seed)
{
    const auto one = [&](bool fenced) {
        const DrillRun d = drillSetup(Drill::StaleDelete, seed, fenced);
        r.seconds = d.options.seconds;
        return simulateRoundOne(d.config, d.options);
    };
    const RoundOneResult r1 = one(false), r2 = one(true);
    const auto firstAt = [](const RoundOneResult& run, R1Kind kind, std::uint64_t epoch = 0) {
        for (const R1Entry& e : run.log)
            if (e.kind == kind && (epoch == 0 || e.epoch == epoch))
                return toSeconds(e.at);
        return -1.0;
    };
    double holderEpoch = 0;
    for (const R1Entry& e : r2.log)
        if (e.kind == R1Kind::Received)
            holderEpoch = static_cast<double>(e.epoch); // the latest receive's handle
    r.figures = {
        {"r1_stale_accepted", MQLAB_TR("DrillFigure", "Round 1: stale deletes accepted"),
         static_cast<double>(r1.leases.staleDeletesAccepted), ""},
        {"r1_stale_at_s", MQLAB_TR("DrillFigure", "Round 1: the stale delete removes the message at"),
         firstAt(r1, R1Kind::StaleDeleteAccepted), "s"},
        {"r2_stale_rejected", MQLAB_TR("DrillFigure", "Round 2: stale deletes rejected"),
         static_cast<double>(r2.leases.staleDeletesRejected), ""},
        {"r2_stale_at_s", MQLAB_TR("DrillFigure", "Round 2: the stale delete rejected at"),
         firstAt(r2, R1Kind::StaleDeleteRejected), "s"},
        {"r2_holder_epoch", MQLAB_TR("DrillFigure", "Round 2: the holder's handle epoch"), holderEpoch, ""},
        {"r2_deleted_at_s", MQLAB_TR("DrillFigure", "Round 2: the holder deletes at"), firstAt(r2, R1Kind::Deleted),
         "s"},
        {"r2_deleted", MQLAB_TR("DrillFigure", "Round 2: messages deleted"), static_cast<double>(r2.leases.deleted),
         ""},
    };
    r.log = r2.log;
    r.compare = r1.log;
}

void fleet(R2DrillResult& r, const RoundTwoConfig& c, std::uint64_t seed, Sampling sampling, FleetFailure::What what)
{
    FleetOptions o;
    o.seed = seed;
    o.sampling = sampling;
    o.seconds = 10;
    o.failure = {what, 0, 3 * kSecond};
    r.seconds = o.seconds;
    const FleetResult f = simulateFleet(c, o);
    r.log = f.log;
    r.logDropped = f.logDropped;
    const double p99Reader = toMs(r2Quantile(f.sendToReader, 0.99));
    // The whole run's p99 holds the retried sends (a back-off and an election each); beside it, the
    // sends that went through at the first try, which the crash did not touch.
    const double p99FirstTry = toMs(r2Quantile(f.sendToReaderFirstTry, 0.99));
    if (what == FleetFailure::What::Zone) {
        r.figures = {
            {"brokers_down", MQLAB_TR("DrillFigure", "brokers down"), static_cast<double>(c.brokers - f.brokersUpAfter),
             ""},
            {"acked_after_loss", MQLAB_TR("DrillFigure", "batches committed after the loss"),
             static_cast<double>(f.ackedAfterFailure), ""},
            {"leaders_reelected", MQLAB_TR("DrillFigure", "leaders re-elected"), static_cast<double>(f.leadersElected),
             ""},
            {"slowest_election_s", MQLAB_TR("DrillFigure", "slowest election"), f.slowestElectionS, "s"},
            {"leaders_before", MQLAB_TR("DrillFigure", "leaders a broker before"), f.leadersPerBrokerBefore, ""},
            {"leaders_after", MQLAB_TR("DrillFigure", "leaders a surviving broker after"), f.leadersPerBrokerAfter, ""},
            {"leader_load_ratio", MQLAB_TR("DrillFigure", "leaders a broker, after over before"),
             f.leadersPerBrokerAfter / f.leadersPerBrokerBefore, "x"},
            {"producers_in_ratio", MQLAB_TR("DrillFigure", "producer bytes into a broker, after over before"),
             f.producersInBefore > 0 ? f.producersInAfter / f.producersInBefore : 0, "x"},
            {"in_before_mbps", MQLAB_TR("DrillFigure", "in a broker before"), f.inBefore, "MB/s"},
            {"out_before_mbps", MQLAB_TR("DrillFigure", "out a broker before"), f.outBefore, "MB/s"},
            {"in_after_mbps", MQLAB_TR("DrillFigure", "in a surviving broker after"), f.inAfter, "MB/s"},
            {"out_after_mbps", MQLAB_TR("DrillFigure", "out a surviving broker after"), f.outAfter, "MB/s"},
            {"network_before_percent", MQLAB_TR("DrillFigure", "network a broker before"),
             (f.inBefore + f.outBefore) / c.networkMBps * 100, "%"},
            {"network_after_percent", MQLAB_TR("DrillFigure", "network a surviving broker after (two copies)"),
             (f.inAfter + f.outAfter) / c.networkMBps * 100, "%"},
            {"lost", MQLAB_TR("DrillFigure", "acknowledged messages lost"), static_cast<double>(f.lost), ""},
            {"send_to_reader_p99_ms",
             MQLAB_TR("DrillFigure", "send to reader p99, the whole run (retried sends included)"), p99Reader, "ms"},
            {"first_try_p99_ms", MQLAB_TR("DrillFigure", "send to reader p99, the sends not retried"), p99FirstTry,
             "ms"},
        };
    } else {
        r.figures = {
            {"leaders_lost", MQLAB_TR("DrillFigure", "leaders lost"), static_cast<double>(f.leadersLost), ""},
            {"leaders_reelected", MQLAB_TR("DrillFigure", "leaders re-elected"), static_cast<double>(f.leadersElected),
             ""},
            {"fastest_election_s", MQLAB_TR("DrillFigure", "fastest election"), f.fastestElectionS, "s"},
            {"slowest_election_s", MQLAB_TR("DrillFigure", "slowest election"), f.slowestElectionS, "s"},
            {"retried_messages", MQLAB_TR("DrillFigure", "messages retried"), static_cast<double>(f.retriedMessages),
             ""},
            {"refused", MQLAB_TR("DrillFigure", "attempts refused"), static_cast<double>(f.refused), ""},
            {"lost", MQLAB_TR("DrillFigure", "acknowledged messages lost"), static_cast<double>(f.lost), ""},
            {"send_to_reader_p99_ms",
             MQLAB_TR("DrillFigure", "send to reader p99, the whole run (retried sends included)"), p99Reader, "ms"},
            {"first_try_p99_ms", MQLAB_TR("DrillFigure", "send to reader p99, the sends not retried"), p99FirstTry,
             "ms"},
            {"retried_share_percent", MQLAB_TR("DrillFigure", "acknowledged batches that were retried"),
             f.acked > 0
                 ? 100.0 * static_cast<double>(f.acked - f.sendToReaderFirstTry.size()) / static_cast<double>(f.acked)
                 : 0,
             "%"},
        };
    }
}

void replay(R2DrillResult& r, const RoundTwoConfig& c, std::uint64_t seed, Sampling sampling)
{
    r.seconds = 20;
    const auto one = [&](ReplayRun::Replay how, bool keepLog) {
        ReplayRun run(c, seed, sampling, how);
        ReplayRun::Outcome o = run.run(r.seconds);
        if (keepLog)
            r.log = std::move(run.log());
        return o;
    };
    const ReplayRun::Outcome none = one(ReplayRun::Replay::None, false);
    const ReplayRun::Outcome tier = one(ReplayRun::Replay::Tier, true);
    const ReplayRun::Outcome local = one(ReplayRun::Replay::Local, false);
    const double p99None = toMs(r2Quantile(none.live, 0.99)), p99Tier = toMs(r2Quantile(tier.live, 0.99));
    const double p99Local = toMs(r2Quantile(local.live, 0.99));
    r.figures = {
        {"live_p99_ms", MQLAB_TR("DrillFigure", "live reader p99, no replay"), p99None, "ms"},
        {"live_p99_tier_ms", MQLAB_TR("DrillFigure", "live reader p99, replay from the S3 tier"), p99Tier, "ms"},
        {"live_p99_local_ms", MQLAB_TR("DrillFigure", "live reader p99, replay from the local volume"), p99Local, "ms"},
        {"moved_by_tier_ms", MQLAB_TR("DrillFigure", "p99 moved by the tier replay"), p99Tier - p99None, "ms"},
        {"moved_by_local_ms", MQLAB_TR("DrillFigure", "p99 moved by the local replay"), p99Local - p99None, "ms"},
        {"journal_wait_local_ms", MQLAB_TR("DrillFigure", "longest journal wait behind replay reads"),
         local.journalWaitMaxMs, "ms"},
        {"replay_tier_mbps", MQLAB_TR("DrillFigure", "replay speed from the tier"), tier.replayMBps, "MB/s"},
        {"replay_local_mbps", MQLAB_TR("DrillFigure", "replay speed from the local volume"), local.replayMBps, "MB/s"},
        {"live_messages", MQLAB_TR("DrillFigure", "live messages timed"), static_cast<double>(none.live.size()), ""},
    };
    // The replay by timestamp: the log a stepper shows, its figures after the live reader's.
    SeekRun seek(c, seed, sampling);
    const SeekRun::Outcome o = seek.run();
    r.log = std::move(seek.log());
    const auto span = [&](int path) {
        const auto p = static_cast<size_t>(path);
        return o.first[p] < 0 ? 0.0 : toSeconds(o.last[p] - o.first[p]);
    };
    const auto mbps = [&](int path) {
        return span(path) > 0 ? o.bytes[static_cast<size_t>(path)] / span(path) / 1e6 : 0.0;
    };
    const std::vector<R2Figure> seekFigures = {
        {"seek_refused", MQLAB_TR("DrillFigure", "seeks refused while a member read"), static_cast<double>(o.refused),
         ""},
        {"seek_offset", MQLAB_TR("DrillFigure", "the time index's offset (first at or after the time)"),
         static_cast<double>(o.seekOffset), ""},
        {"seek_age_h", MQLAB_TR("DrillFigure", "its age when found"), o.seekAgeS / 3600, "h"},
        {"tier_gb", MQLAB_TR("DrillFigure", "read from the S3 tier"), o.bytes[0] / 1e9, "GB"},
        {"tier_s", MQLAB_TR("DrillFigure", "S3 tier: first fetch to last"), span(0), "s"},
        {"tier_mbps", MQLAB_TR("DrillFigure", "S3 tier: replay speed"), mbps(0), "MB/s"},
        {"tier_fetches", MQLAB_TR("DrillFigure", "S3 tier: fetches (GETs)"), static_cast<double>(o.fetches[0]), ""},
        {"local_gb", MQLAB_TR("DrillFigure", "read from the local volume"), o.bytes[1] / 1e9, "GB"},
        {"local_s", MQLAB_TR("DrillFigure", "local volume: first fetch to last"), span(1), "s"},
        {"local_mbps", MQLAB_TR("DrillFigure", "local volume: replay speed"), mbps(1), "MB/s"},
        {"page_cache_s", MQLAB_TR("DrillFigure", "the page cache holds the newest"), o.pageCacheS, "s"},
        {"page_cache_mb", MQLAB_TR("DrillFigure", "read from the page cache"), o.bytes[2] / 1e6, "MB"},
        {"caught_up_s", MQLAB_TR("DrillFigure", "caught up with the high watermark at"), o.caughtUpS, "s"},
        {"caught_up_offset", MQLAB_TR("DrillFigure", "the high watermark then"), static_cast<double>(o.caughtUpOffset),
         ""},
    };
    r.figures.insert(r.figures.end(), seekFigures.begin(), seekFigures.end());
    r.seconds = std::max(r.seconds, o.caughtUpS);
}

// Head-of-line blocking on a queue topic: messages A1 (the slow one), A2, A3 of group A and B1, B2,
// B3 of group B are visible at 0 s, in that order, for `workers` workers. Ordered: a worker takes the
// first visible message whose group has none in flight; unordered (no group key): the first visible.
class HeadOfLineRun final : public Component {
  public:
    HeadOfLineRun(const RoundTwoConfig& c, bool ordered)
        : c_(c), ordered_(ordered), sim_(1, Sampling::FixedP99), log_(1, 1000)
    {
        id_ = sim_.add(*this);
        for (int g = 0; g < 2; ++g)
            for (int i = 0; i < 3; ++i)
                messages_.push_back(
                    {g, g == 0 && i == 0 ? fromSeconds(c.slowSeconds) : fromSeconds(c.processingSeconds)});
        busy_.assign(static_cast<size_t>(c.workers), false);
        idleSince_.assign(static_cast<size_t>(c.workers), 0);
    }
    struct Outcome {
        double secondHandedS = -1, groupADoneS = 0, groupBDoneS = 0, idleWithWorkS = 0;
    };
    Outcome run()
    {
        for (int w = 0; w < c_.workers; ++w)
            take(sim_, w);
        sim_.runUntil(fromSeconds(c_.slowSeconds + 10 * c_.processingSeconds + 10));
        return o_;
    }
    std::vector<R1Entry>& log() { return log_.entries(); }

    void handle(Simulation& sim, const Event& e) override
    {
        const auto w = static_cast<int>(e.data >> 32);
        const auto m = static_cast<size_t>(e.data & 0xffffffff);
        Message& msg = messages_[m];
        msg.state = State::Done;
        log_.add({sim.now(), R1Kind::Deleted, msg.group, -1, w, m, 0, m + 1});
        (msg.group == 0 ? o_.groupADoneS : o_.groupBDoneS) = toSeconds(sim.now());
        busy_[static_cast<size_t>(w)] = false;
        idleSince_[static_cast<size_t>(w)] = sim.now();
        for (int x = 0; x < c_.workers; ++x) // the group may be free again: every idle worker looks
            if (!busy_[static_cast<size_t>(x)])
                take(sim, x);
    }

  private:
    enum class State { Visible, InFlight, Done };
    struct Message {
        int group;
        SimTime processing;
        State state = State::Visible;
    };

    bool inFlight(int group) const
    {
        return std::any_of(messages_.begin(), messages_.end(),
                           [&](const Message& m) { return m.group == group && m.state == State::InFlight; });
    }

    void take(Simulation& sim, int w)
    {
        std::optional<size_t> blocked;
        for (size_t m = 0; m < messages_.size(); ++m) {
            Message& msg = messages_[m];
            if (msg.state != State::Visible)
                continue;
            if (ordered_ && inFlight(msg.group)) {
                if (!blocked)
                    blocked = m;
                continue;
            }
            if (sim.now() > idleSince_[static_cast<size_t>(w)] && waited_[static_cast<size_t>(w)])
                o_.idleWithWorkS += toSeconds(sim.now() - idleSince_[static_cast<size_t>(w)]);
            waited_[static_cast<size_t>(w)] = false;
            msg.state = State::InFlight;
            busy_[static_cast<size_t>(w)] = true;
            log_.add({sim.now(), R1Kind::Received, msg.group, -1, w, m, 1, m + 1});
            if (m == 1)
                o_.secondHandedS = toSeconds(sim.now());
            sim.after(msg.processing, id_, 0, static_cast<std::uint64_t>(w) << 32 | m);
            return;
        }
        if (!blocked && waited_[static_cast<size_t>(w)]) { // nothing visible any more: its wait ends
            o_.idleWithWorkS += toSeconds(sim.now() - idleSince_[static_cast<size_t>(w)]);
            waited_[static_cast<size_t>(w)] = false;
        }
        if (blocked) { // free, with work visible, and none it may take
            log_.add({sim.now(), R1Kind::GroupBlocked, messages_[*blocked].group, -1, w, *blocked, 0, 0});
            if (!waited_[static_cast<size_t>(w)]) {
                waited_[static_cast<size_t>(w)] = true;
                idleSince_[static_cast<size_t>(w)] = sim.now();
            }
        }
    }

    RoundTwoConfig c_;
    bool ordered_;
    Simulation sim_;
    R1Recorder log_;
    std::uint32_t id_ = 0;
    std::vector<Message> messages_;
    std::vector<bool> busy_;
    std::vector<SimTime> idleSince_;
    std::map<size_t, bool> waited_;
    Outcome o_;
};

// A consumer group of `members` over `groupPartitions` partitions (spread evenly); member 2 stops at
// 10 s and is back `restartSeconds` later. Eager: every rebalance round revokes every partition
// until it ends. Cooperative: a round revokes only the partitions that move. Static membership: a
// stopped member keeps its partitions (no round) unless it stays away past the session timeout.
class RebalanceRun final : public Component {
  public:
    enum class Mode { Eager, Cooperative, Static };
    RebalanceRun(const RoundTwoConfig& c, Mode mode) : c_(c), mode_(mode), sim_(1, Sampling::FixedP99), log_(1, 1000)
    {
        id_ = sim_.add(*this);
        const auto P = static_cast<size_t>(c.groupPartitions);
        owner_.resize(P);
        revoked_.assign(P, false);
        pausedSince_.assign(P, -1);
        alive_.assign(static_cast<size_t>(c.members), true);
        for (size_t p = 0; p < P; ++p)
            owner_[p] = static_cast<int>(p % static_cast<size_t>(c.members));
    }
    struct Outcome {
        int rounds = 0, mostPausedAtOnce = 0;
        double pausedPartitionS = 0, othersPausedPartitionS = 0, longestPauseS = 0;
    };
    static constexpr int kMember = 1; // "member 2"
    static constexpr SimTime kStop = 10 * kSecond;

    Outcome run()
    {
        sim_.at(kStop, id_, Leave, 0);
        sim_.at(kStop + fromSeconds(c_.restartSeconds), id_, Back, 0);
        if (mode_ == Mode::Static)
            sim_.at(kStop + fromSeconds(c_.sessionTimeoutSeconds), id_, SessionExpired, 0);
        const SimTime end =
            kStop + fromSeconds(c_.restartSeconds + c_.sessionTimeoutSeconds + 2 * c_.rebalanceRoundSeconds);
        sim_.runUntil(end);
        for (size_t p = 0; p < owner_.size(); ++p)
            resume(end, p); // close open pauses
        return o_;
    }
    std::vector<R1Entry>& log() { return log_.entries(); }

    void handle(Simulation& sim, const Event& e) override
    {
        const SimTime now = sim.now();
        switch (e.kind) {
        case Leave:
            alive_[kMember] = false;
            log_.add({now, R1Kind::MemberLeft, -1, -1, kMember, 0, 0, 0});
            for (size_t p = 0; p < owner_.size(); ++p)
                if (owner_[p] == kMember)
                    pause(now, p);
            if (mode_ != Mode::Static) // a dynamic member says goodbye: a round starts at once
                startRound(sim, -1);
            break;
        case Back:
            alive_[kMember] = true;
            log_.add({now, R1Kind::MemberBack, -1, -1, kMember, 0, 0, 0});
            if (mode_ == Mode::Static && !expired_) { // same member ID: its partitions, no round
                for (size_t p = 0; p < owner_.size(); ++p)
                    if (owner_[p] == kMember)
                        resume(now, p);
            } else {
                startRound(sim, kMember);
            }
            break;
        case SessionExpired:
            if (!alive_[kMember]) {
                expired_ = true;
                startRound(sim, -1);
            }
            break;
        case RoundEnd:
            endRound(sim, static_cast<int>(e.data) - 1);
            break;
        }
        updateMost();
    }

  private:
    enum Kind : std::uint32_t { Leave, Back, SessionExpired, RoundEnd };

    void pause(SimTime now, size_t p)
    {
        if (pausedSince_[p] < 0)
            pausedSince_[p] = now;
    }
    void resume(SimTime now, size_t p)
    {
        if (pausedSince_[p] < 0)
            return;
        const double s = toSeconds(now - pausedSince_[p]);
        o_.pausedPartitionS += s;
        if (p % static_cast<size_t>(c_.members) != kMember) // not the restarting member's to begin with
            o_.othersPausedPartitionS += s;
        o_.longestPauseS = std::max(o_.longestPauseS, s);
        pausedSince_[p] = -1;
    }
    void updateMost()
    {
        const auto n = std::count_if(pausedSince_.begin(), pausedSince_.end(), [](SimTime t) { return t >= 0; });
        o_.mostPausedAtOnce = std::max(o_.mostPausedAtOnce, static_cast<int>(n));
    }

    // joining: the member that joins (-1: none). The partitions a round revokes stop being read now.
    void startRound(Simulation& sim, int joining)
    {
        ++o_.rounds;
        int revoked = 0;
        const int members = static_cast<int>(std::count(alive_.begin(), alive_.end(), true));
        const int fair = c_.groupPartitions / members;
        std::vector<int> held(static_cast<size_t>(c_.members), 0);
        for (size_t p = 0; p < owner_.size(); ++p)
            if (owner_[p] >= 0 && alive_[static_cast<size_t>(owner_[p])])
                ++held[static_cast<size_t>(owner_[p])];
        for (size_t p = 0; p < owner_.size(); ++p) {
            bool revoke = mode_ == Mode::Eager; // eager: everything stops
            if (owner_[p] >= 0 && !alive_[static_cast<size_t>(owner_[p])])
                revoke = true; // its owner is gone
            else if (mode_ != Mode::Eager && joining >= 0 && owner_[p] != joining &&
                     held[static_cast<size_t>(owner_[p])] > fair && held[static_cast<size_t>(joining)] < fair) {
                revoke = true; // cooperative: only what moves to the joining member
                --held[static_cast<size_t>(owner_[p])];
                ++held[static_cast<size_t>(joining)];
                owner_[p] = joining;
            }
            if (revoke) {
                revoked_[p] = true;
                pause(sim.now(), p);
                ++revoked;
            }
        }
        log_.add({sim.now(), R1Kind::RebalanceStarted, -1, -1, -1, 0, static_cast<std::uint64_t>(revoked), 0});
        sim.after(fromSeconds(c_.rebalanceRoundSeconds), id_, RoundEnd, static_cast<std::uint64_t>(joining + 1));
    }

    void endRound(Simulation& sim, int)
    {
        // Revoked partitions go to the live members, each to the one holding the fewest (eager: all
        // are revoked, so the spread starts even).
        std::vector<int> held(static_cast<size_t>(c_.members), 0);
        for (size_t p = 0; p < owner_.size(); ++p)
            if (!revoked_[p] && owner_[p] >= 0)
                ++held[static_cast<size_t>(owner_[p])];
        int assigned = 0;
        for (size_t p = 0; p < owner_.size(); ++p) {
            if (!revoked_[p])
                continue;
            int best = -1;
            if (owner_[p] >= 0 && alive_[static_cast<size_t>(owner_[p])] && mode_ != Mode::Eager)
                best = owner_[p]; // cooperative: moved in startRound already
            for (int m = 0; best < 0 && m < c_.members; ++m) {
                const int cand = static_cast<int>((p + static_cast<size_t>(m)) % static_cast<size_t>(c_.members));
                if (alive_[static_cast<size_t>(cand)] &&
                    held[static_cast<size_t>(cand)] ==
                        *std::min_element(held.begin(), held.end(), [&](int a, int b) { return a < b; }))
                    best = cand;
            }
            if (best < 0)
                for (int m = 0; m < c_.members; ++m)
                    if (alive_[static_cast<size_t>(m)] &&
                        (best < 0 || held[static_cast<size_t>(m)] < held[static_cast<size_t>(best)]))
                        best = m;
            owner_[p] = best;
            ++held[static_cast<size_t>(best)];
            revoked_[p] = false;
            resume(sim.now(), p);
            ++assigned;
        }
        log_.add({sim.now(), R1Kind::PartitionsAssigned, -1, -1, -1, 0, static_cast<std::uint64_t>(assigned), 0});
    }

    RoundTwoConfig c_;
    Mode mode_;
    Simulation sim_;
    R1Recorder log_;
    std::uint32_t id_ = 0;
    std::vector<int> owner_;
    std::vector<bool> revoked_;
    std::vector<SimTime> pausedSince_;
    std::vector<bool> alive_;
    bool expired_ = false;
    Outcome o_;
};

void headOfLine(R2DrillResult& r, const RoundTwoConfig& c)
{
    HeadOfLineRun ordered(c, true), unordered(c, false);
    const HeadOfLineRun::Outcome o = ordered.run(), u = unordered.run();
    r.log = std::move(ordered.log());
    r.compare = std::move(unordered.log());
    r.seconds = c.slowSeconds + 10 * c.processingSeconds + 10;
    r.figures = {
        {"slow_s", MQLAB_TR("DrillFigure", "the slow message (A1) takes"), c.slowSeconds, "s"},
        {"second_handed_s", MQLAB_TR("DrillFigure", "ordered: A2 handed out at"), o.secondHandedS, "s"},
        {"group_a_done_s", MQLAB_TR("DrillFigure", "ordered: group A done at"), o.groupADoneS, "s"},
        {"group_b_done_s", MQLAB_TR("DrillFigure", "ordered: group B done at"), o.groupBDoneS, "s"},
        {"idle_with_work_s", MQLAB_TR("DrillFigure", "ordered: worker-seconds idle while messages waited"),
         o.idleWithWorkS, "s"},
        {"unordered_second_handed_s", MQLAB_TR("DrillFigure", "no group key: A2 handed out at"), u.secondHandedS, "s"},
        {"unordered_group_b_done_s", MQLAB_TR("DrillFigure", "no group key: group B done at"), u.groupBDoneS, "s"},
        {"unordered_idle_with_work_s",
         MQLAB_TR("DrillFigure", "no group key: worker-seconds idle while messages waited"), u.idleWithWorkS, "s"},
    };
}

void rebalance(R2DrillResult& r, const RoundTwoConfig& c)
{
    RebalanceRun eager(c, RebalanceRun::Mode::Eager), coop(c, RebalanceRun::Mode::Cooperative),
        stat(c, RebalanceRun::Mode::Static);
    const RebalanceRun::Outcome e = eager.run(), k = coop.run(), s = stat.run();
    r.log = std::move(coop.log());
    r.compare = std::move(eager.log());
    r.seconds = 10 + c.restartSeconds + c.sessionTimeoutSeconds + 2 * c.rebalanceRoundSeconds;
    const auto add = [&](const std::string& key, const std::string& name, const RebalanceRun::Outcome& o) {
        r.figures.push_back({key + "_rounds", name + ": rebalance rounds", static_cast<double>(o.rounds), ""});
        r.figures.push_back({key + "_most_paused", name + ": most partitions unread at once",
                             static_cast<double>(o.mostPausedAtOnce), ""});
        r.figures.push_back(
            {key + "_paused_partition_s", name + ": partition-seconds unread", o.pausedPartitionS, "s"});
        r.figures.push_back({key + "_others_paused_partition_s", name + ": of those, the other members' partitions",
                             o.othersPausedPartitionS, "s"});
        r.figures.push_back(
            {key + "_worst_lag", name + ": worst backlog of a partition", o.longestPauseS * c.partitionRate, "msg"});
    };
    add("eager", "eager", e);
    add("cooperative", "cooperative", k);
    add("static", "cooperative, static membership", s);
}

// Hot tenant: `tenantTeams` teams fetch 1 MiB at a time (the fetch's maxBytes) from one broker, each
// team's fetches a Poisson stream drawn from random numbers of its own, so that the other teams'
// fetches are the same in every run. The broker answers fetches first come first served at the
// network it has left (spareFetchMBps). With quotas, each team has a token bucket that fills at its
// quota and holds `quotaWindowSeconds` of it (full at 0 s): a fetch that finds less than its 1 MiB is
// answered 429 at once with Retry-After, the whole ms until the bucket holds a fetch, and the team
// sends nothing until that answer is back and the time has passed. Team 1 asks for
// `hotTeamReadMBps` from 0 s; in the baseline it reads as the others do.
class HotTenantRun final : public Component {
  public:
    HotTenantRun(const RoundTwoConfig& c, std::uint64_t seed, Sampling sampling, bool hot, bool quotas)
        : c_(c), sim_(seed, sampling), hot_(hot), quotas_(quotas), log_(1, 200)
    {
        id_ = sim_.add(*this);
        hop_ = msDistribution(c.hopP50Ms, c.hopP99Ms);
        spare_ = spareFetchMBps(c);
        const auto n = static_cast<size_t>(c.tenantTeams);
        for (size_t t = 0; t < n; ++t)
            random_.emplace_back(seed + 0x9e3779b97f4a7c15ull * (t + 1), sampling);
        tokens_.assign(n, burst());
        filledAt_.assign(n, 0);
        pausedUntil_.assign(n, 0);
        nextWant_.assign(n, 0);
        wants_.assign(n, 0);
        o_.latency.resize(n);
        o_.servedBytes.assign(n, 0);
        o_.wantedBytes.assign(n, 0);
        o_.throttled.assign(n, 0);
    }
    struct Outcome {
        std::vector<std::vector<SimTime>> latency;    // a team's fetches, sent to answered with data, ns
        std::vector<double> servedBytes, wantedBytes; // served: sent by the broker within the run
        std::vector<std::uint64_t> throttled;
        SimTime longestRetryAfter = 0, firstRetryAfter = -1;
    };
    static constexpr double kFetchBytes = 1024.0 * 1024; // a fetch's maxBytes, 1 MiB

    Outcome run()
    {
        for (int t = 0; t < c_.tenantTeams; ++t) {
            log_.add({0, R1Kind::TeamReads, -1, -1, t, 0, static_cast<std::uint64_t>(std::llround(demand(t))), 0});
            sim_.at(wantTime(t), id_, Want, static_cast<std::uint64_t>(t) << 56);
        }
        sim_.runUntil(fromSeconds(c_.tenantSeconds));
        return std::move(o_);
    }
    std::vector<R1Entry>& log() { return log_.entries(); }

    void handle(Simulation& sim, const Event& e) override
    {
        const auto t = static_cast<size_t>(e.data >> 56);
        const SimTime now = sim.now();
        if (e.kind == Want) { // the team has a fetch's worth to read; sent unless a Retry-After holds it
            o_.wantedBytes[t] += kFetchBytes;
            if (now >= pausedUntil_[t])
                sim.after(hop(t), id_, Arrive, static_cast<std::uint64_t>(t) << 56 | static_cast<std::uint64_t>(now));
            sim.at(wantTime(static_cast<int>(t)), id_, Want, t << 56);
            return;
        }
        const auto sent = static_cast<SimTime>(e.data & ((1ull << 56) - 1));
        ++fetches_;
        if (quotas_) {
            const double quota = c_.fetchQuotaMBps * 1e6;
            tokens_[t] = std::min(burst(), tokens_[t] + toSeconds(now - filledAt_[t]) * quota);
            filledAt_[t] = now;
            if (tokens_[t] < kFetchBytes) {
                const SimTime retry = fromMs(std::ceil((kFetchBytes - tokens_[t]) / quota * 1000));
                ++o_.throttled[t];
                o_.longestRetryAfter = std::max(o_.longestRetryAfter, retry);
                if (o_.firstRetryAfter < 0)
                    o_.firstRetryAfter = retry;
                if (o_.throttled[t] <= 20 || o_.throttled[t] % 100 == 0)
                    log_.add({now, R1Kind::Throttled, -1, -1, static_cast<int>(t), fetches_,
                              static_cast<std::uint64_t>(std::llround(toMs(retry))), 0});
                pausedUntil_[t] = std::max(pausedUntil_[t], now + hop(t) + retry); // when the 429 is back
                return;
            }
            tokens_[t] -= kFetchBytes;
        }
        busyUntil_ = std::max(now, busyUntil_) + fromSeconds(kFetchBytes / (spare_ * 1e6));
        if (busyUntil_ <= fromSeconds(c_.tenantSeconds)) // served within the run
            o_.servedBytes[t] += kFetchBytes;
        o_.latency[t].push_back(busyUntil_ + hop(t) - sent);
    }

  private:
    enum Kind : std::uint32_t { Want, Arrive };

    double demand(int t) const { return t == 0 && hot_ ? c_.hotTeamReadMBps : c_.teamReadMBps; }
    double burst() const { return std::max(kFetchBytes, c_.fetchQuotaMBps * 1e6 * c_.quotaWindowSeconds); }

    SimTime hop(size_t t) { return fromSeconds(hop_.sample(random_[t])); }

    // A team's next fetch: Poisson at its rate over 1 MiB a fetch, or evenly spaced.
    SimTime wantTime(int t)
    {
        const auto i = static_cast<size_t>(t);
        const double rate = demand(t) * 1e6 / kFetchBytes;
        if (random_[i].sampling() == Sampling::Random)
            return nextWant_[i] += fromSeconds(-std::log(random_[i].uniform()) / rate);
        return fromSeconds(static_cast<double>(++wants_[i]) / rate);
    }

    RoundTwoConfig c_;
    Simulation sim_;
    bool hot_, quotas_;
    R1Recorder log_;
    std::uint32_t id_ = 0;
    Distribution hop_;
    double spare_ = 0;
    std::vector<Random> random_;
    std::vector<double> tokens_;
    std::vector<SimTime> filledAt_, pausedUntil_, nextWant_;
    std::vector<std::uint64_t> wants_;
    SimTime busyUntil_ = 0;
    std::uint64_t fetches_ = 0;
    Outcome o_;
};

void hotTenant(R2DrillResult& r, const RoundTwoConfig& c, std::uint64_t seed, Sampling sampling)
{
    needSetting(spareFetchMBps(c) > 0, "network", cfgSpareNetwork, {}, c.networkMBps);
    HotTenantRun base(c, seed, sampling, false, true), hot(c, seed, sampling, true, true),
        open(c, seed, sampling, true, false);
    const HotTenantRun::Outcome b = base.run(), h = hot.run(), u = open.run();
    r.log = std::move(hot.log());
    r.seconds = c.tenantSeconds;
    // The other teams' fetches together (teams 2 on).
    const auto others = [](const HotTenantRun::Outcome& o) {
        std::vector<SimTime> all;
        for (size_t t = 1; t < o.latency.size(); ++t)
            all.insert(all.end(), o.latency[t].begin(), o.latency[t].end());
        return toMs(r2Quantile(all, 0.99));
    };
    std::uint64_t othersThrottled = 0;
    for (size_t t = 1; t < h.throttled.size(); ++t)
        othersThrottled += h.throttled[t];
    const double p99Base = others(b), p99Hot = others(h);
    r.figures = {
        {"quota_mbps", MQLAB_TR("DrillFigure", "a team's fetch quota"), c.fetchQuotaMBps, "MB/s"},
        {"quota_burst_mb",
         MQLAB_TR("DrillFigure", "a team may run ahead of its quota by (its quota over the quota windows)"),
         c.fetchQuotaMBps * c.quotaWindowSeconds, "MB"},
        {"spare_mbps", MQLAB_TR("DrillFigure", "the broker's network left for these fetches"), spareFetchMBps(c),
         "MB/s"},
        {"hot_served_mbps", MQLAB_TR("DrillFigure", "team 1 (hot) served"), h.servedBytes[0] / c.tenantSeconds / 1e6,
         "MB/s"},
        {"throttled", MQLAB_TR("DrillFigure", "team 1's fetches answered 429"), static_cast<double>(h.throttled[0]),
         ""},
        {"first_retry_after_ms", MQLAB_TR("DrillFigure", "the first Retry-After"),
         h.firstRetryAfter < 0 ? 0 : toMs(h.firstRetryAfter), "ms"},
        {"longest_retry_after_ms", MQLAB_TR("DrillFigure", "the longest Retry-After"), toMs(h.longestRetryAfter), "ms"},
        {"hot_lag_gb", MQLAB_TR("DrillFigure", "team 1's lag at the end (asked for, not yet read)"),
         (h.wantedBytes[0] - h.servedBytes[0]) / 1e9, "GB"},
        {"others_throttled", MQLAB_TR("DrillFigure", "the other teams' fetches answered 429"),
         static_cast<double>(othersThrottled), ""},
        {"others_p99_base_ms", MQLAB_TR("DrillFigure", "the other teams' fetch p99, team 1 not hot"), p99Base, "ms"},
        {"others_p99_ms", MQLAB_TR("DrillFigure", "the other teams' fetch p99, team 1 hot and throttled"), p99Hot,
         "ms"},
        {"others_p99_moved_ms", MQLAB_TR("DrillFigure", "moved by the hot team"), p99Hot - p99Base, "ms"},
        {"others_p99_no_quota_ms", MQLAB_TR("DrillFigure", "the other teams' fetch p99, team 1 hot and no quotas"),
         others(u), "ms"},
        {"no_quota_hot_served_mbps", MQLAB_TR("DrillFigure", "no quotas: team 1 served"),
         u.servedBytes[0] / c.tenantSeconds / 1e6, "MB/s"},
    };
}

// S3 outage: the fleet's disks hour by hour once the tier stops taking segments at 0 h. Before it,
// segments were sealed and handed to the tier hourly and each left the disks once older than the
// local hours, so the disks held the local hours of data (worstCaseStorage: a day x 3 copies x the
// overhead). A segment leaves only if the tier has it: for the first local hours the segments ageing
// out were handed over before the outage and leave as usual, so the disks stay level; after that
// none leaves and the disks grow by a day's data each day (daysOfRoom counts from there).
struct S3OutageOutcome {
    double localGB = 0, capacityGB = 0, levelUntilH = 0, fullAtH = 0, roomDays = 0, growthGBPerDay = 0;
    int segmentsKept = 0;
};

S3OutageOutcome s3Outage(const RoundTwoConfig& c, std::vector<R1Entry>& log)
{
    S3OutageOutcome o;
    const double gbPerDay = c.averageRate * c.messageBytes * 86'400 / 1e9;
    const int replicas = c.zones; // one replica a zone
    o.localGB = worstCaseStorage(gbPerDay, c.localHours / 24, replicas, c.overhead);
    o.capacityGB = c.volumeGB * c.brokers;
    if (!(o.localGB < o.capacityGB))
        refuseSetting("volume", cfgVolumeRoom, {{"per_broker", grouped(o.localGB / c.brokers)}}, c.volumeGB);
    o.growthGBPerDay = worstCaseStorage(gbPerDay, 1, replicas, c.overhead);
    o.roomDays = daysOfRoom(o.capacityGB, o.localGB, o.growthGBPerDay);
    const double segmentH = c.segmentSeconds / 3600;
    const double segmentGB = o.growthGBPerDay * segmentH / 24;
    // The segments on the disks, oldest first: (sealed at, h; handed to the tier).
    std::vector<std::pair<double, bool>> segments;
    const auto kept = static_cast<int>(std::llround(c.localHours / segmentH));
    for (int i = kept - 1; i >= 0; --i)
        segments.push_back({-i * segmentH, true});
    const auto onDisk = [&] { return static_cast<double>(segments.size()) * segmentGB; };
    const auto gb = [](double v) { return static_cast<std::uint64_t>(std::llround(v)); };
    const auto at = [](double h) { return fromSeconds(h * 3600); };
    o.levelUntilH = -1;
    for (int step = 1; step <= 100'000; ++step) {
        const double h = step * segmentH;
        // The oldest segment reaches the local hours as the next is sealed: it leaves only if the tier
        // has it.
        if (h - segments.front().first >= c.localHours - 1e-9) {
            if (segments.front().second) {
                segments.erase(segments.begin());
                o.levelUntilH = h;
                if (step == 1 || h == c.localHours)
                    log.push_back({at(h), R1Kind::SegmentDropped, -1, -1, -1, 0, gb(onDisk()), 0});
            } else if (++o.segmentsKept == 1 || step % 6 == 0) {
                log.push_back({at(h), R1Kind::SegmentKept, -1, -1, -1, 0, gb(onDisk()), 0});
            }
        }
        // A segment is sealed; the tier refuses it; the disks keep it.
        segments.push_back({h, false});
        if (onDisk() >= o.capacityGB * (1 - 1e-12)) {
            o.fullAtH = h;
            log.push_back({at(h), R1Kind::DisksFull, -1, -1, -1, 0, gb(onDisk()), 0});
            break;
        }
        if (step <= 2 || step % 6 == 0)
            log.push_back({at(h), R1Kind::UploadFailed, -1, -1, -1, 0, gb(onDisk()), 0});
    }
    return o;
}

void s3OutageDrill(R2DrillResult& r, const RoundTwoConfig& c)
{
    const S3OutageOutcome o = s3Outage(c, r.log);
    r.seconds = o.fullAtH * 3600;
    r.figures = {
        {"local_tb", MQLAB_TR("DrillFigure", "on the disks when the tier stops (a day, 3 copies, the overhead)"),
         o.localGB / 1000, "TB"},
        {"capacity_tb", MQLAB_TR("DrillFigure", "the disks of the fleet"), o.capacityGB / 1000, "TB"},
        {"fill_percent", MQLAB_TR("DrillFigure", "full then"), o.localGB / o.capacityGB * 100, "%"},
        {"level_until_h", MQLAB_TR("DrillFigure", "the disks stay level until (the last handed-over segment leaves)"),
         o.levelUntilH, "h"},
        {"growth_tb_per_day", MQLAB_TR("DrillFigure", "then they grow a day"), o.growthGBPerDay / 1000, "TB"},
        {"room_days", MQLAB_TR("DrillFigure", "room beyond that: (capacity - on the disks) / growth a day"), o.roomDays,
         "days"},
        {"room_h", MQLAB_TR("DrillFigure", "the same in hours"), o.roomDays * 24, "h"},
        {"full_at_h", MQLAB_TR("DrillFigure", "the disks are full, after the tier stops"), o.fullAtH, "h"},
        {"segments_kept", MQLAB_TR("DrillFigure", "segments kept past the local hours"),
         static_cast<double>(o.segmentsKept), ""},
    };
}

// Poison on an ordered queue topic: messages A1 (poison: fails every time), A2, A3 of group A and B1,
// B2, B3 of group B are visible at 0 s, in that order, for `workers` workers. A worker takes the first
// visible message whose group has none in flight (ordered; unordered: the first visible); a failed
// message is not deleted and shows again when its lease ends, and the receive after `maxReceive`
// deliveries moves it to the DLQ instead. Every message takes `processingSeconds`.
class PoisonRun final : public Component {
  public:
    PoisonRun(const RoundTwoConfig& c, bool ordered)
        : c_(c), ordered_(ordered), sim_(1, Sampling::FixedP99), log_(1, 1000)
    {
        id_ = sim_.add(*this);
        for (int g = 0; g < 2; ++g)
            for (int i = 0; i < 3; ++i)
                messages_.push_back({g, g == 0 && i == 0});
        busy_.assign(static_cast<size_t>(c.workers), false);
    }
    struct Outcome {
        int deliveries = 0;
        double dlqAtS = -1, secondHandedS = -1, groupADoneS = 0, groupBDoneS = 0;
        int processedAfterDlq = 0; // of group A, after the poison left for the DLQ
    };
    double endSeconds() const { return c_.visibilitySeconds * c_.maxReceive + 10 * c_.processingSeconds + 10; }
    Outcome run()
    {
        takeAll(sim_);
        sim_.runUntil(fromSeconds(endSeconds()));
        return o_;
    }
    std::vector<R1Entry>& log() { return log_.entries(); }

    void handle(Simulation& sim, const Event& e) override
    {
        const auto high = e.data >> 32; // Done: the worker; LeaseEnds: the receive's epoch
        const auto w = static_cast<int>(high);
        const auto m = static_cast<size_t>(e.data & 0xffffffff);
        Message& msg = messages_[m];
        switch (e.kind) {
        case Done:
            busy_[static_cast<size_t>(w)] = false;
            if (msg.poison) { // no delete: it stays in flight until its lease ends
                log_.add({sim.now(), R1Kind::ProcessingFailed, msg.group, -1, w, m, 0, 0});
            } else {
                msg.state = State::Done;
                log_.add({sim.now(), R1Kind::Deleted, msg.group, -1, w, m, 0, msg.epoch});
                (msg.group == 0 ? o_.groupADoneS : o_.groupBDoneS) = toSeconds(sim.now());
                if (msg.group == 0 && o_.dlqAtS >= 0)
                    ++o_.processedAfterDlq;
            }
            break;
        case LeaseEnds:
            if (msg.state != State::InFlight || msg.epoch != high) // deleted, or a later receive's lease
                break;
            log_.add({sim.now(), R1Kind::Expired, msg.group, -1, -1, m, 0, msg.epoch});
            if (msg.receives >= c_.maxReceive) { // the would-be next receive moves it
                msg.state = State::Dead;
                o_.dlqAtS = toSeconds(sim.now());
                log_.add({sim.now(), R1Kind::DeadLettered, msg.group, -1, -1, m,
                          static_cast<std::uint64_t>(msg.receives), msg.epoch});
            } else {
                msg.state = State::Visible;
            }
            break;
        }
        takeAll(sim);
    }

  private:
    enum Kind : std::uint32_t { Done, LeaseEnds };
    enum class State { Visible, InFlight, Done, Dead };
    struct Message {
        int group;
        bool poison;
        State state = State::Visible;
        int receives = 0;
        std::uint64_t epoch = 0;
    };

    bool inFlight(int group) const
    {
        return std::any_of(messages_.begin(), messages_.end(),
                           [&](const Message& m) { return m.group == group && m.state == State::InFlight; });
    }

    void takeAll(Simulation& sim)
    {
        for (int w = 0; w < c_.workers; ++w)
            if (!busy_[static_cast<size_t>(w)])
                take(sim, w);
    }

    void take(Simulation& sim, int w)
    {
        std::optional<size_t> blocked;
        for (size_t m = 0; m < messages_.size(); ++m) {
            Message& msg = messages_[m];
            if (msg.state != State::Visible)
                continue;
            if (ordered_ && inFlight(msg.group)) {
                if (!blocked)
                    blocked = m;
                continue;
            }
            msg.state = State::InFlight;
            ++msg.receives;
            msg.epoch = ++epochs_;
            if (msg.poison)
                o_.deliveries = msg.receives;
            busy_[static_cast<size_t>(w)] = true;
            log_.add({sim.now(), R1Kind::Received, msg.group, -1, w, m, static_cast<std::uint64_t>(msg.receives),
                      msg.epoch});
            if (m == 1 && o_.secondHandedS < 0)
                o_.secondHandedS = toSeconds(sim.now());
            sim.after(fromSeconds(c_.processingSeconds), id_, Done, static_cast<std::uint64_t>(w) << 32 | m);
            sim.after(fromSeconds(c_.visibilitySeconds), id_, LeaseEnds, msg.epoch << 32 | m);
            return;
        }
        // Free, with work visible, and none it may take: logged once a wait.
        if (blocked && !waiting_[static_cast<size_t>(w)])
            log_.add({sim.now(), R1Kind::GroupBlocked, messages_[*blocked].group, -1, w, *blocked, 0, 0});
        waiting_[static_cast<size_t>(w)] = blocked.has_value();
    }

    RoundTwoConfig c_;
    bool ordered_;
    Simulation sim_;
    R1Recorder log_;
    std::uint32_t id_ = 0;
    std::vector<Message> messages_;
    std::vector<bool> busy_;
    std::map<size_t, bool> waiting_;
    std::uint64_t epochs_ = 0;
    Outcome o_;
};

void poison(R2DrillResult& r, const RoundTwoConfig& c)
{
    PoisonRun ordered(c, true), unordered(c, false);
    const PoisonRun::Outcome o = ordered.run(), u = unordered.run();
    r.log = std::move(ordered.log());
    r.compare = std::move(unordered.log());
    r.seconds = ordered.endSeconds();
    r.figures = {
        {"deliveries", MQLAB_TR("DrillFigure", "the poison message (A1) delivered"), static_cast<double>(o.deliveries),
         "times"},
        {"dlq_at_s", MQLAB_TR("DrillFigure", "moved to the DLQ at"), o.dlqAtS, "s"},
        {"second_handed_s", MQLAB_TR("DrillFigure", "ordered: A2 handed out at"), o.secondHandedS, "s"},
        {"group_a_done_s", MQLAB_TR("DrillFigure", "ordered: group A's other messages done at"), o.groupADoneS, "s"},
        {"group_b_done_s", MQLAB_TR("DrillFigure", "ordered: group B done at"), o.groupBDoneS, "s"},
        {"processed_after_dlq",
         MQLAB_TR("DrillFigure", "ordered: group A processed while A1 sits in the DLQ (order broken)"),
         static_cast<double>(o.processedAfterDlq), ""},
        {"unordered_second_handed_s", MQLAB_TR("DrillFigure", "no group key: A2 handed out at"), u.secondHandedS, "s"},
        {"unordered_group_a_done_s", MQLAB_TR("DrillFigure", "no group key: group A's other messages done at"),
         u.groupADoneS, "s"},
        {"unordered_dlq_at_s", MQLAB_TR("DrillFigure", "no group key: A1 to the DLQ at"), u.dlqAtS, "s"},
    };
}

} // namespace

R2DrillResult runRoundTwoDrill(R2Drill drill, std::uint64_t seed, const RoundTwoConfig& config,
                               std::optional<Sampling> sampling)
{
    checkRoundTwoConfig(config);
    R2DrillResult r;
    r.drill = drill;
    r.seed = seed;
    r.assumed = roundTwoAssumed(drill, config);
    const Sampling drawn = sampling.value_or(Sampling::Random);
    switch (drill) {
    case R2Drill::OrderedSend:
        orderedSend(r, config, seed, sampling.value_or(Sampling::FixedP99));
        break;
    case R2Drill::StaleWorker:
        staleWorker(r, seed);
        break;
    case R2Drill::ZoneLoss:
        fleet(r, config, seed, drawn, FleetFailure::What::Zone);
        break;
    case R2Drill::BrokerCrash:
        fleet(r, config, seed, drawn, FleetFailure::What::Broker);
        break;
    case R2Drill::Replay:
        replay(r, config, seed, drawn);
        break;
    case R2Drill::HeadOfLine:
        headOfLine(r, config);
        break;
    case R2Drill::Rebalance:
        rebalance(r, config);
        break;
    case R2Drill::HotTenant:
        hotTenant(r, config, seed, drawn);
        break;
    case R2Drill::S3Outage:
        s3OutageDrill(r, config);
        break;
    case R2Drill::Poison:
        poison(r, config);
        break;
    }
    return r;
}

} // namespace mqlab::sim
