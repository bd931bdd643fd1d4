#include "sqs_queue.h"

#include <algorithm>
#include <cmath>

#include "../report/words.h"
#include "mqlab/model/traffic.h"
#include "mqlab/report/format.h"
#include "round1.h"

namespace mqlab::kinds {
namespace {

using namespace words;

std::size_t count(const Scenario& s)
{
    return s.sqsQueues.size();
}

const WorkerPool* poolOf(const Walk& w, int qi)
{
    const int p = w.graph.firstOut(NodeKind::SqsQueue, qi, NodeKind::WorkerPool);
    return p < 0 ? nullptr : &w.s.workerPools[static_cast<size_t>(p)];
}

// FIFO's ceiling: 300 requests a second an action, so sends of `batch` carry 300 x batch, up to 3,000.
double fifoCeiling(const SqsQueue& q, const Catalog& cat)
{
    return std::min(cat.rounds.sqs.fifoRequestsPerS.value * q.sendBatch, cat.rounds.sqs.fifoBatchedMessagesPerS.value);
}

void evaluate(Walk& w, int qi)
{
    const SqsQueue& q = w.s.sqsQueues[static_cast<size_t>(qi)];
    CardReport& card = w.card(NodeKind::SqsQueue, qi);
    card.kind = NodeKind::SqsQueue;
    card.node = qi;
    const Flow f = flowInto(w, NodeKind::SqsQueue, qi);
    card.offeredEventsPerSecond = card.carriedEventsPerSecond = f.peak;
    card.limits.clear();
    if (const WorkerPool* pool = poolOf(w, qi))
        card.limits.push_back(limit(LimitKind::InFlight, inFlight(f.peak, pool->processingP50S),
                                    w.cat.rounds.sqs.inFlightMax.value, w.cat.rounds.sqs.inFlightMax.value * w.sizing,
                                    false, w.total));
    if (q.type == SqsType::Fifo) {
        const double ceiling = fifoCeiling(q, w.cat);
        card.limits.push_back(limit(LimitKind::FifoThroughput, f.peak, ceiling, ceiling * w.sizing, true, w.total));
    }
    summarise(card);
}

void finish(Walk& w)
{
    const double price = w.cat.rounds.sqs.usdPerMillionRequests.value;
    for (size_t qi = 0; qi < w.s.sqsQueues.size(); ++qi) {
        const int n = static_cast<int>(qi);
        const SqsMonth m =
            sqsMonth(flowInto(w, NodeKind::SqsQueue, n), w.s.sqsQueues[qi].sendBatch, poolOf(w, n), w.cat, w.units());
        const std::string& status = w.cat.rounds.sqs.usdPerMillionRequests.status;
        if (m.requestsCost.cents != 0)
            w.r.bill.push_back(
                {BillItem::SqsRequests, n, m.requests, price, m.requestsCost, false, NodeKind::SqsQueue, status});
        if (m.idlePollsCost.cents != 0)
            w.r.bill.push_back(
                {BillItem::SqsIdlePolls, n, m.idlePolls, price, m.idlePollsCost, false, NodeKind::SqsQueue, status});
    }
}

//: An SQS queue's messages in flight: msg/s in ({rate}) x the seconds each is held ({held}) = the
//: messages in flight ({used}) against the queue's ceiling ({capacity}).
constexpr MessageTemplate formulaInFlight{
    "formula.sqs_queue.in_flight",
    MQLAB_TR("EngineMessage",
             "{rate} msg/s x {held} s held (median processing) = {used} in flight against {capacity}")};
//: A FIFO queue's throughput: msg/s sent ({used}) against its ceiling ({capacity}), which counts sends of
//: {batch} ("10 messages") each.
constexpr MessageTemplate formulaFifo{
    "formula.sqs_queue.fifo", MQLAB_TR("EngineMessage", "{used} msg/s against {capacity} (FIFO: {batch} a send)")};

Message formula(const Scenario& s, const Report&, const CardReport& card, const LimitReport& l)
{
    const SqsQueue& q = s.sqsQueues[static_cast<size_t>(card.node)];
    if (l.kind == LimitKind::InFlight)
        return message(formulaInFlight, {{"rate", grouped(card.offeredEventsPerSecond, 2)},
                                         {"held", plainNumber(l.used / std::max(card.offeredEventsPerSecond, 1e-9))},
                                         {"used", grouped(l.used)},
                                         {"capacity", grouped(l.capacity)}});
    if (l.kind == LimitKind::FifoThroughput)
        return message(formulaFifo, {{"used", grouped(l.used, 2)}, {"capacity", grouped(l.capacity)}},
                       {{"batch", q.sendBatch, words::counts::messages}});
    return {};
}

//: An SQS queue card.
constexpr MessageTemplate unfed{"sqs_queue.unfed", MQLAB_TR("EngineMessage", "No producer sends to this queue.")};

std::vector<Message> warnings(const Scenario& s, const Catalog&, const Report& r, const CardReport& card)
{
    std::vector<Message> out;
    if (card.offeredEventsPerSecond <= 0)
        out.push_back(message(unfed));
    for (const LimitReport& l : card.limits)
        if (l.status != Status::Ok)
            out.push_back(message(shared::limitPast, {{"percent", whole(l.percent)}}, {},
                                  {{"limit", limitNameMessage(l.kind)}, {"formula", formula(s, r, card, l)}}));
    return out;
}

// The card's lines, one template a whole line (message.h), with figures as `report` writes them.
//: An SQS queue card, a line of its face. {rate}: a figure as the engine writes it.
constexpr MessageTemplate faceFifo{"face.sqs_queue.fifo", MQLAB_TR("EngineMessage", "FIFO queue \u00b7 {rate} msg/s")};
//: An SQS queue card, a line of its face. {rate}: a figure as the engine writes it.
constexpr MessageTemplate faceStandard{"face.sqs_queue.standard",
                                       MQLAB_TR("EngineMessage", "Standard queue \u00b7 {rate} msg/s")};
//: An SQS queue card, a line of its face. {days}, {batch}: figures as the engine writes them.
constexpr MessageTemplate faceKept{"face.sqs_queue.kept",
                                   MQLAB_TR("EngineMessage", "kept {days} d \u00b7 {batch} a send")};

CardFace face(const Scenario& s, const CardReport& card)
{
    const SqsQueue& q = s.sqsQueues[static_cast<size_t>(card.node)];
    return {
        Kind::SqsQueue, q.position,
        message(q.type == SqsType::Fifo ? faceFifo : faceStandard, {{"rate", grouped(card.offeredEventsPerSecond)}}),
        message(faceKept, {{"days", plainNumber(q.retentionDays)}, {"batch", std::to_string(q.sendBatch)}})};
}

//: A bill line: SQS requests, priced by the million.
constexpr MessageTemplate billRequests{"bill.sqs_requests",
                                       MQLAB_TR("EngineMessage", "{requests} requests x {price} a million")};
//: A bill line: the empty long polls idle workers make, priced by the million.
constexpr MessageTemplate billPolls{
    "bill.sqs_polls", MQLAB_TR("EngineMessage", "{polls} empty long polls of idle workers x {price} a million")};

Message requestsText(const Scenario&, const Catalog&, const BillLine& line)
{
    return message(billRequests, {{"requests", grouped(line.quantity)}, {"price", unitPrice(line.unitPrice)}});
}

Message pollsText(const Scenario&, const Catalog&, const BillLine& line)
{
    return message(billPolls, {{"polls", grouped(line.quantity)}, {"price", unitPrice(line.unitPrice)}});
}

} // namespace

const Module& sqsQueueModule()
{
    static const Module m = [] {
        Module m;
        m.node = NodeKind::SqsQueue;
        m.array = "sqs_queues";
        m.noun = MQLAB_TR("KindNoun", "SQS queue");
        m.kinds = {{Kind::SqsQueue,
                    NodeKind::SqsQueue,
                    "sqs_queue",
                    "SQS queue",
                    "sqs",
                    "",
                    "sqs",
                    MQLAB_TR("AddEntry", "+ SQS"),
                    MQLAB_TR("AddEntry", "Add an &SQS queue"),
                    {680, 200},
                    "#b8731d"}};
        m.feeds = {{NodeKind::SqsQueue, NodeKind::WorkerPool, nullptr, &shared::oneWorkerSource, "",
                    "connect a broker fleet or an SQS queue to it, or remove it"}};
        m.order = 15; // after the pool it feeds, whose batches and processing time it reads
        m.count = count;
        m.evaluate = evaluate;
        m.finish = finish;
        m.face = face;
        m.faces = {&faceFifo, &faceStandard, &faceKept};
        m.cardKey = "sqs_queue";
        m.warnings = warnings;
        m.messages = {&unfed};
        m.formula = formula;
        m.formulas = {&formulaInFlight, &formulaFifo};
        m.bills = {{BillItem::SqsRequests, MQLAB_TR("BillItem", "SQS requests"), requestsText},
                   {BillItem::SqsIdlePolls, MQLAB_TR("BillItem", "SQS idle long polls"), pollsText}};
        m.billTexts = {&billRequests, &billPolls};
        return m;
    }();
    return m;
}

} // namespace mqlab::kinds
