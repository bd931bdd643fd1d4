// The Simulate tab (qml/simulate/SimulatePanel.qml over app/simulation_run.h), driven as a person does: real
// clicks and keys, waits for states. Every figure it checks is the engine's own run for the same
// design, seed and seconds (simulateScenario), made here in the test.
#include <QApplication>
#include <QStandardPaths>
#include <QtTest>
#include <algorithm>
#include <cmath>

#include "mqlab/report/format.h"
#include "mqlab/sim/kafka_run.h"
#include "mqlab/sim/run_text.h"
#include "quick_tree.h"
#include "resources.h"
#include "simulation_run.h"
#include "workbench.h"

using mqlab::app::SimulationRun;
using mqlab::app::Workbench;
namespace SimStates = mqlab::app::SimStates;
namespace SimPlots = mqlab::app::SimPlots;

class SimulateUiTests : public mqlab::test::WindowSuite {
    Q_OBJECT

    SimulationRun* run_ = nullptr;

    QQuickItem* item(const QString& name) { return mqlab::test::findItem(window_->contentItem(), name); }
    QString text(const QString& name)
    {
        QQuickItem* i = item(name);
        return i ? i->property("text").toString() : QStringLiteral("<no %1>").arg(name);
    }
    int state() const { return run_->property("state").toInt(); }
    QString tileNote()
    {
        QQuickItem* tile = item(QStringLiteral("latencyTile"));
        QQuickItem* note = tile ? mqlab::test::findItem(tile, QStringLiteral("tileNote")) : nullptr;
        return note && note->isVisible() ? note->property("text").toString() : QString();
    }


    // The visible item (a menu entry, a list choice) whose text is `shown`; nullptr when none.
    QQuickItem* itemWithText(const QString& shown)
    {
        QList<QQuickItem*> all;
        mqlab::test::collectItems(window_->contentItem(), all);
        for (QQuickItem* i : all)
            if (i->isVisible() && i->property("text").toString() == shown &&
                i->metaObject()->indexOfProperty("highlighted") >= 0)
                return i;
        return nullptr;
    }
    bool clickItem(QQuickItem* i, Qt::MouseButton button = Qt::LeftButton)
    {
        if (!i || !i->isVisible() || !i->isEnabled())
            return false;
        QTest::mouseClick(window_, button, {}, i->mapToScene(QPointF(i->width() / 2, i->height() / 2)).toPoint());
        return true;
    }
    // The card's failure menu: a right click on the card, then its failure entry of `kind` (titled
    // `title`), then choice `which`. "" when done, else the step that failed.
    QString injectFromCard(const std::string& nodeId, const QString& title, int which,
                           mqlab::app::SimFailures::Kind kind = mqlab::app::SimFailures::BrokerDown)
    {
        const QString card = QStringLiteral("node-%1").arg(QString::fromStdString(nodeId));
        if (!clickItem(item(card), Qt::RightButton))
            return QStringLiteral("no card %1 to click").arg(card);
        if (!QTest::qWaitFor([&] { return itemWithText(title) != nullptr; }, 5000))
            return QStringLiteral("no menu entry \"%1\"").arg(title);
        if (!mqlab::test::settle()) // the menu placed and drawn where it will be clicked
            return QStringLiteral("the menu did not settle");
        if (!clickItem(itemWithText(title)))
            return QStringLiteral("menu entry \"%1\" not clickable").arg(title);
        const QString choice = QStringLiteral("nodeMenuFail-%1-%2").arg(int(kind)).arg(which);
        if (!QTest::qWaitFor(
                [&] {
                    QQuickItem* i = item(choice);
                    return i && i->isVisible();
                },
                5000))
            return QStringLiteral("no choice %1").arg(choice);
        if (!mqlab::test::settle()) // under load the submenu is shown a frame before it is placed
            return QStringLiteral("the submenu did not settle");
        return click(choice) ? QString() : QStringLiteral("choice %1 not clickable").arg(choice);
    }

    // The canvas's curve from `from` to `to` (not a picture's); nullptr when it is not built.
    QQuickItem* curve(const std::string& from, const std::string& to)
    {
        for (QQuickItem* c : mqlab::test::itemsNamed(window_->contentItem(), QStringLiteral("connection")))
            if (!c->property("printed").toBool() && c->property("fromId").toString() == QString::fromStdString(from) &&
                c->property("toId").toString() == QString::fromStdString(to))
                return c;
        return nullptr;
    }
    // The dots drawn on that curve; -1 when it is not built.
    int dotsOn(const std::string& from, const std::string& to)
    {
        QQuickItem* c = curve(from, to);
        if (!c)
            return -1;
        const QList<QQuickItem*> dots = mqlab::test::itemsNamed(c, QStringLiteral("flowDot"));
        return int(std::count_if(dots.begin(), dots.end(), [](QQuickItem* d) { return d->isVisible(); }));
    }
    // The run's flow over a connection as SimulationRun hands it to the canvas; dots -1 when it has none.
    mqlab::app::PathFlow flowOf(const std::string& from, const std::string& to)
    {
        return run_->flowOn(QString::fromStdString(from), QString::fromStdString(to));
    }
    // A dot of the curve from `from` to `to` that is drawn, nullptr when none.
    QQuickItem* dotOn(const std::string& from, const std::string& to)
    {
        QQuickItem* c = curve(from, to);
        QQuickItem* canvas = item(QStringLiteral("canvas"));
        if (!canvas)
            return nullptr;
        // One whose centre is on the canvas in view (not under the panel beside or below it).
        const QRectF shown =
            canvas->mapRectToScene(QRectF(0, 0, canvas->width(), canvas->height())).adjusted(10, 10, -10, -10);
        for (QQuickItem* d : c ? mqlab::test::itemsNamed(c, QStringLiteral("flowDot")) : QList<QQuickItem*>())
            if (d->isVisible() && shown.contains(d->mapToScene(QPointF(d->width() / 2, d->height() / 2))))
                return d;
        return nullptr;
    }
    // The engine's run of the workbench's design now, with the panel's seed and seconds and `failures`.
    mqlab::sim::RunResult engineRun(std::vector<mqlab::sim::BrokerFailure> failures = {})
    {
        mqlab::sim::RunOptions o;
        o.seconds = run_->seconds();
        o.seed = run_->seed().toULongLong();
        o.failures = std::move(failures);
        return mqlab::sim::simulateScenario(wb_->scenario(), mqlab::app::catalog(), o);
    }

  private slots:
    void initTestCase()
    {
        QVERIFY(openWindow());
        // The Simulate tab beside the charts, opened with a click (it opens the panel too).
        QVERIFY(click(QStringLiteral("simulateTab")));
        QTRY_VERIFY(item(QStringLiteral("simulatePanel")));
        run_ = qvariant_cast<SimulationRun*>(item(QStringLiteral("simulatePanel"))->property("run"));
        QVERIFY(run_);
        QTRY_VERIFY(item(QStringLiteral("simulatePanel"))->isVisible());
        QVERIFY(mqlab::test::settle());
    }
    void cleanup() { failOnQmlWarnings(); }

    void cleanupTestCase()
    {
        if (run_)
            run_->cancel();
        restoreMessageHandler();
    }

