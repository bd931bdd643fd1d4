// "Your turn" in the lesson panel: on a stage with a brief, "Check my answer" asks the engine's
// checkAnswer() about the canvas's design against that stage's brief and known answers (the
// stage's lesson.your_turn, or stages/your-turn.json for the stage it names). A stage without a
// brief has no Your turn: briefForStage() never lends it another stage's. Every text it exposes
// is built by the engine from its figures.
#pragma once

#include <QObject>
#include <QList>
#include <QtQml/qqmlregistration.h>
#include <optional>

#include "mqlab/lesson/your_turn.h"

namespace mqlab::app {

class Workbench;

// A checked answer's outcome, typed for QML (YourTurnOutcome.Saturates, ...): the engine's
// mqlab::Outcome value for value, plus NotChecked while no answer is checked.
namespace YourTurnOutcomes {
Q_NAMESPACE
QML_NAMED_ELEMENT(YourTurnOutcome)

enum Outcome {
    NotChecked = -1,
    Holds = static_cast<int>(mqlab::Outcome::Holds),
    Saturates = static_cast<int>(mqlab::Outcome::Saturates),
    BendsBrief = static_cast<int>(mqlab::Outcome::BendsBrief),
    NoCluster = static_cast<int>(mqlab::Outcome::NoCluster),
    MissesTarget = static_cast<int>(mqlab::Outcome::MissesTarget),
};
Q_ENUM_NS(Outcome)

// A switch with no default: an outcome added to the engine and not here is a -Wswitch warning, and
// typed_enums_tests fails on it.
inline Outcome fromEngine(mqlab::Outcome outcome)
{
    switch (outcome) {
    case mqlab::Outcome::Holds: return Holds;
    case mqlab::Outcome::Saturates: return Saturates;
    case mqlab::Outcome::BendsBrief: return BendsBrief;
    case mqlab::Outcome::NoCluster: return NoCluster;
    case mqlab::Outcome::MissesTarget:
        return MissesTarget;
    }
    return NotChecked;
}

} // namespace YourTurnOutcomes

// One design's figures in Your turn's words: the load it holds, its bill, what one lost broker does.
struct CheckFigures {
    Q_GADGET
    QML_ANONYMOUS
    Q_PROPERTY(QString held MEMBER held CONSTANT)             // the load it holds, in words
    Q_PROPERTY(QString cost MEMBER cost CONSTANT)             // its bill, "... a month"
    Q_PROPERTY(QString lostBroker MEMBER lostBroker CONSTANT) // what one broker lost does to it
  public:
    QString held, cost, lostBroker;
};

// A known answer beside the user's: its figures, and how the user's design compares with it.
struct KnownAnswerView {
    Q_GADGET
    QML_VALUE_TYPE(knownAnswer)
    Q_PROPERTY(QString title MEMBER title CONSTANT)
    Q_PROPERTY(QString summary MEMBER summary CONSTANT)
    Q_PROPERTY(QString held MEMBER held CONSTANT)             // the load it holds, in words
    Q_PROPERTY(QString cost MEMBER cost CONSTANT)             // its bill, "... a month"
    Q_PROPERTY(QString lostBroker MEMBER lostBroker CONSTANT) // what one broker lost does to it
    Q_PROPERTY(bool same MEMBER same CONSTANT)                // the user's design is this answer
    Q_PROPERTY(bool closest MEMBER closest CONSTANT)          // the answer nearest the user's design
    Q_PROPERTY(QString comparison MEMBER comparison CONSTANT) // the user's design against it, in words
  public:
    QString title, summary, held, cost, lostBroker;
    bool same = false, closest = false;
    QString comparison;
    bool operator==(const KnownAnswerView&) const = default;
};

// A move that cannot shift the wall the brief is about, and why.
struct WrongMoveView {
    Q_GADGET
    QML_VALUE_TYPE(wrongMove)
    Q_PROPERTY(QString title MEMBER title CONSTANT)
    Q_PROPERTY(QString reason MEMBER reason CONSTANT)
  public:
    QString title, reason;
    bool operator==(const WrongMoveView&) const = default;
};

// One check of a round's design: its name, whether it passed, and the figure against its limit.
struct CheckLineView {
    Q_GADGET
    QML_VALUE_TYPE(checkLine)
    Q_PROPERTY(QString name MEMBER name CONSTANT)
    Q_PROPERTY(bool passed MEMBER passed CONSTANT)
    Q_PROPERTY(QString text MEMBER text CONSTANT)
  public:
    QString name;
    bool passed = false;
    QString text;
    bool operator==(const CheckLineView&) const = default;
};

class YourTurnCheck : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(mqlab::app::Workbench* workbench READ workbench WRITE setWorkbench NOTIFY workbenchChanged REQUIRED)
    Q_PROPERTY(bool available READ available NOTIFY availableChanged)  // the canvas's stage has a brief
    Q_PROPERTY(QString title READ title NOTIFY availableChanged)
    Q_PROPERTY(QString brief READ brief NOTIFY availableChanged)
    Q_PROPERTY(bool checked READ checked NOTIFY verdictChanged)   // a verdict is shown
    Q_PROPERTY(bool stale READ stale NOTIFY verdictChanged)       // the design changed since
    Q_PROPERTY(bool passed READ passed NOTIFY verdictChanged)
    Q_PROPERTY(mqlab::app::YourTurnOutcomes::Outcome outcome READ outcome NOTIFY verdictChanged)  // a YourTurnOutcome
    Q_PROPERTY(QString headline READ headline NOTIFY verdictChanged)
    Q_PROPERTY(mqlab::app::CheckFigures yours READ yours NOTIFY verdictChanged) // the design's own figures
    Q_PROPERTY(QList<mqlab::app::KnownAnswerView> answers READ answers NOTIFY verdictChanged)
    Q_PROPERTY(QStringList changes READ changes NOTIFY verdictChanged)   // "Kafka cluster, brokers: 3 → 6"
    Q_PROPERTY(QList<mqlab::app::WrongMoveView> wrongMoves READ wrongMoves NOTIFY verdictChanged)
    Q_PROPERTY(QStringList broken READ broken NOTIFY verdictChanged)
    Q_PROPERTY(QStringList cautions READ cautions NOTIFY verdictChanged)
    // Rounds 1 and 2: each check of the design, in the engine's order; empty for a Kafka brief.
    Q_PROPERTY(QList<mqlab::app::CheckLineView> checks READ checks NOTIFY verdictChanged)
    Q_PROPERTY(QString problem READ problem NOTIFY verdictChanged)  // a broken answers file

public:
    explicit YourTurnCheck(QObject* parent = nullptr);

