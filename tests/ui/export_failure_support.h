// Ways to make saving a file fail on purpose, for the export tests: a folder the
// test cannot write to (also when the tests run as root, as CI does) and a disk
// that is "full" after a few bytes. Linux only, like the rest of the suite.
#pragma once

#include <csignal>
#include <cstdint>

#include <fcntl.h>
#include <linux/capability.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QString>
#include <QStringList>

namespace pl::testing {

// Makes `dir` read-only (mode 0555) for the lifetime of the object. Root ignores
// file modes through CAP_DAC_OVERRIDE, so when the test runs as root the calling
// thread also gives up that capability (and CAP_FOWNER, which would let it change
// the mode back) from its effective set; it keeps them in its permitted set and
// takes them back in the destructor. Capabilities are per thread on Linux and
// QSaveFile runs on the calling thread, so this is exactly the case being tested.
class ReadOnlyFolder {
public:
    explicit ReadOnlyFolder(const QString& dir) : path_(QFile::encodeName(dir))
    {
        ::chmod(path_.constData(), 0555);
        if (::geteuid() == 0) {
            header_.version = _LINUX_CAPABILITY_VERSION_3;
            header_.pid = 0;
            if (::syscall(SYS_capget, &header_, saved_) == 0) {
                __user_cap_data_struct reduced[2] = {saved_[0], saved_[1]};
                reduced[0].effective &= ~((1u << CAP_DAC_OVERRIDE) | (1u << CAP_FOWNER));
                dropped_ = ::syscall(SYS_capset, &header_, reduced) == 0;
            }
        }
        // Check for real: try to create a file the way QSaveFile would.
        const QByteArray probe = path_ + "/.probe";
        const int fd = ::open(probe.constData(), O_CREAT | O_WRONLY | O_EXCL, 0644);
        if (fd >= 0) {
            ::close(fd);
            ::unlink(probe.constData());
        } else {
            effective_ = true;
        }
    }
    ~ReadOnlyFolder()
    {
        if (dropped_)
            ::syscall(SYS_capset, &header_, saved_);
        ::chmod(path_.constData(), 0755);
    }
    ReadOnlyFolder(const ReadOnlyFolder&) = delete;
    ReadOnlyFolder& operator=(const ReadOnlyFolder&) = delete;

    // False when the folder could not be made read-only here (some file systems or
    // containers); the caller then skips.
    [[nodiscard]] bool effective() const { return effective_; }

private:
    QByteArray path_;
    __user_cap_header_struct header_{};
    __user_cap_data_struct saved_[2]{};
    bool dropped_ = false;
    bool effective_ = false;
};

// Lets this process write at most `bytes` bytes into any one file, like a disk with
// that much room left: a longer write fails with EFBIG ("File too large") instead
// of killing the process, because SIGXFSZ is ignored meanwhile. Restored on exit.
class FullDisk {
public:
    explicit FullDisk(std::uint64_t bytes)
    {
        ::getrlimit(RLIMIT_FSIZE, &saved_);
        previous_ = std::signal(SIGXFSZ, SIG_IGN);
        rlimit limit = saved_;
        limit.rlim_cur = static_cast<rlim_t>(bytes);
        ::setrlimit(RLIMIT_FSIZE, &limit);
    }
    ~FullDisk()
    {
        ::setrlimit(RLIMIT_FSIZE, &saved_);
        std::signal(SIGXFSZ, previous_);
    }
    FullDisk(const FullDisk&) = delete;
    FullDisk& operator=(const FullDisk&) = delete;

private:
    rlimit saved_{};
    void (*previous_)(int) = nullptr;
};

// Every entry of `dir`, hidden ones included, so a leftover temporary file shows.
inline QStringList everything(const QString& dir)
{
    return QDir(dir).entryList(
        QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot, QDir::Name);
}

}  // namespace pl::testing
