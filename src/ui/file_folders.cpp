#include "file_folders.h"

#include <QDir>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>

namespace pl {

namespace {

QSettings openSettings()
{
    return QSettings(QStringLiteral("PuzzleLab"), QStringLiteral("PuzzleLab"));
}

bool isFolder(const QString& path)
{
    return !path.isEmpty() && QFileInfo(path).isDir();
}

}  // namespace

QString FileFolders::settingsKey(FileKind kind)
{
    switch (kind) {
    case FileKind::Solution:
        return QStringLiteral("folders/solutions");
    case FileKind::JudgeInput:
        return QStringLiteral("folders/judge-inputs");
    case FileKind::JudgeAnswers:
        return QStringLiteral("folders/judge-answers");
    case FileKind::Definition:
        return QStringLiteral("folders/definitions");
    case FileKind::Comparison:
        break;
    }
    return QStringLiteral("folders/comparisons");
}

QString FileFolders::startFolder(FileKind kind, const QString& fallback)
{
    const QString last = openSettings().value(settingsKey(kind)).toString();
    if (isFolder(last))
        return last;
    if (isFolder(fallback))
        return fallback;
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    if (isFolder(documents))
        return documents;
    return QDir::homePath();
}

QString FileFolders::startPath(FileKind kind, const QString& fileName, const QString& fallback)
{
    return QDir(startFolder(kind, fallback)).filePath(QFileInfo(fileName).fileName());
}

void FileFolders::remember(FileKind kind, const QString& chosenFile)
{
    if (chosenFile.isEmpty())
        return;
    const QString folder = QFileInfo(chosenFile).absolutePath();
    if (isFolder(folder))
        openSettings().setValue(settingsKey(kind), folder);
}

}  // namespace pl
