// The 45-minute rehearsal's view-model: the engine's RehearsalTimer fed by a clock, the canvas moved
// to each segment's stage, the segment's check-ins filled from the engine, and the history of
// finished runs kept in the app-data folder. The clock is injectable so tests drive it by hand.
#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>
#include <QVariant>
#include <QtQml/qqmlregistration.h>
#include <functional>
#include <map>
#include <optional>

#include "mqlab/lesson/rehearsal.h"
#include "rehearsal_views.h"
#include "rehearsalenums.h"

namespace mqlab::app {

class Workbench;
class Lesson;

class Rehearsal : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(mqlab::app::Workbench* workbench READ workbench WRITE setWorkbench NOTIFY workbenchChanged REQUIRED)
    Q_PROPERTY(mqlab::app::Lesson* lesson READ lesson WRITE setLesson NOTIFY lessonChanged)  // its reveals count too
    Q_PROPERTY(QString planTitle READ planTitle NOTIFY changed)
    Q_PROPERTY(mqlab::app::RehearsalStates::State state READ state NOTIFY changed)  // a RehearsalState
    Q_PROPERTY(bool active READ active NOTIFY changed)             // running or paused
    Q_PROPERTY(int segmentIndex READ segmentIndex NOTIFY changed)  // -1 when idle
    Q_PROPERTY(int segmentCount READ segmentCount NOTIFY changed)
    Q_PROPERTY(QString planSummary READ planSummary NOTIFY changed)      // "7 segments, 45 minutes in all"
    Q_PROPERTY(QString planLength READ planLength NOTIFY changed)        // "45-minute", "35-minute": the plan in use
    Q_PROPERTY(bool canPrevious READ canPrevious NOTIFY changed)   // a run is on, past its first segment
    Q_PROPERTY(bool canNext READ canNext NOTIFY changed)           // a run is on, before its last segment
    Q_PROPERTY(QString undoText READ undoText NOTIFY changed)      // "Undo: back to “…”", or "" with nothing to undo
    Q_PROPERTY(QString segmentTitle READ segmentTitle NOTIFY changed)
    Q_PROPERTY(QString segmentMinutes READ segmentMinutes NOTIFY changed)  // "Minutes 20 to 28"
    Q_PROPERTY(QString segmentClock READ segmentClock NOTIFY ticked)       // "3:12 left", "1:05 over"
    Q_PROPERTY(int segmentStatus READ segmentStatus NOTIFY ticked)         // a RehearsalOverrun
    Q_PROPERTY(QString totalClock READ totalClock NOTIFY ticked)           // "12:30 of 45:00"
    Q_PROPERTY(QStringList points READ points NOTIFY changed)
    Q_PROPERTY(QList<mqlab::app::RehearsalStageLink> stages READ stages NOTIFY changed) // of the segment
    Q_PROPERTY(QList<mqlab::app::RehearsalCheckInView> checkIns READ checkIns NOTIFY changed)
    Q_PROPERTY(QString segmentSpent READ segmentSpent NOTIFY ticked)       // "3:12" in the current segment
    // Changes only when a segment does, so the list is not rebuilt on every tick; the current
    // row reads segmentSpent and segmentStatus instead.
    Q_PROPERTY(QList<mqlab::app::RehearsalSegmentRow> segments READ segments NOTIFY changed)
    Q_PROPERTY(QList<mqlab::app::RehearsalSummaryRow> summary READ summary NOTIFY changed) // a finished run's
    Q_PROPERTY(QString summaryTotal READ summaryTotal NOTIFY changed)
    Q_PROPERTY(QList<mqlab::app::RehearsalRun> history READ history NOTIFY historyChanged) // the last 10 runs
    Q_PROPERTY(double historyMaxMinutes READ historyMaxMinutes NOTIFY historyChanged)
    Q_PROPERTY(QString problem READ problem NOTIFY changed)         // a broken plan or history file

public:
    using Clock = std::function<qint64()>;  // monotonic milliseconds

