// The Glacier Instant Retrieval tier (Round 3, stages/round-3.json): one a region, holding finance's
// 20% of the region's own messages from day 7 (the end of S3 Standard) to day 90, each object billed at
// least 90 days. Its card shows the region's part of the cells' Glacier IR line; a US tier belongs to a
// US region only. Every figure is derived by hand from second-seed.md section 4.4 beside it.
#include "round1_data.h"

#include <cmath>

#include "mqlab/report/explain.h"
#include "mqlab/report/format.h"

namespace mqlab {
namespace {

using nlohmann::json;
using test::catalog;
using test::round1::cardOf;
using test::round1::expectEditRefused;
using test::round1::expectRangesRefused;
using test::round1::expectTableDefaults;
using test::round1::lineOf;
using test::round1::refusalOf;
using test::round1::round3;
using test::round1::round3Doc;

TEST(GlacierTier, DefaultsAndASaveAndLoadRoundTrip)
{
    expectTableDefaults(Kind::GlacierTier, GlacierTier{});
    Scenario s = round3();
    ASSERT_EQ(s.glacierTiers.size(), 4u);
    s.glacierTiers[0].days = 365;
    EXPECT_EQ(parseScenarioText(toJson(s).dump(), "saved.json", catalog()), s);
}

TEST(GlacierTier, EachRangeIsRefusedByName)
{
    // days (0 to 3,650), x, y: 3 rows x 2 ends.
    EXPECT_EQ(expectRangesRefused(round3Doc(), Kind::GlacierTier), 6);
    Scenario s = round3();
    s.glacierTiers[2].days = 4000;
    expectEditRefused(s, "glacier_tiers[2].days", "0 to 3,650 days");
}

TEST(GlacierTier, StoredAndBilledUnderTheNinetyDayMinimum)
{
    const Scenario s = round3();
    const Report r = evaluate(s, catalog());
    // us-east-1: finance 20% of its own 6 TB a day = 1.2 TB x (90 - 7 = 83 days) = 99.6 TB stored; each
    // object is billed at least 90 days: 1.2 x 90 = 108 TB x $0.004 = $432.00.
    const TierDetail& use1 = r.glacierTiers.at(0);
    EXPECT_EQ(grouped(use1.storedGB), "99,600");
    EXPECT_EQ(grouped(use1.billedGB), "108,000");
    EXPECT_EQ(use1.month.cents, 43200);
    CardFace f = cardFace(s, r, cardOf(s, r, "glacier-use1"));
    EXPECT_EQ(f.headline.text(), "99.6 TB stored, 108 billed");
    EXPECT_EQ(f.detail.text(), "$432.00 a month \u00b7 83 days, billed 90");
    // us-west-2: 20% of 4 TB = 0.8 TB x 83 = 66.4 TB stored, x 90 = 72 billed, x $0.004 = $288.00.
    f = cardFace(s, r, cardOf(s, r, "glacier-usw2"));
    EXPECT_EQ(f.headline.text(), "66.4 TB stored, 72 billed");
    EXPECT_EQ(f.detail.text(), "$288.00 a month \u00b7 83 days, billed 90");
    // The four: 2 x (99.6 + 66.4) = 332 TB stored, 2 x (108 + 72) = 360 billed, $1,440.00: the cells' line.
    double stored = 0, billed = 0;
    std::int64_t cents = 0;
    for (const TierDetail& t : r.glacierTiers) {
        stored += t.storedGB;
        billed += t.billedGB;
        cents += t.month.cents;
    }
    EXPECT_EQ(grouped(stored), "332,000");
    EXPECT_EQ(grouped(billed), "360,000");
    EXPECT_EQ(cents, lineOf(r, BillItem::CellGlacierIr).amount.cents);
    EXPECT_EQ(cents, 144000);
}

TEST(GlacierTier, ItsDaysWinOverTheCells)
{
    Scenario s = round3();
    s.glacierTiers[1].days = 180; // us-west-2's: 0.8 TB a day x (180 - 7) = 138.4 TB, past the minimum
    const Report r = evaluate(s, catalog());
    EXPECT_EQ(grouped(r.glacierTiers.at(1).storedGB), "138,400");
    EXPECT_EQ(grouped(r.glacierTiers.at(1).billedGB), "138,400");
    // The design: 332 - 66.4 + 138.4 = 404 TB stored; 360 - 72 + 138.4 = 426.4 billed x $0.004 = $1,705.60.
    EXPECT_EQ(grouped(r.global.glacierStoredGB), "404,000");
    EXPECT_EQ(lineOf(r, BillItem::CellGlacierIr).amount.cents, 170560);
    // An archive that ends with S3 Standard sends nothing to Glacier, and the card says so.
    s.glacierTiers[1].days = 7;
    const Report none = evaluate(s, catalog());
    EXPECT_EQ(none.glacierTiers.at(1).billedGB, 0);
    EXPECT_EQ(cardWarningTexts(s, catalog(), none, cardOf(s, none, "glacier-usw2")).at(0),
              "Nothing reaches it: the archive ends when S3 Standard does.");
}

TEST(GlacierTier, AUsTierInAnEuRegionIsRefusedForResidency)
{
    Scenario s = round3();
    std::erase(s.connections, Connection{"eu-west-1", "glacier-euw1"});
    std::erase(s.connections, Connection{"us-east-1", "glacier-use1"});
    EXPECT_EQ(connectionRefusal(s, "eu-west-1", "glacier-use1"),
              "RESIDENCY_VIOLATION: eu-west-1 has residency \"eu\", so its topics, mirrors and keys stay in EU "
              "regions, and Glacier us-east-1 is a US Glacier tier (the Glacier tier's residency field)");
    // In a file: eu-central-1's archive pointed at us-west-2's tier, taken from us-west-2.
    json doc = round3Doc();
    json kept = json::array();
    for (json c : doc["connections"]) {
        if (c["from"] == "us-west-2" && c["to"] == "glacier-usw2")
            continue;
        if (c["from"] == "eu-central-1" && c["to"] == "glacier-euc1")
            c["to"] = "glacier-usw2";
        kept.push_back(c);
    }
    doc["connections"] = kept;
    const InputError e = refusalOf(doc);
    EXPECT_NE(std::string(e.problem()).find("RESIDENCY_VIOLATION: eu-central-1 has residency"), std::string::npos)
        << e.what();
}

} // namespace
} // namespace mqlab
