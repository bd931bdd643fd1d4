// "Your turn": from Stage 3 the learner changes the design freely, and checkAnswer() judges it
// against the stage's brief with the engine's own figures: what saturates, what it costs, the
// load it holds, what one lost broker does, what changed, and how it compares with the known
// answers. The answers and the known wrong moves are data (stages/your-turn.json, described in
// stages/README.md); every text they hold is filled from engine figures.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "mqlab/model/report.h"
#include "mqlab/model/scenario.h"
#include "mqlab/report/message.h"

namespace mqlab {

struct Catalog;

inline constexpr int kYourTurnSchema = 1;

// A known good answer: a patch over the baseline (see patched()).
struct ReferenceAnswer {
    std::string id, title;   // id: [a-z0-9-]
    std::string summary;     // with {{figure}} placeholders, filled on the patched design
    nlohmann::json patch;
};

// A known move that cannot fix this wall. `field` is "<array>.<scenario field>", e.g. "groups.tasks".
enum class MoveDirection { Raised, Lowered, Changed };
struct WrongMove {
    std::string id, title;
    std::string field;
    MoveDirection when = MoveDirection::Raised;
    std::string reason;      // placeholders filled on the baseline with only this move applied
};

// A part of the brief the answer must keep; the engine knows how to check each id.
// Key: the producers keep the baseline's key (merchant order stays); Cheaper: the MSK lines of the
// bill come in below the baseline's (a brief that asks for the same load on cheaper brokers).
// Round 1's briefs add Overhead (the fleet's worst-case overhead is not lowered), Ceiling (a partition's
// planned rate is not raised) and TaskTimes (the workers' task times are not shortened); there Stream
// means the task producers' message size, and Retention and Zones are checks of their own.
enum class Requirement {
    Readers,
    Stream,
    Copies,
    InSync,
    Zones,
    Retention,
    Acks,
    Key,
    Cheaper,
    Overhead,
    Ceiling,
    TaskTimes
};
struct BriefRule {
    Requirement id = Requirement::Readers;
    std::string reason;      // placeholders filled on the baseline
};

// What a Round 1 answer must meet ("targets" in the data), each judged with the round's own models:
// a brief with targets is judged by checks (CheckLine) instead of a Kafka cluster's verdict.
struct RoundOneTargets {
    double retentionDays = 4;          // unprocessed tasks are kept at least this long
    double latencyMs = 100;            // P99 from a send to a waiting worker, at most
    double availabilityPercent = 99.9; // the month's downtime budget comes from it
    double taskMaxS = 60;              // the longest task a lease must last through
    double crashNoticedS = 30;         // a dead worker's task is visible again within this
    int maxDeliveries = 5;             // a task that always fails is handed out at most this often, then parked
    int replicaLosses = 1;             // replicas (one a zone) that may be lost with no acknowledged task lost
};

// What a Round 2 answer must meet ("targets" on a brief whose design has a platform fleet): the
// platform's limits are judged in the after-zone-loss state the fleet is sized for, then these.
struct RoundTwoTargets {
    double latencyMs = 15;              // P99 from a send to a waiting reader, at most
    double availabilityPercent = 99.99; // the month's downtime budget comes from it
    double replayDays = 7;              // a reader may go back this many days (local disks plus the tier)
    double pageCacheS = 60;             // seconds of writes a broker's page cache must hold for live readers
    int replicaLosses = 1;              // replicas (one a zone) that may be lost with no acknowledged message lost
};

// What a Round 3 answer must meet ("targets" on a brief whose design has cells): every cell card's and
// mirror card's limit, then these, each from the round's figures (second-seed.md 4.4).
struct RoundThreeTargets {
    double rpoSeconds = 5;   // a critical topic's mirror may trail by at most this (its target lag)
    double s3OutageDays = 1; // the broker disks hold at least this long when uploads to S3 stop
    double archiveDays = 90; // finance's topics are kept at least this long
};

struct YourTurn {
    int stage = 3; // the stage whose design is the baseline: 1 to 99, or a round's part (107: Round 1, part 7)
    std::string title, brief;
    // A patch over the stage's design that sets the brief's situation (e.g. the load it asks for); the
    // brief, the answers and the load are taken from the patched design, "what changed" from the stage's.
    nlohmann::json setting;
    std::optional<RoundOneTargets> roundOne;
    std::optional<RoundTwoTargets> roundTwo;
    std::optional<RoundThreeTargets> roundThree;
    std::vector<ReferenceAnswer> answers;   // at least one
    std::vector<WrongMove> wrongMoves;
    std::vector<BriefRule> rules;
};

// Throws InputError naming `fileName` and the field. Patches and fields are checked against
// `baseline` (the stage's design), and every text is filled once to catch unknown figures.
YourTurn parseYourTurn(const std::string& text, const std::string& fileName, const Scenario& baseline,
                       const Catalog& catalog);
// A brief held in a stage file's lesson ("your_turn"): the same fields less `schema` and `stage`, which
// are the lesson's own. Errors name `fileName` and lesson.your_turn.
YourTurn parseStageYourTurn(const nlohmann::json& brief, const std::string& fileName, int stage,
                            const Scenario& baseline, const Catalog& catalog);
// The brief Your turn shows on `stage`: the stage's own (`own`, from its lesson), else `shared`
// (stages/your-turn.json) when its baseline is this very stage; otherwise none. A stage never shows
// another stage's brief, so a stage without one has no Your turn.
const YourTurn* briefForStage(int stage, const YourTurn* own, const YourTurn* shared);

// One design at the stage's load: the figures a verdict compares.
struct DesignCheck {
    bool hasCluster = false;
    bool saturates = false;
    std::string firstName;                  // the first card to saturate ("" when none)
    std::string bindingName;                // the busiest card's binding limit, e.g. "Kafka cluster: network"
    Message binding;                        // the same as a template: the card's name and the limit's, for the window
    double bindingPercent = kNotKnown;      // its raw percent, may pass 100
    bool pastSizingLine = false;            // a limit of a cluster is past AWS's sizing line (warn or red)
    Message pastLine;                       // which, with its percent ("Kafka cluster: network at 83.2%; ...")
    double wallEventsPerSecond = kNotKnown; // the load it holds: the first limit to reach 100%
    Message wall;                           // "43,923 events/s (Kafka cluster: network)" or "unknown"
    Money monthly;                          // the bill at the stage's load
    std::string costText;                   // "$6,406.93"
    bool derivedPrice = false;
    // One broker lost: a survivor's binding traffic limit (Standard: network; Express: data out
    // against its maximum), percent; NaN when not known (no survivor, or no catalogue figure).
    double lostBrokerPercent = kNotKnown;
    int survivors = 0;
    Message lostBroker;             // "59.8% of the network on 5 survivors"
    std::vector<std::string> unchecked;  // limits with no catalogue figure
    std::string clusterKind, brokerSize;
    int brokers = 0;
};

struct AnswerComparison {
    std::string id, title, summary;   // summary filled on the answer's design
    DesignCheck check;
    bool closest = false;   // the answer nearest yours (same broker kind and size)
    bool same = false;      // yours is this answer (kind, size and brokers)
    Message comparison;     // yours against it, in words
};

struct Change {
    Message what;     // "Kafka cluster, brokers", or a node's name when it was added or removed
    Message from, to; // "3", "6"; "on the canvas", "removed"; "not there", "added"
};

struct WrongMoveFound {
    std::string id, title, reason;
};

// MissesTarget: Round 1 only; nothing saturates but a target of the brief (latency, a lost zone, the
// lease, the DLQ, retention) is not met.
enum class Outcome { Holds, Saturates, BendsBrief, NoCluster, MissesTarget };
// Every outcome, in order: a new one goes here too (the app's YourTurnOutcome is checked against it).
inline constexpr Outcome kAllOutcomes[] = {Outcome::Holds, Outcome::Saturates, Outcome::BendsBrief, Outcome::NoCluster,
                                           Outcome::MissesTarget};

// One check of a Round 1 answer: a figure from the round's models against its limit or the brief's target.
struct CheckLine {
    std::string id; // "storage", "fsync-iops", "partition-rate", "ebs-link", "network", "in-flight",
                    // "fifo-throughput", "latency", "zone-loss", "retention", "lease", "dlq", "queue";
                    // Round 2: its limits' keys, "latency", "zone_loss", "replay", "page_cache";
                    // Round 3: its limits' keys, "growth", "mirrors", "rpo", "s3_outage", "archive"
    Message name;   // "Broker fleet: worst-case storage"
    bool passed = false;
    bool limit = false; // a card's limit (a failed one saturates), not a target of the brief
    Message text;       // the figure and the limit, in words
};

struct Verdict {
    Outcome outcome = Outcome::NoCluster;
    bool passed = false;             // Holds
    double load = 0;                 // events/s the answer is checked at: the stage's own
    Message headline;
    DesignCheck yours, baseline;
    std::vector<Message> cautions;   // a pass that still deserves a word
    std::vector<Message> broken;     // parts of the brief the answer gave up
    std::vector<Change> changes;
    std::vector<WrongMoveFound> wrongMoves;
    std::vector<AnswerComparison> answers;
    std::vector<CheckLine> checks; // Rounds 1 and 2: every check, in order (empty for a Kafka brief)
};

// Checks `answer` against `baseline` at the baseline's offered load.
Verdict checkAnswer(const Scenario& baseline, const Scenario& answer, const YourTurn& turn, const Catalog& catalog);
std::string outcomeName(Outcome o); // "holds", "saturates", "bends-brief", "no-cluster", "misses-target"
// The check a Round 1 or 2 verdict holds under `id`, or null.
const CheckLine* findCheck(const Verdict& v, const std::string& id);
// Every template a verdict's sentences are made from, for messageTemplates().
std::vector<MessageTemplate> yourTurnTemplates();

}  // namespace mqlab
