#include "nodemodel.h"

#include "limit_names.h"

#include "mqlab/model/kinds.h"
#include "engine_text.h"
#include "nodekind.h"
#include "spoken.h"

#include <QColor>
#include <QCoreApplication>
#include <QHash>
#include <QPointF>
#include <QSet>
#include <cmath>
#include <map>
#include <utility>

#include "mqlab/model/catalog.h"
#include "mqlab/report/explain.h"
#include "mqlab/report/format.h"
#include "mqlab/model/report.h"
#include "mqlab/model/scenario.h"

namespace mqlab::app {

int LimitModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(rows_.size());
}

namespace {
const char* limitField(int role)
{
    switch (role) {
    case LimitModel::KeyRole:
        return "key";
    case LimitModel::LabelRole:
        return "label";
    case LimitModel::TextRole:
        return "text";
    case LimitModel::PercentRole:
        return "percent";
    case LimitModel::SizingPercentRole:
        return "sizingPercent";
    case LimitModel::StatusRole:
        return "status";
    case LimitModel::SpokenRole:
        return "spoken";
    default:
        return nullptr;
    }
}
} // namespace

QVariant LimitModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const LimitRow& r = rows_[static_cast<size_t>(index.row())];
    switch (role) {
    case KeyRole:
        return r.key;
    case LabelRole:
        return r.label;
    case TextRole:
        return r.text;
    case PercentRole:
        return r.percent;
    case SizingPercentRole:
        return r.sizingPercent;
    case StatusRole:
        return static_cast<int>(r.status);
    case SpokenRole:
        return spokenLimit(r);
    default:
        return {};
    }
}

QHash<int, QByteArray> LimitModel::roleNames() const
{
    QHash<int, QByteArray> names;
    for (int role = KeyRole; role <= SpokenRole; ++role)
        names[role] = limitField(role);
    return names;
}

bool sameLimitKeys(const std::vector<LimitRow>& a, const std::vector<LimitRow>& b)
{
    bool same = a.size() == b.size();
    for (size_t i = 0; same && i < a.size(); ++i)
        same = a[i].key == b[i].key;
    return same;
}

void LimitModel::update(const std::vector<LimitRow>& limits)
{
    if (!sameLimitKeys(limits, rows_)) {
        beginResetModel();
        rows_ = limits;
        endResetModel();
        return;
    }
    for (size_t i = 0; i < limits.size(); ++i) {
        const LimitRow& now = limits[i];
        LimitRow& was = rows_[i];
        QList<int> roles;
        if (now.label != was.label)
            roles << LabelRole;
        if (now.text != was.text)
            roles << TextRole;
        if (now.percent != was.percent)
            roles << PercentRole;
        if (now.sizingPercent != was.sizingPercent)
            roles << SizingPercentRole;
        if (now.status != was.status)
            roles << StatusRole;
        if (screenReaderListening() && (now.label != was.label || now.text != was.text || now.status != was.status))
            roles << SpokenRole;
        was = now;
        if (!roles.isEmpty())
            emit dataChanged(index(static_cast<int>(i)), index(static_cast<int>(i)), roles);
    }
}

int NodeModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(rows_.size());
}

QVariant NodeModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const Row& r = rows_[static_cast<size_t>(index.row())];
    switch (role) {
    case IdRole:
        return r.id;
    case KindRole:
        return static_cast<int>(NodeKinds::fromEngine(r.kind));
    case TakesRole:
        return takesConnections(r.kind);
    case SendsRole:
        return sendsConnections(r.kind);
    case DragHintRole:
        return engineText(dragHint(r.kind));
    case KindColorRole: {
        const std::string_view c = kindInfo(r.kind).color;
        return QColor(QString::fromUtf8(c.data(), static_cast<qsizetype>(c.size())));
    }
    case NameRole:
        return r.name;
    case XRole:
        return r.x;
    case YRole:
        return r.y;
    case HeadlineRole:
        return r.headline;
    case DetailRole:
        return r.detail;
    case PercentRole:
        return r.percent;
    case RawPercentRole:
        return r.rawPercent;
    case StatusRole:
        return static_cast<int>(r.status);
    case WarningsRole:
        return r.warnings;
    case SelectedRole:
        return r.selected;
    case PercentTextRole:
        return r.percentText;
    case SpokenRole:
        return spokenCard(r);
    case BindingRole:
        return r.binding;
    case LimitModelRole:
        return static_cast<size_t>(index.row()) < limitModels_.size()
                   ? QVariant::fromValue(limitModels_[static_cast<size_t>(index.row())])
                   : QVariant();
    default:
        return {};
    }
}

