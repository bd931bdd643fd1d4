// Round 3's design (stages/round-3.json) in the Simulate tab, driven as a person does: real clicks and
// keys, waits for states. The tab runs the regions' drills from its menu on the design, and steps
// through the region evacuation (the runbook with the engine's live numbers) and one customer's
// deletion (its states with the clock), forward and back. Every figure checked is derived from
// second-seed.md (§4.3, §4.4, §5 check 7) in a comment, or is the engine's own run made here.
#include <QApplication>
#include <QtTest>

#include "gui.h"
#include "mqlab/report/format.h"
#include "mqlab/sim/round_three.h"
#include "mqlab/sim/round_two_json.h"
#include "quick_tree.h"
#include "round_three_run.h"
#include "stepper.h"
#include "workbench.h"

using mqlab::app::RoundThreeRun;
namespace sim = mqlab::sim;

class RoundThreeSimUiTests : public mqlab::test::WindowSuite {
    Q_OBJECT

    RoundThreeRun* run()
    {
        QQuickItem* p = item(QStringLiteral("simulatePanel"));
        return p ? p->findChild<RoundThreeRun*>() : nullptr;
    }
    void openSimulate(const char* tab)
    {
        if (!shown(QStringLiteral("roundThreePanel"))) {
            QVERIFY(click(QStringLiteral("simulateTab")));
            QTRY_VERIFY(shown(QStringLiteral("roundThreePanel")));
        }
        QVERIFY(click(QString::fromLatin1(tab)));
        QVERIFY(mqlab::test::settle());
    }
    void waitSteps()
    {
        QTRY_VERIFY(run());
        QTRY_VERIFY2_WITH_TIMEOUT(!run()->stepsRunning() && !run()->stepTexts().isEmpty(),
                                  qPrintable(QStringLiteral("scene %1, running %2, %3 steps, %4")
                                                 .arg(int(run()->scene()))
                                                 .arg(run()->stepsRunning())
                                                 .arg(run()->stepTexts().size())
                                                 .arg(run()->stepTitle())),
                                  60000);
        QVERIFY(mqlab::test::settle());
    }
    // Clicks Next (or Back) until the shown step's state is `state`; false when it never is.
    bool stepTo(const QString& state, const char* button = "r3Next")
    {
        for (int i = 0; i < 40; ++i) {
            if (text(QStringLiteral("r3StepState")) == state)
                return true;
            if (!click(QString::fromLatin1(button)))
                return false;
            if (!mqlab::test::settle())
                return false;
        }
        return false;
    }
    // The engine's run of a drill on the design in the window, as the tab runs it.
    sim::R3DrillResult engineRun(sim::R3Drill drill)
    {
        return sim::runRoundThreeDrill(drill, RoundThreeRun::kSeed,
                                       mqlab::app::roundThreeConfigOf(wb_->scenario(), wb_->report()));
    }

  private slots:
    void initTestCase()
    {
        QVERIFY(openWindow(QSize(1280, 720)));
        QVERIFY(activate());
        QCOMPARE(
            wb_->document()->openFile(QUrl::fromLocalFile(QStringLiteral(MQLAB_SOURCE_DIR "/stages/round-3.json"))),
            QString());
        QVERIFY(mqlab::test::settle());
    }
    void cleanup() { failOnQmlWarnings(); }

