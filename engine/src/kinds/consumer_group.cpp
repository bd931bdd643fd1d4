#include "consumer_group.h"

#include <cmath>
#include <cstdint>

#include "mqlab/model/models.h"
#include "mqlab/report/format.h"
#include "mqlab/report/explain.h"
#include "../report/words.h"

namespace mqlab::kinds {
namespace {

using namespace words;

std::size_t count(const Scenario& s)
{
    return s.groups.size();
}

void begin(Walk& w)
{
    w.r.groups.resize(w.s.groups.size());
}

void evaluate(Walk& w, int gi)
{
    const ConsumerGroup& g = w.s.groups[static_cast<size_t>(gi)];
    CardReport& card = w.card(NodeKind::Group, gi);
    GroupDetail& d = w.r.groups[static_cast<size_t>(gi)];
    card.kind = NodeKind::Group;
    card.node = gi;
    card.cluster = w.graph.firstIn(NodeKind::Group, gi, NodeKind::Cluster);
    if (card.cluster < 0)
        return;
    const Cluster& c = w.s.clusters[static_cast<size_t>(card.cluster)];
    const ClusterDetail& cd = w.r.clusters[static_cast<size_t>(card.cluster)];
    const CardReport& clusterCard = w.card(NodeKind::Cluster, card.cluster);
    const double clusterEvents = clusterCard.offeredEventsPerSecond;
    const double clusterFraction = w.fraction[static_cast<size_t>(w.graph.flat(NodeKind::Cluster, card.cluster))];
    card.offeredEventsPerSecond = clusterEvents;
    card.carriedEventsPerSecond = clusterEvents * clusterFraction;
    d.workingTasks = workingTasks(g.tasks, c.partitions);
    d.idleTasks = g.tasks - d.workingTasks;
    d.capacityEventsPerSecond = groupCapacity(g.tasks, c.partitions, g.threadsPerTask, g.msPerEvent);
    d.partitionThreadShare = threadBusyShare(card.offeredEventsPerSecond / c.partitions, g.msPerEvent);
    d.hotKeyThreadSeconds = threadBusyShare(card.offeredEventsPerSecond * cd.hotKeyShare, g.msPerEvent);
    LimitReport l = limit(LimitKind::Consumers, card.carriedEventsPerSecond, d.capacityEventsPerSecond,
                          d.capacityEventsPerSecond * w.sizing, false, w.total);
    // The group reads what its cluster lets through, so its wall is in offered-load terms and
    // only real below the cluster's own wall.
    const double share = clusterEvents > 0 ? w.total / clusterEvents : 0;
    l.wallEventsPerSecond = d.capacityEventsPerSecond * share;
    if (!std::isnan(clusterCard.wallEventsPerSecond) && l.wallEventsPerSecond >= clusterCard.wallEventsPerSecond)
        l.wallEventsPerSecond = kNotKnown;
    card.limits = {l};
    summarise(card);
}

// One bill line for every group's tasks, connected or not: they run either way.
void finish(Walk& w)
{
    std::int64_t tasks = 0; // wide: 10,000 groups of 10,000 tasks must not wrap round
    for (const ConsumerGroup& g : w.s.groups)
        tasks += g.tasks;
    if (tasks <= 0)
        return;
    const double tp = w.cat.prices.consumerTaskPerHour;
    w.r.bill.push_back({BillItem::ConsumerTasks, -1, double(tasks), tp, monthlyHours(static_cast<double>(tasks), tp)});
}

// The card's lines, one template a whole line (message.h), with figures as `report` writes them.
//: A consumer group card, a line of its face. {tasks}, {threads}: figures as the engine writes them.
constexpr MessageTemplate faceTasks{"face.group.tasks",
                                    MQLAB_TR("EngineMessage", "{tasks} tasks \u00d7 {threads} threads")};
//: A consumer group card, a line of its face. {ms}: a figure as the engine writes it.
constexpr MessageTemplate faceEvent{"face.group.event", MQLAB_TR("EngineMessage", "{ms} ms an event")};

CardFace face(const Scenario& s, const CardReport& card)
{
    const ConsumerGroup& g = s.groups[static_cast<size_t>(card.node)];
    return {Kind::Group, g.position,
            message(faceTasks, {{"tasks", std::to_string(g.tasks)}, {"threads", std::to_string(g.threadsPerTask)}}),
            message(faceEvent, {{"ms", grouped(g.msPerEvent, g.msPerEvent < 10 ? 1 : 0)}})};
}

//: A consumer group's processing: events/s in ({used}) against the tasks at work ({tasks}, "12 tasks") x
//: {threads} ("10 threads") x the milliseconds in a second ({second}, "1,000") / the milliseconds an event
//: takes ({ms}) = the events/s they handle ({capacity}).
constexpr MessageTemplate formulaProcessing{
    "formula.group.processing",
    MQLAB_TR("EngineMessage",
             "{used} events/s against {tasks} x {threads} x {second} / {ms} ms = {capacity} events/s")};

Message formula(const Scenario& s, const Report& r, const CardReport& card, const LimitReport& l)
{
    const ConsumerGroup& g = s.groups[card.node];
    const GroupDetail& d = r.groups[card.node];
    // {second} is a figure, so that it is grouped as the user's numbers are ("1.000" in German).
    return message(
        formulaProcessing,
        {{"used", grouped(l.used)},
         {"second", grouped(1000)},
         {"ms", grouped(g.msPerEvent, 1)},
         {"capacity", grouped(l.capacity)}},
        {{"tasks", d.workingTasks, words::counts::tasks}, {"threads", g.threadsPerTask, words::counts::threads}});
}

//: A consumer group card.
constexpr MessageTemplate unconnected{"group.unconnected",
                                      MQLAB_TR("EngineMessage", "Not connected: drag from a cluster to this group.")};
//: A consumer group card. {percent}: "120%"; {needed}, {handled}: events a second.
constexpr MessageTemplate behind{
    "group.processing.saturated",
    MQLAB_TR("EngineMessage", "Processing at {percent}: the group needs {needed} events/s and its tasks handle "
                              "{handled}. It falls behind and its lag grows.")};
//: A consumer group card. {percent}: "85%"; {sizing}: the sizing line ("80%"); {formula}: the arithmetic.
constexpr MessageTemplate pastLine{
    "group.processing.over_sizing",
    MQLAB_TR("EngineMessage", "Processing at {percent}, past the {sizing} line: {formula}.")};
//: A consumer group card. {idle}, {tasks}, {partitions}: whole numbers.
constexpr MessageTemplate idle{
    "group.idle_tasks",
    MQLAB_TR("EngineMessage", "{idle} of {tasks} tasks sit idle: each partition goes to one task, and the topic has "
                              "{partitions}.")};

std::vector<Message> warnings(const Scenario& s, const Catalog& cat, const Report& r, const CardReport& card)
{
    std::vector<Message> w;
    const ConsumerGroup& g = s.groups[card.node];
    if (card.cluster < 0) {
        w.push_back(message(unconnected));
        return w;
    }
    const GroupDetail& d = r.groups[card.node];
    const LimitReport& l = card.limits.front();
    if (l.status == Status::Saturated)
        w.push_back(message(
            behind, {{"percent", whole(l.percent)}, {"needed", grouped(l.used)}, {"handled", grouped(l.capacity)}}));
    else if (l.status != Status::Ok)
        w.push_back(message(pastLine,
                            {{"percent", whole(l.percent)}, {"sizing", whole(cat.prices.standardSizingLinePercent)}},
                            {}, {{"formula", formula(s, r, card, l)}}));
    if (d.idleTasks > 0)
        w.push_back(message(idle, {{"idle", std::to_string(d.idleTasks)},
                                   {"tasks", std::to_string(g.tasks)},
                                   {"partitions", std::to_string(s.clusters[card.cluster].partitions)}}));
    return w;
}

//: A bill line: every consumer task of every group, billed for the month's hours.
constexpr MessageTemplate billTasks{"bill.tasks", MQLAB_TR("EngineMessage", "{tasks} x {hours} h x {price}")};

Message billText(const Scenario&, const Catalog&, const BillLine& line)
{
    // The first seed bills the 720 hours of a 30-day month.
    return message(billTasks, {{"hours", "720"}, {"price", words::money(line.unitPrice, 5, 5)}},
                   {{"tasks", std::llround(line.quantity), words::counts::tasks}});
}

// Its connection rule's refusals (kinds.h, TopologyRule), one template each.
//: A connection refused: the consumer group already sends its failed messages to a dead-letter queue.
constexpr MessageTemplate oneDeadLetterQueue{
    "connection.group.one_dlq",
    MQLAB_TR("EngineMessage",
             "a consumer group sends failed messages to one dead-letter queue, and this one already has one")};

} // namespace

const Module& consumerGroupModule()
{
    static const Module m = [] {
        Module m;
        m.node = NodeKind::Group;
        m.array = "groups";
        m.noun = MQLAB_TR("KindNoun", "consumer group");
        m.kinds = {{Kind::Group,
                    NodeKind::Group,
                    "group",
                    "Consumer group",
                    "group",
                    "",
                    "group",
                    MQLAB_TR("AddEntry", "+ Group"),
                    MQLAB_TR("AddEntry", "Add a consumer &group"),
                    {720, 40},
                    "#e07b39"}};
        // A group sends what it gives up on to one dead-letter queue; a queue may serve many groups.
        m.feeds = {{NodeKind::Group, NodeKind::DeadLetterQueue, &oneDeadLetterQueue, nullptr, "",
                    "connect a consumer group to it, or remove it"}};
        m.order = 2; // after its cluster, whose wall it reads
        m.count = count;
        m.begin = begin;
        m.evaluate = evaluate;
        m.finish = finish;
        m.face = face;
        m.faces = {&faceTasks, &faceEvent};
        m.cardKey = "group";
        m.warnings = warnings;
        m.messages = {&unconnected, &behind, &pastLine, &idle};
        m.formula = formula;
        m.formulas = {&formulaProcessing};
        m.bills = {{BillItem::ConsumerTasks, MQLAB_TR("BillItem", "consumer tasks"), billText}};
        m.billTexts = {&billTasks};
        return m;
    }();
    return m;
}

} // namespace mqlab::kinds
