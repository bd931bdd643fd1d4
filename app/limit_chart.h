// The limits chart's bars: one node's limits as its card shows them, typed rows for QML (no figure
// is made in QML). The node is the selected one when its card has limits, else the first card
// with limits in card order: a cluster on the first seed's stages, the broker fleet on Round 1.
#pragma once

#include <QAbstractListModel>
#include <QList>
#include <QStringList>
#include <vector>
#include <QtQml/qqmlregistration.h>

#include "nodemodel.h"

namespace mqlab::app {

class LimitChartModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The workbench owns the limits chart")
    Q_PROPERTY(QString nodeId READ nodeId NOTIFY changed) // "" when no card has limits
    Q_PROPERTY(QString nodeName READ nodeName NOTIFY changed)
    Q_PROPERTY(QString title READ title NOTIFY changed)            // "Limits: Broker fleet"
    Q_PROPERTY(QStringList names READ names NOTIFY changed)        // the bars' short names, in order
    Q_PROPERTY(QList<qreal> percents READ percents NOTIFY changed) // each bar's percent to 0.1; unknown: 0
    Q_PROPERTY(qreal top READ top NOTIFY changed) // the percent axis's top: >= 120, a step past the highest bar
    Q_PROPERTY(qreal sizingPercent READ sizingPercent NOTIFY changed) // the dashed line's percent; -1: none
    Q_PROPERTY(QString sizingName READ sizingName NOTIFY changed)     // its name in the legend
    // What a sighted user reads off the chart, for a screen reader: the node, each bar's name and
    // figure (the card's own text), the dashed sizing line and the 100% line.
    Q_PROPERTY(QString spoken READ spoken NOTIFY changed)
  public:
    enum Role { KeyRole = Qt::UserRole + 1, NameRole, LabelRole, PercentRole, KnownRole, TextRole };
    using QAbstractListModel::QAbstractListModel;
    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    // Shows the node `selectedId` when its card has limits, else the first of `rows` that has some.
    void show(const std::vector<NodeModel::Row>& rows, const QString& selectedId);

    QString nodeId() const { return nodeId_; }
    QString nodeName() const { return nodeName_; }
    QString title() const;
    QStringList names() const;
    QList<qreal> percents() const;
    qreal top() const;
    qreal sizingPercent() const;
    QString sizingName() const;
    QString spoken() const;
    const std::vector<LimitRow>& limits() const { return rows_; }

  signals:
    void changed();

  private:
    const LimitRow* sizingRow() const; // the first limit with a sizing line, or none
    QString nodeId_, nodeName_;
    std::vector<LimitRow> rows_;
};

} // namespace mqlab::app
