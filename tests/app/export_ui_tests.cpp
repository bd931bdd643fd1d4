// File > Export stage in the running window, offscreen: the picture and the data are the canvas as it
// is now (an edit included), at the stated sizes; the handout has a page a stage; a file that cannot
// be written is refused with its path, a design too large to draw with the limit; the dialog offers
// the four kinds with sizes from C++.
// A user's first export, by keys and clicks: the chooser starts in a folder that exists (this suite
// runs with a fresh, empty home folder: no Documents), says Export, shows only the chosen kind's
// files and takes a typed absolute path as it is. Fails on any QML warning.
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <nlohmann/json.hpp>

#include "quick_tree.h"

#include "exporter.h"
#include "gui.h"
#include "mqlab/model/scenario.h"
#include "mqlab/report/report_json.h"
#include "resources.h"
#include "snapshot.h"
#include "thememode.h"
#include "workbench.h"

using mqlab::app::Exporter;
using mqlab::app::Workbench;

namespace {

// The suite's home folder, made empty in main() before the app starts: a first-time user's.
QString testHome;

// As in cli_export_tests.cpp: value text (grey 31) and the saturated red (grey 65) are under 72;
// the muted captions (grey 97) and the white tiles are not.
int valuePixels(const QImage& img, const QRect& r)
{
    int n = 0;
    for (int y = r.top(); y <= r.bottom(); ++y)
        for (int x = r.left(); x <= r.right(); ++x)
            n += qGray(img.pixel(x, y)) < 72 ? 1 : 0;
    return n;
}

QByteArray readAll(const QString& path)
{
    QFile f(path);
    f.open(QIODevice::ReadOnly);
    return f.readAll();
}

} // namespace

class ExportUiTests : public mqlab::test::WindowSuite {
    Q_OBJECT

  private:
    Exporter* exporter_ = nullptr;
    QTemporaryDir dir_;

    QQuickItem* item(const QString& name) const { return mqlab::test::findItem(window_->contentItem(), name); }
    // A visible button showing `text` (Qt's file dialog names none of its own).
    QQuickItem* button(const QString& text) const
    {
        QList<QQuickItem*> all;
        mqlab::test::collectItems(window_->contentItem(), all);
        for (QQuickItem* i : all)
            if (i->inherits("QQuickAbstractButton") && i->isVisible() && i->property("text").toString() == text)
                return i;
        return nullptr;
    }
    void click(QQuickItem* target, QPointF at = QPointF(-1, -1))
    {
        QVERIFY(target);
        QVERIFY(target->isVisible());
        if (at.x() < 0)
            at = QPointF(target->width() / 2, target->height() / 2);
        QTest::mouseClick(window_, Qt::LeftButton, {}, target->mapToScene(at).toPoint());
    }
    // The user's way in: Ctrl+E, the kind's radio button, then "Choose a file…".
    void openChooser(mqlab::app::ExportKind kind)
    {
        QString name; // the choice's item is named for its kind
        for (const mqlab::app::ExportChoice& c : exporter_->kinds())
            if (c.kind == kind)
                name = c.name;
        QVERIFY(!name.isEmpty());
        QObject* dialog = window_->findChild<QObject*>("exportDialog");
        QVERIFY(dialog);
        QTest::keyClick(window_, Qt::Key_E, Qt::ControlModifier);
        QTRY_VERIFY(dialog->property("opened").toBool());
        QVERIFY(mqlab::test::settle()); // the dialog's column places its choices on the next polish
        QQuickItem* choice = item("exportKind-" + name);
        QVERIFY(choice);
        click(choice, QPointF(12, choice->height() / 2)); // on its circle
        QTRY_COMPARE(dialog->property("kind").toInt(), int(kind));
        click(button(QStringLiteral("Choose a file\u2026")));
        QObject* chooser = window_->findChild<QObject*>("exportChooser");
        QVERIFY(chooser);
        QTRY_VERIFY(chooser->property("visible").toBool());
        QTRY_VERIFY(button(QStringLiteral("Export")));
    }
    // Key presses for each character, as typed (QTest has no keyClicks for a QWindow).
    void typeText(const QString& text)
    {
        for (const QChar c : text)
            QTest::keyClick(window_, c.toLatin1());
    }
    // File names the chooser's list shows now.
    QStringList listedFiles() const
    {
        QStringList out;
        QList<QQuickItem*> all;
        mqlab::test::collectItems(window_->contentItem(), all);
        for (QQuickItem* i : all)
            if (i->objectName().startsWith("fileDialogDelegate") && i->isVisible())
                out << i->property("file").toUrl().fileName();
        return out;
    }

