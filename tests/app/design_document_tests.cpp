// The design as a file (app/design_document.h), with no window: the dirty mark and the title that
// shows it, Save (whole, to a name with '#' and a space), a refused save that keeps the design unsaved,
// the recent files, the autosave, and the recovery of an autosave a window left behind.
#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#include "mqlab/model/catalog.h"
#include "mqlab/model/scenario.h"
#include "resources.h"
#include "workbench.h"

using mqlab::app::DesignDocument;
using mqlab::app::Workbench;

namespace {

QByteArray contents(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

double loadIn(const QByteArray& json)
{
    const mqlab::Scenario s =
        mqlab::parseScenarioText(json.toStdString(), "design.json", mqlab::app::catalog(), false);
    return s.producers.empty() ? -1 : s.producers.front().eventsPerSecond;
}

QString appData() { return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation); }

} // namespace

class DesignDocumentTests : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase()
    {
        // Settings and autosaves in the test folders (~/.qttest), never the user's.
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("mqlab-tests"));
    }
    void init()
    {
        QDir(appData()).removeRecursively();
        QSettings().remove("recentFiles");
    }
    void cleanupTestCase() { QDir(appData()).removeRecursively(); }

    void theDirtyMarkFollowsTheHistory()
    {
        Workbench wb;
        DesignDocument* doc = wb.document();
        QVERIFY(doc->isStage());   // Stage 1 as it ships
        QVERIFY(!doc->dirty());
        QCOMPARE(doc->filePath(), QString());
        const QString name = QString::fromStdString(wb.scenario().name);
        QCOMPARE(doc->title(), name);
        QSignalSpy changed(doc, &DesignDocument::changed);

        QCOMPARE(wb.setLoad(30000), QString());
        QVERIFY(doc->dirty());
        QCOMPARE(doc->title(), QStringLiteral("\u2022 ") + name);
        QVERIFY(changed.count() > 0);
        wb.history()->undo(); // back to the design as it shipped: clean again
        QVERIFY(!doc->dirty());
        QCOMPARE(doc->title(), name);
        wb.history()->redo();
        QVERIFY(doc->dirty());
    }

    void saveWritesTheDesignAndMakesItTheFile()
    {
        QTemporaryDir dir;
        Workbench wb;
        DesignDocument* doc = wb.document();
        QCOMPARE(wb.setLoad(30000), QString());
        QVERIFY(doc->dirty());
        // '#' and a space stay in the name: the URL is made with QUrl::fromLocalFile (localUrl).
        const QString path = dir.filePath("my #1 design.json");
        const QUrl url = doc->localUrl(path);
        QCOMPARE(url, QUrl::fromLocalFile(path));
        QCOMPARE(doc->fileName(url), QStringLiteral("my #1 design.json"));
        QVERIFY(!doc->fileExists(url));
        QSignalSpy recent(doc, &DesignDocument::recentFilesChanged);

        QCOMPARE(doc->saveFile(url), QString());
        QVERIFY(doc->fileExists(url));
        QVERIFY(!doc->dirty());
        QVERIFY(!doc->isStage()); // a file now, not the stage as it ships
        QCOMPARE(doc->filePath(), path);
        QCOMPARE(doc->title(), QStringLiteral("my #1 design.json"));
        QCOMPARE(recent.count(), 1);
        QCOMPARE(doc->recentFiles().value(0), path);
        // The file reads back as the design on the canvas: the load set above, and a closing newline.
        const QByteArray saved = contents(path);
        QCOMPARE(loadIn(saved), 30000.0);
        QVERIFY(saved.endsWith('\n'));

        // Opened again, it is the current file, clean, with the same load.
        QCOMPARE(wb.openStage(2), QString());
        QCOMPARE(doc->filePath(), QString());
        QCOMPARE(doc->openFile(url), QString());
        QCOMPARE(doc->filePath(), path);
        QVERIFY(!doc->dirty());
        QCOMPARE(wb.scenario().producers.front().eventsPerSecond, 30000.0);
    }

    void aRefusedSaveKeepsTheDesignUnsaved()
    {
        QTemporaryDir dir;
        Workbench wb;
        DesignDocument* doc = wb.document();
        QCOMPARE(wb.setLoad(30000), QString());
        // A folder that does not exist: the system's reason, and nothing changes.
        const QString path = dir.filePath("missing/design.json");
        const QString err = doc->saveFile(QUrl::fromLocalFile(path));
        QVERIFY(!err.isEmpty());
        QVERIFY2(err.contains(QStringLiteral("design.json")), qPrintable(err));
        QVERIFY(doc->dirty());
        QCOMPARE(doc->filePath(), QString());
        QVERIFY(doc->recentFiles().isEmpty());
        // Only a file on this computer can be a design's file.
        QVERIFY(!doc->saveFile(QUrl(QStringLiteral("https://example.com/design.json"))).isEmpty());
        QVERIFY(!doc->openFile(QUrl(QStringLiteral("https://example.com/design.json"))).isEmpty());
        QVERIFY(doc->dirty());
    }

    void theAutosaveHoldsTheUnsavedDesign()
    {
        Workbench wb;
        DesignDocument* doc = wb.document();
        const QString autosave = doc->autosavePath();
        QCOMPARE(QFileInfo(autosave).fileName(), QStringLiteral("autosave.json")); // the first free slot
        QVERIFY(doc->autosave());                // clean: nothing to write
        QVERIFY(!QFile::exists(autosave));
        QCOMPARE(wb.setLoad(35000), QString());
        QVERIFY(doc->autosave());
        QCOMPARE(loadIn(contents(autosave)), 35000.0);
        QVERIFY(!doc->recoveryAvailable()); // this window's own autosave is never offered to it
    }

    void workLeftBehindIsRecoveredUnsaved()
    {
        // An autosave with no live lock is what a window that crashed leaves: Stage 1 at 45,000 events/s.
        QDir().mkpath(appData());
        mqlab::Scenario left = mqlab::app::loadStage(1).scenario;
        left.producers.front().eventsPerSecond = 45000;
        {
            QFile f(QDir(appData()).filePath("autosave.json"));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(QByteArray::fromStdString(mqlab::toJson(left).dump(2)));
        }
        {
            Workbench wb;
            DesignDocument* doc = wb.document();
            QVERIFY(doc->recoveryAvailable());
            // autosave.json is the left work: this window writes its own beside it.
            QCOMPARE(QFileInfo(doc->autosavePath()).fileName(), QStringLiteral("autosave-2.json"));
            QCOMPARE(doc->recover(), QString());
            QCOMPARE(wb.scenario().producers.front().eventsPerSecond, 45000.0);
            QVERIFY(doc->dirty());                 // nothing on disk is this design's file
            QCOMPARE(doc->filePath(), QString());
            QVERIFY(!doc->recoveryAvailable());
            QCOMPARE(wb.history()->undoText(), QStringLiteral("Recover"));
            // Already in this window's own autosave, and the old one gone.
            QCOMPARE(loadIn(contents(doc->autosavePath())), 45000.0);
            QVERIFY(!QFile::exists(QDir(appData()).filePath("autosave.json")));
        }
        // A window closed cleanly leaves nothing behind.
        Workbench next;
        QVERIFY(!next.document()->recoveryAvailable());
    }

    void aScratchDocumentNeverAutosaves()
    {
        Workbench wb;
        wb.document()->makeScratch();
        QCOMPARE(wb.setLoad(30000), QString());
        QCOMPARE(wb.document()->autosavePath(), QString());
        QVERIFY(!wb.document()->recoveryAvailable());
        QVERIFY(!QDir(appData()).exists() || QDir(appData()).entryList(QDir::Files).isEmpty());
    }
};

QTEST_GUILESS_MAIN(DesignDocumentTests)
#include "design_document_tests.moc"
