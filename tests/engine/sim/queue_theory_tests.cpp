// The simulator against queueing theory. Every expected figure is a closed form derived in the
// comment beside it; the simulated figures come from one seeded run each (10^6 measured jobs after a
// warm-up of 10^4, which removes the bias of starting empty).
#include <gtest/gtest.h>

#include <cmath>

#include "mqlab/sim/histogram.h"
#include "mqlab/sim/source.h"
#include "mqlab/sim/station.h"

using namespace mqlab::sim;

namespace {

constexpr std::uint64_t kWarmup = 10'000;
constexpr std::uint64_t kMeasured = 1'000'000;

// Records each job's time in system (arrival to departure) and time waiting (arrival to start),
// skipping the warm-up jobs; optionally passes the job on to a next station.
class Recorder final : public JobSink {
  public:
    explicit Recorder(Station* next = nullptr) : next_(next) {}
    void jobDone(Simulation& sim, Station&, const Job& job) override
    {
        if (next_) {
            Job on = job;
            on.service = -1;
            next_->arrive(sim, on);
            return;
        }
        if (job.ref < kWarmup)
            return;
        sojourn.add(sim.now() - job.arrived);
        wait.add(job.started - job.arrived);
    }
    Histogram sojourn, wait;

  private:
    Station* next_;
};

// The end of a tandem: the time since the job entered the first station.
class TandemEnd final : public JobSink {
  public:
    void jobDone(Simulation& sim, Station&, const Job& job) override
    {
        if (job.ref < kWarmup)
            return;
        total.add(sim.now() - job.created);
    }
    Histogram total;
};

struct Mm1Run {
    Histogram sojourn, wait;
    double meanInSystem = 0; // time average over the whole run
};

// One station fed by a Poisson stream of rate lambda (jobs/s), service exponential or fixed at mean 1/mu.
Mm1Run runSingle(double lambda, double mu, bool fixedService, std::uint64_t seed, std::uint64_t measured = kMeasured)
{
    Simulation sim(seed);
    Recorder rec;
    const Distribution service = fixedService ? Distribution::fixed(1.0 / mu) : Distribution::exponential(1.0 / mu);
    Station station(sim, 1, service, &rec);
    Source source(sim, Distribution::exponential(1.0 / lambda), station, kWarmup + measured);
    source.start(sim);
    while (sim.step()) {
    }
    return {rec.sojourn, rec.wait, station.jobSeconds(sim.now()) / toSeconds(sim.now())};
}

double relativeError(double simulated, double expected)
{
    return std::abs(simulated - expected) / expected;
}

} // namespace

// M/M/1 (Poisson arrivals at lambda, exponential service at mu, one server, FIFO): the time in system
// is exponential with rate mu - lambda (the number found on arrival is geometric and each of those
// plus one's own service is Exp(mu), a geometric sum of exponentials is exponential). Hence
//   mean T = 1 / (mu - lambda),   P(T > t) = exp(-(mu - lambda) t),   p99 = ln(100) / (mu - lambda).
// With mu = 1,000 jobs/s (1 ms mean service):
//   rho 0.5: lambda = 500/s, mean = 1 / 500 s = 2 ms, p99 = 4.60517 / 500 s = 9.2103 ms;
//   rho 0.8: lambda = 800/s, mean = 1 / 200 s = 5 ms, p99 = 4.60517 / 200 s = 23.0259 ms.
TEST(QueueTheory, Mm1MeanAndP99AtRhoHalf)
{
    const Mm1Run r = runSingle(500, 1000, false, 1);
    ASSERT_EQ(r.sojourn.count(), kMeasured);
    EXPECT_LT(relativeError(r.sojourn.meanNs() / 1e6, 2.0), 0.02) << r.sojourn.meanNs() / 1e6;
    EXPECT_LT(relativeError(r.sojourn.quantile(0.99) / 1e6, 9.2103), 0.02) << r.sojourn.quantile(0.99) / 1e6;
}

//
// At rho 0.8 successive sojourns are strongly correlated (a busy period lasts about 1 / (mu (1 - rho)^2)
// = 25 ms, some 20 jobs, and the queue's relaxation time is longer still), so 10^6 jobs estimate p99
// with a standard deviation of about 2.3% (measured over seeds 1 to 12: -2.2% to +4.3%). A 2% check
// needs ten times as many jobs: 10^7 brings it to about 0.6% (seeds 1 to 12: -0.8% to +1.2%).
TEST(QueueTheory, Mm1MeanAndP99AtRhoPointEight)
{
    const Mm1Run r = runSingle(800, 1000, false, 2, 10 * kMeasured);
    EXPECT_LT(relativeError(r.sojourn.meanNs() / 1e6, 5.0), 0.02) << r.sojourn.meanNs() / 1e6;
    EXPECT_LT(relativeError(r.sojourn.quantile(0.99) / 1e6, 23.0259), 0.02) << r.sojourn.quantile(0.99) / 1e6;
}

