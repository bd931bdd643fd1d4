// The control plane (Round 3, stages/round-3.json): it pushes policies and the cell map to the 18
// cells in waves, one canary cell first. Its card names the canary's cells and the waves; a plan that
// leaves cells out is said on the card.
#include "round1_data.h"

#include "mqlab/model/edits.h"
#include "mqlab/report/explain.h"

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

TEST(ControlPlane, DefaultsAndASaveAndLoadRoundTrip)
{
    expectTableDefaults(Kind::ControlPlane, ControlPlane{});
    Scenario s = round3();
    ASSERT_EQ(s.controlPlanes.size(), 1u);
    s.controlPlanes[0].waves = 5;
    s.controlPlanes[0].waveCells = 4;
    EXPECT_EQ(parseScenarioText(toJson(s).dump(), "saved.json", catalog()), s);
}

TEST(ControlPlane, EachRangeIsRefusedByName)
{
    // canary_cells (1 to 100), waves (1 to 100), wave_cells (1 to 1,000), x, y: 5 rows x 2 ends.
    EXPECT_EQ(expectRangesRefused(round3Doc(), Kind::ControlPlane), 10);
    Scenario s = round3();
    s.controlPlanes[0].waves = 0;
    expectEditRefused(s, "control_planes[0].waves", "a whole number from 1 to 100 waves");
}

TEST(ControlPlane, ItsCardGivesTheCanaryAndTheWaves)
{
    Scenario s = round3();
    Report r = evaluate(s, catalog());
    // Its first connection is us-west-2's cells; 5 + 4 + 5 + 4 = 18 cells; 1 + 3 x 6 = 19 reach them all.
    CardFace f = cardFace(s, r, cardOf(s, r, "control"));
    EXPECT_EQ(f.headline.text(), "canary: 1 cell of us-west-2 cells");
    EXPECT_EQ(f.detail.text(), "then 3 waves of up to 6 \u00b7 18 cells");
    EXPECT_TRUE(cardWarningTexts(s, catalog(), r, cardOf(s, r, "control")).empty());
    // Two waves of 6 after the canary reach 1 + 12 = 13 of the 18: 5 never get the change.
    s.controlPlanes[0].waves = 2;
    r = evaluate(s, catalog());
    EXPECT_EQ(cardWarningTexts(s, catalog(), r, cardOf(s, r, "control")).at(0),
              "The canary and 2 waves of 6 reach 13 of 18 cells; 5 get no change.");
    // A canary of every cell is no canary.
    s.controlPlanes[0].canaryCells = 18;
    r = evaluate(s, catalog());
    EXPECT_EQ(cardWarningTexts(s, catalog(), r, cardOf(s, r, "control")).at(0),
              "The canary is every cell: a bad change reaches all 18.");
}

TEST(ControlPlane, ItConnectsToCellsOnly)
{
    const Scenario s = round3();
    EXPECT_NE(connectionRefusal(s, "control", "us-east-1").find("a control plane connects only to"), std::string::npos)
        << connectionRefusal(s, "control", "us-east-1");
    // A cell node takes its changes from one control plane.
    std::string second;
    const Scenario two = withNode(s, Kind::ControlPlane, {0, 0}, catalog(), &second);
    EXPECT_NE(connectionRefusal(two, second, "cells-use1").find("one control plane"), std::string::npos);
    // A finished design connects it.
    json doc = round3Doc();
    json kept = json::array();
    for (const json& c : doc["connections"])
        if (c["from"] != "control")
            kept.push_back(c);
    doc["connections"] = kept;
    EXPECT_NE(std::string(refusalOf(doc).problem()).find("connect the control plane to the cells"), std::string::npos);
}

} // namespace
} // namespace mqlab
