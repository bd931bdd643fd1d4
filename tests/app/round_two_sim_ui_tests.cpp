// Round 2's design (stages/round-2.json) in the Simulate tab, driven as a person does: real clicks and
// keys, waits for states. The tab runs the platform, runs drills from its menu, and steps through
// the ordered, deduplicated send and the stale worker, each step an entry of the engine's drill log.
// Every time checked is derived from second-seed.md (§3.5, §5) in a comment, or is the engine's own
// run made here in the test.
#include <QApplication>
#include <QtTest>

#include "gui.h"
#include "mqlab/report/format.h"
#include "mqlab/sim/round_two.h"
#include "mqlab/sim/round_two_json.h"
#include "quick_tree.h"
#include "round_two_run.h"
#include "stepper.h"
#include "workbench.h"

using mqlab::app::RoundTwoRun;
namespace sim = mqlab::sim;

class RoundTwoSimUiTests : public mqlab::test::WindowSuite {
    Q_OBJECT

    RoundTwoRun* run()
    {
        QQuickItem* p = item(QStringLiteral("simulatePanel"));
        return p ? p->findChild<RoundTwoRun*>() : nullptr;
    }
    void openSimulate(const char* tab)
    {
        if (!shown(QStringLiteral("roundTwoPanel"))) {
            QVERIFY(click(QStringLiteral("simulateTab")));
            QTRY_VERIFY(shown(QStringLiteral("roundTwoPanel")));
        }
        QVERIFY(click(QString::fromLatin1(tab)));
        QVERIFY(mqlab::test::settle());
    }
    void waitSteps()
    {
        QTRY_VERIFY(run());
        QTRY_VERIFY2_WITH_TIMEOUT(!run()->stepsRunning() && !run()->stepTexts().isEmpty(),
                                  qPrintable(QStringLiteral("scene %1, running %2, %3 steps")
                                                 .arg(int(run()->scene()))
                                                 .arg(run()->stepsRunning())
                                                 .arg(run()->stepTexts().size())),
                                  60000);
        QVERIFY(mqlab::test::settle());
    }
    // Clicks Next (or Back) until the shown step's text holds `words`; false when it never does.
    bool stepTo(const QString& words, const char* button = "r2Next")
    {
        for (int i = 0; i < 80; ++i) {
            if (text(QStringLiteral("r2StepText")).contains(words))
                return true;
            if (!click(QString::fromLatin1(button)))
                return false;
            if (!mqlab::test::settle())
                return false;
        }
        return false;
    }

  private slots:
    void initTestCase()
    {
        QVERIFY(openWindow(QSize(1280, 720)));
        QVERIFY(activate());
        QCOMPARE(
            wb_->document()->openFile(QUrl::fromLocalFile(QStringLiteral(MQLAB_SOURCE_DIR "/stages/round-2.json"))),
            QString());
        QVERIFY(mqlab::test::settle());
    }
    void cleanup() { failOnQmlWarnings(); }

