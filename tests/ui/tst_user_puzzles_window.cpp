// The window's library (issue 13): every puzzle of the library listed, a definition
// written by the test opened, solved, exported and reopened; a bad definition shows its
// problems and changes nothing; a file of the user's folder that changes is reloaded;
// New Puzzle from Template; Help > Rules; a dropped definition file.
#include <algorithm>

#include <QAbstractButton>
#include <QAction>
#include <QDir>
#include <QFile>
#include <QListView>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QPushButton>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>

#include "core/registry.h"
#include "models/library_model.h"
#include "models/move_list_model.h"
#include "models/puzzle_document.h"
#include "models/puzzle_library.h"
#include "ui/definition_board.h"
#include "ui/definition_problems_dialog.h"
#include "ui/library_panel.h"
#include "ui/mainwindow.h"
#include "ui/rules_dialog.h"

using namespace pl;

namespace {

// A 2x2 Lights Out: pressing a cell toggles it and its two neighbours.
QByteArray tinyDefinition(const QString& key, const QString& name)
{
    return QStringLiteral(R"({
  "puzzlelab": 1,
  "key": "%1",
  "name": "%2",
  "description": "Four lights, each press toggles a row and a column.",
  "rules": "Press a light to toggle it and its two neighbours; turn every light off.",
  "kind": "dial",
  "modulus": 2,
  "cells": [
    {"id": "a", "x": 0, "y": 0}, {"id": "b", "x": 1, "y": 0},
    {"id": "c", "x": 0, "y": 1}, {"id": "d", "x": 1, "y": 1}
  ],
  "moves": [
    {"name": "a", "add": ["a", "b", "c"]},
    {"name": "b", "add": ["a", "b", "d"]},
    {"name": "c", "add": ["a", "c", "d"]},
    {"name": "d", "add": ["b", "c", "d"]}
  ]
}
)")
        .arg(key, name)
        .toUtf8();
}

bool writeFile(const QString& path, const QByteArray& bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(bytes) == bytes.size();
}

QAction* action(const MainWindow& w, const char* name)
{
    return w.findChild<QAction*>(QLatin1String(name));
}

bool waitForSolve(MainWindow& w, const QString& key, int timeoutMs = 30000)
{
    QElapsedTimer clock;
    clock.start();
    while (w.isSolving(key) && clock.elapsed() < timeoutMs)
        QTest::qWait(5);
    return !w.isSolving(key);
}

QStringList listedKeys(const MainWindow& w)
{
    QStringList keys;
    const QAbstractItemModel* m = w.libraryPanel()->listView()->model();
    for (int r = 0; r < m->rowCount(); ++r)
        keys << m->index(r, 0).data(LibraryModel::KeyRole).toString();
    return keys;
}

QString listedName(const MainWindow& w, const QString& key)
{
    const QAbstractItemModel* m = w.libraryPanel()->listView()->model();
    for (int r = 0; r < m->rowCount(); ++r)
        if (m->index(r, 0).data(LibraryModel::KeyRole).toString() == key)
            return m->index(r, 0).data().toString();
    return {};
}

}  // namespace

class TestUserPuzzlesWindow : public QObject {
    Q_OBJECT

