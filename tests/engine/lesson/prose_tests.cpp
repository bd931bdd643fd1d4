// The lesson files' prose (mqlab/lesson/prose.h): which fields are visited, where each is said to be,
// and that a visitor may rewrite them in place. Counts from the files themselves, derived per file below.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "../test_data.h"
#include "mqlab/lesson/prose.h"

namespace mqlab {
namespace {

std::vector<std::string> wheres(nlohmann::ordered_json file, const std::string& name)
{
    std::vector<std::string> out;
    forEachProse(file, name, [&](std::string&, const std::string& where) { out.push_back(where); });
    return out;
}

size_t proseIn(const std::string& name)
{
    return wheres(nlohmann::ordered_json::parse(test::readFile("stages/" + name + ".json")), name).size();
}

TEST(Prose, StageFieldsAreVisitedAndDataIsNot)
{
    // Prose: the design's name, the lesson's title, a beat, a figure's title, its step's caption and
    // text, a wrong move's reason. Not prose: ids, page ids, a patch, a node's name, a move's field.
    const auto file = nlohmann::ordered_json::parse(R"({
        "name": "Stage 9",
        "producers": [{"id": "orders", "name": "Orders"}],
        "lesson": {"schema": 1, "number": 9, "title": "T", "beats": ["b0", "b1"], "pages": ["why-log"],
                   "figures": [{"title": "F", "steps": [{"caption": "C", "text": "X",
                                "patch": {"producers": [{"id": "orders", "name": "P"}]}}]}],
                   "your_turn": {"wrong_moves": [{"id": "m", "field": "groups.tasks", "when": "raised",
                                                  "reason": "R"}]}}})");
    const std::vector<std::string> expected = {
        "stage-9: name",
        "stage-9: lesson.title",
        "stage-9: lesson.beats[0]",
        "stage-9: lesson.beats[1]",
        "stage-9: lesson.figures[0].title",
        "stage-9: lesson.figures[0].steps[0].caption",
        "stage-9: lesson.figures[0].steps[0].text",
        "stage-9: lesson.your_turn.wrong_moves[0].reason",
    };
    EXPECT_EQ(wheres(file, "stage-9"), expected);
}

TEST(Prose, PageParagraphsAsStringsOrBoundToAStage)
{
    const auto page = nlohmann::ordered_json::parse(R"({"id": "p", "title": "T", "stage": 2,
        "paragraphs": ["a", {"stage": 3, "text": "b"}], "what_if": {"bars": [{"label": "L",
        "before": "kafka.network.percent"}]}})");
    const std::vector<std::string> expected = {"pages/p: title", "pages/p: paragraphs[0]",
                                               "pages/p: paragraphs[1].text", "pages/p: what_if.bars[0].label"};
    EXPECT_EQ(wheres(page, "pages/p"), expected);
}

TEST(Prose, VisitorRewritesInPlace)
{
    auto file = nlohmann::ordered_json::parse(R"({"steps": [{"id": "batched", "title": "Batched", "text": "t"}]})");
    forEachProse(file, "lifecycle", [](std::string& text, const std::string&) { text = "[" + text + "]"; });
    EXPECT_EQ(file["steps"][0]["title"], "[Batched]");
    EXPECT_EQ(file["steps"][0]["text"], "[t]");
    EXPECT_EQ(file["steps"][0]["id"], "batched");
}

TEST(Prose, UnknownFileHasNone)
{
    EXPECT_TRUE(wheres(nlohmann::ordered_json::parse(test::readFile("stages/template/stage-template.json")),
                       "template/stage-template")
                    .empty());
}

TEST(Prose, CountsInTheShippedFiles)
{
    // stage-1: its name; title, asks, change, tradeoff, say_it, check-in question and answer (7); 9 beats;
    // one figure's title and its 4 steps' caption and text (1 + 8): 1 + 7 + 9 + 9 = 26.
    EXPECT_EQ(proseIn("stage-1"), 26u);
    // lifecycle: 6 steps, a title and a text each: 12.
    EXPECT_EQ(proseIn("lifecycle"), 12u);
    // number-chain: title; 2 string paragraphs and 7 bound ones' text; tradeoff, say_it, question,
    // answer: 1 + 9 + 4 = 14.
    EXPECT_EQ(proseIn("pages/number-chain"), 14u);
    // rehearsal: title; 7 segments' titles; points 6 + 3 + 3 + 3 + 3 + 3 + 7 = 28; 4 check-ins written
    // for the segment, a question and an answer each (the other 9 only name a stage or a page): 1 + 7 + 28 + 8 = 44.
    EXPECT_EQ(proseIn("rehearsal"), 44u);
    // your-turn: title, brief; 3 answers' title and summary; 5 wrong moves' title and reason; 7 rules'
    // reason: 2 + 6 + 10 + 7 = 25.
    EXPECT_EQ(proseIn("your-turn"), 25u);
}

} // namespace
} // namespace mqlab
