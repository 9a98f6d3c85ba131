// The window with the library's puzzles (issue 13): a puzzle the window has no code of
// its own for is shown on its DefinitionBoard, played by clicks, undone, solved with
// its default engine, played back to the goal, exported and reopened.
#include <QAbstractButton>
#include <QAbstractItemModel>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QFile>
#include <QImage>
#include <QKeyEvent>
#include <QKeySequence>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPixmap>
#include <QSignalSpy>
#include <QStandardItemModel>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include "core/case_reader.h"
#include "core/definition_puzzle.h"
#include "core/registry.h"
#include "models/library_model.h"
#include "models/move_list_model.h"
#include "models/move_words.h"
#include "models/play_session.h"
#include "models/puzzle_document.h"
#include "models/puzzle_names.h"
#include "ui/batch_dialog.h"
#include "ui/board_skins.h"
#include "ui/board_widget.h"
#include "ui/clocks_board.h"
#include "ui/compare_dialog.h"
#include "ui/definition_board.h"
#include "ui/library_panel.h"
#include "ui/mainwindow.h"
#include "ui/play_panel.h"
#include "ui/playback_controller.h"
#include "ui/solution_panel.h"
#include "ui/state_space_chart.h"
#include "ui/state_space_dialog.h"

using namespace pl;

namespace {

const QString kLightsOut = QStringLiteral("lights-out-3");
const QString kEight = QStringLiteral("eight-puzzle");

QAction* action(const MainWindow& w, const char* name)
{
    auto* a = w.findChild<QAction*>(QString::fromLatin1(name));
    if (!a)
        qFatal("no action %s", name);
    return a;
}

// A shown window of every bundled puzzle.
struct LibraryWindow {
    MainWindow w;
    LibraryWindow()
    {
        w.setEntries(Registry::bundled().entries());
        w.resize(1180, 760);
        w.show();
        if (!QTest::qWaitForWindowExposed(&w))
            qFatal("window not exposed");
    }
};

// Solves the shown puzzle; the outcome, or Failed when nothing came back in time.
Outcome solveShown(MainWindow& w)
{
    QSignalSpy finished(&w, &MainWindow::solveFinished);
    w.solve();
    if (finished.isEmpty() && !finished.wait(60000))
        return Outcome::Failed;
    if (finished.first().at(0).toString() != w.currentKey())
        return Outcome::Failed;
    return finished.first().at(1).value<Outcome>();
}

// Asks for a hint in Play by Hand and waits for it: the hinted move, or -1.
int hintNow(MainWindow& w)
{
    QSignalSpy shown(&w, &MainWindow::hintShown);
    const int move = w.showHint();
    if (move >= 0)
        return move;
    if (shown.isEmpty() && !shown.wait(20000))
        return -1;
    return shown.last().at(1).toInt();
}

}  // namespace

class TestLibraryWindow : public QObject {
    Q_OBJECT
private slots:
    void listsEveryBundledPuzzle()
    {
        LibraryWindow lib;
        const auto entries = Registry::bundled().entries();
        QCOMPARE(lib.w.puzzles().size(), entries.size());
        QCOMPARE(lib.w.libraryPanel()->model()->rowCount(), int(entries.size()));
        for (const auto& entry : entries) {
            const QString key = QString::fromStdString(entry->key());
            QVERIFY2(lib.w.libraryPanel()->model()->rowOfKey(key) >= 0, qPrintable(key));
            QVERIFY2(lib.w.selectPuzzle(key), qPrintable(key));
            QCOMPARE(lib.w.currentKey(), key);
            QVERIFY(lib.w.board(key)->isVisible());
        }
        // The contest puzzles keep their own boards; the others are drawn from their
        // definition.
        QVERIFY(qobject_cast<ClocksBoard*>(lib.w.board(QStringLiteral("clocks"))));
        QVERIFY(qobject_cast<DefinitionBoard*>(lib.w.board(kLightsOut)));
        QVERIFY(qobject_cast<DefinitionBoard*>(lib.w.board(kEight)));
        QVERIFY(!lib.w.selectPuzzle(QStringLiteral("chess")));
    }

