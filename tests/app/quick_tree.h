// Walking a Qt Quick scene in tests: QML items are not always QObject children of their visual
// parents, so both UI suites search the visual tree.
#pragma once

#include <QCoreApplication>
#include <QDir>
#include <QImage>
#include <QList>
#include <QQuickWindow>
#include <QTest>
#include <QQuickItem>
#include <QString>

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

// Lets bindings, layouts and a frame or two run before the next check or screenshot.
// The window builds its panels and dialogs just after its first frame; true once they all exist.
inline bool waitUntilReady(QQuickWindow* window, int ms = 20000)
{
    return QTest::qWaitFor([window] { return window->property("ready").toBool(); }, ms);
}

inline void settle()
{
    for (int i = 0; i < 5; ++i) {
        QCoreApplication::processEvents();
        QTest::qWait(20);
    }
}

// Saves the window as `name`.png in the build's screenshot folder; false when nothing was grabbed.
inline bool saveScreenshot(QQuickWindow* window, const QString& name)
{
    settle();
    const QString dir = QStringLiteral(MQLAB_SCREENSHOT_DIR);
    QDir().mkpath(dir);
    const QImage img = window->grabWindow();
    return !img.isNull() && img.save(dir + "/" + name + ".png");
}

}  // namespace mqlab::test
