#include "mqlab/sim/run_text.h"

#include "mqlab/model/kinds.h"
#include "mqlab/model/scenario.h"
#include "mqlab/report/format.h"

namespace mqlab::sim {

namespace {

//: A duration in a simulated run: {ms} milliseconds as a figure ("10.42", "1,234.5").
constexpr MessageTemplate durationMs{"sim.duration.ms", MQLAB_TR("EngineMessage", "{ms} ms")};
//: A moment in a simulated run: {seconds} from its start, to the millisecond ("12.345").
constexpr MessageTemplate instant{"sim.instant", MQLAB_TR("EngineMessage", "{seconds} s")};
//: A line of a simulated run's event log: {at} when ("12.345 s"), {event} what happened.
constexpr MessageTemplate logLine{"sim.log.line", MQLAB_TR("EngineMessage", "{at}  {event}")};

// A broker's entries: {broker} its number (1 up), {cluster} the cluster's name on the canvas.
//: An event log entry: a broker stops ({broker} its number, {cluster} the cluster's name).
constexpr MessageTemplate logBrokerDown{"sim.log.broker_down",
                                        MQLAB_TR("EngineMessage", "broker {broker} of {cluster} down")};
//: An event log entry: a broker that was down runs again.
constexpr MessageTemplate logBrokerUp{"sim.log.broker_up",
                                      MQLAB_TR("EngineMessage", "broker {broker} of {cluster} back")};
//: An event log entry: a broker's disk becomes slow.
constexpr MessageTemplate logDiskSlow{"sim.log.disk_slow",
                                      MQLAB_TR("EngineMessage", "broker {broker} of {cluster} disk slow")};
constexpr MessageTemplate logDiskNormal{"sim.log.disk_normal",
                                        MQLAB_TR("EngineMessage", "broker {broker} of {cluster} disk back to speed")};
//: An event log entry: a broker can no longer reach the other brokers or the controller.
constexpr MessageTemplate logBrokerCut{
    "sim.log.broker_cut",
    MQLAB_TR("EngineMessage", "broker {broker} of {cluster} cut off from the other brokers and the controller")};
constexpr MessageTemplate logBrokerFenced{
    "sim.log.broker_fenced",
    MQLAB_TR("EngineMessage",
             "broker {broker} of {cluster} fenced by the controller: its partitions have new leaders")};
constexpr MessageTemplate logBrokerReconnected{
    "sim.log.broker_reconnected", MQLAB_TR("EngineMessage", "broker {broker} of {cluster} reachable again")};
//: An event log entry: {partition} a partition's number (0 up) of the cluster {cluster}; {broker} the new leader.
constexpr MessageTemplate logLeaderMovedTo{
    "sim.log.leader_moved.broker",
    MQLAB_TR("EngineMessage", "partition {partition} of {cluster} has a new leader, broker {broker}")};
constexpr MessageTemplate logLeaderMoved{
    "sim.log.leader_moved", MQLAB_TR("EngineMessage", "partition {partition} of {cluster} has a new leader")};
constexpr MessageTemplate logPartitionOffline{
    "sim.log.partition_offline",
    MQLAB_TR("EngineMessage", "partition {partition} of {cluster} offline: no in-sync replica left to lead it")};
// A consumer task's entries: {task} its number (1 up), {group} the consumer group's name on the canvas.
//: An event log entry: a consumer task stops ({task} its number, {group} the consumer group's name).
constexpr MessageTemplate logTaskCrashed{
    "sim.log.task_crashed",
    MQLAB_TR("EngineMessage", "task {task} of {group} crashed: its partitions wait for its session to time out")};
constexpr MessageTemplate logTaskBack{
    "sim.log.task_back", MQLAB_TR("EngineMessage", "task {task} of {group} started again and rejoined its group")};
constexpr MessageTemplate logReassigned{
    "sim.log.partition_reassigned",
    MQLAB_TR("EngineMessage", "partition {partition} of {cluster} now read by task {task} of {group}")};
//: An event log entry: {events} ("12 events") of a partition read a second time after a task's crash.
constexpr MessageTemplate logRedelivered{
    "sim.log.redelivered",
    MQLAB_TR("EngineMessage", "{events} of partition {partition} processed again (not committed before the crash) by "
                              "task {task} of {group}: delivered twice")};
// A batch's entries: {batch} its number ("4,000"), {events} a count ("12 events"), {partition} its partition.
//: An event log entry of a batch: {batch} its number, {events} "12 events", {partition} a partition's number.
constexpr MessageTemplate logBatchSent{
    "sim.log.batch.sent",
    MQLAB_TR("EngineMessage", "batch {batch} ({events}, partition {partition}) sent to the leader")};
constexpr MessageTemplate logLeaderWritten{
    "sim.log.batch.leader_written",
    MQLAB_TR("EngineMessage", "batch {batch} ({events}, partition {partition}) written by the leader")};
constexpr MessageTemplate logReplicaWritten{
    "sim.log.batch.replica_written",
    MQLAB_TR("EngineMessage", "batch {batch} ({events}, partition {partition}) written by a follower")};
constexpr MessageTemplate logAcked{
    "sim.log.batch.acked",
    MQLAB_TR("EngineMessage", "batch {batch} ({events}, partition {partition}) acknowledged to the producer")};
constexpr MessageTemplate logCommitted{
    "sim.log.batch.committed",
    MQLAB_TR("EngineMessage",
             "batch {batch} ({events}, partition {partition}) committed: every in-sync replica holds it")};
constexpr MessageTemplate logProcessed{
    "sim.log.batch.processed", MQLAB_TR("EngineMessage", "batch {batch} ({events}, partition {partition}) processed")};
constexpr MessageTemplate logRefused{
    "sim.log.batch.refused",
    MQLAB_TR("EngineMessage", "batch {batch} ({events}, partition {partition}) refused (too few in-sync replicas or no "
                              "leader), retried after the back-off")};
constexpr MessageTemplate logRetried{
    "sim.log.batch.retried", MQLAB_TR("EngineMessage", "batch {batch} ({events}, partition {partition}) sent again")};
constexpr MessageTemplate logLost{
    "sim.log.batch.lost",
    MQLAB_TR("EngineMessage",
             "batch {batch} ({events}, partition {partition}) LOST: acknowledged, but the new leader never had it")};
constexpr MessageTemplate logDuplicated{
    "sim.log.batch.duplicated",
    MQLAB_TR("EngineMessage", "batch {batch} ({events}, partition {partition}) stored twice: the producer never heard "
                              "back and sent it again")};
//: An event log entry of a batch ({entry}, the sentence before) and the consumer group's name ({group}) that did it.
constexpr MessageTemplate logByGroup{"sim.log.by_group", MQLAB_TR("EngineMessage", "{entry} by {group}")};
//: An event log entry of a batch ({entry}, the sentence before) and the broker's number ({broker}) where it was.
constexpr MessageTemplate logOnBroker{"sim.log.on_broker", MQLAB_TR("EngineMessage", "{entry}, broker {broker}")};

//: A failure planned in a simulated run, a card's mark: a broker stops ({broker} its number).
constexpr MessageTemplate markBrokerDown{"sim.failure.mark.broker_down",
                                         MQLAB_TR("EngineMessage", "Broker {broker} down")};
//: A failure's mark on a card: a consumer task stops ({task} its number).
constexpr MessageTemplate markTaskCrash{"sim.failure.mark.task_crash",
                                        MQLAB_TR("EngineMessage", "Task {task} crashed")};
constexpr MessageTemplate markBrokerCut{"sim.failure.mark.broker_cut",
                                        MQLAB_TR("EngineMessage", "Broker {broker} cut off")};
//: A failure's mark on a card: a broker's disk {factor} ("4") times slower.
constexpr MessageTemplate markSlowDisk{"sim.failure.mark.slow_disk",
                                       MQLAB_TR("EngineMessage", "Broker {broker} disk {factor}\u00d7 slower")};
//: A failure's mark on a card: every broker of a zone ({zone} its number) stops.
constexpr MessageTemplate markZoneDown{"sim.failure.mark.zone_down", MQLAB_TR("EngineMessage", "Zone {zone} down")};
// The same in the failures' list, with the cluster's or group's name ({of}) and its times.
//: A planned failure in a list: {of} the cluster's name on the canvas.
constexpr MessageTemplate failBrokerDown{"sim.failure.broker_down",
                                         MQLAB_TR("EngineMessage", "Broker {broker} of {of} down")};
//: A planned failure in a list: {of} the consumer group's name on the canvas.
constexpr MessageTemplate failTaskCrash{"sim.failure.task_crash",
                                        MQLAB_TR("EngineMessage", "Task {task} of {of} crashed")};
constexpr MessageTemplate failBrokerCut{"sim.failure.broker_cut",
                                        MQLAB_TR("EngineMessage", "Broker {broker} of {of} cut off")};
constexpr MessageTemplate failSlowDisk{"sim.failure.slow_disk",
                                       MQLAB_TR("EngineMessage", "Broker {broker} of {of} disk {factor}\u00d7 slower")};
constexpr MessageTemplate failZoneDown{"sim.failure.zone_down", MQLAB_TR("EngineMessage", "Zone {zone} of {of} down")};
//: A planned failure ({failure}, "Broker 2 of Kafka down") from {from} seconds into the run to its end.
constexpr MessageTemplate failToEnd{"sim.failure.to_end",
                                    MQLAB_TR("EngineMessage", "{failure} from {from} s to the end")};
//: A planned failure ({failure}) from {from} seconds into the run until {until} seconds.
constexpr MessageTemplate failUntil{"sim.failure.until",
                                    MQLAB_TR("EngineMessage", "{failure} from {from} s to {until} s")};

//: Events of a message queue's run (a batch holds some).
constexpr CountWords kEvents{"%n event", MQLAB_TR_N("EngineCount", "%n events")};

const MessageTemplate& batchTemplate(LogKind kind)
{
    switch (kind) {
    case LogKind::LeaderWritten:
        return logLeaderWritten;
    case LogKind::ReplicaWritten:
        return logReplicaWritten;
    case LogKind::Acked:
        return logAcked;
    case LogKind::Committed:
        return logCommitted;
    case LogKind::Processed:
        return logProcessed;
    case LogKind::Refused:
        return logRefused;
    case LogKind::Retried:
        return logRetried;
    case LogKind::Lost:
        return logLost;
    case LogKind::Duplicated:
        return logDuplicated;
    default:
        return logBatchSent;
    }
}

std::string number(std::int32_t zeroBased)
{
    return std::to_string(zeroBased + 1);
}

Message entryMessage(const Scenario& s, const LogEntry& e)
{
    const std::string cluster =
        e.cluster >= 0 && static_cast<size_t>(e.cluster) < s.clusters.size() ? s.clusters[e.cluster].name : "?";
    const std::string group =
        e.group >= 0 && static_cast<size_t>(e.group) < s.groups.size() ? s.groups[e.group].name : "?";
    const std::string partition = std::to_string(e.partition);
    auto broker = [&](const MessageTemplate& t) {
        return message(t, {{"broker", number(e.broker)}, {"cluster", cluster}});
    };
    auto task = [&](const MessageTemplate& t) { return message(t, {{"task", number(e.task)}, {"group", group}}); };
    const CountArg events{"events", static_cast<long long>(e.events), kEvents};
    switch (e.kind) {
    case LogKind::BrokerDown:
        return broker(logBrokerDown);
    case LogKind::BrokerUp:
        return broker(logBrokerUp);
    case LogKind::DiskSlow:
        return broker(logDiskSlow);
    case LogKind::DiskNormal:
        return broker(logDiskNormal);
    case LogKind::BrokerCut:
        return broker(logBrokerCut);
    case LogKind::BrokerFenced:
        return broker(logBrokerFenced);
    case LogKind::BrokerReconnected:
        return broker(logBrokerReconnected);
    case LogKind::LeaderMoved:
        return e.broker >= 0 ? message(logLeaderMovedTo,
                                       {{"partition", partition}, {"cluster", cluster}, {"broker", number(e.broker)}})
                             : message(logLeaderMoved, {{"partition", partition}, {"cluster", cluster}});
    case LogKind::PartitionOffline:
        return message(logPartitionOffline, {{"partition", partition}, {"cluster", cluster}});
    case LogKind::TaskCrashed:
        return task(logTaskCrashed);
    case LogKind::TaskBack:
        return task(logTaskBack);
    case LogKind::PartitionReassigned:
        return message(logReassigned,
                       {{"partition", partition}, {"cluster", cluster}, {"task", number(e.task)}, {"group", group}});
    case LogKind::Redelivered:
        return message(logRedelivered, {{"partition", partition}, {"task", number(e.task)}, {"group", group}},
                       {events});
    default:
        break;
    }
    Message m = message(batchTemplate(e.kind),
                        {{"batch", grouped(static_cast<double>(e.batch))}, {"partition", partition}}, {events});
    if (e.group >= 0 && static_cast<size_t>(e.group) < s.groups.size())
        m = message(logByGroup, {{"group", group}}, {}, {{"entry", std::move(m)}});
    if (e.broker >= 0 &&
        (e.kind == LogKind::BatchSent || e.kind == LogKind::LeaderWritten || e.kind == LogKind::ReplicaWritten))
        m = message(logOnBroker, {{"broker", number(e.broker)}}, {}, {{"entry", std::move(m)}});
    return m;
}

} // namespace

std::vector<MessageTemplate> runTextTemplates()
{
    return {durationMs,
            instant,
            logLine,
            logBrokerDown,
            logBrokerUp,
            logDiskSlow,
            logDiskNormal,
            logBrokerCut,
            logBrokerFenced,
            logBrokerReconnected,
            logLeaderMovedTo,
            logLeaderMoved,
            logPartitionOffline,
            logTaskCrashed,
            logTaskBack,
            logReassigned,
            logRedelivered,
            logBatchSent,
            logLeaderWritten,
            logReplicaWritten,
            logAcked,
            logCommitted,
            logProcessed,
            logRefused,
            logRetried,
            logLost,
            logDuplicated,
            logByGroup,
            logOnBroker,
            markBrokerDown,
            markTaskCrash,
            markBrokerCut,
            markSlowDisk,
            markZoneDown,
            failBrokerDown,
            failTaskCrash,
            failBrokerCut,
            failSlowDisk,
            failZoneDown,
            failToEnd,
            failUntil};
}

Message durationMsMessage(SimTime ns)
{
    const double v = toMs(ns);
    return message(durationMs, {{"ms", grouped(v, v < 100 ? 2 : (v < 10000 ? 1 : 0))}});
}

std::string durationMsText(SimTime ns)
{
    return durationMsMessage(ns).text();
}

Message instantMessage(SimTime at)
{
    return message(instant, {{"seconds", grouped(toSeconds(at), 3)}});
}

std::string instantText(SimTime at)
{
    return instantMessage(at).text();
}

Message timedLineMessage(SimTime at, Message event)
{
    return message(logLine, {}, {}, {{"at", instantMessage(at)}, {"event", std::move(event)}});
}

Message logEntryMessage(const Scenario& s, const LogEntry& e)
{
    return timedLineMessage(e.at, entryMessage(s, e));
}

std::string logEntryText(const Scenario& s, const LogEntry& e)
{
    return logEntryMessage(s, e).text();
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

namespace {

// A failure's mark, or with `of` (a cluster's or group's name) its words in the failures' list.
Message failureWords(const BrokerFailure& f, const std::string* of)
{
    std::vector<std::pair<std::string, std::string>> args;
    if (of)
        args.emplace_back("of", *of);
    auto put = [&](const MessageTemplate& mark, const MessageTemplate& listed, std::string name, std::string figure) {
        args.emplace_back(std::move(name), std::move(figure));
        return message(of ? listed : mark, args);
    };
    switch (failureKind(f)) {
    case FailureKind::TaskCrash:
        return put(markTaskCrash, failTaskCrash, "task", number(f.task));
    case FailureKind::BrokerCut:
        return put(markBrokerCut, failBrokerCut, "broker", number(f.broker));
    case FailureKind::SlowDisk:
        args.emplace_back("factor", grouped(f.slowdown, f.slowdown == static_cast<int>(f.slowdown) ? 0 : 1));
        return put(markSlowDisk, failSlowDisk, "broker", number(f.broker));
    case FailureKind::ZoneDown:
        return put(markZoneDown, failZoneDown, "zone", number(f.zone));
    case FailureKind::BrokerDown:
        break;
    }
    return put(markBrokerDown, failBrokerDown, "broker", number(f.broker));
}

} // namespace

Message failureMarkMessage(const BrokerFailure& f)
{
    return failureWords(f, nullptr);
}

std::string failureMarkText(const BrokerFailure& f)
{
    return failureMarkMessage(f).text();
}

Message failureMessage(const Scenario& s, const BrokerFailure& f)
{
    std::string of;
    if (f.group >= 0)
        of = static_cast<size_t>(f.group) < s.groups.size() ? s.groups[f.group].name : "?";
    else
        of = f.cluster >= 0 && static_cast<size_t>(f.cluster) < s.clusters.size() ? s.clusters[f.cluster].name : "?";
    Message what = failureWords(f, &of);
    const std::string from = grouped(toSeconds(f.from), 1);
    return f.until == kNever ? message(failToEnd, {{"from", from}}, {}, {{"failure", std::move(what)}})
                             : message(failUntil, {{"from", from}, {"until", grouped(toSeconds(f.until), 1)}}, {},
                                       {{"failure", std::move(what)}});
}

std::string failureText(const Scenario& s, const BrokerFailure& f)
{
    return failureMessage(s, f).text();
}

} // namespace mqlab::sim
