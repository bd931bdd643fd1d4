#include "autosave_slot.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <algorithm>

namespace mqlab::app {

QString AutosaveSlot::slotName(int number)
{
    return number <= 1 ? QStringLiteral("autosave.json") : QStringLiteral("autosave-%1.json").arg(number);
}

std::unique_ptr<QLockFile> AutosaveSlot::tryLock(const QString& autosave)
{
    auto lock = std::make_unique<QLockFile>(autosave + QStringLiteral(".lock"));
    // Staleness by age only would take a lock from a window left open for more than the default
    // 30 s; a lock is stale when the process that wrote it is gone, which QLockFile checks by its PID.
    lock->setStaleLockTime(0);
    if (!lock->tryLock(0))
        return nullptr;
    return lock;
}

AutosaveSlot::AutosaveSlot(const QString& folder)
{
    QDir dir(folder);
    dir.mkpath(QStringLiteral("."));
    // First the autosaves of windows that are gone: their lock is free, or was held by a dead PID.
    static const QRegularExpression slotFile(QStringLiteral("^autosave(-[0-9]+)?\\.json$"));
    for (const QString& name : dir.entryList({QStringLiteral("autosave*.json")}, QDir::Files)) {
        if (!slotFile.match(name).hasMatch())
            continue;
        const QString file = dir.filePath(name);
        if (auto lock = tryLock(file))
            leftBehind_.push_back({file, std::move(lock)});
    }
    std::sort(leftBehind_.begin(), leftBehind_.end(), [](const Held& a, const Held& b) {
        return QFileInfo(a.path).lastModified() > QFileInfo(b.path).lastModified();
    });
    // Then this window's own: the first slot with no live holder and no work in it.
    for (int n = 1; n <= kMaxSlots && !lock_; ++n) {
        const QString file = dir.filePath(slotName(n));
        if (QFileInfo::exists(file))
            continue; // a live window's, or one left behind (held above)
        if (auto lock = tryLock(file)) {
            if (QFileInfo::exists(file))
                continue; // a window that died between the listing and now left it: offered next time
            path_ = file;
            lock_ = std::move(lock);
        }
    }
}

AutosaveSlot::~AutosaveSlot() = default; // each QLockFile unlocks (removes its lock file) as it goes

QStringList AutosaveSlot::leftBehind() const
{
    QStringList out;
    for (const Held& h : leftBehind_)
        out << h.path;
    return out;
}

void AutosaveSlot::drop(const QString& autosave)
{
    const auto it =
        std::find_if(leftBehind_.begin(), leftBehind_.end(), [&](const Held& h) { return h.path == autosave; });
    if (it == leftBehind_.end())
        return; // not ours to delete
    QFile::remove(it->path);
    leftBehind_.erase(it);
}

void AutosaveSlot::releaseLeftBehind()
{
    leftBehind_.clear();
}

} // namespace mqlab::app
