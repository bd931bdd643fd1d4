// Round 3's routing control (engine-internal): a Route 53 ARC routing control for one topic group
// (routing control -> the two regions of its pair), naming the region that takes the group's writes.
// Nothing flips it by itself: an engineer does, once the region's loss is confirmed.
#pragma once

#include "module.h"

namespace mqlab::kinds {

const Module& routingControlModule();

} // namespace mqlab::kinds
