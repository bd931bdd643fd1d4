// The stepper "what the tier offloads" (second-seed.md §3.5 rows "S3 tier", "without the tier",
// "tier saving"; §3.9): the design's storage with its S3 tier against every retained day on broker
// disks, one step of arithmetic at a time, each figure from the Round 2 model (model/platform.h).
#pragma once

#include <string>
#include <vector>

namespace mqlab {

struct StreamPlatform;
struct PlatformDetail;
struct RoundsCatalog;

// What the steps need, in the model's units.
struct TierOffloadInputs {
    double gbPerDay = 0;       // one copy of a day's messages
    double localDays = 0;      // kept on broker disks
    double tierDays = 0;       // kept in the S3 tier (0: no tier)
    int replicationFactor = 0; // copies on broker disks
    double overhead = 0;       // indexes, journal, free space
    int brokers = 0;
    double volumeGB = 0; // a broker's gp3 volume
    double gp3UsdPerGBMonth = 0, s3UsdPerGBMonth = 0;
    std::string gp3Source, s3Source; // where the prices are from
};
// A design's platform fleet, its report's detail and the catalogue's prices as the steps' inputs.
TierOffloadInputs tierOffloadInputs(const StreamPlatform& fleet, const PlatformDetail& detail,
                                    const RoundsCatalog& catalog);

struct TierOffloadStep {
    std::string key;        // "without_tier"
    double value = 0;       // in the step's unit: GB, a share in [0, 1], USD
    std::string valueText;  // "100.8 TB"
    std::string arithmetic; // how it comes out, with the figures it uses
};
// The steps, in order: a day, on the brokers, their fill, the tier, without the tier, the gp3 that
// would need, the disk cut, the bill without, with, and the saving. With no tier: one step saying so.
std::vector<TierOffloadStep> tierOffloadSteps(const TierOffloadInputs& in);

} // namespace mqlab
