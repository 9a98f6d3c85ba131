// One wording everywhere: sizes in binary units (KiB, MiB), the default engine called
// the same in every engine box, the window's engine used by Batch, counts grouped as
// the locale groups them, agreement claimed only between two or more answers, pasted
// text called pasted text, and cells counted from 1.
#include <QAbstractItemModel>
#include <QComboBox>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QUndoStack>

#include "contest_kinds.h"
#include "core/contest/rotation/rotation.h"
#include "models/puzzle_document.h"
#include "models/solve_service.h"
#include "ui/batch_dialog.h"
#include "ui/compare_dialog.h"
#include "ui/mainwindow.h"
#include "ui/rotation_board.h"
#include "ui/rules_dialog.h"
#include "ui/solution_panel.h"
#include "ui/translations.h"

#include "puzzle_keys.h"

using namespace pl;
using namespace pl::test;

namespace {

QAction* action(const MainWindow& w, const char* name)
{
    auto* a = w.findChild<QAction*>(QString::fromLatin1(name));
    if (!a)
        qFatal("no action %s", name);
    return a;
}

QStringList items(const QComboBox* box)
{
    QStringList texts;
    for (int i = 0; i < box->count(); ++i)
        texts << box->itemText(i);
    return texts;
}

// kB, MB, KB, GB: the decimal or the ambiguous units.
bool hasNonBinaryUnit(const QString& text)
{
    static const QRegularExpression unit(QStringLiteral("\\b[kKMGT]B\\b"));
    return unit.match(text).hasMatch();
}

// A Rotation judge input of `n` of the hardest boards (each takes a few
// milliseconds, so a batch of them can be watched and stopped).
QByteArray rotationCases(int n)
{
    const auto boards = rotation::rotationHardestBoards();
    QByteArray text;
    for (int i = 0; i < n; ++i)
        text +=
            QByteArray::fromStdString(puzzle(PuzzleKind::Rotation)
                                          .formatPosition(boards[std::size_t(i) % boards.size()])) +
            '\n';
    return text + "0\n";
}

}  // namespace

