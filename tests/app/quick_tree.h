// What the window suites share: walking a Qt Quick scene (QML items are not always QObject children
// of their visual parents, so the suites search the visual tree), settling, and WindowSuite, the
// opening and QML-warning checks every suite does around its cases.
#pragma once

#include <QCoreApplication>
#include <QDir>
#include <QGuiApplication>
#include <QImage>
#include <QList>
#include <QQmlApplicationEngine>
#include <QQuickWindow>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QtQuickTest/quicktest.h>
#include <QQuickItem>
#include <QString>
#include <QStringList>
#include <utility>

#include "gui.h"
#include "stepper.h"
#include "thememode.h"
#include "workbench.h"

namespace mqlab::test {

inline QQuickItem* findItem(QQuickItem* root, const QString& name)
{
    if (root->objectName() == name)
        return root;
    for (QQuickItem* c : root->childItems())
        if (QQuickItem* hit = findItem(c, name))
            return hit;
    return nullptr;
}

inline void collectItems(QQuickItem* root, QList<QQuickItem*>& out)
{
    out << root;
    for (QQuickItem* c : root->childItems())
        collectItems(c, out);
}

// Every item under `root` called `name` (delegates repeat a name).
inline QList<QQuickItem*> itemsNamed(QQuickItem* root, const QString& name)
{
    QList<QQuickItem*> all, out;
    collectItems(root, all);
    for (QQuickItem* i : all)
        if (i->objectName() == name)
            out << i;
    return out;
}

// Every warning the QML engine prints (a binding on undefined, a type error, a failed anchor...); the
// window suites that install recordQmlWarnings fail on any.
inline QStringList qmlWarnings;
inline QtMessageHandler previousHandler = nullptr;

inline void recordQmlWarnings(QtMsgType type, const QMessageLogContext& context, const QString& message)
{
    const QString file = QString::fromUtf8(context.file ? context.file : "");
    const QString category = QString::fromUtf8(context.category ? context.category : "");
    const bool fromQml = file.startsWith("qrc:") || file.startsWith("qml:") || message.startsWith("qrc:") ||
                         message.startsWith("qml:") || message.contains("qrc:/qt/qml/") || category == "qml" ||
                         category.startsWith("qt.qml") || category.startsWith("js") ||
                         // A view's delegate or highlight that failed to build says only this, uncategorised.
                         message.startsWith("QQmlComponent:");
    if ((type == QtWarningMsg || type == QtCriticalMsg) && fromQml)
        qmlWarnings << message;
    if (previousHandler)
        previousHandler(type, context, message);
}

// The window builds its panels and dialogs just after its first frame; true once they all exist.
inline bool waitUntilReady(QQuickWindow* window, int ms = 20000)
{
    return QTest::qWaitFor([window] { return window->property("ready").toBool(); }, ms);
}

// Loads the app's window as main.cpp does, in an engine owned by `owner`, and waits for its
// deferred parts; with `recordWarnings` every QML warning also lands in qmlWarnings. Null on failure.
inline QQuickWindow* openAppWindow(QObject* owner, bool recordWarnings)
{
    auto* engine = new QQmlApplicationEngine(owner);
    if (recordWarnings) {
        previousHandler = qInstallMessageHandler(recordQmlWarnings);
        QObject::connect(engine, &QQmlEngine::warnings, owner, [](const QList<QQmlError>& errors) {
            for (const QQmlError& e : errors)
                if (!qmlWarnings.contains(e.toString()))
                    qmlWarnings << e.toString();
        });
    }
    if (!mqlab::app::loadMainWindow(*engine))
        return nullptr;
    auto* window = qobject_cast<QQuickWindow*>(engine->rootObjects().value(0));
    if (!window)
        return nullptr;
    // The window places itself on the screen (maximized on the offscreen platform's small screen);
    // the suites size it themselves.
    window->showNormal();
    window->resize(1280, 800);
    return waitUntilReady(window) ? window : nullptr;
}

// Lets bindings, layouts and a frame or two run before the next check or screenshot.
// The first load button that does not lie right of the Wall button and of the one before it, by
// its text ("" when all are in order): they were once left at x 0, over the "Load" label.
inline QString loadButtonOutOfOrder(QQuickItem* root, int count)
{
    QQuickItem* wall = findItem(root, QStringLiteral("goToWall"));
    if (!wall)
        return QStringLiteral("no Wall button");
    qreal right = wall->mapToScene(QPointF(wall->width(), 0)).x();
    for (int i = 0; i < count; ++i) {
        QQuickItem* b = findItem(root, QStringLiteral("loadButton%1").arg(i));
        if (!b || !b->isVisible() || b->mapToScene(QPointF(0, 0)).x() < right - 0.5)
            return b ? b->property("text").toString() : QStringLiteral("loadButton%1 missing").arg(i);
        right = b->mapToScene(QPointF(b->width(), 0)).x();
    }
    return {};
}

// The Qt Quick window a suite shows (each suite shows one).
inline QQuickWindow* shownWindow()
{
    for (QWindow* w : QGuiApplication::topLevelWindows())
        if (auto* quick = qobject_cast<QQuickWindow*>(w); quick && quick->isVisible())
            return quick;
    return nullptr;
}

// The window at rest, as a person sees it before the next action: posted events handled, the
// canvas's refit (Main.qml's fitTimer) no longer pending, no item waiting for its polish, and a
// frame drawn after all that. Each is a state waited for, never a time slept; false on a timeout.
[[nodiscard]] inline bool settle(QQuickWindow* window = nullptr)
{
    window = window ? window : shownWindow();
    QCoreApplication::processEvents();
    if (!window)
        return true;
    const QObject* fit = window->findChild<QObject*>(QStringLiteral("fitTimer"));
    if (!QTest::qWaitFor([&] { return !fit || !fit->property("running").toBool(); }, 5000))
        return false;
    if (!QQuickTest::qWaitForPolish(window, 5000))
        return false;
    if (!window->isExposed())
        return true;
    QSignalSpy drawn(window, &QQuickWindow::frameSwapped);
    window->update();
    return drawn.wait(5000);
}

// Settled and still: the picture is the same over three polls in a row, so every animation
// (a stepper's slide, a bar's growth, a toast's fade) has ended before a screenshot is taken.
[[nodiscard]] inline bool still(QQuickWindow* window = nullptr)
{
    window = window ? window : shownWindow();
    if (!settle(window))
        return false;
    if (!window)
        return true;
    QImage last = window->grabWindow();
    int same = 0;
    return QTest::qWaitFor(
        [&] {
            const QImage now = window->grabWindow();
            same = now == last ? same + 1 : 0;
            last = now;
            return same >= 3;
        },
        5000);
}

// Saves the window as `name`.png in the build's screenshot folder; false when nothing was grabbed.
inline bool saveScreenshot(QQuickWindow* window, const QString& name)
{
    if (!still(window))
        return false;
    const QString dir = QStringLiteral(MQLAB_SCREENSHOT_DIR);
    QDir().mkpath(dir);
    const QImage img = window->grabWindow();
    return !img.isNull() && img.save(dir + "/" + name + ".png");
}

// What every window suite does around its cases, said once. A suite derives from this (with its own
// Q_OBJECT and slots) and calls these from its initTestCase, cleanup and cleanupTestCase, adding only
// what is its own. Each returns false or fails the case (QVERIFY) as its comment says.
class WindowSuite : public QObject {
  protected:
    QQuickWindow* window_ = nullptr;
    mqlab::app::Workbench* wb_ = nullptr;

