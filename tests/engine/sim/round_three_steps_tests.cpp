// Round 3's drill steps as templates (sim/round_three.h, R3Step::stateWords and ::words): every state and
// sentence a drill writes is a template of messageTemplates() (r3.state.*, r3.step.*, with the clocks
// r3.clock.* and the lists list.* as parts), the design's names and the figures its arguments, so that
// the window translates them; state() and text() are the English the command line and the JSON print. The
// figure labels the drills build from the design (r3.figure.*) are templates too.
//
// The seed's figures (§4.4) as round_three_tests.cpp derives them: us-east-1 plans for 243,055.56 msg/s
// of its own + 40,509.26 of its pair's mirror = 283,564.81 msg/s on 5 cells, 56,712.96 msg/s a cell.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

#include "../report/message_checks.h"
#include "mqlab/sim/round_three.h"

using namespace mqlab;
using namespace mqlab::sim;
using namespace mqlab::test;

namespace {

R3DrillResult fixed(R3Drill d, const RoundThreeConfig& c = {})
{
    return runRoundThreeDrill(d, 1, c, Sampling::FixedMean);
}

const R3Step& stepIn(const R3Timeline& t, const std::string& state, int nth = 0)
{
    for (const R3Step& s : t.steps)
        if (s.state() == state && nth-- == 0)
            return s;
    throw std::out_of_range("no step " + state);
}

std::string arg(const Message& m, const std::string& name)
{
    for (const auto& [n, v] : m.args)
        if (n == name)
            return v;
    return "(none)";
}

// The configs that take every branch of the drills' words between them: the defaults (stages/round-3.json's);
// a 50 s bake, so that wave 2 starts (at 50 s) before the canary's fault is found (at 90 s) and wave 3 (at
// 100 s) does not (two cells hurt, three never changed, "WAVE 2"); a region
// of one cell rolled out in one wave (one cell hurt, every cell changed); a fix of the uploads that comes
// after the disks are full.
std::vector<std::pair<std::string, RoundThreeConfig>> configs()
{
    std::vector<std::pair<std::string, RoundThreeConfig>> out{{"defaults", {}}};
    RoundThreeConfig quickBake;
    quickBake.bakeSeconds = 50;
    out.emplace_back("quick bake", quickBake);
    RoundThreeConfig oneCell;
    oneCell.regionCells = 1;
    oneCell.waves = {1};
    out.emplace_back("one cell", oneCell);
    RoundThreeConfig lateFix;
    lateFix.uploadFixHours = 30;
    out.emplace_back("late fix", lateFix);
    return out;
}

} // namespace

// Every step of every drill, on each config above, in a fixed mode and drawn: its state and its words are
// templates of messageTemplates() with each {name} filled, no brace left, and state and text are their
// English. Every template of roundThreeStepTemplates() is met at least once.
TEST(RoundThreeSteps, EveryStepIsATemplateFilledByARealDrill)
{
    std::set<std::string> seen;
    for (const auto& [name, config] : configs())
        for (const R3DrillInfo& info : roundThreeDrills())
            for (const Sampling sampling : {Sampling::FixedMean, Sampling::Random}) {
                const R3DrillResult r = runRoundThreeDrill(info.drill, 1, config, sampling);
                const std::string where = std::string(info.key) + " (" + name + ")";
                for (const R3Timeline& t : r.timelines)
                    for (const R3Step& s : t.steps) {
                        expectFilledTemplate(s.stateWords, where, seen);
                        EXPECT_EQ(s.state(), s.stateWords.text()) << where;
                        EXPECT_EQ(s.text(), s.words.text()) << where;
                        const Message clock = r3ClockMessage(s.at);
                        expectFilledTemplate(clock, where, seen);
                        EXPECT_EQ(r3ClockText(s.at), clock.text()) << where;
                        if (s.words.id == "r3.step.deletion.requested") {
                            // The API's answer is code in braces, an argument: the template itself is filled.
                            EXPECT_EQ(arg(s.words, "response"), "{requestId, status: PENDING, statusUrl}");
                            Message bare = s.words;
                            bare.args = {{"response", "(answer)"}};
                            expectFilledTemplate(bare, where, seen);
                        } else {
                            expectFilledTemplate(s.words, where, seen);
                        }
                    }
                for (const std::vector<R2Figure>* figures : {&r.figures, &r.assumed})
                    for (const R2Figure& f : *figures)
                        if (!f.labelWords.id.empty()) {
                            expectFilledTemplate(f.labelWords, where, seen);
                            EXPECT_EQ(f.label, f.labelWords.text()) << where;
                        }
            }
    for (const MessageTemplate& t : roundThreeStepTemplates())
        EXPECT_EQ(seen.count(std::string(t.id)), 1u) << t.id << " never met";
}

