// The teaching panel, offscreen: the Stepper's state, lesson texts that follow the canvas, every
// stage's beats, figure steps, pages and the event's life opening without a QML warning, the
// presenter keys, and classroom mode's type (nothing under 18 px in the panel or the tiles).
// Saves screenshots of the panel (lesson-*.png) in both modes, both themes, at 1280x720 and
// 1920x1080, for review.
#include <QApplication>
#include <QDir>
#include <QFontInfo>
#include <QWheelEvent>
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QtTest>

#include "quick_tree.h"

#include "gui.h"
#include "inspector_model.h"
#include "lesson.h"
#include "resources.h"
#include "stepper.h"
#include "thememode.h"
#include "workbench.h"

using mqlab::app::Lesson;
using mqlab::app::Stepper;
using mqlab::app::Workbench;
namespace ThemeModes = mqlab::app::ThemeModes;

class LessonUiTests : public mqlab::test::WindowSuite {
    Q_OBJECT

  private:
    Lesson* lesson_ = nullptr;
    QQuickItem* panel_ = nullptr;

    static QQuickItem* find(QQuickItem* root, const QString& name) { return mqlab::test::findItem(root, name); }
    static void collect(QQuickItem* root, QList<QQuickItem*>& out) { mqlab::test::collectItems(root, out); }
    static bool isText(const QQuickItem* item)
    {
        return item->inherits("QQuickText") || item->inherits("QQuickTextInput") || item->inherits("QQuickTextEdit");
    }
    static int pixelSize(const QQuickItem* item)
    {
        const QFont f = item->property("font").value<QFont>();
        return f.pixelSize() > 0 ? f.pixelSize() : QFontInfo(f).pixelSize();
    }
    // The visible, non-empty text items under `root`.
    static QList<QQuickItem*> shownTexts(QQuickItem* root)
    {
        QList<QQuickItem*> all, out;
        collect(root, all);
        for (QQuickItem* i : all)
            if (isText(i) && i->isVisible() && !transparent(i) && !i->property("text").toString().isEmpty())
                out << i;
        return out;
    }
    // Opacity multiplies down the tree: an item under a transparent parent is not seen.
    static bool transparent(const QQuickItem* i)
    {
        for (; i; i = i->parentItem())
            if (i->opacity() <= 0)
                return true;
        return false;
    }
    // The text's height on screen: its pixel size times every scale above it (the canvas's zoom).
    static double screenPixelSize(const QQuickItem* t)
    {
        return pixelSize(t) * t->mapRectToScene(QRectF(0, 0, 1, 1)).height();
    }
    QQuickItem* item(const QString& name) const { return find(window_->contentItem(), name); }
    QString textOf(const QString& name) const
    {
        QQuickItem* i = find(panel_, name);
        return i ? i->property("text").toString() : QStringLiteral("<missing %1>").arg(name);
    }
    Stepper* stepper(const char* name) const { return qvariant_cast<Stepper*>(panel_->property(name)); }
    void setTab(int tab) { QVERIFY(panel_->setProperty("tab", tab)); }
    int tab() const { return panel_->property("tab").toInt(); }

    void settle() { QVERIFY(mqlab::test::settle(window_)); }
    void still() { QVERIFY(mqlab::test::still(window_)); }
    void openStage(int n)
    {
        QMetaObject::invokeMethod(window_, "openStage", Q_ARG(QVariant, n));
        settle();
    }
    void setClassroom(bool on)
    {
        QMetaObject::invokeMethod(window_, "setClassroom", Q_ARG(QVariant, on));
        settle();
    }
    // No text the panel shows may read "undefined" or "NaN": every figure comes filled from the engine.
    void checkPanelTexts(const QString& where)
    {
        for (QQuickItem* t : shownTexts(panel_)) {
            const QString s = t->property("text").toString();
            QVERIFY2(!s.contains("undefined") && !s.contains("NaN") && !s.contains("{{"), qPrintable(where + ": " + s));
        }
    }
    void shoot(const QString& name) { QVERIFY(mqlab::test::saveScreenshot(window_, QStringLiteral("lesson-") + name)); }
    void click(QQuickItem* target)
    {
        QVERIFY(target);
        QVERIFY(target->isVisible());
        const QPointF at = target->mapToScene(QPointF(target->width() / 2, target->height() / 2));
        QTest::mouseClick(window_, Qt::LeftButton, {}, at.toPoint());
        settle();
    }
    // The menu bar's title called `title` (its "&" dropped), or null.
    QQuickItem* menuTitle(const QString& title) const
    {
        QQuickItem* bar = qvariant_cast<QQuickItem*>(item("menuArea")->property("item"));
        for (int i = 0; bar && i < bar->property("count").toInt(); ++i) {
            QQuickItem* t = nullptr;
            QMetaObject::invokeMethod(bar, "itemAt", Q_RETURN_ARG(QQuickItem*, t), Q_ARG(int, i));
            if (t && t->property("text").toString().remove('&') == title)
                return t;
        }
        return nullptr;
    }
    // A menu's entries, in order (a submenu's entry carries it in subMenu).
    static QList<QQuickItem*> menuItems(QObject* menu)
    {
        QList<QQuickItem*> out;
        for (int i = 0; i < menu->property("count").toInt(); ++i) {
            QQuickItem* it = nullptr;
            QMetaObject::invokeMethod(menu, "itemAt", Q_RETURN_ARG(QQuickItem*, it), Q_ARG(int, i));
            out << it;
        }
        return out;
    }
    // The Stage menu, opened by a click on its title; null (after a failed check) if it does not open.
    QObject* openStageMenu()
    {
        QQuickItem* title = menuTitle(QStringLiteral("Stage"));
        if (!title)
            return nullptr;
        const QPointF at = title->mapToScene(QPointF(title->width() / 2, title->height() / 2));
        QTest::mouseClick(window_, Qt::LeftButton, {}, at.toPoint());
        QObject* menu = qvariant_cast<QObject*>(title->property("menu"));
        if (!menu || !QTest::qWaitFor([menu] { return menu->property("opened").toBool(); }, 5000))
            return nullptr;
        return mqlab::test::settle(window_) ? menu : nullptr;
    }
    // The submenu of the Stage menu's entry `entry`, opened by a click on it.
    QObject* openSubmenu(QQuickItem* entry)
    {
        QObject* sub = qvariant_cast<QObject*>(entry->property("subMenu"));
        if (!sub)
            return nullptr;
        const QPointF at = entry->mapToScene(QPointF(entry->width() / 2, entry->height() / 2));
        QTest::mouseClick(window_, Qt::LeftButton, {}, at.toPoint());
        if (!QTest::qWaitFor([sub] { return sub->property("opened").toBool(); }, 5000))
            return nullptr;
        return mqlab::test::settle(window_) ? sub : nullptr;
    }
    // True when the whole of `it` lies inside the window, where a mouse can reach it.
    bool insideWindow(const QQuickItem* it) const
    {
        const QRectF r = it->mapRectToScene(QRectF(0, 0, it->width(), it->height()));
        return it->isVisible() && it->height() > 0 && r.top() >= 0 && r.left() >= 0 &&
               r.bottom() <= window_->height() && r.right() <= window_->width();
    }

    // Every step of the event's life on the current canvas.
    void eventSteps(const QString& where)
    {
        setTab(2);
        settle();
        Stepper* ev = stepper("eventStepper");
        const QList<mqlab::app::LifeStep> life = lesson_->lifecycle();
        QCOMPARE(life.size(), 6);
        QCOMPARE(ev->count(), 6);
        const QStringList ids = {"batched", "appended", "acked", "visible", "committed", "deleted"};
        for (int i = 0; i < life.size(); ++i) {
            ev->setIndex(i);
            settle();
            const mqlab::app::LifeStep& step = life.at(i);
            QCOMPARE(step.id, ids.at(i));
            QCOMPARE(textOf("eventTitle"), step.title);
            QCOMPARE(textOf("eventText"), step.text);
            QVERIFY(!step.promise.isEmpty());
            checkPanelTexts(where + " event " + ids.at(i));
        }
    }

  private slots:
    void initTestCase()
    {
        QVERIFY(openWindow(QSize(1280, 720)));
        lesson_ = window_->findChild<Lesson*>();
        QVERIFY(lesson_);
        window_->setProperty("lessonPanelOpen", true);
        QVERIFY(activate());
        panel_ = item("lessonPanel");
        QVERIFY(panel_);
        QVERIFY(stepper("beatStepper") && stepper("figureStepper") && stepper("eventStepper"));
        failOnQmlWarnings(" while loading");
    }