QHash<int, QByteArray> NodeModel::roleNames() const
{
    return {{IdRole, "nodeId"},
            {KindRole, "kind"},
            {NameRole, "name"},
            {XRole, "nodeX"},
            {YRole, "nodeY"},
            {HeadlineRole, "headline"},
            {DetailRole, "detail"},
            {PercentRole, "percent"},
            {RawPercentRole, "rawPercent"},
            {StatusRole, "status"},
            {WarningsRole, "warnings"},
            {SelectedRole, "selected"},
            {PercentTextRole, "percentText"},
            {LimitModelRole, "limitModel"},
            {BindingRole, "binding"},
            {TakesRole, "takesConnections"},
            {SendsRole, "sendsConnections"},
            {DragHintRole, "dragHint"},
            {KindColorRole, "kindColor"},
            {SpokenRole, "spoken"}};
}

void NodeModel::noteCardHeight(const QString& id, double height)
{
    if (height > 0 && std::isfinite(height))
        heights_.insert(id, height);
}

void NodeModel::update(std::vector<Row> rows)
{
    bool sameIds = rows.size() == rows_.size();
    for (size_t i = 0; sameIds && i < rows.size(); ++i)
        sameIds = rows[i].id == rows_[i].id;
    if (!sameIds) {
        beginResetModel();
        heights_.clear();
        rows_ = std::move(rows);
        pending_.assign(rows_.size(), {});
        for (LimitModel* m : limitModels_)
            m->deleteLater();
        limitModels_.clear();
        for (const Row& r : rows_) {
            auto* m = new LimitModel(this);
            m->update(r.limits);
            limitModels_.push_back(m);
        }
        endResetModel();
        emit countChanged();
        return;
    }
    // Same nodes: tell the view only which figures changed, so a slider step re-evaluates only
    // the bindings whose values moved.
    for (size_t i = 0; i < rows.size(); ++i) {
        Row& now = rows[i];
        const Row& was = rows_[i];
        now.selected = was.selected;
        QList<int> roles;
        if (now.name != was.name)
            roles << NameRole;
        if (now.x != was.x)
            roles << XRole;
        if (now.y != was.y)
            roles << YRole;
        if (now.headline != was.headline)
            roles << HeadlineRole;
        if (now.detail != was.detail)
            roles << DetailRole;
        if (now.percent != was.percent)
            roles << PercentRole;
        if (now.rawPercent != was.rawPercent)
            roles << RawPercentRole;
        if (now.status != was.status)
            roles << StatusRole;
        const bool limitsChanged = now.limits != was.limits;
        if (limitsChanged)
            roles << LimitModelRole; // the bars follow their own model (announce); another kind resets it
        if (now.warnings != was.warnings)
            roles << WarningsRole;
        if (now.percentText != was.percentText)
            roles << PercentTextRole;
        if (now.kind != was.kind)
            roles << KindRole << TakesRole << SendsRole << DragHintRole << KindColorRole;
        if (now.binding != was.binding)
            roles << BindingRole;
        if (screenReaderListening() &&
            (now.name != was.name || now.headline != was.headline || now.binding != was.binding || limitsChanged))
            roles << SpokenRole;
        rows_[i] = std::move(now);
        if (!roles.isEmpty())
            emitChanged(i, roles);
    }
}

bool NodeModel::inView(const Row& r) const
{
    if (viewW_ <= 0 || viewH_ <= 0)
        return true;
    // A card is at most about 240 x 320 world units; a margin of one card keeps edges fresh.
    constexpr double kCardW = 240, kCardH = 320, kMargin = 320;
    return r.x + kCardW >= viewX_ - kMargin && r.x <= viewX_ + viewW_ + kMargin && r.y + kCardH >= viewY_ - kMargin &&
           r.y <= viewY_ + viewH_ + kMargin;
}

void NodeModel::emitChanged(size_t i, const QList<int>& roles)
{
    if (pending_.size() != rows_.size())
        pending_.assign(rows_.size(), {});
    // Position and selection always go out: they decide where the card is and so whether it is seen.
    QList<int> now, later;
    for (int role : roles)
        (role == XRole || role == YRole || role == SelectedRole || inView(rows_[i]) ? now : later) << role;
    for (int role : later)
        if (!pending_[i].contains(role))
            pending_[i] << role;
    announce(i, now);
}

