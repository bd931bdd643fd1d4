// Round 3's drills: the mirror's copy of a region and what its loss leaves behind, the manual failover
// and the failback, the control plane's waves with a bad change, one customer's deletion and the
// tenant's key, and the mirror lag alarm. Counts of messages are drawn as Poisson counts over the
// intervals that matter (independent over disjoint intervals, so exact for Poisson arrivals), by our
// own inverse CDFs; a fixed mode spaces arrivals evenly (the count up to t is floor(rate x t)).
#include "mqlab/sim/round_three.h"
#include "mqlab/report/translatable.h"

#include <algorithm>
#include <cmath>
#include <initializer_list>
#include <stdexcept>
#include <utility>

#include "mqlab/error.h"
#include "mqlab/model/fields.h"
#include "mqlab/report/format.h"
#include "mqlab/report/list.h"
#include "mqlab/report/message.h"
#include "mqlab/sim/config_refusals.h"
#include "setting_refusal.h"

namespace mqlab::sim {
namespace {

// The timelines' titles, one template a title; a region's or key store's name is the design's.
//: A Round 3 drill's timeline: the region {region} evacuated to its pair {pair} ("eu-west-1").
constexpr MessageTemplate titleEvacuating{"r3.timeline.evacuating",
                                          MQLAB_TR("EngineMessage", "Evacuating {region} to {pair}, by hand")};
//: A Round 3 drill's timeline: back to {region} after {away} away, a clock as the steps write it ("3 h 00 min").
constexpr MessageTemplate titleFailback{"r3.timeline.failback",
                                        MQLAB_TR("EngineMessage", "Failing back to {region} after {away} away")};
constexpr MessageTemplate titleWaves{"r3.timeline.waves", MQLAB_TR("EngineMessage", "In waves from a canary cell")};
constexpr MessageTemplate titleAllAtOnce{"r3.timeline.all_at_once",
                                         MQLAB_TR("EngineMessage", "Every cell at once (no waves)")};
constexpr MessageTemplate titleWithHold{"r3.timeline.with_hold",
                                        MQLAB_TR("EngineMessage", "One customer's deletion under a legal hold")};
constexpr MessageTemplate titleWithoutHold{"r3.timeline.without_hold",
                                           MQLAB_TR("EngineMessage", "One customer's deletion, no hold")};
constexpr MessageTemplate titleOffboarding{"r3.timeline.offboarding",
                                           MQLAB_TR("EngineMessage", "A tenant's offboarding: its KMS key")};
//: A Round 3 drill's timeline: the mirror out of the region {region} slows down.
constexpr MessageTemplate titleLag{"r3.timeline.lag", MQLAB_TR("EngineMessage", "The mirror from {region} slows")};
//: A Round 3 drill's timeline: a customer's key created in its home region {home} alone.
constexpr MessageTemplate titleKeyDesign{"r3.timeline.key_design",
                                         MQLAB_TR("EngineMessage", "Created in {home} only, with a conditional put")};
constexpr MessageTemplate titleKeyBoth{"r3.timeline.key_both_regions",
                                       MQLAB_TR("EngineMessage", "Each region creates its own key (not the design)")};
//: A Round 3 drill's timeline: the DLQ's messages moved back at {rate} messages a second.
constexpr MessageTemplate titleRedrive{"r3.timeline.redrive",
                                       MQLAB_TR("EngineMessage", "Redriving the DLQ at {rate} msg/s")};
constexpr MessageTemplate titleTestFails{"r3.timeline.test_fails",
                                         MQLAB_TR("EngineMessage", "The one message tested fails again")};
//: A Round 3 drill's timeline: the S3 uploads work again {hours} hours after the alarm.
constexpr MessageTemplate titleUploadsFixed{"r3.timeline.uploads_fixed",
                                            MQLAB_TR("EngineMessage", "Uploads fixed {hours} h after the alarm")};
constexpr MessageTemplate titleUnfixed{"r3.timeline.unfixed", MQLAB_TR("EngineMessage", "Nobody fixes the uploads")};

// The steps' words (r3steps17): a template a sentence, ids r3.step.<drill>.<what>; the design's names
// (regions, topic groups) and the figures are arguments, counts with their nouns CountArgs.
//: A clock in a Round 3 drill: {s} seconds ("3.1").
constexpr MessageTemplate clockSeconds{"r3.clock.seconds", MQLAB_TR("EngineMessage", "{s} s")};
//: A clock in a Round 3 drill: {min} minutes and {s} seconds, two digits ("5 min 20 s").
constexpr MessageTemplate clockMinutes{"r3.clock.minutes", MQLAB_TR("EngineMessage", "{min} min {s} s")};
//: A clock in a Round 3 drill: {h} hours and {min} minutes, two digits ("2 h 05 min").
constexpr MessageTemplate clockHours{"r3.clock.hours", MQLAB_TR("EngineMessage", "{h} h {min} min")};
//: A clock in a Round 3 drill: {d} days, {h} hours and {min} minutes ("37 d 00 h 02 min").
constexpr MessageTemplate clockDays{"r3.clock.days", MQLAB_TR("EngineMessage", "{d} d {h} h {min} min")};

//: A Round 3 drill's assumed figure: the critical topic groups, {groups} their names ("payments, orders").
constexpr MessageTemplate figureGroups{"r3.figure.groups",
                                       MQLAB_TR("EngineMessage", "critical topic groups ({groups})")};
//: A Round 3 drill's assumed figure: the rollout's waves, {cells} the cells in each ("1, 1").
constexpr MessageTemplate figureWaves{"r3.figure.waves",
                                      MQLAB_TR("EngineMessage", "waves (cells: {cells}, then the rest)")};

// The states: a word in capitals a step shows beside its clock. The deletion request's and the KMS key's
// (PENDING, ON_HOLD, KEY_DELETED, COMPLETE, PENDING_DELETION, DELETED) are the status an API answers.
//: A Round 3 drill step's state: a region is lost.
constexpr MessageTemplate stateLost{"r3.state.lost", MQLAB_TR("EngineMessage", "LOST")};
constexpr MessageTemplate stateDetected{"r3.state.detected", MQLAB_TR("EngineMessage", "DETECTED")};
constexpr MessageTemplate stateConfirmed{"r3.state.confirmed", MQLAB_TR("EngineMessage", "CONFIRMED")};
constexpr MessageTemplate stateLagsNoted{"r3.state.lags_noted", MQLAB_TR("EngineMessage", "LAGS NOTED")};
//: A Round 3 drill step's state: a topic group's routing control is flipped to the other region.
constexpr MessageTemplate stateFlipped{"r3.state.flipped", MQLAB_TR("EngineMessage", "FLIPPED")};
constexpr MessageTemplate stateResumed{"r3.state.resumed", MQLAB_TR("EngineMessage", "RESUMED")};
constexpr MessageTemplate statePairAtPeak{"r3.state.pair_at_peak", MQLAB_TR("EngineMessage", "PAIR AT PEAK")};
//: A Round 3 drill step's state: the unmirrored tail of a lost region's log waits for it.
constexpr MessageTemplate stateTailWaits{"r3.state.tail_waits", MQLAB_TR("EngineMessage", "TAIL WAITS")};
constexpr MessageTemplate stateBack{"r3.state.back", MQLAB_TR("EngineMessage", "BACK")};
constexpr MessageTemplate stateTailToReconciliation{"r3.state.tail_to_reconciliation",
                                                    MQLAB_TR("EngineMessage", "TAIL TO RECONCILIATION")};
constexpr MessageTemplate stateReverseMirror{"r3.state.reverse_mirror", MQLAB_TR("EngineMessage", "REVERSE MIRROR")};
//: A Round 3 drill step's state: a mirror's lag is under its target again.
constexpr MessageTemplate stateUnderTarget{"r3.state.under_target", MQLAB_TR("EngineMessage", "UNDER TARGET")};
constexpr MessageTemplate stateLagNearZero{"r3.state.lag_near_zero", MQLAB_TR("EngineMessage", "LAG NEAR ZERO")};
constexpr MessageTemplate stateSwitchedBack{"r3.state.switched_back", MQLAB_TR("EngineMessage", "SWITCHED BACK")};
constexpr MessageTemplate stateMirrorRestored{"r3.state.mirror_restored", MQLAB_TR("EngineMessage", "MIRROR RESTORED")};
//: A Round 3 drill step's state: a change is pushed to every cell of a region at once.
constexpr MessageTemplate stateAllCells{"r3.state.all_cells", MQLAB_TR("EngineMessage", "ALL CELLS")};
//: A Round 3 drill step's state: a change is pushed to the first cell, the canary.
constexpr MessageTemplate stateCanary{"r3.state.canary", MQLAB_TR("EngineMessage", "CANARY")};
//: A Round 3 drill step's state: a change is pushed to the cells of wave {wave} (2 and up).
constexpr MessageTemplate stateWave{"r3.state.wave", MQLAB_TR("EngineMessage", "WAVE {wave}")};
constexpr MessageTemplate stateBroken{"r3.state.broken", MQLAB_TR("EngineMessage", "BROKEN")};
//: A Round 3 drill step's state: a rollout is stopped.
constexpr MessageTemplate stateHalted{"r3.state.halted", MQLAB_TR("EngineMessage", "HALTED")};
constexpr MessageTemplate stateRolledBack{"r3.state.rolled_back", MQLAB_TR("EngineMessage", "ROLLED BACK")};
//: A deletion request's status, as the API answers it.
constexpr MessageTemplate statePending{"r3.state.pending", MQLAB_TR("EngineMessage", "PENDING")};
//: A deletion request's status, as the API answers it: a legal hold stops it.
constexpr MessageTemplate stateOnHold{"r3.state.on_hold", MQLAB_TR("EngineMessage", "ON_HOLD")};
//: A deletion request's status, as the API answers it: the customer's key row is deleted.
constexpr MessageTemplate stateKeyDeleted{"r3.state.key_deleted", MQLAB_TR("EngineMessage", "KEY_DELETED")};
//: A deletion request's status, as the API answers it.
constexpr MessageTemplate stateComplete{"r3.state.complete", MQLAB_TR("EngineMessage", "COMPLETE")};
constexpr MessageTemplate stateRequested{"r3.state.requested", MQLAB_TR("EngineMessage", "REQUESTED")};
constexpr MessageTemplate stateApproved{"r3.state.approved", MQLAB_TR("EngineMessage", "APPROVED")};
//: A KMS key's state, as AWS names it: deletion scheduled, still cancellable.
constexpr MessageTemplate statePendingDeletion{"r3.state.pending_deletion",
                                               MQLAB_TR("EngineMessage", "PENDING_DELETION")};
//: A KMS key's state: deleted.
constexpr MessageTemplate stateDeleted{"r3.state.deleted", MQLAB_TR("EngineMessage", "DELETED")};
//: A Round 3 drill step's state: the mirror copies slower than the traffic arrives.
constexpr MessageTemplate stateSlow{"r3.state.slow", MQLAB_TR("EngineMessage", "SLOW")};
constexpr MessageTemplate statePastTarget{"r3.state.past_target", MQLAB_TR("EngineMessage", "PAST TARGET")};
constexpr MessageTemplate stateAlarm{"r3.state.alarm", MQLAB_TR("EngineMessage", "ALARM")};
//: A Round 3 drill step's state: what went wrong is repaired.
constexpr MessageTemplate stateFixed{"r3.state.fixed", MQLAB_TR("EngineMessage", "FIXED")};
constexpr MessageTemplate stateCaughtUp{"r3.state.caught_up", MQLAB_TR("EngineMessage", "CAUGHT UP")};
constexpr MessageTemplate stateFirstWrites{"r3.state.first_writes", MQLAB_TR("EngineMessage", "FIRST WRITES")};
constexpr MessageTemplate stateForwarded{"r3.state.forwarded", MQLAB_TR("EngineMessage", "FORWARDED")};
//: A Round 3 drill step's state: a customer's key is created.
constexpr MessageTemplate stateCreated{"r3.state.created", MQLAB_TR("EngineMessage", "CREATED")};
//: A Round 3 drill step's state: a conditional put finds the row it must not find.
constexpr MessageTemplate stateConditionFailed{"r3.state.condition_failed",
                                               MQLAB_TR("EngineMessage", "CONDITION FAILED")};
constexpr MessageTemplate stateReadExisting{"r3.state.read_existing", MQLAB_TR("EngineMessage", "READ EXISTING")};
constexpr MessageTemplate stateReplicated{"r3.state.replicated", MQLAB_TR("EngineMessage", "REPLICATED")};
constexpr MessageTemplate stateOverwritten{"r3.state.overwritten", MQLAB_TR("EngineMessage", "OVERWRITTEN")};
constexpr MessageTemplate stateDiscarded{"r3.state.discarded", MQLAB_TR("EngineMessage", "DISCARDED")};
constexpr MessageTemplate stateSettled{"r3.state.settled", MQLAB_TR("EngineMessage", "SETTLED")};
//: A Round 3 drill step's state: an engineer looks at the failures before touching anything.
constexpr MessageTemplate stateLook{"r3.state.look", MQLAB_TR("EngineMessage", "LOOK")};
constexpr MessageTemplate stateFix{"r3.state.fix", MQLAB_TR("EngineMessage", "FIX")};
//: A Round 3 drill step's state: one message is tried by hand before the rest.
constexpr MessageTemplate stateTestOne{"r3.state.test_one", MQLAB_TR("EngineMessage", "TEST ONE")};
constexpr MessageTemplate stateTestPassed{"r3.state.test_passed", MQLAB_TR("EngineMessage", "TEST PASSED")};
//: A Round 3 drill step's state: a dead-letter queue's messages are moved back to their queue.
constexpr MessageTemplate stateRedrive{"r3.state.redrive", MQLAB_TR("EngineMessage", "REDRIVE")};
constexpr MessageTemplate stateWatch{"r3.state.watch", MQLAB_TR("EngineMessage", "WATCH")};
constexpr MessageTemplate stateMoved{"r3.state.moved", MQLAB_TR("EngineMessage", "MOVED")};
constexpr MessageTemplate stateClosed{"r3.state.closed", MQLAB_TR("EngineMessage", "CLOSED")};
constexpr MessageTemplate stateTestFailed{"r3.state.test_failed", MQLAB_TR("EngineMessage", "TEST FAILED")};
constexpr MessageTemplate stateUploadsFail{"r3.state.uploads_fail", MQLAB_TR("EngineMessage", "UPLOADS FAIL")};
constexpr MessageTemplate stateGrowing{"r3.state.growing", MQLAB_TR("EngineMessage", "GROWING")};
//: A Round 3 drill step's state: the brokers' disks are full.
constexpr MessageTemplate stateFull{"r3.state.full", MQLAB_TR("EngineMessage", "FULL")};
//: A Round 3 drill step's state: the backlog is uploaded and gone from the brokers.
constexpr MessageTemplate stateDrained{"r3.state.drained", MQLAB_TR("EngineMessage", "DRAINED")};

// Counts with their nouns.
constexpr CountWords kMessages{"%n message", MQLAB_TR_N("EngineCount", "%n messages")};
constexpr CountWords kCriticalMessages{"%n critical message", MQLAB_TR_N("EngineCount", "%n critical messages")};
constexpr CountWords kCells{"%n cell", MQLAB_TR_N("EngineCount", "%n cells")};
// A count and the verb it takes, so one cell "stops" and five "stop".
constexpr CountWords kCellsStopAnswering{"%n cell stops answering",
                                         MQLAB_TR_N("EngineCount", "%n cells stop answering")};
constexpr CountWords kCellsPassChecks{"%n cell passes its health checks",
                                      MQLAB_TR_N("EngineCount", "%n cells pass their health checks")};
constexpr CountWords kMessagesNotSent{"%n message is not sent", MQLAB_TR_N("EngineCount", "%n messages are not sent")};
constexpr CountWords kWritesWaited{"%n write waited", MQLAB_TR_N("EngineCount", "%n writes waited")};
constexpr CountWords kCellsNeverChanged{"%n cell never gets", MQLAB_TR_N("EngineCount", "%n cells never get")};
constexpr CountWords kMessagesAtRisk{"%n message at risk", MQLAB_TR_N("EngineCount", "%n messages at risk")};

// region-loss
//: A Round 3 drill step: {region} is lost ("us-east-1"), its pair {pair}; {lag} seconds; {left} "183 critical
//: messages"; {rate} messages a second.
constexpr MessageTemplate stepLost{
    "r3.step.region_loss.lost",
    MQLAB_TR("EngineMessage",
             "{region} is lost. Its mirror to {pair} had landed the log up to {lag} s before the "
             "loss: {left} ({rate} msg/s x {lag} s) are only in {region}. Nothing switches by itself.")};
//: A Round 3 drill step: {region}'s {cells} ("5 cells stop answering", with its verb) the probes.
constexpr MessageTemplate stepDetected{
    "r3.step.region_loss.detected",
    MQLAB_TR("EngineMessage", "Alarms: {region}'s {cells} the cross-region probes. Critical producers "
                              "retry; their writes wait.")};
constexpr MessageTemplate stepConfirmed{
    "r3.step.region_loss.confirmed",
    MQLAB_TR("EngineMessage", "An engineer confirms the outage: several cells, AWS Health and the cross-region probes "
                              "agree. The failover is a decision, not a timeout.")};
//: A Round 3 drill step: {lags} each topic group's lag, "payments 3 s, 72,917 messages; orders ...".
constexpr MessageTemplate stepLagsNoted{
    "r3.step.region_loss.lags_noted",
    MQLAB_TR("EngineMessage", "Each critical topic group's lag at the loss, written down: {lags}.")};
//: One topic group's lag in a list: {group} its name ("payments"), {lag} seconds, {messages} "72,917 messages".
constexpr MessageTemplate stepGroupLag{"r3.step.region_loss.group_lag",
                                       MQLAB_TR("EngineMessage", "{group} {lag} s, {messages}")};
//: A Round 3 drill step: the first topic group {group} ("payments") moved to {pair}; {rate} messages a second;
//: {waited} "1,234 writes waited".
constexpr MessageTemplate stepFlippedFirst{
    "r3.step.region_loss.flipped_first",
    MQLAB_TR("EngineMessage", "{group} first: its routing control flipped from an ARC cluster endpoint in a healthy "
                              "region; home is {pair} now and its {rate} msg/s write there ({waited} for the flip).")};
//: A Round 3 drill step: a later topic group {group} moved to {pair}; {waited} "1,234 writes waited".
constexpr MessageTemplate stepFlipped{
    "r3.step.region_loss.flipped",
    MQLAB_TR("EngineMessage", "{group}: its routing control flipped from an ARC cluster endpoint in a healthy "
                              "region; home is {pair} now and its {rate} msg/s write there ({waited} for the flip).")};
//: A Round 3 drill step: {group}'s consumers in {pair}; {before} seconds; {reread} "1,234 messages".
constexpr MessageTemplate stepResumed{
    "r3.step.region_loss.resumed",
    MQLAB_TR("EngineMessage", "The {group} consumers resume in {pair} from the checkpoint topic, {before} s before the "
                              "mirrored edge: they reread {reread} they had read (idempotent consumers drop them).")};
//: A Round 3 drill step: {pair}'s load in messages a second; {cells} "4 cells"; {busy} a percent.
constexpr MessageTemplate stepPairAtPeak{
    "r3.step.region_loss.pair_at_peak",
    MQLAB_TR("EngineMessage",
             "{pair} carries {own} msg/s of its own + {moved} moved = {load} msg/s, its planned peak of {planned}, on "
             "{cells} ({busy}%): the moved traffic replaces the mirror stream of the same size. Its rollout waves are "
             "paused.")};
//: A Round 3 drill step: {lag} seconds of {region}'s log; {messages} "183 messages"; {groups} "payments 73,
//: orders 64"; {rate} messages a second.
constexpr MessageTemplate stepTailWaits{
    "r3.step.region_loss.tail_waits",
    MQLAB_TR("EngineMessage", "The last {lag} s of {region}'s critical topics ({messages}: {groups}) stay there until "
                              "it returns. Its other {rate} msg/s, not mirrored, wait for the region.")};
//: One topic group's count in a list: {group} its name, {count} messages ("payments 73").
constexpr MessageTemplate stepGroupCount{"r3.step.region_loss.group_count",
                                         MQLAB_TR("EngineMessage", "{group} {count}")};

// failback
//: A Round 3 drill step: {region} returns; {cells} "5 cells pass their health checks" (with its verb); {tail}
//: "183 critical messages"; {pair} its pair.
constexpr MessageTemplate stepBack{
    "r3.step.failback.back", MQLAB_TR("EngineMessage", "{region} is back and its {cells}. Its log still holds {tail} "
                                                       "written before the loss that never reached {pair}.")};
//: A Round 3 drill step: {messages} "183 messages"; {groups} "payments 73, orders 64"; {region} where they were
//: written.
constexpr MessageTemplate stepTailToReconciliation{
    "r3.step.failback.tail_to_reconciliation",
    MQLAB_TR("EngineMessage",
             "The unmirrored tail, {messages} ({groups}), goes to reconciliation topics tagged with its origin, "
             "{region}. Nothing is written into the live topics behind the owners' backs.")};
//: A Round 3 drill step: {messages} "1,234 messages"; {lag} seconds; {factor} a multiple ("4").
constexpr MessageTemplate stepReverseMirror{
    "r3.step.failback.reverse_mirror",
    MQLAB_TR("EngineMessage", "The mirror runs in reverse, {pair} to {region}: {messages} written in {pair} since the "
                              "flips (a lag of {lag} s), copied at up to {factor} x the critical rate.")};
constexpr MessageTemplate stepReverseUnderTarget{
    "r3.step.failback.under_target",
    MQLAB_TR("EngineMessage", "The reverse lag is {lag} s, under the {target} s target.")};
//: A Round 3 drill step: {batch} seconds; {messages} "12,345 messages".
constexpr MessageTemplate stepLagNearZero{
    "r3.step.failback.lag_near_zero",
    MQLAB_TR("EngineMessage", "The reverse lag is within one batch ({batch} s, {messages}): the homes can switch back "
                              "without leaving anything behind.")};
//: A Round 3 drill step: the topic group {group} returns home to {region}; {reread} "1,234 messages".
constexpr MessageTemplate stepSwitchedBack{
    "r3.step.failback.switched_back",
    MQLAB_TR("EngineMessage", "{group}: writes pause while its last batch lands, then its routing control is flipped "
                              "back; home is {region} again. Its consumers move by checkpoint and reread {reread}.")};
//: A Round 3 drill step: {planned} and {own} messages a second. COE: a correction of errors, an incident's write-up.
constexpr MessageTemplate stepMirrorRestored{
    "r3.step.failback.mirror_restored",
    MQLAB_TR("EngineMessage",
             "The mirror runs {region} to {pair} again; {pair} is back to {planned} msg/s planned, its "
             "own {own} and the mirror in. Write the correction of errors (COE).")};

// bad-config
//: Cells of a rollout wave: cell {cell} ("cell 3").
constexpr MessageTemplate stepOneCell{"r3.step.bad_config.cell", MQLAB_TR("EngineMessage", "cell {cell}")};
//: Cells of a rollout wave: cells {from} to {to} ("cells 2 to 5").
constexpr MessageTemplate stepCellRange{"r3.step.bad_config.cells", MQLAB_TR("EngineMessage", "cells {from} to {to}")};
//: A Round 3 drill step: a change reaches {region}'s {cells} ("cell 1", "cells 2 to 5"), {rate} messages a second.
constexpr MessageTemplate stepPushed{
    "r3.step.bad_config.pushed",
    MQLAB_TR("EngineMessage", "The control plane pushes the change to {region}'s {cells} ({rate} msg/s).")};
//: A Round 3 drill step: a change reaches {region}'s {cells} ("cells 1 to 5"), all of them.
constexpr MessageTemplate stepPushedAll{
    "r3.step.bad_config.pushed_all",
    MQLAB_TR("EngineMessage", "The control plane pushes the change to {region}'s {cells} (every cell at once).")};
//: A Round 3 drill step: one cell ({cells}: "cell 1") broken; {rate} messages a second.
constexpr MessageTemplate stepBrokenOne{
    "r3.step.bad_config.broken_one",
    MQLAB_TR("EngineMessage", "The bad change breaks {cells}: its tenants' {rate} msg/s are refused.")};
//: A Round 3 drill step: several cells ({cells}: "cells 1 to 5") broken; {rate} messages a second.
constexpr MessageTemplate stepBrokenMany{
    "r3.step.bad_config.broken_many",
    MQLAB_TR("EngineMessage", "The bad change breaks {cells}: their tenants' {rate} msg/s are refused.")};
constexpr MessageTemplate stepHaltedOne{
    "r3.step.bad_config.halted_one",
    MQLAB_TR("EngineMessage", "A health check finds the broken cell; the rollout stops.")};
constexpr MessageTemplate stepHaltedMany{
    "r3.step.bad_config.halted_many",
    MQLAB_TR("EngineMessage", "A health check finds the broken cells; the rollout stops.")};
//: A Round 3 drill step: {untouched} "3 cells never get".
constexpr MessageTemplate stepHaltedOneEarly{
    "r3.step.bad_config.halted_one_early",
    MQLAB_TR("EngineMessage",
             "A health check finds the broken cell; the rollout stops before the next wave: {untouched} the change.")};
//: A Round 3 drill step: {untouched} "3 cells never get".
constexpr MessageTemplate stepHaltedManyEarly{
    "r3.step.bad_config.halted_many_early",
    MQLAB_TR("EngineMessage",
             "A health check finds the broken cells; the rollout stops before the next wave: {untouched} the change.")};
//: A Round 3 drill step: {changed} "2 cells"; {hurt} a number of {cells} ("5 cells"); {share} a percent; {seconds}
//: how long; {down} the seconds every cell was hurt, {budget} the region's seconds of downtime a month.
constexpr MessageTemplate stepRolledBackDown{
    "r3.step.bad_config.rolled_back_region_down",
    MQLAB_TR("EngineMessage",
             "The old config is back on {changed}. Hurt: {hurt} of {cells} ({share}% of {region}'s tenants) for "
             "{seconds} s, the whole region: {down} s against its {budget} s a month.")};
//: A Round 3 drill step: {changed} "2 cells"; {hurt} a number of {cells} ("5 cells"); {share} a percent.
constexpr MessageTemplate stepRolledBackUp{
    "r3.step.bad_config.rolled_back_region_up",
    MQLAB_TR("EngineMessage", "The old config is back on {changed}. Hurt: {hurt} of {cells} ({share}% of {region}'s "
                              "tenants) for {seconds} s; the region stayed up.")};

// deletion
//: A Round 3 drill step: {response} the API's answer as code ("{requestId, status: PENDING, statusUrl}").
constexpr MessageTemplate stepDeletionRequested{
    "r3.step.deletion.requested",
    MQLAB_TR("EngineMessage", "POST /v1/deletion-requests answers 202 {response}; the request is in the audit trail.")};
constexpr MessageTemplate stepDeletionOnHold{
    "r3.step.deletion.on_hold",
    MQLAB_TR("EngineMessage", "A legal hold covers the customer's data: retention and deletion skip it, its S3 objects "
                              "keep their Object Lock legal hold and its key cannot be destroyed. Legal decides; the "
                              "system only enforces.")};
constexpr MessageTemplate stepDeletionReleased{
    "r3.step.deletion.released", MQLAB_TR("EngineMessage", "Legal releases the hold (audited); the request proceeds.")};
constexpr MessageTemplate stepDeletionNoHold{
    "r3.step.deletion.no_hold",
    MQLAB_TR("EngineMessage", "No legal hold covers the customer's data; the request proceeds.")};
constexpr MessageTemplate stepDeletionKeyDeleted{
    "r3.step.deletion.key_deleted",
    MQLAB_TR("EngineMessage",
             "An explicit DeleteItem removes the customer's key row in its home region (never a TTL) and the global "
             "table carries it to the pair: their encrypted fields on brokers, in S3, in Glacier and in the mirror are "
             "unreadable now, and no segment was rewritten.")};
//: A Round 3 drill step: {days} the backups' retention. COMPLETE is the request's status, as the API answers it.
constexpr MessageTemplate stepDeletionComplete{
    "r3.step.deletion.complete",
    MQLAB_TR("EngineMessage",
             "The last backup of the key table that held the key has aged out ({days} days): COMPLETE.")};
constexpr MessageTemplate stepOffboardingRequested{
    "r3.step.deletion.offboarding_requested",
    MQLAB_TR("EngineMessage", "A tenant asks to leave: every message it sent is to become unreadable.")};
constexpr MessageTemplate stepOffboardingApproved{
    "r3.step.deletion.offboarding_approved",
    MQLAB_TR("EngineMessage", "The offboarding is approved, and no legal hold covers the tenant.")};
//: A Round 3 drill step: {days} KMS's waiting period.
constexpr MessageTemplate stepOffboardingScheduled{
    "r3.step.deletion.offboarding_scheduled",
    MQLAB_TR("EngineMessage", "Deletion of the tenant's multi-Region key is scheduled on the replica and the primary "
                              "with the longest waiting period, {days} days. Until it ends, the deletion can be "
                              "cancelled.")};
constexpr MessageTemplate stepOffboardingLastDay{
    "r3.step.deletion.offboarding_last_day",
    MQLAB_TR("EngineMessage", "The last day on which the deletion can be cancelled.")};
constexpr MessageTemplate stepOffboardingDeleted{
    "r3.step.deletion.offboarding_deleted",
    MQLAB_TR("EngineMessage", "The waiting period ends and KMS deletes the key in both regions: the tenant's data "
                              "keys, and so every copy of its messages, can no longer be decrypted.")};

// mirror-lag-alarm
//: A Round 3 drill step: the mirror to {pair} copies {percent}% of the rate; {lag} seconds; {risk} "182,292
//: messages at risk".
constexpr MessageTemplate stepSlow{
    "r3.step.mirror_lag_alarm.slow",
    MQLAB_TR("EngineMessage",
             "The mirror to {pair} copies {percent}% of the critical rate from here (lag {lag} s, {risk}).")};
//: A Round 3 drill step: {target} seconds; {risk} "303,819 messages at risk".
constexpr MessageTemplate stepPastTarget{"r3.step.mirror_lag_alarm.past_target",
                                         MQLAB_TR("EngineMessage", "The lag passes the {target} s target: {risk}.")};
//: A Round 3 drill step: {period} and {lag} seconds; {risk} "303,819 messages at risk".
constexpr MessageTemplate stepAlarmFires{
    "r3.step.mirror_lag_alarm.alarm",
    MQLAB_TR("EngineMessage", "The lag alarm fires after {period} s past the target: lag {lag} s, {risk}.")};
//: A Round 3 drill step, a minute later: {lag} seconds; {risk} "303,819 messages at risk".
constexpr MessageTemplate stepStillGrowing{"r3.step.mirror_lag_alarm.growing",
                                           MQLAB_TR("EngineMessage", "Lag {lag} s, {risk}, still growing.")};
//: A Round 3 drill step: {factor} a multiple ("2"); {lag} seconds; {risk} "303,819 messages at risk".
constexpr MessageTemplate stepMirrorFixed{
    "r3.step.mirror_lag_alarm.fixed",
    MQLAB_TR("EngineMessage",
             "More mirror workers copy at {factor} x the critical rate: lag {lag} s, {risk}, the most of the drill.")};
constexpr MessageTemplate stepLagUnderTarget{
    "r3.step.mirror_lag_alarm.under_target",
    MQLAB_TR("EngineMessage", "The lag is back under the target: {lag} s, {risk}. The alarm clears.")};
constexpr MessageTemplate stepCaughtUp{
    "r3.step.mirror_lag_alarm.caught_up",
    MQLAB_TR("EngineMessage", "The mirror has caught up: lag {lag} s again, {risk}.")};

// split-brain-key: {home} and {pair} the EU key store's regions ("eu-west-1", "eu-central-1").
constexpr MessageTemplate stepFirstWrites{
    "r3.step.split_brain_key.first_writes",
    MQLAB_TR("EngineMessage", "A new customer's first writes reach {home} and {pair} at the same instant; neither "
                              "table has a key row for them.")};
constexpr MessageTemplate stepForwarded{
    "r3.step.split_brain_key.forwarded",
    MQLAB_TR("EngineMessage",
             "{pair} creates nothing itself: it sends the request to the customer's home region, {home}.")};
//: A Round 3 drill step: the key table of the region {table}; {region} the region whose key it writes.
constexpr MessageTemplate stepKeyCreated{
    "r3.step.split_brain_key.created",
    MQLAB_TR("EngineMessage", "The conditional put (attribute_not_exists) in {table}'s table finds no row and writes "
                              "{region}'s new key: {region} encrypts the customer's fields under it.")};
constexpr MessageTemplate stepConditionFailed{
    "r3.step.split_brain_key.condition_failed",
    MQLAB_TR("EngineMessage", "{region}'s put reaches {table}'s table after the first: the row exists, so the "
                              "condition fails and nothing is written.")};
//: A Round 3 drill step: {ms} milliseconds.
constexpr MessageTemplate stepReadExisting{
    "r3.step.split_brain_key.read_existing",
    MQLAB_TR("EngineMessage", "{region} reads the key that won instead and has it {ms} ms after its first write "
                              "arrived: one key, in both regions.")};
constexpr MessageTemplate stepReplicated{
    "r3.step.split_brain_key.replicated",
    MQLAB_TR(
        "EngineMessage",
        "The key row reaches {region}'s replica through the global table: its requests read the key locally now.")};
//: A Round 3 drill step: {from}'s row wins in {to}; {orphaned} "100 messages"; {seconds} how long.
constexpr MessageTemplate stepOverwritten{
    "r3.step.split_brain_key.overwritten",
    MQLAB_TR("EngineMessage", "{from}'s row reaches {to} and wins (last writer wins): {to}'s key is gone. The "
                              "{orphaned} {to} encrypted under it in the last {seconds} s are unreadable for good.")};
constexpr MessageTemplate stepDiscarded{
    "r3.step.split_brain_key.discarded",
    MQLAB_TR("EngineMessage",
             "{from}'s row reaches {to} and loses to the row there: {from} will read {to}'s key from now on.")};
//: A Round 3 drill step: {keys} and {orphaned} are numbers.
constexpr MessageTemplate stepSettled{
    "r3.step.split_brain_key.settled",
    MQLAB_TR("EngineMessage", "Keys created: {keys}. Messages orphaned: {orphaned}.")};
//: A Round 3 drill step: {keys} and {orphaned} are numbers, {orphaned} more than 0.
constexpr MessageTemplate stepSettledSilently{
    "r3.step.split_brain_key.settled_silently",
    MQLAB_TR("EngineMessage", "Keys created: {keys}. Messages orphaned: {orphaned}, and nothing reported an error: a "
                              "two-region create fails silently.")};

// dlq-redrive
//: A Round 3 drill step: {messages} "100,000 messages" in the dead-letter queue.
constexpr MessageTemplate stepDlqLook{
    "r3.step.dlq_redrive.look",
    MQLAB_TR("EngineMessage", "The DLQ's depth alarm fires: {messages}. Nothing is moved yet: a sample is read and the "
                              "failures grouped by error.")};
constexpr MessageTemplate stepDlqFix{
    "r3.step.dlq_redrive.fix",
    MQLAB_TR("EngineMessage",
             "One cause explains the failures; the consumers' fix is written, reviewed and deployed.")};
constexpr MessageTemplate stepDlqTestOne{
    "r3.step.dlq_redrive.test_one",
    MQLAB_TR("EngineMessage",
             "One message is moved back to the task queue by hand and followed through the fixed consumer.")};
constexpr MessageTemplate stepDlqTestPassed{
    "r3.step.dlq_redrive.test_passed",
    MQLAB_TR("EngineMessage", "It is processed and deleted: the fix holds for this one.")};
//: A Round 3 drill step: a command line (keep it as it is) with {rate} messages a second; {rest} a number of
//: messages; {duration} how long ("9 h 15 min").
constexpr MessageTemplate stepDlqRedrive{
    "r3.step.dlq_redrive.redrive",
    MQLAB_TR("EngineMessage",
             "start-message-move-task --max-number-of-messages-per-second {rate} moves the other {rest} slowly, so the "
             "consumers and what they call are not flooded: done in {duration}.")};
//: A Round 3 drill step: {moved}, {rest} and {failed} numbers of messages; {left} how long ("8 h 05 min").
constexpr MessageTemplate stepDlqWatch{
    "r3.step.dlq_redrive.watch",
    MQLAB_TR("EngineMessage", "Moved {moved} of {rest}; {failed} failed again and are back in the DLQ; the consumers' "
                              "errors are flat; {left} to go.")};
//: A Round 3 drill step: {rest} and {failed} numbers of messages; {percent} a percent.
constexpr MessageTemplate stepDlqMoved{
    "r3.step.dlq_redrive.moved",
    MQLAB_TR("EngineMessage",
             "The move task has moved all {rest}; {failed} failed again ({percent}%) and wait in the DLQ.")};
//: A Round 3 drill step: {failed} a number of messages.
constexpr MessageTemplate stepDlqClosed{
    "r3.step.dlq_redrive.closed",
    MQLAB_TR("EngineMessage",
             "The {failed} left are ticketed for their owners, the alarm is reset and the incident written up.")};
//: A Round 3 drill step: {messages} "99,999 messages are not sent" (with its verb); {duration} how long they
//: would take ("9 h 15 min").
constexpr MessageTemplate stepDlqTestFailed{
    "r3.step.dlq_redrive.test_failed",
    MQLAB_TR("EngineMessage", "It fails again and goes back to the DLQ: the fix is wrong. The redrive does not start: "
                              "{messages}, {duration} of them, into a consumer that would fail them all "
                              "again.")};
constexpr MessageTemplate stepDlqLookAgain{
    "r3.step.dlq_redrive.look_again", MQLAB_TR("EngineMessage", "Back to the failures, with one more data point.")};

// s3-upload-failure: TB figures in terabytes, percents, {left} a time left ("1 d 09 h 36 min").
constexpr MessageTemplate stepUploadsFail{
    "r3.step.s3_upload_failure.uploads_fail",
    MQLAB_TR("EngineMessage", "S3 refuses the brokers' segment uploads. The broker tier holds {held} TB of {capacity} "
                              "TB ({percent}%). Time left before the disks are full: {left}.")};
//: A Round 3 drill step: {hours} the brokers keep; {growth} and {room} TB; {days} a number of days.
constexpr MessageTemplate stepGrowing{
    "r3.step.s3_upload_failure.growing",
    MQLAB_TR("EngineMessage", "The last segments uploaded before the failure have aged out after {hours} h; nothing "
                              "leaves now and the tier grows {growth} TB a day. Room: {room} TB, {days} days. Time "
                              "left: {left}.")};
//: A Round 3 drill step: {alarm} a percent; {fill} TB.
constexpr MessageTemplate stepFillAlarm{
    "r3.step.s3_upload_failure.alarm",
    MQLAB_TR("EngineMessage", "The broker tier passes its {alarm}% fill alarm: {fill} TB. Time left: {left}.")};
constexpr MessageTemplate stepFullNow{
    "r3.step.s3_upload_failure.full",
    MQLAB_TR("EngineMessage", "The disks are full: the brokers refuse writes. Time left: none.")};
//: A Round 3 drill step: {fill} TB; {percent} a percent; {left} a time left; {factor} a multiple ("3").
constexpr MessageTemplate stepUploadsFixed{
    "r3.step.s3_upload_failure.fixed",
    MQLAB_TR("EngineMessage",
             "Uploads work again with the tier at {fill} TB ({percent}%), {left} before the disks would have been "
             "full. The backlog uploads at {factor} x the intake.")};
//: A Round 3 drill step: {fill} TB; {percent} a percent; {late} how long after the disks filled; {factor} a
//: multiple ("3").
constexpr MessageTemplate stepUploadsFixedLate{
    "r3.step.s3_upload_failure.fixed_late",
    MQLAB_TR("EngineMessage", "Uploads work again with the tier at {fill} TB ({percent}%), {late} after they filled. "
                              "The backlog uploads at {factor} x the intake.")};
//: A Round 3 drill step: {held} TB; {percent} a percent.
constexpr MessageTemplate stepDrained{
    "r3.step.s3_upload_failure.drained",
    MQLAB_TR("EngineMessage",
             "The backlog is in S3 and has left the brokers: the tier is back to {held} TB ({percent}%).")};
//: A Round 3 drill step: {hours} after the failure.
constexpr MessageTemplate stepFullUnfixed{
    "r3.step.s3_upload_failure.full_unfixed",
    MQLAB_TR("EngineMessage", "The disks are full {hours} h after the failure: the brokers refuse writes.")};

// A step: its English (state, text) from its templates.
R3Step step(SimTime when, Message state, Message words)
{
    R3Step s;
    s.at = when;
    s.stateWords = std::move(state);
    s.words = std::move(words);
    return s;
}

// Names (or numbers) of the design as one argument {name} of a template: the name alone, or the names
// as a list of parts (joinedMessages), so that a language may join them its own way.
Message withNames(const MessageTemplate& t, const std::string& name, const std::vector<std::string>& names)
{
    if (names.size() < 2)
        return message(t, {{name, names.empty() ? "" : names.front()}});
    std::vector<Message> items;
    for (const std::string& each : names)
        items.push_back(plainWords(each));
    return message(t, {}, {}, {{name, joinedMessages(std::move(items), messages::listComma)}});
}

CountArg count(std::string name, double n, const CountWords& words)
{
    return {std::move(name), std::llround(n), words};
}

R3Timeline timeline(std::string key, Message heading)
{
    R3Timeline t;
    t.key = std::move(key);
    t.title = heading.text();
    t.heading = std::move(heading);
    return t;
}

// The settings' refusals (checkRoundThreeConfig, roundThreeConfigFor, simulateMirrorLoss): {lo} and
// {hi} are the range's ends, {value} the figure given, {unit} a unit the inspector's table translates
// ("FieldUnit").
//: A Round 3 setting that must be above {lo} and below {hi}, equal to neither.
constexpr MessageTemplate cfgBetween{
    "r3.config.between", MQLAB_TR("EngineMessage", "must be more than {lo} and less than {hi} (got {value})")};
//: A Round 3 setting that must be at least {lo}; {unit} is its unit ("s").
constexpr MessageTemplate cfgAtLeastUnit{"r3.config.at_least.unit",
                                         MQLAB_TR("EngineMessage", "must be {lo} {unit} or more (got {value})")};
//: A region's peak (msg/s) below the rate its critical topics mirror.
constexpr MessageTemplate cfgCriticalRate{
    "r3.config.critical_rate", MQLAB_TR("EngineMessage", "must be at least the critical rate (got {value})")};
//: The pair region's planned peak (msg/s) below its own peak.
constexpr MessageTemplate cfgPairPeak{"r3.config.pair_peak",
                                      MQLAB_TR("EngineMessage", "must be at least the pair's own peak (got {value})")};
//: The count of critical topic groups outside its range.
constexpr MessageTemplate cfgGroups{"r3.config.groups",
                                    MQLAB_TR("EngineMessage", "must be {lo} to {hi} topic groups (got {value})")};
//: The topic groups' shares must add up to {total}; {value} is their sum.
constexpr MessageTemplate cfgShares{"r3.config.shares",
                                    MQLAB_TR("EngineMessage", "must be {total} in all (got {value})")};
//: How long a region is away: no shorter than the failover's last routing flip, at most {hi} days; {value} in seconds.
constexpr MessageTemplate cfgOutage{"r3.config.outage",
                                    MQLAB_TR("EngineMessage", "must be from the last flip to {hi} days (got {value})")};
//: A rollout wave's cells: {least} is a count with its noun ("1 cell").
constexpr MessageTemplate cfgWave{"r3.config.wave", MQLAB_TR("EngineMessage", "must be {least} or more (got {value})")};
//: How long a wave bakes: above {lo} seconds and at most {hi} days; {value} in seconds.
constexpr MessageTemplate cfgBake{
    "r3.config.bake", MQLAB_TR("EngineMessage", "must be more than {lo} s and at most {hi} days (got {value})")};
//: The DLQ redrive's rate in messages a second; StartMessageMoveTask and MaxNumberOfMessagesPerSecond are
//: names of the AWS API, left as they are.
constexpr MessageTemplate cfgRedrive{
    "r3.config.redrive",
    MQLAB_TR("EngineMessage",
             "must be {lo} to {hi} msg/s (StartMessageMoveTask's MaxNumberOfMessagesPerSecond) (got {value})")};
//: A step of the DLQ redrive runbook, in seconds, at most a week; {days} is {hi} in days.
constexpr MessageTemplate cfgWeek{"r3.config.week",
                                  MQLAB_TR("EngineMessage", "must be {lo} to {hi} s ({days} days) (got {value})")};
//: Every broker's volume together: more than what the broker tier holds ({tier}) and at most {hi}, in GB.
constexpr MessageTemplate cfgCapacity{
    "r3.config.capacity",
    MQLAB_TR("EngineMessage", "must be more than the broker tier's {tier} GB and at most {hi} GB (got {value})")};
//: The broker tier's fill alarm, a percent: above the fill before S3 uploads fail ({fill}%) and below {hi}%.
constexpr MessageTemplate cfgFillAlarm{
    "r3.config.fill_alarm",
    MQLAB_TR("EngineMessage",
             "must be more than the tier's fill before the failure ({fill}%) and less than {hi}% (got {value})")};
//: The region to lose is not one of the design's; {regions} lists theirs (their ids, joined as a list).
constexpr MessageTemplate cfgRegion{"r3.config.region",
                                    MQLAB_TR("EngineMessage", "must be a region of the design ({regions})")};
//: The region to lose is not one of the design's, which has no region.
constexpr MessageTemplate cfgRegionNone{"r3.config.region.none",
                                        MQLAB_TR("EngineMessage", "must be a region of the design (none)")};
//: {region} is the name of a region of the design.
constexpr MessageTemplate cfgNoPair{"r3.config.region.no_pair",
                                    MQLAB_TR("EngineMessage", "\"{region}\" has no pair in the design")};
//: {region} is the name of a region of the design; a mirror link copies its critical topics to its pair.
constexpr MessageTemplate cfgNoMirror{"r3.config.region.no_mirror",
                                      MQLAB_TR("EngineMessage", "\"{region}\" has no mirror link to its pair")};

constexpr double kDay = 86'400;

std::string n(double x)
{
    return grouped(x);
}

// A number with up to `decimals` places and no trailing zeros: "3.14", "5", "68.75".
std::string d(double x, int decimals = 2)
{
    std::string v = grouped(x, decimals);
    if (v.find('.') != std::string::npos) {
        while (v.back() == '0')
            v.pop_back();
        if (v.back() == '.')
            v.pop_back();
    }
    return v;
}

// Counts of arrivals at a rate: drawn as Poisson counts (random), or evenly spaced arrivals (fixed),
// whose count up to t is floor(rate x t).
class Arrivals {
  public:
    Arrivals(Random& random, double rate) : random_(random), rate_(rate) {}
    // Arrivals in (from, to], seconds; calls must come in time order without overlap.
    std::uint64_t between(double from, double to)
    {
        if (to <= from)
            return 0;
        if (random_.sampling() != Sampling::Random)
            return static_cast<std::uint64_t>(std::floor(rate_ * to + 1e-9) - std::floor(rate_ * from + 1e-9));
        return poisson(rate_ * (to - from));
    }

