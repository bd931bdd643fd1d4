#include "scenario_loader.h"

#include <QFileInfo>
#include <QtConcurrent/QtConcurrentRun>

#include "engine_text.h"
#include "mqlab/error.h"
#include "resources.h"
#include "user_files.h"

namespace mqlab::app {

Scenario readScenarioAt(const QString& path)
{
    return parseScenarioText(readScenarioFile(path), QFileInfo(path).fileName().toStdString(), catalog(), true);
}

ScenarioLoader::ScenarioLoader(QObject* parent) : QObject(parent)
{
    connect(&watcher_, &QFutureWatcher<Result>::finished, this, &ScenarioLoader::finish);
}

ScenarioLoader::~ScenarioLoader()
{
    // The worker touches nothing of this object (it has its own path and returns its own Scenario),
    // so it may finish after this is gone; the watcher only stops listening.
    watcher_.disconnect(this);
}

QString ScenarioLoader::fileName() const
{
    return QFileInfo(path_).fileName();
}

void ScenarioLoader::start(const QString& path)
{
    (void)catalog(); // built once, here on the GUI thread, before any worker reads it
    path_ = path;
    watcher_.setFuture(QtConcurrent::run([path]() -> Result {
        try {
            return {readScenarioAt(path), {}};
        } catch (const InputError& e) {
            return {{}, errorText(e)};
        } catch (const std::exception& e) {
            return {{}, path + QStringLiteral(": ") + errorText(e)};
        }
    }));
    emit busyChanged();
}

void ScenarioLoader::cancel()
{
    if (path_.isEmpty())
        return;
    watcher_.setFuture(QFuture<Result>()); // the running worker's result is no longer watched
    path_.clear();
    emit busyChanged();
}

void ScenarioLoader::finish()
{
    if (path_.isEmpty() || !watcher_.future().isValid() || watcher_.future().resultCount() == 0)
        return;
    const Result r = watcher_.future().result();
    const QString path = path_;
    path_.clear();
    emit busyChanged();
    if (r.error.isEmpty())
        emit loaded(path, r.scenario);
    else
        emit failed(path, r.error);
}

} // namespace mqlab::app
