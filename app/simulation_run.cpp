#include "simulation_run.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QElapsedTimer>
#include <QHash>
#include <QThread>
#include <QXYSeries>
#include <QtConcurrent/QtConcurrentRun>
#include <algorithm>
#include <cmath>
#include <limits>

#include "engine_text.h"
#include "load_unit.h"
#include "mqlab/error.h"
#include "mqlab/report/format.h"
#include "mqlab/sim/kafka_run.h"
#include "mqlab/sim/run_text.h"
#include "resources.h"
#include "workbench.h"

namespace mqlab::app {
namespace {

QString q(const std::string& s)
{
    return QString::fromStdString(s);
}

constexpr int kHistogramBins = 40;
constexpr qint64 kPostEveryMs = 100; // live figures at most ten times a second

// Simulated seconds a wall second at each SimSpeed; 0: as fast as the machine goes.
double factorOf(int speed)
{
    switch (speed) {
    case SimSpeeds::Times1:
        return 1;
    case SimSpeeds::Times10:
        return 10;
    case SimSpeeds::Times100:
        return 100;
    case SimSpeeds::Times1000:
        return 1000;
    default:
        return 0;
    }
}

QString count(std::uint64_t n)
{
    return q(grouped(static_cast<double>(n)));
}

QString secondsWords(double s)
{
    return q(grouped(s, s < 10 && s != std::floor(s) ? 1 : 0));
}

} // namespace

// Made on the worker's thread from the run so far (or the whole run), read on the GUI thread.
struct SimulationRun::Outcome {
    int generation = 0;
    int revision = 0; // the workbench's revision the design was taken at
    double fraction = 0;
    bool final = false, cancelled = false;
    QString error;
    double simulated = 0, runSeconds = 0; // s
    quint64 seed = 0;
    QString load;
    bool any = false; // some produce was acknowledged
    QString p50, p90, p99, p999, max, mean, throughput, lost, duplicates, retries, tail;
    double p50Ms = 0, p99Ms = 0, lowMs = 0, highMs = 1, top = 1, lagTop = 1;
    QList<QPointF> histogram;
    std::vector<QList<QPointF>> lag;
    QStringList groups;
    std::vector<double> sampleTimes;    // s
    std::vector<std::uint64_t> unacked; // a sample each
    std::vector<double> logTimes;       // s, in order; final outcomes only (texts cost)
    QStringList logTexts;
    std::uint64_t logDropped = 0;
    std::vector<double> slowestTimes; // s; the slowest batch's steps, final outcomes only
    QStringList slowestTexts;
    QString slowestProduce; // its send to acknowledgement, as the figures write durations
    QString slowestBatch;   // its number
    struct Mark {           // a failure of the run, for the cards
        QString nodeId, text;
        double from = 0, until = 0; // s
    };
    std::vector<Mark> marks;
    // The scenario's connections (ids, in order) and, for each, the engine's events a second over
    // it at each sample (RunResult::carriedPerSecond; empty for a connection the run does not use).
    QStringList pathFrom, pathTo;
    std::vector<std::vector<double>> pathRates;
    // For picking a dot: the run's log so far and each connection's producer or group (the rest of the
    // RunResult left empty), and the design it ran, for the entries' words.
    std::shared_ptr<const sim::RunResult> traces;
    std::shared_ptr<const Scenario> scenario;
};

namespace {

void fillFigures(SimulationRun::Outcome& o, const sim::RunResult& r)
{
    using namespace sim;
    const Histogram& h = r.produce;
    o.simulated = toSeconds(r.simulated);
    o.any = h.count() > 0;
    const QString none = QCoreApplication::translate("SimulationRun", "no events yet");
    auto text = [&](SimTime t) { return o.any ? engineText(durationMsMessage(t)) : none; };
    o.p50 = text(h.quantile(0.5));
    o.p90 = text(h.quantile(0.9));
    o.p99 = text(h.quantile(0.99));
    o.p999 = text(h.quantile(0.999));
    o.max = text(h.max());
    o.mean = text(static_cast<SimTime>(std::llround(h.meanNs())));
    o.throughput = QCoreApplication::translate("SimulationRun", "%1 events/s")
                       .arg(q(grouped(o.simulated > 0 ? static_cast<double>(r.acked) / o.simulated : 0.0)));
    o.lost = count(r.lost);
    o.duplicates = count(r.duplicates);
    o.retries = count(r.retries);

    // The histogram from the fastest produce to p99.9 (the rest is named under it), in equal bins; a
    // run where every produce took one time gets a tenth of it (at least 1 ms) either side.
    if (o.any) {
        SimTime low = h.min(), high = h.quantile(0.999);
        if (high <= low) {
            const SimTime pad = std::max<SimTime>(low / 10, kMillisecond);
            low = std::max<SimTime>(0, low - pad);
            high += pad;
        }
        // A chart bin at least twice the histogram's finest bucket there (1/256 of the value), so
        // no bin falls between buckets and shows a false gap: at most 40 bins.
        const int binCount = static_cast<int>(std::clamp<double>(
            std::floor(static_cast<double>(high - low) * 128.0 / static_cast<double>(high)), 1.0, kHistogramBins));
        const std::vector<std::uint64_t> bins = h.binCounts(low, high, binCount);
        o.lowMs = toMs(low);
        o.highMs = toMs(high);
        o.p50Ms = toMs(h.quantile(0.5));
        o.p99Ms = toMs(h.quantile(0.99));
        const double width = (o.highMs - o.lowMs) / binCount;
        std::uint64_t drawn = 0, top = 0;
        o.histogram.append(QPointF(o.lowMs, 0));
        for (size_t i = 0; i < bins.size(); ++i) {
            const double x = o.lowMs + width * static_cast<double>(i);
            o.histogram.append(QPointF(x, static_cast<double>(bins[i])));
            o.histogram.append(QPointF(x + width, static_cast<double>(bins[i])));
            drawn += bins[i];
            top = std::max(top, bins[i]);
        }
        o.histogram.append(QPointF(o.highMs, 0));
        o.top = static_cast<double>(std::max<std::uint64_t>(top, 1));
        const std::uint64_t right = h.count() - drawn;
        o.tail = right == 0 ? QString()
                            : QCoreApplication::translate("SimulationRun", "%1 slower produces not drawn, up to %2")
                                  .arg(count(right), o.max);
    }

    std::uint64_t lagTop = 0;
    o.lag.assign(r.groups.size(), {});
    for (size_t g = 0; g < r.groups.size(); ++g) {
        const std::vector<std::uint64_t>& lag = r.groups[g].lag;
        for (size_t i = 0; i < lag.size() && i < r.sampleTimes.size(); ++i) {
            o.lag[g].append(QPointF(toSeconds(r.sampleTimes[i]), static_cast<double>(lag[i])));
            lagTop = std::max(lagTop, lag[i]);
        }
    }
    o.lagTop = static_cast<double>(std::max<std::uint64_t>(lagTop, 1));
    o.sampleTimes.clear();
    for (SimTime t : r.sampleTimes)
        o.sampleTimes.push_back(toSeconds(t));
    o.unacked = r.unacked;
    o.pathRates.assign(r.paths.size(), {});
    for (size_t p = 0; p < r.paths.size(); ++p)
        for (size_t k = 0; k < r.paths[p].perSample.size(); ++k)
            o.pathRates[p].push_back(r.carriedPerSecond(p, k));
    auto traces = std::make_shared<sim::RunResult>();
    traces->log = r.log; // at most RunOptions::logLimit entries
    traces->paths.resize(r.paths.size());
    for (size_t p = 0; p < r.paths.size(); ++p) {
        traces->paths[p].producer = r.paths[p].producer;
        traces->paths[p].group = r.paths[p].group;
    }
    o.traces = std::move(traces);
}

// The event log as people read it, for the scrubber: made once, when the run has ended.
void fillLog(SimulationRun::Outcome& o, const Scenario& scenario, const sim::RunResult& r)
{
    auto read = [&scenario](const std::vector<sim::LogEntry>& entries, std::vector<double>& times, QStringList& texts) {
        times.reserve(entries.size());
        texts.reserve(static_cast<qsizetype>(entries.size()));
        for (const sim::LogEntry& e : entries) {
            times.push_back(sim::toSeconds(e.at));
            texts << engineText(sim::logEntryMessage(scenario, e));
        }
    };
    read(r.log, o.logTimes, o.logTexts);
    o.logDropped = r.logDropped;
    read(r.slowest, o.slowestTimes, o.slowestTexts);
    if (!r.slowest.empty()) {
        o.slowestProduce = engineText(sim::durationMsMessage(r.slowestProduce));
        o.slowestBatch = count(r.slowest.front().batch);
    }
}

} // namespace

SimulationRun::SimulationRun(QObject* parent) : QObject(parent)
{
    pool_.setMaxThreadCount(4); // a cancelled worker may still be finishing its slice
    // The cards' marks follow the scrubber and the figures.
    connect(this, &SimulationRun::cursorChanged, this, &SimulationRun::marksChanged);
    connect(this, &SimulationRun::resultChanged, this, &SimulationRun::marksChanged);
    // The dots follow the scrubber and the figures; they travel while a run plays.
    connect(this, &SimulationRun::cursorChanged, this, &SimulationRun::updateFlows);
    connect(this, &SimulationRun::resultChanged, this, &SimulationRun::updateFlows);
    connect(this, &SimulationRun::stateChanged, this, &SimulationRun::flowsMovingChanged);
    connect(this, &SimulationRun::pausedChanged, this, &SimulationRun::flowsMovingChanged);
    scrubMotion_.setSingleShot(true);
    scrubMotion_.setInterval(kScrubMotionMs);
    connect(&scrubMotion_, &QTimer::timeout, this, &SimulationRun::flowsMovingChanged);
}

SimulationRun::~SimulationRun()
{
    // Each worker stops within one slice of simulated time; none touches this object afterwards.
    for (auto& [control, future] : workers_) {
        control->cancel = true;
        control->paused = false;
    }
    for (auto& [control, future] : workers_)
        future.waitForFinished();
}

void SimulationRun::setWorkbench(Workbench* w)
{
    if (workbench_ == w)
        return;
    if (workbench_)
        disconnect(workbench_, nullptr, this, nullptr);
    workbench_ = w;
    if (w) {
        connect(w, &Workbench::reportChanged, this, &SimulationRun::staleChanged);
        connect(w, &Workbench::reportChanged, this, &SimulationRun::failuresChanged); // names, deleted nodes
    }
    emit workbenchChanged();
    emit staleChanged();
}

QString SimulationRun::secondsText() const
{
    return QString::number(seconds_);
}

void SimulationRun::setSpeed(SimSpeeds::Speed s)
{
    if (s == speed_)
        return;
    speed_ = s;
    if (control_)
        control_->speed = s;
    emit optionsChanged();
}

QString SimulationRun::widestSpeedName() const
{
    QString widest;
    for (const QString& name : speedNames())
        if (name.size() > widest.size())
            widest = name;
    return widest;
}

QStringList SimulationRun::speedNames() const
{
    return {tr("As fast as possible"), tr("\u00d71 (real time)"), tr("\u00d710"), tr("\u00d7100"), tr("\u00d71000")};
}

bool SimulationRun::stale() const
{
    return shown_ && workbench_ && shown_->revision != workbench_->revision();
}

QString SimulationRun::summary() const
{
    if (!shown_)
        return {};
    const Outcome& o = *shown_;
    const QString done = secondsWords(o.simulated), of = secondsWords(o.runSeconds);
    if (!o.final)
        return tr("Running: %1 of %2 s simulated at %3, seed %4").arg(done, of, o.load).arg(o.seed);
    if (o.cancelled)
        return tr("Cancelled at %1 of %2 s; the figures cover those %1 s (%3, seed %4)")
            .arg(done, of, o.load)
            .arg(o.seed);
    return tr("%1 s simulated at %2, seed %3").arg(done, o.load).arg(o.seed);
}

#define MQLAB_OUTCOME_TEXT(getter, field)                                                                              \
    QString SimulationRun::getter() const                                                                              \
    {                                                                                                                  \
        return shown_ ? shown_->field : QString();                                                                     \
    }
MQLAB_OUTCOME_TEXT(p50Text, p50)
MQLAB_OUTCOME_TEXT(p90Text, p90)
MQLAB_OUTCOME_TEXT(p99Text, p99)
MQLAB_OUTCOME_TEXT(p999Text, p999)
MQLAB_OUTCOME_TEXT(maxText, max)
MQLAB_OUTCOME_TEXT(meanText, mean)
MQLAB_OUTCOME_TEXT(throughputText, throughput)
MQLAB_OUTCOME_TEXT(lostText, lost)
MQLAB_OUTCOME_TEXT(duplicatesText, duplicates)
MQLAB_OUTCOME_TEXT(retriesText, retries)
MQLAB_OUTCOME_TEXT(tailText, tail)
#undef MQLAB_OUTCOME_TEXT

double SimulationRun::histogramLowMs() const
{
    return shown_ ? shown_->lowMs : 0;
}
double SimulationRun::histogramHighMs() const
{
    return shown_ ? shown_->highMs : 1;
}
double SimulationRun::histogramTop() const
{
    return shown_ ? shown_->top : 1;
}
double SimulationRun::lagSeconds() const
{
    return shown_ ? shown_->runSeconds : seconds_;
}
double SimulationRun::lagTop() const
{
    return shown_ ? shown_->lagTop : 1;
}
QStringList SimulationRun::groupNames() const
{
    return shown_ ? shown_->groups : QStringList();
}

QString SimulationRun::setSeedText(const QString& text)
{
    bool ok = false;
    const quint64 v = text.trimmed().toULongLong(&ok);
    if (!ok)
        return tr("Seed must be a whole number from 0 to %1 (got \"%2\")")
            .arg(std::numeric_limits<quint64>::max())
            .arg(text);
    if (v != seed_) {
        seed_ = v;
        emit optionsChanged();
    }
    return {};
}

QString SimulationRun::setSecondsText(const QString& text)
{
    bool ok = false;
    QString t = text.trimmed();
    t.remove(QLatin1Char(','));
    const double v = t.toDouble(&ok);
    // The engine's own check decides (the range it runs), and its words name the range.
    sim::RunOptions o;
    o.seconds = ok ? v : std::nan("");
    try {
        sim::checkRunOptions(Scenario{}, o);
    } catch (const InputError&) {
        ok = false;
    }
    if (!ok)
        //: %1 is the longest run the simulation takes, in seconds ("3,600"); %2 is what was typed.
        return tr("Seconds must be more than 0 and at most %1 (got \"%2\")").arg(q(grouped(sim::kMaxRunSeconds)), text);
    if (v != seconds_) {
        seconds_ = v;
        emit optionsChanged();
    }
    return {};
}

void SimulationRun::setState(SimStates::State s)
{
    if (s == state_)
        return;
    state_ = s;
    emit stateChanged();
}

void SimulationRun::run()
{
    startRun(0);
}

void SimulationRun::startRun(double fastUntil)
{
    if (!workbench_)
        return;
    if (control_)
        control_->cancel = true; // the old worker's figures are no longer wanted
    ++generation_;
    (void)catalog(); // built once, here on the GUI thread, before any worker reads it
    auto control = std::make_shared<Control>();
    control->speed = speed_;
    control->fastUntil = fastUntil;
    control_ = control;
    if (paused_) {
        paused_ = false;
        emit pausedChanged();
    }

    sim::RunOptions options;
    options.seconds = seconds_;
    options.seed = seed_;
    options.sampleEverySeconds = kSampleSeconds;
    options.failures = failuresForRun();
    followEnd_ = true; // a new run: the scrubber starts at its end again
    clearPicked();     // the batch picked was the last run's
    // Slices small enough for a smooth bar (200 a run), never more than a simulated second.
    options.progressEverySeconds = std::clamp(seconds_ / 200, 0.001, 1.0);
    Outcome base;
    base.generation = generation_;
    base.revision = workbench_->revision();
    base.runSeconds = seconds_;
    base.seed = seed_;
    // As the load tile writes it: the figure and the design's unit, the unit translated.
    //: A run's load: a rate (25,000) and its unit (events/s, msg/s), the unit already translated.
    base.load =
        tr("%1 %2").arg(q(grouped(workbench_->report().offeredEventsPerSecond)), loadUnitLabel(workbench_->scenario()));
    base.scenario = std::make_shared<const Scenario>(workbench_->scenario());
    for (const ConsumerGroup& g : workbench_->scenario().groups)
        base.groups << q(g.name);
    for (const Connection& c : workbench_->scenario().connections) {
        base.pathFrom << q(c.from);
        base.pathTo << q(c.to);
    }
    for (const sim::BrokerFailure& f : options.failures) {
        const Scenario& sc = workbench_->scenario();
        const std::string& id = f.group >= 0 ? sc.groups[f.group].id : sc.clusters[f.cluster].id;
        base.marks.push_back(
            {q(id), engineText(sim::failureMarkMessage(f)), sim::toSeconds(f.from),
             f.until == sim::kNever ? std::numeric_limits<double>::infinity() : sim::toSeconds(f.until)});
    }

    auto post = [this](Outcome o) {
        auto shared = std::make_shared<const Outcome>(std::move(o));
        QMetaObject::invokeMethod(
            this, [this, shared] { receive(shared); }, Qt::QueuedConnection);
    };
    auto work = [scenario = workbench_->scenario(), options, base, control, post]() mutable {
        QElapsedTimer wall;
        wall.start();
        qint64 lastPost = 0;
        // Pacing: simulated time since the anchor may run ahead of wall time by the speed's factor.
        int pacedSpeed = control->speed;
        double anchorSim = 0;
        qint64 anchorWall = 0;
        options.progress = [&](double done, const sim::RunResult& soFar) {
            const double simulated = sim::toSeconds(soFar.simulated);
            for (;;) {
                if (control->cancel)
                    return false;
                if (control->paused) {
                    QThread::msleep(15);
                    pacedSpeed = -1; // on resume the pace starts again from here
                    continue;
                }
                if (simulated < control->fastUntil) {
                    pacedSpeed = -1; // a re-run catching up to where a failure was injected: the pace starts there
                    break;
                }
                const int speed = control->speed;
                if (speed != pacedSpeed) {
                    pacedSpeed = speed;
                    anchorSim = simulated;
                    anchorWall = wall.elapsed();
                }
                const double factor = factorOf(speed);
                if (factor <= 0)
                    break;
                const auto due = anchorWall + static_cast<qint64>((simulated - anchorSim) / factor * 1000.0);
                const qint64 now = wall.elapsed();
                if (now >= due)
                    break;
                QThread::msleep(static_cast<unsigned long>(std::min<qint64>(20, due - now)));
            }
            if (done < 1 && wall.elapsed() - lastPost >= kPostEveryMs) {
                lastPost = wall.elapsed();
                Outcome o = base;
                o.fraction = done;
                fillFigures(o, soFar);
                post(std::move(o));
            }
            return true;
        };
        Outcome o = base;
        o.final = true;
        try {
            const sim::RunResult r = sim::simulateScenario(scenario, catalog(), options);
            o.cancelled = r.cancelled;
            o.fraction = r.cancelled ? sim::toSeconds(r.simulated) / options.seconds : 1.0;
            fillFigures(o, r);
            fillLog(o, scenario, r);
        } catch (const std::exception& e) {
            o.error = errorText(e);
        }
        post(std::move(o));
    };
    // Workers seen to end are dropped; the list keeps the ones a destructor must wait for.
    std::erase_if(workers_, [](const auto& w) { return w.second.isFinished(); });
    workers_.emplace_back(control, QtConcurrent::run(&pool_, std::move(work)));
    error_.clear();
    progress_ = 0;
    emit progressChanged();
    setState(SimStates::Running);
    emit resultChanged();
}

void SimulationRun::cancel()
{
    if (control_ && running()) {
        control_->cancel = true;
        control_->paused = false;
    }
}

void SimulationRun::setPaused(bool paused)
{
    paused = paused && running();
    if (control_)
        control_->paused = paused;
    if (paused != paused_) {
        paused_ = paused;
        emit pausedChanged();
    }
}

void SimulationRun::receive(std::shared_ptr<const Outcome> o)
{
    if (o->generation != generation_)
        return; // a run replaced by a newer one
    if (!o->error.isEmpty()) {
        error_ = o->error;
        setPaused(false);
        setState(SimStates::Failed);
        emit resultChanged();
        return;
    }
    shown_ = std::move(o);
    if (shown_->final) {
        slowestStep_ = 0; // a new run's slowest batch, from its first step
        emit slowestStepChanged();
    }
    if (wantedCursor_ >= 0)
        cursor_ = wantedCursor_;
    else if (followEnd_)
        cursor_ = shown_->simulated;
    cursor_ = std::clamp(cursor_, 0.0, shown_->simulated);
    if (shown_->final)
        wantedCursor_ = -1;
    emit cursorChanged();
    progress_ = shown_->fraction;
    emit progressChanged();
    emit resultChanged();
    emit staleChanged();
    if (shown_->final) {
        if (!shown_->cancelled && shown_->any && workbench_)
            workbench_->presenter()->setSimulatedLatency(
                tr("simulated p99 %1 (seed %2, %3 s)")
                    .arg(shown_->p99, QString::number(shown_->seed), secondsWords(shown_->simulated)),
                shown_->revision);
        setPaused(false);
        setState(shown_->cancelled ? SimStates::Cancelled : SimStates::Finished);
        moveDotsAfterScrub(); // the dots glide on a little after the run, then rest
    }
}

QList<QPointF> SimulationRun::points(SimPlots::Plot which, int group) const
{
    if (!shown_)
        return {};
    switch (which) {
    case SimPlots::Histogram:
        return shown_->histogram;
    case SimPlots::P50Mark:
    case SimPlots::P99Mark: {
        if (!shown_->any)
            return {};
        const double x = which == SimPlots::P50Mark ? shown_->p50Ms : shown_->p99Ms;
        return {QPointF(x, 0), QPointF(x, shown_->top)};
    }
    case SimPlots::Cursor:
        return {QPointF(cursor_, 0), QPointF(cursor_, shown_->lagTop)};
    case SimPlots::Lag:
        return group >= 0 && static_cast<size_t>(group) < shown_->lag.size() ? shown_->lag[static_cast<size_t>(group)]
                                                                             : QList<QPointF>();
    }
    return {};
}

double SimulationRun::simulatedSeconds() const
{
    return shown_ ? shown_->simulated : 0;
}

void SimulationRun::setCursorSeconds(double s)
{
    if (!shown_ || !std::isfinite(s))
        return;
    s = std::clamp(s, 0.0, shown_->simulated);
    followEnd_ = s >= shown_->simulated;
    wantedCursor_ = -1;
    if (s == cursor_)
        return;
    cursor_ = s;
    emit cursorChanged();
    if (!running())
        moveDotsAfterScrub();
}

void SimulationRun::moveDotsAfterScrub()
{
    const bool was = flowsMoving();
    scrubMotion_.start();
    if (!was)
        emit flowsMovingChanged();
}

int SimulationRun::dotsFor(double eventsPerSecond)
{
    if (!(eventsPerSecond > 0))
        return 0;
    if (eventsPerSecond < 1)
        return 1;
    return std::clamp(1 + static_cast<int>(std::floor(std::log10(eventsPerSecond))), 1, kMaxDotsPerPath);
}

double SimulationRun::travelMsFor(int dots)
{
    return kSlowestTravelMs / std::max(1, dots);
}

std::vector<int> SimulationRun::dotsWithinBudget(std::vector<int> dots)
{
    long long total = 0;
    for (int d : dots)
        total += d;
    if (total <= kMaxDots)
        return dots;
    for (int& d : dots)
        d = static_cast<int>(static_cast<long long>(d) * kMaxDots / total);
    return dots;
}

void SimulationRun::updateFlows()
{
    std::vector<PathFlow> now;
    const int at = cursorSample();
    if (shown_ && at >= 0) {
        const size_t sample = static_cast<size_t>(at);
        const size_t paths = static_cast<size_t>(shown_->pathFrom.size());
        now.resize(paths);
        std::vector<int> dots(paths, 0);
        for (size_t p = 0; p < paths && p < shown_->pathRates.size(); ++p) {
            const std::vector<double>& rates = shown_->pathRates[p];
            now[p].eventsPerSecond = sample < rates.size() ? rates[sample] : 0;
            dots[p] = dotsFor(now[p].eventsPerSecond);
            now[p].travelMs = travelMsFor(dots[p]); // the speed before the budget: it is the path's own
        }
        dots = dotsWithinBudget(std::move(dots));
        for (size_t p = 0; p < paths; ++p)
            now[p].dots = dots[p];
    }
    const QStringList from = now.empty() ? QStringList() : shown_->pathFrom;
    const QStringList to = now.empty() ? QStringList() : shown_->pathTo;
    if (now == flowList_ && from == flowFrom_ && to == flowTo_)
        return; // the same counts and speeds on the same connections: nothing for the canvas to redo
    flowList_ = std::move(now);
    flowFrom_ = from;
    flowTo_ = to;
    emit flowsChanged();
}

PathFlow SimulationRun::flowOn(const QString& fromId, const QString& toId) const
{
    for (size_t p = 0; p < flowList_.size(); ++p)
        if (flowFrom_[static_cast<qsizetype>(p)] == fromId && flowTo_[static_cast<qsizetype>(p)] == toId)
            return flowList_[p];
    return {}; // none: no dots
}

qsizetype SimulationRun::countUpToCursor(const std::vector<double>& times) const
{
    // A float's width of slack, so a cursor set to an entry's or a sample's time takes it in.
    return std::upper_bound(times.begin(), times.end(), cursor_ + 1e-9) - times.begin();
}

int SimulationRun::cursorSample() const
{
    return shown_ ? static_cast<int>(countUpToCursor(shown_->sampleTimes)) - 1 : -1;
}

void SimulationRun::step(int samples)
{
    if (!shown_ || shown_->sampleTimes.empty() || samples == 0)
        return;
    const auto& t = shown_->sampleTimes;
    int i = cursorSample();
    // Back from between two samples lands on the one before; forward lands on the next.
    if (samples < 0 && i >= 0 && cursor_ > t[static_cast<size_t>(i)] + 1e-9)
        ++samples;
    i = std::clamp(i + samples, 0, static_cast<int>(t.size()) - 1);
    setCursorSeconds(t[static_cast<size_t>(i)]);
}

QString SimulationRun::cursorTimeText() const
{
    return shown_ ? tr("%1 s").arg(secondsWords(cursor_)) : QString();
}

QString SimulationRun::cursorText() const
{
    const int i = cursorSample();
    if (i < 0)
        return {};
    const auto at = static_cast<size_t>(i);
    std::uint64_t most = 0;
    int who = -1;
    for (size_t g = 0; g < shown_->lag.size(); ++g)
        if (at < static_cast<size_t>(shown_->lag[g].size()) &&
            (who < 0 || shown_->lag[g][static_cast<qsizetype>(at)].y() > static_cast<double>(most))) {
            most = static_cast<std::uint64_t>(shown_->lag[g][static_cast<qsizetype>(at)].y());
            who = static_cast<int>(g);
        }
    const QString when = secondsWords(shown_->sampleTimes[at]);
    const QString unacked = at < shown_->unacked.size() ? count(shown_->unacked[at]) : QString();
    if (who < 0)
        return tr("At %1 s: %2 events sent and not yet acknowledged").arg(when, unacked);
    return tr("At %1 s: lag up to %2 events (%3); %4 sent and not yet acknowledged")
        .arg(when, count(most), shown_->groups.value(who), unacked);
}

QStringList SimulationRun::cursorLog() const
{
    if (!shown_ || shown_->logTimes.empty())
        return {};
    const qsizetype end = countUpToCursor(shown_->logTimes);
    const auto begin = std::max<qsizetype>(0, end - kLogShown);
    return shown_->logTexts.mid(begin, end - begin);
}

QString SimulationRun::logCountText() const
{
    if (!shown_ || !shown_->final)
        return {};
    const auto& t = shown_->logTimes;
    const qsizetype end = countUpToCursor(t);
    const QString kept = t.empty() ? tr("No log entries were kept")
                                   : tr("%1 of the %2 kept log entries up to here")
                                         .arg(count(static_cast<std::uint64_t>(end)), count(t.size()));
    return shown_->logDropped == 0
               ? kept
               : tr("%1; %2 more after the log was full were counted only").arg(kept, count(shown_->logDropped));
}

QStringList SimulationRun::slowestLog() const
{
    return shown_ ? shown_->slowestTexts : QStringList();
}

void SimulationRun::setSlowestStep(int step)
{
    if (!shown_ || shown_->slowestTimes.empty())
        return;
    step = std::clamp(step, 0, static_cast<int>(shown_->slowestTimes.size()) - 1);
    setCursorSeconds(shown_->slowestTimes[static_cast<size_t>(step)]); // the charts and log show that time
    if (step != slowestStep_) {
        slowestStep_ = step;
        emit slowestStepChanged();
    }
}

QString SimulationRun::slowestTitle() const
{
    if (!shown_ || shown_->slowestTexts.isEmpty())
        return {};
    return tr("The slowest batch, %1: %2 from its first send to its acknowledgement")
        .arg(shown_->slowestBatch, shown_->slowestProduce);
}

QString SimulationRun::slowestStepText() const
{
    if (!shown_ || shown_->slowestTexts.isEmpty())
        return {};
    return tr("Step %1 of %2").arg(slowestStep_ + 1).arg(shown_->slowestTexts.size());
}

void SimulationRun::plot(QObject* series, SimPlots::Plot which, int group) const
{
    if (auto* xy = qobject_cast<QXYSeries*>(series))
        xy->replace(points(which, group)); // one signal for the whole list
}

namespace {
const Cluster* clusterNamed(const Scenario& sc, const std::string& id)
{
    const auto it = std::find_if(sc.clusters.begin(), sc.clusters.end(), [&](const Cluster& c) { return c.id == id; });
    return it == sc.clusters.end() ? nullptr : &*it;
}
const ConsumerGroup* groupNamed(const Scenario& sc, const std::string& id)
{
    const auto it =
        std::find_if(sc.groups.begin(), sc.groups.end(), [&](const ConsumerGroup& g) { return g.id == id; });
    return it == sc.groups.end() ? nullptr : &*it;
}
} // namespace

std::vector<sim::BrokerFailure> SimulationRun::plannedFailures() const
{
    std::vector<sim::BrokerFailure> out;
    if (!workbench_)
        return out;
    const Scenario& sc = workbench_->scenario();
    for (const Planned& p : planned_) {
        sim::BrokerFailure f;
        f.from = sim::fromSeconds(p.from);
        if (const Cluster* c = clusterNamed(sc, p.nodeId); c && p.kind != SimFailures::TaskCrash) {
            f.cluster = static_cast<int>(c - sc.clusters.data());
            if (p.kind == SimFailures::ZoneDown)
                f.zone = p.which;
            else
                f.broker = p.which;
            f.slowdown = p.kind == SimFailures::SlowDisk ? kSlowDiskFactor : 0;
            f.cut = p.kind == SimFailures::BrokerCut;
        } else if (const ConsumerGroup* g = groupNamed(sc, p.nodeId); g && p.kind == SimFailures::TaskCrash) {
            f.group = static_cast<int>(g - sc.groups.data());
            f.task = p.which;
        } else {
            continue; // its node was deleted: dropped at the next run
        }
        out.push_back(f);
    }
    return out;
}

std::vector<sim::BrokerFailure> SimulationRun::failuresForRun()
{
    if (!workbench_)
        return {};
    const Scenario& sc = workbench_->scenario();
    const auto gone = std::erase_if(
        planned_, [&sc](const Planned& p) { return !clusterNamed(sc, p.nodeId) && !groupNamed(sc, p.nodeId); });
    if (gone > 0)
        emit failuresChanged();
    return plannedFailures();
}

QStringList SimulationRun::failureTexts() const
{
    QStringList out;
    for (const sim::BrokerFailure& f : plannedFailures())
        out << engineText(sim::failureMessage(workbench_->scenario(), f));
    return out;
}

double SimulationRun::injectSeconds() const
{
    if (!shown_)
        return 0;
    if (running()) // the live time; 0 until the run under way has posted (the figures shown are the last run's)
        return shown_->generation == generation_ ? shown_->simulated : 0;
    return cursor_;
}

QString SimulationRun::cardMark(const QString& nodeId) const
{
    QString out;
    if (!shown_)
        return out;
    for (const Outcome::Mark& m : shown_->marks) {
        if (m.nodeId != nodeId || cursor_ + 1e-9 < m.from || cursor_ >= m.until)
            continue;
        out = out.isEmpty() ? m.text : out + QStringLiteral("; ") + m.text;
    }
    return out;
}

QStringList SimulationRun::failureChoices(const QString& nodeId, SimFailures::Kind kind) const
{
    QStringList out;
    if (!workbench_)
        return out;
    const Scenario& sc = workbench_->scenario();
    const std::string id = nodeId.toStdString();
    int count = 0;
    QString word;
    if (const Cluster* c = clusterNamed(sc, id)) {
        switch (kind) {
        case SimFailures::ZoneDown: // broker b in zone b % zones (sim::zoneOf): at most `brokers` zones hold one
            for (int z = 0; z < std::min({std::max(1, c->zones), c->brokers, kMaxFailureChoices}); ++z) {
                QStringList held; // the brokers it holds, so the choice says what it takes down
                for (int b = z; b < c->brokers && held.size() < 6; b += std::max(1, c->zones))
                    held << QString::number(b + 1);
                const bool more = held.size() * std::max(1, c->zones) < c->brokers;
                const QString brokers =
                    held.join(QStringLiteral(", ")) + (more ? QStringLiteral(", \u2026") : QString());
                out << (held.size() == 1 && !more ? tr("Zone %1 (broker %2)") : tr("Zone %1 (brokers %2)"))
                           .arg(z + 1)
                           .arg(brokers);
            }
            return out;
        case SimFailures::SlowDisk: // Express brokers have no disk of the user's to slow
            count = c->kind == ClusterKind::Express ? 0 : c->brokers;
            word = tr("Broker %1");
            break;
        case SimFailures::BrokerDown:
        case SimFailures::BrokerCut:
            count = c->brokers;
            word = tr("Broker %1");
            break;
        case SimFailures::TaskCrash:
            break;
        }
    } else if (const ConsumerGroup* g = groupNamed(sc, id); g && kind == SimFailures::TaskCrash) {
        count = g->tasks;
        word = tr("Task %1");
    }
    for (int i = 0; i < std::min(count, kMaxFailureChoices); ++i)
        out << word.arg(i + 1);
    return out;
}

QString SimulationRun::failureMenuTitle(const QString& nodeId, SimFailures::Kind kind, double at) const
{
    if (failureChoices(nodeId, kind).isEmpty())
        return {};
    const QString when = tr("%1 s").arg(q(grouped(at, 1))); // as the failures' list writes it
    switch (kind) {
    case SimFailures::BrokerDown:
        return tr("Take a broker down at %1").arg(when);
    case SimFailures::ZoneDown:
        return tr("Take a zone down at %1").arg(when);
    case SimFailures::SlowDisk:
        return tr("Make a broker's disk %1\u00d7 slower at %2").arg(q(grouped(kSlowDiskFactor)), when);
    case SimFailures::BrokerCut:
        return tr("Cut a broker off at %1").arg(when);
    case SimFailures::TaskCrash:
        return tr("Crash a task at %1").arg(when);
    }
    return {};
}

QString SimulationRun::injectFailure(const QString& nodeId, SimFailures::Kind kind, int which, double at)
{
    if (!workbench_ || failureChoices(nodeId, kind).isEmpty())
        return tr("No cluster or consumer group %1 in the design that can have this failure").arg(nodeId);
    if (!std::isfinite(at) || at < 0 || at >= seconds_)
        return tr("A failure must start from 0 s and before the run's end, %1 s (got %2 s)")
            .arg(secondsWords(seconds_), QString::number(at));
    planned_.push_back({nodeId.toStdString(), kind, which, at});
    // The engine's own check names anything out of range (a broker or task the node lacks).
    sim::RunOptions check;
    check.seconds = seconds_;
    check.failures = failuresForRun();
    try {
        sim::checkRunOptions(workbench_->scenario(), check);
    } catch (const InputError& e) {
        planned_.pop_back();
        return errorText(e);
    }
    emit failuresChanged();
    const bool live = running();
    startRun(live ? at : 0);
    if (!live) {
        wantedCursor_ = at; // after a run: the scrubber stays where the failure was injected
        followEnd_ = false;
    }
    return {};
}

void SimulationRun::removeFailure(int index)
{
    if (index < 0 || static_cast<size_t>(index) >= planned_.size())
        return;
    planned_.erase(planned_.begin() + index);
    emit failuresChanged();
    if (shown_ || running()) {
        const double keep = cursor_;
        const bool live = running();
        startRun(live ? injectSeconds() : 0);
        if (!live) {
            wantedCursor_ = keep;
            followEnd_ = false;
        }
    }
}

void SimulationRun::clearPicked()
{
    if (picked_.batch < 0 && picked_.texts.isEmpty())
        return;
    picked_ = {};
    emit pickedChanged();
    emit pickedStepChanged();
}

QString SimulationRun::pickDot(const QString& fromId, const QString& toId)
{
    if (!shown_ || !shown_->traces || !shown_->scenario)
        return tr("No run to pick an event from");
    qsizetype path = -1;
    for (qsizetype p = 0; p < shown_->pathFrom.size(); ++p)
        if (shown_->pathFrom[p] == fromId && shown_->pathTo[p] == toId)
            path = p;
    if (path < 0)
        return tr("The run has no connection from %1 to %2").arg(fromId, toId);
    setPaused(true); // a run under way waits while its batch is followed
    const sim::RunResult& r = *shown_->traces;
    sim::TracedCrossing c;
    if (!sim::tracedBatchNear(r, static_cast<size_t>(path), sim::fromSeconds(cursor_), c))
        return tr("No batch traced on this connection yet: the run keeps the whole life of one batch in %1")
            .arg(count(sim::RunOptions{}.traceEvery));
    const Scenario& sc = *shown_->scenario;
    auto nameOf = [&sc](const QString& id) {
        const std::string i = id.toStdString();
        for (const Producer& p : sc.producers)
            if (p.id == i)
                return q(p.name);
        for (const Cluster& k : sc.clusters)
            if (k.id == i)
                return q(k.name);
        for (const ConsumerGroup& g : sc.groups)
            if (g.id == i)
                return q(g.name);
        return id;
    };
    Picked p;
    p.batch = static_cast<qint64>(c.batch);
    for (const sim::LogEntry& e : sim::batchTimeline(r, c.batch)) {
        p.times.push_back(sim::toSeconds(e.at));
        p.texts << engineText(sim::logEntryMessage(sc, e));
    }
    p.title = tr("Batch %1 on %2 \u2192 %3, %4 to %5: the traced batch nearest %6 s")
                  .arg(count(c.batch), nameOf(fromId), nameOf(toId), engineText(sim::instantMessage(c.from)),
                       engineText(sim::instantMessage(c.until)), secondsWords(cursor_));
    picked_ = std::move(p);
    emit pickedChanged();
    setPickedStep(0);
    emit pickedStepChanged();
    emit batchPicked();
    return {};
}

void SimulationRun::setPickedStep(int step)
{
    if (picked_.times.empty())
        return;
    step = std::clamp(step, 0, static_cast<int>(picked_.times.size()) - 1);
    setCursorSeconds(picked_.times[static_cast<size_t>(step)]); // the charts, log and dots show that time
    if (step != picked_.step) {
        picked_.step = step;
        emit pickedStepChanged();
    }
}

QString SimulationRun::pickedStepText() const
{
    if (picked_.texts.isEmpty())
        return {};
    return tr("Step %1 of %2").arg(picked_.step + 1).arg(picked_.texts.size());
}

void SimFlow::setRun(SimulationRun* r)
{
    if (run_ == r)
        return;
    if (run_)
        disconnect(run_, nullptr, this, nullptr);
    run_ = r;
    if (r)
        connect(r, &SimulationRun::flowsChanged, this, &SimFlow::update);
    emit runChanged();
    update();
}

void SimFlow::setFromId(const QString& id)
{
    if (id == from_)
        return;
    from_ = id;
    emit endsChanged();
    update();
}

void SimFlow::setToId(const QString& id)
{
    if (id == to_)
        return;
    to_ = id;
    emit endsChanged();
    update();
}

void SimFlow::update()
{
    const PathFlow now = run_ ? run_->flowOn(from_, to_) : PathFlow{};
    if (now == flow_)
        return;
    flow_ = now;
    emit flowChanged();
}

void SimCardMark::setRun(SimulationRun* r)
{
    if (run_ == r)
        return;
    if (run_)
        disconnect(run_, nullptr, this, nullptr);
    run_ = r;
    if (r)
        connect(r, &SimulationRun::marksChanged, this, &SimCardMark::update);
    emit runChanged();
    update();
}

void SimCardMark::setNodeId(const QString& id)
{
    if (id == nodeId_)
        return;
    nodeId_ = id;
    emit nodeIdChanged();
    update();
}

void SimCardMark::update()
{
    const QString now = run_ ? run_->cardMark(nodeId_) : QString();
    if (now == text_)
        return;
    text_ = now;
    emit textChanged();
}

bool SimulationRun::waitForIdle(int ms)
{
    const QDeadlineTimer deadline(ms);
    while (!deadline.hasExpired()) {
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
        const bool busy =
            std::any_of(workers_.begin(), workers_.end(), [](const auto& w) { return !w.second.isFinished(); });
        if (!busy && !running())
            return true;
        QThread::msleep(5);
    }
    return false;
}

} // namespace mqlab::app
