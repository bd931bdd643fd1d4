// Round 1 on the canvas (stages/round-1.json), driven as a person does: real clicks and keys, waits
// for states. The palette offers Round 1's kinds and fits the window; the Simulate tab runs the
// design through the engine's Round 1 run; the steppers show the engine's drills step by step. Every
// time and figure checked is derived from the spec (shared/specs/second-seed.md) in a comment, or is
// the engine's own run made here in the test.
#include <QApplication>
#include <QtTest>
#include <cmath>

#include "addentries.h"
#include "gui.h"
#include "mqlab/model/kinds.h"
#include "mqlab/report/format.h"
#include "mqlab/sim/round_one.h"
#include "mqlab/sim/run_text.h"
#include "quick_tree.h"
#include "round_one_run.h"
#include "round_one_steps.h"
#include "stepper.h"
#include "workbench.h"

using mqlab::app::RoundOneRun;
using mqlab::app::RoundOneSteps;
using mqlab::app::R1Branches::Branch;
namespace sim = mqlab::sim;

class RoundOneUiTests : public mqlab::test::WindowSuite {
    Q_OBJECT

    void openRoundOne()
    {
        QCOMPARE(
            wb_->document()->openFile(QUrl::fromLocalFile(QStringLiteral(MQLAB_SOURCE_DIR "/stages/round-1.json"))),
            QString());
        QVERIFY(mqlab::test::settle());
    }
    // The palette's right edge in the window, and the entries it offers in its row and under More….
    void checkPalette(const QString& where)
    {
        QTRY_VERIFY2(shown(QStringLiteral("nodePalette")), qPrintable(where));
        QVERIFY(mqlab::test::settle());
        QQuickItem* palette = item(QStringLiteral("nodePalette"));
        const QPointF right = palette->mapToScene(QPointF(palette->width(), 0));
        QVERIFY2(right.x() <= window_->width(),
                 qPrintable(QStringLiteral("%1: the palette ends at %2 px in a %3 px window")
                                .arg(where)
                                .arg(right.x())
                                .arg(window_->width())));
        // Every Round 1 kind (and the dead-letter queue its workers feed) is in the row or under More….
        for (const mqlab::KindInfo& k : mqlab::kindRegistry()) {
            const QString entry = QString::fromUtf8(k.entry.data(), k.entry.size());
            const bool wanted = mqlab::isRoundKind(k.kind) || k.kind == mqlab::Kind::DeadLetterQueue;
            QTRY_VERIFY2((item(QStringLiteral("add-") + entry) != nullptr) == wanted,
                         qPrintable(where + QStringLiteral(": add-") + entry));
            QQuickItem* button = item(QStringLiteral("add-") + entry);
            if (!button)
                continue;
            if (button->isVisible())
                continue;
            // Not in the row (Round 2's platform made the row longer): it must be under More…, which
            // lists its entries only while open.
            QVERIFY2(shown(QStringLiteral("paletteMore")),
                     qPrintable(where + QStringLiteral(": ") + entry + QStringLiteral(" hidden and no More")));
            QVERIFY(click(QStringLiteral("paletteMore")));
            QTRY_VERIFY2(shown(QStringLiteral("more-") + entry),
                         qPrintable(where + QStringLiteral(": ") + entry +
                                    QStringLiteral(" neither in the row nor under More")));
            QTest::keyClick(window_, Qt::Key_Escape);
            QTRY_VERIFY(!shown(QStringLiteral("paletteMoreMenu")));
        }
    }
    // Classroom type as the View menu's F11 sets it, without going full screen (the test sizes the window).
    void setClassroom(bool on)
    {
        QVERIFY(QMetaObject::invokeMethod(window_, "setClassroom", Q_ARG(QVariant, on)));
        QVERIFY(mqlab::test::settle());
    }
    RoundOneSteps* steps()
    {
        QQuickItem* p = item(QStringLiteral("roundOnePanel"));
        return p ? p->findChild<RoundOneSteps*>() : nullptr;
    }
    // Clicks Next (or Back) until the shown step's text holds `words`; false when it never does.
    bool stepTo(const QString& words, const char* button = "r1Next")
    {
        for (int i = 0; i < 60; ++i) {
            if (text(QStringLiteral("r1StepText")).contains(words))
                return true;
            if (!click(QString::fromLatin1(button)))
                return false;
            if (!mqlab::test::settle())
                return false;
        }
        return false;
    }
    void openSimulate(const char* tab)
    {
        if (!shown(QStringLiteral("roundOnePanel"))) {
            QVERIFY(click(QStringLiteral("simulateTab")));
            QTRY_VERIFY(shown(QStringLiteral("roundOnePanel")));
        }
        QVERIFY(click(QString::fromLatin1(tab)));
        QVERIFY(mqlab::test::settle());
    }
    void waitSteps()
    {
        QTRY_VERIFY(steps());
        QTRY_VERIFY_WITH_TIMEOUT(!steps()->running() && !steps()->texts().isEmpty(), 60000);
        QVERIFY(mqlab::test::settle());
    }

