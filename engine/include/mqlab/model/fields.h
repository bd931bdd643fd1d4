// Every field of every node kind, declared once: its JSON key, its words, its unit, its allowed range,
// its default and which kinds have it. The scenario reader and validator, the inspector and Your turn
// all read this table, so a range or a label is changed in one place (engine/src/model/fields.cpp).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "mqlab/model/kind_list.h"
#include "mqlab/model/scenario.h"

namespace mqlab {

// A node's kind as the canvas shows it: a cluster's broker kind makes a kind of its own.
// The values come from kind_list.h, the one list of kinds (the app's QML enum is made from it too).
#define MQLAB_KIND_VALUE(name) name,
enum class Kind { MQLAB_KINDS(MQLAB_KIND_VALUE) };
#undef MQLAB_KIND_VALUE
#define MQLAB_KIND_ITEM(name) Kind::name,
inline constexpr Kind kAllKinds[] = {MQLAB_KINDS(MQLAB_KIND_ITEM)};
#undef MQLAB_KIND_ITEM
// Whether the kind needs a version 2 scenario.
constexpr bool isRoundKind(Kind kind)
{
    return kind >= Kind::TaskProducer;
}

std::optional<Kind> kindOfNode(const Scenario& scenario, const std::string& id);
NodeKind nodeKindOf(Kind kind);            // the scenario array the kind lives in
std::string_view kindKey(Kind kind);       // "producer", "standard", "express", "group"
std::string_view kindLabel(Kind kind);     // a person's name: "Producer", "Express cluster", ...
std::string_view arrayName(NodeKind kind); // "producers", "clusters", "groups", "dead_letter_queues"

enum class FieldType { Id, Text, Number, Whole, Choice, Toggle };

struct FieldChoice {
    std::string value; // as written in JSON
    std::string text;  // as the inspector offers it
};

struct FieldSpec {
    std::string key;         // the JSON key
    std::vector<Kind> kinds; // the kinds that have this row (a key may have one row per kind)
    FieldType type = FieldType::Number;
    std::string label;                // the inspector's words; Your turn uses them too
    std::string unit;                 // after a range in a refusal: "events/s", "brokers"
    double lo = 0, hi = 0;            // the reader's range; a cross-field rule may narrow it (see rangeNote)
    bool loOpen = false;              // true: lo itself is refused ("more than 0")
    double defaultNumber = 0;         // Number, Whole and Toggle (0 or 1)
    std::string defaultText;          // Text and Choice
    std::vector<FieldChoice> choices; // Choice: the allowed values in the order of their C++ enum
    std::string help;                 // one line on what the figure means
    std::string source;               // where an outside figure in the range or default comes from (a URL)
    std::string rangeNote;            // a cross-field limit beside the range: "and at most brokers"
    std::string hiField;              // the field whose value x hiFactor caps this one on a node ("brokers")
    double hiFactor = 1;
    int decimals = 0;         // decimals the inspector shows
    double shownScale = 1;    // the inspector shows value x this (100: a share as a percent)
    std::string shownUnit;    // the inspector's unit; empty for counts
    bool inspected = true;    // shown in the inspector
    bool fixed = false;       // the kind allows only the default (Express's replication factor)
    bool followsKind = false; // set to the new kind's default when a cluster changes kind

    bool has(Kind kind) const;
};

// Every row, in the order the reader reads them and the inspector shows them.
const std::vector<FieldSpec>& fieldTable();
// The row of `key` for `kind`, or null when the kind has no such field.
const FieldSpec* findField(Kind kind, std::string_view key);
// The same, for a key the code knows the kind has; throws std::logic_error otherwise.
const FieldSpec& field(Kind kind, std::string_view key);
// The rows of one kind, in table order.
const std::vector<const FieldSpec*>& fieldsOf(Kind kind);
// The rows the inspector shows for a kind, in its order.
std::vector<const FieldSpec*> inspectorFields(Kind kind);
// The top of the field's range on this node (JSON as toJson writes it): the table's, or less
// where a cross-field rule caps it (replication_factor at most brokers).
double topOf(const FieldSpec& spec, const nlohmann::json& node);

// The range as a refusal states it: "1 to 10,000,000 events/s", "more than 0 and up to 3,650 days",
// "a whole number from 1 to 1,000 brokers". `hi` overrides the table's top (a cross-field limit).
std::string rangeText(const FieldSpec& spec);
std::string rangeText(const FieldSpec& spec, double hi);
bool inRange(const FieldSpec& spec, double value);
// The range in the inspector's own unit (a share as a percent): "more than 0 and up to 100%".
std::string shownRangeText(const FieldSpec& spec, double hi);
// A field named in a sentence, lower case, with its unit: "mean event size (bytes)".
std::string fieldPhrase(const FieldSpec& spec);
// A figure as a refusal shows it: 10,000,000 and 1,048,576, never 1e+07; up to 4 decimals.
std::string plainNumber(double value);

// An enum's JSON name, from its row's choices (the enum's order is the choices' order).
const std::string& choiceName(Kind kind, std::string_view key, int index);
inline const std::string& acksName(Acks a)
{
    return choiceName(Kind::Producer, "acks", static_cast<int>(a));
}
inline const std::string& keyKindName(KeyKind k)
{
    return choiceName(Kind::Producer, "key", static_cast<int>(k));
}
inline const std::string& partitionerName(Partitioner p)
{
    return choiceName(Kind::Producer, "partitioner", static_cast<int>(p));
}
inline const std::string& sqsTypeName(SqsType t)
{
    return choiceName(Kind::SqsQueue, "type", static_cast<int>(t));
}
inline const std::string& clusterKindName(ClusterKind k)
{
    return choiceName(Kind::StandardCluster, "kind", static_cast<int>(k));
}
// The index of `value` among the row's choices, or -1.
int choiceIndex(const FieldSpec& spec, std::string_view value);

// The cluster fields a change to `kind` sets ({"kind": "express", "broker_size": ...}): the new
// kind's size and its fixed figures, as a patch entry for patched() (the id is added by the caller).
nlohmann::json kindChange(ClusterKind kind);
nlohmann::json kindChange(Kind kind); // the same for any kind whose array tells kinds apart by "kind"

} // namespace mqlab
