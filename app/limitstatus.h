// A limit's, a card's or a connection's status, typed for QML (LimitStatus.Ok ... LimitStatus.Saturated):
// the engine's mqlab::Status value for value, so QML compares enums, never strings.
#pragma once

#include <QObject>
#include <QtQml/qqmlregistration.h>

#include "mqlab/model/report.h"

namespace mqlab::app {
namespace LimitStatuses {
Q_NAMESPACE
QML_NAMED_ELEMENT(LimitStatus)

enum Status {
    Ok = static_cast<int>(mqlab::Status::Ok),
    Warn = static_cast<int>(mqlab::Status::Warn),
    Red = static_cast<int>(mqlab::Status::Red),
    Saturated = static_cast<int>(mqlab::Status::Saturated),
};
Q_ENUM_NS(Status)

// A switch with no default: a status added to the engine and not here is a -Wswitch warning, and
// typed_enums_tests fails on it.
inline Status fromEngine(mqlab::Status status)
{
    switch (status) {
    case mqlab::Status::Ok: return Ok;
    case mqlab::Status::Warn: return Warn;
    case mqlab::Status::Red: return Red;
    case mqlab::Status::Saturated: return Saturated;
    }
    return Ok;
}

} // namespace LimitStatuses
} // namespace mqlab::app
