// Which texts of the lesson files (stages/**/*.json) are prose, declared once: the build's stage_texts
// tool lists them for the translator (lupdate) and the app translates them as it reads a file, so the
// two cannot drift apart. Ids, kinds, keys, settings, patches and a design's node names are not prose.
#pragma once

#include <functional>
#include <nlohmann/json.hpp>
#include <string>

namespace mqlab {

// Gets each prose text (it may rewrite it in place) and where it sits: "stage-3: lesson.beats[2]".
using ProseVisitor = std::function<void(std::string& text, const std::string& where)>;

// `name` is the file's path under stages/ without ".json" ("stage-3", "round-1-2", "round-1",
// "pages/why-log", "lifecycle", "rehearsal-round-1", "your-turn"); it says which fields are prose.
// A file of any other name (the template) has none. Fields missing from `file` are skipped.
void forEachProse(nlohmann::ordered_json& file, const std::string& name, const ProseVisitor& visit);

} // namespace mqlab
