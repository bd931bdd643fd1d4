// Cells (Round 3, stages/round-3.json): each region's copies of the Round 2 platform (12 m7g.2xlarge
// brokers and 3 m7g.large controllers a cell, 81,018.5 msg/s each, 30% growth headroom, 1 TB gp3 at
// 250 MB/s, 24 h on brokers, 7 days in S3 Standard, finance's 20% kept 90 days, 2 KB compressed to
// 1 KB), and the design's month billed as one fleet beside the same cells on MSK. Every figure is
// derived by hand from second-seed.md section 4.4 in the comment beside it.
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

std::string globalLine(const Scenario& s, const Report& r, const std::string& label)
{
    for (const auto& l : globalLines(s, r))
        if (l.label == label)
            return l.text;
    return "(no line " + label + ")";
}

TEST(Cell, DefaultsAndASaveAndLoadRoundTrip)
{
    expectTableDefaults(Kind::Cell, Cell{});
    Scenario s = round3();
    s.cells[0].count = 6;
    s.cells[2].teamUsdPerMonth = 40000;
    EXPECT_EQ(parseScenarioText(toJson(s).dump(), "saved.json", catalog()), s);
}

TEST(Cell, EachRangeIsRefusedByName)
{
    // count, brokers, controllers, capacity_msg_s, growth_headroom, volume_gb, volume_mbps, local_hours,
    // s3_days, archive_days, finance_share, compression, team_usd_month, x, y: 15 rows x 2 ends.
    EXPECT_EQ(expectRangesRefused(round3Doc(), Kind::Cell), 30);
    json doc = round3Doc();
    doc["cells"][0]["brokers"] = 13; // 13 over 3 zones
    InputError e = refusalOf(doc);
    EXPECT_EQ(e.path(), "cells[0].brokers");
    EXPECT_NE(std::string(e.problem()).find("multiple of 3"), std::string::npos) << e.what();
    doc = round3Doc();
    doc["cells"][1]["instance"] = "m7g.large"; // the month is billed as one fleet
    e = refusalOf(doc);
    EXPECT_EQ(e.path(), "cells[1].instance");
    EXPECT_NE(std::string(e.problem()).find("the same in every cell"), std::string::npos) << e.what();
    doc = round3Doc();
    doc["cells"][0]["controller_instance"] = "c9.huge";
    EXPECT_EQ(refusalOf(doc).path(), "cells[0].controller_instance");
    doc = round3Doc();
    doc["cells"][0]["archive_days"] = 5; // under s3_days 7
    EXPECT_EQ(refusalOf(doc).path(), "cells[0].archive_days");
    Scenario s = round3();
    s.cells[0].growthHeadroom = std::nan("");
    expectEditRefused(s, "cells[0].growth_headroom", "1 to 10");
    // A cell node belongs to one region.
    s = round3();
    EXPECT_NE(connectionRefusal(s, "us-west-2", "cells-use1").find("one region"), std::string::npos);
}

TEST(Cell, EighteenCellsOf216BrokersAnd54Controllers)
{
    const Scenario s = round3();
    const Report r = evaluate(s, catalog());
    // Seed: ceil(283,564.81 x 1.3 / 81,018.5) = ceil(4.55) = 5 and ceil(222,800.93 x 1.3 / 81,018.5) =
    // ceil(3.58) = 4: 5 + 4 + 5 + 4 = 18 cells; x 12 = 216 brokers; x 3 = 54 controllers.
    EXPECT_EQ(r.regions.at(0).cellsNeeded, 5);
    EXPECT_EQ(r.regions.at(1).cellsNeeded, 4);
    EXPECT_EQ(r.global.cells, 18);
    EXPECT_EQ(r.global.brokers, 216);
    EXPECT_EQ(r.global.controllers, 54);
    EXPECT_EQ(globalLine(s, r, "Fleet"), "18 cells: 216 brokers, 54 controllers");
    // Derived: 283,564.81 / (5 x 81,018.5) = 70.0%; 222,800.93 / (4 x 81,018.5) = 68.75%.
    const CardReport& use1 = cardOf(s, r, "cells-use1");
    ASSERT_EQ(use1.limits.size(), 1u);
    EXPECT_EQ(use1.limits[0].kind, LimitKind::RegionCells);
    EXPECT_EQ(percentText(use1.limits[0].percent, 1), "70.0%");
    EXPECT_EQ(percentText(cardOf(s, r, "cells-usw2").limits[0].percent, 2), "68.75%");
    EXPECT_EQ(use1.status, Status::Ok);
    EXPECT_TRUE(cardWarningTexts(s, catalog(), r, use1).empty());
    // A cell is Round 2's platform, so a message's path in its region is Round 2's: hop 1 + window 2 +
    // max(fsync 3, 1 ms to a follower + its fsync 3) + follower fetch 2 + wake 1 + hop 1 = 11 ms against 15.
    EXPECT_EQ(r.latency.ms, 11);
    EXPECT_EQ(r.latency.targetMs, 15);
    // Each cell keeps 3 replicas and answers with 2: it survives 1 lost replica.
    EXPECT_EQ(durabilityTileText(r), "survives 1 of 3 replicas");
}

