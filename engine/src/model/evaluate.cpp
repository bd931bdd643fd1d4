// evaluate(): the scenario through every model, in numbers only. It walks the graph the connections
// make and asks each node's kind (engine/src/kinds/) for its card, its limits and its bill lines.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <string_view>
#include <unordered_map>

#include "../kinds/module.h"
#include "mqlab/model/catalog.h"
#include "mqlab/model/kinds.h"
#include "mqlab/model/report.h"
#include "mqlab/model/scenario.h"

namespace mqlab {
namespace {

using kinds::Graph;
using kinds::Module;

// Who feeds whom, found in one pass over the connections; a connection the topology rules refuse,
// or a second one where a rule allows one, is left out (validate() refuses it in a file).
Graph graphOf(const Scenario& s)
{
    Graph g;
    int n = 0;
    for (const Module* m : kinds::modules()) {
        if (g.base.size() <= static_cast<size_t>(m->node))
            g.base.resize(static_cast<size_t>(m->node) + 1, 0);
        g.base[static_cast<size_t>(m->node)] = n;
        n += static_cast<int>(m->count(s));
    }
    std::unordered_map<std::string_view, Graph::Node> index;
    index.reserve(static_cast<size_t>(n));
    forEachNodeId(s, [&](NodeKind kind, int i, const std::string& id) { index.emplace(id, Graph::Node{kind, i}); });
    // The accepted edges, and by node the arrays it already feeds (low half) or is fed by (high half).
    std::vector<std::pair<Graph::Node, Graph::Node>> edges;
    edges.reserve(s.connections.size());
    // 32 arrays a half: a shift past the word's width would be undefined (the mirror link was the 17th).
    static_assert(static_cast<int>(NodeKind::ControlPlane) < 32);
    std::vector<std::uint64_t> linked(static_cast<size_t>(n), 0);
    // Counts first (start[i] holds node i's count), then each slice's end, then filled back to front.
    g.inStart.assign(static_cast<size_t>(n) + 1, 0);
    g.outStart.assign(static_cast<size_t>(n) + 1, 0);
    for (const Connection& c : s.connections) {
        const auto a = index.find(c.from), b = index.find(c.to);
        if (a == index.end() || b == index.end())
            continue;
        const auto [ak, ai] = a->second;
        const auto [bk, bi] = b->second;
        const TopologyRule* rule = topologyRule(ak, bk);
        const auto from = static_cast<size_t>(g.flat(ak, ai)), to = static_cast<size_t>(g.flat(bk, bi));
        const std::uint64_t feeds = std::uint64_t{1} << static_cast<unsigned>(bk),
                            fedBy = std::uint64_t{1} << (32 + static_cast<unsigned>(ak));
        if (!rule || (rule->oneOut && (linked[from] & feeds)) || (rule->oneIn && (linked[to] & fedBy)))
            continue;
        linked[from] |= feeds;
        linked[to] |= fedBy;
        edges.emplace_back(a->second, b->second);
        ++g.outStart[from];
        ++g.inStart[to];
    }
    for (size_t i = 1; i < static_cast<size_t>(n); ++i) {
        g.outStart[i] += g.outStart[i - 1];
        g.inStart[i] += g.inStart[i - 1];
    }
    g.outStart[static_cast<size_t>(n)] = g.inStart[static_cast<size_t>(n)] = static_cast<int>(edges.size());
    g.inNodes.resize(edges.size());
    g.outNodes.resize(edges.size());
    for (auto e = edges.rbegin(); e != edges.rend(); ++e) {
        const auto& [a, b] = *e;
        g.outNodes[static_cast<size_t>(--g.outStart[static_cast<size_t>(g.flat(a.first, a.second))])] = b;
        g.inNodes[static_cast<size_t>(--g.inStart[static_cast<size_t>(g.flat(b.first, b.second))])] = a;
    }
    return g;
}

// The modules in the order their nodes are evaluated: a kind that reads another's card comes after it.
const std::vector<const Module*>& evaluationOrder()
{
    static const std::vector<const Module*> order = [] {
        std::vector<const Module*> out = kinds::modules();
        std::stable_sort(out.begin(), out.end(), [](const Module* a, const Module* b) { return a->order < b->order; });
        return out;
    }();
    return order;
}

} // namespace

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
    kinds::Walk w(s, cat, r);
    w.k = (loadOverride > 0 && baseLoad > 0) ? loadOverride / baseLoad : 1.0;
    r.offeredEventsPerSecond = baseLoad * w.k;
    for (const auto& p : s.producers)
        r.offered.bytesPerSecond += p.eventsPerSecond * w.k * p.eventBytes;
    for (const auto& p : s.taskProducers) // at its peak, as the load counts it
        r.offered.bytesPerSecond += p.messagesPerDay * w.k / 86400.0 * p.peakRatio * p.messageBytes;
    w.total = r.offeredEventsPerSecond;
    w.sizing = cat.prices.standardSizingLinePercent / 100.0;
    w.graph = graphOf(s);
    r.cards.resize(w.graph.size());
    w.fraction.assign(r.cards.size(), 1.0);

    for (const Module* m : evaluationOrder()) {
        if (m->begin)
            m->begin(w);
        const int n = static_cast<int>(m->count(s));
        for (int i = 0; i < n; ++i)
            m->evaluate(w, i);
        if (m->finish)
            m->finish(w);
    }
    for (const auto& line : r.bill)
        r.total += line.amount;

    // Tiles: the first to saturate is the saturated card whose wall is lowest; else the busiest.
    for (size_t i = 0; i < r.cards.size(); ++i) {
        const CardReport& card = r.cards[i];
        if (card.status == Status::Saturated &&
            (r.firstToSaturate < 0 || card.wallEventsPerSecond < r.cards[r.firstToSaturate].wallEventsPerSecond))
            r.firstToSaturate = static_cast<int>(i);
        // What the design survives: the node that holds messages and may lose the fewest replicas.
        if (card.survives >= 0 && (r.durability.card < 0 || card.survives < r.durability.survives))
            r.durability = {card.survives, card.replicas, static_cast<int>(i)};
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
    return r;
}

} // namespace mqlab
