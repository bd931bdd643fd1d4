// What a queue costs and how it treats a message that always fails: a lease's visibility timeout and
// the DLQ, SQS's requests and their price (batched or not, idle long polls), the Postgres alternative,
// and the monthly bills of a self-run fleet and of Amazon MSK, line by line, priced from the
// catalogue's "rounds" section. Each line is rounded to the cent once; a total adds the lines.
#pragma once

#include <initializer_list>
#include <string>
#include <vector>

#include "mqlab/model/catalog.h"
#include "mqlab/model/unit_system.h"

namespace mqlab {

// A message that fails every receive. It is delivered maxReceiveCount times; each lease runs out
// `visibility` after its receive and the message is received again at once; the receive that would be
// one too many moves it to the DLQ instead, maxReceiveCount x visibility after its first receive.
struct PoisonOutcome {
    int deliveries = 0;         // times a worker got it
    double dlqAfterSeconds = 0; // from its first receive
};
constexpr PoisonOutcome poisonToDlq(int maxReceiveCount, double visibilitySeconds)
{
    return {maxReceiveCount, maxReceiveCount * visibilitySeconds};
}

// A lease held through a task of `taskSeconds`: it lasts when each extension comes before the deadline
// (every `extendEverySeconds` < visibility; at now == deadline the lease has already run out), or, with
// no extensions (0), when the task ends before the visibility timeout. A worker that dies is noticed
// when the lease runs out: at most `visibility` after its receive or its last extension.
struct LeaseOutcome {
    bool outlastsTask = false;
    double crashVisibleAfterSeconds = 0; // worst case, from the receive or the last extension
};
constexpr LeaseOutcome leaseThroughTask(double visibilitySeconds, double extendEverySeconds, double taskSeconds)
{
    return {extendEverySeconds > 0 ? extendEverySeconds < visibilitySeconds : taskSeconds < visibilitySeconds,
            visibilitySeconds};
}

// Messages a request carries, 1 to SQS's batch limit (10); a delete carries no payload.
struct SqsBatching {
    int send = 1;
    int receive = 10;
    int del = 10;
};
// Requests that `messages` need: a send, a receive and a delete each, shared by their batch; a send or a
// receive is billed once for every chunk of payload it carries (ceil(batch x bytes / chunk bytes)).
double sqsRequests(double messages, const SqsBatching& batching, double messageBytes, double chunkBytes);
// Empty receives that idle workers' long polls make in a month: workers x seconds a month / wait (s > 0).
double idleLongPollRequests(int workers, double waitSeconds, const UnitSystem& units);
// The price of `requests`: requests / 10^6 x USD a million, one bill line.
Money sqsRequestCost(double requests, double usdPerMillion);
// Row operations a second a Postgres table as a queue makes: an insert, an update and a delete a message.
constexpr double postgresRowOperations(double messagesPerSecond)
{
    return 3.0 * messagesPerSecond;
}

// A line of a monthly bill.
enum class CostItem {
    Brokers,            // EC2 brokers, by the hour
    Controllers,        // EC2 metadata store or controllers, by the hour
    Gp3Storage,         // gp3 GB-months
    Gp3Iops,            // IOPS above the baseline
    Gp3Throughput,      // MB/s above the baseline
    NlbHours,           // load balancers, by the hour
    NlbCapacity,        // load balancer capacity units, by the hour
    S3Standard,         // tier GB-months
    GlacierIr,          // Glacier Instant Retrieval GB-months billed (at least the minimum days)
    CrossRegion,        // GB mirrored to the paired region
    CrossAzReplication, // GB copied to followers in other zones
    CrossAzProducers,   // GB sent to a leader in another zone
    CrossAzReaders,     // GB read from another zone
    SqsRequests,        // SQS requests for the messages
    SqsIdlePolls,       // SQS empty long polls
    MskBrokers,         // MSK broker hours
    MskStorage,         // MSK broker storage GB-months
    MskTier,            // MSK tiered storage GB-months
};
// The item's key for files and reports: "brokers", "cross_az_replication", ...
std::string costItemKey(CostItem item);

struct CostLine {
    CostItem item = CostItem::Brokers;
    Money amount; // rounded to the cent
};
// A month's bill: lines in order, each rounded once.
struct Bill {
    std::vector<CostLine> lines;
    Money total() const;                                   // the sum of the rounded lines
    Money of(CostItem item) const;                         // 0 when the bill has no such line
    Money of(std::initializer_list<CostItem> items) const; // the sum of these lines
    bool has(CostItem item) const;
};
// How much more the second bill costs than the first (negative when it costs less).
Money difference(const Bill& from, const Bill& to);

// A self-run fleet's month. Sizes name EC2 instances of the catalogue's rounds section.
struct SelfRunFleet {
    std::string brokerInstance; // "m7g.large"
    int brokers = 0;
    std::string controllerInstance; // the metadata store or controllers
    int controllers = 0;
    double volumeGB = 0;             // a broker's gp3 volume
    double volumeIops = 0;           // provisioned a volume (the baseline is free)
    double volumeMBps = 0;           // provisioned a volume (the baseline is free)
    int loadBalancers = 0;           // NLBs
    double nlbGBPerDay = 0;          // processed by the NLB a day (0 when clients go around it)
    double monthlyGBIn = 0;          // one copy of the month's messages into the fleet
    int followerCopies = 0;          // replicas in other zones than the leader (replication factor - 1)
    double producerCrossAzShare = 0; // share of produced bytes sent to a leader in another zone
    double readerCrossAzCopies = 0;  // copies of each message read from another zone (0 with follower fetch)
    double s3StandardGB = 0;         // tier GB kept
    double glacierIrBilledGB = 0;    // Glacier IR GB billed (see glacierIrBilledGB())
    double crossRegionGB = 0;        // mirrored to the paired region a month
};
// Lines: brokers, controllers, gp3 storage, gp3 IOPS and throughput above the baseline, NLB hours and
// capacity (GB a day / 24 = GB an hour = NLCUs), S3, Glacier IR, cross-region, cross-AZ replication,
// producers and readers (a GB that crosses zones pays both ways). A line the design does not have is
// left out. Throws InputError when an instance is not in the catalogue.
Bill selfRunFleetBill(const SelfRunFleet& fleet, const RoundsCatalog& catalog, const UnitSystem& units);

// The same load on Amazon MSK (the catalogue's MSK size): replication between zones is free.
struct MskCluster {
    int brokers = 0;
    double storageGB = 0;         // broker storage, all brokers
    double tierGB = 0;            // tiered storage kept
    double glacierIrBilledGB = 0; // archive kept outside MSK, unchanged by the choice
    double crossRegionGB = 0;     // mirroring, unchanged by the choice
    double monthlyGBIn = 0;       // one copy of the month's messages
    double producerCrossAzShare = 0;
    double readerCrossAzCopies = 0;
};
// Lines: MSK brokers, MSK storage, MSK tier, Glacier IR, cross-region, cross-AZ producers and readers.
Bill mskBill(const MskCluster& cluster, const RoundsCatalog& catalog, const UnitSystem& units);

// Amazon SQS for a month of messages: the requests (batched as given) and the idle long polls of
// `idleWorkers` waiting `waitSeconds` each.
Bill sqsBill(double messagesPerMonth, const SqsBatching& batching, double messageBytes, int idleWorkers,
             double waitSeconds, const RoundsCatalog& catalog, const UnitSystem& units);

} // namespace mqlab