    // Before the first run: no empty axes (their labels read "…"), a line that says what a run shows.
    void beforeARunThePanelSaysWhatComes()
    {
        QVERIFY(!run_->hasResult());
        QQuickItem* placeholder = item(QStringLiteral("simPlaceholder"));
        QVERIFY(placeholder);
        QTRY_VERIFY(placeholder->isVisible());
        QVERIFY(placeholder->property("text").toString().startsWith(QStringLiteral("Run the design")));
        QVERIFY(!item(QStringLiteral("simHistogramView"))->isVisible());
        QVERIFY(!item(QStringLiteral("simLagView"))->isVisible());
        QVERIFY(!item(QStringLiteral("simP99"))->isVisible());
        // No run, no dots on the canvas's connections.
        QVERIFY(!mqlab::test::itemsNamed(window_->contentItem(), QStringLiteral("connection")).isEmpty());
        QCOMPARE(mqlab::test::itemsNamed(window_->contentItem(), QStringLiteral("flowDot")).size(), 0);
        for (QQuickItem* c : mqlab::test::itemsNamed(window_->contentItem(), QStringLiteral("connection")))
            QCOMPARE(run_->flowOn(c->property("fromId").toString(), c->property("toId").toString()).dots, 0);
        QCOMPARE(mqlab::test::qmlWarnings, QStringList());
    }

    // The canvas's dots for a flow: 0 for nothing; one more each power of ten from 1 (under 10
    // events/s) to 6 (100,000 and more); one trip 4,800 ms / dots.
    void dotsGrowByPowersOfTen()
    {
        QCOMPARE(SimulationRun::dotsFor(0), 0);
        QCOMPARE(SimulationRun::dotsFor(0.5), 1);       // under one event a second still shows
        QCOMPARE(SimulationRun::dotsFor(9.99), 1);      // 1 + floor(0.9996)
        QCOMPARE(SimulationRun::dotsFor(10), 2);        // 1 + log10(10)
        QCOMPARE(SimulationRun::dotsFor(5000), 4);      // 1 + floor(3.70)
        QCOMPARE(SimulationRun::dotsFor(25000), 5);     // 1 + floor(4.40)
        QCOMPARE(SimulationRun::dotsFor(1e7), 6);       // 1 + 7 = 8, at most 6
        QCOMPARE(SimulationRun::travelMsFor(5), 960.0); // 4,800 / 5
        QCOMPARE(SimulationRun::travelMsFor(0), 4800.0);
        // Stage 3's seven connections at 6 dots each would be 42 on the canvas, past its 36: each
        // becomes floor(6 x 36 / 42) = floor(5.14) = 5, 35 in all; within the budget nothing changes.
        QCOMPARE(SimulationRun::dotsWithinBudget(std::vector<int>(7, 6)), std::vector<int>(7, 5));
        QCOMPARE(SimulationRun::dotsWithinBudget({5, 5, 0}), (std::vector<int>{5, 5, 0}));
    }

    // Stage 1, seed 42, 5 simulated seconds, typed and run with clicks: the p99 shown is the engine's
    // p99 of its own run with those options (the same seed gives the same run), in the engine's text.
    void runShowsTheEnginesPercentiles()
    {
        QCOMPARE(wb_->openStage(1), QString());
        QVERIFY(mqlab::test::settle());
        QVERIFY(type(QStringLiteral("simSeed"), QStringLiteral("42")));
        QVERIFY(type(QStringLiteral("simSeconds"), QStringLiteral("5")));
        QCOMPARE(run_->seed(), QStringLiteral("42"));
        QCOMPARE(run_->seconds(), 5.0);
        QCOMPARE(text(QStringLiteral("simFieldError")), QString());
        QVERIFY(click(QStringLiteral("simRun")));
        QTRY_COMPARE_WITH_TIMEOUT(state(), int(SimStates::Finished), 60000);

        mqlab::sim::RunOptions o;
        o.seconds = 5;
        o.seed = 42;
        const mqlab::sim::RunResult r = mqlab::sim::simulateScenario(wb_->scenario(), mqlab::app::catalog(), o);
        QVERIFY(r.produce.count() > 0);
        const QString p99 = QString::fromStdString(mqlab::sim::durationMsText(r.produce.quantile(0.99)));
        const QString p50 = QString::fromStdString(mqlab::sim::durationMsText(r.produce.quantile(0.5)));
        const QString max = QString::fromStdString(mqlab::sim::durationMsText(r.produce.max()));
        QCOMPARE(text(QStringLiteral("simP99")), p99);
        QCOMPARE(text(QStringLiteral("simP50")), p50);
        QCOMPARE(text(QStringLiteral("simMax")), max);
        QCOMPARE(text(QStringLiteral("simFormula")), wb_->presenter()->latencyText()); // the tile's figure beside it
        QCOMPARE(text(QStringLiteral("simLost")), QString::number(r.lost));
        QCOMPARE(run_->property("progress").toDouble(), 1.0);
        QVERIFY2(text(QStringLiteral("simSummary")).contains(QStringLiteral("seed 42")),
                 qPrintable(text(QStringLiteral("simSummary"))));

        // The histogram's p99 mark stands at the engine's p99, and the bars hold every produce up to
        // p99.9 (the outline's steps: two points a bin between a first and last point at 0).
        const QList<QPointF> mark = run_->points(SimPlots::P99Mark);
        QCOMPARE(mark.size(), 2);
        QCOMPARE(mark[0].x(), mqlab::sim::toMs(r.produce.quantile(0.99)));
        QCOMPARE(item(QStringLiteral("simHistogramView"))->property("outlinePoints").toInt(),
                 run_->points(SimPlots::Histogram).size());
        double drawn = 0;
        const QList<QPointF> bars = run_->points(SimPlots::Histogram);
        for (qsizetype i = 1; i + 1 < bars.size(); i += 2)
            drawn += bars[i].y();
        QVERIFY(drawn <= double(r.produce.count()));
        QVERIFY(drawn >= 0.999 * double(r.produce.count()) - 1); // everything up to p99.9 is drawn

        // Lag: one line a group, one point a sample (0 to 5 s: six).
        QCOMPARE(run_->groupNames().size(), int(wb_->scenario().groups.size()));
        for (int g = 0; g < run_->groupNames().size(); ++g)
            QCOMPARE(run_->points(SimPlots::Lag, g).size(), int(r.sampleTimes.size()));
        QVERIFY(!item(QStringLiteral("simStale"))->isVisible());
        // The latency tile shows the simulated p99 under the formula's figure.
        QTRY_COMPARE(tileNote(), QStringLiteral("simulated p99 %1 (seed 42, 5 s)").arg(p99));
        QVERIFY(mqlab::test::saveScreenshot(window_, QStringLiteral("simulate-stage1")));
        QCOMPARE(mqlab::test::qmlWarnings, QStringList());
    }

