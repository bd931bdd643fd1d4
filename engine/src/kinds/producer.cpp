#include "producer.h"

#include <algorithm>

#include "mqlab/report/format.h"

namespace mqlab::kinds {
namespace {

std::size_t count(const Scenario& s)
{
    return s.producers.size();
}

void evaluate(Walk& w, int pi)
{
    const Producer& p = w.s.producers[static_cast<size_t>(pi)];
    CardReport& card = w.card(NodeKind::Producer, pi);
    card.kind = NodeKind::Producer;
    card.node = pi;
    card.offeredEventsPerSecond = p.eventsPerSecond * w.k;
    card.cluster = w.graph.firstOut(NodeKind::Producer, pi, NodeKind::Cluster);
    // A producer with no cluster sends nowhere: nothing is carried, and nothing waits at a wall.
    if (card.cluster < 0)
        return;
    card.carriedEventsPerSecond =
        card.offeredEventsPerSecond * w.fraction[static_cast<size_t>(w.graph.flat(NodeKind::Cluster, card.cluster))];
    w.r.latency.waitingEventsPerSecond += card.offeredEventsPerSecond - card.carriedEventsPerSecond;
    w.r.latency.lingerMs = std::max(w.r.latency.lingerMs, p.lingerMs);
}

// The card's lines, one template a whole line (message.h), with figures as `report` writes them.
//: A producer card, a line of its face. {rate}: a figure as the engine writes it.
constexpr MessageTemplate faceRate{"face.producer.rate", MQLAB_TR("EngineMessage", "{rate} events/s")};
//: A producer card, a line of its face. {mbps}: a figure as the engine writes it.
constexpr MessageTemplate faceMerchant{"face.producer.by_merchant",
                                       MQLAB_TR("EngineMessage", "{mbps} MB/s \u00b7 by merchant")};
//: A producer card, a line of its face. {mbps}: a figure as the engine writes it.
constexpr MessageTemplate faceOrder{"face.producer.by_order",
                                    MQLAB_TR("EngineMessage", "{mbps} MB/s \u00b7 by order id")};
//: A producer card, a line of its face. {mbps}, {subkeys}: figures as the engine writes them.
constexpr MessageTemplate faceMerchantSplit{
    "face.producer.by_merchant_split",
    MQLAB_TR("EngineMessage", "{mbps} MB/s \u00b7 by merchant \u00b7 {subkeys} sub-keys")};
//: A producer card, a line of its face. {mbps}, {subkeys}: figures as the engine writes them.
constexpr MessageTemplate faceOrderSplit{
    "face.producer.by_order_split",
    MQLAB_TR("EngineMessage", "{mbps} MB/s \u00b7 by order id \u00b7 {subkeys} sub-keys")};

CardFace face(const Scenario& s, const CardReport& card)
{
    const Producer& p = s.producers[static_cast<size_t>(card.node)];
    const bool merchant = p.key == KeyKind::Merchant;
    const MessageTemplate& keyLine =
        p.subKeys > 1 ? (merchant ? faceMerchantSplit : faceOrderSplit) : (merchant ? faceMerchant : faceOrder);
    return {Kind::Producer, p.position, message(faceRate, {{"rate", grouped(card.offeredEventsPerSecond)}}),
            message(keyLine, {{"mbps", grouped(card.offeredEventsPerSecond * p.eventBytes / 1e6, 1)},
                              {"subkeys", std::to_string(p.subKeys)}})};
}

// Its warnings, one template a sentence (message.h); the arguments are the figures as `report` writes them.
//: A producer card.
constexpr MessageTemplate unconnected{
    "producer.unconnected", MQLAB_TR("EngineMessage", "Not connected: drag from this producer to a cluster.")};
//: A producer card. {waiting}, {carried}, {offered}: events a second ("10,797").
constexpr MessageTemplate waiting{
    "producer.waiting",
    MQLAB_TR("EngineMessage", "{waiting} events/s wait in this producer: the cluster takes {carried} of the "
                              "{offered} it sends.")};
//: A producer card. {acks}: 1 or 0, the producer's acks setting (acks= is the setting's name: keep it).
constexpr MessageTemplate weakAcks{
    "producer.weak_acks",
    MQLAB_TR("EngineMessage",
             "acks={acks}: an acked write may live on the leader alone, in one zone; losing that broker loses it.")};
//: A producer card. {subkeys}, {partitions}: whole numbers; {spread}: a number of partitions.
constexpr MessageTemplate sharedPartitions{
    "producer.hash_collisions",
    MQLAB_TR("EngineMessage", "The default hash spreads {subkeys} sub-keys over about {spread} of "
                              "{partitions} partitions, so some share one; a custom partitioner gives "
                              "each its own.")};

std::vector<Message> warnings(const Scenario& s, const Catalog&, const Report& r, const CardReport& card)
{
    std::vector<Message> w;
    const Producer& p = s.producers[card.node];
    if (card.cluster < 0)
        w.push_back(message(unconnected));
    const double waitingEvents = card.offeredEventsPerSecond - card.carriedEventsPerSecond;
    if (waitingEvents > 0.5)
        w.push_back(message(waiting, {{"waiting", grouped(waitingEvents)},
                                      {"carried", grouped(card.carriedEventsPerSecond)},
                                      {"offered", grouped(card.offeredEventsPerSecond)}}));
    if (p.acks != Acks::All)
        w.push_back(message(weakAcks, {{"acks", p.acks == Acks::One ? "1" : "0"}}));
    if (p.key == KeyKind::Merchant && p.subKeys > 1 && p.partitioner == Partitioner::DefaultHash && card.cluster >= 0) {
        const ClusterDetail& d = r.clusters[card.cluster];
        w.push_back(message(sharedPartitions, {{"subkeys", std::to_string(p.subKeys)},
                                               {"spread", grouped(d.distinctPartitionsByHash, 1)},
                                               {"partitions", std::to_string(s.clusters[card.cluster].partitions)}}));
    }
    return w;
}

// Its connection rule's refusals (kinds.h, TopologyRule), one template each.
//: A connection refused: the producer already writes to a cluster.
constexpr MessageTemplate oneCluster{
    "connection.producer.one_cluster",
    MQLAB_TR("EngineMessage", "a producer writes to one cluster, and this one already has one")};

} // namespace

const Module& producerModule()
{
    static const Module m = [] {
        Module m;
        m.node = NodeKind::Producer;
        m.array = "producers";
        m.noun = MQLAB_TR("KindNoun", "producer");
        m.kinds = {{Kind::Producer,
                    NodeKind::Producer,
                    "producer",
                    "Producer",
                    "producer",
                    //: A new producer card's name (a name the person may change).
                    MQLAB_TR("NewCardName", "Producer"),
                    "producer",
                    //: The palette's buttons ("+ Express") and the menus' entries ("Add an &Express cluster": keep
                    //: one '&' before the letter that picks it in the Edit menu).
                    MQLAB_TR("AddEntry", "+ Producer"),
                    MQLAB_TR("AddEntry", "Add a &producer"),
                    {40, 40},
                    "#7c5cff"}};
        m.feeds = {
            {NodeKind::Producer, NodeKind::Cluster, &oneCluster, nullptr, "connect it to a cluster, or remove it", ""}};
        m.order = 1; // after the clusters: a producer carries what its cluster lets through
        m.count = count;
        m.evaluate = evaluate;
        m.face = face;
        m.faces = {&faceRate, &faceMerchant, &faceOrder, &faceMerchantSplit, &faceOrderSplit};
        m.cardKey = "producer";
        m.warnings = warnings;
        m.messages = {&unconnected, &waiting, &weakAcks, &sharedPartitions};
        return m;
    }();
    return m;
}

} // namespace mqlab::kinds
