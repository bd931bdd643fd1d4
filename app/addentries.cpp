#include "addentries.h"

#include <QCoreApplication>
#include <algorithm>

#include "mqlab/model/kinds.h"
#include "nodekind.h"

namespace mqlab::app {

namespace {

struct EntryWords {
    const char* key;
    const char* button; // the palette's button
    const char* add;    // the menus' words, '&' before the Edit menu's mnemonic
};
// Each kind's add words in the registry's English (engine_text_tests holds them to it), for the
// translator; a kind missing here shows its English.
//: The palette's buttons ("+ Express") and the menus' entries ("Add an &Express cluster": keep one '&'
//: before the letter that picks it in the Edit menu).
const EntryWords kEntryWords[] = {
    {"producer", QT_TRANSLATE_NOOP("AddEntry", "+ Producer"), QT_TRANSLATE_NOOP("AddEntry", "Add a &producer")},
    {"standard", QT_TRANSLATE_NOOP("AddEntry", "+ Standard"), QT_TRANSLATE_NOOP("AddEntry", "Add a Standard &cluster")},
    {"express", QT_TRANSLATE_NOOP("AddEntry", "+ Express"), QT_TRANSLATE_NOOP("AddEntry", "Add an &Express cluster")},
    {"group", QT_TRANSLATE_NOOP("AddEntry", "+ Group"), QT_TRANSLATE_NOOP("AddEntry", "Add a consumer &group")},
    {"dead_letter_queue", QT_TRANSLATE_NOOP("AddEntry", "+ Dead-letter"),
     QT_TRANSLATE_NOOP("AddEntry", "Add a dead-letter &queue")},
    {"task_producer", QT_TRANSLATE_NOOP("AddEntry", "+ Tasks"), QT_TRANSLATE_NOOP("AddEntry", "Add a &task producer")},
    {"load_balancer", QT_TRANSLATE_NOOP("AddEntry", "+ NLB"), QT_TRANSLATE_NOOP("AddEntry", "Add a &load balancer")},
    {"broker_fleet", QT_TRANSLATE_NOOP("AddEntry", "+ Fleet"), QT_TRANSLATE_NOOP("AddEntry", "Add a &broker fleet")},
    {"metadata_store", QT_TRANSLATE_NOOP("AddEntry", "+ Metadata"),
     QT_TRANSLATE_NOOP("AddEntry", "Add a &metadata store")},
    {"worker_pool", QT_TRANSLATE_NOOP("AddEntry", "+ Workers"), QT_TRANSLATE_NOOP("AddEntry", "Add a &worker pool")},
    {"sqs_queue", QT_TRANSLATE_NOOP("AddEntry", "+ SQS"), QT_TRANSLATE_NOOP("AddEntry", "Add an &SQS queue")},
    {"platform_fleet", QT_TRANSLATE_NOOP("AddEntry", "+ Platform"),
     QT_TRANSLATE_NOOP("AddEntry", "Add a platform &fleet")},
    {"stream_topic", QT_TRANSLATE_NOOP("AddEntry", "+ Stream"), QT_TRANSLATE_NOOP("AddEntry", "Add a stream t&opic")},
    {"queue_topic", QT_TRANSLATE_NOOP("AddEntry", "+ Queue"), QT_TRANSLATE_NOOP("AddEntry", "Add a queue top&ic")},
    {"consumer_team", QT_TRANSLATE_NOOP("AddEntry", "+ Team"), QT_TRANSLATE_NOOP("AddEntry", "Add a co&nsumer team")},
    {"region", QT_TRANSLATE_NOOP("AddEntry", "+ Region"), QT_TRANSLATE_NOOP("AddEntry", "Add a re&gion")},
    {"cell", QT_TRANSLATE_NOOP("AddEntry", "+ Cells"), QT_TRANSLATE_NOOP("AddEntry", "Add &cells")},
    {"mirror_link", QT_TRANSLATE_NOOP("AddEntry", "+ Mirror"), QT_TRANSLATE_NOOP("AddEntry", "Add a m&irror link")},
    {"s3_tier", QT_TRANSLATE_NOOP("AddEntry", "+ S3"), QT_TRANSLATE_NOOP("AddEntry", "Add an S&3 tier")},
    {"glacier_tier", QT_TRANSLATE_NOOP("AddEntry", "+ Glacier"), QT_TRANSLATE_NOOP("AddEntry", "Add a Gl&acier tier")},
    {"key_store", QT_TRANSLATE_NOOP("AddEntry", "+ Keys"), QT_TRANSLATE_NOOP("AddEntry", "Add a &key store")},
    {"routing_control", QT_TRANSLATE_NOOP("AddEntry", "+ Routing"),
     QT_TRANSLATE_NOOP("AddEntry", "Add a ro&uting control")},
    {"control_plane", QT_TRANSLATE_NOOP("AddEntry", "+ Control plane"),
     QT_TRANSLATE_NOOP("AddEntry", "Add a control pla&ne")},
};

const EntryWords* wordsOf(std::string_view key)
{
    for (const EntryWords& w : kEntryWords)
        if (key == w.key)
            return &w;
    return nullptr;
}

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

const char* addEntryEnglish(std::string_view key, bool button)
{
    const EntryWords* w = wordsOf(key);
    return !w ? nullptr : button ? w->button : w->add;
}

QString addEntryButtonText(const KindInfo& k)
{
    const EntryWords* w = wordsOf(k.key);
    return w ? QCoreApplication::translate("AddEntry", w->button) : utf8(k.buttonText);
}

QString addEntryMenuText(const KindInfo& k)
{
    const EntryWords* w = wordsOf(k.key);
    return w ? QCoreApplication::translate("AddEntry", w->add) : utf8(k.addText);
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
