// Round 1's producer: a service sized by messages a day, a message size and the peak over the day's
// average (engine-internal). A kind of its own rather than the first seed's producer: that one is rated
// in events a second with Kafka's settings (key, partitioner, linger.ms, acks) and must write to a
// cluster, none of which a leased task queue has.
#pragma once

#include "module.h"

namespace mqlab::kinds {

const Module& taskProducerModule();

} // namespace mqlab::kinds
