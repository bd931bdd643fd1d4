#include "region.h"

#include "mirror_link.h"
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

CardFace face(const Scenario& s, const CardReport& card)
{
    const Region& g = s.regions[static_cast<size_t>(card.node)];
    return {Kind::Region, g.position,
            plainNumber(g.share * 100) + "% of the traffic \u00b7 " + (g.residency == Residency::Eu ? "EU" : "US"),
            "paired with " + (g.pair.empty() ? std::string("no region yet") : g.pair)};
}

std::vector<std::string> warnings(const Scenario&, const Catalog&, const Report& r, const CardReport& card)
{
    const RegionDetail& d = r.regions[static_cast<size_t>(card.node)];
    std::vector<std::string> out;
    if (d.ownPeak <= 0)
        out.push_back("No producer sends to this region: connect a task producer to it.");
    if (d.cells == 0)
        out.push_back("No cells: connect this region to a cell node.");
    return out;
}

} // namespace

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
        m.noun = "region";
        m.kinds = {{Kind::Region,
                    NodeKind::Region,
                    "region",
                    "Region",
                    "region",
                    "",
                    "region",
                    "+ Region",
                    "Add a re&gion",
                    {340, 40},
                    "#3a6ea5",
                    3}};
        m.feeds = {{NodeKind::Region, NodeKind::Cell, "",
                    "a cell node belongs to one region, and this one already has one",
                    "connect the region to its cells", "drag from a region to its cells", ""},
                   {NodeKind::Region, NodeKind::MirrorLink,
                    "a region mirrors to its pair through one mirror link, and this one already has one",
                    "a mirror link copies one region, and this one already has its source", "",
                    "drag from the region it copies to this mirror link", "", mirrorRefusal}};
        m.order = 20; // after the task producers that feed it
        m.count = count;
        m.begin = begin;
        m.evaluate = evaluate;
        m.face = face;
        m.cardKey = "region";
        m.warnings = warnings;
        m.faceInText = true;
        return m;
    }();
    return m;
}

} // namespace mqlab::kinds
