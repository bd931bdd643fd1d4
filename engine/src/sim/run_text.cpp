#include "mqlab/sim/run_text.h"

#include "mqlab/model/scenario.h"
#include "mqlab/report/format.h"

namespace mqlab::sim {

std::string durationMsText(SimTime ns)
{
    const double v = toMs(ns);
    return grouped(v, v < 100 ? 2 : (v < 10000 ? 1 : 0)) + " ms";
}

std::string instantText(SimTime at)
{
    return grouped(toSeconds(at), 3) + " s";
}

namespace {

std::string what(LogKind kind)
{
    switch (kind) {
    case LogKind::BatchSent:
        return "sent to the leader";
    case LogKind::LeaderWritten:
        return "written by the leader";
    case LogKind::ReplicaWritten:
        return "written by a follower";
    case LogKind::Acked:
        return "acknowledged to the producer";
    case LogKind::Committed:
        return "committed: every in-sync replica holds it";
    case LogKind::Processed:
        return "processed";
    case LogKind::Refused:
        return "refused (too few in-sync replicas or no leader), retried after the back-off";
    case LogKind::Retried:
        return "sent again";
    case LogKind::Lost:
        return "LOST: acknowledged, but the new leader never had it";
    case LogKind::Duplicated:
        return "stored twice: the producer never heard back and sent it again";
    case LogKind::BrokerDown:
        return "down";
    case LogKind::BrokerUp:
        return "back";
    case LogKind::LeaderMoved:
        return "has a new leader";
    case LogKind::PartitionOffline:
        return "offline: no in-sync replica left to lead it";
    case LogKind::DiskSlow:
        return "disk slow";
    case LogKind::DiskNormal:
        return "disk back to speed";
    }
    return "?";
}

} // namespace

std::string logEntryText(const Scenario& s, const LogEntry& e)
{
    std::string out = instantText(e.at) + "  ";
    const std::string cluster =
        e.cluster >= 0 && static_cast<size_t>(e.cluster) < s.clusters.size() ? s.clusters[e.cluster].name : "?";
    switch (e.kind) {
    case LogKind::BrokerDown:
    case LogKind::BrokerUp:
    case LogKind::DiskSlow:
    case LogKind::DiskNormal:
        return out + "broker " + std::to_string(e.broker + 1) + " of " + cluster + " " + what(e.kind);
    case LogKind::LeaderMoved:
        return out + "partition " + std::to_string(e.partition) + " of " + cluster + " " + what(e.kind) +
               (e.broker >= 0 ? ", broker " + std::to_string(e.broker + 1) : std::string());
    case LogKind::PartitionOffline:
        return out + "partition " + std::to_string(e.partition) + " of " + cluster + " " + what(e.kind);
    default:
        break;
    }
    out += "batch " + grouped(static_cast<double>(e.batch)) + " (" + grouped(e.events) +
           (e.events == 1 ? " event" : " events") + ", partition " + std::to_string(e.partition) + ") " + what(e.kind);
    if (e.group >= 0 && static_cast<size_t>(e.group) < s.groups.size())
        out += " by " + s.groups[e.group].name;
    if (e.broker >= 0 &&
        (e.kind == LogKind::BatchSent || e.kind == LogKind::LeaderWritten || e.kind == LogKind::ReplicaWritten))
        out += ", broker " + std::to_string(e.broker + 1);
    return out;
}

} // namespace mqlab::sim
