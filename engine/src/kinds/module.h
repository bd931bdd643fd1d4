// What a kind's module gives the engine (engine-internal): its registry rows, the connections out of
// its array, and the code evaluate() calls for each of its nodes. One module a scenario array.
#pragma once

#include <cmath>
#include <string>
#include <cstddef>
#include <span>
#include <string_view>
#include <utility>
#include <vector>

#include "mqlab/model/catalog.h"
#include "mqlab/model/kinds.h"
#include "mqlab/model/report.h"
#include "mqlab/model/scenario.h"
#include "mqlab/model/unit_system.h"
#include "mqlab/report/message.h"

namespace mqlab::kinds {

// Who feeds whom, found once from the connections by the topology rules; a node is (array, index).
// Stored flat (each node's neighbours are one slice of a shared list), so a walk allocates little.
struct Graph {
    using Node = std::pair<NodeKind, int>;
    std::vector<int> base;               // by NodeKind: the flat index (= card index) of the array's first node
    std::vector<int> inStart, outStart;  // by flat index, one past the end: node i's slice is [start[i], start[i+1])
    std::vector<Node> inNodes, outNodes; // in connection order within each slice

    int flat(NodeKind kind, int index) const { return base[static_cast<size_t>(kind)] + index; }
    std::size_t size() const { return inStart.empty() ? 0 : inStart.size() - 1; }
    std::span<const Node> in(int flatIndex) const { return slice(inNodes, inStart, flatIndex); }
    std::span<const Node> out(int flatIndex) const { return slice(outNodes, outStart, flatIndex); }
    // The first node of array `kind` that feeds (in) or is fed by (out) the node; -1 when none.
    int firstIn(NodeKind node, int index, NodeKind kind) const;
    int firstOut(NodeKind node, int index, NodeKind kind) const;

  private:
    static std::span<const Node> slice(const std::vector<Node>& nodes, const std::vector<int>& start, int i)
    {
        const auto at = static_cast<size_t>(i);
        return {nodes.data() + start[at], static_cast<size_t>(start[at + 1] - start[at])};
    }
};

// One evaluation in progress: what the modules read and what they fill in.
struct Walk {
    Walk(const Scenario& scenario, const Catalog& catalog, Report& report) : s(scenario), cat(catalog), r(report) {}
    const Scenario& s;
    const Catalog& cat;
    Report& r;
    double k = 1;        // every producer's rate is scaled by this (a load override)
    double total = 0;    // offered events/s, all producers
    double sizing = 0.8; // the Standard sizing line as a share
    Graph graph;
    std::vector<double> fraction; // by card: the share of its offered events a node lets through
    double lingerMs = 0;

    CardReport& card(NodeKind kind, int index) { return r.cards[static_cast<size_t>(graph.flat(kind, index))]; }
    // The scenario's way of counting (Round 1's kinds read it; the first seed's keep their own).
    const UnitSystem& units() const { return unitSystem(unitSystemNamed(s.units).value_or(UnitSystemId::Seed000)); }
};

// A bill line's words: its item's name and the line's arithmetic ("3 x kafka.m7g.large x 720 h x $0.204").
struct BillWords {
    BillItem item = BillItem::Brokers;
    std::string_view name; // "brokers", "gp3 IOPS": declare it with MQLAB_TR("BillItem", ...)
    Message (*text)(const Scenario&, const Catalog&, const BillLine&) = nullptr;
};

struct Module {
    NodeKind node = NodeKind::Producer;
    std::string_view array;          // the scenario's JSON array: "producers"
    std::string_view noun;           // one of them in a sentence: "producer"; MQLAB_TR("KindNoun", ...)
    std::vector<KindInfo> kinds;     // the kinds that live in the array
    std::vector<TopologyRule> feeds; // the connections out of the array
    // The templates its rules' refusal functions say (TopologyRule::refusal), beyond each rule's oneOut,
    // oneIn and oneOfOut (connectionTemplates() reads those from `feeds`).
    std::vector<const MessageTemplate*> refusals;
    int order = 0; // evaluate() visits arrays by this, lowest first
    std::size_t (*count)(const Scenario&) = nullptr;
    void (*begin)(Walk&) = nullptr; // before its nodes (may be null)
    void (*evaluate)(Walk&, int index) = nullptr;
    void (*finish)(Walk&) = nullptr;                                // after its nodes (may be null)
    CardFace (*face)(const Scenario&, const CardReport&) = nullptr; // the card's words beside its limits
    // A card whose words are the report's figures (a region's plan, a tier's month): read in place of
    // `face` where the report is at hand (the canvas, `report`, `report --json`). Null: `face`.
    CardFace (*faceFrom)(const Scenario&, const Report&, const CardReport&) = nullptr;

