// sim/round_two.h: Round 2's drills (second-seed.md §3.7 and §5), each figure measured by the run
// and checked against a value derived by hand here.
#include <gtest/gtest.h>

#include <algorithm>
#include <vector>

#include "mqlab/error.h"
#include "mqlab/model/traffic.h"
#include "mqlab/sim/round_two.h"
#include "mqlab/sim/round_two_json.h"

using namespace mqlab::sim;

namespace {

R2DrillResult drill(R2Drill d, std::uint64_t seed = 1, std::optional<Sampling> sampling = std::nullopt)
{
    return runRoundTwoDrill(d, seed, RoundTwoConfig{}, sampling);
}

size_t countKind(const std::vector<R1Entry>& log, R1Kind kind)
{
    return static_cast<size_t>(std::count_if(log.begin(), log.end(), [&](const R1Entry& e) { return e.kind == kind; }));
}

} // namespace

TEST(RoundTwo, SendPathIsTheBudget)
{
    const mqlab::LatencyBudget budget = mqlab::latencyBudget(roundTwoSendPath(RoundTwoConfig{}), 15);
    // Recon (§3.5): 1 + 2 + max(3, 1 + 3) + 2 + 1 + 1 = 11 ms, leaving 4 of 15.
    EXPECT_DOUBLE_EQ(budget.totalMs, 11.0);
    EXPECT_DOUBLE_EQ(budget.headroomMs(), 4.0);
    std::vector<double> milestones;
    for (const auto& m : budget.milestones)
        milestones.push_back(m.atMs);
    // At the leader 1, window closed 3, journal fsync 6 beside the follower's 7 (3 + 1 + 3), committed
    // 7, high watermark at the local follower 9, fetch returns 10, in the reader's hands 11 (§5 check 1).
    EXPECT_EQ(milestones, (std::vector<double>{1, 3, 6, 7, 7, 9, 10, 11}));
}

TEST(RoundTwo, OrderedSendFollowsTheBudgetAndStopsEveryRetryAtTheDoor)
{
    const R2DrillResult r = drill(R2Drill::OrderedSend);
    // Every step at its P99: the first message's path is the budget's milestones, to the ms.
    EXPECT_EQ(r2SendPathMs(r.log, 0), (std::vector<double>{1, 3, 6, 7, 7, 9, 10, 11}));
    EXPECT_DOUBLE_EQ(r2Figure(r, "send_to_reader_ms"), 11.0);
    // 3 messages written once; the retry (same producer ID, sequences 0..2) stopped 3 times at the
    // sequence check; the restarted producer's resend (new ID, same deduplication IDs, 2 s in, inside
    // the 300 s window) stopped 3 times at the deduplication check; the fourth send, reusing ID 0 at
    // 0.001 + 310 s, is past the window and stored: 3 + 1 = 4 copies.
    EXPECT_EQ(r2Figure(r, "sequence_stopped"), 3);
    EXPECT_EQ(r2Figure(r, "dedup_stopped"), 3);
    EXPECT_EQ(r2Figure(r, "stored"), 4);
    EXPECT_EQ(r2Figure(r, "stored_after_window"), 1);
    // Both reach the leader a 1 ms hop after their send: 310 s apart exactly.
    EXPECT_DOUBLE_EQ(r2Figure(r, "after_window_s"), 310);
    // The reader takes offsets 0, 1, 2 in order, then 3; its committed offset is the next: 4.
    EXPECT_EQ(r2Figure(r, "read_in_order"), 1);
    EXPECT_EQ(r2Figure(r, "committed_offset"), 4);
    EXPECT_EQ(countKind(r.log, R1Kind::AnswerLost), 1u);
    EXPECT_EQ(countKind(r.log, R1Kind::DedupStopped), 3u);
    // The partition is hash("account-42") mod 2,000, the same for every message of the key.
    EXPECT_GE(r2Figure(r, "partition"), 1);
    EXPECT_LE(r2Figure(r, "partition"), 2000);
    for (const R1Entry& e : r.log) {
        if (e.partition >= 0) {
            EXPECT_EQ(e.partition + 1, r2Figure(r, "partition"));
        }
    }
    EXPECT_TRUE(
        std::is_sorted(r.log.begin(), r.log.end(), [](const R1Entry& a, const R1Entry& b) { return a.at < b.at; }));
}

