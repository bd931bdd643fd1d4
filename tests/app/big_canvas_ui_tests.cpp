// A design of 10,000 nodes in the window (issue 11): the canvas builds the cards and curves in view
// (and a margin), not one a node; panning with the mouse builds the cards coming into view; Tab to
// a card off screen brings it into view; and while a file is opening the keyboard's shortcuts do
// nothing to the design on the canvas. Real mouse and key events; fails on any QML warning.
#include <QApplication>
#include <QFile>
#include <QQuickItem>
#include <QQuickWindow>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>
#include <algorithm>
#include <cmath>
#include <iterator>
#include <set>

#include "quick_tree.h"
#include "support/city.h"

#include "canvas_view.h"
#include "gui.h"
#include "mqlab/model/scenario.h"
#include "scenario_loader.h"
#include "workbench.h"

using mqlab::app::Workbench;

namespace {

QString writeFile(const QTemporaryDir& dir, const QString& name, const std::string& text)
{
    const QString path = dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(text.data(), qint64(text.size())) != qint64(text.size()))
        return {};
    return path;
}

// The ids of the cards built on the canvas (each card is called node-<id>).
std::set<QString> builtCards(QQuickItem* canvas)
{
    QList<QQuickItem*> all;
    mqlab::test::collectItems(canvas, all);
    std::set<QString> ids;
    for (QQuickItem* i : all)
        if (i->objectName().startsWith(QLatin1String("node-")))
            ids.insert(i->objectName().mid(5));
    return ids;
}

} // namespace

class BigCanvasUiTests : public mqlab::test::WindowSuite {
    Q_OBJECT

  private:
    QTemporaryDir dir_;
    QString bigPath_;

    QQuickItem* item(const char* name) const
    {
        return mqlab::test::findItem(window_->contentItem(), QString::fromLatin1(name));
    }

    // The node ids whose cards, `tall` world units tall, meet the canvas's view grown by its margin,
    // worked out here from the design's positions: the view's rectangle in world units is the
    // canvas's size over the zoom, from minus the world's offset over the zoom; the margin is marginPx
    // on screen, so marginPx / zoom in the world; a card is 240 wide. A card drawn is at least 1 tall
    // and counts at most 320 (the estimate for one never drawn; a drawn one is shorter), so the cards
    // built lie between cardsInReach(1) and cardsInReach(320).
    std::set<QString> cardsInReach(double tall) const
    {
        QQuickItem* canvas = item("canvas");
        auto* filter = canvas->findChild<mqlab::app::CanvasNodes*>();
        if (!filter)
            return {};
        const std::set<QString> built = builtCards(canvas);
        if (built.empty())
            return {};
        // The world: every card's parent, moved and scaled by pans and zooms.
        const QQuickItem* world = item(("node-" + *built.begin()).toLatin1().constData())->parentItem();
        const double zoom = world->scale();
        const QRectF view(-world->x() / zoom, -world->y() / zoom, canvas->width() / zoom, canvas->height() / zoom);
        if (std::abs(filter->zoom() - zoom) > 1e-9 ||
            (filter->view().topLeft() - view.topLeft()).manhattanLength() > 1e-6)
            return {}; // the canvas did not tell the filter where it is
        const double m = filter->marginPx() / zoom;
        const QRectF reach = view.adjusted(-m, -m, m, m);
        std::set<QString> ids;
        for (const auto& row : wb_->nodes()->rows()) {
            const QRectF card(row.x, row.y, 240, tall);
            if (card.right() >= reach.left() && card.left() <= reach.right() && card.bottom() >= reach.top() &&
                card.top() <= reach.bottom())
                ids.insert(row.id);
        }
        return ids;
    }

  private slots:
    void initTestCase()
    {
        QVERIFY(openWindow(QSize(1280, 720)));
        // 1,000 blocks = 10,000 nodes; indented 40 spaces a level so that reading it takes a while.
        bigPath_ = writeFile(dir_, QStringLiteral("city.json"), mqlab::test::cityJson(1000, 40));
        QVERIFY(!bigPath_.isEmpty());
    }
    void init() { wb_->forgetKeptDesigns(); }
    void cleanup() { failOnQmlWarnings(); }
    void cleanupTestCase() { restoreMessageHandler(); }

