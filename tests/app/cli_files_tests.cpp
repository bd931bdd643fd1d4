// Issue 11 at the command line: a sample of the generated bad files (bad_inputs.h, seed 11), files
// that are not regular files, empty and stray arguments, unknown commands, odd file names, symbolic
// links and a real full disk (a 64 KiB tmpfs in a private mount namespace, skipped where the system
// allows none). Every refusal is exit status 2 and one line; no file is ever lost or half-written.
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <gtest/gtest.h>

#include <fstream>

#include "cli_run.h"
#include <sys/stat.h>

#include "../engine/bad_inputs.h"

namespace {

using clitest::Outcome;

// A hang is minutes, not the few milliseconds a refusal takes: 20 s is plenty.
Outcome run(const QString& program, const QStringList& args,
            const QProcessEnvironment& env = QProcessEnvironment::systemEnvironment())
{
    return clitest::run(program, args, env, 20000);
}

Outcome mqlab(const QStringList& args) { return run(QStringLiteral(MQLAB_BINARY), args); }

void write(const QString& path, const std::string& bytes)
{
    QFile f(path);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly)) << path.toStdString();
    f.write(bytes.data(), static_cast<qint64>(bytes.size()));
}

std::string read(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll().toStdString() : std::string("(unreadable)");
}

// One line on stderr, "mqlab: ..." of at most 300 characters, and nothing else.
void expectOneLine(const Outcome& r, const std::string& mustHold)
{
    EXPECT_EQ(r.status, 2) << r.err;
    ASSERT_FALSE(r.err.empty());
    EXPECT_EQ(r.err.rfind("mqlab: ", 0), 0u) << r.err;
    EXPECT_EQ(r.err.find('\n'), r.err.size() - 1) << r.err;
    EXPECT_LE(r.err.size(), 301u) << r.err; // 300 and the newline
    EXPECT_NE(r.err.find(mustHold), std::string::npos) << "expected \"" << mustHold << "\" in: " << r.err;
}

// 300 of the engine sweep's files, as `mqlab report --scenario` reads them.
TEST(CliFiles, ASampleOfTheBadInputSweep)
{
    QTemporaryDir dir;
    mqlab::test::forEachBadInput(11, 300, [&](const mqlab::test::BadInput& c, std::size_t n) {
        const QString path = dir.filePath(QStringLiteral("sweep-%1.json").arg(n));
        write(path, c.text);
        const Outcome r = mqlab({"report", "--scenario", path});
        SCOPED_TRACE(c.kind + " #" + std::to_string(n));
        ASSERT_NE(r.status, -1) << r.err;
        if (c.mustAccept || (r.status == 0 && !c.mustRefuse)) {
            EXPECT_EQ(r.status, 0) << r.err;
            return;
        }
        expectOneLine(r, "mqlab: " + path.toStdString() + ": " + c.field);
        QFile::remove(path);
    });
}

