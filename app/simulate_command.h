// `mqlab simulate`: a seeded discrete-event run of a stage or a scenario file, printed as text or JSON.
#pragma once

#include <QStringList>
#include <string>

#include "mqlab/sim/kafka_run.h"

namespace mqlab {
struct Scenario;
}

namespace mqlab::app {

// One --fail value, "broker:2@10s..40s" (broker 2 of the first cluster down from 10 s to 40 s),
// "broker:kafka/2@10s" (down from 10 s to the end) or with ms times ("@1500ms..2s"). Throws
// InputError naming --fail and what it allows.
sim::BrokerFailure failArgument(const QString& text, const Scenario& scenario, double seconds);

// Runs `mqlab simulate ...` (arguments as main() got them); returns the exit status: 0 done,
// 2 bad input (one line on stderr naming the option and its range), 1 another failure.
int runSimulate(const QStringList& arguments);

} // namespace mqlab::app
