// Round 2's consumer team (engine-internal): a team reading through the platform fleet with a consumer
// group of its own (committed offsets, cooperative rebalancing), live from its offsets or replaying by
// timestamp from the S3 tier on the cold path, within a fetch byte quota (over it, 429 with
// Retry-After). Its card has no limit: the fleet's network carries every team's reads (its read factor).
#pragma once

#include "module.h"

namespace mqlab::kinds {

const Module& consumerTeamModule();

} // namespace mqlab::kinds