// The rollout in waves (defaults, fixed: the health checks at 0, 30, 60, 90 s). The canary, cell 1, gets
// the change at 0 s and carries 283,564.81 / 5 = 56,712.96 msg/s, "56,713"; it breaks 60 s later and the
// check at 90 s (the first after 60) finds it, so wave 2 (due at the 600 s bake) never starts and the
// other 5 - 1 = 4 cells never get the change. The rollback takes 120 s: back at 210 s, 210 - 60 = 150 s
// of one cell of five hurt, 20% of us-east-1's tenants, not the whole region.
TEST(RoundThreeSteps, TheCanaryStepsReadAsBefore)
{
    const R3DrillResult rollout = fixed(R3Drill::BadConfig);
    const R3Timeline& waves = r3Timeline(rollout, "waves");
    const R3Step& canary = stepIn(waves, "CANARY");
    EXPECT_EQ(canary.stateWords.id, "r3.state.canary");
    EXPECT_EQ(canary.words.id, "r3.step.bad_config.pushed");
    EXPECT_EQ(arg(canary.words, "region"), "us-east-1");
    EXPECT_EQ(arg(canary.words, "rate"), "56,713");
    EXPECT_EQ(canary.text(), "The control plane pushes the change to us-east-1's cell 1 (56,713 msg/s).");
    const R3Step& halted = stepIn(waves, "HALTED");
    EXPECT_DOUBLE_EQ(toSeconds(halted.at), 90);
    ASSERT_TRUE(countNamed(halted.words, "untouched"));
    EXPECT_EQ(countNamed(halted.words, "untouched")->n, 4);
    EXPECT_EQ(halted.text(),
              "A health check finds the broken cell; the rollout stops before the next wave: 4 cells never get the "
              "change.");
    const R3Step& back = stepIn(waves, "ROLLED BACK");
    EXPECT_DOUBLE_EQ(toSeconds(back.at), 210);
    EXPECT_EQ(back.text(),
              "The old config is back on 1 cell. Hurt: 1 of 5 cells (20% of us-east-1's tenants) for 150 s; "
              "the region stayed up.");
    EXPECT_EQ(r3ClockText(back.at), "3 min 30 s");

    // With a 50 s bake, wave 2 (cell 2) starts at 50 s, before the check at 90 s: its state is a template
    // with the wave's number; wave 3 (due at 100 s) never starts, so 5 - 2 = 3 cells never get the change.
    RoundThreeConfig quickBake;
    quickBake.bakeSeconds = 50;
    const R3DrillResult quick = fixed(R3Drill::BadConfig, quickBake);
    const R3Step& wave2 = stepIn(r3Timeline(quick, "waves"), "WAVE 2");
    EXPECT_EQ(wave2.stateWords.id, "r3.state.wave");
    EXPECT_EQ(arg(wave2.stateWords, "wave"), "2");
    EXPECT_EQ(stepIn(r3Timeline(quick, "waves"), "HALTED").text(),
              "A health check finds the broken cells; the rollout stops before the next wave: 3 cells never get the "
              "change.");
}

