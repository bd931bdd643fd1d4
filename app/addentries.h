// The add entries (the palette's buttons, the canvas's right-click menu and the Edit menu), one row
// a kind from the engine's registry (kinds.h), so a new kind shows in all three with no QML edit.
// With a workbench, the rows are the kinds that fit its design: a first-seed design (version 1) gets
// the first seed's kinds, a Round 1 design (version 2) Round 1's kinds and the first seed's kinds
// they connect to (the dead-letter queue), so neither offers a card its units cannot price. A design
// holding a later round's kind (Round 2's platform fleet or topics) gets that round's kinds first.
#pragma once

#include <QAbstractListModel>
#include <QPointer>
#include <QtQml/qqmlregistration.h>
#include <vector>

#include "mqlab/model/fields.h"
#include "mqlab/model/kinds.h"
#include "workbench.h"

namespace mqlab::app {

// A kind's add words in the user's language: the palette's button ("+ Express") and the menus'
// entry with its mnemonic ("Add an &Express cluster"); the registry's English when untranslated.
QString addEntryButtonText(const KindInfo& k);
QString addEntryMenuText(const KindInfo& k);

class AddEntries : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(mqlab::app::Workbench* workbench READ workbench WRITE setWorkbench NOTIFY workbenchChanged)
    Q_PROPERTY(int count READ count NOTIFY countChanged)

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

    explicit AddEntries(QObject* parent = nullptr);
    Workbench* workbench() const { return workbench_; }
    void setWorkbench(Workbench* w);
    int count() const { return static_cast<int>(rows_.size()); }

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    // Whether the kind is offered for a design with (true) or without Round 1's kinds.
    static bool fitsDesign(Kind kind, bool roundDesign);

  signals:
    void workbenchChanged();
    void countChanged();

  private:
    void refilter(); // a reset only when the rows change
    QPointer<Workbench> workbench_;
    QMetaObject::Connection designChanged_;
    std::vector<size_t> rows_; // indexes into kindRegistry()
};

} // namespace mqlab::app
