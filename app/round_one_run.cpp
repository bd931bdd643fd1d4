#include "round_one_run.h"

#include "engine_text.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QThread>
#include <cmath>
#include <map>

#include "mqlab/error.h"
#include "mqlab/model/traffic.h"
#include "mqlab/report/format.h"
#include "mqlab/sim/round_one_json.h"
#include "mqlab/sim/run_text.h"

namespace mqlab::app {

namespace {

QString q(const std::string& s)
{
    return QString::fromStdString(s);
}

QString count(std::uint64_t n)
{
    return q(grouped(static_cast<double>(n)));
}

// A setting as typed: whole numbers without decimals ("30"), others with what they need ("0.5").
QString setting(double v)
{
    return q(grouped(v, v == std::round(v) ? 0 : (v * 10 == std::round(v * 10) ? 1 : 2)));
}

QString quantileText(const std::vector<sim::SimTime>& samples, double quantile)
{
    if (samples.empty())
        return QObject::tr("none");
    return engineText(sim::durationMsMessage(sim::exactQuantile(samples, quantile)));
}

// What a worker hands back: the run, or the engine's refusal.
struct Outcome {
    std::shared_ptr<const sim::RoundOneResult> result;
    QString error;
};

Outcome simulate(const sim::RoundOneConfig& config, const sim::RoundOneOptions& options)
{
    try {
        return {std::make_shared<const sim::RoundOneResult>(sim::simulateRoundOne(config, options)), {}};
    } catch (const std::exception& e) {
        return {nullptr, errorText(e)};
    }
}

} // namespace

bool isRoundOneDesign(const Scenario& s)
{
    // Round 2's platform and Round 3's regions have their own runs (round_two_run.h, round_three_run.h).
    return (s.version >= kLatestScenarioVersion || s.hasRoundKinds()) && s.platformFleets.empty() &&
           s.regions.empty();
}

void applyWorkerPool(const WorkerPool& pool, sim::RoundOneConfig& c)
{
    c.workers = pool.workers;
    c.visibilitySeconds = pool.visibilityS;
    c.extensionSeconds = pool.extendEveryS;
    c.maxReceive = pool.maxReceive;
    c.waitSeconds = pool.waitS;
    c.batch = pool.maxMessages;
    c.processingP50Seconds = pool.processingP50S;
    c.processingP99Seconds = pool.processingP99S;
    c.processingMaxSeconds = pool.processingMaxS;
}

sim::RoundOneConfig roundOneConfigFor(const Scenario& s)
{
    sim::RoundOneConfig c;
    double rate = 0;
    for (const TaskProducer& p : s.taskProducers)
        rate += peakRate(p.messagesPerDay, p.peakRatio);
    c.rate = rate;
    if (!s.workerPools.empty())
        applyWorkerPool(s.workerPools.front(), c);
    if (!s.brokerFleets.empty()) {
        const BrokerFleet& f = s.brokerFleets.front();
        c.brokers = f.brokers;
        c.partitions = f.partitions;
        c.groupCommitMs = f.groupCommitMs;
    }
    return c;
}

QStringList roundOneTimeline(const sim::RoundOneResult& r, int mostOfAKind, int mostLines)
{
    QStringList out;
    int left = 0;
    std::map<sim::R1Kind, int> seen;
    const std::uint64_t first = r.log.empty() ? 0 : r.log.front().message;
    for (const sim::R1Entry& e : r.log) {
        const bool path = e.kind <= sim::R1Kind::Deleted;
        const bool repeated = e.kind == sim::R1Kind::Refused || e.kind == sim::R1Kind::TimedOut ||
                              e.kind == sim::R1Kind::StoredTwice || e.kind == sim::R1Kind::Duplicate;
        if ((path && e.message != first) || (repeated && ++seen[e.kind] > mostOfAKind) || out.size() >= mostLines) {
            ++left;
            continue;
        }
        out << engineText(sim::r1EntryMessage(e));
    }
    if (left > 0)
        out << QObject::tr("... and %1 more entries (mqlab drill --json has them all)")
                   .arg(count(static_cast<std::uint64_t>(left)));
    return out;
}

bool RoundOneJobs::waitForIdle(int ms)
{
    const QDeadlineTimer deadline(ms);
    while (!deadline.hasExpired()) {
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
        if (!running_)
            return true;
        QThread::msleep(5);
    }
    return false;
}

RoundOneRun::RoundOneRun(QObject* parent) : QObject(parent) {}

RoundOneRun::~RoundOneRun() = default;

void RoundOneRun::setWorkbench(Workbench* w)
{
    if (workbench_ == w)
        return;
    if (workbench_)
        disconnect(workbench_, nullptr, this, nullptr);
    workbench_ = w;
    auto follow = [this] {
        const bool now = workbench_ && isRoundOneDesign(workbench_->scenario());
        if (now != applies_) {
            applies_ = now;
            emit appliesChanged();
        }
        emit staleChanged();
    };
    if (w)
        connect(w, &Workbench::reportChanged, this, follow);
    follow();
    emit workbenchChanged();
}

bool RoundOneRun::applies() const
{
    return applies_;
}

bool RoundOneRun::stale() const
{
    return result_ && resultRevision_ >= 0 && workbench_ && workbench_->revision() != resultRevision_;
}

void RoundOneRun::run()
{
    if (!workbench_)
        return;
    const sim::RoundOneConfig config = roundOneConfigFor(workbench_->scenario());
    sim::RoundOneOptions options;
    options.seconds = kSeconds;
    options.seed = kSeed;
    settings_ = tr("From the design: %1 msg/s at the peak; %2 workers, a %3 s lease extended every %4 s, "
                   "%5 receives before the DLQ, %6 s long polls, batches of %7, processing %8 s median and %9 s "
                   "at P99; %10 brokers, %11 partitions, a %12 ms group-commit window.")
                    .arg(setting(config.rate), count(static_cast<std::uint64_t>(config.workers)),
                         setting(config.visibilitySeconds), setting(config.extensionSeconds),
                         count(static_cast<std::uint64_t>(config.maxReceive)), setting(config.waitSeconds),
                         count(static_cast<std::uint64_t>(config.batch)), setting(config.processingP50Seconds),
                         setting(config.processingP99Seconds))
                    .arg(count(static_cast<std::uint64_t>(config.brokers)),
                         count(static_cast<std::uint64_t>(config.partitions)), setting(config.groupCommitMs));
    start(config, options, tr("The design, %1 s simulated, seed %2").arg(q(grouped(kSeconds))).arg(kSeed),
          workbench_->revision());
}

QString RoundOneRun::runDrill(const QString& key)
{
    const auto drill = sim::drillNamed(key.toStdString());
    if (!drill)
        return tr("No drill \"%1\": the drills are %2.").arg(key, q(sim::drillKeys()));
    const sim::DrillRun d = sim::drillSetup(*drill, kSeed);
    QString what;
    for (const sim::DrillInfo& info : sim::drills())
        if (info.drill == *drill)
            what = drillWords(info.what);
    settings_ = what;
    start(d.config, d.options,
          tr("Drill %1, %2 s simulated, seed %3").arg(key, q(grouped(d.options.seconds))).arg(kSeed), -1);
    return {};
}

void RoundOneRun::start(const sim::RoundOneConfig& config, const sim::RoundOneOptions& options, const QString& title,
                        int revision)
{
    jobs_.start<Outcome>(
        this, [config, options] { return simulate(config, options); },
        [this, title, revision](Outcome o) {
            result_ = o.result;
            error_ = o.error;
            title_ = o.result ? title : QString();
            resultRevision_ = revision;
            emit runningChanged();
            emit resultChanged();
            emit staleChanged();
        });
    emit runningChanged();
    emit resultChanged(); // the settings line names the run under way
}

QString RoundOneRun::sendsText() const
{
    return result_ ? tr("%1 sent, %2 answered 200").arg(count(result_->sends), count(result_->acked)) : QString();
}

QString RoundOneRun::ackP50Text() const
{
    return result_ ? quantileText(result_->sendToAck, 0.5) : QString();
}

QString RoundOneRun::ackP99Text() const
{
    return result_ ? quantileText(result_->sendToAck, 0.99) : QString();
}

QString RoundOneRun::ackMaxText() const
{
    return result_ ? quantileText(result_->sendToAck, 1.0) : QString();
}

QString RoundOneRun::workerP50Text() const
{
    return result_ ? quantileText(result_->sendToWaitingWorker, 0.5) : QString();
}

QString RoundOneRun::workerP99Text() const
{
    return result_ ? quantileText(result_->sendToWaitingWorker, 0.99) : QString();
}

QString RoundOneRun::redeliveredText() const
{
    if (!result_)
        return {};
    const sim::LeaseCounts& l = result_->leases;
    return tr("%1 (lease expired %2, leader changed %3)")
        .arg(count(l.duplicateTotal()), count(l.duplicates[static_cast<int>(sim::DuplicateCause::LeaseExpired)]),
             count(l.duplicates[static_cast<int>(sim::DuplicateCause::LeaderChanged)]));
}

QString RoundOneRun::deletedText() const
{
    return result_ ? count(result_->leases.deleted) : QString();
}

QString RoundOneRun::dlqText() const
{
    return result_ ? count(result_->leases.deadLettered) : QString();
}

QString RoundOneRun::lostText() const
{
    return result_ ? count(result_->lost) : QString();
}

QString RoundOneRun::refusedText() const
{
    return result_ ? tr("%1 refused, %2 timed out").arg(count(result_->refused), count(result_->timedOut)) : QString();
}

QStringList RoundOneRun::timeline() const
{
    return result_ ? roundOneTimeline(*result_) : QStringList{};
}

QString RoundOneRun::outcomeText() const
{
    if (!result_)
        return {};
    QStringList lines;
    for (const Message& line : sim::roundOneOutcomeMessages(*result_))
        lines << engineText(line);
    return lines.join(QLatin1Char('\n'));
}

QStringList RoundOneRun::drillKeys() const
{
    QStringList keys;
    for (const sim::DrillInfo& d : sim::drills())
        keys << QString::fromUtf8(d.key);
    return keys;
}

QStringList RoundOneRun::drillTexts() const
{
    QStringList texts;
    for (const sim::DrillInfo& d : sim::drills())
        texts << drillWords(d.what);
    return texts;
}

} // namespace mqlab::app
