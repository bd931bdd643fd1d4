#include "mqlab/sim/round_one_json.h"

#include "mqlab/report/format.h"

namespace mqlab::sim {
namespace {

nlohmann::json oneBased(std::int32_t i)
{
    return i < 0 ? nlohmann::json(nullptr) : nlohmann::json(i + 1);
}

nlohmann::json percentiles(const std::vector<SimTime>& v)
{
    return {{"count", v.size()},
            {"p50_ms", toMs(exactQuantile(v, 0.5))},
            {"p99_ms", toMs(exactQuantile(v, 0.99))},
            {"max_ms", toMs(exactQuantile(v, 1.0))}};
}

} // namespace

nlohmann::json r1EntryJson(const R1Entry& e)
{
    return {{"at_s", toSeconds(e.at)},   {"kind", r1KindKey(e.kind)}, {"partition", oneBased(e.partition)},
            {"broker", oneBased(e.replica)}, {"worker", oneBased(e.worker)}, {"message", e.message},
            {"count", e.count},          {"epoch", e.epoch},          {"text", r1EntryText(e)}};
}

nlohmann::json roundOneToJson(const RoundOneResult& r)
{
    nlohmann::json log = nlohmann::json::array();
    for (const R1Entry& e : r.log)
        log.push_back(r1EntryJson(e));
    nlohmann::json dup;
    for (int c = 0; c < 4; ++c)
        dup[duplicateCauseKey(static_cast<DuplicateCause>(c))] = r.leases.duplicates[c];
    const LeaseCounts& l = r.leases;
    return {{"simulated_s", toSeconds(r.simulated)},
            {"sends", r.sends},
            {"acked", r.acked},
            {"refused", r.refused},
            {"retried_sends", r.retriedSends},
            {"retries", r.retries},
            {"timed_out", r.timedOut},
            {"stored_twice", r.storedTwice},
            {"lost", r.lost},
            {"truncated_entries", r.truncated},
            {"terms", r.terms},
            {"send_to_ack_ms", percentiles(r.sendToAck)},
            {"send_to_waiting_worker_ms", percentiles(r.sendToWaitingWorker)},
            {"leases",
             {{"deliveries", l.deliveries},
              {"first_deliveries", l.firstDeliveries},
              {"receives", l.receives},
              {"empty_receives", l.emptyReceives},
              {"deleted", l.deleted},
              {"dead_lettered", l.deadLettered},
              {"extensions", l.extensions},
              {"expiries", l.expiries},
              {"leases_lost", l.leasesLost},
              {"stale_deletes_accepted", l.staleDeletesAccepted},
              {"stale_deletes_rejected", l.staleDeletesRejected},
              {"deletes_refused", l.deletesRefused},
              {"worker_crashes", l.workerCrashes},
              {"visible_at_end", r.visibleAtEnd},
              {"in_flight_at_end", r.inFlightAtEnd}}},
            {"duplicates", dup},
            {"log", log},
            {"log_dropped", r.logDropped}};
}

} // namespace mqlab::sim
