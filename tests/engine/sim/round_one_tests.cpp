// sim/round_one.h: the fixed mode against the latency budget (second-seed.md §5, check 1), the event
// log a stepper scrubs, the drills' names and a seed's determinism.
#include <gtest/gtest.h>

#include <algorithm>
#include <vector>

#include "mqlab/model/traffic.h"
#include "mqlab/sim/round_one.h"
#include "mqlab/sim/round_one_json.h"

using namespace mqlab::sim;

namespace {

// The fleet with its defaults, 50 msg/s (one send every 20 ms, each in a window of its own) and
// enough idle workers that every message finds a poll already waiting; every duration at its P99.
RoundOneResult fixedRun()
{
    RoundOneConfig c;
    c.rate = 50;
    RoundOneOptions o;
    o.sampling = Sampling::FixedP99;
    o.seconds = 1; // 50 sends; 60 workers, each kept 8 s by its first message
    o.traceEvery = 1;
    return simulateRoundOne(c, o);
}

} // namespace

TEST(RoundOne, FixedModeSendToWaitingWorkerIsTheBudget)
{
    const RoundOneResult r = fixedRun();
    const mqlab::LatencyBudget budget = mqlab::latencyBudget(roundOneSendPath(RoundOneConfig{}), 100);
    // Recon (§2.5): 1 + 2 + max(3, 1 + 3) + 1 + 1 = 9 ms.
    EXPECT_DOUBLE_EQ(budget.totalMs, 9.0);
    ASSERT_EQ(r.sendToWaitingWorker.size(), 50u);
    EXPECT_EQ(exactQuantile(r.sendToWaitingWorker, 0.5), 9 * kMillisecond);
    EXPECT_EQ(exactQuantile(r.sendToWaitingWorker, 0.99), 9 * kMillisecond);
    EXPECT_EQ(exactQuantile(r.sendToWaitingWorker, 0.99), mqlab::sim::fromMs(budget.totalMs));
}

TEST(RoundOne, FixedModeStepperMilestonesAreTheBudgets)
{
    const RoundOneResult r = fixedRun();
    const mqlab::LatencyBudget budget = mqlab::latencyBudget(roundOneSendPath(RoundOneConfig{}), 100);
    std::vector<double> expected;
    for (const auto& m : budget.milestones)
        expected.push_back(m.atMs);
    // Proposal (§2.8): at the leader 1, window closed 3, leader fsync 6 beside the follower's
    // acknowledgement 7 (3 + 0.5 + 3 + 0.5), committed 7, held poll returns 8, in the worker's hands 9.
    EXPECT_EQ(expected, (std::vector<double>{1, 3, 6, 7, 7, 8, 9}));
    for (std::uint64_t send : {0u, 1u, 49u})
        EXPECT_EQ(sendPathMs(r.log, send), expected) << "send " << send;
}

TEST(RoundOne, TheLogIsInTimeOrderAndScrubs)
{
    const RoundOneResult r = fixedRun();
    ASSERT_FALSE(r.log.empty());
    EXPECT_TRUE(std::is_sorted(r.log.begin(), r.log.end(),
                               [](const R1Entry& a, const R1Entry& b) { return a.at < b.at; }));
    // A cursor at a time shows what happened up to it; moving back shows fewer entries.
    const SimTime mid = r.log[r.log.size() / 2].at;
    const size_t atMid = r1EntriesUpTo(r.log, mid);
    EXPECT_GT(atMid, 0u);
    EXPECT_LE(atMid, r.log.size());
    EXPECT_LE(r.log[atMid - 1].at, mid);
    if (atMid < r.log.size()) {
        EXPECT_GT(r.log[atMid].at, mid);
    }
    EXPECT_LE(r1EntriesUpTo(r.log, mid - 1), atMid);
    EXPECT_EQ(r1EntriesUpTo(r.log, -1), 0u);
    EXPECT_EQ(r1EntriesUpTo(r.log, r.log.back().at), r.log.size());
    // Send 0 goes out at 1 ms (its arrival at 2 ms is a window boundary): "sent" is its first entry.
    EXPECT_EQ(r.log.front().kind, R1Kind::Sent);
    EXPECT_EQ(r.log.front().at, 1 * kMillisecond);
    EXPECT_EQ(r1EntryText(r.log.front()), "0.001 s  message 0 sent to partition 1");
}

