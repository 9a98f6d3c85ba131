// DefinitionBoard, the one board drawn from a puzzle definition, driven the way a
// person drives it: clicks land on cellRect()/moveButtonRect() centres, keys go to the
// widget. Every bundled definition is gone through; what a click must play is worked
// out from the definition's own data (cells' x, y, moves' `cell`, `button`, cycles),
// not from the board.
//
// With PL_SCREENSHOT_DIR set, screenshots() also saves <key>.png (480x400) there.
#include <QImage>
#include <QSignalSpy>
#include <QtTest>
#include <cmath>
#include <memory>
#include <set>

#include "core/model/orbit_model.h"
#include "core/registry.h"
#include "models/puzzle_session.h"
#include "ui/definition_board.h"

using namespace pl;

namespace {

const QSize kSize(480, 400);

std::vector<std::shared_ptr<const PuzzleEntry>> bundled()
{
    static const Registry registry = Registry::bundled();
    return registry.entries();
}

void showAt(QWidget& w, QSize size = kSize)
{
    w.resize(size);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
}

std::vector<int> spyMoves(const QSignalSpy& spy)
{
    std::vector<int> moves;
    for (const auto& args : spy)
        moves.push_back(args.at(0).toInt());
    return moves;
}

int blankOf(const Rules& rules, const Position& p)
{
    for (std::size_t i = 0; i < p.cells.size(); ++i)
        if (p.cells[i] == rules.def().blank)
            return int(i);
    return -1;
}

int moveNamed(const Rules& rules, const std::string& name)
{
    const auto& names = rules.moveNames();
    const auto it = std::find(names.begin(), names.end(), name);
    return it == names.end() ? -1 : int(it - names.begin());
}

// A session and a board wired as the window will wire them: the board asks, the
// session decides, the board shows the session's step. The step is known once the undo
// stack has moved (positionChanged comes from inside the step, before its index
// moves): lastStepMoves() then names the step done or redone; for an undo the moves
// are those of the step undone, remembered here.
struct Wired {
    explicit Wired(std::shared_ptr<const PuzzleEntry> entry)
        : session(entry), board(entry->rules), shown(session.position())
    {
        QObject::connect(&board, &BoardWidget::moveRequested, &session,
                         [this](int m) { session.playMove(m); });
        QObject::connect(
            &board, &DefinitionBoard::positionEdited, &session,
            [this](const Position& p, const QString& text) { session.setPosition(p, text); });
        QObject::connect(session.undoStack(), &QUndoStack::indexChanged, &board, [this](int index) {
            std::vector<int> moves;
            if (index < int(done.size())) {
                moves = done[std::size_t(index)];  // undone
            } else {
                moves = session.lastStepMoves();
                done.resize(std::size_t(index));
                done[std::size_t(index - 1)] = moves;
            }
            board.showStep(shown, moves, session.position());
            shown = session.position();
        });
        board.setPuzzlePosition(session.position());
    }
    PuzzleSession session;
    DefinitionBoard board;
    Position shown;
    std::vector<std::vector<int>> done;  // the moves of each step on the stack
};

}  // namespace

class TestDefinitionBoard : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void aSchematicNamesItsRows();
    void everyMoveHasAWayToBePlayed_data();
    void everyMoveHasAWayToBePlayed();
    void handlesAndButtonsPlayTheirMove_data();
    void handlesAndButtonsPlayTheirMove();
    void cellClickPlaysTheCellMove_data();
    void cellClickPlaysTheCellMove();
    void slidingTilesSlideTowardsTheBlank_data();
    void slidingTilesSlideTowardsTheBlank();
    void keysPlayTheirMove_data();
    void keysPlayTheirMove();
    void arrowKeysMoveTheBlanksNeighbour();
    void keyboardReachesMovesWithoutKeys();
    void editDialsTurnBothWays();
    void editSwapCycleAndPaint();
    void editIsRefusedWhenLocked();
    void farTileSlidesThroughTheSession();
    void animationFinishesOnNewInput();
    void animationCanBeInstant();
    void undoAnimatesBackwards();
    void hoverPreviewsTheMovesCells();
    void screenshots_data();
    void screenshots();
};

void TestDefinitionBoard::initTestCase()
{
    // The three contest puzzles and the library the helper adds: at least these.
    std::set<std::string> keys;
    for (const auto& e : bundled())
        keys.insert(e->key());
    for (const char* key : {"clocks", "msquare", "rotation"})
        QVERIFY2(keys.count(key), key);
}

