// The simulator's parts on their own: the scheduler's order, the samplers' inverse CDFs, the
// histogram's percentiles, determinism of a seed and a station going down.
#include <gtest/gtest.h>

#include <cmath>
#include <random>

#include "mqlab/sim/histogram.h"
#include "mqlab/sim/random.h"
#include "mqlab/sim/scheduler.h"
#include "mqlab/sim/source.h"
#include "mqlab/sim/station.h"

using namespace mqlab::sim;

TEST(SimScheduler, PopsInTimeOrderAndTiesInScheduleOrder)
{
    Scheduler s;
    // Times 5, 3, 9, 3, 1 scheduled in that order with data 0..4: pops as 1 (4), 3 (1), 3 (3), 5 (0), 9 (2).
    const SimTime times[] = {5, 3, 9, 3, 1};
    for (std::uint64_t i = 0; i < 5; ++i)
        s.push(times[i], 0, 0, i);
    const std::uint64_t expected[] = {4, 1, 3, 0, 2};
    for (std::uint64_t want : expected)
        EXPECT_EQ(s.pop().data, want);
    EXPECT_TRUE(s.empty());
}

TEST(SimScheduler, ManyRandomEventsComeOutSorted)
{
    Scheduler s;
    Random r(42);
    for (int i = 0; i < 100'000; ++i)
        s.push(static_cast<SimTime>(r.below(1000)), 0, 0, static_cast<std::uint64_t>(i));
    Event prev = s.pop();
    while (!s.empty()) {
        const Event e = s.pop();
        ASSERT_TRUE(prev.at < e.at || (prev.at == e.at && prev.seq < e.seq));
        prev = e;
    }
}

// The wheel changes where events wait, never the order: the same pushes and pops through a heap alone
// and through a small wheel (8 buckets of 4 ns, a 32 ns horizon) give the same events in the same
// order. The times cover ties (several events at one ns), events inside the horizon, past it (to the
// heap), far ahead (a thousand horizons, so the wheel's window has moved past them when they come
// due), and at the last popped time itself; pops are interleaved so the window keeps moving.
TEST(SimScheduler, WheelPopsTheHeapsOrder)
{
    Scheduler heap, wheel;
    wheel.useWheel(2, 3);
    Random r(7);
    SimTime now = 0;
    std::uint64_t pushed = 0, popped = 0, ties = 0;
    for (int round = 0; round < 200'000; ++round) {
        const std::uint32_t pushes = r.below(3);
        for (std::uint32_t k = 0; k < pushes; ++k) {
            // Now (a tie with what is due now), inside the horizon, just past it (to the heap), or far.
            const std::uint32_t kind = r.below(4);
            const SimTime ahead = kind == 0   ? 0
                                  : kind == 1 ? r.below(32)
                                  : kind == 2 ? 32 + r.below(100)
                                              : r.below(32'000);
            heap.push(now + ahead, 0, 0, pushed);
            wheel.push(now + ahead, 0, 0, pushed);
            ++pushed;
        }
        ASSERT_EQ(heap.size(), wheel.size());
        if (heap.empty() || r.below(2) == 0)
            continue;
        ASSERT_EQ(heap.nextTime(), wheel.nextTime());
        const Event a = heap.pop(), b = wheel.pop();
        ASSERT_EQ(a.data, b.data) << "pop " << popped;
        ASSERT_EQ(a.at, b.at);
        if (!heap.empty() && heap.nextTime() == a.at)
            ++ties;
        now = a.at;
        ++popped;
    }
    // Drain through popNotAfter, a step of 50 ns at a time, as runUntil does.
    for (SimTime end = now;; end += 50) {
        Event a, b;
        bool more = false;
        while (heap.popNotAfter(end, a)) {
            ASSERT_TRUE(wheel.popNotAfter(end, b));
            ASSERT_EQ(a.data, b.data);
            more = true;
            ++popped;
        }
        ASSERT_FALSE(wheel.popNotAfter(end, b));
        if (heap.empty() && !more)
            break;
    }
    EXPECT_TRUE(wheel.empty());
    EXPECT_EQ(popped, pushed);
    EXPECT_GT(ties, 1000u); // ties at one ns were exercised
}

// mt19937_64's 10,000th output from the default seed 5489 is fixed by the C++ standard
// ([rand.predef]: 9981545732273789042); our uniform() uses the same engine, so a seed means one stream.
TEST(SimRandom, EngineIsTheStandardOne)
{
    Random r(5489);
    std::uint64_t x = 0;
    for (int i = 0; i < 10'000; ++i)
        x = r.bits();
    EXPECT_EQ(x, 9981545732273789042ull);
}

// Our generator is std::mt19937_64 written out (without the branch in libstdc++'s regeneration): the
// same outputs for any seed. 1,000,000 outputs run through 3,205 regenerations of the 312-word state;
// the seeds include 0, the default 5489 and ones with every high bit set.
TEST(SimRandom, GeneratorMatchesStdMt19937_64)
{
    for (const std::uint64_t seed : {0ull, 1ull, 7ull, 5489ull, 0x8000000000000000ull, ~0ull}) {
        Mt19937_64 ours(seed);
        std::mt19937_64 theirs(seed);
        for (int i = 0; i < 1'000'000; ++i)
            ASSERT_EQ(ours(), theirs()) << "seed " << seed << ", output " << i;
    }
}

// Inverse CDFs: exponential with mean m has F^-1(p) = -m ln(1 - p): the median is m ln 2 and p99 is
// m ln 100. The standard normal's quantiles 0.975 -> 1.959964, 0.99 -> 2.326348, 0.001 -> -3.090232.
// A lognormal with mean 10 and CV 0.5 has s^2 = ln 1.25, mu = ln 10 - s^2 / 2; its median is e^mu
// = 10 / sqrt(1.25) = 8.944272.
TEST(SimRandom, InverseCdfs)
{
    const Distribution e = Distribution::exponential(2.0);
    EXPECT_NEAR(e.quantile(0.5), 2.0 * std::log(2.0), 1e-12);
    EXPECT_NEAR(e.quantile(0.99), 2.0 * std::log(100.0), 1e-12);
    EXPECT_NEAR(normalQuantile(0.975), 1.959964, 1e-6);
    EXPECT_NEAR(normalQuantile(0.99), 2.326348, 1e-6);
    EXPECT_NEAR(normalQuantile(0.001), -3.090232, 1e-6);
    const Distribution ln = Distribution::lognormal(10.0, 0.5);
    EXPECT_NEAR(ln.quantile(0.5), 8.944272, 1e-6);
    EXPECT_NEAR(ln.mean(), 10.0, 1e-9);
}

// A lognormal by its median and P99 (Round 1's and Round 2's durations): median 2 ms and P99 10 ms
// give mu = ln 0.002 and sigma = ln(10 / 2) / z(0.99) = 1.609438 / 2.326348 = 0.691830, so its
// quantiles 0.5 and 0.99 are the two figures given. Equal figures are a fixed duration.
TEST(SimRandom, ByMedianAndP99)
{
    const Distribution d = Distribution::byMedianAndP99(0.002, 0.010);
    EXPECT_EQ(d.kind, Distribution::Kind::Lognormal);
    EXPECT_NEAR(d.b, 0.691830, 1e-6);
    EXPECT_NEAR(d.quantile(0.5), 0.002, 1e-12);
    EXPECT_NEAR(d.quantile(0.99), 0.010, 1e-9);
    const Distribution fixed = Distribution::byMedianAndP99(0.004, 0.004);
    EXPECT_EQ(fixed.kind, Distribution::Kind::Fixed);
    EXPECT_EQ(fixed.a, 0.004);
}

// Sample means converge: 10^6 exponential draws of mean 1 have a standard error of 0.001, so the
// mean is within 0.5% (5 standard errors); lognormal draws of mean 10 and CV 0.5 likewise within 0.5%
// (standard error 0.005 on 10).
TEST(SimRandom, SampleMeans)
{
    Random r(9);
    const Distribution e = Distribution::exponential(1.0), ln = Distribution::lognormal(10.0, 0.5);
    double se = 0, sl = 0;
    for (int i = 0; i < 1'000'000; ++i) {
        se += e.sample(r);
        sl += ln.sample(r);
    }
    EXPECT_NEAR(se / 1e6, 1.0, 0.005);
    EXPECT_NEAR(sl / 1e6, 10.0, 0.05);
}

// The fixed modes: every draw is the mean (2 s) or the 99th percentile (2 ln 100 = 9.21034 s).
TEST(SimRandom, FixedModes)
{
    Random mean(1, Sampling::FixedMean), p99(1, Sampling::FixedP99);
    const Distribution e = Distribution::exponential(2.0);
    EXPECT_EQ(e.sample(mean), 2.0);
    EXPECT_NEAR(e.sample(p99), 9.21034, 1e-5);
}

// Percentiles of 1..100,000 ns: the rank-q sample is q x 100,000; the histogram returns a value
// within its bucket's width (1/256 of the value) of it. Below 512 ns it is exact.
TEST(SimHistogram, Percentiles)
{
    Histogram h;
    for (SimTime v = 1; v <= 100'000; ++v)
        h.add(v);
    EXPECT_EQ(h.count(), 100'000u);
    EXPECT_DOUBLE_EQ(h.meanNs(), 50'000.5);
    EXPECT_EQ(h.max(), 100'000);
    EXPECT_EQ(h.min(), 1);
    for (double q : {0.5, 0.9, 0.99, 0.999}) {
        const double want = q * 100'000;
        EXPECT_LE(std::abs(h.quantile(q) - want), want / 256) << q;
    }
    Histogram small;
    for (SimTime v = 0; v < 500; ++v)
        small.add(v);
    EXPECT_EQ(small.quantile(0.5), 249); // rank 250 of 0..499
    EXPECT_EQ(small.quantile(1.0), 499);
}

// addAll() is add() for each value in turn: a run adds a batch's events with it. Values -5, 0, 7,
// 1,000, 3 and 10^12 ns, in two calls (negative counts as 0): count 6, min 0, max 10^12, sum
// 0 + 0 + 7 + 1,000 + 3 + 10^12 = 1,000,000,001,010, mean 166,666,666,835 ns; every bucket as add()'s.
TEST(SimHistogram, AddAllIsAddForEach)
{
    const SimTime values[] = {-5, 0, 7, 1'000, 3, 1'000'000'000'000};
    Histogram one, all;
    for (SimTime v : values)
        one.add(v);
    all.addAll(values, 2);
    all.addAll(values + 2, 4);
    EXPECT_EQ(all.count(), 6u);
    EXPECT_EQ(all.min(), 0);
    EXPECT_EQ(all.max(), 1'000'000'000'000);
    EXPECT_DOUBLE_EQ(all.meanNs(), 1'000'000'001'010.0 / 6);
    EXPECT_EQ(all.meanNs(), one.meanNs());
    const auto a = all.buckets(), b = one.buckets();
    ASSERT_EQ(a.size(), b.size());
    for (size_t i = 0; i < a.size(); ++i) {
        EXPECT_EQ(a[i].low, b[i].low);
        EXPECT_EQ(a[i].count, b[i].count);
    }
    for (double q : {0.0, 0.5, 0.99, 1.0})
        EXPECT_EQ(all.quantile(q), one.quantile(q)) << q;
}

// One seed, one run: two runs of the same seed give the same sums; another seed gives another.
TEST(SimCore, SameSeedSameRun)
{
    auto run = [](std::uint64_t seed) {
        Simulation sim(seed);
        Station st(sim, 2, Distribution::lognormal(0.001, 1.0));
        Source src(sim, Distribution::exponential(0.0006), st, 10'000);
        src.start(sim);
        while (sim.step()) {
        }
        return std::pair{sim.now(), st.jobSeconds(sim.now())};
    };
    EXPECT_EQ(run(11), run(11));
    EXPECT_NE(run(11), run(12));
}

// A station that goes down drops what it holds and refuses arrivals until it is up again. A fixed
// 1 s service, jobs at t = 0, 0.1 s, 0.2 s into one server; down at 0.5 s: job 0 was in service and
// jobs 1, 2 queued, so 3 are dropped and none departs; up at 0.6 s, a job at 0.7 s leaves at 1.7 s.
TEST(SimStation, DownDropsAndRefuses)
{
    struct Count final : JobSink {
        int done = 0, dropped = 0;
        SimTime lastDone = 0;
        void jobDone(Simulation& sim, Station&, const Job&) override { ++done, lastDone = sim.now(); }
        void jobDropped(Simulation&, Station&, const Job&) override { ++dropped; }
    } count;
    struct Driver final : Component {
        Station* st = nullptr;
        void handle(Simulation& sim, const Event& e) override
        {
            if (e.kind == 0)
                st->arrive(sim, Job{});
            else
                st->setUp(sim, e.kind == 2);
        }
    } driver;
    Simulation sim(1);
    Station st(sim, 1, Distribution::fixed(1.0), &count);
    driver.st = &st;
    const auto d = sim.add(driver);
    sim.at(0, d, 0);
    sim.at(100 * kMillisecond, d, 0);
    sim.at(200 * kMillisecond, d, 0);
    sim.at(500 * kMillisecond, d, 1);
    sim.at(550 * kMillisecond, d, 0); // refused while down
    sim.at(600 * kMillisecond, d, 2);
    sim.at(700 * kMillisecond, d, 0);
    while (sim.step()) {
    }
    EXPECT_EQ(count.dropped, 4);
    EXPECT_EQ(count.done, 1);
    EXPECT_EQ(count.lastDone, 1700 * kMillisecond);
}
