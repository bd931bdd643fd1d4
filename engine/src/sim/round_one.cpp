// simulateRoundOne(): producers, a Raft partition a log, the leased queue and its workers, wired on
// one Simulation; and the spec's drills as named set-ups of it.
#include "mqlab/sim/round_one.h"
#include "mqlab/report/translatable.h"

#include <algorithm>
#include <cmath>
#include <initializer_list>
#include <iterator>
#include <memory>
#include <utility>

#include "mqlab/error.h"
#include "mqlab/model/fields.h"
#include "mqlab/report/format.h"
#include "mqlab/report/message.h"
#include "mqlab/sim/config_refusals.h"
#include "mqlab/sim/raft_log.h"
#include "mqlab/sim/simulation.h"
#include "setting_refusal.h"

namespace mqlab::sim {
namespace {

// The settings' refusals (checkRoundOneConfig, simulateRoundOne's options): {lo} and {hi} are the
// range's ends, {value} the figure given, {unit} a unit the inspector's table translates ("FieldUnit").
//: A lease's length outside its range, in seconds; {hours} is {hi} in hours.
constexpr MessageTemplate cfgVisibility{
    "r1.config.visibility",
    MQLAB_TR("EngineMessage", "must be more than {lo} and at most {hi} s ({hours} h) (got {value})")};
//: The seconds between a worker's lease extensions outside its range; {lo} (0) means it never extends.
constexpr MessageTemplate cfgExtension{"r1.config.extension",
                                       MQLAB_TR("EngineMessage", "must be {lo} (never) to {hi} s (got {value})")};
//: A worker's processing times out of order or range: the median (P50), the 99th percentile (P99) and the
//: longest (max), each at least {lo} and at most {hi} seconds; {value} is the median given.
constexpr MessageTemplate cfgProcessing{
    "r1.config.processing", MQLAB_TR("EngineMessage", "must be {lo} <= P50 <= P99 <= max <= {hi} s (got {value})")};
//: The brokers of a Round 1 run: an odd count (a Raft majority), {lo} to {hi}.
constexpr MessageTemplate cfgOdd{"r1.config.odd",
                                 MQLAB_TR("EngineMessage", "must be an odd number from {lo} to {hi} (got {value})")};
//: A drill's failure names a broker or worker the run does not have; they are numbered from {lo}.
constexpr MessageTemplate cfgFailureTarget{
    "r1.config.failure.target",
    MQLAB_TR("EngineMessage", "must be a broker or worker of the run, counted from {lo} (got {value})")};
//: A drill's failure must start at {lo} s or later and before it ends; {value} is its start, in seconds.
constexpr MessageTemplate cfgFailureStart{
    "r1.config.failure.start",
    MQLAB_TR("EngineMessage", "must be a start at or after {lo} s and before its end (got {value})")};

std::uint64_t pack(std::uint64_t send, std::uint32_t attempt)
{
    return send << 24 | (attempt & 0xffffff);
}

class Run final : public Component, public RaftListener {
  public:
    Run(const RoundOneConfig& c, const RoundOneOptions& o)
        : c_(c), o_(o), sim_(o.seed, o.sampling), log_(o.traceEvery, o.logLimit)
    {
        id_ = sim_.add(*this);
        RaftTimings t;
        t.windowMs = c.groupCommitMs;
        t.fsync = Distribution::byMedianAndP99(c.fsyncP50Ms / 1000, c.fsyncP99Ms / 1000);
        t.roundTrip = Distribution::byMedianAndP99(c.rttP50Ms / 1000, c.rttP99Ms / 1000);
        t.election = Distribution::uniform(c.electionMinSeconds, c.electionMaxSeconds);
        hop_ = Distribution::byMedianAndP99(c.hopP50Ms / 1000, c.hopP99Ms / 1000);
        processing_ = Distribution::byMedianAndP99(c.processingP50Seconds, c.processingP99Seconds);
        for (int p = 0; p < c.partitions; ++p)
            partitions_.push_back(std::make_unique<RaftPartition>(sim_, p, c.brokers, p % c.brokers, t, log_, *this));
        LeaseSettings s;
        s.workers = o.workers ? c.workers : 0;
        s.visibility = fromSeconds(c.visibilitySeconds);
        s.extension = fromSeconds(c.extensionSeconds);
        s.maxReceive = c.maxReceive;
        s.wait = fromSeconds(c.waitSeconds);
        s.batch = c.batch;
        s.wakeUp = s.answer = hop_;
        s.fenced = c.fenced;
        queue_ = std::make_unique<LeaseQueue>(
            sim_, c.partitions, s, log_, [this](const Delivery& d) { return handling(d); },
            [this](int p) { return partitions_[static_cast<size_t>(p)]->canCommit(); });
    }

