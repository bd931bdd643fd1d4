// The second seed's inputs for the three rounds, as shared/specs/second-seed.md gives them, each with
// its tag (seed: printed in the document; derived; recon: rebuilt so the document's totals come out;
// assumed). The suites under tests/engine/model/ derive every figure from these, the catalogue's
// "rounds" section and the models; nothing here is a result.
#pragma once

#include <cmath>

#include <vector>

#include "mqlab/model/global.h"
#include "mqlab/model/unit_system.h"
#include "test_data.h"

namespace mqlab::test::rounds {

inline const UnitSystem& units()
{
    return seed004Units();
}
inline const RoundsCatalog& prices()
{
    return catalog().rounds;
}

// A figure rounded to `decimals` places, half away from zero, as the spec prints it; binary noise a
// millionth of the last place below a half (58,562.4999999 for 117.125 MB/s / 2,000 B) is dropped first.
inline double printed(double x, int decimals)
{
    const double k = std::pow(10.0, decimals);
    return std::round(std::round(x * k * 1e6) / 1e6) / k;
}

inline constexpr double kPeakRatio = 3.5;     // seed: "the peak at 3.5 times the average", every round
inline constexpr double kMessageBytes = 2000; // seed: "about 2 KB each", decimal (§0.2)
inline constexpr int kReplicas = 3;           // seed: a Raft group of 3, one replica a zone
inline constexpr int kZones = 3;              // seed: one region, 3 AZs
inline constexpr double kOverhead = 1.2;      // seed: headers, ack records, indexes, free space

namespace r1 {
inline constexpr double kMessagesPerDay = 50e6;       // seed: 50 million messages a day
inline constexpr double kRetentionDays = 4;           // seed: unprocessed messages kept up to 4 days
inline constexpr int kBrokers = 3;                    // seed: 3 x m7g.large, one per AZ
inline constexpr int kMetadataNodes = 3;              // seed: 3 x m7g.medium
inline constexpr double kPartitionCeiling = 1000;     // seed: planning ceiling, msg/s a partition
inline constexpr int kHeadroom = 2;                   // seed: "doubled for headroom"
inline constexpr double kVolumeGB = 1000;             // seed: a 1 TB gp3 volume a broker
inline constexpr double kVolumeIops = 6000;           // seed: "so we provision 6,000"
inline constexpr double kWindowMs = 2;                // seed: one fsync per 2 ms window a log
inline constexpr int kMaxReceiveCount = 5;            // seed: DLQ after 5 failed receives
inline constexpr double kVisibilitySeconds = 30;      // seed: visibility 30 s by default
inline constexpr int kIdleWorkers = 60;               // seed: "60 idle workers"
inline constexpr double kWaitSeconds = 20;            // seed: long polls of 20 s
inline constexpr double kTarget = 0.999;              // seed: 99.9%
inline constexpr double kLatencyTargetMs = 100;       // seed: P99 send to a waiting worker under 100 ms
inline constexpr double kElectionSeconds[2] = {1, 2}; // seed: a partition refuses sends for 1 to 2 s
} // namespace r1

namespace r2 {
inline constexpr double kMessagesPerDay = 2e9;     // seed: 2 billion messages a day
inline constexpr int kBrokers = 12;                // seed: 12 brokers, 4 per AZ
inline constexpr int kControllers = 3;             // seed: a 3-node Raft group (m7g.large: §6.10)
inline constexpr int kPartitions = 2000;           // seed: about 2,000 partitions (200 teams x 10)
inline constexpr double kReadFactor = 2;           // derived (§6.4): "324 to consumers" = 2 x 162
inline constexpr double kVolumeGB = 2500;          // seed: a 2.5 TB gp3 volume a broker
inline constexpr double kVolumeMBps = 250;         // seed: provisioned at 250 MB/s
inline constexpr double kLocalDays = 1;            // seed: brokers keep 24 h
inline constexpr double kTierDays = 7;             // seed: S3 keeps 7 days
inline constexpr double kPageCacheMB = 24000;      // seed: ~24 GiB of page cache, divided as 24,000 MB (§6.11)
inline constexpr double kPartitionCeilingMBps = 5; // seed: planning ceiling of 5 MB/s a partition
inline constexpr double kJournalTriggerKB = 256;   // seed: a journal fsyncs per 2 ms or 256 KB
inline constexpr double kDedupWindowSeconds = 300; // seed: a 5-minute dedup window
inline constexpr double kTarget = 0.9999;          // seed: 99.99%
inline constexpr double kLatencyTargetMs = 15;     // seed: P99 send to a waiting reader under 15 ms
} // namespace r2

namespace r3 {
inline constexpr double kMessagesPerDay = 2e10;  // seed: 20 billion messages a day
inline constexpr double kCriticalShare = 0.25;   // seed: critical topics are 25% of traffic
inline constexpr double kCompressedBytes = 1000; // seed: compression 2 KB -> 1 KB
inline constexpr double kGrowthHeadroom = 1.3;   // seed: "the extra 30% covers growth"
inline constexpr int kBrokersPerCell = 12;       // seed: a cell is the Round 2 fleet
inline constexpr int kControllersPerCell = 3;    // seed
inline constexpr double kVolumeGB = 1000;        // recon (§6.7): 1 TB a broker gives the stated 42%
inline constexpr double kVolumeMBps = 250;       // recon (§6.9): Round 2's 250 MB/s carried over
inline constexpr double kFinanceShare = 0.20;    // seed: finance is 20% of own
inline constexpr double kArchiveDays = 90;       // seed: finance keeps 90 days
inline constexpr double kTypicalLagSeconds = 3;  // seed: the typical mirror lag, about 3 s
inline constexpr double kTargetLagSeconds = 5;   // seed: critical topics target 5 s
inline constexpr double kTarget = 0.99999;       // seed: 99.999% a region
// Recon (§6.6): 30/20/30/20, the only split that gives 243.1K, 222.8K and 18 cells; the EU pair is assumed
// to mirror the US one. Pairs (seed): us-east-1 with us-west-2, eu-west-1 with eu-central-1.
inline std::vector<RegionShare> split()
{
    return {{"us-east-1", 0.30, "us-west-2"},
            {"us-west-2", 0.20, "us-east-1"},
            {"eu-west-1", 0.30, "eu-central-1"},
            {"eu-central-1", 0.20, "eu-west-1"}};
}
} // namespace r3

} // namespace mqlab::test::rounds
