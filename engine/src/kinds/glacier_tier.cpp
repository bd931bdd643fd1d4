#include "glacier_tier.h"

#include <algorithm>

#include "mqlab/report/format.h"
#include "s3_tier.h"

namespace mqlab::kinds {
namespace {

std::size_t count(const Scenario& s)
{
    return s.glacierTiers.size();
}

void begin(Walk& w)
{
    w.r.glacierTiers.assign(w.s.glacierTiers.size(), TierDetail{});
}

// The cells' month has already set the region's archive with this tier's days (cell.cpp).
void evaluate(Walk& w, int ti)
{
    CardReport& card = w.card(NodeKind::GlacierTier, ti);
    card.kind = NodeKind::GlacierTier;
    card.node = ti;
    TierDetail& t = w.r.glacierTiers[static_cast<size_t>(ti)];
    t.region = w.graph.firstIn(NodeKind::GlacierTier, ti, NodeKind::Region);
    t.minimumDays = w.cat.rounds.storage.glacierIrMinimumDays.value;
    if (t.region < 0)
        return;
    const RegionDetail& d = w.r.regions[static_cast<size_t>(t.region)];
    t.days = std::max(0.0, d.archiveDays - d.s3Days);
    t.gbPerDay = d.glacierGBPerDay;
    t.storedGB = d.glacierStoredGB;
    t.billedGB = d.glacierBilledGB;
    t.month = billLine(t.billedGB * w.cat.rounds.storage.glacierIrUsdPerGBMonth.value);
}

// The card's lines, one template a whole line (message.h), with figures as `report` writes them.
//: A Glacier tier card, a line of its face. {days}: a figure as the engine writes it.
constexpr MessageTemplate faceKept{"face.glacier_tier.kept", MQLAB_TR("EngineMessage", "finance kept {days} days")};
//: A Glacier tier card, a line of its face. {month}: a price ("$1,127.00"); {days}, {billed_days}: figures as the
//: engine writes them.
constexpr MessageTemplate faceMonth{
    "face.glacier_tier.month", MQLAB_TR("EngineMessage", "{month} a month \u00b7 {days} days, billed {billed_days}")};

CardFace faceFrom(const Scenario& s, const Report& r, const CardReport& card)
{
    const GlacierTier& tier = s.glacierTiers[static_cast<size_t>(card.node)];
    const TierDetail& t = r.glacierTiers.at(static_cast<size_t>(card.node));
    if (t.region < 0)
        return {Kind::GlacierTier, tier.position, message(faceKept, {{"days", plainNumber(tier.days)}}),
                message(shared::faceNoRegion)};
    return {Kind::GlacierTier, tier.position,
            message(shared::faceStored, {{"stored", terabytes(t.storedGB)}, {"billed", terabytes(t.billedGB)}}),
            message(faceMonth, {{"month", usdText(t.month)},
                                {"days", plainNumber(t.days)},
                                {"billed_days", plainNumber(std::max(t.days, t.minimumDays))}})};
}

CardFace face(const Scenario& s, const CardReport& card)
{
    const GlacierTier& tier = s.glacierTiers[static_cast<size_t>(card.node)];
    return {Kind::GlacierTier, tier.position, message(faceKept, {{"days", plainNumber(tier.days)}}),
            message(tier.residency == Residency::Eu ? shared::faceEu : shared::faceUs)};
}

//: A Glacier tier card.
constexpr MessageTemplate noArchive{
    "glacier_tier.no_archive",
    MQLAB_TR("EngineMessage", "Nothing reaches it: the archive ends when S3 Standard does.")};
//: A Glacier tier card.
constexpr MessageTemplate empty{
    "glacier_tier.empty",
    MQLAB_TR("EngineMessage", "Nothing reaches it: its region has no cells, no producer or no finance share.")};

std::vector<Message> warnings(const Scenario&, const Catalog&, const Report& r, const CardReport& card)
{
    const TierDetail& t = r.glacierTiers.at(static_cast<size_t>(card.node));
    if (t.region < 0)
        return {message(shared::tierUnowned)};
    if (t.days <= 0)
        return {message(noArchive)};
    if (t.gbPerDay <= 0)
        return {message(empty)};
    return {};
}

} // namespace

const Module& glacierTierModule()
{
    static const Module m = [] {
        Module m;
        m.node = NodeKind::GlacierTier;
        m.array = "glacier_tiers";
        m.noun = MQLAB_TR("KindNoun", "Glacier tier");
        m.kinds = {{Kind::GlacierTier,
                    NodeKind::GlacierTier,
                    "glacier_tier",
                    "Glacier Instant Retrieval tier",
                    "glacier",
                    "",
                    "glacier-tier",
                    MQLAB_TR("AddEntry", "+ Glacier"),
                    MQLAB_TR("AddEntry", "Add a Gl&acier tier"),
                    {1220, 200},
                    "#4f7f9f",
                    3}};
        m.order = 24; // after the cells, whose month sets its region's archive
        m.count = count;
        m.begin = begin;
        m.evaluate = evaluate;
        m.face = face;
        m.faceFrom = faceFrom;
        m.faces = {&faceKept, &faceMonth};
        m.cardKey = "glacier_tier";
        m.warnings = warnings;
        m.messages = {&noArchive, &empty};
        m.faceInText = true;
        return m;
    }();
    return m;
}

} // namespace mqlab::kinds
