// Memory budgets (issue 7, Reliability), measured from outside with GNU time's
// "Maximum resident set size":
// - puzzlelab-solve with the table engines (clocks linear, msquare table, rotation
//   table) stays under 32 MB on the judge data and on a large generated input;
// - the app, having solved a hard position with every engine of every puzzle through
//   its window (puzzlelab --solve-all), stays under 200 MB.
// Skipped in sanitizer builds (their shadow memory is not the program's) and where
// /usr/bin/time is missing (scripts/common.sh installs the package `time`).
#include <algorithm>
#include <array>
#include <random>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include "models/library_puzzles.h"
#include "models/problem_text_tr.h"
#include "models/solve_service.h"
#include "ui/mainwindow.h"

#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define PL_SANITIZED 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer) || \
    __has_feature(memory_sanitizer)
#define PL_SANITIZED 1
#endif
#endif

namespace {

constexpr qint64 kCliBudgetKb = 32 * 1024;
constexpr qint64 kAppBudgetKb = 200 * 1024;
// The generated judge inputs: tens of megabytes each.
constexpr qint64 kLargeInputBytes = 40 * 1000 * 1000;

const QString kTime = QStringLiteral("/usr/bin/time");

struct Measured {
    int exitCode = -1;
    qint64 maxRssKb = -1;
    double seconds = 0;
    QByteArray out;
    QString err;
};

// Runs `program` under `/usr/bin/time -v`, standard input from `inputFile` (none when
// empty); standard output is kept unless `discardOutput`.
Measured measure(const QString& program, const QStringList& arguments,
                 const QString& inputFile = QString(), bool discardOutput = false)
{
    Measured m;
    QProcess process;
    if (!inputFile.isEmpty())
        process.setStandardInputFile(inputFile);
    if (discardOutput)
        process.setStandardOutputFile(QProcess::nullDevice());
    process.start(kTime, QStringList{QStringLiteral("-v"), program} + arguments);
    // Well inside QtTest's 300 s per test function, and nothing is left running.
    if (!process.waitForStarted() || !process.waitForFinished(240000)) {
        m.err = process.errorString();
        process.kill();
        process.waitForFinished(5000);
        return m;
    }
    m.exitCode = process.exitCode();
    m.out = process.readAllStandardOutput();
    m.err = QString::fromUtf8(process.readAllStandardError());
    static const QRegularExpression rss(
        QStringLiteral("Maximum resident set size \\(kbytes\\): (\\d+)"));
    static const QRegularExpression wall(QStringLiteral(
        "Elapsed \\(wall clock\\) time \\(h:mm:ss or m:ss\\): (?:(\\d+):)?(\\d+):([\\d.]+)"));
    if (const auto match = rss.match(m.err); match.hasMatch())
        m.maxRssKb = match.captured(1).toLongLong();
    if (const auto match = wall.match(m.err); match.hasMatch())
        m.seconds = match.captured(1).toDouble() * 3600 + match.captured(2).toDouble() * 60 +
                    match.captured(3).toDouble();
    return m;
}

double mb(qint64 kb)
{
    return double(kb) / 1024.0;
}

// One valid judge case of each puzzle (SPEC 3), drawn at random.
QByteArray randomCase(const QString& key, std::mt19937_64& rng)
{
    QByteArray text;
    if (key == QStringLiteral("clocks")) {
        for (int i = 0; i < 9; ++i) {
            text += QByteArray::number(3 * (1 + int(rng() % 4)));
            text += i % 3 == 2 ? '\n' : ' ';
        }
    } else if (key == QStringLiteral("msquare")) {
        std::array<int, 8> tiles{1, 2, 3, 4, 5, 6, 7, 8};
        std::shuffle(tiles.begin(), tiles.end(), rng);
        for (std::size_t i = 0; i < tiles.size(); ++i) {
            text += QByteArray::number(tiles[i]);
            text += i + 1 < tiles.size() ? ' ' : '\n';
        }
    } else {
        std::array<int, 24> labels{};
        for (std::size_t i = 0; i < labels.size(); ++i)
            labels[i] = 1 + int(i / 8);
        std::shuffle(labels.begin(), labels.end(), rng);
        for (std::size_t i = 0; i < labels.size(); ++i) {
            text += QByteArray::number(labels[i]);
            text += i + 1 < labels.size() ? ' ' : '\n';
        }
    }
    return text;
}

// Writes about `bytes` of valid cases; returns how many.
qint64 writeLargeInput(const QString& key, const QString& path, qint64 bytes)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return -1;
    std::mt19937_64 rng(94);
    qint64 cases = 0, written = 0;
    QByteArray chunk;
    while (written < bytes) {
        chunk.clear();
        for (int i = 0; i < 10000; ++i, ++cases)
            chunk += randomCase(key, rng);
        file.write(chunk);
        written += chunk.size();
    }
    if (key == QStringLiteral("rotation"))
        file.write("0\n");
    return cases;
}

}  // namespace

class TestAppMemory : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
#ifdef PL_SANITIZED
        QSKIP("a sanitizer build: its resident size is not the program's");
