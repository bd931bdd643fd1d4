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
    // Nor does a key store or a routing control serve it beside another region.
    json kept = json::array(); // without us-east-1's mirrors, out and in, its keys and its routing
    for (const json& c : doc["connections"])
        if (c["from"] != "mirror-usw2" && c["to"] != "mirror-use1" &&
            !(c["to"] == "us-east-1" &&
              (c["from"] == "keys-us" || c["from"].get<std::string>().rfind("routing-", 0) == 0)))
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
    const auto w = cardWarningTexts(s, catalog(), r, cardOf(s, r, "ap-south-1"));
    ASSERT_EQ(w.size(), 2u);
    EXPECT_NE(w[0].find("No producer"), std::string::npos);
    EXPECT_NE(w[1].find("No cells"), std::string::npos);
    // A finished design refuses it by name.
    EXPECT_EQ(refusalOf(doc).path(), "regions[4].pair");
}

TEST(Region, ItsCardGivesThePlanAgainstItsCells)
{
    const Scenario s = round3();
    const Report r = evaluate(s, catalog());
    // Planned 283,564.81 msg/s (own 243,055.56 + 0.25 x 162,037.04 = 40,509.26 mirrored in) against 5
    // cells of 81,018.5; ceil(283,564.81 x 1.3 / 81,018.5) = ceil(4.55) = 5 needed.
    CardFace f = cardFace(s, r, cardOf(s, r, "us-east-1"));
    EXPECT_EQ(f.headline.text(), "283,565 msg/s vs 5 \u00d7 81,018.5");
    EXPECT_EQ(f.detail.text(), "40,509 mirrored in \u00b7 5 cells needed");
    // 162,037.04 + 0.25 x 243,055.56 = 222,800.93 against 4 cells; ceil(289,641.2 / 81,018.5) = ceil(3.58) = 4.
    f = cardFace(s, r, cardOf(s, r, "eu-central-1"));
    EXPECT_EQ(f.headline.text(), "222,801 msg/s vs 4 \u00d7 81,018.5");
    EXPECT_EQ(f.detail.text(), "60,764 mirrored in \u00b7 4 cells needed");
    // A region given more traffic than its cells: 0.4 x 810,185.19 = 324,074.07 + 0.25 x 0.1 x 810,185.19
    // = 344,328.70 planned; ceil(344,328.70 x 1.3 / 81,018.5) = ceil(5.52) = 6 needed beside its 5.
    Scenario more = round3();
    more.regions[0].share = 0.4;
    more.regions[1].share = 0.1;
    const Report mr = evaluate(more, catalog());
    f = cardFace(more, mr, cardOf(more, mr, "us-east-1"));
    EXPECT_EQ(f.headline.text(), "344,329 msg/s vs 5 \u00d7 81,018.5");
    EXPECT_EQ(f.detail.text(), "20,255 mirrored in \u00b7 6 cells needed"); // 0.25 x 81,018.52
    // Without cells it says what the default cell (81,018.5 msg/s, 1.3 headroom) would need.
    Scenario bare = round3();
    std::erase(bare.connections, Connection{"us-east-1", "cells-use1"});
    const Report br = evaluate(bare, catalog());
    f = cardFace(bare, br, cardOf(bare, br, "us-east-1"));
    EXPECT_EQ(f.headline.text(), "283,565 msg/s planned \u00b7 no cells");
    EXPECT_EQ(f.detail.text(), "40,509 mirrored in \u00b7 5 cells needed");
}

} // namespace
} // namespace mqlab