    // Each case starts from the designs as they ship: edits a case made to a stage are not kept.
    void init() { wb_->forgetKeptDesigns(); }

    // After every test: the QML engine said nothing.
    void cleanup() { failOnQmlWarnings(); }

    // (a) The Stepper on its own: forward, back, clamped at both ends, scrubbed, and played.
    void stepperSteps()
    {
        Stepper s;
        QCOMPARE(s.count(), 0);
        QCOMPARE(s.index(), 0);
        s.next();
        QCOMPARE(s.index(), 0); // nothing to step through
        // Filling an empty stepper leaves the index at 0 but tells "at the end" it changed: a
        // binding on atEnd read with no steps (true) must not keep Next disabled.
        const QMetaProperty atEnd = s.metaObject()->property(s.metaObject()->indexOfProperty("atEnd"));
        QSignalSpy ends(&s, atEnd.notifySignal());
        QVERIFY(s.atEnd()); // no steps: at the end
        s.setCount(4);
        QCOMPARE(ends.count(), 1);
        QVERIFY(s.atStart());
        QVERIFY(!s.atEnd());
        QSignalSpy moved(&s, &Stepper::indexChanged);
        s.next();
        s.next();
        QCOMPARE(s.index(), 2);
        s.next();
        QVERIFY(s.atEnd());
        s.next(); // clamped at the end: no change, no signal
        QCOMPARE(s.index(), 3);
        QCOMPARE(moved.count(), 3);
        s.previous();
        QCOMPARE(s.index(), 2);
        for (int i = 0; i < 6; ++i)
            s.previous();
        QCOMPARE(s.index(), 0); // clamped at the start
        QVERIFY(s.atStart());
        // The scrubber sets the index directly; out-of-range values are clamped.
        s.setIndex(2);
        QCOMPARE(s.index(), 2);
        s.setIndex(99);
        QCOMPARE(s.index(), 3);
        s.setIndex(-4);
        QCOMPARE(s.index(), 0);
        // Fewer steps pull the index in.
        s.setIndex(3);
        s.setCount(2);
        QCOMPARE(s.index(), 1);
        QVERIFY(s.atEnd());

        // Play advances on its timer and stops by itself at the last step.
        s.setCount(3);
        s.setIndex(0);
        s.setInterval(200);
        QCOMPARE(s.interval(), 200);
        QSignalSpy playing(&s, &Stepper::playingChanged);
        s.play();
        QVERIFY(s.playing());
        QTRY_COMPARE_WITH_TIMEOUT(s.index(), 1, 1000);
        QTRY_COMPARE_WITH_TIMEOUT(s.index(), 2, 1000);
        QTRY_VERIFY_WITH_TIMEOUT(!s.playing(), 1000);
        // Stopped is its one timer stopped (playing() is that timer's state), so nothing pending can
        // step it on: the events already queued move nothing.
        QSignalSpy movedAfterStop(&s, &Stepper::indexChanged);
        QCoreApplication::processEvents();
        QCOMPARE(movedAfterStop.count(), 0);
        QCOMPARE(s.index(), 2);
        QCOMPARE(playing.count(), 2); // started, stopped
        // Play at the end starts over; pause holds the step; toggle resumes.
        s.play();
        QCOMPARE(s.index(), 0);
        QVERIFY(s.playing());
        s.pause();
        QVERIFY(!s.playing());
        QCoreApplication::processEvents();
        QCOMPARE(movedAfterStop.count(), 1); // play at the end went back to the first step, and no further
        QCOMPARE(s.index(), 0);
        s.toggle();
        QVERIFY(s.playing());
        s.toggle();
        QVERIFY(!s.playing());
        // One step cannot play.
        s.setCount(1);
        s.play();
        QVERIFY(!s.playing());
    }

    // The window's steppers answer the buttons and the keys, whatever has the focus.
    void stepperThroughTheWindow()
    {
        openStage(3);
        setTab(1);
        settle();
        Stepper* fig = stepper("figureStepper");
        QCOMPARE(fig->count(), lesson_->figures().first().steps.size());
        QCOMPARE(fig->index(), 0);
        QTest::keyClick(window_, Qt::Key_Right);
        QCOMPARE(fig->index(), 1);
        QTest::keyClick(window_, Qt::Key_PageDown);
        QCOMPARE(fig->index(), 2);
        QCOMPARE(fig->count(), 4); // Stage 3's figure: one group, six groups, the stream, the brokers
        QTest::keyClick(window_, Qt::Key_Right);
        QCOMPARE(fig->index(), 3);
        QTest::keyClick(window_, Qt::Key_Right); // clamped at the end
        QCOMPARE(fig->index(), 3);
        QTest::keyClick(window_, Qt::Key_Left);
        QCOMPARE(fig->index(), 2);
        QTest::keyClick(window_, Qt::Key_PageUp);
        QCOMPARE(fig->index(), 1);
        QTest::keyClick(window_, Qt::Key_Left);
        QCOMPARE(fig->index(), 0);
        // The buttons and the dots.
        click(find(find(panel_, "figureTab"), "stepNext"));
        QCOMPARE(fig->index(), 1);
        click(find(find(panel_, "figureTab"), "stepBack"));
        QCOMPARE(fig->index(), 0);
        const QString caption = lesson_->figures().first().steps.at(0).caption;
        QCOMPARE(textOf("figureCaption"), caption);
        // Play walks to the end on its own and stops there; stepping during the slide is not delayed.
        fig->setInterval(200);
        click(find(find(panel_, "figureTab"), "stepPlay"));
        QVERIFY(fig->playing());
        QTRY_VERIFY_WITH_TIMEOUT(!fig->playing(), 3000);
        QCOMPARE(fig->index(), fig->count() - 1);
        fig->setIndex(0);
        QTest::keyClick(window_, Qt::Key_Right);
        QTest::keyClick(window_, Qt::Key_Right);
        QCOMPARE(fig->index(), 2); // no wait for the first slide to finish
        fig->setInterval(2500);

        // The Lesson tab: PageDown moves the highlighted beat.
        setTab(0);
        settle();
        Stepper* beats = stepper("beatStepper");
        beats->setIndex(0);
        QTest::keyClick(window_, Qt::Key_PageDown);
        QCOMPARE(beats->index(), 1);
        QVERIFY(find(panel_, "beat-1")->property("current").toBool());
        QVERIFY(!find(panel_, "beat-0")->property("current").toBool());
        QTest::keyClick(window_, Qt::Key_PageUp);
        QCOMPARE(beats->index(), 0);
        // Space and B are presenter keys: only in classroom mode.
        QTest::keyClick(window_, Qt::Key_Space);
        QCOMPARE(beats->index(), 0);
        // R shows and hides the check-in's answer.
        QVERIFY(!lesson_->answerRevealed());
        QVERIFY(!find(panel_, "checkInAnswer")->isVisible());
        QTest::keyClick(window_, Qt::Key_R);
        QVERIFY(lesson_->answerRevealed());
        QCOMPARE(textOf("checkInAnswer"), lesson_->answer());
        QTest::keyClick(window_, Qt::Key_R);
        QVERIFY(!lesson_->answerRevealed());
        // A new stage hides the answer and starts at the first beat.
        beats->setIndex(3);
        lesson_->setAnswerRevealed(true);
        openStage(2);
        QCOMPARE(beats->index(), 0);
        QVERIFY(!lesson_->answerRevealed());
    }

