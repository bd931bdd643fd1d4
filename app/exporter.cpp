#include "exporter.h"

#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>
#include <QRegularExpression>

#include <nlohmann/json.hpp>

#include "engine_text.h"
#include "resources.h"
#include "snapshot.h"
#include "user_files.h"

namespace mqlab::app {

Exporter::Exporter(QObject* parent) : QObject(parent) {}
Exporter::~Exporter() = default;

void Exporter::setWorkbench(Workbench* wb)
{
    if (wb == workbench_)
        return;
    workbench_ = wb;
    emit workbenchChanged();
}

QList<ExportChoice> Exporter::kinds() const
{
    const auto size = [](int scale) {
        return QStringLiteral("%1 \u00d7 %2").arg(kSnapshotWidth * scale).arg(kSnapshotHeight * scale);
    };
    return {
        {ExportKind::Png1, tr("Picture (PNG), %1: the canvas, the four tiles and the warnings").arg(size(1)), "png1"},
        {ExportKind::Png2, tr("Picture (PNG) at double size, %1, for slides and print").arg(size(2)), "png2"},
        {ExportKind::Json, tr("Data (JSON): this design and the engine's full report of it"), "json"},
        {ExportKind::Handout,
         tr("PDF handout of all %n stages as they ship: a page each, with its figure and check-in", "",
            static_cast<int>(stageNumbers().size())),
         "handout"},
    };
}

QUrl Exporter::startFolder() const
{
    for (const QString& folder : {lastFolder_, QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation),
                                  QDir::homePath(), QDir::tempPath()})
        if (!folder.isEmpty() && QFileInfo(folder).isDir())
            return QUrl::fromLocalFile(QDir::cleanPath(folder));
    return QUrl::fromLocalFile(QDir::rootPath());
}

QUrl Exporter::suggestedFile(ExportKind kind) const
{
    return QUrl::fromLocalFile(QDir(startFolder().toLocalFile()).filePath(suggestedName(kind)));
}

QStringList Exporter::nameFilters(ExportKind kind) const
{
    if (kind == ExportKind::Json)
        return {tr("Data (*.json)")};
    if (kind == ExportKind::Handout)
        return {tr("PDF (*.pdf)")};
    return {tr("Pictures (*.png)")};
}

QString Exporter::suffix(ExportKind kind) const
{
    return kind == ExportKind::Json      ? QStringLiteral("json")
           : kind == ExportKind::Handout ? QStringLiteral("pdf")
                                         : QStringLiteral("png");
}

QUrl Exporter::chosenFile(const QUrl& selected, const QUrl& folder, ExportKind kind) const
{
    // Qt 6.4's dialog builds a typed name into a URL with no scheme: its path is the file.
    QString path = selected.isLocalFile()        ? selected.toLocalFile()
                   : selected.scheme().isEmpty() ? selected.path()
                                                 : QString();
    if (path.isEmpty())
        return selected;
    // The part the user typed, when the dialog put its folder in front of it.
    const QString shown = folder.isLocalFile() ? folder.toLocalFile() : QString();
    if (!shown.isEmpty()) {
        const QString prefix = shown.endsWith('/') ? shown : shown + '/';
        if (path.startsWith(prefix)) {
            const QString typed = path.mid(prefix.size());
            if (typed.startsWith('/'))
                path = typed;
            else if (typed == QLatin1String("~") || typed.startsWith(QLatin1String("~/")))
                path = QDir::homePath() + typed.mid(1);
        }
    }
    path = QDir::cleanPath(path);
    if (QFileInfo(path).suffix().compare(suffix(kind), Qt::CaseInsensitive) != 0)
        path += '.' + suffix(kind);
    return QUrl::fromLocalFile(path);
}

QString Exporter::suggestedName(ExportKind kind) const
{
    if (kind == ExportKind::Handout)
        return QStringLiteral("mqlab-handout.pdf");
    QString base = QStringLiteral("design");
    if (workbench_ && workbench_->stage() > 0)
        base = lessonBaseName(workbench_->stage());
    else if (workbench_ && !workbench_->document()->filePath().isEmpty())
        base = QFileInfo(workbench_->document()->filePath()).completeBaseName();
    else if (workbench_) {
        // The Sandbox's name, kept to letters, digits and dashes so any file system takes it.
        const QString name = QString::fromStdString(workbench_->scenario().name)
                                 .toLower()
                                 .replace(QRegularExpression(QStringLiteral("[^a-z0-9]+")), QStringLiteral("-"));
        if (!name.isEmpty() && name != "-")
            base = name;
    }
    if (kind == ExportKind::Json)
        return base + ".json";
    return base + (kind == ExportKind::Png2 ? "@2x.png" : ".png");
}

ExportResult Exporter::exportTo(const QUrl& file, ExportKind kind)
{
    const auto refused = [](const QString& why) { return ExportResult{false, why}; };
    if (!workbench_)
        return refused(tr("Nothing to export: no design is open."));
    if (file.isEmpty() || (file.isLocalFile() && file.toLocalFile().isEmpty()))
        return refused(tr("Choose a file to export to."));
    const QString path = localPath(file); // never "file://" + a path: a '#' would cut the name
    if (path.isEmpty())
        return refused(tr("Choose a file on this computer to export to (got \"%1\").").arg(file.toDisplayString()));
    QString err;
    try {
        const SnapshotDesign here{workbench_->scenario(), workbench_->stage(), QFileInfo(path).completeBaseName()};
        if (kind == ExportKind::Json) {
            err = writeUserFile(path, QByteArray::fromStdString(snapshotJson(here.scenario).dump(2) + "\n"));
        } else {
            if (!renderer_)
                renderer_ = std::make_unique<SnapshotRenderer>();
            if (kind == ExportKind::Handout) {
                std::vector<SnapshotDesign> stages;
                for (int n : stageNumbers())
                    stages.push_back({loadStage(n).scenario, n, QStringLiteral("stage-%1").arg(n)});
                err = renderer_->writeHandout(path, stages);
            } else {
                err = writeUserFile(path, pngBytes(renderer_->render(here, kind == ExportKind::Png2 ? 2 : 1)));
            }
        }
    } catch (const std::exception& e) {
        err = tr("The export failed: %1").arg(errorText(e));
    }
    if (!err.isEmpty())
        return refused(err);
    lastFolder_ = QFileInfo(path).absolutePath();
    return {true, tr("Exported to %1").arg(QDir::toNativeSeparators(path))};
}

} // namespace mqlab::app
