// The load as a person types and steps it on the toolbar: "30000", "30,000", "30k", "1.5M".
#pragma once

#include <string>
#include <string_view>

namespace mqlab {

// A typed load, read: events/s (1 to 10,000,000) when problem is empty, else why not, in one line.
struct TypedLoad {
    double eventsPerSecond = 0;
    std::string problem;
};

// Reads digits with optional thousands commas, a decimal point, an exponent, and a k or M suffix
// (any case). The range is checkLoad's; the problem names it and echoes at most a short prefix.
TypedLoad parseTypedLoad(std::string_view text);

// The next load from `eventsPerSecond` one step up (direction > 0) or down: a fine step moves the
// second significant digit (25,000 -> 26,000), a coarse one the first (25,000 -> 30,000), landing
// on round figures and staying within 1 to 10,000,000 events/s.
double steppedLoad(double eventsPerSecond, int direction, bool coarse);

} // namespace mqlab