    // The region evacuation: us-east-1 lost at its mirror's 3 s lag, the runbook step by step with the
    // engine's numbers. Before this tab a Round 3 design got Round 1's panel (a fleet it does not have).
    void evacuationStepper()
    {
        openSimulate("r3EvacuationTab");
        QVERIFY(!shown(QStringLiteral("roundOnePanel")));
        waitSteps();
        QCOMPARE(text(QStringLiteral("r3StepState")), QStringLiteral("LOST"));
        QCOMPARE(text(QStringLiteral("r3StepTime")), QStringLiteral("0 s"));
        // What stays behind is the engine's run of the same drill on this design (seed 1): 60,763.89 msg/s
        // x about 3 s (check 7).
        const sim::R3DrillResult r = engineRun(sim::R3Drill::RegionLoss);
        const QString left = QString::fromStdString(mqlab::grouped(sim::r3Figure(r, "left_behind")));
        QVERIFY2(text(QStringLiteral("r3StepText")).contains(left + QStringLiteral(" critical messages")),
                 qPrintable(text(QStringLiteral("r3StepText"))));
        QVERIFY(std::abs(sim::r3Figure(r, "left_behind") - 60'763.89 * 3) <= 60'763.89 * 0.25);
        // Seen at 60 s, confirmed 240 s later (assumed times): 5 min 00 s.
        QVERIFY(stepTo(QStringLiteral("CONFIRMED")));
        QCOMPARE(text(QStringLiteral("r3StepTime")), QStringLiteral("5 min 00 s"));
        // Payments first: lags noted at 360 s, its flip 30 s later.
        QVERIFY(stepTo(QStringLiteral("FLIPPED")));
        QCOMPARE(text(QStringLiteral("r3StepTime")), QStringLiteral("6 min 30 s"));
        QVERIFY(text(QStringLiteral("r3StepText")).startsWith(QStringLiteral("payments first")));
        // us-west-2 after the failover: 162,037 + 60,764 = 222,801 msg/s, its planned peak, on 4 cells of
        // 81,018.5 (324,074): 68.75%.
        QVERIFY(stepTo(QStringLiteral("PAIR AT PEAK")));
        QVERIFY2(text(QStringLiteral("r3StepText")).contains(QStringLiteral("= 222,801 msg/s")),
                 qPrintable(text(QStringLiteral("r3StepText"))));
        QVERIFY(text(QStringLiteral("r3StepText")).contains(QStringLiteral("(68.75%)")));
        // Back with the keyboard: Left twice from the last step lands on the last group's resume.
        QVERIFY(stepTo(QStringLiteral("TAIL WAITS")));
        QTest::keyClick(window_, Qt::Key_Left);
        QTest::keyClick(window_, Qt::Key_Left);
        QTRY_COMPARE(text(QStringLiteral("r3StepState")), QStringLiteral("RESUMED"));
        QVERIFY(text(QStringLiteral("r3StepText")).startsWith(QStringLiteral("The inventory consumers resume")));
        QVERIFY(stepTo(QStringLiteral("LOST"), "r3Back"));
        QVERIFY(text(QStringLiteral("r3StepTitle")).contains(QStringLiteral("Evacuating us-east-1 to us-west-2")));
    }

    // A click on a stepper's tab hands the stepper the arrows at once (before, Left and Right did nothing
    // until Back or Next had been clicked).
    void theStepperTakesTheArrowsFromItsTab()
    {
        openSimulate("r3FiguresTab");
        openSimulate("r3FailbackTab");
        waitSteps();
        QQuickItem* view = item(QStringLiteral("r3FailbackView"));
        QVERIFY(view);
        QTRY_VERIFY(view->property("shown").toBool());
        auto* steps = view->findChild<mqlab::app::Stepper*>(QStringLiteral("r3Stepper"));
        QVERIFY(steps && steps->count() > 2);
        steps->setIndex(0);
        QTRY_VERIFY(view->hasActiveFocus());
        QTest::keyClick(window_, Qt::Key_Right);
        QCOMPARE(steps->index(), 1);
        QTest::keyClick(window_, Qt::Key_Left);
        QCOMPARE(steps->index(), 0);
    }

    // The numbers are live: a 4 s mirror lag on the design moves what stays behind to about
    // 60,763.89 x 4 = 243,056 (within one batch), as the engine counts it for the edited design.
    void evacuationFollowsTheDesign()
    {
        openSimulate("r3EvacuationTab");
        waitSteps();
        QCOMPARE(text(QStringLiteral("r3StepState")), QStringLiteral("LOST"));
        QCOMPARE(wb_->setField(QStringLiteral("mirror-use1"), QStringLiteral("lag_s"), 4), QString());
        const sim::R3DrillResult r = engineRun(sim::R3Drill::RegionLoss);
        QVERIFY(std::abs(sim::r3Figure(r, "left_behind") - 60'763.89 * 4) <= 60'763.89 * 0.25);
        const QString left = QString::fromStdString(mqlab::grouped(sim::r3Figure(r, "left_behind")));
        QTRY_VERIFY2_WITH_TIMEOUT(
            text(QStringLiteral("r3StepText")).contains(left + QStringLiteral(" critical messages")),
            qPrintable(text(QStringLiteral("r3StepText"))), 60000);
        QCOMPARE(wb_->setField(QStringLiteral("mirror-use1"), QStringLiteral("lag_s"), 3), QString());
        const QString back =
            QString::fromStdString(mqlab::grouped(sim::r3Figure(engineRun(sim::R3Drill::RegionLoss), "left_behind")));
        QTRY_VERIFY_WITH_TIMEOUT(
            text(QStringLiteral("r3StepText")).contains(back + QStringLiteral(" critical messages")), 60000);
    }

    // One customer's deletion under a legal hold (assumed: the check at 60 s, a 30-day hold, the
    // DeleteItem 60 s after PENDING, backups kept 7 days): 202 PENDING at 0 s, ON_HOLD at 1 min, PENDING
    // at 30 days 1 min, KEY_DELETED at 30 days 2 min, COMPLETE 7 days later. Without the hold:
    // KEY_DELETED at 2 min, COMPLETE at 7 days 2 min.
    void deletionStepper()
    {
        openSimulate("r3DeletionTab");
        waitSteps();
        QCOMPARE(text(QStringLiteral("r3StepState")), QStringLiteral("PENDING"));
        QVERIFY(text(QStringLiteral("r3StepText")).contains(QStringLiteral("202")));
        QVERIFY(stepTo(QStringLiteral("ON_HOLD")));
        QCOMPARE(text(QStringLiteral("r3StepTime")), QStringLiteral("1 min 00 s"));
        QVERIFY(stepTo(QStringLiteral("KEY_DELETED")));
        QCOMPARE(text(QStringLiteral("r3StepTime")), QStringLiteral("30 d 00 h 02 min"));
        QVERIFY(stepTo(QStringLiteral("COMPLETE")));
        QCOMPARE(text(QStringLiteral("r3StepTime")), QStringLiteral("37 d 00 h 02 min"));
        QVERIFY(!click(QStringLiteral("r3Next"))); // the last step
        QVERIFY(stepTo(QStringLiteral("ON_HOLD"), "r3Back"));
        // Without a hold.
        QVERIFY(click(QStringLiteral("r3Held")));
        QTRY_COMPARE(run()->scene(), mqlab::app::R3Scenes::DeletionFree);
        waitSteps();
        QVERIFY(stepTo(QStringLiteral("KEY_DELETED")));
        QCOMPARE(text(QStringLiteral("r3StepTime")), QStringLiteral("2 min 00 s"));
        QVERIFY(stepTo(QStringLiteral("COMPLETE")));
        QCOMPARE(text(QStringLiteral("r3StepTime")), QStringLiteral("7 d 00 h 02 min"));
        QVERIFY(!run()->stepStates().contains(QStringLiteral("ON_HOLD")));
        QVERIFY(click(QStringLiteral("r3Held")));
        QTRY_COMPARE(run()->scene(), mqlab::app::R3Scenes::DeletionHeld);
        waitSteps();
    }

    // A drill from the menu: the bad change in waves hurts the canary's 1 cell of us-east-1's 5 (20%);
    // all at once, all 5 (100%). Its assumed figures are shown as assumed.
    void badChangeFromTheMenu()
    {
        openSimulate("r3FiguresTab");
        QVERIFY(click(QStringLiteral("r3Drills")));
        QTRY_VERIFY(shown(QStringLiteral("r3Drill-bad-config")));
        QVERIFY(mqlab::test::settle());
        QVERIFY(click(QStringLiteral("r3Drill-bad-config")));
        QTRY_VERIFY_WITH_TIMEOUT(!run()->running() && run()->title().contains(QStringLiteral("canary")), 60000);
        QVERIFY(mqlab::test::settle());
        QVERIFY2(text(QStringLiteral("r3Figure-share_hurt")).endsWith(QStringLiteral("&nbsp;20%")),
                 qPrintable(text(QStringLiteral("r3Figure-share_hurt"))));
        QVERIFY(text(QStringLiteral("r3Figure-all_share_hurt")).endsWith(QStringLiteral("&nbsp;100%")));
        QVERIFY(text(QStringLiteral("r3Figure-cells_hurt")).endsWith(QStringLiteral("&nbsp;1")));
        QVERIFY2(text(QStringLiteral("r3Assumed")).contains(QStringLiteral("health checked every 30 s")),
                 qPrintable(text(QStringLiteral("r3Assumed"))));
        QVERIFY(run()->timeline().contains(QStringLiteral("Every cell at once (no waves):")));
        // The canary's stepper: the canary at 0 s, broken at 1 min, halted at the check at 60-90 s.
        openSimulate("r3CanaryTab");
        waitSteps();
        QCOMPARE(text(QStringLiteral("r3StepState")), QStringLiteral("CANARY"));
        QVERIFY(stepTo(QStringLiteral("ROLLED BACK")));
        QVERIFY2(
            text(QStringLiteral("r3StepText")).contains(QStringLiteral("1 of 5 cells (20% of us-east-1's tenants)")),
            qPrintable(text(QStringLiteral("r3StepText"))));
    }

    // The region-loss drill from the Lose a region button: the figures are the engine's run.
    void loseARegion()
    {
        openSimulate("r3FiguresTab");
        QVERIFY(click(QStringLiteral("r3Run")));
        QTRY_VERIFY_WITH_TIMEOUT(!run()->running() && run()->title().contains(QStringLiteral("Region lost")), 60000);
        QVERIFY(mqlab::test::settle());
        const sim::R3DrillResult r = engineRun(sim::R3Drill::RegionLoss);
        for (const char* key : {"left_behind", "left_behind_target", "reread"})
            QVERIFY2(
                text(QStringLiteral("r3Figure-") + QLatin1String(key))
                    .endsWith(QStringLiteral("&nbsp;") + QString::fromStdString(mqlab::grouped(sim::r3Figure(r, key)))),
                key);
        // The settings line names the design's figures: 60,764 msg/s mirrored at a 3 s lag (target 5 s).
        QVERIFY2(text(QStringLiteral("r3Settings")).contains(QStringLiteral("its 60,764 msg/s of critical topics")),
                 qPrintable(text(QStringLiteral("r3Settings"))));
    }

    // A new drill from the menu, by clicks: S3 uploads fail on the design's broker tier, (20 + 5) TB a day x
    // 1 day x 3 copies x 1.2 = 90 TB on 216 x 1 TB volumes (§4.4): room (216 - 90) / 90 = 1.4 days once the
    // 24 h already uploaded have aged out, full at 24 + 33.6 = 57.6 h. The menu lists every new drill.
    void s3UploadFailureFromTheMenu()
    {
        openSimulate("r3FiguresTab");
        QVERIFY(click(QStringLiteral("r3Drills")));
        QTRY_VERIFY(shown(QStringLiteral("r3Drill-s3-upload-failure")));
        QVERIFY(shown(QStringLiteral("r3Drill-split-brain-key")));
        QVERIFY(shown(QStringLiteral("r3Drill-dlq-redrive")));
        // The menu is as wide as its longest drill and fits in the window.
        QQuickItem* entry = item(QStringLiteral("r3Drill-split-brain-key"));
        const QPointF right = entry->mapToScene(QPointF(entry->width(), 0));
        QVERIFY2(right.x() <= window_->width(), qPrintable(QString::number(right.x())));
        QVERIFY(mqlab::test::settle());
        QVERIFY(click(QStringLiteral("r3Drill-s3-upload-failure")));
        QTRY_VERIFY_WITH_TIMEOUT(!run()->running() && run()->title().contains(QStringLiteral("S3 uploads fail")),
                                 60000);
        QVERIFY(mqlab::test::settle());
        QVERIFY2(text(QStringLiteral("r3Figure-room_days")).endsWith(QStringLiteral("&nbsp;1.4 days")),
                 qPrintable(text(QStringLiteral("r3Figure-room_days"))));
        QVERIFY2(text(QStringLiteral("r3Figure-full_h")).endsWith(QStringLiteral("&nbsp;57.6 h")),
                 qPrintable(text(QStringLiteral("r3Figure-full_h"))));
        QVERIFY2(text(QStringLiteral("r3Settings")).contains(QStringLiteral("holds 90 TB on 216 TB")),
                 qPrintable(text(QStringLiteral("r3Settings"))));
        QVERIFY(run()->timeline().contains(QStringLiteral("Nobody fixes the uploads:")));
        QVERIFY2(text(QStringLiteral("r3Assumed")).contains(QStringLiteral("the broker tier's fill alarm at 60%")),
                 qPrintable(text(QStringLiteral("r3Assumed"))));
    }

    void cleanupTestCase() { restoreMessageHandler(); }
};

int main(int argc, char** argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    qputenv("QT_QUICK_BACKEND", "software");
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("mqlab-tests"));
    QCoreApplication::setApplicationName(QStringLiteral("mqlab-tests"));
    mqlab::app::useAppStyle();
    RoundThreeSimUiTests tests;
    return QTest::qExec(&tests, argc, argv);
}

#include "round_three_sim_ui_tests.moc"