    // The ordered, deduplicated send: message 0's path at the P99s, the retry stopped by its sequence,
    // the restarted producer's resend stopped by its deduplication ID; Back walks it backwards.
    // Before this tab, a Round 2 design got Round 1's panel (a run of a fleet it does not have).
    void orderedSendStepper()
    {
        openSimulate("r2SendTab");
        QVERIFY(!shown(QStringLiteral("roundOnePanel")));
        waitSteps();
        // §3.5 and §5 check 1: committed at 1 + 2 + max(3, 1 + 3) = 7 ms, the high watermark at the
        // reader's follower at 7 + 2 = 9, the fetch answered at 10, in the reader's hands at 11 ms.
        QVERIFY(stepTo(QStringLiteral("committed on a majority")));
        QCOMPARE(text(QStringLiteral("r2StepTime")), QStringLiteral("+7 ms"));
        QVERIFY(stepTo(QStringLiteral("in the reader's hands")));
        QCOMPARE(text(QStringLiteral("r2StepTime")), QStringLiteral("+11 ms"));
        // The 200 was lost; the send timeout (1 s) sends it again 1.001 s in, at the leader a 1 ms hop later.
        QVERIFY(stepTo(QStringLiteral("producer sequence is already in the log")));
        QCOMPARE(text(QStringLiteral("r2StepTime")), QStringLiteral("1.002 s"));
        // The producer restarts 2 s after the first send (2.001 s) with a new ID; its resend reaches
        // the leader at 2.002 s, inside the 300 s window: stopped by the deduplication ID.
        QVERIFY(stepTo(QStringLiteral("deduplication ID is in the window")));
        QCOMPARE(text(QStringLiteral("r2StepTime")), QStringLiteral("2.002 s"));
        // Back to the commit, with the Back button.
        QVERIFY(stepTo(QStringLiteral("committed on a majority"), "r2Back"));
        QCOMPARE(text(QStringLiteral("r2StepTime")), QStringLiteral("+7 ms"));
        QVERIFY(text(QStringLiteral("r2StepTitle")).contains(QStringLiteral("11 ms to the reader")));
    }

    // The stale worker under Round 2's rule (§5 check 2): worker 1's epoch 1 delete at 40 s rejected;
    // worker 2, holding epoch 2 since the lease ran out at 30 s, deletes at 30 + 20 = 50 s.
    void staleWorkerStepper()
    {
        openSimulate("r2StaleTab");
        waitSteps();
        QVERIFY(stepTo(QStringLiteral("rejected (its epoch has passed)")));
        QCOMPARE(text(QStringLiteral("r2StepTime")), QStringLiteral("40 s"));
        QVERIFY(stepTo(QStringLiteral("deleted by worker 2 (handle 2)")));
        QCOMPARE(text(QStringLiteral("r2StepTime")), QStringLiteral("50 s"));
        QVERIFY(stepTo(QStringLiteral("rejected (its epoch has passed)"), "r2Back"));
        QVERIFY(
            text(QStringLiteral("r2StepTitle")).contains(QStringLiteral("Round 1 accepted the same delete at 40 s")));
    }

    // A stepper's tab hands the stepper the arrow keys on a click, and so does a click on the step's
    // text or the tab reached by Shift+Tab; before, Left and Right went to the lesson panel's event stepper
    // (Main.qml's presenter keys) until Back or Next had been clicked. PgDown still pages the lesson.
    void theStepperTakesTheArrowsFromItsTab()
    {
        mqlab::app::Stepper* figure = eventStepperAtStart();
        QVERIFY(figure);
        openSimulate("r2FiguresTab");
        openSimulate("r2StaleTab"); // a click on the tab
        waitSteps();
        QQuickItem* view = item(QStringLiteral("r2StaleView"));
        QVERIFY(view);
        // The stale worker's own steps, not the last scene's still on show while its run starts.
        QTRY_VERIFY_WITH_TIMEOUT(view->property("shown").toBool() && !run()->stepsRunning(), 60000);
        QVERIFY(mqlab::test::settle());
        auto* steps = view->findChild<mqlab::app::Stepper*>(QStringLiteral("r2Stepper"));
        QVERIFY(steps && steps->count() > 2);
        checkStepperKeys(view, steps, figure, QStringLiteral("r2StepText"), QStringLiteral("r2StaleTab"));
    }

