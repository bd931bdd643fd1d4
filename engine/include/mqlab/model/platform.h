// Round 2's platform of stream and queue topics: the limits of a fleet sized to lose a zone (normal and
// after the loss), what the S3 tier saves against keeping every day on broker disks, what reading from
// the follower in one's own zone saves, and the deduplication IDs a window holds.
#pragma once

#include <vector>

#include "mqlab/model/raft_fleet.h"
#include "mqlab/model/traffic.h"

namespace mqlab {

// The platform fleet as its card sees it.
struct PlatformFleet {
    double rate = 0;           // msg/s, the peak
    double messageBytes = 0;   // bytes a message
    double gbPerDay = 0;       // one copy of a day's messages, GB
    double localDays = 0;      // days kept on broker disks (1: 24 hours)
    int replicationFactor = 0; // 3
    double overhead = 0;       // storage overhead, 1.2
    int brokers = 0;
    int zones = 0;
    double readFactor = 0;  // consumer groups reading each message on average (2)
    double volumeGB = 0;    // a broker's volume
    double volumeMBps = 0;  // its provisioned throughput
    double ebsLinkMBps = 0; // the instance's EBS baseline
    double networkMBps = 0; // the instance's network baseline
};
enum class ZoneState { Normal, AfterZoneLoss };
// Its limits: local volume fill (the same in both states: the lost zone's replicas are simply gone),
// a broker's in + out against its network, its writes against the volume's throughput and against the
// EBS link. After a zone loss the planning view applies: the normal fleet totals over the brokers left.
std::vector<FleetLimit> platformLimits(const PlatformFleet& fleet, ZoneState state);

// Storage with and without the S3 tier, GB (gp3 provisioned and S3 kept) and what the tier saves.
struct TierComparison {
    double withoutTierStoredGB = 0;      // every retained day on broker disks, replicated
    double withoutTierProvisionedGB = 0; // at the same fill as the tiered fleet
    double diskCut = 0;                  // 1 - provisioned with the tier / without it, in [0, 1)
    Money saving;                        // gp3 without - (gp3 with + S3), each line rounded
};
// localStoredGB is what the disks hold for localDays; kept for retentionDays instead, the disks would
// hold localStoredGB x retentionDays / localDays at the fill the tiered fleet has (stored / provisioned).
TierComparison tierComparison(double localStoredGB, double localDays, double retentionDays, double provisionedGB,
                              double tierGB, double gp3UsdPerGBMonth, double s3UsdPerGBMonth);

// What reading from the follower in one's own zone saves a month: every read that would cross zones
// (readFactor x a month's GB x (zones - 1) / zones) at the cross-zone price (both ways).
Money followerFetchSaving(double readFactor, double monthlyGB, int zones, double crossAzUsdPerGBEachWay);

// Deduplication IDs a window holds at a rate: rate x window seconds.
constexpr double dedupIdsInWindow(double rate, double windowSeconds)
{
    return rate * windowSeconds;
}
// One copy kept in a tier for `days`, GB: a day x days.
constexpr double tierStoredGB(double gbPerDay, double days)
{
    return gbPerDay * days;
}

} // namespace mqlab
