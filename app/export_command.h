// `mqlab export`: stage snapshots written to a folder, headless (see SnapshotRenderer).
#pragma once

#include <QString>
#include <vector>

#include "snapshot.h"

namespace mqlab::app {

struct ExportRequest {
    std::vector<SnapshotDesign> designs;
    QString format;        // "png", "json" or "pdf"
    int scale = 1;         // PNG only: 1 or 2
    QString outDir;
    bool force = false;    // overwrite files that exist
    bool handout = false;  // PDF of several designs: one handout.pdf instead of a file each
};

// Before the QGuiApplication of `mqlab export`: draw offscreen with the software renderer (no display
// needed, the same pixels anywhere), and give Qt a private runtime folder when none is set.
void prepareHeadless();

// The checked option values; each throws InputError naming the option and what it allows.
QString formatArgument(const QString& text);
int scaleArgument(const QString& text);

// Writes every file (nothing at all when one would overwrite a file without `force`), shows a
// progress bar on a terminal, and returns the one-line summary. Throws InputError for a folder or
// file that cannot be written (exit status 2).
std::string runExport(const ExportRequest& request);

}  // namespace mqlab::app
