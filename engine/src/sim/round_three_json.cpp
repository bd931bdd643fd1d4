#include "mqlab/sim/round_three_json.h"

#include "mqlab/sim/round_two_json.h"

namespace mqlab::sim {

nlohmann::json roundThreeDrillToJson(const R3DrillResult& r, const RoundThreeConfig& c)
{
    const auto list = [](const std::vector<R2Figure>& v) {
        nlohmann::json out = nlohmann::json::array();
        for (const R2Figure& f : v)
            out.push_back({{"key", f.key}, {"label", f.label}, {"value", f.value}, {"unit", f.unit}});
        return out;
    };
    nlohmann::json timelines = nlohmann::json::array();
    for (const R3Timeline& t : r.timelines) {
        nlohmann::json steps = nlohmann::json::array();
        for (const R3Step& s : t.steps)
            steps.push_back(
                {{"at_s", toSeconds(s.at)}, {"clock", r3ClockText(s.at)}, {"state", s.state()}, {"text", s.text()}});
        timelines.push_back({{"key", t.key}, {"title", t.title}, {"steps", steps}});
    }
    return {{"round", 3},
            {"drill", roundThreeDrillInfo(r.drill).key},
            {"seed", r.seed},
            {"config",
             {{"region", c.region},
              {"pair", c.pair},
              {"critical_rate", c.criticalRate},
              {"lag_s", c.lagSeconds},
              {"target_lag_s", c.targetLagSeconds},
              {"key_home", c.keyHome},
              {"key_pair", c.keyPair},
              {"redrive_rate", c.redriveRate},
              {"broker_tier_gb", c.brokerTierGB},
              {"broker_capacity_gb", c.brokerCapacityGB},
              {"broker_local_hours", c.brokerLocalHours}}},
            {"figures", list(r.figures)},
            {"assumed", list(r.assumed)},
            {"timelines", timelines}};
}

std::string roundThreeTimelineText(const R3Timeline& t)
{
    std::string out;
    for (const R3Step& s : t.steps) {
        const std::string state = s.state();
        out += "  " + r3ClockText(s.at) + "  " + (state.empty() ? "" : state + "  ") + s.text() + "\n";
    }
    return out;
}

std::string roundThreeFiguresText(const R3DrillResult& r)
{
    std::string out;
    for (const R2Figure& f : r.figures)
        out += "  " + f.label + ": " + r2FigureValueText(f) + "\n";
    return out;
}

std::string roundThreeAssumedText(const R3DrillResult& r)
{
    std::string out;
    for (const R2Figure& f : r.assumed)
        out += (out.empty() ? "" : "; ") + f.label + " " + r2FigureValueText(f);
    return out;
}

} // namespace mqlab::sim
