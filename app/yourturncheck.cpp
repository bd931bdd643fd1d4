#include "yourturncheck.h"

#include "engine_text.h"

#include "mqlab/model/catalog.h"
#include "mqlab/error.h"
#include "mqlab/report/explain.h"
#include "mqlab/report/format.h"
#include "resources.h"
#include "workbench.h"

namespace mqlab::app {
namespace {

QString q(const std::string& s)
{
    return QString::fromStdString(s);
}

QStringList list(const std::vector<Message>& v)
{
    QStringList out;
    for (const Message& m : v)
        out << engineText(m);
    return out;
}

// A verdict is about the design, not where its cards sit on the canvas.
Scenario withoutLayout(Scenario s)
{
    for (auto& p : s.producers)
        p.position = {};
    for (auto& c : s.clusters)
        c.position = {};
    for (auto& g : s.groups)
        g.position = {};
    return s;
}

CheckFigures figuresOf(const DesignCheck& d)
{
    return {engineText(d.wall), q(d.costText) + YourTurnCheck::tr(" a month"), engineText(d.lostBroker)};
}

} // namespace

YourTurnCheck::YourTurnCheck(QObject* parent) : QObject(parent)
{
    try {
        const QString path = QStringLiteral(":/mqlab/stages/your-turn.json");
        const std::string text = readLesson(path);
        // The stage number is read first so the baseline can check the rest of the file.
        int stage = 3;
        try {
            stage = nlohmann::json::parse(text).value("stage", 3);
        } catch (const nlohmann::json::exception&) {
        }
        shared_ = parseYourTurn(text, "stages/your-turn.json", loadStage(stage).scenario, catalog());
    } catch (const InputError& e) {
        // Without its data the check says so; the rest of the app carries on.
        shared_.reset();
        sharedProblem_ = errorText(e);
    }
}

void YourTurnCheck::loadBrief()
{
    turn_.reset();
    baseline_.reset();
    brief_.clear();
    problem_ = sharedProblem_;
    if (!workbench_ || workbench_->stage() <= 0)
        return;
    const int n = workbench_->stage();
    try {
        const Stage st = loadStage(n);
        const YourTurn* brief =
            briefForStage(n, st.lesson.yourTurn ? &*st.lesson.yourTurn : nullptr, shared_ ? &*shared_ : nullptr);
        if (!brief)
            return;
        turn_ = *brief;
        baseline_ = st.scenario;
        // Filled on the brief's situation (Round 1's: three times the orders), not the stage's own load.
        const Scenario situation = turn_->setting.is_object() && !turn_->setting.empty()
                                       ? patched(*baseline_, turn_->setting, catalog())
                                       : *baseline_;
        brief_ = q(fillTemplate(turn_->brief, figures(situation, catalog(), evaluate(situation, catalog())),
                                "stages/stage-" + std::to_string(n) + ".json: your_turn.brief"));
    } catch (const InputError& e) {
        turn_.reset();
        baseline_.reset();
        problem_ = errorText(e);
    }
}

void YourTurnCheck::setWorkbench(Workbench* wb)
{
    if (wb == workbench_)
        return;
    if (workbench_)
        disconnect(workbench_, nullptr, this, nullptr);
    workbench_ = wb;
    if (wb) {
        connect(wb, &Workbench::stageChanged, this, [this] {
            clear();
            loadBrief();
            emit availableChanged();
            emit verdictChanged(); // problem() may have changed with the stage
        });
        // A verdict speaks of the design it checked: any edit makes it stale until checked again.
        connect(wb, &Workbench::reportChanged, this, [this] {
            if (verdict_ && !stale_ && withoutLayout(workbench_->scenario()) != checkedDesign_) {
                stale_ = true;
                emit verdictChanged();
            }
        });
    }
    loadBrief();
    emit workbenchChanged();
    emit availableChanged();
}

bool YourTurnCheck::available() const
{
    return workbench_ && turn_ && baseline_;
}

QString YourTurnCheck::title() const
{
    return turn_ ? q(turn_->title) : tr("Your turn");
}

void YourTurnCheck::check()
{
    if (!workbench_ || !turn_ || !baseline_)
        return;
    verdict_ = checkAnswer(*baseline_, workbench_->scenario(), *turn_, catalog());
    checkedDesign_ = withoutLayout(workbench_->scenario());
    stale_ = false;
    emit verdictChanged();
}

void YourTurnCheck::clear()
{
    if (!verdict_ && !stale_)
        return;
    verdict_.reset();
    stale_ = false;
    emit verdictChanged();
}

YourTurnOutcomes::Outcome YourTurnCheck::outcome() const
{
    return verdict_ ? YourTurnOutcomes::fromEngine(verdict_->outcome) : YourTurnOutcomes::NotChecked;
}
QString YourTurnCheck::headline() const
{
    return verdict_ ? engineText(verdict_->headline) : QString();
}
CheckFigures YourTurnCheck::yours() const
{
    return verdict_ ? figuresOf(verdict_->yours) : CheckFigures();
}

QList<KnownAnswerView> YourTurnCheck::answers() const
{
    QList<KnownAnswerView> out;
    if (!verdict_)
        return out;
    for (const AnswerComparison& a : verdict_->answers) {
        const CheckFigures f = figuresOf(a.check);
        out << KnownAnswerView{q(a.title),   q(a.summary), f.held,    f.cost,
                               f.lostBroker, a.same,       a.closest, engineText(a.comparison)};
    }
    return out;
}

QStringList YourTurnCheck::changes() const
{
    QStringList out;
    if (verdict_)
        for (const Change& c : verdict_->changes)
            out << tr("%1: %2 \u2192 %3").arg(engineText(c.what), engineText(c.from), engineText(c.to));
    return out;
}

QList<WrongMoveView> YourTurnCheck::wrongMoves() const
{
    QList<WrongMoveView> out;
    if (verdict_)
        for (const WrongMoveFound& w : verdict_->wrongMoves)
            out << WrongMoveView{q(w.title), q(w.reason)};
    return out;
}

QList<CheckLineView> YourTurnCheck::checks() const
{
    QList<CheckLineView> out;
    if (verdict_)
        for (const CheckLine& c : verdict_->checks)
            out << CheckLineView{engineText(c.name), c.passed, engineText(c.text)};
    return out;
}

QStringList YourTurnCheck::broken() const
{
    return verdict_ ? list(verdict_->broken) : QStringList();
}
QStringList YourTurnCheck::cautions() const
{
    return verdict_ ? list(verdict_->cautions) : QStringList();
}

} // namespace mqlab::app
