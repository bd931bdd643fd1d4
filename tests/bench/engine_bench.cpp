// Speed targets for the engine: one stage evaluated (<= 5 us) and a sweep of 1,000 loads for
// the wall chart (<= 5 ms). Run: build/release/benchmarks/engine_bench
#include <benchmark/benchmark.h>

#include <string>

#include "mqlab/report/explain.h"
#include "mqlab/model/report.h"
#include "support/city.h"
#include "test_data.h"

namespace {

void BM_EvaluateStage(benchmark::State& state)
{
    const mqlab::Scenario s = mqlab::test::stageScenario(static_cast<int>(state.range(0)));
    for (auto _ : state)
        benchmark::DoNotOptimize(mqlab::evaluate(s, mqlab::test::catalog()));
}
BENCHMARK(BM_EvaluateStage)->DenseRange(1, 6)->Unit(benchmark::kMicrosecond);

// The wall chart: every limit's percent from 0 to twice the wall, 1,000 loads.
void BM_Sweep1000(benchmark::State& state)
{
    const mqlab::Scenario s = mqlab::test::stageScenario(static_cast<int>(state.range(0)));
    const double wall = mqlab::evaluate(s, mqlab::test::catalog()).wallEventsPerSecond;
    for (auto _ : state)
        for (int i = 1; i <= 1000; ++i)
            benchmark::DoNotOptimize(mqlab::evaluate(s, mqlab::test::catalog(), 2.0 * wall * i / 1000.0));
}
BENCHMARK(BM_Sweep1000)->DenseRange(1, 6)->Unit(benchmark::kMillisecond);

// Texts are built only for what is on screen; measured separately from the numbers.
void BM_ExplainStage(benchmark::State& state)
{
    const mqlab::Scenario s = mqlab::test::stageScenario(static_cast<int>(state.range(0)));
    const mqlab::Report r = mqlab::evaluate(s, mqlab::test::catalog());
    for (auto _ : state)
        benchmark::DoNotOptimize(mqlab::figures(s, mqlab::test::catalog(), r));
}
BENCHMARK(BM_ExplainStage)->Arg(3)->Unit(benchmark::kMicrosecond);

// Large designs: evaluate() and the reader (parse + checks) must not grow quadratically with the nodes
// (issue 11); Google Benchmark fits the complexity over 1,250 to 10,000 nodes.
void BM_EvaluateCity(benchmark::State& state)
{
    const mqlab::Scenario s =
        mqlab::parseScenarioText(mqlab::test::cityJson(static_cast<int>(state.range(0))), "city.json", mqlab::test::catalog());
    for (auto _ : state)
        benchmark::DoNotOptimize(mqlab::evaluate(s, mqlab::test::catalog()));
    state.SetComplexityN(state.range(0) * 10);
}
BENCHMARK(BM_EvaluateCity)->RangeMultiplier(2)->Range(125, 1000)->Complexity()->Unit(benchmark::kMillisecond);

void BM_ReadCity(benchmark::State& state)
{
    const std::string text = mqlab::test::cityJson(static_cast<int>(state.range(0)));
    for (auto _ : state)
        benchmark::DoNotOptimize(mqlab::parseScenarioText(text, "city.json", mqlab::test::catalog()));
    state.SetComplexityN(state.range(0) * 10);
}
BENCHMARK(BM_ReadCity)->RangeMultiplier(2)->Range(125, 1000)->Complexity()->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
