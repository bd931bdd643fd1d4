// The registry of node kinds: for each kind its key, its name, the scenario array it lives in and
// the connections it may make. Each kind's models live in its own module (engine/src/kinds/);
// evaluate(), validate() and connectionRefusal() read the kinds from here, never a fixed chain.
// engine/docs/adding-a-kind.md lists the steps for a new kind.
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "mqlab/model/fields.h"
#include "mqlab/model/report.h"
#include "mqlab/report/message.h"

namespace mqlab {

struct KindInfo {
    Kind kind = Kind::Producer;
    NodeKind node = NodeKind::Producer; // the scenario array (and card order) the kind lives in
    std::string_view key;               // as the add entries and kindKey() name it: "express"
    std::string_view label;             // a person's name: "Express cluster"
    std::string_view idPrefix;          // a new node's id is "<prefix>-<n>": "cluster-2"
    std::string_view newName;           // a new node's name on its card ("Producer"); empty: the table's default
    // The add entries (palette, right-click menu, Edit menu) read these through one app model.
    std::string_view entry;      // the entry's name: the palette button is "add-<entry>"
    std::string_view buttonText; // the palette's button: "+ Express"
    std::string_view addText;    // the menus' words, '&' before the Edit menu's mnemonic: "Add an &Express cluster"
    Position addAt;              // where the Edit menu puts a new one, canvas pixels
    std::string_view color;      // its card's stripe, "#rrggbb" (the same in every theme)
    int round = 0;               // the round that brought it (0: the first seed's or Round 1's, 2: Round 2's); the add
                                 // entries offer a design's own round's kinds first
};

// One connection the design allows: a node in array `from` feeds a node in array `to`. A refusal
// that is null means no such rule. Each refusal is a template (mqlab/report/message.h) declared by the
// kind's module that declares the rule, so the window translates it; messageTemplates() lists them.
struct TopologyRule {
    NodeKind from = NodeKind::Producer, to = NodeKind::Cluster;
    const MessageTemplate* oneOut = nullptr; // a `from` node has at most one such connection; the refusal when taken
    const MessageTemplate* oneIn = nullptr;  // a `to` node has at most one such connection; the refusal when taken
    std::string_view fromNeeds; // a finished design's `from` node must have one: what to do when it has none
    std::string_view toNeeds;   // the same for the `to` node
    // A `from` node has at most one connection among every rule of its array with this same template (a
    // task producer sends to one topic or one platform fleet, not both); the refusal when taken.
    const MessageTemplate* oneOfOut = nullptr; // the rules that leave it out say nothing of it
    // A rule that also reads the two nodes' fields (a mirror joins the regions of one pair, never across
    // the EU boundary): the refusal of `from -> to`, or a Message with empty `english`. Null: none.
    Message (*refusal)(const Scenario& scenario, const std::string& from, const std::string& to) = nullptr;
};

// What a node's card shows beside its limits, from its kind's module.
// Each line is a Message (mqlab/report/message.h), a template and its figures, so that the window can
// translate the line while `report` prints its English text().
struct CardFace {
    Kind kind = Kind::Producer;
    Position position;
    Message headline; // the card's main line: "25,000 events/s", "3 x kafka.m7g.large"
    Message detail;   // the line under it

    CardFace() = default;
    CardFace(Kind k, Position p, Message h, Message d)
        : kind(k), position(p), headline(std::move(h)), detail(std::move(d))
    {}
    // Lines with no template yet: Messages with no id whose English is the whole line.
    CardFace(Kind k, Position p, std::string h, std::string d)
        : CardFace(k, p, plainWords(std::move(h)), plainWords(std::move(d)))
    {}
};
CardFace cardFace(const Scenario& scenario, const CardReport& card);
// The same with the report's figures, for the cards that show them (a region's planned peak).
CardFace cardFace(const Scenario& scenario, const Report& report, const CardReport& card);
// The card's kind in `report --json` ("cluster", "broker_fleet"), and whether `report` prints its face.
std::string_view cardKindKey(NodeKind card);
bool cardFaceInText(NodeKind card);
// The id and name of node `index` of array `kind` (empty when there is none).
std::string nodeId(const Scenario& scenario, NodeKind kind, int index);
std::string nodeName(const Scenario& scenario, NodeKind kind, int index);

// Every kind, in the order the add entries offer them.
const std::vector<KindInfo>& kindRegistry();
const KindInfo& kindInfo(Kind kind);
// The arrays in card order: producers, clusters, groups, then each array added after them.
const std::vector<NodeKind>& nodeArrays();
// A person's name for a whole array in a sentence: "producer", "cluster", "consumer group".
std::string_view arrayNoun(NodeKind node);
// The same noun as a part of a sentence, which the window translates under "KindNoun" (each module marks
// its noun so); its text() is arrayNoun(node).
struct Message;
Message arrayNounMessage(NodeKind node);

// Every allowed connection; anything else is refused with topologyRefusal(from).
const std::vector<TopologyRule>& topologyRules();
// The rule for `from -> to`, or null when the design has no such connection.
const TopologyRule* topologyRule(NodeKind from, NodeKind to);
// Whether a card of the kind has a port for connections in (takes) and out (sends), and the out
// port's hint ("Drag to a cluster"), from the rules.
bool takesConnections(Kind kind);
bool sendsConnections(Kind kind);
// Where a card's right port connects to, for its tooltip: "Drag to a cluster", "Drag to a worker pool, a
// dead-letter queue or a region"; empty english when the kind sends to nothing.
Message dragHint(Kind kind);
// A new card's name in English: the kind's newName, else its "name" field's default ("Kafka cluster"). The
// window offers it translated (context "NewCardName") and the node keeps what it was given.
std::string newCardName(Kind kind);
// Why a node of array `from` may not make a connection, from the rules: "a cluster connects only to a
// consumer group", "nothing connects out of a dead-letter queue"; the kinds' nouns are parts the window
// translates under "KindNoun".
Message topologyRefusal(NodeKind from);
// Every template a refused connection is said in (topologyRefusal's, each rule's): messageTemplates() lists them.
std::vector<MessageTemplate> connectionTemplates();

} // namespace mqlab
