#include "setting_refusal.h"

#include <cmath>

#include "mqlab/error.h"
#include "mqlab/model/fields.h"
#include "mqlab/report/format.h"
#include "mqlab/sim/config_refusals.h"

namespace mqlab::sim {

std::string settingValue(double got)
{
    return grouped(got, got == std::floor(got) ? 0 : 3);
}

Message settingRefusal(const MessageTemplate& t, SettingArgs args, std::string value, const char* unit,
                       std::vector<CountArg> counts)
{
    args.emplace_back("value", std::move(value));
    std::vector<std::pair<std::string, Message>> parts;
    if (unit)
        parts.emplace_back("unit", namedWords("field.unit", unit, "FieldUnit"));
    return message(t, std::move(args), std::move(counts), std::move(parts));
}

void refuseSetting(const char* field, const MessageTemplate& t, SettingArgs args, double got, const char* unit,
                   std::vector<CountArg> counts)
{
    throw MessageError(field, "", settingRefusal(t, std::move(args), settingValue(got), unit, std::move(counts)));
}

void needSetting(bool ok, const char* field, const MessageTemplate& t, SettingFigures figures, double got,
                 const char* unit)
{
    if (ok)
        return;
    SettingArgs args;
    for (const auto& [name, figure] : figures)
        args.emplace_back(name, plainNumber(figure));
    refuseSetting(field, t, std::move(args), got, unit);
}

void needPercentiles(const char* field, double p50Ms, double p99Ms, double hiMs)
{
    needSetting(p50Ms >= 0 && p99Ms >= p50Ms && p99Ms <= hiMs, field, configPercentiles, {{"lo", 0}, {"hi", hiMs}},
                p99Ms);
}

std::vector<MessageTemplate> sharedConfigTemplates()
{
    return {configAtMost, configAtMostUnit, configAboveUnit, configPercentiles, configElection};
}

} // namespace mqlab::sim