    // The charts after a run keep room to draw whatever the window: side by side in a 1920x1080
    // window, and in class at 1280x720 one at a time, each chosen with a click on its tab (both
    // squeezed into the panel there, the histogram's plot was about 60 px tall and the lag chart's
    // none, their labels elided to "…").
    void theChartsKeepRoomInClass()
    {
        QVERIFY(run_->hasResult());
        QQuickItem* histogram = item(QStringLiteral("simHistogramView"));
        QQuickItem* lag = item(QStringLiteral("simLagView"));
        QVERIFY(histogram && lag);
        QVERIFY(!item(QStringLiteral("simPlaceholder"))->isVisible());
        auto plot = [this](const char* chart) {
            return item(QString::fromLatin1(chart))->property("plotArea").toRectF();
        };
        // Room to draw: a plot at least 120 px tall and 200 px wide (at the chart font's 18 px in
        // class, that leaves five axis labels of "0000.0" a label width each).
        auto roomy = [](const QRectF& r) { return r.height() >= 120 && r.width() >= 200; };

        window_->showNormal();
        window_->resize(1920, 1080);
        QVERIFY(mqlab::test::settle());
        QTRY_VERIFY(histogram->isVisible() && lag->isVisible()); // side by side
        QVERIFY(!item(QStringLiteral("simHistogramTab"))->isVisible());
        QVERIFY(histogram->mapToScene(QPointF(0, 0)).x() + histogram->width() <= lag->mapToScene(QPointF(0, 0)).x());
        QTRY_VERIFY2(roomy(plot("simHistogram")), qPrintable(QStringLiteral("%1").arg(plot("simHistogram").height())));

        window_->resize(1280, 720);
        QMetaObject::invokeMethod(window_, "setClassroom", Q_ARG(QVariant, true));
        QVERIFY(mqlab::test::settle());
        QTRY_VERIFY(item(QStringLiteral("simHistogramTab"))->isVisible());
        QVERIFY(histogram->isVisible());
        // The pace box widens with classroom type: "As fast as possible" whole (Qt's widest-text
        // policy measured once, at normal type, and cut it short).
        QQuickItem* pace = item(QStringLiteral("simSpeed"));
        auto* field = qvariant_cast<QQuickItem*>(pace->property("contentItem"));
        QVERIFY(field);
        QCOMPARE(field->property("text").toString(), run_->speedNames().value(int(run_->speed())));
        const double room =
            field->width() - field->property("leftPadding").toDouble() - field->property("rightPadding").toDouble();
        QVERIFY2(field->property("contentWidth").toDouble() <= room + 0.5,
                 qPrintable(QStringLiteral("%1 in %2").arg(field->property("contentWidth").toDouble()).arg(room)));
        QVERIFY(!lag->isVisible());
        QTRY_VERIFY2(roomy(plot("simHistogram")), qPrintable(QStringLiteral("histogram plot %1x%2")
                                                                 .arg(plot("simHistogram").width())
                                                                 .arg(plot("simHistogram").height())));
        QVERIFY(click(QStringLiteral("simLagTab")));
        QTRY_VERIFY(lag->isVisible());
        QVERIFY(!histogram->isVisible());
        QTRY_VERIFY2(
            roomy(plot("simLagChart")),
            qPrintable(
                QStringLiteral("lag plot %1x%2").arg(plot("simLagChart").width()).arg(plot("simLagChart").height())));
        // Every part of the results lies inside the window.
        for (QQuickItem* shown : {lag, item(QStringLiteral("simP99"))}) {
            const QRectF r = shown->mapRectToScene(QRectF(0, 0, shown->width(), shown->height()));
            QVERIFY2(r.right() <= window_->width() + 0.5 && r.bottom() <= window_->height() + 0.5,
                     qPrintable(shown->objectName()));
        }
        QVERIFY(click(QStringLiteral("simHistogramTab")));
        QTRY_VERIFY(histogram->isVisible());
        QMetaObject::invokeMethod(window_, "setClassroom", Q_ARG(QVariant, false));
        QVERIFY(mqlab::test::settle());
        QCOMPARE(mqlab::test::qmlWarnings, QStringList());
    }

    // The scrubber over the finished run (Stage 1, seed 42, 5 s from the first case): it starts at
    // the run's end; Back steps one sample, and the lag chart's cursor, the state line and the event
    // log follow, each equal to the engine's own run at that time. Samples are a second apart, so
    // the run kept six, at 0 to 5 s, and one step back from 5 s is 4 s.
    void theScrubberStepsThroughTheRun()
    {
        QCOMPARE(state(), int(SimStates::Finished));
        QCOMPARE(run_->simulatedSeconds(), 5.0); // the 5 s typed in the first case
        QQuickItem* scrubber = item(QStringLiteral("simScrubber"));
        QTRY_VERIFY(scrubber && scrubber->isVisible());
        QCOMPARE(run_->cursorSeconds(), 5.0);
        QVERIFY(!item(QStringLiteral("simStepForward"))->isEnabled()); // at the end already
        QVERIFY(click(QStringLiteral("simStepBack")));
        QTRY_COMPARE(run_->cursorSeconds(), 4.0);
        QCOMPARE(text(QStringLiteral("simCursorTime")), QStringLiteral("4 s"));
        QCOMPARE(scrubber->property("value").toDouble(), 4.0);

        mqlab::sim::RunOptions o;
        o.seconds = 5;
        o.seed = 42;
        o.sampleEverySeconds = 1;
        const mqlab::sim::RunResult r = mqlab::sim::simulateScenario(wb_->scenario(), mqlab::app::catalog(), o);
        QCOMPARE(r.sampleTimes.size(), size_t(6));
        QCOMPARE(mqlab::sim::toSeconds(r.sampleTimes[4]), 4.0);
        // The most-lagged group at 4 s (the first of equals), and what producers still wait for.
        size_t who = 0;
        for (size_t g = 1; g < r.groups.size(); ++g)
            if (r.groups[g].lag[4] > r.groups[who].lag[4])
                who = g;
        auto grouped = [](std::uint64_t n) { return QString::fromStdString(mqlab::grouped(static_cast<double>(n))); };
        const QString expected =
            QStringLiteral("At 4 s: lag up to %1 events (%2); %3 sent and not yet acknowledged")
                .arg(grouped(r.groups[who].lag[4]), QString::fromStdString(wb_->scenario().groups[who].name),
                     grouped(r.unacked[4]));
        QCOMPARE(run_->cursorText(), expected);
        // The lag chart's cursor stands at 4 s.
        const QList<QPointF> cursor = run_->points(SimPlots::Cursor);
        QCOMPARE(cursor.size(), 2);
        QCOMPARE(cursor[0].x(), 4.0);
        QCOMPARE(cursor[1].x(), 4.0);

        // The event log ends with the engine's last entry at or before 4 s, in the engine's words.
        QVERIFY(click(QStringLiteral("simLogTab")));
        QTRY_VERIFY(item(QStringLiteral("simLogView"))->isVisible());
        QCOMPARE(text(QStringLiteral("simCursorText")), expected);
        qsizetype upTo = 0;
        while (upTo < qsizetype(r.log.size()) && r.log[size_t(upTo)].at <= r.sampleTimes[4])
            ++upTo;
        QVERIFY(upTo > 0);
        const QStringList shown = run_->cursorLog();
        QCOMPARE(shown.size(), std::min<qsizetype>(upTo, SimulationRun::kLogShown));
        QCOMPARE(shown.last(),
                 QString::fromStdString(mqlab::sim::logEntryText(wb_->scenario(), r.log[size_t(upTo - 1)])));
        QCOMPARE(item(QStringLiteral("simLogList"))->property("count").toInt(), shown.size());

        // Following the slowest batch: its title, steps and times are the engine's RunResult::slowest
        // for the same run, and a step puts the scrubber at its time.
        QVERIFY(!r.slowest.empty());
        QVERIFY(click(QStringLiteral("simLogSlowest")));
        QTRY_VERIFY(item(QStringLiteral("simSlowestTitle"))->isVisible());
        QCOMPARE(text(QStringLiteral("simSlowestTitle")),
                 QStringLiteral("The slowest batch, %1: %2 from its first send to its acknowledgement")
                     .arg(grouped(r.slowest.front().batch),
                          QString::fromStdString(mqlab::sim::durationMsText(r.slowestProduce))));
        const int steps = int(r.slowest.size());
        QCOMPARE(text(QStringLiteral("simSlowestStep")), QStringLiteral("Step 1 of %1").arg(steps));
        QCOMPARE(run_->cursorSeconds(), mqlab::sim::toSeconds(r.slowest[0].at));
        QTRY_COMPARE(item(QStringLiteral("simLogList"))->property("count").toInt(), steps);
        QVERIFY(!item(QStringLiteral("simSlowestBack"))->isEnabled());
        QVERIFY(click(QStringLiteral("simSlowestNext")));
        QTRY_COMPARE(text(QStringLiteral("simSlowestStep")), QStringLiteral("Step 2 of %1").arg(steps));
        QCOMPARE(run_->cursorSeconds(), mqlab::sim::toSeconds(r.slowest[1].at));
        QCOMPARE(run_->slowestLog().value(1),
                 QString::fromStdString(mqlab::sim::logEntryText(wb_->scenario(), r.slowest[1])));
        QVERIFY(click(QStringLiteral("simSlowestBack")));
        QTRY_COMPARE(text(QStringLiteral("simSlowestStep")), QStringLiteral("Step 1 of %1").arg(steps));
        QVERIFY(click(QStringLiteral("simLogToCursor")));
        QTRY_VERIFY(item(QStringLiteral("simCursorText"))->isVisible());

        // The slider takes keys too. The step above left the cursor at the slowest batch's first
        // send, between two samples: Left goes to the sample before it, Home to 0 s, Right a sample
        // on (1 s), End to the run's end (5 s).
        const double from = run_->cursorSeconds();
        QVERIFY(from != std::floor(from)); // between samples
        scrubber->forceActiveFocus();
        QTest::keyClick(window_, Qt::Key_Left);
        QTRY_COMPARE(run_->cursorSeconds(), std::floor(from));
        QTest::keyClick(window_, Qt::Key_Home);
        QTRY_COMPARE(run_->cursorSeconds(), 0.0);
        QVERIFY(!item(QStringLiteral("simStepBack"))->isEnabled());
        QTest::keyClick(window_, Qt::Key_Right);
        QTRY_COMPARE(run_->cursorSeconds(), 1.0);
        QTest::keyClick(window_, Qt::Key_End);
        QTRY_COMPARE(run_->cursorSeconds(), 5.0);
        QVERIFY(!item(QStringLiteral("simStepForward"))->isEnabled());
        // Back to the charts, as the next case expects.
        QVERIFY(click(QStringLiteral("simChartsTab")) || click(QStringLiteral("simHistogramTab")));
        QTRY_VERIFY(!item(QStringLiteral("simLogView"))->isVisible());
        QCOMPARE(mqlab::test::qmlWarnings, QStringList());
    }

