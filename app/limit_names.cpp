#include "limit_names.h"

#include <QCoreApplication>

#include "mqlab/report/format.h"

namespace mqlab::app {

// The engine's English is marked for lupdate where format.cpp names each kind of limit.
QString limitLabel(LimitKind kind)
{
    return QCoreApplication::translate(kLimitNameContext, limitName(kind).c_str());
}

QString limitShortLabel(LimitKind kind)
{
    return QCoreApplication::translate(kLimitShortNameContext, limitShortName(kind).c_str());
}

// Marked where each kind's module lists its bill lines (engine/src/kinds/*.cpp, Module::bills).
QString billItemLabel(BillItem item)
{
    return QCoreApplication::translate(kBillItemContext, billItemName(item).c_str());
}

} // namespace mqlab::app
