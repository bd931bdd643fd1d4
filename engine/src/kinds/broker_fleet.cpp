#include "broker_fleet.h"

#include <cmath>

#include "../report/words.h"
#include "mqlab/model/raft_fleet.h"
#include "mqlab/model/traffic.h"
#include "mqlab/report/explain.h"
#include "mqlab/report/format.h"
#include "round1.h"

namespace mqlab::kinds {
namespace {

using namespace words;

std::size_t count(const Scenario& s)
{
    return s.brokerFleets.size();
}

void begin(Walk& w)
{
    w.r.fleets.resize(w.s.brokerFleets.size());
}

// Busiest broker's logs: every replica on a broker is a log of its own that fsyncs.
int logsPerBroker(const BrokerFleet& b)
{
    return static_cast<int>(std::ceil(replicasPerBroker(b.partitions, b.replicationFactor, b.brokers) - 1e-9));
}

// The path from a send to a waiting worker, from the catalogue's step times and the fleet's window.
std::vector<LatencyComponent> sendToWorker(const BrokerFleet& b, const TaskPathFigures& t)
{
    return {{"at the leader", {{"producer to leader", t.hopMs.value}}},
            {"group-commit window", {{"window", b.groupCommitMs}}},
            {"committed " + std::to_string(b.quorum) + " of " + std::to_string(b.replicationFactor),
             {{"leader fsync", t.fsyncMs.value}, {"follower acknowledged", t.crossAzRttMs.value + t.fsyncMs.value}}},
            {"held long poll returns", {{"wake the poll", t.pollWakeMs.value}}},
            {"in the worker's hands", {{"response", t.hopMs.value}}}};
}

void evaluate(Walk& w, int fi)
{
    const BrokerFleet& b = w.s.brokerFleets[static_cast<size_t>(fi)];
    const UnitSystem& u = w.units();
    CardReport& card = w.card(NodeKind::BrokerFleet, fi);
    card.kind = NodeKind::BrokerFleet;
    card.node = fi;
    const Flow f = flowInto(w, NodeKind::BrokerFleet, fi);
    card.offeredEventsPerSecond = card.carriedEventsPerSecond = f.peak;
    FleetDetail& d = w.r.fleets[static_cast<size_t>(fi)];
    const Ec2Instance& e = *w.cat.rounds.findEc2(b.instance);
    d.peak = f.peak;
    d.messageBytes = f.messageBytes();
    d.gbPerDay = f.bytesPerDay / u.bytesPerGB;
    d.gbPerMonth = monthlyVolumeGB(d.gbPerDay, u);
    d.messagesPerMonth = monthlyMessages(f.perDay, u);
    d.ingressMBps = f.peak * d.messageBytes / kBytesPerMB;
    d.worstCaseGB = worstCaseStorage(d.gbPerDay, b.retentionDays, b.replicationFactor, b.overhead);
    d.replicasPerBroker = replicasPerBroker(b.partitions, b.replicationFactor, b.brokers);
    d.leadersPerBroker = leadersPerBroker(b.partitions, b.brokers);
    d.brokerGB = brokerShare(d.worstCaseGB, d.replicasPerBroker, double(b.partitions) * b.replicationFactor);
    d.perPartition = perPartitionRate(f.peak, b.partitions);
    d.fsyncCapLog = groupCommitFsyncCap(b.groupCommitMs);
    d.fsyncCapBroker = brokerFsyncCap(logsPerBroker(b), b.groupCommitMs);
    d.iopsAtCap = iopsForGroupCommit(d.fsyncCapBroker);
    d.realFsyncLog = expectedFsyncRate(d.perPartition, b.groupCommitMs);
    d.quorum = b.quorum;
    d.tolerated = toleratedReplicaLosses(b.replicationFactor);

    TaskQueueFleet q;
    q.rate = f.peak;
    q.messageBytes = d.messageBytes;
    q.gbPerDay = d.gbPerDay;
    q.retentionDays = b.retentionDays;
    q.replicationFactor = b.replicationFactor;
    q.overhead = b.overhead;
    q.brokers = b.brokers;
    q.partitions = b.partitions;
    q.partitionCeiling = b.partitionCeiling;
    q.volumeGB = b.volumeGB;
    q.ebsLinkMBps = e.ebsBaselineMBps ? e.ebsBaselineMBps->value : kNotKnown;
    q.networkMBps = e.networkGbps ? u.networkMBps(e.networkGbps->value) : kNotKnown;
    const std::vector<FleetLimit> limits = taskQueueLimits(q);
    const LimitKind kinds[] = {LimitKind::WorstCaseStorage, LimitKind::PartitionRate, LimitKind::EbsLink,
                               LimitKind::Network};
    card.limits.clear();
    for (size_t i = 0; i < limits.size(); ++i)
        card.limits.push_back(
            limit(kinds[i], limits[i].used, limits[i].capacity, limits[i].capacity * w.sizing, i >= 2, w.total));
    // Group commit: each log fsyncs at most once a window, and each fsync comes with about one data write.
    // The fsyncs a log makes grow with its rate only until every window has one, so the IOPS level off at
    // the cap; the wall is where they meet the volume's IOPS, or none when the cap is below them.
    const int logs = logsPerBroker(b);
    LimitReport io = limit(LimitKind::FsyncIops, iopsForGroupCommit(logs * d.realFsyncLog), b.iops, b.iops * w.sizing,
                           true, w.total);
    const double need = b.iops / d.iopsAtCap;
    io.wallEventsPerSecond =
        need < 1 && f.peak > 0 ? -d.fsyncCapLog * std::log(1 - need) * b.partitions * w.total / f.peak : kNotKnown;
    card.limits.insert(card.limits.begin() + 1, io);
    summarise(card);

    const LatencyBudget budget = latencyBudget(sendToWorker(b, w.cat.rounds.taskPath), b.latencyTargetMs);
    d.latencyMs = budget.totalMs;
    d.latencyTargetMs = b.latencyTargetMs;
    d.latencyStatus = w.cat.rounds.taskPath.fsyncMs.status;
    d.latencySource = w.cat.rounds.taskPath.fsyncMs.source;
    // The first fleet speaks for the design's latency and availability, unless a Kafka cluster already does.
    if (std::isnan(w.r.latency.targetMs) && w.s.clusters.empty()) {
        w.r.latency.ms = budget.totalMs;
        w.r.latency.targetMs = b.latencyTargetMs;
        w.r.latency.cluster = -1;
        w.r.availability.targetPercent = b.availabilityPercent;
        w.r.availability.budgetMinutes = availabilityBudgetMinutes(b.availabilityPercent / 100, u);
    }
    card.replicas = b.replicationFactor;
    card.survives = survivableReplicaLosses(b.replicationFactor, b.quorum);
}

void finish(Walk& w)
{
    const UnitSystem& u = w.units();
    const RoundsCatalog& c = w.cat.rounds;
    for (size_t fi = 0; fi < w.s.brokerFleets.size(); ++fi) {
        const BrokerFleet& b = w.s.brokerFleets[fi];
        const FleetDetail& d = w.r.fleets[fi];
        SelfRunFleet one;
        one.brokerInstance = b.instance;
        one.brokers = b.brokers;
        one.volumeGB = b.volumeGB;
        one.volumeIops = b.iops;
        one.volumeMBps = c.gp3.baselineMBps.value; // no throughput bought above the free baseline
        one.monthlyGBIn = d.gbPerMonth;
        one.followerCopies = b.replicationFactor - 1;
        one.producerCrossAzShare = crossZoneShare(b.zones);
        one.readerCrossAzCopies = crossZoneShare(b.zones); // each task read once, from its leader
        const Bill bill = selfRunFleetBill(one, c, u);
        const int n = static_cast<int>(fi);
        const RoundFigure& gb = c.transfer.crossAzUsdPerGBEachWay; // paid on both sides: x 2
        addLine(w, bill, CostItem::Brokers, BillItem::FleetBrokers, NodeKind::BrokerFleet, n, b.brokers,
                c.findEc2(b.instance)->priceUsdPerHour);
        addLine(w, bill, CostItem::Gp3Storage, BillItem::Gp3Storage, NodeKind::BrokerFleet, n, b.brokers * b.volumeGB,
                c.gp3.storageUsdPerGBMonth);
        addLine(w, bill, CostItem::Gp3Iops, BillItem::Gp3Iops, NodeKind::BrokerFleet, n,
                b.brokers * std::max(0.0, b.iops - c.gp3.baselineIops.value), c.gp3.iopsUsdPerIopsMonth);
        addLine(w, bill, CostItem::CrossAzReplication, BillItem::CrossAzReplication, NodeKind::BrokerFleet, n,
                one.followerCopies * d.gbPerMonth, gb, 2);
        addLine(w, bill, CostItem::CrossAzProducers, BillItem::CrossAzProducers, NodeKind::BrokerFleet, n,
                d.gbPerMonth * one.producerCrossAzShare, gb, 2);
        addLine(w, bill, CostItem::CrossAzReaders, BillItem::CrossAzWorkers, NodeKind::BrokerFleet, n,
                d.gbPerMonth * one.readerCrossAzCopies, gb, 2);
    }
}

// The limits' formulas, one template a shape (message.h); {brokers}, {replicas}, {partitions} and the
// like are counts with their noun ("3 brokers"), {capacity} the catalogue's figure or the words for
// an unknown one, every other {name} a figure as the card writes it.
//: A Raft broker fleet's disks at the worst case: GB written a day ({daily}) x the backlog kept ({days},
//: "4 days") x {replicas} x the overhead ({overhead}) = the fleet's GB ({total}); a broker holds {held}
//: of all the replicas ({all}, "18 replicas"): its GB ({used}) against its volume ({capacity}, "1,000 GB", or
//: the words for an unknown capacity).
constexpr MessageTemplate formulaWorstCase{
    "formula.broker_fleet.worst_case_storage",
    MQLAB_TR("EngineMessage", "{daily} GB a day x {days} x {replicas} x {overhead} = {total} GB; a broker holds "
                              "{held} of {all}: {used} GB against {capacity}")};
//: A Raft broker fleet's disk IOPS: two writes for each partition log on a broker ({logs}, "6 logs") x
//: each log's fsyncs a second ({fsyncs}) = IOPS ({used}) against {capacity}; group commit caps a log at
//: {log_cap} fsyncs/s and a broker at {broker_cap}, which is {iops_at_cap} IOPS.
constexpr MessageTemplate formulaFsync{
    "formula.broker_fleet.fsync_iops",
    MQLAB_TR("EngineMessage", "2 x {logs} x {fsyncs} fsyncs/s = {used} IOPS against {capacity} (group commit caps a "
                              "log at {log_cap} fsyncs/s, a broker at {broker_cap}: {iops_at_cap} IOPS)")};
//: A Raft broker fleet's messages a partition: the fleet's peak msg/s ({peak}) over {partitions}
//: ("6 partitions") = each partition's rate ({used}) against {capacity}.
constexpr MessageTemplate formulaPartitionRate{
    "formula.broker_fleet.partition_rate",
    MQLAB_TR("EngineMessage", "{peak} msg/s / {partitions} = {used} msg/s against {capacity}")};
//: A Raft broker fleet's EBS link: MB/s in ({ingress}) x {replicas} ("3 replicas") over {brokers} =
//: each broker's writes ({used}) against {capacity}.
constexpr MessageTemplate formulaFleetEbs{
    "formula.broker_fleet.ebs_link",
    MQLAB_TR("EngineMessage", "{ingress} MB/s x {replicas} / {brokers} = {used} against {capacity}")};
//: A Raft broker fleet's network: MB/s in ({ingress}) goes out to one reader and to {followers}
//: ("2 followers"), over {brokers}: each broker's MB/s out ({used}) against {capacity}.
constexpr MessageTemplate formulaFleetNetwork{
    "formula.broker_fleet.network",
    MQLAB_TR("EngineMessage", "{ingress} MB/s x (1 reader + {followers}) / {brokers} = {used} against {capacity}")};

Message formula(const Scenario& s, const Report& r, const CardReport& card, const LimitReport& l)
{
    const BrokerFleet& b = s.brokerFleets[static_cast<size_t>(card.node)];
    const FleetDetail& d = r.fleets[static_cast<size_t>(card.node)];
    const CountArg brokers{"brokers", b.brokers, counts::brokers};
    const CountArg replicas{"replicas", b.replicationFactor, counts::replicas};
    auto against = [&](const MessageTemplate& t, std::vector<std::pair<std::string, std::string>> args,
                       std::vector<CountArg> words, const char* unit = "") {
        Message m = message(t, std::move(args), std::move(words));
        // A unit goes with the figure, so that an unknown capacity is the words alone.
        putCapacity(m, l.capacity, cap2(l.capacity) + unit);
        return m;
    };
    switch (l.kind) {
    case LimitKind::WorstCaseStorage: {
        Message m = against(formulaWorstCase,
                            {{"daily", grouped(d.gbPerDay, 1)},
                             {"overhead", plainNumber(b.overhead)},
                             {"total", grouped(d.worstCaseGB)},
                             {"held", grouped(d.replicasPerBroker)},
                             {"used", grouped(l.used)}},
                            {replicas, {"all", b.partitions * b.replicationFactor, counts::replicas}}, " GB");
        putDays(m, "days", b.retentionDays, plainNumber(b.retentionDays));
        return m;
    }
    case LimitKind::FsyncIops:
        // grouped() writes the logs a broker holds as a whole number: the count is that number.
        return against(formulaFsync,
                       {{"fsyncs", grouped(d.realFsyncLog, 1)},
                        {"used", grouped(l.used)},
                        {"log_cap", grouped(d.fsyncCapLog)},
                        {"broker_cap", grouped(d.fsyncCapBroker)},
                        {"iops_at_cap", grouped(d.iopsAtCap)}},
                       {{"logs", std::llround(d.replicasPerBroker), counts::logs}});
    case LimitKind::PartitionRate:
        return against(formulaPartitionRate, {{"peak", grouped(d.peak, 2)}, {"used", grouped(l.used, 1)}},
                       {{"partitions", b.partitions, counts::partitions}});
    case LimitKind::EbsLink:
        return against(formulaFleetEbs, {{"ingress", grouped(d.ingressMBps, 2)}, {"used", mb(l.used)}},
                       {replicas, brokers});
    case LimitKind::Network:
        return against(formulaFleetNetwork, {{"ingress", grouped(d.ingressMBps, 2)}, {"used", mb(l.used)}},
                       {{"followers", b.replicationFactor - 1, counts::followers}, brokers});
    default:
        return {};
    }
}

//: A broker fleet card.
constexpr MessageTemplate unfed{
    "broker_fleet.unfed", MQLAB_TR("EngineMessage", "No producer sends to this fleet: connect a load balancer to it.")};

std::vector<Message> warnings(const Scenario& s, const Catalog&, const Report& r, const CardReport& card)
{
    std::vector<Message> out;
    if (card.offeredEventsPerSecond <= 0)
        out.push_back(message(unfed));
    for (const LimitReport& l : card.limits) {
        if (std::isnan(l.capacity))
            out.push_back(message(shared::limitUnchecked,
                                  {{"instance", s.brokerFleets[static_cast<size_t>(card.node)].instance}}, {},
                                  {{"limit", limitNameMessage(l.kind)}}));
        else if (l.status != Status::Ok)
            out.push_back(message(shared::limitPast, {{"percent", whole(l.percent)}}, {},
                                  {{"limit", limitNameMessage(l.kind)}, {"formula", formula(s, r, card, l)}}));
    }
    return out;
}

// The card's lines, one template a whole line (message.h), with figures as `report` writes them.
//: A broker fleet card, a line of its face. {quorum}, {replicas}, {volume}, {iops}: figures as the engine writes
//: them.
constexpr MessageTemplate faceRaft{
    "face.broker_fleet.raft",
    MQLAB_TR("EngineMessage", "Raft {quorum} of {replicas} \u00b7 {volume} GB gp3 at {iops} IOPS")};

CardFace face(const Scenario& s, const CardReport& card)
{
    const BrokerFleet& b = s.brokerFleets[static_cast<size_t>(card.node)];
    return {Kind::BrokerFleet, b.position,
            message(shared::faceFleet, {{"brokers", std::to_string(b.brokers)},
                                        {"instance", b.instance},
                                        {"partitions", std::to_string(b.partitions)}}),
            message(faceRaft, {{"quorum", std::to_string(b.quorum)},
                               {"replicas", std::to_string(b.replicationFactor)},
                               {"volume", grouped(b.volumeGB)},
                               {"iops", grouped(b.iops)}})};
}

//: A bill line: gp3 IOPS bought above what each volume includes free.
constexpr MessageTemplate billIops{
    "bill.gp3_iops", MQLAB_TR("EngineMessage", "{iops} IOPS above the free {free} a volume x {price} a month")};

Message brokersText(const Scenario& s, const Catalog&, const BillLine& line)
{
    return message(bill::instances, {{"count", grouped(line.quantity)},
                                     {"instance", s.brokerFleets[static_cast<size_t>(line.node)].instance},
                                     {"hours", bill::billedHours(s)},
                                     {"price", unitPrice(line.unitPrice)}});
}

Message gp3Text(const Scenario&, const Catalog&, const BillLine& line)
{
    return message(bill::gbMonth, {{"gb", grouped(line.quantity)}, {"price", unitPrice(line.unitPrice)}});
}

Message iopsText(const Scenario&, const Catalog& cat, const BillLine& line)
{
    return message(billIops, {{"iops", grouped(line.quantity)},
                              {"free", grouped(cat.rounds.gp3.baselineIops.value)},
                              {"price", unitPrice(line.unitPrice)}});
}

Message replicationText(const Scenario& s, const Catalog&, const BillLine& line)
{
    const BrokerFleet& b = s.brokerFleets[static_cast<size_t>(line.node)];
    return message(bill::replication,
                   {{"gb", grouped(line.quantity / (b.replicationFactor - 1))}, {"price", unitPrice(line.unitPrice)}},
                   {{"followers", b.replicationFactor - 1, bill::followerCopies}});
}

Message shareText(const Scenario& s, const BillLine& line, const MessageTemplate& t)
{
    const BrokerFleet& b = s.brokerFleets[static_cast<size_t>(line.node)];
    const double share = crossZoneShare(b.zones);
    return message(t, {{"gb", grouped(share > 0 ? line.quantity / share : 0)},
                       {"away", std::to_string(b.zones - 1)},
                       {"zones", std::to_string(b.zones)},
                       {"price", unitPrice(line.unitPrice)}});
}

Message producersText(const Scenario& s, const Catalog&, const BillLine& line)
{
    return shareText(s, line, bill::sends);
}

Message workersText(const Scenario& s, const Catalog&, const BillLine& line)
{
    return shareText(s, line, bill::reads);
}

} // namespace

const Module& brokerFleetModule()
{
    static const Module m = [] {
        Module m;
        m.node = NodeKind::BrokerFleet;
        m.array = "broker_fleets";
        m.noun = MQLAB_TR("KindNoun", "broker fleet");
        m.kinds = {{Kind::BrokerFleet,
                    NodeKind::BrokerFleet,
                    "broker_fleet",
                    "Broker fleet (Raft)",
                    "fleet",
                    "",
                    "fleet",
                    MQLAB_TR("AddEntry", "+ Fleet"),
                    MQLAB_TR("AddEntry", "Add a &broker fleet"),
                    {680, 400},
                    "#1f7fa8"}};
        m.feeds = {{NodeKind::BrokerFleet, NodeKind::WorkerPool, nullptr, &shared::oneWorkerSource, "",
                    "connect a broker fleet or an SQS queue to it, or remove it"}};
        m.order = 13;
        m.count = count;
        m.begin = begin;
        m.evaluate = evaluate;
        m.finish = finish;
        m.face = face;
        m.faces = {&faceRaft};
        m.cardKey = "broker_fleet";
        m.warnings = warnings;
        m.messages = {&unfed};
        m.formula = formula;
        m.formulas = {&formulaWorstCase, &formulaFsync, &formulaPartitionRate, &formulaFleetEbs, &formulaFleetNetwork};
        //: A line of the month's bill: what it pays for.
        m.bills = {{BillItem::FleetBrokers, MQLAB_TR("BillItem", "fleet brokers"), brokersText},
                   {BillItem::Gp3Storage, MQLAB_TR("BillItem", "gp3 storage"), gp3Text},
                   {BillItem::Gp3Iops, MQLAB_TR("BillItem", "gp3 IOPS"), iopsText},
                   {BillItem::CrossAzReplication, MQLAB_TR("BillItem", "cross-zone replication"), replicationText},
                   {BillItem::CrossAzProducers, MQLAB_TR("BillItem", "cross-zone sends"), producersText},
                   {BillItem::CrossAzWorkers, MQLAB_TR("BillItem", "cross-zone reads"), workersText}};
        m.billTexts = {&billIops};
        return m;
    }();
    return m;
}

} // namespace mqlab::kinds
