// The command line: report, scenario, figures, check and export, headless and without a display.
#pragma once

#include <QStringList>

namespace mqlab::app {

// True when the arguments name a command-line verb rather than the window.
bool isCommand(const QStringList& arguments);
// True for a verb that draws (export): it needs a QGuiApplication, offscreen.
bool commandDraws(const QStringList& arguments);
// Runs a verb; returns the exit status (0 done, 2 bad input, 1 another failure).
int runCommand(const QStringList& arguments);

}  // namespace mqlab::app
