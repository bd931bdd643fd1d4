// How figures are written in card warnings, formulas and bill lines (engine-internal): shared by the
// report's own texts and by each kind's module, so every kind writes MB/s, GiB and prices alike.
#pragma once

#include <cstddef>
#include <string>

#include "mqlab/report/format.h"
#include "mqlab/report/number_style.h"

namespace mqlab::words {

inline std::string mb(double v) { return grouped(v, 2) + " MB/s"; }
inline std::string mb1(double v) { return grouped(v, 1) + " MB/s"; }
inline std::string gib(double v) { return grouped(v, 0) + " GiB"; }
inline std::string whole(double percent) { return percentText(percent, 0); }

// Two decimals below 20 MB/s (16.11, 1.07), one above (51.2, 136.5), as the seed writes them.
inline std::string rate(double v) { return v < 20 ? mb(v) : mb1(v); }
// A figure from grouped() with trailing zeros dropped down to `keep` decimals, the decimal mark too
// when none are left; the mark is the style's ("78,75" in German, where "." groups thousands).
inline std::string trimmedDecimals(std::string t, std::size_t keep)
{
    const std::string mark = numberStyle().decimal;
    const std::size_t point = mark.empty() ? std::string::npos : t.rfind(mark);
    if (point == std::string::npos)
        return t;
    const std::size_t first = point + mark.size();
    while (t.size() > first + keep && t.back() == '0')
        t.pop_back();
    if (t.size() == first)
        t.erase(point);
    return t;
}
// A capacity as the catalogue gives it: 250, 78.75, 93.7.
inline std::string cap2(double v)
{
    return trimmedDecimals(grouped(v, 2), 0);
}
// A price in the style's money ("$0.204", German "0,204 $"): a sum of dollars with one or more
// decimals trimmed to what carries digits, at least `keep` and at most `decimals`.
inline std::string money(double usd, int decimals, std::size_t keep = 2)
{
    const NumberStyle style = numberStyle();
    return style.moneyBefore + trimmedDecimals(grouped(usd, decimals), keep) + style.moneyAfter;
}
// A unit price as AWS prints it: at least two decimals, more only where they carry digits ($0.0015).
inline std::string price(double usd)
{
    return money(usd, 5);
}
inline std::string plural(int n, const char* one, const char* many)
{
    return std::to_string(n) + " " + (n == 1 ? one : many);
}

} // namespace mqlab::words
