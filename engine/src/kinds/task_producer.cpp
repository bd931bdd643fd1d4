#include "task_producer.h"

#include "mqlab/report/format.h"
#include "round1.h"

namespace mqlab::kinds {
namespace {

// Round 2: a producer sends to one topic, or (a design without topics) straight to one platform fleet;
// both at once would count its messages twice.
//: A connection refused: the task producer already sends to a topic or a platform fleet (one of the two).
constexpr MessageTemplate oneTopic{
    "connection.task_producer.one_topic",
    MQLAB_TR("EngineMessage", "a task producer sends to one topic or platform fleet, and this one already has one")};

std::size_t count(const Scenario& s)
{
    return s.taskProducers.size();
}

void evaluate(Walk& w, int pi)
{
    CardReport& card = w.card(NodeKind::TaskProducer, pi);
    card.kind = NodeKind::TaskProducer;
    card.node = pi;
    card.offeredEventsPerSecond = card.carriedEventsPerSecond = flowInto(w, NodeKind::TaskProducer, pi).peak;
}

// The card's lines, one template a whole line (message.h), with figures as `report` writes them.
//: A task producer card, a line of its face. {rate}: a figure as the engine writes it.
constexpr MessageTemplate facePeak{"face.task_producer.peak", MQLAB_TR("EngineMessage", "{rate} msg/s at peak")};
//: A task producer card, a line of its face. {count}, {bytes}, {ratio}: figures as the engine writes them.
constexpr MessageTemplate faceBillions{
    "face.task_producer.day_billions",
    MQLAB_TR("EngineMessage", "{count} billion a day \u00b7 {bytes} B \u00b7 peak {ratio}\u00d7")};
//: A task producer card, a line of its face. {count}, {bytes}, {ratio}: figures as the engine writes them.
constexpr MessageTemplate faceMillions{
    "face.task_producer.day_millions",
    MQLAB_TR("EngineMessage", "{count} million a day \u00b7 {bytes} B \u00b7 peak {ratio}\u00d7")};
//: A task producer card, a line of its face. {count}, {bytes}, {ratio}: figures as the engine writes them.
constexpr MessageTemplate faceDay{
    "face.task_producer.day", MQLAB_TR("EngineMessage", "{count} a day \u00b7 {bytes} B \u00b7 peak {ratio}\u00d7")};

CardFace face(const Scenario& s, const CardReport& card)
{
    const TaskProducer& p = s.taskProducers[static_cast<size_t>(card.node)];
    // Round 2's teams send hundreds of millions a day: in words, so the card's line fits.
    const double d = p.messagesPerDay;
    const MessageTemplate& day = d >= 1e9 ? faceBillions : d >= 1e8 ? faceMillions : faceDay;
    const std::string count = d >= 1e9 ? plainNumber(d / 1e9) : d >= 1e8 ? plainNumber(d / 1e6) : grouped(d);
    return {Kind::TaskProducer, p.position, message(facePeak, {{"rate", grouped(card.offeredEventsPerSecond, 2)}}),
            message(day, {{"count", count}, {"bytes", grouped(p.messageBytes)}, {"ratio", plainNumber(p.peakRatio)}})};
}

// Its warning names what the round lets it feed: the Round 1 path or the Round 2 topics.
//: A task producer card (Round 1 or 2).
constexpr MessageTemplate unconnectedRound1{
    "task_producer.unconnected.round1",
    MQLAB_TR("EngineMessage", "Not connected: drag from this producer to a load balancer or an SQS queue.")};
//: A task producer card (Round 1 or 2).
constexpr MessageTemplate unconnectedRound2{
    "task_producer.unconnected.round2",
    MQLAB_TR("EngineMessage", "Not connected: drag from this producer to a stream or queue topic.")};

std::vector<Message> warnings(const Scenario& s, const Catalog&, const Report&, const CardReport& card)
{
    const std::string& id = s.taskProducers[static_cast<size_t>(card.node)].id;
    for (const Connection& c : s.connections)
        if (c.from == id)
            return {};
    return {message(s.platformFleets.empty() ? unconnectedRound1 : unconnectedRound2)};
}

// Its connection rule's refusals (kinds.h, TopologyRule), one template each.
//: A connection refused: the task producer already sends through a load balancer.
constexpr MessageTemplate oneBalancer{
    "connection.task_producer.one_load_balancer",
    MQLAB_TR("EngineMessage", "a task producer sends through one load balancer, and this one already has one")};
//: A connection refused: the task producer already sends to an SQS queue.
constexpr MessageTemplate oneQueue{
    "connection.task_producer.one_sqs_queue",
    MQLAB_TR("EngineMessage", "a task producer sends to one SQS queue, and this one already has one")};
//: A connection refused: the task producer already sends to a platform fleet.
constexpr MessageTemplate oneFleet{
    "connection.task_producer.one_platform_fleet",
    MQLAB_TR("EngineMessage", "a task producer sends to one platform fleet, and this one already has one")};

} // namespace

const Module& taskProducerModule()
{
    static const Module m = [] {
        Module m;
        m.node = NodeKind::TaskProducer;
        m.array = "task_producers";
        m.noun = MQLAB_TR("KindNoun", "task producer");
        m.kinds = {{Kind::TaskProducer,
                    NodeKind::TaskProducer,
                    "task_producer",
                    "Task producer",
                    "sender",
                    //: A new task producer card's name (a name the person may change).
                    MQLAB_TR("NewCardName", "Order service"),
                    "task-producer",
                    MQLAB_TR("AddEntry", "+ Tasks"),
                    MQLAB_TR("AddEntry", "Add a &task producer"),
                    {40, 400},
                    "#7c5cff"}};
        m.feeds = {{NodeKind::TaskProducer, NodeKind::LoadBalancer, &oneBalancer, nullptr, "", ""},
                   {NodeKind::TaskProducer, NodeKind::SqsQueue, &oneQueue, nullptr, "", ""},
                   {NodeKind::TaskProducer, NodeKind::PlatformFleet, &oneFleet, nullptr, "", "", &oneTopic},
                   {NodeKind::TaskProducer, NodeKind::StreamTopic, nullptr, nullptr, "", "", &oneTopic},
                   {NodeKind::TaskProducer, NodeKind::QueueTopic, nullptr, nullptr, "", "", &oneTopic},
                   // Round 3: one producer's messages split over the regions by their shares.
                   {NodeKind::TaskProducer, NodeKind::Region, nullptr, nullptr, "",
                    "drag from a task producer to this region", nullptr}};
        m.order = 10; // Round 1's kinds after the first seed's, upstream first
        m.count = count;
        m.evaluate = evaluate;
        m.face = face;
        m.faces = {&facePeak, &faceBillions, &faceMillions, &faceDay};
        m.cardKey = "task_producer";
        m.warnings = warnings;
        m.messages = {&unconnectedRound1, &unconnectedRound2};
        m.faceInText = true;
        return m;
    }();
    return m;
}

} // namespace mqlab::kinds
