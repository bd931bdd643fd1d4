#include "mqlab/report/load_text.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>

#include "mqlab/model/scenario.h"
#include "mqlab/report/format.h"

namespace mqlab {

namespace {

constexpr double kMinLoad = 1;    // checkLoad's range, events/s
constexpr double kMaxLoad = 1e7;

std::string shortEcho(std::string_view text)
{
    constexpr size_t kEcho = 24;  // enough to recognise what was typed, never a wall of text
    return text.size() <= kEcho ? std::string(text) : std::string(text.substr(0, kEcho)) + "...";
}

std::string_view trimmed(std::string_view s)
{
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front())))
        s.remove_prefix(1);
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back())))
        s.remove_suffix(1);
    return s;
}

} // namespace

TypedLoad parseTypedLoad(std::string_view text)
{
    const std::string_view t = trimmed(text);
    const std::string range = "the load must be 1 to 10,000,000 events/s, as digits or with k or M (30k, 1.5M)";
    TypedLoad out;
    if (t.empty()) {
        out.problem = "type a load: " + range;
        return out;
    }
    double multiplier = 1;
    std::string_view digits = t;
    const char last = digits.back();
    if (last == 'k' || last == 'K') {
        multiplier = 1e3;
        digits.remove_suffix(1);
    } else if (last == 'm' || last == 'M') {
        multiplier = 1e6;
        digits.remove_suffix(1);
    }
    digits = trimmed(digits);
    // Thousands commas are for the eye only: "30,000" reads as 30000.
    std::string plainDigits;
    for (char c : digits)
        if (c != ',')
            plainDigits += c;
    double value = 0;
    const char* first = plainDigits.data();
    const char* end = first + plainDigits.size();
    const auto [ptr, ec] = std::from_chars(first, end, value);
    if (plainDigits.empty() || ec != std::errc() || ptr != end || !std::isfinite(value)) {
        out.problem = "\"" + shortEcho(t) + "\" is not a load: " + range;
        return out;
    }
    value *= multiplier;
    if (!(value >= kMinLoad && value <= kMaxLoad)) {
        out.problem = range + " (got " + (std::isfinite(value) && std::fabs(value) < 1e15 ? grouped(value) : shortEcho(t)) + ")";
        return out;
    }
    out.eventsPerSecond = value;
    return out;
}

double steppedLoad(double eventsPerSecond, int direction, bool coarse)
{
    const double load = std::clamp(eventsPerSecond, kMinLoad, kMaxLoad);
    if (direction == 0)
        return load;
    // The step is a power of ten: the first significant digit's (coarse) or the second's (fine).
    const double magnitude = std::pow(10.0, std::floor(std::log10(load)));
    double step = coarse ? magnitude : magnitude / 10;
    step = std::max(step, 1.0);
    double next;
    if (direction > 0) {
        next = (std::floor(load / step + 1e-9) + 1) * step;
    } else {
        next = (std::ceil(load / step - 1e-9) - 1) * step;
        // Going down past a power of ten, the steps shrink with it: 10,000 -> 9,900 (fine).
        if (next < magnitude && load <= magnitude * (1 + 1e-9)) {
            const double below = coarse ? magnitude / 10 : magnitude / 100;
            next = magnitude - std::max(below, 1.0);
        }
    }
    return std::clamp(next, kMinLoad, kMaxLoad);
}

} // namespace mqlab
