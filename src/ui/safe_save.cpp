#include "safe_save.h"

#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

namespace pl {

namespace {

// What stands at `path` when it is not a plain file or a folder.
enum class Special { None, CharacterDevice, Other };

Special specialFile(const QString& path)
{
    struct stat st {};
    if (::stat(QFile::encodeName(path).constData(), &st) != 0)
        return Special::None;  // nothing there (or a dangling link): a new file
    if (S_ISREG(st.st_mode) || S_ISDIR(st.st_mode))
        return Special::None;
    return S_ISCHR(st.st_mode) ? Special::CharacterDevice : Special::Other;
}

}  // namespace

QString SafeSave::write(const QString& path, const QByteArray& bytes)
{
    if (path.isEmpty())
        return tr("No file name was given.");
    const QFileInfo info(path);
    // The whole path, folder and file: the folder is as likely to be the trouble
    // (read-only, full, gone) as the name.
    const QString name = QDir::toNativeSeparators(info.absoluteFilePath());
    if (info.isDir())
        return tr("\u201c%1\u201d is a folder, not a file.").arg(name);
    const QString diskFull =
        tr("Could not write all of \u201c%1\u201d; the disk may be full.").arg(name);

    // QSaveFile would write a temporary file beside a device and rename it over the
    // device node, so a character device (/dev/full, a terminal) is written in place.
    // A pipe or socket is refused: opening a pipe waits for a reader, possibly
    // forever, and a reader that goes away mid-write would end the program.
    switch (specialFile(path)) {
    case Special::Other:
        return tr("\u201c%1\u201d is a pipe or a socket, not a file.").arg(name);
    case Special::CharacterDevice: {
        QFile device(path);
        if (!device.open(QIODevice::WriteOnly))
            return tr("Could not create \u201c%1\u201d: %2").arg(name, device.errorString());
        if (device.write(bytes) != bytes.size() || !device.flush()) {
            return device.error() == QFileDevice::NoError
                       ? diskFull
                       : tr("Could not write \u201c%1\u201d: %2").arg(name, device.errorString());
        }
        device.close();
        if (device.error() != QFileDevice::NoError)
            return tr("Could not write \u201c%1\u201d: %2").arg(name, device.errorString());
        return {};
    }
    case Special::None:
        break;
    }

    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return tr("Could not create \u201c%1\u201d: %2").arg(name, file.errorString());
    // A short write to a regular file (a full disk) keeps no errno, so Qt can only
    // say "Unknown error"; the sentence about the disk says more.
    if (file.write(bytes) != bytes.size()) {
        const QString why =
            file.error() == QFileDevice::NoError
                ? diskFull
                : tr("Could not write \u201c%1\u201d: %2").arg(name, file.errorString());
        file.cancelWriting();
        return why;
    }
    // Flush and sync here and check both: Qt 6.4's QSaveFile::commit() ignores a
    // failure of its own final flush and of its sync, and would rename a truncated
    // file into place (seen with a full disk; quotas and network file systems can
    // fail only at the sync).
    if (!file.flush()) {
        file.cancelWriting();
        return diskFull;
    }
    // (EINVAL: this file system has nothing to sync.)
    if (::fsync(file.handle()) != 0 && errno != EINVAL) {
        const QString why = QString::fromLocal8Bit(std::strerror(errno));
        file.cancelWriting();
        return tr("Could not write \u201c%1\u201d: %2").arg(name, why);
    }
    if (!file.commit())
        return tr("Could not save \u201c%1\u201d: %2").arg(name, file.errorString());
    return {};
}

}  // namespace pl