static void addEntries()
{
    QTest::addColumn<QString>("key");
    for (const auto& e : bundled())
        QTest::newRow(e->key().c_str()) << QString::fromStdString(e->key());
}

static std::shared_ptr<const PuzzleEntry> entryOf(const QString& key)
{
    for (const auto& e : bundled())
        if (e->key() == key.toStdString())
            return e;
    return nullptr;
}

void TestDefinitionBoard::everyMoveHasAWayToBePlayed_data()
{
    addEntries();
}

// Every move of the metric has a handle, a button in the row, a cell to click or (the
// sliding moves) the tiles; and each has its own key.
void TestDefinitionBoard::everyMoveHasAWayToBePlayed()
{
    QFETCH(QString, key);
    const auto entry = entryOf(key);
    DefinitionBoard board(entry->rules);
    showAt(board);
    const Rules& rules = *entry->rules;
    const auto& d = rules.def();
    std::set<QString> keys;
    for (int m = 0; m < rules.moveCount(); ++m) {
        const RuleMove& mv = rules.move(m);
        const bool byCell = d.kind == def::Kind::Dial && mv.power == 1 &&
                            d.moves[std::size_t(mv.base)].cell.has_value();
        const bool sliding = d.kind == def::Kind::Sliding;
        const bool button = board.hasHandle(m) || board.inButtonRow(m);
        QVERIFY2(byCell || sliding || button, rules.moveNames()[std::size_t(m)].c_str());
        if (button)
            QVERIFY(!board.moveButtonRect(m).isEmpty());
        // A definition button is drawn as a handle.
        if (d.kind == def::Kind::Permutation && mv.power == 1 &&
            d.moves[std::size_t(mv.base)].button)
            QVERIFY(board.hasHandle(m));
        const QString k = board.moveKey(m);
        if (rules.moveCount() <= 10 || !k.isEmpty()) {
            QVERIFY2(!k.isEmpty(), rules.moveNames()[std::size_t(m)].c_str());
            QVERIFY2(keys.insert(k).second, qPrintable(k));  // unique
            QVERIFY(board.moveDescription(m).contains(k));
        }
        if (!k.isEmpty()) {
            // The name's first character when no other move starts with it.
            const QString name = QString::fromStdString(rules.moveNames()[std::size_t(m)]);
            int sameFirst = 0;
            for (const auto& other : rules.moveNames())
                if (QString::fromStdString(other).left(1).toUpper() == name.left(1).toUpper())
                    ++sameFirst;
            if (sameFirst == 1)
                QCOMPARE(k, name.left(1).toUpper());
            else
                QVERIFY(k[0].isDigit());
        }
    }
    // Cells lie inside the widget and do not overlap each other.
    const QRect all = board.rect();
    for (int i = 0; i < rules.cellCount(); ++i) {
        const QRect r = board.cellRect(i);
        QVERIFY(!r.isEmpty());
        QVERIFY(all.contains(r));
        for (int j = i + 1; j < rules.cellCount(); ++j) {
            const QRect o = board.cellRect(j);
            if (d.cells[std::size_t(i)].shape == def::Shape::Square ||
                d.cells[std::size_t(j)].shape == def::Shape::Square) {
                QVERIFY(!r.intersects(o));
            } else {  // round cells: the circles do not overlap
                const QPointF gap = QRectF(r).center() - QRectF(o).center();
                QVERIFY(std::hypot(gap.x(), gap.y()) >= (r.width() + o.width()) / 2.0);
            }
        }
        for (int m = 0; m < rules.moveCount(); ++m) {
            const QRect h = board.moveButtonRect(m);
            if (board.inButtonRow(m))
                QVERIFY(!r.intersects(h));
            if (!board.hasHandle(m))
                continue;
            // Handles are round: clear of a round cell's circle, of a square's square.
            const QPointF gap = QRectF(r).center() - QRectF(h).center();
            if (d.cells[std::size_t(i)].shape == def::Shape::Square) {
                const qreal inset = h.width() * 0.15;  // the circle's inscribed square
                QVERIFY2(!QRectF(r).intersects(QRectF(h).adjusted(inset, inset, -inset, -inset)),
                         qPrintable(QString::number(m)));
            } else {
                QVERIFY2(std::hypot(gap.x(), gap.y()) >= (r.width() + h.width()) / 2.0,
                         qPrintable(QString::number(m)));
            }
        }
    }
}

void TestDefinitionBoard::handlesAndButtonsPlayTheirMove_data()
{
    addEntries();
}

