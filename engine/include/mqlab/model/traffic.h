// The load every round starts from: messages a day become an average and a peak rate, bytes a day and a
// month; the storage a retention needs; partitions for a rate; the downtime a target allows; the
// latency budget of a path; Little's law; and the rate at which a limit that grows with load is full.
#pragma once

#include <string>
#include <vector>

#include "mqlab/model/unit_system.h"

namespace mqlab {

// Messages a second over a whole day: messages a day / 86,400.
constexpr double averageRate(double messagesPerDay)
{
    return messagesPerDay / kSecondsPerDay;
}
// The rate the design is sized for: the average x the peak ratio (3.5 in every round of seed 004).
constexpr double peakRate(double messagesPerDay, double peakRatio)
{
    return averageRate(messagesPerDay) * peakRatio;
}
// Billed GB that one copy of a day's messages takes: messages x bytes / bytes in a GB.
double dailyVolumeGB(double messagesPerDay, double messageBytes, const UnitSystem& units);
// GB of one copy a month: GB a day x days of data a month (30.4 in seed 004).
double monthlyVolumeGB(double gbPerDay, const UnitSystem& units);
// Messages a month: messages a day x days of data a month.
double monthlyMessages(double messagesPerDay, const UnitSystem& units);

// Storage when every message of `retentionDays` is kept, GB: a day x days x replicas x overhead (the
// overhead, 1.2 in seed 004, covers record headers, ack and lease records, indexes and free space).
constexpr double worstCaseStorage(double gbPerDay, double retentionDays, int replicas, double overhead)
{
    return gbPerDay * retentionDays * replicas * overhead;
}
// One broker's part of a fleet total that is spread by replica: total x its replicas / all replicas.
constexpr double brokerShare(double fleetTotal, double replicasOnBroker, double replicasInFleet)
{
    return fleetTotal * replicasOnBroker / replicasInFleet;
}

// Partitions for a rate: ceil(rate / what one partition is planned to carry) x headroom (>= 1).
// The rate and the ceiling share a unit (msg/s in Round 1, MB/s in Round 2).
int partitionsFor(double rate, double ceilingPerPartition, int headroom);

// Minutes of downtime a month a target allows (target in (0, 1), 0.999 for "three nines").
double availabilityBudgetMinutes(double target, const UnitSystem& units);
// The same, in seconds.
double availabilityBudgetSeconds(double target, const UnitSystem& units);

// Little's law: messages in flight = arrival rate (msg/s) x mean hold time (s).
constexpr double inFlight(double ratePerSecond, double holdSeconds)
{
    return ratePerSecond * holdSeconds;
}
// The mean hold time (s) at which messages in flight reach a cap: cap / rate.
constexpr double holdAtInFlightCap(double ratePerSecond, double inFlightCap)
{
    return inFlightCap / ratePerSecond;
}

// One way a step of a path can go, ms >= 0 (for example "cross-AZ round trip + follower fsync", 4 ms).
struct LatencyBranch {
    std::string what;
    double ms = 0;
};
// One step of a path: a single branch, or branches that run at the same time, of which the slowest
// counts ("the leader's fsync and the follower's round trip run at the same time").
struct LatencyComponent {
    std::string what;
    std::vector<LatencyBranch> branches;
};
// When a step (or a branch of a parallel step) is done, ms from the send.
struct LatencyMilestone {
    std::string what;
    double atMs = 0;
};
// A path's budget against its target, ms.
struct LatencyBudget {
    double totalMs = 0;
    double targetMs = 0;
    std::vector<LatencyMilestone> milestones; // in order of time; a parallel step lists each branch, then itself
    double headroomMs() const { return targetMs - totalMs; }
    double headroomFactor() const { return targetMs / totalMs; }
};
// Sums the components, counting the slowest branch of each; a component with no branch counts 0 ms.
LatencyBudget latencyBudget(const std::vector<LatencyComponent>& components, double targetMs);

// A limit that grows in proportion to the load is full (100%) at rateNow x capacity / usedNow.
constexpr double linearWall(double rateNow, double usedNow, double capacity)
{
    return rateNow * capacity / usedNow;
}
// The rate (msg/s) at which one limit is full.
struct Wall {
    std::string limit; // what fills: "worst-case storage", "EBS link", ...
    double rate = 0;   // msg/s
};
// The wall reached first as load grows: the lowest rate (the first of equal ones). Needs a wall.
const Wall& firstWall(const std::vector<Wall>& walls);
// One limit of a design at its current load: used against capacity, in one unit; both grow with load.
struct FleetLimit {
    std::string limit;
    double used = 0;
    double capacity = 0;
    double percent() const { return used / capacity * 100.0; }
};
// Each limit's wall at `rateNow` msg/s, in the limits' order: linearWall(rateNow, used, capacity).
std::vector<Wall> wallsOf(double rateNow, const std::vector<FleetLimit>& limits);

} // namespace mqlab
