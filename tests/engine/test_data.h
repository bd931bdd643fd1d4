// Shared fixtures for the engine suites: the real catalogue and stage files from the source tree.
#pragma once

#include <fstream>
#include <sstream>
#include <string>

#include "mqlab/model/catalog.h"
#include "mqlab/model/scenario.h"
#include "mqlab/lesson/stage.h"

namespace mqlab::test {

inline std::string readFile(const std::string& relative)
{
    std::ifstream in(std::string(MQLAB_SOURCE_DIR) + "/" + relative);
    std::stringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

inline const Catalog& catalog()
{
    static const Catalog c = parseCatalog(readFile("assets/catalog.json"), "assets/catalog.json");
    return c;
}

inline Scenario stageScenario(int n)
{
    const std::string file = "stages/stage-" + std::to_string(n) + ".json";
    return parseScenarioText(readFile(file), file, catalog());
}

// Page texts bound to a stage ("stage": n) read that stage's design from the source tree.
inline void useSourceStageDesigns()
{
    setStageDesigns([](int n) { return stageScenario(n); });
}

inline LessonPage sourcePage(const std::string& id)
{
    const std::string file = "stages/pages/" + id + ".json";
    return parsePage(readFile(file), file);
}

inline Stage sourceStage(int n)
{
    const std::string file = "stages/stage-" + std::to_string(n) + ".json";
    return parseStage(readFile(file), file, catalog());
}

} // namespace mqlab::test
