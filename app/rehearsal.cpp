#include "rehearsal.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QStandardPaths>
#include <algorithm>
#include <cmath>

#include "engine_text.h"
#include "lesson.h"
#include "mqlab/model/catalog.h"
#include "mqlab/error.h"
#include "mqlab/report/explain.h"
#include "mqlab/report/format.h"
#include "resources.h"
#include "workbench.h"

namespace mqlab::app {
namespace {

QString q(const std::string& s) { return QString::fromStdString(s); }
QString clock(qint64 ms) { return q(clockText(ms)); }

// A plan's minute: "12", or "12.5" for a half.
QString minutesText(double m) { return q(grouped(m, m == std::floor(m) ? 0 : 1)); }

constexpr int kHistoryKept = 50;  // enough to see progress; the file stays a few KB

// A segment's clock as a person reads it: time left, or how far over.
QString leftText(qint64 leftMs)
{
    return leftMs >= 0 ? Rehearsal::tr("%1 left").arg(clock(leftMs)) : Rehearsal::tr("%1 over").arg(clock(-leftMs));
}

QString diffText(qint64 actual, qint64 planned)
{
    const qint64 d = actual - planned;
    return d == 0 ? QStringLiteral("0:00") : (d > 0 ? QStringLiteral("+") : QStringLiteral("-")) + clock(std::llabs(d));
}

// "Stage 3", or "Round 1, part 2" for a round's part (its id is 100 x R + N).
QString lessonName(int id)
{
    return roundOf(id) > 0 ? Rehearsal::tr("Round %1, part %2").arg(roundOf(id)).arg(partOf(id))
                           : Rehearsal::tr("Stage %1").arg(id);
}

}  // namespace

Rehearsal::Rehearsal(QObject* parent) : QObject(parent)
{
    elapsed_.start();
    clock_ = [this] { return elapsed_.elapsed(); };
    ticker_.setInterval(250);
    connect(&ticker_, &QTimer::timeout, this, &Rehearsal::tick);
    loadHistory();
    // While a run is on, the lesson panel keeps its answers to itself.
    connect(this, &Rehearsal::changed, this, &Rehearsal::holdLesson);
}

void Rehearsal::setWorkbench(Workbench* wb)
{
    if (wb == workbench_)
        return;
    if (workbench_)
        disconnect(workbench_, nullptr, this, nullptr);
    workbench_ = wb;
    if (wb) {
        connect(wb, &Workbench::stageChanged, this, &Rehearsal::followLessonGroup);
        connect(wb, &Workbench::stageChanged, this, &Rehearsal::changed);  // which stage is shown
    }
    emit workbenchChanged();
    followLessonGroup();
}

RehearsalTimer* Rehearsal::timer() const
{
    if (!plansRead_)
        readPlans();
    return timer_ ? &*timer_ : nullptr;
}

void Rehearsal::readPlans() const
{
    plansRead_ = true;
    try {
        plans_.emplace(0, parseRehearsalPlan(readLesson(QStringLiteral(":/mqlab/stages/rehearsal.json")),
                                             "stages/rehearsal.json", stageNumbers()));
        timer_.emplace(plans_.at(0));
        for (int id : lessonIds()) { // a round's own plan, timed for that round's length
            const int round = roundOf(id);
            const QString file = QStringLiteral("stages/rehearsal-round-%1.json").arg(round);
            if (round > 0 && !plans_.count(round) && QFile::exists(QStringLiteral(":/mqlab/") + file))
                plans_.emplace(round, parseRehearsalPlan(readLesson(QStringLiteral(":/mqlab/") + file),
                                                         file.toStdString(), lessonIds()));
        }
    } catch (const InputError& e) {
        // A broken plan leaves the rest of the app working; the panel says what is wrong.
        problem_ = errorText(e);
    }
    pickPlan();
}

bool Rehearsal::pickPlan() const
{
    if (!workbench_ || !timer_ || active())
        return false;
    const int round = roundOf(std::max(workbench_->stage(), 0));
    const int wanted = plans_.count(round) ? round : 0;
    if (wanted == planRound_ || !plans_.count(wanted))
        return false;
    planRound_ = wanted;
    timer_.emplace(plans_.at(wanted));
    return true;
}

void Rehearsal::followLessonGroup()
{
    // Plans not read yet are picked for the canvas when they are.
    if (plansRead_ && pickPlan()) {
        shownSegment_ = -1;
        emit changed();
    }
}

void Rehearsal::setLesson(Lesson* lesson)
{
    if (lesson == lesson_)
        return;
    if (lesson_)
        lesson_->setHeldBack(false);
    lesson_ = lesson;
    holdLesson();
    emit lessonChanged();
}

void Rehearsal::holdLesson()
{
    if (lesson_)
        lesson_->setHeldBack(active());
}

void Rehearsal::setClock(Clock clock)
{
    clock_ = std::move(clock);
}

QString Rehearsal::historyPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/rehearsals.json");
}

