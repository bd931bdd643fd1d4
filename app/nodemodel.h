// The canvas's nodes as a list model: one row a producer, cluster or group, with its card's figures.
#pragma once

#include <QAbstractListModel>
#include <QHash>
#include <QPointF>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>
#include <vector>

#include "limitstatus.h"
#include "mqlab/model/fields.h"

namespace mqlab {
struct Scenario;
struct Catalog;
struct Report;
} // namespace mqlab

namespace mqlab::app {

// One bar of a card: a limit's figures as the card shows them. Plain fields, not a QVariantMap:
// a slider step on a large design builds and compares thousands of these.
struct LimitRow {
    QString key, label, shortLabel, text;
    LimitStatuses::Status status = LimitStatuses::Ok; // to QML as a LimitStatus
    bool known = false;                               // false: the catalogue lacks the figure; the bar is not checked
    double percent = 0;                               // 0..100: the bar stops at 100
    double rawPercent = 0;                            // >= 0: the full figure, past 100 when saturated
    double sizingPercent = -1;                        // 0..100 where the sizing line is drawn; -1: none
    bool operator==(const LimitRow&) const = default;
};
// The same limits in the same order, whatever their figures.
bool sameLimitKeys(const std::vector<LimitRow>& a, const std::vector<LimitRow>& b);

// One card's limits, a row a limit: a slider step changes a bar's percent, text and status roles
// only, so each bar re-evaluates just those bindings.
class LimitModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Each card's limits come from its node model")
  public:
    enum Role {
        KeyRole = Qt::UserRole + 1,
        LabelRole,
        TextRole,
        PercentRole,
        SizingPercentRole,
        StatusRole,
        SpokenRole
    };
    using QAbstractListModel::QAbstractListModel;
    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;
    // From the card's limits; role diffs only.
    void update(const std::vector<LimitRow>& limits);

  private:
    std::vector<LimitRow> rows_;
};

class NodeModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The workbench owns its nodes")
    Q_PROPERTY(int count READ count NOTIFY countChanged)
  public:
    enum Role {
        IdRole = Qt::UserRole + 1,
        KindRole,
        NameRole,
        XRole,
        YRole,
        HeadlineRole,
        DetailRole,
        PercentRole,
        RawPercentRole,
        StatusRole,
        WarningsRole,
        SelectedRole,
        PercentTextRole,
        LimitModelRole,
        BindingRole,
        TakesRole, // the card has a port for connections in (kinds.h's rules)
        SendsRole, // ... and one for connections out
        DragHintRole,
        KindColorRole, // its kind's stripe, from the registry (KindInfo::color)
        SpokenRole     // what a screen reader says for the card (spoken.h)
    };
    using QAbstractListModel::QAbstractListModel;

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    // The card texts for one node, rebuilt from a report.
    struct Row {
        QString id, name, headline, detail, percentText;
        LimitStatuses::Status status = LimitStatuses::Ok; // the binding limit's, to QML as a LimitStatus
        mqlab::Kind kind = mqlab::Kind::Producer;         // to QML as a NodeKind (nodekind.h)
        double x = 0, y = 0, percent = 0, rawPercent = 0;
        int binding = -1; // the row of `limits` with the highest percent; -1: none known
        std::vector<LimitRow> limits;
        QStringList warnings;
        bool selected = false;
    };
    // Replaces every row; rows that keep their id are updated in place so delegates survive.
    void update(std::vector<Row> rows);
    void setPosition(const QString& id, double x, double y);
    void setPositions(const QHash<QString, QPointF>& moved); // by id; linear in rows, one dataChanged
    // The part of the world the canvas shows (world units). A card outside it keeps its new figures
    // here and tells its delegate only when it comes into view, so a slider step on a large design
    // re-evaluates the bindings of the cards one can see. Empty (the default): every card is seen.
    Q_INVOKABLE void setViewport(double x, double y, double width, double height);
    bool inView(const Row& row) const;
    // Marks the rows whose ids are given and unmarks the rest: linear in rows + ids, one dataChanged.
    void setSelected(const QStringList& ids);
    int indexOf(const QString& id) const;
    const std::vector<Row>& rows() const { return rows_; }
    int count() const { return static_cast<int>(rows_.size()); }
    // Each built card's height as last drawn (canvas pixels, > 0), by node id; the canvas notes them
    // (CanvasNodes::noteHeight). Forgotten when the ids change: a card may come back another size.
    void noteCardHeight(const QString& id, double height);
    const QHash<QString, double>& cardHeights() const { return heights_; }

  signals:
    void countChanged();

  private:
    void emitChanged(size_t i, const QList<int>& roles);
    void announce(size_t i, QList<int> roles);
    std::vector<Row> rows_;
    std::vector<QList<int>> pending_;      // a row's roles not yet announced, while it is out of view
    std::vector<LimitModel*> limitModels_; // one a row, owned by this model
    QHash<QString, double> heights_;
    double viewX_ = 0, viewY_ = 0, viewW_ = 0, viewH_ = 0;
};

// Rows for every node of a scenario, from its report.
std::vector<NodeModel::Row> nodeRows(const Scenario& s, const Catalog& cat, const Report& r);

class ConnectionModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The workbench owns its connections")
  public:
    enum Role { FromRole = Qt::UserRole + 1, ToRole, FromXRole, FromYRole, ToXRole, ToYRole, StatusRole };
    using QAbstractListModel::QAbstractListModel;

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    struct Row {
        QString from, to;
        LimitStatuses::Status status = LimitStatuses::Ok; // the card it feeds from, to QML as a LimitStatus
        double fromX = 0, fromY = 0, toX = 0, toY = 0;
    };
    void update(std::vector<Row> rows);
    void nodeMoved(const QString& id, double x, double y);
    void nodesMoved(const QHash<QString, QPointF>& moved); // by id; linear in connections, one dataChanged
    const std::vector<Row>& rows() const { return rows_; }

  private:
    std::vector<Row> rows_;
};

} // namespace mqlab::app
