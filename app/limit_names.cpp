#include "limit_names.h"

#include "engine_text.h"
#include "mqlab/report/format.h"

namespace mqlab::app {

// The engine's English is marked for lupdate where format.cpp names each kind of limit.
QString limitLabel(LimitKind kind)
{
    return wordsIn(kLimitNameContext, limitName(kind));
}

QString limitShortLabel(LimitKind kind)
{
    return wordsIn(kLimitShortNameContext, limitShortName(kind));
}

// Marked where each kind's module lists its bill lines (engine/src/kinds/*.cpp, Module::bills).
QString billItemLabel(BillItem item)
{
    return wordsIn(kBillItemContext, billItemName(item));
}

} // namespace mqlab::app
