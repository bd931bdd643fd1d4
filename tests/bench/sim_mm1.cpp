// The engine's side of tests/bench/simpy_compare.py: an M/M/1 queue (lambda 800/s, mu 1,000/s) for
// N customers; prints "customers events cpu_seconds mean_sojourn_ms" on one line. CPU time, not wall
// time: the machines this runs on are shared, and both sides of the comparison measure the same way.
#include <ctime>
#include <cstdio>
#include <cstdlib>

#include "mqlab/sim/histogram.h"
#include "mqlab/sim/source.h"
#include "mqlab/sim/station.h"

using namespace mqlab::sim;

namespace {
struct Sojourn final : JobSink {
    Histogram h;
    void jobDone(Simulation& sim, Station&, const Job& job) override { h.add(sim.now() - job.arrived); }
};
} // namespace

int main(int argc, char** argv)
{
    const std::uint64_t n = argc > 1 ? std::strtoull(argv[1], nullptr, 10) : 1'000'000;
    const std::clock_t t0 = std::clock();
    Simulation sim(1);
    Sojourn rec;
    Station st(sim, 1, Distribution::exponential(1e-3), &rec);
    Source src(sim, Distribution::exponential(1.0 / 800), st, n);
    src.start(sim);
    while (sim.step()) {
    }
    const double secs = static_cast<double>(std::clock() - t0) / CLOCKS_PER_SEC;
    std::printf("%llu %llu %.6f %.4f\n", static_cast<unsigned long long>(rec.h.count()),
                static_cast<unsigned long long>(sim.eventsHandled()), secs, rec.h.meanNs() / 1e6);
    return 0;
}
