// The report in words (app/report_presenter.h) on Stage 1, 2 and Round 1, with no window: the tiles and
// the bill's lines as a list model read by role name, the load buttons, and the simulated p99 that
// holds only for the design it ran; the charts' typed contracts (the wall sweep, the limits chart's
// rows) and the "Connect to" rows, on Stage 1 and Round 1. Figures are the engine's (`mqlab report --stage 1`), worked
// out by hand beside each.
#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QtTest>

#include "mqlab/report/explain.h"
#include "mqlab/report/number_style.h"
#include "number_format.h"
#include "report_presenter.h"
#include "resources.h"
#include "workbench.h"

using mqlab::app::BillLineModel;
using mqlab::app::ConnectTargetModel;
using mqlab::app::LimitChartModel;
using mqlab::app::LoadButtonModel;
using mqlab::app::ReportPresenter;
using mqlab::app::WallSweep;
using mqlab::app::TileModel;
using mqlab::app::Workbench;
namespace TileKinds = mqlab::app::TileKinds;
namespace TileStates = mqlab::app::TileStates;

namespace {

QString role(const QAbstractListModel& m, int row, const QByteArray& name)
{
    return m.index(row).data(m.roleNames().key(name)).toString();
}

// A tile's role read by name, as TileRow.qml reads it; the tile found by its key ("load", "cost").
QVariant tileRole(const TileModel& m, const QString& key, const QByteArray& name)
{
    for (int i = 0; i < m.rowCount(); ++i)
        if (m.index(i).data(m.roleNames().key("key")).toString() == key)
            return m.index(i).data(m.roleNames().key(name));
    return {};
}
QString tile(const TileModel& m, const QString& key, const QByteArray& name)
{
    return tileRole(m, key, name).toString();
}
int tileState(const TileModel& m, const QString& key)
{
    return tileRole(m, key, "tileState").toInt();
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
        TileModel* tiles = r->tiles();
        QAbstractItemModelTester tester(tiles);
        // Five tiles in order, each kind typed.
        QCOMPARE(tiles->rowCount(), 5);
        const QList<int> kinds{TileKinds::Load, TileKinds::Latency, TileKinds::Cost, TileKinds::Durability,
                               TileKinds::FirstToSaturate};
        for (int i = 0; i < 5; ++i)
            QCOMPARE(tiles->index(i).data(tiles->roleNames().key("kind")).toInt(), kinds[i]);
        QCOMPARE(r->load(), 25000.0); // stage-1.json's one producer
        QCOMPARE(r->loadText(), QStringLiteral("25,000 events/s"));
        QCOMPARE(tile(*tiles, "load", "title"), QStringLiteral("Load"));
        QCOMPARE(tile(*tiles, "load", "figure"), QStringLiteral("25,000 events/s"));
        QCOMPARE(r->loadUnit(), QStringLiteral("events/s")); // the first seed counts events
        QCOMPARE(r->loadFigure(), QStringLiteral("25,000"));
        // The storage wall: 3 brokers x 16,384 GiB = 49,152 GiB hold 7 days x RF 3 of 4,119.873 GiB a
        // day at 25,000 events/s; 49,152 / (21 x 4,119.873 / 25,000) = 14,202.93 events/s.
        QCOMPARE(qRound(r->wallLoad()), 14203);
        QCOMPARE(r->wallText(), QStringLiteral("Wall at 14,203 events/s: Kafka cluster, storage"));
        // The tile keeps "events/s" on one line: a word joiner follows the slash (nothing is printed).
        QCOMPARE(tile(*tiles, "load", "detail"), r->wallText().replace(QStringLiteral("/"), QStringLiteral("/\u2060")));
        // Storage at 86,517 / 49,152 GiB = 176%: the cluster is the first to saturate.
        QCOMPARE(tileState(*tiles, "first"), int(TileStates::Saturated));
        QCOMPARE(tile(*tiles, "first", "figure"), QStringLiteral("Kafka cluster"));
        QCOMPARE(tile(*tiles, "first", "detail"), QStringLiteral("storage at 176%"));
        QCOMPARE(tileState(*tiles, "latency"), int(TileStates::Ok)); // storage is off the produce path
        QCOMPARE(tile(*tiles, "latency", "figure"), QStringLiteral("10ms"));
        QCOMPARE(tile(*tiles, "latency", "detail"), QStringLiteral("produce, acks=all"));
        // $440.64 + $4,915.20 + $426.56 = $5,782.40 (the bill below).
        QCOMPARE(tile(*tiles, "cost", "figure"), QStringLiteral("$5,782/mo"));
        QCOMPARE(tile(*tiles, "cost", "detail"), QStringLiteral("$5,782.40 a month"));
        QCOMPARE(tile(*tiles, "cost", "action"), QStringLiteral("click for the bill"));
        QCOMPARE(r->costTotal(), QStringLiteral("$5,782.40 a month"));
        QCOMPARE(r->billTitle(), QStringLiteral("The bill for a month of 720 hours"));
        QVERIFY(!r->notes().isEmpty()); // 10,797 events/s wait in the producers, and linger.ms
        QCOMPARE(tile(*tiles, "first", "tip"), r->notes().join(QStringLiteral("\n\n")));
        QCOMPARE(tile(*tiles, "cost", "note"), QString()); // a Kafka stage is compared with no queue to buy
        // Durability: RF 3 and acks=all with min.insync.replicas 2: 3 - 2 = 1 replica may go.
        QCOMPARE(tile(*tiles, "durability", "title"), QStringLiteral("Survives"));
        QCOMPARE(tile(*tiles, "durability", "figure"), QStringLiteral("1 of 3 replicas"));
        QCOMPARE(tile(*tiles, "durability", "detail"), QStringLiteral("of every partition (Kafka cluster)"));
        QCOMPARE(tileState(*tiles, "durability"), int(TileStates::Ok));
        // The first seed's prices are seed or verified figures: no tile carries a mark.
        for (const char* key : {"load", "latency", "cost", "durability", "first"})
            QCOMPARE(tile(*tiles, key, "mark"), QString());

        // An edit that keeps the tiles changes them in place: 30,000 events/s.
        QSignalSpy resets(tiles, &QAbstractItemModel::modelReset);
        QCOMPARE(wb.setLoad(30000), QString());
        QCOMPARE(resets.count(), 0);
        QCOMPARE(tile(*tiles, "load", "figure"), QStringLiteral("30,000 events/s"));

        // No wall once nothing grows with the load: the Sandbox has no producer, and nothing holds
        // messages.
        wb.newSandbox();
        QCOMPARE(r->wallLoad(), -1.0);
        QCOMPARE(tile(*tiles, "load", "detail"), QStringLiteral("No wall: nothing grows with the load"));
        QCOMPARE(tileState(*tiles, "first"), int(TileStates::Ok));
        QCOMPARE(tile(*tiles, "first", "detail"), QStringLiteral("Add a producer and a cluster"));
        QCOMPARE(tile(*tiles, "durability", "figure"), QStringLiteral("none"));
        QCOMPARE(tile(*tiles, "durability", "detail"), QStringLiteral("nothing holds messages"));
    }

