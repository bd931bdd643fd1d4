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

std::string counted(double n, const std::string& one, const std::string& many)
{
    return grouped(n) + " " + (n == 1 ? one : many);
}

// Keys: a tenant's primary and its replica in the pair are two KMS keys; residency and the regions.
CardFace face(const Scenario& s, const CardReport& card)
{
    const KeyStore& k = s.keyStores[static_cast<size_t>(card.node)];
    std::string regions;
    for (const Region* g : regionsServed(s, k.id))
        regions += (regions.empty() ? "" : " + ") + g->name;
    return {Kind::KeyStore, k.position,
            counted(2.0 * k.tenants, "KMS key", "KMS keys") + " \u00b7 " +
                counted(k.customers, "customer key", "customer keys"),
            std::string(k.residency == Residency::Eu ? "EU" : "US") + " \u00b7 " +
                (regions.empty() ? std::string("no regions yet") : regions)};
}

constexpr MessageTemplate halfPair{
    "key_store.half_pair",
    "Serves {served} of its pair's 2 regions: the replica keys decrypt the mirror's copy in the other."};

std::vector<Message> warnings(const Scenario& s, const Catalog&, const Report&, const CardReport& card)
{
    const KeyStore& k = s.keyStores[static_cast<size_t>(card.node)];
    const auto served = regionsServed(s, k.id).size();
    if (served < 2)
        return {message(halfPair, {{"served", std::to_string(served)}})};
    return {};
}

// key store -> region: only a region of its residency, and the two regions of one pair.
std::string refusal(const Scenario& s, const std::string& store, const std::string& region)
{
    for (const KeyStore& k : s.keyStores)
        if (k.id == store)
            return regionRefusal(s, "key store", store, &k.residency, region, true);
    return "";
}

} // namespace

const Module& keyStoreModule()
{
    static const Module m = [] {
        Module m;
        m.node = NodeKind::KeyStore;
        m.array = "key_stores";
        m.noun = "key store";
        m.kinds = {{Kind::KeyStore,
                    NodeKind::KeyStore,
                    "key_store",
                    "Key store (KMS + DynamoDB)",
                    "keys",
                    "",
                    "key-store",
                    "+ Keys",
                    "Add a &key store",
                    {40, 560},
                    "#7a4e9c",
                    3}};
        m.feeds = {{NodeKind::KeyStore, NodeKind::Region, "",
                    "a region takes its keys from one key store, and this one already has one",
                    "connect the key store to the two regions of its pair", "", "", refusal}};
        m.order = 25;
        m.count = count;
        m.evaluate = evaluate;
        m.face = face;
        m.cardKey = "key_store";
        m.warnings = warnings;
        m.messages = {&halfPair};
        m.faceInText = true;
        return m;
    }();
    return m;
}

} // namespace mqlab::kinds
