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
        {{"drill", "worker-crash"}, "--round: must be 1, 2 or 3"},
        {{"drill", "--round", "4", "worker-crash"},
         "--round: must be 1, 2 or 3, the rounds whose drills are simulated (got \"4\")"},
        {{"drill", "--round", "3", "worker-crash"},
         "drill: must be one of region-loss, failback, bad-config, deletion, mirror-lag-alarm, split-brain-key, "
         "dlq-redrive, s3-upload-failure (got \"worker-crash\")"},
        {{"drill", "--round", "3", "--drill", "deletion", "--region", "mars-1"},
         "region: must be a region of the design (us-east-1, us-west-2, eu-west-1, eu-central-1)"},
        {{"drill", "--round", "2", "--drill", "replay", "--region", "eu-west-1"}, "--region: is for Round 3's drills"},
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

// Round 3: the drills of second-seed.md §4.5 on the shipped design (stages/round-3.json), their figures
// derived in tests/engine/sim/round_three_tests.cpp. us-east-1 mirrors 25% of its 30% of the peak
// (2 x 10^10 / 86,400 x 3.5 = 810,185.19 msg/s): 60,763.89 msg/s, 3 s behind, to us-west-2.
TEST(CliDrill, RoundThreeRegionLossLeavesTheLagBehind)
{
    const Outcome r = mqlab({"drill", "--round", "3", "--drill", "region-loss", "--json"});
    ASSERT_EQ(r.status, 0) << r.err;
    const auto j = nlohmann::json::parse(r.out);
    EXPECT_EQ(j["round"], 3);
    EXPECT_EQ(j["drill"], "region-loss");
    EXPECT_EQ(j["config"]["region"], "us-east-1");
    EXPECT_EQ(j["config"]["pair"], "us-west-2");
    std::map<std::string, double> f;
    for (const auto& x : j["figures"])
        f[x["key"].get<std::string>()] = x["value"].get<double>();
    // Check 7: 60,763.89 x 3 = 182,291.67 within one batch of 60,763.89 x 0.25 = 15,190.97; 303,819.44 at 5 s.
    EXPECT_NEAR(f["left_behind"], 182'291.67, 15'190.97);
    EXPECT_NEAR(f["left_behind_expected"], 182'291.67, 0.01);
    EXPECT_NEAR(f["left_behind_target"], 303'819.44, 15'190.97);
    // The pair at its planned peak: 162,037.04 + 60,763.89 = 222,800.93 msg/s on 4 cells, 68.75%.
    EXPECT_NEAR(f["pair_peak"], 222'800.93, 0.01);
    EXPECT_NEAR(f["pair_utilisation"], 68.75, 0.001);
    ASSERT_EQ(j["timelines"].size(), 1u);
    EXPECT_EQ(j["timelines"][0]["steps"][0]["state"], "LOST");
    EXPECT_FALSE(j["assumed"].empty());
    // The text: the runbook with its clock, the figures, and what is assumed.
    const Outcome t = mqlab({"drill", "--round", "3", "region-loss"});
    ASSERT_EQ(t.status, 0) << t.err;
    EXPECT_TRUE(has(t.out, "Round 3 drill region-loss (seed 1, us-east-1 and its pair us-west-2)")) << t.out;
    // Confirmed at 60 + 240 = 300 s (assumed times); payments flipped first at 300 + 60 + 30 = 390 s.
    EXPECT_TRUE(has(t.out, "5 min 00 s  CONFIRMED  An engineer confirms the outage")) << t.out;
    EXPECT_TRUE(has(t.out, "6 min 30 s  FLIPPED  payments first")) << t.out;
    EXPECT_TRUE(has(t.out, "the critical rate x the lag: 182,291.67")) << t.out;
    EXPECT_TRUE(has(t.out, "Assumed (the spec gives no figure): the mirror ships a batch of the log every 0.25 s"))
        << t.out;
}

TEST(CliDrill, RoundThreeDeletionStatesAndTheEuPair)
{
    const Outcome r = mqlab({"drill", "--round", "3", "deletion"});
    ASSERT_EQ(r.status, 0) << r.err;
    // Under a hold (assumed 30 days): ON_HOLD at 60 s, KEY_DELETED at 30 days 120 s, COMPLETE 7 days later.
    EXPECT_TRUE(has(r.out, "0 s  PENDING  POST /v1/deletion-requests answers 202")) << r.out;
    EXPECT_TRUE(has(r.out, "1 min 00 s  ON_HOLD")) << r.out;
    EXPECT_TRUE(has(r.out, "30 d 00 h 02 min  KEY_DELETED")) << r.out;
    EXPECT_TRUE(has(r.out, "37 d 00 h 02 min  COMPLETE")) << r.out;
    // The tenant's key: approved at 2 days, deleted after the 30-day wait, at 32 days.
    EXPECT_TRUE(has(r.out, "32 d 00 h 00 min  DELETED")) << r.out;
    // The EU pair: eu-west-1 to eu-central-1, the same 60,763.89 msg/s.
    const auto eu =
        nlohmann::json::parse(mqlab({"drill", "--round", "3", "region-loss", "--region", "eu-west-1", "--json"}).out);
    EXPECT_EQ(eu["config"]["pair"], "eu-central-1");
    EXPECT_NEAR(eu["config"]["critical_rate"].get<double>(), 60'763.89, 0.01);
}

TEST(CliDrill, RoundThreeRunsEveryDrillWithoutAName)
{
    const Outcome r = mqlab({"drill", "--round", "3", "--json"});
    ASSERT_EQ(r.status, 0) << r.err;
    const auto j = nlohmann::json::parse(r.out);
    ASSERT_TRUE(j.is_array());
    std::vector<std::string> names;
    for (const auto& d : j)
        names.push_back(d["drill"].get<std::string>());
    EXPECT_EQ(names, (std::vector<std::string>{"region-loss", "failback", "bad-config", "deletion", "mirror-lag-alarm",
                                               "split-brain-key", "dlq-redrive", "s3-upload-failure"}));
    // The bad change: the canary's 1 cell of 5 (20%), all at once the 5 (100%).
    std::map<std::string, double> f;
    for (const auto& x : j[2]["figures"])
        f[x["key"].get<std::string>()] = x["value"].get<double>();
    EXPECT_EQ(f["cells_hurt"], 1);
    EXPECT_EQ(f["share_hurt"], 20);
    EXPECT_EQ(f["all_share_hurt"], 100);
    const Outcome help = mqlab({"drill", "--help"});
    EXPECT_TRUE(has(help.out, "Round 3 drills (without a name, all of them):")) << help.out;
    EXPECT_TRUE(has(help.out, "  bad-config: a bad change rolls out in waves from a canary cell")) << help.out;
}

// `mqlab simulate --stage round-3` runs the region-loss drill on the design (it ran Round 1's empty fleet
// before: nothing to run). With --fixed the count is exact: 182,290, within one a topic group of 60,763.89 x 3
// = 182,291.67 (derived in tests/engine/sim/round_three_tests.cpp).
TEST(CliDrill, SimulateRoundThreeLosesARegion)
{
    const Outcome r = mqlab({"simulate", "--stage", "round-3", "--fixed", "--json"});
    ASSERT_EQ(r.status, 0) << r.err;
    const auto j = nlohmann::json::parse(r.out);
    EXPECT_EQ(j["round"], 3);
    EXPECT_EQ(j["drill"], "region-loss");
    double left = 0;
    for (const auto& x : j["figures"])
        if (x["key"] == "left_behind")
            left = x["value"].get<double>();
    EXPECT_EQ(left, 182'290);
    const Outcome t = mqlab({"simulate", "--stage", "round-3"});
    ASSERT_EQ(t.status, 0) << t.err;
    EXPECT_TRUE(has(t.out, "us-east-1 lost at its mirror's 3.0 s lag, seed 1")) << t.out;
    EXPECT_TRUE(has(t.out, "Other failures run as drills: mqlab drill --round 3 (region-loss, failback")) << t.out;
    const Outcome bad = mqlab({"simulate", "--stage", "round-3", "--fail", "broker:1@1s"});
    EXPECT_EQ(bad.status, 2);
    EXPECT_TRUE(has(bad.err, "--fail: is for Kafka clusters; Round 3's failures run as drills")) << bad.err;
}

namespace {

std::map<std::string, double> figures(const nlohmann::json& j)
{
    std::map<std::string, double> f;
    for (const auto& x : j["figures"])
        f[x["key"].get<std::string>()] = x["value"].get<double>();
    return f;
}

} // namespace

// Split-brain key creation on Round 3's design: its EU key store serves eu-west-1 (the customers' home) and
// eu-central-1. In the home region only: one key, nothing orphaned. Each region its own: two keys, and the
// loser's writes during the 1 s replication delay (assumed) at 100 msg/s (assumed) are orphaned: a Poisson
// count of mean 100 (spread 10; 50 is five spreads). Derived in tests/engine/sim/round_three_tests.cpp.
TEST(CliDrill, RoundThreeSplitBrainKey)
{
    const Outcome r = mqlab({"drill", "--round", "3", "--drill", "split-brain-key", "--json"});
    ASSERT_EQ(r.status, 0) << r.err;
    const auto j = nlohmann::json::parse(r.out);
    EXPECT_EQ(j["drill"], "split-brain-key");
    EXPECT_EQ(j["config"]["key_home"], "eu-west-1");
    EXPECT_EQ(j["config"]["key_pair"], "eu-central-1");
    const auto f = figures(j);
    EXPECT_EQ(f.at("keys_created"), 1);
    EXPECT_EQ(f.at("orphaned"), 0);
    EXPECT_EQ(f.at("both_keys_created"), 2);
    EXPECT_EQ(f.at("both_orphaned_expected"), 100);
    EXPECT_NEAR(f.at("both_orphaned"), 100, 50);
    ASSERT_EQ(j["timelines"].size(), 2u);
    EXPECT_EQ(j["timelines"][1]["key"], "both-regions");
    const Outcome t = mqlab({"drill", "--round", "3", "split-brain-key"});
    ASSERT_EQ(t.status, 0) << t.err;
    EXPECT_TRUE(has(t.out, "Round 3 drill split-brain-key (seed 1, eu-west-1 and its pair eu-central-1)")) << t.out;
    // eu-west-1's own put commits at 10 ms; eu-central-1's forwarded one (20 ms away) fails at 30 ms.
    EXPECT_TRUE(has(t.out, "0.01 s  CREATED  The conditional put (attribute_not_exists) in eu-west-1's table"))
        << t.out;
    EXPECT_TRUE(has(t.out, "0.03 s  CONDITION FAILED  eu-central-1's put reaches eu-west-1's table after the first"))
        << t.out;
    EXPECT_TRUE(has(t.out, "Assumed (the spec gives no figure): a key row reaches the other region after 1 s"))
        << t.out;
}

// The DLQ redrive: 100,000 messages (assumed), one tested by hand, the other 99,999 moved at the seed's 50
// msg/s: 99,999 / 50 = 1,999.98 s. The move starts after 30 + 60 + 2 min (assumed) = 5,520 s.
TEST(CliDrill, RoundThreeDlqRedrive)
{
    const Outcome r = mqlab({"drill", "--round", "3", "--drill", "dlq-redrive", "--json"});
    ASSERT_EQ(r.status, 0) << r.err;
    const auto j = nlohmann::json::parse(r.out);
    EXPECT_EQ(j["config"]["redrive_rate"], 50);
    const auto f = figures(j);
    EXPECT_EQ(f.at("dlq_messages"), 100'000);
    EXPECT_NEAR(f.at("redrive_s"), 1'999.98, 1e-9);
    EXPECT_EQ(f.at("redrive_start_s"), 5'520);
    EXPECT_EQ(f.at("stopped_by_test"), 99'999);
    const Outcome t = mqlab({"drill", "--round", "3", "dlq-redrive"});
    ASSERT_EQ(t.status, 0) << t.err;
    EXPECT_TRUE(has(t.out, "Round 3 drill dlq-redrive (seed 1):")) << t.out;
    EXPECT_TRUE(has(t.out, "1 h 32 min  REDRIVE  start-message-move-task --max-number-of-messages-per-second 50"))
        << t.out;
    EXPECT_TRUE(has(t.out, "1 h 32 min  TEST FAILED")) << t.out;
    EXPECT_TRUE(has(t.out, "the redrive's rate (the seed's): 50 msg/s")) << t.out;
}

// S3 uploads fail on the design's broker tier: 90 TB on 216 x 1 TB (§4.4), 1.4 days of room after the 24 h
// that were uploaded age out: full at 57.6 h; the 60% alarm (assumed) at 34.56 h; fixed 6 h later (assumed).
TEST(CliDrill, RoundThreeS3UploadFailure)
{
    const Outcome r = mqlab({"drill", "--round", "3", "--drill", "s3-upload-failure", "--json"});
    ASSERT_EQ(r.status, 0) << r.err;
    const auto j = nlohmann::json::parse(r.out);
    const auto f = figures(j);
    EXPECT_NEAR(f.at("broker_tb"), 90, 1e-9);
    EXPECT_NEAR(f.at("capacity_tb"), 216, 1e-9);
    EXPECT_NEAR(f.at("room_days"), 1.4, 1e-12);
    EXPECT_NEAR(f.at("full_h"), 57.6, 1e-9);
    EXPECT_NEAR(f.at("alarm_h"), 34.56, 1e-9);
    EXPECT_NEAR(f.at("fixed_h"), 40.56, 1e-9);
    const Outcome t = mqlab({"drill", "--round", "3", "s3-upload-failure"});
    ASSERT_EQ(t.status, 0) << t.err;
    EXPECT_TRUE(has(t.out, "0 s  UPLOADS FAIL  S3 refuses the brokers' segment uploads. The broker tier holds 90 TB "
                           "of 216 TB (41.7%)"))
        << t.out;
    EXPECT_TRUE(has(t.out, "1 d 10 h 33 min  ALARM")) << t.out;
    EXPECT_TRUE(has(t.out, "2 d 09 h 36 min  FULL")) << t.out;
}
