#include "mqlab/report/message.h"

#include <algorithm>
#include <initializer_list>

#include "../kinds/module.h"
#include "mqlab/io/files.h"
#include "mqlab/lesson/stage.h"
#include "mqlab/report/explain.h"
#include "mqlab/lesson/your_turn.h"
#include "mqlab/model/fields.h"
#include "mqlab/report/format.h"
#include "mqlab/report/list.h"
#include "mqlab/sim/config_refusals.h"
#include "mqlab/sim/round_one.h"
#include "mqlab/sim/round_three.h"
#include "mqlab/sim/run_text.h"

namespace mqlab {

namespace messages {
//: A load outside its range: {lo} and {hi} are figures, {unit} "events/s", {value} what was typed.
const MessageTemplate loadRange{"load.range", MQLAB_TR("EngineMessage", "must be {lo} to {hi} {unit} (got {value})")};
// A figure outside its field's range: {lo} and {hi} are figures, {value} what was given; the forms
// with a unit take the field's unit ({unit}: "MB/s", "brokers"), translated as the inspector's.
const MessageTemplate fieldRange{"field.range", MQLAB_TR("EngineMessage", "must be {lo} to {hi} (got {value})")};
const MessageTemplate fieldRangeUnit{"field.range.unit",
                                     MQLAB_TR("EngineMessage", "must be {lo} to {hi} {unit} (got {value})")};
//: A count outside its range.
const MessageTemplate fieldRangeWhole{
    "field.range.whole", MQLAB_TR("EngineMessage", "must be a whole number from {lo} to {hi} (got {value})")};
//: A count outside its range; {unit} names what is counted ("brokers").
const MessageTemplate fieldRangeWholeUnit{
    "field.range.whole.unit",
    MQLAB_TR("EngineMessage", "must be a whole number from {lo} to {hi} {unit} (got {value})")};
//: A figure that must be above {lo}, not equal to it.
const MessageTemplate fieldRangeOpen{"field.range.open",
                                     MQLAB_TR("EngineMessage", "must be more than {lo} and up to {hi} (got {value})")};
//: A figure that must be above {lo}, not equal to it; {unit} is the field's unit ("days").
const MessageTemplate fieldRangeOpenUnit{
    "field.range.open.unit", MQLAB_TR("EngineMessage", "must be more than {lo} and up to {hi} {unit} (got {value})")};
//: {id} is the name of a node on the canvas.
const MessageTemplate noSuchNode{"node.missing", MQLAB_TR("EngineMessage", "no node is called \"{id}\"")};
// The inspector's range for a figure, in the inspector's unit: none, a unit ({unit}: "ms", "days")
// or a percent.
const MessageTemplate shownRange{"field.shown_range", MQLAB_TR("EngineMessage", "{lo} to {hi}")};
const MessageTemplate shownRangeUnit{"field.shown_range.unit", MQLAB_TR("EngineMessage", "{lo} to {hi} {unit}")};
const MessageTemplate shownRangePercent{"field.shown_range.percent", MQLAB_TR("EngineMessage", "{lo} to {hi}%")};
//: The inspector's range for a figure that must be above {lo}.
const MessageTemplate shownRangeOpen{"field.shown_range.open",
                                     MQLAB_TR("EngineMessage", "more than {lo} and up to {hi}")};
const MessageTemplate shownRangeOpenUnit{"field.shown_range.open.unit",
                                         MQLAB_TR("EngineMessage", "more than {lo} and up to {hi} {unit}")};
const MessageTemplate shownRangeOpenPercent{"field.shown_range.open.percent",
                                            MQLAB_TR("EngineMessage", "more than {lo} and up to {hi}%")};
const MessageTemplate alreadyConnected{"connection.twice",
                                       MQLAB_TR("EngineMessage", "these two are already connected")};
//: Two items of a list, in order: {first} may itself be a list ("payments 73, orders 64"), {next} the
//: item after it ("inventory 46").
const MessageTemplate listComma{"list.comma", MQLAB_TR("EngineMessage", "{first}, {next}")};
//: Two items of a list whose items may hold commas themselves: "us-east-1 5 of 7, 2 s; us-west-2 ...".
const MessageTemplate listSemicolon{"list.semicolon", MQLAB_TR("EngineMessage", "{first}; {next}")};
//: The last choice of a list: "a cluster, a region or a consumer group".
const MessageTemplate listOr{"list.or", MQLAB_TR("EngineMessage", "{first} or {next}")};
} // namespace messages

Message joinedMessages(std::vector<Message> items, const MessageTemplate& joint, const MessageTemplate* last)
{
    if (items.empty())
        return plainWords("");
    Message out = std::move(items.front());
    for (size_t i = 1; i < items.size(); ++i)
        out = message(last && i + 1 == items.size() ? *last : joint, {}, {},
                      {{"first", std::move(out)}, {"next", std::move(items[i])}});
    return out;
}

namespace {
// Every template of each list, in the lists' order.
std::vector<MessageTemplate> joined(std::initializer_list<std::vector<MessageTemplate>> lists)
{
    std::vector<MessageTemplate> out;
    for (const std::vector<MessageTemplate>& list : lists)
        out.insert(out.end(), list.begin(), list.end());
    return out;
}

// simtext17: the simulated runs' templates (run_text.h, the rounds' drills), in one block of their own.
std::vector<MessageTemplate> simulationTemplates()
{
    return joined({sim::runTextTemplates(), sim::roundThreeTitleTemplates(),
                   // The Round 1 and Round 2 timelines' lines (round_one_text.cpp), the Round 3 drills' steps.
                   sim::roundOneTextTemplates(), sim::roundThreeStepTemplates(),
                   // The rounds' settings refused, in words they share (config.*) or their own, and a
                   // simulated run's options refused (checkRunOptions).
                   sim::sharedConfigTemplates(), sim::roundOneConfigTemplates(), sim::roundTwoConfigTemplates(),
                   sim::roundThreeConfigTemplates(), sim::simulationConfigTemplates()});
}
} // namespace

const std::vector<MessageTemplate>& messageTemplates()
{
    using namespace messages;
    // The readers' refusals; every card warning, card face line and limit formula (each kind's module
    // declares its own); the tiles' words, the Your turn verdicts, the formulas and the bill lines.
    static const std::vector<MessageTemplate> all = [] {
        std::vector<MessageTemplate> out{loadRange,
                                         fieldRange,
                                         fieldRangeUnit,
                                         fieldRangeWhole,
                                         fieldRangeWholeUnit,
                                         fieldRangeOpen,
                                         fieldRangeOpenUnit,
                                         shownRange,
                                         shownRangeUnit,
                                         shownRangePercent,
                                         shownRangeOpen,
                                         shownRangeOpenUnit,
                                         shownRangeOpenPercent,
                                         noSuchNode,
                                         alreadyConnected,
                                         listComma,
                                         listSemicolon,
                                         listOr};
        const std::vector<MessageTemplate> more = joined({
            connectionTemplates(), // the kinds' connection rules
            kinds::warningTemplates(), kinds::faceTemplates(), tileTemplates(),
            fileTemplates(),       // reading and writing the user's files
            reportWordTemplates(), // report notes, lesson figures' words
            lifecycleTemplates(),  // the Event tab's promises
            yourTurnTemplates(), kinds::formulaTemplates(), kinds::billTemplates(),
            simulationTemplates(), // simtext17: the simulated runs' words (Simulate panel, the rounds' drills)
        });
        out.insert(out.end(), more.begin(), more.end());
        return out;
    }();
    return all;
}

std::string fillTemplate(std::string_view pattern, const std::vector<std::pair<std::string, std::string>>& args)
{
    std::string out;
    out.reserve(pattern.size() + 16);
    for (size_t i = 0; i < pattern.size();) {
        if (pattern[i] == '{') {
            const size_t close = pattern.find('}', i);
            if (close != std::string_view::npos) {
                const std::string_view name = pattern.substr(i + 1, close - i - 1);
                const auto arg = std::find_if(args.begin(), args.end(), [&](const auto& a) { return a.first == name; });
                if (arg != args.end()) {
                    out += arg->second;
                    i = close + 1;
                    continue;
                }
            }
        }
        out += pattern[i++];
    }
    return out;
}

std::string countText(long long n, const CountWords& words)
{
    const std::string_view form = n == 1 ? words.one : words.many;
    std::string out(form);
    const size_t at = out.find("%n");
    if (at != std::string::npos)
        out.replace(at, 2, grouped(static_cast<double>(n)));
    return out;
}

std::string Message::text() const
{
    if (counts.empty() && parts.empty())
        return fillTemplate(english, args);
    std::vector<std::pair<std::string, std::string>> all = args;
    for (const CountArg& c : counts)
        all.emplace_back(c.name, countText(c.n, c.words));
    for (const auto& [name, part] : parts)
        all.emplace_back(name, part.text());
    return fillTemplate(english, all);
}

Message plainWords(std::string english)
{
    Message m;
    m.english = std::move(english);
    return m;
}

Message namedWords(std::string id, std::string english, std::string context)
{
    Message m;
    m.id = std::move(id);
    m.english = std::move(english);
    m.context = std::move(context);
    return m;
}

Message message(const MessageTemplate& t, std::vector<std::pair<std::string, std::string>> args,
                std::vector<CountArg> counts, std::vector<std::pair<std::string, Message>> parts)
{
    return Message{std::string(t.id), std::string(t.english), std::move(args), std::move(counts), std::move(parts), {}};
}

namespace {
// A field's unit as a part: the inspector's table translates it (fields.cpp marks it "FieldUnit").
std::vector<std::pair<std::string, Message>> unitPart(const std::string& unit)
{
    if (unit.empty())
        return {};
    return {{"unit", namedWords("field.unit", unit, "FieldUnit")}};
}
} // namespace

Message rangeRefusal(const FieldSpec& f, const std::string& got)
{
    // The same words as "must be " + rangeText(f) + " (got ...)" (fields.cpp), argument by argument.
    using namespace messages;
    const bool unit = !f.unit.empty();
    const MessageTemplate& t = f.type == FieldType::Whole ? (unit ? fieldRangeWholeUnit : fieldRangeWhole)
                               : f.loOpen                 ? (unit ? fieldRangeOpenUnit : fieldRangeOpen)
                                                          : (unit ? fieldRangeUnit : fieldRange);
    return message(t, {{"lo", plainNumber(f.lo)}, {"hi", plainNumber(f.hi)}, {"value", got}}, {}, unitPart(f.unit));
}

Message shownRangeMessage(const FieldSpec& f, double hi)
{
    using namespace messages;
    const bool percent = f.shownUnit == "%";
    const bool unit = !f.shownUnit.empty() && !percent;
    const MessageTemplate& t = f.loOpen ? (percent ? shownRangeOpenPercent
                                           : unit  ? shownRangeOpenUnit
                                                   : shownRangeOpen)
                                        : (percent ? shownRangePercent
                                           : unit  ? shownRangeUnit
                                                   : shownRange);
    return message(t, {{"lo", plainNumber(f.lo * f.shownScale)}, {"hi", plainNumber(hi * f.shownScale)}}, {},
                   unit ? unitPart(f.shownUnit) : std::vector<std::pair<std::string, Message>>{});
}

} // namespace mqlab
