// The registry: every kind's module in card order, and what kinds.h answers from them.
#include <algorithm>
#include <stdexcept>

#include "broker_fleet.h"
#include "cell.h"
#include "cluster.h"
#include "consumer_group.h"
#include "consumer_team.h"
#include "control_plane.h"
#include "dead_letter_queue.h"
#include "glacier_tier.h"
#include "key_store.h"
#include "load_balancer.h"
#include "metadata_store.h"
#include "mirror_link.h"
#include "module.h"
#include "platform_fleet.h"
#include "producer.h"
#include "s3_tier.h"
#include "queue_topic.h"
#include "region.h"
#include "routing_control.h"
#include "sqs_queue.h"
#include "stream_topic.h"
#include "task_producer.h"
#include "worker_pool.h"
#include "../report/words.h"
#include "mqlab/report/explain.h"
#include "mqlab/report/format.h"
#include "mqlab/report/list.h"

namespace mqlab {
namespace kinds {

const std::vector<const Module*>& modules()
{
    // Card order; a new array is added at the end so that cards, ids and lessons keep their places.
    static const std::vector<const Module*> all = {
        &producerModule(),       &clusterModule(),      &consumerGroupModule(), &deadLetterQueueModule(),
        &taskProducerModule(),   &loadBalancerModule(), &brokerFleetModule(),   &metadataStoreModule(),
        &workerPoolModule(),     &sqsQueueModule(),     &platformFleetModule(), &streamTopicModule(),
        &queueTopicModule(),     &consumerTeamModule(), &regionModule(),        &cellModule(),
        &mirrorLinkModule(),     &s3TierModule(),       &glacierTierModule(),   &keyStoreModule(),
        &routingControlModule(), &controlPlaneModule()};
    return all;
}

std::vector<MessageTemplate> warningTemplates()
{
    std::vector<MessageTemplate> out{shared::limitUnchecked, shared::limitPast, shared::tierUnowned, shared::topicUnfed,
                                     shared::topicUnhosted};
    for (const Module* m : modules())
        for (const MessageTemplate* t : m->messages)
            out.push_back(*t);
    return out;
}

std::vector<MessageTemplate> faceTemplates()
{
    std::vector<MessageTemplate> out{shared::faceEu, shared::faceUs, shared::faceNoRegion, shared::faceStored,
                                     shared::faceFleet};
    for (const Module* m : modules())
        for (const MessageTemplate* t : m->faces)
            out.push_back(*t);
    return out;
}

std::vector<MessageTemplate> formulaTemplates()
{
    std::vector<MessageTemplate> out{shared::unknownCapacity, shared::daysFraction};
    for (const Module* m : modules())
        for (const MessageTemplate* t : m->formulas)
            out.push_back(*t);
    return out;
}

std::string bill::billedHours(const Scenario& s, UnitSystemId fallback)
{
    return grouped(unitSystem(unitSystemNamed(s.units).value_or(fallback)).billedHoursPerMonth);
}

std::vector<MessageTemplate> billTemplates()
{
    std::vector<MessageTemplate> out{bill::instances,   bill::gbMonth, bill::throughput,
                                     bill::replication, bill::sends,   bill::reads};
    for (const Module* m : modules())
        for (const MessageTemplate* t : m->billTexts)
            out.push_back(*t);
    return out;
}

void putCapacity(Message& m, double capacity, std::string figure)
{
    if (std::isnan(capacity))
        m.parts.emplace_back("capacity", message(shared::unknownCapacity));
    else
        m.args.emplace_back("capacity", std::move(figure));
}

void putDays(Message& m, std::string name, double days, std::string figure)
{
    // Whole days up to any retention a field allows: a count, whose plural forms a language has.
    if (days >= 0 && days <= 1e9 && days == std::floor(days))
        m.counts.push_back({std::move(name), static_cast<long long>(days), words::counts::days});
    else
        m.parts.emplace_back(std::move(name), message(shared::daysFraction, {{"days", std::move(figure)}}));
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

Message arrayNounMessage(NodeKind node)
{
    return namedWords("kind." + std::string(arrayName(node)), std::string(arrayNoun(node)), "KindNoun");
}

namespace {

const kinds::Module& moduleOf(NodeKind card)
{
    for (const kinds::Module* m : kinds::modules())
        if (m->node == card)
            return *m;
    throw std::logic_error("a card kind has no module");
}

const kinds::BillWords& billWords(BillItem item)
{
    for (const kinds::Module* m : kinds::modules())
        for (const kinds::BillWords& b : m->bills)
            if (b.item == item)
                return b;
    throw std::logic_error("a bill item has no module");
}

} // namespace

std::string nodeId(const Scenario& s, NodeKind kind, int index)
{
    std::string out;
    forEachArray(s, [&](NodeKind k, const auto& nodes) {
        if (k == kind && index >= 0 && static_cast<size_t>(index) < nodes.size())
            out = nodes[static_cast<size_t>(index)].id;
    });
    return out;
}

std::string nodeName(const Scenario& s, NodeKind kind, int index)
{
    std::string out;
    forEachArray(s, [&](NodeKind k, const auto& nodes) {
        if (k == kind && index >= 0 && static_cast<size_t>(index) < nodes.size())
            out = nodes[static_cast<size_t>(index)].name;
    });
    return out;
}

std::string_view cardKindKey(NodeKind card)
{
    return moduleOf(card).cardKey;
}

bool cardFaceInText(NodeKind card)
{
    return moduleOf(card).faceInText;
}

// format.h and explain.h: each kind's words, from its module.
std::string cardName(const Scenario& s, const CardReport& card)
{
    const kinds::Module& m = moduleOf(card.kind);
    return m.name ? m.name(s, card) : nodeName(s, m.node, card.node);
}

std::string cardId(const Scenario& s, const CardReport& card)
{
    return nodeId(s, moduleOf(card.kind).node, card.node);
}

std::string billItemName(BillItem item)
{
    return std::string(billWords(item).name);
}

Message billLineMessage(const Scenario& s, const Catalog& cat, const BillLine& line)
{
    return billWords(line.item).text(s, cat, line);
}

std::string billLineText(const Scenario& s, const Catalog& cat, const BillLine& line)
{
    return billLineMessage(s, cat, line).text();
}

std::vector<Message> cardWarnings(const Scenario& s, const Catalog& cat, const Report& r, const CardReport& card)
{
    const kinds::Module& m = moduleOf(card.kind);
    return m.warnings ? m.warnings(s, cat, r, card) : std::vector<Message>{};
}

std::vector<std::string> cardWarningTexts(const Scenario& s, const Catalog& cat, const Report& r,
                                          const CardReport& card)
{
    std::vector<std::string> out;
    for (const Message& w : cardWarnings(s, cat, r, card))
        out.push_back(w.text());
    return out;
}

Message limitFormula(const Scenario& s, const Report& r, const CardReport& card, const LimitReport& l)
{
    const kinds::Module& m = moduleOf(card.kind);
    return m.formula ? m.formula(s, r, card, l) : Message{};
}

CardFace cardFace(const Scenario& s, const CardReport& card)
{
    for (const kinds::Module* m : kinds::modules())
        if (m->node == card.kind)
            return m->face(s, card);
    return {};
}

CardFace cardFace(const Scenario& s, const Report& r, const CardReport& card)
{
    for (const kinds::Module* m : kinds::modules())
        if (m->node == card.kind)
            return m->faceFrom ? m->faceFrom(s, r, card) : m->face(s, card);
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

namespace {
// topologyRefusal's words: a kind's noun (a part, translated under "KindNoun") with its article, the
// kinds a node may connect to as a list, and the two sentences.
//: A kind's noun ({kind}, translated as the kinds' nouns are) with the article English puts before a
//: consonant: "a cluster". In a refused connection's sentence.
constexpr MessageTemplate kindWithA{"connection.kind.a", MQLAB_TR("EngineMessage", "a {kind}")};
//: A kind's noun ({kind}) with the article English puts before a vowel: "an S3 tier", "an SQS queue".
constexpr MessageTemplate kindWithAn{"connection.kind.an", MQLAB_TR("EngineMessage", "an {kind}")};
//: A connection refused: {from} is a kind with its article ("a cluster"), {to} the kinds it may connect to
//: ("a consumer group", "a cluster or a region").
constexpr MessageTemplate onlyTo{"connection.only_to", MQLAB_TR("EngineMessage", "{from} connects only to {to}")};
//: A connection refused: {from} is a kind with its article ("a dead-letter queue"), which sends to nothing.
constexpr MessageTemplate nothingOut{"connection.nothing_out",
                                     MQLAB_TR("EngineMessage", "nothing connects out of {from}")};

Message withArticle(NodeKind node)
{
    const std::string_view noun = arrayNoun(node);
    const bool vowel = !noun.empty() &&
                       (std::string_view("aeiou").find(noun[0]) != std::string_view::npos || noun.rfind("SQS", 0) == 0);
    return message(vowel ? kindWithAn : kindWithA, {}, {}, {{"kind", arrayNounMessage(node)}});
}
} // namespace

Message topologyRefusal(NodeKind from)
{
    // Named by what the refused node may connect to, so the line stays short however many kinds there are:
    // "a cluster connects only to a consumer group", "nothing connects out of a dead-letter queue".
    std::vector<NodeKind> to;
    for (const TopologyRule& r : topologyRules())
        if (r.from == from)
            to.push_back(r.to);
    if (to.empty())
        return message(nothingOut, {}, {}, {{"from", withArticle(from)}});
    std::vector<Message> kinds;
    for (NodeKind k : to)
        kinds.push_back(withArticle(k));
    return message(onlyTo, {}, {},
                   {{"from", withArticle(from)},
                    {"to", joinedMessages(std::move(kinds), messages::listComma, &messages::listOr)}});
}

std::vector<MessageTemplate> connectionTemplates()
{
    std::vector<MessageTemplate> out{
        kindWithA, kindWithAn, onlyTo, nothingOut, kinds::shared::oneWorkerSource, kinds::shared::oneTopicFleet};
    // Each once: two rules may share a template (a worker pool's source, a task producer's one topic).
    auto add = [&](const MessageTemplate* t) {
        if (t && std::none_of(out.begin(), out.end(), [&](const MessageTemplate& o) { return o.id == t->id; }))
            out.push_back(*t);
    };
    for (const kinds::Module* m : kinds::modules()) {
        for (const TopologyRule& r : m->feeds)
            for (const MessageTemplate* t : {r.oneOut, r.oneIn, r.oneOfOut})
                add(t);
        for (const MessageTemplate* t : m->refusals)
            add(t);
    }
    return out;
}

} // namespace mqlab
