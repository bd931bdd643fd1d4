// The window driven as a person drives it: real mouse clicks and key presses on the items, waiting
// for states (never for fixed times), each case from the shipped designs, and no QML warning.
// Issue 10's defects each have a case here that failed before its fix.
#include <algorithm>

#include <QApplication>
#include <QtCharts/QAbstractAxis>
#include <QtCharts/QAbstractBarSeries>
#include <QtCharts/QBarCategoryAxis>
#include <QtCharts/QBarSet>
#include <QQmlComponent>
#include <QQmlEngine>
#include <QQmlProperty>
#include <QQuickItem>
#include <QQuickWindow>
#include <QScreen>
#include <QStandardPaths>
#include <QtTest>
#include <cmath>
#include <memory>

#include "quick_tree.h"

#include "gui.h"
#include "lesson.h"
#include "mqlab/report/format.h"
#include "nodemodel.h"
#include "number_format.h"
#include "resources.h"
#include "stepper.h"
#include "workbench.h"

using mqlab::app::Workbench;

namespace {
QString q(const std::string& s) { return QString::fromStdString(s); }
} // namespace

class UserUiTests : public mqlab::test::WindowSuite {
    Q_OBJECT

  private:

    QQuickItem* item(const QString& name) const { return mqlab::test::findItem(window_->contentItem(), name); }
    QList<QQuickItem*> allItems() const
    {
        QList<QQuickItem*> out;
        mqlab::test::collectItems(window_->contentItem(), out);
        return out;
    }
    // Items inside popups (menus, dialogs) live in the window's overlay, under the content item too.
    QList<QQuickItem*> named(const QString& name) const { return mqlab::test::itemsNamed(window_->contentItem(), name); }
    static QPoint centre(QQuickItem* i) { return i->mapToScene(QPointF(i->width() / 2, i->height() / 2)).toPoint(); }
    void click(QQuickItem* i, Qt::MouseButton b = Qt::LeftButton)
    {
        QVERIFY(i);
        QVERIFY(mqlab::test::settle()); // laid out where it is drawn: a layout pending moves it
        QTest::mouseClick(window_, b, {}, centre(i));
    }
    void key(int k, Qt::KeyboardModifiers m = {}) { QTest::keyClick(window_, static_cast<Qt::Key>(k), m); }
    void openStage(int n)
    {
        QMetaObject::invokeMethod(window_, "openStage", Q_ARG(QVariant, n));
        QTRY_COMPARE(wb_->stage(), n);
        QVERIFY(mqlab::test::settle());
    }
    QQuickItem* menuBar() const { return qvariant_cast<QQuickItem*>(item("menuArea")->property("item")); }
    // Opens a top-level menu by clicking its title in the menu bar; returns the menu (a QQuickMenu).
    QObject* openMenu(const QString& title)
    {
        QQuickItem* bar = menuBar();
        const int n = bar->property("count").toInt();
        for (int i = 0; i < n; ++i) {
            QQuickItem* barItem = nullptr;
            QMetaObject::invokeMethod(bar, "itemAt", Q_RETURN_ARG(QQuickItem*, barItem), Q_ARG(int, i));
            if (barItem && barItem->property("text").toString().remove('&') == title) {
                QTest::mouseClick(window_, Qt::LeftButton, {}, centre(barItem));
                auto* menu = qvariant_cast<QObject*>(barItem->property("menu"));
                if (!QTest::qWaitFor([menu] { return menu->property("opened").toBool(); }, 5000))
                    return nullptr;
                // The menu's list lays its entries out after it opens: wait until the last one has
                // its place below the first, as it has by the time a person aims at it.
                const QList<QQuickItem*> entries = menuItems(menu);
                if (entries.size() > 1 &&
                    !QTest::qWaitFor([&] { return entries.last() && entries.last()->y() > entries.first()->y(); }, 5000))
                    return nullptr;
                return menu;
            }
        }
        return nullptr;
    }
    static QList<QQuickItem*> menuItems(QObject* menu)
    {
        QList<QQuickItem*> out;
        const int n = menu->property("count").toInt();
        for (int i = 0; i < n; ++i) {
            QQuickItem* it = nullptr;
            QMetaObject::invokeMethod(menu, "itemAt", Q_RETURN_ARG(QQuickItem*, it), Q_ARG(int, i));
            out << it;
        }
        return out;
    }
    QQuickItem* menuItemNamed(QObject* menu, const QString& text)
    {
        for (QQuickItem* it : menuItems(menu))
            if (it && it->property("text").toString().remove('&').startsWith(text))
                return it;
        return nullptr;
    }
    QString toast() const { return item("toastText")->property("text").toString(); }

  private slots:
    void initTestCase()
    {
        QVERIFY(openWindow());
        QVERIFY(activate());
    }

    // Each case starts from the shipped designs, windowed at 1280x720, out of classroom mode.
    void init()
    {
        if (window_->visibility() != QWindow::Windowed)
            window_->showNormal();
        window_->resize(1280, 720);
        QMetaObject::invokeMethod(window_, "setClassroom", Q_ARG(QVariant, false));
        QMetaObject::invokeMethod(window_, "setTextScale", Q_ARG(double, 1.0));
        wb_->forgetKeptDesigns();
        // The charts as a 1280x720 window opens them: closed, the limits first, no simulation. A
        // case that stopped half-way must not leave them open for the next.
        item("charts")->setProperty("expanded", false);
        item("charts")->setProperty("showWall", false);
        item("charts")->setProperty("simulating", false);
        openStage(1);
        wb_->resetDesign();
        wb_->selection()->clearSelection();
        QVERIFY(mqlab::test::settle());
    }

    void cleanup()
    {
        key(Qt::Key_Escape); // any popup a case left open
        failOnQmlWarnings();
    }
    void cleanupTestCase() { restoreMessageHandler(); }

    // 1. The palette's buttons add their node (they did nothing: an id shadowed the palette).
    void paletteButtonsAddTheirNode()
    {
        openStage(0);
        int count = wb_->nodes()->count();
        const QStringList kinds = {"producer", "cluster", "express", "group"};
        for (const QString& kind : kinds) {
            QQuickItem* button = item("add-" + kind);
            QVERIFY2(button, qPrintable(kind));
            click(button);
            QTRY_COMPARE(wb_->nodes()->count(), count + 1);
            ++count;
        }
        // The Sandbox now holds one of each, of the kinds the buttons name.
        const mqlab::Scenario& s = wb_->scenario();
        QCOMPARE(s.producers.size(), size_t(1));
        QCOMPARE(s.clusters.size(), size_t(2));
        QCOMPARE(s.groups.size(), size_t(1));
        QVERIFY(s.clusters[0].kind != s.clusters[1].kind); // a Standard and an Express
        // Zoom and Fit from the palette move the world.
        const double zoom = item("canvas")->property("zoom").toDouble();
        click(item("zoomIn"));
        QTRY_VERIFY(item("canvas")->property("zoom").toDouble() > zoom);
        click(item("fitButton"));
        QTRY_VERIFY(item("canvas")->property("zoom").toDouble() != zoom * 1.2);
    }

    // 1b. A card added from the palette or the Edit menu lands clear of every card as drawn. Stage 3's
    // Kafka cluster is about three small cards tall with its limit bars; a group or a cluster added
    // there was placed as if every card were 95 px tall, and landed on the cluster's bars.
    void aNewCardLandsClearOfTallCards()
    {
        // A palette button's kind, or (empty) the Edit menu's "Add an Express cluster".
        for (const QString& kind : {QStringLiteral("group"), QStringLiteral("cluster"), QString()}) {
            openStage(3);
            const int count = wb_->nodes()->count();
            if (kind.isEmpty()) {
                QObject* edit = openMenu(QStringLiteral("Edit"));
                QVERIFY(edit);
                QQuickItem* entry = menuItemNamed(edit, QStringLiteral("Add an Express cluster"));
                QVERIFY(entry);
                click(entry);
            } else {
                click(item("add-" + kind));
            }
            QTRY_COMPARE(wb_->nodes()->count(), count + 1);
            const QString added = wb_->selection()->selectedId();
            QVERIFY(!added.isEmpty());
            QQuickItem* card = nullptr;
            QTRY_VERIFY((card = item("node-" + added)) != nullptr && card->height() > 0);
            QVERIFY(mqlab::test::settle(window_));
            const QRectF mine = card->mapRectToScene(QRectF(0, 0, card->width(), card->height()));
            int others = 0;
            for (const mqlab::app::NodeModel::Row& row : wb_->nodes()->rows()) {
                QQuickItem* other = row.id == added ? nullptr : item("node-" + row.id);
                if (!other || !other->isVisible())
                    continue;
                ++others;
                const QRectF theirs = other->mapRectToScene(QRectF(0, 0, other->width(), other->height()));
                QVERIFY2(!mine.intersects(theirs), qPrintable(QStringLiteral("%1 %2 lands on %3").arg(kind, added, row.id)));
            }
            QCOMPARE(others, count); // Stage 3's eight cards, all in view
            // Placed below the cluster, it is brought into view, clear of the palette under the canvas.
            QQuickItem* canvas = item("canvas");
            const QRectF view = canvas->mapRectToScene(QRectF(0, 0, canvas->width(), canvas->height()));
            const qreal paletteTop = item("nodePalette")->mapToScene(QPointF(0, 0)).y();
            QVERIFY2(view.contains(mine) && mine.bottom() <= paletteTop + 0.5,
                     qPrintable(QStringLiteral("%1 at %2 to %3, the palette from %4")
                                    .arg(kind)
                                    .arg(mine.top())
                                    .arg(mine.bottom())
                                    .arg(paletteTop)));
        }
    }

