#include "addentries.h"

#include <QCoreApplication>
#include <algorithm>

#include "mqlab/model/kinds.h"
#include "nodekind.h"

namespace mqlab::app {

namespace {

QString utf8(std::string_view s)
{
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}

// A design is Round 1's when it is written as version 2 or already holds one of its kinds.
bool isRoundDesign(const Scenario& s)
{
    return s.version >= kLatestScenarioVersion || s.hasRoundKinds();
}

// The latest round (KindInfo::round) of a kind the design holds; 0 when it holds none of a later round.
int roundOf(const Scenario& s)
{
    int round = 0;
    forEachArray(s, [&](NodeKind array, const auto& nodes) {
        if (!nodes.empty())
            for (const KindInfo& k : kindRegistry())
                if (k.node == array)
                    round = std::max(round, k.round);
    });
    return round;
}

// The kinds that fit, the design's own round's first (Round 2's platform and topics before Round 1's
// queue), each group in the registry's order.
std::vector<size_t> rowsFor(bool roundDesign, int round)
{
    std::vector<size_t> rows;
    const auto& registry = kindRegistry();
    for (size_t i = 0; i < registry.size(); ++i)
        if (AddEntries::fitsDesign(registry[i].kind, roundDesign))
            rows.push_back(i);
    if (round > 0)
        std::stable_partition(rows.begin(), rows.end(), [&](size_t i) { return registry[i].round == round; });
    return rows;
}

} // namespace

// The registry's English is marked for lupdate where the kinds declare it (MQLAB_TR "AddEntry").
QString addEntryButtonText(const KindInfo& k)
{
    return QCoreApplication::translate("AddEntry", std::string(k.buttonText).c_str());
}

QString addEntryMenuText(const KindInfo& k)
{
    return QCoreApplication::translate("AddEntry", std::string(k.addText).c_str());
}

AddEntries::AddEntries(QObject* parent) : QAbstractListModel(parent), rows_(rowsFor(false, 0)) {}

bool AddEntries::fitsDesign(Kind kind, bool roundDesign)
{
    if (isRoundKind(kind))
        return roundDesign;
    if (!roundDesign)
        return true;
    // A first-seed kind is shared when the topology lets a Round 1 kind connect to it or from it
    // (a worker pool's dead-letter queue): read from the rules, so no kind is named here.
    const NodeKind node = nodeKindOf(kind);
    for (const TopologyRule& r : topologyRules())
        for (const KindInfo& other : kindRegistry())
            if (isRoundKind(other.kind) &&
                ((r.from == other.node && r.to == node) || (r.to == other.node && r.from == node)))
                return true;
    return false;
}

void AddEntries::setWorkbench(Workbench* w)
{
    if (workbench_ == w)
        return;
    if (designChanged_)
        disconnect(designChanged_);
    workbench_ = w;
    if (w)
        designChanged_ = connect(w, &Workbench::reportChanged, this, &AddEntries::refilter);
    refilter();
    emit workbenchChanged();
}

void AddEntries::refilter()
{
    std::vector<size_t> rows = workbench_
                                   ? rowsFor(isRoundDesign(workbench_->scenario()), roundOf(workbench_->scenario()))
                                   : rowsFor(false, 0);
    if (rows == rows_)
        return;
    beginResetModel();
    rows_ = std::move(rows);
    endResetModel();
    emit countChanged();
}

int AddEntries::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : count();
}

QVariant AddEntries::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const KindInfo& k = kindRegistry()[rows_[static_cast<size_t>(index.row())]];
    switch (role) {
    case KindRole:
        return static_cast<int>(NodeKinds::fromEngine(k.kind));
    case EntryRole:
        return utf8(k.entry);
    case ButtonTextRole:
        return addEntryButtonText(k);
    case MenuTextRole:
        return addEntryMenuText(k).remove(QLatin1Char('&'));
    case MnemonicTextRole:
        return addEntryMenuText(k);
    case AddXRole:
        return k.addAt.x;
    case AddYRole:
        return k.addAt.y;
    default:
        return {};
    }
}

QHash<int, QByteArray> AddEntries::roleNames() const
{
    return {{KindRole, "kind"},
            {EntryRole, "entry"},
            {ButtonTextRole, "buttonText"},
            {MenuTextRole, "menuText"},
            {MnemonicTextRole, "mnemonicText"},
            {AddXRole, "addX"},
            {AddYRole, "addY"}};
}

} // namespace mqlab::app
