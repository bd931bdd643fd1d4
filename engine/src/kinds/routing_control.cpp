#include "routing_control.h"

#include "region.h"

namespace mqlab::kinds {
namespace {

std::size_t count(const Scenario& s)
{
    return s.routingControls.size();
}

void evaluate(Walk& w, int ci)
{
    CardReport& card = w.card(NodeKind::RoutingControl, ci);
    card.kind = NodeKind::RoutingControl;
    card.node = ci;
}

// The card's lines, one template a whole line (message.h), with figures as `report` writes them.
//: A routing control card, a line of its face. {group}: a topic group's name; {home}: a region's name.
constexpr MessageTemplate faceHome{"face.routing_control.home", MQLAB_TR("EngineMessage", "{group}: home {home}")};
//: A routing control card, a line of its face. {group}: a topic group's name.
constexpr MessageTemplate faceNoHome{"face.routing_control.no_home",
                                     MQLAB_TR("EngineMessage", "{group}: home not set")};
//: A routing control card, a line of its face. {regions}: region names joined by a sign.
constexpr MessageTemplate faceByHand{"face.routing_control.by_hand",
                                     MQLAB_TR("EngineMessage", "{regions} \u00b7 by hand")};
//: A routing control card, a line of its face.
constexpr MessageTemplate faceNoRegions{"face.routing_control.no_regions",
                                        MQLAB_TR("EngineMessage", "no regions yet \u00b7 by hand")};

CardFace face(const Scenario& s, const CardReport& card)
{
    const RoutingControl& c = s.routingControls[static_cast<size_t>(card.node)];
    std::string pair;
    for (const Region* g : regionsServed(s, c.id))
        pair += (pair.empty() ? "" : " \u2194 ") + g->name;
    return {Kind::RoutingControl, c.position,
            message(c.home.empty() ? faceNoHome : faceHome, {{"group", c.topicGroup}, {"home", c.home}}),
            pair.empty() ? message(faceNoRegions) : message(faceByHand, {{"regions", pair}})};
}

//: A routing control card.
constexpr MessageTemplate unpaired{
    "routing_control.unpaired",
    MQLAB_TR("EngineMessage", "Connect it to both regions of its pair: a flip moves the home to the other.")};
//: A routing control card.
constexpr MessageTemplate homeless{
    "routing_control.no_home",
    MQLAB_TR("EngineMessage", "No home region: set home to the region that takes the group's writes.")};

std::vector<Message> warnings(const Scenario& s, const Catalog&, const Report&, const CardReport& card)
{
    const RoutingControl& c = s.routingControls[static_cast<size_t>(card.node)];
    std::vector<Message> out;
    if (regionsServed(s, c.id).size() < 2)
        out.push_back(message(unpaired));
    if (c.home.empty())
        out.push_back(message(homeless));
    return out;
}

// routing control -> region: the two regions of one pair.
Message refusal(const Scenario& s, const std::string& control, const std::string& region)
{
    return regionRefusal(s, NodeKind::RoutingControl, control, nullptr, region, true);
}

} // namespace

const Module& routingControlModule()
{
    static const Module m = [] {
        Module m;
        m.node = NodeKind::RoutingControl;
        m.array = "routing_controls";
        m.noun = MQLAB_TR("KindNoun", "routing control");
        m.kinds = {{Kind::RoutingControl,
                    NodeKind::RoutingControl,
                    "routing_control",
                    "Routing control (ARC)",
                    "routing",
                    "",
                    "routing-control",
                    MQLAB_TR("AddEntry", "+ Routing"),
                    MQLAB_TR("AddEntry", "Add a ro&uting control"),
                    {40, 440},
                    "#a33b5b",
                    3}};
        m.feeds = {{NodeKind::RoutingControl, NodeKind::Region, nullptr, nullptr,
                    "connect the routing control to the two regions of its pair", "", nullptr, refusal}};
        m.order = 26;
        m.count = count;
        m.evaluate = evaluate;
        m.face = face;
        m.faces = {&faceHome, &faceNoHome, &faceByHand, &faceNoRegions};
        m.cardKey = "routing_control";
        m.warnings = warnings;
        m.messages = {&unpaired, &homeless};
        m.faceInText = true;
        return m;
    }();
    return m;
}

} // namespace mqlab::kinds
