// The report's notes and the lesson figures that hold a word are templates the window translates
// (report.note.*, figure.*); their English is what the command line and the stage files always read.
#include <gtest/gtest.h>

#include "mqlab/report/explain.h"
#include "message_checks.h"
#include "test_data.h"

namespace mqlab {
namespace {

const FigureText& figureOf(const Figures& f, const std::string& key)
{
    const auto it = f.find(key);
    if (it == f.end())
        throw std::logic_error("no figure " + key);
    return it->second;
}

Figures roundOneFigures()
{
    const Scenario s = parseScenarioText(test::readFile("stages/round-1.json"), "round-1.json", test::catalog());
    return figures(s, test::catalog(), evaluate(s, test::catalog()));
}

// Round 1 (second seed): the order service sends 50,000,000 tasks a day, 50,000,000 / 10^6 = 50
// million; the figure keeps its value and writes its word through the template figure.million.
TEST(FigureWords, AFigureWithAWordIsATemplate)
{
    const Figures f = roundOneFigures();
    const FigureText& perDay = figureOf(f, "orders.msgs_per_day");
    EXPECT_DOUBLE_EQ(perDay.value, 50'000'000);
    EXPECT_EQ(perDay.text, "50 million");
    EXPECT_EQ(perDay.words.id, "figure.million");
    EXPECT_EQ(perDay.words.text(), perDay.text);
    std::set<std::string> seen;
    test::expectFilledTemplate(perDay.words, "orders.msgs_per_day", seen);
    // A figure that is a number and a symbol has no words: "409.6 MB/s" reads the same everywhere.
    EXPECT_TRUE(figureOf(f, "load.events_per_s").words.id.empty());
}

// A lesson's {{key}} is written by the figure writer when one is set (the window sets one in the
// user's language), and as the English text when none is: here a writer that brackets the words.
TEST(FigureWords, TheWriterWritesOnlyFiguresWithWords)
{
    const Figures f = roundOneFigures();
    const std::string text = "{{orders.msgs_per_day}} tasks, {{load.events_per_s}} msg/s";
    EXPECT_EQ(fillTemplate(text, f, "t"), "50 million tasks, " + figureOf(f, "load.events_per_s").text + " msg/s");
    setFigureWriter([](const FigureText& fig) { return "<" + fig.words.text() + ">"; });
    const std::string written = fillTemplate(text, f, "t");
    setFigureWriter(nullptr);
    EXPECT_EQ(written, "<50 million> tasks, " + figureOf(f, "load.events_per_s").text + " msg/s");
}

// Stage 3 (seed 000): six groups push the cluster's network past its wall (113.8%), so the latency is
// a floor. The note names the cluster as written and the limit by its own table's word.
TEST(FigureWords, TheLatencyFloorNoteIsATemplate)
{
    const Scenario s = test::stageScenario(3);
    const Report r = evaluate(s, test::catalog());
    ASSERT_TRUE(r.latency.floor);
    const std::vector<Message> notes = reportNoteMessages(s, r);
    ASSERT_FALSE(notes.empty());
    EXPECT_EQ(notes.front().id, "report.note.floor");
    const Message* limit = test::partNamed(notes.front(), "limit");
    ASSERT_NE(limit, nullptr);
    EXPECT_EQ(limit->context, "LimitName");
    std::set<std::string> seen;
    for (const Message& m : notes)
        test::expectFilledTemplate(m, "stage 3 notes", seen);
    // The English the report prints is the messages' text, word for word.
    const std::vector<std::string> texts = reportNotes(s, r);
    ASSERT_EQ(texts.size(), notes.size());
    for (size_t i = 0; i < texts.size(); ++i)
        EXPECT_EQ(texts[i], notes[i].text());
    EXPECT_EQ(texts.front().rfind("The latency is a floor, not an estimate: Kafka cluster is saturated on the produce "
                                  "path (network).",
                                  0),
              0u)
        << texts.front();
}

} // namespace
} // namespace mqlab