    // 2. A left click on a card selects it; a right click opens the card's menu, not the canvas's.
    void aClickOnACardSelectsIt()
    {
        openStage(2);
        QQuickItem* card = item("node-kafka");
        QVERIFY(card);
        QTest::mouseClick(window_, Qt::LeftButton, {}, card->mapToScene(QPointF(card->width() / 2, 14)).toPoint());
        QTRY_COMPARE(wb_->selection()->selectedId(), QStringLiteral("kafka"));
        // A click on the background clears it.
        QQuickItem* canvas = item("canvas");
        QTest::mouseClick(window_, Qt::LeftButton, {}, canvas->mapToScene(QPointF(canvas->width() - 8, 8)).toPoint());
        QTRY_COMPARE(wb_->selection()->selectedId(), QString());

        // Right click on the producer: it is selected and its own menu opens.
        QQuickItem* producer = item("node-" + q(wb_->scenario().producers[0].id));
        QTest::mouseClick(window_, Qt::RightButton, {}, producer->mapToScene(QPointF(producer->width() / 2, 14)).toPoint());
        QTRY_VERIFY(item("nodeMenuInspect") && item("nodeMenuInspect")->isVisible());
        QCOMPARE(wb_->selection()->selectedId(), q(wb_->scenario().producers[0].id));
        QQuickItem* addMenuItem = nullptr;
        for (QQuickItem* i : allItems())
            if (i->property("text").toString() == QStringLiteral("Add a producer") && i->isVisible())
                addMenuItem = i;
        QVERIFY2(!addMenuItem, "the canvas's Add menu opened too");
        // Duplicate from the card's menu.
        const size_t producers = wb_->scenario().producers.size();
        click(item("nodeMenuDuplicate"));
        QTRY_COMPARE(wb_->scenario().producers.size(), producers + 1);
        // The copy is selected; Delete from its menu removes it.
        QQuickItem* copy = item("node-" + wb_->selection()->selectedId());
        QVERIFY(copy);
        QVERIFY(mqlab::test::settle());
        QTest::mouseClick(window_, Qt::RightButton, {}, copy->mapToScene(QPointF(copy->width() / 2, 14)).toPoint());
        QTRY_VERIFY(item("nodeMenuDelete")->isVisible());
        click(item("nodeMenuDelete"));
        QTRY_COMPARE(wb_->scenario().producers.size(), producers);
    }

    // 2. "Connect to" lists what the engine allows and connects; "Inspect" selects for the inspector.
    void aCardsMenuConnectsAndInspects()
    {
        openStage(0);
        click(item("add-producer"));
        click(item("add-cluster"));
        QTRY_COMPARE(wb_->nodes()->count(), 2);
        const QString producer = q(wb_->scenario().producers[0].id);
        const QString cluster = q(wb_->scenario().clusters[0].id);
        const auto& targets = wb_->connectTargets(producer)->rows();
        QCOMPARE(targets.size(), 1u); // a producer sends to a cluster, and there is one
        QCOMPARE(targets[0].id, cluster);
        QCOMPARE(wb_->connectTargets(cluster)->rowCount(), 0); // no consumer group to send to yet
        wb_->selection()->clearSelection();
        QVERIFY(mqlab::test::settle());
        QQuickItem* card = item("node-" + producer);
        QTest::mouseClick(window_, Qt::RightButton, {}, card->mapToScene(QPointF(card->width() / 2, 14)).toPoint());
        QQuickItem* connect = nullptr;
        QTRY_VERIFY((connect = item("nodeMenuInspect")) && connect->isVisible());
        // The submenu's entry: open "Connect to" by key (Down to it, Right into it, Enter).
        QObject* menu = item("nodeMenuInspect")->parent();
        while (menu && !menu->inherits("QQuickMenu"))
            menu = menu->parent();
        QVERIFY(menu);
        QQuickItem* connectEntry = menuItemNamed(menu, "Connect to");
        QVERIFY(connectEntry);
        QTest::mouseMove(window_, centre(connectEntry));
        click(connectEntry);
        QQuickItem* target = nullptr;
        QTRY_VERIFY([&] {
            for (QQuickItem* i : allItems())
                if (i->property("text").toString() == wb_->scenario().clusters[0].name.c_str() && i->isVisible() &&
                    i->inherits("QQuickMenuItem"))
                    target = i;
            return target != nullptr;
        }());
        click(target);
        QTRY_COMPARE(wb_->scenario().connections.size(), size_t(1));
        // Inspect: the node's fields in the inspector.
        QTest::mouseClick(window_, Qt::RightButton, {}, card->mapToScene(QPointF(card->width() / 2, 14)).toPoint());
        QTRY_VERIFY(item("nodeMenuInspect")->isVisible());
        click(item("nodeMenuInspect"));
        QTRY_COMPARE(wb_->selection()->selectedId(), producer);
        QVERIFY(wb_->inspector()->rowCount() > 0);
    }

    // 4. The window fits the screen it opens on, and leaving full screen goes back to that.
    void theWindowFitsTheScreen()
    {
        QSettings().remove(QStringLiteral("window"));
        QMetaObject::invokeMethod(window_, "place");
        // With no saved geometry the window takes the screen's available geometry: maximized.
        QTRY_COMPARE(window_->visibility(), QWindow::Maximized);
        const QRect avail = window_->screen()->availableGeometry();
        QTRY_VERIFY2(avail.contains(window_->geometry()) || window_->visibility() == QWindow::Maximized,
                     qPrintable(QStringLiteral("window %1x%2 on a %3x%4 screen")
                                    .arg(window_->width()).arg(window_->height()).arg(avail.width()).arg(avail.height())));
        const QWindow::Visibility placed = window_->visibility();
        // F11 turns classroom full screen on, and off back to how it was.
        key(Qt::Key_F11);
        QTRY_COMPARE(window_->visibility(), QWindow::FullScreen);
        key(Qt::Key_F11);
        QTRY_COMPARE(window_->visibility(), placed);
        QTRY_VERIFY(avail.contains(window_->geometry()) || window_->visibility() == QWindow::Maximized);
    }

    // 5. In class, at 1280x720 and 1920x1080, on every stage and the first two rounds' parts, the wall's
    // name and the binding limit are never cut.
    void classroomKeepsTheFactThatMatters()
    {
        for (QSize size : {QSize(1280, 720), QSize(1920, 1080)}) {
            window_->resize(size);
            QMetaObject::invokeMethod(window_, "setClassroom", Q_ARG(QVariant, true));
            for (int n : mqlab::app::lessonIds()) {
                // Round 3's 30-odd cards fit only at a glance's size, where a name cannot be whole at a
                // readable type; how class shows so big a design is open (noted on issue 17).
                if (n / 100 == 3)
                    continue;
                openStage(n);
                QVERIFY(mqlab::test::settle());
                QMetaObject::invokeMethod(item("canvas"), "fitToView");
                QVERIFY(mqlab::test::settle());
                const QString at = QStringLiteral("stage %1 at %2x%3").arg(n).arg(size.width()).arg(size.height());
                for (const char* tile : {"loadTile", "firstTile"}) {
                    for (const char* part : {"tileValue", "tileDetail"}) {
                        QQuickItem* t = mqlab::test::findItem(item(tile), part);
                        QVERIFY(t);
                        QVERIFY2(!t->property("truncated").toBool(),
                                 qPrintable(at + ": " + tile + " cut: " + t->property("text").toString()));
                    }
                }
                // Every card's name is whole, the first to saturate's among them ("Kafka cluster
                // (..." on Stage 5 and "Warehouse loa..." on Stage 6 at 1920x1080 before).
                for (const auto& row : wb_->nodes()->rows()) {
                    QQuickItem* name = mqlab::test::findItem(item("node-" + row.id), "presentedName");
                    QVERIFY2(name && name->isVisible(), qPrintable(at + ": no name on " + row.id));
                    QCOMPARE(name->property("text").toString(), row.name);
                    QVERIFY2(!name->property("truncated").toBool() &&
                                 name->property("contentWidth").toDouble() <= name->width() + 0.5,
                             qPrintable(at + ": " + row.id + " name cut"));
                }
                // Every card with a limit shows its binding limit whole, with the engine's figure.
                for (const auto& row : wb_->nodes()->rows()) {
                    if (row.binding < 0)
                        continue;
                    QQuickItem* line = nullptr;
                    for (QQuickItem* i : named("presentedBinding-" + row.id))
                        if (i->isVisible())
                            line = i;
                    QVERIFY2(line, qPrintable(at + ": no binding line on " + row.id));
                    QQuickItem* words = mqlab::test::findItem(line, "presentedWords");
                    QQuickItem* figure = mqlab::test::findItem(line, "presentedFigure");
                    QVERIFY2(!words->property("truncated").toBool() &&
                                 words->property("contentWidth").toDouble() <= words->width() + 0.5,
                             qPrintable(at + ": " + row.id + " binding words cut"));
                    QCOMPARE(words->property("text").toString(), row.limits[static_cast<size_t>(row.binding)].label);
                    QCOMPARE(figure->property("text").toString(), row.limits[static_cast<size_t>(row.binding)].text);
                    // Readable: the words are never drawn under three quarters of the figure's size
                    // when the card has room to put the figure on a line of its own.
                    if (line->property("canStack").toBool())
                        QVERIFY2(words->property("contentHeight").toReal() >= 0.7 * figure->property("contentHeight").toReal(),
                                 qPrintable(at + ": " + row.id + " binding words shrunk"));
                    // The whole line lies inside its card.
                    QQuickItem* card = item("node-" + row.id);
                    const QRectF lineRect = line->mapRectToItem(card, QRectF(0, 0, line->width(), line->height()));
                    QVERIFY2(lineRect.bottom() <= card->height() + 0.5, qPrintable(at + ": " + row.id + " line past the card"));
                }
                // The other limits shown are whole too: a name shrinks beside its figure ("stora... 20.5%"
                // on Stage 3's cluster at 1280x720 before).
                for (const auto& row : wb_->nodes()->rows())
                    for (QQuickItem* line : named("presentedLimit-" + row.id)) {
                        if (!line->isVisible())
                            continue;
                        QQuickItem* words = mqlab::test::findItem(line, "presentedWords");
                        QVERIFY2(!words->property("truncated").toBool() &&
                                     words->property("contentWidth").toDouble() <= words->width() + 0.5,
                                 qPrintable(at + ": " + row.id + " limit cut: " + words->property("text").toString()));
                    }
            }
        }
        // Stage 5's cluster: the hottest partition at 107.4% is the binding line (seed: 16.11 MB/s
        // against the 15.0 MB/s leader share, 16.11 / 15.0 = 107.4%).
        window_->resize(1280, 720);
        openStage(5);
        bool found = false;
        for (QQuickItem* i : allItems())
            if (i->objectName().startsWith("presentedBinding-") && i->isVisible() &&
                mqlab::test::findItem(i, "presentedFigure")->property("text").toString() == QStringLiteral("107.4%"))
                found = true;
        QVERIFY(found);
    }

