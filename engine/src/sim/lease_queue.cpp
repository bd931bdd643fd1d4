#include "mqlab/sim/lease_queue.h"

#include <utility>

namespace mqlab::sim {
namespace {

std::uint64_t pack(std::uint32_t index, std::uint32_t gen)
{
    return std::uint64_t{index} << 32 | gen;
}

} // namespace

LeaseQueue::LeaseQueue(Simulation& sim, int partitions, const LeaseSettings& settings, R1Recorder& log, Hook hook,
                       std::function<bool(int)> deliverable)
    : s_(settings), log_(log), hook_(std::move(hook)), deliverable_(std::move(deliverable)), id_(sim.add(*this)),
      visible_(static_cast<size_t>(partitions)), workers_(static_cast<size_t>(settings.workers))
{}

void LeaseQueue::start(Simulation& sim)
{
    for (size_t w = 0; w < workers_.size(); ++w)
        poll(sim, static_cast<int>(w));
}

void LeaseQueue::poll(Simulation& sim, int worker)
{
    Worker& w = workers_[static_cast<size_t>(worker)];
    if (!w.alive)
        return;
    ++counts_.receives;
    w.polling = true;
    ++w.pollGen;
    w.polledAt = sim.now();
    if (takeFor(sim, worker, false))
        return;
    waiting_.emplace_back(worker, w.pollGen);
    sim.after(s_.wait, id_, PollTimeout, pack(static_cast<std::uint32_t>(worker), w.pollGen));
}

bool LeaseQueue::takeFor(Simulation& sim, int worker, bool held)
{
    Worker& w = workers_[static_cast<size_t>(worker)];
    // A held poll answers after the leader wakes it; the lease starts with the answer.
    const SimTime answerAt = sim.now() + (held ? fromSeconds(s_.wakeUp.sample(sim.random())) : 0);
    const int partitions = static_cast<int>(visible_.size());
    int emptyInARow = 0;
    while (static_cast<int>(w.answer.size()) < s_.batch && emptyInARow < partitions) {
        const int p = nextPartition_;
        nextPartition_ = (nextPartition_ + 1) % partitions;
        auto& q = visible_[static_cast<size_t>(p)];
        while (!q.empty() && (messages_[q.front().first].state != State::Visible ||
                              messages_[q.front().first].visibleGen != q.front().second))
            q.pop_front(); // an older place of a message that has moved on
        if (q.empty() || !deliverable_(p)) {
            ++emptyInARow;
            continue;
        }
        emptyInARow = 0;
        const std::uint32_t mi = q.front().first;
        q.pop_front();
        Message& m = messages_[mi];
        if (m.receiveCount + 1 > s_.maxReceive) {
            // This receive would pass maxReceiveCount: the message goes to the DLQ instead.
            m.state = State::Dead;
            ++m.leaseGen;
            ++counts_.deadLettered;
            log_.add({sim.now(), R1Kind::DeadLettered, m.partition, -1, worker, m.send,
                      static_cast<std::uint64_t>(m.receiveCount), m.epoch});
            continue;
        }
        m.state = State::InFlight;
        ++m.receiveCount;
        m.epoch = ++epochs_;
        m.deadline = answerAt + s_.visibility;
        ++m.leaseGen;
        sim.at(m.deadline, id_, Expiry, pack(mi, m.leaseGen));
        log_.path({answerAt, R1Kind::Received, m.partition, -1, worker, m.send,
                   static_cast<std::uint64_t>(m.receiveCount), m.epoch});
        if (held)
            log_.path({answerAt, R1Kind::PollReturned, m.partition, -1, worker, m.send,
                       static_cast<std::uint64_t>(m.receiveCount), m.epoch});
        w.answer.push_back(mi);
    }
    if (w.answer.empty())
        return false;
    w.polling = false;
    w.answerHeld = held;
    sim.at(answerAt + fromSeconds(s_.answer.sample(sim.random())), id_, InHands, static_cast<std::uint64_t>(worker));
    return true;
}

void LeaseQueue::serveWaiting(Simulation& sim)
{
    while (!waiting_.empty()) {
        const auto [worker, gen] = waiting_.front();
        const Worker& w = workers_[static_cast<size_t>(worker)];
        if (!w.alive || !w.polling || w.pollGen != gen) {
            waiting_.pop_front();
            continue;
        }
        if (!takeFor(sim, worker, true))
            return;
        waiting_.pop_front();
    }
}

void LeaseQueue::wake(Simulation& sim)
{
    serveWaiting(sim);
}

void LeaseQueue::makeVisible(Simulation& sim, std::uint32_t mi, Back why)
{
    Message& m = messages_[mi];
    m.state = State::Visible;
    m.back = why;
    ++m.leaseGen;
    ++m.visibleGen;
    visible_[static_cast<size_t>(m.partition)].emplace_back(mi, m.visibleGen);
    serveWaiting(sim);
}

void LeaseQueue::add(Simulation& sim, int partition, std::uint64_t send, bool firstCopy, SimTime sentAt)
{
    Message m;
    m.send = send;
    m.sentAt = sentAt;
    m.committedAt = sim.now();
    m.partition = partition;
    m.firstCopy = firstCopy;
    messages_.push_back(m);
    if (sendDelivered_.size() <= send)
        sendDelivered_.resize(send + 1, 0);
    makeVisible(sim, static_cast<std::uint32_t>(messages_.size() - 1), Back::Never);
}

void LeaseQueue::expireIfDue(Simulation& sim, std::uint32_t mi)
{
    Message& m = messages_[mi];
    if (m.state != State::InFlight || sim.now() < m.deadline)
        return;
    // At now == deadline the lease has expired, whether or not its expiry event has run yet.
    ++counts_.expiries;
    log_.path({sim.now(), R1Kind::Expired, m.partition, -1, -1, m.send, static_cast<std::uint64_t>(m.receiveCount),
               m.epoch});
    makeVisible(sim, mi, Back::Expired);
}

void LeaseQueue::leaderLost(Simulation&, int)
{
    // Nothing to do at once: the partition serves no receive and no delete until a leader is elected.
}

void LeaseQueue::leaderElected(Simulation& sim, int partition)
{
    // R1: the old leader's memory held the leases and the receive counts; the new one knows none.
    std::uint64_t lost = 0;
    std::vector<std::uint32_t> back;
    for (std::uint32_t i = 0; i < messages_.size(); ++i) {
        Message& m = messages_[i];
        if (m.partition != partition || (m.state != State::Visible && m.state != State::InFlight))
            continue;
        m.receiveCount = 0;
        if (m.state == State::InFlight) {
            ++lost;
            back.push_back(i);
        }
    }
    counts_.leasesLost += lost;
    log_.add({sim.now(), R1Kind::LeasesLost, partition, -1, -1, 0, lost, 0});
    for (std::uint32_t i : back)
        makeVisible(sim, i, Back::LeaderChanged);
    serveWaiting(sim);
}

void LeaseQueue::crashWorker(Simulation& sim, int worker)
{
    Worker& w = workers_[static_cast<size_t>(worker)];
    if (!w.alive)
        return;
    w.alive = false;
    w.polling = false;
    ++counts_.workerCrashes;
    log_.add({sim.now(), R1Kind::WorkerCrashed, -1, -1, worker, 0, 0, 0});
}

void LeaseQueue::release(Simulation& sim, int worker)
{
    Worker& w = workers_[static_cast<size_t>(worker)];
    if (--w.holding == 0 && w.alive)
        poll(sim, worker);
}

void LeaseQueue::handle(Simulation& sim, const Event& event)
{
    const auto index = static_cast<std::uint32_t>(event.data >> 32);
    const auto gen = static_cast<std::uint32_t>(event.data);
    switch (event.kind) {
    case PollTimeout: {
        Worker& w = workers_[index];
        if (!w.alive || !w.polling || w.pollGen != gen)
            return;
        // The wait is over with nothing visible: an empty answer, and the worker asks again.
        ++counts_.emptyReceives;
        w.polling = false;
        poll(sim, static_cast<int>(index));
        return;
    }
    case InHands: {
        const int worker = static_cast<int>(event.data);
        Worker& w = workers_[static_cast<size_t>(worker)];
        std::vector<std::uint32_t> taken;
        taken.swap(w.answer);
        if (!w.alive)
            return;
        for (std::uint32_t mi : taken) {
            Message& m = messages_[mi];
            ++counts_.deliveries;
            if (sendDelivered_[m.send]) {
                // Delivered before: say why, so that a test can ask that every repeat has a reason.
                DuplicateCause cause = DuplicateCause::Unexplained;
                if (m.back == Back::Expired)
                    cause = DuplicateCause::LeaseExpired;
                else if (m.back == Back::LeaderChanged)
                    cause = DuplicateCause::LeaderChanged;
                else if (m.back == Back::Never && !m.firstCopy)
                    cause = DuplicateCause::SendRetried;
                ++counts_.duplicates[static_cast<int>(cause)];
                log_.add({sim.now(), R1Kind::Duplicate, m.partition, -1, worker, m.send,
                          static_cast<std::uint64_t>(cause), m.epoch});
            } else {
                sendDelivered_[m.send] = 1;
                ++counts_.firstDeliveries;
                if (w.answerHeld && w.polledAt <= m.committedAt)
                    toWaiting_.push_back(sim.now() - m.sentAt);
            }
            log_.path({sim.now(), R1Kind::InWorker, m.partition, -1, worker, m.send,
                       static_cast<std::uint64_t>(m.receiveCount), m.epoch});
            Work work{worker, mi, m.epoch, hook_({worker, m.send, m.receiveCount, sim.now()}), false};
            work_.push_back(work);
            const auto wi = static_cast<std::uint32_t>(work_.size() - 1);
            ++w.holding;
            sim.after(work.plan.processing, id_, Done, pack(wi, 0));
            if (work.plan.extend && s_.extension > 0)
                sim.after(s_.extension, id_, Extend, pack(wi, 0));
        }
        return;
    }
    case Expiry: {
        Message& m = messages_[index];
        if (m.state != State::InFlight || m.leaseGen != gen)
            return; // deleted, extended or already visible: this timer is void
        expireIfDue(sim, index);
        return;
    }
    case Extend: {
        Work& work = work_[index];
        if (work.over || !workers_[static_cast<size_t>(work.worker)].alive)
            return;
        expireIfDue(sim, work.message);
        Message& m = messages_[work.message];
        // Only the worker's own lease, still running, can be extended (in both rounds): once it has
        // expired the message may be someone else's.
        if (m.state == State::InFlight && m.epoch == work.epoch && deliverable_(m.partition)) {
            m.deadline = sim.now() + s_.visibility;
            ++m.leaseGen;
            sim.at(m.deadline, id_, Expiry, pack(work.message, m.leaseGen));
            ++counts_.extensions;
            log_.path({sim.now(), R1Kind::Extended, m.partition, -1, work.worker, m.send,
                       static_cast<std::uint64_t>(m.receiveCount), work.epoch});
        }
        sim.after(s_.extension, id_, Extend, pack(index, 0));
        return;
    }
    case Done: {
        Work& work = work_[index];
        if (work.over || !workers_[static_cast<size_t>(work.worker)].alive)
            return;
        work.over = true;
        Message& m = messages_[work.message];
        switch (work.plan.end) {
        case Handling::End::Delete:
            if (!deliverable_(m.partition)) {
                ++counts_.deletesRefused; // its ack record cannot commit: the message stays
                log_.add({sim.now(), R1Kind::DeleteRefused, m.partition, -1, work.worker, m.send, 0, work.epoch});
                break;
            }
            expireIfDue(sim, work.message);
            if (m.state == State::Deleted || m.state == State::Dead)
                break; // already gone: nothing to remove
            if (m.state != State::InFlight || m.epoch != work.epoch) {
                if (s_.fenced) {
                    ++counts_.staleDeletesRejected;
                    log_.add({sim.now(), R1Kind::StaleDeleteRejected, m.partition, -1, work.worker, m.send,
                              static_cast<std::uint64_t>(m.receiveCount), work.epoch});
                    break;
                }
                ++counts_.staleDeletesAccepted;
                log_.add({sim.now(), R1Kind::StaleDeleteAccepted, m.partition, -1, work.worker, m.send,
                          static_cast<std::uint64_t>(m.receiveCount), work.epoch});
            }
            m.state = State::Deleted;
            ++m.leaseGen;
            ++counts_.deleted;
            log_.path({sim.now(), R1Kind::Deleted, m.partition, -1, work.worker, m.send,
                       static_cast<std::uint64_t>(m.receiveCount), work.epoch});
            break;
        case Handling::End::GiveUp:
            break; // no delete: the lease runs out and the message comes back
        case Handling::End::Crash:
            crashWorker(sim, work.worker);
            return;
        }
        release(sim, work.worker);
        return;
    }
    }
}

std::uint64_t LeaseQueue::visibleNow() const
{
    std::uint64_t n = 0;
    for (const Message& m : messages_)
        n += m.state == State::Visible;
    return n;
}

std::uint64_t LeaseQueue::inFlightNow() const
{
    std::uint64_t n = 0;
    for (const Message& m : messages_)
        n += m.state == State::InFlight;
    return n;
}

} // namespace mqlab::sim
