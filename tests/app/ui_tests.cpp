// The window, offscreen: tiles equal the engine's report on every stage, drags move one node,
// inspector edits apply or are refused, undo/redo restore exactly, broken files change nothing.
// Also saves a screenshot of every stage, both themes, at 1280x720 and 1920x1080, for review.
#include <QApplication>
#include <QDir>
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include "quick_tree.h"

#include "gui.h"
#include "mqlab/report/format.h"
#include "resources.h"
#include "nodemodel.h"
#include "workbench.h"

using mqlab::app::Workbench;

class UiTests : public mqlab::test::WindowSuite {
    Q_OBJECT

  private:

    static QQuickItem* find(QQuickItem* root, const QString& name) { return mqlab::test::findItem(root, name); }
    static void collect(QQuickItem* root, QList<QQuickItem*>& out) { mqlab::test::collectItems(root, out); }
    QQuickItem* item(const char* name) const { return find(window_->contentItem(), QString::fromLatin1(name)); }
    QList<QQuickItem*> allItems() const
    {
        QList<QQuickItem*> out;
        collect(window_->contentItem(), out);
        return out;
    }
    QString tile(const char* name) const
    {
        QQuickItem* t = item(name);
        return t ? t->property("figure").toString() : QStringLiteral("<missing %1>").arg(name);
    }
    void settle() { QVERIFY(mqlab::test::settle(window_)); }
    void shoot(const QString& name) { QVERIFY(mqlab::test::saveScreenshot(window_, name)); }

  private slots:
    void initTestCase() { QVERIFY(openWindow(QSize(1280, 720))); }

    // Each case starts from the designs as they ship, and ends with nothing said by the QML engine.
    void init() { wb_->forgetKeptDesigns(); }
    void cleanup() { failOnQmlWarnings(); }
    void cleanupTestCase() { restoreMessageHandler(); }

    // The menu bar and the toolbar arrive after the first frame in the strips kept for them: nothing
    // below them moves, and nothing in them is cut off.
    void menuBarArrivesInItsPlace()
    {
        QQuickItem* menuArea = item("menuArea");
        QVERIFY(menuArea);
        auto* bar = qvariant_cast<QQuickItem*>(menuArea->property("item"));
        QVERIFY2(bar, "the menu bar was not built");
        QCOMPARE(bar->property("implicitHeight").toDouble(), window_->property("menuBarReserve").toDouble());
        QCOMPARE(menuArea->height(), window_->property("menuBarReserve").toDouble());
        QVERIFY(bar->property("count").toInt() >= 5); // File, Edit, View, Stage, Rehearse, Help

        QQuickItem* headerArea = item("headerArea");
        QVERIFY(headerArea);
        auto* header = qvariant_cast<QQuickItem*>(headerArea->property("item"));
        QVERIFY2(header, "the toolbar was not built");
        QVERIFY2(header->implicitHeight() <= window_->property("headerReserve").toDouble(),
                 qPrintable(QStringLiteral("toolbar %1 px, strip %2 px")
                                .arg(header->implicitHeight())
                                .arg(window_->property("headerReserve").toDouble())));
        QCOMPARE(headerArea->height(), window_->property("headerReserve").toDouble());
        QVERIFY(item("stagePicker"));
        QVERIFY(item("lessonToggle"));
    }

    // Cards out of view learn their new figures when they come into view, not on every step.
    void nodeModelDefersCardsOutOfView()
    {
        mqlab::app::NodeModel model;
        auto row = [](const char* id, double x, const char* headline) {
            mqlab::app::NodeModel::Row r;
            r.id = QString::fromLatin1(id);
            r.x = x;
            r.headline = QString::fromLatin1(headline);
            return r;
        };
        model.update({row("near", 0, "a"), row("far", 5000, "a")});
        // The view shows x 0..1,000; "far" sits at 5,000, past the view and its one-card margin.
        model.setViewport(0, 0, 1000, 600);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        model.update({row("near", 0, "b"), row("far", 5000, "b")});
        QCOMPARE(changed.count(), 1);
        QCOMPARE(changed.at(0).at(0).toModelIndex().row(), 0);
        // The data itself is current for both; only the announcement waits.
        QCOMPARE(model.data(model.index(1), mqlab::app::NodeModel::HeadlineRole).toString(), QStringLiteral("b"));
        changed.clear();
        model.setViewport(4500, 0, 1000, 600);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(changed.at(0).at(0).toModelIndex().row(), 1);
        QVERIFY(changed.at(0).at(2).value<QList<int>>().contains(mqlab::app::NodeModel::HeadlineRole));
        // Nothing is left to announce: a second look says nothing.
        changed.clear();
        model.setViewport(4500, 0, 1000, 600);
        QCOMPARE(changed.count(), 0);
    }

