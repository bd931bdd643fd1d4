#include "mqlab/model/scenario.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <optional>
#include <cstdio>
#include <set>
#include <sstream>
#include <type_traits>
#include <unordered_map>
#include <unordered_set>

#include <nlohmann/json.hpp>

#include "mqlab/model/catalog.h"
#include "mqlab/model/fields.h"
#include "mqlab/model/kinds.h"
#include "mqlab/model/unit_system.h"
#include "mqlab/error.h"
#include "mqlab/io/json_reader.h"
#include "mqlab/report/format.h"
#include "mqlab/report/message.h"

namespace mqlab {
namespace {

using nlohmann::json;

std::string plain(double v)
{
    return plainNumber(v);
}

// Reads one JSON object field by field; every field it is not asked for is an error.
class FieldReader {
  public:
    FieldReader(const json& obj, std::string path, const std::string& file)
        : obj_(obj), path_(std::move(path)), file_(file)
    {
        if (!obj_.is_object())
            fail("", "must be an object");
    }

    [[noreturn]] void fail(const std::string& key, const std::string& problem) const
    {
        throw InputError(file_, key.empty() ? path_ : at(key), problem);
    }
    std::string at(const std::string& key) const { return path_.empty() ? key : path_ + "." + key; }

    const json* find(const std::string& key)
    {
        seen_.insert(key);
        auto it = obj_.find(key);
        return it == obj_.end() ? nullptr : &*it;
    }

    // A figure of the field table's row: its default when absent, refused outside its range.
    double number(const FieldSpec& f)
    {
        const json* v = find(f.key);
        if (!v)
            return f.defaultNumber;
        if (!v->is_number())
            fail(f.key, "must be a number, " + rangeText(f) + " (got " + std::string(v->type_name()) + ")");
        const double d = v->get<double>();
        if (!inRange(f, d))
            throw MessageError(file_, at(f.key), rangeRefusal(f, plain(d)));
        return d;
    }

    int integer(const FieldSpec& f)
    {
        const json* v = find(f.key);
        if (!v)
            return static_cast<int>(f.defaultNumber);
        if (!v->is_number() || (v->is_number_float() && std::floor(v->get<double>()) != v->get<double>()))
            fail(f.key, "must be " + rangeText(f) + " (got " + echoJson(*v) + ")");
        const double d = v->get<double>();
        if (!inRange(f, d))
            throw MessageError(file_, at(f.key), rangeRefusal(f, plain(d)));
        return static_cast<int>(d);
    }

    bool boolean(const FieldSpec& f)
    {
        const json* v = find(f.key);
        if (!v)
            return f.defaultNumber != 0;
        if (!v->is_boolean())
            fail(f.key, "must be true or false (got " + echoJson(*v) + ")");
        return v->get<bool>();
    }

    std::string text(const std::string& key, const std::string& def, size_t maxLen = 200)
    {
        const json* v = find(key);
        if (!v)
            return def;
        if (!v->is_string())
            fail(key, "must be a string (got " + std::string(v->type_name()) + ")");
        std::string s = v->get<std::string>();
        const size_t length = utf8Length(s); // characters, as the format promises, not bytes
        if (length > maxLen)
            fail(key, "must be at most " + std::to_string(maxLen) + " characters (got " + std::to_string(length) + ")");
        if (hasControlCharacter(s))
            fail(key, "must not hold control characters such as line breaks or tabs (got " + shortEcho(s) + ")");
        return s;
    }

    std::string text(const FieldSpec& f) { return text(f.key, f.defaultText, static_cast<size_t>(f.hi)); }

    // The index of the value among the row's choices, which is its C++ enum's value.
    int choice(const FieldSpec& f)
    {
        const std::string s = text(f.key, f.defaultText);
        const int at = choiceIndex(f, s);
        if (at >= 0)
            return at;
        std::string list;
        for (const auto& c : f.choices)
            list += (list.empty() ? "" : ", ") + ("\"" + c.value + "\"");
        fail(f.key, "must be one of " + list + " (got " + shortEcho(s) + ")");
    }

    std::string id(const std::string& key)
    {
        std::string s = text(key, "", 64);
        if (s.empty())
            fail(key, "is required: a short name, 1 to 64 characters, unique in the scenario");
        return s;
    }

    Position position(Kind kind) { return {number(field(kind, "x")), number(field(kind, "y"))}; }

    void finish(const std::set<std::string>& alsoAllowed = {}) const
    {
        for (auto it = obj_.begin(); it != obj_.end(); ++it)
            if (!seen_.count(it.key()) && !alsoAllowed.count(it.key()))
                fail(pathKey(it.key()), "is not a field of this object (see engine/docs/scenario-format.md)");
    }

