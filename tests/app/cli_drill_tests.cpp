// `mqlab drill --round 1 NAME` as a user runs it: exit status, stdout and stderr. The timelines are
// derived in tests/engine/sim/lease_queue_tests.cpp (fixed mode: processing at its P99 of 8 s, a 30 s
// lease, maxReceiveCount 5, two workers, one message committed at 0 s).
#include <gtest/gtest.h>

#include <algorithm>
#include <map>

#include "cli_run.h"

#include <nlohmann/json.hpp>

namespace {

using clitest::Outcome;

Outcome mqlab(const QStringList& args)
{
    return clitest::run(QStringLiteral(MQLAB_BINARY), args);
}

bool has(const std::string& text, const std::string& part)
{
    return text.find(part) != std::string::npos;
}

size_t lines(const std::string& text)
{
    return static_cast<size_t>(std::count(text.begin(), text.end(), '\n'));
}

} // namespace

TEST(CliDrill, WorkerCrashTimeline)
{
    const Outcome r = mqlab({"drill", "--round", "1", "worker-crash"});
    ASSERT_EQ(r.status, 0) << r.err;
    // Receive at 0 s, the crash at 5 s, visible at 0 + 30 = 30 s and taken again (count 2, a new handle),
    // deleted 8 s later at 38 s.
    EXPECT_TRUE(has(r.out, "0.000 s  message 0 received by worker 1 (receive 1, handle 1)")) << r.out;
    EXPECT_TRUE(has(r.out, "5.000 s  worker 1 crashed")) << r.out;
    EXPECT_TRUE(has(r.out, "30.000 s  message 0: lease expired, visible again")) << r.out;
    EXPECT_TRUE(has(r.out, "30.000 s  message 0 received by worker 2 (receive 2, handle 2)")) << r.out;
    EXPECT_TRUE(has(r.out, "38.000 s  message 0 deleted by worker 2 (handle 2)")) << r.out;
    EXPECT_TRUE(has(r.out, "Deliveries 2, duplicates 1 (lease expired 1,")) << r.out;
    EXPECT_TRUE(r.err.empty()) << r.err;
}

TEST(CliDrill, PoisonJson)
{
    const Outcome r = mqlab({"drill", "--round", "1", "poison", "--json"});
    ASSERT_EQ(r.status, 0) << r.err;
    const auto j = nlohmann::json::parse(r.out);
    EXPECT_EQ(j["round"], 1);
    EXPECT_EQ(j["drill"], "poison");
    // Delivered 5 times (0, 30, 60, 90, 120 s); the 6th receive at 5 x 30 = 150 s moves it to the DLQ.
    EXPECT_EQ(j["leases"]["deliveries"], 5);
    EXPECT_EQ(j["leases"]["dead_lettered"], 1);
    double dlqAt = -1;
    for (const auto& e : j["log"])
        if (e["kind"] == "dead_lettered")
            dlqAt = e["at_s"].get<double>();
    EXPECT_DOUBLE_EQ(dlqAt, 150.0);
}

TEST(CliDrill, StaleDeleteAcceptedOrFenced)
{
    // R1 accepts worker 1's delete with handle 1 at 40 s although worker 2 holds handle 2 since 30 s;
    // with --fenced (R2's rule) it is rejected and worker 2 deletes at 30 + 20 = 50 s.
    const auto r1 = nlohmann::json::parse(mqlab({"drill", "--round", "1", "stale-delete", "--json"}).out);
    EXPECT_EQ(r1["leases"]["stale_deletes_accepted"], 1);
    EXPECT_EQ(r1["fenced"], false);
    const Outcome fenced = mqlab({"drill", "--round", "1", "stale-delete", "--fenced", "--json"});
    ASSERT_EQ(fenced.status, 0) << fenced.err;
    const auto r2 = nlohmann::json::parse(fenced.out);
    EXPECT_EQ(r2["leases"]["stale_deletes_rejected"], 1);
    EXPECT_EQ(r2["leases"]["deleted"], 1);
    double deletedAt = -1;
    for (const auto& e : r2["log"])
        if (e["kind"] == "deleted")
            deletedAt = e["at_s"].get<double>();
    EXPECT_DOUBLE_EQ(deletedAt, 50.0);
}

