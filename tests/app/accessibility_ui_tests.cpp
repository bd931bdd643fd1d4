// What a screen reader finds in the window: the accessibility tree (QAccessible, as an assistive
// technology reads it through AT-SPI) holds each card, each limit bar and each tile with a role and a
// name that say what a sighted user reads there, status in words, never by colour alone.
#include <QAccessible>
#include <QAccessibleInterface>
#include <QApplication>
#include <QFont>
#include <QSignalSpy>
#include <QTest>

#include "quick_tree.h"

#include "gui.h"
#include "limit_chart.h"
#include "report_presenter.h"
#include "simulation_run.h"
#include "workbench.h"

#include <functional>

namespace {

struct Seen {
    QAccessible::Role role;
    QString name;
};

// Every interface under `iface`, depth first (the window's tree skips items with no Accessible role).
void walk(QAccessibleInterface* iface, QList<Seen>& out, int depth = 0)
{
    if (!iface || depth > 64)
        return;
    out << Seen{iface->role(), iface->text(QAccessible::Name)};
    for (int i = 0; i < iface->childCount(); ++i)
        walk(iface->child(i), out, depth + 1);
}

} // namespace

class AccessibilityUiTests : public mqlab::test::WindowSuite {
    Q_OBJECT

    QList<Seen> tree() const
    {
        QList<Seen> out;
        walk(QAccessible::queryAccessibleInterface(window_), out);
        return out;
    }
    static const Seen* named(const QList<Seen>& all, const QString& name)
    {
        for (const Seen& s : all)
            if (s.name == name)
                return &s;
        return nullptr;
    }
    static const Seen* startingWith(const QList<Seen>& all, const QString& start)
    {
        for (const Seen& s : all)
            if (s.name.startsWith(start))
                return &s;
        return nullptr;
    }
    static QString names(const QList<Seen>& all)
    {
        QStringList n;
        for (const Seen& s : all)
            if (!s.name.isEmpty())
                n << s.name;
        return n.join(QStringLiteral("\n"));
    }
    void openStage(int n)
    {
        QMetaObject::invokeMethod(window_, "openStage", Q_ARG(QVariant, n));
        QTRY_COMPARE(wb_->stage(), n);
        QVERIFY(mqlab::test::settle());
    }
    // The chart a screen reader finds under the name `name`; nullptr when none is shown.
    QAccessibleInterface* chartNamed(const QString& name)
    {
        QAccessibleInterface* found = nullptr;
        std::function<void(QAccessibleInterface*, int)> look = [&](QAccessibleInterface* i, int depth) {
            if (!i || depth > 64 || found)
                return;
            if (i->role() == QAccessible::Chart && i->text(QAccessible::Name) == name)
                found = i;
            for (int c = 0; c < i->childCount(); ++c)
                look(i->child(c), depth + 1);
        };
        look(QAccessible::queryAccessibleInterface(window_), 0);
        return found;
    }

  private slots:
    void initTestCase()
    {
        QVERIFY(openWindow(QSize(1280, 800)));
        QAccessible::setActive(true); // as when a screen reader connects
        failOnQmlWarnings(" while loading");
    }
    void cleanup() { failOnQmlWarnings(); }
    void cleanupTestCase() { restoreMessageHandler(); }

    // Stage 3 at 25,000 events/s of 2,048 B: 51.2 MB/s in, and every byte leaves a leader 8 times (six
    // groups + RF 3 - 1), so 51.2 x 8 / 3 brokers = 136.53 MB/s a broker against m7g.large's 119.94:
    // 113.8%, past 100, saturated. Each group carries the 21,962 events/s the cluster lets through,
    // against 12 tasks x 10 threads / 2 ms = 60,000: 36.6%, under the 80% sizing line.
    void cardsAndBarsSayWhatTheyShow()
    {
        openStage(3);
        QTRY_VERIFY(named(tree(), QStringLiteral("Kafka cluster, network 113.8 percent, saturated")));
        const QList<Seen> all = tree();
        const Seen* cluster = named(all, QStringLiteral("Kafka cluster, network 113.8 percent, saturated"));
        QVERIFY2(cluster, qPrintable(names(all)));
        QCOMPARE(cluster->role, QAccessible::Button); // a card is picked (selected) like a button
        const Seen* bar = named(all, QStringLiteral("network 113.8 percent, saturated"));
        QVERIFY2(bar, qPrintable(names(all)));
        QCOMPARE(bar->role, QAccessible::StaticText);
        QVERIFY2(named(all, QStringLiteral("Fulfilment, processing 36.6 percent, within its limits")),
                 qPrintable(names(all)));
        // Storage: 24 h x RF 3 x 4,119.873 GiB = 12,360 GiB of 49,152: 25.1%.
        QVERIFY2(named(all, QStringLiteral("storage 25.1 percent, within its limits")), qPrintable(names(all)));
    }

