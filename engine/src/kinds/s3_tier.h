// Round 3's S3 Standard tier (engine-internal): one region's bucket (region -> tier), every message of
// the region's cells, own and mirrored in, kept `days`. Its card shows the region's part of the cells'
// S3 Standard bill line (TB stored and billed, dollars a month); the line itself stays the cells'.
#pragma once

#include "module.h"

namespace mqlab::kinds {

const Module& s3TierModule();
// A tier's terabytes as its card writes them: whole when whole to a tenth, else one decimal.
std::string terabytes(double gb);

} // namespace mqlab::kinds