    // While the file is read, Ctrl+2 (a stage), Delete (the selected node), Ctrl+Z (the last edit)
    // and Ctrl+S do nothing to the design on the canvas; Escape cancels, and the keys work again.
    void shortcutsDoNothingWhileAFileOpens()
    {
        QCOMPARE(wb_->openStage(1), QString());
        QVERIFY(mqlab::test::settle());
        QQuickItem* canvas = item("canvas");
        QVERIFY(canvas);
        canvas->forceActiveFocus();
        // The keys act before the opening: Ctrl+2 opens Stage 2, Ctrl+1 comes back.
        QTest::keyClick(window_, Qt::Key_2, Qt::ControlModifier);
        QTRY_COMPARE(wb_->stage(), 2);
        QTest::keyClick(window_, Qt::Key_1, Qt::ControlModifier);
        QTRY_COMPARE(wb_->stage(), 1);
        QVERIFY(mqlab::test::settle());
        canvas->forceActiveFocus();
        // An edit to undo: Tab selects the first node and Right nudges it 10 to the right.
        QTest::keyClick(window_, Qt::Key_Tab);
        QVERIFY(!wb_->selection()->selectedId().isEmpty());
        const QString picked = wb_->selection()->selectedId();
        QTest::keyClick(window_, Qt::Key_Right);
        QTRY_VERIFY(wb_->history()->canUndo());
        const mqlab::Scenario before = wb_->scenario();

        QSignalSpy opened(wb_->document(), &mqlab::app::DesignDocument::opened);
        QCOMPARE(wb_->document()->openFileInBackground(wb_->document()->localUrl(bigPath_)), QString());
        QVERIFY(wb_->document()->opener()->busy());
        QTRY_VERIFY(item("openingCard")->isVisible());
        QTest::keyClick(window_, Qt::Key_2, Qt::ControlModifier);
        QTest::keyClick(window_, Qt::Key_Delete);
        QTest::keyClick(window_, Qt::Key_Z, Qt::ControlModifier);
        QTest::keyClick(window_, Qt::Key_S, Qt::ControlModifier);
        QTest::keyClick(window_, Qt::Key_Tab);
        // The file (16 MB, 10,000 nodes) is still being read: had it arrived, the keys would have
        // met another design and the checks below would prove nothing.
        QVERIFY2(wb_->document()->opener()->busy(), "the file was opened before the keys were checked");
        QCOMPARE(wb_->stage(), 1);
        QVERIFY(wb_->scenario() == before);
        QCOMPARE(wb_->selection()->selectedId(), picked);
        QCOMPARE(opened.count(), 0);
        // The keys went nowhere else: the banner still holds the focus (Tab did not move it on).
        QQuickItem* banner = item("openingBanner");
        QVERIFY(banner && window_->activeFocusItem());
        QVERIFY(window_->activeFocusItem() == banner || banner->isAncestorOf(window_->activeFocusItem()));
        // Escape is Cancel: the design stays, and the keys are the canvas's again.
        QTest::keyClick(window_, Qt::Key_Escape);
        QTRY_VERIFY(!wb_->document()->opener()->busy());
        QCOMPARE(opened.count(), 0);
        QVERIFY2(wb_->scenario() == before,
                 qPrintable(QStringLiteral("nodes %1, path %2, focus %3")
                                .arg(wb_->nodes()->count())
                                .arg(wb_->document()->filePath())
                                .arg(window_->activeFocusItem() ? window_->activeFocusItem()->objectName() : "-")));
        QTRY_VERIFY(canvas->hasActiveFocus());
        QTest::keyClick(window_, Qt::Key_Z, Qt::ControlModifier);
        QTRY_VERIFY(!(wb_->scenario() == before));
        QCOMPARE(opened.count(), 0);
    }

    // 10,000 nodes opened: the cards built are those whose rectangles meet the view and its margin,
    // a few dozen; none outside it.
    void aLargeDesignBuildsOnlyTheCardsInView()
    {
        QSignalSpy opened(wb_->document(), &mqlab::app::DesignDocument::opened);
        QCOMPARE(wb_->document()->openFileInBackground(wb_->document()->localUrl(bigPath_)), QString());
        QTRY_COMPARE_WITH_TIMEOUT(opened.count(), 1, 120000);
        QCOMPARE(opened.first().first().toString(), QString());
        QCOMPARE(wb_->nodes()->count(), 10000);
        QVERIFY(mqlab::test::settle());
        QQuickItem* canvas = item("canvas");
        const std::set<QString> built = builtCards(canvas);
        const std::set<QString> least = cardsInReach(1), most = cardsInReach(320);
        QVERIFY(!least.empty());
        QVERIFY(std::includes(built.begin(), built.end(), least.begin(), least.end()));
        QVERIFY(std::includes(most.begin(), most.end(), built.begin(), built.end()));
        // At the fitted zoom (at least 0.3: the design is 25,000 x 44,000 world units), a canvas under
        // 1,280 x 720 pixels with 160 pixels of margin all round meets at most (1,280 + 320) / 0.3 +
        // 240 = 5,574 by (720 + 320) / 0.3 + 320 = 3,787 world units: 6 or 7 blocks across and 4 or
        // 5 down, 35 blocks of 10 nodes at most.
        QVERIFY2(built.size() <= 350, qPrintable(QString::number(built.size())));
        QVERIFY(!built.empty());
        // The curves too: fewer than the 9,000 connections, each with an end or its bend in reach.
        const QList<QQuickItem*> curves = mqlab::test::itemsNamed(canvas, QStringLiteral("connection"));
        QVERIFY2(curves.size() <= 400, qPrintable(QString::number(curves.size())));
        QVERIFY(!curves.isEmpty());
    }

