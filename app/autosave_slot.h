// One window's autosave file, locked for as long as the window lives, so that two windows (two
// processes) never write the same file; and the autosaves left behind by windows that are gone.
#pragma once

#include <QLockFile>
#include <QString>
#include <QStringList>
#include <memory>
#include <vector>

namespace mqlab::app {

class AutosaveSlot {
  public:
    // Claims the first free slot in `folder` (created if missing): autosave.json, else autosave-2.json,
    // autosave-3.json, ... A slot is free when no live process holds its lock (a lock left by a process
    // that died is reclaimed) and it holds no autosave: a crashed window's work is never written over.
    // Every autosave left behind is locked too, until it is taken or let go, so that two windows
    // started together never offer the same one.
    explicit AutosaveSlot(const QString& folder);
    ~AutosaveSlot();
    AutosaveSlot(const AutosaveSlot&) = delete;
    AutosaveSlot& operator=(const AutosaveSlot&) = delete;

    // This window's autosave; "" when no slot could be locked (a folder that cannot be written).
    QString path() const { return path_; }
    // The autosaves left by windows that are gone, newest first.
    QStringList leftBehind() const;
    // Deletes one of leftBehind() (recovered or discarded) and lets its lock go.
    void drop(const QString& autosave);
    // Lets every leftBehind() go, kept on disk: the next window to start offers them.
    void releaseLeftBehind();

    static constexpr int kMaxSlots = 64; // windows open at once
    static QString slotName(int number); // 1: "autosave.json", n: "autosave-n.json"

  private:
    struct Held {
        QString path;
        std::unique_ptr<QLockFile> lock;
    };
    static std::unique_ptr<QLockFile> tryLock(const QString& autosave);

    QString path_;
    std::unique_ptr<QLockFile> lock_;
    std::vector<Held> leftBehind_;
};

} // namespace mqlab::app