    // The tiles: their caption, figure and state in words. Stage 3's cost tile opens the bill (a
    // button); its first to saturate is the cluster, past a limit.
    void tilesSayTheirFigureAndState()
    {
        openStage(3);
        const QList<Seen> all = tree();
        const Seen* first = startingWith(all, QStringLiteral("First to saturate: Kafka cluster, past a limit"));
        QVERIFY2(first, qPrintable(names(all)));
        QCOMPARE(first->role, QAccessible::StaticText);
        // $5,605.78 a month (the report's bill, rounded to the dollar on the tile).
        const Seen* cost = startingWith(all, QStringLiteral("Cost: $5,606/mo"));
        QVERIFY2(cost, qPrintable(names(all)));
        QCOMPARE(cost->role, QAccessible::Button);
        // Stage 1 at 25,000 events/s is past its storage wall (a week at RF 3 is 86,517 GiB of 49,152),
        // but storage is off the produce path: the latency tile reads 10 ms and is not past a limit.
        openStage(1);
        const QList<Seen> one = tree();
        const Seen* latency = startingWith(one, QStringLiteral("Latency: 10ms"));
        QVERIFY2(latency, qPrintable(names(one)));
        QVERIFY2(!latency->name.contains(QStringLiteral("past a limit")), qPrintable(latency->name));
    }

    // A slider step changes the words with the figures: at 20,000 events/s Stage 3's network carries
    // 20,000 x 2,048 B = 40.96 MB/s x 8 / 3 = 109.23 MB/s of 119.94: 91.1%, red (from 90%), not saturated.
    void theWordsFollowAnEdit()
    {
        openStage(3);
        wb_->setLoad(20000);
        QVERIFY(mqlab::test::settle());
        QTRY_VERIFY2(named(tree(), QStringLiteral("Kafka cluster, network 91.1 percent, near its limit")),
                     qPrintable(names(tree())));
    }

    // Keys alone on Stage 3's canvas: Tab picks a card, Enter opens it in the inspector, Shift+F10
    // opens its menu, the arrows and Return duplicate it, Ctrl+Z takes the copy back.
    void aCardsMenuIsReachedByKeys()
    {
        openStage(3);
        QVERIFY(activate());
        QQuickItem* canvas = mqlab::test::findItem(window_->contentItem(), QStringLiteral("canvas"));
        QVERIFY(canvas);
        canvas->forceActiveFocus();               // where a click on the canvas or the window's Tab order leaves it
        const int before = wb_->nodes()->count(); // Stage 3: a producer, the cluster and six groups
        QCOMPARE(before, 8);
        QTest::keyClick(window_, Qt::Key_Tab);
        QTRY_VERIFY(!wb_->selection()->selectedId().isEmpty());
        const QString picked = wb_->selection()->selectedId();
        QTest::keyClick(window_, Qt::Key_Return);
        QTRY_VERIFY(window_->property("inspectorShown").toBool());
        QVERIFY(!canvas->hasActiveFocus()); // the inspector's fields have it
        canvas->forceActiveFocus();
        QTest::keyClick(window_, Qt::Key_F10, Qt::ShiftModifier);
        QQuickItem* duplicate = nullptr;
        QTRY_VERIFY((duplicate = mqlab::test::findItem(window_->contentItem(), QStringLiteral("nodeMenuDuplicate"))) &&
                    duplicate->isVisible());
        QTest::keyClick(window_, Qt::Key_Down); // Inspect
        QTest::keyClick(window_, Qt::Key_Down); // Duplicate
        QTest::keyClick(window_, Qt::Key_Return);
        QTRY_COMPARE(wb_->nodes()->count(), before + 1);
        QTest::keyClick(window_, Qt::Key_Z, Qt::ControlModifier);
        QTRY_COMPARE(wb_->nodes()->count(), before);
        QVERIFY(wb_->nodes()->indexOf(picked) >= 0);
    }