    // A drag on the background pans: the cards coming into view are built, those leaving go, and
    // the count stays what the view holds.
    void panningBuildsTheCardsComingIntoView()
    {
        QCOMPARE(wb_->nodes()->count(), 10000);
        QQuickItem* canvas = item("canvas");
        const std::set<QString> before = builtCards(canvas);
        // A point of the background: clear of every card built (and its ports) by 12 pixels.
        QList<QRectF> cards;
        QList<QQuickItem*> all;
        mqlab::test::collectItems(canvas, all);
        for (QQuickItem* i : all)
            if (i->objectName().startsWith(QLatin1String("node-")))
                cards << QRectF(i->mapToScene(QPointF(-18, -12)),
                                i->mapToScene(QPointF(i->width() + 18, i->height() + 12)));
        const QRectF area(canvas->mapToScene(QPointF(0, 0)), QSizeF(canvas->width(), canvas->height() - 80));
        QPointF from(-1, -1);
        for (double y = area.top() + area.height() * 0.6; y > area.top() + 20 && from.x() < 0; y -= 5)
            for (double x = area.left() + area.width() * 0.6; x > area.left() + 20; x -= 5)
                if (std::none_of(cards.begin(), cards.end(),
                                 [&](const QRectF& r) { return r.contains(QPointF(x, y)); })) {
                    from = QPointF(x, y);
                    break;
                }
        QVERIFY2(from.x() >= 0, "no background to drag");
        // Dragged up and left by 500 x 300 pixels: the world moves with the pointer.
        const QPointF to = from - QPointF(500, 300);
        QTest::mousePress(window_, Qt::LeftButton, {}, from.toPoint());
        for (int i = 1; i <= 10; ++i) {
            const QPointF at = from + (to - from) * (i / 10.0);
            QMouseEvent move(QEvent::MouseMove, at, window_->mapToGlobal(at), Qt::NoButton, Qt::LeftButton, {});
            QCoreApplication::sendEvent(window_, &move);
            QVERIFY(mqlab::test::settle());
        }
        QTest::mouseRelease(window_, Qt::LeftButton, {}, to.toPoint());
        QVERIFY(mqlab::test::settle());
        QCOMPARE(wb_->nodes()->count(), 10000);
        const std::set<QString> after = builtCards(canvas);
        const std::set<QString> least = cardsInReach(1), most = cardsInReach(320);
        QVERIFY(std::includes(after.begin(), after.end(), least.begin(), least.end()));
        QVERIFY(std::includes(most.begin(), most.end(), after.begin(), after.end()));
        // At a zoom of at most 1.25 a pan of 500 pixels is at least 400 world units: new cards came.
        std::vector<QString> arrived;
        std::set_difference(after.begin(), after.end(), before.begin(), before.end(), std::back_inserter(arrived));
        QVERIFY(!arrived.empty());
        QVERIFY(after.size() <= 350);
        // The design was not moved: a pan is not an edit.
        QVERIFY(!wb_->document()->dirty());
    }

    // With the view on the last node, Tab into the design picks the first, far off screen: the
    // canvas brings its card into view, and it is built.
    void tabBringsAnOffScreenCardIntoView()
    {
        QQuickItem* canvas = item("canvas");
        canvas->forceActiveFocus();
        const auto& rows = wb_->nodes()->rows();
        QVERIFY(QMetaObject::invokeMethod(canvas, "reveal", Q_ARG(QVariant, rows.back().id)));
        wb_->selection()->clearSelection();
        QTest::keyClick(window_, Qt::Key_Tab);
        QCOMPARE(wb_->selection()->selectedId(), rows.front().id);
        QVERIFY(mqlab::test::settle());
        QQuickItem* card = item(("node-" + rows.front().id).toLatin1().constData());
        QVERIFY(card);
        const QRectF onScreen(card->mapToScene(QPointF(0, 0)),
                              card->mapToScene(QPointF(card->width(), card->height())));
        const QRectF shown(canvas->mapToScene(QPointF(0, 0)), QSizeF(canvas->width(), canvas->height()));
        QVERIFY2(shown.contains(onScreen), "the selected card is not wholly in view");
        QCOMPARE(card->property("selected").toBool(), true);
    }
};

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("mqlab-big-canvas-tests"));
    QCoreApplication::setApplicationName(QStringLiteral("big_canvas_ui_tests"));
    mqlab::app::useAppStyle();
    BigCanvasUiTests tests;
    return QTest::qExec(&tests, argc, argv);
}

#include "big_canvas_ui_tests.moc"
