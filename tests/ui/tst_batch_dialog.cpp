// Batch dialog: judge input in, judge output out, byte for byte what the judge and
// puzzlelab-solve write; a bad case is named and the good ones before it are still
// answered; Stop ends the batch promptly.
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFontDatabase>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTreeWidget>
#include <QtTest>

#include <random>

#include "contest_kinds.h"
#include "core/contest/rotation/rotation.h"
#include "core/puzzle.h"
#include "dialog_test_support.h"
#include "export_failure_support.h"
#include "models/library_puzzles.h"
#include "ui/batch_dialog.h"
#include "ui/mainwindow.h"

#include "puzzle_keys.h"

using namespace pl;
using namespace pl::test;
using namespace dialog_test;

namespace {

const QString kJudgeDir = QStringLiteral(PL_TEST_DATA_DIR "/judge-data/");

bool runBatch(BatchDialog& dialog, int ms = 120000)
{
    QSignalSpy done(&dialog, &BatchDialog::batchFinished);
    dialog.start();
    return done.wait(ms) && !dialog.running();
}

QByteArray cliAnswers(PuzzleKind kind, const QByteArray& input, int* exitCode = nullptr,
                      QByteArray* err = nullptr, const QString& engine = QString())
{
    QStringList args{QString::fromStdString(puzzle(kind).key())};
    if (!engine.isEmpty())
        args << QStringLiteral("--engine") << engine;
    const RunResult r = runSolve(args, input);
    if (exitCode)
        *exitCode = r.exitCode;
    if (err)
        *err = r.err;
    return r.out;
}

// A Rotation judge input: random boards (seeded), the two samples, and the end mark.
QByteArray rotationInput(int boards, unsigned seed)
{
    const Puzzle& p = puzzle(PuzzleKind::Rotation);
    std::mt19937_64 rng(seed);
    QByteArray text =
        "1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3\n"
        "1 1 1 1 1 1 1 1 2 2 2 2 2 2 2 2 3 3 3 3 3 3 3 3\n";
    for (int i = 0; i < boards; ++i)
        text += QByteArray::fromStdString(p.formatPosition(p.random(rng))) + '\n';
    // A solved board too (label 1 fills the centre): its answer is "No moves needed".
    const int centre[] = {6, 7, 8, 11, 12, 15, 16, 17};
    Position solved;
    for (int cell = 0, other = 0; cell < 24; ++cell)
        solved.cells.push_back(std::find(std::begin(centre), std::end(centre), cell) !=
                                       std::end(centre)
                                   ? 1
                                   : std::uint8_t(2 + (other++ % 2)));
    text += QByteArray::fromStdString(p.formatPosition(solved)) + '\n';
    return text + "0\n";
}

}  // namespace

