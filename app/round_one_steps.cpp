#include "round_one_steps.h"

#include "engine_text.h"

#include <map>
#include <set>

#include "mqlab/report/format.h"
#include "mqlab/sim/round_one_json.h"

namespace mqlab::app {

namespace {

using sim::R1Entry;
using sim::R1Kind;

QString q(const std::string& s)
{
    return QString::fromStdString(s);
}


QString secondsText(sim::SimTime at)
{
    return QObject::tr("%1 s").arg(q(grouped(sim::toSeconds(at), 3)));
}

bool isLease(R1Kind k)
{
    return k == R1Kind::Received || k == R1Kind::Extended || k == R1Kind::Expired || k == R1Kind::Deleted ||
           k == R1Kind::DeadLettered || k == R1Kind::WorkerCrashed;
}

// A lease drill (one message, two workers, whole seconds) with the design's lease settings.
sim::RoundOneResult leaseDrill(sim::Drill drill, const sim::RoundOneConfig& design, bool keepHandling)
{
    sim::DrillRun d = sim::drillSetup(drill, RoundOneRun::kSeed);
    const int workers = d.config.workers;
    d.config.visibilitySeconds = design.visibilitySeconds;
    d.config.extensionSeconds = design.extensionSeconds;
    d.config.maxReceive = design.maxReceive;
    d.config.waitSeconds = design.waitSeconds;
    d.config.batch = design.batch;
    d.config.processingP50Seconds = design.processingP50Seconds;
    d.config.processingP99Seconds = design.processingP99Seconds;
    d.config.processingMaxSeconds = design.processingMaxSeconds;
    d.config.workers = workers;
    if (!keepHandling)
        d.options.handling = {}; // the worker works its processing time, extends and deletes
    // Long enough for every delivery the lease allows and the move to the DLQ after the last.
    d.options.seconds =
        std::min(600.0, std::max(d.options.seconds, design.visibilitySeconds * (design.maxReceive + 1) + 30));
    return sim::simulateRoundOne(d.config, d.options);
}

std::vector<R1Step> leaseSteps(const sim::RoundOneResult& r)
{
    std::vector<R1Step> steps;
    for (const R1Entry& e : r.log)
        if (isLease(e.kind))
            steps.push_back({sim::toSeconds(e.at), secondsText(e.at), entryWords(e)});
    return steps;
}

} // namespace

QString entryWords(const sim::R1Entry& e)
{
    return engineText(sim::r1EventMessage(e)); // the steppers show a time of their own beside it
}

std::vector<R1Step> RoundOneSteps::lifeSteps(const sim::RoundOneConfig& design, R1Branches::Branch branch)
{
    // One send's path at the P99s: the design's fleet at 50 msg/s (a send every 20 ms, each in a window
    // of its own) with every worker already waiting, as the engine's fixed-mode check runs it.
    sim::RoundOneConfig path = design;
    path.rate = 50;
    sim::RoundOneOptions o;
    o.sampling = sim::Sampling::FixedP99;
    o.seconds = 1;
    o.traceEvery = 1;
    const sim::RoundOneResult sent = sim::simulateRoundOne(path, o);
    std::vector<R1Step> steps;
    sim::SimTime sentAt = -1;
    for (const R1Entry& e : sent.log) {
        if (e.message != 0 || e.kind > R1Kind::InWorker)
            continue;
        if (e.kind == R1Kind::Sent)
            sentAt = e.at;
        if (sentAt < 0)
            continue;
        steps.push_back({sim::toSeconds(e.at - sentAt),
                         QObject::tr("+%1 ms").arg(q(grouped(sim::toMs(e.at - sentAt), 1))), entryWords(e)});
        if (e.kind == R1Kind::InWorker)
            break;
    }
    // Its lease, from the lease drills: processed and deleted, or failed at every receive.
    const bool deleted = branch != R1Branches::Expired;
    const sim::RoundOneResult lease =
        leaseDrill(deleted ? sim::Drill::WorkerCrash : sim::Drill::Poison, design, !deleted);
    for (R1Step s : leaseSteps(lease)) {
        s.time = QObject::tr("%1 after the first receive").arg(s.time);
        steps.push_back(s);
    }
    return steps;
}

std::vector<R1Step> RoundOneSteps::crashSteps(const sim::RoundOneConfig& design)
{
    return leaseSteps(leaseDrill(sim::Drill::WorkerCrash, design, true));
}

std::vector<R1Step> RoundOneSteps::raftSteps(R1Branches::Branch branch)
{
    sim::DrillRun d;
    if (branch == R1Branches::FollowerDown) {
        // The slow-follower drill's fleet (two partitions led by brokers 1 and 2, broker 3 only
        // follows) with broker 3 down at 3 s instead of slow.
        d = sim::drillSetup(sim::Drill::SlowFollower, RoundOneRun::kSeed);
        d.options.failures = {{sim::R1Failure::What::BrokerDown, 2, 3 * sim::kSecond, sim::kNever, 0}};
        d.options.seconds = 6;
    } else {
        d = sim::drillSetup(branch == R1Branches::LeaderCut ? sim::Drill::LeaderCut : sim::Drill::LeaderLoss,
                            RoundOneRun::kSeed);
    }
    const sim::RoundOneResult r = sim::simulateRoundOne(d.config, d.options);
    const sim::SimTime failAt = d.options.failures.front().from;
    // The messages whose path is shown: the first one, and the first sent after the failure that commits.
    std::set<std::uint64_t> committed;
    for (const R1Entry& e : r.log)
        if (e.kind == R1Kind::Committed)
            committed.insert(e.message);
    const std::uint64_t first = r.log.empty() ? 0 : r.log.front().message;
    std::uint64_t after = first;
    for (const R1Entry& e : r.log)
        if (e.kind == R1Kind::Sent && e.at >= failAt && committed.count(e.message)) {
            after = e.message;
            break;
        }
    std::vector<R1Step> steps;
    std::map<R1Kind, int> seen;
    std::map<int, sim::SimTime> leaderLostAt; // partition -> when it lost its leader
    std::set<std::uint64_t> done;             // messages whose path reached its commit
    for (const R1Entry& e : r.log) {
        QString text = entryWords(e);
        if (e.kind <= R1Kind::Committed) {
            if ((e.message != first && e.message != after) || done.count(e.message))
                continue;
            if (e.kind == R1Kind::Committed)
                done.insert(e.message);
        } else if (e.kind < R1Kind::Refused) {
            continue; // the lease: no workers in these drills
        } else if (e.kind == R1Kind::Refused || e.kind == R1Kind::TimedOut || e.kind == R1Kind::StoredTwice ||
                   e.kind == R1Kind::Duplicate) {
            if (++seen[e.kind] > 2)
                continue;
        } else if (e.kind == R1Kind::LeaderLost) {
            leaderLostAt[e.partition] = e.at;
        } else if (e.kind == R1Kind::LeaderElected && leaderLostAt.count(e.partition)) {
            text += QObject::tr(" (sends refused for %1)").arg(secondsText(e.at - leaderLostAt[e.partition]));
        } else if (e.kind == R1Kind::LeasesLost) {
            continue; // no workers, so nothing in flight
        }
        steps.push_back({sim::toSeconds(e.at), secondsText(e.at), text});
    }
    // The outcome: the engine's first lines (sends, 200s, refused, lost; send to 200).
    const std::vector<Message> outcome = sim::roundOneOutcomeMessages(r);
    steps.push_back({sim::toSeconds(r.simulated), secondsText(r.simulated),
                     QObject::tr("End of the run. %1. %2.").arg(engineText(outcome.at(0)), engineText(outcome.at(1)))});
    return steps;
}

RoundOneSteps::RoundOneSteps(QObject* parent) : QObject(parent) {}

void RoundOneSteps::setWorkbench(Workbench* w)
{
    if (workbench_ == w)
        return;
    workbench_ = w;
    emit workbenchChanged();
}

QStringList RoundOneSteps::times() const
{
    QStringList out;
    for (const R1Step& s : steps_)
        out << s.time;
    return out;
}

QStringList RoundOneSteps::texts() const
{
    QStringList out;
    for (const R1Step& s : steps_)
        out << s.text;
    return out;
}

void RoundOneSteps::show(R1Scenes::Scene scene, R1Branches::Branch branch)
{
    if (scene == R1Scenes::MessageLife && branch != R1Branches::Deleted && branch != R1Branches::Expired)
        branch = R1Branches::Deleted;
    if (scene == R1Scenes::Raft && branch != R1Branches::FollowerDown && branch != R1Branches::LeaderDown &&
        branch != R1Branches::LeaderCut)
        branch = R1Branches::FollowerDown;
    if (scene == R1Scenes::WorkerCrash)
        branch = R1Branches::Expired; // the crash's lease expires
    const sim::RoundOneConfig design = workbench_ ? roundOneConfigFor(workbench_->scenario()) : sim::RoundOneConfig{};
    struct Made {
        std::vector<R1Step> steps;
        QString error;
    };
    jobs_.start<Made>(
        this,
        [scene, branch, design]() -> Made {
            try {
                switch (scene) {
                case R1Scenes::MessageLife:
                    return {lifeSteps(design, branch), {}};
                case R1Scenes::WorkerCrash:
                    return {crashSteps(design), {}};
                case R1Scenes::Raft:
                    return {raftSteps(branch), {}};
                }
            } catch (const std::exception& e) {
                return {{}, errorText(e)};
            }
            return {};
        },
        [this, scene, branch](Made m) {
            scene_ = scene;
            branch_ = branch;
            steps_ = std::move(m.steps);
            error_ = m.error;
            switch (scene) {
            case R1Scenes::MessageLife:
                title_ = branch == R1Branches::Deleted ? tr("One message's life: processed and deleted")
                                                       : tr("One message's life: every attempt fails, on to the DLQ");
                break;
            case R1Scenes::WorkerCrash:
                title_ = tr("The worker-crash clock: a worker dies holding a message");
                break;
            case R1Scenes::Raft:
                title_ = branch == R1Branches::FollowerDown ? tr("Raft 2 of 3: a follower goes down")
                         : branch == R1Branches::LeaderDown ? tr("Raft 2 of 3: the leader goes down")
                                                            : tr("Raft 2 of 3: the leader is cut off");
                break;
            }
            emit runningChanged();
            emit stepsChanged();
        });
    emit runningChanged();
}

} // namespace mqlab::app
