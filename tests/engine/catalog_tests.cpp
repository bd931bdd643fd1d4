// catalog.h and assets/catalog.json: every figure is sourced, derived prices are flagged, and the
// seed's sizes, limits and prices are there.
#include <gtest/gtest.h>

#include <functional>

#include "seed_helpers.h"

namespace mqlab {
namespace {

using nlohmann::json;
using test::catalog;
using test::contains;
using test::inputErrorOf;

bool trustedSource(const std::string& s)
{
    return s == "seed 000" || s.rfind("https://", 0) == 0 || s.rfind("http://aws.amazon.com", 0) == 0;
}

// Walks the raw catalogue document and calls f(path, figure) for every object with a "value".
void eachFigure(const json& node, const std::string& path, const std::function<void(const std::string&, const json&)>& f)
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

TEST(Catalog, EveryFigureWithAValueHasATrustedSource)
{
    json doc = json::parse(test::readFile("assets/catalog.json"));
    doc.erase("rounds");  // the second seed's section has its own statuses: tests/engine/model/catalog_rounds_tests.cpp
    int withValue = 0;
    eachFigure(doc, "catalog", [&](const std::string& path, const json& fig) {
        if (fig.at("value").is_null()) {
            // An unknown figure carries no value and says so.
            EXPECT_EQ(fig.value("status", ""), "unknown") << path;
            return;
        }
        ++withValue;
        const std::string source = fig.value("source", "");
        EXPECT_TRUE(trustedSource(source)) << path << " has source \"" << source << "\"";
        const std::string status = fig.value("status", "");
        EXPECT_TRUE(status == "seed" || status == "verified" || status == "derived") << path << ": " << status;
        // A figure the seed gives is sourced to the seed.
        if (status == "seed") {
            EXPECT_EQ(source, "seed 000") << path;
        }
    });
    EXPECT_GT(withValue, 50);  // the catalogue is not empty
}

TEST(Catalog, ParsedFiguresWithAValueAreSourced)
{
    auto check = [](const SourcedFigure& f, const std::string& what) {
        if (f.known())
            EXPECT_TRUE(trustedSource(f.source)) << what << ": \"" << f.source << "\"";
        else
            EXPECT_EQ(f.status, "unknown") << what;
    };
    for (const auto& s : catalog().standard) {
        check(s.priceUsdPerHour, s.name + " price");
        check(s.ebsLinkMBps, s.name + " ebs");
        check(s.networkMBps, s.name + " network");
        check(s.storageVolumeMBps, s.name + " volume");
        check(s.maxStorageGiB, s.name + " max storage");
        check(s.recommendedPartitionCopies, s.name + " partition copies");
    }
    for (const auto& s : catalog().express) {
        check(s.priceUsdPerHour, s.name + " price");
        check(s.dataInSustainedMBps, s.name + " in sustained");
        check(s.dataInMaxMBps, s.name + " in max");
        check(s.dataOutSustainedMBps, s.name + " out sustained");
        check(s.dataOutMaxMBps, s.name + " out max");
        check(s.partitionMBps, s.name + " partition");
    }
}

TEST(Catalog, DerivedPricesAreFlagged)
{
    // The seed prices only kafka.m7g.large ($0.204), kafka.m5.large ($0.204 + $0.006 = $0.21) and
    // express.m7g.2xlarge ($1.632); every other size's price is derived and must say so.
    for (const auto& s : catalog().standard) {
        const bool seedPrice = s.name == "kafka.m7g.large" || s.name == "kafka.m5.large";
        EXPECT_EQ(s.priceUsdPerHour.derived(), !seedPrice) << s.name;
        if (s.priceUsdPerHour.derived()) {
            EXPECT_TRUE(contains(s.priceUsdPerHour.note, "no sourced price")) << s.name;
        }
    }
    for (const auto& s : catalog().express) {
        const bool seedPrice = s.name == "express.m7g.2xlarge";
        EXPECT_EQ(s.priceUsdPerHour.derived(), !seedPrice) << s.name;
    }
    // kafka.m7g.xlarge: $0.204 x 2 = $0.408, derived.
    ASSERT_NE(catalog().findStandard("kafka.m7g.xlarge"), nullptr);
    EXPECT_DOUBLE_EQ(*catalog().findStandard("kafka.m7g.xlarge")->priceUsdPerHour.value, 0.408);
    EXPECT_TRUE(catalog().findStandard("kafka.m7g.xlarge")->priceUsdPerHour.derived());
}

TEST(Catalog, SeedStandardSize)
{
    const StandardSize* m7g = catalog().findStandard("kafka.m7g.large");
    ASSERT_NE(m7g, nullptr);
    EXPECT_DOUBLE_EQ(*m7g->priceUsdPerHour.value, 0.204);     // seed: $0.204 an hour
    EXPECT_DOUBLE_EQ(*m7g->ebsLinkMBps.value, 78.75);         // seed: EBS link 78.75 MB/s
    EXPECT_DOUBLE_EQ(*m7g->networkMBps.value, 119.94);        // seed: network 119.94 MB/s
    EXPECT_DOUBLE_EQ(*m7g->storageVolumeMBps.value, 250.0);   // seed: volume 250 MB/s
    EXPECT_DOUBLE_EQ(*m7g->maxStorageGiB.value, 16384.0);     // seed: 16,384 GiB a broker
    EXPECT_DOUBLE_EQ(*m7g->recommendedPartitionCopies.value, 1000.0);  // seed: at most 1,000
    EXPECT_FALSE(m7g->priceUsdPerHour.derived());
}

TEST(Catalog, SeedComparisonWithKafkaM5Large)
{
    // Seed (paraphrased): set beside kafka.m7g.large, kafka.m5.large gets 3% more EBS baseline and
    // 20% less network baseline, and costs an extra $0.006 an hour.
    const StandardSize* m5 = catalog().findStandard("kafka.m5.large");
    ASSERT_NE(m5, nullptr);
    EXPECT_NEAR(*m5->ebsLinkMBps.value / 78.75, 1.03, 0.005);    // 81.25 / 78.75 = 1.032
    EXPECT_NEAR(*m5->networkMBps.value / 119.94, 0.80, 0.005);   // 96 / 119.94 = 0.800
    EXPECT_NEAR(*m5->priceUsdPerHour.value - 0.204, 0.006, 1e-9);  // 0.21 - 0.204
}

TEST(Catalog, QuotaIsTheSameAtEverySize)
{
    // Seed (paraphrased): the 16,384 GiB ceiling on a Standard broker does not grow with its size.
    for (const auto& s : catalog().standard) {
        ASSERT_TRUE(s.maxStorageGiB.known()) << s.name;
        EXPECT_DOUBLE_EQ(*s.maxStorageGiB.value, 16384.0) << s.name;
    }
}

TEST(Catalog, SeedExpressSize)
{
    const ExpressSize* x = catalog().findExpress("express.m7g.2xlarge");
    ASSERT_NE(x, nullptr);
    EXPECT_DOUBLE_EQ(*x->priceUsdPerHour.value, 1.632);          // seed: $1.632 an hour
    EXPECT_DOUBLE_EQ(*x->dataInMaxMBps.value, 93.7);             // seed: data in maximum 93.7 MB/s
    EXPECT_DOUBLE_EQ(*x->dataOutSustainedMBps.value, 125.0);     // seed: 125 MB/s sustained
    EXPECT_DOUBLE_EQ(*x->dataOutMaxMBps.value, 234.2);           // seed: 234.2 MB/s at most
    EXPECT_DOUBLE_EQ(*x->partitionMBps.value, 15.0);             // seed: 15 MB/s a partition
    // Seed: "An express.m7g.xlarge sends 62.5 MB/s sustained."
    const ExpressSize* xl = catalog().findExpress("express.m7g.xlarge");
    ASSERT_NE(xl, nullptr);
    EXPECT_DOUBLE_EQ(*xl->dataOutSustainedMBps.value, 62.5);
}

TEST(Catalog, SeedPrices)
{
    const Prices& p = catalog().prices;
    EXPECT_DOUBLE_EQ(p.standardStoragePerGiBMonth, 0.10);  // seed: $0.10 a GiB-month local
    EXPECT_DOUBLE_EQ(p.tierStoragePerGiBMonth, 0.06);      // seed: $0.06 in the tier
    EXPECT_DOUBLE_EQ(p.tierReadPerGB, 0.0015);             // seed: a tier read costs $0.0015 a GB
    EXPECT_DOUBLE_EQ(p.expressStoragePerGiBMonth, 0.10);   // seed: $0.10 on Express
    EXPECT_DOUBLE_EQ(p.expressDataInPerGB, 0.01);          // seed: plus $0.01 a GB in
    EXPECT_DOUBLE_EQ(p.interZonePerGBEachWay, 0.01);       // seed: $0.01 a GB each way
    EXPECT_DOUBLE_EQ(p.consumerTaskPerHour, 0.04937);      // seed: a consumer task $0.04937
    EXPECT_EQ(p.consumerTaskThreads, 10);                  // seed: 10 threads a task
    EXPECT_DOUBLE_EQ(p.standardSizingLinePercent, 80.0);   // seed: AWS sizes to 80%
}

TEST(Catalog, SeedKinesisPrices)
{
    const KinesisPrices& k = catalog().kinesis;
    EXPECT_DOUBLE_EQ(k.shardInMiBps, 1.0);            // seed: 1 MiB/s in a shard
    EXPECT_DOUBLE_EQ(k.shardInRecordsPerSecond, 1000.0);  // seed: 1,000 records a second
    EXPECT_DOUBLE_EQ(k.shardOutMiBps, 2.0);           // seed: 2 MiB/s out
    EXPECT_DOUBLE_EQ(k.sizingLinePercent, 80.0);      // seed: "At 80% of each shard"
    // The seed's lines give the unit prices: $669.60 / (62 x 720) = $0.015 a shard-hour;
    // $892.80 / (62 x 720) = $0.02; $907.20 / 64,800 million = $0.014 a million;
    // $4,017.60 / (6 x 62 x 720) = $0.015; and $0.013 a GB of fan-out.
    EXPECT_DOUBLE_EQ(k.shardHour, 0.015);
    EXPECT_DOUBLE_EQ(k.extendedRetentionShardHour, 0.02);
    EXPECT_DOUBLE_EQ(k.putUnitsPerMillion, 0.014);
    EXPECT_DOUBLE_EQ(k.efoConsumerShardHour, 0.015);
    EXPECT_DOUBLE_EQ(k.efoPerGB, 0.013);
}

TEST(Catalog, SizeNames)
{
    const auto names = catalog().sizeNames();
    ASSERT_FALSE(names.empty());
    // Standard sizes first, then Express.
    EXPECT_EQ(names.front().rfind("kafka.", 0), 0u);
    EXPECT_EQ(names.back().rfind("express.", 0), 0u);
    EXPECT_EQ(names.size(), catalog().standard.size() + catalog().express.size());
    EXPECT_EQ(catalog().findStandard("express.m7g.2xlarge"), nullptr);
    EXPECT_EQ(catalog().findExpress("kafka.m7g.large"), nullptr);
}

TEST(Catalog, AFigureWithAValueNeedsASource)
{
    json doc = json::parse(test::readFile("assets/catalog.json"));
    doc["standard_sizes"][0]["price_usd_per_hour"].erase("source");
    const InputError e = inputErrorOf([&] { parseCatalog(doc.dump(), "cat.json"); });
    EXPECT_EQ(e.file(), "cat.json");
    EXPECT_EQ(e.path(), "standard_sizes[0].price_usd_per_hour.source");
}

TEST(Catalog, AnUnknownFigureMustBeNull)
{
    json doc = json::parse(test::readFile("assets/catalog.json"));
    doc["standard_sizes"][0]["price_usd_per_hour"]["status"] = "unknown";
    const InputError e = inputErrorOf([&] { parseCatalog(doc.dump(), "cat.json"); });
    EXPECT_EQ(e.path(), "standard_sizes[0].price_usd_per_hour.value");
}

TEST(Catalog, BadStatusAndNegativeValue)
{
    json doc = json::parse(test::readFile("assets/catalog.json"));
    doc["prices"]["tier_storage_usd_per_gib_month"]["status"] = "guess";
    EXPECT_EQ(inputErrorOf([&] { parseCatalog(doc.dump(), "cat.json"); }).path(),
              "prices.tier_storage_usd_per_gib_month.status");
    json neg = json::parse(test::readFile("assets/catalog.json"));
    neg["prices"]["tier_storage_usd_per_gib_month"]["value"] = -0.06;
    const InputError e = inputErrorOf([&] { parseCatalog(neg.dump(), "cat.json"); });
    EXPECT_EQ(e.path(), "prices.tier_storage_usd_per_gib_month.value");
    EXPECT_TRUE(contains(e.problem(), "0 or more")) << e.what();
}

TEST(Catalog, RequiredPriceCannotBeNull)
{
    json doc = json::parse(test::readFile("assets/catalog.json"));
    doc["prices"]["consumer_task_usd_per_hour"] = {{"value", nullptr}, {"status", "unknown"}};
    const InputError e = inputErrorOf([&] { parseCatalog(doc.dump(), "cat.json"); });
    EXPECT_EQ(e.path(), "prices.consumer_task_usd_per_hour.value");
}

TEST(Catalog, MalformedJson)
{
    const InputError e = inputErrorOf([&] { parseCatalog("{", "cat.json"); });
    EXPECT_EQ(e.file(), "cat.json");
    EXPECT_TRUE(contains(e.problem(), "malformed JSON")) << e.what();
}

TEST(Catalog, UnreadableFile)
{
    const InputError e = inputErrorOf([&] { loadCatalogFile("/nonexistent/catalog.json"); });
    EXPECT_EQ(e.file(), "/nonexistent/catalog.json");
    EXPECT_TRUE(contains(e.problem(), "cannot be read")) << e.what();
}

}  // namespace
}  // namespace mqlab
