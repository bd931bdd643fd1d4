// The window's files (issue 11): Save on a failing disk shows the reason, keeps the design unsaved,
// the old file byte-identical and the autosave; names with '#', '%', spaces and non-ASCII letters
// save and open the file they name; and (issue 10, point 10) the window's start arguments.
#include <QFile>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>
#include <csignal>
#include <sys/resource.h>

#include <nlohmann/json.hpp>

#include "cli.h"
#include "mqlab/model/scenario.h"
#include "workbench.h"

using mqlab::app::Workbench;

namespace {

QByteArray contents(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("(unreadable)");
}

// Writes past `bytes` fail with EFBIG ("File too large") while this lives: a write failure made by
// the system, as a full disk makes one, in this process only.
class FileSizeLimit {
  public:
    explicit FileSizeLimit(rlim_t bytes)
    {
        getrlimit(RLIMIT_FSIZE, &saved_);
        previous_ = std::signal(SIGXFSZ, SIG_IGN);
        struct rlimit small = saved_;
        small.rlim_cur = bytes;
        setrlimit(RLIMIT_FSIZE, &small);
    }
    ~FileSizeLimit()
    {
        setrlimit(RLIMIT_FSIZE, &saved_);
        std::signal(SIGXFSZ, previous_);
    }

  private:
    struct rlimit saved_ {};
    void (*previous_)(int) = nullptr;
};

} // namespace

class FilesUiTests : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void aFailedSaveLosesNothing()
    {
        QTemporaryDir dir;
        Workbench wb;
        wb.newSandbox();
        wb.addNode(QStringLiteral("producer"), 0, 0);
        const QString path = dir.filePath(QStringLiteral("design.json"));
        QCOMPARE(wb.document()->saveFile(QUrl::fromLocalFile(path)), QString());
        const QByteArray saved = contents(path);
        QVERIFY(!wb.document()->dirty());

        // An edit that makes the file larger than the 1,000 bytes the limit below lets through:
        // twenty producers, each written out with its thirteen fields, are several kilobytes.
        for (int i = 0; i < 20; ++i)
            wb.addNode(QStringLiteral("producer"), 100.0 * i, 0);
        QVERIFY(wb.document()->dirty());
        QVERIFY(toJsonSize(wb) > 1000);
        QString err;
        {
            const FileSizeLimit limit(1000);
            err = wb.document()->saveFile(QUrl::fromLocalFile(path));
        }
        QVERIFY2(err.contains(QStringLiteral("File too large")), qPrintable(err));
        QVERIFY2(err.contains(path), qPrintable(err));
        QVERIFY(wb.document()->dirty());                                                        // still unsaved
        QCOMPARE(contents(path), saved);                                            // the old file byte-identical
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).size(), 1); // no temporary file

        // The autosave is kept by a failed save, and a failed autosave keeps the previous one whole.
        wb.document()->autosave();
        const QByteArray autosaved = contents(wb.document()->autosavePath());
        QVERIFY(autosaved.size() > 1000);
        wb.addNode(QStringLiteral("group"), 0, 300);
        {
            const FileSizeLimit limit(1000);
            wb.document()->autosave();
        }
        QCOMPARE(contents(wb.document()->autosavePath()), autosaved);
        QFile::remove(wb.document()->autosavePath());
    }

    void oddNamesSaveAndOpenTheFileTheyName()
    {
        QTemporaryDir dir;
        Workbench wb;
        wb.newSandbox();
        wb.addNode(QStringLiteral("producer"), 0, 0);
        const QString victim = dir.filePath(QStringLiteral("victim.json"));
        QFile v(victim);
        QVERIFY(v.open(QIODevice::WriteOnly));
        v.write("victim");
        v.close();
        for (const QString& name : {QStringLiteral("victim#x.json"), QStringLiteral("50% done.json"),
                                    QStringLiteral("my design.json"), QStringLiteral("d\u00e9j\u00e0 vu.json")}) {
            const QString path = dir.filePath(name);
            // As the window's Save does: the current file's path made a URL by localUrl, never "file://" + path.
            QCOMPARE(wb.document()->saveFile(wb.document()->localUrl(path)), QString());
            QVERIFY2(QFile::exists(path), qPrintable(path));
            QCOMPARE(wb.document()->filePath(), path);
            QCOMPARE(wb.document()->saveFile(wb.document()->localUrl(wb.document()->filePath())), QString()); // Ctrl+S on it again
            QCOMPARE(wb.document()->openFile(wb.document()->localUrl(path)), QString());
            QCOMPARE(wb.document()->filePath(), path);
        }
        QCOMPARE(contents(victim), QByteArray("victim"));
    }

    void startArgumentsPickTheWindowsDesign()
    {
        using mqlab::app::windowStart;
        const auto start = [](QStringList args) {
            args.prepend(QStringLiteral("mqlab"));
            return windowStart(args);
        };
        QVERIFY(!start({}).window);
        QCOMPARE(start({"--stage", "3"}).stage, 3);
        QVERIFY(start({"--stage", "3"}).window);
        QVERIFY(start({"--stage=4"}).window);
        QCOMPARE(start({"--stage", "round-1"}).stage, 101);   // Round 1's design, on its first part
        QCOMPARE(start({"--stage", "round-1-7"}).stage, 107); // Round 1, part 7
        QVERIFY(start({"--stage", "9"}).error.contains(QStringLiteral("must be a stage from 1 to 6")));
        QVERIFY(!start({"report", "--stage", "3"}).window); // a command
        QVERIFY(!start({"--help"}).window);
        QVERIFY(start({"foo"}).error.contains(QStringLiteral("foo: is not a command")));
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("my #1.json"));
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"version": 1, "groups": [{"id": "g"}]})"); // an unconnected group: loose, as saved
        f.close();
        QCOMPARE(start({file}).error, QString());
        QCOMPARE(start({file}).file, file);
        QVERIFY(start({file, "extra"}).error.contains(QStringLiteral("extra: unexpected argument")));
    }

  private:
    static qsizetype toJsonSize(const Workbench& wb)
    {
        return static_cast<qsizetype>(mqlab::toJson(wb.scenario()).dump(2).size());
    }
};

QTEST_MAIN(FilesUiTests)
#include "files_ui_tests.moc"