    // A whole Stage 3 edit with the keyboard alone: Alt+E and G add a consumer group; Tab walks to
    // the Kafka cluster; C starts a connection from it, the arrows pick the new group and Enter
    // connects; Enter opens the cluster in the inspector, Tab reaches its brokers field, 6 and Enter
    // change it; Tab goes on round the panels back to the canvas, where Ctrl+Z undoes the three edits
    // one by one. Stage 3: 8 nodes (a producer, the cluster, six groups), 7 connections, 3 brokers.
    void aWholeStageThreeEditByKeys()
    {
        openStage(3);
        QQuickItem* canvas = mqlab::test::findItem(window_->contentItem(), QStringLiteral("canvas"));
        QVERIFY(canvas);
        canvas->forceActiveFocus();
        QCOMPARE(wb_->nodes()->count(), 8);
        QCOMPARE(wb_->scenario().connections.size(), size_t{7});
        QCOMPARE(wb_->scenario().clusters[0].brokers, 3);

        // Add a group from the Edit menu: the new card is selected.
        QTest::keyClick(window_, Qt::Key_E, Qt::AltModifier);
        QTest::keyClick(window_, Qt::Key_G);
        QTRY_COMPARE(wb_->nodes()->count(), 9);
        const QString group = wb_->selection()->selectedId();
        QCOMPARE(wb_->scenario().groups.back().id, group.toStdString());
        QTRY_VERIFY(canvas->hasActiveFocus());

        // Tab from the start of the design to the cluster (the second card).
        wb_->selection()->clearSelection();
        QTest::keyClick(window_, Qt::Key_Tab);
        QTest::keyClick(window_, Qt::Key_Tab);
        QCOMPARE(wb_->selection()->selectedId(), QStringLiteral("kafka"));

        // C, then Right until the new group is the target (at most once round the targets), Enter.
        QObject* keyConnect = window_->findChild<QObject*>(QStringLiteral("keyConnect"));
        QVERIFY(keyConnect);
        QTest::keyClick(window_, Qt::Key_C);
        QTRY_VERIFY(keyConnect->property("active").toBool());
        QVERIFY(mqlab::test::findItem(window_->contentItem(), QStringLiteral("keyConnectPrompt"))->isVisible());
        QVERIFY(keyConnect->property("prompt").toString().startsWith(QStringLiteral("Connect Kafka cluster to ")));
        for (int i = 0; i < 10 && keyConnect->property("targetId").toString() != group; ++i)
            QTest::keyClick(window_, Qt::Key_Right);
        QCOMPARE(keyConnect->property("targetId").toString(), group);
        QTest::keyClick(window_, Qt::Key_Return);
        QTRY_COMPARE(wb_->scenario().connections.size(), size_t{8});
        QCOMPARE(wb_->scenario().connections.back().to, group.toStdString());
        QVERIFY(!keyConnect->property("active").toBool());

        // Enter: the cluster's fields; Tab to its brokers.
        QTest::keyClick(window_, Qt::Key_Return);
        QTRY_VERIFY(window_->property("inspectorShown").toBool());
        const auto focusedField = [&]() -> QString {
            QQuickItem* f = window_->activeFocusItem();
            for (QQuickItem* i = f; i; i = i->parentItem())
                if (i->property("key").isValid() && i->property("nodeId").isValid())
                    return i->property("key").toString();
            return {};
        };
        for (int i = 0; i < 40 && focusedField() != QStringLiteral("brokers"); ++i)
            QTest::keyClick(window_, Qt::Key_Tab);
        QCOMPARE(focusedField(), QStringLiteral("brokers"));
        QTest::keyClick(window_, Qt::Key_A, Qt::ControlModifier);
        QTest::keyClick(window_, Qt::Key_6);
        QTest::keyClick(window_, Qt::Key_Return);
        QTRY_COMPARE(wb_->scenario().clusters[0].brokers, 6);

        // Tab on, round the panels (the top bar, the lesson's tabs and buttons), back to the canvas.
        QStringList order;
        for (int i = 0; i < 120 && !canvas->hasActiveFocus(); ++i) {
            QTest::keyClick(window_, Qt::Key_Tab);
            if (QQuickItem* f = window_->activeFocusItem(); f && !f->objectName().isEmpty())
                order << f->objectName();
        }
        QVERIFY(canvas->hasActiveFocus());
        // The top bar comes before the lesson panel, and the lesson panel before the canvas.
        QVERIFY2(order.indexOf(QStringLiteral("loadSlider")) >= 0 &&
                     order.indexOf(QStringLiteral("loadSlider")) < order.indexOf(QStringLiteral("stepNext")),
                 qPrintable(order.join(QStringLiteral(", "))));
        QTest::keyClick(window_, Qt::Key_Z, Qt::ControlModifier);
        QTRY_COMPARE(wb_->scenario().clusters[0].brokers, 3);
        QTest::keyClick(window_, Qt::Key_Z, Qt::ControlModifier);
        QTRY_COMPARE(wb_->scenario().connections.size(), size_t{7});
        QTest::keyClick(window_, Qt::Key_Z, Qt::ControlModifier);
        QTRY_COMPARE(wb_->nodes()->count(), 8);
    }

