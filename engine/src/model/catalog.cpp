#include "mqlab/model/catalog.h"

#include <cmath>
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

std::string textField(const json& f, const char* key, const std::string& file, const std::string& at)
{
    if (!f.contains(key))
        return {};
    if (!f.at(key).is_string())
        throw InputError(file, at + "." + key, "must be a string");
    return f.at(key).get<std::string>();
}

bool startsWith(const std::string& s, const char* prefix) { return s.rfind(prefix, 0) == 0; }

// One figure of the "rounds" section: always a value, a status of the second seed's kind and a source
// that a reader can follow (the spec's section, the first seed, or an official AWS page).
RoundFigure roundFigure(const json& parent, const char* key, const std::string& file, const std::string& path)
{
    const std::string at = path + "." + key;
    if (!parent.contains(key) || !parent.at(key).is_object())
        throw InputError(file, at, "missing: every figure of the rounds is an object with value, status and source");
    const json& f = parent.at(key);
    RoundFigure out;
    if (!f.contains("value") || !f.at("value").is_number())
        throw InputError(file, at + ".value", "must be a number (the rounds use no unknown figures)");
    out.value = f.at("value").get<double>();
    if (!std::isfinite(out.value) || out.value < 0)
        throw InputError(file, at + ".value", "must be 0 or more");
    out.status = textField(f, "status", file, at);
    if (out.status != "seed" && out.status != "derived" && out.status != "recon" && out.status != "assumed" &&
        out.status != "verified")
        throw InputError(file, at + ".status", "must be seed, derived, recon, assumed or verified");
    out.source = textField(f, "source", file, at);
    if (out.status == "verified") {
        if (!startsWith(out.source, "https://aws.amazon.com/") && !startsWith(out.source, "https://docs.aws.amazon.com/"))
            throw InputError(file, at + ".source",
                             "a verified figure needs an official AWS URL (https://aws.amazon.com/... or "
                             "https://docs.aws.amazon.com/...)");
    } else if (!startsWith(out.source, "second-seed.md §") && out.source != "seed 000") {
        throw InputError(file, at + ".source",
                         "must name the spec's section (\"second-seed.md §2.5\") or \"seed 000\"");
    }
    out.unit = textField(f, "unit", file, at);
    out.note = textField(f, "note", file, at);
    return out;
}

std::optional<RoundFigure> optionalRoundFigure(const json& parent, const char* key, const std::string& file,
                                               const std::string& path)
{
    if (!parent.contains(key))
        return std::nullopt;
    return roundFigure(parent, key, file, path);
}

const json& section(const json& parent, const char* key, const std::string& file, const std::string& path)
{
    const std::string at = path.empty() ? key : path + "." + key;
    if (!parent.contains(key) || !parent.at(key).is_object())
        throw InputError(file, at, "missing: the rounds' figures need this section");
    return parent.at(key);
}