  private slots:
    void initTestCase()
    {
        QVERIFY(openWindow(QSize(1280, 720)));
        QVERIFY(activate());
        openRoundOne();
    }
    void cleanup() { failOnQmlWarnings(); }

    // The palette on Round 1's design: its kinds, in a row that fits 1280x720 and 1920x1080, normal
    // and classroom; a kind under More… is added with a click. It offered the first seed's five
    // kinds (and no Round 1 kind) before the palette followed the design.
    void paletteOffersRoundOneKindsAndFits()
    {
        for (const QSize size : {QSize(1280, 720), QSize(1920, 1080)})
            for (bool classroom : {false, true}) {
                window_->resize(size);
                setClassroom(classroom);
                checkPalette(
                    QStringLiteral("%1x%2%3").arg(size.width()).arg(size.height()).arg(classroom ? " classroom" : ""));
            }
        // In a window too narrow for the row, More… lists the rest and adds what is picked there.
        window_->resize(900, 720);
        setClassroom(true);
        QVERIFY(shown(QStringLiteral("paletteMore")));
        QString hidden;
        for (const mqlab::KindInfo& k : mqlab::kindRegistry()) {
            QQuickItem* b = item(QStringLiteral("add-") + QString::fromUtf8(k.entry.data(), k.entry.size()));
            if (b && !b->isVisible())
                hidden = QString::fromUtf8(k.entry.data(), k.entry.size());
        }
        QVERIFY(!hidden.isEmpty());
        // Nodes of every array: the hidden entry may be any kind (Round 2's topics and teams are last).
        const auto count = [&] {
            size_t n = 0;
            mqlab::forEachArray(wb_->scenario(), [&](mqlab::NodeKind, const auto& nodes) { n += nodes.size(); });
            return n;
        };
        const size_t before = count();
        QVERIFY(click(QStringLiteral("paletteMore")));
        QTRY_VERIFY(shown(QStringLiteral("more-") + hidden));
        QVERIFY(mqlab::test::settle());
        QVERIFY(click(QStringLiteral("more-") + hidden));
        QTRY_COMPARE(count(), before + 1);
        wb_->history()->undo();
        setClassroom(false);
        window_->resize(1280, 720);
    }

