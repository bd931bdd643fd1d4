#include "mqlab/model/scenario.h"

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <set>
#include <sstream>
#include <unordered_map>
#include <unordered_set>

#include <nlohmann/json.hpp>

#include "mqlab/model/catalog.h"
#include "mqlab/error.h"
#include "mqlab/io/json_reader.h"
#include "mqlab/report/format.h"

namespace mqlab {
namespace {

using nlohmann::json;

// A figure as a person reads it: 10,000,000 and 1,048,576, never 1e+07; up to 4 decimals.
std::string plain(double v)
{
    if (std::isnan(v))
        return "NaN";
    if (std::isinf(v))
        return v > 0 ? "infinity" : "-infinity";
    if (std::fabs(v) >= 1e15) {  // far out of every range: 1e+308, not 309 digits
        char buf[32];
        std::snprintf(buf, sizeof buf, "%.6g", v);
        return buf;
    }
    int decimals = 0;
    while (decimals < 4 && std::fabs(v * std::pow(10.0, decimals) - std::round(v * std::pow(10.0, decimals))) > 1e-9)
        ++decimals;
    return grouped(v, decimals);
}

// Reads one JSON object field by field; every field it is not asked for is an error.
class FieldReader {
public:
    FieldReader(const json& obj, std::string path, const std::string& file) : obj_(obj), path_(std::move(path)), file_(file)
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

    double number(const std::string& key, double def, double lo, double hi, const std::string& unit,
                  bool loOpen = false)
    {
        const json* v = find(key);
        if (!v)
            return def;
        const std::string range = std::string(loOpen ? "more than " : "") + plain(lo) + (loOpen ? " and up to " : " to ") +
                                  plain(hi) + (unit.empty() ? "" : " " + unit);
        if (!v->is_number())
            fail(key, "must be a number, " + range + " (got " + std::string(v->type_name()) + ")");
        const double d = v->get<double>();
        if (std::isnan(d) || (loOpen ? !(d > lo) : !(d >= lo)) || !(d <= hi))
            fail(key, "must be " + range + " (got " + plain(d) + ")");
        return d;
    }

    int integer(const std::string& key, int def, int lo, int hi, const std::string& unit)
    {
        const json* v = find(key);
        if (!v)
            return def;
        const std::string range = "a whole number from " + plain(lo) + " to " + plain(hi) + (unit.empty() ? "" : " " + unit);
        if (!v->is_number() || (v->is_number_float() && std::floor(v->get<double>()) != v->get<double>()))
            fail(key, "must be " + range + " (got " + echoJson(*v) + ")");
        const double d = v->get<double>();
        if (!(d >= lo && d <= hi))
            fail(key, "must be " + range + " (got " + plain(d) + ")");
        return static_cast<int>(d);
    }

    bool boolean(const std::string& key, bool def)
    {
        const json* v = find(key);
        if (!v)
            return def;
        if (!v->is_boolean())
            fail(key, "must be true or false (got " + echoJson(*v) + ")");
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
        const size_t length = utf8Length(s);  // characters, as the format promises, not bytes
        if (length > maxLen)
            fail(key, "must be at most " + std::to_string(maxLen) + " characters (got " + std::to_string(length) + ")");
        if (hasControlCharacter(s))
            fail(key, "must not hold control characters such as line breaks or tabs (got " + shortEcho(s) + ")");
        return s;
    }

    std::string choice(const std::string& key, const std::string& def, const std::vector<std::string>& allowed)
    {
        std::string s = text(key, def);
        for (const auto& a : allowed)
            if (s == a)
                return s;
        std::string list;
        for (const auto& a : allowed)
            list += (list.empty() ? "" : ", ") + ("\"" + a + "\"");
        fail(key, "must be one of " + list + " (got " + shortEcho(s) + ")");
    }

    std::string id(const std::string& key)
    {
        std::string s = text(key, "", 64);
        if (s.empty())
            fail(key, "is required: a short name, 1 to 64 characters, unique in the scenario");
        return s;
    }

