// The JSON and text forms of a Round 1 run, for `mqlab drill` and any view that shows one.
// Times in seconds (the log) and ms (latencies); brokers, partitions and workers counted from 1.
#pragma once

#include <string>

#include <nlohmann/json.hpp>

#include "mqlab/sim/round_one.h"

namespace mqlab::sim {

nlohmann::json r1EntryJson(const R1Entry& e);
// {"sends", "acked", "refused", ..., "leases": {...}, "duplicates": {...}, "send_to_ack_ms": {...},
//  "send_to_waiting_worker_ms": {...}, "terms", "log", "log_dropped"}
nlohmann::json roundOneToJson(const RoundOneResult& run);
// The outcome in a few lines: sends, 200s, refused, retried, duplicates by cause, lost, leases; each
// line ends in a newline. The English of roundOneOutcomeMessages() (round_one_text.cpp).
std::string roundOneOutcomeText(const RoundOneResult& run);
// The same lines as templates the window translates ("r1.outcome.sends", ...), without their newlines.
std::vector<Message> roundOneOutcomeMessages(const RoundOneResult& run);

} // namespace mqlab::sim
