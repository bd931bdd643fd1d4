#include "dead_letter_queue.h"

#include "mqlab/report/format.h"

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
    card.kind = CardKind::DeadLetterQueue;
    card.node = qi;
}

// One line for every queue: not priced yet, so $0, and the line's text says so.
void finish(Walk& w)
{
    const auto queues = static_cast<double>(w.s.deadLetterQueues.size());
    if (queues > 0)
        w.r.bill.push_back({BillItem::DeadLetterQueues, -1, queues, 0.0, Money{}});
}

CardFace face(const Scenario& s, const CardReport& card)
{
    const DeadLetterQueue& q = s.deadLetterQueues[static_cast<size_t>(card.node)];
    return {Kind::DeadLetterQueue, q.position,
            "moved after " + grouped(q.maxReceiveCount) + (q.maxReceiveCount == 1 ? " receive" : " receives"),
            "kept " + grouped(q.retentionDays, q.retentionDays == static_cast<int>(q.retentionDays) ? 0 : 1) +
                " d \u00b7 not priced yet"};
}

} // namespace

const Module& deadLetterQueueModule()
{
    static const Module m = [] {
        Module m;
        m.node = NodeKind::DeadLetterQueue;
        m.array = "dead_letter_queues";
        m.noun = "dead-letter queue";
        m.card = CardKind::DeadLetterQueue;
        m.kinds = {{Kind::DeadLetterQueue,
                    NodeKind::DeadLetterQueue,
                    "dead_letter_queue",
                    "Dead-letter queue",
                    "dlq",
                    "",
                    "dlq",
                    "+ Dead-letter",
                    "Add a dead-letter &queue",
                    {1080, 40}}};
        m.order = 3; // after the groups that feed it
        m.count = count;
        m.evaluate = evaluate;
        m.finish = finish;
        m.face = face;
        return m;
    }();
    return m;
}

} // namespace mqlab::kinds