  private:
    // The inverse CDF of a Poisson count: summed exactly for a small mean, else the normal's with a
    // continuity correction (its error is far below a count's own spread at these means).
    std::uint64_t poisson(double mean)
    {
        const double u = random_.uniform();
        if (mean < 50) {
            double p = std::exp(-mean), cdf = p;
            std::uint64_t k = 0;
            while (cdf < u && k < 1000) {
                ++k;
                p *= mean / static_cast<double>(k);
                cdf += p;
            }
            return k;
        }
        const double x = std::floor(mean + std::sqrt(mean) * normalQuantile(u) + 0.5);
        return x <= 0 ? 0 : static_cast<std::uint64_t>(x);
    }
    Random& random_;
    double rate_;
};

// Each topic group's count: "payments 73, orders 64, inventory 46".
Message groupList(const RoundThreeConfig& c, const std::vector<std::uint64_t>& counts)
{
    std::vector<Message> items;
    for (size_t g = 0; g < c.groups.size() && g < counts.size(); ++g)
        items.push_back(
            message(stepGroupCount, {{"group", c.groups[g].name}, {"count", n(static_cast<double>(counts[g]))}}));
    return joinedMessages(std::move(items), messages::listComma);
}

// When each topic group's routing control is flipped (s after the loss), payments first: the outage
// is seen, confirmed and each lag written down, then one group at a time.
std::vector<double> flipTimes(const RoundThreeConfig& c)
{
    std::vector<double> out;
    double t = c.detectSeconds + c.confirmSeconds + c.noteLagSeconds;
    for (size_t g = 0; g < c.groups.size(); ++g) {
        t += c.flipSeconds;
        out.push_back(t);
    }
    return out;
}

SimTime at(double seconds)
{
    return fromSeconds(seconds);
}

} // namespace

std::uint64_t MirrorLoss::total() const
{
    std::uint64_t sum = 0;
    for (std::uint64_t x : leftBehind)
        sum += x;
    return sum;
}

void checkRoundThreeConfig(const RoundThreeConfig& c)
{
    using messages::fieldRange;
    using messages::fieldRangeUnit;
    using messages::fieldRangeWhole;
    needSetting(c.criticalRate > 0 && c.criticalRate <= 10'000'000, "critical rate", configAtMostUnit,
                {{"lo", 0}, {"hi", 10'000'000}}, c.criticalRate, "msg/s");
    needSetting(c.regionCells >= 1 && c.regionCells <= 1000, "region cells", fieldRange, {{"lo", 1}, {"hi", 1000}},
                c.regionCells);
    needSetting(c.pairCells >= 1 && c.pairCells <= 1000, "pair cells", fieldRange, {{"lo", 1}, {"hi", 1000}},
                c.pairCells);
    needSetting(c.cellCapacity > 0, "cell capacity", configAboveUnit, {{"lo", 0}}, c.cellCapacity, "msg/s");
    needSetting(c.regionOwnPeak >= c.criticalRate, "region own peak", cfgCriticalRate, {}, c.regionOwnPeak);
    needSetting(c.regionPlannedPeak >= c.criticalRate, "region planned peak", cfgCriticalRate, {}, c.regionPlannedPeak);
    needSetting(c.pairOwnPeak >= 0 && c.pairPlannedPeak >= c.pairOwnPeak, "pair planned peak", cfgPairPeak, {},
                c.pairPlannedPeak);
    needSetting(c.lagSeconds > 0 && c.lagSeconds <= 3600, "lag", configAtMostUnit, {{"lo", 0}, {"hi", 3600}},
                c.lagSeconds, "s");
    needSetting(c.targetLagSeconds > 0 && c.targetLagSeconds <= 3600, "target lag", configAtMostUnit,
                {{"lo", 0}, {"hi", 3600}}, c.targetLagSeconds, "s");
    needSetting(c.downtimeBudgetSeconds >= 0, "downtime budget", cfgAtLeastUnit, {{"lo", 0}}, c.downtimeBudgetSeconds,
                "s");
    needSetting(c.mirrorBatchSeconds >= 0.001 && c.mirrorBatchSeconds <= 60, "mirror batch", fieldRangeUnit,
                {{"lo", 0.001}, {"hi", 60}}, c.mirrorBatchSeconds, "s");
    needSetting(c.checkpointIntervalSeconds >= 0.1 && c.checkpointIntervalSeconds <= 3600, "checkpoint interval",
                fieldRangeUnit, {{"lo", 0.1}, {"hi", 3600}}, c.checkpointIntervalSeconds, "s");
    needSetting(!c.groups.empty() && c.groups.size() <= 20, "groups", cfgGroups, {{"lo", 1}, {"hi", 20}},
                static_cast<double>(c.groups.size()));
    double shares = 0;
    for (const R3TopicGroup& g : c.groups) {
        needSetting(g.share > 0 && g.share <= 1, "group share", configAtMost, {{"lo", 0}, {"hi", 1}}, g.share);
        shares += g.share;
    }
    needSetting(std::abs(shares - 1) < 1e-9, "group shares", cfgShares, {{"total", 1}}, shares);
    for (const auto& [v, name] :
         std::initializer_list<std::pair<double, const char*>>{{c.detectSeconds, "detect"},
                                                               {c.confirmSeconds, "confirm"},
                                                               {c.noteLagSeconds, "note lag"},
                                                               {c.flipSeconds, "flip"},
                                                               {c.resumeSeconds, "resume"},
                                                               {c.rollbackSeconds, "rollback"},
                                                               {c.holdCheckSeconds, "hold check"},
                                                               {c.deleteItemSeconds, "delete item"}})
        needSetting(v >= 0 && v <= 86'400, name, fieldRangeUnit, {{"lo", 0}, {"hi", 86'400}}, v, "s");
    needSetting(c.outageSeconds >= flipTimes(c).back() && c.outageSeconds <= 30 * kDay, "outage", cfgOutage,
                {{"hi", 30}}, c.outageSeconds);
    needSetting(c.catchUpFactor > 1 && c.catchUpFactor <= 100, "catch-up factor", configAtMost,
                {{"lo", 1}, {"hi", 100}}, c.catchUpFactor);
    needSetting(!c.waves.empty() && c.waves.size() <= 100, "waves", fieldRangeUnit, {{"lo", 1}, {"hi", 100}},
                static_cast<double>(c.waves.size()), "waves");
    for (int w : c.waves)
        if (w < 1)
            refuseSetting("wave", cfgWave, {}, w, nullptr, {{"least", 1, kCells}});
    needSetting(c.faultAfterSeconds >= 0 && c.faultAfterSeconds <= 86'400, "fault after", fieldRangeUnit,
                {{"lo", 0}, {"hi", 86'400}}, c.faultAfterSeconds, "s");
    needSetting(c.healthCheckSeconds > 0 && c.healthCheckSeconds <= 3600, "health check", configAtMostUnit,
                {{"lo", 0}, {"hi", 3600}}, c.healthCheckSeconds, "s");
    needSetting(c.bakeSeconds > 0 && c.bakeSeconds <= 7 * kDay, "bake", cfgBake, {{"lo", 0}, {"hi", 7}}, c.bakeSeconds);
    needSetting(c.holdDays >= 0 && c.holdDays <= 3650, "hold days", fieldRange, {{"lo", 0}, {"hi", 3650}}, c.holdDays);
    needSetting(c.backupRetentionDays >= 0 && c.backupRetentionDays <= 3650, "backup retention", fieldRangeUnit,
                {{"lo", 0}, {"hi", 3650}}, c.backupRetentionDays, "days");
    needSetting(c.approvalDays >= 0 && c.approvalDays <= 365, "approval", fieldRangeUnit, {{"lo", 0}, {"hi", 365}},
                c.approvalDays, "days");
    needSetting(c.kmsWaitingDays >= 7 && c.kmsWaitingDays <= 30, "KMS waiting period", fieldRangeUnit,
                {{"lo", 7}, {"hi", 30}}, c.kmsWaitingDays, "days");
    needSetting(c.slowMirrorFactor > 0 && c.slowMirrorFactor < 1, "slow mirror", cfgBetween, {{"lo", 0}, {"hi", 1}},
                c.slowMirrorFactor);
    needSetting(c.alarmPeriodSeconds >= 0 && c.alarmPeriodSeconds <= 3600, "alarm period", fieldRangeUnit,
                {{"lo", 0}, {"hi", 3600}}, c.alarmPeriodSeconds, "s");
    needSetting(c.respondSeconds >= 0 && c.respondSeconds <= 3600, "respond", fieldRangeUnit, {{"lo", 0}, {"hi", 3600}},
                c.respondSeconds, "s");
    needSetting(c.recoveredFactor > 1 && c.recoveredFactor <= 100, "recovered factor", configAtMost,
                {{"lo", 1}, {"hi", 100}}, c.recoveredFactor);
    needSetting(c.keyReplicationSeconds > 0 && c.keyReplicationSeconds <= 3600, "key replication", configAtMostUnit,
                {{"lo", 0}, {"hi", 3600}}, c.keyReplicationSeconds, "s");
    needSetting(c.customerWriteRate >= 0 && c.customerWriteRate <= 1'000'000, "customer write rate", fieldRangeUnit,
                {{"lo", 0}, {"hi", 1'000'000}}, c.customerWriteRate, "msg/s");
    needSetting(c.forwardSeconds >= 0 && c.forwardSeconds <= 10, "forward", fieldRangeUnit, {{"lo", 0}, {"hi", 10}},
                c.forwardSeconds, "s");
    needSetting(c.keyPutSeconds >= 0 && c.keyPutSeconds <= 10, "key put", fieldRangeUnit, {{"lo", 0}, {"hi", 10}},
                c.keyPutSeconds, "s");
    needSetting(c.redriveRate >= 1 && c.redriveRate <= 500, "redrive rate", cfgRedrive, {{"lo", 1}, {"hi", 500}},
                c.redriveRate);
    needSetting(c.dlqMessages >= 1 && c.dlqMessages <= 100'000'000 && c.dlqMessages == std::floor(c.dlqMessages),
                "DLQ messages", fieldRangeWhole, {{"lo", 1}, {"hi", 100'000'000}}, c.dlqMessages);
    for (const auto& [v, name] : std::initializer_list<std::pair<double, const char*>>{
             {c.lookSeconds, "look"}, {c.fixSeconds, "fix"}, {c.testOneSeconds, "test one"}, {c.closeSeconds, "close"}})
        needSetting(v >= 0 && v <= 7 * kDay, name, cfgWeek, {{"lo", 0}, {"hi", 7 * kDay}, {"days", 7}}, v);
    needSetting(c.watchSeconds >= 1 && c.watchSeconds <= 86'400, "watch", fieldRangeUnit, {{"lo", 1}, {"hi", 86'400}},
                c.watchSeconds, "s");
    needSetting(c.failAgainShare >= 0 && c.failAgainShare <= 1, "fail again share", fieldRange, {{"lo", 0}, {"hi", 1}},
                c.failAgainShare);
    needSetting(c.brokerTierGB > 0 && c.brokerTierGB <= 1e9, "broker tier", configAtMostUnit, {{"lo", 0}, {"hi", 1e9}},
                c.brokerTierGB, "GB");
    if (!(c.brokerCapacityGB > c.brokerTierGB && c.brokerCapacityGB <= 1e10))
        refuseSetting("broker capacity", cfgCapacity, {{"tier", grouped(c.brokerTierGB)}, {"hi", plainNumber(1e10)}},
                      c.brokerCapacityGB);
    needSetting(c.brokerLocalHours > 0 && c.brokerLocalHours <= 8760, "broker local hours", configAtMostUnit,
                {{"lo", 0}, {"hi", 8760}}, c.brokerLocalHours, "h");
    const double startFill = c.brokerTierGB / c.brokerCapacityGB * 100;
    if (!(c.fillAlarmPercent > startFill && c.fillAlarmPercent < 100))
        refuseSetting("fill alarm", cfgFillAlarm, {{"fill", d(startFill, 1)}, {"hi", plainNumber(100)}},
                      c.fillAlarmPercent);
    needSetting(c.uploadFixHours >= 0 && c.uploadFixHours <= 720, "upload fix", fieldRangeUnit,
                {{"lo", 0}, {"hi", 720}}, c.uploadFixHours, "h");
    needSetting(c.uploadCatchUpFactor > 1 && c.uploadCatchUpFactor <= 100, "upload catch-up", configAtMost,
                {{"lo", 1}, {"hi", 100}}, c.uploadCatchUpFactor);
}

