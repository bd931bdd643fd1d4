// What the canvas builds (issue 11): CanvasNodes keeps the nodes whose cards meet the view grown by
// a margin on screen, CanvasConnections the connections whose curves do. Plain model tests, no window.
// Every figure below is worked out by hand beside it: cards are 240 wide (cardWidth), a card never
// drawn counts 320 tall (estimatedCardHeight), the margin is 160 screen pixels (marginPx), portY 26.
#include <QAbstractItemModelTester>
#include <QCoreApplication>
#include <QSignalSpy>
#include <QtTest>

#include "canvas_view.h"
#include "nodemodel.h"

using mqlab::app::CanvasConnections;
using mqlab::app::CanvasNodes;
using mqlab::app::ConnectionModel;
using mqlab::app::NodeModel;

namespace {

NodeModel::Row node(const char* id, double x, double y)
{
    NodeModel::Row r;
    r.id = QString::fromLatin1(id);
    r.name = r.id;
    r.x = x;
    r.y = y;
    return r;
}

QStringList shownIds(const QAbstractItemModel& m)
{
    QStringList ids;
    for (int i = 0; i < m.rowCount(); ++i)
        ids << m.index(i, 0).data(NodeModel::IdRole).toString();
    return ids;
}

QStringList shownLinks(const QAbstractItemModel& m)
{
    QStringList ids;
    for (int i = 0; i < m.rowCount(); ++i)
        ids << m.index(i, 0).data(ConnectionModel::FromRole).toString() + ">" +
                   m.index(i, 0).data(ConnectionModel::ToRole).toString();
    return ids;
}

} // namespace

class CanvasViewTests : public QObject {
    Q_OBJECT

    NodeModel model_;
    CanvasNodes cards_;

  private slots:
    void init()
    {
        // a at the origin, b right of it, c below it, d far away.
        model_.update({node("a", 0, 0), node("b", 1200, 0), node("c", 0, 1000), node("d", 5000, 5000)});
        cards_.setNodes(&model_);
    }

    void everyNodePassesBeforeTheCanvasSetsAView()
    {
        CanvasNodes fresh;
        QAbstractItemModelTester tester(&fresh);
        fresh.setNodes(&model_);
        QCOMPARE(shownIds(fresh), (QStringList{"a", "b", "c", "d"}));
    }

    void onlyCardsMeetingTheViewAndItsMarginPass()
    {
        QAbstractItemModelTester tester(&cards_);
        // View 0..1000 x 0..600 at zoom 1: the margin is 160 world units, so the reach is
        // x -160..1160, y -160..760. a (0..240 x 0..320) meets it; b starts at x 1200 > 1160;
        // c starts at y 1000 > 760; d is far off.
        cards_.setViewport(0, 0, 1000, 600, 1);
        QCOMPARE(shownIds(cards_), QStringList{"a"});
        // Zoomed out to 0.5, the same view's margin is 160 / 0.5 = 320 world units: x -320..1320
        // takes b (1200..1440), y -320..920 still misses c (from 1000).
        cards_.setViewport(0, 0, 1000, 600, 0.5);
        QCOMPARE(shownIds(cards_), (QStringList{"a", "b"}));
    }

    void panningBringsCardsInAndTakesThemOut()
    {
        QAbstractItemModelTester tester(&cards_);
        cards_.setViewport(0, 0, 1000, 600, 1);
        QSignalSpy in(&cards_, &QAbstractItemModel::rowsInserted);
        QSignalSpy out(&cards_, &QAbstractItemModel::rowsRemoved);
        QSignalSpy reset(&cards_, &QAbstractItemModel::modelReset);
        // View x 100..1100, y 500..1100: the reach is x -60..1260, y 340..1260. a ends at y 320 < 340:
        // out; b (y 0..320) too; c (0..240 x 1000..1320) in.
        cards_.setViewport(100, 500, 1000, 600, 1);
        QCOMPARE(shownIds(cards_), QStringList{"c"});
        // Rows come and go one by one, never by a reset: the cards that stay keep their delegates.
        QCOMPARE(reset.count(), 0);
        QVERIFY(in.count() >= 1);
        QVERIFY(out.count() >= 1);
        // A card that stays in reach is not touched by a small pan.
        const QPersistentModelIndex c = cards_.index(0, 0);
        in.clear();
        out.clear();
        cards_.setViewport(110, 510, 1000, 600, 1);
        QCOMPARE(in.count(), 0);
        QCOMPARE(out.count(), 0);
        QVERIFY(c.isValid());
        QCOMPARE(c.data(NodeModel::IdRole).toString(), QString("c"));
    }

    void aNodeMovedIntoViewPasses()
    {
        cards_.setViewport(0, 0, 1000, 600, 1);
        QCOMPARE(shownIds(cards_), QStringList{"a"});
        // d dragged to (500, 200) lies inside the view.
        model_.setPosition("d", 500, 200);
        QCOMPARE(shownIds(cards_), (QStringList{"a", "d"}));
        // ... and back out to x 2000 (> 1160), it goes.
        model_.setPosition("d", 2000, 200);
        QCOMPARE(shownIds(cards_), QStringList{"a"});
    }