    // One message's life: its send path, then the branch as a button, back and forth.
    void messageLifeBranchesAndStepsBack()
    {
        openSimulate("r1LifeTab");
        waitSteps();
        // The send path at the P99s (spec §2.8 and §5 check 1): in the worker's hands at
        // 1 + 2 + max(3, 1 + 3) + 1 + 1 = 9 ms after the send.
        QVERIFY(stepTo(QStringLiteral("in worker")));
        QCOMPARE(text(QStringLiteral("r1StepTime")), QStringLiteral("+9.0 ms"));
        // Processed and deleted: the fixed mode works the P99 processing time, 8 s (follow-up 2),
        // before the first 10 s extension is due, so the delete is at 0 + 8 = 8 s.
        QVERIFY(stepTo(QStringLiteral("deleted")));
        QCOMPARE(text(QStringLiteral("r1StepTime")), QStringLiteral("8.000 s after the first receive"));

        // The other branch, pressed: every receive fails. maxReceiveCount 5 and a 30 s lease (the
        // design's worker pool): receives at 0, 30, 60, 90 and 120 s, and the receive that would be the
        // 6th moves it to the DLQ at 5 x 30 = 150 s (spec §2.5, "poison message to DLQ").
        const int before = item(QStringLiteral("r1LifeView"))->property("current").toInt();
        QVERIFY(click(QStringLiteral("r1Branch-%1").arg(int(mqlab::app::R1Branches::Expired))));
        QTRY_VERIFY(steps()->branch() == mqlab::app::R1Branches::Expired);
        waitSteps();
        QCOMPARE(item(QStringLiteral("r1LifeView"))->property("current").toInt(), before); // the step number kept
        int receives = 0;
        for (const QString& t : steps()->texts())
            receives += t.contains(QStringLiteral(" received by ")) ? 1 : 0;
        QCOMPARE(receives, 5);
        QVERIFY(stepTo(QStringLiteral("moved to the DLQ after 5 deliveries")));
        QCOMPARE(text(QStringLiteral("r1StepTime")), QStringLiteral("150.000 s after the first receive"));
        // Back: the fifth receive's lease runs out at 120 + 30 = 150 s, the step before the DLQ.
        QVERIFY(click(QStringLiteral("r1Back")));
        QTRY_VERIFY(text(QStringLiteral("r1StepText")).contains(QStringLiteral("lease expired")));
        QCOMPARE(text(QStringLiteral("r1StepTime")), QStringLiteral("150.000 s after the first receive"));
        // Back again, by key: the fifth receive at 4 x 30 = 120 s.
        item(QStringLiteral("r1LifeView"))->forceActiveFocus();
        QVERIFY(stepTo(QStringLiteral("(receive 5,"), "r1Back"));
        QCOMPARE(text(QStringLiteral("r1StepTime")), QStringLiteral("120.000 s after the first receive"));
        QTest::keyClick(window_, Qt::Key_Right);
        QTRY_VERIFY(!text(QStringLiteral("r1StepText")).contains(QStringLiteral("(receive 5,")));
    }

    // The worker-crash clock (trace 3, spec §2.6): received at 0 s with a 30 s lease, the worker dies
    // at 5 s, nothing until the deadline 0 + 30 = 30 s, then visible and received again (count 2).
    void workerCrashClock()
    {
        openSimulate("r1CrashTab");
        waitSteps();
        QVERIFY(stepTo(QStringLiteral("crashed")));
        QCOMPARE(text(QStringLiteral("r1StepTime")), QStringLiteral("5.000 s"));
        QVERIFY(stepTo(QStringLiteral("visible again")));
        QCOMPARE(text(QStringLiteral("r1StepTime")), QStringLiteral("30.000 s"));
        QVERIFY(stepTo(QStringLiteral("receive 2")));
        QCOMPARE(text(QStringLiteral("r1StepTime")), QStringLiteral("30.000 s"));
        QVERIFY(stepTo(QStringLiteral("crashed"), "r1Back"));
        QCOMPARE(text(QStringLiteral("r1StepTime")), QStringLiteral("5.000 s"));
    }

    // A click on a stepper's tab, or on its step text, gives it Left and Right; the lesson panel's own
    // stepper (the event's life, live in Main.qml) keeps PgUp and PgDown and stays where it was.
    void theStepperTakesTheArrowsFromItsTab()
    {
        mqlab::app::Stepper* figure = eventStepperAtStart();
        QVERIFY(figure);
        openSimulate("r1FiguresTab");
        openSimulate("r1CrashTab"); // a click on the tab
        waitSteps();
        QQuickItem* view = item(QStringLiteral("r1CrashView"));
        QVERIFY(view);
        QTRY_VERIFY(view->property("shown").toBool());
        auto* cursor = view->findChild<mqlab::app::Stepper*>(QStringLiteral("r1Stepper"));
        QVERIFY(cursor && cursor->count() > 2); // receive, crash, visible again, receive 2, ...
        checkStepperKeys(view, cursor, figure, QStringLiteral("r1StepText"), QStringLiteral("r1CrashTab"));
    }