    // A design edit after the run: the figures are marked as the earlier design's.
    void aDesignEditMarksTheFiguresStale()
    {
        QCOMPARE(state(), int(SimStates::Finished));
        QVERIFY(!run_->stale());
        QCOMPARE(wb_->setLoad(wb_->presenter()->load() / 2), QString());
        QVERIFY(mqlab::test::settle());
        QVERIFY(run_->stale());
        QTRY_VERIFY(item(QStringLiteral("simStale"))->isVisible());
        QTRY_COMPARE(tileNote(), QString()); // the earlier design's p99 leaves the tile
        QVERIFY(click(QStringLiteral("simRun")));
        QTRY_COMPARE_WITH_TIMEOUT(state(), int(SimStates::Finished), 60000);
        QVERIFY(!run_->stale());
        QTRY_VERIFY(!item(QStringLiteral("simStale"))->isVisible());
        QTRY_COMPARE(tileNote(), QStringLiteral("simulated p99 %1 (seed 42, 5 s)").arg(run_->p99Text()));
        QCOMPARE(mqlab::test::qmlWarnings, QStringList());
    }

    // Out-of-range or non-numeric seconds: the message names the field and the engine's range, and
    // the value in effect stays (5 from the first case).
    void badSecondsShowTheRangeAndKeepTheValue()
    {
        const double before = run_->seconds();
        for (const QString& bad : {QStringLiteral("0"), QStringLiteral("3601"), QStringLiteral("ten")}) {
            QVERIFY(type(QStringLiteral("simSeconds"), bad));
            QTRY_VERIFY(item(QStringLiteral("simFieldError"))->isVisible());
            const QString message = text(QStringLiteral("simFieldError"));
            QVERIFY2(message.startsWith(QStringLiteral("Seconds must be more than 0 and at most 3,600")),
                     qPrintable(message));
            QVERIFY2(message.contains(bad), qPrintable(message));
            QCOMPARE(run_->seconds(), before);
        }
        QVERIFY(type(QStringLiteral("simSeed"), QStringLiteral("-1")));
        QTRY_VERIFY(text(QStringLiteral("simFieldError")).startsWith(QStringLiteral("Seed must be a whole number")));
        QCOMPARE(run_->seed(), QStringLiteral("42"));
        // A good value takes and the message goes.
        QVERIFY(type(QStringLiteral("simSeconds"), QStringLiteral("2")));
        QCOMPARE(run_->seconds(), 2.0);
        QTRY_VERIFY(!item(QStringLiteral("simFieldError"))->isVisible());
        QCOMPARE(mqlab::test::qmlWarnings, QStringList());
    }

    // An hour at the real-time pace would take an hour: Cancel stops it, the figures cover what ran.
    void cancelStopsALongRun()
    {
        QVERIFY(type(QStringLiteral("simSeconds"), QStringLiteral("3600")));
        QCOMPARE(run_->seconds(), 3600.0);
        QQuickItem* pace = item(QStringLiteral("simSpeed"));
        QVERIFY(pace);
        pace->forceActiveFocus();
        QTest::keyClick(window_, Qt::Key_Down); // "As fast as possible" -> "x1 (real time)"
        QCOMPARE(int(run_->speed()), int(mqlab::app::SimSpeeds::Times1));
        QVERIFY(click(QStringLiteral("simRun")));
        QTRY_COMPARE(state(), int(SimStates::Running));
        QTRY_VERIFY(run_->progress() > 0); // the first simulated second has passed
        QVERIFY(click(QStringLiteral("simCancel")));
        QTRY_COMPARE_WITH_TIMEOUT(state(), int(SimStates::Cancelled), 10000);
        QVERIFY(run_->progress() < 0.1); // minutes into an hour at most
        QVERIFY2(text(QStringLiteral("simSummary")).startsWith(QStringLiteral("Cancelled at")),
                 qPrintable(text(QStringLiteral("simSummary"))));
        QVERIFY(!item(QStringLiteral("simCancel"))->isEnabled());
        QVERIFY(run_->waitForIdle(10000));
        QCOMPARE(mqlab::test::qmlWarnings, QStringList());
    }

    // Run while a run is under way: the first is cancelled and only the second's figures arrive.
    void runAgainReplacesTheRunUnderWay()
    {
        QCOMPARE(int(run_->speed()), int(mqlab::app::SimSpeeds::Times1));
        QVERIFY(click(QStringLiteral("simRun")));
        QTRY_COMPARE(state(), int(SimStates::Running));
        QVERIFY(type(QStringLiteral("simSeconds"), QStringLiteral("1")));
        QVERIFY(click(QStringLiteral("simRun"))); // "Run again": a 1 s run at real time
        QTRY_COMPARE_WITH_TIMEOUT(state(), int(SimStates::Finished), 20000);
        QVERIFY2(text(QStringLiteral("simSummary")).startsWith(QStringLiteral("1 s simulated")),
                 qPrintable(text(QStringLiteral("simSummary"))));
        QVERIFY(run_->waitForIdle(10000));
        QCOMPARE(mqlab::test::qmlWarnings, QStringList());
    }

