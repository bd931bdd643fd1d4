// `mqlab drill --round 1 NAME`: one of the spec's failure drills as a seeded discrete-event run,
// printed as a timeline and an outcome (text or JSON).
#pragma once

#include <QStringList>

namespace mqlab::app {

// Runs `mqlab drill ...` (arguments as main() got them); returns the exit status: 0 done,
// 2 bad input (one line on stderr naming the argument and what it allows), 1 another failure.
int runDrill(const QStringList& arguments);

} // namespace mqlab::app
