// The event log of a Round 1 run (a leased task queue on a Raft fleet): what happened, in time order,
// with exact times, so that a stepper can scrub it forward and back. Shared by the Raft logs
// (raft_log.h), the lease queue (lease_queue.h) and the run that wires them (round_one.h).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "mqlab/sim/time.h"

namespace mqlab::sim {

enum class R1Kind : std::uint8_t {
    // one send's path (kept for traced sends)
    Sent,           // the producer sends (message = send id)
    AtLeader,       // it reaches the partition's leader and is appended
    WindowClosed,   // the group-commit window it is in closes: the leader's fsync starts
    LeaderFsynced,  // the leader's fsync of it is done
    FollowerAcked,  // a follower's acknowledged fsync of it is back at the leader (replica = follower)
    Committed,      // on 2 of 3: the 200 goes out
    PollReturned,   // a held long poll is answered with it (the lease starts here)
    InWorker,       // it is in a worker's hands
    // the lease (kept for traced sends)
    Received,       // a receive took it: count = receive count, epoch = the handle's epoch
    Extended,       // a worker extended its lease: deadline = now + visibility
    Expired,        // its deadline passed without a delete: visible again
    Deleted,        // a delete removed it for good (epoch = the handle used)
    // anomalies and failures (always kept)
    Refused,        // a send found no leader, or a down broker: retried after the back-off
    TimedOut,       // a send got no 200 in time: sent again
    StoredTwice,    // a second copy of one send committed (its first 200 never arrived)
    Duplicate,      // a message delivered again (count = cause: see DuplicateCause)
    DeadLettered,   // the receive would have passed maxReceiveCount: moved to the DLQ
    StaleDeleteAccepted, // a delete with an older handle removed a message another worker holds (R1)
    StaleDeleteRejected, // the same delete refused: the handle's epoch is not the message's (fenced)
    DeleteRefused,  // a delete reached a leader that cannot commit its ack record
    WorkerCrashed,
    BrokerDown,     // replica = broker
    BrokerUp,
    BrokerCut,      // cut off from the other brokers (still reachable by clients)
    BrokerHealed,
    BrokerSlow,     // its fsyncs take `count` ms longer
    BrokerNormal,
    LeaderLost,     // the partition has no leader: sends are refused
    LeaderElected,  // replica = the new leader, count = its term
    SteppedDown,    // an old leader saw a higher term (count = that term)
    Truncated,      // a replica dropped an uncommitted tail of `count` entries
    LeasesLost,     // R1: the new leader knows no lease: `count` in-flight messages visible again, counts at 0
    Lost,           // an acknowledged send missing from the leader's log (must never happen)
    // Round 2 (round_two.h): the platform's send and read path, dedup, ordered groups, rebalancing
    SequenceStopped,  // a retried batch's producer ID and sequence are in the log: not written (count = its offset)
    DedupStopped,     // its deduplication ID was stored within the window: not written (count = the original's offset)
    AnswerLost,       // the 200 never reached the producer (a drill's fault)
    ProducerRestarted, // the producer came back with a new producer ID (count = that ID)
    HighWatermark,    // the high watermark covering it reached the follower in the reader's zone (replica = that broker)
    FetchReturned,    // a held fetch on that follower is answered with it
    InReader,         // it is in a reader's hands (count = its offset)
    OffsetCommitted,  // the reader's group committed offset `count` (the next to read)
    GroupBlocked,     // a worker polled; the message is visible but its group has one in flight
    MemberLeft,       // a consumer group member stopped (worker = member)
    MemberBack,       // it is back
    RebalanceStarted, // a rebalance round starts: `count` partitions revoked
    PartitionsAssigned, // the round ends: `count` partitions assigned and consuming again
    ReplayStarted,    // a reader replays last week (replica = 0: from the S3 tier, 1: from the local volume)
    // Round 2's replay by timestamp (the replay drill's seek run)
    SeekRefused,      // a seek of the group refused: `count` members are still reading
    TimeIndexFound,   // the time index: message = first offset at or after the time, count = the index entry
                      // scanned from, epoch = the segment's base offset, replica = 0 on the S3 tier only, 1 local
    ReplayPath,       // the replay's first fetch on a path (replica = 0 S3 tier, 1 local volume, 2 page cache):
                      // message = its offset, epoch = that message's age in s, count = bytes read before it
    ReplayProgress,   // the replay has read up to offset `message` (epoch = its age in s; replica = path),
                      // count = bytes read so far on that path
    ReplayCaughtUp,   // the replay reached the high watermark (message): it now waits at the head, count = bytes read
    // Round 2's hot tenant, S3 outage and poison on an ordered queue
    TeamReads,        // team `worker` (from 0) fetches at `count` MB/s from now on (the hot tenant's team 1 turns hot)
    Throttled,        // a fetch of team `worker` over its byte quota: 429, Retry-After `count` ms (message = its fetch)
    ProcessingFailed, // `worker` failed on the message: no delete, it shows again when its lease ends
    UploadFailed,     // the S3 tier refused a sealed segment (count = GB on the fleet's disks after it)
    SegmentDropped,   // a segment past the local hours left the disks, the tier holds it (count = GB on disks)
    SegmentKept,      // a segment past the local hours stays on the disks: the tier never took it (count = GB)
    DisksFull,        // the fleet's disks are full: sends refused (count = GB on disks)
};

// Why a message was delivered again (R1Kind::Duplicate's count).
enum class DuplicateCause : std::uint8_t { LeaseExpired, LeaderChanged, SendRetried, Unexplained };

struct R1Entry {
    SimTime at = 0;
    R1Kind kind = R1Kind::Sent;
    std::int32_t partition = -1, replica = -1, worker = -1;
    std::uint64_t message = 0; // the send's id (0, 1, 2, ... in the order they were first sent)
    std::uint64_t count = 0;   // receive count, term, entries, ms: as the kind says
    std::uint64_t epoch = 0;   // a receipt handle's epoch (a new one every receive; never reused)
};

class R1Recorder {
  public:
    R1Recorder(std::uint32_t traceEvery, size_t limit) : every_(traceEvery == 0 ? 1 : traceEvery), limit_(limit) {}
    bool traced(std::uint64_t send) const { return send % every_ == 0; }
    // Path and lease entries of traced sends only; anomalies and failures always (up to the limit).
    void add(const R1Entry& e)
    {
        if (entries_.size() < limit_)
            entries_.push_back(e);
        else
            ++dropped_;
    }
    void path(const R1Entry& e)
    {
        if (traced(e.message))
            add(e);
    }
    std::vector<R1Entry>& entries() { return entries_; }
    std::uint64_t dropped() const { return dropped_; }

  private:
    std::uint32_t every_;
    size_t limit_;
    std::vector<R1Entry> entries_;
    std::uint64_t dropped_ = 0;
};

std::string r1KindKey(R1Kind kind);             // "sent", "window_closed", "leases_lost", ...
std::string duplicateCauseKey(DuplicateCause c); // "lease_expired", "leader_changed", ...

// How many entries of a time-ordered log happened at or before `t`: a stepper's cursor at time t
// shows entries [0, n); moving back is a smaller t.
size_t r1EntriesUpTo(const std::vector<R1Entry>& log, SimTime t);

} // namespace mqlab::sim
