// units.h: the seed's units (decimal MB/s, binary MiB and GiB, a 30-day month) and money in cents.
#include <gtest/gtest.h>

#include "mqlab/model/units.h"

namespace mqlab {
namespace {

TEST(Units, EntryInBytesPerSecond)
{
    const ByteRate in = streamRate(25000, 2048);
    // Seed: 25,000 x 2 KiB = 50,000 KiB a second; 50,000 x 1,024 = 51,200,000 bytes a second.
    EXPECT_DOUBLE_EQ(in.bytesPerSecond, 51200000.0);
}

TEST(Units, EntryInMBAndMiB)
{
    const ByteRate in = streamRate(25000, 2048);
    // Seed: 51,200,000 / 10^6 = 51.2 MB/s (AWS's decimal MB).
    EXPECT_NEAR(in.mbps(), 51.2, 1e-9);
    // Seed: 51,200,000 / 2^20 = 48.828125, printed 48.83 MiB/s.
    EXPECT_NEAR(in.mibps(), 48.83, 0.005);
    EXPECT_DOUBLE_EQ(in.mibps(), 48.828125);  // 51,200,000 / 1,048,576 exactly
}

TEST(Units, OneCopyADayAndAMonth)
{
    const ByteRate in = streamRate(25000, 2048);
    // Seed: 50,000 KiB x 86,400 s / 2^20 = 4,320,000,000 / 1,048,576 = 4,119.873046875 GiB a day.
    EXPECT_NEAR(in.gibPerDay(), 4119.873, 0.0005);
    // Seed: a month of 30 days, 30 x 4,119.873046875 = 123,596.19 GiB, printed 123,596.
    EXPECT_NEAR(in.gibPerMonth(), 123596.19, 0.005);
    EXPECT_NEAR(in.gibPerMonth(), 123596, 0.5);
}

TEST(Units, ConstantsMatchTheSeed)
{
    EXPECT_DOUBLE_EQ(kBytesPerMB, 1e6);                 // "decimal MB/s, 10^6 bytes a second"
    EXPECT_DOUBLE_EQ(kBytesPerMiB, 1048576.0);          // 2^20
    EXPECT_DOUBLE_EQ(kBytesPerGiB, 1073741824.0);       // 2^30
    EXPECT_DOUBLE_EQ(kHoursPerMonth, 720.0);            // seed: "720 hours", 30 days x 24 h
    EXPECT_DOUBLE_EQ(kDaysPerMonth, 30.0);              // seed: "A month of 30 days"
    EXPECT_DOUBLE_EQ(kSecondsPerDay, 86400.0);          // 24 x 3,600
}

TEST(Units, FromMBpsAndScaling)
{
    // 78.75 MB/s x 10^6 = 78,750,000 bytes/s (kafka.m7g.large's EBS link, seed).
    EXPECT_DOUBLE_EQ(ByteRate::fromMBps(78.75).bytesPerSecond, 78750000.0);
    // Seed: at 50,000 events/s, twice the peak: 2 x 51.2 = 102.4 MB/s.
    EXPECT_NEAR((streamRate(25000, 2048) * 2.0).mbps(), 102.4, 1e-9);
    // Seed: the EBS wall, 78.75 MB/s / 2 KiB = 78,750,000 / 2,048 = 38,452.15 events/s.
    EXPECT_NEAR(ByteRate::fromMBps(78.75).bytesPerSecond / 2048, 38452.15, 0.005);
}

TEST(Units, MoneyRoundsToTheCent)
{
    // 12 tasks x 720 h x $0.04937 = $426.5568 -> $426.56 = 42,656 cents.
    EXPECT_EQ(Money::fromUsd(426.5568).cents, 42656);
    // Half a cent rounds away from zero: $0.005 -> 1 cent; $0.004 -> 0 cents.
    EXPECT_EQ(Money::fromUsd(0.005).cents, 1);
    EXPECT_EQ(Money::fromUsd(0.004).cents, 0);
    EXPECT_DOUBLE_EQ(Money{578240}.usd(), 5782.40);
}

TEST(Units, MonthlyHoursBillLines)
{
    // Seed Stage 1: 3 x 720 hours x $0.204 = $440.64.
    EXPECT_EQ(monthlyHours(3, 0.204).cents, 44064);
    // Seed: 12 x 720 hours x $0.04937 = $426.5568 -> $426.56.
    EXPECT_EQ(monthlyHours(12, 0.04937).cents, 42656);
    // Seed Stage 3: 72 x 720 hours x $0.04937 = $2,559.3408 -> $2,559.34.
    EXPECT_EQ(monthlyHours(72, 0.04937).cents, 255934);
    // Seed Stage 4: 3 x 720 hours x $1.632 = $3,525.12.
    EXPECT_EQ(monthlyHours(3, 1.632).cents, 352512);
}

TEST(Units, MoneyAddsLines)
{
    // Seed Stage 1: $440.64 + $4,915.20 + $426.56 = $5,782.40.
    Money total = Money{44064} + Money{491520};
    total += Money{42656};
    EXPECT_EQ(total.cents, 578240);
    EXPECT_TRUE((Money{578240} == total));
}

}  // namespace
}  // namespace mqlab