TEST(Cell, FewerCellsThanTheRegionNeedsIsSaid)
{
    Scenario s = round3();
    s.cells[0].count = 4; // us-east-1
    const Report r = evaluate(s, catalog());
    // 283,564.81 / (4 x 81,018.5) = 87.5%, past the growth line 100% / 1.3 = 76.9%: a warning.
    const CardReport& use1 = cardOf(s, r, "cells-use1");
    EXPECT_EQ(percentText(use1.limits[0].percent, 1), "87.5%");
    EXPECT_EQ(use1.status, Status::Warn);
    const auto w = cardWarningTexts(s, catalog(), r, use1);
    ASSERT_FALSE(w.empty());
    EXPECT_NE(w.back().find("4 cells, but 283,565 msg/s x 1.3 needs 5."), std::string::npos) << w.back();
    // 17 cells: 204 brokers; 204 x 730 x $0.3264 = $48,607.49.
    EXPECT_EQ(r.global.brokers, 204);
    EXPECT_EQ(lineOf(r, BillItem::CellBrokers).amount.cents, 4860749);
}

TEST(Cell, StorageByTier)
{
    const Scenario s = round3();
    const Report r = evaluate(s, catalog());
    const GlobalDetail& g = r.global;
    // Seed: own 2 x 10^10 x 1,000 B = 20 TB a day; mirrored 25% = 5 TB; finance 20% of own = 4 TB.
    EXPECT_EQ(grouped(g.ownGBPerDay), "20,000");
    EXPECT_EQ(grouped(g.mirroredGBPerDay), "5,000");
    EXPECT_EQ(grouped(g.financeGBPerDay), "4,000");
    // Seed: brokers (20 + 5) x 1 day x 3 x 1.2 = 90 TB on 216 x 1 TB = 41.7%, (216 - 90) / 90 = 1.4 days.
    EXPECT_EQ(grouped(g.brokerGB), "90,000");
    EXPECT_EQ(percentText(g.brokerFill * 100, 1), "41.7%");
    EXPECT_EQ(grouped(g.daysOfRoom, 1), "1.4");
    // Derived: S3 25 x 7 = 175 TB; Glacier IR 4 x (90 - 7) = 332 TB stored, 4 x max(83, 90) = 360 billed.
    EXPECT_EQ(grouped(g.s3GB), "175,000");
    EXPECT_EQ(grouped(g.glacierStoredGB), "332,000");
    EXPECT_EQ(grouped(g.glacierBilledGB), "360,000");
    // Seed: 90 + 175 + 332 = 597 TB ("about 600 TB").
    EXPECT_EQ(grouped(g.storedGB), "597,000");
    // Seed: all on brokers: 20 B x 2 KB = 40 TB a day x 90 x 3 x 1.2 = 12,960 TB, x $0.08 = $1,036,800.
    EXPECT_EQ(grouped(g.rawGB), "12,960,000");
    EXPECT_EQ(g.rawCost.cents, 103680000);
    // Recon: gp3 216,000 x $0.08 = 17,280 + 216 x 125 x $0.04 = 1,080 + S3 175,000 x $0.023 = 4,025 +
    // Glacier IR 360,000 x $0.004 = 1,440: $23,825 ("about $24,000").
    EXPECT_EQ(g.storage.cents, 2382500);
    EXPECT_EQ(globalLine(s, r, "Stored").rfind("597 TB: 90 on brokers (41.7% full, 1.4 days of room", 0), 0u)
        << globalLine(s, r, "Stored");
}