std::vector<MessageTemplate> roundThreeConfigTemplates()
{
    return {cfgBetween,   cfgAtLeastUnit, cfgCriticalRate, cfgPairPeak, cfgGroups,  cfgShares,
            cfgOutage,    cfgWave,        cfgBake,         cfgRedrive,  cfgWeek,    cfgCapacity,
            cfgFillAlarm, cfgRegion,      cfgRegionNone,   cfgNoPair,   cfgNoMirror};
}

RoundThreeConfig roundThreeConfigFor(const Scenario& s, const Report& report, const std::string& region)
{
    RoundThreeConfig c;
    auto regionIndex = [&](const std::string& id) {
        for (size_t i = 0; i < s.regions.size(); ++i)
            if (s.regions[i].id == id)
                return static_cast<int>(i);
        return -1;
    };
    const int lost = regionIndex(region);
    if (lost < 0 || static_cast<size_t>(lost) >= report.regions.size()) {
        // The design's region ids, as they are, joined by list.comma: "a, b".
        std::vector<Message> ids;
        for (const Region& r : s.regions)
            ids.push_back(plainWords(r.id));
        throw MessageError("region", "",
                           ids.empty()
                               ? message(cfgRegionNone)
                               : message(cfgRegion, {}, {}, {{"regions", joinedMessages(ids, messages::listComma)}}));
    }
    const int pair = regionIndex(s.regions[lost].pair);
    if (pair < 0 || static_cast<size_t>(pair) >= report.regions.size())
        throw MessageError("region", "", message(cfgNoPair, {{"region", region}}));
    int mirror = -1;
    for (size_t m = 0; m < report.mirrors.size() && m < s.mirrorLinks.size(); ++m)
        if (report.mirrors[m].from == lost && report.mirrors[m].to == pair)
            mirror = static_cast<int>(m);
    if (mirror < 0)
        throw MessageError("region", "", message(cfgNoMirror, {{"region", region}}));
    const RegionDetail& r = report.regions[lost];
    const RegionDetail& p = report.regions[pair];
    c.region = s.regions[lost].id;
    c.pair = s.regions[pair].id;
    c.criticalRate = report.mirrors[mirror].rate;
    c.lagSeconds = s.mirrorLinks[mirror].lagS;
    c.targetLagSeconds = s.mirrorLinks[mirror].targetLagS;
    c.regionOwnPeak = r.ownPeak;
    c.regionPlannedPeak = r.plannedPeak;
    c.regionCells = r.cells;
    c.pairOwnPeak = p.ownPeak;
    c.pairPlannedPeak = p.plannedPeak;
    c.pairCells = p.cells;
    c.downtimeBudgetSeconds = r.downtimeSeconds;
    // A cell's capacity: the pair's cells' node (region -> cells).
    for (const Connection& k : s.connections)
        if (k.from == c.pair)
            for (const Cell& cell : s.cells)
                if (cell.id == k.to)
                    c.cellCapacity = cell.capacityMsgPerS;
    // The EU key store's regions, as it is connected to them: the first is the customers' home.
    for (const KeyStore& k : s.keyStores) {
        if (k.residency != Residency::Eu)
            continue;
        std::vector<std::string> served;
        for (const Connection& e : s.connections)
            if (e.from == k.id && regionIndex(e.to) >= 0)
                served.push_back(e.to);
        if (served.size() >= 2) {
            c.keyHome = served[0];
            c.keyPair = served[1];
        }
        break;
    }
    // The broker tier over every cell (the report's global figures, model/global.h): what it holds, every
    // broker's volume (validate() keeps the cells' volumes alike) and the hours the brokers keep.
    if (report.global.known && report.global.brokerGB > 0 && !s.cells.empty()) {
        c.brokerTierGB = report.global.brokerGB;
        c.brokerCapacityGB = report.global.brokers * s.cells.front().volumeGB;
        c.brokerLocalHours = s.cells.front().localHours;
    }
    return c;
}

