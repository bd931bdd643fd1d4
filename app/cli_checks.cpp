// `mqlab check`'s part for the rehearsal plan and the Your turn answers: both files parsed and
// every text filled against the engine, so a broken file is named before the app shows it.
#include <cstdio>
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
    const std::string planFile = "stages/rehearsal.json";
    const RehearsalPlan plan =
        parseRehearsalPlan(readText(QStringLiteral(":/mqlab/stages/rehearsal.json")).toStdString(), planFile, stageNumbers());
    int checkIns = 0;
    for (size_t si = 0; si < plan.segments.size(); ++si) {
        for (size_t ci = 0; ci < plan.segments[si].checkIns.size(); ++ci) {
            const RehearsalCheckIn& c = plan.segments[si].checkIns[ci];
            const std::string at = planFile + ": segments[" + std::to_string(si) + "].check_ins[" + std::to_string(ci) + "]";
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
    const std::string turnText = readText(QStringLiteral(":/mqlab/stages/your-turn.json")).toStdString();
    int stage = 3;
    try {
        stage = nlohmann::json::parse(turnText).value("stage", 3);
    } catch (const nlohmann::json::exception&) {
        // parseYourTurn names the malformed JSON below.
    }
    const YourTurn turn = parseYourTurn(turnText, "stages/your-turn.json", loadStage(stage).scenario, catalog());
    const std::string line = "The rehearsal plan (" + std::to_string(plan.segments.size()) + " segments, " +
                             std::to_string(checkIns) + " check-ins) and Your turn (" + std::to_string(turn.answers.size()) +
                             " answers, " + std::to_string(turn.wrongMoves.size()) + " wrong moves) check out too.\n";
    std::fwrite(line.data(), 1, line.size(), stdout);
}

}  // namespace mqlab::app