    // 5b. In class with the text at 150% (1920x1080, the canvas fitted): no card runs under the palette,
    // and a card's headline and detail carry its figures ("25,000 events/s", "3 x kafka.m7g.large"):
    // each shown is drawn whole, smaller if it must be, never cut to "25,000 event...". (At 18 x 1.5 =
    // 27 px the 240 px card elided them.)
    void classroomLargeTextKeepsTheCardsFigures()
    {
        window_->resize(1920, 1080);
        QMetaObject::invokeMethod(window_, "setClassroom", Q_ARG(QVariant, true));
        QVERIFY(QMetaObject::invokeMethod(window_, "setTextScale", Q_ARG(double, 1.5)));
        int seen = 0; // Stage 1's cards have room for their headlines; Stage 3's, fitted smaller, may not
        for (int n : {1, 3}) {
            openStage(n);
            QMetaObject::invokeMethod(item("canvas"), "fitToView");
            QVERIFY(mqlab::test::settle());
            // The fit leaves the palette's room free: no card runs under it (the palette at 150% is
            // taller than the 56 px the fit kept below the design).
            QQuickItem* palette = item("nodePalette");
            QVERIFY(palette && palette->isVisible());
            const qreal paletteTop = palette->mapToScene(QPointF(0, 0)).y();
            for (const auto& row : wb_->nodes()->rows()) {
                QQuickItem* card = item("node-" + row.id);
                QVERIFY(card);
                const qreal bottom = card->mapToScene(QPointF(0, card->height())).y();
                QVERIFY2(bottom <= paletteTop + 0.5,
                         qPrintable(QStringLiteral("stage %1: %2 ends at %3, the palette starts at %4")
                                        .arg(n)
                                        .arg(row.id)
                                        .arg(bottom)
                                        .arg(paletteTop)));
            }
            for (const auto& row : wb_->nodes()->rows())
                for (QQuickItem* line : named("presentedFixed-" + row.id)) {
                    if (!line->isVisible())
                        continue;
                    QQuickItem* words = mqlab::test::findItem(line, "presentedWords");
                    QVERIFY(words);
                    ++seen;
                    QVERIFY2(!words->property("truncated").toBool() &&
                                 words->property("contentWidth").toDouble() <= words->width() + 0.5,
                             qPrintable(QStringLiteral("stage %1: %2 cut: %3")
                                            .arg(n)
                                            .arg(row.id, words->property("text").toString())));
                }
        }
        QVERIFY(seen > 0);
        QVERIFY(QMetaObject::invokeMethod(window_, "setTextScale", Q_ARG(double, 1.0)));
        QMetaObject::invokeMethod(window_, "setClassroom", Q_ARG(QVariant, false));
        QVERIFY(mqlab::test::settle());
    }

    // 6. The charts at 1280x720: they take the canvas's place, the wall is named on the chart and in
    // the legend, and every line has a legend entry, whole.
    void chartsWorkAt720()
    {
        openStage(3);
        QQuickItem* charts = item("charts");
        QVERIFY(!charts->property("expanded").toBool()); // a short window opens with the canvas
        click(item("chartsToggle"));
        QTRY_VERIFY(charts->property("covering").toBool());
        QVERIFY(!item("canvas")->isVisible());
        QTRY_VERIFY(item("wallTab") && item("wallTab")->isVisible());
        click(item("wallTab")); // covering, the charts are one at a time
        QTRY_VERIFY(item("wallLabel") && item("wallLabel")->isVisible());
        // The label is the engine's wall: "wall 21,962 events/s: network" on Stage 3 (the seed's
        // 25,000 events/s put the network at 113.8%, so the wall is 25,000 / 1.138 = 21,962).
        const QString expected = QStringLiteral("wall %1 events/s: %2")
                                     .arg(q(mqlab::grouped(wb_->report().wallEventsPerSecond)), QStringLiteral("network"));
        QCOMPARE(expected, QStringLiteral("wall 21,962 events/s: network"));
        QTRY_COMPARE(item("wallLabel")->property("text").toString(), expected);
        QStringList legend;
        for (QQuickItem* t : named("legendText"))
            if (t->isVisible())
                legend << t->property("text").toString();
        QVERIFY2(legend.contains(expected), qPrintable(legend.join(" | ")));
        QVERIFY2(legend.contains(QStringLiteral("now 25,000 events/s")), qPrintable(legend.join(" | ")));
        // Every legend entry lies inside the window, none on top of another.
        for (QQuickItem* t : named("legendText")) {
            const QRectF r = t->mapRectToScene(QRectF(0, 0, t->width(), t->height()));
            QVERIFY(r.right() <= window_->width() && r.bottom() <= window_->height());
        }
        // The limits chart draws the selected cluster's limits as bars on its own axes: one set with
        // a bar a limit, and Stage 3's network bar at 113.8% (seed: 51.2 MB/s x (6 groups + RF 3 - 1)
        // = 409.6 MB/s out of 3 brokers, 136.5 MB/s each against 119.94 MB/s: 113.8%).
        click(item("limitsTab"));
        QQuickItem* limits = item("limitsChart");
        QVERIFY(limits);
        QTRY_VERIFY(limits->isVisible());
        // The limits' legend names the sizing line.
        QStringList limitsLegend;
        for (QQuickItem* t : named("legendText"))
            if (t->isVisible())
                limitsLegend << t->property("text").toString();
        bool sizing = false;
        for (const QString& l : limitsLegend)
            sizing = sizing || l.startsWith(QStringLiteral("sizing line"));
        QVERIFY2(sizing, qPrintable(limitsLegend.join(" | ")));
        QCOMPARE(limits->property("count").toInt(), 3); // the bars, the sizing line, the 100% line
        QAbstractBarSeries* bars = nullptr;
        for (int i = 0; i < 3 && !bars; ++i) {
            QAbstractSeries* series = nullptr;
            QVERIFY(QMetaObject::invokeMethod(limits, "series", Q_RETURN_ARG(QAbstractSeries*, series), Q_ARG(int, i)));
            if (series && series->objectName() == QStringLiteral("limitBars"))
                bars = qobject_cast<QAbstractBarSeries*>(series);
        }
        QVERIFY(bars);
        QTRY_COMPARE(bars->count(), 1);
        const auto& rows = wb_->chartLimits()->limits();
        QVERIFY(!rows.empty());
        // The bars follow the model on the chart's next update, which replaces the bar set (the
        // chart clears and appends): wait for a set with every row, reading it afresh each try.
        const auto barsShown = [bars] { return bars->barSets().isEmpty() ? -1 : bars->barSets().front()->count(); };
        QTRY_COMPARE(barsShown(), static_cast<int>(rows.size()));
        QBarSet* set = bars->barSets().front();
        QBarCategoryAxis* categories = nullptr;
        for (QAbstractAxis* axis : bars->attachedAxes())
            categories = categories ? categories : qobject_cast<QBarCategoryAxis*>(axis);
        QVERIFY(categories);
        bool network = false;
        for (int i = 0; i < static_cast<int>(rows.size()); ++i) {
            const mqlab::app::LimitRow& row = rows[static_cast<size_t>(i)];
            QCOMPARE(categories->at(i), row.shortLabel);
            if (row.key == QStringLiteral("network")) {
                QCOMPARE(set->at(i), 113.8);
                network = true;
            }
        }
        QVERIFY(network);
        QVERIFY(limits->property("plotArea").toRectF().height() > 40); // the axes leave room to draw
        // Each bar's figure above it is its card's text (the engine's, in the user's number format),
        // left to right in the bars' order; the network's, 113.8% (the tallest bar), sits above all the others.
        QList<QQuickItem*> figures;
        for (QQuickItem* t : named("limitFigure"))
            if (t->isVisible())
                figures << t;
        std::sort(figures.begin(), figures.end(), [](QQuickItem* a, QQuickItem* b) { return a->x() < b->x(); });
        QCOMPARE(figures.size(), static_cast<qsizetype>(rows.size()));
        qreal networkY = 0, highestOtherY = 1e9; // screen y grows downwards: the highest figure has the least y
        for (int i = 0; i < figures.size(); ++i) {
            const mqlab::app::LimitRow& row = rows[static_cast<size_t>(i)];
            QCOMPARE(figures[i]->property("text").toString(), row.text);
            if (row.key == QStringLiteral("network"))
                networkY = figures[i]->y();
            else
                highestOtherY = std::min(highestOtherY, figures[i]->y());
        }
        QVERIFY2(networkY < highestOtherY, qPrintable(QStringLiteral("%1 vs %2").arg(networkY).arg(highestOtherY)));
        // Closing them brings the design back.
        click(item("chartsToggle"));
        QTRY_VERIFY(item("canvas")->isVisible());
    }