    // The report's words for its cards and bill lines (format.h and explain.h ask the registry, so a
    // new kind brings its own and no switch elsewhere grows).
    std::string_view cardKey; // the card's "kind" in `report --json`: "dead_letter_queue"
    std::string (*name)(const Scenario&, const CardReport&) = nullptr; // null: the node's own name
    // Its card's warnings, each a Message of one of `messages` (or of `shared` below), so that the window
    // can translate the sentence while `report` prints the same English.
    std::vector<Message> (*warnings)(const Scenario&, const Catalog&, const Report&, const CardReport&) = nullptr;
    std::vector<const MessageTemplate*> messages; // every template its warnings use: messageTemplates() lists them
    std::vector<const MessageTemplate*> faces;    // every template its face lines use (one a whole line)
    // A limit's formula (the hover, a warning's {formula}, `report`): a Message of one of `formulas`
    // (or of the shared words below), empty for a limit the kind has no formula for.
    Message (*formula)(const Scenario&, const Report&, const CardReport&, const LimitReport&) = nullptr;
    std::vector<const MessageTemplate*> formulas;  // every template its formulas use
    std::vector<BillWords> bills;                  // every bill item its finish() writes
    std::vector<const MessageTemplate*> billTexts; // every template its bill lines use, beyond bill::
    bool faceInText = false; // `report` prints the card's face under its name (a card with no limit)
};

// Every module, in card order (the order of nodeArrays()).
const std::vector<const Module*>& modules();

// Card warnings that several kinds say in the same words: one template each, so a translator sees the
// sentence once. {instance} is an instance size ("kafka.m7g.large"), {limit} a limit's name ("Network").
namespace shared {
//: A card warning. {instance}: an instance size ("kafka.m7g.large"); {limit}: a limit's name, translated
//: as the limits' names are ("network").
inline constexpr MessageTemplate limitUnchecked{
    "card.limit.unchecked",
    MQLAB_TR("EngineMessage",
             "No trusted figure for {instance}'s {limit} is in the catalogue, so this limit is not checked.")};
//: A card warning. {limit}: a limit's name, translated as the limits' names are ("network"); {percent}: "114%";
//: {formula}: the limit's arithmetic.
inline constexpr MessageTemplate limitPast{"card.limit.past",
                                           MQLAB_TR("EngineMessage", "{limit} at {percent}: {formula}.")};
//: A storage tier card (S3 or Glacier).
inline constexpr MessageTemplate tierUnowned{
    "tier.no_region", MQLAB_TR("EngineMessage", "Belongs to no region: drag from its region to this tier.")};
//: A topic card (stream or queue).
inline constexpr MessageTemplate topicUnfed{
    "topic.unfed", MQLAB_TR("EngineMessage", "No producer sends to this topic: drag from a task producer to it.")};
//: A topic card (stream or queue).
inline constexpr MessageTemplate topicUnhosted{
    "topic.unhosted",
    MQLAB_TR("EngineMessage", "Not hosted: drag from this topic to the platform fleet that keeps it.")};
} // namespace shared
// Connection refusals that rules of two kinds say in the same words (a worker pool's source, a topic's
// fleet): one template each, so a translator sees the sentence once.
namespace shared {
//: A connection refused: the worker pool already reads from one broker fleet or SQS queue.
inline constexpr MessageTemplate oneWorkerSource{
    "connection.worker_pool.one_source",
    MQLAB_TR("EngineMessage", "a worker pool reads one broker fleet or SQS queue, and this one already has one")};
//: A connection refused: the topic (stream or queue) already lives on a platform fleet.
inline constexpr MessageTemplate oneTopicFleet{
    "connection.topic.one_fleet",
    MQLAB_TR("EngineMessage", "a topic lives on one platform fleet, and this one already has one")};
} // namespace shared

// Every card warning's template: the shared ones, then each module's in card order.
std::vector<MessageTemplate> warningTemplates();

// Bill lines that several kinds write in the same words: a line's arithmetic, figures as arguments
// ({price} a unit price with its currency, {hours} the hours billed in a month).
namespace bill {
//: A bill line: instances of one size running all month. {count}: how many; {instance}: a size
//: ("m7g.large"); {hours}: hours billed a month ("730").
inline constexpr MessageTemplate instances{"bill.instances",
                                           MQLAB_TR("EngineMessage", "{count} x {instance} x {hours} h x {price}")};
//: A bill line of storage billed by the gigabyte-month.
inline constexpr MessageTemplate gbMonth{"bill.gb_month", MQLAB_TR("EngineMessage", "{gb} GB x {price} a GB-month")};
//: A bill line: gp3 throughput bought above what each volume includes free.
inline constexpr MessageTemplate throughput{
    "bill.gp3_throughput", MQLAB_TR("EngineMessage", "{mbps} MB/s above the free {free} a volume x {price} a month")};
//: A bill line: bytes copied to followers in other zones. {followers}: "2 follower copies".
inline constexpr MessageTemplate replication{
    "bill.replication",
    MQLAB_TR("EngineMessage", "{followers} x {gb} GB x {price} (paid on both sides of the zone line)")};
//: A bill line: the share of sent bytes that reaches a leader in another zone. {away}/{zones}: "2/3".
inline constexpr MessageTemplate sends{
    "bill.cross_zone_sends",
    MQLAB_TR("EngineMessage", "{gb} GB x {away}/{zones} sent to a leader in another zone x {price}")};
//: A bill line: the share of read bytes that comes from a leader in another zone. {away}/{zones}: "2/3".
inline constexpr MessageTemplate reads{
    "bill.cross_zone_reads",
    MQLAB_TR("EngineMessage", "{gb} GB x {away}/{zones} read from a leader in another zone x {price}")};
inline constexpr CountWords followerCopies{"%n follower copy", MQLAB_TR_N("EngineCount", "%n follower copies")};

// The hours an hourly price bills a month in the design's unit system ("720", "730"), as a bill line
// writes them; `fallback` is the system of a design that names none.
std::string billedHours(const Scenario& s, UnitSystemId fallback = UnitSystemId::Seed000);
} // namespace bill
// Every bill line's template: the shared ones, then each module's in card order.
std::vector<MessageTemplate> billTemplates();

// Card face lines that several kinds say in the same words (a residency, a tier's stored terabytes).
namespace shared {
//: A card of a place kept in the EU (region, key store, tier), a line of its face.
inline constexpr MessageTemplate faceEu{"face.eu", MQLAB_TR("EngineMessage", "EU")};
//: A card of a place kept in the US (region, key store, tier), a line of its face.
inline constexpr MessageTemplate faceUs{"face.us", MQLAB_TR("EngineMessage", "US")};
//: A storage tier card with no region, a line of its face.
inline constexpr MessageTemplate faceNoRegion{"face.no_region", MQLAB_TR("EngineMessage", "no region yet")};
//: A storage tier card (S3 or Glacier), a line of its face. {stored}, {billed}: figures as the engine writes
//: them.
inline constexpr MessageTemplate faceStored{"face.tier.stored",
                                            MQLAB_TR("EngineMessage", "{stored} TB stored, {billed} billed")};
// A fleet of brokers (a broker fleet, a platform fleet).
//: A broker fleet or platform fleet card, a line of its face. {instance}: an instance size ("m7g.large");
//: {brokers}, {partitions}: figures as the engine writes them.
inline constexpr MessageTemplate faceFleet{
    "face.fleet.size", MQLAB_TR("EngineMessage", "{brokers} \u00d7 {instance} \u00b7 {partitions} partitions")};
} // namespace shared
// Every card face line's template: the shared ones, then each module's in card order.
std::vector<MessageTemplate> faceTemplates();

// Words that several kinds' formulas (and warnings) put in as parts of their own.
namespace shared {
//: In a limit's formula, where the capacity stands when the catalogue has no trusted figure for it.
inline constexpr MessageTemplate unknownCapacity{"formula.unknown_capacity",
                                                 MQLAB_TR("EngineMessage", "an unknown capacity")};
//: A length of time in days that is not a whole number; {days} is the figure ("0.5", "2.25").
inline constexpr MessageTemplate daysFraction{"days.fraction", MQLAB_TR("EngineMessage", "{days} days")};
} // namespace shared
// Every formula's template: the shared ones, then each module's in card order.
std::vector<MessageTemplate> formulaTemplates();
// Puts a formula's {capacity} in: `figure`, or the words for a capacity the catalogue lacks (NaN).
void putCapacity(Message& m, double capacity, std::string figure);
// Puts a number of days in as {name}: a whole number as a count ("7 days", "1 day"), else the
// shared words for a part of a day around `figure` (the figure as the kind writes it: "0.50").
void putDays(Message& m, std::string name, double days, std::string figure);

// The helpers every kind's limits use.
inline double valueOr(const SourcedFigure& f, double fallback)
{
    return f.value ? *f.value : fallback;
}
LimitReport limit(LimitKind kind, double used, double capacity, double sizingLine, bool producePath,
                  double offeredTotal);
// The card's binding limit, status, clamped percent and lowest wall, from its limits.
void summarise(CardReport& card);

} // namespace mqlab::kinds
