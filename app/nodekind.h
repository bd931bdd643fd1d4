// A node's kind, typed for QML (NodeKind.Producer, NodeKind.ExpressCluster, ...): the engine's
// mqlab::Kind value for value, made from the same list (mqlab/model/kind_list.h), so a new kind
// needs no edit here and QML compares enums, never strings.
#pragma once

#include <QObject>
#include <QtQml/qqmlregistration.h>

#include "mqlab/model/fields.h"
#include "mqlab/model/kind_list.h"

namespace mqlab::app {
namespace NodeKinds {
Q_NAMESPACE
QML_NAMED_ELEMENT(NodeKind)

// moc expands the list too: QML sees each name, with the engine's value by construction.
#define MQLAB_QML_KIND(name) name = static_cast<int>(mqlab::Kind::name),
enum Kind { MQLAB_KINDS(MQLAB_QML_KIND) };
#undef MQLAB_QML_KIND
Q_ENUM_NS(Kind)

inline Kind fromEngine(mqlab::Kind kind)
{
    return static_cast<Kind>(kind);
}

} // namespace NodeKinds
} // namespace mqlab::app
