// A bill line's arithmetic as a template (mqlab/report/explain.h's billLineMessage): each kind's module
// names its lines' words once (Module::bills, marked for the translator), and the figures are
// arguments, so the window translates the words while text() stays what `report` prints.
#include <gtest/gtest.h>

#include <set>

#include "../report/message_checks.h"
#include "../seed_helpers.h"
#include "mqlab/report/explain.h"
#include "mqlab/report/format.h"

using namespace mqlab;
using namespace mqlab::test;

namespace {

std::string arg(const Message& m, const std::string& name)
{
    for (const auto& [n, v] : m.args)
        if (n == name)
            return v;
    return "(none)";
}

} // namespace

// Stage 1 (seed 000): 3 kafka.m7g.large brokers x 720 h x $0.204 = $440.64; 3 x 16,384 GiB = 49,152
// GiB of broker storage x $0.10 = $4,915.20; 12 consumer tasks x 720 h x $0.04937 = $426.56. Each
// line is its template filled with those figures, word for word the seed's bill.
TEST(BillLines, StageOnesBillIsItsTemplatesFilled)
{
    const auto one = stageAt(1);
    const Message brokers = billLineMessage(one.s, catalog(), billLineOf(one.r, BillItem::Brokers));
    EXPECT_EQ(brokers.id, "bill.instances");
    EXPECT_EQ(arg(brokers, "count"), "3");
    EXPECT_EQ(arg(brokers, "instance"), "kafka.m7g.large");
    EXPECT_EQ(arg(brokers, "price"), "$0.204");
    EXPECT_EQ(brokers.text(), "3 x kafka.m7g.large x 720 h x $0.204");
    const Message storage = billLineMessage(one.s, catalog(), billLineOf(one.r, BillItem::LocalStorage));
    EXPECT_EQ(storage.id, "bill.gib_month");
    EXPECT_EQ(storage.text(), "49,152.00 GiB x $0.10 a GiB-month");
    const Message tasks = billLineMessage(one.s, catalog(), billLineOf(one.r, BillItem::ConsumerTasks));
    EXPECT_EQ(tasks.id, "bill.tasks");
    ASSERT_EQ(tasks.counts.size(), 1u);
    EXPECT_EQ(tasks.counts[0].n, 12);
    EXPECT_EQ(tasks.text(), "12 tasks x 720 h x $0.04937");
    EXPECT_EQ(billItemName(BillItem::ConsumerTasks), "consumer tasks");
}

// A count of one reads in the singular: Stage 1's group cut to 1 task bills "1 task", at the same
// $0.04937 an hour (1 x 720 x 0.04937 = $35.55).
TEST(BillLines, OneTaskIsSingular)
{
    const auto e = evaluated(stagePatched(1, R"({"groups": [{"id": "fulfilment", "tasks": 1}]})"));
    const BillLine& line = billLineOf(e.r, BillItem::ConsumerTasks);
    EXPECT_EQ(billLineText(e.s, catalog(), line), "1 task x 720 h x $0.04937");
    EXPECT_EQ(line.amount.cents, 3555);
}

// Every bill line of every stage's and round's design and their variants (message_checks.h): a
// template of messageTemplates() whose id starts "bill.", each {name} filled, no brace left, and its
// text() the line `report` prints; and every bill template met somewhere.
TEST(BillLines, EveryLineFillsItsTemplate)
{
    std::set<std::string> seen;
    for (const auto& [name, design] : lessonDesigns())
        for (const Scenario& s : variantsOf(design)) {
            const Report r = evaluate(s, catalog(), 0);
            for (const BillLine& line : r.bill) {
                const Message m = billLineMessage(s, catalog(), line);
                EXPECT_EQ(m.id.rfind("bill.", 0), 0u) << name << ": " << billItemName(line.item) << " " << m.text();
                expectFilledTemplate(m, name + ": " + billItemName(line.item), seen);
                EXPECT_EQ(m.text(), billLineText(s, catalog(), line));
            }
        }
    for (const MessageTemplate& t : messageTemplates())
        if (t.id.rfind("bill.", 0) == 0) {
            EXPECT_EQ(seen.count(std::string(t.id)), 1u) << t.id << " never seen";
        }
}
