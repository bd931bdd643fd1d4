#include "mqlab/io/files.h"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <random>
#include <sys/stat.h>
#include <unistd.h>

#include "mqlab/error.h"

namespace mqlab {
namespace {

std::string reason(int err) { return std::strerror(err); }

std::string kindOf(mode_t mode)
{
    if (S_ISDIR(mode))
        return "a folder";
    if (S_ISFIFO(mode))
        return "a fifo (named pipe)";
    if (S_ISCHR(mode) || S_ISBLK(mode))
        return "a device";
    if (S_ISSOCK(mode))
        return "a socket";
    return "not a regular file";
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

}  // namespace

std::string readRegularFile(const std::string& path, std::size_t maxBytes, const std::string& shown)
{
    if (path.empty())
        throw InputError(shown, "", "no file was named");
    // O_NONBLOCK: opening a fifo with no writer would otherwise wait for one for ever.
    Fd f{::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC)};
    if (f.fd < 0)
        throw InputError(shown, "", "cannot be read: " + reason(errno));
    struct stat st {};
    if (::fstat(f.fd, &st) != 0)
        throw InputError(shown, "", "cannot be read: " + reason(errno));
    if (!S_ISREG(st.st_mode))
        throw InputError(shown, "", "is " + kindOf(st.st_mode) + ", not a regular file; name a JSON file");
    if (static_cast<unsigned long long>(st.st_size) > maxBytes)
        throw InputError(shown, "", "is " + std::to_string(st.st_size) + " bytes, more than the " +
                                        std::to_string(maxBytes) + "-byte limit for this file");
    std::string out;
    out.reserve(static_cast<std::size_t>(st.st_size));
    char buf[65536];
    for (;;) {
        const ssize_t n = ::read(f.fd, buf, sizeof buf);
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0)
            throw InputError(shown, "", "cannot be read: " + reason(errno));
        if (n == 0)
            break;
        out.append(buf, static_cast<std::size_t>(n));
        if (out.size() > maxBytes)  // the file grew while it was read
            throw InputError(shown, "", "is more than the " + std::to_string(maxBytes) + "-byte limit for this file");
    }
    return out;
}

std::string writeFileAtomically(const std::string& path, std::string_view bytes)
{
    const auto failed = [&](int err) { return "cannot write " + path + ": " + reason(err); };
    if (path.empty())
        return "cannot write: no file was named";
    const auto slash = path.rfind('/');
    const std::string dir = slash == std::string::npos ? "." : slash == 0 ? "/" : path.substr(0, slash);
    const std::string base = slash == std::string::npos ? path : path.substr(slash + 1);
    if (base.empty() || base == "." || base == "..")
        return "cannot write " + path + ": it names a folder, not a file";

    // The new file starts beside the old one (a rename is atomic only within one file system), under a
    // name no one else uses: O_EXCL refuses a name that exists, so a second try takes another.
    std::random_device seed;
    std::mt19937_64 random(seed());
    Fd f;
    std::string temp;
    for (int attempt = 0; attempt < 16 && f.fd < 0; ++attempt) {
        temp = dir + "/." + base.substr(0, 64) + ".mqlab-" + std::to_string(random() % 1000000000ull) + ".tmp";
        f.fd = ::open(temp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);  // the umask applies
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
            return abandon(ENOSPC);  // a write that makes no progress: the disk took nothing
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
    return {};
}

}  // namespace mqlab
