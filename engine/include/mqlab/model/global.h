// Round 3's four regions in two pairs: the planning split and each region's planned peak with the
// mirror stream it takes in, cells of the Round 2 platform, messages at risk at a mirror lag, the
// mirroring volume, and storage by tier (brokers, S3 Standard, Glacier Instant Retrieval with its
// minimum billed days).
#pragma once

#include <string>
#include <vector>

#include "mqlab/model/unit_system.h"

namespace mqlab {

// A region's share of the total peak, in [0, 1], and the region of its pair that mirrors with it.
struct RegionShare {
    std::string region; // "us-east-1"
    double share = 0;
    std::string pair; // "us-west-2"
};
// A region's plan, msg/s.
struct RegionPlan {
    std::string region;
    double ownPeak = 0;      // total peak x share
    double mirrorIn = 0;     // critical share x the pair's own peak
    double plannedPeak = 0;  // own + mirror in; also its load when its pair fails (the pair's critical
                             // producers write here instead of the mirror, at the same rate)
    double criticalRate = 0; // critical share x own peak: what it mirrors out, and what moves on failover
    int cells = 0;           // cellsFor(planned peak)
    double utilisation = 0;  // planned / (cells x a cell's capacity), in (0, 1]
};
// Cells a region needs: ceil(planned x growth headroom / a cell's capacity) (headroom 1.3 in seed 004).
int cellsFor(double plannedPeak, double growthHeadroom, double cellCapacity);
// Plans every region of `split`; each pair names a region of the split. Throws InputError otherwise.
std::vector<RegionPlan> planRegions(double totalPeak, const std::vector<RegionShare>& split, double criticalShare,
                                    double growthHeadroom, double cellCapacity);

// Messages still only in a failed region: the rate mirrored x the mirror's lag in seconds.
constexpr double messagesAtRisk(double criticalRate, double lagSeconds)
{
    return criticalRate * lagSeconds;
}

// The fleet of `cells` copies of a cell.
struct CellFleet {
    int cells = 0, brokers = 0, controllers = 0;
};
constexpr CellFleet cellFleet(int cells, int brokersPerCell, int controllersPerCell)
{
    return {cells, cells * brokersPerCell, cells * controllersPerCell};
}

// The mirrored stream: critical share x the average rate x the compressed bytes of a message.
constexpr ByteRate mirroringRate(double averageRate, double criticalShare, double compressedBytes)
{
    return {averageRate * criticalShare * compressedBytes};
}

// Glacier Instant Retrieval GB billed for data that arrives at `gbPerDay` and stays `daysStored` days:
// every object is billed for at least the minimum days, so a day x max(days stored, minimum).
double glacierIrBilledGB(double gbPerDay, double daysStored, double minimumDays);

// What a day adds to each tier (one copy, compressed GB) and how long each keeps it.
struct TierPlan {
    double ownGBPerDay = 0;        // produced in the regions
    double mirroredGBPerDay = 0;   // mirrored in from pairs
    double financeGBPerDay = 0;    // kept to the archive horizon
    double brokerDays = 0;         // on broker disks (1)
    int replicationFactor = 0;     // broker copies (3)
    double overhead = 0;           // broker storage overhead (1.2)
    double s3Days = 0;             // in S3 Standard from the first day (7)
    double archiveDays = 0;        // finance data's horizon; it moves to Glacier IR at s3Days (90)
    double glacierMinimumDays = 0; // the minimum Glacier IR bills (90)
};
// GB kept in each tier in steady state.
struct TieredStorage {
    double brokerGB = 0;        // (own + mirrored) x broker days x replicas x overhead
    double s3StandardGB = 0;    // (own + mirrored) x S3 days
    double glacierStoredGB = 0; // finance x (archive days - S3 days)
    double glacierBilledGB = 0; // finance x max(archive days - S3 days, minimum)
    double storedGB() const { return brokerGB + s3StandardGB + glacierStoredGB; }
};
TieredStorage storageByTier(const TierPlan& plan);

} // namespace mqlab
