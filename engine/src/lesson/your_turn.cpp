#include "mqlab/lesson/your_turn.h"

#include <algorithm>
#include <cmath>
#include <set>

#include "mqlab/model/catalog.h"
#include "mqlab/report/list.h"
#include "mqlab/report/message.h"
#include "mqlab/model/fields.h"
#include "mqlab/error.h"
#include "mqlab/report/explain.h"
#include "mqlab/report/format.h"
#include "mqlab/model/models.h"
#include "mqlab/model/queue_bills.h"
#include "mqlab/model/traffic.h"
#include "mqlab/model/unit_system.h"
#include "mqlab/lesson/side.h"
#include "mqlab/sim/round_one.h"

#include "../json_fields.h"

namespace mqlab {
namespace {

using nlohmann::json;

// The verdicts' sentences, as templates the window translates. Arguments named *_wall, *_lost,
// limits and lost are themselves sentences of these templates, given in English.
namespace said {
//: A design's first wall: {load} and {unit} ("43,923", "events/s"), then the card and its limit.
constexpr MessageTemplate wall{"your_turn.wall", MQLAB_TR("EngineMessage", "{load} {unit} ({card}: {limit})")};
//: The load a design holds is not known (nothing grows with the load).
constexpr MessageTemplate wallUnknown{"your_turn.wall.unknown", MQLAB_TR("EngineMessage", "unknown")};
//: What one lost broker does, when the design has no Kafka cluster.
constexpr MessageTemplate lostNoCluster{"your_turn.lost.no_cluster", MQLAB_TR("EngineMessage", "no cluster")};
constexpr MessageTemplate lostOnly{"your_turn.lost.only",
                                   MQLAB_TR("EngineMessage", "the only broker: the cluster stops")};
//: One broker lost: {percent} of a survivor's network is used ("59.8%"); {survivors} is "5 survivors".
constexpr MessageTemplate lostNetwork{"your_turn.lost.network",
                                      MQLAB_TR("EngineMessage", "{percent} of the network on {survivors}")};
//: One broker lost (Express brokers): {percent} of a survivor's maximum data out; {survivors} "2 survivors".
constexpr MessageTemplate lostDataOut{"your_turn.lost.data_out",
                                      MQLAB_TR("EngineMessage", "{percent} of the maximum data out on {survivors}")};
//: {size} is a broker size with no catalogue figure ("kafka.m7g.large").
constexpr MessageTemplate lostUnknown{"your_turn.lost.unknown",
                                      MQLAB_TR("EngineMessage", "unknown: the catalogue has no figure for {size}")};
constexpr MessageTemplate compareSame{
    "your_turn.compare.same", MQLAB_TR("EngineMessage", "Your design is this answer, so its figures are yours.")};
//: A known answer beside the learner's design. {its_wall} and {your_wall} are the loads each holds, with
//: the limit that stops it; {its_cost} a sum of money; {its_lost} and {your_lost} what one lost broker does.
constexpr MessageTemplate compareSameCost{
    "your_turn.compare.same_cost",
    MQLAB_TR("EngineMessage", "It holds {its_wall}; yours holds {your_wall}. It costs {its_cost} a month; yours costs "
                              "the same. With one broker lost it runs at {its_lost}; yours at {your_lost}.")};
//: As above; yours is cheaper by {difference} and costs {your_cost} (sums of money).
constexpr MessageTemplate compareLess{
    "your_turn.compare.less",
    MQLAB_TR("EngineMessage", "It holds {its_wall}; yours holds {your_wall}. It costs {its_cost} a month; yours costs "
                              "{difference} less ({your_cost}). With one broker lost it runs at {its_lost}; yours at "
                              "{your_lost}.")};
//: As above; yours costs {difference} more, {your_cost} in all (sums of money).
constexpr MessageTemplate compareMore{
    "your_turn.compare.more",
    MQLAB_TR("EngineMessage", "It holds {its_wall}; yours holds {your_wall}. It costs {its_cost} a month; yours costs "
                              "{difference} more ({your_cost}). With one broker lost it runs at {its_lost}; yours at "
                              "{your_lost}.")};
constexpr MessageTemplate noCluster{
    "your_turn.no_cluster",
    MQLAB_TR("EngineMessage",
             "There is no cluster on the canvas to check. Put the stage's design back, or add a cluster.")};
//: {load} is the brief's load in events a second ("25,000"); {card} the first card past a limit; {binding}
//: a card and its limit ("Kafka cluster: network"); {percent} how far it is used ("113.8%").
constexpr MessageTemplate saturates{
    "your_turn.saturates",
    MQLAB_TR("EngineMessage", "Not yet: at {load} events/s, {card} is still past a wall ({binding} at {percent}).")};
//: {load} is the brief's load in events a second ("25,000").
constexpr MessageTemplate bendsBrief{
    "your_turn.bends_brief",
    MQLAB_TR("EngineMessage", "Nothing saturates at {load} events/s, but the answer gives up part of the brief.")};
//: {load} the brief's load ("25,000"); {binding} the busiest card and its limit ("Kafka cluster: network");
//: {percent} how far it is used ("56.9%").
constexpr MessageTemplate holds{
    "your_turn.holds",
    MQLAB_TR("EngineMessage",
             "It holds: nothing saturates at {load} events/s. The busiest limit is {binding} at {percent}.")};
//: {limits} lists each limit past its warning line with its percent ("Kafka cluster: network at 83.2%").
constexpr MessageTemplate cautionPastLine{
    "your_turn.caution.past_line",
    MQLAB_TR(
        "EngineMessage",
        "Past the line where the card warns: {limits}. It carries the load, with less headroom than AWS sizes for.")};
//: {lost} is what one lost broker does ("112.1% of the network on 2 survivors").
constexpr MessageTemplate cautionLostBroker{
    "your_turn.caution.lost_broker",
    MQLAB_TR("EngineMessage",
             "One lost broker, or one broker restarted for a patch, saturates the survivors: {lost}.")};
//: {limit} is a limit and a broker size with no catalogue figure ("network of kafka.m7g.large").
constexpr MessageTemplate cautionUnchecked{
    "your_turn.caution.unchecked",
    MQLAB_TR("EngineMessage", "Not checked: the catalogue has no figure for the {limit}.")};
constexpr MessageTemplate cautionDerivedPrice{
    "your_turn.caution.derived_price",
    MQLAB_TR("EngineMessage",
             "A broker price is derived from a sourced size, not sourced itself, so the cost is an estimate.")};
constexpr MessageTemplate cautionSaturatedBill{
    "your_turn.caution.saturated_bill",
    MQLAB_TR("EngineMessage", "While a limit is saturated the bill counts only what the brokers carry; the rest waits "
                              "in the producers, so a lower cost here is no saving.")};
//: {offered} is the load the canvas offers and {load} the brief's, both in events a second.
constexpr MessageTemplate cautionLoad{
    "your_turn.caution.load",
    MQLAB_TR("EngineMessage",
             "The canvas offers {offered} events/s; the answer is checked at the brief's {load} events/s.")};
// The parts of the brief an answer gave up; {reason} is the brief's own why, from the stage's data.
//: {groups} is a count of consumer groups with its verb ("5 groups read"); {base} the brief's count.
constexpr MessageTemplate brokeReaders{"your_turn.broken.readers",
                                       MQLAB_TR("EngineMessage", "{groups} the cluster, not {base}. {reason}")};
//: {mine} and {base} are megabytes a second ("51.2").
constexpr MessageTemplate brokeStream{
    "your_turn.broken.stream", MQLAB_TR("EngineMessage", "The cluster takes {mine} MB/s, not {base} MB/s. {reason}")};
//: Kafka's replication factor: {mine} the answer's, {base} the brief's.
constexpr MessageTemplate brokeCopies{"your_turn.broken.copies",
                                      MQLAB_TR("EngineMessage", "Replication factor {mine}, not {base}. {reason}")};
//: Kafka's min.insync.replicas: {mine} the answer's, {base} the brief's.
constexpr MessageTemplate brokeInSync{"your_turn.broken.in_sync",
                                      MQLAB_TR("EngineMessage", "Min in-sync replicas {mine}, not {base}. {reason}")};
//: {zones} is a count of availability zones ("2 zones"); {base} the brief's count.
constexpr MessageTemplate brokeZones{"your_turn.broken.zones",
                                     MQLAB_TR("EngineMessage", "{zones}, not {base}. {reason}")};
//: {mine} and {base} are days with one decimal ("3.0").
constexpr MessageTemplate brokeRetention{"your_turn.broken.retention",
                                         MQLAB_TR("EngineMessage", "Retention {mine} days, not {base}. {reason}")};
constexpr MessageTemplate brokeAcks{
    "your_turn.broken.acks",
    MQLAB_TR("EngineMessage", "A producer no longer waits for every in-sync copy (acks is not all). {reason}")};
//: {producer} is a producer's name.
constexpr MessageTemplate brokeKeyMerchant{
    "your_turn.broken.key.merchant",
    MQLAB_TR("EngineMessage", "{producer} keys by merchant, not by order id. {reason}")};
//: {producer} is a producer's name.
constexpr MessageTemplate brokeKeyOrder{
    "your_turn.broken.key.order", MQLAB_TR("EngineMessage", "{producer} keys by order id, not by merchant. {reason}")};
//: {mine} and {base} are sums of money a month.
constexpr MessageTemplate brokeCheaper{
    "your_turn.broken.cheaper",
    MQLAB_TR("EngineMessage", "MSK costs {mine} a month, not less than the stage's {base}. {reason}")};

constexpr CountWords kSurvivors{"%n survivor", MQLAB_TR_N("EngineCount", "%n survivors")};
constexpr CountWords kGroupsRead{"%n group reads", MQLAB_TR_N("EngineCount", "%n groups read")};
constexpr CountWords kZones{"%n zone", MQLAB_TR_N("EngineCount", "%n zones")};

// The rounds' verdicts: {load} is the brief's load and {unit} its unit ("6,076.39", "msg/s").
//: A round's design with nothing to hold the tasks (Round 1).
constexpr MessageTemplate noFleetOrQueue{
    "your_turn.round1.empty",
    MQLAB_TR("EngineMessage", "There is no broker fleet or SQS queue on the canvas to hold the tasks. Put the "
                              "round's design back, or add one.")};
constexpr MessageTemplate noPlatform{
    "your_turn.round2.empty",
    MQLAB_TR("EngineMessage",
             "There is no platform fleet on the canvas to hold the topics. Put the round's design back, or add one.")};
constexpr MessageTemplate noCells{
    "your_turn.round3.empty",
    MQLAB_TR("EngineMessage",
             "There are no cells on the canvas to hold the topics. Put the round's design back, or add them.")};
//: {check} names a card and its limit ("Broker fleet: worst-case storage"); {detail} is that check's line.
constexpr MessageTemplate roundSaturates{
    "your_turn.round.saturates",
    MQLAB_TR("EngineMessage", "Not yet: at {load} {unit}, {check} is past its limit. {detail}")};
//: {missed} lists the brief's targets not met, separated by semicolons.
constexpr MessageTemplate roundMisses{
    "your_turn.round.misses",
    MQLAB_TR("EngineMessage", "Nothing saturates at {load} {unit}, but the design misses the brief on: {missed}.")};
constexpr MessageTemplate roundBends{
    "your_turn.round.bends_brief",
    MQLAB_TR("EngineMessage", "Every check passes at {load} {unit}, but the answer gives up part of the brief.")};
//: {checks} is the count of checks with its verb ("all 14 checks pass"); {binding} a card and its limit.
constexpr MessageTemplate roundHolds{
    "your_turn.round.holds",
    MQLAB_TR("EngineMessage", "It holds: {checks} at {load} {unit}. The busiest limit is {binding} at {percent}.")};
//: As above, on Round 2, whose design is judged with one zone lost.
constexpr MessageTemplate roundHoldsZoneLost{
    "your_turn.round.holds.zone_lost",
    MQLAB_TR("EngineMessage",
             "It holds: {checks} at {load} {unit}, a zone already lost. The busiest limit is {binding} at {percent}.")};
//: {limits} lists each limit past its warning line with its percent.
constexpr MessageTemplate roundPastLine{
    "your_turn.round.past_line",
    MQLAB_TR("EngineMessage", "Past the line where the card warns: {limits}. It carries the load, with less "
                              "headroom than the round sizes for.")};
//: As above, on Round 2: the limits with one zone lost.
constexpr MessageTemplate roundPastLineZoneLost{
    "your_turn.round.past_line.zone_lost",
    MQLAB_TR("EngineMessage", "Past the line where the card warns, after a zone loss: {limits}. It carries the "
                              "load, with less headroom than the round sizes for.")};
//: {item} is a bill line's name; {source} where the catalogue's assumed price comes from.
constexpr MessageTemplate assumedPrice{
    "your_turn.round.price.assumed",
    MQLAB_TR("EngineMessage",
             "The {item} line is priced with an assumed figure ({source}), so the cost is an estimate.")};
//: {item} is a bill line's name; {source} what the catalogue rebuilt the price from.
constexpr MessageTemplate rebuiltPrice{
    "your_turn.round.price.rebuilt",
    MQLAB_TR("EngineMessage",
             "The {item} line is priced with a rebuilt figure ({source}), so the cost is an estimate.")};
//: {offered} is the load the canvas offers and {load} the brief's, both in {unit}.
constexpr MessageTemplate roundLoad{
    "your_turn.round.load",
    MQLAB_TR("EngineMessage",
             "The canvas offers {offered} {unit}; the answer is checked at the brief's {load} {unit}.")};
//: One broker lost from a Round 1 fleet: {left} of {replicas} ("2 of 3 replicas") remain.
constexpr MessageTemplate fleetLost{
    "your_turn.round1.lost",
    MQLAB_TR("EngineMessage", "{left} of {replicas} of its partitions are left, a majority, so sends go on")};
constexpr MessageTemplate fleetLostMajority{
    "your_turn.round1.lost.majority",
    MQLAB_TR("EngineMessage", "its partitions lose their majority and stop taking sends")};
constexpr MessageTemplate sqsLost{"your_turn.round1.lost.sqs",
                                  MQLAB_TR("EngineMessage", "no brokers of yours: AWS runs the servers behind SQS")};
constexpr MessageTemplate platformLost{
    "your_turn.round2.lost",
    MQLAB_TR("EngineMessage", "a majority of every partition is left, so sends go on after an election")};
constexpr MessageTemplate platformLostMajority{
    "your_turn.round2.lost.majority",
    MQLAB_TR("EngineMessage", "some partitions lose their majority and stop taking sends")};
constexpr MessageTemplate cellLost{
    "your_turn.round3.lost",
    MQLAB_TR("EngineMessage", "each cell is a Round 2 platform: a lost zone leaves a majority of every partition")};

constexpr CountWords kChecksPass{"the %n check passes", MQLAB_TR_N("EngineCount", "all %n checks pass")};
constexpr CountWords kReplicas{"%n replica", MQLAB_TR_N("EngineCount", "%n replicas")};

constexpr const MessageTemplate* all[] = {&wall,
                                          &wallUnknown,
                                          &lostNoCluster,
                                          &lostOnly,
                                          &lostNetwork,
                                          &lostDataOut,
                                          &lostUnknown,
                                          &compareSame,
                                          &compareSameCost,
                                          &compareLess,
                                          &compareMore,
                                          &noCluster,
                                          &saturates,
                                          &bendsBrief,
                                          &holds,
                                          &cautionPastLine,
                                          &cautionLostBroker,
                                          &cautionUnchecked,
                                          &cautionDerivedPrice,
                                          &cautionSaturatedBill,
                                          &cautionLoad,
                                          &brokeReaders,
                                          &brokeStream,
                                          &brokeCopies,
                                          &brokeInSync,
                                          &brokeZones,
                                          &brokeRetention,
                                          &brokeAcks,
                                          &brokeKeyMerchant,
                                          &brokeKeyOrder,
                                          &brokeCheaper,
                                          &noFleetOrQueue,
                                          &noPlatform,
                                          &noCells,
                                          &roundSaturates,
                                          &roundMisses,
                                          &roundBends,
                                          &roundHolds,
                                          &roundHoldsZoneLost,
                                          &roundPastLine,
                                          &roundPastLineZoneLost,
                                          &assumedPrice,
                                          &rebuiltPrice,
                                          &roundLoad,
                                          &fleetLost,
                                          &fleetLostMajority,
                                          &sqsLost,
                                          &platformLost,
                                          &platformLostMajority,
                                          &cellLost};
} // namespace said

// ---- checklines17: the rounds' check lines, the comparisons and what changed, as templates ----
namespace said {
//: A card and one of its limits: {card} is the card's name ("Broker fleet"), {limit} the limit's ("worst-case
//: storage").
constexpr MessageTemplate cardLimit{"your_turn.card_limit", MQLAB_TR("EngineMessage", "{card}: {limit}")};
//: A limit past the line where its card warns: {card_limit} as above, {percent} how far it is used ("83.2%").
constexpr MessageTemplate pastLineItem{"your_turn.past_line.item",
                                       MQLAB_TR("EngineMessage", "{card_limit} at {percent}")};
//: A length of time in days: {days} is 1 ("1 day").
constexpr MessageTemplate oneDay{"your_turn.day", MQLAB_TR("EngineMessage", "{days} day")};
//: A length of time in days: {days} is a figure other than 1, perhaps with decimals ("0.5 days", "7 days").
constexpr MessageTemplate manyDays{"your_turn.days", MQLAB_TR("EngineMessage", "{days} days")};
//: {minutes} of downtime a month ("43.8") that the availability target {percent} ("99.9") allows.
constexpr MessageTemplate budget{"your_turn.budget",
                                 MQLAB_TR("EngineMessage", "{minutes} min of downtime a month that {percent}% allows")};

// A card's limit as a check line.
constexpr MessageTemplate limitUnchecked{
    "your_turn.check.limit.unchecked",
    MQLAB_TR("EngineMessage", "Not checked: the catalogue has no figure for this limit.")};
//: {percent} is how far the limit is used ("72.0%"); {formula} the figures behind it, a sentence of its own.
constexpr MessageTemplate limitWithin{"your_turn.check.limit.within",
                                      MQLAB_TR("EngineMessage", "{percent}: {formula}.")};
//: As above, for a limit past 100%.
constexpr MessageTemplate limitPast{
    "your_turn.check.limit.past",
    MQLAB_TR("EngineMessage", "{percent}: {formula}, past the limit: it saturates at this load.")};

// Round 1's targets.
constexpr MessageTemplate nameLatencyWorker{"your_turn.check.latency.worker",
                                            MQLAB_TR("EngineMessage", "Latency, send to a waiting worker (P99)")};
//: {ms} the P99 latency, {window} the group-commit window and {target} the brief's, all in milliseconds;
//: {times} how many times the latency fits in the target ("11.1").
constexpr MessageTemplate latencyInside{
    "your_turn.check.latency.inside",
    MQLAB_TR("EngineMessage", "{ms} ms with a {window} ms group-commit window, against the brief's {target} ms: "
                              "{times} times inside it.")};
//: As above; {over} is how many milliseconds the latency is past the target ("2.0").
constexpr MessageTemplate latencyPast{
    "your_turn.check.latency.past",
    MQLAB_TR("EngineMessage",
             "{ms} ms with a {window} ms group-commit window, against the brief's {target} ms: past it by {over} ms.")};
constexpr MessageTemplate nameZoneLoss{"your_turn.check.zone_loss", MQLAB_TR("EngineMessage", "A lost zone")};
//: {replicas} a partition's replicas ("3 replicas") in {zones} ("2 zones"); {held} the replicas one zone holds;
//: {quorum} of {factor} the majority a send needs; {budget} the month's downtime budget, a sentence of its own.
constexpr MessageTemplate zoneTooFew{
    "your_turn.check.zone_loss.too_few_zones",
    MQLAB_TR("EngineMessage", "{replicas} in {zones}: a zone holds {held} of some partition, so losing it takes that "
                              "partition's majority ({quorum} of {factor}) and stops its sends until the zone "
                              "returns; one such outage can spend the {budget}.")};
//: Round 1: acknowledged on {quorum} of {replicas} ("2", "3 replicas"); {lost} the replicas it may lose ("1 lost
//: replica"); {wanted} how many the brief wants it to survive.
constexpr MessageTemplate zoneAckedFew{
    "your_turn.check.zone_loss.acked_few",
    MQLAB_TR("EngineMessage",
             "Acknowledged on {quorum} of {replicas}, it survives {lost}; the brief asks for {wanted}.")};
//: {zones} a count of zones ("3 zones"); {quorum} of {replicas} the majority; {lo} to {hi} seconds an election
//: takes; {budget} the month's downtime budget, a sentence of its own.
constexpr MessageTemplate zoneHolds{
    "your_turn.check.zone_loss.holds",
    MQLAB_TR("EngineMessage",
             "One replica of every partition in each of {zones}, committed on {quorum} of {replicas}: a lost zone or "
             "broker leaves a majority and every acknowledged task, and costs only an election, {lo} to {hi} s of "
             "refused and retried sends, against the {budget}.")};
constexpr MessageTemplate nameRetention{"your_turn.check.retention",
                                        MQLAB_TR("EngineMessage", "Unprocessed tasks kept")};
//: {kept} and {target} are lengths of time in days ("4 days").
constexpr MessageTemplate retentionFleet{
    "your_turn.check.retention.fleet", MQLAB_TR("EngineMessage", "{kept} on the fleet, against the brief's {target}.")};
constexpr MessageTemplate retentionFleetShort{
    "your_turn.check.retention.fleet.short",
    MQLAB_TR("EngineMessage", "{kept} on the fleet, against the brief's {target}: a backlog older than that would be "
                              "dropped, and the storage check sizes less.")};
//: {kept} and {target} are lengths of time in days; {queue} is the SQS queue's name.
constexpr MessageTemplate retentionQueue{"your_turn.check.retention.queue",
                                         MQLAB_TR("EngineMessage", "{kept} on {queue}, against the brief's {target}.")};
constexpr MessageTemplate retentionQueueShort{
    "your_turn.check.retention.queue.short",
    MQLAB_TR("EngineMessage",
             "{kept} on {queue}, against the brief's {target}: a backlog older than that would be dropped.")};
constexpr MessageTemplate nameLeases{"your_turn.check.lease.none", MQLAB_TR("EngineMessage", "Leases")};
constexpr MessageTemplate leaseNoPool{
    "your_turn.check.lease.no_pool",
    MQLAB_TR("EngineMessage", "No worker pool reads the tasks: connect one to the fleet or the SQS queue.")};
constexpr MessageTemplate nameLease{"your_turn.check.lease",
                                    MQLAB_TR("EngineMessage", "Lease against the longest task")};
//: A worker pool's lease: {lease} and {every} are seconds.
constexpr MessageTemplate leaseExtended{"your_turn.check.lease.extended",
                                        MQLAB_TR("EngineMessage", "A {lease} s lease extended every {every} s")};
constexpr MessageTemplate leaseFixed{"your_turn.check.lease.fixed",
                                     MQLAB_TR("EngineMessage", "A {lease} s lease with no extensions")};
//: {held} is the lease, a sentence of its own ("A 30 s lease extended every 40 s"); {lease} its seconds.
constexpr MessageTemplate leaseGapped{
    "your_turn.check.lease.gapped",
    MQLAB_TR("EngineMessage", "{held} runs out before each extension comes, so a task longer than {lease} s goes to "
                              "a second worker while the first still works.")};
//: {held} is the lease; {task} the brief's longest task in seconds.
constexpr MessageTemplate leaseShort{
    "your_turn.check.lease.short",
    MQLAB_TR("EngineMessage", "{held} runs out before the brief's longest task of {task} s ends, so that task goes "
                              "to a second worker while the first still works.")};
//: {held} is the lease; {task}, {hidden} and {wanted} are seconds.
constexpr MessageTemplate leaseSlow{
    "your_turn.check.lease.slow",
    MQLAB_TR("EngineMessage", "{held} lasts through a {task} s task, but a crashed worker's task stays hidden up to "
                              "{hidden} s; the brief wants it back within {wanted} s.")};
//: {held} is the lease; {task}, {visible} and {wanted} are seconds.
constexpr MessageTemplate leaseHolds{
    "your_turn.check.lease.holds",
    MQLAB_TR("EngineMessage", "{held} lasts through a {task} s task, and a crashed worker's task is visible again "
                              "within {visible} s (the brief: {wanted} s).")};
constexpr MessageTemplate nameDlq{"your_turn.check.dlq", MQLAB_TR("EngineMessage", "A task that always fails")};
//: {pool} is a worker pool's name; {every} its lease in seconds.
constexpr MessageTemplate dlqNone{
    "your_turn.check.dlq.none",
    MQLAB_TR("EngineMessage", "No dead-letter queue after {pool}: a task that always fails is handed out again every "
                              "{every} s, for ever, and nobody is told.")};
//: {times} how often a failing task is handed out ("8 times"); {after} seconds; {allowed} the brief's most.
constexpr MessageTemplate dlqLate{
    "your_turn.check.dlq.late",
    MQLAB_TR("EngineMessage", "Handed out {times} before the dead-letter queue takes it ({after} s after its first "
                              "receive); the brief allows {allowed}.")};
//: As above, within the brief's most.
constexpr MessageTemplate dlqHolds{
    "your_turn.check.dlq.holds",
    MQLAB_TR("EngineMessage", "Handed out {times}, then parked in the dead-letter queue {after} s after its first "
                              "receive (the brief: at most {allowed}).")};

// Round 2's targets.
constexpr MessageTemplate nameLatencyReader{"your_turn.check.latency.reader",
                                            MQLAB_TR("EngineMessage", "Latency, send to a waiting reader (P99)")};
//: {ms}, {window}, {target} and {spare} are milliseconds.
constexpr MessageTemplate latencySpare{
    "your_turn.check.latency.spare",
    MQLAB_TR("EngineMessage",
             "{ms} ms with a {window} ms group-commit window, against the brief's {target} ms: {spare} ms to spare.")};
constexpr MessageTemplate latencySpareFollower{
    "your_turn.check.latency.spare.follower",
    MQLAB_TR("EngineMessage", "{ms} ms with a {window} ms group-commit window and fetch from the local follower, "
                              "against the brief's {target} ms: {spare} ms to spare.")};
constexpr MessageTemplate latencyPastFollower{
    "your_turn.check.latency.past.follower",
    MQLAB_TR("EngineMessage", "{ms} ms with a {window} ms group-commit window and fetch from the local follower, "
                              "against the brief's {target} ms: past it by {over} ms.")};
//: Round 2: {replicas} ("3 replicas") in {zones} ("2 zones"); {quorum} of {factor} the majority; {budget} the
//: month's downtime budget, a sentence of its own.
constexpr MessageTemplate zoneTwoInOne{
    "your_turn.check.zone_loss.two_in_one",
    MQLAB_TR("EngineMessage", "{replicas} in {zones}: a zone holds two replicas of some partition, so losing it takes "
                              "that partition's majority ({quorum} of {factor}) and stops its sends until the zone "
                              "returns; one such outage can spend the {budget}.")};
//: Round 2: committed on {quorum} of {replicas}; {lost} the replicas it may lose; {wanted} the brief's.
constexpr MessageTemplate zoneCommittedFew{
    "your_turn.check.zone_loss.committed_few",
    MQLAB_TR("EngineMessage", "Committed on {quorum} of {replicas}, it survives {lost}; the brief asks for {wanted}.")};
//: {zones} ("3 zones"); {left} of {replicas} ("2", "3 replicas") remain; {lo} to {hi} sends are retried while
//: {leaders} leaders are elected again; {budget} the month's downtime budget.
constexpr MessageTemplate zoneCommits{
    "your_turn.check.zone_loss.commits",
    MQLAB_TR("EngineMessage",
             "One replica of every partition in each of {zones}: a lost zone leaves {left} of {replicas}, still a "
             "majority, so commits go on; a crashed broker costs {lo} to {hi} retried sends while its {leaders} "
             "leaders are elected again, against the {budget}.")};
constexpr MessageTemplate nameReplay{"your_turn.check.replay", MQLAB_TR("EngineMessage", "Replay window")};
//: {days} in the S3 tier, a length of time ("7 days").
constexpr MessageTemplate replayTier{"your_turn.check.replay.tier", MQLAB_TR("EngineMessage", "{days} in the S3 tier")};
constexpr MessageTemplate replayNoTier{"your_turn.check.replay.no_tier", MQLAB_TR("EngineMessage", "no tier")};
//: {kept} and {target} are lengths of time ("7 days"); {hours} on the broker disks; {tier} the S3 tier's part.
constexpr MessageTemplate replayHolds{
    "your_turn.check.replay.holds",
    MQLAB_TR("EngineMessage", "{kept} kept ({hours} h on broker disks, {tier}), against the brief's {target}.")};
constexpr MessageTemplate replayShort{
    "your_turn.check.replay.short",
    MQLAB_TR("EngineMessage", "{kept} kept ({hours} h on broker disks, {tier}), against the brief's {target}: a "
                              "reader going back that far would find the messages gone.")};
constexpr MessageTemplate namePageCache{"your_turn.check.page_cache",
                                        MQLAB_TR("EngineMessage", "Live readers served from memory")};
//: {seconds} of writes in a {gb} GB page cache; {target} the brief's seconds.
constexpr MessageTemplate pageCacheHolds{
    "your_turn.check.page_cache.holds",
    MQLAB_TR("EngineMessage",
             "{seconds} s of writes in a broker's {gb} GB page cache, against the brief's {target} s.")};
constexpr MessageTemplate pageCacheShort{
    "your_turn.check.page_cache.short",
    MQLAB_TR("EngineMessage", "{seconds} s of writes in a broker's {gb} GB page cache, against the brief's {target} "
                              "s: live readers a little behind would read from disk beside the replays.")};

// Round 3's targets.
constexpr MessageTemplate nameGrowth{"your_turn.check.growth",
                                     MQLAB_TR("EngineMessage", "Room to grow in every region")};
//: A region's cells: {region} its name, {cells} of {needed} ("5 of 7").
constexpr MessageTemplate growthRegion{"your_turn.check.growth.region",
                                       MQLAB_TR("EngineMessage", "{region} {cells} of {needed}")};
//: {regions} lists each region's cells against those needed.
constexpr MessageTemplate growthHolds{
    "your_turn.check.growth.holds",
    MQLAB_TR("EngineMessage", "Cells against the cells needed for the planned peak with its growth room: {regions}.")};
constexpr MessageTemplate growthShort{
    "your_turn.check.growth.short",
    MQLAB_TR("EngineMessage", "Cells against the cells needed for the planned peak with its growth room: {regions}: "
                              "a region short of cells has no room for growth or a surge during a failover.")};
constexpr MessageTemplate nameMirrors{"your_turn.check.mirrors",
                                      MQLAB_TR("EngineMessage", "Every region mirrored to its pair")};
//: {regions} is how many regions there are ("4").
constexpr MessageTemplate mirrorsHold{
    "your_turn.check.mirrors.hold",
    MQLAB_TR("EngineMessage",
             "Each of the {regions} regions copies its critical topics to the other region of its pair.")};
//: {regions} lists the regions' names, or says there is none.
constexpr MessageTemplate mirrorsMissing{
    "your_turn.check.mirrors.missing",
    MQLAB_TR("EngineMessage", "Not mirrored: {regions}; losing such a region loses every critical message it held.")};
constexpr MessageTemplate noRegion{"your_turn.check.mirrors.no_region", MQLAB_TR("EngineMessage", "no region")};
constexpr MessageTemplate nameRpo{"your_turn.check.rpo", MQLAB_TR("EngineMessage", "Critical topics' RPO")};
//: {mirror} is a mirror's name; {lag} and {target} seconds.
constexpr MessageTemplate rpoTrails{
    "your_turn.check.rpo.trails", MQLAB_TR("EngineMessage", "{mirror} trails by {lag} s with a target of {target} s")};
//: {mirrors} lists the mirrors that trail; {rpo} the brief's seconds.
constexpr MessageTemplate rpoMissed{"your_turn.check.rpo.missed",
                                    MQLAB_TR("EngineMessage", "{mirrors}, against the brief's {rpo} s.")};
//: {rpo} the brief's seconds; {region} a region's name; {messages} how many messages it may leave behind.
constexpr MessageTemplate rpoHolds{
    "your_turn.check.rpo.holds",
    MQLAB_TR("EngineMessage",
             "Every mirror within the brief's {rpo} s; losing {region} leaves at most {messages} messages behind.")};
constexpr MessageTemplate rpoNone{"your_turn.check.rpo.none", MQLAB_TR("EngineMessage", "No mirror to judge.")};
constexpr MessageTemplate nameS3Outage{"your_turn.check.s3_outage",
                                       MQLAB_TR("EngineMessage", "Room on the brokers if S3 stops")};
//: {tb} terabytes on the brokers, {percent} of their volumes; {days} of room ("0.6"); {target} a length of time.
constexpr MessageTemplate s3Holds{
    "your_turn.check.s3_outage.holds",
    MQLAB_TR("EngineMessage", "{tb} TB on the brokers, {percent} of their volumes: {days} days of room if uploads to "
                              "S3 stop, against the brief's {target}.")};
constexpr MessageTemplate s3Short{
    "your_turn.check.s3_outage.short",
    MQLAB_TR("EngineMessage", "{tb} TB on the brokers, {percent} of their volumes: {days} days of room if uploads to "
                              "S3 stop, against the brief's {target}: the disks would fill before S3 is back.")};
constexpr MessageTemplate nameArchive{"your_turn.check.archive", MQLAB_TR("EngineMessage", "Finance's retention")};
//: {kept} and {target} are lengths of time ("90 days").
constexpr MessageTemplate archiveHolds{"your_turn.check.archive.holds",
                                       MQLAB_TR("EngineMessage", "{kept} kept, against the brief's {target}.")};
constexpr MessageTemplate archiveShort{
    "your_turn.check.archive.short",
    MQLAB_TR("EngineMessage",
             "{kept} kept, against the brief's {target}: finance's topics would be gone before their horizon.")};
constexpr MessageTemplate archiveNone{
    "your_turn.check.archive.none",
    MQLAB_TR("EngineMessage", "No cells keep anything, against the brief's {target}: finance's topics would be gone "
                              "before their horizon.")};

// The rounds' known answers beside yours: {its_binding} and {your_binding} are a card and its limit with its
// percent ("Broker fleet: fsyncs and writes at 76.4%"); {its_wall} and {your_wall} the loads each holds.
//: A busiest limit with its percent: {card_limit} a card and its limit, {percent} ("76.4%").
constexpr MessageTemplate bindingAt{"your_turn.compare.binding",
                                    MQLAB_TR("EngineMessage", "{card_limit} at {percent}")};
//: The busiest limit of a design is not known.
constexpr MessageTemplate bindingUnknown{"your_turn.compare.binding.unknown", MQLAB_TR("EngineMessage", "unknown")};
//: {its_cost} a sum of money; yours costs the same.
constexpr MessageTemplate roundCompareSame{
    "your_turn.round.compare.same_cost",
    MQLAB_TR("EngineMessage", "Its busiest limit is {its_binding}; yours is {your_binding}. It costs {its_cost} a "
                              "month; yours costs the same. It holds {its_wall}; yours holds {your_wall}.")};
//: As above; yours is cheaper by {difference} and costs {your_cost} (sums of money).
constexpr MessageTemplate roundCompareLess{
    "your_turn.round.compare.less",
    MQLAB_TR("EngineMessage", "Its busiest limit is {its_binding}; yours is {your_binding}. It costs {its_cost} a "
                              "month; yours costs {difference} less ({your_cost}). It holds {its_wall}; yours holds "
                              "{your_wall}.")};
//: As above; yours costs {difference} more, {your_cost} in all (sums of money).
constexpr MessageTemplate roundCompareMore{
    "your_turn.round.compare.more",
    MQLAB_TR("EngineMessage", "Its busiest limit is {its_binding}; yours is {your_binding}. It costs {its_cost} a "
                              "month; yours costs {difference} more ({your_cost}). It holds {its_wall}; yours holds "
                              "{your_wall}.")};

// The rounds' parts of the brief an answer gave up; {reason} is the brief's own why, from the stage's data.
//: {producer} a task producer's name; {mine} and {base} bytes ("1,024").
constexpr MessageTemplate brokeTaskSize{
    "your_turn.broken.task_size",
    MQLAB_TR("EngineMessage", "{producer} sends tasks of {mine} B, not {base} B. {reason}")};
//: {producer} a producer's name; {mine} and {base} bytes.
constexpr MessageTemplate brokeMessageSize{
    "your_turn.broken.message_size",
    MQLAB_TR("EngineMessage", "{producer} sends messages of {mine} B, not {base} B. {reason}")};
//: A fleet's storage overhead: {mine} the answer's, {base} the brief's ("1.2").
constexpr MessageTemplate brokeOverhead{"your_turn.broken.overhead",
                                        MQLAB_TR("EngineMessage", "Storage overhead {mine}, not {base}. {reason}")};
//: {mine} and {base} are messages a second.
constexpr MessageTemplate brokeCeiling{
    "your_turn.broken.ceiling",
    MQLAB_TR("EngineMessage", "A partition is planned for {mine} msg/s, not {base}. {reason}")};
//: A task's median, P99 and longest time in seconds: {median}, {tail}, {longest} the answer's; {base_*} the brief's.
constexpr MessageTemplate brokeTaskTimes{
    "your_turn.broken.task_times",
    MQLAB_TR("EngineMessage",
             "Tasks take {median} s / {tail} s / {longest} s (median, P99, longest), not {base_median} "
             "s / {base_tail} s / {base_longest} s. {reason}")};
//: How many times each message is read: {mine} the answer's, {base} the brief's.
constexpr MessageTemplate brokeReadFactor{
    "your_turn.broken.read_factor",
    MQLAB_TR("EngineMessage", "Each message is read {mine} times, not {base}. {reason}")};

// What changed.
//: A field that changed: {node} a card's name, {field} the field's label ("Kafka cluster, Brokers").
constexpr MessageTemplate changeField{"your_turn.change.field", MQLAB_TR("EngineMessage", "{node}, {field}")};
//: A field that changed, named with its unit: {label} the field's label as the inspector shows it (translated
//: as the inspector's labels are), {unit} its unit ("Mean event size (bytes)").
constexpr MessageTemplate changeFieldUnit{"your_turn.change.field_unit", MQLAB_TR("EngineMessage", "{label} ({unit})")};
constexpr MessageTemplate changeGroups{"your_turn.change.groups",
                                       MQLAB_TR("EngineMessage", "Groups reading the cluster")};
//: Where a removed node was before.
constexpr MessageTemplate changeOnCanvas{"your_turn.change.on_canvas", MQLAB_TR("EngineMessage", "on the canvas")};
constexpr MessageTemplate changeRemoved{"your_turn.change.removed", MQLAB_TR("EngineMessage", "removed")};
//: Where an added node was before.
constexpr MessageTemplate changeNotThere{"your_turn.change.not_there", MQLAB_TR("EngineMessage", "not there")};
constexpr MessageTemplate changeAdded{"your_turn.change.added", MQLAB_TR("EngineMessage", "added")};
//: A switch's value, on.
constexpr MessageTemplate changeOn{"your_turn.change.on", MQLAB_TR("EngineMessage", "on")};
//: A switch's value, off.
constexpr MessageTemplate changeOff{"your_turn.change.off", MQLAB_TR("EngineMessage", "off")};

constexpr CountWords kLostReplicas{"%n lost replica", MQLAB_TR_N("EngineCount", "%n lost replicas")};
constexpr CountWords kTimes{"%n time", MQLAB_TR_N("EngineCount", "%n times")};

constexpr const MessageTemplate* checkLines[] = {&cardLimit,
                                                 &pastLineItem,
                                                 &oneDay,
                                                 &manyDays,
                                                 &budget,
                                                 &limitUnchecked,
                                                 &limitWithin,
                                                 &limitPast,
                                                 &nameLatencyWorker,
                                                 &latencyInside,
                                                 &latencyPast,
                                                 &nameZoneLoss,
                                                 &zoneTooFew,
                                                 &zoneAckedFew,
                                                 &zoneHolds,
                                                 &nameRetention,
                                                 &retentionFleet,
                                                 &retentionFleetShort,
                                                 &retentionQueue,
                                                 &retentionQueueShort,
                                                 &nameLeases,
                                                 &leaseNoPool,
                                                 &nameLease,
                                                 &leaseExtended,
                                                 &leaseFixed,
                                                 &leaseGapped,
                                                 &leaseShort,
                                                 &leaseSlow,
                                                 &leaseHolds,
                                                 &nameDlq,
                                                 &dlqNone,
                                                 &dlqLate,
                                                 &dlqHolds,
                                                 &nameLatencyReader,
                                                 &latencySpare,
                                                 &latencySpareFollower,
                                                 &latencyPastFollower,
                                                 &zoneTwoInOne,
                                                 &zoneCommittedFew,
                                                 &zoneCommits,
                                                 &nameReplay,
                                                 &replayTier,
                                                 &replayNoTier,
                                                 &replayHolds,
                                                 &replayShort,
                                                 &namePageCache,
                                                 &pageCacheHolds,
                                                 &pageCacheShort,
                                                 &nameGrowth,
                                                 &growthRegion,
                                                 &growthHolds,
                                                 &growthShort,
                                                 &nameMirrors,
                                                 &mirrorsHold,
                                                 &mirrorsMissing,
                                                 &noRegion,
                                                 &nameRpo,
                                                 &rpoTrails,
                                                 &rpoMissed,
                                                 &rpoHolds,
                                                 &rpoNone,
                                                 &nameS3Outage,
                                                 &s3Holds,
                                                 &s3Short,
                                                 &nameArchive,
                                                 &archiveHolds,
                                                 &archiveShort,
                                                 &archiveNone,
                                                 &bindingAt,
                                                 &bindingUnknown,
                                                 &roundCompareSame,
                                                 &roundCompareLess,
                                                 &roundCompareMore,
                                                 &brokeTaskSize,
                                                 &brokeMessageSize,
                                                 &brokeOverhead,
                                                 &brokeCeiling,
                                                 &brokeTaskTimes,
                                                 &brokeReadFactor,
                                                 &changeField,
                                                 &changeFieldUnit,
                                                 &changeGroups,
                                                 &changeOnCanvas,
                                                 &changeRemoved,
                                                 &changeNotThere,
                                                 &changeAdded,
                                                 &changeOn,
                                                 &changeOff};
} // namespace said

// A limit's name inside a sentence: the window translates it as the cards do (context LimitName).
Message limitWords(LimitKind kind)
{
    return limitNameMessage(kind);
}

// The design's unit of load ("events/s", "msg/s"): the window translates it as the load buttons do.
Message loadUnitWords(const Scenario& s)
{
    return namedWords("load.unit", std::string(loadUnit(s)), "LoadUnit");
}

// "Kafka cluster: network": the card's name is data, the limit's is translated.
Message cardLimitWords(const Scenario& s, const CardReport& card, LimitKind kind)
{
    return message(said::cardLimit, {}, {}, {{"card", plainWords(cardName(s, card))}, {"limit", limitWords(kind)}});
}

// "7 days", "1 day", "0.5 days": the figure as plainNumber() writes it.
Message daysWords(double d)
{
    return message(d == 1 ? said::oneDay : said::manyDays, {{"days", plainNumber(d)}});
}

using fields::at;
using fields::onlyKeys;
using fields::text;

std::string shortId(const json& obj, const std::string& file, const std::string& path)
{
    const std::string id = text(obj, "id", file, path);
    if (id.find_first_not_of("abcdefghijklmnopqrstuvwxyz0123456789-") != std::string::npos)
        throw InputError(file, at(path, "id"), "must use only a-z, 0-9 and - (got \"" + id + "\")");
    return id;
}

struct RuleName {
    Requirement id;
    const char* key;
};
constexpr RuleName kRules[] = {
    {Requirement::Readers, "readers"},   {Requirement::Stream, "stream"},   {Requirement::Copies, "copies"},
    {Requirement::InSync, "in_sync"},    {Requirement::Zones, "zones"},     {Requirement::Retention, "retention"},
    {Requirement::Acks, "acks"},         {Requirement::Key, "key"},         {Requirement::Cheaper, "cheaper"},
    {Requirement::Overhead, "overhead"}, {Requirement::Ceiling, "ceiling"}, {Requirement::TaskTimes, "task_times"}};

// Figures of a design at a load, for filling a text.
std::string filled(const std::string& tpl, const Scenario& s, const Catalog& cat, double load,
                   const std::string& source)
{
    return fillTemplate(tpl, figures(s, cat, evaluate(s, cat, load)), source);
}

// The cluster a verdict speaks of: the baseline's cluster by id, else the first one.
int checkedCluster(const Scenario& s, const std::string& baselineId)
{
    for (size_t i = 0; i < s.clusters.size(); ++i)
        if (s.clusters[i].id == baselineId)
            return static_cast<int>(i);
    return s.clusters.empty() ? -1 : 0;
}

// A person's name for a field of a node in `array`: the field table's label, as the inspector shows it
// (the window translates it under "FieldLabel"), with its unit (under "FieldUnit") where fieldPhrase()
// names one. Round 1's arrays find the node's kind by its id in `s`.
Message fieldWords(const Scenario& s, const std::string& array, const std::string& nodeId, const std::string& key)
{
    const std::optional<Kind> byId = kindOfNode(s, nodeId);
    const Kind kind = array == "producers"  ? Kind::Producer
                      : array == "clusters" ? Kind::StandardCluster
                      : array == "groups"   ? Kind::Group
                                            : byId.value_or(Kind::Group);
    if (const FieldSpec* f = findField(kind, key)) {
        Message label = namedWords("field." + f->key, f->label, "FieldLabel");
        if (f->shownUnit.empty() || f->shownScale != 1) // a share is written 0.3 in Your turn, not as a percent
            return label;
        return message(
            said::changeFieldUnit, {}, {},
            {{"label", std::move(label)}, {"unit", namedWords("unit." + f->key, f->shownUnit, "FieldUnit")}});
    }
    std::string out = key;
    std::replace(out.begin(), out.end(), '_', ' ');
    return plainWords(out);
}

std::string valueText(const json& v)
{
    if (v.is_number()) {
        const double d = v.get<double>();
        return grouped(d, d == std::floor(d) ? 0 : 2);
    }
    if (v.is_string())
        return v.get<std::string>();
    return v.dump();
}

// A field's value in a change: a switch's on or off in words, a figure or a choice as the data has it.
Message valueWords(const json& v)
{
    if (v.is_boolean())
        return message(v.get<bool>() ? said::changeOn : said::changeOff);
    return plainWords(valueText(v));
}

const json* nodeById(const json& arr, const std::string& id)
{
    for (const auto& n : arr)
        if (n.value("id", "") == id)
            return &n;
    return nullptr;
}

// The node arrays of a design's JSON (producers, clusters, ..., broker_fleets, worker_pools, ...).
std::vector<std::string> nodeArrays(const json& a, const json& b)
{
    std::set<std::string> names;
    for (const json* doc : {&a, &b})
        for (auto it = doc->begin(); it != doc->end(); ++it)
            if (it.key() != "connections" && it.value().is_array())
                names.insert(it.key());
    // The first seed's three first, in card order, as the verdicts always listed them.
    std::vector<std::string> out;
    for (const char* first : {"producers", "clusters", "groups"})
        if (names.erase(first))
            out.push_back(first);
    out.insert(out.end(), names.begin(), names.end());
    return out;
}

const json& arrayOf(const json& doc, const std::string& name)
{
    static const json empty = json::array();
    return doc.contains(name) && doc.at(name).is_array() ? doc.at(name) : empty;
}

bool ignoredField(const std::string& key)
{
    return key == "id" || key == "name" || key == "x" || key == "y";
}

bool movedAs(const json& before, const json& after, MoveDirection when)
{
    if (before == after)
        return false;
    if (when == MoveDirection::Changed)
        return true;
    if (!before.is_number() || !after.is_number())
        return false;
    return when == MoveDirection::Raised ? after.get<double>() > before.get<double>()
                                         : after.get<double>() < before.get<double>();
}

// A percent, or "unknown" (translated) when the figure is not known.
Message percentOrUnknown(double p)
{
    return std::isnan(p) ? message(said::bindingUnknown) : plainWords(percentText(p));
}

DesignCheck checkDesign(const Scenario& s, const Report& r, const Catalog& cat, const std::string& clusterId)
{
    DesignCheck d;
    d.monthly = r.total;
    d.costText = usdText(r.total);
    for (const auto& line : r.bill)
        d.derivedPrice = d.derivedPrice || line.derivedPrice;
    d.saturates = r.firstToSaturate >= 0;
    const int bindingCard = d.saturates ? r.firstToSaturate : r.busiest;
    if (d.saturates)
        d.firstName = cardName(s, r.cards[r.firstToSaturate]);
    if (bindingCard >= 0 && r.cards[bindingCard].binding >= 0) {
        const CardReport& card = r.cards[bindingCard];
        d.bindingName = cardName(s, card) + ": " + limitName(card.limits[card.binding].kind);
        d.binding = cardLimitWords(s, card, card.limits[card.binding].kind);
        d.bindingPercent = card.rawPercent;
    }
    std::vector<Message> pastLine;
    for (const CardReport& card : r.cards)
        for (const LimitReport& l : card.limits)
            if (l.status == Status::Warn || l.status == Status::Red) {
                d.pastSizingLine = true;
                pastLine.push_back(message(said::pastLineItem, {{"percent", percentText(l.percent)}}, {},
                                           {{"card_limit", cardLimitWords(s, card, l.kind)}}));
            }
    d.pastLine = joinedMessages(pastLine, messages::listSemicolon);
    if (!std::isnan(r.wallEventsPerSecond) && r.wallCard >= 0) {
        d.wallEventsPerSecond = r.wallEventsPerSecond;
        const CardReport& wc = r.cards[r.wallCard];
        d.wall = message(said::wall, {{"load", grouped(r.wallEventsPerSecond)}, {"card", cardName(s, wc)}}, {},
                         {{"unit", loadUnitWords(s)}, {"limit", limitWords(wc.limits[r.wallLimit].kind)}});
    } else {
        d.wall = message(said::wallUnknown);
    }

    const int ci = checkedCluster(s, clusterId);
    if (ci < 0) {
        d.lostBroker = message(said::lostNoCluster);
        return d;
    }
    d.hasCluster = true;
    const Cluster& c = s.clusters[ci];
    const ClusterDetail& cd = r.clusters[ci];
    const CardReport& card = r.cards[s.producers.size() + ci];
    d.clusterKind = c.kind == ClusterKind::Express ? "Express" : "Standard";
    d.brokerSize = c.brokerSize;
    d.brokers = c.brokers;
    for (const LimitReport& l : card.limits)
        if (std::isnan(l.capacity))
            d.unchecked.push_back(limitName(l.kind) + " of " + c.brokerSize);
    d.survivors = c.brokers - 1;
    if (c.brokers < 2) {
        d.lostBroker = message(said::lostOnly);
        return d;
    }
    // Reuses the side models: a Standard survivor's network carries c + r - 2 copies over
    // brokers - 1; an Express survivor's data out is the groups' reads over brokers - 1.
    if (c.kind == ClusterKind::Standard) {
        const StandardSize* size = cat.findStandard(c.brokerSize);
        if (size && size->networkMBps.value) {
            d.lostBrokerPercent = lostBrokerNetworkPercent(cd.offered, cd.groups, c.replicationFactor, c.brokers,
                                                           *size->networkMBps.value);
            d.lostBroker = message(said::lostNetwork, {{"percent", percentText(d.lostBrokerPercent)}},
                                   {{"survivors", d.survivors, said::kSurvivors}});
        }
    } else {
        const ExpressSize* size = cat.findExpress(c.brokerSize);
        if (size && size->dataOutMaxMBps.value) {
            const ExpressLoad lost = expressLoad(cd.offered, cd.groups, c.brokers - 1);
            d.lostBrokerPercent = lost.dataOutMBps / *size->dataOutMaxMBps.value * 100.0;
            d.lostBroker = message(said::lostDataOut, {{"percent", percentText(d.lostBrokerPercent)}},
                                   {{"survivors", d.survivors, said::kSurvivors}});
        }
    }
    if (std::isnan(d.lostBrokerPercent))
        d.lostBroker = message(said::lostUnknown, {{"size", c.brokerSize}});
    return d;
}

// A design's busiest limit with its percent ("Broker fleet: fsyncs and writes at 76.4%"), or "unknown"
// when `known` is false. A design with no busiest limit still says " at unknown" when known, as before.
Message bindingWords(const DesignCheck& d, bool known)
{
    if (!known)
        return message(said::bindingUnknown);
    return message(said::bindingAt, {}, {},
                   {{"percent", percentOrUnknown(d.bindingPercent)},
                    {"card_limit", d.bindingName.empty() ? plainWords("") : d.binding}});
}

Message compareWith(const DesignCheck& mine, const AnswerComparison& a)
{
    if (a.same)
        return message(said::compareSame);
    const DesignCheck& it = a.check;
    const long long diff = mine.monthly.cents - it.monthly.cents;
    return message(
        diff == 0  ? said::compareSameCost
        : diff < 0 ? said::compareLess
                   : said::compareMore,
        {{"its_cost", it.costText},
         {"difference", usdText(Money{diff < 0 ? -diff : diff})},
         {"your_cost", mine.costText}},
        {},
        {{"its_wall", it.wall}, {"your_wall", mine.wall}, {"its_lost", it.lostBroker}, {"your_lost", mine.lostBroker}});
}

} // namespace

std::string outcomeName(Outcome o)
{
    switch (o) {
    case Outcome::Holds:
        return "holds";
    case Outcome::Saturates:
        return "saturates";
    case Outcome::BendsBrief:
        return "bends-brief";
    case Outcome::MissesTarget:
        return "misses-target";
    default:
        return "no-cluster";
    }
}

const CheckLine* findCheck(const Verdict& v, const std::string& id)
{
    for (const CheckLine& c : v.checks)
        if (c.id == id)
            return &c;
    return nullptr;
}

YourTurn parseStageYourTurn(const json& brief, const std::string& file, int stage, const Scenario& baseline,
                            const Catalog& cat)
{
    const std::string where = file + ": lesson.your_turn";
    if (!brief.is_object())
        throw InputError(file, "lesson.your_turn", "must be an object: {\"title\", \"brief\", \"answers\", ...}");
    for (const char* own : {"schema", "stage"})
        if (brief.contains(own))
            throw InputError(where, own, "is the lesson's own here: leave it out of a stage's brief");
    json doc = brief;
    doc["schema"] = kYourTurnSchema;
    doc["stage"] = stage;
    return parseYourTurn(doc.dump(), where, baseline, cat);
}

const YourTurn* briefForStage(int stage, const YourTurn* own, const YourTurn* shared)
{
    if (own && own->stage == stage)
        return own;
    if (shared && shared->stage == stage)
        return shared;
    return nullptr;
}

YourTurn parseYourTurn(const std::string& textIn, const std::string& file, const Scenario& stageDesign,
                       const Catalog& cat)
{
    const json doc = fields::parseObject(textIn, file);
    onlyKeys(doc, {"schema", "stage", "title", "brief", "setting", "targets", "answers", "wrong_moves", "rules"}, file,
             "");
    if (!doc.contains("schema") || !doc.at("schema").is_number_integer() ||
        doc.at("schema").get<int>() != kYourTurnSchema)
        throw InputError(file, "schema", "must be 1 (the only schema so far)");
    YourTurn t;
    if (!doc.contains("stage") || !doc.at("stage").is_number_integer() || doc.at("stage").get<int>() < 1 ||
        doc.at("stage").get<int>() > 999 ||
        (doc.at("stage").get<int>() >= 100 && doc.at("stage").get<int>() % 100 == 0))
        throw InputError(
            file, "stage",
            "must be a whole number from 1 to 99 (a stage) or a round's part as R x 100 + N (107: Round 1, "
            "part 7): the lesson whose design is the baseline");
    t.stage = doc.at("stage").get<int>();
    t.title = text(doc, "title", file, "");
    t.brief = text(doc, "brief", file, "");
    Scenario baseline = stageDesign;
    if (doc.contains("setting")) {
        if (!doc.at("setting").is_object())
            throw InputError(file, "setting",
                             "must be an object of node arrays, like a patch (see stages/README.md, Patches)");
        t.setting = doc.at("setting");
        try {
            baseline = patched(stageDesign, t.setting, cat);
        } catch (const InputError& e) {
            throw InputError(file, "setting", e.path() + ": " + e.problem());
        }
    }
    if (doc.contains("targets")) {
        const json& g = doc.at("targets");
        if (!g.is_object())
            throw InputError(file, "targets", "must be an object of a Round 1 brief's targets");
        if (baseline.brokerFleets.empty() && baseline.sqsQueues.empty() && baseline.platformFleets.empty() &&
            baseline.cells.empty())
            throw InputError(file, "targets",
                             "belong to a brief on a round's design (a broker fleet, an SQS queue, a platform "
                             "fleet or cells)");
    }
    if (doc.contains("targets") && !baseline.cells.empty()) {
        // Round 3: the regions' targets.
        const json& g = doc.at("targets");
        onlyKeys(g, {"rpo_seconds", "s3_outage_days", "archive_days"}, file, "targets");
        RoundThreeTargets r;
        auto number = [&](const char* key, double lo, double hi, double fallback) {
            if (!g.contains(key))
                return fallback;
            if (!g.at(key).is_number() || g.at(key).get<double>() < lo || g.at(key).get<double>() > hi)
                throw InputError(file, at("targets", key),
                                 "must be a number from " + grouped(lo, lo == std::floor(lo) ? 0 : 1) + " to " +
                                     grouped(hi));
            return g.at(key).get<double>();
        };
        r.rpoSeconds = number("rpo_seconds", 0.1, 3600, r.rpoSeconds);
        r.s3OutageDays = number("s3_outage_days", 0, 365, r.s3OutageDays);
        r.archiveDays = number("archive_days", 0, 3650, r.archiveDays);
        t.roundThree = r;
    } else if (doc.contains("targets") && !baseline.platformFleets.empty()) {
        // Round 2: the platform's targets.
        const json& g = doc.at("targets");
        onlyKeys(g, {"latency_ms", "availability_percent", "replay_days", "page_cache_s", "replica_losses"}, file,
                 "targets");
        RoundTwoTargets r;
        auto number = [&](const char* key, double lo, double hi, double fallback) {
            if (!g.contains(key))
                return fallback;
            if (!g.at(key).is_number() || g.at(key).get<double>() < lo || g.at(key).get<double>() > hi)
                throw InputError(file, at("targets", key),
                                 "must be a number from " + grouped(lo, lo == std::floor(lo) ? 0 : 1) + " to " +
                                     grouped(hi, hi == std::floor(hi) ? 0 : 4));
            return g.at(key).get<double>();
        };
        r.latencyMs = number("latency_ms", 1, 60000, r.latencyMs);
        r.availabilityPercent = number("availability_percent", 90, 99.9999, r.availabilityPercent);
        r.replayDays = number("replay_days", 0, 3650, r.replayDays);
        r.pageCacheS = number("page_cache_s", 0, 86400, r.pageCacheS);
        if (g.contains("replica_losses") &&
            (!g.at("replica_losses").is_number_integer() || g.at("replica_losses").get<int>() < 0 ||
             g.at("replica_losses").get<int>() > 2))
            throw InputError(file, at("targets", "replica_losses"), "must be a whole number from 0 to 2");
        r.replicaLosses = g.value("replica_losses", r.replicaLosses);
        t.roundTwo = r;
    } else if (doc.contains("targets")) {
        const json& g = doc.at("targets");
        onlyKeys(g,
                 {"retention_days", "latency_ms", "availability_percent", "task_max_s", "crash_noticed_s",
                  "max_deliveries", "replica_losses"},
                 file, "targets");
        RoundOneTargets r;
        auto number = [&](const char* key, double lo, double hi, double fallback) {
            if (!g.contains(key))
                return fallback;
            if (!g.at(key).is_number() || g.at(key).get<double>() < lo || g.at(key).get<double>() > hi)
                throw InputError(file, at("targets", key),
                                 "must be a number from " + grouped(lo, lo == std::floor(lo) ? 0 : 1) + " to " +
                                     grouped(hi, hi == std::floor(hi) ? 0 : 4));
            return g.at(key).get<double>();
        };
        auto whole = [&](const char* key, int lo, int hi, int fallback) {
            if (!g.contains(key))
                return fallback;
            if (!g.at(key).is_number_integer() || g.at(key).get<int>() < lo || g.at(key).get<int>() > hi)
                throw InputError(file, at("targets", key),
                                 "must be a whole number from " + std::to_string(lo) + " to " + std::to_string(hi));
            return g.at(key).get<int>();
        };
        r.retentionDays = number("retention_days", 0.001, 14, r.retentionDays);
        r.latencyMs = number("latency_ms", 1, 60000, r.latencyMs);
        r.availabilityPercent = number("availability_percent", 90, 99.9999, r.availabilityPercent);
        r.taskMaxS = number("task_max_s", 0.001, 43200, r.taskMaxS);
        r.crashNoticedS = number("crash_noticed_s", 1, 43200, r.crashNoticedS);
        r.maxDeliveries = whole("max_deliveries", 1, 1000, r.maxDeliveries);
        r.replicaLosses = whole("replica_losses", 0, 2, r.replicaLosses);
        t.roundOne = r;
    }
    const double load = baseline.offeredEventsPerSecond();
    (void)filled(t.brief, baseline, cat, load, file + ": brief");

    if (!doc.contains("answers") || !doc.at("answers").is_array() || doc.at("answers").empty())
        throw InputError(file, "answers", "is required: an array of at least one answer");
    std::set<std::string> ids;
    for (size_t i = 0; i < doc.at("answers").size(); ++i) {
        const std::string path = at("answers", i);
        const json& a = doc.at("answers")[i];
        if (!a.is_object())
            throw InputError(file, path, "must be an object");
        onlyKeys(a, {"id", "title", "summary", "patch"}, file, path);
        ReferenceAnswer ref;
        ref.id = shortId(a, file, path);
        if (!ids.insert(ref.id).second)
            throw InputError(file, at(path, "id"), "\"" + ref.id + "\" is used twice; ids must be unique");
        ref.title = text(a, "title", file, path);
        ref.summary = text(a, "summary", file, path);
        if (!a.contains("patch") || !a.at("patch").is_object())
            throw InputError(file, at(path, "patch"),
                             "is required: an object of node arrays (see stages/README.md, Patches)");
        ref.patch = a.at("patch");
        Scenario design;
        try {
            design = patched(baseline, ref.patch, cat);
        } catch (const InputError& e) {
            throw InputError(file, at(path, "patch"), e.path() + ": " + e.problem());
        }
        (void)filled(ref.summary, design, cat, load, file + ": " + at(path, "summary"));
        t.answers.push_back(std::move(ref));
    }

    const json base = toJson(baseline);
    if (doc.contains("wrong_moves")) {
        const std::vector<std::string> arrays = nodeArrays(base, base);
        if (!doc.at("wrong_moves").is_array())
            throw InputError(file, "wrong_moves", "must be an array of moves");
        for (size_t i = 0; i < doc.at("wrong_moves").size(); ++i) {
            const std::string path = at("wrong_moves", i);
            const json& m = doc.at("wrong_moves")[i];
            if (!m.is_object())
                throw InputError(file, path, "must be an object");
            onlyKeys(m, {"id", "title", "field", "when", "reason"}, file, path);
            WrongMove w;
            w.id = shortId(m, file, path);
            if (!ids.insert(w.id).second)
                throw InputError(file, at(path, "id"), "\"" + w.id + "\" is used twice; ids must be unique");
            w.title = text(m, "title", file, path);
            w.field = text(m, "field", file, path);
            const auto dot = w.field.find('.');
            const std::string array = w.field.substr(0, dot),
                              key = dot == std::string::npos ? "" : w.field.substr(dot + 1);
            const bool known = std::find(arrays.begin(), arrays.end(), array) != arrays.end() && !key.empty() &&
                               !ignoredField(key) && !arrayOf(base, array).empty() &&
                               arrayOf(base, array).front().contains(key);
            if (!known) {
                std::string names;
                for (const std::string& n : arrays)
                    if (!arrayOf(base, n).empty())
                        names += (names.empty() ? "" : "|") + n;
                throw InputError(file, at(path, "field"),
                                 "must name a field of the design as \"<" + names + ">.<field>\", e.g. \"" +
                                     (t.roundThree ? "cells.count"
                                      : t.roundTwo ? "platform_fleets.partitions"
                                      : t.roundOne ? "broker_fleets.partitions"
                                                   : "groups.tasks") +
                                     "\" (got \"" + w.field + "\")");
            }
            const std::string when = text(m, "when", file, path);
            if (when == "raised")
                w.when = MoveDirection::Raised;
            else if (when == "lowered")
                w.when = MoveDirection::Lowered;
            else if (when == "changed")
                w.when = MoveDirection::Changed;
            else
                throw InputError(file, at(path, "when"),
                                 "must be one of \"raised\", \"lowered\", \"changed\" (got \"" + when + "\")");
            w.reason = text(m, "reason", file, path);
            (void)filled(w.reason, baseline, cat, load, file + ": " + at(path, "reason"));
            t.wrongMoves.push_back(std::move(w));
        }
    }

    if (doc.contains("rules")) {
        if (!doc.at("rules").is_array())
            throw InputError(file, "rules", "must be an array of rules");
        std::set<std::string> seen;
        for (size_t i = 0; i < doc.at("rules").size(); ++i) {
            const std::string path = at("rules", i);
            const json& r = doc.at("rules")[i];
            if (!r.is_object())
                throw InputError(file, path, "must be an object");
            onlyKeys(r, {"id", "reason"}, file, path);
            const std::string id = text(r, "id", file, path);
            BriefRule rule;
            bool found = false;
            std::string list;
            for (const auto& k : kRules) {
                list += (list.empty() ? "" : ", ") + std::string("\"") + k.key + "\"";
                if (id == k.key)
                    rule.id = k.id, found = true;
            }
            if (!found)
                throw InputError(file, at(path, "id"), "must be one of " + list + " (got \"" + id + "\")");
            if (!seen.insert(id).second)
                throw InputError(file, at(path, "id"), "\"" + id + "\" is listed twice");
            rule.reason = text(r, "reason", file, path);
            (void)filled(rule.reason, baseline, cat, load, file + ": " + at(path, "reason"));
            t.rules.push_back(std::move(rule));
        }
    }
    return t;
}

namespace {

// What changed: every field of every node present in both, then nodes added or removed.
std::vector<Change> changesBetween(const Scenario& from, const Scenario& to)
{
    std::vector<Change> out;
    const json a = toJson(from), b = toJson(to);
    for (const std::string& array : nodeArrays(a, b)) {
        for (const auto& before : arrayOf(a, array)) {
            const json* after = nodeById(arrayOf(b, array), before.at("id").get<std::string>());
            if (!after) {
                out.push_back({plainWords(before.at("name").get<std::string>()), message(said::changeOnCanvas),
                               message(said::changeRemoved)});
                continue;
            }
            // The node's name is data; the field's label is the inspector's, translated as it is there.
            for (auto it = before.begin(); it != before.end(); ++it)
                if (!ignoredField(it.key()) && after->contains(it.key()) && after->at(it.key()) != *it)
                    out.push_back(
                        {message(said::changeField, {}, {},
                                 {{"node", plainWords(after->at("name").get<std::string>())},
                                  {"field", fieldWords(to, array, after->at("id").get<std::string>(), it.key())}}),
                         valueWords(*it), valueWords(after->at(it.key()))});
        }
        for (const auto& after : arrayOf(b, array))
            if (!nodeById(arrayOf(a, array), after.at("id").get<std::string>()))
                out.push_back({plainWords(after.at("name").get<std::string>()), message(said::changeNotThere),
                               message(said::changeAdded)});
    }
    return out;
}

// Known wrong moves, each explained on the baseline with only that move applied.
std::vector<WrongMoveFound> wrongMovesIn(const Scenario& baseline, const Scenario& answer, const YourTurn& turn,
                                         const Catalog& cat, double load)
{
    std::vector<WrongMoveFound> out;
    const json a = toJson(baseline), b = toJson(answer);
    for (const WrongMove& w : turn.wrongMoves) {
        const auto dot = w.field.find('.');
        const std::string array = w.field.substr(0, dot), key = w.field.substr(dot + 1);
        json isolated = a;
        bool moved = false;
        if (!isolated.contains(array))
            continue;
        for (auto& node : isolated.at(array)) {
            const json* after = nodeById(arrayOf(b, array), node.at("id").get<std::string>());
            if (after && after->contains(key) && node.contains(key) && movedAs(node.at(key), after->at(key), w.when)) {
                node[key] = after->at(key);
                moved = true;
            }
        }
        if (!moved)
            continue;
        Scenario alone = baseline;
        try {
            alone = parseScenario(isolated, "your answer", cat, true);
        } catch (const InputError&) {
            // The move alone is not a valid design (it needs another change to go with it): the
            // reason is told on the baseline instead.
        }
        out.push_back({w.id, w.title, filled(w.reason, alone, cat, load, "your-turn: " + w.id)});
    }
    return out;
}

// ---- Round 1: a design of the second seed's first round, judged check by check ----

// A node of the answer matched to the baseline's by id, else the first of its kind.
template <class T> const T* matched(const std::vector<T>& nodes, const std::vector<T>& baseNodes)
{
    if (nodes.empty())
        return nullptr;
    if (!baseNodes.empty())
        for (const T& n : nodes)
            if (n.id == baseNodes.front().id)
                return &n;
    return &nodes.front();
}

// A Round 1 design's figures for the verdict line and the known answers.
DesignCheck roundOneDesign(const Scenario& s, const Report& r, const Catalog& cat)
{
    DesignCheck d = checkDesign(s, r, cat, "");
    d.lostBroker = {};
    if (!s.brokerFleets.empty()) {
        const BrokerFleet& b = s.brokerFleets.front();
        d.hasCluster = true;
        d.clusterKind = "fleet";
        d.brokerSize = b.instance;
        d.brokers = b.brokers;
        d.survivors = b.brokers - 1;
        const int left = b.replicationFactor - 1;
        d.lostBroker = left >= b.quorum ? message(said::fleetLost, {{"left", std::to_string(left)}},
                                                  {{"replicas", b.replicationFactor, said::kReplicas}})
                                        : message(said::fleetLostMajority);
    } else if (!s.sqsQueues.empty()) {
        d.hasCluster = true;
        d.clusterKind = "sqs";
        d.brokerSize = s.sqsQueues.front().type == SqsType::Fifo ? "FIFO" : "Standard";
        d.lostBroker = message(said::sqsLost);
    }
    return d;
}

CheckLine limitCheck(const Scenario& s, const Report& r, const CardReport& card, const LimitReport& l)
{
    CheckLine c;
    c.id = limitKey(l.kind);
    c.name = cardLimitWords(s, card, l.kind);
    c.limit = true;
    if (std::isnan(l.capacity)) {
        c.passed = false;
        c.text = message(said::limitUnchecked);
        return c;
    }
    c.passed = l.percent <= 100;
    c.text = message(c.passed ? said::limitWithin : said::limitPast, {{"percent", percentText(l.percent)}}, {},
                     {{"formula", limitFormula(s, r, card, l)}});
    return c;
}

Message roundOneCompare(const DesignCheck& mine, const AnswerComparison& a)
{
    if (a.same)
        return message(said::compareSame);
    const DesignCheck& it = a.check;
    const long long diff = mine.monthly.cents - it.monthly.cents;
    return message(diff == 0  ? said::roundCompareSame
                   : diff < 0 ? said::roundCompareLess
                              : said::roundCompareMore,
                   {{"its_cost", it.costText},
                    {"difference", usdText(Money{diff < 0 ? -diff : diff})},
                    {"your_cost", mine.costText}},
                   {},
                   {{"its_binding", bindingWords(it, true)},
                    {"your_binding", bindingWords(mine, !mine.bindingName.empty())},
                    {"its_wall", it.wall},
                    {"your_wall", mine.wall}});
}

using DesignOf = DesignCheck (*)(const Scenario&, const Report&, const Catalog&);

// The known answers beside yours, each judged as the round judges yours (`judged` prepares a design,
// as Round 2 sizes for a lost zone): the same when nothing differs, the closest with the fewest
// changes, measured from the stage's design with the same patch (the canvas keeps the stage's load).
void compareAnswers(Verdict& v, const YourTurn& turn, const Scenario& stageDesign, const Scenario& baseline,
                    const Scenario& answer, const Catalog& cat, DesignOf designOf,
                    Scenario (*judged)(Scenario) = nullptr)
{
    int closest = -1;
    size_t closestGap = 0;
    for (const ReferenceAnswer& ref : turn.answers) {
        AnswerComparison cmp;
        cmp.id = ref.id;
        cmp.title = ref.title;
        Scenario design = patched(baseline, ref.patch, cat);
        if (judged)
            design = judged(std::move(design));
        const Report rr = evaluate(design, cat, v.load);
        cmp.check = designOf(design, rr, cat);
        cmp.summary = fillTemplate(ref.summary, figures(design, cat, rr), "your-turn: " + ref.id);
        const size_t gap = changesBetween(patched(stageDesign, ref.patch, cat), answer).size();
        cmp.same = gap == 0;
        if (closest < 0 || gap < closestGap)
            closest = static_cast<int>(v.answers.size()), closestGap = gap;
        v.answers.push_back(std::move(cmp));
    }
    if (closest >= 0)
        v.answers[static_cast<size_t>(closest)].closest = true;
    for (auto& cmp : v.answers)
        cmp.comparison = roundOneCompare(v.yours, cmp);
}

// The outcome and its headline from the checks: the first limit past 100%, else the targets missed,
// else the brief bent, else it holds. `empty` is the headline when nothing on the canvas holds the
// messages; `zoneLost` says the held design was judged with a zone already lost (Round 2).
void decideOutcome(Verdict& v, bool hasHolder, const MessageTemplate& empty, const std::string& load,
                   const Message& unit, bool zoneLost = false)
{
    const CheckLine* firstLimit = nullptr;
    std::vector<Message> missed;
    for (const CheckLine& c : v.checks) {
        if (c.passed)
            continue;
        if (c.limit && !firstLimit)
            firstLimit = &c;
        if (!c.limit)
            missed.push_back(c.name);
    }
    if (!hasHolder) {
        v.outcome = Outcome::NoCluster;
        v.headline = message(empty);
    } else if (firstLimit) {
        v.outcome = Outcome::Saturates;
        v.headline = message(said::roundSaturates, {{"load", load}}, {},
                             {{"unit", unit}, {"check", firstLimit->name}, {"detail", firstLimit->text}});
    } else if (!missed.empty()) {
        v.outcome = Outcome::MissesTarget;
        v.headline = message(said::roundMisses, {{"load", load}}, {},
                             {{"unit", unit}, {"missed", joinedMessages(missed, messages::listSemicolon)}});
    } else if (!v.broken.empty()) {
        v.outcome = Outcome::BendsBrief;
        v.headline = message(said::roundBends, {{"load", load}}, {}, {{"unit", unit}});
    } else {
        v.outcome = Outcome::Holds;
        v.passed = true;
        v.headline = message(
            zoneLost ? said::roundHoldsZoneLost : said::roundHolds, {{"load", load}},
            {{"checks", static_cast<long long>(v.checks.size()), said::kChecksPass}},
            {{"unit", unit}, {"percent", percentOrUnknown(v.yours.bindingPercent)}, {"binding", v.yours.binding}});
    }
}

// The cautions a held answer still carries: past the card's warning line (`when` says after what),
// bill lines priced with an assumed or rebuilt figure.
void pricingCautions(Verdict& v, const Report& mine, bool zoneLost = false)
{
    if (v.yours.pastSizingLine)
        v.cautions.push_back(message(zoneLost ? said::roundPastLineZoneLost : said::roundPastLine, {}, {},
                                     {{"limits", v.yours.pastLine}}));
    std::set<std::string> priced;
    for (const BillLine& line : mine.bill)
        if ((line.priceStatus == "assumed" || line.priceStatus == "rebuilt") &&
            priced.insert(billItemName(line.item)).second)
            v.cautions.push_back(message(
                line.priceStatus == "assumed" ? said::assumedPrice : said::rebuiltPrice, {{"source", line.priceSource}},
                {}, {{"item", namedWords("bill." + billItemName(line.item), billItemName(line.item), "BillItem")}}));
}

// The canvas may offer another load than the brief's: the answer is judged at the brief's.
void loadCaution(Verdict& v, const Scenario& answer, const std::string& load, int decimals)
{
    if (std::fabs(answer.offeredEventsPerSecond() - v.load) > 0.005)
        v.cautions.push_back(message(said::roundLoad,
                                     {{"offered", grouped(answer.offeredEventsPerSecond(), decimals)}, {"load", load}},
                                     {}, {{"unit", loadUnitWords(answer)}}));
}

Verdict checkRoundOne(const Scenario& stageDesign, const Scenario& baseline, const Scenario& answer,
                      const YourTurn& turn, const Catalog& cat)
{
    const RoundOneTargets& goal = *turn.roundOne;
    Verdict v;
    v.load = baseline.offeredEventsPerSecond();
    const Report baseReport = evaluate(baseline, cat, v.load);
    const Report mine = evaluate(answer, cat, v.load);
    v.baseline = roundOneDesign(baseline, baseReport, cat);
    v.yours = roundOneDesign(answer, mine, cat);
    const std::string load = grouped(v.load, 2);
    const Message unit = loadUnitWords(answer);
    v.changes = changesBetween(stageDesign, answer);
    v.wrongMoves = wrongMovesIn(baseline, answer, turn, cat, v.load);

    const UnitSystem& units = unitSystem(unitSystemNamed(answer.units).value_or(UnitSystemId::Seed004));
    const double budgetMinutes = availabilityBudgetMinutes(goal.availabilityPercent / 100, units);
    const Message budget = message(
        said::budget, {{"minutes", grouped(budgetMinutes, 1)}, {"percent", plainNumber(goal.availabilityPercent)}});

    // The node that holds the tasks: every limit of every fleet and SQS card, then the targets.
    for (const CardReport& card : mine.cards)
        if (card.kind == NodeKind::BrokerFleet || card.kind == NodeKind::SqsQueue)
            for (const LimitReport& l : card.limits)
                v.checks.push_back(limitCheck(answer, mine, card, l));

    const BrokerFleet* fleet = matched(answer.brokerFleets, baseline.brokerFleets);
    const SqsQueue* sqs = matched(answer.sqsQueues, baseline.sqsQueues);
    if (fleet) {
        const FleetDetail& d = mine.fleets[static_cast<size_t>(fleet - answer.brokerFleets.data())];
        CheckLine c{"latency", message(said::nameLatencyWorker), d.latencyMs <= goal.latencyMs, false, {}};
        c.text = message(c.passed ? said::latencyInside : said::latencyPast,
                         {{"ms", plainNumber(std::round(d.latencyMs * 10) / 10)},
                          {"window", plainNumber(fleet->groupCommitMs)},
                          {"target", plainNumber(goal.latencyMs)},
                          {"times", grouped(goal.latencyMs / d.latencyMs, 1)},
                          {"over", grouped(d.latencyMs - goal.latencyMs, 1)}});
        v.checks.push_back(c);

        const CardReport* card = nullptr;
        for (const CardReport& k : mine.cards)
            if (k.kind == NodeKind::BrokerFleet && &answer.brokerFleets[static_cast<size_t>(k.node)] == fleet)
                card = &k;
        const int survives = card ? card->survives : 0;
        CheckLine z{"zone_loss", message(said::nameZoneLoss), false, false, {}};
        if (fleet->zones < fleet->replicationFactor) {
            z.text = message(
                said::zoneTooFew,
                {{"quorum", std::to_string(fleet->quorum)}, {"factor", std::to_string(fleet->replicationFactor)}},
                {{"replicas", fleet->replicationFactor, said::kReplicas},
                 {"zones", fleet->zones, said::kZones},
                 {"held", fleet->replicationFactor - fleet->zones + 1, said::kReplicas}},
                {{"budget", budget}});
        } else if (survives < goal.replicaLosses) {
            z.text = message(
                said::zoneAckedFew,
                {{"quorum", std::to_string(fleet->quorum)}, {"wanted", std::to_string(goal.replicaLosses)}},
                {{"replicas", fleet->replicationFactor, said::kReplicas}, {"lost", survives, said::kLostReplicas}});
        } else {
            z.passed = true;
            // The election's length is the simulation's own (the seed's 1 to 2 s), so the check and
            // the Raft drill say the same figure.
            const sim::RoundOneConfig election;
            z.text = message(
                said::zoneHolds,
                {{"quorum", std::to_string(fleet->quorum)},
                 {"lo", grouped(election.electionMinSeconds)},
                 {"hi", grouped(election.electionMaxSeconds)}},
                {{"zones", fleet->zones, said::kZones}, {"replicas", fleet->replicationFactor, said::kReplicas}},
                {{"budget", budget}});
        }
        v.checks.push_back(z);

        CheckLine k{"retention", message(said::nameRetention), fleet->retentionDays >= goal.retentionDays, false, {}};
        k.text = message(k.passed ? said::retentionFleet : said::retentionFleetShort, {}, {},
                         {{"kept", daysWords(fleet->retentionDays)}, {"target", daysWords(goal.retentionDays)}});
        v.checks.push_back(k);
    } else if (sqs) {
        CheckLine k{"retention", message(said::nameRetention), sqs->retentionDays >= goal.retentionDays, false, {}};
        k.text = message(k.passed ? said::retentionQueue : said::retentionQueueShort, {}, {},
                         {{"kept", daysWords(sqs->retentionDays)},
                          {"queue", plainWords(sqs->name)},
                          {"target", daysWords(goal.retentionDays)}});
        v.checks.push_back(k);
    }

    const WorkerPool* pool = matched(answer.workerPools, baseline.workerPools);
    int poolCard = -1;
    for (size_t i = 0; pool && i < mine.cards.size(); ++i)
        if (mine.cards[i].kind == NodeKind::WorkerPool &&
            &answer.workerPools[static_cast<size_t>(mine.cards[i].node)] == pool)
            poolCard = static_cast<int>(i);
    if (!pool || poolCard < 0 || mine.cards[static_cast<size_t>(poolCard)].offeredEventsPerSecond <= 0) {
        v.checks.push_back({"lease", message(said::nameLeases), false, false, message(said::leaseNoPool)});
    } else {
        const LeaseOutcome lease = leaseThroughTask(pool->visibilityS, pool->extendEveryS, goal.taskMaxS);
        CheckLine c{"lease", message(said::nameLease), false, false, {}};
        const Message held = pool->extendEveryS > 0
                                 ? message(said::leaseExtended, {{"lease", plainNumber(pool->visibilityS)},
                                                                 {"every", plainNumber(pool->extendEveryS)}})
                                 : message(said::leaseFixed, {{"lease", plainNumber(pool->visibilityS)}});
        if (!lease.outlastsTask)
            c.text = pool->extendEveryS > 0
                         ? message(said::leaseGapped, {{"lease", plainNumber(pool->visibilityS)}}, {}, {{"held", held}})
                         : message(said::leaseShort, {{"task", plainNumber(goal.taskMaxS)}}, {}, {{"held", held}});
        else if (lease.crashVisibleAfterSeconds > goal.crashNoticedS)
            c.text = message(said::leaseSlow,
                             {{"task", plainNumber(goal.taskMaxS)},
                              {"hidden", plainNumber(lease.crashVisibleAfterSeconds)},
                              {"wanted", plainNumber(goal.crashNoticedS)}},
                             {}, {{"held", held}});
        else {
            c.passed = true;
            c.text = message(said::leaseHolds,
                             {{"task", plainNumber(goal.taskMaxS)},
                              {"visible", plainNumber(lease.crashVisibleAfterSeconds)},
                              {"wanted", plainNumber(goal.crashNoticedS)}},
                             {}, {{"held", held}});
        }
        v.checks.push_back(c);

        const WorkerDetail& w = mine.workers[static_cast<size_t>(pool - answer.workerPools.data())];
        CheckLine q{"dlq", message(said::nameDlq), false, false, {}};
        if (!w.toDlq)
            q.text = message(said::dlqNone, {{"every", plainNumber(pool->visibilityS)}}, {},
                             {{"pool", plainWords(pool->name)}});
        else if (w.deliveries > goal.maxDeliveries)
            q.text = message(said::dlqLate,
                             {{"after", plainNumber(w.dlqAfterS)}, {"allowed", std::to_string(goal.maxDeliveries)}},
                             {{"times", w.deliveries, said::kTimes}});
        else {
            q.passed = true;
            q.text = message(said::dlqHolds,
                             {{"after", plainNumber(w.dlqAfterS)}, {"allowed", std::to_string(goal.maxDeliveries)}},
                             {{"times", w.deliveries, said::kTimes}});
        }
        v.checks.push_back(q);
    }

    // The brief: each rule the data lists.
    const Figures baseFigures = figures(baseline, cat, baseReport);
    auto broke = [&](const BriefRule& rule, const MessageTemplate& what,
                     std::vector<std::pair<std::string, std::string>> args, Message producer = {}) {
        std::vector<std::pair<std::string, Message>> parts{
            {"reason", plainWords(fillTemplate(rule.reason, baseFigures, "your-turn: rules"))}};
        if (!producer.english.empty())
            parts.emplace_back("producer", std::move(producer));
        v.broken.push_back(message(what, std::move(args), {}, std::move(parts)));
    };
    const BrokerFleet* baseFleet = baseline.brokerFleets.empty() ? nullptr : &baseline.brokerFleets.front();
    const WorkerPool* basePool = baseline.workerPools.empty() ? nullptr : &baseline.workerPools.front();
    for (const BriefRule& rule : turn.rules) {
        switch (rule.id) {
        case Requirement::Stream:
            if (!baseline.taskProducers.empty())
                for (const TaskProducer& p : answer.taskProducers)
                    if (p.messageBytes < baseline.taskProducers.front().messageBytes) {
                        broke(rule, said::brokeTaskSize,
                              {{"mine", grouped(p.messageBytes)},
                               {"base", grouped(baseline.taskProducers.front().messageBytes)}},
                              plainWords(p.name));
                        break;
                    }
            break;
        case Requirement::Overhead:
            if (fleet && baseFleet && fleet->overhead < baseFleet->overhead)
                broke(rule, said::brokeOverhead,
                      {{"mine", plainNumber(fleet->overhead)}, {"base", plainNumber(baseFleet->overhead)}});
            break;
        case Requirement::Ceiling:
            if (fleet && baseFleet && fleet->partitionCeiling > baseFleet->partitionCeiling)
                broke(rule, said::brokeCeiling,
                      {{"mine", grouped(fleet->partitionCeiling)}, {"base", grouped(baseFleet->partitionCeiling)}});
            break;
        case Requirement::TaskTimes:
            if (pool && basePool &&
                (pool->processingP50S < basePool->processingP50S || pool->processingP99S < basePool->processingP99S ||
                 pool->processingMaxS < basePool->processingMaxS))
                broke(rule, said::brokeTaskTimes,
                      {{"median", plainNumber(pool->processingP50S)},
                       {"tail", plainNumber(pool->processingP99S)},
                       {"longest", plainNumber(pool->processingMaxS)},
                       {"base_median", plainNumber(basePool->processingP50S)},
                       {"base_tail", plainNumber(basePool->processingP99S)},
                       {"base_longest", plainNumber(basePool->processingMaxS)}});
            break;
        default:
            break; // the first seed's rules speak of a Kafka cluster
        }
    }

    compareAnswers(v, turn, stageDesign, baseline, answer, cat, roundOneDesign);
    decideOutcome(v, fleet || sqs, said::noFleetOrQueue, load, unit);
    if (v.yours.hasCluster) {
        pricingCautions(v, mine);
        loadCaution(v, answer, load, 2);
    }
    return v;
}

// ---- Round 2: a platform fleet of stream and queue topics, judged check by check ----

// The design with every platform's limits shown after a zone loss: the state the round sizes for,
// whichever state the learner's card shows.
Scenario sizedForZoneLoss(Scenario s)
{
    for (StreamPlatform& b : s.platformFleets)
        b.limitsShown = ZoneView::AfterZoneLoss;
    return s;
}

DesignCheck roundTwoDesign(const Scenario& s, const Report& r, const Catalog& cat)
{
    DesignCheck d = checkDesign(s, r, cat, "");
    d.lostBroker = {};
    if (!s.platformFleets.empty()) {
        const StreamPlatform& b = s.platformFleets.front();
        d.hasCluster = true;
        d.clusterKind = "platform";
        d.brokerSize = b.instance;
        d.brokers = b.brokers;
        d.survivors = b.brokers - 1;
        d.lostBroker =
            message(b.zones >= b.replicationFactor && b.replicationFactor - 1 >= b.quorum ? said::platformLost
                                                                                          : said::platformLostMajority);
    }
    return d;
}

Verdict checkRoundTwo(const Scenario& stageDesign, const Scenario& baseline, const Scenario& answerAsDrawn,
                      const YourTurn& turn, const Catalog& cat)
{
    const RoundTwoTargets& goal = *turn.roundTwo;
    const Scenario answer = sizedForZoneLoss(answerAsDrawn);
    Verdict v;
    v.load = baseline.offeredEventsPerSecond();
    const Report baseReport = evaluate(sizedForZoneLoss(baseline), cat, v.load);
    const Report mine = evaluate(answer, cat, v.load);
    v.baseline = roundTwoDesign(baseline, baseReport, cat);
    v.yours = roundTwoDesign(answer, mine, cat);
    const std::string load = grouped(v.load, 1);
    const Message unit = loadUnitWords(answer);
    v.changes = changesBetween(stageDesign, answerAsDrawn);
    v.wrongMoves = wrongMovesIn(baseline, answerAsDrawn, turn, cat, v.load);

    const UnitSystem& units = unitSystem(unitSystemNamed(answer.units).value_or(UnitSystemId::Seed004));
    const double budgetMinutes = availabilityBudgetMinutes(goal.availabilityPercent / 100, units);
    const Message budget = message(
        said::budget, {{"minutes", grouped(budgetMinutes, 2)}, {"percent", plainNumber(goal.availabilityPercent)}});

    // Every limit of every platform card, each after a zone loss, then the targets.
    for (const CardReport& card : mine.cards)
        if (card.kind == NodeKind::PlatformFleet)
            for (const LimitReport& l : card.limits)
                v.checks.push_back(limitCheck(answer, mine, card, l));

    const StreamPlatform* fleet = matched(answer.platformFleets, baseline.platformFleets);
    if (fleet) {
        const size_t fi = static_cast<size_t>(fleet - answer.platformFleets.data());
        const PlatformDetail& d = mine.platforms[fi];
        CheckLine c{"latency", message(said::nameLatencyReader), d.latencyMs <= goal.latencyMs, false, {}};
        c.text = message(c.passed ? (fleet->fetchFromFollower ? said::latencySpareFollower : said::latencySpare)
                                  : (fleet->fetchFromFollower ? said::latencyPastFollower : said::latencyPast),
                         {{"ms", plainNumber(std::round(d.latencyMs * 10) / 10)},
                          {"window", plainNumber(fleet->groupCommitMs)},
                          {"target", plainNumber(goal.latencyMs)},
                          {"spare", plainNumber(std::round((goal.latencyMs - d.latencyMs) * 10) / 10)},
                          {"over", grouped(d.latencyMs - goal.latencyMs, 1)}});
        v.checks.push_back(c);

        const int left = fleet->replicationFactor - 1;
        const int survives = std::max(0, fleet->replicationFactor - fleet->quorum);
        CheckLine z{"zone_loss", message(said::nameZoneLoss), false, false, {}};
        if (fleet->zones < fleet->replicationFactor) {
            z.text = message(
                said::zoneTwoInOne,
                {{"quorum", std::to_string(fleet->quorum)}, {"factor", std::to_string(fleet->replicationFactor)}},
                {{"replicas", fleet->replicationFactor, said::kReplicas}, {"zones", fleet->zones, said::kZones}},
                {{"budget", budget}});
        } else if (survives < goal.replicaLosses) {
            z.text = message(
                said::zoneCommittedFew,
                {{"quorum", std::to_string(fleet->quorum)}, {"wanted", std::to_string(goal.replicaLosses)}},
                {{"replicas", fleet->replicationFactor, said::kReplicas}, {"lost", survives, said::kLostReplicas}});
        } else {
            z.passed = true;
            z.text = message(
                said::zoneCommits,
                {{"left", std::to_string(left)},
                 {"lo", grouped(d.retriedLow)},
                 {"hi", grouped(d.retriedHigh)},
                 {"leaders", grouped(d.leadersPerBroker)}},
                {{"zones", fleet->zones, said::kZones}, {"replicas", fleet->replicationFactor, said::kReplicas}},
                {{"budget", budget}});
        }
        v.checks.push_back(z);

        const double kept = std::max(fleet->tierDays, fleet->localHours / 24);
        CheckLine k{"replay", message(said::nameReplay), kept >= goal.replayDays, false, {}};
        k.text = message(
            k.passed ? said::replayHolds : said::replayShort, {{"hours", plainNumber(fleet->localHours)}}, {},
            {{"kept", daysWords(kept)},
             {"tier", fleet->tierDays > 0 ? message(said::replayTier, {}, {}, {{"days", daysWords(fleet->tierDays)}})
                                          : message(said::replayNoTier)},
             {"target", daysWords(goal.replayDays)}});
        v.checks.push_back(k);

        CheckLine p{"page_cache", message(said::namePageCache), d.pageCacheS >= goal.pageCacheS, false, {}};
        p.text =
            message(p.passed ? said::pageCacheHolds : said::pageCacheShort, {{"seconds", grouped(d.pageCacheS)},
                                                                             {"gb", plainNumber(fleet->pageCacheGB)},
                                                                             {"target", grouped(goal.pageCacheS)}});
        v.checks.push_back(p);
    }

    // The brief: each rule the data lists.
    const Figures baseFigures = figures(baseline, cat, baseReport);
    auto broke = [&](const BriefRule& rule, const MessageTemplate& what,
                     std::vector<std::pair<std::string, std::string>> args, Message producer = {}) {
        std::vector<std::pair<std::string, Message>> parts{
            {"reason", plainWords(fillTemplate(rule.reason, baseFigures, "your-turn: rules"))}};
        if (!producer.english.empty())
            parts.emplace_back("producer", std::move(producer));
        v.broken.push_back(message(what, std::move(args), {}, std::move(parts)));
    };
    const StreamPlatform* baseFleet = baseline.platformFleets.empty() ? nullptr : &baseline.platformFleets.front();
    for (const BriefRule& rule : turn.rules) {
        switch (rule.id) {
        case Requirement::Stream:
            if (!baseline.taskProducers.empty())
                for (const TaskProducer& tp : answer.taskProducers)
                    if (tp.messageBytes < baseline.taskProducers.front().messageBytes) {
                        broke(rule, said::brokeMessageSize,
                              {{"mine", grouped(tp.messageBytes)},
                               {"base", grouped(baseline.taskProducers.front().messageBytes)}},
                              plainWords(tp.name));
                        break;
                    }
            break;
        case Requirement::Readers:
            if (fleet && baseFleet && fleet->readFactor < baseFleet->readFactor)
                broke(rule, said::brokeReadFactor,
                      {{"mine", plainNumber(fleet->readFactor)}, {"base", plainNumber(baseFleet->readFactor)}});
            break;
        case Requirement::Overhead:
            if (fleet && baseFleet && fleet->overhead < baseFleet->overhead)
                broke(rule, said::brokeOverhead,
                      {{"mine", plainNumber(fleet->overhead)}, {"base", plainNumber(baseFleet->overhead)}});
            break;
        default:
            break; // the other rules speak of a Kafka cluster or of Round 1's fleet
        }
    }

    compareAnswers(v, turn, stageDesign, baseline, answerAsDrawn, cat, roundTwoDesign, sizedForZoneLoss);
    decideOutcome(v, fleet != nullptr, said::noPlatform, load, unit, true);
    if (v.yours.hasCluster) {
        pricingCautions(v, mine, true);
        loadCaution(v, answer, load, 1);
    }
    return v;
}

// ---- Round 3: four regions of cells with mirrors between the pairs, judged check by check ----

DesignCheck roundThreeDesign(const Scenario& s, const Report& r, const Catalog& cat)
{
    DesignCheck d = checkDesign(s, r, cat, "");
    d.lostBroker = {};
    if (!s.cells.empty()) {
        d.hasCluster = true;
        d.clusterKind = "cells";
        d.brokerSize = s.cells.front().instance;
        d.brokers = r.global.brokers;
        d.survivors = d.brokers;
        d.lostBroker = message(said::cellLost);
    }
    return d;
}

Verdict checkRoundThree(const Scenario& stageDesign, const Scenario& baseline, const Scenario& answer,
                        const YourTurn& turn, const Catalog& cat)
{
    const RoundThreeTargets& goal = *turn.roundThree;
    Verdict v;
    v.load = baseline.offeredEventsPerSecond();
    const Report baseReport = evaluate(baseline, cat, v.load);
    const Report mine = evaluate(answer, cat, v.load);
    v.baseline = roundThreeDesign(baseline, baseReport, cat);
    v.yours = roundThreeDesign(answer, mine, cat);
    const std::string load = grouped(v.load);
    const Message unit = loadUnitWords(answer);
    v.changes = changesBetween(stageDesign, answer);
    v.wrongMoves = wrongMovesIn(baseline, answer, turn, cat, v.load);

    // Every limit of every cell and mirror card (the planned peak on the cells, the messages at risk).
    for (const CardReport& card : mine.cards)
        if (card.kind == NodeKind::Cell || card.kind == NodeKind::MirrorLink)
            for (const LimitReport& l : card.limits)
                v.checks.push_back(limitCheck(answer, mine, card, l));

    // Growth: each region's cells hold its planned peak times its cells' headroom.
    CheckLine grow{"growth", message(said::nameGrowth), true, false, {}};
    std::vector<Message> regionsGrown;
    for (size_t i = 0; i < answer.regions.size() && i < mine.regions.size(); ++i) {
        const RegionDetail& d = mine.regions[i];
        regionsGrown.push_back(message(said::growthRegion,
                                       {{"cells", std::to_string(d.cells)}, {"needed", std::to_string(d.cellsNeeded)}},
                                       {}, {{"region", plainWords(answer.regions[i].name)}}));
        grow.passed = grow.passed && d.cells >= d.cellsNeeded && d.cellsNeeded > 0;
    }
    grow.text = message(grow.passed ? said::growthHolds : said::growthShort, {}, {},
                        {{"regions", joinedMessages(regionsGrown, messages::listComma)}});
    v.checks.push_back(grow);

    // Mirrors: every region copies its critical topics to its pair, with a target inside the brief's RPO.
    std::vector<int> out(answer.regions.size(), -1);
    for (size_t mi = 0; mi < mine.mirrors.size(); ++mi)
        if (mine.mirrors[mi].from >= 0 && mine.mirrors[mi].to >= 0)
            out[static_cast<size_t>(mine.mirrors[mi].from)] = static_cast<int>(mi);
    std::vector<Message> unmirrored;
    for (size_t i = 0; i < out.size(); ++i)
        if (out[i] < 0)
            unmirrored.push_back(plainWords(answer.regions[i].name));
    CheckLine mir{"mirrors", message(said::nameMirrors), unmirrored.empty() && !answer.regions.empty(), false, {}};
    mir.text = mir.passed
                   ? message(said::mirrorsHold, {{"regions", std::to_string(answer.regions.size())}})
                   : message(said::mirrorsMissing, {}, {},
                             {{"regions", unmirrored.empty() ? message(said::noRegion)
                                                             : joinedMessages(unmirrored, messages::listComma)}});
    v.checks.push_back(mir);

    CheckLine rpo{"rpo", message(said::nameRpo), true, false, {}};
    std::vector<Message> trailing;
    for (size_t mi = 0; mi < answer.mirrorLinks.size() && mi < mine.mirrors.size(); ++mi) {
        const MirrorLink& m = answer.mirrorLinks[mi];
        const MirrorDetail& d = mine.mirrors[mi];
        if (d.from < 0)
            continue;
        if (m.targetLagS > goal.rpoSeconds || m.lagS > goal.rpoSeconds) {
            rpo.passed = false;
            trailing.push_back(message(said::rpoTrails,
                                       {{"lag", plainNumber(m.lagS)}, {"target", plainNumber(m.targetLagS)}}, {},
                                       {{"mirror", plainWords(m.name)}}));
        }
    }
    if (rpo.passed && mine.global.worstMirror >= 0) {
        const MirrorDetail& w = mine.mirrors[static_cast<size_t>(mine.global.worstMirror)];
        rpo.text = message(said::rpoHolds, {{"rpo", plainNumber(goal.rpoSeconds)}, {"messages", grouped(w.atTarget)}},
                           {}, {{"region", plainWords(answer.regions[static_cast<size_t>(w.from)].name)}});
    } else if (rpo.passed) {
        rpo.text = message(said::rpoNone);
    } else {
        rpo.text = message(said::rpoMissed, {{"rpo", plainNumber(goal.rpoSeconds)}}, {},
                           {{"mirrors", joinedMessages(trailing, messages::listSemicolon)}});
    }
    v.checks.push_back(rpo);

    CheckLine room{"s3_outage", message(said::nameS3Outage), mine.global.daysOfRoom >= goal.s3OutageDays, false, {}};
    room.text = message(room.passed ? said::s3Holds : said::s3Short,
                        {{"tb", grouped(mine.global.brokerGB / 1000)},
                         {"percent", percentText(mine.global.brokerFill * 100, 1)},
                         {"days", grouped(mine.global.daysOfRoom, 1)}},
                        {}, {{"target", daysWords(goal.s3OutageDays)}});
    v.checks.push_back(room);

    // What each region with cells keeps, as the engine planned it: its tier nodes' days where it has
    // them, its cells' own otherwise (cell.cpp).
    double kept = kNotKnown;
    for (const RegionDetail& d : mine.regions)
        if (d.cells > 0)
            kept = std::isnan(kept) ? std::max(d.archiveDays, d.s3Days)
                                    : std::min(kept, std::max(d.archiveDays, d.s3Days));
    CheckLine arc{"archive", message(said::nameArchive), !std::isnan(kept) && kept >= goal.archiveDays, false, {}};
    arc.text = std::isnan(kept) ? message(said::archiveNone, {}, {}, {{"target", daysWords(goal.archiveDays)}})
                                : message(arc.passed ? said::archiveHolds : said::archiveShort, {}, {},
                                          {{"kept", daysWords(kept)}, {"target", daysWords(goal.archiveDays)}});
    v.checks.push_back(arc);

    // The brief: each rule the data lists.
    const Figures baseFigures = figures(baseline, cat, baseReport);
    for (const BriefRule& rule : turn.rules) {
        if (rule.id != Requirement::Stream || baseline.taskProducers.empty())
            continue; // the other rules speak of a Kafka cluster or of the earlier rounds' fleets
        for (const TaskProducer& tp : answer.taskProducers)
            if (tp.messageBytes < baseline.taskProducers.front().messageBytes) {
                v.broken.push_back(
                    message(said::brokeMessageSize,
                            {{"mine", grouped(tp.messageBytes)},
                             {"base", grouped(baseline.taskProducers.front().messageBytes)}},
                            {},
                            {{"producer", plainWords(tp.name)},
                             {"reason", plainWords(fillTemplate(rule.reason, baseFigures, "your-turn: rules"))}}));
                break;
            }
    }

    compareAnswers(v, turn, stageDesign, baseline, answer, cat, roundThreeDesign);
    decideOutcome(v, !answer.cells.empty(), said::noCells, load, unit);
    if (v.yours.hasCluster)
        loadCaution(v, answer, load, 0);
    return v;
}
} // namespace

namespace {
// The brief's situation: the stage's design with the brief's `setting` applied (the design itself
// without one). Its figures fill the brief, and its load is the one an answer is judged at.
Scenario briefDesign(const YourTurn& turn, const Scenario& stageDesign, const Catalog& cat)
{
    return turn.setting.is_object() && !turn.setting.empty() ? patched(stageDesign, turn.setting, cat) : stageDesign;
}
} // namespace

Verdict checkAnswer(const Scenario& stageDesign, const Scenario& answer, const YourTurn& turn, const Catalog& cat)
{
    const Scenario baseline = briefDesign(turn, stageDesign, cat);
    if (turn.roundThree)
        return checkRoundThree(stageDesign, baseline, answer, turn, cat);
    if (turn.roundTwo)
        return checkRoundTwo(stageDesign, baseline, answer, turn, cat);
    if (turn.roundOne)
        return checkRoundOne(stageDesign, baseline, answer, turn, cat);
    Verdict v;
    v.load = baseline.offeredEventsPerSecond();
    const std::string clusterId = baseline.clusters.empty() ? std::string() : baseline.clusters.front().id;
    // The answer is judged at the brief's load, whatever load the canvas offers.
    const Report baseReport = evaluate(baseline, cat, v.load);
    const Report mine = evaluate(answer, cat, v.load);
    v.baseline = checkDesign(baseline, baseReport, cat, clusterId);
    v.yours = checkDesign(answer, mine, cat, clusterId);
    const std::string loadFigure = grouped(v.load); // the templates say events/s
    v.changes = changesBetween(stageDesign, answer);
    const int baseCi = checkedCluster(baseline, clusterId), myCi = checkedCluster(answer, clusterId);
    const int baseGroups = baseCi < 0 ? 0 : baseReport.clusters[baseCi].groups;
    const int myGroups = myCi < 0 ? 0 : mine.clusters[myCi].groups;
    if (baseGroups != myGroups)
        v.changes.push_back({message(said::changeGroups), plainWords(std::to_string(baseGroups)),
                             plainWords(std::to_string(myGroups))});

    v.wrongMoves = wrongMovesIn(baseline, answer, turn, cat, v.load);

    // The brief: each rule the data lists.
    const Figures baseFigures = figures(baseline, cat, baseReport);
    auto broke = [&](const BriefRule& rule, const MessageTemplate& what,
                     std::vector<std::pair<std::string, std::string>> args, std::vector<CountArg> counts = {}) {
        // The reason is the brief's data, filled with the baseline's figures: shown as the data has it.
        v.broken.push_back(
            message(what, std::move(args), std::move(counts),
                    {{"reason", plainWords(fillTemplate(rule.reason, baseFigures, "your-turn: rules"))}}));
    };
    if (myCi >= 0 && baseCi >= 0) {
        const Cluster& bc = baseline.clusters[baseCi];
        const Cluster& mc = answer.clusters[myCi];
        for (const BriefRule& rule : turn.rules) {
            switch (rule.id) {
            case Requirement::Readers:
                if (myGroups < baseGroups)
                    broke(rule, said::brokeReaders, {{"base", std::to_string(baseGroups)}},
                          {{"groups", myGroups, said::kGroupsRead}});
                break;
            case Requirement::Stream:
                // A relative tolerance: the same stream may differ in the last bits after scaling.
                if (mine.clusters[myCi].offered.bytesPerSecond <
                    baseReport.clusters[baseCi].offered.bytesPerSecond * (1 - 1e-9))
                    broke(rule, said::brokeStream,
                          {{"mine", grouped(mine.clusters[myCi].offered.mbps(), 1)},
                           {"base", grouped(baseReport.clusters[baseCi].offered.mbps(), 1)}});
                break;
            case Requirement::Copies:
                if (mc.replicationFactor < bc.replicationFactor)
                    broke(rule, said::brokeCopies,
                          {{"mine", std::to_string(mc.replicationFactor)},
                           {"base", std::to_string(bc.replicationFactor)}});
                break;
            case Requirement::InSync:
                if (mc.minInsyncReplicas < bc.minInsyncReplicas)
                    broke(rule, said::brokeInSync,
                          {{"mine", std::to_string(mc.minInsyncReplicas)},
                           {"base", std::to_string(bc.minInsyncReplicas)}});
                break;
            case Requirement::Zones:
                if (mc.zones < bc.zones)
                    broke(rule, said::brokeZones, {{"base", std::to_string(bc.zones)}},
                          {{"zones", mc.zones, said::kZones}});
                break;
            case Requirement::Retention:
                if (mc.retentionDays < bc.retentionDays)
                    broke(rule, said::brokeRetention,
                          {{"mine", grouped(mc.retentionDays, 1)}, {"base", grouped(bc.retentionDays, 1)}});
                break;
            case Requirement::Acks: {
                bool weaker = false;
                for (int pi : answer.producersOf(myCi))
                    weaker = weaker || answer.producers[pi].acks != Acks::All;
                if (weaker && !baseline.producers.empty() && baseline.producers.front().acks == Acks::All)
                    broke(rule, said::brokeAcks, {});
                break;
            }
            case Requirement::Overhead:
            case Requirement::Ceiling:
            case Requirement::TaskTimes:
                break; // the rounds' rules: a Kafka cluster has none of these fields

            case Requirement::Key: {
                if (baseline.producers.empty())
                    break;
                const KeyKind want = baseline.producers.front().key;
                for (int pi : answer.producersOf(myCi))
                    if (answer.producers[pi].key != want) {
                        broke(rule, want == KeyKind::Merchant ? said::brokeKeyOrder : said::brokeKeyMerchant,
                              {{"producer", answer.producers[pi].name}});
                        break;
                    }
                break;
            }
            case Requirement::Cheaper: {
                // The brokers' bill, not the consumers': fewer tasks are not a cheaper cluster.
                auto mskOf = [](const Report& rep) {
                    Money m;
                    for (const auto& line : rep.bill)
                        if (line.item != BillItem::ConsumerTasks)
                            m += line.amount;
                    return m;
                };
                const Money mineMsk = mskOf(mine), baseMsk = mskOf(baseReport);
                if (mineMsk.cents >= baseMsk.cents)
                    broke(rule, said::brokeCheaper, {{"mine", usdText(mineMsk)}, {"base", usdText(baseMsk)}});
                break;
            }
            }
        }
    }

    // The known answers, side by side with yours.
    int closest = -1, closestGap = 0;
    for (const ReferenceAnswer& ref : turn.answers) {
        AnswerComparison cmp;
        cmp.id = ref.id;
        cmp.title = ref.title;
        const Scenario design = patched(baseline, ref.patch, cat);
        const Report rr = evaluate(design, cat, v.load);
        cmp.check = checkDesign(design, rr, cat, clusterId);
        cmp.summary = fillTemplate(ref.summary, figures(design, cat, rr), "your-turn: " + ref.id);
        if (v.yours.hasCluster && cmp.check.clusterKind == v.yours.clusterKind &&
            cmp.check.brokerSize == v.yours.brokerSize) {
            cmp.same = cmp.check.brokers == v.yours.brokers;
            const int gap = std::abs(cmp.check.brokers - v.yours.brokers);
            if (closest < 0 || gap < closestGap)
                closest = static_cast<int>(v.answers.size()), closestGap = gap;
        }
        v.answers.push_back(std::move(cmp));
    }
    if (closest >= 0)
        v.answers[closest].closest = true;
    for (auto& cmp : v.answers)
        cmp.comparison = compareWith(v.yours, cmp);

    // The outcome and the words around it.
    if (!v.yours.hasCluster) {
        v.outcome = Outcome::NoCluster;
        v.headline = message(said::noCluster);
    } else if (v.yours.saturates) {
        v.outcome = Outcome::Saturates;
        v.headline = message(said::saturates, {{"load", loadFigure}, {"card", v.yours.firstName}}, {},
                             {{"percent", percentOrUnknown(v.yours.bindingPercent)}, {"binding", v.yours.binding}});
    } else if (!v.broken.empty()) {
        v.outcome = Outcome::BendsBrief;
        v.headline = message(said::bendsBrief, {{"load", loadFigure}});
    } else {
        v.outcome = Outcome::Holds;
        v.passed = true;
        v.headline = message(said::holds, {{"load", loadFigure}}, {},
                             {{"percent", percentOrUnknown(v.yours.bindingPercent)}, {"binding", v.yours.binding}});
    }
    if (v.yours.hasCluster) {
        if (v.yours.pastSizingLine)
            v.cautions.push_back(message(said::cautionPastLine, {}, {}, {{"limits", v.yours.pastLine}}));
        if (!std::isnan(v.yours.lostBrokerPercent) && v.yours.lostBrokerPercent > 100)
            v.cautions.push_back(message(said::cautionLostBroker, {}, {}, {{"lost", v.yours.lostBroker}}));
        for (const std::string& u : v.yours.unchecked)
            v.cautions.push_back(message(said::cautionUnchecked, {{"limit", u}}));
        if (v.yours.derivedPrice)
            v.cautions.push_back(message(said::cautionDerivedPrice));
        if (v.yours.saturates)
            v.cautions.push_back(message(said::cautionSaturatedBill));
        if (std::fabs(answer.offeredEventsPerSecond() - v.load) > 0.5)
            v.cautions.push_back(message(
                said::cautionLoad, {{"offered", grouped(answer.offeredEventsPerSecond())}, {"load", loadFigure}}));
    }
    return v;
}

std::vector<MessageTemplate> yourTurnTemplates()
{
    std::vector<MessageTemplate> out;
    for (const MessageTemplate* t : said::all)
        out.push_back(*t);
    for (const MessageTemplate* t : said::checkLines)
        out.push_back(*t);
    return out;
}

} // namespace mqlab
