#include "mirror_link.h"

#include "../report/words.h"
#include "mqlab/model/global.h"
#include "mqlab/model/traffic.h"
#include "mqlab/report/format.h"
#include "region.h"

namespace mqlab::kinds {
namespace {

using namespace words;

std::size_t count(const Scenario& s)
{
    return s.mirrorLinks.size();
}

void begin(Walk& w)
{
    w.r.mirrors.assign(w.s.mirrorLinks.size(), MirrorDetail{});
}

// A message's bytes as stored and mirrored: as sent over the compression of the source's cells.
double compressedBytes(const Walk& w, int region)
{
    const double sent = w.r.regions[static_cast<size_t>(region)].messageBytes;
    const int cell = w.graph.firstOut(NodeKind::Region, region, NodeKind::Cell);
    return cell < 0 ? sent : sent / w.s.cells[static_cast<size_t>(cell)].compression;
}

void evaluate(Walk& w, int mi)
{
    const MirrorLink& m = w.s.mirrorLinks[static_cast<size_t>(mi)];
    CardReport& card = w.card(NodeKind::MirrorLink, mi);
    card.kind = NodeKind::MirrorLink;
    card.node = mi;
    MirrorDetail& d = w.r.mirrors[static_cast<size_t>(mi)];
    d.from = w.graph.firstIn(NodeKind::MirrorLink, mi, NodeKind::Region);
    d.to = w.graph.firstOut(NodeKind::MirrorLink, mi, NodeKind::Region);
    card.limits.clear();
    if (d.from < 0)
        return;
    const RegionDetail& src = w.r.regions[static_cast<size_t>(d.from)];
    d.rate = m.criticalShare * src.ownPeak;
    d.atRisk = messagesAtRisk(d.rate, m.lagS);
    d.atTarget = messagesAtRisk(d.rate, m.targetLagS);
    const ByteRate copied = mirroringRate(averageRate(src.perDay), m.criticalShare, compressedBytes(w, d.from));
    d.mbps = copied.mbps();
    d.gbPerDay = w.units().gbPerDay(copied);
    card.offeredEventsPerSecond = card.carriedEventsPerSecond = d.rate;
    // Messages at risk grow with the load; the lag's share of the target is the card's percent.
    card.limits.push_back(limit(LimitKind::RpoMessages, d.atRisk, d.atTarget, d.atTarget * w.sizing, false, w.total));
    summarise(card);
}

//: A mirror between regions: the critical msg/s it copies ({rate}) x its lag in seconds ({lag}) = the
//: messages a region's loss leaves behind ({at_risk}, "182,292 messages"), against {at_target} at the
//: target lag ({target} seconds).
constexpr MessageTemplate formulaRpo{
    "formula.mirror_link.rpo",
    MQLAB_TR("EngineMessage",
             "{rate} critical msg/s x {lag} s lag = {at_risk} against {at_target} at the {target} s target")};

Message formula(const Scenario& s, const Report& r, const CardReport& card, const LimitReport& l)
{
    const MirrorLink& m = s.mirrorLinks[static_cast<size_t>(card.node)];
    const MirrorDetail& d = r.mirrors[static_cast<size_t>(card.node)];
    if (l.kind != LimitKind::RpoMessages)
        return {};
    // grouped() rounds the messages at risk half away from zero, as llround does: the same count.
    return message(formulaRpo,
                   {{"rate", grouped(d.rate)},
                    {"lag", plainNumber(m.lagS)},
                    {"at_target", grouped(d.atTarget)},
                    {"target", plainNumber(m.targetLagS)}},
                   {{"at_risk", std::llround(d.atRisk), counts::messages}});
}

//: A mirror link card.
constexpr MessageTemplate unconnected{
    "mirror_link.unconnected", MQLAB_TR("EngineMessage", "Connect it from a region to the other region of its pair.")};
//: A mirror link card. {target}: seconds.
constexpr MessageTemplate pastTarget{
    "mirror_link.lag_past_target",
    MQLAB_TR("EngineMessage", "The lag is past its {target} s target: the mirror alarm fires.")};

std::vector<Message> warnings(const Scenario& s, const Catalog&, const Report& r, const CardReport& card)
{
    const MirrorLink& m = s.mirrorLinks[static_cast<size_t>(card.node)];
    const MirrorDetail& d = r.mirrors[static_cast<size_t>(card.node)];
    std::vector<Message> out;
    if (d.from < 0 || d.to < 0) {
        out.push_back(message(unconnected));
        return out;
    }
    if (m.lagS > m.targetLagS)
        out.push_back(message(pastTarget, {{"target", plainNumber(m.targetLagS)}}));
    return out;
}

// The card's lines, one template a whole line (message.h), with figures as `report` writes them.
//: A mirror link card, a line of its face. {critical}, {lag}: figures as the engine writes them.
constexpr MessageTemplate faceLag{"face.mirror_link.lag",
                                  MQLAB_TR("EngineMessage", "{critical}% critical \u00b7 {lag} s lag")};
//: A mirror link card, a line of its face. {target}: a figure as the engine writes it.
constexpr MessageTemplate faceTarget{"face.mirror_link.target", MQLAB_TR("EngineMessage", "target {target} s")};

CardFace face(const Scenario& s, const CardReport& card)
{
    const MirrorLink& m = s.mirrorLinks[static_cast<size_t>(card.node)];
    return {Kind::MirrorLink, m.position,
            message(faceLag, {{"critical", plainNumber(m.criticalShare * 100)}, {"lag", plainNumber(m.lagS)}}),
            message(faceTarget, {{"target", plainNumber(m.targetLagS)}})};
}

const Region* regionCalled(const Scenario& s, const std::string& id)
{
    const int i = regionIndex(s, id);
    return i < 0 ? nullptr : &s.regions[static_cast<size_t>(i)];
}

// Its connection rule's refusals (kinds.h, TopologyRule), one template each.
//: A connection refused: the mirror link already copies to a region.
constexpr MessageTemplate oneTarget{
    "connection.mirror_link.one_target",
    MQLAB_TR("EngineMessage", "a mirror link copies to one region, and this one already has its target")};

} // namespace

namespace {
//: A connection refused: a mirror link would copy a region to itself.
constexpr MessageTemplate mirrorItself{
    "connection.mirror.itself",
    MQLAB_TR("EngineMessage", "a mirror copies a region to the other region of its pair, not to itself")};
//: A connection refused by the EU residency rule; RESIDENCY_VIOLATION is a code, kept as it is. {region}: the
//: EU region's name on its card.
constexpr MessageTemplate mirrorResidency{
    "connection.mirror.residency",
    MQLAB_TR("EngineMessage",
             "RESIDENCY_VIOLATION: {region} has residency \"eu\", so its topics, mirrors and keys stay in EU "
             "regions; a mirror joins two regions of one residency (the regions' residency field)")};
//: A connection refused: a mirror joins the two regions of one pair. {source}: a region's name on its card;
//: {pair}: the region it is paired with ("\"eu-west-1\"" or "no region"); {target}: a region's id.
constexpr MessageTemplate mirrorPair{
    "connection.mirror.pair",
    MQLAB_TR("EngineMessage", "a mirror joins the two regions of one pair only: {source} is paired with {pair}, "
                              "not \"{target}\" (the regions' pair field)")};
//: In a refused connection, the region a region is paired with: {id} is its id.
constexpr MessageTemplate pairedRegion{"connection.paired.region", MQLAB_TR("EngineMessage", "\"{id}\"")};
//: In a refused connection, the pair of a region paired with none.
constexpr MessageTemplate pairedNone{"connection.paired.none", MQLAB_TR("EngineMessage", "no region")};
} // namespace

Message pairedWith(const std::string& pair)
{
    return pair.empty() ? message(pairedNone) : message(pairedRegion, {{"id", pair}});
}

Message mirrorRefusal(const Scenario& s, const std::string& from, const std::string& to)
{
    // The mirror's two ends: the one being connected and the one it already has.
    const bool fromRegion = s.kindOf(from) == NodeKind::Region;
    const std::string& mirror = fromRegion ? to : from;
    const Region* source = fromRegion ? regionCalled(s, from) : nullptr;
    const Region* target = fromRegion ? nullptr : regionCalled(s, to);
    for (const Connection& c : s.connections) {
        if (!source && c.to == mirror)
            source = regionCalled(s, c.from);
        if (!target && c.from == mirror)
            target = regionCalled(s, c.to);
    }
    if (!source || !target)
        return {};
    if (source->id == target->id)
        return message(mirrorItself);
    // Residency first: it is the law, whatever the pairs say (second-seed.md 4.3, rule 2).
    if (source->residency != target->residency) {
        const Region& eu = source->residency == Residency::Eu ? *source : *target;
        return message(mirrorResidency, {{"region", eu.name}});
    }
    if (source->pair != target->id || target->pair != source->id)
        return message(mirrorPair, {{"source", source->name}, {"target", target->id}}, {},
                       {{"pair", pairedWith(source->pair)}});
    return {};
}

const Module& mirrorLinkModule()
{
    static const Module m = [] {
        Module m;
        m.node = NodeKind::MirrorLink;
        m.array = "mirror_links";
        m.noun = MQLAB_TR("KindNoun", "mirror link");
        m.kinds = {{Kind::MirrorLink,
                    NodeKind::MirrorLink,
                    "mirror_link",
                    "Mirror link",
                    "mirror",
                    "",
                    "mirror-link",
                    MQLAB_TR("AddEntry", "+ Mirror"),
                    MQLAB_TR("AddEntry", "Add a m&irror link"),
                    {640, 40},
                    "#b5651d",
                    3}};
        m.feeds = {{NodeKind::MirrorLink, NodeKind::Region, &oneTarget, nullptr,
                    "drag from the mirror link to the other region of its pair", "", nullptr, mirrorRefusal}};
        m.refusals = {&mirrorItself, &mirrorResidency, &mirrorPair, &pairedRegion, &pairedNone};
        m.order = 21; // after the regions whose peaks it copies
        m.count = count;
        m.begin = begin;
        m.evaluate = evaluate;
        m.face = face;
        m.faces = {&faceLag, &faceTarget};
        m.cardKey = "mirror_link";
        m.warnings = warnings;
        m.messages = {&unconnected, &pastTarget};
        m.formula = formula;
        m.formulas = {&formulaRpo};
        return m;
    }();
    return m;
}

} // namespace mqlab::kinds
