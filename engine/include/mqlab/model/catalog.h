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

struct Catalog {
    std::vector<StandardSize> standard;
    std::vector<ExpressSize> express;
    Prices prices;
    KinesisPrices kinesis;

    const StandardSize* findStandard(const std::string& name) const;
    const ExpressSize* findExpress(const std::string& name) const;
    std::vector<std::string> sizeNames() const;  // Standard sizes, then Express sizes
};

// Parses catalogue JSON; throws InputError naming `fileName` and the field.
Catalog parseCatalog(const std::string& jsonText, const std::string& fileName);
Catalog loadCatalogFile(const std::string& path);

}  // namespace mqlab