std::vector<MessageTemplate> roundThreeStepTemplates()
{
    return {clockSeconds,
            clockMinutes,
            clockHours,
            clockDays,
            figureGroups,
            figureWaves,
            stateLost,
            stateDetected,
            stateConfirmed,
            stateLagsNoted,
            stateFlipped,
            stateResumed,
            statePairAtPeak,
            stateTailWaits,
            stateBack,
            stateTailToReconciliation,
            stateReverseMirror,
            stateUnderTarget,
            stateLagNearZero,
            stateSwitchedBack,
            stateMirrorRestored,
            stateAllCells,
            stateCanary,
            stateWave,
            stateBroken,
            stateHalted,
            stateRolledBack,
            statePending,
            stateOnHold,
            stateKeyDeleted,
            stateComplete,
            stateRequested,
            stateApproved,
            statePendingDeletion,
            stateDeleted,
            stateSlow,
            statePastTarget,
            stateAlarm,
            stateFixed,
            stateCaughtUp,
            stateFirstWrites,
            stateForwarded,
            stateCreated,
            stateConditionFailed,
            stateReadExisting,
            stateReplicated,
            stateOverwritten,
            stateDiscarded,
            stateSettled,
            stateLook,
            stateFix,
            stateTestOne,
            stateTestPassed,
            stateRedrive,
            stateWatch,
            stateMoved,
            stateClosed,
            stateTestFailed,
            stateUploadsFail,
            stateGrowing,
            stateFull,
            stateDrained,
            stepLost,
            stepDetected,
            stepConfirmed,
            stepLagsNoted,
            stepGroupLag,
            stepFlippedFirst,
            stepFlipped,
            stepResumed,
            stepPairAtPeak,
            stepTailWaits,
            stepGroupCount,
            stepBack,
            stepTailToReconciliation,
            stepReverseMirror,
            stepReverseUnderTarget,
            stepLagNearZero,
            stepSwitchedBack,
            stepMirrorRestored,
            stepOneCell,
            stepCellRange,
            stepPushed,
            stepPushedAll,
            stepBrokenOne,
            stepBrokenMany,
            stepHaltedOne,
            stepHaltedMany,
            stepHaltedOneEarly,
            stepHaltedManyEarly,
            stepRolledBackDown,
            stepRolledBackUp,
            stepDeletionRequested,
            stepDeletionOnHold,
            stepDeletionReleased,
            stepDeletionNoHold,
            stepDeletionKeyDeleted,
            stepDeletionComplete,
            stepOffboardingRequested,
            stepOffboardingApproved,
            stepOffboardingScheduled,
            stepOffboardingLastDay,
            stepOffboardingDeleted,
            stepSlow,
            stepPastTarget,
            stepAlarmFires,
            stepStillGrowing,
            stepMirrorFixed,
            stepLagUnderTarget,
            stepCaughtUp,
            stepFirstWrites,
            stepForwarded,
            stepKeyCreated,
            stepConditionFailed,
            stepReadExisting,
            stepReplicated,
            stepOverwritten,
            stepDiscarded,
            stepSettled,
            stepSettledSilently,
            stepDlqLook,
            stepDlqFix,
            stepDlqTestOne,
            stepDlqTestPassed,
            stepDlqRedrive,
            stepDlqWatch,
            stepDlqMoved,
            stepDlqClosed,
            stepDlqTestFailed,
            stepDlqLookAgain,
            stepUploadsFail,
            stepGrowing,
            stepFillAlarm,
            stepFullNow,
            stepUploadsFixed,
            stepUploadsFixedLate,
            stepDrained,
            stepFullUnfixed};
}