    // Escape leaves a keyboard connection without a change; a card that cannot send anywhere says so.
    void aKeyConnectionIsCancelledOrRefused()
    {
        openStage(3);
        QQuickItem* canvas = mqlab::test::findItem(window_->contentItem(), QStringLiteral("canvas"));
        canvas->forceActiveFocus();
        QObject* keyConnect = window_->findChild<QObject*>(QStringLiteral("keyConnect"));
        // The cluster already feeds every group; with one link removed it has one card to connect to.
        const QString first = QString::fromStdString(wb_->scenario().groups[0].id);
        wb_->removeConnection(QStringLiteral("kafka"), first);
        QCOMPARE(wb_->scenario().connections.size(), size_t{6});
        wb_->selection()->select(QStringLiteral("kafka"), false);
        QTest::keyClick(window_, Qt::Key_C);
        QTRY_VERIFY(keyConnect->property("active").toBool());
        QCOMPARE(keyConnect->property("targetId").toString(), first);
        QVERIFY2(keyConnect->property("prompt").toString().contains(QStringLiteral("(1 of 1)")),
                 qPrintable(keyConnect->property("prompt").toString()));
        QTest::keyClick(window_, Qt::Key_Right); // one target: the pick stays on it
        QCOMPARE(keyConnect->property("targetId").toString(), first);
        QTest::keyClick(window_, Qt::Key_Escape);
        QTRY_VERIFY(!keyConnect->property("active").toBool());
        QCOMPARE(wb_->scenario().connections.size(), size_t{6});
        QCOMPARE(wb_->selection()->selectedId(), QStringLiteral("kafka")); // Escape ended the pick only
        wb_->history()->undo();
        QCOMPARE(wb_->scenario().connections.size(), size_t{7});
        // A consumer group sends to nothing on Stage 3 (no dead-letter queue): refused in words.
        wb_->selection()->select(QString::fromStdString(wb_->scenario().groups[0].id), false);
        QSignalSpy said(canvas, SIGNAL(message(QString)));
        QTest::keyClick(window_, Qt::Key_C);
        QTRY_COMPARE(said.count(), 1);
        QVERIFY2(said.at(0).at(0).toString().contains(QStringLiteral("cannot send to any card")),
                 qPrintable(said.at(0).at(0).toString()));
        QVERIFY(!keyConnect->property("active").toBool());
    }

