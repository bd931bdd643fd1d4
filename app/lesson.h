// The stage's lesson, filled from the canvas's current design: the interviewer's question, the beats,
// the stepper figures, the event's life with its promises, the check-in and the side pages.
// Texts refresh shortly after each edit (coalesced), so a slider drag stays within its frame budget.
#pragma once

#include <QObject>
#include <QTimer>
#include <QtQml/qqmlregistration.h>

#include "mqlab/lesson/stage.h"
#include "lesson_views.h"
#include "prose.h"
#include "workbench.h"

namespace mqlab::app {

class Workbench;

class Lesson : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(mqlab::app::Workbench* workbench READ workbench WRITE setWorkbench NOTIFY workbenchChanged REQUIRED)
    Q_PROPERTY(bool available READ available NOTIFY changed)       // a stage is open (not the Sandbox)
    Q_PROPERTY(int number READ number NOTIFY changed)
    Q_PROPERTY(QString heading READ heading NOTIFY changed)  // "Stage 3", "Round 1, part 2"
    Q_PROPERTY(QString title READ title NOTIFY changed)
    Q_PROPERTY(QString asks READ asks NOTIFY changed)
    Q_PROPERTY(QString change READ change NOTIFY changed)
    Q_PROPERTY(QStringList beats READ beats NOTIFY changed)
    Q_PROPERTY(QString tradeoff READ tradeoff NOTIFY changed)
    Q_PROPERTY(QString sayIt READ sayIt NOTIFY changed)
    Q_PROPERTY(QString question READ question NOTIFY changed)
    Q_PROPERTY(QString answer READ answer NOTIFY changed)
    Q_PROPERTY(bool answerRevealed READ answerRevealed WRITE setAnswerRevealed NOTIFY answerRevealedChanged)
    // A rehearsal run is on: the walkthrough, figures and answers stay hidden until it ends, and
    // the answer cannot be revealed. Set by the Rehearsal, not from QML.
    Q_PROPERTY(bool heldBack READ heldBack NOTIFY heldBackChanged)
    Q_PROPERTY(QList<mqlab::app::LessonFigure> figures READ figures NOTIFY changed)
    Q_PROPERTY(QList<mqlab::app::LifeStep> lifecycle READ lifecycle NOTIFY changed) // one event's life, in order
    Q_PROPERTY(QList<mqlab::app::PageLinkEntry> pages READ pages NOTIFY changed)    // the side pages it links to
    Q_PROPERTY(bool matchesStage READ matchesStage NOTIFY changed)  // the canvas is the stage's design
    Q_PROPERTY(QString problem READ problem NOTIFY changed)         // a lesson text that could not be filled

public:
    explicit Lesson(QObject* parent = nullptr);

    Workbench* workbench() const { return workbench_; }
    void setWorkbench(Workbench* wb);
    bool available() const { return stage_.has_value(); }
    int number() const { return stage_ ? stage_->lesson.number : 0; }
    QString heading() const;
    QString title() const { return title_; }
    QString asks() const { return asks_; }  // the interviewer's question, at the stage's own design
    QString change() const { return prose(filled_.change); }
    QStringList beats() const { return beats_; }
    QString tradeoff() const { return prose(filled_.tradeoff); }
    QString sayIt() const { return prose(filled_.sayIt); }
    QString question() const { return prose(filled_.question); }
    QString answer() const { return prose(filled_.answer); }
    bool answerRevealed() const { return revealed_; }
    void setAnswerRevealed(bool on);
    bool heldBack() const { return heldBack_; }
    void setHeldBack(bool on);
    QList<LessonFigure> figures() const { return figures_; }
    QList<LifeStep> lifecycle() const { return lifecycle_; }
    QList<PageLinkEntry> pages() const { return pages_; }
    bool matchesStage() const { return matches_; }
    QString problem() const { return problem_; }

    // A side page filled from the current design (its problem said instead when it cannot be).
    Q_INVOKABLE mqlab::app::SidePageView page(const QString& id) const;
    // Puts the stage's own design back on the canvas (one undoable edit).
    Q_INVOKABLE void restoreStage();
    // Fills every text now (tests and exports call it; the app waits for edits to settle).
    Q_INVOKABLE void refreshNow();

signals:
    void workbenchChanged();
    void changed();
    void answerRevealedChanged();
    void heldBackChanged();

private:
    void stageChanged();
    Workbench* workbench_ = nullptr;
    std::optional<Stage> stage_;
    FilledLesson filled_;
    QString asks_;
    QString title_, problem_;
    QStringList beats_;
    QList<LessonFigure> figures_;
    QList<LifeStep> lifecycle_;
    QList<PageLinkEntry> pages_;
    bool revealed_ = false, matches_ = true, heldBack_ = false;
    QTimer settle_;
};

}  // namespace mqlab::app
