#include "mqlab/sim/run_json.h"

#include "mqlab/model/scenario.h"

namespace mqlab::sim {

nlohmann::json percentilesJson(const Histogram& h)
{
    auto ms = [](SimTime t) { return static_cast<double>(t) / 1e6; };
    return {{"count", h.count()},
            {"mean_ms", h.meanNs() / 1e6},
            {"p50_ms", ms(h.quantile(0.5))},
            {"p90_ms", ms(h.quantile(0.9))},
            {"p99_ms", ms(h.quantile(0.99))},
            {"p999_ms", ms(h.quantile(0.999))},
            {"max_ms", ms(h.max())}};
}

std::string pathCarriesKey(PathCarries carries)
{
    switch (carries) {
    case PathCarries::Acknowledged:
        return "acknowledged";
    case PathCarries::Processed:
        return "processed";
    case PathCarries::Nothing:
        break;
    }
    return "nothing";
}

std::string logKindKey(LogKind kind)
{
    switch (kind) {
    case LogKind::BatchSent:
        return "batch_sent";
    case LogKind::LeaderWritten:
        return "leader_written";
    case LogKind::ReplicaWritten:
        return "replica_written";
    case LogKind::Acked:
        return "acked";
    case LogKind::Committed:
        return "committed";
    case LogKind::Processed:
        return "processed";
    case LogKind::Refused:
        return "refused";
    case LogKind::Retried:
        return "retried";
    case LogKind::Lost:
        return "lost";
    case LogKind::Duplicated:
        return "duplicated";
    case LogKind::BrokerDown:
        return "broker_down";
    case LogKind::BrokerUp:
        return "broker_up";
    case LogKind::LeaderMoved:
        return "leader_moved";
    case LogKind::DiskSlow:
        return "disk_slow";
    case LogKind::DiskNormal:
        return "disk_normal";
    case LogKind::PartitionOffline:
        return "partition_offline";
    case LogKind::TaskCrashed:
        return "task_crashed";
    case LogKind::TaskBack:
        return "task_back";
    case LogKind::PartitionReassigned:
        return "partition_reassigned";
    case LogKind::Redelivered:
        return "redelivered";
    case LogKind::BrokerCut:
        return "broker_cut_off";
    case LogKind::BrokerFenced:
        return "broker_fenced";
    case LogKind::BrokerReconnected:
        return "broker_reconnected";
    }
    return "unknown";
}

nlohmann::json runToJson(const Scenario& s, const RunOptions& o, const RunResult& r)
{
    nlohmann::json j;
    j["scenario"] = s.name;
    j["seconds"] = toSeconds(r.simulated);
    if (r.cancelled)
        j["cancelled"] = true; // stopped by the progress hook before options.seconds
    j["seed"] = o.seed;
    j["scheduler_events"] = r.schedulerEvents;
    j["produced"] = r.produced;
    j["acknowledged"] = r.acked;
    j["lost"] = r.lost;
    j["retries"] = r.retries;
    j["refused"] = r.refused;
    j["duplicates"] = r.duplicates;
    j["batches"] = r.batches;
    j["unacknowledged_at_end"] = r.unackedNow();
    j["waiting_in_producers_at_end"] = r.waiting.empty() ? 0 : r.waiting.back();
    j["produce"] = percentilesJson(r.produce);
    nlohmann::json groups = nlohmann::json::array();
    for (size_t g = 0; g < r.groups.size() && g < s.groups.size(); ++g) {
        const GroupOutcome& out = r.groups[g];
        groups.push_back({{"id", s.groups[g].id},
                          {"name", s.groups[g].name},
                          {"end_to_end", percentilesJson(out.endToEnd)},
                          {"processed", out.processed},
                          {"redelivered", out.redelivered},
                          {"lag", out.lag}});
    }
    j["groups"] = groups;
    nlohmann::json times = nlohmann::json::array();
    for (SimTime t : r.sampleTimes)
        times.push_back(toSeconds(t));
    j["sample_times_s"] = times;
    // Each connection, in the scenario's order: what it carried over the run and between samples.
    nlohmann::json connections = nlohmann::json::array();
    for (size_t c = 0; c < r.paths.size() && c < s.connections.size(); ++c) {
        const PathOutcome& path = r.paths[c];
        connections.push_back({{"from", s.connections[c].from},
                               {"to", s.connections[c].to},
                               {"carries", pathCarriesKey(path.carries)},
                               {"events", path.carried},
                               {"per_sample", path.perSample}});
    }
    j["connections"] = connections;
    j["unacknowledged"] = r.unacked;
    j["waiting_in_producers"] = r.waiting;
    nlohmann::json failures = nlohmann::json::array();
    for (const BrokerFailure& f : o.failures) {
        nlohmann::json one = {{"from_s", toSeconds(f.from)}};
        if (f.group >= 0) {
            one["group"] = s.groups[f.group].id;
            one["task"] = f.task + 1;
        } else {
            one["cluster"] = s.clusters[f.cluster].id;
        }
        if (f.group < 0 && f.zone >= 0)
            one["zone"] = f.zone + 1;
        else if (f.group < 0)
            one["broker"] = f.broker + 1;
        if (f.slowdown > 0)
            one["disk_slowdown"] = f.slowdown;
        if (f.cut)
            one["cut_off"] = true;
        one["until_s"] = f.until == kNever ? nlohmann::json(nullptr) : nlohmann::json(toSeconds(f.until));
        failures.push_back(one);
    }
    j["failures"] = failures;
    auto entries = [&s](const std::vector<LogEntry>& from) {
        nlohmann::json out = nlohmann::json::array();
        for (const LogEntry& e : from) {
            nlohmann::json one = {{"at_ms", static_cast<double>(e.at) / 1e6}, {"kind", logKindKey(e.kind)}};
            if (e.broker >= 0)
                one["broker"] = e.broker + 1;
            if (e.partition >= 0)
                one["partition"] = e.partition;
            if (e.group >= 0 && static_cast<size_t>(e.group) < s.groups.size())
                one["group"] = s.groups[e.group].id;
            if (e.task >= 0)
                one["task"] = e.task + 1;
            if (e.kind == LogKind::Redelivered) {
                one["events"] = e.events;
            } else if (e.events > 0) {
                one["batch"] = e.batch;
                one["events"] = e.events;
            }
            out.push_back(one);
        }
        return out;
    };
    j["log"] = entries(r.log);
    j["log_dropped"] = r.logDropped;
    if (!r.slowest.empty())
        j["slowest_batch"] = {{"produce_ms", static_cast<double>(r.slowestProduce) / 1e6},
                              {"steps", entries(r.slowest)}};
    return j;
}

} // namespace mqlab::sim
