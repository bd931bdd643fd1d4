// A limit's name in the user's language ("network", "hottest partition"): the engine names each kind
// of limit in English (mqlab/report/format.h, limitName and limitShortName), marked for lupdate; and
// a bill line's item ("broker storage"), which each kind's module names the same way.
#pragma once

#include <QString>

#include "mqlab/model/report.h"

namespace mqlab::app {

// The translation contexts of the names in translations/*.ts.
inline constexpr const char* kLimitNameContext = "LimitName";
inline constexpr const char* kLimitShortNameContext = "LimitShortName";
inline constexpr const char* kBillItemContext = "BillItem";

// Translated; the engine's English where no translation has it.
QString limitLabel(LimitKind kind);      // "storage volume": a card's bar, a tile, the bill
QString limitShortLabel(LimitKind kind); // "volume": a chart's axis
QString billItemLabel(BillItem item);    // "broker storage": a line of the bill

} // namespace mqlab::app