    mqlab::app::ExportResult exportTo(const QString& name, mqlab::app::ExportKind kind)
    {
        return exporter_->exportTo(QUrl::fromLocalFile(dir_.filePath(name)), kind);
    }

    // A copy in the build's screenshot folder, as the other window suites keep theirs.
    void keepForReview(const QString& name)
    {
        const QString dir = QStringLiteral(MQLAB_SCREENSHOT_DIR);
        QDir().mkpath(dir);
        QFile::remove(dir + "/export-" + name);
        QVERIFY(QFile::copy(dir_.filePath(name), dir + "/export-" + name));
    }

  private slots:
    void initTestCase()
    {
        mqlab::app::useAppStyle(); // as the app runs
        QVERIFY(openWindow(QSize(1280, 800)));
        exporter_ = window_->findChild<Exporter*>();
        QVERIFY(exporter_);
        window_->show();
        QVERIFY(QTest::qWaitForWindowExposed(window_));
        failOnQmlWarnings(" while loading");
    }

    void cleanup() { failOnQmlWarnings(); }

    // A first export, before any other: Documents does not exist in this home, so the chooser
    // starts in the home folder itself, on the suggested name, and its button says Export.
    void theFirstExportStartsInAFolderThatExists()
    {
        QVERIFY(!QFileInfo::exists(testHome + "/Documents"));
        QCOMPARE(wb_->openStage(1), QString());
        openChooser(mqlab::app::ExportKind::Png1);
        QObject* chooser = window_->findChild<QObject*>("exportChooser");
        QCOMPARE(chooser->property("currentFolder").toUrl(), QUrl::fromLocalFile(testHome));
        QCOMPARE(chooser->property("selectedFile").toUrl(), QUrl::fromLocalFile(testHome + "/stage-1.png"));
        QVERIFY(!button(QStringLiteral("Open"))); // a save dialog never says Open
        QVERIFY(mqlab::test::saveScreenshot(window_, QStringLiteral("export-first-chooser")));
        click(button(QStringLiteral("Export")));
        QTRY_VERIFY(QFileInfo::exists(testHome + "/stage-1.png"));
        QCOMPARE(QImage(testHome + "/stage-1.png").size(), QSize(1280, 800));
        QTRY_VERIFY(!chooser->property("visible").toBool());
        QQuickItem* toast = item("toastText");
        QVERIFY(toast);
        QTRY_VERIFY(toast->property("text").toString().contains(testHome + "/stage-1.png"));
    }

    // A path typed whole is where the file goes: not joined onto the folder the chooser shows.
    void aTypedAbsolutePathIsTakenAsItIs()
    {
        QCOMPARE(wb_->openStage(2), QString());
        openChooser(mqlab::app::ExportKind::Json);
        QQuickItem* field = item("fileNameTextField");
        QVERIFY(field);
        QVERIFY(field->isVisible());
        click(field);
        QTRY_VERIFY(field->hasActiveFocus());
        QTest::keyClick(window_, Qt::Key_A, Qt::ControlModifier);
        const QString typed = dir_.filePath("typed/by-hand"); // no suffix: ".json" is added
        QVERIFY(QDir().mkpath(dir_.filePath("typed")));
        typeText(typed);
        QTRY_COMPARE(field->property("text").toString(), typed);
        click(button(QStringLiteral("Export")));
        QTRY_VERIFY(QFileInfo::exists(typed + ".json"));
        const auto doc = nlohmann::json::parse(readAll(typed + ".json").toStdString());
        QVERIFY(doc["report"] == mqlab::reportToJson(wb_->scenario(), mqlab::app::catalog(), wb_->report()));
        QVERIFY(!QFileInfo::exists(testHome + dir_.path())); // nothing under home's copy of the path
        // "~/" is the home folder, as in a shell.
        openChooser(mqlab::app::ExportKind::Json);
        field = item("fileNameTextField");
        click(field);
        QTRY_VERIFY(field->hasActiveFocus());
        QTest::keyClick(window_, Qt::Key_A, Qt::ControlModifier);
        typeText(QStringLiteral("~/from-home.json"));
        click(button(QStringLiteral("Export")));
        QTRY_VERIFY(QFileInfo::exists(testHome + "/from-home.json"));
    }

