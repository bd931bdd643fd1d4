// The metadata store (Round 1): 3 x m7g.medium in a Raft group of their own, off the data path.
#include "round1_data.h"

#include "mqlab/model/edits.h"
#include "mqlab/report/explain.h"
#include "mqlab/report/format.h"

namespace mqlab {
namespace {

using namespace test::round1;
using test::catalog;

TEST(MetadataStore, DefaultsAndRoundTrip)
{
    expectTableDefaults(Kind::MetadataStore, MetadataStore{});
    // Seed: 3 x m7g.medium.
    EXPECT_EQ(MetadataStore{}.nodes, 3);
    EXPECT_EQ(MetadataStore{}.instance, "m7g.medium");
    Scenario s = design();
    s.metadataStores[0].nodes = 5;
    EXPECT_EQ(parseScenarioText(toJson(s).dump(), "saved.json", catalog()), s);
}

TEST(MetadataStore, EachRangeIsRefusedByName)
{
    // nodes, x, y: 3 rows x 2 ends.
    EXPECT_EQ(expectRangesRefused(designDoc(), Kind::MetadataStore), 6);
    // An even group is refused: it tolerates no more losses than one node fewer.
    json doc = designDoc();
    doc["metadata_stores"][0]["nodes"] = 4;
    const InputError e = refusalOf(doc);
    EXPECT_EQ(e.path(), "metadata_stores[0].nodes");
    EXPECT_NE(std::string(e.problem()).find("must be odd"), std::string::npos) << e.what();
    // An instance the catalogue lacks is named with the list.
    doc = designDoc();
    doc["metadata_stores"][0]["instance"] = "m7g.huge";
    EXPECT_EQ(refusalOf(doc).path(), "metadata_stores[0].instance");
}

TEST(MetadataStore, BesideTheFleetConnectedOrNot)
{
    // Without its dashed link the design is still complete (strict read): it is off the data path.
    json doc = designDoc();
    doc["connections"].erase(2); // meta -> fleet
    const Scenario s = parseScenario(doc, "r1.json", catalog());
    const Report r = evaluate(s, catalog());
    const Report with = evaluate(design(), catalog());
    // No message passes it: the fleet's figures are the same either way.
    EXPECT_EQ(cardOf(s, r, "fleet").limits.size(), cardOf(design(), with, "fleet").limits.size());
    EXPECT_DOUBLE_EQ(cardOf(s, r, "fleet").rawPercent, cardOf(design(), with, "fleet").rawPercent);
    EXPECT_EQ(r.total.cents, with.total.cents);
    // It serves one fleet, and it sends nothing else anywhere.
    EXPECT_EQ(connectionRefusal(design(), "meta", "workers"),
              "a metadata store connects only to a broker fleet or a platform fleet");
    const Scenario two = withNode(design(), Kind::MetadataStore, {0, 0}, catalog());
    EXPECT_EQ(connectionRefusal(two, "meta-1", "fleet"),
              "a broker fleet has one metadata store, and this one already has one");
}

TEST(MetadataStore, CardAndBill)
{
    const Scenario s = design();
    const Report r = evaluate(s, catalog());
    const CardReport& card = cardOf(s, r, "meta");
    EXPECT_TRUE(card.limits.empty());
    // Raft of 3: quorum floor(3/2) + 1 = 2, so it loses 3 - 2 = 1 and still decides.
    EXPECT_EQ(cardFace(s, card).detail.text(), "off the data path \u00b7 loses 1 of 3 and still decides");
    EXPECT_EQ(card.survives, -1); // it holds no message, so it is no part of the durability figure
    // 3 x 730 h x $0.0408 = $89.352 -> $89.35 (assumed price, second-seed.md 6.17).
    const BillLine& line = lineOf(r, BillItem::MetadataNodes);
    EXPECT_EQ(line.amount.cents, 8935);
    EXPECT_EQ(line.priceStatus, "assumed");
    EXPECT_EQ(billLineText(s, catalog(), line), "3 x m7g.medium x 730 h x $0.0408");
}

} // namespace
} // namespace mqlab
