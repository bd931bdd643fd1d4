#include "user_files.h"

#include <QFile>
#include <cerrno>
#include <cstring>
#include <sys/stat.h>
#include <unistd.h>

#include "engine_text.h"
#include "mqlab/io/files.h"
#include "mqlab/model/scenario.h"

namespace mqlab::app {

namespace {

// The length of the well-formed UTF-8 sequence at `s` (1 to 4), or 0 when it is not one: overlong
// forms, surrogates and code points past U+10FFFF are not UTF-8 either.
int utf8Length(const unsigned char* s, size_t left)
{
    const unsigned char c = s[0];
    if (c < 0x80)
        return 1;
    int n = 0;
    char32_t cp = 0;
    if ((c & 0xE0) == 0xC0) {
        n = 2;
        cp = c & 0x1F;
    } else if ((c & 0xF0) == 0xE0) {
        n = 3;
        cp = c & 0x0F;
    } else if ((c & 0xF8) == 0xF0) {
        n = 4;
        cp = c & 0x07;
    } else {
        return 0;
    }
    if (left < static_cast<size_t>(n))
        return 0;
    for (int i = 1; i < n; ++i) {
        if ((s[i] & 0xC0) != 0x80)
            return 0;
        cp = (cp << 6) | (s[i] & 0x3F);
    }
    static constexpr char32_t smallest[] = {0, 0, 0x80, 0x800, 0x10000};
    if (cp < smallest[n] || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
        return 0;
    return n;
}

template <typename Byte> std::string encoded(const QString& path, Byte byte)
{
    std::string out;
    out.reserve(static_cast<size_t>(path.size()));
    for (qsizetype i = 0; i < path.size(); ++i) {
        const QChar c = path.at(i);
        if (c.unicode() >= 0xDC80 && c.unicode() <= 0xDCFF && (i == 0 || !path.at(i - 1).isHighSurrogate())) {
            byte(out, static_cast<unsigned char>(c.unicode() - 0xDC00));
            continue;
        }
        const qsizetype n = c.isHighSurrogate() && i + 1 < path.size() && path.at(i + 1).isLowSurrogate() ? 2 : 1;
        out += path.mid(i, n).toStdString();
        i += n - 1;
    }
    return out;
}

} // namespace

QString argumentText(const char* bytes)
{
    const auto* s = reinterpret_cast<const unsigned char*>(bytes);
    const size_t size = std::strlen(bytes);
    QString out;
    for (size_t i = 0; i < size;) {
        const int n = utf8Length(s + i, size - i);
        if (n == 0) {
            out += QChar(char16_t(0xDC00 + s[i]));
            ++i;
        } else {
            out += QString::fromUtf8(bytes + i, n);
            i += static_cast<size_t>(n);
        }
    }
    return out;
}

std::string systemPath(const QString& path)
{
    return encoded(path, [](std::string& out, unsigned char b) { out += static_cast<char>(b); });
}

std::string shownPath(const QString& path)
{
    return encoded(path, [](std::string& out, unsigned char b) {
        static constexpr char hex[] = "0123456789ABCDEF";
        out += "\\x";
        out += hex[b >> 4];
        out += hex[b & 0xF];
    });
}

std::string readScenarioFile(const QString& path)
{
    return readRegularFile(systemPath(path), kMaxScenarioBytes, shownPath(path));
}

QString writeUserFile(const QString& path, const QByteArray& bytes)
{
    Message err =
        writeFileAtomically(systemPath(path), std::string_view(bytes.constData(), static_cast<size_t>(bytes.size())));
    if (err.english.empty())
        return {};
    // The engine names the path in the system's bytes; name it as the user typed it.
    for (auto& [name, value] : err.args)
        if (name == "path")
            value = path.toStdString();
    return engineText(err);
}

PathInfo pathInfo(const QString& path)
{
    const std::string bytes = systemPath(path);
    PathInfo info;
    struct stat st {};
    if (::stat(bytes.c_str(), &st) == 0) {
        info.exists = true;
        info.folder = S_ISDIR(st.st_mode);
        info.writable = ::access(bytes.c_str(), W_OK) == 0;
    }
    info.link = ::lstat(bytes.c_str(), &st) == 0 && S_ISLNK(st.st_mode);
    return info;
}

QString makeFolders(const QString& path)
{
    const std::string bytes = systemPath(path);
    // Each parent in turn, as mkdir -p: one that exists already (a folder or a link to one) is fine.
    for (size_t end = bytes.find('/', 1);; end = bytes.find('/', end + 1)) {
        const std::string part = bytes.substr(0, end);
        if (::mkdir(part.c_str(), 0777) != 0 && errno != EEXIST)
            return QString::fromLocal8Bit(std::strerror(errno));
        if (end == std::string::npos)
            break;
    }
    return pathInfo(path).folder ? QString() : QStringLiteral("it is not a folder");
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
