// sim/lease_queue.h through Round 1's lease drills (second-seed.md §5, checks 2, 6 and 8): exact
// timelines in the fixed mode (every duration at its P99: processing 8 s), one message committed at
// 0 s, two workers, the ms hops at 0 so that the times are whole seconds.
#include <gtest/gtest.h>

#include <algorithm>
#include <vector>

#include "mqlab/error.h"
#include "mqlab/model/queue_bills.h"
#include "mqlab/sim/round_one.h"

using namespace mqlab::sim;

namespace {

std::vector<const R1Entry*> entries(const RoundOneResult& r, R1Kind kind)
{
    std::vector<const R1Entry*> out;
    for (const R1Entry& e : r.log)
        if (e.kind == kind)
            out.push_back(&e);
    return out;
}

std::vector<double> seconds(const RoundOneResult& r, R1Kind kind)
{
    std::vector<double> out;
    for (const R1Entry* e : entries(r, kind))
        out.push_back(toSeconds(e->at));
    return out;
}

RoundOneResult drill(Drill d, bool fenced = false)
{
    const DrillRun run = drillSetup(d, 1, fenced);
    return simulateRoundOne(run.config, run.options);
}

} // namespace

TEST(LeaseQueue, Trace3WorkerCrash)
{
    const RoundOneResult r = drill(Drill::WorkerCrash);
    // Receive #1 at 0 s by worker 1 (the first to poll): deadline 0 + 30 = 30 s.
    // The worker dies at 5 s and never deletes; at 30 s (now == deadline: expired) the message is
    // visible and worker 2's held poll takes it at once: receive #2 at 30 s, 30 - 5 = 25 s after the crash.
    const auto rec = entries(r, R1Kind::Received);
    ASSERT_EQ(rec.size(), 2u);
    EXPECT_EQ(rec[0]->at, 0);
    EXPECT_EQ(rec[0]->count, 1u);
    EXPECT_EQ(rec[0]->worker, 0);
    EXPECT_EQ(seconds(r, R1Kind::WorkerCrashed), std::vector<double>{5});
    EXPECT_EQ(seconds(r, R1Kind::Expired), std::vector<double>{30});
    EXPECT_EQ(rec[1]->at, 30 * kSecond);
    EXPECT_EQ(rec[1]->count, 2u);               // receiveCount 2
    EXPECT_EQ(rec[1]->worker, 1);
    EXPECT_NE(rec[1]->epoch, rec[0]->epoch);    // a new receipt handle
    EXPECT_EQ(rec[1]->at - 5 * kSecond, 25 * kSecond);
    // Worker 2 works the P99 8 s and deletes: 30 + 8 = 38 s.
    EXPECT_EQ(seconds(r, R1Kind::Deleted), std::vector<double>{38});
    EXPECT_EQ(entries(r, R1Kind::Deleted)[0]->epoch, rec[1]->epoch);
    // Delivered twice, the second time because the lease ran out.
    EXPECT_EQ(r.leases.deliveries, 2u);
    EXPECT_EQ(r.leases.duplicates[static_cast<int>(DuplicateCause::LeaseExpired)], 1u);
    EXPECT_EQ(r.leases.duplicateTotal(), 1u);
}

TEST(LeaseQueue, PoisonMessageGoesToTheDlqAfterFiveDeliveries)
{
    const RoundOneResult r = drill(Drill::Poison);
    // Each holder gives up after 8 s without deleting; each lease runs 30 s; the next held poll takes it
    // as it expires: receives at 0, 30, 60, 90, 120 s with counts 1 to 5.
    EXPECT_EQ(seconds(r, R1Kind::Received), (std::vector<double>{0, 30, 60, 90, 120}));
    std::vector<std::uint64_t> counts;
    for (const R1Entry* e : entries(r, R1Kind::Received))
        counts.push_back(e->count);
    EXPECT_EQ(counts, (std::vector<std::uint64_t>{1, 2, 3, 4, 5}));
    // The receive at 150 s would be the 6th (past maxReceiveCount 5): the DLQ instead, 5 x 30 = 150 s
    // after the first receive, as the closed form says.
    const mqlab::PoisonOutcome model = mqlab::poisonToDlq(5, 30);
    EXPECT_EQ(seconds(r, R1Kind::DeadLettered), std::vector<double>{model.dlqAfterSeconds});
    EXPECT_EQ(r.leases.deliveries, static_cast<std::uint64_t>(model.deliveries));
    EXPECT_EQ(r.leases.deadLettered, 1u);
    EXPECT_EQ(r.leases.deleted, 0u);
}

