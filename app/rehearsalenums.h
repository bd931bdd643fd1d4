// The rehearsal's enums typed for QML, each the engine's value for value, so QML compares enums,
// never strings: a segment's time against its plan (RehearsalOverrun), the run's state
// (RehearsalState) and where a segment stands in it (SegmentState).
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

// Each fromEngine is a switch with no default: a value added to the engine and not here is a
// -Wswitch warning, and typed_enums_tests fails on it.
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

namespace RehearsalStates {
Q_NAMESPACE
QML_NAMED_ELEMENT(RehearsalState)

enum State {
    Idle = static_cast<int>(mqlab::RehearsalState::Idle),
    Running = static_cast<int>(mqlab::RehearsalState::Running),
    Paused = static_cast<int>(mqlab::RehearsalState::Paused),
    Finished = static_cast<int>(mqlab::RehearsalState::Finished),
};
Q_ENUM_NS(State)

inline State fromEngine(mqlab::RehearsalState state)
{
    switch (state) {
    case mqlab::RehearsalState::Idle: return Idle;
    case mqlab::RehearsalState::Running: return Running;
    case mqlab::RehearsalState::Paused: return Paused;
    case mqlab::RehearsalState::Finished: return Finished;
    }
    return Idle;
}

} // namespace RehearsalStates

namespace SegmentStates {
Q_NAMESPACE
QML_NAMED_ELEMENT(SegmentState)

enum State {
    Ahead = static_cast<int>(mqlab::SegmentState::Ahead),
    Current = static_cast<int>(mqlab::SegmentState::Current),
    Done = static_cast<int>(mqlab::SegmentState::Done),
    Skipped = static_cast<int>(mqlab::SegmentState::Skipped),
};
Q_ENUM_NS(State)

inline State fromEngine(mqlab::SegmentState state)
{
    switch (state) {
    case mqlab::SegmentState::Ahead: return Ahead;
    case mqlab::SegmentState::Current: return Current;
    case mqlab::SegmentState::Done: return Done;
    case mqlab::SegmentState::Skipped: return Skipped;
    }
    return Ahead;
}

} // namespace SegmentStates
} // namespace mqlab::app
