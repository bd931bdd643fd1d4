// The JSON form of a simulated run, for `mqlab simulate --json` and any view that shows a run.
// Durations in ms; counts in events; lag and backlog one sample a second by default.
#pragma once

#include <nlohmann/json.hpp>

#include "mqlab/sim/kafka_run.h"

namespace mqlab {
struct Scenario;
}

namespace mqlab::sim {

// {"p50_ms", "p90_ms", "p99_ms", "p999_ms", "max_ms", "mean_ms", "count"}
nlohmann::json percentilesJson(const Histogram& h);
std::string logKindKey(LogKind kind);            // "batch_sent", "lost", "broker_down", ...
std::string pathCarriesKey(PathCarries carries); // "acknowledged", "processed", "nothing"
nlohmann::json runToJson(const Scenario& scenario, const RunOptions& options, const RunResult& run);

} // namespace mqlab::sim
