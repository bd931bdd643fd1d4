// Walking a Qt Quick scene in tests: QML items are not always QObject children of their visual
// parents, so both UI suites search the visual tree.
#pragma once

#include <QList>
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

}  // namespace mqlab::test
