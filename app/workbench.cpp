#include "workbench.h"

#include <QDir>
#include <QHash>
#include <QSet>
#include <QFile>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>
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
#include "autosave_slot.h"
#include "fieldcontrol.h"
#include "resources.h"
#include "user_files.h"

namespace mqlab::app {
namespace {

QString q(const std::string& s) { return QString::fromStdString(s); }

// One edit as two whole scenarios: exact undo, and small enough (a few KB) to keep every step.
class SnapshotCommand : public QUndoCommand {
public:
    SnapshotCommand(Workbench* wb, Scenario before, Scenario after, const QString& text, int mergeId, bool applied)
        : QUndoCommand(text), wb_(wb), before_(std::move(before)), after_(std::move(after)), mergeId_(mergeId),
          skipFirstRedo_(applied)
    {
    }
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
    case QMetaType::Bool: return v.toBool();
    case QMetaType::Int:
    case QMetaType::LongLong: return v.toLongLong();
    case QMetaType::Double:
    case QMetaType::Float: {
        const double d = v.toDouble();
        if (std::isfinite(d) && d == std::floor(d) && std::fabs(d) < 1e15)
            return static_cast<long long>(d);
        return d;
    }
    default: return v.toString().toStdString();
    }
}

QVariantMap choice(const QString& value, const QString& text) { return {{"value", value}, {"text", text}}; }

std::vector<std::string> ids(const QStringList& list)
{
    std::vector<std::string> out;
    for (const QString& id : list)
        out.push_back(id.toStdString());
    return out;
}

}  // namespace

Workbench::Workbench(QObject* parent) : QObject(parent)
{
    connect(&undo_, &QUndoStack::indexChanged, this, [this] {
        emit undoChanged();
        emit fileChanged();
    });
    connect(&undo_, &QUndoStack::cleanChanged, this, &Workbench::fileChanged);
    autosaveTimer_.setInterval(5000);
    connect(&autosaveTimer_, &QTimer::timeout, this, &Workbench::autosave);
    autosaveTimer_.start();
    connect(&loader_, &ScenarioLoader::loaded, this, [this](const QString& path, const Scenario& s) {
        showOpened(s, path);
        emit opened({});
    });
    connect(&loader_, &ScenarioLoader::failed, this,
            [this](const QString&, const QString& error) { emit opened(error); });
    openStage(1);
}

Workbench::~Workbench()
{
    // A clean exit leaves nothing to recover.
    if (slot_)
        QFile::remove(slot_->path());
}

void Workbench::makeScratch()
{
    scratch_ = true;
    autosaveTimer_.stop();
}

QStringList Workbench::stageTitles() const
{
    QStringList out;
    for (int n : stageNumbers())
        out << QStringLiteral("Stage %1: %2").arg(n).arg(q(loadStage(n).lesson.title));
    return out;
}

namespace {
// One load button: a load of the stage's, or a factor of the current load (halve, double).
struct LoadButton {
    double load = 0, factor = 0;
    QString text, tip;
};

std::vector<LoadButton> loadButtonsOf(int stage, bool hasProducers)
{
    std::vector<LoadButton> out;
    if (stage > 0)
        for (double l : loadStage(stage).lesson.loadButtons)
            out.push_back({l, 0, q(grouped(l)), Workbench::tr("Set the load to %1 events/s").arg(q(grouped(l)))});
    if (hasProducers) {
        out.push_back({0, 0.5, QStringLiteral("\u00bd"), Workbench::tr("Halve the load")});
        out.push_back({0, 2, QStringLiteral("\u00d72"), Workbench::tr("Double the load")});
    }
    return out;
}
} // namespace

QVariantList Workbench::loadButtons() const
{
    QVariantList out;
    for (const LoadButton& b : loadButtonsOf(stage_, !scenario_.producers.empty()))
        out << QVariantMap{{"text", b.text}, {"tip", b.tip}};
    return out;
}

