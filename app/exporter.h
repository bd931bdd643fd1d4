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

// What File > Export writes, typed for QML (ExportKind.Png1 ... ExportKind.Handout).
namespace ExportKinds {
Q_NAMESPACE
QML_NAMED_ELEMENT(ExportKind)
enum Kind {
    Png1,    // the canvas as a picture at 1x
    Png2,    // the same at 2x, for slides and print
    Json,    // the design and the engine's report of it
    Handout, // a PDF page for each shipped stage
};
Q_ENUM_NS(Kind)
} // namespace ExportKinds
using ExportKind = ExportKinds::Kind;

// One choice in the dialog: its kind, what it writes in words, and a stable name for its item
// ("png1"), which the window tests find it by.
struct ExportChoice {
    Q_GADGET
    QML_VALUE_TYPE(exportChoice)
    Q_PROPERTY(int kind MEMBER kind CONSTANT)
    Q_PROPERTY(QString text MEMBER text CONSTANT)
    Q_PROPERTY(QString name MEMBER name CONSTANT)
  public:
    int kind = ExportKind::Png1;
    QString text, name;
};

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
    Q_PROPERTY(QList<mqlab::app::ExportChoice> kinds READ kinds CONSTANT) // the dialog's choices, in order

  public:
    explicit Exporter(QObject* parent = nullptr);
    ~Exporter() override;

    Workbench* workbench() const { return workbench_; }
    void setWorkbench(Workbench* wb);

    QList<ExportChoice> kinds() const;
    // Where the file dialog starts: the first folder that exists of the last export's, Documents,
    // home and the temporary folder; a folder the user never made is never offered.
    Q_INVOKABLE QUrl startFolder() const;
    // The suggested name in startFolder().
    Q_INVOKABLE QUrl suggestedFile(mqlab::app::ExportKinds::Kind kind) const;
    // The file dialog's filter and suffix for `kind`: ["Pictures (*.png)"] and "png", and so on.
    Q_INVOKABLE QStringList nameFilters(mqlab::app::ExportKinds::Kind kind) const;
    Q_INVOKABLE QString suffix(mqlab::app::ExportKinds::Kind kind) const;
    // What the user chose in the file dialog, as a file to write. Qt's own dialog joins a typed
    // absolute path onto the folder it shows ("/home/a/Documents//tmp/x.png"); the typed path is
    // taken as it is ("/tmp/x.png"), "~/" is the home folder, and a name without the kind's
    // suffix gets it.
    Q_INVOKABLE QUrl chosenFile(const QUrl& selected, const QUrl& folder, mqlab::app::ExportKinds::Kind kind) const;
    // A file name for `kind`: stage-3.png, stage-3@2x.png,
    // stage-3.json, mqlab-handout.pdf; a file or the Sandbox goes by its own name.
    Q_INVOKABLE QString suggestedName(mqlab::app::ExportKinds::Kind kind) const;
    // Writes `file`: ok and where, or not ok and why nothing was written.
    Q_INVOKABLE mqlab::app::ExportResult exportTo(const QUrl& file, mqlab::app::ExportKinds::Kind kind);

  signals:
    void workbenchChanged();

  private:
    QPointer<Workbench> workbench_;
    QString lastFolder_;
    std::unique_ptr<SnapshotRenderer> renderer_; // made on the first picture: it loads its own QML
};

} // namespace mqlab::app
