// Speed targets for the engine: one stage evaluated (<= 5 us) and a sweep of 1,000 loads for
// the wall chart (<= 5 ms). Run: build/release/benchmarks/engine_bench
#include <benchmark/benchmark.h>

#include <string>

#include <nlohmann/json.hpp>

#include "mqlab/report/explain.h"
#include "mqlab/model/report.h"
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

// A design of `blocks` blocks of 10 nodes, as tests/bench/open_big.py's city: 4 producers of
// 10 events/s into a cluster read by 5 groups; 1,000 blocks are the documented 10,000 nodes.
std::string cityText(int blocks)
{
    nlohmann::json d{{"version", 1}, {"name", "City"}};
    auto& ps = d["producers"] = nlohmann::json::array();
    auto& cs = d["clusters"] = nlohmann::json::array();
    auto& gs = d["groups"] = nlohmann::json::array();
    auto& links = d["connections"] = nlohmann::json::array();
    for (int b = 0; b < blocks; ++b) {
        const std::string c = "c" + std::to_string(b);
        cs.push_back({{"id", c}, {"x", (b % 25) * 1000 + 300}, {"y", (b / 25) * 1100 + 400}});
        for (int i = 0; i < 4; ++i) {
            const std::string p = "p" + std::to_string(b) + "_" + std::to_string(i);
            ps.push_back({{"id", p}, {"events_per_s", 10}, {"event_bytes", 512}});
            links.push_back({{"from", p}, {"to", c}});
        }
        for (int i = 0; i < 5; ++i) {
            const std::string g = "g" + std::to_string(b) + "_" + std::to_string(i);
            gs.push_back({{"id", g}});
            links.push_back({{"from", c}, {"to", g}});
        }
    }
    return d.dump();
}

// Large designs: evaluate() and the reader (parse + checks) must not grow quadratically with the nodes
// (issue 11); Google Benchmark fits the complexity over 1,250 to 10,000 nodes.
void BM_EvaluateCity(benchmark::State& state)
{
    const mqlab::Scenario s =
        mqlab::parseScenarioText(cityText(static_cast<int>(state.range(0))), "city.json", mqlab::test::catalog());
    for (auto _ : state)
        benchmark::DoNotOptimize(mqlab::evaluate(s, mqlab::test::catalog()));
    state.SetComplexityN(state.range(0) * 10);
}
BENCHMARK(BM_EvaluateCity)->RangeMultiplier(2)->Range(125, 1000)->Complexity()->Unit(benchmark::kMillisecond);

void BM_ReadCity(benchmark::State& state)
{
    const std::string text = cityText(static_cast<int>(state.range(0)));
    for (auto _ : state)
        benchmark::DoNotOptimize(mqlab::parseScenarioText(text, "city.json", mqlab::test::catalog()));
    state.SetComplexityN(state.range(0) * 10);
}
BENCHMARK(BM_ReadCity)->RangeMultiplier(2)->Range(125, 1000)->Complexity()->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
