// Limit formulas as templates (mqlab/report/explain.h's limitFormula): each shape of formula is a
// template of messageTemplates() filled with its figures, counts ("3 brokers") and parts ("an unknown
// capacity"), so the window can translate it, while text() is the English `report` has always printed.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <functional>
#include <map>
#include <regex>
#include <set>

#include "mqlab/lesson/stage.h"
#include "mqlab/model/edits.h"
#include "mqlab/model/kinds.h"
#include "mqlab/report/explain.h"
#include "mqlab/report/message.h"
#include "../seed_helpers.h"
#include "message_checks.h"

using namespace mqlab;
using namespace mqlab::test;

namespace {

Message formulaOf(const Evaluated& e, const CardReport& card, LimitKind kind)
{
    return limitFormula(e.s, e.r, card, limitOf(card, kind));
}

} // namespace

// Stage 1 (seed 000): 25,000 events/s of 2 KiB = 50,000 KiB/s, 51.2 MB/s in; a day of one copy is
// 50,000 x 86,400 / 2^20 = 4,119.873 GiB; 7 days x RF 3 of it = 86,517.33 GiB against 3 brokers x
// 16,384 GiB = 49,152 GiB. The days and the brokers are counts, the rest figures.
TEST(FormulaMessages, StageOneStorageIsItsTemplateFilled)
{
    const Evaluated e = stageAt(1);
    const Message f = formulaOf(e, clusterCard(e), LimitKind::Storage);
    EXPECT_EQ(f.id, "formula.cluster.storage");
    EXPECT_EQ(f.english, "{days} x RF {rf} x {daily} GiB a day = {used} against {brokers} x {each} = {capacity}");
    ASSERT_TRUE(countNamed(f, "days"));
    EXPECT_EQ(countNamed(f, "days")->n, 7);
    ASSERT_TRUE(countNamed(f, "brokers"));
    EXPECT_EQ(countNamed(f, "brokers")->n, 3);
    EXPECT_EQ(f.text(), "7 days x RF 3 x 4,119.873 GiB a day = 86,517 GiB against 3 brokers x 16,384 GiB = 49,152 GiB");
}

// Stage 2 keeps 24 h on the brokers (tiered): 24 h x RF 3 of 4,119.873 GiB a day = 3 x 4,119.873 =
// 12,359.62 GiB against the same 49,152 GiB.
TEST(FormulaMessages, StageTwoTieredStorageHasItsOwnTemplate)
{
    const Evaluated e = stageAt(2);
    const Message f = formulaOf(e, clusterCard(e), LimitKind::Storage);
    EXPECT_EQ(f.id, "formula.cluster.storage.tiered");
    EXPECT_EQ(f.text(), "24 h x RF 3 x 4,119.873 GiB a day = 12,360 GiB against 3 brokers x 16,384 GiB = 49,152 GiB");
}

// A retention of 2.25 days is no count: the days are a part of their own ("{days} days"), and the
// figure keeps the two decimals it had: 2.25 x 3 x 4,119.873 = 27,809.14 GiB.
TEST(FormulaMessages, DaysThatAreNoWholeNumberArePartsOfTheirOwn)
{
    Scenario s = stageScenario(1);
    s.clusters[0].retentionDays = 2.25;
    const Evaluated e = evaluated(s);
    const Message f = formulaOf(e, clusterCard(e), LimitKind::Storage);
    EXPECT_FALSE(countNamed(f, "days"));
    ASSERT_TRUE(partNamed(f, "days"));
    EXPECT_EQ(partNamed(f, "days")->id, "days.fraction");
    EXPECT_EQ(f.text(),
              "2.25 days x RF 3 x 4,119.873 GiB a day = 27,809 GiB against 3 brokers x 16,384 GiB = 49,152 GiB");
}

