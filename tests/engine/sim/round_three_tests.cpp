// sim/round_three.h: Round 3's drills (second-seed.md §4.3 to §4.5, §5 check 7): a region lost at its
// mirror's lag and the failover by hand, the failback and its reconciliation tail, a bad change at the
// canary cell, one customer's deletion with and without a legal hold, the mirror lag alarm, a key created
// in two regions at once, the DLQ redrive and S3 uploads that fail. Every
// figure is derived by hand in the comment beside it.
//
// The seed's figures (§4.4): peak 2 x 10^10 / 86,400 x 3.5 = 810,185.19 msg/s; us-east-1 owns 30% =
// 243,055.56 and mirrors 25% of it, 60,763.89 msg/s, to us-west-2, which owns 20% = 162,037.04 and so plans
// for 162,037.04 + 60,763.89 = 222,800.93 on 4 cells of 81,018.5.
#include <gtest/gtest.h>

#include <cmath>
#include <set>
#include <string>
#include <vector>

#include "mqlab/error.h"
#include "mqlab/model/catalog.h"
#include "mqlab/model/report.h"
#include "mqlab/sim/round_three.h"
#include "mqlab/sim/round_three_json.h"
#include "test_data.h"

using namespace mqlab::sim;

namespace {

constexpr double kCritical = 2e10 / 86'400 * 3.5 * 0.30 * 0.25; // 60,763.89 msg/s
constexpr double kDay = 86'400;

R3DrillResult fixed(R3Drill d, const RoundThreeConfig& c = {})
{
    return runRoundThreeDrill(d, 1, c, Sampling::FixedMean);
}

std::vector<std::string> states(const R3Timeline& t)
{
    std::vector<std::string> out;
    for (const R3Step& s : t.steps)
        out.push_back(s.state());
    return out;
}

double stateAt(const R3Timeline& t, const std::string& state)
{
    for (const R3Step& s : t.steps)
        if (s.state() == state)
            return toSeconds(s.at);
    return -1;
}

mqlab::Scenario round3()
{
    return mqlab::parseScenarioText(mqlab::test::readFile("stages/round-3.json"), "round-3.json",
                                    mqlab::test::catalog());
}

} // namespace

