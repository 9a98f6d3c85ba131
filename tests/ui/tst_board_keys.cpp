// Keyboard keys for moves on the board drawn from a definition (issue 13): every move
// has a key (its name's first character where unique, else digits 1..9, 0 in move
// order), the key is named in the move's tooltip, pressing it asks for that move, and
// no move key takes Space, Enter, Escape or a Ctrl combination from the window. The
// expected keys are written out from the rule for each puzzle.
#include <QAction>
#include <QSignalSpy>
#include <QVBoxLayout>
#include <QtTest>

#include "core/model/orbit_model.h"
#include "core/registry.h"
#include "models/move_words.h"
#include "ui/definition_board.h"

using namespace pl;

namespace {

std::shared_ptr<const PuzzleEntry> bundled(const QString& key)
{
    static const Registry registry = Registry::bundled();
    return registry.find(key.toStdString());
}

std::vector<int> spyMoves(const QSignalSpy& spy)
{
    std::vector<int> moves;
    for (const auto& args : spy)
        moves.push_back(args.at(0).toInt());
    return moves;
}

// The cell whose click plays move `m` (dial moves with a `cell`), or -1.
int cellOfMove(const Rules& rules, int m)
{
    const RuleMove& mv = rules.move(m);
    if (rules.def().kind != def::Kind::Dial || mv.power != 1)
        return -1;
    const auto& cell = rules.def().moves[std::size_t(mv.base)].cell;
    return cell ? *cell : -1;
}

}  // namespace