QString Rehearsal::planTitle() const { return timer() ? q(timer()->plan().title) : QString(); }

RehearsalStates::State Rehearsal::state() const
{
    return timer() ? RehearsalStates::fromEngine(timer()->state()) : RehearsalStates::Idle;
}

bool Rehearsal::active() const
{
    // Plans not yet read have no run under way (and asking must not read them).
    return timer_ && (timer_->state() == RehearsalState::Running || timer_->state() == RehearsalState::Paused);
}

QString Rehearsal::planLength() const
{
    // Without a plan (a broken file) the words stay true: a timed run, of no stated length.
    return timer() ? tr("%1-minute").arg(minutesText(timer()->plan().plannedMs() / 60000.0)) : tr("timed");
}

int Rehearsal::segmentCount() const { return timer() ? static_cast<int>(timer()->plan().segments.size()) : 0; }

QString Rehearsal::planSummary() const
{
    if (!timer())
        return {};
    const QString minutes = minutesText(timer()->plan().plannedMs() / 60000.0);
    return segmentCount() == 1 ? tr("One segment, %1 minutes").arg(minutes)
                               : tr("%1 segments, %2 minutes in all").arg(segmentCount()).arg(minutes);
}

QString Rehearsal::undoText() const
{
    const int to = timer() ? timer()->undoTarget() : -1;
    return to < 0 ? QString() : tr("Undo: back to \u201c%1\u201d").arg(q(timer()->plan().segments[to].title));
}

QString Rehearsal::segmentTitle() const
{
    return active() ? q(timer()->plan().segments[timer()->current()].title) : QString();
}

QString Rehearsal::segmentMinutes() const
{
    if (!active())
        return {};
    const RehearsalSegment& s = timer()->plan().segments[timer()->current()];
    return tr("Minutes %1 to %2 of the plan").arg(q(grouped(s.startMinute))).arg(q(grouped(s.endMinute)));
}

QString Rehearsal::segmentClock() const { return active() ? leftText(timer()->segmentLeftMs()) : QString(); }

QString Rehearsal::segmentSpent() const { return active() ? clock(timer()->segmentSpentMs()) : QString(); }

int Rehearsal::segmentStatus() const
{
    return active() ? Overruns::fromEngine(timer()->overrun()) : Overruns::Ok;
}

QString Rehearsal::totalClock() const
{
    if (!timer() || timer()->state() == RehearsalState::Idle)
        return {};
    return tr("%1 of %2").arg(clock(timer()->elapsedMs()), clock(timer()->plan().plannedMs()));
}

QStringList Rehearsal::points() const
{
    QStringList out;
    if (active())
        for (const auto& p : timer()->plan().segments[timer()->current()].points)
            out << q(p);
    return out;
}

QList<RehearsalStageLink> Rehearsal::stages() const
{
    QList<RehearsalStageLink> out;
    if (!active())
        return out;
    for (int n : timer()->plan().segments[timer()->current()].stages) {
        QString title;
        try {
            title = q(loadStage(n).lesson.title);
        } catch (const InputError&) {
        }
        // A round's part is named by its place in the round ("Part 3"), a stage by its number.
        const QString label = roundOf(n) > 0 ? tr("Part %1").arg(partOf(n)) : tr("Stage %1").arg(n);
        out << RehearsalStageLink{n, title, label, workbench_ && workbench_->stage() == n};
    }
    return out;
}

QList<RehearsalSegmentRow> Rehearsal::segments() const
{
    QList<RehearsalSegmentRow> out;
    if (!timer())
        return out;
    const auto results = timer()->results();
    for (size_t i = 0; i < results.size(); ++i) {
        const SegmentResult& r = results[i];
        const RehearsalSegment& seg = timer()->plan().segments[i];
        const SegmentState state = timer()->segmentState(static_cast<int>(i));
        out << RehearsalSegmentRow{q(r.title),
                                   clock(r.plannedMs),
                                   tr("%1\u2013%2 min").arg(minutesText(seg.startMinute), minutesText(seg.endMinute)),
                                   clock(r.actualMs),
                                   state == SegmentState::Ahead || r.skipped ? Overruns::Ok : Overruns::fromEngine(r.overrun),
                                   SegmentStates::fromEngine(state)};
    }
    return out;
}

