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

// The card's lines, one template a whole line (message.h), with figures as `report` writes them.
//: A consumer team card, a line of its face.
constexpr MessageTemplate faceLive{"face.consumer_team.live",
                                   MQLAB_TR("EngineMessage", "live, from committed offsets")};
//: A consumer team card, a line of its face.
constexpr MessageTemplate faceReplay{"face.consumer_team.replay",
                                     MQLAB_TR("EngineMessage", "replays by time, from S3")};
//: A consumer team card, a line of its face. {quota}: a figure as the engine writes it.
constexpr MessageTemplate faceQuota{"face.consumer_team.quota",
                                    MQLAB_TR("EngineMessage", "fetch quota {quota} MB/s \u00b7 then 429")};

CardFace face(const Scenario& s, const CardReport& card)
{
    const ConsumerTeam& t = s.consumerTeams[static_cast<size_t>(card.node)];
    return {Kind::ConsumerTeam, t.position, message(t.reads == ReadPosition::Live ? faceLive : faceReplay),
            message(faceQuota, {{"quota", plainNumber(t.fetchQuotaMBps)}})};
}

//: A consumer team card.
constexpr MessageTemplate unhosted{
    "consumer_team.unhosted", MQLAB_TR("EngineMessage", "Reads nothing yet: drag from a platform fleet to this team.")};
//: A consumer team card. {team}: the team's name; {fetch}, {quota}, {behind}: numbers the sentence's MB/s follows.
//: fetch_mbps and fetch_quota_mbps are field names: keep them.
constexpr MessageTemplate overQuota{
    "consumer_team.over_quota",
    MQLAB_TR("EngineMessage", "{team} reads {fetch} MB/s at the peak (fetch_mbps), past its fetch quota of "
                              "{quota} MB/s (fetch_quota_mbps): its fetches are answered 429 with Retry-After "
                              "and it falls behind by {behind} MB/s. Raise the quota or read less.")};
//: A consumer team card. {fleet}: a platform fleet's name; {hours}: a number of hours. tier_days is a field name:
//: keep it.
constexpr MessageTemplate replayWithoutTier{
    "consumer_team.replay_without_tier",
    MQLAB_TR("EngineMessage", "Replays by time, but {fleet} has no S3 tier (tier_days 0): the replay "
                              "would read the brokers' disks beside the live readers, and reach back "
                              "only {hours} h.")};

std::vector<Message> warnings(const Scenario& s, const Catalog&, const Report&, const CardReport& card)
{
    const ConsumerTeam& t = s.consumerTeams[static_cast<size_t>(card.node)];
    const StreamPlatform* host = nullptr;
    for (const Connection& c : s.connections)
        if (c.to == t.id)
            for (const StreamPlatform& f : s.platformFleets)
                if (f.id == c.from)
                    host = &f;
    if (!host)
        return {message(unhosted)};
    std::vector<Message> out;
    // Past its quota the broker answers the team's fetches 429 with Retry-After: it falls behind by the
    // difference every second (the hot-tenant drill runs it), and the other teams are not slowed.
    if (t.fetchMBps > t.fetchQuotaMBps)
        out.push_back(message(overQuota, {{"team", t.name},
                                          {"fetch", plainNumber(t.fetchMBps)},
                                          {"quota", plainNumber(t.fetchQuotaMBps)},
                                          {"behind", plainNumber(t.fetchMBps - t.fetchQuotaMBps)}}));
    // A replay reads what only the tier keeps; without one it would read the brokers' disks beside the
    // live readers and slow them.
    if (t.reads == ReadPosition::Replay && host->tierDays <= 0)
        out.push_back(
            message(replayWithoutTier, {{"fleet", host->name}, {"hours", plainNumber(platformKeepsDays(*host) * 24)}}));
    return out;
}

} // namespace

const Module& consumerTeamModule()
{
    static const Module m = [] {
        Module m;
        m.node = NodeKind::ConsumerTeam;
        m.array = "consumer_teams";
        m.noun = MQLAB_TR("KindNoun", "consumer team");
        m.kinds = {{Kind::ConsumerTeam,
                    NodeKind::ConsumerTeam,
                    "consumer_team",
                    "Consumer team",
                    "team",
                    "",
                    "consumer-team",
                    MQLAB_TR("AddEntry", "+ Team"),
                    MQLAB_TR("AddEntry", "Add a co&nsumer team"),
                    {980, 40},
                    "#8a5a9e",
                    2}};
        m.order = 18; // after the platform fleet it reads through
        m.count = count;
        m.evaluate = evaluate;
        m.face = face;
        m.faces = {&faceLive, &faceReplay, &faceQuota};
        m.cardKey = "consumer_team";
        m.warnings = warnings;
        m.messages = {&unhosted, &overQuota, &replayWithoutTier};
        m.faceInText = true;
        return m;
    }();
    return m;
}

} // namespace mqlab::kinds
