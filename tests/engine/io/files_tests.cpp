// io/files.h: what may be read (regular files within a limit, never blocking) and how a file is
// written (whole or not at all): a failed write leaves the old file byte-identical and no litter.
#include <gtest/gtest.h>

#include <cerrno>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <fstream>
#include <sched.h>
#include <sstream>
#include <sys/mount.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "mqlab/error.h"
#include "mqlab/io/files.h"
#include "../seed_helpers.h"

namespace mqlab {
namespace {

namespace fs = std::filesystem;
using test::contains;
using test::inputErrorOf;

// A fresh folder for one test, removed after it.
class FilesTest : public ::testing::Test {
  protected:
    void SetUp() override
    {
        char templ[] = "/tmp/mqlab-files-XXXXXX";
        ASSERT_NE(::mkdtemp(templ), nullptr);
        dir_ = templ;
    }
    void TearDown() override
    {
        std::error_code ec;
        fs::remove_all(dir_, ec);
    }
    std::string path(const std::string& name) const { return (dir_ / name).string(); }
    static std::string slurp(const std::string& p)
    {
        std::ifstream in(p, std::ios::binary);
        std::stringstream ss;
        ss << in.rdbuf();
        return ss.str();
    }
    size_t entries() const
    {
        return static_cast<size_t>(std::distance(fs::directory_iterator(dir_), fs::directory_iterator()));
    }
    fs::path dir_;
};

TEST_F(FilesTest, ReadsARegularFile)
{
    std::ofstream(path("a.json")) << "{}";
    EXPECT_EQ(readRegularFile(path("a.json"), 100, "a.json"), "{}");
}

TEST_F(FilesTest, RefusesWhatIsNotARegularFile)
{
    EXPECT_TRUE(contains(inputErrorOf([&] { readRegularFile(path("missing.json"), 100, "missing.json"); }).what(),
                         "missing.json: cannot be read: No such file or directory"));
    EXPECT_TRUE(contains(inputErrorOf([&] { readRegularFile(dir_.string(), 100, "dir"); }).what(), "is a folder"));
    EXPECT_TRUE(contains(inputErrorOf([&] { readRegularFile("/dev/urandom", 100, "/dev/urandom"); }).what(),
                         "is a device, not a regular file"));
    // A fifo with no writer: opening it for reading would wait for ever without O_NONBLOCK.
    ASSERT_EQ(::mkfifo(path("pipe").c_str(), 0600), 0);
    EXPECT_TRUE(contains(inputErrorOf([&] { readRegularFile(path("pipe"), 100, "pipe"); }).what(), "is a fifo"));
    EXPECT_TRUE(contains(inputErrorOf([&] { readRegularFile("", 100, "--scenario"); }).what(), "no file was named"));
}

TEST_F(FilesTest, RefusesAFileOverTheLimitAndSaysTheLimit)
{
    std::ofstream(path("big.json")) << std::string(101, ' ');
    EXPECT_TRUE(contains(inputErrorOf([&] { readRegularFile(path("big.json"), 100, "big.json"); }).what(),
                         "is 101 bytes, more than the 100-byte limit"));
}

TEST_F(FilesTest, WritesAndReplacesKeepingPermissions)
{
    EXPECT_EQ(writeFileAtomically(path("out.json"), "first").text(), "");
    EXPECT_EQ(slurp(path("out.json")), "first");
    ::chmod(path("out.json").c_str(), 0640);
    EXPECT_EQ(writeFileAtomically(path("out.json"), "second").text(), "");
    EXPECT_EQ(slurp(path("out.json")), "second");
    struct stat st {};
    ASSERT_EQ(::stat(path("out.json").c_str(), &st), 0);
    EXPECT_EQ(st.st_mode & 0777, 0640u);
    EXPECT_EQ(entries(), 1u); // no temporary file left
}

TEST_F(FilesTest, NamesWithOddCharacters)
{
    for (const std::string name :
         {"victim#x.json", "50%.json", "my design.json", "d\xC3\xA9j\xC3\xA0.json", "latin\xE9.json"}) {
        EXPECT_EQ(writeFileAtomically(path(name), name).text(), "") << name;
        EXPECT_EQ(readRegularFile(path(name), 100, name), name);
    }
    EXPECT_FALSE(fs::exists(path("victim.json"))); // a # never cuts the name
}

TEST_F(FilesTest, ASymbolicLinkIsReplacedItselfAndItsTargetKept)
{
    std::ofstream(path("target.json")) << "target";
    fs::create_symlink(path("target.json"), path("link.json"));
    EXPECT_EQ(writeFileAtomically(path("link.json"), "new").text(), "");
    EXPECT_FALSE(fs::is_symlink(path("link.json")));
    EXPECT_EQ(slurp(path("link.json")), "new");
    EXPECT_EQ(slurp(path("target.json")), "target");
}

TEST_F(FilesTest, AMissingFolderIsNamedWithTheSystemReason)
{
    const std::string err = writeFileAtomically(path("no/such/folder/a.json"), "x").text();
    EXPECT_TRUE(contains(err, "No such file or directory")) << err;
}

// A write that fails part way (the file-size limit, RLIMIT_FSIZE, makes write() fail with EFBIG
// after the first 4,096 bytes): the reason is given, the old file is byte-identical, nothing is left.
TEST_F(FilesTest, AFailedWriteLeavesTheOldFileByteIdentical)
{
    const std::string old(3000, 'o');
    ASSERT_EQ(writeFileAtomically(path("keep.json"), old).text(), "");
    struct rlimit saved {};
    ASSERT_EQ(::getrlimit(RLIMIT_FSIZE, &saved), 0);
    const auto previous = std::signal(SIGXFSZ, SIG_IGN); // the signal would end the test program
    struct rlimit small = saved;
    small.rlim_cur = 4096;
    ASSERT_EQ(::setrlimit(RLIMIT_FSIZE, &small), 0);
    const std::string err = writeFileAtomically(path("keep.json"), std::string(10000, 'n')).text();
    ::setrlimit(RLIMIT_FSIZE, &saved);
    std::signal(SIGXFSZ, previous);
    EXPECT_TRUE(contains(err, "cannot write " + path("keep.json") + ": File too large")) << err;
    EXPECT_EQ(slurp(path("keep.json")), old);
    EXPECT_EQ(entries(), 1u);
}

// Joins a private mount namespace (as root, or as a user through a user namespace); false when the
// system allows neither, and the test is then skipped.
bool privateMounts()
{
    if (::unshare(CLONE_NEWNS) != 0) {
        const uid_t uid = ::getuid();
        const gid_t gid = ::getgid();
        if (::unshare(CLONE_NEWUSER | CLONE_NEWNS) != 0)
            return false;
        std::ofstream("/proc/self/setgroups") << "deny";
        std::ofstream("/proc/self/uid_map") << "0 " << uid << " 1";
        std::ofstream("/proc/self/gid_map") << "0 " << gid << " 1";
    }
    return ::mount(nullptr, "/", nullptr, MS_REC | MS_PRIVATE, nullptr) == 0;
}

// A real full disk: a 64 KiB tmpfs in a child process's own mount namespace. A 20,000-byte file fits;
// replacing it with 200,000 bytes fails with ENOSPC, and the 20,000 bytes are still there.
TEST_F(FilesTest, AFullDiskIsReportedAndLosesNothing)
{
    int out[2];
    ASSERT_EQ(::pipe(out), 0);
    const pid_t child = ::fork();
    ASSERT_GE(child, 0);
    if (child == 0) {
        ::close(out[0]);
        std::string report;
        int status = 0;
        if (!privateMounts() || ::mount("tmpfs", dir_.c_str(), "tmpfs", 0, "size=64k") != 0) {
            status = 77; // skipped
        } else {
            const std::string file = path("full.json"), old(20000, 'o');
            const std::string first = writeFileAtomically(file, old).text();
            const std::string second = writeFileAtomically(file, std::string(200000, 'n')).text();
            report = first + "|" + second + "|" + (slurp(file) == old ? "same" : "changed") + "|" +
                     std::to_string(std::distance(fs::directory_iterator(dir_), fs::directory_iterator()));
        }
        (void)!::write(out[1], report.data(), report.size());
        ::_exit(status);
    }
    ::close(out[1]);
    std::string report;
    char buf[512];
    for (ssize_t n; (n = ::read(out[0], buf, sizeof buf)) > 0;)
        report.append(buf, static_cast<size_t>(n));
    ::close(out[0]);
    int status = 0;
    ASSERT_EQ(::waitpid(child, &status, 0), child);
    ASSERT_TRUE(WIFEXITED(status));
    if (WEXITSTATUS(status) == 77)
        GTEST_SKIP() << "no private mount namespace here: a full disk cannot be made";
    EXPECT_EQ(report, "|cannot write " + path("full.json") + ": No space left on device|same|1");
}

} // namespace
} // namespace mqlab
