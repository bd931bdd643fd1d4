// Seeded random numbers that give the same samples with every standard library: the bits come from
// std::mt19937_64 (its sequence is fixed by the standard) and every distribution is our own
// inverse CDF, never std::*_distribution (whose algorithms differ between libraries).
#pragma once

#include <cmath>
#include <cstdint>
#include <random>

namespace mqlab::sim {

// How a run draws durations: from the distributions, or every distribution at one fixed value
// (its mean, or its 99th percentile as the rounds' steppers use) so that tests get exact answers.
enum class Sampling { Random, FixedMean, FixedP99 };

class Random {
  public:
    explicit Random(std::uint64_t seed, Sampling sampling = Sampling::Random) : bits_(seed), sampling_(sampling) {}

    Sampling sampling() const { return sampling_; }
    std::uint64_t bits() { return bits_(); }
    // Uniform on the open interval (0, 1): the top 53 bits, offset by half a step, so that
    // log(u) and log(1 - u) are always finite.
    double uniform() { return (static_cast<double>(bits_() >> 11) + 0.5) * 0x1.0p-53; }
    // Uniform integer in [0, n), n >= 1 (Lemire's multiply-shift; bias below 2^-32 for n < 2^32).
    std::uint32_t below(std::uint32_t n)
    {
        return static_cast<std::uint32_t>(((bits_() >> 32) * static_cast<std::uint64_t>(n)) >> 32);
    }

  private:
    std::mt19937_64 bits_;
    Sampling sampling_;
};

// The inverse of the standard normal CDF, accurate to about 1e-9 (Acklam's rational approximation
// refined by one Halley step on erfc). p in (0, 1).
double normalQuantile(double p);

// A distribution of non-negative durations, in seconds. Sampled by inverse CDF from one uniform draw.
struct Distribution {
    enum class Kind { Fixed, Exponential, Lognormal, Uniform };
    Kind kind = Kind::Fixed;
    double a = 0; // Fixed: the value; Exponential: the mean; Lognormal: mu of ln x; Uniform: low
    double b = 0; // Lognormal: sigma of ln x (>= 0); Uniform: high (>= low)

    static Distribution fixed(double seconds) { return {Kind::Fixed, seconds, 0}; }
    static Distribution exponential(double meanSeconds) { return {Kind::Exponential, meanSeconds, 0}; }
    // A lognormal with the given mean and coefficient of variation (sd / mean), both > 0.
    static Distribution lognormal(double meanSeconds, double cv);
    static Distribution uniform(double low, double high) { return {Kind::Uniform, low, high}; }

    double mean() const;
    double quantile(double p) const; // inverse CDF, p in (0, 1)
    // Honours r.sampling(): a fixed mode returns mean() or quantile(0.99). Inline because a run draws
    // a sample or two an event, and the Poisson gap is the common case.
    double sample(Random& r) const
    {
        if (kind == Kind::Fixed)
            return a;
        if (kind == Kind::Exponential && r.sampling() == Sampling::Random)
            return -a * std::log(r.uniform()); // 1 - U is uniform too: one log, no log1p
        return sampleOther(r);
    }

  private:
    double sampleOther(Random& r) const;
};

} // namespace mqlab::sim
