#include "workbench.h"

#include <algorithm>
#include <QHash>
#include <QQmlEngine>
#include <QSet>
#include <QUndoCommand>
#include <cmath>

#include <nlohmann/json.hpp>

#include "mqlab/model/catalog.h"
#include "mqlab/model/edits.h"
#include "mqlab/model/kinds.h"
#include "mqlab/model/fields.h"
#include "mqlab/error.h"
#include "mqlab/report/explain.h"
#include "mqlab/report/format.h"
#include "mqlab/report/load_text.h"
#include "engine_text.h"
#include "number_format.h"
#include "resources.h"

namespace mqlab::app {
namespace {

QString q(const std::string& s)
{
    return QString::fromStdString(s);
}
// One edit as two whole scenarios: exact undo, and small enough (a few KB) to keep every step.
class SnapshotCommand : public QUndoCommand {
  public:
    SnapshotCommand(Workbench* wb, Scenario before, Scenario after, const QString& text, int mergeId, bool applied)
        : QUndoCommand(text), wb_(wb), before_(std::move(before)), after_(std::move(after)), mergeId_(mergeId),
          skipFirstRedo_(applied)
    {}
    void undo() override { wb_->applyScenario(before_); }
    void redo() override
    {
        if (skipFirstRedo_) {
            skipFirstRedo_ = false;
            return;
        }
        wb_->applyScenario(after_);
    }
    int id() const override { return mergeId_; }
    bool mergeWith(const QUndoCommand* other) override
    {
        after_ = static_cast<const SnapshotCommand*>(other)->after_;
        return true;
    }