    // The figure and the event's life take Left and Right once clicked or reached by Tab, whatever had
    // the keys before: a card selected on the canvas (whose arrows nudge it) or an inspector field
    // (whose arrows move the cursor). Before, only a click on Back or Next handed the keys over.
    void stepperTakesTheKeysOnAClick()
    {
        openStage(3);
        QQuickItem* figureTab = find(panel_, "figureTab");
        QQuickItem* card = item("node-orders");
        QVERIFY(figureTab && card);
        setTab(1);
        settle();
        Stepper* fig = stepper("figureStepper");
        fig->setIndex(0);
        // A card selected by a click: the canvas has the keys.
        click(card);
        QTRY_COMPARE(wb_->selection()->count(), 1);
        const QPointF cardAt = card->mapToScene(QPointF(0, 0));
        click(find(figureTab, "figureCaption"));
        QTRY_VERIFY(figureTab->hasActiveFocus());
        QVERIFY(find(figureTab, "stepperFocusRing")->isVisible());
        QTest::keyClick(window_, Qt::Key_Right);
        QCOMPARE(fig->index(), 1);
        settle();
        QCOMPARE(card->mapToScene(QPointF(0, 0)), cardAt); // the card did not move
        // An inspector field has the keys (the selected card's first number).
        QQuickItem* editor = nullptr;
        for (QQuickItem* e : mqlab::test::itemsNamed(window_->contentItem(), QStringLiteral("numberEditor")))
            if (!editor && insideWindow(e) && !transparent(e))
                editor = e;
        QVERIFY(editor);
        click(editor);
        QTRY_VERIFY(editor->hasActiveFocus());
        click(find(figureTab, "figureText"));
        QTRY_VERIFY(figureTab->hasActiveFocus());
        QTest::keyClick(window_, Qt::Key_Left);
        QCOMPARE(fig->index(), 0);
        // PgDown and PgUp still page the shown stepper.
        QTest::keyClick(window_, Qt::Key_PageDown);
        QCOMPARE(fig->index(), 1);
        QTest::keyClick(window_, Qt::Key_PageUp);
        QCOMPARE(fig->index(), 0);

        // The Event tab, reached by Tab from its tab button after the card was selected again.
        click(card);
        QTRY_VERIFY(!figureTab->hasActiveFocus());
        setTab(2);
        settle();
        Stepper* ev = stepper("eventStepper");
        ev->setIndex(0);
        QQuickItem* eventTab = find(panel_, "eventTab");
        QVERIFY(eventTab);
        // Tab walks on from the canvas's cards to the panels; the Event tab is one stop on the way.
        for (int presses = 0; !eventTab->hasActiveFocus() && presses < 60; ++presses)
            QTest::keyClick(window_, Qt::Key_Tab);
        QVERIFY(eventTab->hasActiveFocus());
        QTest::keyClick(window_, Qt::Key_Right);
        QCOMPARE(ev->index(), 1);
        QTest::keyClick(window_, Qt::Key_Left);
        QCOMPARE(ev->index(), 0);
        QCOMPARE(card->mapToScene(QPointF(0, 0)), cardAt);
        setTab(0);
        settle();
    }

    // (b) The lesson's figures follow the canvas, and the stage's design comes back in one click.
    void lessonTextsFollowTheCanvas()
    {
        openStage(3);
        setTab(0);
        lesson_->refreshNow();
        settle();
        QVERIFY(lesson_->available());
        QVERIFY(lesson_->matchesStage());
        // The beat and the figure step that carry the network's percent.
        int beat = -1;
        for (int i = 0; i < lesson_->beats().size(); ++i)
            if (lesson_->beats().at(i).contains("113.8%"))
                beat = i;
        QVERIFY2(beat >= 0, "no beat of Stage 3 shows 113.8%");
        const QList<mqlab::app::FigureStep> steps = lesson_->figures().first().steps;
        int step = -1;
        for (int i = 0; i < steps.size(); ++i)
            if (steps.at(i).text.contains("113.8%"))
                step = i;
        QVERIFY2(step >= 0, "no figure step of Stage 3 shows 113.8%");
        QVERIFY(textOf(QStringLiteral("beat-%1").arg(beat)).isEmpty() == false);
        QVERIFY(find(panel_, QStringLiteral("beat-%1").arg(beat))->property("text").toString().contains("113.8%"));
        QVERIFY(!find(panel_, "lessonBanner")->isVisible());

        // Six brokers: 51.2 MB/s x 8 sends / 6 brokers = 68.3 MB/s each, 56.9% of 119.94.
        QCOMPARE(wb_->setField("kafka", "brokers", 6), QString());
        lesson_->refreshNow();
        settle();
        QVERIFY2(lesson_->beats().at(beat).contains("56.9%"), qPrintable(lesson_->beats().at(beat)));
        QVERIFY(!lesson_->beats().at(beat).contains("113.8%"));
        const QString stepText = lesson_->figures().first().steps.at(step).text;
        QVERIFY2(stepText.contains("56.9%"), qPrintable(stepText));
        QVERIFY(!lesson_->matchesStage());
        // The window shows the new figure and the banner.
        QVERIFY(find(panel_, QStringLiteral("beat-%1").arg(beat))->property("text").toString().contains("56.9%"));
        setTab(1);
        stepper("figureStepper")->setIndex(step);
        settle();
        QVERIFY2(textOf("figureText").contains("56.9%"), qPrintable(textOf("figureText")));
        setTab(0);
        settle();
        QVERIFY(find(panel_, "lessonBanner")->isVisible());
        QCOMPARE(textOf("lessonBannerTitle"), QStringLiteral("The canvas has changed from this stage's design"));

        // "Back to the stage's design", clicked: the stage's numbers return, as one undoable edit.
        find(panel_, "lessonScroll")->setProperty("contentY", 0);
        settle();
        click(find(panel_, "restoreStageButton"));
        lesson_->refreshNow();
        settle();
        QVERIFY(lesson_->matchesStage());
        QCOMPARE(wb_->scenario().clusters[0].brokers, 3);
        QVERIFY(lesson_->beats().at(beat).contains("113.8%"));
        QVERIFY(!find(panel_, "lessonBanner")->isVisible());
        wb_->history()->undo();
        lesson_->refreshNow();
        QVERIFY(!lesson_->matchesStage());
        lesson_->restoreStage();
        lesson_->refreshNow();
        QVERIFY(lesson_->matchesStage());
        // The texts also refresh by themselves shortly after an edit.
        QCOMPARE(wb_->setField("kafka", "brokers", 6), QString());
        QTRY_VERIFY_WITH_TIMEOUT(lesson_->beats().at(beat).contains("56.9%"), 2000);
        lesson_->restoreStage();
        QTRY_VERIFY_WITH_TIMEOUT(lesson_->matchesStage(), 2000);
    }

    // A canvas the lesson cannot describe (its cluster deleted) keeps the panel up with the reason.
    void aDesignTheLessonCannotDescribe()
    {
        openStage(3);
        wb_->selection()->select("kafka", false);
        wb_->deleteSelection();
        lesson_->refreshNow();
        settle();
        QVERIFY(!lesson_->problem().isEmpty());
        QVERIFY(!lesson_->matchesStage());
        for (int t = 0; t < 4; ++t) {
            setTab(t);
            settle();
            checkPanelTexts(QStringLiteral("no cluster, tab %1").arg(t));
        }
        setTab(0);
        settle();
        QVERIFY(find(panel_, "lessonProblem")->isVisible());
        QVERIFY(find(panel_, "lessonBanner")->isVisible());
        shoot("no-cluster");
        lesson_->restoreStage();
        lesson_->refreshNow();
        settle();
        QVERIFY(lesson_->problem().isEmpty());
        QVERIFY(lesson_->matchesStage());
        QVERIFY(!find(panel_, "lessonProblem")->isVisible());
    }

    // (c) Every stage's beats, figure steps and pages, and every step of the event, in the window.
    void everyLessonOpensCleanly()
    {
        for (int n : mqlab::app::lessonIds()) { // the six stages and each round's parts
            openStage(n);
            QCOMPARE(lesson_->number(), mqlab::app::partOf(n));
            QVERIFY2(lesson_->problem().isEmpty(), qPrintable(lesson_->problem()));
            const QString where = lesson_->heading();
            setTab(0);
            settle();
            QCOMPARE(textOf("lessonTitle"), lesson_->title());
            Stepper* beats = stepper("beatStepper");
            QCOMPARE(beats->count(), lesson_->beats().size());
            for (int i = 0; i < beats->count(); ++i) {
                beats->setIndex(i);
                settle();
                QQuickItem* beat = find(panel_, QStringLiteral("beat-%1").arg(i));
                QVERIFY(beat && beat->property("current").toBool());
                QCOMPARE(beat->property("text").toString(), lesson_->beats().at(i));
            }
            checkPanelTexts(where + " lesson");

            setTab(1);
            const QList<mqlab::app::LessonFigure> figures = lesson_->figures();
            QVERIFY(!figures.isEmpty());
            for (int f = 0; f < figures.size(); ++f) {
                QMetaObject::invokeMethod(panel_, "pickFigure", Q_ARG(QVariant, f));
                const QList<mqlab::app::FigureStep> steps = figures.at(f).steps;
                QCOMPARE(stepper("figureStepper")->count(), steps.size());
                QCOMPARE(stepper("figureStepper")->index(), 0);
                QCOMPARE(textOf("figureTitle"), figures.at(f).title);
                for (int i = 0; i < steps.size(); ++i) {
                    stepper("figureStepper")->setIndex(i);
                    settle();
                    QCOMPARE(textOf("figureCaption"), steps.at(i).caption);
                    QCOMPARE(textOf("figureText"), steps.at(i).text);
                    checkPanelTexts(QStringLiteral("%1 figure %2 step %3").arg(where).arg(f + 1).arg(i + 1));
                }
            }
            QCOMPARE(find(panel_, "figurePicker")->isVisible(), figures.size() > 1);

            setTab(3);
            settle();
            for (const mqlab::app::PageLinkEntry& p : lesson_->pages()) {
                const QString id = p.id;
                QQuickItem* link = find(panel_, "page-" + id);
                QVERIFY2(link, qPrintable(id));
                click(link);
                QCOMPARE(panel_->property("openPageId").toString(), id);
                const mqlab::app::SidePageView page = lesson_->page(id);
                QVERIFY2(page.problem.isEmpty(), qPrintable(page.problem));
                QCOMPARE(textOf("pageTitle"), page.title);
                QVERIFY(!find(find(panel_, "pageView"), "checkInAnswer")->isVisible());
                QTest::keyClick(window_, Qt::Key_R);
                settle();
                QVERIFY(find(find(panel_, "pageView"), "checkInAnswer")->isVisible());
                QCOMPARE(find(find(panel_, "pageView"), "checkInAnswer")->property("text").toString(), page.answer);
                checkPanelTexts(where + " page " + id);
                click(find(panel_, "pageBack"));
                QCOMPARE(panel_->property("openPageId").toString(), QString());
            }
            eventSteps(where);
        }
        // The Sandbox: no lesson, and a way to the event's life, which still works.
        openStage(0);
        QVERIFY(!lesson_->available());
        setTab(0);
        settle();
        click(find(panel_, "sandboxEventButton"));
        QCOMPARE(tab(), 2);
        QCOMPARE(stepper("eventStepper")->count(), 6);
        checkPanelTexts("Sandbox");
    }

