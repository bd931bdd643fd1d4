// The Simulate tab (qml/SimulatePanel.qml over app/simulation_run.h), driven as a person does: real
// clicks and keys, waits for states. Every figure it checks is the engine's own run for the same
// design, seed and seconds (simulateScenario), made here in the test.
#include <QApplication>
#include <QStandardPaths>
#include <QtTest>
#include <algorithm>

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

    bool click(const QString& name)
    {
        QQuickItem* i = item(name);
        if (!i || !i->isVisible() || !i->isEnabled())
            return false;
        QTest::mouseClick(window_, Qt::LeftButton, {},
                          i->mapToScene(QPointF(i->width() / 2, i->height() / 2)).toPoint());
        return true;
    }
    // Clicks into a text box, replaces what it holds with `typed` and presses Enter.
    bool type(const QString& name, const QString& typed)
    {
        if (!click(name))
            return false;
        QTest::keyClick(window_, Qt::Key_A, Qt::ControlModifier);
        for (const QChar c : typed) // Qt 6.4 has no keyClicks for a QWindow
            QTest::keyClick(window_, c.toLatin1());
        QTest::keyClick(window_, Qt::Key_Return);
        return true;
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
        QCOMPARE(text(QStringLiteral("simFormula")), wb_->latencyText()); // the tile's figure beside it
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
        QVERIFY(mqlab::test::saveScreenshot(window_, QStringLiteral("simulate-stage1")));
        QCOMPARE(mqlab::test::qmlWarnings, QStringList());
    }

    // A design edit after the run: the figures are marked as the earlier design's.
    void aDesignEditMarksTheFiguresStale()
    {
        QCOMPARE(state(), int(SimStates::Finished));
        QVERIFY(!run_->stale());
        QCOMPARE(wb_->setLoad(wb_->load() / 2), QString());
        QVERIFY(mqlab::test::settle());
        QVERIFY(run_->stale());
        QTRY_VERIFY(item(QStringLiteral("simStale"))->isVisible());
        QVERIFY(click(QStringLiteral("simRun")));
        QTRY_COMPARE_WITH_TIMEOUT(state(), int(SimStates::Finished), 60000);
        QVERIFY(!run_->stale());
        QTRY_VERIFY(!item(QStringLiteral("simStale"))->isVisible());
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