    // Stage 1, seed 7, 20 s as fast as possible, then broker 2 of its cluster taken down from its card
    // at the scrubber's 12 s: the run is made again with that failure (the same seed gives the same
    // run up to 12 s), the panel lists the failure in the engine's words, the card carries its mark
    // while the scrubber is inside the failure and not before, the event log has the broker going
    // down, and the lost and retried figures are the engine's own run with the same failure. Removing
    // the failure runs again without it. Then task 1 of the group crashed from its card the same way.
    void failuresFromTheCardsAreInjectedAtTheScrubbersTime()
    {
        QMetaObject::invokeMethod(window_, "setClassroom", Q_ARG(QVariant, false));
        window_->resize(1920, 1080); // the canvas and the Simulate tab both in view
        QVERIFY(mqlab::test::settle());
        QVERIFY(click(QStringLiteral("simSpeed")));
        QTRY_VERIFY(itemWithText(run_->speedNames().value(int(mqlab::app::SimSpeeds::Fastest))));
        QVERIFY(clickItem(itemWithText(run_->speedNames().value(int(mqlab::app::SimSpeeds::Fastest)))));
        QTRY_COMPARE(int(run_->speed()), int(mqlab::app::SimSpeeds::Fastest));
        QVERIFY(type(QStringLiteral("simSeed"), QStringLiteral("7")));
        QVERIFY(type(QStringLiteral("simSeconds"), QStringLiteral("20")));
        QVERIFY(click(QStringLiteral("simRun")));
        QTRY_COMPARE_WITH_TIMEOUT(state(), int(SimStates::Finished), 60000);
        QVERIFY(mqlab::test::settle());
        for (int i = 0; i < 8; ++i) // 20 s back to 12 s, a sample a click
            QVERIFY(click(QStringLiteral("simStepBack")));
        QTRY_COMPARE(run_->cursorSeconds(), 12.0);

        const mqlab::Scenario sc = wb_->scenario();
        const std::string cluster = sc.clusters[0].id;
        QCOMPARE(injectFromCard(cluster, QStringLiteral("Take a broker down at 12.0 s"), 1), QString());
        QTRY_COMPARE_WITH_TIMEOUT(state(), int(SimStates::Finished), 60000);
        QTRY_COMPARE(run_->cursorSeconds(), 12.0); // the scrubber stayed where the failure began

        mqlab::sim::RunOptions o;
        o.seconds = 20;
        o.seed = 7;
        mqlab::sim::BrokerFailure down{0, 1, 12 * mqlab::sim::kSecond, mqlab::sim::kNever};
        o.failures.push_back(down);
        const mqlab::sim::RunResult r = mqlab::sim::simulateScenario(sc, mqlab::app::catalog(), o);
        QCOMPARE(run_->failureTexts(), QStringList{QString::fromStdString(mqlab::sim::failureText(sc, down))});
        QCOMPARE(text(QStringLiteral("simLost")), QString::number(r.lost));
        QCOMPARE(r.lost, 0u); // acks=all, RF 3, min ISR 2
        QCOMPARE(text(QStringLiteral("simRetries")), QString::fromStdString(mqlab::grouped(double(r.retries))));
        const QString mark = QString::fromStdString(mqlab::sim::failureMarkText(down)); // "Broker 2 down"
        const QString cardText = QStringLiteral("failureText-%1").arg(QString::fromStdString(cluster));
        QTRY_COMPARE(text(cardText), mark);
        QVERIFY(item(cardText)->isVisible());
        const auto wentDown = std::find_if(r.log.begin(), r.log.end(), [](const mqlab::sim::LogEntry& e) {
            return e.kind == mqlab::sim::LogKind::BrokerDown;
        });
        QVERIFY(wentDown != r.log.end());
        QVERIFY(run_->cursorLog().contains(QString::fromStdString(mqlab::sim::logEntryText(sc, *wentDown))));
        QVERIFY(mqlab::test::saveScreenshot(window_, QStringLiteral("simulate-broker-down")));
        // Before the failure the card has no mark.
        QVERIFY(click(QStringLiteral("simStepBack")));
        QTRY_COMPARE(run_->cursorSeconds(), 11.0);
        QTRY_VERIFY(!item(cardText)->isVisible());

        QVERIFY(click(QStringLiteral("simFailureRemove-0")));
        QTRY_COMPARE_WITH_TIMEOUT(state(), int(SimStates::Finished), 60000);
        QTRY_COMPARE(run_->failureTexts(), QStringList());
        QCOMPARE(text(QStringLiteral("simRetries")), QStringLiteral("0")); // no failure, nothing retried

        // Task 1 of the group crashed from its card at 12 s (the re-run kept the scrubber at 11 s; one
        // step forward): the group's card is marked and the log has the crash.
        QVERIFY(click(QStringLiteral("simStepForward")));
        QTRY_COMPARE(run_->cursorSeconds(), 12.0);
        const std::string group = sc.groups[0].id;
        QCOMPARE(injectFromCard(group, QStringLiteral("Crash a task at 12.0 s"), 0, mqlab::app::SimFailures::TaskCrash),
                 QString());
        QTRY_COMPARE_WITH_TIMEOUT(state(), int(SimStates::Finished), 60000);
        mqlab::sim::BrokerFailure crash;
        crash.group = 0;
        crash.task = 0;
        crash.from = 12 * mqlab::sim::kSecond;
        QCOMPARE(run_->failureTexts(), QStringList{QString::fromStdString(mqlab::sim::failureText(sc, crash))});
        QTRY_COMPARE(text(QStringLiteral("failureText-%1").arg(QString::fromStdString(group))),
                     QStringLiteral("Task 1 crashed"));
        const QString crashed = QStringLiteral("task 1 of %1 crashed").arg(QString::fromStdString(sc.groups[0].name));
        const QStringList log = run_->cursorLog();
        QVERIFY2(std::any_of(log.begin(), log.end(), [&](const QString& line) { return line.contains(crashed); }),
                 qPrintable(log.join('\n')));
        QVERIFY(click(QStringLiteral("simFailureRemove-0")));
        QTRY_COMPARE_WITH_TIMEOUT(state(), int(SimStates::Finished), 60000);
        QVERIFY(run_->waitForIdle(10000));
        QCOMPARE(mqlab::test::qmlWarnings, QStringList());
    }

    // During a paced run (x1, real time) a broker taken down from the card's menu starts at the live
    // simulated time the menu showed when it opened: the run is made again, as fast as possible up to
    // that time and then at the pace again, so it is still running; the failure listed starts at the
    // time the menu's entry named, and the card is marked once the run passes it.
    void aFailureDuringAPacedRunStartsAtTheLiveTime()
    {
        QVERIFY(click(QStringLiteral("simSpeed")));
        const QString realTime = run_->speedNames().value(int(mqlab::app::SimSpeeds::Times1));
        QTRY_VERIFY(itemWithText(realTime));
        QVERIFY(clickItem(itemWithText(realTime)));
        QTRY_COMPARE(int(run_->speed()), int(mqlab::app::SimSpeeds::Times1));
        QVERIFY(type(QStringLiteral("simSeconds"), QStringLiteral("30")));
        QVERIFY(click(QStringLiteral("simRun")));
        // Its own figures, not the last run's: "Running: 2.1 of 30 s ...".
        QTRY_VERIFY_WITH_TIMEOUT(text(QStringLiteral("simSummary")).startsWith(QStringLiteral("Running:")) &&
                                     run_->simulatedSeconds() >= 2,
                                 20000);

        const std::string cluster = wb_->scenario().clusters[0].id;
        QVERIFY(clickItem(item(QStringLiteral("node-%1").arg(QString::fromStdString(cluster))), Qt::RightButton));
        // The entry names the live time when the menu opened, as the list will: "Take a broker down at 2.3 s".
        const QString prefix = QStringLiteral("Take a broker down at ");
        QQuickItem* entry = nullptr;
        QTRY_VERIFY([&] {
            QList<QQuickItem*> all;
            mqlab::test::collectItems(window_->contentItem(), all);
            for (QQuickItem* i : all)
                if (i->isVisible() && i->property("text").toString().startsWith(prefix) &&
                    i->metaObject()->indexOfProperty("highlighted") >= 0)
                    entry = i;
            return entry != nullptr;
        }());
        const QString when = entry->property("text").toString().mid(prefix.size()); // "2.3 s"
        QVERIFY(mqlab::test::settle());
        QVERIFY(clickItem(entry));
        QTRY_VERIFY(item(QStringLiteral("nodeMenuFail-0-1")) && item(QStringLiteral("nodeMenuFail-0-1"))->isVisible());
        QVERIFY(mqlab::test::settle());
        QVERIFY(click(QStringLiteral("nodeMenuFail-0-1")));
        QTRY_COMPARE(run_->failureTexts().size(), 1);
        QVERIFY2(run_->failureTexts()[0].endsWith(QStringLiteral("down from %1 to the end").arg(when)),
                 qPrintable(run_->failureTexts()[0] + " / " + when));
        QVERIFY(run_->running()); // the new run goes on at the pace chosen
        QTRY_COMPARE_WITH_TIMEOUT(text(QStringLiteral("failureText-%1").arg(QString::fromStdString(cluster))),
                                  QStringLiteral("Broker 2 down"), 20000);
        QVERIFY(click(QStringLiteral("simCancel")));
        QTRY_COMPARE_WITH_TIMEOUT(state(), int(SimStates::Cancelled), 20000);
        QVERIFY(run_->waitForIdle(10000));
        QCOMPARE(mqlab::test::qmlWarnings, QStringList());
    }

