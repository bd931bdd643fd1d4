// Round 1's Amazon SQS queue (engine-internal), the "buy" option between producers and a worker pool.
// Its card checks the in-flight quota (Little's law at the pool's median processing time) and, on a
// FIFO queue, the throughput quota; it bills its requests and the pool's idle long polls.
#pragma once

#include "module.h"

namespace mqlab::kinds {

const Module& sqsQueueModule();

} // namespace mqlab::kinds
