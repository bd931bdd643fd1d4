// The add entries (the palette's buttons, the canvas's right-click menu and the Edit menu), one row
// a kind from the engine's registry (kinds.h), so a new kind shows in all three with no QML edit.
#pragma once

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>

namespace mqlab::app {

class AddEntries : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT

  public:
    enum Role {
        KindRole = Qt::UserRole + 1, // NodeKind (nodekind.h)
        EntryRole,                   // the name addNode() takes and the button's "add-<entry>"
        ButtonTextRole,              // "+ Express"
        MenuTextRole,                // "Add an Express cluster"
        MnemonicTextRole,            // "Add an &Express cluster", for the Edit menu
        AddXRole,                    // where the Edit menu puts a new node, canvas pixels
        AddYRole,
    };

    using QAbstractListModel::QAbstractListModel;
    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;
};

} // namespace mqlab::app