TEST(LeaseQueue, ExtensionKeepsALongTasksLease)
{
    const RoundOneResult r = drill(Drill::Extension);
    // A 60 s task (follow-up 2's longest) with a 30 s lease, extending every 10 s: 10, 20, 30, 40, 50 s,
    // each setting deadline = now + 30 (the last to 80 s); the delete at 60 s comes first. Never expired.
    EXPECT_EQ(seconds(r, R1Kind::Extended), (std::vector<double>{10, 20, 30, 40, 50}));
    EXPECT_EQ(seconds(r, R1Kind::Deleted), std::vector<double>{60});
    EXPECT_TRUE(seconds(r, R1Kind::Expired).empty());
    EXPECT_EQ(r.leases.deliveries, 1u);
}

TEST(LeaseQueue, ExtendThenCrashIsVisibleAt70)
{
    const RoundOneResult r = drill(Drill::ExtendCrash);
    // Extensions at 10, 20, 30, 40 s (deadline 40 + 30 = 70 s); the crash at 45 s stops the next one.
    EXPECT_EQ(seconds(r, R1Kind::Extended), (std::vector<double>{10, 20, 30, 40}));
    EXPECT_EQ(seconds(r, R1Kind::WorkerCrashed), std::vector<double>{45});
    // Noticed within one lease, not at the task's 60 s: visible at 70 s, taken again then (count 2),
    // deleted 8 s later at 78 s.
    EXPECT_EQ(seconds(r, R1Kind::Expired), std::vector<double>{70});
    EXPECT_EQ(seconds(r, R1Kind::Received), (std::vector<double>{0, 70}));
    EXPECT_EQ(seconds(r, R1Kind::Deleted), std::vector<double>{78});
}

TEST(LeaseQueue, StaleDeleteAcceptedInRoundOne)
{
    const RoundOneResult r = drill(Drill::StaleDelete);
    // Worker 1 receives at 0 s (handle epoch 1) and stalls 40 s without extending; its lease ends at
    // 30 s and worker 2 receives it then (epoch 2, count 2). At 40 s worker 1 deletes with epoch 1:
    // R1 uses the handle only to find the message, so the delete is accepted while epoch 2 holds it.
    const auto rec = entries(r, R1Kind::Received);
    ASSERT_EQ(rec.size(), 2u);
    EXPECT_EQ(rec[1]->at, 30 * kSecond);
    const auto stale = entries(r, R1Kind::StaleDeleteAccepted);
    ASSERT_EQ(stale.size(), 1u);
    EXPECT_EQ(stale[0]->at, 40 * kSecond);
    EXPECT_EQ(stale[0]->epoch, rec[0]->epoch);
    const auto del = entries(r, R1Kind::Deleted);
    ASSERT_EQ(del.size(), 1u);
    EXPECT_EQ(del[0]->at, 40 * kSecond);
    EXPECT_EQ(del[0]->worker, 0);
    // Worker 2's own delete at 30 + 20 = 50 s finds nothing left to remove.
    EXPECT_EQ(r.leases.deleted, 1u);
    EXPECT_EQ(r.leases.staleDeletesRejected, 0u);
}

TEST(LeaseQueue, StaleDeleteRejectedWithEpochs)
{
    const RoundOneResult r = drill(Drill::StaleDelete, true);
    // The same run with R2's rule: epoch 1 is not the message's epoch 2, so the 40 s delete is
    // rejected; worker 2 (extending at 40 s) deletes with epoch 2 at 50 s.
    const auto rec = entries(r, R1Kind::Received);
    ASSERT_EQ(rec.size(), 2u);
    EXPECT_EQ(seconds(r, R1Kind::StaleDeleteRejected), std::vector<double>{40});
    const auto del = entries(r, R1Kind::Deleted);
    ASSERT_EQ(del.size(), 1u);
    EXPECT_EQ(del[0]->at, 50 * kSecond);
    EXPECT_EQ(del[0]->epoch, rec[1]->epoch);
    EXPECT_EQ(r.leases.staleDeletesAccepted, 0u);
}