    // initTestCase's start: settings and data in test folders, the app's window opened as main.cpp
    // opens it with every QML warning recorded, sized `size` and settled, and its workbench found.
    // False (after a message naming the step) when any of that fails.
    [[nodiscard]] bool openWindow(QSize size = QSize(1280, 800))
    {
        QStandardPaths::setTestModeEnabled(true);
        window_ = openAppWindow(this, true);
        if (!window_) {
            qWarning("The app's window did not open");
            return false;
        }
        wb_ = window_->findChild<mqlab::app::Workbench*>();
        if (!wb_) {
            qWarning("The window has no Workbench");
            return false;
        }
        window_->resize(size);
        return settle(window_);
    }
    // The item of that name that is shown, else the first: delegates and each stepper view repeat a
    // name (every view has its own Back and Next).
    QQuickItem* item(const QString& name) const
    {
        const QList<QQuickItem*> all = itemsNamed(window_->contentItem(), name);
        for (QQuickItem* i : all)
            if (i->isVisible())
                return i;
        return all.isEmpty() ? nullptr : all.first();
    }
    // Its `text`, or "<no NAME>" so that a comparison's failure names what was missing.
    QString text(const QString& name) const
    {
        QQuickItem* i = item(name);
        return i ? i->property("text").toString() : QStringLiteral("<no %1>").arg(name);
    }
    // A real left click in its middle; false when it is missing, hidden or disabled.
    bool click(const QString& name) const
    {
        QQuickItem* i = item(name);
        if (!i || !i->isVisible() || !i->isEnabled())
            return false;
        QTest::mouseClick(window_, Qt::LeftButton, {}, i->mapToScene(QPointF(i->width() / 2, i->height() / 2)).toPoint());
        return true;
    }
    bool shown(const QString& name) const
    {
        QQuickItem* i = item(name);
        return i && i->isVisible();
    }
    // Clicks into a text box, replaces what it holds with `typed` and presses Enter.
    bool type(const QString& name, const QString& typed) const
    {
        if (!click(name))
            return false;
        QTest::keyClick(window_, Qt::Key_A, Qt::ControlModifier);
        for (const QChar c : typed) // Qt 6.4 has no keyClicks for a QWindow
            QTest::keyClick(window_, c.toLatin1());
        QTest::keyClick(window_, Qt::Key_Return);
        return true;
    }
    // The lesson panel on its event's-life tab, that stepper at its first step (the one PgUp and PgDown
    // page while a drill stepper has the arrows); null, after a failed check, when it has no steps.
    mqlab::app::Stepper* eventStepperAtStart()
    {
        QQuickItem* lessonPanel = item(QStringLiteral("lessonPanel"));
        if (!lessonPanel)
            return nullptr;
        lessonPanel->setProperty("tab", 2); // the event's life
        auto* figure = qvariant_cast<mqlab::app::Stepper*>(lessonPanel->property("eventStepper"));
        if (!figure || figure->count() < 2)
            return nullptr;
        figure->setIndex(0);
        return figure;
    }
    // A drill stepper just opened by a click on `tab` takes Left and Right, as it does after a click on
    // its step text (`stepText`) and from its tab reached by Shift+Tab; `figure` (eventStepperAtStart)
    // stays put until PgDown. Leaves the lesson panel on its first tab. `steps` needs 3 steps or more.
    void checkStepperKeys(QQuickItem* view, mqlab::app::Stepper* steps, mqlab::app::Stepper* figure,
                          const QString& stepText, const QString& tab)
    {
        steps->setIndex(0);
        QTRY_VERIFY(view->hasActiveFocus());
        QTest::keyClick(window_, Qt::Key_Right);
        QCOMPARE(steps->index(), 1);
        QCOMPARE(figure->index(), 0);
        // A click on the step's text.
        QVERIFY(click(stepText));
        QTRY_VERIFY(view->hasActiveFocus());
        QTest::keyClick(window_, Qt::Key_Left);
        QCOMPARE(steps->index(), 0);
        // The tab itself, reached by the keyboard.
        QQuickItem* tabItem = item(tab);
        QVERIFY(tabItem);
        for (int presses = 0; !tabItem->hasActiveFocus() && presses < 12; ++presses)
            QTest::keyClick(window_, Qt::Key_Tab, Qt::ShiftModifier);
        QVERIFY(tabItem->hasActiveFocus());
        QTest::keyClick(window_, Qt::Key_Right);
        QTest::keyClick(window_, Qt::Key_Right);
        QCOMPARE(steps->index(), 2);
        QCOMPARE(figure->index(), 0);
        // PgDown pages the lesson panel's shown stepper, the event's life, as before.
        QTest::keyClick(window_, Qt::Key_PageDown);
        QCOMPARE(figure->index(), 1);
        QCOMPARE(steps->index(), 2);
        figure->setIndex(0);
        item(QStringLiteral("lessonPanel"))->setProperty("tab", 0);
        QVERIFY(settle(window_));
    }
    // The window shown and active, as a person's window is when they type into it.
    [[nodiscard]] bool activate()
    {
        window_->show();
        window_->requestActivate();
        return QTest::qWaitForWindowActive(window_);
    }
    // cleanup's check (and initTestCase's, `when` "while loading"): the window settled, and no QML
    // warning since the last check. Fails the case naming every warning; the list is emptied.
    void failOnQmlWarnings(const char* when = "")
    {
        QVERIFY(settle(window_));
        const QStringList seen = std::exchange(qmlWarnings, {});
        QVERIFY2(seen.isEmpty(), qPrintable(QStringLiteral("QML warnings%1:\n").arg(QLatin1String(when)) + seen.join("\n")));
    }
    // The View menu's theme, as Main.qml's setTheme sets it (the menu's own path is covered by
    // user_ui_tests); false when the window has no such function.
    [[nodiscard]] bool setTheme(mqlab::app::ThemeModes::Mode mode)
    {
        return QMetaObject::invokeMethod(window_, "setTheme", Q_ARG(int, mode));
    }
    // cleanupTestCase's: the message handler that was there before openWindow.
    void restoreMessageHandler() { qInstallMessageHandler(previousHandler); }
};

} // namespace mqlab::test
