#include "key_store.h"

#include "mqlab/report/format.h"
#include "region.h"

namespace mqlab::kinds {
namespace {

std::size_t count(const Scenario& s)
{
    return s.keyStores.size();
}

void evaluate(Walk& w, int ki)
{
    CardReport& card = w.card(NodeKind::KeyStore, ki);
    card.kind = NodeKind::KeyStore;
    card.node = ki;
}

// The card's lines, one template a whole line (message.h), with figures as `report` writes them.
// A tenant is two KMS keys (1 to 1,000,000 tenants), so the KMS keys are always plural.
//: A key store card, a line of its face. {keys}, {customers}: figures as the engine writes them.
constexpr MessageTemplate faceKeys{"face.key_store.keys",
                                   MQLAB_TR("EngineMessage", "{keys} KMS keys \u00b7 {customers} customer keys")};
//: A key store card, a line of its face. {keys}, {customers}: figures as the engine writes them.
constexpr MessageTemplate faceKeysOneCustomer{
    "face.key_store.keys_one_customer", MQLAB_TR("EngineMessage", "{keys} KMS keys \u00b7 {customers} customer key")};
//: A key store card, a line of its face. {regions}: region names joined by a sign.
constexpr MessageTemplate faceEuRegions{"face.key_store.eu_regions", MQLAB_TR("EngineMessage", "EU \u00b7 {regions}")};
//: A key store card, a line of its face. {regions}: region names joined by a sign.
constexpr MessageTemplate faceUsRegions{"face.key_store.us_regions", MQLAB_TR("EngineMessage", "US \u00b7 {regions}")};
//: A key store card, a line of its face.
constexpr MessageTemplate faceEuNoRegions{"face.key_store.eu_no_regions",
                                          MQLAB_TR("EngineMessage", "EU \u00b7 no regions yet")};
//: A key store card, a line of its face.
constexpr MessageTemplate faceUsNoRegions{"face.key_store.us_no_regions",
                                          MQLAB_TR("EngineMessage", "US \u00b7 no regions yet")};

// Keys: a tenant's primary and its replica in the pair are two KMS keys; residency and the regions.
CardFace face(const Scenario& s, const CardReport& card)
{
    const KeyStore& k = s.keyStores[static_cast<size_t>(card.node)];
    std::string regions;
    for (const Region* g : regionsServed(s, k.id))
        regions += (regions.empty() ? "" : " + ") + g->name;
    const double keys = 2.0 * k.tenants;
    const bool eu = k.residency == Residency::Eu;
    return {Kind::KeyStore, k.position,
            message(k.customers == 1 ? faceKeysOneCustomer : faceKeys,
                    {{"keys", grouped(keys)}, {"customers", grouped(k.customers)}}),
            regions.empty() ? message(eu ? faceEuNoRegions : faceUsNoRegions)
                            : message(eu ? faceEuRegions : faceUsRegions, {{"regions", regions}})};
}

//: A key store card. {served}: 0 or 1, the regions it serves.
constexpr MessageTemplate halfPair{
    "key_store.half_pair",
    MQLAB_TR("EngineMessage",
             "Serves {served} of its pair's 2 regions: the replica keys decrypt the mirror's copy in the other.")};

std::vector<Message> warnings(const Scenario& s, const Catalog&, const Report&, const CardReport& card)
{
    const KeyStore& k = s.keyStores[static_cast<size_t>(card.node)];
    const auto served = regionsServed(s, k.id).size();
    if (served < 2)
        return {message(halfPair, {{"served", std::to_string(served)}})};
    return {};
}

// key store -> region: only a region of its residency, and the two regions of one pair.
Message refusal(const Scenario& s, const std::string& store, const std::string& region)
{
    for (const KeyStore& k : s.keyStores)
        if (k.id == store)
            return regionRefusal(s, NodeKind::KeyStore, store, &k.residency, region, true);
    return {};
}

// Its connection rule's refusals (kinds.h, TopologyRule), one template each.
//: A connection refused: the region already takes its keys from a key store.
constexpr MessageTemplate oneKeyStore{
    "connection.region.one_key_store",
    MQLAB_TR("EngineMessage", "a region takes its keys from one key store, and this one already has one")};

} // namespace

const Module& keyStoreModule()
{
    static const Module m = [] {
        Module m;
        m.node = NodeKind::KeyStore;
        m.array = "key_stores";
        m.noun = MQLAB_TR("KindNoun", "key store");
        m.kinds = {{Kind::KeyStore,
                    NodeKind::KeyStore,
                    "key_store",
                    "Key store (KMS + DynamoDB)",
                    "keys",
                    "",
                    "key-store",
                    MQLAB_TR("AddEntry", "+ Keys"),
                    MQLAB_TR("AddEntry", "Add a &key store"),
                    {40, 560},
                    "#7a4e9c",
                    3}};
        m.feeds = {{NodeKind::KeyStore, NodeKind::Region, nullptr, &oneKeyStore,
                    "connect the key store to the two regions of its pair", "", nullptr, refusal}};
        m.order = 25;
        m.count = count;
        m.evaluate = evaluate;
        m.face = face;
        m.faces = {&faceKeys, &faceKeysOneCustomer, &faceEuRegions, &faceUsRegions, &faceEuNoRegions, &faceUsNoRegions};
        m.cardKey = "key_store";
        m.warnings = warnings;
        m.messages = {&halfPair};
        m.faceInText = true;
        return m;
    }();
    return m;
}

} // namespace mqlab::kinds
