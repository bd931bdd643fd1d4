// The tiles' words as messages (mqlab/report/format.h): each carries its figures as arguments, so a
// translated template keeps them, and its English is the ...Text the command line prints.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "../seed_helpers.h"
#include "mqlab/report/format.h"
#include "mqlab/report/message.h"

using namespace mqlab;

namespace {

std::string arg(const Message& m, const std::string& name)
{
    for (const auto& [n, v] : m.args)
        if (n == name)
            return v;
    return "(none)";
}

TEST(TileMessages, StageOnesTilesAreTemplatesFilledWithTheFigures)
{
    // Stage 1 at 25,000 events/s: nothing on the produce path saturates (the seed's 10ms), the producer
    // sends with acks=all, the bill is the seed's $5,782.40 (whole dollars on the tile: $5,782), and a
    // cluster of 3 replicas with min in-sync 2 may lose 3 - 2 = 1.
    const auto one = test::stageAt(1);
    const Message latency = latencyTileMessage(one.r.latency);
    EXPECT_EQ(latency.id, "tile.latency");
    EXPECT_EQ(arg(latency, "ms"), "10");
    EXPECT_EQ(latency.text(), "10ms");
    const Message detail = latencyDetailMessage(one.s, one.r.latency);
    EXPECT_EQ(detail.id, "tile.latency.detail.acks");
    EXPECT_EQ(arg(detail, "acks"), "all");
    EXPECT_EQ(detail.text(), "produce, acks=all");
    const Message cost = costTileMessage(one.r.total);
    EXPECT_EQ(arg(cost, "money"), "$5,782");
    EXPECT_EQ(cost.text(), "$5,782/mo");
    const Message durability = durabilityFigureMessage(one.r.durability);
    EXPECT_EQ(arg(durability, "survives"), "1");
    ASSERT_EQ(durability.counts.size(), 1u);
    EXPECT_EQ(durability.counts[0].n, 3);
    EXPECT_EQ(durability.text(), "1 of 3 replicas");
    EXPECT_EQ(durabilityTileMessage(one.r).text(), "survives 1 of 3 replicas");
    // 25,000 events/s saturates the cluster: the first tile names it, a name and not a template.
    const Message first = firstToSaturateMessage(one.s, one.r);
    EXPECT_TRUE(first.id.empty());
    EXPECT_EQ(first.text(), "Kafka cluster");
}

TEST(TileMessages, ATranslatedTemplateKeepsTheFigures)
{
    // A translation moves the words around the figures: "$5,782" and "10" come through untouched.
    const auto one = test::stageAt(1);
    Message cost = costTileMessage(one.r.total);
    cost.english = "{money} im Monat";
    EXPECT_EQ(cost.text(), "$5,782 im Monat");
    Message latency = latencyTileMessage(one.r.latency);
    latency.english = "{ms} Millisekunden";
    EXPECT_EQ(latency.text(), "10 Millisekunden");
}

TEST(TileMessages, OneReplicaIsSingular)
{
    Durability d;
    d.survives = 0;
    d.replicas = 1;
    EXPECT_EQ(durabilityFigureMessage(d).text(), "0 of 1 replica");
    d.survives = -1; // nothing holds messages
    EXPECT_EQ(durabilityFigureMessage(d).text(), "none");
    EXPECT_EQ(durabilityFigureMessage(d).id, "tile.durability.none");
}

TEST(TileMessages, TheFloorAndTheRoundsTargetsAreTemplatesToo)
{
    Latency l;
    l.floor = true;
    l.ms = 25; // the floor shows the fixed 10 ms whatever the estimate
    EXPECT_EQ(latencyTileMessage(l).id, "tile.latency.floor");
    EXPECT_EQ(latencyTileMessage(l).text(), "\u2265 10ms");
    Scenario s;
    EXPECT_EQ(latencyDetailMessage(s, l).text(), "a floor: the true figure is higher");
    l.floor = false;
    EXPECT_EQ(latencyDetailMessage(s, l).text(), "no producer: nothing is sent");
    l.targetMs = 100; // Round 1's brief: 100 ms to a waiting worker
    EXPECT_EQ(latencyDetailMessage(s, l).id, "tile.latency.detail.worker");
    EXPECT_EQ(latencyDetailMessage(s, l).text(), "p99 send to a waiting worker, target 100 ms");
    // A downtime budget: 43,776 min x 0.001 = 43.776, one decimal above ten minutes.
    Availability a;
    a.targetPercent = 99.9;
    a.budgetMinutes = 43.776;
    EXPECT_EQ(arg(availabilityMessage(a), "minutes"), "43.8");
    EXPECT_EQ(availabilityMessage(a).text(), "43.8 min/month down at 99.9%");
    EXPECT_EQ(availabilityMessage(Availability{}).text(), "");
}

TEST(TileMessages, EveryTileTemplateIsListedOnce)
{
    std::set<std::string_view> ids;
    for (const MessageTemplate& t : messageTemplates())
        EXPECT_TRUE(ids.insert(t.id).second) << t.id;
    for (const MessageTemplate& t : tileTemplates())
        EXPECT_TRUE(ids.count(t.id)) << t.id;
    EXPECT_EQ(tileTemplates().size(), 18u);
}

} // namespace