    // 6. In classroom type every limit's name under its bar is whole at both sizes: the names are
    // ours, one a bar, wrapped within the bar's slot (Qt Charts cut them: "volu...", "net...",
    // "part..." under Stage 1's five bars at 1920x1080).
    void limitNamesAreWholeInClassroom()
    {
        QMetaObject::invokeMethod(window_, "setClassroom", Q_ARG(QVariant, true));
        for (QSize size : {QSize(1280, 720), QSize(1920, 1080)}) {
            window_->resize(size);
            openStage(1);
            QQuickItem* charts = item("charts");
            const bool wasExpanded = charts->property("expanded").toBool();
            if (!wasExpanded)
                click(item("chartsToggle"));
            QQuickItem* limits = item("limitsChart");
            QTRY_VERIFY(limits && limits->isVisible());
            // Stage 1's Standard cluster: five limits, named as the engine's short names, in order.
            const auto& rows = wb_->chartLimits()->limits();
            QCOMPARE(rows.size(), 5u);
            QTRY_COMPARE(named("limitName").size(), 5);
            QVERIFY(mqlab::test::settle());
            const QRectF plot = limits->property("plotArea").toRectF();
            const QList<QQuickItem*> names = named("limitName");
            for (int i = 0; i < names.size(); ++i) {
                QQuickItem* name = names[i];
                QCOMPARE(name->property("text").toString(), rows[static_cast<size_t>(i)].shortLabel);
                const QRectF r = name->mapRectToItem(limits, QRectF(0, 0, name->width(), name->height()));
                const QString where = QStringLiteral("%1 at %2x%3").arg(name->property("text").toString()).arg(size.width()).arg(size.height());
                // Whole: its text fits its slot, and it lies under the plot, inside the chart.
                QVERIFY2(name->property("contentWidth").toDouble() <= name->width() + 0.5, qPrintable(where));
                QVERIFY2(r.top() >= plot.bottom() - 0.5 && r.bottom() <= limits->height() + 0.5, qPrintable(where));
                QVERIFY2(r.left() >= plot.left() - 0.5 && r.right() <= plot.right() + 0.5, qPrintable(where));
                QVERIFY2(name->property("lineCount").toInt() <= 2, qPrintable(where));
            }
            if (!wasExpanded)
                click(item("chartsToggle")); // as the case found it
        }
    }

    // 6. Round 1's design has no Kafka cluster: the limits chart draws its broker fleet, the one
    // card with limits (it said "No cluster" before), and the wall chart counts msg/s. The fleet's
    // bars, from `mqlab report --scenario stages/round-1.json`: worst-case storage 480 of 1,000 GB
    // a broker = 48.0%; fsyncs 2,946 of 6,000 IOPS = 49.1%; rate a partition 337.6 of 1,000 msg/s
    // = 33.8%; EBS 4.05 of 78.75 MB/s = 5.1%; network 4.05 of 117.13 MB/s = 3.5%. The wall is
    // worst-case storage at 2,025.46 / 0.48 = 4,219.7 msg/s.
    void limitsChartShowsRoundOnesBrokerFleet()
    {
        QCOMPARE(
            wb_->document()->openFile(QUrl::fromLocalFile(QStringLiteral(MQLAB_SOURCE_DIR "/stages/round-1.json"))),
            QString());
        QVERIFY(mqlab::test::settle());
        QQuickItem* charts = item("charts");
        const bool wasExpanded = charts->property("expanded").toBool();
        if (!wasExpanded)
            click(item("chartsToggle"));
        QTRY_VERIFY(item("limitsTab") && item("limitsTab")->isVisible());
        click(item("limitsTab"));
        QQuickItem* limits = item("limitsChart");
        QTRY_VERIFY(limits && limits->isVisible());
        QTRY_COMPARE(limits->property("title").toString(), QStringLiteral("Limits: Broker fleet"));
        QAbstractBarSeries* bars = nullptr;
        for (int i = 0; i < 3 && !bars; ++i) {
            QAbstractSeries* series = nullptr;
            QVERIFY(QMetaObject::invokeMethod(limits, "series", Q_RETURN_ARG(QAbstractSeries*, series), Q_ARG(int, i)));
            if (series && series->objectName() == QStringLiteral("limitBars"))
                bars = qobject_cast<QAbstractBarSeries*>(series);
        }
        QVERIFY(bars);
        QTRY_COMPARE(bars->count(), 1);
        QBarSet* set = bars->barSets().front();
        QTRY_COMPARE(set->count(), 5);
        const QList<qreal> want{48.0, 49.1, 33.8, 5.1, 3.5};
        for (int i = 0; i < 5; ++i)
            QCOMPARE(set->at(i), want[i]);
        QStringList names;
        QTRY_COMPARE(named("limitName").size(), 5);
        for (QQuickItem* t : named("limitName"))
            names << t->property("text").toString();
        QCOMPARE(names, (QStringList{"disk", "IOPS", "partition", "EBS", "network"}));
        // The wall chart: its loads in msg/s, the wall named on the chart.
        click(item("wallTab"));
        QTRY_VERIFY(item("wallChart") && item("wallChart")->isVisible());
        QTRY_COMPARE(item("wallLabel")->property("text").toString(),
                     QStringLiteral("wall 4,220 msg/s: worst-case storage"));
        QCOMPARE(item("loadUnit")->property("text").toString(), QStringLiteral("msg/s"));
        click(item("limitsTab"));
        if (!wasExpanded)
            click(item("chartsToggle")); // as the case found it
    }

    // 6. Covering the canvas in a short window, the charts are one at a time, chosen in the header
    // with a click, so each has the panel's height: stacked at 1280x720 in class, the limits' plot
    // was about 70 px tall and its bar figures sat on the 100% line. The load axis's labels are
    // written as the window writes loads, and follow the stage.
    void coveringChartsAreOneAtATime()
    {
        QMetaObject::invokeMethod(window_, "setClassroom", Q_ARG(QVariant, true));
        openStage(3);
        QQuickItem* charts = item("charts");
        const bool wasExpanded = charts->property("expanded").toBool();
        if (!wasExpanded)
            click(item("chartsToggle"));
        QTRY_VERIFY(charts->property("covering").toBool());
        QTRY_VERIFY(item("limitsTab") && item("limitsTab")->isVisible());
        click(item("limitsTab"));
        QQuickItem* limits = item("limitsChart");
        QTRY_VERIFY(limits && limits->isVisible());
        QVERIFY(!item("wallChart") || !item("wallChart")->isVisible());
        QVERIFY(mqlab::test::settle());
        // The plot takes most of the panel: more than half its height (stacked it had under a fifth).
        const double plot = limits->property("plotArea").toRectF().height();
        QVERIFY2(plot > 0.5 * charts->height(), qPrintable(QStringLiteral("plot %1 of %2").arg(plot).arg(charts->height())));
        click(item("wallTab"));
        QTRY_VERIFY(item("wallChart") && item("wallChart")->isVisible());
        QTRY_VERIFY(!limits->isVisible());
        // The axis runs to twice the wall in quarters. Stage 3's wall is 21,962 events/s (25,000 /
        // 1.138, the network at 113.8%), so the labels are 0, 10,981, 21,962, 32,943, 43,923 as the
        // engine rounds them.
        auto loadLabels = [charts] {
            QStringList texts;
            for (QQuickItem* t : mqlab::test::itemsNamed(charts, QStringLiteral("loadLabel")))
                if (t->isVisible())
                    texts << t->property("text").toString();
            return texts;
        };
        const double wall = wb_->report().wallEventsPerSecond;
        QCOMPARE(q(mqlab::grouped(wall)), QStringLiteral("21,962"));
        QStringList expected;
        for (int i = 0; i <= 4; ++i)
            expected << q(mqlab::grouped(2 * wall * i / 4));
        QCOMPARE(expected.value(2), QStringLiteral("21,962"));
        QTRY_COMPARE(loadLabels(), expected);
        // The percent axis ticks every 50% (100% past 200%), never at quarters of its top ("62%",
        // "187%" over 250% before): the lines end at twice the wall, where the binding limit (Stage
        // 3's network) stands at 200% and every other below it, so the axis runs to 200% in steps
        // of 50%: five ticks.
        QAbstractAxis* percent = nullptr;
        QAbstractSeries* line = nullptr;
        QVERIFY(QMetaObject::invokeMethod(item("wallChart"), "series", Q_RETURN_ARG(QAbstractSeries*, line), Q_ARG(int, 0)));
        QVERIFY(line);
        for (QAbstractAxis* axis : line->attachedAxes())
            percent = axis->objectName() == QStringLiteral("wallPercentAxis") ? axis : percent;
        QVERIFY(percent);
        QTRY_COMPARE(percent->property("max").toDouble(), 200.0);
        QCOMPARE(percent->property("tickCount").toInt(), 5);
        // Stage 5's wall (the hottest partition) gives new labels, and none of Stage 3's stays
        // (Qt's own category axis kept removed labels).
        openStage(5);
        const double wall5 = wb_->report().wallEventsPerSecond;
        QCOMPARE(q(mqlab::grouped(wall5)), QStringLiteral("23,282"));
        QStringList expected5;
        for (int i = 0; i <= 4; ++i)
            expected5 << q(mqlab::grouped(2 * wall5 * i / 4));
        QTRY_COMPARE(loadLabels(), expected5);
        // Inside the window, none on top of the next, once the chart has laid out the new stage.
        QVERIFY(mqlab::test::settle());
        QString where;
        auto placed = [&] {
            QList<QQuickItem*> shown;
            for (QQuickItem* t : mqlab::test::itemsNamed(charts, QStringLiteral("loadLabel")))
                if (t->isVisible())
                    shown << t;
            std::sort(shown.begin(), shown.end(), [](QQuickItem* a, QQuickItem* b) { return a->x() < b->x(); });
            for (int i = 0; i < shown.size(); ++i) {
                const QRectF r = shown[i]->mapRectToScene(QRectF(0, 0, shown[i]->width(), shown[i]->height()));
                where = QStringLiteral("%1 at %2,%3 %4x%5 in a %6x%7 window").arg(shown[i]->property("text").toString()).arg(r.x()).arg(r.y()).arg(r.width()).arg(r.height()).arg(window_->width()).arg(window_->height());
                if (r.left() < 0 || r.right() > window_->width() || r.bottom() > window_->height())
                    return false;
                if (i > 0 && shown[i - 1]->x() + shown[i - 1]->width() >= shown[i]->x())
                    return false;
            }
            return shown.size() == 5;
        };
        // (A GridLayout left the hidden wall chart at its 1920x1080 place: "23,282" at x 1,329.)
        QTRY_VERIFY2(placed(), qPrintable(where));
        click(item("limitsTab"));
        if (!wasExpanded)
            click(item("chartsToggle")); // as the case found it
    }

