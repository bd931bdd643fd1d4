#include "mqlab/lesson/stage.h"

#include <algorithm>
#include <cmath>
#include <map>

#include "mqlab/model/catalog.h"
#include "mqlab/error.h"
#include "mqlab/report/explain.h"
#include "mqlab/report/format.h"
#include "mqlab/report/translatable.h"
#include "mqlab/model/report.h"

#include "../json_fields.h"

namespace mqlab {
namespace {

using nlohmann::json;

std::string str(const json& obj, const char* key, const std::string& file, const std::string& path,
                bool required = true)
{
    if (!obj.contains(key)) {
        if (required)
            throw InputError(file, path + "." + key, "is required: a string");
        return {};
    }
    if (!obj.at(key).is_string())
        throw InputError(file, path + "." + key, "must be a string");
    return obj.at(key).get<std::string>();
}

void onlyKeys(const json& obj, const std::vector<std::string>& allowed, const std::string& file,
              const std::string& path)
{
    for (auto it = obj.begin(); it != obj.end(); ++it) {
        bool ok = false;
        for (const auto& a : allowed)
            ok = ok || a == it.key();
        if (!ok)
            throw InputError(file, path + "." + it.key(), "is not a field of a lesson (see stages/README.md)");
    }
}

int stageNumber(const json& v, const std::string& file, const std::string& path)
{
    if (!v.is_number_integer() || v.get<int>() < 1 || v.get<int>() > 99)
        throw InputError(file, path, "must be a stage number, 1 to 99");
    return v.get<int>();
}

StageDesigns& stageDesigns()
{
    static StageDesigns designs;
    return designs;
}

double load(const json& v, const std::string& file, const std::string& path)
{
    if (!v.is_number() || std::isnan(v.get<double>()) || v.get<double>() < 1 || v.get<double>() > 1e7)
        throw InputError(file, path, "must be 1 to 10,000,000 events/s");
    return v.get<double>();
}

} // namespace

std::string withNamedDesign(const std::string& text, const std::string& file, const DesignReader& readDesign)
{
    const json doc = readJson(text, file);
    if (!doc.is_object() || !doc.contains("design"))
        return text;
    for (auto it = doc.begin(); it != doc.end(); ++it)
        if (it.key() != "design" && it.key() != "lesson")
            throw InputError(file, it.key(), "is not allowed beside \"design\": the named file holds the whole design");
    const json& name = doc.at("design");
    const bool plain =
        name.is_string() && !name.get<std::string>().empty() &&
        name.get<std::string>().find_first_not_of("abcdefghijklmnopqrstuvwxyz0123456789-.") == std::string::npos &&
        name.get<std::string>().size() > 5 &&
        name.get<std::string>().substr(name.get<std::string>().size() - 5) == ".json";
    if (!plain)
        throw InputError(file, "design", "must name a scenario file beside it in stages/, such as \"round-1.json\"");
    const std::string designFile = "stages/" + name.get<std::string>();
    json design = readJson(readDesign(name.get<std::string>()), designFile);
    if (!design.is_object() || design.contains("lesson"))
        throw InputError(file, "design", "must name a plain scenario file (" + designFile + " is not one)");
    if (doc.contains("lesson"))
        design["lesson"] = doc.at("lesson");
    return design.dump();
}

Stage parseStage(const std::string& text, const std::string& file, const Catalog& catalog)
{
    Stage st;
    st.scenario = parseScenarioText(text, file, catalog);
    const json doc = readJson(text, file); // already known to be well-formed and within the limits
    if (!doc.contains("lesson") || !doc.at("lesson").is_object())
        throw InputError(file, "lesson", "is required in a stage file: an object");
    const json& l = doc.at("lesson");
    onlyKeys(l,
             {"schema", "number", "title", "asks", "change", "load_buttons", "beats", "tradeoff", "say_it", "check_in",
              "figures", "pages", "your_turn", "round"},
             file, "lesson");
    if (!l.contains("schema") || !l.at("schema").is_number_integer() ||
        (l.at("schema").get<int>() != kLessonSchema && l.at("schema").get<int>() != kRoundLessonSchema))
        throw InputError(file, "lesson.schema", "must be 1 (a stage) or 2 (a round's lesson, with \"round\")");
    const int schema = l.at("schema").get<int>();
    if (schema == kLessonSchema && l.contains("round"))
        throw InputError(file, "lesson.round", "needs lesson schema 2");
    if (schema == kRoundLessonSchema) {
        if (!l.contains("round") || !l.at("round").is_number_integer() || l.at("round").get<int>() < 1 ||
            l.at("round").get<int>() > 9)
            throw InputError(file, "lesson.round", "is required in schema 2: the round, a whole number from 1 to 9");
        st.lesson.round = l.at("round").get<int>();
    }
    if (!l.contains("number") || !l.at("number").is_number_integer() || l.at("number").get<int>() < 1 ||
        l.at("number").get<int>() > 99)
        throw InputError(file, "lesson.number", "must be a whole number from 1 to 99");
    Lesson& le = st.lesson;
    le.number = l.at("number").get<int>();
    le.title = str(l, "title", file, "lesson");
    le.asks = str(l, "asks", file, "lesson");
    le.change = str(l, "change", file, "lesson");
    le.tradeoff = str(l, "tradeoff", file, "lesson");
    le.sayIt = str(l, "say_it", file, "lesson");
    if (l.contains("load_buttons")) {
        if (!l.at("load_buttons").is_array())
            throw InputError(file, "lesson.load_buttons", "must be an array of events/s");
        for (size_t i = 0; i < l.at("load_buttons").size(); ++i)
            le.loadButtons.push_back(
                load(l.at("load_buttons")[i], file, "lesson.load_buttons[" + std::to_string(i) + "]"));
    }
    if (!l.contains("beats") || !l.at("beats").is_array() || l.at("beats").empty())
        throw InputError(file, "lesson.beats", "is required: an array of at least one text");
    for (size_t i = 0; i < l.at("beats").size(); ++i) {
        if (!l.at("beats")[i].is_string())
            throw InputError(file, "lesson.beats[" + std::to_string(i) + "]", "must be a string");
        le.beats.push_back(l.at("beats")[i].get<std::string>());
    }
    if (!l.contains("check_in") || !l.at("check_in").is_object())
        throw InputError(file, "lesson.check_in", "is required: {\"question\": ..., \"answer\": ...}");
    le.checkIn = {str(l.at("check_in"), "question", file, "lesson.check_in"),
                  str(l.at("check_in"), "answer", file, "lesson.check_in")};
    if (!l.contains("figures") || !l.at("figures").is_array() || l.at("figures").empty())
        throw InputError(file, "lesson.figures",
                         "is required: an array of at least one {\"title\": ..., \"steps\": [...]}");
    for (size_t fi = 0; fi < l.at("figures").size(); ++fi) {
        const std::string fpath = "lesson.figures[" + std::to_string(fi) + "]";
        const json& fig = l.at("figures")[fi];
        if (!fig.is_object())
            throw InputError(file, fpath, "must be an object");
        onlyKeys(fig, {"title", "steps"}, file, fpath);
        StageFigure figure;
        figure.title = str(fig, "title", file, fpath);
        if (!fig.contains("steps") || !fig.at("steps").is_array() || fig.at("steps").empty())
            throw InputError(file, fpath + ".steps", "is required: an array of at least one step");
        for (size_t i = 0; i < fig.at("steps").size(); ++i) {
            const std::string path = fpath + ".steps[" + std::to_string(i) + "]";
            const json& s = fig.at("steps")[i];
            if (!s.is_object())
                throw InputError(file, path, "must be an object");
            onlyKeys(s, {"caption", "text", "load", "patch"}, file, path);
            FigureStep step;
            step.caption = str(s, "caption", file, path);
            step.text = str(s, "text", file, path);
            if (s.contains("load"))
                step.load = load(s.at("load"), file, path + ".load");
            if (s.contains("patch")) {
                if (!s.at("patch").is_object())
                    throw InputError(file, path + ".patch", "must be an object of node arrays");
                step.patch = s.at("patch");
                try {
                    (void)patched(st.scenario, step.patch, catalog);
                } catch (const InputError& e) {
                    // The patch's own path and problem inside the step's: cut so the line stays short.
                    std::string inner = e.path() + ": " + e.problem();
                    if (inner.size() > 180) {
                        size_t cut = 177;
                        while (cut > 0 && (static_cast<unsigned char>(inner[cut]) & 0xC0) == 0x80)
                            --cut; // not inside a UTF-8 character
                        inner = inner.substr(0, cut) + "...";
                    }
                    throw InputError(file, path + ".patch", inner);
                }
            }
            figure.steps.push_back(std::move(step));
        }
        le.figures.push_back(std::move(figure));
    }
    if (l.contains("pages")) {
        if (!l.at("pages").is_array())
            throw InputError(file, "lesson.pages", "must be an array of page ids");
        for (const auto& p : l.at("pages")) {
            if (!p.is_string())
                throw InputError(file, "lesson.pages", "must hold strings");
            le.pages.push_back(p.get<std::string>());
        }
    }
    if (l.contains("your_turn"))
        le.yourTurn = parseStageYourTurn(l.at("your_turn"), file, le.round > 0 ? 100 * le.round + le.number : le.number,
                                         st.scenario, catalog);
    return st;
}

std::vector<LifecycleStep> parseLifecycle(const std::string& text, const std::string& file)
{
    const json doc = readJson(text, file);
    if (!doc.is_object() || !doc.contains("schema") || doc.at("schema") != kLessonSchema)
        throw InputError(file, "schema", "must be 1");
    if (!doc.contains("steps") || !doc.at("steps").is_array() || doc.at("steps").size() != 6)
        throw InputError(file, "steps", "must hold the six steps of an event's life");
    std::vector<LifecycleStep> out;
    for (size_t i = 0; i < doc.at("steps").size(); ++i) {
        const std::string path = "steps[" + std::to_string(i) + "]";
        const json& s = doc.at("steps")[i];
        LifecycleStep step{str(s, "id", file, path), str(s, "title", file, path), str(s, "text", file, path), {}};
        if (s.contains("settings")) {
            if (!s.at("settings").is_array())
                throw InputError(file, path + ".settings", "must be an array of setting names");
            for (const auto& v : s.at("settings")) {
                if (!v.is_string())
                    throw InputError(file, path + ".settings",
                                     "must be an array of setting names (got " + echoJson(v) + ")");
                step.settings.push_back(v.get<std::string>());
            }
        }
        out.push_back(std::move(step));
    }
    return out;
}

std::string fillFigureStep(const FigureStep& step, const Scenario& design, const Catalog& cat,
                           const std::string& source)
{
    const Scenario s = step.patch.empty() ? design : patched(design, step.patch, cat);
    const Report r = evaluate(s, cat, step.load);
    return fillTemplate(step.text, figures(s, cat, r), source);
}

LessonPage parsePage(const std::string& text, const std::string& file)
{
    const json doc = fields::parseObject(text, file);
    onlyKeys(doc, {"schema", "id", "title", "paragraphs", "tradeoff", "say_it", "check_in", "what_if", "stage"}, file,
             "page");
    if (doc.value("schema", 0) != kLessonSchema)
        throw InputError(file, "schema", "must be 1");
    LessonPage p;
    p.id = str(doc, "id", file, "page");
    p.title = str(doc, "title", file, "page");
    p.tradeoff = str(doc, "tradeoff", file, "page");
    p.sayIt = str(doc, "say_it", file, "page", false);
    if (!doc.contains("paragraphs") || !doc.at("paragraphs").is_array() || doc.at("paragraphs").empty())
        throw InputError(file, "paragraphs", "is required: an array of at least one text");
    if (doc.contains("stage"))
        p.stage = stageNumber(doc.at("stage"), file, "stage");
    for (size_t i = 0; i < doc.at("paragraphs").size(); ++i) {
        const json& para = doc.at("paragraphs")[i];
        const std::string path = "paragraphs[" + std::to_string(i) + "]";
        if (para.is_object()) {
            onlyKeys(para, {"stage", "text"}, file, path);
            if (!para.contains("stage"))
                throw InputError(file, path + ".stage",
                                 "is required in a paragraph object: the stage whose design fills it");
            p.paragraphStages.push_back(stageNumber(para.at("stage"), file, path + ".stage"));
            p.paragraphs.push_back(str(para, "text", file, path));
            continue;
        }
        if (!para.is_string())
            throw InputError(file, path, "must be a string or {\"stage\": n, \"text\": \"...\"}");
        p.paragraphStages.push_back(0);
        p.paragraphs.push_back(para.get<std::string>());
    }
    if (!doc.contains("check_in") || !doc.at("check_in").is_object())
        throw InputError(file, "check_in", "is required: {\"question\": ..., \"answer\": ...}");
    onlyKeys(doc.at("check_in"), {"question", "answer", "stage"}, file, "check_in");
    p.checkIn = {str(doc.at("check_in"), "question", file, "check_in"),
                 str(doc.at("check_in"), "answer", file, "check_in")};
    if (doc.at("check_in").contains("stage"))
        p.checkInStage = stageNumber(doc.at("check_in").at("stage"), file, "check_in.stage");
    if (doc.contains("what_if")) {
        const json& w = doc.at("what_if");
        if (!w.is_object())
            throw InputError(file, "what_if", "must be an object: {\"button\", \"heading\", \"bars\", \"paragraphs\"}");
        onlyKeys(w, {"button", "heading", "bars", "paragraphs"}, file, "what_if");
        WhatIf what;
        what.button = str(w, "button", file, "what_if");
        what.heading = str(w, "heading", file, "what_if");
        if (!w.contains("bars") || !w.at("bars").is_array() || w.at("bars").empty())
            throw InputError(file, "what_if.bars",
                             "is required: an array of at least one {\"label\", \"before\", \"after\"}");
        for (size_t i = 0; i < w.at("bars").size(); ++i) {
            const json& b = w.at("bars")[i];
            const std::string path = "what_if.bars[" + std::to_string(i) + "]";
            if (!b.is_object())
                throw InputError(file, path, "must be an object: {\"label\", \"before\", \"after\"}");
            onlyKeys(b, {"label", "before", "after", "sizing_percent"}, file, path);
            WhatIfBar bar{str(b, "label", file, path), str(b, "before", file, path), str(b, "after", file, path)};
            if (b.contains("sizing_percent")) {
                const json& v = b.at("sizing_percent");
                if (!v.is_number() || v.get<double>() <= 0 || v.get<double>() >= 100)
                    throw InputError(file, path + ".sizing_percent", "must be a number above 0 and below 100");
                bar.sizingPercent = v.get<double>();
            }
            what.bars.push_back(std::move(bar));
        }
        if (!w.contains("paragraphs") || !w.at("paragraphs").is_array() || w.at("paragraphs").empty())
            throw InputError(file, "what_if.paragraphs", "is required: an array of at least one text");
        for (const auto& para : w.at("paragraphs")) {
            if (!para.is_string())
                throw InputError(file, "what_if.paragraphs", "must hold strings");
            what.paragraphs.push_back(para.get<std::string>());
        }
        p.whatIf = std::move(what);
    }
    return p;
}

FilledWhatIf fillWhatIf(const WhatIf& what, const Scenario& design, const Catalog& cat, const std::string& file)
{
    const Report r = evaluate(design, cat);
    const Figures f = figures(design, cat, r);
    FilledWhatIf out;
    for (size_t i = 0; i < what.bars.size(); ++i) {
        const WhatIfBar& b = what.bars[i];
        const std::string path = "what_if.bars[" + std::to_string(i) + "]";
        auto figure = [&](const std::string& key, const char* field) -> const FigureText& {
            const auto it = f.find(key);
            if (it == f.end())
                throw InputError(file, path + "." + field, "names \"" + key + "\", a figure this design does not have");
            return it->second;
        };
        const FigureText& before = figure(b.before, "before");
        const FigureText& after = figure(b.after, "after");
        out.bars.push_back({fillTemplate(b.label, f, file + ": " + path + ".label"), before.text, after.text,
                            before.formula, after.formula, before.value, after.value, b.sizingPercent,
                            percentStatus(before.value, b.sizingPercent), percentStatus(after.value, b.sizingPercent)});
    }
    for (size_t i = 0; i < what.paragraphs.size(); ++i)
        out.paragraphs.push_back(
            fillTemplate(what.paragraphs[i], f, file + ": what_if.paragraphs[" + std::to_string(i) + "]"));
    return out;
}

void setStageDesigns(StageDesigns designs)
{
    stageDesigns() = std::move(designs);
}

std::vector<std::string> fillPage(const LessonPage& page, const Scenario& design, const Catalog& cat,
                                  const std::string& file)
{
    // Figures by stage: 0 is the linking canvas, n > 0 that stage's own design at its own load.
    std::map<int, Figures> byStage;
    auto figs = [&](int stage, const std::string& field) -> const Figures& {
        const int n = stage > 0 ? stage : page.stage;
        auto it = byStage.find(n);
        if (it != byStage.end())
            return it->second;
        if (n == 0)
            return byStage[0] = figures(design, cat, evaluate(design, cat));
        if (!stageDesigns())
            throw InputError(file, field, "names Stage " + std::to_string(n) + ", but no stage designs are loaded");
        const Scenario s = stageDesigns()(n);
        return byStage[n] = figures(s, cat, evaluate(s, cat));
    };
    // "{{stage2:cost.msk}}" reads Stage 2's figure from any text: a page compares across stages.
    auto fill = [&](const std::string& text, int stage, const std::string& field) {
        const Figures& own = figs(stage, field);
        const FigureFinder find = [&](const std::string& key) -> const FigureText* {
            const Figures* in = &own;
            std::string name = key;
            const size_t colon = key.find(':');
            if (key.rfind("stage", 0) == 0 && colon != std::string::npos) {
                const std::string number = key.substr(5, colon - 5);
                if (number.empty() || number.size() > 2 ||
                    number.find_first_not_of("0123456789") != std::string::npos || std::stoi(number) < 1)
                    return nullptr;
                in = &figs(std::stoi(number), field);
                name = key.substr(colon + 1);
            }
            const auto it = in->find(name);
            return it == in->end() ? nullptr : &it->second;
        };
        return fillTemplate(text, find, file + ": " + field);
    };
    std::vector<std::string> out;
    for (size_t i = 0; i < page.paragraphs.size(); ++i) {
        const int stage = i < page.paragraphStages.size() ? page.paragraphStages[i] : 0;
        out.push_back(fill(page.paragraphs[i], stage, "paragraphs[" + std::to_string(i) + "]"));
    }
    out.push_back(fill(page.tradeoff, 0, "tradeoff"));
    out.push_back(fill(page.sayIt, 0, "say_it"));
    out.push_back(fill(page.checkIn.question, page.checkInStage, "check_in.question"));
    out.push_back(fill(page.checkIn.answer, page.checkInStage, "check_in.answer"));
    return out;
}

namespace {
namespace said {
// One event's life under the design's settings (the Event tab's "on this canvas" box).
//: The event stepper when the design has no producer or no cluster.
constexpr MessageTemplate noDesign{
    "lifecycle.no_design", MQLAB_TR("EngineMessage", "Add a producer and a cluster to follow an event through them.")};
//: {ms} is the producer's linger.ms setting (keep "linger.ms": it is Kafka's name for it).
constexpr MessageTemplate batchedLinger{
    "lifecycle.batched.linger",
    MQLAB_TR("EngineMessage",
             "The producer holds the event up to {ms} ms (linger.ms) so one request carries a fuller batch for its "
             "partition.")};
constexpr MessageTemplate batchedNow{
    "lifecycle.batched.now",
    MQLAB_TR("EngineMessage", "linger.ms is 0: the producer sends at once, in smaller batches and more requests.")};
//: {followers} is a count with its verb ("2 followers fetch"), {zones} a count with its verb ("3 zones allow").
constexpr MessageTemplate appendedFollowers{
    "lifecycle.appended.followers",
    MQLAB_TR("EngineMessage",
             "The leader appends the batch to its page cache; {followers} it, one a zone where {zones}.")};
constexpr MessageTemplate appendedOneCopy{
    "lifecycle.appended.one_copy",
    MQLAB_TR("EngineMessage",
             "With one copy there is no follower: the leader's page cache is the only place it lives.")};
//: Keep "acks=0", "acks=1" and "acks=all": they are Kafka's settings.
constexpr MessageTemplate ackedZero{
    "lifecycle.acked.zero",
    MQLAB_TR("EngineMessage",
             "acks=0: the producer does not wait for any answer, so a lost request is lost without a word.")};
constexpr MessageTemplate ackedOne{
    "lifecycle.acked.one",
    MQLAB_TR("EngineMessage", "acks=1: the leader answers once it has the batch, so an acked write may exist in one "
                              "zone only until the followers catch up.")};
//: {min_isr} is min.insync.replicas (a figure), {zones} a count of zones ("2 zones").
constexpr MessageTemplate ackedAll{
    "lifecycle.acked.all",
    MQLAB_TR("EngineMessage",
             "acks=all: the answer waits for every in-sync copy, and writes are refused when fewer than {min_isr} are "
             "in sync, so an acked write is in at least {zones}. The answer does not wait for the disk: the copies "
             "are what keep the write.")};
constexpr MessageTemplate visible{
    "lifecycle.visible",
    MQLAB_TR("EngineMessage",
             "Readers see the event once every in-sync copy holds it: the high watermark moves past its offset.")};
constexpr MessageTemplate committed{
    "lifecycle.committed",
    MQLAB_TR("EngineMessage",
             "Each group commits its offset after processing; a restarted task resumes from the last commit and may "
             "process a few events again, so sinks write keyed on the producer's event id.")};
//: {hours} on the brokers' disks, {days} in the tier: figures.
constexpr MessageTemplate deletedTiered{
    "lifecycle.deleted.tiered",
    MQLAB_TR("EngineMessage", "Closed segments go to the tier as one copy; broker disks drop them after {hours} hours "
                              "and the tier after {days} days.")};
constexpr MessageTemplate deleted{
    "lifecycle.deleted",
    MQLAB_TR("EngineMessage", "The segment holding the event is deleted {days} days after it closes.")};

//: Followers of a partition's leader and what they do: "2 followers fetch".
constexpr CountWords kFollowersFetch{"%n follower fetches", MQLAB_TR_N("EngineCount", "%n followers fetch")};
//: Zones the cluster spreads over, and what they do: "3 zones allow".
constexpr CountWords kZonesAllow{"%n zone allows", MQLAB_TR_N("EngineCount", "%n zones allow")};
constexpr CountWords kZones{"%n zone", MQLAB_TR_N("EngineCount", "%n zones")};
} // namespace said
} // namespace

Message lifecyclePromise(const std::string& step, const Scenario& s)
{
    if (s.producers.empty() || s.clusters.empty())
        return message(said::noDesign);
    const Producer& p = s.producers.front();
    const Cluster& c = s.clusters.front();
    const int copies = c.replicationFactor;
    const int zonesHeld = std::min(c.minInsyncReplicas, c.zones);
    auto n = [](double v) { return grouped(v, v == std::floor(v) ? 0 : 1); };
    if (step == "batched")
        return p.lingerMs > 0 ? message(said::batchedLinger, {{"ms", n(p.lingerMs)}}) : message(said::batchedNow);
    if (step == "appended")
        return copies > 1
                   ? message(said::appendedFollowers, {},
                             {{"followers", copies - 1, said::kFollowersFetch}, {"zones", c.zones, said::kZonesAllow}})
                   : message(said::appendedOneCopy);
    if (step == "acked") {
        if (p.acks == Acks::Zero)
            return message(said::ackedZero);
        if (p.acks == Acks::One)
            return message(said::ackedOne);
        return message(said::ackedAll, {{"min_isr", std::to_string(c.minInsyncReplicas)}},
                       {{"zones", zonesHeld, said::kZones}});
    }
    if (step == "visible")
        return message(said::visible);
    if (step == "committed")
        return message(said::committed);
    if (step == "deleted") {
        if (c.kind == ClusterKind::Standard && c.tieredStorage)
            return message(said::deletedTiered, {{"hours", n(c.localRetentionHours)}, {"days", n(c.retentionDays)}});
        return message(said::deleted, {{"days", n(c.retentionDays)}});
    }
    return plainWords("");
}

std::vector<MessageTemplate> lifecycleTemplates()
{
    using namespace said;
    return {noDesign, batchedLinger, batchedNow, appendedFollowers, appendedOneCopy, ackedZero,
            ackedOne, ackedAll,      visible,    committed,         deletedTiered,   deleted};
}

FilledLesson fillLesson(const Stage& st, const Catalog& cat, const std::string& file)
{
    const Report r = evaluate(st.scenario, cat);
    const Figures f = figures(st.scenario, cat, r);
    FilledLesson out;
    const Lesson& l = st.lesson;
    for (size_t i = 0; i < l.beats.size(); ++i)
        out.beats.push_back(fillTemplate(l.beats[i], f, file + ": lesson.beats[" + std::to_string(i) + "]"));
    for (size_t fi = 0; fi < l.figures.size(); ++fi) {
        out.figureSteps.emplace_back();
        for (size_t i = 0; i < l.figures[fi].steps.size(); ++i)
            out.figureSteps.back().push_back(
                fillFigureStep(l.figures[fi].steps[i], st.scenario, cat,
                               file + ": lesson.figures[" + std::to_string(fi) + "].steps[" + std::to_string(i) + "]"));
    }
    out.tradeoff = fillTemplate(l.tradeoff, f, file + ": lesson.tradeoff");
    out.sayIt = fillTemplate(l.sayIt, f, file + ": lesson.say_it");
    out.question = fillTemplate(l.checkIn.question, f, file + ": lesson.check_in.question");
    out.answer = fillTemplate(l.checkIn.answer, f, file + ": lesson.check_in.answer");
    out.asks = fillTemplate(l.asks, f, file + ": lesson.asks");
    out.change = fillTemplate(l.change, f, file + ": lesson.change");
    return out;
}

} // namespace mqlab
