// Round 3's mirror link (engine-internal): the one-way, asynchronous copy of a region's critical topics
// to the other region of its pair (region -> mirror link -> region). Its card holds the messages a lost
// source leaves behind at the lag against the same at the target lag (model/global.h's messagesAtRisk);
// the mirrored bytes are billed as cross-region transfer with the cells' month.
#pragma once

#include "module.h"

namespace mqlab::kinds {

const Module& mirrorLinkModule();
// Why `from -> to` may not join a mirror to a region: the regions at its two ends must be one pair
// and share a residency (an EU region's data never leaves the EU). Empty `english` when it may, or
// when the other end is not connected yet. Its templates: mirrorRefusalTemplates.
Message mirrorRefusal(const Scenario& scenario, const std::string& from, const std::string& to);
// A region's pair as a refusal names it: "\"eu-west-1\"", or "no region" (region.cpp's refusals say it too).
Message pairedWith(const std::string& pair);

} // namespace mqlab::kinds