    // 6. The charts' header, closed as a 1280x720 window opens it, with classroom type switched on
    // and off: its entries stand side by side, each text whole, inside the window. The header kept
    // the places it worked out at normal type when classroom type widened its entries, and drew
    // "Charts", "Limits and wall" and "Simulate" on top of each other.
    void theChartsHeaderFitsInClassroom()
    {
        QQuickItem* charts = item("charts");
        QVERIFY(!charts->property("expanded").toBool());
        QString where;
        auto sideBySide = [&] {
            QList<QQuickItem*> entries;
            for (const char* name : {"chartsToggle", "limitsTab", "wallTab", "simulateTab"})
                if (QQuickItem* e = item(QString::fromLatin1(name)); e && e->isVisible())
                    entries << e;
            if (entries.size() != 3) { // the wall's tab shows only when the charts cover the canvas
                where = QStringLiteral("%1 entries shown").arg(entries.size());
                return false;
            }
            for (int i = 0; i < entries.size(); ++i) {
                QQuickItem* e = entries[i];
                const QRectF r = e->mapRectToScene(QRectF(0, 0, e->width(), e->height()));
                QQuickItem* text = nullptr;
                for (QQuickItem* c : e->childItems())
                    text = text ? text : (c->property("implicitWidth").isValid() && c->property("text").isValid() ? c : nullptr);
                where = QStringLiteral("%1 at %2..%3 (text %4 wide) in a %5-wide window")
                            .arg(e->objectName()).arg(r.left()).arg(r.right())
                            .arg(text ? text->implicitWidth() : -1).arg(window_->width());
                if (!text || text->implicitWidth() > e->width() || r.right() > window_->width())
                    return false;
                if (i > 0) {
                    QQuickItem* before = entries[i - 1];
                    if (before->mapRectToScene(QRectF(0, 0, before->width(), before->height())).right() > r.left())
                        return false;
                }
            }
            return true;
        };
        for (QSize size : {QSize(1280, 720), QSize(1920, 1080)}) {
            window_->resize(size);
            for (bool classroom : {true, false, true, false}) {
                QMetaObject::invokeMethod(window_, "setClassroom", Q_ARG(QVariant, classroom));
                QVERIFY(mqlab::test::settle());
                QVERIFY2(sideBySide(), qPrintable(where + (classroom ? ", in class" : "")));
            }
        }
    }

    // 6b. The five tiles (load, latency, cost, durability, first to saturate) on Stage 1, Stage 3 and
    // Round 1, at 1280x720 and 1920x1080, classroom type switched on and off with the toolbar's button:
    // every tile shown, side by side inside the window, each figure drawn whole within its tile (not
    // shrunk past its smallest size, never elided), each caption and detail whole. A fifth tile once
    // clipped in class at 1280x720.
    void theFiveTilesFitInClassroom()
    {
        const QStringList keys{"load", "latency", "cost", "durability", "first"};
        QString where;
        auto fit = [&] {
            qreal right = 0;
            for (const QString& key : keys) {
                QQuickItem* t = item(key + "Tile");
                if (!t || !t->isVisible()) {
                    where = key + " tile missing";
                    return false;
                }
                const QRectF r = t->mapRectToScene(QRectF(0, 0, t->width(), t->height()));
                where = QStringLiteral("%1 tile at %2..%3 in a %4-wide window")
                            .arg(key)
                            .arg(r.left())
                            .arg(r.right())
                            .arg(window_->width());
                if (r.left() < right - 0.5 || r.right() > window_->width() + 0.5)
                    return false;
                right = r.right();
                for (const char* part : {"tileCaption", "tileValue", "tileDetail"}) {
                    QQuickItem* text = mqlab::test::findItem(t, QString::fromLatin1(part));
                    if (!text)
                        return false;
                    const QRectF tr =
                        text->mapRectToItem(t, QRectF(0, 0, text->property("contentWidth").toReal(), text->height()));
                    where = QStringLiteral("%1 tile's %2 \"%3\": %4 px wide from %5 in a %6-px tile")
                                .arg(key, QString::fromLatin1(part), text->property("text").toString())
                                .arg(text->property("contentWidth").toReal())
                                .arg(tr.left())
                                .arg(t->width());
                    if (text->property("truncated").toBool() || tr.right() > t->width() - 8 + 0.5)
                        return false;
                }
            }
            return true;
        };
        for (QSize size : {QSize(1280, 720), QSize(1920, 1080)}) {
            window_->resize(size);
            for (int design : {1, 3, 0}) { // Stage 1, Stage 3, Round 1
                if (design > 0) {
                    openStage(design);
                } else {
                    QCOMPARE(wb_->document()->openFile(
                                 QUrl::fromLocalFile(QStringLiteral(MQLAB_SOURCE_DIR "/stages/round-1.json"))),
                             QString());
                    QTRY_COMPARE(item("loadTile")
                                     ? mqlab::test::findItem(item("loadTile"), "tileValue")->property("text").toString()
                                     : QString(),
                                 QStringLiteral("2,025 msg/s")); // 50,000,000 a day / 86,400 x 3.5
                }
                for (bool classroom : {true, false}) {
                    QQuickItem* toggle = item("classroomToggle");
                    QVERIFY(toggle);
                    if (toggle->property("checked").toBool() != classroom)
                        click(toggle);
                    QTRY_COMPARE(toggle->property("checked").toBool(), classroom);
                    QVERIFY(mqlab::test::settle());
                    const QString at = QStringLiteral("design %1 at %2x%3%4")
                                           .arg(design)
                                           .arg(size.width())
                                           .arg(size.height())
                                           .arg(classroom ? QStringLiteral(", in class") : QString());
                    QVERIFY2(fit(), qPrintable(at + ": " + where));
                }
            }
        }
    }

    // The Classroom button's tip shows when the pointer rests on it, and not once class has begun:
    // the pointer still on the button after the click, the tip covered the first tile's title.
    void theClassroomTipLeavesTheTilesInClass()
    {
        QQuickItem* button = item("classroomToggle");
        QVERIFY(button);
        // The attached tips share one ToolTip, which the QML engine owns (not the window).
        auto tip = [button]() -> QObject* {
            for (QObject* o : qmlEngine(button)->findChildren<QObject*>())
                if (o->inherits("QQuickToolTip") && o->property("visible").toBool())
                    return o;
            return nullptr;
        };
        button->setProperty("hoverEnabled", true); // the offscreen platform turns hover effects off
        QVERIFY(mqlab::test::settle());
        QTest::mouseMove(window_, centre(button) - QPoint(4, 0));
        QTest::mouseMove(window_, centre(button));
        QTRY_VERIFY(tip() != nullptr); // out of class the tip says what the button does
        QVERIFY(tip()->property("text").toString().startsWith(QStringLiteral("Large type")));
        const int delay = tip()->property("delay").toInt(); // Theme.tipDelay, as the tip waits
        QTest::mouseClick(window_, Qt::LeftButton, {}, centre(button));
        QTRY_VERIFY(button->property("checked").toBool());
        QTRY_VERIFY(tip() == nullptr);
        // Still resting there, past the tip's delay, it stays hidden.
        QTest::mouseMove(window_, centre(button) + QPoint(1, 0));
        QVERIFY(mqlab::test::settle());
        QVERIFY(!QTest::qWaitFor([&] { return tip() != nullptr; }, 3 * std::max(delay, 500)));
        QTest::mouseMove(window_, QPoint(window_->width() / 2, window_->height() - 5)); // away
    }

