// Round 3's region (engine-internal): the home of its share of the producers' messages, one of a pair.
// Its plan (own peak, the mirror stream its pair sends in, the planned peak its cells are sized for)
// comes from model/global.h; its card has no limit of its own (its cells carry the region's load).
#pragma once

#include "module.h"

namespace mqlab::kinds {

const Module& regionModule();
// The index of the region called `id`, or -1.
int regionIndex(const Scenario& scenario, const std::string& id);

} // namespace mqlab::kinds