    // Round 1's design (stages/round-1.json, units seed004): the tiles word the load in messages, the
    // durability tile says what the fleet survives, and the latency and the cost carry the mark of the
    // rebuilt and assumed catalogue figures they rest on. Derivations as in round1_report_tests.cpp.
    void theTilesOfRoundOne()
    {
        Workbench wb;
        QCOMPARE(wb.document()->openFile(QUrl::fromLocalFile(QStringLiteral(MQLAB_SOURCE_DIR "/stages/round-1.json"))),
                 QString());
        ReportPresenter* r = wb.presenter();
        const TileModel& tiles = *r->tiles();
        QCOMPARE(tiles.rowCount(), 5);
        // Load: 50,000,000 messages a day / 86,400 s = 578.7037 msg/s, x 3.5 at peak = 2,025.46 msg/s.
        QVERIFY(qAbs(r->load() - 2025.4630) < 5e-5);
        QCOMPARE(r->loadUnit(), QStringLiteral("msg/s"));
        QCOMPARE(r->loadText(), QStringLiteral("2,025 msg/s"));
        QCOMPARE(tile(tiles, "load", "figure"), QStringLiteral("2,025 msg/s"));
        // The wall: a broker holds 480 of 1,000 GB worst case at 2,025.46 msg/s, full at
        // 2,025.46 x 1,000 / 480 = 4,219.7 msg/s.
        QCOMPARE(tile(tiles, "load", "detail"),
                 QStringLiteral("Wall at 4,220 msg/\u2060s: Broker fleet, worst-case storage"));
        // Latency: 1 (to the leader) + 2 (window) + max(3 leader fsync, 1 + 3 follower) + 1 (wake) + 1 = 9 ms,
        // every step time rebuilt (catalogue status recon, second-seed.md §6.3).
        QCOMPARE(tile(tiles, "latency", "figure"), QStringLiteral("9ms"));
        QCOMPARE(tile(tiles, "latency", "detail"), QStringLiteral("p99 send to a waiting worker, target 100 ms"));
        QCOMPARE(tile(tiles, "latency", "tip"),
                 QStringLiteral("9 ms from a send to a waiting worker, added up step by step "
                                "along the path, against a p99 target of 100 ms"));
        QCOMPARE(tile(tiles, "latency", "mark"), QStringLiteral("rebuilt"));
        QCOMPARE(tile(tiles, "latency", "markTip"),
                 QStringLiteral("Rests on rebuilt figures: the step times of the path from a send to a waiting worker "
                                "(second-seed.md \u00a76.3)"));
        // Cost: $178.70 + $89.35 + $240.00 + $45.00 + $16.43 + $18.25 + $121.60 + $40.53 + $40.53 = $790.39;
        // SQS beside it $729.60 + $3.15 = $732.75, written $733/mo. Five of the prices are assumed
        // (the NLB's two, the metadata store's m7g.medium, gp3 storage and IOPS).
        QCOMPARE(tile(tiles, "cost", "figure"), QStringLiteral("$790/mo"));
        QCOMPARE(tile(tiles, "cost", "detail"), QStringLiteral("$790.39 a month"));
        QCOMPARE(tile(tiles, "cost", "note"), QStringLiteral("SQS instead: $733/\u2060mo"));
        QCOMPARE(tile(tiles, "cost", "mark"), QStringLiteral("assumed"));
        QCOMPARE(
            tile(tiles, "cost", "markTip"),
            QStringLiteral("Rests on assumed prices: NLB hours, NLB capacity, metadata store, gp3 storage, gp3 IOPS "
                           "(second-seed.md \u00a72.5, second-seed.md \u00a76.17)"));
        // Durability: RF 3 committing on a quorum of 2 survives 3 - 2 = 1 lost replica.
        QCOMPARE(tile(tiles, "durability", "figure"), QStringLiteral("1 of 3 replicas"));
        QCOMPARE(tile(tiles, "durability", "detail"), QStringLiteral("of every partition (Broker fleet)"));
        // Nothing saturates; the busiest limit is the fleet's fsyncs, 2,946 of 6,000 IOPS = 49%.
        QCOMPARE(tile(tiles, "first", "figure"), QStringLiteral("Nothing at this load"));
        QCOMPARE(tile(tiles, "first", "detail"), QStringLiteral("Busiest: Broker fleet at 49%"));
        QCOMPARE(tileState(tiles, "first"), int(TileStates::Ok));
        // The seed bills 730 hours a month.
        QCOMPARE(r->billTitle(), QStringLiteral("The bill for a month of 730 hours"));
        // The bill's lines carry the mark of their price, and each names its node.
        BillLineModel* bill = r->costLines();
        QAbstractItemModelTester tester(bill);
        int marked = 0;
        for (int i = 0; i < bill->rowCount(); ++i) {
            if (role(*bill, i, "item") == QStringLiteral("Internal NLB: NLB hours")) {
                QCOMPARE(role(*bill, i, "usd"), QStringLiteral("$16.43")); // 730 h x $0.0225
                QCOMPARE(role(*bill, i, "mark"), QStringLiteral("assumed"));
                QCOMPARE(role(*bill, i, "markTip"),
                         QStringLiteral("A price the catalogue has assumed, from second-seed.md \u00a72.5"));
            }
            if (role(*bill, i, "item").endsWith(QStringLiteral("cross-zone replication")))
                QCOMPARE(role(*bill, i, "mark"), QString()); // a seed price
            marked += role(*bill, i, "mark").isEmpty() ? 0 : 1;
            // A marked price reads in the warning colour, as a derived one does; a seed price does not.
            QCOMPARE(bill->index(i).data(bill->roleNames().key("warn")).toBool(), !role(*bill, i, "mark").isEmpty());
        }
        QCOMPARE(marked, 5);
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
        QCOMPARE(bill->index(0).data(bill->roleNames().key("warn")).toBool(), false);

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
        // Stage 1's wall is 14,202.93 events/s (above): 4 steps from 1 event/s to twice that.
        const WallSweep sweep = wb.presenter()->wallSweep(4);
        const double wall = wb.report().wallEventsPerSecond;
        QVERIFY(sweep.valid);
        QCOMPARE(sweep.wall, wall);
        QCOMPARE(sweep.current, 25000.0);
        QCOMPARE(sweep.loadUnit, QStringLiteral("events/s"));
        QCOMPARE(sweep.loads.size(), 5);
        QCOMPARE(sweep.loads.front(), 1.0); // max(1, 0): a load of zero has no percent
        QCOMPARE(sweep.loads[2], wall);     // 2 x wall x 2 / 4
        QCOMPARE(sweep.loads.back(), 2 * wall);
        // One cluster: its five limits by name, then the busiest group as one line of its own; the
        // storage line reaches 100% at the wall.
        QCOMPARE(sweep.names, (QStringList{"storage volume", "EBS link", "network", "storage", "hottest partition",
                                           "busiest consumer group"}));
        QCOMPARE(sweep.values(3).size(), 5);
        QVERIFY(qAbs(sweep.values(3)[2] - 100.0) < 1e-9);
        QVERIFY(sweep.values(6).isEmpty()); // past the last line: nothing
        QCOMPARE(sweep.title, QStringLiteral("Wall at 14,203 events/s: Kafka cluster, storage"));
        QCOMPARE(sweep.wallLabel, QStringLiteral("wall 14,203 events/s: storage"));
        QCOMPARE(sweep.nowLabel, QStringLiteral("now 25,000 events/s"));
        // 0, 1/4, 1/2, 3/4 and all of 2 x wall, written grouped as the window writes loads. The wall
        // is 49,152 GiB x 25,000 / 86,517.33 GiB = 14,202.93 events/s: 7,101.5, 14,202.9, 21,304.4, 28,405.9.
        QCOMPARE(sweep.tickLabels, (QStringList{"0", "7,101", "14,203", "21,304", "28,406"}));
        QCOMPARE(sweep.tickValues.size(), 5);
        // No wall, no chart: the title says why.
        wb.newSandbox();
        const WallSweep none = wb.presenter()->wallSweep(4);
        QVERIFY(!none.valid);
        QVERIFY(none.loads.isEmpty());
        QCOMPARE(none.title, QStringLiteral("No wall: nothing grows with the load"));
    }

