#include "mqlab/model/traffic.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace mqlab {

double dailyVolumeGB(double messagesPerDay, double messageBytes, const UnitSystem& units)
{
    return messagesPerDay * messageBytes / units.bytesPerGB;
}

double monthlyVolumeGB(double gbPerDay, const UnitSystem& units)
{
    return units.gbPerMonth(gbPerDay);
}

double monthlyMessages(double messagesPerDay, const UnitSystem& units)
{
    return messagesPerDay * units.dataDaysPerMonth;
}

int partitionsFor(double rate, double ceilingPerPartition, int headroom)
{
    // A quotient a hair over a whole number only through binary noise (6,000 / 1,000) needs no extra one.
    const double needed = std::ceil(rate / ceilingPerPartition - 1e-9);
    return static_cast<int>(std::max(1.0, needed)) * headroom;
}

double availabilityBudgetMinutes(double target, const UnitSystem& units)
{
    return units.availabilityMinutesPerMonth * (1.0 - target);
}

double availabilityBudgetSeconds(double target, const UnitSystem& units)
{
    return availabilityBudgetMinutes(target, units) * 60.0;
}

LatencyBudget latencyBudget(const std::vector<LatencyComponent>& components, double targetMs)
{
    LatencyBudget b;
    b.targetMs = targetMs;
    for (const auto& c : components) {
        double slowest = 0;
        for (const auto& br : c.branches)
            slowest = std::max(slowest, br.ms);
        if (c.branches.size() > 1) {
            std::vector<LatencyMilestone> ends;
            for (const auto& br : c.branches)
                ends.push_back({br.what, b.totalMs + br.ms});
            std::stable_sort(ends.begin(), ends.end(),
                             [](const LatencyMilestone& x, const LatencyMilestone& y) { return x.atMs < y.atMs; });
            b.milestones.insert(b.milestones.end(), ends.begin(), ends.end());
        }
        b.totalMs += slowest;
        b.milestones.push_back({c.what, b.totalMs});
    }
    return b;
}

const Wall& firstWall(const std::vector<Wall>& walls)
{
    if (walls.empty())
        throw std::logic_error("firstWall needs at least one wall");
    const Wall* first = &walls.front();
    for (const auto& w : walls)
        if (w.rate < first->rate)
            first = &w;
    return *first;
}

std::vector<Wall> wallsOf(double rateNow, const std::vector<FleetLimit>& limits)
{
    std::vector<Wall> walls;
    for (const auto& l : limits)
        walls.push_back({l.limit, linearWall(rateNow, l.used, l.capacity)});
    return walls;
}

} // namespace mqlab