    // Run the design, then a drill from the menu: the figures are the engine's for the same run.
    void runAndDrillFromTheMenu()
    {
        openSimulate("r2FiguresTab");
        QVERIFY(click(QStringLiteral("r2Run")));
        QTRY_VERIFY_WITH_TIMEOUT(!run()->running() && run()->hasResult(), 120000);
        QVERIFY(mqlab::test::settle());
        // The design's peak, 2 x 10^9 / 86,400 x 3.5 = 81,018.5 msg/s, in the settings line.
        QVERIFY2(text(QStringLiteral("r2Settings")).contains(QStringLiteral("81,018.5 msg/s")),
                 qPrintable(text(QStringLiteral("r2Settings"))));
        QVERIFY(text(QStringLiteral("r2Figure-lost")).endsWith(QStringLiteral("&nbsp;0")));

        QVERIFY(click(QStringLiteral("r2Drills")));
        QTRY_VERIFY(shown(QStringLiteral("r2Drill-broker-crash")));
        QVERIFY(mqlab::test::settle());
        QVERIFY(click(QStringLiteral("r2Drill-broker-crash")));
        QTRY_VERIFY_WITH_TIMEOUT(!run()->running() && run()->title().contains(QStringLiteral("Broker crash")), 120000);
        QVERIFY(mqlab::test::settle());
        // Broker 1 led partitions 0, 12, ..., 1,992: 167 re-elected (§3.5 "~167").
        QVERIFY2(text(QStringLiteral("r2Figure-leaders_reelected")).endsWith(QStringLiteral("&nbsp;167")),
                 qPrintable(text(QStringLiteral("r2Figure-leaders_reelected"))));
        const sim::R2DrillResult r = sim::runRoundTwoDrill(sim::R2Drill::BrokerCrash, RoundTwoRun::kSeed);
        QVERIFY(text(QStringLiteral("r2Figure-retried_messages"))
                    .endsWith(QStringLiteral("&nbsp;") +
                              QString::fromStdString(mqlab::grouped(sim::r2Figure(r, "retried_messages")))));

        // The stale worker's run lists Round 1's rule below Round 2's.
        QVERIFY(click(QStringLiteral("r2Drills")));
        QTRY_VERIFY(shown(QStringLiteral("r2Drill-stale-worker")));
        QVERIFY(mqlab::test::settle());
        QVERIFY(click(QStringLiteral("r2Drill-stale-worker")));
        QTRY_VERIFY_WITH_TIMEOUT(!run()->running() && run()->title().contains(QStringLiteral("Stale worker")), 60000);
        QVERIFY(run()->timeline().contains(QStringLiteral("The same drill, Round 1's rules: no epoch check:")));
    }

    // The replay by timestamp, from the replay drill's seek run (drawn timings, seed 1): the seek
    // refused while member 1 reads, the time index, the S3 tier, the local volume, the page cache,
    // caught up; Back walks it backwards. The times are the engine's run of the same drill here.
    void replayByTimestampStepper()
    {
        openSimulate("r2ReplayTab");
        waitSteps();
        const sim::R2DrillResult r = sim::runRoundTwoDrill(sim::R2Drill::Replay, RoundTwoRun::kSeed);
        QVERIFY2(text(QStringLiteral("r2StepText")).contains(QStringLiteral("refused: the group has 1 member")),
                 qPrintable(text(QStringLiteral("r2StepText"))));
        QCOMPARE(text(QStringLiteral("r2StepTime")), QStringLiteral("0 s"));
        // A week before the run's 606,600 s of log time is 1,800 s; message n was written at n x 0.0864 s
        // (10^6 a day a partition): 20,834 is the first at or after it, scanned from index entry 20,832.
        QVERIFY(stepTo(QStringLiteral("time index")));
        QVERIFY2(text(QStringLiteral("r2StepText")).contains(QStringLiteral("offset 20,834 is the first")),
                 qPrintable(text(QStringLiteral("r2StepText"))));
        QVERIFY(stepTo(QStringLiteral("fetched from the S3 tier")));
        QVERIFY(stepTo(QStringLiteral("fetched from the local volume")));
        QVERIFY(stepTo(QStringLiteral("fetched from the page cache")));
        QVERIFY(stepTo(QStringLiteral("caught up at the high watermark")));
        const QString caughtAt = QString::fromStdString(mqlab::grouped(sim::r2Figure(r, "caught_up_s"), 3) + " s");
        const QString caughtOffset = QString::fromStdString(mqlab::grouped(sim::r2Figure(r, "caught_up_offset")));
        const QString tierSpeed = QString::fromStdString(mqlab::grouped(sim::r2Figure(r, "tier_mbps"), 1) + " MB/s");
        QCOMPARE(text(QStringLiteral("r2StepTime")), caughtAt);
        QVERIFY(text(QStringLiteral("r2StepText")).contains(caughtOffset));
        QVERIFY(!click(QStringLiteral("r2Next"))); // the last step
        QVERIFY(stepTo(QStringLiteral("fetched from the S3 tier"), "r2Back"));
        QVERIFY2(text(QStringLiteral("r2StepTitle")).contains(tierSpeed),
                 qPrintable(text(QStringLiteral("r2StepTitle"))));
    }

