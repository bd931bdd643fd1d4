// Words and formulas for a report: each card's warnings, each limit's formula with its numbers,
// and the named figures that lesson texts fill in ("{{kafka.network.percent}}").
#pragma once

#include <functional>
#include <map>
#include <string>
#include <vector>

#include "mqlab/model/report.h"
#include "mqlab/report/message.h"

namespace mqlab {

struct Catalog;
struct Scenario;

// "51.2 MB/s x 8 / 3 brokers = 136.5 MB/s against 119.94": a template of messageTemplates() and its
// figures, so the window can translate it; text() is the English `report` prints. Empty (no id, no
// text) for a limit its kind gives no formula.
Message limitFormula(const Scenario& s, const Report& r, const CardReport& card, const LimitReport& l);
// A card's warnings, in our words, with the full figures (the card itself stops at 100%): each a
// template and its arguments, so the window can translate it (app/engine_text.h).
std::vector<Message> cardWarnings(const Scenario& s, const Catalog& cat, const Report& r, const CardReport& card);
// The same warnings in English, as `report`, `report --json` and the exports print them.
std::vector<std::string> cardWarningTexts(const Scenario& s, const Catalog& cat, const Report& r,
                                          const CardReport& card);
// Report-wide notes: the latency floor, what waits in the producers, the linger wait; each a template
// (report.note.*) the window translates.
std::vector<Message> reportNoteMessages(const Scenario& s, const Report& r);
// The same notes in English, as `report` and `report --json` print them.
std::vector<std::string> reportNotes(const Scenario& s, const Report& r);
std::string billLineText(const Scenario& s, const Catalog& cat, const BillLine& line); // "3 brokers x 720 h x $0.204"
// The same as a template with its figures, for the window to translate.
Message billLineMessage(const Scenario& s, const Catalog& cat, const BillLine& line);

// A named figure: its value, its text and the formula that gives it.
struct FigureText {
    double value = 0;
    std::string text;    // as English writes it: "409.6 MB/s", "50 million"
    std::string formula; // how it is worked out, for `mqlab figures`
    Message words = {};  // the text as a template when it holds a word ("{n} million"); empty id: figures only
};
using Figures = std::map<std::string, FigureText>;
// Every figure of the report and the side sections, keyed as in engine/docs/figures.md.
Figures figures(const Scenario& s, const Catalog& cat, const Report& r);
// Replaces each {{key}} with its figure's text; throws InputError(source, key) for an unknown key.
// "{{a / b}}" is the ratio of two figures' values to one decimal ("3.4"), for "n times" sentences.
std::string fillTemplate(const std::string& text, const Figures& figures, const std::string& source);
// The same, finding each key with `find` (null for an unknown key): pages read other stages' figures.
using FigureFinder = std::function<const FigureText*(const std::string& key)>;
std::string fillTemplate(const std::string& text, const FigureFinder& find, const std::string& source);
// How fillTemplate writes a figure that has words: its English text until the window, on loading a
// translation, sets a writer in the user's language. Set once, before lessons are filled.
using FigureWriter = std::string (*)(const FigureText& figure);
void setFigureWriter(FigureWriter writer);
// The templates of the notes and of the figures' words (report.note.*, figure.*), for messageTemplates().
std::vector<MessageTemplate> reportWordTemplates();

} // namespace mqlab
