#include "mqlab/model/edits.h"

#include <algorithm>
#include <cmath>
#include <unordered_set>

#include <nlohmann/json.hpp>

#include "mqlab/error.h"
#include "mqlab/model/kinds.h"
#include "mqlab/report/message.h"

namespace mqlab {
namespace {

using nlohmann::json;

// Every field of `kind` at the table's default, as the scenario file writes a node.
json defaultNode(Kind kind)
{
    json node = json::object();
    for (const FieldSpec* f : fieldsOf(kind)) {
        switch (f->type) {
        case FieldType::Id:
            break;
        case FieldType::Toggle:
            node[f->key] = f->defaultNumber != 0;
            break;
        case FieldType::Whole:
            node[f->key] = static_cast<long long>(f->defaultNumber);
            break;
        case FieldType::Number:
            node[f->key] = f->defaultNumber;
            break;
        case FieldType::Text:
        case FieldType::Choice:
            node[f->key] = f->defaultText;
            break;
        }
    }
    // An array that holds several kinds tells them apart by its "kind" field, whose values are the kinds' keys.
    if (const FieldSpec* k = findField(kind, "kind"); k && choiceIndex(*k, kindKey(kind)) >= 0)
        node["kind"] = std::string(kindKey(kind));
    return node;
}

// "Standard cluster" -> "standard cluster", for a kind named inside a sentence.
std::string lowered(std::string_view label)
{
    std::string out(label);
    if (!out.empty() && out[0] >= 'A' && out[0] <= 'Z')
        out[0] = static_cast<char>(out[0] - 'A' + 'a');
    return out;
}

std::string_view idPrefixOf(NodeKind node)
{
    for (const KindInfo& k : kindRegistry())
        if (k.node == node)
            return k.idPrefix;
    return "node";
}

} // namespace

std::string freshId(const Scenario& s, std::string_view prefix)
{
    for (int n = 1;; ++n) {
        std::string id = std::string(prefix) + "-" + std::to_string(n);
        if (!s.kindOf(id))
            return id;
    }
}

Scenario withNode(const Scenario& s, Kind kind, Position at, const Catalog& catalog, std::string* id,
                  const std::string& name)
{
    const KindInfo& info = kindInfo(kind);
    json node = defaultNode(kind);
    node["id"] = freshId(s, info.idPrefix);
    node["name"] = name.empty() ? newCardName(kind) : name;
    // Whole pixels, so that a saved design reads back exactly.
    node["x"] = std::round(at.x);
    node["y"] = std::round(at.y);
    if (id)
        *id = node["id"].get<std::string>();
    json doc = toJson(s);
    doc[std::string(arrayName(info.node))].push_back(std::move(node));
    return parseScenario(doc, "edit", catalog, true);
}

Position freeSpot(const Scenario& s, Position want, const CardHeights& heights, double height)
{
    struct Card {
        Position at;
        double height;
    };
    std::vector<Card> taken;
    forEachArray(s, [&](NodeKind, const auto& nodes) {
        for (const auto& n : nodes) {
            const auto drawn = heights.find(n.id);
            taken.push_back({n.position, drawn != heights.end() && drawn->second > 0 ? drawn->second : kCardHeight});
        }
    });
    // Each pass moves below one card in the way, never back above it (the spot only goes down), so a
    // card is passed at most once: at most one pass a card.
    for (size_t pass = 0; pass <= taken.size(); ++pass) {
        const auto hit = std::find_if(taken.begin(), taken.end(), [&](const Card& c) {
            return std::abs(c.at.x - want.x) < kCardWidth && want.y < c.at.y + c.height && c.at.y < want.y + height;
        });
        if (hit == taken.end())
            break;
        want.y = std::ceil(hit->at.y + hit->height); // withNode rounds to whole pixels: never back up
    }
    return want;
}

Scenario withCopies(const Scenario& s, const std::vector<std::string>& ids, Position offset,
                    std::vector<std::string>* copies)
{
    Scenario out = s;
    auto chosen = [&](const std::string& id) { return std::find(ids.begin(), ids.end(), id) != ids.end(); };
    forEachArray(out, [&](NodeKind kind, auto& nodes) {
        const size_t n = nodes.size();
        for (size_t i = 0; i < n; ++i) {
            if (!chosen(nodes[i].id))
                continue;
            auto copy = nodes[i];
            const std::string original = copy.id;
            copy.id = freshId(out, idPrefixOf(kind));
            copy.position = {copy.position.x + offset.x, copy.position.y + offset.y};
            // The connections a rule allows only one of belong to the node: its copy keeps them.
            for (const Connection& c : s.connections)
                for (const TopologyRule& rule : topologyRules()) {
                    if (rule.oneOut && rule.from == kind && c.from == original && s.kindOf(c.to) == rule.to)
                        out.connections.push_back({copy.id, c.to});
                    if (rule.oneIn && rule.to == kind && c.to == original && s.kindOf(c.from) == rule.from)
                        out.connections.push_back({c.from, copy.id});
                }
            if (copies)
                copies->push_back(copy.id);
            nodes.push_back(std::move(copy));
        }
    });
    return out;
}

Scenario withoutNodes(const Scenario& s, const std::vector<std::string>& ids)
{
    Scenario out = s;
    // A set, not a search of the list per node and per connection end: Delete after Select All
    // on 10,000 nodes was quadratic.
    const std::unordered_set<std::string> doomed(ids.begin(), ids.end());
    auto gone = [&](const std::string& id) { return doomed.contains(id); };
    forEachArray(out, [&](NodeKind, auto& nodes) { std::erase_if(nodes, [&](const auto& n) { return gone(n.id); }); });
    std::erase_if(out.connections, [&](const Connection& c) { return gone(c.from) || gone(c.to); });
    return out;
}

Scenario withKind(const Scenario& s, const std::string& id, Kind kind, const Catalog& catalog)
{
    const auto now = kindOfNode(s, id);
    if (!now)
        throw InputError("edit", id, "no node is called \"" + id + "\"");
    if (*now == kind)
        return s;
    if (nodeKindOf(*now) != nodeKindOf(kind) || !findField(kind, "kind"))
        throw InputError("edit", id + ".kind",
                         "a " + lowered(kindLabel(*now)) + " cannot become a " + lowered(kindLabel(kind)) +
                             "; add a new node instead");
    json change = kindChange(kind);
    change["id"] = id;
    return patched(s, {{std::string(arrayName(nodeKindOf(kind))), json::array({change})}}, catalog, true);
}

Scenario withConnection(const Scenario& s, const std::string& from, const std::string& to)
{
    Message why = connectionRefusalMessage(s, from, to);
    if (!why.english.empty())
        throw MessageError("edit", from + " -> " + to, std::move(why));
    Scenario out = s;
    out.connections.push_back({from, to});
    return out;
}

std::string fieldSetBy(const Scenario& s, const std::string& nodeId, std::string_view key)
{
    const bool s3 = key == "s3_days";
    if (!s3 && key != "archive_days")
        return {};
    if (std::none_of(s.cells.begin(), s.cells.end(), [&](const Cell& c) { return c.id == nodeId; }))
        return {};
    // As evaluate() reads it (cell.cpp): the cells' region, then that region's first tier of the kind.
    const auto region = std::find_if(s.connections.begin(), s.connections.end(), [&](const Connection& c) {
        return c.to == nodeId &&
               std::any_of(s.regions.begin(), s.regions.end(), [&](const Region& r) { return r.id == c.from; });
    });
    if (region == s.connections.end())
        return {};
    for (const Connection& c : s.connections) {
        if (c.from != region->from)
            continue;
        if (s3) {
            for (const S3Tier& t : s.s3Tiers)
                if (t.id == c.to)
                    return t.name;
        } else {
            for (const GlacierTier& t : s.glacierTiers)
                if (t.id == c.to)
                    return t.name;
        }
    }
    return {};
}

} // namespace mqlab
