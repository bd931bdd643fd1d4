// Text for the screen from the engine's words: a unit such as "events/s", "msg/s" or "$/mo"
// stays on one line. Unicode lets a line break after a slash, so a narrow tile or a lesson's
// column split "msg/" from "s"; a word joiner after each slash forbids that and prints nothing.
#pragma once

#include <QString>
#include <string>

namespace mqlab::app {

inline QString unitsKeptWhole(QString text)
{
    text.replace(QStringLiteral("/"), QStringLiteral("/\u2060"));
    return text;
}

inline QString prose(const std::string& text)
{
    return unitsKeptWhole(QString::fromStdString(text));
}

} // namespace mqlab::app
