// The report in words (app/report_presenter.h) on Stage 1 and 2, with no window: the tiles' texts,
// the bill's lines as a list model read by role name, the load buttons, and the simulated p99 that
// holds only for the design it ran. Figures are the engine's (`mqlab report --stage 1`), worked out
// by hand beside each.
#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QtTest>

#include "report_presenter.h"
#include "workbench.h"

using mqlab::app::BillLineModel;
using mqlab::app::LoadButtonModel;
using mqlab::app::ReportPresenter;
using mqlab::app::Workbench;

namespace {

QString role(const QAbstractListModel& m, int row, const QByteArray& name)
{
    return m.index(row).data(m.roleNames().key(name)).toString();
}

} // namespace

class ReportPresenterTests : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void theTilesOfStageOne()
    {
        Workbench wb;
        wb.document()->makeScratch();
        ReportPresenter* r = wb.presenter();
        QCOMPARE(r->load(), 25000.0); // stage-1.json's one producer
        QCOMPARE(r->loadText(), QStringLiteral("25,000 events/s"));
        // The storage wall: 3 brokers x 16,384 GiB = 49,152 GiB hold 7 days x RF 3 of 4,119.873 GiB a
        // day at 25,000 events/s; 49,152 / (21 x 4,119.873 / 25,000) = 14,203.2 events/s.
        QCOMPARE(qRound(r->wallLoad()), 14203);
        QCOMPARE(r->wallText(), QStringLiteral("Wall at 14,203 events/s: Kafka cluster, storage"));
        // Storage at 86,517 / 49,152 GiB = 176%: the cluster is the first to saturate.
        QVERIFY(r->saturated());
        QCOMPARE(r->firstText(), QStringLiteral("Kafka cluster"));
        QCOMPARE(r->firstDetail(), QStringLiteral("storage at 176%"));
        QVERIFY(!r->latencyFloor());
        QCOMPARE(r->latencyText(), QStringLiteral("10ms"));
        // $440.64 + $4,915.20 + $426.56 = $5,782.40 (the bill below).
        QCOMPARE(r->costText(), QStringLiteral("$5,782/mo"));
        QCOMPARE(r->costTotal(), QStringLiteral("$5,782.40 a month"));
        QCOMPARE(r->billTitle(), QStringLiteral("The bill for a month of 720 hours"));
        QVERIFY(!r->notes().isEmpty()); // 10,797 events/s wait in the producers, and linger.ms
        QCOMPARE(r->costNote(), QString()); // a Kafka stage is compared with no queue to buy

        // No wall once nothing grows with the load: the Sandbox has no producer.
        wb.newSandbox();
        QCOMPARE(r->wallLoad(), -1.0);
        QCOMPARE(r->wallText(), QStringLiteral("No wall: nothing grows with the load"));
        QVERIFY(!r->saturated());
        QCOMPARE(r->firstDetail(), QStringLiteral("Add a producer and a cluster"));
    }

    // Round 1's design (stages/round-1.json) names the queue one could buy instead under its cost:
    // SQS requests $729.60 (1.824 billion at $0.40 a million) + idle long polls $3.15 = $732.75,
    // written as the tile writes money, $733/mo.
    void theCostTileNamesSqsForRoundOne()
    {
        Workbench wb;
        QCOMPARE(wb.document()->openFile(QUrl::fromLocalFile(QStringLiteral(MQLAB_SOURCE_DIR "/stages/round-1.json"))),
                 QString());
        QCOMPARE(wb.presenter()->costText(), QStringLiteral("$790/mo")); // the fleet's $790.39
        QCOMPARE(wb.presenter()->costNote(), QStringLiteral("SQS instead: $733/mo"));
    }

    void theBillAsAListModel()
    {
        Workbench wb;
        wb.document()->makeScratch();
        BillLineModel* bill = wb.presenter()->costLines();
        QAbstractItemModelTester tester(bill);
        QCOMPARE(bill->rowCount(), 3);
        // 3 x kafka.m7g.large x 720 h x $0.204 = $440.64
        QCOMPARE(role(*bill, 0, "item"), QStringLiteral("Kafka cluster: brokers"));
        QCOMPARE(role(*bill, 0, "usd"), QStringLiteral("$440.64"));
        QCOMPARE(role(*bill, 0, "detail"), QStringLiteral("3 x kafka.m7g.large x 720 h x $0.204"));
        // 49,152 GiB x $0.10 a GiB-month = $4,915.20
        QCOMPARE(role(*bill, 1, "item"), QStringLiteral("Kafka cluster: broker storage"));
        QCOMPARE(role(*bill, 1, "usd"), QStringLiteral("$4,915.20"));
        // 12 tasks x 720 h x $0.04937 = $426.5568, $426.56
        QCOMPARE(role(*bill, 2, "item"), QStringLiteral("Consumers: consumer tasks"));
        QCOMPARE(role(*bill, 2, "usd"), QStringLiteral("$426.56"));
        QCOMPARE(bill->index(0).data(bill->roleNames().key("derived")).toBool(), false); // a verified price

        // An edit that keeps the lines changes them in place: 6 x 720 h x $0.204 = $881.28.
        QSignalSpy resets(bill, &QAbstractItemModel::modelReset);
        QSignalSpy changed(bill, &QAbstractItemModel::dataChanged);
        QCOMPARE(wb.setField("kafka", "brokers", 6), QString());
        QCOMPARE(resets.count(), 0);
        QVERIFY(changed.count() >= 1);
        QCOMPARE(role(*bill, 0, "usd"), QStringLiteral("$881.28"));
        QCOMPARE(role(*bill, 0, "detail"), QStringLiteral("6 x kafka.m7g.large x 720 h x $0.204"));
        // The Sandbox bills nothing.
        wb.newSandbox();
        QCOMPARE(bill->rowCount(), 0);
    }

    void theLoadButtons()
    {
        Workbench wb;
        wb.document()->makeScratch();
        LoadButtonModel* buttons = wb.presenter()->loadButtons();
        QAbstractItemModelTester tester(buttons);
        // Stage 1's lesson names no loads: only halve and double.
        QCOMPARE(buttons->rowCount(), 2);
        QCOMPARE(role(*buttons, 0, "label"), QStringLiteral("\u00bd"));
        QCOMPARE(role(*buttons, 1, "tip"), QStringLiteral("Double the load"));
        QCOMPARE(wb.applyLoadButton(1), QString()); // 25,000 x 2
        QCOMPARE(wb.presenter()->load(), 50000.0);

        // Stage 2's lesson names 25,000 and 50,000, then halve and double.
        QCOMPARE(wb.openStage(2), QString());
        QCOMPARE(buttons->rowCount(), 4);
        QCOMPARE(role(*buttons, 1, "label"), QStringLiteral("50,000"));
        QCOMPARE(role(*buttons, 1, "tip"), QStringLiteral("Set the load to 50,000 events/s"));
        QCOMPARE(wb.applyLoadButton(1), QString());
        QCOMPARE(wb.presenter()->load(), 50000.0);
        QCOMPARE(wb.applyLoadButton(2), QString()); // halve: 25,000
        QCOMPARE(wb.presenter()->load(), 25000.0);
        QCOMPARE(wb.applyLoadButton(9), QString()); // no such button: nothing happens
        QCOMPARE(wb.presenter()->load(), 25000.0);

        // The Sandbox has no lesson loads, and no halve or double until it has a producer.
        wb.newSandbox();
        QCOMPARE(buttons->rowCount(), 0);
        QVERIFY(!wb.addNode("producer", 40, 40).isEmpty());
        QCOMPARE(buttons->rowCount(), 2);
    }

    void theWallChartsSweep()
    {
        Workbench wb;
        wb.document()->makeScratch();
        // Stage 1's wall is 14,203.2 events/s (above): 4 steps from 1 event/s to twice that.
        const QVariantMap sweep = wb.presenter()->wallSweep(4);
        const double wall = wb.report().wallEventsPerSecond;
        QCOMPARE(sweep.value("wall").toDouble(), wall);
        QCOMPARE(sweep.value("current").toDouble(), 25000.0);
        const QVariantList loads = sweep.value("loads").toList();
        QCOMPARE(loads.size(), 5);
        QCOMPARE(loads.front().toDouble(), 1.0);       // max(1, 0): a load of zero has no percent
        QCOMPARE(loads[2].toDouble(), wall);           // 2 x wall x 2 / 4
        QCOMPARE(loads.back().toDouble(), 2 * wall);
        // The storage line reaches 100% at the wall, and the busiest group is one line of its own.
        bool storage = false, groups = false;
        for (const QVariant& line : sweep.value("series").toList()) {
            const QVariantMap m = line.toMap();
            if (m.value("name").toString() == QStringLiteral("storage")) {
                storage = true;
                QVERIFY(qAbs(m.value("values").toList()[2].toDouble() - 100.0) < 1e-9);
            }
            groups = groups || m.value("name").toString() == QStringLiteral("busiest consumer group");
        }
        QVERIFY(storage && groups);
        QCOMPARE(sweep.value("ticks").toList().size(), 5); // 0, 1/4, 1/2, 3/4 and all of 2 x wall
        // No wall, no chart.
        wb.newSandbox();
        QVERIFY(wb.presenter()->wallSweep(4).isEmpty());
    }

    void aSimulatedFigureHoldsForItsDesignOnly()
    {
        Workbench wb;
        wb.document()->makeScratch();
        ReportPresenter* r = wb.presenter();
        QSignalSpy simulated(r, &ReportPresenter::simulatedLatencyChanged);
        QCOMPARE(r->simulatedLatencyText(), QString()); // no run yet
        r->setSimulatedLatency(QStringLiteral("simulated p99 12.5 ms (seed 1, 60 s)"), wb.revision());
        QCOMPARE(r->simulatedLatencyText(), QStringLiteral("simulated p99 12.5 ms (seed 1, 60 s)"));
        QCOMPARE(simulated.count(), 1);
        QCOMPARE(wb.setLoad(30000), QString()); // another design: the figure goes
        QCOMPARE(r->simulatedLatencyText(), QString());
        QCOMPARE(simulated.count(), 2);
        // A run of an older design never shows.
        r->setSimulatedLatency(QStringLiteral("simulated p99 9 ms (seed 1, 60 s)"), wb.revision() - 1);
        QCOMPARE(r->simulatedLatencyText(), QString());
    }
};

QTEST_GUILESS_MAIN(ReportPresenterTests)
#include "report_presenter_tests.moc"
