// `mqlab check`'s part for the rehearsal plan and the Your turn answers: both files parsed and
// every text filled against the engine, so a broken file is named before the app shows it.
#include <QFile>
#include <cstdio>
#include <utility>
#include <vector>
#include <string>

#include <nlohmann/json.hpp>

#include "mqlab/error.h"
#include "mqlab/report/explain.h"
#include "mqlab/lesson/rehearsal.h"
#include "mqlab/lesson/your_turn.h"
#include "resources.h"

namespace mqlab::app {

void checkRehearsalAndYourTurn()
{
    // The first seed's plan, then each round's own (stages/rehearsal-round-R.json), whose segments
    // may open that round's parts.
    std::vector<std::pair<std::string, std::vector<int>>> files{{"stages/rehearsal.json", stageNumbers()}};
    for (int round = 1; round <= 9; ++round) {
        const std::string file = "stages/rehearsal-round-" + std::to_string(round) + ".json";
        if (QFile::exists(QStringLiteral(":/mqlab/") + QString::fromStdString(file)))
            files.push_back({file, lessonIds()});
    }
    int checkIns = 0, plans = 0;
    size_t segments = 0;
    for (const auto& [planFile, stages] : files) {
        const RehearsalPlan plan = parseRehearsalPlan(
            readText(QStringLiteral(":/mqlab/") + QString::fromStdString(planFile)).toStdString(), planFile, stages);
        ++plans;
        segments += plan.segments.size();
        for (size_t si = 0; si < plan.segments.size(); ++si) {
            for (size_t ci = 0; ci < plan.segments[si].checkIns.size(); ++ci) {
                const RehearsalCheckIn& c = plan.segments[si].checkIns[ci];
                const std::string at =
                    planFile + ": segments[" + std::to_string(si) + "].check_ins[" + std::to_string(ci) + "]";
                const Stage st = loadStage(c.stage);
                if (c.ownText()) {
                    const Figures f = figures(st.scenario, catalog(), evaluate(st.scenario, catalog()));
                    (void)fillTemplate(c.question, f, at + ".question");
                    (void)fillTemplate(c.answer, f, at + ".answer");
                } else if (!c.page.empty()) {
                    (void)fillPage(loadPage(c.page), st.scenario, catalog(), "stages/pages/" + c.page + ".json");
                }
                ++checkIns;
            }
        }
    }
    const std::string turnText = readText(QStringLiteral(":/mqlab/stages/your-turn.json")).toStdString();
    int stage = 3;
    try {
        stage = nlohmann::json::parse(turnText).value("stage", 3);
    } catch (const nlohmann::json::exception&) {
        // parseYourTurn names the malformed JSON below.
    }
    const YourTurn turn = parseYourTurn(turnText, "stages/your-turn.json", loadStage(stage).scenario, catalog());
    const std::string line = "The rehearsal plans (" + std::to_string(plans) + " plans, " + std::to_string(segments) +
                             " segments, " + std::to_string(checkIns) + " check-ins) and Your turn (" +
                             std::to_string(turn.answers.size()) + " answers, " +
                             std::to_string(turn.wrongMoves.size()) + " wrong moves) check out too.\n";
    std::fwrite(line.data(), 1, line.size(), stdout);
}

}  // namespace mqlab::app