TEST(RoundThreeConfig, ComesFromTheDesign)
{
    const mqlab::Scenario s = round3();
    const RoundThreeConfig c = roundThreeConfigFor(s, mqlab::evaluate(s, mqlab::test::catalog()));
    EXPECT_EQ(c.region, "us-east-1");
    EXPECT_EQ(c.pair, "us-west-2");
    EXPECT_NEAR(c.criticalRate, kCritical, 1e-6);                                 // 60,763.89 msg/s
    EXPECT_NEAR(c.regionOwnPeak, 2e10 / 86'400 * 3.5 * 0.30, 1e-6);               // 243,055.56
    EXPECT_NEAR(c.pairPlannedPeak, 2e10 / 86'400 * 3.5 * 0.20 + kCritical, 1e-6); // 222,800.93
    EXPECT_NEAR(c.pairOwnPeak, 2e10 / 86'400 * 3.5 * 0.20, 1e-6);                 // 162,037.04
    EXPECT_EQ(c.regionCells, 5);
    EXPECT_EQ(c.pairCells, 4);
    EXPECT_DOUBLE_EQ(c.cellCapacity, 81'018.5);
    EXPECT_DOUBLE_EQ(c.lagSeconds, 3);
    EXPECT_DOUBLE_EQ(c.targetLagSeconds, 5);
    EXPECT_NEAR(c.downtimeBudgetSeconds, 43'776 * 0.00001 * 60, 1e-6); // 26.27 s a month at 99.999%
    // The EU pair: eu-west-1 mirrors 25% of its 30% too, to eu-central-1.
    const RoundThreeConfig eu = roundThreeConfigFor(s, mqlab::evaluate(s, mqlab::test::catalog()), "eu-west-1");
    EXPECT_EQ(eu.pair, "eu-central-1");
    EXPECT_NEAR(eu.criticalRate, kCritical, 1e-6);
    // A change to the design moves the drill: a 4 s lag.
    mqlab::Scenario slower = s;
    slower.mirrorLinks[0].lagS = 4;
    EXPECT_DOUBLE_EQ(roundThreeConfigFor(slower, mqlab::evaluate(slower, mqlab::test::catalog())).lagSeconds, 4);
    try {
        roundThreeConfigFor(s, mqlab::evaluate(s, mqlab::test::catalog()), "ap-south-1");
        FAIL() << "no such region";
    } catch (const mqlab::InputError& e) {
        EXPECT_NE(std::string(e.what()).find("region"), std::string::npos) << e.what();
        EXPECT_NE(std::string(e.what()).find("us-east-1, us-west-2, eu-west-1, eu-central-1"), std::string::npos)
            << e.what();
    }
}

TEST(RoundThreeConfig, BadInputNamesTheField)
{
    RoundThreeConfig c;
    c.kmsWaitingDays = 31; // KMS allows 7 to 30 days
    try {
        runRoundThreeDrill(R3Drill::Deletion, 1, c);
        FAIL() << "31 days accepted";
    } catch (const mqlab::InputError& e) {
        EXPECT_NE(std::string(e.what()).find("KMS waiting period"), std::string::npos) << e.what();
        EXPECT_NE(std::string(e.what()).find("7 to 30 days"), std::string::npos) << e.what();
    }
    c = {};
    c.groups = {{"payments", 0.5}, {"orders", 0.4}}; // 0.9 in all
    EXPECT_THROW(runRoundThreeDrill(R3Drill::RegionLoss, 1, c), mqlab::InputError);
    c = {};
    c.lagSeconds = 0;
    EXPECT_THROW(runRoundThreeDrill(R3Drill::RegionLoss, 1, c), mqlab::InputError);
}

// Check 7 in a fixed mode: arrivals evenly spaced, the loss on a batch's edge, so the lag at the loss is
// exactly 3 s. The mirrored edge is at 17.5 s (the loss at 20.5 s: 72 batches past 3 + 5 + 10 s and 10 more,
// half a checkpoint); each group's count is floor(rate x 20.5) - floor(rate x 17.5): payments (24,305.56
// msg/s) 498,263 - 425,347 = 72,916, orders (21,267.36) 435,980 - 372,178 = 63,802, inventory (15,190.97)
// 311,414 - 265,842 = 45,572: 182,290, within one a group of 60,763.89 x 3 = 182,291.67 (the spec's
// 182,292). At the target lag (the loss at 22.5 s): 121,528 + 106,337 + 75,954 = 303,819 (303,819.44).
TEST(RoundThreeRegionLoss, LeavesTheCriticalRateTimesTheLagBehind)
{
    const R3DrillResult r = fixed(R3Drill::RegionLoss);
    EXPECT_DOUBLE_EQ(r3Figure(r, "lag_at_loss_s"), 3);
    EXPECT_DOUBLE_EQ(r3Figure(r, "left_behind"), 182'290);
    EXPECT_NEAR(r3Figure(r, "left_behind_expected"), 182'291.67, 0.01);
    EXPECT_DOUBLE_EQ(r3Figure(r, "left_behind_target"), 303'819);
    EXPECT_NEAR(r3Figure(r, "left_behind_target_expected"), 303'819.44, 0.01);
    // One batch: 60,763.89 x 0.25 s = 15,190.97 messages.
    EXPECT_NEAR(r3Figure(r, "batch_messages"), 15'190.97, 0.01);
    // By group (payments 40%, orders 35%, inventory 25%): 72,916.67, 63,802.08 and 45,572.92, each within one.
    const MirrorLoss m = simulateMirrorLoss({}, 3, 1, Sampling::FixedMean);
    ASSERT_EQ(m.leftBehind.size(), 3u);
    EXPECT_NEAR(static_cast<double>(m.leftBehind[0]), kCritical * 0.40 * 3, 1);
    EXPECT_NEAR(static_cast<double>(m.leftBehind[1]), kCritical * 0.35 * 3, 1);
    EXPECT_NEAR(static_cast<double>(m.leftBehind[2]), kCritical * 0.25 * 3, 1);
    // The checkpoint before the mirrored edge is at 15 s (every 5 s): the consumers reread 17.5 - 15 = 2.5 s,
    // 60,763.89 x 2.5 = 151,909.72 messages in all (within one a group).
    EXPECT_DOUBLE_EQ(m.checkpointAt[0], 15);
    EXPECT_NEAR(r3Figure(r, "reread"), kCritical * 2.5, 3);
}

// Check 7 with drawn arrivals and the loss anywhere in a batch: over 200 seeds the count is always the
// critical rate x the lag within one mirror batch (60,763.89 x 0.25 = 15,190.97), at 3 s and at 5 s; the lag
// at the loss is within half a batch of the mirror's lag; and the average over the seeds is close to
// rate x lag (the half batches either side cancel; the spread of the mean of 200 counts is about 1,000).
TEST(RoundThreeRegionLoss, WithinOneBatchForEverySeed)
{
    for (const double lag : {3.0, 5.0}) {
        double sum = 0;
        std::set<std::uint64_t> seen;
        for (std::uint64_t seed = 1; seed <= 200; ++seed) {
            const MirrorLoss m = simulateMirrorLoss({}, lag, seed, Sampling::Random);
            const double left = static_cast<double>(m.total());
            EXPECT_LE(std::abs(left - kCritical * lag), kCritical * 0.25) << "seed " << seed << ", lag " << lag;
            EXPECT_LE(std::abs(m.lagAtLoss - lag), 0.125 + 1e-9) << "seed " << seed;
            sum += left;
            seen.insert(m.total());
        }
        EXPECT_NEAR(sum / 200, kCritical * lag, 2'500) << lag;
        EXPECT_GT(seen.size(), 190u); // drawn, not fixed
    }
}

TEST(RoundThreeRegionLoss, SameSeedSameRun)
{
    const R3DrillResult a = runRoundThreeDrill(R3Drill::RegionLoss, 7);
    const R3DrillResult b = runRoundThreeDrill(R3Drill::RegionLoss, 7);
    EXPECT_EQ(roundThreeDrillToJson(a, {}).dump(), roundThreeDrillToJson(b, {}).dump());
    EXPECT_NE(r3Figure(a, "left_behind"), r3Figure(runRoundThreeDrill(R3Drill::RegionLoss, 8), "left_behind"));
}

// The runbook (assumed times): seen at 60 s, confirmed at 60 + 240 = 300 s, lags noted at 360 s, then one
// flip every 30 s, payments first: 390, 420, 450 s; each group's consumers resume 20 s after its flip.
// The pair then carries 162,037.04 + 60,763.89 = 222,800.93 msg/s, its planned peak, on 4 x 81,018.5 =
// 324,074 msg/s of cells: 68.75%.
TEST(RoundThreeRegionLoss, TheFailoverByHandKeepsThePairAtItsPlannedPeak)
{
    const R3DrillResult r = fixed(R3Drill::RegionLoss);
    const R3Timeline& t = r3Timeline(r, "runbook");
    EXPECT_EQ(states(t),
              (std::vector<std::string>{"LOST", "DETECTED", "CONFIRMED", "LAGS NOTED", "FLIPPED", "RESUMED", "FLIPPED",
                                        "RESUMED", "FLIPPED", "RESUMED", "PAIR AT PEAK", "TAIL WAITS"}));
    EXPECT_DOUBLE_EQ(stateAt(t, "CONFIRMED"), 300);
    EXPECT_NE(t.steps[4].text().find("payments first"), std::string::npos) << t.steps[4].text();
    EXPECT_DOUBLE_EQ(toSeconds(t.steps[4].at), 390);
    EXPECT_DOUBLE_EQ(toSeconds(t.steps[5].at), 410);
    EXPECT_DOUBLE_EQ(r3Figure(r, "last_flip_s"), 450);
    EXPECT_NEAR(r3Figure(r, "pair_peak"), 222'800.93, 0.01);
    EXPECT_NEAR(r3Figure(r, "pair_planned_peak"), r3Figure(r, "pair_peak"), 1e-6);
    EXPECT_NEAR(r3Figure(r, "moved_rate"), 60'763.89, 0.01); // replaces the mirror stream of the same size
    EXPECT_NEAR(r3Figure(r, "pair_utilisation"), 68.75, 0.001);
    EXPECT_NE(t.steps[10].text().find("222,801"), std::string::npos) << t.steps[10].text();
    // Writes that waited for their group's flip, a whole count (floor: evenly spaced arrivals up to the
    // flip): payments 24,305.56 x 390 = 9,479,166.67 -> 9,479,166; orders 21,267.36 x 420 = 8,932,291.67
    // -> 8,932,291; inventory 15,190.97 x 450 = 6,835,937.5 -> 6,835,937; 25,247,394 in all (the
    // unrounded 60,763.89 x 415.5 = 25,247,395.83 shown decimals before).
    EXPECT_DOUBLE_EQ(r3Figure(r, "writes_waited"), 25'247'394);
    EXPECT_NE(t.steps[4].text().find("(9,479,166 writes waited"), std::string::npos) << t.steps[4].text();
    // us-east-1's other topics, not mirrored: 243,055.56 - 60,763.89 = 182,291.67 msg/s wait for it.
    EXPECT_NE(t.steps[11].text().find("182,292 msg/s"), std::string::npos) << t.steps[11].text();
}

// The failback in a fixed mode: back at 3,600 s. The pair took each group's writes from its flip:
// 60,763.89 x 3,600 - 25,247,395.83 = 193,502,604.17 (within one a group). The reverse mirror copies
// 4 x, so the backlog falls by 3 x 60,763.89 = 182,291.67 a second: near zero after 193,502,604 /
// 182,291.67 = 1,061.5 s, in 0.25 s batches; under 5 s (303,819 messages) 303,819 / 182,291.67 = 1.67 s
// before that. Then three flips back, 30 s each: done 90 s later.
TEST(RoundThreeFailback, ReverseMirrorThenHomesBackAndTheTailToReconciliation)
{
    const R3DrillResult r = fixed(R3Drill::Failback);
    EXPECT_NEAR(r3Figure(r, "reverse_backlog"), 193'502'604.17, 3);
    EXPECT_NEAR(r3Figure(r, "lag_zero_s"), 193'502'604.17 / 182'291.67, 0.5);
    EXPECT_NEAR(r3Figure(r, "lag_zero_s") - r3Figure(r, "under_target_s"), 303'819.44 / 182'291.67, 0.5);
    EXPECT_NEAR(r3Figure(r, "failback_s"), r3Figure(r, "lag_zero_s") + 90, 1e-6);
    // The tail is exactly what the loss left behind, with the same seed, counted into reconciliation.
    const R3DrillResult loss = fixed(R3Drill::RegionLoss);
    EXPECT_DOUBLE_EQ(r3Figure(r, "reconciled"), r3Figure(loss, "left_behind"));
    EXPECT_DOUBLE_EQ(r3Figure(r, "tail"), r3Figure(loss, "left_behind"));
    const R3Timeline& t = r3Timeline(r, "runbook");
    EXPECT_EQ(states(t), (std::vector<std::string>{"BACK", "TAIL TO RECONCILIATION", "REVERSE MIRROR", "UNDER TARGET",
                                                   "LAG NEAR ZERO", "SWITCHED BACK", "SWITCHED BACK", "SWITCHED BACK",
                                                   "MIRROR RESTORED"}));
    EXPECT_DOUBLE_EQ(toSeconds(t.steps[0].at), 3600);
    // Drawn: still the loss's own tail, seed for seed.
    for (std::uint64_t seed : {2u, 3u})
        EXPECT_DOUBLE_EQ(r3Figure(runRoundThreeDrill(R3Drill::Failback, seed), "reconciled"),
                         r3Figure(runRoundThreeDrill(R3Drill::RegionLoss, seed), "left_behind"));
}

// The rollout in a fixed mode: the canary (cell 1) takes the change at 0 s and breaks at 60 s; the health
// checks run at 0, 30, 60, 90 s, so the one at 90 s finds it; the rollback takes 120 s: done at 210 s, the
// cell hurt 150 s. The next wave would have gone at 600 s (the bake): never. us-east-1 plans for
// 243,055.56 + 40,509.26 = 283,564.81 msg/s on 5 cells, 56,712.96 a cell: in waves 1 cell (20%),
// 56,712.96 x 150 = 8,506,944 messages; all at once 5 cells (100%), 283,564.81 x 150 = 42,534,722
// messages, the whole region down 150 s against a budget of 26.27 s a month.
TEST(RoundThreeBadConfig, TheCanaryCellTakesTheHitNotTheRegion)
{
    const R3DrillResult r = fixed(R3Drill::BadConfig);
    const double cell = (2e10 / 86'400 * 3.5 * 0.30 + 2e10 / 86'400 * 3.5 * 0.20 * 0.25) / 5;
    EXPECT_NEAR(cell, 56'712.96, 0.01);
    EXPECT_DOUBLE_EQ(r3Figure(r, "detected_s"), 90);
    EXPECT_DOUBLE_EQ(r3Figure(r, "cells_hurt"), 1);
    EXPECT_DOUBLE_EQ(r3Figure(r, "share_hurt"), 20);
    EXPECT_NEAR(r3Figure(r, "rate_hurt"), cell, 1e-6);
    EXPECT_NEAR(r3Figure(r, "messages_hurt"), cell * 150, 1e-3);
    EXPECT_DOUBLE_EQ(r3Figure(r, "region_down_s"), 0);
    EXPECT_DOUBLE_EQ(r3Figure(r, "all_cells_hurt"), 5);
    EXPECT_DOUBLE_EQ(r3Figure(r, "all_share_hurt"), 100);
    EXPECT_NEAR(r3Figure(r, "all_messages_hurt"), cell * 5 * 150, 1e-3);
    EXPECT_DOUBLE_EQ(r3Figure(r, "all_region_down_s"), 150);
    EXPECT_GT(r3Figure(r, "all_region_down_s"), r3Figure(r, "budget_s"));
    EXPECT_EQ(states(r3Timeline(r, "waves")), (std::vector<std::string>{"CANARY", "BROKEN", "HALTED", "ROLLED BACK"}));
    EXPECT_EQ(states(r3Timeline(r, "all-at-once")),
              (std::vector<std::string>{"ALL CELLS", "BROKEN", "HALTED", "ROLLED BACK"}));
    // A bake shorter than the fault: the second wave (cell 2) goes at 50 s, before the break at 60 s is
    // found at 90 s: 2 cells hurt, cell 1 for 150 s and cell 2 from 110 s to 210 s, 100 s.
    RoundThreeConfig quick;
    quick.bakeSeconds = 50;
    const R3DrillResult q = fixed(R3Drill::BadConfig, quick);
    EXPECT_DOUBLE_EQ(r3Figure(q, "cells_hurt"), 2);
    EXPECT_NEAR(r3Figure(q, "messages_hurt"), cell * (150 + 100), 1e-3);
    // Drawn: the first health check anywhere in its 30 s, so found in (60, 90] s and hurt (120, 150] s.
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        const R3DrillResult d = runRoundThreeDrill(R3Drill::BadConfig, seed);
        EXPECT_GT(r3Figure(d, "detected_s"), 60);
        EXPECT_LE(r3Figure(d, "detected_s"), 90);
        EXPECT_DOUBLE_EQ(r3Figure(d, "cells_hurt"), 1);
    }
}

// One customer's deletion (assumed: the hold check at 60 s, a 30-day hold, the DeleteItem 60 s after
// PENDING, backups kept 7 days). Under a hold: ON_HOLD at 60 s, PENDING again at 60 s + 30 days,
// KEY_DELETED 60 s later (30 days 120 s), COMPLETE 7 days after that (37 days 120 s = 37.0014 days).
// Without: KEY_DELETED at 120 s, COMPLETE at 7 days 120 s.
TEST(RoundThreeDeletion, StatesWithAndWithoutALegalHold)
{
    const R3DrillResult r = fixed(R3Drill::Deletion);
    const R3Timeline& held = r3Timeline(r, "with-hold");
    EXPECT_EQ(states(held), (std::vector<std::string>{"PENDING", "ON_HOLD", "PENDING", "KEY_DELETED", "COMPLETE"}));
    EXPECT_NE(held.steps[0].text().find("202"), std::string::npos);
    EXPECT_DOUBLE_EQ(stateAt(held, "ON_HOLD"), 60);
    EXPECT_DOUBLE_EQ(stateAt(held, "KEY_DELETED"), 30 * kDay + 120);
    EXPECT_DOUBLE_EQ(stateAt(held, "COMPLETE"), 37 * kDay + 120);
    EXPECT_NEAR(r3Figure(r, "held_complete_days"), 37 + 120 / kDay, 1e-9);
    const R3Timeline& free = r3Timeline(r, "without-hold");
    EXPECT_EQ(states(free), (std::vector<std::string>{"PENDING", "PENDING", "KEY_DELETED", "COMPLETE"}));
    EXPECT_DOUBLE_EQ(r3Figure(r, "key_deleted_s"), 120);
    EXPECT_NEAR(r3Figure(r, "complete_days"), 7 + 120 / kDay, 1e-9);
    // COMPLETE waits for the backups: 30 days of them move it 23 days later.
    RoundThreeConfig longer;
    longer.backupRetentionDays = 30;
    EXPECT_NEAR(r3Figure(fixed(R3Drill::Deletion, longer), "complete_days"), 30 + 120 / kDay, 1e-9);
    // The tenant's key: approved at 2 days, scheduled with the 30-day wait, deleted at 32 days; the last day
    // to cancel is day 31.
    const R3Timeline& kms = r3Timeline(r, "offboarding");
    EXPECT_EQ(states(kms),
              (std::vector<std::string>{"REQUESTED", "APPROVED", "PENDING_DELETION", "PENDING_DELETION", "DELETED"}));
    EXPECT_DOUBLE_EQ(r3Figure(r, "kms_deleted_days"), 32);
    EXPECT_DOUBLE_EQ(toSeconds(kms.steps[3].at), 31 * kDay);
    EXPECT_NE(kms.steps[2].text().find("cancelled"), std::string::npos);
    EXPECT_EQ(r3ClockText(fromSeconds(37 * kDay + 120)), "37 d 00 h 02 min");
}

// The mirror slows to 90% of 60,763.89 msg/s: 6,076.39 messages a second wait, the lag grows 0.1 s a
// second from 3 s and passes 5 s at 20 s (in 0.25 s batches: the first batch after 20 s). The alarm fires
// 60 s later; more workers 300 s after that, at 380.25 s: lag 3 + 38.025 = 41.03 s, 182,291.67 + 6,076.39 x
// 380.25 = 2,492,839 messages at risk. At 2 x the rate the wait drains at 60,763.89 a second: under 5 s
// 36.03 s later (416.3 s), caught up 38.03 s later (418.3 s).
TEST(RoundThreeMirrorLagAlarm, AtRiskGrowsWithTheLagUntilFixed)
{
    const R3DrillResult r = fixed(R3Drill::MirrorLagAlarm);
    EXPECT_NEAR(r3Figure(r, "past_target_s"), 20, 0.25 + 1e-9);
    EXPECT_NEAR(r3Figure(r, "alarm_s"), r3Figure(r, "past_target_s") + 60, 1e-6);
    EXPECT_NEAR(r3Figure(r, "at_risk_target"), 303'819.44, 0.01);
    EXPECT_NEAR(r3Figure(r, "peak_lag_s"), 41.03, 0.03);
    EXPECT_NEAR(r3Figure(r, "peak_at_risk"), 2'492'839, 2'000);
    EXPECT_NEAR(r3Figure(r, "under_target_s"), 416.3, 0.3);
    EXPECT_NEAR(r3Figure(r, "caught_up_s"), 418.3, 0.3);
    const R3Timeline& t = r3Timeline(r, "lag");
    EXPECT_EQ(t.steps.front().state(), "SLOW");
    EXPECT_EQ(t.steps.back().state(), "CAUGHT UP");
}

TEST(RoundThreeDrills, EveryDrillByNameAndItsAssumedFigures)
{
    EXPECT_EQ(roundThreeDrillKeys(), "region-loss, failback, bad-config, deletion, mirror-lag-alarm, split-brain-key, "
                                     "dlq-redrive, s3-upload-failure");
    EXPECT_FALSE(roundThreeDrillNamed("region-lost").has_value());
    for (const R3DrillInfo& i : roundThreeDrills()) {
        const R3DrillResult r = runRoundThreeDrill(i.drill, 1);
        EXPECT_FALSE(r.timelines.empty()) << i.key;
        EXPECT_FALSE(r.figures.empty()) << i.key;
        EXPECT_FALSE(r.assumed.empty()) << i.key;
        const auto j = roundThreeDrillToJson(r, {});
        EXPECT_EQ(j["drill"], i.key);
        EXPECT_EQ(j["round"], 3);
    }
    // The KMS wait is the AWS figure (cited in the config), not an assumed one; so is the redrive's
    // 50 msg/s (the seed's).
    for (const R2Figure& f : roundThreeAssumed(R3Drill::Deletion, {}))
        EXPECT_EQ(f.key.find("kms"), std::string::npos);
    for (const R2Figure& f : roundThreeAssumed(R3Drill::DlqRedrive, {}))
        EXPECT_EQ(f.key.find("redrive"), std::string::npos);
}

// Split-brain key creation in a fixed mode (assumed: rows replicate in 1 s, the customer writes 100 msg/s in
// each region, 20 ms one way between the regions, 10 ms a put or a read). The design: eu-west-1's own put
// commits at 10 ms; eu-central-1's forwarded put reaches eu-west-1 at 20 ms, fails its condition at 30 ms,
// reads the key by 40 ms and has it back at 60 ms (2 x 20 + 2 x 10). One key; the row reaches eu-central-1's
// replica at 10 ms + 1 s = 1.01 s; nothing orphaned. Each region its own: both puts commit at 10 ms (the
// condition is checked in each replica), two keys; a tie on the time, which the fixed mode gives to
// eu-central-1, so eu-west-1's key is overwritten there at 1.01 s, used for 1 s: floor(100 x 1.01) -
// floor(100 x 0.01) = 101 - 1 = 100 messages orphaned = 100 msg/s x 1 s.
TEST(RoundThreeSplitBrainKey, OneKeyInTheHomeRegionTwoWithoutIt)
{
    const R3DrillResult r = fixed(R3Drill::SplitBrainKey);
    EXPECT_DOUBLE_EQ(r3Figure(r, "keys_created"), 1);
    EXPECT_DOUBLE_EQ(r3Figure(r, "orphaned"), 0);
    EXPECT_NEAR(r3Figure(r, "pair_key_ms"), 60, 1e-9);
    EXPECT_NEAR(r3Figure(r, "replicated_s"), 1.01, 1e-12);
    EXPECT_EQ(states(r3Timeline(r, "design")),
              (std::vector<std::string>{"FIRST WRITES", "FORWARDED", "CREATED", "CONDITION FAILED", "READ EXISTING",
                                        "REPLICATED", "SETTLED"}));
    EXPECT_DOUBLE_EQ(r3Figure(r, "both_keys_created"), 2);
    EXPECT_DOUBLE_EQ(r3Figure(r, "both_orphaned"), 100);
    EXPECT_DOUBLE_EQ(r3Figure(r, "both_orphaned_expected"), 100);
    EXPECT_NEAR(r3Figure(r, "orphan_window_s"), 1, 1e-12);
    const R3Timeline& both = r3Timeline(r, "both-regions");
    EXPECT_EQ(states(both),
              (std::vector<std::string>{"FIRST WRITES", "CREATED", "CREATED", "DISCARDED", "OVERWRITTEN", "SETTLED"}));
    EXPECT_NE(both.steps[4].text().find("eu-west-1's key is gone. The 100 messages"), std::string::npos)
        << both.steps[4].text();
    // Slower replication orphans more: 2.5 s at 40 msg/s = floor(40 x 2.51) - floor(40 x 0.01) = 100 - 0 = 100;
    // the design still creates one key and orphans nothing.
    RoundThreeConfig slow;
    slow.keyReplicationSeconds = 2.5;
    slow.customerWriteRate = 40;
    const R3DrillResult s = fixed(R3Drill::SplitBrainKey, slow);
    EXPECT_DOUBLE_EQ(r3Figure(s, "both_orphaned"), 100);
    EXPECT_DOUBLE_EQ(r3Figure(s, "orphaned"), 0);
    // Drawn: the winner and a Poisson count of mean 100 (spread 10): the same seed, the same run; over 200
    // seeds each region wins sometimes and the mean is 100 within 3 (5 standard errors of 0.71).
    EXPECT_EQ(roundThreeDrillToJson(runRoundThreeDrill(R3Drill::SplitBrainKey, 5), {}).dump(),
              roundThreeDrillToJson(runRoundThreeDrill(R3Drill::SplitBrainKey, 5), {}).dump());
    double sum = 0;
    std::set<std::string> winners;
    for (std::uint64_t seed = 1; seed <= 200; ++seed) {
        const R3DrillResult d = runRoundThreeDrill(R3Drill::SplitBrainKey, seed);
        EXPECT_DOUBLE_EQ(r3Figure(d, "orphaned"), 0);
        sum += r3Figure(d, "both_orphaned");
        for (const R3Step& step : r3Timeline(d, "both-regions").steps)
            if (step.state() == "OVERWRITTEN") // "eu-central-1's row reaches eu-west-1 and wins": the winner first
                winners.insert(step.text().substr(0, step.text().find("'s row")));
    }
    EXPECT_NEAR(sum / 200, 100, 3);
    EXPECT_EQ(winners.size(), 2u);
}

// The DLQ redrive in a fixed mode (assumed: 100,000 messages, 30 min to look, 1 h to fix, 2 min to test one,
// watched every 5 min, 0.05% fail again, 15 min to close). The test passes at 1,800 + 3,600 + 120 = 5,520 s;
// the move task takes the other 99,999 at the seed's 50 msg/s: 99,999 / 50 = 1,999.98 s (33 min 20 s less
// 0.02 s); watched at 5, 10, ... 30 min (6 watches). Failing again at 50 x 0.0005 = 0.025 a second, evenly
// spaced: floor(0.025 x 1,999.98) = floor(49.9995) = 49. Moved at 7,519.98 s, closed 900 s later: 8,419.98 s.
// A failed test stops all 99,999 (1,999.98 s of redrive into a consumer that still fails).
TEST(RoundThreeDlqRedrive, LookFixTestOneRedriveSlowlyWatchClose)
{
    const R3DrillResult r = fixed(R3Drill::DlqRedrive);
    EXPECT_DOUBLE_EQ(r3Figure(r, "dlq_messages"), 100'000);
    EXPECT_DOUBLE_EQ(r3Figure(r, "redrive_rate"), 50);
    EXPECT_NEAR(r3Figure(r, "redrive_s"), 1'999.98, 1e-9);
    EXPECT_DOUBLE_EQ(r3Figure(r, "redrive_start_s"), 5'520);
    EXPECT_DOUBLE_EQ(r3Figure(r, "failed_again"), 49);
    EXPECT_NEAR(r3Figure(r, "closed_s"), 8'419.98, 1e-9);
    EXPECT_DOUBLE_EQ(r3Figure(r, "stopped_by_test"), 99'999);
    EXPECT_NEAR(r3Figure(r, "stopped_by_test_s"), 1'999.98, 1e-9);
    const R3Timeline& t = r3Timeline(r, "runbook");
    EXPECT_EQ(states(t), (std::vector<std::string>{"LOOK", "FIX", "TEST ONE", "TEST PASSED", "REDRIVE", "WATCH",
                                                   "WATCH", "WATCH", "WATCH", "WATCH", "WATCH", "MOVED", "CLOSED"}));
    EXPECT_NE(t.steps[4].text().find("--max-number-of-messages-per-second 50 moves the other 99,999"),
              std::string::npos)
        << t.steps[4].text();
    // The first watch at 5 min: 50 x 300 = 15,000 moved, floor(0.025 x 300) = 7 failed again.
    EXPECT_NE(t.steps[5].text().find("Moved 15,000 of 99,999; 7 failed again"), std::string::npos) << t.steps[5].text();
    const R3Timeline& f = r3Timeline(r, "test-fails");
    EXPECT_EQ(states(f), (std::vector<std::string>{"LOOK", "FIX", "TEST ONE", "TEST FAILED", "LOOK"}));
    EXPECT_DOUBLE_EQ(toSeconds(f.steps[3].at), 5'520);
    // A faster redrive within AWS's 500 msg/s: 99,999 / 500 = 199.998 s.
    RoundThreeConfig fast;
    fast.redriveRate = 500;
    EXPECT_NEAR(r3Figure(fixed(R3Drill::DlqRedrive, fast), "redrive_s"), 199.998, 1e-9);
    // Drawn: Poisson failures of mean 0.025 x 1,999.98 = 50 (spread 7).
    double sum = 0;
    for (std::uint64_t seed = 1; seed <= 100; ++seed)
        sum += r3Figure(runRoundThreeDrill(R3Drill::DlqRedrive, seed), "failed_again");
    EXPECT_NEAR(sum / 100, 50, 3);
}

// S3 uploads fail, on the design's broker tier (§4.4): (20 + 5) TB a day x 1 day x 3 copies x 1.2 = 90 TB on
// 216 x 1 TB, 41.67% full. The uploaded segments age out for 24 h (level); then it grows 90 TB a day, 3.75 TB
// an hour: room (216 - 90) / 90 = 1.4 days = 33.6 h, full at 24 + 33.6 = 57.6 h. The 60% alarm (129.6 TB)
// at 24 + 39.6 / 3.75 = 34.56 h, 23.04 h left; the fix 6 h later, 40.56 h, at 129.6 + 22.5 = 152.1 TB
// (70.42%), 17.04 h left. The backlog, 62.1 TB, drains at (3 - 1) x 3.75 = 7.5 TB an hour: 8.28 h, back to
// 90 TB at 48.84 h.
TEST(RoundThreeS3UploadFailure, TheTierFillsTheAlarmFiresTheFixLandsFirst)
{
    const mqlab::Scenario s = round3();
    const RoundThreeConfig c = roundThreeConfigFor(s, mqlab::evaluate(s, mqlab::test::catalog()));
    EXPECT_NEAR(c.brokerTierGB, 90'000, 1e-6);
    EXPECT_DOUBLE_EQ(c.brokerCapacityGB, 216'000);
    EXPECT_DOUBLE_EQ(c.brokerLocalHours, 24);
    const R3DrillResult r = fixed(R3Drill::S3UploadFailure, c);
    EXPECT_NEAR(r3Figure(r, "broker_tb"), 90, 1e-9);
    EXPECT_NEAR(r3Figure(r, "fill_percent"), 90.0 / 216 * 100, 1e-9);
    EXPECT_NEAR(r3Figure(r, "growth_tb_per_day"), 90, 1e-9);
    EXPECT_NEAR(r3Figure(r, "room_days"), 1.4, 1e-12);
    EXPECT_NEAR(r3Figure(r, "full_h"), 57.6, 1e-9);
    EXPECT_NEAR(r3Figure(r, "alarm_h"), 34.56, 1e-9);
    EXPECT_NEAR(r3Figure(r, "left_at_alarm_h"), 23.04, 1e-9);
    EXPECT_NEAR(r3Figure(r, "fixed_h"), 40.56, 1e-9);
    EXPECT_NEAR(r3Figure(r, "fill_at_fix_percent"), 152.1 / 216 * 100, 1e-9);
    EXPECT_NEAR(r3Figure(r, "left_at_fix_h"), 17.04, 1e-9);
    EXPECT_NEAR(r3Figure(r, "drained_h"), 48.84, 1e-9);
    const R3Timeline& t = r3Timeline(r, "fixed");
    EXPECT_EQ(states(t), (std::vector<std::string>{"UPLOADS FAIL", "GROWING", "ALARM", "FIXED", "DRAINED"}));
    // The time left at each step: 57.6 h = 2 d 09 h 36 min at the failure, 33.6 h at 24 h, 23.04 h at the alarm.
    EXPECT_NE(t.steps[0].text().find("Time left before the disks are full: 2 d 09 h 36 min"), std::string::npos)
        << t.steps[0].text();
    EXPECT_NE(t.steps[1].text().find("1.4 days. Time left: 1 d 09 h 36 min"), std::string::npos) << t.steps[1].text();
    EXPECT_NE(t.steps[2].text().find("Time left: 23 h 02 min"), std::string::npos) << t.steps[2].text();
    EXPECT_EQ(states(r3Timeline(r, "unfixed")), (std::vector<std::string>{"UPLOADS FAIL", "GROWING", "ALARM", "FULL"}));
    // The design moves the drill: 1.5 TB volumes give 324 TB, room (324 - 90) / 90 = 2.6 days.
    mqlab::Scenario bigger = s;
    for (mqlab::Cell& cell : bigger.cells)
        cell.volumeGB = 1500;
    const RoundThreeConfig b = roundThreeConfigFor(bigger, mqlab::evaluate(bigger, mqlab::test::catalog()));
    EXPECT_NEAR(r3Figure(fixed(R3Drill::S3UploadFailure, b), "room_days"), 2.6, 1e-9);
    // A fix too late: 30 h after the alarm is 64.56 h, past the 57.6 h when the disks filled.
    RoundThreeConfig late = c;
    late.uploadFixHours = 30;
    const R3DrillResult l = fixed(R3Drill::S3UploadFailure, late);
    EXPECT_EQ(states(r3Timeline(l, "fixed")),
              (std::vector<std::string>{"UPLOADS FAIL", "GROWING", "ALARM", "FULL", "FIXED", "DRAINED"}));
    EXPECT_DOUBLE_EQ(r3Figure(l, "left_at_fix_h"), 0);
}

// Bad values of the new drills' settings are refused, naming the field and its range.
TEST(RoundThreeConfig, NewDrillsRefuseBadSettings)
{
    struct Case {
        void (*set)(RoundThreeConfig&);
        R3Drill drill;
        std::string says;
    };
    const Case cases[] = {
        {[](RoundThreeConfig& c) { c.redriveRate = 501; }, R3Drill::DlqRedrive,
         "redrive rate: must be 1 to 500 msg/s (StartMessageMoveTask's MaxNumberOfMessagesPerSecond) (got 501)"},
        {[](RoundThreeConfig& c) { c.dlqMessages = 2.5; }, R3Drill::DlqRedrive,
         "DLQ messages: must be a whole number from 1 to 100,000,000"},
        {[](RoundThreeConfig& c) { c.keyReplicationSeconds = 0; }, R3Drill::SplitBrainKey,
         "key replication: must be more than 0 and at most 3,600 s"},
        {[](RoundThreeConfig& c) { c.customerWriteRate = -1; }, R3Drill::SplitBrainKey,
         "customer write rate: must be 0 to 1,000,000 msg/s"},
        // 90 / 216 = 41.7% full before the failure: an alarm at 40% would be ringing already.
        {[](RoundThreeConfig& c) { c.fillAlarmPercent = 40; }, R3Drill::S3UploadFailure,
         "fill alarm: must be more than the tier's fill before the failure (41.7%) and less than 100%"},
        {[](RoundThreeConfig& c) { c.brokerCapacityGB = 80'000; }, R3Drill::S3UploadFailure,
         "broker capacity: must be more than the broker tier's 90,000 GB"},
        {[](RoundThreeConfig& c) { c.uploadCatchUpFactor = 1; }, R3Drill::S3UploadFailure,
         "upload catch-up: must be more than 1 and at most 100"},
    };
    for (const Case& k : cases) {
        RoundThreeConfig c;
        k.set(c);
        try {
            runRoundThreeDrill(k.drill, 1, c);
            ADD_FAILURE() << "accepted: " << k.says;
        } catch (const mqlab::InputError& e) {
            EXPECT_NE(std::string(e.what()).find(k.says), std::string::npos) << e.what();
        }
    }
}
