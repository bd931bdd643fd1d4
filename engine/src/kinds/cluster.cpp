#include "cluster.h"

#include <cmath>
#include <algorithm>

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

CardFace face(const Scenario& s, const CardReport& card)
{
    const Cluster& c = s.clusters[static_cast<size_t>(card.node)];
    return {c.kind == ClusterKind::Express ? Kind::ExpressCluster : Kind::StandardCluster, c.position,
            std::to_string(c.brokers) + " \u00d7 " + c.brokerSize,
            "RF " + std::to_string(c.replicationFactor) + " \u00b7 " + std::to_string(c.partitions) +
                " partitions \u00b7 " + grouped(c.retentionDays, c.retentionDays < 1 ? 2 : 0) + " d" +
                (c.tieredStorage ? " \u00b7 tiered" : "")};
}

std::string formula(const Scenario& s, const Report& r, const CardReport& card, const LimitReport& l)
{
    const std::string cap = std::isnan(l.capacity) ? "an unknown capacity" : cap2(l.capacity);
    const Cluster& c = s.clusters[card.node];
    const ClusterDetail& d = r.clusters[static_cast<size_t>(card.cluster)];
    const std::string in = mb1(d.offered.mbps());
    const std::string b = std::to_string(c.brokers) + (c.brokers == 1 ? " broker" : " brokers");
    switch (l.kind) {
    case LimitKind::Volume:
    case LimitKind::EbsLink:
        return in + " x RF " + std::to_string(c.replicationFactor) + " / " + b + " = " + rate(l.used) + " against " + cap;
    case LimitKind::Network:
        return in + " x " + std::to_string(networkCopies(d.groups, c.replicationFactor)) + " / " + b + " = " +
               rate(l.used) + " against " + cap;
    case LimitKind::Storage:
        if (c.tieredStorage)
            return grouped(c.localRetentionHours, 0) + " h x RF " + std::to_string(c.replicationFactor) + " x " +
                   grouped(d.offered.gibPerDay(), 3) + " GiB a day = " + gib(l.used) + " against " + b + " x " + gib(l.capacity / c.brokers) + " = " +
                   gib(l.capacity);
        return grouped(c.retentionDays, c.retentionDays == std::floor(c.retentionDays) ? 0 : 2) + " days x RF " +
               std::to_string(c.replicationFactor) + " x " + grouped(d.offered.gibPerDay(), 3) + " GiB a day = " +
               gib(l.used) + " against " + b + " x " + gib(l.capacity / c.brokers) + " = " + gib(l.capacity);
    case LimitKind::Partition:
        return percentText(d.cardPartitionShare * 100, 2) + " x " + in + " = " + rate(l.used) + " against " +
               cap2(l.capacity) + " (network / " + std::to_string(networkCopies(d.groups, c.replicationFactor)) +
               " copies)";
    case LimitKind::DataIn:
        return in + " / " + b + " = " + rate(l.used) + " against " + cap;
    case LimitKind::DataOut:
        return plural(d.groups, "group", "groups") + " x " + in + " / " + b + " = " + rate(l.used) + " against " + cap;
    case LimitKind::ExpressPartition:
        return percentText(d.cardPartitionShare * 100, 2) + " x " + in + " = " + rate(l.used) + " against " + cap;
    default: // consumers and Round 1's limits are other kinds'
        break;
    }
    return "";
}

