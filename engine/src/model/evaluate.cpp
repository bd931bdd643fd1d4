// evaluate(): the scenario through every model, in numbers only.
#include <cstdint>
#include <algorithm>
#include <cmath>
#include <string_view>
#include <unordered_map>

#include "mqlab/model/catalog.h"
#include "mqlab/model/models.h"
#include "mqlab/model/report.h"
#include "mqlab/model/scenario.h"

namespace mqlab {
namespace {

double valueOr(const SourcedFigure& f, double fallback) { return f.value ? *f.value : fallback; }

Status statusOf(const LimitReport& l)
{
    if (!std::isnan(l.percent) && l.percent >= kRedPercent)
        return percentStatus(l.percent, kNotKnown);
    if (!std::isnan(l.sizingLine) && l.used > l.sizingLine)
        return Status::Warn;
    return Status::Ok;
}

LimitReport limit(LimitKind kind, double used, double capacity, double sizingLine, bool producePath,
                  double offeredTotal)
{
    LimitReport l;
    l.kind = kind;
    l.used = used;
    l.capacity = capacity;
    l.sizingLine = sizingLine;
    l.producePath = producePath;
    l.percent = capacity > 0 ? used / capacity * 100.0 : kNotKnown;
    if (l.percent > 0)
        l.wallEventsPerSecond = wallEventsPerSecond(offeredTotal, l.percent);
    l.status = statusOf(l);
    return l;
}

void summarise(CardReport& card)
{
    card.binding = -1;
    card.rawPercent = 0;
    card.status = Status::Ok;
    for (size_t i = 0; i < card.limits.size(); ++i) {
        const LimitReport& l = card.limits[i];
        if (!std::isnan(l.percent) && (card.binding < 0 || l.percent > card.rawPercent)) {
            card.binding = static_cast<int>(i);
            card.rawPercent = l.percent;
        }
        card.status = std::max(card.status, l.status);
        if (!std::isnan(l.wallEventsPerSecond) &&
            (std::isnan(card.wallEventsPerSecond) || l.wallEventsPerSecond < card.wallEventsPerSecond))
            card.wallEventsPerSecond = l.wallEventsPerSecond;
    }
    card.percent = std::min(card.rawPercent, 100.0);
}

// The hot key of the producers that write to one cluster: the producer whose largest key carries
// the most bytes sets it (keys of different producers are assumed to land on different partitions).
struct HotKey {
    double share = 0;  // of the cluster's bytes
    int subKeys = 1;
    bool custom = false;
};

// Who writes to and reads from each cluster, found in one pass over the connections.
struct Topology {
    std::vector<std::vector<int>> producers, groups;  // by cluster index
    std::vector<int> clusterOfProducer, clusterOfGroup;

