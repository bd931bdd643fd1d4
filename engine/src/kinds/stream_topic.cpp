#include "stream_topic.h"

#include <algorithm>

#include "mqlab/report/format.h"
#include "round1.h"

namespace mqlab::kinds {

double platformKeepsDays(const StreamPlatform& fleet)
{
    return std::max(fleet.localHours / 24, fleet.tierDays);
}

namespace {

std::size_t count(const Scenario& s)
{
    return s.streamTopics.size();
}

void evaluate(Walk& w, int ti)
{
    CardReport& card = w.card(NodeKind::StreamTopic, ti);
    card.kind = NodeKind::StreamTopic;
    card.node = ti;
    card.offeredEventsPerSecond = card.carriedEventsPerSecond = flowInto(w, NodeKind::StreamTopic, ti).peak;
}

// The card's lines, one template a whole line (message.h), with figures as `report` writes them.
//: A stream topic card, a line of its face. {rate}, {days}: figures as the engine writes them.
constexpr MessageTemplate faceKept{"face.stream_topic.kept",
                                   MQLAB_TR("EngineMessage", "{rate} msg/s \u00b7 kept {days} d")};
//: A stream topic card, a line of its face.
constexpr MessageTemplate faceSeek{"face.stream_topic.seek",
                                   MQLAB_TR("EngineMessage", "a group a team \u00b7 seek by time or offset")};

CardFace face(const Scenario& s, const CardReport& card)
{
    const StreamTopic& t = s.streamTopics[static_cast<size_t>(card.node)];
    return {
        Kind::StreamTopic, t.position,
        message(faceKept, {{"rate", grouped(card.offeredEventsPerSecond, 1)}, {"days", plainNumber(t.retentionDays)}}),
        message(faceSeek)};
}

// {kept}, {keeps} and {tier} are numbers of days with their noun: a count ("7 days", "1 day"), or a
// part of its own for a number that is not whole ("0.5 days"); see putDays (module.h).
//: A stream topic card. {kept}, {keeps}, {tier}: numbers of days with their noun ("7 days"); {fleet}: a
//: platform fleet's name; {hours}: a number of hours. tier_days is a field name: keep it.
constexpr MessageTemplate keptTooLong{
    "stream_topic.retention_past_fleet",
    MQLAB_TR("EngineMessage", "Kept {kept}, but {fleet} keeps messages only {keeps} ({hours} h on its disks, "
                              "{tier} in S3): raise its tier_days or shorten the retention.")};

std::vector<Message> warnings(const Scenario& s, const Catalog&, const Report&, const CardReport& card)
{
    const StreamTopic& t = s.streamTopics[static_cast<size_t>(card.node)];
    std::vector<Message> out;
    const StreamPlatform* host = nullptr;
    bool fed = false;
    for (const Connection& c : s.connections) {
        if (c.from == t.id)
            for (const StreamPlatform& f : s.platformFleets)
                if (f.id == c.to)
                    host = &f;
        fed = fed || c.to == t.id;
    }
    if (!fed)
        out.push_back(message(shared::topicUnfed));
    if (!host)
        out.push_back(message(shared::topicUnhosted));
    else if (t.retentionDays > platformKeepsDays(*host)) {
        Message m = message(keptTooLong, {{"fleet", host->name}, {"hours", plainNumber(host->localHours)}});
        for (const auto& [name, d] : {std::pair<const char*, double>{"kept", t.retentionDays},
                                      {"keeps", platformKeepsDays(*host)},
                                      {"tier", host->tierDays}})
            putDays(m, name, d, plainNumber(d));
        out.push_back(std::move(m));
    }
    return out;
}

} // namespace

const Module& streamTopicModule()
{
    static const Module m = [] {
        Module m;
        m.node = NodeKind::StreamTopic;
        m.array = "stream_topics";
        m.noun = MQLAB_TR("KindNoun", "stream topic");
        m.kinds = {{Kind::StreamTopic,
                    NodeKind::StreamTopic,
                    "stream_topic",
                    "Stream topic",
                    "stream",
                    "",
                    "stream-topic",
                    MQLAB_TR("AddEntry", "+ Stream"),
                    MQLAB_TR("AddEntry", "Add a stream t&opic"),
                    {340, 40},
                    "#1f7a8c",
                    2}};
        m.feeds = {{NodeKind::StreamTopic, NodeKind::PlatformFleet, &shared::oneTopicFleet, nullptr,
                    "drag from it to the platform fleet that hosts it", ""}};
        m.order = 16; // after the platform fleet, as Round 2's other kinds
        m.count = count;
        m.evaluate = evaluate;
        m.face = face;
        m.faces = {&faceKept, &faceSeek};
        m.cardKey = "stream_topic";
        m.warnings = warnings;
        m.messages = {&keptTooLong};
        m.faceInText = true;
        return m;
    }();
    return m;
}

} // namespace mqlab::kinds