std::vector<MessageTemplate> roundThreeTitleTemplates()
{
    return {titleEvacuating,  titleFailback,    titleWaves,        titleAllAtOnce, titleWithHold,
            titleWithoutHold, titleOffboarding, titleLag,          titleKeyDesign, titleKeyBoth,
            titleRedrive,     titleTestFails,   titleUploadsFixed, titleUnfixed};
}

const std::vector<R3DrillInfo>& roundThreeDrills()
{
    static const std::vector<R3DrillInfo> all = {
        {R3Drill::RegionLoss, "region-loss", MQLAB_TR("DrillInfo", "Region lost"),
         MQLAB_TR(
             "DrillInfo",
             "a region is lost at its mirror's lag: what stays behind, and the failover by hand, one topic group at a "
             "time")},
        {R3Drill::Failback, "failback", MQLAB_TR("DrillInfo", "Failback"),
         MQLAB_TR(
             "DrillInfo",
             "the region returns: mirror in reverse until the lag is near zero, switch the homes back, and send its "
             "unmirrored tail to reconciliation")},
        {R3Drill::BadConfig, "bad-config", MQLAB_TR("DrillInfo", "Bad change, canary cell"),
         MQLAB_TR(
             "DrillInfo",
             "a bad change rolls out in waves from a canary cell: one cell's tenants hurt, not the region; all at once "
             "beside it")},
        {R3Drill::Deletion, "deletion", MQLAB_TR("DrillInfo", "One customer's deletion"),
         MQLAB_TR("DrillInfo",
                  "a deletion request from 202 PENDING to COMPLETE, under a legal hold and without one; a tenant's key "
                  "deleted after its waiting period")},
        {R3Drill::MirrorLagAlarm, "mirror-lag-alarm", MQLAB_TR("DrillInfo", "Mirror lag alarm"),
         MQLAB_TR("DrillInfo",
                  "the mirror slows: its lag passes the target, the alarm fires, the messages at risk grow until it is "
                  "fixed")},
        {R3Drill::SplitBrainKey, "split-brain-key", MQLAB_TR("DrillInfo", "Split-brain key creation"),
         MQLAB_TR("DrillInfo",
                  "a new customer writes in both EU regions at once: one key by a conditional put at home, or two and "
                  "data lost")},
        {R3Drill::DlqRedrive, "dlq-redrive", MQLAB_TR("DrillInfo", "DLQ redrive"),
         MQLAB_TR(
             "DrillInfo",
             "a task queue's DLQ fills: look, fix, test one, redrive slowly, watch, close; and a test that fails")},
        {R3Drill::S3UploadFailure, "s3-upload-failure", MQLAB_TR("DrillInfo", "S3 uploads fail"),
         MQLAB_TR("DrillInfo",
                  "the brokers cannot upload to S3: the broker tier fills, the alarm fires, the fix lands before the "
                  "disks are full")},
    };
    return all;
}

std::optional<R3Drill> roundThreeDrillNamed(const std::string& key)
{
    for (const R3DrillInfo& i : roundThreeDrills())
        if (key == i.key)
            return i.drill;
    return std::nullopt;
}

std::string roundThreeDrillKeys()
{
    std::string s;
    for (const R3DrillInfo& i : roundThreeDrills())
        s += (s.empty() ? "" : ", ") + std::string(i.key);
    return s;
}

const R3DrillInfo& roundThreeDrillInfo(R3Drill drill)
{
    for (const R3DrillInfo& i : roundThreeDrills())
        if (i.drill == drill)
            return i;
    return roundThreeDrills().front();
}

std::vector<R2Figure> roundThreeAssumed(R3Drill drill, const RoundThreeConfig& c)
{
    std::vector<std::string> names;
    for (const R3TopicGroup& g : c.groups)
        names.push_back(g.name);
    const Message groupsLabel = withNames(figureGroups, "groups", names);
    const std::vector<R2Figure> mirror = {
        {"mirror_batch_s", MQLAB_TR("DrillFigure", "the mirror ships a batch of the log every"), c.mirrorBatchSeconds,
         "s"},
        {"checkpoint_s", MQLAB_TR("DrillFigure", "a group's offsets reach the checkpoint topic every"),
         c.checkpointIntervalSeconds, "s"},
        {"groups", groupsLabel.text(), static_cast<double>(c.groups.size()), "", groupsLabel},
    };
    const std::vector<R2Figure> runbook = {
        {"detect_s", MQLAB_TR("DrillFigure", "the outage seen"), c.detectSeconds, "s"},
        {"confirm_s", MQLAB_TR("DrillFigure", "the outage confirmed by hand"), c.confirmSeconds, "s"},
        {"note_lag_s", MQLAB_TR("DrillFigure", "each lag written down"), c.noteLagSeconds, "s"},
        {"flip_s", MQLAB_TR("DrillFigure", "a routing control flipped"), c.flipSeconds, "s"},
        {"resume_s", MQLAB_TR("DrillFigure", "a group's consumers resumed"), c.resumeSeconds, "s"},
    };
    std::vector<R2Figure> out;
    switch (drill) {
    case R3Drill::RegionLoss:
        out = mirror;
        out.insert(out.end(), runbook.begin(), runbook.end());
        break;
    case R3Drill::Failback:
        out = mirror;
        out.insert(out.end(), runbook.begin(), runbook.end());
        out.push_back({"outage_s", MQLAB_TR("DrillFigure", "the region away"), c.outageSeconds, "s"});
        out.push_back({"catch_up", MQLAB_TR("DrillFigure", "the reverse mirror's most, times the critical rate"),
                       c.catchUpFactor, "x"});
        break;
    case R3Drill::BadConfig: {
        std::vector<std::string> cells;
        for (int w : c.waves)
            cells.push_back(std::to_string(w));
        const Message wavesLabel = withNames(figureWaves, "cells", cells);
        out = {
            {"waves", wavesLabel.text(), static_cast<double>(c.waves.size()), "", wavesLabel},
            {"fault_after_s", MQLAB_TR("DrillFigure", "a bad change breaks a cell after"), c.faultAfterSeconds, "s"},
            {"health_check_s", MQLAB_TR("DrillFigure", "health checked every"), c.healthCheckSeconds, "s"},
            {"bake_s", MQLAB_TR("DrillFigure", "a wave bakes"), c.bakeSeconds, "s"},
            {"rollback_s", MQLAB_TR("DrillFigure", "a rollback takes"), c.rollbackSeconds, "s"},
        };
        break;
    }
    case R3Drill::Deletion:
        out = {
            {"hold_check_s", MQLAB_TR("DrillFigure", "the legal-hold check"), c.holdCheckSeconds, "s"},
            {"hold_days", MQLAB_TR("DrillFigure", "the hold legal keeps"), c.holdDays, "days"},
            {"delete_item_s", MQLAB_TR("DrillFigure", "the key row's DeleteItem after PENDING"), c.deleteItemSeconds,
             "s"},
            {"backup_retention_days", MQLAB_TR("DrillFigure", "the key table's backups kept"), c.backupRetentionDays,
             "days"},
            {"approval_days", MQLAB_TR("DrillFigure", "a tenant's offboarding approved after"), c.approvalDays, "days"},
        };
        break;
    case R3Drill::MirrorLagAlarm:
        out = {
            {"slow_mirror", MQLAB_TR("DrillFigure", "the slowed mirror copies, times the critical rate"),
             c.slowMirrorFactor, "x"},
            {"alarm_period_s", MQLAB_TR("DrillFigure", "the lag past the target before the alarm"),
             c.alarmPeriodSeconds, "s"},
            {"respond_s", MQLAB_TR("DrillFigure", "from the alarm to more mirror workers"), c.respondSeconds, "s"},
            {"recovered", MQLAB_TR("DrillFigure", "then the mirror copies, times the critical rate"), c.recoveredFactor,
             "x"},
            mirror[0],
        };
        break;
    case R3Drill::SplitBrainKey:
        out = {
            {"key_replication_s", MQLAB_TR("DrillFigure", "a key row reaches the other region after"),
             c.keyReplicationSeconds, "s"},
            {"customer_write_rate", MQLAB_TR("DrillFigure", "a new customer writes in each region"),
             c.customerWriteRate, "msg/s"},
            {"forward_ms", MQLAB_TR("DrillFigure", "one way between the pair's regions"), c.forwardSeconds * 1000,
             "ms"},
            {"key_put_ms", MQLAB_TR("DrillFigure", "a conditional put or a read of the key table"),
             c.keyPutSeconds * 1000, "ms"},
        };
        break;
    case R3Drill::DlqRedrive:
        out = {
            {"dlq_messages", MQLAB_TR("DrillFigure", "messages in the DLQ"), c.dlqMessages, ""},
            {"look_s", MQLAB_TR("DrillFigure", "the failures read and grouped"), c.lookSeconds, "s"},
            {"fix_s", MQLAB_TR("DrillFigure", "the fix deployed"), c.fixSeconds, "s"},
            {"test_one_s", MQLAB_TR("DrillFigure", "one message tested"), c.testOneSeconds, "s"},
            {"watch_s", MQLAB_TR("DrillFigure", "the redrive watched every"), c.watchSeconds, "s"},
            {"fail_again", MQLAB_TR("DrillFigure", "redriven messages that fail again"), c.failAgainShare * 100, "%"},
            {"close_s", MQLAB_TR("DrillFigure", "the runbook closed"), c.closeSeconds, "s"},
        };
        break;
    case R3Drill::S3UploadFailure:
        out = {
            {"fill_alarm", MQLAB_TR("DrillFigure", "the broker tier's fill alarm at"), c.fillAlarmPercent, "%"},
            {"upload_fix_h", MQLAB_TR("DrillFigure", "from the alarm to uploads working"), c.uploadFixHours, "h"},
            {"upload_catch_up", MQLAB_TR("DrillFigure", "then uploads run, times the intake"), c.uploadCatchUpFactor,
             "x"},
        };
        break;
    }
    return out;
}

double r3Figure(const R3DrillResult& r, const std::string& key)
{
    for (const R2Figure& f : r.figures)
        if (f.key == key)
            return f.value;
    throw std::out_of_range("no figure " + key);
}

const R3Timeline& r3Timeline(const R3DrillResult& r, const std::string& key)
{
    for (const R3Timeline& t : r.timelines)
        if (t.key == key)
            return t;
    throw std::out_of_range("no timeline " + key);
}

std::string r3ClockText(SimTime t)
{
    return r3ClockMessage(t).text();
}

Message r3ClockMessage(SimTime t)
{
    const double s = toSeconds(t);
    if (s < 60)
        return message(clockSeconds, {{"s", d(s, s == std::floor(s) ? 0 : 2)}});
    const auto whole = static_cast<std::int64_t>(std::floor(s + 1e-9));
    const std::int64_t days = whole / 86'400, hours = whole / 3600 % 24, minutes = whole / 60 % 60,
                       seconds = whole % 60;
    auto two = [](std::int64_t x) { return (x < 10 ? "0" : "") + std::to_string(x); };
    if (days > 0)
        return message(clockDays, {{"d", std::to_string(days)}, {"h", two(hours)}, {"min", two(minutes)}});
    if (hours > 0)
        return message(clockHours, {{"h", std::to_string(hours)}, {"min", two(minutes)}});
    return message(clockMinutes, {{"min", std::to_string(minutes)}, {"s", two(seconds)}});
}

