// Opening a large file in the window (issue 11): a design near the documented limits is read and
// checked off the GUI thread, so the window keeps running (a timer keeps firing, the busy card is
// shown) until the design appears; a refusal leaves the design on the canvas and names the field
// and its range; Cancel, clicked, keeps the design. Fails on any QML warning.
#include <QApplication>
#include <QFile>
#include <QFileInfo>
#include <QQuickItem>
#include <QQuickWindow>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>
#include <algorithm>

#include <nlohmann/json.hpp>

#include "quick_tree.h"

#include "gui.h"
#include "mqlab/model/scenario.h"
#include "scenario_loader.h"
#include "workbench.h"

using mqlab::app::Workbench;

namespace {

// `producers` producers writing to one cluster read by `groups` groups: 1 + producers + groups nodes
// and producers + groups connections. Each producer offers 10 events/s, so the load is 10 x producers.
std::string largeDesign(int producers, int groups, double lastRate = 10, bool nearSizeLimit = true)
{
    nlohmann::json d{{"version", 1}, {"name", "Large"}};
    d["clusters"] = nlohmann::json::array({{{"id", "kafka"}, {"name", "Kafka"}, {"x", 0}, {"y", 0}}});
    auto& ps = d["producers"] = nlohmann::json::array();
    auto& gs = d["groups"] = nlohmann::json::array();
    auto& cs = d["connections"] = nlohmann::json::array();
    for (int i = 0; i < producers; ++i) {
        const std::string id = "p" + std::to_string(i);
        ps.push_back({{"id", id},
                      {"name", "Producer " + std::to_string(i)},
                      {"events_per_s", i + 1 == producers ? lastRate : 10},
                      {"event_bytes", 512},
                      {"x", -400},
                      {"y", 120 * i}});
        cs.push_back({{"from", id}, {"to", "kafka"}});
    }
    for (int i = 0; i < groups; ++i) {
        const std::string id = "g" + std::to_string(i);
        gs.push_back({{"id", id}, {"name", "Group " + std::to_string(i)}, {"x", 400}, {"y", 120 * i}});
        cs.push_back({{"from", "kafka"}, {"to", id}});
    }
    if (!nearSizeLimit)
        return d.dump(2) + "\n";
    // Indented as deep as the 16 MiB limit allows (a file's size grows by the same amount with each
    // space of indent), so every such file is near the size limit, whatever its number of nodes.
    const size_t flat = d.dump(0).size(), perSpace = d.dump(1).size() - flat;
    const size_t indent = (16u * 1024 * 1024 - 65536 - flat) / perSpace;
    return d.dump(static_cast<int>(indent)) + "\n";
}

QString writeFile(const QTemporaryDir& dir, const QString& name, const std::string& text)
{
    const QString path = dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(text.data(), qint64(text.size())) != qint64(text.size()))
        return {};
    return path;
}

// Counts a 5 ms timer's turns, and those taken while a file is being opened.
struct Ticks {
    explicit Ticks(Workbench* wb)
    {
        timer.setInterval(5);
        QObject::connect(&timer, &QTimer::timeout, [this, wb] {
            ++all;
            if (wb->document()->opener()->busy())
                ++whileBusy;
        });
        timer.start();
    }
    QTimer timer;
    int all = 0, whileBusy = 0;
};

} // namespace

class OpenUiTests : public mqlab::test::WindowSuite {
    Q_OBJECT

  private:
    QTemporaryDir dir_;

    QQuickItem* item(const char* name) const
    {
        return mqlab::test::findItem(window_->contentItem(), QString::fromLatin1(name));
    }

  private slots:
    void initTestCase() { QVERIFY(openWindow()); }
    void init() { wb_->forgetKeptDesigns(); }
    void cleanup() { failOnQmlWarnings(); }
    void cleanupTestCase() { restoreMessageHandler(); }

    // A file of 16 MiB is read and checked while the window runs, and its design then appears. It has
    // 1,000 nodes, of which the canvas builds the cards in view (big_canvas_ui_tests opens 10,000).
    void aLargeFileOpensWhileTheWindowRuns()
    {
        QCOMPARE(wb_->openStage(1), QString());
        // 1 cluster + 499 producers + 500 groups = 1,000 nodes; 999 connections.
        const QString path = writeFile(dir_, QStringLiteral("large.json"), largeDesign(499, 500));
        QVERIFY(!path.isEmpty());
        QVERIFY(QFileInfo(path).size() > 15 * 1024 * 1024);
        Ticks ticks(wb_);
        QSignalSpy opened(wb_->document(), &mqlab::app::DesignDocument::opened);
        QCOMPARE(wb_->document()->openFileInBackground(wb_->document()->localUrl(path)), QString());
        QVERIFY(wb_->document()->opener()->busy());
        QQuickItem* card = item("openingCard");
        QVERIFY(card);
        QVERIFY(card->isVisible());
        QTRY_COMPARE_WITH_TIMEOUT(opened.count(), 1, 120000);
        QCOMPARE(opened.first().first().toString(), QString());
        // The event loop ran while the file was read and checked: a load on the GUI thread would
        // leave the timer no turn until it was over.
        QVERIFY2(ticks.whileBusy >= 2, qPrintable(QStringLiteral("%1 ticks while opening").arg(ticks.whileBusy)));
        QCOMPARE(wb_->document()->filePath(), path);
        QCOMPARE(wb_->scenario().producers.size(), size_t(499));
        QCOMPARE(wb_->scenario().groups.size(), size_t(500));
        // 499 producers x 10 events/s = 4,990 events/s offered.
        QCOMPARE(wb_->presenter()->load(), 4990.0);
        QTRY_VERIFY(!card->isVisible());
        // On the canvas: the cards in view, not one a node (big_canvas_ui_tests checks which). The
        // column is 120 world units a row; fitted at a zoom of at least 0.3, a canvas under 800 pixels
        // with 160 of margin above and below meets (800 + 320) / 0.3 + 320 (a card's estimated height)
        // = 4,054 world units of it: 34 rows, a producer and a group each, and the cluster: 69 cards.
        QVERIFY(mqlab::test::settle());
        QQuickItem* canvas = item("canvas");
        QVERIFY(canvas);
        QList<QQuickItem*> all;
        mqlab::test::collectItems(canvas, all);
        const auto built = std::count_if(
            all.begin(), all.end(), [](QQuickItem* i) { return i->objectName().startsWith(QLatin1String("node-")); });
        QVERIFY2(built > 0 && built <= 69, qPrintable(QString::number(built)));
    }

