#include "mqlab/io/files.h"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <random>
#include <sys/stat.h>
#include <unistd.h>

#include "mqlab/error.h"
#include "mqlab/report/translatable.h"

namespace mqlab {
namespace {

// The system's reason (strerror: in the user's language when the system has it) is an argument.
//: A file that was to be read but was not named.
constexpr MessageTemplate noneNamed{"file.none", MQLAB_TR("EngineMessage", "no file was named")};
//: A file that cannot be read: {reason} is the system's ("No such file or directory").
constexpr MessageTemplate unreadable{"file.unreadable", MQLAB_TR("EngineMessage", "cannot be read: {reason}")};
//: A named path that is not a file: {kind} says what it is ("a folder", "a device").
constexpr MessageTemplate notRegular{"file.not_regular",
                                     MQLAB_TR("EngineMessage", "is {kind}, not a regular file; name a JSON file")};
//: What a path that is not a file is, in "is {kind}, not a regular file".
constexpr MessageTemplate kindFolder{"file.kind.folder", MQLAB_TR("EngineMessage", "a folder")};
constexpr MessageTemplate kindFifo{"file.kind.fifo", MQLAB_TR("EngineMessage", "a fifo (named pipe)")};
constexpr MessageTemplate kindDevice{"file.kind.device", MQLAB_TR("EngineMessage", "a device")};
constexpr MessageTemplate kindSocket{"file.kind.socket", MQLAB_TR("EngineMessage", "a socket")};
constexpr MessageTemplate kindOther{"file.kind.other", MQLAB_TR("EngineMessage", "not a regular file")};
//: A file over its size limit: {bytes} its size, {limit} the limit, both in bytes.
constexpr MessageTemplate tooBig{
    "file.too_big", MQLAB_TR("EngineMessage", "is {bytes} bytes, more than the {limit}-byte limit for this file")};
//: A file that grew past its size limit while it was read: {limit} in bytes.
constexpr MessageTemplate grew{"file.grew",
                               MQLAB_TR("EngineMessage", "is more than the {limit}-byte limit for this file")};
//: Saving or exporting with no file name.
constexpr MessageTemplate writeNoneNamed{"file.write.none",
                                         MQLAB_TR("EngineMessage", "cannot write: no file was named")};
//: Saving to a path that ends in a folder: {path} as the user named it.
constexpr MessageTemplate writeFolder{"file.write.folder",
                                      MQLAB_TR("EngineMessage", "cannot write {path}: it names a folder, not a file")};
//: A save or export that failed: {path} as the user named it, {reason} the system's ("No space left on device").
constexpr MessageTemplate writeFailed{"file.write.failed", MQLAB_TR("EngineMessage", "cannot write {path}: {reason}")};

std::string reason(int err)
{
    return std::strerror(err);
}

Message kindOf(mode_t mode)
{
    if (S_ISDIR(mode))
        return message(kindFolder);
    if (S_ISFIFO(mode))
        return message(kindFifo);
    if (S_ISCHR(mode) || S_ISBLK(mode))
        return message(kindDevice);
    if (S_ISSOCK(mode))
        return message(kindSocket);
    return message(kindOther);
}

[[noreturn]] void refuse(const std::string& shown, Message why)
{
    throw MessageError(shown, "", std::move(why));
}

// Closes a descriptor on every path out.
struct Fd {
    int fd = -1;
    ~Fd()
    {
        if (fd >= 0)
            ::close(fd);
    }
};

} // namespace

std::string readRegularFile(const std::string& path, std::size_t maxBytes, const std::string& shown)
{
    if (path.empty())
        refuse(shown, message(noneNamed));
    // O_NONBLOCK: opening a fifo with no writer would otherwise wait for one for ever.
    Fd f{::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC)};
    if (f.fd < 0)
        refuse(shown, message(unreadable, {{"reason", reason(errno)}}));
    struct stat st {};
    if (::fstat(f.fd, &st) != 0)
        refuse(shown, message(unreadable, {{"reason", reason(errno)}}));
    if (!S_ISREG(st.st_mode))
        refuse(shown, message(notRegular, {}, {}, {{"kind", kindOf(st.st_mode)}}));
    if (static_cast<unsigned long long>(st.st_size) > maxBytes)
        refuse(shown, message(tooBig, {{"bytes", std::to_string(st.st_size)}, {"limit", std::to_string(maxBytes)}}));
    std::string out;
    out.reserve(static_cast<std::size_t>(st.st_size));
    char buf[65536];
    for (;;) {
        const ssize_t n = ::read(f.fd, buf, sizeof buf);
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0)
            refuse(shown, message(unreadable, {{"reason", reason(errno)}}));
        if (n == 0)
            break;
        out.append(buf, static_cast<std::size_t>(n));
        if (out.size() > maxBytes) // the file grew while it was read
            refuse(shown, message(grew, {{"limit", std::to_string(maxBytes)}}));
    }
    return out;
}

