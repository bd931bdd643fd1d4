#include "metadata_store.h"

#include "mqlab/model/raft_fleet.h"
#include "mqlab/report/format.h"
#include "round1.h"

namespace mqlab::kinds {
namespace {

std::size_t count(const Scenario& s)
{
    return s.metadataStores.size();
}

void evaluate(Walk& w, int mi)
{
    CardReport& card = w.card(NodeKind::MetadataStore, mi);
    card.kind = NodeKind::MetadataStore;
    card.node = mi;
}

void finish(Walk& w)
{
    for (size_t mi = 0; mi < w.s.metadataStores.size(); ++mi) {
        const MetadataStore& m = w.s.metadataStores[mi];
        SelfRunFleet one;
        one.controllerInstance = m.instance;
        one.controllers = m.nodes;
        const Bill bill = selfRunFleetBill(one, w.cat.rounds, w.units());
        addLine(w, bill, CostItem::Controllers, BillItem::MetadataNodes, NodeKind::MetadataStore, static_cast<int>(mi),
                m.nodes, w.cat.rounds.findEc2(m.instance)->priceUsdPerHour);
    }
}

// The card's lines, one template a whole line (message.h), with figures as `report` writes them.
//: A metadata store card, a line of its face. {instance}: an instance size ("m7g.large"); {nodes}: a figure as
//: the engine writes it.
constexpr MessageTemplate faceNodes{"face.metadata_store.nodes",
                                    MQLAB_TR("EngineMessage", "{nodes} \u00d7 {instance}")};
//: A metadata store card, a line of its face. {lost}, {nodes}: figures as the engine writes them.
constexpr MessageTemplate faceQuorum{
    "face.metadata_store.quorum",
    MQLAB_TR("EngineMessage", "off the data path \u00b7 loses {lost} of {nodes} and still decides")};

CardFace face(const Scenario& s, const CardReport& card)
{
    const MetadataStore& m = s.metadataStores[static_cast<size_t>(card.node)];
    return {Kind::MetadataStore, m.position,
            message(faceNodes, {{"nodes", std::to_string(m.nodes)}, {"instance", m.instance}}),
            message(faceQuorum,
                    {{"lost", std::to_string(toleratedReplicaLosses(m.nodes))}, {"nodes", std::to_string(m.nodes)}})};
}

Message nodesText(const Scenario& s, const Catalog&, const BillLine& line)
{
    return message(bill::instances, {{"count", grouped(line.quantity)},
                                     {"instance", s.metadataStores[static_cast<size_t>(line.node)].instance},
                                     {"hours", bill::billedHours(s)},
                                     {"price", unitPrice(line.unitPrice)}});
}

// Its connection rule's refusals (kinds.h, TopologyRule), one template each.
//: A connection refused: the metadata store already serves a broker fleet.
constexpr MessageTemplate oneBrokerFleet{
    "connection.metadata_store.one_broker_fleet",
    MQLAB_TR("EngineMessage", "a metadata store serves one broker fleet, and this one already has one")};
//: A connection refused: the broker fleet already has its metadata store.
constexpr MessageTemplate oneStore{
    "connection.broker_fleet.one_metadata_store",
    MQLAB_TR("EngineMessage", "a broker fleet has one metadata store, and this one already has one")};
//: A connection refused: the metadata store already serves a platform fleet.
constexpr MessageTemplate onePlatformFleet{
    "connection.metadata_store.one_platform_fleet",
    MQLAB_TR("EngineMessage", "a metadata store serves one platform fleet, and this one already has one")};
//: A connection refused: the platform fleet already has its controllers (a metadata store).
constexpr MessageTemplate oneControllers{
    "connection.platform_fleet.one_controllers",
    MQLAB_TR("EngineMessage", "a platform fleet has one set of controllers, and this one already has one")};

} // namespace

const Module& metadataStoreModule()
{
    static const Module m = [] {
        Module m;
        m.node = NodeKind::MetadataStore;
        m.array = "metadata_stores";
        m.noun = MQLAB_TR("KindNoun", "metadata store");
        m.kinds = {{Kind::MetadataStore,
                    NodeKind::MetadataStore,
                    "metadata_store",
                    "Metadata store",
                    "meta",
                    "",
                    "metadata",
                    MQLAB_TR("AddEntry", "+ Metadata"),
                    MQLAB_TR("AddEntry", "Add a &metadata store"),
                    {680, 600},
                    "#8a8f98"}};
        // Beside the fleet, not on the way to it: connected or not, no message passes.
        m.feeds = {{NodeKind::MetadataStore, NodeKind::BrokerFleet, &oneBrokerFleet, &oneStore, "", ""},
                   {NodeKind::MetadataStore, NodeKind::PlatformFleet, &onePlatformFleet, &oneControllers, "", ""}};
        m.order = 12;
        m.count = count;
        m.evaluate = evaluate;
        m.finish = finish;
        m.face = face;
        m.faces = {&faceNodes, &faceQuorum};
        m.cardKey = "metadata_store";
        m.bills = {{BillItem::MetadataNodes, MQLAB_TR("BillItem", "metadata store"), nodesText}};
        m.faceInText = true;
        return m;
    }();
    return m;
}

} // namespace mqlab::kinds