    void tilesMatchTheEngineOnEveryStage()
    {
        for (int n : mqlab::app::stageNumbers()) {
            QCOMPARE(wb_->openStage(n), QString());
            settle();
            const mqlab::Report& r = wb_->report();
            QCOMPARE(tile("loadTile"), QString::fromStdString(mqlab::loadTileText(r.offeredEventsPerSecond)));
            QCOMPARE(tile("latencyTile"), QString::fromStdString(mqlab::latencyTileText(r.latency)));
            QCOMPARE(tile("costTile"), QString::fromStdString(mqlab::costTileText(r.total)));
            QCOMPARE(tile("firstTile"), QString::fromStdString(mqlab::firstToSaturateText(wb_->scenario(), r)));
        }
        // Seed 000's tiles, for two stages, as a person reads them.
        wb_->openStage(1);
        settle();
        QCOMPARE(tile("costTile"), QStringLiteral("$5,782/mo")); // $440.64 + $4,915.20 + $426.56
        QCOMPARE(tile("firstTile"), QStringLiteral("Kafka cluster"));
        wb_->openStage(3);
        settle();
        QCOMPARE(tile("latencyTile"), QStringLiteral("\u2265 10ms")); // the network at 113.8% floors it
    }

    void draggingANodeMovesOnlyIt()
    {
        wb_->openStage(2);
        window_->resize(1280, 720);
        settle();
        QQuickItem* card = item("node-kafka");
        QVERIFY(card);
        const mqlab::Scenario before = wb_->scenario();
        const QPointF start = card->mapToScene(QPointF(card->width() / 2, 12));
        const double zoom = card->parentItem()->scale();
        QTest::mousePress(window_, Qt::LeftButton, {}, start.toPoint());
        for (int i = 1; i <= 10; ++i) {
            // A move with the left button held, as a real drag sends (QTest::mouseMove holds none).
            const QPointF at = start + QPointF(6 * i, 4 * i);
            QMouseEvent move(QEvent::MouseMove, at, window_->mapToGlobal(at), Qt::NoButton, Qt::LeftButton, {});
            QCoreApplication::sendEvent(window_, &move);
            settle(); // each move drawn before the next, as a hand moves
        }
        QTest::mouseRelease(window_, Qt::LeftButton, {}, (start + QPointF(60, 40)).toPoint());
        settle();
        const mqlab::Scenario& after = wb_->scenario();
        // Moved by (60, 40) screen pixels, divided by the zoom; the drag threshold is not lost.
        QVERIFY(std::fabs(after.clusters[0].position.x - (before.clusters[0].position.x + 60 / zoom)) < 1.5);
        QVERIFY(std::fabs(after.clusters[0].position.y - (before.clusters[0].position.y + 40 / zoom)) < 1.5);
        QCOMPARE(after.producers[0].position, before.producers[0].position);
        QCOMPARE(after.groups[0].position, before.groups[0].position);
        QCOMPARE(after.connections, before.connections);
        // The connections follow: the model's ends are the node's new position.
        auto* conns = wb_->connections();
        QCOMPARE(conns->data(conns->index(0), mqlab::app::ConnectionModel::ToXRole).toDouble(),
                 after.clusters[0].position.x);
        QCOMPARE(conns->data(conns->index(1), mqlab::app::ConnectionModel::FromYRole).toDouble(),
                 after.clusters[0].position.y);
        // One undo step restores the exact positions; redo re-applies them.
        wb_->history()->undo();
        QCOMPARE(wb_->scenario(), before);
        wb_->history()->redo();
        QCOMPARE(wb_->scenario().clusters[0].position, after.clusters[0].position);
    }