    // A dot picked on the canvas is a real batch: the traced batch (one in 1,000 keeps its whole life
    // in the engine's log) that crossed that connection nearest the run's time. Stage 1 (25,000
    // events/s, about 1,200 batches a second over 48 partitions: one or two traced each second),
    // seed 7, 20 s at x10. Clicked while it plays: the run pauses and the log follows the batch,
    // whose steps so far are the engine's own run's entries for that batch (the same seed gives the
    // same run: a prefix of its whole life, which may go on after the pause). After the run, a dot
    // picked at rest gives a batch's whole life: every step's time and words are the engine's
    // (batchTimeline of the same run), and stepping moves the scrubber to each step's time.
    void aPickedDotIsFollowedStepByStep()
    {
        QVERIFY(activate());
        QCOMPARE(wb_->openStage(1), QString());
        QVERIFY(mqlab::test::settle());
        while (!run_->failureTexts().isEmpty()) {
            QVERIFY(click(QStringLiteral("simFailureRemove-0")));
            QVERIFY(run_->waitForIdle(60000));
        }
        const mqlab::Scenario sc = wb_->scenario();
        const std::string producer = sc.producers[0].id, cluster = sc.clusters[0].id;
        QCOMPARE(sc.connections[0].from, producer);
        QCOMPARE(sc.connections[0].to, cluster);
        QVERIFY(click(QStringLiteral("simSpeed")));
        const QString times10 = run_->speedNames().value(int(mqlab::app::SimSpeeds::Times10));
        QTRY_VERIFY(itemWithText(times10));
        QVERIFY(clickItem(itemWithText(times10)));
        QTRY_COMPARE(int(run_->speed()), int(mqlab::app::SimSpeeds::Times10));
        QVERIFY(type(QStringLiteral("simSeed"), QStringLiteral("7")));
        QVERIFY(type(QStringLiteral("simSeconds"), QStringLiteral("20")));
        QVERIFY(click(QStringLiteral("simRun")));
        // Its own figures, not the last run's: "Running: 3.1 of 20 s ...".
        QTRY_VERIFY_WITH_TIMEOUT(text(QStringLiteral("simSummary")).startsWith(QStringLiteral("Running:")) &&
                                     run_->simulatedSeconds() >= 3 && dotOn(producer, cluster),
                                 30000);
        QVERIFY(!run_->paused());
        QQuickItem* dot = dotOn(producer, cluster);
        QVERIFY2(dot->width() >= 16 && dot->height() >= 16, "a dot's place to click is at least 16 px across");
        // Its place read and clicked in one go: the dots move only when a frame is drawn.
        QTest::mouseClick(window_, Qt::LeftButton, {},
                          dot->mapToScene(QPointF(dot->width() / 2, dot->height() / 2)).toPoint());
        QTRY_VERIFY(run_->pickedBatch() >= 0);
        QVERIFY(run_->paused());
        QVERIFY(run_->running());
        QTRY_VERIFY(item(QStringLiteral("simPickedTitle")) && item(QStringLiteral("simPickedTitle"))->isVisible());
        const mqlab::sim::RunResult whole = engineRun();
        const auto batch = std::uint64_t(run_->pickedBatch());
        const std::vector<mqlab::sim::TracedCrossing> crossings = mqlab::sim::tracedCrossings(whole, 0);
        QVERIFY(std::any_of(crossings.begin(), crossings.end(), [&](const auto& c) { return c.batch == batch; }));
        const std::vector<mqlab::sim::LogEntry> life = mqlab::sim::batchTimeline(whole, batch);
        QVERIFY(run_->pickedTimes().size() >= 5); // sent, written by the leader and two followers, ..., acknowledged
        QVERIFY(run_->pickedTimes().size() <= life.size());
        for (size_t i = 0; i < run_->pickedTimes().size(); ++i) {
            QCOMPARE(run_->pickedTimes()[i], mqlab::sim::toSeconds(life[i].at));
            QCOMPARE(run_->pickedLog().value(qsizetype(i)),
                     QString::fromStdString(mqlab::sim::logEntryText(sc, life[i])));
        }
        QCOMPARE(run_->cursorSeconds(), run_->pickedTimes()[0]);
        // Resumed, the run goes on to its end; the batch picked stays followed until another run.
        QVERIFY(click(QStringLiteral("simPause")));
        QTRY_VERIFY(!run_->paused());
        QTRY_COMPARE_WITH_TIMEOUT(state(), int(SimStates::Finished), 60000);

        // At rest after the run, at 12 s: a dot picked gives the traced batch nearest 12 s.
        QTRY_VERIFY_WITH_TIMEOUT(!run_->flowsMoving(), 10000);
        QQuickItem* scrubber = item(QStringLiteral("simScrubber"));
        QVERIFY(click(QStringLiteral("simLogToCursor")));
        scrubber->forceActiveFocus();
        QTest::keyClick(window_, Qt::Key_End);
        for (int i = 0; i < 8; ++i)
            QTest::keyClick(window_, Qt::Key_Left);
        QTRY_COMPARE(run_->cursorSeconds(), 12.0);
        QTRY_VERIFY_WITH_TIMEOUT(!run_->flowsMoving(), 10000);
        // The charts closed, so the whole canvas is in view (a pick opens them again).
        QVERIFY(click(QStringLiteral("chartsToggle")));
        QVERIFY(mqlab::test::settle());
        QTRY_VERIFY(dotOn(producer, cluster));
        dot = dotOn(producer, cluster);
        QVERIFY(dot);
        // (The hover cue and its tip were checked in a real window: under ctest's load the offscreen
        // hover did not always reach the dot.)
        const QPoint centre = dot->mapToScene(QPointF(dot->width() / 2, dot->height() / 2)).toPoint();
        QTest::mouseClick(window_, Qt::LeftButton, {}, centre);
        mqlab::sim::TracedCrossing nearest;
        QVERIFY(mqlab::sim::tracedBatchNear(whole, 0, 12 * mqlab::sim::kSecond, nearest));
        QTRY_COMPARE(run_->pickedBatch(), qint64(nearest.batch));
        QVERIFY(!run_->paused()); // nothing running to pause
        const std::vector<mqlab::sim::LogEntry> steps = mqlab::sim::batchTimeline(whole, nearest.batch);
        QCOMPARE(run_->pickedTimes().size(), steps.size());
        for (size_t i = 0; i < steps.size(); ++i) {
            QCOMPARE(run_->pickedTimes()[i], mqlab::sim::toSeconds(steps[i].at));
            QCOMPARE(run_->pickedLog().value(qsizetype(i)),
                     QString::fromStdString(mqlab::sim::logEntryText(sc, steps[i])));
        }
        QTRY_VERIFY(item(QStringLiteral("simPickedTitle"))->isVisible());
        QVERIFY(
            text(QStringLiteral("simPickedTitle"))
                .startsWith(
                    QStringLiteral("Batch %1 on ").arg(QString::fromStdString(mqlab::grouped(double(nearest.batch))))));
        const int n = int(steps.size());
        QCOMPARE(text(QStringLiteral("simSlowestStep")), QStringLiteral("Step 1 of %1").arg(n));
        QCOMPARE(run_->cursorSeconds(), mqlab::sim::toSeconds(steps[0].at));
        QTRY_COMPARE(item(QStringLiteral("simLogList"))->property("count").toInt(), n);
        QVERIFY(!item(QStringLiteral("simSlowestBack"))->isEnabled());
        // Forward to the last step and back to the first, a click a step: the scrubber at each step's time.
        for (int i = 1; i < n; ++i) {
            QVERIFY(click(QStringLiteral("simSlowestNext")));
            QTRY_COMPARE(text(QStringLiteral("simSlowestStep")), QStringLiteral("Step %1 of %2").arg(i + 1).arg(n));
            QCOMPARE(run_->cursorSeconds(), mqlab::sim::toSeconds(steps[size_t(i)].at));
        }
        QVERIFY(!item(QStringLiteral("simSlowestNext"))->isEnabled());
        QVERIFY(mqlab::test::saveScreenshot(window_, QStringLiteral("simulate-picked-dot")));
        for (int i = n - 2; i >= 0; --i) {
            QVERIFY(click(QStringLiteral("simSlowestBack")));
            QTRY_COMPARE(text(QStringLiteral("simSlowestStep")), QStringLiteral("Step %1 of %2").arg(i + 1).arg(n));
            QCOMPARE(run_->cursorSeconds(), mqlab::sim::toSeconds(steps[size_t(i)].at));
        }
        // A new run drops the picked batch, and the log goes back to the scrubber.
        QVERIFY(click(QStringLiteral("simRun")));
        QTRY_COMPARE(run_->pickedBatch(), qint64(-1));
        QTRY_VERIFY(item(QStringLiteral("simCursorText"))->isVisible());
        QVERIFY(!item(QStringLiteral("simLogPicked"))->isVisible());
        QTRY_COMPARE_WITH_TIMEOUT(state(), int(SimStates::Finished), 60000);
        QVERIFY(run_->waitForIdle(10000));
        QCOMPARE(mqlab::test::qmlWarnings, QStringList());
    }

