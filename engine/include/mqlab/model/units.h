// Units the seed's arithmetic uses: decimal MB/s for broker rates, binary GiB for sizes,
// a month of 30 days, money rounded to the cent.
#pragma once

#include <cmath>
#include <cstdint>

namespace mqlab {

inline constexpr double kBytesPerMB = 1e6;          // AWS states broker rates in decimal MB/s
inline constexpr double kBytesPerMiB = 1048576.0;   // 2^20
inline constexpr double kBytesPerGiB = 1073741824.0;  // 2^30
inline constexpr double kSecondsPerDay = 86400.0;
inline constexpr double kDaysPerMonth = 30.0;
inline constexpr double kHoursPerMonth = 720.0;  // 30 days x 24 hours

// A byte rate in bytes a second; >= 0.
struct ByteRate {
    double bytesPerSecond = 0.0;

    static constexpr ByteRate fromMBps(double mbps) { return {mbps * kBytesPerMB}; }
    constexpr double mbps() const { return bytesPerSecond / kBytesPerMB; }
    constexpr double mibps() const { return bytesPerSecond / kBytesPerMiB; }
    // GiB that one copy of the stream writes in a day / a 30-day month.
    constexpr double gibPerDay() const { return bytesPerSecond * kSecondsPerDay / kBytesPerGiB; }
    constexpr double gibPerMonth() const { return gibPerDay() * kDaysPerMonth; }
    constexpr ByteRate operator*(double k) const { return {bytesPerSecond * k}; }
};

// events/s x bytes an event = bytes/s (the seed's entry: 25,000 x 2,048 = 51,200,000).
constexpr ByteRate streamRate(double eventsPerSecond, double eventBytes)
{
    return {eventsPerSecond * eventBytes};
}

// Money in whole cents; a bill line is rounded to the cent once, and totals add lines.
struct Money {
    std::int64_t cents = 0;

    static Money fromUsd(double usd) { return {static_cast<std::int64_t>(std::llround(usd * 100.0))}; }
    constexpr double usd() const { return static_cast<double>(cents) / 100.0; }
    constexpr Money operator+(Money o) const { return {cents + o.cents}; }
    constexpr Money& operator+=(Money o)
    {
        cents += o.cents;
        return *this;
    }
    constexpr bool operator==(const Money&) const = default;
};

// A monthly charge for something billed by the hour: count x 720 hours x price.
inline Money monthlyHours(double count, double usdPerHour)
{
    return Money::fromUsd(count * kHoursPerMonth * usdPerHour);
}

}  // namespace mqlab
