// `mqlab export` as a user runs it, with no display: pictures of the stated size with text in the
// tiles, JSON that loads back into the same report, six files for --all, a six-page handout, and the
// refusals (an existing file without --force, a folder that cannot be written, a bad option) with
// exit status 2 and one line naming what was wrong.
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <gtest/gtest.h>

#include "cli_run.h"

#include <algorithm>
#include <filesystem>

#include <nlohmann/json.hpp>

#include "mqlab/model/catalog.h"
#include "mqlab/model/report.h"
#include "mqlab/report/report_json.h"
#include "mqlab/model/scenario.h"

namespace {

using clitest::Outcome;

// Runs mqlab with no display at all: the export must not need one.
Outcome mqlab(const QStringList& args)
{
    return clitest::run(QStringLiteral(MQLAB_BINARY), args, clitest::withoutDisplay());
}

std::string readAll(const QString& path)
{
    QFile f(path);
    f.open(QIODevice::ReadOnly);
    return f.readAll().toStdString();
}

void writeAll(const QString& path, const std::string& text)
{
    QFile f(path);
    f.open(QIODevice::WriteOnly);
    f.write(text.data(), static_cast<qint64>(text.size()));
}

const mqlab::Catalog& catalog()
{
    static const mqlab::Catalog c =
        mqlab::loadCatalogFile(std::string(MQLAB_SOURCE_DIR) + "/assets/catalog.json");
    return c;
}

// Pixels of the tiles' values: darker than grey 72 (qGray) is the value text (#1c1f24, grey 31) or
// the saturated red (#b00020, grey 65), and never the muted captions and details (#5b6270, grey 97)
// or the white tiles, so a row whose values are empty counts close to nothing.
int valuePixels(const QImage& img, const QRect& r)
{
    int n = 0;
    for (int y = r.top(); y <= r.bottom(); ++y)
        for (int x = r.left(); x <= r.right(); ++x)
            n += qGray(img.pixel(x, y)) < 72 ? 1 : 0;
    return n;
}

// The tiles' band in qml/export/StageSnapshot.qml at 1x: the row starts at y = 56, 16 px in from each side,
// and its caption, value and detail lines end by y = 124; times the scale for 2x.
QRect tilesBand(int scale) { return QRect(16 * scale, 56 * scale, 1248 * scale, 68 * scale); }

TEST(CliExport, PngHasTheStatedSizeAndTextInTheTiles)
{
    QTemporaryDir dir;
    const Outcome r = mqlab({"export", "--stage", "3", "--format", "png", "--out", dir.path()});
    ASSERT_EQ(r.status, 0) << r.err;
    EXPECT_EQ(r.err, "");  // not a terminal: no progress bar, and no stray warnings
    EXPECT_NE(r.out.find("wrote 1 file to"), std::string::npos) << r.out;
    const QImage img(dir.filePath("stage-3.png"));
    ASSERT_FALSE(img.isNull());
    EXPECT_EQ(img.size(), QSize(1280, 800));  // the composition's 1280 x 800 at 1x
    // The four values ("25,000 events/s", "≥ 10ms", "$5,606/mo", "Kafka cluster") are 42 bold 22 px
    // characters; each solid stroke of one covers well over 25 such pixels, so a full row passes 1,000
    // (about 2,950 here) and a row with empty values stays near 0.
    const int dark = valuePixels(img, tilesBand(1));
    EXPECT_GT(dark, 1000) << dark;
    // Text, not a dark block: under a quarter of the band (1,248 x 68 / 4 = 21,216 pixels).
    EXPECT_LT(dark, tilesBand(1).width() * tilesBand(1).height() / 4) << dark;
}

TEST(CliExport, PngAtTwiceTheScaleIsTwiceTheSize)
{
    QTemporaryDir dir;
    const Outcome r = mqlab({"export", "--stage", "1", "--format", "png", "--scale", "2", "--out", dir.path()});
    ASSERT_EQ(r.status, 0) << r.err;
    const QImage img(dir.filePath("stage-1.png"));
    ASSERT_FALSE(img.isNull());
    EXPECT_EQ(img.size(), QSize(2560, 1600));  // 1280 x 800 times 2
    // Four times the area at 2x: the 1x figure's bound above, times four.
    EXPECT_GT(valuePixels(img, tilesBand(2)), 4000);
}

TEST(CliExport, JsonLoadsBackIntoTheSameReport)
{
    QTemporaryDir dir;
    const Outcome r = mqlab({"export", "--stage", "2", "--load", "50000", "--format", "json", "--out", dir.path()});
    ASSERT_EQ(r.status, 0) << r.err;
    const auto doc = nlohmann::json::parse(readAll(dir.filePath("stage-2.json")));
    ASSERT_TRUE(doc.contains("scenario") && doc.contains("report"));
    const mqlab::Scenario s = mqlab::parseScenario(doc["scenario"], "stage-2.json", catalog());
    EXPECT_DOUBLE_EQ(s.offeredEventsPerSecond(), 50000);  // --load scaled the design itself
    const mqlab::Report again = mqlab::evaluate(s, catalog());
    EXPECT_EQ(mqlab::reportToJson(s, catalog(), again), doc["report"]);
    // And it is the report `mqlab report` prints for the same stage and load.
    const Outcome report = mqlab({"report", "--stage", "2", "--load", "50000", "--json"});
    ASSERT_EQ(report.status, 0) << report.err;
    EXPECT_EQ(nlohmann::json::parse(report.out), doc["report"]);
}

TEST(CliExport, RefusesToOverwriteWithoutForce)
{
    QTemporaryDir dir;
    const QString path = dir.filePath("stage-4.json");
    writeAll(path, "kept");
    const Outcome r = mqlab({"export", "--stage", "4", "--format", "json", "--out", dir.path()});
    EXPECT_EQ(r.status, 2);
    EXPECT_NE(r.err.find(path.toStdString()), std::string::npos) << r.err;
    EXPECT_NE(r.err.find("--force"), std::string::npos) << r.err;
    EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;  // one line
    EXPECT_EQ(readAll(path), "kept");
}

TEST(CliExport, ForceOverwrites)
{
    QTemporaryDir dir;
    const QString path = dir.filePath("stage-4.json");
    writeAll(path, "replaced");
    const Outcome r = mqlab({"export", "--stage", "4", "--format", "json", "--out", dir.path(), "--force"});
    ASSERT_EQ(r.status, 0) << r.err;
    EXPECT_TRUE(nlohmann::json::parse(readAll(path)).contains("report"));
}

TEST(CliExport, AllWritesNothingWhenOneFileWouldBeOverwritten)
{
    QTemporaryDir dir;
    writeAll(dir.filePath("stage-5.png"), "kept");
    const Outcome r = mqlab({"export", "--all", "--format", "png", "--out", dir.path()});
    EXPECT_EQ(r.status, 2);
    EXPECT_NE(r.err.find("stage-5.png"), std::string::npos) << r.err;
    EXPECT_FALSE(QFileInfo::exists(dir.filePath("stage-1.png")));  // checked before anything is written
}

TEST(CliExport, AFolderThatCannotBeWrittenExitsTwo)
{
    QTemporaryDir dir;
    const QString file = dir.filePath("plain.txt");
    writeAll(file, "x");
    // A folder under a plain file cannot be made, even as root.
    const QString under = file + "/out";
    Outcome r = mqlab({"export", "--stage", "1", "--format", "png", "--out", under});
    EXPECT_EQ(r.status, 2);
    EXPECT_NE(r.err.find("--out"), std::string::npos) << r.err;
    EXPECT_NE(r.err.find(under.toStdString()), std::string::npos) << r.err;
    // --out naming the file itself.
    r = mqlab({"export", "--stage", "1", "--format", "json", "--out", file});
    EXPECT_EQ(r.status, 2);
    EXPECT_NE(r.err.find("is a file, not a folder"), std::string::npos) << r.err;
}

// A Latin-1 byte in the --out folder (0xE9, "sortie\xE9", not UTF-8) names that folder: it is
// created, the file lands in it, and a refusal names it with the byte written "\xE9". The name goes
// through a shell's printf, since Qt would re-encode an argument given to QProcess as UTF-8.
TEST(CliExport, ALatin1ByteInTheOutFolderWritesThere)
{
    QTemporaryDir dir;
    const std::string base = dir.path().toStdString();
    auto exportTo = [&](const std::string& folder, const std::string& extra) {
        const std::string script = "exec \"$0\" export --stage 1 --format json " + extra + " --out \"$(printf '" +
                                   base + "/" + folder + "')\"";
        return clitest::run(QStringLiteral("/bin/sh"),
                            {QStringLiteral("-c"), QString::fromStdString(script), QStringLiteral(MQLAB_BINARY)},
                            clitest::withoutDisplay());
    };
    namespace fs = std::filesystem;
    const fs::path made = fs::path(base) / "sortie\xE9" / "new"; // two folders, neither there yet
    const Outcome created = exportTo("sortie\\351/new", "");
    ASSERT_EQ(created.status, 0) << created.err;
    EXPECT_TRUE(fs::is_regular_file(made / "stage-1.json"));
    EXPECT_NE(created.out.find("sortie\\xE9/new"), std::string::npos) << created.out;
    EXPECT_FALSE(fs::exists(fs::path(base) / "sortie?")); // not a look-alike name
    EXPECT_FALSE(fs::exists(fs::path(base) / "sortie\xEF\xBF\xBD"));

    // A folder that exists: written into, and the next export refuses to overwrite, naming it.
    ASSERT_TRUE(fs::create_directory(fs::path(base) / "d\xE9j\xE0"));
    ASSERT_EQ(exportTo("d\\351j\\340", "").status, 0);
    EXPECT_TRUE(fs::is_regular_file(fs::path(base) / "d\xE9j\xE0" / "stage-1.json"));
    const Outcome again = exportTo("d\\351j\\340", "");
    EXPECT_EQ(again.status, 2);
    EXPECT_NE(again.err.find("d\\xE9j\\xE0/stage-1.json"), std::string::npos) << again.err;
    EXPECT_NE(again.err.find("already exists"), std::string::npos) << again.err;
    EXPECT_EQ(exportTo("d\\351j\\340", "--force").status, 0);
}

struct BadOption {
    QStringList args;
    const char* names;   // the option the message must name
    const char* allows;  // and what it allows
};

class CliExportBadOption : public ::testing::TestWithParam<BadOption> {};

TEST_P(CliExportBadOption, ExitsTwoNamingTheOption)
{
    QTemporaryDir dir;
    QStringList args = {"export"};
    args << GetParam().args;
    if (!args.contains("--out"))
        args << "--out" << dir.path();
    const Outcome r = mqlab(args);
    EXPECT_EQ(r.status, 2) << r.err;
    EXPECT_NE(r.err.find(GetParam().names), std::string::npos) << r.err;
    EXPECT_NE(r.err.find(GetParam().allows), std::string::npos) << r.err;
    EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
    EXPECT_TRUE(QDir(dir.path()).isEmpty());
}

INSTANTIATE_TEST_SUITE_P(
    Options, CliExportBadOption,
    ::testing::Values(BadOption{{"--stage", "1", "--format", "gif"}, "--format", "png, json or pdf"},
                      BadOption{{"--stage", "1", "--format", "png", "--scale", "3"}, "--scale", "1 or 2"},
                      BadOption{{"--stage", "7", "--format", "png"}, "--stage", "1 to 6"},
                      BadOption{{"--stage", "1", "--format", "png", "--load", "0"}, "--load", "10,000,000"},
                      BadOption{{"--all", "--stage", "2", "--format", "png"}, "arguments", "--all"},
                      BadOption{{"--stage", "1"}, "--format", "png, json or pdf"},
                      BadOption{{"--stage", "1", "--format", "png", "--scenario", "/nonexistent/mine.json"},
                                "arguments", "exactly one"}));

TEST(CliExport, AllWritesSixPictures)
{
    QTemporaryDir dir;
    const Outcome r = mqlab({"export", "--all", "--format", "png", "--out", dir.path()});
    ASSERT_EQ(r.status, 0) << r.err;
    // stages/ holds stage-1.json to stage-6.json: one picture each.
    EXPECT_NE(r.out.find("wrote 6 files to"), std::string::npos) << r.out;
    for (int n = 1; n <= 6; ++n) {
        const QImage img(dir.filePath(QStringLiteral("stage-%1.png").arg(n)));
        EXPECT_EQ(img.size(), QSize(1280, 800)) << n;
        EXPECT_GT(valuePixels(img, tilesBand(1)), 1000) << n;
    }
}

TEST(CliExport, PdfHandoutHasAPageAStage)
{
    QTemporaryDir dir;
    const Outcome r = mqlab({"export", "--all", "--format", "pdf", "--out", dir.path()});
    ASSERT_EQ(r.status, 0) << r.err;
    const std::string pdf = readAll(dir.filePath("handout.pdf"));
    ASSERT_EQ(pdf.rfind("%PDF-", 0), 0u);
    // Each page is one "/Type /Page" object; the page tree is "/Type /Pages". Six stages, six pages.
    int pages = 0;
    for (size_t at = pdf.find("/Type /Page"); at != std::string::npos; at = pdf.find("/Type /Page", at + 1))
        pages += pdf.compare(at, 12, "/Type /Pages") == 0 ? 0 : 1;
    EXPECT_EQ(pages, 6);
}

TEST(CliExport, AScenarioFileGivesItsNameToThePicture)
{
    QTemporaryDir dir;
    const Outcome design = mqlab({"scenario", "--stage", "2"});
    ASSERT_EQ(design.status, 0) << design.err;
    writeAll(dir.filePath("my-design.json"), design.out);
    const QString out = dir.filePath("out");
    const Outcome r = mqlab({"export", "--scenario", dir.filePath("my-design.json"), "--format", "png", "--out", out});
    ASSERT_EQ(r.status, 0) << r.err;
    EXPECT_EQ(QImage(out + "/my-design.png").size(), QSize(1280, 800));  // the folder was made
}

// A design of `chains` chains of three nodes, producer -> cluster -> group, a chain a row 200 apart.
std::string chainsDesign(int chains)
{
    nlohmann::json d{{"version", 1}, {"name", "Chains"}};
    auto& ps = d["producers"] = nlohmann::json::array();
    auto& cs = d["clusters"] = nlohmann::json::array();
    auto& gs = d["groups"] = nlohmann::json::array();
    auto& links = d["connections"] = nlohmann::json::array();
    for (int i = 0; i < chains; ++i) {
        const std::string n = std::to_string(i);
        ps.push_back({{"id", "p" + n}, {"events_per_s", 10}, {"x", 0}, {"y", 200 * i}});
        cs.push_back({{"id", "c" + n}, {"x", 300}, {"y", 200 * i}});
        gs.push_back({{"id", "g" + n}, {"x", 600}, {"y", 200 * i}});
        links.push_back({{"from", "p" + n}, {"to", "c" + n}});
        links.push_back({{"from", "c" + n}, {"to", "g" + n}});
    }
    return d.dump() + "\n";
}

// A picture draws every card; past 2,000 nodes (kMaxPictureNodes) it is refused before anything is
// made, with one line naming the design, its count and the limit. Its JSON is still written.
TEST(CliExport, APictureOfMoreThanTwoThousandNodesIsRefused)
{
    QTemporaryDir dir;
    // 667 chains of 3 nodes: 2,001, one past the limit.
    writeAll(dir.filePath("big.json"), chainsDesign(667));
    const QString out = dir.filePath("out");
    for (const char* format : {"png", "pdf"}) {
        const Outcome r = mqlab({"export", "--scenario", dir.filePath("big.json"), "--format", format, "--out", out});
        EXPECT_EQ(r.status, 2) << format << ": " << r.err;
        EXPECT_EQ(r.out, "");
        EXPECT_EQ(r.err, "mqlab: big: a picture shows at most 2,000 nodes of every kind together and this design "
                         "has 2,001; its data export (JSON, --format json) has no such limit\n");
        EXPECT_FALSE(QFileInfo::exists(out)) << format << ": the folder was made";
    }
    const Outcome json = mqlab({"export", "--scenario", dir.filePath("big.json"), "--format", "json", "--out", out});
    ASSERT_EQ(json.status, 0) << json.err;
    const auto doc = nlohmann::json::parse(readAll(out + "/big.json"));
    // 667 producers + 667 clusters + 667 groups = 2,001 nodes, each a card in the report.
    EXPECT_EQ(doc["scenario"]["producers"].size() + doc["scenario"]["clusters"].size() + doc["scenario"]["groups"].size(),
              2001u);
}

}  // namespace

