// Running the mqlab binary as a user does, for the command-line suites: exit status, stdout, stderr.
#pragma once

#include <QProcess>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>
#include <string>

namespace clitest { // not mqlab::: the suites call the binary `mqlab(...)`

struct Outcome {
    int status = -1; // -1: it crashed or had to be killed
    std::string out, err;
};

// A hang is minutes, not the milliseconds a refusal takes: past the timeout the run is killed.
inline Outcome run(const QString& program, const QStringList& args,
                   const QProcessEnvironment& env = QProcessEnvironment::systemEnvironment(), int timeoutMs = 60000)
{
    QProcess p;
    p.setProcessEnvironment(env);
    p.start(program, args);
    if (!p.waitForFinished(timeoutMs)) {
        p.kill();
        p.waitForFinished();
        return {-1, {}, "(still running after " + std::to_string(timeoutMs / 1000) + " s: killed)"};
    }
    Outcome r;
    r.status = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = p.readAllStandardOutput().toStdString();
    r.err = p.readAllStandardError().toStdString();
    return r;
}

// The environment with no display at all: commands that draw must not need one.
inline QProcessEnvironment withoutDisplay()
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove("DISPLAY");
    env.remove("WAYLAND_DISPLAY");
    env.remove("QT_QPA_PLATFORM");
    return env;
}

} // namespace clitest
