#include "inspector_model.h"

#include <nlohmann/json.hpp>

#include "engine_text.h"

#include "mqlab/model/catalog.h"
#include "mqlab/model/edits.h"
#include "mqlab/model/fields.h"
#include "mqlab/model/kinds.h"
#include "resources.h"

namespace mqlab::app {
namespace {

QString q(const std::string& s)
{
    return QString::fromStdString(s);
}

} // namespace

std::vector<InspectorRow> inspectorRows(const Scenario& s, const QString& nodeId)
{
    const std::string id = nodeId.toStdString();
    const auto kind = kindOfNode(s, id);
    if (!kind)
        return {};
    const nlohmann::json node = nodeJson(s, id);
    std::vector<InspectorRow> out;
    for (const FieldSpec* spec : mqlab::inspectorFields(*kind)) {
        const nlohmann::json& v = node.at(spec->key);
        InspectorRow row{q(spec->key),
                         wordsIn("FieldLabel", spec->label),
                         wordsIn("FieldUnit", spec->shownUnit),
                         wordsIn("FieldHelp", spec->help),
                         {},
                         spec->decimals,
                         FieldControls::forField(*spec),
                         {},
                         {},
                         {},
                         q(fieldSetBy(s, id, spec->key))};
        switch (spec->type) {
        case FieldType::Toggle:
            row.value = v.get<bool>();
            break;
        case FieldType::Id:
        case FieldType::Text:
            row.value = q(v.get<std::string>());
            break;
        case FieldType::Choice: {
            row.value = q(v.get<std::string>());
            for (const FieldChoice& c : spec->choices) {
                row.choiceValues << q(c.value);
                row.choiceTexts << wordsIn("FieldChoice", c.text);
            }
            if (spec->key == "broker_size") { // the catalogue's sizes of the cluster's kind
                auto add = [&](const auto& sizes) {
                    for (const auto& size : sizes) {
                        row.choiceValues << q(size.name);
                        row.choiceTexts << q(size.name) + (size.priceUsdPerHour.derived()
                                                               ? InspectorModel::tr(" (derived price)")
                                                               : QString());
                    }
                };
                if (*kind == Kind::ExpressCluster)
                    add(catalog().express);
                else
                    add(catalog().standard);
            }
            break;
        }
        case FieldType::Number:
        case FieldType::Whole:
            row.value = v.get<double>() * spec->shownScale;
            row.range = engineText(shownRangeMessage(*spec, topOf(*spec, node)));
            break;
        }
        out.push_back(std::move(row));
    }
    return out;
}

int InspectorModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(rows_.size());
}

QVariant InspectorModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const InspectorRow& r = rows_[static_cast<size_t>(index.row())];
    switch (role) {
    case KeyRole:
        return r.key;
    case LabelRole:
        return r.label;
    case UnitRole:
        return r.unit;
    case HelpRole:
        return r.help;
    case RangeRole:
        return r.range;
    case DecimalsRole:
        return r.decimals;
    case ControlRole:
        return static_cast<int>(r.control); // a FieldControl, compared in QML as one
    case ValueRole:
        return r.value;
    case ChoiceValuesRole:
        return r.choiceValues;
    case ChoiceTextsRole:
        return r.choiceTexts;
    case SetByRole:
        return r.setBy;
    default:
        return {};
    }
}

QHash<int, QByteArray> InspectorModel::roleNames() const
{
    return {{KeyRole, "key"},
            {LabelRole, "label"},
            {UnitRole, "unit"},
            {HelpRole, "help"},
            {RangeRole, "range"},
            {DecimalsRole, "decimals"},
            {ControlRole, "control"},
            {ValueRole, "value"},
            {ChoiceValuesRole, "choiceValues"},
            {ChoiceTextsRole, "choiceTexts"},
            {SetByRole, "setBy"}};
}

bool InspectorModel::show(const Scenario& s, const QString& nodeId)
{
    std::vector<InspectorRow> rows = inspectorRows(s, nodeId);
    const bool newNode = nodeId != nodeId_;
    if (!newNode && rows == rows_)
        return false;
    const int before = rowCount();
    beginResetModel();
    nodeId_ = nodeId;
    rows_ = std::move(rows);
    endResetModel();
    if (newNode)
        emit nodeIdChanged();
    if (before != rowCount())
        emit countChanged();
    return true;
}

} // namespace mqlab::app
