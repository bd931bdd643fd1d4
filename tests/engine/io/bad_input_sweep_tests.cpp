// The bad-input sweep (issue 11): 4,000 generated files from the six stage scenarios (bad_inputs.h,
// seed 11) through the same reader the command line uses (loose, as `mqlab report` reads a saved
// design), then the report. Each is either refused with one InputError line of at most 300
// characters, with "mqlab: " in front, naming the file and the mutated field, or read and reported;
// nothing else may escape (no raw library exception, no crash, no hang).
#include <gtest/gtest.h>

#include <map>

#include "mqlab/error.h"
#include "mqlab/model/report.h"
#include "mqlab/model/scenario.h"
#include "mqlab/report/explain.h"
#include "mqlab/report/report_json.h"
#include "../bad_inputs.h"
#include "../test_data.h"

namespace mqlab {
namespace {

TEST(BadInputSweep, EveryGeneratedFileIsRefusedInOneLineOrRead)
{
    std::map<std::string, int> refusedByKind, readByKind;
    test::forEachBadInput(11, 4000, [&](const test::BadInput& c, std::size_t n) {
        const std::string file = "sweep-" + std::to_string(n) + ".json";
        SCOPED_TRACE(c.kind + " #" + std::to_string(n) + ": " + c.text.substr(0, 200));
        try {
            const Scenario s = parseScenarioText(c.text, file, test::catalog(), true);
            const Report r = evaluate(s, test::catalog());
            (void)reportToText(s, test::catalog(), r);
            (void)figures(s, test::catalog(), r);
            ++readByKind[c.kind];
            EXPECT_FALSE(c.mustRefuse) << "accepted";
        } catch (const InputError& e) {
            ++refusedByKind[c.kind];
            const std::string line = std::string("mqlab: ") + e.what();
            EXPECT_FALSE(c.mustAccept) << line;
            EXPECT_EQ(line.find('\n'), std::string::npos) << line;
            EXPECT_LE(line.size(), 300u) << line;
            EXPECT_EQ(e.file(), file);
            EXPECT_EQ(line.rfind("mqlab: " + file + ": ", 0), 0u) << line;
            if (!c.field.empty()) {
                EXPECT_EQ(e.path().rfind(c.field, 0), 0u) << "expected the field " << c.field << ": " << line;
            }
        }
        // Anything else (nlohmann's exceptions, std::out_of_range) fails the test as an uncaught exception.
    });
    // Every class was made and met: a generator that stopped making one would hide it.
    for (const char* kind :
         {"wrong type",     "out of range",      "overflow",         "huge string", "empty string",  "unicode name",
          "invalid UTF-8",  "control character", "duplicate key",    "missing",     "unknown field", "duplicate id",
          "bad connection", "reserved id",       "deep nesting",     "version",     "truncated",     "stray byte",
          "trailing bytes", "too many nodes",    "unconnected group"})
        EXPECT_GT(refusedByKind[kind] + readByKind[kind], 0) << kind;
}

} // namespace
} // namespace mqlab
