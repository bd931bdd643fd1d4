// Simulated time: whole nanoseconds since the start of a run, so that sums are exact and a seed
// gives the same order of events on every machine (no floating-point ties).
#pragma once

#include <cmath>
#include <cstdint>

namespace mqlab::sim {

using SimTime = std::int64_t; // ns since the run began, >= 0; about 292 years fit

inline constexpr SimTime kNanosecond = 1;
inline constexpr SimTime kMicrosecond = 1'000;
inline constexpr SimTime kMillisecond = 1'000'000;
inline constexpr SimTime kSecond = 1'000'000'000;
inline constexpr SimTime kNever = INT64_MAX;

// Seconds (a sampled duration) to whole ns, rounded to nearest; never negative.
inline SimTime fromSeconds(double seconds)
{
    return seconds <= 0 ? 0 : static_cast<SimTime>(seconds * 1e9 + 0.5);
}
inline SimTime fromMs(double ms)
{
    return fromSeconds(ms / 1000.0);
}
constexpr double toSeconds(SimTime t)
{
    return static_cast<double>(t) / 1e9;
}
constexpr double toMs(SimTime t)
{
    return static_cast<double>(t) / 1e6;
}

} // namespace mqlab::sim
