// The engine's sentences in the user's language: the engine sends a template's id and its arguments
// (mqlab/report/message.h); the app translates the template (lupdate read it from the engine) and
// fills it.
#pragma once

#include <QString>
#include <QStringList>

#include <string_view>

#include "mqlab/report/message.h"

namespace mqlab::app {

// The translation context of the engine's templates in translations/*.ts.
inline constexpr const char* kEngineContext = "EngineMessage";

// The message in the user's language: its template translated, then filled with its arguments (its
// counts in the language's plural forms, its parts each through engineText).
// A message with no id is shown in the engine's English.
QString engineText(const Message& m);
// A count in the user's language ("6 brokers"): its plural form translated, else the engine's English.
QString countText(const CountArg& c);
// A word of another table in the user's language: `english` as the engine marks it under `context`
// ("LimitName", "KindNoun", "FieldLabel", ...); an empty word stays empty.
QString wordsIn(const char* context, std::string_view english);
// A drill's name, its one line or what it is set beside (round_one.cpp, round_two.cpp, round_three.cpp mark
// each under "DrillInfo"): in the user's language; an empty text stays empty.
QString drillWords(const char* english);
// An InputError's problem: through engineText when it carries a Message, else its English.
QString problemText(const InputError& e);
// An error as a person reads it: for an InputError its file and path (as written) and its problem in
// the user's language ("stage-3.json: clusters[0].brokers: must be ..."); any other error's what().
QString errorText(const std::exception& e);

} // namespace mqlab::app
