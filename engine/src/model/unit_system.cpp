#include "mqlab/model/unit_system.h"

#include <cmath>

#include "mqlab/report/translatable.h"

namespace mqlab {

namespace {

// The six MSK stages: binary sizes billed at the GB price, a 30-day month of 720 hours (units.h).
constexpr UnitSystem kSeed000{UnitSystemId::Seed000, "seed000", 1024.0, kBytesPerGiB, kBytesPerGiB * 1024.0,
                              kDaysPerMonth, kHoursPerMonth, kDaysPerMonth * 1440.0, 128.0,
                              //: The load's unit on the first seed's stages: events a second.
                              MQLAB_TR("LoadUnit", "events/s")};

// The three interview rounds: decimal sizes; data months of 30.4 days, hourly prices billed 730 hours
// (30.4 x 24 = 729.6: the document keeps both), availability over 30.4 x 1,440 = 43,776 minutes.
constexpr UnitSystem kSeed004{UnitSystemId::Seed004, "seed004", 1e3, 1e9, 1e12, 30.4, 730.0, 30.4 * 1440.0, 125.0,
                              //: The load's unit on the rounds: messages a second.
                              MQLAB_TR("LoadUnit", "msg/s")};

} // namespace

Money UnitSystem::monthlyHours(double count, double usdPerHour) const
{
    return billLine(count * billedHoursPerMonth * usdPerHour);
}

const UnitSystem& seed000Units()
{
    return kSeed000;
}
const UnitSystem& seed004Units()
{
    return kSeed004;
}

const UnitSystem& unitSystem(UnitSystemId id)
{
    return id == UnitSystemId::Seed004 ? kSeed004 : kSeed000;
}

std::optional<UnitSystemId> unitSystemNamed(std::string_view name)
{
    if (name == kSeed000.name)
        return UnitSystemId::Seed000;
    if (name == kSeed004.name)
        return UnitSystemId::Seed004;
    return std::nullopt;
}

Money billLine(double usd)
{
    // Snap to a ten-thousandth of a cent first: far above a double's error on any bill, far below a cent.
    const double cents = std::round(usd * 100.0 * 1e4) / 1e4;
    return {static_cast<std::int64_t>(std::llround(cents))};
}

} // namespace mqlab
