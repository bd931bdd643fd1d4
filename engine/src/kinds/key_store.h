// Round 3's key store (engine-internal): a pair's keys (key store -> its two regions). A KMS
// multi-Region key a tenant, with its replica in the pair to decrypt mirrored data, and per-customer
// keys in a DynamoDB global table across the pair, deleted to crypto-shred a customer. An EU key store
// serves EU regions only (RESIDENCY_VIOLATION). No limit and no bill line yet: its card says what it holds.
#pragma once

#include "module.h"

namespace mqlab::kinds {

const Module& keyStoreModule();

} // namespace mqlab::kinds