    RoundOneResult run()
    {
        const SimTime end = fromSeconds(o_.seconds);
        for (std::uint64_t i = 0; i < o_.preloaded; ++i) { // committed before the run: no send path
            sends_.push_back({0, 0, true, false, 0});
            queue_->add(sim_, 0, i, true, 0);
        }
        queue_->start(sim_);
        if (c_.rate > 0)
            sim_.at(sendTime(0), id_, Produce, 0);
        for (size_t i = 0; i < o_.failures.size(); ++i) {
            sim_.at(o_.failures[i].from, id_, FailStart, i);
            if (o_.failures[i].until != kNever)
                sim_.at(o_.failures[i].until, id_, FailEnd, i);
        }
        sim_.runUntil(end);
        return result(end);
    }

    void committed(Simulation& sim, int partition, std::uint64_t send) override
    {
        SendState& s = sends_[send];
        if (s.acked) {
            ++r_.storedTwice; // an earlier copy got its 200 (or commits now beside it)
            log_.add({sim.now(), R1Kind::StoredTwice, partition, -1, -1, send, 0, 0});
            queue_->add(sim, partition, send, false, s.sentAt);
            return;
        }
        s.acked = true;
        ++r_.acked;
        r_.sendToAck.push_back(sim.now() - s.sentAt);
        queue_->add(sim, partition, send, true, s.sentAt);
    }
    void leaderLost(Simulation& sim, int partition) override { queue_->leaderLost(sim, partition); }
    void leaderElected(Simulation& sim, int partition, int, std::uint64_t) override
    {
        queue_->leaderElected(sim, partition);
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
                return; // answered, or this attempt was already followed by another
            if (e.kind == Timeout) {
                ++r_.timedOut;
                log_.add({sim.now(), R1Kind::TimedOut, s.partition, -1, -1, send, 0, 0});
            }
            ++r_.retries;
            if (!s.retried) {
                s.retried = true;
                ++r_.retriedSends;
            }
            attempt(sim, send);
            return;
        }
        case FailStart:
        case FailEnd:
            fail(sim, o_.failures[e.data], e.kind == FailStart);
            return;
        }
    }

  private:
    enum Kind : std::uint32_t { Produce, Arrive, Retry, Timeout, FailStart, FailEnd };
    struct SendState {
        SimTime sentAt = 0;
        std::uint32_t attempt = 0;
        bool acked = false, retried = false;
        int partition = 0;
    };

    // When send n leaves the producers. Random: Poisson. Fixed: evenly spaced at the rate, each moved to
    // the worst phase of its window: it reaches the leader just as a window closes, so it waits a whole
    // window (the budget's group-commit step).
    SimTime sendTime(std::uint64_t n)
    {
        if (o_.sampling == Sampling::Random)
            return nextPoisson_ += fromSeconds(-std::log(sim_.random().uniform()) / c_.rate);
        const SimTime w = std::max<SimTime>(1, fromMs(c_.groupCommitMs));
        const SimTime hop = fromSeconds(hop_.sample(sim_.random()));
        const SimTime nominal = fromSeconds(static_cast<double>(n) / c_.rate);
        return (nominal + hop + w - 1) / w * w - hop;
    }