RoundsCatalog parseRounds(const json& doc, const std::string& file)
{
    const json& r = section(doc, "rounds", file, "");
    RoundsCatalog c;
    if (!r.contains("ec2") || !r.at("ec2").is_array() || r.at("ec2").empty())
        throw InputError(file, "rounds.ec2", "must list the EC2 sizes the rounds use");
    const json& ec2 = r.at("ec2");
    for (size_t i = 0; i < ec2.size(); ++i) {
        const std::string path = "rounds.ec2[" + std::to_string(i) + "]";
        if (!ec2[i].is_object())
            throw InputError(file, path, "must be an object with a name and figures");
        Ec2Instance e;
        e.name = textField(ec2[i], "name", file, path);
        if (e.name.empty())
            throw InputError(file, path + ".name", "an EC2 size needs its name (\"m7g.large\")");
        if (c.findEc2(e.name))
            throw InputError(file, path + ".name", "\"" + e.name + "\" is listed twice");
        e.priceUsdPerHour = roundFigure(ec2[i], "price_usd_per_hour", file, path);
        e.vcpus = optionalRoundFigure(ec2[i], "vcpus", file, path);
        e.memoryGiB = optionalRoundFigure(ec2[i], "memory_gib", file, path);
        e.networkGbps = optionalRoundFigure(ec2[i], "network_gbps", file, path);
        e.ebsBaselineMBps = optionalRoundFigure(ec2[i], "ebs_baseline_MBps", file, path);
        c.ec2.push_back(std::move(e));
    }
    const json& gp3 = section(r, "gp3", file, "rounds");
    c.gp3.storageUsdPerGBMonth = roundFigure(gp3, "storage_usd_per_gb_month", file, "rounds.gp3");
    c.gp3.iopsUsdPerIopsMonth = roundFigure(gp3, "iops_usd_per_iops_month", file, "rounds.gp3");
    c.gp3.throughputUsdPerMBpsMonth = roundFigure(gp3, "throughput_usd_per_MBps_month", file, "rounds.gp3");
    c.gp3.baselineIops = roundFigure(gp3, "baseline_iops", file, "rounds.gp3");
    c.gp3.baselineMBps = roundFigure(gp3, "baseline_MBps", file, "rounds.gp3");
    const json& nlb = section(r, "nlb", file, "rounds");
    c.nlb.hourUsd = roundFigure(nlb, "hour_usd", file, "rounds.nlb");
    c.nlb.nlcuHourUsd = roundFigure(nlb, "nlcu_hour_usd", file, "rounds.nlb");
    c.nlb.gbPerNlcuHour = roundFigure(nlb, "nlcu_gb_per_hour", file, "rounds.nlb");
    const json& s3 = section(r, "s3", file, "rounds");
    c.storage.standardUsdPerGBMonth = roundFigure(s3, "standard_usd_per_gb_month", file, "rounds.s3");
    c.storage.glacierIrUsdPerGBMonth = roundFigure(s3, "glacier_ir_usd_per_gb_month", file, "rounds.s3");
    c.storage.glacierIrMinimumDays = roundFigure(s3, "glacier_ir_minimum_days", file, "rounds.s3");
    const json& t = section(r, "transfer", file, "rounds");
    c.transfer.crossAzUsdPerGBEachWay = roundFigure(t, "cross_az_usd_per_gb_each_way", file, "rounds.transfer");
    c.transfer.crossRegionUsdPerGB = roundFigure(t, "cross_region_usd_per_gb", file, "rounds.transfer");
    const json& q = section(r, "sqs", file, "rounds");
    const std::string sp = "rounds.sqs";
    c.sqs.usdPerMillionRequests = roundFigure(q, "usd_per_million_requests", file, sp);
    c.sqs.billingChunkKiB = roundFigure(q, "billing_chunk_kib", file, sp);
    c.sqs.visibilityDefaultS = roundFigure(q, "visibility_default_s", file, sp);
    c.sqs.visibilityMinS = roundFigure(q, "visibility_min_s", file, sp);
    c.sqs.visibilityMaxS = roundFigure(q, "visibility_max_s", file, sp);
    c.sqs.longPollMaxS = roundFigure(q, "long_poll_max_s", file, sp);
    c.sqs.inFlightMax = roundFigure(q, "in_flight_max", file, sp);
    c.sqs.fifoRequestsPerS = roundFigure(q, "fifo_requests_per_s", file, sp);
    c.sqs.fifoBatchedMessagesPerS = roundFigure(q, "fifo_batched_messages_per_s", file, sp);
    c.sqs.batchMax = roundFigure(q, "batch_max", file, sp);
    c.sqs.payloadMaxKiB = roundFigure(q, "payload_max_kib", file, sp);
    c.sqs.seedPayloadMaxKB = roundFigure(q, "seed_payload_max_kb", file, sp);
    c.sqs.retentionDefaultDays = roundFigure(q, "retention_default_days", file, sp);
    c.sqs.delayMaxS = roundFigure(q, "delay_max_s", file, sp);
    c.sqs.fifoDedupWindowS = roundFigure(q, "fifo_dedup_window_s", file, sp);
    const json& m = section(r, "msk", file, "rounds");
    c.msk.size = textField(m, "size", file, "rounds.msk");
    if (c.msk.size.rfind("kafka.", 0) != 0)
        throw InputError(file, "rounds.msk.size", "an MSK size is named kafka.<family>.<size>");
    c.msk.brokerUsdPerHour = roundFigure(m, "broker_usd_per_hour", file, "rounds.msk");
    c.msk.storageUsdPerGBMonth = roundFigure(m, "storage_usd_per_gb_month", file, "rounds.msk");
    c.msk.tierUsdPerGBMonth = roundFigure(m, "tier_usd_per_gb_month", file, "rounds.msk");
    c.msk.recommendedPartitionReplicas = roundFigure(m, "recommended_partition_replicas", file, "rounds.msk");
    const json& k = section(r, "kms", file, "rounds");
    c.kms.deletionWaitMinDays = roundFigure(k, "deletion_wait_min_days", file, "rounds.kms");
    c.kms.deletionWaitMaxDays = roundFigure(k, "deletion_wait_max_days", file, "rounds.kms");
    c.kms.deletionWaitDefaultDays = roundFigure(k, "deletion_wait_default_days", file, "rounds.kms");
    const json& path = section(r, "task_path", file, "rounds");
    c.taskPath.hopMs = roundFigure(path, "hop_ms", file, "rounds.task_path");
    c.taskPath.fsyncMs = roundFigure(path, "fsync_ms", file, "rounds.task_path");
    c.taskPath.crossAzRttMs = roundFigure(path, "cross_az_rtt_ms", file, "rounds.task_path");
    c.taskPath.pollWakeMs = roundFigure(path, "poll_wake_ms", file, "rounds.task_path");
    c.taskPath.followerFetchMs = roundFigure(path, "follower_fetch_ms", file, "rounds.task_path");
    return c;
}

}  // namespace

const Ec2Instance* RoundsCatalog::findEc2(const std::string& name) const
{
    for (const auto& e : ec2)
        if (e.name == name)
            return &e;
    return nullptr;
}

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
    c.rounds = parseRounds(doc, file);
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
