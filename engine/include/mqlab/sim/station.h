// A FIFO queue in front of c identical servers (an M/M/c, M/D/c or G/G/c station by what arrives and
// how service is drawn). Jobs are plain values kept in a ring buffer; a completion is one event.
#pragma once

#include <cstdint>
#include <vector>

#include "mqlab/sim/random.h"
#include "mqlab/sim/simulation.h"

namespace mqlab::sim {

// A unit of work at a station. `service` < 0 means "draw from the station's distribution when
// service starts"; otherwise it is the service time in ns at full speed. `tag` and `ref` are the
// owner's (a batch slot, a message id, a path).
struct Job {
    std::uint64_t ref = 0;
    std::uint32_t tag = 0;
    std::uint32_t count = 1; // messages the job carries (1 for a single message)
    SimTime created = 0;     // when the owner's message entered the system (kept across stations)
    SimTime arrived = 0;     // set by the station
    SimTime started = 0;     // set by the station
    SimTime service = -1;
};

class Station;

// Told when a job leaves a station, served or dropped because the station went down.
class JobSink {
  public:
    virtual ~JobSink() = default;
    virtual void jobDone(Simulation& sim, Station& from, const Job& job) = 0;
    virtual void jobDropped(Simulation&, Station&, const Job&) {}
};

// A FIFO ring buffer of jobs; grows by doubling, never shrinks. Inline: a job or two an event.
class JobQueue {
  public:
    bool empty() const { return size_ == 0; }
    size_t size() const { return size_; }
    void push(const Job& j)
    {
        if (size_ == ring_.size())
            grow();
        ring_[(head_ + size_) & mask_] = j;
        ++size_;
    }
    Job& back() { return ring_[(head_ + size_ - 1) & mask_]; }
    Job pop()
    {
        const Job j = ring_[head_];
        dropFront();
        return j;
    }
    const Job& front() const { return ring_[head_]; }
    void dropFront()
    {
        head_ = (head_ + 1) & mask_;
        --size_;
    }
    void clear() { head_ = size_ = 0; }

  private:
    void grow();
    std::vector<Job> ring_;
    size_t head_ = 0, size_ = 0, mask_ = 0; // mask_: ring_.size() - 1 (a power of two)
};

class Station final : public Component {
  public:
    // servers >= 1; `service` in seconds, used for jobs that carry no service time of their own.
    Station(Simulation& sim, int servers, Distribution service = Distribution::fixed(0), JobSink* sink = nullptr);

    void setSink(JobSink* sink) { sink_ = sink; }
    std::uint32_t id() const { return id_; }
    int servers() const { return static_cast<int>(inService_.size()); }

    // Inline, with start() and account(): every model sends a job or more an event through here.
    void arrive(Simulation& sim, const Job& job)
    {
        ++arrivals_;
        if (!up_) {
            Job refused = job;
            refused.arrived = sim.now();
            refuse(sim, refused);
            return;
        }
        account(sim.now());
        if (freeCount_ > 0) {
            const int s = freeServers_[static_cast<size_t>(--freeCount_)];
            start(sim, s, job).arrived = sim.now();
        } else {
            queue_.push(job);
            queue_.back().arrived = sim.now();
        }
    }
    // Down: every job queued or in service is dropped (told to the sink) and arrivals are refused
    // (dropped at once) until the station is up again.
    void setUp(Simulation& sim, bool up);
    bool up() const { return up_; }
    // Service runs at this fraction of full speed for jobs that start from now on (a slow disk), > 0.
    void setSpeed(double speed) { speed_ = speed; }

    // Counters since the start of the run.
    std::uint64_t arrivals() const { return arrivals_; }
    std::uint64_t departures() const { return departures_; }
    std::uint64_t dropped() const { return dropped_; }
    size_t waiting() const { return queue_.size(); }
    int busy() const { return busy_; }
    size_t inSystem() const { return queue_.size() + static_cast<size_t>(busy_); }
    // Time integrals up to `now`: jobs in the system (mean in system = this / elapsed) and busy servers.
    double jobSeconds(SimTime now) const;
    double busySeconds(SimTime now) const;
    // Off: the two integrals above are not kept (they stay 0), for a model that never reads them (a
    // Kafka run: two multiply-adds a job at every station). Set before the first job arrives.
    void keepTimeIntegrals(bool keep) { integrals_ = keep; }

    void handle(Simulation& sim, const Event& event) override;

  private:
    void account(SimTime now)
    {
        if (!integrals_)
            return;
        const auto dt = static_cast<double>(now - lastChange_);
        jobArea_ += dt * static_cast<double>(static_cast<std::int64_t>(inSystem())); // signed: one instruction
        busyArea_ += dt * busy_;
        lastChange_ = now;
    }
    // Copies the job into the server's slot and schedules its completion; returns the slot.
    Job& start(Simulation& sim, int server, const Job& job)
    {
        Job& j = inService_[static_cast<size_t>(server)];
        j = job;
        j.started = sim.now();
        SimTime t = job.service >= 0 ? job.service : fromSeconds(service_.sample(sim.random()));
        if (speed_ != 1.0)
            t = static_cast<SimTime>(static_cast<double>(t) / speed_);
        j.service = t;
        ++busy_;
        sim.after(t, id_, 0, static_cast<std::uint64_t>(generation_) << 32 | static_cast<std::uint32_t>(server));
        return j;
    }
    void refuse(Simulation& sim, const Job& job); // down: dropped at once
    void freeAll();                               // every server idle

    std::uint32_t id_;
    Distribution service_;
    JobSink* sink_;
    std::vector<Job> inService_;
    std::vector<int> freeServers_; // [0, freeCount_) are the idle servers, the next taken last
    int freeCount_ = 0;
    JobQueue queue_;
    std::uint32_t generation_ = 0;
    bool up_ = true;
    bool integrals_ = true;
    double speed_ = 1.0;
    int busy_ = 0;
    std::uint64_t arrivals_ = 0, departures_ = 0, dropped_ = 0;
    SimTime lastChange_ = 0;
    double jobArea_ = 0, busyArea_ = 0; // ns x jobs, ns x servers
};

} // namespace mqlab::sim
