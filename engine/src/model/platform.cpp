#include "mqlab/model/platform.h"

namespace mqlab {

std::vector<FleetLimit> platformLimits(const PlatformFleet& f, ZoneState state)
{
    const ByteRate in = streamRate(f.rate, f.messageBytes);
    const BrokerTraffic t = state == ZoneState::Normal
                                ? brokerTraffic(in, f.replicationFactor, f.readFactor, f.brokers)
                                : afterZoneLossPlanning(in, f.replicationFactor, f.readFactor, f.brokers, f.zones);
    const double local = worstCaseStorage(f.gbPerDay, f.localDays, f.replicationFactor, f.overhead);
    return {
        {"local volume fill", local, f.brokers * f.volumeGB},
        {"network", t.totalMBps(), f.networkMBps}, // Round 2 counts both directions
        {"volume throughput", t.inMBps, f.volumeMBps},
        {"EBS link", t.inMBps, f.ebsLinkMBps},
    };
}

TierComparison tierComparison(double localStoredGB, double localDays, double retentionDays, double provisionedGB,
                              double tierGB, double gp3Usd, double s3Usd)
{
    TierComparison c;
    c.withoutTierStoredGB = localStoredGB * retentionDays / localDays;
    c.withoutTierProvisionedGB = c.withoutTierStoredGB / fill(localStoredGB, provisionedGB);
    c.diskCut = 1.0 - provisionedGB / c.withoutTierProvisionedGB;
    const Money without = billLine(c.withoutTierProvisionedGB * gp3Usd);
    const Money with = billLine(provisionedGB * gp3Usd) + billLine(tierGB * s3Usd);
    c.saving = {without.cents - with.cents};
    return c;
}

Money followerFetchSaving(double readFactor, double monthlyGB, int zones, double crossAzUsdPerGBEachWay)
{
    return billLine(readFactor * monthlyGB * crossZoneShare(zones) * 2.0 * crossAzUsdPerGBEachWay);
}

} // namespace mqlab
