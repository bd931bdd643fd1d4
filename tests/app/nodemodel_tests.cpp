// Selecting on a large design (issue 11): Select All, clearing and a band over everything mark every
// row in one pass and tell the views with one signal. Plain model tests, no window; the speed itself
// is measured by `ui_bench selection` (tests/bench), never timed here.
#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QtTest>

#include "canvas_view.h"
#include "mqlab/model/catalog.h"
#include "mqlab/model/scenario.h"
#include "nodemodel.h"
#include "resources.h"
#include "support/city.h"
#include "workbench.h"

using mqlab::app::CanvasNodes;
using mqlab::app::NodeModel;
using mqlab::app::Workbench;

namespace {

// tests/support/city.h's city: blocks of 10 nodes (4 producers -> a cluster -> 5 groups, 9
// connections), 25 blocks a row, 1,000 x 1,100 apart. 1,000 blocks are 10,000 nodes, the documented limit.
mqlab::Scenario city(int blocks)
{
    return mqlab::parseScenarioText(mqlab::test::cityJson(blocks), "city.json", mqlab::app::catalog(), true);
}

std::vector<NodeModel::Row> rows(int n)
{
    std::vector<NodeModel::Row> out(static_cast<size_t>(n));
    for (int i = 0; i < n; ++i) {
        out[static_cast<size_t>(i)].id = QStringLiteral("n%1").arg(i);
        out[static_cast<size_t>(i)].x = 300.0 * i;
    }
    return out;
}

QStringList allIds(const NodeModel& m)
{
    QStringList ids;
    for (const auto& r : m.rows())
        ids << r.id;
    return ids;
}

// The rows whose SelectedRole is true, read through the model as a view reads it.
int selectedRows(const NodeModel& m)
{
    int n = 0;
    for (int i = 0; i < m.rowCount(); ++i)
        n += m.index(i).data(NodeModel::SelectedRole).toBool() ? 1 : 0;
    return n;
}

} // namespace

class NodeModelTests : public QObject {
    Q_OBJECT

  private slots:
    void selectingEveryRowIsOneSignalOverTheRange()
    {
        NodeModel model;
        QAbstractItemModelTester tester(&model);
        model.update(rows(10000));
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);

        model.setSelected(allIds(model));
        QCOMPARE(selectedRows(model), 10000);
        // Rows 0 to 9,999 all changed: one signal from the first to the last, the selection role only.
        QCOMPARE(changed.count(), 1);
        QCOMPARE(changed[0][0].toModelIndex().row(), 0);
        QCOMPARE(changed[0][1].toModelIndex().row(), 9999);
        QCOMPARE(changed[0][2].value<QList<int>>(), QList<int>{NodeModel::SelectedRole});

        // The same selection again changes nothing, so nothing is said.
        model.setSelected(allIds(model));
        QCOMPARE(changed.count(), 1);

