// Speed targets for the discrete-event simulator (issue 13): at least 10 million scheduler events a
// second on one core, and one simulated minute of Stage 3 at 25,000 events/s in at most 1 s and
// 200 MB. Run: build/release/tests/bench/sim_bench (items_per_second = scheduler events/s).
#include <benchmark/benchmark.h>

#include <sys/resource.h>

#include "mqlab/sim/kafka_run.h"
#include "mqlab/sim/source.h"
#include "mqlab/sim/station.h"
#include "test_data.h"

namespace {

using namespace mqlab::sim;

// The classic hold model: `pending` events in the heap; each step pops the earliest and schedules one
// at a random later time (exponential gap), so the heap keeps its size.
void BM_SchedulerHold(benchmark::State& state)
{
    const auto pending = static_cast<size_t>(state.range(0));
    Scheduler s;
    Random r(1);
    const Distribution gap = Distribution::exponential(1e-3);
    for (size_t i = 0; i < pending; ++i)
        s.push(fromSeconds(gap.sample(r)), 0, 0, i);
    std::int64_t n = 0;
    for (auto _ : state) {
        const Event e = s.pop();
        s.push(e.at + fromSeconds(gap.sample(r)), 0, 0, e.data);
        ++n;
    }
    state.SetItemsProcessed(n);
}
BENCHMARK(BM_SchedulerHold)->Arg(16)->Arg(1024)->Arg(65536);

// The same through Simulation: clock, dispatch to a component (a virtual call) and scheduling.
void BM_SimulationDispatch(benchmark::State& state)
{
    struct Ping final : Component {
        std::uint32_t id = 0;
        void handle(Simulation& sim, const Event& e) override
        {
            sim.after(1 + static_cast<SimTime>(e.data % 977), id, 0, e.data * 31 + 7);
        }
    } ping;
    Simulation sim(1);
    ping.id = sim.add(ping);
    for (std::uint64_t i = 0; i < 1024; ++i)
        sim.at(static_cast<SimTime>(i), ping.id, 0, i);
    for (auto _ : state)
        sim.step();
    state.SetItemsProcessed(static_cast<std::int64_t>(sim.eventsHandled()));
}
BENCHMARK(BM_SimulationDispatch);

// M/M/1 at rho 0.8, 10^6 jobs: arrivals, service completions and the FIFO queue (what the SimPy
// comparison runs). items_per_second = scheduler events/s; jobs/s is half of it.
void BM_Mm1Million(benchmark::State& state)
{
    std::int64_t events = 0;
    for (auto _ : state) {
        Simulation sim(1);
        Station st(sim, 1, Distribution::exponential(1e-3));
        Source src(sim, Distribution::exponential(1.0 / 800), st, 1'000'000);
        src.start(sim);
        while (sim.step()) {
        }
        events += static_cast<std::int64_t>(sim.eventsHandled());
    }
    state.SetItemsProcessed(events);
}
BENCHMARK(BM_Mm1Million)->Unit(benchmark::kMillisecond);

// One simulated minute of Stage 3 (six groups read every event) at 25,000 events/s.
void BM_Stage3Minute(benchmark::State& state)
{
    const mqlab::Scenario s = mqlab::test::stageScenario(3);
    RunOptions o;
    o.seconds = 60;
    o.load = 25000;
    std::int64_t events = 0;
    for (auto _ : state) {
        const RunResult r = simulateScenario(s, mqlab::test::catalog(), o);
        events += static_cast<std::int64_t>(r.schedulerEvents);
        benchmark::DoNotOptimize(r.produce.count());
    }
    rusage u{};
    getrusage(RUSAGE_SELF, &u);
    state.counters["peak_rss_MB"] = static_cast<double>(u.ru_maxrss) / 1024.0;
    state.SetItemsProcessed(events);
}
BENCHMARK(BM_Stage3Minute)->Unit(benchmark::kMillisecond)->Iterations(3);

} // namespace

BENCHMARK_MAIN();
