// The core of a run: a clock, the scheduler, the seeded random numbers and the components that
// handle events. A model (a queue, a Kafka cluster, later leases, Raft groups and mirrors) is a set
// of components; each handles its own event kinds and schedules events for itself or others.
#pragma once

#include <cstdint>
#include <vector>

#include "mqlab/sim/random.h"
#include "mqlab/sim/scheduler.h"
#include "mqlab/sim/time.h"

namespace mqlab::sim {

class Simulation;

class Component {
  public:
    virtual ~Component() = default;
    virtual void handle(Simulation& sim, const Event& event) = 0;
};

class Simulation {
  public:
    explicit Simulation(std::uint64_t seed, Sampling sampling = Sampling::Random) : random_(seed, sampling) {}
    Simulation(const Simulation&) = delete;
    Simulation& operator=(const Simulation&) = delete;

    SimTime now() const { return now_; }
    Random& random() { return random_; }
    Scheduler& scheduler() { return scheduler_; }
    std::uint64_t eventsHandled() const { return handled_; }

    // Registers a component (not owned; it must outlive the run) and returns its target id.
    std::uint32_t add(Component& c)
    {
        components_.push_back(&c);
        return static_cast<std::uint32_t>(components_.size() - 1);
    }

    void at(SimTime when, std::uint32_t target, std::uint32_t kind, std::uint64_t data = 0)
    {
        scheduler_.push(when < now_ ? now_ : when, target, kind, data);
    }
    void after(SimTime delay, std::uint32_t target, std::uint32_t kind, std::uint64_t data = 0)
    {
        scheduler_.push(now_ + (delay > 0 ? delay : 0), target, kind, data);
    }

    // Handles every event due at or before `end`, then sets the clock to `end`.
    void runUntil(SimTime end)
    {
        Event e;
        while (!stopped_ && scheduler_.popNotAfter(end, e))
            dispatch(e);
        if (!stopped_ && end > now_)
            now_ = end;
    }
    // Handles the next event; false when none is left.
    bool step()
    {
        if (scheduler_.empty())
            return false;
        dispatch(scheduler_.pop());
        return true;
    }
    void stop() { stopped_ = true; } // from a handler: runUntil returns after this event
    bool stopped() const { return stopped_; }

  private:
    void dispatch(const Event& e)
    {
        now_ = e.at;
        ++handled_;
        components_[e.target]->handle(*this, e);
    }

    SimTime now_ = 0;
    std::uint64_t handled_ = 0;
    bool stopped_ = false;
    Random random_;
    Scheduler scheduler_;
    std::vector<Component*> components_;
};

} // namespace mqlab::sim
