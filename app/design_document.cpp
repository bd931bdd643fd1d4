#include "design_document.h"

#include <QFile>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>

#include <nlohmann/json.hpp>

#include "mqlab/error.h"
#include "autosave_slot.h"
#include "engine_text.h"
#include "user_files.h"
#include "workbench.h"

namespace mqlab::app {
namespace {
QString q(const std::string& s) { return QString::fromStdString(s); }
// A saved file ends in a newline; the autosave, as it always has, does not.
QByteArray designBytes(const Scenario& s, bool newline) { return QByteArray::fromStdString(toJson(s).dump(2) + (newline ? "\n" : "")); }
} // namespace

DesignDocument::DesignDocument(Workbench* workbench) : QObject(workbench), workbench_(workbench)
{
    autosaveTimer_.setInterval(5000);
    connect(&autosaveTimer_, &QTimer::timeout, this, &DesignDocument::autosave);
    autosaveTimer_.start();
    connect(&loader_, &ScenarioLoader::loaded, this, [this](const QString& path, const Scenario& s) {
        showOpened(s, path);
        emit opened({});
    });
    connect(&loader_, &ScenarioLoader::failed, this,
            [this](const QString&, const QString& error) { emit opened(error); });
}

DesignDocument::~DesignDocument()
{
    // A clean exit leaves nothing to recover.
    if (slot_)
        QFile::remove(slot_->path());
}

void DesignDocument::makeScratch()
{
    scratch_ = true;
    autosaveTimer_.stop();
}

void DesignDocument::setPath(const QString& path)
{
    path_ = path;
    emit changed();
}

QString DesignDocument::title() const
{
    const QString name = path_.isEmpty() ? q(workbench_->scenario().name) : QFileInfo(path_).fileName();
    return (dirty() ? QStringLiteral("\u2022 ") : QString()) + name;
}

bool DesignDocument::dirty() const { return !workbench_->history()->clean(); }
bool DesignDocument::isStage() const { return workbench_->stage() > 0 && path_.isEmpty(); }

QStringList DesignDocument::recentFiles() const { return QSettings().value("recentFiles").toStringList(); }

AutosaveSlot& DesignDocument::slot() const
{
    if (!slot_)
        slot_ = std::make_unique<AutosaveSlot>(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation));
    return *slot_;
}

QString DesignDocument::autosavePath() const { return scratch_ ? QString() : slot().path(); }

// Only work left by a window that is gone: never the autosave of a window still open.
bool DesignDocument::recoveryAvailable() const { return !scratch_ && !slot().leftBehind().isEmpty(); }

bool DesignDocument::fileExists(const QUrl& url) const
{
    return QFileInfo::exists(url.isLocalFile() ? url.toLocalFile() : url.toString());
}

QString DesignDocument::fileName(const QUrl& url) const
{
    return QFileInfo(url.isLocalFile() ? url.toLocalFile() : url.toString()).fileName();
}

QUrl DesignDocument::localUrl(const QString& path) const { return QUrl::fromLocalFile(path); }

QString DesignDocument::openFile(const QUrl& url)
{
    const QString path = localPath(url);
    if (path.isEmpty())
        return tr("%1: only a file on this computer can be opened").arg(url.toDisplayString());
    try {
        showOpened(readScenarioAt(path), path);
        return {};
    } catch (const InputError& e) {
        return errorText(e);
    } catch (const std::exception& e) {
        return path + QStringLiteral(": ") + errorText(e);
    }
}

QString DesignDocument::openFileInBackground(const QUrl& url)
{
    const QString path = localPath(url);
    if (path.isEmpty())
        return tr("%1: only a file on this computer can be opened").arg(url.toDisplayString());
    loader_.start(path);
    return {};
}

void DesignDocument::showOpened(const Scenario& s, const QString& path)
{
    workbench_->showDesign(s, 0, path);
    rememberRecent(path);
}

QString DesignDocument::saveFile(const QUrl& url)
{
    const QString path = localPath(url);
    if (path.isEmpty())
        return tr("%1: only a file on this computer can be saved to").arg(url.toDisplayString());
    // Whole or not at all: on a full disk the old file stays, the design stays unsaved and the
    // autosave is kept.
    const QString err = writeUserFile(path, designBytes(workbench_->scenario(), true));
    if (!err.isEmpty())
        return err;
    path_ = path;
    workbench_->history()->setClean();
    rememberRecent(path);
    QFile::remove(autosavePath());
    emit changed();
    emit recoveryChanged();
    return {};
}

QString DesignDocument::recover()
{
    if (!recoveryAvailable())
        return {};
    const QString left = slot().leftBehind().first(); // the newest
    const QString msg = openFile(QUrl::fromLocalFile(left));
    bool kept = false;
    if (msg.isEmpty()) {
        path_.clear();
        // The recovered work is unsaved: keep it marked so closing asks first.
        workbench_->recordRecovered(tr("Recover"));
        workbench_->history()->resetClean();
        emit changed();
        // In this window's own autosave before the old one goes: a crash now loses nothing.
        kept = autosave();
    }
    if (kept || !msg.isEmpty())
        slot().drop(left); // a file that cannot be read is not offered again
    // The others stay on disk for the next window: this one now shows the recovered design.
    slot().releaseLeftBehind();
    emit recoveryChanged();
    return msg;
}

void DesignDocument::discardRecovery()
{
    if (recoveryAvailable())
        slot().drop(slot().leftBehind().first());
    emit recoveryChanged();
}

void DesignDocument::rememberRecent(const QString& path)
{
    QStringList list = recentFiles();
    list.removeAll(path);
    list.prepend(path);
    while (list.size() > 8)
        list.removeLast();
    QSettings().setValue("recentFiles", list);
    emit recentFilesChanged();
}

bool DesignDocument::autosave()
{
    if (!dirty() || scratch_ || autosavePath().isEmpty())
        return !dirty();
    // A failed autosave (a full disk) keeps the previous one whole; the next tick tries again.
    return writeUserFile(autosavePath(), designBytes(workbench_->scenario(), false)).isEmpty();
}

} // namespace mqlab::app