QString Workbench::applyLoadButton(int index)
{
    const auto buttons = loadButtonsOf(stage_, !scenario_.producers.empty());
    if (index < 0 || static_cast<size_t>(index) >= buttons.size())
        return {};
    const LoadButton& b = buttons[static_cast<size_t>(index)];
    return setLoad(b.factor > 0 ? load() * b.factor : b.load);  // setLoad refuses past the range
}

QString Workbench::loadText() const { return q(loadTileText(report_.offeredEventsPerSecond)); }
QString Workbench::latencyText() const { return q(latencyTileText(report_.latency)); }

bool Workbench::fileExists(const QUrl& url) const
{
    return QFileInfo::exists(url.isLocalFile() ? url.toLocalFile() : url.toString());
}

QString Workbench::fileName(const QUrl& url) const
{
    return QFileInfo(url.isLocalFile() ? url.toLocalFile() : url.toString()).fileName();
}

QString Workbench::billTitle() const
{
    return tr("The bill for a month of %1 hours").arg(q(grouped(kHoursPerMonth)));
}

QString Workbench::latencyDetail() const { return q(latencyDetailText(scenario_, report_.latency)); }

QString Workbench::latencyTip() const
{
    const Latency& l = report_.latency;
    if (l.floor) {
        const auto notes = reportNotes(scenario_, report_);
        return notes.empty() ? QString() : q(notes.front());
    }
    QString tip = QStringLiteral("%1 ms fixed a produce").arg(q(grouped(kFixedProduceMs)));
    if (l.cluster >= 0)
        tip += QStringLiteral(" + %1 ms queueing on the %2 (M/M/1, one batch a request)")
                   .arg(q(grouped(l.queueingMs, 2)), q(limitName(l.resource)));
    if (l.lingerMs > 0)
        tip += QStringLiteral(". Batching (linger.ms) can add up to %1 ms before the send; that wait is shown beside the tile, not in it.")
                   .arg(q(grouped(l.lingerMs)));
    return tip;
}

QString Workbench::costText() const { return q(costTileText(report_.total)); }
QString Workbench::costTotal() const { return q(usdText(report_.total)) + QStringLiteral(" a month"); }

QVariantList Workbench::costLines() const
{
    QVariantList out;
    for (const BillLine& line : report_.bill) {
        QString who = line.item == BillItem::ConsumerTasks ? QStringLiteral("Consumers")
                      : line.node < 0                      ? QStringLiteral("Failed messages")
                                                           : q(scenario_.clusters[line.node].name);
        out << QVariantMap{{"item", who + QStringLiteral(": ") + q(billItemName(line.item))},
                           {"detail", q(billLineText(scenario_, catalog(), line))},
                           {"usd", q(usdText(line.amount))},
                           {"derived", line.derivedPrice}};
    }
    return out;
}

QString Workbench::firstText() const { return q(firstToSaturateText(scenario_, report_)); }

QString Workbench::firstDetail() const
{
    if (report_.firstToSaturate >= 0) {
        const CardReport& c = report_.cards[report_.firstToSaturate];
        return QStringLiteral("%1 at %2").arg(q(limitName(c.limits[c.binding].kind)), q(percentText(c.rawPercent, 0)));
    }
    if (report_.busiest >= 0)
        return QStringLiteral("Busiest: %1 at %2")
            .arg(q(cardName(scenario_, report_.cards[report_.busiest])), q(percentText(report_.cards[report_.busiest].rawPercent, 0)));
    return QStringLiteral("Add a producer and a cluster");
}

QString Workbench::wallText() const
{
    if (report_.wallCard < 0)
        return QStringLiteral("No wall: nothing grows with the load");
    const CardReport& c = report_.cards[report_.wallCard];
    return QStringLiteral("Wall at %1 events/s: %2, %3")
        .arg(q(grouped(report_.wallEventsPerSecond)), q(cardName(scenario_, c)), q(limitName(c.limits[report_.wallLimit].kind)));
}

