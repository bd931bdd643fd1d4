// The JSON and text forms of Round 3's drills, for `mqlab drill --round 3`, `mqlab simulate` on a
// Round 3 design and any view that shows one. Times in seconds from the drill's start.
#pragma once

#include <string>

#include <nlohmann/json.hpp>

#include "mqlab/sim/round_three.h"

namespace mqlab::sim {

// {"round": 3, "drill", "seed", "config": {region, pair, critical_rate, lag_s, target_lag_s},
//  "figures": [{key, label, value, unit}], "assumed": [the same],
//  "timelines": [{"key", "title", "steps": [{"at_s", "clock", "state", "text"}]}]}
nlohmann::json roundThreeDrillToJson(const R3DrillResult& r, const RoundThreeConfig& config);
// A timeline as lines: "  5 min 00 s  CONFIRMED  An engineer confirms ...".
std::string roundThreeTimelineText(const R3Timeline& t);
// The figures, one a line: "  messages left behind at the lag: 182,292".
std::string roundThreeFiguresText(const R3DrillResult& r);
// The assumed figures, one line: "the mirror ships a batch of the log every 0.25 s; ..."; "" when none.
std::string roundThreeAssumedText(const R3DrillResult& r);

} // namespace mqlab::sim