    explicit Topology(const Scenario& s)
        : producers(s.clusters.size()), groups(s.clusters.size()), clusterOfProducer(s.producers.size(), -1),
          clusterOfGroup(s.groups.size(), -1)
    {
        std::unordered_map<std::string_view, std::pair<NodeKind, int>> index;
        index.reserve(s.producers.size() + s.clusters.size() + s.groups.size());
        for (size_t i = 0; i < s.producers.size(); ++i)
            index.emplace(s.producers[i].id, std::pair{NodeKind::Producer, static_cast<int>(i)});
        for (size_t i = 0; i < s.clusters.size(); ++i)
            index.emplace(s.clusters[i].id, std::pair{NodeKind::Cluster, static_cast<int>(i)});
        for (size_t i = 0; i < s.groups.size(); ++i)
            index.emplace(s.groups[i].id, std::pair{NodeKind::Group, static_cast<int>(i)});
        for (const Connection& c : s.connections) {
            const auto a = index.find(c.from), b = index.find(c.to);
            if (a == index.end() || b == index.end())
                continue;
            if (a->second.first == NodeKind::Producer && b->second.first == NodeKind::Cluster &&
                clusterOfProducer[a->second.second] < 0) {
                clusterOfProducer[a->second.second] = b->second.second;
                producers[b->second.second].push_back(a->second.second);
            } else if (a->second.first == NodeKind::Cluster && b->second.first == NodeKind::Group &&
                       clusterOfGroup[b->second.second] < 0) {
                clusterOfGroup[b->second.second] = a->second.second;
                groups[a->second.second].push_back(b->second.second);
            }
        }
    }
};

HotKey hotKeyOf(const Scenario& s, const std::vector<int>& producers)
{
    HotKey hot;
    double hottest = 0, clusterBytes = 0;
    for (int i : producers) {
        const Producer& p = s.producers[i];
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

}  // namespace

Status percentStatus(double percent, double sizingPercent)
{
    if (std::isnan(percent))
        return Status::Ok;
    if (percent > 100.0)
        return Status::Saturated;
    if (percent >= kRedPercent)
        return Status::Red;
    if (!std::isnan(sizingPercent) && percent > sizingPercent)
        return Status::Warn;
    return Status::Ok;
}

Report evaluate(const Scenario& s, const Catalog& cat, double loadOverride)
{
    Report r;
    const double baseLoad = s.offeredEventsPerSecond();
    const double k = (loadOverride > 0 && baseLoad > 0) ? loadOverride / baseLoad : 1.0;
    r.offeredEventsPerSecond = baseLoad * k;
    for (const auto& p : s.producers)
        r.offered.bytesPerSecond += p.eventsPerSecond * k * p.eventBytes;
    const double total = r.offeredEventsPerSecond;
    const double sizing = cat.prices.standardSizingLinePercent / 100.0;

    const size_t np = s.producers.size(), nc = s.clusters.size(), ng = s.groups.size();
    r.cards.resize(np + nc + ng);
    r.clusters.resize(nc);
    r.groups.resize(ng);
    std::vector<double> clusterEvents(nc, 0.0), clusterFraction(nc, 1.0), clusterWall(nc, kNotKnown);
    const Topology topo(s);
    Money consumerTasks;
    std::int64_t taskCount = 0;  // wide: 10,000 groups of 10,000 tasks must not wrap round

    for (size_t ci = 0; ci < nc; ++ci) {
        const Cluster& c = s.clusters[ci];
        CardReport& card = r.cards[np + ci];
        ClusterDetail& d = r.clusters[ci];
        card.kind = CardKind::Cluster;
        card.node = static_cast<int>(ci);
        card.cluster = static_cast<int>(ci);
        const auto& producers = topo.producers[ci];
        const auto& groups = topo.groups[ci];
        d.producers = static_cast<int>(producers.size());
        d.groups = static_cast<int>(groups.size());
        double events = 0;
        for (int i : producers) {
            events += s.producers[i].eventsPerSecond * k;
            d.offered.bytesPerSecond += s.producers[i].eventsPerSecond * k * s.producers[i].eventBytes;
        }
        clusterEvents[ci] = events;
        card.offeredEventsPerSecond = events;

        const HotKey hot = hotKeyOf(s, producers);
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

        if (c.kind == ClusterKind::Standard) {
            const StandardSize& size = *cat.findStandard(c.brokerSize);
            const double volume = valueOr(size.storageVolumeMBps, kNotKnown);
            const double ebs = valueOr(size.ebsLinkMBps, kNotKnown);
            const double net = valueOr(size.networkMBps, kNotKnown);
            const Equation1 e = equation1(d.offered, c.replicationFactor, d.groups, c.brokers, volume, ebs, net);
            const StorageNeed need = standardStorage(d.offered, c.replicationFactor, c.retentionDays, c.tieredStorage,
                                                     c.localRetentionHours);
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
        } else {
            const ExpressSize& size = *cat.findExpress(c.brokerSize);
            const ExpressLoad e = expressLoad(d.offered, d.groups, c.brokers);
            const double part = valueOr(size.partitionMBps, kNotKnown);
            card.limits = {
                limit(LimitKind::DataIn, e.dataInMBps, valueOr(size.dataInMaxMBps, kNotKnown),
                      valueOr(size.dataInSustainedMBps, kNotKnown), true, total),
                // Consumers' throttle slows reads, not produces.
                limit(LimitKind::DataOut, e.dataOutMBps, valueOr(size.dataOutMaxMBps, kNotKnown),
                      valueOr(size.dataOutSustainedMBps, kNotKnown), false, total),
                limit(LimitKind::ExpressPartition, partitionMBps, part, part * sizing, true, total),
            };
            if (size.dataOutSustainedMBps.value)
                d.expressDataOutSustainedPercent = e.dataOutMBps / *size.dataOutSustainedMBps.value * 100.0;
        }
        summarise(card);
        clusterWall[ci] = card.wallEventsPerSecond;
        if (!std::isnan(card.wallEventsPerSecond) && card.wallEventsPerSecond < total)
            clusterFraction[ci] = card.wallEventsPerSecond / total;
        card.carriedEventsPerSecond = events * clusterFraction[ci];
        d.carried = d.offered * clusterFraction[ci];

        // The bill: brokers by the hour; storage on what the cluster carries.
        const double f = clusterFraction[ci];
        if (c.kind == ClusterKind::Standard) {
            const SourcedFigure& price = cat.findStandard(c.brokerSize)->priceUsdPerHour;
            const double p = valueOr(price, 0.0);
            r.bill.push_back({BillItem::Brokers, card.node, double(c.brokers), p, monthlyHours(c.brokers, p), price.derived()});
            d.billedLocalGiB = std::min(d.localGiB * f, d.heldGiB);
            const double sp = cat.prices.standardStoragePerGiBMonth;
            r.bill.push_back({BillItem::LocalStorage, card.node, d.billedLocalGiB, sp, Money::fromUsd(d.billedLocalGiB * sp)});
            if (c.tieredStorage) {
                d.billedTierGiB = d.tierGiB * f;
                const double tp = cat.prices.tierStoragePerGiBMonth;
                r.bill.push_back({BillItem::TierStorage, card.node, d.billedTierGiB, tp, Money::fromUsd(d.billedTierGiB * tp)});
            }
        } else {
            const SourcedFigure& price = cat.findExpress(c.brokerSize)->priceUsdPerHour;
            const double p = valueOr(price, 0.0);
            r.bill.push_back({BillItem::Brokers, card.node, double(c.brokers), p, monthlyHours(c.brokers, p), price.derived()});
            const double stored = c.retentionDays * d.carried.gibPerDay();  // one logical copy; AWS keeps the rest
            const double sp = cat.prices.expressStoragePerGiBMonth;
            r.bill.push_back({BillItem::ExpressStorage, card.node, stored, sp, Money::fromUsd(stored * sp)});
            const double in = d.carried.gibPerMonth();  // billed a GiB at the price of a GB, as the seed does
            const double ip = cat.prices.expressDataInPerGB;
            r.bill.push_back({BillItem::ExpressDataIn, card.node, in, ip, Money::fromUsd(in * ip)});
        }
    }

    for (size_t pi = 0; pi < np; ++pi) {
        CardReport& card = r.cards[pi];
        card.kind = CardKind::Producer;
        card.node = static_cast<int>(pi);
        card.offeredEventsPerSecond = s.producers[pi].eventsPerSecond * k;
        card.cluster = topo.clusterOfProducer[pi];
        // A producer with no cluster sends nowhere: nothing is carried, and nothing waits at a wall.
        if (card.cluster < 0)
            continue;
        card.carriedEventsPerSecond = card.offeredEventsPerSecond * clusterFraction[card.cluster];
        r.latency.waitingEventsPerSecond += card.offeredEventsPerSecond - card.carriedEventsPerSecond;
        r.latency.lingerMs = std::max(r.latency.lingerMs, s.producers[pi].lingerMs);
    }

    for (size_t gi = 0; gi < ng; ++gi) {
        const ConsumerGroup& g = s.groups[gi];
        CardReport& card = r.cards[np + nc + gi];
        GroupDetail& d = r.groups[gi];
        card.kind = CardKind::Group;
        card.node = static_cast<int>(gi);
        card.cluster = topo.clusterOfGroup[gi];
        taskCount += g.tasks;
        if (card.cluster < 0)
            continue;
        const Cluster& c = s.clusters[card.cluster];
        const ClusterDetail& cd = r.clusters[card.cluster];
        card.offeredEventsPerSecond = clusterEvents[card.cluster];
        card.carriedEventsPerSecond = clusterEvents[card.cluster] * clusterFraction[card.cluster];
        d.workingTasks = workingTasks(g.tasks, c.partitions);
        d.idleTasks = g.tasks - d.workingTasks;
        d.capacityEventsPerSecond = groupCapacity(g.tasks, c.partitions, g.threadsPerTask, g.msPerEvent);
        d.partitionThreadShare = threadBusyShare(card.offeredEventsPerSecond / c.partitions, g.msPerEvent);
        d.hotKeyThreadSeconds = threadBusyShare(card.offeredEventsPerSecond * cd.hotKeyShare, g.msPerEvent);
        LimitReport l = limit(LimitKind::Consumers, card.carriedEventsPerSecond, d.capacityEventsPerSecond,
                              d.capacityEventsPerSecond * sizing, false, total);
        // The group reads what its cluster lets through, so its wall is in offered-load terms and
        // only real below the cluster's own wall.
        const double share = clusterEvents[card.cluster] > 0 ? total / clusterEvents[card.cluster] : 0;
        l.wallEventsPerSecond = d.capacityEventsPerSecond * share;
        if (!std::isnan(clusterWall[card.cluster]) && l.wallEventsPerSecond >= clusterWall[card.cluster])
            l.wallEventsPerSecond = kNotKnown;
        card.limits = {l};
        summarise(card);
    }
    if (taskCount > 0) {
        const double tp = cat.prices.consumerTaskPerHour;
        r.bill.push_back({BillItem::ConsumerTasks, -1, double(taskCount), tp, monthlyHours(static_cast<double>(taskCount), tp)});
    }
    for (const auto& line : r.bill)
        r.total += line.amount;

    // Tiles: the first to saturate is the saturated card whose wall is lowest; else the busiest.
    for (size_t i = 0; i < r.cards.size(); ++i) {
        const CardReport& card = r.cards[i];
        if (card.status == Status::Saturated &&
            (r.firstToSaturate < 0 || card.wallEventsPerSecond < r.cards[r.firstToSaturate].wallEventsPerSecond))
            r.firstToSaturate = static_cast<int>(i);
        if (!card.limits.empty() && (r.busiest < 0 || card.rawPercent > r.cards[r.busiest].rawPercent))
            r.busiest = static_cast<int>(i);
        for (size_t li = 0; li < card.limits.size(); ++li) {
            const double w = card.limits[li].wallEventsPerSecond;
            if (!std::isnan(w) && (std::isnan(r.wallEventsPerSecond) || w < r.wallEventsPerSecond)) {
                r.wallEventsPerSecond = w;
                r.wallCard = static_cast<int>(i);
                r.wallLimit = static_cast<int>(li);
            }
        }
    }

    // Latency: the fixed produce plus an M/M/1 wait on the busiest produce-path rate.
    double worstRho = -1;
    for (size_t ci = 0; ci < nc; ++ci) {
        const CardReport& card = r.cards[np + ci];
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
                for (int pi : topo.producers[ci]) {
                    linger = std::max(linger, s.producers[pi].lingerMs);
                    bytes = std::max(bytes, s.producers[pi].eventBytes);
                }
                const double batch = batchBytes(clusterEvents[ci], bytes, s.clusters[ci].partitions, linger);
                const double serviceMs = batch / (l.capacity * kBytesPerMB) * 1000.0;
                r.latency.queueingMs = mm1WaitMs(worstRho, serviceMs);
            }
        }
    }
    if (r.latency.floor)
        r.latency.queueingMs = 0;
    else if (worstRho <= 0)
        r.latency.cluster = -1;  // nothing busy on the produce path: no resource to name
    r.latency.ms = kFixedProduceMs + r.latency.queueingMs;
    return r;
}

}  // namespace mqlab
