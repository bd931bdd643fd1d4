#include "engine_text.h"

#include <QCoreApplication>

namespace mqlab::app {
namespace {

struct Entry {
    const char* id;
    const char* english;
};

// One row for each template of mqlab::messageTemplates(), in the same words (engine_text_tests holds
// them to it). {name} marks an argument; the translation may move it but must keep its name.
const Entry kEntries[] = {
    //: A load outside its range: {lo} and {hi} are figures, {unit} "events/s", {value} what was typed.
    {"load.range", QT_TRANSLATE_NOOP("EngineMessage", "must be {lo} to {hi} {unit} (got {value})")},
    //: A figure outside its field's range; {unit} is empty or a space and a unit (" MB/s").
    {"field.range", QT_TRANSLATE_NOOP("EngineMessage", "must be {lo} to {hi}{unit} (got {value})")},
    //: A count outside its range; {unit} is empty or a space and a unit (" brokers").
    {"field.range.whole",
     QT_TRANSLATE_NOOP("EngineMessage", "must be a whole number from {lo} to {hi}{unit} (got {value})")},
    //: A figure that must be above {lo}, not equal to it; {unit} is empty or a space and a unit.
    {"field.range.open",
     QT_TRANSLATE_NOOP("EngineMessage", "must be more than {lo} and up to {hi}{unit} (got {value})")},
    //: {id} is the name of a node on the canvas.
    {"node.missing", QT_TRANSLATE_NOOP("EngineMessage", "no node is called \"{id}\"")},
    {"connection.twice", QT_TRANSLATE_NOOP("EngineMessage", "these two are already connected")},
};

} // namespace

const char* engineTemplate(const std::string& id)
{
    for (const Entry& e : kEntries)
        if (id == e.id)
            return e.english;
    return nullptr;
}

QStringList engineTemplateIds()
{
    QStringList out;
    for (const Entry& e : kEntries)
        out << QString::fromLatin1(e.id);
    return out;
}

QString engineText(const Message& m)
{
    const char* english = engineTemplate(m.id);
    if (!english)
        return QString::fromStdString(m.text());
    const QString pattern = QCoreApplication::translate(kEngineContext, english);
    return QString::fromStdString(fillTemplate(pattern.toStdString(), m.args));
}

QString problemText(const InputError& e)
{
    if (const auto* withMessage = dynamic_cast<const MessageError*>(&e))
        return engineText(withMessage->message());
    return QString::fromStdString(e.problem());
}

} // namespace mqlab::app
