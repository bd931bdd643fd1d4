#include "mqlab/sim/run_text.h"

#include "mqlab/model/kinds.h"
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
    case LogKind::TaskCrashed:
        return "crashed: its partitions wait for its session to time out";
    case LogKind::TaskBack:
        return "started again and rejoined its group";
    case LogKind::PartitionReassigned:
        return "now read by";
    case LogKind::Redelivered:
        return "processed again (not committed before the crash)";
    case LogKind::BrokerCut:
        return "cut off from the other brokers and the controller";
    case LogKind::BrokerFenced:
        return "fenced by the controller: its partitions have new leaders";
    case LogKind::BrokerReconnected:
        return "reachable again";
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
    case LogKind::BrokerCut:
    case LogKind::BrokerFenced:
    case LogKind::BrokerReconnected:
        return out + "broker " + std::to_string(e.broker + 1) + " of " + cluster + " " + what(e.kind);
    case LogKind::TaskCrashed:
    case LogKind::TaskBack:
    case LogKind::PartitionReassigned:
    case LogKind::Redelivered: {
        const std::string group =
            e.group >= 0 && static_cast<size_t>(e.group) < s.groups.size() ? s.groups[e.group].name : "?";
        const std::string task = "task " + std::to_string(e.task + 1) + " of " + group;
        if (e.kind == LogKind::PartitionReassigned)
            return out + "partition " + std::to_string(e.partition) + " of " + cluster + " " + what(e.kind) + " " + task;
        if (e.kind == LogKind::Redelivered)
            return out + grouped(e.events) + (e.events == 1 ? " event" : " events") + " of partition " +
                   std::to_string(e.partition) + " " + what(e.kind) + " by " + task + ": delivered twice";
        return out + task + " " + what(e.kind);
    }
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

std::string pathText(const Scenario& s, const RunResult& r, size_t path)
{
    auto name = [&s](const std::string& id) {
        std::string found = id; // a node the scenario lacks keeps its id
        forEachNodeId(s, [&](NodeKind kind, int index, const std::string& nodeId) {
            if (nodeId == id)
                found = nodeName(s, kind, index);
        });
        return found;
    };
    if (path >= s.connections.size())
        return "?";
    std::string out = name(s.connections[path].from) + " to " + name(s.connections[path].to) + ": ";
    if (path >= r.paths.size() || r.paths[path].carries == PathCarries::Nothing)
        return out + "not used by the run";
    const PathOutcome& p = r.paths[path];
    const double seconds = toSeconds(r.simulated);
    out += grouped(static_cast<double>(p.carried)) + (p.carried == 1 ? " event " : " events ") +
           (p.carries == PathCarries::Acknowledged ? "acknowledged" : "processed");
    if (seconds > 0)
        out += " (" + grouped(static_cast<double>(p.carried) / seconds, 1) + " events/s)";
    return out;
}

std::string failureMarkText(const BrokerFailure& f)
{
    const std::string broker = "Broker " + std::to_string(f.broker + 1);
    switch (failureKind(f)) {
    case FailureKind::TaskCrash:
        return "Task " + std::to_string(f.task + 1) + " crashed";
    case FailureKind::BrokerCut:
        return broker + " cut off";
    case FailureKind::SlowDisk:
        return broker + " disk " + grouped(f.slowdown, f.slowdown == static_cast<int>(f.slowdown) ? 0 : 1) +
               "\u00d7 slower";
    case FailureKind::ZoneDown:
        return "Zone " + std::to_string(f.zone + 1) + " down";
    case FailureKind::BrokerDown:
        break;
    }
    return broker + " down";
}

std::string failureText(const Scenario& s, const BrokerFailure& f)
{
    const std::string mark = failureMarkText(f);
    const size_t space = mark.find(' ', mark.find(' ') + 1); // after "Broker 2" / "Task 3"
    std::string of;
    if (f.group >= 0)
        of = static_cast<size_t>(f.group) < s.groups.size() ? s.groups[f.group].name : "?";
    else
        of = f.cluster >= 0 && static_cast<size_t>(f.cluster) < s.clusters.size() ? s.clusters[f.cluster].name : "?";
    return mark.substr(0, space) + " of " + of + mark.substr(space) + " from " + grouped(toSeconds(f.from), 1) + " s" +
           (f.until == kNever ? std::string(" to the end") : " to " + grouped(toSeconds(f.until), 1) + " s");
}

} // namespace mqlab::sim