    // Raft 2 of 3: each branch's steps are the engine's run of the drill (made here too).
    void raftTwoOfThree()
    {
        openSimulate("r1RaftTab");
        waitSteps();
        // A follower down (broker 3, which only follows): commits go on; no send refused, none lost.
        QVERIFY(steps()->texts().last().contains(QStringLiteral("refused 0,")));
        QVERIFY(steps()->texts().last().contains(QStringLiteral("lost 0")));
        QVERIFY(stepTo(QStringLiteral("broker 3 down")));

        // The leader down: its partitions refuse sends through an election of 1 to 2 s (spec §2.4 rule 7).
        QVERIFY(click(QStringLiteral("r1Branch-%1").arg(int(mqlab::app::R1Branches::LeaderDown))));
        QTRY_VERIFY(steps()->branch() == mqlab::app::R1Branches::LeaderDown);
        waitSteps();
        const sim::DrillRun d = sim::drillSetup(sim::Drill::LeaderLoss, RoundOneRun::kSeed);
        const sim::RoundOneResult r = sim::simulateRoundOne(d.config, d.options);
        int elections = 0;
        for (const sim::R1Entry& e : r.log)
            if (e.kind == sim::R1Kind::LeaderElected) {
                ++elections;
                const double refused = sim::toSeconds(e.at - 3 * sim::kSecond); // broker 1 down at 3 s
                QVERIFY(refused >= 1 && refused <= 2);
                const QString at = QString::fromStdString(sim::r1EntryText(e)).section(QStringLiteral("  "), 0, 0);
                QVERIFY(stepTo(QStringLiteral("partition %1: broker").arg(e.partition + 1)) ||
                        stepTo(QStringLiteral("partition %1: broker").arg(e.partition + 1), "r1Back"));
                QCOMPARE(text(QStringLiteral("r1StepTime")), at);
                QVERIFY(text(QStringLiteral("r1StepText")).contains(QStringLiteral("sends refused for")));
            }
        QCOMPARE(elections, 2); // broker 1 led 2 of the 6 partitions

        // The leader cut off: it appends, never commits; on return it steps down and truncates (65 s).
        QVERIFY(click(QStringLiteral("r1Branch-%1").arg(int(mqlab::app::R1Branches::LeaderCut))));
        QTRY_VERIFY(steps()->branch() == mqlab::app::R1Branches::LeaderCut);
        waitSteps();
        QVERIFY(stepTo(QStringLiteral("uncommitted entries")) ||
                stepTo(QStringLiteral("uncommitted entries"), "r1Back"));
        QCOMPARE(text(QStringLiteral("r1StepTime")), QStringLiteral("65.000 s"));
        QVERIFY(steps()->texts().last().contains(QStringLiteral("lost 0")));
    }

