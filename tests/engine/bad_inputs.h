// Generated bad scenario files (issue 11's classes), made from the six stage scenarios with a fixed
// seed so that every run makes the same files: wrong types, out-of-range and overflowing numbers,
// huge and empty strings, invalid UTF-8, control characters, duplicate keys and ids, dangling and
// reversed connections, reserved ids, deep nesting, bad versions, truncation, stray and trailing
// bytes, too many nodes; and a few that must be accepted (a name of 60 two-byte characters, an
// unconnected group). Used by the engine's sweep and by the command line's.
#pragma once

#include <cstdint>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace mqlab::test {

struct BadInput {
    std::string kind;  // the class, for the failure message
    std::string text;  // the file's bytes
    std::string field; // the field the refusal must name (a prefix of the path); "" when any
    bool mustRefuse = true;
    bool mustAccept = false;
};

namespace bad_detail {

using nlohmann::json;

enum class Type { Id, Text, Choice, Number, Integer, Boolean };

struct Field {
    const char* name;
    Type type;
    double lo = 0, hi = 0; // the reader's range (parse level) for numbers
    bool loOpen = false;
    std::size_t maxChars = 0; // for text
};

inline const std::vector<Field>& fieldsOf(const std::string& array)
{
    // The ranges of engine/docs/scenario-format.md, as the reader applies them field by field.
    static const std::vector<Field> producers = {{"id", Type::Id, 0, 0, false, 64},
                                                 {"name", Type::Text, 0, 0, false, 60},
                                                 {"events_per_s", Type::Number, 1, 1e7},
                                                 {"event_bytes", Type::Number, 1, 1048576},
                                                 {"key", Type::Choice},
                                                 {"hot_key_share", Type::Number, 0, 1, true},
                                                 {"sub_keys", Type::Integer, 1, 10000},
                                                 {"partitioner", Type::Choice},
                                                 {"linger_ms", Type::Number, 0, 60000},
                                                 {"acks", Type::Choice},
                                                 {"idempotence", Type::Boolean},
                                                 {"x", Type::Number, -1e6, 1e6},
                                                 {"y", Type::Number, -1e6, 1e6}};
    static const std::vector<Field> clusters = {{"id", Type::Id, 0, 0, false, 64},
                                                {"name", Type::Text, 0, 0, false, 60},
                                                {"kind", Type::Choice},
                                                {"broker_size", Type::Choice},
                                                {"brokers", Type::Integer, 1, 1000},
                                                {"zones", Type::Integer, 1, 3},
                                                {"replication_factor", Type::Integer, 1, 1000},
                                                {"min_insync_replicas", Type::Integer, 1, 1000},
                                                {"partitions", Type::Integer, 1, 100000},
                                                {"retention_days", Type::Number, 0, 3650, true},
                                                {"tiered_storage", Type::Boolean},
                                                {"local_retention_hours", Type::Number, 0, 87600, true},
                                                {"unclean_leader_election", Type::Boolean},
                                                {"x", Type::Number, -1e6, 1e6},
                                                {"y", Type::Number, -1e6, 1e6}};
    static const std::vector<Field> groups = {{"id", Type::Id, 0, 0, false, 64},
                                              {"name", Type::Text, 0, 0, false, 60},
                                              {"tasks", Type::Integer, 1, 10000},
                                              {"threads_per_task", Type::Integer, 1, 1000},
                                              {"ms_per_event", Type::Number, 0, 60000, true},
                                              {"x", Type::Number, -1e6, 1e6},
                                              {"y", Type::Number, -1e6, 1e6}};
    static const std::vector<Field> connections = {{"from", Type::Id}, {"to", Type::Id}};
    return array == "producers" ? producers : array == "clusters" ? clusters : array == "groups" ? groups : connections;
}

inline bool outOfRange(const Field& f, double v)
{
    if (f.type == Type::Integer && v != static_cast<double>(static_cast<long long>(v)))
        return true;
    return v < f.lo || (f.loOpen && v == f.lo) || v > f.hi;
}

inline std::string readSource(const std::string& relative)
{
    std::ifstream in(std::string(MQLAB_SOURCE_DIR) + "/" + relative, std::ios::binary);
    std::stringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

// A value written raw into the text in place of the marker (numbers JSON cannot hold, nesting, bytes).
const std::string kMarker = "@@MQLAB-MUTATION@@";

inline std::string withRaw(const json& doc, const std::string& raw)
{
    std::string text = doc.dump(2);
    const std::string quoted = "\"" + kMarker + "\"";
    const auto at = text.find(quoted);
    return at == std::string::npos ? text : text.substr(0, at) + raw + text.substr(at + quoted.size());
}

} // namespace bad_detail

// Calls `use` with `count` cases made from seed `seed`; the same arguments always give the same files.
// One at a time: some are megabytes (deep nesting), so they are never all held at once.
template <typename Use> void forEachBadInput(std::uint32_t seed, std::size_t count, Use use)
{
    using namespace bad_detail;
    std::vector<json> bases;
    for (int n = 1; n <= 6; ++n) {
        json doc = json::parse(readSource("stages/stage-" + std::to_string(n) + ".json"));
        doc.erase("lesson");
        bases.push_back(doc);
    }
    std::mt19937 random(seed);
    const auto pick = [&](std::size_t n) { return static_cast<std::size_t>(random() % n); };
    const std::vector<std::string> arrays = {"producers", "clusters", "groups", "connections"};
    const std::vector<std::string> nonNumbers = {"\"text\"", "true", "null", "[1]", "{\"a\": 1}"};
    const std::vector<std::string> nonStrings = {"5", "true", "null", "[\"a\"]", "{\"a\": \"b\"}", "-1e400"};
    const std::vector<std::string> nonBooleans = {"\"true\"", "1", "0", "null", "[true]"};
    const std::vector<double> numbers = {
        -1,     0,       -1e9, 1e308,   -1e308,  1e15,  4294967297.0, 1.8446744073709552e19,
        9.5,    1e7 + 1, 0.5,  1048577, 1e6 + 1, 60001, 3651,         87601,
        100001, 10001,   1001, 4,       1.5};
    const std::vector<std::string> overflows = {"1e400", "-1e400", "1e999999", "123456789e999"};
    const std::vector<std::string> badBytes = {"\xFF", "\xC0\xAF", "\x80", "\xED\xA0\x80", "\xF5\x80\x80\x80"};

    std::size_t made = 0;
    while (made < count) {
        json doc = bases[pick(bases.size())];
        // A node (or a connection) that exists in this stage.
        std::string array = arrays[pick(arrays.size())];
        if (!doc.contains(array) || doc[array].empty())
            array = "connections";
        json& nodes = doc[array];
        const std::size_t index = pick(nodes.size());
        json& node = nodes[index];
        const std::string at = array + "[" + std::to_string(index) + "]";
        const auto& fields = fieldsOf(array);
        const Field& f = fields[pick(fields.size())];
        const std::string field = at + "." + f.name;
        BadInput c;
        switch (pick(24)) {
        case 0:
        case 1: { // a value of the wrong type
            c.kind = "wrong type";
            const auto& pool = f.type == Type::Number || f.type == Type::Integer ? nonNumbers
                               : f.type == Type::Boolean                         ? nonBooleans
                                                                                 : nonStrings;
            node[f.name] = kMarker;
            c.text = withRaw(doc, pool[pick(pool.size())]);
            c.field = field;
            break;
        }
        case 2:
        case 3:
        case 4: { // a number outside the field's range (or fractional where whole)
            c.kind = "out of range";
            if (f.type != Type::Number && f.type != Type::Integer) {
                node[f.name] = 12345; // a number where a string or boolean belongs
            } else {
                double v = numbers[pick(numbers.size())];
                for (int tries = 0; !outOfRange(f, v) && tries < 50; ++tries)
                    v = numbers[pick(numbers.size())];
                if (!outOfRange(f, v))
                    v = f.hi * 10 + 1;
                node[f.name] = v;
            }
            c.text = doc.dump(2);
            c.field = field;
            break;
        }
        case 5: { // a number no double holds
            c.kind = "overflow";
            node[f.name] = kMarker;
            c.text = withRaw(doc, overflows[pick(overflows.size())]);
            c.field = field;
            break;
        }
        case 6: { // a 10,000-byte string
            c.kind = "huge string";
            node[f.name] = std::string(10000, "xz\xC3\xA9"[pick(2)]);
            c.text = doc.dump(2);
            c.field = field;
            break;
        }
        case 7: { // an empty string where a choice or an id belongs
            c.kind = "empty string";
            const bool text = f.type == Type::Text;
            node[text ? "id" : f.name] = "";
            c.text = doc.dump(2);
            c.field = array == "connections" ? field : at + "." + (text ? "id" : f.name);
            break;
        }
        case 8: { // names counted in characters: 61 refused, 60 accepted
            c.kind = "unicode name";
            if (array == "connections") {
                std::string s;
                for (int i = 0; i < 201; ++i)
                    s += "\xC3\xA9";
                doc["name"] = s;
                c.field = "name";
            } else {
                const bool accept = pick(2) == 0;
                std::string s;
                for (int i = 0; i < (accept ? 60 : 61); ++i)
                    s += "\xE2\x82\xAC"; // the euro sign: 3 bytes, one character
                node["name"] = s;
                c.mustAccept = accept;
                c.mustRefuse = !accept;
                c.field = accept ? "" : at + ".name";
            }
            c.text = doc.dump(2);
            break;
        }
        case 9: { // invalid UTF-8 inside a string
            c.kind = "invalid UTF-8";
            const std::string target = array == "connections" ? "name" : at + ".name";
            (array == "connections" ? doc["name"] : node["name"]) = kMarker;
            c.text = withRaw(doc, "\"ab" + badBytes[pick(badBytes.size())] + "cd\"");
            c.field = target;
            break;
        }
        case 10: { // a control character (an escaped line break or tab) in an id or a name
            c.kind = "control character";
            const char* key = array == "connections" ? f.name : pick(2) ? "id" : "name";
            node[key] = std::string("a") + "\n\t\x01"[pick(3)] + "b";
            c.text = doc.dump(2);
            c.field = at + "." + key;
            break;
        }
        case 11: { // the same key twice in one object: the second is refused
            c.kind = "duplicate key";
            const std::string key = node.contains(f.name) ? f.name : array == "connections" ? "from" : "id";
            node[kMarker] = kMarker;
            const std::string text = doc.dump(2);
            const std::string pair = "\"" + kMarker + "\": \"" + kMarker + "\"";
            const auto pos = text.find(pair);
            c.text = text.substr(0, pos) + "\"" + key + "\": " + node[key].dump() + text.substr(pos + pair.size());
            c.field = at + "." + key;
            break;
        }
        case 12: { // a required field left out
            c.kind = "missing";
            if (pick(3) == 0) {
                doc.erase("version");
                c.field = "version";
            } else {
                node.erase(array == "connections" ? f.name : "id");
                c.field = array == "connections" ? field : at + ".id";
            }
            c.text = doc.dump(2);
            break;
        }
        case 13: { // a field no object has
            c.kind = "unknown field";
            node["colour"] = "teal";
            c.text = doc.dump(2);
            c.field = at + ".colour";
            break;
        }
        case 14: { // two nodes with one id: the later one is named
            c.kind = "duplicate id";
            if (array == "connections" || doc["producers"].empty() || doc["groups"].empty()) {
                doc["connections"].push_back(doc["connections"][0]);
                c.field = "connections[" + std::to_string(doc["connections"].size() - 1) + "]";
            } else {
                const std::size_t g = pick(doc["groups"].size());
                doc["groups"][g]["id"] = doc["producers"][0]["id"];
                c.field = "groups[" + std::to_string(g) + "].id";
            }
            c.text = doc.dump(2);
            break;
        }
        case 15: { // a connection to nowhere, or the wrong way round (a cycle back to a producer)
            c.kind = "bad connection";
            json& cn = doc["connections"];
            const std::size_t i = pick(cn.size());
            if (pick(2))
                cn[i]["to"] = "nowhere";
            else
                std::swap(cn[i]["from"], cn[i]["to"]);
            c.text = doc.dump(2);
            c.field = "connections[" + std::to_string(i) + "]";
            break;
        }
        case 16: { // ids the report's figures use
            c.kind = "reserved id";
            if (array == "connections") {
                doc["producers"][0]["id"] = "load";
                c.field = "producers[0].id";
            } else {
                node["id"] = pick(2) ? "load" : "a.b";
                c.field = at + ".id";
            }
            c.text = doc.dump(2);
            break;
        }
        case 17: { // nesting far past any limit
            c.kind = "deep nesting";
            const std::size_t depth = pick(8) ? 100000 : 1000000;
            node[f.name] = kMarker;
            c.text = withRaw(doc, std::string(depth, '[') + std::string(depth, ']'));
            c.field = field;
            break;
        }
        case 18: { // versions that are not 1 or 2
            c.kind = "version";
            const std::vector<std::string> versions = {"4294967297",           "0",     "3",   "1.0", "\"1\"", "-1",
                                                       "18446744073709551617", "1e400", "true"};
            doc["version"] = kMarker;
            c.text = withRaw(doc, versions[pick(versions.size())]);
            c.field = "version";
            break;
        }
        case 19: { // cut short
            c.kind = "truncated";
            const std::string text = doc.dump(2);
            c.text = text.substr(0, pick(text.rfind('}')));
            break;
        }
        case 20: { // one stray byte anywhere: may land in a name and be harmless
            c.kind = "stray byte";
            std::string text = doc.dump(2);
            text.insert(pick(text.size() + 1), 1, static_cast<char>(pick(256)));
            c.text = text;
            c.mustRefuse = false;
            break;
        }
        case 21: { // something after the document
            c.kind = "trailing bytes";
            const std::vector<std::string> tails = {std::string(1, '\0'),        "x", "}", "{}",
                                                    std::string("\0garbage", 8), ","};
            c.text = doc.dump(2) + tails[pick(tails.size())];
            break;
        }
        case 22: { // past the node limit: 10,001 groups (made rarely: it is a large file)
            if (pick(40) != 0)
                continue;
            c.kind = "too many nodes";
            json groups = json::array();
            for (int i = 0; i < 10001; ++i)
                groups.push_back({{"id", "g" + std::to_string(i)}});
            doc["groups"] = groups;
            c.text = doc.dump();
            c.field = "groups";
            break;
        }
        default: { // an unconnected group: the window saves it, so the command line reads it
            c.kind = "unconnected group";
            if (doc["groups"].empty())
                continue;
            json kept = json::array();
            const std::string gid = doc["groups"][0]["id"];
            for (const auto& cn : doc["connections"])
                if (cn["to"] != gid)
                    kept.push_back(cn);
            doc["connections"] = kept;
            c.text = doc.dump(2);
            c.mustRefuse = false;
            c.mustAccept = true;
            break;
        }
        }
        use(c, made);
        ++made;
    }
}

} // namespace mqlab::test
