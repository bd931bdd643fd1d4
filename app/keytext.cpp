#include "keytext.h"

#include <QKeySequence>
#include <QStringList>

namespace mqlab::app {

QString KeyText::of(const QVariant& shortcut)
{
    if (!shortcut.isValid() || shortcut.isNull())
        return {};
    if (shortcut.typeId() == QMetaType::QString)
        return QKeySequence(shortcut.toString()).toString(QKeySequence::NativeText);
    bool isNumber = false;
    const int standard = shortcut.toInt(&isNumber);
    if (!isNumber || standard <= 0)
        return {};
    QStringList keys;
    for (const QKeySequence& k : QKeySequence::keyBindings(static_cast<QKeySequence::StandardKey>(standard)))
        keys << k.toString(QKeySequence::NativeText);
    return keys.join(QStringLiteral(", "));
}

} // namespace mqlab::app