    // The Simulate tab's run of the design: the engine's figures for the design's settings, and a
    // design edit (a 5 s lease) runs with it. It showed the first seed's Kafka run before.
    void simulateTabRunsTheDesign()
    {
        openSimulate("r1FiguresTab");
        QVERIFY(click(QStringLiteral("r1Run")));
        auto* run = item(QStringLiteral("simulatePanel"))->findChild<RoundOneRun*>();
        QVERIFY(run);
        QTRY_VERIFY_WITH_TIMEOUT(!run->running() && run->hasResult(), 120000);
        QVERIFY(mqlab::test::settle());
        // The design's settings: round-1.json's worker pool (60 workers, 30 s lease, 5 receives) and
        // fleet (3 brokers, 6 partitions, 2 ms window); the producer's peak 50 M / 86,400 x 3.5 = 2,025.46 msg/s.
        sim::RoundOneConfig c = mqlab::app::roundOneConfigFor(wb_->scenario());
        QCOMPARE(c.workers, 60);
        QCOMPARE(c.visibilitySeconds, 30.0);
        QCOMPARE(c.maxReceive, 5);
        QCOMPARE(c.partitions, 6);
        QVERIFY(std::abs(c.rate - 2025.46) < 0.01);
        sim::RoundOneOptions o;
        o.seconds = RoundOneRun::kSeconds;
        o.seed = RoundOneRun::kSeed;
        const sim::RoundOneResult r = sim::simulateRoundOne(c, o);
        const auto ms = [](const std::vector<sim::SimTime>& v, double q) {
            return QString::fromStdString(sim::durationMsText(sim::exactQuantile(v, q)));
        };
        QVERIFY2(text(QStringLiteral("r1Figure-ackP99")).endsWith(ms(r.sendToAck, 0.99)),
                 qPrintable(text("r1Figure-ackP99")));
        QVERIFY(text(QStringLiteral("r1Figure-ackP50")).endsWith(ms(r.sendToAck, 0.5)));
        QVERIFY(text(QStringLiteral("r1Figure-dlq"))
                    .endsWith(QStringLiteral("&nbsp;") +
                              QString::fromStdString(mqlab::grouped(double(r.leases.deadLettered)))));
        QVERIFY(text(QStringLiteral("r1Figure-lost")).endsWith(QStringLiteral("&nbsp;0"))); // no failure, nothing lost
        QVERIFY(text(QStringLiteral("r1Figure-redelivered"))
                    .contains(QStringLiteral("&nbsp;") +
                              QString::fromStdString(mqlab::grouped(double(r.leases.duplicateTotal()))) +
                              QStringLiteral(" (")));

        // No extensions and a 5 s lease on the worker pool: a task past 5 s (processing P99 8 s) loses
        // its lease, so messages come again; the run follows the design.
        QCOMPARE(wb_->setField(QStringLiteral("workers"), QStringLiteral("extend_every_s"), 0), QString());
        QCOMPARE(wb_->setField(QStringLiteral("workers"), QStringLiteral("visibility_s"), 5), QString());
        QTRY_VERIFY(run->stale());
        QVERIFY(click(QStringLiteral("r1Run")));
        QTRY_VERIFY_WITH_TIMEOUT(!run->running() && !run->stale(), 120000);
        c.visibilitySeconds = 5;
        c.extensionSeconds = 0;
        const sim::RoundOneResult r5 = sim::simulateRoundOne(c, o);
        QVERIFY(text(QStringLiteral("r1Settings")).contains(QStringLiteral("a 5 s lease extended every 0 s")));
        QVERIFY(text(QStringLiteral("r1Figure-ackP99")).endsWith(ms(r5.sendToAck, 0.99)));
        QVERIFY2(text(QStringLiteral("r1Figure-redelivered"))
                     .contains(QStringLiteral("&nbsp;") +
                               QString::fromStdString(mqlab::grouped(double(r5.leases.duplicateTotal()))) +
                               QStringLiteral(" (")),
                 qPrintable(text("r1Figure-redelivered")));
        wb_->history()->undo();
        wb_->history()->undo();

        // A drill from the Drills menu: the poison message ends in the DLQ (1 message).
        QVERIFY(click(QStringLiteral("r1Drills")));
        QTRY_VERIFY(shown(QStringLiteral("r1Drill-poison")));
        QVERIFY(mqlab::test::settle());
        QVERIFY(click(QStringLiteral("r1Drill-poison")));
        QTRY_VERIFY_WITH_TIMEOUT(!run->running() && run->title().contains(QStringLiteral("poison")), 60000);
        QVERIFY(mqlab::test::settle());
        QVERIFY(
            text(QStringLiteral("r1Figure-dlq")).endsWith(QStringLiteral("&nbsp;1"))); // one message, moved at 150 s
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
    RoundOneUiTests tests;
    return QTest::qExec(&tests, argc, argv);
}

#include "round_one_ui_tests.moc"
