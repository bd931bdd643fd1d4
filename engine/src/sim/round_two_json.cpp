#include "mqlab/sim/round_two_json.h"

#include "mqlab/report/format.h"
#include "mqlab/sim/round_one.h"
#include "mqlab/sim/round_one_json.h"

namespace mqlab::sim {
namespace {

nlohmann::json logJson(const std::vector<R1Entry>& log)
{
    nlohmann::json j = nlohmann::json::array();
    for (const R1Entry& e : log)
        j.push_back(r1EntryJson(e));
    return j;
}

nlohmann::json percentiles(const std::vector<SimTime>& v)
{
    return {{"count", v.size()},
            {"p50_ms", toMs(exactQuantile(v, 0.5))},
            {"p99_ms", toMs(exactQuantile(v, 0.99))},
            {"max_ms", toMs(exactQuantile(v, 1.0))}};
}

std::string n(std::uint64_t x)
{
    return grouped(static_cast<double>(x));
}

std::string percentilesText(const std::vector<SimTime>& v)
{
    if (v.empty())
        return "none";
    return "p50 " + grouped(toMs(exactQuantile(v, 0.5)), 2) + " ms, p99 " + grouped(toMs(exactQuantile(v, 0.99)), 2) +
           " ms, max " + grouped(toMs(exactQuantile(v, 1.0)), 2) + " ms (" + n(v.size()) + ")";
}

} // namespace

std::string r2FigureValueText(const R2Figure& f)
{
    // Up to two decimals, without trailing zeros: 11 ms, 1.5x, 21.58%.
    std::string v = grouped(f.value, 2);
    if (v.find('.') != std::string::npos) {
        while (v.back() == '0')
            v.pop_back();
        if (v.back() == '.')
            v.pop_back();
    }
    if (f.unit.empty())
        return v;
    if (f.unit == "x")
        return v + "\u00d7";
    if (f.unit == "%")
        return v + "%";
    return v + " " + f.unit;
}

const R2DrillInfo& roundTwoDrillInfo(R2Drill drill)
{
    for (const R2DrillInfo& d : roundTwoDrills())
        if (d.drill == drill)
            return d;
    return roundTwoDrills().front();
}

nlohmann::json roundTwoDrillToJson(const R2DrillResult& r)
{
    const auto list = [](const std::vector<R2Figure>& v) {
        nlohmann::json out = nlohmann::json::array();
        for (const R2Figure& f : v)
            out.push_back({{"key", f.key}, {"label", f.label}, {"value", f.value}, {"unit", f.unit}});
        return out;
    };
    const nlohmann::json figures = list(r.figures);
    return {{"round", 2},
            {"drill", roundTwoDrillInfo(r.drill).key},
            {"seed", r.seed},
            {"seconds", r.seconds},
            {"figures", figures},
            {"assumed", list(r.assumed)},
            {"log", logJson(r.log)},
            {"compare", logJson(r.compare)},
            {"log_dropped", r.logDropped}};
}

std::string roundTwoFiguresText(const R2DrillResult& r)
{
    std::string out;
    for (const R2Figure& f : r.figures)
        out += "  " + f.label + ": " + r2FigureValueText(f) + "\n";
    return out;
}

std::string roundTwoAssumedText(const R2DrillResult& r)
{
    std::string out;
    for (const R2Figure& f : r.assumed)
        out += (out.empty() ? "" : "; ") + f.label + " " + r2FigureValueText(f);
    return out;
}

nlohmann::json fleetToJson(const FleetResult& r, const RoundTwoConfig& c)
{
    return {{"seconds", toSeconds(r.simulated)},
            {"sends", r.sends},
            {"acked", r.acked},
            {"refused", r.refused},
            {"retried_sends", r.retriedSends},
            {"retried_messages", r.retriedMessages},
            {"lost", r.lost},
            {"batch", c.batch},
            {"send_to_ack_ms", percentiles(r.sendToAck)},
            {"send_to_reader_ms", percentiles(r.sendToReader)},
            {"broker_in_mbps", r.inBefore},
            {"broker_out_mbps", r.outBefore},
            {"broker_network_percent", (r.inBefore + r.outBefore) / c.networkMBps * 100},
            {"leaders_per_broker", r.leadersPerBrokerBefore},
            {"log", logJson(r.log)},
            {"log_dropped", r.logDropped}};
}

std::string fleetOutcomeText(const FleetResult& r, const RoundTwoConfig& c)
{
    std::string out;
    out += "Batches of " + n(static_cast<std::uint64_t>(c.batch)) + " sent " + n(r.sends) + ", answered 200 " +
           n(r.acked) + ", refused " + n(r.refused) + ", retried " + n(r.retriedSends) + ", lost " + n(r.lost) + "\n";
    out += "Send to 200: " + percentilesText(r.sendToAck) + "\n";
    out += "Send to a waiting reader: " + percentilesText(r.sendToReader) + "\n";
    out += "A broker carries " + grouped(r.inBefore, 1) + " MB/s in and " + grouped(r.outBefore, 1) +
           " MB/s out: " + grouped((r.inBefore + r.outBefore) / c.networkMBps * 100, 1) + "% of its network; " +
           grouped(r.leadersPerBrokerBefore, 1) + " leaders a broker\n";
    return out;
}

} // namespace mqlab::sim
