// The catalogue of broker sizes, limits and prices (assets/catalog.json): data, not code.
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace mqlab {

// One catalogue figure; value is empty when no trusted source gives it.
struct SourcedFigure {
    std::optional<double> value;
    std::string status;  // "seed", "verified", "derived" or "unknown"
    std::string source;  // "seed 000" or an official AWS URL
    std::string note;
    bool known() const { return value.has_value(); }
    bool derived() const { return status == "derived"; }
};

// A Standard broker size; rates in decimal MB/s a broker, storage in GiB a broker.
struct StandardSize {
    std::string name;                    // "kafka.m7g.large"
    SourcedFigure priceUsdPerHour;       // USD an hour a broker
    SourcedFigure ebsLinkMBps;           // instance-to-EBS link
    SourcedFigure networkMBps;           // EC2 network baseline
    SourcedFigure storageVolumeMBps;     // the EBS volume itself
    SourcedFigure maxStorageGiB;         // MSK quota, 16,384 at every size
    SourcedFigure recommendedPartitionCopies;  // leaders + followers a broker
};

// An Express broker size; rates in decimal MB/s a broker (client traffic only).
struct ExpressSize {
    std::string name;  // "express.m7g.2xlarge"
    SourcedFigure priceUsdPerHour;
    SourcedFigure dataInSustainedMBps, dataInMaxMBps;
    SourcedFigure dataOutSustainedMBps, dataOutMaxMBps;
    SourcedFigure partitionMBps;  // a partition's throttle, read as data in
};

// Storage, transfer and consumer prices; USD.
struct Prices {
    double standardStoragePerGiBMonth = 0;  // billed a GiB at the price of a GB, as the seed does
    double tierStoragePerGiBMonth = 0;
    double tierReadPerGB = 0;
    double expressStoragePerGiBMonth = 0;
    double expressDataInPerGB = 0;
    double interZonePerGBEachWay = 0;
    double consumerTaskPerHour = 0;  // one 1 vCPU Fargate task
    int consumerTaskThreads = 0;     // threads such a task runs
    double standardSizingLinePercent = 0;  // AWS sizes Standard brokers to this share of a limit
};

// Kinesis Data Streams, for the "why a log" side section; the seed's example prices.
struct KinesisPrices {
    double shardInMiBps = 0, shardInRecordsPerSecond = 0, shardOutMiBps = 0;
    double putPayloadUnitKB = 0;       // decimal KB a PUT payload unit covers
    double sizingLinePercent = 0;      // each shard sized to this share
    double shardHour = 0, extendedRetentionShardHour = 0, putUnitsPerMillion = 0;
    double efoConsumerShardHour = 0, efoPerGB = 0;
};

// A figure of the second seed's section ("rounds"): it always has a value (>= 0, in `unit`). status is
// seed, derived, recon, assumed or verified; source is the spec's section ("second-seed.md §2.5"),
// "seed 000" for a figure the first seed gives, or an official AWS URL for a verified one.
struct RoundFigure {
    double value = 0;
    std::string status;
    std::string source;
    std::string unit;
    std::string note;
};

// An EC2 size a self-run broker or controller runs on (on demand, us-east-1).
struct Ec2Instance {
    std::string name;                         // "m7g.large"
    RoundFigure priceUsdPerHour;              // USD an hour
    std::optional<RoundFigure> vcpus;         // vCPUs
    std::optional<RoundFigure> memoryGiB;     // GiB of memory
    std::optional<RoundFigure> networkGbps;   // network baseline, Gbps
    std::optional<RoundFigure> ebsBaselineMBps;  // instance-to-EBS baseline, decimal MB/s
};

// gp3 volumes: storage per GB-month; IOPS and throughput above the free baseline per month.
struct Gp3Figures {
    RoundFigure storageUsdPerGBMonth, iopsUsdPerIopsMonth, throughputUsdPerMBpsMonth;
    RoundFigure baselineIops, baselineMBps;  // included in the storage price
};

// A Network Load Balancer: an hourly charge plus capacity units (NLCU) an hour.
struct NlbFigures {
    RoundFigure hourUsd, nlcuHourUsd;
    RoundFigure gbPerNlcuHour;  // processed GB an NLCU covers in an hour
};

// S3 tiers: USD per GB-month; Glacier Instant Retrieval bills at least its minimum days.
struct ObjectStorageFigures {
    RoundFigure standardUsdPerGBMonth, glacierIrUsdPerGBMonth, glacierIrMinimumDays;
};

// Data transfer, USD per GB: across zones each way (a GB that crosses pays both), across regions.
struct TransferFigures {
    RoundFigure crossAzUsdPerGBEachWay, crossRegionUsdPerGB;
};

// Amazon SQS: the request price and the published quotas the rounds check against.
struct SqsFigures {
    RoundFigure usdPerMillionRequests;  // standard queue
    RoundFigure billingChunkKiB;        // every chunk of payload this size is billed as a request
    RoundFigure visibilityDefaultS, visibilityMinS, visibilityMaxS;
    RoundFigure longPollMaxS;           // ReceiveMessage wait
    RoundFigure inFlightMax;            // received, not yet deleted
    RoundFigure fifoRequestsPerS;       // per API action, unbatched
    RoundFigure fifoBatchedMessagesPerS;
    RoundFigure batchMax;               // messages in one batch request
    RoundFigure payloadMaxKiB;          // today's largest message
    RoundFigure seedPayloadMaxKB;       // the limit the document uses
    RoundFigure retentionDefaultDays;
    RoundFigure delayMaxS;
    RoundFigure fifoDedupWindowS;
};

// Amazon MSK, the "buy" option of Rounds 2 and 3.
struct MskFigures {
    std::string size;                   // "kafka.m7g.2xlarge"
    RoundFigure brokerUsdPerHour;
    RoundFigure storageUsdPerGBMonth;   // broker storage
    RoundFigure tierUsdPerGBMonth;      // tiered storage
    RoundFigure recommendedPartitionReplicas;  // leaders + followers a broker
};

// AWS KMS key deletion: the waiting period, days.
struct KmsFigures {
    RoundFigure deletionWaitMinDays, deletionWaitMaxDays, deletionWaitDefaultDays;
};

// Round 1's path from a send to a waiting worker, step by step (recon: the document lost its table).
struct TaskPathFigures {
    RoundFigure hopMs;        // a hop inside a zone
    RoundFigure fsyncMs;      // one fsync
    RoundFigure crossAzRttMs; // a round trip to another zone
    RoundFigure pollWakeMs;   // a held long poll woken
    RoundFigure followerFetchMs; // Round 2: the high watermark reaching the follower in the reader's zone
};

// The second seed's sizes, prices and quotas (the "rounds" section of the catalogue).
struct RoundsCatalog {
    std::vector<Ec2Instance> ec2;
    Gp3Figures gp3;
    NlbFigures nlb;
    ObjectStorageFigures storage;
    TransferFigures transfer;
    SqsFigures sqs;
    MskFigures msk;
    KmsFigures kms;
    TaskPathFigures taskPath;

    const Ec2Instance* findEc2(const std::string& name) const;
};

struct Catalog {
    std::vector<StandardSize> standard;
    std::vector<ExpressSize> express;
    Prices prices;
    KinesisPrices kinesis;
    RoundsCatalog rounds;  // the second seed's rounds

    const StandardSize* findStandard(const std::string& name) const;
    const ExpressSize* findExpress(const std::string& name) const;
    std::vector<std::string> sizeNames() const;  // Standard sizes, then Express sizes
};

// Parses catalogue JSON; throws InputError naming `fileName` and the field.
Catalog parseCatalog(const std::string& jsonText, const std::string& fileName);
Catalog loadCatalogFile(const std::string& path);

}  // namespace mqlab
