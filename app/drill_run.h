// What Round 2's and Round 3's Simulate panels share (round_two_run.h, round_three_run.h): the
// workbench they follow and whether its design is theirs, a run's result (the engine's figures, its
// timeline, the assumed figures it rests on) worked out off the GUI thread, and the stepper's state.
#pragma once

#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>
#include <QtQml/qqmlregistration.h>
#include <functional>
#include <utility>
#include <vector>

#include "mqlab/model/scenario.h"
#include "mqlab/sim/round_two.h"
#include "round_one_run.h"
#include "workbench.h"

namespace mqlab::app {

// A drill's figure in the user's language: its label (marked "DrillFigure" where the engine names it) and
// its value with its unit; the assumed figures as one line ("a journal fsync, median 2 ms; ..."), as
// roundTwoAssumedText writes them in English.
QString drillFigureLabel(const sim::R2Figure& f);
QString drillFigureValue(const sim::R2Figure& f);
QString assumedFiguresText(const std::vector<sim::R2Figure>& figures);

class DrillRun : public QObject {
    Q_OBJECT
    QML_ANONYMOUS
    Q_PROPERTY(mqlab::app::Workbench* workbench READ workbench WRITE setWorkbench NOTIFY workbenchChanged)
    Q_PROPERTY(bool applies READ applies NOTIFY appliesChanged) // the design on the canvas is the round's
    Q_PROPERTY(bool running READ running NOTIFY runningChanged)
    Q_PROPERTY(bool hasResult READ hasResult NOTIFY resultChanged)
    Q_PROPERTY(QString error READ error NOTIFY resultChanged)
    Q_PROPERTY(QString title READ title NOTIFY resultChanged)
    Q_PROPERTY(QString settingsText READ settingsText NOTIFY resultChanged) // what the run took from the design
    // The run's figures, each the engine's: keys, labels and values side by side.
    Q_PROPERTY(QStringList figureKeys READ figureKeys NOTIFY resultChanged)
    Q_PROPERTY(QStringList figureLabels READ figureLabels NOTIFY resultChanged)
    Q_PROPERTY(QStringList figureValues READ figureValues NOTIFY resultChanged)
    Q_PROPERTY(QStringList timeline READ timeline NOTIFY resultChanged)
    // The assumed figures the run rests on (the config marks them; the spec gives none): "" when none.
    Q_PROPERTY(QString assumedText READ assumedText NOTIFY resultChanged)
    Q_PROPERTY(bool stepsRunning READ stepsRunning NOTIFY stepsChanged)
    Q_PROPERTY(QString stepTitle READ stepTitle NOTIFY stepsChanged)

  public:
    ~DrillRun() override;

    Workbench* workbench() const { return workbench_; }
    void setWorkbench(Workbench* w);
    bool applies() const { return applies_; }
    bool running() const { return jobs_.running(); }
    bool hasResult() const { return !figures_.empty(); }
    QString error() const { return error_; }
    QString title() const { return title_; }
    QString settingsText() const { return settings_; }
    QStringList figureKeys() const;
    QStringList figureLabels() const;
    QStringList figureValues() const;
    QStringList timeline() const { return timeline_; }
    QString assumedText() const { return assumed_; }
    bool stepsRunning() const { return stepJobs_.running(); }
    QString stepTitle() const { return stepTitle_; }
    bool waitForIdle(int ms) { return jobs_.waitForIdle(ms) && stepJobs_.waitForIdle(ms); }

    // What a worker hands back (a round may hand back more: derive from it).
    struct Result {
        std::vector<sim::R2Figure> figures;
        QStringList timeline;
        QString error, assumed;
    };

  signals:
    void workbenchChanged();
    void appliesChanged();
    void runningChanged();
    void resultChanged();
    void stepsChanged();

  protected:
    explicit DrillRun(QObject* parent);
    // Whether a design is the round's (its `applies`).
    virtual bool isOwnDesign(const Scenario& s) const = 0;
    // Called on every new report of the workbench's design, `applies` already up to date.
    virtual void designEdited() {}

    // Runs `work` off the GUI thread (a newer run drops an older one's result) and shows what it hands
    // back under `title`: the title only when the run has figures. `also` sees the result first.
    template <class R> void startRun(std::function<R()> work, const QString& title, std::function<void(R&)> also = {})
    {
        jobs_.start<R>(this, std::move(work), [this, title, also](R r) {
            if (also)
                also(r);
            show(std::move(r), title);
        });
        emit runningChanged();
        emit resultChanged();
    }

    QPointer<Workbench> workbench_;
    RoundOneJobs stepJobs_; // the stepper's runs
    QString settings_, stepTitle_;

  private:
    void show(Result r, const QString& title);
    bool applies_ = false;
    RoundOneJobs jobs_; // the drill's or the design's run
    std::vector<sim::R2Figure> figures_;
    QStringList timeline_;
    QString error_, title_, assumed_;
};

} // namespace mqlab::app
