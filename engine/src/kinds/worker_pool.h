// Round 1's worker pool (engine-internal): workers that long-poll for tasks, hold each under a lease (the
// visibility timeout), extend it while they work and delete the task when done. Its card shows what a
// task that always fails does (queue_bills.h's poisonToDlq) and the lease against the longest task; the
// pool also prices the same month on Amazon SQS, the figure set beside a self-run fleet's bill.
#pragma once

#include "module.h"

namespace mqlab::kinds {

const Module& workerPoolModule();

} // namespace mqlab::kinds
