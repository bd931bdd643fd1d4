// The Round 1 and Round 2 timelines' lines as templates (round_one_text.cpp): each entry a template of
// messageTemplates() ("r1.entry.<kind>") inside sim.log.line's "{at}  {event}", its figures as
// arguments, its counts with their plural forms and its sub-phrases (where a replay reads, how old, how
// much) as parts, while r1EntryText() stays the English `mqlab drill` prints.
#include <gtest/gtest.h>

#include <set>
#include <string>
#include <vector>

#include "../report/message_checks.h"
#include "mqlab/sim/round_one.h"
#include "mqlab/sim/round_one_json.h"
#include "mqlab/sim/round_two.h"

using namespace mqlab;
using namespace mqlab::sim;
using namespace mqlab::test;

namespace {

R1Entry entry(SimTime at, R1Kind kind, std::int32_t partition, std::int32_t replica, std::int32_t worker,
              std::uint64_t message, std::uint64_t count, std::uint64_t epoch)
{
    return R1Entry{at, kind, partition, replica, worker, message, count, epoch};
}

// Every line of a log fills its template and is r1EntryText's English; `seen` collects the ids.
void expectLogFilled(const std::vector<R1Entry>& log, const std::string& where, std::set<std::string>& seen)
{
    for (const R1Entry& e : log) {
        const Message m = r1EntryMessage(e);
        EXPECT_EQ(m.id, "sim.log.line") << where;
        EXPECT_EQ(m.text(), r1EntryText(e)) << where;
        expectFilledTemplate(m, where + " " + r1KindKey(e.kind), seen);
    }
}

// One entry of every kind and every variant a kind's words have: each duplicate cause, the replay
// from the tier and from the volume, each replay path with and without bytes before it, an age in
// seconds, minutes and hours, bytes in MB and GB.
std::vector<R1Entry> everyShape()
{
    std::vector<R1Entry> out;
    for (int k = 0; k <= static_cast<int>(R1Kind::DisksFull); ++k)
        out.push_back(entry(3 * kSecond, static_cast<R1Kind>(k), 1, 0, 1, 7, 2, 3));
    for (std::uint64_t cause = 0; cause < 4; ++cause)
        out.push_back(entry(kSecond, R1Kind::Duplicate, 0, -1, 0, 1, cause, 0));
    for (std::int32_t replica : {0, 1}) {
        out.push_back(entry(kSecond, R1Kind::ReplayStarted, -1, replica, -1, 0, 0, 0));
        out.push_back(entry(kSecond, R1Kind::TimeIndexFound, 0, replica, -1, 10, 9, 4));
    }
    for (std::int32_t path : {0, 1, 2})
        for (std::uint64_t bytes : {std::uint64_t{0}, std::uint64_t{5'000'000}, std::uint64_t{2'000'000'000}}) {
            out.push_back(entry(kSecond, R1Kind::ReplayPath, 0, path, -1, 10, bytes, 30 + 3600 * bytes / 1'000'000));
            out.push_back(entry(kSecond, R1Kind::ReplayProgress, 0, path, -1, 10, bytes, 90));
        }
    return out;
}

} // namespace

// Lines written out by hand from their entries:
TEST(RoundOneText, LinesAreTodaysEnglish)
{
    // Received at 30 s (three decimals: "30.000 s"), message 0, worker index 1 ("worker 2"), receive
    // count 2, handle epoch 3.
    const R1Entry received = entry(30 * kSecond, R1Kind::Received, 0, -1, 1, 0, 2, 3);
    EXPECT_EQ(r1EntryText(received), "30.000 s  message 0 received by worker 2 (receive 2, handle 3)");
    const Message m = r1EntryMessage(received);
    EXPECT_EQ(m.id, "sim.log.line");
    ASSERT_TRUE(partNamed(m, "at"));
    EXPECT_EQ(partNamed(m, "at")->id, "sim.instant");
    ASSERT_TRUE(partNamed(m, "event"));
    EXPECT_EQ(partNamed(m, "event")->id, "r1.entry.received");
    EXPECT_EQ(r1EventMessage(received).text(), "message 0 received by worker 2 (receive 2, handle 3)");

    // A duplicate at 12.5 s ("12.500 s") of message 1,234 (grouped) to worker index 0 ("worker 1"),
    // cause 1 = a leader change: a template of its own.
    const R1Entry duplicate = entry(12'500 * kMillisecond, R1Kind::Duplicate, 0, -1, 0, 1234, 1, 0);
    EXPECT_EQ(r1EventMessage(duplicate).id, "r1.entry.duplicate.leader_changed");
    EXPECT_EQ(r1EntryText(duplicate),
              "12.500 s  message 1,234 delivered again to worker 1: a new leader lost its lease");

    // Partition index 2 ("partition 3") at 7.25 s: 4 in-flight messages, a count with its noun.
    const R1Entry leases = entry(7'250 * kMillisecond, R1Kind::LeasesLost, 2, 1, -1, 0, 4, 0);
    EXPECT_EQ(r1EntryText(leases),
              "7.250 s  partition 3: the new leader knows no lease: 4 in-flight messages visible again, counts at 0");
    ASSERT_TRUE(countNamed(r1EventMessage(leases), "messages"));
    EXPECT_EQ(countNamed(r1EventMessage(leases), "messages")->n, 4);

    // The replay's first fetch from the tier (replica 0) of offset 1,500,000, 9,000 s old (9,000 / 3,600
    // = 2.5 h), nothing read before it: the path and why, a part; then with 1,250,000,000 bytes read
    // before it (1.25e9 / 1e9 = "1.25 GB", two decimals).
    const R1Entry tier = entry(0, R1Kind::ReplayPath, 0, 0, -1, 1'500'000, 0, 9'000);
    EXPECT_EQ(r1EntryText(tier), "0.000 s  offset 1,500,000, 2.5 h old: fetched from the S3 tier (the cold path: "
                                 "neither the volume nor the page cache)");
    EXPECT_EQ(partNamed(r1EventMessage(tier), "path")->id, "r1.replay_path.tier.why");
    EXPECT_EQ(partNamed(r1EventMessage(tier), "age")->id, "r1.age.hours");
    const R1Entry tierAfter = entry(0, R1Kind::ReplayPath, 0, 0, -1, 1'500'000, 1'250'000'000, 9'000);
    EXPECT_EQ(r1EntryText(tierAfter), "0.000 s  offset 1,500,000, 2.5 h old: fetched from the S3 tier (the cold path: "
                                      "neither the volume nor the page cache) (1.25 GB read before it)");
    EXPECT_EQ(r1EventMessage(tierAfter).id, "r1.entry.replay_path.after");

    // Progress on the page cache (replica 2) at offset 2,000, 90 s old (90 / 60 = "1.5 min"), 120,500,000
    // bytes so far (under 1e9: 120.5 MB, one decimal); the path without its why.
    const R1Entry progress = entry(4 * kSecond, R1Kind::ReplayProgress, 0, 2, -1, 2'000, 120'500'000, 90);
    EXPECT_EQ(r1EntryText(progress),
              "4.000 s  read up to offset 2,000, 1.5 min old: 120.5 MB from the page cache so far");
    EXPECT_EQ(partNamed(r1EventMessage(progress), "path")->id, "r1.replay_path.cache");

    // Hour 25 (90,000 s / 3,600, whole: no decimals) with 12,500 GB on the disks (12.5 TB).
    const R1Entry upload = entry(90'000 * kSecond, R1Kind::UploadFailed, -1, -1, -1, 0, 12'500, 0);
    EXPECT_EQ(r1EntryText(upload), "90,000.000 s  hour 25: the S3 tier refuses the sealed segment; the disks keep it "
                                   "(12.5 TB on the disks)");

    // The time index of partition index 0 ("partition 1"): index entry 4,096, first offset 4,100, a
    // segment from offset 0 still on the local volume (replica 1).
    const R1Entry index = entry(kSecond, R1Kind::TimeIndexFound, 0, 1, -1, 4'100, 4'096, 0);
    EXPECT_EQ(r1EntryText(index), "1.000 s  partition 1's time index: the newest entry at or before the time is "
                                  "offset 4,096; reading on, offset 4,100 is the first at or after it (segment from "
                                  "offset 0, on the local volume)");
    EXPECT_EQ(r1EventMessage(index).id, "r1.entry.time_index_found.volume");

    // A seek refused with 2 members still reading, at 0 s.
    EXPECT_EQ(r1EntryText(entry(0, R1Kind::SeekRefused, 0, -1, -1, 0, 2, 0)),
              "0.000 s  seek of partition 1 refused: the group has 2 members still reading");
}

// A count of one takes the singular: 1 delivery, 1 uncommitted entry, 1 in-flight message, 1 partition
// stops being read, 1 partition read again, 1 member.
TEST(RoundOneText, CountsOfOneAreSingular)
{
    EXPECT_EQ(r1EventMessage(entry(0, R1Kind::DeadLettered, 0, -1, -1, 0, 1, 0)).text(),
              "message 0 moved to the DLQ after 1 delivery");
    EXPECT_EQ(r1EventMessage(entry(0, R1Kind::DeadLettered, 0, -1, -1, 0, 5, 0)).text(),
              "message 0 moved to the DLQ after 5 deliveries");
    EXPECT_EQ(r1EventMessage(entry(0, R1Kind::Truncated, 0, 2, -1, 0, 1, 0)).text(),
              "partition 1: broker 3 drops 1 uncommitted entry");
    EXPECT_EQ(r1EventMessage(entry(0, R1Kind::Truncated, 0, 2, -1, 0, 3, 0)).text(),
              "partition 1: broker 3 drops 3 uncommitted entries");
    EXPECT_EQ(r1EventMessage(entry(0, R1Kind::LeasesLost, 0, -1, -1, 0, 1, 0)).text(),
              "partition 1: the new leader knows no lease: 1 in-flight message visible again, counts at 0");
    EXPECT_EQ(r1EventMessage(entry(0, R1Kind::RebalanceStarted, -1, -1, -1, 0, 1, 0)).text(),
              "rebalance: 1 partition stops being read");
    EXPECT_EQ(r1EventMessage(entry(0, R1Kind::RebalanceStarted, -1, -1, -1, 0, 6, 0)).text(),
              "rebalance: 6 partitions stop being read");
    EXPECT_EQ(r1EventMessage(entry(0, R1Kind::PartitionsAssigned, -1, -1, -1, 0, 1, 0)).text(),
              "rebalance done: 1 partition read again");
    EXPECT_EQ(r1EventMessage(entry(0, R1Kind::SeekRefused, 0, -1, -1, 0, 1, 0)).text(),
              "seek of partition 1 refused: the group has 1 member still reading");
}

// Every kind and variant, built by hand, and every line of every Round 1 and Round 2 drill (seed 1),
// fills its template: no brace left, its English r1EntryText's; and every r1.* template of
// messageTemplates() is met.
TEST(RoundOneText, EveryTemplateIsFilled)
{
    std::set<std::string> seen;
    expectLogFilled(everyShape(), "built", seen);
    std::set<std::string> byRuns;
    for (const DrillInfo& d : drills()) {
        const DrillRun run = drillSetup(d.drill, 1);
        expectLogFilled(simulateRoundOne(run.config, run.options).log, d.key, byRuns);
    }
    for (const R2DrillInfo& d : roundTwoDrills()) {
        const R2DrillResult r = runRoundTwoDrill(d.drill, 1);
        expectLogFilled(r.log, d.key, byRuns);
        expectLogFilled(r.compare, std::string(d.key) + " compared", byRuns);
    }
    // The runs meet most kinds on their own: the send path, the lease, the Raft failures, Round 2's.
    for (const char* id : {"r1.entry.sent", "r1.entry.received", "r1.entry.dead_lettered", "r1.entry.leader_elected",
                           "r1.entry.stale_delete_rejected", "r1.entry.replay_path", "r1.entry.throttled",
                           "r1.entry.upload_failed", "r1.entry.rebalance_started"})
        EXPECT_EQ(byRuns.count(id), 1u) << id << " met by no drill";
    seen.insert(byRuns.begin(), byRuns.end());
    size_t templates = 0;
    // The settings' refusals (r1.config.*) are no timeline's: round_config_refusals_tests meets each.
    for (const MessageTemplate& t : messageTemplates())
        if (t.id.rfind("r1.", 0) == 0 && t.id.rfind("r1.outcome.", 0) != 0 && t.id.rfind("r1.config.", 0) != 0) {
            ++templates;
            EXPECT_EQ(seen.count(std::string(t.id)), 1u) << t.id << " never filled";
        }
    // 59 kinds; the duplicate's 4 causes (3 more), 2 each of the replay's start, the time index and the
    // replay path (3 more): 65 entry templates; then 6 replay paths, 3 ages and 3 sizes: 77.
    EXPECT_EQ(templates, 77u);
}

// A run's outcome, a template a line: 10 sends, 9 answered, 2 refused, 1 send retried in 1 attempt (a
// count of one: singular), 1 timed out; sends to 200 of 1 ms and 3 ms: p50 the 1st of 2 (nearest rank,
// ceil(0.5 x 2) = 1) "1.00", p99 and max the 2nd (ceil(0.99 x 2) = 2) "3.00", 2 of them; none to a
// waiting worker; terms 3, none (no leader) and 2; 1,234 uncommitted entries dropped.
TEST(RoundOneText, TheOutcomeIsTemplates)
{
    RoundOneResult r;
    r.sends = 10;
    r.acked = 9;
    r.refused = 2;
    r.retriedSends = 1;
    r.retries = 1;
    r.timedOut = 1;
    r.sendToAck = {1 * kMillisecond, 3 * kMillisecond};
    r.terms = {3, 0, 2};
    r.truncated = 1234;
    r.leases.deliveries = 5;
    r.leases.duplicates[0] = 1;
    r.leases.duplicates[2] = 1;
    r.leases.deleted = 4;
    const std::vector<Message> lines = roundOneOutcomeMessages(r);
    ASSERT_EQ(lines.size(), 6u);
    EXPECT_EQ(lines[0].text(), "Sends 10, answered 200: 9, refused 2, retried 1 (1 attempt), timed out 1, stored "
                               "twice 0, lost 0");
    EXPECT_EQ(lines[1].text(), "Send to 200: p50 1.00 ms, p99 3.00 ms, max 3.00 ms (2)");
    EXPECT_EQ(lines[2].text(), "Send to a waiting worker: none");
    // Duplicates 1 + 0 + 1 + 0 = 2.
    EXPECT_EQ(lines[3].text(), "Deliveries 5, duplicates 2 (lease expired 1, leader changed 0, send retried 1, "
                               "unexplained 0)");
    EXPECT_EQ(lines[4].text(), "Deleted 4, DLQ 0, extensions 0, expiries 0, leases lost 0, stale deletes accepted 0 "
                               "/ rejected 0, empty receives 0");
    EXPECT_EQ(lines[5].text(), "Terms by partition: 3, no leader, 2; uncommitted entries dropped 1,234");
    std::string all;
    std::set<std::string> seen;
    for (const Message& line : lines) {
        all += line.text() + "\n";
        expectFilledTemplate(line, "outcome", seen);
    }
    EXPECT_EQ(roundOneOutcomeText(r), all);
    for (const MessageTemplate& t : messageTemplates())
        if (t.id.rfind("r1.outcome.", 0) == 0) {
            EXPECT_EQ(seen.count(std::string(t.id)), 1u) << t.id << " never filled";
        }
    // A single partition with no leader: the list is its one term.
    r.terms = {0};
    EXPECT_EQ(roundOneOutcomeMessages(r)[5].text(), "Terms by partition: no leader; uncommitted entries dropped 1,234");
}