class TestBatchDialog : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void judgeFilesByteForByte_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("input");
        QTest::addColumn<QString>("output");
        const struct {
            PuzzleKind kind;
            const char* dir;
        } sets[] = {{PuzzleKind::Clocks, "clocks"}, {PuzzleKind::MagicSquare, "msquare"}};
        for (const auto& set : sets) {
            const QDir dir(kJudgeDir + QLatin1String(set.dir) +
                           QLatin1String("/usaco_training_tests"));
            const QStringList inputs =
                dir.entryList({QStringLiteral("input*.txt")}, QDir::Files, QDir::Name);
            QVERIFY2(!inputs.isEmpty(), qPrintable(dir.path()));
            for (const QString& input : inputs) {
                QString output = input;
                output.replace(QStringLiteral("input"), QStringLiteral("output"));
                QTest::addRow("%s/%s", set.dir, qPrintable(input))
                    << int(set.kind) << dir.filePath(input) << dir.filePath(output);
            }
        }
    }

    void judgeFilesByteForByte()
    {
        QFETCH(int, kind);
        QFETCH(QString, input);
        QFETCH(QString, output);
        // The window holds Magic Squares as its definition (the target as the goal);
        // given that puzzle, the dialog still reads and answers the judge format.
        const auto held = test::sharedOf(PuzzleKind(kind));
        BatchDialog asHeld(pl::windowContestPuzzles(), held, input);
        QVERIFY(asHeld.caseCount() > 0);
        QVERIFY(asHeld.parseError().isEmpty());
        QVERIFY(runBatch(asHeld));
        QCOMPARE(asHeld.answers(), readFile(output));
        // The list by case shows each case in the contest's notation: the numbers of the
        // input (Magic Squares: the standard board, then the target read).
        {
            auto* cases = asHeld.findChild<QTreeWidget*>(QStringLiteral("casesView"));
            QVERIFY(cases && cases->topLevelItemCount() == int(asHeld.caseCount()));
            const QStringList tokens =
                QString::fromUtf8(readFile(input))
                    .split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts);
            const qsizetype n = PuzzleKind(kind) == PuzzleKind::Clocks     ? 9
                                : PuzzleKind(kind) == PuzzleKind::Rotation ? 24
                                                                           : 8;
            QVERIFY(tokens.size() >= n);
            const QString first = tokens.mid(0, n).join(QLatin1Char(' '));
            QCOMPARE(cases->topLevelItem(0)->text(1),
                     PuzzleKind(kind) == PuzzleKind::MagicSquare
                         ? QStringLiteral("1 2 3 4 5 6 7 8 / ") + first
                         : first);
        }

        BatchDialog dialog(test::sharedOf(PuzzleKind(kind)), input);
        QVERIFY(dialog.caseCount() > 0);
        QVERIFY(dialog.parseError().isEmpty());
        QVERIFY(runBatch(dialog));
        QCOMPARE(dialog.answeredCount(), dialog.caseCount());
        const QByteArray expected = readFile(output);
        QCOMPARE(dialog.answers(), expected);
        QVERIFY2(haveSolveBin(), "build puzzlelab-solve first (a full build makes it)");
        QCOMPARE(dialog.answers(), cliAnswers(PuzzleKind(kind), readFile(input)));
        // What the dialog shows is what it saves.
        auto* edit = dialog.findChild<QPlainTextEdit*>(QStringLiteral("answersEdit"));
        QVERIFY(edit && edit->isReadOnly());
        QCOMPARE(edit->toPlainText().toUtf8(), expected);
        // The answers are in the system's fixed-width font: the family asked for is the
        // one the desktop names for fixed text. Not a pitch flag: Qt does not flag every
        // monospace font fixed-pitch (Noto Sans Mono, common on desktops, is not).
        QCOMPARE(edit->font().family(),
                 QFontDatabase::systemFont(QFontDatabase::FixedFont).family());

        QTemporaryDir dir;
        const QString saved = dir.filePath(QStringLiteral("answers.txt"));
        QString error;
        QVERIFY2(dialog.saveAnswers(saved, &error), qPrintable(error));
        QCOMPARE(readFile(saved), expected);
    }

    void rotationMatchesTheCommandLine_data()
    {
        QTest::addColumn<QString>("engine");
        // The batch lists the window's engines; the command line takes those names
        // too, beside SPEC 2's (where its table and ida are the hand-tuned ones).
        QTest::newRow("rotation-table") << QStringLiteral("rotation-table");
        QTest::newRow("rotation-ida") << QStringLiteral("rotation-ida");
        QTest::newRow("table") << QStringLiteral("table");
        QTest::newRow("ida") << QStringLiteral("ida");
    }

    void rotationMatchesTheCommandLine()
    {
        QFETCH(QString, engine);
        const int boards = engine.endsWith(QStringLiteral("ida")) ? 6 : 200;
        const QByteArray input = rotationInput(boards, 99);
        BatchDialog dialog(test::sharedOf(PuzzleKind::Rotation));
        QVERIFY(dialog.setEngine(engine));
        dialog.loadText(input, QStringLiteral("generated.txt"));
        QCOMPARE(dialog.caseCount(), boards + 3);
        QVERIFY(dialog.parseError().isEmpty());
        dialog.resize(760, 560);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QVERIFY(runBatch(dialog));
        const QByteArray answers = dialog.answers();
        QCOMPARE(answers.count('\n'), 2 * (boards + 3));
        QVERIFY(answers.startsWith("AC\n2\nDDHH\n2\n"));
        QVERIFY(answers.endsWith("No moves needed\n1\n"));
        QVERIFY2(haveSolveBin(), "build puzzlelab-solve first");
        QCOMPARE(answers, cliAnswers(PuzzleKind::Rotation, input, nullptr, nullptr, engine));
        // The list by case holds one row per case with the same answer.
        auto* cases = dialog.findChild<QTreeWidget*>(QStringLiteral("casesView"));
        QVERIFY(cases);
        QCOMPARE(cases->topLevelItemCount(), boards + 3);
        QCOMPARE(cases->topLevelItem(0)->text(3), QStringLiteral("AC \u2192 centre 2"));
        QCOMPARE(cases->topLevelItem(boards + 2)->text(2), QStringLiteral("0"));
        if (engine == QStringLiteral("table")) {
            shot(dialog, "batch-rotation");
            dialog.findChild<QTabWidget*>(QStringLiteral("answersTabs"))->setCurrentIndex(1);
            cases->scrollToTop();
            shot(dialog, "batch-rotation-by-case");
        }
    }

    void badCaseIsNamedAndTheCasesBeforeItAreSolved()
    {
        // Case 4 holds a 5, which no clock shows.
        const QByteArray input =
            "9 9 12\n6 6 6\n6 3 6\n"
            "12 12 12 12 12 12 12 12 12\n"
            "3 3 3 3 3 3 3 3 3\n"
            "12 12 5 12 12 12 12 12 12\n"
            "3 6 9 12 3 6 9 12 3\n";
        BatchDialog dialog(test::sharedOf(PuzzleKind::Clocks));
        dialog.loadText(input, QStringLiteral("broken.txt"));
        QCOMPARE(dialog.caseCount(), 3);
        QVERIFY2(dialog.parseError().startsWith(QStringLiteral("case 4:")),
                 qPrintable(dialog.parseError()));
        dialog.resize(760, 560);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        auto* error = dialog.findChild<QLabel*>(QStringLiteral("errorLabel"));
        QVERIFY(error && error->isVisible());
        QVERIFY(error->text().contains(QStringLiteral("case 4:")));
        QVERIFY(error->text().contains(QStringLiteral("3 cases before it")));

        QVERIFY(runBatch(dialog));
        QCOMPARE(dialog.answeredCount(), 3);
        QVERIFY(dialog.answers().startsWith("4 5 8 9\n\n"));  // the sample, then solved
        QCOMPARE(dialog.answers().count('\n'), 3);
        shot(dialog, "batch-bad-case");

        QVERIFY2(haveSolveBin(), "build puzzlelab-solve first");
        int exitCode = 0;
        QByteArray err;
        QCOMPARE(dialog.answers(), cliAnswers(PuzzleKind::Clocks, input, &exitCode, &err));
        QCOMPARE(exitCode, 2);
        QVERIFY(err.startsWith(dialog.parseError().toUtf8()));
    }

    void wrongPuzzleIsPointedOut()
    {
        BatchDialog dialog(test::sharedOf(PuzzleKind::Clocks));
        dialog.loadText("2 6 8 4 5 7 3 1\n", QStringLiteral("msquare.txt"));
        QCOMPARE(dialog.caseCount(), 0);
        auto* error = dialog.findChild<QLabel*>(QStringLiteral("errorLabel"));
        QVERIFY(error->text().contains(QStringLiteral("case 1:")));
        QVERIFY2(error->text().contains(QStringLiteral("Magic Squares")),
                 qPrintable(error->text()));
        auto* solve = dialog.findChild<QPushButton*>(QStringLiteral("solveButton"));
        QVERIFY(!solve->isEnabled());
        dialog.setPuzzle(test::sharedOf(PuzzleKind::MagicSquare));
        QCOMPARE(dialog.caseCount(), 1);
        QVERIFY(dialog.parseError().isEmpty());
        QVERIFY(solve->isEnabled());
        QVERIFY(runBatch(dialog));
        QCOMPARE(dialog.answers(), QByteArray("7\nBCABCCB\n"));
    }

    void stopEndsTheBatchPromptly()
    {
        // The classic IDA* on the hardest boards: about a second each.
        const Puzzle& p = puzzle(PuzzleKind::Rotation);
        QByteArray input;
        for (const Position& board : rotation::rotationHardestBoards())
            input += QByteArray::fromStdString(p.formatPosition(board)) + '\n';
        input += "0\n";
        BatchDialog dialog(test::sharedOf(PuzzleKind::Rotation));
        QVERIFY(dialog.setEngine(QStringLiteral("rotation-ida")));
        dialog.loadText(input);
        QCOMPARE(dialog.caseCount(), 192);
        dialog.resize(760, 560);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QSignalSpy done(&dialog, &BatchDialog::batchFinished);
        dialog.start();
        QVERIFY(dialog.running());
        QTest::qWait(300);
        shot(dialog, "batch-running");
        QElapsedTimer clock;
        clock.start();
        auto* stop = dialog.findChild<QPushButton*>(QStringLiteral("stopButton"));
        QVERIFY(stop->isEnabled());
        QTest::mouseClick(stop, Qt::LeftButton);
        QVERIFY(done.count() == 1 || done.wait(5000));
        qInfo("batch stopped %lld ms after Stop", clock.elapsed());
        QVERIFY2(clock.elapsed() <= kPromptMs, qPrintable(QString::number(clock.elapsed())));
        QVERIFY(!dialog.running());
        QVERIFY(dialog.answeredCount() < dialog.caseCount());
        QVERIFY2(dialog.statusText().startsWith(QStringLiteral("Stopped")),
                 qPrintable(dialog.statusText()));
        // What was answered before Stop is kept and is a prefix of the full answers.
        QCOMPARE(dialog.answers().count('\n'), 2 * dialog.answeredCount());
    }

    void unreadableFileAndUnwritablePath()
    {
        BatchDialog dialog(test::sharedOf(PuzzleKind::Clocks));
        QVERIFY(!dialog.loadFile(QStringLiteral("/nonexistent/input.txt")));
        QVERIFY(dialog.statusText().contains(QStringLiteral("input.txt")));
        // A device that never ends is refused at once, not read until memory runs out.
        QVERIFY(!dialog.loadFile(QStringLiteral("/dev/zero")));
        QVERIFY2(dialog.statusText().contains(QStringLiteral("device")),
                 qPrintable(dialog.statusText()));
        dialog.loadText("12 12 12 12 12 12 12 12 12\n");
        QVERIFY(runBatch(dialog));
        QCOMPARE(dialog.answers(), QByteArray("\n"));
        QString error;
        QVERIFY(!dialog.saveAnswers(QStringLiteral("/nonexistent/dir/out.txt"), &error));
        QVERIFY(error.contains(QStringLiteral("out.txt")));
        // A full disk: the failure is reported and no partial file is left.
        QTemporaryDir dir;
        {
            testing::FullDisk full(0);
            QVERIFY(!dialog.saveAnswers(dir.filePath(QStringLiteral("answers.txt")), &error));
        }
        QVERIFY2(error.contains(QStringLiteral("disk may be full")), qPrintable(error));
        QCOMPARE(testing::everything(dir.path()), QStringList());
        QCOMPARE(dialog.answers(), QByteArray("\n"));
    }

    // A large input is read on the worker while the dialog stays usable; one that turns
    // out not to be a judge input loses nothing: the cases and answers before stay.
    void largeInputIsReadOnAWorkerAndABadOneLosesNothing()
    {
        QTemporaryDir dir;
        QByteArray good;
        int cases = 0;
        while (good.size() <= 4 * BatchDialog::kReadHereBytes) {
            good += "9 9 12\n6 6 6\n6 3 6\n";
            ++cases;
        }
        const QString goodPath = dir.filePath(QStringLiteral("many.in"));
        QByteArray binary = good;
        binary += '\0';
        const QString badPath = dir.filePath(QStringLiteral("binary.in"));
        for (const auto& [path, bytes] : {std::pair{goodPath, good}, std::pair{badPath, binary}}) {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            QCOMPARE(f.write(bytes), bytes.size());
        }

        BatchDialog dialog(test::sharedOf(PuzzleKind::Clocks));
        dialog.loadText("12 12 12 12 12 12 12 12 12\n", QStringLiteral("one.txt"));
        QVERIFY(runBatch(dialog));
        QCOMPARE(dialog.answers(), QByteArray("\n"));

        QSignalSpy read(&dialog, &BatchDialog::inputRead);
        QVERIFY(dialog.loadFile(badPath));  // its problem is found on the worker
        QVERIFY(read.count() > 0 || read.wait(30000));
        QCOMPARE(read.front().at(0).toBool(), false);
        QVERIFY2(dialog.statusText().contains(QStringLiteral("binary.in")) &&
                     dialog.statusText().contains(QStringLiteral("not a text file")),
                 qPrintable(dialog.statusText()));
        QCOMPARE(dialog.caseCount(), 1);
        QCOMPARE(dialog.answers(), QByteArray("\n"));
        auto* file = dialog.findChild<QLabel*>(QStringLiteral("fileLabel"));
        QVERIFY(file);
        QVERIFY2(file->text().startsWith(QStringLiteral("one.txt")), qPrintable(file->text()));

        read.clear();
        QVERIFY(dialog.loadFile(goodPath));
        QVERIFY(dialog.reading());
        auto* solve = dialog.findChild<QPushButton*>(QStringLiteral("solveButton"));
        QVERIFY(solve);
        QVERIFY(!solve->isEnabled());  // nothing to solve until it has been read
        QVERIFY(read.wait(30000));
        QCOMPARE(read.front().at(0).toBool(), true);
        QVERIFY(!dialog.reading());
        QCOMPARE(dialog.caseCount(), cases);
        QVERIFY(dialog.parseError().isEmpty());
        QVERIFY(solve->isEnabled());
        QVERIFY2(file->text().startsWith(QStringLiteral("many.in")), qPrintable(file->text()));
        // Another puzzle reads the same file again, from the file.
        read.clear();
        dialog.setPuzzle(test::sharedOf(PuzzleKind::MagicSquare));
        QVERIFY(read.count() > 0 || read.wait(30000));
        QCOMPARE(dialog.caseCount(), 0);
        QVERIFY(!dialog.parseError().isEmpty());
    }
};

QTEST_MAIN(TestBatchDialog)
#include "tst_batch_dialog.moc"