TEST(LeaseQueue, AtTheDeadlineTheLeaseHasExpired)
{
    // Tie rule: a worker that extends every 30 s with a 30 s lease extends at the very instant of its
    // deadline, which is too late: the message is visible at 30 s and the other worker takes it then
    // (deadline 60 s). Both work the 60 s task: the second one's extension at 60 s is too late too, and
    // the first one's delete at 60 s finds the message visible again and (R1) removes it anyway.
    DrillRun run = drillSetup(Drill::Extension, 1);
    run.config.extensionSeconds = 30;
    const RoundOneResult r = simulateRoundOne(run.config, run.options);
    EXPECT_TRUE(seconds(r, R1Kind::Extended).empty());
    EXPECT_EQ(seconds(r, R1Kind::Expired), (std::vector<double>{30, 60}));
    EXPECT_EQ(seconds(r, R1Kind::Received), (std::vector<double>{0, 30}));
    EXPECT_EQ(seconds(r, R1Kind::StaleDeleteAccepted), std::vector<double>{60});
    EXPECT_EQ(seconds(r, R1Kind::Deleted), std::vector<double>{60});
    // And a delete at exactly the deadline, fenced, finds the lease gone: worker 1 works exactly 30 s.
    DrillRun tie = drillSetup(Drill::StaleDelete, 1, true);
    tie.options.handling = [](const Delivery& d) {
        return d.receiveCount == 1 ? Handling{30 * kSecond, Handling::End::Delete, false}
                                   : Handling{5 * kSecond, Handling::End::Delete, true};
    };
    const RoundOneResult t = simulateRoundOne(tie.config, tie.options);
    EXPECT_EQ(seconds(t, R1Kind::StaleDeleteRejected), std::vector<double>{30});
    EXPECT_EQ(seconds(t, R1Kind::Deleted), std::vector<double>{35}); // worker 2: 30 + 5
}

TEST(LeaseQueue, IdleLongPollsGiveNTimesTOver20EmptyReceives)
{
    // Check 6: N workers, each holding one long poll on an empty queue, get an empty answer every
    // 20 s, only when the wait ends: N x T / 20 over T seconds.
    for (const int n : {1, 7, 60}) {
        RoundOneConfig c;
        c.rate = 0;
        c.workers = n;
        RoundOneOptions o;
        o.seconds = 120;
        const RoundOneResult r = simulateRoundOne(c, o);
        EXPECT_EQ(r.leases.emptyReceives, static_cast<std::uint64_t>(n) * 120 / 20) << n; // 60 workers: 360
        // One second short of the 6th wait: 5 each.
        o.seconds = 119;
        EXPECT_EQ(simulateRoundOne(c, o).leases.emptyReceives, static_cast<std::uint64_t>(n) * 5) << n;
    }
}

TEST(LeaseQueue, LongPollAnswersAsSoonAsAMessageIsVisible)
{
    // One worker, one send every 25 s, every duration at its P99 (hops 1 ms, window 2 ms, commit 4 ms
    // after it, processing 8 s). Message 0 is sent at 1 ms (it reaches the leader at the 2 ms boundary),
    // commits at 2 + 2 + 4 = 8 ms, and the poll held since 0 s returns at 9 ms; the worker has it at
    // 10 ms, deletes it at 8.010 s and polls again. Message 1 is sent at 25.001 s and commits at
    // 25.008 s: the poll held since 8.010 s returns at 25.009 s, 1 ms (the wake-up) after the commit,
    // not when its 20 s wait would end (28.010 s). So no empty answer in 30 s.
    RoundOneConfig c;
    c.rate = 1.0 / 25;
    c.workers = 1;
    RoundOneOptions o;
    o.seconds = 30;
    o.sampling = Sampling::FixedP99;
    o.traceEvery = 1;
    const RoundOneResult r = simulateRoundOne(c, o);
    std::vector<SimTime> committed, returned;
    for (const R1Entry& e : r.log) {
        if (e.kind == R1Kind::Committed)
            committed.push_back(e.at);
        if (e.kind == R1Kind::PollReturned)
            returned.push_back(e.at);
    }
    EXPECT_EQ(committed, (std::vector<SimTime>{8 * kMillisecond, 25 * kSecond + 8 * kMillisecond}));
    EXPECT_EQ(returned, (std::vector<SimTime>{9 * kMillisecond, 25 * kSecond + 9 * kMillisecond}));
    EXPECT_EQ(seconds(r, R1Kind::Deleted), std::vector<double>{8.010});
    EXPECT_EQ(r.leases.emptyReceives, 0u);
    // Both went to a poll already held: send to worker 1 + 2 + 4 + 1 + 1 = 9 ms each.
    EXPECT_EQ(r.sendToWaitingWorker, (std::vector<SimTime>{9 * kMillisecond, 9 * kMillisecond}));
}

