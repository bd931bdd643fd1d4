// The JSON and text forms of Round 2's runs, for `mqlab drill --round 2`, `mqlab simulate` on a
// Round 2 design and any view that shows one. Times in seconds (the log) and ms (latencies);
// brokers, partitions and workers counted from 1.
#pragma once

#include <string>

#include <nlohmann/json.hpp>

#include "mqlab/sim/round_two.h"

namespace mqlab::sim {

const R2DrillInfo& roundTwoDrillInfo(R2Drill drill);
// {"round": 2, "drill", "seed", "seconds", "figures": [{key, label, value, unit}], "assumed": [the same],
//  "log", "compare", "log_dropped"}
nlohmann::json roundTwoDrillToJson(const R2DrillResult& r);
// A figure's value with its unit as people read it: "11 ms", "1.5×", "21.6%", "167".
std::string r2FigureValueText(const R2Figure& f);
// The figures, one a line: "  leaders re-elected: 167".
std::string roundTwoFiguresText(const R2DrillResult& r);
// The assumed figures the drill rests on, one line: "an S3 GET, median 30 ms; ..."; "" when none.
std::string roundTwoAssumedText(const R2DrillResult& r);
// {"sends", "acked", ..., "send_to_ack_ms", "send_to_reader_ms", "broker_mbps": {...}, "log"}
nlohmann::json fleetToJson(const FleetResult& r, const RoundTwoConfig& c);
std::string fleetOutcomeText(const FleetResult& r, const RoundTwoConfig& c);

} // namespace mqlab::sim
