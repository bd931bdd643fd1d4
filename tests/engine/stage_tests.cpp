// stage.h: every stages/stage-*.json parses, is numbered as its file, and fills its lesson; a broken
// stage file gives an InputError naming the field. Also the template filler the lessons use.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <regex>

#include "seed_helpers.h"

namespace mqlab {
namespace {

namespace fs = std::filesystem;
using nlohmann::json;
using test::catalog;
using test::contains;
using test::inputErrorOf;

struct StageFile {
    fs::path path;
    int number = 0;
};

std::vector<StageFile> stageFiles()
{
    std::vector<StageFile> out;
    const std::regex name(R"(stage-([0-9]+)\.json)");
    for (const auto& entry : fs::directory_iterator(fs::path(MQLAB_SOURCE_DIR) / "stages")) {
        std::smatch m;
        const std::string file = entry.path().filename().string();
        if (entry.is_regular_file() && std::regex_match(file, m, name))
            out.push_back({entry.path(), std::stoi(m[1].str())});
    }
    std::sort(out.begin(), out.end(), [](const StageFile& a, const StageFile& b) { return a.number < b.number; });
    return out;
}

json stage2Doc() { return json::parse(test::readFile("stages/stage-2.json")); }

InputError badStage(const json& doc)
{
    return inputErrorOf([&] { parseStage(doc.dump(2), "stage-x.json", catalog()); });
}

TEST(Stages, TheSeedsSixStagesAreThere)
{
    const auto files = stageFiles();
    ASSERT_EQ(files.size(), 6u);  // seed: Stages 1 to 6
    for (size_t i = 0; i < files.size(); ++i)
        EXPECT_EQ(files[i].number, static_cast<int>(i) + 1);
}

TEST(Stages, EveryStageFileParsesAndFillsItsLesson)
{
    for (const auto& f : stageFiles()) {
        SCOPED_TRACE(f.path.string());
        const std::string rel = "stages/" + f.path.filename().string();
        const std::string text = test::readFile(rel);
        Stage st;
        ASSERT_NO_THROW(st = parseStage(text, rel, catalog()));
        // Its number matches its file name.
        EXPECT_EQ(st.lesson.number, f.number);
        EXPECT_EQ(st.scenario, test::stageScenario(f.number));
        FilledLesson filled;
        ASSERT_NO_THROW(filled = fillLesson(st, catalog(), rel));
        EXPECT_EQ(filled.beats.size(), st.lesson.beats.size());
        EXPECT_EQ(filled.figureSteps.size(), st.lesson.figures.size());
        for (const auto& b : filled.beats)
            EXPECT_FALSE(contains(b, "{{")) << b;
        for (const auto& fig : filled.figureSteps)
            for (const auto& step : fig)
                EXPECT_FALSE(contains(step, "{{")) << step;
        for (double b : st.lesson.loadButtons)
            EXPECT_TRUE(b >= 1 && b <= 1e7) << b;
    }
}

TEST(Stages, SeedStagesHaveNoLoadButtonsPastTheirWall)
{
    // Seed: Stages 1, 3, 4, 5 and 6 offer no load buttons (the peak already lies beyond the wall;
    // the point is the disks; the point is the key).
    for (int n : {1, 3, 4, 5, 6}) {
        const std::string rel = "stages/stage-" + std::to_string(n) + ".json";
        EXPECT_TRUE(parseStage(test::readFile(rel), rel, catalog()).lesson.loadButtons.empty()) << rel;
    }
}

TEST(StagesBad, MissingLesson)
{
    json doc = stage2Doc();
    doc.erase("lesson");
    const InputError e = badStage(doc);
    EXPECT_EQ(e.file(), "stage-x.json");
    EXPECT_EQ(e.path(), "lesson");
}

TEST(StagesBad, NumberOutOfRange)
{
    json doc = stage2Doc();
    doc["lesson"]["number"] = 0;
    const InputError e = badStage(doc);
    EXPECT_EQ(e.path(), "lesson.number");
    EXPECT_TRUE(contains(e.problem(), "from 1 to 99")) << e.what();
}

TEST(StagesBad, WrongSchema)
{
    json doc = stage2Doc();
    doc["lesson"]["schema"] = 3;  // 1 is a stage, 2 a round's part (round1_lessons_tests.cpp)
    EXPECT_EQ(badStage(doc).path(), "lesson.schema");
    doc["lesson"]["schema"] = 2;  // a round's part without its round
    EXPECT_EQ(badStage(doc).path(), "lesson.round");
}

TEST(StagesBad, UnknownLessonField)
{
    json doc = stage2Doc();
    doc["lesson"]["colour"] = "red";
    const InputError e = badStage(doc);
    EXPECT_EQ(e.path(), "lesson.colour");
    EXPECT_TRUE(contains(e.problem(), "is not a field of a lesson")) << e.what();
}

TEST(StagesBad, MissingTitle)
{
    json doc = stage2Doc();
    doc["lesson"].erase("title");
    EXPECT_EQ(badStage(doc).path(), "lesson.title");
}

TEST(StagesBad, LoadButtonOutOfRange)
{
    json doc = stage2Doc();
    doc["lesson"]["load_buttons"] = {50000, 0};
    const InputError e = badStage(doc);
    EXPECT_EQ(e.path(), "lesson.load_buttons[1]");
    EXPECT_TRUE(contains(e.problem(), "1 to 10,000,000 events/s")) << e.what();
}

TEST(StagesBad, NoBeats)
{
    json doc = stage2Doc();
    doc["lesson"]["beats"] = json::array();
    EXPECT_EQ(badStage(doc).path(), "lesson.beats");
}

TEST(StagesBad, BeatNotAString)
{
    json doc = stage2Doc();
    doc["lesson"]["beats"] = {"fine", 3};
    EXPECT_EQ(badStage(doc).path(), "lesson.beats[1]");
}

TEST(StagesBad, NoFigures)
{
    json doc = stage2Doc();
    doc["lesson"]["figures"] = json::array();
    EXPECT_EQ(badStage(doc).path(), "lesson.figures");
}

TEST(StagesBad, FigureStepLoad)
{
    json doc = stage2Doc();
    doc["lesson"]["figures"][0]["steps"][0]["load"] = 2e7;
    EXPECT_EQ(badStage(doc).path(), "lesson.figures[0].steps[0].load");
}

TEST(StagesBad, FigureStepPatchBreaksTheDesign)
{
    json doc = stage2Doc();
    doc["lesson"]["figures"][0]["steps"][0]["patch"] = json::parse(R"({"clusters":[{"id":"kafka","brokers":4}]})");
    const InputError e = badStage(doc);
    EXPECT_EQ(e.path(), "lesson.figures[0].steps[0].patch");
    // The patch's own error names its field.
    EXPECT_TRUE(contains(e.problem(), "clusters[0].brokers")) << e.what();
}

TEST(StagesBad, ScenarioErrorInAStageFile)
{
    json doc = stage2Doc();
    doc["clusters"][0]["broker_size"] = "kafka.t3.nano";
    EXPECT_EQ(badStage(doc).path(), "clusters[0].broker_size");
}

TEST(StagesBad, MalformedStageFile)
{
    const InputError e = inputErrorOf([&] { parseStage("{\"version\": 1,", "stage-x.json", catalog()); });
    EXPECT_EQ(e.file(), "stage-x.json");
    EXPECT_TRUE(contains(e.problem(), "malformed JSON at line 1")) << e.what();
}

TEST(StagesBad, PlaceholderThatNamesNoFigure)
{
    json doc = stage2Doc();
    doc["lesson"]["beats"] = {"The stream is {{stream.mbps}}.", "Broken {{no.such.figure}}."};
    const Stage st = parseStage(doc.dump(), "stage-x.json", catalog());  // parses: texts are filled later
    const InputError e = inputErrorOf([&] { fillLesson(st, catalog(), "stage-x.json"); });
    EXPECT_EQ(e.path(), "no.such.figure");
    EXPECT_TRUE(contains(e.file(), "lesson.beats[1]")) << e.what();
    EXPECT_TRUE(contains(e.problem(), "names no engine figure")) << e.what();
}

TEST(StageFill, BeatsAreFilledFromTheStagesReport)
{
    json doc = stage2Doc();
    doc["lesson"]["beats"] = {
        "{{stream.mbps}} in; EBS link {{kafka.ebs_link.percent}}; {{tile.cost}}; {{tile.first}}"};
    const Stage st = parseStage(doc.dump(), "stage-2.json", catalog());
    const FilledLesson f = fillLesson(st, catalog(), "stage-2.json");
    // Seed Stage 2: 51.2 MB/s; EBS link 51.2 / 78.75 = 65.0%; $3,834/mo; nothing saturates.
    ASSERT_EQ(f.beats.size(), 1u);
    EXPECT_EQ(f.beats[0], "51.2 MB/s in; EBS link 65.0%; $3,834/mo; Nothing at this load");
}

TEST(StageFill, FigureStepAtItsLoadAndPatch)
{
    const Scenario design = test::stageScenario(2);
    FigureStep step;
    step.text = "{{kafka.ebs_link.percent_whole}} / {{kafka.network.percent}} / {{kafka.volume.percent}} / {{tile.cost}}";
    step.load = 50000;
    // Seed, Stage 2 at 50,000: EBS link 102.4 / 78.75 = 130%, network 85.4%, volume 41.0%; $5,430/mo.
    EXPECT_EQ(fillFigureStep(step, design, catalog(), "step"), "130% / 85.4% / 41.0% / $5,430/mo");
    FigureStep six;
    six.text = "{{kafka.network.percent}} {{kafka.copies}}";
    six.patch = json::parse(R"({"clusters":[{"id":"kafka","brokers":6}]})");
    // 6 brokers, one group: 51.2 x 3 / 6 = 25.6 MB/s a broker, 25.6 / 119.94 = 21.3%; 1 + 3 - 1 = 3 copies.
    EXPECT_EQ(fillFigureStep(six, design, catalog(), "step"), "21.3% 3");
}

TEST(StageFill, TemplateErrors)
{
    const auto e = test::stageAt(1);
    const Figures f = figures(e.s, catalog(), e.r);
    // Seed Stage 1: 86,517 GiB needed; 176%.
    EXPECT_EQ(fillTemplate("{{kafka.storage.used_short}} at {{kafka.storage.percent_whole}}", f, "t"),
              "86,517 GiB at 176%");
    EXPECT_EQ(fillTemplate("no placeholders", f, "t"), "no placeholders");
    const InputError unclosed = inputErrorOf([&] { fillTemplate("a {{stream.mbps", f, "t"); });
    EXPECT_EQ(unclosed.file(), "t");
    EXPECT_TRUE(contains(unclosed.problem(), "no closing }}")) << unclosed.what();
    const InputError unknown = inputErrorOf([&] { fillTemplate("{{nope}}", f, "t"); });
    EXPECT_EQ(unknown.path(), "nope");
}

TEST(StageLifecycle, SixSteps)
{
    // Seed: "One event, from producer to delete": batched, appended, acked, visible, committed, deleted.
    json doc = {{"schema", 1}, {"steps", json::array()}};
    for (const char* id : {"batched", "appended", "acked", "visible", "committed", "deleted"})
        doc["steps"].push_back({{"id", id}, {"title", id}, {"text", "t"}, {"settings", {"linger_ms"}}});
    const auto steps = parseLifecycle(doc.dump(), "lifecycle.json");
    ASSERT_EQ(steps.size(), 6u);
    EXPECT_EQ(steps[2].id, "acked");
    EXPECT_EQ(steps[0].settings, std::vector<std::string>{"linger_ms"});
    doc["steps"].erase(5);
    const InputError e = inputErrorOf([&] { parseLifecycle(doc.dump(), "lifecycle.json"); });
    EXPECT_EQ(e.path(), "steps");
    EXPECT_TRUE(contains(e.problem(), "six steps")) << e.what();
}

TEST(StagePage, ParseAndFill)
{
    const json doc = {{"schema", 1},
                      {"id", "why-a-log"},
                      {"title", "Why a log"},
                      {"paragraphs", {"Kinesis needs {{kinesis.shards}} shards: {{kinesis.total}}."}},
                      {"tradeoff", "t"},
                      {"say_it", "s"},
                      {"check_in", {{"question", "q"}, {"answer", "a"}}}};
    const LessonPage page = parsePage(doc.dump(), "why-a-log.json");
    EXPECT_EQ(page.id, "why-a-log");
    const auto filled = fillPage(page, test::stageScenario(3), catalog(), "why-a-log.json");
    // Seed: about 62 shards; 669.60 + 892.80 + 907.20 + 4,017.60 + 9,640.50 = $16,127.70.
    ASSERT_FALSE(filled.empty());
    EXPECT_EQ(filled[0], "Kinesis needs 62 shards: $16,127.70.");
    json bad = doc;
    bad["colour"] = "red";
    EXPECT_EQ(inputErrorOf([&] { parsePage(bad.dump(), "p.json"); }).path(), "page.colour");
}

// A page may read another stage's figures ("{{stage2:cost.msk}}") and divide two figures
// ("{{a / b}}", one decimal): the zone bill set beside Stage 2's whole MSK line (issue 18).
TEST(StagePage, ReadsAnotherStageAndRatios)
{
    test::useSourceStageDesigns();
    const json doc = {{"schema", 1},
                      {"id", "zones"},
                      {"title", "t"},
                      {"paragraphs", {"{{zones.total}} is {{zones.total / stage2:cost.msk}} times {{stage2:cost.msk}}."}},
                      {"tradeoff", "t"},
                      {"say_it", "s"},
                      {"check_in", {{"question", "q"}, {"answer", "a"}}}};
    const LessonPage page = parsePage(doc.dump(), "zones.json");
    // Seed, Stage 3's six groups: 6 x 123,596 GiB x 2/3 x $0.02 = $9,887.70 and the producers'
    // 123,596 x 2/3 x $0.02 = $1,647.95: $11,535.65. Stage 2's MSK line: $440.64 + $1,235.96 +
    // $1,730.35 = $3,406.95. 11,535.65 / 3,406.95 = 3.386, "3.4 times" as the seed says.
    const auto filled = fillPage(page, test::stageScenario(3), catalog(), "zones.json");
    EXPECT_EQ(filled.at(0), "$11,535.65 is 3.4 times $3,406.95.");
    // An unknown stage, a stage word without a number and a ratio over zero are refused by name.
    auto refusal = [&](const std::string& text) {
        json d = doc;
        d["paragraphs"] = {text};
        return inputErrorOf([&] { fillPage(parsePage(d.dump(), "z.json"), test::stageScenario(3), catalog(), "z.json"); });
    };
    EXPECT_EQ(refusal("{{stageX:cost.msk}}").path(), "stageX:cost.msk");
    EXPECT_EQ(refusal("{{stage2:no.such}}").path(), "stage2:no.such");
    EXPECT_NE(std::string(refusal("{{stage99:cost.msk}}").what()).find("99"), std::string::npos);
    // A ratio over a zero figure is refused, naming the placeholder.
    const Figures two = {{"a", {5, "5", ""}}, {"zero", {0, "0", ""}}};
    EXPECT_EQ(inputErrorOf([&] { fillTemplate("{{a / zero}}", two, "t"); }).path(), "a / zero");
    EXPECT_EQ(fillTemplate("{{zero / a}}", two, "t"), "0.0");
}

TEST(StagePage, WhatIfLosesABroker)
{
    const json doc = {{"schema", 1},
                      {"id", "more-or-bigger"},
                      {"title", "t"},
                      {"paragraphs", {"p"}},
                      {"tradeoff", "t"},
                      {"check_in", {{"question", "q"}, {"answer", "a"}}},
                      {"what_if",
                       {{"button", "Lose a broker"},
                        {"heading", "h"},
                        {"bars", {{{"label", "{{kafka.brokers}} brokers"}, {"before", "kafka.network.percent"},
                                   {"after", "kafka.lost_broker"}, {"sizing_percent", 80}}}},
                        {"paragraphs", {"Refetch {{kafka.refetch}}."}}}}};
    const LessonPage page = parsePage(doc.dump(), "more-or-bigger.json");
    ASSERT_TRUE(page.whatIf.has_value());
    const FilledWhatIf w = fillWhatIf(*page.whatIf, test::stageScenario(3), catalog(), "more-or-bigger.json");
    ASSERT_EQ(w.bars.size(), 1u);
    const FilledWhatIfBar& b = w.bars[0];
    EXPECT_EQ(b.label, "3 brokers");
    // Seed, Stage 3: 51.2 MB/s x 8 copies / 3 brokers = 136.5 MB/s against 119.94 = 113.8%.
    EXPECT_NEAR(b.beforePercent, 51.2 * 8 / 3 / 119.94 * 100, 1e-9);
    EXPECT_EQ(b.beforeText, "113.8%");
    // One broker lost: leaders send 8 - 1 = 7 copies over 2 survivors: 51.2 x 7 / 2 = 179.2 MB/s,
    // / 119.94 = 149.4%.
    EXPECT_NEAR(b.afterPercent, 51.2 * 7 / 2 / 119.94 * 100, 1e-9);
    EXPECT_EQ(b.afterText, "149.4%");
    EXPECT_EQ(b.beforeStatus, Status::Saturated);
    EXPECT_EQ(b.afterStatus, Status::Saturated);
    EXPECT_DOUBLE_EQ(b.sizingPercent, 80);
    // Seed: a lost volume refetches about 4,120 GiB (one broker's share of the local log).
    EXPECT_EQ(w.paragraphs.at(0), "Refetch 4,120 GiB.");

    // A figure the design lacks names the field: Express has no network limit.
    Scenario express = test::stageScenario(4);
    const InputError e = inputErrorOf([&] { fillWhatIf(*page.whatIf, express, catalog(), "m.json"); });
    EXPECT_EQ(e.path(), "what_if.bars[0].before") << e.what();

    json bad = doc;
    bad["what_if"]["bars"][0]["sizing_percent"] = 120;
    EXPECT_EQ(inputErrorOf([&] { parsePage(bad.dump(), "p.json"); }).path(), "what_if.bars[0].sizing_percent");
    bad = doc;
    bad["what_if"]["bars"] = json::array();
    EXPECT_EQ(inputErrorOf([&] { parsePage(bad.dump(), "p.json"); }).path(), "what_if.bars");
}

TEST(Status, PercentStatus)
{
    // Thresholds from the issue: red from 90%, saturated past 100%, warn past the sizing line.
    EXPECT_EQ(percentStatus(79.9, 80), Status::Ok);
    EXPECT_EQ(percentStatus(80.1, 80), Status::Warn);
    EXPECT_EQ(percentStatus(85, kNotKnown), Status::Ok);
    EXPECT_EQ(percentStatus(90, 80), Status::Red);
    EXPECT_EQ(percentStatus(100, 80), Status::Red);
    EXPECT_EQ(percentStatus(100.01, 80), Status::Saturated);
}

}  // namespace
}  // namespace mqlab
