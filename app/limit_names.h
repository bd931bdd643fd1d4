// A limit's name in the user's language ("network", "hottest partition"): the engine names each kind
// of limit in English (mqlab/report/format.h, limitName and limitShortName); the app holds the same
// words here for the translator and looks them up by kind.
#pragma once

#include <QString>

#include "mqlab/model/report.h"

namespace mqlab::app {

// The translation contexts of the names in translations/*.ts.
inline constexpr const char* kLimitNameContext = "LimitName";
inline constexpr const char* kLimitShortNameContext = "LimitShortName";

// The app's copy of the engine's English (the text lupdate reads); null for a kind the table lacks.
const char* limitNameEnglish(LimitKind kind);
const char* limitShortNameEnglish(LimitKind kind);
// Translated; the engine's English for a kind the table lacks.
QString limitLabel(LimitKind kind);      // "storage volume": a card's bar, a tile, the bill
QString limitShortLabel(LimitKind kind); // "volume": a chart's axis

} // namespace mqlab::app