TEST(RoundTwo, StaleWorkerRoundOneAcceptsRoundTwoRejects)
{
    const R2DrillResult r = drill(R2Drill::StaleWorker);
    // §5 check 2: received at 0 s (epoch 1) with a 30 s lease and no extension: visible at 30 s,
    // received by worker 2 (epoch 2), who works 20 s. Worker 1 deletes with epoch 1 at 40 s: Round 1
    // accepts it (the handle only locates the message); Round 2 rejects it and epoch 2 deletes at 50 s.
    EXPECT_EQ(r2Figure(r, "r1_stale_accepted"), 1);
    EXPECT_DOUBLE_EQ(r2Figure(r, "r1_stale_at_s"), 40);
    EXPECT_EQ(r2Figure(r, "r2_stale_rejected"), 1);
    EXPECT_DOUBLE_EQ(r2Figure(r, "r2_stale_at_s"), 40);
    EXPECT_EQ(r2Figure(r, "r2_holder_epoch"), 2);
    EXPECT_DOUBLE_EQ(r2Figure(r, "r2_deleted_at_s"), 50);
    EXPECT_EQ(countKind(r.compare, R1Kind::StaleDeleteAccepted), 1u);
    EXPECT_EQ(countKind(r.log, R1Kind::StaleDeleteRejected), 1u);
}

TEST(RoundTwo, ZoneLossKeepsCommittingAndSpreadsTheLeaders)
{
    const R2DrillResult r = drill(R2Drill::ZoneLoss);
    // Zone 1 is brokers 1 to 4. Partition p is first led by broker p mod 12; 2,000 = 12 x 166 + 8, so
    // brokers 1 to 8 lead 167 each: zone 1 led 4 x 167 = 668 partitions, each re-elected in 1 to 2 s.
    EXPECT_EQ(r2Figure(r, "brokers_down"), 4);
    EXPECT_EQ(r2Figure(r, "leaders_reelected"), 668);
    EXPECT_GE(r2Figure(r, "slowest_election_s"), 1);
    EXPECT_LE(r2Figure(r, "slowest_election_s"), 2);
    EXPECT_GT(r2Figure(r, "acked_after_loss"), 0);
    EXPECT_EQ(r2Figure(r, "lost"), 0);
    // Leaders a broker: 2,000 / 12 = 166.7 before, 2,000 / 8 = 250 after: 1.5x.
    EXPECT_NEAR(r2Figure(r, "leaders_before"), 2000.0 / 12, 1e-9);
    EXPECT_NEAR(r2Figure(r, "leaders_after"), 250, 1e-9);
    EXPECT_NEAR(r2Figure(r, "leader_load_ratio"), 1.5, 1e-9);
    // Producers' bytes follow the leaders: 162.04 / 12 = 13.5 MB/s, then / 8 = 20.3: 1.5x (Poisson
    // arrivals over 3 s and 5 s: within 3%).
    EXPECT_NEAR(r2Figure(r, "producers_in_ratio"), 1.5, 0.045);
    // §3.5, 162.04 MB/s in: before, in (162 + 2 x 162) / 12 = 40.5, out (2 x 162 + 2 x 162) / 12 = 54.0,
    // (40.5 + 54.0) / 468.75 = 20.2%. After, two copies over 8: in (162 + 162) / 8 = 40.5, out
    // (324 + 162) / 8 = 60.8: 101.3 / 468.75 = 21.6% (the exact figure; planning says 30.2%).
    EXPECT_NEAR(r2Figure(r, "in_before_mbps"), 40.51, 40.51 * 0.03);
    EXPECT_NEAR(r2Figure(r, "out_before_mbps"), 54.01, 54.01 * 0.03);
    EXPECT_NEAR(r2Figure(r, "in_after_mbps"), 40.51, 40.51 * 0.03);
    EXPECT_NEAR(r2Figure(r, "out_after_mbps"), 60.76, 60.76 * 0.03);
    EXPECT_NEAR(r2Figure(r, "network_before_percent"), 20.2, 0.6);
    EXPECT_NEAR(r2Figure(r, "network_after_percent"), 21.6, 0.6);
}

