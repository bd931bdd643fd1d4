// The engine's answer for a scenario: cards, tiles, the wall and the bill. evaluate() is
// numbers only (fast enough for a sweep); texts come from format.h and explain.h.
#pragma once

#include <cmath>
#include <limits>
#include <string>
#include <vector>

#include "mqlab/model/models.h"
#include "mqlab/model/scenario.h"
#include "mqlab/model/units.h"

namespace mqlab {

struct Catalog;
struct Scenario;

enum class Status { Ok, Warn, Red, Saturated };
// Every status, in order: a new status goes here too (the app's LimitStatus is checked against it).
inline constexpr Status kAllStatuses[] = {Status::Ok, Status::Warn, Status::Red, Status::Saturated};
inline constexpr double kRedPercent = 90.0; // a card turns red from this percent of a limit
// A percent's colour: saturated past 100, red from 90, warn past the sizing line (NaN: none).
Status percentStatus(double percent, double sizingPercent);

enum class LimitKind {
    Volume, EbsLink, Network, Storage, Partition,  // Standard
    DataIn, DataOut, ExpressPartition,             // Express
    Consumers,                                     // consumer group
    WorstCaseStorage, FsyncIops, PartitionRate,    // broker fleet (Round 1)
    InFlight, FifoThroughput,                      // SQS queue
    LocalVolumeFill, VolumeThroughput, PartitionReplicas, // platform fleet (Round 2)
    RegionCells,                                          // cells (Round 3): planned peak on the region's cells
    RpoMessages                                           // mirror link (Round 3): messages at risk at the lag
};

inline constexpr double kNotKnown = std::numeric_limits<double>::quiet_NaN();

// One limit of a card; used and capacity in `unit`; capacity NaN when the catalogue has no figure.
struct LimitReport {
    LimitKind kind = LimitKind::Volume;
    double used = 0;
    double capacity = kNotKnown;
    double sizingLine = kNotKnown;  // warn past this (same unit): 80% on Standard, sustained on Express
    double percent = kNotKnown;     // raw used / capacity x 100, may pass 100
    double wallEventsPerSecond = kNotKnown;  // offered load at which this limit reaches 100%
    bool producePath = false;       // a produce waits on it
    Status status = Status::Ok;
};

// One card a node; percent is the binding limit's, clamped at 100 (rawPercent is not).
struct CardReport {
    NodeKind kind = NodeKind::Cluster; // the scenario array its node lives in (scenario.h), one kind a card
    int node = 0;                      // index into that array (producers, clusters, ...)
    int cluster = -1;      // the cluster it writes to or reads from (-1: not connected)
    std::vector<LimitReport> limits;
    int binding = -1;      // index into limits of the highest percent (-1: none known)
    double rawPercent = 0;
    double percent = 0;
    Status status = Status::Ok;
    double wallEventsPerSecond = kNotKnown;  // lowest wall of its limits
    double offeredEventsPerSecond = 0;   // what reaches the node
    double carriedEventsPerSecond = 0;   // what gets through (clamped at its cluster's wall)
    // A node that holds messages: how many of its replicas may be lost with no acknowledged message lost
    // and sends still taken (-1: it holds none), out of `replicas`.
    int survives = -1;
    int replicas = 0;
};

// One line of the monthly bill.
enum class BillItem {
    Brokers,
    LocalStorage,
    TierStorage,
    ExpressStorage,
    ExpressDataIn,
    ConsumerTasks,
    DeadLetterQueues,
    FleetBrokers, // Round 1: the self-run fleet's month (queue_bills.h), line by line
    MetadataNodes,
    Gp3Storage,
    Gp3Iops,
    NlbHours,
    NlbCapacity,
    CrossAzReplication,
    CrossAzProducers,
    CrossAzWorkers,
    SqsRequests,
    SqsIdlePolls,
    PlatformBrokers, // Round 2: the platform fleet's month (queue_bills.h's selfRunFleetBill)
    Gp3Throughput,
    S3Tier,
    PlatformReplication,
    PlatformProducers,
    PlatformReaders,
    CellBrokers, // Round 3: every cell of the design billed as one fleet (selfRunFleetBill)
    CellControllers,
    CellGp3Storage,
    CellGp3Throughput,
    CellS3Standard,
    CellGlacierIr,
    MirrorTransfer,
    CellReplication,
    CellProducers
};
struct BillLine {
    BillItem item = BillItem::Brokers;
    int node = 0;          // index in the array of nodeKind; -1 for a line of every group's tasks or every dead-letter queue
    double quantity = 0;   // brokers, GiB, GB or tasks
    double unitPrice = 0;  // USD an hour or USD a GiB-month / GB
    Money amount;
    bool derivedPrice = false;  // the catalogue's price is derived, not sourced
    NodeKind nodeKind = NodeKind::Cluster;  // the array `node` indexes
    std::string priceStatus = {};  // Round 1: the unit price's status in the catalogue's rounds section ("assumed")
    std::string priceSource = {};  // and where the catalogue has it from ("second-seed.md §6.1", a URL)
};

struct ClusterDetail {            // figures the cards and the lessons need beyond the limits
    int producers = 0;            // producers whose events this cluster takes
    int groups = 0;
    ByteRate offered, carried;    // bytes/s in, before and after the wall
    double localGiB = 0, tierGiB = 0, heldGiB = 0;   // at the offered load
    double billedLocalGiB = 0, billedTierGiB = 0;    // at the carried load
    double cardPartitionShare = 0;    // upper bound, h + (1 - h) / P
    double exactPartitionShare = 0;   // sub-keys on distinct partitions
    double hotKeyShare = 0;           // the largest key's share before splitting (0: order id)
    int subKeys = 1;
    double distinctPartitionsByHash = 0;  // expected partitions the default hash gives the sub-keys
    double partitionCopiesPerBroker = 0;
    double recommendedPartitionCopies = kNotKnown;
    double expressDataOutSustainedPercent = kNotKnown;
};

struct GroupDetail {
    int workingTasks = 0, idleTasks = 0;
    double capacityEventsPerSecond = 0;
    double partitionThreadShare = 0;  // one partition's events in order on one thread (1 = 100%)
    double hotKeyThreadSeconds = 0;   // seconds of work a second the hot key needs on one thread
};

struct Latency {
    double ms = kFixedProduceMs;      // fixed 10 ms + queueing; the floor when saturated
    bool floor = false;               // a produce-path card is saturated: the true figure is higher
    double queueingMs = 0;
    double lingerMs = 0;              // reported beside, not added
    int cluster = -1;                 // the cluster whose resource binds
    LimitKind resource = LimitKind::EbsLink;
    double waitingEventsPerSecond = 0;  // past saturation: events/s that queue in the producers
    double targetMs = kNotKnown;        // Round 1: the P99 target a budget is held against
};

// Round 1's broker fleet: the figures its card and the report show beyond its limits.
struct FleetDetail {
    double peak = 0;               // msg/s into the fleet
    double messageBytes = 0;       // mean bytes a message
    double gbPerDay = 0, gbPerMonth = 0, messagesPerMonth = 0;
    double ingressMBps = 0;
    double worstCaseGB = 0, brokerGB = 0;  // worst-case storage, all replicas and on one broker
    double replicasPerBroker = 0, leadersPerBroker = 0;
    double perPartition = 0;       // msg/s into one partition
    double fsyncCapLog = 0, fsyncCapBroker = 0, iopsAtCap = 0;  // group commit's ceilings
    double realFsyncLog = 0;       // fsyncs a second a log makes at this rate (Poisson arrivals)
    int quorum = 0, tolerated = 0;
    double latencyMs = 0, latencyTargetMs = 0;
    std::string latencyStatus;     // the path's step times' status in the catalogue ("recon")
    std::string latencySource;     // and where the catalogue has them from ("second-seed.md §6.3")
};

// Round 2's platform fleet: the figures its card and the lessons name beyond its limits.
struct PlatformDetail {
    double average = 0, peak = 0;      // msg/s
    double messageBytes = 0;
    double gbPerDay = 0, gbPerMonth = 0;
    double ingressMBps = 0;            // one copy, at the peak
    double fleetInMBps = 0, fleetOutMBps = 0;            // producers + replication; readers + replication
    double brokerInMBps = 0, brokerOutMBps = 0;          // normal
    double networkPercent = 0, volumePercent = 0, ebsPercent = 0;                  // normal
    double lossInMBps = 0, lossOutMBps = 0, lossNetworkPercent = 0, lossVolumePercent = 0; // after a zone loss, planning
    double exactInMBps = 0, exactOutMBps = 0, exactNetworkPercent = 0; // after a zone loss, two copies
    double networkMBps = 0;            // a broker's network baseline
    double replicasPerBroker = 0, leadersPerBroker = 0, recommendedReplicas = 0;
    double pageCacheS = 0, pageCacheBinaryS = 0;
    double journalFsyncsPerBroker = 0, journalKBPerFsync = 0, journalSizeTriggerMBps = 0;
    double perPartitionFsyncs = 0, perPartitionFsyncCap = 0; // a broker, were every replica's log fsynced
    double localGB = 0, provisionedGB = 0, localFill = 0, daysOfRoom = 0;
    double tierGB = 0, withoutTierGB = 0, withoutTierProvisionedGB = 0, diskCut = 0;
    Money tierSaving, followerFetchSaving, replicationCost, producersCost;
    double dedupIds = 0, dedupIdsPerPartition = 0;
    double retriedLow = 0, retriedHigh = 0; // sends refused while a broker's leaders move (1 to 2 s)
    double latencyMs = 0, latencyTargetMs = 0;
    std::vector<double> pathMs;        // the send path's milestones (the stepper's times)
    double availabilityPercent = 0, downtimeMinutes = 0;
    double wallLocalFill = kNotKnown;  // msg/s at which each limit fills (the state shown)
};

// Amazon MSK for the same platform (queue_bills.h's mskBill), the "buy" beside a self-run platform.
struct MskComparison {
    bool known = false;
    Money brokers, storage, tier, producers, total;
    Money archive, mirroring; // Round 3: Glacier IR and cross-region, the same bought or built
};
// Round 3: one region's plan (model/global.h), msg/s.
struct RegionDetail {
    double ownPeak = 0, mirrorIn = 0, plannedPeak = 0;
    double criticalRate = 0;   // what its mirrors copy out at the peak, and what moves when it fails
    double perDay = 0;         // its own messages a day
    double messageBytes = 0;   // as sent
    int cells = 0;             // in its cells' nodes
    int cellsNeeded = 0;       // cellsFor(planned peak) with its cells' headroom and capacity
    double cellCapacity = 0;   // msg/s one of its cells is sized for
    double downtimeSeconds = 0; // a month, at its availability target
    // Its tiers, from its cells' month (compressed GB, one copy): S3 Standard holds every message,
    // own and mirrored in, for s3Days; Glacier IR the finance share to archiveDays after the send.
    double s3Days = 0, archiveDays = 0;
    double s3GBPerDay = 0, s3GB = 0;
    double glacierGBPerDay = 0, glacierStoredGB = 0, glacierBilledGB = 0;
};
// Round 3: one storage tier node (S3 Standard or Glacier IR) and its region's part of the bill line.
struct TierDetail {
    int region = -1;      // the region it belongs to (-1: not connected)
    double days = 0;      // S3: days kept; Glacier: days in Glacier (the horizon less the S3 days)
    double gbPerDay = 0;  // what enters it a day
    double storedGB = 0, billedGB = 0;
    double minimumDays = 0; // Glacier: the days an object is billed at least (the catalogue's)
    Money month;          // billed GB x the catalogue's price, as the cells' line bills it
};
// Round 3: one mirror link, source -> target region.
struct MirrorDetail {
    int from = -1, to = -1;    // region indexes (-1: not connected)
    double rate = 0;           // critical msg/s copied at the source's peak
    double atRisk = 0;         // messages only in the source when it fails, at the lag
    double atTarget = 0;       // at the target lag
    double mbps = 0;           // compressed MB/s copied, on average
    double gbPerDay = 0;
};
// Round 3: the design's figures over every region (each from model/global.h and queue_bills.h).
struct GlobalDetail {
    bool known = false;
    double peak = 0;           // msg/s, every region's own peak
    int cells = 0, brokers = 0, controllers = 0;
    double mirrorMBps = 0, mirrorGBPerDay = 0;
    double ownGBPerDay = 0, mirroredGBPerDay = 0, financeGBPerDay = 0; // compressed, one copy
    double intoCellsGBPerMonth = 0;
    double brokerGB = 0, s3GB = 0, glacierStoredGB = 0, glacierBilledGB = 0, storedGB = 0;
    double brokerFill = 0, daysOfRoom = 0; // broker tier over every volume; days a stopped upload leaves
    double rawGB = 0;          // every day of the archive horizon on brokers, uncompressed
    Money rawCost;             // that at the gp3 price
    Money mirroring, storage, crossZone, build, msk, saves;
    double replicationShare = 0; // of the cross-zone bill
    double teamUsd = 0;          // the user's figure for the people who run it; 0: not given
    Money savesWithTeam;         // saves - team
    int worstMirror = -1;        // the mirror whose region's loss leaves the most messages at its target lag
};

// Round 1's worker pool: what a poison message does, and the queue bought instead.
struct WorkerDetail {
    double rate = 0;               // msg/s the pool receives
    int deliveries = 0;            // a task that always fails is handed out this often
    double dlqAfterS = 0;          // and moves to the DLQ this long after its first receive
    bool toDlq = false;            // a dead-letter queue takes it (else it is redelivered for ever)
    double inFlight = 0;           // Little's law at the median processing time
};

// Amazon SQS for the same month (queue_bills.h's sqsBill): in the bill when an SQS queue carries the
// tasks, else the comparison beside the cost.
struct SqsComparison {
    bool known = false;
    bool inBill = false;
    double requests = 0, idlePolls = 0;  // a month
    Money requestsCost, idlePollsCost, total, unbatchedUpperBound;
};

// What the design survives: the weakest node that holds messages.
struct Durability {
    int survives = -1;  // replicas that may be lost (-1: nothing holds messages)
    int replicas = 0;
    int card = -1;      // the weakest card
};

// The downtime a month the availability target allows.
struct Availability {
    double targetPercent = kNotKnown;
    double budgetMinutes = kNotKnown;
};

struct Report {
    double offeredEventsPerSecond = 0;
    ByteRate offered;                 // all producers, bytes/s
    std::vector<CardReport> cards;    // producers, clusters, groups, in scenario order
    std::vector<ClusterDetail> clusters;  // by cluster index
    std::vector<GroupDetail> groups;      // by group index
    std::vector<FleetDetail> fleets;      // by broker fleet index
    std::vector<WorkerDetail> workers;    // by worker pool index
    std::vector<PlatformDetail> platforms; // by platform fleet index
    std::vector<RegionDetail> regions;    // by region index
    std::vector<MirrorDetail> mirrors;    // by mirror link index
    std::vector<TierDetail> s3Tiers;      // by S3 tier index
    std::vector<TierDetail> glacierTiers; // by Glacier tier index
    GlobalDetail global;
    SqsComparison sqs;
    MskComparison msk;
    Durability durability;
    Availability availability;
    Latency latency;
    std::vector<BillLine> bill;
    Money total;
    int firstToSaturate = -1;   // card index, or -1: nothing saturated
    int busiest = -1;           // card index with the highest percent
    double wallEventsPerSecond = kNotKnown;  // first card to reach 100% as the load grows
    int wallCard = -1;
    int wallLimit = -1;         // index into that card's limits
};

// Runs every model on the scenario at its producers' rates, or at `loadOverride` events/s
// (all producers scaled together) when it is positive.
Report evaluate(const Scenario& scenario, const Catalog& catalog, double loadOverride = 0);

}  // namespace mqlab
