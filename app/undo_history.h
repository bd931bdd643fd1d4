// The design's undo stack as QML sees it: what Undo and Redo would take back, and whether they can.
// The workbench pushes its edits here (each a whole scenario before and after, workbench.cpp).
#pragma once

#include <QObject>
#include <QUndoStack>
#include <QtQml/qqmlregistration.h>

namespace mqlab::app {

class UndoHistory : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The workbench owns its undo history")
    Q_PROPERTY(bool canUndo READ canUndo NOTIFY changed)
    Q_PROPERTY(bool canRedo READ canRedo NOTIFY changed)
    Q_PROPERTY(QString undoText READ undoText NOTIFY changed)
    Q_PROPERTY(QString redoText READ redoText NOTIFY changed)
    // The design is as last saved (or as opened): the document's dirty mark is its negation.
    Q_PROPERTY(bool clean READ clean NOTIFY changed)

  public:
    explicit UndoHistory(QObject* parent = nullptr);

    bool canUndo() const { return stack_.canUndo(); }
    bool canRedo() const { return stack_.canRedo(); }
    QString undoText() const { return stack_.undoText(); }
    QString redoText() const { return stack_.redoText(); }
    bool clean() const { return stack_.isClean(); }

    Q_INVOKABLE void undo() { stack_.undo(); }
    Q_INVOKABLE void redo() { stack_.redo(); }

    void push(QUndoCommand* command) { stack_.push(command); }
    void setClean() { stack_.setClean(); }
    // Unsaved whatever is undone or redone (recovered work: nothing on disk matches it).
    void resetClean() { stack_.resetClean(); }
    // A new design on the canvas: nothing to undo, and clean.
    void reset();

  signals:
    void changed();

  private:
    QUndoStack stack_;
};

} // namespace mqlab::app
