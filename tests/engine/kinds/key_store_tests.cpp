// The key store (Round 3, stages/round-3.json): one a pair, a KMS multi-Region key a tenant (its
// replica in the pair) and per-customer keys in a DynamoDB global table. An EU key store serves EU
// regions only (RESIDENCY_VIOLATION) and both regions of one pair, on the canvas and in a file.
#include "round1_data.h"

#include <cmath>

#include "mqlab/model/edits.h"
#include "mqlab/report/explain.h"
#include "mqlab/report/format.h"

namespace mqlab {
namespace {

using nlohmann::json;
using test::catalog;
using test::round1::cardOf;
using test::round1::expectEditRefused;
using test::round1::expectRangesRefused;
using test::round1::expectTableDefaults;
using test::round1::refusalOf;
using test::round1::round3;
using test::round1::round3Doc;

TEST(KeyStore, DefaultsAndASaveAndLoadRoundTrip)
{
    expectTableDefaults(Kind::KeyStore, KeyStore{});
    // KMS waits 30 days by default before it deletes a key (7 to 30), the table's default and range.
    EXPECT_EQ(field(Kind::KeyStore, "deletion_wait_days").defaultNumber, 30);
    EXPECT_EQ(field(Kind::KeyStore, "deletion_wait_days").source,
              "https://docs.aws.amazon.com/kms/latest/cryptographic-details/key-deletion.html");
    Scenario s = round3();
    ASSERT_EQ(s.keyStores.size(), 2u); // one a pair
    s.keyStores[1].tenants = 40;
    s.keyStores[1].customers = 2'500'000;
    s.keyStores[0].deletionWaitDays = 7;
    EXPECT_EQ(parseScenarioText(toJson(s).dump(), "saved.json", catalog()), s);
}

TEST(KeyStore, EachRangeIsRefusedByName)
{
    // tenants (1 to 1,000,000), customers (0 to 1,000,000,000), deletion_wait_days (7 to 30), x, y: 5 x 2.
    EXPECT_EQ(expectRangesRefused(round3Doc(), Kind::KeyStore), 10);
    Scenario s = round3();
    s.keyStores[1].deletionWaitDays = 6;
    expectEditRefused(s, "key_stores[1].deletion_wait_days", "a whole number from 7 to 30 days");
}

TEST(KeyStore, ItsCardGivesItsKeysAndResidency)
{
    Scenario s = round3();
    Report r = evaluate(s, catalog());
    // One tenant: its multi-Region key and the replica in the pair are 2 KMS keys; one customer's key.
    CardFace f = cardFace(s, r, cardOf(s, r, "keys-eu"));
    EXPECT_EQ(f.headline.text(), "2 KMS keys \u00b7 1 customer key");
    EXPECT_EQ(f.detail.text(), "EU \u00b7 eu-west-1 + eu-central-1");
    EXPECT_TRUE(cardWarningTexts(s, catalog(), r, cardOf(s, r, "keys-eu")).empty());
    // 40 tenants x 2 = 80 KMS keys.
    s.keyStores[0].tenants = 40;
    s.keyStores[0].customers = 2'500'000;
    std::erase(s.connections, Connection{"keys-us", "us-west-2"});
    r = evaluate(s, catalog());
    f = cardFace(s, r, cardOf(s, r, "keys-us"));
    EXPECT_EQ(f.headline.text(), "80 KMS keys \u00b7 2,500,000 customer keys");
    EXPECT_EQ(f.detail.text(), "US \u00b7 us-east-1");
    EXPECT_EQ(cardWarningTexts(s, catalog(), r, cardOf(s, r, "keys-us")).at(0).rfind("Serves 1 of its pair's 2", 0),
              0u);
    // A finished design connects it to its pair.
    json doc = round3Doc();
    json kept = json::array();
    for (const json& c : doc["connections"])
        if (c["from"] != "keys-eu")
            kept.push_back(c);
    doc["connections"] = kept;
    EXPECT_NE(std::string(refusalOf(doc).problem()).find("connect the key store to the two regions of its pair"),
              std::string::npos);
}

TEST(KeyStore, AnEuKeyStoreForAUsRegionIsRefusedForResidency)
{
    // On the canvas: us-east-1 without its key store, dragged from the EU one.
    Scenario s = round3();
    std::erase(s.connections, Connection{"keys-us", "us-east-1"});
    const std::string why = connectionRefusal(s, "keys-eu", "us-east-1");
    EXPECT_EQ(why, "RESIDENCY_VIOLATION: Keys (EU) has residency \"eu\", so it serves EU regions only, and "
                   "us-east-1 is a US region (the key store's residency field)");
    EXPECT_THROW(withConnection(s, "keys-eu", "us-east-1"), InputError);
    // The US key store back to its region: allowed.
    EXPECT_EQ(connectionRefusal(s, "keys-us", "us-east-1"), "");
    // A region takes its keys from one key store.
    EXPECT_NE(connectionRefusal(round3(), "keys-eu", "us-east-1").find("one key store"), std::string::npos);
    // In a file: the connection is named.
    json doc = round3Doc();
    size_t at = 0;
    for (size_t i = 0; i < doc["connections"].size(); ++i)
        if (doc["connections"][i]["from"] == "keys-us" && doc["connections"][i]["to"] == "us-east-1")
            at = i;
    doc["connections"][at]["from"] = "keys-eu";
    const InputError e = refusalOf(doc);
    EXPECT_EQ(e.path(), "connections[" + std::to_string(at) + "]");
    EXPECT_EQ(std::string(e.problem()).rfind("keys-eu -> us-east-1: RESIDENCY_VIOLATION", 0), 0u) << e.what();
}

TEST(KeyStore, AUsKeyStoreServesOnePairOnly)
{
    // A US key store given an EU region is refused for residency (the EU region named); given a third
    // US region of another pair, for the pair.
    Scenario s = round3();
    std::erase(s.connections, Connection{"keys-eu", "eu-west-1"});
    EXPECT_EQ(connectionRefusal(s, "keys-us", "eu-west-1").rfind("RESIDENCY_VIOLATION: eu-west-1 has residency", 0),
              0u);
    json doc = round3Doc();
    doc["regions"].push_back(
        {{"id", "us-east-2"}, {"name", "us-east-2"}, {"pair", "ca-central-1"}, {"residency", "us"}});
    doc["regions"].push_back(
        {{"id", "ca-central-1"}, {"name", "ca-central-1"}, {"pair", "us-east-2"}, {"residency", "us"}});
    doc["connections"].push_back({{"from", "keys-us"}, {"to", "us-east-2"}});
    // Named at the key store's first connection, as a mirror's is: the reader sees every region it serves.
    const InputError e = refusalOf(doc, true);
    EXPECT_EQ(std::string(e.problem()),
              "keys-us -> us-east-1: a key store serves the two regions of one pair: Keys (US) serves us-east-2, "
              "paired with \"ca-central-1\", not \"us-east-1\" (the regions' pair field)");
}

} // namespace
} // namespace mqlab