    // Dragging from a port: a producer onto a group is refused and the window says why; onto a
    // cluster it connects. The curve being dragged is drawn at the canvas's zoom, like the others.
    void dragFromAPortConnectsOrSaysWhyNot()
    {
        wb_->openStage(3);
        window_->resize(1280, 720);
        settle();
        auto dragFromPort = [&](const char* portName, const char* targetName) {
            QQuickItem* port = item(portName);
            QQuickItem* target = item(targetName);
            QVERIFY(port && target);
            const QPointF from = port->mapToScene(QPointF(port->width() / 2, port->height() / 2));
            const QPointF to = target->mapToScene(QPointF(target->width() / 2, target->height() / 2));
            QTest::mousePress(window_, Qt::LeftButton, {}, from.toPoint());
            for (int i = 1; i <= 12; ++i) {
                const QPointF at = from + (to - from) * (i / 12.0);
                QMouseEvent move(QEvent::MouseMove, at, window_->mapToGlobal(at), Qt::NoButton, Qt::LeftButton, {});
                QCoreApplication::sendEvent(window_, &move);
                settle();
            }
            QTest::mouseRelease(window_, Qt::LeftButton, {}, to.toPoint());
            settle();
        };
        const auto connections = wb_->scenario().connections;
        dragFromPort("port-orders", "node-fulfilment");
        QCOMPARE(wb_->scenario().connections, connections); // refused: nothing changed
        QQuickItem* toast = item("toastText");
        QVERIFY(toast);
        QVERIFY2(toast->property("text").toString().startsWith(QStringLiteral("Not connected")),
                 qPrintable(toast->property("text").toString()));
        wb_->removeConnection(QStringLiteral("orders"), QStringLiteral("kafka"));
        QCOMPARE(wb_->scenario().connections.size(), connections.size() - 1);
        dragFromPort("port-orders", "node-kafka");
        QCOMPARE(wb_->scenario().connections.size(), connections.size());
    }

    // The right-click menus are built on first use: a right-click on an empty canvas opens the
    // add menu, and its first entry adds a producer where the click was.
    void rightClickAddsANode()
    {
        wb_->newSandbox();
        settle();
        QQuickItem* canvas = item("canvas");
        QVERIFY(canvas);
        QCOMPARE(wb_->nodes()->count(), 0);
        const QPoint at = canvas->mapToScene(QPointF(canvas->width() / 2, canvas->height() / 2)).toPoint();
        QTest::mouseClick(window_, Qt::RightButton, {}, at);
        settle();
        QObject* popup = window_->findChild<QObject*>(QStringLiteral("addNodeMenu"));
        QVERIFY(popup);
        QTRY_VERIFY(popup->property("opened").toBool());
        QQuickItem* first = nullptr;
        QMetaObject::invokeMethod(popup, "itemAt", Q_RETURN_ARG(QQuickItem*, first), Q_ARG(int, 0));
        QVERIFY(first);
        QCOMPARE(first->property("text").toString(), QStringLiteral("Add a producer"));
        QTest::mouseClick(window_, Qt::LeftButton, {}, first->mapToScene(QPointF(first->width() / 2, first->height() / 2)).toPoint());
        settle();
        QCOMPARE(wb_->nodes()->count(), 1);
        QCOMPARE(wb_->scenario().producers.size(), size_t(1));
    }