TEST(RoundOne, ASeedGivesOneRun)
{
    const DrillRun run = drillSetup(Drill::LeaderLoss, 11);
    const RoundOneResult a = simulateRoundOne(run.config, run.options);
    const RoundOneResult b = simulateRoundOne(run.config, run.options);
    ASSERT_EQ(a.log.size(), b.log.size());
    for (size_t i = 0; i < a.log.size(); ++i) {
        ASSERT_EQ(a.log[i].at, b.log[i].at) << i;
        ASSERT_EQ(a.log[i].kind, b.log[i].kind) << i;
    }
    EXPECT_EQ(a.acked, b.acked);
    const RoundOneResult c = simulateRoundOne(run.config, drillSetup(Drill::LeaderLoss, 12).options);
    EXPECT_NE(a.sends, c.sends);
}

TEST(RoundOne, DrillsAreNamed)
{
    EXPECT_EQ(drills().size(), 9u);
    EXPECT_EQ(drillNamed("worker-crash"), Drill::WorkerCrash);
    EXPECT_EQ(drillNamed("slow-follower"), Drill::SlowFollower);
    EXPECT_FALSE(drillNamed("crash").has_value());
    EXPECT_EQ(drillKeys(), "worker-crash, poison, extension, extend-crash, stale-delete, leader-loss, leader-cut, "
                           "two-down, slow-follower");
}

TEST(RoundOne, TwoDownDrillAcknowledgesNothingAfterTheLoss)
{
    // Brokers 2 and 3 down at 3 s: broker 1's partitions keep a leader that cannot commit, the others
    // have none (refused). The 200s all came before 3 s (plus what was already on two disks).
    const DrillRun run = drillSetup(Drill::TwoDown, 4);
    RoundOneOptions o = run.options;
    o.traceEvery = 1;
    o.logLimit = 10'000'000;
    const RoundOneResult r = simulateRoundOne(run.config, o);
    SimTime lastCommit = 0;
    for (const R1Entry& e : r.log)
        if (e.kind == R1Kind::Committed)
            lastCommit = std::max(lastCommit, e.at);
    EXPECT_LT(lastCommit, 3 * kSecond + 10 * kMillisecond);
    // About 3 s x 2,025.46 = 6,076 acknowledged, none of the about 14,000 sent after.
    EXPECT_NEAR(static_cast<double>(r.acked), 3 * 2025.46, 300);
    EXPECT_GT(r.refused, 0u);
    EXPECT_GT(r.timedOut, 0u);
    EXPECT_EQ(r.lost, 0u);
}

TEST(RoundOne, JsonCountsFromOneAndKeepsTheLog)
{
    const DrillRun run = drillSetup(Drill::WorkerCrash, 1);
    const RoundOneResult r = simulateRoundOne(run.config, run.options);
    const nlohmann::json j = roundOneToJson(r);
    // Two deliveries (0 s and 30 s), one duplicate by expiry, one delete; the log whole.
    EXPECT_EQ(j["leases"]["deliveries"], 2);
    EXPECT_EQ(j["duplicates"]["lease_expired"], 1);
    EXPECT_EQ(j["duplicates"]["unexplained"], 0);
    EXPECT_EQ(j["log"].size(), r.log.size());
    // Worker index 0 is "worker 1"; a field that does not apply is null.
    const nlohmann::json& first = j["log"][0];
    EXPECT_EQ(first["kind"], "received");
    EXPECT_EQ(first["worker"], 1);
    EXPECT_EQ(first["partition"], 1);
    EXPECT_TRUE(first["broker"].is_null());
    EXPECT_EQ(first["text"], "0.000 s  message 0 received by worker 1 (receive 1, handle 1)");
    // No send went through the fleet: no 200, no latency.
    EXPECT_EQ(j["send_to_ack_ms"]["count"], 0);
    EXPECT_EQ(j["sends"], 0);
}