void TestDefinitionBoard::handlesAndButtonsPlayTheirMove()
{
    QFETCH(QString, key);
    const auto entry = entryOf(key);
    DefinitionBoard board(entry->rules);
    showAt(board);
    const Rules& rules = *entry->rules;
    QSignalSpy spy(&board, &BoardWidget::moveRequested);
    for (int m = 0; m < rules.moveCount(); ++m) {
        if (!board.hasHandle(m) && !board.inButtonRow(m))
            continue;
        spy.clear();
        QTest::mouseClick(&board, Qt::LeftButton, {}, board.moveButtonRect(m).center());
        QCOMPARE(spyMoves(spy), std::vector<int>{m});
    }
    // A handle sits at the definition's button, or (an inverse) beside or opposite it:
    // the button of a move with no inverse handle is the handle's centre.
    const auto& d = rules.def();
    if (d.kind != def::Kind::Permutation)
        return;
    for (int m = 0; m < rules.moveCount(); ++m) {
        const RuleMove& mv = rules.move(m);
        if (mv.power != 1 || !d.moves[std::size_t(mv.base)].button || !board.hasHandle(m))
            continue;
        if (rules.inverseOf(m) != m && rules.inverseOf(m) >= 0)
            continue;
        // Left of / above one another as in the definition: compare with move 0's handle.
        for (int o = 0; o < m; ++o) {
            const RuleMove& ov = rules.move(o);
            if (ov.power != 1 || !d.moves[std::size_t(ov.base)].button)
                continue;
            if (rules.inverseOf(o) != o && rules.inverseOf(o) >= 0)
                continue;
            const auto& a = *d.moves[std::size_t(mv.base)].button;
            const auto& b = *d.moves[std::size_t(ov.base)].button;
            const QPoint pa = board.moveButtonRect(m).center();
            const QPoint pb = board.moveButtonRect(o).center();
            if (a.x < b.x - 0.5)
                QVERIFY(pa.x() < pb.x());
            if (a.y < b.y - 0.5)
                QVERIFY(pa.y() < pb.y());
        }
    }
}

void TestDefinitionBoard::cellClickPlaysTheCellMove_data()
{
    addEntries();
}

// Play mode: a dial cell with a `cell` move plays it; permutation cells play nothing.
void TestDefinitionBoard::cellClickPlaysTheCellMove()
{
    QFETCH(QString, key);
    const auto entry = entryOf(key);
    const Rules& rules = *entry->rules;
    const auto& d = rules.def();
    if (d.kind == def::Kind::Sliding)
        QSKIP("sliding: see slidingTilesSlideTowardsTheBlank");
    DefinitionBoard board(entry->rules);
    showAt(board);
    QSignalSpy moves(&board, &BoardWidget::moveRequested);
    QSignalSpy edits(&board, &DefinitionBoard::positionEdited);
    for (int c = 0; c < rules.cellCount(); ++c) {
        moves.clear();
        int expected = -1;
        for (std::size_t m = 0; m < d.moves.size(); ++m)
            if (d.moves[m].cell == c)
                expected = moveNamed(rules, d.moves[m].name);
        QTest::mouseClick(&board, Qt::LeftButton, {}, board.cellRect(c).center());
        if (expected >= 0)
            QCOMPARE(spyMoves(moves), std::vector<int>{expected});
        else
            QVERIFY(moves.isEmpty());
    }
    QVERIFY(edits.isEmpty());  // play mode never edits
}

void TestDefinitionBoard::slidingTilesSlideTowardsTheBlank_data()
{
    QTest::addColumn<QString>("key");
    for (const auto& e : bundled())
        if (e->def().kind == def::Kind::Sliding)
            QTest::newRow(e->key().c_str()) << QString::fromStdString(e->key());
}

