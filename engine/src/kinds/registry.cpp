// The registry: every kind's module in card order, and what kinds.h answers from them.
#include <algorithm>
#include <stdexcept>

#include "cluster.h"
#include "consumer_group.h"
#include "dead_letter_queue.h"
#include "module.h"
#include "producer.h"

namespace mqlab {
namespace kinds {

const std::vector<const Module*>& modules()
{
    // Card order; a new array is added at the end so that cards, ids and lessons keep their places.
    static const std::vector<const Module*> all = {&producerModule(), &clusterModule(), &consumerGroupModule(),
                                                   &deadLetterQueueModule()};
    return all;
}

int Graph::firstIn(NodeKind node, int index, NodeKind kind) const
{
    for (const auto& [k, i] : in(flat(node, index)))
        if (k == kind)
            return i;
    return -1;
}

int Graph::firstOut(NodeKind node, int index, NodeKind kind) const
{
    for (const auto& [k, i] : out(flat(node, index)))
        if (k == kind)
            return i;
    return -1;
}

namespace {

Status statusOf(const LimitReport& l)
{
    if (!std::isnan(l.percent) && l.percent >= kRedPercent)
        return percentStatus(l.percent, kNotKnown);
    if (!std::isnan(l.sizingLine) && l.used > l.sizingLine)
        return Status::Warn;
    return Status::Ok;
}

} // namespace

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

} // namespace kinds

const std::vector<KindInfo>& kindRegistry()
{
    static const std::vector<KindInfo> all = [] {
        std::vector<KindInfo> out;
        for (const kinds::Module* m : kinds::modules())
            out.insert(out.end(), m->kinds.begin(), m->kinds.end());
        return out;
    }();
    return all;
}

const KindInfo& kindInfo(Kind kind)
{
    for (const KindInfo& k : kindRegistry())
        if (k.kind == kind)
            return k;
    throw std::logic_error("a kind is missing from the registry");
}

const std::vector<NodeKind>& nodeArrays()
{
    static const std::vector<NodeKind> all = [] {
        std::vector<NodeKind> out;
        for (const kinds::Module* m : kinds::modules())
            out.push_back(m->node);
        return out;
    }();
    return all;
}

std::string_view arrayName(NodeKind node)
{
    for (const kinds::Module* m : kinds::modules())
        if (m->node == node)
            return m->array;
    return {};
}

std::string_view arrayNoun(NodeKind node)
{
    for (const kinds::Module* m : kinds::modules())
        if (m->node == node)
            return m->noun;
    return {};
}

CardFace cardFace(const Scenario& s, const CardReport& card)
{
    for (const kinds::Module* m : kinds::modules())
        if (m->card == card.kind)
            return m->face(s, card);
    return {};
}

const std::vector<TopologyRule>& topologyRules()
{
    static const std::vector<TopologyRule> all = [] {
        std::vector<TopologyRule> out;
        for (const kinds::Module* m : kinds::modules())
            out.insert(out.end(), m->feeds.begin(), m->feeds.end());
        return out;
    }();
    return all;
}

const TopologyRule* topologyRule(NodeKind from, NodeKind to)
{
    for (const TopologyRule& r : topologyRules())
        if (r.from == from && r.to == to)
            return &r;
    return nullptr;
}

bool takesConnections(Kind kind)
{
    const NodeKind node = kindInfo(kind).node;
    const auto& rules = topologyRules();
    return std::any_of(rules.begin(), rules.end(), [&](const TopologyRule& r) { return r.to == node; });
}

bool sendsConnections(Kind kind)
{
    const NodeKind node = kindInfo(kind).node;
    const auto& rules = topologyRules();
    return std::any_of(rules.begin(), rules.end(), [&](const TopologyRule& r) { return r.from == node; });
}

std::string dragHint(Kind kind)
{
    std::string to;
    for (const TopologyRule& r : topologyRules())
        if (r.from == kindInfo(kind).node)
            to += (to.empty() ? "a " : " or a ") + std::string(arrayNoun(r.to));
    return to.empty() ? "" : "Drag to " + to;
}

const std::string& topologyRefusal()
{
    // "only a -> b and c -> d connections are allowed", or "a -> b, c -> d and e -> f" for three.
    static const std::string text = [] {
        const auto& rules = topologyRules();
        std::string list;
        for (size_t i = 0; i < rules.size(); ++i) {
            if (i > 0)
                list += i + 1 == rules.size() ? " and " : ", ";
            list += std::string(arrayNoun(rules[i].from)) + " -> " + std::string(arrayNoun(rules[i].to));
        }
        return "only " + list + " connections are allowed";
    }();
    return text;
}

} // namespace mqlab