    // The limits chart is a chart to a screen reader, named by its title, and its description reads
    // every bar's figure as the cards write it, then the dashed sizing line and the 100% line.
    void theLimitsChartSaysWhatItShows()
    {
        openStage(1);
        QQuickItem* tab = mqlab::test::findItem(window_->contentItem(), QStringLiteral("limitsTab"));
        QVERIFY(tab);
        QTest::mouseClick(window_, Qt::LeftButton, {},
                          tab->mapToScene(QPointF(tab->width() / 2, tab->height() / 2)).toPoint());
        QQuickItem* chart = mqlab::test::findItem(window_->contentItem(), QStringLiteral("limitsChart"));
        QTRY_VERIFY(chart && chart->isVisible());
        QVERIFY(mqlab::test::settle());
        QAccessibleInterface* found = nullptr;
        std::function<void(QAccessibleInterface*, int)> look = [&](QAccessibleInterface* i, int depth) {
            if (!i || depth > 64 || found)
                return;
            if (i->role() == QAccessible::Chart)
                found = i;
            for (int c = 0; c < i->childCount(); ++c)
                look(i->child(c), depth + 1);
        };
        look(QAccessible::queryAccessibleInterface(window_), 0);
        QVERIFY2(found, qPrintable(names(tree())));
        const mqlab::app::LimitChartModel* limits = wb_->chartLimits();
        QCOMPARE(found->text(QAccessible::Name), limits->title());
        const QString said = found->text(QAccessible::Description);
        QVERIFY2(said.startsWith(limits->nodeName()), qPrintable(said));
        for (const mqlab::app::LimitRow& r : limits->limits())
            QVERIFY2(said.contains(r.label + QLatin1Char(' ') + r.text), qPrintable(said + " lacks " + r.label));
        // Stage 1's cluster: 7 days x RF 3 x 4,119.873 GiB a day = 86,517 GiB on 3 x 16,384 = 49,152
        // GiB of disk, 176.0% of its storage.
        QVERIFY2(said.contains(QStringLiteral("storage 176.0%")), qPrintable(said));
        QVERIFY2(said.contains(limits->sizingName()), qPrintable(said));

        // The wall chart: named by its title, its description names every line, the wall and now.
        QQuickItem* wallTab = mqlab::test::findItem(window_->contentItem(), QStringLiteral("wallTab"));
        QVERIFY(wallTab);
        if (wallTab->isVisible()) // a narrow window's panel shows one chart at a time
            QTest::mouseClick(window_, Qt::LeftButton, {},
                              wallTab->mapToScene(QPointF(wallTab->width() / 2, wallTab->height() / 2)).toPoint());
        auto shownWall = [this] {
            for (QQuickItem* w : mqlab::test::itemsNamed(window_->contentItem(), QStringLiteral("wallChart")))
                if (w->isVisible())
                    return true;
            return false;
        };
        QTRY_VERIFY(shownWall());
        QVERIFY(mqlab::test::settle());
        const mqlab::app::WallSweep sweep = wb_->presenter()->wallSweep(120);
        QVERIFY(sweep.valid);
        found = nullptr;
        std::function<void(QAccessibleInterface*, int)> lookWall = [&](QAccessibleInterface* i, int depth) {
            if (!i || depth > 64 || found)
                return;
            if (i->role() == QAccessible::Chart && i->text(QAccessible::Name) == sweep.title)
                found = i;
            for (int c = 0; c < i->childCount(); ++c)
                lookWall(i->child(c), depth + 1);
        };
        // The chart draws its sweep on its refresh timer: wait for it.
        QTRY_VERIFY2((found = nullptr, lookWall(QAccessible::queryAccessibleInterface(window_), 0), found != nullptr),
                     qPrintable(sweep.title + " not among\n" + names(tree())));
        const QString wallSaid = found->text(QAccessible::Description);
        for (const QString& line : sweep.names)
            QVERIFY2(wallSaid.contains(line), qPrintable(wallSaid + " lacks " + line));
        // Stage 1's wall: 14,203 events/s, where storage fills (the tile's "Wall at 14,203 events/s").
        QVERIFY2(wallSaid.contains(QStringLiteral("wall 14,203 events/s")), qPrintable(wallSaid));
        QVERIFY2(wallSaid.contains(sweep.nowLabel), qPrintable(wallSaid));
    }