// The DLQ redrive (defaults): 100,000 messages in the DLQ, one moved back by hand, so the other
// 100,000 - 1 = 99,999 at 50 msg/s take 99,999 / 50 = 1,999.98 s, which the clock writes as its whole
// seconds, 33 min 19 s (33 x 60 + 19 = 1,999); the duration is a part, the clock's own template.
TEST(RoundThreeSteps, TheRedriveStepReadsAsBefore)
{
    const R3DrillResult redriven = fixed(R3Drill::DlqRedrive);
    const R3Timeline& runbook = r3Timeline(redriven, "runbook");
    const R3Step& look = stepIn(runbook, "LOOK");
    ASSERT_TRUE(countNamed(look.words, "messages"));
    EXPECT_EQ(countNamed(look.words, "messages")->n, 100'000);
    const R3Step& redrive = stepIn(runbook, "REDRIVE");
    EXPECT_EQ(arg(redrive.words, "rest"), "99,999");
    ASSERT_TRUE(partNamed(redrive.words, "duration"));
    EXPECT_EQ(partNamed(redrive.words, "duration")->id, "r3.clock.minutes");
    EXPECT_EQ(redrive.text(), "start-message-move-task --max-number-of-messages-per-second 50 moves the other 99,999 "
                              "slowly, so the consumers and what they call are not flooded: done in 33 min 19 s.");
}

// S3 uploads fail (defaults): the broker tier holds (20 + 5) x 1,000 x 3 x 1.2 = 90,000 GB, 90 TB, of
// 216 x 1 TB = 216 TB, 90 / 216 = 41.67% ("41.7"). Nothing leaves after the 24 h the brokers keep; then the
// tier grows 90 TB / 24 h = 3.75 TB an hour, so the disks are full after 24 + (216 - 90) / 3.75 = 57.6 h,
// 2 d 09 h 36 min (48 + 9.6 h). The time left is a part, the clock's template.
TEST(RoundThreeSteps, TheUploadFailureStepReadsAsBefore)
{
    const R3DrillResult uploads = fixed(R3Drill::S3UploadFailure);
    const R3Step& fail = stepIn(r3Timeline(uploads, "fixed"), "UPLOADS FAIL");
    EXPECT_EQ(arg(fail.words, "held"), "90");
    EXPECT_EQ(arg(fail.words, "percent"), "41.7");
    ASSERT_TRUE(partNamed(fail.words, "left"));
    EXPECT_EQ(partNamed(fail.words, "left")->id, "r3.clock.days");
    EXPECT_EQ(fail.text(), "S3 refuses the brokers' segment uploads. The broker tier holds 90 TB of 216 TB (41.7%). "
                           "Time left before the disks are full: 2 d 09 h 36 min.");
}

// A key created in both EU regions at once (defaults, fixed): both conditional puts land at 10 ms and the
// tie goes to the pair, eu-central-1. Its row reaches eu-west-1 1 s later, at 1.01 s, and wins; eu-west-1
// wrote 100 msg/s under its own key from 0.01 s to 1.01 s: floor(100 x 1.01) - floor(100 x 0.01) = 101 - 1
// = 100 messages over 1 s, a count with its noun. The home region's row loses in eu-central-1.
TEST(RoundThreeSteps, TheSplitBrainStepsReadAsBefore)
{
    const R3DrillResult keys = fixed(R3Drill::SplitBrainKey);
    const R3Timeline& both = r3Timeline(keys, "both-regions");
    const R3Step& overwritten = stepIn(both, "OVERWRITTEN");
    EXPECT_EQ(arg(overwritten.words, "from"), "eu-central-1");
    EXPECT_EQ(arg(overwritten.words, "to"), "eu-west-1");
    ASSERT_TRUE(countNamed(overwritten.words, "orphaned"));
    EXPECT_EQ(countNamed(overwritten.words, "orphaned")->n, 100);
    EXPECT_EQ(overwritten.text(),
              "eu-central-1's row reaches eu-west-1 and wins (last writer wins): eu-west-1's key is "
              "gone. The 100 messages eu-west-1 encrypted under it in the last 1 s are unreadable "
              "for good.");
    EXPECT_EQ(stepIn(both, "DISCARDED").text(), "eu-west-1's row reaches eu-central-1 and loses to the row there: "
                                                "eu-west-1 will read eu-central-1's key from now on.");
}

// One customer's deletion under a legal hold (defaults): its status a template of its own; the last step
// names the backups' 7 days; the clock, 30 d + 60 + 60 s + 7 d = 37 d 00 h 02 min, a part of days.
TEST(RoundThreeSteps, TheDeletionStepsReadAsBefore)
{
    const R3DrillResult deletion = fixed(R3Drill::Deletion);
    const R3Timeline& held = r3Timeline(deletion, "with-hold");
    EXPECT_EQ(held.steps.front().stateWords.id, "r3.state.pending");
    const R3Step& complete = stepIn(held, "COMPLETE");
    EXPECT_EQ(complete.stateWords.id, "r3.state.complete");
    EXPECT_EQ(complete.text(), "The last backup of the key table that held the key has aged out (7 days): COMPLETE.");
    EXPECT_EQ(r3ClockMessage(complete.at).id, "r3.clock.days");
    EXPECT_EQ(r3ClockText(complete.at), "37 d 00 h 02 min");
}

// A region of one cell: its count and the verb agree ("1 cell stops answering", "passes its health
// checks"), as five cells "stop" and "pass their"; the defaults' region has 5 (the canary test's 5 - 1 = 4).
TEST(RoundThreeSteps, OneCellTakesTheSingularVerb)
{
    RoundThreeConfig one;
    one.regionCells = 1;
    one.waves = {1};
    for (const auto& [config, cells] : {std::pair{one, std::string("1 cell stops answering")},
                                        std::pair{RoundThreeConfig{}, std::string("5 cells stop answering")}}) {
        const R3DrillResult loss = runRoundThreeDrill(R3Drill::RegionLoss, 1, config, Sampling::FixedMean);
        bool seen = false;
        for (const R3Timeline& t : loss.timelines)
            for (const R3Step& s : t.steps)
                if (s.words.id == "r3.step.region_loss.detected") {
                    seen = true;
                    EXPECT_NE(s.text().find("Alarms: us-east-1's " + cells + " the cross-region probes."),
                              std::string::npos)
                        << s.text();
                }
        EXPECT_TRUE(seen);
    }
    const R3DrillResult back = runRoundThreeDrill(R3Drill::Failback, 1, one, Sampling::FixedMean);
    bool seen = false;
    for (const R3Timeline& t : back.timelines)
        for (const R3Step& s : t.steps)
            if (s.words.id == "r3.step.failback.back") {
                seen = true;
                EXPECT_NE(s.text().find("is back and its 1 cell passes its health checks."), std::string::npos)
                    << s.text();
            }
    EXPECT_TRUE(seen);
}

// The labels built from the design: the topic groups (payments, orders, inventory) and the waves (1 and 1
// cells), each a template with the names as a list (a part), text() the label as before.
TEST(RoundThreeSteps, LabelsFromTheDesignAreTemplates)
{
    const R3DrillResult loss = fixed(R3Drill::RegionLoss);
    const auto groups =
        std::find_if(loss.assumed.begin(), loss.assumed.end(), [](const R2Figure& f) { return f.key == "groups"; });
    ASSERT_NE(groups, loss.assumed.end());
    EXPECT_EQ(groups->labelWords.id, "r3.figure.groups");
    EXPECT_EQ(groups->label, "critical topic groups (payments, orders, inventory)");
    const R3DrillResult rollout = fixed(R3Drill::BadConfig);
    const auto waves = std::find_if(rollout.assumed.begin(), rollout.assumed.end(),
                                    [](const R2Figure& f) { return f.key == "waves"; });
    ASSERT_NE(waves, rollout.assumed.end());
    EXPECT_EQ(waves->labelWords.id, "r3.figure.waves");
    EXPECT_EQ(waves->label, "waves (cells: 1, 1, then the rest)");
    // A fixed label has no template: the window finds it under "DrillFigure".
    EXPECT_TRUE(rollout.figures.front().labelWords.id.empty());
}
