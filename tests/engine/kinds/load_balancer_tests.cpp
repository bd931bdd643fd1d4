// The internal NLB (Round 1): no limit at these rates; it bills its hours and its capacity units.
#include "round1_data.h"

#include "mqlab/model/edits.h"
#include "mqlab/report/explain.h"
#include "mqlab/report/format.h"

namespace mqlab {
namespace {

using namespace test::round1;
using test::catalog;

TEST(LoadBalancer, DefaultsAndRoundTrip)
{
    expectTableDefaults(Kind::LoadBalancer, LoadBalancer{});
    Scenario s = design();
    s.loadBalancers[0].name = "Front door";
    s.loadBalancers[0].position = {12, 34};
    EXPECT_EQ(parseScenarioText(toJson(s).dump(), "saved.json", catalog()), s);
}

TEST(LoadBalancer, EachRangeIsRefusedByName)
{
    // x and y only: 2 rows x 2 ends.
    EXPECT_EQ(expectRangesRefused(designDoc(), Kind::LoadBalancer), 4);
}

TEST(LoadBalancer, FrontsOneFleetAndAFinishedDesignConnectsIt)
{
    const Scenario s = design();
    EXPECT_EQ(connectionRefusal(s, "nlb", "workers"), "a load balancer connects only to a broker fleet");
    const Scenario two = withNode(s, Kind::BrokerFleet, {0, 0}, catalog());
    EXPECT_EQ(connectionRefusal(two, "nlb", "fleet-1"),
              "a load balancer fronts one broker fleet, and this one already has one");
    // Strict (a lesson's file): a balancer that fronts nothing is refused; loose (a canvas) it is read.
    json doc = designDoc();
    doc["connections"].erase(1); // nlb -> fleet
    const InputError e = refusalOf(doc);
    EXPECT_EQ(e.path(), "load_balancers[0]");
    EXPECT_NE(std::string(e.problem()).find("connect it to a broker fleet"), std::string::npos) << e.what();
    EXPECT_NO_THROW(parseScenario(doc, "r1.json", catalog(), true));
}

TEST(LoadBalancer, BillsItsHoursAndCapacity)
{
    const Scenario s = design();
    const Report r = evaluate(s, catalog());
    const CardReport& card = cardOf(s, r, "nlb");
    EXPECT_TRUE(card.limits.empty());
    EXPECT_NEAR(card.offeredEventsPerSecond, 2025.46, 0.005); // the producer's peak passes through
    // Hours: 1 x 730 h x $0.0225 = $16.425, billed $16.43 (assumed price).
    const BillLine& hours = lineOf(r, BillItem::NlbHours);
    EXPECT_EQ(hours.amount.cents, 1643);
    EXPECT_EQ(hours.priceStatus, "assumed");
    EXPECT_EQ(billLineText(s, catalog(), hours), "1 x 730 h x $0.0225");
    // Capacity: 50 M x 2,000 B = 100 GB a day; / 24 h = 4.1667 GB an hour = 4.1667 NLCU;
    // x 730 h x $0.006 = $18.25.
    const BillLine& nlcu = lineOf(r, BillItem::NlbCapacity);
    EXPECT_EQ(nlcu.amount.cents, 1825);
    EXPECT_EQ(billLineText(s, catalog(), nlcu), "4.17 NLCU (100 GB a day / 24 h) x 730 h x $0.006");
    EXPECT_EQ(billItemName(BillItem::NlbCapacity), "NLB capacity");
    EXPECT_TRUE(cardWarningTexts(s, catalog(), r, card).empty());
}

} // namespace
} // namespace mqlab