    // Resting the pointer on a card's limit shows its formula with the numbers in it; moving off
    // hides it. The cards draw without Qt Quick Controls, so the window's one tooltip serves them.
    void limitShowsItsFormulaOnHover()
    {
        wb_->openStage(3);
        window_->resize(1280, 720);
        settle();
        QQuickItem* bar = item("limit-kafka-network");
        QVERIFY(bar);
        auto* tip = window_->findChild<QObject*>(QStringLiteral("tipLayer"));
        QVERIFY(tip);
        QVERIFY(!tip->property("visible").toBool());
        QTest::mouseMove(window_, bar->mapToScene(QPointF(bar->width() / 2, bar->height() / 2)).toPoint());
        QTRY_VERIFY(tip->property("visible").toBool());
        // Stage 3: 51.2 MB/s in, leaving 8 times (6 groups + RF 3 - 1) over 3 brokers, against a
        // kafka.m7g.large's 119.94 MB/s of network.
        const QString text = tip->property("text").toString();
        QCOMPARE(text, wb_->limitFormula(QStringLiteral("kafka"), QStringLiteral("network")));
        QVERIFY2(text.contains(QStringLiteral("51.2")) && text.contains(QStringLiteral("119.94")), qPrintable(text));
        settle();
        shoot(QStringLiteral("tooltip-limit-1280x720"));
        // While the pointer rests there the formula follows each recompute: at 12,000 events/s of
        // 2,048 bytes (51.2 MB/s / 25,000), 12,000 x 2,048 = 24.6 MB/s in.
        QVERIFY(wb_->setLoad(12000).isEmpty());
        settle();
        QVERIFY2(tip->property("text").toString().startsWith(QStringLiteral("24.6 MB/s")),
                 qPrintable(tip->property("text").toString()));
        QTest::mouseMove(window_, QPoint(window_->width() / 2, 4));
        QTRY_VERIFY(!tip->property("visible").toBool());
    }

    // Zoomed below readable size (a 200-node design fitted to the window), a card shows its name,
    // bars and colours; its words hide and hold their text, so a step lays out no unreadable text
    // and the card keeps its height. Zoomed back in, the words show the latest figures at once.
    void cardsBelowReadableSizeShowBarsOnly()
    {
        wb_->openStage(3);
        window_->resize(1280, 720);
        settle();
        QQuickItem* canvas = item("canvas");
        QQuickItem* card = item("node-kafka");
        QQuickItem* percent = item("percent-kafka");
        QQuickItem* headline = item("headline-kafka");
        QVERIFY(canvas && card && percent && headline);
        QVERIFY(!card->property("glance").toBool());
        canvas->setProperty("zoom", 0.3); // 11 px type x 0.3 = 3.3 px on screen, under Theme.glancePx (6)
        settle();
        QVERIFY(card->property("glance").toBool());
        QCOMPARE(headline->opacity(), 0.0);
        const QString held = percent->property("text").toString();
        const double height = card->height();
        // Stage 3 at 12,000 events/s: the network falls from 113.8% to 113.8 x 12/25 = 54.6%.
        QVERIFY(wb_->setLoad(12000).isEmpty());
        settle();
        QCOMPARE(percent->property("text").toString(), held);
        QCOMPARE(card->height(), height);
        QVERIFY(card->property("percentText").toString() != held);
        canvas->setProperty("zoom", 1.0);
        settle();
        QVERIFY(!card->property("glance").toBool());
        QCOMPARE(headline->opacity(), 1.0);
        QCOMPARE(percent->property("text").toString(), card->property("percentText").toString());
        QCOMPARE(headline->property("text").toString(), card->property("headline").toString());
    }

