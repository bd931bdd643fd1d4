#include "mqlab/report/explain.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <utility>

#include "mqlab/model/catalog.h"
#include "mqlab/model/kinds.h"
#include "mqlab/model/models.h"
#include "mqlab/error.h"
#include "mqlab/report/format.h"
#include "mqlab/model/scenario.h"
#include "mqlab/lesson/side.h"
#include "words.h"

namespace mqlab {

using namespace words;

// limitFormula, cardWarnings and billLineText are each kind's words: engine/src/kinds/registry.cpp
// asks its module.

namespace notes {
//: The latency tile's note when a cluster is past its wall: {card} is the cluster's name, {limit} the limit
//: that is full ("network").
constexpr MessageTemplate floor{
    "report.note.floor",
    MQLAB_TR("EngineMessage",
             "The latency is a floor, not an estimate: {card} is saturated on the produce path ({limit}). Past that "
             "point requests pile up faster than they drain, so the real wait is longer by an amount no queueing "
             "model can put a number on. Move the wall and the figure means something again.")};
//: Events the producers hold back because the brokers cannot take them: {waiting} of {offered} events/s,
//: the brokers carry {carried}.
constexpr MessageTemplate waiting{
    "report.note.waiting",
    MQLAB_TR("EngineMessage", "{waiting} events/s wait in the producers: the brokers carry {carried} of {offered}.")};
//: {ms} is the producers' linger.ms (keep "linger.ms": it is Kafka's name).
constexpr MessageTemplate linger{
    "report.note.linger",
    MQLAB_TR("EngineMessage", "Before it is sent, an event may sit up to {ms} ms (linger.ms) while its batch fills; "
                              "the latency tile leaves that wait out.")};
} // namespace notes

std::vector<Message> reportNoteMessages(const Scenario& s, const Report& r)
{
    std::vector<Message> n;
    if (r.latency.floor) {
        const CardReport& card = r.cards[s.producers.size() + r.latency.cluster];
        n.push_back(message(notes::floor, {{"card", cardName(s, card)}}, {},
                            {{"limit", limitNameMessage(r.latency.resource)}}));
    }
    if (r.latency.waitingEventsPerSecond > 0.5)
        n.push_back(
            message(notes::waiting, {{"waiting", grouped(r.latency.waitingEventsPerSecond)},
                                     {"carried", grouped(r.offeredEventsPerSecond - r.latency.waitingEventsPerSecond)},
                                     {"offered", grouped(r.offeredEventsPerSecond)}}));
    if (r.latency.lingerMs > 0)
        n.push_back(message(notes::linger, {{"ms", grouped(r.latency.lingerMs, r.latency.lingerMs < 1 ? 1 : 0)}}));
    return n;
}

std::vector<std::string> reportNotes(const Scenario& s, const Report& r)
{
    std::vector<std::string> out;
    for (const Message& m : reportNoteMessages(s, r))
        out.push_back(m.text());
    return out;
}

namespace figure_words {
// A lesson figure that holds a word besides its number: the window writes it in the user's language.
//: A figure in a lesson's text: {n} is a number ("50", "1.5"), here of millions ("50 million tasks a day").
constexpr MessageTemplate million{"figure.million", MQLAB_TR("EngineMessage", "{n} million")};
//: A figure in a lesson's text: {n} billions ("1.5 billion messages a month").
constexpr MessageTemplate billion{"figure.billion", MQLAB_TR("EngineMessage", "{n} billion")};
//: A figure in a lesson's text: {n} minutes, abbreviated.
constexpr MessageTemplate minutes{"figure.minutes", MQLAB_TR("EngineMessage", "{n} min")};
//: A figure in a lesson's text: {n} hours, abbreviated.
constexpr MessageTemplate hours{"figure.hours", MQLAB_TR("EngineMessage", "{n} h")};
//: A figure in a lesson's text: one day ({n} is 1).
constexpr MessageTemplate day{"figure.day", MQLAB_TR("EngineMessage", "{n} day")};
//: A figure in a lesson's text: {n} days, perhaps with decimals ("2.5 days").
constexpr MessageTemplate days{"figure.days", MQLAB_TR("EngineMessage", "{n} days")};
//: A figure in a lesson's text: {n} times a second ("1,000 a second").
constexpr MessageTemplate perSecond{"figure.per_second", MQLAB_TR("EngineMessage", "{n} a second")};
//: A lesson figure the design has not been given yet (the team's monthly cost).
constexpr MessageTemplate notEntered{"figure.not_entered", MQLAB_TR("EngineMessage", "not entered yet")};

Message with(const MessageTemplate& t, std::string n)
{
    return message(t, {{"n", std::move(n)}});
}
} // namespace figure_words

std::vector<MessageTemplate> reportWordTemplates()
{
    using namespace figure_words;
    return {notes::floor, notes::waiting, notes::linger, million,   billion, minutes, hours,
            day,          days,           perSecond,     notEntered};
}

namespace {
// How {{key}} is written into a lesson: the English text unless the window set its writer.
FigureWriter figureWriter = nullptr;
} // namespace

void setFigureWriter(FigureWriter writer)
{
    figureWriter = writer;
}

namespace {

// Round 1's figures beyond its cards' limits and bill lines, from the report's fleet, worker, SQS,
// durability and availability details, so a lesson names them instead of typing them.
template <class Put> void roundOneFigures(const Scenario& s, const Catalog& cat, const Report& r, Put put)
{
    // A setting as it was typed: "3.5", "1.2", "2" (no trailing zeros).
    auto n = [](double v, int dp) {
        std::string t = grouped(v, v == std::floor(v) ? 0 : dp);
        if (t.find('.') != std::string::npos)
            t.erase(t.find_last_not_of('0') + 1);
        return t;
    };
    for (const TaskProducer& p : s.taskProducers) {
        put(p.id + ".msgs_per_day", p.messagesPerDay,
            figure_words::with(figure_words::million, n(p.messagesPerDay / 1e6, 1)));
        put(p.id + ".peak_ratio", p.peakRatio, n(p.peakRatio, 2));
        put(p.id + ".message_kb", p.messageBytes / 1000, n(p.messageBytes / 1000, 2) + " KB",
            grouped(p.messageBytes) + " bytes / 1,000 (decimal units)");
        put(p.id + ".average", p.messagesPerDay / 86400, grouped(p.messagesPerDay / 86400, 2),
            grouped(p.messagesPerDay) + " / 86,400 s");
    }
    for (size_t i = 0; i < s.brokerFleets.size() && i < r.fleets.size(); ++i) {
        const BrokerFleet& b = s.brokerFleets[i];
        const FleetDetail& d = r.fleets[i];
        const std::string id = b.id;
        put(id + ".peak", d.peak, grouped(d.peak, 2), "msgs a day / 86,400 x the peak ratio");
        put(id + ".gb_day", d.gbPerDay, n(d.gbPerDay, 1) + " GB");
        put(id + ".gb_month", d.gbPerMonth, n(d.gbPerMonth, 1) + " GB");
        put(id + ".messages_month", d.messagesPerMonth,
            figure_words::with(figure_words::billion, grouped(d.messagesPerMonth / 1e9, 2)));
        put(id + ".ingress", d.ingressMBps, grouped(d.ingressMBps, 2) + " MB/s");
        put(id + ".storage.worst", d.worstCaseGB, grouped(d.worstCaseGB) + " GB",
            n(d.gbPerDay, 1) + " GB a day x " + n(b.retentionDays, 1) + " days x " +
                std::to_string(b.replicationFactor) + " replicas x " + n(b.overhead, 2));
        put(id + ".storage.broker", d.brokerGB, grouped(d.brokerGB) + " GB");
        put(id + ".volume_gb", b.volumeGB, grouped(b.volumeGB) + " GB");
        put(id + ".brokers", b.brokers, std::to_string(b.brokers));
        put(id + ".zones", b.zones, std::to_string(b.zones));
        put(id + ".partitions", b.partitions, std::to_string(b.partitions));
        put(id + ".rf", b.replicationFactor, std::to_string(b.replicationFactor));
        put(id + ".quorum", d.quorum, std::to_string(d.quorum));
        put(id + ".tolerated", d.tolerated, std::to_string(d.tolerated));
        put(id + ".replicas_per_broker", d.replicasPerBroker, n(d.replicasPerBroker, 1));
        put(id + ".leaders_per_broker", d.leadersPerBroker, n(d.leadersPerBroker, 1));
        put(id + ".retention_days", b.retentionDays, n(b.retentionDays, 1));
        put(id + ".overhead", b.overhead, n(b.overhead, 2));
        put(id + ".group_commit_ms", b.groupCommitMs, n(b.groupCommitMs, 1) + " ms");
        put(id + ".partition_ceiling", b.partitionCeiling, grouped(b.partitionCeiling));
        put(id + ".per_partition", d.perPartition, grouped(d.perPartition, 1));
        put(id + ".fsync.log_cap", d.fsyncCapLog, grouped(d.fsyncCapLog),
            "1,000 ms / " + n(b.groupCommitMs, 1) + " ms");
        put(id + ".fsync.broker_cap", d.fsyncCapBroker, grouped(d.fsyncCapBroker));
        put(id + ".fsync.real_log", d.realFsyncLog, grouped(d.realFsyncLog, 1));
        put(id + ".iops", b.iops, grouped(b.iops));
        put(id + ".iops_at_cap", d.iopsAtCap, grouped(d.iopsAtCap));
        put(id + ".latency_ms", d.latencyMs, n(d.latencyMs, 1) + " ms");
        put(id + ".latency_target_ms", d.latencyTargetMs, n(d.latencyTargetMs, 1) + " ms");
        if (d.latencyMs > 0)
            put(id + ".latency_headroom", d.latencyTargetMs / d.latencyMs, grouped(d.latencyTargetMs / d.latencyMs, 1),
                n(d.latencyTargetMs, 1) + " / " + n(d.latencyMs, 1));
        std::string target = grouped(b.availabilityPercent, 4); // "99.9000" -> "99.9", "90.0000" -> "90"
        target.erase(target.find_last_not_of('0') + 1);
        if (target.back() == '.')
            target.pop_back();
        put(id + ".availability", b.availabilityPercent, target + "%");
        // Postgres as the queue: an insert on send, an update on receive, a delete on delete.
        put(id + ".postgres_rows", 3 * d.peak, grouped(3 * d.peak), "3 row writes x " + grouped(d.peak, 2));
        put(id + ".in_flight_per_s", d.peak, grouped(d.peak), "Little's law: peak x 1 s of hold");
        if (d.peak > 0 && cat.rounds.sqs.inFlightMax.value > 0)
            put(id + ".sqs_in_flight_hold", cat.rounds.sqs.inFlightMax.value / d.peak,
                grouped(cat.rounds.sqs.inFlightMax.value / d.peak, 1) + " s",
                grouped(cat.rounds.sqs.inFlightMax.value) + " / " + grouped(d.peak, 2));
    }
    for (size_t i = 0; i < s.workerPools.size() && i < r.workers.size(); ++i) {
        const WorkerPool& w = s.workerPools[i];
        const WorkerDetail& d = r.workers[i];
        const std::string id = w.id;
        put(id + ".workers", w.workers, grouped(w.workers));
        put(id + ".visibility", w.visibilityS, n(w.visibilityS, 1) + " s");
        put(id + ".extend_every", w.extendEveryS, n(w.extendEveryS, 1) + " s");
        put(id + ".max_receive", w.maxReceive, std::to_string(w.maxReceive));
        put(id + ".wait", w.waitS, n(w.waitS, 1) + " s");
        put(id + ".max_messages", w.maxMessages, std::to_string(w.maxMessages));
        put(id + ".processing_p50", w.processingP50S, n(w.processingP50S, 1) + " s");
        put(id + ".processing_p99", w.processingP99S, n(w.processingP99S, 1) + " s");
        put(id + ".processing_max", w.processingMaxS, n(w.processingMaxS, 1) + " s");
        put(id + ".deliveries", d.deliveries, std::to_string(d.deliveries));
        put(id + ".dlq_after", d.dlqAfterS, n(d.dlqAfterS, 1) + " s",
            std::to_string(d.deliveries) + " deliveries x " + n(w.visibilityS, 1) + " s");
    }
    const SqsComparison& q = r.sqs;
    if (q.known) {
        put("sqs.requests", q.requests, grouped(q.requests));
        put("sqs.requests_cost", q.requestsCost.usd(), usdText(q.requestsCost));
        put("sqs.idle_polls", q.idlePolls, grouped(q.idlePolls));
        put("sqs.idle_polls_cost", q.idlePollsCost.usd(), usdText(q.idlePollsCost));
        put("sqs.total", q.total.usd(), usdText(q.total));
        put("sqs.unbatched", q.unbatchedUpperBound.usd(), usdText(q.unbatchedUpperBound));
        put("price.sqs_million", cat.rounds.sqs.usdPerMillionRequests.value,
            dollars(cat.rounds.sqs.usdPerMillionRequests.value, 2));
    }
    if (q.known || !s.brokerFleets.empty()) {
        put("sqs.in_flight_max", cat.rounds.sqs.inFlightMax.value, grouped(cat.rounds.sqs.inFlightMax.value));
        put("sqs.wait_max", cat.rounds.sqs.longPollMaxS.value, grouped(cat.rounds.sqs.longPollMaxS.value) + " s");
    }
    if (r.durability.survives >= 0) {
        put("durability.survives", r.durability.survives, std::to_string(r.durability.survives));
        put("durability.replicas", r.durability.replicas, std::to_string(r.durability.replicas));
        put("tile.durability", r.durability.survives, durabilityTileText(r));
    }
    if (!std::isnan(r.availability.budgetMinutes)) {
        // Three figures whatever the target: 43.8 min at 99.9%, 4.38 at 99.99% (not 4.4).
        const double budget = r.availability.budgetMinutes;
        put("availability.downtime", budget,
            figure_words::with(figure_words::minutes, grouped(budget, budget >= 10  ? 1
                                                                      : budget >= 1 ? 2
                                                                                    : 3)));
    }
    if (!std::isnan(r.wallEventsPerSecond)) {
        put("wall.exact", r.wallEventsPerSecond, grouped(r.wallEventsPerSecond, 1));
        // A day's messages at the wall, for a producer that counts its load by the day.
        if (!s.taskProducers.empty() && s.taskProducers.front().peakRatio > 0) {
            const double perDay = r.wallEventsPerSecond / s.taskProducers.front().peakRatio * 86400;
            put("wall.msgs_per_day", perDay, figure_words::with(figure_words::million, grouped(perDay / 1e6, 1)));
        }
    }
}

// Round 2's figures beyond its cards' limits and bill lines (second-seed.md section 3.5), from the
// platform fleet's detail and the MSK comparison, so a lesson names them instead of typing them.
template <class Put> void roundTwoFigures(const Scenario& s, const Report& r, Put put)
{
    // Round 2's send options of each task producer (only on a design with a platform fleet).
    for (size_t i = 0; !s.platformFleets.empty() && i < s.taskProducers.size(); ++i) {
        const TaskProducer& p = s.taskProducers[i];
        put(p.id + ".peak", p.messagesPerDay / 86400 * p.peakRatio,
            grouped(p.messagesPerDay / 86400 * p.peakRatio, 1) + " msg/s",
            grouped(p.messagesPerDay) + " / 86,400 s x " + plainNumber(p.peakRatio));
        put(p.id + ".dedup_window", p.dedupWindowS, plainNumber(p.dedupWindowS) + " s");
        put(p.id + ".dedup_minutes", p.dedupWindowS / 60,
            figure_words::with(figure_words::minutes, plainNumber(p.dedupWindowS / 60)));
        // The delay is the queue topic's the producer sends to (none on a stream topic).
        double delayS = 0;
        for (const Connection& c : s.connections)
            if (c.from == p.id)
                for (const QueueTopic& t : s.queueTopics)
                    if (t.id == c.to)
                        delayS = t.delayS;
        put(p.id + ".delay", delayS, plainNumber(delayS) + " s");
        put(p.id + ".delay_minutes", delayS / 60, figure_words::with(figure_words::minutes, plainNumber(delayS / 60)));
        put(p.id + ".batch", p.batch, std::to_string(p.batch));
    }
    for (size_t i = 0; i < s.platformFleets.size() && i < r.platforms.size(); ++i) {
        const StreamPlatform& b = s.platformFleets[i];
        const PlatformDetail& d = r.platforms[i];
        const std::string id = b.id;
        const std::string brokers = std::to_string(b.brokers);
        const double left = b.brokers * double(b.zones - 1) / b.zones;
        // The platform's settings, as typed, so a lesson names them instead of typing them.
        put(id + ".brokers", b.brokers, brokers);
        put(id + ".zones", b.zones, std::to_string(b.zones));
        put(id + ".brokers_after_loss", left, grouped(left),
            brokers + " x " + std::to_string(b.zones - 1) + " / " + std::to_string(b.zones));
        put(id + ".partitions", b.partitions, grouped(b.partitions));
        put(id + ".rf", b.replicationFactor, std::to_string(b.replicationFactor));
        put(id + ".quorum", b.quorum, std::to_string(b.quorum));
        put(id + ".local_hours", b.localHours, figure_words::with(figure_words::hours, plainNumber(b.localHours)));
        put(id + ".tier_days", b.tierDays,
            figure_words::with(b.tierDays == 1 ? figure_words::day : figure_words::days, plainNumber(b.tierDays)));
        put(id + ".group_commit_ms", b.groupCommitMs, plainNumber(b.groupCommitMs) + " ms");
        put(id + ".read_factor", b.readFactor, plainNumber(b.readFactor));
        put(id + ".overhead", b.overhead, plainNumber(b.overhead));
        put(id + ".page_cache_gb", b.pageCacheGB, plainNumber(b.pageCacheGB) + " GB");
        put(id + ".team_quota", b.teamQuotaMBps, plainNumber(b.teamQuotaMBps) + " MB/s");
        put(id + ".volume_gb", b.volumeGB, grouped(b.volumeGB) + " GB");
        put(id + ".volume_mbps", b.volumeMBps, grouped(b.volumeMBps) + " MB/s");
        put(id + ".availability", b.availabilityPercent, plainNumber(b.availabilityPercent) + "%");
        put(id + ".average", d.average, grouped(d.average, 1) + " msg/s", "messages a day / 86,400 s");
        put(id + ".peak", d.peak, grouped(d.peak, 1) + " msg/s", grouped(d.average, 1) + " x the peak ratio");
        put(id + ".gb_day", d.gbPerDay, grouped(d.gbPerDay / 1000, 1) + " TB");
        put(id + ".gb_month", d.gbPerMonth, grouped(d.gbPerMonth / 1000, 1) + " TB", "a day x 30.4");
        put(id + ".ingress", d.ingressMBps, grouped(d.ingressMBps, 2) + " MB/s",
            grouped(d.peak, 1) + " msg/s x " + grouped(d.messageBytes) + " B");
        put(id + ".fleet_in", d.fleetInMBps, mb1(d.fleetInMBps),
            grouped(d.ingressMBps, 2) + " x " + std::to_string(b.replicationFactor) + " copies");
        put(id + ".fleet_out", d.fleetOutMBps, mb1(d.fleetOutMBps),
            grouped(d.ingressMBps, 2) + " x (" + plainNumber(b.readFactor) + " reads + " +
                std::to_string(b.replicationFactor - 1) + " followers)");
        put(id + ".broker_in", d.brokerInMBps, mb1(d.brokerInMBps), mb1(d.fleetInMBps) + " / " + brokers);
        put(id + ".broker_out", d.brokerOutMBps, mb1(d.brokerOutMBps), mb1(d.fleetOutMBps) + " / " + brokers);
        put(id + ".network_mbps", d.networkMBps, grouped(d.networkMBps, 2) + " MB/s");
        put(id + ".network.normal_percent", d.networkPercent, percentText(d.networkPercent),
            "(" + mb1(d.brokerInMBps) + " + " + mb1(d.brokerOutMBps) + ") / " + grouped(d.networkMBps, 2));
        put(id + ".volume.normal_percent", d.volumePercent, percentText(d.volumePercent));
        put(id + ".ebs.normal_percent", d.ebsPercent, percentText(d.ebsPercent));
        put(id + ".loss.broker_in", d.lossInMBps, mb1(d.lossInMBps), mb1(d.fleetInMBps) + " / " + grouped(left));
        put(id + ".loss.broker_out", d.lossOutMBps, mb1(d.lossOutMBps), mb1(d.fleetOutMBps) + " / " + grouped(left));
        put(id + ".loss.network_percent", d.lossNetworkPercent, percentText(d.lossNetworkPercent),
            "(" + mb1(d.lossInMBps) + " + " + mb1(d.lossOutMBps) + ") / " + grouped(d.networkMBps, 2));
        put(id + ".loss.volume_percent", d.lossVolumePercent, percentText(d.lossVolumePercent));
        put(id + ".loss.exact_in", d.exactInMBps, mb1(d.exactInMBps));
        put(id + ".loss.exact_out", d.exactOutMBps, mb1(d.exactOutMBps));
        put(id + ".loss.exact_network_percent", d.exactNetworkPercent, percentText(d.exactNetworkPercent),
            "two copies: (" + mb1(d.exactInMBps) + " + " + mb1(d.exactOutMBps) + ") / " + grouped(d.networkMBps, 2));
        put(id + ".replicas_per_broker", d.replicasPerBroker, grouped(d.replicasPerBroker),
            grouped(b.partitions) + " x " + std::to_string(b.replicationFactor) + " / " + brokers);
        put(id + ".replicas_share", d.replicasPerBroker / d.recommendedReplicas * 100,
            percentText(d.replicasPerBroker / d.recommendedReplicas * 100, 0),
            "of MSK's " + grouped(d.recommendedReplicas) + " a broker");
        put(id + ".leaders_per_broker", d.leadersPerBroker, grouped(d.leadersPerBroker),
            grouped(b.partitions) + " / " + brokers + " = " + grouped(d.leadersPerBroker, 1));
        put(id + ".page_cache_s", d.pageCacheS, grouped(d.pageCacheS) + " s",
            grouped(b.pageCacheGB * 1000) + " MB / " + mb1(d.brokerInMBps));
        put(id + ".page_cache_binary_s", d.pageCacheBinaryS, grouped(d.pageCacheBinaryS) + " s");
        put(id + ".journal.fsyncs", d.journalFsyncsPerBroker,
            figure_words::with(figure_words::perSecond, grouped(d.journalFsyncsPerBroker)));
        put(id + ".journal.kb_per_fsync", d.journalKBPerFsync, grouped(d.journalKBPerFsync) + " KB");
        put(id + ".journal.size_trigger", d.journalSizeTriggerMBps, grouped(d.journalSizeTriggerMBps) + " MB/s");
        put(id + ".fsync.per_partition", d.perPartitionFsyncs,
            figure_words::with(figure_words::perSecond, grouped(d.perPartitionFsyncs)));
        put(id + ".fsync.per_partition_cap", d.perPartitionFsyncCap, grouped(d.perPartitionFsyncCap));
        put(id + ".storage.local", d.localGB, grouped(d.localGB / 1000, 1) + " TB",
            grouped(d.gbPerDay / 1000, 1) + " TB x " + plainNumber(b.localHours) + " h / 24 x " +
                std::to_string(b.replicationFactor) + " x " + plainNumber(b.overhead));
        put(id + ".storage.provisioned", d.provisionedGB, grouped(d.provisionedGB / 1000, 1) + " TB");
        put(id + ".storage.fill", d.localFill * 100, percentText(d.localFill * 100, 0));
        put(id + ".storage.days_of_room", d.daysOfRoom,
            figure_words::with(figure_words::days, grouped(d.daysOfRoom, 2)));
        put(id + ".tier.gb", d.tierGB, grouped(d.tierGB / 1000, 1) + " TB",
            grouped(d.gbPerDay / 1000, 1) + " TB x " + plainNumber(b.tierDays) + " days");
        put(id + ".tier.without_gb", d.withoutTierGB, grouped(d.withoutTierGB / 1000, 1) + " TB");
        put(id + ".tier.without_provisioned_gb", d.withoutTierProvisionedGB,
            grouped(d.withoutTierProvisionedGB / 1000) + " TB");
        put(id + ".tier.disk_cut", d.diskCut * 100, percentText(d.diskCut * 100));
        put(id + ".tier.saving", d.tierSaving.usd(), usdText(d.tierSaving));
        put(id + ".follower_fetch_saving", d.followerFetchSaving.usd(), usdText(d.followerFetchSaving));
        put(id + ".cross_az.replication", d.replicationCost.usd(), usdText(d.replicationCost));
        put(id + ".cross_az.producers", d.producersCost.usd(), usdText(d.producersCost));
        put(id + ".dedup.ids", d.dedupIds, grouped(d.dedupIds / 1e6, 1) + " M");
        put(id + ".dedup.per_partition", d.dedupIdsPerPartition, grouped(d.dedupIdsPerPartition));
        put(id + ".crash.retried_low", d.retriedLow, grouped(d.retriedLow));
        put(id + ".crash.retried_high", d.retriedHigh, grouped(d.retriedHigh));
        put(id + ".latency_ms", d.latencyMs, plainNumber(d.latencyMs) + " ms");
        put(id + ".latency_target_ms", d.latencyTargetMs, plainNumber(d.latencyTargetMs) + " ms");
        put(id + ".latency_headroom_ms", d.latencyTargetMs - d.latencyMs,
            plainNumber(d.latencyTargetMs - d.latencyMs) + " ms",
            plainNumber(d.latencyTargetMs) + " - " + plainNumber(d.latencyMs));
        put(id + ".downtime_minutes", d.downtimeMinutes,
            figure_words::with(figure_words::minutes, grouped(d.downtimeMinutes, 2)),
            "43,776 min x (1 - " + plainNumber(d.availabilityPercent) + "%)");
        put(id + ".wall.local_fill", d.wallLocalFill, grouped(d.wallLocalFill) + " msg/s");
    }
    if (r.msk.known) {
        put("msk.brokers", r.msk.brokers.usd(), usdText(r.msk.brokers));
        put("msk.storage", r.msk.storage.usd(), usdText(r.msk.storage));
        put("msk.tier", r.msk.tier.usd(), usdText(r.msk.tier));
        put("msk.producers", r.msk.producers.usd(), usdText(r.msk.producers));
        put("msk.total", r.msk.total.usd(), usdText(r.msk.total));
    }
}

// Round 3's figures beyond its cards' limits and bill lines (second-seed.md section 4.4), from the
// report's regions, mirrors and global detail, so a lesson names them instead of typing them. TB are
// decimal (1,000 GB), as the seed counts them.
template <class Put> void roundThreeFigures(const Scenario& s, const Catalog& cat, const Report& r, Put put)
{
    const GlobalDetail& g = r.global;
    if (!g.known)
        return;
    auto tb = [](double gb, int dp) { return grouped(gb / 1000, dp) + " TB"; };
    auto days = [](double d) {
        return figure_words::with(d == 1 ? figure_words::day : figure_words::days, plainNumber(d));
    };
    double average = 0, perDay = 0;
    for (const RegionDetail& d : r.regions) {
        average += d.perDay / 86400;
        perDay += d.perDay;
    }
    put("global.msgs_per_day", perDay,
        figure_words::with(figure_words::billion,
                           grouped(perDay / 1e9, perDay / 1e9 == std::floor(perDay / 1e9) ? 0 : 1)));
    put("global.average", average, grouped(average) + " msg/s", "messages a day / 86,400 s");
    put("global.peak", g.peak, grouped(g.peak) + " msg/s", "every region's own peak");
    put("global.regions", static_cast<double>(s.regions.size()), std::to_string(s.regions.size()));
    put("global.cells", g.cells, std::to_string(g.cells));
    put("global.brokers", g.brokers, grouped(g.brokers));
    put("global.controllers", g.controllers, grouped(g.controllers));
    put("global.mirror_mbps", g.mirrorMBps, mb1(g.mirrorMBps));
    put("global.mirror_tb_day", g.mirrorGBPerDay, tb(g.mirrorGBPerDay, 1), "the mirrors' MB/s x 86,400 s");
    put("global.own_tb_day", g.ownGBPerDay, tb(g.ownGBPerDay, 0));
    put("global.mirrored_tb_day", g.mirroredGBPerDay, tb(g.mirroredGBPerDay, 0));
    put("global.finance_tb_day", g.financeGBPerDay, tb(g.financeGBPerDay, 0));
    put("global.into_cells_tb_month", g.intoCellsGBPerMonth, tb(g.intoCellsGBPerMonth, 0),
        "(own + mirrored) a day x 30.4");
    put("global.broker_tb", g.brokerGB, tb(g.brokerGB, 0));
    put("global.broker_fill", g.brokerFill * 100, percentText(g.brokerFill * 100, 1));
    put("global.days_of_room", g.daysOfRoom, figure_words::with(figure_words::days, grouped(g.daysOfRoom, 1)));
    put("global.s3_tb", g.s3GB, tb(g.s3GB, 0));
    put("global.glacier_stored_tb", g.glacierStoredGB, tb(g.glacierStoredGB, 0));
    put("global.glacier_billed_tb", g.glacierBilledGB, tb(g.glacierBilledGB, 0));
    put("global.stored_tb", g.storedGB, tb(g.storedGB, 0), "brokers + S3 Standard + Glacier IR stored");
    put("global.raw_tb", g.rawGB, tb(g.rawGB, 0), "every archive day on brokers, as sent");
    put("global.raw_cost", g.rawCost.usd(), usdText(g.rawCost));
    put("global.mirroring", g.mirroring.usd(), usdText(g.mirroring));
    put("global.storage", g.storage.usd(), usdText(g.storage), "gp3 storage and throughput, S3 Standard, Glacier IR");
    put("global.cross_zone", g.crossZone.usd(), usdText(g.crossZone));
    put("global.replication_share", g.replicationShare * 100, percentText(g.replicationShare * 100, 0));
    put("global.build", g.build.usd(), usdText(g.build));
    put("global.msk", g.msk.usd(), usdText(g.msk));
    put("global.saves", g.saves.usd(), usdText(g.saves), "MSK's month - the built month");
    // The people who run it: the user's figure, never the engine's (the seed prices no team).
    put("global.team", g.teamUsd,
        g.teamUsd > 0 ? plainWords(usdText(Money::fromUsd(g.teamUsd))) : message(figure_words::notEntered),
        "the cells' team_usd_month, added up");
    put("global.saves_with_team", g.savesWithTeam.usd(),
        g.savesWithTeam.cents < 0 ? "-" + usdText(Money{-g.savesWithTeam.cents}) : usdText(g.savesWithTeam),
        "saves - team");
    if (r.msk.known) {
        put("msk.archive", r.msk.archive.usd(), usdText(r.msk.archive));
        put("msk.mirroring", r.msk.mirroring.usd(), usdText(r.msk.mirroring));
    }
    put("price.glacier_min_days", cat.rounds.storage.glacierIrMinimumDays.value,
        days(cat.rounds.storage.glacierIrMinimumDays.value));
    put("price.s3_standard_gb", cat.rounds.storage.standardUsdPerGBMonth.value,
        price(cat.rounds.storage.standardUsdPerGBMonth.value));
    put("price.glacier_ir_gb", cat.rounds.storage.glacierIrUsdPerGBMonth.value,
        price(cat.rounds.storage.glacierIrUsdPerGBMonth.value));
    put("price.gp3_gb", cat.rounds.gp3.storageUsdPerGBMonth.value, price(cat.rounds.gp3.storageUsdPerGBMonth.value));
    put("price.cross_region_gb", cat.rounds.transfer.crossRegionUsdPerGB.value,
        price(cat.rounds.transfer.crossRegionUsdPerGB.value));
    put("kms.wait_min_days", cat.rounds.kms.deletionWaitMinDays.value, days(cat.rounds.kms.deletionWaitMinDays.value));
    put("kms.wait_max_days", cat.rounds.kms.deletionWaitMaxDays.value, days(cat.rounds.kms.deletionWaitMaxDays.value));

    for (size_t i = 0; i < s.regions.size() && i < r.regions.size(); ++i) {
        const Region& region = s.regions[i];
        const RegionDetail& d = r.regions[i];
        const std::string id = region.id;
        put(id + ".share", region.share * 100, percentText(region.share * 100, 0));
        put(id + ".residency", region.residency == Residency::Eu ? 1 : 0,
            region.residency == Residency::Eu ? "EU" : "US");
        put(id + ".pair", 0, region.pair);
        put(id + ".own_peak", d.ownPeak, grouped(d.ownPeak) + " msg/s",
            percentText(region.share * 100, 0) + " x " + grouped(g.peak));
        put(id + ".mirror_in", d.mirrorIn, grouped(d.mirrorIn) + " msg/s", "the critical share of its pair's own peak");
        put(id + ".planned_peak", d.plannedPeak, grouped(d.plannedPeak) + " msg/s",
            grouped(d.ownPeak) + " + " + grouped(d.mirrorIn));
        put(id + ".cells", d.cells, std::to_string(d.cells));
        put(id + ".cells_needed", d.cellsNeeded, std::to_string(d.cellsNeeded));
        put(id + ".availability", region.availabilityPercent, plainNumber(region.availabilityPercent) + "%");
        put(id + ".downtime", d.downtimeSeconds, grouped(d.downtimeSeconds, 1) + " s",
            "30.4 days x 1,440 min x 60 s x (1 - the target)");
    }
    for (size_t i = 0; i < s.mirrorLinks.size() && i < r.mirrors.size(); ++i) {
        const MirrorLink& m = s.mirrorLinks[i];
        const MirrorDetail& d = r.mirrors[i];
        const std::string id = m.id;
        put(id + ".critical_share", m.criticalShare * 100, percentText(m.criticalShare * 100, 0));
        put(id + ".lag", m.lagS, plainNumber(m.lagS) + " s");
        put(id + ".target_lag", m.targetLagS, plainNumber(m.targetLagS) + " s");
        if (d.from < 0)
            continue;
        put(id + ".from", d.from, s.regions[static_cast<size_t>(d.from)].name);
        if (d.to >= 0)
            put(id + ".to", d.to, s.regions[static_cast<size_t>(d.to)].name);
        put(id + ".rate", d.rate, grouped(d.rate) + " msg/s",
            percentText(m.criticalShare * 100, 0) + " x the source's own peak");
        put(id + ".at_risk", d.atRisk, grouped(d.atRisk), grouped(d.rate) + " msg/s x " + plainNumber(m.lagS) + " s");
        put(id + ".at_target", d.atTarget, grouped(d.atTarget),
            grouped(d.rate) + " msg/s x " + plainNumber(m.targetLagS) + " s");
        put(id + ".mbps", d.mbps, mb1(d.mbps));
        put(id + ".tb_day", d.gbPerDay, tb(d.gbPerDay, 2));
    }
    for (const Cell& c : s.cells) {
        const std::string id = c.id;
        put(id + ".count", c.count, std::to_string(c.count));
        put(id + ".brokers_per_cell", c.brokers, std::to_string(c.brokers));
        put(id + ".controllers_per_cell", c.controllers, std::to_string(c.controllers));
        put(id + ".instance", 0, c.instance);
        put(id + ".controller_instance", 0, c.controllerInstance);
        put(id + ".capacity", c.capacityMsgPerS, grouped(c.capacityMsgPerS, 1) + " msg/s");
        put(id + ".headroom", c.growthHeadroom, plainNumber(c.growthHeadroom));
        put(id + ".volume_gb", c.volumeGB, grouped(c.volumeGB) + " GB");
        put(id + ".local_hours", c.localHours, figure_words::with(figure_words::hours, plainNumber(c.localHours)));
        put(id + ".s3_days", c.s3Days, days(c.s3Days));
        put(id + ".archive_days", c.archiveDays, days(c.archiveDays));
        put(id + ".finance_share", c.financeShare * 100, percentText(c.financeShare * 100, 0));
        put(id + ".compression", c.compression, plainNumber(c.compression));
    }
}
} // namespace

Figures figures(const Scenario& s, const Catalog& cat, const Report& r)
{
    Figures f;
    // A figure's text is figures and symbols ("42.7%", "409.6 MB/s"), or words (a Message) the window may
    // write in its language ("50 million").
    struct {
        Figures& f;
        void operator()(const std::string& key, double value, std::string text, std::string formula = {}) const
        {
            f[key] = {value, std::move(text), std::move(formula), {}};
        }
        void operator()(const std::string& key, double value, Message words, std::string formula = {}) const
        {
            std::string text = words.text();
            f[key] = {value, std::move(text), std::move(formula), std::move(words)};
        }
    } put{f};
    const double eps = r.offeredEventsPerSecond;
    const double bytes = eps > 0 ? r.offered.bytesPerSecond / eps : 0;
    put("load.events_per_s", eps, grouped(eps));
    put("event.bytes", bytes, grouped(bytes), "mean bytes an event");
    put("event.kib", bytes / 1024, grouped(bytes / 1024, bytes / 1024 == std::floor(bytes / 1024) ? 0 : 2) + " KiB");
    put("stream.bytes_per_s", r.offered.bytesPerSecond, grouped(r.offered.bytesPerSecond),
        grouped(eps) + " x " + grouped(bytes) + " bytes");
    put("stream.mbps", r.offered.mbps(), mb1(r.offered.mbps()), grouped(r.offered.bytesPerSecond) + " / 10^6");
    put("stream.mibps", r.offered.mibps(), grouped(r.offered.mibps(), 2) + " MiB/s",
        grouped(r.offered.bytesPerSecond) + " / 2^20");
    put("stream.gib_day", r.offered.gibPerDay(), grouped(r.offered.gibPerDay(), 3) + " GiB",
        grouped(r.offered.bytesPerSecond) + " x 86,400 / 2^30");
    put("stream.gib_month", r.offered.gibPerMonth(), grouped(r.offered.gibPerMonth()) + " GiB",
        "30 x " + grouped(r.offered.gibPerDay(), 3));
    put("tile.load", eps, loadTileText(s, eps)); // in the design's unit, as the tile says it
    put("tile.latency", r.latency.ms, latencyTileText(r.latency));
    put("tile.cost", r.total.usd(), costTileText(r.total, costTileWholeBelow(s)));
    put("tile.first", r.firstToSaturate, firstToSaturateText(s, r));
    if (r.busiest >= 0) {
        put("busiest.name", r.busiest, cardName(s, r.cards[r.busiest]));
        put("busiest.percent", r.cards[r.busiest].rawPercent, whole(r.cards[r.busiest].rawPercent));
    }
    put("latency.linger_ms", r.latency.lingerMs, grouped(r.latency.lingerMs) + " ms");
    put("latency.fixed_ms", kFixedProduceMs, grouped(kFixedProduceMs) + " ms");
    put("waiting.events_per_s", r.latency.waitingEventsPerSecond, grouped(r.latency.waitingEventsPerSecond));
    if (!std::isnan(r.wallEventsPerSecond)) {
        const CardReport& wc = r.cards[r.wallCard];
        put("wall.events_per_s", r.wallEventsPerSecond, grouped(r.wallEventsPerSecond));
        put("wall.card", r.wallCard, cardName(s, wc));
        put("wall.limit", r.wallLimit, limitName(wc.limits[r.wallLimit].kind));
    }
    // The catalogue's unit prices and AWS's lines, so texts name them instead of typing them.
    put("price.local_gib_month", cat.prices.standardStoragePerGiBMonth, price(cat.prices.standardStoragePerGiBMonth));
    put("price.tier_gib_month", cat.prices.tierStoragePerGiBMonth, price(cat.prices.tierStoragePerGiBMonth));
    put("price.tier_read_gb", cat.prices.tierReadPerGB, price(cat.prices.tierReadPerGB));
    put("price.express_gib_month", cat.prices.expressStoragePerGiBMonth, price(cat.prices.expressStoragePerGiBMonth));
    put("price.express_in_gb", cat.prices.expressDataInPerGB, price(cat.prices.expressDataInPerGB));
    put("price.zone_gb_each_way", cat.prices.interZonePerGBEachWay, price(cat.prices.interZonePerGBEachWay));
    put("price.task_hour", cat.prices.consumerTaskPerHour, price(cat.prices.consumerTaskPerHour));
    put("line.sizing", cat.prices.standardSizingLinePercent, whole(cat.prices.standardSizingLinePercent));
    put("line.red", kRedPercent, whole(kRedPercent));
    put("cost.total", r.total.usd(), usdText(r.total));
    // The bill on what the brokers carry as the seed writes it: whole events a second (past a wall,
    // the wall rounded down; below every wall, the offered load), with the lines added before the
    // month is rounded to the cent. At Stage 3 that is 21,961 events/s and $3,046.36, beside the
    // card's $3,046.44 on the exact fraction with each line rounded. The first seed's figures: a design
    // of Round 1's kinds alone (no cluster) has no MSK lines to add up this way.
    if (!s.clusters.empty()) {
        const double carried =
            std::isnan(r.wallEventsPerSecond) ? eps : std::min(eps, std::floor(r.wallEventsPerSecond));
        const Report atCarried = carried < eps && carried >= 1 ? evaluate(s, cat, carried) : r;
        double mskUsd = 0, totalUsd = 0;
        for (const auto& line : atCarried.bill) {
            const double usd = line.item == BillItem::Brokers || line.item == BillItem::ConsumerTasks
                                   ? line.amount.usd() // hours x price: already whole cents
                                   : line.quantity * line.unitPrice;
            totalUsd += usd;
            if (line.item != BillItem::ConsumerTasks)
                mskUsd += usd;
        }
        put("carried.whole_events_per_s", carried, grouped(carried));
        put("carried.cost.msk", mskUsd, usdText(Money::fromUsd(mskUsd)),
            "the MSK lines at " + grouped(carried) + " events/s, added before rounding");
        put("carried.cost.total", totalUsd, usdText(Money::fromUsd(totalUsd)));
    }
    Money consumers, msk;
    for (const auto& line : r.bill)
        if (line.nodeKind == NodeKind::Cluster || line.item == BillItem::ConsumerTasks)
            (line.item == BillItem::ConsumerTasks ? consumers : msk) += line.amount;
    put("cost.msk", msk.usd(), usdText(msk));
    put("cost.consumers", consumers.usd(), usdText(consumers));
    for (const auto& line : r.bill) {
        if (line.item == BillItem::ConsumerTasks) {
            put("cost.tasks", line.quantity, grouped(line.quantity));
            continue;
        }
        if (line.node < 0) // a line of a whole kind (the dead-letter queues): no node to file it under
            continue;
        std::string key;
        if (line.nodeKind == NodeKind::Cluster) {
            static const char* keys[] = {"brokers", "local", "tier", "storage", "data_in", "tasks"};
            key = keys[static_cast<int>(line.item)];
        } else { // another kind's line: its name as a key ("gp3 IOPS" -> "gp3_iops")
            for (char c : billItemName(line.item))
                key += c == ' ' || c == '-' ? '_' : static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        }
        put(nodeId(s, line.nodeKind, line.node) + ".cost." + key, line.amount.usd(), usdText(line.amount),
            billLineText(s, cat, line));
    }

    for (const CardReport& card : r.cards) {
        const std::string id = cardId(s, card);
        put(id + ".name", card.node, cardName(s, card));
        put(id + ".percent", card.rawPercent, whole(card.rawPercent));
        for (const LimitReport& l : card.limits) {
            const std::string k = id + "." + limitKey(l.kind);
            const int dp = l.kind == LimitKind::Storage ? 2 : l.kind == LimitKind::Consumers ? 0 : 2;
            put(k + ".used", l.used, grouped(l.used, dp) + " " + limitUnit(l.kind), limitFormula(s, r, card, l).text());
            // Short, in the limit's own unit: MB/s rates as the seed writes them, GiB whole, and Round 1's
            // GB, IOPS, messages and msg/s counted (a partition's or FIFO's rate to one decimal).
            const std::string unit = limitUnit(l.kind);
            const int shortDp = l.kind == LimitKind::PartitionRate || l.kind == LimitKind::FifoThroughput ? 1 : 0;
            put(k + ".used_short", l.used,
                l.kind == LimitKind::Storage ? gib(l.used)
                : unit == "MB/s"             ? rate(l.used)
                                             : grouped(l.used, shortDp) + " " + unit);
            // Rates as the catalogue and the seed write them: 15, 234.2, 78.75 MB/s (no trailing zeros).
            put(k + ".capacity", l.capacity,
                (l.kind == LimitKind::Storage || l.kind == LimitKind::Consumers ? grouped(l.capacity, 0)
                                                                                : cap2(l.capacity)) +
                    " " + limitUnit(l.kind));
            put(k + ".percent", l.percent, percentText(l.percent), limitFormula(s, r, card, l).text());
            put(k + ".percent_whole", l.percent, whole(l.percent));
            if (!std::isnan(l.wallEventsPerSecond))
                put(k + ".wall", l.wallEventsPerSecond, grouped(l.wallEventsPerSecond));
        }
        if (card.kind == NodeKind::Group && card.cluster >= 0) {
            const GroupDetail& d = r.groups[card.node];
            const ConsumerGroup& g = s.groups[card.node];
            put(id + ".threads", g.threadsPerTask, std::to_string(g.threadsPerTask));
            put(id + ".ms_per_event", g.msPerEvent,
                grouped(g.msPerEvent, g.msPerEvent == std::floor(g.msPerEvent) ? 0 : 1) + " ms");
            put(id + ".task_rate", g.threadsPerTask * 1000.0 / g.msPerEvent,
                grouped(g.threadsPerTask * 1000.0 / g.msPerEvent),
                std::to_string(g.threadsPerTask) + " x 1,000 / " + grouped(g.msPerEvent, 1));
            put(id + ".partition_thread", d.partitionThreadShare * 100, whole(d.partitionThreadShare * 100),
                grouped(card.offeredEventsPerSecond / s.clusters[card.cluster].partitions) + " events/s x " +
                    grouped(g.msPerEvent, 1) + " ms");
            put(id + ".partition_events", card.offeredEventsPerSecond / s.clusters[card.cluster].partitions,
                grouped(card.offeredEventsPerSecond / s.clusters[card.cluster].partitions));
            const ClusterDetail& cd = r.clusters[card.cluster];
            const double hotEvents = card.offeredEventsPerSecond * cd.hotKeyShare;
            const double subEvents = hotEvents / cd.subKeys;
            put(id + ".hot_key_events", hotEvents, grouped(hotEvents),
                grouped(card.offeredEventsPerSecond) + " x " + percentText(cd.hotKeyShare * 100, 0));
            put(id + ".hot_key_seconds", d.hotKeyThreadSeconds, grouped(d.hotKeyThreadSeconds, 1) + " s",
                grouped(hotEvents) + " events/s x " + grouped(g.msPerEvent, 1) + " ms");
            put(id + ".sub_key_events", subEvents, grouped(subEvents, subEvents == std::floor(subEvents) ? 0 : 1),
                grouped(hotEvents) + " / " + std::to_string(cd.subKeys));
            put(id + ".sub_key_thread", threadBusyShare(subEvents, g.msPerEvent) * 100,
                percentText(threadBusyShare(subEvents, g.msPerEvent) * 100),
                grouped(subEvents, 1) + " events/s x " + grouped(g.msPerEvent, 1) + " ms");
            put(id + ".idle_tasks", d.idleTasks, std::to_string(d.idleTasks));
            // The group against the stream the producers offer, whatever the brokers let through:
            // the seed's 41.7% at Stage 3, where the card (on what is carried) reads less.
            const double groupCapacity = card.limits.front().capacity;
            const double offeredToGroup = r.cards[s.producers.size() + card.cluster].offeredEventsPerSecond;
            if (groupCapacity > 0)
                put(id + ".offered_percent", offeredToGroup / groupCapacity * 100,
                    percentText(offeredToGroup / groupCapacity * 100),
                    grouped(offeredToGroup) + " / " + grouped(groupCapacity));
        }
    }

    for (size_t ci = 0; ci < s.clusters.size(); ++ci) {
        const Cluster& c = s.clusters[ci];
        const ClusterDetail& d = r.clusters[ci];
        const std::string id = c.id;
        const int copies = networkCopies(d.groups, c.replicationFactor);
        put(id + ".brokers", c.brokers, std::to_string(c.brokers));
        put(id + ".size", 0, c.brokerSize);
        put(id + ".rf", c.replicationFactor, std::to_string(c.replicationFactor));
        put(id + ".min_insync", c.minInsyncReplicas, std::to_string(c.minInsyncReplicas));
        put(id + ".partitions", c.partitions, std::to_string(c.partitions));
        put(id + ".groups", d.groups, std::to_string(d.groups));
        put(id + ".copies", copies, std::to_string(copies),
            std::to_string(d.groups) + " + " + std::to_string(c.replicationFactor) + " - 1");
        put(id + ".leaders_send", d.offered.mbps() * copies, mb1(d.offered.mbps() * copies),
            mb1(d.offered.mbps()) + " x " + std::to_string(copies));
        put(id + ".retention_days", c.retentionDays,
            grouped(c.retentionDays, c.retentionDays == std::floor(c.retentionDays) ? 0 : 2));
        put(id + ".local_hours", c.localRetentionHours, grouped(c.localRetentionHours, 0));
        put(id + ".carried", r.cards[s.producers.size() + ci].carriedEventsPerSecond,
            grouped(r.cards[s.producers.size() + ci].carriedEventsPerSecond));
        put(id + ".in_mbps", d.offered.mbps(), mb1(d.offered.mbps()));
        put(id + ".hot_share", d.hotKeyShare * 100, percentText(d.hotKeyShare * 100, 0));
        put(id + ".sub_keys", d.subKeys, std::to_string(d.subKeys));
        put(id + ".partition_share", d.cardPartitionShare * 100, percentText(d.cardPartitionShare * 100, 2));
        put(id + ".partition_even", d.offered.mbps() / c.partitions, mb(d.offered.mbps() / c.partitions),
            mb1(d.offered.mbps()) + " / " + std::to_string(c.partitions));
        const double exact = d.exactPartitionShare * d.offered.mbps();
        put(id + ".partition_exact", exact, grouped(exact, 3) + " MB/s",
            percentText(d.exactPartitionShare * 100, 2) + " x " + mb1(d.offered.mbps()));
        put(id + ".partition_read", exact * d.groups, mb(exact * d.groups),
            std::to_string(d.groups) + " x " + grouped(exact, 3));
        const LimitReport* partLimit = nullptr;
        for (const auto& l : r.cards[s.producers.size() + ci].limits)
            if (l.kind == LimitKind::Partition || l.kind == LimitKind::ExpressPartition)
                partLimit = &l;
        if (partLimit && partLimit->capacity > 0) {
            put(id + ".partition_exact_percent", exact / partLimit->capacity * 100,
                percentText(exact / partLimit->capacity * 100), grouped(exact, 3) + " / " + cap2(partLimit->capacity));
            put(id + ".partition_read_percent", exact * d.groups / partLimit->capacity * 100,
                percentText(exact * d.groups / partLimit->capacity * 100),
                mb(exact * d.groups) + " / " + cap2(partLimit->capacity));
        }
        put(id + ".distinct_by_hash", d.distinctPartitionsByHash, grouped(d.distinctPartitionsByHash, 0),
            std::to_string(c.partitions) + " x (1 - (1 - 1/" + std::to_string(c.partitions) + ")^" +
                std::to_string(d.subKeys) + ")");
        put(id + ".group_reads", d.offered.mbps() * d.groups, mb1(d.offered.mbps() * d.groups),
            plural(d.groups, "group", "groups") + " x " + mb1(d.offered.mbps()));
        // The default hash and the sub-keys: some partition holds two slices of the hot key, or three.
        if (d.subKeys > 1) {
            const double rest = (1.0 - d.hotKeyShare) / c.partitions;
            for (const auto& [name, slices] : {std::pair{"hash_pair", 2}, std::pair{"hash_triple", 3}}) {
                const double mbps = (slices * d.hotKeyShare / d.subKeys + rest) * d.offered.mbps();
                const std::string k = id + "." + name;
                put(k, mbps, grouped(mbps, 2) + " MB/s",
                    "(" + std::to_string(slices) + " x " + percentText(d.hotKeyShare * 100, 0) + " / " +
                        std::to_string(d.subKeys) + " + " + percentText((1.0 - d.hotKeyShare) * 100, 0) + " / " +
                        std::to_string(c.partitions) + ") x " + mb1(d.offered.mbps()));
                put(k + "_read", mbps * d.groups, rate(mbps * d.groups),
                    std::to_string(d.groups) + " x " + grouped(mbps, 3));
                if (partLimit && partLimit->capacity > 0) {
                    put(k + "_percent", mbps / partLimit->capacity * 100,
                        percentText(mbps / partLimit->capacity * 100));
                    put(k + "_read_percent", mbps * d.groups / partLimit->capacity * 100,
                        percentText(mbps * d.groups / partLimit->capacity * 100));
                }
                const double chance = chanceSomePartitionHolds(d.subKeys, c.partitions, slices);
                if (!std::isnan(chance))
                    put(k + "_chance", chance * 100, percentText(chance * 100),
                        "chance the default hash puts " + std::to_string(slices) + " or more of " +
                            std::to_string(d.subKeys) + " sub-keys on one of " + std::to_string(c.partitions) +
                            " partitions");
            }
        }
        if (c.kind == ClusterKind::Standard) {
            const StandardSize& size = *cat.findStandard(c.brokerSize);
            put(id + ".storage.local", d.localGiB, grouped(d.localGiB, 2) + " GiB");
            put(id + ".storage.tier", d.tierGiB, grouped(d.tierGiB, 2) + " GiB");
            put(id + ".storage.held", d.heldGiB, grouped(d.heldGiB) + " GiB");
            put(id + ".storage.billed", d.billedLocalGiB, grouped(d.billedLocalGiB, 2) + " GiB");
            const double week3 = c.replicationFactor * c.retentionDays * d.offered.gibPerDay();
            put(id + ".storage.all_local", week3, grouped(week3, 2) + " GiB",
                grouped(c.retentionDays, 0) + " x " + std::to_string(c.replicationFactor) + " x " +
                    grouped(d.offered.gibPerDay(), 3));
            put(id + ".storage.all_local_percent", week3 / d.heldGiB * 100, whole(week3 / d.heldGiB * 100));
            put(id + ".storage.all_local_cost", week3 * cat.prices.standardStoragePerGiBMonth,
                usdText(Money::fromUsd(week3 * cat.prices.standardStoragePerGiBMonth)));
            // The same retention with one replica fewer ("drop to RF 2" on Stage 1's page of wrong answers).
            if (c.replicationFactor > 1) {
                const int fewer = c.replicationFactor - 1;
                const double weekFewer = fewer * c.retentionDays * d.offered.gibPerDay();
                put(id + ".rf_minus_one", fewer, std::to_string(fewer));
                put(id + ".storage.rf_minus_one", weekFewer, grouped(weekFewer, 2) + " GiB",
                    grouped(c.retentionDays, 0) + " x " + std::to_string(fewer) + " x " +
                        grouped(d.offered.gibPerDay(), 3));
                put(id + ".storage.rf_minus_one_percent", weekFewer / d.heldGiB * 100,
                    whole(weekFewer / d.heldGiB * 100), grouped(weekFewer, 2) + " / " + grouped(d.heldGiB) + " GiB");
            }
            if (size.networkMBps.value && c.brokers > 1) {
                const double lost = lostBrokerNetworkPercent(d.offered, d.groups, c.replicationFactor, c.brokers,
                                                             *size.networkMBps.value);
                put(id + ".lost_broker", lost, percentText(lost),
                    mb1(d.offered.mbps()) + " x " + std::to_string(copies - 1) + " / " + std::to_string(c.brokers - 1) +
                        " / " + grouped(*size.networkMBps.value, 2));
                const double oneLeader =
                    onePartitionEventsPerSecond(*size.networkMBps.value, 1, c.replicationFactor, bytes);
                put(id + ".one_partition_events", oneLeader, grouped(oneLeader));
                put(id + ".one_partition_percent", eps / oneLeader * 100, whole(eps / oneLeader * 100));
            }
            put(id + ".refetch", worstCaseRefetchGiB(d.localGiB, c.brokers),
                grouped(worstCaseRefetchGiB(d.localGiB, c.brokers)) + " GiB",
                grouped(d.localGiB, 2) + " / " + std::to_string(c.brokers));
            const Money twoWeeks = tierCost(d.offered, 2 * c.retentionDays, cat.prices.tierStoragePerGiBMonth);
            put(id + ".tier_double", twoWeeks.usd(), usdText(twoWeeks));
            put(id + ".tier_double_gib", 2 * c.retentionDays * d.offered.gibPerDay(),
                grouped(2 * c.retentionDays * d.offered.gibPerDay(), 2) + " GiB");
            put(id + ".partition_copies", d.partitionCopiesPerBroker, grouped(d.partitionCopiesPerBroker));
            if (size.recommendedPartitionCopies.value)
                put(id + ".partition_copies_max", *size.recommendedPartitionCopies.value,
                    grouped(*size.recommendedPartitionCopies.value));
            if (size.maxStorageGiB.value)
                put(id + ".storage.quota", *size.maxStorageGiB.value, gib(*size.maxStorageGiB.value));
            if (size.priceUsdPerHour.value)
                put(id + ".price_hour", *size.priceUsdPerHour.value, price(*size.priceUsdPerHour.value));
            if (size.networkMBps.value) {
                // One group only: the leaders send r copies, not c + r - 1 (Stage 3's first step).
                const double oneGroup =
                    d.offered.mbps() * c.replicationFactor / c.brokers / *size.networkMBps.value * 100;
                put(id + ".network.one_group_percent", oneGroup, percentText(oneGroup),
                    mb1(d.offered.mbps()) + " x " + std::to_string(c.replicationFactor) + " / " +
                        std::to_string(c.brokers) + " / " + cap2(*size.networkMBps.value));
                put(id + ".network.leader_share", *size.networkMBps.value / copies,
                    grouped(*size.networkMBps.value / copies, 1) + " MB/s",
                    cap2(*size.networkMBps.value) + " / " + std::to_string(copies));
            }
        } else {
            if (!std::isnan(d.expressDataOutSustainedPercent))
                put(id + ".data_out.sustained_percent", d.expressDataOutSustainedPercent,
                    percentText(d.expressDataOutSustainedPercent));
            const ExpressSize& size = *cat.findExpress(c.brokerSize);
            if (size.dataOutSustainedMBps.value)
                put(id + ".data_out.sustained", *size.dataOutSustainedMBps.value,
                    cap2(*size.dataOutSustainedMBps.value) + " MB/s");
            if (size.priceUsdPerHour.value)
                put(id + ".price_hour", *size.priceUsdPerHour.value, price(*size.priceUsdPerHour.value));
            // The next Express size down in the catalogue, for "why not a smaller broker".
            const ExpressSize* smaller = nullptr;
            for (const ExpressSize& e : cat.express) {
                if (e.name == c.brokerSize)
                    break;
                smaller = &e;
            }
            if (smaller && smaller->dataOutSustainedMBps.value) {
                put(id + ".smaller.size", 0, smaller->name);
                put(id + ".smaller.data_out_sustained", *smaller->dataOutSustainedMBps.value,
                    cap2(*smaller->dataOutSustainedMBps.value) + " MB/s");
            }
        }
    }

    roundOneFigures(s, cat, r, put);
    roundTwoFigures(s, r, put);
    roundThreeFigures(s, cat, r, put);

    // The side sections (Kinesis, the zone bill) describe the first cluster's own stream.
    if (!s.clusters.empty()) {
        const Cluster& c = s.clusters.front();
        const ClusterDetail& d = r.clusters.front();
        const double clusterEvents = r.cards[s.producers.size()].offeredEventsPerSecond;
        const KinesisBill k =
            kinesisBill(d.offered, clusterEvents, clusterEvents > 0 ? d.offered.bytesPerSecond / clusterEvents : 0,
                        std::max(d.groups, 1), c.retentionDays, cat.kinesis);
        put("kinesis.min_shards", k.minimumShards, std::to_string(k.minimumShards));
        put("kinesis.shard_in", cat.kinesis.shardInMiBps, cap2(cat.kinesis.shardInMiBps) + " MiB/s");
        put("kinesis.shard_records", cat.kinesis.shardInRecordsPerSecond, grouped(cat.kinesis.shardInRecordsPerSecond));
        put("kinesis.shard_out", cat.kinesis.shardOutMiBps, cap2(cat.kinesis.shardOutMiBps) + " MiB/s");
        put("kinesis.sizing", cat.kinesis.sizingLinePercent, whole(cat.kinesis.sizingLinePercent));
        put("kinesis.record_shards", k.recordShards, std::to_string(k.recordShards));
        put("kinesis.shards", k.shards, std::to_string(k.shards));
        put("kinesis.readers", std::max(d.groups, 1), std::to_string(std::max(d.groups, 1)));
        put("kinesis.shard_hours", k.shardHours.usd(), usdText(k.shardHours));
        put("kinesis.retention", k.retention.usd(), usdText(k.retention));
        put("kinesis.put_units", k.putUnits.usd(), usdText(k.putUnits));
        put("kinesis.fan_out_hours", k.fanOutHours.usd(), usdText(k.fanOutHours));
        put("kinesis.fan_out_data", k.fanOutData.usd(), usdText(k.fanOutData));
        const Money fixedPart = k.shardHours + k.retention + k.putUnits + k.fanOutHours;
        put("kinesis.fixed", fixedPart.usd(), usdText(fixedPart));
        put("kinesis.total", k.total().usd(), usdText(k.total()));
        const ZoneBill z = zoneBill(d.offered, std::max(d.groups, 1), c.zones, cat.prices);
        put("zones.consumers", z.consumers.usd(), usdText(z.consumers));
        put("zones.producers", z.producers.usd(), usdText(z.producers));
        put("zones.total", z.total().usd(), usdText(z.total()));
    }
    return f;
}

std::string fillTemplate(const std::string& text, const Figures& figs, const std::string& source)
{
    return fillTemplate(
        text,
        [&figs](const std::string& key) -> const FigureText* {
            const auto it = figs.find(key);
            return it == figs.end() ? nullptr : &it->second;
        },
        source);
}

std::string fillTemplate(const std::string& text, const FigureFinder& find, const std::string& source)
{
    auto figure = [&](const std::string& key) -> const FigureText& {
        const FigureText* f = find(key);
        if (!f)
            throw InputError(source, key, "names no engine figure (see engine/docs/figures.md)");
        return *f;
    };
    std::string out;
    size_t pos = 0;
    while (true) {
        const size_t open = text.find("{{", pos);
        if (open == std::string::npos) {
            out += text.substr(pos);
            return out;
        }
        const size_t close = text.find("}}", open);
        if (close == std::string::npos)
            throw InputError(source, "", "a {{ has no closing }}");
        out += text.substr(pos, open - pos);
        const std::string key = text.substr(open + 2, close - open - 2);
        const size_t slash = key.find(" / ");
        if (slash == std::string::npos) {
            const FigureText& f = figure(key);
            out += figureWriter && !f.words.id.empty() ? figureWriter(f) : f.text;
        } else {
            const double over = figure(key.substr(slash + 3)).value;
            if (!(over > 0))
                throw InputError(source, key, "divides by a figure that is not above zero");
            out += grouped(figure(key.substr(0, slash)).value / over, 1);
        }
        pos = close + 2;
    }
}

} // namespace mqlab