    explicit Rehearsal(QObject* parent = nullptr);

    Workbench* workbench() const { return workbench_; }
    void setWorkbench(Workbench* wb);
    Lesson* lesson() const { return lesson_; }
    void setLesson(Lesson* lesson);
    QString planTitle() const;
    RehearsalStates::State state() const;
    bool active() const;
    int segmentIndex() const { return timer() ? timer()->current() : -1; }
    int segmentCount() const;
    QString planSummary() const;
    QString planLength() const;
    bool canPrevious() const { return active() && timer()->current() > 0; }
    bool canNext() const { return active() && timer()->current() + 1 < segmentCount(); }
    QString undoText() const;
    QString segmentTitle() const;
    QString segmentMinutes() const;
    QString segmentClock() const;
    int segmentStatus() const;
    QString totalClock() const;
    QString segmentSpent() const;
    QStringList points() const;
    QList<RehearsalStageLink> stages() const;
    QList<RehearsalCheckInView> checkIns() const { return checkIns_; }
    QList<RehearsalSegmentRow> segments() const;
    QList<RehearsalSummaryRow> summary() const;
    QString summaryTotal() const;
    QList<RehearsalRun> history() const;
    double historyMaxMinutes() const;
    QString problem() const
    {
        timer(); // a broken plan is found when the plans are first read
        return problem_;
    }

    // Tests replace the clock; the default is a QElapsedTimer, ticked four times a second.
    void setClock(Clock clock);
    static QString historyPath();  // rehearsals.json in the app-data folder

    Q_INVOKABLE void start();
    Q_INVOKABLE void pause();
    Q_INVOKABLE void resume();
    Q_INVOKABLE void togglePause();
    Q_INVOKABLE void next();             // done with this segment: the next one (never the end: finish() is)
    Q_INVOKABLE void previous();         // back one segment; its clock carries on
    Q_INVOKABLE void skipTo(int segment);  // a later segment; the ones between are skipped
    Q_INVOKABLE void goTo(int segment);  // any other segment: skip ahead, or go back
    Q_INVOKABLE void undo();             // takes back the latest segment change of the run
    Q_INVOKABLE void finish();           // end now; later segments are skipped
    Q_INVOKABLE void reset();            // back to idle without keeping the run
    Q_INVOKABLE void reveal(int checkIn);  // shows and records a check-in of the current segment
    Q_INVOKABLE void showStage(int number);  // another stage of the current segment
    Q_INVOKABLE void tick();             // reads the clock now (the timer calls it)

signals:
    void workbenchChanged();
    void lessonChanged();
    void changed();
    void ticked();
    void historyChanged();
    void canvasMoved();  // the canvas now shows another stage: the window refits it

private:
    qint64 now() const { return clock_(); }
    void segmentEntered();
    void fillCheckIns();
    void afterFinish();
    void loadHistory();
    void saveHistory();
    void holdLesson();

    Workbench* workbench_ = nullptr;
    Lesson* lesson_ = nullptr;
    // The plans are read on first use rather than at start: nothing on the first frame shows them,
    // and parsing the three plans was 3.5% of the work before it. Null: no plan (a broken file).
    RehearsalTimer* timer() const;
    void readPlans() const;
    bool pickPlan() const; // the plan of the lesson group on the canvas; true if it changed
    mutable bool plansRead_ = false;
    mutable std::optional<RehearsalTimer> timer_;
    // The plans by round (0: the first seed's stages/rehearsal.json, R: stages/rehearsal-round-R.json);
    // when no run is on, the panel follows the group of the lesson on the canvas.
    mutable std::map<int, RehearsalPlan> plans_;
    mutable int planRound_ = 0;
    void followLessonGroup();
    std::vector<RehearsalRecord> history_;
    QList<RehearsalCheckInView> checkIns_;
    mutable QString problem_;
    Clock clock_;
    QElapsedTimer elapsed_;
    QTimer ticker_;
    int shownSegment_ = -1;
};

}  // namespace mqlab::app