  private:
    const json& obj_;
    std::string path_;
    const std::string& file_;
    std::set<std::string> seen_;
};

std::string indexed(const char* array, size_t i)
{
    return std::string(array) + "[" + std::to_string(i) + "]";
}

} // namespace

std::optional<NodeKind> Scenario::kindOf(const std::string& id) const
{
    std::optional<NodeKind> kind;
    forEachNodeId(*this, [&](NodeKind k, int, const std::string& nodeId) {
        if (!kind && nodeId == id)
            kind = k;
    });
    return kind;
}

std::vector<int> Scenario::producersOf(int clusterIndex) const
{
    std::vector<int> out;
    const std::string& cid = clusters[clusterIndex].id;
    for (size_t i = 0; i < producers.size(); ++i)
        for (const auto& c : connections)
            if (c.to == cid && c.from == producers[i].id) {
                out.push_back(static_cast<int>(i));
                break;
            }
    return out;
}

std::vector<int> Scenario::groupsOf(int clusterIndex) const
{
    std::vector<int> out;
    const std::string& cid = clusters[clusterIndex].id;
    for (size_t i = 0; i < groups.size(); ++i)
        for (const auto& c : connections)
            if (c.from == cid && c.to == groups[i].id) {
                out.push_back(static_cast<int>(i));
                break;
            }
    return out;
}

double Scenario::offeredEventsPerSecond() const
{
    double sum = 0;
    for (const auto& p : producers)
        sum += p.eventsPerSecond;
    for (const auto& p : taskProducers) // sized at its peak
        sum += p.messagesPerDay / 86400.0 * p.peakRatio;
    return sum;
}

bool Scenario::hasRoundKinds() const
{
    bool any = false;
    forEachArray(*this, [&](NodeKind kind, const auto& nodes) {
        any = any || (kind >= NodeKind::TaskProducer && !nodes.empty());
    });
    return any;
}

Message connectionRefusalMessage(const Scenario& s, const std::string& from, const std::string& to)
{
    const auto a = s.kindOf(from), b = s.kindOf(to);
    if (!a)
        return message(messages::noSuchNode, {{"id", from}});
    if (!b)
        return message(messages::noSuchNode, {{"id", to}});
    for (const auto& c : s.connections)
        if (c.from == from && c.to == to)
            return message(messages::alreadyConnected);
    // The kinds' rules (kinds.h): which arrays may feed which, and where only one connection is allowed.
    const TopologyRule* rule = topologyRule(*a, *b);
    if (!rule)
        return topologyRefusal(*a);
    for (const auto& c : s.connections) {
        if (rule->oneOut && c.from == from && s.kindOf(c.to) == rule->to)
            return message(*rule->oneOut);
        if (rule->oneIn && c.to == to && s.kindOf(c.from) == rule->from)
            return message(*rule->oneIn);
    }
    // One connection among the rules that share the template (a producer's topic or platform fleet).
    if (rule->oneOfOut)
        for (const auto& c : s.connections)
            if (c.from == from)
                if (const auto k = s.kindOf(c.to))
                    if (const TopologyRule* other = topologyRule(*a, *k); other && other->oneOfOut == rule->oneOfOut)
                        return message(*rule->oneOfOut);
    // A rule that reads the two nodes' fields (a mirror joins the regions of one pair).
    if (rule->refusal)
        return rule->refusal(s, from, to);
    return {};
}

std::string connectionRefusal(const Scenario& s, const std::string& from, const std::string& to)
{
    return connectionRefusalMessage(s, from, to).text();
}

void checkLoad(double eventsPerSecond, const std::string& source)
{
    if (std::isnan(eventsPerSecond) || !(eventsPerSecond >= 1 && eventsPerSecond <= 1e7))
        throw MessageError(source, "load",
                           message(messages::loadRange,
                                   {{"lo", grouped(1)}, {"hi", grouped(1e7)}, {"value", plain(eventsPerSecond)}}, {},
                                   {{"unit", namedWords("load.unit", "events/s", "LoadUnit")}}));
}

void setOfferedLoad(Scenario& s, double eventsPerSecond)
{
    checkLoad(eventsPerSecond, "load");
    const double now = s.offeredEventsPerSecond();
    if (now <= 0)
        return;
    const double k = eventsPerSecond / now;
    for (auto& p : s.producers)
        p.eventsPerSecond *= k;
    for (auto& p : s.taskProducers)
        p.messagesPerDay *= k;
}

// The design as written, every node read by its kind's rows; parseScenario() then validates it whole.
static Scenario readScenario(const json& doc, const std::string& file)
{
    FieldReader top(doc, "", file);
    const json* version = top.find("version");
    // Compared as a 64-bit figure: 4294967297 must not pass as 1 by wrapping round.
    const std::int64_t v = version && version->is_number_integer() ? version->get<std::int64_t>() : 0;
    if (v != kScenarioVersion && v != kLatestScenarioVersion)
        top.fail("version", "must be 1 or 2 (1: the six stages' kinds; 2: adds units and Round 1's kinds)" +
                                std::string(version ? " (got " + echoJson(*version) + ")" : ""));
    Scenario s;
    s.version = static_cast<int>(v);
    s.name = top.text("name", s.name);
    // Version 2 names its way of counting; version 1 always counts as the first seed does.
    if (s.version >= 2) {
        if (!top.find("units"))
            top.fail("units", "is required in version 2: \"seed000\" or \"seed004\"");
        s.units = top.text("units", s.units);
        if (!unitSystemNamed(s.units))
            top.fail("units", "must be \"seed000\" or \"seed004\" (got " + shortEcho(s.units) + ")");
    } else if (const json* units = top.find("units")) {
        (void)units;
        top.fail("units", "needs \"version\": 2 (version 1 always counts as seed000)");
    }

    auto array = [&](const char* key) -> const json& {
        static const json empty = json::array();
        const json* a = top.find(key);
        if (!a)
            return empty;
        if (!a->is_array())
            top.fail(key, "must be an array (got " + echoJson(*a) + ")");
        const size_t most = std::string(key) == "connections" ? kMaxScenarioConnections : kMaxScenarioNodes;
        if (a->size() > most)
            top.fail(key, "holds " + std::to_string(a->size()) + " entries, more than the limit of " +
                              grouped(double(most)) + " (see Limits in engine/docs/scenario-format.md)");
        return *a;
    };

    const json& producers = array("producers");
    for (size_t i = 0; i < producers.size(); ++i) {
        FieldReader r(producers[i], indexed("producers", i), file);
        auto f = [](std::string_view key) -> const FieldSpec& { return field(Kind::Producer, key); };
        Producer p;
        p.id = r.id("id");
        p.name = r.text(f("name"));
        p.eventsPerSecond = r.number(f("events_per_s"));
        p.eventBytes = r.number(f("event_bytes"));
        p.key = static_cast<KeyKind>(r.choice(f("key")));
        p.hotKeyShare = r.number(f("hot_key_share"));
        p.subKeys = r.integer(f("sub_keys"));
        p.partitioner = static_cast<Partitioner>(r.choice(f("partitioner")));
        p.lingerMs = r.number(f("linger_ms"));
        p.acks = static_cast<Acks>(r.choice(f("acks")));
        p.idempotence = r.boolean(f("idempotence"));
        p.position = r.position(Kind::Producer);
        r.finish();
        s.producers.push_back(std::move(p));
    }

    const json& clusters = array("clusters");
    for (size_t i = 0; i < clusters.size(); ++i) {
        FieldReader r(clusters[i], indexed("clusters", i), file);
        Cluster c;
        c.id = r.id("id");
        c.name = r.text(field(Kind::StandardCluster, "name"));
        c.kind = static_cast<ClusterKind>(r.choice(field(Kind::StandardCluster, "kind")));
        // The rest by the kind's own rows: Express has its own default size and fixed figures.
        const Kind kind = c.kind == ClusterKind::Express ? Kind::ExpressCluster : Kind::StandardCluster;
        auto f = [kind](std::string_view key) -> const FieldSpec& { return field(kind, key); };
        c.brokerSize = r.text(f("broker_size"));
        c.brokers = r.integer(f("brokers"));
        c.zones = r.integer(f("zones"));
        c.replicationFactor = r.integer(f("replication_factor"));
        c.minInsyncReplicas = r.integer(f("min_insync_replicas"));
        c.partitions = r.integer(f("partitions"));
        c.retentionDays = r.number(f("retention_days"));
        c.tieredStorage = r.boolean(f("tiered_storage"));
        c.localRetentionHours = r.number(f("local_retention_hours"));
        c.uncleanLeaderElection = r.boolean(f("unclean_leader_election"));
        c.position = r.position(kind);
        r.finish();
        s.clusters.push_back(std::move(c));
    }

    const json& groups = array("groups");
    for (size_t i = 0; i < groups.size(); ++i) {
        FieldReader r(groups[i], indexed("groups", i), file);
        auto f = [](std::string_view key) -> const FieldSpec& { return field(Kind::Group, key); };
        ConsumerGroup g;
        g.id = r.id("id");
        g.name = r.text(f("name"));
        g.tasks = r.integer(f("tasks"));
        g.threadsPerTask = r.integer(f("threads_per_task"));
        g.msPerEvent = r.number(f("ms_per_event"));
        g.position = r.position(Kind::Group);
        r.finish();
        s.groups.push_back(std::move(g));
    }

    const json& queues = array("dead_letter_queues");
    for (size_t i = 0; i < queues.size(); ++i) {
        FieldReader r(queues[i], indexed("dead_letter_queues", i), file);
        auto f = [](std::string_view key) -> const FieldSpec& { return field(Kind::DeadLetterQueue, key); };
        DeadLetterQueue q;
        q.id = r.id("id");
        q.name = r.text(f("name"));
        q.maxReceiveCount = r.integer(f("max_receive_count"));
        q.retentionDays = r.number(f("retention_days"));
        q.position = r.position(Kind::DeadLetterQueue);
        r.finish();
        s.deadLetterQueues.push_back(std::move(q));
    }

    // Round 1's kinds (version 2). Each reads its rows of the field table.
    auto roundArray = [&](const char* key) -> const json& {
        if (s.version < 2 && top.find(key))
            top.fail(key, "needs \"version\": 2 (Round 1's kinds came with it)");
        return array(key);
    };
    const json& taskProducers = roundArray("task_producers");
    for (size_t i = 0; i < taskProducers.size(); ++i) {
        FieldReader r(taskProducers[i], indexed("task_producers", i), file);
        auto f = [](std::string_view key) -> const FieldSpec& { return field(Kind::TaskProducer, key); };
        TaskProducer p;
        p.id = r.id("id");
        p.name = r.text(f("name"));
        p.messagesPerDay = r.number(f("msgs_per_day"));
        p.messageBytes = r.number(f("message_bytes"));
        p.peakRatio = r.number(f("peak_ratio"));
        p.dedupWindowS = r.number(f("dedup_window_s"));
        p.idempotent = r.boolean(f("idempotent"));
        p.batch = r.integer(f("batch"));
        p.position = r.position(Kind::TaskProducer);
        r.finish();
        s.taskProducers.push_back(std::move(p));
    }
    const json& balancers = roundArray("load_balancers");
    for (size_t i = 0; i < balancers.size(); ++i) {
        FieldReader r(balancers[i], indexed("load_balancers", i), file);
        LoadBalancer b;
        b.id = r.id("id");
        b.name = r.text(field(Kind::LoadBalancer, "name"));
        b.position = r.position(Kind::LoadBalancer);
        r.finish();
        s.loadBalancers.push_back(std::move(b));
    }
    const json& fleets = roundArray("broker_fleets");
    for (size_t i = 0; i < fleets.size(); ++i) {
        FieldReader r(fleets[i], indexed("broker_fleets", i), file);
        auto f = [](std::string_view key) -> const FieldSpec& { return field(Kind::BrokerFleet, key); };
        BrokerFleet b;
        b.id = r.id("id");
        b.name = r.text(f("name"));
        b.instance = r.text(f("instance"));
        b.brokers = r.integer(f("brokers"));
        b.zones = r.integer(f("zones"));
        b.partitions = r.integer(f("partitions"));
        b.replicationFactor = r.integer(f("replication_factor"));
        b.quorum = r.integer(f("quorum"));
        b.groupCommitMs = r.number(f("group_commit_ms"));
        b.volumeGB = r.number(f("volume_gb"));
        b.iops = r.number(f("iops"));
        b.retentionDays = r.number(f("retention_days"));
        b.overhead = r.number(f("overhead"));
        b.partitionCeiling = r.number(f("partition_ceiling"));
        b.availabilityPercent = r.number(f("availability_percent"));
        b.latencyTargetMs = r.number(f("latency_target_ms"));
        b.position = r.position(Kind::BrokerFleet);
        r.finish();
        s.brokerFleets.push_back(std::move(b));
    }
    const json& stores = roundArray("metadata_stores");
    for (size_t i = 0; i < stores.size(); ++i) {
        FieldReader r(stores[i], indexed("metadata_stores", i), file);
        auto f = [](std::string_view key) -> const FieldSpec& { return field(Kind::MetadataStore, key); };
        MetadataStore m;
        m.id = r.id("id");
        m.name = r.text(f("name"));
        m.instance = r.text(f("instance"));
        m.nodes = r.integer(f("nodes"));
        m.position = r.position(Kind::MetadataStore);
        r.finish();
        s.metadataStores.push_back(std::move(m));
    }
    const json& pools = roundArray("worker_pools");
    for (size_t i = 0; i < pools.size(); ++i) {
        FieldReader r(pools[i], indexed("worker_pools", i), file);
        auto f = [](std::string_view key) -> const FieldSpec& { return field(Kind::WorkerPool, key); };
        WorkerPool w;
        w.id = r.id("id");
        w.name = r.text(f("name"));
        w.workers = r.integer(f("workers"));
        w.visibilityS = r.number(f("visibility_s"));
        w.extendEveryS = r.number(f("extend_every_s"));
        w.maxReceive = r.integer(f("max_receive"));
        w.waitS = r.number(f("wait_s"));
        w.maxMessages = r.integer(f("max_messages"));
        w.processingP50S = r.number(f("processing_p50_s"));
        w.processingP99S = r.number(f("processing_p99_s"));
        w.processingMaxS = r.number(f("processing_max_s"));
        w.position = r.position(Kind::WorkerPool);
        r.finish();
        s.workerPools.push_back(std::move(w));
    }
    const json& sqs = roundArray("sqs_queues");
    for (size_t i = 0; i < sqs.size(); ++i) {
        FieldReader r(sqs[i], indexed("sqs_queues", i), file);
        auto f = [](std::string_view key) -> const FieldSpec& { return field(Kind::SqsQueue, key); };
        SqsQueue q;
        q.id = r.id("id");
        q.name = r.text(f("name"));
        q.type = static_cast<SqsType>(r.choice(f("type")));
        q.sendBatch = r.integer(f("send_batch"));
        q.retentionDays = r.number(f("retention_days"));
        q.position = r.position(Kind::SqsQueue);
        r.finish();
        s.sqsQueues.push_back(std::move(q));
    }
    const json& platforms = roundArray("platform_fleets");
    for (size_t i = 0; i < platforms.size(); ++i) {
        FieldReader r(platforms[i], indexed("platform_fleets", i), file);
        auto f = [](std::string_view key) -> const FieldSpec& { return field(Kind::PlatformFleet, key); };
        StreamPlatform b;
        b.id = r.id("id");
        b.name = r.text(f("name"));
        b.instance = r.text(f("instance"));
        b.brokers = r.integer(f("brokers"));
        b.zones = r.integer(f("zones"));
        b.partitions = r.integer(f("partitions"));
        b.replicationFactor = r.integer(f("replication_factor"));
        b.quorum = r.integer(f("quorum"));
        b.groupCommitMs = r.number(f("group_commit_ms"));
        b.journal = r.boolean(f("journal"));
        b.volumeGB = r.number(f("volume_gb"));
        b.volumeMBps = r.number(f("volume_mbps"));
        b.localHours = r.number(f("local_hours"));
        b.tierDays = r.number(f("tier_days"));
        b.overhead = r.number(f("overhead"));
        b.readFactor = r.number(f("read_factor"));
        b.fetchFromFollower = r.boolean(f("fetch_from_follower"));
        b.pageCacheGB = r.number(f("page_cache_gb"));
        b.teamQuotaMBps = r.number(f("team_quota_mbps"));
        b.bootstrapNlbs = r.integer(f("bootstrap_nlbs"));
        b.availabilityPercent = r.number(f("availability_percent"));
        b.latencyTargetMs = r.number(f("latency_target_ms"));
        b.limitsShown = static_cast<ZoneView>(r.choice(f("limits_shown")));
        b.position = r.position(Kind::PlatformFleet);
        r.finish();
        s.platformFleets.push_back(std::move(b));
    }

    // Round 2's topics and teams (second-seed.md section 3.2).
    const json& streams = roundArray("stream_topics");
    for (size_t i = 0; i < streams.size(); ++i) {
        FieldReader r(streams[i], indexed("stream_topics", i), file);
        auto f = [](std::string_view key) -> const FieldSpec& { return field(Kind::StreamTopic, key); };
        // A delay is a queue topic's: said so by name, not as an unknown field.
        if (r.find("delay_s"))
            r.fail("delay_s", "is not a stream topic's: a stream keeps every message and each group reads at its "
                              "own offset, so nothing waits to be handed out; a delay (0 to 900 s) belongs on a "
                              "queue topic without a group key");
        StreamTopic t;
        t.id = r.id("id");
        t.name = r.text(f("name"));
        t.retentionDays = r.number(f("retention_days"));
        t.position = r.position(Kind::StreamTopic);
        r.finish();
        s.streamTopics.push_back(std::move(t));
    }
    const json& queueTopics = roundArray("queue_topics");
    for (size_t i = 0; i < queueTopics.size(); ++i) {
        FieldReader r(queueTopics[i], indexed("queue_topics", i), file);
        auto f = [](std::string_view key) -> const FieldSpec& { return field(Kind::QueueTopic, key); };
        QueueTopic t;
        t.id = r.id("id");
        t.name = r.text(f("name"));
        t.groupKey = r.boolean(f("group_key"));
        t.delayS = r.number(f("delay_s"));
        t.visibilityS = r.number(f("visibility_s"));
        t.maxReceive = r.integer(f("max_receive"));
        t.position = r.position(Kind::QueueTopic);
        r.finish();
        s.queueTopics.push_back(std::move(t));
    }
    const json& teams = roundArray("consumer_teams");
    for (size_t i = 0; i < teams.size(); ++i) {
        FieldReader r(teams[i], indexed("consumer_teams", i), file);
        auto f = [](std::string_view key) -> const FieldSpec& { return field(Kind::ConsumerTeam, key); };
        ConsumerTeam t;
        t.id = r.id("id");
        t.name = r.text(f("name"));
        t.reads = static_cast<ReadPosition>(r.choice(f("reads")));
        t.fetchQuotaMBps = r.number(f("fetch_quota_mbps"));
        t.fetchMBps = r.number(f("fetch_mbps"));
        t.position = r.position(Kind::ConsumerTeam);
        r.finish();
        s.consumerTeams.push_back(std::move(t));
    }

    // Round 3's regions, their cells and the mirrors between the regions of a pair (second-seed.md 4.2).
    const json& regions = roundArray("regions");
    for (size_t i = 0; i < regions.size(); ++i) {
        FieldReader r(regions[i], indexed("regions", i), file);
        auto f = [](std::string_view key) -> const FieldSpec& { return field(Kind::Region, key); };
        Region g;
        g.id = r.id("id");
        g.name = r.text(f("name"));
        g.pair = r.text(f("pair"));
        g.residency = static_cast<Residency>(r.choice(f("residency")));
        g.share = r.number(f("share"));
        g.availabilityPercent = r.number(f("availability_percent"));
        g.position = r.position(Kind::Region);
        r.finish();
        s.regions.push_back(std::move(g));
    }
    const json& cells = roundArray("cells");
    for (size_t i = 0; i < cells.size(); ++i) {
        FieldReader r(cells[i], indexed("cells", i), file);
        auto f = [](std::string_view key) -> const FieldSpec& { return field(Kind::Cell, key); };
        Cell c;
        c.id = r.id("id");
        c.name = r.text(f("name"));
        c.count = r.integer(f("count"));
        c.brokers = r.integer(f("brokers"));
        c.controllers = r.integer(f("controllers"));
        c.instance = r.text(f("instance"));
        c.controllerInstance = r.text(f("controller_instance"));
        c.capacityMsgPerS = r.number(f("capacity_msg_s"));
        c.growthHeadroom = r.number(f("growth_headroom"));
        c.volumeGB = r.number(f("volume_gb"));
        c.volumeMBps = r.number(f("volume_mbps"));
        c.localHours = r.number(f("local_hours"));
        c.s3Days = r.number(f("s3_days"));
        c.archiveDays = r.number(f("archive_days"));
        c.financeShare = r.number(f("finance_share"));
        c.compression = r.number(f("compression"));
        c.teamUsdPerMonth = r.number(f("team_usd_month"));
        c.position = r.position(Kind::Cell);
        r.finish();
        s.cells.push_back(std::move(c));
    }
    const json& mirrors = roundArray("mirror_links");
    for (size_t i = 0; i < mirrors.size(); ++i) {
        FieldReader r(mirrors[i], indexed("mirror_links", i), file);
        auto f = [](std::string_view key) -> const FieldSpec& { return field(Kind::MirrorLink, key); };
        MirrorLink m;
        m.id = r.id("id");
        m.name = r.text(f("name"));
        m.criticalShare = r.number(f("critical_share"));
        m.lagS = r.number(f("lag_s"));
        m.targetLagS = r.number(f("target_lag_s"));
        m.position = r.position(Kind::MirrorLink);
        r.finish();
        s.mirrorLinks.push_back(std::move(m));
    }

    // Round 3's tiers, key stores, routing controls and control plane (second-seed.md 4.2, 4.7).
    const json& s3Tiers = roundArray("s3_tiers");
    for (size_t i = 0; i < s3Tiers.size(); ++i) {
        FieldReader r(s3Tiers[i], indexed("s3_tiers", i), file);
        auto f = [](std::string_view key) -> const FieldSpec& { return field(Kind::S3Tier, key); };
        S3Tier t;
        t.id = r.id("id");
        t.name = r.text(f("name"));
        t.residency = static_cast<Residency>(r.choice(f("residency")));
        t.days = r.number(f("days"));
        t.position = r.position(Kind::S3Tier);
        r.finish();
        s.s3Tiers.push_back(std::move(t));
    }
    const json& glacierTiers = roundArray("glacier_tiers");
    for (size_t i = 0; i < glacierTiers.size(); ++i) {
        FieldReader r(glacierTiers[i], indexed("glacier_tiers", i), file);
        auto f = [](std::string_view key) -> const FieldSpec& { return field(Kind::GlacierTier, key); };
        GlacierTier t;
        t.id = r.id("id");
        t.name = r.text(f("name"));
        t.residency = static_cast<Residency>(r.choice(f("residency")));
        t.days = r.number(f("days"));
        t.position = r.position(Kind::GlacierTier);
        r.finish();
        s.glacierTiers.push_back(std::move(t));
    }
    const json& keyStores = roundArray("key_stores");
    for (size_t i = 0; i < keyStores.size(); ++i) {
        FieldReader r(keyStores[i], indexed("key_stores", i), file);
        auto f = [](std::string_view key) -> const FieldSpec& { return field(Kind::KeyStore, key); };
        KeyStore k;
        k.id = r.id("id");
        k.name = r.text(f("name"));
        k.residency = static_cast<Residency>(r.choice(f("residency")));
        k.tenants = r.integer(f("tenants"));
        k.customers = r.integer(f("customers"));
        k.deletionWaitDays = r.integer(f("deletion_wait_days"));
        k.position = r.position(Kind::KeyStore);
        r.finish();
        s.keyStores.push_back(std::move(k));
    }
    const json& routing = roundArray("routing_controls");
    for (size_t i = 0; i < routing.size(); ++i) {
        FieldReader r(routing[i], indexed("routing_controls", i), file);
        auto f = [](std::string_view key) -> const FieldSpec& { return field(Kind::RoutingControl, key); };
        RoutingControl c;
        c.id = r.id("id");
        c.name = r.text(f("name"));
        c.topicGroup = r.text(f("topic_group"));
        c.home = r.text(f("home"));
        c.position = r.position(Kind::RoutingControl);
        r.finish();
        s.routingControls.push_back(std::move(c));
    }
    const json& planes = roundArray("control_planes");
    for (size_t i = 0; i < planes.size(); ++i) {
        FieldReader r(planes[i], indexed("control_planes", i), file);
        auto f = [](std::string_view key) -> const FieldSpec& { return field(Kind::ControlPlane, key); };
        ControlPlane c;
        c.id = r.id("id");
        c.name = r.text(f("name"));
        c.canaryCells = r.integer(f("canary_cells"));
        c.waves = r.integer(f("waves"));
        c.waveCells = r.integer(f("wave_cells"));
        c.position = r.position(Kind::ControlPlane);
        r.finish();
        s.controlPlanes.push_back(std::move(c));
    }

    const json& connections = array("connections");
    for (size_t i = 0; i < connections.size(); ++i) {
        FieldReader r(connections[i], indexed("connections", i), file);
        Connection c{r.id("from"), r.id("to")};
        r.finish();
        s.connections.push_back(std::move(c));
    }
    top.finish({"lesson"}); // a stage file adds its lesson beside the scenario
    return s;
}

Scenario parseScenario(const json& doc, const std::string& file, const Catalog& catalog, bool allowLoose)
{
    Scenario s = readScenario(doc, file);
    validate(s, catalog, file, allowLoose);
    return s;
}

Scenario parseScenarioText(const std::string& text, const std::string& file, const Catalog& catalog, bool allowLoose)
{
    JsonLimits limits;
    limits.maxBytes = kMaxScenarioBytes;
    return parseScenario(readJson(text, file, limits), file, catalog, allowLoose);
}

namespace {
// The whole design checked; `rowsOf` (one node) limits the field-table rows to that node: the
// other nodes came from a design already checked, and writing each to JSON to read its figures was
// two fifths of an inspector edit on a 200-node design. Null checks every node.
void validateWhole(const Scenario& s, const Catalog& catalog, const std::string& file, bool allowLoose,
                   const void* rowsOf)
{
    std::set<std::string> ids;
    // Lesson texts name figures "<id>.<figure>", beside report-wide ones: an id may not take their names.
    static const std::set<std::string> reserved = {"load", "event", "stream",  "tile",  "busiest", "latency", "waiting",
                                                   "wall", "cost",  "kinesis", "zones", "carried", "price",   "line"};
    size_t nodeCount = 0;
    forEachArray(s, [&](NodeKind, const auto& nodes) { nodeCount += nodes.size(); });
    if (nodeCount > kMaxScenarioNodes)
        throw InputError(file, "",
                         "holds " + std::to_string(nodeCount) + " nodes, more than the limit of " +
                             grouped(double(kMaxScenarioNodes)) + " (see Limits in engine/docs/scenario-format.md)");
    if (s.connections.size() > kMaxScenarioConnections)
        throw InputError(file, "connections",
                         "holds " + std::to_string(s.connections.size()) + " entries, more than the limit of " +
                             grouped(double(kMaxScenarioConnections)));
    // A figure against its row of the field table, refused in the reader's words.
    auto check = [&](Kind kind, const char* key, double value, const std::string& path) {
        const FieldSpec& f = field(kind, key);
        if (!inRange(f, value))
            throw MessageError(file, path + "." + key, rangeRefusal(f, plain(value)));
    };
    auto unique = [&](const std::string& id, const std::string& path) {
        if (id.empty() || utf8Length(id) > 64 || hasControlCharacter(id))
            throw InputError(file, path + ".id",
                             "is required: a short name, 1 to 64 characters, no control characters");
        if (reserved.count(id) || id.find('.') != std::string::npos)
            throw InputError(file, path + ".id",
                             "\"" + id + "\" is reserved for report figures or holds a dot; choose another id");
        if (!ids.insert(id).second)
            throw InputError(file, path + ".id", "\"" + id + "\" is used by another node; ids must be unique");
    };
    for (size_t i = 0; i < s.producers.size(); ++i) {
        const Producer& p = s.producers[i];
        const std::string path = indexed("producers", i);
        unique(p.id, path);
        check(Kind::Producer, "events_per_s", p.eventsPerSecond, path);
        check(Kind::Producer, "event_bytes", p.eventBytes, path);
        check(Kind::Producer, "hot_key_share", p.hotKeyShare, path);
        check(Kind::Producer, "sub_keys", p.subKeys, path);
        check(Kind::Producer, "linger_ms", p.lingerMs, path);
        if (p.idempotence && p.acks != Acks::All)
            throw InputError(file, path + ".idempotence",
                             "needs acks = \"all\" (got acks = \"" + acksName(p.acks) +
                                 "\"); turn idempotence off or set acks to all");
    }
    for (size_t i = 0; i < s.clusters.size(); ++i) {
        const Cluster& c = s.clusters[i];
        const std::string path = indexed("clusters", i);
        unique(c.id, path);
        const bool express = c.kind == ClusterKind::Express;
        if (express ? !catalog.findExpress(c.brokerSize) : !catalog.findStandard(c.brokerSize)) {
            // The valid names by family, "kafka.m5.(large, xlarge, ...)", so the line stays short.
            std::string names, family;
            for (const auto& n : catalog.sizeNames()) {
                if ((n.rfind("express.", 0) == 0) != express)
                    continue;
                const std::string prefix = n.substr(0, n.rfind('.') + 1);
                if (prefix != family) {
                    names += (family.empty() ? "" : "), ") + prefix + "(";
                    family = prefix;
                } else {
                    names += ", ";
                }
                names += n.substr(prefix.size());
            }
            throw InputError(file, path + ".broker_size",
                             shortEcho(c.brokerSize) + " is not " + (express ? "an Express" : "a Standard") +
                                 " size in the catalogue; one of " + names + (names.empty() ? "" : ")"));
        }
        const Kind kind = express ? Kind::ExpressCluster : Kind::StandardCluster;
        check(kind, "brokers", c.brokers, path);
        check(kind, "zones", c.zones, path);
        if (c.brokers % c.zones != 0)
            throw InputError(file, path + ".brokers",
                             "must be a multiple of zones (" + std::to_string(c.zones) +
                                 "): MSK puts the same number of brokers in each zone (got " +
                                 std::to_string(c.brokers) + ")");
        for (const char* key : {"replication_factor", "min_insync_replicas"}) {
            const FieldSpec& f = field(kind, key);
            const int value = key[0] == 'r' ? c.replicationFactor : c.minInsyncReplicas;
            if (f.fixed && value != f.defaultNumber)
                throw InputError(file, path + "." + key,
                                 "is fixed at " + plain(f.defaultNumber) + " on Express brokers (got " +
                                     std::to_string(value) + ")");
        }
        if (express && c.tieredStorage)
            throw InputError(file, path + ".tiered_storage",
                             "applies to Standard brokers only; Express manages its storage");
        if (c.replicationFactor < 1 || c.replicationFactor > c.brokers)
            throw InputError(file, path + ".replication_factor",
                             "must be 1 to brokers (" + std::to_string(c.brokers) +
                                 "): each copy needs its own broker (got " + std::to_string(c.replicationFactor) + ")");
        if (c.minInsyncReplicas < 1 || c.minInsyncReplicas > c.replicationFactor)
            throw InputError(file, path + ".min_insync_replicas",
                             "must be 1 to replication_factor (" + std::to_string(c.replicationFactor) + ") (got " +
                                 std::to_string(c.minInsyncReplicas) + ")");
        check(kind, "partitions", c.partitions, path);
        check(kind, "retention_days", c.retentionDays, path);
        if (c.tieredStorage && !(c.localRetentionHours > 0 && c.localRetentionHours <= c.retentionDays * 24))
            throw InputError(file, path + ".local_retention_hours",
                             "must be more than 0 and up to the retention, " + plain(c.retentionDays * 24) +
                                 " hours (got " + plain(c.localRetentionHours) + ")");
    }
    for (size_t i = 0; i < s.groups.size(); ++i) {
        const ConsumerGroup& g = s.groups[i];
        const std::string path = indexed("groups", i);
        unique(g.id, path);
        check(Kind::Group, "tasks", g.tasks, path);
        check(Kind::Group, "threads_per_task", g.threadsPerTask, path);
        check(Kind::Group, "ms_per_event", g.msPerEvent, path);
    }
    for (size_t i = 0; i < s.deadLetterQueues.size(); ++i) {
        const DeadLetterQueue& q = s.deadLetterQueues[i];
        const std::string path = indexed("dead_letter_queues", i);
        unique(q.id, path);
        check(Kind::DeadLetterQueue, "max_receive_count", q.maxReceiveCount, path);
        check(Kind::DeadLetterQueue, "retention_days", q.retentionDays, path);
    }
    // Round 1's kinds: every figure against its row (read back from the node as the file writes it),
    // then the rules between fields.
    if (s.hasRoundKinds() && s.version < 2)
        throw InputError(file, "version", "must be 2 for Round 1's kinds (task producers, broker fleets, ...)");
    auto rows = [&](Kind kind, const auto& n, const std::string& path) {
        unique(n.id, path);
        if (rowsOf && rowsOf != static_cast<const void*>(&n))
            return;
        const json node = toJson(n);
        for (const FieldSpec* f : fieldsOf(kind)) {
            if (f->type != FieldType::Number && f->type != FieldType::Whole)
                continue;
            const double value = node.at(f->key).get<double>();
            if (!inRange(*f, value))
                throw MessageError(file, path + "." + f->key, rangeRefusal(*f, plain(value)));
        }
    };
    auto ec2 = [&](const std::string& name, const std::string& path) {
        if (catalog.rounds.findEc2(name))
            return;
        std::string names;
        for (const Ec2Instance& e : catalog.rounds.ec2)
            names += (names.empty() ? "" : ", ") + e.name;
        throw InputError(file, path + ".instance",
                         shortEcho(name) + " is not an EC2 size of the catalogue; one of " + names);
    };
    for (size_t i = 0; i < s.taskProducers.size(); ++i) {
        const TaskProducer& p = s.taskProducers[i];
        const std::string path = indexed("task_producers", i);
        rows(Kind::TaskProducer, p, path);
    }
    for (size_t i = 0; i < s.loadBalancers.size(); ++i)
        rows(Kind::LoadBalancer, s.loadBalancers[i], indexed("load_balancers", i));
    for (size_t i = 0; i < s.brokerFleets.size(); ++i) {
        const BrokerFleet& b = s.brokerFleets[i];
        const std::string path = indexed("broker_fleets", i);
        rows(Kind::BrokerFleet, b, path);
        ec2(b.instance, path);
        if (b.brokers % b.zones != 0)
            throw InputError(file, path + ".brokers",
                             "must be a multiple of zones (" + std::to_string(b.zones) +
                                 "): each zone runs the same number of brokers (got " + std::to_string(b.brokers) +
                                 ")");
        if (b.replicationFactor > b.brokers)
            throw InputError(file, path + ".brokers",
                             "must be at least replication_factor (" + std::to_string(b.replicationFactor) +
                                 "): each replica needs its own broker (got " + std::to_string(b.brokers) + ")");
    }
    for (size_t i = 0; i < s.metadataStores.size(); ++i) {
        const MetadataStore& m = s.metadataStores[i];
        const std::string path = indexed("metadata_stores", i);
        rows(Kind::MetadataStore, m, path);
        ec2(m.instance, path);
        if (m.nodes % 2 == 0)
            throw InputError(file, path + ".nodes",
                             "must be odd, 1 to 7: a Raft group of an even size tolerates no "
                             "more losses than one node fewer (got " +
                                 std::to_string(m.nodes) + ")");
    }
    for (size_t i = 0; i < s.workerPools.size(); ++i) {
        const WorkerPool& w = s.workerPools[i];
        const std::string path = indexed("worker_pools", i);
        rows(Kind::WorkerPool, w, path);
        if (w.extendEveryS > 0 && w.extendEveryS >= w.visibilityS)
            throw InputError(file, path + ".extend_every_s",
                             "must be 0 or less than visibility_s (" + plain(w.visibilityS) +
                                 " s): an extension after the lease ends comes too late (got " + plain(w.extendEveryS) +
                                 ")");
        if (!(w.processingP50S <= w.processingP99S && w.processingP99S <= w.processingMaxS))
            throw InputError(file, path + ".processing_p99_s",
                             "must lie between processing_p50_s (" + plain(w.processingP50S) +
                                 ") and processing_max_s (" + plain(w.processingMaxS) + ") (got " +
                                 plain(w.processingP99S) + ")");
    }
    for (size_t i = 0; i < s.sqsQueues.size(); ++i)
        rows(Kind::SqsQueue, s.sqsQueues[i], indexed("sqs_queues", i));
    for (size_t i = 0; i < s.platformFleets.size(); ++i) {
        const StreamPlatform& b = s.platformFleets[i];
        const std::string path = indexed("platform_fleets", i);
        rows(Kind::PlatformFleet, b, path);
        ec2(b.instance, path);
        if (b.brokers % b.zones != 0)
            throw InputError(file, path + ".brokers",
                             "must be a multiple of zones (" + std::to_string(b.zones) +
                                 "): each zone runs the same number of brokers (got " + std::to_string(b.brokers) +
                                 ")");
        if (b.replicationFactor > b.brokers)
            throw InputError(file, path + ".brokers",
                             "must be at least replication_factor (" + std::to_string(b.replicationFactor) +
                                 "): each replica needs its own broker (got " + std::to_string(b.brokers) + ")");
        if (b.tierDays > 0 && b.tierDays * 24 < b.localHours)
            throw InputError(file, path + ".tier_days",
                             "must be 0 (no tier) or keep at least local_hours (" + plain(b.localHours) +
                                 " h): the tier holds every day the disks hold (got " + plain(b.tierDays) + ")");
    }
    for (size_t i = 0; i < s.streamTopics.size(); ++i)
        rows(Kind::StreamTopic, s.streamTopics[i], indexed("stream_topics", i));
    for (size_t i = 0; i < s.queueTopics.size(); ++i) {
        const QueueTopic& t = s.queueTopics[i];
        const std::string path = indexed("queue_topics", i);
        rows(Kind::QueueTopic, t, path);
        // A delayed message would hold back every later message of its group, so an ordered topic takes none.
        if (t.groupKey && t.delayS != 0)
            throw InputError(file, path + ".delay_s",
                             "must be 0 when group_key is on: a delay would hold up the rest of an ordered group "
                             "(0 to 900 s only on a queue topic without a group key; got " +
                                 plain(t.delayS) + ")");
    }
    for (size_t i = 0; i < s.consumerTeams.size(); ++i)
        rows(Kind::ConsumerTeam, s.consumerTeams[i], indexed("consumer_teams", i));
    for (size_t i = 0; i < s.regions.size(); ++i) {
        const Region& g = s.regions[i];
        const std::string path = indexed("regions", i);
        rows(Kind::Region, g, path);
        // Each region of a pair names the other; a region being drawn may have none yet.
        if (g.pair.empty() && allowLoose)
            continue;
        const Region* other = nullptr;
        for (const Region& o : s.regions)
            if (o.id == g.pair && o.id != g.id)
                other = &o;
        if (!other)
            throw InputError(file, path + ".pair",
                             "must be the id of another region, the other region of its pair (got " +
                                 shortEcho(g.pair) + ")");
        if (!allowLoose && other->pair != g.id)
            throw InputError(file, path + ".pair",
                             "names " + shortEcho(g.pair) + ", whose pair is " + shortEcho(other->pair) +
                                 ": the two regions of a pair must name each other");
    }
    for (size_t i = 0; i < s.cells.size(); ++i) {
        const Cell& c = s.cells[i];
        const std::string path = indexed("cells", i);
        rows(Kind::Cell, c, path);
        ec2(c.instance, path);
        if (!catalog.rounds.findEc2(c.controllerInstance))
            throw InputError(file, path + ".controller_instance",
                             shortEcho(c.controllerInstance) + " is not an EC2 size of the catalogue");
        if (c.brokers % 3 != 0)
            throw InputError(file, path + ".brokers",
                             "must be a multiple of 3 zones: each zone runs the same number "
                             "of brokers (got " +
                                 std::to_string(c.brokers) + ")");
        if (c.archiveDays > 0 && c.archiveDays < c.s3Days)
            throw InputError(file, path + ".archive_days",
                             "must be 0 (no archive) or at least s3_days (" + plain(c.s3Days) +
                                 "): the archive keeps what S3 Standard kept (got " + plain(c.archiveDays) + ")");
        // The design's month is billed as one fleet: every cell runs the same machines and volumes.
        const Cell& first = s.cells.front();
        auto same = [&](bool equal, const char* key, const std::string& value) {
            if (!equal)
                throw InputError(file, path + "." + key,
                                 "must be the same in every cell (" + value + ", as in " + shortEcho(first.id) + ")");
        };
        same(c.instance == first.instance, "instance", first.instance);
        same(c.controllerInstance == first.controllerInstance, "controller_instance", first.controllerInstance);
        same(c.volumeGB == first.volumeGB, "volume_gb", plain(first.volumeGB) + " GB");
        same(c.volumeMBps == first.volumeMBps, "volume_mbps", plain(first.volumeMBps) + " MB/s");
    }
    for (size_t i = 0; i < s.mirrorLinks.size(); ++i)
        rows(Kind::MirrorLink, s.mirrorLinks[i], indexed("mirror_links", i));
    for (size_t i = 0; i < s.s3Tiers.size(); ++i)
        rows(Kind::S3Tier, s.s3Tiers[i], indexed("s3_tiers", i));
    for (size_t i = 0; i < s.glacierTiers.size(); ++i)
        rows(Kind::GlacierTier, s.glacierTiers[i], indexed("glacier_tiers", i));
    for (size_t i = 0; i < s.keyStores.size(); ++i)
        rows(Kind::KeyStore, s.keyStores[i], indexed("key_stores", i));
    for (size_t i = 0; i < s.routingControls.size(); ++i) {
        const RoutingControl& c = s.routingControls[i];
        const std::string path = indexed("routing_controls", i);
        rows(Kind::RoutingControl, c, path);
        // Its home is a region it routes to; a control being drawn may name none yet.
        if (c.home.empty() && allowLoose)
            continue;
        bool routes = false;
        for (const Connection& k : s.connections)
            routes = routes || (k.from == c.id && k.to == c.home);
        if (!routes && (!allowLoose || std::none_of(s.regions.begin(), s.regions.end(),
                                                    [&](const Region& g) { return g.id == c.home; })))
            throw InputError(file, path + ".home",
                             "must be the id of a region this control connects to, one of its pair (got " +
                                 shortEcho(c.home) + ")");
    }
    for (size_t i = 0; i < s.controlPlanes.size(); ++i)
        rows(Kind::ControlPlane, s.controlPlanes[i], indexed("control_planes", i));
    // Connections in one pass, with the ids in a hash map, so that a large design is checked in time
    // linear in its size; the rules and their order are connectionRefusal's.
    struct Node {
        NodeKind kind;
        int index;
    };
    std::unordered_map<std::string_view, Node> nodes;
    nodes.reserve(ids.size());
    forEachNodeId(s, [&](NodeKind kind, int i, const std::string& id) { nodes.emplace(id, Node{kind, i}); });
    const std::vector<TopologyRule>& rules = topologyRules();
    // By rule: the `from` nodes that have their connection, and the `to` nodes that have theirs.
    std::vector<std::unordered_set<std::string_view>> outOf(rules.size()), into(rules.size());
    std::unordered_set<std::string> pairs;
    // By a shared oneOfOut template: the `from` nodes that have one connection among its rules.
    std::unordered_map<const MessageTemplate*, std::unordered_set<std::string_view>> outOfShared;
    for (size_t i = 0; i < s.connections.size(); ++i) {
        const Connection& c = s.connections[i];
        const auto a = nodes.find(c.from), b = nodes.find(c.to);
        std::string why;
        if (a == nodes.end())
            why = "no node is called " + shortEcho(c.from);
        else if (b == nodes.end())
            why = "no node is called " + shortEcho(c.to);
        else if (!pairs.insert(c.from + '\n' + c.to).second) // ids hold no line break
            why = "these two are already connected";
        else if (const TopologyRule* rule = topologyRule(a->second.kind, b->second.kind)) {
            const size_t r = static_cast<size_t>(rule - rules.data());
            // The same words as connectionRefusal's, each a template's English (a file's error is English).
            if (!outOf[r].insert(c.from).second && rule->oneOut)
                why = rule->oneOut->english;
            else if (!into[r].insert(c.to).second && rule->oneIn)
                why = rule->oneIn->english;
            else if (rule->oneOfOut && !outOfShared[rule->oneOfOut].insert(c.from).second)
                why = rule->oneOfOut->english;
            else if (rule->refusal)
                why = rule->refusal(s, c.from, c.to).text();
        } else {
            why = topologyRefusal(a->second.kind).text();
        }
        if (!why.empty())
            throw InputError(file, indexed("connections", i), c.from + " -> " + c.to + ": " + why);
    }
    if (allowLoose)
        return;
    // A node a rule says must be connected: the last rules' nodes first (groups before producers). A
    // connection of any rule into (or out of) the same array counts: a dead-letter queue may be fed by a
    // consumer group or by a worker pool.
    auto linked = [&](const std::vector<std::unordered_set<std::string_view>>& sets, bool in, NodeKind kind,
                      const std::string& id) {
        for (size_t r = 0; r < rules.size(); ++r)
            if ((in ? rules[r].to : rules[r].from) == kind && sets[r].count(id))
                return true;
        return false;
    };
    for (size_t r = rules.size(); r-- > 0;) {
        auto unconnected = [&](NodeKind kind, bool in, std::string_view todo) {
            if (todo.empty())
                return;
            forEachNodeId(s, [&](NodeKind k, int i, const std::string& id) {
                if (k == kind && !linked(in ? into : outOf, in, kind, id))
                    throw InputError(file, indexed(std::string(arrayName(k)).c_str(), static_cast<size_t>(i)),
                                     "\"" + id + "\" has no connection: " + std::string(todo));
            });
        };
        unconnected(rules[r].to, true, rules[r].toNeeds);
        unconnected(rules[r].from, false, rules[r].fromNeeds);
    }
}
} // namespace

void validate(const Scenario& s, const Catalog& catalog, const std::string& file, bool allowLoose)
{
    validateWhole(s, catalog, file, allowLoose, nullptr);
}

namespace {
// A node's JSON object, built field by field. nlohmann's nested initializer list makes a two-element
// array of each field, then checks and converts it: several times the work, and validate() writes
// every node of a design on every edit.
json object(std::initializer_list<std::pair<const char*, json>> fields)
{
    json out = json::object();
    auto& members = out.get_ref<json::object_t&>();
    for (const auto& [key, value] : fields)
        members.emplace(key, value);
    return out;
}

} // namespace

json toJson(const Producer& p)
{
    return object({{"id", p.id},
                   {"name", p.name},
                   {"events_per_s", p.eventsPerSecond},
                   {"event_bytes", p.eventBytes},
                   {"key", keyKindName(p.key)},
                   {"hot_key_share", p.hotKeyShare},
                   {"sub_keys", p.subKeys},
                   {"partitioner", partitionerName(p.partitioner)},
                   {"linger_ms", p.lingerMs},
                   {"acks", acksName(p.acks)},
                   {"idempotence", p.idempotence},
                   {"x", p.position.x},
                   {"y", p.position.y}});
}

json toJson(const Cluster& c)
{
    return object({{"id", c.id},
                   {"name", c.name},
                   {"kind", clusterKindName(c.kind)},
                   {"broker_size", c.brokerSize},
                   {"brokers", c.brokers},
                   {"zones", c.zones},
                   {"replication_factor", c.replicationFactor},
                   {"min_insync_replicas", c.minInsyncReplicas},
                   {"partitions", c.partitions},
                   {"retention_days", c.retentionDays},
                   {"tiered_storage", c.tieredStorage},
                   {"local_retention_hours", c.localRetentionHours},
                   {"unclean_leader_election", c.uncleanLeaderElection},
                   {"x", c.position.x},
                   {"y", c.position.y}});
}

json toJson(const ConsumerGroup& g)
{
    return object({{"id", g.id},
                   {"name", g.name},
                   {"tasks", g.tasks},
                   {"threads_per_task", g.threadsPerTask},
                   {"ms_per_event", g.msPerEvent},
                   {"x", g.position.x},
                   {"y", g.position.y}});
}

json toJson(const DeadLetterQueue& q)
{
    return object({{"id", q.id},
                   {"name", q.name},
                   {"max_receive_count", q.maxReceiveCount},
                   {"retention_days", q.retentionDays},
                   {"x", q.position.x},
                   {"y", q.position.y}});
}

json toJson(const TaskProducer& p)
{
    return object({{"id", p.id},
                   {"name", p.name},
                   {"msgs_per_day", p.messagesPerDay},
                   {"message_bytes", p.messageBytes},
                   {"peak_ratio", p.peakRatio},
                   {"dedup_window_s", p.dedupWindowS},
                   {"idempotent", p.idempotent},
                   {"batch", p.batch},
                   {"x", p.position.x},
                   {"y", p.position.y}});
}

json toJson(const LoadBalancer& b)
{
    return object({{"id", b.id}, {"name", b.name}, {"x", b.position.x}, {"y", b.position.y}});
}

json toJson(const BrokerFleet& b)
{
    return object({{"id", b.id},
                   {"name", b.name},
                   {"instance", b.instance},
                   {"brokers", b.brokers},
                   {"zones", b.zones},
                   {"partitions", b.partitions},
                   {"replication_factor", b.replicationFactor},
                   {"quorum", b.quorum},
                   {"group_commit_ms", b.groupCommitMs},
                   {"volume_gb", b.volumeGB},
                   {"iops", b.iops},
                   {"retention_days", b.retentionDays},
                   {"overhead", b.overhead},
                   {"partition_ceiling", b.partitionCeiling},
                   {"availability_percent", b.availabilityPercent},
                   {"latency_target_ms", b.latencyTargetMs},
                   {"x", b.position.x},
                   {"y", b.position.y}});
}

json toJson(const MetadataStore& m)
{
    return object({{"id", m.id},
                   {"name", m.name},
                   {"instance", m.instance},
                   {"nodes", m.nodes},
                   {"x", m.position.x},
                   {"y", m.position.y}});
}

json toJson(const WorkerPool& w)
{
    return object({{"id", w.id},
                   {"name", w.name},
                   {"workers", w.workers},
                   {"visibility_s", w.visibilityS},
                   {"extend_every_s", w.extendEveryS},
                   {"max_receive", w.maxReceive},
                   {"wait_s", w.waitS},
                   {"max_messages", w.maxMessages},
                   {"processing_p50_s", w.processingP50S},
                   {"processing_p99_s", w.processingP99S},
                   {"processing_max_s", w.processingMaxS},
                   {"x", w.position.x},
                   {"y", w.position.y}});
}

json toJson(const SqsQueue& q)
{
    return object({{"id", q.id},
                   {"name", q.name},
                   {"type", sqsTypeName(q.type)},
                   {"send_batch", q.sendBatch},
                   {"retention_days", q.retentionDays},
                   {"x", q.position.x},
                   {"y", q.position.y}});
}

json toJson(const StreamPlatform& b)
{
    return object({{"id", b.id},
                   {"name", b.name},
                   {"instance", b.instance},
                   {"brokers", b.brokers},
                   {"zones", b.zones},
                   {"partitions", b.partitions},
                   {"replication_factor", b.replicationFactor},
                   {"quorum", b.quorum},
                   {"group_commit_ms", b.groupCommitMs},
                   {"journal", b.journal},
                   {"volume_gb", b.volumeGB},
                   {"volume_mbps", b.volumeMBps},
                   {"local_hours", b.localHours},
                   {"tier_days", b.tierDays},
                   {"overhead", b.overhead},
                   {"read_factor", b.readFactor},
                   {"fetch_from_follower", b.fetchFromFollower},
                   {"page_cache_gb", b.pageCacheGB},
                   {"team_quota_mbps", b.teamQuotaMBps},
                   {"bootstrap_nlbs", b.bootstrapNlbs},
                   {"availability_percent", b.availabilityPercent},
                   {"latency_target_ms", b.latencyTargetMs},
                   {"limits_shown", b.limitsShown == ZoneView::Normal ? "normal" : "after_zone_loss"},
                   {"x", b.position.x},
                   {"y", b.position.y}});
}

json toJson(const StreamTopic& t)
{
    return object({{"id", t.id},
                   {"name", t.name},
                   {"retention_days", t.retentionDays},
                   {"x", t.position.x},
                   {"y", t.position.y}});
}

json toJson(const QueueTopic& t)
{
    return object({{"id", t.id},
                   {"name", t.name},
                   {"group_key", t.groupKey},
                   {"delay_s", t.delayS},
                   {"visibility_s", t.visibilityS},
                   {"max_receive", t.maxReceive},
                   {"x", t.position.x},
                   {"y", t.position.y}});
}

json toJson(const ConsumerTeam& t)
{
    return object({{"id", t.id},
                   {"name", t.name},
                   {"reads", choiceName(Kind::ConsumerTeam, "reads", static_cast<int>(t.reads))},
                   {"fetch_quota_mbps", t.fetchQuotaMBps},
                   {"fetch_mbps", t.fetchMBps},
                   {"x", t.position.x},
                   {"y", t.position.y}});
}

json toJson(const Region& g)
{
    return object({{"id", g.id},
                   {"name", g.name},
                   {"pair", g.pair},
                   {"residency", choiceName(Kind::Region, "residency", static_cast<int>(g.residency))},
                   {"share", g.share},
                   {"availability_percent", g.availabilityPercent},
                   {"x", g.position.x},
                   {"y", g.position.y}});
}

json toJson(const Cell& c)
{
    return object({{"id", c.id},
                   {"name", c.name},
                   {"count", c.count},
                   {"brokers", c.brokers},
                   {"controllers", c.controllers},
                   {"instance", c.instance},
                   {"controller_instance", c.controllerInstance},
                   {"capacity_msg_s", c.capacityMsgPerS},
                   {"growth_headroom", c.growthHeadroom},
                   {"volume_gb", c.volumeGB},
                   {"volume_mbps", c.volumeMBps},
                   {"local_hours", c.localHours},
                   {"s3_days", c.s3Days},
                   {"archive_days", c.archiveDays},
                   {"finance_share", c.financeShare},
                   {"compression", c.compression},
                   {"team_usd_month", c.teamUsdPerMonth},
                   {"x", c.position.x},
                   {"y", c.position.y}});
}

json toJson(const MirrorLink& m)
{
    return object({{"id", m.id},
                   {"name", m.name},
                   {"critical_share", m.criticalShare},
                   {"lag_s", m.lagS},
                   {"target_lag_s", m.targetLagS},
                   {"x", m.position.x},
                   {"y", m.position.y}});
}

json toJson(const S3Tier& t)
{
    return object({{"id", t.id},
                   {"name", t.name},
                   {"residency", choiceName(Kind::S3Tier, "residency", static_cast<int>(t.residency))},
                   {"days", t.days},
                   {"x", t.position.x},
                   {"y", t.position.y}});
}

json toJson(const GlacierTier& t)
{
    return object({{"id", t.id},
                   {"name", t.name},
                   {"residency", choiceName(Kind::GlacierTier, "residency", static_cast<int>(t.residency))},
                   {"days", t.days},
                   {"x", t.position.x},
                   {"y", t.position.y}});
}

json toJson(const KeyStore& k)
{
    return object({{"id", k.id},
                   {"name", k.name},
                   {"residency", choiceName(Kind::KeyStore, "residency", static_cast<int>(k.residency))},
                   {"tenants", k.tenants},
                   {"customers", k.customers},
                   {"deletion_wait_days", k.deletionWaitDays},
                   {"x", k.position.x},
                   {"y", k.position.y}});
}

json toJson(const RoutingControl& c)
{
    return object({{"id", c.id},
                   {"name", c.name},
                   {"topic_group", c.topicGroup},
                   {"home", c.home},
                   {"x", c.position.x},
                   {"y", c.position.y}});
}

json toJson(const ControlPlane& c)
{
    return object({{"id", c.id},
                   {"name", c.name},
                   {"canary_cells", c.canaryCells},
                   {"waves", c.waves},
                   {"wave_cells", c.waveCells},
                   {"x", c.position.x},
                   {"y", c.position.y}});
}

json nodeJson(const Scenario& s, const std::string& id)
{
    json out;
    forEachArray(s, [&](NodeKind, const auto& nodes) {
        for (const auto& n : nodes)
            if (n.id == id)
                out = toJson(n);
    });
    return out;
}

json toJson(const Scenario& s)
{
    // A design holding a Round 1 kind is written as version 2 (a version 1 design that gains one moves up).
    const bool two = s.version >= 2 || s.hasRoundKinds();
    json doc = {{"version", two ? kLatestScenarioVersion : kScenarioVersion}, {"name", s.name}};
    if (two)
        doc["units"] = s.version >= 2 ? s.units : std::string("seed004");
    json producers = json::array(), clusters = json::array(), groups = json::array(), connections = json::array();
    for (const auto& p : s.producers)
        producers.push_back(toJson(p));
    for (const auto& c : s.clusters)
        clusters.push_back(toJson(c));
    for (const auto& g : s.groups)
        groups.push_back(toJson(g));
    for (const auto& c : s.connections)
        connections.push_back({{"from", c.from}, {"to", c.to}});
    doc["producers"] = producers;
    doc["clusters"] = clusters;
    doc["groups"] = groups;
    // Written only when there is one, so a design without one saves as it did before the kind existed.
    if (!s.deadLetterQueues.empty()) {
        json queues = json::array();
        for (const auto& q : s.deadLetterQueues)
            queues.push_back(toJson(q));
        doc["dead_letter_queues"] = queues;
    }
    // Round 1's arrays, each written only when it has a node.
    forEachArray(s, [&](NodeKind kind, const auto& nodes) {
        if (kind < NodeKind::TaskProducer || nodes.empty())
            return;
        json out = json::array();
        for (const auto& n : nodes)
            out.push_back(toJson(n));
        doc[std::string(arrayName(kind))] = out;
    });
    doc["connections"] = connections;
    return doc;
}

namespace {

bool isNodeArray(const std::string& key)
{
    const auto& arrays = nodeArrays();
    return std::any_of(arrays.begin(), arrays.end(), [&](NodeKind k) { return arrayName(k) == key; });
}

// A patch's "remove", "add" and "connect": an answer that swaps a part of the design for another
// (Round 1's fleet for an SQS queue) is a patch too, so a lesson can list it beside the ones that
// only change fields. Removing a node removes its connections; the result is validated as a whole.
void reshape(json& doc, const json& patch)
{
    if (patch.contains("remove")) {
        const json& ids = patch.at("remove");
        if (!ids.is_array())
            throw InputError("patch", "remove", "must be an array of node ids");
        for (const json& id : ids) {
            if (!id.is_string())
                throw InputError("patch", "remove", "must be an array of node ids");
            bool found = false;
            for (auto& [key, nodes] : doc.items()) {
                if (!isNodeArray(key))
                    continue;
                for (auto n = nodes.begin(); n != nodes.end();) {
                    if (n->value("id", "") == id.get<std::string>()) {
                        n = nodes.erase(n);
                        found = true;
                    } else {
                        ++n;
                    }
                }
            }
            if (!found)
                throw InputError("patch", "remove", "names no node " + shortEcho(id.get<std::string>()));
            json& links = doc["connections"];
            for (auto c = links.begin(); c != links.end();)
                c = c->value("from", "") == id || c->value("to", "") == id ? links.erase(c) : c + 1;
        }
    }
    if (patch.contains("add")) {
        const json& add = patch.at("add");
        if (!add.is_object())
            throw InputError("patch", "add", "must be an object of node arrays, each entry a whole node");
        for (auto it = add.begin(); it != add.end(); ++it) {
            if (!isNodeArray(it.key()) || !it->is_array())
                throw InputError("patch", "add." + it.key(), "must be one of the node arrays, an array of nodes");
            for (const json& node : *it)
                doc[it.key()].push_back(node); // a clashing id is refused by the reader, naming it
        }
    }
    if (patch.contains("connect")) {
        const json& links = patch.at("connect");
        if (!links.is_array())
            throw InputError("patch", "connect", "must be an array of {\"from\", \"to\"} connections");
        for (const json& c : links)
            doc["connections"].push_back(c);
    }
}

} // namespace

namespace {

// A path the one-node reading names, moved to the node's place in its array: "cells[0].count" read
// alone is "cells[7].count" in the design.
std::string atIndex(const std::string& path, const std::string& array, size_t index)
{
    const std::string alone = array + "[0]";
    if (path.rfind(alone, 0) != 0)
        return path;
    return array + "[" + std::to_string(index) + "]" + path.substr(alone.size());
}

// One node's fields changed (an inspector's edit, a slider's step): that node alone is written,
// patched and read back, and the design around it is validated whole. Writing the whole design to
// JSON and reading it back was four fifths of a step on a 200-node design. nullopt: not such a patch
// (the general path takes it, and names any problem).
std::optional<Scenario> patchedNode(const Scenario& s, const json& patch, const Catalog& catalog, bool allowLoose)
{
    if (!patch.is_object() || patch.size() != 1)
        return std::nullopt;
    const auto it = patch.begin();
    if (!it->is_array() || it->size() != 1 || !isNodeArray(it.key()))
        return std::nullopt;
    const json& change = it->front();
    if (!change.is_object() || !change.contains("id") || !change.at("id").is_string())
        return std::nullopt;
    const std::string& id = change.at("id").get_ref<const std::string&>();
    Scenario out = s;
    bool found = false;
    const void* changed = nullptr; // the node patched: the only one whose figures may have left their range
    forEachArray(out, [&](NodeKind kind, auto& nodes) {
        if (found || arrayName(kind) != it.key())
            return;
        for (size_t i = 0; i < nodes.size(); ++i) {
            if (nodes[i].id != id)
                continue;
            json node = toJson(nodes[i]);
            node.merge_patch(change);
            json alone = {{"version", s.version}, {"name", s.name}, {it.key(), json::array({std::move(node)})}};
            if (s.version >= 2)
                alone["units"] = s.units;
            Scenario read;
            try {
                read = readScenario(alone, "patch");
            } catch (const MessageError& e) {
                throw MessageError(e.file(), atIndex(e.path(), it.key(), i), e.message());
            } catch (const InputError& e) {
                throw InputError(e.file(), atIndex(e.path(), it.key(), i), e.problem());
            }
            forEachArray(read, [&](NodeKind readKind, auto& readNodes) {
                if constexpr (std::is_same_v<std::decay_t<decltype(readNodes)>, std::decay_t<decltype(nodes)>>)
                    if (readKind == kind && readNodes.size() == 1)
                        nodes[i] = std::move(readNodes.front());
            });
            changed = &nodes[i];
            found = true;
            return;
        }
    });
    if (!found)
        return std::nullopt;
    validateWhole(out, catalog, "patch", allowLoose, changed);
    return out;
}

} // namespace

Scenario patched(const Scenario& s, const json& patch, const Catalog& catalog, bool allowLoose)
{
    if (auto one = patchedNode(s, patch, catalog, allowLoose))
        return std::move(*one);
    json doc = toJson(s);
    reshape(doc, patch);
    for (auto it = patch.begin(); it != patch.end(); ++it) {
        if (it.key() == "remove" || it.key() == "add" || it.key() == "connect")
            continue;
        if (!it->is_array()) {
            doc[it.key()] = *it;
            continue;
        }
        if (!isNodeArray(it.key()))
            throw InputError("patch", it.key(), "an array here must be one of the node arrays, changed by id");
        for (const auto& change : *it) {
            if (!change.is_object() || !change.contains("id") || !change.at("id").is_string())
                throw InputError("patch", it.key(), "each change must be an object naming its node's \"id\"");
            bool found = false;
            for (auto& node : doc[it.key()])
                if (node.value("id", "") == change.value("id", "")) {
                    node.merge_patch(change);
                    found = true;
                }
            if (!found)
                throw InputError("patch", it.key(), "names no node " + shortEcho(change.at("id").get<std::string>()));
        }
    }
    return parseScenario(doc, "patch", catalog, allowLoose);
}

} // namespace mqlab
