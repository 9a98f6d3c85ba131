// Where the file dialogs start: in the folder last used for that kind of file
// (solutions, judge inputs, batch answers, engine comparisons), remembered across
// windows; otherwise in Documents when it exists, else in the home folder; and never
// with a folder path typed into the name field.
#include <functional>

#include <QApplication>
#include <QDir>
#include <QFileDialog>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include "contest_kinds.h"
#include "dialog_test_support.h"
#include "models/move_list_model.h"
#include "ui/batch_dialog.h"
#include "ui/compare_dialog.h"
#include "ui/file_folders.h"
#include "ui/mainwindow.h"

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

// What a file dialog showed when it opened.
struct Seen {
    bool opened = false;
    QString directory;     // the folder it lists
    QString nameField;     // the text in its file name field
    bool refused = false;  // it stayed open after the choice
};

// Runs `trigger` (which opens a modal file dialog and waits for it), notes where the
// dialog opened and what its name field holds once it has settled (it fills in its
// folder and name asynchronously), then types `choose` into the name field and
// accepts, as a person would, or cancels when `choose` is empty.
Seen answerFileDialog(const std::function<void()>& trigger, const QString& choose = QString())
{
    Seen seen;
    QTimer poll;
    poll.setInterval(10);
    int ticks = 0;
    QObject::connect(&poll, &QTimer::timeout, [&] {
        auto* dialog = qobject_cast<QFileDialog*>(QApplication::activeModalWidget());
        if (!dialog)
            return;
        ++ticks;
        if (seen.opened) {
            // The choice did not close it (a file it refused): give up on it, so a
            // failing test ends instead of waiting for ever.
            if (ticks > 100) {
                seen.refused = true;
                qWarning("the file dialog did not take %s", qPrintable(choose));
                dialog->reject();
            }
            return;
        }
        if (ticks < 30)
            return;
        seen.opened = true;
        ticks = 0;
        seen.directory = QDir(dialog->directory()).absolutePath();
        auto* edit = dialog->findChild<QLineEdit*>(QStringLiteral("fileNameEdit"));
        if (edit)
            seen.nameField = edit->text();
        if (choose.isEmpty() || !edit) {
            dialog->reject();
        } else {
            edit->setText(choose);
            static_cast<QDialog*>(dialog)->accept();  // QFileDialog::accept() checks the choice
        }
    });
    poll.start();
    trigger();
    poll.stop();
    return seen;
}

QString canonical(const QString& dir)
{
    return QDir(dir).canonicalPath();
}

void click(QWidget* parent, const char* button)
{
    auto* b = parent->findChild<QPushButton*>(QString::fromLatin1(button));
    if (!b)
        qFatal("no button %s", button);
    QVERIFY(b->isEnabled());
    b->click();
}

}  // namespace