// Clicking a tile in the blank's row or column plays one move per cell between them,
// in the direction the blank goes (by the cells' x, y); others play nothing.
void TestDefinitionBoard::slidingTilesSlideTowardsTheBlank()
{
    QFETCH(QString, key);
    const auto entry = entryOf(key);
    const Rules& rules = *entry->rules;
    const auto& d = rules.def();
    DefinitionBoard board(entry->rules);
    showAt(board);
    QSignalSpy spy(&board, &BoardWidget::moveRequested);
    std::mt19937_64 rng(7);
    for (int round = 0; round < 3; ++round) {
        const Position p = round == 0 ? rules.start() : rules.random(rng);
        board.setPuzzlePosition(p);
        const int b = blankOf(rules, p);
        const auto& bc = d.cells[std::size_t(b)];
        for (int c = 0; c < rules.cellCount(); ++c) {
            spy.clear();
            QTest::mouseClick(&board, Qt::LeftButton, {}, board.cellRect(c).center());
            const auto& cc = d.cells[std::size_t(c)];
            const double dx = cc.x - bc.x;
            const double dy = cc.y - bc.y;
            const auto got = spyMoves(spy);
            if (c == b || (std::abs(dx) > 1e-9 && std::abs(dy) > 1e-9)) {
                QVERIFY(got.empty());
                continue;
            }
            const char dir = dx < 0 ? 'L' : dx > 0 ? 'R' : dy < 0 ? 'U' : 'D';
            const int steps = int(std::lround(std::abs(dx) + std::abs(dy)));
            QCOMPARE(int(got.size()), steps);
            Position q = p;
            for (int m : got) {
                QCOMPARE(rules.move(m).direction, dir);
                QVERIFY(rules.legal(q, m));
                q = rules.apply(q, m);
            }
            QCOMPARE(blankOf(rules, q), c);  // the blank is where the click was
            QCOMPARE(q.cells[std::size_t(b)] != d.blank, true);
        }
    }
}

void TestDefinitionBoard::keysPlayTheirMove_data()
{
    addEntries();
}

void TestDefinitionBoard::keysPlayTheirMove()
{
    QFETCH(QString, key);
    const auto entry = entryOf(key);
    const Rules& rules = *entry->rules;
    DefinitionBoard board(entry->rules);
    showAt(board);
    board.setFocus();
    QSignalSpy spy(&board, &BoardWidget::moveRequested);
    const Position p = rules.start();
    for (int m = 0; m < rules.moveCount(); ++m) {
        const QString k = board.moveKey(m);
        if (k.isEmpty())
            continue;
        spy.clear();
        QTest::keyClick(&board, k[0].toLower().toLatin1());
        if (rules.legal(p, m))
            QCOMPARE(spyMoves(spy), std::vector<int>{m});
        else
            QVERIFY(spy.isEmpty());  // a sliding move the blank cannot make
    }
}

void TestDefinitionBoard::arrowKeysMoveTheBlanksNeighbour()
{
    const auto entry = entryOf(QStringLiteral("fifteen-puzzle"));
    QVERIFY(entry);
    const Rules& rules = *entry->rules;
    Wired w(entry);
    w.board.setAnimationDuration(0);
    showAt(w.board);
    w.board.setFocus();
    // Start: the blank in the bottom-right corner. Left moves the tile left of... no:
    // Left moves the tile to the right of the blank leftwards, so from the corner
    // nothing moves; Right moves the tile left of the blank into it.
    const Position start = w.session.position();
    const int b = blankOf(rules, start);
    QTest::keyClick(&w.board, Qt::Key_Left);
    QCOMPARE(w.session.position(), start);
    QTest::keyClick(&w.board, Qt::Key_Right);
    const int b2 = blankOf(rules, w.session.position());
    QCOMPARE(b2, rules.neighbour(b, 'L'));
    QCOMPARE(w.session.position().cells[std::size_t(b)], start.cells[std::size_t(b2)]);
    QTest::keyClick(&w.board, Qt::Key_Down);
    QCOMPARE(blankOf(rules, w.session.position()), rules.neighbour(b2, 'U'));
    QCOMPARE(w.board.puzzlePosition(), w.session.position());
}

// Lights Out 5x5 has 25 moves and ten digit keys: the others are played from the
// keyboard by going to the cell (arrow keys) and pressing Space, with the focus shown.
void TestDefinitionBoard::keyboardReachesMovesWithoutKeys()
{
    const auto entry = entryOf(QStringLiteral("lights-out-5"));
    if (!entry)
        QSKIP("no lights-out-5 in this library");
    const Rules& rules = *entry->rules;
    DefinitionBoard board(entry->rules);
    showAt(board);
    board.setFocus();
    QSignalSpy spy(&board, &BoardWidget::moveRequested);
    board.setFocusedCell(0);
    // Right four times and down four times: the bottom-right cell.
    for (int i = 0; i < 4; ++i)
        QTest::keyClick(&board, Qt::Key_Right);
    for (int i = 0; i < 4; ++i)
        QTest::keyClick(&board, Qt::Key_Down);
    const int last = rules.cellCount() - 1;
    QCOMPARE(board.focusedCell(), last);
    QTest::keyClick(&board, Qt::Key_Space);
    int expected = -1;
    for (const auto& m : rules.def().moves)
        if (m.cell == last)
            expected = moveNamed(rules, m.name);
    QVERIFY(expected >= 0);
    QVERIFY(board.moveKey(expected).isEmpty());  // no key of its own
    QCOMPARE(spyMoves(spy), std::vector<int>{expected});
    QVERIFY(!board.focusedItemDescription().isEmpty());
    if (qEnvironmentVariableIsSet("PL_ANIMATION_DIR"))
        board.grab().save(qEnvironmentVariable("PL_ANIMATION_DIR") + QStringLiteral("/focus.png"));
}