    // Round 1 is its own group in the stage picker and the Stage menu: clicked, its first part opens
    // Round 1's design (the broker fleet, not a Kafka cluster) and its own text.
    void roundOneInTheChooser()
    {
        openStage(1);
        setTab(0);
        QQuickItem* picker = item("stagePicker");
        QVERIFY(picker);
        click(picker);
        QObject* popup = qvariant_cast<QObject*>(picker->property("popup"));
        QTRY_VERIFY(popup->property("opened").toBool());
        QQuickItem* first = nullptr;
        QTRY_VERIFY((first = item("stageChoice101")) != nullptr && first->isVisible() && first->height() > 0);
        // The group's heading sits on its first entry, and only there.
        QQuickItem* heading = find(first, "stageGroupHeading");
        QVERIFY(heading && heading->isVisible());
        QCOMPARE(heading->property("text").toString(), QStringLiteral("Round 1: a leased task queue on a Raft fleet"));
        QVERIFY(!find(item("stageChoice102"), "stageGroupHeading")->isVisible());
        QVERIFY(!find(item("stageChoice1"), "stageGroupHeading")->isVisible());
        click(first);
        QTRY_COMPARE(wb_->stage(), 101);
        QTRY_VERIFY(!popup->property("opened").toBool());
        settle();
        QCOMPARE(lesson_->heading(), QStringLiteral("Round 1, part 1"));
        QCOMPARE(textOf("lessonTitle"), QStringLiteral("Ask about order and duplicates before drawing anything"));
        QCOMPARE(picker->property("displayText").toString(),
                 QStringLiteral("Round 1, part 1: Ask about order and duplicates before drawing anything"));
        // Round 1's design: a broker fleet and a worker pool, no Kafka cluster.
        QCOMPARE(wb_->scenario().brokerFleets.size(), size_t(1));
        QCOMPARE(wb_->scenario().workerPools.size(), size_t(1));
        QVERIFY(wb_->scenario().clusters.empty());
        // Its text, filled from that design: 50,000,000 / 86,400 x 3.5 = 2,025.46 tasks a second.
        QVERIFY2(lesson_->beats().join(" ").contains(QStringLiteral("plan for 2,025.46 tasks a second")),
                 qPrintable(lesson_->beats().join(" ")));
        QVERIFY(lesson_->problem().isEmpty());

        // The Stage menu: Round 1 in a submenu of its own, named by its design, and its part 6 opens by a
        // click there.
        QObject* menu = openStageMenu();
        QVERIFY(menu);
        QStringList texts;
        QQuickItem* roundOne = nullptr;
        for (QQuickItem* it : menuItems(menu)) {
            texts << it->property("text").toString();
            if (QObject* sub = qvariant_cast<QObject*>(it->property("subMenu"));
                sub && sub->objectName() == QStringLiteral("stageRoundMenu1"))
                roundOne = it;
        }
        // The six stages, a submenu for each of Rounds 1, 2 and 3, the Sandbox and Reset, in that order.
        QCOMPARE(texts.size(), 6 + 3 + 2);
        QCOMPARE(texts.at(6), QStringLiteral("Round 1: a leased task queue on a Raft fleet"));
        QVERIFY(roundOne);
        QObject* roundOneMenu = openSubmenu(roundOne);
        QVERIFY(roundOneMenu);
        QQuickItem* six = nullptr;
        const QList<QQuickItem*> parts = menuItems(roundOneMenu);
        QCOMPARE(parts.size(), 7);
        QVERIFY(parts.first()->property("text").toString().startsWith(QStringLiteral("Round 1, part 1: ")));
        for (QQuickItem* it : parts)
            if (it->objectName() == QStringLiteral("stageEntry106"))
                six = it;
        QVERIFY(six);
        QTRY_VERIFY(six->y() > 0 && six->isVisible());
        click(six);
        QTRY_COMPARE(wb_->stage(), 106);
        settle();
        QCOMPARE(lesson_->heading(), QStringLiteral("Round 1, part 6"));
        // Part 6's bill: the fleet's $790.39 beside SQS's $732.75.
        QVERIFY2(lesson_->sayIt().contains(QStringLiteral("$790.39")) &&
                     lesson_->sayIt().contains(QStringLiteral("$732.75")),
                 qPrintable(lesson_->sayIt()));
        checkPanelTexts(QStringLiteral("Round 1, part 6"));
        shoot(QStringLiteral("round-1-part-6"));
    }

    // Round 2 is a group of its own after Round 1's, built from its lesson files like Round 1's: its first
    // part opens the platform fleet and its own text, and the Stage menu's part 7 opens by a click.
    void roundTwoInTheChooser()
    {
        openStage(1);
        setTab(0);
        QQuickItem* picker = item("stagePicker");
        QVERIFY(picker);
        click(picker);
        QObject* popup = qvariant_cast<QObject*>(picker->property("popup"));
        QTRY_VERIFY(popup->property("opened").toBool());
        QQuickItem* first = nullptr;
        // The list scrolls: bring Round 2's first entry into view before clicking it.
        QQuickItem* list = qvariant_cast<QQuickItem*>(popup->property("contentItem"));
        if (list && list->property("count").isValid()) {
            const QList<mqlab::app::LessonChoice> choices = wb_->lessonChoices();
            int index = -1;
            for (int i = 0; i < choices.size(); ++i)
                if (choices[i].id == 201)
                    index = i;
            QVERIFY(index >= 0);
            QMetaObject::invokeMethod(list, "positionViewAtIndex", Q_ARG(int, index), Q_ARG(int, 0));
        }
        QTRY_VERIFY((first = item("stageChoice201")) != nullptr && first->isVisible() && first->height() > 0);
        QQuickItem* heading = find(first, "stageGroupHeading");
        QVERIFY(heading && heading->isVisible());
        QCOMPARE(heading->property("text").toString(),
                 QStringLiteral("Round 2: stream and queue topics on a 12-broker platform"));
        click(first);
        QTRY_COMPARE(wb_->stage(), 201);
        QTRY_VERIFY(!popup->property("opened").toBool());
        settle();
        QCOMPARE(lesson_->heading(), QStringLiteral("Round 2, part 1"));
        QCOMPARE(textOf("lessonTitle"), QStringLiteral("Order per key: one partition for each payment account"));
        QCOMPARE(wb_->scenario().platformFleets.size(), size_t(1));
        QVERIFY(wb_->scenario().clusters.empty());
        // 2 x 10^9 / 86,400 = 23,148.1 msg/s; x 3.5 = 81,018.5 msg/s. Each unit is kept whole on the
        // screen: a word joiner (U+2060, printed as nothing) follows its slash.
        QVERIFY2(lesson_->beats().join(" ").contains(
                     QStringLiteral("23,148.1 msg/\u2060s on average and 81,018.5 msg/\u2060s at peak")),
                 qPrintable(lesson_->beats().join(" ")));
        QVERIFY(lesson_->problem().isEmpty());
        checkPanelTexts(QStringLiteral("Round 2, part 1"));

        QObject* menu = openStageMenu();
        QVERIFY(menu);
        QQuickItem* roundTwo = nullptr;
        for (QQuickItem* it : menuItems(menu))
            if (it->property("text").toString() ==
                QStringLiteral("Round 2: stream and queue topics on a 12-broker platform"))
                roundTwo = it;
        QVERIFY(roundTwo);
        QObject* roundTwoMenu = openSubmenu(roundTwo);
        QVERIFY(roundTwoMenu);
        QQuickItem* seven = nullptr;
        for (QQuickItem* it : menuItems(roundTwoMenu))
            if (it->objectName() == QStringLiteral("stageEntry207"))
                seven = it;
        QVERIFY(seven);
        QTRY_VERIFY(seven->y() > 0 && seven->isVisible());
        click(seven);
        QTRY_COMPARE(wb_->stage(), 207);
        settle();
        QCOMPARE(lesson_->heading(), QStringLiteral("Round 2, part 7"));
        // The month: $12,643.72 against MSK's $13,449.49.
        QVERIFY2(lesson_->sayIt().contains(QStringLiteral("$12,643.72")) &&
                     lesson_->sayIt().contains(QStringLiteral("$13,449.49")),
                 qPrintable(lesson_->sayIt()));
        checkPanelTexts(QStringLiteral("Round 2, part 7"));
        shoot(QStringLiteral("round-2-part-7"));
    }

