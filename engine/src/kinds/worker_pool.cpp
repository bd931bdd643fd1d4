#include "worker_pool.h"

#include "mqlab/model/queue_bills.h"
#include "mqlab/model/traffic.h"
#include "mqlab/report/format.h"
#include "round1.h"

namespace mqlab::kinds {
namespace {

std::size_t count(const Scenario& s)
{
    return s.workerPools.size();
}

void begin(Walk& w)
{
    w.r.workers.resize(w.s.workerPools.size());
}

void evaluate(Walk& w, int pi)
{
    const WorkerPool& p = w.s.workerPools[static_cast<size_t>(pi)];
    CardReport& card = w.card(NodeKind::WorkerPool, pi);
    card.kind = NodeKind::WorkerPool;
    card.node = pi;
    const Flow f = flowInto(w, NodeKind::WorkerPool, pi);
    card.offeredEventsPerSecond = card.carriedEventsPerSecond = f.peak;
    WorkerDetail& d = w.r.workers[static_cast<size_t>(pi)];
    d.rate = f.peak;
    const PoisonOutcome poison = poisonToDlq(p.maxReceive, p.visibilityS);
    d.deliveries = poison.deliveries;
    d.dlqAfterS = poison.dlqAfterSeconds;
    d.toDlq = w.graph.firstOut(NodeKind::WorkerPool, pi, NodeKind::DeadLetterQueue) >= 0;
    d.inFlight = inFlight(f.peak, p.processingP50S);
    // The first pool prices its month on SQS: in the bill when an SQS queue feeds it, else beside the fleet.
    if (!w.r.sqs.known && f.perDay > 0) {
        const int fromSqs = w.graph.firstIn(NodeKind::WorkerPool, pi, NodeKind::SqsQueue);
        const int sendBatch = fromSqs >= 0 ? w.s.sqsQueues[static_cast<size_t>(fromSqs)].sendBatch : 1;
        const SqsMonth m = sqsMonth(f, sendBatch, &p, w.cat, w.units());
        w.r.sqs = {true,           fromSqs >= 0,    m.requests, m.idlePolls,
                   m.requestsCost, m.idlePollsCost, m.total(),  m.unbatched};
    }
}

// The card's lines, one template a whole line (message.h), with figures as `report` writes them.
//: A worker pool card, a line of its face. {workers}, {lease}, {wait}: figures as the engine writes them.
constexpr MessageTemplate faceWorkers{
    "face.worker_pool.workers",
    MQLAB_TR("EngineMessage", "{workers} workers \u00b7 {lease} s lease \u00b7 {wait} s long poll")};
//: A worker pool card, a line of its face. {count}, {after}: figures as the engine writes them.
constexpr MessageTemplate faceFailingOne{
    "face.worker_pool.failing_one",
    MQLAB_TR("EngineMessage", "a failing task: {count} delivery, in the DLQ {after} s after its first receive")};
//: A worker pool card, a line of its face. {count}, {after}: figures as the engine writes them.
constexpr MessageTemplate faceFailing{
    "face.worker_pool.failing",
    MQLAB_TR("EngineMessage", "a failing task: {count} deliveries, in the DLQ {after} s after its first receive")};

CardFace face(const Scenario& s, const CardReport& card)
{
    const WorkerPool& p = s.workerPools[static_cast<size_t>(card.node)];
    const PoisonOutcome poison = poisonToDlq(p.maxReceive, p.visibilityS);
    return {Kind::WorkerPool, p.position,
            message(faceWorkers, {{"workers", grouped(p.workers)},
                                  {"lease", plainNumber(p.visibilityS)},
                                  {"wait", plainNumber(p.waitS)}}),
            message(poison.deliveries == 1 ? faceFailingOne : faceFailing,
                    {{"count", grouped(poison.deliveries)}, {"after", plainNumber(poison.dlqAfterSeconds)}})};
}

//: A worker pool card.
constexpr MessageTemplate unconnected{
    "worker_pool.unconnected",
    MQLAB_TR("EngineMessage", "Not connected: drag from a broker fleet or an SQS queue to this pool.")};
//: A worker pool card. {visibility}: seconds.
constexpr MessageTemplate noDlq{
    "worker_pool.no_dlq",
    MQLAB_TR("EngineMessage", "No dead-letter queue: a task that always fails is handed out again every {visibility} "
                              "s, for ever.")};
//: A worker pool card. {pool}, {queue_count}: numbers of deliveries; {queue}: a dead-letter queue's name.
constexpr MessageTemplate receiveMismatch{
    "worker_pool.max_receive_mismatch",
    MQLAB_TR("EngineMessage", "The pool moves a task after {pool} deliveries but {queue} says {queue_count}; "
                              "the pool's count is the one used.")};
//: A worker pool card. {longest}, {visibility}: seconds.
constexpr MessageTemplate leaseTooShort{
    "worker_pool.lease_too_short",
    MQLAB_TR("EngineMessage", "The longest task ({longest} s) outlives its {visibility} s lease and nothing "
                              "extends it: another worker gets the task while the first still works.")};
//: A worker pool card.
constexpr MessageTemplate shortPolls{
    "worker_pool.short_polls",
    MQLAB_TR("EngineMessage",
             "Short polls (wait 0 s): an empty receive answers at once, so idle workers poll without pause.")};

std::vector<Message> warnings(const Scenario& s, const Catalog&, const Report& r, const CardReport& card)
{
    const WorkerPool& p = s.workerPools[static_cast<size_t>(card.node)];
    const WorkerDetail& d = r.workers[static_cast<size_t>(card.node)];
    std::vector<Message> out;
    if (card.offeredEventsPerSecond <= 0)
        out.push_back(message(unconnected));
    if (!d.toDlq)
        out.push_back(message(noDlq, {{"visibility", plainNumber(p.visibilityS)}}));
    for (const Connection& c : s.connections)
        if (c.from == p.id && s.kindOf(c.to) == NodeKind::DeadLetterQueue)
            for (const DeadLetterQueue& q : s.deadLetterQueues)
                if (q.id == c.to && q.maxReceiveCount != p.maxReceive)
                    out.push_back(message(receiveMismatch, {{"pool", std::to_string(p.maxReceive)},
                                                            {"queue", q.name},
                                                            {"queue_count", std::to_string(q.maxReceiveCount)}}));
    if (p.processingMaxS > p.visibilityS && p.extendEveryS <= 0)
        out.push_back(message(
            leaseTooShort, {{"longest", plainNumber(p.processingMaxS)}, {"visibility", plainNumber(p.visibilityS)}}));
    if (p.waitS <= 0)
        out.push_back(message(shortPolls));
    return out;
}

// Its connection rule's refusals (kinds.h, TopologyRule), one template each.
//: A connection refused: the worker pool already sends its failed tasks to a dead-letter queue.
constexpr MessageTemplate oneDeadLetterQueue{
    "connection.worker_pool.one_dlq",
    MQLAB_TR("EngineMessage",
             "a worker pool sends failed tasks to one dead-letter queue, and this one already has one")};

} // namespace

const Module& workerPoolModule()
{
    static const Module m = [] {
        Module m;
        m.node = NodeKind::WorkerPool;
        m.array = "worker_pools";
        m.noun = MQLAB_TR("KindNoun", "worker pool");
        m.kinds = {{Kind::WorkerPool,
                    NodeKind::WorkerPool,
                    "worker_pool",
                    "Worker pool",
                    "workers",
                    "",
                    "workers",
                    MQLAB_TR("AddEntry", "+ Workers"),
                    MQLAB_TR("AddEntry", "Add a &worker pool"),
                    {1000, 400},
                    "#e07b39"}};
        // A pool sends the tasks it gives up on to one dead-letter queue; a queue may serve many pools.
        m.feeds = {{NodeKind::WorkerPool, NodeKind::DeadLetterQueue, &oneDeadLetterQueue, nullptr, "", ""}};
        m.order = 14; // after the fleets and queues that feed it
        m.count = count;
        m.begin = begin;
        m.evaluate = evaluate;
        m.face = face;
        m.faces = {&faceWorkers, &faceFailingOne, &faceFailing};
        m.cardKey = "worker_pool";
        m.warnings = warnings;
        m.messages = {&unconnected, &noDlq, &receiveMismatch, &leaseTooShort, &shortPolls};
        m.faceInText = true;
        return m;
    }();
    return m;
}

} // namespace mqlab::kinds
