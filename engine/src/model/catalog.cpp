#include "mqlab/model/catalog.h"

#include <fstream>
#include <sstream>

#include <nlohmann/json.hpp>

#include "mqlab/error.h"

namespace mqlab {
namespace {

using nlohmann::json;

SourcedFigure figure(const json& parent, const char* key, const std::string& file, const std::string& path)
{
    const std::string at = path + "." + key;
    if (!parent.contains(key) || !parent.at(key).is_object())
        throw InputError(file, at, "missing: every catalogue figure is an object with value, status and source");
    const json& f = parent.at(key);
    SourcedFigure out;
    out.status = f.value("status", "");
    if (out.status != "seed" && out.status != "verified" && out.status != "derived" && out.status != "unknown")
        throw InputError(file, at + ".status", "must be seed, verified, derived or unknown");
    if (f.contains("value") && !f.at("value").is_null()) {
        if (!f.at("value").is_number())
            throw InputError(file, at + ".value", "must be a number or null");
        out.value = f.at("value").get<double>();
        if (!(*out.value >= 0))
            throw InputError(file, at + ".value", "must be 0 or more");
    }
    out.source = f.value("source", "");
    out.note = f.value("note", "");
    if (out.value && out.source.empty())
        throw InputError(file, at + ".source", "a figure with a value needs a source (\"seed 000\" or an AWS URL)");
    if (out.status == "unknown" && out.value)
        throw InputError(file, at + ".value", "an unknown figure must be null");
    return out;
}

double required(const json& parent, const char* key, const std::string& file, const std::string& path)
{
    SourcedFigure f = figure(parent, key, file, path);
    if (!f.value)
        throw InputError(file, path + "." + key + ".value", "the engine needs this figure; it cannot be null");
    return *f.value;
}

}  // namespace

const StandardSize* Catalog::findStandard(const std::string& name) const
{
    for (const auto& s : standard)
        if (s.name == name)
            return &s;
    return nullptr;
}

const ExpressSize* Catalog::findExpress(const std::string& name) const
{
    for (const auto& s : express)
        if (s.name == name)
            return &s;
    return nullptr;
}

std::vector<std::string> Catalog::sizeNames() const
{
    std::vector<std::string> names;
    for (const auto& s : standard)
        names.push_back(s.name);
    for (const auto& s : express)
        names.push_back(s.name);
    return names;
}

Catalog parseCatalog(const std::string& jsonText, const std::string& file)
{
    json doc;
    try {
        doc = json::parse(jsonText);
    } catch (const json::parse_error& e) {
        throw InputError(file, "", std::string("malformed JSON: ") + e.what());
    }
    if (!doc.is_object() || doc.value("version", 0) != 1)
        throw InputError(file, "version", "must be 1");
    Catalog c;
    const auto& std_ = doc.at("standard_sizes");
    for (size_t i = 0; i < std_.size(); ++i) {
        const std::string path = "standard_sizes[" + std::to_string(i) + "]";
        const json& e = std_[i];
        StandardSize s;
        s.name = e.value("name", "");
        if (s.name.rfind("kafka.", 0) != 0)
            throw InputError(file, path + ".name", "a Standard size is named kafka.<family>.<size>");
        s.priceUsdPerHour = figure(e, "price_usd_per_hour", file, path);
        s.ebsLinkMBps = figure(e, "ebs_link_MBps", file, path);
        s.networkMBps = figure(e, "network_MBps", file, path);
        s.storageVolumeMBps = figure(e, "storage_volume_MBps", file, path);
        s.maxStorageGiB = figure(e, "max_storage_gib", file, path);
        s.recommendedPartitionCopies = figure(e, "recommended_partition_copies", file, path);
        c.standard.push_back(std::move(s));
    }
    const auto& exp = doc.at("express_sizes");
    for (size_t i = 0; i < exp.size(); ++i) {
        const std::string path = "express_sizes[" + std::to_string(i) + "]";
        const json& e = exp[i];
        ExpressSize s;
        s.name = e.value("name", "");
        if (s.name.rfind("express.", 0) != 0)
            throw InputError(file, path + ".name", "an Express size is named express.<family>.<size>");
        s.priceUsdPerHour = figure(e, "price_usd_per_hour", file, path);
        s.dataInSustainedMBps = figure(e, "data_in_sustained_MBps", file, path);
        s.dataInMaxMBps = figure(e, "data_in_max_MBps", file, path);
        s.dataOutSustainedMBps = figure(e, "data_out_sustained_MBps", file, path);
        s.dataOutMaxMBps = figure(e, "data_out_max_MBps", file, path);
        s.partitionMBps = figure(e, "partition_MBps", file, path);
        c.express.push_back(std::move(s));
    }
    const json& p = doc.at("prices");
    c.prices.standardStoragePerGiBMonth = required(p, "standard_storage_usd_per_gib_month", file, "prices");
    c.prices.tierStoragePerGiBMonth = required(p, "tier_storage_usd_per_gib_month", file, "prices");
    c.prices.tierReadPerGB = required(p, "tier_read_usd_per_gb", file, "prices");
    c.prices.expressStoragePerGiBMonth = required(p, "express_storage_usd_per_gib_month", file, "prices");
    c.prices.expressDataInPerGB = required(p, "express_data_in_usd_per_gb", file, "prices");
    c.prices.interZonePerGBEachWay = required(p, "inter_zone_usd_per_gb_each_way", file, "prices");
    c.prices.consumerTaskPerHour = required(p, "consumer_task_usd_per_hour", file, "prices");
    c.prices.consumerTaskThreads = static_cast<int>(required(p, "consumer_task_threads", file, "prices"));
    c.prices.standardSizingLinePercent = required(doc, "standard_sizing_line_percent", file, "");
    const json& k = doc.at("kinesis");
    auto& kp = c.kinesis;
    kp.shardInMiBps = required(k, "shard_in_MiBps", file, "kinesis");
    kp.shardInRecordsPerSecond = required(k, "shard_in_records_per_s", file, "kinesis");
    kp.shardOutMiBps = required(k, "shard_out_MiBps", file, "kinesis");
    kp.putPayloadUnitKB = required(k, "put_payload_unit_kb", file, "kinesis");
    kp.sizingLinePercent = required(k, "sizing_line_percent", file, "kinesis");
    kp.shardHour = required(k, "shard_hour_usd", file, "kinesis");
    kp.extendedRetentionShardHour = required(k, "extended_retention_usd_per_shard_hour", file, "kinesis");
    kp.putUnitsPerMillion = required(k, "put_payload_unit_usd_per_million", file, "kinesis");
    kp.efoConsumerShardHour = required(k, "efo_consumer_shard_hour_usd", file, "kinesis");
    kp.efoPerGB = required(k, "efo_data_retrieval_usd_per_gb", file, "kinesis");
    return c;
}

Catalog loadCatalogFile(const std::string& path)
{
    std::ifstream in(path);
    if (!in)
        throw InputError(path, "", "cannot be read");
    std::stringstream ss;
    ss << in.rdbuf();
    return parseCatalog(ss.str(), path);
}

}  // namespace mqlab