    // Round 3's parts are a group of their own in the chooser, named by the round's design, and the picker
    // names the open part (it read "Sandbox" while Round 3 had a design and no parts).
    void roundThreeInTheChooser()
    {
        const QList<mqlab::app::LessonChoice> choices = wb_->lessonChoices();
        QStringList parts;
        for (const auto& c : choices)
            if (c.id / 100 == 3) {
                QCOMPARE(c.groupTitle, QStringLiteral("Round 3: four regions, mirroring and residency"));
                QCOMPARE(c.firstOfGroup, c.id == 301);
                parts << QString::number(c.id);
            }
        QCOMPARE(parts, (QStringList{"301", "302", "303", "304", "305", "306"}));
        for (int id = 301; id <= 306; ++id) {
            openStage(id);
            QTRY_COMPARE(wb_->stage(), id);
            const QString shown = find(item("stagePicker"), "stagePickerText")->property("text").toString();
            QVERIFY2(shown.startsWith(QStringLiteral("Round 3, part %1: ").arg(id - 300)), qPrintable(shown));
            QCOMPARE(lesson_->heading(), QStringLiteral("Round 3, part %1").arg(id - 300));
            QVERIFY(lesson_->problem().isEmpty());
            checkPanelTexts(QStringLiteral("Round 3, part %1").arg(id - 300));
        }
        // Part 2 counts the messages a lost us-east-1 leaves: 60,763.9 msg/s x 3 s = 182,292.
        openStage(302);
        QVERIFY2(lesson_->beats().join(" ").contains(QStringLiteral("182,292")),
                 qPrintable(lesson_->beats().join(" ")));
        shoot(QStringLiteral("round-3-part-2"));
    }

    // The Stage menu lists the first seed's stages, then one submenu a round with its parts, then the
    // Sandbox and Reset. Every entry lies inside a 1280x720 window (and a 1920x1080 one), in normal and
    // classroom type, so a mouse reaches each: the flat list of 6 stages, 3 headings, 19 parts and 2
    // more rows ran past the window's foot. The entries are the workbench's lesson choices, in their
    // order. The keyboard reaches a part too: Alt+S, Down to its round, Right, Down to it, Return.
    void stageMenuFitsTheWindow()
    {
        const QList<mqlab::app::LessonChoice> choices = wb_->lessonChoices();
        QStringList wanted; // "stageEntry<id>" for every lesson, in the chooser's order
        for (const auto& c : choices)
            wanted << QStringLiteral("stageEntry%1").arg(c.id);
        for (const QSize size : {QSize(1280, 720), QSize(1920, 1080)}) {
            window_->resize(size);
            for (const bool classroom : {false, true}) {
                setClassroom(classroom);
                const QString where =
                    QStringLiteral("%1x%2%3").arg(size.width()).arg(size.height()).arg(classroom ? " classroom" : "");
                QObject* menu = openStageMenu();
                QVERIFY2(menu, qPrintable(where));
                QStringList seen;
                int rounds = 0;
                const QList<QQuickItem*> top = menuItems(menu);
                for (QQuickItem* it : top) {
                    QVERIFY2(insideWindow(it), qPrintable(where + ": " + it->property("text").toString()));
                    if (it->objectName().startsWith(QStringLiteral("stageEntry")))
                        seen << it->objectName();
                }
                for (QQuickItem* it : top) {
                    if (!qvariant_cast<QObject*>(it->property("subMenu")))
                        continue;
                    ++rounds;
                    QObject* sub = openSubmenu(it);
                    QVERIFY2(sub, qPrintable(where + ": " + it->property("text").toString()));
                    for (QQuickItem* part : menuItems(sub)) {
                        QVERIFY2(insideWindow(part), qPrintable(where + ": " + part->property("text").toString()));
                        seen << part->objectName();
                    }
                    if (rounds == 3)
                        shoot(QStringLiteral("stage-menu-round-3-") + QString(where).replace(' ', '-'));
                }
                // Rounds 1, 2 and 3 of the second seed, each a submenu; every lesson once, in order.
                QCOMPARE(rounds, 3);
                QCOMPARE(seen, wanted);
                QTest::keyClick(window_, Qt::Key_Escape);
                QTest::keyClick(window_, Qt::Key_Escape);
                QTRY_VERIFY(!menu->property("opened").toBool());
            }
        }
        setClassroom(false);
        window_->resize(1280, 720);
        settle();

        // By the keyboard, the pointer out of the way: Round 3's last part.
        QTest::mouseMove(window_, QPoint(window_->width() - 4, window_->height() - 4));
        QTest::keyClick(window_, Qt::Key_S, Qt::AltModifier);
        QQuickItem* title = menuTitle(QStringLiteral("Stage"));
        QObject* menu = qvariant_cast<QObject*>(title->property("menu"));
        QTRY_VERIFY(menu->property("opened").toBool());
        const QList<QQuickItem*> top = menuItems(menu);
        int roundThree = -1;
        for (int i = 0; i < top.size(); ++i)
            if (QObject* sub = qvariant_cast<QObject*>(top[i]->property("subMenu"));
                sub && sub->objectName() == QStringLiteral("stageRoundMenu3"))
                roundThree = i;
        QVERIFY(roundThree > 0);
        for (int presses = 0; menu->property("currentIndex").toInt() != roundThree && presses < top.size(); ++presses)
            QTest::keyClick(window_, Qt::Key_Down);
        QCOMPARE(menu->property("currentIndex").toInt(), roundThree);
        QTest::keyClick(window_, Qt::Key_Right);
        QObject* sub = qvariant_cast<QObject*>(top[roundThree]->property("subMenu"));
        QTRY_VERIFY(sub->property("opened").toBool());
        const QList<QQuickItem*> parts = menuItems(sub);
        QCOMPARE(parts.last()->objectName(), wanted.last()); // Round 3's last part is the last lesson
        for (int presses = 0; sub->property("currentIndex").toInt() != parts.size() - 1 && presses < parts.size();
             ++presses)
            QTest::keyClick(window_, Qt::Key_Down);
        QCOMPARE(sub->property("currentIndex").toInt(), int(parts.size() - 1));
        QTest::keyClick(window_, Qt::Key_Return);
        QTRY_COMPARE(wb_->stage(), choices.last().id);
        QTRY_VERIFY(!menu->property("opened").toBool());
        settle();
    }