    // The canvas clips what it draws: panned so that cards and connections sit above its top edge,
    // nothing of them shows over the toolbar or the tiles.
    void theCanvasClipsItsDrawing()
    {
        wb_->openStage(3);
        window_->resize(1280, 720);
        settle();
        QQuickItem* canvas = item("canvas");
        QVERIFY(canvas);
        const QRectF onScreen = canvas->mapRectToScene(QRectF(0, 0, canvas->width(), canvas->height()));
        const QRect above(0, 0, window_->width(), qFloor(onScreen.top()));
        const QImage before = window_->grabWindow().copy(above);
        // A wheel without Ctrl pans: a quarter of the angle, so -2400 moves the design 600 px up.
        const QPointF at = onScreen.center();
        QWheelEvent wheel(at, window_->mapToGlobal(at), QPoint(), QPoint(0, -2400), Qt::NoButton, Qt::NoModifier,
                          Qt::NoScrollPhase, false);
        QCoreApplication::sendEvent(window_, &wheel);
        settle();
        QQuickItem* cluster = item("node-kafka");
        QVERIFY(cluster->mapToScene(QPointF(0, 0)).y() < onScreen.top()); // the cluster is now above the edge
        // The cold-start failure (issue 10): after earlier cases leave the canvas at zoom 1 with the
        // design past the right edge, curves wholly outside the canvas were drawn over the tiles
        // (Qt 6.4's software Shape renderer reads an empty clip region as none). They are culled now.
        QCOMPARE(window_->grabWindow().copy(above), before);
        // The cluster's incoming curve went up with it, past the edge: it is one of those not drawn.
        const QList<QQuickItem*> curves = mqlab::test::itemsNamed(window_->contentItem(), QStringLiteral("connection"));
        QVERIFY(!curves.isEmpty());
        int hidden = 0;
        for (QQuickItem* i : curves)
            hidden += i->isVisible() ? 0 : 1;
        QVERIFY(hidden > 0);
    }

    void inspectorEditsApplyOrAreRefused()
    {
        wb_->openStage(3);
        settle();
        QCOMPARE(tile("firstTile"), QStringLiteral("Kafka cluster"));
        // Six brokers: 51.2 x 8 / 6 = 68.3 MB/s a broker, 56.9% of 119.94: nothing saturates, and
        // the EBS link (51.2 x 3 / 6 = 25.6 of 78.75, 32.5%) is no longer the busiest.
        QCOMPARE(wb_->setField("kafka", "brokers", 6), QString());
        settle();
        QCOMPARE(tile("firstTile"), QStringLiteral("Nothing at this load"));
        QCOMPARE(tile("latencyTile"), QStringLiteral("10ms"));
        const mqlab::Scenario good = wb_->scenario();
        // Four brokers over three zones is refused with the engine's words, and nothing changes.
        const QString err = wb_->setField("kafka", "brokers", 4);
        QVERIFY2(err.contains("multiple of zones"), qPrintable(err));
        QCOMPARE(wb_->scenario(), good);
        QVERIFY(wb_->setField("kafka", "partitions", -3).contains("1 to 100,000"));
        QVERIFY(!wb_->setField("orders", "events_per_s", std::nan("")).isEmpty());
        QCOMPARE(wb_->scenario(), good);
        // Undo the edit: back to Stage 3 exactly.
        wb_->history()->undo();
        settle();
        QCOMPARE(wb_->scenario(), mqlab::app::loadStage(3).scenario);
        QCOMPARE(tile("firstTile"), QStringLiteral("Kafka cluster"));
        wb_->history()->redo();
        QCOMPARE(wb_->scenario(), good);
    }

    void inspectorFieldThroughTheUi()
    {
        wb_->openStage(2);
        wb_->selection()->select("kafka", false);
        settle();
        // Find the brokers field's editor and type into it as a user would.
        QQuickItem* editor = nullptr;
        QQuickItem* brokers = nullptr;
        for (QQuickItem* f : allItems())
            if (f->property("key").toString() == "brokers" && f->property("nodeId").toString() == "kafka") // an inspector row
                brokers = f;
        QVERIFY(brokers);
        editor = find(brokers, "numberEditor");
        QVERIFY(editor);
        editor->setProperty("text", "5");
        QMetaObject::invokeMethod(editor, "editingFinished");
        settle();
        QCOMPARE(wb_->scenario().clusters[0].brokers, 3); // refused: 5 is not a multiple of 3 zones
        QVERIFY2(brokers->property("error").toString().contains("multiple of zones"),
                 qPrintable(brokers->property("error").toString()));
        // A good value through the same field applies at once: 6 brokers.
        editor->setProperty("text", "6");
        QMetaObject::invokeMethod(editor, "editingFinished");
        settle();
        QCOMPARE(wb_->scenario().clusters[0].brokers, 6);
    }

