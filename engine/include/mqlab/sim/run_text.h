// Texts for a simulated run's figures, as `mqlab simulate` prints them and the Simulate panel shows them.
#pragma once

#include <string>

#include "mqlab/sim/time.h"

namespace mqlab::sim {

// A duration in ms: two decimals under 100 ms, one under 10,000 ms, none above: "10.42 ms", "1,234.5 ms".
std::string durationMsText(SimTime ns);

} // namespace mqlab::sim
