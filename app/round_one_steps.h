// Round 1's steppers, each step an entry of the engine's run of a drill (sim/round_one.h), never a
// typed timeline: one message's life with its branch (deleted, or expiry -> redelivery -> ... -> the
// DLQ), the worker-crash clock, and Raft 2 of 3 (a follower down, the leader down, the leader cut
// off). The lease settings come from the design's worker pool, so an edit there moves the times.
// Which step is shown is a Stepper's (stepper.h) in QML: back and forth at any time.
#pragma once

#include <QObject>
#include <QPointer>
#include <QStringList>
#include <QtQml/qqmlregistration.h>
#include <vector>

#include "mqlab/sim/round_one.h"
#include "round_one_run.h"
#include "workbench.h"

namespace mqlab::app {

// The engine's line for a drill's entry without its leading time ("30.000 s  "), in the user's language
// (sim::r1EventMessage through engineText): a step shows its time apart. Round 2's steppers
// (round_two_run.cpp) read the same entries.
QString entryWords(const sim::R1Entry& e);

namespace R1Scenes {
Q_NAMESPACE
QML_NAMED_ELEMENT(R1Scene)
enum Scene {
    MessageLife, // one send's path to a waiting worker, then its lease: delete or expiry to the DLQ
    WorkerCrash, // trace 3: a worker dies holding a message; the lease brings it back
    Raft,        // one partition's Raft group of 3 through a failure
};
Q_ENUM_NS(Scene)
} // namespace R1Scenes

namespace R1Branches {
Q_NAMESPACE
QML_NAMED_ELEMENT(R1Branch)
enum Branch {
    Deleted,      // MessageLife: processed and deleted
    Expired,      // MessageLife: every attempt fails; the lease expires until the DLQ takes it
    FollowerDown, // Raft: a broker that only follows goes down: commits go on
    LeaderDown,   // Raft: the leader's broker goes down: refused sends, an election
    LeaderCut,    // Raft: the leader is cut off: it appends, never commits, truncates on return
};
Q_ENUM_NS(Branch)
} // namespace R1Branches

// One step: its time in the run (s), the time as shown ("+7 ms", "30 s") and the engine's words.
struct R1Step {
    double seconds = 0;
    QString time, text;
};

class RoundOneSteps : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(mqlab::app::Workbench* workbench READ workbench WRITE setWorkbench NOTIFY workbenchChanged)
    Q_PROPERTY(mqlab::app::R1Scenes::Scene scene READ scene NOTIFY stepsChanged)
    Q_PROPERTY(mqlab::app::R1Branches::Branch branch READ branch NOTIFY stepsChanged)
    Q_PROPERTY(bool running READ running NOTIFY runningChanged)
    Q_PROPERTY(QString title READ title NOTIFY stepsChanged)
    Q_PROPERTY(QStringList times READ times NOTIFY stepsChanged)
    Q_PROPERTY(QStringList texts READ texts NOTIFY stepsChanged)
    Q_PROPERTY(QString error READ error NOTIFY stepsChanged)

  public:
    explicit RoundOneSteps(QObject* parent = nullptr);
    Workbench* workbench() const { return workbench_; }
    void setWorkbench(Workbench* w);
    R1Scenes::Scene scene() const { return scene_; }
    R1Branches::Branch branch() const { return branch_; }
    bool running() const { return jobs_.running(); }
    QString title() const { return title_; }
    QStringList times() const;
    QStringList texts() const;
    QString error() const { return error_; }

    // Runs the scene's drill with the branch (off the GUI thread) and shows its steps; a branch
    // that is not the scene's takes the scene's first.
    Q_INVOKABLE void show(mqlab::app::R1Scenes::Scene scene, mqlab::app::R1Branches::Branch branch);
    bool waitForIdle(int ms) { return jobs_.waitForIdle(ms); }

    // The steps themselves (run on any thread): the design's worker pool's lease settings apply.
    static std::vector<R1Step> lifeSteps(const sim::RoundOneConfig& design, R1Branches::Branch branch);
    static std::vector<R1Step> crashSteps(const sim::RoundOneConfig& design);
    static std::vector<R1Step> raftSteps(R1Branches::Branch branch);

  signals:
    void workbenchChanged();
    void runningChanged();
    void stepsChanged();

  private:
    QPointer<Workbench> workbench_;
    R1Scenes::Scene scene_ = R1Scenes::MessageLife;
    R1Branches::Branch branch_ = R1Branches::Deleted;
    QString title_, error_;
    std::vector<R1Step> steps_;
    RoundOneJobs jobs_;
};

} // namespace mqlab::app
