#include "mqlab/sim/raft_log.h"

#include <algorithm>
#include <functional>

#include "mqlab/model/raft_fleet.h"

namespace mqlab::sim {
namespace {

// A fsync's event data: the replica (8 bits), its life (24 bits) and the log length it covers (32 bits).
std::uint64_t packFsync(int replica, std::uint32_t life, size_t upTo)
{
    return std::uint64_t{static_cast<std::uint32_t>(replica) & 0xff} << 56 | std::uint64_t{life & 0xffffff} << 32 |
           (upTo & 0xffffffffu);
}

} // namespace

RaftPartition::RaftPartition(Simulation& sim, int index, int replicas, int firstLeader, const RaftTimings& timings,
                             R1Recorder& log, RaftListener& listener)
    : index_(index), timings_(timings), log_(log), listener_(listener), id_(sim.add(*this)),
      replicas_(static_cast<size_t>(replicas)), leader_(firstLeader)
{
    replicas_[static_cast<size_t>(firstLeader)].thinksLeader = true;
}

bool RaftPartition::linked(int a, int b) const
{
    const Replica& x = replicas_[static_cast<size_t>(a)];
    const Replica& y = replicas_[static_cast<size_t>(b)];
    if (a == b)
        return x.up;
    return x.up && y.up && !x.cut && !y.cut;
}

bool RaftPartition::canCommit() const
{
    if (leader_ < 0 || !replicas_[static_cast<size_t>(leader_)].up ||
        !replicas_[static_cast<size_t>(leader_)].thinksLeader)
        return false;
    int reachable = 0;
    for (size_t i = 0; i < replicas_.size(); ++i)
        reachable += linked(leader_, static_cast<int>(i));
    return reachable >= raftQuorum(static_cast<int>(replicas_.size()));
}

bool RaftPartition::append(Simulation& sim, std::uint64_t send)
{
    if (leader_ < 0 || !replicas_[static_cast<size_t>(leader_)].up)
        return false;
    Replica& l = replicas_[static_cast<size_t>(leader_)];
    if (sim.now() != appendTime_) { // the first append at this instant: remember the length before it
        appendTime_ = sim.now();
        lengthBefore_ = l.log.size();
    }
    l.log.push_back({send, l.term});
    log_.path({sim.now(), R1Kind::AtLeader, index_, leader_, -1, send, l.log.size() - 1, 0});
    scheduleBoundary(sim);
    return true;
}

void RaftPartition::scheduleBoundary(Simulation& sim)
{
    if (boundaryPending_)
        return;
    // Windows are aligned on the clock; an append at a boundary belongs to the window that starts there.
    const SimTime w = std::max<SimTime>(1, fromMs(timings_.windowMs));
    sim.at((sim.now() / w + 1) * w, id_, Boundary, 0);
    boundaryPending_ = true;
}

std::uint32_t RaftPartition::push(const Message& m)
{
    if (!freeMessages_.empty()) {
        const std::uint32_t i = freeMessages_.back();
        freeMessages_.pop_back();
        messages_[i] = m;
        return i;
    }
    messages_.push_back(m);
    return static_cast<std::uint32_t>(messages_.size() - 1);
}

void RaftPartition::startFsync(Simulation& sim, int replica, size_t upTo, bool leaderWindow)
{
    Replica& r = replicas_[static_cast<size_t>(replica)];
    if (leaderWindow) {
        for (size_t i = r.syncedUpTo; i < upTo; ++i)
            if (r.log[i].send != kNoop)
                log_.path({sim.now(), R1Kind::WindowClosed, index_, replica, -1, r.log[i].send, i, 0});
        r.syncedUpTo = upTo;
    }
    ++r.fsyncs;
    const SimTime took = fromSeconds(timings_.fsync.sample(sim.random())) + r.slowBy;
    sim.after(took, id_, FsyncDone, packFsync(replica, r.life, upTo));
}

void RaftPartition::replicate(Simulation& sim, size_t upTo)
{
    for (size_t f = 0; f < replicas_.size(); ++f) {
        const int fi = static_cast<int>(f);
        if (fi == leader_ || !linked(leader_, fi) || replicas_[f].sentUpTo >= upTo)
            continue;
        Message m{leader_, fi, replicas_[static_cast<size_t>(leader_)].term, replicas_[f].sentUpTo, upTo, 0};
        m.halfTrip = fromSeconds(timings_.roundTrip.sample(sim.random())) / 2;
        replicas_[f].sentUpTo = upTo;
        sim.after(m.halfTrip, id_, FollowerReceive, push(m));
    }
}

void RaftPartition::advanceCommit(Simulation& sim, int leader)
{
    const Replica& l = replicas_[static_cast<size_t>(leader)];
    std::vector<size_t> held;
    for (size_t i = 0; i < replicas_.size(); ++i)
        held.push_back(static_cast<int>(i) == leader ? l.durable : replicas_[i].matched);
    std::sort(held.begin(), held.end(), std::greater<>());
    const size_t n = held[static_cast<size_t>(raftQuorum(static_cast<int>(replicas_.size()))) - 1];
    // Raft counts replicas only for its own term's entries; earlier ones commit with them.
    if (n <= commit_ || l.log[n - 1].term != l.term)
        return;
    const size_t from = commit_;
    commit_ = n;
    for (size_t i = from; i < n; ++i) {
        const Entry e = l.log[i];
        if (e.send == kNoop)
            continue;
        log_.path({sim.now(), R1Kind::Committed, index_, leader, -1, e.send, i, 0});
        listener_.committed(sim, index_, e.send);
    }
}

void RaftPartition::handle(Simulation& sim, const Event& event)
{
    switch (event.kind) {
    case Boundary: {
        boundaryPending_ = false;
        if (leader_ < 0 || !replicas_[static_cast<size_t>(leader_)].up)
            return;
        Replica& l = replicas_[static_cast<size_t>(leader_)];
        // What was appended at this very instant belongs to the next window (this fsync has started).
        const size_t upTo = appendTime_ == sim.now() ? std::min(lengthBefore_, l.log.size()) : l.log.size();
        if (upTo > l.syncedUpTo)
            startFsync(sim, leader_, upTo, true);
        replicate(sim, upTo);
        if (upTo < l.log.size())
            scheduleBoundary(sim);
        return;
    }
    case FsyncDone: {
        const int r = static_cast<int>(event.data >> 56);
        const auto life = static_cast<std::uint32_t>(event.data >> 32) & 0xffffff;
        const size_t upTo = event.data & 0xffffffffu;
        Replica& rep = replicas_[static_cast<size_t>(r)];
        if (!rep.up || (rep.life & 0xffffff) != life)
            return; // went down or was truncated since: this fsync is void
        const size_t before = rep.durable;
        rep.durable = std::max(rep.durable, std::min(upTo, rep.log.size()));
        if (rep.thinksLeader) {
            for (size_t i = before; i < rep.durable; ++i)
                if (rep.log[i].send != kNoop)
                    log_.path({sim.now(), R1Kind::LeaderFsynced, index_, r, -1, rep.log[i].send, i, 0});
            if (r == leader_)
                advanceCommit(sim, r);
            return;
        }
        if (leader_ < 0 || leader_ == r)
            return;
        Message m{r, leader_, rep.term, 0, rep.durable, rep.lastHalfTrip};
        sim.after(m.halfTrip, id_, FollowerAck, push(m));
        return;
    }
    case FollowerReceive: {
        const Message m = messages_[event.data];
        freeMessages_.push_back(static_cast<std::uint32_t>(event.data));
        Replica& f = replicas_[static_cast<size_t>(m.to)];
        const Replica& l = replicas_[static_cast<size_t>(m.from)];
        if (!linked(m.from, m.to) || m.term < f.term || !l.thinksLeader || l.term != m.term)
            return; // lost on the way, or from a leader of an older term
        if (m.term > f.term) {
            if (f.thinksLeader) {
                f.thinksLeader = false;
                log_.add({sim.now(), R1Kind::SteppedDown, index_, m.to, -1, 0, m.term, 0});
            }
            f.term = m.term;
        }
        // Keep what matches the leader's log, drop a conflicting tail, take the rest.
        for (size_t i = std::min(m.begin, f.log.size()); i < m.end; ++i) {
            if (i < f.log.size() && f.log[i] == l.log[i])
                continue;
            if (i < f.log.size()) {
                truncated_ += f.log.size() - i;
                log_.add({sim.now(), R1Kind::Truncated, index_, m.to, -1, 0, f.log.size() - i, 0});
                f.log.resize(i);
                f.durable = std::min(f.durable, i);
                f.syncedUpTo = std::min(f.syncedUpTo, i);
                ++f.life;
            }
            f.log.insert(f.log.end(), l.log.begin() + static_cast<std::ptrdiff_t>(i),
                         l.log.begin() + static_cast<std::ptrdiff_t>(m.end));
            break;
        }
        f.lastHalfTrip = m.halfTrip;
        if (f.log.size() > f.durable) {
            startFsync(sim, m.to, f.log.size(), false);
        } else if (leader_ == m.from) {
            Message ack{m.to, m.from, f.term, 0, f.durable, m.halfTrip};
            sim.after(ack.halfTrip, id_, FollowerAck, push(ack));
        }
        return;
    }
    case FollowerAck: {
        const Message m = messages_[event.data];
        freeMessages_.push_back(static_cast<std::uint32_t>(event.data));
        Replica& l = replicas_[static_cast<size_t>(m.to)];
        if (!linked(m.from, m.to) || !l.thinksLeader || l.term != m.term || m.to != leader_)
            return;
        Replica& f = replicas_[static_cast<size_t>(m.from)];
        const size_t end = std::min(m.end, l.log.size());
        for (size_t i = f.matched; i < end; ++i)
            if (l.log[i].send != kNoop)
                log_.path({sim.now(), R1Kind::FollowerAcked, index_, m.from, -1, l.log[i].send, i, 0});
        f.matched = std::max(f.matched, end);
        advanceCommit(sim, m.to);
        return;
    }
    case Election:
        if (static_cast<std::uint32_t>(event.data) != electionGen_)
            return;
        electionPending_ = false;
        elect(sim);
        return;
    }
}

void RaftPartition::beginElection(Simulation& sim)
{
    if (electionPending_)
        return;
    electionPending_ = true;
    sim.after(fromSeconds(timings_.election.sample(sim.random())), id_, Election, ++electionGen_);
}

void RaftPartition::elect(Simulation& sim)
{
    std::vector<int> voters;
    for (size_t i = 0; i < replicas_.size(); ++i)
        if (replicas_[i].up && !replicas_[i].cut)
            voters.push_back(static_cast<int>(i));
    if (static_cast<int>(voters.size()) < raftQuorum(static_cast<int>(replicas_.size())))
        return; // no majority: nobody is elected, nothing commits (tried again when a broker returns)
    // The vote goes to the most up-to-date log: the higher last term, then the longer log.
    auto lastTerm = [&](int i) {
        const auto& lg = replicas_[static_cast<size_t>(i)].log;
        return lg.empty() ? std::uint64_t{0} : lg.back().term;
    };
    int winner = voters.front();
    std::uint64_t term = 0;
    for (int v : voters) {
        term = std::max(term, replicas_[static_cast<size_t>(v)].term);
        const auto& w = replicas_[static_cast<size_t>(winner)].log;
        const auto& c = replicas_[static_cast<size_t>(v)].log;
        if (lastTerm(v) > lastTerm(winner) || (lastTerm(v) == lastTerm(winner) && c.size() > w.size()))
            winner = v;
    }
    ++term;
    for (int v : voters) {
        Replica& r = replicas_[static_cast<size_t>(v)];
        r.term = term;
        r.thinksLeader = v == winner;
    }
    Replica& l = replicas_[static_cast<size_t>(winner)];
    l.syncedUpTo = l.log.size(); // what it holds was fsynced (or is being) as a follower
    l.log.push_back({kNoop, term}); // opens the term: earlier entries commit with it
    l.sentUpTo = l.matched = 0;
    leader_ = winner;
    for (int v : voters)
        if (v != winner)
            catchUp(sim, v);
    for (size_t i = 0; i < replicas_.size(); ++i)
        if (!replicas_[i].up || replicas_[i].cut) {
            replicas_[i].sentUpTo = 0;
            replicas_[i].matched = 0;
        }
    log_.add({sim.now(), R1Kind::LeaderElected, index_, winner, -1, 0, term, 0});
    listener_.leaderElected(sim, index_, winner, term);
    scheduleBoundary(sim);
}

void RaftPartition::catchUp(Simulation& sim, int follower)
{
    const Replica& l = replicas_[static_cast<size_t>(leader_)];
    Replica& f = replicas_[static_cast<size_t>(follower)];
    size_t p = 0;
    while (p < f.log.size() && p < l.log.size() && f.log[p] == l.log[p])
        ++p;
    if (f.log.size() > p) {
        truncated_ += f.log.size() - p;
        log_.add({sim.now(), R1Kind::Truncated, index_, follower, -1, 0, f.log.size() - p, 0});
        f.log.resize(p);
        ++f.life;
    }
    f.durable = std::min(f.durable, p);
    f.syncedUpTo = std::min(f.syncedUpTo, p);
    f.term = l.term;
    f.thinksLeader = false;
    f.sentUpTo = p;
    f.matched = f.durable;
    scheduleBoundary(sim);
}

void RaftPartition::down(Simulation& sim, int replica)
{
    Replica& r = replicas_[static_cast<size_t>(replica)];
    if (!r.up)
        return;
    r.up = false;
    ++r.life;
    r.log.resize(r.durable); // what it had not fsynced is gone
    r.syncedUpTo = r.durable;
    const bool led = replica == leader_;
    r.thinksLeader = false; // a process that restarts is a follower
    if (led) {
        leader_ = -1;
        log_.add({sim.now(), R1Kind::LeaderLost, index_, replica, -1, 0, r.term, 0});
        listener_.leaderLost(sim, index_);
        beginElection(sim);
    }
}

void RaftPartition::up(Simulation& sim, int replica)
{
    Replica& r = replicas_[static_cast<size_t>(replica)];
    if (r.up)
        return;
    r.up = true;
    if (leader_ >= 0 && replicas_[static_cast<size_t>(leader_)].thinksLeader && linked(leader_, replica))
        catchUp(sim, replica);
    if (!canCommit())
        beginElection(sim);
}

void RaftPartition::cut(Simulation& sim, int replica)
{
    Replica& r = replicas_[static_cast<size_t>(replica)];
    if (r.cut)
        return;
    r.cut = true;
    if (!canCommit())
        beginElection(sim); // the others stop hearing the leader (or it loses its majority)
}

void RaftPartition::heal(Simulation& sim, int replica)
{
    Replica& r = replicas_[static_cast<size_t>(replica)];
    if (!r.cut)
        return;
    r.cut = false;
    if (!r.up)
        return;
    if (r.thinksLeader && leader_ != replica) {
        // Back among the others: it sees the higher term, steps down and drops its uncommitted tail.
        log_.add({sim.now(), R1Kind::SteppedDown, index_, replica, -1, 0, term(), 0});
        r.thinksLeader = false;
    }
    if (leader_ >= 0 && leader_ != replica && replicas_[static_cast<size_t>(leader_)].thinksLeader &&
        linked(leader_, replica))
        catchUp(sim, replica);
    if (canCommit()) {
        // A healthy leader again: a pending election would depose it for nothing.
        ++electionGen_;
        electionPending_ = false;
        scheduleBoundary(sim);
    } else {
        beginElection(sim);
    }
}

} // namespace mqlab::sim