class TestWording : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        // Grouping is checked against the locale the window formats with.
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    }

    void sizesUseBinaryUnitsEverywhere()
    {
        for (const quint64 bytes : {quint64(809165), quint64(3) << 20, quint64(1500)}) {
            const QString text = SolutionPanel::formatBytes(bytes);
            QVERIFY2(!hasNonBinaryUnit(text), qPrintable(text));
            QVERIFY2(text.contains(QStringLiteral("iB")), qPrintable(text));
        }
        // The statistics box and the comparison show a table the same way.
        MainWindow w;
        w.selectPuzzle(test::keyOf(PuzzleKind::Rotation));
        QVERIFY(w.setEngine(QStringLiteral("rotation-table")));
        const Position hard = rotation::rotationHardestBoards().front();
        QVERIFY(w.setPositionText(
                     QString::fromStdString(puzzle(PuzzleKind::Rotation).formatPosition(hard)))
                    .isEmpty());
        w.solve();
        QTRY_VERIFY_WITH_TIMEOUT(!w.isSolving(test::keyOf(PuzzleKind::Rotation)), 60000);
        auto* memory = w.findChild<QLabel*>(QStringLiteral("statMemory"));
        QVERIFY(memory);
        QVERIFY2(memory->text().contains(QStringLiteral("iB")), qPrintable(memory->text()));

        // The Compare the window opens: on the puzzle it holds.
        CompareDialog compare(test::sharedOf(PuzzleKind::Rotation), hard);
        QSignalSpy done(&compare, &CompareDialog::allFinished);
        compare.start();
        QVERIFY(done.wait(60000));
        QAbstractItemModel* model = compare.model();
        int memoryColumn = -1;
        for (int c = 0; c < model->columnCount(); ++c)
            if (model->headerData(c, Qt::Horizontal).toString() == QStringLiteral("Memory"))
                memoryColumn = c;
        QVERIFY(memoryColumn >= 0);
        bool seen = false;
        for (int r = 0; r < model->rowCount(); ++r) {
            const QString cell = model->index(r, memoryColumn).data().toString();
            QVERIFY2(!hasNonBinaryUnit(cell), qPrintable(cell));
            if (compare.rows()[std::size_t(r)].engine == QStringLiteral("rotation-table")) {
                QCOMPARE(cell, memory->text());
                seen = true;
            }
        }
        QVERIFY(seen);
    }

    void theDefaultEngineIsCalledTheSameEverywhere()
    {
        MainWindow w;
        auto* panelBox = w.solutionPanel()->engineCombo();
        for (const PuzzleKind kind :
             {PuzzleKind::Clocks, PuzzleKind::MagicSquare, PuzzleKind::Rotation}) {
            w.selectPuzzle(test::keyOf(kind));
            BatchDialog batch(test::sharedOf(kind));
            auto* batchBox = batch.findChild<QComboBox*>(QStringLiteral("engineCombo"));
            QVERIFY(batchBox);
            // The batch solves the puzzle the window holds (its bundled definition, with
            // its add-on's judge format): the same engines under the same names, the
            // default named the same way. (An engine that may run out of memory is
            // offered in both.)
            const Puzzle& held = test::windowPuzzle(kind);
            QCOMPARE(items(panelBox), items(batchBox));
            QCOMPARE(panelBox->count(), SolveService::engineNames(held).size());
            QCOMPARE(batchBox->count(), SolveService::engineNames(held).size());
            const QString best = SolveService::defaultEngine(held);
            QCOMPARE(panelBox->itemText(panelBox->findData(best)),
                     QStringLiteral("%1 (default)").arg(best));
            QCOMPARE(batchBox->itemText(batchBox->findData(best)),
                     QStringLiteral("%1 (default)").arg(best));
        }
    }

    // Issue 23, point 7: F1 Rules, the Engine box and Compare name the same engines, in
    // the same order, for every contest puzzle the window holds (each held as its
    // definition: the hand-tuned engines under their own names beside the generic).
    void oneEngineListEverywhere()
    {
        MainWindow w;
        for (const PuzzleKind kind :
             {PuzzleKind::Clocks, PuzzleKind::MagicSquare, PuzzleKind::Rotation}) {
            QVERIFY(w.selectPuzzle(test::keyOf(kind)));
            auto* box = w.solutionPanel()->engineCombo();
            QStringList inBox;
            for (int i = 0; i < box->count(); ++i)
                inBox << box->itemData(i).toString();

            RulesDialog* rules = w.openRules();
            QVERIFY(rules);
            const QString text = rules->plainText();
            const qsizetype at = text.indexOf(QStringLiteral("\nEngines\n"));
            QVERIFY(at >= 0);
            QStringList inRules;
            for (const QString& line : text.mid(at + 9).split(QLatin1Char('\n'))) {
                const QString name = line.section(QLatin1Char(':'), 0, 0)
                                         .remove(QStringLiteral(" (default)"))
                                         .trimmed();
                if (name.isEmpty() || !inBox.contains(name))
                    break;
                inRules << name;
            }
            rules->close();

            CompareDialog compare(test::sharedOf(kind), test::puzzle(kind).initial());
            QStringList inCompare;
            for (const auto& row : compare.rows())
                inCompare << row.engine;
            qInfo("%s: %s", test::keyOf(kind).toLatin1().constData(),
                  qPrintable(inBox.join(QStringLiteral(", "))));
            QVERIFY(inBox.size() >= 5);
            QCOMPARE(inRules, inBox);
            QCOMPARE(inCompare, inBox);
            // One name per engine: the hand-tuned ones carry the puzzle's key.
            for (const QString& name : inBox)
                QVERIFY2(name.startsWith(test::keyOf(kind) + QLatin1Char('-')) ||
                             QStringList({QStringLiteral("table"), QStringLiteral("ida"),
                                          QStringLiteral("bfs"), QStringLiteral("linear")})
                                 .contains(name),
                         qPrintable(name));
        }
    }

    void batchUsesTheWindowsEngine()
    {
        MainWindow w;
        w.selectPuzzle(test::keyOf(PuzzleKind::MagicSquare));
        const QString squareEngine =
            SolveService::engineNames(test::windowPuzzle(PuzzleKind::MagicSquare)).last();
        QVERIFY(squareEngine !=
                SolveService::defaultEngine(test::windowPuzzle(PuzzleKind::MagicSquare)));
        QVERIFY(w.setEngine(squareEngine));
        w.selectPuzzle(test::keyOf(PuzzleKind::Clocks));
        const QString clocksEngine =
            SolveService::engineNames(test::windowPuzzle(PuzzleKind::Clocks)).last();
        QVERIFY(clocksEngine !=
                SolveService::defaultEngine(test::windowPuzzle(PuzzleKind::Clocks)));
        QVERIFY(w.setEngine(clocksEngine));

        BatchDialog* batch = w.openJudgeFile(
            QStringLiteral(PL_TEST_DATA_DIR "/judge-data/clocks/usaco_training_tests/input1.txt"));
        QVERIFY(batch);
        QCOMPARE(batch->engine(), clocksEngine);
        // Another puzzle chosen in the dialog: the engine the window uses for it.
        batch->setPuzzle(test::sharedOf(PuzzleKind::MagicSquare));
        QCOMPARE(batch->engine(), squareEngine);
        // The batch names the engines as the window does.
        batch->setPuzzle(test::sharedOf(PuzzleKind::Rotation));
        QCOMPARE(w.engine(test::keyOf(PuzzleKind::Rotation)), QStringLiteral("rotation-table"));
        QCOMPARE(batch->engine(), QStringLiteral("rotation-table"));
        QVERIFY(w.selectPuzzle(test::keyOf(PuzzleKind::Rotation)));
        QVERIFY(w.setEngine(QStringLiteral("rotation-ida")));
        batch->close();
        batch = w.openJudgeFile(
            QStringLiteral(PL_TEST_DATA_DIR "/judge-data/clocks/usaco_training_tests/input1.txt"));
        QVERIFY(batch);
        batch->setPuzzle(test::sharedOf(PuzzleKind::Rotation));
        QCOMPARE(batch->engine(), QStringLiteral("rotation-ida"));
        batch->close();
    }

    void batchCountsAreGrouped()
    {
        BatchDialog batch(test::sharedOf(PuzzleKind::Rotation));
        // About 100 KB: read on the dialog's worker.
        QSignalSpy read(&batch, &BatchDialog::inputRead);
        batch.loadText(rotationCases(2006), QStringLiteral("many.txt"));
        QVERIFY(read.count() > 0 || read.wait(30000));
        QCOMPARE(batch.caseCount(), 2006);
        auto* bar = batch.findChild<QProgressBar*>(QStringLiteral("progressBar"));
        auto* file = batch.findChild<QLabel*>(QStringLiteral("fileLabel"));
        QVERIFY(bar && file);
        QVERIFY2(file->text().contains(QStringLiteral("2,006 cases")), qPrintable(file->text()));
        QVERIFY2(bar->text().contains(QStringLiteral("2,006")), qPrintable(bar->text()));
        QSignalSpy done(&batch, &BatchDialog::batchFinished);
        // IDA* needs about a second for a hardest board: the batch can be watched.
        QVERIFY(batch.setEngine(QStringLiteral("rotation-ida")));
        batch.start();
        QTRY_VERIFY2_WITH_TIMEOUT(batch.statusText().contains(QStringLiteral(" of 2,006 with")),
                                  qPrintable(batch.statusText()), 10000);
        batch.stop();
        QVERIFY(done.wait(30000));
        QVERIFY2(bar->text().contains(QStringLiteral(" of 2,006 cases")), qPrintable(bar->text()));
        QVERIFY2(batch.statusText().contains(QStringLiteral(" of 2,006 cases")),
                 qPrintable(batch.statusText()));
        // The table engine answers them all in a moment: thousands on both sides.
        QVERIFY(batch.setEngine(QStringLiteral("rotation-table")));
        batch.start();
        QVERIFY(done.wait(60000));
        QCOMPARE(batch.answeredCount(), 2006);
        QCOMPARE(bar->text(), QStringLiteral("2,006 of 2,006 cases"));
        QVERIFY2(batch.statusText().contains(QStringLiteral("2,006 cases")),
                 qPrintable(batch.statusText()));
    }

    void agreementNeedsTwoAnswers()
    {
        // On a hardest board the table engine answers at once and IDA* takes about
        // a second: stopped in between, one engine has finished.
        // (The contest object's two engines: the table and the classic IDA*.)
        const Position hard = rotation::rotationHardestBoards().front();
        CompareDialog compare(test::sharedOf(PuzzleKind::Rotation), hard);
        QVERIFY(compare.rows().size() >= 2);
        QSignalSpy done(&compare, &CompareDialog::allFinished);
        compare.start();
        const auto solved = [&] {
            return std::count_if(compare.rows().begin(), compare.rows().end(), [](const auto& r) {
                return r.status == CompareDialog::Status::Solved;
            });
        };
        QTRY_VERIFY_WITH_TIMEOUT(solved() >= 1, 60000);
        compare.stop();
        QVERIFY(done.count() == 1 || done.wait(10000));
        if (solved() != 1)
            QSKIP("two engines finished before the stop; the case is not reached here");
        const QString summary = compare.summaryText();
        QVERIFY2(!summary.contains(QStringLiteral("agree")), qPrintable(summary));
        QVERIFY2(!summary.contains(QStringLiteral("same answer")), qPrintable(summary));
        QVERIFY2(summary.contains(QStringLiteral("Only")), qPrintable(summary));
        QVERIFY(!compare.answersAgree());
    }

    void pastedTextIsNotCalledAFile_data()
    {
        QTest::addColumn<QString>("text");
        QTest::newRow("missing lines") << QStringLiteral("PuzzleLab solution 1\npuzzle: clocks\n");
        QTest::newRow("a misspelt key") << QStringLiteral(
            "PuzzleLab solution 1\npuzzle: clocks\nStart: 9 9 12 6 6 6 6 3 6\n"
            "moves: 4589\n");
        QTest::newRow("a NUL") << QStringLiteral("PuzzleLab solution 1\npuzzle: clocks\n") +
                                      QChar(0) + QStringLiteral("x\n");
        // A library puzzle's solution (core/definition_solution.h), worded by code too.
        QTest::newRow("library: missing lines")
            << QStringLiteral("PuzzleLab solution 1\npuzzle: fifteen-puzzle\n");
        QTest::newRow("library: no header")
            << QStringLiteral("puzzle: fifteen-puzzle\nmoves: 1 2\n");
    }

    void pastedTextIsNotCalledAFile()
    {
        QFETCH(QString, text);
        MainWindow w;
        const QString error = w.pasteText(text);
        QVERIFY(!error.isEmpty());
        QVERIFY2(!error.contains(QStringLiteral("file")), qPrintable(error));
        QVERIFY2(error.contains(QStringLiteral("pasted")), qPrintable(error));
    }

    // The same in Chinese: the window words the solution file's problem from its code,
    // says "pasted text" (粘贴的文本, 貼上的文字) and not "file" (文件, 檔案), and keeps
    // every quoted token and number of the English sentence.
    void pastedTextIsNotCalledAFileInChinese_data()
    {
        QTest::addColumn<QString>("locale");
        QTest::addColumn<QString>("pasted");
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("text");
        const QString inputs[] = {
            QStringLiteral("PuzzleLab solution 1\npuzzle: clocks\n"),
            QStringLiteral("PuzzleLab solution 1\npuzzle: clocks\nStart: 9 9 12 6 6 6 6 3 6\n"
                           "moves: 4589\n"),
            QStringLiteral("PuzzleLab solution 1\npuzzle: clocks\n") + QChar(0) +
                QStringLiteral("x\n"),
            QStringLiteral("PuzzleLab solution 1\npuzzle: fifteen-puzzle\n"),
            QStringLiteral("puzzle: fifteen-puzzle\nmoves: 1 2\n"),
        };
        const char* names[] = {"missing lines", "a misspelt key", "a NUL", "library: missing lines",
                               "library: no header"};
        for (int i = 0; i < 5; ++i) {
            QTest::addRow("zh_CN %s", names[i])
                << QStringLiteral("zh_CN") << QStringLiteral("粘贴的文本") << QStringLiteral("文件")
                << inputs[i];
            QTest::addRow("zh_TW %s", names[i])
                << QStringLiteral("zh_TW") << QStringLiteral("貼上的文字") << QStringLiteral("檔案")
                << inputs[i];
        }
    }

    void pastedTextIsNotCalledAFileInChinese()
    {
        QFETCH(QString, locale);
        QFETCH(QString, pasted);
        QFETCH(QString, file);
        QFETCH(QString, text);
        QString english;
        {
            MainWindow w;
            english = w.pasteText(text);
        }
        QVERIFY(installTranslations(*qApp, QLocale(locale)));
        QString chinese;
        {
            MainWindow w;
            chinese = w.pasteText(text);
        }
        installTranslations(*qApp, QLocale(QLocale::English));
        const QString where = english + QStringLiteral("\n  -> ") + chinese;
        QVERIFY2(chinese.contains(pasted), qPrintable(where));
        QVERIFY2(!chinese.contains(file), qPrintable(where));
        static const QRegularExpression quoted(QStringLiteral("'[^']*'"));
        static const QRegularExpression number(QStringLiteral("\\d+"));
        for (const auto& m : quoted.globalMatch(english))
            QVERIFY2(chinese.contains(m.captured(0)), qPrintable(where));
        for (const auto& m : number.globalMatch(english))
            QVERIFY2(chinese.contains(m.captured(0)), qPrintable(where));
        // No English word left outside the quoted tokens (NUL is a byte's name).
        QString rest = chinese;
        rest.replace(quoted, QStringLiteral(" "));
        rest.remove(QStringLiteral("NUL"));
        static const QRegularExpression word(QStringLiteral("[A-Za-z]{3,}"));
        QVERIFY2(!word.match(rest).hasMatch(), qPrintable(where));
    }

    void cellsAreCountedFromOne()
    {
        MainWindow w;
        w.resize(1280, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.selectPuzzle(test::keyOf(PuzzleKind::Rotation));
        auto* board = qobject_cast<RotationBoard*>(w.board(test::keyOf(PuzzleKind::Rotation)));
        QVERIFY(board);
        board->setPaintLabel(0);
        // The first cell (index 0), clicked: its label goes one on.
        const int before = w.document(test::keyOf(PuzzleKind::Rotation))->position().cells[0];
        QTest::mouseClick(board, Qt::LeftButton, {}, board->cellRect(0).center());
        const int after = w.document(test::keyOf(PuzzleKind::Rotation))->position().cells[0];
        QCOMPARE(after, before % 3 + 1);
        const QString undo = action(w, "actionUndo")->text();
        QCOMPARE(undo, QStringLiteral("&Undo Set cell 1 to %1").arg(after));
        // The tooltip names it the same way.
        board->setFocusedCell(0);
        QVERIFY2(board->focusedItemDescription().startsWith(QStringLiteral("Cell 1:")),
                 qPrintable(board->focusedItemDescription()));
    }
};

QTEST_MAIN(TestWording)
#include "tst_wording.moc"
