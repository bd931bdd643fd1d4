// What `mqlab simulate` and `mqlab drill` read alike: the parse with its refusal and --help, and the
// seed. One place, so the two commands word them the same.
#pragma once

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QStringList>
#include <cstdint>
#include <iostream>
#include <optional>

#include "mqlab/error.h"

namespace mqlab::app {

inline QCommandLineOption seedOption()
{
    return {"seed", "The random seed, 0 to 18446744073709551615; default 1.", "K", "1"};
}

// The exit status when the command is done already: 2 after an unknown option (the parser's
// message), 0 after printing --help; nothing when the command goes on.
inline std::optional<int> parseOrFinish(QCommandLineParser& p, const QStringList& args)
{
    if (!p.parse(args)) {
        std::cerr << "mqlab: " << p.errorText().toStdString() << "\n";
        return 2;
    }
    if (p.isSet("help")) {
        std::cout << p.helpText().toStdString();
        return 0;
    }
    return std::nullopt;
}

// --seed as a whole number; an InputError naming it otherwise.
inline std::uint64_t seedArgument(const QCommandLineParser& p)
{
    bool ok = false;
    const std::uint64_t seed = p.value("seed").toULongLong(&ok);
    if (!ok)
        throw InputError("--seed", "",
                         "must be a whole number from 0 to 18446744073709551615 (got \"" +
                             p.value("seed").toStdString() + "\")");
    return seed;
}

} // namespace mqlab::app