    // 7. The Stage menu lists the stages by number with their whole titles, then a submenu for each round
    // (named by its design) holding its parts, then the Sandbox and Reset.
    void theStageMenuIsInOrder()
    {
        QObject* menu = openMenu(QStringLiteral("Stage"));
        QVERIFY(menu);
        QStringList texts;
        QStringList partTexts;
        for (QQuickItem* it : menuItems(menu)) {
            texts << (it ? it->property("text").toString().remove('&') : QString());
            if (QObject* sub = qvariant_cast<QObject*>(it->property("subMenu")))
                for (QQuickItem* part : menuItems(sub))
                    partTexts << part->property("text").toString();
        }
        QStringList expected = wb_->stageTitles();
        QStringList expectedParts;
        for (const mqlab::app::LessonChoice& c : wb_->lessonChoices()) {
            const int id = c.id;
            if (id == 101)
                expected << QStringLiteral("Round 1: a leased task queue on a Raft fleet");
            if (id == 201)
                expected << QStringLiteral("Round 2: stream and queue topics on a 12-broker platform");
            if (id == 301)
                expected << QStringLiteral("Round 3: four regions, mirroring and residency");
            if (id > 100)
                expectedParts << c.title;
        }
        QCOMPARE(expected.size(), 6 + 3);
        QCOMPARE(expectedParts.size(), 7 + 7 + 6);
        expected << QStringLiteral("Sandbox: an empty canvas") << QStringLiteral("Reset this design to how it ships");
        QCOMPARE(texts, expected);
        QCOMPARE(partTexts, expectedParts);
        // Titles are whole: the menu is as wide as its widest entry.
        for (QQuickItem* it : menuItems(menu))
            QVERIFY2(it->width() >= it->implicitWidth() - 0.5, qPrintable(it->property("text").toString()));
        QQuickItem* four = menuItemNamed(menu, QStringLiteral("Stage 4"));
        click(four);
        QTRY_COMPARE(wb_->stage(), 4);
    }

    // 8. A stage's edits are kept while another stage is visited; Undo and Reset bring it back.
    void stageEditsAreKept()
    {
        openStage(2);
        const mqlab::Scenario shipped = wb_->scenario();
        QCOMPARE(wb_->setField("kafka", "brokers", 6), QString());
        const mqlab::Scenario edited = wb_->scenario();
        QVERIFY(!(edited == shipped));
        key(Qt::Key_3, Qt::ControlModifier);
        QTRY_COMPARE(wb_->stage(), 3);
        key(Qt::Key_2, Qt::ControlModifier);
        QTRY_COMPARE(wb_->stage(), 2);
        QCOMPARE(wb_->scenario(), edited);
        QVERIFY(wb_->document()->dirty());
        QVERIFY(wb_->keptEdits());
        key(Qt::Key_Z, Qt::ControlModifier); // undo: the stage as it ships
        QTRY_COMPARE(wb_->scenario(), shipped);
        key(Qt::Key_Y, Qt::ControlModifier); // redo, by Ctrl+Y
        QTRY_COMPARE(wb_->scenario(), edited);
        key(Qt::Key_Z, Qt::ControlModifier);
        QTRY_COMPARE(wb_->scenario(), shipped);
        key(Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier); // and by Ctrl+Shift+Z
        QTRY_COMPARE(wb_->scenario(), edited);
        // Stage > Reset throws the edits away for good.
        QObject* menu = openMenu(QStringLiteral("Stage"));
        QVERIFY(menu);
        // With three rounds' parts the list is taller than the window: scroll Reset, its last entry, into view.
        QQuickItem* list = qvariant_cast<QQuickItem*>(menu->property("contentItem"));
        QVERIFY(list);
        QMetaObject::invokeMethod(list, "positionViewAtEnd");
        QVERIFY(mqlab::test::settle());
        click(menuItemNamed(menu, QStringLiteral("Reset this design")));
        QTRY_COMPARE(wb_->scenario(), shipped);
        QVERIFY(!wb_->document()->dirty());
        key(Qt::Key_3, Qt::ControlModifier);
        QTRY_COMPARE(wb_->stage(), 3);
        key(Qt::Key_2, Qt::ControlModifier);
        QTRY_COMPARE(wb_->stage(), 2);
        QCOMPARE(wb_->scenario(), shipped);
    }

    // 9. The typed load applies on Enter or on leaving the field, takes 30k and 1.5M, refuses out of
    // range with the range, and Escape puts back what the tiles say.
    void theTypedLoad()
    {
        openStage(3);
        auto* lesson = window_->findChild<QObject*>(QStringLiteral("lesson"));
        QVERIFY(lesson);
        QTRY_VERIFY(!lesson->property("asks").toString().isEmpty());
        const QString asks = lesson->property("asks").toString();
        QQuickItem* field = item("loadField");
        QVERIFY(field);
        auto typeInto = [&](const QString& text) {
            click(field);
            QTRY_VERIFY(field->hasActiveFocus());
            key(Qt::Key_A, Qt::ControlModifier);
            for (QChar c : text)
                QTest::keyClick(window_, c.toLatin1());
        };
        typeInto(QStringLiteral("30k"));
        key(Qt::Key_Return);
        QTRY_COMPARE(wb_->presenter()->load(), 30000.0);
        QCOMPARE(field->property("text").toString(), QStringLiteral("30,000"));
        // Leaving the field applies too.
        typeInto(QStringLiteral("1.5M"));
        key(Qt::Key_Tab);
        QTRY_COMPARE(wb_->presenter()->load(), 1500000.0);
        // Out of range: refused with the range, the load unchanged, the field back to the tile.
        typeInto(QStringLiteral("20,000,000"));
        key(Qt::Key_Return);
        QTRY_VERIFY2(toast().contains(QStringLiteral("1 to 10,000,000 events/s")), qPrintable(toast()));
        QCOMPARE(wb_->presenter()->load(), 1500000.0);
        QTRY_COMPARE(field->property("text").toString(), QStringLiteral("1,500,000"));
        typeInto(QStringLiteral("0"));
        key(Qt::Key_Return);
        QTRY_VERIFY2(toast().contains(QStringLiteral("got 0")), qPrintable(toast()));
        // Escape puts back the current load.
        typeInto(QStringLiteral("777"));
        key(Qt::Key_Escape);
        QTRY_COMPARE(field->property("text").toString(), QStringLiteral("1,500,000"));
        QCOMPARE(wb_->presenter()->load(), 1500000.0);
        // The interviewer's question does not move with the load.
        QCOMPARE(lesson->property("asks").toString(), asks);
    }

    // 9. The slider steps fine and coarse by key, shows the wall, and "Wall" goes to it.
    void theLoadSliderAndButtons()
    {
        openStage(3);
        QQuickItem* slider = item("loadSlider");
        click(slider); // a click on the groove also moves it; then the keys
        QTRY_VERIFY(slider->hasActiveFocus());
        QVERIFY(wb_->setLoad(25000).isEmpty());
        key(Qt::Key_Right);
        QTRY_COMPARE(wb_->presenter()->load(), 26000.0); // fine: the second digit, +1,000
        key(Qt::Key_Left);
        QTRY_COMPARE(wb_->presenter()->load(), 25000.0);
        key(Qt::Key_PageUp);
        QTRY_COMPARE(wb_->presenter()->load(), 30000.0); // coarse: the first digit, +10,000
        key(Qt::Key_PageDown);
        QTRY_COMPARE(wb_->presenter()->load(), 20000.0);
        QVERIFY(item("wallMark")->isVisible());
        click(item("goToWall"));
        QTRY_COMPARE(wb_->presenter()->load(), wb_->report().wallEventsPerSecond);
        // Halve and double are there on every stage and in a Sandbox with a producer.
        for (int n : mqlab::app::stageNumbers()) {
            openStage(n);
            const int buttons = wb_->presenter()->loadButtons()->rowCount();
            QVERIFY(buttons >= 2);
            const double before = wb_->presenter()->load();
            QQuickItem* last = item(QStringLiteral("loadButton%1").arg(buttons - 1));
            QVERIFY(last && last->isVisible());
            // Each lies right of the Wall button and of the one before (they were once left at
            // x 0, over the "Load" label, after a stage change).
            QTRY_COMPARE(mqlab::test::loadButtonOutOfOrder(window_->contentItem(), buttons),
                         QString());
            click(last); // the last is x2
            QTRY_COMPARE(wb_->presenter()->load(), before * 2);
        }
    }

    // The View menu's "Numbers as my locale writes them" is kept for the next start, as the theme is
    // (issue 17): chosen by a click, it is in the settings; a new window (a restart: the process's
    // number style starts at the lessons' own) reads it back and writes figures the locale's way.
    void theNumberFormatSurvivesARestart()
    {
        mqlab::app::NumberFormat* numbers = mqlab::app::NumberFormat::instance();
        QVERIFY(!numbers->local());
        auto choose = [this] {
            QObject* menu = openMenu(QStringLiteral("View"));
            QVERIFY(menu);
            QQuickItem* entry = menuItemNamed(menu, QStringLiteral("Numbers as my locale writes them"));
            QVERIFY(entry);
            click(entry);
        };
        choose();
        QTRY_VERIFY(numbers->local());
        QTRY_VERIFY(QSettings().value(QStringLiteral("window/localNumbers")).toBool());
        // The restart: a fresh process's style, then the app's window opened as main.cpp opens it.
        numbers->setLocal(false);
        {
            QObject owner;
            QQuickWindow* again = mqlab::test::openAppWindow(&owner, false);
            QVERIFY(again);
            QTRY_VERIFY(numbers->local());
        }
        QVERIFY(mqlab::test::settle(window_));
        // And off again, kept off.
        choose();
        QTRY_VERIFY(!numbers->local());
        QTRY_VERIFY(!QSettings().value(QStringLiteral("window/localNumbers")).toBool());
    }

