#include "mqlab/report/explain.h"

#include <algorithm>
#include <cmath>
#include <utility>

#include "mqlab/model/catalog.h"
#include "mqlab/model/models.h"
#include "mqlab/error.h"
#include "mqlab/report/format.h"
#include "mqlab/model/scenario.h"
#include "mqlab/lesson/side.h"

namespace mqlab {
namespace {

std::string mb(double v) { return grouped(v, 2) + " MB/s"; }
std::string mb1(double v) { return grouped(v, 1) + " MB/s"; }
std::string gib(double v) { return grouped(v, 0) + " GiB"; }
std::string whole(double percent) { return percentText(percent, 0); }

// Two decimals below 20 MB/s (16.11, 1.07), one above (51.2, 136.5), as the seed writes them.
std::string rate(double v) { return v < 20 ? mb(v) : mb1(v); }
// A capacity as the catalogue gives it: 250, 78.75, 93.7.
std::string cap2(double v)
{
    std::string t = grouped(v, 2);
    while (!t.empty() && t.back() == '0' && t.find('.') != std::string::npos)
        t.pop_back();
    if (!t.empty() && t.back() == '.')
        t.pop_back();
    return t;
}
// A unit price as AWS prints it: at least two decimals, more only where they carry digits ($0.0015).
std::string price(double usd)
{
    std::string t = grouped(usd, 5);
    while (t.back() == '0' && t.size() - t.find('.') > 3)
        t.pop_back();
    return "$" + t;
}
std::string plural(int n, const char* one, const char* many)
{
    return std::to_string(n) + " " + (n == 1 ? one : many);
}

const ClusterDetail& detailOf(const Report& r, const CardReport& card) { return r.clusters[card.cluster]; }

}  // namespace

std::string limitFormula(const Scenario& s, const Report& r, const CardReport& card, const LimitReport& l)
{
    const std::string cap = std::isnan(l.capacity) ? "an unknown capacity" : cap2(l.capacity);
    if (card.kind == CardKind::Group) {
        const ConsumerGroup& g = s.groups[card.node];
        const GroupDetail& d = r.groups[card.node];
        return grouped(l.used) + " events/s against " + std::to_string(d.workingTasks) + " tasks x " +
               std::to_string(g.threadsPerTask) + " threads x 1,000 / " + grouped(g.msPerEvent, 1) + " ms = " +
               grouped(l.capacity) + " events/s";
    }
    if (card.kind != CardKind::Cluster)
        return "";
    const Cluster& c = s.clusters[card.node];
    const ClusterDetail& d = detailOf(r, card);
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
    case LimitKind::Consumers:
        break;
    }
    return "";
}