std::vector<std::string> warnings(const Scenario& s, const Catalog& cat, const Report& r, const CardReport& card)
{
    std::vector<std::string> w;
    const Cluster& c = s.clusters[card.node];
    const ClusterDetail& d = r.clusters[static_cast<size_t>(card.cluster)];
    const std::string name = cardName(s, card);
    for (const LimitReport& l : card.limits) {
        if (std::isnan(l.capacity)) {
            w.push_back(std::isnan(l.sizingLine)
                            ? "No trusted figure for " + c.brokerSize + "'s " + limitName(l.kind) +
                                  " is in the catalogue, so this limit is not checked."
                            : "No trusted maximum for " + c.brokerSize + "'s " + limitName(l.kind) +
                                  " is in the catalogue: it warns past the sustained " + mb1(l.sizingLine) +
                                  " (now " + mb1(l.used) + ") but cannot saturate.");
            continue;
        }
        if (l.status == Status::Ok)
            continue;
        const bool sat = l.status == Status::Saturated;
        const std::string lead = limitName(l.kind) + " at " + whole(l.percent);
        std::string t;
        switch (l.kind) {
        case LimitKind::Storage:
            t = "Storage at " + whole(l.percent) + ": " + limitFormula(s, r, card, l) + ". " +
                (sat ? "A broker whose disk fills stops taking writes. At this retention the cluster keeps up with at "
                       "most " +
                           grouped(l.wallEventsPerSecond) + " events/s."
                     : "Past the sizing line.");
            break;
        case LimitKind::Network:
            t = "Network at " + whole(l.percent) + ": every byte in leaves a leader " +
                std::to_string(networkCopies(d.groups, c.replicationFactor)) + " times (" +
                plural(d.groups, "group", "groups") + " + RF " + std::to_string(c.replicationFactor) + " - 1), so " +
                std::to_string(c.brokers) + " brokers send " +
                mb1(d.offered.mbps() * networkCopies(d.groups, c.replicationFactor)) + " from " +
                mb1(d.offered.mbps()) + " in: " + mb1(l.used) + " a broker against " + cap2(l.capacity) + " on " +
                c.brokerSize + ". Size to " + whole(cat.prices.standardSizingLinePercent) + ".";
            break;
        case LimitKind::Volume:
        case LimitKind::EbsLink:
            t = std::string(l.kind == LimitKind::Volume ? "Storage volume" : "EBS link") + " at " + whole(l.percent) +
                ": each broker writes " + limitFormula(s, r, card, l) + " MB/s" +
                (sat ? ". Produce requests queue at the brokers." : ", past the sizing line.");
            break;
        case LimitKind::Partition:
        case LimitKind::ExpressPartition: {
            const bool express = l.kind == LimitKind::ExpressPartition;
            t = "Hottest partition at " + whole(l.percent) + ": it takes " + mb(l.used) + " (" +
                std::to_string(c.partitions) + " partitions" +
                (d.hotKeyShare > 0 ? ", hot key " + percentText(d.hotKeyShare * 100, 0) +
                                         (d.subKeys > 1 ? " split " + std::to_string(d.subKeys) + " ways" : "")
                                   : std::string()) +
                ") against " +
                (express ? grouped(l.capacity, 0) + " MB/s, Express's throttle a partition"
                         : grouped(l.capacity, 2) + " MB/s, one leader's share of its network") +
                ". A partition has one leader, so more brokers do not lift this ceiling.";
            break;
        }
        case LimitKind::DataIn:
            t = "Data in at " + whole(l.percent) + " of the maximum: each broker takes " + mb(l.used) + " against " +
                mb1(l.capacity) + " (" + mb1(l.sizingLine) + " sustained).";
            break;
        case LimitKind::DataOut:
            t = "Data out at " + whole(l.percent) + " of the maximum: each broker sends " + mb1(l.used) +
                " to consumers against " + mb1(l.capacity) + "; " + mb1(l.sizingLine) + " is the sustained figure (" +
                whole(l.used / l.sizingLine * 100) + ").";
            break;
        default:
            break;
        }
        (void)lead;
        w.push_back(name + ": " + t);
    }
    if (!std::isnan(d.recommendedPartitionCopies) && d.partitionCopiesPerBroker > d.recommendedPartitionCopies)
        w.push_back(grouped(d.partitionCopiesPerBroker) + " partition copies a broker, above the " +
                    grouped(d.recommendedPartitionCopies) + " AWS recommends for " + c.brokerSize + ".");
    if (c.uncleanLeaderElection)
        w.push_back("Unclean leader election is on: a copy that is behind can become leader and drop acked writes.");
    if (c.kind == ClusterKind::Standard) {
        const auto& price = cat.findStandard(c.brokerSize)->priceUsdPerHour;
        if (price.derived())
            w.push_back("The price of " + c.brokerSize + " is derived, not sourced: " + price.note + ".");
        if (!price.known())
            w.push_back("No price for " + c.brokerSize + " is in the catalogue; its brokers bill $0.");
    } else {
        const auto& price = cat.findExpress(c.brokerSize)->priceUsdPerHour;
        if (price.derived())
            w.push_back("The price of " + c.brokerSize + " is derived, not sourced: " + price.note + ".");
    }
    if (card.cluster >= 0 && r.clusters[static_cast<size_t>(card.cluster)].producers == 0)
        w.push_back("No producer writes to this cluster.");
    return w;
}

