#include "load_balancer.h"

#include "mqlab/report/format.h"
#include "round1.h"

namespace mqlab::kinds {
namespace {

std::size_t count(const Scenario& s)
{
    return s.loadBalancers.size();
}

void evaluate(Walk& w, int bi)
{
    CardReport& card = w.card(NodeKind::LoadBalancer, bi);
    card.kind = NodeKind::LoadBalancer;
    card.node = bi;
    card.offeredEventsPerSecond = card.carriedEventsPerSecond = flowInto(w, NodeKind::LoadBalancer, bi).peak;
}

// Its hours and its capacity: the GB it passes in a day / 24 is the GB of an hour, one NLCU each.
void finish(Walk& w)
{
    const UnitSystem& u = w.units();
    const NlbFigures& nlb = w.cat.rounds.nlb;
    for (size_t bi = 0; bi < w.s.loadBalancers.size(); ++bi) {
        const Flow f = flowInto(w, NodeKind::LoadBalancer, static_cast<int>(bi));
        SelfRunFleet one;
        one.loadBalancers = 1;
        one.nlbGBPerDay = f.bytesPerDay / u.bytesPerGB;
        const Bill bill = selfRunFleetBill(one, w.cat.rounds, u);
        const int node = static_cast<int>(bi);
        addLine(w, bill, CostItem::NlbHours, BillItem::NlbHours, NodeKind::LoadBalancer, node, 1, nlb.hourUsd);
        addLine(w, bill, CostItem::NlbCapacity, BillItem::NlbCapacity, NodeKind::LoadBalancer, node,
                one.nlbGBPerDay / 24 / nlb.gbPerNlcuHour.value, nlb.nlcuHourUsd);
    }
}

// The card's lines, one template a whole line (message.h), with figures as `report` writes them.
//: A load balancer card, a line of its face.
constexpr MessageTemplate faceLayer{"face.load_balancer.layer", MQLAB_TR("EngineMessage", "NLB \u00b7 layer 4")};
//: A load balancer card, a line of its face. {rate}: a figure as the engine writes it.
constexpr MessageTemplate facePassed{"face.load_balancer.passed",
                                     MQLAB_TR("EngineMessage", "{rate} msg/s passed to the brokers")};

CardFace face(const Scenario& s, const CardReport& card)
{
    const LoadBalancer& b = s.loadBalancers[static_cast<size_t>(card.node)];
    return {Kind::LoadBalancer, b.position, message(faceLayer),
            message(facePassed, {{"rate", grouped(card.offeredEventsPerSecond)}})};
}

//: A load balancer card.
constexpr MessageTemplate unconnected{
    "load_balancer.unconnected",
    MQLAB_TR("EngineMessage", "Not connected: drag from this load balancer to a broker fleet.")};
//: A load balancer card.
constexpr MessageTemplate unfed{"load_balancer.unfed",
                                MQLAB_TR("EngineMessage", "No producer sends through this load balancer.")};

std::vector<Message> warnings(const Scenario& s, const Catalog&, const Report&, const CardReport& card)
{
    const std::string& id = s.loadBalancers[static_cast<size_t>(card.node)].id;
    bool in = false, out = false;
    for (const Connection& c : s.connections) {
        in = in || c.to == id;
        out = out || c.from == id;
    }
    std::vector<Message> w;
    if (!out)
        w.push_back(message(unconnected));
    if (!in)
        w.push_back(message(unfed));
    return w;
}

//: A bill line: load balancers billed by the hour. {count}: how many.
constexpr MessageTemplate billHours{"bill.nlb_hours", MQLAB_TR("EngineMessage", "{count} x {hours} h x {price}")};
//: A bill line: load balancer capacity units (NLCU), one for each GB an hour.
constexpr MessageTemplate billCapacity{
    "bill.nlb_capacity", MQLAB_TR("EngineMessage", "{nlcu} NLCU ({gb} GB a day / 24 h) x {hours} h x {price}")};

Message hoursText(const Scenario& s, const Catalog&, const BillLine& line)
{
    return message(
        billHours,
        {{"count", grouped(line.quantity)}, {"hours", bill::billedHours(s)}, {"price", unitPrice(line.unitPrice)}});
}

Message capacityText(const Scenario& s, const Catalog&, const BillLine& line)
{
    return message(billCapacity, {{"nlcu", grouped(line.quantity, 2)},
                                  {"gb", grouped(line.quantity * 24)},
                                  {"hours", bill::billedHours(s)},
                                  {"price", unitPrice(line.unitPrice)}});
}

// Its connection rule's refusals (kinds.h, TopologyRule), one template each.
//: A connection refused: the load balancer already fronts a broker fleet.
constexpr MessageTemplate oneFleet{
    "connection.load_balancer.one_fleet",
    MQLAB_TR("EngineMessage", "a load balancer fronts one broker fleet, and this one already has one")};

} // namespace

const Module& loadBalancerModule()
{
    static const Module m = [] {
        Module m;
        m.node = NodeKind::LoadBalancer;
        m.array = "load_balancers";
        m.noun = MQLAB_TR("KindNoun", "load balancer");
        m.kinds = {{Kind::LoadBalancer,
                    NodeKind::LoadBalancer,
                    "load_balancer",
                    "Load balancer (NLB)",
                    "nlb",
                    "",
                    "nlb",
                    MQLAB_TR("AddEntry", "+ NLB"),
                    MQLAB_TR("AddEntry", "Add a &load balancer"),
                    {360, 400},
                    "#5b8def"}};
        m.feeds = {{NodeKind::LoadBalancer, NodeKind::BrokerFleet, &oneFleet, nullptr,
                    "connect it to a broker fleet, or remove it", ""}};
        m.order = 11;
        m.count = count;
        m.evaluate = evaluate;
        m.finish = finish;
        m.face = face;
        m.faces = {&faceLayer, &facePassed};
        m.cardKey = "load_balancer";
        m.warnings = warnings;
        m.messages = {&unconnected, &unfed};
        m.bills = {{BillItem::NlbHours, MQLAB_TR("BillItem", "NLB hours"), hoursText},
                   {BillItem::NlbCapacity, MQLAB_TR("BillItem", "NLB capacity"), capacityText}};
        m.billTexts = {&billHours, &billCapacity};
        m.faceInText = true;
        return m;
    }();
    return m;
}

} // namespace mqlab::kinds