    // A cluster card's other failures, from its right-click menu at the scrubber's time (12 s of a
    // 20 s run, seed 7, Stage 1 as a person would): a zone down, a slow disk (10 times slower), a
    // broker cut off. Each runs the design again with it; the card's tag, the listed failure and the
    // figures (lost, retried, p99) are the engine's own run of the same design, seed and failure.
    void eachClusterFailureFromTheCard()
    {
        QCOMPARE(wb_->openStage(1), QString());
        QVERIFY(mqlab::test::settle());
        QVERIFY(click(QStringLiteral("simSpeed")));
        const QString fastest = run_->speedNames().value(int(mqlab::app::SimSpeeds::Fastest));
        QTRY_VERIFY(itemWithText(fastest));
        QVERIFY(clickItem(itemWithText(fastest)));
        QTRY_COMPARE(int(run_->speed()), int(mqlab::app::SimSpeeds::Fastest));
        QVERIFY(type(QStringLiteral("simSeed"), QStringLiteral("7")));
        QVERIFY(type(QStringLiteral("simSeconds"), QStringLiteral("20")));
        QVERIFY(click(QStringLiteral("simRun")));
        QTRY_COMPARE_WITH_TIMEOUT(state(), int(SimStates::Finished), 60000);
        QVERIFY(mqlab::test::settle());
        for (int i = 0; i < 8; ++i) // 20 s back to 12 s
            QVERIFY(click(QStringLiteral("simStepBack")));
        QTRY_COMPARE(run_->cursorSeconds(), 12.0);
        const mqlab::Scenario sc = wb_->scenario();
        const std::string cluster = sc.clusters[0].id;
        const QString cardText = QStringLiteral("failureText-%1").arg(QString::fromStdString(cluster));
        QCOMPARE(sc.clusters[0].zones, 3); // brokers 1, 2, 3 in zones 1, 2, 3

        struct Case {
            mqlab::app::SimFailures::Kind kind;
            QString title, mark;
            mqlab::sim::BrokerFailure failure;
        };
        mqlab::sim::BrokerFailure zone, slow, cut;
        zone.zone = 1; // zone 2: broker 2
        slow.broker = 1;
        slow.slowdown = 10;
        cut.broker = 1;
        cut.cut = true;
        for (mqlab::sim::BrokerFailure* f : {&zone, &slow, &cut})
            f->from = 12 * mqlab::sim::kSecond;
        const Case cases[] = {
            {mqlab::app::SimFailures::ZoneDown, QStringLiteral("Take a zone down at 12.0 s"),
             QStringLiteral("Zone 2 down"), zone},
            {mqlab::app::SimFailures::SlowDisk, QStringLiteral("Make a broker's disk 10\u00d7 slower at 12.0 s"),
             QStringLiteral("Broker 2 disk 10\u00d7 slower"), slow},
            {mqlab::app::SimFailures::BrokerCut, QStringLiteral("Cut a broker off at 12.0 s"),
             QStringLiteral("Broker 2 cut off"), cut},
        };
        for (const Case& c : cases) {
            QCOMPARE(injectFromCard(cluster, c.title, 1, c.kind), QString());
            QTRY_COMPARE_WITH_TIMEOUT(state(), int(SimStates::Finished), 60000);
            QTRY_COMPARE(run_->cursorSeconds(), 12.0);
            QCOMPARE(run_->failureTexts(), QStringList{QString::fromStdString(mqlab::sim::failureText(sc, c.failure))});
            QTRY_COMPARE(text(cardText), c.mark);
            QVERIFY(item(cardText)->isVisible());
            const mqlab::sim::RunResult r = engineRun({c.failure});
            QCOMPARE(text(QStringLiteral("simLost")), QString::fromStdString(mqlab::grouped(double(r.lost))));
            QCOMPARE(r.lost, 0u); // acks=all, RF 3, min ISR 2: one broker or one zone of three lost loses nothing
            QCOMPARE(text(QStringLiteral("simRetries")), QString::fromStdString(mqlab::grouped(double(r.retries))));
            QCOMPARE(text(QStringLiteral("simP99")),
                     QString::fromStdString(mqlab::sim::durationMsText(r.produce.quantile(0.99))));
            QVERIFY(mqlab::test::saveScreenshot(window_, QStringLiteral("simulate-fail-%1").arg(int(c.kind))));
            QVERIFY(click(QStringLiteral("simFailureRemove-0")));
            QTRY_COMPARE_WITH_TIMEOUT(state(), int(SimStates::Finished), 60000);
            QTRY_COMPARE(run_->failureTexts(), QStringList());
            QTRY_VERIFY(!item(cardText)->isVisible());
        }
        // A group's card offers only its tasks' crash; a slow disk is not offered on an Express cluster.
        QCOMPARE(run_->failureMenuTitle(QString::fromStdString(sc.groups[0].id), mqlab::app::SimFailures::ZoneDown, 1),
                 QString());
        QCOMPARE(run_->failureChoices(QString::fromStdString(cluster), mqlab::app::SimFailures::ZoneDown),
                 (QStringList{QStringLiteral("Zone 1 (broker 1)"), QStringLiteral("Zone 2 (broker 2)"),
                              QStringLiteral("Zone 3 (broker 3)")}));
        QVERIFY(run_->waitForIdle(10000));
        QCOMPARE(mqlab::test::qmlWarnings, QStringList());
    }

