#include "export_command.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <cstdio>
#include <unistd.h>

#include <nlohmann/json.hpp>

#include "mqlab/error.h"
#include "user_files.h"

namespace mqlab::app {
namespace {

std::string s(const QString& text) { return text.toStdString(); }

// A bar on stderr, redrawn in place; only on a terminal, so logs and pipes stay clean.
class Progress {
public:
    explicit Progress(size_t total) : total_(total), on_(isatty(fileno(stderr)) != 0) {}
    void step(size_t done, const QString& name) const
    {
        if (!on_)
            return;
        constexpr size_t width = 24;
        const size_t filled = total_ ? width * done / total_ : width;
        std::fprintf(stderr, "\r[%s%s] %zu/%zu %-24s", std::string(filled, '#').c_str(),
                     std::string(width - filled, '.').c_str(), done, total_, name.toLocal8Bit().constData());
        std::fflush(stderr);
    }
    void finish() const
    {
        if (on_)
            std::fprintf(stderr, "\r%*s\r", 60, "");
    }

private:
    size_t total_;
    bool on_;
};

// The folder for the files. Looked up by its system bytes (pathInfo, makeFolders), so a name with a
// Latin-1 byte from the command line names that folder. QDir only works on the text (cleanPath):
// asking it about the disk would re-encode the name and lose that byte.
QString outputFolder(const QString& path)
{
    if (path.isEmpty())
        throw InputError("--out", "", "names no folder; give the folder for the files, e.g. --out .");
    const PathInfo info = pathInfo(path);
    if (info.exists && !info.folder)
        throw InputError("--out", "", shownPath(path) + " is a file, not a folder");
    if (!info.exists) {
        const QString why = makeFolders(path);
        if (!why.isEmpty())
            throw InputError("--out", "", "cannot create the folder " + shownPath(path) + ": " + s(why));
    }
    if (!pathInfo(path).writable)
        throw InputError("--out", "", "cannot write into the folder " + shownPath(path));
    return QDir::cleanPath(QDir::isAbsolutePath(path) ? path : QDir::currentPath() + QLatin1Char('/') + path);
}

}  // namespace

void prepareHeadless()
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    qputenv("QT_QUICK_BACKEND", "software");
    // Without a desktop session Qt warns on stderr that XDG_RUNTIME_DIR is unset, then uses a folder
    // of its own in /tmp; choosing that folder here keeps the command's output to its own lines.
    if (qEnvironmentVariableIsEmpty("XDG_RUNTIME_DIR")) {
        const QString dir = QDir::tempPath() + QStringLiteral("/runtime-") + QString::number(getuid());
        if (QDir().mkpath(dir) && QFile::setPermissions(dir, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner))
            qputenv("XDG_RUNTIME_DIR", QFile::encodeName(dir));
    }
}

QString formatArgument(const QString& text)
{
    const QString f = text.toLower();
    if (f != "png" && f != "json" && f != "pdf")
        throw InputError("--format", "", "must be png, json or pdf (got \"" + s(text) + "\")");
    return f;
}

int scaleArgument(const QString& text)
{
    if (text != "1" && text != "2")
        throw InputError("--scale", "", "must be 1 or 2 (got \"" + s(text) + "\")");
    return text.toInt();
}

std::string runExport(const ExportRequest& req)
{
    QElapsedTimer clock;
    clock.start();
    // A design too large to draw is refused before any folder or file is made (snapshot.h).
    if (req.format != "json")
        for (const SnapshotDesign& d : req.designs)
            checkPictureSize(d);
    const QString folder = outputFolder(req.outDir);
    const auto inFolder = [&](const QString& name) { return folder + QLatin1Char('/') + name; };

    // Every file's name first, so a refusal to overwrite leaves the folder as it was.
    struct Job {
        std::vector<SnapshotDesign> designs;
        QString path;
    };
    std::vector<Job> jobs;
    if (req.format == "pdf" && req.handout)
        jobs.push_back({req.designs, inFolder(QStringLiteral("handout.pdf"))});
    else
        for (const SnapshotDesign& d : req.designs)
            jobs.push_back({{d}, inFolder(d.baseName + "." + req.format)});
    for (const Job& job : jobs) {
        // A symbolic link counts as a file even when it points nowhere; with --force the link itself
        // is replaced by the new file and its target is left alone (README, "Exports").
        const PathInfo info = pathInfo(job.path);
        if ((info.exists || info.link) && !req.force)
            throw InputError(shownPath(job.path), "", "already exists; give --force to overwrite it");
        if (info.folder)
            throw InputError(shownPath(job.path), "", "is a folder; the export cannot replace it");
    }

    std::unique_ptr<SnapshotRenderer> renderer;  // JSON needs no drawing, so no QML engine
    if (req.format != "json")
        renderer = std::make_unique<SnapshotRenderer>();
    const Progress progress(jobs.size());
    for (size_t i = 0; i < jobs.size(); ++i) {
        const Job& job = jobs[i];
        progress.step(i, QFileInfo(job.path).fileName());
        QString err;
        if (req.format == "json") {
            const std::string text = snapshotJson(job.designs.front().scenario).dump(2) + "\n";
            err = writeUserFile(job.path, QByteArray::fromStdString(text));
        } else if (req.format == "png") {
            err = writeUserFile(job.path, pngBytes(renderer->render(job.designs.front(), req.scale)));
        } else {
            err = renderer->writeHandout(job.path, job.designs);
        }
        if (!err.isEmpty())
            throw InputError("", "", shownPath(err)); // the message names the file
    }
    progress.step(jobs.size(), QString());
    progress.finish();
    const double seconds = static_cast<double>(clock.elapsed()) / 1000.0;
    char tail[64];
    std::snprintf(tail, sizeof tail, " in %.2f s\n", seconds);
    return "wrote " + std::to_string(jobs.size()) + (jobs.size() == 1 ? " file to " : " files to ") +
           shownPath(folder) + tail;
}

}  // namespace mqlab::app