TEST(CliDrill, LeaderLossOutcome)
{
    const Outcome r = mqlab({"drill", "--round", "1", "leader-loss", "--seed", "3", "--json"});
    ASSERT_EQ(r.status, 0) << r.err;
    const auto j = nlohmann::json::parse(r.out);
    // Broker 1 led partitions 1 and 4: they are in term 2 at the end, the others still in term 1.
    EXPECT_EQ(j["terms"], nlohmann::json({2, 1, 1, 2, 1, 1}));
    EXPECT_EQ(j["lost"], 0);
    EXPECT_GT(j["refused"].get<int>(), 0);
    // A third of 2,025.46 msg/s over 1 to 2 s of election: 675 to 1,350 sends retried.
    EXPECT_GE(j["retried_sends"].get<int>(), 600);
    EXPECT_LE(j["retried_sends"].get<int>(), 1450);
    // The same seed prints the same run.
    EXPECT_EQ(mqlab({"drill", "--round", "1", "leader-loss", "--seed", "3", "--json"}).out, r.out);
    // The text keeps the failures and elections in view and points to --json for the rest.
    const Outcome text = mqlab({"drill", "--round", "1", "leader-loss", "--seed", "3"});
    EXPECT_TRUE(has(text.out, "3.000 s  broker 1 down")) << text.out;
    EXPECT_TRUE(has(text.out, "elected leader, term 2")) << text.out;
    EXPECT_TRUE(has(text.out, "more entries (--json has them all)")) << text.out;
    EXPECT_LT(lines(text.out), 100u);
}

// Bad input: exit 2, one line on stderr naming the argument and what it allows.
TEST(CliDrill, BadInputIsRefused)
{
    struct Case {
        QStringList args;
        std::string says;
    };
    const Case cases[] = {
        {{"drill", "worker-crash"}, "--round: must be 1 or 2"},
        {{"drill", "--round", "3", "worker-crash"},
         "--round: must be 1 or 2, the rounds whose drills are simulated (got \"3\")"},
        {{"drill", "--round", "2", "worker-crash"},
         "drill: must be one of ordered-send, stale-worker, zone-loss, "
         "broker-crash, replay, head-of-line, rebalance, hot-tenant, s3-outage, poison (got \"worker-crash\")"},
        {{"drill", "--round", "2", "--drill", "hot-team"},
         "drill: must be one of ordered-send, stale-worker, zone-loss, "
         "broker-crash, replay, head-of-line, rebalance, hot-tenant, s3-outage, poison (got \"hot-team\")"},
        {{"drill", "--round", "2", "zone-loss", "--drill", "replay"}, "arguments: drill takes one drill name"},
        {{"drill", "--round", "2", "--drill", "stale-worker", "--fenced"}, "--fenced: is for Round 1"},
        {{"drill", "--round", "1"}, "drill: name a drill: worker-crash, poison, extension"},
        {{"drill", "--round", "1", "crash"},
         "drill: must be one of worker-crash, poison, extension, extend-crash, "
         "stale-delete, leader-loss, leader-cut, two-down, slow-follower (got \"crash\")"},
        {{"drill", "--round", "1", "poison", "extra"}, "arguments: drill takes one drill name (got \"poison extra\")"},
        {{"drill", "--round", "1", "poison", "--seed", "x"}, "--seed: must be a whole number"},
        {{"drill", "--round", "1", "poison", "--load", "5"}, "Unknown option 'load'"},
    };
    for (const Case& c : cases) {
        const Outcome r = mqlab(c.args);
        EXPECT_EQ(r.status, 2) << c.args.join(' ').toStdString();
        EXPECT_TRUE(has(r.err, c.says)) << r.err;
        EXPECT_EQ(lines(r.err), 1u) << r.err;
        EXPECT_TRUE(r.out.empty()) << r.out;
    }
}

TEST(CliDrill, ListedInTheHelp)
{
    const Outcome r = mqlab({"--help"});
    EXPECT_TRUE(has(r.out, "drill      a round's failure drill")) << r.out;
    const Outcome d = mqlab({"drill", "--help"});
    ASSERT_EQ(d.status, 0);
    EXPECT_TRUE(has(d.out, "two-down: brokers 2 and 3 go down at 3 s")) << d.out;
}

// Round 2: the drills of second-seed.md §3.7, their figures derived in tests/engine/sim/round_two_tests.cpp.
TEST(CliDrill, RoundTwoOrderedSendStopsTheRetriesAtTheDoor)
{
    const Outcome r = mqlab({"drill", "--round", "2", "--drill", "ordered-send"});
    ASSERT_EQ(r.status, 0) << r.err;
    // Sent at 1 ms, answered by the reader at 12 ms (11 ms, the budget); the retry 1 s later is
    // stopped by its sequence, the restarted producer's resend by its deduplication ID.
    EXPECT_TRUE(has(r.out, "0.001 s  message 0 sent to partition")) << r.out;
    EXPECT_TRUE(has(r.out, "0.012 s  message 0 in the reader's hands (offset 0)")) << r.out;
    EXPECT_TRUE(has(r.out, "its producer sequence is already in the log at offset 0, not written again")) << r.out;
    EXPECT_TRUE(has(r.out, "its deduplication ID is in the window (offset 0), answered duplicate, not written"))
        << r.out;
    EXPECT_TRUE(has(r.out, "resends stopped at the deduplication check: 3")) << r.out;
    EXPECT_TRUE(has(r.out, "send to the reader's hands: 11 ms")) << r.out;
    EXPECT_TRUE(r.err.empty()) << r.err;
}

