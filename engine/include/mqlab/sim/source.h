// Arrivals into a station: one job at a time, gaps drawn from a distribution (exponential for a
// Poisson stream, fixed for a constant one). Each arrival schedules the next: one event a job.
#pragma once

#include <cstdint>
#include <limits>

#include "mqlab/sim/station.h"

namespace mqlab::sim {

class Source final : public Component {
  public:
    // `gap` in seconds; stops after `limit` jobs. Jobs carry ref = 0, 1, 2, ..., their creation time and no service
    // time.
    Source(Simulation& sim, Distribution gap, Station& into,
           std::uint64_t limit = std::numeric_limits<std::uint64_t>::max())
        : id_(sim.add(*this)), gap_(gap), into_(into), limit_(limit)
    {}
    void start(Simulation& sim)
    {
        if (limit_ > 0)
            sim.after(fromSeconds(gap_.sample(sim.random())), id_, 0);
    }
    std::uint64_t sent() const { return sent_; }

    void handle(Simulation& sim, const Event&) override
    {
        Job j;
        j.ref = sent_++;
        j.created = sim.now();
        into_.arrive(sim, j);
        if (sent_ < limit_)
            sim.after(fromSeconds(gap_.sample(sim.random())), id_, 0);
    }

  private:
    std::uint32_t id_;
    Distribution gap_;
    Station& into_;
    std::uint64_t limit_;
    std::uint64_t sent_ = 0;
};

} // namespace mqlab::sim