    // Every menu entry, clicked with the mouse, does what it says.
    void everyMenuEntryByMouse()
    {
        openStage(3);
        auto entry = [&](const QString& menuTitle, const QString& text) {
            QObject* menu = openMenu(menuTitle);
            QVERIFY2(menu, qPrintable(menuTitle));
            QQuickItem* it = menuItemNamed(menu, text);
            QVERIFY2(it && it->isEnabled(), qPrintable(menuTitle + " > " + text));
            click(it);
            QTRY_VERIFY(!menu->property("visible").toBool());
        };
        auto dialogShown = [&](const char* name) {
            QObject* d = window_->findChild<QObject*>(QString::fromLatin1(name));
            QVERIFY2(d, name);
            QTRY_VERIFY2(d->property("visible").toBool(), name);
            QMetaObject::invokeMethod(d, "reject");
            QTRY_VERIFY(!d->property("visible").toBool());
        };
        const int nodes = wb_->nodes()->count();
        entry("Edit", "Select all");
        QTRY_COMPARE(wb_->selection()->ids().size(), nodes);
        wb_->selection()->select("kafka", false);
        entry("Edit", "Duplicate");
        QTRY_COMPARE(wb_->nodes()->count(), nodes + 1);
        entry("Edit", "Delete");
        QTRY_COMPARE(wb_->nodes()->count(), nodes);
        entry("Edit", "Undo");
        QTRY_COMPARE(wb_->nodes()->count(), nodes + 1);
        entry("Edit", "Redo");
        QTRY_COMPARE(wb_->nodes()->count(), nodes);
        for (const char* add : {"Add a producer", "Add a Standard cluster", "Add an Express cluster", "Add a consumer group"}) {
            const int before = wb_->nodes()->count();
            entry("Edit", add);
            QTRY_COMPARE(wb_->nodes()->count(), before + 1);
        }
        QQuickItem* canvas = item("canvas");
        double zoom = canvas->property("zoom").toDouble();
        entry("View", "Zoom out");
        QTRY_VERIFY(canvas->property("zoom").toDouble() < zoom);
        zoom = canvas->property("zoom").toDouble();
        entry("View", "Zoom in");
        QTRY_VERIFY(canvas->property("zoom").toDouble() > zoom);
        entry("View", "Zoom in");
        zoom = canvas->property("zoom").toDouble();
        entry("View", "Fit to view");
        QTRY_VERIFY(canvas->property("zoom").toDouble() != zoom);
        entry("View", "Charts");
        QTRY_VERIFY(item("charts")->property("expanded").toBool());
        entry("View", "Charts");
        QTRY_VERIFY(!item("charts")->property("expanded").toBool());
        entry("View", "Theme: dark");
        QTRY_COMPARE(QQmlProperty::read(window_, QStringLiteral("color")).value<QColor>(), QColor(QStringLiteral("#1e2127")));
        entry("View", "Theme: high contrast");
        QTRY_COMPARE(QQmlProperty::read(window_, QStringLiteral("color")).value<QColor>(), QColor(Qt::black));
        entry("View", "Theme: light");
        QTRY_COMPARE(QQmlProperty::read(window_, QStringLiteral("color")).value<QColor>(), QColor(QStringLiteral("#f4f5f7")));
        entry("View", "Theme: system");
        entry("View", "Lesson panel");
        QTRY_VERIFY(!window_->property("lessonPanelOpen").toBool());
        entry("View", "Lesson panel");
        QTRY_VERIFY(window_->property("lessonPanelOpen").toBool());
        entry("View", "Classroom mode");
        QTRY_COMPARE(window_->visibility(), QWindow::FullScreen);
        entry("View", "Classroom mode");
        QTRY_COMPARE(window_->visibility(), QWindow::Windowed);
        entry("View", "Full screen");
        QTRY_COMPARE(window_->visibility(), QWindow::FullScreen);
        entry("View", "Full screen");
        QTRY_COMPARE(window_->visibility(), QWindow::Windowed);
        entry("Rehearse", "Rehearsal panel");
        QTRY_VERIFY(window_->property("rehearsalOpen").toBool());
        entry("Rehearse", "Rehearsal panel");
        QTRY_VERIFY(!window_->property("rehearsalOpen").toBool());
        entry("Help", "About mqlab");
        dialogShown("aboutDialog");
        entry("File", "Open");
        dialogShown("openDialog");
        entry("File", "Save as");
        dialogShown("saveDialog");
        entry("File", "Save"); // a stage has no file yet: Save asks where
        dialogShown("saveDialog");
        entry("File", "Export stage");
        auto* exporter = qvariant_cast<QObject*>(window_->property("exportDialog"));
        QVERIFY(exporter);
        QTRY_VERIFY(exporter->property("visible").toBool());
        key(Qt::Key_Escape);
        QTRY_VERIFY(!exporter->property("visible").toBool());
        entry("File", "New sandbox");
        QTRY_COMPARE(wb_->stage(), 0);
        QCOMPARE(wb_->nodes()->count(), 0);
    }

    // Every shortcut, pressed on the keyboard, does what its menu entry does.
    void everyShortcutByKey()
    {
        QQuickItem* canvas = item("canvas");
        for (int n = 1; n <= 6; ++n) {
            key(Qt::Key_0 + n, Qt::ControlModifier);
            QTRY_COMPARE(wb_->stage(), n);
        }
        openStage(2);
        click(canvas);
        key(Qt::Key_A, Qt::ControlModifier);
        QTRY_COMPARE(wb_->selection()->ids().size(), wb_->nodes()->count());
        wb_->selection()->select("kafka", false);
        const int nodes = wb_->nodes()->count();
        key(Qt::Key_D, Qt::ControlModifier);
        QTRY_COMPARE(wb_->nodes()->count(), nodes + 1);
        key(Qt::Key_Delete);
        QTRY_COMPARE(wb_->nodes()->count(), nodes);
        double zoom = canvas->property("zoom").toDouble();
        key(Qt::Key_Plus, Qt::ControlModifier);
        QTRY_VERIFY(canvas->property("zoom").toDouble() > zoom);
        zoom = canvas->property("zoom").toDouble();
        key(Qt::Key_Minus, Qt::ControlModifier);
        QTRY_VERIFY(canvas->property("zoom").toDouble() < zoom);
        key(Qt::Key_Plus, Qt::ControlModifier);
        key(Qt::Key_Plus, Qt::ControlModifier);
        zoom = canvas->property("zoom").toDouble();
        key(Qt::Key_0, Qt::ControlModifier);
        QTRY_VERIFY(canvas->property("zoom").toDouble() != zoom);
        key(Qt::Key_L, Qt::ControlModifier);
        QTRY_VERIFY(!window_->property("lessonPanelOpen").toBool());
        key(Qt::Key_L, Qt::ControlModifier);
        QTRY_VERIFY(window_->property("lessonPanelOpen").toBool());
        key(Qt::Key_F, Qt::ControlModifier | Qt::ShiftModifier);
        QTRY_COMPARE(window_->visibility(), QWindow::FullScreen);
        key(Qt::Key_F, Qt::ControlModifier | Qt::ShiftModifier);
        QTRY_COMPARE(window_->visibility(), QWindow::Windowed);
        key(Qt::Key_R, Qt::ControlModifier | Qt::ShiftModifier);
        QTRY_VERIFY(window_->property("rehearsalOpen").toBool());
        key(Qt::Key_R, Qt::ControlModifier | Qt::ShiftModifier);
        QTRY_VERIFY(!window_->property("rehearsalOpen").toBool());
        key(Qt::Key_O, Qt::ControlModifier);
        QObject* open = window_->findChild<QObject*>(QStringLiteral("openDialog"));
        QTRY_VERIFY(open->property("visible").toBool());
        QMetaObject::invokeMethod(open, "reject");
        QTRY_VERIFY(!open->property("visible").toBool());
        key(Qt::Key_S, Qt::ControlModifier | Qt::ShiftModifier);
        QObject* save = window_->findChild<QObject*>(QStringLiteral("saveDialog"));
        QTRY_VERIFY(save->property("visible").toBool());
        QMetaObject::invokeMethod(save, "reject");
        QTRY_VERIFY(!save->property("visible").toBool());
        key(Qt::Key_E, Qt::ControlModifier);
        auto* exporter = qvariant_cast<QObject*>(window_->property("exportDialog"));
        QTRY_VERIFY(exporter->property("visible").toBool());
        key(Qt::Key_Escape);
        QTRY_VERIFY(!exporter->property("visible").toBool());
        key(Qt::Key_N, Qt::ControlModifier);
        QTRY_COMPARE(wb_->stage(), 0);
    }

    // The toolbar: the stage picker by mouse, and the Lesson, Rehearse and Classroom switches.
    void everyToolbarButton()
    {
        QQuickItem* picker = item("stagePicker");
        click(picker);
        QObject* popup = qvariant_cast<QObject*>(picker->property("popup"));
        QTRY_VERIFY(popup->property("opened").toBool());
        // The popup is wide enough for every title.
        QVERIFY(popup->property("width").toDouble() >= picker->width());
        key(Qt::Key_Down);
        key(Qt::Key_Return);
        QTRY_COMPARE(wb_->stage(), 2);
        click(item("lessonToggle"));
        QTRY_VERIFY(!window_->property("lessonPanelOpen").toBool());
        click(item("lessonToggle"));
        QTRY_VERIFY(window_->property("lessonPanelOpen").toBool());
        click(item("rehearsalToggle"));
        QTRY_VERIFY(window_->property("rehearsalOpen").toBool());
        click(item("rehearsalToggle"));
        QTRY_VERIFY(!window_->property("rehearsalOpen").toBool());
        click(item("classroomToggle"));
        QTRY_VERIFY(QQmlProperty::read(item("classroomToggle"), QStringLiteral("checked")).toBool());
        click(item("classroomToggle"));
        QTRY_VERIFY(!QQmlProperty::read(item("classroomToggle"), QStringLiteral("checked")).toBool());
    }

