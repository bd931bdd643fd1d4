#include "platform_fleet.h"

#include <cmath>

#include "../report/words.h"
#include "mqlab/model/platform.h"
#include "mqlab/model/raft_fleet.h"
#include "mqlab/model/traffic.h"
#include "mqlab/report/format.h"
#include "round1.h"

namespace mqlab::kinds {
namespace {

using namespace words;

// Below this many seconds of writes in the page cache, a live reader a few seconds behind starts to
// miss it (second-seed.md section 3.9, a proposal).
constexpr double kPageCacheWarnS = 60;
// A seed 004 page cache is counted in decimal MB (the document's 590 s; section 6.11).
constexpr double kMBPerGB = 1000;

std::size_t count(const Scenario& s)
{
    return s.platformFleets.size();
}

void begin(Walk& w)
{
    w.r.platforms.resize(w.s.platformFleets.size());
}

} // namespace

// The path from a send to a waiting reader: Round 1's path plus the high watermark reaching the
// follower in the reader's zone, when readers fetch there.
std::vector<LatencyComponent> sendToReader(const StreamPlatform& b, const TaskPathFigures& t)
{
    std::vector<LatencyComponent> path = {
        {"at the leader", {{"producer to leader", t.hopMs.value}}},
        {"group-commit window", {{"window", b.groupCommitMs}}},
        {"committed " + std::to_string(b.quorum) + " of " + std::to_string(b.replicationFactor),
         {{"journal fsync", t.fsyncMs.value}, {"follower acknowledged", t.crossAzRttMs.value + t.fsyncMs.value}}}};
    if (b.fetchFromFollower)
        path.push_back({"at the local follower", {{"high watermark to the reader's zone", t.followerFetchMs.value}}});
    path.push_back({"fetch returns", {{"wake the fetch", t.pollWakeMs.value}}});
    path.push_back({"in the reader's hands", {{"response", t.hopMs.value}}});
    return path;
}

namespace {

PlatformFleet model(const StreamPlatform& b, const Flow& f, const Ec2Instance& e, const UnitSystem& u)
{
    PlatformFleet m;
    m.rate = f.peak;
    m.messageBytes = f.messageBytes();
    m.gbPerDay = f.bytesPerDay / u.bytesPerGB;
    m.localDays = b.localHours / 24;
    m.replicationFactor = b.replicationFactor;
    m.overhead = b.overhead;
    m.brokers = b.brokers;
    m.zones = b.zones;
    m.readFactor = b.readFactor;
    m.volumeGB = b.volumeGB;
    m.volumeMBps = b.volumeMBps;
    m.ebsLinkMBps = e.ebsBaselineMBps ? e.ebsBaselineMBps->value : kNotKnown;
    m.networkMBps = e.networkGbps ? u.networkMBps(e.networkGbps->value) : kNotKnown;
    return m;
}

void evaluate(Walk& w, int fi)
{
    const StreamPlatform& b = w.s.platformFleets[static_cast<size_t>(fi)];
    const UnitSystem& u = w.units();
    const RoundsCatalog& c = w.cat.rounds;
    CardReport& card = w.card(NodeKind::PlatformFleet, fi);
    card.kind = NodeKind::PlatformFleet;
    card.node = fi;
    const Flow f = flowInto(w, NodeKind::PlatformFleet, fi);
    card.offeredEventsPerSecond = card.carriedEventsPerSecond = f.peak;
    PlatformDetail& d = w.r.platforms[static_cast<size_t>(fi)];
    const Ec2Instance& e = *c.findEc2(b.instance);
    const PlatformFleet m = model(b, f, e, u);

    d.average = averageRate(f.perDay);
    d.peak = f.peak;
    d.messageBytes = m.messageBytes;
    d.gbPerDay = m.gbPerDay;
    d.gbPerMonth = monthlyVolumeGB(d.gbPerDay, u);
    const ByteRate in = streamRate(f.peak, m.messageBytes);
    d.ingressMBps = in.mbps();
    d.fleetInMBps = d.ingressMBps * b.replicationFactor;
    d.fleetOutMBps = d.ingressMBps * (b.readFactor + b.replicationFactor - 1);
    d.networkMBps = m.networkMBps;
    const BrokerTraffic normal = brokerTraffic(in, b.replicationFactor, b.readFactor, b.brokers);
    const BrokerTraffic lost = afterZoneLossPlanning(in, b.replicationFactor, b.readFactor, b.brokers, b.zones);
    const BrokerTraffic exact = afterZoneLossExact(in, b.replicationFactor, b.readFactor, b.brokers, b.zones);
    d.brokerInMBps = normal.inMBps;
    d.brokerOutMBps = normal.outMBps;
    d.networkPercent = normal.totalMBps() / m.networkMBps * 100;
    d.volumePercent = normal.inMBps / m.volumeMBps * 100;
    d.ebsPercent = normal.inMBps / m.ebsLinkMBps * 100;
    d.lossInMBps = lost.inMBps;
    d.lossOutMBps = lost.outMBps;
    d.lossNetworkPercent = lost.totalMBps() / m.networkMBps * 100;
    d.lossVolumePercent = lost.inMBps / m.volumeMBps * 100;
    d.exactInMBps = exact.inMBps;
    d.exactOutMBps = exact.outMBps;
    d.exactNetworkPercent = exact.totalMBps() / m.networkMBps * 100;

    d.replicasPerBroker = replicasPerBroker(b.partitions, b.replicationFactor, b.brokers);
    d.leadersPerBroker = leadersPerBroker(b.partitions, b.brokers);
    d.recommendedReplicas = c.msk.recommendedPartitionReplicas.value;
    // Every broker writes what it takes in; the page cache holds that many seconds of it.
    d.pageCacheS = pageCacheSeconds(b.pageCacheGB * kMBPerGB, normal.inMBps);
    d.pageCacheBinaryS = pageCacheSeconds(b.pageCacheGB * kBytesPerGiB / kBytesPerMB, normal.inMBps);
    // A journal fsyncs once a window for the whole broker; a log each would fsync once a window a replica.
    const double perPartition = perPartitionRate(f.peak, b.partitions);
    d.journalFsyncsPerBroker = b.journal ? groupCommitFsyncCap(b.groupCommitMs)
                                         : perPartitionFsyncRate(d.replicasPerBroker, perPartition, b.groupCommitMs);
    d.journalKBPerFsync = journalBytesPerFsync(normal.inMBps, groupCommitFsyncCap(b.groupCommitMs)) / 1000;
    d.journalSizeTriggerMBps = journalSizeTriggerMBps(256000, groupCommitFsyncCap(b.groupCommitMs));
    d.perPartitionFsyncs = perPartitionFsyncRate(d.replicasPerBroker, perPartition, b.groupCommitMs);
    d.perPartitionFsyncCap = d.replicasPerBroker * groupCommitFsyncCap(b.groupCommitMs);

    d.localGB = worstCaseStorage(d.gbPerDay, m.localDays, b.replicationFactor, b.overhead);
    d.provisionedGB = b.brokers * b.volumeGB;
    d.localFill = fill(d.localGB, d.provisionedGB);
    d.daysOfRoom = daysOfRoom(d.provisionedGB, d.localGB, d.localGB / m.localDays);
    d.tierGB = tierStoredGB(d.gbPerDay, b.tierDays);
    if (b.tierDays > 0) {
        const TierComparison t =
            tierComparison(d.localGB, m.localDays, b.tierDays, d.provisionedGB, d.tierGB,
                           c.gp3.storageUsdPerGBMonth.value, c.storage.standardUsdPerGBMonth.value);
        d.withoutTierGB = t.withoutTierStoredGB;
        d.withoutTierProvisionedGB = t.withoutTierProvisionedGB;
        d.diskCut = t.diskCut;
        d.tierSaving = t.saving;
    }
    d.followerFetchSaving =
        followerFetchSaving(b.readFactor, d.gbPerMonth, b.zones, c.transfer.crossAzUsdPerGBEachWay.value);

    // Deduplication IDs held: each producer's peak x its window.
    // A producer sends straight to the fleet or to a topic it hosts.
    d.dedupIds = 0;
    auto dedup = [&](int producer) {
        const TaskProducer& p = w.s.taskProducers[static_cast<size_t>(producer)];
        d.dedupIds += dedupIdsInWindow(peakRate(p.messagesPerDay * w.k, p.peakRatio), p.dedupWindowS);
    };
    for (const auto& [k, i] : w.graph.in(w.graph.flat(NodeKind::PlatformFleet, fi))) {
        if (k == NodeKind::TaskProducer)
            dedup(i);
        else if (k == NodeKind::StreamTopic || k == NodeKind::QueueTopic)
            for (const auto& [pk, pi] : w.graph.in(w.graph.flat(k, i)))
                if (pk == NodeKind::TaskProducer)
                    dedup(pi);
    }
    d.dedupIdsPerPartition = d.dedupIds / b.partitions;
    d.retriedLow = retriedSendsOnBrokerLoss(f.peak, b.brokers, 1);
    d.retriedHigh = retriedSendsOnBrokerLoss(f.peak, b.brokers, 2);

    const std::vector<FleetLimit> limits =
        platformLimits(m, b.limitsShown == ZoneView::Normal ? ZoneState::Normal : ZoneState::AfterZoneLoss);
    const LimitKind kinds[] = {LimitKind::LocalVolumeFill, LimitKind::Network, LimitKind::VolumeThroughput,
                               LimitKind::EbsLink};
    card.limits.clear();
    for (size_t i = 0; i < limits.size(); ++i)
        card.limits.push_back(
            limit(kinds[i], limits[i].used, limits[i].capacity, limits[i].capacity * w.sizing, i >= 1, w.total));
    d.wallLocalFill = card.limits.front().wallEventsPerSecond;
    // Replicas a broker hosts do not grow with the load, so this limit has no wall.
    LimitReport replicas = limit(LimitKind::PartitionReplicas, d.replicasPerBroker, d.recommendedReplicas,
                                 d.recommendedReplicas * w.sizing, false, w.total);
    replicas.wallEventsPerSecond = kNotKnown;
    card.limits.push_back(replicas);
    summarise(card);

    const LatencyBudget budget = latencyBudget(sendToReader(b, c.taskPath), b.latencyTargetMs);
    d.latencyMs = budget.totalMs;
    d.latencyTargetMs = b.latencyTargetMs;
    d.pathMs.clear();
    for (const auto& milestone : budget.milestones)
        d.pathMs.push_back(milestone.atMs);
    d.availabilityPercent = b.availabilityPercent;
    d.downtimeMinutes = availabilityBudgetMinutes(b.availabilityPercent / 100, u);
    if (std::isnan(w.r.latency.targetMs) && w.s.clusters.empty()) {
        w.r.latency.ms = budget.totalMs;
        w.r.latency.targetMs = b.latencyTargetMs;
        w.r.latency.cluster = -1;
        w.r.availability.targetPercent = b.availabilityPercent;
        w.r.availability.budgetMinutes = d.downtimeMinutes;
    }
    card.replicas = b.replicationFactor;
    card.survives = survivableReplicaLosses(b.replicationFactor, b.quorum);
}

void finish(Walk& w)
{
    const UnitSystem& u = w.units();
    const RoundsCatalog& c = w.cat.rounds;
    for (size_t fi = 0; fi < w.s.platformFleets.size(); ++fi) {
        const StreamPlatform& b = w.s.platformFleets[fi];
        PlatformDetail& d = w.r.platforms[fi];
        SelfRunFleet one;
        one.brokerInstance = b.instance;
        one.brokers = b.brokers;
        one.volumeGB = b.volumeGB;
        one.volumeIops = c.gp3.baselineIops.value; // the journal's fsyncs fit the free IOPS
        one.volumeMBps = b.volumeMBps;
        one.loadBalancers = b.bootstrapNlbs; // clients only bootstrap through it: no NLCU
        one.monthlyGBIn = d.gbPerMonth;
        one.followerCopies = b.replicationFactor - 1;
        one.producerCrossAzShare = crossZoneShare(b.zones);
        one.readerCrossAzCopies = b.fetchFromFollower ? 0 : b.readFactor * crossZoneShare(b.zones);
        one.s3StandardGB = d.tierGB;
        const Bill bill = selfRunFleetBill(one, c, u);
        const int n = static_cast<int>(fi);
        const RoundFigure& gb = c.transfer.crossAzUsdPerGBEachWay; // paid on both sides: x 2
        addLine(w, bill, CostItem::Brokers, BillItem::PlatformBrokers, NodeKind::PlatformFleet, n, b.brokers,
                c.findEc2(b.instance)->priceUsdPerHour);
        addLine(w, bill, CostItem::Gp3Storage, BillItem::Gp3Storage, NodeKind::PlatformFleet, n, b.brokers * b.volumeGB,
                c.gp3.storageUsdPerGBMonth);
        addLine(w, bill, CostItem::Gp3Throughput, BillItem::Gp3Throughput, NodeKind::PlatformFleet, n,
                b.brokers * std::max(0.0, b.volumeMBps - c.gp3.baselineMBps.value), c.gp3.throughputUsdPerMBpsMonth);
        addLine(w, bill, CostItem::NlbHours, BillItem::NlbHours, NodeKind::PlatformFleet, n, b.bootstrapNlbs,
                c.nlb.hourUsd);
        addLine(w, bill, CostItem::S3Standard, BillItem::S3Tier, NodeKind::PlatformFleet, n, d.tierGB,
                c.storage.standardUsdPerGBMonth);
        addLine(w, bill, CostItem::CrossAzReplication, BillItem::PlatformReplication, NodeKind::PlatformFleet, n,
                one.followerCopies * d.gbPerMonth, gb, 2);
        addLine(w, bill, CostItem::CrossAzProducers, BillItem::PlatformProducers, NodeKind::PlatformFleet, n,
                d.gbPerMonth * one.producerCrossAzShare, gb, 2);
        addLine(w, bill, CostItem::CrossAzReaders, BillItem::PlatformReaders, NodeKind::PlatformFleet, n,
                d.gbPerMonth * one.readerCrossAzCopies, gb, 2);
        d.replicationCost = bill.of(CostItem::CrossAzReplication);
        d.producersCost = bill.of(CostItem::CrossAzProducers);
        // The same platform bought: MSK brokers of the catalogue's size, its storage and its tier; MSK
        // does not bill replication between zones, and producers still send across zones.
        if (!w.r.msk.known) {
            MskCluster msk;
            msk.brokers = b.brokers;
            msk.storageGB = d.provisionedGB;
            msk.tierGB = d.tierGB;
            msk.monthlyGBIn = d.gbPerMonth;
            msk.producerCrossAzShare = one.producerCrossAzShare;
            msk.readerCrossAzCopies = one.readerCrossAzCopies;
            const Bill mb = mskBill(msk, c, u);
            MskComparison& k = w.r.msk;
            k.known = true;
            k.brokers = mb.of(CostItem::MskBrokers);
            k.storage = mb.of(CostItem::MskStorage);
            k.tier = mb.of(CostItem::MskTier);
            k.producers = mb.of(CostItem::CrossAzProducers);
            k.total = mb.total();
        }
    }
}

// The limits' formulas, one template a shape (message.h). A fleet's limits are shown with all zones up
// or after losing a zone (its limitsShown), each its own template so a translator sees the sentence
// whole; {brokers} is a count ("12 brokers"), {capacity} the catalogue's figure or the words for an
// unknown one, every other {name} a figure as the card writes it.
//: A platform fleet's local disks: GB written a day ({daily}) x hours kept on them ({hours}) / 24 x
//: {replicas} ("3 replicas") x the overhead ({overhead}) = each broker's GB ({used}) against its volume
//: ({capacity}, "1,000 GB", or the words for an unknown capacity); the brokers ({brokers}, a number) x each
//: volume's GB ({volume}).
constexpr MessageTemplate formulaLocalFill{
    "formula.platform_fleet.local_volume_fill",
    MQLAB_TR("EngineMessage", "{daily} GB a day x {hours} h / 24 x {replicas} x {overhead} = {used} GB against "
                              "{capacity} ({brokers} x {volume} GB)")};
//: A platform fleet's network with all zones up: MB/s in ({in}) and out ({out}) over {brokers} = each
//: broker's MB/s ({used}) against {capacity}.
constexpr MessageTemplate formulaPlatformNetwork{
    "formula.platform_fleet.network",
    MQLAB_TR("EngineMessage", "({in} in + {out} out) / {brokers} = {used} against {capacity} (all zones up)")};
//: A platform fleet's network after a zone is lost: MB/s in ({in}) and out ({out}) over the brokers
//: left ({brokers}) = each broker's MB/s ({used}) against {capacity}.
constexpr MessageTemplate formulaPlatformNetworkLost{
    "formula.platform_fleet.network.zone_lost",
    MQLAB_TR("EngineMessage",
             "({in} in + {out} out) / {brokers} left = {used} against {capacity} (after losing a zone)")};
//: A platform fleet's volume throughput with all zones up: MB/s written ({in}) over {brokers} = each
//: broker's MB/s ({used}) against what its volume is provisioned for ({capacity}).
constexpr MessageTemplate formulaPlatformVolume{
    "formula.platform_fleet.volume_throughput",
    MQLAB_TR("EngineMessage", "{in} written / {brokers} = {used} against {capacity} provisioned (all zones up)")};
//: A platform fleet's volume throughput after a zone is lost: MB/s written ({in}) over the brokers left
//: ({brokers}) = each broker's MB/s ({used}) against what its volume is provisioned for ({capacity}).
constexpr MessageTemplate formulaPlatformVolumeLost{
    "formula.platform_fleet.volume_throughput.zone_lost",
    MQLAB_TR("EngineMessage",
             "{in} written / {brokers} left = {used} against {capacity} provisioned (after losing a zone)")};
//: A platform fleet's EBS link with all zones up: MB/s written ({in}) over {brokers} = each broker's
//: MB/s ({used}) against {capacity}.
constexpr MessageTemplate formulaPlatformEbs{
    "formula.platform_fleet.ebs_link",
    MQLAB_TR("EngineMessage", "{in} written / {brokers} = {used} against {capacity} (all zones up)")};
//: A platform fleet's EBS link after a zone is lost: MB/s written ({in}) over the brokers left
//: ({brokers}) = each broker's MB/s ({used}) against {capacity}.
constexpr MessageTemplate formulaPlatformEbsLost{
    "formula.platform_fleet.ebs_link.zone_lost",
    MQLAB_TR("EngineMessage", "{in} written / {brokers} left = {used} against {capacity} (after losing a zone)")};
//: A platform fleet's partition replicas: {partitions} x {replicas} over {brokers} = each broker's
//: replicas ({used}) against the number MSK recommends a broker hold ({capacity}).
constexpr MessageTemplate formulaPartitionReplicas{
    "formula.platform_fleet.partition_replicas",
    MQLAB_TR("EngineMessage",
             "{partitions} x {replicas} / {brokers} = {used} against {capacity} (MSK's recommendation a broker)")};

Message formula(const Scenario& s, const Report& r, const CardReport& card, const LimitReport& l)
{
    const StreamPlatform& b = s.platformFleets[static_cast<size_t>(card.node)];
    const PlatformDetail& d = r.platforms[static_cast<size_t>(card.node)];
    const bool loss = b.limitsShown == ZoneView::AfterZoneLoss;
    // After a zone's loss the brokers left may be no whole number (10 in 3 zones: 6.7); the formula
    // writes it rounded, as grouped() does, and that is the count.
    const double left = loss ? brokersAfterZoneLoss(b.brokers, b.zones) : b.brokers;
    const CountArg over{"brokers", std::llround(left), counts::brokers};
    const CountArg replicas{"replicas", b.replicationFactor, counts::replicas};
    auto against = [&](const MessageTemplate& t, std::vector<std::pair<std::string, std::string>> args,
                       std::vector<CountArg> words, const char* unit = "") {
        Message m = message(t, std::move(args), std::move(words));
        // A unit goes with the figure, so that an unknown capacity is the words alone.
        putCapacity(m, l.capacity, cap2(l.capacity) + unit);
        return m;
    };
    switch (l.kind) {
    case LimitKind::LocalVolumeFill:
        return against(formulaLocalFill,
                       {{"daily", grouped(d.gbPerDay, 1)},
                        {"hours", plainNumber(b.localHours)},
                        {"overhead", plainNumber(b.overhead)},
                        {"used", grouped(l.used)},
                        {"brokers", std::to_string(b.brokers)},
                        {"volume", grouped(b.volumeGB)}},
                       {replicas}, " GB");
    case LimitKind::Network:
        return against(loss ? formulaPlatformNetworkLost : formulaPlatformNetwork,
                       {{"in", mb1(d.fleetInMBps)}, {"out", mb1(d.fleetOutMBps)}, {"used", mb(l.used)}}, {over});
    case LimitKind::VolumeThroughput:
        return against(loss ? formulaPlatformVolumeLost : formulaPlatformVolume,
                       {{"in", mb1(d.fleetInMBps)}, {"used", mb(l.used)}}, {over});
    case LimitKind::EbsLink:
        return against(loss ? formulaPlatformEbsLost : formulaPlatformEbs,
                       {{"in", mb1(d.fleetInMBps)}, {"used", mb(l.used)}}, {over});
    case LimitKind::PartitionReplicas:
        return against(
            formulaPartitionReplicas, {{"used", grouped(l.used)}},
            {{"partitions", b.partitions, counts::partitions}, replicas, {"brokers", b.brokers, counts::brokers}});
    default:
        return {};
    }
}

//: A platform fleet card.
constexpr MessageTemplate unfed{
    "platform_fleet.unfed", MQLAB_TR("EngineMessage", "No producer sends to this platform: connect a producer to it.")};
//: A platform fleet card. {held}, {floor}: seconds.
constexpr MessageTemplate shortPageCache{
    "platform_fleet.page_cache_short",
    MQLAB_TR("EngineMessage", "The page cache holds {held} s of writes, under {floor} s: live readers a "
                              "little behind would read from disk.")};

std::vector<Message> warnings(const Scenario& s, const Catalog&, const Report& r, const CardReport& card)
{
    const StreamPlatform& b = s.platformFleets[static_cast<size_t>(card.node)];
    const PlatformDetail& d = r.platforms[static_cast<size_t>(card.node)];
    std::vector<Message> out;
    if (card.offeredEventsPerSecond <= 0)
        out.push_back(message(unfed));
    for (const LimitReport& l : card.limits) {
        if (std::isnan(l.capacity))
            out.push_back(
                message(shared::limitUnchecked, {{"instance", b.instance}}, {}, {{"limit", limitNameMessage(l.kind)}}));
        else if (l.status != Status::Ok)
            out.push_back(message(shared::limitPast, {{"percent", whole(l.percent)}}, {},
                                  {{"limit", limitNameMessage(l.kind)}, {"formula", formula(s, r, card, l)}}));
    }
    if (card.offeredEventsPerSecond > 0 && d.pageCacheS < kPageCacheWarnS)
        out.push_back(message(shortPageCache, {{"held", grouped(d.pageCacheS)}, {"floor", grouped(kPageCacheWarnS)}}));
    return out;
}

// The card's lines, one template a whole line (message.h), with figures as `report` writes them.
// The storage line, one template for each mix of what it names: a tier on S3 (bit 1), a log a
// partition in place of the journal (bit 2), follower fetch (bit 4).
constexpr MessageTemplate faceStorage[8] = {
    //: A platform fleet card, a line of its face. {hours}: a figure as the engine writes it.
    {"face.platform_fleet.disk", MQLAB_TR("EngineMessage", "{hours} h gp3")},
    //: A platform fleet card, a line of its face. {hours}, {days}: figures as the engine writes them.
    {"face.platform_fleet.disk_tier", MQLAB_TR("EngineMessage", "{hours} h gp3 + {days} d S3")},
    //: A platform fleet card, a line of its face. {hours}: a figure as the engine writes it.
    {"face.platform_fleet.disk_log", MQLAB_TR("EngineMessage", "{hours} h gp3 \u00b7 a log each")},
    //: A platform fleet card, a line of its face. {hours}, {days}: figures as the engine writes them.
    {"face.platform_fleet.disk_tier_log", MQLAB_TR("EngineMessage", "{hours} h gp3 + {days} d S3 \u00b7 a log each")},
    //: A platform fleet card, a line of its face. {hours}: a figure as the engine writes it.
    {"face.platform_fleet.disk_follower", MQLAB_TR("EngineMessage", "{hours} h gp3 \u00b7 follower fetch")},
    //: A platform fleet card, a line of its face. {hours}, {days}: figures as the engine writes them.
    {"face.platform_fleet.disk_tier_follower",
     MQLAB_TR("EngineMessage", "{hours} h gp3 + {days} d S3 \u00b7 follower fetch")},
    //: A platform fleet card, a line of its face. {hours}: a figure as the engine writes it.
    {"face.platform_fleet.disk_log_follower",
     MQLAB_TR("EngineMessage", "{hours} h gp3 \u00b7 a log each \u00b7 follower fetch")},
    //: A platform fleet card, a line of its face. {hours}, {days}: figures as the engine writes them.
    {"face.platform_fleet.disk_tier_log_follower",
     MQLAB_TR("EngineMessage", "{hours} h gp3 + {days} d S3 \u00b7 a log each \u00b7 follower fetch")}};

CardFace face(const Scenario& s, const CardReport& card)
{
    const StreamPlatform& b = s.platformFleets[static_cast<size_t>(card.node)];
    // Short enough for the card: the journal is named only when it is off.
    const int variant = (b.tierDays > 0 ? 1 : 0) + (!b.journal ? 2 : 0) + (b.fetchFromFollower ? 4 : 0);
    return {Kind::PlatformFleet, b.position,
            message(shared::faceFleet, {{"brokers", std::to_string(b.brokers)},
                                        {"instance", b.instance},
                                        {"partitions", grouped(b.partitions)}}),
            message(faceStorage[variant], {{"hours", plainNumber(b.localHours)}, {"days", plainNumber(b.tierDays)}})};
}

//: A bill line: the S3 tier keeps one copy of the days it holds. {days}: a figure ("30").
constexpr MessageTemplate billTier{"bill.s3_tier",
                                   MQLAB_TR("EngineMessage", "{gb} GB (one copy of {days} days) x {price} a GB-month")};
//: A bill line: bytes read from a leader in another zone, each read {reads} times. {away}/{zones}: "2/3".
constexpr MessageTemplate billReaders{
    "bill.platform_reads",
    MQLAB_TR("EngineMessage", "{gb} GB x {reads} reads x {away}/{zones} read from a leader in another zone x {price}")};

Message brokersText(const Scenario& s, const Catalog&, const BillLine& line)
{
    return message(bill::instances, {{"count", grouped(line.quantity)},
                                     {"instance", s.platformFleets[static_cast<size_t>(line.node)].instance},
                                     {"hours", bill::billedHours(s)},
                                     {"price", unitPrice(line.unitPrice)}});
}

Message throughputText(const Scenario&, const Catalog& cat, const BillLine& line)
{
    return message(bill::throughput, {{"mbps", grouped(line.quantity)},
                                      {"free", grouped(cat.rounds.gp3.baselineMBps.value)},
                                      {"price", unitPrice(line.unitPrice)}});
}

Message tierText(const Scenario& s, const Catalog&, const BillLine& line)
{
    const StreamPlatform& b = s.platformFleets[static_cast<size_t>(line.node)];
    return message(
        billTier,
        {{"gb", grouped(line.quantity)}, {"days", plainNumber(b.tierDays)}, {"price", unitPrice(line.unitPrice)}});
}

Message replicationText(const Scenario& s, const Catalog&, const BillLine& line)
{
    const StreamPlatform& b = s.platformFleets[static_cast<size_t>(line.node)];
    return message(bill::replication,
                   {{"gb", grouped(line.quantity / (b.replicationFactor - 1))}, {"price", unitPrice(line.unitPrice)}},
                   {{"followers", b.replicationFactor - 1, bill::followerCopies}});
}

Message producersText(const Scenario& s, const Catalog&, const BillLine& line)
{
    const StreamPlatform& b = s.platformFleets[static_cast<size_t>(line.node)];
    const double share = crossZoneShare(b.zones);
    return message(bill::sends, {{"gb", grouped(share > 0 ? line.quantity / share : 0)},
                                 {"away", std::to_string(b.zones - 1)},
                                 {"zones", std::to_string(b.zones)},
                                 {"price", unitPrice(line.unitPrice)}});
}

Message readersText(const Scenario& s, const Catalog&, const BillLine& line)
{
    const StreamPlatform& b = s.platformFleets[static_cast<size_t>(line.node)];
    const double share = crossZoneShare(b.zones);
    return message(billReaders, {{"gb", grouped(share > 0 ? line.quantity / share / b.readFactor : 0)},
                                 {"reads", plainNumber(b.readFactor)},
                                 {"away", std::to_string(b.zones - 1)},
                                 {"zones", std::to_string(b.zones)},
                                 {"price", unitPrice(line.unitPrice)}});
}

// Its connection rule's refusals (kinds.h, TopologyRule), one template each.
//: A connection refused: the consumer team already reads through a platform fleet.
constexpr MessageTemplate oneFleet{
    "connection.consumer_team.one_fleet",
    MQLAB_TR("EngineMessage", "a consumer team reads through one platform fleet, and this one already has one")};

} // namespace

const Module& platformFleetModule()
{
    static const Module m = [] {
        Module m;
        m.node = NodeKind::PlatformFleet;
        m.array = "platform_fleets";
        m.noun = MQLAB_TR("KindNoun", "platform fleet");
        m.kinds = {{Kind::PlatformFleet,
                    NodeKind::PlatformFleet,
                    "platform_fleet",
                    "Platform fleet (streams and queues)",
                    "platform",
                    "",
                    "platform",
                    MQLAB_TR("AddEntry", "+ Platform"),
                    MQLAB_TR("AddEntry", "Add a platform &fleet"),
                    {680, 400},
                    "#2b8a6e",
                    2}};
        // The teams read through the fleet: from the follower in their zone, live or replaying from S3.
        m.feeds = {{NodeKind::PlatformFleet, NodeKind::ConsumerTeam, nullptr, &oneFleet, "",
                    "drag from a platform fleet to this team"}};
        m.order = 14;
        m.count = count;
        m.begin = begin;
        m.evaluate = evaluate;
        m.finish = finish;
        m.face = face;
        m.faces = {&faceStorage[0], &faceStorage[1], &faceStorage[2], &faceStorage[3],
                   &faceStorage[4], &faceStorage[5], &faceStorage[6], &faceStorage[7]};
        m.cardKey = "platform_fleet";
        m.warnings = warnings;
        m.messages = {&unfed, &shortPageCache};
        m.formula = formula;
        m.formulas = {&formulaLocalFill,       &formulaPlatformNetwork,    &formulaPlatformNetworkLost,
                      &formulaPlatformVolume,  &formulaPlatformVolumeLost, &formulaPlatformEbs,
                      &formulaPlatformEbsLost, &formulaPartitionReplicas};
        m.bills = {{BillItem::PlatformBrokers, MQLAB_TR("BillItem", "platform brokers"), brokersText},
                   {BillItem::Gp3Throughput, MQLAB_TR("BillItem", "gp3 throughput"), throughputText},
                   {BillItem::S3Tier, MQLAB_TR("BillItem", "S3 tier"), tierText},
                   {BillItem::PlatformReplication, MQLAB_TR("BillItem", "cross-zone replication"), replicationText},
                   {BillItem::PlatformProducers, MQLAB_TR("BillItem", "cross-zone sends"), producersText},
                   {BillItem::PlatformReaders, MQLAB_TR("BillItem", "cross-zone reads"), readersText}};
        m.billTexts = {&billTier, &billReaders};
        return m;
    }();
    return m;
}

} // namespace mqlab::kinds
