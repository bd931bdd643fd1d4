#include "queue_topic.h"

#include "mqlab/report/format.h"
#include "round1.h"

namespace mqlab::kinds {
namespace {

std::size_t count(const Scenario& s)
{
    return s.queueTopics.size();
}

void evaluate(Walk& w, int ti)
{
    CardReport& card = w.card(NodeKind::QueueTopic, ti);
    card.kind = NodeKind::QueueTopic;
    card.node = ti;
    card.offeredEventsPerSecond = card.carriedEventsPerSecond = flowInto(w, NodeKind::QueueTopic, ti).peak;
}

// The card's lines, one template a whole line (message.h), with figures as `report` writes them.
//: A queue topic card, a line of its face. {rate}: a figure as the engine writes it.
constexpr MessageTemplate faceInOrder{"face.queue_topic.in_order",
                                      MQLAB_TR("EngineMessage", "{rate} msg/s \u00b7 in order a group key")};
//: A queue topic card, a line of its face. {rate}, {delay}: figures as the engine writes them.
constexpr MessageTemplate faceDelayed{"face.queue_topic.delayed",
                                      MQLAB_TR("EngineMessage", "{rate} msg/s \u00b7 delayed {delay} s")};
//: A queue topic card, a line of its face. {rate}: a figure as the engine writes it.
constexpr MessageTemplate faceNoOrder{"face.queue_topic.no_order",
                                      MQLAB_TR("EngineMessage", "{rate} msg/s \u00b7 no order")};
//: A queue topic card, a line of its face. {lease}, {count}: figures as the engine writes them.
constexpr MessageTemplate faceLease{"face.queue_topic.lease",
                                    MQLAB_TR("EngineMessage", "lease {lease} s \u00b7 DLQ after {count}")};

CardFace face(const Scenario& s, const CardReport& card)
{
    const QueueTopic& t = s.queueTopics[static_cast<size_t>(card.node)];
    // What a worker meets first: the order per key, or the delay, then the lease and the DLQ.
    const MessageTemplate& rule = t.groupKey ? faceInOrder : t.delayS > 0 ? faceDelayed : faceNoOrder;
    return {Kind::QueueTopic, t.position,
            message(rule, {{"rate", grouped(card.offeredEventsPerSecond, 1)}, {"delay", plainNumber(t.delayS)}}),
            message(faceLease, {{"lease", plainNumber(t.visibilityS)}, {"count", grouped(t.maxReceive)}})};
}

std::vector<Message> warnings(const Scenario& s, const Catalog&, const Report&, const CardReport& card)
{
    const QueueTopic& t = s.queueTopics[static_cast<size_t>(card.node)];
    bool fed = false, hosted = false;
    for (const Connection& c : s.connections) {
        fed = fed || c.to == t.id;
        hosted = hosted || (c.from == t.id && s.kindOf(c.to) == NodeKind::PlatformFleet);
    }
    std::vector<Message> out;
    if (!fed)
        out.push_back(message(shared::topicUnfed));
    if (!hosted)
        out.push_back(message(shared::topicUnhosted));
    return out;
}

} // namespace

const Module& queueTopicModule()
{
    static const Module m = [] {
        Module m;
        m.node = NodeKind::QueueTopic;
        m.array = "queue_topics";
        m.noun = MQLAB_TR("KindNoun", "queue topic");
        m.kinds = {{Kind::QueueTopic,
                    NodeKind::QueueTopic,
                    "queue_topic",
                    "Queue topic",
                    "queue",
                    "",
                    "queue-topic",
                    MQLAB_TR("AddEntry", "+ Queue"),
                    MQLAB_TR("AddEntry", "Add a queue top&ic"),
                    {340, 230},
                    "#b5651d",
                    2}};
        m.feeds = {{NodeKind::QueueTopic, NodeKind::PlatformFleet, &shared::oneTopicFleet, nullptr,
                    "drag from it to the platform fleet that hosts it", ""}};
        m.order = 17;
        m.count = count;
        m.evaluate = evaluate;
        m.face = face;
        m.faces = {&faceInOrder, &faceDelayed, &faceNoOrder, &faceLease};
        m.cardKey = "queue_topic";
        m.warnings = warnings;
        m.faceInText = true;
        return m;
    }();
    return m;
}

} // namespace mqlab::kinds