    // Round 3's design (four regions: 28 cards about 1,270 x 1,950 world units) is fitted whole at
    // 1280x720, in normal and classroom type, for every part: each card lies inside the canvas and
    // above the palette. The canvas is about 610 x 500 pixels, so the whole needs a zoom near 0.2,
    // under the fit's old floor of 0.3, which cut off the top and bottom regions. Ctrl+wheel out from
    // there zooms out (or stays), never back in (the wheel's floor was 0.25).
    void roundThreeFitsWhole()
    {
        QQuickItem* canvas = item("canvas");
        QQuickItem* palette = item("nodePalette");
        QVERIFY(canvas && palette);
        for (const QSize size : {QSize(1280, 720), QSize(1920, 1080)}) {
            window_->resize(size);
            for (const bool classroom : {false, true}) {
                setClassroom(classroom);
                for (const auto& c : wb_->lessonChoices()) {
                    if (c.id / 100 != 3)
                        continue;
                    openStage(c.id);
                    QMetaObject::invokeMethod(canvas, "fitToView");
                    settle();
                    const QString where = QStringLiteral("part %1 at %2x%3%4")
                                              .arg(c.id % 100)
                                              .arg(size.width())
                                              .arg(size.height())
                                              .arg(classroom ? " classroom" : "");
                    const QRectF view = canvas->mapRectToScene(QRectF(0, 0, canvas->width(), canvas->height()));
                    const double floor = palette->mapToScene(QPointF(0, 0)).y();
                    int cards = 0;
                    QList<QQuickItem*> all;
                    collect(canvas, all);
                    for (QQuickItem* i : all) {
                        if (!i->objectName().startsWith(QLatin1String("node-")) || !i->isVisible())
                            continue;
                        ++cards;
                        const QRectF r = i->mapRectToScene(QRectF(0, 0, i->width(), i->height()));
                        QVERIFY2(view.contains(r) && r.bottom() <= floor,
                                 qPrintable(where + ": " + i->objectName() + " is not all in view"));
                    }
                    QCOMPARE(cards, wb_->nodes()->rowCount());
                    if (c.id % 100 == 1)
                        shoot(QStringLiteral("round-3-fit-") + QString(where).replace(' ', '-'));
                }
            }
        }
        setClassroom(false);
        window_->resize(1280, 720);
        settle();
        QMetaObject::invokeMethod(canvas, "fitToView");
        settle();
        const double fitted = canvas->property("zoom").toDouble();
        QVERIFY2(fitted < 0.3, qPrintable(QString::number(fitted)));
        const QPointF middle = canvas->mapToScene(QPointF(canvas->width() / 2, canvas->height() / 3));
        QWheelEvent out(middle, window_->mapToGlobal(middle.toPoint()), QPoint(), QPoint(0, -120), Qt::NoButton,
                        Qt::ControlModifier, Qt::NoScrollPhase, false);
        QCoreApplication::sendEvent(window_, &out);
        settle();
        QVERIFY2(canvas->property("zoom").toDouble() <= fitted,
                 qPrintable(QString::number(canvas->property("zoom").toDouble())));
        openStage(1);
    }

    // The more-or-bigger page's "lose a broker" button shows the survivors' network, and follows the canvas.
    void loseABroker()
    {
        openStage(3);
        QMetaObject::invokeMethod(panel_, "showPage", Q_ARG(QVariant, QStringLiteral("more-or-bigger")));
        settle();
        QQuickItem* view = find(panel_, "pageView");
        QQuickItem* result = find(view, "whatIfResult");
        QVERIFY(result);
        QVERIFY(!result->isVisible());
        QQuickItem* button = find(view, "whatIfButton");
        QQuickItem* scroll = find(view, "pageScroll");
        QVERIFY(button && scroll);
        // Scrolled so that the button is on screen, as a reader would.
        auto* content = scroll->property("contentItem").value<QQuickItem*>();
        scroll->setProperty("contentY", button->mapToItem(content, QPointF(0, 0)).y() - 20);
        settle();
        click(button);
        QVERIFY(result->isVisible());
        auto afterText = [&] { return find(find(view, "whatIfAfter"), "whatIfValue")->property("text").toString(); };
        // Seed, Stage 3: a leader sends 8 - 1 = 7 copies with one broker gone, over 2 survivors:
        // 51.2 MB/s x 7 / 2 = 179.2 MB/s against 119.94 = 149.4%.
        QCOMPARE(afterText(), QStringLiteral("149.4%"));
        checkPanelTexts("lose a broker, Stage 3");
        // Six brokers: 51.2 x 7 / 5 = 71.68 MB/s against 119.94 = 59.8%; the bar follows the canvas.
        QVERIFY(wb_->setField("kafka", "brokers", 6).isEmpty());
        lesson_->refreshNow();
        settle();
        QVERIFY(result->isVisible());
        QCOMPARE(afterText(), QStringLiteral("59.8%"));
        // Another page starts with the what-if closed.
        QMetaObject::invokeMethod(panel_, "showPage", Q_ARG(QVariant, QStringLiteral("more-or-bigger")));
        settle();
        QVERIFY(!result->isVisible());
        lesson_->restoreStage();
    }

    // A setting's spec is the inspector's row as one typed value (an InspectorRow), not a map: Stage
    // 1's producer batches for linger.ms = 5 ms (stage-1.json), a number from 0 to 60,000 ms
    // (fields.cpp), and sends with acks=all, one of three choices; the window shows both.
    void eventSettingsAreInspectorRows()
    {
        openStage(1);
        const auto specOf = [this](int step, int setting) {
            return lesson_->lifecycle().at(step).settings.at(setting).spec;
        };
        const mqlab::app::InspectorRow linger = specOf(0, 0); // batched: linger.ms
        QCOMPARE(linger.key, QStringLiteral("linger_ms"));
        QCOMPARE(linger.label, QStringLiteral("linger.ms"));
        QCOMPARE(linger.unit, QStringLiteral("ms"));
        QCOMPARE(linger.control, mqlab::app::FieldControls::Number);
        QCOMPARE(linger.value.toDouble(), 5.0);
        const mqlab::app::InspectorRow acks = specOf(2, 0); // acknowledged: acks first
        QCOMPARE(acks.key, QStringLiteral("acks"));
        QCOMPARE(acks.control, mqlab::app::FieldControls::Choice);
        QCOMPARE(acks.value.toString(), QStringLiteral("all"));
        QCOMPARE(acks.choiceValues.size(), 3);
        QCOMPARE(acks.choiceTexts.size(), 3);
        setTab(2);
        settle();
        Stepper* ev = stepper("eventStepper");
        ev->setIndex(0);
        settle();
        QQuickItem* tabItem = find(panel_, "eventTab");
        QQuickItem* box = find(tabItem, "setting-linger_ms");
        QVERIFY(box && box->isVisible());
        QCOMPARE(box->property("text").toString(), QStringLiteral("5"));
        ev->setIndex(2);
        settle();
        QQuickItem* choice = find(tabItem, "setting-acks");
        QVERIFY(choice && choice->isVisible());
        QCOMPARE(choice->property("value").toString(), QStringLiteral("all"));
    }

    // The event's settings change the canvas and the promise; a refusal is shown in the engine's words.
    void eventSettingsEditTheCanvas()
    {
        openStage(1);
        setTab(2);
        settle();
        Stepper* ev = stepper("eventStepper");
        ev->setIndex(2); // acknowledged: acks, min ISR, idempotence
        settle();
        QQuickItem* tabItem = find(panel_, "eventTab");
        QQuickItem* acks = find(tabItem, "setting-acks");
        QQuickItem* idem = find(tabItem, "setting-idempotence");
        QVERIFY(acks && acks->isVisible());
        QVERIFY(idem && idem->isVisible());
        QCOMPARE(acks->property("value").toString(), QStringLiteral("all"));
        QVERIFY(idem->property("checked").toBool());
        QCOMPARE(wb_->selection()->ids(), QStringList()); // reading the values left the selection alone

        // acks=1 while idempotence is on: refused with the engine's message, and the combo goes back.
        const int one = acks->property("count").toInt() > 1 ? 1 : -1;
        QVERIFY(one > 0);
        acks->setProperty("currentIndex", one);
        QMetaObject::invokeMethod(acks, "activated", Q_ARG(int, one));
        settle();
        QQuickItem* acksSetting = acks->parentItem();
        const QString refusal = acksSetting->property("error").toString();
        QVERIFY2(!refusal.isEmpty(), "acks=1 with idempotence on was not refused");
        QCOMPARE(textOf("settingError"), refusal);
        QCOMPARE(acks->property("value").toString(), QStringLiteral("all"));
        QVERIFY(lesson_->matchesStage());

        // Idempotence off, then acks=1: both apply and the promise says so.
        idem->setProperty("checked", false);
        QMetaObject::invokeMethod(idem, "toggled");
        settle();
        QCOMPARE(idem->parentItem()->property("error").toString(), QString());
        QVERIFY(!wb_->scenario().producers[0].idempotence);
        acks = find(tabItem, "setting-acks");
        acks->setProperty("currentIndex", one);
        QMetaObject::invokeMethod(acks, "activated", Q_ARG(int, one));
        lesson_->refreshNow();
        settle();
        QCOMPARE(acks->parentItem()->property("error").toString(), QString());
        QVERIFY2(lesson_->lifecycle().at(2).promise.startsWith("acks=1"),
                 qPrintable(lesson_->lifecycle().at(2).promise));
        QVERIFY(!lesson_->matchesStage());

        // linger.ms through its number box.
        ev->setIndex(0);
        settle();
        QQuickItem* linger = find(tabItem, "setting-linger_ms");
        QVERIFY(linger && linger->isVisible());
        linger->setProperty("text", "20");
        QMetaObject::invokeMethod(linger, "editingFinished");
        lesson_->refreshNow();
        settle();
        QCOMPARE(wb_->scenario().producers[0].lingerMs, 20.0);
        QVERIFY(lesson_->lifecycle().at(0).promise.contains("20 ms"));

        // Retention through the deleted step, with another node selected: the selection survives.
        wb_->selection()->select("kafka", false);
        ev->setIndex(5);
        settle();
        QQuickItem* retention = find(tabItem, "setting-retention_days");
        QVERIFY(retention && retention->isVisible());
        QCOMPARE(retention->property("text").toString(), QStringLiteral("7"));
        retention->setProperty("text", "3");
        QMetaObject::invokeMethod(retention, "editingFinished");
        lesson_->refreshNow();
        settle();
        QCOMPARE(wb_->scenario().clusters[0].retentionDays, 3.0);
        QCOMPARE(wb_->selection()->ids(), QStringList{"kafka"});
        QVERIFY(lesson_->lifecycle().at(5).promise.contains("3 days"));
        wb_->selection()->clearSelection();
        lesson_->restoreStage();
        lesson_->refreshNow();
        QVERIFY(lesson_->matchesStage());
        ev->setIndex(0);
    }

