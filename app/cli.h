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

// What arguments that name no command ask of the window: `mqlab --stage 3` (that stage) or
// `mqlab my-design.json` (that file). window is false for a command; error is the one-line refusal
// (exit status 2) for an unknown command, a bad stage number, a stray argument or a broken file.
struct WindowStart {
    bool window = false;
    int stage = 0;     // 0: Stage 1, as with no argument
    QString file;      // a design file to open
    bool roundDesign = false; // --stage round-R names a round's design that has no lesson parts yet
    QString stageText; // --stage's value as given
    QString error;
};
WindowStart windowStart(const QStringList& arguments);

}  // namespace mqlab::app
