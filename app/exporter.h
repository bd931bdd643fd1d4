// File > Export stage: the canvas as it is now (edits included) as PNG or JSON, or the six stages
// as a PDF handout. The same SnapshotRenderer as `mqlab export`, so the files match.
#pragma once

#include <QObject>
#include <QPointer>
#include <QUrl>
#include <QVariant>
#include <QtQml/qqmlregistration.h>
#include <memory>

#include "workbench.h"

namespace mqlab::app {

class SnapshotRenderer;

// What an export did: written (ok) and where, or why nothing was written.
struct ExportResult {
    Q_GADGET
    QML_ANONYMOUS
    Q_PROPERTY(bool ok MEMBER ok CONSTANT)
    Q_PROPERTY(QString text MEMBER text CONSTANT) // "Exported to /home/a/stage-3.png", or why not
  public:
    bool ok = false;
    QString text;
};

class Exporter : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(mqlab::app::Workbench* workbench READ workbench WRITE setWorkbench NOTIFY workbenchChanged REQUIRED)
    Q_PROPERTY(QVariantList kinds READ kinds CONSTANT)   // [{kind, text}] for the dialog's choices

public:
    explicit Exporter(QObject* parent = nullptr);
    ~Exporter() override;

    Workbench* workbench() const { return workbench_; }
    void setWorkbench(Workbench* wb);

    QVariantList kinds() const;
    // Where the file dialog starts: the first folder that exists of the last export's, Documents,
    // home and the temporary folder; a folder the user never made is never offered.
    Q_INVOKABLE QUrl startFolder() const;
    // The suggested name in startFolder().
    Q_INVOKABLE QUrl suggestedFile(const QString& kind) const;
    // The file dialog's filter and suffix for `kind`: ["Pictures (*.png)"] and "png", and so on.
    Q_INVOKABLE QStringList nameFilters(const QString& kind) const;
    Q_INVOKABLE QString suffix(const QString& kind) const;
    // What the user chose in the file dialog, as a file to write. Qt's own dialog joins a typed
    // absolute path onto the folder it shows ("/home/a/Documents//tmp/x.png"); the typed path is
    // taken as it is ("/tmp/x.png"), "~/" is the home folder, and a name without the kind's
    // suffix gets it.
    Q_INVOKABLE QUrl chosenFile(const QUrl& selected, const QUrl& folder, const QString& kind) const;
    // A file name for `kind` ("png1", "png2", "json" or "handout"): stage-3.png, stage-3@2x.png,
    // stage-3.json, mqlab-handout.pdf; a file or the Sandbox goes by its own name.
    Q_INVOKABLE QString suggestedName(const QString& kind) const;
    // Writes `file`: ok and where, or not ok and why nothing was written.
    Q_INVOKABLE mqlab::app::ExportResult exportTo(const QUrl& file, const QString& kind);

  signals:
    void workbenchChanged();

private:
    QPointer<Workbench> workbench_;
    QString lastFolder_;
    std::unique_ptr<SnapshotRenderer> renderer_;  // made on the first picture: it loads its own QML
};

}  // namespace mqlab::app
