// What a user builds: producers, clusters, consumer groups, dead-letter queues and the connections between them.
// The JSON form ("version": 1) is documented in engine/docs/scenario-format.md; stage files use it too.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

namespace mqlab {

struct Catalog;

// A node's place on the canvas, in canvas pixels; within +-1,000,000.
struct Position {
    double x = 0, y = 0;
    bool operator==(const Position&) const = default;
};

enum class KeyKind { OrderId, Merchant };      // order id: uniform keys; merchant: one hot key
enum class Partitioner { DefaultHash, Custom };  // custom places sub-keys on distinct partitions
enum class Acks { All, One, Zero };
enum class ClusterKind { Standard, Express };

struct Producer {
    std::string id, name = "Order service";
    double eventsPerSecond = 25000;  // events/s, 1 to 10,000,000
    double eventBytes = 2048;        // mean bytes an event, 1 to 1,048,576
    KeyKind key = KeyKind::OrderId;
    double hotKeyShare = 0.30;       // the largest key's share of events, (0, 1]; used when key = merchant
    int subKeys = 1;                 // sub-keys the hot key is split into, 1 to 10,000 (1 = no split)
    Partitioner partitioner = Partitioner::DefaultHash;
    double lingerMs = 5;             // linger.ms, 0 to 60,000
    Acks acks = Acks::All;
    bool idempotence = true;         // Kafka requires acks=all for it
    Position position;
    bool operator==(const Producer&) const = default;
};

struct Cluster {
    std::string id, name = "Kafka cluster";
    ClusterKind kind = ClusterKind::Standard;
    std::string brokerSize = "kafka.m7g.large";  // a catalogue size of the cluster's kind
    int brokers = 3;               // 1 to 1,000, a multiple of zones
    int zones = 3;                 // 1 to 3
    int replicationFactor = 3;     // 1 to brokers; Express: 3
    int minInsyncReplicas = 2;     // 1 to RF; Express: 2
    int partitions = 48;           // 1 to 100,000
    double retentionDays = 7;      // days, (0, 3,650]
    bool tieredStorage = false;    // Standard only
    double localRetentionHours = 24;  // hours on broker disks with the tier, (0, retention]
    bool uncleanLeaderElection = false;
    Position position;
    bool operator==(const Cluster&) const = default;
};

struct ConsumerGroup {
    std::string id, name = "Consumer group";
    int tasks = 12;            // 1 to 10,000
    int threadsPerTask = 10;   // 1 to 1,000
    double msPerEvent = 2;     // ms of work an event, (0, 60,000]
    Position position;
    bool operator==(const ConsumerGroup&) const = default;
};

// Where a group's messages go after too many failed receives (SQS's redrive policy). Round 1 of
// the second seed: moved when a receive would pass maxReceiveCount 5. Not priced yet.
struct DeadLetterQueue {
    std::string id, name = "Dead-letter queue";
    int maxReceiveCount = 5;   // receives before a message moves here, 1 to 1,000
    double retentionDays = 14; // days a message is kept here, 1 to 14
    Position position;
    bool operator==(const DeadLetterQueue&) const = default;
};

// Round 1 of the second seed (scenario version 2): a leased task queue on a self-run Raft fleet, with
// Amazon SQS as the "buy" option. Ranges and sources are the field table's (fields.cpp).
enum class SqsType { Standard, Fifo };

// A service that sends tasks, sized by the day: its peak is messages a day / 86,400 x peakRatio.
struct TaskProducer {
    std::string id, name = "Order service";
    double messagesPerDay = 50e6; // 1 to 10^11 messages a day
    double messageBytes = 2000;   // 1 to 1,048,576 bytes (decimal KB in seed004)
    double peakRatio = 3.5;       // the peak over the day's average, 1 to 100
    // Round 2's send options (off by default, as Round 1 sends); the group key and the delay are the
    // queue topic's (QueueTopic), since they are rules of the topic a producer sends to:
    double dedupWindowS = 0;    // a repeated deduplication ID is dropped within this window, 0 (off) to 3,600 s
    bool idempotent = false;    // producer ID + a sequence a partition: a retried batch is dropped
    int batch = 1;              // messages a send carries, 1 to 100
    Position position;
    bool operator==(const TaskProducer&) const = default;
};

// A layer-4 load balancer (NLB) in front of the brokers: spreads producer connections, bills hours and NLCUs.
struct LoadBalancer {
    std::string id, name = "Internal NLB";
    Position position;
    bool operator==(const LoadBalancer&) const = default;
};

// Self-run brokers on EC2; every partition is a Raft group with one replica a zone.
struct BrokerFleet {
    std::string id, name = "Broker fleet";
    std::string instance = "m7g.large"; // an EC2 size of the catalogue's rounds section
    int brokers = 3;                    // 1 to 1,000, a multiple of zones
    int zones = 3;                      // 1 to 3
    int partitions = 6;                 // 1 to 100,000
    int replicationFactor = 3;          // fixed at 3
    int quorum = 2;                     // fixed at 2 (a majority of 3)
    double groupCommitMs = 2;           // at most one fsync a log per window, (0, 1,000] ms
    double volumeGB = 1000;             // gp3 a broker, 1 to 16,384 GB
    double iops = 6000;                 // provisioned a volume, 3,000 to 16,000
    double retentionDays = 4;           // unprocessed messages kept at worst, (0, 14] days
    double overhead = 1.2;              // headers, ack and lease records, indexes, free space: 1 to 3
    double partitionCeiling = 1000;     // msg/s a partition is planned to carry, 1 to 1,000,000
    double availabilityPercent = 99.9;  // the target, 90 to 99.9999
    double latencyTargetMs = 100;       // P99 send to a waiting worker, 1 to 60,000 ms
    Position position;
    bool operator==(const BrokerFleet&) const = default;
};

// The fleet's own small Raft group (queues, settings, placement, leaders); off the data path.
struct MetadataStore {
    std::string id, name = "Metadata store";
    std::string instance = "m7g.medium"; // an EC2 size of the catalogue's rounds section
    int nodes = 3;                       // 1 to 7, odd
    Position position;
    bool operator==(const MetadataStore&) const = default;
};

// Workers that long-poll for tasks, hold each under a lease and delete it when done.
struct WorkerPool {
    std::string id, name = "Fulfilment workers";
    int workers = 60;           // 1 to 100,000
    double visibilityS = 30;    // the lease, 0 to 43,200 s
    double extendEveryS = 10;   // a worker still working extends its lease this often; 0: never
    int maxReceive = 5;         // deliveries before the DLQ, 1 to 1,000
    double waitS = 20;          // long-poll wait, 0 to 20 s
    int maxMessages = 10;       // a receive takes at most this many, 1 to 10
    double processingP50S = 1;  // seconds a task takes: median, P99 and the longest
    double processingP99S = 8;
    double processingMaxS = 60;
    Position position;
    bool operator==(const WorkerPool&) const = default;
};

// Round 2's platform of stream and queue topics: the Round 1 fleet grown to many teams. Brokers keep
// the last hours on local gp3 and seal older segments to an S3 tier; each broker writes one journal;
// readers fetch from the replica in their own zone; per-team byte quotas; controllers off the data path.
enum class ZoneView { AfterZoneLoss, Normal }; // the state the card's limits are shown in
struct StreamPlatform {
    std::string id, name = "Platform fleet";
    std::string instance = "m7g.2xlarge"; // an EC2 size of the catalogue's rounds section
    int brokers = 12;                     // 1 to 1,000, a multiple of zones
    int zones = 3;                        // 1 to 3
    int partitions = 2000;                // 1 to 100,000 (every team's topics together)
    int replicationFactor = 3;            // fixed at 3
    int quorum = 2;                       // fixed at 2
    double groupCommitMs = 2;             // the journal fsyncs at most once a window, (0, 1,000] ms
    bool journal = true;                  // one journal a broker for all its replicas (else a log each fsyncs)
    double volumeGB = 2500;               // gp3 a broker, 1 to 16,384 GB
    double volumeMBps = 250;              // gp3 throughput provisioned a volume, 125 to 1,000 MB/s
    double localHours = 24;               // kept on broker disks before only the tier has it, (0, 8,760] h
    double tierDays = 7;                  // kept in S3 (the stream topics' retention), 0 (no tier) to 3,650 days
    double overhead = 1.2;                // indexes, journal, free space: 1 to 3
    double readFactor = 2;                // consumer groups reading each message on average, 0 to 100
    bool fetchFromFollower = true;        // readers fetch from the replica in their own zone
    double pageCacheGB = 24;              // memory a broker keeps as page cache, 0 to 1,024 GB (decimal)
    double teamQuotaMBps = 5;             // produce bytes a team may send, (0, 10,000] MB/s; over it: 429
    int bootstrapNlbs = 1;                // NLBs clients bootstrap through (no data passes them), 0 to 10
    double availabilityPercent = 99.99;   // the target, 90 to 99.9999
    double latencyTargetMs = 15;          // P99 send to a waiting reader, 1 to 60,000 ms
    ZoneView limitsShown = ZoneView::AfterZoneLoss;
    Position position;
    bool operator==(const StreamPlatform&) const = default;
};

// Round 2's two kinds of topic, hosted on a platform fleet (producers -> topic -> fleet), and the teams
// that read through the fleet. A stream topic keeps every message for its retention, read or not;
// each team reading it has its own consumer group with a committed offset a partition and may seek by
// time or to an offset.
struct StreamTopic {
    std::string id, name = "Order events";
    double retentionDays = 7; // every message is kept this long, read or not, (0, 3,650] days
    Position position;
    bool operator==(const StreamTopic&) const = default;
};

// A queue topic: Round 1's leases (visibility, delete, the DLQ after max_receive), plus order per group
// key (one message of a group handed out at a time), plus a delay (only without a group key).
struct QueueTopic {
    std::string id, name = "Task queue";
    bool groupKey = false;    // messages carry a group key: one partition a key, one message of a group out at a time
    double delayS = 0;        // a message is invisible this long after it is stored, 0 to 900 s; 0 with a group key
    double visibilityS = 30;  // the lease a receive takes, 0 to 43,200 s
    int maxReceive = 5;       // deliveries before the dead-letter queue, 1 to 1,000
    Position position;
    bool operator==(const QueueTopic&) const = default;
};

// A team reading through the platform: its own consumer group (committed offsets), reading live from
// them or replaying by timestamp from the S3 tier, within a fetch byte quota.
enum class ReadPosition { Live, Replay };
struct ConsumerTeam {
    std::string id, name = "Analytics";
    ReadPosition reads = ReadPosition::Live; // live from the committed offsets, or a replay sought by time
    double fetchQuotaMBps = 5;               // fetch bytes a second the team may take, (0, 10,000] MB/s; over it: 429
    double fetchMBps = 1.62;                 // what it fetches at the peak, 0 to 10,000 MB/s (checked against the quota)
    Position position;
    bool operator==(const ConsumerTeam&) const = default;
};

// Round 3 of the second seed: four regions in two pairs. A region takes its share of the task
// producers that feed it; its cells are copies of the Round 2 platform; a mirror link copies its
// critical topics to the other region of its pair. Residency decides where a region's data may go.
enum class Residency { Us, Eu };
struct Region {
    std::string id, name = "us-east-1";
    std::string pair;                 // the id of the other region of its pair (each names the other)
    Residency residency = Residency::Us; // an EU region's data never leaves EU regions
    double share = 0.3;               // of the producers' traffic, (0, 1]
    double availabilityPercent = 99.999; // a region's target, 90 to 99.9999
    Position position;
    bool operator==(const Region&) const = default;
};
// Cells of a region: share-nothing copies of the Round 2 platform, each sized for Round 2's peak.
struct Cell {
    std::string id, name = "Cells";
    int count = 5;                         // cells in the region, 1 to 1,000
    int brokers = 12;                      // a cell's brokers, 3 to 1,000, a multiple of 3 zones
    int controllers = 3;                   // a cell's controllers, 1 to 9
    std::string instance = "m7g.2xlarge";  // broker EC2 size (the catalogue's rounds section)
    std::string controllerInstance = "m7g.large";
    double capacityMsgPerS = 81018.5;      // a cell's peak (Round 2's), (0, 10,000,000] msg/s
    double growthHeadroom = 1.3;           // planned peak x this must fit the cells, 1 to 10
    double volumeGB = 1000;                // gp3 a broker, 1 to 16,384 GB
    double volumeMBps = 250;               // gp3 throughput a volume, 125 to 1,000 MB/s
    double localHours = 24;                // on broker disks, (0, 8,760] h
    double s3Days = 7;                     // in S3 Standard, 0 to 3,650 days
    double archiveDays = 90;               // finance topics' horizon (Glacier IR after s3_days), 0 to 3,650 days
    double financeShare = 0.2;             // of the region's own traffic kept to the archive horizon, 0 to 1
    double compression = 2;                // bytes sent / bytes stored and mirrored, 1 to 100
    double teamUsdPerMonth = 0;            // people who run these cells, a month (the user's figure), 0 to 10^8
    Position position;
    bool operator==(const Cell&) const = default;
};
// One-way, asynchronous copy of a region's critical topics to the other region of its pair.
struct MirrorLink {
    std::string id, name = "Mirror";
    double criticalShare = 0.25; // of the source region's traffic on critical (mirrored) topics, (0, 1]
    double lagS = 3;             // how far the copy trails its source, (0, 3,600] s
    double targetLagS = 5;       // the critical topics' RPO, (0, 3,600] s
    Position position;
    bool operator==(const MirrorLink&) const = default;
};
// A region's S3 Standard bucket (region -> tier): every message of the region's cells, its own and the
// ones mirrored in, kept `days`. Its days win over the cells' s3_days for its region.
struct S3Tier {
    std::string id, name = "S3 Standard";
    Residency residency = Residency::Us; // the regions it may belong to: an EU tier only in an EU region
    double days = 7;                     // every message kept in S3 Standard, 0 to 3,650 days
    Position position;
    bool operator==(const S3Tier&) const = default;
};
// A region's Glacier Instant Retrieval archive (region -> tier): finance topics from the end of S3
// Standard to `days` after the send, billed at least the catalogue's minimum (90 days) an object. Its
// days win over the cells' archive_days for its region.
struct GlacierTier {
    std::string id, name = "Glacier IR";
    Residency residency = Residency::Us;
    double days = 90; // finance topics' horizon from the send, 0 to 3,650 days
    Position position;
    bool operator==(const GlacierTier&) const = default;
};
// A pair's keys (key store -> its two regions): a KMS multi-Region key a tenant with its replica in the
// pair, and per-customer keys in a DynamoDB global table across the pair. The counts are the user's:
// the seed names one tenant and one customer and gives no totals.
struct KeyStore {
    std::string id, name = "Keys";
    Residency residency = Residency::Us; // an EU key store serves EU regions only
    int tenants = 1;                     // tenants, one multi-Region KMS key each, 1 to 1,000,000
    int customers = 1;                   // per-customer key rows in the global table, 0 to 1,000,000,000
    int deletionWaitDays = 30;           // KMS waiting period before an offboarded tenant's key goes, 7 to 30
    Position position;
    bool operator==(const KeyStore&) const = default;
};
// A Route 53 ARC routing control for one topic group (routing control -> the two regions of its pair):
// which region is the group's home. Nothing flips it by itself: an engineer does, region loss confirmed.
struct RoutingControl {
    std::string id, name = "Routing";
    std::string topicGroup = "payments"; // the topics that move together
    std::string home;                    // the id of the region of its pair that takes the group's writes
    Position position;
    bool operator==(const RoutingControl&) const = default;
};
// The control plane (control plane -> cells): pushes policies and the cell map in waves, a canary
// cell first, so a bad change stops where it started.
struct ControlPlane {
    std::string id, name = "Control plane";
    int canaryCells = 1; // cells that take a change first, 1 to 100
    int waves = 3;       // waves after the canary, 1 to 100
    int waveCells = 6;   // cells a wave at most, 1 to 1,000
    Position position;
    bool operator==(const ControlPlane&) const = default;
};

// Amazon SQS, the queue bought instead of built.
struct SqsQueue {
    std::string id, name = "SQS queue";
    SqsType type = SqsType::Standard;
    int sendBatch = 1;         // messages a send carries, 1 to 10
    double retentionDays = 4;  // 60 s to 14 days, in days
    Position position;
    bool operator==(const SqsQueue&) const = default;
};

// Producer -> cluster, cluster -> group (each connection out of a cluster is one group), or
// group -> dead-letter queue; the rules are the kinds' (kinds.h).
struct Connection {
    std::string from, to;
    bool operator==(const Connection&) const = default;
};

// The arrays, in card order; Round 1's (version 2) come after the first seed's.
enum class NodeKind {
    Producer,
    Cluster,
    Group,
    DeadLetterQueue,
    TaskProducer,
    LoadBalancer,
    BrokerFleet,
    MetadataStore,
    WorkerPool,
    SqsQueue,
    PlatformFleet,
    StreamTopic,
    QueueTopic,
    ConsumerTeam,
    Region,
    Cell,
    MirrorLink,
    S3Tier,
    GlacierTier,
    KeyStore,
    RoutingControl,
    ControlPlane
};

struct Scenario {
    int version = 1;              // 1: the first seed's kinds only; 2: adds units and Round 1's kinds
    std::string name = "Untitled";
    std::string units = "seed000"; // "seed000" or "seed004" (version 2); unit_system.h
    std::vector<Producer> producers;
    std::vector<Cluster> clusters;
    std::vector<ConsumerGroup> groups;
    std::vector<DeadLetterQueue> deadLetterQueues;
    std::vector<TaskProducer> taskProducers;
    std::vector<LoadBalancer> loadBalancers;
    std::vector<BrokerFleet> brokerFleets;
    std::vector<MetadataStore> metadataStores;
    std::vector<WorkerPool> workerPools;
    std::vector<SqsQueue> sqsQueues;
    std::vector<StreamPlatform> platformFleets;
    std::vector<StreamTopic> streamTopics;
    std::vector<QueueTopic> queueTopics;
    std::vector<ConsumerTeam> consumerTeams;
    std::vector<Region> regions;
    std::vector<Cell> cells;
    std::vector<MirrorLink> mirrorLinks;
    std::vector<S3Tier> s3Tiers;
    std::vector<GlacierTier> glacierTiers;
    std::vector<KeyStore> keyStores;
    std::vector<RoutingControl> routingControls;
    std::vector<ControlPlane> controlPlanes;
    std::vector<Connection> connections;
    bool operator==(const Scenario&) const = default;

