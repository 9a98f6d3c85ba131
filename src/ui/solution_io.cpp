#include "solution_io.h"

#include <string_view>

#include <QFile>
#include <QFileInfo>
#include <QStringDecoder>

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
    // Said before the core quotes its first line: a quote of binary bytes tells
    // nobody anything. (An oversized file gets the core's sentence about its size.)
    if (bytes.size() <= static_cast<qsizetype>(kMaxSolutionFileBytes) && !isText(bytes))
        return tr("\u201c%1\u201d is not a text file, so it is not a PuzzleLab solution.")
            .arg(name);
    const QString problem = parse(bytes, record);
    if (!problem.isEmpty())
        return tr("\u201c%1\u201d is not a PuzzleLab solution that can be opened: %2")
            .arg(name, problem);
    return {};
}

QString SolutionIo::parse(const QByteArray& text, SolutionRecord* record, Source source)
{
    const auto parsed =
        readSolutionFile(std::string_view(text.constData(), static_cast<std::size_t>(text.size())));
    if (!parsed) {
        // The core speaks of "the file"; pasted text is no file. (Its size is checked,
        // and it cannot be UTF-16, before it gets here: those sentences stay.)
        QString error = QString::fromStdString(parsed.error);
        if (source == Source::Pasted) {
            error.replace(
                QLatin1String("contains a NUL byte; this is not a text file"),
                QLatin1String("the pasted text contains a NUL byte; it is not plain text"));
            error.replace(QLatin1String("the file has no"),
                          QLatin1String("the pasted text has no"));
            error.replace(QLatin1String("the file is empty"),
                          QLatin1String("the pasted text is empty"));
        }
        return CoreMessages::shortenQuotes(CoreMessages::translate(error));
    }
    if (record)
        *record = *parsed.value;
    return {};
}

bool SolutionIo::isText(const QByteArray& bytes)
{
    // UTF-16 (with its byte order mark) is text, and the core names it as such.
    if (bytes.startsWith("\xff\xfe") || bytes.startsWith("\xfe\xff"))
        return true;
    if (bytes.contains('\0'))
        return false;
    QStringDecoder utf8(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    const QString decoded = utf8(bytes);
    return !utf8.hasError();
}

QString SolutionIo::suggestedFileName(PuzzleKind kind)
{
    return QStringLiteral("%1-solution.txt").arg(QString::fromStdString(puzzle(kind).key()));
}

}  // namespace pl