    // (d) Classroom mode: no visible text in the panel or the tiles under 18 px, on every tab.
    void classroomTypeIsLarge()
    {
        window_->resize(1280, 720);
        setClassroom(true);
        QList<QQuickItem*> roots = {panel_};
        for (const char* tile : {"loadTile", "latencyTile", "costTile", "durabilityTile", "firstTile"}) {
            QQuickItem* t = item(QString::fromLatin1(tile));
            QVERIFY(t);
            roots << t;
        }
        auto check = [&](const QString& where) {
            int seen = 0;
            for (QQuickItem* root : roots)
                for (QQuickItem* t : shownTexts(root)) {
                    ++seen;
                    QVERIFY2(pixelSize(t) >= 18, qPrintable(QStringLiteral("%1: %2 px: %3")
                                                                .arg(where)
                                                                .arg(pixelSize(t))
                                                                .arg(t->property("text").toString())));
                }
            QVERIFY(seen > 8);
        };
        QQuickItem* canvas = item("canvas");
        QVERIFY(canvas);
        for (int n : {1, 2, 3, 4, 5, 6, 0}) {
            openStage(n); // settled: the canvas has fitted itself to the stage
            // The canvas too: cards show fewer figures in type that stays large at the fitted zoom.
            for (QQuickItem* t : shownTexts(canvas))
                QVERIFY2(screenPixelSize(t) >= 17.99, qPrintable(QStringLiteral("stage %1 canvas: %2 px on screen: %3")
                                                                     .arg(n)
                                                                     .arg(screenPixelSize(t))
                                                                     .arg(t->property("text").toString())));
            for (int t = 0; t < 4; ++t) {
                setTab(t);
                settle();
                check(QStringLiteral("stage %1 tab %2").arg(n).arg(t));
                if (t == 2)
                    for (int i = 0; i < 6; ++i) {
                        stepper("eventStepper")->setIndex(i);
                        settle();
                        check(QStringLiteral("stage %1 event step %2").arg(n).arg(i));
                    }
            }
            lesson_->setAnswerRevealed(true);
            setTab(0);
            settle();
            check(QStringLiteral("stage %1 answer").arg(n));
            const QList<mqlab::app::PageLinkEntry> pages = lesson_->pages();
            if (!pages.isEmpty()) {
                QMetaObject::invokeMethod(panel_, "showPage", Q_ARG(QVariant, pages.first().id));
                settle();
                check(QStringLiteral("stage %1 page").arg(n));
                panel_->setProperty("openPageId", QString());
            }
        }
        // The tab labels fit whole at 1280 in class: the tabs share the bar by their labels' widths,
        // so "Your turn" (the longest) no longer elides.
        openStage(3);
        settle();
        QQuickItem* yourTurnTab = item("yourTurnTabButton");
        QVERIFY(yourTurnTab && yourTurnTab->isVisible());
        QVERIFY2(yourTurnTab->implicitWidth() <= yourTurnTab->width() + 0.5,
                 qPrintable(QStringLiteral("%1 px wide for a %2 px label")
                                .arg(yourTurnTab->width())
                                .arg(yourTurnTab->implicitWidth())));
        // The keyboard shortcuts (F1) in class: the title, the groups, the keys and their words are as
        // large as the rest of the window, not the 13 px of a desk.
        QTest::keyClick(window_, Qt::Key_F1);
        QObject* shortcuts = nullptr;
        QTRY_VERIFY((shortcuts = window_->findChild<QObject*>(QStringLiteral("shortcutsDialog"))) != nullptr);
        QTRY_VERIFY(shortcuts->property("opened").toBool());
        settle();
        int seen = 0;
        for (const char* part : {"header", "contentItem"}) {
            auto* root = shortcuts->property(part).value<QQuickItem*>();
            QVERIFY2(root, part);
            for (QQuickItem* t : shownTexts(root)) {
                ++seen;
                QVERIFY2(
                    pixelSize(t) >= 18,
                    qPrintable(
                        QStringLiteral("shortcuts: %1 px: %2").arg(pixelSize(t)).arg(t->property("text").toString())));
            }
        }
        QVERIFY2(seen >= 20, qPrintable(QString::number(seen))); // the title and every shortcut's two labels
        QTest::keyClick(window_, Qt::Key_Escape);
        QTRY_VERIFY(!shortcuts->property("visible").toBool());
        // The inspector on Stage 3's cluster in class: its labels and its editors (the name, the broker
        // size's choice, the figures typed in) are as large as the rest; the editors kept desk-sized type.
        wb_->selection()->select(QStringLiteral("kafka"), false);
        settle();
        QQuickItem* inspector = item("inspectorLoader");
        QVERIFY(inspector && inspector->isVisible());
        int editors = 0;
        for (QQuickItem* t : shownTexts(inspector)) {
            editors += t->inherits("QQuickTextInput") ? 1 : 0;
            QVERIFY2(pixelSize(t) >= 18, qPrintable(QStringLiteral("inspector: %1 px: %2")
                                                         .arg(pixelSize(t))
                                                         .arg(t->property("text").toString())));
        }
        QVERIFY2(editors >= 3, qPrintable(QString::number(editors))); // the name and at least two figures
        wb_->selection()->clearSelection();
        setClassroom(false);
    }

