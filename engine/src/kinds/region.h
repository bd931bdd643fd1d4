// Round 3's region (engine-internal): the home of its share of the producers' messages, one of a pair.
// Its plan (own peak, the mirror stream its pair sends in, the planned peak its cells are sized for)
// comes from model/global.h; its card has no limit of its own (its cells carry the region's load).
#pragma once

#include "module.h"

namespace mqlab::kinds {

const Module& regionModule();
// The index of the region called `id`, or -1.
int regionIndex(const Scenario& scenario, const std::string& id);
// Why `node` (a tier, key store or routing control, of array `kind`) may not hold or serve `region`:
// a node of EU residency serves EU regions only and an EU region's data goes to EU nodes only
// (RESIDENCY_VIOLATION; null `residency`: a node without one); with `pair`, every region it serves is
// one of a single pair. Empty `english` when it may, or when `region` is no region. The region module
// lists its templates.
Message regionRefusal(const Scenario& scenario, NodeKind kind, const std::string& node, const Residency* residency,
                      const std::string& region, bool pair);
// The regions `node` connects to (node -> region), in connection order.
std::vector<const Region*> regionsServed(const Scenario& scenario, const std::string& node);

} // namespace mqlab::kinds
