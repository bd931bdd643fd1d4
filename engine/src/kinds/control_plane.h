// Round 3's control plane (engine-internal): pushes policies and the cell map to the cells it connects
// to (control plane -> cells) in waves, a canary cell first, so a bad change stops at the canary's
// tenants. Its card gives the canary and the waves; it has no limit and no bill line.
#pragma once

#include "module.h"

namespace mqlab::kinds {

const Module& controlPlaneModule();

} // namespace mqlab::kinds
