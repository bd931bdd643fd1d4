#include "mqlab/lesson/your_turn.h"

#include <algorithm>
#include <cmath>
#include <set>

#include "mqlab/model/catalog.h"
#include "mqlab/model/fields.h"
#include "mqlab/error.h"
#include "mqlab/report/explain.h"
#include "mqlab/report/format.h"
#include "mqlab/model/models.h"
#include "mqlab/lesson/side.h"

#include "../json_fields.h"

namespace mqlab {
namespace {

using nlohmann::json;

using fields::at;
using fields::onlyKeys;
using fields::text;

std::string shortId(const json& obj, const std::string& file, const std::string& path)
{
    const std::string id = text(obj, "id", file, path);
    if (id.find_first_not_of("abcdefghijklmnopqrstuvwxyz0123456789-") != std::string::npos)
        throw InputError(file, at(path, "id"), "must use only a-z, 0-9 and - (got \"" + id + "\")");
    return id;
}

struct RuleName {
    Requirement id;
    const char* key;
};
constexpr RuleName kRules[] = {
    {Requirement::Readers, "readers"}, {Requirement::Stream, "stream"}, {Requirement::Copies, "copies"},
    {Requirement::InSync, "in_sync"},  {Requirement::Zones, "zones"},   {Requirement::Retention, "retention"},
    {Requirement::Acks, "acks"},       {Requirement::Key, "key"},       {Requirement::Cheaper, "cheaper"}};

// Figures of a design at a load, for filling a text.
std::string filled(const std::string& tpl, const Scenario& s, const Catalog& cat, double load, const std::string& source)
{
    return fillTemplate(tpl, figures(s, cat, evaluate(s, cat, load)), source);
}

// The cluster a verdict speaks of: the baseline's cluster by id, else the first one.
int checkedCluster(const Scenario& s, const std::string& baselineId)
{
    for (size_t i = 0; i < s.clusters.size(); ++i)
        if (s.clusters[i].id == baselineId)
            return static_cast<int>(i);
    return s.clusters.empty() ? -1 : 0;
}

// A person's name for a field of a node in `array`: the field table's label, as the inspector shows it.
std::string fieldLabel(const std::string& array, const std::string& key)
{
    const Kind kind = array == "producers" ? Kind::Producer : array == "clusters" ? Kind::StandardCluster : Kind::Group;
    if (const FieldSpec* f = findField(kind, key))
        return fieldPhrase(*f);
    std::string out = key;
    std::replace(out.begin(), out.end(), '_', ' ');
    return out;
}

std::string valueText(const json& v)
{
    if (v.is_boolean())
        return v.get<bool>() ? "on" : "off";
    if (v.is_number()) {
        const double d = v.get<double>();
        return grouped(d, d == std::floor(d) ? 0 : 2);
    }
    if (v.is_string())
        return v.get<std::string>();
    return v.dump();
}

const json* nodeById(const json& arr, const std::string& id)
{
    for (const auto& n : arr)
        if (n.value("id", "") == id)
            return &n;
    return nullptr;
}

const char* keyWords(KeyKind k)
{
    return k == KeyKind::Merchant ? "merchant" : "order id";
}

bool ignoredField(const std::string& key)
{
    return key == "id" || key == "name" || key == "x" || key == "y";
}

bool movedAs(const json& before, const json& after, MoveDirection when)
{
    if (before == after)
        return false;
    if (when == MoveDirection::Changed)
        return true;
    if (!before.is_number() || !after.is_number())
        return false;
    return when == MoveDirection::Raised ? after.get<double>() > before.get<double>()
                                         : after.get<double>() < before.get<double>();
}

std::string percentOrUnknown(double p) { return std::isnan(p) ? "unknown" : percentText(p); }

DesignCheck checkDesign(const Scenario& s, const Report& r, const Catalog& cat, const std::string& clusterId)
{
    DesignCheck d;
    d.monthly = r.total;
    d.costText = usdText(r.total);
    for (const auto& line : r.bill)
        d.derivedPrice = d.derivedPrice || line.derivedPrice;
    d.saturates = r.firstToSaturate >= 0;
    const int bindingCard = d.saturates ? r.firstToSaturate : r.busiest;
    if (d.saturates)
        d.firstName = cardName(s, r.cards[r.firstToSaturate]);
    if (bindingCard >= 0 && r.cards[bindingCard].binding >= 0) {
        const CardReport& card = r.cards[bindingCard];
        d.bindingName = cardName(s, card) + ": " + limitName(card.limits[card.binding].kind);
        d.bindingPercent = card.rawPercent;
    }
    for (const CardReport& card : r.cards)
        for (const LimitReport& l : card.limits)
            if (l.status == Status::Warn || l.status == Status::Red) {
                d.pastSizingLine = true;
                d.pastLineText += (d.pastLineText.empty() ? "" : "; ") + cardName(s, card) + ": " + limitName(l.kind) +
                                  " at " + percentText(l.percent);
            }
    if (!std::isnan(r.wallEventsPerSecond) && r.wallCard >= 0) {
        d.wallEventsPerSecond = r.wallEventsPerSecond;
        const CardReport& wc = r.cards[r.wallCard];
        d.wallText = grouped(r.wallEventsPerSecond) + " events/s (" + cardName(s, wc) + ": " +
                     limitName(wc.limits[r.wallLimit].kind) + ")";
    } else {
        d.wallText = "unknown";
    }

    const int ci = checkedCluster(s, clusterId);
    if (ci < 0) {
        d.lostBrokerText = "no cluster";
        return d;
    }
    d.hasCluster = true;
    const Cluster& c = s.clusters[ci];
    const ClusterDetail& cd = r.clusters[ci];
    const CardReport& card = r.cards[s.producers.size() + ci];
    d.clusterKind = c.kind == ClusterKind::Express ? "Express" : "Standard";
    d.brokerSize = c.brokerSize;
    d.brokers = c.brokers;
    for (const LimitReport& l : card.limits)
        if (std::isnan(l.capacity))
            d.unchecked.push_back(limitName(l.kind) + " of " + c.brokerSize);
    d.survivors = c.brokers - 1;
    if (c.brokers < 2) {
        d.lostBrokerText = "the only broker: the cluster stops";
        return d;
    }
    // Reuses the side models: a Standard survivor's network carries c + r - 2 copies over
    // brokers - 1; an Express survivor's data out is the groups' reads over brokers - 1.
    if (c.kind == ClusterKind::Standard) {
        const StandardSize* size = cat.findStandard(c.brokerSize);
        if (size && size->networkMBps.value) {
            d.lostBrokerPercent =
                lostBrokerNetworkPercent(cd.offered, cd.groups, c.replicationFactor, c.brokers, *size->networkMBps.value);
            d.lostBrokerText = percentText(d.lostBrokerPercent) + " of the network on " + std::to_string(d.survivors) +
                               " survivors";
        }
    } else {
        const ExpressSize* size = cat.findExpress(c.brokerSize);
        if (size && size->dataOutMaxMBps.value) {
            const ExpressLoad lost = expressLoad(cd.offered, cd.groups, c.brokers - 1);
            d.lostBrokerPercent = lost.dataOutMBps / *size->dataOutMaxMBps.value * 100.0;
            d.lostBrokerText = percentText(d.lostBrokerPercent) + " of the maximum data out on " +
                               std::to_string(d.survivors) + " survivors";
        }
    }
    if (std::isnan(d.lostBrokerPercent))
        d.lostBrokerText = "unknown: the catalogue has no figure for " + c.brokerSize;
    return d;
}

std::string signedUsd(Money diff)
{
    if (diff.cents == 0)
        return "the same";
    const Money abs{diff.cents < 0 ? -diff.cents : diff.cents};
    return usdText(abs) + (diff.cents < 0 ? " less" : " more");
}

std::string compareWith(const DesignCheck& mine, const AnswerComparison& a)
{
    if (a.same)
        return "Your design is this answer, so its figures are yours.";
    const DesignCheck& it = a.check;
    std::string s = "It holds " + it.wallText + "; yours holds " + mine.wallText + ". ";
    s += "It costs " + it.costText + " a month; yours costs " + signedUsd({mine.monthly.cents - it.monthly.cents}) +
         (mine.monthly.cents == it.monthly.cents ? "" : " (" + mine.costText + ")") + ". ";
    s += "With one broker lost it runs at " + it.lostBrokerText + "; yours at " + mine.lostBrokerText + ".";
    return s;
}

}  // namespace

std::string outcomeName(Outcome o)
{
    switch (o) {
    case Outcome::Holds: return "holds";
    case Outcome::Saturates: return "saturates";
    case Outcome::BendsBrief: return "bends-brief";
    default: return "no-cluster";
    }
}

YourTurn parseStageYourTurn(const json& brief, const std::string& file, int stage, const Scenario& baseline,
                            const Catalog& cat)
{
    const std::string where = file + ": lesson.your_turn";
    if (!brief.is_object())
        throw InputError(file, "lesson.your_turn", "must be an object: {\"title\", \"brief\", \"answers\", ...}");
    for (const char* own : {"schema", "stage"})
        if (brief.contains(own))
            throw InputError(where, own, "is the lesson's own here: leave it out of a stage's brief");
    json doc = brief;
    doc["schema"] = kYourTurnSchema;
    doc["stage"] = stage;
    return parseYourTurn(doc.dump(), where, baseline, cat);
}

const YourTurn* briefForStage(int stage, const YourTurn* own, const YourTurn* shared)
{
    if (own && own->stage == stage)
        return own;
    if (shared && shared->stage == stage)
        return shared;
    return nullptr;
}

YourTurn parseYourTurn(const std::string& textIn, const std::string& file, const Scenario& baseline, const Catalog& cat)
{
    const json doc = fields::parseObject(textIn, file);
    onlyKeys(doc, {"schema", "stage", "title", "brief", "answers", "wrong_moves", "rules"}, file, "");
    if (!doc.contains("schema") || !doc.at("schema").is_number_integer() || doc.at("schema").get<int>() != kYourTurnSchema)
        throw InputError(file, "schema", "must be 1 (the only schema so far)");
    YourTurn t;
    if (!doc.contains("stage") || !doc.at("stage").is_number_integer() || doc.at("stage").get<int>() < 1 ||
        doc.at("stage").get<int>() > 99)
        throw InputError(file, "stage", "must be a whole number from 1 to 99: the stage whose design is the baseline");
    t.stage = doc.at("stage").get<int>();
    t.title = text(doc, "title", file, "");
    t.brief = text(doc, "brief", file, "");
    const double load = baseline.offeredEventsPerSecond();
    (void)filled(t.brief, baseline, cat, load, file + ": brief");

    if (!doc.contains("answers") || !doc.at("answers").is_array() || doc.at("answers").empty())
        throw InputError(file, "answers", "is required: an array of at least one answer");
    std::set<std::string> ids;
    for (size_t i = 0; i < doc.at("answers").size(); ++i) {
        const std::string path = at("answers", i);
        const json& a = doc.at("answers")[i];
        if (!a.is_object())
            throw InputError(file, path, "must be an object");
        onlyKeys(a, {"id", "title", "summary", "patch"}, file, path);
        ReferenceAnswer ref;
        ref.id = shortId(a, file, path);
        if (!ids.insert(ref.id).second)
            throw InputError(file, at(path, "id"), "\"" + ref.id + "\" is used twice; ids must be unique");
        ref.title = text(a, "title", file, path);
        ref.summary = text(a, "summary", file, path);
        if (!a.contains("patch") || !a.at("patch").is_object())
            throw InputError(file, at(path, "patch"), "is required: an object of node arrays (see stages/README.md, Patches)");
        ref.patch = a.at("patch");
        Scenario design;
        try {
            design = patched(baseline, ref.patch, cat);
        } catch (const InputError& e) {
            throw InputError(file, at(path, "patch"), e.path() + ": " + e.problem());
        }
        (void)filled(ref.summary, design, cat, load, file + ": " + at(path, "summary"));
        t.answers.push_back(std::move(ref));
    }

    const json base = toJson(baseline);
    if (doc.contains("wrong_moves")) {
        if (!doc.at("wrong_moves").is_array())
            throw InputError(file, "wrong_moves", "must be an array of moves");
        for (size_t i = 0; i < doc.at("wrong_moves").size(); ++i) {
            const std::string path = at("wrong_moves", i);
            const json& m = doc.at("wrong_moves")[i];
            if (!m.is_object())
                throw InputError(file, path, "must be an object");
            onlyKeys(m, {"id", "title", "field", "when", "reason"}, file, path);
            WrongMove w;
            w.id = shortId(m, file, path);
            if (!ids.insert(w.id).second)
                throw InputError(file, at(path, "id"), "\"" + w.id + "\" is used twice; ids must be unique");
            w.title = text(m, "title", file, path);
            w.field = text(m, "field", file, path);
            const auto dot = w.field.find('.');
            const std::string array = w.field.substr(0, dot), key = dot == std::string::npos ? "" : w.field.substr(dot + 1);
            const bool known = (array == "producers" || array == "clusters" || array == "groups") && !key.empty() &&
                               !ignoredField(key) && !base.at(array).empty() && base.at(array).front().contains(key);
            if (!known)
                throw InputError(file, at(path, "field"), "must name a scenario field as \"<producers|clusters|groups>.<field>\", "
                                                          "e.g. \"groups.tasks\" (got \"" + w.field + "\")");
            const std::string when = text(m, "when", file, path);
            if (when == "raised")
                w.when = MoveDirection::Raised;
            else if (when == "lowered")
                w.when = MoveDirection::Lowered;
            else if (when == "changed")
                w.when = MoveDirection::Changed;
            else
                throw InputError(file, at(path, "when"), "must be one of \"raised\", \"lowered\", \"changed\" (got \"" + when + "\")");
            w.reason = text(m, "reason", file, path);
            (void)filled(w.reason, baseline, cat, load, file + ": " + at(path, "reason"));
            t.wrongMoves.push_back(std::move(w));
        }
    }

    if (doc.contains("rules")) {
        if (!doc.at("rules").is_array())
            throw InputError(file, "rules", "must be an array of rules");
        std::set<std::string> seen;
        for (size_t i = 0; i < doc.at("rules").size(); ++i) {
            const std::string path = at("rules", i);
            const json& r = doc.at("rules")[i];
            if (!r.is_object())
                throw InputError(file, path, "must be an object");
            onlyKeys(r, {"id", "reason"}, file, path);
            const std::string id = text(r, "id", file, path);
            BriefRule rule;
            bool found = false;
            std::string list;
            for (const auto& k : kRules) {
                list += (list.empty() ? "" : ", ") + std::string("\"") + k.key + "\"";
                if (id == k.key)
                    rule.id = k.id, found = true;
            }
            if (!found)
                throw InputError(file, at(path, "id"), "must be one of " + list + " (got \"" + id + "\")");
            if (!seen.insert(id).second)
                throw InputError(file, at(path, "id"), "\"" + id + "\" is listed twice");
            rule.reason = text(r, "reason", file, path);
            (void)filled(rule.reason, baseline, cat, load, file + ": " + at(path, "reason"));
            t.rules.push_back(std::move(rule));
        }
    }
    return t;
}

Verdict checkAnswer(const Scenario& baseline, const Scenario& answer, const YourTurn& turn, const Catalog& cat)
{
    Verdict v;
    v.load = baseline.offeredEventsPerSecond();
    const std::string clusterId = baseline.clusters.empty() ? std::string() : baseline.clusters.front().id;
    // The answer is judged at the brief's load, whatever load the canvas offers.
    const Report baseReport = evaluate(baseline, cat, v.load);
    const Report mine = evaluate(answer, cat, v.load);
    v.baseline = checkDesign(baseline, baseReport, cat, clusterId);
    v.yours = checkDesign(answer, mine, cat, clusterId);
    const std::string loadText = grouped(v.load) + " events/s";

    // What changed: every field of every node present in both, then nodes added or removed.
    const json a = toJson(baseline), b = toJson(answer);
    for (const char* array : {"producers", "clusters", "groups"}) {
        for (const auto& before : a.at(array)) {
            const json* after = nodeById(b.at(array), before.at("id").get<std::string>());
            if (!after) {
                v.changes.push_back({before.at("name").get<std::string>(), "on the canvas", "removed"});
                continue;
            }
            for (auto it = before.begin(); it != before.end(); ++it)
                if (!ignoredField(it.key()) && after->contains(it.key()) && after->at(it.key()) != *it)
                    v.changes.push_back({after->at("name").get<std::string>() + ", " + fieldLabel(array, it.key()),
                                         valueText(*it), valueText(after->at(it.key()))});
        }
        for (const auto& after : b.at(array))
            if (!nodeById(a.at(array), after.at("id").get<std::string>()))
                v.changes.push_back({after.at("name").get<std::string>(), "not there", "added"});
    }
    const int baseCi = checkedCluster(baseline, clusterId), myCi = checkedCluster(answer, clusterId);
    const int baseGroups = baseCi < 0 ? 0 : baseReport.clusters[baseCi].groups;
    const int myGroups = myCi < 0 ? 0 : mine.clusters[myCi].groups;
    if (baseGroups != myGroups)
        v.changes.push_back({"Groups reading the cluster", std::to_string(baseGroups), std::to_string(myGroups)});

    // Known wrong moves, each explained on the baseline with only that move applied.
    for (const WrongMove& w : turn.wrongMoves) {
        const auto dot = w.field.find('.');
        const std::string array = w.field.substr(0, dot), key = w.field.substr(dot + 1);
        json isolated = a;
        bool moved = false;
        for (auto& node : isolated.at(array)) {
            const json* after = nodeById(b.at(array), node.at("id").get<std::string>());
            if (after && after->contains(key) && movedAs(node.at(key), after->at(key), w.when)) {
                node[key] = after->at(key);
                moved = true;
            }
        }
        if (!moved)
            continue;
        Scenario alone = baseline;
        try {
            alone = parseScenario(isolated, "your answer", cat, true);
        } catch (const InputError&) {
            // The move alone is not a valid design (it needs another change to go with it): the
            // reason is told on the baseline instead.
        }
        v.wrongMoves.push_back({w.id, w.title, filled(w.reason, alone, cat, v.load, "your-turn: " + w.id)});
    }

    // The brief: each rule the data lists.
    const Figures baseFigures = figures(baseline, cat, baseReport);
    auto broke = [&](const BriefRule& rule, const std::string& what) {
        v.broken.push_back(what + ". " + fillTemplate(rule.reason, baseFigures, "your-turn: rules"));
    };
    if (myCi >= 0 && baseCi >= 0) {
        const Cluster& bc = baseline.clusters[baseCi];
        const Cluster& mc = answer.clusters[myCi];
        for (const BriefRule& rule : turn.rules) {
            switch (rule.id) {
            case Requirement::Readers:
                if (myGroups < baseGroups)
                    broke(rule, std::to_string(myGroups) + " groups read the cluster, not " + std::to_string(baseGroups));
                break;
            case Requirement::Stream:
                // A relative tolerance: the same stream may differ in the last bits after scaling.
                if (mine.clusters[myCi].offered.bytesPerSecond < baseReport.clusters[baseCi].offered.bytesPerSecond * (1 - 1e-9))
                    broke(rule, "The cluster takes " + grouped(mine.clusters[myCi].offered.mbps(), 1) + " MB/s, not " +
                                    grouped(baseReport.clusters[baseCi].offered.mbps(), 1) + " MB/s");
                break;
            case Requirement::Copies:
                if (mc.replicationFactor < bc.replicationFactor)
                    broke(rule, "Replication factor " + std::to_string(mc.replicationFactor) + ", not " +
                                    std::to_string(bc.replicationFactor));
                break;
            case Requirement::InSync:
                if (mc.minInsyncReplicas < bc.minInsyncReplicas)
                    broke(rule, "Min in-sync replicas " + std::to_string(mc.minInsyncReplicas) + ", not " +
                                    std::to_string(bc.minInsyncReplicas));
                break;
            case Requirement::Zones:
                if (mc.zones < bc.zones)
                    broke(rule, std::to_string(mc.zones) + " zones, not " + std::to_string(bc.zones));
                break;
            case Requirement::Retention:
                if (mc.retentionDays < bc.retentionDays)
                    broke(rule, "Retention " + grouped(mc.retentionDays, 1) + " days, not " + grouped(bc.retentionDays, 1));
                break;
            case Requirement::Acks: {
                bool weaker = false;
                for (int pi : answer.producersOf(myCi))
                    weaker = weaker || answer.producers[pi].acks != Acks::All;
                if (weaker && !baseline.producers.empty() && baseline.producers.front().acks == Acks::All)
                    broke(rule, "A producer no longer waits for every in-sync copy (acks is not all)");
                break;
            }
            case Requirement::Key: {
                if (baseline.producers.empty())
                    break;
                const KeyKind want = baseline.producers.front().key;
                for (int pi : answer.producersOf(myCi))
                    if (answer.producers[pi].key != want) {
                        broke(rule, answer.producers[pi].name + " keys by " + keyWords(answer.producers[pi].key) +
                                        ", not by " + keyWords(want));
                        break;
                    }
                break;
            }
            case Requirement::Cheaper: {
                // The brokers' bill, not the consumers': fewer tasks are not a cheaper cluster.
                auto mskOf = [](const Report& rep) {
                    Money m;
                    for (const auto& line : rep.bill)
                        if (line.item != BillItem::ConsumerTasks)
                            m += line.amount;
                    return m;
                };
                const Money mineMsk = mskOf(mine), baseMsk = mskOf(baseReport);
                if (mineMsk.cents >= baseMsk.cents)
                    broke(rule,
                          "MSK costs " + usdText(mineMsk) + " a month, not less than the stage's " + usdText(baseMsk));
                break;
            }
            }
        }
    }

    // The known answers, side by side with yours.
    int closest = -1, closestGap = 0;
    for (const ReferenceAnswer& ref : turn.answers) {
        AnswerComparison cmp;
        cmp.id = ref.id;
        cmp.title = ref.title;
        const Scenario design = patched(baseline, ref.patch, cat);
        const Report rr = evaluate(design, cat, v.load);
        cmp.check = checkDesign(design, rr, cat, clusterId);
        cmp.summary = fillTemplate(ref.summary, figures(design, cat, rr), "your-turn: " + ref.id);
        if (v.yours.hasCluster && cmp.check.clusterKind == v.yours.clusterKind && cmp.check.brokerSize == v.yours.brokerSize) {
            cmp.same = cmp.check.brokers == v.yours.brokers;
            const int gap = std::abs(cmp.check.brokers - v.yours.brokers);
            if (closest < 0 || gap < closestGap)
                closest = static_cast<int>(v.answers.size()), closestGap = gap;
        }
        v.answers.push_back(std::move(cmp));
    }
    if (closest >= 0)
        v.answers[closest].closest = true;
    for (auto& cmp : v.answers)
        cmp.comparison = compareWith(v.yours, cmp);

    // The outcome and the words around it.
    if (!v.yours.hasCluster) {
        v.outcome = Outcome::NoCluster;
        v.headline = "There is no cluster on the canvas to check. Put the stage's design back, or add a cluster.";
    } else if (v.yours.saturates) {
        v.outcome = Outcome::Saturates;
        v.headline = "Not yet: at " + loadText + ", " + v.yours.firstName + " is still past a wall (" + v.yours.bindingName +
                     " at " + percentOrUnknown(v.yours.bindingPercent) + ").";
    } else if (!v.broken.empty()) {
        v.outcome = Outcome::BendsBrief;
        v.headline = "Nothing saturates at " + loadText + ", but the answer gives up part of the brief.";
    } else {
        v.outcome = Outcome::Holds;
        v.passed = true;
        v.headline = "It holds: nothing saturates at " + loadText + ". The busiest limit is " + v.yours.bindingName + " at " +
                     percentOrUnknown(v.yours.bindingPercent) + ".";
    }
    if (v.yours.hasCluster) {
        if (v.yours.pastSizingLine)
            v.cautions.push_back("Past the line where the card warns: " + v.yours.pastLineText +
                                 ". It carries the load, with less headroom than AWS sizes for.");
        if (!std::isnan(v.yours.lostBrokerPercent) && v.yours.lostBrokerPercent > 100)
            v.cautions.push_back("One lost broker, or one broker restarted for a patch, saturates the survivors: " +
                                 v.yours.lostBrokerText + ".");
        for (const std::string& u : v.yours.unchecked)
            v.cautions.push_back("Not checked: the catalogue has no figure for the " + u + ".");
        if (v.yours.derivedPrice)
            v.cautions.push_back("A broker price is derived from a sourced size, not sourced itself, so the cost is an estimate.");
        if (v.yours.saturates)
            v.cautions.push_back("While a limit is saturated the bill counts only what the brokers carry; the rest waits in "
                                 "the producers, so a lower cost here is no saving.");
        if (std::fabs(answer.offeredEventsPerSecond() - v.load) > 0.5)
            v.cautions.push_back("The canvas offers " + grouped(answer.offeredEventsPerSecond()) +
                                 " events/s; the answer is checked at the brief's " + loadText + ".");
    }
    return v;
}

}  // namespace mqlab
