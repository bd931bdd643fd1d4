// The mirror link (Round 3, stages/round-3.json): each region copies its critical 25% to the other
// region of its pair, about 3 s behind (the target is 5 s). A mirror joins the two regions of one pair
// only and never crosses the EU boundary (RESIDENCY_VIOLATION), on the canvas and in a file. Every
// figure is derived by hand from second-seed.md section 4.4 in the comment beside it.
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

// The index of the connection from -> to in the design document.
size_t connectionIndex(const json& doc, const std::string& from, const std::string& to)
{
    for (size_t i = 0; i < doc["connections"].size(); ++i)
        if (doc["connections"][i]["from"] == from && doc["connections"][i]["to"] == to)
            return i;
    throw std::logic_error("no connection");
}

TEST(MirrorLink, DefaultsAndASaveAndLoadRoundTrip)
{
    expectTableDefaults(Kind::MirrorLink, MirrorLink{});
    Scenario s = round3();
    s.mirrorLinks[0].lagS = 4.5;
    s.mirrorLinks[2].criticalShare = 0.3;
    EXPECT_EQ(parseScenarioText(toJson(s).dump(), "saved.json", catalog()), s);
}

TEST(MirrorLink, EachRangeIsRefusedByName)
{
    // critical_share (more than 0 to 1), lag_s, target_lag_s (more than 0 to 3,600), x, y: 5 rows x 2.
    EXPECT_EQ(expectRangesRefused(round3Doc(), Kind::MirrorLink), 10);
    Scenario s = round3();
    s.mirrorLinks[1].lagS = std::nan("");
    expectEditRefused(s, "mirror_links[1].lag_s", "more than 0 and up to 3,600 s");
}

TEST(MirrorLink, MessagesAtRiskWhenUsEast1IsLost)
{
    const Scenario s = round3();
    const Report r = evaluate(s, catalog());
    const MirrorDetail& m = r.mirrors.at(0); // us-east-1 -> us-west-2
    // Seed: us-east-1's critical stream 25% x 243,055.56 = 60,763.89 msg/s ("60.8K") moves on failover.
    EXPECT_EQ(grouped(m.rate), "60,764");
    // Derived: 60,763.89 x 3 s = 182,291.67 typical; x 5 s = 303,819.44 at the target.
    EXPECT_EQ(grouped(m.atRisk), "182,292");
    EXPECT_EQ(grouped(m.atTarget), "303,819");
    const CardReport& card = cardOf(s, r, "mirror-use1");
    ASSERT_EQ(card.limits.size(), 1u);
    EXPECT_EQ(card.limits[0].kind, LimitKind::RpoMessages);
    EXPECT_EQ(percentText(card.limits[0].percent, 1), "60.0%"); // 3 s of a 5 s target
    EXPECT_EQ(limitFormula(s, r, card, card.limits[0]).text(),
              "60,764 critical msg/s x 3 s lag = 182,292 messages against 303,819 at the 5 s target");
    EXPECT_EQ(r.global.worstMirror, 0);
    // A lag past its target is said on the card.
    Scenario late = round3();
    late.mirrorLinks[0].lagS = 6;
    const Report lr = evaluate(late, catalog());
    const auto w = cardWarningTexts(late, catalog(), lr, cardOf(late, lr, "mirror-use1"));
    ASSERT_EQ(w.size(), 1u);
    EXPECT_NE(w[0].find("past its 5 s target"), std::string::npos);
}