    std::optional<NodeKind> kindOf(const std::string& id) const;
    // Indexes into producers / groups connected to clusters[clusterIndex].
    std::vector<int> producersOf(int clusterIndex) const;
    std::vector<int> groupsOf(int clusterIndex) const;
    double offeredEventsPerSecond() const;  // all producers together (a task producer at its peak)
    bool hasRoundKinds() const;             // holds a node of a version 2 kind
};

// Calls f(array, nodes) for each node array of the scenario in card order (kinds.h's nodeArrays());
// a new kind's array is added here once, and every walk over the nodes takes it in.
template <class S, class F> void forEachArray(S& s, F&& f)
{
    f(NodeKind::Producer, s.producers);
    f(NodeKind::Cluster, s.clusters);
    f(NodeKind::Group, s.groups);
    f(NodeKind::DeadLetterQueue, s.deadLetterQueues);
    f(NodeKind::TaskProducer, s.taskProducers);
    f(NodeKind::LoadBalancer, s.loadBalancers);
    f(NodeKind::BrokerFleet, s.brokerFleets);
    f(NodeKind::MetadataStore, s.metadataStores);
    f(NodeKind::WorkerPool, s.workerPools);
    f(NodeKind::SqsQueue, s.sqsQueues);
    f(NodeKind::PlatformFleet, s.platformFleets);
    f(NodeKind::StreamTopic, s.streamTopics);
    f(NodeKind::QueueTopic, s.queueTopics);
    f(NodeKind::ConsumerTeam, s.consumerTeams);
    f(NodeKind::Region, s.regions);
    f(NodeKind::Cell, s.cells);
    f(NodeKind::MirrorLink, s.mirrorLinks);
    f(NodeKind::S3Tier, s.s3Tiers);
    f(NodeKind::GlacierTier, s.glacierTiers);
    f(NodeKind::KeyStore, s.keyStores);
    f(NodeKind::RoutingControl, s.routingControls);
    f(NodeKind::ControlPlane, s.controlPlanes);
}

// Calls f(array, index, id) for every node, array by array in card order.
template <class F> void forEachNodeId(const Scenario& s, F&& f)
{
    forEachArray(s, [&](NodeKind kind, const auto& nodes) {
        for (size_t i = 0; i < nodes.size(); ++i)
            f(kind, static_cast<int>(i), nodes[i].id);
    });
}

inline constexpr int kScenarioVersion = 1;      // what a design of the first seed's kinds is written as
inline constexpr int kLatestScenarioVersion = 2; // adds "units" and Round 1's kinds
// Limits on a scenario, each named in the refusal (engine/docs/scenario-format.md, "Limits"):
inline constexpr std::size_t kMaxScenarioBytes = 16u * 1024 * 1024;  // a scenario or stage file, bytes
inline constexpr std::size_t kMaxScenarioNodes = 10'000;             // nodes of every kind together
inline constexpr std::size_t kMaxScenarioConnections = 10'000;       // connections

// Strict parse: unknown fields, wrong types and out-of-range figures throw InputError naming
// `fileName`, the field's path and the allowed range. Checks the topology against the catalogue.
Scenario parseScenario(const nlohmann::json& doc, const std::string& fileName, const Catalog& catalog,
                       bool allowLoose = false);
Scenario parseScenarioText(const std::string& text, const std::string& fileName, const Catalog& catalog,
                           bool allowLoose = false);
nlohmann::json toJson(const Scenario& scenario);
// One node as the scenario file writes it (the inspector reads a node's fields from this).
nlohmann::json toJson(const Producer& producer);
nlohmann::json toJson(const Cluster& cluster);
nlohmann::json toJson(const ConsumerGroup& group);
nlohmann::json toJson(const DeadLetterQueue& queue);
nlohmann::json toJson(const TaskProducer& producer);
nlohmann::json toJson(const LoadBalancer& balancer);
nlohmann::json toJson(const BrokerFleet& fleet);
nlohmann::json toJson(const MetadataStore& store);
nlohmann::json toJson(const WorkerPool& pool);
nlohmann::json toJson(const SqsQueue& queue);
nlohmann::json toJson(const StreamPlatform& fleet);
nlohmann::json toJson(const StreamTopic& topic);
nlohmann::json toJson(const QueueTopic& topic);
nlohmann::json toJson(const ConsumerTeam& team);
nlohmann::json toJson(const Region& region);
nlohmann::json toJson(const Cell& cell);
nlohmann::json toJson(const MirrorLink& link);
nlohmann::json toJson(const S3Tier& tier);
nlohmann::json toJson(const GlacierTier& tier);
nlohmann::json toJson(const KeyStore& store);
nlohmann::json toJson(const RoutingControl& control);
nlohmann::json toJson(const ControlPlane& plane);
// The node called `id` as the scenario file writes it, or null when there is none.
nlohmann::json nodeJson(const Scenario& scenario, const std::string& id);

// Checks ranges and topology of an in-memory scenario (for edits on the canvas); throws InputError.
// An unconnected node is allowed here only when allowLoose is true (a canvas being built).
void validate(const Scenario& scenario, const Catalog& catalog, const std::string& fileName,
              bool allowLoose = false);

// Why `from -> to` cannot be connected, or an empty string when it can.
std::string connectionRefusal(const Scenario& scenario, const std::string& from, const std::string& to);

// Scales every producer so that all of them together offer `eventsPerSecond` (1 to 10,000,000).
void setOfferedLoad(Scenario& scenario, double eventsPerSecond);
void checkLoad(double eventsPerSecond, const std::string& source);  // throws InputError

// Applies a JSON patch whose arrays name nodes by id ({"clusters":[{"id":"kafka","brokers":6}]}).
Scenario patched(const Scenario& scenario, const nlohmann::json& patch, const Catalog& catalog,
                 bool allowLoose = false);

}  // namespace mqlab
