#include "mqlab/model/global.h"

#include <algorithm>
#include <cmath>

#include "mqlab/error.h"
#include "mqlab/model/traffic.h"

namespace mqlab {

int cellsFor(double plannedPeak, double growthHeadroom, double cellCapacity)
{
    return partitionsFor(plannedPeak * growthHeadroom, cellCapacity, 1);
}

std::vector<RegionPlan> planRegions(double totalPeak, const std::vector<RegionShare>& split, double criticalShare,
                                    double growthHeadroom, double cellCapacity)
{
    auto ownPeakOf = [&](const std::string& region) {
        for (const auto& r : split)
            if (r.region == region)
                return totalPeak * r.share;
        throw InputError("", "pair", "\"" + region + "\" is not a region of the split");
    };
    std::vector<RegionPlan> plans;
    for (const auto& r : split) {
        RegionPlan p;
        p.region = r.region;
        p.ownPeak = totalPeak * r.share;
        p.mirrorIn = criticalShare * ownPeakOf(r.pair);
        p.plannedPeak = p.ownPeak + p.mirrorIn;
        p.criticalRate = criticalShare * p.ownPeak;
        p.cells = cellsFor(p.plannedPeak, growthHeadroom, cellCapacity);
        p.utilisation = p.plannedPeak / (p.cells * cellCapacity);
        plans.push_back(p);
    }
    return plans;
}

double glacierIrBilledGB(double gbPerDay, double daysStored, double minimumDays)
{
    return gbPerDay * std::max(daysStored, minimumDays);
}

TieredStorage storageByTier(const TierPlan& p)
{
    const double intoCells = p.ownGBPerDay + p.mirroredGBPerDay;
    const double archiveDays = p.archiveDays - p.s3Days;
    TieredStorage s;
    s.brokerGB = worstCaseStorage(intoCells, p.brokerDays, p.replicationFactor, p.overhead);
    s.s3StandardGB = intoCells * p.s3Days;
    s.glacierStoredGB = p.financeGBPerDay * archiveDays;
    s.glacierBilledGB = glacierIrBilledGB(p.financeGBPerDay, archiveDays, p.glacierMinimumDays);
    return s;
}

} // namespace mqlab