    // The chooser lists only the chosen kind's files: pictures for a picture, then data for data.
    void theChooserShowsOnlyTheChosenKind()
    {
        for (const char* name : {"a.png", "b.json", "c.pdf"}) {
            QFile f(testHome + "/" + name);
            QVERIFY(f.open(QIODevice::WriteOnly));
        }
        openChooser(mqlab::app::ExportKind::Png1);
        QTRY_VERIFY(listedFiles().contains("a.png"));
        QVERIFY2(!listedFiles().contains("b.json") && !listedFiles().contains("c.pdf"),
                 qPrintable(listedFiles().join(", ")));
        click(button(QStringLiteral("Cancel")));
        QObject* chooser = window_->findChild<QObject*>("exportChooser");
        QTRY_VERIFY(!chooser->property("visible").toBool());
        openChooser(mqlab::app::ExportKind::Json);
        QTRY_VERIFY(listedFiles().contains("b.json"));
        QVERIFY2(!listedFiles().contains("a.png") && !listedFiles().contains("c.pdf"),
                 qPrintable(listedFiles().join(", ")));
        click(button(QStringLiteral("Cancel")));
        QTRY_VERIFY(!chooser->property("visible").toBool());
    }

    // The start folder and the chosen file, in C++: a folder that exists, the typed path as it is.
    void chosenFileTakesTypedPathsAsTheyAre()
    {
        const QUrl docs = QUrl::fromLocalFile(testHome + "/Documents");
        // Qt's dialog puts its folder before what was typed: "<folder>//tmp/x.png".
        QCOMPARE(exporter_->chosenFile(QUrl::fromLocalFile(testHome + "/Documents//tmp/x.png"), docs, mqlab::app::ExportKind::Png1),
                 QUrl::fromLocalFile("/tmp/x.png"));
        QCOMPARE(exporter_->chosenFile(QUrl::fromLocalFile(testHome + "/Documents/~/x.pdf"), docs, mqlab::app::ExportKind::Handout),
                 QUrl::fromLocalFile(testHome + "/x.pdf"));
        // A name in the folder stays there; the kind's suffix is added when missing.
        QCOMPARE(exporter_->chosenFile(QUrl::fromLocalFile(testHome + "/Documents/sub/x"), docs, mqlab::app::ExportKind::Json),
                 QUrl::fromLocalFile(testHome + "/Documents/sub/x.json"));
        QCOMPARE(exporter_->chosenFile(QUrl::fromLocalFile("/elsewhere/x.PNG"), docs, mqlab::app::ExportKind::Png2),
                 QUrl::fromLocalFile("/elsewhere/x.PNG"));
        // A typed name can come back as a bare path, with no scheme.
        QCOMPARE(exporter_->chosenFile(QUrl(testHome + "/Documents//tmp/y.json"), docs, mqlab::app::ExportKind::Json),
                 QUrl::fromLocalFile("/tmp/y.json"));
    }

