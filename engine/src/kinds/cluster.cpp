#include "cluster.h"

#include <cmath>
#include <algorithm>
#include <optional>

#include "mqlab/model/models.h"
#include "mqlab/model/raft_fleet.h"
#include "mqlab/report/format.h"
#include "mqlab/report/explain.h"
#include "../report/words.h"

namespace mqlab::kinds {
namespace {

using namespace words;

// The hot key of the producers that write to one cluster: the producer whose largest key carries
// the most bytes sets it (keys of different producers are assumed to land on different partitions).
struct HotKey {
    double share = 0; // of the cluster's bytes
    int subKeys = 1;
    bool custom = false;
};

HotKey hotKeyOf(const Scenario& s, std::span<const Graph::Node> feeders)
{
    HotKey hot;
    double hottest = 0, clusterBytes = 0;
    for (const auto& [kind, i] : feeders) {
        if (kind != NodeKind::Producer)
            continue;
        const Producer& p = s.producers[static_cast<size_t>(i)];
        clusterBytes += p.eventsPerSecond * p.eventBytes;
        if (p.key != KeyKind::Merchant)
            continue;
        const double bytes = p.eventsPerSecond * p.eventBytes * p.hotKeyShare;
        if (bytes > hottest) {
            hottest = bytes;
            hot = {0, p.subKeys, p.partitioner == Partitioner::Custom};
        }
    }
    hot.share = clusterBytes > 0 ? hottest / clusterBytes : 0;
    return hot;
}

// Standard brokers: Equation 1's three rates, the disks and the hottest partition's ceiling.
void standardLimits(Walk& w, const Cluster& c, CardReport& card, ClusterDetail& d, double partitionMBps)
{
    const StandardSize& size = *w.cat.findStandard(c.brokerSize);
    const double volume = valueOr(size.storageVolumeMBps, kNotKnown);
    const double ebs = valueOr(size.ebsLinkMBps, kNotKnown);
    const double net = valueOr(size.networkMBps, kNotKnown);
    const double sizing = w.sizing, total = w.total;
    const Equation1 e = equation1(d.offered, c.replicationFactor, d.groups, c.brokers, volume, ebs, net);
    const StorageNeed need =
        standardStorage(d.offered, c.replicationFactor, c.retentionDays, c.tieredStorage, c.localRetentionHours);
    d.localGiB = need.localGiB;
    d.tierGiB = need.tierGiB;
    d.heldGiB = heldGiB(c.brokers, valueOr(size.maxStorageGiB, kNotKnown));
    const double ceiling = standardPartitionCeilingMBps(net, d.groups, c.replicationFactor);
    card.limits = {
        limit(LimitKind::Volume, e.volume.used, volume, volume * sizing, true, total),
        limit(LimitKind::EbsLink, e.ebsLink.used, ebs, ebs * sizing, true, total),
        limit(LimitKind::Network, e.network.used, net, net * sizing, true, total),
        // A full disk stops the broker rather than slowing a produce: not on the latency path.
        limit(LimitKind::Storage, d.localGiB, d.heldGiB, d.heldGiB * sizing, false, total),
        limit(LimitKind::Partition, partitionMBps, ceiling, ceiling * sizing, true, total),
    };
    d.partitionCopiesPerBroker = static_cast<double>(c.partitions) * c.replicationFactor / c.brokers;
    d.recommendedPartitionCopies = valueOr(size.recommendedPartitionCopies, kNotKnown);
}

// Express brokers: the data-in and data-out throttles and the partition's own throttle.
void expressLimits(Walk& w, const Cluster& c, CardReport& card, ClusterDetail& d, double partitionMBps)
{
    const ExpressSize& size = *w.cat.findExpress(c.brokerSize);
    const ExpressLoad e = expressLoad(d.offered, d.groups, c.brokers);
    const double part = valueOr(size.partitionMBps, kNotKnown);
    const double total = w.total;
    card.limits = {
        limit(LimitKind::DataIn, e.dataInMBps, valueOr(size.dataInMaxMBps, kNotKnown),
              valueOr(size.dataInSustainedMBps, kNotKnown), true, total),
        // Consumers' throttle slows reads, not produces.
        limit(LimitKind::DataOut, e.dataOutMBps, valueOr(size.dataOutMaxMBps, kNotKnown),
              valueOr(size.dataOutSustainedMBps, kNotKnown), false, total),
        limit(LimitKind::ExpressPartition, partitionMBps, part, part * w.sizing, true, total),
    };
    if (size.dataOutSustainedMBps.value)
        d.expressDataOutSustainedPercent = e.dataOutMBps / *size.dataOutSustainedMBps.value * 100.0;
}

// The bill: brokers by the hour; storage on what the cluster carries (a share f of what it is offered).
void standardBill(Walk& w, const Cluster& c, const CardReport& card, ClusterDetail& d, double f)
{
    const SourcedFigure& price = w.cat.findStandard(c.brokerSize)->priceUsdPerHour;
    const double p = valueOr(price, 0.0);
    w.r.bill.push_back(
        {BillItem::Brokers, card.node, double(c.brokers), p, monthlyHours(c.brokers, p), price.derived()});
    d.billedLocalGiB = std::min(d.localGiB * f, d.heldGiB);
    const double sp = w.cat.prices.standardStoragePerGiBMonth;
    w.r.bill.push_back(
        {BillItem::LocalStorage, card.node, d.billedLocalGiB, sp, Money::fromUsd(d.billedLocalGiB * sp)});
    if (c.tieredStorage) {
        d.billedTierGiB = d.tierGiB * f;
        const double tp = w.cat.prices.tierStoragePerGiBMonth;
        w.r.bill.push_back(
            {BillItem::TierStorage, card.node, d.billedTierGiB, tp, Money::fromUsd(d.billedTierGiB * tp)});
    }
}

void expressBill(Walk& w, const Cluster& c, const CardReport& card, const ClusterDetail& d)
{
    const SourcedFigure& price = w.cat.findExpress(c.brokerSize)->priceUsdPerHour;
    const double p = valueOr(price, 0.0);
    w.r.bill.push_back(
        {BillItem::Brokers, card.node, double(c.brokers), p, monthlyHours(c.brokers, p), price.derived()});
    const double stored = c.retentionDays * d.carried.gibPerDay(); // one logical copy; AWS keeps the rest
    const double sp = w.cat.prices.expressStoragePerGiBMonth;
    w.r.bill.push_back({BillItem::ExpressStorage, card.node, stored, sp, Money::fromUsd(stored * sp)});
    const double in = d.carried.gibPerMonth(); // billed a GiB at the price of a GB, as the seed does
    const double ip = w.cat.prices.expressDataInPerGB;
    w.r.bill.push_back({BillItem::ExpressDataIn, card.node, in, ip, Money::fromUsd(in * ip)});
}

std::size_t count(const Scenario& s)
{
    return s.clusters.size();
}

void begin(Walk& w)
{
    w.r.clusters.resize(w.s.clusters.size());
}

void evaluate(Walk& w, int ci)
{
    const Scenario& s = w.s;
    const Cluster& c = s.clusters[static_cast<size_t>(ci)];
    const int at = w.graph.flat(NodeKind::Cluster, ci);
    CardReport& card = w.r.cards[static_cast<size_t>(at)];
    ClusterDetail& d = w.r.clusters[static_cast<size_t>(ci)];
    card.kind = NodeKind::Cluster;
    card.node = ci;
    card.cluster = ci;
    const auto feeders = w.graph.in(at);
    double events = 0;
    for (const auto& [kind, i] : feeders) {
        if (kind != NodeKind::Producer)
            continue;
        const Producer& p = s.producers[static_cast<size_t>(i)];
        ++d.producers;
        events += p.eventsPerSecond * w.k;
        d.offered.bytesPerSecond += p.eventsPerSecond * w.k * p.eventBytes;
    }
    for (const auto& [kind, i] : w.graph.out(at))
        d.groups += kind == NodeKind::Group ? 1 : 0;
    card.offeredEventsPerSecond = events;
    // Durability: with acks=all an acked event is on min.insync.replicas copies; with acks=1 or 0 on the
    // leader alone. The weakest producer writing here sets it.
    int ackedOn = c.minInsyncReplicas;
    for (const auto& [kind, i] : feeders)
        if (kind == NodeKind::Producer && s.producers[static_cast<size_t>(i)].acks != Acks::All)
            ackedOn = 1;
    card.replicas = c.replicationFactor;
    card.survives = survivableReplicaLosses(c.replicationFactor, ackedOn);

    const HotKey hot = hotKeyOf(s, feeders);
    d.hotKeyShare = hot.share;
    d.subKeys = hot.subKeys;
    d.distinctPartitionsByHash = expectedDistinctPartitions(hot.subKeys, c.partitions);
    // Distinct partitions the sub-keys occupy: all of them with a custom partitioner (up to P),
    // about P x (1 - (1 - 1/P)^k) with the default hash.
    const double spread = hot.custom ? std::min<double>(hot.subKeys, c.partitions) : d.distinctPartitionsByHash;
    const double h = hot.share / spread;
    d.cardPartitionShare = hottestPartitionShare(h, c.partitions);
    d.exactPartitionShare = hot.share / spread + (1.0 - hot.share) / c.partitions;
    const double partitionMBps = d.cardPartitionShare * d.offered.mbps();

    if (c.kind == ClusterKind::Standard)
        standardLimits(w, c, card, d, partitionMBps);
    else
        expressLimits(w, c, card, d, partitionMBps);
    summarise(card);
    double& f = w.fraction[static_cast<size_t>(at)];
    if (!std::isnan(card.wallEventsPerSecond) && card.wallEventsPerSecond < w.total)
        f = card.wallEventsPerSecond / w.total;
    card.carriedEventsPerSecond = events * f;
    d.carried = d.offered * f;

    if (c.kind == ClusterKind::Standard)
        standardBill(w, c, card, d, f);
    else
        expressBill(w, c, card, d);
}

// Latency: the fixed produce plus an M/M/1 wait on the busiest produce-path rate of any cluster.
void finish(Walk& w)
{
    const Scenario& s = w.s;
    Report& r = w.r;
    double worstRho = -1;
    for (size_t ci = 0; ci < s.clusters.size(); ++ci) {
        const int at = w.graph.flat(NodeKind::Cluster, static_cast<int>(ci));
        const CardReport& card = r.cards[static_cast<size_t>(at)];
        for (const auto& l : card.limits) {
            if (!l.producePath || std::isnan(l.percent))
                continue;
            if (l.status == Status::Saturated) {
                if (!r.latency.floor)
                    r.latency.cluster = static_cast<int>(ci), r.latency.resource = l.kind;
                r.latency.floor = true;
            } else if (!r.latency.floor && l.percent / 100.0 > worstRho) {
                worstRho = l.percent / 100.0;
                r.latency.cluster = static_cast<int>(ci);
                r.latency.resource = l.kind;
                double linger = 0, bytes = 0;
                for (const auto& [kind, pi] : w.graph.in(at)) {
                    if (kind != NodeKind::Producer)
                        continue;
                    linger = std::max(linger, s.producers[static_cast<size_t>(pi)].lingerMs);
                    bytes = std::max(bytes, s.producers[static_cast<size_t>(pi)].eventBytes);
                }
                const double batch = batchBytes(card.offeredEventsPerSecond, bytes, s.clusters[ci].partitions, linger);
                const double serviceMs = batch / (l.capacity * kBytesPerMB) * 1000.0;
                r.latency.queueingMs = mm1WaitMs(worstRho, serviceMs);
            }
        }
    }
    if (r.latency.floor)
        r.latency.queueingMs = 0;
    else if (worstRho <= 0)
        r.latency.cluster = -1; // nothing busy on the produce path: no resource to name
    r.latency.ms = kFixedProduceMs + r.latency.queueingMs;
}

// The card's lines, one template a whole line (message.h), with figures as `report` writes them.
//: A cluster card, a line of its face. {size}: a broker size ("kafka.m7g.large"); {brokers}: a figure as the
//: engine writes it.
constexpr MessageTemplate faceBrokers{"face.cluster.brokers", MQLAB_TR("EngineMessage", "{brokers} \u00d7 {size}")};
//: A cluster card, a line of its face. {replicas}, {partitions}, {days}: figures as the engine writes them.
constexpr MessageTemplate faceKept{
    "face.cluster.kept", MQLAB_TR("EngineMessage", "RF {replicas} \u00b7 {partitions} partitions \u00b7 {days} d")};
//: A cluster card, a line of its face. {replicas}, {partitions}, {days}: figures as the engine writes them.
constexpr MessageTemplate faceKeptTiered{
    "face.cluster.kept_tiered",
    MQLAB_TR("EngineMessage", "RF {replicas} \u00b7 {partitions} partitions \u00b7 {days} d \u00b7 tiered")};

CardFace face(const Scenario& s, const CardReport& card)
{
    const Cluster& c = s.clusters[static_cast<size_t>(card.node)];
    return {c.kind == ClusterKind::Express ? Kind::ExpressCluster : Kind::StandardCluster, c.position,
            message(faceBrokers, {{"brokers", std::to_string(c.brokers)}, {"size", c.brokerSize}}),
            message(c.tieredStorage ? faceKeptTiered : faceKept,
                    {{"replicas", std::to_string(c.replicationFactor)},
                     {"partitions", std::to_string(c.partitions)},
                     {"days", grouped(c.retentionDays, c.retentionDays < 1 ? 2 : 0)}})};
}

// The limits' formulas, one template a shape (message.h). In each, {in} is the MB/s the cluster takes
// in, {brokers} a count ("6 brokers"), {used} what one broker carries and {capacity} its figure from
// the catalogue (or the words for an unknown one), all as the card writes them.
//: A cluster's storage volume or EBS link: the MB/s in ({in}) times the replication factor ({rf})
//: over the brokers gives each broker's writes ({used}), against its {capacity}.
constexpr MessageTemplate formulaVolume{
    "formula.cluster.volume", MQLAB_TR("EngineMessage", "{in} x RF {rf} / {brokers} = {used} against {capacity}")};
//: A cluster's network: every byte in ({in}) leaves a leader {copies} times (a number), over the
//: brokers: each broker's MB/s out ({used}) against its {capacity}.
constexpr MessageTemplate formulaNetwork{
    "formula.cluster.network", MQLAB_TR("EngineMessage", "{in} x {copies} / {brokers} = {used} against {capacity}")};
//: A cluster's disks: retention ({days}, "7 days") x replication factor ({rf}) x GiB written a day
//: ({daily}) = GiB kept ({used}), against the brokers ({brokers}) x each broker's disk ({each}) = {capacity}.
constexpr MessageTemplate formulaStorage{
    "formula.cluster.storage",
    MQLAB_TR("EngineMessage", "{days} x RF {rf} x {daily} GiB a day = {used} against {brokers} x {each} = {capacity}")};
//: A cluster's disks with tiered storage: {hours} kept on the brokers x replication factor ({rf}) x GiB
//: written a day ({daily}) = GiB kept ({used}), against the brokers ({brokers}) x each broker's disk ({each}) =
//: {capacity}.
constexpr MessageTemplate formulaStorageTiered{
    "formula.cluster.storage.tiered",
    MQLAB_TR("EngineMessage",
             "{hours} h x RF {rf} x {daily} GiB a day = {used} against {brokers} x {each} = {capacity}")};
//: A cluster's hottest partition: its share of the traffic ({share}, a percent) x the MB/s in ({in}),
//: against a leader's network divided by the copies it sends ({copies}, "8 copies").
constexpr MessageTemplate formulaPartition{
    "formula.cluster.partition",
    MQLAB_TR("EngineMessage", "{share} x {in} = {used} against {capacity} (network / {copies})")};
//: A cluster's data in: the MB/s in ({in}) over the brokers, each broker's share ({used}) against its {capacity}.
constexpr MessageTemplate formulaDataIn{"formula.cluster.data_in",
                                        MQLAB_TR("EngineMessage", "{in} / {brokers} = {used} against {capacity}")};
//: A cluster's data out: each consumer group ({groups}, "6 groups") reads the MB/s in ({in}), over the
//: brokers: each broker's share ({used}) against its {capacity}.
constexpr MessageTemplate formulaDataOut{
    "formula.cluster.data_out", MQLAB_TR("EngineMessage", "{groups} x {in} / {brokers} = {used} against {capacity}")};
//: An Express cluster's hottest partition: its share of the traffic ({share}, a percent) x the MB/s in
//: ({in}), against Express's throttle a partition ({capacity}).
constexpr MessageTemplate formulaExpressPartition{
    "formula.cluster.express_partition", MQLAB_TR("EngineMessage", "{share} x {in} = {used} against {capacity}")};

Message formula(const Scenario& s, const Report& r, const CardReport& card, const LimitReport& l)
{
    const Cluster& c = s.clusters[card.node];
    const ClusterDetail& d = r.clusters[static_cast<size_t>(card.cluster)];
    const std::string in = mb1(d.offered.mbps());
    const CountArg brokers{"brokers", c.brokers, counts::brokers};
    const int copies = networkCopies(d.groups, c.replicationFactor);
    // A template whose {capacity} is the catalogue's figure, or the words for an unknown one.
    auto against = [&](const MessageTemplate& t, std::vector<std::pair<std::string, std::string>> args,
                       std::vector<CountArg> counts) {
        Message m = message(t, std::move(args), std::move(counts));
        putCapacity(m, l.capacity, cap2(l.capacity));
        return m;
    };
    switch (l.kind) {
    case LimitKind::Volume:
    case LimitKind::EbsLink:
        return against(formulaVolume, {{"in", in}, {"rf", std::to_string(c.replicationFactor)}, {"used", rate(l.used)}},
                       {brokers});
    case LimitKind::Network:
        return against(formulaNetwork, {{"in", in}, {"copies", std::to_string(copies)}, {"used", rate(l.used)}},
                       {brokers});
    case LimitKind::Storage: {
        // The disks' figures stand as they are, even when unknown.
        std::vector<std::pair<std::string, std::string>> args{{"rf", std::to_string(c.replicationFactor)},
                                                              {"daily", grouped(d.offered.gibPerDay(), 3)},
                                                              {"used", gib(l.used)},
                                                              {"each", gib(l.capacity / c.brokers)},
                                                              {"capacity", gib(l.capacity)}};
        if (c.tieredStorage) {
            args.emplace_back("hours", grouped(c.localRetentionHours, 0));
            return message(formulaStorageTiered, std::move(args), {brokers});
        }
        Message m = message(formulaStorage, std::move(args), {brokers});
        putDays(m, "days", c.retentionDays, grouped(c.retentionDays, 2));
        return m;
    }
    case LimitKind::Partition:
        return message(formulaPartition,
                       {{"share", percentText(d.cardPartitionShare * 100, 2)},
                        {"in", in},
                        {"used", rate(l.used)},
                        {"capacity", cap2(l.capacity)}},
                       {{"copies", copies, counts::copies}});
    case LimitKind::DataIn:
        return against(formulaDataIn, {{"in", in}, {"used", rate(l.used)}}, {brokers});
    case LimitKind::DataOut:
        return against(formulaDataOut, {{"in", in}, {"used", rate(l.used)}},
                       {{"groups", d.groups, counts::groups}, brokers});
    case LimitKind::ExpressPartition:
        return against(formulaExpressPartition,
                       {{"share", percentText(d.cardPartitionShare * 100, 2)}, {"in", in}, {"used", rate(l.used)}}, {});
    default: // consumers and Round 1's limits are other kinds'
        break;
    }
    return {};
}

// Its warnings, one template a sentence (message.h). A limit's warning opens with the cluster's {name}
// and the limit's {percent}; each variant of a sentence (saturated or past the sizing line, with or
// without a hot key) is its own template so that a translator sees it whole.
//: A cluster card. {instance}: an instance size; {limit}: a limit's name, translated as the limits' names are;
//: {sustained}, {used}: rates with their unit.
constexpr MessageTemplate noMaximum{
    "cluster.limit.no_maximum",
    MQLAB_TR("EngineMessage", "No trusted maximum for {instance}'s {limit} is in the catalogue: it warns past "
                              "the sustained {sustained} (now {used}) but cannot saturate.")};
//: A cluster card. {name}: the cluster's name; {percent}: "176%"; {formula}: the storage arithmetic; {wall}: events
//: a second ("14,203").
constexpr MessageTemplate storageFull{
    "cluster.storage.saturated",
    MQLAB_TR("EngineMessage", "{name}: Storage at {percent}: {formula}. A broker whose disk fills stops taking "
                              "writes. At this retention the cluster keeps up with at most {wall} events/s.")};
//: A cluster card. {name}: the cluster's name; {percent}: "85%"; {formula}: the storage arithmetic.
constexpr MessageTemplate storageOver{
    "cluster.storage.over_sizing",
    MQLAB_TR("EngineMessage", "{name}: Storage at {percent}: {formula}. Past the sizing line.")};
//: A cluster card. {name}: the cluster's name; {percent}: "114%"; {copies}, {rf}: whole numbers;
//: {groups}, {brokers}: counts with their noun ("6 groups", "6 brokers"); {sent}, {in}, {used}: rates with
//: their unit ("409.6 MB/s"); {capacity}: a figure without unit ("119.94"); {instance}: an instance size; {sizing}: a
//: percent ("80%").
constexpr MessageTemplate networkOver{
    "cluster.network.over_sizing",
    MQLAB_TR("EngineMessage",
             "{name}: Network at {percent}: every byte in leaves a leader {copies} times ({groups} + RF {rf} - 1), so "
             "{brokers} send {sent} from {in} in: {used} a broker against {capacity} on {instance}. Size to "
             "{sizing}.")};
//: A cluster card. {name}: the cluster's name; {percent}: "104%"; {formula}: the arithmetic, ending in a figure the
//: sentence's MB/s follows.
constexpr MessageTemplate volumeFull{
    "cluster.volume.saturated",
    MQLAB_TR("EngineMessage", "{name}: Storage volume at {percent}: each broker writes {formula} MB/s. Produce "
                              "requests queue at the brokers.")};
//: A cluster card. {name}: the cluster's name; {percent}: "85%"; {formula}: the arithmetic, ending in a figure the
//: sentence's MB/s follows.
constexpr MessageTemplate volumeOver{
    "cluster.volume.over_sizing",
    MQLAB_TR("EngineMessage", "{name}: Storage volume at {percent}: each broker writes {formula} MB/s, past the "
                              "sizing line.")};
//: A cluster card. {name}: the cluster's name; {percent}: "104%"; {formula}: the arithmetic, ending in a figure the
//: sentence's MB/s follows.
constexpr MessageTemplate ebsFull{
    "cluster.ebs_link.saturated",
    MQLAB_TR("EngineMessage", "{name}: EBS link at {percent}: each broker writes {formula} MB/s. Produce requests "
                              "queue at the brokers.")};
//: A cluster card. {name}: the cluster's name; {percent}: "85%"; {formula}: the arithmetic, ending in a figure the
//: sentence's MB/s follows.
constexpr MessageTemplate ebsOver{
    "cluster.ebs_link.over_sizing",
    MQLAB_TR("EngineMessage", "{name}: EBS link at {percent}: each broker writes {formula} MB/s, past the sizing "
                              "line.")};
//: A cluster card. {name}: the cluster's name; {percent}: "120%"; {used}: a rate with its unit; {partitions}: a
//: whole number; {capacity}: a figure.
constexpr MessageTemplate partitionHot{
    "cluster.partition",
    MQLAB_TR("EngineMessage", "{name}: Hottest partition at {percent}: it takes {used} ({partitions} "
                              "partitions) against {capacity} MB/s, one leader's share of its network. A "
                              "partition has one leader, so more brokers do not lift this ceiling.")};
//: A cluster card. {name}: the cluster's name; {percent}: "120%"; {used}: a rate with its unit; {partitions}: a
//: whole number; {hot}: the hot key's share; {capacity}: a figure.
constexpr MessageTemplate partitionHotKey{
    "cluster.partition.hot_key",
    MQLAB_TR("EngineMessage", "{name}: Hottest partition at {percent}: it takes {used} ({partitions} "
                              "partitions, hot key {hot}) against {capacity} MB/s, one leader's share of "
                              "its network. A partition has one leader, so more brokers do not lift this "
                              "ceiling.")};
//: A cluster card. {name}: the cluster's name; {percent}: "120%"; {used}: a rate with its unit; {partitions},
//: {ways}: whole numbers; {hot}: the hot key's share; {capacity}: a figure.
constexpr MessageTemplate partitionSplitKey{
    "cluster.partition.hot_key_split",
    MQLAB_TR("EngineMessage", "{name}: Hottest partition at {percent}: it takes {used} ({partitions} "
                              "partitions, hot key {hot} split {ways} ways) against {capacity} MB/s, one "
                              "leader's share of its network. A partition has one leader, so more "
                              "brokers do not lift this ceiling.")};
//: An Express cluster card. {name}: the cluster's name; {percent}: "120%"; {used}: a rate with its unit;
//: {partitions}: a whole number; {capacity}: a figure.
constexpr MessageTemplate expressHot{
    "cluster.express_partition",
    MQLAB_TR("EngineMessage", "{name}: Hottest partition at {percent}: it takes {used} ({partitions} partitions) "
                              "against {capacity} MB/s, Express's throttle a partition. A partition has one "
                              "leader, so more brokers do not lift this ceiling.")};
//: An Express cluster card. {name}: the cluster's name; {percent}: "120%"; {used}: a rate with its unit;
//: {partitions}: a whole number; {hot}: the hot key's share; {capacity}: a figure.
constexpr MessageTemplate expressHotKey{
    "cluster.express_partition.hot_key",
    MQLAB_TR("EngineMessage", "{name}: Hottest partition at {percent}: it takes {used} ({partitions} "
                              "partitions, hot key {hot}) against {capacity} MB/s, Express's throttle a "
                              "partition. A partition has one leader, so more brokers do not lift this "
                              "ceiling.")};
//: An Express cluster card. {name}: the cluster's name; {percent}: "120%"; {used}: a rate with its unit;
//: {partitions}, {ways}: whole numbers; {hot}: the hot key's share; {capacity}: a figure.
constexpr MessageTemplate expressSplitKey{
    "cluster.express_partition.hot_key_split",
    MQLAB_TR("EngineMessage", "{name}: Hottest partition at {percent}: it takes {used} ({partitions} "
                              "partitions, hot key {hot} split {ways} ways) against {capacity} MB/s, "
                              "Express's throttle a partition. A partition has one leader, so more "
                              "brokers do not lift this ceiling.")};
//: An Express cluster card. {name}: the cluster's name; {percent}: "90%"; {used}, {capacity}, {sustained}: rates
//: with their unit.
constexpr MessageTemplate dataInOver{
    "cluster.data_in.over_sizing",
    MQLAB_TR("EngineMessage", "{name}: Data in at {percent} of the maximum: each broker takes {used} against "
                              "{capacity} ({sustained} sustained).")};
//: An Express cluster card. {name}: the cluster's name; {percent}, {sustained_percent}: percents; {used},
//: {capacity}, {sustained}: rates with their unit.
constexpr MessageTemplate dataOutOver{
    "cluster.data_out.over_sizing",
    MQLAB_TR("EngineMessage", "{name}: Data out at {percent} of the maximum: each broker sends {used} to "
                              "consumers against {capacity}; {sustained} is the sustained figure "
                              "({sustained_percent}).")};
//: A cluster card. {copies}, {recommended}: numbers; {instance}: an instance size.
constexpr MessageTemplate manyCopies{
    "cluster.partition_copies",
    MQLAB_TR("EngineMessage", "{copies} partition copies a broker, above the {recommended} AWS recommends for "
                              "{instance}.")};
//: A cluster card.
constexpr MessageTemplate unclean{
    "cluster.unclean_election",
    MQLAB_TR("EngineMessage",
             "Unclean leader election is on: a copy that is behind can become leader and drop acked writes.")};
//: A cluster card. {instance}: an instance size; {note}: the catalogue's note on how the price was worked out, in
//: English.
constexpr MessageTemplate priceDerived{
    "cluster.price.derived", MQLAB_TR("EngineMessage", "The price of {instance} is derived, not sourced: {note}.")};
//: A cluster card. {instance}: an instance size.
constexpr MessageTemplate priceMissing{
    "cluster.price.missing",
    MQLAB_TR("EngineMessage", "No price for {instance} is in the catalogue; its brokers bill $0.")};
//: A cluster card.
constexpr MessageTemplate unfed{"cluster.unfed", MQLAB_TR("EngineMessage", "No producer writes to this cluster.")};

// The hottest partition's template: Express or Standard, and whether a hot key (split or not) is named.
const MessageTemplate& partitionTemplate(bool express, const ClusterDetail& d)
{
    const int variant = d.hotKeyShare <= 0 ? 0 : d.subKeys > 1 ? 2 : 1;
    static constexpr const MessageTemplate* standard[] = {&partitionHot, &partitionHotKey, &partitionSplitKey};
    static constexpr const MessageTemplate* throttled[] = {&expressHot, &expressHotKey, &expressSplitKey};
    return *(express ? throttled : standard)[variant];
}

// A limit past its line, in words; null for a limit the cluster does not warn about.
std::optional<Message> limitWarning(const Scenario& s, const Catalog& cat, const Report& r, const CardReport& card,
                                    const LimitReport& l)
{
    const Cluster& c = s.clusters[card.node];
    const ClusterDetail& d = r.clusters[static_cast<size_t>(card.cluster)];
    const bool sat = l.status == Status::Saturated;
    auto on = [&](const MessageTemplate& t, std::vector<std::pair<std::string, std::string>> args,
                  std::vector<CountArg> counts = {}) {
        args.insert(args.begin(), {{"name", cardName(s, card)}, {"percent", whole(l.percent)}});
        return message(t, std::move(args), std::move(counts));
    };
    // The limit's formula goes in as a sentence of its own, so that the window translates it too.
    auto withFormula = [&](Message m) {
        m.parts.emplace_back("formula", formula(s, r, card, l));
        return m;
    };
    switch (l.kind) {
    case LimitKind::Storage:
        return withFormula(sat ? on(storageFull, {{"wall", grouped(l.wallEventsPerSecond)}}) : on(storageOver, {}));
    case LimitKind::Network: {
        const int copies = networkCopies(d.groups, c.replicationFactor);
        return on(networkOver,
                  {{"copies", std::to_string(copies)},
                   {"rf", std::to_string(c.replicationFactor)},
                   {"sent", mb1(d.offered.mbps() * copies)},
                   {"in", mb1(d.offered.mbps())},
                   {"used", mb1(l.used)},
                   {"capacity", cap2(l.capacity)},
                   {"instance", c.brokerSize},
                   {"sizing", whole(cat.prices.standardSizingLinePercent)}},
                  {{"groups", d.groups, counts::groups}, {"brokers", c.brokers, counts::brokers}});
    }
    case LimitKind::Volume:
        return withFormula(on(sat ? volumeFull : volumeOver, {}));
    case LimitKind::EbsLink:
        return withFormula(on(sat ? ebsFull : ebsOver, {}));
    case LimitKind::Partition:
    case LimitKind::ExpressPartition: {
        const bool express = l.kind == LimitKind::ExpressPartition;
        return on(partitionTemplate(express, d), {{"used", mb(l.used)},
                                                  {"partitions", std::to_string(c.partitions)},
                                                  {"hot", percentText(d.hotKeyShare * 100, 0)},
                                                  {"ways", std::to_string(d.subKeys)},
                                                  {"capacity", grouped(l.capacity, express ? 0 : 2)}});
    }
    case LimitKind::DataIn:
        return on(dataInOver, {{"used", mb(l.used)}, {"capacity", mb1(l.capacity)}, {"sustained", mb1(l.sizingLine)}});
    case LimitKind::DataOut:
        return on(dataOutOver, {{"used", mb1(l.used)},
                                {"capacity", mb1(l.capacity)},
                                {"sustained", mb1(l.sizingLine)},
                                {"sustained_percent", whole(l.used / l.sizingLine * 100)}});
    default: // consumers and Round 1's limits are other kinds'
        return std::nullopt;
    }
}

std::vector<Message> warnings(const Scenario& s, const Catalog& cat, const Report& r, const CardReport& card)
{
    std::vector<Message> w;
    const Cluster& c = s.clusters[card.node];
    const ClusterDetail& d = r.clusters[static_cast<size_t>(card.cluster)];
    for (const LimitReport& l : card.limits) {
        if (std::isnan(l.capacity)) {
            w.push_back(
                std::isnan(l.sizingLine)
                    ? message(shared::limitUnchecked, {{"instance", c.brokerSize}}, {},
                              {{"limit", limitNameMessage(l.kind)}})
                    : message(noMaximum,
                              {{"instance", c.brokerSize}, {"sustained", mb1(l.sizingLine)}, {"used", mb1(l.used)}}, {},
                              {{"limit", limitNameMessage(l.kind)}}));
            continue;
        }
        if (l.status == Status::Ok)
            continue;
        if (auto m = limitWarning(s, cat, r, card, l))
            w.push_back(std::move(*m));
    }
    if (!std::isnan(d.recommendedPartitionCopies) && d.partitionCopiesPerBroker > d.recommendedPartitionCopies)
        w.push_back(message(manyCopies, {{"copies", grouped(d.partitionCopiesPerBroker)},
                                         {"recommended", grouped(d.recommendedPartitionCopies)},
                                         {"instance", c.brokerSize}}));
    if (c.uncleanLeaderElection)
        w.push_back(message(unclean));
    if (c.kind == ClusterKind::Standard) {
        const auto& price = cat.findStandard(c.brokerSize)->priceUsdPerHour;
        if (price.derived())
            w.push_back(message(priceDerived, {{"instance", c.brokerSize}, {"note", price.note}}));
        if (!price.known())
            w.push_back(message(priceMissing, {{"instance", c.brokerSize}}));
    } else {
        const auto& price = cat.findExpress(c.brokerSize)->priceUsdPerHour;
        if (price.derived())
            w.push_back(message(priceDerived, {{"instance", c.brokerSize}, {"note", price.note}}));
    }
    if (card.cluster >= 0 && r.clusters[static_cast<size_t>(card.cluster)].producers == 0)
        w.push_back(message(unfed));
    return w;
}

// Broker hours: the size's price, marked when the catalogue derives it.
//: A bill line: brokers whose hourly price the catalogue derives rather than quotes.
constexpr MessageTemplate billDerived{
    "bill.instances_derived", MQLAB_TR("EngineMessage", "{count} x {instance} x {hours} h x {price} (derived price)")};
//: A bill line of MSK storage billed by the GiB-month.
constexpr MessageTemplate billGib{"bill.gib_month", MQLAB_TR("EngineMessage", "{gib} GiB x {price} a GiB-month")};
//: A bill line: MSK Express bills each GB written in.
constexpr MessageTemplate billDataIn{"bill.data_in", MQLAB_TR("EngineMessage", "{gib} GiB in a month x {price} a GB")};

Message brokersText(const Scenario& s, const Catalog&, const BillLine& line)
{
    // Three decimals at least ($0.204, $1.500), five below a cent, in the style's money. The first
    // seed bills the 720 hours of a 30-day month.
    const std::string price = words::money(line.unitPrice, line.unitPrice < 0.01 ? 5 : 3, 3);
    return message(line.derivedPrice ? billDerived : bill::instances,
                   {{"count", grouped(line.quantity)},
                    {"instance", s.clusters[static_cast<size_t>(line.node)].brokerSize},
                    {"hours", "720"},
                    {"price", price}});
}

Message storageText(const Scenario&, const Catalog&, const BillLine& line)
{
    return message(billGib, {{"gib", grouped(line.quantity, 2)}, {"price", words::money(line.unitPrice, 2)}});
}

Message dataInText(const Scenario&, const Catalog&, const BillLine& line)
{
    return message(billDataIn, {{"gib", grouped(line.quantity, 2)}, {"price", words::money(line.unitPrice, 2)}});
}

std::string name(const Scenario& s, const CardReport& card)
{
    const Cluster& c = s.clusters[static_cast<size_t>(card.node)];
    return c.kind == ClusterKind::Express ? c.name + " (Express)" : c.name;
}

// Its connection rule's refusals (kinds.h, TopologyRule), one template each.
//: A connection refused: the consumer group already reads a cluster.
constexpr MessageTemplate oneCluster{
    "connection.group.one_cluster",
    MQLAB_TR("EngineMessage", "a consumer group reads one cluster, and this one already has one")};

} // namespace

const Module& clusterModule()
{
    static const Module m = [] {
        Module m;
        m.node = NodeKind::Cluster;
        m.array = "clusters";
        m.noun = MQLAB_TR("KindNoun", "cluster");
        m.kinds = {{Kind::StandardCluster,
                    NodeKind::Cluster,
                    "standard",
                    "Standard cluster",
                    "cluster",
                    "",
                    "cluster",
                    MQLAB_TR("AddEntry", "+ Standard"),
                    MQLAB_TR("AddEntry", "Add a Standard &cluster"),
                    {360, 40},
                    "#1f9bcf"},
                   {Kind::ExpressCluster,
                    NodeKind::Cluster,
                    "express",
                    "Express cluster",
                    "cluster",
                    "",
                    "express",
                    MQLAB_TR("AddEntry", "+ Express"),
                    MQLAB_TR("AddEntry", "Add an &Express cluster"),
                    {360, 40},
                    "#1f9bcf"}};
        m.feeds = {
            {NodeKind::Cluster, NodeKind::Group, nullptr, &oneCluster, "", "connect a cluster to it, or remove it"}};
        m.order = 0; // first: producers and groups carry what the cluster lets through
        m.count = count;
        m.begin = begin;
        m.evaluate = evaluate;
        m.finish = finish;
        m.face = face;
        m.faces = {&faceBrokers, &faceKept, &faceKeptTiered};
        m.cardKey = "cluster";
        m.name = name;
        m.warnings = warnings;
        m.messages = {
            &noMaximum,     &storageFull,     &storageOver,  &networkOver,     &volumeFull,        &volumeOver,
            &ebsFull,       &ebsOver,         &partitionHot, &partitionHotKey, &partitionSplitKey, &expressHot,
            &expressHotKey, &expressSplitKey, &dataInOver,   &dataOutOver,     &manyCopies,        &unclean,
            &priceDerived,  &priceMissing,    &unfed};
        m.formula = formula;
        m.formulas = {&formulaVolume,    &formulaNetwork, &formulaStorage, &formulaStorageTiered,
                      &formulaPartition, &formulaDataIn,  &formulaDataOut, &formulaExpressPartition};
        m.bills = {{BillItem::Brokers, MQLAB_TR("BillItem", "brokers"), brokersText},
                   {BillItem::LocalStorage, MQLAB_TR("BillItem", "broker storage"), storageText},
                   {BillItem::TierStorage, MQLAB_TR("BillItem", "tiered storage"), storageText},
                   {BillItem::ExpressStorage, MQLAB_TR("BillItem", "Express storage"), storageText},
                   {BillItem::ExpressDataIn, MQLAB_TR("BillItem", "Express data in"), dataInText}};
        m.billTexts = {&billDerived, &billGib, &billDataIn};
        return m;
    }();
    return m;
}

} // namespace mqlab::kinds