  private:
    Workbench* wb_;
    Scenario before_, after_;
    int mergeId_;
    bool skipFirstRedo_;
};

constexpr int kLoadMergeId = 1;

nlohmann::json toJsonValue(const QVariant& v)
{
    switch (v.typeId()) {
    case QMetaType::Bool:
        return v.toBool();
    case QMetaType::Int:
    case QMetaType::LongLong:
        return v.toLongLong();
    case QMetaType::Double:
    case QMetaType::Float: {
        const double d = v.toDouble();
        if (std::isfinite(d) && d == std::floor(d) && std::fabs(d) < 1e15)
            return static_cast<long long>(d);
        return d;
    }
    default:
        return v.toString().toStdString();
    }
}

std::vector<std::string> ids(const QStringList& list)
{
    std::vector<std::string> out;
    for (const QString& id : list)
        out.push_back(id.toStdString());
    return out;
}

} // namespace

Workbench::Workbench(QObject* parent)
    : QObject(parent), history_(this), selection_(&nodes_, &scenario_, this), inspector_(this),
      presenter_(&scenario_, &report_, this), document_(this)
{
    connect(&history_, &UndoHistory::changed, &document_, &DesignDocument::changed);
    connect(&selection_, &SelectionModel::changed, this, &Workbench::refreshInspector);
    selection_.setMover([this](double dx, double dy) { nudge(dx, dy); });
    // connectTargets() hands QML this member: QML must never collect it.
    QQmlEngine::setObjectOwnership(&connectTargets_, QQmlEngine::CppOwnership);
    // Figures written the locale's way or the lessons' (View menu): every text is the engine's again.
    connect(NumberFormat::instance(), &NumberFormat::localChanged, this, [this] {
        recompute();
        refreshInspector();
    });
    openStage(1);
}

QStringList Workbench::stageTitles() const
{
    QStringList out;
    for (int n : stageNumbers())
        out << QStringLiteral("Stage %1: %2").arg(n).arg(q(loadStage(n).lesson.title));
    return out;
}

QList<LessonChoice> Workbench::lessonChoices() const
{
    QList<LessonChoice> out;
    int lastRound = 0;
    for (int id : lessonIds()) {
        const Stage st = loadStage(id);
        const int round = roundOf(id);
        LessonChoice m;
        m.id = id;
        m.firstOfGroup = round != lastRound;
        if (round == 0) {
            m.title = tr("Stage %1: %2").arg(id).arg(q(st.lesson.title));
        } else {
            m.title = tr("Round %1, part %2: %3").arg(round).arg(partOf(id)).arg(q(st.lesson.title));
            m.group = tr("Round %1").arg(round);
            // The group is named by its first part's design ("Round 1: a leased task queue ...").
            m.groupTitle = q(loadStage(100 * round + 1).scenario.name);
        }
        lastRound = round;
        out << m;
    }
    return out;
}

QString Workbench::applyLoadButton(int index)
{
    const auto& buttons = presenter_.loadButtons()->buttons();
    if (index < 0 || static_cast<size_t>(index) >= buttons.size())
        return {};
    const LoadButton b = buttons[static_cast<size_t>(index)];
    return setLoad(b.factor > 0 ? report_.offeredEventsPerSecond * b.factor : b.load); // setLoad refuses past the range
}

void Workbench::refreshInspector()
{
    chartLimits_.show(nodes_.rows(), selection_.selectedId());
    inspector_.show(scenario_, selection_.selectedId());
}

QString Workbench::limitFormula(const QString& nodeId, const QString& key) const
{
    for (const CardReport& card : report_.cards)
        if (q(cardId(scenario_, card)) == nodeId)
            for (const LimitReport& l : card.limits)
                if (q(limitKey(l.kind)) == key)
                    return engineText(mqlab::limitFormula(scenario_, report_, card, l));
    return {};
}

void Workbench::showDesign(const Scenario& s, int stage, const QString& path)
{
    stage_ = stage;
    document_.setPath(path);
    applyScenario(s);
    history_.reset();
    emit stageChanged();
    selection_.setIds({}); // and the inspector follows
}

void Workbench::keepEdits()
{
    const bool keep = keepNext_;
    keepNext_ = true;
    if (document_.scratch() || !document_.filePath().isEmpty() || !keep)
        return; // a file keeps its edits by being saved; the window asks first
    if (document_.dirty())
        kept_[stage_] = scenario_;
    else
        kept_.erase(stage_); // undone back to the shipped design
}

void Workbench::showStageDesign(const Scenario& shipped, int stage)
{
    showDesign(shipped, stage, {});
    const auto it = kept_.find(stage);
    if (it != kept_.end() && !(it->second == shipped))
        push(it->second, tr("Your earlier edits")); // undo goes back to the shipped design
}

QString Workbench::openStage(int number)
{
    try {
        const Scenario shipped = loadStage(number).scenario;
        keepEdits();
        showStageDesign(shipped, number);
        return {};
    } catch (const InputError& e) {
        return errorText(e);
    }
}

void Workbench::newSandbox()
{
    Scenario s;
    s.name = "Sandbox";
    keepEdits();
    showStageDesign(s, 0);
}

void Workbench::resetDesign()
{
    if (!document_.filePath().isEmpty())
        return;
    kept_.erase(stage_);
    if (stage_ > 0) {
        showDesign(loadStage(stage_).scenario, stage_, {});
    } else {
        Scenario s;
        s.name = "Sandbox";
        showDesign(s, 0, {});
    }
}

QString Workbench::setTypedLoad(const QString& text)
{
    const TypedLoad t = parseTypedLoad(text.toStdString());
    if (!t.problem.empty())
        return q(t.problem);
    return setLoad(t.eventsPerSecond);
}

void Workbench::stepLoad(int direction, bool coarse)
{
    if (!scenario_.producers.empty())
        setLoad(steppedLoad(report_.offeredEventsPerSecond, direction, coarse));
}

QString Workbench::goToWall()
{
    const double wall = presenter_.wallLoad();
    if (wall < 0)
        return tr("No wall: nothing in this design reaches 100% as the load grows.");
    if (wall > 1e7)
        return tr("The wall is past 10,000,000 events/s, the top of the load's range.");
    return setLoad(wall);
}

ConnectTargetModel* Workbench::connectTargets(const QString& from)
{
    std::vector<ConnectTarget> out;
    for (const NodeModel::Row& r : nodes_.rows())
        if (r.id != from && connectionRefusalMessage(scenario_, from.toStdString(), r.id.toStdString()).english.empty())
            out.push_back({r.id, r.name});
    connectTargets_.update(std::move(out));
    return &connectTargets_;
}

void Workbench::push(const Scenario& after, const QString& text, int mergeId)
{
    history_.push(new SnapshotCommand(this, scenario_, after, text, mergeId, false));
}

void Workbench::applyScenario(const Scenario& s)
{
    const bool sameNodes = s.producers.size() == scenario_.producers.size() &&
                           s.clusters.size() == scenario_.clusters.size() && s.groups.size() == scenario_.groups.size();
    scenario_ = s;
    recompute();
    // The selected nodes the new design still has; the inspector follows the selection when it
    // changes, and the design's new figures otherwise.
    if (!selection_.keepPresent(!sameNodes))
        refreshInspector();
}

void Workbench::recompute()
{
    report_ = evaluate(scenario_, catalog());
    nodes_.update(nodeRows(scenario_, catalog(), report_));
    nodes_.setSelected(selection_.ids());
    chartLimits_.show(nodes_.rows(), selection_.selectedId());
    // Node rows by id, once: a design of hundreds of nodes should not search per connection.
    QHash<QString, int> rowOf;
    rowOf.reserve(static_cast<qsizetype>(nodes_.rows().size()));
    for (size_t i = 0; i < nodes_.rows().size(); ++i)
        rowOf.insert(nodes_.rows()[i].id, static_cast<int>(i));
    std::vector<ConnectionModel::Row> conns;
    for (const Connection& c : scenario_.connections) {
        ConnectionModel::Row row{q(c.from), q(c.to), {}, 0, 0, 0, 0};
        const int a = rowOf.value(row.from, -1), b = rowOf.value(row.to, -1);
        if (a < 0 || b < 0)
            continue;
        const auto& ra = nodes_.rows()[static_cast<size_t>(a)];
        const auto& rb = nodes_.rows()[static_cast<size_t>(b)];
        row.fromX = ra.x;
        row.fromY = ra.y;
        row.toX = rb.x;
        row.toY = rb.y;
        // A connection takes the colour of the card it feeds from.
        row.status = nodeKindOf(ra.kind) == NodeKind::Cluster ? ra.status : rb.status;
        conns.push_back(row);
    }
    connections_.update(std::move(conns));
    ++revision_;
    presenter_.update(revision_, stage_);
    emit reportChanged();
}

QString Workbench::setLoad(double eventsPerSecond)
{
    try {
        checkLoad(eventsPerSecond, "load");
        if (scenario_.producers.empty())
            return tr("Add a producer first: the load is what producers send.");
        Scenario s = scenario_;
        setOfferedLoad(s, eventsPerSecond);
        push(s, tr("Change the load"), kLoadMergeId);
        return {};
    } catch (const InputError& e) {
        return problemText(e);
    }
}

void Workbench::restoreDesign(const Scenario& s)
{
    if (!(s == scenario_))
        push(s, tr("Back to the stage's design"));
}

QString Workbench::setField(const QString& nodeId, const QString& key, const QVariant& value)
{
    const auto kind = scenario_.kindOf(nodeId.toStdString());
    if (!kind)
        return tr("No node is called %1").arg(nodeId);
    const std::string array(arrayName(*kind));
    const FieldSpec* spec = findField(*kindOfNode(scenario_, nodeId.toStdString()), key.toStdString());
    nlohmann::json change = {{"id", nodeId.toStdString()}};
    QVariant v = value;
    if (spec && spec->shownScale != 1)
        v = value.toDouble() / spec->shownScale; // shown in the inspector's unit (a share as a percent)
    if (v.typeId() == QMetaType::Double && !std::isfinite(v.toDouble()))
        return tr("must be a number");
    change[key.toStdString()] = toJsonValue(v);
    // A change of kind is the engine's edit: each kind has its own defaults (Express's size and fixed figures).
    std::optional<Kind> toKind;
    if (key == QLatin1String("kind"))
        for (const KindInfo& k : kindRegistry())
            if (k.node == *kind &&
                value.toString() == QLatin1String(k.key.data(), static_cast<qsizetype>(k.key.size())))
                toKind = k.kind;
    try {
        const Scenario s = toKind ? withKind(scenario_, nodeId.toStdString(), *toKind, catalog())
                                  : patched(scenario_, {{array, nlohmann::json::array({change})}}, catalog(), true);
        if (s == scenario_)
            return {};
        push(s, tr("Change %1").arg(key));
        return {};
    } catch (const InputError& e) {
        return problemText(e);
    }
}

QString Workbench::connectionRefusal(const QString& from, const QString& to) const
{
    return engineText(connectionRefusalMessage(scenario_, from.toStdString(), to.toStdString()));
}

QString Workbench::connectNodes(const QString& from, const QString& to)
{
    try {
        push(withConnection(scenario_, from.toStdString(), to.toStdString()), tr("Connect"));
        return {};
    } catch (const InputError& e) {
        return problemText(e);
    }
}

void Workbench::removeConnection(const QString& from, const QString& to)
{
    Scenario s = scenario_;
    std::erase_if(s.connections,
                  [&](const Connection& c) { return c.from == from.toStdString() && c.to == to.toStdString(); });
    if (s.connections.size() != scenario_.connections.size())
        push(s, tr("Disconnect"));
}

QString Workbench::addNode(const QString& kind, double x, double y)
{
    // The registry's key ("express") or its add entry's name ("cluster" for a Standard one).
    std::optional<Kind> k;
    for (const KindInfo& info : kindRegistry())
        if (kind == QLatin1String(info.key.data(), static_cast<qsizetype>(info.key.size())) ||
            kind == QLatin1String(info.entry.data(), static_cast<qsizetype>(info.entry.size())))
            k = info.kind;
    if (!k)
        return {};
    // The new card's name and the undo step's words in the user's language: "Add an Express cluster"
    // from the Edit menu's entry, its mnemonic's '&' dropped.
    const KindInfo& info = kindInfo(*k);
    const std::string name = wordsIn("NewCardName", newCardName(*k)).toStdString();
    const QString step = wordsIn("AddEntry", info.addText).remove(QLatin1Char('&'));
    // Clear of every card as drawn; the new card as tall as the tallest of its kind drawn (a cluster
    // with its bars, a producer without), else a small card's height.
    CardHeights drawn;
    double height = kCardHeight;
    const QHash<QString, double>& heights = nodes_.cardHeights();
    for (const NodeModel::Row& row : nodes_.rows())
        if (const auto h = heights.constFind(row.id); h != heights.cend()) {
            drawn.emplace(row.id.toStdString(), *h);
            if (row.kind == *k)
                height = std::max(height, *h);
        }
    std::string id;
    try {
        push(withNode(scenario_, *k, freeSpot(scenario_, {x, y}, drawn, height), catalog(), &id, name), step);
    } catch (const InputError&) {
        return {}; // the design is at its node limit
    }
    selection_.setIds({q(id)});
    emit nodeAdded(q(id));
    return q(id);
}

void Workbench::deleteSelection()
{
    if (selection_.count() == 0)
        return;
    push(withoutNodes(scenario_, ids(selection_.ids())), tr("Delete"));
}

void Workbench::duplicateSelection()
{
    if (selection_.count() == 0)
        return;
    // A copy sits 30 px down and right, and keeps the one connection its kind allows (edits.h).
    std::vector<std::string> copies;
    push(withCopies(scenario_, ids(selection_.ids()), {30, 30}, &copies), tr("Duplicate"));
    QStringList picked;
    for (const std::string& id : copies)
        picked << q(id);
    selection_.setIds(picked);
}

void Workbench::beginMove()
{
    moveStart_ = scenario_;
}

void Workbench::moveSelectionTo(double dx, double dy)
{
    // Positions change nothing the engine computes, so a drag only moves rows; no re-evaluation.
    if (!moveStart_)
        beginMove();
    // Every selected card moves in one pass over the design, and the models take all of them at once:
    // a drag after Select All on 10,000 nodes searched the selection and the rows once per card.
    const QStringList selected = selection_.ids();
    const QSet<QString> moving(selected.begin(), selected.end());
    QHash<QString, QPointF> moved;
    moved.reserve(moving.size());
    auto place = [&](Position& p, const Position& start, const std::string& id) {
        const QString key = q(id);
        if (!moving.contains(key))
            return;
        p.x = std::clamp(std::round(start.x + dx), -1e6, 1e6);
        p.y = std::clamp(std::round(start.y + dy), -1e6, 1e6);
        moved.insert(key, QPointF(p.x, p.y));
    };
    // Every node array (forEachArray), so that a kind added to the engine moves with the rest; a drag
    // changes positions only, so the design at its start has the same arrays in the same order.
    std::vector<Position> starts;
    forEachArray(*moveStart_, [&](NodeKind, const auto& nodes) {
        for (const auto& n : nodes)
            starts.push_back(n.position);
    });
    size_t at = 0;
    forEachArray(scenario_, [&](NodeKind, auto& nodes) {
        for (auto& n : nodes)
            place(n.position, starts[at++], n.id);
    });
    if (moved.isEmpty())
        return;
    nodes_.setPositions(moved);
    connections_.nodesMoved(moved);
}

void Workbench::endMove()
{
    if (!moveStart_)
        return;
    if (!(*moveStart_ == scenario_))
        history_.push(new SnapshotCommand(this, *moveStart_, scenario_, tr("Move"), -1, true));
    moveStart_.reset();
}

void Workbench::nudge(double dx, double dy)
{
    beginMove();
    moveSelectionTo(dx, dy);
    endMove();
}

} // namespace mqlab::app
