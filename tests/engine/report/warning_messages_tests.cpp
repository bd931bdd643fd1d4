// Card warnings as templates (mqlab/report/message.h): every warning the stages give is one of
// messageTemplates(), in the same words, with an argument for each of its {name}s, so the window can
// translate the template and fill it while `report` prints the same English.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <map>
#include <regex>
#include <set>

#include "mqlab/lesson/stage.h"
#include "mqlab/model/edits.h"
#include "mqlab/model/kinds.h"
#include "mqlab/report/explain.h"
#include "mqlab/report/message.h"
#include "../seed_helpers.h"

using namespace mqlab;

namespace {

// Every stage file's design: the six stages, the rounds' designs and each round's parts.
std::vector<std::pair<std::string, Scenario>> stageDesigns()
{
    std::vector<std::pair<std::string, Scenario>> out;
    for (const auto& entry : std::filesystem::directory_iterator(std::string(MQLAB_SOURCE_DIR) + "/stages")) {
        const std::string name = entry.path().filename().string();
        if (entry.path().extension() != ".json" || (name.rfind("stage-", 0) != 0 && name.rfind("round-", 0) != 0))
            continue;
        const std::string file = "stages/" + name;
        const std::string text = test::readFile(file);
        // A round's design (round-2.json) is a scenario alone; a stage or a part is a lesson on one.
        if (std::count(name.begin(), name.end(), '-') == 1 && name.rfind("round-", 0) == 0) {
            out.emplace_back(file, parseScenarioText(text, file, test::catalog()));
            continue;
        }
        const std::string full =
            withNamedDesign(text, file, [](const std::string& design) { return test::readFile("stages/" + design); });
        out.emplace_back(file, parseStage(full, file, test::catalog()).scenario);
    }
    return out;
}

// The design with every setting a warning watches pushed past it (settings the stages keep safe), so
// those warnings speak too: acks=1 and a split hot key on the default hash, unclean election, more
// tasks than partitions, a short lease never extended, short polls, a DLQ count unlike the pool's, a
// team over its quota replaying with no tier, a mirror past its target, no home, a canary of every
// cell, one cell a region.
Scenario strained(Scenario s)
{
    for (Producer& p : s.producers) {
        p.acks = Acks::One;
        p.key = KeyKind::Merchant;
        p.subKeys = 4;
        p.partitioner = Partitioner::DefaultHash;
    }
    for (Cluster& c : s.clusters)
        c.uncleanLeaderElection = true;
    for (ConsumerGroup& g : s.groups)
        g.tasks = 10'000;
    for (WorkerPool& w : s.workerPools) {
        w.waitS = 0;
        w.extendEveryS = 0;
        w.processingMaxS = w.visibilityS + 60;
        w.maxReceive = 1'000;
    }
    for (StreamPlatform& f : s.platformFleets)
        f.tierDays = 0;
    for (ConsumerTeam& t : s.consumerTeams) {
        t.reads = ReadPosition::Replay;
        t.fetchMBps = t.fetchQuotaMBps + 1;
    }
    for (MirrorLink& m : s.mirrorLinks)
        m.lagS = m.targetLagS + 1;
    for (RoutingControl& r : s.routingControls)
        r.home.clear();
    for (ControlPlane& p : s.controlPlanes)
        p.canaryCells = 100;
    for (Cell& c : s.cells)
        c.count = 1;
    return s;
}

// Its own load (0), the ends of the load range (1 and 10,000,000 events/s), and half, one and a half
// and three times its own, so that limits sit below, between and past their lines.
std::vector<double> loadsFor(const Scenario& s)
{
    const double own = evaluate(s, test::catalog(), 0).offeredEventsPerSecond;
    std::vector<double> out{0, 1, 10'000'000};
    for (const double k : {0.5, 1.5, 3.0})
        if (own * k >= 1 && own * k <= 10'000'000)
            out.push_back(own * k);
    return out;
}

// The design once for each catalogue size its clusters and fleets may take (every cluster of a kind,
// and every fleet, on that size): some sizes have no trusted figure or a derived or missing price.
std::vector<Scenario> resized(const Scenario& design)
{
    std::vector<Scenario> out;
    const Catalog& cat = test::catalog();
    for (const StandardSize& size : cat.standard) {
        Scenario s = design;
        for (Cluster& c : s.clusters)
            if (c.kind == ClusterKind::Standard)
                c.brokerSize = size.name;
        out.push_back(std::move(s));
    }
    for (const ExpressSize& size : cat.express) {
        Scenario s = design;
        for (Cluster& c : s.clusters)
            if (c.kind == ClusterKind::Express)
                c.brokerSize = size.name;
        out.push_back(std::move(s));
    }
    for (const Ec2Instance& size : cat.rounds.ec2) {
        Scenario s = design;
        for (BrokerFleet& f : s.brokerFleets)
            f.instance = size.name;
        for (StreamPlatform& f : s.platformFleets)
            f.instance = size.name;
        out.push_back(std::move(s));
    }
    return out;
}

// The card settings whose faces the stages never show, turned: a platform fleet's storage words in
// each of their 8 mixes (bit 1 a tier on S3, bit 2 a log each, bit 4 follower fetch), a FIFO queue,
// producers keyed by order id with sub-keys, one receive before the DLQ and one wave, a canary of
// two cells, three customer keys; connections removed, so the control plane has no cells to name.
std::vector<Scenario> turned(const Scenario& design)
{
    std::vector<Scenario> out;
    for (int mix = 0; mix < 8; ++mix) {
        Scenario s = design;
        s.connections.clear();
        for (StreamPlatform& f : s.platformFleets) {
            f.tierDays = (mix & 1) ? 7 : 0;
            f.journal = !(mix & 2);
            f.fetchFromFollower = (mix & 4) != 0;
        }
        for (SqsQueue& q : s.sqsQueues)
            q.type = SqsType::Fifo;
        for (Producer& p : s.producers) {
            p.key = KeyKind::OrderId;
            p.subKeys = 4;
        }
        for (WorkerPool& w : s.workerPools)
            w.maxReceive = 1;
        for (DeadLetterQueue& q : s.deadLetterQueues)
            q.maxReceiveCount = 1;
        for (KeyStore& k : s.keyStores)
            k.customers = 3;
        for (ControlPlane& p : s.controlPlanes) {
            p.waves = 1;
            p.canaryCells = 2;
        }
        out.push_back(std::move(s));
    }
    return out;
}

// The {name}s of a template, in order.
std::vector<std::string> placeholders(std::string_view english)
{
    static const std::regex name(R"(\{([^{}]*)\})");
    std::vector<std::string> out;
    const std::string text(english);
    for (auto it = std::sregex_iterator(text.begin(), text.end(), name); it != std::sregex_iterator(); ++it)
        out.push_back((*it)[1]);
    return out;
}

// Whether the message fills {name}: with an argument, a count ("6 groups") or a part (a formula).
bool fills(const Message& m, const std::string& name)
{
    const auto named = [&](const auto& x) { return x.first == name; };
    return std::any_of(m.args.begin(), m.args.end(), named) ||
           std::any_of(m.counts.begin(), m.counts.end(), [&](const CountArg& c) { return c.name == name; }) ||
           std::any_of(m.parts.begin(), m.parts.end(), named);
}

} // namespace

