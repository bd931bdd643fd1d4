// The fuzz target over the scenario and stage readers (issue 11). Built two ways from this one file:
// with clang's libFuzzer (-fsanitize=fuzzer,address,undefined; tests/fuzz/CMakeLists.txt, option
// MQLAB_BUILD_FUZZ) to search for new inputs, and as `fuzz_replay`, which runs every file of the
// checked-in corpus through the same function as a CTest test on every build.
//
// The contract checked for every input: the reader either accepts it (and the report of it is made)
// or refuses it with an InputError whose line is one line of at most 300 characters naming the file.
// Any other exception, a crash or a sanitizer report is a finding.
#include <cstdint>
#include <cstdlib>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>

#include "mqlab/error.h"
#include "mqlab/lesson/stage.h"
#include "mqlab/model/catalog.h"
#include "mqlab/model/report.h"
#include "mqlab/model/scenario.h"
#include "mqlab/report/explain.h"
#include "mqlab/report/report_json.h"

namespace {

const mqlab::Catalog& catalog()
{
    static const mqlab::Catalog c = [] {
        std::ifstream in(std::string(MQLAB_SOURCE_DIR) + "/assets/catalog.json");
        std::stringstream ss;
        ss << in.rdbuf();
        return mqlab::parseCatalog(ss.str(), "assets/catalog.json");
    }();
    return c;
}

[[noreturn]] void finding(const char* what, const std::string& detail)
{
    std::fprintf(stderr, "FINDING: %s: %s\n", what, detail.substr(0, 400).c_str());
    std::abort();
}

void checkRefusal(const mqlab::InputError& e, const std::string& file)
{
    const std::string line = std::string("mqlab: ") + e.what();
    if (line.find('\n') != std::string::npos || line.size() > 300 || line.rfind("mqlab: " + file, 0) != 0)
        finding("a refusal that is not one short line naming the file", line);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string text(reinterpret_cast<const char*>(data), size);
    // The scenario reader, loose as the command line and the window read a design, then the report.
    try {
        const mqlab::Scenario s = mqlab::parseScenarioText(text, "fuzz.json", catalog(), true);
        const mqlab::Report r = mqlab::evaluate(s, catalog());
        (void)mqlab::reportToText(s, catalog(), r);
        (void)mqlab::figures(s, catalog(), r);
    } catch (const mqlab::InputError& e) {
        checkRefusal(e, "fuzz.json");
    } catch (const std::exception& e) {
        finding("an exception other than InputError from the scenario reader", e.what());
    }
    // The stage reader: the same scenario plus a lesson.
    try {
        (void)mqlab::parseStage(text, "stage-fuzz.json", catalog());
    } catch (const mqlab::InputError& e) {
        checkRefusal(e, "stage-fuzz.json");
    } catch (const std::exception& e) {
        finding("an exception other than InputError from the stage reader", e.what());
    }
    return 0;
}
