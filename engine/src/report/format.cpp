#include "mqlab/report/format.h"

#include <cmath>
#include <cstdio>

#include "mqlab/model/fields.h"
#include "mqlab/model/scenario.h"

namespace mqlab {

std::string grouped(double value, int decimals)
{
    if (std::isnan(value))
        return "unknown";
    if (std::isinf(value))
        return value > 0 ? "no limit" : "-no limit";
    const double scale = std::pow(10.0, decimals);
    const double rounded = std::round(std::fabs(value) * scale) / scale;
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.*f", decimals, rounded);
    std::string digits = buf, frac;
    if (const auto dot = digits.find('.'); dot != std::string::npos) {
        frac = digits.substr(dot);
        digits.resize(dot);
    }
    std::string out;
    for (size_t i = 0; i < digits.size(); ++i) {
        if (i > 0 && (digits.size() - i) % 3 == 0)
            out += ',';
        out += digits[i];
    }
    return (value < 0 && rounded != 0 ? "-" : "") + out + frac;
}

std::string percentText(double percent, int decimals)
{
    return std::isnan(percent) ? "unknown" : grouped(percent, decimals) + "%";
}

std::string usdText(Money m) { return "$" + grouped(m.usd(), 2); }

std::string loadTileText(double eventsPerSecond) { return grouped(eventsPerSecond) + " events/s"; }

std::string latencyTileText(const Latency& l)
{
    if (l.floor)
        return "\u2265 " + grouped(kFixedProduceMs) + "ms";
    return grouped(l.ms) + "ms";
}

std::string latencyDetailText(const Scenario& s, const Latency& l)
{
    if (l.floor)
        return "a floor: the true figure is higher";
    if (s.producers.empty())
        return "no producer: nothing is sent";
    const Acks first = s.producers.front().acks;
    for (const Producer& p : s.producers)
        if (p.acks != first)
            return "produce, acks differ by producer";
    return "produce, acks=" + acksName(first);
}

std::string costTileText(Money total)
{
    const double usd = total.usd();
    if (std::round(usd) < 10000.0)  // $9,999.50 rounds to $10,000, which the tile writes as $10k
        return "$" + grouped(usd) + "/mo";
    return "$" + grouped(std::round(usd / 1000.0)) + "k/mo";
}

std::string statusName(Status s)
{
    switch (s) {
    case Status::Ok: return "ok";
    case Status::Warn: return "warn";
    case Status::Red: return "red";
    case Status::Saturated: return "saturated";
    }
    return "ok";
}

std::string limitKey(LimitKind k)
{
    switch (k) {
    case LimitKind::Volume: return "volume";
    case LimitKind::EbsLink: return "ebs_link";
    case LimitKind::Network: return "network";
    case LimitKind::Storage: return "storage";
    case LimitKind::Partition: return "partition";
    case LimitKind::DataIn: return "data_in";
    case LimitKind::DataOut: return "data_out";
    case LimitKind::ExpressPartition: return "partition";
    case LimitKind::Consumers: return "consumers";
    }
    return "";
}

std::string limitName(LimitKind k)
{
    switch (k) {
    case LimitKind::Volume: return "storage volume";
    case LimitKind::EbsLink: return "EBS link";
    case LimitKind::Network: return "network";
    case LimitKind::Storage: return "storage";
    case LimitKind::Partition: return "hottest partition";
    case LimitKind::DataIn: return "data in";
    case LimitKind::DataOut: return "data out";
    case LimitKind::ExpressPartition: return "hottest partition";
    case LimitKind::Consumers: return "processing";
    }
    return "";
}

std::string limitShortName(LimitKind k)
{
    switch (k) {
    case LimitKind::Volume: return "volume";
    case LimitKind::EbsLink: return "EBS";
    case LimitKind::Network: return "network";
    case LimitKind::Storage: return "disk";
    case LimitKind::Partition:
    case LimitKind::ExpressPartition: return "partition";
    case LimitKind::DataIn: return "in";
    case LimitKind::DataOut: return "out";
    case LimitKind::Consumers: return "work";
    }
    return "";
}

std::string limitUnit(LimitKind k)
{
    switch (k) {
    case LimitKind::Storage: return "GiB";
    case LimitKind::Consumers: return "events/s";
    default: return "MB/s";
    }
}

std::string billItemName(BillItem item)
{
    switch (item) {
    case BillItem::Brokers: return "brokers";
    case BillItem::LocalStorage: return "broker storage";
    case BillItem::TierStorage: return "tiered storage";
    case BillItem::ExpressStorage: return "Express storage";
    case BillItem::ExpressDataIn: return "Express data in";
    case BillItem::ConsumerTasks: return "consumer tasks";
    case BillItem::DeadLetterQueues:
        return "dead-letter queues";
    }
    return "";
}

std::string cardName(const Scenario& s, const CardReport& card)
{
    switch (card.kind) {
    case CardKind::Producer: return s.producers[card.node].name;
    case CardKind::Group: return s.groups[card.node].name;
    case CardKind::DeadLetterQueue:
        return s.deadLetterQueues[card.node].name;
    case CardKind::Cluster: {
        const Cluster& c = s.clusters[card.node];
        return c.kind == ClusterKind::Express ? c.name + " (Express)" : c.name;
    }
    }
    return "";
}

std::string cardId(const Scenario& s, const CardReport& card)
{
    switch (card.kind) {
    case CardKind::Producer: return s.producers[card.node].id;
    case CardKind::Group: return s.groups[card.node].id;
    case CardKind::Cluster: return s.clusters[card.node].id;
    case CardKind::DeadLetterQueue:
        return s.deadLetterQueues[card.node].id;
    }
    return "";
}

std::string firstToSaturateText(const Scenario& s, const Report& r)
{
    return r.firstToSaturate < 0 ? "Nothing at this load" : cardName(s, r.cards[r.firstToSaturate]);
}

}  // namespace mqlab