TEST(RoundTwo, BrokerCrashReelectsItsLeadersInOneToTwoSeconds)
{
    const R2DrillResult r = drill(R2Drill::BrokerCrash);
    // Broker 1 leads partitions 0, 12, ..., 1,992: 167 of them (§3.5 "~167").
    EXPECT_EQ(r2Figure(r, "leaders_lost"), 167);
    EXPECT_EQ(r2Figure(r, "leaders_reelected"), 167);
    EXPECT_GE(r2Figure(r, "fastest_election_s"), 1);
    EXPECT_LE(r2Figure(r, "slowest_election_s"), 2);
    EXPECT_EQ(r2Figure(r, "lost"), 0);
    // Messages to those partitions while leaderless: 81,018.5 x 167 / 2,000 = 6,765 msg/s for 1 to 2 s,
    // 6,765 to 13,530 (§3.5 with 1/12: 6,752 to 13,503), plus the few batches in flight at the crash.
    EXPECT_GE(r2Figure(r, "retried_messages"), 6765);
    EXPECT_LE(r2Figure(r, "retried_messages"), 13530 + 500);
}

TEST(RoundTwo, ReplayFromTheTierLeavesTheLivePathAlone)
{
    // Every duration at its P99: live p99 is the budget's 11 ms without a replay and with one from the
    // tier. From the local volume, four 1 MiB reads queue at 0 s (each 1,048,576 / 250 MB/s = 4.194 ms)
    // and the journal's first write at 2 ms waits for them: 4 x 4.194 - 2 = 14.777 ms.
    const R2DrillResult fixed = drill(R2Drill::Replay, 1, Sampling::FixedP99);
    EXPECT_DOUBLE_EQ(r2Figure(fixed, "live_p99_ms"), 11.0);
    EXPECT_DOUBLE_EQ(r2Figure(fixed, "live_p99_tier_ms"), 11.0);
    EXPECT_GE(r2Figure(fixed, "journal_wait_local_ms"), 14.777);
    EXPECT_GT(r2Figure(fixed, "live_p99_local_ms"), 15.0); // past the 15 ms target
    // Drawn timings: the tier's replay draws on its own numbers, so the live p99 does not move at all.
    const R2DrillResult drawn = drill(R2Drill::Replay, 7);
    EXPECT_EQ(r2Figure(drawn, "moved_by_tier_ms"), 0.0);
    EXPECT_GT(r2Figure(drawn, "moved_by_local_ms"), 4.0);
    EXPECT_GT(r2Figure(drawn, "replay_tier_mbps"), 0);
    // The local replay takes the volume's 250 MB/s less the journal's 40.5: at most 209.5 MB/s.
    EXPECT_LE(r2Figure(drawn, "replay_local_mbps"), 250 - 40.5 + 1);
}

TEST(RoundTwo, HeadOfLineBlockingBehindOneSlowMessage)
{
    const R2DrillResult r = drill(R2Drill::HeadOfLine);
    // Two workers; A1 takes 60 s, the rest 1 s. Ordered: worker 1 holds A1 0..60; worker 2 skips A2
    // and A3 (their group has A1 in flight) and does B1, B2, B3 by 3 s, then idles with A2 and A3
    // visible; A2 is handed out at 60 s, A3 at 61 s, done at 62 s: worker 2 idles 3..61 = 58 s.
    EXPECT_DOUBLE_EQ(r2Figure(r, "second_handed_s"), 60);
    EXPECT_DOUBLE_EQ(r2Figure(r, "group_a_done_s"), 62);
    EXPECT_DOUBLE_EQ(r2Figure(r, "group_b_done_s"), 3);
    EXPECT_DOUBLE_EQ(r2Figure(r, "idle_with_work_s"), 58);
    // Without a group key: worker 2 takes A2 at 0 s, then A3, B1, B2, B3: B done at 5 s, no idling.
    EXPECT_DOUBLE_EQ(r2Figure(r, "unordered_second_handed_s"), 0);
    EXPECT_DOUBLE_EQ(r2Figure(r, "unordered_group_b_done_s"), 5);
    EXPECT_DOUBLE_EQ(r2Figure(r, "unordered_idle_with_work_s"), 0);
    EXPECT_GT(countKind(r.log, R1Kind::GroupBlocked), 0u);
}

