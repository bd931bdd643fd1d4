// Round 1's internal Network Load Balancer (engine-internal): layer 4, passes producers' connections
// through to the brokers. No limit of its own at these rates; it bills its hours and capacity units.
#pragma once

#include "module.h"

namespace mqlab::kinds {

const Module& loadBalancerModule();

} // namespace mqlab::kinds
