#include "addentries.h"

#include "mqlab/model/kinds.h"
#include "nodekind.h"

namespace mqlab::app {

int AddEntries::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(kindRegistry().size());
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
