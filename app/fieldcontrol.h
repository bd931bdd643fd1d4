// The control the inspector (and the lesson's event settings) shows for a field, typed for QML
// (FieldControl.Toggle, .Choice, ...): nodeFields() names it for each field from the engine's field
// table (mqlab::FieldType), so QML compares enums, never strings.
#pragma once

#include <QObject>
#include <QtQml/qqmlregistration.h>

#include "mqlab/model/fields.h"

namespace mqlab::app {
namespace FieldControls {
Q_NAMESPACE
QML_NAMED_ELEMENT(FieldControl)

enum Control {
    Toggle,  // a switch: on or off
    Text,    // a line of text (an id or a name)
    Choice,  // one of a list
    Number,  // a typed number in the field's unit
    Percent, // a typed number shown as a percent (the field's scale is not 1)
};
Q_ENUM_NS(Control)

// A switch with no default: a field type added to the engine and not here is a -Wswitch warning.
inline Control forField(const FieldSpec& spec)
{
    switch (spec.type) {
    case FieldType::Toggle: return Toggle;
    case FieldType::Id:
    case FieldType::Text: return Text;
    case FieldType::Choice: return Choice;
    case FieldType::Number:
    case FieldType::Whole: return spec.shownScale != 1 ? Percent : Number;
    }
    return Text;
}

} // namespace FieldControls
} // namespace mqlab::app