        model.setSelected({});
        QCOMPARE(selectedRows(model), 0);
        QCOMPARE(changed.count(), 2);
        QCOMPARE(changed[1][0].toModelIndex().row(), 0);
        QCOMPARE(changed[1][1].toModelIndex().row(), 9999);
    }

    void aFewRowsAreOneSignalFromTheFirstChangeToTheLast()
    {
        NodeModel model;
        model.update(rows(100));
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        // n3 and n70 change: the signal spans rows 3 to 70; rows outside it are not named.
        model.setSelected({"n70", "n3", "not-a-node"});
        QCOMPARE(changed.count(), 1);
        QCOMPARE(changed[0][0].toModelIndex().row(), 3);
        QCOMPARE(changed[0][1].toModelIndex().row(), 70);
        QCOMPARE(selectedRows(model), 2);
        QVERIFY(model.rows()[3].selected && model.rows()[70].selected);
        // Swapping n3 for n5: rows 3 and 5 change, n70 stays selected and outside the signal.
        model.setSelected({"n5", "n70"});
        QCOMPARE(changed.count(), 2);
        QCOMPARE(changed[1][0].toModelIndex().row(), 3);
        QCOMPARE(changed[1][1].toModelIndex().row(), 5);
        QVERIFY(!model.rows()[3].selected && model.rows()[5].selected && model.rows()[70].selected);
        QCOMPARE(selectedRows(model), 2);
    }

    void selectAllAndClearOnTenThousandNodes()
    {
        Workbench wb;
        wb.document()->makeScratch(); // no autosave from a test
        wb.applyScenario(city(1000));
        // 1,000 blocks of 4 producers, 1 cluster and 5 groups: 10,000 nodes.
        QCOMPARE(wb.nodes()->count(), 10000);
        // The canvas's filter listens as it does in the window, and checks the signals it is given.
        CanvasNodes cards;
        QAbstractItemModelTester tester(&cards);
        cards.setNodes(wb.nodes());
        cards.setViewport(0, 0, 1280, 800, 1);
        QSignalSpy selection(wb.selection(), &mqlab::app::SelectionModel::changed);

        wb.selection()->selectAll();
        QCOMPARE(wb.selection()->ids().size(), 10000);
        QCOMPARE(selectedRows(*wb.nodes()), 10000);
        QCOMPARE(selection.count(), 1);
        // The inspector shows the last node selected: Select All takes the rows in order, so the last row.
        QCOMPARE(wb.selection()->selectedId(), wb.nodes()->rows().back().id);

        wb.selection()->clearSelection();
        QCOMPARE(wb.selection()->ids().size(), 0);
        QCOMPARE(selectedRows(*wb.nodes()), 0);
        QCOMPARE(wb.selection()->selectedId(), QString());
    }

    void aBandOverEverythingSelectsEveryNodeOnce()
    {
        Workbench wb;
        wb.document()->makeScratch();
        wb.applyScenario(city(1000));
        // Block 0 alone: a card is taken by its corner + 20, so x -10..1000 and y -10..1000 take its
        // 4 producers (20, 20..620), its cluster (320, 420) and its 5 groups (620, 20..820): 10 nodes.
        // Block 1's cards are at x 1000 + 20 and block 25's at y 1100 + 20, both outside.
        wb.selection()->selectInRect(-10, -10, 1000, 1000, false);
        QCOMPARE(wb.selection()->ids().size(), 10);
        // Added to, a band over the whole design takes the other 9,990 once each: 10,000, no repeats.
        wb.selection()->selectInRect(-1e6, -1e6, 1e6, 1e6, true);
        const QStringList picked = wb.selection()->ids();
        QCOMPARE(picked.size(), 10000);
        QCOMPARE(QSet<QString>(picked.begin(), picked.end()).size(), 10000);
        QCOMPARE(selectedRows(*wb.nodes()), 10000);
    }

    void anEditKeepsTheNodesStillThereSelected()
    {
        Workbench wb;
        wb.document()->makeScratch();
        mqlab::Scenario s = city(1000);
        wb.applyScenario(s);
        wb.selection()->selectAll();
        // Without block 999's last group (and its connection): 9,999 nodes, all still selected.
        s.groups.pop_back();
        s.connections.pop_back();
        wb.applyScenario(s);
        QCOMPARE(wb.nodes()->count(), 9999);
        QCOMPARE(wb.selection()->ids().size(), 9999);
        QVERIFY(!wb.selection()->ids().contains(QStringLiteral("g999_4")));
        QCOMPARE(selectedRows(*wb.nodes()), 9999);
    }

    void deleteAfterSelectAllEmptiesTheDesignAndUndoBringsItBack()
    {
        Workbench wb;
        wb.document()->makeScratch();
        const mqlab::Scenario start = city(1000);
        wb.applyScenario(start);
        wb.selection()->selectAll();
        wb.deleteSelection();
        // Every node gone, and with them every connection; nothing left selected.
        QCOMPARE(wb.nodes()->count(), 0);
        QVERIFY(wb.scenario().connections.empty());
        QCOMPARE(wb.selection()->ids().size(), 0);
        wb.history()->undo();
        QVERIFY(wb.scenario() == start);
        QCOMPARE(wb.nodes()->count(), 10000);
    }

    void draggingEverythingMovesEveryCardAndEveryConnectionOnce()
    {
        Workbench wb;
        wb.document()->makeScratch();
        const mqlab::Scenario start = city(1000);
        wb.applyScenario(start);
        wb.selection()->selectAll();
        QSignalSpy cards(wb.nodes(), &QAbstractItemModel::dataChanged);
        QSignalSpy links(wb.connections(), &QAbstractItemModel::dataChanged);
        wb.beginMove();
        wb.moveSelectionTo(30, -40);
        // One signal each: every row of 10,000 cards and of 9,000 connections (1,000 blocks of 9).
        QCOMPARE(cards.count(), 1);
        QCOMPARE(cards[0][0].toModelIndex().row(), 0);
        QCOMPARE(cards[0][1].toModelIndex().row(), 9999);
        QCOMPARE(links.count(), 1);
        QCOMPARE(links[0][0].toModelIndex().row(), 0);
        QCOMPARE(links[0][1].toModelIndex().row(), 8999);
        wb.endMove();
        // Every node is 30 right of and 40 above where it was; so is each end of each connection.
        QHash<QString, QPointF> was;
        mqlab::forEachArray(start, [&](mqlab::NodeKind, const auto& nodes) {
            for (const auto& n : nodes)
                was.insert(QString::fromStdString(n.id), QPointF(n.position.x, n.position.y));
        });
        for (const auto& row : wb.nodes()->rows())
            QCOMPARE(QPointF(row.x, row.y), was.value(row.id) + QPointF(30, -40));
        QCOMPARE(wb.connections()->rows().size(), size_t(9000));
        for (const auto& c : wb.connections()->rows()) {
            QCOMPARE(QPointF(c.fromX, c.fromY), was.value(c.from) + QPointF(30, -40));
            QCOMPARE(QPointF(c.toX, c.toY), was.value(c.to) + QPointF(30, -40));
        }
        QCOMPARE(wb.scenario().groups.back().position.x, start.groups.back().position.x + 30);
        // The whole drag is one step to undo.
        wb.history()->undo();
        QVERIFY(wb.scenario() == start);
    }

    void aSelectedDeadLetterQueueMovesWithTheRest()
    {
        Workbench wb;
        wb.document()->makeScratch();
        mqlab::Scenario s = city(1);
        mqlab::DeadLetterQueue q;
        q.id = "dlq";
        q.position = {900, 0};
        s.deadLetterQueues.push_back(q);
        s.connections.push_back({"g0_0", "dlq"});
        wb.applyScenario(s);
        wb.selection()->select(QStringLiteral("g0_0"), false);
        wb.selection()->select(QStringLiteral("dlq"), true);
        wb.selection()->nudgeSelection(10, 0);
        // The queue from 900 to 910, the group g0_0 from 600 to 610; the link between them follows.
        QCOMPARE(wb.scenario().deadLetterQueues[0].position.x, 910.0);
        QCOMPARE(wb.scenario().groups[0].position.x, 610.0);
        const auto& rows = wb.nodes()->rows();
        QCOMPARE(rows[size_t(wb.nodes()->indexOf("dlq"))].x, 910.0);
        const auto& link = wb.connections()->rows().back();
        QCOMPARE(link.to, QStringLiteral("dlq"));
        QCOMPARE(link.fromX, 610.0);
        QCOMPARE(link.toX, 910.0);
    }
};

QTEST_GUILESS_MAIN(NodeModelTests)
#include "nodemodel_tests.moc"