// Equation 1 on Stage 1 (seed 000): 51.2 MB/s x RF 3 / 3 brokers = 51.2 MB/s a broker against the
// volume's 250 and the EBS link's 78.75 (one template for both); the network at 1 group: every byte
// leaves a leader 1 + 3 - 1 = 3 times, 51.2 x 3 / 3 = 51.2 against 119.94. On Stage 3, 6 groups: 6 + 3 - 1
// = 8 times, 51.2 x 8 / 3 = 136.53 MB/s. The hottest of 48 partitions takes 100% / 48 = 2.08% of 51.2 =
// 1.07 MB/s against a leader's network over its copies: 119.94 / 3 = 39.98, and on Stage 3 / 8 = 14.99.
TEST(FormulaMessages, EquationOneAndTheNetworkReadAsTheSeedWritesThem)
{
    const Evaluated one = stageAt(1);
    const CardReport& c1 = clusterCard(one);
    EXPECT_EQ(formulaOf(one, c1, LimitKind::Volume).id, "formula.cluster.volume");
    EXPECT_EQ(formulaOf(one, c1, LimitKind::Volume).text(), "51.2 MB/s x RF 3 / 3 brokers = 51.2 MB/s against 250");
    EXPECT_EQ(formulaOf(one, c1, LimitKind::EbsLink).id, "formula.cluster.volume");
    EXPECT_EQ(formulaOf(one, c1, LimitKind::EbsLink).text(), "51.2 MB/s x RF 3 / 3 brokers = 51.2 MB/s against 78.75");
    EXPECT_EQ(formulaOf(one, c1, LimitKind::Network).id, "formula.cluster.network");
    EXPECT_EQ(formulaOf(one, c1, LimitKind::Network).text(), "51.2 MB/s x 3 / 3 brokers = 51.2 MB/s against 119.94");
    EXPECT_EQ(formulaOf(one, c1, LimitKind::Partition).id, "formula.cluster.partition");
    EXPECT_EQ(formulaOf(one, c1, LimitKind::Partition).text(),
              "2.08% x 51.2 MB/s = 1.07 MB/s against 39.98 (network / 3 copies)");
    const Evaluated three = stageAt(3);
    const CardReport& c3 = clusterCard(three);
    EXPECT_EQ(formulaOf(three, c3, LimitKind::Network).text(), "51.2 MB/s x 8 / 3 brokers = 136.5 MB/s against 119.94");
    EXPECT_EQ(formulaOf(three, c3, LimitKind::Partition).text(),
              "2.08% x 51.2 MB/s = 1.07 MB/s against 14.99 (network / 8 copies)");
}

// Express on Stage 4 (seed 000): 6 groups x 51.2 MB/s / 3 brokers = 102.4 MB/s out a broker against
// 234.2; in, 51.2 / 3 = 17.07 against 93.7; the hottest of 48 partitions 2.08% x 51.2 = 1.07 MB/s
// against Express's 15 MB/s a partition.
TEST(FormulaMessages, ExpressLimitsReadAsTheSeedWritesThem)
{
    const Evaluated e = stageAt(4);
    const CardReport& c = clusterCard(e);
    const Message out = formulaOf(e, c, LimitKind::DataOut);
    EXPECT_EQ(out.id, "formula.cluster.data_out");
    ASSERT_TRUE(countNamed(out, "groups"));
    EXPECT_EQ(countNamed(out, "groups")->n, 6);
    EXPECT_EQ(out.text(), "6 groups x 51.2 MB/s / 3 brokers = 102.4 MB/s against 234.2");
    EXPECT_EQ(formulaOf(e, c, LimitKind::DataIn).text(), "51.2 MB/s / 3 brokers = 17.07 MB/s against 93.7");
    EXPECT_EQ(formulaOf(e, c, LimitKind::ExpressPartition).id, "formula.cluster.express_partition");
    EXPECT_EQ(formulaOf(e, c, LimitKind::ExpressPartition).text(), "2.08% x 51.2 MB/s = 1.07 MB/s against 15");
}

// Stage 1's consumers (seed 000): the cluster carries its disk wall, 14,203 events/s, to 12 tasks x 10
// threads x 1,000 / 2 ms = 60,000 events/s. "1,000" is a figure, grouped as the user's numbers are.
TEST(FormulaMessages, ConsumersCountTasksAndThreads)
{
    const Evaluated e = stageAt(1);
    const Message f = formulaOf(e, groupCard(e, 0), LimitKind::Consumers);
    EXPECT_EQ(f.id, "formula.group.processing");
    EXPECT_EQ(f.text(), "14,203 events/s against 12 tasks x 10 threads x 1,000 / 2.0 ms = 60,000 events/s");
}

