// The tiles' words as templates: the window translates the words while the figures stay the
// engine's, written as grouped() and dollars() write them.
#include <cmath>

#include "mqlab/model/fields.h"
#include "mqlab/model/scenario.h"
#include "mqlab/report/format.h"
#include "mqlab/report/number_style.h"

namespace mqlab {

namespace {

//: The latency tile's figure; {ms} is a whole number of milliseconds.
constexpr MessageTemplate latency{"tile.latency", MQLAB_TR("EngineMessage", "{ms}ms")};
//: The latency tile's figure when the true latency is higher still: at least {ms} milliseconds.
constexpr MessageTemplate latencyFloor{"tile.latency.floor", MQLAB_TR("EngineMessage", "\u2265 {ms}ms")};
//: Under the latency tile when a limit is saturated and messages wait without end.
constexpr MessageTemplate latencyFloorDetail{"tile.latency.detail.floor",
                                             MQLAB_TR("EngineMessage", "a floor: the true figure is higher")};
//: Under the latency tile on Round 1: the 99th percentile from a send to a worker waiting for tasks; {ms} the
//: brief's target in milliseconds.
constexpr MessageTemplate latencyWorker{"tile.latency.detail.worker",
                                        MQLAB_TR("EngineMessage", "p99 send to a waiting worker, target {ms} ms")};
//: Under the latency tile on Rounds 2 and 3: as for a worker, to a reader of a topic; {ms} the target.
constexpr MessageTemplate latencyReader{"tile.latency.detail.reader",
                                        MQLAB_TR("EngineMessage", "p99 send to a waiting reader, target {ms} ms")};
constexpr MessageTemplate latencyNoProducer{"tile.latency.detail.no_producer",
                                            MQLAB_TR("EngineMessage", "no producer: nothing is sent")};
//: Under the latency tile: the producers wait for different acknowledgements (Kafka's acks setting).
constexpr MessageTemplate latencyAcksDiffer{"tile.latency.detail.acks_differ",
                                            MQLAB_TR("EngineMessage", "produce, acks differ by producer")};
//: Under the latency tile: the figure is a produce's; {acks} is Kafka's setting as written ("all", "1").
constexpr MessageTemplate latencyAcks{"tile.latency.detail.acks", MQLAB_TR("EngineMessage", "produce, acks={acks}")};
//: The cost tile's figure: {money} a month ("$5,782", "$10k").
constexpr MessageTemplate cost{"tile.cost", MQLAB_TR("EngineMessage", "{money}/mo")};
//: The durability tile's figure: {survives} replicas of {replicas} may be lost ("1 of 3 replicas").
constexpr MessageTemplate durability{"tile.durability", MQLAB_TR("EngineMessage", "{survives} of {replicas}")};
//: The durability line: {survives} replicas of {replicas} may be lost ("survives 1 of 3 replicas").
constexpr MessageTemplate durabilityLine{"tile.durability.line",
                                         MQLAB_TR("EngineMessage", "survives {survives} of {replicas}")};
//: The durability tile's figure when no node holds messages.
constexpr MessageTemplate durabilityNone{"tile.durability.none", MQLAB_TR("EngineMessage", "none")};
constexpr MessageTemplate durabilityNothing{"tile.durability.nothing",
                                            MQLAB_TR("EngineMessage", "nothing holds messages")};
//: {minutes} of downtime a month that the availability target {percent} (99.9) allows.
constexpr MessageTemplate availability{"tile.availability",
                                       MQLAB_TR("EngineMessage", "{minutes} min/month down at {percent}%")};
//: What SQS would cost a month: {total} in all, {requests} for requests, {polls} for empty long polls;
//: {unbatched} if no message were batched. Each is a sum of money.
constexpr MessageTemplate sqs{
    "tile.sqs", MQLAB_TR("EngineMessage",
                         "{total}/mo ({requests} requests + {polls} idle long polls; nothing batched: {unbatched})")};
//: Under the cost tile: Amazon MSK's bill for the same platform, {money} a month.
constexpr MessageTemplate mskNote{"tile.cost.msk", MQLAB_TR("EngineMessage", "MSK instead: {money}/mo")};
//: Under the cost tile: SQS's bill for the same tasks, {money} a month.
constexpr MessageTemplate sqsNote{"tile.cost.sqs", MQLAB_TR("EngineMessage", "SQS instead: {money}/mo")};
//: The "first to saturate" tile when no limit reaches 100%.
constexpr MessageTemplate firstNone{"tile.first.none", MQLAB_TR("EngineMessage", "Nothing at this load")};

constexpr CountWords kReplicas{"%n replica", MQLAB_TR_N("EngineCount", "%n replicas")};

// The cost tile's sum: whole dollars, or thousands from `wholeBelowUsd` on.
std::string tileMoney(Money total, double wholeBelowUsd)
{
    const double usd = total.usd();
    if (std::round(usd) < wholeBelowUsd) // $9,999.50 rounds to $10,000, which the tile writes as $10k
        return dollars(usd, 0);
    return dollars(std::round(usd / 1000.0), 0, "k");
}

Message none()
{
    return Message{};
}

} // namespace

std::vector<MessageTemplate> tileTemplates()
{
    return {latency,           latencyFloor,      latencyFloorDetail, latencyWorker, latencyReader,
            latencyNoProducer, latencyAcksDiffer, latencyAcks,        cost,          durability,
            durabilityLine,    durabilityNone,    durabilityNothing,  availability,  sqs,
            mskNote,           sqsNote,           firstNone};
}

Message latencyTileMessage(const Latency& l)
{
    return l.floor ? message(latencyFloor, {{"ms", grouped(kFixedProduceMs)}})
                   : message(latency, {{"ms", grouped(l.ms)}});
}

Message latencyDetailMessage(const Scenario& s, const Latency& l)
{
    if (l.floor)
        return message(latencyFloorDetail);
    if (!std::isnan(l.targetMs))
        // Round 2's platform and Round 3's cells (copies of it) hand messages to readers; Round 1's to workers.
        return message(s.platformFleets.empty() && s.cells.empty() ? latencyWorker : latencyReader,
                       {{"ms", grouped(l.targetMs)}});
    if (s.producers.empty())
        return message(latencyNoProducer);
    const Acks first = s.producers.front().acks;
    for (const Producer& p : s.producers)
        if (p.acks != first)
            return message(latencyAcksDiffer);
    return message(latencyAcks, {{"acks", acksName(first)}});
}

Message costTileMessage(Money total, double wholeBelowUsd)
{
    return message(cost, {{"money", tileMoney(total, wholeBelowUsd)}});
}

Message durabilityTileMessage(const Report& r)
{
    const Durability& d = r.durability;
    if (d.survives < 0)
        return message(durabilityNothing);
    return message(durabilityLine, {{"survives", std::to_string(d.survives)}}, {{"replicas", d.replicas, kReplicas}});
}

Message durabilityFigureMessage(const Durability& d)
{
    if (d.survives < 0)
        return message(durabilityNone);
    return message(durability, {{"survives", std::to_string(d.survives)}}, {{"replicas", d.replicas, kReplicas}});
}

Message availabilityMessage(const Availability& a)
{
    if (std::isnan(a.budgetMinutes))
        return none();
    // Under ten minutes a month (99.99% and up) the second decimal matters: 4.38, not 4.4.
    return message(availability, {{"minutes", grouped(a.budgetMinutes, a.budgetMinutes < 10 ? 2 : 1)},
                                  {"percent", plainNumber(a.targetPercent)}});
}

Message sqsMessage(const SqsComparison& q)
{
    if (!q.known)
        return none();
    return message(sqs, {{"total", dollars(q.total.usd(), 2)},
                         {"requests", dollars(q.requestsCost.usd(), 2)},
                         {"polls", dollars(q.idlePollsCost.usd(), 2)},
                         {"unbatched", dollars(q.unbatchedUpperBound.usd(), 2)}});
}

Message mskTileNoteMessage(const MskComparison& m)
{
    // A second-seed comparison: thousands from $100,000.
    return m.known ? message(mskNote, {{"money", tileMoney(m.total, 100000.0)}}) : none();
}

Message sqsTileNoteMessage(const SqsComparison& q)
{
    if (!q.known || q.inBill)
        return none();
    return message(sqsNote, {{"money", tileMoney(q.total, 10000.0)}});
}

Message firstToSaturateMessage(const Scenario& s, const Report& r)
{
    if (r.firstToSaturate < 0)
        return message(firstNone);
    // A card's name is the design's (or its kind's), shown as it is.
    return plainWords(cardName(s, r.cards[r.firstToSaturate]));
}

} // namespace mqlab
