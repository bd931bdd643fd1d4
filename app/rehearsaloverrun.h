// A rehearsal segment's time against its plan, typed for QML (RehearsalOverrun.Ok, .Amber, .Red):
// the engine's mqlab::Overrun value for value, so QML compares enums, never strings.
#pragma once

#include <QObject>
#include <QtQml/qqmlregistration.h>

#include "mqlab/lesson/rehearsal.h"

namespace mqlab::app {
namespace Overruns {
Q_NAMESPACE
QML_NAMED_ELEMENT(RehearsalOverrun)

enum Overrun {
    Ok = static_cast<int>(mqlab::Overrun::Ok),
    Amber = static_cast<int>(mqlab::Overrun::Amber),
    Red = static_cast<int>(mqlab::Overrun::Red),
};
Q_ENUM_NS(Overrun)

// A switch with no default: an overrun added to the engine and not here is a -Wswitch warning, and
// typed_enums_tests fails on it.
inline Overrun fromEngine(mqlab::Overrun overrun)
{
    switch (overrun) {
    case mqlab::Overrun::Ok: return Ok;
    case mqlab::Overrun::Amber: return Amber;
    case mqlab::Overrun::Red: return Red;
    }
    return Ok;
}

} // namespace Overruns
} // namespace mqlab::app