TEST(Cell, TheMonthLineByLineAndMsk)
{
    const Scenario s = round3();
    const Report r = evaluate(s, catalog());
    // Seed: 216 x 730 x $0.3264 = $51,466.752 -> $51,466.75 ("$51.5K").
    EXPECT_EQ(lineOf(r, BillItem::CellBrokers).amount.cents, 5146675);
    EXPECT_EQ(billLineText(s, catalog(), lineOf(r, BillItem::CellBrokers)), "216 x m7g.2xlarge x 730 h x $0.3264");
    // Derived: 54 x 730 x $0.0816 = $3,216.672 -> $3,216.67.
    EXPECT_EQ(lineOf(r, BillItem::CellControllers).amount.cents, 321667);
    EXPECT_EQ(lineOf(r, BillItem::CellGp3Storage).amount.cents, 1728000);   // 216,000 GB x $0.08
    EXPECT_EQ(lineOf(r, BillItem::CellGp3Throughput).amount.cents, 108000); // 216 x 125 MB/s x $0.04
    EXPECT_EQ(lineOf(r, BillItem::CellS3Standard).amount.cents, 402500);    // 175,000 GB x $0.023
    EXPECT_EQ(lineOf(r, BillItem::CellGlacierIr).amount.cents, 144000);     // 360,000 GB x $0.004
    // Derived: 5 TB a day x 30.4 x $0.02 = $3,040.00.
    EXPECT_EQ(lineOf(r, BillItem::MirrorTransfer).amount.cents, 304000);
    // Seed: replication 2 x 760,000 GB x $0.02 = $30,400; producers and mirror writers 760,000 x 2/3 x
    // $0.02 = $10,133.33; cross-zone $40,533.33, three quarters replication.
    EXPECT_EQ(lineOf(r, BillItem::CellReplication).amount.cents, 3040000);
    EXPECT_EQ(lineOf(r, BillItem::CellProducers).amount.cents, 1013333);
    EXPECT_EQ(r.global.crossZone.cents, 4053333);
    EXPECT_EQ(globalLine(s, r, "Cross-zone"), "$40,533.33 a month (75% replication)");
    // Recon: the lines add to $122,081.75.
    EXPECT_EQ(r.total.cents, 12208175);
    EXPECT_EQ(r.global.build.cents, 12208175);
    // MSK: 216 x 730 x $0.816 = 128,666.88 + 21,600 + 10,500 + 10,133.33 + Glacier 1,440 + mirroring
    // 3,040 = $175,380.21; building saves 175,380.21 - 122,081.75 = $53,298.46 ("about $53K").
    EXPECT_EQ(r.msk.total.cents, 17538021);
    EXPECT_EQ(r.global.saves.cents, 5329846);
    EXPECT_EQ(globalLine(s, r, "Build or buy"),
              "build $122,081.75 against MSK $175,380.21: building saves $53,298.46 a month");
    EXPECT_EQ(mskTileNote(r.msk), "MSK instead: $175k/mo");
}

TEST(Cell, TheTeamIsTheUsersFigureAndTheAnswerShowsBothSides)
{
    Scenario s = round3();
    Report r = evaluate(s, catalog());
    // The seed never prices the team: left at 0 it is named as missing, beside the $53,298.46.
    EXPECT_NE(globalLine(s, r, "With the team").find("not priced"), std::string::npos);
    EXPECT_NE(globalLine(s, r, "With the team").find("$53,298.46"), std::string::npos);
    // A team of $30,000 + $30,000 a month (the user's figures on two cell nodes): 53,298.46 - 60,000 =
    // -6,701.54, so buying saves $6,701.54.
    s.cells[0].teamUsdPerMonth = 30000;
    s.cells[2].teamUsdPerMonth = 30000;
    r = evaluate(s, catalog());
    EXPECT_EQ(globalLine(s, r, "With the team"),
              "$60,000.00 a month to run it (your figure): buying saves $6,701.54 a month");
    // $20,000 a month: 53,298.46 - 20,000 = $33,298.46 still saved by building.
    s.cells[2].teamUsdPerMonth = 0;
    s.cells[0].teamUsdPerMonth = 20000;
    r = evaluate(s, catalog());
    EXPECT_EQ(globalLine(s, r, "With the team"),
              "$20,000.00 a month to run it (your figure): building still saves $33,298.46 a month");
}

TEST(Cell, AMoreCompressedStreamStoresAndMirrorsLess)
{
    Scenario s = round3();
    for (Cell& c : s.cells)
        c.compression = 4; // 2,000 B -> 500 B
    const Report r = evaluate(s, catalog());
    // Half of every compressed figure: own 10 TB, mirrored 2.5 TB a day; brokers 45 TB, S3 87.5 TB,
    // Glacier IR 166 TB: 298.5 TB stored; mirroring 2.5 x 30.4 x $0.02 = $1,520.
    EXPECT_EQ(grouped(r.global.storedGB), "298,500");
    EXPECT_EQ(lineOf(r, BillItem::MirrorTransfer).amount.cents, 152000);
}

} // namespace
} // namespace mqlab