TEST(CliFiles, OnlyRegularFilesWithinTheLimitAreRead)
{
    QTemporaryDir dir;
    expectOneLine(mqlab({"report", "--scenario", dir.path()}), "is a folder, not a regular file");
    expectOneLine(mqlab({"report", "--scenario", "/dev/urandom"}), "/dev/urandom: is a device, not a regular file");
    const QString fifo = dir.filePath("pipe.json");
    ASSERT_EQ(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    expectOneLine(mqlab({"report", "--scenario", fifo}), "is a fifo");
    // 17 MiB (a sparse file: no disk is used), over the 16 MiB limit (16 x 1,048,576 = 16,777,216).
    const QString big = dir.filePath("big.json");
    QFile f(big);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    ASSERT_TRUE(f.resize(17 * 1024 * 1024));
    f.close();
    expectOneLine(mqlab({"report", "--scenario", big}), "is 17825792 bytes, more than the 16777216-byte limit");
}

TEST(CliFiles, EmptyArgumentsAreRefusedWithoutAQtWarning)
{
    expectOneLine(mqlab({"report", "--scenario", ""}), "mqlab: --scenario: names no file");
    expectOneLine(mqlab({"export", "--stage", "1", "--format", "json", "--out", ""}), "mqlab: --out: names no folder");
}

TEST(CliFiles, StrayArgumentsAreRefused)
{
    expectOneLine(mqlab({"report", "--stage", "1", "extra"}), "mqlab: extra: unexpected argument after report");
    expectOneLine(mqlab({"check", "--stage", "9"}), "mqlab: --stage: check does not take this option");
    expectOneLine(mqlab({"scenario", "--stage", "1", "--json"}), "mqlab: --json: scenario does not take this option");
}

// An unknown command is refused before any display is looked for: with an (offscreen) display at
// hand, `mqlab foo` must not open the window (it would run until killed).
TEST(CliFiles, AnUnknownCommandExitsTwoNamingIt)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert("QT_QPA_PLATFORM", "offscreen");
    expectOneLine(run(QStringLiteral(MQLAB_BINARY), {"foo"}, env), "mqlab: foo: is not a command");
    env.remove("QT_QPA_PLATFORM");
    env.remove("DISPLAY");
    env.remove("WAYLAND_DISPLAY");
    expectOneLine(run(QStringLiteral(MQLAB_BINARY), {"foo"}, env), "mqlab: foo: is not a command");
    expectOneLine(run(QStringLiteral(MQLAB_BINARY), {"--stage", "9"}, env),
                  "mqlab: --stage: must be a stage from 1 to 6");
    expectOneLine(run(QStringLiteral(MQLAB_BINARY), {"/nonexistent/my-design.json"}, env),
                  "/nonexistent/my-design.json: cannot be read: No such file or directory");
    expectOneLine(run(QStringLiteral(MQLAB_BINARY), {"--stage", "3", "extra"}, env), "mqlab: extra: is not a command");
}

// A design saved with an unconnected group (the window allows one while a design is built) is read by
// `mqlab report`, and the group's card says it is not connected.
TEST(CliFiles, ASavedDesignWithAnUnconnectedGroupIsReported)
{
    QTemporaryDir dir;
    nlohmann::json doc = nlohmann::json::parse(mqlab({"scenario", "--stage", "1"}).out);
    doc["groups"].push_back({{"id", "ledger"}, {"name", "Ledger"}});
    const QString path = dir.filePath("loose.json");
    write(path, doc.dump(2));
    const Outcome r = mqlab({"report", "--scenario", path});
    ASSERT_EQ(r.status, 0) << r.err;
    EXPECT_NE(r.out.find("Ledger"), std::string::npos) << r.out;
}

// '#', '%', spaces and non-ASCII letters are part of the name, never a URL's fragment or escape.
TEST(CliFiles, OddFileNamesNameTheFileTheySay)
{
    QTemporaryDir dir;
    const std::string design = mqlab({"scenario", "--stage", "2"}).out;
    for (const QString& name : {QStringLiteral("victim#x.json"), QStringLiteral("50%25 done.json"),
                               QStringLiteral("d\u00e9j\u00e0 vu.json")}) {
        const QString path = dir.filePath(name);
        write(path, design);
        const Outcome r = mqlab({"export", "--scenario", path, "--format", "json", "--out", dir.filePath("out")});
        ASSERT_EQ(r.status, 0) << name.toStdString() << ": " << r.err;
        const QString out = dir.filePath("out/" + QFileInfo(name).completeBaseName() + ".json");
        // The export (the scenario and its report) takes the source's name, '#', '%' and all.
        EXPECT_TRUE(QFileInfo::exists(out)) << out.toStdString();
    }
    EXPECT_FALSE(QFileInfo::exists(dir.filePath("out/victim.json")));
}