TEST(RoundTwo, CooperativeRebalancingDoesNotFreezeTheGroup)
{
    const R2DrillResult r = drill(R2Drill::Rebalance);
    // 4 members x 3 partitions; member 2 stops at 10 s and is back at 20 s; a round takes 3 s.
    // Eager: two rounds, each stops all 12 partitions for 3 s: 72 partition-seconds, 9 x 6 = 54 of
    // the other members'; worst backlog 3 s x 100 msg/s = 300.
    EXPECT_EQ(r2Figure(r, "eager_rounds"), 2);
    EXPECT_EQ(r2Figure(r, "eager_most_paused"), 12);
    EXPECT_DOUBLE_EQ(r2Figure(r, "eager_paused_partition_s"), 72);
    EXPECT_DOUBLE_EQ(r2Figure(r, "eager_others_paused_partition_s"), 54);
    EXPECT_DOUBLE_EQ(r2Figure(r, "eager_worst_lag"), 300);
    // Cooperative: round 1 moves only member 2's 3 partitions (10..13 s), round 2 moves 3 back
    // (20..23 s, taken from the members holding 4): 3 x 3 + 3 x 3 = 18, 9 of them the others'.
    EXPECT_EQ(r2Figure(r, "cooperative_rounds"), 2);
    EXPECT_EQ(r2Figure(r, "cooperative_most_paused"), 3);
    EXPECT_DOUBLE_EQ(r2Figure(r, "cooperative_paused_partition_s"), 18);
    EXPECT_DOUBLE_EQ(r2Figure(r, "cooperative_others_paused_partition_s"), 9);
    // Static membership: back within the 45 s session timeout, no round: member 2's 3 partitions wait
    // its 10 s restart (30 partition-seconds, backlog 1,000), the others never stop.
    EXPECT_EQ(r2Figure(r, "static_rounds"), 0);
    EXPECT_EQ(r2Figure(r, "static_most_paused"), 3);
    EXPECT_DOUBLE_EQ(r2Figure(r, "static_paused_partition_s"), 30);
    EXPECT_DOUBLE_EQ(r2Figure(r, "static_others_paused_partition_s"), 0);
    EXPECT_DOUBLE_EQ(r2Figure(r, "static_worst_lag"), 1000);
}

TEST(RoundTwo, FleetRunAtThePeakCommitsEverything)
{
    RoundTwoConfig c;
    FleetOptions o;
    o.seconds = 2;
    const FleetResult r = simulateFleet(c, o);
    // 81,018.5 msg/s in batches of 10: 8,101.85 batches/s, about 16,204 in 2 s (Poisson: within 3%).
    EXPECT_NEAR(static_cast<double>(r.sends), 16204, 16204 * 0.03);
    EXPECT_EQ(r.lost, 0u);
    EXPECT_EQ(r.refused, 0u);
    EXPECT_GT(r.acked, r.sends * 99 / 100); // all but the last few ms' batches
    // Drawn timings stay within the P99 budget almost always: p99 at most 11 ms.
    EXPECT_LE(toMs(r2Quantile(r.sendToReader, 0.99)), 11.0);
}

TEST(RoundTwo, DrillsAreNamedAndSeeded)
{
    EXPECT_EQ(roundTwoDrills().size(), 10u);
    EXPECT_EQ(roundTwoDrillNamed("zone-loss"), R2Drill::ZoneLoss);
    EXPECT_FALSE(roundTwoDrillNamed("zone"));
    const R2DrillResult a = drill(R2Drill::BrokerCrash, 5), b = drill(R2Drill::BrokerCrash, 5);
    EXPECT_EQ(roundTwoDrillToJson(a).dump(), roundTwoDrillToJson(b).dump());
    const R2DrillResult c = drill(R2Drill::BrokerCrash, 6);
    EXPECT_NE(r2Figure(a, "retried_messages"), r2Figure(c, "retried_messages"));
}

TEST(RoundTwo, BadConfigNamesTheField)
{
    RoundTwoConfig c;
    c.batch = 101;
    try {
        runRoundTwoDrill(R2Drill::ZoneLoss, 1, c);
        FAIL() << "a batch of 101 ran";
    } catch (const mqlab::InputError& e) {
        EXPECT_NE(std::string(e.what()).find("batch"), std::string::npos) << e.what();
        EXPECT_NE(std::string(e.what()).find("1 to 100"), std::string::npos) << e.what();
    }
    c = RoundTwoConfig{};
    c.brokers = 10; // not a multiple of 3 zones
    EXPECT_THROW(runRoundTwoDrill(R2Drill::BrokerCrash, 1, c), mqlab::InputError);
}
