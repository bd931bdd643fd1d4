#include "limit_names.h"

#include <QCoreApplication>

#include "mqlab/report/format.h"

namespace mqlab::app {
namespace {

struct Row {
    LimitKind kind;
    const char* name;
    const char* shortName;
};

// One row a kind of limit, in the engine's words (engine_text_tests holds them to limitName and
// limitShortName). Short names label a chart's axis: keep them to a word or two.
const Row kRows[] = {
    {LimitKind::Volume, QT_TRANSLATE_NOOP("LimitName", "storage volume"),
     QT_TRANSLATE_NOOP("LimitShortName", "volume")},
    {LimitKind::EbsLink, QT_TRANSLATE_NOOP("LimitName", "EBS link"), QT_TRANSLATE_NOOP("LimitShortName", "EBS")},
    {LimitKind::Network, QT_TRANSLATE_NOOP("LimitName", "network"), QT_TRANSLATE_NOOP("LimitShortName", "network")},
    {LimitKind::Storage, QT_TRANSLATE_NOOP("LimitName", "storage"), QT_TRANSLATE_NOOP("LimitShortName", "disk")},
    {LimitKind::Partition, QT_TRANSLATE_NOOP("LimitName", "hottest partition"),
     QT_TRANSLATE_NOOP("LimitShortName", "partition")},
    {LimitKind::DataIn, QT_TRANSLATE_NOOP("LimitName", "data in"), QT_TRANSLATE_NOOP("LimitShortName", "in")},
    {LimitKind::DataOut, QT_TRANSLATE_NOOP("LimitName", "data out"), QT_TRANSLATE_NOOP("LimitShortName", "out")},
    {LimitKind::ExpressPartition, QT_TRANSLATE_NOOP("LimitName", "hottest partition"),
     QT_TRANSLATE_NOOP("LimitShortName", "partition")},
    //: A consumer group's limit: the events a second its tasks can process.
    {LimitKind::Consumers, QT_TRANSLATE_NOOP("LimitName", "processing"), QT_TRANSLATE_NOOP("LimitShortName", "work")},
    {LimitKind::WorstCaseStorage, QT_TRANSLATE_NOOP("LimitName", "worst-case storage"),
     QT_TRANSLATE_NOOP("LimitShortName", "disk")},
    {LimitKind::FsyncIops, QT_TRANSLATE_NOOP("LimitName", "fsyncs and writes"),
     QT_TRANSLATE_NOOP("LimitShortName", "IOPS")},
    {LimitKind::PartitionRate, QT_TRANSLATE_NOOP("LimitName", "rate a partition"),
     QT_TRANSLATE_NOOP("LimitShortName", "partition")},
    {LimitKind::InFlight, QT_TRANSLATE_NOOP("LimitName", "messages in flight"),
     QT_TRANSLATE_NOOP("LimitShortName", "in flight")},
    {LimitKind::FifoThroughput, QT_TRANSLATE_NOOP("LimitName", "FIFO throughput"),
     QT_TRANSLATE_NOOP("LimitShortName", "FIFO")},
    {LimitKind::LocalVolumeFill, QT_TRANSLATE_NOOP("LimitName", "local volume fill"),
     QT_TRANSLATE_NOOP("LimitShortName", "disk")},
    {LimitKind::VolumeThroughput, QT_TRANSLATE_NOOP("LimitName", "gp3 throughput"),
     QT_TRANSLATE_NOOP("LimitShortName", "volume")},
    {LimitKind::PartitionReplicas, QT_TRANSLATE_NOOP("LimitName", "replicas a broker"),
     QT_TRANSLATE_NOOP("LimitShortName", "replicas")},
    //: A region's limit: the load on its cells against the peak they were planned for.
    {LimitKind::RegionCells, QT_TRANSLATE_NOOP("LimitName", "planned peak on the cells"),
     QT_TRANSLATE_NOOP("LimitShortName", "cells")},
    //: A mirror link's limit: the messages a region's loss would lose at the mirror's lag.
    {LimitKind::RpoMessages, QT_TRANSLATE_NOOP("LimitName", "messages at risk"),
     QT_TRANSLATE_NOOP("LimitShortName", "RPO")},
};

const Row* rowOf(LimitKind kind)
{
    for (const Row& r : kRows)
        if (r.kind == kind)
            return &r;
    return nullptr;
}

} // namespace

const char* limitNameEnglish(LimitKind kind)
{
    const Row* r = rowOf(kind);
    return r ? r->name : nullptr;
}

const char* limitShortNameEnglish(LimitKind kind)
{
    const Row* r = rowOf(kind);
    return r ? r->shortName : nullptr;
}

QString limitLabel(LimitKind kind)
{
    const char* english = limitNameEnglish(kind);
    return english ? QCoreApplication::translate(kLimitNameContext, english) : QString::fromStdString(limitName(kind));
}

QString limitShortLabel(LimitKind kind)
{
    const char* english = limitShortNameEnglish(kind);
    return english ? QCoreApplication::translate(kLimitShortNameContext, english)
                   : QString::fromStdString(limitShortName(kind));
}

} // namespace mqlab::app
