// The dead-letter queue kind: where a consumer group's messages go after too many failed receives
// (SQS's redrive policy; the second seed's Round 1). No limit of its own yet, and not priced yet:
// its bill line says $0 (engine-internal).
#pragma once

#include "module.h"

namespace mqlab::kinds {

const Module& deadLetterQueueModule();

} // namespace mqlab::kinds
