// model/fields.h: the one field table. Every field the reader accepts or toJson writes has a row,
// the reader's and the validator's refusals state the row's range, the defaults are the rows', the
// inspector's rows and Your turn's words come from it, and a change of broker kind is its data.
#include <gtest/gtest.h>

#include <cmath>
#include <set>

#include <nlohmann/json.hpp>

#include "bad_inputs.h"
#include "mqlab/error.h"
#include "mqlab/model/fields.h"
#include "mqlab/report/message.h"
#include "test_data.h"

namespace mqlab {
namespace {

using nlohmann::json;
using test::catalog;

bool contains(const std::string& text, const std::string& part)
{
    return text.find(part) != std::string::npos;
}

// One node of every kind, connected: producer -> Standard cluster -> group -> dead-letter queue, and
// an Express cluster reading nothing yet (loose, as on a canvas being built); Round 1's kinds (version 2):
// task producer -> load balancer -> broker fleet -> worker pool -> the dead-letter queue, a metadata
// store beside the fleet and an SQS queue that nothing feeds yet.
json everyKind()
{
    Scenario s;
    s.producers.push_back(Producer{});
    s.producers[0].id = "p";
    s.clusters.push_back(Cluster{});
    s.clusters[0].id = "std";
    Cluster express;
    express.id = "exp";
    express.kind = ClusterKind::Express;
    express.brokerSize = "express.m7g.2xlarge";
    s.clusters.push_back(express);
    s.groups.push_back(ConsumerGroup{});
    s.groups[0].id = "g";
    s.deadLetterQueues.push_back(DeadLetterQueue{});
    s.deadLetterQueues[0].id = "q";
    s.version = 2;
    s.units = "seed004";
    s.taskProducers.push_back(TaskProducer{});
    s.taskProducers[0].id = "tp";
    s.loadBalancers.push_back(LoadBalancer{});
    s.loadBalancers[0].id = "lb";
    s.brokerFleets.push_back(BrokerFleet{});
    s.brokerFleets[0].id = "bf";
    s.metadataStores.push_back(MetadataStore{});
    s.metadataStores[0].id = "ms";
    s.workerPools.push_back(WorkerPool{});
    s.workerPools[0].id = "wp";
    s.sqsQueues.push_back(SqsQueue{});
    s.sqsQueues[0].id = "sq";
    s.taskProducers.push_back(TaskProducer{});
    s.taskProducers[1].id = "tp2";
    s.platformFleets.push_back(StreamPlatform{});
    s.platformFleets[0].id = "pf";
    s.streamTopics.push_back(StreamTopic{});
    s.streamTopics[0].id = "st";
    s.queueTopics.push_back(QueueTopic{});
    s.queueTopics[0].id = "qt";
    s.consumerTeams.push_back(ConsumerTeam{});
    s.consumerTeams[0].id = "ct";
    s.taskProducers.push_back(TaskProducer{});
    s.taskProducers[2].id = "tp3";
    // Round 3: two paired regions fed by one producer, each with its cells, one mirror between them.
    s.taskProducers.push_back(TaskProducer{});
    s.taskProducers[3].id = "tp4";
    s.regions.push_back(Region{});
    s.regions[0].id = "rg";
    s.regions[0].pair = "rg2";
    s.regions.push_back(Region{});
    s.regions[1].id = "rg2";
    s.regions[1].pair = "rg";
    s.cells.push_back(Cell{});
    s.cells[0].id = "ce";
    s.cells.push_back(Cell{});
    s.cells[1].id = "ce2";
    s.mirrorLinks.push_back(MirrorLink{});
    s.mirrorLinks[0].id = "ml";
    // The first region's tiers, the pair's key store and routing control, a control plane for the cells.
    s.s3Tiers.push_back(S3Tier{});
    s.s3Tiers[0].id = "s3t";
    s.glacierTiers.push_back(GlacierTier{});
    s.glacierTiers[0].id = "gt";
    s.keyStores.push_back(KeyStore{});
    s.keyStores[0].id = "ks";
    s.routingControls.push_back(RoutingControl{});
    s.routingControls[0].id = "rc";
    s.routingControls[0].home = "rg";
    s.controlPlanes.push_back(ControlPlane{});
    s.controlPlanes[0].id = "cp";
    s.connections = {{"p", "std"},  {"std", "g"},  {"g", "q"},     {"tp", "lb"},  {"lb", "bf"},   {"bf", "wp"},
                     {"wp", "q"},   {"ms", "bf"},  {"tp2", "st"},  {"tp3", "qt"}, {"st", "pf"},   {"qt", "pf"},
                     {"pf", "ct"},  {"tp4", "rg"}, {"tp4", "rg2"}, {"rg", "ce"},  {"rg2", "ce2"}, {"rg", "ml"},
                     {"ml", "rg2"}, {"rg", "s3t"}, {"rg", "gt"},   {"ks", "rg"},  {"ks", "rg2"},  {"rc", "rg"},
                     {"rc", "rg2"}, {"cp", "ce"},  {"cp", "ce2"}};
    return toJson(s);
}

// The node of `kind` in everyKind()'s JSON.
json& nodeOf(json& doc, Kind kind)
{
    switch (kind) {
    case Kind::Producer:
        return doc["producers"][0];
    case Kind::StandardCluster:
        return doc["clusters"][0];
    case Kind::ExpressCluster:
        return doc["clusters"][1];
    case Kind::Group:
        return doc["groups"][0];
    case Kind::DeadLetterQueue:
        break;
    default: // Round 1's kinds: one node, the first of its array
        return doc[std::string(arrayName(nodeKindOf(kind)))][0];
    }
    return doc["dead_letter_queues"][0];
}

std::string pathOf(Kind kind)
{
    switch (kind) {
    case Kind::Producer:
        return "producers[0]";
    case Kind::StandardCluster:
        return "clusters[0]";
    case Kind::ExpressCluster:
        return "clusters[1]";
    case Kind::Group:
        return "groups[0]";
    case Kind::DeadLetterQueue:
        break;
    default:
        return std::string(arrayName(nodeKindOf(kind))) + "[0]";
    }
    return "dead_letter_queues[0]";
}

InputError refusal(const json& doc)
{
    try {
        parseScenario(doc, "t.json", catalog(), true);
    } catch (const InputError& e) {
        return e;
    }
    ADD_FAILURE() << "accepted";
    return InputError("t.json", "", "accepted");
}

TEST(FieldTable, EveryFieldWrittenHasARowAndEveryRowIsWritten)
{
    json doc = everyKind();
    for (Kind kind : kAllKinds) {
        const json& node = nodeOf(doc, kind);
        std::set<std::string> written, rows;
        for (auto it = node.begin(); it != node.end(); ++it) {
            written.insert(it.key());
            EXPECT_NE(findField(kind, it.key()), nullptr)
                << kindKey(kind) << " writes " << it.key() << " without a row";
        }
        for (const FieldSpec* f : fieldsOf(kind))
            rows.insert(f->key);
        EXPECT_EQ(written, rows) << kindKey(kind);
    }
}

TEST(FieldTable, OneRowAKeyAKind)
{
    for (Kind kind : kAllKinds) {
        std::set<std::string> seen;
        for (const FieldSpec* f : fieldsOf(kind))
            EXPECT_TRUE(seen.insert(f->key).second) << kindKey(kind) << " has two rows for " << f->key;
    }
}

TEST(FieldTable, TheReaderRefusesAKeyWithoutARow)
{
    for (Kind kind : kAllKinds) {
        json doc = everyKind();
        ASSERT_EQ(findField(kind, "colour"), nullptr);
        nodeOf(doc, kind)["colour"] = "red";
        const InputError e = refusal(doc);
        EXPECT_EQ(e.path(), pathOf(kind) + ".colour");
        EXPECT_TRUE(contains(e.problem(), "is not a field")) << e.what();
    }
}

// A node given only its id reads every other field at the table's default, and the C++ struct's
// default is the same figure (so addNode's new node and a file's missing field agree).
TEST(FieldTable, DefaultsAreTheTables)
{
    json doc = everyKind();
    const json structs = doc; // written from default-constructed structs
    for (Kind kind : kAllKinds) {
        json& node = nodeOf(doc, kind);
        const std::string id = node["id"];
        node = json{{"id", id}};
        if (kind == Kind::ExpressCluster)
            node["kind"] = "express";
        if (kind == Kind::Region) // its mirror needs it paired; the pair is a reference, not a default
            node["pair"] = "rg2";
        if (kind == Kind::RoutingControl) // a finished control names its home, a reference too
            node["home"] = "rg";
    }
    json readDoc = toJson(parseScenario(doc, "t.json", catalog(), true));
    json structDoc = structs;
    for (Kind kind : kAllKinds)
        for (const FieldSpec* f : fieldsOf(kind)) {
            if (f->key == "id" || (f->key == "kind" && kind == Kind::ExpressCluster) || // set to say Express
                (f->key == "pair" && kind == Kind::Region) ||                           // set to keep its mirror
                (f->key == "home" && kind == Kind::RoutingControl))                     // set to name its region
                continue;
            const json& got = nodeOf(readDoc, kind).at(f->key);
            json want;
            switch (f->type) {
            case FieldType::Toggle:
                want = f->defaultNumber != 0;
                break;
            case FieldType::Number:
            case FieldType::Whole:
                want = f->defaultNumber;
                break;
            default:
                want = f->defaultText;
            }
            EXPECT_EQ(got, want) << kindKey(kind) << "." << f->key << " read without a value";
            if (kind != Kind::ExpressCluster) { // a default Cluster struct is Standard
                EXPECT_EQ(nodeOf(structDoc, kind).at(f->key), want)
                    << kindKey(kind) << "." << f->key << " struct default";
            }
        }
    // The seed's figures, as the docs give them: 25,000 events/s of 2,048 bytes; 48 partitions; 2 ms an event.
    EXPECT_EQ(field(Kind::Producer, "events_per_s").defaultNumber, 25000);
    EXPECT_EQ(field(Kind::Producer, "event_bytes").defaultNumber, 2048);
    EXPECT_EQ(field(Kind::StandardCluster, "partitions").defaultNumber, 48);
    EXPECT_EQ(field(Kind::Group, "ms_per_event").defaultNumber, 2);
    // Express's own size (docs: "express.m7g.2xlarge" for Express) and its fixed RF 3, min ISR 2.
    EXPECT_EQ(field(Kind::ExpressCluster, "broker_size").defaultText, "express.m7g.2xlarge");
    EXPECT_TRUE(field(Kind::ExpressCluster, "replication_factor").fixed);
    EXPECT_EQ(field(Kind::ExpressCluster, "min_insync_replicas").defaultNumber, 2);
}

// Just past each end of every figure's range, the reader refuses with the row's range in its words.
TEST(FieldTable, TheReadersRefusalStatesTheRowsRange)
{
    int checked = 0;
    for (Kind kind : kAllKinds)
        for (const FieldSpec* f : fieldsOf(kind)) {
            if (f->type != FieldType::Number && f->type != FieldType::Whole)
                continue;
            // Past the top (doubled plus one), and the bottom itself when it is excluded, else one below.
            for (double bad : {f->hi * 2 + 1, f->loOpen ? f->lo : f->lo - 1}) {
                json doc = everyKind();
                nodeOf(doc, kind)[f->key] = bad;
                const InputError e = refusal(doc);
                EXPECT_EQ(e.path(), pathOf(kind) + "." + f->key);
                EXPECT_TRUE(contains(e.problem(), "must be " + rangeText(*f))) << e.what();
                ++checked;
            }
        }
    // Figure rows: producer 5 + x, y = 7; each cluster kind brokers, zones, RF, min ISR, partitions,
    // retention, local retention + x, y = 9; group 3 + x, y = 5; dead-letter queue max_receive_count,
    // retention_days + x, y = 4. (7 + 9 + 9 + 5 + 4) rows x 2 ends = 68 for the first seed's kinds.
    // Round 1's: task producer msgs_per_day, message_bytes, peak_ratio + x, y = 5; load balancer x, y = 2;
    // broker fleet brokers, zones, partitions, replication_factor, quorum, group_commit_ms, volume_gb, iops,
    // retention_days, overhead, partition_ceiling, availability_percent, latency_target_ms + x, y = 15;
    // metadata store nodes + x, y = 3; worker pool workers, visibility_s, extend_every_s, max_receive,
    // wait_s, max_messages, processing_p50_s, _p99_s, _max_s + x, y = 11; SQS send_batch, retention_days +
    // x, y = 4. (5 + 2 + 15 + 3 + 11 + 4) x 2 = 80 more: 148.
    // Round 2's: the task producer's dedup_window_s, batch = 2; the platform fleet brokers, zones,
    // partitions, replication_factor, quorum, group_commit_ms, volume_gb, volume_mbps, local_hours,
    // tier_days, overhead, read_factor, page_cache_gb, team_quota_mbps, bootstrap_nlbs,
    // availability_percent, latency_target_ms + x, y = 19; the stream topic retention_days + x, y = 3;
    // the queue topic delay_s, visibility_s, max_receive + x, y = 5; the consumer team fetch_quota_mbps,
    // fetch_mbps + x, y = 4. (2 + 19 + 3 + 5 + 4) x 2 = 66 more: 214.
    // Round 3's: the region share, availability_percent + x, y = 4; the cell count, brokers, controllers,
    // capacity_msg_s, growth_headroom, volume_gb, volume_mbps, local_hours, s3_days, archive_days,
    // finance_share, compression, team_usd_month + x, y = 15; the mirror link critical_share, lag_s,
    // target_lag_s + x, y = 5. (4 + 15 + 5) x 2 = 48 more: 262.
    // Round 3's other kinds: the S3 and the Glacier tier days + x, y = 3 each; the key store tenants,
    // customers, deletion_wait_days + x, y = 5; the routing control x, y = 2; the control plane
    // canary_cells, waves, wave_cells + x, y = 5. (3 + 3 + 5 + 2 + 5) x 2 = 36 more: 298.
    EXPECT_EQ(checked, 298);
}

TEST(FieldTable, RangesReadAsTheDocsWriteThem)
{
    // engine/docs/scenario-format.md, "Allowed" column.
    EXPECT_EQ(rangeText(field(Kind::Producer, "events_per_s")), "1 to 10,000,000 events/s");
    EXPECT_EQ(rangeText(field(Kind::Producer, "event_bytes")), "1 to 1,048,576 bytes");
    EXPECT_EQ(rangeText(field(Kind::Producer, "linger_ms")), "0 to 60,000 ms");
    EXPECT_EQ(rangeText(field(Kind::StandardCluster, "retention_days")), "more than 0 and up to 3,650 days");
    EXPECT_EQ(rangeText(field(Kind::StandardCluster, "brokers")), "a whole number from 1 to 1,000 brokers");
    EXPECT_EQ(rangeText(field(Kind::Group, "ms_per_event")), "more than 0 and up to 60,000 ms");
    // The inspector shows a share as a percent: (0, 1] is more than 0 and up to 100%.
    const FieldSpec& share = field(Kind::Producer, "hot_key_share");
    EXPECT_EQ(shownRangeText(share, share.hi), "more than 0 and up to 100%");
}

// A refusal's and the inspector's unit is the inspector's word for it (context FieldUnit), a part the
// window translates, not English glued into the sentence; the English reads as before. linger.ms is
// 0 to 60,000 ms; a hot key's share is (0, 1] in the file and more than 0 and up to 100% in the
// inspector.
TEST(FieldTable, TheUnitOfARangeIsTheInspectorsWord)
{
    const FieldSpec& linger = field(Kind::Producer, "linger_ms");
    const Message refusal = rangeRefusal(linger, "70,000");
    EXPECT_EQ(refusal.id, "field.range.unit");
    EXPECT_EQ(refusal.text(), "must be 0 to 60,000 ms (got 70,000)");
    ASSERT_EQ(refusal.parts.size(), 1u);
    EXPECT_EQ(refusal.parts[0].first, "unit");
    EXPECT_EQ(refusal.parts[0].second.context, "FieldUnit");
    EXPECT_EQ(refusal.parts[0].second.english, "ms");
    for (const auto& [name, value] : refusal.args)
        EXPECT_NE(name, "unit") << "the unit is a part, not an argument";

    const Message shown = shownRangeMessage(linger, linger.hi);
    EXPECT_EQ(shown.id, "field.shown_range.unit");
    EXPECT_EQ(shown.text(), "0 to 60,000 ms");
    ASSERT_EQ(shown.parts.size(), 1u);
    EXPECT_EQ(shown.parts[0].second.context, "FieldUnit");

    // A percent is the template's own sign, not a word: no part.
    const FieldSpec& share = field(Kind::Producer, "hot_key_share");
    const Message percent = shownRangeMessage(share, share.hi);
    EXPECT_EQ(percent.id, "field.shown_range.open.percent");
    EXPECT_EQ(percent.text(), "more than 0 and up to 100%");
    EXPECT_TRUE(percent.parts.empty());

    // A count names what it counts: "a whole number from 1 to 1,000 brokers".
    const Message brokers = rangeRefusal(field(Kind::StandardCluster, "brokers"), "2,000");
    EXPECT_EQ(brokers.id, "field.range.whole.unit");
    EXPECT_EQ(brokers.text(), "must be a whole number from 1 to 1,000 brokers (got 2,000)");
}

// The validator checks an in-memory design (a canvas edit); its refusal states the same range.
TEST(FieldTable, TheValidatorsRefusalStatesTheRowsRange)
{
    struct Case {
        Kind kind;
        const char* key;
        void (*set)(Scenario&, double);
    };
    const Case cases[] = {
        {Kind::Producer, "events_per_s", [](Scenario& s, double v) { s.producers[0].eventsPerSecond = v; }},
        {Kind::Producer, "event_bytes", [](Scenario& s, double v) { s.producers[0].eventBytes = v; }},
        {Kind::Producer, "hot_key_share", [](Scenario& s, double v) { s.producers[0].hotKeyShare = v; }},
        {Kind::Producer, "sub_keys", [](Scenario& s, double v) { s.producers[0].subKeys = static_cast<int>(v); }},
        {Kind::Producer, "linger_ms", [](Scenario& s, double v) { s.producers[0].lingerMs = v; }},
        {Kind::StandardCluster, "zones", [](Scenario& s, double v) { s.clusters[0].zones = static_cast<int>(v); }},
        {Kind::StandardCluster, "partitions",
         [](Scenario& s, double v) { s.clusters[0].partitions = static_cast<int>(v); }},
        {Kind::StandardCluster, "retention_days", [](Scenario& s, double v) { s.clusters[0].retentionDays = v; }},
        {Kind::Group, "tasks", [](Scenario& s, double v) { s.groups[0].tasks = static_cast<int>(v); }},
        {Kind::Group, "threads_per_task",
         [](Scenario& s, double v) { s.groups[0].threadsPerTask = static_cast<int>(v); }},
        {Kind::Group, "ms_per_event", [](Scenario& s, double v) { s.groups[0].msPerEvent = v; }},
    };
    const Scenario good = parseScenario(everyKind(), "t.json", catalog(), true);
    for (const Case& c : cases) {
        const FieldSpec& f = field(c.kind, c.key);
        for (double bad : {f.hi + 1, f.loOpen ? f.lo : f.lo - 1}) {
            Scenario s = good;
            c.set(s, bad);
            try {
                validate(s, catalog(), "canvas", true);
                ADD_FAILURE() << c.key << " = " << bad << " accepted";
            } catch (const InputError& e) {
                EXPECT_EQ(e.path(), pathOf(c.kind) + "." + c.key);
                EXPECT_TRUE(contains(e.problem(), "must be " + rangeText(f))) << e.what();
            }
        }
    }
}

// The window's bad-input sweep lists the reader's fields by hand; it must list the table's.
TEST(FieldTable, TheBadInputSweepListsTheTablesRanges)
{
    using test::bad_detail::Type;
    const std::pair<const char*, Kind> arrays[] = {
        {"producers", Kind::Producer}, {"clusters", Kind::StandardCluster}, {"groups", Kind::Group}};
    for (const auto& [array, kind] : arrays) {
        std::set<std::string> listed;
        for (const auto& f : test::bad_detail::fieldsOf(array)) {
            listed.insert(f.name);
            const FieldSpec* row = findField(kind, f.name);
            ASSERT_NE(row, nullptr) << array << "." << f.name;
            if (f.type == Type::Number || f.type == Type::Integer) {
                EXPECT_EQ(row->type, f.type == Type::Number ? FieldType::Number : FieldType::Whole) << f.name;
                EXPECT_EQ(row->lo, f.lo) << f.name;
                EXPECT_EQ(row->hi, f.hi) << f.name;
                EXPECT_EQ(row->loOpen, f.loOpen) << f.name;
            }
        }
        for (const FieldSpec* row : fieldsOf(kind))
            EXPECT_TRUE(listed.count(row->key)) << array << "." << row->key << " is missing from the sweep";
    }
}

TEST(FieldTable, InspectorRowsComeFromTheTable)
{
    auto keys = [](Kind kind) {
        std::vector<std::string> out;
        for (const FieldSpec* f : inspectorFields(kind))
            out.push_back(f->key);
        return out;
    };
    EXPECT_EQ(keys(Kind::Producer),
              (std::vector<std::string>{"name", "events_per_s", "event_bytes", "key", "hot_key_share", "sub_keys",
                                        "partitioner", "linger_ms", "acks", "idempotence"}));
    EXPECT_EQ(keys(Kind::StandardCluster),
              (std::vector<std::string>{"name", "kind", "broker_size", "brokers", "zones", "replication_factor",
                                        "min_insync_replicas", "partitions", "retention_days", "tiered_storage",
                                        "local_retention_hours", "unclean_leader_election"}));
    // Express fixes RF 3 and min ISR 2 and has no tier: the inspector does not offer them.
    EXPECT_EQ(keys(Kind::ExpressCluster),
              (std::vector<std::string>{"name", "kind", "broker_size", "brokers", "zones", "partitions",
                                        "retention_days", "unclean_leader_election"}));
    EXPECT_EQ(keys(Kind::Group), (std::vector<std::string>{"name", "tasks", "threads_per_task", "ms_per_event"}));

    // Cross-field tops on Stage 1's cluster (3 brokers, RF 3, 7 days): RF at most 3 brokers, min ISR
    // at most RF 3, local retention at most 7 x 24 = 168 hours.
    const json kafka = toJson(test::stageScenario(1).clusters.at(0));
    EXPECT_EQ(topOf(field(Kind::StandardCluster, "replication_factor"), kafka), 3);
    EXPECT_EQ(topOf(field(Kind::StandardCluster, "min_insync_replicas"), kafka), 3);
    EXPECT_EQ(topOf(field(Kind::StandardCluster, "local_retention_hours"), kafka), 168);
    EXPECT_EQ(topOf(field(Kind::StandardCluster, "partitions"), kafka), 100000);
}

TEST(FieldTable, OneLabelForTheInspectorAndYourTurn)
{
    // The inspector shows "Mean event size (bytes)"; Your turn names the same field in a sentence.
    EXPECT_EQ(field(Kind::Producer, "event_bytes").label, "Mean event size");
    EXPECT_EQ(fieldPhrase(field(Kind::Producer, "event_bytes")), "mean event size (bytes)");
    EXPECT_EQ(fieldPhrase(field(Kind::StandardCluster, "brokers")), "brokers");
    EXPECT_EQ(fieldPhrase(field(Kind::StandardCluster, "retention_days")), "retention (days)");
    // Kafka's own spellings stay as Kafka writes them.
    EXPECT_EQ(fieldPhrase(field(Kind::Producer, "linger_ms")), "linger.ms (ms)");
    // A share is 0.3 in Your turn's values, so its phrase carries no percent sign.
    EXPECT_EQ(fieldPhrase(field(Kind::Producer, "hot_key_share")), "largest key's share");
}

TEST(FieldTable, EnumsAreNamedOnce)
{
    EXPECT_EQ(acksName(Acks::All), "all");
    EXPECT_EQ(acksName(Acks::One), "1");
    EXPECT_EQ(acksName(Acks::Zero), "0");
    EXPECT_EQ(keyKindName(KeyKind::Merchant), "merchant");
    EXPECT_EQ(partitionerName(Partitioner::Custom), "custom");
    EXPECT_EQ(clusterKindName(ClusterKind::Express), "express");
    // Every choice reads back as itself: acks "1" (idempotence off, as Kafka requires) round trips.
    for (const FieldChoice& c : field(Kind::Producer, "acks").choices) {
        json doc = everyKind();
        nodeOf(doc, Kind::Producer)["acks"] = c.value;
        nodeOf(doc, Kind::Producer)["idempotence"] = c.value == "all";
        EXPECT_EQ(toJson(parseScenario(doc, "t.json", catalog(), true))["producers"][0]["acks"], c.value);
    }
}

TEST(FieldTable, ChangingTheBrokerKindSetsTheKindsFixedFigures)
{
    EXPECT_EQ(kindChange(ClusterKind::Express), (json{{"kind", "express"},
                                                      {"broker_size", "express.m7g.2xlarge"},
                                                      {"replication_factor", 3},
                                                      {"min_insync_replicas", 2},
                                                      {"tiered_storage", false}}));
    EXPECT_EQ(kindChange(ClusterKind::Standard), (json{{"kind", "standard"}, {"broker_size", "kafka.m7g.large"}}));
    // Stage 2's cluster has tiered storage on; the change makes a valid Express cluster of it.
    const Scenario stage2 = test::stageScenario(2);
    json change = kindChange(ClusterKind::Express);
    change["id"] = stage2.clusters.at(0).id;
    const Scenario express = patched(stage2, {{"clusters", json::array({change})}}, catalog());
    EXPECT_EQ(express.clusters[0].kind, ClusterKind::Express);
    EXPECT_EQ(express.clusters[0].brokerSize, "express.m7g.2xlarge");
    EXPECT_FALSE(express.clusters[0].tieredStorage);
}

// engine/docs/scenario-format.md's field tables list the same fields, defaults and ranges as the table.
TEST(FieldTable, TheFormatDocsListTheTablesFields)
{
    const std::string docs = test::readFile("engine/docs/scenario-format.md");
    const std::pair<const char*, Kind> sections[] = {
        {"## Producers", Kind::Producer}, {"## Clusters", Kind::StandardCluster}, {"## Consumer groups", Kind::Group}};
    for (const auto& [heading, kind] : sections) {
        const size_t from = docs.find(heading);
        ASSERT_NE(from, std::string::npos) << heading;
        const std::string section = docs.substr(from, docs.find("\n## ", from + 1) - from);
        for (const FieldSpec* f : fieldsOf(kind)) {
            // "| `x`, `y` |" lists both axes on one row.
            const std::string cell = f->key == "x" ? "| `x`, `y` |" : f->key == "y" ? "`y` |" : "| `" + f->key + "` |";
            const size_t at = section.find(cell);
            ASSERT_NE(at, std::string::npos) << heading << " has no row for " << f->key;
            std::string row = section.substr(at, section.find('\n', at) - at);
            for (size_t m; (m = row.find("\u2212")) != std::string::npos;) // the docs' minus sign
                row.replace(m, std::string("\u2212").size(), "-");
            if (f->type == FieldType::Number || f->type == FieldType::Whole) {
                const double d = f->defaultNumber;
                EXPECT_TRUE(contains(
                    row,
                    "| `" + (d == std::floor(d) ? std::to_string(static_cast<long long>(d)) : json(d).dump()) + "` |"))
                    << row;
                if (f->hiField.empty()) { // a cross-field top is written as its field's name
                    const std::string range = (f->loOpen ? "more than " : "") + plainNumber(f->lo) +
                                              (f->loOpen ? " and up to " : " to ") + plainNumber(f->hi);
                    EXPECT_TRUE(contains(row, "| " + range)) << row << " lacks " << range;
                }
            } else if (f->type == FieldType::Toggle) {
                EXPECT_TRUE(contains(row, f->defaultNumber != 0 ? "| `true` |" : "| `false` |")) << row;
            } else if (f->type != FieldType::Id && !f->choices.empty()) {
                EXPECT_TRUE(contains(row, "| `\"" + f->defaultText + "\"` |")) << row;
                for (const FieldChoice& c : f->choices)
                    EXPECT_TRUE(contains(row, "`\"" + c.value + "\"`")) << row << " lacks " << c.value;
            } else if (f->type == FieldType::Text) {
                EXPECT_TRUE(contains(row, "| `\"" + f->defaultText + "\"` |")) << row;
                EXPECT_TRUE(contains(row, "at most " + plainNumber(f->hi) + " characters")) << row;
            }
        }
    }
}

TEST(FieldTable, KindsOfNodes)
{
    const Scenario s = parseScenario(everyKind(), "t.json", catalog(), true);
    EXPECT_EQ(kindOfNode(s, "p"), Kind::Producer);
    EXPECT_EQ(kindOfNode(s, "std"), Kind::StandardCluster);
    EXPECT_EQ(kindOfNode(s, "exp"), Kind::ExpressCluster);
    EXPECT_EQ(kindOfNode(s, "g"), Kind::Group);
    EXPECT_EQ(kindOfNode(s, "st"), Kind::StreamTopic);
    EXPECT_EQ(kindOfNode(s, "qt"), Kind::QueueTopic);
    EXPECT_EQ(kindOfNode(s, "ct"), Kind::ConsumerTeam);
    EXPECT_EQ(kindOfNode(s, "nobody"), std::nullopt);
    EXPECT_EQ(nodeKindOf(Kind::ExpressCluster), NodeKind::Cluster);
}

} // namespace
} // namespace mqlab
