// One partition of Round 1's fleet as a Raft group of replicas (one a broker, one broker a zone),
// simulated on the shared core (Simulation, Scheduler, Random). What it models:
// - group commit: the leader fsyncs at most once a window; windows are aligned on the clock
//   (boundaries at k x window), and at a boundary the leader fsyncs what was appended before it
//   (an append at the very boundary waits for the next one: that fsync has already started);
// - replication: at the same boundary the leader sends the new entries to each follower (half a
//   cross-zone round trip), the follower fsyncs them and acknowledges (the other half);
// - commit on a majority, counting the leader's own durable entries: with 3 replicas the leader's
//   fsync and the first follower's acknowledgement, so a slow or dead third replica does not delay it;
//   only entries of the leader's term commit by counting (a no-op opens every term, as Raft advises);
// - a broker down loses what it had not fsynced; a leader lost leaves the partition without a leader
//   (sends refused) for an election time; the live replica with the most up-to-date log wins a
//   higher term, if a majority is up and connected; none is elected otherwise (nothing commits);
// - a broker cut off from the others still takes sends if it leads, but cannot commit; the others
//   elect a new leader after the election time; when it is healed it sees the higher term, steps down
//   and drops the uncommitted tail that the new leader does not have.
// Shortcut: Raft's back-off to the matching entry is done at once (the longest common prefix).
#pragma once

#include <cstdint>
#include <vector>

#include "mqlab/sim/random.h"
#include "mqlab/sim/round_one_log.h"
#include "mqlab/sim/simulation.h"

namespace mqlab::sim {

struct RaftTimings {
    double windowMs = 2;     // group-commit window, > 0
    Distribution fsync;      // s, one fsync of a log
    Distribution roundTrip;  // s, cross-zone round trip (half each way)
    Distribution election;   // s, a partition without a leader until the next one is elected
};

// What a partition tells the rest of the run.
class RaftListener {
  public:
    virtual ~RaftListener() = default;
    // An entry carrying `send` committed: the 200 goes out now (a send retried may commit twice).
    virtual void committed(Simulation& sim, int partition, std::uint64_t send) = 0;
    virtual void leaderLost(Simulation& sim, int partition) = 0;
    virtual void leaderElected(Simulation& sim, int partition, int leader, std::uint64_t term) = 0;
};

class RaftPartition final : public Component {
  public:
    struct Entry {
        std::uint64_t send = 0; // kNoop for a term's opening no-op
        std::uint64_t term = 0;
        bool operator==(const Entry&) const = default;
    };
    static constexpr std::uint64_t kNoop = UINT64_MAX;

    RaftPartition(Simulation& sim, int index, int replicas, int firstLeader, const RaftTimings& timings,
                  R1Recorder& log, RaftListener& listener);

    // A send reaches the replica clients take for the leader. False: refused (no leader, or it is down).
    bool append(Simulation& sim, std::uint64_t send);

    // Failures of the replica on broker `replica` (each is idempotent).
    void down(Simulation& sim, int replica);
    void up(Simulation& sim, int replica);
    void cut(Simulation& sim, int replica);
    void heal(Simulation& sim, int replica);
    void slow(int replica, SimTime extra) { replicas_[static_cast<size_t>(replica)].slowBy = extra; }

    // The replica clients send to: the leader of the highest term, as the metadata store names it; -1 none.
    int leader() const { return leader_; }
    std::uint64_t term() const { return leader_ < 0 ? 0 : replicas_[static_cast<size_t>(leader_)].term; }
    // True when the leader can reach a majority of live replicas: what it appends can commit.
    bool canCommit() const;
    size_t replicaCount() const { return replicas_.size(); }
    bool isUp(int replica) const { return replicas_[static_cast<size_t>(replica)].up; }
    const std::vector<Entry>& logOf(int replica) const { return replicas_[static_cast<size_t>(replica)].log; }
    size_t committedLength() const { return commit_; }
    std::uint64_t fsyncsOf(int replica) const { return replicas_[static_cast<size_t>(replica)].fsyncs; }
    std::uint64_t truncatedEntries() const { return truncated_; }

    void handle(Simulation& sim, const Event& event) override;

  private:
    enum Kind : std::uint32_t { Boundary, FsyncDone, FollowerReceive, FollowerAck, Election };
    struct Replica {
        bool up = true, cut = false, thinksLeader = false;
        std::uint64_t term = 1;
        std::vector<Entry> log;
        size_t durable = 0;      // entries on disk
        size_t syncedUpTo = 0;   // entries already in a started fsync (leader's group commit)
        std::uint32_t life = 0;  // bumped when it goes down: its pending fsyncs are void
        SimTime slowBy = 0;      // added to each of its fsyncs
        std::uint64_t fsyncs = 0;
        // as the leader sees it
        size_t sentUpTo = 0, matched = 0;
        SimTime lastHalfTrip = 0; // the way back of the round trip that brought its latest entries
    };
    struct Message { // replication traffic, by index in messages_
        int from = 0, to = 0;
        std::uint64_t term = 0;
        size_t begin = 0, end = 0;
        SimTime halfTrip = 0;
    };

    bool linked(int a, int b) const;
    void scheduleBoundary(Simulation& sim);
    void startFsync(Simulation& sim, int replica, size_t upTo, bool leaderWindow);
    void replicate(Simulation& sim, size_t upTo); // sends each linked follower its entries below upTo
    void advanceCommit(Simulation& sim, int leader);
    void beginElection(Simulation& sim);
    void elect(Simulation& sim);
    void catchUp(Simulation& sim, int follower); // truncate to the common prefix with the leader's log
    std::uint32_t push(const Message& m);

    int index_;
    RaftTimings timings_;
    R1Recorder& log_;
    RaftListener& listener_;
    std::uint32_t id_;
    std::vector<Replica> replicas_;
    std::vector<Message> messages_;
    std::vector<std::uint32_t> freeMessages_;
    int leader_ = -1;        // clients' leader (-1: none, sends refused)
    size_t commit_ = 0;      // entries committed
    bool boundaryPending_ = false;
    SimTime appendTime_ = -1;   // the instant of the latest append
    size_t lengthBefore_ = 0;   // the leader's log length just before that instant's first append
    std::uint32_t electionGen_ = 0;
    bool electionPending_ = false;
    std::uint64_t truncated_ = 0;
};

} // namespace mqlab::sim