void TestDefinitionBoard::editDialsTurnBothWays()
{
    for (const auto& entry : bundled()) {
        if (entry->def().kind != def::Kind::Dial)
            continue;
        const int mod = entry->def().modulus;
        Wired w(entry);
        showAt(w.board);
        w.board.setMode(DefinitionBoard::Mode::Edit);
        QSignalSpy edits(&w.board, &DefinitionBoard::positionEdited);
        QSignalSpy moves(&w.board, &BoardWidget::moveRequested);
        const Position before = w.session.position();
        const int c = w.session.rules().cellCount() - 1;
        QTest::mouseClick(&w.board, Qt::RightButton, {}, w.board.cellRect(c).center());
        QCOMPARE(edits.count(), 1);
        QVERIFY(!edits.at(0).at(1).toString().isEmpty());  // the undo text
        Position expected = before;
        expected.cells[std::size_t(c)] =
            std::uint8_t((before.cells[std::size_t(c)] + mod - 1) % mod);
        QCOMPARE(w.session.position(), expected);
        QCOMPARE(w.board.puzzlePosition(), expected);
        QTest::mouseClick(&w.board, Qt::LeftButton, {}, w.board.cellRect(c).center());
        QTest::mouseClick(&w.board, Qt::LeftButton, {}, w.board.cellRect(0).center());
        expected = before;
        expected.cells[0] = std::uint8_t((before.cells[0] + 1) % mod);
        QCOMPARE(w.session.position(), expected);
        QVERIFY(moves.isEmpty());  // edit mode never plays a move
        QVERIFY(w.session.undoStack()->count() == 3);
    }
}

void TestDefinitionBoard::editSwapCycleAndPaint()
{
    const auto entry = entryOf(QStringLiteral("rotation"));
    const Rules& rules = *entry->rules;
    Wired w(entry);
    showAt(w.board);
    w.board.setMode(DefinitionBoard::Mode::Edit);
    QSignalSpy edits(&w.board, &DefinitionBoard::positionEdited);
    const Position p0 = w.session.position();
    // Two cells of different labels.
    int a = 0;
    int b = 1;
    while (p0.cells[std::size_t(b)] == p0.cells[std::size_t(a)])
        ++b;
    QTest::mouseClick(&w.board, Qt::LeftButton, {}, w.board.cellRect(a).center());
    QCOMPARE(w.board.pendingSwapCell(), a);
    QVERIFY(edits.isEmpty());
    QTest::mouseClick(&w.board, Qt::LeftButton, {}, w.board.cellRect(b).center());
    Position swapped = p0;
    std::swap(swapped.cells[std::size_t(a)], swapped.cells[std::size_t(b)]);
    QCOMPARE(edits.count(), 1);
    // The undo text names both cells, counted from 1 (the ids are the indices 0..23).
    const QString undoText = edits.at(0).at(1).toString();
    QVERIFY2(undoText.contains(QString::number(a + 1)) && undoText.contains(QString::number(b + 1)),
             qPrintable(undoText));
    QCOMPARE(w.session.undoStack()->text(0), undoText);
    QCOMPARE(w.session.position(), swapped);
    QVERIFY(rules.validate(w.session.position()).empty());  // a swap keeps it valid
    QCOMPARE(w.board.pendingSwapCell(), -1);
    // Escape drops a half-made swap.
    QTest::mouseClick(&w.board, Qt::LeftButton, {}, w.board.cellRect(a).center());
    QTest::keyClick(&w.board, Qt::Key_Escape);
    QCOMPARE(w.board.pendingSwapCell(), -1);

    // Cycle: the next label of the definition's list, right click the one before.
    w.board.setEditTool(DefinitionBoard::EditTool::Cycle);
    const auto& labels = rules.def().labels;
    const auto indexOf = [&](int v) {
        return int(std::find(labels.begin(), labels.end(), v) - labels.begin());
    };
    const int v = w.session.position().cells[5];
    QTest::mouseClick(&w.board, Qt::LeftButton, {}, w.board.cellRect(5).center());
    QCOMPARE(int(w.session.position().cells[5]),
             labels[std::size_t((indexOf(v) + 1) % int(labels.size()))]);
    QTest::mouseClick(&w.board, Qt::RightButton, {}, w.board.cellRect(5).center());
    QCOMPARE(int(w.session.position().cells[5]), v);
    // Paint.
    w.board.setEditTool(DefinitionBoard::EditTool::Paint, labels.back());
    QTest::mouseClick(&w.board, Qt::LeftButton, {}, w.board.cellRect(0).center());
    QCOMPARE(int(w.session.position().cells[0]), labels.back());
    // An unknown label is no paint tool.
    w.board.setEditTool(DefinitionBoard::EditTool::Paint, 200);
    QCOMPARE(w.board.paintLabel(), labels.back());
}

