// The load's unit in the user's language: "events/s" on the first seed's stages, "msg/s" on the
// rounds (the scenario's unit system, mqlab/model/unit_system.h).
#pragma once

#include <QString>

#include "mqlab/model/scenario.h"
#include "mqlab/model/unit_system.h"

namespace mqlab::app {

// The scenario's load unit, translated.
QString loadUnitLabel(const Scenario& s);

} // namespace mqlab::app