    // The View menu's text size at 150%: the tiles' figures are 22 x 1.5 = 33 px and still whole; the
    // lesson panel would be 340 x 1.5 = 510 px, but in the 1,280 px window (workspace 1,280 - 16) the
    // canvas keeps its 320 px beside the inspector at 300 x 1.5 = 450: 1,264 - 450 - 320 = 494 px.
    // Back at 100% the figures are 22 px again.
    void largerTextGrowsThePanelsAndCutsNothing()
    {
        openStage(3);
        QVERIFY(QMetaObject::invokeMethod(window_, "setTextScale", Q_ARG(double, 1.5)));
        QVERIFY(mqlab::test::settle());
        const QList<QQuickItem*> figures = mqlab::test::itemsNamed(window_->contentItem(), QStringLiteral("tileValue"));
        QCOMPARE(figures.size(), 5); // load, latency, cost, survives, first to saturate
        for (QQuickItem* f : figures) {
            QCOMPARE(f->property("font").value<QFont>().pixelSize(), 33);
            QVERIFY2(f->property("contentWidth").toReal() <= f->width() + 0.5,
                     qPrintable(f->property("text").toString()));
        }
        QCOMPARE(window_->property("lessonWidth").toReal(), 494.0);
        QVERIFY(QMetaObject::invokeMethod(window_, "setTextScale", Q_ARG(double, 1.0)));
        QVERIFY(mqlab::test::settle());
        QCOMPARE(figures.front()->property("font").value<QFont>().pixelSize(), 22);
    }

    // The desktop's font instead of the View menu: a window opened under a 15 pt application font (the
    // 10 pt the layout is drawn for, x 1.5; 15 x 4/3 = 20 px, 20 / 13.33 = 1.5) draws its text as the
    // menu's 150% does: Stage 3's tile figures 33 px and whole, the lesson panel 494 px (as above).
    void aLargerDesktopFontGrowsTheTextAsTheMenuDoes()
    {
        const QFont before = QGuiApplication::font();
        QFont larger = before;
        larger.setPointSizeF(15);
        QGuiApplication::setFont(larger);
        {
            QObject owner;
            QQuickWindow* big = mqlab::test::openAppWindow(&owner, false);
            QVERIFY(big);
            big->resize(window_->size());
            big->show();
            QVERIFY(QTest::qWaitForWindowExposed(big));
            auto* wb = big->findChild<mqlab::app::Workbench*>();
            QVERIFY(wb);
            QMetaObject::invokeMethod(big, "openStage", Q_ARG(QVariant, 3));
            QTRY_COMPARE(wb->stage(), 3);
            QVERIFY(mqlab::test::settle(big));
            const QList<QQuickItem*> figures = mqlab::test::itemsNamed(big->contentItem(), QStringLiteral("tileValue"));
            QCOMPARE(figures.size(), 5);
            for (QQuickItem* f : figures) {
                QCOMPARE(f->property("font").value<QFont>().pixelSize(), 33);
                QVERIFY2(f->property("contentWidth").toReal() <= f->width() + 0.5,
                         qPrintable(f->property("text").toString()));
            }
            QTRY_COMPARE(big->property("lessonWidth").toReal(), 494.0);
        }
        QGuiApplication::setFont(before);
        QVERIFY(mqlab::test::settle(window_));
    }

    // The same font change while the window is open (the desktop's setting changed, or the user picked
    // another font): Qt 6.4's Qt.application.font never says it changed, so the theme reads
    // SystemFont, which does. 15 pt is 20 px, x 3/40 = 1.5: the tile figures go from 22 px to 33 px and
    // the lesson panel to 494 px at once, and back to 22 px when the font is put back.
    void aFontChangedWhileOpenIsFollowed()
    {
        openStage(3);
        const QList<QQuickItem*> figures = mqlab::test::itemsNamed(window_->contentItem(), QStringLiteral("tileValue"));
        QCOMPARE(figures.size(), 5);
        QCOMPARE(figures.front()->property("font").value<QFont>().pixelSize(), 22);
        const QFont before = QGuiApplication::font();
        QFont larger = before;
        larger.setPointSizeF(15);
        QGuiApplication::setFont(larger);
        QTRY_COMPARE(figures.front()->property("font").value<QFont>().pixelSize(), 33);
        QVERIFY(mqlab::test::settle(window_));
        for (QQuickItem* f : figures)
            QVERIFY2(f->property("contentWidth").toReal() <= f->width() + 0.5,
                     qPrintable(f->property("text").toString()));
        QTRY_COMPARE(window_->property("lessonWidth").toReal(), 494.0);
        QGuiApplication::setFont(before);
        QTRY_COMPARE(figures.front()->property("font").value<QFont>().pixelSize(), 22);
        QVERIFY(mqlab::test::settle(window_));
    }