QList<RehearsalSummaryRow> Rehearsal::summary() const
{
    QList<RehearsalSummaryRow> out;
    if (!timer() || timer()->state() != RehearsalState::Finished)
        return out;
    for (const SegmentResult& r : timer()->results())
        out << RehearsalSummaryRow{q(r.title),
                                   clock(r.plannedMs),
                                   r.skipped ? tr("skipped") : clock(r.actualMs),
                                   r.skipped ? QString() : diffText(r.actualMs, r.plannedMs),
                                   r.skipped ? Overruns::Ok : Overruns::fromEngine(r.overrun),
                                   r.skipped,
                                   r.checkIns == 0 ? QString() : tr("%1 of %2 revealed").arg(r.revealed).arg(r.checkIns)};
    return out;
}

QString Rehearsal::summaryTotal() const
{
    if (!timer() || timer()->state() != RehearsalState::Finished)
        return {};
    const RehearsalRecord rec = recordOf(*timer(), "");
    const qint64 d = rec.totalMs - rec.plannedMs;
    const QString against = d == 0  ? tr("exactly the plan's %1").arg(clock(rec.plannedMs))
                            : d > 0 ? tr("%1 over the plan's %2").arg(clock(d), clock(rec.plannedMs))
                                    : tr("%1 under the plan's %2").arg(clock(-d), clock(rec.plannedMs));
    return tr("%1 in all, %2; %3 of %4 check-ins revealed.").arg(clock(rec.totalMs), against).arg(rec.revealed).arg(rec.checkIns);
}

QList<RehearsalRun> Rehearsal::history() const
{
    QList<RehearsalRun> out;
    // The panel shows the last ten runs; the file keeps more.
    const size_t from = history_.size() > 10 ? history_.size() - 10 : 0;
    for (size_t i = from; i < history_.size(); ++i) {
        const RehearsalRecord& r = history_[i];
        int overruns = 0, skipped = 0;
        for (const auto& s : r.segments) {
            overruns += !s.skipped && s.actualMs > s.plannedMs ? 1 : 0;
            skipped += s.skipped ? 1 : 0;
        }
        const QDateTime when = QDateTime::fromString(q(r.date), Qt::ISODate);
        out << RehearsalRun{static_cast<int>(i + 1),
                            when.isValid() ? when.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm")) : q(r.date),
                            clock(r.totalMs),
                            r.totalMs / 60000.0,
                            clock(r.plannedMs),
                            overruns,
                            skipped,
                            tr("%1 of %2").arg(r.revealed).arg(r.checkIns)};
    }
    return out;
}

double Rehearsal::historyMaxMinutes() const
{
    double m = timer() ? timer()->plan().plannedMs() / 60000.0 : 45.0;
    for (const auto& r : history_)
        m = std::max(m, r.totalMs / 60000.0);
    return std::ceil(m / 5.0) * 5.0;  // a round axis
}

void Rehearsal::start()
{
    if (!timer())
        return;
    if (active())
        timer()->finish(now());  // a fresh start abandons the run under way, unrecorded
    timer()->start(now());
    ticker_.start();
    shownSegment_ = -1;
    segmentEntered();
}

void Rehearsal::pause()
{
    if (timer() && timer()->pause(now())) {
        ticker_.stop();
        emit changed();
        emit ticked();
    }
}

void Rehearsal::resume()
{
    if (timer() && timer()->resume(now())) {
        ticker_.start();
        emit changed();
        emit ticked();
    }
}

void Rehearsal::togglePause()
{
    if (state() == RehearsalStates::Running)
        pause();
    else if (state() == RehearsalStates::Paused)
        resume();
}

void Rehearsal::next()
{
    // Ending the run is its own button: two quick presses on the last segments never end it.
    if (canNext() && timer()->next(now()))
        segmentEntered();
}

void Rehearsal::previous()
{
    if (timer() && timer()->previous(now()))
        segmentEntered();
}

void Rehearsal::skipTo(int segment)
{
    if (timer() && timer()->skipTo(segment, now()))
        segmentEntered();
}

void Rehearsal::goTo(int segment)
{
    if (!active())
        return;
    if (segment > timer()->current())
        skipTo(segment);
    else if (timer()->backTo(segment, now()))
        segmentEntered();
}

void Rehearsal::undo()
{
    if (timer() && timer()->undo(now()))
        segmentEntered();
}

void Rehearsal::finish()
{
    if (timer() && timer()->finish(now()))
        afterFinish();
}

void Rehearsal::reset()
{
    if (!timer())
        return;
    timer()->reset();
    ticker_.stop();
    shownSegment_ = -1;
    checkIns_.clear();
    emit changed();
    emit ticked();
}

