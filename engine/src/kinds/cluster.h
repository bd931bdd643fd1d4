// The cluster kinds, Standard and Express, in one array: their limits (Equation 1, disk, the
// hottest partition; Express's throttles), their bill lines and the produce latency they set
// (engine-internal). The models themselves are models.h's.
#pragma once

#include "module.h"

namespace mqlab::kinds {

const Module& clusterModule();

} // namespace mqlab::kinds
