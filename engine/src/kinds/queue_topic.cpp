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

CardFace face(const Scenario& s, const CardReport& card)
{
    const QueueTopic& t = s.queueTopics[static_cast<size_t>(card.node)];
    // What a worker meets first: the order per key, or the delay, then the lease and the DLQ.
    const std::string rule = t.groupKey     ? "in order a group key"
                             : t.delayS > 0 ? "delayed " + plainNumber(t.delayS) + " s"
                                            : "no order";
    return {Kind::QueueTopic, t.position, grouped(card.offeredEventsPerSecond, 1) + " msg/s \u00b7 " + rule,
            "lease " + plainNumber(t.visibilityS) + " s \u00b7 DLQ after " + grouped(t.maxReceive)};
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
        m.noun = "queue topic";
        m.kinds = {{Kind::QueueTopic,
                    NodeKind::QueueTopic,
                    "queue_topic",
                    "Queue topic",
                    "queue",
                    "",
                    "queue-topic",
                    "+ Queue",
                    "Add a queue top&ic",
                    {340, 230},
                    "#b5651d",
                    2}};
        m.feeds = {{NodeKind::QueueTopic, NodeKind::PlatformFleet,
                    "a topic lives on one platform fleet, and this one already has one", "",
                    "drag from it to the platform fleet that hosts it", ""}};
        m.order = 17;
        m.count = count;
        m.evaluate = evaluate;
        m.face = face;
        m.cardKey = "queue_topic";
        m.warnings = warnings;
        m.faceInText = true;
        return m;
    }();
    return m;
}

} // namespace mqlab::kinds