#endif
        if (!QFileInfo(kTime).isExecutable())
            QSKIP("/usr/bin/time is missing (Debian package `time`)");
    }

    void solveCliTableEnginesStayUnder32MB_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("engine");
        QTest::newRow("clocks linear") << QStringLiteral("clocks") << QStringLiteral("linear");
        QTest::newRow("msquare table") << QStringLiteral("msquare") << QStringLiteral("table");
        QTest::newRow("rotation table") << QStringLiteral("rotation") << QStringLiteral("table");
    }

    void solveCliTableEnginesStayUnder32MB()
    {
        QFETCH(QString, key);
        QFETCH(QString, engine);
        const QString cli = QStringLiteral(PL_BUILD_DIR "/src/cli/puzzlelab-solve");
        const QStringList arguments{key, QStringLiteral("--engine"), engine};

        // Every judge input there is for this puzzle (rotation has none in the tree).
        const QDir judge(QStringLiteral(PL_TEST_DATA_DIR "/judge-data/") + key +
                         QStringLiteral("/usaco_training_tests"));
        qint64 judgeWorstKb = 0;
        int judgeFiles = 0;
        for (const QString& name :
             judge.entryList({QStringLiteral("input*.txt")}, QDir::Files, QDir::Name)) {
            const Measured m = measure(cli, arguments, judge.filePath(name));
            QVERIFY2(m.exitCode == 0 && m.maxRssKb > 0,
                     qPrintable(name + QLatin1Char(' ') + m.err));
            judgeWorstKb = std::max(judgeWorstKb, m.maxRssKb);
            ++judgeFiles;
        }
        if (judgeFiles > 0) {
            qInfo("puzzlelab-solve %s --engine %s, %d judge inputs: peak %.1f MB at most",
                  qPrintable(key), qPrintable(engine), judgeFiles, mb(judgeWorstKb));
            QVERIFY2(judgeWorstKb < kCliBudgetKb,
                     qPrintable(QStringLiteral("%1 MB").arg(mb(judgeWorstKb))));
        }

        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString input = dir.filePath(QStringLiteral("large.txt"));
        const qint64 cases = writeLargeInput(key, input, kLargeInputBytes);
        QVERIFY(cases > 0);
        const Measured m = measure(cli, arguments, input, true);
        QVERIFY2(m.exitCode == 0 && m.maxRssKb > 0, qPrintable(m.err));
        qInfo("puzzlelab-solve %s --engine %s < %.1f MB (%lld cases): peak %.1f MB, %.2f s",
              qPrintable(key), qPrintable(engine), double(QFileInfo(input).size()) / 1e6, cases,
              mb(m.maxRssKb), m.seconds);
        QVERIFY2(m.maxRssKb < kCliBudgetKb,
                 qPrintable(QStringLiteral("%1 MB").arg(mb(m.maxRssKb))));
    }

    void appSolvingEverythingStaysUnder200MB()
    {
        // The offscreen platform comes from CTest's environment or, failing that, from
        // --solve-all itself.
        const Measured m = measure(QStringLiteral(PL_BUILD_DIR "/src/app/puzzlelab"),
                                   {QStringLiteral("--solve-all")});
        const QString out = QString::fromUtf8(m.out);
        QVERIFY2(m.exitCode == 0 && m.maxRssKb > 0, qPrintable(out + m.err));
        const QStringList lines = out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        // Every engine of every puzzle the window holds, each held as its definition
        // (its hand-tuned engines and the generic ones): 7 clocks, 5 Magic Squares, 5
        // rotation. Only an engine that may run out of memory on a far position is
        // named and skipped: the generic bfs on the Rotation Game's 9,465,511,770
        // positions.
        qsizetype engines = 0;
        QStringList cautioned;
        for (const auto& p : pl::windowContestPuzzles())
            for (const QString& engine : pl::SolveService::engineNames(*p)) {
                ++engines;
                if (!pl::i18n::engineCautionText(*p, engine.toStdString()).isEmpty())
                    cautioned << QString::fromStdString(p->key()) + QLatin1Char(' ') + engine;
            }
        QCOMPARE(engines, 17);
        QCOMPARE(cautioned, QStringList{QStringLiteral("rotation bfs")});
        QCOMPARE(lines.size(), engines);
        for (const QString& line : lines) {
            const QStringList words = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
            QVERIFY2(words.size() > 2, qPrintable(line));
            const bool skipped = cautioned.contains(words[0] + QLatin1Char(' ') + words[1]);
            QVERIFY2(
                line.contains(skipped ? QStringLiteral(" skipped: ") : QStringLiteral(" solved ")),
                qPrintable(line));
            qInfo("  %s", qPrintable(line));
        }
        qInfo("puzzlelab --solve-all: peak %.1f MB, %.2f s", mb(m.maxRssKb), m.seconds);
        QVERIFY2(m.maxRssKb < kAppBudgetKb,
                 qPrintable(QStringLiteral("%1 MB").arg(mb(m.maxRssKb))));
    }
};

QTEST_GUILESS_MAIN(TestAppMemory)
#include "tst_app_memory.moc"