    void newEntriesKeepTheSessionsOfTheSameDefinitions()
    {
        LibraryWindow lib;
        MainWindow& w = lib.w;
        QVERIFY(w.selectPuzzle(kLightsOut));
        PuzzleDocument* doc = w.document(kLightsOut);
        const Puzzle* puzzle = &doc->puzzle();
        QVERIFY(doc->applyMove(0));
        const Position edited = doc->position();

        // The same definitions read again (new entries, the same bytes): nothing lost.
        w.setEntries(Registry::bundled().entries());
        QCOMPARE(w.currentKey(), kLightsOut);
        QCOMPARE(w.document(kLightsOut), doc);
        QCOMPARE(&doc->puzzle(), puzzle);
        QCOMPARE(doc->position(), edited);
        QCOMPARE(doc->undoStack()->count(), 1);

        // A list without it: its session goes, the first puzzle is shown.
        std::vector<std::shared_ptr<const PuzzleEntry>> fewer;
        const Registry bundled = Registry::bundled();
        for (const auto& entry : bundled.entries())
            if (entry->key() != kLightsOut.toStdString())
                fewer.push_back(entry);
        w.setEntries(fewer);
        QVERIFY(!w.puzzleOf(kLightsOut));
        QVERIFY(!w.document(kLightsOut));
        QVERIFY(!w.selectPuzzle(kLightsOut));
        QCOMPARE(w.currentKey(), QStringLiteral("clocks"));
        QCOMPARE(w.libraryPanel()->model()->rowOfKey(kLightsOut), -1);

        // Back again: a new session at the start.
        w.setEntries(Registry::bundled().entries());
        QVERIFY(w.selectPuzzle(kLightsOut));
        QCOMPARE(w.document(kLightsOut)->position(), w.puzzleOf(kLightsOut)->initial());
    }

    void lightsOutPlaysUndoesSolvesAndReopens()
    {
        LibraryWindow lib;
        MainWindow& w = lib.w;
        QVERIFY(w.selectPuzzle(kLightsOut));
        auto* board = qobject_cast<DefinitionBoard*>(w.board(kLightsOut));
        QVERIFY(board);
        PuzzleDocument* doc = w.document(kLightsOut);
        const Puzzle& p = doc->puzzle();
        QCOMPARE(p.key(), kLightsOut.toStdString());
        const Position start = doc->position();
        QCOMPARE(start, p.initial());

        // A click on a square plays its move, one undo step each.
        const std::vector<int> atCorner = board->movesForCell(0);
        const std::vector<int> atCentre = board->movesForCell(4);
        QCOMPARE(atCorner.size(), std::size_t(1));
        QCOMPARE(atCentre.size(), std::size_t(1));
        QTest::mouseClick(board, Qt::LeftButton, {}, board->cellRect(0).center());
        const Position one = p.apply(start, atCorner.front());
        QCOMPARE(doc->position(), one);
        QVERIFY(doc->lastStepIsMove());
        board->finishAnimation();
        QTest::mouseClick(board, Qt::LeftButton, {}, board->cellRect(4).center());
        QCOMPARE(doc->position(), p.apply(one, atCentre.front()));
        QCOMPARE(doc->undoStack()->count(), 2);

        // Every move has a key; on the focused board it plays the move, even where the
        // window has a shortcut of the same key.
        board->finishAnimation();
        board->setFocus();
        for (int m = 0; m < int(p.moveNames().size()); ++m) {
            const QString key = board->moveKey(m);
            QVERIFY2(!key.isEmpty(), p.moveNames()[std::size_t(m)].c_str());
            QKeyEvent press(QEvent::ShortcutOverride, QKeySequence(key)[0].key(), Qt::NoModifier,
                            key);
            QVERIFY(board->takesKey(press));
        }
        const Position beforeKey = doc->position();
        const int keyed = atCorner.front();
        QTest::keyClick(board, QKeySequence(board->moveKey(keyed))[0].key());
        QCOMPARE(doc->position(), p.apply(beforeKey, keyed));
        action(w, "actionUndo")->trigger();
        QCOMPARE(doc->position(), beforeKey);

        // Undo takes the last press back, on the board too.
        QVERIFY(action(w, "actionUndo")->isEnabled());
        action(w, "actionUndo")->trigger();
        QCOMPARE(doc->position(), one);
        board->finishAnimation();
        QCOMPARE(board->puzzlePosition(), one);

        // Solve with the default engine: an optimal answer (the table's distance).
        QVERIFY(action(w, "actionSolve")->isEnabled());
        QCOMPARE(solveShown(w), Outcome::Solved);
        MoveListModel* moves = w.moveModel(kLightsOut);
        QVERIFY(moves->hasSolution());
        QCOMPARE(moves->startPosition(), one);
        QCOMPARE(moves->moveCount(), p.distance(one));
        QVERIFY(moves->moveCount() >= 1);

        // Played to its end, the solution is applied and the position is a goal.
        PlaybackController* playback = w.playback(kLightsOut);
        playback->setMoveDurationMs(0);
        QSignalSpy ended(playback, &PlaybackController::playedToEnd);
        action(w, "actionPlay")->trigger();
        QVERIFY(ended.count() > 0 || ended.wait(10000));
        QVERIFY(p.isGoal(doc->position()));
        QVERIFY(p.isGoal(board->puzzlePosition()));

        // Export names the puzzle by key and its definition by SHA-256.
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("lights.txt"));
        QCOMPARE(w.exportSolutionTo(path), QString());
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(file.readAll());
        QVERIFY2(text.contains(QStringLiteral("puzzle: lights-out-3\n")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("definition: ") +
                               QString::fromStdString(p.entry()->sha256)),
                 qPrintable(text));

