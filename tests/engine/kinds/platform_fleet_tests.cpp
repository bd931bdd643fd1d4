// The platform fleet (Round 2, stages/round-2.json): three teams send 2 billion 2,000 B messages a
// day (600 M + 1,100 M + 300 M) at 3.5x the average to 12 x m7g.2xlarge in 3 zones; 2,000
// partitions of 3 replicas; a journal a broker; 24 h on 2.5 TB gp3 at 250 MB/s, 7 days in S3; two
// reads a message from the follower in the reader's zone; 3 x m7g.large controllers; 99.99%, 15 ms.
// Every figure is derived by hand from second-seed.md section 3.5 in the comment beside it.
#include "round1_data.h"

#include <cmath>

#include "mqlab/model/edits.h"
#include "mqlab/report/explain.h"
#include "mqlab/report/format.h"

namespace mqlab {
namespace {

using nlohmann::json;
using test::catalog;
using test::readFile;
using test::round1::cardOf;
using test::round1::expectRangesRefused;
using test::round1::expectTableDefaults;
using test::round1::lineOf;
using test::round1::refusalOf;

using test::round1::round2;
using test::round1::round2Doc;

const PlatformDetail& detail(const Report& r)
{
    return r.platforms.at(0);
}

TEST(PlatformFleet, DefaultsAreRoundTwosPlatform)
{
    expectTableDefaults(Kind::PlatformFleet, StreamPlatform{});
    const StreamPlatform b;
    EXPECT_EQ(b.instance, "m7g.2xlarge");
    EXPECT_EQ(b.brokers, 12);
    EXPECT_EQ(b.partitions, 2000);
    EXPECT_EQ(b.limitsShown, ZoneView::AfterZoneLoss);
    EXPECT_TRUE(field(Kind::PlatformFleet, "replication_factor").fixed);
    // gp3's throughput range is an outside figure: its AWS page sits beside it.
    EXPECT_EQ(field(Kind::PlatformFleet, "volume_mbps").source.rfind("https://docs.aws.amazon.com/", 0), 0u);
    Scenario s = round2();
    s.platformFleets[0].limitsShown = ZoneView::Normal;
    s.platformFleets[0].tierDays = 3;
    EXPECT_EQ(parseScenarioText(toJson(s).dump(), "saved.json", catalog()), s);
}

TEST(PlatformFleet, EachRangeIsRefusedByName)
{
    // brokers, zones, partitions, replication_factor, quorum, group_commit_ms, volume_gb, volume_mbps,
    // local_hours, tier_days, overhead, read_factor, page_cache_gb, team_quota_mbps, bootstrap_nlbs,
    // availability_percent, latency_target_ms, x, y: 19 rows x 2 ends.
    EXPECT_EQ(expectRangesRefused(round2Doc(), Kind::PlatformFleet), 38);
    json doc = round2Doc();
    doc["platform_fleets"][0]["brokers"] = 13; // 13 over 3 zones
    EXPECT_EQ(refusalOf(doc).path(), "platform_fleets[0].brokers");
    doc = round2Doc();
    doc["platform_fleets"][0]["limits_shown"] = "sideways";
    const InputError e = refusalOf(doc);
    EXPECT_EQ(e.path(), "platform_fleets[0].limits_shown");
    EXPECT_NE(std::string(e.problem()).find("\"after_zone_loss\", \"normal\""), std::string::npos) << e.what();
    // A tier shorter than the disks' hours holds less than the disks: 24 h local, 0.5 day tier.
    doc = round2Doc();
    doc["platform_fleets"][0]["tier_days"] = 0.5;
    EXPECT_EQ(refusalOf(doc).path(), "platform_fleets[0].tier_days");
    // Zero, negative and NaN figures are refused in memory too (validate() on a canvas edit).
    for (double bad : {0.0, -1.0, std::nan("")}) {
        Scenario s = round2();
        s.platformFleets[0].localHours = bad;
        try {
            validate(s, catalog(), "canvas");
            ADD_FAILURE() << "accepted local_hours " << bad;
        } catch (const InputError& err) {
            EXPECT_EQ(err.path(), "platform_fleets[0].local_hours");
            // "must be more than 0 and up to 8760 h": the row's own range, named in the refusal.
            EXPECT_NE(
                std::string(err.problem()).find("must be " + rangeText(field(Kind::PlatformFleet, "local_hours"))),
                std::string::npos)
                << err.what();
        }
    }
}

TEST(PlatformFleet, ConnectionRules)
{
    const Scenario s = round2();
    // The fleet feeds only its readers, the consumer teams.
    EXPECT_EQ(connectionRefusal(s, "platform", "payments"), "a platform fleet connects only to a consumer team");
    // One platform a producer: a second platform fleet is refused for a producer that sends straight to one.
    Scenario direct = s;
    direct.connections.push_back({"payments", "platform"});
    std::erase(direct.connections, Connection{"payments", "payments-queue"});
    const Scenario two = withNode(direct, Kind::PlatformFleet, {0, 0}, catalog());
    EXPECT_EQ(connectionRefusal(two, "payments", "platform-1"),
              "a task producer sends to one platform fleet, and this one already has one");
    // A producer that sends to a topic sends nowhere else on the platform: its messages would count twice.
    EXPECT_EQ(connectionRefusal(s, "payments", "platform"),
              "a task producer sends to one topic or platform fleet, and this one already has one");
    // One set of controllers a platform.
    const Scenario more = withNode(s, Kind::MetadataStore, {0, 0}, catalog());
    EXPECT_EQ(connectionRefusal(more, "meta-1", "platform"),
              "a platform fleet has one set of controllers, and this one already has one");
}

TEST(PlatformFleet, LoadAndBytes)
{
    const Scenario s = round2();
    const Report r = evaluate(s, catalog());
    const PlatformDetail& d = detail(r);
    // 2 x 10^9 / 86,400 = 23,148.148 msg/s; x 3.5 = 81,018.52 ("81K").
    EXPECT_NEAR(d.average, 23148.148, 1e-3);
    EXPECT_NEAR(d.peak, 81018.519, 1e-3);
    EXPECT_NEAR(r.offeredEventsPerSecond, 81018.519, 1e-3);
    // 2 x 10^9 x 2,000 B = 4 x 10^12 B = 4,000 GB a day; x 30.4 = 121,600 GB a month.
    EXPECT_DOUBLE_EQ(d.gbPerDay, 4000);
    EXPECT_NEAR(d.gbPerMonth, 121600, 1e-6);
    // 81,018.52 x 2,000 B = 162.037 MB/s in; x 3 copies = 486.11; x (2 reads + 2 followers) = 648.15.
    EXPECT_NEAR(d.ingressMBps, 162.037, 1e-3);
    EXPECT_NEAR(d.fleetInMBps, 486.111, 1e-3);
    EXPECT_NEAR(d.fleetOutMBps, 648.148, 1e-3);
    // A broker: 486.11 / 12 = 40.51 in, 648.15 / 12 = 54.01 out; (40.51 + 54.01) / 468.75 = 20.2%.
    EXPECT_NEAR(d.brokerInMBps, 40.509, 1e-3);
    EXPECT_NEAR(d.brokerOutMBps, 54.012, 1e-3);
    EXPECT_NEAR(d.networkPercent, 20.16, 0.01);
}

TEST(PlatformFleet, AfterAZoneLoss)
{
    const Report r = evaluate(round2(), catalog());
    const PlatformDetail& d = detail(r);
    // Planning: the fleet's totals over 8 brokers: 486.11 / 8 = 60.76 in, 648.15 / 8 = 81.02 out;
    // (60.76 + 81.02) / 468.75 = 141.78 / 468.75 = 30.25% ("headroom above 30%"); 60.76 / 250 = 24.3%.
    EXPECT_NEAR(d.lossInMBps, 60.764, 1e-3);
    EXPECT_NEAR(d.lossOutMBps, 81.019, 1e-3);
    EXPECT_EQ(percentText(d.lossNetworkPercent), "30.2%");
    EXPECT_EQ(percentText(d.lossVolumePercent), "24.3%");
    // Exact, two copies left: in 162.04 x 2 / 8 = 40.51, out (2 x 162.04 + 162.04) / 8 = 60.76;
    // 101.27 / 468.75 = 21.6%.
    EXPECT_NEAR(d.exactInMBps, 40.509, 1e-3);
    EXPECT_NEAR(d.exactOutMBps, 60.764, 1e-3);
    EXPECT_EQ(percentText(d.exactNetworkPercent), "21.6%");
}

TEST(PlatformFleet, CardLimitsInBothStates)
{
    Scenario s = round2();
    Report r = evaluate(s, catalog());
    const CardReport& lost = cardOf(s, r, "platform");
    ASSERT_EQ(lost.limits.size(), 5u);
    // After a zone loss (the state shown by default):
    // local fill 4,000 GB x 1 day x 3 x 1.2 = 14,400 of 12 x 2,500 = 30,000 GB: 48%;
    EXPECT_EQ(lost.limits[0].kind, LimitKind::LocalVolumeFill);
    EXPECT_DOUBLE_EQ(lost.limits[0].used, 14400);
    EXPECT_DOUBLE_EQ(lost.limits[0].capacity, 30000);
    EXPECT_NEAR(lost.limits[0].percent, 48, 1e-9);
    // network 141.78 of 468.75 MB/s (30.2%), volume 60.76 of 250 (24.3%), EBS 60.76 of 312.5 (19.4%);
    EXPECT_EQ(lost.limits[1].kind, LimitKind::Network);
    EXPECT_NEAR(lost.limits[1].used, 141.782, 1e-3);
    EXPECT_DOUBLE_EQ(lost.limits[1].capacity, 468.75);
    EXPECT_EQ(lost.limits[2].kind, LimitKind::VolumeThroughput);
    EXPECT_NEAR(lost.limits[2].percent, 24.31, 0.01);
    EXPECT_EQ(lost.limits[3].kind, LimitKind::EbsLink);
    EXPECT_NEAR(lost.limits[3].percent, 19.44, 0.01);
    // partition replicas 2,000 x 3 / 12 = 500 of MSK's 2,000 a broker: 25%, no wall (not load-driven).
    EXPECT_EQ(lost.limits[4].kind, LimitKind::PartitionReplicas);
    EXPECT_DOUBLE_EQ(lost.limits[4].used, 500);
    EXPECT_NEAR(lost.limits[4].percent, 25, 1e-9);
    EXPECT_TRUE(std::isnan(lost.limits[4].wallEventsPerSecond));
    // Walls: fill 81,018.52 x 30,000 / 14,400 = 168,788.6 (first); network 81,018.52 x 468.75 /
    // 141.78 = 267,857; volume 81,018.52 x 250 / 60.76 = 333,333.
    EXPECT_EQ(grouped(lost.limits[0].wallEventsPerSecond), "168,789");
    EXPECT_EQ(grouped(lost.limits[1].wallEventsPerSecond), "267,857");
    EXPECT_EQ(grouped(lost.limits[2].wallEventsPerSecond), "333,333");
    EXPECT_EQ(grouped(r.wallEventsPerSecond), "168,789");
    EXPECT_EQ(limitName(r.cards[r.wallCard].limits[r.wallLimit].kind), "local volume fill");

    // All zones up: network (40.51 + 54.01) / 468.75 = 20.2%, volume 40.51 / 250 = 16.2%, fill unchanged.
    s.platformFleets[0].limitsShown = ZoneView::Normal;
    r = evaluate(s, catalog());
    const CardReport& normal = cardOf(s, r, "platform");
    EXPECT_EQ(percentText(normal.limits[1].percent), "20.2%");
    EXPECT_EQ(percentText(normal.limits[2].percent), "16.2%");
    EXPECT_NEAR(normal.limits[0].percent, 48, 1e-9);
}

TEST(PlatformFleet, ReplicasCacheJournalAndStorage)
{
    const Report r = evaluate(round2(), catalog());
    const PlatformDetail& d = detail(r);
    // 2,000 x 3 / 12 = 500 replicas; 2,000 / 12 = 166.7 leaders ("~167").
    EXPECT_DOUBLE_EQ(d.replicasPerBroker, 500);
    EXPECT_EQ(grouped(d.leadersPerBroker), "167");
    // 24 GB = 24,000 MB / 40.51 MB/s = 592.5 s -> "592"; binary 24 GiB = 25,769.8 MB / 40.51 = 636 s.
    EXPECT_EQ(grouped(d.pageCacheS), "592");
    EXPECT_EQ(grouped(d.pageCacheBinaryS), "636");
    // Journal: 1,000 / 2 ms = 500 fsyncs a broker; 40.51 MB/s / 500 = 81 KB a fsync; 256 KB x 500 = 128 MB/s.
    EXPECT_DOUBLE_EQ(d.journalFsyncsPerBroker, 500);
    EXPECT_EQ(grouped(d.journalKBPerFsync), "81");
    EXPECT_DOUBLE_EQ(d.journalSizeTriggerMBps, 128);
    // A log each: 500 x 500 x (1 - e^(-40.51/500)) = 19,456 a second; 250,000 at the cap.
    EXPECT_EQ(grouped(d.perPartitionFsyncs), "19,456");
    EXPECT_DOUBLE_EQ(d.perPartitionFsyncCap, 250000);
    // Local 14,400 GB = 14.4 TB, 48% of 30 TB; (30,000 - 14,400) / 14,400 = 1.08 days if uploads stop.
    EXPECT_DOUBLE_EQ(d.localGB, 14400);
    EXPECT_DOUBLE_EQ(d.localFill, 0.48);
    EXPECT_EQ(grouped(d.daysOfRoom, 2), "1.08");
    // Tier 4,000 x 7 = 28,000 GB; without it 14,400 x 7 = 100,800 GB at 48% -> 210,000 GB of gp3;
    // disk cut 1 - 30,000 / 210,000 = 85.7%; saving 210,000 x $0.08 - 30,000 x $0.08 - 28,000 x $0.023
    // = $16,800 - $2,400 - $644 = $13,756.00.
    EXPECT_DOUBLE_EQ(d.tierGB, 28000);
    EXPECT_NEAR(d.withoutTierGB, 100800, 1e-6);
    EXPECT_NEAR(d.withoutTierProvisionedGB, 210000, 1e-6);
    EXPECT_EQ(percentText(d.diskCut * 100), "85.7%");
    EXPECT_EQ(d.tierSaving.cents, 1375600);
    // Dedup: 81,018.52 x 300 s = 24.3 M IDs; / 2,000 = 12,153 a partition.
    EXPECT_EQ(grouped(d.dedupIds / 1e6, 1), "24.3");
    EXPECT_EQ(grouped(d.dedupIdsPerPartition), "12,153");
    // A broker crash: 81,018.52 / 12 x 1 s = 6,752 to x 2 s = 13,503 retried sends.
    EXPECT_EQ(grouped(d.retriedLow), "6,752");
    EXPECT_EQ(grouped(d.retriedHigh), "13,503");
}

TEST(PlatformFleet, LatencyDowntimeAndSurvival)
{
    const Scenario s = round2();
    const Report r = evaluate(s, catalog());
    // 1 + 2 + max(3, 1 + 3) + 2 (high watermark to the local follower) + 1 + 1 = 11 ms; 15 - 11 = 4 ms.
    EXPECT_DOUBLE_EQ(r.latency.ms, 11);
    EXPECT_DOUBLE_EQ(r.latency.targetMs, 15);
    EXPECT_EQ(detail(r).pathMs, (std::vector<double>{1, 3, 6, 7, 7, 9, 10, 11}));
    // 43,776 min x 0.0001 = 4.3776 -> 4.38 min a month.
    EXPECT_EQ(grouped(r.availability.budgetMinutes, 2), "4.38");
    // Raft 2 of 3: one replica (a whole zone) may go.
    EXPECT_EQ(r.durability.survives, 1);
    // Without follower fetch the reader waits on the leader: 11 - 2 = 9 ms.
    Scenario leader = s;
    leader.platformFleets[0].fetchFromFollower = false;
    EXPECT_DOUBLE_EQ(evaluate(leader, catalog()).latency.ms, 9);
}

TEST(PlatformFleet, BillLineByLineAndMsk)
{
    const Scenario s = round2();
    const Report r = evaluate(s, catalog());
    using test::round1::lineOf;
    // 12 x 730 h x $0.3264 = $2,859.264 -> $2,859.26
    EXPECT_EQ(lineOf(r, BillItem::PlatformBrokers).amount.cents, 285926);
    // controllers 3 x 730 x $0.0816 = $178.70
    EXPECT_EQ(lineOf(r, BillItem::MetadataNodes).amount.cents, 17870);
    // gp3 30,000 GB x $0.08 = $2,400.00; throughput 12 x (250 - 125) x $0.04 = $60.00
    EXPECT_EQ(lineOf(r, BillItem::Gp3Storage).amount.cents, 240000);
    EXPECT_EQ(lineOf(r, BillItem::Gp3Throughput).amount.cents, 6000);
    // NLB 730 x $0.0225 = $16.425 -> $16.43 (bootstrap only: no NLCU line)
    EXPECT_EQ(lineOf(r, BillItem::NlbHours).amount.cents, 1643);
    // S3 28,000 GB x $0.023 = $644.00
    EXPECT_EQ(lineOf(r, BillItem::S3Tier).amount.cents, 64400);
    // replication 2 x 121,600 GB x $0.02 = $4,864.00; sends 121,600 x 2/3 x $0.02 = $1,621.33
    EXPECT_EQ(lineOf(r, BillItem::PlatformReplication).amount.cents, 486400);
    EXPECT_EQ(lineOf(r, BillItem::PlatformProducers).amount.cents, 162133);
    for (const BillLine& l : r.bill) {
        EXPECT_NE(l.item, BillItem::NlbCapacity);
        EXPECT_NE(l.item, BillItem::PlatformReaders); // follower fetch: no read crosses zones
    }
    // Total: 2,859.26 + 178.70 + 2,400 + 60 + 16.43 + 644 + 4,864 + 1,621.33 = $12,643.72.
    EXPECT_EQ(r.total.cents, 1264372);
    // The tile keeps a second-seed cost in whole dollars below $100,000 (the spec's "$12,644/mo"); the
    // first seed's turns to thousands from $10,000 ("$10k/mo" in Stages 4 and 6).
    EXPECT_EQ(costTileText(r.total, costTileWholeBelow(s)), "$12,644/mo");
    EXPECT_EQ(costTileWholeBelow(test::stageScenario(4)), 10000.0);
    EXPECT_EQ(mskTileNote(r.msk), "MSK instead: $13,449/mo");
    // MSK: 12 x 730 x $0.816 = $7,148.16; 30,000 x $0.10 = $3,000; 28,000 x $0.06 = $1,680;
    // sends $1,621.33; replication free: $13,449.49.
    ASSERT_TRUE(r.msk.known);
    EXPECT_EQ(r.msk.brokers.cents, 714816);
    EXPECT_EQ(r.msk.total.cents, 1344949);
    // Follower fetch saves 2 reads x 121,600 x 2/3 x $0.02 = $3,242.67: the readers' line without it.
    EXPECT_EQ(detail(r).followerFetchSaving.cents, 324267);
    Scenario leader = s;
    leader.platformFleets[0].fetchFromFollower = false;
    const Report lr = evaluate(leader, catalog());
    EXPECT_EQ(lineOf(lr, BillItem::PlatformReaders).amount.cents, 324267);
    EXPECT_EQ(lr.total.cents, 1264372 + 324267);
}

TEST(PlatformFleet, FigureKeysForLessons)
{
    const Scenario s = round2();
    const Report r = evaluate(s, catalog());
    const auto f = figures(s, catalog(), r);
    auto text = [&](const std::string& key) { return f.at(key).text; };
    EXPECT_EQ(text("platform.peak"), "81,018.5 msg/s");
    EXPECT_EQ(text("platform.ingress"), "162.04 MB/s");
    EXPECT_EQ(text("platform.broker_in"), "40.5 MB/s");
    EXPECT_EQ(text("platform.broker_out"), "54.0 MB/s");
    EXPECT_EQ(text("platform.loss.network_percent"), "30.2%");
    EXPECT_EQ(text("platform.loss.exact_network_percent"), "21.6%");
    EXPECT_EQ(text("platform.replicas_per_broker"), "500");
    EXPECT_EQ(text("platform.leaders_per_broker"), "167");
    EXPECT_EQ(text("platform.page_cache_s"), "592 s");
    EXPECT_EQ(text("platform.storage.local"), "14.4 TB");
    EXPECT_EQ(text("platform.storage.fill"), "48%");
    EXPECT_EQ(text("platform.tier.disk_cut"), "85.7%");
    EXPECT_EQ(text("platform.tier.saving"), "$13,756.00");
    EXPECT_EQ(text("platform.cross_az.replication"), "$4,864.00");
    EXPECT_EQ(text("platform.follower_fetch_saving"), "$3,242.67");
    EXPECT_EQ(text("platform.latency_ms"), "11 ms");
    EXPECT_EQ(text("platform.latency_headroom_ms"), "4 ms");
    EXPECT_EQ(text("platform.downtime_minutes"), "4.38 min");
    // The design-wide key says the same three figures: 43,776 min x 0.0001 = 4.3776 (it said 4.4).
    EXPECT_EQ(text("availability.downtime"), "4.38 min");
    EXPECT_EQ(text("platform.wall.local_fill"), "168,789 msg/s");
    EXPECT_EQ(text("msk.total"), "$13,449.49");
}

TEST(TaskProducer, BatchOfOneToAHundred)
{
    // A batch is 1 to 100 messages.
    json doc = round2Doc();
    doc["task_producers"][1]["batch"] = 101;
    EXPECT_EQ(refusalOf(doc).path(), "task_producers[1].batch");
}

} // namespace
} // namespace mqlab
