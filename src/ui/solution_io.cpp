#include "solution_io.h"

#include <string_view>

#include <QFile>
#include <QFileInfo>

#include "core_messages.h"
#include "safe_save.h"

namespace pl {

QString SolutionIo::toText(const SolutionRecord& record)
{
    return QString::fromStdString(writeSolutionFile(record));
}

QString SolutionIo::save(const QString& path, const SolutionRecord& record)
{
    const std::string text = writeSolutionFile(record);
    return SafeSave::write(path, QByteArray(text.data(), static_cast<qsizetype>(text.size())));
}

QString SolutionIo::load(const QString& path, SolutionRecord* record)
{
    const QString name = QFileInfo(path).fileName();
    if (QFileInfo(path).isDir())
        return tr("\u201c%1\u201d is a folder, not a solution file.").arg(path);
    // Opening a pipe would wait for a writer forever, and a device never ends.
    if (QFileInfo::exists(path) && !QFileInfo(path).isFile())
        return tr("\u201c%1\u201d is a device or a pipe, not a solution file.").arg(path);
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return tr("Could not open \u201c%1\u201d: %2").arg(name, file.errorString());
    // Read one byte past the limit so an oversized file is told apart from one
    // exactly at it; the core then refuses it with its own sentence.
    const QByteArray bytes = file.read(static_cast<qint64>(kMaxSolutionFileBytes) + 1);
    if (file.error() != QFileDevice::NoError)
        return tr("Could not read \u201c%1\u201d: %2").arg(name, file.errorString());
    const QString problem = parse(bytes, record);
    if (!problem.isEmpty())
        return tr("\u201c%1\u201d is not a PuzzleLab solution that can be opened: %2")
            .arg(name, problem);
    return {};
}

QString SolutionIo::parse(const QByteArray& text, SolutionRecord* record)
{
    const auto parsed =
        readSolutionFile(std::string_view(text.constData(), static_cast<std::size_t>(text.size())));
    if (!parsed)
        return CoreMessages::translate(parsed.error);
    if (record)
        *record = *parsed.value;
    return {};
}

QString SolutionIo::suggestedFileName(PuzzleKind kind)
{
    return QStringLiteral("%1-solution.txt").arg(QString::fromStdString(puzzle(kind).key()));
}

}  // namespace pl