    QTemporaryDir home_;
    QString folder_;

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(home_.isValid());
        // Nothing may reach the real home: the library's folder is a temporary one.
        qputenv("XDG_DATA_HOME", home_.filePath(QStringLiteral("data")).toUtf8());
    }

    void init()
    {
        folder_ = home_.filePath(
            QStringLiteral("puzzles-%1").arg(QLatin1String(QTest::currentTestFunction())));
        QVERIFY(QDir().mkpath(folder_));
    }

    void listsEveryPuzzleOfTheLibrary()
    {
        PuzzleLibrary library(folder_);
        MainWindow w;
        w.setLibrary(&library);
        const QStringList keys = listedKeys(w);
        const auto bundled = Registry::bundled().entries();
        QCOMPARE(keys.size(), int(bundled.size()));
        for (const auto& e : bundled)
            QVERIFY2(keys.contains(QString::fromStdString(e->key())), e->key().c_str());
        // The contest puzzles keep their translated names and their own boards.
        QCOMPARE(listedName(w, QStringLiteral("clocks")), QStringLiteral("The Clocks"));
        QVERIFY(w.selectPuzzle(QStringLiteral("lights-out-3")));
        QCOMPARE(w.currentKey(), QStringLiteral("lights-out-3"));
        QVERIFY(qobject_cast<DefinitionBoard*>(w.board(QStringLiteral("lights-out-3"))));
        QVERIFY(!qobject_cast<DefinitionBoard*>(w.board(QStringLiteral("clocks"))));
        QCOMPARE(w.libraryPanel()->currentKey(), QStringLiteral("lights-out-3"));
    }

    void opensSolvesExportsAndReopensADefinition()
    {
        QTemporaryDir elsewhere;
        const QString file = elsewhere.filePath(QStringLiteral("tiny.puzzle.json"));
        const QByteArray text =
            tinyDefinition(QStringLiteral("tiny-lights"), QStringLiteral("Tiny Lights"));
        QVERIFY(writeFile(file, text));

        PuzzleLibrary library(folder_);
        MainWindow w;
        w.setLibrary(&library);
        QCOMPARE(w.openDefinitionFrom(file), QString());
        const QString key = QStringLiteral("tiny-lights");
        QCOMPARE(w.currentKey(), key);
        QVERIFY(listedKeys(w).contains(key));
        QCOMPARE(listedName(w, key), QStringLiteral("Tiny Lights"));
        // Opened from elsewhere: it may be copied into the folder.
        QVERIFY(action(w, "actionCopyToMyPuzzles")->isEnabled());

        // A position one press from the goal... and a press more: "b" then "c".
        PuzzleDocument* doc = w.document(key);
        const Puzzle& p = doc->puzzle();
        Position start = p.apply(p.apply(p.initial(), 1), 2);
        w.loadPosition(key, start, QStringLiteral("Set up"));
        QCOMPARE(doc->position(), start);
        QVERIFY(w.setEngine(QStringLiteral("bfs")));
        w.solve();
        QVERIFY(waitForSolve(w, key));
        MoveListModel* moves = w.moveModel(key);
        QVERIFY(moves->hasSolution());
        QCOMPARE(moves->moveCount(), 2);
        QVERIFY(p.isGoal(moves->endPosition()));

        const QString exported = elsewhere.filePath(QStringLiteral("tiny.solution.txt"));
        QCOMPARE(w.exportSolutionTo(exported), QString());
        QFile f(exported);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString saved = QString::fromUtf8(f.readAll());
        QVERIFY2(saved.contains(QStringLiteral("puzzle: tiny-lights")), qPrintable(saved));
        const auto entry = library.find(key);
        QVERIFY(entry);
        QVERIFY2(saved.contains(
                     QStringLiteral("definition: %1").arg(QString::fromStdString(entry->sha256))),
                 qPrintable(saved));

        // Change the position, then reopen the file: its start and moves come back.
        w.loadPosition(key, p.initial(), QStringLiteral("Clear"));
        QCOMPARE(doc->position(), p.initial());
        QCOMPARE(w.openSolutionFrom(exported), QString());
        QCOMPARE(w.currentKey(), key);
        QCOMPARE(doc->position(), start);
        QVERIFY(w.moveModel(key)->hasSolution());
        QCOMPARE(w.moveModel(key)->moveCount(), 2);
    }

    // Issue 21: another solver's file (a twsearch .tws) is opened, drawn as a schematic of
    // its orbits (a cell per slot's piece and per slot's twist), solved, exported as a
    // PuzzleLab definition (File > Export as PuzzleLab Definition) and reopened: the same
    // moves, the same answer.
    void opensSolvesExportsAndReopensATwsFile()
    {
        QTemporaryDir elsewhere;
        const QString file = elsewhere.filePath(QStringLiteral("cube2.tws"));
        QVERIFY(QFile::copy(QStringLiteral(PL_TEST_DATA_DIR "/imported/cube2-fixed.tws"), file));
        PuzzleLibrary library(folder_);
        MainWindow w;
        w.setLibrary(&library);
        QCOMPARE(w.openDefinitionFrom(file), QString());
        const QString key = QStringLiteral("cube2");
        QCOMPARE(w.currentKey(), key);
        auto* board = qobject_cast<DefinitionBoard*>(w.board(key));
        QVERIFY(board);
        PuzzleDocument* doc = w.document(key);
        const Puzzle& p = doc->puzzle();
        // Seven corners, each a slot with its piece and its twist.
        QCOMPARE(p.initial().cells.size(), std::size_t{14});
        QVERIFY(action(w, "actionExportDefinition")->isEnabled());

        // Three moves from solved: R, U, F2.
        const auto& names = p.moveNames();
        const auto index = [&](const char* name) {
            return static_cast<int>(std::find(names.begin(), names.end(), std::string(name)) -
                                    names.begin());
        };
        const Position start =
            p.apply(p.apply(p.apply(p.initial(), index("R")), index("U")), index("F2"));
        w.loadPosition(key, start, QStringLiteral("Set up"));
        w.solve();
        QVERIFY(waitForSolve(w, key));
        MoveListModel* moves = w.moveModel(key);
        QVERIFY(moves->hasSolution());
        QCOMPARE(moves->moveCount(), 3);
        QVERIFY(p.isGoal(moves->endPosition()));
        std::vector<std::string> answer;
        for (int m : moves->moves())
            answer.push_back(names[static_cast<std::size_t>(m)]);
        QCOMPARE(answer, (std::vector<std::string>{"F2", "U'", "R'"}));

        // Exported as format 1, reopened under its own name: stickers with pieces (a cell
        // per sticker), the same moves in the same order, the same answer.
        const QString exported = elsewhere.filePath(QStringLiteral("cube2-copy.puzzle.json"));
        QCOMPARE(w.exportDefinitionTo(exported), QString());
        QFile f(exported);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QByteArray text = f.readAll();
        QVERIFY(text.contains("\"piece\""));
        text.replace("\"key\": \"cube2\"", "\"key\": \"cube2-copy\"");
        f.close();
        QVERIFY(writeFile(exported, text));
        QCOMPARE(w.openDefinitionFrom(exported), QString());
        const QString copyKey = QStringLiteral("cube2-copy");
        QCOMPARE(w.currentKey(), copyKey);
        PuzzleDocument* copy = w.document(copyKey);
        const Puzzle& q = copy->puzzle();
        QCOMPARE(q.moveNames(), names);
        QCOMPARE(q.initial().cells.size(), std::size_t{21});
        Position from = q.initial();
        for (const char* name : {"R", "U", "F2"})
            from = q.apply(from, index(name));
        w.loadPosition(copyKey, from, QStringLiteral("Set up"));
        w.solve();
        QVERIFY(waitForSolve(w, copyKey));
        std::vector<std::string> again;
        for (int m : w.moveModel(copyKey)->moves())
            again.push_back(names[static_cast<std::size_t>(m)]);
        QCOMPARE(again, answer);

        // A file that cannot be written: a sentence, and nothing written.
        const QString blocked = elsewhere.filePath(QStringLiteral("no/such/folder/x.puzzle.json"));
        QVERIFY(!w.exportDefinitionTo(blocked).isEmpty());
        QVERIFY(!QFile::exists(blocked));
    }

    void aBadDefinitionChangesNothing()
    {
        QTemporaryDir elsewhere;
        const QString file = elsewhere.filePath(QStringLiteral("bad.puzzle.json"));
        QByteArray text = tinyDefinition(QStringLiteral("bad-one"), QStringLiteral("Bad"));
        text.replace("\"modulus\": 2", "\"modulos\": 2");
        QVERIFY(writeFile(file, text));

        PuzzleLibrary library(folder_);
        MainWindow w;
        w.setLibrary(&library);
        QVERIFY(w.selectPuzzle(QStringLiteral("eight-puzzle")));
        const QStringList before = listedKeys(w);
        const QString error = w.openDefinitionFrom(file);
        QVERIFY(!error.isEmpty());
        // Where: the reader names the line and column of the unknown key.
        QVERIFY2(error.contains(QStringLiteral("line 8")), qPrintable(error));
        QCOMPARE(listedKeys(w), before);
        QCOMPARE(w.currentKey(), QStringLiteral("eight-puzzle"));
        QVERIFY(!library.find(QStringLiteral("bad-one")));
        QTRY_VERIFY(w.findChild<DefinitionProblemsDialog*>());
        QVERIFY(w.findChild<DefinitionProblemsDialog*>()->shownText().contains(
            QStringLiteral("bad.puzzle.json")));
    }

    void aChangedFileOfTheFolderIsReloaded()
    {
        PuzzleLibrary library(folder_);
        library.setRescanDelay(50);
        MainWindow w;
        w.setLibrary(&library);
        const QString key = QStringLiteral("my-lights");
        const QString file = QDir(folder_).filePath(QStringLiteral("my-lights.puzzle.json"));
        QVERIFY(writeFile(file, tinyDefinition(key, QStringLiteral("My Lights"))));
        QTRY_VERIFY_WITH_TIMEOUT(listedKeys(w).contains(key), 10000);
        QVERIFY(w.selectPuzzle(key));
        QCOMPARE(w.currentPuzzle().title(), std::string("My Lights"));
        // A file of the folder is not offered for copying into it.
        QVERIFY(!action(w, "actionCopyToMyPuzzles")->isEnabled());

        QTest::qWait(1100);  // a new modification time on file systems that count seconds
        QVERIFY(writeFile(file, tinyDefinition(key, QStringLiteral("My Lights, renamed"))));
        QTRY_COMPARE_WITH_TIMEOUT(listedName(w, key), QStringLiteral("My Lights, renamed"), 10000);
        QCOMPARE(w.currentKey(), key);
        QCOMPARE(w.currentPuzzle().title(), std::string("My Lights, renamed"));

        QVERIFY(QFile::remove(file));
        QTRY_VERIFY_WITH_TIMEOUT(!listedKeys(w).contains(key), 10000);
        QVERIFY(w.currentKey() != key);
    }

    // Issue 23, point 9: a broken save of the puzzle shown keeps the window on it, with
    // its position; the problems dialog says the puzzle stays as it last read.
    void aBrokenSaveKeepsThePuzzleAndItsSession()
    {
        PuzzleLibrary library(folder_);
        library.setRescanDelay(50);
        MainWindow w;
        w.setLibrary(&library);
        const QString key = QStringLiteral("my-lights");
        const QString file = QDir(folder_).filePath(QStringLiteral("my-lights.puzzle.json"));
        const QByteArray good = tinyDefinition(key, QStringLiteral("My Lights"));
        QVERIFY(writeFile(file, good));
        QTRY_VERIFY_WITH_TIMEOUT(listedKeys(w).contains(key), 10000);
        QVERIFY(w.selectPuzzle(key));
        w.resize(1000, 700);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QTest::mouseClick(w.board(key), Qt::LeftButton, {},
                          w.board(key)->moveButtonRect(0).center());
        const Position played = w.document(key)->position();
        QVERIFY(played != w.currentPuzzle().initial());

        QTest::qWait(1100);  // a new modification time on file systems that count seconds
        QByteArray broken = good;
        broken.replace("\"modulus\": 2", "\"modulos\": 2");
        QVERIFY(broken != good);
        QVERIFY(writeFile(file, broken));
        QTRY_VERIFY_WITH_TIMEOUT(w.findChild<DefinitionProblemsDialog*>(), 10000);
        const QString said = w.findChild<DefinitionProblemsDialog*>()->shownText();
        QVERIFY2(said.contains(QStringLiteral("stays in the library")), qPrintable(said));
        QVERIFY(listedKeys(w).contains(key));
        QCOMPARE(w.currentKey(), key);
        QCOMPARE(w.document(key)->position(), played);
    }

    // Issue 23, point 10: Copy to My Puzzles asks before it replaces a different file
    // of the folder; "No" leaves the file, "Yes" writes the puzzle shown.
    void copyAsksBeforeReplacingAFile()
    {
        PuzzleLibrary library(folder_);
        library.setRescanDelay(50);
        MainWindow w;
        w.setLibrary(&library);
        // The folder's tiny.puzzle.json holds another puzzle; the one opened from
        // elsewhere has the same file name.
        const QString mine = QDir(folder_).filePath(QStringLiteral("tiny.puzzle.json"));
        const QByteArray other =
            tinyDefinition(QStringLiteral("other-lights"), QStringLiteral("Other"));
        QVERIFY(writeFile(mine, other));
        QTemporaryDir elsewhere;
        const QString file = elsewhere.filePath(QStringLiteral("tiny.puzzle.json"));
        const QByteArray tiny =
            tinyDefinition(QStringLiteral("tiny-lights"), QStringLiteral("Tiny"));
        QVERIFY(writeFile(file, tiny));
        QCOMPARE(w.openDefinitionFrom(file), QString());
        QCOMPARE(w.currentKey(), QStringLiteral("tiny-lights"));

        const auto answer = [&](QMessageBox::StandardButton button) {
            QMessageBox* box = nullptr;
            QTRY_VERIFY_WITH_TIMEOUT(
                (box = w.findChild<QMessageBox*>(QStringLiteral("replaceQuestion"))) != nullptr,
                10000);
            QVERIFY2(box->text().contains(QStringLiteral("tiny.puzzle.json")),
                     qPrintable(box->text()));
            QVERIFY(box->defaultButton() == box->button(QMessageBox::No));
            box->button(button)->click();
        };
        const auto contents = [&] {
            QFile f(mine);
            return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
        };
        action(w, "actionCopyToMyPuzzles")->trigger();
        answer(QMessageBox::No);
        QTRY_VERIFY_WITH_TIMEOUT(
            w.statusBar()->currentMessage().contains(QStringLiteral("Not copied")), 10000);
        QCOMPARE(contents(), other);

        action(w, "actionCopyToMyPuzzles")->trigger();
        answer(QMessageBox::Yes);
        QTRY_COMPARE_WITH_TIMEOUT(contents(), tiny, 10000);
        QTRY_COMPARE_WITH_TIMEOUT(library.origin("tiny-lights"), PuzzleLibrary::Origin::UserFolder,
                                  10000);
    }

    // Issue 23, point 10: opening a definition whose key one of My Puzzles has shows
    // the opened one, and says that the person's own stays as it is.
    void openingOverMyPuzzleSaysSo()
    {
        const QString mine = QDir(folder_).filePath(QStringLiteral("mine.puzzle.json"));
        const QByteArray own = tinyDefinition(QStringLiteral("my-lights"), QStringLiteral("Mine"));
        QVERIFY(writeFile(mine, own));
        PuzzleLibrary library(folder_);
        MainWindow w;
        w.setLibrary(&library);
        QVERIFY(listedKeys(w).contains(QStringLiteral("my-lights")));
        QTemporaryDir elsewhere;
        const QString file = elsewhere.filePath(QStringLiteral("theirs.puzzle.json"));
        QVERIFY(
            writeFile(file, tinyDefinition(QStringLiteral("my-lights"), QStringLiteral("Theirs"))));
        QCOMPARE(w.openDefinitionFrom(file), QString());
        QCOMPARE(w.currentPuzzle().title(), std::string("Theirs"));
        const QString said = w.statusBar()->currentMessage();
        QVERIFY2(said.contains(QStringLiteral("instead of your puzzle")) &&
                     said.contains(QStringLiteral("mine.puzzle.json")),
                 qPrintable(said));
        QFile f(mine);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), own);
    }

    void newPuzzleFromTemplateIsWrittenAndShown()
    {
        PuzzleLibrary library(folder_);
        MainWindow w;
        w.setLibrary(&library);
        QCOMPARE(w.newPuzzleFromTemplate(), QString());
        const QStringList files =
            QDir(folder_).entryList({QStringLiteral("*.puzzle.json")}, QDir::Files);
        QCOMPARE(files.size(), 1);
        // Written here, read on the library's worker, shown when read.
        QTRY_VERIFY_WITH_TIMEOUT(
            library.origin(w.currentKey().toStdString()) == PuzzleLibrary::Origin::UserFolder,
            10000);
        const auto entry = library.find(w.currentKey());
        QVERIFY(entry);
        QCOMPARE(library.origin(entry->key()), PuzzleLibrary::Origin::UserFolder);
        QVERIFY(qobject_cast<DefinitionBoard*>(w.board(w.currentKey())));
        // Solvable as it is written: Solve gives a solution that reaches the goal.
        QVERIFY(w.setEngine(QStringLiteral("bfs")));
        w.solve();
        QVERIFY(waitForSolve(w, w.currentKey()));
        QVERIFY(w.currentPuzzle().isGoal(w.moveModel(w.currentKey())->endPosition()));
    }

    void f1ShowsTheRulesOfThePuzzleShown()
    {
        PuzzleLibrary library(folder_);
        MainWindow w;
        w.setLibrary(&library);
        QVERIFY(w.selectPuzzle(QStringLiteral("lights-out-3")));
        QAction* rules = action(w, "actionRules");
        QVERIFY(rules);
        QCOMPARE(rules->shortcut(), QKeySequence(QKeySequence::HelpContents));
        rules->trigger();
        auto* dialog = w.findChild<RulesDialog*>();
        QVERIFY(dialog);
        QVERIFY(dialog->isVisible());
        const auto entry = Registry::bundled().find("lights-out-3");
        QVERIFY(dialog->plainText().contains(QString::fromStdString(entry->def().name)));
        QVERIFY(w.selectPuzzle(QStringLiteral("eight-puzzle")));
        QCOMPARE(dialog->entry()->key(), std::string("eight-puzzle"));
    }

    // A board drawn from its definition plays a move on a click; Edit Position makes the
    // click an edit of that one cell, undone as one step.
    void editPositionMakesAClickAnEdit()
    {
        PuzzleLibrary library(folder_);
        MainWindow w;
        w.setLibrary(&library);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const QString key = QStringLiteral("lights-out-3");
        QVERIFY(w.selectPuzzle(key));
        auto* board = qobject_cast<DefinitionBoard*>(w.board(key));
        QVERIFY(board);
        QAction* edit = action(w, "actionEditPosition");
        QVERIFY(edit && edit->isEnabled() && !edit->isChecked());
        PuzzleDocument* doc = w.document(key);
        const Position before = doc->position();
        const auto changed = [&](const Position& a, const Position& b) {
            int n = 0;
            for (std::size_t i = 0; i < a.cells.size(); ++i)
                n += a.cells[i] != b.cells[i];
            return n;
        };
        // Play: the centre press toggles five lights.
        QTest::mouseClick(board, Qt::LeftButton, {}, board->cellRect(4).center());
        QTRY_COMPARE(changed(before, doc->position()), 5);
        edit->trigger();
        QVERIFY(edit->isChecked());
        QCOMPARE(board->mode(), DefinitionBoard::Mode::Edit);
        const Position played = doc->position();
        const int steps = doc->undoStack()->count();
        QTest::mouseClick(board, Qt::LeftButton, {}, board->cellRect(4).center());
        QTRY_COMPARE(changed(played, doc->position()), 1);
        QCOMPARE(doc->undoStack()->count(), steps + 1);
        doc->undoStack()->undo();
        QCOMPARE(doc->position(), played);
        // The contest boards have no such mode: the action is off there.
        QVERIFY(w.selectPuzzle(QStringLiteral("clocks")));
        QVERIFY(!edit->isEnabled());
        QVERIFY(w.selectPuzzle(key));
        QVERIFY(edit->isEnabled() && edit->isChecked());
    }

    // Edit > Edit Tool, for tiles: cycling a ball's colour breaks the rearrangement, and
    // the window says why Solve is unavailable; painting a label the same.
    void editToolsForTiles()
    {
        PuzzleLibrary library(folder_);
        MainWindow w;
        w.setLibrary(&library);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const QString key = QStringLiteral("hungarian-rings");
        QVERIFY(w.selectPuzzle(key));
        auto* menu = w.findChild<QMenu*>(QStringLiteral("menuEditTool"));
        QVERIFY(menu);
        QVERIFY(!menu->isEnabled());  // not in Edit Position yet
        action(w, "actionEditPosition")->trigger();
        QVERIFY(menu->isEnabled());
        emit menu->aboutToShow();
        QAction* cycle = w.findChild<QAction*>(QStringLiteral("actionToolCycle"));
        QVERIFY(cycle);
        cycle->trigger();
        auto* board = qobject_cast<DefinitionBoard*>(w.board(key));
        QCOMPARE(board->editTool(), DefinitionBoard::EditTool::Cycle);
        PuzzleDocument* doc = w.document(key);
        QVERIFY(doc->canSolve());
        const Position before = doc->position();
        QTest::mouseClick(board, Qt::LeftButton, {}, board->cellRect(0).center());
        QTRY_VERIFY(doc->position() != before);
        QVERIFY(!doc->canSolve());
        QVERIFY(!doc->validationMessage().isEmpty());
        QVERIFY(!action(w, "actionSolve")->isEnabled());
        doc->undoStack()->undo();
        QVERIFY(doc->canSolve());
        // Paint: every label is offered, and painting sets the cell to it.
        emit menu->aboutToShow();
        const int label = board->rules().def().labels.back();
        QAction* paint = w.findChild<QAction*>(QStringLiteral("actionToolPaint%1").arg(label));
        QVERIFY(paint);
        paint->trigger();
        QCOMPARE(board->editTool(), DefinitionBoard::EditTool::Paint);
        QCOMPARE(board->paintLabel(), label);
        int cell = 0;
        while (doc->position().cells[std::size_t(cell)] == label)
            ++cell;
        QTest::mouseClick(board, Qt::LeftButton, {}, board->cellRect(cell).center());
        QTRY_COMPARE(int(doc->position().cells[std::size_t(cell)]), label);
    }

    void aDroppedDefinitionFileIsOpened()
    {
        QTemporaryDir elsewhere;
        const QString file = elsewhere.filePath(QStringLiteral("dropped.puzzle.json"));
        QVERIFY(
            writeFile(file, tinyDefinition(QStringLiteral("dropped"), QStringLiteral("Dropped"))));
        PuzzleLibrary library(folder_);
        MainWindow w;
        w.setLibrary(&library);
        QMimeData data;
        data.setUrls({QUrl::fromLocalFile(file)});
        QCOMPARE(w.dropData(&data), QString());
        // Read on the library's worker, shown when read.
        QTRY_COMPARE(w.currentKey(), QStringLiteral("dropped"));
    }
};

QTEST_MAIN(TestUserPuzzlesWindow)
#include "tst_user_puzzles_window.moc"
