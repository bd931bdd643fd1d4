#include "region.h"

#include "mirror_link.h"
#include "mqlab/model/global.h"
#include "mqlab/model/traffic.h"
#include "mqlab/report/format.h"

namespace mqlab::kinds {
namespace {

std::size_t count(const Scenario& s)
{
    return s.regions.size();
}

// Every region's own figures first: a region's planned peak reads its pair's own peak.
void begin(Walk& w)
{
    w.r.regions.assign(w.s.regions.size(), RegionDetail{});
    for (size_t ri = 0; ri < w.s.regions.size(); ++ri) {
        const Region& g = w.s.regions[ri];
        RegionDetail& d = w.r.regions[ri];
        double peak = 0, perDay = 0, bytes = 0;
        // Only the producers that send to it directly: a mirror's messages are its pair's.
        for (const auto& [k, i] : w.graph.in(w.graph.flat(NodeKind::Region, static_cast<int>(ri)))) {
            if (k != NodeKind::TaskProducer)
                continue;
            const TaskProducer& p = w.s.taskProducers[static_cast<size_t>(i)];
            perDay += p.messagesPerDay * w.k;
            peak += peakRate(p.messagesPerDay * w.k, p.peakRatio);
            bytes += p.messagesPerDay * w.k * p.messageBytes;
        }
        d.perDay = g.share * perDay;
        d.messageBytes = perDay > 0 ? bytes / perDay : 0;
        d.ownPeak = g.share * peak;
        d.downtimeSeconds = availabilityBudgetSeconds(g.availabilityPercent / 100, w.units());
    }
}

void evaluate(Walk& w, int ri)
{
    const Region& g = w.s.regions[static_cast<size_t>(ri)];
    CardReport& card = w.card(NodeKind::Region, ri);
    card.kind = NodeKind::Region;
    card.node = ri;
    RegionDetail& d = w.r.regions[static_cast<size_t>(ri)];
    // The mirrors into it: each copies its critical share of its source's own peak (model/global.h's
    // RegionPlan::mirrorIn), and the cells take it beside the region's own.
    d.mirrorIn = 0;
    for (const auto& [k, mi] : w.graph.in(w.graph.flat(NodeKind::Region, ri))) {
        if (k != NodeKind::MirrorLink)
            continue;
        const int from = w.graph.firstIn(NodeKind::MirrorLink, mi, NodeKind::Region);
        if (from >= 0)
            d.mirrorIn +=
                w.s.mirrorLinks[static_cast<size_t>(mi)].criticalShare * w.r.regions[static_cast<size_t>(from)].ownPeak;
    }
    d.plannedPeak = d.ownPeak + d.mirrorIn;
    card.offeredEventsPerSecond = card.carriedEventsPerSecond = d.plannedPeak;
    // The first region's target is the design's downtime budget (every region shares one in the seed).
    if (std::isnan(w.r.availability.targetPercent)) {
        w.r.availability.targetPercent = g.availabilityPercent;
        w.r.availability.budgetMinutes = d.downtimeSeconds / 60;
    }
}

// The card's lines, one template a whole line (message.h), with figures as `report` writes them.
//: A region card, a line of its face. {planned}: a figure as the engine writes it.
constexpr MessageTemplate facePlanned{"face.region.planned",
                                      MQLAB_TR("EngineMessage", "{planned} msg/s planned \u00b7 no cells")};
//: A region card, a line of its face. {planned}, {cells}, {capacity}: figures as the engine writes them.
constexpr MessageTemplate faceVersus{"face.region.versus",
                                     MQLAB_TR("EngineMessage", "{planned} msg/s vs {cells} \u00d7 {capacity}")};
//: A region card, a line of its face. {mirrored}, {needed}: figures as the engine writes them.
constexpr MessageTemplate faceNeeded{"face.region.needed",
                                     MQLAB_TR("EngineMessage", "{mirrored} mirrored in \u00b7 {needed} cells needed")};
//: A region card, a line of its face. {share}: a figure as the engine writes it.
constexpr MessageTemplate faceShareEu{"face.region.share_eu",
                                      MQLAB_TR("EngineMessage", "{share}% of the traffic \u00b7 EU")};
//: A region card, a line of its face. {share}: a figure as the engine writes it.
constexpr MessageTemplate faceShareUs{"face.region.share_us",
                                      MQLAB_TR("EngineMessage", "{share}% of the traffic \u00b7 US")};
//: A region card, a line of its face. {pair}: a region's name.
constexpr MessageTemplate facePaired{"face.region.paired", MQLAB_TR("EngineMessage", "paired with {pair}")};
//: A region card, a line of its face.
constexpr MessageTemplate faceUnpaired{"face.region.unpaired", MQLAB_TR("EngineMessage", "paired with no region yet")};

// The card's plan: planned peak against its cells (each sized at a cell's peak), cells needed, mirror in.
CardFace faceFrom(const Scenario& s, const Report& r, const CardReport& card)
{
    const Region& g = s.regions[static_cast<size_t>(card.node)];
    const RegionDetail& d = r.regions.at(static_cast<size_t>(card.node));
    if (d.cells == 0) { // no cells yet: what the default cell would need
        const Cell fresh;
        return {Kind::Region, g.position, message(facePlanned, {{"planned", grouped(d.plannedPeak)}}),
                message(faceNeeded, {{"mirrored", grouped(d.mirrorIn)},
                                     {"needed", std::to_string(cellsFor(d.plannedPeak, fresh.growthHeadroom,
                                                                        fresh.capacityMsgPerS))}})};
    }
    return {Kind::Region, g.position,
            message(faceVersus, {{"planned", grouped(d.plannedPeak)},
                                 {"cells", std::to_string(d.cells)},
                                 {"capacity", grouped(d.cellCapacity, 1)}}),
            message(faceNeeded, {{"mirrored", grouped(d.mirrorIn)}, {"needed", std::to_string(d.cellsNeeded)}})};
}

CardFace face(const Scenario& s, const CardReport& card)
{
    const Region& g = s.regions[static_cast<size_t>(card.node)];
    return {Kind::Region, g.position,
            message(g.residency == Residency::Eu ? faceShareEu : faceShareUs, {{"share", plainNumber(g.share * 100)}}),
            g.pair.empty() ? message(faceUnpaired) : message(facePaired, {{"pair", g.pair}})};
}

//: A region card.
constexpr MessageTemplate unfed{
    "region.unfed", MQLAB_TR("EngineMessage", "No producer sends to this region: connect a task producer to it.")};
//: A region card.
constexpr MessageTemplate noCells{"region.no_cells",
                                  MQLAB_TR("EngineMessage", "No cells: connect this region to a cell node.")};

std::vector<Message> warnings(const Scenario&, const Catalog&, const Report& r, const CardReport& card)
{
    const RegionDetail& d = r.regions[static_cast<size_t>(card.node)];
    std::vector<Message> out;
    if (d.ownPeak <= 0)
        out.push_back(message(unfed));
    if (d.cells == 0)
        out.push_back(message(noCells));
    return out;
}

const Region* regionCalled(const Scenario& s, const std::string& id)
{
    const int i = regionIndex(s, id);
    return i < 0 ? nullptr : &s.regions[static_cast<size_t>(i)];
}

// A region's tier: an EU tier only in an EU region, an EU region's objects only in an EU tier.
Message tierRefusal(const Scenario& s, const std::string& region, const std::string& tier)
{
    for (const S3Tier& t : s.s3Tiers)
        if (t.id == tier)
            return regionRefusal(s, NodeKind::S3Tier, tier, &t.residency, region, false);
    for (const GlacierTier& t : s.glacierTiers)
        if (t.id == tier)
            return regionRefusal(s, NodeKind::GlacierTier, tier, &t.residency, region, false);
    return {};
}

// Its connection rules' refusals (kinds.h, TopologyRule), one template each.
//: A connection refused: the cell node already belongs to a region.
constexpr MessageTemplate oneRegion{
    "connection.cell.one_region",
    MQLAB_TR("EngineMessage", "a cell node belongs to one region, and this one already has one")};
//: A connection refused: the region already mirrors to its pair through a mirror link.
constexpr MessageTemplate oneMirror{
    "connection.region.one_mirror",
    MQLAB_TR("EngineMessage", "a region mirrors to its pair through one mirror link, and this one already has one")};
//: A connection refused: the mirror link already copies a region.
constexpr MessageTemplate oneSource{
    "connection.mirror_link.one_source",
    MQLAB_TR("EngineMessage", "a mirror link copies one region, and this one already has its source")};
//: A connection refused: the region already keeps its objects in an S3 tier.
constexpr MessageTemplate oneS3Tier{
    "connection.region.one_s3_tier",
    MQLAB_TR("EngineMessage", "a region keeps its S3 Standard objects in one S3 tier, and this one already has one")};
//: A connection refused: the S3 tier already holds a region's objects.
constexpr MessageTemplate oneS3Region{
    "connection.s3_tier.one_region",
    MQLAB_TR("EngineMessage", "an S3 tier holds one region's objects, and this one already has its region")};
//: A connection refused: the region already archives to a Glacier tier.
constexpr MessageTemplate oneGlacierTier{
    "connection.region.one_glacier_tier",
    MQLAB_TR("EngineMessage", "a region archives to one Glacier tier, and this one already has one")};
//: A connection refused: the Glacier tier already holds a region's archive.
constexpr MessageTemplate oneGlacierRegion{
    "connection.glacier_tier.one_region",
    MQLAB_TR("EngineMessage", "a Glacier tier holds one region's archive, and this one already has its region")};

// regionRefusal's words. RESIDENCY_VIOLATION is a code: a translation keeps it as it is.
//: A connection refused by the EU residency rule. {node}: an EU node's name on its card; {region}: a US
//: region's name; {kind}: the node's kind (translated as the kinds' nouns are: "key store").
constexpr MessageTemplate euNodeUsRegion{
    "connection.residency.eu_node",
    MQLAB_TR("EngineMessage", "RESIDENCY_VIOLATION: {node} has residency \"eu\", so it serves EU regions only, and "
                              "{region} is a US region (the {kind}'s residency field)")};
//: A connection refused by the EU residency rule. {region}: an EU region's name on its card; {node}: a US
//: node's name; {kind}: the node's kind (translated as the kinds' nouns are: "S3 tier").
constexpr MessageTemplate euRegionUsNode{
    "connection.residency.eu_region",
    MQLAB_TR("EngineMessage", "RESIDENCY_VIOLATION: {region} has residency \"eu\", so its topics, mirrors and keys "
                              "stay in EU regions, and {node} is a US {kind} (the {kind}'s residency field)")};
//: A connection refused: a key store or routing control ({kind}) serves the two regions of one pair. {node}:
//: its name on its card; {other}: the name of the region it serves; {pair}: the region that one is paired
//: with ("\"eu-west-1\"" or "no region"); {region}: the id of the region refused.
constexpr MessageTemplate servesOnePair{
    "connection.region.one_pair",
    MQLAB_TR("EngineMessage", "a {kind} serves the two regions of one pair: {node} serves {other}, paired with "
                              "{pair}, not \"{region}\" (the regions' pair field)")};

} // namespace

std::vector<const Region*> regionsServed(const Scenario& s, const std::string& node)
{
    std::vector<const Region*> out;
    for (const Connection& c : s.connections)
        if (c.from == node)
            if (const Region* g = regionCalled(s, c.to))
                out.push_back(g);
    return out;
}

Message regionRefusal(const Scenario& s, NodeKind kind, const std::string& node, const Residency* residency,
                      const std::string& region, bool pair)
{
    const Region* g = regionCalled(s, region);
    if (!g)
        return {};
    std::string name = node; // the node's name on its card
    forEachArray(s, [&](NodeKind, const auto& nodes) {
        for (const auto& n : nodes)
            if (n.id == node)
                name = n.name;
    });
    // Residency first: it is the law, whatever the pairs say (second-seed.md 4.3, rule 2).
    if (residency && *residency != g->residency) {
        if (*residency == Residency::Eu)
            return message(euNodeUsRegion, {{"node", name}, {"region", g->name}}, {},
                           {{"kind", arrayNounMessage(kind)}});
        return message(euRegionUsNode, {{"region", g->name}, {"node", name}}, {}, {{"kind", arrayNounMessage(kind)}});
    }
    if (pair)
        for (const Region* other : regionsServed(s, node))
            if (other->id != g->id && (other->pair != g->id || g->pair != other->id))
                return message(servesOnePair, {{"node", name}, {"other", other->name}, {"region", g->id}}, {},
                               {{"kind", arrayNounMessage(kind)}, {"pair", pairedWith(other->pair)}});
    return {};
}

int regionIndex(const Scenario& s, const std::string& id)
{
    for (size_t i = 0; i < s.regions.size(); ++i)
        if (s.regions[i].id == id)
            return static_cast<int>(i);
    return -1;
}

const Module& regionModule()
{
    static const Module m = [] {
        Module m;
        m.node = NodeKind::Region;
        m.array = "regions";
        m.noun = MQLAB_TR("KindNoun", "region");
        m.kinds = {{Kind::Region,
                    NodeKind::Region,
                    "region",
                    "Region",
                    "region",
                    "",
                    "region",
                    MQLAB_TR("AddEntry", "+ Region"),
                    MQLAB_TR("AddEntry", "Add a re&gion"),
                    {340, 40},
                    "#3a6ea5",
                    3}};
        m.feeds = {{NodeKind::Region, NodeKind::Cell, nullptr, &oneRegion, "connect the region to its cells",
                    "drag from a region to its cells", nullptr},
                   {NodeKind::Region, NodeKind::MirrorLink, &oneMirror, &oneSource, "",
                    "drag from the region it copies to this mirror link", nullptr, mirrorRefusal},
                   {NodeKind::Region, NodeKind::S3Tier, &oneS3Tier, &oneS3Region, "",
                    "drag from its region to this S3 tier", nullptr, tierRefusal},
                   {NodeKind::Region, NodeKind::GlacierTier, &oneGlacierTier, &oneGlacierRegion, "",
                    "drag from its region to this Glacier tier", nullptr, tierRefusal}};
        m.refusals = {&euNodeUsRegion, &euRegionUsNode, &servesOnePair};
        m.order = 20; // after the task producers that feed it
        m.count = count;
        m.begin = begin;
        m.evaluate = evaluate;
        m.face = face;
        m.faceFrom = faceFrom;
        m.faces = {&facePlanned, &faceVersus, &faceNeeded, &faceShareEu, &faceShareUs, &facePaired, &faceUnpaired};
        m.cardKey = "region";
        m.warnings = warnings;
        m.messages = {&unfed, &noCells};
        m.faceInText = true;
        return m;
    }();
    return m;
}

} // namespace mqlab::kinds