    // Round 1 counts messages (units seed004): the sweep's loads are msg/s. Its wall is the broker
    // fleet's worst-case storage: 480 GB of 1,000 GB a broker (48.0%) at 2,025.46 msg/s (the
    // producer's 50,000,000 a day / 86,400 x peak 3.5), so 100% at 2,025.46 / 0.48 = 4,219.7 msg/s.
    void theWallChartOfRoundOneCountsMessages()
    {
        Workbench wb;
        QCOMPARE(wb.document()->openFile(QUrl::fromLocalFile(QStringLiteral(MQLAB_SOURCE_DIR "/stages/round-1.json"))),
                 QString());
        const WallSweep sweep = wb.presenter()->wallSweep(4);
        QVERIFY(sweep.valid);
        QCOMPARE(sweep.loadUnit, QStringLiteral("msg/s"));
        QVERIFY(qAbs(sweep.wall - 2025.4629 / 0.48) < 0.5);
        QCOMPARE(sweep.title, QStringLiteral("Wall at 4,220 msg/s: Broker fleet, worst-case storage"));
        QCOMPARE(sweep.wallLabel, QStringLiteral("wall 4,220 msg/s: worst-case storage"));
        QCOMPARE(sweep.nowLabel, QStringLiteral("now 2,025 msg/s"));
        // The fleet is the one card with limits: its five, by their own names, no card name before them.
        QCOMPARE(sweep.names,
                 (QStringList{"worst-case storage", "fsyncs and writes", "rate a partition", "EBS link", "network"}));
        // At the sweep's middle load (the wall) worst-case storage is at 100%; the rate a partition
        // grows with the load: 33.8% at 2,025.46 msg/s, so 33.8 x 4,219.7 / 2,025.46 = 70.3% there.
        QVERIFY(qAbs(sweep.values(0)[2] - 100.0) < 1e-6);
        QVERIFY(qAbs(sweep.values(2)[2] - 70.3) < 0.1);
        QCOMPARE(sweep.tickLabels.back(), QStringLiteral("8,439")); // 2 x 4,219.7
    }

