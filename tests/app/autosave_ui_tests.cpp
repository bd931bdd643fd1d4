// One locked autosave per window (issue 11): two windows, in one process or two, never write the same
// autosave file; a window offers to recover only work left by a window that is gone (a free or stale
// lock), never the autosave of one still open; recovering or discarding loses nothing else.
// A second process is this same program started with --hold-autosave: a window that keeps its slot
// until it is killed, as a crash would end it.
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>
#include <iostream>
#include <string>

#include "autosave_slot.h"
#include "workbench.h"

using mqlab::app::AutosaveSlot;
using mqlab::app::Workbench;

namespace {

QByteArray contents(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("(unreadable)");
}

void writeFile(const QString& path, const QByteArray& bytes)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    QCOMPARE(f.write(bytes), bytes.size());
}

// The child's side: a window with one producer added (unsaved, autosaved) when `edit` is "edit", or a
// slot and nothing written otherwise; prints its autosave's path, then waits to be killed.
int holdAutosave(const QString& folder, const QString& edit)
{
    QStandardPaths::setTestModeEnabled(true);
    std::unique_ptr<AutosaveSlot> slot;
    std::unique_ptr<Workbench> wb;
    QString path;
    if (folder == QStringLiteral("app")) { // the app's own folder, through a window
        wb = std::make_unique<Workbench>();
        wb->newSandbox();
        wb->addNode(QStringLiteral("producer"), 0, 0);
        if (!wb->document()->autosave())
            return 3;
        path = wb->document()->autosavePath();
    } else {
        slot = std::make_unique<AutosaveSlot>(folder);
        path = slot->path();
        if (edit == QStringLiteral("edit")) {
            QFile f(path);
            if (!f.open(QIODevice::WriteOnly) || f.write("child's work") != 12)
                return 3;
        }
    }
    std::cout << path.toStdString() << std::endl;
    std::string line;
    std::getline(std::cin, line); // never comes: the parent kills this process
    return 0;
}

// Starts a holder and returns once it holds its slot; its autosave's path in `path`.
bool startHolder(QProcess& p, const QString& folder, const QString& edit, QString& path)
{
    p.start(QCoreApplication::applicationFilePath(), {QStringLiteral("--hold-autosave"), folder, edit});
    if (!p.waitForStarted(10000))
        return false;
    while (!p.canReadLine())
        if (!p.waitForReadyRead(20000))
            return false;
    path = QString::fromUtf8(p.readLine()).trimmed();
    return !path.isEmpty();
}

// A crash: no destructor runs, so the lock file stays behind with a PID that is gone.
void crash(QProcess& p)
{
    p.kill();
    QVERIFY(p.waitForFinished(10000));
}

} // namespace

