// catalog.h's RoundsCatalog and the "rounds" section of assets/catalog.json: every figure carries a
// status of the second seed's kind and a source a reader can follow; the values are the spec's; bad
// data is refused naming the field.
#include <gtest/gtest.h>

#include <functional>

#include <nlohmann/json.hpp>

#include "mqlab/error.h"
#include "rounds_inputs.h"

namespace mqlab {
namespace {

using nlohmann::json;
using namespace test::rounds;
using test::catalog;

bool officialAws(const std::string& s)
{
    return s.rfind("https://aws.amazon.com/", 0) == 0 || s.rfind("https://docs.aws.amazon.com/", 0) == 0;
}

void eachFigure(const json& node, const std::string& path,
                const std::function<void(const std::string&, const json&)>& f)
{
    if (node.is_object()) {
        if (node.contains("value"))
            f(path, node);
        for (auto it = node.begin(); it != node.end(); ++it)
            eachFigure(it.value(), path + "." + it.key(), f);
    } else if (node.is_array()) {
        for (size_t i = 0; i < node.size(); ++i)
            eachFigure(node[i], path + "[" + std::to_string(i) + "]", f);
    }
}

json catalogDoc()
{
    return json::parse(test::readFile("assets/catalog.json"));
}

InputError errorOf(const json& doc)
{
    try {
        parseCatalog(doc.dump(), "cat.json");
    } catch (const InputError& e) {
        return e;
    }
    ADD_FAILURE() << "no InputError";
    return InputError("", "", "");
}

TEST(RoundsCatalog, EveryFigureHasAStatusAndASource)
{
    int figures = 0;
    eachFigure(catalogDoc().at("rounds"), "rounds", [&](const std::string& path, const json& fig) {
        ++figures;
        ASSERT_TRUE(fig.at("value").is_number()) << path;
        const std::string status = fig.value("status", "");
        const std::string source = fig.value("source", "");
        EXPECT_FALSE(fig.value("unit", "").empty()) << path << " has no unit";
        if (status == "verified") {
            EXPECT_TRUE(officialAws(source)) << path << ": " << source;
        } else {
            EXPECT_TRUE(status == "seed" || status == "derived" || status == "recon" || status == "assumed")
                << path << ": " << status;
            EXPECT_TRUE(source.rfind("second-seed.md §", 0) == 0 || source == "seed 000") << path << ": " << source;
        }
    });
    EXPECT_GE(figures, 40);
}

TEST(RoundsCatalog, Ec2Sizes)
{
    const RoundsCatalog& c = prices();
    ASSERT_EQ(c.ec2.size(), 3u);
    const Ec2Instance* medium = c.findEc2("m7g.medium");
    const Ec2Instance* large = c.findEc2("m7g.large");
    const Ec2Instance* xl2 = c.findEc2("m7g.2xlarge");
    ASSERT_TRUE(medium && large && xl2);
    EXPECT_EQ(c.findEc2("m7g.xlarge"), nullptr);
    // §6.17: $0.0408 (assumed), $0.0816 (derived), $0.3264 (recon).
    EXPECT_DOUBLE_EQ(medium->priceUsdPerHour.value, 0.0408);
    EXPECT_EQ(medium->priceUsdPerHour.status, "assumed");
    EXPECT_DOUBLE_EQ(large->priceUsdPerHour.value, 0.0816);
    EXPECT_EQ(large->priceUsdPerHour.status, "derived");
    EXPECT_DOUBLE_EQ(xl2->priceUsdPerHour.value, 0.3264);
    EXPECT_EQ(xl2->priceUsdPerHour.status, "recon");
    // Seed: m7g.large has 2 vCPUs and 8 GiB; m7g.2xlarge 8 vCPUs and 32 GiB, an EBS baseline of 312.5 MB/s.
    EXPECT_DOUBLE_EQ(large->vcpus->value, 2);
    EXPECT_DOUBLE_EQ(large->memoryGiB->value, 8);
    EXPECT_DOUBLE_EQ(xl2->vcpus->value, 8);
    EXPECT_DOUBLE_EQ(xl2->memoryGiB->value, 32);
    EXPECT_DOUBLE_EQ(xl2->ebsBaselineMBps->value, 312.5);
    // Network baselines 0.937 and 3.75 Gbps (verified); m7g.medium lists only its price.
    EXPECT_DOUBLE_EQ(large->networkGbps->value, 0.937);
    EXPECT_DOUBLE_EQ(xl2->networkGbps->value, 3.75);
    EXPECT_FALSE(medium->networkGbps.has_value());
}

TEST(RoundsCatalog, PricesAgreeWithTheFirstSeedsCatalogue)
{
    const RoundsCatalog& c = prices();
    // §6.17: $0.0816 is seed 000's kafka.m7g.large $0.204 / 2.5 (the document's "2.5 times").
    ASSERT_NE(catalog().findStandard("kafka.m7g.large"), nullptr);
    EXPECT_NEAR(*catalog().findStandard("kafka.m7g.large")->priceUsdPerHour.value / 2.5,
                c.findEc2("m7g.large")->priceUsdPerHour.value, 1e-12);
    // MSK's kafka.m7g.2xlarge at $0.816 is 2.5 x the EC2 m7g.2xlarge ($0.3264), and the same as the
    // first seed's catalogue derives (kafka.m7g.large x 4).
    EXPECT_EQ(c.msk.size, "kafka.m7g.2xlarge");
    EXPECT_NEAR(c.msk.brokerUsdPerHour.value, 2.5 * c.findEc2("m7g.2xlarge")->priceUsdPerHour.value, 1e-12);
    EXPECT_DOUBLE_EQ(c.msk.brokerUsdPerHour.value, *catalog().findStandard("kafka.m7g.2xlarge")->priceUsdPerHour.value);
    // MSK storage $0.10 and tier $0.06 are the first seed's prices.
    EXPECT_DOUBLE_EQ(c.msk.storageUsdPerGBMonth.value, catalog().prices.standardStoragePerGiBMonth);
    EXPECT_DOUBLE_EQ(c.msk.tierUsdPerGBMonth.value, catalog().prices.tierStoragePerGiBMonth);
    // m7g.large's EBS link is seed 000's 78.75 MB/s, and 0.937 Gbps is seed 000's 119.94 MB/s at x 128.
    EXPECT_DOUBLE_EQ(c.findEc2("m7g.large")->ebsBaselineMBps->value,
                     *catalog().findStandard("kafka.m7g.large")->ebsLinkMBps.value);
    EXPECT_NEAR(seed000Units().networkMBps(c.findEc2("m7g.large")->networkGbps->value),
                *catalog().findStandard("kafka.m7g.large")->networkMBps.value, 0.005);
    // The cross-zone price each way is the first seed's too.
    EXPECT_DOUBLE_EQ(c.transfer.crossAzUsdPerGBEachWay.value, catalog().prices.interZonePerGBEachWay);
}

TEST(RoundsCatalog, StorageTransferAndBalancerPrices)
{
    const RoundsCatalog& c = prices();
    EXPECT_DOUBLE_EQ(c.gp3.storageUsdPerGBMonth.value, 0.08);        // assumed (§2.5)
    EXPECT_DOUBLE_EQ(c.gp3.iopsUsdPerIopsMonth.value, 0.005);        // assumed (§2.5)
    EXPECT_DOUBLE_EQ(c.gp3.throughputUsdPerMBpsMonth.value, 0.04);   // assumed (§3.5)
    EXPECT_DOUBLE_EQ(c.gp3.baselineIops.value, 3000);                // seed
    EXPECT_DOUBLE_EQ(c.gp3.baselineMBps.value, 125);                 // seed
    EXPECT_DOUBLE_EQ(c.nlb.hourUsd.value, 0.0225);                   // assumed
    EXPECT_DOUBLE_EQ(c.nlb.nlcuHourUsd.value, 0.006);                // assumed
    EXPECT_DOUBLE_EQ(c.nlb.gbPerNlcuHour.value, 1);                  // assumed: 1 GB an hour an NLCU
    EXPECT_DOUBLE_EQ(c.storage.standardUsdPerGBMonth.value, 0.023);  // assumed
    EXPECT_DOUBLE_EQ(c.storage.glacierIrUsdPerGBMonth.value, 0.004); // assumed
    EXPECT_DOUBLE_EQ(c.storage.glacierIrMinimumDays.value, 90);      // assumed (§6.8)
    EXPECT_DOUBLE_EQ(c.transfer.crossAzUsdPerGBEachWay.value, 0.01); // seed: $0.01 each way
    EXPECT_DOUBLE_EQ(c.transfer.crossRegionUsdPerGB.value, 0.02);    // seed
    EXPECT_EQ(c.transfer.crossAzUsdPerGBEachWay.status, "seed");
}

TEST(RoundsCatalog, SqsPriceAndQuotas)
{
    const SqsFigures& q = prices().sqs;
    EXPECT_DOUBLE_EQ(q.usdPerMillionRequests.value, 0.40); // seed
    EXPECT_DOUBLE_EQ(q.billingChunkKiB.value, 64);
    EXPECT_DOUBLE_EQ(q.visibilityDefaultS.value, 30);    // verified: default 30 s ...
    EXPECT_DOUBLE_EQ(q.visibilityMinS.value, 0);         // ... from 0 s ...
    EXPECT_DOUBLE_EQ(q.visibilityMaxS.value, 12 * 3600); // ... to 12 h
    EXPECT_DOUBLE_EQ(q.longPollMaxS.value, 20);
    EXPECT_DOUBLE_EQ(q.inFlightMax.value, 120000);
    EXPECT_DOUBLE_EQ(q.fifoRequestsPerS.value, 300);
    EXPECT_DOUBLE_EQ(q.fifoBatchedMessagesPerS.value, 3000);
    EXPECT_DOUBLE_EQ(q.fifoBatchedMessagesPerS.value, q.fifoRequestsPerS.value * q.batchMax.value); // 300 x 10
    EXPECT_DOUBLE_EQ(q.batchMax.value, 10);
    EXPECT_DOUBLE_EQ(q.payloadMaxKiB.value, 1024);     // verified: today's 1 MiB
    EXPECT_DOUBLE_EQ(q.seedPayloadMaxKB.value, 256);   // seed: the document's 256 KB
    EXPECT_DOUBLE_EQ(q.retentionDefaultDays.value, 4); // the seed's 4 days is SQS's default
    EXPECT_DOUBLE_EQ(q.delayMaxS.value, 900);          // the seed's delay 0 to 900 s
    EXPECT_DOUBLE_EQ(q.fifoDedupWindowS.value, 300);
    for (const RoundFigure* f : {&q.visibilityDefaultS, &q.visibilityMaxS, &q.longPollMaxS, &q.inFlightMax,
                                 &q.fifoRequestsPerS, &q.batchMax, &q.payloadMaxKiB, &q.retentionDefaultDays})
        EXPECT_EQ(f->status, "verified") << f->source;
}

TEST(RoundsCatalog, MskAndKms)
{
    const RoundsCatalog& c = prices();
    EXPECT_DOUBLE_EQ(c.msk.recommendedPartitionReplicas.value, 2000); // verified
    EXPECT_DOUBLE_EQ(c.kms.deletionWaitMinDays.value, 7);             // verified: 7 to 30 days, 30 by default
    EXPECT_DOUBLE_EQ(c.kms.deletionWaitMaxDays.value, 30);
    EXPECT_DOUBLE_EQ(c.kms.deletionWaitDefaultDays.value, 30);
    EXPECT_EQ(c.kms.deletionWaitMaxDays.source,
              "https://docs.aws.amazon.com/kms/latest/cryptographic-details/key-deletion.html");
}

TEST(RoundsCatalog, BadStatusIsRefused)
{
    json doc = catalogDoc();
    doc["rounds"]["gp3"]["storage_usd_per_gb_month"]["status"] = "guess";
    const InputError e = errorOf(doc);
    EXPECT_EQ(e.file(), "cat.json");
    EXPECT_EQ(e.path(), "rounds.gp3.storage_usd_per_gb_month.status");
    EXPECT_NE(e.problem().find("recon"), std::string::npos) << e.what();
}

TEST(RoundsCatalog, AVerifiedFigureNeedsAnAwsUrl)
{
    json doc = catalogDoc();
    doc["rounds"]["sqs"]["long_poll_max_s"]["source"] = "https://example.com/sqs";
    EXPECT_EQ(errorOf(doc).path(), "rounds.sqs.long_poll_max_s.source");
    json seed = catalogDoc();
    seed["rounds"]["sqs"]["usd_per_million_requests"]["source"] = "a blog";
    EXPECT_EQ(errorOf(seed).path(), "rounds.sqs.usd_per_million_requests.source");
}

TEST(RoundsCatalog, ValuesMustBeKnownAndNotNegative)
{
    json doc = catalogDoc();
    doc["rounds"]["nlb"]["hour_usd"]["value"] = nullptr;
    EXPECT_EQ(errorOf(doc).path(), "rounds.nlb.hour_usd.value");
    json neg = catalogDoc();
    neg["rounds"]["s3"]["standard_usd_per_gb_month"]["value"] = -0.023;
    const InputError e = errorOf(neg);
    EXPECT_EQ(e.path(), "rounds.s3.standard_usd_per_gb_month.value");
    EXPECT_NE(e.problem().find("0 or more"), std::string::npos);
    json text = catalogDoc();
    text["rounds"]["kms"]["deletion_wait_min_days"]["unit"] = 7;
    EXPECT_EQ(errorOf(text).path(), "rounds.kms.deletion_wait_min_days.unit");
}

TEST(RoundsCatalog, MissingPartsAreNamed)
{
    json doc = catalogDoc();
    doc.erase("rounds");
    EXPECT_EQ(errorOf(doc).path(), "rounds");
    json noSqs = catalogDoc();
    noSqs["rounds"].erase("sqs");
    EXPECT_EQ(errorOf(noSqs).path(), "rounds.sqs");
    json noFigure = catalogDoc();
    noFigure["rounds"]["transfer"].erase("cross_region_usd_per_gb");
    EXPECT_EQ(errorOf(noFigure).path(), "rounds.transfer.cross_region_usd_per_gb");
    json noEc2 = catalogDoc();
    noEc2["rounds"]["ec2"] = json::array();
    EXPECT_EQ(errorOf(noEc2).path(), "rounds.ec2");
}

TEST(RoundsCatalog, Ec2NamesAreUniqueAndPresent)
{
    json doc = catalogDoc();
    doc["rounds"]["ec2"][1]["name"] = "m7g.medium";
    const InputError e = errorOf(doc);
    EXPECT_EQ(e.path(), "rounds.ec2[1].name");
    EXPECT_NE(e.problem().find("twice"), std::string::npos);
    json unnamed = catalogDoc();
    unnamed["rounds"]["ec2"][0].erase("name");
    EXPECT_EQ(errorOf(unnamed).path(), "rounds.ec2[0].name");
    json msk = catalogDoc();
    msk["rounds"]["msk"]["size"] = "m7g.2xlarge";
    EXPECT_EQ(errorOf(msk).path(), "rounds.msk.size");
}

} // namespace
} // namespace mqlab