    void pictureIsTheCanvasAsItIsNow()
    {
        QCOMPARE(wb_->openStage(3), QString());
        // As it ships, kept for review beside `mqlab export --stage 3` (the same renderer).
        QVERIFY(exportTo("stage-3-shipped.png", mqlab::app::ExportKind::Png1).ok);
        keepForReview("stage-3-shipped.png");
        // The user's edit: six brokers; 51.2 x 8 / 6 = 68.3 MB/s a broker, 56.9% of the network's
        // 119.94 MB/s, so nothing saturates (as in ui_tests.cpp).
        QCOMPARE(wb_->setField("kafka", "brokers", 6), QString());
        QCOMPARE(exporter_->suggestedName(mqlab::app::ExportKind::Png1), QStringLiteral("stage-3.png"));
        const mqlab::app::ExportResult r = exportTo("stage-3.png", mqlab::app::ExportKind::Png1);
        QVERIFY2(r.ok, qPrintable(r.text));
        const QImage img(dir_.filePath("stage-3.png"));
        QCOMPARE(img.size(), QSize(1280, 800)); // the composition's size at 1x
        keepForReview("stage-3.png");
        // The tiles' band (y 56 to 124, 16 px in from each side): the values' text is there.
        QVERIFY(valuePixels(img, QRect(16, 56, 1248, 68)) > 1000);
        const mqlab::app::ExportResult r2 = exportTo("stage-3@2x.png", mqlab::app::ExportKind::Png2);
        QVERIFY(r2.ok);
        QCOMPARE(QImage(dir_.filePath("stage-3@2x.png")).size(), QSize(2560, 1600)); // times 2
    }

    // The picture is always in the light theme, and drawing it leaves the app's theme alone.
    void pictureIsLightWhateverTheAppsTheme()
    {
        QVERIFY(setTheme(mqlab::app::ThemeModes::Dark));
        QVERIFY(mqlab::test::settle());
        const QColor dark = window_->color();
        QVERIFY(qGray(dark.rgb()) < 64); // Theme.window in dark, #1e2127
        QVERIFY(exportTo("light.png", mqlab::app::ExportKind::Png1).ok);
        const QImage img(dir_.filePath("light.png"));
        // (30, 60) is inside the first tile, left of its caption: the light theme's white panel.
        QCOMPARE(QColor(img.pixel(30, 60)), QColor(Qt::white));
        QCOMPARE(window_->color(), dark);
        QVERIFY(setTheme(mqlab::app::ThemeModes::Light));
    }

    void dataIsTheCanvasAndItsReport()
    {
        const mqlab::app::ExportResult r = exportTo("stage-3.json", mqlab::app::ExportKind::Json);
        QVERIFY2(r.ok, qPrintable(r.text));
        const auto doc = nlohmann::json::parse(readAll(dir_.filePath("stage-3.json")).toStdString());
        QCOMPARE(doc["scenario"]["clusters"][0]["brokers"].get<int>(), 6); // the edit is in the file
        QVERIFY(doc["report"] == mqlab::reportToJson(wb_->scenario(), mqlab::app::catalog(), wb_->report()));
        QCOMPARE(QString::fromStdString(doc["report"]["first_to_saturate"]["text"].get<std::string>()),
                 QStringLiteral("Nothing at this load"));
    }

    void handoutHasAPageAStage()
    {
        const mqlab::app::ExportResult r = exportTo("handout.pdf", mqlab::app::ExportKind::Handout);
        QVERIFY2(r.ok, qPrintable(r.text));
        const QByteArray pdf = readAll(dir_.filePath("handout.pdf"));
        // "/Type /Page" objects are pages; "/Type /Pages" is the tree. One page for each stage file.
        const int pages = pdf.count("/Type /Page") - pdf.count("/Type /Pages");
        QCOMPARE(pages, static_cast<int>(mqlab::app::stageNumbers().size()));
    }

    void aFileThatCannotBeWrittenIsRefused()
    {
        const QString path = dir_.filePath("no-such-folder/stage-3.png");
        const mqlab::app::ExportResult r = exporter_->exportTo(QUrl::fromLocalFile(path), mqlab::app::ExportKind::Png1);
        QVERIFY(!r.ok);
        QVERIFY2(r.text.contains(path), qPrintable(r.text));
    }