    // The limits chart's rows, typed: Stage 1 charts its Kafka cluster (five limits, storage 176.0%
    // from 86,517 GiB held against 49,152 GiB), and Round 1 its broker fleet, the one card with limits.
    void theLimitsChartShowsTheNodeWithLimits()
    {
        Workbench wb;
        wb.document()->makeScratch();
        LimitChartModel* chart = wb.chartLimits();
        QAbstractItemModelTester tester(chart, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(chart->nodeName(), QStringLiteral("Kafka cluster"));
        QCOMPARE(chart->title(), QStringLiteral("Limits: Kafka cluster"));
        QCOMPARE(chart->names(), (QStringList{"volume", "EBS", "network", "disk", "partition"}));
        QCOMPARE(role(*chart, 3, "name"), QStringLiteral("disk"));
        QCOMPARE(role(*chart, 3, "label"), QStringLiteral("storage"));
        // 51.2 MB/s x 3 / 3 = 51.2 against 250 (20.5%), 78.75 (65.0%), 119.94 (42.7%); 86,517 / 49,152
        // GiB (176.0%); 2.08% x 51.2 = 1.07 MB/s against 39.98 (2.7%).
        QCOMPARE(chart->percents(), (QList<qreal>{20.5, 65.0, 42.7, 176.0, 2.7}));
        // The axis: a 20% step past the highest bar, ceil(176 / 20) x 20 + 20 = 200.
        QCOMPARE(chart->top(), 200.0);
        // A Standard cluster warns past 80% of a limit: the network's line, named.
        QCOMPARE(chart->sizingPercent(), 80.0);
        QCOMPARE(chart->sizingName(), QStringLiteral("sizing line: 80% of the network limit"));

        // Selecting the consumer group charts its one limit: 14,203 of 60,000 events/s = 23.7%.
        QSignalSpy changed(chart, &LimitChartModel::changed);
        wb.selection()->setIds({QString::fromStdString(wb.scenario().groups[0].id)});
        QVERIFY(changed.count() > 0);
        QCOMPARE(chart->nodeName(), QStringLiteral("Fulfilment"));
        QCOMPARE(chart->percents(), (QList<qreal>{23.7}));
        QCOMPARE(role(*chart, 0, "name"), QStringLiteral("work"));
        // A producer has none: the chart goes back to the first card with limits.
        wb.selection()->setIds({QString::fromStdString(wb.scenario().producers[0].id)});
        QCOMPARE(chart->nodeName(), QStringLiteral("Kafka cluster"));

        // Round 1 (`mqlab report --scenario stages/round-1.json`): the broker fleet, whatever is selected
        // among the cards without limits.
        QCOMPARE(wb.document()->openFile(QUrl::fromLocalFile(QStringLiteral(MQLAB_SOURCE_DIR "/stages/round-1.json"))),
                 QString());
        QCOMPARE(chart->title(), QStringLiteral("Limits: Broker fleet"));
        QCOMPARE(chart->names(), (QStringList{"disk", "IOPS", "partition", "EBS", "network"}));
        // Worst-case storage: 100 GB a day x 4 days x 3 replicas x 1.2 = 1,440 GB over 18 replicas, 6 a
        // broker: 480 GB of 1,000 GB = 48.0%. Fsyncs: 2 x 6 logs x 245.5 = 2,946 IOPS of 6,000 (a
        // broker's 3,000 fsyncs/s, group commit, two writes each) = 49.1%. Rate a partition: 2,025.46
        // / 6 = 337.6 of 1,000 msg/s = 33.8%. EBS: 4.05 MB/s x 3 / 3 = 4.05 of 78.75 = 5.1%. Network:
        // 4.05 of 117.13 = 3.5%.
        QCOMPARE(chart->percents(), (QList<qreal>{48.0, 49.1, 33.8, 5.1, 3.5}));
        QCOMPARE(role(*chart, 0, "label"), QStringLiteral("worst-case storage"));
        QCOMPARE(chart->top(), 120.0); // nothing past 100: the axis keeps room for the 100% line
        wb.selection()->setIds({QString::fromStdString(wb.scenario().workerPools[0].id)});
        QCOMPARE(chart->title(), QStringLiteral("Limits: Broker fleet"));
        // The Sandbox has no card with limits.
        wb.newSandbox();
        QCOMPARE(chart->rowCount(), 0);
        QCOMPARE(chart->title(), QStringLiteral("No node with limits"));
    }

    // A card's "Connect to" entries as typed rows (targetId, name): in the Sandbox a new producer may
    // send to the one new cluster, and the cluster to nothing (no consumer group yet).
    void theConnectTargetsAreRows()
    {
        Workbench wb;
        wb.newSandbox();
        const QString producer = wb.addNode("producer", 40, 40); // the new node's id
        const QString cluster = wb.addNode("standard", 300, 40);
        QVERIFY(!producer.isEmpty() && !cluster.isEmpty());
        ConnectTargetModel* targets = wb.connectTargets(producer);
        QCOMPARE(targets->rowCount(), 1);
        QCOMPARE(role(*targets, 0, "targetId"), cluster);
        QCOMPARE(role(*targets, 0, "name"), QString::fromStdString(wb.scenario().clusters[0].name));
        QCOMPARE(wb.connectTargets(cluster)->rowCount(), 0); // no consumer group yet
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
        QCOMPARE(tile(*r->tiles(), "latency", "note"), r->simulatedLatencyText()); // under the latency
        QCOMPARE(simulated.count(), 1);
        QCOMPARE(wb.setLoad(30000), QString()); // another design: the figure goes
        QCOMPARE(r->simulatedLatencyText(), QString());
        QCOMPARE(tile(*r->tiles(), "latency", "note"), QString());
        QCOMPARE(simulated.count(), 2);
        // A run of an older design never shows.
        r->setSimulatedLatency(QStringLiteral("simulated p99 9 ms (seed 1, 60 s)"), wb.revision() - 1);
        QCOMPARE(r->simulatedLatencyText(), QString());
    }

    // The View menu's "Numbers as my locale writes them" under de_DE: every sum of dollars on Stage 1
    // puts the sign after the figure, as German writes money ("5.782,40 $"), the lesson's prices
    // too. Seed: kafka.m7g.large $0.204 an hour, broker disks $0.10 a GiB-month, a Fargate task
    // $0.04937 an hour, and the bill's 440.64 + 4,915.20 + 426.56 = $5,782.40 a month.
    void moneyIsWrittenAsTheLocaleWritesIt()
    {
        mqlab::app::NumberFormat* numbers = mqlab::app::NumberFormat::instance();
        numbers->setLocale(QLocale(QLocale::German, QLocale::Germany));
        numbers->setLocal(true);
        const mqlab::NumberStyle german = mqlab::numberStyle();
        QCOMPARE(german.moneyBefore, std::string());
        QVERIFY(german.moneyAfter.find('$') != std::string::npos);
        static const QRegularExpression signFirst(QStringLiteral("\\$\\d"));
        const auto sum = [&](const char* figure) { return QString::fromStdString(figure + german.moneyAfter); };

        Workbench wb;
        wb.document()->makeScratch();
        const mqlab::Figures f = mqlab::figures(wb.scenario(), mqlab::app::catalog(), wb.report());
        const auto text = [&](const char* key) { return QString::fromStdString(f.at(key).text); };
        QCOMPARE(text("kafka.price_hour"), sum("0,204"));
        QCOMPARE(text("price.local_gib_month"), sum("0,10"));
        QCOMPARE(text("price.task_hour"), sum("0,04937"));
        QCOMPARE(text("cost.total"), sum("5.782,40"));
        // The bill's working in the same money: Stage 1's 3 brokers at $0.204 an hour (catalogue), its
        // storage at $0.10 a GiB-month, its consumer tasks at $0.04937 an hour.
        QStringList working;
        for (const mqlab::BillLine& line : wb.report().bill)
            working << QString::fromStdString(mqlab::billLineText(wb.scenario(), mqlab::app::catalog(), line));
        const QString all = working.join(QLatin1Char('\n'));
        QVERIFY2(all.contains(QStringLiteral(" x 720 h x ") + sum("0,204")), qPrintable(all));
        QVERIFY2(all.contains(QStringLiteral(" GiB x ") + sum("0,10") + QStringLiteral(" a GiB-month")), qPrintable(all));
        QVERIFY2(all.contains(QStringLiteral(" tasks x 720 h x ") + sum("0,04937")), qPrintable(all));
        QVERIFY2(!signFirst.match(all).hasMatch(), qPrintable(all));
        // No figure writes the sign before a digit, nor twice.
        for (const auto& [key, figure] : f) {
            const QString t = QString::fromStdString(figure.text);
            QVERIFY2(!signFirst.match(t).hasMatch() && t.count(QLatin1Char('$')) <= 1,
                     qPrintable(QString::fromStdString(key) + ": " + t));
        }
        numbers->setLocal(false);
        QCOMPARE(mqlab::numberStyle(), mqlab::NumberStyle{});
    }
};

QTEST_GUILESS_MAIN(ReportPresenterTests)
#include "report_presenter_tests.moc"