    void openingABrokenFileChangesNothing()
    {
        wb_->openStage(4);
        const mqlab::Scenario before = wb_->scenario();
        QTemporaryDir dir;
        QFile f(dir.filePath("broken.json"));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{ \"version\": 1, \"clusters\": [ { \"id\": \"k\", \"brokers\": \"many\" } ] }");
        f.close();
        const QString err = wb_->document()->openFile(QUrl::fromLocalFile(f.fileName()));
        QVERIFY2(err.contains("clusters[0].brokers"), qPrintable(err));
        QCOMPARE(wb_->scenario(), before);
        QCOMPARE(wb_->stage(), 4);
    }

    void saveAndReopenRoundTrips()
    {
        wb_->openStage(6);
        wb_->setField("fraud", "tasks", 24);
        QTemporaryDir dir;
        const QUrl url = QUrl::fromLocalFile(dir.filePath("mine.json"));
        QCOMPARE(wb_->document()->saveFile(url), QString());
        QVERIFY(!wb_->document()->dirty());
        const mqlab::Scenario saved = wb_->scenario();
        wb_->openStage(1);
        QCOMPARE(wb_->document()->openFile(url), QString());
        QCOMPARE(wb_->scenario(), saved);
    }

    void screenshots()
    {
        for (const auto theme : {mqlab::app::ThemeModes::Light, mqlab::app::ThemeModes::Dark}) {
            QVERIFY(setTheme(theme));
            const char* themeName = theme == mqlab::app::ThemeModes::Dark ? "dark" : "light";
            for (QSize size : {QSize(1280, 720), QSize(1920, 1080)}) {
                window_->resize(size);
                for (int n : mqlab::app::stageNumbers()) {
                    QMetaObject::invokeMethod(window_, "openStage", Q_ARG(QVariant, n));
                    shoot(QStringLiteral("stage-%1-%2x%3-%4").arg(n).arg(size.width()).arg(size.height()).arg(themeName));
                }
                QMetaObject::invokeMethod(window_, "openStage", Q_ARG(QVariant, 0));
                shoot(QStringLiteral("sandbox-%1x%2-%3").arg(size.width()).arg(size.height()).arg(themeName));
            }
        }
        QVERIFY(setTheme(mqlab::app::ThemeModes::System));

        // The inspector with a node selected and a refused value beside its field, and the bill.
        window_->resize(1280, 720);
        QMetaObject::invokeMethod(window_, "openStage", Q_ARG(QVariant, 2));
        wb_->selection()->select("kafka", false);
        settle();
        for (QQuickItem* f : allItems())
            if (f->property("key").toString() == "brokers" && f->property("nodeId").toString() == "kafka") // an inspector row
                if (QQuickItem* editor = find(f, "numberEditor")) {
                    editor->setProperty("text", "4");
                    QMetaObject::invokeMethod(editor, "editingFinished");
                }
        shoot(QStringLiteral("inspector-refused-1280x720"));
        QQuickItem* cost = item("costTile");
        QVERIFY(cost);
        QMetaObject::invokeMethod(cost, "clicked");
        shoot(QStringLiteral("bill-1280x720"));
    }

    // After the cases above (stage changes, resizes, themes), the load buttons still lie in their
    // row, right of the Wall button: they were once left at x 0 over the "Load" label.
    void loadButtonsStayInTheirRow()
    {
        for (int n : mqlab::app::stageNumbers()) {
            wb_->openStage(n);
            settle();
            const int count = wb_->presenter()->loadButtons()->rowCount();
            QVERIFY(count >= 2);
            QTRY_COMPARE(mqlab::test::loadButtonOutOfOrder(window_->contentItem(), count), QString());
        }
    }
};

int main(int argc, char** argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    qputenv("QT_QUICK_BACKEND", "software");
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("mqlab-tests"));
    QCoreApplication::setApplicationName(QStringLiteral("mqlab-tests"));
    mqlab::app::useAppStyle(); // as the app runs
    UiTests tests;
    return QTest::qExec(&tests, argc, argv);
}

#include "ui_tests.moc"