class TestBoardKeys : public QObject {
    Q_OBJECT
private slots:
    void keysFollowTheRule_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QStringList>("moves");
        QTest::addColumn<QString>("keys");  // one character per move
        // a1 b1 c1 ...: every first letter is shared by three moves, so digits.
        QTest::newRow("lights-out-3")
            << QStringLiteral("lights-out-3")
            << QStringList{QStringLiteral("a1"), QStringLiteral("b1"), QStringLiteral("c1"),
                           QStringLiteral("a2"), QStringLiteral("b2"), QStringLiteral("c2"),
                           QStringLiteral("a3"), QStringLiteral("b3"), QStringLiteral("c3")}
            << QStringLiteral("123456789");
        // The blank's four directions in the default move order, each its own letter.
        QTest::newRow("eight-puzzle") << QStringLiteral("eight-puzzle")
                                      << QStringList{QStringLiteral("D"), QStringLiteral("L"),
                                                     QStringLiteral("R"), QStringLiteral("U")}
                                      << QStringLiteral("DLRU");
        // The inverse metric adds L' and R': L and R are no longer unique.
        QTest::newRow("hungarian-rings") << QStringLiteral("hungarian-rings")
                                         << QStringList{QStringLiteral("L"), QStringLiteral("L'"),
                                                        QStringLiteral("R"), QStringLiteral("R'")}
                                         << QStringLiteral("1234");
        // Moves named 1..9: each name's first character is unique and is its key.
        QStringList clockMoves;
        for (int i = 1; i <= 9; ++i)
            clockMoves << QString::number(i);
        QTest::newRow("clocks") << QStringLiteral("clocks") << clockMoves
                                << QStringLiteral("123456789");
    }

    void keysFollowTheRule()
    {
        QFETCH(QString, key);
        QFETCH(QStringList, moves);
        QFETCH(QString, keys);
        const auto entry = bundled(key);
        QVERIFY(entry);
        const Rules& rules = *entry->rules;
        QStringList names;
        for (const std::string& n : rules.moveNames())
            names << QString::fromStdString(n);
        QCOMPARE(names, moves);  // the moves the expected keys are written for

        DefinitionBoard board(entry->rules);
        board.setAnimationDuration(0);
        board.resize(480, 400);
        board.show();
        QVERIFY(QTest::qWaitForWindowExposed(&board));
        board.setFocus();
        QSignalSpy spy(&board, &BoardWidget::moveRequested);
        const Position start = rules.start();
        board.setPuzzlePosition(start);
        for (int m = 0; m < rules.moveCount(); ++m) {
            const QString k = keys.mid(m, 1);
            QCOMPARE(board.moveKey(m), k);
            // The move's tooltip names its key, in the board's wording; a sliding move is
            // named with the arrow the way its tile goes (issue 23, point 4).
            const QString shown = move_words::tileArrow(rules, m) + names[m];
            QCOMPARE(move_words::tileArrow(rules, m).isEmpty(), !rules.model().slides());
            if (key == QStringLiteral("eight-puzzle"))  // the blank down: the tile up
                QCOMPARE(shown,
                         (QStringList{QStringLiteral("\u2191D"), QStringLiteral("\u2192L"),
                                      QStringLiteral("\u2190R"), QStringLiteral("\u2193U")})[m]);
            const QString named = QStringLiteral("Move %1 (key %2)").arg(shown, k);
            QVERIFY2(board.moveDescription(m).startsWith(named),
                     qPrintable(board.moveDescription(m)));
            // A cell that plays the move says so too.
            const int cell = cellOfMove(rules, m);
            if (cell >= 0)
                QVERIFY2(board.cellDescription(cell).contains(
                             QStringLiteral("Click to play move %1 (key %2).").arg(names[m], k)),
                         qPrintable(board.cellDescription(cell)));

            // Pressing the key (lower case as typed) asks for the move, once; a sliding
            // move the blank cannot make from the start is not asked for.
            spy.clear();
            QTest::keyClick(&board, k.toLower().at(0).toLatin1());
            if (rules.legal(start, m))
                QCOMPARE(spyMoves(spy), std::vector<int>{m});
            else
                QVERIFY(spy.isEmpty());
            // Upper case (Shift) too: the key is case-insensitive.
            if (k.at(0).isLetter() && rules.legal(start, m)) {
                spy.clear();
                QTest::keyClick(&board, k.at(0).toLatin1(), Qt::ShiftModifier);
                QCOMPARE(spyMoves(spy), std::vector<int>{m});
            }
        }
        // A key of no move asks for nothing.
        spy.clear();
        QTest::keyClick(&board, 'z');
        QTest::keyClick(&board, '0');
        QVERIFY(spy.isEmpty());
    }

    // The eight-puzzle's blank starts in the bottom-right corner: U and L can be played
    // there (by their keys), D and R cannot.
    void slidingKeysOnlyWhenLegal()
    {
        const auto entry = bundled(QStringLiteral("eight-puzzle"));
        const Rules& rules = *entry->rules;
        DefinitionBoard board(entry->rules);
        board.resize(480, 400);
        board.show();
        QVERIFY(QTest::qWaitForWindowExposed(&board));
        board.setFocus();
        QSignalSpy spy(&board, &BoardWidget::moveRequested);
        const auto index = [&](const char* name) {
            const auto& n = rules.moveNames();
            return int(std::find(n.begin(), n.end(), std::string(name)) - n.begin());
        };
        QTest::keyClick(&board, 'u');
        QTest::keyClick(&board, 'l');
        QTest::keyClick(&board, 'd');
        QTest::keyClick(&board, 'r');
        QCOMPARE(spyMoves(spy), (std::vector<int>{index("U"), index("L")}));
        // The arrows move a tile into the blank: Right moves the tile left of the blank,
        // so the blank goes L; Down moves the tile above it, so the blank goes U.
        spy.clear();
        QTest::keyClick(&board, Qt::Key_Right);
        QTest::keyClick(&board, Qt::Key_Down);
        QTest::keyClick(&board, Qt::Key_Left);  // no tile right of the blank
        QTest::keyClick(&board, Qt::Key_Up);    // no tile below it
        QCOMPARE(spyMoves(spy), (std::vector<int>{index("L"), index("U")}));
    }

    // Space, Enter, Escape and Ctrl combinations stay the window's: its shortcuts fire
    // while the board has the focus, and no move is asked for.
    void windowKeysAreNotTaken()
    {
        const auto entry = bundled(QStringLiteral("lights-out-3"));
        QWidget window;
        auto* layout = new QVBoxLayout(&window);
        auto* board = new DefinitionBoard(entry->rules, &window);
        layout->addWidget(board);
        QList<QAction*> actions;
        int fired = 0;
        for (const QKeySequence& seq :
             {QKeySequence(Qt::Key_Space), QKeySequence(Qt::Key_Return),
              QKeySequence(Qt::Key_Escape), QKeySequence(Qt::CTRL | Qt::Key_1),
              QKeySequence(Qt::CTRL | Qt::Key_A)}) {
            auto* a = new QAction(&window);
            a->setShortcut(seq);
            a->setShortcutContext(Qt::WindowShortcut);
            QObject::connect(a, &QAction::triggered, &window, [&fired] { ++fired; });
            window.addAction(a);
            actions << a;
        }
        window.resize(480, 440);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        board->setFocus();
        QVERIFY(board->hasFocus());
        QSignalSpy spy(board, &BoardWidget::moveRequested);
        QTest::keyClick(board, Qt::Key_Space);
        QTest::keyClick(board, Qt::Key_Return);
        QTest::keyClick(board, Qt::Key_Escape);
        QTest::keyClick(board, Qt::Key_1, Qt::ControlModifier);
        QTest::keyClick(board, Qt::Key_A, Qt::ControlModifier);
        QCOMPARE(fired, 5);
        QVERIFY(spy.isEmpty());
        // Without a window shortcut a Ctrl combination is still no move key.
        for (QAction* a : actions)
            window.removeAction(a);
        QTest::keyClick(board, Qt::Key_1, Qt::ControlModifier);
        QTest::keyClick(board, Qt::Key_1, Qt::AltModifier);
        QVERIFY(spy.isEmpty());
        // The plain digit is: move a1.
        QTest::keyClick(board, Qt::Key_1);
        QCOMPARE(spyMoves(spy), std::vector<int>{0});
    }

    // A plain key the window gives to an action (H for Hint) is the move's while the
    // board has the focus, when a move has that key (the Rotation Game's H); with Ctrl
    // it is the window's again, and a plain key of no move stays the window's too.
    void moveKeysWinOverPlainShortcuts()
    {
        const auto entry = bundled(QStringLiteral("rotation"));
        const Rules& rules = *entry->rules;
        const auto& names = rules.moveNames();
        const int h = int(std::find(names.begin(), names.end(), std::string("H")) - names.begin());
        QVERIFY(h < rules.moveCount());
        QWidget window;
        auto* layout = new QVBoxLayout(&window);
        auto* board = new DefinitionBoard(entry->rules, &window);
        layout->addWidget(board);
        int hints = 0, zooms = 0;
        auto* hint = new QAction(&window);
        hint->setShortcuts({QKeySequence(Qt::Key_H), QKeySequence(Qt::CTRL | Qt::Key_H)});
        QObject::connect(hint, &QAction::triggered, &window, [&hints] { ++hints; });
        window.addAction(hint);
        auto* zoom = new QAction(&window);
        zoom->setShortcut(QKeySequence(Qt::Key_Z));  // no move of the Rotation Game is Z
        QObject::connect(zoom, &QAction::triggered, &window, [&zooms] { ++zooms; });
        window.addAction(zoom);
        window.resize(480, 440);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        board->setFocus();
        QSignalSpy spy(board, &BoardWidget::moveRequested);
        QTest::keyClick(board, Qt::Key_H);
        QCOMPARE(spyMoves(spy), std::vector<int>{h});
        QCOMPARE(hints, 0);
        QTest::keyClick(board, Qt::Key_H, Qt::ControlModifier);
        QCOMPARE(hints, 1);
        QTest::keyClick(board, Qt::Key_Z);
        QCOMPARE(zooms, 1);
        QCOMPARE(spy.size(), 1);
        // Without the focus the window's H is the hint again.
        board->clearFocus();
        window.setFocus();
        QTest::keyClick(&window, Qt::Key_H);
        QCOMPARE(hints, 2);
        QCOMPARE(spy.size(), 1);
    }
};

QTEST_MAIN(TestBoardKeys)
#include "tst_board_keys.moc"
