// Opening a scenario file off the GUI thread: a file near the limits (16 MiB, 10,000 nodes) is read,
// parsed and checked by a worker while the window keeps drawing, and the design or the reader's
// message comes back on the GUI thread. The engine is plain C++: a Scenario of its own per worker.
#pragma once

#include <QFutureWatcher>
#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

#include "mqlab/model/scenario.h"

namespace mqlab::app {

// The file at `path` read and checked as Open does: throws InputError naming the file, the field and
// the allowed range, or the line and column.
Scenario readScenarioAt(const QString& path);

class ScenarioLoader : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("the workbench owns its loader")
    Q_PROPERTY(bool busy READ busy NOTIFY busyChanged)
    Q_PROPERTY(QString fileName READ fileName NOTIFY busyChanged) // the file being opened, "" when idle

  public:
    explicit ScenarioLoader(QObject* parent = nullptr);
    ~ScenarioLoader() override;

    bool busy() const { return !path_.isEmpty(); }
    QString fileName() const;

    // Starts reading `path`; an earlier load not yet finished is dropped (its result never arrives).
    void start(const QString& path);
    // Drops the load under way: the design on the canvas stays. The worker runs to its end unseen
    // (the reader has no point to stop at), which for the largest file allowed is a second or two.
    Q_INVOKABLE void cancel();

  signals:
    void busyChanged();
    void loaded(const QString& path, const mqlab::Scenario& scenario);
    void failed(const QString& path, const QString& message);

  private:
    struct Result {
        Scenario scenario;
        QString error; // "" when scenario holds the file's design
    };
    void finish();

    QFutureWatcher<Result> watcher_;
    QString path_;
};

} // namespace mqlab::app