TEST(LeaseQueue, RoundOneFailoverLosesLeasesAndCounts)
{
    // Leases live in the leader's memory: when broker 1 (leader of partitions 1 and 4) goes down at 10 s,
    // the new leaders know no lease, so each in-flight message of those partitions is visible at once
    // with its count at 0, and is delivered again (a duplicate caused by the failover).
    RoundOneConfig c;
    c.rate = 50;
    c.workers = 400;
    c.processingP50Seconds = 20; // long tasks, so that many are in flight at 10 s
    c.processingP99Seconds = 25;
    c.processingMaxSeconds = 25;
    RoundOneOptions o;
    o.seconds = 20;
    o.failures = {{R1Failure::What::BrokerDown, 0, 10 * kSecond, kNever, 0}};
    const RoundOneResult r = simulateRoundOne(c, o);
    const auto lost = entries(r, R1Kind::LeasesLost);
    ASSERT_EQ(lost.size(), 2u); // partitions 1 and 4 (indexes 0 and 3)
    std::uint64_t inFlight = 0;
    for (const R1Entry* e : lost)
        inFlight += e->count;
    // 10 s at 50 msg/s: about 500 sent, a third of them (partitions 0 and 3 of 6) on broker 1's
    // partitions, all still in work (tasks of 20 s or more): about 167, minus the few not yet taken.
    EXPECT_GT(inFlight, 120u);
    EXPECT_EQ(r.leases.leasesLost, inFlight);
    EXPECT_GE(r.leases.duplicates[static_cast<int>(DuplicateCause::LeaderChanged)], inFlight - 20);
    EXPECT_EQ(r.leases.duplicates[static_cast<int>(DuplicateCause::Unexplained)], 0u);
    EXPECT_EQ(r.lost, 0u);
    // Redelivered with receive count 1 again (the count restarted at 0).
    for (const R1Entry* e : entries(r, R1Kind::Duplicate))
        if (e->count == static_cast<std::uint64_t>(DuplicateCause::LeaderChanged)) {
            EXPECT_EQ(e->at >= 10 * kSecond, true);
        }
}

TEST(LeaseQueue, DuplicatesOnlyThroughExpiryOrFailover)
{
    // Check 8. Tasks of P50 5 s, P99 40 s, at most 60 s, against a 30 s lease.
    RoundOneConfig c;
    c.rate = 20;
    c.workers = 300;
    c.processingP50Seconds = 5;
    c.processingP99Seconds = 40;
    c.processingMaxSeconds = 60;
    RoundOneOptions o;
    o.seconds = 120;
    using C = DuplicateCause;
    auto dup = [](const RoundOneResult& r, C cause) { return r.leases.duplicates[static_cast<int>(cause)]; };
    // With extensions every 10 s and no failure, no lease runs out: no message is delivered twice.
    const RoundOneResult quiet = simulateRoundOne(c, o);
    EXPECT_GT(quiet.leases.deliveries, 1500u); // about 20 x 120 = 2,400 sent
    EXPECT_EQ(quiet.leases.duplicateTotal(), 0u);
    // Without extensions, the tasks past 30 s lose their lease: duplicates, each by expiry only.
    c.extensionSeconds = 0;
    const RoundOneResult expiring = simulateRoundOne(c, o);
    EXPECT_GT(dup(expiring, C::LeaseExpired), 0u);
    EXPECT_EQ(expiring.leases.duplicateTotal(), dup(expiring, C::LeaseExpired));
    // With a broker down for 10 s as well, the failover adds its own; nothing is unexplained.
    o.failures = {{R1Failure::What::BrokerDown, 1, 40 * kSecond, 50 * kSecond, 0}};
    const RoundOneResult failing = simulateRoundOne(c, o);
    EXPECT_GT(dup(failing, C::LeaderChanged), 0u);
    EXPECT_EQ(dup(failing, C::Unexplained), 0u);
    EXPECT_EQ(failing.leases.duplicateTotal(),
              dup(failing, C::LeaseExpired) + dup(failing, C::LeaderChanged) + dup(failing, C::SendRetried));
    // Every delivery is a first one or a counted duplicate.
    EXPECT_EQ(failing.leases.deliveries, failing.leases.firstDeliveries + failing.leases.duplicateTotal());
}

TEST(LeaseQueue, BadSettingsNameTheirField)
{
    RoundOneConfig c;
    c.waitSeconds = 25;
    try {
        simulateRoundOne(c, {});
        FAIL() << "a 25 s wait was taken";
    } catch (const mqlab::InputError& e) {
        EXPECT_EQ(std::string(e.what()), "wait: must be more than 0 and at most 20 s (got 25)");
    }
    c = {};
    c.batch = 11;
    EXPECT_THROW(simulateRoundOne(c, {}), mqlab::InputError);
    c = {};
    c.brokers = 4;
    EXPECT_THROW(simulateRoundOne(c, {}), mqlab::InputError);
}