Message writeFileAtomically(const std::string& path, std::string_view bytes)
{
    const auto failed = [&](int err) { return message(writeFailed, {{"path", path}, {"reason", reason(err)}}); };
    if (path.empty())
        return message(writeNoneNamed);
    const auto slash = path.rfind('/');
    const std::string dir = slash == std::string::npos ? "." : slash == 0 ? "/" : path.substr(0, slash);
    const std::string base = slash == std::string::npos ? path : path.substr(slash + 1);
    if (base.empty() || base == "." || base == "..")
        return message(writeFolder, {{"path", path}});

    // The new file starts beside the old one (a rename is atomic only within one file system), under a
    // name no one else uses: O_EXCL refuses a name that exists, so a second try takes another.
    std::random_device seed;
    std::mt19937_64 random(seed());
    Fd f;
    std::string temp;
    for (int attempt = 0; attempt < 16 && f.fd < 0; ++attempt) {
        temp = dir + "/." + base.substr(0, 64) + ".mqlab-" + std::to_string(random() % 1000000000ull) + ".tmp";
        f.fd = ::open(temp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666); // the umask applies
        if (f.fd < 0 && errno != EEXIST)
            return failed(errno);
    }
    if (f.fd < 0)
        return failed(EEXIST);
    const auto abandon = [&](int err) {
        ::close(f.fd);
        f.fd = -1;
        ::unlink(temp.c_str());
        return failed(err);
    };
    // An existing regular file keeps its permissions (a link is replaced, so its target's do not matter).
    struct stat old {};
    if (::lstat(path.c_str(), &old) == 0 && S_ISREG(old.st_mode) && ::fchmod(f.fd, old.st_mode & 07777) != 0)
        return abandon(errno);
    for (std::size_t done = 0; done < bytes.size();) {
        const ssize_t n = ::write(f.fd, bytes.data() + done, bytes.size() - done);
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0)
            return abandon(errno);
        if (n == 0)
            return abandon(ENOSPC); // a write that makes no progress: the disk took nothing
        done += static_cast<std::size_t>(n);
    }
    // Some file systems report a full disk only here (delayed allocation, NFS).
    if (::fsync(f.fd) != 0)
        return abandon(errno);
    const int fd = f.fd;
    f.fd = -1;
    if (::close(fd) != 0) {
        const int err = errno;
        ::unlink(temp.c_str());
        return failed(err);
    }
    if (::rename(temp.c_str(), path.c_str()) != 0) {
        const int err = errno;
        ::unlink(temp.c_str());
        return failed(err);
    }
    // The rename itself reaches the disk with the folder's entry; a failure here loses nothing.
    Fd d{::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC)};
    if (d.fd >= 0)
        (void)::fsync(d.fd);
    return plainWords("");
}

std::vector<MessageTemplate> fileTemplates()
{
    return {noneNamed, unreadable, notRegular, kindFolder,     kindFifo,    kindDevice, kindSocket,
            kindOther, tooBig,     grew,       writeNoneNamed, writeFolder, writeFailed};
}

} // namespace mqlab