// Broker hours: the size's price, marked when the catalogue derives it.
std::string brokersText(const Scenario& s, const Catalog&, const BillLine& line)
{
    std::string price = "$" + grouped(line.unitPrice, line.unitPrice < 0.01 ? 5 : 3);
    while (price.size() > 4 && price.back() == '0' && price[price.size() - 4] != '.')
        price.pop_back();
    return grouped(line.quantity) + " x " + s.clusters[static_cast<size_t>(line.node)].brokerSize + " x 720 h x " +
           price + (line.derivedPrice ? " (derived price)" : "");
}

std::string storageText(const Scenario&, const Catalog&, const BillLine& line)
{
    return grouped(line.quantity, 2) + " GiB x $" + grouped(line.unitPrice, 2) + " a GiB-month";
}

std::string dataInText(const Scenario&, const Catalog&, const BillLine& line)
{
    return grouped(line.quantity, 2) + " GiB in a month x $" + grouped(line.unitPrice, 2) + " a GB";
}

std::string name(const Scenario& s, const CardReport& card)
{
    const Cluster& c = s.clusters[static_cast<size_t>(card.node)];
    return c.kind == ClusterKind::Express ? c.name + " (Express)" : c.name;
}

} // namespace

const Module& clusterModule()
{
    static const Module m = [] {
        Module m;
        m.node = NodeKind::Cluster;
        m.array = "clusters";
        m.noun = "cluster";
        m.kinds = {{Kind::StandardCluster,
                    NodeKind::Cluster,
                    "standard",
                    "Standard cluster",
                    "cluster",
                    "",
                    "cluster",
                    "+ Standard",
                    "Add a Standard &cluster",
                    {360, 40},
                    "#1f9bcf"},
                   {Kind::ExpressCluster,
                    NodeKind::Cluster,
                    "express",
                    "Express cluster",
                    "cluster",
                    "",
                    "express",
                    "+ Express",
                    "Add an &Express cluster",
                    {360, 40},
                    "#1f9bcf"}};
        m.feeds = {{NodeKind::Cluster, NodeKind::Group, "",
                    "a consumer group reads one cluster, and this one already has one", "",
                    "connect a cluster to it, or remove it"}};
        m.order = 0; // first: producers and groups carry what the cluster lets through
        m.count = count;
        m.begin = begin;
        m.evaluate = evaluate;
        m.finish = finish;
        m.face = face;
        m.cardKey = "cluster";
        m.name = name;
        m.warnings = warnings;
        m.formula = formula;
        m.bills = {{BillItem::Brokers, "brokers", brokersText},
                   {BillItem::LocalStorage, "broker storage", storageText},
                   {BillItem::TierStorage, "tiered storage", storageText},
                   {BillItem::ExpressStorage, "Express storage", storageText},
                   {BillItem::ExpressDataIn, "Express data in", dataInText}};
        return m;
    }();
    return m;
}

} // namespace mqlab::kinds