    void theDialogOffersFourKinds()
    {
        const QList<mqlab::app::ExportChoice> kinds = exporter_->kinds();
        QCOMPARE(kinds.size(), 4);
        // Sizes come from the renderer's constants: 1280 x 800, and twice that.
        QVERIFY(kinds[0].text.contains(QStringLiteral("1280 \u00d7 800")));
        QVERIFY(kinds[1].text.contains(QStringLiteral("2560 \u00d7 1600")));
        QCOMPARE(kinds[3].kind, int(mqlab::app::ExportKind::Handout));
        QObject* dialog = window_->findChild<QObject*>("exportDialog");
        QVERIFY(dialog);
        QMetaObject::invokeMethod(dialog, "open");
        QVERIFY(mqlab::test::settle());
        QVERIFY(dialog->property("visible").toBool());
        // Each choice is a radio button of its own, named for its kind.
        for (const char* name : {"png1", "png2", "json", "handout"})
            QVERIFY2(item(QStringLiteral("exportKind-") + name), name);
        QVERIFY(mqlab::test::saveScreenshot(window_, QStringLiteral("export-dialog")));
        QMetaObject::invokeMethod(dialog, "close");
    }

    // The menu's whole path: the dialog's OK opens the file chooser on the suggested file; accepting
    // it writes the file and the toast says where.
    void dialogThenChooserWritesTheFile()
    {
        // The chooser starts in the folder of the last export; one export to the test's folder
        // first, so this test does not lean on the others (Qt 6.4's chooser takes no folder or
        // file set while it is open: it accepts what its own view shows).
        QVERIFY(exporter_->exportTo(QUrl::fromLocalFile(dir_.filePath("first.json")), mqlab::app::ExportKind::Json).ok);
        QFile::remove(dir_.filePath("stage-2.json"));
        QCOMPARE(wb_->openStage(2), QString());
        QObject* dialog = window_->findChild<QObject*>("exportDialog");
        QObject* chooser = window_->findChild<QObject*>("exportChooser");
        QVERIFY(dialog);
        QVERIFY(chooser);
        QMetaObject::invokeMethod(dialog, "open");
        QVERIFY(mqlab::test::settle());
        QQuickItem* jsonChoice = mqlab::test::findItem(window_->contentItem(), "exportKind-json");
        QVERIFY(jsonChoice);
        const QPointF at = jsonChoice->mapToScene(QPointF(12, jsonChoice->height() / 2)); // on its circle
        QTest::mouseClick(window_, Qt::LeftButton, {}, at.toPoint());
        QCOMPARE(dialog->property("kind").toInt(), int(mqlab::app::ExportKind::Json));
        QMetaObject::invokeMethod(dialog, "accept");
        QVERIFY(mqlab::test::settle());
        QCOMPARE(chooser->property("selectedFile").toUrl(), exporter_->suggestedFile(mqlab::app::ExportKind::Json));
        QVERIFY(chooser->property("visible").toBool());
        // The user keeps the suggested name in the folder of the last export.
        QVERIFY(mqlab::test::saveScreenshot(window_, QStringLiteral("export-chooser")));
        QSignalSpy accepted(chooser, SIGNAL(accepted()));
        QMetaObject::invokeMethod(chooser, "accept");
        QVERIFY(mqlab::test::settle());
        QCOMPARE(accepted.count(), 1);
        const QString path = dir_.filePath("stage-2.json");
        QVERIFY(QFile::exists(path));
        const auto doc = nlohmann::json::parse(readAll(path).toStdString());
        QVERIFY(doc["report"] == mqlab::reportToJson(wb_->scenario(), mqlab::app::catalog(), wb_->report()));
        QQuickItem* toast = mqlab::test::findItem(window_->contentItem(), "toastText");
        QVERIFY(toast);
        QVERIFY2(toast->property("text").toString().contains(path), qPrintable(toast->property("text").toString()));

        // The same name again: nothing is replaced until the user says yes.
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
            f.write("earlier");
        }
        QObject* replace = window_->findChild<QObject*>("exportReplace");
        QVERIFY(replace);
        // Through the dialog again: the chooser now starts in the folder of the last export.
        auto chooseAgain = [&] {
            QMetaObject::invokeMethod(dialog, "open");
            QVERIFY(mqlab::test::settle());
            QMetaObject::invokeMethod(dialog, "accept");
            QVERIFY(mqlab::test::settle());
            QCOMPARE(chooser->property("selectedFile").toUrl(), QUrl::fromLocalFile(path));
            QMetaObject::invokeMethod(chooser, "accept");
            QVERIFY(mqlab::test::settle());
        };
        chooseAgain();
        QCOMPARE(readAll(path), QByteArray("earlier"));
        QVERIFY(replace->property("visible").toBool());
        QVERIFY(replace->property("text").toString().contains("stage-2.json"));
        QMetaObject::invokeMethod(replace, "reject"); // No: the file stays as it was
        QVERIFY(mqlab::test::settle());
        QCOMPARE(readAll(path), QByteArray("earlier"));
        chooseAgain();
        QMetaObject::invokeMethod(replace, "accept"); // Yes: now it is written
        QVERIFY(mqlab::test::settle());
        QVERIFY(nlohmann::json::parse(readAll(path).toStdString())["report"] ==
                mqlab::reportToJson(wb_->scenario(), mqlab::app::catalog(), wb_->report()));
    }

    // A picture draws every card: past 2,000 nodes (kMaxPictureNodes) it is refused with the
    // line naming the limit, and no file is made; the same design's data export still works.
    void aDesignTooLargeToDrawIsRefused()
    {
        // 667 chains of producer -> cluster -> group: 2,001 nodes, one past the limit.
        mqlab::Scenario big;
        big.name = "Chains";
        for (int i = 0; i < 667; ++i) {
            const std::string n = std::to_string(i);
            mqlab::Producer p;
            p.id = "p" + n;
            p.eventsPerSecond = 10;
            p.position = {0, 200.0 * i};
            mqlab::Cluster c;
            c.id = "c" + n;
            c.position = {300, 200.0 * i};
            mqlab::ConsumerGroup g;
            g.id = "g" + n;
            g.position = {600, 200.0 * i};
            big.producers.push_back(p);
            big.clusters.push_back(c);
            big.groups.push_back(g);
            big.connections.push_back({p.id, c.id});
            big.connections.push_back({c.id, g.id});
        }
        wb_->applyScenario(big);
        QCOMPARE(wb_->nodes()->count(), 2001);
        const mqlab::app::ExportResult r = exportTo("big.png", mqlab::app::ExportKind::Png1);
        QVERIFY(!r.ok);
        QCOMPARE(r.text,
                 QStringLiteral("The export failed: big: a picture shows at most 2,000 nodes of every kind together "
                                "and this design has 2,001; its data export (JSON, --format json) has no such limit"));
        QVERIFY(!QFile::exists(dir_.filePath("big.png")));
        QVERIFY(exportTo("big.json", mqlab::app::ExportKind::Json).ok);
        wb_->openStage(1);
    }

    void cleanupTestCase()
    {
        // A stage as it ships, so closing the window asks nothing.
        wb_->openStage(1);
        restoreMessageHandler();
    }
};

int main(int argc, char** argv)
{
    // A first-time user's home: empty, so there is no Documents folder and no saved settings.
    QTemporaryDir home;
    if (!home.isValid())
        return 1;
    testHome = QDir(home.path()).canonicalPath();
    qputenv("HOME", testHome.toLocal8Bit());
    qunsetenv("XDG_CONFIG_HOME");
    qunsetenv("XDG_DOCUMENTS_DIR");
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("mqlab-export-tests"));
    QCoreApplication::setApplicationName(QStringLiteral("mqlab-export-tests"));
    ExportUiTests tests;
    return QTest::qExec(&tests, argc, argv);
}
#include "export_ui_tests.moc"
