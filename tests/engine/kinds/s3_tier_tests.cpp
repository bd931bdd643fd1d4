// The S3 Standard tier (Round 3, stages/round-3.json): one a region, holding every message of the
// region's cells, own and mirrored in, 7 days. Its card shows the region's part of the cells' S3
// Standard line; an EU tier belongs to an EU region only (RESIDENCY_VIOLATION). Every figure is derived
// by hand from second-seed.md section 4.4 in the comment beside it.
#include "round1_data.h"

#include <cmath>

#include "mqlab/model/edits.h"
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

size_t connectionIndex(const json& doc, const std::string& from, const std::string& to)
{
    for (size_t i = 0; i < doc["connections"].size(); ++i)
        if (doc["connections"][i]["from"] == from && doc["connections"][i]["to"] == to)
            return i;
    throw std::logic_error("no connection");
}

const TierDetail& tier(const Report& r, const Scenario& s, const std::string& id)
{
    for (size_t i = 0; i < s.s3Tiers.size(); ++i)
        if (s.s3Tiers[i].id == id)
            return r.s3Tiers.at(i);
    throw std::logic_error("no tier " + id);
}

TEST(S3Tier, DefaultsAndASaveAndLoadRoundTrip)
{
    expectTableDefaults(Kind::S3Tier, S3Tier{});
    Scenario s = round3();
    ASSERT_EQ(s.s3Tiers.size(), 4u); // one a region
    s.s3Tiers[1].days = 14;
    s.s3Tiers[2].name = "EU bucket";
    EXPECT_EQ(parseScenarioText(toJson(s).dump(), "saved.json", catalog()), s);
}

TEST(S3Tier, EachRangeIsRefusedByName)
{
    // days (0 to 3,650), x, y: 3 rows x 2 ends.
    EXPECT_EQ(expectRangesRefused(round3Doc(), Kind::S3Tier), 6);
    Scenario s = round3();
    s.s3Tiers[3].days = std::nan("");
    expectEditRefused(s, "s3_tiers[3].days", "0 to 3,650 days");
}

TEST(S3Tier, EachRegionsPartOfTheS3Line)
{
    const Scenario s = round3();
    const Report r = evaluate(s, catalog());
    // us-east-1: own 20 x 10^9 x 30% x 2,000 B / 2 = 6 TB a day, mirrored in 25% of us-west-2's 4 TB =
    // 1 TB: 7 TB a day x 7 days = 49 TB = 49,000 GB x $0.023 = $1,127.00.
    const TierDetail& use1 = tier(r, s, "s3-use1");
    EXPECT_EQ(grouped(use1.gbPerDay), "7,000");
    EXPECT_EQ(grouped(use1.storedGB), "49,000");
    EXPECT_EQ(use1.month.cents, 112700);
    CardFace f = cardFace(s, r, cardOf(s, r, "s3-use1"));
    EXPECT_EQ(f.headline.text(), "49 TB stored, 49 billed");
    EXPECT_EQ(f.detail.text(), "$1,127.00 a month \u00b7 7 days");
    // us-west-2: own 4 TB + 25% of us-east-1's 6 TB = 5.5 TB a day x 7 = 38.5 TB x $0.023 = $885.50.
    const TierDetail& usw2 = tier(r, s, "s3-usw2");
    EXPECT_EQ(grouped(usw2.storedGB), "38,500");
    EXPECT_EQ(usw2.month.cents, 88550);
    f = cardFace(s, r, cardOf(s, r, "s3-usw2"));
    EXPECT_EQ(f.headline.text(), "38.5 TB stored, 38.5 billed");
    EXPECT_EQ(f.detail.text(), "$885.50 a month \u00b7 7 days");
    // The four tiers are the cells' line: 2 x (49 + 38.5) = 175 TB; 2 x (1,127 + 885.50) = $4,025.00.
    double gb = 0;
    std::int64_t cents = 0;
    for (const TierDetail& t : r.s3Tiers) {
        gb += t.storedGB;
        cents += t.month.cents;
    }
    EXPECT_EQ(grouped(gb), "175,000");
    EXPECT_EQ(cents, lineOf(r, BillItem::CellS3Standard).amount.cents);
    EXPECT_EQ(cents, 402500);
    // `report` prints the card: a tier has no limit.
    EXPECT_TRUE(cardFaceInText(NodeKind::S3Tier));
}

TEST(S3Tier, ItsDaysWinOverTheCells)
{
    Scenario s = round3();
    s.s3Tiers[0].days = 10; // us-east-1's
    const Report r = evaluate(s, catalog());
    // us-east-1: 7 TB a day x 10 days = 70 TB; the design: 175 + 7 x 3 = 196 TB, x $0.023 = $4,508.00.
    EXPECT_EQ(grouped(tier(r, s, "s3-use1").storedGB), "70,000");
    EXPECT_EQ(grouped(r.global.s3GB), "196,000");
    EXPECT_EQ(lineOf(r, BillItem::CellS3Standard).amount.cents, 450800);
    // Its Glacier tier starts later: 1.2 TB a day x (90 - 10) = 96 TB stored, still 1.2 x 90 = 108 billed.
    EXPECT_EQ(grouped(r.glacierTiers.at(0).storedGB), "96,000");
    EXPECT_EQ(grouped(r.glacierTiers.at(0).billedGB), "108,000");
    // Without the tier node the cells' own s3_days (7) hold again: 49 TB.
    Scenario bare = s;
    std::erase(bare.connections, Connection{"us-east-1", "s3-use1"});
    const Report br = evaluate(bare, catalog());
    EXPECT_EQ(grouped(br.global.s3GB), "175,000");
    EXPECT_EQ(cardWarningTexts(bare, catalog(), br, cardOf(bare, br, "s3-use1")).at(0),
              "Belongs to no region: drag from its region to this tier.");
}

TEST(S3Tier, AnEuTierInAUsRegionIsRefusedForResidency)
{
    // On the canvas: us-east-1 without its tier, dragged to eu-west-1's tier, freed from eu-west-1.
    Scenario s = round3();
    std::erase(s.connections, Connection{"us-east-1", "s3-use1"});
    std::erase(s.connections, Connection{"eu-west-1", "s3-euw1"});
    const std::string why = connectionRefusal(s, "us-east-1", "s3-euw1");
    EXPECT_EQ(why, "RESIDENCY_VIOLATION: S3 eu-west-1 has residency \"eu\", so it serves EU regions only, and "
                   "us-east-1 is a US region (the S3 tier's residency field)");
    EXPECT_THROW(withConnection(s, "us-east-1", "s3-euw1"), InputError);
    // Its own region again: allowed.
    EXPECT_EQ(connectionRefusal(s, "eu-west-1", "s3-euw1"), "");
    // A tier has one region, and a region one S3 tier.
    EXPECT_NE(connectionRefusal(round3(), "us-west-2", "s3-use1").find("one region's objects"), std::string::npos);
    // In a file: the connection is named.
    json doc = round3Doc();
    const size_t at = connectionIndex(doc, "us-east-1", "s3-use1");
    doc["connections"][at]["to"] = "s3-euw1";
    const InputError e = refusalOf(doc);
    EXPECT_EQ(e.path(), "connections[" + std::to_string(at) + "]");
    EXPECT_EQ(std::string(e.problem()).rfind("us-east-1 -> s3-euw1: RESIDENCY_VIOLATION", 0), 0u) << e.what();
}

} // namespace
} // namespace mqlab