        // Reopened in another window of the library: the same start and moves.
        LibraryWindow other;
        QCOMPARE(other.w.openSolutionFrom(path), QString());
        QCOMPARE(other.w.currentKey(), kLightsOut);
        QCOMPARE(other.w.document(kLightsOut)->position(), one);
        QCOMPARE(other.w.moveModel(kLightsOut)->moves(), moves->moves());

        // A window without that puzzle says which puzzle it is.
        MainWindow contest;
        const QString error = contest.openSolutionFrom(path);
        QVERIFY2(error.contains(kLightsOut), qPrintable(error));
        QCOMPARE(contest.currentKey(), QStringLiteral("clocks"));
    }

    // Play by Hand on every bundled puzzle whose moves are cells (issue 23, point 1):
    // the position is locked against edits, yet a click on a cell that is a move (a
    // light, a dial, a tile in line with the blank) plays it; a click that plays no move
    // leaves the position and says so, without pointing at buttons there are none of.
    void playByHandClicksCells_data()
    {
        QTest::addColumn<QString>("key");
        for (const char* key :
             {"lights-out-3", "lights-out-4", "lights-out-5", "lights-out-3-colours", "merlin",
              "hex-clocks", "five-puzzle", "eight-puzzle"})
            QTest::newRow(key) << QString::fromLatin1(key);
    }
    void playByHandClicksCells()
    {
        QFETCH(QString, key);
        LibraryWindow lib;
        MainWindow& w = lib.w;
        QVERIFY(w.selectPuzzle(key));
        auto* board = qobject_cast<DefinitionBoard*>(w.board(key));
        QVERIFY(board);
        QVERIFY2(!board->hasMoveButtons(), "a puzzle whose moves are cells draws no buttons");
        QAction* play = action(w, "actionPlayByHand");
        QVERIFY2(play->isEnabled(), qPrintable(play->statusTip()));
        play->trigger();
        QVERIFY(play->isChecked());
        QVERIFY(!board->isInteractive());
        QVERIFY(board->movesEnabled());
        PuzzleDocument* doc = w.document(key);
        const Puzzle& p = doc->puzzle();

        const int cells = int(p.initial().cells.size());
        int clicked = 0;
        while (clicked < cells && board->movesForCell(clicked).empty())
            ++clicked;
        QVERIFY(clicked < cells);
        const std::vector<int> moves = board->movesForCell(clicked);
        Position expected = doc->position();
        for (int m : moves)
            expected = p.apply(expected, m);
        QTest::mouseClick(board, Qt::LeftButton, {}, board->cellRect(clicked).center());
        QCOMPARE(doc->position(), expected);
        QVERIFY(doc->lastStepIsMove());
        board->finishAnimation();
        QCOMPARE(board->puzzlePosition(), expected);

        // The sliding puzzles have cells that play nothing (the blank itself).
        int idle = 0;
        while (idle < cells && !board->movesForCell(idle).empty())
            ++idle;
        if (idle < cells) {
            const Position before = doc->position();
            QTest::mouseClick(board, Qt::LeftButton, {}, board->cellRect(idle).center());
            QCOMPARE(doc->position(), before);
            const QString said = w.statusBar()->currentMessage();
            QVERIFY2(said.contains(QStringLiteral("plays no move")), qPrintable(said));
            QVERIFY2(!said.contains(QStringLiteral("button")), qPrintable(said));
        }
        play->trigger();
        QVERIFY(!play->isChecked());
    }

    // Move keys work from the whole window, not only on a focused board (issue 23,
    // point 3): with the focus on a button, an arrow slides a tile that way on the
    // 8-puzzle and a move's key plays it on Lights Out; a text field keeps its keys.
    void moveKeysWorkFromTheWindow()
    {
        LibraryWindow lib;
        MainWindow& w = lib.w;
        w.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        QVERIFY(w.selectPuzzle(kEight));
        auto* board = qobject_cast<DefinitionBoard*>(w.board(kEight));
        QVERIFY(board);
        QAbstractButton* button = nullptr;
        for (QAbstractButton* b : w.findChildren<QAbstractButton*>())
            if (b->isVisible() && b->isEnabled() && b->focusPolicy() != Qt::NoFocus) {
                button = b;
                break;
            }
        QVERIFY(button);
        button->setFocus();
        QCOMPARE(QApplication::focusWidget(), button);

        PuzzleDocument* doc = w.document(kEight);
        const Puzzle& p = doc->puzzle();
        const auto blankAt = [&](const Position& pos) {
            const auto& cells = pos.cells;
            for (std::size_t i = 0; i < cells.size(); ++i)
                if (cells[i] == 0)
                    return int(i);
            return -1;
        };
        const Position start = doc->position();
        const int blank = blankAt(start);
        QVERIFY(blank >= 0);
        // The 3x3 board: a tile moves left into the blank only when the blank is not in
        // the right-hand column; then the blank goes one cell right.
        const int side = 3;
        const Qt::Key key = blank % side != side - 1 ? Qt::Key_Left : Qt::Key_Right;
        QTest::keyClick(button, key);
        const int after = blankAt(doc->position());
        QCOMPARE(after, key == Qt::Key_Left ? blank + 1 : blank - 1);
        QVERIFY(doc->lastStepIsMove());
        QCOMPARE(QApplication::focusWidget(), button);

        // A text field keeps the arrows.
        board->finishAnimation();
        const Position typed = doc->position();
        auto* filter = w.findChild<LibraryPanel*>()->filterEdit();
        filter->setFocus();
        QTest::keyClick(filter, Qt::Key_Left);
        QTest::keyClick(filter, Qt::Key_Right);
        QCOMPARE(doc->position(), typed);

        // A move's key (Lights Out's digits) from the button.
        QVERIFY(w.selectPuzzle(kLightsOut));
        auto* lights = qobject_cast<DefinitionBoard*>(w.board(kLightsOut));
        QVERIFY(lights);
        PuzzleDocument* lightsDoc = w.document(kLightsOut);
        button->setFocus();
        const Position beforeKey = lightsDoc->position();
        QTest::keyClick(button, QKeySequence(lights->moveKey(4))[0].key());
        QCOMPARE(lightsDoc->position(), lightsDoc->puzzle().apply(beforeKey, 4));
        (void)p;
    }

    // A hint singles out the cell to click (issue 23, point 5): the light whose press is
    // the hinted move on Lights Out, the tile that slides on the 8-puzzle; the board
    // draws a ring there, and a click on that cell plays the hinted move.
    void hintSinglesOutTheCellToClick_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("position");
        QTest::newRow("lights-out-3") << kLightsOut << QStringLiteral("1 1 0 1 0 0 0 0 0");
        QTest::newRow("eight-puzzle") << kEight << QStringLiteral("1 2 3 4 5 6 0 7 8");
    }
    void hintSinglesOutTheCellToClick()
    {
        QFETCH(QString, key);
        QFETCH(QString, position);
        LibraryWindow lib;
        MainWindow& w = lib.w;
        QVERIFY(w.selectPuzzle(key));
        QCOMPARE(w.setPositionText(position), QString());
        auto* board = qobject_cast<DefinitionBoard*>(w.board(key));
        QVERIFY(board);
        board->finishAllAnimations();
        QCOMPARE(board->hintCell(), -1);
        const QImage plain = board->grab().toImage();
        action(w, "actionPlayByHand")->trigger();
        const int move = hintNow(w);
        QVERIFY(move >= 0);
        QCOMPARE(board->highlightedMove(), move);
        const int cell = board->hintCell();
        QVERIFY(cell >= 0);
        QCOMPARE(board->movesForCell(cell), std::vector<int>{move});
        // The ring is drawn just outside the cell.
        const QImage ringed = board->grab().toImage();
        const QRect r = board->cellRect(cell);
        const qreal dpr = ringed.devicePixelRatio();
        int changed = 0;
        for (int x = r.left(); x <= r.right(); x += 2)
            for (int y : {r.top() - 3, r.bottom() + 3})
                if (plain.pixel(int(x * dpr), int(y * dpr)) !=
                    ringed.pixel(int(x * dpr), int(y * dpr)))
                    ++changed;
        QVERIFY2(changed > r.width() / 4, qPrintable(QString::number(changed)));
        PuzzleDocument* doc = w.document(key);
        const Position before = doc->position();
        QTest::mouseClick(board, Qt::LeftButton, {}, r.center());
        QCOMPARE(doc->position(), doc->puzzle().apply(before, move));
    }

    // Edit Position shows that it is on, in the words over the board (point 5).
    void editPositionSaysSoOverTheBoard()
    {
        LibraryWindow lib;
        MainWindow& w = lib.w;
        QVERIFY(w.selectPuzzle(kEight));
        auto* hint = w.findChild<QLabel*>(QStringLiteral("boardHint"));
        QVERIFY(hint);
        const QString playing = hint->text();
        QVERIFY2(playing.contains(QStringLiteral("slide")), qPrintable(playing));
        action(w, "actionEditPosition")->trigger();
        QVERIFY2(hint->text().contains(QStringLiteral("Editing the position")) &&
                     hint->text().contains(QStringLiteral("swap")),
                 qPrintable(hint->text()));
        QVERIFY(w.selectPuzzle(kLightsOut));
        QVERIFY(w.selectPuzzle(kEight));
        QVERIFY2(hint->text().contains(QStringLiteral("Editing the position")),
                 qPrintable(hint->text()));
        action(w, "actionEditPosition")->trigger();
        QCOMPARE(hint->text(), playing);
    }

    // A sliding move is shown as an arrow the way the tile goes, with its name (issue
    // 23, point 4): the names say where the blank goes ("R": the blank right, the tile
    // left), the arrow keys move tiles. In the move list, the headline, the hint and
    // the board's tooltips the arrow agrees with the key that plays the move; Lights
    // Out keeps its plain names.
    void slidingMovesShowTheTileArrow()
    {
        LibraryWindow lib;
        MainWindow& w = lib.w;
        QVERIFY(w.selectPuzzle(kEight));
        // The blank bottom-left: two slides of the blank to the right (R R) solve it.
        QCOMPARE(w.setPositionText(QStringLiteral("1 2 3 4 5 6 0 7 8")), QString());
        QCOMPARE(solveShown(w), Outcome::Solved);
        MoveListModel* moves = w.moveModel(kEight);
        QCOMPARE(moves->moveCount(), 2);
        const QString left = QStringLiteral("\u2190R");
        for (int row = 0; row < 2; ++row) {
            QCOMPARE(moves->data(moves->index(row), MoveListModel::MoveNameRole).toString(), left);
            QVERIFY(moves->data(moves->index(row), Qt::DisplayRole).toString().contains(left));
        }
        const QString headline =
            w.solutionPanel()->detailLabel()->text() +
            w.solutionPanel()->findChild<QLabel*>(QStringLiteral("summaryLabel"))->text();
        QVERIFY2(headline.contains(left + QLatin1Char(' ') + left), qPrintable(headline));

        // The hint says the arrow, and the arrow key of that direction plays it.
        action(w, "actionPlayByHand")->trigger();
        const int move = hintNow(w);
        QVERIFY(move >= 0);
        const QString said = w.statusBar()->currentMessage();
        QVERIFY2(said.contains(left), qPrintable(said));
        auto* board = qobject_cast<DefinitionBoard*>(w.board(kEight));
        PuzzleDocument* doc = w.document(kEight);
        const Position before = doc->position();
        board->setFocus();
        QTest::keyClick(board, Qt::Key_Left);
        QCOMPARE(doc->position(), doc->puzzle().apply(before, move));
        QCOMPARE(move_words::shown(doc->puzzle(), move), left);

        // Lights Out: the name alone.
        QVERIFY(w.selectPuzzle(kLightsOut));
        QCOMPARE(move_words::shown(w.document(kLightsOut)->puzzle(), 0), QStringLiteral("a1"));
    }

    // No table fits the 15-puzzle (issue 23, point 2): Play by Hand and Hint work all the
    // same, each distance searched for on the worker, "searching" shown until it comes.
    void fifteenPuzzlePlaysAndHintsBySearch()
    {
        LibraryWindow lib;
        MainWindow& w = lib.w;
        const QString key = QStringLiteral("fifteen-puzzle");
        QVERIFY(w.selectPuzzle(key));
        PuzzleDocument* doc = w.document(key);
        const Puzzle& p = doc->puzzle();
        QVERIFY(!p.tableRefusal().empty());
        QVERIFY(p.searchesDistance());
        // From home, the blank slides left, left, up: three moves away, and the one way
        // back starts with the blank down.
        const auto named = p.parseMoves("L L U");
        QVERIFY(named.value);
        Position start = p.initial();
        QVERIFY(p.isGoal(start));
        for (int m : *named.value)
            start = p.apply(start, m);
        QCOMPARE(w.setPositionText(QString::fromStdString(p.formatPosition(start))), QString());

        QAction* play = action(w, "actionPlayByHand");
        QVERIFY2(play->isEnabled(), qPrintable(play->statusTip()));
        play->trigger();
        QVERIFY(play->isChecked());
        PlaySession* session = w.playSession(key);
        QVERIFY(session);
        QVERIFY(session->searched());
        QTRY_VERIFY_WITH_TIMEOUT(!session->measuring(), 120000);
        QVERIFY2(session->problem().isEmpty(), qPrintable(session->problem()));
        QCOMPARE(session->distance(), 3);
        QCOMPARE(session->optimum(), 3);
        QCOMPARE(w.playPanel()->distanceText(), QStringLiteral("3"));

        const auto down = p.parseMoves("D");
        QVERIFY(down.value);
        const int move = hintNow(w);
        QCOMPARE(move, down.value->front());
        auto* board = qobject_cast<DefinitionBoard*>(w.board(key));
        QVERIFY(board);
        QCOMPARE(board->highlightedMove(), move);

        // Playing the hint: one move closer, measured by a search again.
        int cell = 0;
        while (cell < p.cellCount() && board->movesForCell(cell) != std::vector<int>{move})
            ++cell;
        QVERIFY(cell < p.cellCount());
        QTest::mouseClick(board, Qt::LeftButton, {}, board->cellRect(cell).center());
        QCOMPARE(doc->position(), p.apply(start, move));
        QTRY_VERIFY_WITH_TIMEOUT(!session->measuring(), 60000);
        QCOMPARE(session->distance(), 2);
        QCOMPARE(session->verdict(), PlaySession::Verdict::Closer);

        // Outside Play by Hand, Hint asks the search too, and says it is searching.
        play->trigger();
        QVERIFY(!play->isChecked());
        QCOMPARE(w.setPositionText(QString::fromStdString(p.formatPosition(start))), QString());
        QSignalSpy shown(&w, &MainWindow::hintShown);
        const int pending = w.showHint();
        if (pending == MainWindow::kHintPending) {
            QVERIFY2(w.statusBar()->currentMessage().contains(QStringLiteral("Searching")),
                     qPrintable(w.statusBar()->currentMessage()));
            QVERIFY(shown.wait(60000));
            QCOMPARE(shown.last().at(1).toInt(), move);
        } else {
            QCOMPARE(pending, move);
        }
    }

    // Tools > New Game is in the menu (it was only on the play panel): outside Play by
    // Hand it turns it on, then starts the game.
    void newGameFromTheToolsMenu()
    {
        LibraryWindow lib;
        MainWindow& w = lib.w;
        QVERIFY(w.selectPuzzle(kEight));
        auto* tools = w.findChild<QMenu*>(QStringLiteral("menuTools"));
        QVERIFY(tools);
        QAction* newGame = action(w, "actionNewGame");
        QVERIFY(tools->actions().contains(newGame));
        QVERIFY(!w.playMode());
        QSignalSpy ready(&w, &MainWindow::newGameReady);
        const int steps = w.document(kEight)->undoStack()->count();
        newGame->trigger();
        QVERIFY(w.playMode());
        QVERIFY(!ready.isEmpty() || ready.wait(20000));
        QCOMPARE(ready.last().at(0).toString(), kEight);
        QTRY_VERIFY(w.document(kEight)->undoStack()->count() > steps);
    }

    // A solution file written for another version of the puzzle's definition opens when
    // its moves still solve the position, and says so; one of today's says nothing.
    void aSolutionOfAnEarlierDefinitionSaysSo()
    {
        LibraryWindow lib;
        MainWindow& w = lib.w;
        QVERIFY(w.selectPuzzle(kLightsOut));
        const Puzzle& p = w.document(kLightsOut)->puzzle();
        const auto entry = p.entry();
        QVERIFY(entry);
        const Position off{std::vector<std::uint8_t>(std::size_t(p.cellCount()), 0)};
        QVERIFY(p.isGoal(off));
        const Position start = p.apply(off, 0);
        QTemporaryDir dir;
        for (const bool changed : {true, false}) {
            const QString path =
                dir.filePath(changed ? QStringLiteral("old.txt") : QStringLiteral("today.txt"));
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(QByteArray("PuzzleLab solution 1\npuzzle: lights-out-3\ndefinition: ") +
                       (changed ? QByteArray(64, '0') : QByteArray::fromStdString(entry->sha256)) +
                       "\nposition: " + QByteArray::fromStdString(p.formatPosition(start)) +
                       "\nmoves: " + QByteArray::fromStdString(p.formatMoves({0})) +
                       "\nlength: 1\nresult: solved\n");
            file.close();
            w.statusBar()->clearMessage();
            QCOMPARE(w.openSolutionFrom(path), QString());
            QCOMPARE(w.document(kLightsOut)->position(), start);
            const QString said = w.statusBar()->currentMessage();
            QCOMPARE(said.contains(QStringLiteral("earlier version")), changed);
        }
    }

    // bfs on the 15-puzzle starts, but may run out of memory far from the goal (issue
    // 23, point 11): the Engine box says so before it is chosen, its tooltip why; on
    // the 8-puzzle, whose table fits, nothing is said against it.
    void anEngineThatMayRunOutSaysSoBeforeItStarts()
    {
        LibraryWindow lib;
        MainWindow& w = lib.w;
        const auto bfsItem = [&](int& index) {
            QComboBox* box = w.solutionPanel()->engineCombo();
            index = box ? box->findData(QStringLiteral("bfs")) : -1;
            return box;
        };
        int i = -1;
        QVERIFY(w.selectPuzzle(QStringLiteral("fifteen-puzzle")));
        QComboBox* box = bfsItem(i);
        QVERIFY(box && i >= 0);
        QVERIFY2(box->itemText(i).contains(QStringLiteral("may run out of memory")),
                 qPrintable(box->itemText(i)));
        const QString tip = box->itemData(i, Qt::ToolTipRole).toString();
        QVERIFY2(tip.contains(QStringLiteral("2.0 GiB")), qPrintable(tip));

        QVERIFY(w.selectPuzzle(kEight));
        box = bfsItem(i);
        QVERIFY(box && i >= 0);
        QCOMPARE(box->itemText(i), QStringLiteral("bfs"));
    }

    void aSlidingPuzzleScramblesResetsAndSaysUnsolvable()
    {
        LibraryWindow lib;
        MainWindow& w = lib.w;
        QVERIFY(w.selectPuzzle(kEight));
        PuzzleDocument* doc = w.document(kEight);
        const Puzzle& p = doc->puzzle();
        action(w, "actionScramble")->trigger();
        QVERIFY(p.validate(doc->position()).empty());
        action(w, "actionReset")->trigger();
        QCOMPARE(doc->position(), p.initial());

        // Two tiles swapped: valid, and no sequence of moves reaches the goal. That is
        // an answer of its own, not a failure.
        Position swapped = p.initial();
        std::swap(swapped.cells[0], swapped.cells[1]);
        QVERIFY(p.validate(swapped).empty());
        w.loadPosition(kEight, swapped, QStringLiteral("test"));
        QCOMPARE(solveShown(w), Outcome::Unsolvable);
        QVERIFY(!w.moveModel(kEight)->hasSolution());
        QCOMPARE(w.solveStatus(), QStringLiteral("No solution"));
        QVERIFY2(w.solutionPanel()->detailLabel()->text().contains(QStringLiteral("cannot reach")),
                 qPrintable(w.solutionPanel()->detailLabel()->text()));
    }

    void theToolDialogsWorkForALibraryPuzzle()
    {
        LibraryWindow lib;
        MainWindow& w = lib.w;
        QVERIFY(w.selectPuzzle(kLightsOut));
        PuzzleDocument* doc = w.document(kLightsOut);
        const auto puzzle = w.puzzleOf(kLightsOut);
        const Puzzle& p = *puzzle;
        std::mt19937_64 rng(7);
        Position board = p.random(rng);
        while (p.distance(board) < 3)
            board = p.random(rng);
        w.loadPosition(kLightsOut, board, QStringLiteral("test"));

        // Compare: every engine the puzzle runs, all of the same (optimal) length.
        CompareDialog* compare = w.openCompare();
        QVERIFY(compare);
        QCOMPARE(&compare->puzzle(), &p);
        QSignalSpy compared(compare, &CompareDialog::allFinished);
        QVERIFY(compared.count() > 0 || compared.wait(60000));
        std::size_t runnable = 0;
        for (const auto& name : p.engineNames())
            runnable += p.engineRefusal(name).empty() ? 1 : 0;
        QCOMPARE(compare->rows().size(), runnable);
        for (const auto& row : compare->rows()) {
            QCOMPARE(row.status, CompareDialog::Status::Solved);
            QCOMPARE(int(row.result.moves.size()), p.distance(board));
        }
        compare->close();

        // State space: the histogram of the table (every board counted once), and a
        // click on a bar loads a board at that distance.
        StateSpaceDialog* space = w.openStateSpace();
        QVERIFY(space);
        QVERIFY(QTest::qWaitFor([&] { return space->histogramKnown(); }, 60000));
        const auto counts = space->chart()->histogram();
        QCOMPARE(std::vector<std::uint64_t>(counts.begin(), counts.end()), p.histogram());
        QSignalSpy loaded(space, &StateSpaceDialog::positionRequested);
        QSignalSpy done(space, &StateSpaceDialog::requestDone);
        space->requestPositionAt(2);
        QVERIFY(done.count() > 0 || done.wait(30000));
        QCOMPARE(loaded.count(), 1);
        QCOMPARE(p.distance(doc->position()), 2);
        space->close();

        // Batch: a file of positions, one a line, answered as the command line does.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("boards.txt"));
        std::vector<Position> cases{board, p.initial()};
        {
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            for (const Position& c : cases)
                file.write(QByteArray::fromStdString(p.formatPosition(c) + "\n"));
        }
        BatchDialog* batch = w.openJudgeFile(path);
        QVERIFY(batch);
        QCOMPARE(&batch->puzzle(), &p);
        QCOMPARE(batch->caseCount(), int(cases.size()));
        QSignalSpy answered(batch, &BatchDialog::batchFinished);
        batch->start();
        QVERIFY(answered.count() > 0 || answered.wait(60000));
        QByteArray expected;
        const Rules& rules = *p.entry()->rules;
        for (const Position& c : cases) {
            const Answer s = p.makeEngine(p.engineNames().front())->solve(c, {}, {});
            QCOMPARE(s.outcome, Outcome::Solved);
            expected += QByteArray::fromStdString(caseAnswerLine(rules, s.outcome, s.moves));
        }
        QCOMPARE(batch->answers(), expected);
        batch->close();
    }

    void contestSkinsDrawLibraryThumbnails()
    {
        const Registry bundled = Registry::bundled();
        const QSize size(72, 72);
        for (const auto& entry : bundled.entries()) {
            const QPixmap picture = skinThumbnail(*entry, size);
            // The contest puzzles' own boards; every other puzzle is left to the
            // definition's drawing (a null pixmap).
            const bool own =
                entry->key() == "clocks" || entry->key() == "msquare" || entry->key() == "rotation";
            QCOMPARE(!picture.isNull(), own);
            if (own) {
                QCOMPARE(picture.size(), size);
                // Something is drawn: not every pixel is the same.
                const QImage image = picture.toImage();
                bool varied = false;
                for (int y = 0; y < image.height() && !varied; ++y)
                    for (int x = 0; x < image.width() && !varied; ++x)
                        varied = image.pixel(x, y) != image.pixel(0, 0);
                QVERIFY2(varied, entry->key().c_str());
            }
        }
        QVERIFY(skinThumbnail(*bundled.find("clocks"), QSize()).isNull());
    }

    void refusedEnginesAndToolsSayWhy()
    {
        LibraryWindow lib;
        MainWindow& w = lib.w;
        bool sawEngine = false;
        bool sawTable = false;
        bool sawSearched = false;
        for (const auto& puzzle : w.puzzles()) {
            const QString key = QString::fromStdString(puzzle->key());
            QVERIFY(w.selectPuzzle(key));
            // Every engine is listed; one the puzzle refuses is disabled, with its reason.
            QComboBox* box = w.solutionPanel()->engineCombo();
            const auto names = puzzle->engineNames();
            QCOMPARE(box->count(), int(names.size()));
            auto* items = qobject_cast<QStandardItemModel*>(box->model());
            QVERIFY(items);
            for (int i = 0; i < box->count(); ++i) {
                const std::string refusal = puzzle->engineRefusal(names[std::size_t(i)]);
                QCOMPARE(items->item(i)->isEnabled(), refusal.empty());
                if (!refusal.empty()) {
                    sawEngine = true;
                    QVERIFY(!box->itemData(i, Qt::ToolTipRole).toString().isEmpty());
                }
            }
            QVERIFY2(puzzle->engineRefusal(box->currentData().toString().toStdString()).empty(),
                     qPrintable(key));
            // The tools that need the tables are off where the table is refused; Play by
            // Hand and Hint only where no search can measure distances either (issue
            // 23, point 2).
            const bool tables = puzzle->tableRefusal().empty();
            const bool measured = tables || puzzle->searchesDistance();
            for (const char* name :
                 {"actionStateSpace", "actionCompare", "actionPlayByHand", "actionHint"}) {
                const bool needsTable = std::string_view(name) == "actionStateSpace" ||
                                        std::string_view(name) == "actionCompare";
                const bool on = needsTable ? tables : measured;
                QCOMPARE(action(w, name)->isEnabled(), on);
                if (!on)
                    QVERIFY2(
                        action(w, name)->statusTip().contains(PuzzleNames::displayName(*puzzle)),
                        qPrintable(action(w, name)->statusTip()));
            }
            if (!tables) {
                sawTable = true;
                QVERIFY(!w.openStateSpace());
                QVERIFY(!w.openCompare());
            }
            if (!measured)
                QCOMPARE(w.showHint(), -1);
            if (!tables && measured)
                sawSearched = true;
        }
        // The library has both kinds of puzzle (the 15-puzzle's table would not fit, and
        // its distances are searched for).
        QVERIFY(sawTable);
        QVERIFY(sawSearched);
        (void)sawEngine;
    }
};

QTEST_MAIN(TestLibraryWindow)
#include "tst_library_window.moc"
