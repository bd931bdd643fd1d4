// Round 1's leases (second-seed.md §2.4) on the shared core: a message is visible, in flight or
// deleted (or in the DLQ); the only ways out of "in flight" are a delete and back to visible.
// - receive: up to `batch` visible messages; each gets deadline = now + visibility, receiveCount + 1
//   and a new receipt handle (an epoch never used before). Nothing visible: the request is held up
//   to `wait`, answered as soon as a message becomes visible; empty only when the wait ends;
// - the receive that would be the (maxReceive + 1)-th moves the message to the DLQ instead;
// - extension: every `extension` s while a worker works, deadline = now + visibility;
// - at now == deadline the lease has expired (tie rule): a delete or an extension at that very
//   instant finds it visible again;
// - R1 failover: leases and receive counts live in the partition leader's memory, so after a leader
//   change each of that partition's messages not deleted is visible at once with its count at 0;
// - stale handles: R1 uses a handle only to find the message, so an older holder's delete still
//   works; with `fenced` on (Round 2's rule) a handle whose epoch is not the message's current one is
//   refused. An extension needs the worker's own lease still running, in both rounds.
// Workers are part of the queue's component: each holds one long poll at a time and works on the
// messages of a receive side by side, then polls again. What a worker does with a message is asked
// of a hook (the drills script it; a run draws processing times).
#pragma once

#include <cstdint>
#include <deque>
#include <functional>
#include <utility>
#include <vector>

#include "mqlab/sim/random.h"
#include "mqlab/sim/round_one_log.h"
#include "mqlab/sim/simulation.h"

namespace mqlab::sim {

struct LeaseSettings {
    int workers = 60;
    SimTime visibility = 30 * kSecond;
    SimTime extension = 10 * kSecond; // 0: workers never extend
    int maxReceive = 5;
    SimTime wait = 20 * kSecond;      // long poll; 0: a receive answers at once
    int batch = 10;
    Distribution wakeUp;              // s, a held poll's answer leaves the leader this long after a message is visible
    Distribution answer;              // s, and an answer reaches the worker this long after
    bool fenced = false;              // false: R1 (the handle only locates the message); true: R2's epoch check
};

// A message handed to a worker, as the hook sees it.
struct Delivery {
    int worker = 0;
    std::uint64_t send = 0;
    int receiveCount = 0;
    SimTime at = 0; // when it is in the worker's hands
};
// What the worker does with it: works `processing` (< 0: drawn from the run's processing time), then
// deletes it, gives up on it (the lease will run out), or crashes (and stays down); `extend`: extends
// its lease while working.
struct Handling {
    enum class End { Delete, GiveUp, Crash };
    SimTime processing = 0;
    End end = End::Delete;
    bool extend = true;
};

struct LeaseCounts {
    std::uint64_t deliveries = 0, firstDeliveries = 0, emptyReceives = 0, receives = 0;
    std::uint64_t deleted = 0, deadLettered = 0, extensions = 0, expiries = 0, leasesLost = 0;
    std::uint64_t staleDeletesAccepted = 0, staleDeletesRejected = 0, deletesRefused = 0, workerCrashes = 0;
    std::uint64_t duplicates[4] = {0, 0, 0, 0}; // by DuplicateCause
    std::uint64_t duplicateTotal() const { return duplicates[0] + duplicates[1] + duplicates[2] + duplicates[3]; }
};

class LeaseQueue final : public Component {
  public:
    using Hook = std::function<Handling(const Delivery&)>;
    // `deliverable(partition)`: whether the partition has a leader to serve receives and to commit deletes.
    LeaseQueue(Simulation& sim, int partitions, const LeaseSettings& settings, R1Recorder& log, Hook hook,
               std::function<bool(int)> deliverable);

    // Every worker starts its first long poll now.
    void start(Simulation& sim);
    // A committed message (a send's copy) is visible from now. `firstCopy`: false for a send retried
    // whose earlier copy committed too. `sentAt` for the send-to-worker latency.
    void add(Simulation& sim, int partition, std::uint64_t send, bool firstCopy, SimTime sentAt);
    // The partition lost its leader (receives and deletes there wait) / has a new one (R1: leases lost).
    void leaderLost(Simulation& sim, int partition);
    void leaderElected(Simulation& sim, int partition);
    // A worker crashes now (a drill's failure); its messages stay in flight until their leases run out.
    void crashWorker(Simulation& sim, int worker);
    // Held polls take what is visible now (after a partition can serve receives again).
    void wake(Simulation& sim);

    const LeaseCounts& counts() const { return counts_; }
    // Sent to in a worker's hands, for first deliveries that went to a poll already held when the
    // message committed (the "waiting worker" of the latency budget), ns, in order.
    const std::vector<SimTime>& sendToWaitingWorker() const { return toWaiting_; }
    std::uint64_t visibleNow() const;
    std::uint64_t inFlightNow() const;

    void handle(Simulation& sim, const Event& event) override;

  private:
    enum Kind : std::uint32_t { PollTimeout, PollAnswer, InHands, Expiry, Extend, Done };
    enum class State : std::uint8_t { Visible, InFlight, Deleted, Dead };
    enum class Back : std::uint8_t { Never, Expired, LeaderChanged }; // how it last became visible again
    struct Message {
        std::uint64_t send = 0;
        SimTime sentAt = 0, committedAt = 0;
        int partition = 0;
        State state = State::Visible;
        Back back = Back::Never;
        bool firstCopy = true;
        int receiveCount = 0;
        std::uint64_t epoch = 0;      // the current handle's; 0: none yet
        std::uint32_t leaseGen = 0;   // bumped whenever the deadline moves or the lease ends
        std::uint32_t visibleGen = 0; // bumped whenever it is made visible (older queue places are stale)
        SimTime deadline = 0;
    };
    struct Worker {
        bool alive = true, polling = false;
        std::uint32_t pollGen = 0;
        SimTime polledAt = 0;
        int holding = 0; // handlings not yet ended
        std::vector<std::uint32_t> answer; // messages taken for a poll answer on its way
        bool answerHeld = false;           // that answer is to a held poll
    };
    struct Work {
        int worker = 0;
        std::uint32_t message = 0;
        std::uint64_t epoch = 0;
        Handling plan;
        bool over = false;
    };

    void poll(Simulation& sim, int worker);
    void makeVisible(Simulation& sim, std::uint32_t m, Back why);
    void serveWaiting(Simulation& sim);
    bool takeFor(Simulation& sim, int worker, bool held); // up to batch for a worker; false when none
    void expireIfDue(Simulation& sim, std::uint32_t m);
    void release(Simulation& sim, int worker);

    LeaseSettings s_;
    R1Recorder& log_;
    Hook hook_;
    std::function<bool(int)> deliverable_;
    std::uint32_t id_;
    std::vector<Message> messages_;
    std::vector<std::deque<std::pair<std::uint32_t, std::uint32_t>>> visible_; // per partition: (message, visibleGen)
    std::vector<Worker> workers_;
    std::deque<std::pair<int, std::uint32_t>> waiting_; // (worker, its poll), oldest first
    std::vector<Work> work_;
    std::vector<std::uint8_t> sendDelivered_; // by send id: delivered at least once
    std::uint64_t epochs_ = 0;
    int nextPartition_ = 0;
    LeaseCounts counts_;
    std::vector<SimTime> toWaiting_;
};

} // namespace mqlab::sim
