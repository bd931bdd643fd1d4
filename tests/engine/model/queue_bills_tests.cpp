// model/queue_bills.h: a poison message's way to the DLQ, SQS requests and prices, the Postgres
// alternative, and the bills of Rounds 1, 2 and 3 line by line (second-seed.md §2.5, §3.5, §4.4), each
// priced from the catalogue's "rounds" section.
#include <gtest/gtest.h>

#include <algorithm>

#include "mqlab/error.h"
#include "mqlab/model/global.h"
#include "mqlab/model/queue_bills.h"
#include "mqlab/model/raft_fleet.h"
#include "mqlab/model/traffic.h"
#include "rounds_inputs.h"

namespace mqlab {
namespace {

using namespace test::rounds;

double r1Peak()
{
    return peakRate(r1::kMessagesPerDay, kPeakRatio);
}
double r1MonthGB()
{
    return monthlyVolumeGB(dailyVolumeGB(r1::kMessagesPerDay, kMessageBytes, units()), units());
}
double r1MonthMessages()
{
    return monthlyMessages(r1::kMessagesPerDay, units());
}
double chunkBytes()
{
    return prices().sqs.billingChunkKiB.value * 1024;
}

// ---- leases and the DLQ (§2.5) ----

TEST(RoundsQueueBills, R1PoisonMessage)
{
    // Derived: every receive fails; a message is delivered maxReceiveCount = 5 times, each lease runs
    // 30 s, and the 6th receive moves it: in the DLQ 5 x 30 = 150 s after its first receive.
    const PoisonOutcome p = poisonToDlq(r1::kMaxReceiveCount, r1::kVisibilitySeconds);
    EXPECT_EQ(p.deliveries, 5);
    EXPECT_DOUBLE_EQ(p.dlqAfterSeconds, 150.0);
    // The visibility timeout the seed uses is SQS's default (catalogue, verified).
    EXPECT_DOUBLE_EQ(r1::kVisibilitySeconds, prices().sqs.visibilityDefaultS.value);
}

TEST(RoundsQueueBills, R1PostgresAlternative)
{
    // Derived: an insert, an update and a delete a message: 3 x 2,025.46 = 6,076.39 -> 6,076 row operations/s.
    const double ops = postgresRowOperations(r1Peak());
    EXPECT_NEAR(ops, 6076.389, 5e-4);
    EXPECT_DOUBLE_EQ(printed(ops, 0), 6076.0);
}

// ---- SQS (§2.5, §6.1) ----

TEST(RoundsQueueBills, R1SqsBatched)
{
    // Recon: 1.52 B sends one at a time + 1.52 B / 10 receives + 1.52 B / 10 deletes = 1.824 B requests.
    const double requests = sqsRequests(r1MonthMessages(), {1, 10, 10}, kMessageBytes, chunkBytes());
    EXPECT_NEAR(requests, 1.824e9, 1e-3);
    // Recon: 1,824 M x $0.40 a million = $729.60.
    EXPECT_EQ(sqsRequestCost(requests, prices().sqs.usdPerMillionRequests.value).cents, 72960);
}

TEST(RoundsQueueBills, R1SqsUnbatchedUpperBound)
{
    // Derived: 3 x 1.52 B = 4.56 B requests x $0.40 a million = $1,824.00, 2.5 x the batched bill.
    const double requests = sqsRequests(r1MonthMessages(), {1, 1, 1}, kMessageBytes, chunkBytes());
    EXPECT_NEAR(requests, 4.56e9, 1e-3);
    EXPECT_EQ(sqsRequestCost(requests, prices().sqs.usdPerMillionRequests.value).cents, 182400);
}

TEST(RoundsQueueBills, SqsBillsEveryChunkOfPayload)
{
    // A 2 KB message fits one 64 KiB chunk, and so does a batch of ten (20 KB).
    EXPECT_DOUBLE_EQ(sqsRequests(10, {1, 10, 10}, kMessageBytes, chunkBytes()), 10 + 1 + 1);
    // Seed (R1.7): each 64 KB of payload counts as a request: a 256 KiB message sent and received one at
    // a time bills 4 + 4 requests, and its delete 1.
    EXPECT_DOUBLE_EQ(sqsRequests(1, {1, 1, 1}, 256 * 1024, chunkBytes()), 4 + 4 + 1);
    // One byte over a chunk bills two.
    EXPECT_DOUBLE_EQ(sqsRequests(1, {1, 1, 1}, 65537, chunkBytes()), 2 + 2 + 1);
}

TEST(RoundsQueueBills, R1IdleLongPolls)
{
    // Seed: 60 workers x 30.4 x 86,400 s / 20 s = 7,879,680 requests ("7.9 M") ...
    const double idle = idleLongPollRequests(r1::kIdleWorkers, r1::kWaitSeconds, units());
    EXPECT_DOUBLE_EQ(idle, 7879680.0);
    EXPECT_DOUBLE_EQ(printed(idle / 1e6, 1), 7.9);
    // ... x $0.40 a million = $3.1519 -> $3.15.
    EXPECT_EQ(sqsRequestCost(idle, prices().sqs.usdPerMillionRequests.value).cents, 315);
    // The 20 s wait is SQS's longest long poll (catalogue, verified).
    EXPECT_DOUBLE_EQ(r1::kWaitSeconds, prices().sqs.longPollMaxS.value);
}

TEST(RoundsQueueBills, R1SqsTotal)
{
    const Bill sqs =
        sqsBill(r1MonthMessages(), {1, 10, 10}, kMessageBytes, r1::kIdleWorkers, r1::kWaitSeconds, prices(), units());
    ASSERT_EQ(sqs.lines.size(), 2u);
    EXPECT_EQ(sqs.of(CostItem::SqsRequests).cents, 72960); // $729.60
    EXPECT_EQ(sqs.of(CostItem::SqsIdlePolls).cents, 315);  // $3.15
    EXPECT_EQ(sqs.total().cents, 73275);                   // recon: 729.60 + 3.15 = $732.75
}

// ---- Round 1's fleet (§2.5) ----

SelfRunFleet r1Fleet()
{
    SelfRunFleet f;
    f.brokerInstance = "m7g.large"; // seed
    f.brokers = r1::kBrokers;
    f.controllerInstance = "m7g.medium"; // seed: the metadata store
    f.controllers = r1::kMetadataNodes;
    f.volumeGB = r1::kVolumeGB;
    f.volumeIops = r1::kVolumeIops;
    f.volumeMBps = prices().gp3.baselineMBps.value;                             // not provisioned above the baseline
    f.loadBalancers = 1;                                                        // seed: one internal NLB
    f.nlbGBPerDay = dailyVolumeGB(r1::kMessagesPerDay, kMessageBytes, units()); // producers send through it
    f.monthlyGBIn = r1MonthGB();
    f.followerCopies = kReplicas - 1;
    f.producerCrossAzShare = crossZoneShare(kZones);
    f.readerCrossAzCopies = crossZoneShare(kZones); // each message read once, by a worker in any zone
    return f;
}

TEST(RoundsQueueBills, R1FleetBillLineByLine)
{
    const Bill b = selfRunFleetBill(r1Fleet(), prices(), units());
    const std::vector<std::pair<CostItem, std::int64_t>> expected = {
        {CostItem::Brokers, 17870},            // 3 x 730 x $0.0816 = $178.704 -> $178.70
        {CostItem::Controllers, 8935},         // 3 x 730 x $0.0408 = $89.352 -> $89.35
        {CostItem::Gp3Storage, 24000},         // 3 x 1,000 GB x $0.08 = $240.00
        {CostItem::Gp3Iops, 4500},             // 3 x (6,000 - 3,000) x $0.005 = $45.00
        {CostItem::NlbHours, 1643},            // 730 x $0.0225 = $16.425 -> $16.43
        {CostItem::NlbCapacity, 1825},         // 100 GB/day / 24 h = 4.1667 NLCU x 730 x $0.006 = $18.25
        {CostItem::CrossAzReplication, 12160}, // 2 follower copies x 3,040 GB x $0.02 = $121.60
        {CostItem::CrossAzProducers, 4053},    // 3,040 x 2/3 x $0.02 = $40.533 -> $40.53
        {CostItem::CrossAzReaders, 4053},      // workers: 3,040 x 2/3 x $0.02 -> $40.53
    };
    ASSERT_EQ(b.lines.size(), expected.size());
    for (size_t i = 0; i < expected.size(); ++i) {
        EXPECT_EQ(b.lines[i].item, expected[i].first) << i;
        EXPECT_EQ(b.lines[i].amount.cents, expected[i].second) << costItemKey(expected[i].first);
    }
    // Recon: the lines add to $790.39 (the prose's "about $810"; 810 - 790.39 = 19.61 is 2.4% of 810).
    EXPECT_EQ(b.total().cents, 79039);
    EXPECT_DOUBLE_EQ(printed((810 - b.total().usd()) / 810 * 100, 1), 2.4);
    EXPECT_FALSE(b.has(CostItem::Gp3Throughput)); // volumes at the 125 MB/s baseline
}

TEST(RoundsQueueBills, R1SqsAgainstTheFleet)
{
    // Seed (paraphrased): at this size the fleet costs about what SQS does: $790.39 against $732.75;
    // unbatched SQS ($1,824.00) is 2.25 x the prose's $810.
    const Bill fleet = selfRunFleetBill(r1Fleet(), prices(), units());
    const Bill sqs =
        sqsBill(r1MonthMessages(), {1, 10, 10}, kMessageBytes, r1::kIdleWorkers, r1::kWaitSeconds, prices(), units());
    EXPECT_EQ(difference(sqs, fleet).cents, 79039 - 73275); // the fleet costs $57.64 more
    EXPECT_DOUBLE_EQ(printed(1824.0 / 810, 2), 2.25);
}

// ---- Round 2's platform (§3.5) ----

double r2MonthGB()
{
    return monthlyVolumeGB(dailyVolumeGB(r2::kMessagesPerDay, kMessageBytes, units()), units());
}

SelfRunFleet r2Fleet()
{
    SelfRunFleet f;
    f.brokerInstance = "m7g.2xlarge"; // seed
    f.brokers = r2::kBrokers;
    f.controllerInstance = "m7g.large"; // §6.10
    f.controllers = r2::kControllers;
    f.volumeGB = r2::kVolumeGB;
    f.volumeIops = prices().gp3.baselineIops.value; // not provisioned above the baseline
    f.volumeMBps = r2::kVolumeMBps;
    f.loadBalancers = 1; // seed: clients bootstrap through the NLB ...
    f.nlbGBPerDay = 0;   // ... then talk to the leaders directly
    f.monthlyGBIn = r2MonthGB();
    f.followerCopies = kReplicas - 1;
    f.producerCrossAzShare = crossZoneShare(kZones);
    f.readerCrossAzCopies = 0;             // seed: readers fetch from the follower in their own zone
    f.s3StandardGB = 4000 * r2::kTierDays; // 4 TB a day kept 7 days
    return f;
}

TEST(RoundsQueueBills, R2BillLineByLine)
{
    const Bill b = selfRunFleetBill(r2Fleet(), prices(), units());
    const std::vector<std::pair<CostItem, std::int64_t>> expected = {
        {CostItem::Brokers, 285926},            // 12 x 730 x $0.3264 = $2,859.264 -> $2,859.26
        {CostItem::Controllers, 17870},         // 3 x 730 x $0.0816 = $178.70
        {CostItem::Gp3Storage, 240000},         // 30,000 GB x $0.08 = $2,400.00
        {CostItem::Gp3Throughput, 6000},        // 12 x (250 - 125) MB/s x $0.04 = $60.00
        {CostItem::NlbHours, 1643},             // 730 x $0.0225 = $16.43
        {CostItem::S3Standard, 64400},          // 28,000 GB x $0.023 = $644.00
        {CostItem::CrossAzReplication, 486400}, // 2 x 121,600 GB x $0.02 = $4,864.00
        {CostItem::CrossAzProducers, 162133},   // 121,600 x 2/3 x $0.02 = $1,621.33
    };
    ASSERT_EQ(b.lines.size(), expected.size());
    for (size_t i = 0; i < expected.size(); ++i) {
        EXPECT_EQ(b.lines[i].item, expected[i].first) << i;
        EXPECT_EQ(b.lines[i].amount.cents, expected[i].second) << costItemKey(expected[i].first);
    }
    // Recon: $12,643.72 (the prose's "about $12,800": -1.2%).
    EXPECT_EQ(b.total().cents, 1264372);
    EXPECT_DOUBLE_EQ(printed((b.total().usd() - 12800) / 12800 * 100, 1), -1.2);
    // Seed: replication traffic ($4,864) is the largest line, above the brokers ($2,859).
    const auto largest = std::max_element(b.lines.begin(), b.lines.end(), [](const CostLine& x, const CostLine& y) {
        return x.amount.cents < y.amount.cents;
    });
    EXPECT_EQ(largest->item, CostItem::CrossAzReplication);
}

TEST(RoundsQueueBills, R2ReadersAcrossZonesWithoutFollowerFetch)
{
    // Seed: reading from the leader would cross zones for 2 of 3 readers, 2 reads a message:
    // 2 x 121,600 x 2/3 x $0.02 = $3,242.67, what fetching from the follower saves.
    SelfRunFleet f = r2Fleet();
    f.readerCrossAzCopies = r2::kReadFactor * crossZoneShare(kZones);
    const Bill b = selfRunFleetBill(f, prices(), units());
    EXPECT_EQ(b.of(CostItem::CrossAzReaders).cents, 324267);
    EXPECT_EQ(b.total().cents, 1264372 + 324267);
}

TEST(RoundsQueueBills, R2Msk)
{
    MskCluster m;
    m.brokers = r2::kBrokers;
    m.storageGB = r2::kBrokers * r2::kVolumeGB;
    m.tierGB = 4000 * r2::kTierDays;
    m.monthlyGBIn = r2MonthGB();
    m.producerCrossAzShare = crossZoneShare(kZones);
    const Bill b = mskBill(m, prices(), units());
    ASSERT_EQ(b.lines.size(), 4u);
    EXPECT_EQ(b.of(CostItem::MskBrokers).cents, 714816);       // 12 x 730 x $0.816 = $7,148.16
    EXPECT_EQ(b.of(CostItem::MskStorage).cents, 300000);       // 30,000 x $0.10 = $3,000.00
    EXPECT_EQ(b.of(CostItem::MskTier).cents, 168000);          // 28,000 x $0.06 = $1,680.00
    EXPECT_EQ(b.of(CostItem::CrossAzProducers).cents, 162133); // $1,621.33; replication is free
    EXPECT_FALSE(b.has(CostItem::CrossAzReplication));
    EXPECT_EQ(b.total().cents, 1344949); // recon: $13,449.49, "about what the fleet costs"
    // MSK costs $13,449.49 - $12,643.72 = $805.77 more than building.
    EXPECT_EQ(difference(selfRunFleetBill(r2Fleet(), prices(), units()), b).cents, 80577);
}

// ---- Round 3's four regions (§4.4) ----

struct R3Quantities {
    double ownGBPerDay, mirroredGBPerDay, financeGBPerDay;
    TieredStorage tiers;
    double intoCellsGBPerMonth;
    double crossRegionGBPerMonth;
    CellFleet fleet;
};

R3Quantities r3Quantities()
{
    R3Quantities q{};
    // Seed: 20 B x 1 KB = 20 TB own a day; mirrored 25% = 5 TB; finance 20% of own = 4 TB.
    q.ownGBPerDay = dailyVolumeGB(r3::kMessagesPerDay, r3::kCompressedBytes, units());
    q.mirroredGBPerDay = q.ownGBPerDay * r3::kCriticalShare;
    q.financeGBPerDay = q.ownGBPerDay * r3::kFinanceShare;
    q.tiers = storageByTier({q.ownGBPerDay, q.mirroredGBPerDay, q.financeGBPerDay, r2::kLocalDays, kReplicas, kOverhead,
                             r2::kTierDays, r3::kArchiveDays, prices().storage.glacierIrMinimumDays.value});
    q.intoCellsGBPerMonth = monthlyVolumeGB(q.ownGBPerDay + q.mirroredGBPerDay, units());
    const ByteRate mirror = mirroringRate(averageRate(r3::kMessagesPerDay), r3::kCriticalShare, r3::kCompressedBytes);
    q.crossRegionGBPerMonth = units().gbPerMonth(units().gbPerDay(mirror));
    int cells = 0; // 5 + 4 + 5 + 4 = 18 (global_tests.cpp)
    for (const RegionPlan& p : planRegions(peakRate(r3::kMessagesPerDay, kPeakRatio), r3::split(), r3::kCriticalShare,
                                           r3::kGrowthHeadroom, peakRate(r2::kMessagesPerDay, kPeakRatio)))
        cells += p.cells;
    q.fleet = cellFleet(cells, r3::kBrokersPerCell, r3::kControllersPerCell);
    return q;
}

SelfRunFleet r3Fleet()
{
    const R3Quantities q = r3Quantities();
    SelfRunFleet f;
    f.brokerInstance = "m7g.2xlarge";
    f.brokers = q.fleet.brokers;
    f.controllerInstance = "m7g.large";
    f.controllers = q.fleet.controllers;
    f.volumeGB = r3::kVolumeGB;
    f.volumeIops = prices().gp3.baselineIops.value;
    f.volumeMBps = r3::kVolumeMBps;
    f.monthlyGBIn = q.intoCellsGBPerMonth;
    f.followerCopies = kReplicas - 1;
    f.producerCrossAzShare = crossZoneShare(kZones); // producers and mirror writers
    f.readerCrossAzCopies = 0;                       // follower fetch, as in Round 2
    f.s3StandardGB = q.tiers.s3StandardGB;
    f.glacierIrBilledGB = q.tiers.glacierBilledGB;
    f.crossRegionGB = q.crossRegionGBPerMonth;
    return f;
}

TEST(RoundsQueueBills, R3BillLineByLine)
{
    const Bill b = selfRunFleetBill(r3Fleet(), prices(), units());
    const std::vector<std::pair<CostItem, std::int64_t>> expected = {
        {CostItem::Brokers, 5146675},            // seed: 216 x 730 x $0.3264 = $51,466.752 -> $51,466.75
        {CostItem::Controllers, 321667},         // derived: 54 x 730 x $0.0816 = $3,216.672 -> $3,216.67
        {CostItem::Gp3Storage, 1728000},         // recon: 216,000 GB x $0.08 = $17,280.00
        {CostItem::Gp3Throughput, 108000},       // recon: 216 x 125 MB/s x $0.04 = $1,080.00
        {CostItem::S3Standard, 402500},          // recon: 175,000 GB x $0.023 = $4,025.00
        {CostItem::GlacierIr, 144000},           // recon: 360,000 GB billed x $0.004 = $1,440.00
        {CostItem::CrossRegion, 304000},         // derived: 5 TB x 30.4 x $0.02 = $3,040.00
        {CostItem::CrossAzReplication, 3040000}, // seed: 2 x 760,000 GB x $0.02 = $30,400.00
        {CostItem::CrossAzProducers, 1013333},   // seed: 760,000 x 2/3 x $0.02 = $10,133.33
    };
    ASSERT_EQ(b.lines.size(), expected.size());
    for (size_t i = 0; i < expected.size(); ++i) {
        EXPECT_EQ(b.lines[i].item, expected[i].first) << i;
        EXPECT_EQ(b.lines[i].amount.cents, expected[i].second) << costItemKey(expected[i].first);
    }
    // Recon: storage 17,280 + 1,080 + 4,025 + 1,440 = $23,825 ("about $24,000").
    EXPECT_EQ(b.of({CostItem::Gp3Storage, CostItem::Gp3Throughput, CostItem::S3Standard, CostItem::GlacierIr}).cents,
              2382500);
    // Seed: cross-AZ 30,400 + 10,133.33 = $40,533.33 ("$40.5K"), three quarters of it replication.
    const Money crossAz = b.of({CostItem::CrossAzReplication, CostItem::CrossAzProducers});
    EXPECT_EQ(crossAz.cents, 4053333);
    EXPECT_DOUBLE_EQ(printed(b.of(CostItem::CrossAzReplication).usd() / crossAz.usd(), 2), 0.75);
    // Recon: the build's month, $122,081.75 (the document's total is missing).
    EXPECT_EQ(b.total().cents, 12208175);
}

MskCluster r3Msk()
{
    const R3Quantities q = r3Quantities();
    MskCluster m;
    m.brokers = q.fleet.brokers;
    m.storageGB = q.fleet.brokers * r3::kVolumeGB;
    m.tierGB = q.tiers.s3StandardGB;
    m.glacierIrBilledGB = q.tiers.glacierBilledGB; // the archive and the mirror do not change with the choice
    m.crossRegionGB = q.crossRegionGBPerMonth;
    m.monthlyGBIn = q.intoCellsGBPerMonth;
    m.producerCrossAzShare = crossZoneShare(kZones);
    return m;
}

TEST(RoundsQueueBills, R3BuildingSaves)
{
    const Bill build = selfRunFleetBill(r3Fleet(), prices(), units());
    const Bill msk = mskBill(r3Msk(), prices(), units());
    // MSK: brokers 216 x 730 x $0.816 = $128,666.88; storage 216,000 x $0.10 = $21,600; tier 175,000 x
    // $0.06 = $10,500; Glacier IR $1,440 and mirroring $3,040 as built; producers cross-AZ $10,133.33;
    // replication free: $175,380.21 (the tile's "$175k/mo").
    EXPECT_EQ(msk.of(CostItem::MskBrokers).cents, 12866688);
    EXPECT_EQ(msk.of(CostItem::MskStorage).cents, 2160000);
    EXPECT_EQ(msk.of(CostItem::MskTier).cents, 1050000);
    EXPECT_EQ(msk.total().cents, 17538021);
    // Seed: building saves $53,298.46 ("about $53K") ...
    EXPECT_EQ(difference(build, msk).cents, 5329846);
    // ... line by line: brokers +77,200.13 (2.5x); replication -30,400; no controllers -3,216.67;
    // broker storage 21,600 - (17,280 + 1,080) = +3,240; tier 175,000 x ($0.06 - $0.023) = +6,475.
    const std::int64_t brokers = msk.of(CostItem::MskBrokers).cents - build.of(CostItem::Brokers).cents;
    EXPECT_EQ(brokers, 7720013);
    // 128,666.88 / 51,466.75 = 2.5000001 (the lines are rounded): 2.5 x.
    EXPECT_DOUBLE_EQ(printed(msk.of(CostItem::MskBrokers).usd() / build.of(CostItem::Brokers).usd(), 2), 2.5);
    const std::int64_t storage =
        msk.of(CostItem::MskStorage).cents - build.of({CostItem::Gp3Storage, CostItem::Gp3Throughput}).cents;
    EXPECT_EQ(storage, 324000);
    const std::int64_t tier = msk.of(CostItem::MskTier).cents - build.of(CostItem::S3Standard).cents;
    EXPECT_EQ(tier, 647500);
    EXPECT_EQ(brokers - build.of(CostItem::CrossAzReplication).cents - build.of(CostItem::Controllers).cents + storage +
                  tier,
              5329846);
}

// ---- models take their prices from the catalogue ----

TEST(RoundsQueueBills, PricesComeFromTheCatalogue)
{
    RoundsCatalog c = prices();
    c.gp3.storageUsdPerGBMonth.value = 0.10; // a different gp3 price ...
    c.transfer.crossAzUsdPerGBEachWay.value = 0.02;
    const Bill b = selfRunFleetBill(r1Fleet(), c, units());
    EXPECT_EQ(b.of(CostItem::Gp3Storage).cents, 30000);         // ... 3 x 1,000 x $0.10 = $300.00
    EXPECT_EQ(b.of(CostItem::CrossAzReplication).cents, 24320); // 2 x 3,040 x $0.04 = $243.20
}

TEST(RoundsQueueBills, AnUnknownInstanceIsNamed)
{
    SelfRunFleet f = r1Fleet();
    f.brokerInstance = "m7g.huge";
    try {
        selfRunFleetBill(f, prices(), units());
        ADD_FAILURE() << "no InputError";
    } catch (const InputError& e) {
        EXPECT_EQ(e.path(), "broker instance");
        EXPECT_NE(std::string(e.what()).find("m7g.huge"), std::string::npos) << e.what();
    }
}

TEST(RoundsQueueBills, CostItemKeys)
{
    EXPECT_EQ(costItemKey(CostItem::Brokers), "brokers");
    EXPECT_EQ(costItemKey(CostItem::CrossAzReplication), "cross_az_replication");
    EXPECT_EQ(costItemKey(CostItem::GlacierIr), "glacier_ir");
    EXPECT_EQ(costItemKey(CostItem::MskTier), "msk_tier");
}

} // namespace
} // namespace mqlab
