// model/global.h: Round 3's planning split, planned peaks and cells, messages at risk at a mirror lag,
// the fleet of cells, mirroring, and storage by tier (second-seed.md §4.4).
#include <gtest/gtest.h>

#include "mqlab/error.h"
#include "mqlab/model/global.h"
#include "mqlab/model/traffic.h"
#include "rounds_inputs.h"

namespace mqlab {
namespace {

using namespace test::rounds;

double r3Peak()
{
    return peakRate(r3::kMessagesPerDay, kPeakRatio);
}
double cellCapacity()
{
    return peakRate(r2::kMessagesPerDay, kPeakRatio);
} // seed: a cell carries Round 2's 81K

std::vector<RegionPlan> plans()
{
    return planRegions(r3Peak(), r3::split(), r3::kCriticalShare, r3::kGrowthHeadroom, cellCapacity());
}

TEST(RoundsGlobal, R3PlanningSplit)
{
    const auto p = plans();
    ASSERT_EQ(p.size(), 4u);
    // Recon: 30% / 20% / 30% / 20% of 810,185.2 = 243,055.6 / 162,037.0 ("243.1K").
    EXPECT_DOUBLE_EQ(printed(p[0].ownPeak, 0), 243056.0);
    EXPECT_DOUBLE_EQ(printed(p[1].ownPeak, 0), 162037.0);
    EXPECT_DOUBLE_EQ(printed(p[2].ownPeak, 0), 243056.0);
    EXPECT_DOUBLE_EQ(printed(p[3].ownPeak, 0), 162037.0);
    EXPECT_DOUBLE_EQ(printed(p[0].ownPeak / 1000, 1), 243.1);
}

TEST(RoundsGlobal, R3MirrorInAndPlannedPeaks)
{
    const auto p = plans();
    // Derived: each region takes in 25% of its pair's peak: 0.25 x 162,037 = 40,509 into the 30% regions,
    // 0.25 x 243,056 = 60,764 into the 20% ones.
    EXPECT_DOUBLE_EQ(printed(p[0].mirrorIn, 0), 40509.0);
    EXPECT_DOUBLE_EQ(printed(p[1].mirrorIn, 0), 60764.0);
    // Seed: planned = own + mirror in: 283,565 (us-east-1, eu-west-1) and 222,801 (us-west-2, eu-central-1)
    // ("222.8K").
    EXPECT_NEAR(p[0].plannedPeak, 283564.81, 5e-3);
    EXPECT_DOUBLE_EQ(printed(p[0].plannedPeak, 0), 283565.0);
    EXPECT_NEAR(p[1].plannedPeak, 222800.93, 5e-3);
    EXPECT_DOUBLE_EQ(printed(p[1].plannedPeak, 0), 222801.0);
    EXPECT_DOUBLE_EQ(printed(p[1].plannedPeak / 1000, 1), 222.8);
    EXPECT_DOUBLE_EQ(p[2].plannedPeak, p[0].plannedPeak);
    EXPECT_DOUBLE_EQ(p[3].plannedPeak, p[1].plannedPeak);
}

TEST(RoundsGlobal, R3Cells)
{
    const auto p = plans();
    // Seed: ceil(283,565 x 1.3 / 81,018.5) = ceil(368,634 / 81,019) = ceil(4.55) = 5;
    // ceil(222,801 x 1.3 / 81,018.5) = ceil(289,641 / 81,019) = ceil(3.58) = 4.
    EXPECT_DOUBLE_EQ(printed(p[0].plannedPeak * r3::kGrowthHeadroom, 0), 368634.0);
    EXPECT_DOUBLE_EQ(printed(p[1].plannedPeak * r3::kGrowthHeadroom, 0), 289641.0);
    EXPECT_DOUBLE_EQ(printed(p[0].plannedPeak * r3::kGrowthHeadroom / cellCapacity(), 2), 4.55);
    EXPECT_DOUBLE_EQ(printed(p[1].plannedPeak * r3::kGrowthHeadroom / cellCapacity(), 2), 3.58);
    EXPECT_EQ(p[0].cells, 5);
    EXPECT_EQ(p[1].cells, 4);
    EXPECT_EQ(p[2].cells, 5);
    EXPECT_EQ(p[3].cells, 4);
    // Seed: 5 + 4 + 5 + 4 = 18 cells.
    int cells = 0;
    for (const auto& r : p)
        cells += r.cells;
    EXPECT_EQ(cells, 18);
    // Derived: utilisation 283,565 / (5 x 81,018.5) = 70.0%; 222,801 / (4 x 81,018.5) = 68.75%.
    EXPECT_NEAR(p[0].utilisation, 0.70, 1e-12);
    EXPECT_NEAR(p[1].utilisation, 0.6875, 1e-12);
}

TEST(RoundsGlobal, R3RegionFailover)
{
    const auto p = plans();
    // Seed: us-east-1's critical producers, 25% x 243,056 = 60,764 msg/s ("60.8K"), move to us-west-2 ...
    EXPECT_DOUBLE_EQ(printed(p[0].criticalRate, 0), 60764.0);
    EXPECT_DOUBLE_EQ(printed(p[0].criticalRate / 1000, 1), 60.8);
    // ... replacing a mirror stream of the same size, so the pair stays at its planned 222,801.
    EXPECT_DOUBLE_EQ(p[0].criticalRate, p[1].mirrorIn);
    EXPECT_DOUBLE_EQ(p[1].ownPeak + p[0].criticalRate, p[1].plannedPeak);
}

TEST(RoundsGlobal, R3MessagesAtRisk)
{
    const double critical = plans()[0].criticalRate;
    // Derived: 60,763.9 x 3 s = 182,291.7 -> 182,292 at the typical lag ...
    const double typical = messagesAtRisk(critical, r3::kTypicalLagSeconds);
    EXPECT_NEAR(typical, 182291.67, 5e-3);
    EXPECT_DOUBLE_EQ(printed(typical, 0), 182292.0);
    // ... x 5 s = 303,819.4 -> 303,819 at the 5 s target.
    const double atTarget = messagesAtRisk(critical, r3::kTargetLagSeconds);
    EXPECT_NEAR(atTarget, 303819.44, 5e-3);
    EXPECT_DOUBLE_EQ(printed(atTarget, 0), 303819.0);
}

TEST(RoundsGlobal, R3Fleet)
{
    // Seed: 18 x 12 = 216 m7g.2xlarge brokers; 18 x 3 = 54 m7g.large controllers.
    const CellFleet f = cellFleet(18, r3::kBrokersPerCell, r3::kControllersPerCell);
    EXPECT_EQ(f.cells, 18);
    EXPECT_EQ(f.brokers, 216);
    EXPECT_EQ(f.controllers, 54);
}

TEST(RoundsGlobal, R3Mirroring)
{
    // Seed: 25% x 231,481.5 = 57,870.4 msg/s x 1 KB = 57.87 MB/s ("57.9") ...
    const ByteRate m = mirroringRate(averageRate(r3::kMessagesPerDay), r3::kCriticalShare, r3::kCompressedBytes);
    EXPECT_NEAR(m.bytesPerSecond / r3::kCompressedBytes, 57870.37, 5e-3);
    EXPECT_DOUBLE_EQ(printed(m.mbps(), 1), 57.9);
    // ... x 86,400 = 5.0 TB a day.
    const double gbPerDay = units().gbPerDay(m);
    EXPECT_NEAR(gbPerDay * 1e9 / units().bytesPerTB, 5.0, 1e-12);
    // Derived: 5 TB x 30.4 = 152,000 GB x $0.02 = $3,040.00 a month.
    EXPECT_NEAR(units().gbPerMonth(gbPerDay), 152000.0, 1e-6);
    EXPECT_EQ(billLine(units().gbPerMonth(gbPerDay) * prices().transfer.crossRegionUsdPerGB.value).cents, 304000);
}

TEST(RoundsGlobal, R3DailyVolumes)
{
    // Seed: own 20 B x 1 KB = 20 TB a day; mirrored 25% of it = 5 TB; finance 20% of own = 4 TB.
    const double own = dailyVolumeGB(r3::kMessagesPerDay, r3::kCompressedBytes, units());
    EXPECT_NEAR(own, 20000.0, 1e-9);
    EXPECT_NEAR(own * r3::kCriticalShare, 5000.0, 1e-9);
    EXPECT_NEAR(own * r3::kFinanceShare, 4000.0, 1e-9);
    // Seed: (20 + 5) TB x 30.4 = 760 TB a month into the cells.
    EXPECT_NEAR(monthlyVolumeGB(own * (1 + r3::kCriticalShare), units()), 760000.0, 1e-6);
}

TieredStorage r3Tiers()
{
    return storageByTier({20000, 5000, 4000, r2::kLocalDays, kReplicas, kOverhead, r2::kTierDays, r3::kArchiveDays,
                          prices().storage.glacierIrMinimumDays.value});
}

TEST(RoundsGlobal, R3StorageByTier)
{
    const TieredStorage s = r3Tiers();
    // Seed: (20 + 5) TB x 1 day x 3 x 1.2 = 90 TB on the brokers, 90 / (216 x 1 TB) = 41.7% ("42%").
    EXPECT_NEAR(s.brokerGB, 90000.0, 1e-9);
    EXPECT_DOUBLE_EQ(printed(s.brokerGB / (216 * r3::kVolumeGB) * 100, 1), 41.7);
    // Seed: (216 - 90) / 90 TB a day = 1.4 days of room if S3 uploads fail.
    EXPECT_NEAR((216000 - s.brokerGB) / s.brokerGB, 1.4, 1e-12);
    // Derived: S3 Standard 25 TB x 7 days = 175 TB (past 50 TB, so $0.023 is an upper bound).
    EXPECT_NEAR(s.s3StandardGB, 175000.0, 1e-9);
    // Derived: Glacier IR stores 4 TB x (90 - 7) = 332 TB; billed 4 x max(83, 90) = 360 TB.
    EXPECT_NEAR(s.glacierStoredGB, 332000.0, 1e-9);
    EXPECT_NEAR(s.glacierBilledGB, 360000.0, 1e-9);
    // Seed: 90 + 175 + 332 = 597 TB stored ("about 600 TB").
    EXPECT_NEAR(s.storedGB(), 597000.0, 1e-9);
}

TEST(RoundsGlobal, GlacierBillsItsMinimum)
{
    // An object stored less than the 90-day minimum (catalogue) is billed 90 days; longer, its days.
    const double minimum = prices().storage.glacierIrMinimumDays.value;
    EXPECT_DOUBLE_EQ(glacierIrBilledGB(4000, 83, minimum), 360000.0);
    EXPECT_DOUBLE_EQ(glacierIrBilledGB(4000, 120, minimum), 480000.0);
}

TEST(RoundsGlobal, R3AllOnBrokersRaw)
{
    // Seed: 20 B x 2 KB = 40 TB a day x 90 days x 3 x 1.2 = 12,960 TB ("13 PB") ...
    const double raw = worstCaseStorage(dailyVolumeGB(r3::kMessagesPerDay, kMessageBytes, units()), r3::kArchiveDays,
                                        kReplicas, kOverhead);
    EXPECT_NEAR(raw, 12960000.0, 1e-6);
    EXPECT_DOUBLE_EQ(printed(raw / 1e6, 0), 13.0);
    // ... x $0.08 = $1,036,800 a month ("over $1 million"), against 597 TB stored for $23,825.
    EXPECT_EQ(billLine(raw * prices().gp3.storageUsdPerGBMonth.value).cents, 103680000);
}

TEST(RoundsGlobal, APairMustBeInTheSplit)
{
    try {
        planRegions(100, {{"us-east-1", 1.0, "mars-1"}}, 0.25, 1.3, 81018.5);
        ADD_FAILURE() << "no InputError";
    } catch (const InputError& e) {
        EXPECT_EQ(e.path(), "pair");
    }
}

} // namespace
} // namespace mqlab
