#include "dead_letter_queue.h"

#include <algorithm>
#include <cmath>
#include <optional>

#include "mqlab/report/format.h"

#include "../report/words.h"

namespace mqlab::kinds {
namespace {

std::size_t count(const Scenario& s)
{
    return s.deadLetterQueues.size();
}

// No flow model yet: the card shows the queue's policy, not a rate, and has no limit to fill.
void evaluate(Walk& w, int qi)
{
    CardReport& card = w.card(NodeKind::DeadLetterQueue, qi);
    card.kind = NodeKind::DeadLetterQueue;
    card.node = qi;
}

// One line for every queue: not priced yet, so $0, and the line's text says so.
void finish(Walk& w)
{
    const auto queues = static_cast<double>(w.s.deadLetterQueues.size());
    if (queues > 0)
        w.r.bill.push_back({BillItem::DeadLetterQueues, -1, queues, 0.0, Money{}});
}

// The card's lines, one template a whole line (message.h), with figures as `report` writes them.
//: A dead-letter queue card, a line of its face. {count}: a figure as the engine writes it.
constexpr MessageTemplate faceMovedOne{"face.dead_letter_queue.moved_one",
                                       MQLAB_TR("EngineMessage", "moved after {count} receive")};
//: A dead-letter queue card, a line of its face. {count}: a figure as the engine writes it.
constexpr MessageTemplate faceMoved{"face.dead_letter_queue.moved",
                                    MQLAB_TR("EngineMessage", "moved after {count} receives")};
//: A dead-letter queue card, a line of its face. {days}: a figure as the engine writes it.
constexpr MessageTemplate faceKept{"face.dead_letter_queue.kept",
                                   MQLAB_TR("EngineMessage", "kept {days} d \u00b7 not priced yet")};

CardFace face(const Scenario& s, const CardReport& card)
{
    const DeadLetterQueue& q = s.deadLetterQueues[static_cast<size_t>(card.node)];
    return {Kind::DeadLetterQueue, q.position,
            message(q.maxReceiveCount == 1 ? faceMovedOne : faceMoved, {{"count", grouped(q.maxReceiveCount)}}),
            message(faceKept, {{"days", grouped(q.retentionDays,
                                                q.retentionDays == static_cast<int>(q.retentionDays) ? 0 : 1)}})};
}

// {sources} names the kinds the topology rules let feed it ("a consumer group or a worker pool"), each kind's
// noun a part the window translates.
//: A dead-letter queue card. {sources}: the kinds that may feed it ("a consumer group or a worker pool").
constexpr MessageTemplate unconnected{"dead_letter_queue.unconnected",
                                      MQLAB_TR("EngineMessage", "Not connected: drag from {sources} to this queue.")};
//: In a dead-letter queue's warning, the first kind that may feed it: {kind} a kind's noun ("consumer group").
constexpr MessageTemplate sourceFirst{"dead_letter_queue.source", MQLAB_TR("EngineMessage", "a {kind}")};
//: In a dead-letter queue's warning, one more kind that may feed it: {sources} the kinds named before it ("a
//: consumer group"), {kind} a kind's noun ("worker pool").
constexpr MessageTemplate sourceMore{"dead_letter_queue.source.more",
                                     MQLAB_TR("EngineMessage", "{sources} or a {kind}")};

std::vector<Message> warnings(const Scenario& s, const Catalog&, const Report&, const CardReport& card)
{
    const std::string& id = s.deadLetterQueues[card.node].id;
    const bool fed = std::any_of(s.connections.begin(), s.connections.end(), [&](const Connection& c) {
        const auto from = s.kindOf(c.from);
        return c.to == id && from && topologyRule(*from, NodeKind::DeadLetterQueue);
    });
    if (fed)
        return {};
    // Whoever the rules let feed it: "a consumer group or a worker pool", each more one nesting the list so far.
    std::optional<Message> who;
    for (const TopologyRule& r : topologyRules())
        if (r.to == NodeKind::DeadLetterQueue)
            who = who ? message(sourceMore, {}, {}, {{"sources", *who}, {"kind", arrayNounMessage(r.from)}})
                      : message(sourceFirst, {}, {}, {{"kind", arrayNounMessage(r.from)}});
    return {message(unconnected, {}, {}, {{"sources", who.value_or(Message{})}})};
}

//: A bill line: dead-letter queues carry no price of their own yet.
constexpr MessageTemplate billQueues{
    "bill.dead_letter_queues",
    MQLAB_TR("EngineMessage",
             "{queues} x {price}: not priced yet (the queue's requests and storage come with the SQS kind)")};
constexpr CountWords queues{"%n queue", MQLAB_TR_N("EngineCount", "%n queues")};

Message billText(const Scenario&, const Catalog&, const BillLine& line)
{
    return message(billQueues, {{"price", words::money(0, 0)}}, {{"queues", std::llround(line.quantity), queues}});
}

} // namespace

const Module& deadLetterQueueModule()
{
    static const Module m = [] {
        Module m;
        m.node = NodeKind::DeadLetterQueue;
        m.array = "dead_letter_queues";
        m.noun = MQLAB_TR("KindNoun", "dead-letter queue");
        m.kinds = {{Kind::DeadLetterQueue,
                    NodeKind::DeadLetterQueue,
                    "dead_letter_queue",
                    "Dead-letter queue",
                    "dlq",
                    "",
                    "dlq",
                    MQLAB_TR("AddEntry", "+ Dead-letter"),
                    MQLAB_TR("AddEntry", "Add a dead-letter &queue"),
                    {1080, 40},
                    "#c2414b"}};
        m.order = 3; // after the groups that feed it
        m.count = count;
        m.evaluate = evaluate;
        m.finish = finish;
        m.face = face;
        m.faces = {&faceMovedOne, &faceMoved, &faceKept};
        m.cardKey = "dead_letter_queue";
        m.warnings = warnings;
        m.messages = {&unconnected, &sourceFirst, &sourceMore};
        m.bills = {{BillItem::DeadLetterQueues, MQLAB_TR("BillItem", "dead-letter queues"), billText}};
        m.billTexts = {&billQueues};
        m.faceInText = true;
        return m;
    }();
    return m;
}

} // namespace mqlab::kinds