namespace {

// Round 1's design by name: `--stage round-1` gives round-1.png (1280 x 800 at 1x) and round-1.json,
// whose report is the one `mqlab report --stage round-1` prints and whose scenario is the shipped
// stages/round-1.json (peak 50,000,000 / 86,400 x 3.5 = 2,025.46 msg/s). A part by name gives its
// own file name (round-1-3.png), and the same design given as a file takes the file's name.
TEST(CliExport, RoundOneByNameWritesPngAndJson)
{
    QTemporaryDir dir;
    Outcome r = mqlab({"export", "--stage", "round-1", "--format", "png", "--out", dir.path()});
    ASSERT_EQ(r.status, 0) << r.err;
    EXPECT_EQ(r.err, "");
    EXPECT_EQ(QImage(dir.filePath("round-1.png")).size(), QSize(1280, 800));
    // Values in the tiles' band: the tiles are drawn for Round 1 too.
    EXPECT_GT(valuePixels(QImage(dir.filePath("round-1.png")), tilesBand(1)), 200);

    r = mqlab({"export", "--stage", "round-1", "--format", "json", "--out", dir.path()});
    ASSERT_EQ(r.status, 0) << r.err;
    const auto doc = nlohmann::json::parse(readAll(dir.filePath("round-1.json")));
    const mqlab::Scenario s = mqlab::parseScenario(doc["scenario"], "round-1.json", catalog());
    EXPECT_NEAR(s.offeredEventsPerSecond(), 2025.46, 0.005);
    const mqlab::Scenario shipped = mqlab::parseScenarioText(
        readAll(QStringLiteral(MQLAB_SOURCE_DIR "/stages/round-1.json")), "round-1.json", catalog());
    EXPECT_EQ(s, shipped);
    const Outcome report = mqlab({"report", "--stage", "round-1", "--json"});
    ASSERT_EQ(report.status, 0) << report.err;
    EXPECT_EQ(nlohmann::json::parse(report.out), doc["report"]);

    r = mqlab({"export", "--stage", "round-1-3", "--format", "png", "--out", dir.path()});
    ASSERT_EQ(r.status, 0) << r.err;
    EXPECT_EQ(QImage(dir.filePath("round-1-3.png")).size(), QSize(1280, 800));
    r = mqlab({"export", "--scenario", QStringLiteral(MQLAB_SOURCE_DIR "/stages/round-1.json"), "--format", "json",
               "--out", dir.filePath("file")});
    ASSERT_EQ(r.status, 0) << r.err;
    EXPECT_TRUE(QFileInfo::exists(dir.filePath("file/round-1.json")));
}

// A PDF of Round 1 is its one page, headed by the design's name.
TEST(CliExport, RoundOnePdf)
{
    QTemporaryDir dir;
    const Outcome r = mqlab({"export", "--stage", "round-1", "--format", "pdf", "--out", dir.path()});
    ASSERT_EQ(r.status, 0) << r.err;
    const std::string pdf = readAll(dir.filePath("round-1.pdf"));
    EXPECT_EQ(pdf.rfind("%PDF", 0), 0u);
}

// Round 2's design by name: `--stage round-2` gives round-2.png, round-2.json and round-2.pdf. The JSON's
// scenario is the shipped stages/round-2.json (peak 2 x 10^9 / 86,400 x 3.5 = 81,018.5 msg/s) and its
// report is `mqlab report --stage round-2`'s; a part by name (round-2-4) gives its own file name.
TEST(CliExport, RoundTwoByNameWritesPngJsonAndPdf)
{
    QTemporaryDir dir;
    Outcome r = mqlab({"export", "--stage", "round-2", "--format", "png", "--out", dir.path()});
    ASSERT_EQ(r.status, 0) << r.err;
    EXPECT_EQ(r.err, "");
    EXPECT_EQ(QImage(dir.filePath("round-2.png")).size(), QSize(1280, 800));
    EXPECT_GT(valuePixels(QImage(dir.filePath("round-2.png")), tilesBand(1)), 200);

    r = mqlab({"export", "--stage", "round-2", "--format", "json", "--out", dir.path()});
    ASSERT_EQ(r.status, 0) << r.err;
    const auto doc = nlohmann::json::parse(readAll(dir.filePath("round-2.json")));
    const mqlab::Scenario s = mqlab::parseScenario(doc["scenario"], "round-2.json", catalog());
    EXPECT_NEAR(s.offeredEventsPerSecond(), 81018.52, 0.005);
    const mqlab::Scenario shipped = mqlab::parseScenarioText(
        readAll(QStringLiteral(MQLAB_SOURCE_DIR "/stages/round-2.json")), "round-2.json", catalog());
    EXPECT_EQ(s, shipped);
    const Outcome report = mqlab({"report", "--stage", "round-2", "--json"});
    ASSERT_EQ(report.status, 0) << report.err;
    EXPECT_EQ(nlohmann::json::parse(report.out), doc["report"]);

    r = mqlab({"export", "--stage", "round-2", "--format", "pdf", "--out", dir.path()});
    ASSERT_EQ(r.status, 0) << r.err;
    EXPECT_EQ(readAll(dir.filePath("round-2.pdf")).rfind("%PDF", 0), 0u);

    r = mqlab({"export", "--stage", "round-2-4", "--format", "png", "--out", dir.path()});
    ASSERT_EQ(r.status, 0) << r.err;
    EXPECT_EQ(QImage(dir.filePath("round-2-4.png")).size(), QSize(1280, 800));
    // simulate takes Round 2 by name too: the platform at its peak, 81,018.5 msg/s.
    const Outcome sim = mqlab({"simulate", "--stage", "round-2", "--seconds", "5"});
    EXPECT_EQ(sim.status, 0) << sim.err;
    EXPECT_NE(sim.out.find("81,018.5 msg/s over 12 brokers and 2,000 partitions"), std::string::npos) << sim.out;
}

// A bad --stage names the values allowed, for every command that takes one, and exits 2.
TEST(CliExport, BadStageNamesTheAllowedValues)
{
    for (const QStringList& args :
         {QStringList{"export", "--stage", "round-4", "--format", "png", "--out", "."},
          QStringList{"report", "--stage", "7"}, QStringList{"figures", "--stage", "round-2-9"},
          QStringList{"simulate", "--stage", "r1"}}) {
        const Outcome r = mqlab(args);
        EXPECT_EQ(r.status, 2) << args.join(' ').toStdString();
        EXPECT_NE(r.err.find("--stage"), std::string::npos) << r.err;
        EXPECT_NE(r.err.find("1 to 6, round-1 (its design) or round-1-1 to round-1-7 (its parts), round-2 (its design) "
                             "or round-2-1 to round-2-7 (its parts)"),
                  std::string::npos)
            << r.err;
    }
}

} // namespace
