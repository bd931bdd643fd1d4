// The consumer group kind: tasks of threads reading one cluster. Its limit is the work its tasks
// can do on the partitions they hold; its bill line is every group's tasks together (engine-internal).
#pragma once

#include "module.h"

namespace mqlab::kinds {

const Module& consumerGroupModule();

} // namespace mqlab::kinds
