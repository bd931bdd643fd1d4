// Your turn on Round 3 (stages/round-3-6.json, lesson.your_turn): the brief raises the traffic half as much
// again and checkAnswer() judges a design of regions, cells and mirrors check by check. Every figure is
// derived by hand (decimal units, 30.4-day month, 730 h) beside it.
//
// The brief's load: 3 x 10^10 messages a day / 86,400 = 347,222.2 msg/s x 3.5 = 1,215,277.8 at peak.
// us-east-1 (30%): 364,583.3 own + 25% x us-west-2's 243,055.6 = 60,763.9 in = 425,347.2 planned;
//   on 5 cells of 81,018.5: 425,347.2 / 405,092.5 = 105.0% (saturated); ceil(x 1.3 / 81,018.5) = ceil(6.83) = 7.
// us-west-2 (20%): 243,055.6 own + 25% x 364,583.3 = 91,145.8 in = 334,201.4 planned;
//   on 4 cells: / 324,074 = 103.1% (saturated); ceil(334,201.4 x 1.3 / 81,018.5) = ceil(5.36) = 6.
// The EU pair alike. Brokers: (30 + 7.5) TB a day x 1 day x 3 x 1.2 = 135 TB on 216 TB = 62.5%;
//   (216 - 135) / 135 = 0.6 days of room if S3 stops.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "mqlab/lesson/stage.h"
#include "mqlab/lesson/your_turn.h"
#include "seed_helpers.h"

namespace mqlab {
namespace {

using nlohmann::json;
using test::catalog;
using test::contains;

constexpr const char* kMoreCells = R"({"cells": [{"id": "cells-use1", "count": 7}, {"id": "cells-usw2", "count": 6},
    {"id": "cells-euw1", "count": 7}, {"id": "cells-euc1", "count": 6}]})";

const Stage& part6()
{
    static const Stage st = [] {
        const std::string file = "stages/round-3-6.json";
        return parseStage(withNamedDesign(test::readFile(file), file,
                                          [](const std::string& name) { return test::readFile("stages/" + name); }),
                          file, catalog());
    }();
    return st;
}

const YourTurn& turn()
{
    return *part6().lesson.yourTurn;
}
const Scenario& design()
{
    return part6().scenario;
}

Verdict check(const Scenario& s)
{
    return checkAnswer(design(), s, turn(), catalog());
}
Verdict check(const std::string& patch)
{
    return check(patched(design(), json::parse(patch), catalog()));
}
// The brief's situation (its setting) with `patch` on top: what a learner draws.
Verdict checkOnBrief(const std::string& patch)
{
    return check(patched(patched(design(), turn().setting, catalog()), json::parse(patch), catalog()));
}

const CheckLine& checkOf(const Verdict& v, const std::string& id)
{
    const CheckLine* c = findCheck(v, id);
    if (!c)
        throw std::logic_error("no check " + id);
    return *c;
}

std::vector<std::string> failed(const Verdict& v)
{
    std::vector<std::string> out;
    for (const CheckLine& c : v.checks)
        if (!c.passed)
            out.push_back(c.id);
    return out;
}

TEST(YourTurnRoundThree, PartSixCarriesARoundThreeBrief)
{
    EXPECT_EQ(turn().stage, 306);
    ASSERT_TRUE(turn().roundThree.has_value());
    EXPECT_FALSE(turn().roundTwo.has_value());
    EXPECT_FALSE(turn().roundOne.has_value());
    EXPECT_EQ(briefForStage(306, &turn(), nullptr), &turn());
    EXPECT_EQ(briefForStage(305, &turn(), nullptr), nullptr);
    EXPECT_DOUBLE_EQ(turn().roundThree->rpoSeconds, 5);
    EXPECT_DOUBLE_EQ(turn().roundThree->s3OutageDays, 1);
    EXPECT_DOUBLE_EQ(turn().roundThree->archiveDays, 90);
    const Scenario situation = patched(design(), turn().setting, catalog());
    const std::string brief =
        fillTemplate(turn().brief, figures(situation, catalog(), evaluate(situation, catalog())), "b");
    EXPECT_TRUE(contains(brief, "30 billion messages a day, 1,215,278 msg/s at peak")) << brief;
    EXPECT_TRUE(contains(brief, "plans 425,347 msg/s on 5 cells, 105.0% of what they hold")) << brief;
    EXPECT_TRUE(contains(brief, "would last 0.6 days")) << brief;
}