void Rehearsal::reveal(int i)
{
    if (!active() || i < 0 || i >= checkIns_.size())
        return;
    timer()->reveal(timer()->current(), i);
    checkIns_[i].revealed = true;
    emit changed();
}

void Rehearsal::showStage(int number)
{
    if (!active() || !workbench_)
        return;
    const auto& st = timer()->plan().segments[timer()->current()].stages;
    if (std::find(st.begin(), st.end(), number) == st.end())
        return;
    workbench_->openStage(number);
    emit canvasMoved();
    emit changed();
}

void Rehearsal::tick()
{
    if (!timer())
        return;
    timer()->tick(now());
    emit ticked();
}

void Rehearsal::segmentEntered()
{
    // The canvas follows the plan: each segment opens on its first stage.
    if (workbench_ && timer()->current() != shownSegment_) {
        shownSegment_ = timer()->current();
        workbench_->openStage(timer()->plan().segments[shownSegment_].stages.front());
        emit canvasMoved();
    }
    fillCheckIns();
    emit changed();
    emit ticked();
}

void Rehearsal::fillCheckIns()
{
    checkIns_.clear();
    const int seg = timer()->current();
    const auto& list = timer()->plan().segments[seg].checkIns;
    for (size_t i = 0; i < list.size(); ++i) {
        const RehearsalCheckIn& ci = list[i];
        RehearsalCheckInView m;
        m.revealed = timer()->revealed(seg, static_cast<int>(i));
        m.stage = ci.stage;
        try {
            // Filled on the stage's own design, so the question is the same whatever the canvas shows.
            const Stage st = loadStage(ci.stage);
            const std::string file = "stages/rehearsal.json: segments[" + std::to_string(seg) + "].check_ins[" +
                                     std::to_string(i) + "]";
            if (ci.ownText()) {
                const Figures f = figures(st.scenario, catalog(), evaluate(st.scenario, catalog()));
                m.question = q(fillTemplate(ci.question, f, file + ".question"));
                m.answer = q(fillTemplate(ci.answer, f, file + ".answer"));
                m.source = tr("For this segment, on %1").arg(lessonName(ci.stage));
            } else if (!ci.page.empty()) {
                const LessonPage page = loadPage(ci.page);
                const auto filled = fillPage(page, st.scenario, catalog(), "stages/pages/" + ci.page + ".json");
                m.question = q(filled[filled.size() - 2]);
                m.answer = q(filled.back());
                m.source = tr("From the page \u201c%1\u201d").arg(q(page.title));
            } else {
                const FilledLesson l = fillLesson(st, catalog(), stageFileName(ci.stage));
                m.question = q(l.question);
                m.answer = q(l.answer);
                m.source = tr("%1's check-in").arg(lessonName(ci.stage));
            }
        } catch (const InputError& e) {
            m.question.clear();
            m.answer.clear();
            m.source = errorText(e);
        }
        checkIns_ << m;
    }
}

void Rehearsal::afterFinish()
{
    ticker_.stop();
    history_.push_back(recordOf(*timer(), QDateTime::currentDateTimeUtc().toString(Qt::ISODate).toStdString()));
    if (history_.size() > static_cast<size_t>(kHistoryKept))
        history_.erase(history_.begin(), history_.end() - kHistoryKept);
    saveHistory();
    checkIns_.clear();
    emit changed();
    emit ticked();
    emit historyChanged();
}

void Rehearsal::loadHistory()
{
    history_.clear();
    const QString path = historyPath();
    if (!QFile::exists(path))
        return;
    try {
        history_ = parseRehearsalHistory(readText(path).toStdString(), QFileInfo(path).fileName().toStdString());
    } catch (const InputError& e) {
        // Keep the broken file for the curious, and start a fresh history beside it.
        const QString kept = path + QStringLiteral(".broken");
        QFile::remove(kept);
        QFile::rename(path, kept);
        problem_ = tr("The rehearsal history could not be read (%1). It was moved to %2, and a new history starts.")
                       .arg(errorText(e), kept);
    }
}

void Rehearsal::saveHistory()
{
    const QString path = historyPath();
    QDir().mkpath(QFileInfo(path).absolutePath());
    QSaveFile f(path);
    const QByteArray text = QByteArray::fromStdString(rehearsalHistoryText(history_));
    if (!f.open(QIODevice::WriteOnly) || f.write(text) != text.size() || !f.commit()) {
        problem_ = tr("The rehearsal history could not be saved to %1: %2").arg(path, f.errorString());
        emit changed();
    }
}

}  // namespace mqlab::app
