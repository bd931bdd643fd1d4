// Round 2's queue topic (engine-internal): Round 1's leased queue as a topic on the platform fleet.
// A receive leases a message (visibility), a delete ends it, the dead-letter queue takes it after
// max_receive deliveries; with a group key a key's messages share a partition and only one of a group
// is handed out at a time; without one a message may be delayed 0 to 900 s. Its card has no limit of
// its own (the fleet's carry the bytes).
#pragma once

#include "module.h"

namespace mqlab::kinds {

const Module& queueTopicModule();

} // namespace mqlab::kinds
