// The region (Round 3, stages/round-3.json): one producer sends 2 x 10^10 messages a day of 2,000 B at
// 3.5x the average, split 30/20/30/20 over us-east-1 <-> us-west-2 and eu-west-1 <-> eu-central-1; each
// region mirrors its critical 25% to its pair. Every figure is derived by hand from second-seed.md
// section 4.4 in the comment beside it.
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
using test::round1::refusalOf;
using test::round1::round3;
using test::round1::round3Doc;

const RegionDetail& region(const Report& r, const Scenario& s, const std::string& id)
{
    for (size_t i = 0; i < s.regions.size(); ++i)
        if (s.regions[i].id == id)
            return r.regions.at(i);
    throw std::logic_error("no region " + id);
}

TEST(Region, DefaultsAndASaveAndLoadRoundTrip)
{
    expectTableDefaults(Kind::Region, Region{});
    Scenario s = round3();
    s.regions[1].share = 0.25;
    s.regions[3].availabilityPercent = 99.99;
    EXPECT_EQ(parseScenarioText(toJson(s).dump(), "saved.json", catalog()), s);
}

TEST(Region, EachRangeIsRefusedByName)
{
    // share (more than 0 to 1), availability_percent, x, y: 4 rows x 2 ends.
    EXPECT_EQ(expectRangesRefused(round3Doc(), Kind::Region), 8);
    // NaN never reaches a file, but an edit in memory is checked the same way.
    Scenario s = round3();
    s.regions[0].share = std::nan("");
    expectEditRefused(s, "regions[0].share", "more than 0 and up to 1");
}

TEST(Region, ThePairsNameEachOther)
{
    json doc = round3Doc();
    doc["regions"][0]["pair"] = "ap-south-1";
    InputError e = refusalOf(doc);
    EXPECT_EQ(e.path(), "regions[0].pair");
    EXPECT_NE(std::string(e.problem()).find("another region"), std::string::npos) << e.what();
    doc = round3Doc();
    doc["regions"][0]["pair"] = "us-east-1"; // itself
    EXPECT_EQ(refusalOf(doc).path(), "regions[0].pair");
    doc = round3Doc();
    doc["regions"][1]["pair"] = "eu-west-1"; // us-east-1 names us-west-2, which names eu-west-1
    e = refusalOf(doc);
    EXPECT_EQ(e.path(), "regions[0].pair");
    EXPECT_NE(std::string(e.problem()).find("must name each other"), std::string::npos) << e.what();
    // A region being drawn may have no pair yet, but no mirror joins it to another until it has one.
    doc = round3Doc();
    doc["regions"][0]["pair"] = "";
    e = refusalOf(doc, true);
    EXPECT_NE(std::string(e.problem()).find("us-east-1 is paired with no region"), std::string::npos) << e.what();
    json kept = json::array(); // without us-east-1's mirrors, out and in
    for (const json& c : doc["connections"])
        if (c["from"] != "mirror-usw2" && c["to"] != "mirror-use1")
            kept.push_back(c);
    doc["connections"] = kept;
    EXPECT_NO_THROW(parseScenario(doc, "drawn.json", catalog(), true));
}

TEST(Region, ThePlanningSplitAndThePlannedPeaks)
{
    const Scenario s = round3();
    const Report r = evaluate(s, catalog());
    // Seed: 2 x 10^10 / 86,400 = 231,481.48 on average; x 3.5 = 810,185.19 msg/s over four regions.
    EXPECT_EQ(grouped(r.offeredEventsPerSecond), "810,185");
    EXPECT_EQ(grouped(r.global.peak), "810,185");
    // Recon: 30% and 20% of 810,185.19 = 243,055.56 and 162,037.04 own.
    EXPECT_EQ(grouped(region(r, s, "us-east-1").ownPeak), "243,056");
    EXPECT_EQ(grouped(region(r, s, "us-west-2").ownPeak), "162,037");
    EXPECT_EQ(grouped(region(r, s, "eu-west-1").ownPeak), "243,056");
    EXPECT_EQ(grouped(region(r, s, "eu-central-1").ownPeak), "162,037");
    // Derived: mirror in = 25% of the pair's own peak: 0.25 x 162,037.04 = 40,509.26 into the 30%
    // regions, 0.25 x 243,055.56 = 60,763.89 into the 20% ones.
    EXPECT_EQ(grouped(region(r, s, "us-east-1").mirrorIn), "40,509");
    EXPECT_EQ(grouped(region(r, s, "us-west-2").mirrorIn), "60,764");
    // Seed: planned = own + mirror in: 283,564.81 and 222,800.93 ("222.8K") msg/s.
    EXPECT_EQ(grouped(region(r, s, "us-east-1").plannedPeak), "283,565");
    EXPECT_EQ(grouped(region(r, s, "us-west-2").plannedPeak), "222,801");
    EXPECT_EQ(grouped(region(r, s, "eu-central-1").plannedPeak), "222,801");
    // Seed: 43,776 min x (1 - 99.999%) x 60 = 26.27 s a month a region.
    EXPECT_EQ(grouped(region(r, s, "us-east-1").downtimeSeconds, 1), "26.3");
    EXPECT_EQ(availabilityText(r.availability), "0.44 min/month down at 99.999%");
}

TEST(Region, ASharesChangeMovesItsFiguresAndItsPairs)
{
    Scenario s = round3();
    s.regions[0].share = 0.4; // us-east-1
    s.regions[1].share = 0.1; // us-west-2
    const Report r = evaluate(s, catalog());
    // 0.4 x 810,185.19 = 324,074.07 own; its pair takes 0.25 x that = 81,018.52 in, beside its own
    // 0.1 x 810,185.19 = 81,018.52: 162,037.04 planned; us-east-1: 324,074.07 + 0.25 x 81,018.52 =
    // 344,328.70.
    EXPECT_EQ(grouped(region(r, s, "us-east-1").ownPeak), "324,074");
    EXPECT_EQ(grouped(region(r, s, "us-west-2").mirrorIn), "81,019");
    EXPECT_EQ(grouped(region(r, s, "us-west-2").plannedPeak), "162,037");
    EXPECT_EQ(grouped(region(r, s, "us-east-1").plannedPeak), "344,329");
    // ceil(344,328.70 x 1.3 / 81,018.5) = ceil(5.52) = 6 cells needed; the card says 5 are too few.
    EXPECT_EQ(region(r, s, "us-east-1").cellsNeeded, 6);
}

TEST(Region, ARegionWithoutProducerOrCellsSaysSo)
{
    json doc = round3Doc();
    doc["regions"].push_back({{"id", "ap-south-1"}, {"name", "ap-south-1"}, {"residency", "us"}});
    const Scenario s = parseScenario(doc, "drawn.json", catalog(), true);
    const Report r = evaluate(s, catalog());
    const auto w = cardWarnings(s, catalog(), r, cardOf(s, r, "ap-south-1"));
    ASSERT_EQ(w.size(), 2u);
    EXPECT_NE(w[0].find("No producer"), std::string::npos);
    EXPECT_NE(w[1].find("No cells"), std::string::npos);
    // A finished design refuses it by name.
    EXPECT_EQ(refusalOf(doc).path(), "regions[4].pair");
}

} // namespace
} // namespace mqlab
