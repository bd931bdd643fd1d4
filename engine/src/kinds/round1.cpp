#include "round1.h"

#include <cmath>

#include "mqlab/model/traffic.h"
#include "mqlab/report/format.h"

#include "../report/words.h"

namespace mqlab::kinds {

Flow flowInto(const Walk& w, NodeKind kind, int index)
{
    Flow f;
    if (kind == NodeKind::TaskProducer) {
        const TaskProducer& p = w.s.taskProducers[static_cast<size_t>(index)];
        f.perDay = p.messagesPerDay * w.k;
        f.peak = peakRate(f.perDay, p.peakRatio);
        f.bytesPerDay = f.perDay * p.messageBytes;
        return f;
    }
    // The rules only connect Round 1's arrays forwards (producer, balancer, fleet or SQS, pool), so
    // this walk ends; a metadata store feeds no messages and is skipped.
    for (const auto& [k, i] : w.graph.in(w.graph.flat(kind, index))) {
        if (k < NodeKind::TaskProducer || k == NodeKind::MetadataStore)
            continue;
        const Flow in = flowInto(w, k, i);
        f.peak += in.peak;
        f.perDay += in.perDay;
        f.bytesPerDay += in.bytesPerDay;
    }
    return f;
}

SqsMonth sqsMonth(const Flow& flow, int sendBatch, const WorkerPool* pool, const Catalog& cat, const UnitSystem& units)
{
    const SqsFigures& q = cat.rounds.sqs;
    SqsMonth m;
    m.messages = monthlyMessages(flow.perDay, units);
    const double chunk = q.billingChunkKiB.value * 1024;
    SqsBatching batching;
    batching.send = sendBatch;
    batching.receive = batching.del = pool ? pool->maxMessages : 1;
    m.requests = sqsRequests(m.messages, batching, flow.messageBytes(), chunk);
    m.requestsCost = sqsRequestCost(m.requests, q.usdPerMillionRequests.value);
    if (pool && pool->waitS > 0) {
        m.idlePolls = idleLongPollRequests(pool->workers, pool->waitS, units);
        m.idlePollsCost = sqsRequestCost(m.idlePolls, q.usdPerMillionRequests.value);
    }
    m.unbatched = sqsRequestCost(sqsRequests(m.messages, SqsBatching{1, 1, 1}, flow.messageBytes(), chunk),
                                 q.usdPerMillionRequests.value);
    return m;
}

void addLine(Walk& w, const Bill& bill, CostItem from, BillItem item, NodeKind kind, int node, double quantity,
             const RoundFigure& price, double factor)
{
    if (!bill.has(from))
        return;
    BillLine line;
    line.item = item;
    line.node = node;
    line.nodeKind = kind;
    line.quantity = quantity;
    line.unitPrice = price.value * factor;
    line.priceStatus = price.status;
    line.priceSource = price.source;
    line.amount = bill.of(from);
    w.r.bill.push_back(line);
}

std::string unitPrice(double usd)
{
    return words::price(usd);
}

} // namespace mqlab::kinds
