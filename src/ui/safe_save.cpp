#include "safe_save.h"

#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

namespace pl {

QString SafeSave::write(const QString& path, const QByteArray& bytes)
{
    if (path.isEmpty())
        return tr("No file name was given.");
    const QFileInfo info(path);
    const QString name = info.fileName().isEmpty() ? path : info.fileName();
    if (info.isDir())
        return tr("\u201c%1\u201d is a folder, not a file.").arg(path);

    // QSaveFile would write a temporary file beside a device and rename it over
    // the device node, so a device, pipe or socket is written in place.
    if (info.exists() && !info.isFile()) {
        QFile device(path);
        if (!device.open(QIODevice::WriteOnly))
            return tr("Could not create \u201c%1\u201d: %2").arg(name, device.errorString());
        if (device.write(bytes) != bytes.size() || !device.flush())
            return tr("Could not write \u201c%1\u201d: %2").arg(name, device.errorString());
        device.close();
        if (device.error() != QFileDevice::NoError)
            return tr("Could not write \u201c%1\u201d: %2").arg(name, device.errorString());
        return {};
    }

    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return tr("Could not create \u201c%1\u201d: %2").arg(name, file.errorString());
    if (file.write(bytes) != bytes.size()) {
        const QString why = file.errorString();
        file.cancelWriting();
        return tr("Could not write \u201c%1\u201d: %2").arg(name, why);
    }
    // Flush here and check it: Qt 6.4's QSaveFile::commit() ignores a failure of
    // its own final flush and renames a truncated file into place (seen with a
    // full disk). A short write to a regular file also loses errno, hence no %2.
    if (!file.flush()) {
        file.cancelWriting();
        return tr("Could not write all of \u201c%1\u201d; the disk may be full.").arg(name);
    }
    if (!file.commit())
        return tr("Could not save \u201c%1\u201d: %2").arg(name, file.errorString());
    return {};
}

}  // namespace pl
