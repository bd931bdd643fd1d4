// Files the user names (scenarios to open, saves, autosaves, exports): read through the engine's
// checked reader and written through its one atomic writer, with Qt paths turned into the system's
// bytes (systemPath), so '#', '%', spaces and non-ASCII letters name the file they say.
#pragma once

#include <QByteArray>
#include <QString>
#include <QUrl>
#include <string>

namespace mqlab::app {

// A scenario file's bytes as they are on disk (not decoded: invalid UTF-8 must reach the reader).
// Throws InputError naming `path`: missing, not a regular file, or over the scenario size limit.
std::string readScenarioFile(const QString& path);
// Writes `bytes` to `path` whole or not at all (engine writeFileAtomically); "" or why not, with the
// system's reason ("No space left on device"); on failure the old file is byte-identical.
QString writeUserFile(const QString& path, const QByteArray& bytes);
// A command-line argument as text. Its UTF-8 becomes letters; a byte that is not UTF-8 (a Latin-1
// "\xE9" in a file name) is kept as the lone surrogate U+DC00 + byte, which systemPath() turns back
// into that byte, so such a file opens instead of "No such file or directory".
QString argumentText(const char* bytes);
// The bytes the system names `path` by: UTF-8, and each kept byte of argumentText() as itself.
std::string systemPath(const QString& path);
// `path` for a message: UTF-8, each kept byte written "\xE9".
std::string shownPath(const QString& path);
// What is at `path`, asked of the system by its systemPath() bytes, so that a name with a kept byte
// is looked up as itself (QFileInfo would look up "caf?" for "caf\xE9").
struct PathInfo {
    bool exists = false; // anything, a link's target followed
    bool folder = false; // a folder, a link's target followed
    bool link = false;   // a symbolic link, even one that points nowhere
    bool writable = false;
};
PathInfo pathInfo(const QString& path);
// Creates the folder `path` and its missing parents: "" or the system's reason.
QString makeFolders(const QString& path);
// The local path a file dialog's or a caller's URL names, or "" when it is not a local file.
QString localPath(const QUrl& url);

} // namespace mqlab::app
