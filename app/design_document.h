// The design as a file: its path and name, whether it is saved, Open and Save, the recent files,
// and the autosave with its recovery after a crash. The design itself is the workbench's.
#pragma once

#include <QObject>
#include <QStringList>
#include <QTimer>
#include <QUrl>
#include <memory>
#include <QtQml/qqmlregistration.h>

#include "mqlab/model/scenario.h"
#include "scenario_loader.h"

namespace mqlab::app {

class AutosaveSlot;
class Workbench;

class DesignDocument : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Each workbench has its document")
    Q_PROPERTY(QString title READ title NOTIFY changed)        // "• my-design.json" while unsaved
    Q_PROPERTY(QString filePath READ filePath NOTIFY changed)  // "" for a stage or the Sandbox
    Q_PROPERTY(bool dirty READ dirty NOTIFY changed)
    Q_PROPERTY(bool isStage READ isStage NOTIFY changed)       // a stage opened as it ships: read-only
    Q_PROPERTY(QStringList recentFiles READ recentFiles NOTIFY recentFilesChanged)
    Q_PROPERTY(bool recoveryAvailable READ recoveryAvailable NOTIFY recoveryChanged)
    Q_PROPERTY(QString autosavePath READ autosavePath CONSTANT)
    Q_PROPERTY(mqlab::app::ScenarioLoader* opener READ opener CONSTANT) // a file being opened in the background

  public:
    explicit DesignDocument(Workbench* workbench);
    ~DesignDocument() override;

    QString title() const;
    QString filePath() const { return path_; }
    bool dirty() const;
    bool isStage() const;
    QStringList recentFiles() const;
    bool recoveryAvailable() const;
    QString autosavePath() const;
    ScenarioLoader* opener() { return &loader_; }

    // Each returns "" or why not, in one line naming the file (nothing changed).
    Q_INVOKABLE QString openFile(const QUrl& url);
    // As openFile, read and checked off the GUI thread (opener shows it is busy): "" when started,
    // then opened() with "" or the reader's message; the design on the canvas stays until it succeeds.
    Q_INVOKABLE QString openFileInBackground(const QUrl& url);
    Q_INVOKABLE QString saveFile(const QUrl& url);        // atomic; becomes the current file
    Q_INVOKABLE QUrl localUrl(const QString& path) const;  // a path as a file URL: '#' and '%' stay in the name
    Q_INVOKABLE bool fileExists(const QUrl& url) const;    // before a save or export replaces it
    Q_INVOKABLE QString fileName(const QUrl& url) const;   // "my-design.json", for a question about it
    Q_INVOKABLE QString recover();
    Q_INVOKABLE void discardRecovery();
    // The timer's tick (every 5 s while unsaved); public so that tests can make one. False when a
    // write failed (the previous autosave is then kept whole).
    bool autosave();

    // A document that only renders (the exporter's): it never autosaves, and leaving it does not
    // remove the app's recovery file.
    void makeScratch();
    bool scratch() const { return scratch_; }
    void setPath(const QString& path); // the workbench shows a new design (a stage: "")

  signals:
    void changed();
    void recentFilesChanged();
    void recoveryChanged();
    void opened(const QString& error); // an openFileInBackground is done: "" or why not

  private:
    void showOpened(const Scenario& s, const QString& path); // a file's design, read and checked
    void rememberRecent(const QString& path);
    AutosaveSlot& slot() const; // this window's locked autosave, claimed on first use (never by a scratch one)

    Workbench* workbench_;
    QString path_;
    bool scratch_ = false;
    QTimer autosaveTimer_;
    ScenarioLoader loader_;
    mutable std::unique_ptr<AutosaveSlot> slot_;
};

} // namespace mqlab::app