    Workbench* workbench() const { return workbench_; }
    void setWorkbench(Workbench* wb);
    bool available() const;
    QString title() const;
    QString brief() const { return brief_; }
    bool checked() const { return verdict_.has_value(); }
    bool stale() const { return stale_; }
    bool passed() const { return verdict_ && verdict_->passed; }
    YourTurnOutcomes::Outcome outcome() const;
    QString headline() const;
    CheckFigures yours() const;
    QList<KnownAnswerView> answers() const;
    QStringList changes() const;
    QList<WrongMoveView> wrongMoves() const;
    QStringList broken() const;
    QStringList cautions() const;
    QList<CheckLineView> checks() const;
    QString problem() const { return problem_; }

    Q_INVOKABLE void check();
    Q_INVOKABLE void clear();
    const std::optional<Verdict>& verdict() const { return verdict_; }

signals:
    void workbenchChanged();
    void availableChanged();
    void verdictChanged();

private:
    void loadBrief();  // the brief of the workbench's stage, or none

    Workbench* workbench_ = nullptr;
    std::optional<YourTurn> shared_;  // stages/your-turn.json
    QString sharedProblem_;
    std::optional<YourTurn> turn_;
    std::optional<Scenario> baseline_;
    std::optional<Verdict> verdict_;
    Scenario checkedDesign_;
    QString brief_, problem_;
    bool stale_ = false;
};

}  // namespace mqlab::app