    void cancelKeepsTheDesign()
    {
        QCOMPARE(wb_->openStage(2), QString());
        const mqlab::Scenario before = wb_->scenario();
        const QString path = writeFile(dir_, QStringLiteral("cancelled.json"), largeDesign(4999, 5000));
        QSignalSpy opened(wb_->document(), &mqlab::app::DesignDocument::opened);
        QSignalSpy frames(window_, &QQuickWindow::frameSwapped);
        QCOMPARE(wb_->document()->openFileInBackground(wb_->document()->localUrl(path)), QString());
        QQuickItem* cancel = item("openingCancel");
        QVERIFY(cancel);
        // A frame shows the card: its row is laid out for this file's name, so the button is where
        // the click goes.
        QTRY_VERIFY(frames.count() > 0);
        QVERIFY(cancel->isVisible() && wb_->document()->opener()->busy());
        QTest::mouseClick(window_, Qt::LeftButton, Qt::NoModifier,
                          cancel->mapToScene(QPointF(cancel->width() / 2, cancel->height() / 2)).toPoint());
        QTRY_VERIFY(!wb_->document()->opener()->busy());
        QVERIFY(wb_->scenario() == before);
        // The next file opened is the one shown, never the cancelled one arriving late.
        const QString small = writeFile(dir_, QStringLiteral("small.json"), largeDesign(2, 1, 10, false));
        QCOMPARE(wb_->document()->openFileInBackground(wb_->document()->localUrl(small)), QString());
        QTRY_COMPARE_WITH_TIMEOUT(opened.count(), 1, 120000);
        QCOMPARE(wb_->document()->filePath(), small);
        QCOMPARE(wb_->scenario().producers.size(), size_t(2));
        QCOMPARE(opened.count(), 1);
    }

    // Last: the refusal stays on screen in the window's error dialog, which takes the clicks.
    void aRefusedLargeFileKeepsTheDesign()
    {
        QCOMPARE(wb_->openStage(3), QString());
        const mqlab::Scenario before = wb_->scenario();
        // 10,000 nodes in 16 MiB, the limits; the last of 4,999 producers offers -5 events/s, so the
        // reader refuses it after reading all the rest.
        const QString path = writeFile(dir_, QStringLiteral("refused.json"), largeDesign(4999, 5000, -5));
        QVERIFY(QFileInfo(path).size() > 15 * 1024 * 1024);
        Ticks ticks(wb_);
        QSignalSpy opened(wb_->document(), &mqlab::app::DesignDocument::opened);
        QCOMPARE(wb_->document()->openFileInBackground(wb_->document()->localUrl(path)), QString());
        QTRY_COMPARE_WITH_TIMEOUT(opened.count(), 1, 120000);
        QVERIFY2(ticks.whileBusy >= 2, qPrintable(QStringLiteral("%1 ticks while opening").arg(ticks.whileBusy)));
        const QString msg = opened.first().first().toString();
        QVERIFY2(msg.contains(QStringLiteral("refused.json")), qPrintable(msg));
        QVERIFY2(msg.contains(QStringLiteral("events_per_s")), qPrintable(msg));
        QVERIFY2(msg.contains(QStringLiteral("10,000,000")) || msg.contains(QStringLiteral("10000000")),
                 qPrintable(msg));
        QVERIFY(!msg.contains(QLatin1Char('\n')));
        QVERIFY(wb_->scenario() == before);
        QCOMPARE(wb_->stage(), 3);
        QCOMPARE(wb_->document()->filePath(), QString());
        QTRY_VERIFY(!item("openingCard")->isVisible());
    }
};

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("mqlab-open-tests"));
    QCoreApplication::setApplicationName(QStringLiteral("open_ui_tests"));
    mqlab::app::useAppStyle();
    OpenUiTests tests;
    return QTest::qExec(&tests, argc, argv);
}

#include "open_ui_tests.moc"