MirrorLoss simulateMirrorLoss(const RoundThreeConfig& c, double lag, std::uint64_t seed, Sampling sampling)
{
    checkRoundThreeConfig(c);
    needSetting(lag > 0 && lag <= 3600, "lag", configAtMostUnit, {{"lo", 0}, {"hi", 3600}}, lag, "s");
    Random random(seed, sampling);
    // The mirror has run a while (past its lag, a checkpoint and half of one more, so that the
    // consumers' checkpoint is not on the mirrored edge) when the source is lost, at a random instant
    // within a batch (on a batch's edge in a fixed mode).
    const SimTime batch = fromSeconds(c.mirrorBatchSeconds);
    const SimTime checkpoint = fromSeconds(c.checkpointIntervalSeconds);
    const auto batches =
        static_cast<SimTime>(std::ceil((lag + c.checkpointIntervalSeconds + 10) / c.mirrorBatchSeconds) +
                             std::round(c.checkpointIntervalSeconds / 2 / c.mirrorBatchSeconds));
    MirrorLoss m;
    m.lossAt = batches * batch +
               (sampling == Sampling::Random ? static_cast<SimTime>(random.uniform() * static_cast<double>(batch)) : 0);
    // Batch j holds the source's log in ((j - 1) x batch, j x batch] and lands in the target at
    // j x batch + lag - batch / 2, so that a message waits `lag` on average. At the loss, the batches up
    // to floor((loss - lag + batch / 2) / batch) have landed: the lag at the loss is within half a batch
    // of `lag`.
    const SimTime lagNs = fromSeconds(lag);
    m.landedUpTo = (m.lossAt - lagNs + batch / 2) / batch * batch;
    m.lagAtLoss = toSeconds(m.lossAt - m.landedUpTo);
    // A checkpoint travels in the log like any message: the last one in the target is the last one
    // written before the landed edge; consumers resume there and reread what came after it.
    const SimTime resume = m.landedUpTo / checkpoint * checkpoint;
    for (const R3TopicGroup& g : c.groups) {
        Arrivals a(random, c.criticalRate * g.share);
        a.between(0, toSeconds(resume)); // read in the source region, and its checkpoint mirrored
        m.reread.push_back(a.between(toSeconds(resume), toSeconds(m.landedUpTo)));
        m.leftBehind.push_back(a.between(toSeconds(m.landedUpTo), toSeconds(m.lossAt)));
        m.checkpointAt.push_back(toSeconds(resume));
    }
    return m;
}

