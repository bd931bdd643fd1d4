#include "user_files.h"

#include <QFile>

#include "mqlab/io/files.h"
#include "mqlab/model/scenario.h"

namespace mqlab::app {

std::string readScenarioFile(const QString& path)
{
    return readRegularFile(QFile::encodeName(path).toStdString(), kMaxScenarioBytes, path.toStdString());
}

QString writeUserFile(const QString& path, const QByteArray& bytes)
{
    const std::string err = writeFileAtomically(QFile::encodeName(path).toStdString(),
                                                std::string_view(bytes.constData(), static_cast<size_t>(bytes.size())));
    if (err.empty())
        return {};
    // The engine names the path in the system's bytes; name it as the user typed it.
    const std::string shown = QFile::encodeName(path).toStdString();
    QString text = QString::fromStdString(err);
    const QString cut = QStringLiteral("cannot write ") + QString::fromStdString(shown);
    if (text.startsWith(cut))
        text = QStringLiteral("cannot write ") + path + text.mid(cut.size());
    return text;
}

QString localPath(const QUrl& url)
{
    if (url.isLocalFile())
        return url.toLocalFile();
    // A bare path (no scheme) from a caller that did not make a URL: taken as it is, # and all.
    if (url.scheme().isEmpty() && !url.isEmpty())
        return url.toString(QUrl::FullyDecoded | QUrl::PreferLocalFile);
    return {};
}

} // namespace mqlab::app
