#include "load_unit.h"

#include <QCoreApplication>

#include "mqlab/report/format.h"

namespace mqlab::app {

const char* loadUnitEnglish(UnitSystemId id)
{
    // In the unit systems' words (engine_text_tests holds them to unitSystem(id).rateUnit).
    switch (id) {
    case UnitSystemId::Seed000:
        //: The load's unit on the first seed's stages: events a second.
        return QT_TRANSLATE_NOOP("LoadUnit", "events/s");
    case UnitSystemId::Seed004:
        //: The load's unit on the rounds: messages a second.
        return QT_TRANSLATE_NOOP("LoadUnit", "msg/s");
    }
    return nullptr;
}

QString loadUnitLabel(const Scenario& s)
{
    const char* english = loadUnitEnglish(unitSystemNamed(s.units).value_or(UnitSystemId::Seed000));
    if (!english) {
        const std::string_view unit = loadUnit(s);
        return QString::fromUtf8(unit.data(), static_cast<qsizetype>(unit.size()));
    }
    return QCoreApplication::translate("LoadUnit", english);
}

} // namespace mqlab::app
