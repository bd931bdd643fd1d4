#include "control_plane.h"

#include "mqlab/report/format.h"

namespace mqlab::kinds {
namespace {

std::size_t count(const Scenario& s)
{
    return s.controlPlanes.size();
}

void evaluate(Walk& w, int ci)
{
    CardReport& card = w.card(NodeKind::ControlPlane, ci);
    card.kind = NodeKind::ControlPlane;
    card.node = ci;
}

// The cell nodes it rolls out to, in connection order: the first holds the canary.
std::vector<const Cell*> cellsOf(const Scenario& s, const ControlPlane& p)
{
    std::vector<const Cell*> out;
    for (const Connection& c : s.connections)
        if (c.from == p.id)
            for (const Cell& cell : s.cells)
                if (cell.id == c.to)
                    out.push_back(&cell);
    return out;
}

int cellCount(const std::vector<const Cell*>& cells)
{
    int n = 0;
    for (const Cell* c : cells)
        n += c->count;
    return n;
}

// The card's lines, one template a whole line (message.h), with figures as `report` writes them.
//: A control plane card, a line of its face. {canary}: a figure as the engine writes it.
constexpr MessageTemplate faceCanaryOne{"face.control_plane.canary_one",
                                        MQLAB_TR("EngineMessage", "canary: {canary} cell")};
//: A control plane card, a line of its face. {canary}: a figure as the engine writes it.
constexpr MessageTemplate faceCanary{"face.control_plane.canary", MQLAB_TR("EngineMessage", "canary: {canary} cells")};
//: A control plane card, a line of its face. {cells}: a cells card's name; {canary}: a figure as the engine
//: writes it.
constexpr MessageTemplate faceCanaryOneOf{"face.control_plane.canary_one_of",
                                          MQLAB_TR("EngineMessage", "canary: {canary} cell of {cells}")};
//: A control plane card, a line of its face. {cells}: a cells card's name; {canary}: a figure as the engine
//: writes it.
constexpr MessageTemplate faceCanaryOf{"face.control_plane.canary_of",
                                       MQLAB_TR("EngineMessage", "canary: {canary} cells of {cells}")};
//: A control plane card, a line of its face. {waves}, {wave_cells}, {count}: figures as the engine writes them.
constexpr MessageTemplate faceWave{
    "face.control_plane.wave",
    MQLAB_TR("EngineMessage", "then {waves} wave of up to {wave_cells} \u00b7 {count} cells")};
//: A control plane card, a line of its face. {waves}, {wave_cells}, {count}: figures as the engine writes them.
constexpr MessageTemplate faceWaves{
    "face.control_plane.waves",
    MQLAB_TR("EngineMessage", "then {waves} waves of up to {wave_cells} \u00b7 {count} cells")};

CardFace face(const Scenario& s, const CardReport& card)
{
    const ControlPlane& p = s.controlPlanes[static_cast<size_t>(card.node)];
    const auto cells = cellsOf(s, p);
    const bool one = p.canaryCells == 1;
    Message canary = cells.empty() ? message(one ? faceCanaryOne : faceCanary)
                                   : message(one ? faceCanaryOneOf : faceCanaryOf, {{"cells", cells.front()->name}});
    canary.args.emplace_back("canary", std::to_string(p.canaryCells));
    return {Kind::ControlPlane, p.position, std::move(canary),
            message(p.waves == 1 ? faceWave : faceWaves, {{"waves", std::to_string(p.waves)},
                                                          {"wave_cells", std::to_string(p.waveCells)},
                                                          {"count", grouped(cellCount(cells))}})};
}

//: A control plane card.
constexpr MessageTemplate noCells{"control_plane.no_cells",
                                  MQLAB_TR("EngineMessage", "Rolls out to no cells: drag from it to the cells.")};
//: A control plane card. {total}: a number of cells.
constexpr MessageTemplate canaryIsAll{
    "control_plane.canary_is_all",
    MQLAB_TR("EngineMessage", "The canary is every cell: a bad change reaches all {total}.")};
//: A control plane card. {waves}, {wave_cells}, {reached}, {total}, {missed}: whole numbers ({wave_cells} is cells
//: a wave).
constexpr MessageTemplate cellsMissed{
    "control_plane.cells_missed",
    MQLAB_TR("EngineMessage", "The canary and {waves} waves of {wave_cells} reach {reached} of {total} cells; "
                              "{missed} get no change.")};

std::vector<Message> warnings(const Scenario& s, const Catalog&, const Report&, const CardReport& card)
{
    const ControlPlane& p = s.controlPlanes[static_cast<size_t>(card.node)];
    const auto cells = cellsOf(s, p);
    if (cells.empty())
        return {message(noCells)};
    const int total = cellCount(cells);
    const int reached = p.canaryCells + p.waves * p.waveCells;
    std::vector<Message> out;
    if (p.canaryCells >= total)
        out.push_back(message(canaryIsAll, {{"total", std::to_string(total)}}));
    else if (reached < total)
        out.push_back(message(cellsMissed, {{"waves", std::to_string(p.waves)},
                                            {"wave_cells", std::to_string(p.waveCells)},
                                            {"reached", std::to_string(reached)},
                                            {"total", std::to_string(total)},
                                            {"missed", std::to_string(total - reached)}}));
    return out;
}

// Its connection rule's refusals (kinds.h, TopologyRule), one template each.
//: A connection refused: the cell node already takes its changes from a control plane.
constexpr MessageTemplate oneControlPlane{
    "connection.cell.one_control_plane",
    MQLAB_TR("EngineMessage", "a cell node takes its changes from one control plane, and this one already has one")};

} // namespace

const Module& controlPlaneModule()
{
    static const Module m = [] {
        Module m;
        m.node = NodeKind::ControlPlane;
        m.array = "control_planes";
        m.noun = MQLAB_TR("KindNoun", "control plane");
        m.kinds = {{Kind::ControlPlane,
                    NodeKind::ControlPlane,
                    "control_plane",
                    "Control plane (waves)",
                    "control",
                    "",
                    "control-plane",
                    MQLAB_TR("AddEntry", "+ Control plane"),
                    MQLAB_TR("AddEntry", "Add a control pla&ne"),
                    {640, 700},
                    "#55606e",
                    3}};
        m.feeds = {{NodeKind::ControlPlane, NodeKind::Cell, nullptr, &oneControlPlane,
                    "connect the control plane to the cells it rolls changes out to", "", nullptr, nullptr}};
        m.order = 27;
        m.count = count;
        m.evaluate = evaluate;
        m.face = face;
        m.faces = {&faceCanaryOne, &faceCanary, &faceCanaryOneOf, &faceCanaryOf, &faceWave, &faceWaves};
        m.cardKey = "control_plane";
        m.warnings = warnings;
        m.messages = {&noCells, &canaryIsAll, &cellsMissed};
        m.faceInText = true;
        return m;
    }();
    return m;
}

} // namespace mqlab::kinds