    Position position()
    {
        return {number("x", 0, -1e6, 1e6, "px"), number("y", 0, -1e6, 1e6, "px")};
    }

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

const char* keyName(KeyKind k) { return k == KeyKind::Merchant ? "merchant" : "order_id"; }
const char* acksName(Acks a) { return a == Acks::All ? "all" : a == Acks::One ? "1" : "0"; }

std::string indexed(const char* array, size_t i) { return std::string(array) + "[" + std::to_string(i) + "]"; }

}  // namespace

std::optional<NodeKind> Scenario::kindOf(const std::string& id) const
{
    for (const auto& p : producers)
        if (p.id == id)
            return NodeKind::Producer;
    for (const auto& c : clusters)
        if (c.id == id)
            return NodeKind::Cluster;
    for (const auto& g : groups)
        if (g.id == id)
            return NodeKind::Group;
    return std::nullopt;
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
    return sum;
}

std::string connectionRefusal(const Scenario& s, const std::string& from, const std::string& to)
{
    const auto a = s.kindOf(from), b = s.kindOf(to);
    if (!a)
        return "no node is called \"" + from + "\"";
    if (!b)
        return "no node is called \"" + to + "\"";
    for (const auto& c : s.connections)
        if (c.from == from && c.to == to)
            return "these two are already connected";
    if (*a == NodeKind::Producer && *b == NodeKind::Cluster) {
        for (const auto& c : s.connections)
            if (c.from == from)
                return "a producer writes to one cluster, and this one already has one";
        return "";
    }
    if (*a == NodeKind::Cluster && *b == NodeKind::Group) {
        for (const auto& c : s.connections)
            if (c.to == to)
                return "a consumer group reads one cluster, and this one already has one";
        return "";
    }
    return "only producer -> cluster and cluster -> consumer group connections are allowed";
}

void checkLoad(double eventsPerSecond, const std::string& source)
{
    if (std::isnan(eventsPerSecond) || !(eventsPerSecond >= 1 && eventsPerSecond <= 1e7))
        throw InputError(source, "load", "must be 1 to 10,000,000 events/s (got " + plain(eventsPerSecond) + ")");
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
}

Scenario parseScenario(const json& doc, const std::string& file, const Catalog& catalog, bool allowLoose)
{
    FieldReader top(doc, "", file);
    const json* version = top.find("version");
    // Compared as a 64-bit figure: 4294967297 must not pass as 1 by wrapping round.
    if (!version || !version->is_number_integer() || version->get<std::int64_t>() != kScenarioVersion)
        top.fail("version", "must be 1 (the only scenario format version so far)" +
                                std::string(version ? " (got " + echoJson(*version) + ")" : ""));
    Scenario s;
    s.name = top.text("name", s.name);

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
        Producer p;
        p.id = r.id("id");
        p.name = r.text("name", p.name, 60);
        p.eventsPerSecond = r.number("events_per_s", p.eventsPerSecond, 1, 1e7, "events/s");
        p.eventBytes = r.number("event_bytes", p.eventBytes, 1, 1048576, "bytes");
        p.key = r.choice("key", "order_id", {"order_id", "merchant"}) == "merchant" ? KeyKind::Merchant : KeyKind::OrderId;
        p.hotKeyShare = r.number("hot_key_share", p.hotKeyShare, 0, 1, "(a share of events)", true);
        p.subKeys = r.integer("sub_keys", p.subKeys, 1, 10000, "sub-keys");
        p.partitioner = r.choice("partitioner", "default", {"default", "custom"}) == "custom" ? Partitioner::Custom
                                                                                              : Partitioner::DefaultHash;
        p.lingerMs = r.number("linger_ms", p.lingerMs, 0, 60000, "ms");
        const std::string acks = r.choice("acks", "all", {"all", "1", "0"});
        p.acks = acks == "all" ? Acks::All : acks == "1" ? Acks::One : Acks::Zero;
        p.idempotence = r.boolean("idempotence", p.idempotence);
        p.position = r.position();
        r.finish();
        s.producers.push_back(std::move(p));
    }

    const json& clusters = array("clusters");
    for (size_t i = 0; i < clusters.size(); ++i) {
        FieldReader r(clusters[i], indexed("clusters", i), file);
        Cluster c;
        c.id = r.id("id");
        c.name = r.text("name", c.name, 60);
        c.kind = r.choice("kind", "standard", {"standard", "express"}) == "express" ? ClusterKind::Express
                                                                                  : ClusterKind::Standard;
        if (c.kind == ClusterKind::Express)
            c.brokerSize = "express.m7g.2xlarge";
        c.brokerSize = r.text("broker_size", c.brokerSize, 60);
        c.brokers = r.integer("brokers", c.brokers, 1, 1000, "brokers");
        c.zones = r.integer("zones", c.zones, 1, 3, "availability zones");
        c.replicationFactor = r.integer("replication_factor", c.replicationFactor, 1, 1000, "copies");
        c.minInsyncReplicas = r.integer("min_insync_replicas", c.minInsyncReplicas, 1, 1000, "copies");
        c.partitions = r.integer("partitions", c.partitions, 1, 100000, "partitions");
        c.retentionDays = r.number("retention_days", c.retentionDays, 0, 3650, "days", true);
        c.tieredStorage = r.boolean("tiered_storage", c.tieredStorage);
        c.localRetentionHours = r.number("local_retention_hours", c.localRetentionHours, 0, 3650 * 24.0, "hours", true);
        c.uncleanLeaderElection = r.boolean("unclean_leader_election", c.uncleanLeaderElection);
        c.position = r.position();
        r.finish();
        s.clusters.push_back(std::move(c));
    }

