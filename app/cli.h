// The command line: report, scenario, figures and check, headless and without a display.
#pragma once

#include <QStringList>

namespace mqlab::app {

// True when the arguments name a command-line verb rather than the window.
bool isCommand(const QStringList& arguments);
// Runs a verb; returns the exit status (0 done, 2 bad input, 1 another failure).
int runCommand(const QStringList& arguments);

}  // namespace mqlab::app