// Little's law, L = lambda x W, for any stable queue: the time-average number in the system equals the
// arrival rate times the mean time in system. At rho 0.8, W = 5 ms (above), so L = 800 x 0.005 = 4.0
// (also rho / (1 - rho) = 4). The check compares the station's own time integral of jobs in system with
// lambda times the recorded mean sojourn, within 1%.
TEST(QueueTheory, LittlesLaw)
{
    const Mm1Run r = runSingle(800, 1000, false, 3);
    const double w = r.sojourn.meanNs() / 1e9;
    EXPECT_LT(relativeError(r.meanInSystem, 800 * w), 0.01) << r.meanInSystem << " vs " << 800 * w;
    EXPECT_LT(relativeError(r.meanInSystem, 4.0), 0.03);
}

// M/D/1: Pollaczek-Khinchine gives the mean wait in queue Wq = lambda E[S^2] / (2 (1 - rho)). With a
// fixed service S = 1/mu, E[S^2] = 1/mu^2, so Wq = rho / (2 mu (1 - rho)). At mu = 1,000/s:
//   rho 0.5: Wq = 0.5 / (2 x 1000 x 0.5) s = 0.5 ms;   rho 0.8: Wq = 0.8 / (2 x 1000 x 0.2) s = 2.0 ms,
// half the M/M/1 wait at the same load (rho / (mu (1 - rho)) = 4 ms), because E[S^2] halves.
TEST(QueueTheory, Md1MeanWaitByPollaczekKhinchine)
{
    const Mm1Run half = runSingle(500, 1000, true, 4);
    EXPECT_LT(relativeError(half.wait.meanNs() / 1e6, 0.5), 0.02) << half.wait.meanNs() / 1e6;
    const Mm1Run busy = runSingle(800, 1000, true, 5);
    EXPECT_LT(relativeError(busy.wait.meanNs() / 1e6, 2.0), 0.02) << busy.wait.meanNs() / 1e6;
    // The service itself is exact: sojourn - wait = 1 ms for every job.
    EXPECT_NEAR(busy.sojourn.meanNs() - busy.wait.meanNs(), 1e6, 1.0);
}

// Two M/M/1 stations in tandem: by Burke's theorem the first station's departures are again Poisson at
// lambda, and a job's times at the two stations are independent, so the total time is the sum of
// Exp(a) and Exp(b) with a = mu1 - lambda, b = mu2 - lambda:
//   mean = 1/a + 1/b,   P(T > t) = (b e^{-a t} - a e^{-b t}) / (b - a).
// With lambda = 500/s, mu1 = 1,000/s, mu2 = 625/s (rho 0.5 then 0.8): a = 500/s, b = 125/s,
//   mean = 2 ms + 8 ms = 10 ms; p99 solves (125 e^{-500 t} - 500 e^{-125 t}) / (-375) = 0.01, i.e.
//   (4/3) e^{-125 t} - (1/3) e^{-500 t} = 0.01, t = 39.14 ms (the second term is below 1e-8 there, so
//   t = ln(133.33) / 125 = 4.8929 / 125 s = 39.143 ms).
TEST(QueueTheory, TandemOfTwoMm1Queues)
{
    Simulation sim(6);
    TandemEnd end;
    Station second(sim, 1, Distribution::exponential(1.0 / 625), &end);
    Recorder hop(&second);
    Station first(sim, 1, Distribution::exponential(1.0 / 1000), &hop);
    Source source(sim, Distribution::exponential(1.0 / 500), first, kWarmup + kMeasured);
    source.start(sim);
    while (sim.step()) {
    }
    ASSERT_EQ(end.total.count(), kMeasured);
    EXPECT_LT(relativeError(end.total.meanNs() / 1e6, 10.0), 0.02) << end.total.meanNs() / 1e6;
    EXPECT_LT(relativeError(end.total.quantile(0.99) / 1e6, 39.143), 0.02) << end.total.quantile(0.99) / 1e6;
    // Each station alone: 2 ms and 8 ms, by the M/M/1 mean above.
    EXPECT_LT(relativeError(first.jobSeconds(sim.now()) / toSeconds(sim.now()) / 500, 0.002), 0.03);
    EXPECT_LT(relativeError(second.jobSeconds(sim.now()) / toSeconds(sim.now()) / 500, 0.008), 0.03);
}

// A multi-server station conserves work: with c = 4 servers each busy 1 ms a job at 3,000 jobs/s, the
// offered work is 3 server-seconds a second, so the mean number of busy servers is 3 (utilisation 75%).
TEST(QueueTheory, MultiServerUtilisation)
{
    Simulation sim(7);
    Recorder rec;
    Station station(sim, 4, Distribution::exponential(0.001), &rec);
    Source source(sim, Distribution::exponential(1.0 / 3000), station, 300'000);
    source.start(sim);
    while (sim.step()) {
    }
    EXPECT_LT(relativeError(station.busySeconds(sim.now()) / toSeconds(sim.now()), 3.0), 0.01);
    EXPECT_EQ(station.departures(), 300'000u);
}
