#include "s3_tier.h"

#include <cmath>

#include "mqlab/report/format.h"

namespace mqlab::kinds {
namespace {

std::size_t count(const Scenario& s)
{
    return s.s3Tiers.size();
}

void begin(Walk& w)
{
    w.r.s3Tiers.assign(w.s.s3Tiers.size(), TierDetail{});
}

// The cells' month has already set the region's S3 figures with this tier's days (cell.cpp).
void evaluate(Walk& w, int ti)
{
    CardReport& card = w.card(NodeKind::S3Tier, ti);
    card.kind = NodeKind::S3Tier;
    card.node = ti;
    TierDetail& t = w.r.s3Tiers[static_cast<size_t>(ti)];
    t.region = w.graph.firstIn(NodeKind::S3Tier, ti, NodeKind::Region);
    t.days = w.s.s3Tiers[static_cast<size_t>(ti)].days;
    if (t.region < 0)
        return;
    const RegionDetail& d = w.r.regions[static_cast<size_t>(t.region)];
    t.gbPerDay = d.s3GBPerDay;
    t.storedGB = t.billedGB = d.s3GB; // S3 Standard has no minimum duration
    t.month = billLine(t.billedGB * w.cat.rounds.storage.standardUsdPerGBMonth.value);
}

// The card's lines, one template a whole line (message.h), with figures as `report` writes them.
//: An S3 tier card, a line of its face. {days}: a figure as the engine writes it.
constexpr MessageTemplate faceDays{"face.s3_tier.days", MQLAB_TR("EngineMessage", "{days} days in S3 Standard")};
//: An S3 tier card, a line of its face. {month}: a price ("$1,127.00"); {days}: a figure as the engine writes it.
constexpr MessageTemplate faceMonth{"face.s3_tier.month",
                                    MQLAB_TR("EngineMessage", "{month} a month \u00b7 {days} days")};

CardFace faceFrom(const Scenario& s, const Report& r, const CardReport& card)
{
    const S3Tier& tier = s.s3Tiers[static_cast<size_t>(card.node)];
    const TierDetail& t = r.s3Tiers.at(static_cast<size_t>(card.node));
    if (t.region < 0)
        return {Kind::S3Tier, tier.position, message(faceDays, {{"days", plainNumber(tier.days)}}),
                message(shared::faceNoRegion)};
    return {Kind::S3Tier, tier.position,
            message(shared::faceStored, {{"stored", terabytes(t.storedGB)}, {"billed", terabytes(t.billedGB)}}),
            message(faceMonth, {{"month", usdText(t.month)}, {"days", plainNumber(tier.days)}})};
}

CardFace face(const Scenario& s, const CardReport& card)
{
    const S3Tier& tier = s.s3Tiers[static_cast<size_t>(card.node)];
    return {Kind::S3Tier, tier.position, message(faceDays, {{"days", plainNumber(tier.days)}}),
            message(tier.residency == Residency::Eu ? shared::faceEu : shared::faceUs)};
}

//: An S3 tier card.
constexpr MessageTemplate empty{
    "s3_tier.empty", MQLAB_TR("EngineMessage", "Nothing reaches it: its region has no cells or no producer.")};

std::vector<Message> warnings(const Scenario&, const Catalog&, const Report& r, const CardReport& card)
{
    const TierDetail& t = r.s3Tiers.at(static_cast<size_t>(card.node));
    if (t.region < 0)
        return {message(shared::tierUnowned)};
    if (t.gbPerDay <= 0)
        return {message(empty)};
    return {};
}

} // namespace

std::string terabytes(double gb)
{
    const double tb = gb / 1000;
    return std::fabs(tb - std::round(tb)) < 0.05 ? grouped(tb) : grouped(tb, 1);
}

const Module& s3TierModule()
{
    static const Module m = [] {
        Module m;
        m.node = NodeKind::S3Tier;
        m.array = "s3_tiers";
        m.noun = MQLAB_TR("KindNoun", "S3 tier");
        m.kinds = {{Kind::S3Tier,
                    NodeKind::S3Tier,
                    "s3_tier",
                    "S3 Standard tier",
                    "s3",
                    "",
                    "s3-tier",
                    MQLAB_TR("AddEntry", "+ S3"),
                    MQLAB_TR("AddEntry", "Add an S&3 tier"),
                    {1220, 40},
                    "#a07a1c",
                    3}};
        m.order = 23; // after the cells, whose month sets its region's figures
        m.count = count;
        m.begin = begin;
        m.evaluate = evaluate;
        m.face = face;
        m.faceFrom = faceFrom;
        m.faces = {&faceDays, &faceMonth};
        m.cardKey = "s3_tier";
        m.warnings = warnings;
        m.messages = {&empty};
        m.faceInText = true;
        return m;
    }();
    return m;
}

} // namespace mqlab::kinds