// Ids are unique (each names one sentence), and every {name} is lowercase letters and
// underscores, the pattern the pseudo-locale (tests/tools/pseudo_locale.cpp) keeps untouched.
TEST(WarningMessages, TemplatesHaveUniqueIdsAndPlainNames)
{
    std::set<std::string_view> ids;
    static const std::regex plain("[a-z_]+");
    for (const MessageTemplate& t : messageTemplates()) {
        EXPECT_FALSE(t.id.empty()) << t.english;
        EXPECT_TRUE(ids.insert(t.id).second) << "twice: " << t.id;
        for (const std::string& n : placeholders(t.english))
            EXPECT_TRUE(std::regex_match(n, plain)) << t.id << ": {" << n << "}";
    }
}

// Each stage at several loads (loadsFor): as it is, with its connections removed (so every "not
// connected" warning speaks), strained, and on each catalogue size. Every warning names a template,
// carries the template's English, fills every {name} of it, and leaves no brace in its text.
TEST(WarningMessages, EveryWarningFillsItsTemplate)
{
    std::map<std::string_view, std::string_view> english;
    for (const MessageTemplate& t : messageTemplates())
        english[t.id] = t.english;
    std::set<std::string> seen;
    for (auto [file, design] : stageDesigns()) {
        std::vector<Scenario> variants = resized(design);
        variants.push_back(strained(design));
        variants.push_back(design);
        variants.push_back(std::move(design));
        variants.back().connections.clear();
        for (const Scenario& s : variants)
            for (const double load : loadsFor(s)) {
                const Report r = evaluate(s, test::catalog(), load);
                for (const CardReport& card : r.cards)
                    for (const Message& w : cardWarnings(s, test::catalog(), r, card)) {
                        const std::string where = file + " at " + std::to_string(load) + ": " + w.text();
                        ASSERT_FALSE(w.id.empty()) << where;
                        ASSERT_EQ(english.count(w.id), 1u) << "not in messageTemplates(): " << w.id;
                        EXPECT_EQ(w.english, english[w.id]) << where;
                        for (const std::string& n : placeholders(w.english))
                            EXPECT_TRUE(fills(w, n)) << w.id << ": no {" << n << "} in " << where;
                        // A part (a limit's formula) is a message of a template too, or a word of another
                        // table (a limit's name, a kind's noun) named by its context.
                        for (const auto& [name, part] : w.parts)
                            if (part.context.empty())
                                EXPECT_EQ(english.count(part.id), 1u) << "not in messageTemplates(): " << part.id;
                            else
                                EXPECT_TRUE(part.context == "LimitName" || part.context == "KindNoun") << part.id;
                        EXPECT_EQ(w.text().find('{'), std::string::npos) << where;
                        seen.insert(w.id);
                    }
            }
    }
    // The loop must see the warnings its variants are built to bring, or it checks nothing: Stage 1's
    // storage past its disks and Stage 3's network (at their own loads), each strained setting, an
    // unconnected producer, topic and region (connections removed), and a size with no trusted figure.
    for (const char* id :
         {"cluster.storage.saturated", "cluster.network.over_sizing", "producer.weak_acks", "producer.hash_collisions",
          "cluster.unclean_election", "group.idle_tasks", "worker_pool.short_polls", "worker_pool.lease_too_short",
          "worker_pool.max_receive_mismatch", "consumer_team.over_quota", "consumer_team.replay_without_tier",
          "mirror_link.lag_past_target", "routing_control.no_home", "control_plane.canary_is_all",
          "producer.unconnected", "topic.unfed", "region.no_cells", "card.limit.unchecked"})
        EXPECT_EQ(seen.count(id), 1u) << id << " never seen";
}

