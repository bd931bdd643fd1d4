#include "mqlab/report/format.h"

#include <algorithm>
#include <atomic>
#include <charconv>
#include <cmath>
#include <memory>

#include "mqlab/model/fields.h"
#include "mqlab/model/scenario.h"
#include "mqlab/model/unit_system.h"
#include "mqlab/report/number_style.h"
#include "mqlab/report/translatable.h"

namespace mqlab {

namespace {
// The style is read on every figure written: a flag keeps the default's path free of the shared
// pointer's lock.
std::atomic<bool> customStyle{false};
std::atomic<std::shared_ptr<const NumberStyle>> currentStyle{std::make_shared<const NumberStyle>()};
} // namespace

void setNumberStyle(const NumberStyle& style)
{
    currentStyle.store(std::make_shared<const NumberStyle>(style));
    customStyle.store(!(style == NumberStyle{}));
}

NumberStyle numberStyle()
{
    return *currentStyle.load();
}

std::string dollars(double usd, int decimals, std::string_view scale)
{
    if (!customStyle.load(std::memory_order_relaxed))
        return "$" + grouped(usd, decimals) + std::string(scale);
    const std::shared_ptr<const NumberStyle> style = currentStyle.load();
    return style->moneyBefore + grouped(usd, decimals) + std::string(scale) + style->moneyAfter;
}

std::string grouped(double value, int decimals)
{
    if (std::isnan(value))
        return "unknown";
    if (std::isinf(value))
        return value > 0 ? "no limit" : "-no limit";
    decimals = std::clamp(decimals, 0, 17);
    const double scale = std::pow(10.0, decimals);
    const double rounded = std::round(std::fabs(value) * scale) / scale;
    // to_chars writes what printf("%.*f") writes, without printf's parsing and locale: a slider step
    // on 200 cards writes about 1,500 figures, and printf was a tenth of the step.
    char buf[400]; // DBL_MAX in full (309 digits) and 17 decimals
    const auto [end, ec] = std::to_chars(buf, buf + sizeof buf, rounded, std::chars_format::fixed, decimals);
    const std::string_view text(buf, ec == std::errc() ? static_cast<size_t>(end - buf) : 0);
    const size_t dot = std::min(text.find('.'), text.size());
    const std::string_view digits = text.substr(0, dot);
    std::string_view group = ",", decimal = ".";
    std::shared_ptr<const NumberStyle> style;
    if (customStyle.load(std::memory_order_relaxed)) {
        style = currentStyle.load();
        group = style->group;
        decimal = style->decimal;
    }
    std::string out;
    out.reserve(text.size() + digits.size() / 3 * group.size() + decimal.size() + 1);
    if (value < 0 && rounded != 0)
        out += '-';
    for (size_t i = 0; i < digits.size(); ++i) {
        if (i > 0 && (digits.size() - i) % 3 == 0)
            out += group;
        out += digits[i];
    }
    if (dot < text.size()) {
        out += decimal;
        out += text.substr(dot + 1);
    }
    return out;
}

std::string percentText(double percent, int decimals)
{
    return std::isnan(percent) ? "unknown" : grouped(percent, decimals) + "%";
}

std::string usdText(Money m)
{
    return dollars(m.usd(), 2);
}

std::string loadTileText(double eventsPerSecond)
{
    return grouped(eventsPerSecond) + " events/s";
}

std::string_view loadUnit(const Scenario& s)
{
    return unitSystem(unitSystemNamed(s.units).value_or(UnitSystemId::Seed000)).rateUnit;
}

std::string loadTileText(const Scenario& s, double eventsPerSecond)
{
    return grouped(eventsPerSecond) + " " + std::string(loadUnit(s));
}

std::string latencyTileText(const Latency& l)
{
    return latencyTileMessage(l).text();
}

std::string latencyDetailText(const Scenario& s, const Latency& l)
{
    return latencyDetailMessage(s, l).text();
}

double costTileWholeBelow(const Scenario& s)
{
    return s.units == "seed004" ? 100000.0 : 10000.0;
}

std::string costTileText(Money total, double wholeBelowUsd)
{
    return costTileMessage(total, wholeBelowUsd).text();
}

std::string statusName(Status s)
{
    switch (s) {
    case Status::Ok:
        return "ok";
    case Status::Warn:
        return "warn";
    case Status::Red:
        return "red";
    case Status::Saturated:
        return "saturated";
    }
    return "ok";
}

namespace {

// Each limit's words, one row a kind of limit: its key, its name, its chart axis name and its unit.
// Short names label a chart's axis: a word or two.
struct LimitWords {
    LimitKind kind;
    const char* key;
    const char* name;
    const char* shortName;
    const char* unit;
};
constexpr LimitWords kLimitWords[] = {
    {LimitKind::Volume, "volume", MQLAB_TR("LimitName", "storage volume"), MQLAB_TR("LimitShortName", "volume"),
     "MB/s"},
    {LimitKind::EbsLink, "ebs_link", MQLAB_TR("LimitName", "EBS link"), MQLAB_TR("LimitShortName", "EBS"), "MB/s"},
    {LimitKind::Network, "network", MQLAB_TR("LimitName", "network"), MQLAB_TR("LimitShortName", "network"), "MB/s"},
    {LimitKind::Storage, "storage", MQLAB_TR("LimitName", "storage"), MQLAB_TR("LimitShortName", "disk"), "GiB"},
    {LimitKind::Partition, "partition", MQLAB_TR("LimitName", "hottest partition"),
     MQLAB_TR("LimitShortName", "partition"), "MB/s"},
    {LimitKind::DataIn, "data_in", MQLAB_TR("LimitName", "data in"), MQLAB_TR("LimitShortName", "in"), "MB/s"},
    {LimitKind::DataOut, "data_out", MQLAB_TR("LimitName", "data out"), MQLAB_TR("LimitShortName", "out"), "MB/s"},
    {LimitKind::ExpressPartition, "partition", MQLAB_TR("LimitName", "hottest partition"),
     MQLAB_TR("LimitShortName", "partition"), "MB/s"},
    //: A consumer group's limit: the events a second its tasks can process.
    {LimitKind::Consumers, "consumers", MQLAB_TR("LimitName", "processing"), MQLAB_TR("LimitShortName", "work"),
     "events/s"},
    {LimitKind::WorstCaseStorage, "volume_fill", MQLAB_TR("LimitName", "worst-case storage"),
     MQLAB_TR("LimitShortName", "disk"), "GB"},
    {LimitKind::FsyncIops, "fsync_iops", MQLAB_TR("LimitName", "fsyncs and writes"), MQLAB_TR("LimitShortName", "IOPS"),
     "IOPS"},
    {LimitKind::PartitionRate, "partition_rate", MQLAB_TR("LimitName", "rate a partition"),
     MQLAB_TR("LimitShortName", "partition"), "msg/s"},
    {LimitKind::InFlight, "in_flight", MQLAB_TR("LimitName", "messages in flight"),
     MQLAB_TR("LimitShortName", "in flight"), "messages"},
    {LimitKind::FifoThroughput, "fifo_throughput", MQLAB_TR("LimitName", "FIFO throughput"),
     MQLAB_TR("LimitShortName", "FIFO"), "msg/s"},
    {LimitKind::LocalVolumeFill, "local_volume_fill", MQLAB_TR("LimitName", "local volume fill"),
     MQLAB_TR("LimitShortName", "disk"), "GB"},
    {LimitKind::VolumeThroughput, "volume_throughput", MQLAB_TR("LimitName", "gp3 throughput"),
     MQLAB_TR("LimitShortName", "volume"), "MB/s"},
    {LimitKind::PartitionReplicas, "partition_replicas", MQLAB_TR("LimitName", "replicas a broker"),
     MQLAB_TR("LimitShortName", "replicas"), "replicas"},
    //: A region's limit: the load on its cells against the peak they were planned for.
    {LimitKind::RegionCells, "region_cells", MQLAB_TR("LimitName", "planned peak on the cells"),
     MQLAB_TR("LimitShortName", "cells"), "msg/s"},
    //: A mirror link's limit: the messages a region's loss would lose at the mirror's lag.
    {LimitKind::RpoMessages, "rpo_messages", MQLAB_TR("LimitName", "messages at risk"),
     MQLAB_TR("LimitShortName", "RPO"), "messages"},
};

const LimitWords& wordsOf(LimitKind k)
{
    for (const LimitWords& w : kLimitWords)
        if (w.kind == k)
            return w;
    return kLimitWords[0];
}

} // namespace

std::string limitKey(LimitKind k)
{
    return wordsOf(k).key;
}
std::string limitName(LimitKind k)
{
    return wordsOf(k).name;
}
Message limitNameMessage(LimitKind k)
{
    return namedWords("limit." + limitKey(k), limitName(k), "LimitName");
}
std::string limitShortName(LimitKind k)
{
    return wordsOf(k).shortName;
}
std::string limitUnit(LimitKind k)
{
    return wordsOf(k).unit;
}

// cardName, cardId and billItemName are each kind's words: engine/src/kinds/registry.cpp asks its module.

std::string durabilityTileText(const Report& r)
{
    return durabilityTileMessage(r).text();
}

std::string durabilityFigureText(const Durability& d)
{
    return durabilityFigureMessage(d).text();
}

std::string availabilityText(const Availability& a)
{
    return availabilityMessage(a).text();
}

std::string sqsText(const SqsComparison& q)
{
    return sqsMessage(q).text();
}

std::string mskText(const MskComparison& m)
{
    if (!m.known)
        return "";
    // Round 3's archive and mirror are the same bought or built, and in both totals.
    const std::string same = m.archive.cents || m.mirroring.cents
                                 ? " + Glacier IR " + usdText(m.archive) + " + mirroring " + usdText(m.mirroring)
                                 : "";
    return usdText(m.total) + "/mo (brokers " + usdText(m.brokers) + " + storage " + usdText(m.storage) + " + tier " +
           usdText(m.tier) + " + cross-zone sends " + usdText(m.producers) + same +
           "; replication between zones is free)";
}

std::string mskTileNote(const MskComparison& m)
{
    return mskTileNoteMessage(m).text();
}

std::string sqsTileNote(const SqsComparison& q)
{
    return sqsTileNoteMessage(q).text();
}

std::string firstToSaturateText(const Scenario& s, const Report& r)
{
    return firstToSaturateMessage(s, r).text();
}

namespace {

std::string signedUsd(Money m)
{
    return m.cents < 0 ? "-" + usdText(Money{-m.cents}) : usdText(m);
}

} // namespace

std::vector<LabelledLine> globalLines(const Scenario& s, const Report& r)
{
    const GlobalDetail& g = r.global;
    if (!g.known)
        return {};
    const UnitSystem& u = unitSystem(unitSystemNamed(s.units).value_or(UnitSystemId::Seed004));
    const double gbPerTB = u.bytesPerTB / u.bytesPerGB;
    std::vector<LabelledLine> out;
    double average = 0;
    for (const RegionDetail& d : r.regions)
        average += d.perDay / 86400;
    out.push_back({"Peak", grouped(g.peak) + " msg/s over " + std::to_string(s.regions.size()) + " regions (" +
                               grouped(average) + " on average)"});
    for (size_t i = 0; i < s.regions.size(); ++i) {
        const Region& region = s.regions[i];
        const RegionDetail& d = r.regions[i];
        out.push_back({region.name, grouped(region.share * 100) + "% own " + grouped(d.ownPeak) + " + " +
                                        grouped(d.mirrorIn) + " mirrored in = " + grouped(d.plannedPeak) +
                                        " msg/s planned; " + std::to_string(d.cells) + " cells (" +
                                        std::to_string(d.cellsNeeded) + " needed)"});
    }
    out.push_back({"Fleet", std::to_string(g.cells) + " cells: " + grouped(g.brokers) + " brokers, " +
                                grouped(g.controllers) + " controllers"});
    out.push_back({"Mirroring", grouped(g.mirrorMBps, 1) + " MB/s = " + grouped(g.mirrorGBPerDay / gbPerTB, 1) +
                                    " TB a day to the paired regions, " + usdText(g.mirroring) + " a month"});
    if (g.worstMirror >= 0) {
        const MirrorDetail& m = r.mirrors[static_cast<size_t>(g.worstMirror)];
        const MirrorLink& link = s.mirrorLinks[static_cast<size_t>(g.worstMirror)];
        if (m.from >= 0)
            out.push_back({"Region lost", s.regions[static_cast<size_t>(m.from)].name + ": " + grouped(m.atRisk) +
                                              " messages left behind at a " + plainNumber(link.lagS) + " s lag, " +
                                              grouped(m.atTarget) + " at the " + plainNumber(link.targetLagS) +
                                              " s target (" + grouped(m.rate) + " critical msg/s move to " +
                                              (m.to >= 0 ? s.regions[static_cast<size_t>(m.to)].name : "its pair") +
                                              ")"});
    }
    if (!r.regions.empty())
        out.push_back({"Downtime", grouped(r.regions.front().downtimeSeconds, 1) + " s a month a region at " +
                                       plainNumber(s.regions.front().availabilityPercent) + "%"});
    out.push_back({"Stored", grouped(g.storedGB / gbPerTB) + " TB: " + grouped(g.brokerGB / gbPerTB) + " on brokers (" +
                                 percentText(g.brokerFill * 100, 1) + " full, " + grouped(g.daysOfRoom, 1) +
                                 " days of room if S3 stops), " + grouped(g.s3GB / gbPerTB) + " in S3 Standard, " +
                                 grouped(g.glacierStoredGB / gbPerTB) + " in Glacier IR (" +
                                 grouped(g.glacierBilledGB / gbPerTB) + " billed)"});
    out.push_back({"Storage bill", usdText(g.storage) + " a month (every archive day on brokers, uncompressed: " +
                                       grouped(g.rawGB / gbPerTB) + " TB, " + usdText(g.rawCost) + ")"});
    out.push_back({"Cross-zone",
                   usdText(g.crossZone) + " a month (" + percentText(g.replicationShare * 100, 0) + " replication)"});
    out.push_back({"Build or buy", "build " + usdText(g.build) + " against MSK " + usdText(g.msk) + ": building " +
                                       (g.saves.cents >= 0 ? "saves " : "costs ") +
                                       usdText(Money{g.saves.cents >= 0 ? g.saves.cents : -g.saves.cents}) +
                                       " a month"});
    if (g.teamUsd > 0)
        out.push_back({"With the team",
                       usdText(Money::fromUsd(g.teamUsd)) + " a month to run it (your figure): " +
                           (g.savesWithTeam.cents >= 0 ? "building still saves " : "buying saves ") +
                           usdText(Money{g.savesWithTeam.cents >= 0 ? g.savesWithTeam.cents : -g.savesWithTeam.cents}) +
                           " a month"});
    else
        out.push_back({"With the team", "not priced: the seed gives no figure for the people who run it; set "
                                        "team_usd_month on the cells to weigh " +
                                            signedUsd(g.saves) + " a month against them"});
    return out;
}

} // namespace mqlab
