// How figures are written in card warnings, formulas and bill lines (engine-internal): shared by the
// report's own texts and by each kind's module, so every kind writes MB/s, GiB and prices alike.
#pragma once

#include <string>

#include "mqlab/report/format.h"

namespace mqlab::words {

inline std::string mb(double v) { return grouped(v, 2) + " MB/s"; }
inline std::string mb1(double v) { return grouped(v, 1) + " MB/s"; }
inline std::string gib(double v) { return grouped(v, 0) + " GiB"; }
inline std::string whole(double percent) { return percentText(percent, 0); }

// Two decimals below 20 MB/s (16.11, 1.07), one above (51.2, 136.5), as the seed writes them.
inline std::string rate(double v) { return v < 20 ? mb(v) : mb1(v); }
// A capacity as the catalogue gives it: 250, 78.75, 93.7.
inline std::string cap2(double v)
{
    std::string t = grouped(v, 2);
    while (!t.empty() && t.back() == '0' && t.find('.') != std::string::npos)
        t.pop_back();
    if (!t.empty() && t.back() == '.')
        t.pop_back();
    return t;
}
// A unit price as AWS prints it: at least two decimals, more only where they carry digits ($0.0015).
inline std::string price(double usd)
{
    std::string t = grouped(usd, 5);
    while (t.back() == '0' && t.size() - t.find('.') > 3)
        t.pop_back();
    return "$" + t;
}
inline std::string plural(int n, const char* one, const char* many)
{
    return std::to_string(n) + " " + (n == 1 ? one : many);
}

} // namespace mqlab::words
