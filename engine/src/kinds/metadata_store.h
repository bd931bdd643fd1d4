// Round 1's metadata store (engine-internal): the fleet's own small Raft group for queues, settings,
// placement and leaders. Off the data path: no message passes through it, so it has no limit, and a
// connection to the fleet is optional (drawn dashed). It bills its nodes.
#pragma once

#include "module.h"

namespace mqlab::kinds {

const Module& metadataStoreModule();

} // namespace mqlab::kinds