void TestDefinitionBoard::editIsRefusedWhenLocked()
{
    const auto entry = entryOf(QStringLiteral("clocks"));
    DefinitionBoard board(entry->rules);
    showAt(board);
    board.setMode(DefinitionBoard::Mode::Edit);
    board.setInteractive(false);
    QSignalSpy edits(&board, &DefinitionBoard::positionEdited);
    QSignalSpy refused(&board, &BoardWidget::editRefused);
    QTest::mouseClick(&board, Qt::LeftButton, {}, board.cellRect(0).center());
    QVERIFY(edits.isEmpty());
    QCOMPARE(refused.count(), 1);
    // Moves still play.
    QSignalSpy moves(&board, &BoardWidget::moveRequested);
    QTest::mouseClick(&board, Qt::LeftButton, {}, board.moveButtonRect(4).center());
    QCOMPARE(spyMoves(moves), std::vector<int>{4});
}

// A far tile: the session plays the whole slide, and the animation plays it through
// to the session's position.
void TestDefinitionBoard::farTileSlidesThroughTheSession()
{
    const auto entry = entryOf(QStringLiteral("fifteen-puzzle"));
    const Rules& rules = *entry->rules;
    Wired w(entry);
    w.board.setAnimationDuration(30);
    showAt(w.board);
    const Position start = w.session.position();
    const int b = blankOf(rules, start);
    int far = b;
    for (int k = 0; k < 3; ++k)
        far = rules.neighbour(far, 'L');
    QVERIFY(far >= 0);
    QTest::mouseClick(&w.board, Qt::LeftButton, {}, w.board.cellRect(far).center());
    QCOMPARE(blankOf(rules, w.session.position()), far);
    QCOMPARE(w.session.undoStack()->count(), 3);
    QVERIFY(w.board.animating());
    QTRY_VERIFY_WITH_TIMEOUT(!w.board.animating(), 3000);
    QCOMPARE(w.board.puzzlePosition(), w.session.position());
}

void TestDefinitionBoard::animationFinishesOnNewInput()
{
    for (const char* key : {"rotation", "clocks", "fifteen-puzzle", "lights-out-3"}) {
        const auto entry = entryOf(QString::fromLatin1(key));
        if (!entry)
            continue;
        Wired w(entry);
        w.board.setAnimationDuration(60000);
        showAt(w.board);
        const Rules& rules = *entry->rules;
        int m = 0;
        while (!rules.legal(w.session.position(), m))
            ++m;
        QVERIFY(w.session.playMove(m));
        QVERIFY2(w.board.animating(), key);
        QCOMPARE(w.board.puzzlePosition(), w.session.position());  // heading there
        // A click anywhere (on nothing) lands it at once.
        QTest::mouseClick(&w.board, Qt::LeftButton, {}, QPoint(1, 1));
        QVERIFY(!w.board.animating());
        QCOMPARE(w.board.puzzlePosition(), w.session.position());
        // A key lands it too.
        QVERIFY(w.session.playMove(m) || rules.def().kind == def::Kind::Sliding);
        if (w.board.animating()) {
            QTest::keyClick(&w.board, Qt::Key_Escape);
            QVERIFY(!w.board.animating());
        }
        QCOMPARE(w.board.puzzlePosition(), w.session.position());
    }
}

