// Refused connections as templates (mqlab/report/message.h): every refusal connectionRefusalMessage()
// gives is one of messageTemplates(), declared where its rule is (each kind's module, kinds.h), with the
// kinds' nouns as parts the window translates under "KindNoun"; filled, it is the English the command
// line and the file's errors print, word for word.
#include <gtest/gtest.h>

#include <set>
#include <string>

#include "../report/message_checks.h"
#include "mqlab/model/kinds.h"
#include "mqlab/model/scenario.h"

namespace mqlab {
namespace {

using test::expectFilledTemplate;

// Every node id of a design.
std::vector<std::string> idsOf(const Scenario& s)
{
    std::vector<std::string> out;
    forEachNodeId(s, [&](NodeKind, int, const std::string& id) { out.push_back(id); });
    return out;
}

// Every refusal among the design's nodes (each ordered pair), each checked as a filled template.
void refusalsOf(const Scenario& s, const std::string& where, std::set<std::string>& seen)
{
    const std::vector<std::string> ids = idsOf(s);
    for (const std::string& from : ids)
        for (const std::string& to : ids) {
            const Message m = connectionRefusalMessage(s, from, to);
            if (m.english.empty())
                continue;
            expectFilledTemplate(m, where + ": " + from + " -> " + to, seen);
            EXPECT_EQ(m.text(), connectionRefusal(s, from, to));
        }
}

// The design with every region's residency turned over (an EU region now US and the other way), then
// with every connection to or from a region gone in turn: the residency refusals and a node's first
// region speak.
std::vector<Scenario> regionVariants(const Scenario& design)
{
    std::vector<Scenario> out;
    Scenario turned = design;
    for (Region& r : turned.regions)
        r.residency = r.residency == Residency::Eu ? Residency::Us : Residency::Eu;
    out.push_back(turned);
    for (const Scenario& base : {design, turned})
        for (size_t i = 0; i < base.connections.size(); ++i) {
            Scenario s = base;
            s.connections.erase(s.connections.begin() + static_cast<std::ptrdiff_t>(i));
            out.push_back(std::move(s));
        }
    return out;
}

// A node of every kind added to the design.
Scenario withEveryKind(Scenario s)
{
    for (const KindInfo& k : kindRegistry())
        try {
            s = withNode(s, k.kind, Position{}, test::catalog());
        } catch (const InputError&) { // a version 1 design refuses Round 1's kinds
        }
    return s;
}

// The design with a node of every kind, then every connection the rules allow made (each node to every
// node it may feed, in card order), then a second node of every kind: each rule's node that has its one
// connection meets a second one, in and out.
Scenario wired(const Scenario& design)
{
    Scenario s = withEveryKind(design);
    for (const std::string& from : idsOf(s))
        for (const std::string& to : idsOf(s))
            if (from != to && connectionRefusalMessage(s, from, to).english.empty())
                s.connections.push_back({from, to});
    return withEveryKind(s);
}

Scenario roundThree()
{
    for (const auto& [name, design] : test::lessonDesigns())
        if (name == "round-3.json")
            return design;
    return {};
}

TEST(ConnectionMessages, EveryConnectionTemplateIsSaidByARefusal)
{
    std::set<std::string> seen;
    for (const auto& [name, design] : test::lessonDesigns()) {
        for (const Scenario& s : test::variantsOf(design))
            refusalsOf(s, name, seen);
        refusalsOf(wired(design), name + " (wired)", seen);
    }
    // Round 3's regions with their residencies turned over, and with no pairs: each with one connection
    // gone in turn, so a mirror or a key store meets a region of the other residency, or of no pair.
    Scenario unpaired = roundThree();
    ASSERT_FALSE(unpaired.regions.empty());
    for (Region& r : unpaired.regions)
        r.pair.clear();
    for (const Scenario& design : {roundThree(), unpaired})
        for (const Scenario& s : regionVariants(design))
            refusalsOf(s, "round-3.json (regions)", seen);
    for (const MessageTemplate& t : messageTemplates()) {
        if (t.id.starts_with("connection.")) {
            EXPECT_TRUE(seen.count(std::string(t.id))) << "no refusal says " << t.id;
        }
    }
}

TEST(ConnectionMessages, TheKindsAreNounsOfTheirOwnTable)
{
    // "a task producer connects only to a load balancer, an SQS queue, a platform fleet, a stream topic,
    // a queue topic or a region": six kinds after the one refused, each "a"/"an" and its noun, joined by
    // commas and a last "or".
    const Message m = topologyRefusal(NodeKind::TaskProducer);
    EXPECT_EQ(m.id, "connection.only_to");
    EXPECT_EQ(m.text(), "a task producer connects only to a load balancer, an SQS queue, a platform fleet, a stream "
                        "topic, a queue topic or a region");
    const Message* from = test::partNamed(m, "from");
    ASSERT_NE(from, nullptr);
    EXPECT_EQ(from->id, "connection.kind.a");
    const Message* noun = test::partNamed(*from, "kind");
    ASSERT_NE(noun, nullptr);
    EXPECT_EQ(noun->context, "KindNoun");
    EXPECT_EQ(noun->english, "task producer");
    // The list: ((((load balancer, SQS queue), platform fleet), stream topic), queue topic) or region.
    const Message* to = test::partNamed(m, "to");
    ASSERT_NE(to, nullptr);
    EXPECT_EQ(to->id, "list.or");
    const Message* first = test::partNamed(*to, "first");
    ASSERT_NE(first, nullptr);
    EXPECT_EQ(first->id, "list.comma");
    // "an SQS queue": the article before a vowel's sound.
    EXPECT_EQ(topologyRefusal(NodeKind::SqsQueue).text(), "an SQS queue connects only to a worker pool");
    EXPECT_EQ(topologyRefusal(NodeKind::DeadLetterQueue).id, "connection.nothing_out");
    EXPECT_EQ(topologyRefusal(NodeKind::DeadLetterQueue).text(), "nothing connects out of a dead-letter queue");
}

TEST(ConnectionMessages, TheRulesRefuseInTheirEnglish)
{
    // Stage 1 (seed 000): orders -> kafka -> analytics. A second cluster may not take the producer.
    Scenario s = test::stageScenario(1);
    Scenario two = s;
    Cluster c = s.clusters.front();
    c.id = "kafka2";
    two.clusters.push_back(c);
    const Message once = connectionRefusalMessage(two, "orders", "kafka2");
    EXPECT_EQ(once.id, "connection.producer.one_cluster");
    EXPECT_TRUE(once.args.empty() && once.parts.empty());
    EXPECT_EQ(once.text(), "a producer writes to one cluster, and this one already has one");
    const Message back = connectionRefusalMessage(s, "kafka", "orders");
    EXPECT_EQ(back.text(), "a cluster connects only to a consumer group");
}

TEST(ConnectionMessages, ARegionsPairIsAPartWithTheNamesAsArguments)
{
    // Round 3: the US payments control (Payments (US)) serves us-east-1 and us-west-2, a pair; dragged to
    // eu-west-1 it is refused naming the region it serves and that region's pair.
    const Message m = connectionRefusalMessage(roundThree(), "routing-payments-us", "eu-west-1");
    std::set<std::string> seen;
    expectFilledTemplate(m, "routing-payments-us -> eu-west-1", seen);
    EXPECT_EQ(m.id, "connection.region.one_pair");
    EXPECT_EQ(m.text(), "a routing control serves the two regions of one pair: Payments (US) serves us-east-1, paired "
                        "with \"us-west-2\", not \"eu-west-1\" (the regions' pair field)");
    ASSERT_NE(test::partNamed(m, "kind"), nullptr);
    EXPECT_EQ(test::partNamed(m, "kind")->context, "KindNoun");
    EXPECT_EQ(test::partNamed(m, "kind")->english, "routing control");
    ASSERT_NE(test::partNamed(m, "pair"), nullptr);
    EXPECT_EQ(test::partNamed(m, "pair")->id, "connection.paired.region");
    // The names are data: arguments, never translated.
    const auto arg = std::find_if(m.args.begin(), m.args.end(), [](const auto& a) { return a.first == "node"; });
    ASSERT_NE(arg, m.args.end());
    EXPECT_EQ(arg->second, "Payments (US)");
}

} // namespace
} // namespace mqlab
