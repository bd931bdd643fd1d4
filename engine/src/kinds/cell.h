// Round 3's cells (engine-internal): a region's share-nothing copies of the Round 2 platform (12 brokers
// and 3 controllers each), one node a region with its count. Its card holds the region's planned peak
// against its cells' capacity (model/global.h's cellsFor); its finish() bills every cell of the design as
// one fleet (queue_bills.h's selfRunFleetBill), with storage by tier, the mirrors' transfer, cross-zone
// traffic and the same platform on Amazon MSK beside it, and fills the report's global figures.
#pragma once

#include "module.h"

namespace mqlab::kinds {

const Module& cellModule();

} // namespace mqlab::kinds