// Card faces as templates: every line of every card of each stage's design (as it is, unconnected,
// strained and on each catalogue size, at the loads of loadsFor) is a message of a template in
// messageTemplates(), in its English, with each {name} filled and no brace left, both as the canvas
// reads it (with the report's figures) and from the scenario alone.
TEST(WarningMessages, EveryCardFaceFillsItsTemplate)
{
    std::map<std::string_view, std::string_view> english;
    for (const MessageTemplate& t : messageTemplates())
        english[t.id] = t.english;
    std::set<std::string> seen;
    const auto check = [&](const Message& line, const std::string& where) {
        ASSERT_FALSE(line.id.empty()) << "a line with no template: " << where << ": " << line.text();
        ASSERT_EQ(english.count(line.id), 1u) << "not in messageTemplates(): " << line.id;
        EXPECT_EQ(line.english, english[line.id]) << where;
        for (const std::string& n : placeholders(line.english))
            EXPECT_TRUE(std::any_of(line.args.begin(), line.args.end(), [&](const auto& a) { return a.first == n; }))
                << line.id << ": no {" << n << "} in " << where;
        EXPECT_EQ(line.text().find('{'), std::string::npos) << where << ": " << line.text();
        EXPECT_FALSE(line.text().empty()) << where;
        seen.insert(line.id);
    };
    for (auto [file, design] : stageDesigns()) {
        std::vector<Scenario> variants = resized(design);
        variants.push_back(strained(design));
        // A new node of every kind the design's version takes, beside its own (a kind no stage file
        // holds, as an SQS queue that only a lesson step adds, still shows its face), unconnected. A
        // version 1 design refuses Round 1's kinds (withNode throws): those are added to the rounds'.
        Scenario everyKind = design;
        for (const KindInfo& k : kindRegistry()) {
            try {
                everyKind = withNode(everyKind, k.kind, Position{}, test::catalog());
            } catch (const InputError&) {
                EXPECT_LT(design.version, 2) << file << ": refused a new " << k.key;
            }
        }
        for (Scenario& s : turned(everyKind))
            variants.push_back(std::move(s));
        variants.push_back(std::move(everyKind));
        variants.push_back(design);
        variants.push_back(std::move(design));
        variants.back().connections.clear();
        for (const Scenario& s : variants)
            for (const double load : loadsFor(s)) {
                const Report r = evaluate(s, test::catalog(), load);
                for (const CardReport& card : r.cards)
                    for (const CardFace& face : {cardFace(s, r, card), cardFace(s, card)}) {
                        const std::string where = file + " at " + std::to_string(load);
                        check(face.headline, where);
                        check(face.detail, where);
                    }
            }
    }
    // The loop must meet the variants it is built to bring, or it checks little: a tier with no region
    // and with one (connections removed, and as designed), a region with and without cells, a control
    // plane's rollout, a team live and replaying (strained), a cluster tiered or not, the fleets' size.
    for (const char* id : {"face.no_region", "face.tier.stored", "face.fleet.size", "face.region.planned",
                           "face.region.versus", "face.control_plane.canary_of", "face.consumer_team.live",
                           "face.consumer_team.replay", "face.cluster.kept", "face.cluster.kept_tiered",
                           "face.producer.by_merchant_split", "face.eu", "face.us", "face.sqs_queue.standard"})
        EXPECT_EQ(seen.count(id), 1u) << id << " never seen";
    // And every face template is met by some variant: none is left untried.
    for (const MessageTemplate& t : messageTemplates()) {
        if (t.id.rfind("face.", 0) == 0) {
            EXPECT_EQ(seen.count(std::string(t.id)), 1u) << t.id << " never seen";
        }
    }
}