TEST(MirrorLink, FiveTerabytesADayBetweenThePairs)
{
    const Scenario s = round3();
    const Report r = evaluate(s, catalog());
    // Seed: 25% x 231,481.48 = 57,870.37 msg/s x 1,000 B = 57.9 MB/s; x 86,400 = 5.0 TB a day over the
    // four links (0.25 x (30 + 20 + 30 + 20)% of the average), x 30.4 x $0.02 = $3,040.00 a month.
    EXPECT_EQ(grouped(r.global.mirrorMBps, 1), "57.9");
    EXPECT_EQ(grouped(r.global.mirrorGBPerDay), "5,000");
    EXPECT_EQ(r.global.mirroring.cents, 304000);
    // us-east-1's link alone: 25% x 30% x 231,481.48 x 1,000 B = 17.36 MB/s, 1,500 GB a day.
    EXPECT_EQ(grouped(r.mirrors.at(0).gbPerDay), "1,500");
    EXPECT_EQ(billLineText(s, catalog(), lineOf(r, BillItem::MirrorTransfer)),
              "5.0 TB a day x 30.4 days = 152,000 GB to the paired regions x $0.02");
}

TEST(MirrorLink, AMirrorAcrossTheEuBoundaryIsRefusedForResidency)
{
    // On the canvas: us-east-1's mirror, freed from us-west-2, dragged to eu-west-1.
    Scenario s = round3();
    std::erase(s.connections, Connection{"mirror-use1", "us-west-2"});
    const std::string why = connectionRefusal(s, "mirror-use1", "eu-west-1");
    EXPECT_EQ(why.rfind("RESIDENCY_VIOLATION: eu-west-1 has residency \"eu\"", 0), 0u) << why;
    EXPECT_NE(why.find("residency field"), std::string::npos) << why;
    // The same from the other end: a mirror that feeds eu-central-1, dragged from us-east-1.
    s = round3();
    std::erase(s.connections, Connection{"eu-west-1", "mirror-euw1"});
    std::erase(s.connections, Connection{"us-east-1", "mirror-use1"});
    EXPECT_EQ(connectionRefusal(s, "us-east-1", "mirror-euw1").rfind("RESIDENCY_VIOLATION", 0), 0u);
    // In a file: the connection is named.
    json doc = round3Doc();
    doc["connections"][connectionIndex(doc, "mirror-use1", "us-west-2")]["to"] = "eu-west-1";
    // Named at the mirror's first connection, from us-east-1 (its target is read from the other).
    const InputError e = refusalOf(doc);
    EXPECT_EQ(e.path(), "connections[" + std::to_string(connectionIndex(doc, "us-east-1", "mirror-use1")) + "]");
    EXPECT_NE(std::string(e.problem()).find("RESIDENCY_VIOLATION"), std::string::npos) << e.what();
}

TEST(MirrorLink, AMirrorJoinsTheRegionsOfOnePairOnly)
{
    // A third US region, not yet paired: a mirror from us-east-1 to it is refused, naming the pair.
    json doc = round3Doc();
    doc["regions"].push_back({{"id", "us-east-2"}, {"name", "us-east-2"}, {"residency", "us"}});
    doc["connections"][connectionIndex(doc, "mirror-use1", "us-west-2")]["to"] = "us-east-2";
    const InputError e = refusalOf(doc, true);
    EXPECT_EQ(e.path(), "connections[" + std::to_string(connectionIndex(doc, "us-east-1", "mirror-use1")) + "]");
    EXPECT_NE(std::string(e.problem())
                  .find("the two regions of one pair only: us-east-1 is paired with "
                        "\"us-west-2\", not \"us-east-2\" (the regions' pair field)"),
              std::string::npos)
        << e.what();
    // Nor to the region it copies.
    Scenario s = round3();
    std::erase(s.connections, Connection{"mirror-use1", "us-west-2"});
    EXPECT_NE(connectionRefusal(s, "mirror-use1", "us-east-1").find("not to itself"), std::string::npos);
    // Back to its pair: allowed.
    EXPECT_EQ(connectionRefusal(s, "mirror-use1", "us-west-2"), "");
    // A mirror has one source and one target.
    EXPECT_NE(connectionRefusal(round3(), "mirror-use1", "us-east-1").find("one region"), std::string::npos);
}

} // namespace
} // namespace mqlab