// A Latin-1 byte in a file name (0xE9, "caf\xE9.json", not UTF-8) names that file: report and
// simulate read it, and a refusal names it with the byte written "\xE9". The name goes through
// a shell's printf, since Qt would re-encode an argument given to QProcess as UTF-8.
TEST(CliFiles, ALatin1ByteInAFileNameOpensThatFile)
{
    QTemporaryDir dir;
    const std::string folder = dir.path().toStdString();
    const std::string design = mqlab({"scenario", "--stage", "2"}).out;
    {
        std::ofstream(folder + "/caf\xE9.json") << design;
        std::ofstream(folder + "/bad\xE9.json") << "{\"version\": 1, \"producers\": 7}";
    }
    auto withName = [&](const std::string& command, const std::string& name) {
        const std::string script = "exec \"$0\" " + command + " \"$(printf '" + folder + "/" + name + "')\"";
        return clitest::run(QStringLiteral("/bin/sh"), {QStringLiteral("-c"), QString::fromStdString(script),
                                                        QStringLiteral(MQLAB_BINARY)});
    };
    const Outcome report = withName("report --scenario", "caf\\351.json");
    ASSERT_EQ(report.status, 0) << report.err;
    // Stage 2's design: its wall is the EBS link, 78.75 MB/s / 2,048 B = 38,452 events/s (seed).
    EXPECT_NE(report.out.find("38,452 events/s"), std::string::npos) << report.out;
    const Outcome sim = withName("simulate --seconds 1 --scenario", "caf\\351.json");
    EXPECT_EQ(sim.status, 0) << sim.err;
    const Outcome bad = withName("report --scenario", "bad\\351.json");
    EXPECT_EQ(bad.status, 2);
    EXPECT_NE(bad.err.find("bad\\xE9.json"), std::string::npos) << bad.err;
}

// --force over a symbolic link replaces the link itself; the file it pointed to is left alone.
TEST(CliFiles, ForceReplacesASymbolicLinkNotItsTarget)
{
    QTemporaryDir dir;
    const QString target = dir.filePath("elsewhere.json");
    write(target, "keep me");
    ASSERT_TRUE(QFile::link(target, dir.filePath("stage-1.json")));
    expectOneLine(mqlab({"export", "--stage", "1", "--format", "json", "--out", dir.path()}), "already exists");
    const Outcome r = mqlab({"export", "--stage", "1", "--format", "json", "--out", dir.path(), "--force"});
    ASSERT_EQ(r.status, 0) << r.err;
    EXPECT_FALSE(QFileInfo(dir.filePath("stage-1.json")).isSymLink());
    EXPECT_EQ(read(target), "keep me");
    EXPECT_NE(read(dir.filePath("stage-1.json")).find("\"report\""), std::string::npos);
}

// A real full disk: the export runs inside `unshare` with a 64 KiB tmpfs over the output folder,
// nearly filled first. Every format exits 2 with the system's reason, and the old file is
// byte-identical (JSON, PNG) or no file is left (the PDF handout).
class CliFullDisk : public ::testing::TestWithParam<const char*> {};

TEST_P(CliFullDisk, ExitsTwoWithTheReasonAndLosesNothing)
{
    const QString unshare = QStandardPaths::findExecutable("unshare");
    if (unshare.isEmpty() || run(unshare, {"-rm", "true"}).status != 0)
        GTEST_SKIP() << "no private mount namespace here: a full disk cannot be made";
    const QString format = GetParam();
    QTemporaryDir dir;
    const QString out = dir.filePath("out");
    QDir().mkpath(out);
    const QString old = dir.filePath("old");
    write(old, std::string(20000, 'o')); // the file the export must not lose (20,000 bytes)
    const QString name = format == "pdf" ? "handout.pdf" : "stage-3." + format;
    const QString script =
        QStringLiteral(
            "mount -t tmpfs -o size=64k tmpfs \"$1\" && cp \"$2\" \"$1/$3\" && head -c 36000 /dev/zero > "
            "\"$1/filler\"; "
            "\"$4\" export %1 --format $5 --out \"$1\" --force; rc=$?; "
            "if cmp -s \"$2\" \"$1/$3\"; then echo same; else echo changed; fi; ls -A \"$1\" | wc -l; exit $rc")
            .arg(format == "pdf" ? "--all" : "--stage 3");
    const Outcome r =
        run(unshare, {"-rm", "sh", "-c", script, "sh", out, old, name, QStringLiteral(MQLAB_BINARY), format});
    expectOneLine(r, "No space left on device");
    EXPECT_NE(r.err.find(name.toStdString()), std::string::npos) << r.err;
    // The old file as it was, and only it and the filler in the folder: no temporary file left.
    EXPECT_EQ(r.out, "same\n2\n") << r.err;
}

INSTANTIATE_TEST_SUITE_P(Formats, CliFullDisk, ::testing::Values("json", "png", "pdf"));

} // namespace