TEST(YourTurnRoundThree, TheRoundsCellsAreTooFewAtTheBriefsLoad)
{
    const Verdict v = check(design());
    EXPECT_NEAR(v.load, 1215277.8, 0.05);
    EXPECT_EQ(v.outcome, Outcome::Saturates) << v.headline.text();
    // Every region's cells saturate (105.0%, 103.1% twice each), short of cells, and the disks' room fails.
    EXPECT_EQ(failed(v), (std::vector<std::string>{"region_cells", "region_cells", "region_cells", "region_cells",
                                                   "growth", "s3_outage"}));
    EXPECT_TRUE(contains(v.headline.text(), "105.0%")) << v.headline.text();
    EXPECT_TRUE(contains(checkOf(v, "growth").text.text(), "us-east-1 5 of 7, us-west-2 4 of 6"))
        << checkOf(v, "growth").text.text();
    EXPECT_TRUE(
        contains(checkOf(v, "s3_outage").text.text(), "135 TB on the brokers, 62.5% of their volumes: 0.6 days"))
        << checkOf(v, "s3_outage").text.text();
    // The mirrors: 25% x 364,583.3 = 91,145.8 msg/s x 5 s = 455,729 at us-east-1's target, the worst region.
    EXPECT_TRUE(checkOf(v, "rpo").passed);
    EXPECT_TRUE(contains(checkOf(v, "rpo").text.text(), "losing us-east-1 leaves at most 455,729 messages"))
        << checkOf(v, "rpo").text.text();
    EXPECT_TRUE(checkOf(v, "mirrors").passed);
    EXPECT_TRUE(contains(checkOf(v, "archive").text.text(), "90 days kept")) << checkOf(v, "archive").text.text();
}

TEST(YourTurnRoundThree, MoreCellsHold)
{
    const Verdict v = checkOnBrief(kMoreCells);
    EXPECT_EQ(v.outcome, Outcome::Holds) << v.headline.text();
    EXPECT_TRUE(failed(v).empty());
    // 26 cells x 12 = 312 brokers: 135 TB of 312 = 43.3%, (312 - 135) / 135 = 1.3 days.
    EXPECT_TRUE(contains(checkOf(v, "s3_outage").text.text(), "43.3% of their volumes: 1.3 days"))
        << checkOf(v, "s3_outage").text.text();
    ASSERT_EQ(v.answers.size(), 1u);
    // The answer as the learner drew it: the setting is the brief's, the counts are the answer's.
    const std::string& summary = v.answers[0].summary;
    // us-east-1: 425,347.2 / (7 x 81,018.5 = 567,129.5) = 75.0%.
    EXPECT_TRUE(contains(summary, "us-east-1 gets 7 cells for 425,347 msg/s (75.0% of their capacity)")) << summary;
    EXPECT_TRUE(contains(summary, "26 cells and 312 brokers")) << summary;
    // Built: brokers 312 x 730 x $0.3264 = 74,340.86; controllers 78 x 730 x $0.0816 = 4,646.30;
    // gp3 312,000 x $0.08 = 24,960; throughput 312 x 125 x $0.04 = 1,560; S3 262,500 x $0.023 = 6,037.50;
    // Glacier 6 x 90 = 540,000 GB x $0.004 = 2,160; mirror 7.5 x 30.4 = 228,000 x $0.02 = 4,560;
    // replication 2 x 1,140,000 x $0.02 = 45,600; sends 1,140,000 x 2/3 x $0.02 = 15,200: $179,064.66.
    EXPECT_TRUE(contains(summary, "The month is $179,064.66")) << summary;
    // MSK: 312 x 730 x $0.816 = 185,852.16 + 31,200 + 262,500 x $0.06 = 15,750 + 2,160 + 4,560 + 15,200
    // = $254,722.16.
    EXPECT_TRUE(contains(summary, "against $254,722.16 on MSK")) << summary;
}