    // 13. Menus show their shortcuts; F1 lists the keys with the version; Escape closes the bill.
    void theSmallerOnes()
    {
        QObject* edit = openMenu(QStringLiteral("Edit"));
        QVERIFY(edit);
        QQuickItem* undo = menuItemNamed(edit, QStringLiteral("Undo"));
        QVERIFY(undo);
        QVERIFY2(undo->property("keys").toString().startsWith(QStringLiteral("Ctrl+Z")), qPrintable(undo->property("keys").toString()));
        QCOMPARE(menuItemNamed(edit, QStringLiteral("Redo"))->property("keys").toString(), QStringLiteral("Ctrl+Shift+Z, Ctrl+Y"));
        key(Qt::Key_Escape);
        QTRY_VERIFY(!edit->property("visible").toBool());

        key(Qt::Key_F1);
        QObject* dialog = nullptr;
        QTRY_VERIFY((dialog = window_->findChild<QObject*>(QStringLiteral("shortcutsDialog"))) != nullptr);
        QTRY_VERIFY(dialog->property("visible").toBool());
        QVERIFY(dialog->property("title").toString().contains(QCoreApplication::applicationVersion()));
        key(Qt::Key_Escape);
        QTRY_VERIFY(!dialog->property("visible").toBool());

        // The bill: a click opens it, Escape closes it.
        openStage(1);
        click(item("costTile"));
        QObject* bill = nullptr;
        QTRY_VERIFY([&] {
            for (QObject* o : item("costTile")->findChildren<QObject*>())
                if (o->inherits("QQuickPopup"))
                    bill = o;
            return bill && bill->property("opened").toBool();
        }());
        key(Qt::Key_Escape);
        QTRY_VERIFY(!bill->property("visible").toBool());

        // A disabled Back looks disabled: greyed text, not the enabled colour.
        openStage(3);
        QQuickItem* back = nullptr;
        for (QQuickItem* i : named(QStringLiteral("stepBack")))
            if (i->isVisible())
                back = i;
        QVERIFY(back);
        QTRY_VERIFY(!back->isEnabled()); // the first beat: nothing before it
        const QColor greyed = QQmlProperty::read(back, QStringLiteral("palette.disabled.buttonText")).value<QColor>();
        const QColor normal = QQmlProperty::read(back, QStringLiteral("palette.active.buttonText")).value<QColor>();
        QVERIFY2(greyed != normal, qPrintable(greyed.name() + " " + normal.name()));
        // ...and Next, with seven beats ahead, is enabled and steps on a click (it stayed disabled
        // in a real window: its binding read "at the end" before the beats were filled).
        QQuickItem* next = nullptr;
        for (QQuickItem* i : named(QStringLiteral("stepNext")))
            if (i->isVisible())
                next = i;
        QVERIFY(next);
        QTRY_VERIFY(next->isEnabled());
        click(next);
        QTRY_VERIFY(back->isEnabled()); // one beat on: Back works too
        // Back during Play stops playing (the presenter takes over), and steps back.
        mqlab::app::Stepper figures;
        figures.setCount(4);
        figures.next();
        figures.play();
        QVERIFY(figures.playing());
        figures.previous();
        QVERIFY(!figures.playing());
        QCOMPARE(figures.index(), 0);

        // A card's header says the binding limit's whole figure: Stage 1's cluster at 176%
        // (seed: storage needs 86,517 GiB of the 49,152 GiB held, 86,517 / 49,152 = 176%), not the
        // bar's 100% stop.
        openStage(1);
        const auto& rows = wb_->nodes()->rows();
        for (const auto& row : rows)
            if (row.binding >= 0)
                QCOMPARE(item("percent-" + row.id)->property("text").toString(),
                         q(mqlab::percentText(row.rawPercent, 0)));
        bool saw176 = false;
        for (const auto& row : rows)
            saw176 = saw176 || row.percentText == QStringLiteral("176%");
        QVERIFY(saw176);
    }
    // Every theme passes WCAG 2 AA for text, each chosen from the View menu by mouse: every colour
    // text is drawn in (body, muted, accent, each status, the banner's) has a contrast ratio of at
    // least 4.5:1 on every background it is drawn on, read from Theme.qml itself. The ratio is
    // (L1 + 0.05) / (L2 + 0.05) of the two relative luminances (WCAG 2.1, "contrast ratio"); white on
    // black is 21. The measured tables go to the log. A disabled control's text is exempt from 1.4.3
    // (WCAG: "part of an inactive user interface component"); high contrast holds it to 4.5:1 anyway.
    void textColoursPassAA()
    {
        QObject* view = openMenu(QStringLiteral("View"));
        QVERIFY(view);
        click(menuItemNamed(view, QStringLiteral("Theme: high contrast")));
        QTRY_COMPARE(QQmlProperty::read(window_, QStringLiteral("color")).value<QColor>(), QColor(Qt::black));

        QQmlComponent component(qmlEngine(window_));
        component.setData("import QtQuick\nimport Mqlab\nQtObject { property QtObject theme: Theme }\n",
                          QUrl(QStringLiteral("qrc:/qt/qml/Mqlab/ThemeProbe.qml")));
        std::unique_ptr<QObject> probe(component.create());
        QVERIFY2(probe, qPrintable(component.errorString()));
        QObject* theme = qvariant_cast<QObject*>(probe->property("theme"));
        QVERIFY(theme && theme->property("highContrast").toBool());

        const auto luminance = [](QColor c) {
            const auto lin = [](double v) { return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
            return 0.2126 * lin(c.redF()) + 0.7152 * lin(c.greenF()) + 0.0722 * lin(c.blueF());
        };
        const auto ratio = [&](QColor a, QColor b) {
            const double la = luminance(a), lb = luminance(b);
            return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
        };
        const auto colour = [&](const char* name) { return theme->property(name).value<QColor>(); };
        struct Pair {
            const char* text;
            std::vector<const char*> on;
        };
        const std::vector<const char*> surfaces{"window", "canvas", "panel", "card"};
        const std::vector<Pair> pairs{{"text", surfaces},      {"muted", surfaces}, {"accent", surfaces},
                                      {"ok", surfaces},        {"warn", surfaces},  {"red", surfaces},
                                      {"saturated", surfaces}, {"bannerText", {"bannerBack"}},
                                      {"textOnAccent", {"accent"}}, {"disabledText", surfaces},
                                      {"text", {"button"}}};
        const auto table = [&](const char* themeName, bool disabledToo) {
            QString log = QStringLiteral("contrast, %1 theme:").arg(QLatin1String(themeName));
            for (const Pair& p : pairs) {
                log += QStringLiteral("\n  %1").arg(QLatin1String(p.text), -13);
                for (const char* bg : p.on) {
                    const double r = ratio(colour(p.text), colour(bg));
                    log += QStringLiteral(" %1 %2").arg(QLatin1String(bg)).arg(r, 0, 'f', 2);
                    if (disabledToo || std::string_view(p.text) != "disabledText")
                        QVERIFY2(r >= 4.5, qPrintable(QStringLiteral("%1 on %2: %3:1").arg(p.text, bg).arg(r, 0, 'f', 2)));
                }
            }
            qInfo().noquote() << log;
        };
        table("high contrast", true);
        // Controls' shapes (a button's face and so a slider's groove, a box's frame) stand out from
        // black at 3:1 or more (WCAG 2.1, non-text contrast).
        for (const char* shape : {"button", "border"})
            QVERIFY2(ratio(colour(shape), colour("window")) >= 3.0, shape);
        // Every status keeps its own colour: no two of ok, warn, red and saturated are alike.
        const QList<QColor> statuses{colour("ok"), colour("warn"), colour("red"), colour("saturated")};
        for (int i = 0; i < statuses.size(); ++i)
            for (int j = i + 1; j < statuses.size(); ++j)
                QVERIFY(statuses[i] != statuses[j]);

        view = openMenu(QStringLiteral("View"));
        click(menuItemNamed(view, QStringLiteral("Theme: light")));
        QTRY_VERIFY(!theme->property("dark").toBool());
        table("light", false);
        // Worked by hand, the light theme's ok on its darkest surface: #17784b has L = 0.2126 x 0.0086 +
        // 0.7152 x 0.1878 + 0.0722 x 0.0703 = 0.1412, the canvas #eceef2 L = 0.8539, so
        // (0.8539 + 0.05) / (0.1412 + 0.05) = 4.73 (the old #1f8f55 gave 3.53 and failed).
        QVERIFY(std::abs(ratio(colour("ok"), colour("canvas")) - 4.73) < 0.01);
        view = openMenu(QStringLiteral("View"));
        click(menuItemNamed(view, QStringLiteral("Theme: dark")));
        QTRY_VERIFY(theme->property("dark").toBool() && !theme->property("highContrast").toBool());
        table("dark", false);
        view = openMenu(QStringLiteral("View"));
        click(menuItemNamed(view, QStringLiteral("Theme: system")));
        QTRY_VERIFY(!theme->property("highContrast").toBool());
    }
};

int main(int argc, char** argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    qputenv("QT_QUICK_BACKEND", "software");
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("mqlab-tests"));
    QCoreApplication::setApplicationName(QStringLiteral("mqlab-user-tests"));
    QCoreApplication::setApplicationVersion(QStringLiteral(MQLAB_VERSION));
    mqlab::app::useAppStyle();
    UserUiTests tests;
    return QTest::qExec(&tests, argc, argv);
}

#include "user_ui_tests.moc"