    // Classroom presenter keys: Space and PageDown step, B blanks the window until a key or click.
    void presenterKeys()
    {
        openStage(2);
        setClassroom(true);
        // The shortcuts (F1) looked at and closed first: a closed dialog leaves the focus on the window's
        // root, and the blank, dismissed, once kept it there, so B did nothing the second time.
        QTest::keyClick(window_, Qt::Key_F1);
        QObject* shortcuts = nullptr;
        QTRY_VERIFY((shortcuts = window_->findChild<QObject*>(QStringLiteral("shortcutsDialog"))) != nullptr);
        QTRY_VERIFY(shortcuts->property("opened").toBool());
        QTest::keyClick(window_, Qt::Key_Escape);
        QTRY_VERIFY(!shortcuts->property("visible").toBool());
        setTab(0);
        settle();
        Stepper* beats = stepper("beatStepper");
        QTest::keyClick(window_, Qt::Key_Space);
        QCOMPARE(beats->index(), 1);
        QTest::keyClick(window_, Qt::Key_PageDown);
        QCOMPARE(beats->index(), 2);
        setTab(1);
        QTest::keyClick(window_, Qt::Key_Space);
        QCOMPARE(stepper("figureStepper")->index(), 1);
        QCOMPARE(beats->index(), 2);

        QQuickItem* blank = item("classroomBlank"); // on the window's overlay, above the menu and the toolbar
        QVERIFY(blank);
        QVERIFY(!blank->isVisible());
        QTest::keyClick(window_, Qt::Key_B);
        QVERIFY(blank->isVisible());
        QCOMPARE(blank->width(), double(window_->width()));
        QCOMPARE(blank->height(), double(window_->height()));
        shoot("classroom-blank");
        QTest::keyClick(window_, Qt::Key_Space); // brings the screen back and does nothing else
        QVERIFY(!blank->isVisible());
        QCOMPARE(stepper("figureStepper")->index(), 1);
        QTest::keyClick(window_, Qt::Key_B);
        QVERIFY(blank->isVisible());
        QTest::mouseClick(window_, Qt::LeftButton, {}, QPoint(300, 300));
        QVERIFY(!blank->isVisible());

        // Outside classroom mode, B and Space do nothing.
        setClassroom(false);
        QTest::keyClick(window_, Qt::Key_B);
        QVERIFY(!blank->isVisible());
        QTest::keyClick(window_, Qt::Key_Space);
        QCOMPARE(stepper("figureStepper")->index(), 1);

        // F11: classroom mode and full screen together, and back.
        QQuickItem* toggle = item("classroomToggle");
        QVERIFY(toggle);
        QVERIFY(!toggle->property("checked").toBool());
        QTest::keyClick(window_, Qt::Key_F11);
        settle();
        QVERIFY(toggle->property("checked").toBool());
        QCOMPARE(window_->visibility(), QWindow::FullScreen);
        QTest::keyClick(window_, Qt::Key_F11);
        settle();
        QVERIFY(!toggle->property("checked").toBool());
        QCOMPARE(window_->visibility(), QWindow::Windowed);
        window_->resize(1280, 720);
        settle();

        // The lesson panel hides and comes back with Ctrl+L.
        QTest::keyClick(window_, Qt::Key_L, Qt::ControlModifier);
        settle();
        QVERIFY(!panel_->isVisible());
        QTest::keyClick(window_, Qt::Key_L, Qt::ControlModifier);
        settle();
        QVERIFY(panel_->isVisible());
    }

    // The classroom pointer follows the mouse and takes no clicks.
    void classroomPointer()
    {
        openStage(1);
        setClassroom(true);
        QQuickItem* layer = item("classroomPointer");
        QVERIFY(layer);
        QTest::mouseMove(window_, QPoint(700, 400));
        settle();
        QTest::mouseMove(window_, QPoint(720, 420));
        settle();
        QVERIFY(layer->property("showing").toBool());
        shoot("classroom-pointer");
        // Whatever is under the pointer still sees the mouse: a button under it is hovered.
        setTab(0);
        settle();
        QQuickItem* next = find(find(panel_, "lessonTab"), "stepNext");
        QVERIFY(next && next->isVisible());
        next->setProperty("hoverEnabled", true); // the offscreen platform turns hover effects off
        QPoint over = next->mapToScene(QPointF(next->width() / 2, next->height() / 2)).toPoint();
        setClassroom(false);
        QTest::mouseMove(window_, over - QPoint(4, 0));
        QTest::mouseMove(window_, over);
        settle();
        QVERIFY(next->property("hovered").toBool());
        QTest::mouseMove(window_, QPoint(700, 400));
        setClassroom(true);
        over = next->mapToScene(QPointF(next->width() / 2, next->height() / 2)).toPoint();
        QTest::mouseMove(window_, over - QPoint(4, 0));
        QTest::mouseMove(window_, over);
        settle();
        QVERIFY2(next->property("hovered").toBool(), "the classroom pointer hides the mouse from what is under it");
        QVERIFY(layer->property("showing").toBool());
        const QPointF circle = layer->mapToScene(layer->property("at").toPointF());
        QVERIFY2((circle - QPointF(over)).manhattanLength() < 2, "the pointer does not follow the mouse over a button");
        // A click through the pointer still reaches the tab bar underneath.
        setTab(0);
        QQuickItem* tabs = find(panel_, "lessonTabs");
        const QPointF eventTab = tabs->mapToScene(QPointF(tabs->width() * 5 / 8, tabs->height() / 2));
        QTest::mouseClick(window_, Qt::LeftButton, {}, eventTab.toPoint());
        settle();
        QCOMPARE(tab(), 2);
        setClassroom(false);
        QVERIFY(!layer->property("showing").toBool());
    }

    // (e) Screenshots for review: every stage's Lesson tab and Figure tab, the Event tab and a page,
    // in normal and classroom mode, both themes, at 1280x720 and 1920x1080.
    void screenshots()
    {
        // The mouse leaves the window, so the classroom pointer is not in the pictures.
        QEvent leave(QEvent::Leave);
        QCoreApplication::sendEvent(window_, &leave);
        for (const ThemeModes::Mode theme : {ThemeModes::Light, ThemeModes::Dark}) {
            QVERIFY(setTheme(theme));
            for (bool classroom : {false, true}) {
                setClassroom(classroom);
                for (QSize size : {QSize(1280, 720), QSize(1920, 1080)}) {
                    window_->resize(size);
                    const QString suffix = QStringLiteral("%1-%2x%3-%4")
                                               .arg(classroom ? "classroom" : "normal")
                                               .arg(size.width())
                                               .arg(size.height())
                                               .arg(theme == ThemeModes::Dark ? "dark" : "light");
                    for (int n : mqlab::app::stageNumbers()) {
                        openStage(n);
                        setTab(0);
                        stepper("beatStepper")->setIndex(2);
                        shoot(QStringLiteral("stage-%1-lesson-%2").arg(n).arg(suffix));
                        setTab(1);
                        QMetaObject::invokeMethod(panel_, "pickFigure", Q_ARG(QVariant, n == 2 ? 1 : 0));
                        stepper("figureStepper")->setIndex(stepper("figureStepper")->count() - 1);
                        shoot(QStringLiteral("stage-%1-figure-%2").arg(n).arg(suffix));
                    }
                    openStage(3);
                    setTab(2);
                    stepper("eventStepper")->setIndex(2);
                    shoot(QStringLiteral("event-%1").arg(suffix));
                    // The settings under the text: the deleted step on Stage 2 (tiered storage on).
                    openStage(2);
                    setTab(2);
                    stepper("eventStepper")->setIndex(5);
                    still();
                    {
                        QQuickItem* scroll = find(panel_, "eventScroll");
                        scroll->setProperty(
                            "contentY", std::max(0.0, scroll->property("contentHeight").toDouble() - scroll->height()));
                    }
                    shoot(QStringLiteral("event-settings-%1").arg(suffix));
                    openStage(3);
                    setTab(3);
                    panel_->setProperty("openPageId", QString());
                    shoot(QStringLiteral("pages-%1").arg(suffix));
                    QMetaObject::invokeMethod(panel_, "showPage", Q_ARG(QVariant, QStringLiteral("more-or-bigger")));
                    lesson_->setAnswerRevealed(false);
                    QTest::keyClick(window_, Qt::Key_R);
                    shoot(QStringLiteral("page-%1").arg(suffix));
                    find(panel_, "pageView")->setProperty("whatIfShown", true);
                    still();
                    { // scrolled to the what-if, as a reader who pressed the button sees it
                        QQuickItem* view = find(panel_, "pageView");
                        QQuickItem* scroll = find(view, "pageScroll");
                        auto* content = scroll->property("contentItem").value<QQuickItem*>();
                        const double y = find(view, "whatIfButton")->mapToItem(content, QPointF(0, 0)).y() - 12;
                        scroll->setProperty("contentY",
                                            std::min(y, std::max(0.0, scroll->property("contentHeight").toDouble() -
                                                                          scroll->height())));
                    }
                    shoot(QStringLiteral("page-lost-broker-%1").arg(suffix));
                    panel_->setProperty("openPageId", QString());
                    wb_->setField("kafka", "brokers", 6);
                    lesson_->refreshNow();
                    setTab(0);
                    find(panel_, "lessonScroll")->setProperty("contentY", 0);
                    shoot(QStringLiteral("changed-%1").arg(suffix));
                    lesson_->restoreStage();
                    openStage(0);
                    setTab(0);
                    shoot(QStringLiteral("sandbox-%1").arg(suffix));
                }
            }
        }
        setClassroom(false);
        QVERIFY(setTheme(ThemeModes::System));
    }

    void cleanupTestCase() { restoreMessageHandler(); }
};

int main(int argc, char** argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    qputenv("QT_QUICK_BACKEND", "software");
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("mqlab-lesson-tests"));
    QCoreApplication::setApplicationName(QStringLiteral("mqlab-lesson-tests"));
    mqlab::app::useAppStyle(); // as the app runs
    LessonUiTests tests;
    return QTest::qExec(&tests, argc, argv);
}

#include "lesson_ui_tests.moc"
