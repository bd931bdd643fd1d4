#include "mqlab/model/queue_bills.h"

#include <algorithm>
#include <cmath>

#include "mqlab/error.h"

namespace mqlab {

namespace {

// Chunks of payload a request of `batch` messages is billed as; at least one.
double chunksPerRequest(int batch, double messageBytes, double chunkBytes)
{
    return std::max(1.0, std::ceil(batch * messageBytes / chunkBytes - 1e-9));
}

const Ec2Instance& instance(const RoundsCatalog& catalog, const std::string& name, const char* what)
{
    const Ec2Instance* e = catalog.findEc2(name);
    if (!e)
        throw InputError("", what, "\"" + name + "\" is not an EC2 size of the catalogue's rounds section");
    return *e;
}

// A GB that crosses zones pays the transfer price on both sides.
double crossAzUsdPerGB(const RoundsCatalog& c)
{
    return 2.0 * c.transfer.crossAzUsdPerGBEachWay.value;
}

void addLine(Bill& bill, CostItem item, Money amount)
{
    if (amount.cents != 0)
        bill.lines.push_back({item, amount});
}

} // namespace

double sqsRequests(double messages, const SqsBatching& b, double messageBytes, double chunkBytes)
{
    const double sends = messages / b.send * chunksPerRequest(b.send, messageBytes, chunkBytes);
    const double receives = messages / b.receive * chunksPerRequest(b.receive, messageBytes, chunkBytes);
    const double deletes = messages / b.del;
    return sends + receives + deletes;
}

double idleLongPollRequests(int workers, double waitSeconds, const UnitSystem& units)
{
    return workers * units.dataSecondsPerMonth() / waitSeconds;
}

Money sqsRequestCost(double requests, double usdPerMillion)
{
    return billLine(requests / 1e6 * usdPerMillion);
}

std::string costItemKey(CostItem item)
{
    switch (item) {
    case CostItem::Brokers:
        return "brokers";
    case CostItem::Controllers:
        return "controllers";
    case CostItem::Gp3Storage:
        return "gp3_storage";
    case CostItem::Gp3Iops:
        return "gp3_iops";
    case CostItem::Gp3Throughput:
        return "gp3_throughput";
    case CostItem::NlbHours:
        return "nlb_hours";
    case CostItem::NlbCapacity:
        return "nlb_capacity";
    case CostItem::S3Standard:
        return "s3_standard";
    case CostItem::GlacierIr:
        return "glacier_ir";
    case CostItem::CrossRegion:
        return "cross_region";
    case CostItem::CrossAzReplication:
        return "cross_az_replication";
    case CostItem::CrossAzProducers:
        return "cross_az_producers";
    case CostItem::CrossAzReaders:
        return "cross_az_readers";
    case CostItem::SqsRequests:
        return "sqs_requests";
    case CostItem::SqsIdlePolls:
        return "sqs_idle_polls";
    case CostItem::MskBrokers:
        return "msk_brokers";
    case CostItem::MskStorage:
        return "msk_storage";
    case CostItem::MskTier:
        return "msk_tier";
    }
    return "unknown";
}

Money Bill::total() const
{
    Money t;
    for (const auto& l : lines)
        t += l.amount;
    return t;
}

Money Bill::of(CostItem item) const
{
    Money t;
    for (const auto& l : lines)
        if (l.item == item)
            t += l.amount;
    return t;
}

Money Bill::of(std::initializer_list<CostItem> items) const
{
    Money t;
    for (CostItem i : items)
        t += of(i);
    return t;
}

bool Bill::has(CostItem item) const
{
    return std::any_of(lines.begin(), lines.end(), [item](const CostLine& l) { return l.item == item; });
}

Money difference(const Bill& from, const Bill& to)
{
    return {to.total().cents - from.total().cents};
}

Bill selfRunFleetBill(const SelfRunFleet& f, const RoundsCatalog& c, const UnitSystem& u)
{
    Bill bill;
    if (f.brokers > 0)
        addLine(bill, CostItem::Brokers,
                u.monthlyHours(f.brokers, instance(c, f.brokerInstance, "broker instance").priceUsdPerHour.value));
    if (f.controllers > 0)
        addLine(bill, CostItem::Controllers,
                u.monthlyHours(f.controllers,
                               instance(c, f.controllerInstance, "controller instance").priceUsdPerHour.value));
    addLine(bill, CostItem::Gp3Storage, billLine(f.brokers * f.volumeGB * c.gp3.storageUsdPerGBMonth.value));
    const double extraIops = std::max(0.0, f.volumeIops - c.gp3.baselineIops.value);
    addLine(bill, CostItem::Gp3Iops, billLine(f.brokers * extraIops * c.gp3.iopsUsdPerIopsMonth.value));
    const double extraMBps = std::max(0.0, f.volumeMBps - c.gp3.baselineMBps.value);
    addLine(bill, CostItem::Gp3Throughput, billLine(f.brokers * extraMBps * c.gp3.throughputUsdPerMBpsMonth.value));
    if (f.loadBalancers > 0)
        addLine(bill, CostItem::NlbHours, u.monthlyHours(f.loadBalancers, c.nlb.hourUsd.value));
    // NLCUs: GB processed an hour over what one unit covers, billed every hour of the month.
    const double nlcu = f.nlbGBPerDay / 24.0 / c.nlb.gbPerNlcuHour.value;
    addLine(bill, CostItem::NlbCapacity, u.monthlyHours(nlcu, c.nlb.nlcuHourUsd.value));
    addLine(bill, CostItem::S3Standard, billLine(f.s3StandardGB * c.storage.standardUsdPerGBMonth.value));
    addLine(bill, CostItem::GlacierIr, billLine(f.glacierIrBilledGB * c.storage.glacierIrUsdPerGBMonth.value));
    addLine(bill, CostItem::CrossRegion, billLine(f.crossRegionGB * c.transfer.crossRegionUsdPerGB.value));
    addLine(bill, CostItem::CrossAzReplication, billLine(f.followerCopies * f.monthlyGBIn * crossAzUsdPerGB(c)));
    addLine(bill, CostItem::CrossAzProducers, billLine(f.monthlyGBIn * f.producerCrossAzShare * crossAzUsdPerGB(c)));
    addLine(bill, CostItem::CrossAzReaders, billLine(f.monthlyGBIn * f.readerCrossAzCopies * crossAzUsdPerGB(c)));
    return bill;
}

Bill mskBill(const MskCluster& m, const RoundsCatalog& c, const UnitSystem& u)
{
    Bill bill;
    addLine(bill, CostItem::MskBrokers, u.monthlyHours(m.brokers, c.msk.brokerUsdPerHour.value));
    addLine(bill, CostItem::MskStorage, billLine(m.storageGB * c.msk.storageUsdPerGBMonth.value));
    addLine(bill, CostItem::MskTier, billLine(m.tierGB * c.msk.tierUsdPerGBMonth.value));
    addLine(bill, CostItem::GlacierIr, billLine(m.glacierIrBilledGB * c.storage.glacierIrUsdPerGBMonth.value));
    addLine(bill, CostItem::CrossRegion, billLine(m.crossRegionGB * c.transfer.crossRegionUsdPerGB.value));
    addLine(bill, CostItem::CrossAzProducers, billLine(m.monthlyGBIn * m.producerCrossAzShare * crossAzUsdPerGB(c)));
    addLine(bill, CostItem::CrossAzReaders, billLine(m.monthlyGBIn * m.readerCrossAzCopies * crossAzUsdPerGB(c)));
    return bill;
}

Bill sqsBill(double messagesPerMonth, const SqsBatching& batching, double messageBytes, int idleWorkers,
             double waitSeconds, const RoundsCatalog& c, const UnitSystem& u)
{
    const double chunkBytes = c.sqs.billingChunkKiB.value * 1024.0;
    const double price = c.sqs.usdPerMillionRequests.value;
    Bill bill;
    addLine(bill, CostItem::SqsRequests,
            sqsRequestCost(sqsRequests(messagesPerMonth, batching, messageBytes, chunkBytes), price));
    addLine(bill, CostItem::SqsIdlePolls, sqsRequestCost(idleLongPollRequests(idleWorkers, waitSeconds, u), price));
    return bill;
}

} // namespace mqlab