std::vector<std::string> cardWarnings(const Scenario& s, const Catalog& cat, const Report& r, const CardReport& card)
{
    std::vector<std::string> w;
    if (card.kind == CardKind::Producer) {
        const Producer& p = s.producers[card.node];
        if (card.cluster < 0)
            w.push_back("Not connected: drag from this producer to a cluster.");
        const double waiting = card.offeredEventsPerSecond - card.carriedEventsPerSecond;
        if (waiting > 0.5)
            w.push_back(grouped(waiting) + " events/s wait in this producer: the cluster takes " +
                        grouped(card.carriedEventsPerSecond) + " of the " + grouped(card.offeredEventsPerSecond) +
                        " it sends.");
        if (p.acks != Acks::All)
            w.push_back(std::string("acks=") + (p.acks == Acks::One ? "1" : "0") +
                        ": an acked write may live on the leader alone, in one zone; losing that broker loses it.");
        if (p.key == KeyKind::Merchant && p.subKeys > 1 && p.partitioner == Partitioner::DefaultHash && card.cluster >= 0) {
            const ClusterDetail& d = r.clusters[card.cluster];
            w.push_back("The default hash spreads " + std::to_string(p.subKeys) + " sub-keys over about " +
                        grouped(d.distinctPartitionsByHash, 1) + " of " +
                        std::to_string(s.clusters[card.cluster].partitions) +
                        " partitions, so some share one; a custom partitioner gives each its own.");
        }
        return w;
    }
    if (card.kind == CardKind::DeadLetterQueue) {
        const std::string& id = s.deadLetterQueues[card.node].id;
        const bool fed = std::any_of(s.connections.begin(), s.connections.end(), [&](const Connection& c) {
            return c.to == id && s.kindOf(c.from) == NodeKind::Group;
        });
        if (!fed)
            w.push_back("Not connected: drag from a consumer group to this queue.");
        return w;
    }
    if (card.kind == CardKind::Group) {
        const ConsumerGroup& g = s.groups[card.node];
        if (card.cluster < 0) {
            w.push_back("Not connected: drag from a cluster to this group.");
            return w;
        }
        const GroupDetail& d = r.groups[card.node];
        const LimitReport& l = card.limits.front();
        if (l.status == Status::Saturated)
            w.push_back("Processing at " + whole(l.percent) + ": the group needs " + grouped(l.used) +
                        " events/s and its tasks handle " + grouped(l.capacity) + ". It falls behind and its lag grows.");
        else if (l.status != Status::Ok)
            w.push_back("Processing at " + whole(l.percent) + ", past the " +
                        whole(cat.prices.standardSizingLinePercent) + " line: " + limitFormula(s, r, card, l) + ".");
        if (d.idleTasks > 0)
            w.push_back(std::to_string(d.idleTasks) + " of " + std::to_string(g.tasks) +
                        " tasks sit idle: each partition goes to one task, and the topic has " +
                        std::to_string(s.clusters[card.cluster].partitions) + ".");
        return w;
    }
    const Cluster& c = s.clusters[card.node];
    const ClusterDetail& d = detailOf(r, card);
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
        case LimitKind::Consumers:
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

std::vector<std::string> reportNotes(const Scenario& s, const Report& r)
{
    std::vector<std::string> n;
    if (r.latency.floor) {
        const CardReport& card = r.cards[s.producers.size() + r.latency.cluster];
        n.push_back("The latency is a floor, not an estimate: " + cardName(s, card) + " is saturated on the produce path (" +
                    limitName(r.latency.resource) +
                    "). Past that point requests pile up faster than they drain, so the real wait is longer by an "
                    "amount no queueing model can put a number on. Move the wall and the figure means something again.");
    }
    if (r.latency.waitingEventsPerSecond > 0.5)
        n.push_back(grouped(r.latency.waitingEventsPerSecond) + " events/s wait in the producers: the brokers carry " +
                    grouped(r.offeredEventsPerSecond - r.latency.waitingEventsPerSecond) + " of " +
                    grouped(r.offeredEventsPerSecond) + ".");
    if (r.latency.lingerMs > 0)
        n.push_back("Before it is sent, an event may sit up to " +
                    grouped(r.latency.lingerMs, r.latency.lingerMs < 1 ? 1 : 0) +
                    " ms (linger.ms) while its batch fills; the latency tile leaves that wait out.");
    return n;
}

std::string billLineText(const Scenario& s, const Catalog& cat, const BillLine& line)
{
    (void)cat;
    const std::string price = "$" + grouped(line.unitPrice, line.unitPrice < 0.01 ? 5 : line.unitPrice < 1 ? 3 : 3);
    auto trimmed = [](std::string p) {
        while (p.size() > 4 && p.back() == '0' && p[p.size() - 4] != '.')
            p.pop_back();
        return p;
    };
    switch (line.item) {
    case BillItem::Brokers:
        return grouped(line.quantity) + " x " + s.clusters[line.node].brokerSize + " x 720 h x " + trimmed(price) +
               (line.derivedPrice ? " (derived price)" : "");
    case BillItem::ConsumerTasks:
        return grouped(line.quantity) + " tasks x 720 h x $" + grouped(line.unitPrice, 5);
    case BillItem::ExpressDataIn:
        return grouped(line.quantity, 2) + " GiB in a month x $" + grouped(line.unitPrice, 2) + " a GB";
    case BillItem::DeadLetterQueues:
        return grouped(line.quantity) + (line.quantity == 1 ? " queue" : " queues") +
               " x $0: not priced yet (the queue's requests and storage come with the SQS kind)";
    default:
        return grouped(line.quantity, 2) + " GiB x $" + grouped(line.unitPrice, 2) + " a GiB-month";
    }
}

Figures figures(const Scenario& s, const Catalog& cat, const Report& r)
{
    Figures f;
    auto put = [&](const std::string& key, double value, std::string text, std::string formula = {}) {
        f[key] = {value, std::move(text), std::move(formula)};
    };
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
    put("tile.load", eps, loadTileText(eps));
    put("tile.latency", r.latency.ms, latencyTileText(r.latency));
    put("tile.cost", r.total.usd(), costTileText(r.total));
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
    // card's $3,046.44 on the exact fraction with each line rounded.
    {
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
        (line.item == BillItem::ConsumerTasks ? consumers : msk) += line.amount;
    put("cost.msk", msk.usd(), usdText(msk));
    put("cost.consumers", consumers.usd(), usdText(consumers));
    for (const auto& line : r.bill) {
        if (line.item == BillItem::ConsumerTasks) {
            put("cost.tasks", line.quantity, grouped(line.quantity));
            continue;
        }
        if (line.node < 0) // a line of a whole kind (the dead-letter queues): no cluster to file it under
            continue;
        const std::string id = s.clusters[line.node].id;
        static const char* keys[] = {"brokers", "local", "tier", "storage", "data_in", "tasks"};
        put(id + ".cost." + keys[static_cast<int>(line.item)], line.amount.usd(), usdText(line.amount),
            billLineText(s, cat, line));
    }

    for (const CardReport& card : r.cards) {
        const std::string id = cardId(s, card);
        put(id + ".name", card.node, cardName(s, card));
        put(id + ".percent", card.rawPercent, whole(card.rawPercent));
        for (const LimitReport& l : card.limits) {
            const std::string k = id + "." + limitKey(l.kind);
            const int dp = l.kind == LimitKind::Storage ? 2 : l.kind == LimitKind::Consumers ? 0 : 2;
            put(k + ".used", l.used, grouped(l.used, dp) + " " + limitUnit(l.kind), limitFormula(s, r, card, l));
            put(k + ".used_short", l.used, (l.kind == LimitKind::Storage ? gib(l.used) : l.kind == LimitKind::Consumers ? grouped(l.used) + " events/s" : rate(l.used)));
            // Rates as the catalogue and the seed write them: 15, 234.2, 78.75 MB/s (no trailing zeros).
            put(k + ".capacity", l.capacity,
                (l.kind == LimitKind::Storage || l.kind == LimitKind::Consumers ? grouped(l.capacity, 0) : cap2(l.capacity)) +
                    " " + limitUnit(l.kind));
            put(k + ".percent", l.percent, percentText(l.percent), limitFormula(s, r, card, l));
            put(k + ".percent_whole", l.percent, whole(l.percent));
            if (!std::isnan(l.wallEventsPerSecond))
                put(k + ".wall", l.wallEventsPerSecond, grouped(l.wallEventsPerSecond));
        }
        if (card.kind == CardKind::Group && card.cluster >= 0) {
            const GroupDetail& d = r.groups[card.node];
            const ConsumerGroup& g = s.groups[card.node];
            put(id + ".threads", g.threadsPerTask, std::to_string(g.threadsPerTask));
            put(id + ".ms_per_event", g.msPerEvent, grouped(g.msPerEvent, g.msPerEvent == std::floor(g.msPerEvent) ? 0 : 1) + " ms");
            put(id + ".task_rate", g.threadsPerTask * 1000.0 / g.msPerEvent, grouped(g.threadsPerTask * 1000.0 / g.msPerEvent),
                std::to_string(g.threadsPerTask) + " x 1,000 / " + grouped(g.msPerEvent, 1));
            put(id + ".partition_thread", d.partitionThreadShare * 100, whole(d.partitionThreadShare * 100),
                grouped(card.offeredEventsPerSecond / s.clusters[card.cluster].partitions) + " events/s x " +
                    grouped(g.msPerEvent, 1) + " ms");
            put(id + ".partition_events", card.offeredEventsPerSecond / s.clusters[card.cluster].partitions,
                grouped(card.offeredEventsPerSecond / s.clusters[card.cluster].partitions));
            const ClusterDetail& cd = r.clusters[card.cluster];
            const double hotEvents = card.offeredEventsPerSecond * cd.hotKeyShare;
            const double subEvents = hotEvents / cd.subKeys;
            put(id + ".hot_key_events", hotEvents, grouped(hotEvents), grouped(card.offeredEventsPerSecond) + " x " +
                                                                         percentText(cd.hotKeyShare * 100, 0));
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
        put(id + ".copies", copies, std::to_string(copies), std::to_string(d.groups) + " + " +
                                                               std::to_string(c.replicationFactor) + " - 1");
        put(id + ".leaders_send", d.offered.mbps() * copies, mb1(d.offered.mbps() * copies),
            mb1(d.offered.mbps()) + " x " + std::to_string(copies));
        put(id + ".retention_days", c.retentionDays, grouped(c.retentionDays, c.retentionDays == std::floor(c.retentionDays) ? 0 : 2));
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
                    whole(weekFewer / d.heldGiB * 100),
                    grouped(weekFewer, 2) + " / " + grouped(d.heldGiB) + " GiB");
            }
            if (size.networkMBps.value && c.brokers > 1) {
                const double lost = lostBrokerNetworkPercent(d.offered, d.groups, c.replicationFactor, c.brokers,
                                                             *size.networkMBps.value);
                put(id + ".lost_broker", lost, percentText(lost),
                    mb1(d.offered.mbps()) + " x " + std::to_string(copies - 1) + " / " + std::to_string(c.brokers - 1) +
                        " / " + grouped(*size.networkMBps.value, 2));
                const double oneLeader = onePartitionEventsPerSecond(*size.networkMBps.value, 1, c.replicationFactor, bytes);
                put(id + ".one_partition_events", oneLeader, grouped(oneLeader));
                put(id + ".one_partition_percent", eps / oneLeader * 100, whole(eps / oneLeader * 100));
            }
            put(id + ".refetch", worstCaseRefetchGiB(d.localGiB, c.brokers), grouped(worstCaseRefetchGiB(d.localGiB, c.brokers)) + " GiB",
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
            out += figure(key).text;
        } else {
            const double over = figure(key.substr(slash + 3)).value;
            if (!(over > 0))
                throw InputError(source, key, "divides by a figure that is not above zero");
            out += grouped(figure(key.substr(0, slash)).value / over, 1);
        }
        pos = close + 2;
    }
}

}  // namespace mqlab