void NodeModel::announce(size_t i, QList<int> roles)
{
    // LimitModelRole stands for the bars' figures: the card's limit model takes them, and the role
    // itself (the model object) has not changed.
    if (roles.removeAll(LimitModelRole) > 0)
        limitModels_[i]->update(rows_[i].limits);
    if (!roles.isEmpty())
        emit dataChanged(index(static_cast<int>(i)), index(static_cast<int>(i)), roles);
}

void NodeModel::setViewport(double x, double y, double width, double height)
{
    viewX_ = x;
    viewY_ = y;
    viewW_ = width;
    viewH_ = height;
    for (size_t i = 0; i < pending_.size() && i < rows_.size(); ++i)
        if (!pending_[i].isEmpty() && inView(rows_[i]))
            announce(i, std::exchange(pending_[i], {}));
}

int NodeModel::indexOf(const QString& id) const
{
    for (size_t i = 0; i < rows_.size(); ++i)
        if (rows_[i].id == id)
            return static_cast<int>(i);
    return -1;
}

void NodeModel::setPosition(const QString& id, double x, double y)
{
    setPositions({{id, QPointF(x, y)}});
}

void NodeModel::setPositions(const QHash<QString, QPointF>& moved)
{
    // Dragging every card of 10,000 searched the rows once per card (quadratic): one pass now, and
    // one signal from the first moved row to the last.
    int first = -1, last = -1;
    for (size_t i = 0; i < rows_.size(); ++i) {
        const auto at = moved.constFind(rows_[i].id);
        if (at == moved.constEnd())
            continue;
        rows_[i].x = at->x();
        rows_[i].y = at->y();
        if (first < 0)
            first = static_cast<int>(i);
        last = static_cast<int>(i);
    }
    if (first < 0)
        return;
    emit dataChanged(index(first), index(last), {XRole, YRole});
    // A card dragged into view shows its latest figures.
    for (int i = first; i <= last && static_cast<size_t>(i) < pending_.size(); ++i) {
        const size_t r = static_cast<size_t>(i);
        if (!pending_[r].isEmpty() && moved.contains(rows_[r].id) && inView(rows_[r]))
            announce(r, std::exchange(pending_[r], {}));
    }
}

void NodeModel::setSelected(const QStringList& ids)
{
    // Select All on 10,000 nodes: a list searched per row and a signal per row made it quadratic
    // (issue 11). The ids go into a hash once, the rows are walked once, and one signal covers the
    // rows from the first change to the last (a view re-reads only the delegates it has built).
    QSet<QString> wanted;
    wanted.reserve(ids.size());
    for (const QString& id : ids)
        wanted.insert(id);
    int first = -1, last = -1;
    for (size_t i = 0; i < rows_.size(); ++i) {
        const bool sel = wanted.contains(rows_[i].id);
        if (sel != rows_[i].selected) {
            rows_[i].selected = sel;
            if (first < 0)
                first = static_cast<int>(i);
            last = static_cast<int>(i);
        }
    }
    if (first >= 0)
        emit dataChanged(index(first), index(last), {SelectedRole});
}

namespace {

QString q(const std::string& s)
{
    return QString::fromStdString(s);
}

// A limit kind's key and names never change: each is made a QString once, not three times a limit on
// every edit (600 conversions a slider step on 200 cards).
struct LimitWords {
    QString key, label, shortLabel;
};
const LimitWords& limitWords(LimitKind k)
{
    static std::map<LimitKind, LimitWords> words; // the GUI thread's alone
    auto it = words.find(k);
    if (it == words.end())
        it = words.emplace(k, LimitWords{q(limitKey(k)), limitLabel(k), limitShortLabel(k)}).first;
    return it->second;
}

LimitRow limitRow(const LimitReport& l)
{
    LimitRow m;
    const LimitWords& words = limitWords(l.kind);
    m.key = words.key;
    m.label = words.label;
    m.shortLabel = words.shortLabel;
    m.known = !std::isnan(l.percent);
    m.percent = std::isnan(l.percent) ? 0.0 : std::min(l.percent, 100.0);
    m.rawPercent = std::isnan(l.percent) ? 0.0 : l.percent;
    //: A limit bar's figure when its use cannot be known (no capacity to hold it to).
    m.text = std::isnan(l.percent) ? QCoreApplication::translate("NodeModel", "unknown") : q(percentText(l.percent, 1));
    m.sizingPercent = (std::isnan(l.sizingLine) || !(l.capacity > 0)) ? -1.0 : l.sizingLine / l.capacity * 100.0;
    m.status = LimitStatuses::fromEngine(l.status);
    return m; // the formula is built on hover (Workbench::limitFormula), not on every edit
}

} // namespace

