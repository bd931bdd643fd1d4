#include "mqlab/lesson/prose.h"

#include <initializer_list>
#include <string_view>

namespace mqlab {

namespace {

// A path is fields joined by '.'; "[]" after a field means each element of that array. A field that is
// a string where the path goes on (a paragraph that is a string, not {"stage", "text"}) is not visited.
// `at` is the JSON path walked so far ("lesson.beats[2]"), `file` what goes before it in `where`.
void visitPath(nlohmann::ordered_json& node, std::string_view path, const std::string& file, const std::string& at,
               const ProseVisitor& visit)
{
    if (path.empty()) {
        if (node.is_string())
            visit(node.get_ref<std::string&>(), file + ": " + at);
        return;
    }
    if (!node.is_object())
        return;
    const size_t dot = path.find('.');
    std::string_view field = path.substr(0, dot);
    const std::string_view rest = dot == std::string_view::npos ? std::string_view() : path.substr(dot + 1);
    const bool each = field.size() > 2 && field.substr(field.size() - 2) == "[]";
    if (each)
        field.remove_suffix(2);
    const auto it = node.find(std::string(field));
    if (it == node.end())
        return;
    const std::string here = (at.empty() ? "" : at + ".") + std::string(field);
    if (!each)
        return visitPath(*it, rest, file, here, visit);
    if (!it->is_array())
        return;
    for (size_t i = 0; i < it->size(); ++i)
        visitPath((*it)[i], rest, file, here + "[" + std::to_string(i) + "]", visit);
}

void visitAll(nlohmann::ordered_json& file, std::initializer_list<std::string_view> paths, std::string_view prefix,
              const std::string& name, const ProseVisitor& visit)
{
    for (std::string_view p : paths)
        visitPath(file, std::string(prefix) + std::string(p), name, "", visit);
}

// Your turn's brief: in stages/your-turn.json at the top, in a stage's lesson as lesson.your_turn.
const std::initializer_list<std::string_view> kYourTurn = {
    "title",         "brief", "answers[].title", "answers[].summary", "wrong_moves[].title", "wrong_moves[].reason",
    "rules[].reason"};

} // namespace

void forEachProse(nlohmann::ordered_json& file, const std::string& name, const ProseVisitor& visit)
{
    auto starts = [&](std::string_view s) { return std::string_view(name).substr(0, s.size()) == s; };
    if (starts("stage-") || starts("round-")) {
        // A design's own name (a stage's or a round's) heads the stage chooser; a part file has none.
        visitAll(file, {"name"}, "", name, visit);
        visitAll(file,
                 {"title", "asks", "change", "beats[]", "tradeoff", "say_it", "check_in.question", "check_in.answer",
                  "figures[].title", "figures[].steps[].caption", "figures[].steps[].text"},
                 "lesson.", name, visit);
        visitAll(file, kYourTurn, "lesson.your_turn.", name, visit);
    } else if (starts("pages/")) {
        visitAll(file,
                 {"title", "paragraphs[]", "paragraphs[].text", "tradeoff", "say_it", "check_in.question",
                  "check_in.answer", "what_if.heading", "what_if.button", "what_if.paragraphs[]",
                  "what_if.bars[].label"},
                 "", name, visit);
    } else if (name == "lifecycle") {
        visitAll(file, {"steps[].title", "steps[].text"}, "", name, visit);
    } else if (starts("rehearsal")) {
        visitAll(file,
                 {"title", "segments[].title", "segments[].points[]", "segments[].check_ins[].question",
                  "segments[].check_ins[].answer"},
                 "", name, visit);
    } else if (name == "your-turn") {
        visitAll(file, kYourTurn, "", name, visit);
    }
}

} // namespace mqlab
