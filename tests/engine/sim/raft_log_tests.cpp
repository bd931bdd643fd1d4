// sim/raft_log.h through Round 1 runs (second-seed.md §5, checks 3, 4 and 5): the commit rule on the
// fastest follower in the fixed mode, safety over many seeded failure schedules, and the group
// commit's fsync rate against its closed form.
#include <gtest/gtest.h>

#include <cmath>
#include <vector>

#include "mqlab/model/raft_fleet.h"
#include "mqlab/sim/round_one.h"

using namespace mqlab::sim;

namespace {

// One partition (led by broker 1) and one send in the fixed mode: window closed -> committed, ns.
// -1 when it never commits.
SimTime commitAfterWindow(std::vector<R1Failure> failures)
{
    RoundOneConfig c;
    c.partitions = 1;
    c.rate = 1;
    RoundOneOptions o;
    o.sampling = Sampling::FixedP99;
    o.seconds = 0.5; // one send (the next is due at 1 s)
    o.workers = false;
    o.traceEvery = 1;
    o.failures = std::move(failures);
    const RoundOneResult r = simulateRoundOne(c, o);
    SimTime closed = -1, committed = -1;
    for (const R1Entry& e : r.log) {
        if (e.kind == R1Kind::WindowClosed && closed < 0)
            closed = e.at;
        if (e.kind == R1Kind::Committed && committed < 0)
            committed = e.at;
    }
    EXPECT_EQ(r.sends, 1u);
    return committed < 0 ? -1 : committed - closed;
}

} // namespace

TEST(RaftLog, CommitWaitsForTheLeaderAndTheFastestFollower)
{
    using W = R1Failure::What;
    // commit = max(leader fsync 3, round trip 1 + follower fsync 3) = 4 ms after the window closes.
    EXPECT_EQ(commitAfterWindow({}), 4 * kMillisecond);
    // Broker 3 (a follower) 100 ms slower on every fsync: broker 2 still acknowledges at 4 ms.
    EXPECT_EQ(commitAfterWindow({{W::BrokerSlow, 2, 0, kNever, 100 * kMillisecond}}), 4 * kMillisecond);
    // Broker 3 down from the start: 2 of 3 are still there, 4 ms.
    EXPECT_EQ(commitAfterWindow({{W::BrokerDown, 2, 0, kNever, 0}}), 4 * kMillisecond);
    // Both followers down: the leader alone is no majority; it never commits.
    EXPECT_EQ(commitAfterWindow({{W::BrokerDown, 1, 0, kNever, 0}, {W::BrokerDown, 2, 0, kNever, 0}}), -1);
    // Both followers slow: the fastest one now sets the pace, 1 + (3 + 100) = 104 ms.
    EXPECT_EQ(commitAfterWindow({{W::BrokerSlow, 1, 0, kNever, 100 * kMillisecond},
                                 {W::BrokerSlow, 2, 0, kNever, 100 * kMillisecond}}),
              104 * kMillisecond);
}

TEST(RaftLog, GroupCommitFsyncRateMatchesTheClosedForm)
{
    // Check 5: Poisson arrivals at 337.6 msg/s into one log with 2 ms windows. A window fsyncs only if
    // something arrived in it: 500 x (1 - e^(-337.6/500)) = 245.5 fsyncs/s (raft_fleet.h).
    RoundOneConfig c;
    c.partitions = 1;
    c.rate = 337.6;
    RoundOneOptions o;
    o.seconds = 200; // 67,520 sends, 100,000 windows
    o.workers = false;
    o.seed = 7;
    const RoundOneResult r = simulateRoundOne(c, o);
    const double expected = mqlab::expectedFsyncRate(337.6, 2);
    EXPECT_NEAR(expected, 245.5, 0.05);
    const double leader = static_cast<double>(r.fsyncs[0][0]) / 200;
    EXPECT_NEAR(leader, expected, 0.05 * expected);
    // Never more than the cap: 1,000 / 2 = 500 a second.
    EXPECT_LE(leader, mqlab::groupCommitFsyncCap(2));
    // Each follower fsyncs once a batch it is sent: as often as the leader.
    EXPECT_NEAR(static_cast<double>(r.fsyncs[0][1]) / 200, expected, 0.05 * expected);
}

