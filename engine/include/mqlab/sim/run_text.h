// Texts for a simulated run's figures, as `mqlab simulate` prints them and the Simulate panel shows them.
// Each text the panel shows is a Message (message.h) the window translates; the ...Text function is its
// English, as the command line prints it.
#pragma once

#include <string>
#include <vector>

#include "mqlab/report/message.h"
#include "mqlab/sim/kafka_run.h"
#include "mqlab/sim/time.h"

namespace mqlab {
struct Scenario;
}

namespace mqlab::sim {

// A duration in ms: two decimals under 100 ms, one under 10,000 ms, none above: "10.42 ms", "1,234.5 ms".
std::string durationMsText(SimTime ns);
Message durationMsMessage(SimTime ns);

// A simulated instant in seconds with ms: "12.345 s".
std::string instantText(SimTime at);
Message instantMessage(SimTime at);

// A timed line of a run's log, sim.log.line's "{at}  {event}": `at` as instantMessage() writes it, then the
// event (a Round 1 timeline's lines use it too).
Message timedLineMessage(SimTime at, Message event);

// One event-log entry for people, named by the scenario's clusters and groups:
// "12.345 s  batch 4,000 (12 events) acknowledged, partition 3", "20.000 s  broker 2 of Kafka down".
std::string logEntryText(const Scenario& scenario, const LogEntry& entry);
Message logEntryMessage(const Scenario& scenario, const LogEntry& entry);

// What connection `path` (scenario index) carried over the run, named by its two ends:
// "Kafka cluster to Fulfilment: 999 events processed (99.9 events/s)" (the events over the simulated
// seconds), or "...: not used by the run" (a producer's second cluster, a dead-letter queue).
std::string pathText(const Scenario& scenario, const RunResult& run, size_t path);

// A failure in a few words for a card's mark: "Broker 2 down", "Task 3 crashed", "Broker 2 cut off".
std::string failureMarkText(const BrokerFailure& f);
Message failureMarkMessage(const BrokerFailure& f);
// The same with where and when, for a list: "Broker 2 of MSK cluster down from 12 s to the end".
std::string failureText(const Scenario& s, const BrokerFailure& f);
Message failureMessage(const Scenario& s, const BrokerFailure& f);

// Every template of these texts, for messageTemplates().
std::vector<MessageTemplate> runTextTemplates();

} // namespace mqlab::sim