// A size the catalogue has no trusted figure for: "an unknown capacity" is a template of its own, put
// in as a part, so it is translated too; the formula's English reads as before (Stage 1's figures).
TEST(FormulaMessages, AnUnknownCapacityIsAPartOfItsOwn)
{
    bool met = false;
    for (const StandardSize& size : catalog().standard) {
        Scenario s = stageScenario(1);
        s.clusters[0].brokerSize = size.name;
        const Evaluated e = evaluated(s);
        const LimitReport& l = limitOf(clusterCard(e), LimitKind::EbsLink);
        if (!std::isnan(l.capacity))
            continue;
        met = true;
        const Message f = limitFormula(e.s, e.r, clusterCard(e), l);
        ASSERT_TRUE(partNamed(f, "capacity")) << size.name;
        EXPECT_EQ(partNamed(f, "capacity")->id, "formula.unknown_capacity");
        EXPECT_EQ(f.text(), "51.2 MB/s x RF 3 / 3 brokers = 51.2 MB/s against an unknown capacity");
    }
    EXPECT_TRUE(met) << "no size without an EBS link figure: the test checks nothing";
}

// A warning that shows a formula holds it as a part (a Message of its own), so the window translates
// both; its English is the sentence `report` prints. Stage 1's disks (figures above): 86,517 / 49,152 =
// 176%. Stage 3's network names its 6 groups as a count.
TEST(FormulaMessages, WarningsHoldTheirFormulaAsAPart)
{
    const Evaluated one = stageAt(1);
    const std::vector<Message> w1 = cardWarnings(one.s, catalog(), one.r, clusterCard(one));
    const auto storage =
        std::find_if(w1.begin(), w1.end(), [](const Message& m) { return m.id == "cluster.storage.saturated"; });
    ASSERT_NE(storage, w1.end());
    ASSERT_TRUE(partNamed(*storage, "formula"));
    EXPECT_EQ(partNamed(*storage, "formula")->id, "formula.cluster.storage");
    EXPECT_EQ(storage->text(), "Kafka cluster: Storage at 176%: 7 days x RF 3 x 4,119.873 GiB a day = 86,517 GiB "
                               "against 3 brokers x 16,384 GiB = 49,152 GiB. A broker whose disk fills stops taking "
                               "writes. At this retention the cluster keeps up with at most 14,203 events/s.");
    const Evaluated three = stageAt(3);
    const std::vector<Message> w3 = cardWarnings(three.s, catalog(), three.r, clusterCard(three));
    const auto network =
        std::find_if(w3.begin(), w3.end(), [](const Message& m) { return m.id == "cluster.network.over_sizing"; });
    ASSERT_NE(network, w3.end());
    ASSERT_TRUE(countNamed(*network, "groups"));
    EXPECT_EQ(countNamed(*network, "groups")->n, 6);
    EXPECT_NE(network->text().find("leaves a leader 8 times (6 groups + RF 3 - 1)"), std::string::npos)
        << network->text();
}

// Every formula of every stage's design, as it is, with tiered storage, with a part of a day, on each
// catalogue size, with its fleets' other zone view and with new nodes of every kind connected: a
// template of messageTemplates() whose id starts "formula.", in its English, each {name} filled by an
// argument, a count or a part (itself such a template), no brace left; and every formula template met.
TEST(FormulaMessages, EveryFormulaFillsItsTemplate)
{
    std::set<std::string> seen;
    for (const auto& [name, design] : lessonDesigns()) {
        for (const Scenario& s : variantsOf(design)) {
            const Report r = evaluate(s, catalog(), 0);
            for (const CardReport& card : r.cards)
                for (const LimitReport& l : card.limits) {
                    const Message f = limitFormula(s, r, card, l);
                    if (f.id.empty()) {
                        EXPECT_EQ(f.text(), "") << name << ": " << limitKey(l.kind);
                        continue;
                    }
                    EXPECT_EQ(f.id.rfind("formula.", 0), 0u) << f.id;
                    expectFilledTemplate(f, name + ": " + limitKey(l.kind), seen);
                }
        }
    }
    for (const MessageTemplate& t : messageTemplates())
        if (t.id.rfind("formula.", 0) == 0 || t.id == "days.fraction") {
            EXPECT_EQ(seen.count(std::string(t.id)), 1u) << t.id << " never seen";
        }
}