QStringList Workbench::notes() const
{
    QStringList out;
    for (const auto& n : reportNotes(scenario_, report_))
        out << q(n);
    return out;
}

QString Workbench::selectedKind() const
{
    const auto k = scenario_.kindOf(selectedId().toStdString());
    if (!k)
        return {};
    return q(std::string(arrayNoun(*k)));
}

void Workbench::refreshInspector(bool force)
{
    emit chartChanged();
    QVariantList f = nodeFields(selectedId());
    if (!force && f == fields_)
        return;
    fields_ = std::move(f);
    emit inspectorChanged();
}

QString Workbench::limitFormula(const QString& nodeId, const QString& key) const
{
    for (const CardReport& card : report_.cards)
        if (q(cardId(scenario_, card)) == nodeId)
            for (const LimitReport& l : card.limits)
                if (q(limitKey(l.kind)) == key)
                    return q(mqlab::limitFormula(scenario_, report_, card, l));
    return {};
}

QVariantList Workbench::nodeFields(const QString& nodeId) const
{
    // Every row the field table shows for the node's kind, with the node's value in the inspector's unit.
    const std::string id = nodeId.toStdString();
    const auto kind = kindOfNode(scenario_, id);
    if (!kind)
        return {};
    const nlohmann::json node = nodeJson(scenario_, id);
    QVariantList f;
    for (const FieldSpec* spec : mqlab::inspectorFields(*kind)) {
        const nlohmann::json& v = node.at(spec->key);
        const double hi = topOf(*spec, node);
        QVariantMap m{{"key", q(spec->key)},
                      {"label", q(spec->label)},
                      {"unit", q(spec->shownUnit)},
                      {"decimals", spec->decimals},
                      {"help", q(spec->help)},
                      {"type", static_cast<int>(FieldControls::forField(*spec))}}; // a FieldControl
        switch (spec->type) {
        case FieldType::Toggle:
            m["value"] = v.get<bool>();
            break;
        case FieldType::Id:
        case FieldType::Text:
            m["value"] = q(v.get<std::string>());
            break;
        case FieldType::Choice: {
            m["value"] = q(v.get<std::string>());
            QVariantList choices;
            for (const FieldChoice& c : spec->choices)
                choices << choice(q(c.value), q(c.text));
            if (spec->key == "broker_size") { // the catalogue's sizes of the cluster's kind
                auto add = [&](const auto& sizes) {
                    for (const auto& size : sizes)
                        choices << choice(q(size.name),
                                          q(size.name) +
                                              (size.priceUsdPerHour.derived() ? tr(" (derived price)") : QString()));
                };
                if (*kind == Kind::ExpressCluster)
                    add(catalog().express);
                else
                    add(catalog().standard);
            }
            m["choices"] = choices;
            break;
        }
        case FieldType::Number:
        case FieldType::Whole:
            m["value"] = v.get<double>() * spec->shownScale;
            m["range"] = q(shownRangeText(*spec, hi));
            break;
        }
        f << m;
    }
    return f;
}

QString Workbench::chartClusterId() const
{
    const std::string id = selectedId().toStdString();
    for (const Cluster& c : scenario_.clusters)
        if (c.id == id)
            return q(c.id);
    return scenario_.clusters.empty() ? QString() : q(scenario_.clusters.front().id);
}

QString Workbench::chartClusterName() const
{
    const int i = nodes_.indexOf(chartClusterId());
    return i < 0 ? QString() : nodes_.rows()[static_cast<size_t>(i)].name;
}

QString Workbench::title() const
{
    QString name = path_.isEmpty() ? q(scenario_.name) : QFileInfo(path_).fileName();
    return (dirty() ? QStringLiteral("\u2022 ") : QString()) + name;
}

QStringList Workbench::recentFiles() const { return QSettings().value("recentFiles").toStringList(); }

AutosaveSlot& Workbench::slot() const
{
    if (!slot_)
        slot_ = std::make_unique<AutosaveSlot>(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation));
    return *slot_;
}