    // What the tier offloads on the design, by the model's arithmetic (§3.5): without the tier
    // 14.4 TB x 7 = 100.8 TB, at the same 48% fill 210 TB of gp3; 1 - 30 / 210 = 85.7% less disk;
    // 210,000 x $0.08 - (30,000 x $0.08 + 28,000 x $0.023) = $16,800 - $3,044 = $13,756.
    void tierOffloadStepper()
    {
        openSimulate("r2TierTab");
        waitSteps();
        QVERIFY(stepTo(QStringLiteral("Without the tier")));
        QCOMPARE(text(QStringLiteral("r2StepTime")), QStringLiteral("100.8 TB"));
        QVERIFY(stepTo(QStringLiteral("of gp3.")));
        QCOMPARE(text(QStringLiteral("r2StepTime")), QStringLiteral("210.0 TB"));
        QVERIFY(stepTo(QStringLiteral("cuts the disk")));
        QCOMPARE(text(QStringLiteral("r2StepTime")), QStringLiteral("85.7%"));
        QVERIFY(stepTo(QStringLiteral("The tier saves")));
        QCOMPARE(text(QStringLiteral("r2StepTime")), QStringLiteral("$13,756.00"));
        QVERIFY(stepTo(QStringLiteral("The S3 tier keeps"), "r2Back"));
        QCOMPARE(text(QStringLiteral("r2StepTime")), QStringLiteral("28.0 TB"));
        QVERIFY2(text(QStringLiteral("r2StepTitle")).contains(QStringLiteral("$13,756.00 a month saved")),
                 qPrintable(text(QStringLiteral("r2StepTitle"))));
    }

    // The broker crash's whole-run p99 holds the retried sends: the p99 of the sends not retried is
    // beside it, and the drill's assumed figures are shown as assumed, as the engine lists them.
    void crashP99AndAssumedFigures()
    {
        openSimulate("r2FiguresTab");
        QVERIFY(click(QStringLiteral("r2Drills")));
        QTRY_VERIFY(shown(QStringLiteral("r2Drill-broker-crash")));
        QVERIFY(mqlab::test::settle());
        QVERIFY(click(QStringLiteral("r2Drill-broker-crash")));
        QTRY_VERIFY_WITH_TIMEOUT(!run()->running() && run()->title().contains(QStringLiteral("Broker crash")), 120000);
        QVERIFY(mqlab::test::settle());
        const sim::R2DrillResult r = sim::runRoundTwoDrill(sim::R2Drill::BrokerCrash, RoundTwoRun::kSeed);
        QVERIFY(
            text(QStringLiteral("r2Figure-send_to_reader_p99_ms")).contains(QStringLiteral("retried sends included")));
        QVERIFY(shown(QStringLiteral("r2Figure-first_try_p99_ms")));
        const sim::R2Figure* firstTry = nullptr;
        for (const sim::R2Figure& f : r.figures)
            if (f.key == "first_try_p99_ms")
                firstTry = &f;
        QVERIFY(firstTry);
        const QString firstTryText = QString::fromStdString(sim::r2FigureValueText(*firstTry));
        const QString assumedText = QString::fromStdString(sim::roundTwoAssumedText(r));
        QVERIFY(text(QStringLiteral("r2Figure-first_try_p99_ms")).endsWith(firstTryText));
        QVERIFY(shown(QStringLiteral("r2Assumed")));
        QVERIFY(text(QStringLiteral("r2Assumed")).contains(assumedText));

        // The replay drill rests on the S3 GET's 30 / 120 ms and 4 fetches in flight (RoundTwoConfig).
        QVERIFY(click(QStringLiteral("r2Drills")));
        QTRY_VERIFY(shown(QStringLiteral("r2Drill-replay")));
        QVERIFY(mqlab::test::settle());
        QVERIFY(click(QStringLiteral("r2Drill-replay")));
        QTRY_VERIFY_WITH_TIMEOUT(!run()->running() && run()->title().contains(QStringLiteral("Replaying")), 120000);
        QVERIFY(mqlab::test::settle());
        QVERIFY2(text(QStringLiteral("r2Assumed"))
                     .contains(QStringLiteral("an S3 GET, median 30 ms; an S3 GET, p99 120 ms")),
                 qPrintable(text(QStringLiteral("r2Assumed"))));
        QVERIFY(
            text(QStringLiteral("r2Assumed")).contains(QStringLiteral("fetches a replaying reader keeps in flight 4")));
    }

