#include "addentries.h"

#include "mqlab/model/kinds.h"
#include "nodekind.h"

namespace mqlab::app {

namespace {

// The kinds the add entries offer: the first seed's. Round 1's kinds (isRoundKind) wait for the Round 1
// canvas the lead wires: eleven buttons overflow the palette of a 1280 px window, and they belong to
// version 2 designs. They come last in the registry's order, so row i is the registry's row i.
int offered()
{
    int n = 0;
    for (const KindInfo& k : kindRegistry())
        n += isRoundKind(k.kind) ? 0 : 1;
    return n;
}

} // namespace

int AddEntries::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : offered();
}

QVariant AddEntries::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const KindInfo& k = kindRegistry()[static_cast<size_t>(index.row())];
    auto text = [](std::string_view s) { return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size())); };
    switch (role) {
    case KindRole:
        return static_cast<int>(NodeKinds::fromEngine(k.kind));
    case EntryRole:
        return text(k.entry);
    case ButtonTextRole:
        return text(k.buttonText);
    case MenuTextRole:
        return text(k.addText).remove(QLatin1Char('&'));
    case MnemonicTextRole:
        return text(k.addText);
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