    void attempt(Simulation& sim, std::uint64_t send)
    {
        SendState& s = sends_[send];
        ++s.attempt;
        sim.after(fromSeconds(hop_.sample(sim.random())), id_, Arrive, pack(send, s.attempt));
        sim.after(fromMs(c_.sendTimeoutMs), id_, Timeout, pack(send, s.attempt));
    }

    Handling handling(const Delivery& d)
    {
        Handling h{-1, Handling::End::Delete, true}; // unless a drill says otherwise: drawn, extended, deleted
        if (o_.handling)
            h = o_.handling(d);
        if (h.processing < 0) // drawn from the config's distribution, capped at its maximum
            h.processing =
                std::min(fromSeconds(processing_.sample(sim_.random())), fromSeconds(c_.processingMaxSeconds));
        return h;
    }

    void fail(Simulation& sim, const R1Failure& f, bool start)
    {
        if (f.what == R1Failure::What::WorkerCrash) {
            if (start)
                queue_->crashWorker(sim, f.target);
            return;
        }
        static constexpr R1Kind kinds[3][2] = {{R1Kind::BrokerUp, R1Kind::BrokerDown},
                                               {R1Kind::BrokerHealed, R1Kind::BrokerCut},
                                               {R1Kind::BrokerNormal, R1Kind::BrokerSlow}};
        const int what = static_cast<int>(f.what);
        log_.add({sim.now(), kinds[what][start ? 1 : 0], -1, f.target, -1, 0,
                  f.what == R1Failure::What::BrokerSlow ? static_cast<std::uint64_t>(toMs(f.extra)) : 0, 0});
        for (auto& p : partitions_) {
            switch (f.what) {
            case R1Failure::What::BrokerDown:
                start ? p->down(sim, f.target) : p->up(sim, f.target);
                break;
            case R1Failure::What::BrokerCut:
                start ? p->cut(sim, f.target) : p->heal(sim, f.target);
                break;
            case R1Failure::What::BrokerSlow:
                p->slow(f.target, start ? f.extra : 0);
                break;
            case R1Failure::What::WorkerCrash:
                break;
            }
        }
        queue_->wake(sim); // a partition may serve receives again
    }

    RoundOneResult result(SimTime end)
    {
        r_.simulated = end;
        r_.leases = queue_->counts();
        r_.visibleAtEnd = queue_->visibleNow();
        r_.inFlightAtEnd = queue_->inFlightNow();
        r_.sendToWaitingWorker = queue_->sendToWaitingWorker();
        // Safety: every acknowledged send is in the log of the partition's leader (with no leader, of
        // some replica: a replica's disk outlives its process).
        std::vector<std::uint8_t> present(sends_.size(), 0);
        for (auto& p : partitions_) {
            r_.truncated += p->truncatedEntries();
            std::vector<std::uint64_t> f;
            for (size_t b = 0; b < p->replicaCount(); ++b) {
                f.push_back(p->fsyncsOf(static_cast<int>(b)));
                if (p->leader() < 0 || static_cast<int>(b) == p->leader())
                    for (const auto& e : p->logOf(static_cast<int>(b)))
                        if (e.send != RaftPartition::kNoop && e.send < present.size())
                            present[e.send] = 1;
            }
            r_.fsyncs.push_back(f);
            r_.terms.push_back(p->term());
        }
        for (std::uint64_t s = o_.preloaded; s < sends_.size(); ++s)
            if (sends_[s].acked && !present[s]) {
                ++r_.lost;
                log_.add({end, R1Kind::Lost, sends_[s].partition, -1, -1, s, 0, 0});
            }
        auto& entries = log_.entries();
        std::stable_sort(entries.begin(), entries.end(),
                         [](const R1Entry& a, const R1Entry& b) { return a.at < b.at; });
        r_.log = std::move(entries);
        r_.logDropped = log_.dropped();
        return std::move(r_);
    }