    // The hot tenant from the menu, by keys this time: the menu opens on a click, the arrow keys walk
    // to the drill, Space runs it. Its figures are the engine's run of the same drill with seed 1:
    // team 1's 429s and Retry-After (at most ceil(1 MiB / 5 MB/s) = 210 ms), its lag, no 429 for the
    // others, and the figures the drill assumes shown as assumed.
    void hotTenantFromTheMenu()
    {
        openSimulate("r2FiguresTab");
        QVERIFY(click(QStringLiteral("r2Drills")));
        QTRY_VERIFY(shown(QStringLiteral("r2Drill-hot-tenant")));
        QVERIFY(mqlab::test::settle());
        QQuickItem* wanted = item(QStringLiteral("r2Drill-hot-tenant"));
        for (int i = 0; i < 20 && !wanted->hasActiveFocus(); ++i) {
            QTest::keyClick(window_, Qt::Key_Down);
            QVERIFY(mqlab::test::settle());
        }
        QVERIFY(wanted->hasActiveFocus());
        QTest::keyClick(window_, Qt::Key_Space);
        QTRY_VERIFY_WITH_TIMEOUT(!run()->running() && run()->title().contains(QStringLiteral("Hot tenant")), 120000);
        QVERIFY(mqlab::test::settle());
        const sim::R2DrillResult r = sim::runRoundTwoDrill(sim::R2Drill::HotTenant, RoundTwoRun::kSeed);
        for (const sim::R2Figure& f : r.figures) {
            const QString name = QStringLiteral("r2Figure-") + QString::fromStdString(f.key);
            QVERIFY2(shown(name), qPrintable(name));
            QVERIFY2(text(name).endsWith(QStringLiteral("&nbsp;") + QString::fromStdString(sim::r2FigureValueText(f))),
                     qPrintable(text(name)));
        }
        QVERIFY(sim::r2Figure(r, "throttled") > 0);
        QVERIFY(sim::r2Figure(r, "longest_retry_after_ms") <= 210);
        QVERIFY(text(QStringLiteral("r2Figure-others_throttled")).endsWith(QStringLiteral("&nbsp;0")));
        QVERIFY2(text(QStringLiteral("r2Assumed")).contains(QStringLiteral("what the hot team asks for 400 MB/s")),
                 qPrintable(text(QStringLiteral("r2Assumed"))));
        QVERIFY2(run()->timeline().join('\n').contains(QStringLiteral("429, Retry-After")),
                 qPrintable(run()->timeline().join('\n')));
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
    RoundTwoSimUiTests tests;
    return QTest::qExec(&tests, argc, argv);
}

#include "round_two_sim_ui_tests.moc"
