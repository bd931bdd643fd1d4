#include "mqlab/model/fields.h"

#include <cmath>
#include <algorithm>
#include <cstdio>
#include <stdexcept>

#include <nlohmann/json.hpp>

#include "mqlab/model/kinds.h"
#include "mqlab/report/format.h"
#include "mqlab/report/message.h"
#include "mqlab/report/translatable.h"

namespace mqlab {
namespace {

constexpr Kind P = Kind::Producer, S = Kind::StandardCluster, E = Kind::ExpressCluster, G = Kind::Group,
               D = Kind::DeadLetterQueue, TP = Kind::TaskProducer, LB = Kind::LoadBalancer, BF = Kind::BrokerFleet,
               MS = Kind::MetadataStore, WP = Kind::WorkerPool, SQ = Kind::SqsQueue, PF = Kind::PlatformFleet,
               ST = Kind::StreamTopic, QT = Kind::QueueTopic, CT = Kind::ConsumerTeam, RG = Kind::Region,
               CL = Kind::Cell, ML = Kind::MirrorLink, S3 = Kind::S3Tier, GT = Kind::GlacierTier, KS = Kind::KeyStore,
               RC = Kind::RoutingControl, CP = Kind::ControlPlane;

// The AWS pages the Round 1 kinds' ranges come from (second-seed.md section 8).
constexpr const char* kSqsVisibility =
    "https://docs.aws.amazon.com/cli/v1/reference/sqs/change-message-visibility.html";
constexpr const char* kSqsQueueQuotas =
    "https://docs.aws.amazon.com/AWSSimpleQueueService/latest/SQSDeveloperGuide/quotas-queues.html";
constexpr const char* kSqsMessageQuotas =
    "https://docs.aws.amazon.com/AWSSimpleQueueService/latest/SQSDeveloperGuide/quotas-messages.html";
constexpr const char* kSqsPayload =
    "https://aws.amazon.com/blogs/compute/more-room-to-build-serverless-services-now-support-payloads-up-to-1-mb";
constexpr const char* kSqsFifoDedup =
    "https://docs.aws.amazon.com/AWSSimpleQueueService/latest/SQSDeveloperGuide/FIFO-key-terms.html";
constexpr const char* kGp3 = "https://docs.aws.amazon.com/ebs/latest/userguide/general-purpose.html";
constexpr const char* kSqsFifo = "https://docs.aws.amazon.com/AWSSimpleQueueService/latest/SQSDeveloperGuide/"
                                 "troubleshooting-fifo-throttling-issues.html";

FieldSpec sourced(FieldSpec f, std::string url)
{
    f.source = std::move(url);
    return f;
}

FieldSpec number(std::string key, std::vector<Kind> kinds, std::string label, std::string unit, double lo, double hi,
                 double def, std::string help, int decimals = 0)
{
    FieldSpec f;
    f.key = std::move(key);
    f.kinds = std::move(kinds);
    f.type = FieldType::Number;
    f.label = std::move(label);
    f.unit = std::move(unit);
    f.shownUnit = f.unit;
    f.lo = lo;
    f.hi = hi;
    f.defaultNumber = def;
    f.help = std::move(help);
    f.decimals = decimals;
    return f;
}

// A count: the unit names what is counted in a refusal ("brokers"); the inspector shows no unit.
FieldSpec whole(std::string key, std::vector<Kind> kinds, std::string label, std::string unit, double lo, double hi,
                double def, std::string help)
{
    FieldSpec f =
        number(std::move(key), std::move(kinds), std::move(label), std::move(unit), lo, hi, def, std::move(help));
    f.type = FieldType::Whole;
    f.shownUnit.clear();
    return f;
}

FieldSpec choice(std::string key, std::vector<Kind> kinds, std::string label, std::vector<FieldChoice> choices,
                 std::string help)
{
    FieldSpec f;
    f.key = std::move(key);
    f.kinds = std::move(kinds);
    f.type = FieldType::Choice;
    f.label = std::move(label);
    f.choices = std::move(choices);
    f.defaultText = f.choices.front().value;
    f.help = std::move(help);
    return f;
}

FieldSpec toggle(std::string key, std::vector<Kind> kinds, std::string label, bool def, std::string help)
{
    FieldSpec f;
    f.key = std::move(key);
    f.kinds = std::move(kinds);
    f.type = FieldType::Toggle;
    f.label = std::move(label);
    f.defaultNumber = def ? 1 : 0;
    f.help = std::move(help);
    return f;
}

FieldSpec text(std::string key, std::vector<Kind> kinds, std::string label, FieldType type, double maxChars,
               std::string def, std::string help)
{
    FieldSpec f;
    f.key = std::move(key);
    f.kinds = std::move(kinds);
    f.type = type;
    f.label = std::move(label);
    f.unit = MQLAB_TR("FieldUnit", "characters");
    f.lo = type == FieldType::Id ? 1 : 0;
    f.hi = maxChars;
    f.defaultText = std::move(def);
    f.help = std::move(help);
    f.inspected = type != FieldType::Id;
    return f;
}

// A card's name: up to 60 characters, starting as `newName` (the kind's NewCardName words, which the
// window translates, or an AWS name kept as AWS writes it).
FieldSpec nameField(std::vector<Kind> kinds, std::string newName)
{
    return text("name", std::move(kinds), MQLAB_TR("FieldLabel", "Name"), FieldType::Text, 60, std::move(newName),
                MQLAB_TR("FieldHelp", "the name on the card"));
}

FieldSpec hidden(FieldSpec f)
{
    f.inspected = false;
    return f;
}

FieldSpec fixedAt(FieldSpec f)
{
    f.inspected = false;
    f.fixed = true;
    f.followsKind = true;
    return f;
}

FieldSpec following(FieldSpec f)
{
    f.followsKind = true;
    return f;
}

FieldSpec lowOpen(FieldSpec f)
{
    f.loOpen = true;
    return f;
}

FieldSpec noted(FieldSpec f, std::string note, std::string hiField = {}, double hiFactor = 1)
{
    f.rangeNote = std::move(note);
    f.hiField = std::move(hiField);
    f.hiFactor = hiFactor;
    return f;
}

// The inspector's words are marked for the translator: a field's label (FieldLabel), unit (FieldUnit),
// one line of help (FieldHelp), a choice's words (FieldChoice) and a cross-field limit (FieldNote).
// Kafka's own setting names (linger.ms, acks, min.insync.replicas) are names: a translation keeps them.
std::vector<FieldSpec> makeTable()
{
    // Ranges are engine/docs/scenario-format.md's; the seed's figures (25,000 events/s of 2,048 bytes,
    // linger.ms 5, 3 brokers in 3 zones, RF 3, min ISR 2, 48 partitions, 7 days, 12 tasks of 10 threads
    // at 2 ms an event) are the defaults.
    std::vector<FieldSpec> t;
    const std::vector<Kind> cluster = {S, E}, all = {P,  S,  E,  G,  D,  TP, LB, BF, MS, WP, SQ, PF,
                                                     ST, QT, CT, RG, CL, ML, S3, GT, KS, RC, CP};
    t.push_back(text("id", all, MQLAB_TR("FieldLabel", "Id"), FieldType::Id, 64, "",
                     MQLAB_TR("FieldHelp", "the node's short name in files and lesson texts, unique")));

    t.push_back(nameField({P}, MQLAB_TR("NewCardName", "Order service")));
    t.push_back(number(
        "events_per_s", {P}, MQLAB_TR("FieldLabel", "Events a second"), MQLAB_TR("FieldUnit", "events/s"), 1, 1e7,
        25000, MQLAB_TR("FieldHelp", "events this producer sends a second; all producers together are the load")));
    t.push_back(number("event_bytes", {P}, MQLAB_TR("FieldLabel", "Mean event size"), MQLAB_TR("FieldUnit", "bytes"), 1,
                       1048576, 2048, MQLAB_TR("FieldHelp", "the mean size of one event as the producer sends it")));
    t.push_back(
        choice("key", {P}, MQLAB_TR("FieldLabel", "Key"),
               {{"order_id", MQLAB_TR("FieldChoice", "Order id (uniform)")},
                {"merchant", MQLAB_TR("FieldChoice", "Merchant (one hot key)")}},
               MQLAB_TR("FieldHelp",
                        "what the partition key is: many keys spread evenly, or one key far busier than the rest")));
    {
        FieldSpec share = lowOpen(
            number("hot_key_share", {P}, MQLAB_TR("FieldLabel", "Largest key's share"),
                   MQLAB_TR("FieldUnit", "as a share of events"), 0, 1, 0.30,
                   MQLAB_TR("FieldHelp", "the busiest key's share of all events; read when the key is a merchant"), 1));
        share.shownScale = 100;
        share.shownUnit = "%";
        t.push_back(share);
    }
    t.push_back(whole("sub_keys", {P}, MQLAB_TR("FieldLabel", "Sub-keys for that key"),
                      MQLAB_TR("FieldUnit", "sub-keys"), 1, 10000, 1,
                      MQLAB_TR("FieldHelp", "how many sub-keys the hot key is split into; 1 leaves it whole")));
    t.push_back(
        choice("partitioner", {P}, MQLAB_TR("FieldLabel", "Partitioner"),
               {{"default", MQLAB_TR("FieldChoice", "Default hash")},
                {"custom", MQLAB_TR("FieldChoice", "Custom (one partition a sub-key)")}},
               MQLAB_TR("FieldHelp",
                        "Kafka's hash of the key, or a partitioner that puts each sub-key on its own partition")));
    t.push_back(number("linger_ms", {P}, MQLAB_TR("FieldLabel", "linger.ms"), MQLAB_TR("FieldUnit", "ms"), 0, 60000, 5,
                       MQLAB_TR("FieldHelp", "how long the producer waits to fill a batch before it sends"), 1));
    t.push_back(
        choice("acks", {P}, MQLAB_TR("FieldLabel", "acks"), {{"all", "all"}, {"1", "1"}, {"0", "0"}},
               MQLAB_TR("FieldHelp", "how many copies must hold a write before the producer hears it is done")));
    t.push_back(
        toggle("idempotence", {P}, MQLAB_TR("FieldLabel", "Idempotence"), true,
               MQLAB_TR("FieldHelp", "the broker drops a batch sent twice; Kafka allows it only with acks = all")));

    t.push_back(nameField(cluster, MQLAB_TR("NewCardName", "Kafka cluster")));
    t.push_back(choice(
        "kind", cluster, MQLAB_TR("FieldLabel", "Broker kind"),
        {{"standard", MQLAB_TR("FieldChoice", "Standard (own disks)")},
         {"express", MQLAB_TR("FieldChoice", "Express (AWS manages storage)")}},
        MQLAB_TR("FieldHelp", "Standard brokers with disks you size, or Express brokers whose storage AWS runs")));
    {
        FieldSpec size = following(
            text("broker_size", {S}, MQLAB_TR("FieldLabel", "Broker size"), FieldType::Choice, 60, "kafka.m7g.large",
                 MQLAB_TR("FieldHelp", "a broker size of the cluster's kind from the catalogue")));
        t.push_back(size);
        size.kinds = {E};
        size.defaultText = "express.m7g.2xlarge";
        t.push_back(size);
    }
    t.push_back(noted(whole("brokers", cluster, MQLAB_TR("FieldLabel", "Brokers"), MQLAB_TR("FieldUnit", "brokers"), 1,
                            1000, 3, MQLAB_TR("FieldHelp", "brokers in the cluster")),
                      MQLAB_TR("FieldNote", "and a multiple of zones")));
    t.push_back(whole(
        "zones", cluster, MQLAB_TR("FieldLabel", "Availability zones"), MQLAB_TR("FieldUnit", "availability zones"), 1,
        3, 3, MQLAB_TR("FieldHelp", "availability zones the brokers are spread over, the same number in each")));
    {
        FieldSpec rf = noted(whole("replication_factor", {S}, MQLAB_TR("FieldLabel", "Replication factor"),
                                   MQLAB_TR("FieldUnit", "copies"), 1, 1000, 3,
                                   MQLAB_TR("FieldHelp", "copies of every partition, each on its own broker")),
                             MQLAB_TR("FieldNote", "and at most brokers"), "brokers");
        t.push_back(rf);
        rf.kinds = {E};
        t.push_back(fixedAt(rf));
        FieldSpec isr =
            noted(whole("min_insync_replicas", {S}, MQLAB_TR("FieldLabel", "min.insync.replicas"),
                        MQLAB_TR("FieldUnit", "copies"), 1, 1000, 2,
                        MQLAB_TR("FieldHelp", "copies that must hold a write before acks = all is answered")),
                  MQLAB_TR("FieldNote", "and at most replication_factor"), "replication_factor");
        t.push_back(isr);
        isr.kinds = {E};
        t.push_back(fixedAt(isr));
    }
    t.push_back(whole("partitions", cluster, MQLAB_TR("FieldLabel", "Partitions"), MQLAB_TR("FieldUnit", "partitions"),
                      1, 100000, 48, MQLAB_TR("FieldHelp", "partitions of the topic")));
    t.push_back(
        lowOpen(number("retention_days", cluster, MQLAB_TR("FieldLabel", "Retention"), MQLAB_TR("FieldUnit", "days"), 0,
                       3650, 7, MQLAB_TR("FieldHelp", "how long events are kept before they are deleted"), 2)));
    {
        FieldSpec tier = toggle("tiered_storage", {S}, MQLAB_TR("FieldLabel", "Tiered storage"), false,
                                MQLAB_TR("FieldHelp", "older data moves off the broker disks to cheaper storage"));
        t.push_back(tier);
        tier.kinds = {E};
        t.push_back(fixedAt(tier));
        FieldSpec local = noted(
            lowOpen(number("local_retention_hours", {S}, MQLAB_TR("FieldLabel", "Local retention"),
                           MQLAB_TR("FieldUnit", "hours"), 0, 87600, 24,
                           MQLAB_TR("FieldHelp", "with tiered storage, how long data stays on the broker disks"))),
            MQLAB_TR("FieldNote", "and, with tiered storage, at most retention_days x 24"), "retention_days", 24);
        t.push_back(local);
        local.kinds = {E};
        t.push_back(hidden(local)); // read and kept, never used: Express has no tier
    }
    t.push_back(
        toggle("unclean_leader_election", cluster, MQLAB_TR("FieldLabel", "Unclean leader election"), false,
               MQLAB_TR("FieldHelp", "a copy that fell behind may become leader, at the cost of acked writes")));

    t.push_back(nameField({G}, MQLAB_TR("NewCardName", "Consumer group")));
    t.push_back(whole("tasks", {G}, MQLAB_TR("FieldLabel", "Tasks"), MQLAB_TR("FieldUnit", "tasks"), 1, 10000, 12,
                      MQLAB_TR("FieldHelp", "consumer tasks in the group")));
    t.push_back(whole("threads_per_task", {G}, MQLAB_TR("FieldLabel", "Threads a task"),
                      MQLAB_TR("FieldUnit", "threads"), 1, 1000, 10,
                      MQLAB_TR("FieldHelp", "threads each task runs, each working on one event at a time")));
    t.push_back(
        lowOpen(number("ms_per_event", {G}, MQLAB_TR("FieldLabel", "Work an event"), MQLAB_TR("FieldUnit", "ms"), 0,
                       60000, 2, MQLAB_TR("FieldHelp", "the time one thread works on one event"), 2)));

    // The dead-letter queue: SQS's redrive policy moves a message when a receive would pass
    // maxReceiveCount (the second seed's Round 1 uses 5); SQS keeps a message 60 s to 14 days. We ask
    // whole receives up to SQS's 1,000 and 1 to 14 days, defaulting to the longest so a person has time to look.
    t.push_back(nameField({D}, MQLAB_TR("NewCardName", "Dead-letter queue")));
    {
        FieldSpec receives =
            whole("max_receive_count", {D}, MQLAB_TR("FieldLabel", "Receives before the move"),
                  MQLAB_TR("FieldUnit", "receives"), 1, 1000, 5,
                  MQLAB_TR("FieldHelp", "how many times a message is handed out before it moves here"));
        receives.source = "https://docs.aws.amazon.com/AWSSimpleQueueService/latest/SQSDeveloperGuide/"
                          "sqs-dead-letter-queues.html";
        t.push_back(receives);
        FieldSpec age =
            number("retention_days", {D}, MQLAB_TR("FieldLabel", "Kept for"), MQLAB_TR("FieldUnit", "days"), 1, 14, 14,
                   MQLAB_TR("FieldHelp", "how long a moved message waits here before it is deleted"), 1);
        age.source = "https://docs.aws.amazon.com/AWSSimpleQueueService/latest/SQSDeveloperGuide/quotas-messages.html";
        t.push_back(age);
    }

    // Round 1 of the second seed (scenario version 2). Defaults are its design: 50 million 2 KB messages a
    // day at 3.5x the average; 3 x m7g.large in 3 zones with 6 partitions of 3 Raft replicas (quorum 2),
    // a 2 ms group-commit window, 1 TB gp3 at 6,000 IOPS, 4 days of backlog at 1.2x overhead; 3 x
    // m7g.medium for the metadata; 60 workers with 30 s leases, 20 s long polls and batches of 10.
    t.push_back(nameField({TP}, MQLAB_TR("NewCardName", "Order service")));
    t.push_back(number("msgs_per_day", {TP}, MQLAB_TR("FieldLabel", "Messages a day"),
                       MQLAB_TR("FieldUnit", "messages a day"), 1, 1e11, 50e6,
                       MQLAB_TR("FieldHelp", "messages this service sends in a day; the peak follows from the ratio")));
    t.push_back(
        sourced(number("message_bytes", {TP}, MQLAB_TR("FieldLabel", "Message size"), MQLAB_TR("FieldUnit", "bytes"), 1,
                       1048576, 2000, MQLAB_TR("FieldHelp", "the mean size of one message; SQS takes at most 1 MiB")),
                kSqsPayload));
    t.push_back(number("peak_ratio", {TP}, MQLAB_TR("FieldLabel", "Peak over average"),
                       MQLAB_TR("FieldUnit", "times the average"), 1, 100, 3.5,
                       MQLAB_TR("FieldHelp", "how much busier the peak is than the day's average rate"), 1));
    // Round 2's send options; off by default, as Round 1's producer sends. The group key and the delay
    // are the queue topic's rows, below.
    t.push_back(sourced(
        number("dedup_window_s", {TP}, MQLAB_TR("FieldLabel", "Deduplication window"), MQLAB_TR("FieldUnit", "s"), 0,
               3600, 0,
               MQLAB_TR("FieldHelp", "a deduplication ID seen again within this is not stored twice; 0 sends none")),
        kSqsFifoDedup));
    t.push_back(
        toggle("idempotent", {TP}, MQLAB_TR("FieldLabel", "Idempotent sends"), false,
               MQLAB_TR("FieldHelp", "a producer ID and a sequence a partition let the broker drop a retried batch")));
    t.push_back(whole("batch", {TP}, MQLAB_TR("FieldLabel", "Messages a send"), MQLAB_TR("FieldUnit", "messages"), 1,
                      100, 1,
                      MQLAB_TR("FieldHelp", "one request, one TLS record and one commit wait carry the whole batch")));

    t.push_back(nameField({LB}, MQLAB_TR("NewCardName", "Internal NLB")));

    t.push_back(nameField({BF}, MQLAB_TR("NewCardName", "Broker fleet")));
    t.push_back(text("instance", {BF}, MQLAB_TR("FieldLabel", "EC2 size"), FieldType::Text, 60, "m7g.large",
                     MQLAB_TR("FieldHelp", "an EC2 size from the catalogue's rounds section")));
    t.push_back(noted(whole("brokers", {BF}, MQLAB_TR("FieldLabel", "Brokers"), MQLAB_TR("FieldUnit", "brokers"), 1,
                            1000, 3, MQLAB_TR("FieldHelp", "brokers in the fleet")),
                      MQLAB_TR("FieldNote", "and a multiple of zones")));
    t.push_back(whole(
        "zones", {BF}, MQLAB_TR("FieldLabel", "Availability zones"), MQLAB_TR("FieldUnit", "availability zones"), 1, 3,
        3, MQLAB_TR("FieldHelp", "zones the brokers are spread over; each partition keeps one replica a zone")));
    t.push_back(whole("partitions", {BF}, MQLAB_TR("FieldLabel", "Partitions"), MQLAB_TR("FieldUnit", "partitions"), 1,
                      100000, 6, MQLAB_TR("FieldHelp", "partitions of the queue; each is a Raft group of its own")));
    t.push_back(
        fixedAt(whole("replication_factor", {BF}, MQLAB_TR("FieldLabel", "Replicas"), MQLAB_TR("FieldUnit", "replicas"),
                      3, 3, 3, MQLAB_TR("FieldHelp", "replicas of every partition, one a zone"))));
    t.push_back(fixedAt(whole(
        "quorum", {BF}, MQLAB_TR("FieldLabel", "Quorum"), MQLAB_TR("FieldUnit", "replicas"), 2, 2, 2,
        MQLAB_TR("FieldHelp", "replicas that must hold an entry before the send is answered (a majority of 3)"))));
    t.push_back(lowOpen(number(
        "group_commit_ms", {BF}, MQLAB_TR("FieldLabel", "Group-commit window"), MQLAB_TR("FieldUnit", "ms"), 0, 1000, 2,
        MQLAB_TR("FieldHelp", "a log fsyncs at most once a window, for every message that arrived in it"), 1)));
    t.push_back(number("volume_gb", {BF}, MQLAB_TR("FieldLabel", "gp3 volume"), MQLAB_TR("FieldUnit", "GB"), 1, 16384,
                       1000, MQLAB_TR("FieldHelp", "each broker's gp3 volume")));
    t.push_back(number("iops", {BF}, MQLAB_TR("FieldLabel", "Provisioned IOPS"), MQLAB_TR("FieldUnit", "IOPS"), 3000,
                       80000, 6000, MQLAB_TR("FieldHelp", "IOPS a volume; the first 3,000 come with the volume")));
    t.push_back(
        lowOpen(number("retention_days", {BF}, MQLAB_TR("FieldLabel", "Backlog kept"), MQLAB_TR("FieldUnit", "days"), 0,
                       14, 4, MQLAB_TR("FieldHelp", "how long an unprocessed message is kept at worst"), 1)));
    t.push_back(number(
        "overhead", {BF}, MQLAB_TR("FieldLabel", "Storage overhead"), MQLAB_TR("FieldUnit", "times the payload"), 1, 3,
        1.2, MQLAB_TR("FieldHelp", "headers, ack and lease records, indexes and free space over the payload"), 2));
    t.push_back(number(
        "partition_ceiling", {BF}, MQLAB_TR("FieldLabel", "Planned rate a partition"), MQLAB_TR("FieldUnit", "msg/s"),
        1, 1e6, 1000,
        MQLAB_TR("FieldHelp", "what one partition is planned to carry, kept low so each log's fsyncs stay small")));
    t.push_back(number("availability_percent", {BF}, MQLAB_TR("FieldLabel", "Availability target"),
                       MQLAB_TR("FieldUnit", "%"), 90, 99.9999, 99.9,
                       MQLAB_TR("FieldHelp", "the share of a month the queue must take sends"), 4));
    t.push_back(number("latency_target_ms", {BF}, MQLAB_TR("FieldLabel", "Latency target"), MQLAB_TR("FieldUnit", "ms"),
                       1, 60000, 100, MQLAB_TR("FieldHelp", "P99 from a send to a waiting worker")));

    t.push_back(nameField({MS}, MQLAB_TR("NewCardName", "Metadata store")));
    t.push_back(text("instance", {MS}, MQLAB_TR("FieldLabel", "EC2 size"), FieldType::Text, 60, "m7g.medium",
                     MQLAB_TR("FieldHelp", "an EC2 size from the catalogue's rounds section")));
    t.push_back(noted(whole("nodes", {MS}, MQLAB_TR("FieldLabel", "Nodes"), MQLAB_TR("FieldUnit", "nodes"), 1, 7, 3,
                            MQLAB_TR("FieldHelp", "nodes of its own Raft group")),
                      MQLAB_TR("FieldNote", "and odd")));

    t.push_back(nameField({WP}, MQLAB_TR("NewCardName", "Fulfilment workers")));
    t.push_back(whole("workers", {WP}, MQLAB_TR("FieldLabel", "Workers"), MQLAB_TR("FieldUnit", "workers"), 1, 100000,
                      60, MQLAB_TR("FieldHelp", "workers, each holding one long poll open")));
    t.push_back(
        sourced(number("visibility_s", {WP}, MQLAB_TR("FieldLabel", "Visibility timeout"), MQLAB_TR("FieldUnit", "s"),
                       0, 43200, 30, MQLAB_TR("FieldHelp", "how long a received task stays hidden from other workers")),
                kSqsVisibility));
    t.push_back(
        noted(number("extend_every_s", {WP}, MQLAB_TR("FieldLabel", "Extend the lease every"),
                     MQLAB_TR("FieldUnit", "s"), 0, 43200, 10,
                     MQLAB_TR("FieldHelp", "a worker still working pushes its lease on this often; 0 never extends")),
              MQLAB_TR("FieldNote", "and, when not 0, less than visibility_s")));
    t.push_back(whole(
        "max_receive", {WP}, MQLAB_TR("FieldLabel", "Deliveries before the DLQ"), MQLAB_TR("FieldUnit", "deliveries"),
        1, 1000, 5,
        MQLAB_TR("FieldHelp", "a task handed out this many times goes to the dead-letter queue instead of once more")));
    t.push_back(
        sourced(number("wait_s", {WP}, MQLAB_TR("FieldLabel", "Long-poll wait"), MQLAB_TR("FieldUnit", "s"), 0, 20, 20,
                       MQLAB_TR("FieldHelp", "how long an empty receive waits for a task before it answers")),
                kSqsQueueQuotas));
    t.push_back(sourced(whole("max_messages", {WP}, MQLAB_TR("FieldLabel", "Tasks a receive"),
                              MQLAB_TR("FieldUnit", "messages"), 1, 10, 10,
                              MQLAB_TR("FieldHelp", "the most tasks one receive hands out")),
                        kSqsMessageQuotas));
    t.push_back(lowOpen(number(
        "processing_p50_s", {WP}, MQLAB_TR("FieldLabel", "Processing, median"), MQLAB_TR("FieldUnit", "s"), 0, 43200, 1,
        MQLAB_TR("FieldHelp", "the median time a task takes; taken as the mean hold in Little's law"), 2)));
    t.push_back(
        lowOpen(number("processing_p99_s", {WP}, MQLAB_TR("FieldLabel", "Processing, P99"), MQLAB_TR("FieldUnit", "s"),
                       0, 43200, 8, MQLAB_TR("FieldHelp", "99 tasks in 100 finish within this"), 1)));
    t.push_back(lowOpen(number("processing_max_s", {WP}, MQLAB_TR("FieldLabel", "Processing, longest"),
                               MQLAB_TR("FieldUnit", "s"), 0, 43200, 60,
                               MQLAB_TR("FieldHelp", "the longest a task may take"), 1)));

    t.push_back(nameField({SQ}, MQLAB_TR("NewCardName", "SQS queue")));
    t.push_back(
        sourced(choice("type", {SQ}, MQLAB_TR("FieldLabel", "Queue type"),
                       {{"standard", MQLAB_TR("FieldChoice", "Standard")}, {"fifo", MQLAB_TR("FieldChoice", "FIFO")}},
                       MQLAB_TR("FieldHelp",
                                "standard (nearly unlimited rate, best-effort order) or FIFO (ordered, rate-capped)")),
                kSqsFifo));
    t.push_back(
        sourced(whole("send_batch", {SQ}, MQLAB_TR("FieldLabel", "Messages a send"), MQLAB_TR("FieldUnit", "messages"),
                      1, 10, 1, MQLAB_TR("FieldHelp", "messages a producer's send carries; 1 sends one at a time")),
                kSqsMessageQuotas));
    t.push_back(sourced(
        number("retention_days", {SQ}, MQLAB_TR("FieldLabel", "Kept for"), MQLAB_TR("FieldUnit", "days"), 1, 14, 4,
               MQLAB_TR("FieldHelp", "how long SQS keeps a message nobody deleted (SQS allows 60 s to 14 days)"), 1),
        kSqsMessageQuotas));

    // Round 2's platform (second-seed.md section 3.4): 12 x m7g.2xlarge, 4 a zone, about 2,000 partitions
    // of 3 replicas, a journal a broker, 24 h on 2.5 TB gp3 at 250 MB/s, 7 days in S3, two reads a message.
    t.push_back(nameField({PF}, MQLAB_TR("NewCardName", "Platform fleet")));
    t.push_back(text("instance", {PF}, MQLAB_TR("FieldLabel", "EC2 size"), FieldType::Text, 60, "m7g.2xlarge",
                     MQLAB_TR("FieldHelp", "an EC2 size from the catalogue's rounds section")));
    t.push_back(noted(whole("brokers", {PF}, MQLAB_TR("FieldLabel", "Brokers"), MQLAB_TR("FieldUnit", "brokers"), 1,
                            1000, 12, MQLAB_TR("FieldHelp", "brokers in the fleet")),
                      MQLAB_TR("FieldNote", "and a multiple of zones")));
    t.push_back(whole(
        "zones", {PF}, MQLAB_TR("FieldLabel", "Availability zones"), MQLAB_TR("FieldUnit", "availability zones"), 1, 3,
        3, MQLAB_TR("FieldHelp", "zones the brokers are spread over; each partition keeps one replica a zone")));
    t.push_back(whole(
        "partitions", {PF}, MQLAB_TR("FieldLabel", "Partitions"), MQLAB_TR("FieldUnit", "partitions"), 1, 100000, 2000,
        MQLAB_TR("FieldHelp", "partitions of every team's topics together; each is a Raft group of three")));
    t.push_back(
        fixedAt(whole("replication_factor", {PF}, MQLAB_TR("FieldLabel", "Replicas"), MQLAB_TR("FieldUnit", "replicas"),
                      3, 3, 3, MQLAB_TR("FieldHelp", "replicas of every partition, one a zone"))));
    t.push_back(fixedAt(whole(
        "quorum", {PF}, MQLAB_TR("FieldLabel", "Quorum"), MQLAB_TR("FieldUnit", "replicas"), 2, 2, 2,
        MQLAB_TR("FieldHelp", "replicas that must hold an entry before the send is answered (a majority of 3)"))));
    t.push_back(lowOpen(number(
        "group_commit_ms", {PF}, MQLAB_TR("FieldLabel", "Group-commit window"), MQLAB_TR("FieldUnit", "ms"), 0, 1000, 2,
        MQLAB_TR("FieldHelp", "the journal fsyncs at most once a window, for every message that arrived in it"), 1)));
    t.push_back(toggle(
        "journal", {PF}, MQLAB_TR("FieldLabel", "One journal a broker"), true,
        MQLAB_TR("FieldHelp", "every replica on a broker appends to one journal, so a broker fsyncs once a window")));
    t.push_back(number("volume_gb", {PF}, MQLAB_TR("FieldLabel", "gp3 volume"), MQLAB_TR("FieldUnit", "GB"), 1, 16384,
                       2500, MQLAB_TR("FieldHelp", "each broker's gp3 volume")));
    t.push_back(sourced(
        number("volume_mbps", {PF}, MQLAB_TR("FieldLabel", "gp3 throughput"), MQLAB_TR("FieldUnit", "MB/s"), 125, 1000,
               250, MQLAB_TR("FieldHelp", "throughput provisioned a volume; the first 125 MB/s come with it")),
        kGp3));
    t.push_back(lowOpen(
        number("local_hours", {PF}, MQLAB_TR("FieldLabel", "Kept on broker disks"), MQLAB_TR("FieldUnit", "h"), 0, 8760,
               24, MQLAB_TR("FieldHelp", "how long sealed segments stay on the brokers before only S3 has them"), 1)));
    t.push_back(number("tier_days", {PF}, MQLAB_TR("FieldLabel", "Kept in S3"), MQLAB_TR("FieldUnit", "days"), 0, 3650,
                       7, MQLAB_TR("FieldHelp", "the stream topics' retention in the S3 tier; 0: no tier"), 1));
    t.push_back(number("overhead", {PF}, MQLAB_TR("FieldLabel", "Storage overhead"),
                       MQLAB_TR("FieldUnit", "times the payload"), 1, 3, 1.2,
                       MQLAB_TR("FieldHelp", "indexes, the journal and free space over the payload"), 2));
    t.push_back(number("read_factor", {PF}, MQLAB_TR("FieldLabel", "Reads a message"), MQLAB_TR("FieldUnit", "reads"),
                       0, 100, 2, MQLAB_TR("FieldHelp", "consumer groups that read each message, on average"), 1));
    t.push_back(
        toggle("fetch_from_follower", {PF}, MQLAB_TR("FieldLabel", "Fetch from follower"), true,
               MQLAB_TR("FieldHelp", "readers fetch from the replica in their own zone, so reads do not cross zones")));
    t.push_back(number("page_cache_gb", {PF}, MQLAB_TR("FieldLabel", "Page cache a broker"),
                       MQLAB_TR("FieldUnit", "GB"), 0, 1024, 24,
                       MQLAB_TR("FieldHelp", "memory a broker leaves to the page cache for live readers"), 1));
    t.push_back(lowOpen(number(
        "team_quota_mbps", {PF}, MQLAB_TR("FieldLabel", "Produce quota a team"), MQLAB_TR("FieldUnit", "MB/s"), 0,
        10000, 5,
        MQLAB_TR("FieldHelp", "bytes a second a team may send; past it the broker answers 429 with Retry-After"), 1)));
    t.push_back(whole(
        "bootstrap_nlbs", {PF}, MQLAB_TR("FieldLabel", "Bootstrap NLBs"), MQLAB_TR("FieldUnit", "load balancers"), 0,
        10, 1, MQLAB_TR("FieldHelp", "NLBs clients first connect through; data then goes to the leaders directly")));
    t.push_back(number("availability_percent", {PF}, MQLAB_TR("FieldLabel", "Availability target"),
                       MQLAB_TR("FieldUnit", "%"), 90, 99.9999, 99.99,
                       MQLAB_TR("FieldHelp", "the share of a month the platform must take sends"), 4));
    t.push_back(number("latency_target_ms", {PF}, MQLAB_TR("FieldLabel", "Latency target"), MQLAB_TR("FieldUnit", "ms"),
                       1, 60000, 15, MQLAB_TR("FieldHelp", "P99 from a send to a waiting reader")));
    t.push_back(choice(
        "limits_shown", {PF}, MQLAB_TR("FieldLabel", "Limits shown"),
        {{"after_zone_loss", MQLAB_TR("FieldChoice", "After losing a zone")},
         {"normal", MQLAB_TR("FieldChoice", "All zones up")}},
        MQLAB_TR("FieldHelp", "the state the card's limits describe: the fleet is sized for the loss of a zone")));

    // Round 2's topics and readers (second-seed.md sections 3.2 and 3.3): a stream topic keeps a week;
    // a queue topic keeps Round 1's leases and adds order per group key and a delay of up to SQS's 900 s;
    // a team fetches within a byte quota, 5 MB/s like the produce quota.
    t.push_back(nameField({ST}, MQLAB_TR("NewCardName", "Order events")));
    t.push_back(lowOpen(number(
        "retention_days", {ST}, MQLAB_TR("FieldLabel", "Kept for"), MQLAB_TR("FieldUnit", "days"), 0, 3650, 7,
        MQLAB_TR("FieldHelp", "every message is kept this long, read or not; a group may seek back within it"), 1)));
    t.push_back(nameField({QT}, MQLAB_TR("NewCardName", "Task queue")));
    t.push_back(
        toggle("group_key", {QT}, MQLAB_TR("FieldLabel", "Order per group key"), false,
               MQLAB_TR("FieldHelp",
                        "each message names a key; a key's messages share one partition and go out one at a time")));
    t.push_back(
        noted(sourced(number("delay_s", {QT}, MQLAB_TR("FieldLabel", "Delay"), MQLAB_TR("FieldUnit", "s"), 0, 900, 0,
                             MQLAB_TR("FieldHelp", "a message stays invisible this long after it is stored")),
                      kSqsQueueQuotas),
              MQLAB_TR("FieldNote", "and 0 when group_key is on")));
    t.push_back(
        sourced(number("visibility_s", {QT}, MQLAB_TR("FieldLabel", "Lease"), MQLAB_TR("FieldUnit", "s"), 0, 43200, 30,
                       MQLAB_TR("FieldHelp", "how long a received message stays hidden from other workers")),
                kSqsVisibility));
    t.push_back(
        whole("max_receive", {QT}, MQLAB_TR("FieldLabel", "Deliveries before the DLQ"),
              MQLAB_TR("FieldUnit", "deliveries"), 1, 1000, 5,
              MQLAB_TR("FieldHelp", "a message handed out this many times goes to the dead-letter queue instead")));
    t.push_back(nameField({CT}, MQLAB_TR("NewCardName", "Analytics")));
    t.push_back(
        choice("reads", {CT}, MQLAB_TR("FieldLabel", "Reads"),
               {{"live", MQLAB_TR("FieldChoice", "Live, from its committed offsets")},
                {"replay", MQLAB_TR("FieldChoice", "A replay, sought by time")}},
               MQLAB_TR("FieldHelp",
                        "live readers read the page cache; a replay seeks back and reads the S3 tier's cold path")));
    t.push_back(lowOpen(number(
        "fetch_quota_mbps", {CT}, MQLAB_TR("FieldLabel", "Fetch quota"), MQLAB_TR("FieldUnit", "MB/s"), 0, 10000, 5,
        MQLAB_TR("FieldHelp", "bytes a second the team may fetch; past it the broker answers 429 with Retry-After"),
        1)));
    // What the team reads at the peak, checked against its quota: the seed's readers take 2 x 162.04 =
    // 324.07 MB/s over 200 teams, 1.62 MB/s a team.
    t.push_back(number(
        "fetch_mbps", {CT}, MQLAB_TR("FieldLabel", "Reads at the peak"), MQLAB_TR("FieldUnit", "MB/s"), 0, 10000, 1.62,
        MQLAB_TR("FieldHelp", "bytes a second the team fetches at the peak; past its fetch quota it is throttled"), 2));

    // Round 3's regions (second-seed.md section 4.2): two pairs, a 30/20/30/20 split of the traffic
    // (recon, section 6.6), 99.999% a region; cells of the Round 2 platform sized at its 81,018.5 msg/s
    // with 30% growth headroom, 1 TB volumes (recon, section 6.7), 24 h on brokers, 7 days in S3 and
    // finance's 20% kept 90 days; a mirror of the 25% critical traffic, about 3 s behind, 5 s the target.
    auto share = [](FieldSpec f) {
        f.loOpen = true;
        f.shownScale = 100;
        f.shownUnit = "%";
        return f;
    };
    t.push_back(text("name", {RG}, MQLAB_TR("FieldLabel", "Name"), FieldType::Text, 60, "us-east-1",
                     MQLAB_TR("FieldHelp", "the region's name on the card")));
    t.push_back(
        text("pair", {RG}, MQLAB_TR("FieldLabel", "Paired with"), FieldType::Text, 64, "",
             MQLAB_TR("FieldHelp",
                      "the id of the other region of its pair; a mirror joins only the two regions of a pair")));
    t.push_back(choice(
        "residency", {RG}, MQLAB_TR("FieldLabel", "Residency"),
        {{"us", MQLAB_TR("FieldChoice", "US")}, {"eu", MQLAB_TR("FieldChoice", "EU (data stays in EU regions)")}},
        MQLAB_TR("FieldHelp",
                 "where the region's data may be kept: an EU region's topics, mirrors and keys stay in the EU")));
    t.push_back(share(number("share", {RG}, MQLAB_TR("FieldLabel", "Share of the traffic"),
                             MQLAB_TR("FieldUnit", "as a share of the producers' messages"), 0, 1, 0.3,
                             MQLAB_TR("FieldHelp", "the part of the producers' messages this region is home for"), 2)));
    t.push_back(number("availability_percent", {RG}, MQLAB_TR("FieldLabel", "Availability target"),
                       MQLAB_TR("FieldUnit", "%"), 90, 99.9999, 99.999,
                       MQLAB_TR("FieldHelp", "the share of a month the region must take sends"), 4));
    t.push_back(nameField({CL}, MQLAB_TR("NewCardName", "Cells")));
    t.push_back(whole("count", {CL}, MQLAB_TR("FieldLabel", "Cells"), MQLAB_TR("FieldUnit", "cells"), 1, 1000, 5,
                      MQLAB_TR("FieldHelp", "cells in the region, each a whole platform")));
    t.push_back(noted(whole("brokers", {CL}, MQLAB_TR("FieldLabel", "Brokers a cell"), MQLAB_TR("FieldUnit", "brokers"),
                            3, 1000, 12, MQLAB_TR("FieldHelp", "brokers in each cell")),
                      MQLAB_TR("FieldNote", "and a multiple of 3 zones")));
    t.push_back(whole("controllers", {CL}, MQLAB_TR("FieldLabel", "Controllers a cell"),
                      MQLAB_TR("FieldUnit", "controllers"), 1, 9, 3,
                      MQLAB_TR("FieldHelp", "controllers in each cell, off the data path")));
    t.push_back(text("instance", {CL}, MQLAB_TR("FieldLabel", "Broker EC2 size"), FieldType::Text, 60, "m7g.2xlarge",
                     MQLAB_TR("FieldHelp", "an EC2 size from the catalogue's rounds section")));
    t.push_back(text("controller_instance", {CL}, MQLAB_TR("FieldLabel", "Controller EC2 size"), FieldType::Text, 60,
                     "m7g.large", MQLAB_TR("FieldHelp", "an EC2 size from the catalogue's rounds section")));
    t.push_back(lowOpen(number("capacity_msg_s", {CL}, MQLAB_TR("FieldLabel", "A cell's peak"),
                               MQLAB_TR("FieldUnit", "msg/s"), 0, 1e7, 81018.5,
                               MQLAB_TR("FieldHelp", "the peak one cell is sized for (Round 2's platform)"), 1)));
    t.push_back(number("growth_headroom", {CL}, MQLAB_TR("FieldLabel", "Growth headroom"),
                       MQLAB_TR("FieldUnit", "times the planned peak"), 1, 10, 1.3,
                       MQLAB_TR("FieldHelp", "the planned peak times this must fit in the region's cells"), 2));
    t.push_back(number("volume_gb", {CL}, MQLAB_TR("FieldLabel", "gp3 volume"), MQLAB_TR("FieldUnit", "GB"), 1, 16384,
                       1000, MQLAB_TR("FieldHelp", "each broker's gp3 volume")));
    t.push_back(sourced(
        number("volume_mbps", {CL}, MQLAB_TR("FieldLabel", "gp3 throughput"), MQLAB_TR("FieldUnit", "MB/s"), 125, 1000,
               250, MQLAB_TR("FieldHelp", "throughput provisioned a volume; the first 125 MB/s come with it")),
        kGp3));
    t.push_back(
        lowOpen(number("local_hours", {CL}, MQLAB_TR("FieldLabel", "Kept on broker disks"), MQLAB_TR("FieldUnit", "h"),
                       0, 8760, 24, MQLAB_TR("FieldHelp", "how long segments stay on the brokers"), 1)));
    t.push_back(number("s3_days", {CL}, MQLAB_TR("FieldLabel", "Kept in S3 Standard"), MQLAB_TR("FieldUnit", "days"), 0,
                       3650, 7, MQLAB_TR("FieldHelp", "days every message stays in S3 Standard"), 1));
    t.push_back(number(
        "archive_days", {CL}, MQLAB_TR("FieldLabel", "Finance archive"), MQLAB_TR("FieldUnit", "days"), 0, 3650, 90,
        MQLAB_TR("FieldHelp",
                 "finance topics are kept this long; after s3_days they move to Glacier Instant Retrieval"),
        1));
    t.push_back(
        share(number("finance_share", {CL}, MQLAB_TR("FieldLabel", "Finance share"),
                     MQLAB_TR("FieldUnit", "as a share of the region's messages"), 0, 1, 0.2,
                     MQLAB_TR("FieldHelp", "the part of the region's own messages kept to the archive horizon"), 2)));
    t.back().loOpen = false;
    t.push_back(number("compression", {CL}, MQLAB_TR("FieldLabel", "Compression"),
                       MQLAB_TR("FieldUnit", "times smaller"), 1, 100, 2,
                       MQLAB_TR("FieldHelp", "a message's bytes as sent over its bytes stored and mirrored"), 1));
    t.push_back(number(
        "team_usd_month", {CL}, MQLAB_TR("FieldLabel", "Team running them"), MQLAB_TR("FieldUnit", "USD a month"), 0,
        1e8, 0,
        MQLAB_TR("FieldHelp", "what the people who run these cells cost a month: your figure, the seed gives none")));
    t.push_back(nameField({ML}, MQLAB_TR("NewCardName", "Mirror")));
    t.push_back(share(number(
        "critical_share", {ML}, MQLAB_TR("FieldLabel", "Critical share"),
        MQLAB_TR("FieldUnit", "as a share of the source's messages"), 0, 1, 0.25,
        MQLAB_TR("FieldHelp", "the part of the source region's messages on critical topics, the ones mirrored"), 2)));
    t.push_back(lowOpen(
        number("lag_s", {ML}, MQLAB_TR("FieldLabel", "Lag"), MQLAB_TR("FieldUnit", "s"), 0, 3600, 3,
               MQLAB_TR("FieldHelp", "how far the copy trails its source; what a lost region leaves behind"), 1)));
    t.push_back(
        lowOpen(number("target_lag_s", {ML}, MQLAB_TR("FieldLabel", "Target lag (RPO)"), MQLAB_TR("FieldUnit", "s"), 0,
                       3600, 5, MQLAB_TR("FieldHelp", "the most the critical topics may lose; an alarm past it"), 1)));

    // Round 3's storage tiers, keys, routing and control plane (second-seed.md 4.2 and 4.7): S3 Standard
    // 7 days, Glacier IR to 90 days for finance (billed at least the catalogue's 90 days an object), a KMS
    // multi-Region key a tenant (deleted after a 7 to 30 day wait, 30 the default), a routing control a
    // topic group and waves from a canary cell. Tenants, customers and the waves are the user's figures.
    t.push_back(nameField({S3}, "S3 Standard"));
    t.push_back(nameField({GT}, "Glacier IR"));
    t.push_back(
        choice("residency", {S3, GT}, MQLAB_TR("FieldLabel", "Residency"),
               {{"us", MQLAB_TR("FieldChoice", "US")}, {"eu", MQLAB_TR("FieldChoice", "EU (only in an EU region)")}},
               MQLAB_TR("FieldHelp", "where the tier's objects may be kept: an EU tier belongs to an EU region only")));
    t.push_back(number(
        "days", {S3}, MQLAB_TR("FieldLabel", "Kept in S3 Standard"), MQLAB_TR("FieldUnit", "days"), 0, 3650, 7,
        MQLAB_TR("FieldHelp", "days every message of the region stays in S3 Standard (the cells' s3_days when there is "
                              "no tier)"),
        1));
    t.push_back(number(
        "days", {GT}, MQLAB_TR("FieldLabel", "Finance archive"), MQLAB_TR("FieldUnit", "days"), 0, 3650, 90,
        MQLAB_TR("FieldHelp", "finance topics are kept this long from the send, in Glacier IR after S3 Standard (the "
                              "cells' archive_days when there is no tier)"),
        1));
    t.push_back(nameField({KS}, MQLAB_TR("NewCardName", "Keys")));
    t.push_back(
        choice("residency", {KS}, MQLAB_TR("FieldLabel", "Residency"),
               {{"us", MQLAB_TR("FieldChoice", "US")}, {"eu", MQLAB_TR("FieldChoice", "EU (only in EU regions)")}},
               MQLAB_TR("FieldHelp", "where the keys may be kept: an EU key store serves the EU pair only")));
    t.push_back(
        whole("tenants", {KS}, MQLAB_TR("FieldLabel", "Tenants"), MQLAB_TR("FieldUnit", "tenants"), 1, 1e6, 1,
              MQLAB_TR("FieldHelp", "one KMS multi-Region key a tenant, with a replica in the pair: your figure")));
    t.push_back(whole("customers", {KS}, MQLAB_TR("FieldLabel", "Customers"), MQLAB_TR("FieldUnit", "customers"), 0,
                      1e9, 1, MQLAB_TR("FieldHelp", "per-customer keys in the DynamoDB global table: your figure")));
    t.push_back(sourced(
        whole("deletion_wait_days", {KS}, MQLAB_TR("FieldLabel", "Key deletion wait"), MQLAB_TR("FieldUnit", "days"), 7,
              30, 30,
              MQLAB_TR("FieldHelp", "KMS waits this long before it deletes an offboarded tenant's key, primary and "
                                    "replica; it can be cancelled meanwhile")),
        "https://docs.aws.amazon.com/kms/latest/cryptographic-details/key-deletion.html"));
    t.push_back(nameField({RC}, MQLAB_TR("NewCardName", "Routing")));
    t.push_back(text("topic_group", {RC}, MQLAB_TR("FieldLabel", "Topic group"), FieldType::Text, 60, "payments",
                     MQLAB_TR("FieldHelp", "the topics whose home this control moves together")));
    t.push_back(
        text("home", {RC}, MQLAB_TR("FieldLabel", "Home region"), FieldType::Text, 64, "",
             MQLAB_TR("FieldHelp", "the id of the region of its pair that takes the group's writes; flipped by hand")));
    t.push_back(nameField({CP}, MQLAB_TR("NewCardName", "Control plane")));
    t.push_back(whole("canary_cells", {CP}, MQLAB_TR("FieldLabel", "Canary cells"), MQLAB_TR("FieldUnit", "cells"), 1,
                      100, 1, MQLAB_TR("FieldHelp", "cells that take a change first, before any wave")));
    t.push_back(whole("waves", {CP}, MQLAB_TR("FieldLabel", "Waves"), MQLAB_TR("FieldUnit", "waves"), 1, 100, 3,
                      MQLAB_TR("FieldHelp", "waves after the canary")));
    t.push_back(whole("wave_cells", {CP}, MQLAB_TR("FieldLabel", "Cells a wave"), MQLAB_TR("FieldUnit", "cells"), 1,
                      1000, 6, MQLAB_TR("FieldHelp", "the most cells one wave changes")));

    for (const char* axis : {"x", "y"})
        t.push_back(hidden(number(axis, all, axis, MQLAB_TR("FieldUnit", "px"), -1e6, 1e6, 0,
                                  MQLAB_TR("FieldHelp", "the card's place on the canvas"))));
    return t;
}

} // namespace

bool FieldSpec::has(Kind kind) const
{
    for (Kind k : kinds)
        if (k == kind)
            return true;
    return false;
}

std::optional<Kind> kindOfNode(const Scenario& s, const std::string& id)
{
    for (const auto& p : s.producers)
        if (p.id == id)
            return Kind::Producer;
    for (const auto& c : s.clusters)
        if (c.id == id)
            return c.kind == ClusterKind::Express ? Kind::ExpressCluster : Kind::StandardCluster;
    for (const auto& g : s.groups)
        if (g.id == id)
            return Kind::Group;
    for (const auto& q : s.deadLetterQueues)
        if (q.id == id)
            return Kind::DeadLetterQueue;
    // Every later array holds one kind: the registry's first kind of that array.
    std::optional<Kind> kind;
    forEachArray(s, [&](NodeKind array, const auto& nodes) {
        if (kind || array <= NodeKind::DeadLetterQueue)
            return;
        for (const auto& n : nodes)
            if (n.id == id)
                for (const KindInfo& k : kindRegistry())
                    if (k.node == array) {
                        kind = k.kind;
                        return;
                    }
    });
    return kind;
}

NodeKind nodeKindOf(Kind kind)
{
    return kindInfo(kind).node;
}

std::string_view kindKey(Kind kind)
{
    return kindInfo(kind).key;
}

std::string_view kindLabel(Kind kind)
{
    return kindInfo(kind).label;
}

const std::vector<FieldSpec>& fieldTable()
{
    static const std::vector<FieldSpec> table = makeTable();
    return table;
}

namespace {
// Each kind's rows in table order, found once: every edit of a 200-node design validates each node's
// figures by their rows, and a scan of the whole table for each was a tenth of the edit.
const std::vector<std::vector<const FieldSpec*>>& rowsByKind()
{
    static const std::vector<std::vector<const FieldSpec*>> rows = [] {
        std::vector<std::vector<const FieldSpec*>> out(std::size(kAllKinds));
        for (const FieldSpec& f : fieldTable())
            for (Kind k : f.kinds)
                out[static_cast<size_t>(k)].push_back(&f);
        return out;
    }();
    return rows;
}
} // namespace

const FieldSpec* findField(Kind kind, std::string_view key)
{
    const auto& rows = rowsByKind();
    const auto k = static_cast<size_t>(kind);
    if (k >= rows.size())
        return nullptr;
    for (const FieldSpec* f : rows[k])
        if (f->key == key)
            return f;
    return nullptr;
}

const FieldSpec& field(Kind kind, std::string_view key)
{
    if (const FieldSpec* f = findField(kind, key))
        return *f;
    throw std::logic_error("the field table has no " + std::string(key) + " for " + std::string(kindKey(kind)));
}

const std::vector<const FieldSpec*>& fieldsOf(Kind kind)
{
    static const std::vector<const FieldSpec*> none;
    const auto& rows = rowsByKind();
    const auto k = static_cast<size_t>(kind);
    return k < rows.size() ? rows[k] : none;
}

std::vector<const FieldSpec*> inspectorFields(Kind kind)
{
    std::vector<const FieldSpec*> out;
    for (const FieldSpec* f : fieldsOf(kind))
        if (f->inspected)
            out.push_back(f);
    return out;
}

double topOf(const FieldSpec& f, const nlohmann::json& node)
{
    if (f.hiField.empty() || !node.contains(f.hiField) || !node.at(f.hiField).is_number())
        return f.hi;
    return std::min(f.hi, node.at(f.hiField).get<double>() * f.hiFactor);
}

std::string plainNumber(double v)
{
    if (std::isnan(v))
        return "NaN";
    if (std::isinf(v))
        return v > 0 ? "infinity" : "-infinity";
    if (std::fabs(v) >= 1e15) { // far out of every range: 1e+308, not 309 digits
        char buf[32];
        std::snprintf(buf, sizeof buf, "%.6g", v);
        return buf;
    }
    int decimals = 0;
    while (decimals < 4 && std::fabs(v * std::pow(10.0, decimals) - std::round(v * std::pow(10.0, decimals))) > 1e-9)
        ++decimals;
    return grouped(v, decimals);
}

std::string rangeText(const FieldSpec& f)
{
    return rangeText(f, f.hi);
}

std::string rangeText(const FieldSpec& f, double hi)
{
    const std::string unit = f.unit.empty() ? "" : " " + f.unit;
    if (f.type == FieldType::Whole)
        return "a whole number from " + plainNumber(f.lo) + " to " + plainNumber(hi) + unit;
    if (f.loOpen)
        return "more than " + plainNumber(f.lo) + " and up to " + plainNumber(hi) + unit;
    return plainNumber(f.lo) + " to " + plainNumber(hi) + unit;
}

bool inRange(const FieldSpec& f, double v)
{
    if (std::isnan(v) || !(v <= f.hi))
        return false;
    if (f.type == FieldType::Whole && std::floor(v) != v)
        return false;
    return f.loOpen ? v > f.lo : v >= f.lo;
}

std::string shownRangeText(const FieldSpec& f, double hi)
{
    return shownRangeMessage(f, hi).text();
}

std::string fieldPhrase(const FieldSpec& f)
{
    std::string out = f.label;
    // "Mean event size" -> "mean event size"; a name written as Kafka spells it stays as it is.
    if (!out.empty() && out[0] >= 'A' && out[0] <= 'Z' && !(out.size() > 1 && out[1] >= 'A' && out[1] <= 'Z'))
        out[0] = static_cast<char>(out[0] - 'A' + 'a');
    if (!f.shownUnit.empty() && f.shownScale == 1) // a share is written 0.3 in Your turn, not as a percent
        out += " (" + f.shownUnit + ")";
    return out;
}

const std::string& choiceName(Kind kind, std::string_view key, int index)
{
    const FieldSpec& f = field(kind, key);
    if (index < 0 || static_cast<size_t>(index) >= f.choices.size())
        throw std::logic_error("no choice " + std::to_string(index) + " for " + std::string(key));
    return f.choices[static_cast<size_t>(index)].value;
}

int choiceIndex(const FieldSpec& f, std::string_view value)
{
    for (size_t i = 0; i < f.choices.size(); ++i)
        if (f.choices[i].value == value)
            return static_cast<int>(i);
    return -1;
}

nlohmann::json kindChange(ClusterKind to)
{
    return kindChange(to == ClusterKind::Express ? Kind::ExpressCluster : Kind::StandardCluster);
}

nlohmann::json kindChange(Kind kind)
{
    nlohmann::json change = {{"kind", std::string(kindKey(kind))}};
    for (const FieldSpec* f : fieldsOf(kind)) {
        if (!f->followsKind)
            continue;
        if (f->type == FieldType::Toggle)
            change[f->key] = f->defaultNumber != 0;
        else if (f->type == FieldType::Whole)
            change[f->key] = static_cast<long long>(f->defaultNumber);
        else if (f->type == FieldType::Number)
            change[f->key] = f->defaultNumber;
        else
            change[f->key] = f->defaultText;
    }
    return change;
}

} // namespace mqlab
