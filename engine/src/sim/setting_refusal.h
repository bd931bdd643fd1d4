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

// Unless 0 <= p50 <= p99 <= hi (ms), `field` refused (config.percentiles), {value} the P99 given.
void needPercentiles(const char* field, double p50Ms, double p99Ms, double hiMs = 10'000);

// The Raft log's latencies Round 1 and Round 2 both take (RoundOneConfig, RoundTwoConfig): a write's
// fsync, the round trip between brokers and the producer's hop, each a P50 and a P99 in ms.
template <class Config> void needRaftLatencies(const Config& c)
{
    needPercentiles("fsync", c.fsyncP50Ms, c.fsyncP99Ms);
    needPercentiles("rtt", c.rttP50Ms, c.rttP99Ms);
    needPercentiles("hop", c.hopP50Ms, c.hopP99Ms);
}

// ... and a leader election's time (s), then the producer's retry back-off and send timeout (ms).
template <class Config> void needElectionAndRetries(const Config& c)
{
    needSetting(c.electionMinSeconds > 0 && c.electionMaxSeconds >= c.electionMinSeconds && c.electionMaxSeconds <= 600,
                "election", configElection, {{"lo", 0}, {"hi", 600}}, c.electionMaxSeconds);
    needSetting(c.retryBackoffMs > 0 && c.retryBackoffMs <= 60'000, "retry backoff", configAtMostUnit,
                {{"lo", 0}, {"hi", 60'000}}, c.retryBackoffMs, "ms");
    needSetting(c.sendTimeoutMs > 0 && c.sendTimeoutMs <= 600'000, "send timeout", configAtMostUnit,
                {{"lo", 0}, {"hi", 600'000}}, c.sendTimeoutMs, "ms");
}

} // namespace mqlab::sim