TEST(YourTurnRoundThree, ALongLagShortArchiveAndMissingMirrorMissTheirTargets)
{
    const std::string cells = R"("cells": [{"id": "cells-use1", "count": 7}, {"id": "cells-usw2", "count": 6},
        {"id": "cells-euw1", "count": 7}, {"id": "cells-euc1", "count": 6}])";
    // A 10 s target on one mirror, past the brief's 5 s. The mirror card itself judges the lag against its own
    // target (3 s of 10 s), so only the RPO check fails.
    Verdict v = checkOnBrief("{" + cells + R"(, "mirror_links": [{"id": "mirror-euw1", "target_lag_s": 10}]})");
    EXPECT_EQ(v.outcome, Outcome::MissesTarget) << v.headline.text();
    EXPECT_EQ(failed(v), std::vector<std::string>{"rpo"});
    EXPECT_TRUE(contains(checkOf(v, "rpo").text.text(), "Mirror to eu-central-1 trails by 3 s with a target of 10 s, "
                                                        "against the brief's 5 s"))
        << checkOf(v, "rpo").text.text();
    // Finance kept 30 days in us-east-1's Glacier tier: max(30, 7) = 30 against 90.
    v = checkOnBrief("{" + cells + R"(, "glacier_tiers": [{"id": "glacier-use1", "days": 30}]})");
    EXPECT_EQ(failed(v), std::vector<std::string>{"archive"});
    EXPECT_TRUE(contains(checkOf(v, "archive").text.text(), "30 days kept, against the brief's 90 days"))
        << checkOf(v, "archive").text.text();
    // The cells' own archive_days wait unused while their region has a Glacier tier: still 90 kept.
    v = checkOnBrief(
        R"({"cells": [{"id": "cells-use1", "count": 7, "archive_days": 30}, {"id": "cells-usw2", "count": 6},
        {"id": "cells-euw1", "count": 7}, {"id": "cells-euc1", "count": 6}]})");
    EXPECT_TRUE(failed(v).empty()) << v.headline.text();
    EXPECT_TRUE(contains(checkOf(v, "archive").text.text(), "90 days kept")) << checkOf(v, "archive").text.text();
    // us-west-2's mirror taken off the canvas: us-east-1 plans 364,583.3 alone, us-west-2 is not mirrored.
    v = checkOnBrief("{" + cells + R"(, "remove": ["mirror-usw2"]})");
    EXPECT_EQ(failed(v), std::vector<std::string>{"mirrors"});
    EXPECT_TRUE(contains(checkOf(v, "mirrors").text.text(), "Not mirrored: us-west-2"))
        << checkOf(v, "mirrors").text.text();
}

TEST(YourTurnRoundThree, WrongMovesAreNamedWithTheirFigures)
{
    // Headroom 1.0 alone: ceil(425,347.2 / 81,018.5) = ceil(5.25) = 6 cells asked for, but 5 still run at 105.0%.
    Verdict v = checkOnBrief(R"({"cells": [{"id": "cells-use1", "growth_headroom": 1.0}]})");
    EXPECT_EQ(v.outcome, Outcome::Saturates);
    ASSERT_EQ(v.wrongMoves.size(), 1u);
    EXPECT_EQ(v.wrongMoves[0].id, "lower-headroom");
    EXPECT_TRUE(contains(v.wrongMoves[0].reason, "(6 in us-east-1)")) << v.wrongMoves[0].reason;
    EXPECT_TRUE(contains(v.wrongMoves[0].reason, "105.0% of their capacity")) << v.wrongMoves[0].reason;
    // Volumes of 2,000 GB alone: 432 TB for 135, (432 - 135) / 135 = 2.2 days; the cells still at 105.0%.
    v = checkOnBrief(R"({"cells": [{"id": "cells-use1", "volume_gb": 2000}, {"id": "cells-usw2", "volume_gb": 2000},
        {"id": "cells-euw1", "volume_gb": 2000}, {"id": "cells-euc1", "volume_gb": 2000}]})");
    ASSERT_EQ(v.wrongMoves.size(), 1u);
    EXPECT_EQ(v.wrongMoves[0].id, "bigger-volumes");
    EXPECT_TRUE(contains(v.wrongMoves[0].reason, "2.2 days of room")) << v.wrongMoves[0].reason;
}

TEST(YourTurnRoundThree, NoCellsOnTheCanvasIsSaidSo)
{
    // The control plane goes with them: a control plane with no cells to roll out to is refused by name.
    const Verdict v = check(R"({"remove": ["cells-use1", "cells-usw2", "cells-euw1", "cells-euc1", "control"]})");
    EXPECT_EQ(v.outcome, Outcome::NoCluster);
    EXPECT_TRUE(contains(v.headline.text(), "no cells")) << v.headline.text();
}

TEST(YourTurnRoundThree, BadTargetsNameTheFieldAndTheRange)
{
    json brief = json::parse(test::readFile("stages/round-3-6.json")).at("lesson").at("your_turn");
    brief["targets"]["rpo_seconds"] = 0;
    InputError e = test::inputErrorOf([&] { (void)parseStageYourTurn(brief, "f.json", 306, design(), catalog()); });
    EXPECT_TRUE(contains(e.path(), "targets.rpo_seconds")) << e.path();
    EXPECT_TRUE(contains(e.problem(), "0.1 to 3,600")) << e.problem();
    brief["targets"]["rpo_seconds"] = 5;
    brief["targets"]["replay_days"] = 7; // a Round 2 target has no meaning on cells
    e = test::inputErrorOf([&] { (void)parseStageYourTurn(brief, "f.json", 306, design(), catalog()); });
    EXPECT_TRUE(contains(e.path(), "replay_days")) << e.path();
}

} // namespace
} // namespace mqlab
