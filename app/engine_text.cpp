#include "engine_text.h"

#include <QCoreApplication>

#include <limits>

#include "mqlab/report/format.h"

namespace mqlab::app {
QString countText(const CountArg& c)
{
    // Qt puts the count in for %n whether or not a translation was found; when none was, the
    // engine's English (which knows "1 broker" from "2 brokers") is the better text.
    // Qt's plural forms take an int: a count past it (messages at risk on a busy mirror) stays English.
    if (c.n < 0 || c.n > std::numeric_limits<int>::max())
        return QString::fromStdString(mqlab::countText(c.n, c.words));
    const std::string many(c.words.many);
    const int n = static_cast<int>(c.n);
    QString translated = QCoreApplication::translate(kCountContext, many.c_str(), nullptr, n);
    const QString untranslated = QString::fromStdString(many).replace(QLatin1String("%n"), QString::number(n));
    if (translated == untranslated)
        return QString::fromStdString(mqlab::countText(c.n, c.words));
    // Qt writes %n as bare digits; the count is grouped as every other figure of the engine's ("183,829").
    if (n >= 1000)
        translated.replace(QString::number(n), QString::fromStdString(grouped(static_cast<double>(n))));
    return translated;
}

QString engineText(const Message& m)
{
    if (m.id.empty())
        return QString::fromStdString(m.text());
    // The template is looked up by its English, which lupdate read where the engine marks it.
    // A word of another table (a limit's name) is looked up under that table's context.
    const QString pattern =
        QCoreApplication::translate(m.context.empty() ? kEngineContext : m.context.c_str(), m.english.c_str());
    std::vector<std::pair<std::string, std::string>> args = m.args;
    for (const CountArg& c : m.counts)
        args.emplace_back(c.name, countText(c).toStdString());
    // A part (a warning's formula) is a sentence of its own: translated the same way before it goes in.
    for (const auto& [name, part] : m.parts)
        args.emplace_back(name, engineText(part).toStdString());
    return QString::fromStdString(fillTemplate(pattern.toStdString(), args));
}

QString wordsIn(const char* context, std::string_view english)
{
    if (english.empty())
        return QString();
    const std::string key(english); // translate() wants it NUL-terminated
    return QCoreApplication::translate(context, key.c_str());
}

QString drillWords(const char* english)
{
    return english ? wordsIn("DrillInfo", english) : QString();
}

QString problemText(const InputError& e)
{
    if (const auto* withMessage = dynamic_cast<const MessageError*>(&e))
        return engineText(withMessage->message());
    return QString::fromStdString(e.problem());
}

QString errorText(const std::exception& e)
{
    const auto* input = dynamic_cast<const InputError*>(&e);
    if (!input)
        return QString::fromUtf8(e.what());
    // The same shape as InputError::what(): the file and the path are names, left as they are.
    QString out;
    for (const std::string& name : {input->file(), input->path()})
        if (!name.empty())
            out += QString::fromStdString(name) + QStringLiteral(": ");
    return out + problemText(*input);
}

} // namespace mqlab::app