TEST(CliDrill, RoundTwoStaleWorkerShowsBothRules)
{
    const Outcome r = mqlab({"drill", "--round", "2", "stale-worker", "--json"});
    ASSERT_EQ(r.status, 0) << r.err;
    const auto j = nlohmann::json::parse(r.out);
    EXPECT_EQ(j["round"], 2);
    EXPECT_EQ(j["drill"], "stale-worker");
    std::map<std::string, double> f;
    for (const auto& x : j["figures"])
        f[x["key"].get<std::string>()] = x["value"].get<double>();
    // Round 1 accepts the old handle's delete at 40 s; Round 2 rejects it and epoch 2 deletes at 50 s.
    EXPECT_EQ(f["r1_stale_accepted"], 1);
    EXPECT_EQ(f["r2_stale_rejected"], 1);
    EXPECT_EQ(f["r2_deleted_at_s"], 50);
    bool accepted = false, rejected = false;
    for (const auto& e : j["compare"])
        accepted = accepted || e["kind"] == "stale_delete_accepted";
    for (const auto& e : j["log"])
        rejected = rejected || e["kind"] == "stale_delete_rejected";
    EXPECT_TRUE(accepted && rejected);
}

TEST(CliDrill, RoundTwoRunsEveryDrillWithoutAName)
{
    const Outcome r = mqlab({"drill", "--round", "2", "--json"});
    ASSERT_EQ(r.status, 0) << r.err;
    const auto j = nlohmann::json::parse(r.out);
    ASSERT_TRUE(j.is_array());
    ASSERT_EQ(j.size(), 10u);
    EXPECT_EQ(j[7]["drill"], "hot-tenant");
    EXPECT_EQ(j[8]["drill"], "s3-outage");
    EXPECT_EQ(j[9]["drill"], "poison");
    EXPECT_EQ(j[2]["drill"], "zone-loss");
    EXPECT_EQ(j[3]["drill"], "broker-crash");
    for (const auto& x : j[3]["figures"])
        if (x["key"] == "leaders_reelected") {
            EXPECT_EQ(x["value"], 167); // broker 1 leads partitions 0, 12, ..., 1,992
        }
}

TEST(CliDrill, RoundTwoBrokerCrashSaysWhatItsP99HoldsAndWhatIsAssumed)
{
    const Outcome r = mqlab({"drill", "--round", "2", "--drill", "broker-crash"});
    ASSERT_EQ(r.status, 0) << r.err;
    // The whole run's p99 includes the retried sends (a back-off and an election each); the sends not
    // retried are printed beside it, and the P50s the drill draws from are said to be assumed.
    EXPECT_TRUE(has(r.out, "send to reader p99, the whole run (retried sends included): ")) << r.out;
    EXPECT_TRUE(has(r.out, "send to reader p99, the sends not retried: ")) << r.out;
    EXPECT_TRUE(has(r.out, "Assumed (the spec gives no figure): a journal fsync, median 1 ms;")) << r.out;
}

TEST(CliDrill, RoundTwoReplaySeeksByTimestamp)
{
    const Outcome r = mqlab({"drill", "--round", "2", "--drill", "replay", "--json"});
    ASSERT_EQ(r.status, 0) << r.err;
    const auto j = nlohmann::json::parse(r.out);
    std::vector<std::string> kinds;
    for (const auto& e : j["log"])
        kinds.push_back(e["kind"].get<std::string>());
    // Refused while a member reads, then the time index, then the three paths and caught up.
    ASSERT_FALSE(kinds.empty());
    EXPECT_EQ(kinds.front(), "seek_refused");
    EXPECT_EQ(kinds.back(), "replay_caught_up");
    EXPECT_EQ(std::count(kinds.begin(), kinds.end(), "replay_path"), 3);
    std::map<std::string, double> assumed;
    for (const auto& x : j["assumed"])
        assumed[x["key"].get<std::string>()] = x["value"].get<double>();
    EXPECT_EQ(assumed["s3_p50_ms"], 30);
    EXPECT_EQ(assumed["s3_p99_ms"], 120);
    EXPECT_EQ(assumed["replay_fetches"], 4);
}

