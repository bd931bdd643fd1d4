// Round 3's Glacier Instant Retrieval tier (engine-internal): one region's archive (region -> tier) of
// its finance topics, from the end of S3 Standard to `days` after the send, each object billed at least
// the catalogue's minimum (90 days). Its card shows the region's part of the cells' Glacier IR line.
#pragma once

#include "module.h"

namespace mqlab::kinds {

const Module& glacierTierModule();

} // namespace mqlab::kinds