std::vector<NodeModel::Row> nodeRows(const Scenario& s, const Catalog& cat, const Report& r)
{
    std::vector<NodeModel::Row> rows;
    rows.reserve(r.cards.size());
    for (const CardReport& card : r.cards) {
        NodeModel::Row row;
        row.id = q(cardId(s, card));
        row.name = q(cardName(s, card));
        row.status = LimitStatuses::fromEngine(card.status);
        row.percent = card.percent;
        row.rawPercent = card.rawPercent;
        // The header's figure is the binding limit's whole figure (176%), as its row shows it, not
        // the bar's 100% stop.
        row.percentText = card.limits.empty() ? QString() : q(percentText(card.rawPercent, 0));
        row.binding = card.binding;
        for (const LimitReport& l : card.limits)
            row.limits.push_back(limitRow(l));
        // Each warning in the user's language: its template translated, then filled (engine_text.h).
        for (const Message& w : cardWarnings(s, cat, r, card))
            row.warnings.push_back(engineText(w));
        // The kind's module words the card (engine/src/kinds/).
        const CardFace face = cardFace(s, r, card);
        row.kind = face.kind;
        row.x = face.position.x;
        row.y = face.position.y;
        row.headline = engineText(face.headline);
        row.detail = engineText(face.detail);
        rows.push_back(std::move(row));
    }
    return rows;
}

int ConnectionModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(rows_.size());
}

QVariant ConnectionModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const Row& r = rows_[static_cast<size_t>(index.row())];
    switch (role) {
    case FromRole:
        return r.from;
    case ToRole:
        return r.to;
    case FromXRole:
        return r.fromX;
    case FromYRole:
        return r.fromY;
    case ToXRole:
        return r.toX;
    case ToYRole:
        return r.toY;
    case StatusRole:
        return static_cast<int>(r.status);
    default:
        return {};
    }
}

QHash<int, QByteArray> ConnectionModel::roleNames() const
{
    return {{FromRole, "fromId"}, {ToRole, "toId"}, {FromXRole, "fromX"},  {FromYRole, "fromY"},
            {ToXRole, "toX"},     {ToYRole, "toY"}, {StatusRole, "status"}};
}

void ConnectionModel::update(std::vector<Row> rows)
{
    bool same = rows.size() == rows_.size();
    for (size_t i = 0; same && i < rows.size(); ++i)
        same = rows[i].from == rows_[i].from && rows[i].to == rows_[i].to;
    if (!same) {
        beginResetModel();
        rows_ = std::move(rows);
        endResetModel();
        return;
    }
    for (size_t i = 0; i < rows.size(); ++i) {
        const Row& a = rows[i];
        const Row& b = rows_[i];
        const bool changed =
            a.status != b.status || a.fromX != b.fromX || a.fromY != b.fromY || a.toX != b.toX || a.toY != b.toY;
        rows_[i] = a;
        if (changed)
            emit dataChanged(index(static_cast<int>(i)), index(static_cast<int>(i)));
    }
}

void ConnectionModel::nodeMoved(const QString& id, double x, double y)
{
    nodesMoved({{id, QPointF(x, y)}});
}

void ConnectionModel::nodesMoved(const QHash<QString, QPointF>& moved)
{
    // One pass over the connections whatever the number of nodes moved, and one signal.
    int first = -1, last = -1;
    QList<int> roles;
    for (size_t i = 0; i < rows_.size(); ++i) {
        Row& r = rows_[i];
        bool changed = false;
        if (const auto at = moved.constFind(r.from); at != moved.constEnd()) {
            r.fromX = at->x();
            r.fromY = at->y();
            changed = true;
            if (!roles.contains(FromXRole))
                roles << FromXRole << FromYRole;
        }
        if (const auto at = moved.constFind(r.to); at != moved.constEnd()) {
            r.toX = at->x();
            r.toY = at->y();
            changed = true;
            if (!roles.contains(ToXRole))
                roles << ToXRole << ToYRole;
        }
        if (changed) {
            if (first < 0)
                first = static_cast<int>(i);
            last = static_cast<int>(i);
        }
    }
    if (first >= 0)
        emit dataChanged(index(first), index(last), roles);
}

} // namespace mqlab::app