QString Workbench::autosavePath() const
{
    return scratch_ ? QString() : slot().path();
}

// Only work left by a window that is gone: never the autosave of a window still open.
bool Workbench::recoveryAvailable() const
{
    return !scratch_ && !slot().leftBehind().isEmpty();
}

void Workbench::resetHistory()
{
    undo_.clear();
    undo_.setClean();
    emit undoChanged();
    emit fileChanged();
}

void Workbench::showDesign(const Scenario& s, int stage, const QString& path)
{
    stage_ = stage;
    path_ = path;
    selection_.clear();
    applyScenario(s);
    resetHistory();
    emit stageChanged();
    emit loadButtonsChanged();
    emit selectionChanged();
    refreshInspector();
}

void Workbench::keepEdits()
{
    const bool keep = keepNext_;
    keepNext_ = true;
    if (scratch_ || !path_.isEmpty() || !keep)
        return;  // a file keeps its edits by being saved; the window asks first
    if (dirty())
        kept_[stage_] = scenario_;
    else
        kept_.erase(stage_);  // undone back to the shipped design
}

void Workbench::showStageDesign(const Scenario& shipped, int stage)
{
    showDesign(shipped, stage, {});
    const auto it = kept_.find(stage);
    if (it != kept_.end() && !(it->second == shipped))
        push(it->second, tr("Your earlier edits"));  // undo goes back to the shipped design
}

