// Small helpers the engine suites share: finding a card, a limit or a bill line in a report, and
// catching an InputError. Every figure the suites assert is derived by hand from seed 000 beside
// the assertion; these helpers only look things up.
#pragma once

#include <gtest/gtest.h>

#include <functional>
#include <initializer_list>
#include <stdexcept>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "mqlab/model/catalog.h"
#include "mqlab/error.h"
#include "mqlab/report/explain.h"
#include "mqlab/report/format.h"
#include "mqlab/model/report.h"
#include "mqlab/model/scenario.h"
#include "test_data.h"

namespace mqlab::test {

// A stage evaluated at its own load, or at `load` events/s when positive.
struct Evaluated {
    Scenario s;
    Report r;
};
inline Evaluated stageAt(int stage, double load = 0)
{
    Evaluated e{stageScenario(stage), {}};
    e.r = evaluate(e.s, catalog(), load);
    return e;
}
inline Evaluated evaluated(Scenario s, double load = 0)
{
    Evaluated e{std::move(s), {}};
    e.r = evaluate(e.s, catalog(), load);
    return e;
}
// A stage with a patch applied (see patched()).
inline Scenario stagePatched(int stage, const nlohmann::json& patch)
{
    return patched(stageScenario(stage), patch, catalog());
}
inline Scenario stagePatched(int stage, const char* patchJson)
{
    return stagePatched(stage, nlohmann::json::parse(patchJson));
}

inline const CardReport& clusterCard(const Evaluated& e, int cluster = 0)
{
    return e.r.cards.at(e.s.producers.size() + cluster);
}
inline const CardReport& groupCard(const Evaluated& e, int group)
{
    return e.r.cards.at(e.s.producers.size() + e.s.clusters.size() + group);
}
inline const CardReport& producerCard(const Evaluated& e, int producer = 0) { return e.r.cards.at(producer); }

inline const LimitReport& limitOf(const CardReport& card, LimitKind kind)
{
    for (const auto& l : card.limits)
        if (l.kind == kind)
            return l;
    throw std::logic_error("the card has no limit " + limitKey(kind));
}

// The sum of the bill lines of one item (0 cents when there is none).
inline Money billOf(const Report& r, BillItem item)
{
    Money m;
    for (const auto& line : r.bill)
        if (line.item == item)
            m += line.amount;
    return m;
}
inline const BillLine& billLineOf(const Report& r, BillItem item)
{
    for (const auto& line : r.bill)
        if (line.item == item)
            return line;
    throw std::logic_error("no bill line " + billItemName(item));
}
inline bool hasBillLine(const Report& r, BillItem item)
{
    for (const auto& line : r.bill)
        if (line.item == item)
            return true;
    return false;
}
// MSK's part of the bill: every line but the consumer tasks.
inline Money mskOf(const Report& r)
{
    Money m;
    for (const auto& line : r.bill)
        if (line.item != BillItem::ConsumerTasks)
            m += line.amount;
    return m;
}

inline bool contains(const std::string& haystack, const std::string& needle)
{
    return haystack.find(needle) != std::string::npos;
}
inline bool containsAny(const std::string& haystack, std::initializer_list<const char*> needles)
{
    for (const char* n : needles)
        if (contains(haystack, n))
            return true;
    return false;
}
// All warnings of one card joined, to search for a figure.
inline std::string warningsText(const Evaluated& e, const CardReport& card)
{
    std::string all;
    for (const auto& w : cardWarningTexts(e.s, catalog(), e.r, card))
        all += w + "\n";
    return all;
}
inline std::string notesText(const Evaluated& e)
{
    std::string all;
    for (const auto& n : reportNotes(e.s, e.r))
        all += n + "\n";
    return all;
}
inline const FigureText& figureOf(const Figures& f, const std::string& key)
{
    const auto it = f.find(key);
    if (it == f.end())
        throw std::logic_error("no figure " + key);
    return it->second;
}

// Runs f and returns the InputError it throws; records a failure when it throws none.
inline InputError inputErrorOf(const std::function<void()>& f)
{
    try {
        f();
    } catch (const InputError& e) {
        return e;
    } catch (const std::exception& e) {
        ADD_FAILURE() << "threw a non-InputError: " << e.what();
        return InputError("", "<other exception>", e.what());
    }
    ADD_FAILURE() << "no InputError thrown";
    return InputError("", "<nothing thrown>", "");
}

}  // namespace mqlab::test
