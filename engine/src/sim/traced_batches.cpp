// Looking up the traced batches of a run by connection and time, for the canvas's dots: a picked dot
// becomes the traced batch nearest it, and the stepper follows that batch's life from the log.
#include <algorithm>
#include <unordered_map>

#include "mqlab/sim/kafka_run.h"

namespace mqlab::sim {
namespace {

// The entries that belong to one batch (the others carry batch 0 and name a broker or a task).
bool isBatchEntry(LogKind k)
{
    return k <= LogKind::Duplicated;
}

} // namespace

std::vector<TracedCrossing> tracedCrossings(const RunResult& run, size_t path)
{
    std::vector<TracedCrossing> out;
    if (path >= run.paths.size())
        return out;
    const PathOutcome& p = run.paths[path];
    if (p.producer < 0 && p.group < 0)
        return out;
    // The log is in time order: a crossing starts at the batch's first send (or its commit) and ends
    // at its acknowledgement (or that group's processing). Only traced batches log either end.
    const LogKind start = p.producer >= 0 ? LogKind::BatchSent : LogKind::Committed;
    const LogKind end = p.producer >= 0 ? LogKind::Acked : LogKind::Processed;
    std::unordered_map<std::uint64_t, SimTime> started;
    for (const LogEntry& e : run.log) {
        if (!isBatchEntry(e.kind))
            continue;
        if (p.producer >= 0 && e.producer != p.producer)
            continue;
        if (e.kind == start)
            started.try_emplace(e.batch, e.at);
        else if (e.kind == end && (p.group < 0 || e.group == p.group))
            if (const auto it = started.find(e.batch); it != started.end())
                out.push_back({e.batch, it->second, e.at});
    }
    std::stable_sort(out.begin(), out.end(),
                     [](const TracedCrossing& a, const TracedCrossing& b) { return a.from < b.from; });
    return out;
}

bool tracedBatchNear(const RunResult& run, size_t path, SimTime at, TracedCrossing& found)
{
    bool any = false;
    SimTime best = 0;
    for (const TracedCrossing& c : tracedCrossings(run, path)) {
        const SimTime off = at < c.from ? c.from - at : (at > c.until ? at - c.until : 0);
        if (!any || off < best) {
            any = true;
            best = off;
            found = c;
        }
    }
    return any;
}

std::vector<LogEntry> batchTimeline(const RunResult& run, std::uint64_t batch)
{
    std::vector<LogEntry> out;
    for (const LogEntry& e : run.log)
        if (isBatchEntry(e.kind) && e.batch == batch)
            out.push_back(e);
    return out; // the log's order is time order
}

} // namespace mqlab::sim
