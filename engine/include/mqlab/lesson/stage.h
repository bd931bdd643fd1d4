// A teaching stage: a scenario plus its lesson, one JSON file in stages/ (schema in stages/README.md).
// Lesson texts hold {{figure}} placeholders that the engine fills; they never carry typed numbers.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "mqlab/model/report.h"
#include "mqlab/report/message.h"
#include "mqlab/model/scenario.h"
#include "mqlab/lesson/your_turn.h"

namespace mqlab {

struct Catalog;

inline constexpr int kLessonSchema = 1;
// Schema 2 adds "round": a lesson of the second seed's Round R (stages/round-R-N.json), listed in the
// chooser as its own group beside the first seed's stages. Schema 1 files keep their meaning.
inline constexpr int kRoundLessonSchema = 2;

struct CheckIn {
    std::string question, answer;
};

// One step of a stage's stepper figure: evaluated at `load` events/s (0: the stage's load) on the
// stage's design with `patch` applied (see patched()).
struct FigureStep {
    std::string caption; // a short title for the step
    std::string text;    // with {{figure}} placeholders
    double load = 0;
    nlohmann::json patch = nlohmann::json::object();
};

struct StageFigure {
    std::string title;
    std::vector<FigureStep> steps;
};

struct Lesson {
    int number = 0;                  // 1 to 99, the stage's place in the walkthrough (or in its round)
    int round = 0;                   // 0: a first-seed stage; R: a lesson of the second seed's Round R
    std::string title, asks, change; // the interviewer's question; the one change from the stage before
    std::vector<double> loadButtons; // events/s, 1 to 10,000,000
    std::vector<std::string> beats;  // a few sentences each, with placeholders
    std::string tradeoff, sayIt;
    CheckIn checkIn;
    std::vector<StageFigure> figures; // stepper figures, at least one
    std::vector<std::string> pages;   // ids of side pages (stages/pages/<id>.json) reachable from the stage
    std::optional<YourTurn> yourTurn; // this stage's own Your turn brief, if it has one
};

struct Stage {
    Scenario scenario;
    Lesson lesson;
};

// A round's lesson may name its design rather than carry a copy of it:
// {"design": "round-1.json", "lesson": {...}}, the design a scenario file beside it in stages/.
// Returns the text parseStage reads (the named scenario with the lesson added); a file that carries
// its own scenario comes back unchanged. `readDesign` gets the name and returns the file's text.
using DesignReader = std::function<std::string(const std::string& name)>;
std::string withNamedDesign(const std::string& text, const std::string& fileName, const DesignReader& readDesign);

// Throws InputError naming the file and the field.
Stage parseStage(const std::string& text, const std::string& fileName, const Catalog& catalog);

// One step of an event's life (batched, appended, acked, visible, committed, deleted).
struct LifecycleStep {
    std::string id, title, text;
    std::vector<std::string> settings; // scenario fields the step depends on
};
std::vector<LifecycleStep> parseLifecycle(const std::string& text, const std::string& fileName);
// What one step of an event's life promises under the design's settings (acks, min ISR, zones,
// linger, retention, the tier), e.g. acks=1: "an acked write may exist in one zone only".
// Uses the first producer and cluster; an empty design gets a sentence saying what is missing. A
// template (lifecycle.*) with the settings as its arguments, which the window translates.
Message lifecyclePromise(const std::string& stepId, const Scenario& design);
// Every lifecycle.* template, for messageTemplates().
std::vector<MessageTemplate> lifecycleTemplates();

// Every text of the lesson with its placeholders filled from the scenario's report; throws
// InputError for a placeholder that names no figure. Used by the stage checker and the app.
struct FilledLesson {
    std::vector<std::string> beats;
    std::vector<std::vector<std::string>> figureSteps; // by figure, by step
    std::string tradeoff, sayIt, question, answer, asks, change;
};
FilledLesson fillLesson(const Stage& stage, const Catalog& catalog, const std::string& fileName);
// One figure step's text, evaluated on `design` (the canvas's scenario) with the step's patch and load.
std::string fillFigureStep(const FigureStep& step, const Scenario& design, const Catalog& catalog,
                           const std::string& source);

// A side page reachable from a stage ("why a log", "Equation 1", ...), filled from the stage's design.
// A page's "what if" button: pressed, it shows bars of figures (percents of a limit) and words about
// the design with one thing taken away, e.g. a lost broker's survivors against the network.
struct WhatIfBar {
    std::string label;                // with {{figure}} placeholders
    std::string before;               // a figures() key, a percent: the design as it is
    std::string after;                // a figures() key, a percent: the design after the what-if
    double sizingPercent = kNotKnown; // the limit's sizing line, 0..100; NaN when it has none
};
struct WhatIf {
    std::string button, heading;
    std::vector<WhatIfBar> bars;         // at least one
    std::vector<std::string> paragraphs; // with {{figure}} placeholders
};
struct LessonPage {
    std::string id, title;
    std::vector<std::string> paragraphs; // with {{figure}} placeholders
    std::string tradeoff, sayIt;
    CheckIn checkIn;
    std::optional<WhatIf> whatIf;
    // Texts bound to a stage's own design rather than the linking canvas (0: the canvas). `stage`
    // binds the whole page; a paragraph or the check-in may name its own ({"stage": n, "text": ...}).
    int stage = 0;
    std::vector<int> paragraphStages; // one a paragraph, 0 where the page's binding applies
    int checkInStage = 0;
};
// Where a stage-bound text finds its stage's design: the app installs one that reads its resources,
// the tests one that reads the source tree. Without one, filling such a text throws InputError.
using StageDesigns = std::function<Scenario(int stage)>;
void setStageDesigns(StageDesigns designs);
// A filled bar: percents of the limit (0 to any; the view stops its bar at 100) with text and formula.
struct FilledWhatIfBar {
    std::string label, beforeText, afterText, beforeFormula, afterFormula;
    double beforePercent = 0, afterPercent = 0;
    double sizingPercent = kNotKnown;
    Status beforeStatus = Status::Ok, afterStatus = Status::Ok;
};
struct FilledWhatIf {
    std::vector<FilledWhatIfBar> bars;
    std::vector<std::string> paragraphs;
};
LessonPage parsePage(const std::string& text, const std::string& fileName);
std::vector<std::string> fillPage(const LessonPage& page, const Scenario& design, const Catalog& catalog,
                                  const std::string& fileName);
// Fills a page's what-if; throws InputError naming what_if's field when a figure is unknown for the design.
FilledWhatIf fillWhatIf(const WhatIf& whatIf, const Scenario& design, const Catalog& catalog,
                        const std::string& fileName);

} // namespace mqlab