TEST(RaftLog, NoAcknowledgedSendLostWithOneReplicaDownAtATime)
{
    // Check 4, first half: over 200 seeded schedules, one broker at a time (leader or follower, chosen at
    // random) goes down or is cut off for 0.3 to 3 s, then returns; 3 partitions at 300 msg/s. After the
    // last one returns the run goes on for 4 s; every acknowledged send must be in its leader's log.
    std::uint64_t acked = 0, truncated = 0, elections = 0;
    for (std::uint64_t seed = 1; seed <= 200; ++seed) {
        Random pick(seed * 7919);
        RoundOneConfig c;
        c.partitions = 3;
        c.rate = 300;
        RoundOneOptions o;
        o.seed = seed;
        o.workers = false;
        o.traceEvery = 1'000'000;
        SimTime t = fromSeconds(0.2 + pick.uniform());
        while (t < 12 * kSecond) {
            R1Failure f;
            f.what = pick.below(2) == 0 ? R1Failure::What::BrokerDown : R1Failure::What::BrokerCut;
            f.target = static_cast<int>(pick.below(3));
            f.from = t;
            f.until = t + fromSeconds(0.3 + 2.7 * pick.uniform());
            o.failures.push_back(f);
            t = f.until + fromSeconds(0.01 + 0.5 * pick.uniform()); // the next starts after this one ends
        }
        o.seconds = toSeconds(t) + 4;
        const RoundOneResult r = simulateRoundOne(c, o);
        ASSERT_EQ(r.lost, 0u) << "seed " << seed;
        ASSERT_GT(r.acked, r.sends / 2) << "seed " << seed;
        acked += r.acked;
        truncated += r.truncated;
        for (std::uint64_t term : r.terms)
            elections += term - 1;
    }
    // The schedules did what they are for. Each run lasts at least 12 + 4 = 16 s at 300 msg/s, about
    // 4,800 sends, so 200 runs acknowledge well over 800,000. A failure lasts 1.65 s on average plus a
    // 0.26 s gap: about 6 a run, each on the leader of one of the 3 partitions (a broker leads one),
    // so about 1,200 elections in all (each adds a term); more than 200 for certain.
    EXPECT_GT(acked, 800'000u);
    EXPECT_GT(elections, 200u);
    EXPECT_GT(truncated, 0u);
}

TEST(RaftLog, NoSendAcknowledgedWithTwoReplicasDown)
{
    // Check 4, second half: two of the three brokers (any two) down from a random time to the end: no
    // send made from then on is ever answered 200.
    for (std::uint64_t seed = 1; seed <= 30; ++seed) {
        Random pick(seed * 104729);
        RoundOneConfig c;
        c.partitions = 3;
        c.rate = 300;
        RoundOneOptions o;
        o.seed = seed;
        o.workers = false;
        o.traceEvery = 1;
        o.logLimit = 10'000'000;
        o.seconds = 8;
        const SimTime from = fromSeconds(0.5 + 3 * pick.uniform());
        const int spared = static_cast<int>(pick.below(3));
        for (int b = 0; b < 3; ++b)
            if (b != spared)
                o.failures.push_back({R1Failure::What::BrokerDown, b, from + b * 137 * kMillisecond, kNever, 0});
        const SimTime lastDown = from + 2 * 137 * kMillisecond;
        const RoundOneResult r = simulateRoundOne(c, o);
        std::vector<SimTime> sentAt(r.sends + 1, -1);
        std::uint64_t late = 0, answered = 0;
        for (const R1Entry& e : r.log) {
            if (e.kind == R1Kind::Sent)
                sentAt[e.message] = e.at;
            if (e.kind == R1Kind::Committed) {
                ++answered;
                late += sentAt[e.message] >= lastDown;
            }
        }
        EXPECT_GT(answered, 0u) << "seed " << seed; // before the losses, sends were answered
        EXPECT_EQ(late, 0u) << "seed " << seed;
        EXPECT_EQ(r.lost, 0u) << "seed " << seed;
    }
}

TEST(RaftLog, LeaderLossRefusesSendsForTheElection)
{
    // Broker 1 down at 3 s: it led partitions 1 and 4 of 6, so a third of the 2,025.46 msg/s find no
    // leader until the election ends, E seconds later (drawn from 1 to 2 s). The sends retried are
    // rate / brokers x E (raft_fleet.h: 675 to 1,350 over 1 to 2 s), within 10%.
    const DrillRun run = drillSetup(Drill::LeaderLoss, 3);
    const RoundOneResult r = simulateRoundOne(run.config, run.options);
    SimTime lostAt = -1, electedAt = -1;
    for (const R1Entry& e : r.log) {
        if (e.kind == R1Kind::LeaderLost && e.partition == 0)
            lostAt = e.at;
        if (e.kind == R1Kind::LeaderElected && e.partition == 0 && electedAt < 0)
            electedAt = e.at;
    }
    ASSERT_EQ(lostAt, 3 * kSecond);
    ASSERT_GT(electedAt, lostAt);
    const double election = toSeconds(electedAt - lostAt);
    EXPECT_GE(election, 1.0);
    EXPECT_LE(election, 2.0);
    const double expected = mqlab::retriedSendsOnBrokerLoss(2025.46, 3, election);
    EXPECT_NEAR(static_cast<double>(r.retriedSends), expected, 0.1 * expected);
    EXPECT_GT(r.refused, r.retriedSends); // a send is refused again at each back-off until the leader is there
    EXPECT_EQ(r.terms[0], 2u);            // a new term
    EXPECT_EQ(r.terms[1], 1u);            // partitions led elsewhere keep theirs
    EXPECT_EQ(r.lost, 0u);
    // Every send is answered in the end: the sends of the last 100 ms may still be on their way.
    EXPECT_GT(r.acked, r.sends - 300);
}

TEST(RaftLog, CutOffLeaderNeverCommitsThenStepsDownAndTruncates)
{
    // Follow-up 3: broker 1 cut off from the others from 5 s to 65 s. It still takes sends for its
    // partitions (1 and 4) until the others elect a new leader, but cannot commit them; on its return it
    // sees the higher term, steps down and drops its uncommitted tail. Nothing acknowledged is lost.
    const DrillRun run = drillSetup(Drill::LeaderCut, 5);
    const RoundOneResult r = simulateRoundOne(run.config, run.options);
    std::uint64_t stepped = 0, truncatedOnBroker1 = 0, timedOut = 0;
    for (const R1Entry& e : r.log) {
        if (e.kind == R1Kind::SteppedDown && e.replica == 0) {
            ++stepped;
            EXPECT_EQ(e.at, 65 * kSecond);
            EXPECT_EQ(e.count, 2u); // the new leaders' term
        }
        if (e.kind == R1Kind::Truncated && e.replica == 0)
            truncatedOnBroker1 += e.count;
        timedOut += e.kind == R1Kind::TimedOut;
    }
    EXPECT_EQ(stepped, 2u); // partitions 1 and 4
    EXPECT_GT(truncatedOnBroker1, 0u);
    EXPECT_GT(timedOut, 0u); // its sends got no 200 and were sent again
    EXPECT_EQ(r.terms[0], 2u);
    EXPECT_EQ(r.terms[3], 2u);
    EXPECT_EQ(r.lost, 0u);
    // Traced sends committed by broker 1 while it was cut off: none (a 5 ms grace for acknowledgements
    // that were already back).
    for (const R1Entry& e : r.log)
        if (e.kind == R1Kind::Committed && e.replica == 0) {
            EXPECT_FALSE(e.at > 5 * kSecond + 5 * kMillisecond && e.at < 65 * kSecond) << toSeconds(e.at);
        }
}

TEST(RaftLog, SlowFollowerLeavesLatencyUnchanged)
{
    // Broker 3 follows both partitions with fsyncs 100 ms slower. Commits go on with the leader and
    // broker 2: the p99 from send to 200 is that of the same run with broker 3 gone (same seed), within
    // 5%. (Against three healthy replicas it loses only the faster of two followers, a fraction of a
    // ms.) Were commits waiting for broker 3, the p99 would be past 100 ms.
    const DrillRun run = drillSetup(Drill::SlowFollower, 2);
    const RoundOneResult slow = simulateRoundOne(run.config, run.options);
    RoundOneOptions gone = run.options;
    gone.failures = {{R1Failure::What::BrokerDown, 2, 0, kNever, 0}};
    const RoundOneResult without = simulateRoundOne(run.config, gone);
    const double p99slow = toMs(exactQuantile(slow.sendToAck, 0.99));
    const double p99without = toMs(exactQuantile(without.sendToAck, 0.99));
    EXPECT_NEAR(p99slow, p99without, 0.05 * p99without);
    EXPECT_LT(p99slow, 20.0);
    EXPECT_EQ(slow.lost, 0u);
}
