// The producer kind: a source of events. It has no limit of its own; its card shows what its
// cluster lets through, and a wall it meets makes its events wait (engine-internal).
#pragma once

#include "module.h"

namespace mqlab::kinds {

const Module& producerModule();

} // namespace mqlab::kinds
