// How figures are written in card warnings, formulas and bill lines (engine-internal): shared by the
// report's own texts and by each kind's module, so every kind writes MB/s, GiB and prices alike.
#pragma once

#include <cstddef>
#include <string>

#include "mqlab/report/format.h"
#include "mqlab/report/message.h"
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

// Counts with their nouns (message.h's CountWords), declared once for every kind's formulas and
// warnings, so a translator gives each noun's plural forms once.
namespace counts {
inline constexpr CountWords brokers{"%n broker", MQLAB_TR_N("EngineCount", "%n brokers")};
inline constexpr CountWords partitions{"%n partition", MQLAB_TR_N("EngineCount", "%n partitions")};
//: Consumer groups reading a cluster.
inline constexpr CountWords groups{"%n group", MQLAB_TR_N("EngineCount", "%n groups")};
inline constexpr CountWords days{"%n day", MQLAB_TR_N("EngineCount", "%n days")};
//: Copies of a partition (Raft or Kafka replicas).
inline constexpr CountWords replicas{"%n replica", MQLAB_TR_N("EngineCount", "%n replicas")};
//: Cells of a region, each a whole platform of its own.
inline constexpr CountWords cells{"%n cell", MQLAB_TR_N("EngineCount", "%n cells")};
//: Consumer tasks of a group.
inline constexpr CountWords tasks{"%n task", MQLAB_TR_N("EngineCount", "%n tasks")};
inline constexpr CountWords threads{"%n thread", MQLAB_TR_N("EngineCount", "%n threads")};
//: Copies of every byte a cluster's leader sends out (to consumer groups and followers).
inline constexpr CountWords copies{"%n copy", MQLAB_TR_N("EngineCount", "%n copies")};
//: Replicas that follow a partition's leader.
inline constexpr CountWords followers{"%n follower", MQLAB_TR_N("EngineCount", "%n followers")};
inline constexpr CountWords messages{"%n message", MQLAB_TR_N("EngineCount", "%n messages")};
//: Partition logs on a broker's disk, each fsynced on its own.
inline constexpr CountWords logs{"%n log", MQLAB_TR_N("EngineCount", "%n logs")};
} // namespace counts

} // namespace mqlab::words
