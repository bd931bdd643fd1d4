// The Round 1 and Round 2 timelines' lines (R1Entry, round_one_log.h) as templates: one a kind, its
// figures as arguments, its counts with their plural forms, its sub-phrases (where a replay reads, how
// old, how much) as parts; r1EntryText() is their English, as `mqlab drill` prints it.
#include "../report/words.h"
#include "mqlab/report/format.h"
#include "mqlab/report/list.h"
#include "mqlab/report/translatable.h"
#include "mqlab/sim/round_one.h"
#include "mqlab/sim/round_one_json.h"
#include "mqlab/sim/run_text.h"

#include <cmath>

namespace mqlab::sim {
namespace {

// Figures every kind names: {message} a send's number ("1,234", from 0), {partition}, {broker} and
// {worker} counted from 1.

// One send's path.
//: A Round 1 timeline line: the producer sends message {message} (its number, from 0) to partition {partition}.
constexpr MessageTemplate sent{"r1.entry.sent",
                               MQLAB_TR("EngineMessage", "message {message} sent to partition {partition}")};
//: A Round 1 timeline line: the partition's leader, broker {broker}, appends the message to its log.
constexpr MessageTemplate atLeader{
    "r1.entry.at_leader", MQLAB_TR("EngineMessage", "message {message} appended by the leader, broker {broker}")};
constexpr MessageTemplate windowClosed{
    "r1.entry.window_closed",
    MQLAB_TR("EngineMessage", "message {message}: its group-commit window closes, the leader's fsync starts")};
constexpr MessageTemplate leaderFsynced{"r1.entry.leader_fsynced",
                                        MQLAB_TR("EngineMessage", "message {message} on the leader's disk")};
//: A Round 1 timeline line: follower broker {broker} has the message on its disk and tells the leader.
constexpr MessageTemplate followerAcked{
    "r1.entry.follower_acked",
    MQLAB_TR("EngineMessage", "message {message} on broker {broker}'s disk, acknowledged to the leader")};
//: A Round 1 timeline line: a majority holds the message, so the producer gets its answer, HTTP 200.
constexpr MessageTemplate committed{"r1.entry.committed",
                                    MQLAB_TR("EngineMessage", "message {message} committed on a majority: 200")};
//: A Round 1 timeline line: the message is the answer to a long poll that worker {worker} was holding open.
constexpr MessageTemplate pollReturned{
    "r1.entry.poll_returned", MQLAB_TR("EngineMessage", "message {message} answers worker {worker}'s held long poll")};
//: A Round 1 timeline line: {receive} is how many times the message has been received (1 the first time).
constexpr MessageTemplate inWorker{
    "r1.entry.in_worker",
    MQLAB_TR("EngineMessage", "message {message} in worker {worker}'s hands (receive {receive})")};
// The lease.
//: A Round 1 timeline line: {receive} the message's receive count, {handle} the number of its receipt handle.
constexpr MessageTemplate received{
    "r1.entry.received",
    MQLAB_TR("EngineMessage", "message {message} received by worker {worker} (receive {receive}, handle {handle})")};
constexpr MessageTemplate extended{"r1.entry.extended",
                                   MQLAB_TR("EngineMessage", "message {message}: worker {worker} extends its lease")};
//: A Round 1 timeline line: the message's lease ran out without a delete, so other workers can receive it.
constexpr MessageTemplate expired{"r1.entry.expired",
                                  MQLAB_TR("EngineMessage", "message {message}: lease expired, visible again")};
constexpr MessageTemplate deleted{
    "r1.entry.deleted", MQLAB_TR("EngineMessage", "message {message} deleted by worker {worker} (handle {handle})")};
// Anomalies and failures.
constexpr MessageTemplate refused{
    "r1.entry.refused",
    MQLAB_TR("EngineMessage",
             "message {message} refused: partition {partition} has no leader; retried after the back-off")};
//: A Round 1 timeline line: the producer heard no 200 for the message before its timeout and sends it again.
constexpr MessageTemplate timedOut{"r1.entry.timed_out",
                                   MQLAB_TR("EngineMessage", "message {message} got no 200 in time: sent again")};
constexpr MessageTemplate storedTwice{
    "r1.entry.stored_twice", MQLAB_TR("EngineMessage", "message {message} committed a second time (a retried send)")};
//: A Round 1 timeline line: the message reaches worker {worker} a second time because its lease ran out.
constexpr MessageTemplate duplicateLease{
    "r1.entry.duplicate.lease_expired",
    MQLAB_TR("EngineMessage", "message {message} delivered again to worker {worker}: its lease had expired")};
//: A Round 1 timeline line: delivered a second time because a newly elected leader knew nothing of its lease.
constexpr MessageTemplate duplicateLeader{
    "r1.entry.duplicate.leader_changed",
    MQLAB_TR("EngineMessage", "message {message} delivered again to worker {worker}: a new leader lost its lease")};
constexpr MessageTemplate duplicateRetried{
    "r1.entry.duplicate.send_retried",
    MQLAB_TR("EngineMessage", "message {message} delivered again to worker {worker}: a retried send stored it twice")};
constexpr MessageTemplate duplicateUnexplained{
    "r1.entry.duplicate.unexplained",
    MQLAB_TR("EngineMessage", "message {message} delivered again to worker {worker} with no known cause")};
//: A Round 1 timeline line: {deliveries} how often the message was handed out ("5 deliveries"); DLQ is the
//: dead-letter queue.
constexpr MessageTemplate deadLettered{
    "r1.entry.dead_lettered", MQLAB_TR("EngineMessage", "message {message} moved to the DLQ after {deliveries}")};
//: A Round 1 timeline line: a worker deletes with a receipt handle ({handle} its number) from an earlier
//: receive, and Round 1's queue accepts it, since the handle only says where the message is.
constexpr MessageTemplate staleAccepted{
    "r1.entry.stale_delete_accepted",
    MQLAB_TR("EngineMessage", "message {message}: worker {worker}'s delete with an old handle {handle} accepted (R1: "
                              "the handle only locates it)")};
//: A Round 1 timeline line: the same delete refused, since the handle's epoch is not the message's now.
constexpr MessageTemplate staleRejected{
    "r1.entry.stale_delete_rejected",
    MQLAB_TR(
        "EngineMessage",
        "message {message}: worker {worker}'s delete with an old handle {handle} rejected (its epoch has passed)")};
constexpr MessageTemplate deleteRefused{
    "r1.entry.delete_refused",
    MQLAB_TR("EngineMessage", "message {message}: worker {worker}'s delete cannot commit (no majority)")};
constexpr MessageTemplate workerCrashed{"r1.entry.worker_crashed",
                                        MQLAB_TR("EngineMessage", "worker {worker} crashed")};
//: A Round 1 timeline line: broker {broker} (counted from 1) stops.
constexpr MessageTemplate brokerDown{"r1.entry.broker_down", MQLAB_TR("EngineMessage", "broker {broker} down")};
//: A Round 1 timeline line: broker {broker}, which was down, runs again.
constexpr MessageTemplate brokerUp{"r1.entry.broker_up", MQLAB_TR("EngineMessage", "broker {broker} back")};
constexpr MessageTemplate brokerCut{"r1.entry.broker_cut",
                                    MQLAB_TR("EngineMessage", "broker {broker} cut off from the other brokers")};
constexpr MessageTemplate brokerHealed{"r1.entry.broker_healed",
                                       MQLAB_TR("EngineMessage", "broker {broker} reconnected")};
//: A Round 1 timeline line: each fsync of broker {broker} takes {ms} milliseconds longer from now on.
constexpr MessageTemplate brokerSlow{"r1.entry.broker_slow",
                                     MQLAB_TR("EngineMessage", "broker {broker}'s fsyncs {ms} ms slower")};
constexpr MessageTemplate brokerNormal{"r1.entry.broker_normal",
                                       MQLAB_TR("EngineMessage", "broker {broker}'s fsyncs back to speed")};
//: A Round 1 timeline line: partition {partition}'s leader, broker {broker}, is gone; sends to it are refused.
constexpr MessageTemplate leaderLost{
    "r1.entry.leader_lost",
    MQLAB_TR("EngineMessage", "partition {partition} lost its leader (broker {broker}): sends refused")};
//: A Round 1 timeline line: broker {broker} wins the Raft election of partition {partition} in term {term}.
constexpr MessageTemplate leaderElected{
    "r1.entry.leader_elected",
    MQLAB_TR("EngineMessage", "partition {partition}: broker {broker} elected leader, term {term}")};
//: A Round 1 timeline line: an old leader, broker {broker}, meets the higher Raft term {term} and gives up leading.
constexpr MessageTemplate steppedDown{
    "r1.entry.stepped_down",
    MQLAB_TR("EngineMessage", "partition {partition}: broker {broker} sees term {term} and steps down")};
//: A Round 1 timeline line: {entries} "3 uncommitted entries", the log tail broker {broker} throws away.
constexpr MessageTemplate truncated{
    "r1.entry.truncated", MQLAB_TR("EngineMessage", "partition {partition}: broker {broker} drops {entries}")};
//: A Round 1 timeline line: {messages} "4 in-flight messages"; their receive counts start again at 0.
constexpr MessageTemplate leasesLost{
    "r1.entry.leases_lost",
    MQLAB_TR("EngineMessage",
             "partition {partition}: the new leader knows no lease: {messages} visible again, counts at 0")};
constexpr MessageTemplate lost{
    "r1.entry.lost", MQLAB_TR("EngineMessage", "message {message} was acknowledged but is missing from the log")};
// Round 2: the platform's send and read path, dedup, ordered groups, rebalancing.
//: A Round 2 timeline line: a retried send whose producer ID and sequence number the log already holds at
//: offset {offset}.
constexpr MessageTemplate sequenceStopped{
    "r1.entry.sequence_stopped",
    MQLAB_TR("EngineMessage",
             "message {message} retried: its producer sequence is already in the log at offset {offset}, not "
             "written again")};
//: A Round 2 timeline line: the queue stored the same deduplication ID at offset {offset} within its window.
constexpr MessageTemplate dedupStopped{
    "r1.entry.dedup_stopped",
    MQLAB_TR("EngineMessage", "message {message} resent: its deduplication ID is in the window (offset {offset}), "
                              "answered duplicate, not written")};
constexpr MessageTemplate answerLost{
    "r1.entry.answer_lost", MQLAB_TR("EngineMessage", "message {message}: the 200 never reaches the producer")};
//: A Round 2 timeline line: {producer} the new producer ID (a number).
constexpr MessageTemplate producerRestarted{
    "r1.entry.producer_restarted", MQLAB_TR("EngineMessage", "the producer restarts with producer ID {producer}")};
//: A Round 2 timeline line: the high watermark covering the message reaches follower broker {broker}, in the
//: same zone as the reader.
constexpr MessageTemplate highWatermark{
    "r1.entry.high_watermark",
    MQLAB_TR("EngineMessage", "message {message}: the high watermark reaches broker {broker}, in the reader's zone")};
constexpr MessageTemplate fetchReturned{
    "r1.entry.fetch_returned",
    MQLAB_TR("EngineMessage", "message {message} answers the reader's held fetch on broker {broker}")};
constexpr MessageTemplate inReader{
    "r1.entry.in_reader", MQLAB_TR("EngineMessage", "message {message} in the reader's hands (offset {offset})")};
//: A Round 2 timeline line: {offset} the next offset the group will read of partition {partition}.
constexpr MessageTemplate offsetCommitted{
    "r1.entry.offset_committed",
    MQLAB_TR("EngineMessage", "the reader's group commits offset {offset} of partition {partition}")};
//: A Round 2 timeline line: an ordered queue holds the message back while its group has another in flight.
constexpr MessageTemplate groupBlocked{
    "r1.entry.group_blocked",
    MQLAB_TR("EngineMessage",
             "message {message} waits: worker {worker} is free but its group has a message in flight")};
//: A Round 2 timeline line: member {member} (counted from 1) of a consumer group stops.
constexpr MessageTemplate memberLeft{"r1.entry.member_left",
                                     MQLAB_TR("EngineMessage", "member {member} of the group stops")};
constexpr MessageTemplate memberBack{"r1.entry.member_back",
                                     MQLAB_TR("EngineMessage", "member {member} of the group is back")};
//: A Round 2 timeline line: a rebalance starts; {revoked} "6 partitions stop being read", taken from the group's
//: members.
constexpr MessageTemplate rebalanceStarted{"r1.entry.rebalance_started",
                                           MQLAB_TR("EngineMessage", "rebalance: {revoked}")};
//: A Round 2 timeline line: the rebalance ends; {partitions} "6 partitions" are read by the group again.
constexpr MessageTemplate partitionsAssigned{"r1.entry.partitions_assigned",
                                             MQLAB_TR("EngineMessage", "rebalance done: {partitions} read again")};
//: A Round 2 timeline line: a reader starts reading last week's messages again, from S3 (the slow, cold path).
constexpr MessageTemplate replayFromTier{
    "r1.entry.replay_started.tier",
    MQLAB_TR("EngineMessage", "a reader replays last week from the S3 tier (cold path)")};
constexpr MessageTemplate replayFromVolume{
    "r1.entry.replay_started.volume", MQLAB_TR("EngineMessage", "a reader replays last week from the local volume")};
// Round 2's replay by timestamp.
//: A Round 2 timeline line: a seek of partition {partition} refused; {members} "2 members" of the group still read.
constexpr MessageTemplate seekRefused{
    "r1.entry.seek_refused",
    MQLAB_TR("EngineMessage", "seek of partition {partition} refused: the group has {members} still reading")};
//: A Round 2 timeline line: a seek by time. The time index names offset {indexed}; reading on from there,
//: {first} is the first offset at or after the time, in a segment that starts at offset {segment}, kept
//: only in S3.
constexpr MessageTemplate timeIndexTier{
    "r1.entry.time_index_found.tier",
    MQLAB_TR("EngineMessage", "partition {partition}'s time index: the newest entry at or before the time is offset "
                              "{indexed}; reading on, offset {first} is the first at or after it (segment from offset "
                              "{segment}, now only on the S3 tier)")};
//: The same, with the segment still on the brokers' local volume.
constexpr MessageTemplate timeIndexVolume{
    "r1.entry.time_index_found.volume",
    MQLAB_TR("EngineMessage", "partition {partition}'s time index: the newest entry at or before the time is offset "
                              "{indexed}; reading on, offset {first} is the first at or after it (segment from offset "
                              "{segment}, on the local volume)")};
//: A Round 2 timeline line: the replay's first fetch from a place. {age} how old offset {offset} is ("2.5 h"),
//: {path} where it is read ("the page cache (written minutes ago)").
constexpr MessageTemplate replayPath{"r1.entry.replay_path",
                                     MQLAB_TR("EngineMessage", "offset {offset}, {age} old: fetched from {path}")};
//: The same, with {bytes} ("1.5 GB") the replay read from other places before it.
constexpr MessageTemplate replayPathAfter{
    "r1.entry.replay_path.after",
    MQLAB_TR("EngineMessage", "offset {offset}, {age} old: fetched from {path} ({bytes} read before it)")};
//: A Round 2 timeline line: the replay's progress. {bytes} ("120.5 MB") read from {path} ("the S3 tier") so far.
constexpr MessageTemplate replayProgress{
    "r1.entry.replay_progress",
    MQLAB_TR("EngineMessage", "read up to offset {offset}, {age} old: {bytes} from {path} so far")};
//: A Round 2 timeline line: the replay reaches the newest offset {offset} after reading {bytes} ("3.20 GB").
constexpr MessageTemplate replayCaughtUp{
    "r1.entry.replay_caught_up",
    MQLAB_TR("EngineMessage", "caught up at the high watermark, offset {offset}, after {bytes}: its fetch now waits "
                              "at the head, served from the page cache like a live reader's")};
// Round 2's hot tenant, S3 outage and poison on an ordered queue.
//: A Round 2 timeline line: consumer team {team} (counted from 1) reads {rate} MB/s from now on.
constexpr MessageTemplate teamReads{"r1.entry.team_reads",
                                    MQLAB_TR("EngineMessage", "team {team} fetches {rate} MB/s from now on")};
//: A Round 2 timeline line: team {team}'s fetch number {fetch} is over its byte quota: HTTP 429, try again in
//: {ms} milliseconds.
constexpr MessageTemplate throttled{
    "r1.entry.throttled",
    MQLAB_TR("EngineMessage", "team {team}'s fetch {fetch} is over its quota: 429, Retry-After {ms} ms")};
constexpr MessageTemplate processingFailed{
    "r1.entry.processing_failed",
    MQLAB_TR("EngineMessage", "message {message}: worker {worker} fails on it and does not delete it; it shows again "
                              "when its lease ends")};
//: A Round 2 timeline line: {hour} the hour of the run ("25", "1.5"); {stored} what the brokers' disks hold
//: ("12.5 TB").
constexpr MessageTemplate uploadFailed{
    "r1.entry.upload_failed",
    MQLAB_TR("EngineMessage",
             "hour {hour}: the S3 tier refuses the sealed segment; the disks keep it ({stored} on the disks)")};
//: A Round 2 timeline line: a segment older than the hours kept locally is in S3, so the brokers' disks drop it.
constexpr MessageTemplate segmentDropped{
    "r1.entry.segment_dropped",
    MQLAB_TR("EngineMessage", "hour {hour}: the oldest segment is past the local hours and the tier has it: it leaves "
                              "the disks ({stored} on the disks)")};
//: A Round 2 timeline line: the same segment never reached S3, so the disks must keep it.
constexpr MessageTemplate segmentKept{
    "r1.entry.segment_kept",
    MQLAB_TR("EngineMessage", "hour {hour}: the oldest segment is past the local hours but only the disks hold it: "
                              "kept ({stored} on the disks)")};
constexpr MessageTemplate disksFull{
    "r1.entry.disks_full", MQLAB_TR("EngineMessage", "hour {hour}: the disks are full ({stored}): sends refused")};

// Sub-phrases of the replay's lines: where a fetch is served, how old, how much.
//: Where a replay's fetch is served: Amazon S3, the tiered storage.
constexpr MessageTemplate pathTier{"r1.replay_path.tier", MQLAB_TR("EngineMessage", "the S3 tier")};
//: Where a replay's fetch is served: a broker's own disk.
constexpr MessageTemplate pathVolume{"r1.replay_path.volume", MQLAB_TR("EngineMessage", "the local volume")};
//: Where a replay's fetch is served: the operating system's memory copy of recent disk writes.
constexpr MessageTemplate pathCache{"r1.replay_path.cache", MQLAB_TR("EngineMessage", "the page cache")};
// The same, and why, the first time a replay reads there.
constexpr MessageTemplate pathTierWhy{
    "r1.replay_path.tier.why",
    MQLAB_TR("EngineMessage", "the S3 tier (the cold path: neither the volume nor the page cache)")};
constexpr MessageTemplate pathVolumeWhy{
    "r1.replay_path.volume.why",
    MQLAB_TR("EngineMessage", "the local volume (a broker disk read, past the page cache)")};
constexpr MessageTemplate pathCacheWhy{"r1.replay_path.cache.why",
                                       MQLAB_TR("EngineMessage", "the page cache (written minutes ago)")};
//: How old a replayed message is: {hours} hours ("2.5").
constexpr MessageTemplate ageHours{"r1.age.hours", MQLAB_TR("EngineMessage", "{hours} h")};
//: How old a replayed message is: {minutes} minutes ("12.5").
constexpr MessageTemplate ageMinutes{"r1.age.minutes", MQLAB_TR("EngineMessage", "{minutes} min")};
//: How old a replayed message is: {seconds} seconds ("45").
constexpr MessageTemplate ageSeconds{"r1.age.seconds", MQLAB_TR("EngineMessage", "{seconds} s")};
//: An amount of data: {gb} gigabytes ("3.20").
constexpr MessageTemplate sizeGb{"r1.size.gb", MQLAB_TR("EngineMessage", "{gb} GB")};
//: An amount of data: {mb} megabytes ("120.5").
constexpr MessageTemplate sizeMb{"r1.size.mb", MQLAB_TR("EngineMessage", "{mb} MB")};
//: An amount of data on the brokers' disks: {tb} terabytes ("12.5").
constexpr MessageTemplate sizeTb{"r1.size.tb", MQLAB_TR("EngineMessage", "{tb} TB")};

//: Times a message was handed to a worker before it went to the dead-letter queue.
constexpr CountWords kDeliveries{"%n delivery", MQLAB_TR_N("EngineCount", "%n deliveries")};
//: Entries of a Raft log that no majority held, thrown away by a replica.
constexpr CountWords kUncommitted{"%n uncommitted entry", MQLAB_TR_N("EngineCount", "%n uncommitted entries")};
//: Messages a worker held under a lease when the queue's leader changed.
constexpr CountWords kInFlight{"%n in-flight message", MQLAB_TR_N("EngineCount", "%n in-flight messages")};
//: Partitions a rebalance takes from a consumer group's members: none is read until the rebalance ends.
constexpr CountWords kRevoked{"%n partition stops being read",
                              MQLAB_TR_N("EngineCount", "%n partitions stop being read")};
//: Members of a consumer group.
constexpr CountWords kMembers{"%n member", MQLAB_TR_N("EngineCount", "%n members")};

// The outcome of a Round 1 run (roundOneOutcomeText), a line each: its figures are plain counts.
//: The outcome of a Round 1 run: {sends} sends, {acked} of them answered with HTTP 200, {refused} refused,
//: {retried} sends retried in {attempts} ("12 attempts"), {timed_out} with no answer in time, {stored_twice}
//: stored twice, {lost} acknowledged but lost.
constexpr MessageTemplate outcomeSends{
    "r1.outcome.sends",
    MQLAB_TR("EngineMessage",
             "Sends {sends}, answered 200: {acked}, refused {refused}, retried {retried} ({attempts}), "
             "timed out {timed_out}, stored twice {stored_twice}, lost {lost}")};
//: The outcome of a Round 1 run: the time from a send to its 200; {times} "p50 1.23 ms, ..." or "none".
constexpr MessageTemplate outcomeToAck{"r1.outcome.send_to_ack", MQLAB_TR("EngineMessage", "Send to 200: {times}")};
//: The outcome of a Round 1 run: the time from a send to a worker whose long poll was waiting for it.
constexpr MessageTemplate outcomeToWorker{"r1.outcome.send_to_worker",
                                          MQLAB_TR("EngineMessage", "Send to a waiting worker: {times}")};
//: The median ({median}), 99th percentile ({tail}) and longest ({max}) of some times in milliseconds;
//: {count} how many there were.
constexpr MessageTemplate outcomeTimes{
    "r1.outcome.times", MQLAB_TR("EngineMessage", "p50 {median} ms, p99 {tail} ms, max {max} ms ({count})")};
//: The outcome of a Round 1 run when no message took that path.
constexpr MessageTemplate outcomeNoTimes{"r1.outcome.times.none", MQLAB_TR("EngineMessage", "none")};
//: The outcome of a Round 1 run: deliveries to workers, and the duplicates among them by their cause.
constexpr MessageTemplate outcomeDeliveries{
    "r1.outcome.deliveries",
    MQLAB_TR("EngineMessage", "Deliveries {deliveries}, duplicates {duplicates} (lease expired {lease_expired}, leader "
                              "changed {leader_changed}, send retried {send_retried}, unexplained {unexplained})")};
//: The outcome of a Round 1 run: what became of the leases. DLQ is the dead-letter queue; a stale delete
//: uses the receipt handle of an earlier receive; an empty receive is a long poll answered with nothing.
constexpr MessageTemplate outcomeLeases{
    "r1.outcome.leases",
    MQLAB_TR("EngineMessage", "Deleted {deleted}, DLQ {dlq}, extensions {extensions}, expiries {expiries}, leases lost "
                              "{leases_lost}, stale deletes accepted {stale_accepted} / rejected {stale_rejected}, "
                              "empty receives {empty_receives}")};
//: The outcome of a Round 1 run: {terms} each partition's Raft term at the end ("3, 2, no leader"), and the
//: uncommitted log entries replicas threw away.
constexpr MessageTemplate outcomeTerms{
    "r1.outcome.terms",
    MQLAB_TR("EngineMessage", "Terms by partition: {terms}; uncommitted entries dropped {dropped}")};
//: A partition's term at the end of a Round 1 run when it has no leader.
constexpr MessageTemplate outcomeNoLeader{"r1.outcome.no_leader", MQLAB_TR("EngineMessage", "no leader")};

//: Tries of a send, the first and its retries.
constexpr CountWords kAttempts{"%n attempt", MQLAB_TR_N("EngineCount", "%n attempts")};

std::string whole(std::uint64_t n)
{
    return grouped(static_cast<double>(n));
}

Message ageMessage(std::uint64_t seconds)
{
    const double s = static_cast<double>(seconds);
    return s >= 3600 ? message(ageHours, {{"hours", grouped(s / 3600, 1)}})
           : s >= 60 ? message(ageMinutes, {{"minutes", grouped(s / 60, 1)}})
                     : message(ageSeconds, {{"seconds", grouped(s)}});
}

Message bytesMessage(std::uint64_t bytes)
{
    const double b = static_cast<double>(bytes);
    return b >= 1e9 ? message(sizeGb, {{"gb", grouped(b / 1e9, 2)}}) : message(sizeMb, {{"mb", grouped(b / 1e6, 1)}});
}

Message tbMessage(std::uint64_t gb)
{
    return message(sizeTb, {{"tb", grouped(static_cast<double>(gb) / 1000, 1)}});
}

// The hour of the clock, whole hours plain: "25", "1.5".
std::string hoursText(SimTime at)
{
    const double h = toSeconds(at) / 3600;
    return grouped(h, h == std::floor(h) ? 0 : 1);
}

// Where a replay's fetch is served (0 the S3 tier, 1 the local volume, 2 the page cache); why, the first
// time a path is named.
Message replayPathMessage(int path, bool why)
{
    if (!why)
        return message(path == 0 ? pathTier : path == 1 ? pathVolume : pathCache);
    return message(path == 0 ? pathTierWhy : path == 1 ? pathVolumeWhy : pathCacheWhy);
}

const MessageTemplate& duplicateTemplate(std::uint64_t cause)
{
    switch (static_cast<DuplicateCause>(cause)) {
    case DuplicateCause::LeaseExpired:
        return duplicateLease;
    case DuplicateCause::LeaderChanged:
        return duplicateLeader;
    case DuplicateCause::SendRetried:
        return duplicateRetried;
    case DuplicateCause::Unexplained:
        break;
    }
    return duplicateUnexplained;
}

} // namespace

std::vector<MessageTemplate> roundOneTextTemplates()
{
    return {sent,
            atLeader,
            windowClosed,
            leaderFsynced,
            followerAcked,
            committed,
            pollReturned,
            inWorker,
            received,
            extended,
            expired,
            deleted,
            refused,
            timedOut,
            storedTwice,
            duplicateLease,
            duplicateLeader,
            duplicateRetried,
            duplicateUnexplained,
            deadLettered,
            staleAccepted,
            staleRejected,
            deleteRefused,
            workerCrashed,
            brokerDown,
            brokerUp,
            brokerCut,
            brokerHealed,
            brokerSlow,
            brokerNormal,
            leaderLost,
            leaderElected,
            steppedDown,
            truncated,
            leasesLost,
            lost,
            sequenceStopped,
            dedupStopped,
            answerLost,
            producerRestarted,
            highWatermark,
            fetchReturned,
            inReader,
            offsetCommitted,
            groupBlocked,
            memberLeft,
            memberBack,
            rebalanceStarted,
            partitionsAssigned,
            replayFromTier,
            replayFromVolume,
            seekRefused,
            timeIndexTier,
            timeIndexVolume,
            replayPath,
            replayPathAfter,
            replayProgress,
            replayCaughtUp,
            teamReads,
            throttled,
            processingFailed,
            uploadFailed,
            segmentDropped,
            segmentKept,
            disksFull,
            pathTier,
            pathVolume,
            pathCache,
            pathTierWhy,
            pathVolumeWhy,
            pathCacheWhy,
            ageHours,
            ageMinutes,
            ageSeconds,
            sizeGb,
            sizeMb,
            sizeTb,
            outcomeSends,
            outcomeToAck,
            outcomeToWorker,
            outcomeTimes,
            outcomeNoTimes,
            outcomeDeliveries,
            outcomeLeases,
            outcomeTerms,
            outcomeNoLeader};
}

Message r1EventMessage(const R1Entry& e)
{
    const std::pair<std::string, std::string> msg{"message", whole(e.message)};
    const std::pair<std::string, std::string> part{"partition", std::to_string(e.partition + 1)};
    const std::pair<std::string, std::string> worker{"worker", std::to_string(e.worker + 1)};
    const std::pair<std::string, std::string> broker{"broker", std::to_string(e.replica + 1)};
    const std::string n = whole(e.count);
    const std::pair<std::string, std::string> handle{"handle", whole(e.epoch)};
    const std::pair<std::string, std::string> hour{"hour", hoursText(e.at)};
    const std::pair<std::string, std::string> team{"team", std::to_string(e.worker + 1)};
    const std::pair<std::string, std::string> member{"member", std::to_string(e.worker + 1)};
    const auto count = [&e](const char* name, const CountWords& words) {
        return CountArg{name, static_cast<long long>(e.count), words};
    };
    switch (e.kind) {
    case R1Kind::Sent:
        return message(sent, {msg, part});
    case R1Kind::AtLeader:
        return message(atLeader, {msg, broker});
    case R1Kind::WindowClosed:
        return message(windowClosed, {msg});
    case R1Kind::LeaderFsynced:
        return message(leaderFsynced, {msg});
    case R1Kind::FollowerAcked:
        return message(followerAcked, {msg, broker});
    case R1Kind::Committed:
        return message(committed, {msg});
    case R1Kind::PollReturned:
        return message(pollReturned, {msg, worker});
    case R1Kind::InWorker:
        return message(inWorker, {msg, worker, {"receive", n}});
    case R1Kind::Received:
        return message(received, {msg, worker, {"receive", n}, handle});
    case R1Kind::Extended:
        return message(extended, {msg, worker});
    case R1Kind::Expired:
        return message(expired, {msg});
    case R1Kind::Deleted:
        return message(deleted, {msg, worker, handle});
    case R1Kind::Refused:
        return message(refused, {msg, part});
    case R1Kind::TimedOut:
        return message(timedOut, {msg});
    case R1Kind::StoredTwice:
        return message(storedTwice, {msg});
    case R1Kind::Duplicate:
        return message(duplicateTemplate(e.count), {msg, worker});
    case R1Kind::DeadLettered:
        return message(deadLettered, {msg}, {count("deliveries", kDeliveries)});
    case R1Kind::StaleDeleteAccepted:
        return message(staleAccepted, {msg, worker, handle});
    case R1Kind::StaleDeleteRejected:
        return message(staleRejected, {msg, worker, handle});
    case R1Kind::DeleteRefused:
        return message(deleteRefused, {msg, worker});
    case R1Kind::WorkerCrashed:
        return message(workerCrashed, {worker});
    case R1Kind::BrokerDown:
        return message(brokerDown, {broker});
    case R1Kind::BrokerUp:
        return message(brokerUp, {broker});
    case R1Kind::BrokerCut:
        return message(brokerCut, {broker});
    case R1Kind::BrokerHealed:
        return message(brokerHealed, {broker});
    case R1Kind::BrokerSlow:
        return message(brokerSlow, {broker, {"ms", n}});
    case R1Kind::BrokerNormal:
        return message(brokerNormal, {broker});
    case R1Kind::LeaderLost:
        return message(leaderLost, {part, broker});
    case R1Kind::LeaderElected:
        return message(leaderElected, {part, broker, {"term", n}});
    case R1Kind::SteppedDown:
        return message(steppedDown, {part, broker, {"term", n}});
    case R1Kind::Truncated:
        return message(truncated, {part, broker}, {count("entries", kUncommitted)});
    case R1Kind::LeasesLost:
        return message(leasesLost, {part}, {count("messages", kInFlight)});
    case R1Kind::Lost:
        return message(lost, {msg});
    case R1Kind::SequenceStopped:
        return message(sequenceStopped, {msg, {"offset", n}});
    case R1Kind::DedupStopped:
        return message(dedupStopped, {msg, {"offset", n}});
    case R1Kind::AnswerLost:
        return message(answerLost, {msg});
    case R1Kind::ProducerRestarted:
        return message(producerRestarted, {{"producer", n}});
    case R1Kind::HighWatermark:
        return message(highWatermark, {msg, broker});
    case R1Kind::FetchReturned:
        return message(fetchReturned, {msg, broker});
    case R1Kind::InReader:
        return message(inReader, {msg, {"offset", n}});
    case R1Kind::OffsetCommitted:
        return message(offsetCommitted, {{"offset", n}, part});
    case R1Kind::GroupBlocked:
        return message(groupBlocked, {msg, worker});
    case R1Kind::MemberLeft:
        return message(memberLeft, {member});
    case R1Kind::MemberBack:
        return message(memberBack, {member});
    case R1Kind::RebalanceStarted:
        return message(rebalanceStarted, {}, {count("revoked", kRevoked)});
    case R1Kind::PartitionsAssigned:
        return message(partitionsAssigned, {}, {count("partitions", words::counts::partitions)});
    case R1Kind::ReplayStarted:
        return message(e.replica == 0 ? replayFromTier : replayFromVolume);
    case R1Kind::SeekRefused:
        return message(seekRefused, {part}, {count("members", kMembers)});
    case R1Kind::TimeIndexFound:
        return message(e.replica == 0 ? timeIndexTier : timeIndexVolume,
                       {part, {"indexed", n}, {"first", whole(e.message)}, {"segment", whole(e.epoch)}});
    case R1Kind::ReplayPath:
        if (e.count > 0)
            return message(replayPathAfter, {{"offset", whole(e.message)}}, {},
                           {{"age", ageMessage(e.epoch)},
                            {"path", replayPathMessage(e.replica, true)},
                            {"bytes", bytesMessage(e.count)}});
        return message(replayPath, {{"offset", whole(e.message)}}, {},
                       {{"age", ageMessage(e.epoch)}, {"path", replayPathMessage(e.replica, true)}});
    case R1Kind::ReplayProgress:
        return message(replayProgress, {{"offset", whole(e.message)}}, {},
                       {{"age", ageMessage(e.epoch)},
                        {"bytes", bytesMessage(e.count)},
                        {"path", replayPathMessage(e.replica, false)}});
    case R1Kind::ReplayCaughtUp:
        return message(replayCaughtUp, {{"offset", whole(e.message)}}, {}, {{"bytes", bytesMessage(e.count)}});
    case R1Kind::TeamReads:
        return message(teamReads, {team, {"rate", n}});
    case R1Kind::Throttled:
        return message(throttled, {team, {"fetch", whole(e.message)}, {"ms", n}});
    case R1Kind::ProcessingFailed:
        return message(processingFailed, {msg, worker});
    case R1Kind::UploadFailed:
        return message(uploadFailed, {hour}, {}, {{"stored", tbMessage(e.count)}});
    case R1Kind::SegmentDropped:
        return message(segmentDropped, {hour}, {}, {{"stored", tbMessage(e.count)}});
    case R1Kind::SegmentKept:
        return message(segmentKept, {hour}, {}, {{"stored", tbMessage(e.count)}});
    case R1Kind::DisksFull:
        return message(disksFull, {hour}, {}, {{"stored", tbMessage(e.count)}});
    }
    return plainWords("");
}

Message r1EntryMessage(const R1Entry& e)
{
    return timedLineMessage(e.at, r1EventMessage(e));
}

std::string r1EntryText(const R1Entry& e)
{
    return r1EntryMessage(e).text();
}

namespace {

Message timesMessage(const std::vector<SimTime>& v)
{
    if (v.empty())
        return message(outcomeNoTimes);
    return message(outcomeTimes, {{"median", grouped(toMs(exactQuantile(v, 0.5)), 2)},
                                  {"tail", grouped(toMs(exactQuantile(v, 0.99)), 2)},
                                  {"max", grouped(toMs(exactQuantile(v, 1.0)), 2)},
                                  {"count", whole(v.size())}});
}

} // namespace

std::vector<Message> roundOneOutcomeMessages(const RoundOneResult& r)
{
    const LeaseCounts& l = r.leases;
    // The terms' list "3, no leader, 2": a term is a figure or the words "no leader".
    std::vector<Message> terms;
    for (std::uint64_t term : r.terms)
        terms.push_back(term ? plainWords(whole(term)) : message(outcomeNoLeader));
    return {
        message(outcomeSends,
                {{"sends", whole(r.sends)},
                 {"acked", whole(r.acked)},
                 {"refused", whole(r.refused)},
                 {"retried", whole(r.retriedSends)},
                 {"timed_out", whole(r.timedOut)},
                 {"stored_twice", whole(r.storedTwice)},
                 {"lost", whole(r.lost)}},
                {CountArg{"attempts", static_cast<long long>(r.retries), kAttempts}}),
        message(outcomeToAck, {}, {}, {{"times", timesMessage(r.sendToAck)}}),
        message(outcomeToWorker, {}, {}, {{"times", timesMessage(r.sendToWaitingWorker)}}),
        message(outcomeDeliveries, {{"deliveries", whole(l.deliveries)},
                                    {"duplicates", whole(l.duplicateTotal())},
                                    {"lease_expired", whole(l.duplicates[0])},
                                    {"leader_changed", whole(l.duplicates[1])},
                                    {"send_retried", whole(l.duplicates[2])},
                                    {"unexplained", whole(l.duplicates[3])}}),
        message(outcomeLeases, {{"deleted", whole(l.deleted)},
                                {"dlq", whole(l.deadLettered)},
                                {"extensions", whole(l.extensions)},
                                {"expiries", whole(l.expiries)},
                                {"leases_lost", whole(l.leasesLost)},
                                {"stale_accepted", whole(l.staleDeletesAccepted)},
                                {"stale_rejected", whole(l.staleDeletesRejected)},
                                {"empty_receives", whole(l.emptyReceives)}}),
        message(outcomeTerms, {{"dropped", whole(r.truncated)}}, {},
                {{"terms", joinedMessages(std::move(terms), messages::listComma)}}),
    };
}

std::string roundOneOutcomeText(const RoundOneResult& r)
{
    std::string out;
    for (const Message& line : roundOneOutcomeMessages(r))
        out += line.text() + "\n";
    return out;
}

} // namespace mqlab::sim
