#include "mqlab/sim/random.h"

#include <cmath>

namespace mqlab::sim {

void Mt19937_64::regenerate()
{
    // The standard's recurrence in three runs, so that no index wraps inside a loop.
    for (std::uint64_t k = 0; k < kN - kM; ++k)
        x_[k] = twist(x_[k], x_[k + 1], x_[k + kM]);
    for (std::uint64_t k = kN - kM; k < kN - 1; ++k)
        x_[k] = twist(x_[k], x_[k + 1], x_[k + kM - kN]);
    x_[kN - 1] = twist(x_[kN - 1], x_[0], x_[kM - 1]);
    p_ = 0;
}

double normalQuantile(double p)
{
    // Acklam's coefficients: a rational fit in the middle, another in each tail.
    static constexpr double a[] = {-3.969683028665376e+01, 2.209460984245205e+02,  -2.759285104469687e+02,
                                   1.383577518672690e+02,  -3.066479806614716e+01, 2.506628277459239e+00};
    static constexpr double b[] = {-5.447609879822406e+01, 1.615858368580409e+02, -1.556989798598866e+02,
                                   6.680131188771972e+01, -1.328068155288572e+01};
    static constexpr double c[] = {-7.784894002430293e-03, -3.223964580411365e-01, -2.400758277161838e+00,
                                   -2.549732539343734e+00, 4.374664141464968e+00,  2.938163982698783e+00};
    static constexpr double d[] = {7.784695709041462e-03, 3.224671290700398e-01, 2.445134137142996e+00,
                                   3.754408661907416e+00};
    constexpr double low = 0.02425, high = 1 - low;
    double x;
    if (p < low) {
        const double q = std::sqrt(-2 * std::log(p));
        x = (((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5]) /
            ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1);
    } else if (p <= high) {
        const double q = p - 0.5, r = q * q;
        x = (((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r + a[4]) * r + a[5]) * q /
            (((((b[0] * r + b[1]) * r + b[2]) * r + b[3]) * r + b[4]) * r + 1);
    } else {
        const double q = std::sqrt(-2 * std::log(1 - p));
        x = -(((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5]) /
            ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1);
    }
    // One Halley step: e = Phi(x) - p, Phi from erfc (accurate in both tails).
    const double e = 0.5 * std::erfc(-x / std::sqrt(2.0)) - p;
    const double u = e * std::sqrt(2 * M_PI) * std::exp(x * x / 2);
    return x - u / (1 + x * u / 2);
}

Distribution Distribution::byMedianAndP99(double p50, double p99)
{
    if (p99 <= p50)
        return fixed(p99);
    const double sigma = std::log(p99 / p50) / normalQuantile(0.99);
    return {Kind::Lognormal, std::log(p50), sigma};
}

Distribution Distribution::lognormal(double mean, double cv)
{
    // For ln X ~ N(mu, s^2): E[X] = exp(mu + s^2 / 2) and CV^2 = exp(s^2) - 1.
    const double s2 = std::log1p(cv * cv);
    return {Kind::Lognormal, std::log(mean) - s2 / 2, std::sqrt(s2)};
}

double Distribution::mean() const
{
    switch (kind) {
    case Kind::Fixed:
    case Kind::Exponential:
        return a;
    case Kind::Lognormal:
        return std::exp(a + b * b / 2);
    case Kind::Uniform:
        return (a + b) / 2;
    }
    return a;
}

double Distribution::quantile(double p) const
{
    switch (kind) {
    case Kind::Fixed:
        return a;
    case Kind::Exponential:
        return -a * std::log1p(-p); // F(x) = 1 - exp(-x / mean)
    case Kind::Lognormal:
        return std::exp(a + b * normalQuantile(p));
    case Kind::Uniform:
        return a + (b - a) * p;
    }
    return a;
}

double Distribution::sampleOther(Random& r) const
{
    switch (r.sampling()) {
    case Sampling::FixedMean:
        return mean();
    case Sampling::FixedP99:
        return quantile(0.99);
    case Sampling::Random:
        break;
    }
    if (kind == Kind::Exponential)
        return -a * std::log(r.uniform());
    return quantile(r.uniform());
}

} // namespace mqlab::sim