class AutosaveUiTests : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void twoSlotsInOneProcessNeverShareAFile()
    {
        QTemporaryDir dir;
        auto a = std::make_unique<AutosaveSlot>(dir.path());
        AutosaveSlot b(dir.path());
        QCOMPARE(a->path(), dir.filePath(QStringLiteral("autosave.json")));
        QCOMPARE(b.path(), dir.filePath(QStringLiteral("autosave-2.json")));
        writeFile(a->path(), "a's work");
        // A third window while both live: a slot of its own, nothing to recover.
        {
            AutosaveSlot c(dir.path());
            QCOMPARE(c.path(), dir.filePath(QStringLiteral("autosave-3.json")));
            QCOMPARE(c.leftBehind(), QStringList());
        }
        // The first goes without removing its autosave (as if it had crashed after unlocking):
        // its work is offered, and the new window writes elsewhere.
        a.reset();
        AutosaveSlot d(dir.path());
        QCOMPARE(d.leftBehind(), QStringList{dir.filePath(QStringLiteral("autosave.json"))});
        QVERIFY(d.path() != dir.filePath(QStringLiteral("autosave.json")));
        // While d holds it, no other window offers it too.
        AutosaveSlot e(dir.path());
        QCOMPARE(e.leftBehind(), QStringList());
        QCOMPARE(contents(dir.filePath(QStringLiteral("autosave.json"))), QByteArray("a's work"));
    }

    void aLiveWindowInAnotherProcessKeepsItsAutosave()
    {
        QTemporaryDir dir;
        QProcess child;
        QString childPath;
        QVERIFY(startHolder(child, dir.path(), QStringLiteral("edit"), childPath));
        QCOMPARE(childPath, dir.filePath(QStringLiteral("autosave.json")));
        {
            AutosaveSlot mine(dir.path());
            QVERIFY(mine.path() != childPath);          // never the live window's file
            QCOMPARE(mine.leftBehind(), QStringList()); // nor offered while it lives
        }
        crash(child);
        QVERIFY(QFile::exists(childPath + QStringLiteral(".lock"))); // stale: its PID is gone
        AutosaveSlot after(dir.path());
        QCOMPARE(after.leftBehind(), QStringList{childPath});
        QVERIFY(after.path() != childPath);
        QCOMPARE(contents(childPath), QByteArray("child's work")); // untouched until recovered
        after.drop(childPath);
        QVERIFY(!QFile::exists(childPath));
    }

    void aStaleLockFromADeadProcessIsReclaimed()
    {
        QTemporaryDir dir;
        QProcess child;
        QString childPath;
        QVERIFY(startHolder(child, dir.path(), QStringLiteral("none"), childPath)); // locked, nothing written
        crash(child);
        QVERIFY(QFile::exists(childPath + QStringLiteral(".lock")));
        AutosaveSlot mine(dir.path());
        QCOMPARE(mine.path(), childPath); // the dead window's slot, taken back
        QCOMPARE(mine.leftBehind(), QStringList());
    }

    void recoveringTakesOnlyWorkOfWindowsThatAreGone()
    {
        const QString folder = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
        for (const QString& name : QDir(folder).entryList({QStringLiteral("autosave*")}, QDir::Files))
            QFile::remove(QDir(folder).filePath(name));
        QProcess child;
        QString childPath;
        QVERIFY(startHolder(child, QStringLiteral("app"), QString(), childPath));
        const QByteArray childWork = contents(childPath);
        QVERIFY(childWork.contains("\"producers\""));
        {
            Workbench open; // started while the other window lives
            QVERIFY(!open.document()->recoveryAvailable());
            QVERIFY(open.document()->autosavePath() != childPath);
        }
        crash(child);
        Workbench wb;
        QVERIFY(wb.document()->recoveryAvailable());
        QCOMPARE(wb.document()->recover(), QString());
        // The child's one producer on the canvas, unsaved, and already in this window's own autosave.
        QCOMPARE(wb.scenario().producers.size(), size_t(1));
        QVERIFY(wb.document()->dirty());
        QVERIFY(!wb.document()->recoveryAvailable());
        QVERIFY(!QFile::exists(childPath));
        QCOMPARE(contents(wb.document()->autosavePath()), childWork);
    }

    void discardingOneKeepsTheOthers()
    {
        QProcess first, second;
        QString firstPath, secondPath;
        QVERIFY(startHolder(first, QStringLiteral("app"), QString(), firstPath));
        QVERIFY(startHolder(second, QStringLiteral("app"), QString(), secondPath));
        QVERIFY(firstPath != secondPath);
        crash(first);
        crash(second);
        {
            Workbench wb;
            QVERIFY(wb.document()->recoveryAvailable());
            wb.document()->discardRecovery(); // one of the two, as the user answered No once
            QVERIFY(wb.document()->recoveryAvailable());
            QCOMPARE(int(QFile::exists(firstPath)) + int(QFile::exists(secondPath)), 1);
        }
        // The one left is offered to the next window, which recovers it.
        const QString left = QFile::exists(firstPath) ? firstPath : secondPath;
        const QByteArray work = contents(left);
        Workbench wb;
        QVERIFY(wb.document()->recoveryAvailable());
        QCOMPARE(wb.document()->recover(), QString());
        QVERIFY(!wb.document()->recoveryAvailable());
        QVERIFY(!QFile::exists(left));
        QCOMPARE(contents(wb.document()->autosavePath()), work);
    }
};

int main(int argc, char** argv)
{
    if (argc == 4 && std::string(argv[1]) == "--hold-autosave") {
        QGuiApplication app(argc, argv);
        return holdAutosave(QString::fromLocal8Bit(argv[2]), QString::fromLocal8Bit(argv[3]));
    }
    QApplication app(argc, argv);
    AutosaveUiTests tests;
    return QTest::qExec(&tests, argc, argv);
}

#include "autosave_ui_tests.moc"