    const json& groups = array("groups");
    for (size_t i = 0; i < groups.size(); ++i) {
        FieldReader r(groups[i], indexed("groups", i), file);
        ConsumerGroup g;
        g.id = r.id("id");
        g.name = r.text("name", g.name, 60);
        g.tasks = r.integer("tasks", g.tasks, 1, 10000, "tasks");
        g.threadsPerTask = r.integer("threads_per_task", g.threadsPerTask, 1, 1000, "threads");
        g.msPerEvent = r.number("ms_per_event", g.msPerEvent, 0, 60000, "ms", true);
        g.position = r.position();
        r.finish();
        s.groups.push_back(std::move(g));
    }

    const json& connections = array("connections");
    for (size_t i = 0; i < connections.size(); ++i) {
        FieldReader r(connections[i], indexed("connections", i), file);
        Connection c{r.id("from"), r.id("to")};
        r.finish();
        s.connections.push_back(std::move(c));
    }
    top.finish({"lesson"});  // a stage file adds its lesson beside the scenario
    validate(s, catalog, file, allowLoose);
    return s;
}

Scenario parseScenarioText(const std::string& text, const std::string& file, const Catalog& catalog, bool allowLoose)
{
    JsonLimits limits;
    limits.maxBytes = kMaxScenarioBytes;
    return parseScenario(readJson(text, file, limits), file, catalog, allowLoose);
}

void validate(const Scenario& s, const Catalog& catalog, const std::string& file, bool allowLoose)
{
    std::set<std::string> ids;
    // Lesson texts name figures "<id>.<figure>", beside report-wide ones: an id may not take their names.
    static const std::set<std::string> reserved = {"load", "event", "stream",  "tile",  "busiest", "latency", "waiting",
                                                   "wall", "cost",  "kinesis", "zones", "carried", "price",   "line"};
    if (s.producers.size() + s.clusters.size() + s.groups.size() > kMaxScenarioNodes)
        throw InputError(file, "", "holds " + std::to_string(s.producers.size() + s.clusters.size() + s.groups.size()) +
                                       " producers, clusters and groups, more than the limit of " +
                                       grouped(double(kMaxScenarioNodes)) + " (see Limits in engine/docs/scenario-format.md)");
    if (s.connections.size() > kMaxScenarioConnections)
        throw InputError(file, "connections", "holds " + std::to_string(s.connections.size()) +
                                                  " entries, more than the limit of " + grouped(double(kMaxScenarioConnections)));
    auto unique = [&](const std::string& id, const std::string& path) {
        if (id.empty() || utf8Length(id) > 64 || hasControlCharacter(id))
            throw InputError(file, path + ".id", "is required: a short name, 1 to 64 characters, no control characters");
        if (reserved.count(id) || id.find('.') != std::string::npos)
            throw InputError(file, path + ".id", "\"" + id + "\" is reserved for report figures or holds a dot; choose another id");
        if (!ids.insert(id).second)
            throw InputError(file, path + ".id", "\"" + id + "\" is used by another node; ids must be unique");
    };
    for (size_t i = 0; i < s.producers.size(); ++i) {
        const Producer& p = s.producers[i];
        const std::string path = indexed("producers", i);
        unique(p.id, path);
        if (!(p.eventsPerSecond >= 1 && p.eventsPerSecond <= 1e7))
            throw InputError(file, path + ".events_per_s", "must be 1 to 10,000,000 events/s (got " + plain(p.eventsPerSecond) + ")");
        if (!(p.eventBytes >= 1 && p.eventBytes <= 1048576))
            throw InputError(file, path + ".event_bytes", "must be 1 to 1,048,576 bytes (got " + plain(p.eventBytes) + ")");
        if (!(p.hotKeyShare > 0 && p.hotKeyShare <= 1))
            throw InputError(file, path + ".hot_key_share", "must be more than 0 and up to 1 (got " + plain(p.hotKeyShare) + ")");
        if (p.subKeys < 1 || p.subKeys > 10000)
            throw InputError(file, path + ".sub_keys", "must be a whole number from 1 to 10,000 sub-keys");
        if (!(p.lingerMs >= 0 && p.lingerMs <= 60000))
            throw InputError(file, path + ".linger_ms", "must be 0 to 60,000 ms (got " + plain(p.lingerMs) + ")");
        if (p.idempotence && p.acks != Acks::All)
            throw InputError(file, path + ".idempotence",
                             std::string("needs acks = \"all\" (got acks = \"") + acksName(p.acks) +
                                 "\"); turn idempotence off or set acks to all");
        (void)keyName;
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
        if (c.brokers < 1 || c.brokers > 1000)
            throw InputError(file, path + ".brokers", "must be a whole number from 1 to 1,000 brokers");
        if (c.zones < 1 || c.zones > 3)
            throw InputError(file, path + ".zones", "must be a whole number from 1 to 3 availability zones");
        if (c.brokers % c.zones != 0)
            throw InputError(file, path + ".brokers", "must be a multiple of zones (" + std::to_string(c.zones) +
                                                         "): MSK puts the same number of brokers in each zone (got " +
                                                         std::to_string(c.brokers) + ")");
        if (express && c.replicationFactor != 3)
            throw InputError(file, path + ".replication_factor", "is fixed at 3 on Express brokers (got " +
                                                                    std::to_string(c.replicationFactor) + ")");
        if (express && c.minInsyncReplicas != 2)
            throw InputError(file, path + ".min_insync_replicas", "is fixed at 2 on Express brokers (got " +
                                                                     std::to_string(c.minInsyncReplicas) + ")");
        if (express && c.tieredStorage)
            throw InputError(file, path + ".tiered_storage", "applies to Standard brokers only; Express manages its storage");
        if (c.replicationFactor < 1 || c.replicationFactor > c.brokers)
            throw InputError(file, path + ".replication_factor",
                             "must be 1 to brokers (" + std::to_string(c.brokers) + "): each copy needs its own broker (got " +
                                 std::to_string(c.replicationFactor) + ")");
        if (c.minInsyncReplicas < 1 || c.minInsyncReplicas > c.replicationFactor)
            throw InputError(file, path + ".min_insync_replicas",
                             "must be 1 to replication_factor (" + std::to_string(c.replicationFactor) + ") (got " +
                                 std::to_string(c.minInsyncReplicas) + ")");
        if (c.partitions < 1 || c.partitions > 100000)
            throw InputError(file, path + ".partitions", "must be a whole number from 1 to 100,000 partitions");
        if (!(c.retentionDays > 0 && c.retentionDays <= 3650))
            throw InputError(file, path + ".retention_days", "must be more than 0 and up to 3,650 days (got " + plain(c.retentionDays) + ")");
        if (c.tieredStorage && !(c.localRetentionHours > 0 && c.localRetentionHours <= c.retentionDays * 24))
            throw InputError(file, path + ".local_retention_hours",
                             "must be more than 0 and up to the retention, " + plain(c.retentionDays * 24) + " hours (got " +
                                 plain(c.localRetentionHours) + ")");
    }
    for (size_t i = 0; i < s.groups.size(); ++i) {
        const ConsumerGroup& g = s.groups[i];
        const std::string path = indexed("groups", i);
        unique(g.id, path);
        if (g.tasks < 1 || g.tasks > 10000)
            throw InputError(file, path + ".tasks", "must be a whole number from 1 to 10,000 tasks");
        if (g.threadsPerTask < 1 || g.threadsPerTask > 1000)
            throw InputError(file, path + ".threads_per_task", "must be a whole number from 1 to 1,000 threads");
        if (!(g.msPerEvent > 0 && g.msPerEvent <= 60000))
            throw InputError(file, path + ".ms_per_event", "must be more than 0 and up to 60,000 ms (got " + plain(g.msPerEvent) + ")");
    }
    // Connections in one pass, with the ids in a hash map, so that a large design is checked in time
    // linear in its size; the rules and their order are connectionRefusal's.
    std::unordered_map<std::string_view, NodeKind> kinds;
    kinds.reserve(ids.size());
    for (const auto& p : s.producers)
        kinds.emplace(p.id, NodeKind::Producer);
    for (const auto& c : s.clusters)
        kinds.emplace(c.id, NodeKind::Cluster);
    for (const auto& g : s.groups)
        kinds.emplace(g.id, NodeKind::Group);
    std::unordered_set<std::string_view> writing, read;  // producers with a cluster, groups with one
    std::unordered_set<std::string> pairs;
    for (size_t i = 0; i < s.connections.size(); ++i) {
        const Connection& c = s.connections[i];
        const auto a = kinds.find(c.from), b = kinds.find(c.to);
        std::string why;
        if (a == kinds.end())
            why = "no node is called " + shortEcho(c.from);
        else if (b == kinds.end())
            why = "no node is called " + shortEcho(c.to);
        else if (!pairs.insert(c.from + '\n' + c.to).second)  // ids hold no line break
            why = "these two are already connected";
        else if (a->second == NodeKind::Producer && b->second == NodeKind::Cluster) {
            if (!writing.insert(c.from).second)
                why = "a producer writes to one cluster, and this one already has one";
        } else if (a->second == NodeKind::Cluster && b->second == NodeKind::Group) {
            if (!read.insert(c.to).second)
                why = "a consumer group reads one cluster, and this one already has one";
        } else {
            why = "only producer -> cluster and cluster -> consumer group connections are allowed";
        }
        if (!why.empty())
            throw InputError(file, indexed("connections", i), c.from + " -> " + c.to + ": " + why);
    }
    if (allowLoose)
        return;
    for (size_t i = 0; i < s.groups.size(); ++i)
        if (!read.count(s.groups[i].id))
            throw InputError(file, indexed("groups", i),
                             "\"" + s.groups[i].id + "\" has no connection: connect a cluster to it, or remove it");
    for (size_t i = 0; i < s.producers.size(); ++i)
        if (!writing.count(s.producers[i].id))
            throw InputError(file, indexed("producers", i),
                             "\"" + s.producers[i].id + "\" has no connection: connect it to a cluster, or remove it");
}

json toJson(const Scenario& s)
{
    json doc = {{"version", kScenarioVersion}, {"name", s.name}};
    json producers = json::array(), clusters = json::array(), groups = json::array(), connections = json::array();
    for (const auto& p : s.producers)
        producers.push_back({{"id", p.id}, {"name", p.name}, {"events_per_s", p.eventsPerSecond},
                             {"event_bytes", p.eventBytes}, {"key", keyName(p.key)}, {"hot_key_share", p.hotKeyShare},
                             {"sub_keys", p.subKeys},
                             {"partitioner", p.partitioner == Partitioner::Custom ? "custom" : "default"},
                             {"linger_ms", p.lingerMs}, {"acks", acksName(p.acks)}, {"idempotence", p.idempotence},
                             {"x", p.position.x}, {"y", p.position.y}});
    for (const auto& c : s.clusters)
        clusters.push_back({{"id", c.id}, {"name", c.name},
                            {"kind", c.kind == ClusterKind::Express ? "express" : "standard"},
                            {"broker_size", c.brokerSize}, {"brokers", c.brokers}, {"zones", c.zones},
                            {"replication_factor", c.replicationFactor}, {"min_insync_replicas", c.minInsyncReplicas},
                            {"partitions", c.partitions}, {"retention_days", c.retentionDays},
                            {"tiered_storage", c.tieredStorage}, {"local_retention_hours", c.localRetentionHours},
                            {"unclean_leader_election", c.uncleanLeaderElection}, {"x", c.position.x},
                            {"y", c.position.y}});
    for (const auto& g : s.groups)
        groups.push_back({{"id", g.id}, {"name", g.name}, {"tasks", g.tasks}, {"threads_per_task", g.threadsPerTask},
                          {"ms_per_event", g.msPerEvent}, {"x", g.position.x}, {"y", g.position.y}});
    for (const auto& c : s.connections)
        connections.push_back({{"from", c.from}, {"to", c.to}});
    doc["producers"] = producers;
    doc["clusters"] = clusters;
    doc["groups"] = groups;
    doc["connections"] = connections;
    return doc;
}

Scenario patched(const Scenario& s, const json& patch, const Catalog& catalog, bool allowLoose)
{
    json doc = toJson(s);
    for (auto it = patch.begin(); it != patch.end(); ++it) {
        if (!it->is_array()) {
            doc[it.key()] = *it;
            continue;
        }
        if (it.key() != "producers" && it.key() != "clusters" && it.key() != "groups")
            throw InputError("patch", it.key(), "an array here must be producers, clusters or groups, changed by id");
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

}  // namespace mqlab