namespace {

void regionLoss(R3DrillResult& r, const RoundThreeConfig& c, std::uint64_t seed, Sampling sampling)
{
    const MirrorLoss m = simulateMirrorLoss(c, c.lagSeconds, seed, sampling);
    const MirrorLoss atTarget = simulateMirrorLoss(c, c.targetLagSeconds, seed, sampling);
    const double left = static_cast<double>(m.total());
    const std::vector<double> flips = flipTimes(c);
    R3Timeline t = timeline("runbook", message(titleEvacuating, {{"region", c.region}, {"pair", c.pair}}));
    t.steps.push_back(
        step(0, message(stateLost),
             message(stepLost,
                     {{"region", c.region}, {"pair", c.pair}, {"lag", d(m.lagAtLoss)}, {"rate", n(c.criticalRate)}},
                     {count("left", left, kCriticalMessages)})));
    double clock = c.detectSeconds;
    t.steps.push_back(
        step(at(clock), message(stateDetected),
             message(stepDetected, {{"region", c.region}}, {count("cells", c.regionCells, kCellsStopAnswering)})));
    clock += c.confirmSeconds;
    t.steps.push_back(step(at(clock), message(stateConfirmed), message(stepConfirmed)));
    clock += c.noteLagSeconds;
    std::vector<Message> lags;
    for (size_t g = 0; g < c.groups.size(); ++g)
        lags.push_back(message(stepGroupLag, {{"group", c.groups[g].name}, {"lag", d(m.lagAtLoss)}},
                               {count("messages", static_cast<double>(m.leftBehind[g]), kMessages)}));
    t.steps.push_back(
        step(at(clock), message(stateLagsNoted),
             message(stepLagsNoted, {}, {}, {{"lags", joinedMessages(std::move(lags), messages::listSemicolon)}})));
    double held = 0, rereads = 0, lastResume = 0;
    for (size_t g = 0; g < c.groups.size(); ++g) {
        const double rate = c.criticalRate * c.groups[g].share;
        // The writes that waited are a count of messages, so whole: floor, as evenly spaced arrivals count
        // them (the k-th at k / rate; a write due exactly at the flip has waited, one due after has not),
        // never more writes than had arrived.
        const double waited = std::floor(rate * flips[g] + 1e-9);
        held += waited;
        rereads += static_cast<double>(m.reread[g]);
        t.steps.push_back(step(at(flips[g]), message(stateFlipped),
                               message(g == 0 ? stepFlippedFirst : stepFlipped,
                                       {{"group", c.groups[g].name}, {"pair", c.pair}, {"rate", n(rate)}},
                                       {count("waited", waited, kWritesWaited)})));
        lastResume = flips[g] + c.resumeSeconds;
        t.steps.push_back(step(at(lastResume), message(stateResumed),
                               message(stepResumed,
                                       {{"group", c.groups[g].name},
                                        {"pair", c.pair},
                                        {"before", d(toSeconds(m.landedUpTo) - m.checkpointAt[g])}},
                                       {count("reread", static_cast<double>(m.reread[g]), kMessages)})));
    }
    const double moved = c.criticalRate;
    const double pairLoad = c.pairOwnPeak + moved;
    const double pairCapacity = c.pairCells * c.cellCapacity;
    t.steps.push_back(step(at(lastResume), message(statePairAtPeak),
                           message(stepPairAtPeak,
                                   {{"pair", c.pair},
                                    {"own", n(c.pairOwnPeak)},
                                    {"moved", n(moved)},
                                    {"load", n(pairLoad)},
                                    {"planned", n(c.pairPlannedPeak)},
                                    {"busy", d(pairLoad / pairCapacity * 100)}},
                                   {count("cells", c.pairCells, kCells)})));
    t.steps.push_back(
        step(at(lastResume), message(stateTailWaits),
             message(stepTailWaits,
                     {{"lag", d(m.lagAtLoss)}, {"region", c.region}, {"rate", n(c.regionOwnPeak - c.criticalRate)}},
                     {count("messages", left, kMessages)}, {{"groups", groupList(c, m.leftBehind)}})));
    r.timelines.push_back(std::move(t));
    r.figures = {
        {"left_behind", MQLAB_TR("DrillFigure", "messages left behind at the lag"), left, ""},
        {"left_behind_expected", MQLAB_TR("DrillFigure", "the critical rate x the lag"), c.criticalRate * c.lagSeconds,
         ""},
        {"lag_at_loss_s", MQLAB_TR("DrillFigure", "the mirror's lag at the loss"), m.lagAtLoss, "s"},
        {"batch_messages", MQLAB_TR("DrillFigure", "one mirror batch"), c.criticalRate * c.mirrorBatchSeconds, ""},
        {"left_behind_target", MQLAB_TR("DrillFigure", "messages left behind at the target lag"),
         static_cast<double>(atTarget.total()), ""},
        {"left_behind_target_expected", MQLAB_TR("DrillFigure", "the critical rate x the target lag"),
         c.criticalRate * c.targetLagSeconds, ""},
        {"last_flip_s", MQLAB_TR("DrillFigure", "the last group flipped after"), flips.back(), "s"},
        {"writes_waited", MQLAB_TR("DrillFigure", "critical writes that waited for their flip"), held, ""},
        {"reread", MQLAB_TR("DrillFigure", "messages reread from checkpoints"), rereads, ""},
        {"moved_rate", MQLAB_TR("DrillFigure", "critical traffic moved to the pair"), moved, "msg/s"},
        {"pair_peak", MQLAB_TR("DrillFigure", "the pair's load after the failover"), pairLoad, "msg/s"},
        {"pair_planned_peak", MQLAB_TR("DrillFigure", "the pair's planned peak"), c.pairPlannedPeak, "msg/s"},
        {"pair_utilisation", MQLAB_TR("DrillFigure", "the pair's cells busy"), pairLoad / pairCapacity * 100, "%"},
    };
}

void failback(R3DrillResult& r, const RoundThreeConfig& c, std::uint64_t seed, Sampling sampling)
{
    const MirrorLoss m = simulateMirrorLoss(c, c.lagSeconds, seed, sampling);
    const std::vector<double> flips = flipTimes(c);
    Random random(seed ^ 0x9e3779b97f4a7c15ull, sampling);
    Arrivals critical(random, c.criticalRate);
    // The clock runs from the loss: the region returns after the outage.
    const double back = c.outageSeconds;
    R3Timeline t =
        timeline("runbook", message(titleFailback, {{"region", c.region}}, {}, {{"away", r3ClockMessage(at(back))}}));
    const double tail = static_cast<double>(m.total());
    t.steps.push_back(
        step(at(back), message(stateBack),
             message(stepBack, {{"region", c.region}, {"pair", c.pair}},
                     {count("cells", c.regionCells, kCellsPassChecks), count("tail", tail, kCriticalMessages)})));
    t.steps.push_back(step(at(back), message(stateTailToReconciliation),
                           message(stepTailToReconciliation, {{"region", c.region}},
                                   {count("messages", tail, kMessages)}, {{"groups", groupList(c, m.leftBehind)}})));
    // What the pair took since each group's flip, tagged with its origin: the reverse mirror copies it
    // to the returned region (what came from the region itself is never copied back).
    double backlog = 0;
    for (size_t g = 0; g < c.groups.size(); ++g) {
        Arrivals since(random, c.criticalRate * c.groups[g].share);
        backlog += static_cast<double>(since.between(flips[g], back));
    }
    const double startBacklog = backlog;
    t.steps.push_back(step(at(back), message(stateReverseMirror),
                           message(stepReverseMirror,
                                   {{"pair", c.pair},
                                    {"region", c.region},
                                    {"lag", d(backlog / c.criticalRate, 0)},
                                    {"factor", d(c.catchUpFactor)}},
                                   {count("messages", backlog, kMessages)})));
    // Batch by batch: new writes arrive at the critical rate; the mirror copies up to its most. The lag
    // is the backlog in seconds of the critical rate.
    const double batch = c.mirrorBatchSeconds;
    const double most = c.catchUpFactor * c.criticalRate * batch;
    double clock = back, underTarget = -1;
    while (true) {
        backlog += static_cast<double>(critical.between(clock, clock + batch));
        backlog -= std::min(backlog, most);
        clock += batch;
        if (underTarget < 0 && backlog / c.criticalRate < c.targetLagSeconds) {
            underTarget = clock;
            t.steps.push_back(step(at(clock), message(stateUnderTarget),
                                   message(stepReverseUnderTarget,
                                           {{"lag", d(backlog / c.criticalRate)}, {"target", d(c.targetLagSeconds)}})));
        }
        if (backlog <= c.criticalRate * batch || clock - back > 30 * kDay)
            break;
    }
    const double lagZero = clock;
    t.steps.push_back(step(at(lagZero), message(stateLagNearZero),
                           message(stepLagNearZero, {{"batch", d(batch)}}, {count("messages", backlog, kMessages)})));
    double rereads = 0;
    for (size_t g = 0; g < c.groups.size(); ++g) {
        clock += c.flipSeconds;
        const double rate = c.criticalRate * c.groups[g].share;
        // The group's writes pause while its last batch lands, then its home flips back; its consumers
        // move by the checkpoint and reread what came after the last one.
        const double sinceCheckpoint = std::fmod(clock, c.checkpointIntervalSeconds);
        Arrivals after(random, rate);
        const double reread = static_cast<double>(after.between(clock - sinceCheckpoint, clock));
        rereads += reread;
        t.steps.push_back(step(at(clock), message(stateSwitchedBack),
                               message(stepSwitchedBack, {{"group", c.groups[g].name}, {"region", c.region}},
                                       {count("reread", reread, kMessages)})));
    }
    t.steps.push_back(step(
        at(clock), message(stateMirrorRestored),
        message(
            stepMirrorRestored,
            {{"region", c.region}, {"pair", c.pair}, {"planned", n(c.pairPlannedPeak)}, {"own", n(c.pairOwnPeak)}})));
    r.timelines.push_back(std::move(t));
    r.figures = {
        {"tail", MQLAB_TR("DrillFigure", "the unmirrored tail"), tail, ""},
        {"reconciled", MQLAB_TR("DrillFigure", "messages sent to reconciliation topics"), tail, ""},
        {"reverse_backlog", MQLAB_TR("DrillFigure", "the reverse mirror's backlog at the return"), startBacklog, ""},
        {"under_target_s", MQLAB_TR("DrillFigure", "reverse lag under the target after the return"), underTarget - back,
         "s"},
        {"lag_zero_s", MQLAB_TR("DrillFigure", "reverse lag near zero after the return"), lagZero - back, "s"},
        {"failback_s", MQLAB_TR("DrillFigure", "every home switched back after the return"), clock - back, "s"},
        {"reread", MQLAB_TR("DrillFigure", "messages reread on the way back"), rereads, ""},
    };
}

struct Rollout {
    int cellsHurt = 0, cellsChanged = 0;
    double detectedAt = 0, rolledBackAt = 0;
    double hurtCellSeconds = 0;   // summed over cells
    double regionDownSeconds = 0; // every cell hurt at once
};

Rollout rollout(const RoundThreeConfig& c, const std::vector<int>& waves, double phase, R3Timeline& t)
{
    const double cellRate = c.regionPlannedPeak / c.regionCells;
    // Each wave starts when the one before has baked; a bad change breaks each cell it lands on a while
    // later, and the first health check after the first break stops the rollout and rolls it back.
    std::vector<double> waveStart;
    std::vector<int> waveCells;
    int given = 0;
    for (int w : waves) {
        if (given >= c.regionCells)
            break;
        waveCells.push_back(std::min(w, c.regionCells - given));
        given += waveCells.back();
    }
    if (given < c.regionCells)
        waveCells.push_back(c.regionCells - given);
    for (size_t i = 0; i < waveCells.size(); ++i)
        waveStart.push_back(static_cast<double>(i) * c.bakeSeconds);
    const double firstFault = c.faultAfterSeconds;
    const double checks = std::floor((firstFault - phase) / c.healthCheckSeconds) + 1;
    Rollout o;
    o.detectedAt = phase + std::max(0.0, checks) * c.healthCheckSeconds;
    if (o.detectedAt <= firstFault)
        o.detectedAt += c.healthCheckSeconds;
    o.rolledBackAt = o.detectedAt + c.rollbackSeconds;
    int cell = 0;
    double lastFault = 0;
    for (size_t i = 0; i < waveCells.size(); ++i) {
        if (waveStart[i] >= o.detectedAt)
            break;
        const int from = cell + 1;
        cell += waveCells[i];
        o.cellsChanged = cell;
        const double fault = waveStart[i] + c.faultAfterSeconds;
        const Message cells =
            waveCells[i] == 1 ? message(stepOneCell, {{"cell", std::to_string(from)}})
                              : message(stepCellRange, {{"from", std::to_string(from)}, {"to", std::to_string(cell)}});
        const Message label = waveCells[i] == c.regionCells ? message(stateAllCells)
                              : i == 0                      ? message(stateCanary)
                                                            : message(stateWave, {{"wave", std::to_string(i + 1)}});
        t.steps.push_back(step(at(waveStart[i]), label,
                               i == 0 && waveCells[i] == c.regionCells
                                   ? message(stepPushedAll, {{"region", c.region}}, {}, {{"cells", cells}})
                                   : message(stepPushed, {{"region", c.region}, {"rate", n(waveCells[i] * cellRate)}},
                                             {}, {{"cells", cells}})));
        if (fault < o.rolledBackAt) {
            o.cellsHurt += waveCells[i];
            o.hurtCellSeconds += waveCells[i] * (o.rolledBackAt - fault);
            lastFault = std::max(lastFault, fault);
            t.steps.push_back(step(at(fault), message(stateBroken),
                                   message(waveCells[i] == 1 ? stepBrokenOne : stepBrokenMany,
                                           {{"rate", n(waveCells[i] * cellRate)}}, {}, {{"cells", cells}})));
        }
    }
    const bool oneHurt = o.cellsHurt == 1;
    t.steps.push_back(step(at(o.detectedAt), message(stateHalted),
                           o.cellsChanged < c.regionCells
                               ? message(oneHurt ? stepHaltedOneEarly : stepHaltedManyEarly, {},
                                         {count("untouched", c.regionCells - o.cellsChanged, kCellsNeverChanged)})
                               : message(oneHurt ? stepHaltedOne : stepHaltedMany)));
    if (o.cellsHurt == c.regionCells)
        o.regionDownSeconds = o.rolledBackAt - lastFault;
    const double share = static_cast<double>(o.cellsHurt) / c.regionCells * 100;
    std::vector<std::pair<std::string, std::string>> hurt = {{"hurt", n(o.cellsHurt)},
                                                             {"share", d(share)},
                                                             {"region", c.region},
                                                             {"seconds", d(o.rolledBackAt - firstFault)}};
    if (o.regionDownSeconds > 0) {
        hurt.emplace_back("down", d(o.regionDownSeconds));
        hurt.emplace_back("budget", d(c.downtimeBudgetSeconds, 1));
    }
    t.steps.push_back(step(at(o.rolledBackAt), message(stateRolledBack),
                           message(o.regionDownSeconds > 0 ? stepRolledBackDown : stepRolledBackUp, std::move(hurt),
                                   {count("changed", o.cellsChanged, kCells), count("cells", c.regionCells, kCells)})));
    std::stable_sort(t.steps.begin(), t.steps.end(), [](const R3Step& a, const R3Step& b) { return a.at < b.at; });
    return o;
}

void badConfig(R3DrillResult& r, const RoundThreeConfig& c, std::uint64_t seed, Sampling sampling)
{
    Random random(seed, sampling);
    // The health checks run on their own clock: the first at a random instant within an interval
    // (at the start in a fixed mode).
    const double phase = sampling == Sampling::Random ? random.uniform() * c.healthCheckSeconds : 0;
    R3Timeline waves = timeline("waves", message(titleWaves));
    const Rollout w = rollout(c, c.waves, phase, waves);
    R3Timeline all = timeline("all-at-once", message(titleAllAtOnce));
    const Rollout a = rollout(c, {c.regionCells}, phase, all);
    r.timelines.push_back(std::move(waves));
    r.timelines.push_back(std::move(all));
    const double cellRate = c.regionPlannedPeak / c.regionCells;
    r.figures = {
        {"cells_hurt", MQLAB_TR("DrillFigure", "cells hurt, in waves"), static_cast<double>(w.cellsHurt), ""},
        {"share_hurt", MQLAB_TR("DrillFigure", "of the region's tenants, in waves"),
         100.0 * w.cellsHurt / c.regionCells, "%"},
        {"rate_hurt", MQLAB_TR("DrillFigure", "traffic refused while it lasts, in waves"), w.cellsHurt * cellRate,
         "msg/s"},
        {"messages_hurt", MQLAB_TR("DrillFigure", "messages refused, in waves"), w.hurtCellSeconds * cellRate, ""},
        {"region_down_s", MQLAB_TR("DrillFigure", "the whole region down, in waves"), w.regionDownSeconds, "s"},
        {"all_cells_hurt", MQLAB_TR("DrillFigure", "cells hurt, all at once"), static_cast<double>(a.cellsHurt), ""},
        {"all_share_hurt", MQLAB_TR("DrillFigure", "of the region's tenants, all at once"),
         100.0 * a.cellsHurt / c.regionCells, "%"},
        {"all_rate_hurt", MQLAB_TR("DrillFigure", "traffic refused while it lasts, all at once"),
         a.cellsHurt * cellRate, "msg/s"},
        {"all_messages_hurt", MQLAB_TR("DrillFigure", "messages refused, all at once"), a.hurtCellSeconds * cellRate,
         ""},
        {"all_region_down_s", MQLAB_TR("DrillFigure", "the whole region down, all at once"), a.regionDownSeconds, "s"},
        {"detected_s", MQLAB_TR("DrillFigure", "the bad change found after"), w.detectedAt, "s"},
        {"budget_s", MQLAB_TR("DrillFigure", "the region's downtime budget a month"), c.downtimeBudgetSeconds, "s"},
    };
}

// One customer's deletion request (second-seed.md §4.3 rules 7 and 8): PENDING, ON_HOLD while legal
// holds the data, KEY_DELETED by an explicit DeleteItem, COMPLETE once the last backup holding the
// key has aged out.
R3Timeline deletionTimeline(const RoundThreeConfig& c, bool held)
{
    R3Timeline t = timeline(held ? "with-hold" : "without-hold", message(held ? titleWithHold : titleWithoutHold));
    double clock = 0;
    // The API's answer is code, the same in every language: an argument.
    t.steps.push_back(step(0, message(statePending),
                           message(stepDeletionRequested, {{"response", "{requestId, status: PENDING, statusUrl}"}})));
    clock += c.holdCheckSeconds;
    if (held) {
        t.steps.push_back(step(at(clock), message(stateOnHold), message(stepDeletionOnHold)));
        clock += c.holdDays * kDay;
        t.steps.push_back(step(at(clock), message(statePending), message(stepDeletionReleased)));
    } else {
        t.steps.push_back(step(at(clock), message(statePending), message(stepDeletionNoHold)));
    }
    clock += c.deleteItemSeconds;
    t.steps.push_back(step(at(clock), message(stateKeyDeleted), message(stepDeletionKeyDeleted)));
    clock += c.backupRetentionDays * kDay;
    t.steps.push_back(
        step(at(clock), message(stateComplete), message(stepDeletionComplete, {{"days", d(c.backupRetentionDays)}})));
    return t;
}

// A tenant's offboarding: its KMS multi-Region key, primary and replica, deleted after the longest
// waiting period, and only after approval and a legal-hold check; cancellable while it waits.
R3Timeline offboardingTimeline(const RoundThreeConfig& c)
{
    R3Timeline t = timeline("offboarding", message(titleOffboarding));
    t.steps.push_back(step(0, message(stateRequested), message(stepOffboardingRequested)));
    double clock = c.approvalDays * kDay;
    t.steps.push_back(step(at(clock), message(stateApproved), message(stepOffboardingApproved)));
    t.steps.push_back(step(at(clock), message(statePendingDeletion),
                           message(stepOffboardingScheduled, {{"days", d(c.kmsWaitingDays)}})));
    clock += c.kmsWaitingDays * kDay;
    t.steps.push_back(step(at(clock - kDay), message(statePendingDeletion), message(stepOffboardingLastDay)));
    t.steps.push_back(step(at(clock), message(stateDeleted), message(stepOffboardingDeleted)));
    return t;
}

void deletion(R3DrillResult& r, const RoundThreeConfig& c)
{
    r.timelines = {deletionTimeline(c, true), deletionTimeline(c, false), offboardingTimeline(c)};
    // By the state's template, not its words: the time the timeline last reached that state.
    auto stateAt = [](const R3Timeline& t, const MessageTemplate& state) {
        double last = -1;
        for (const R3Step& s : t.steps)
            if (s.stateWords.id == state.id)
                last = toSeconds(s.at);
        return last;
    };
    const R3Timeline& held = r.timelines[0];
    const R3Timeline& free = r.timelines[1];
    r.figures = {
        {"held_key_deleted_days", MQLAB_TR("DrillFigure", "under a hold, key deleted after"),
         stateAt(held, stateKeyDeleted) / kDay, "days"},
        {"held_complete_days", MQLAB_TR("DrillFigure", "under a hold, complete after"),
         stateAt(held, stateComplete) / kDay, "days"},
        {"key_deleted_s", MQLAB_TR("DrillFigure", "without a hold, key deleted after"), stateAt(free, stateKeyDeleted),
         "s"},
        {"complete_days", MQLAB_TR("DrillFigure", "without a hold, complete after"),
         stateAt(free, stateComplete) / kDay, "days"},
        {"kms_deleted_days", MQLAB_TR("DrillFigure", "a tenant's key deleted after"),
         stateAt(r.timelines[2], stateDeleted) / kDay, "days"},
    };
}

void mirrorLagAlarm(R3DrillResult& r, const RoundThreeConfig& c, std::uint64_t seed, Sampling sampling)
{
    Random random(seed, sampling);
    Arrivals arrivals(random, c.criticalRate);
    // The lag is the mirror's own delay plus what waits to be copied, in seconds of the critical rate;
    // the messages at risk are every message the target lacks.
    const double batch = c.mirrorBatchSeconds;
    const double inFlight = c.criticalRate * c.lagSeconds;
    R3Timeline t = timeline("lag", message(titleLag, {{"region", c.region}}));
    t.steps.push_back(
        step(0, message(stateSlow),
             message(stepSlow, {{"pair", c.pair}, {"percent", d(c.slowMirrorFactor * 100)}, {"lag", d(c.lagSeconds)}},
                     {count("risk", inFlight, kMessagesAtRisk)})));
    double queue = 0, clock = 0, passed = -1, alarm = -1, fixed = -1, under = -1, peakLag = 0, peakRisk = 0;
    double nextReport = 60;
    while (clock < 7 * kDay) {
        const double most =
            (fixed >= 0 && clock >= fixed ? c.recoveredFactor : c.slowMirrorFactor) * c.criticalRate * batch;
        queue += static_cast<double>(arrivals.between(clock, clock + batch));
        queue -= std::min(queue, most);
        clock += batch;
        const double lag = c.lagSeconds + queue / c.criticalRate;
        const double risk = inFlight + queue;
        if (risk > peakRisk) {
            peakRisk = risk;
            peakLag = lag;
        }
        if (passed < 0 && lag > c.targetLagSeconds) {
            passed = clock;
            t.steps.push_back(step(
                at(clock), message(statePastTarget),
                message(stepPastTarget, {{"target", d(c.targetLagSeconds)}}, {count("risk", risk, kMessagesAtRisk)})));
        }
        if (alarm < 0 && passed >= 0 && clock - passed >= c.alarmPeriodSeconds) {
            alarm = clock;
            fixed = clock + c.respondSeconds;
            t.steps.push_back(step(at(clock), message(stateAlarm),
                                   message(stepAlarmFires, {{"period", d(c.alarmPeriodSeconds)}, {"lag", d(lag, 1)}},
                                           {count("risk", risk, kMessagesAtRisk)})));
            nextReport = clock + 60;
        } else if (clock >= nextReport && (fixed < 0 || clock < fixed) && alarm >= 0) {
            t.steps.push_back(
                step(at(clock), message(stateAlarm),
                     message(stepStillGrowing, {{"lag", d(lag, 1)}}, {count("risk", risk, kMessagesAtRisk)})));
            nextReport += 60;
        }
        if (fixed >= 0 && std::abs(clock - fixed) < batch / 2)
            t.steps.push_back(step(at(clock), message(stateFixed),
                                   message(stepMirrorFixed, {{"factor", d(c.recoveredFactor)}, {"lag", d(lag, 1)}},
                                           {count("risk", risk, kMessagesAtRisk)})));
        if (fixed >= 0 && clock > fixed && under < 0 && lag <= c.targetLagSeconds) {
            under = clock;
            t.steps.push_back(
                step(at(clock), message(stateUnderTarget),
                     message(stepLagUnderTarget, {{"lag", d(lag, 1)}}, {count("risk", risk, kMessagesAtRisk)})));
        }
        if (under >= 0 && queue <= 0) {
            t.steps.push_back(
                step(at(clock), message(stateCaughtUp),
                     message(stepCaughtUp, {{"lag", d(c.lagSeconds)}}, {count("risk", inFlight, kMessagesAtRisk)})));
            break;
        }
    }
    r.timelines.push_back(std::move(t));
    r.figures = {
        {"past_target_s", MQLAB_TR("DrillFigure", "the lag passes the target after"), passed, "s"},
        {"alarm_s", MQLAB_TR("DrillFigure", "the alarm fires after"), alarm, "s"},
        {"at_risk_target", MQLAB_TR("DrillFigure", "messages at risk at the target lag"),
         c.criticalRate * c.targetLagSeconds, ""},
        {"peak_lag_s", MQLAB_TR("DrillFigure", "the longest lag"), peakLag, "s"},
        {"peak_at_risk", MQLAB_TR("DrillFigure", "the most messages at risk"), peakRisk, ""},
        {"under_target_s", MQLAB_TR("DrillFigure", "back under the target after"), under, "s"},
        {"caught_up_s", MQLAB_TR("DrillFigure", "caught up after"), clock, "s"},
    };
}

// A new customer's key (second-seed.md §4.3 rule 8): the customer's first writes reach both regions of
// the EU pair at the same instant and neither table has a key row for them. With the design, both
// requests go to the home region's table, where a conditional put (attribute_not_exists) lets exactly
// one create win and the other reads the key that won. Without it, each region puts into its own
// replica: a global table checks the condition locally, so both creates succeed, and replication
// settles the row by last writer wins (equal times here: the seed draws the winner). The loser's key
// is overwritten in its own region one replication delay after it was made; what that region
// encrypted under it meanwhile can never be read again.
struct KeyRace {
    int created = 0;
    double orphaned = 0, orphanWindow = 0;
    double pairKeyAt = 0;    // s: the pair region holds a key for the customer from here
    double replicatedAt = 0; // s: the pair's replica holds the winning row from here
};

KeyRace keyRace(const RoundThreeConfig& c, bool homeOnly, Random& random, R3Timeline& t)
{
    const std::string names[2] = {c.keyHome, c.keyPair};
    const double put = c.keyPutSeconds, fwd = c.forwardSeconds, lag = c.keyReplicationSeconds;
    KeyRace o;
    t.steps.push_back(
        step(0, message(stateFirstWrites), message(stepFirstWrites, {{"home", c.keyHome}, {"pair", c.keyPair}})));
    // Each region's request: the table it puts into and when it gets there.
    struct Put {
        int from, table;
        double at;
    };
    std::vector<Put> puts = {{0, 0, 0}, {1, homeOnly ? 0 : 1, homeOnly ? fwd : 0}};
    if (homeOnly)
        t.steps.push_back(
            step(0, message(stateForwarded), message(stepForwarded, {{"pair", c.keyPair}, {"home", c.keyHome}})));
    // A table's row: the region whose key it holds and when it was written (-1: none).
    int rowKey[2] = {-1, -1};
    double rowAt[2] = {0, 0};
    double keyAt[2] = {0, 0};
    for (const Put& p : puts) { // in time order: a table takes conditional puts one at a time
        const double done = p.at + put;
        const double back = p.table == p.from ? 0 : fwd;
        if (rowKey[p.table] < 0) {
            rowKey[p.table] = p.from;
            rowAt[p.table] = done;
            ++o.created;
            keyAt[p.from] = done + back;
            t.steps.push_back(step(at(done), message(stateCreated),
                                   message(stepKeyCreated, {{"table", names[p.table]}, {"region", names[p.from]}})));
        } else {
            keyAt[p.from] = done + put + back;
            t.steps.push_back(
                step(at(done), message(stateConditionFailed),
                     message(stepConditionFailed, {{"region", names[p.from]}, {"table", names[p.table]}})));
            t.steps.push_back(
                step(at(done + put), message(stateReadExisting),
                     message(stepReadExisting, {{"region", names[p.from]}, {"ms", d((done + put + back) * 1000, 0)}})));
        }
    }
    // Replication: each row written reaches the other table `lag` later; last writer wins there, a tie
    // going to the drawn region (the same in both tables, as the global table settles on one row).
    const int tieWinner = random.sampling() == Sampling::Random ? static_cast<int>(random.below(2)) : 1;
    int winner = rowKey[0];
    if (rowKey[1] >= 0 && rowKey[1] != rowKey[0])
        winner = rowAt[0] > rowAt[1] ? rowKey[0] : rowAt[1] > rowAt[0] ? rowKey[1] : tieWinner;
    for (int from = 0; from < 2; ++from) {
        if (rowKey[from] < 0)
            continue;
        const int to = 1 - from;
        const double arrives = rowAt[from] + lag;
        if (rowKey[to] < 0) {
            o.replicatedAt = arrives;
            t.steps.push_back(
                step(at(arrives), message(stateReplicated), message(stepReplicated, {{"region", names[to]}})));
        } else if (rowKey[from] == winner) {
            // The other table's own key loses: everything its region encrypted under it since the row
            // was written is orphaned.
            Arrivals writes(random, c.customerWriteRate);
            o.orphanWindow = arrives - rowAt[to];
            o.orphaned = static_cast<double>(writes.between(rowAt[to], arrives));
            t.steps.push_back(step(
                at(arrives), message(stateOverwritten),
                message(stepOverwritten, {{"from", names[from]}, {"to", names[to]}, {"seconds", d(o.orphanWindow, 3)}},
                        {count("orphaned", o.orphaned, kMessages)})));
        } else {
            t.steps.push_back(step(at(arrives), message(stateDiscarded),
                                   message(stepDiscarded, {{"from", names[from]}, {"to", names[to]}})));
        }
    }
    o.pairKeyAt = keyAt[1];
    std::stable_sort(t.steps.begin(), t.steps.end(), [](const R3Step& a, const R3Step& b) { return a.at < b.at; });
    const double last = toSeconds(t.steps.back().at);
    t.steps.push_back(step(at(last), message(stateSettled),
                           message(o.orphaned > 0 ? stepSettledSilently : stepSettled,
                                   {{"keys", n(o.created)}, {"orphaned", n(o.orphaned)}})));
    return o;
}

void splitBrainKey(R3DrillResult& r, const RoundThreeConfig& c, std::uint64_t seed, Sampling sampling)
{
    Random random(seed, sampling);
    R3Timeline design = timeline("design", message(titleKeyDesign, {{"home", c.keyHome}}));
    const KeyRace safe = keyRace(c, true, random, design);
    R3Timeline unsafe = timeline("both-regions", message(titleKeyBoth));
    const KeyRace both = keyRace(c, false, random, unsafe);
    r.timelines.push_back(std::move(design));
    r.timelines.push_back(std::move(unsafe));
    r.figures = {
        {"keys_created", MQLAB_TR("DrillFigure", "keys created, in the home region only"),
         static_cast<double>(safe.created), ""},
        {"orphaned", MQLAB_TR("DrillFigure", "messages orphaned, in the home region only"), safe.orphaned, ""},
        {"pair_key_ms", MQLAB_TR("DrillFigure", "the pair region has the key after"), safe.pairKeyAt * 1000, "ms"},
        {"replicated_s", MQLAB_TR("DrillFigure", "the row reaches the pair's replica after"), safe.replicatedAt, "s"},
        {"both_keys_created", MQLAB_TR("DrillFigure", "keys created, each region its own"),
         static_cast<double>(both.created), ""},
        {"both_orphaned", MQLAB_TR("DrillFigure", "messages orphaned, each region its own"), both.orphaned, ""},
        {"both_orphaned_expected", MQLAB_TR("DrillFigure", "the customer's write rate x the replication delay"),
         c.customerWriteRate * c.keyReplicationSeconds, ""},
        {"orphan_window_s", MQLAB_TR("DrillFigure", "the losing key was used for"), both.orphanWindow, "s"},
    };
}

// The DLQ redrive runbook for a task queue already on SQS (second-seed.md §4.5): look, fix, test one,
// redrive slowly with StartMessageMoveTask at the seed's rate, watch, close. Beside it, the same
// runbook when the one message tested fails again: the redrive never starts.
void dlqRedrive(R3DrillResult& r, const RoundThreeConfig& c, std::uint64_t seed, Sampling sampling)
{
    Random random(seed, sampling);
    const double rest = c.dlqMessages - 1; // the one tested is moved by hand
    const double redriveSeconds = rest / c.redriveRate;
    auto opening = [&](R3Timeline& t) {
        t.steps.push_back(
            step(0, message(stateLook), message(stepDlqLook, {}, {count("messages", c.dlqMessages, kMessages)})));
        double clock = c.lookSeconds;
        t.steps.push_back(step(at(clock), message(stateFix), message(stepDlqFix)));
        clock += c.fixSeconds;
        t.steps.push_back(step(at(clock), message(stateTestOne), message(stepDlqTestOne)));
        return clock + c.testOneSeconds;
    };
    R3Timeline t = timeline("runbook", message(titleRedrive, {{"rate", d(c.redriveRate)}}));
    double clock = opening(t);
    t.steps.push_back(step(at(clock), message(stateTestPassed), message(stepDlqTestPassed)));
    const double start = clock;
    t.steps.push_back(step(at(start), message(stateRedrive),
                           message(stepDlqRedrive, {{"rate", d(c.redriveRate)}, {"rest", n(rest)}}, {},
                                   {{"duration", r3ClockMessage(at(redriveSeconds))}})));
    // Each redriven message fails again with a small chance (another cause); those go back to the DLQ.
    Arrivals failing(random, c.redriveRate * c.failAgainShare);
    double failed = 0;
    // Every watch is counted; at most about 48 are written out (a long redrive watched often).
    const auto watches = static_cast<std::int64_t>(std::ceil(redriveSeconds / c.watchSeconds)) - 1;
    const std::int64_t stride = std::max<std::int64_t>(1, (watches + 47) / 48);
    for (std::int64_t i = 1; i <= watches; ++i) {
        const double w = static_cast<double>(i) * c.watchSeconds;
        failed += static_cast<double>(failing.between(w - c.watchSeconds, w));
        const double moved = std::floor(c.redriveRate * w + 1e-9);
        if (i % stride != 0)
            continue;
        t.steps.push_back(step(at(start + w), message(stateWatch),
                               message(stepDlqWatch, {{"moved", n(moved)}, {"rest", n(rest)}, {"failed", n(failed)}},
                                       {}, {{"left", r3ClockMessage(at(redriveSeconds - w))}})));
    }
    failed += static_cast<double>(
        failing.between(static_cast<double>(std::max<std::int64_t>(watches, 0)) * c.watchSeconds, redriveSeconds));
    clock = start + redriveSeconds;
    t.steps.push_back(step(
        at(clock), message(stateMoved),
        message(stepDlqMoved,
                {{"rest", n(rest)}, {"failed", n(failed)}, {"percent", d(rest > 0 ? failed / rest * 100 : 0, 3)}})));
    clock += c.closeSeconds;
    t.steps.push_back(step(at(clock), message(stateClosed), message(stepDlqClosed, {{"failed", n(failed)}})));
    const double closed = clock;
    R3Timeline f = timeline("test-fails", message(titleTestFails));
    clock = opening(f);
    f.steps.push_back(step(at(clock), message(stateTestFailed),
                           message(stepDlqTestFailed, {}, {count("messages", rest, kMessagesNotSent)},
                                   {{"duration", r3ClockMessage(at(redriveSeconds))}})));
    f.steps.push_back(step(at(clock), message(stateLook), message(stepDlqLookAgain)));
    r.timelines.push_back(std::move(t));
    r.timelines.push_back(std::move(f));
    r.figures = {
        {"dlq_messages", MQLAB_TR("DrillFigure", "messages in the DLQ"), c.dlqMessages, ""},
        {"redrive_rate", MQLAB_TR("DrillFigure", "the redrive's rate (the seed's)"), c.redriveRate, "msg/s"},
        {"redrive_s", MQLAB_TR("DrillFigure", "the move task runs for"), redriveSeconds, "s"},
        {"redrive_start_s", MQLAB_TR("DrillFigure", "the move task starts after"), start, "s"},
        {"failed_again", MQLAB_TR("DrillFigure", "redriven messages that failed again"), failed, ""},
        {"closed_s", MQLAB_TR("DrillFigure", "the runbook closed after"), closed, "s"},
        {"stopped_by_test", MQLAB_TR("DrillFigure", "messages a failed test keeps in the DLQ"), rest, ""},
        {"stopped_by_test_s", MQLAB_TR("DrillFigure", "a failed test saves a redrive of"), redriveSeconds, "s"},
    };
}

// S3 uploads fail (second-seed.md §4.4: the brokers keep a day; 90 TB on 216 x 1 TB, 1.4 days of
// room). As Round 2's s3-outage drill counts it: the segments on the brokers at the failure were
// uploaded, so they leave as they pass the local hours and the tier stays level that long; then none
// leaves and it grows by the intake, the tier's data over its local hours. After the fix the uploads
// run at a multiple of the intake and the backlog leaves as it is uploaded.
void s3UploadFailure(R3DrillResult& r, const RoundThreeConfig& c)
{
    const double held = c.brokerTierGB, cap = c.brokerCapacityGB, level = c.brokerLocalHours;
    const double perHour = held / c.brokerLocalHours;
    const double fullH = level + (cap - held) / perHour;
    const auto fillAt = [&](double h) { return std::min(cap, held + std::max(0.0, h - level) * perHour); };
    const auto tb = [](double gb) { return d(gb / 1000, 1); };        // the template writes " TB"
    const auto pct = [&](double gb) { return d(gb / cap * 100, 1); }; // and "%"
    const auto hoursAt = [](double h) { return at(h * 3600); };
    const auto left = [&](double h) { return r3ClockMessage(hoursAt(fullH - h)); };
    const double alarmGB = cap * c.fillAlarmPercent / 100;
    const double alarmH = level + (alarmGB - held) / perHour;
    const double fixH = alarmH + c.uploadFixHours;
    auto opening = [&](R3Timeline& t) {
        t.steps.push_back(
            step(0, message(stateUploadsFail),
                 message(stepUploadsFail, {{"held", tb(held)}, {"capacity", tb(cap)}, {"percent", pct(held)}}, {},
                         {{"left", left(0)}})));
        t.steps.push_back(step(hoursAt(level), message(stateGrowing),
                               message(stepGrowing,
                                       {{"hours", d(level)},
                                        {"growth", tb(perHour * 24)},
                                        {"room", tb(cap - held)},
                                        {"days", d((cap - held) / perHour / 24, 2)}},
                                       {}, {{"left", left(level)}})));
        t.steps.push_back(step(hoursAt(alarmH), message(stateAlarm),
                               message(stepFillAlarm, {{"alarm", d(c.fillAlarmPercent)}, {"fill", tb(alarmGB)}}, {},
                                       {{"left", left(alarmH)}})));
    };
    R3Timeline t = timeline("fixed", message(titleUploadsFixed, {{"hours", d(c.uploadFixHours)}}));
    opening(t);
    const bool inTime = fixH < fullH;
    const double fixGB = fillAt(fixH);
    if (!inTime)
        t.steps.push_back(step(hoursAt(fullH), message(stateFull), message(stepFullNow)));
    const double drainedH = fixH + (fixGB - held) / ((c.uploadCatchUpFactor - 1) * perHour);
    const std::vector<std::pair<std::string, std::string>> fixedArgs = {
        {"fill", tb(fixGB)}, {"percent", pct(fixGB)}, {"factor", d(c.uploadCatchUpFactor)}};
    t.steps.push_back(
        step(hoursAt(fixH), message(stateFixed),
             inTime ? message(stepUploadsFixed, fixedArgs, {}, {{"left", left(fixH)}})
                    : message(stepUploadsFixedLate, fixedArgs, {}, {{"late", r3ClockMessage(hoursAt(fixH - fullH))}})));
    t.steps.push_back(step(hoursAt(drainedH), message(stateDrained),
                           message(stepDrained, {{"held", tb(held)}, {"percent", pct(held)}})));
    R3Timeline u = timeline("unfixed", message(titleUnfixed));
    opening(u);
    u.steps.push_back(step(hoursAt(fullH), message(stateFull), message(stepFullUnfixed, {{"hours", d(fullH, 1)}})));
    r.timelines.push_back(std::move(t));
    r.timelines.push_back(std::move(u));
    r.figures = {
        {"broker_tb", MQLAB_TR("DrillFigure", "the broker tier holds"), held / 1000, "TB"},
        {"capacity_tb", MQLAB_TR("DrillFigure", "every broker's volume"), cap / 1000, "TB"},
        {"fill_percent", MQLAB_TR("DrillFigure", "full when uploads fail"), held / cap * 100, "%"},
        {"growth_tb_per_day", MQLAB_TR("DrillFigure", "then it grows a day"), perHour * 24 / 1000, "TB"},
        {"level_h", MQLAB_TR("DrillFigure", "level while uploaded segments age out"), level, "h"},
        {"room_days", MQLAB_TR("DrillFigure", "room: (capacity - held) / growth a day"), (cap - held) / perHour / 24,
         "days"},
        {"full_h", MQLAB_TR("DrillFigure", "the disks full, if nobody fixes it, after"), fullH, "h"},
        {"alarm_h", MQLAB_TR("DrillFigure", "the fill alarm after"), alarmH, "h"},
        {"left_at_alarm_h", MQLAB_TR("DrillFigure", "time left at the alarm"), fullH - alarmH, "h"},
        {"fixed_h", MQLAB_TR("DrillFigure", "uploads fixed after"), fixH, "h"},
        {"fill_at_fix_percent", MQLAB_TR("DrillFigure", "full at the fix"), fixGB / cap * 100, "%"},
        {"left_at_fix_h", MQLAB_TR("DrillFigure", "time left at the fix"), std::max(0.0, fullH - fixH), "h"},
        {"drained_h", MQLAB_TR("DrillFigure", "back to a day's data after"), drainedH, "h"},
    };
}

} // namespace

R3DrillResult runRoundThreeDrill(R3Drill drill, std::uint64_t seed, const RoundThreeConfig& config,
                                 std::optional<Sampling> sampling)
{
    checkRoundThreeConfig(config);
    R3DrillResult r;
    r.drill = drill;
    r.seed = seed;
    r.assumed = roundThreeAssumed(drill, config);
    const Sampling drawn = sampling.value_or(Sampling::Random);
    switch (drill) {
    case R3Drill::RegionLoss:
        regionLoss(r, config, seed, drawn);
        break;
    case R3Drill::Failback:
        failback(r, config, seed, drawn);
        break;
    case R3Drill::BadConfig:
        badConfig(r, config, seed, drawn);
        break;
    case R3Drill::Deletion:
        deletion(r, config);
        break;
    case R3Drill::MirrorLagAlarm:
        mirrorLagAlarm(r, config, seed, drawn);
        break;
    case R3Drill::SplitBrainKey:
        splitBrainKey(r, config, seed, drawn);
        break;
    case R3Drill::DlqRedrive:
        dlqRedrive(r, config, seed, drawn);
        break;
    case R3Drill::S3UploadFailure:
        s3UploadFailure(r, config);
        break;
    }
    return r;
}

} // namespace mqlab::sim
