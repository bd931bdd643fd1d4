#include "cell.h"

#include <algorithm>
#include <cmath>

#include "../report/words.h"
#include "mqlab/model/global.h"
#include "mqlab/model/raft_fleet.h"
#include "mqlab/model/traffic.h"
#include "mqlab/report/format.h"
#include "platform_fleet.h"
#include "round1.h"

namespace mqlab::kinds {
namespace {

using namespace words;

// A cell is a collapsed Round 2 platform: its replicas a partition, quorum, zones and storage overhead.
const StreamPlatform kRound2{};

std::size_t count(const Scenario& s)
{
    return s.cells.size();
}

void evaluate(Walk& w, int ci)
{
    const Cell& c = w.s.cells[static_cast<size_t>(ci)];
    CardReport& card = w.card(NodeKind::Cell, ci);
    card.kind = NodeKind::Cell;
    card.node = ci;
    card.replicas = kRound2.replicationFactor;
    card.survives = survivableReplicaLosses(kRound2.replicationFactor, kRound2.quorum);
    card.limits.clear();
    // A message stays in its region's cell: the latency tile is Round 2's platform's send path.
    if (std::isnan(w.r.latency.targetMs) && w.s.clusters.empty()) {
        const LatencyBudget budget =
            latencyBudget(sendToReader(kRound2, w.cat.rounds.taskPath), kRound2.latencyTargetMs);
        w.r.latency.ms = budget.totalMs;
        w.r.latency.targetMs = kRound2.latencyTargetMs;
        w.r.latency.cluster = -1;
    }
    const int ri = w.graph.firstIn(NodeKind::Cell, ci, NodeKind::Region);
    if (ri < 0)
        return;
    RegionDetail& d = w.r.regions[static_cast<size_t>(ri)];
    d.cells += c.count;
    d.cellCapacity = c.capacityMsgPerS;
    d.cellsNeeded = cellsFor(d.plannedPeak, c.growthHeadroom, c.capacityMsgPerS);
    card.offeredEventsPerSecond = card.carriedEventsPerSecond = d.plannedPeak;
    // The planned peak on the cells' capacity; past capacity / headroom the growth room is spent.
    const double capacity = c.count * c.capacityMsgPerS;
    card.limits.push_back(
        limit(LimitKind::RegionCells, d.plannedPeak, capacity, capacity / c.growthHeadroom, true, w.total));
    summarise(card);
}

void finish(Walk& w)
{
    if (w.s.cells.empty())
        return;
    const UnitSystem& u = w.units();
    const RoundsCatalog& c = w.cat.rounds;
    const Cell& first = w.s.cells.front();
    GlobalDetail& g = w.r.global;
    g = GlobalDetail{};
    g.known = true;
    for (const RegionDetail& d : w.r.regions)
        g.peak += d.ownPeak;
    for (const MirrorDetail& m : w.r.mirrors) {
        g.mirrorMBps += m.mbps;
        g.mirrorGBPerDay += m.gbPerDay;
    }
    // Each cell node: its fleet, and what its region adds to each tier a day.
    double volumeGB = 0;
    for (size_t ci = 0; ci < w.s.cells.size(); ++ci) {
        const Cell& cell = w.s.cells[ci];
        const CellFleet f = cellFleet(cell.count, cell.brokers, cell.controllers);
        g.cells += f.cells;
        g.brokers += f.brokers;
        g.controllers += f.controllers;
        volumeGB += f.brokers * cell.volumeGB;
        const int ri = w.graph.firstIn(NodeKind::Cell, static_cast<int>(ci), NodeKind::Region);
        if (ri < 0)
            continue;
        RegionDetail& d = w.r.regions[static_cast<size_t>(ri)];
        TierPlan plan;
        plan.ownGBPerDay = dailyVolumeGB(d.perDay, d.messageBytes / cell.compression, u);
        for (const auto& [k, mi] : w.graph.in(w.graph.flat(NodeKind::Region, ri)))
            if (k == NodeKind::MirrorLink)
                plan.mirroredGBPerDay += w.r.mirrors[static_cast<size_t>(mi)].gbPerDay;
        plan.financeGBPerDay = plan.ownGBPerDay * cell.financeShare;
        plan.brokerDays = cell.localHours / 24;
        plan.replicationFactor = kRound2.replicationFactor;
        plan.overhead = kRound2.overhead;
        // The region's tier nodes set its days; a region without them keeps the cells' own.
        const int s3 = w.graph.firstOut(NodeKind::Region, ri, NodeKind::S3Tier);
        const int glacier = w.graph.firstOut(NodeKind::Region, ri, NodeKind::GlacierTier);
        plan.s3Days = s3 >= 0 ? w.s.s3Tiers[static_cast<size_t>(s3)].days : cell.s3Days;
        plan.archiveDays = std::max(
            glacier >= 0 ? w.s.glacierTiers[static_cast<size_t>(glacier)].days : cell.archiveDays, plan.s3Days);
        plan.glacierMinimumDays = c.storage.glacierIrMinimumDays.value;
        const TieredStorage t = storageByTier(plan);
        // What the region's tier cards show: their share of the S3 Standard and Glacier IR lines.
        d.s3Days = plan.s3Days;
        d.archiveDays = plan.archiveDays;
        d.s3GBPerDay += plan.ownGBPerDay + plan.mirroredGBPerDay;
        d.s3GB += t.s3StandardGB;
        d.glacierGBPerDay += plan.financeGBPerDay;
        d.glacierStoredGB += t.glacierStoredGB;
        d.glacierBilledGB += plan.archiveDays > plan.s3Days ? t.glacierBilledGB : 0;
        g.ownGBPerDay += plan.ownGBPerDay;
        g.mirroredGBPerDay += plan.mirroredGBPerDay;
        g.financeGBPerDay += plan.financeGBPerDay;
        g.brokerGB += t.brokerGB;
        g.s3GB += t.s3StandardGB;
        g.glacierStoredGB += t.glacierStoredGB;
        // Nothing reaches Glacier when the archive ends with S3 Standard.
        g.glacierBilledGB += plan.archiveDays > plan.s3Days ? t.glacierBilledGB : 0;
        // Every day of the archive horizon on brokers, as sent: the design without tiers or compression.
        g.rawGB += worstCaseStorage(plan.ownGBPerDay * cell.compression, plan.archiveDays, kRound2.replicationFactor,
                                    kRound2.overhead);
        g.teamUsd += cell.teamUsdPerMonth;
    }
    g.storedGB = g.brokerGB + g.s3GB + g.glacierStoredGB;
    g.brokerFill = fill(g.brokerGB, volumeGB);
    g.daysOfRoom = daysOfRoom(volumeGB, g.brokerGB, g.brokerGB / (first.localHours / 24));
    g.rawCost = billLine(g.rawGB * c.gp3.storageUsdPerGBMonth.value);
    g.intoCellsGBPerMonth = monthlyVolumeGB(g.ownGBPerDay + g.mirroredGBPerDay, u);

    SelfRunFleet fleet;
    fleet.brokerInstance = first.instance;
    fleet.brokers = g.brokers;
    fleet.controllerInstance = first.controllerInstance;
    fleet.controllers = g.controllers;
    fleet.volumeGB = first.volumeGB; // validate() keeps every cell's volume alike
    fleet.volumeIops = c.gp3.baselineIops.value;
    fleet.volumeMBps = first.volumeMBps;
    fleet.monthlyGBIn = g.intoCellsGBPerMonth;
    fleet.followerCopies = kRound2.replicationFactor - 1;
    fleet.producerCrossAzShare = crossZoneShare(kRound2.zones); // producers and mirror writers
    fleet.readerCrossAzCopies = 0;                              // readers fetch from their zone's follower
    fleet.s3StandardGB = g.s3GB;
    fleet.glacierIrBilledGB = g.glacierBilledGB;
    fleet.crossRegionGB = u.gbPerMonth(g.mirrorGBPerDay);
    const Bill bill = selfRunFleetBill(fleet, c, u);
    const RoundFigure& az = c.transfer.crossAzUsdPerGBEachWay; // paid on both sides: x 2
    const NodeKind k = NodeKind::Cell;
    addLine(w, bill, CostItem::Brokers, BillItem::CellBrokers, k, 0, g.brokers,
            c.findEc2(first.instance)->priceUsdPerHour);
    addLine(w, bill, CostItem::Controllers, BillItem::CellControllers, k, 0, g.controllers,
            c.findEc2(first.controllerInstance)->priceUsdPerHour);
    addLine(w, bill, CostItem::Gp3Storage, BillItem::CellGp3Storage, k, 0, volumeGB, c.gp3.storageUsdPerGBMonth);
    addLine(w, bill, CostItem::Gp3Throughput, BillItem::CellGp3Throughput, k, 0,
            g.brokers * std::max(0.0, first.volumeMBps - c.gp3.baselineMBps.value), c.gp3.throughputUsdPerMBpsMonth);
    addLine(w, bill, CostItem::S3Standard, BillItem::CellS3Standard, k, 0, g.s3GB, c.storage.standardUsdPerGBMonth);
    addLine(w, bill, CostItem::GlacierIr, BillItem::CellGlacierIr, k, 0, g.glacierBilledGB,
            c.storage.glacierIrUsdPerGBMonth);
    addLine(w, bill, CostItem::CrossRegion, BillItem::MirrorTransfer, k, 0, fleet.crossRegionGB,
            c.transfer.crossRegionUsdPerGB);
    addLine(w, bill, CostItem::CrossAzReplication, BillItem::CellReplication, k, 0,
            fleet.followerCopies * g.intoCellsGBPerMonth, az, 2);
    addLine(w, bill, CostItem::CrossAzProducers, BillItem::CellProducers, k, 0,
            g.intoCellsGBPerMonth * fleet.producerCrossAzShare, az, 2);
    g.mirroring = bill.of(CostItem::CrossRegion);
    g.storage = bill.of({CostItem::Gp3Storage, CostItem::Gp3Throughput, CostItem::S3Standard, CostItem::GlacierIr});
    g.crossZone = bill.of({CostItem::CrossAzReplication, CostItem::CrossAzProducers});
    g.replicationShare = g.crossZone.cents > 0 ? bill.of(CostItem::CrossAzReplication).usd() / g.crossZone.usd() : 0;
    g.build = bill.total();

    // The same cells bought: MSK brokers, their storage and tier; the archive and the mirror as built;
    // MSK does not bill replication between zones, and producers still send across zones.
    MskCluster msk;
    msk.brokers = g.brokers;
    msk.storageGB = volumeGB;
    msk.tierGB = g.s3GB;
    msk.glacierIrBilledGB = g.glacierBilledGB;
    msk.crossRegionGB = fleet.crossRegionGB;
    msk.monthlyGBIn = g.intoCellsGBPerMonth;
    msk.producerCrossAzShare = fleet.producerCrossAzShare;
    const Bill mb = mskBill(msk, c, u);
    MskComparison& m = w.r.msk;
    m.known = true;
    m.brokers = mb.of(CostItem::MskBrokers);
    m.storage = mb.of(CostItem::MskStorage);
    m.tier = mb.of(CostItem::MskTier);
    m.producers = mb.of({CostItem::CrossAzProducers, CostItem::CrossAzReaders});
    m.archive = mb.of(CostItem::GlacierIr);
    m.mirroring = mb.of(CostItem::CrossRegion);
    m.total = mb.total();
    g.msk = m.total;
    g.saves = difference(bill, mb);
    g.savesWithTeam = Money{g.saves.cents - Money::fromUsd(g.teamUsd).cents};

    // The region whose loss leaves the most messages behind at its mirror's target lag.
    for (size_t mi = 0; mi < w.r.mirrors.size(); ++mi)
        if (g.worstMirror < 0 || w.r.mirrors[mi].atTarget > w.r.mirrors[static_cast<size_t>(g.worstMirror)].atTarget)
            g.worstMirror = static_cast<int>(mi);
}

//: A region's cells: the msg/s planned ({planned}) against the cells ({cells}, "5 cells") x each cell's
//: msg/s ({each}) = {capacity}; with the growth headroom ({headroom}, a factor) the plan needs {needed} ("6 cells").
constexpr MessageTemplate formulaCells{
    "formula.cell.region_cells",
    MQLAB_TR("EngineMessage", "{planned} msg/s planned against {cells} x {each} = {capacity} msg/s (x {headroom} "
                              "headroom needs {needed})")};

Message formula(const Scenario& s, const Report& r, const CardReport& card, const LimitReport& l)
{
    const Cell& c = s.cells[static_cast<size_t>(card.node)];
    if (l.kind != LimitKind::RegionCells)
        return {};
    const int needed = r.regions.empty() ? 0 : cellsFor(l.used, c.growthHeadroom, c.capacityMsgPerS);
    return message(formulaCells,
                   {{"planned", grouped(l.used)},
                    {"each", grouped(c.capacityMsgPerS, 1)},
                    {"capacity", grouped(l.capacity)},
                    {"headroom", plainNumber(c.growthHeadroom)}},
                   {{"cells", c.count, words::counts::cells}, {"needed", needed, words::counts::cells}});
}

//: A cells card.
constexpr MessageTemplate unowned{
    "cell.no_region", MQLAB_TR("EngineMessage", "Belongs to no region: drag from a region to these cells.")};
//: A cells card. {count}, {needed}: numbers of cells; {planned}: the region's planned peak; {headroom}: the growth
//: factor.
constexpr MessageTemplate tooFew{
    "cell.too_few", MQLAB_TR("EngineMessage", "{count} cells, but {planned} msg/s x {headroom} needs {needed}.")};

std::vector<Message> warnings(const Scenario& s, const Catalog&, const Report&, const CardReport& card)
{
    const Cell& c = s.cells[static_cast<size_t>(card.node)];
    if (card.limits.empty())
        return {message(unowned)};
    const double planned = card.limits.front().used;
    const int needed = cellsFor(planned, c.growthHeadroom, c.capacityMsgPerS);
    std::vector<Message> out;
    if (c.count < needed)
        out.push_back(message(tooFew, {{"count", std::to_string(c.count)},
                                       {"planned", grouped(planned)},
                                       {"headroom", plainNumber(c.growthHeadroom)},
                                       {"needed", std::to_string(needed)}}));
    return out;
}

// The card's lines, one template a whole line (message.h), with figures as `report` writes them.
//: A cells card, a line of its face. {count}, {brokers}: figures as the engine writes them.
constexpr MessageTemplate faceCells{"face.cell.count",
                                    MQLAB_TR("EngineMessage", "{count} cells \u00b7 {brokers} brokers")};
//: A cells card, a line of its face. {instance}: an instance size ("m7g.large"); {brokers}, {controllers}:
//: figures as the engine writes them.
constexpr MessageTemplate faceEach{
    "face.cell.each", MQLAB_TR("EngineMessage", "{brokers} \u00d7 {instance} + {controllers} controllers a cell")};

CardFace face(const Scenario& s, const CardReport& card)
{
    const Cell& c = s.cells[static_cast<size_t>(card.node)];
    return {Kind::Cell, c.position,
            message(faceCells, {{"count", std::to_string(c.count)}, {"brokers", grouped(c.count * c.brokers)}}),
            message(faceEach, {{"brokers", std::to_string(c.brokers)},
                               {"instance", c.instance},
                               {"controllers", std::to_string(c.controllers)}})};
}

//: A bill line: Glacier Instant Retrieval bills every object for a minimum number of days.
constexpr MessageTemplate billGlacier{
    "bill.glacier", MQLAB_TR("EngineMessage", "{gb} GB billed (at least {days} an object) x {price} a GB-month")};
//: A bill line: bytes mirrored to the paired regions in a month. {days}: days in the month ("30").
constexpr MessageTemplate billMirror{
    "bill.mirror", MQLAB_TR("EngineMessage", "{tb} TB a day x {days} days = {gb} GB to the paired regions x {price}")};
//: A bill line: the share of sent bytes that reaches a leader in another zone, producers' and mirror
//: writers' alike. {away}/{zones}: "2/3".
constexpr MessageTemplate billCellSends{
    "bill.cell_sends",
    MQLAB_TR("EngineMessage",
             "{gb} GB x {away}/{zones} sent to a leader in another zone (producers and mirror writers) x {price}")};

Message instancesText(const Scenario& s, const BillLine& line, const std::string& instance)
{
    return message(bill::instances, {{"count", grouped(line.quantity)},
                                     {"instance", instance},
                                     {"hours", bill::billedHours(s, UnitSystemId::Seed004)},
                                     {"price", unitPrice(line.unitPrice)}});
}

Message brokersText(const Scenario& s, const Catalog&, const BillLine& line)
{
    return instancesText(s, line, s.cells.front().instance);
}

Message controllersText(const Scenario& s, const Catalog&, const BillLine& line)
{
    return instancesText(s, line, s.cells.front().controllerInstance);
}

Message gbText(const Scenario&, const Catalog&, const BillLine& line)
{
    return message(bill::gbMonth, {{"gb", grouped(line.quantity)}, {"price", unitPrice(line.unitPrice)}});
}

Message throughputText(const Scenario&, const Catalog& cat, const BillLine& line)
{
    return message(bill::throughput, {{"mbps", grouped(line.quantity)},
                                      {"free", grouped(cat.rounds.gp3.baselineMBps.value)},
                                      {"price", unitPrice(line.unitPrice)}});
}

Message glacierText(const Scenario&, const Catalog& cat, const BillLine& line)
{
    return message(
        billGlacier, {{"gb", grouped(line.quantity)}, {"price", unitPrice(line.unitPrice)}},
        {{"days", static_cast<long long>(cat.rounds.storage.glacierIrMinimumDays.value), words::counts::days}});
}

Message mirrorText(const Scenario& s, const Catalog&, const BillLine& line)
{
    const UnitSystem& u = unitSystem(unitSystemNamed(s.units).value_or(UnitSystemId::Seed004));
    return message(billMirror, {{"tb", grouped(line.quantity / u.dataDaysPerMonth / 1000, 1)},
                                {"days", plainNumber(u.dataDaysPerMonth)},
                                {"gb", grouped(line.quantity)},
                                {"price", unitPrice(line.unitPrice)}});
}

Message replicationText(const Scenario&, const Catalog&, const BillLine& line)
{
    const int copies = kRound2.replicationFactor - 1;
    return message(bill::replication, {{"gb", grouped(line.quantity / copies)}, {"price", unitPrice(line.unitPrice)}},
                   {{"followers", copies, bill::followerCopies}});
}

Message producersText(const Scenario&, const Catalog&, const BillLine& line)
{
    const double share = crossZoneShare(kRound2.zones);
    return message(billCellSends, {{"gb", grouped(line.quantity / share)},
                                   {"away", std::to_string(kRound2.zones - 1)},
                                   {"zones", std::to_string(kRound2.zones)},
                                   {"price", unitPrice(line.unitPrice)}});
}

} // namespace

const Module& cellModule()
{
    static const Module m = [] {
        Module m;
        m.node = NodeKind::Cell;
        m.array = "cells";
        m.noun = MQLAB_TR("KindNoun", "cell");
        m.kinds = {{Kind::Cell,
                    NodeKind::Cell,
                    "cell",
                    "Cells (Round 2 platforms)",
                    "cells",
                    "",
                    "cell",
                    MQLAB_TR("AddEntry", "+ Cells"),
                    MQLAB_TR("AddEntry", "Add &cells"),
                    {340, 300},
                    "#2b8a6e",
                    3}};
        m.order = 22; // after the regions and the mirrors whose figures it bills
        m.count = count;
        m.evaluate = evaluate;
        m.finish = finish;
        m.face = face;
        m.faces = {&faceCells, &faceEach};
        m.cardKey = "cell";
        m.warnings = warnings;
        m.messages = {&unowned, &tooFew};
        m.formula = formula;
        m.formulas = {&formulaCells};
        m.bills = {{BillItem::CellBrokers, MQLAB_TR("BillItem", "brokers"), brokersText},
                   {BillItem::CellControllers, MQLAB_TR("BillItem", "controllers"), controllersText},
                   {BillItem::CellGp3Storage, MQLAB_TR("BillItem", "gp3 storage"), gbText},
                   {BillItem::CellGp3Throughput, MQLAB_TR("BillItem", "gp3 throughput"), throughputText},
                   {BillItem::CellS3Standard, MQLAB_TR("BillItem", "S3 Standard"), gbText},
                   {BillItem::CellGlacierIr, MQLAB_TR("BillItem", "Glacier Instant Retrieval"), glacierText},
                   {BillItem::MirrorTransfer, MQLAB_TR("BillItem", "mirroring between regions"), mirrorText},
                   {BillItem::CellReplication, MQLAB_TR("BillItem", "cross-zone replication"), replicationText},
                   {BillItem::CellProducers, MQLAB_TR("BillItem", "cross-zone sends"), producersText}};
        m.billTexts = {&billGlacier, &billMirror, &billCellSends};
        return m;
    }();
    return m;
}

} // namespace mqlab::kinds