    void aDrawnCardsHeightReplacesTheEstimate()
    {
        // Reach y from 270 - 160 = 110. a at 0 counts 320 tall while never drawn (0..320 meets it);
        // drawn 100 tall (0..100) it ends above 110.
        cards_.setViewport(0, 270, 1000, 600, 1);
        QVERIFY(shownIds(cards_).contains("a"));
        cards_.noteHeight("a", 100);
        cards_.setViewport(0, 271, 1000, 600, 1);
        QVERIFY(!shownIds(cards_).contains("a"));
    }

    void boundsCoverEveryNodeAndSayWhenTheyGuess()
    {
        // x from a's 0 to d's 5000 + 240 = 5240; y from 0 to d's 5000 + 320 (estimated) = 5320.
        mqlab::app::WorldBounds b = cards_.worldBounds();
        QCOMPARE(b.empty, false);
        QCOMPARE(b.rect, QRectF(0, 0, 5240, 5320));
        QCOMPARE(b.estimated, true);
        for (const char* id : {"a", "b", "c"})
            cards_.noteHeight(id, 120);
        QCOMPARE(cards_.worldBounds().estimated, true); // d still guessed
        cards_.noteHeight("d", 150);
        b = cards_.worldBounds();
        QCOMPARE(b.estimated, false);
        // d drawn 150 tall: y to 5000 + 150 = 5150.
        QCOMPARE(b.rect.height(), 5150.0);
        // One card's rectangle, to bring it into view: c at (0, 1000), 240 x 120.
        QCOMPARE(cards_.cardRect("c"), QRectF(0, 1000, 240, 120));
        QVERIFY(cards_.cardRect("nobody").isEmpty());
        // Another design: its cards are measured afresh.
        model_.update({node("x", 10, 20)});
        b = cards_.worldBounds();
        QCOMPARE(b.estimated, true);
        QCOMPARE(b.rect.height(), 320.0);
        model_.update({});
        QCOMPARE(cards_.worldBounds().empty, true);
    }

    void aViewOfNoSizeShowsOnlyItsMargin()
    {
        // A canvas not laid out yet (0 x 0 at (1100, 100)): the reach is x 940..1260, y -60..260,
        // which meets b (1200..1440 x 0..320) only.
        cards_.setViewport(1100, 100, 0, 0, 1);
        QCOMPARE(shownIds(cards_), QStringList{"b"});
    }

    void aBrokenViewIsIgnored()
    {
        cards_.setViewport(0, 0, 1000, 600, 1);
        cards_.setViewport(qQNaN(), 0, 1000, 600, 1);
        cards_.setViewport(0, 0, 1000, 600, 0);
        QCOMPARE(cards_.view(), QRectF(0, 0, 1000, 600));
        QCOMPARE(cards_.zoom(), 1.0);
        QCOMPARE(shownIds(cards_), QStringList{"a"});
    }

    void curvesMeetingTheViewPassThoughTheirEndsDoNot()
    {
        ConnectionModel links;
        using Row = ConnectionModel::Row;
        links.update({
            // Ends at x -2000 and 3000, both far out; at y 300 + 26 = 326 the curve crosses the view.
            Row{"p", "q", mqlab::app::LimitStatuses::Ok, -2000, 300, 3000, 300},
            // The same below it: y 2026 +- 10 lies past the reach's bottom (760).
            Row{"r", "s", mqlab::app::LimitStatuses::Ok, -2000, 2000, 3000, 2000},
            // Left of the view: x1 = -1000 + 240 = -760, x2 = -600 - 8 = -608, bend max(40, 152 / 2) = 76;
            // its right end max(-760, -608 + 8, -760 + 76) + 10 = -590 < -160.
            Row{"t", "u", mqlab::app::LimitStatuses::Ok, -1000, 0, -600, 0},
            // Nearer: x1 = -260, x2 = -108, bend 76; right end max(-260, -100, -184) + 10 = -90 >= -160.
            Row{"v", "w", mqlab::app::LimitStatuses::Ok, -500, 0, -100, 0},
        });
        CanvasConnections curves;
        QAbstractItemModelTester tester(&curves);
        curves.setConnections(&links);
        QCOMPARE(curves.rowCount(), 4);
        curves.setViewport(0, 0, 1000, 600, 1);
        QCOMPARE(shownLinks(curves), (QStringList{"p>q", "v>w"}));
        // A node moved: t's card dragged to (100, 100) brings its curve into view.
        links.nodeMoved("t", 100, 100);
        QCOMPARE(shownLinks(curves), (QStringList{"p>q", "t>u", "v>w"}));
    }
};

QTEST_GUILESS_MAIN(CanvasViewTests)
#include "canvas_view_tests.moc"
