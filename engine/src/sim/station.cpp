#include "mqlab/sim/station.h"

namespace mqlab::sim {

void JobQueue::grow()
{
    // Unroll into a ring twice the size, oldest first.
    std::vector<Job> bigger(ring_.empty() ? 16 : ring_.size() * 2);
    for (size_t i = 0; i < size_; ++i)
        bigger[i] = ring_[(head_ + i) & mask_];
    ring_.swap(bigger);
    head_ = 0;
    mask_ = ring_.size() - 1;
}

Station::Station(Simulation& sim, int serverCount, Distribution service, JobSink* sink)
    : id_(sim.add(*this)), service_(service), sink_(sink), inService_(serverCount > 0 ? serverCount : 1)
{
    freeServers_.resize(inService_.size());
    freeAll();
}

void Station::freeAll()
{
    // Taken from the back: server 0 first, as the stack of free servers always gave them.
    for (int s = servers() - 1, k = 0; s >= 0; --s, ++k)
        freeServers_[static_cast<size_t>(k)] = s;
    freeCount_ = servers();
}

double Station::jobSeconds(SimTime now) const
{
    if (!integrals_)
        return 0;
    return (jobArea_ + static_cast<double>(now - lastChange_) * static_cast<double>(inSystem())) / 1e9;
}

double Station::busySeconds(SimTime now) const
{
    if (!integrals_)
        return 0;
    return (busyArea_ + static_cast<double>(now - lastChange_) * busy_) / 1e9;
}

void Station::refuse(Simulation& sim, const Job& job)
{
    ++dropped_;
    if (sink_)
        sink_->jobDropped(sim, *this, job);
}

void Station::handle(Simulation& sim, const Event& e)
{
    if (static_cast<std::uint32_t>(e.data >> 32) != generation_)
        return; // served before the station went down: already dropped
    const int server = static_cast<int>(e.data & 0xffffffffu);
    account(sim.now());
    const Job done = inService_[static_cast<size_t>(server)];
    --busy_;
    ++departures_;
    if (!queue_.empty()) {
        start(sim, server, queue_.front());
        queue_.dropFront();
    } else {
        freeServers_[static_cast<size_t>(freeCount_++)] = server;
    }
    if (sink_)
        sink_->jobDone(sim, *this, done);
}

void Station::setUp(Simulation& sim, bool up)
{
    if (up == up_)
        return;
    account(sim.now());
    up_ = up;
    if (up)
        return;
    ++generation_;
    std::vector<Job> lost;
    lost.reserve(static_cast<size_t>(busy_) + queue_.size());
    std::vector<bool> isFree(inService_.size(), false);
    for (int k = 0; k < freeCount_; ++k)
        isFree[static_cast<size_t>(freeServers_[static_cast<size_t>(k)])] = true;
    for (size_t s = 0; s < inService_.size(); ++s)
        if (!isFree[s])
            lost.push_back(inService_[s]);
    while (!queue_.empty())
        lost.push_back(queue_.pop());
    busy_ = 0;
    freeAll();
    dropped_ += lost.size();
    if (sink_)
        for (const Job& j : lost)
            sink_->jobDropped(sim, *this, j);
}

} // namespace mqlab::sim
