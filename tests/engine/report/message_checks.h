// Checks shared by the tests of the engine's message templates (formulas, bill lines): a Message's
// named arguments, counts and parts, and whether each {name} of its template is filled.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <map>
#include <regex>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "../seed_helpers.h"
#include "mqlab/lesson/stage.h"
#include "mqlab/model/edits.h"
#include "mqlab/model/kinds.h"
#include "mqlab/report/message.h"

namespace mqlab::test {

inline const CountArg* countNamed(const Message& m, const std::string& name)
{
    const auto c = std::find_if(m.counts.begin(), m.counts.end(), [&](const CountArg& x) { return x.name == name; });
    return c == m.counts.end() ? nullptr : &*c;
}

inline const Message* partNamed(const Message& m, const std::string& name)
{
    const auto p = std::find_if(m.parts.begin(), m.parts.end(), [&](const auto& x) { return x.first == name; });
    return p == m.parts.end() ? nullptr : &p->second;
}

// The {name}s of a template, in order.
inline std::vector<std::string> placeholders(std::string_view english)
{
    static const std::regex name(R"(\{([^{}]*)\})");
    std::vector<std::string> out;
    const std::string text(english);
    for (auto it = std::sregex_iterator(text.begin(), text.end(), name); it != std::sregex_iterator(); ++it)
        out.push_back((*it)[1]);
    return out;
}

inline bool fills(const Message& m, const std::string& name)
{
    return std::any_of(m.args.begin(), m.args.end(), [&](const auto& a) { return a.first == name; }) ||
           countNamed(m, name) || partNamed(m, name);
}

// `m` is a template of messageTemplates() in its English, each {name} filled by an argument, a count or
// a part (itself such a template), no brace left in its text; `seen` collects the ids met.
inline void expectFilledTemplate(const Message& m, const std::string& where, std::set<std::string>& seen,
                                 bool part = false)
{
    static const std::map<std::string_view, std::string_view> english = [] {
        std::map<std::string_view, std::string_view> out;
        for (const MessageTemplate& t : messageTemplates())
            out[t.id] = t.english;
        return out;
    }();
    if (!m.context.empty()) {
        // A word of another table (a limit's name, a kind's noun, a field's label or unit): named, no
        // template of its own to fill.
        EXPECT_TRUE(m.context == "LimitName" || m.context == "KindNoun" || m.context == "FieldLabel" ||
                    m.context == "FieldUnit")
            << m.context << " " << where;
        EXPECT_FALSE(m.id.empty() || m.english.empty()) << where;
        seen.insert(m.id);
        return;
    }
    if (part && m.id.empty()) {
        // An item of a list (joinedMessages) that is a design's name or a figure: plain words, shown as
        // written in every language. Never a whole message.
        EXPECT_TRUE(m.args.empty() && m.counts.empty() && m.parts.empty()) << where;
        EXPECT_EQ(m.english.find('{'), std::string::npos) << where << ": " << m.english;
        return;
    }
    const auto t = english.find(m.id);
    ASSERT_NE(t, english.end()) << "not in messageTemplates(): " << m.id << " " << where;
    EXPECT_EQ(m.english, t->second) << where;
    for (const std::string& n : placeholders(m.english))
        EXPECT_TRUE(fills(m, n)) << m.id << ": no {" << n << "} in " << where;
    for (const auto& [name, inner] : m.parts)
        expectFilledTemplate(inner, where, seen, true);
    EXPECT_EQ(m.text().find('{'), std::string::npos) << where << ": " << m.text();
    seen.insert(m.id);
}

// The design of every stage file and round file (stages/stage-N.json, round-R.json, round-R-N.json),
// by file name.
inline std::vector<std::pair<std::string, Scenario>> lessonDesigns()
{
    std::vector<std::pair<std::string, Scenario>> out;
    for (const auto& entry : std::filesystem::directory_iterator(std::string(MQLAB_SOURCE_DIR) + "/stages")) {
        const std::string name = entry.path().filename().string();
        if (entry.path().extension() != ".json" || (name.rfind("stage-", 0) != 0 && name.rfind("round-", 0) != 0))
            continue;
        const std::string text = readFile("stages/" + name);
        out.emplace_back(
            name,
            std::count(name.begin(), name.end(), '-') == 1 && name.rfind("round-", 0) == 0
                ? parseScenarioText(text, name, catalog())
                : parseStage(withNamedDesign(text, name, [](const std::string& d) { return readFile("stages/" + d); }),
                             name, catalog())
                      .scenario);
    }
    return out;
}

// `design` and its variants, so that every shape of a kind's words is met: with tiered storage and a
// part of a day of retention, its fleets' other zone view and other read path, on each catalogue size, and with new
// nodes of every kind connected (each SQS queue fed and read), then with FIFO queues.
inline std::vector<Scenario> variantsOf(const Scenario& design)
{
    std::vector<Scenario> variants{design};
    Scenario turned = design;
    for (Cluster& c : turned.clusters) {
        c.tieredStorage = !c.tieredStorage && c.kind == ClusterKind::Standard;
        c.retentionDays = 2.25;
    }
    for (BrokerFleet& b : turned.brokerFleets)
        b.retentionDays = 0.5;
    for (StreamPlatform& f : turned.platformFleets) {
        f.limitsShown = f.limitsShown == ZoneView::Normal ? ZoneView::AfterZoneLoss : ZoneView::Normal;
        f.fetchFromFollower = !f.fetchFromFollower; // readers' cross-zone bytes billed, or not
    }
    variants.push_back(turned);
    for (const StandardSize& size : catalog().standard) {
        Scenario s = design;
        for (Cluster& c : s.clusters)
            if (c.kind == ClusterKind::Standard)
                c.brokerSize = size.name;
        variants.push_back(std::move(s));
    }
    for (const Ec2Instance& size : catalog().rounds.ec2) {
        Scenario s = design;
        for (BrokerFleet& f : s.brokerFleets)
            f.instance = size.name;
        for (StreamPlatform& f : s.platformFleets)
            f.instance = size.name;
        variants.push_back(std::move(s));
    }
    // New nodes of every kind the design takes; each SQS queue fed by the task producers and read
    // by the worker pools, so its limits carry load; then as FIFO queues.
    Scenario everyKind = design;
    for (const KindInfo& k : kindRegistry())
        try {
            everyKind = withNode(everyKind, k.kind, Position{}, catalog());
        } catch (const InputError&) { // a version 1 design refuses Round 1's kinds
        }
    for (const SqsQueue& q : everyKind.sqsQueues) {
        for (const TaskProducer& t : everyKind.taskProducers)
            everyKind.connections.push_back({t.id, q.id});
        for (const WorkerPool& w : everyKind.workerPools)
            everyKind.connections.push_back({q.id, w.id});
    }
    variants.push_back(everyKind);
    for (SqsQueue& q : everyKind.sqsQueues)
        q.type = SqsType::Fifo;
    variants.push_back(std::move(everyKind));
    return variants;
}

} // namespace mqlab::test
