#include "undo_history.h"

namespace mqlab::app {

UndoHistory::UndoHistory(QObject* parent) : QObject(parent)
{
    connect(&stack_, &QUndoStack::indexChanged, this, &UndoHistory::changed);
    connect(&stack_, &QUndoStack::cleanChanged, this, &UndoHistory::changed);
}

void UndoHistory::reset()
{
    stack_.clear();
    stack_.setClean();
    emit changed();
}

} // namespace mqlab::app
