// A setting refused, as every round and a simulated run refuse one (round_one.cpp, round_two.cpp,
// round_three.cpp, kafka_run.cpp): one way to fill the refusal's template, and the config.* templates
// whose words they all share, declared once so a translator meets each sentence once.
#pragma once

#include <initializer_list>
#include <string>
#include <utility>
#include <vector>

#include "mqlab/report/message.h"
#include "mqlab/report/translatable.h"

namespace mqlab::sim {

// {lo} and {hi} are the range's ends, {value} the figure given, {unit} a unit the inspector's table
// translates ("FieldUnit").
//: A setting outside its range: it must be above {lo} (not equal to it) and at most {hi}.
inline constexpr MessageTemplate configAtMost{
    "config.at_most", MQLAB_TR("EngineMessage", "must be more than {lo} and at most {hi} (got {value})")};
//: A setting outside its range: above {lo} and at most {hi}; {unit} is its unit ("s", "ms", "MB/s").
inline constexpr MessageTemplate configAtMostUnit{
    "config.at_most.unit", MQLAB_TR("EngineMessage", "must be more than {lo} and at most {hi} {unit} (got {value})")};
//: A setting that must be above {lo} (not equal to it); {unit} is its unit ("MB/s", "msg/s").
inline constexpr MessageTemplate configAboveUnit{
    "config.above.unit", MQLAB_TR("EngineMessage", "must be more than {lo} {unit} (got {value})")};
//: A duration's median (P50) and 99th percentile (P99) out of order or range, in milliseconds; {value} is
//: the P99 given.
inline constexpr MessageTemplate configPercentiles{
    "config.percentiles", MQLAB_TR("EngineMessage", "must be {lo} <= P50 <= P99 <= {hi} ms (got {value})")};
//: A leader election's shortest (min) and longest (max) time, in seconds; {value} is the longest given.
inline constexpr MessageTemplate configElection{
    "config.election", MQLAB_TR("EngineMessage", "must be more than {lo} s, min <= max <= {hi} s (got {value})")};

// A setting's figures by name ({lo}, {hi}), written as a refusal writes a range (plainNumber).
using SettingFigures = std::initializer_list<std::pair<const char*, double>>;
// A refusal's arguments already written.
using SettingArgs = std::vector<std::pair<std::string, std::string>>;

// A figure given, as the rounds' refusals show it: whole, or with 3 decimals, grouped ("1,000.500").
std::string settingValue(double got);

// The refusal's problem: `t` filled with `args`, {value} as `value` and {unit} the inspector's word
// for `unit` (none when null).
Message settingRefusal(const MessageTemplate& t, SettingArgs args, std::string value, const char* unit = nullptr,
                       std::vector<CountArg> counts = {});

// `field` refused: a MessageError with settingRefusal(), {value} written by settingValue().
[[noreturn]] void refuseSetting(const char* field, const MessageTemplate& t, SettingArgs args, double got,
                                const char* unit = nullptr, std::vector<CountArg> counts = {});

// Unless ok, `field` refused with its figures.
void needSetting(bool ok, const char* field, const MessageTemplate& t, SettingFigures figures, double got,
                 const char* unit = nullptr);

} // namespace mqlab::sim
