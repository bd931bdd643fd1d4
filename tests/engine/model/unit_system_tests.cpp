// model/unit_system.h: seed000 (the six MSK stages) and seed004 (the three interview rounds) count bytes,
// months and hours differently; a bill line rounds half away from zero to the cent.
#include <gtest/gtest.h>

#include "mqlab/model/unit_system.h"
#include "mqlab/units.h"

namespace mqlab {
namespace {

TEST(RoundsUnitSystem, Seed004CountsInDecimal)
{
    const UnitSystem& u = seed004Units();
    EXPECT_EQ(u.id, UnitSystemId::Seed004);
    EXPECT_EQ(u.name, "seed004");
    EXPECT_DOUBLE_EQ(u.messageBytes(2), 2000.0);  // seed (§0.2): 2 KB = 2,000 B
    EXPECT_DOUBLE_EQ(u.messageBytes(1), 1000.0);  // seed: 1 KB = 1,000 B
    EXPECT_DOUBLE_EQ(u.bytesPerGB, 1e9);          // seed: 1 GB = 10^9 B
    EXPECT_DOUBLE_EQ(u.bytesPerTB, 1e12);         // decimal TB: 1,000 GB
    EXPECT_DOUBLE_EQ(u.dataDaysPerMonth, 30.4);   // seed: 3,040 GB = 100 GB/day x 30.4
    EXPECT_DOUBLE_EQ(u.billedHoursPerMonth, 730); // seed: "730 hours a month"
    // Seed: 99.9% of a 30.4-day month is 43,776 min x 0.001; 30.4 x 1,440 = 43,776.
    EXPECT_DOUBLE_EQ(u.availabilityMinutesPerMonth, 43776.0);
    // 30.4 x 24 = 729.6 h of data, yet hours bill 730 (§0.2): the two months differ, as the document has them.
    EXPECT_NEAR(u.dataSecondsPerMonth() / 3600.0, 729.6, 1e-9);
    EXPECT_DOUBLE_EQ(u.dataSecondsPerMonth(), 2626560.0); // 30.4 x 86,400
    // Derived (§2.5): 0.937 Gbps = 117.1 MB/s, Gbps x 125 (0.937 x 125 = 117.125).
    EXPECT_DOUBLE_EQ(u.networkMBps(0.937), 117.125);
    // Derived (§3.5): "3.75 Gbps x 125" = 468.75 MB/s.
    EXPECT_DOUBLE_EQ(u.networkMBps(3.75), 468.75);
}

TEST(RoundsUnitSystem, Seed004DayAndMonthOfAStream)
{
    const UnitSystem& u = seed004Units();
    // Seed (§2.5): 50 M messages a day x 2,000 B = 10^11 B a day = 100 GB; x 30.4 = 3,040 GB a month.
    const ByteRate r1{50e6 * 2000 / 86400.0};
    EXPECT_NEAR(u.gbPerDay(r1), 100.0, 1e-9);
    EXPECT_NEAR(u.gbPerMonth(u.gbPerDay(r1)), 3040.0, 1e-9);
}

TEST(RoundsUnitSystem, Seed000KeepsTheFirstSeedsUnits)
{
    const UnitSystem& u = seed000Units();
    EXPECT_EQ(u.id, UnitSystemId::Seed000);
    EXPECT_EQ(u.name, "seed000");
    EXPECT_DOUBLE_EQ(u.messageBytes(2), 2048.0);              // seed 000: 2 KiB = 2,048 B
    EXPECT_DOUBLE_EQ(u.bytesPerGB, kBytesPerGiB);             // a GiB billed at the GB price
    EXPECT_DOUBLE_EQ(u.bytesPerTB, 1099511627776.0);          // 2^40
    EXPECT_DOUBLE_EQ(u.dataDaysPerMonth, kDaysPerMonth);      // 30
    EXPECT_DOUBLE_EQ(u.billedHoursPerMonth, kHoursPerMonth);  // 720
    EXPECT_DOUBLE_EQ(u.availabilityMinutesPerMonth, 43200.0); // 30 x 1,440 (seed 000 prints no budget)
    // Seed 000's stream: 25,000 x 2,048 B; units.h gives 4,119.873 GiB a day and 123,596.19 a month.
    const ByteRate entry = streamRate(25000, 2048);
    EXPECT_DOUBLE_EQ(u.gbPerDay(entry), entry.gibPerDay());
    EXPECT_DOUBLE_EQ(u.gbPerMonth(u.gbPerDay(entry)), entry.gibPerMonth());
    EXPECT_NEAR(u.gbPerMonth(u.gbPerDay(entry)), 123596.19, 0.005);
    // Seed 000: three kafka.m7g.large brokers, 3 x 720 x $0.204 = $440.64, as units.h bills them.
    EXPECT_EQ(u.monthlyHours(3, 0.204), monthlyHours(3, 0.204));
    EXPECT_EQ(u.monthlyHours(3, 0.204).cents, 44064);
    // Seed 000's network convention: Gbps x 128, so 0.937 Gbps is its 119.94 MB/s (119.936).
    EXPECT_NEAR(u.networkMBps(0.937), 119.94, 0.005);
}

TEST(RoundsUnitSystem, ScenariosNameTheirUnits)
{
    EXPECT_EQ(unitSystemNamed("seed000"), UnitSystemId::Seed000);
    EXPECT_EQ(unitSystemNamed("seed004"), UnitSystemId::Seed004);
    EXPECT_FALSE(unitSystemNamed("SEED004").has_value());
    EXPECT_FALSE(unitSystemNamed("decimal").has_value());
    EXPECT_FALSE(unitSystemNamed("").has_value());
    EXPECT_EQ(&unitSystem(UnitSystemId::Seed004), &seed004Units());
    EXPECT_EQ(&unitSystem(UnitSystemId::Seed000), &seed000Units());
}

TEST(RoundsUnitSystem, HoursBillTheSeedsMonth)
{
    const UnitSystem& u = seed004Units();
    // Recon (§2.5): brokers 3 x 730 x $0.0816 = $178.704 -> $178.70.
    EXPECT_EQ(u.monthlyHours(3, 0.0816).cents, 17870);
    // Recon (§2.5): NLB hours 730 x $0.0225 = $16.425 -> $16.43 (a half rounds away from zero).
    EXPECT_EQ(u.monthlyHours(1, 0.0225).cents, 1643);
}

TEST(RoundsUnitSystem, BillLineRoundsHalfAwayFromZero)
{
    EXPECT_EQ(billLine(16.425).cents, 1643);
    // 730 x 0.0225 formed the other way round is 16.424999999999997 in a double; still $16.43.
    EXPECT_EQ(billLine(0.0225 * 730).cents, 1643);
    EXPECT_EQ(billLine(16.424999999999997).cents, 1643);
    EXPECT_EQ(billLine(-16.425).cents, -1643);
    // A real value under the half stays under it.
    EXPECT_EQ(billLine(16.4249).cents, 1642);
    // 3,040 x 2/3 x $0.02 = $40.5333 -> $40.53; 4.1667 NLCU x 730 x $0.006 = 18.250000000000004 -> $18.25.
    EXPECT_EQ(billLine(3040.0 * 2 / 3 * 0.02).cents, 4053);
    EXPECT_EQ(billLine(100.0 / 24 * 730 * 0.006).cents, 1825);
    // Seed 000's own lines agree with units.h's rounding: 3 x 720 x $0.204 = $440.64.
    EXPECT_EQ(billLine(3 * 720 * 0.204), Money::fromUsd(3 * 720 * 0.204));
    // A large line keeps its cents: 216 x 730 x $0.816 = $128,666.88 (§4.4's MSK brokers).
    EXPECT_EQ(billLine(216 * 730 * 0.816).cents, 12866688);
}

} // namespace
} // namespace mqlab