void TestDefinitionBoard::animationCanBeInstant()
{
    const auto entry = entryOf(QStringLiteral("rotation"));
    Wired w(entry);
    w.board.setAnimationDuration(0);
    showAt(w.board);
    QVERIFY(w.session.playMove(0));
    QVERIFY(!w.board.animating());
    QCOMPARE(w.board.puzzlePosition(), w.session.position());
    // Switching to instant while a move plays lands it.
    w.board.setAnimationDuration(60000);
    QVERIFY(w.session.playMove(1));
    QVERIFY(w.board.animating());
    w.board.setAnimationDuration(0);
    QVERIFY(!w.board.animating());
    QCOMPARE(w.board.puzzlePosition(), w.session.position());
}

void TestDefinitionBoard::undoAnimatesBackwards()
{
    const auto entry = entryOf(QStringLiteral("msquare"));
    Wired w(entry);
    w.board.setAnimationDuration(60000);
    showAt(w.board);
    const Position start = w.session.position();
    QVERIFY(w.session.playMove(1));
    w.board.finishAllAnimations();
    w.session.undoStack()->undo();
    QVERIFY(w.board.animating());  // the step's move, played backwards
    QCOMPARE(w.board.puzzlePosition(), start);
    w.board.finishAllAnimations();
    QCOMPARE(w.board.puzzlePosition(), start);
}

void TestDefinitionBoard::hoverPreviewsTheMovesCells()
{
    // Hovering a handle marks exactly the cells its move changes.
    const auto entry = entryOf(QStringLiteral("rotation"));
    const Rules& rules = *entry->rules;
    auto board = std::make_unique<DefinitionBoard>(entry->rules);
    showAt(*board);
    QTest::mouseMove(board.get(), board->moveButtonRect(0).center());
    QTRY_VERIFY(!board->previewCells().empty());
    std::vector<int> changed;
    for (int i = 0; i < rules.cellCount(); ++i)
        if (rules.move(0).sources[std::size_t(i)] != i)
            changed.push_back(i);
    QCOMPARE(board->previewCells(), changed);
    board.reset();  // one window at a time: the pointer goes to the one on top
    // Hovering a sliding tile marks the blank and the tiles that slide.
    const auto fifteen = entryOf(QStringLiteral("fifteen-puzzle"));
    {
        DefinitionBoard slide(fifteen->rules);
        showAt(slide);
        const int b = blankOf(*fifteen->rules, slide.puzzlePosition());
        const int two = fifteen->rules->neighbour(fifteen->rules->neighbour(b, 'U'), 'U');
        QTest::mouseMove(&slide, slide.cellRect(two).center() - QPoint(2, 2));
        QTest::mouseMove(&slide, slide.cellRect(two).center());
        QCOMPARE(slide.movesForCell(two).size(), std::size_t(2));
        QTRY_COMPARE(slide.previewCells().size(), std::size_t(3));
    }
    // Lights Out: hovering a light marks the lights its move toggles.
    const auto lights = entryOf(QStringLiteral("lights-out-3"));
    if (lights) {
        DefinitionBoard lb(lights->rules);
        showAt(lb);
        QTest::mouseMove(&lb, lb.cellRect(4).center() - QPoint(2, 2));
        QTest::mouseMove(&lb, lb.cellRect(4).center());
        QTRY_COMPARE(lb.previewCells().size(), std::size_t(5));  // the centre and four
    }
}

void TestDefinitionBoard::screenshots_data()
{
    addEntries();
}