QString Workbench::openStage(int number)
{
    try {
        const Scenario shipped = loadStage(number).scenario;
        keepEdits();
        showStageDesign(shipped, number);
        return {};
    } catch (const InputError& e) {
        return q(e.what());
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
    if (!path_.isEmpty())
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

double Workbench::wallLoad() const
{
    const double w = report_.wallEventsPerSecond;
    return std::isfinite(w) && w > 0 ? w : -1.0;
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
        setLoad(steppedLoad(load(), direction, coarse));
}

QString Workbench::goToWall()
{
    if (wallLoad() < 0)
        return tr("No wall: nothing in this design reaches 100% as the load grows.");
    if (wallLoad() > 1e7)
        return tr("The wall is past 10,000,000 events/s, the top of the load's range.");
    return setLoad(wallLoad());
}

QVariantList Workbench::connectTargets(const QString& from) const
{
    QVariantList out;
    for (const NodeModel::Row& r : nodes_.rows())
        if (r.id != from && connectionRefusal(from, r.id).isEmpty())
            out << QVariantMap{{"id", r.id}, {"name", r.name}};
    return out;
}

QString Workbench::openFile(const QUrl& url)
{
    const QString path = localPath(url);
    if (path.isEmpty())
        return tr("%1: only a file on this computer can be opened").arg(url.toDisplayString());
    try {
        showOpened(readScenarioAt(path), path);
        return {};
    } catch (const InputError& e) {
        return q(e.what());
    } catch (const std::exception& e) {
        return path + QStringLiteral(": ") + q(e.what());
    }
}

void Workbench::showOpened(const Scenario& s, const QString& path)
{
    showDesign(s, 0, path);
    rememberRecent(path);
}

QString Workbench::openFileInBackground(const QUrl& url)
{
    const QString path = localPath(url);
    if (path.isEmpty())
        return tr("%1: only a file on this computer can be opened").arg(url.toDisplayString());
    loader_.start(path);
    return {};
}

QString Workbench::saveFile(const QUrl& url)
{
    const QString path = localPath(url);
    if (path.isEmpty())
        return tr("%1: only a file on this computer can be saved to").arg(url.toDisplayString());
    // Whole or not at all: on a full disk the old file stays, the design stays unsaved and the
    // autosave is kept.
    const QString err = writeUserFile(path, QByteArray::fromStdString(toJson(scenario_).dump(2) + "\n"));
    if (!err.isEmpty())
        return err;
    path_ = path;
    undo_.setClean();
    rememberRecent(path);
    QFile::remove(autosavePath());
    emit fileChanged();
    emit recoveryChanged();
    return {};
}

QUrl Workbench::localUrl(const QString& path) const
{
    return QUrl::fromLocalFile(path);
}

QString Workbench::recover()
{
    if (!recoveryAvailable())
        return {};
    const QString left = slot().leftBehind().first(); // the newest
    const QString msg = openFile(QUrl::fromLocalFile(left));
    bool kept = false;
    if (msg.isEmpty()) {
        path_.clear();
        // The recovered work is unsaved: keep it marked so closing asks first.
        const Scenario s = scenario_;
        push(s, tr("Recover"));
        undo_.resetClean();
        emit fileChanged();
        // In this window's own autosave before the old one goes: a crash now loses nothing.
        kept = autosave();
    }
    if (kept || !msg.isEmpty())
        slot().drop(left); // a file that cannot be read is not offered again
    // The others stay on disk for the next window: this one now shows the recovered design.
    slot().releaseLeftBehind();
    emit recoveryChanged();
    return msg;
}

void Workbench::discardRecovery()
{
    if (recoveryAvailable())
        slot().drop(slot().leftBehind().first());
    emit recoveryChanged();
}

void Workbench::rememberRecent(const QString& path)
{
    QStringList list = recentFiles();
    list.removeAll(path);
    list.prepend(path);
    while (list.size() > 8)
        list.removeLast();
    QSettings().setValue("recentFiles", list);
    emit recentFilesChanged();
}

bool Workbench::autosave()
{
    if (!dirty() || scratch_ || autosavePath().isEmpty())
        return !dirty();
    // A failed autosave (a full disk) keeps the previous one whole; the next tick tries again.
    return writeUserFile(autosavePath(), QByteArray::fromStdString(toJson(scenario_).dump(2))).isEmpty();
}

void Workbench::push(const Scenario& after, const QString& text, int mergeId)
{
    undo_.push(new SnapshotCommand(this, scenario_, after, text, mergeId, false));
}

void Workbench::applyScenario(const Scenario& s)
{
    const bool sameNodes = s.producers.size() == scenario_.producers.size() &&
                           s.clusters.size() == scenario_.clusters.size() && s.groups.size() == scenario_.groups.size();
    scenario_ = s;
    recompute();
    if (hadProducers_ != !scenario_.producers.empty()) {
        hadProducers_ = !scenario_.producers.empty();
        emit loadButtonsChanged();
    }
    // The selected nodes the new design still has; looked up in a hash, as a selection can hold every
    // one of 10,000 nodes (kindOf per id searched the whole design: quadratic).
    QSet<QString> present;
    present.reserve(static_cast<qsizetype>(nodes_.rows().size()));
    for (const auto& row : nodes_.rows())
        present.insert(row.id);
    QStringList kept;
    for (const QString& id : selection_)
        if (present.contains(id))
            kept << id;
    if (kept != selection_ || !sameNodes) {
        selection_ = kept;
        nodes_.setSelected(selection_);
        emit selectionChanged();
    }
    refreshInspector();
}

void Workbench::recompute()
{
    report_ = evaluate(scenario_, catalog());
    nodes_.update(nodeRows(scenario_, catalog(), report_));
    nodes_.setSelected(selection_);
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
    emit reportChanged();
    if (simulatedRevision_ == revision_ - 1)
        emit simulatedLatencyChanged(); // the run's figure was this design's, and is no longer
}

void Workbench::setSimulatedLatency(const QString& text, int revision)
{
    simulatedLatency_ = text;
    simulatedRevision_ = revision;
    emit simulatedLatencyChanged();
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
        return q(e.problem());
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
        return q(e.problem());
    }
}

QString Workbench::connectionRefusal(const QString& from, const QString& to) const
{
    return q(mqlab::connectionRefusal(scenario_, from.toStdString(), to.toStdString()));
}

QString Workbench::connectNodes(const QString& from, const QString& to)
{
    try {
        push(withConnection(scenario_, from.toStdString(), to.toStdString()), tr("Connect"));
        return {};
    } catch (const InputError& e) {
        return q(e.problem());
    }
}

void Workbench::removeConnection(const QString& from, const QString& to)
{
    Scenario s = scenario_;
    std::erase_if(s.connections, [&](const Connection& c) {
        return c.from == from.toStdString() && c.to == to.toStdString();
    });
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
    std::string id;
    try {
        push(withNode(scenario_, *k, {x, y}, catalog(), &id), tr("Add %1").arg(kind));
    } catch (const InputError&) {
        return {}; // the design is at its node limit
    }
    selection_ = {q(id)};
    nodes_.setSelected(selection_);
    emit selectionChanged();
    refreshInspector();
    return q(id);
}

void Workbench::deleteSelection()
{
    if (selection_.isEmpty())
        return;
    push(withoutNodes(scenario_, ids(selection_)), tr("Delete"));
}

void Workbench::duplicateSelection()
{
    if (selection_.isEmpty())
        return;
    // A copy sits 30 px down and right, and keeps the one connection its kind allows (edits.h).
    std::vector<std::string> copies;
    push(withCopies(scenario_, ids(selection_), {30, 30}, &copies), tr("Duplicate"));
    selection_.clear();
    for (const std::string& id : copies)
        selection_ << q(id);
    nodes_.setSelected(selection_);
    emit selectionChanged();
    refreshInspector();
}

void Workbench::beginMove() { moveStart_ = scenario_; }

void Workbench::moveSelectionTo(double dx, double dy)
{
    // Positions change nothing the engine computes, so a drag only moves rows; no re-evaluation.
    if (!moveStart_)
        beginMove();
    // Every selected card moves in one pass over the design, and the models take all of them at once:
    // a drag after Select All on 10,000 nodes searched the selection and the rows once per card.
    const QSet<QString> moving(selection_.begin(), selection_.end());
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
    for (size_t i = 0; i < scenario_.producers.size(); ++i)
        place(scenario_.producers[i].position, moveStart_->producers[i].position, scenario_.producers[i].id);
    for (size_t i = 0; i < scenario_.clusters.size(); ++i)
        place(scenario_.clusters[i].position, moveStart_->clusters[i].position, scenario_.clusters[i].id);
    for (size_t i = 0; i < scenario_.groups.size(); ++i)
        place(scenario_.groups[i].position, moveStart_->groups[i].position, scenario_.groups[i].id);
    for (size_t i = 0; i < scenario_.deadLetterQueues.size(); ++i)
        place(scenario_.deadLetterQueues[i].position, moveStart_->deadLetterQueues[i].position,
              scenario_.deadLetterQueues[i].id);
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
        undo_.push(new SnapshotCommand(this, *moveStart_, scenario_, tr("Move"), -1, true));
    moveStart_.reset();
}

void Workbench::nudgeSelection(double dx, double dy)
{
    beginMove();
    moveSelectionTo(dx, dy);
    endMove();
}

void Workbench::select(const QString& id, bool additive)
{
    if (additive) {
        if (selection_.contains(id))
            selection_.removeAll(id);
        else
            selection_ << id;
    } else {
        selection_ = id.isEmpty() ? QStringList() : QStringList{id};
    }
    nodes_.setSelected(selection_);
    emit selectionChanged();
    refreshInspector();
}

void Workbench::selectInRect(double x1, double y1, double x2, double y2, bool additive)
{
    const QRectF r = QRectF(QPointF(x1, y1), QPointF(x2, y2)).normalized();
    QStringList picked = additive ? selection_ : QStringList();
    // A band over a whole large design: membership in a hash, not a search of the list per node.
    QSet<QString> had(picked.begin(), picked.end());
    for (const auto& row : nodes_.rows())
        if (r.contains(QPointF(row.x + 20, row.y + 20)) && !had.contains(row.id))
            picked << row.id;
    selection_ = picked;
    nodes_.setSelected(selection_);
    emit selectionChanged();
    refreshInspector();
}

void Workbench::selectAll()
{
    selection_.clear();
    for (const auto& row : nodes_.rows())
        selection_ << row.id;
    nodes_.setSelected(selection_);
    emit selectionChanged();
    refreshInspector();
}

void Workbench::clearSelection() { select(QString(), false); }

void Workbench::selectNext(bool backwards)
{
    const auto& rows = nodes_.rows();
    if (rows.empty())
        return;
    const int n = static_cast<int>(rows.size());
    const int at = nodes_.indexOf(selectedId());
    const int next = at < 0 ? (backwards ? n - 1 : 0) : (at + (backwards ? n - 1 : 1)) % n;
    select(rows[static_cast<size_t>(next)].id, false);
}

QRectF Workbench::nodesBounds() const
{
    QRectF r;
    for (const auto& row : nodes_.rows())
        r = r.united(QRectF(row.x, row.y, 1, 1));
    return r;
}

QVariantList Workbench::clusterLimits(const QString& clusterId) const
{
    QVariantList out;
    for (const auto& row : nodes_.rows())
        if (row.id == clusterId) {
            for (const LimitRow& l : row.limits)
                out << l.toMap();
            return out;
        }
    return out;
}

QVariantMap Workbench::wallSweep(int points) const
{
    QVariantMap out;
    if (report_.wallCard < 0 || points < 2)
        return out;
    const double top = 2.0 * report_.wallEventsPerSecond;
    QVariantList loads;
    std::vector<QVariantList> values;
    QStringList names;
    // Every cluster limit, and the consumer groups as one line: the busiest group at each load.
    for (int i = 0; i <= points; ++i) {
        const double load = std::max(1.0, top * i / points);
        const Report r = evaluate(scenario_, catalog(), load);
        loads << load;
        size_t k = 0;
        double busiestGroup = -1;
        for (const CardReport& card : r.cards) {
            if (card.kind == CardKind::Group) {
                if (!card.limits.empty() && !std::isnan(card.limits.front().percent))
                    busiestGroup = std::max(busiestGroup, card.limits.front().percent);
                continue;
            }
            for (const LimitReport& l : card.limits) {
                if (std::isnan(l.percent))
                    continue;
                if (i == 0)
                    names << q(scenario_.clusters.size() > 1 ? cardName(scenario_, card) + ": " + limitName(l.kind)
                                                            : limitName(l.kind));
                if (values.size() <= k)
                    values.emplace_back();
                values[k++] << l.percent;
            }
        }
        if (busiestGroup >= 0) {
            if (i == 0)
                names << tr("busiest consumer group");
            if (values.size() <= k)
                values.emplace_back();
            values[k++] << busiestGroup;
        }
    }
    QVariantList series;
    for (size_t k = 0; k < values.size(); ++k)
        series << QVariantMap{{"name", names.value(static_cast<int>(k))}, {"values", values[k]}};
    const CardReport& wc = report_.cards[report_.wallCard];
    out["loads"] = loads;
    out["series"] = series;
    out["wall"] = report_.wallEventsPerSecond;
    out["current"] = report_.offeredEventsPerSecond;
    out["wallName"] = q(cardName(scenario_, wc) + ": " + limitName(wc.limits[report_.wallLimit].kind));
    // The marks' own names, on the chart beside the lines and in its legend.
    out["wallLabel"] = tr("wall %1 events/s: %2").arg(q(grouped(report_.wallEventsPerSecond)), q(limitName(wc.limits[report_.wallLimit].kind)));
    out["nowLabel"] = tr("now %1 events/s").arg(q(grouped(report_.offeredEventsPerSecond)));
    out["maxLoad"] = top;
    // The load axis's ticks, written as every other load in the window is ("21,962", not "21962").
    QVariantList ticks;
    for (int i = 0; i <= 4; ++i)
        ticks << QVariantMap{{"value", top * i / 4}, {"label", q(grouped(top * i / 4))}};
    out["ticks"] = ticks;
    return out;
}

}  // namespace mqlab::app
