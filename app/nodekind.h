// A node's kind, typed for QML (NodeKind.Producer, NodeKind.ExpressCluster, ...): the engine's
// mqlab::Kind value for value, so QML compares enums, never strings.
#pragma once

#include <QObject>
#include <QtQml/qqmlregistration.h>

#include "mqlab/model/fields.h"

namespace mqlab::app {
namespace NodeKinds {
Q_NAMESPACE
QML_NAMED_ELEMENT(NodeKind)

enum Kind {
    Producer = static_cast<int>(mqlab::Kind::Producer),
    StandardCluster = static_cast<int>(mqlab::Kind::StandardCluster),
    ExpressCluster = static_cast<int>(mqlab::Kind::ExpressCluster),
    Group = static_cast<int>(mqlab::Kind::Group),
    DeadLetterQueue = static_cast<int>(mqlab::Kind::DeadLetterQueue),
    TaskProducer = static_cast<int>(mqlab::Kind::TaskProducer), // Round 1 of the second seed from here
    LoadBalancer = static_cast<int>(mqlab::Kind::LoadBalancer),
    BrokerFleet = static_cast<int>(mqlab::Kind::BrokerFleet),
    MetadataStore = static_cast<int>(mqlab::Kind::MetadataStore),
    WorkerPool = static_cast<int>(mqlab::Kind::WorkerPool),
    SqsQueue = static_cast<int>(mqlab::Kind::SqsQueue),
};
Q_ENUM_NS(Kind)

inline Kind fromEngine(mqlab::Kind kind)
{
    return static_cast<Kind>(kind);
}

} // namespace NodeKinds
} // namespace mqlab::app
