// The routing control (Round 3, stages/round-3.json): a Route 53 ARC routing control a topic group
// and pair, naming the home region; flipped by hand. It joins the two regions of one pair only.
#include "round1_data.h"

#include "mqlab/model/edits.h"
#include "mqlab/report/explain.h"

namespace mqlab {
namespace {

using nlohmann::json;
using test::catalog;
using test::round1::cardOf;
using test::round1::expectRangesRefused;
using test::round1::expectTableDefaults;
using test::round1::refusalOf;
using test::round1::round3;
using test::round1::round3Doc;

TEST(RoutingControl, DefaultsAndASaveAndLoadRoundTrip)
{
    expectTableDefaults(Kind::RoutingControl, RoutingControl{});
    Scenario s = round3();
    ASSERT_EQ(s.routingControls.size(), 4u); // payments and orders, in each pair
    s.routingControls[0].home = "us-west-2"; // flipped
    s.routingControls[3].topicGroup = "ledgers";
    EXPECT_EQ(parseScenarioText(toJson(s).dump(), "saved.json", catalog()), s);
}

TEST(RoutingControl, EachRangeIsRefusedByName)
{
    // Only x and y are figures: 2 rows x 2 ends.
    EXPECT_EQ(expectRangesRefused(round3Doc(), Kind::RoutingControl), 4);
    // Its home is a region it routes to.
    json doc = round3Doc();
    doc["routing_controls"][0]["home"] = "eu-west-1";
    InputError e = refusalOf(doc);
    EXPECT_EQ(e.path(), "routing_controls[0].home");
    EXPECT_NE(std::string(e.problem()).find("must be the id of a region this control connects to"), std::string::npos)
        << e.what();
    doc["routing_controls"][0]["home"] = "";
    EXPECT_EQ(refusalOf(doc).path(), "routing_controls[0].home");
    // A control being drawn may have none yet, and its card says so.
    const Scenario s = parseScenario(doc, "drawn.json", catalog(), true);
    const Report r = evaluate(s, catalog());
    EXPECT_EQ(cardFace(s, r, cardOf(s, r, "routing-payments-us")).headline.text(), "payments: home not set");
    EXPECT_EQ(cardWarningTexts(s, catalog(), r, cardOf(s, r, "routing-payments-us")).at(0).rfind("No home region", 0),
              0u);
}

TEST(RoutingControl, ItsCardGivesTheHomeAndThePair)
{
    const Scenario s = round3();
    const Report r = evaluate(s, catalog());
    CardFace f = cardFace(s, r, cardOf(s, r, "routing-payments-us"));
    EXPECT_EQ(f.headline.text(), "payments: home us-east-1");
    EXPECT_EQ(f.detail.text(), "us-east-1 \u2194 us-west-2 \u00b7 by hand");
    f = cardFace(s, r, cardOf(s, r, "routing-orders-eu"));
    EXPECT_EQ(f.headline.text(), "orders: home eu-central-1");
    EXPECT_EQ(f.detail.text(), "eu-west-1 \u2194 eu-central-1 \u00b7 by hand");
}

TEST(RoutingControl, ItJoinsTheRegionsOfOnePairOnly)
{
    // On the canvas: the US payments control dragged to eu-west-1.
    const Scenario s = round3();
    EXPECT_EQ(connectionRefusal(s, "routing-payments-us", "eu-west-1"),
              "a routing control serves the two regions of one pair: Payments (US) serves us-east-1, paired with "
              "\"us-west-2\", not \"eu-west-1\" (the regions' pair field)");
    EXPECT_THROW(withConnection(s, "routing-payments-us", "eu-west-1"), InputError);
    // Freed from its pair, it may start on another.
    Scenario freed = round3();
    std::erase(freed.connections, Connection{"routing-payments-us", "us-east-1"});
    std::erase(freed.connections, Connection{"routing-payments-us", "us-west-2"});
    EXPECT_EQ(connectionRefusal(freed, "routing-payments-us", "eu-west-1"), "");
    // In a file: named at the control's first connection (to eu-west-1), as a mirror's is.
    json doc = round3Doc();
    doc["connections"].push_back({{"from", "routing-orders-eu"}, {"to", "us-west-2"}});
    size_t first = 0;
    while (doc["connections"][first]["from"] != "routing-orders-eu")
        ++first;
    const InputError e = refusalOf(doc);
    EXPECT_EQ(e.path(), "connections[" + std::to_string(first) + "]");
    EXPECT_NE(std::string(e.problem()).find("serves the two regions of one pair"), std::string::npos) << e.what();
}

} // namespace
} // namespace mqlab
