// Round 1 of the second seed as the kinds' tests read it: the shipped design (stages/round-1.json:
// orders -> nlb -> fleet -> workers -> dlq, meta beside the fleet), the same design bought on SQS
// (orders -> sqs -> workers -> dlq), and the checks every kind's suite makes of its rows.
#pragma once

#include <gtest/gtest.h>

#include <string>

#include <nlohmann/json.hpp>

#include "mqlab/error.h"
#include "mqlab/model/fields.h"
#include "mqlab/model/kinds.h"
#include "mqlab/model/report.h"
#include "test_data.h"

namespace mqlab::test::round1 {

using nlohmann::json;

inline json designDoc()
{
    return json::parse(readFile("stages/round-1.json"));
}

inline Scenario design()
{
    return parseScenarioText(readFile("stages/round-1.json"), "round-1.json", catalog());
}

// Round 2's shipped design (stages/round-2.json), as a document and parsed; its kinds' suites
// share the Round 1 checks above.
inline json round2Doc()
{
    return json::parse(readFile("stages/round-2.json"));
}

inline Scenario round2()
{
    return parseScenarioText(readFile("stages/round-2.json"), "round-2.json", catalog());
}

// Round 3's shipped design (stages/round-3.json): one producer of 2 x 10^10 messages a day split
// 30/20/30/20 over us-east-1, us-west-2 (a pair) and eu-west-1, eu-central-1 (the EU pair), each with its
// cells and a mirror of its critical 25% to its pair.
inline json round3Doc()
{
    return json::parse(readFile("stages/round-3.json"));
}

inline Scenario round3()
{
    return parseScenarioText(readFile("stages/round-3.json"), "round-3.json", catalog());
}

// The "buy" design: the same producer and pool with an SQS queue in place of the balancer and fleet.
inline json buyDoc()
{
    json doc = designDoc();
    doc.erase("load_balancers");
    doc.erase("broker_fleets");
    doc.erase("metadata_stores");
    doc["sqs_queues"] = json::array({{{"id", "sqs"}, {"name", "Task queue"}}});
    doc["connections"] = json::array({{{"from", "orders"}, {"to", "sqs"}},
                                      {{"from", "sqs"}, {"to", "workers"}},
                                      {{"from", "workers"}, {"to", "dlq"}}});
    return doc;
}

inline InputError refusalOf(const json& doc, bool loose = false)
{
    try {
        parseScenario(doc, "r1.json", catalog(), loose);
    } catch (const InputError& e) {
        return e;
    }
    ADD_FAILURE() << "accepted";
    return InputError("r1.json", "", "accepted");
}

// An edit in memory (a NaN never reaches a file) checked as a file is: refused at `path`, the problem
// stating `words` (the field's range).
inline void expectEditRefused(const Scenario& s, const std::string& path, const std::string& words)
{
    try {
        validate(s, catalog(), "edit");
        ADD_FAILURE() << "accepted: " << path;
    } catch (const InputError& e) {
        EXPECT_EQ(e.path(), path);
        EXPECT_NE(std::string(e.problem()).find(words), std::string::npos) << e.what();
    }
}

// Every figure row of `kind`, just past each end, refused naming the field and stating the row's range.
// Returns how many refusals were checked.
inline int expectRangesRefused(json doc, Kind kind)
{
    const std::string array(arrayName(nodeKindOf(kind)));
    int checked = 0;
    for (const FieldSpec* f : fieldsOf(kind)) {
        if (f->type != FieldType::Number && f->type != FieldType::Whole)
            continue;
        for (double bad : {f->hi * 2 + 1, f->loOpen ? f->lo : f->lo - 1}) {
            json d = doc;
            d[array][0][f->key] = bad;
            const InputError e = refusalOf(d);
            EXPECT_EQ(e.path(), array + "[0]." + f->key) << e.what();
            EXPECT_NE(std::string(e.problem()).find("must be " + rangeText(*f)), std::string::npos) << e.what();
            ++checked;
        }
    }
    return checked;
}

// The node's fields left out read as the table's defaults, and the struct's defaults are the same.
template <class Node> void expectTableDefaults(Kind kind, const Node& fresh)
{
    const json written = toJson(fresh);
    for (const FieldSpec* f : fieldsOf(kind)) {
        if (f->type == FieldType::Id)
            continue;
        if (f->type == FieldType::Number || f->type == FieldType::Whole)
            EXPECT_EQ(written.at(f->key).get<double>(), f->defaultNumber) << f->key;
        else if (f->type == FieldType::Toggle)
            EXPECT_EQ(written.at(f->key).get<bool>(), f->defaultNumber != 0) << f->key;
        else
            EXPECT_EQ(written.at(f->key).get<std::string>(), f->defaultText) << f->key;
    }
}

inline const CardReport& cardOf(const Scenario& s, const Report& r, const std::string& id)
{
    for (const CardReport& c : r.cards)
        if (nodeId(s, nodeKindOf(*kindOfNode(s, id)), c.node) == id && cardKindKey(c.kind) == kindKey(*kindOfNode(s, id)))
            return c;
    throw std::logic_error("no card " + id);
}

inline const BillLine& lineOf(const Report& r, BillItem item)
{
    for (const BillLine& l : r.bill)
        if (l.item == item)
            return l;
    throw std::logic_error("no bill line");
}

} // namespace mqlab::test::round1
