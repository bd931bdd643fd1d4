// Seeded random numbers that give the same samples with every standard library: the bits are
// std::mt19937_64's (its sequence is fixed by the standard) and every distribution is our own
// inverse CDF, never std::*_distribution (whose algorithms differ between libraries).
#pragma once

#include <cmath>
#include <cstdint>

namespace mqlab::sim {

// How a run draws durations: from the distributions, or every distribution at one fixed value
// (its mean, or its 99th percentile as the rounds' steppers use) so that tests get exact answers.
enum class Sampling { Random, FixedMean, FixedP99 };

// std::mt19937_64, the same stream bit for bit (its recurrence, seeding and tempering are fixed by the
// standard, [rand.eng.mers]; tests check it against std::mt19937_64 over millions of outputs), written
// out so that the state is regenerated without a branch: libstdc++'s `(y & 1) ? a : 0` compiles to a
// branch that a predictor misses half the time, about an eighth of a simulation's time.
class Mt19937_64 {
  public:
    explicit Mt19937_64(std::uint64_t seed)
    {
        x_[0] = seed;
        for (std::uint64_t i = 1; i < kN; ++i)
            x_[i] = kF * (x_[i - 1] ^ (x_[i - 1] >> 62)) + i;
        p_ = kN;
    }
    std::uint64_t operator()()
    {
        if (p_ >= kN)
            regenerate();
        std::uint64_t z = x_[p_++];
        z ^= (z >> 29) & 0x5555555555555555ull;
        z ^= (z << 17) & 0x71d67fffeda60000ull;
        z ^= (z << 37) & 0xfff7eee000000000ull;
        return z ^ (z >> 43);
    }

  private:
    static constexpr std::uint64_t kN = 312, kM = 156;
    static constexpr std::uint64_t kF = 6364136223846793005ull;
    static constexpr std::uint64_t kUpper = ~std::uint64_t{0} << 31, kLower = ~kUpper;
    static std::uint64_t twist(std::uint64_t hi, std::uint64_t lo, std::uint64_t far)
    {
        const std::uint64_t y = (hi & kUpper) | (lo & kLower);
        return far ^ (y >> 1) ^ ((std::uint64_t{0} - (y & 1)) & 0xb5026f5aa96619e9ull);
    }
    void regenerate();

    std::uint64_t x_[kN];
    std::uint64_t p_;
};

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
    Mt19937_64 bits_;
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
    // A lognormal with the given median and 99th percentile (seconds, 0 < p50 <= p99); both equal:
    // fixed. Its quantile(0.99) is p99 to the last bit that survives rounding to whole ns.
    static Distribution byMedianAndP99(double p50Seconds, double p99Seconds);

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
