// What Round 1's kinds share (engine-internal): the messages that reach a node from the task producers
// upstream of it, and a month of Amazon SQS for them, which both the SQS queue (as its bill) and the
// worker pool (as the "buy" figure beside a self-run fleet) need.
#pragma once

#include "module.h"
#include "mqlab/model/queue_bills.h"

namespace mqlab::kinds {

// The task producers' messages that reach a node, at the walk's load.
struct Flow {
    double peak = 0;        // msg/s at the peak
    double perDay = 0;      // messages a day
    double bytesPerDay = 0; // bytes a day (one copy)
    double messageBytes() const { return perDay > 0 ? bytesPerDay / perDay : 0; }
};
// Sums every task producer upstream of node (kind, index), following connections backwards.
Flow flowInto(const Walk& w, NodeKind kind, int index);

// A month of SQS for `flow`: sends of `sendBatch`, receives and deletes in the pool's batches, and the
// pool's idle long polls (none without a pool, or with short polls, wait 0).
struct SqsMonth {
    double messages = 0, requests = 0, idlePolls = 0;
    Money requestsCost, idlePollsCost, unbatched;
    Money total() const { return requestsCost + idlePollsCost; }
};
SqsMonth sqsMonth(const Flow& flow, int sendBatch, const WorkerPool* pool, const Catalog& cat, const UnitSystem& units);

// One line of the bill from a line of a queue_bills.h bill (left out when the model left it out).
// `price` is the catalogue figure the line is priced by (x `factor`: a cross-zone GB pays both ways).
void addLine(Walk& w, const Bill& bill, CostItem from, BillItem item, NodeKind kind, int node, double quantity,
             const RoundFigure& price, double factor = 1);

// "$0.0816": a unit price with the digits it has, at least two decimals.
std::string unitPrice(double usd);

} // namespace mqlab::kinds
