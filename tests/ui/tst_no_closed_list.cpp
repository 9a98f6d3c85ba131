// Issue 11, done when: nothing above core keeps a closed list of puzzles. No file of
// src/models, src/ui or src/app may name the contest puzzles' enum, ask which contest
// puzzle a puzzle is, or write a contest puzzle's key (outside the skins' own files);
// per-puzzle presentation comes from skins registered by key, everything else from the
// Puzzle interface.
#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QTest>

class TestNoClosedList : public QObject {
    Q_OBJECT
private slots:
    void layersAboveCoreNameNoPuzzleList_data()
    {
        QTest::addColumn<QString>("folder");
        for (const char* layer : {"src/models", "src/ui", "src/app"})
            QTest::newRow(layer) << QStringLiteral(PL_SOURCE_DIR "/%1").arg(QLatin1String(layer));
    }

    void layersAboveCoreNameNoPuzzleList()
    {
        QFETCH(QString, folder);
        static const QRegularExpression closed(QStringLiteral("\\b(PuzzleKind|contestKind)\\b"));
        QStringList offenders;
        int files = 0;
        QDirIterator it(folder, {QStringLiteral("*.h"), QStringLiteral("*.cpp")}, QDir::Files,
                        QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            QFile file(path);
            QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(path));
            ++files;
            const QStringList lines = QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'));
            for (int i = 0; i < lines.size(); ++i)
                if (closed.match(lines[i]).hasMatch())
                    offenders << QStringLiteral("%1:%2: %3")
                                     .arg(path.mid(folder.size() + 1))
                                     .arg(i + 1)
                                     .arg(lines[i].trimmed());
        }
        // The folder was really read (a wrong path would pass with nothing to check).
        QVERIFY2(files > 0, qPrintable(folder));
        QVERIFY2(offenders.isEmpty(), qPrintable(offenders.join(QLatin1Char('\n'))));
    }

    // Nor by key: above core only a skin's own file (ui/*_board.cpp, the per-puzzle
    // presentation registered by key) may write a contest puzzle's key.
    void layersAboveCoreNameNoContestKey()
    {
        static const QRegularExpression key(QStringLiteral("\"(clocks|msquare|rotation)\""));
        static const QRegularExpression skin(QStringLiteral("^ui/[a-z_]+_board\\.cpp$"));
        const QString root = QStringLiteral(PL_SOURCE_DIR "/src");
        QStringList offenders;
        int files = 0;
        for (const char* layer : {"models", "ui", "app"}) {
            QDirIterator it(root + QLatin1Char('/') + QLatin1String(layer),
                            {QStringLiteral("*.h"), QStringLiteral("*.cpp")}, QDir::Files,
                            QDirIterator::Subdirectories);
            while (it.hasNext()) {
                const QString path = it.next();
                const QString relative = path.mid(root.size() + 1);
                QFile file(path);
                QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(path));
                ++files;
                const QStringList lines =
                    QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'));
                for (int i = 0; i < lines.size(); ++i) {
                    const QString code = lines[i].section(QStringLiteral("//"), 0, 0);
                    if (key.match(code).hasMatch() && !skin.match(relative).hasMatch())
                        offenders << QStringLiteral("%1:%2: %3")
                                         .arg(relative)
                                         .arg(i + 1)
                                         .arg(lines[i].trimmed());
                }
            }
        }
        QVERIFY(files > 0);
        QVERIFY2(offenders.isEmpty(), qPrintable(offenders.join(QLatin1Char('\n'))));
    }

    // One puzzle model (issue 20): in the whole of src no file names the contest
    // puzzles' enum or asks which contest puzzle a puzzle is, no file keeps a list of
    // puzzle objects by key (puzzleByKey, allPuzzles), and the one Puzzle there is is
    // the definition's: a contest puzzle is its bundled definition with its add-on.
    void srcHasOnePuzzleClassAndNoContestList()
    {
        static const QRegularExpression closed(
            QStringLiteral("\\b(PuzzleKind|contestKind|puzzleByKey|allPuzzles)\\b"));
        static const QRegularExpression subclass(
            QStringLiteral("class\\s+(\\w+)[^;{]*:\\s*public\\s+(pl::)?Puzzle\\b"));
        const QString root = QStringLiteral(PL_SOURCE_DIR "/src");
        QStringList offenders;
        QStringList puzzleClasses;
        int files = 0;
        QDirIterator it(root, {QStringLiteral("*.h"), QStringLiteral("*.cpp")}, QDir::Files,
                        QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            const QString relative = path.mid(root.size() + 1);
            QFile file(path);
            QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(path));
            ++files;
            const QString text = QString::fromUtf8(file.readAll());
            if (closed.match(text).hasMatch())
                offenders << relative;
            for (auto m = subclass.globalMatch(text); m.hasNext();)
                puzzleClasses << relative + QLatin1Char(':') + m.next().captured(1);
        }
        QVERIFY(files > 0);
        QVERIFY2(offenders.isEmpty(), qPrintable(offenders.join(QLatin1Char('\n'))));
        // The search finds the one class (so it would find a second).
        QCOMPARE(puzzleClasses,
                 QStringList{QStringLiteral("core/definition_puzzle.h:DefinitionPuzzle")});
    }
};

QTEST_APPLESS_MAIN(TestNoClosedList)
#include "tst_no_closed_list.moc"
