// The inspector: one row a field of the selected node, from the engine's field table (fields.h),
// with the node's value in the unit the inspector shows. QML reads it by role name.
#pragma once

#include <QAbstractListModel>
#include <QVariant>
#include <vector>
#include <QtQml/qqmlregistration.h>

#include "fieldcontrol.h"
#include "mqlab/model/scenario.h"

namespace mqlab::app {

struct InspectorRow {
    Q_GADGET
    QML_VALUE_TYPE(inspectorRow)
    // The lesson's event settings read a row as one typed value (EventLifeSetting.qml's spec).
    Q_PROPERTY(QString key MEMBER key CONSTANT)
    Q_PROPERTY(QString label MEMBER label CONSTANT)
    Q_PROPERTY(QString unit MEMBER unit CONSTANT)
    Q_PROPERTY(QString help MEMBER help CONSTANT)
    Q_PROPERTY(QString range MEMBER range CONSTANT)
    Q_PROPERTY(int decimals MEMBER decimals CONSTANT)
    // A FieldControl, read as an int: Qt 6.4's QML cannot read an enum-typed member of a value type.
    Q_PROPERTY(int type READ type CONSTANT)
    Q_PROPERTY(QVariant value MEMBER value CONSTANT)
    Q_PROPERTY(QStringList choiceValues MEMBER choiceValues CONSTANT)
    Q_PROPERTY(QStringList choiceTexts MEMBER choiceTexts CONSTANT)
    Q_PROPERTY(QString setBy MEMBER setBy CONSTANT)
  public:
    QString key, label, unit, help;
    QString range; // "from 1 to 10,000,000", for the number controls; "" for the others
    int decimals = 0;
    FieldControls::Control control = FieldControls::Text;
    QVariant value; // bool, text, or a number in the shown unit (a share as a percent)
    // For a Choice: the values the engine stores and, at the same index, the text a ComboBox shows.
    QStringList choiceValues, choiceTexts;
    // The node whose figure the engine uses instead (fieldSetBy): the control is shown, not edited.
    QString setBy;
    int type() const { return control; }
    // Where `v` is among choiceValues; -1 when it is not (a ComboBox's currentIndex for it).
    Q_INVOKABLE int choiceIndex(const QString& v) const { return choiceValues.indexOf(v); }
    bool operator==(const InspectorRow&) const = default;
};

// Every row the field table shows for one node's kind; none for an id the design does not have.
std::vector<InspectorRow> inspectorRows(const Scenario& s, const QString& nodeId);

class InspectorModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The workbench owns its inspector")
    Q_PROPERTY(QString nodeId READ nodeId NOTIFY nodeIdChanged) // whose fields; "" when none
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)
  public:
    enum Role {
        KeyRole = Qt::UserRole + 1,
        LabelRole,
        UnitRole,
        HelpRole,
        RangeRole,
        DecimalsRole,
        ControlRole, // a FieldControl
        ValueRole,
        ChoiceValuesRole,
        ChoiceTextsRole,
        SetByRole
    };
    using QAbstractListModel::QAbstractListModel;

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    QString nodeId() const { return nodeId_; }
    const std::vector<InspectorRow>& rows() const { return rows_; }
    // Shows the node's fields. The rows are rebuilt (and their controls with them) only when a field
    // or value differs, so a load step leaves a half-typed value alone; true when they were.
    bool show(const Scenario& s, const QString& nodeId);

  signals:
    void nodeIdChanged();
    void countChanged();

  private:
    QString nodeId_;
    std::vector<InspectorRow> rows_;
};

} // namespace mqlab::app
