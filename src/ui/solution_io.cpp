#include "solution_io.h"

#include <string_view>

#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

namespace pl {

QString SolutionIo::toText(const SolutionRecord& record)
{
    return QString::fromStdString(writeSolutionFile(record));
}

QString SolutionIo::save(const QString& path, const SolutionRecord& record)
{
    const QString name = QFileInfo(path).fileName().isEmpty() ? path : QFileInfo(path).fileName();
    if (path.isEmpty())
        return tr("No file name was given.");
    if (QFileInfo(path).isDir())
        return tr("\u201c%1\u201d is a folder, not a file.").arg(path);

    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        return tr("Could not create \u201c%1\u201d: %2").arg(name, file.errorString());
    }
    const std::string text = writeSolutionFile(record);
    if (file.write(text.data(), static_cast<qint64>(text.size())) !=
        static_cast<qint64>(text.size())) {
        const QString why = file.errorString();
        file.cancelWriting();
        return tr("Could not write \u201c%1\u201d: %2").arg(name, why);
    }
    if (!file.commit())
        return tr("Could not save \u201c%1\u201d: %2").arg(name, file.errorString());
    return {};
}

QString SolutionIo::load(const QString& path, SolutionRecord* record)
{
    const QString name = QFileInfo(path).fileName();
    if (QFileInfo(path).isDir())
        return tr("\u201c%1\u201d is a folder, not a solution file.").arg(path);
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
        return QString::fromStdString(parsed.error);
    if (record)
        *record = *parsed.value;
    return {};
}

QString SolutionIo::suggestedFileName(PuzzleKind kind)
{
    return QStringLiteral("%1-solution.txt").arg(QString::fromStdString(puzzle(kind).key()));
}

}  // namespace pl
