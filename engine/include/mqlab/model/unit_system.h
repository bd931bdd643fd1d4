// How a scenario counts: the size of a KB and a billed GB, the days of data and the hours billed in a
// month, the minutes an availability target is measured over. The first seed (six MSK stages) and the
// second (three interview rounds) count differently, and a scenario uses exactly one of them.
#pragma once

#include <optional>
#include <string_view>

#include "mqlab/units.h"

namespace mqlab {

enum class UnitSystemId { Seed000, Seed004 };

// A unit system; every factor is > 0.
struct UnitSystem {
    UnitSystemId id = UnitSystemId::Seed000;
    std::string_view name;                  // "seed000" or "seed004", as a scenario names it
    double bytesPerKB = 0;                  // a message's KB: 1,024 (seed000, KiB) or 1,000 bytes
    double bytesPerGB = 0;                  // a billed GB: 2^30 (seed000 bills a GiB at the GB price) or 10^9
    double bytesPerTB = 0;                  // 2^40 or 10^12
    double dataDaysPerMonth = 0;            // days of data in a month: 30 or 30.4
    double billedHoursPerMonth = 0;         // hours an hourly price bills a month: 720 or 730
    double availabilityMinutesPerMonth = 0; // 43,200 (30 x 1,440) or 43,776 (30.4 x 1,440)
    double networkMBpsPerGbps = 0;          // 128 (seed000: 0.937 Gbps = 119.94 MB/s) or 125 (decimal)
    std::string_view rateUnit;              // what the load counts: "events/s" (seed000) or "msg/s" (seed004)

    // Bytes of a message of `kb` KB.
    double messageBytes(double kb) const { return kb * bytesPerKB; }
    // Billed GB that one copy of a stream writes in a day.
    double gbPerDay(ByteRate rate) const { return rate.bytesPerSecond * kSecondsPerDay / bytesPerGB; }
    // A month of data from a day of it: GB a day x days of data a month.
    double gbPerMonth(double gbPerDay) const { return gbPerDay * dataDaysPerMonth; }
    // Seconds of data in a month (30.4 x 86,400 = 2,626,560 for seed004).
    double dataSecondsPerMonth() const { return dataDaysPerMonth * kSecondsPerDay; }
    // A month of something billed by the hour: count x hours a month x price, one bill line.
    Money monthlyHours(double count, double usdPerHour) const;
    // A network baseline in MB/s from Gbps, by this system's convention.
    double networkMBps(double gbps) const { return gbps * networkMBpsPerGbps; }
};

const UnitSystem& seed000Units();
const UnitSystem& seed004Units();
const UnitSystem& unitSystem(UnitSystemId id);
// The unit system a scenario names ("seed000" or "seed004"); empty for any other name.
std::optional<UnitSystemId> unitSystemNamed(std::string_view name);

// One bill line in cents: rounded half away from zero, after dropping the binary noise of a product
// of decimal prices (730 x $0.0225 is 16.424999... in a double; the line is $16.43).
Money billLine(double usd);

} // namespace mqlab