    RoundOneConfig c_;
    RoundOneOptions o_;
    Simulation sim_;
    R1Recorder log_;
    std::uint32_t id_ = 0;
    Distribution hop_, processing_;
    std::vector<std::unique_ptr<RaftPartition>> partitions_;
    std::unique_ptr<LeaseQueue> queue_;
    std::vector<SendState> sends_;
    SimTime nextPoisson_ = 0;
    RoundOneResult r_;
};

} // namespace

void checkRoundOneConfig(const RoundOneConfig& c)
{
    using messages::fieldRange;
    using messages::fieldRangeUnit;
    needSetting(c.rate >= 0 && c.rate <= 100'000, "rate", fieldRangeUnit, {{"lo", 0}, {"hi", 100'000}}, c.rate,
                "msg/s");
    needSetting(c.workers >= 0 && c.workers <= 10'000, "workers", fieldRange, {{"lo", 0}, {"hi", 10'000}}, c.workers);
    needSetting(c.visibilitySeconds > 0 && c.visibilitySeconds <= 43'200, "visibility", cfgVisibility,
                {{"lo", 0}, {"hi", 43'200}, {"hours", 12}}, c.visibilitySeconds);
    needSetting(c.extensionSeconds >= 0 && c.extensionSeconds <= 43'200, "extension", cfgExtension,
                {{"lo", 0}, {"hi", 43'200}}, c.extensionSeconds);
    needSetting(c.maxReceive >= 1 && c.maxReceive <= 1000, "max receive", fieldRange, {{"lo", 1}, {"hi", 1000}},
                c.maxReceive);
    needSetting(c.waitSeconds > 0 && c.waitSeconds <= 20, "wait", configAtMostUnit, {{"lo", 0}, {"hi", 20}},
                c.waitSeconds, "s");
    needSetting(c.batch >= 1 && c.batch <= 10, "batch", fieldRange, {{"lo", 1}, {"hi", 10}}, c.batch);
    needSetting(c.processingP50Seconds >= 0 && c.processingP99Seconds >= c.processingP50Seconds &&
                    c.processingMaxSeconds >= c.processingP99Seconds && c.processingMaxSeconds <= 43'200,
                "processing", cfgProcessing, {{"lo", 0}, {"hi", 43'200}}, c.processingP50Seconds);
    needSetting(c.brokers >= 1 && c.brokers <= 9 && c.brokers % 2 == 1, "brokers", cfgOdd, {{"lo", 1}, {"hi", 9}},
                c.brokers);
    needSetting(c.partitions >= 1 && c.partitions <= 1000, "partitions", fieldRange, {{"lo", 1}, {"hi", 1000}},
                c.partitions);
    needSetting(c.groupCommitMs > 0 && c.groupCommitMs <= 1000, "group commit", configAtMostUnit,
                {{"lo", 0}, {"hi", 1000}}, c.groupCommitMs, "ms");
    needRaftLatencies(c);
    needElectionAndRetries(c);
}

std::vector<MessageTemplate> roundOneConfigTemplates()
{
    return {cfgVisibility, cfgExtension, cfgProcessing, cfgOdd, cfgFailureTarget, cfgFailureStart};
}

std::vector<LatencyComponent> roundOneSendPath(const RoundOneConfig& c)
{
    return {
        {"at the leader", {{"producer to leader", c.hopP99Ms}}},
        {"group-commit window", {{"window", c.groupCommitMs}}},
        {"committed 2 of 3", {{"leader fsync", c.fsyncP99Ms}, {"follower acknowledged", c.rttP99Ms + c.fsyncP99Ms}}},
        {"held long poll returns", {{"wake the poll", c.hopP99Ms}}},
        {"in the worker's hands", {{"response", c.hopP99Ms}}},
    };
}

SimTime exactQuantile(std::vector<SimTime> v, double q)
{
    if (v.empty())
        return 0;
    // Nearest rank: the smallest value with at least a share q of the samples at or below it.
    const auto rank = static_cast<size_t>(std::max(1.0, std::ceil(q * static_cast<double>(v.size()))));
    std::nth_element(v.begin(), v.begin() + static_cast<std::ptrdiff_t>(rank - 1), v.end());
    return v[rank - 1];
}

RoundOneResult simulateRoundOne(const RoundOneConfig& config, const RoundOneOptions& options)
{
    checkRoundOneConfig(config);
    needSetting(options.seconds > 0 && options.seconds <= 600, "seconds", configAtMost, {{"lo", 0}, {"hi", 600}},
                options.seconds);
    for (const R1Failure& f : options.failures) {
        const int count = f.what == R1Failure::What::WorkerCrash ? config.workers : config.brokers;
        needSetting(f.target >= 0 && f.target < count, "failure", cfgFailureTarget, {{"lo", 0}}, f.target);
        needSetting(f.from >= 0 && f.from < f.until, "failure", cfgFailureStart, {{"lo", 0}}, toSeconds(f.from));
    }
    Run run(config, options);
    return run.run();
}

std::vector<double> sendPathMs(const std::vector<R1Entry>& log, std::uint64_t send)
{
    const R1Kind order[] = {R1Kind::AtLeader,  R1Kind::WindowClosed, R1Kind::LeaderFsynced, R1Kind::FollowerAcked,
                            R1Kind::Committed, R1Kind::PollReturned, R1Kind::InWorker};
    SimTime sent = -1;
    std::vector<SimTime> at(std::size(order), -1);
    for (const R1Entry& e : log) {
        if (e.message != send)
            continue;
        if (e.kind == R1Kind::Sent && sent < 0)
            sent = e.at;
        for (size_t i = 0; i < std::size(order); ++i)
            if (e.kind == order[i] && at[i] < 0)
                at[i] = e.at; // the first of each: the first follower to acknowledge
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

const std::vector<DrillInfo>& drills()
{
    static const std::vector<DrillInfo> all = {
        {Drill::WorkerCrash, "worker-crash",
         MQLAB_TR("DrillInfo", "a worker takes a message and dies 5 s later; the lease brings it back")},
        {Drill::Poison, "poison", MQLAB_TR("DrillInfo", "every worker fails on one message until the DLQ takes it")},
        {Drill::Extension, "extension",
         MQLAB_TR("DrillInfo", "a 60 s task keeps its 30 s lease by extending every 10 s")},
        {Drill::ExtendCrash, "extend-crash",
         MQLAB_TR("DrillInfo", "a worker extends, then dies at 45 s; the message is back at 70 s")},
        {Drill::StaleDelete, "stale-delete",
         MQLAB_TR("DrillInfo", "a stalled worker deletes with an old handle while another holds the message")},
        {Drill::LeaderLoss, "leader-loss",
         MQLAB_TR("DrillInfo", "broker 1 goes down at 3 s: its partitions refuse sends until a new leader")},
        {Drill::LeaderCut, "leader-cut",
         MQLAB_TR("DrillInfo", "broker 1 is cut off from the others for a minute: it appends, never commits")},
        {Drill::TwoDown, "two-down", MQLAB_TR("DrillInfo", "brokers 2 and 3 go down at 3 s: no majority, no 200")},
        {Drill::SlowFollower, "slow-follower",
         MQLAB_TR("DrillInfo", "broker 3's fsyncs take 100 ms longer; it only follows")},
    };
    return all;
}

std::optional<Drill> drillNamed(const std::string& key)
{
    for (const DrillInfo& d : drills())
        if (key == d.key)
            return d.drill;
    return std::nullopt;
}

std::string drillKeys()
{
    std::string s;
    for (const DrillInfo& d : drills())
        s += (s.empty() ? "" : ", ") + std::string(d.key);
    return s;
}

DrillRun drillSetup(Drill drill, std::uint64_t seed, bool fenced)
{
    DrillRun d;
    d.options.seed = seed;
    d.config.fenced = fenced;
    const auto draw = [] { return Handling{-1, Handling::End::Delete, true}; }; // the config's processing
    switch (drill) {
    case Drill::WorkerCrash:
    case Drill::Poison:
    case Drill::Extension:
    case Drill::ExtendCrash:
    case Drill::StaleDelete:
        // One message already committed at 0 s, two workers, every duration at its P99 (processing 8 s);
        // the ms hops set to 0 so that the times are the spec's whole seconds.
        d.config.rate = 0;
        d.config.workers = 2;
        d.config.hopP50Ms = d.config.hopP99Ms = 0;
        d.options.sampling = Sampling::FixedP99;
        d.options.preloaded = 1;
        d.options.traceEvery = 1;
        break;
    default:
        // The fleet at the peak rate, no workers (the send path only), Poisson arrivals.
        d.options.workers = false;
        d.options.seconds = 10;
        break;
    }
    const SimTime s = kSecond;
    switch (drill) {
    case Drill::WorkerCrash:
        d.options.seconds = 60;
        d.options.handling = [=](const Delivery& x) {
            return x.receiveCount == 1 ? Handling{5 * s, Handling::End::Crash, true} : draw();
        };
        break;
    case Drill::Poison:
        d.options.seconds = 180;
        d.options.handling = [=](const Delivery&) {
            Handling h = draw();
            h.end = Handling::End::GiveUp;
            return h;
        };
        break;
    case Drill::Extension: {
        d.options.seconds = 90;
        const SimTime longest = fromSeconds(d.config.processingMaxSeconds);
        d.options.handling = [=](const Delivery&) { return Handling{longest, Handling::End::Delete, true}; };
        break;
    }
    case Drill::ExtendCrash:
        d.options.seconds = 90;
        d.options.handling = [=](const Delivery& x) {
            return x.receiveCount == 1 ? Handling{45 * s, Handling::End::Crash, true} : draw();
        };
        break;
    case Drill::StaleDelete:
        d.options.seconds = 60;
        d.options.handling = [=](const Delivery& x) {
            // The first holder stalls for 40 s without extending, then deletes with its old handle;
            // the second works 20 s, extending, and deletes.
            return x.receiveCount == 1 ? Handling{40 * s, Handling::End::Delete, false}
                                       : Handling{20 * s, Handling::End::Delete, true};
        };
        break;
    case Drill::LeaderLoss:
        d.options.failures = {{R1Failure::What::BrokerDown, 0, 3 * s, 8 * s, 0}};
        break;
    case Drill::LeaderCut:
        d.options.seconds = 70;
        d.options.failures = {{R1Failure::What::BrokerCut, 0, 5 * s, 65 * s, 0}};
        break;
    case Drill::TwoDown:
        d.options.failures = {{R1Failure::What::BrokerDown, 1, 3 * s, kNever, 0},
                              {R1Failure::What::BrokerDown, 2, 3 * s, kNever, 0}};
        break;
    case Drill::SlowFollower:
        // Two partitions, led by brokers 1 and 2: broker 3 only follows, 100 ms slow from the start.
        d.config.partitions = 2;
        d.options.failures = {{R1Failure::What::BrokerSlow, 2, 0, kNever, 100 * kMillisecond}};
        break;
    }
    return d;
}

std::string r1KindKey(R1Kind k)
{
    switch (k) {
    case R1Kind::Sent:
        return "sent";
    case R1Kind::AtLeader:
        return "at_leader";
    case R1Kind::WindowClosed:
        return "window_closed";
    case R1Kind::LeaderFsynced:
        return "leader_fsynced";
    case R1Kind::FollowerAcked:
        return "follower_acked";
    case R1Kind::Committed:
        return "committed";
    case R1Kind::PollReturned:
        return "poll_returned";
    case R1Kind::InWorker:
        return "in_worker";
    case R1Kind::Received:
        return "received";
    case R1Kind::Extended:
        return "extended";
    case R1Kind::Expired:
        return "expired";
    case R1Kind::Deleted:
        return "deleted";
    case R1Kind::Refused:
        return "refused";
    case R1Kind::TimedOut:
        return "timed_out";
    case R1Kind::StoredTwice:
        return "stored_twice";
    case R1Kind::Duplicate:
        return "duplicate";
    case R1Kind::DeadLettered:
        return "dead_lettered";
    case R1Kind::StaleDeleteAccepted:
        return "stale_delete_accepted";
    case R1Kind::StaleDeleteRejected:
        return "stale_delete_rejected";
    case R1Kind::DeleteRefused:
        return "delete_refused";
    case R1Kind::WorkerCrashed:
        return "worker_crashed";
    case R1Kind::BrokerDown:
        return "broker_down";
    case R1Kind::BrokerUp:
        return "broker_up";
    case R1Kind::BrokerCut:
        return "broker_cut";
    case R1Kind::BrokerHealed:
        return "broker_healed";
    case R1Kind::BrokerSlow:
        return "broker_slow";
    case R1Kind::BrokerNormal:
        return "broker_normal";
    case R1Kind::LeaderLost:
        return "leader_lost";
    case R1Kind::LeaderElected:
        return "leader_elected";
    case R1Kind::SteppedDown:
        return "stepped_down";
    case R1Kind::Truncated:
        return "truncated";
    case R1Kind::LeasesLost:
        return "leases_lost";
    case R1Kind::Lost:
        return "lost";
    case R1Kind::SequenceStopped:
        return "sequence_stopped";
    case R1Kind::DedupStopped:
        return "dedup_stopped";
    case R1Kind::AnswerLost:
        return "answer_lost";
    case R1Kind::ProducerRestarted:
        return "producer_restarted";
    case R1Kind::HighWatermark:
        return "high_watermark";
    case R1Kind::FetchReturned:
        return "fetch_returned";
    case R1Kind::InReader:
        return "in_reader";
    case R1Kind::OffsetCommitted:
        return "offset_committed";
    case R1Kind::GroupBlocked:
        return "group_blocked";
    case R1Kind::MemberLeft:
        return "member_left";
    case R1Kind::MemberBack:
        return "member_back";
    case R1Kind::RebalanceStarted:
        return "rebalance_started";
    case R1Kind::PartitionsAssigned:
        return "partitions_assigned";
    case R1Kind::ReplayStarted:
        return "replay_started";
    case R1Kind::SeekRefused:
        return "seek_refused";
    case R1Kind::TimeIndexFound:
        return "time_index_found";
    case R1Kind::ReplayPath:
        return "replay_path";
    case R1Kind::ReplayProgress:
        return "replay_progress";
    case R1Kind::ReplayCaughtUp:
        return "replay_caught_up";
    case R1Kind::TeamReads:
        return "team_reads";
    case R1Kind::Throttled:
        return "throttled";
    case R1Kind::ProcessingFailed:
        return "processing_failed";
    case R1Kind::UploadFailed:
        return "upload_failed";
    case R1Kind::SegmentDropped:
        return "segment_dropped";
    case R1Kind::SegmentKept:
        return "segment_kept";
    case R1Kind::DisksFull:
        return "disks_full";
    }
    return "?";
}

std::string duplicateCauseKey(DuplicateCause c)
{
    switch (c) {
    case DuplicateCause::LeaseExpired:
        return "lease_expired";
    case DuplicateCause::LeaderChanged:
        return "leader_changed";
    case DuplicateCause::SendRetried:
        return "send_retried";
    case DuplicateCause::Unexplained:
        return "unexplained";
    }
    return "?";
}

size_t r1EntriesUpTo(const std::vector<R1Entry>& log, SimTime t)
{
    return static_cast<size_t>(
        std::upper_bound(log.begin(), log.end(), t, [](SimTime x, const R1Entry& e) { return x < e.at; }) -
        log.begin());
}

} // namespace mqlab::sim
