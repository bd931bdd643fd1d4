// A sentence the engine shows a person, kept as a template with named arguments ("must be {lo} to
// {hi}{unit} (got {value})" and lo, hi, unit, value), so that the window can translate the template
// instead of a finished English sentence. text() is the English the command line prints.
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "mqlab/error.h"
#include "mqlab/report/translatable.h"

namespace mqlab {

struct MessageTemplate {
    std::string_view id;      // stable, unique: names the sentence in tests and comments
    std::string_view english; // {name} marks an argument; inside MQLAB_TR("EngineMessage", ...), the
                              // window's key for the translation
};

// A count and its noun ("6 brokers") as English writes it for one and for more; %n stands for the
// count. The window looks `many` up as a text with plural forms (context kCountContext), so that a
// language with other plural rules gets its own; the English is also what the command line prints.
struct CountWords {
    std::string_view one;  // "%n broker"
    std::string_view many; // "%n brokers": declare it with MQLAB_TR_N(kCountContext, ...)
};
inline constexpr const char* kCountContext = "EngineCount";
// The count in its English words: "1 broker", "6 brokers" (the number as grouped() writes it).
std::string countText(long long n, const CountWords& words);

// An argument that is a count with its noun: {name} becomes countText(n, words) in English.
struct CountArg {
    std::string name;
    long long n = 0;
    CountWords words;
};

struct Message {
    std::string id;      // empty for words that have no template yet (then `english` is the whole text)
    std::string english; // the template
    std::vector<std::pair<std::string, std::string>> args;
    std::vector<CountArg> counts; // arguments that are counts (plural forms differ by language)
    // Arguments that are sentences of their own (a warning's {formula}, "an unknown capacity"): each is
    // filled first, and the window translates it too, so no English is left inside a translation.
    std::vector<std::pair<std::string, Message>> parts;
    // The translation context of a word another table already names (a limit's name under "LimitName",
    // a kind's noun under "KindNoun"); empty for the templates of messageTemplates() ("EngineMessage").
    std::string context;
    std::string text() const; // the English: each {name} replaced by its argument
};

// The template filled: each {name} with the argument of that name; a name with no argument is kept.
std::string fillTemplate(std::string_view pattern, const std::vector<std::pair<std::string, std::string>>& args);
// Words with no template (a card's name, text the data wrote): shown as they are in every language.
Message plainWords(std::string english);
// A word of another table as a part of a template (a limit's name, a kind's noun): `english` as it is in
// English, looked up by the window under `context`; `id` names it in tests ("limit.network").
Message namedWords(std::string id, std::string english, std::string context);
Message message(const MessageTemplate& t, std::vector<std::pair<std::string, std::string>> args = {},
                std::vector<CountArg> counts = {}, std::vector<std::pair<std::string, Message>> parts = {});

struct FieldSpec;
// A figure outside its field's range, as the readers refuse it: "must be 1 to 30 (got 40)" with the
// field's range as arguments and its unit as a word the inspector's table translates ("FieldUnit");
// `got` is the figure as the reader shows it.
Message rangeRefusal(const FieldSpec& f, const std::string& got);
// The range in the inspector's own unit (a share as a percent): "more than 0 and up to 100%", "1 to
// 60,000 ms"; a unit other than "%" is a part translated as the inspector's ("FieldUnit").
Message shownRangeMessage(const FieldSpec& f, double hi);

struct Scenario;
// connectionRefusal() (scenario.h) as a Message: empty `english` when the connection may be made.
Message connectionRefusalMessage(const Scenario& scenario, const std::string& from, const std::string& to);

// Every template the engine sends, so a test can hold the app's translation table to them.
namespace messages {
extern const MessageTemplate loadRange, fieldRange, fieldRangeUnit, fieldRangeWhole, fieldRangeWholeUnit,
    fieldRangeOpen, fieldRangeOpenUnit, shownRange, shownRangeUnit, shownRangePercent, shownRangeOpen,
    shownRangeOpenUnit, shownRangeOpenPercent, noSuchNode, alreadyConnected;
}
const std::vector<MessageTemplate>& messageTemplates();

// An InputError whose problem is a Message; what() and problem() are its English text.
class MessageError : public InputError {
  public:
    MessageError(std::string file, std::string path, Message m)
        : InputError(std::move(file), std::move(path), m.text()), message_(std::move(m))
    {}
    const Message& message() const { return message_; }

  private:
    Message message_;
};

} // namespace mqlab