// Every bundled puzzle draws a full, non-blank picture of the size asked for.
void TestDefinitionBoard::screenshots()
{
    QFETCH(QString, key);
    const auto entry = entryOf(key);
    DefinitionBoard board(entry->rules);
    board.setAnimationDuration(0);
    if (qEnvironmentVariableIsSet("PL_SCREENSHOT_DARK")) {  // to look at the dark theme
        QPalette dark;
        dark.setColor(QPalette::Window, QColor(0x2b, 0x2d, 0x31));
        dark.setColor(QPalette::WindowText, QColor(0xe6, 0xe6, 0xe6));
        dark.setColor(QPalette::Base, QColor(0x1f, 0x21, 0x24));
        dark.setColor(QPalette::Text, QColor(0xe6, 0xe6, 0xe6));
        dark.setColor(QPalette::Button, QColor(0x3a, 0x3d, 0x42));
        dark.setColor(QPalette::ButtonText, QColor(0xe6, 0xe6, 0xe6));
        board.setPalette(dark);
        board.setAutoFillBackground(true);
    }
    // A scrambled position shows more than the goal does (the goal of the dials is
    // often all at zero).
    std::mt19937_64 rng(2026);
    board.setPuzzlePosition(entry->rules->random(rng));
    showAt(board);
    const QImage image = board.grab().toImage();
    QCOMPARE(image.size() / image.devicePixelRatio(), kSize);
    const QRgb background = image.pixel(0, 0);
    qint64 differing = 0;
    std::set<QRgb> colours;
    for (int y = 0; y < image.height(); y += 2)
        for (int x = 0; x < image.width(); x += 2) {
            const QRgb p = image.pixel(x, y);
            if (p != background)
                ++differing;
            if (colours.size() < 64)
                colours.insert(p);
        }
    const qint64 sampled = qint64(image.width() / 2) * (image.height() / 2);
    QVERIFY2(differing > sampled / 10,
             qPrintable(QStringLiteral("%1 of %2").arg(differing).arg(sampled)));
    QVERIFY(colours.size() > 8);
    const QString dir = qEnvironmentVariable("PL_SCREENSHOT_DIR");
    if (!dir.isEmpty())
        QVERIFY(image.save(dir + QLatin1Char('/') + key + QStringLiteral(".png")));
    // For looking at the animation: PL_ANIMATION_DIR gets a frame halfway through the
    // first legal move.
    // PL_ANIMATION_DIR also gets the hover preview of the first handle or button.
    const QString frames = qEnvironmentVariable("PL_ANIMATION_DIR");
    if (!frames.isEmpty()) {
        for (int m = 0; m < entry->rules->moveCount(); ++m) {
            if (!board.hasHandle(m) && !board.inButtonRow(m))
                continue;
            QTest::mouseMove(&board, board.moveButtonRect(m).center() - QPoint(1, 1));
            QTest::mouseMove(&board, board.moveButtonRect(m).center());
            QVERIFY(
                board.grab().save(frames + QLatin1Char('/') + key + QStringLiteral("-hover.png")));
            QTest::mouseMove(&board, QPoint(1, 1));
            break;
        }
    }
    if (!frames.isEmpty()) {
        const Rules& rules = *entry->rules;
        int m = 0;
        while (!rules.legal(board.puzzlePosition(), m))
            ++m;
        board.setAnimationDuration(4000);
        const Position before = board.puzzlePosition();
        board.showStep(before, {m}, rules.apply(before, m));
        QTest::qWait(2000);
        QVERIFY(board.grab().save(frames + QLatin1Char('/') + key + QStringLiteral("-moving.png")));
        board.finishAllAnimations();
    }
}

// Another solver's puzzle is drawn as a schematic of its orbits: each row is named on
// its left (the orbit, or its twists), inside the board and clear of the cells.
void TestDefinitionBoard::aSchematicNamesItsRows()
{
    const auto loaded =
        loadDefinitionFile(PL_TEST_DATA_DIR "/imported/pyraminx-no-tips.kpuzzle.json");
    QVERIFY(loaded.value);
    const auto entry = std::make_shared<const PuzzleEntry>(std::move(*loaded.value));
    QVERIFY(entry->rules->schematic());
    DefinitionBoard board(entry->rules);
    board.setPuzzlePosition(entry->rules->start());
    showAt(board);
    const auto captions = board.rowCaptions();
    QStringList texts;
    for (const auto& [text, rect] : captions)
        texts << text;
    // Edges move and flip; the centres only turn in place.
    QCOMPARE(texts, (QStringList{QStringLiteral("EDGES"), QStringLiteral("twists"),
                                 QStringLiteral("CENTERS twists")}));
    const model::OrbitModel& model = entry->rules->model();
    const int firstCell[] = {model.pieceOffset(0), model.twistOffset(0), model.twistOffset(1)};
    for (std::size_t i = 0; i < captions.size(); ++i) {
        const QRectF& r = captions[i].second;
        QVERIFY(r.width() > 40);
        QVERIFY(board.rect().contains(r.toRect()));
        // Left of its row, level with it, over none of the cells.
        const QRectF cell(board.cellRect(firstCell[i]));
        QVERIFY(r.right() <= cell.left());
        QVERIFY(std::abs(r.center().y() - cell.center().y()) < 2);
        for (int c = 0; c < entry->rules->cellCount(); ++c)
            QVERIFY(!r.intersects(QRectF(board.cellRect(c))));
    }
    // A puzzle written in format 1 has no captions.
    DefinitionBoard plain(bundled().front()->rules);
    showAt(plain);
    QVERIFY(plain.rowCaptions().empty());
}

QTEST_MAIN(TestDefinitionBoard)
#include "tst_definition_board.moc"