// The hot tenant, the S3 outage and the poison on an ordered queue: their figures are derived in
// tests/engine/sim/round_two_drills_tests.cpp.
TEST(CliDrill, RoundTwoHotTenantIsThrottled)
{
    const Outcome r = mqlab({"drill", "--round", "2", "--drill", "hot-tenant"});
    ASSERT_EQ(r.status, 0) << r.err;
    // Team 1 asks 400 MB/s against its 5: 429s with a Retry-After of at most ceil(1 MiB / 5 MB/s) = 210
    // ms; the others ask 2 MB/s and are never refused.
    EXPECT_TRUE(has(r.out, "0.000 s  team 1 fetches 400 MB/s from now on")) << r.out;
    EXPECT_TRUE(has(r.out, "0.000 s  team 2 fetches 2 MB/s from now on")) << r.out;
    EXPECT_TRUE(has(r.out, "team 1's fetch ")) << r.out;
    EXPECT_TRUE(has(r.out, " is over its quota: 429, Retry-After ")) << r.out;
    EXPECT_TRUE(has(r.out, "the other teams' fetches answered 429: 0\n")) << r.out;
    EXPECT_TRUE(has(r.out, "a team's fetch quota: 5 MB/s")) << r.out;
    EXPECT_TRUE(has(r.out, "Assumed (the spec gives no figure): teams fetching from the broker 3;")) << r.out;
    const Outcome j = mqlab({"drill", "--round", "2", "hot-tenant", "--json"});
    ASSERT_EQ(j.status, 0) << j.err;
    const auto doc = nlohmann::json::parse(j.out);
    std::map<std::string, double> f;
    for (const auto& x : doc["figures"])
        f[x["key"].get<std::string>()] = x["value"].get<double>();
    EXPECT_GT(f["throttled"], 0);
    EXPECT_LE(f["longest_retry_after_ms"], 210);
    EXPECT_GT(f["hot_lag_gb"], 20); // 400 x 60 s = 24 GB asked, 0.355 GB served
    size_t throttled = 0;
    for (const auto& e : doc["log"])
        throttled += e["kind"] == "throttled" ? 1 : 0;
    EXPECT_GT(throttled, 0u);
}

TEST(CliDrill, RoundTwoS3OutageFillsTheDisksAfterTheFirstDay)
{
    const Outcome r = mqlab({"drill", "--round", "2", "--drill", "s3-outage"});
    ASSERT_EQ(r.status, 0) << r.err;
    // 14.4 TB level until 24 h, then 14.4 TB a day: (30 - 14.4) / 14.4 = 1.08 days = 26 h more, full at 50 h.
    EXPECT_TRUE(has(r.out, "hour 1: the S3 tier refuses the sealed segment; the disks keep it (14.4 TB on the disks)"))
        << r.out;
    EXPECT_TRUE(has(r.out, "hour 25: the oldest segment is past the local hours but only the disks hold it: kept"))
        << r.out;
    EXPECT_TRUE(has(r.out, "180,000.000 s  hour 50: the disks are full (30.0 TB): sends refused")) << r.out;
    EXPECT_TRUE(has(r.out, "the disks stay level until (the last handed-over segment leaves): 24 h")) << r.out;
    EXPECT_TRUE(has(r.out, "room beyond that: (capacity - on the disks) / growth a day: 1.08 days")) << r.out;
    EXPECT_TRUE(has(r.out, "the disks are full, after the tier stops: 50 h")) << r.out;
}

TEST(CliDrill, RoundTwoPoisonWaitsForTheDlq)
{
    const Outcome r = mqlab({"drill", "--round", "2", "poison", "--json"});
    ASSERT_EQ(r.status, 0) << r.err;
    const auto j = nlohmann::json::parse(r.out);
    EXPECT_EQ(j["drill"], "poison");
    std::map<std::string, double> f;
    for (const auto& x : j["figures"])
        f[x["key"].get<std::string>()] = x["value"].get<double>();
    // Received at 0, 30, 60, 90, 120 s; the DLQ at 150 s; A2 only then; group B, one at a time, done at 3 s.
    EXPECT_EQ(f["deliveries"], 5);
    EXPECT_EQ(f["dlq_at_s"], 150);
    EXPECT_EQ(f["second_handed_s"], 150);
    EXPECT_EQ(f["group_b_done_s"], 3);
    size_t failed = 0, dead = 0;
    for (const auto& e : j["log"]) {
        failed += e["kind"] == "processing_failed" ? 1 : 0;
        dead += e["kind"] == "dead_lettered" ? 1 : 0;
    }
    EXPECT_EQ(failed, 5u);
    EXPECT_EQ(dead, 1u);
    EXPECT_FALSE(j["compare"].empty());
}