    // Dots travel along the connections as the engine's run carries events over them. Stage 1 with its
    // group cut to one task, seed 7, 20 s; by hand:
    // - orders -> kafka carries what the cluster acknowledges: 25,000 events/s, Poisson, so a
    //   second's count is 25,000 +- 158 (its square root): between 10,000 and 99,999, 5 dots.
    // - kafka -> fulfilment carries what the one task processes: 10 threads at 2 ms an event, at most
    //   10 / 0.002 = 5,000 events/s, and it never runs dry (25,000 come in): about 5,000 a second,
    //   between 1,000 and 9,999, 4 dots.
    // - with task 1 crashed at 10 s the group has no task: its session would end at 10 + 45 = 55 s,
    //   after the run, so nothing moves to another and from 10 s nothing is processed: 0 dots.
    // Paced (x10), the dots show and travel while it plays; after it, they follow the scrubber, each
    // count the engine's own run's figure at that time mapped by dotsFor, travel a moment after each
    // move and then rest.
    void dotsTravelAsTheEngineCarries()
    {
        QVERIFY(activate()); // a window in the background keeps its dots still
        QCOMPARE(wb_->openStage(1), QString());
        const std::string producer = wb_->scenario().producers[0].id, cluster = wb_->scenario().clusters[0].id,
                          group = wb_->scenario().groups[0].id;
        QCOMPARE(wb_->setLoad(25000), QString()); // the stage's own load (an earlier case halved it)
        QCOMPARE(wb_->setField(QString::fromStdString(group), QStringLiteral("tasks"), 1), QString());
        QVERIFY(mqlab::test::settle());
        QVERIFY(click(QStringLiteral("simSpeed")));
        const QString times10 = run_->speedNames().value(int(mqlab::app::SimSpeeds::Times10));
        QTRY_VERIFY(itemWithText(times10));
        QVERIFY(clickItem(itemWithText(times10)));
        QTRY_COMPARE(int(run_->speed()), int(mqlab::app::SimSpeeds::Times10));
        QVERIFY(type(QStringLiteral("simSeed"), QStringLiteral("7")));
        QVERIFY(type(QStringLiteral("simSeconds"), QStringLiteral("20")));
        // No failure left from the cases before (each removal runs again, at x10: wait for it to end).
        while (!run_->failureTexts().isEmpty()) {
            QVERIFY(click(QStringLiteral("simFailureRemove-0")));
            QVERIFY(run_->waitForIdle(60000));
        }
        QVERIFY(click(QStringLiteral("simRun")));

        // While it plays (2 s of wall time), from its first sample on.
        QTRY_VERIFY_WITH_TIMEOUT(run_->running() && run_->simulatedSeconds() >= 2, 20000);
        QTRY_COMPARE(dotsOn(producer, cluster), 5);
        QTRY_COMPARE(dotsOn(cluster, group), 4);
        QVERIFY(run_->flowsMoving());
        QVERIFY(curve(producer, cluster)->property("dotsMoving").toBool());
        QTRY_COMPARE_WITH_TIMEOUT(state(), int(SimStates::Finished), 60000);
        // At rest a moment after the end (SimulationRun::kScrubMotionMs), the dots still shown.
        QTRY_VERIFY_WITH_TIMEOUT(!run_->flowsMoving(), 10000);
        QVERIFY(!curve(producer, cluster)->property("dotsMoving").toBool());
        QCOMPARE(dotsOn(producer, cluster), 5);

        mqlab::sim::RunOptions o;
        o.seconds = 20;
        o.seed = 7;
        const mqlab::Scenario sc = wb_->scenario();
        const mqlab::sim::RunResult r = mqlab::sim::simulateScenario(sc, mqlab::app::catalog(), o);
        QCOMPARE(sc.connections[0].from, producer); // orders -> kafka, then kafka -> fulfilment
        QCOMPARE(sc.connections[1].to, group);

        // The scrubber to 9 s with its keys (End 20 s, then 11 samples back): the dots follow it.
        QQuickItem* scrubber = item(QStringLiteral("simScrubber"));
        QVERIFY(scrubber);
        scrubber->forceActiveFocus();
        QTest::keyClick(window_, Qt::Key_End);
        for (int i = 0; i < 11; ++i)
            QTest::keyClick(window_, Qt::Key_Left);
        QTRY_COMPARE(run_->cursorSeconds(), 9.0);
        QVERIFY(run_->flowsMoving()); // a scrubber move sets them travelling
        const double in9 = r.carriedPerSecond(0, 9), out9 = r.carriedPerSecond(1, 9);
        QVERIFY2(in9 >= 10000 && in9 < 100000, qPrintable(QString::number(in9)));
        QVERIFY2(out9 >= 1000 && out9 < 10000, qPrintable(QString::number(out9)));
        QCOMPARE(flowOf(producer, cluster).eventsPerSecond, in9);
        QCOMPARE(flowOf(cluster, group).eventsPerSecond, out9);
        QCOMPARE(flowOf(producer, cluster).travelMs, 960.0); // 4,800 / 5
        QTRY_COMPARE(dotsOn(producer, cluster), SimulationRun::dotsFor(in9));
        QTRY_COMPARE(dotsOn(cluster, group), SimulationRun::dotsFor(out9));
        QCOMPARE(dotsOn(producer, cluster), 5);
        QCOMPARE(dotsOn(cluster, group), 4);
        // They travel from the producer's end to the cluster's: a dot's place changes, then rests.
        QQuickItem* dot = mqlab::test::itemsNamed(curve(producer, cluster), QStringLiteral("flowDot")).value(0);
        QVERIFY(dot);
        const QPointF was(dot->x(), dot->y());
        QTRY_VERIFY(QPointF(dot->x(), dot->y()) != was);
        QTRY_VERIFY_WITH_TIMEOUT(!run_->flowsMoving(), 10000);
        QVERIFY(mqlab::test::saveScreenshot(window_, QStringLiteral("simulate-dots")));

        // Task 1 crashed from the group's card at 10 s: the run is made again with it; a second on,
        // the group's connection carries nothing and shows no dot, the producer's still 5.
        scrubber->forceActiveFocus();
        QTest::keyClick(window_, Qt::Key_Right);
        QTRY_COMPARE(run_->cursorSeconds(), 10.0);
        QCOMPARE(injectFromCard(group, QStringLiteral("Crash a task at 10.0 s"), 0, mqlab::app::SimFailures::TaskCrash),
                 QString());
        QTRY_COMPARE_WITH_TIMEOUT(state(), int(SimStates::Finished), 60000);
        QTRY_COMPARE(run_->cursorSeconds(), 10.0);
        QVERIFY(click(QStringLiteral("simStepForward")));
        QTRY_COMPARE(run_->cursorSeconds(), 11.0);
        mqlab::sim::BrokerFailure crash;
        crash.group = 0;
        crash.task = 0;
        crash.from = 10 * mqlab::sim::kSecond;
        o.failures.push_back(crash);
        const mqlab::sim::RunResult crashed = mqlab::sim::simulateScenario(sc, mqlab::app::catalog(), o);
        QCOMPARE(crashed.carriedPerSecond(1, 11), 0.0);
        QCOMPARE(flowOf(cluster, group).eventsPerSecond, 0.0);
        QCOMPARE(flowOf(cluster, group).dots, 0);
        QTRY_COMPARE(dotsOn(cluster, group), 0);
        QCOMPARE(flowOf(producer, cluster).eventsPerSecond, crashed.carriedPerSecond(0, 11));
        QCOMPARE(dotsOn(producer, cluster), SimulationRun::dotsFor(crashed.carriedPerSecond(0, 11)));
        QCOMPARE(dotsOn(producer, cluster), 5);
        QVERIFY(mqlab::test::saveScreenshot(window_, QStringLiteral("simulate-dots-crashed")));
        QVERIFY(click(QStringLiteral("simFailureRemove-0")));
        QTRY_COMPARE_WITH_TIMEOUT(state(), int(SimStates::Finished), 60000);
        QVERIFY(run_->waitForIdle(10000));
        QCOMPARE(mqlab::test::qmlWarnings, QStringList());
    }
};

int main(int argc, char** argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    qputenv("QT_QUICK_BACKEND", "software");
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("mqlab-tests"));
    QCoreApplication::setApplicationName(QStringLiteral("mqlab-tests"));
    mqlab::app::useAppStyle();
    SimulateUiTests tests;
    return QTest::qExec(&tests, argc, argv);
}

#include "simulate_ui_tests.moc"
