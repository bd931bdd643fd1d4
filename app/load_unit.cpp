#include "load_unit.h"

#include <QCoreApplication>

#include "mqlab/report/format.h"

namespace mqlab::app {

QString loadUnitLabel(const Scenario& s)
{
    // The unit systems' English is marked for lupdate in unit_system.cpp (MQLAB_TR "LoadUnit").
    return QCoreApplication::translate("LoadUnit", std::string(loadUnit(s)).c_str());
}

} // namespace mqlab::app
