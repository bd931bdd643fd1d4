// The nodes one card may connect to now, for its "Connect to" menu: typed rows (targetId, name).
#pragma once

#include <QAbstractListModel>
#include <vector>
#include <QtQml/qqmlregistration.h>

namespace mqlab::app {

struct ConnectTarget {
    QString id, name;
};

class ConnectTargetModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The workbench lists the connect targets")
  public:
    enum Role { NodeIdRole = Qt::UserRole + 1, NameRole };
    using QAbstractListModel::QAbstractListModel;
    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;
    void update(std::vector<ConnectTarget> rows);
    const std::vector<ConnectTarget>& rows() const { return rows_; }

  private:
    std::vector<ConnectTarget> rows_;
};

} // namespace mqlab::app
