// The canvas's selection (app/selection_model.h) on Stage 1, with no window: what each way of
// selecting picks, that the cards are marked to match, and that the arrow keys' nudge is one undo step.
#include <QSignalSpy>
#include <QtTest>

#include "nodemodel.h"
#include "selection_model.h"
#include "workbench.h"

using mqlab::app::NodeModel;
using mqlab::app::SelectionModel;
using mqlab::app::Workbench;

namespace {

// The ids whose card is marked selected, read through the model as a view reads it.
QStringList marked(const NodeModel& m)
{
    QStringList out;
    for (int i = 0; i < m.rowCount(); ++i)
        if (m.index(i).data(NodeModel::SelectedRole).toBool())
            out << m.index(i).data(NodeModel::IdRole).toString();
    return out;
}

} // namespace

class SelectionModelTests : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    // Stage 1 has three nodes, in the node model's order: the producer "orders" at (40, 260), the
    // cluster "kafka" at (360, 240) and the group "fulfilment" at (720, 260).
    void clickShiftClickAndTheLastPicked()
    {
        Workbench wb;
        wb.document()->makeScratch(); // no autosave from a test
        SelectionModel* sel = wb.selection();
        QSignalSpy changed(sel, &SelectionModel::changed);
        QCOMPARE(sel->count(), 0);
        QCOMPARE(sel->selectedId(), QString());
        QCOMPARE(sel->selectedKind(), QString());

        sel->select("kafka", false);
        QCOMPARE(sel->ids(), QStringList{"kafka"});
        QCOMPARE(sel->selectedKind(), QStringLiteral("cluster")); // the cluster module's noun
        QCOMPARE(marked(*wb.nodes()), QStringList{"kafka"});

        // Shift+click adds, and the inspector's node is the one picked last.
        sel->select("orders", true);
        QCOMPARE(sel->ids(), (QStringList{"kafka", "orders"}));
        QCOMPARE(sel->selectedId(), QStringLiteral("orders"));
        QCOMPARE(sel->selectedKind(), QStringLiteral("producer"));
        QCOMPARE(marked(*wb.nodes()), (QStringList{"orders", "kafka"})); // in the model's row order

        // Shift+click on a selected node takes it out; a plain click keeps only the one clicked.
        sel->select("kafka", true);
        QCOMPARE(sel->ids(), QStringList{"orders"});
        sel->select("fulfilment", false);
        QCOMPARE(sel->ids(), QStringList{"fulfilment"});
        QCOMPARE(sel->selectedKind(), QStringLiteral("consumer group"));

        sel->clearSelection();
        QCOMPARE(sel->count(), 0);
        QVERIFY(marked(*wb.nodes()).isEmpty());
        QCOMPARE(changed.count(), 5); // one announcement for each of the five calls
    }

    void aBandPicksTheCardsWhoseCornerItCovers()
    {
        Workbench wb;
        wb.document()->makeScratch();
        SelectionModel* sel = wb.selection();
        // A card is in the band when the point 20 px into its top-left corner is: orders (60, 280)
        // and kafka (380, 260) are inside x 0..400, y 200..300; fulfilment (740, 280) is not.
        sel->selectInRect(400, 300, 0, 200, false); // dragged up and left: the same band
        QCOMPARE(sel->ids(), (QStringList{"orders", "kafka"}));
        // Shift+band adds what is new and keeps the order: fulfilment (740, 280) in x 700..800.
        sel->selectInRect(0, 200, 800, 300, true);
        QCOMPARE(sel->ids(), (QStringList{"orders", "kafka", "fulfilment"}));
        sel->selectInRect(1000, 1000, 1100, 1100, false); // nothing there
        QCOMPARE(sel->count(), 0);

        sel->selectAll();
        QCOMPARE(sel->ids(), (QStringList{"orders", "kafka", "fulfilment"}));
        QCOMPARE(marked(*wb.nodes()).size(), 3);
    }

    void tabWalksTheDesignAndLeavesAtEitherEnd()
    {
        Workbench wb;
        wb.document()->makeScratch();
        SelectionModel* sel = wb.selection();
        QVERIFY(sel->selectNext(false)); // nothing selected: Tab starts at the first row
        QCOMPARE(sel->selectedId(), QStringLiteral("orders"));
        QVERIFY(!sel->selectNext(true)); // Shift+Tab from the first leaves the canvas
        QCOMPARE(sel->count(), 0);
        QVERIFY(sel->selectNext(true));  // nothing selected: Shift+Tab starts at the last row
        QCOMPARE(sel->selectedId(), QStringLiteral("fulfilment"));
        QVERIFY(!sel->selectNext(false)); // and Tab from the last leaves it too
        QCOMPARE(sel->count(), 0);
        QVERIFY(sel->selectNext(false));
        QVERIFY(sel->selectNext(false));
        QCOMPARE(sel->selectedId(), QStringLiteral("kafka"));
    }

    void aNudgeMovesTheSelectedCardsAsOneUndoStep()
    {
        Workbench wb;
        wb.document()->makeScratch();
        SelectionModel* sel = wb.selection();
        sel->select("kafka", false);
        sel->select("fulfilment", true);
        sel->nudgeSelection(10, -5);
        // kafka (360, 240) -> (370, 235); fulfilment (720, 260) -> (730, 255); orders stays at 40.
        QCOMPARE(wb.scenario().clusters[0].position.x, 370.0);
        QCOMPARE(wb.scenario().clusters[0].position.y, 235.0);
        QCOMPARE(wb.scenario().groups[0].position.x, 730.0);
        QCOMPARE(wb.scenario().producers[0].position.x, 40.0);
        QVERIFY(wb.history()->canUndo());
        QCOMPARE(wb.history()->undoText(), QStringLiteral("Move"));
        wb.history()->undo();
        QCOMPARE(wb.scenario().clusters[0].position.x, 360.0);
        QCOMPARE(wb.scenario().groups[0].position.x, 720.0);
        QVERIFY(!wb.history()->canUndo());
        // Still selected after the undo: the design has the same nodes.
        QCOMPARE(sel->ids(), (QStringList{"kafka", "fulfilment"}));
    }

    // A drag moves the selected cards of every kind: Round 1's design (stages/round-1.json) has six
    // kinds the first seed's stages lack (task producer, load balancer, broker fleet, metadata store,
    // worker pool) beside a dead-letter queue; all six cards end 30 right of and 40 above where they were.
    void aDragMovesEveryKindOfCard()
    {
        Workbench wb;
        QCOMPARE(wb.document()->openFile(QUrl::fromLocalFile(QStringLiteral(MQLAB_SOURCE_DIR "/stages/round-1.json"))),
                 QString());
        const mqlab::Scenario start = wb.scenario();
        wb.selection()->selectAll();
        wb.beginMove();
        wb.moveSelectionTo(30, -40);
        wb.endMove();
        QHash<QString, QPointF> was;
        mqlab::forEachArray(start, [&](mqlab::NodeKind, const auto& nodes) {
            for (const auto& n : nodes)
                was.insert(QString::fromStdString(n.id), QPointF(n.position.x, n.position.y));
        });
        QCOMPARE(was.size(), 6);
        int moved = 0;
        mqlab::forEachArray(wb.scenario(), [&](mqlab::NodeKind, const auto& nodes) {
            for (const auto& n : nodes) {
                const QString id = QString::fromStdString(n.id);
                QCOMPARE(QPointF(n.position.x, n.position.y), was.value(id) + QPointF(30, -40));
                ++moved;
            }
        });
        QCOMPARE(moved, 6);
    }

    void nodesThatGoLeaveTheSelection()
    {
        Workbench wb;
        wb.document()->makeScratch();
        SelectionModel* sel = wb.selection();
        sel->select("kafka", false);
        sel->select("orders", true);
        wb.deleteSelection();
        QCOMPARE(sel->count(), 0);
        QCOMPARE(wb.nodes()->count(), 1); // fulfilment alone
        // Undo brings the nodes back, not the selection: a deleted node was let go.
        wb.history()->undo();
        QCOMPARE(wb.nodes()->count(), 3);
        QCOMPARE(sel->count(), 0);

        // A duplicate is selected in place of what it copies.
        sel->select("fulfilment", false);
        wb.duplicateSelection();
        QCOMPARE(sel->count(), 1);
        QVERIFY(sel->selectedId() != QStringLiteral("fulfilment"));
        QCOMPARE(sel->selectedKind(), QStringLiteral("consumer group"));
        QCOMPARE(marked(*wb.nodes()), QStringList{sel->selectedId()});
    }

    void aNewDesignStartsWithNothingSelected()
    {
        Workbench wb;
        wb.document()->makeScratch();
        wb.selection()->select("kafka", false);
        QCOMPARE(wb.openStage(2), QString());
        QCOMPARE(wb.selection()->count(), 0);
        QVERIFY(marked(*wb.nodes()).isEmpty());
    }
};

QTEST_GUILESS_MAIN(SelectionModelTests)
#include "selection_model_tests.moc"