    // The Simulate tab's two charts after a run of Stage 1 (seed 7, 5 simulated seconds, typed and run
    // with clicks): the histogram is named by its title and says the run's percentiles as the panel
    // writes them; the lag chart names every group's line and the lag at the scrubber's time. Whatever
    // the run's figures, the description carries the view-model's texts, not figures of its own.
    void theSimulateChartsSayWhatTheyShow()
    {
        openStage(1);
        QVERIFY(click(QStringLiteral("simulateTab")));
        QQuickItem* panel = nullptr;
        QTRY_VERIFY((panel = mqlab::test::findItem(window_->contentItem(), QStringLiteral("simulatePanel"))) &&
                    panel->isVisible());
        auto* run = qvariant_cast<mqlab::app::SimulationRun*>(panel->property("run"));
        QVERIFY(run);
        QVERIFY(mqlab::test::settle());
        QVERIFY(type(QStringLiteral("simSeed"), QStringLiteral("7")));
        QVERIFY(type(QStringLiteral("simSeconds"), QStringLiteral("5")));
        QCOMPARE(run->seconds(), 5.0);
        QVERIFY(click(QStringLiteral("simRun")));
        QTRY_COMPARE_WITH_TIMEOUT(run->property("state").toInt(), int(mqlab::app::SimStates::Finished), 60000);
        QVERIFY(run->hasResult());
        QVERIFY(mqlab::test::settle());

        // In a narrow panel the charts are shown one at a time, each under its tab.
        click(QStringLiteral("simHistogramTab"));
        const QString histogramName = QStringLiteral("Produce latency, events by ms");
        QAccessibleInterface* histogram = nullptr;
        QTRY_VERIFY2((histogram = chartNamed(histogramName)) != nullptr, qPrintable(names(tree())));
        const QString saidHistogram = histogram->text(QAccessible::Description);
        for (const QString& figure :
             {run->p50Text(), run->p90Text(), run->p99Text(), run->p999Text(), run->maxText()}) {
            QVERIFY(!figure.isEmpty());
            QVERIFY2(saidHistogram.contains(figure), qPrintable(saidHistogram + " lacks " + figure));
        }
        QVERIFY2(saidHistogram.contains(QStringLiteral("p99 ") + run->p99Text()), qPrintable(saidHistogram));
        QVERIFY2(saidHistogram.contains(run->tailText()), qPrintable(saidHistogram));

        click(QStringLiteral("simLagTab"));
        const QString lagName = QStringLiteral("Lag by group, events over simulated s");
        QAccessibleInterface* lag = nullptr;
        QTRY_VERIFY2((lag = chartNamed(lagName)) != nullptr, qPrintable(names(tree())));
        const QString saidLag = lag->text(QAccessible::Description);
        QVERIFY(!run->groupNames().isEmpty());
        for (const QString& group : run->groupNames())
            QVERIFY2(saidLag.contains(group), qPrintable(saidLag + " lacks " + group));
        QVERIFY(!run->cursorText().isEmpty());
        QVERIFY2(saidLag.contains(run->cursorText()), qPrintable(saidLag + " lacks " + run->cursorText()));
        click(QStringLiteral("simHistogramTab"));
    }
};

int main(int argc, char** argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    qputenv("QT_QUICK_BACKEND", "software");
    QApplication app(argc, argv); // Qt Charts in QML needs a QApplication
    QCoreApplication::setOrganizationName(QStringLiteral("mqlab-tests"));
    QCoreApplication::setApplicationName(QStringLiteral("mqlab-accessibility-tests"));
    mqlab::app::useAppStyle();
    AccessibilityUiTests tests;
    return QTest::qExec(&tests, argc, argv);
}
#include "accessibility_ui_tests.moc"
