// Which nodes are selected on the canvas, and the ways to change it: a click, a band, Select All,
// Tab. The node model's cards are marked to match; the workbench shows the last one in the inspector.
#pragma once

#include <QObject>
#include <QStringList>
#include <functional>
#include <QtQml/qqmlregistration.h>

#include "mqlab/model/scenario.h"

namespace mqlab::app {

class NodeModel;

class SelectionModel : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The workbench owns its selection")
    Q_PROPERTY(QStringList ids READ ids NOTIFY changed)          // in the order they were picked
    Q_PROPERTY(int count READ count NOTIFY changed)
    Q_PROPERTY(QString selectedId READ selectedId NOTIFY changed) // the last picked; "" when none
    Q_PROPERTY(QString selectedKind READ selectedKind NOTIFY changed) // its kind's noun: "cluster"

  public:
    // `nodes` is marked as the selection changes; `scenario` names the kinds. Both outlive this.
    SelectionModel(NodeModel* nodes, const Scenario* scenario, QObject* parent = nullptr);

    QStringList ids() const { return ids_; }
    int count() const { return static_cast<int>(ids_.size()); }
    QString selectedId() const { return ids_.isEmpty() ? QString() : ids_.last(); }
    QString selectedKind() const;

    Q_INVOKABLE void select(const QString& id, bool additive); // additive: Shift toggles the one node
    Q_INVOKABLE void selectInRect(double x1, double y1, double x2, double y2, bool additive);
    Q_INVOKABLE void selectAll();
    Q_INVOKABLE void clearSelection();
    // Tab and Shift+Tab through the design's cards; false (and nothing selected) past either end,
    // where the keyboard's focus moves on to the next panel.
    Q_INVOKABLE bool selectNext(bool backwards);
    // The arrow keys: the selected cards move, one undoable step (the workbench's move).
    Q_INVOKABLE void nudgeSelection(double dx, double dy);

    // The owner's move, called by nudgeSelection.
    void setMover(std::function<void(double, double)> move) { move_ = std::move(move); }
    void setIds(const QStringList& ids);
    // After the design changed: keeps the ids it still has. Announces when the list changed or when
    // `nodesChanged` (the rows were rebuilt); true when it announced.
    bool keepPresent(bool nodesChanged);

  signals:
    void changed();

  private:
    void announce();
    NodeModel* nodes_;
    const Scenario* scenario_;
    QStringList ids_;
    std::function<void(double, double)> move_;
};

} // namespace mqlab::app