class TestFileFolders : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(home_.isValid());
        // A home of our own, so Documents can be made to exist or not.
        qputenv("HOME", QFile::encodeName(home_.path()));
        qputenv("XDG_CONFIG_HOME", QFile::encodeName(home_.filePath(QStringLiteral(".config"))));
        QSettings(QStringLiteral("PuzzleLab"), QStringLiteral("PuzzleLab")).clear();
    }
    void cleanupTestCase()
    {
        QSettings(QStringLiteral("PuzzleLab"), QStringLiteral("PuzzleLab")).clear();
    }

    void startFolderFallsBackToAFolderThatExists()
    {
        QDir(home_.path()).rmdir(QStringLiteral("Documents"));
        const QString home = canonical(home_.path());
        for (const FileKind kind : {FileKind::Solution, FileKind::JudgeInput,
                                    FileKind::JudgeAnswers, FileKind::Comparison}) {
            QCOMPARE(canonical(FileFolders::startFolder(kind)), home);
            const QString path = FileFolders::startPath(kind, QStringLiteral("x.txt"));
            QCOMPARE(QFileInfo(path).fileName(), QStringLiteral("x.txt"));
            QCOMPARE(canonical(QFileInfo(path).absolutePath()), home);
        }
        QVERIFY(QDir(home_.path()).mkdir(QStringLiteral("Documents")));
        const QString documents = canonical(home_.filePath(QStringLiteral("Documents")));
        QCOMPARE(canonical(FileFolders::startFolder(FileKind::Solution)), documents);

        // A file chosen somewhere moves that kind's start there, and only that kind's.
        QVERIFY(QDir(home_.path()).mkpath(QStringLiteral("somewhere/deep")));
        const QString deep = home_.filePath(QStringLiteral("somewhere/deep"));
        FileFolders::remember(FileKind::JudgeAnswers, deep + QStringLiteral("/a.txt"));
        QCOMPARE(canonical(FileFolders::startFolder(FileKind::JudgeAnswers)), canonical(deep));
        QCOMPARE(canonical(FileFolders::startFolder(FileKind::Solution)), documents);
        // A remembered folder that has gone: back to one that exists.
        QVERIFY(QDir(deep).removeRecursively());
        QCOMPARE(canonical(FileFolders::startFolder(FileKind::JudgeAnswers)), documents);
        QSettings(QStringLiteral("PuzzleLab"), QStringLiteral("PuzzleLab")).clear();
    }

    void solutionDialogsShareAndRememberTheirFolder()
    {
        QSettings(QStringLiteral("PuzzleLab"), QStringLiteral("PuzzleLab")).clear();
        QDir(home_.path()).rmdir(QStringLiteral("Documents"));
        const QString home = canonical(home_.path());
        QVERIFY(QDir(home_.path()).mkpath(QStringLiteral("exports")));
        const QString exports = home_.filePath(QStringLiteral("exports"));
        {
            MainWindow w;
            w.show();
            QVERIFY(QTest::qWaitForWindowExposed(&w));
            w.selectPuzzle(test::keyOf(PuzzleKind::Clocks));
            QVERIFY(w.setPositionText(QStringLiteral("9 9 12 6 6 6 6 3 6")).isEmpty());
            w.solve();
            QTRY_VERIFY_WITH_TIMEOUT(!w.isSolving(test::keyOf(PuzzleKind::Clocks)), 30000);
            QVERIFY(w.moveModel(test::keyOf(PuzzleKind::Clocks))->hasSolution());

            // No Documents folder: Export opens in the home folder, with only the
            // file's name in the name field.
            Seen seen = answerFileDialog([&] { action(w, "actionExport")->trigger(); });
            QVERIFY(seen.opened);
            QCOMPARE(canonical(seen.directory), home);
            QCOMPARE(seen.nameField, QStringLiteral("clocks-solution.txt"));

            seen = answerFileDialog([&] { action(w, "actionExport")->trigger(); },
                                    QDir(exports).filePath(QStringLiteral("one.txt")));
            QVERIFY(QFileInfo::exists(QDir(exports).filePath(QStringLiteral("one.txt"))));
            // Open starts where Export saved.
            seen = answerFileDialog([&] { action(w, "actionOpen")->trigger(); });
            QCOMPARE(canonical(seen.directory), canonical(exports));
            QVERIFY2(!seen.nameField.contains(QLatin1Char('/')), qPrintable(seen.nameField));
        }
        // Another window (another run of the program) still knows it.
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        Seen seen = answerFileDialog([&] { action(w, "actionOpen")->trigger(); },
                                     QDir(exports).filePath(QStringLiteral("one.txt")));
        QCOMPARE(canonical(seen.directory), canonical(exports));
        QVERIFY(w.moveModel(test::keyOf(PuzzleKind::Clocks))->hasSolution());
        seen = answerFileDialog([&] { action(w, "actionExport")->trigger(); });
        QCOMPARE(canonical(seen.directory), canonical(exports));
        QCOMPARE(seen.nameField, QStringLiteral("clocks-solution.txt"));
        // A judge input is another kind of file: its dialog is not sent to the exports.
        seen = answerFileDialog([&] { action(w, "actionJudgeFile")->trigger(); });
        QVERIFY(seen.opened);
        QCOMPARE(canonical(seen.directory), home);
    }

    void judgeInputsAndAnswersHaveTheirOwnFolders()
    {
        QSettings(QStringLiteral("PuzzleLab"), QStringLiteral("PuzzleLab")).clear();
        QVERIFY(QDir(home_.path()).mkpath(QStringLiteral("Documents")));
        const QString documents = canonical(home_.filePath(QStringLiteral("Documents")));
        QVERIFY(QDir(home_.path()).mkpath(QStringLiteral("judge")));
        QVERIFY(QDir(home_.path()).mkpath(QStringLiteral("answers")));
        const QString judge = home_.filePath(QStringLiteral("judge"));
        const QString answers = home_.filePath(QStringLiteral("answers"));
        const QString input = QDir(judge).filePath(QStringLiteral("input1.txt"));
        QFile::remove(input);
        QVERIFY(QFile::copy(
            QStringLiteral(PL_TEST_DATA_DIR "/judge-data/clocks/usaco_training_tests/input1.txt"),
            input));

        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.selectPuzzle(test::keyOf(PuzzleKind::Clocks));
        Seen seen = answerFileDialog([&] { action(w, "actionJudgeFile")->trigger(); }, input);
        QCOMPARE(canonical(seen.directory), documents);
        auto* batch = w.findChild<BatchDialog*>();
        QVERIFY(batch);
        QCOMPARE(batch->caseCount(), 1);

        // The dialog's own Open starts where the input was chosen.
        seen = answerFileDialog([&] { click(batch, "openButton"); });
        QCOMPARE(canonical(seen.directory), canonical(judge));

        QSignalSpy done(batch, &BatchDialog::batchFinished);
        batch->start();
        QVERIFY(done.wait(60000));
        // No answers saved yet: beside the input, under the judge's name for them.
        seen = answerFileDialog([&] { click(batch, "saveButton"); },
                                QDir(answers).filePath(QStringLiteral("output1.txt")));
        QCOMPARE(canonical(seen.directory), canonical(judge));
        QCOMPARE(seen.nameField, QStringLiteral("output1.txt"));
        QVERIFY(QFileInfo::exists(QDir(answers).filePath(QStringLiteral("output1.txt"))));
        // Then where the answers went last.
        seen = answerFileDialog([&] { click(batch, "saveButton"); });
        QCOMPARE(canonical(seen.directory), canonical(answers));
        QCOMPARE(seen.nameField, QStringLiteral("output1.txt"));
        // And File > Solve Judge File starts where the last input was chosen.
        seen = answerFileDialog([&] { action(w, "actionJudgeFile")->trigger(); });
        QCOMPARE(canonical(seen.directory), canonical(judge));
    }

    void comparisonsHaveTheirOwnFolder()
    {
        QSettings(QStringLiteral("PuzzleLab"), QStringLiteral("PuzzleLab")).clear();
        QVERIFY(QDir(home_.path()).mkpath(QStringLiteral("Documents")));
        const QString documents = canonical(home_.filePath(QStringLiteral("Documents")));
        QVERIFY(QDir(home_.path()).mkpath(QStringLiteral("compare")));
        const QString compare = home_.filePath(QStringLiteral("compare"));
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.selectPuzzle(test::keyOf(PuzzleKind::Clocks));
        QVERIFY(w.setPositionText(QStringLiteral("9 9 12 6 6 6 6 3 6")).isEmpty());
        CompareDialog* dialog = w.openCompare();
        QVERIFY(dialog);
        QSignalSpy finished(dialog, &CompareDialog::allFinished);
        QVERIFY(finished.wait(60000) || !dialog->running());
        Seen seen = answerFileDialog([&] { click(dialog, "exportButton"); },
                                     QDir(compare).filePath(QStringLiteral("c.txt")));
        QCOMPARE(canonical(seen.directory), documents);
        QCOMPARE(seen.nameField, QStringLiteral("clocks-engines.txt"));
        QVERIFY(QFileInfo::exists(QDir(compare).filePath(QStringLiteral("c.txt"))));
        seen = answerFileDialog([&] { click(dialog, "exportButton"); });
        QCOMPARE(canonical(seen.directory), canonical(compare));
        QCOMPARE(seen.nameField, QStringLiteral("clocks-engines.txt"));
    }

private:
    QTemporaryDir home_;
};

QTEST_MAIN(TestFileFolders)
#include "tst_file_folders.moc"
