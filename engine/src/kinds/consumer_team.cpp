#include "consumer_team.h"

#include "mqlab/report/format.h"
#include "stream_topic.h"

namespace mqlab::kinds {
namespace {

std::size_t count(const Scenario& s)
{
    return s.consumerTeams.size();
}

// No rate of its own: what a team reads is the fleet's read factor, spread over every team.
void evaluate(Walk& w, int ti)
{
    CardReport& card = w.card(NodeKind::ConsumerTeam, ti);
    card.kind = NodeKind::ConsumerTeam;
    card.node = ti;
}

CardFace face(const Scenario& s, const CardReport& card)
{
    const ConsumerTeam& t = s.consumerTeams[static_cast<size_t>(card.node)];
    return {Kind::ConsumerTeam, t.position,
            t.reads == ReadPosition::Live ? "live, from committed offsets" : "replays by time, from S3",
            "fetch quota " + plainNumber(t.fetchQuotaMBps) + " MB/s \u00b7 then 429"};
}

std::vector<std::string> warnings(const Scenario& s, const Catalog&, const Report&, const CardReport& card)
{
    const ConsumerTeam& t = s.consumerTeams[static_cast<size_t>(card.node)];
    const StreamPlatform* host = nullptr;
    for (const Connection& c : s.connections)
        if (c.to == t.id)
            for (const StreamPlatform& f : s.platformFleets)
                if (f.id == c.from)
                    host = &f;
    if (!host)
        return {"Reads nothing yet: drag from a platform fleet to this team."};
    // A replay reads what only the tier keeps; without one it would read the brokers' disks beside the
    // live readers and slow them.
    if (t.reads == ReadPosition::Replay && host->tierDays <= 0)
        return {"Replays by time, but " + host->name +
                " has no S3 tier (tier_days 0): the replay would read the "
                "brokers' disks beside the live readers, and reach back only " +
                plainNumber(platformKeepsDays(*host) * 24) + " h."};
    return {};
}

} // namespace

const Module& consumerTeamModule()
{
    static const Module m = [] {
        Module m;
        m.node = NodeKind::ConsumerTeam;
        m.array = "consumer_teams";
        m.noun = "consumer team";
        m.kinds = {{Kind::ConsumerTeam,
                    NodeKind::ConsumerTeam,
                    "consumer_team",
                    "Consumer team",
                    "team",
                    "",
                    "consumer-team",
                    "+ Team",
                    "Add a co&nsumer team",
                    {980, 40},
                    "#8a5a9e",
                    2}};
        m.order = 18; // after the platform fleet it reads through
        m.count = count;
        m.evaluate = evaluate;
        m.face = face;
        m.cardKey = "consumer_team";
        m.warnings = warnings;
        m.faceInText = true;
        return m;
    }();
    return m;
}

} // namespace mqlab::kinds
