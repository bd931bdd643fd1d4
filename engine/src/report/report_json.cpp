#include "mqlab/report/report_json.h"

#include "mqlab/model/kinds.h"

#include <cmath>
#include <sstream>

#include <nlohmann/json.hpp>

#include "mqlab/model/catalog.h"
#include "mqlab/report/explain.h"
#include "mqlab/report/format.h"
#include "mqlab/model/report.h"
#include "mqlab/model/scenario.h"
#include "mqlab/model/unit_system.h"

namespace mqlab {
namespace {

using nlohmann::json;

// Figures rounded for a stable document: 0.1 for percents, 0.01 for the rest; NaN as null.
json num(double v, int decimals = 2)
{
    if (std::isnan(v) || std::isinf(v))
        return nullptr;
    const double k = std::pow(10.0, decimals);
    return std::round(v * k) / k;
}

} // namespace

json reportToJson(const Scenario& s, const Catalog& cat, const Report& r)
{
    json doc;
    doc["load"] = {{"events_per_s", num(r.offeredEventsPerSecond)},
                   {"text", loadTileText(s, r.offeredEventsPerSecond)},
                   {"bytes_per_s", num(r.offered.bytesPerSecond)},
                   {"mbps", num(r.offered.mbps())},
                   {"mibps", num(r.offered.mibps())},
                   {"gib_per_day", num(r.offered.gibPerDay(), 3)}};
    json notes = json::array();
    for (const auto& n : reportNotes(s, r))
        notes.push_back(n);
    doc["latency"] = {{"ms", num(r.latency.ms)},
                      {"floor", r.latency.floor},
                      {"text", latencyTileText(r.latency)},
                      {"queueing_ms", num(r.latency.queueingMs, 3)},
                      {"linger_ms", num(r.latency.lingerMs)},
                      {"waiting_events_per_s", num(r.latency.waitingEventsPerSecond)},
                      {"resource", r.latency.cluster >= 0 ? json(limitKey(r.latency.resource)) : json(nullptr)}};
    json lines = json::array();
    for (const auto& line : r.bill)
        lines.push_back({{"item", billItemName(line.item)},
                         {"node", line.node < 0 ? json(nullptr) : json(nodeId(s, line.nodeKind, line.node))},
                         {"quantity", num(line.quantity)},
                         {"unit_price_usd", line.unitPrice},
                         {"usd", line.amount.usd()},
                         {"derived_price", line.derivedPrice || line.priceStatus == "derived"},
                         {"price_status", line.priceStatus.empty() ? json(nullptr) : json(line.priceStatus)},
                         {"text", billLineText(s, cat, line)}});
    doc["cost"] = {
        {"monthly_usd", r.total.usd()}, {"text", costTileText(r.total, costTileWholeBelow(s))}, {"lines", lines}};
    if (!std::isnan(r.latency.targetMs)) {
        doc["latency"]["target_ms"] = num(r.latency.targetMs);
        if (!r.fleets.empty())
            doc["latency"]["status"] = r.fleets.front().latencyStatus;
    }
    // The durability tile: the weakest node that holds messages.
    const Durability& d = r.durability;
    doc["durability"] = {{"survives", d.survives < 0 ? json(nullptr) : json(d.survives)},
                         {"replicas", d.survives < 0 ? json(nullptr) : json(d.replicas)},
                         {"card_id", d.card < 0 ? json(nullptr) : json(cardId(s, r.cards[d.card]))},
                         {"status", "derived"}, // from the replicas and what a send waits for
                         {"text", durabilityTileText(r)}};
    if (!std::isnan(r.availability.budgetMinutes))
        doc["availability"] = {{"target_percent", r.availability.targetPercent},
                               {"downtime_minutes_a_month", num(r.availability.budgetMinutes, 1)},
                               {"status", "derived"},
                               {"text", availabilityText(r.availability)}};
    if (r.sqs.known)
        doc["sqs"] = {{"in_bill", r.sqs.inBill},
                      {"requests", num(r.sqs.requests, 0)},
                      {"requests_usd", r.sqs.requestsCost.usd()},
                      {"idle_polls", num(r.sqs.idlePolls, 0)},
                      {"idle_polls_usd", r.sqs.idlePollsCost.usd()},
                      {"monthly_usd", r.sqs.total.usd()},
                      {"unbatched_upper_bound_usd", r.sqs.unbatchedUpperBound.usd()},
                      {"price_status", cat.rounds.sqs.usdPerMillionRequests.status},
                      {"text", sqsText(r.sqs)}};
    if (r.msk.known)
        doc["msk"] = {{"brokers_usd", r.msk.brokers.usd()}, {"storage_usd", r.msk.storage.usd()},
                      {"tier_usd", r.msk.tier.usd()},       {"cross_zone_sends_usd", r.msk.producers.usd()},
                      {"monthly_usd", r.msk.total.usd()},   {"text", mskText(r.msk)}};
    if (r.global.known) {
        const GlobalDetail& g = r.global;
        json regions = json::array();
        for (size_t i = 0; i < r.regions.size(); ++i) {
            const RegionDetail& d = r.regions[i];
            regions.push_back({{"id", s.regions[i].id},
                               {"own_peak_msg_s", num(d.ownPeak, 0)},
                               {"mirror_in_msg_s", num(d.mirrorIn, 0)},
                               {"planned_peak_msg_s", num(d.plannedPeak, 0)},
                               {"cells", d.cells},
                               {"cells_needed", d.cellsNeeded},
                               {"downtime_s_a_month", num(d.downtimeSeconds, 1)}});
        }
        json mirrors = json::array();
        for (size_t i = 0; i < r.mirrors.size(); ++i) {
            const MirrorDetail& m = r.mirrors[i];
            mirrors.push_back({{"id", s.mirrorLinks[i].id},
                               {"critical_msg_s", num(m.rate, 0)},
                               {"at_risk", num(m.atRisk, 0)},
                               {"at_risk_at_target", num(m.atTarget, 0)},
                               {"gb_per_day", num(m.gbPerDay, 1)}});
        }
        json lines = json::array();
        for (const auto& [label, text] : globalLines(s, r))
            lines.push_back({{"label", label}, {"text", text}});
        doc["global"] = {{"peak_msg_s", num(g.peak, 0)},
                         {"cells", g.cells},
                         {"brokers", g.brokers},
                         {"controllers", g.controllers},
                         {"mirroring_gb_per_day", num(g.mirrorGBPerDay, 1)},
                         {"mirroring_usd", g.mirroring.usd()},
                         {"stored_gb", num(g.storedGB, 0)},
                         {"storage_usd", g.storage.usd()},
                         {"cross_zone_usd", g.crossZone.usd()},
                         {"build_usd", g.build.usd()},
                         {"msk_usd", g.msk.usd()},
                         {"building_saves_usd", g.saves.usd()},
                         {"team_usd", g.teamUsd > 0 ? json(g.teamUsd) : json(nullptr)},
                         {"building_saves_with_team_usd", g.teamUsd > 0 ? json(g.savesWithTeam.usd()) : json(nullptr)},
                         {"regions", regions},
                         {"mirrors", mirrors},
                         {"lines", lines}};
    }
    // Cards are named for people; "card_id" tells two cards with the same name apart.
    json first = {{"card", r.firstToSaturate < 0 ? json(nullptr) : json(cardName(s, r.cards[r.firstToSaturate]))},
                  {"card_id", r.firstToSaturate < 0 ? json(nullptr) : json(cardId(s, r.cards[r.firstToSaturate]))},
                  {"text", firstToSaturateText(s, r)}};
    first["busiest"] = r.busiest < 0 ? json(nullptr)
                                     : json{{"card", cardName(s, r.cards[r.busiest])},
                                            {"card_id", cardId(s, r.cards[r.busiest])},
                                            {"percent", num(r.cards[r.busiest].rawPercent, 1)}};
    doc["first_to_saturate"] = first;
    if (r.wallCard >= 0)
        doc["wall"] = {{"events_per_s", num(r.wallEventsPerSecond, 0)},
                       {"card", cardName(s, r.cards[r.wallCard])},
                       {"card_id", cardId(s, r.cards[r.wallCard])},
                       {"limit", limitKey(r.cards[r.wallCard].limits[r.wallLimit].kind)}};
    else
        doc["wall"] = {{"events_per_s", nullptr}, {"card", nullptr}, {"card_id", nullptr}, {"limit", nullptr}};
    json cards = json::array();
    for (const CardReport& card : r.cards) {
        json limits = json::array();
        for (const LimitReport& l : card.limits)
            limits.push_back({{"name", limitKey(l.kind)},
                              {"label", limitName(l.kind)},
                              {"used", num(l.used)},
                              {"capacity", num(l.capacity)},
                              {"sizing_line", num(l.sizingLine)},
                              {"unit", limitUnit(l.kind)},
                              {"percent", num(l.percent, 1)},
                              {"status", statusName(l.status)},
                              {"produce_path", l.producePath},
                              {"wall_events_per_s", num(l.wallEventsPerSecond, 0)},
                              {"formula", limitFormula(s, r, card, l).text()}});
        json warnings = json::array();
        for (const auto& w : cardWarningTexts(s, cat, r, card))
            warnings.push_back(w);
        cards.push_back({{"id", cardId(s, card)},
                         {"name", cardName(s, card)},
                         {"kind", std::string(cardKindKey(card.kind))},
                         {"percent", num(card.percent, 1)},
                         {"raw_percent", num(card.rawPercent, 1)},
                         {"status", statusName(card.status)},
                         {"offered_events_per_s", num(card.offeredEventsPerSecond)},
                         {"carried_events_per_s", num(card.carriedEventsPerSecond)},
                         {"limits", limits},
                         {"warnings", warnings}});
    }
    doc["cards"] = cards;
    doc["notes"] = notes;
    return doc;
}

std::string reportToText(const Scenario& s, const Catalog& cat, const Report& r)
{
    std::ostringstream o;
    o << s.name << "\n\n";
    o << "  Load                " << loadTileText(s, r.offeredEventsPerSecond) << "  (" << grouped(r.offered.mbps(), 1)
      << " MB/s, " << grouped(r.offered.mibps(), 2) << " MiB/s)\n";
    o << "  Latency             " << latencyTileText(r.latency);
    if (!std::isnan(r.latency.targetMs))
        o << "  (" << latencyDetailText(s, r.latency) << ")";
    o << "\n";
    o << "  Cost                " << costTileText(r.total, costTileWholeBelow(s)) << "  (" << usdText(r.total)
      << " a month)\n";
    if (r.sqs.known && !r.sqs.inBill)
        o << "  SQS instead         " << sqsText(r.sqs) << "\n";
    if (r.msk.known)
        o << "  MSK instead         " << mskText(r.msk) << "\n";
    o << "  Durability          " << durabilityTileText(r) << "\n";
    if (!std::isnan(r.availability.budgetMinutes))
        o << "  Downtime budget     " << availabilityText(r.availability) << "\n";
    if (const auto lines = globalLines(s, r); !lines.empty()) { // Round 3's design-wide figures
        o << "\nRegions\n";
        for (const auto& [label, text] : lines)
            o << "  " << label << std::string(label.size() < 20 ? 20 - label.size() : 1, ' ') << text << "\n";
        o << "\n";
    }
    o << "  First to saturate   " << firstToSaturateText(s, r);
    if (r.firstToSaturate < 0 && r.busiest >= 0)
        o << "  (busiest: " << cardName(s, r.cards[r.busiest]) << " at "
          << percentText(r.cards[r.busiest].rawPercent, 0) << ")";
    o << "\n";
    if (r.wallCard >= 0)
        o << "  Wall                " << grouped(r.wallEventsPerSecond) << " " << loadUnit(s) << " ("
          << cardName(s, r.cards[r.wallCard]) << ", " << limitName(r.cards[r.wallCard].limits[r.wallLimit].kind)
          << ")\n";
    for (const auto& n : reportNotes(s, r))
        o << "\n  * " << n << "\n";
    o << "\nCards\n";
    for (const CardReport& card : r.cards) {
        o << "\n  " << cardName(s, card) << "  [" << statusName(card.status) << "]";
        if (!card.limits.empty())
            o << "  " << percentText(card.percent, 1)
              << (card.rawPercent > 100 ? " (" + percentText(card.rawPercent, 1) + ")" : "");
        o << "\n";
        for (const LimitReport& l : card.limits)
            o << "    " << limitName(l.kind) << ": " << percentText(l.percent, 1) << "  "
              << limitFormula(s, r, card, l).text() << "\n";
        if (cardFaceInText(card.kind)) { // a card with no limit: its settings, as its card shows them
            const CardFace face = cardFace(s, r, card);
            o << "    " << face.headline.text() << ", " << face.detail.text() << "\n";
        }
        for (const auto& w : cardWarningTexts(s, cat, r, card))
            o << "    ! " << w << "\n";
    }
    const auto units = unitSystemNamed(s.units);
    o << "\nBill (a month of " << grouped(unitSystem(units.value_or(UnitSystemId::Seed000)).billedHoursPerMonth)
      << " hours)\n";
    for (const auto& line : r.bill)
        o << "  " << billItemName(line.item) << ": " << usdText(line.amount) << "  (" << billLineText(s, cat, line)
          << (line.priceStatus.empty() || line.priceStatus == "verified" ? "" : "; " + line.priceStatus + " price")
          << ")\n";
    o << "  total: " << usdText(r.total) << "\n";
    return o.str();
}

} // namespace mqlab
