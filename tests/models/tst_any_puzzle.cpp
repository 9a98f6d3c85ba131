// The models work for ANY Puzzle, not only the three contest puzzles (issue 11): a toy
// defined here, which the models know nothing about, goes through PuzzleDocument,
// MoveListModel, PlaySession, SolveService, TableService, LibraryModel and PuzzleNames.
//
// The toy: four dials in a 2x2 square, each showing 0, 1 or 2. A move turns the two
// dials of a row or a column one step on (2 -> 0). Solved: every dial at 0. The
// bottom row is jammed while both its dials show 2 (move "B" is then not legal).
// Every move keeps (d0 + d3 - d1 - d2) mod 3, so only the 27 positions where that is
// 0 are valid, and the moves' vectors span exactly those (3^3).
#include <QCoreApplication>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

#include <algorithm>
#include <atomic>
#include <deque>
#include <random>

#include "contest_kinds.h"
#include "core/contest/add_on.h"
#include "core/definition_puzzle.h"
#include "core/registry.h"
#include "models/census_job.h"
#include "models/judge_file_reader.h"
#include "models/library_model.h"
#include "models/move_list_model.h"
#include "models/play_session.h"
#include "models/position_sampler.h"
#include "models/puzzle_document.h"
#include "models/puzzle_names.h"
#include "models/shared_puzzle.h"
#include "models/solve_service.h"
#include "models/table_service.h"

using namespace pl;

namespace {

// Cells each move turns: T (top row), B (bottom row), L (left column), R (right column).
constexpr int kTurned[4][2] = {{0, 1}, {2, 3}, {0, 2}, {1, 3}};

std::atomic<int> hugeRuns{0};  // solves the refused engine was asked to run

class DialToy : public Puzzle {
public:
    [[nodiscard]] std::string key() const override { return "dial-toy"; }
    [[nodiscard]] std::string title() const override { return "Dial Toy"; }
    [[nodiscard]] int cellCount() const override { return 4; }
    [[nodiscard]] const std::vector<std::string>& moveNames() const override
    {
        static const std::vector<std::string> names{"T", "B", "L", "R"};
        return names;
    }
    [[nodiscard]] Position initial() const override { return Position{{0, 0, 0, 0}}; }
    [[nodiscard]] Position apply(const Position& p, int move) const override
    {
        Position next = p;
        for (const int cell : kTurned[move])
            next.cells[std::size_t(cell)] = std::uint8_t((next.cells[std::size_t(cell)] + 1) % 3);
        return next;
    }
    [[nodiscard]] bool isLegal(const Position& p, int move) const override
    {
        if (move < 0 || move >= 4)
            return false;
        return !(move == 1 && p.cells[2] == 2 && p.cells[3] == 2);
    }
    [[nodiscard]] bool isGoal(const Position& p) const override
    {
        return std::all_of(p.cells.begin(), p.cells.end(), [](std::uint8_t v) { return v == 0; });
    }
    [[nodiscard]] std::string validate(const Position& p) const override
    {
        if (p.cells.size() != 4)
            return "A dial toy has 4 dials.";
        for (const std::uint8_t v : p.cells)
            if (v > 2)
                return "A dial shows 0, 1 or 2.";
        if ((p.cells[0] + p.cells[3] + 6 - p.cells[1] - p.cells[2]) % 3 != 0)
            return "No moves lead from these dials to all zeros.";
        return {};
    }
    [[nodiscard]] Position random(std::mt19937_64& rng) const override
    {
        Position p{{0, 0, 0, 0}};
        for (int i = 0; i < 3; ++i)
            p.cells[std::size_t(i)] = std::uint8_t(rng() % 3);
        p.cells[3] = std::uint8_t((p.cells[1] + p.cells[2] + 3 - p.cells[0]) % 3);
        return p;
    }
    [[nodiscard]] std::string formatPosition(const Position& p) const override
    {
        std::string text;
        for (const std::uint8_t v : p.cells)
            text += char('0' + v);
        return text;
    }
    [[nodiscard]] Parsed<Position> parsePosition(std::string_view text) const override
    {
        Parsed<Position> parsed;
        Position p;
        for (const char c : text)
            p.cells.push_back(std::uint8_t(c - '0'));
        if (std::string problem = validate(p); !problem.empty())
            parsed.error = std::move(problem);
        else
            parsed.value = p;
        return parsed;
    }
    [[nodiscard]] std::string formatMoves(const std::vector<int>& moves) const override
    {
        std::string text;
        for (const int m : moves)
            text += moveNames()[std::size_t(m)];
        return text;
    }
    [[nodiscard]] Parsed<std::vector<int>> parseMoves(std::string_view text) const override
    {
        Parsed<std::vector<int>> parsed;
        std::vector<int> moves;
        for (const char c : text) {
            const auto at = std::string_view("TBLR").find(c);
            if (at == std::string_view::npos) {
                parsed.error = "not a move";
                return parsed;
            }
            moves.push_back(int(at));
        }
        parsed.value = moves;
        return parsed;
    }

    // "huge" is listed first but refused; "bfs" is the one that runs.
    [[nodiscard]] std::vector<std::string> engineNames() const override { return {"huge", "bfs"}; }
    [[nodiscard]] std::unique_ptr<Engine> makeEngine(std::string_view name) const override;
    [[nodiscard]] std::string engineRefusal(std::string_view engine) const override
    {
        return engine == "huge" ? "The huge engine would need 64 GiB; 1 GiB is allowed." : "";
    }

    // The tables: breadth-first search from the position, over legal moves; positions
    // are numbered in base 3. Unreachable: {-1}.
    [[nodiscard]] static int code(const Position& p)
    {
        return p.cells[0] + 3 * p.cells[1] + 9 * p.cells[2] + 27 * p.cells[3];
    }
    [[nodiscard]] std::vector<int> path(const Position& from) const
    {
        std::vector<int> parent(81, -2);  // -2 unseen, -1 the start, else the move in
        std::deque<Position> queue{from};
        parent[std::size_t(code(from))] = -1;
        while (!queue.empty()) {
            Position at = queue.front();
            queue.pop_front();
            if (isGoal(at)) {
                std::vector<int> moves;
                while (parent[std::size_t(code(at))] >= 0) {
                    const int move = parent[std::size_t(code(at))];
                    moves.insert(moves.begin(), move);
                    for (int back = 0; back < 2; ++back)  // three turns undo one
                        at = apply(at, move);
                }
                return moves;
            }
            for (int m = 0; m < 4; ++m) {
                if (!isLegal(at, m))
                    continue;
                const Position next = apply(at, m);
                if (parent[std::size_t(code(next))] == -2) {
                    parent[std::size_t(code(next))] = m;
                    queue.push_back(next);
                }
            }
        }
        return {-1};
    }
    [[nodiscard]] int distance(const Position& p) const override
    {
        const std::vector<int> moves = path(p);
        return !moves.empty() && moves.front() < 0 ? -1 : int(moves.size());
    }
    [[nodiscard]] std::vector<int> optimalMoves(const Position& p) const override
    {
        std::vector<int> moves;
        const int d = distance(p);
        for (int m = 0; m < 4; ++m)
            if (d > 0 && isLegal(p, m) && distance(apply(p, m)) == d - 1)
                moves.push_back(m);
        return moves;
    }
    [[nodiscard]] std::vector<std::uint64_t> histogram() const override
    {
        std::vector<std::uint64_t> counts;
        for (const Position& p : everyValid()) {
            const auto d = std::size_t(distance(p));
            counts.resize(std::max(counts.size(), d + 1));
            ++counts[d];
        }
        return counts;
    }
    [[nodiscard]] static std::vector<Position> everyValid()
    {
        std::vector<Position> all;
        const DialToy toy;
        for (int code = 0; code < 81; ++code) {
            Position p{{std::uint8_t(code % 3), std::uint8_t(code / 3 % 3),
                        std::uint8_t(code / 9 % 3), std::uint8_t(code / 27)}};
            if (toy.validate(p).empty())
                all.push_back(p);
        }
        return all;
    }

    // One case a line: the four dials as digits.
    [[nodiscard]] JudgeInput parseJudge(std::string_view text) const override
    {
        JudgeInput input;
        while (!text.empty()) {
            const auto end = std::min(text.find('\n'), text.size());
            const Parsed<Position> p = parsePosition(text.substr(0, end));
            if (!p) {
                input.error = "case " + std::to_string(input.cases.size() + 1) + ": " + p.error;
                return input;
            }
            input.cases.push_back(*p.value);
            text.remove_prefix(std::min(end + 1, text.size()));
        }
        return input;
    }
    [[nodiscard]] std::string formatJudgeAnswer(const Position&, const Answer&) const override
    {
        return {};
    }
};

class DialBfs : public Engine {
public:
    explicit DialBfs(const DialToy& toy, bool huge) : toy_(toy), huge_(huge) {}
    [[nodiscard]] std::string name() const override { return huge_ ? "huge" : "bfs"; }
    [[nodiscard]] std::string description() const override
    {
        return "Breadth-first search over the dials.";
    }
    Answer solve(const Position& position, const ProgressFn& progress,
                 const CancelToken& cancel) override
    {
        if (huge_)
            ++hugeRuns;
        Answer s;
        if (std::string problem = toy_.validate(position); !problem.empty()) {
            // A puzzle of its own words its problems itself: passed on as they are.
            s.problems.push_back(Problem{"internal", {std::move(problem)}, {}});
            return s;
        }
        if (cancel.cancelled()) {
            s.outcome = Outcome::Cancelled;
            return s;
        }
        if (progress)
            progress(Progress{Phase::BreadthFirst, 0, 1, 0});
        s.moves = toy_.path(position);
        if (!s.moves.empty() && s.moves.front() < 0) {
            s.moves.clear();
            s.outcome = Outcome::Unsolvable;
            s.problems.push_back(Problem{"internal", {"No presses lead to all zeros."}, {}});
            return s;
        }
        s.outcome = Outcome::Solved;
        s.reached = GoalReached{0, 0};  // every dial shows 0
        return s;
    }

private:
    const DialToy& toy_;
    bool huge_;
};

std::unique_ptr<Engine> DialToy::makeEngine(std::string_view name) const
{
    if (name == "bfs" || name == "huge")
        return std::make_unique<DialBfs>(*this, name == "huge");
    return nullptr;
}

// The same toy whose tables would not fit.
class RefusedToy : public DialToy {
public:
    [[nodiscard]] std::string key() const override { return "dial-toy-refused"; }
    [[nodiscard]] std::string tableRefusal() const override
    {
        return "The table would need 9 TB; 1 GiB is allowed.";
    }
};

// The same toy with samplers and a census of its own (the capability the Rotation
// Game's pattern boards and census come through).
class SamplingToy : public DialToy, public PositionSampling {
public:
    [[nodiscard]] std::string key() const override { return "dial-toy-sampling"; }
    [[nodiscard]] int largestDistance() const override { return 2; }  // a claim of its own
    [[nodiscard]] std::optional<Position> positionAt(int distance, std::mt19937_64&) const override
    {
        ++asked;
        for (const Position& p : everyValid())
            if (this->distance(p) == distance)
                return p;
        return std::nullopt;
    }
    [[nodiscard]] int largestPatternDistance() const override { return 0; }
    [[nodiscard]] std::optional<Position> patternBoard(int patternDistance, std::mt19937_64&,
                                                       int* label) const override
    {
        if (patternDistance != 0)
            return std::nullopt;
        if (label)
            *label = 7;
        return initial();
    }
    [[nodiscard]] std::uint64_t censusTotal() const override { return 27; }
    [[nodiscard]] std::vector<std::uint64_t> census(const ProgressFn& progress,
                                                    const CancelToken& cancel) const override
    {
        if (cancel.cancelled())
            return {};
        if (progress)
            progress(Progress{Phase::Census, 100, 27, 0});
        return histogram();
    }
    mutable std::atomic<int> asked{0};
};

// The same toy taking every setting of the dials as valid: two thirds of them then
// cannot be solved (SPEC 7.3: valid, but no moves reach the goal).
class LaxToy : public DialToy {
public:
    [[nodiscard]] std::string key() const override { return "dial-toy-lax"; }
    [[nodiscard]] std::string validate(const Position& p) const override
    {
        return p.cells.size() == 4 ? std::string() : "A dial toy has 4 dials.";
    }
};

Position replay(const Puzzle& p, Position at, const std::vector<int>& moves)
{
    for (const int m : moves)
        at = p.apply(at, m);
    return at;
}

TableAnswer answerOf(TableService& service, int id)
{
    QSignalSpy spy(&service, &TableService::finished);
    for (;;) {
        for (const auto& args : spy)
            if (args.at(0).toInt() == id)
                return args.at(1).value<TableAnswer>();
        if (!spy.wait(30000))
            qFatal("no answer for request %d", id);
    }
}

SolveResult solved(SolveService& service, int id)
{
    QSignalSpy spy(&service, &SolveService::finished);
    for (;;) {
        for (const auto& args : spy)
            if (args.at(0).toInt() == id)
                return args.at(1).value<SolveResult>();
        if (!spy.wait(30000))
            qFatal("no answer for solve %d", id);
    }
}

// The toy is owned by the shared pointer: a model holding it keeps it alive.
std::shared_ptr<const Puzzle> makeToy()
{
    return std::make_shared<const DialToy>();
}

}  // namespace

class TestAnyPuzzle : public QObject {
    Q_OBJECT
private slots:
    void documentEditsMovesAndUndoes()
    {
        auto toy = makeToy();
        std::weak_ptr<const Puzzle> watch = toy;
        auto doc = std::make_unique<PuzzleDocument>(toy);
        toy.reset();  // the document alone holds the puzzle now
        QVERIFY(!watch.expired());
        const Puzzle& p = doc->puzzle();
        QCOMPARE(doc->sharedPuzzle().get(), watch.lock().get());
        QVERIFY(doc->isSolved());

        // An edit, then moves; each is one step.
        const Position edited{{1, 2, 0, 1}};  // 1 + 1 - 2 - 0 = 0: valid
        QVERIFY(doc->setPosition(edited, QStringLiteral("Edit")));
        QVERIFY(doc->canSolve());
        QVERIFY(!doc->isSolved());
        QVERIFY(doc->applyMove(0));  // T
        QVERIFY(doc->position() == (Position{{2, 0, 0, 1}}));
        QCOMPARE(doc->undoStack()->undoText(), QStringLiteral("Move T"));
        QVERIFY(doc->lastStepIsMove());
        QVERIFY(!doc->applyMove(4));  // no fifth move
        QCOMPARE(doc->undoStack()->count(), 2);

        // The bottom row jams at 2 2: the move is refused and nothing changes.
        QVERIFY(doc->setPosition(Position{{0, 0, 2, 2}}, QStringLiteral("Edit")));
        QVERIFY(!p.isLegal(doc->position(), 1));
        QVERIFY(!doc->applyMove(1));
        QVERIFY(!doc->applySolution({1}));
        QVERIFY(!doc->applySolution({0, 1}));  // T gives 1 1 / 2 2: B is jammed there
        QVERIFY(doc->position() == (Position{{0, 0, 2, 2}}));
        QCOMPARE(doc->undoStack()->count(), 3);

        // A solution from the toy's own search as one step.
        const std::vector<int> moves = static_cast<const DialToy&>(p).path(doc->position());
        QVERIFY(!moves.empty());
        QVERIFY(doc->applySolution(moves));
        QVERIFY(doc->isSolved());
        QCOMPARE(doc->undoStack()->count(), 4);

        // Undo back to the very start, checking each position.
        doc->undoStack()->undo();
        QVERIFY(doc->position() == (Position{{0, 0, 2, 2}}));
        doc->undoStack()->undo();
        QVERIFY(doc->position() == (Position{{2, 0, 0, 1}}));
        doc->undoStack()->undo();
        QVERIFY(doc->position() == edited);
        doc->undoStack()->undo();
        QVERIFY(doc->position() == p.initial());
        QVERIFY(!doc->undoStack()->canUndo());

        // An invalid edit is kept, with the toy's own sentence.
        QVERIFY(doc->setPosition(Position{{1, 0, 0, 0}}, QStringLiteral("Edit")));
        QVERIFY(!doc->canSolve());
        QCOMPARE(doc->validationMessage(),
                 QStringLiteral("No moves lead from these dials to all zeros."));
        QVERIFY(!doc->setPosition(Position{{0, 0, 0}}, QStringLiteral("Edit")));

        doc.reset();
        QVERIFY(watch.expired());  // and nobody else kept it
    }

    void moveListStepsAlongASolution()
    {
        const auto toy = makeToy();
        const Position start{{2, 1, 1, 0}};
        QVERIFY(toy->validate(start).empty());
        const std::vector<int> moves = static_cast<const DialToy&>(*toy).path(start);
        MoveListModel model;
        QVERIFY(model.setSolution(toy, start, moves));
        QCOMPARE(model.puzzle().get(), toy.get());
        QCOMPARE(model.rowCount(), int(moves.size()));
        Position at = start;
        for (int step = 0; step <= model.moveCount(); ++step) {
            QVERIFY(model.positionAt(step) == at);
            if (step < model.moveCount()) {
                const QString name =
                    QString::fromStdString(toy->moveNames()[std::size_t(moves[std::size_t(step)])]);
                QCOMPARE(model.data(model.index(step), MoveListModel::MoveNameRole).toString(),
                         name);
                QCOMPARE(model.data(model.index(step)).toString(),
                         QStringLiteral("%1. %2").arg(step + 1).arg(name));
                at = toy->apply(at, moves[std::size_t(step)]);
            }
        }
        QVERIFY(toy->isGoal(model.endPosition()));
        // Moves that are not legal where they come are refused; nothing changes.
        QVERIFY(!model.setSolution(toy, Position{{0, 0, 2, 2}}, {1}));
        QVERIFY(!model.setSolution(toy, start, {7}));
        QVERIFY(!model.setSolution(nullptr, start, moves));
        QCOMPARE(model.rowCount(), int(moves.size()));
    }

    void solveServiceRunsTheToysEngine()
    {
        const auto toy = makeToy();
        // Display order kept, refused engines included; the default is the first that
        // may run; the refusal is passed through for the window to show.
        QCOMPARE(SolveService::engineNames(*toy),
                 QStringList({QStringLiteral("huge"), QStringLiteral("bfs")}));
        QCOMPARE(SolveService::defaultEngine(*toy), QStringLiteral("bfs"));
        QCOMPARE(SolveService::engineRefusal(*toy, QStringLiteral("huge")),
                 QString::fromStdString(toy->engineRefusal("huge")));
        QVERIFY(SolveService::engineRefusal(*toy, QStringLiteral("bfs")).isEmpty());
        QCOMPARE(SolveService::engineDescription(*toy, QStringLiteral("bfs")),
                 QStringLiteral("Breadth-first search over the dials."));

        SolveService service;
        std::mt19937_64 rng(5);
        for (int i = 0; i < 10; ++i) {
            const Position start = toy->random(rng);
            const SolveResult r = solved(service, service.solve(toy, start));
            QVERIFY2(r.solved(), qPrintable(r.error()));
            QCOMPARE(r.engine, QStringLiteral("bfs"));
            QCOMPARE(r.puzzle.get(), toy.get());
            QVERIFY(r.position == start);
            QVERIFY(toy->isGoal(replay(*toy, start, r.moves)));
            QCOMPARE(int(r.moves.size()), toy->distance(start));
            QCOMPARE(r.movesText, QString::fromStdString(toy->formatMoves(r.moves)));
            QCOMPARE(r.reached, (GoalReached{0, 0}));
        }

        // The refused engine fails with its reason and never runs.
        const int before = hugeRuns.load();
        const SolveResult refused =
            solved(service, service.solve(toy, Position{{1, 1, 0, 0}}, QStringLiteral("huge")));
        QVERIFY(refused.failed());
        QCOMPARE(refused.error(), QString::fromStdString(toy->engineRefusal("huge")));
        QCOMPARE(hugeRuns.load(), before);

        // An invalid position fails with the toy's sentence; an unknown engine names
        // the puzzle by its title (it has no definition).
        const SolveResult invalid = solved(service, service.solve(toy, Position{{1, 0, 0, 0}}));
        QVERIFY(invalid.failed());
        QCOMPARE(invalid.error(), QStringLiteral("No moves lead from these dials to all zeros."));
        const SolveResult unknown =
            solved(service, service.solve(toy, Position{{1, 1, 0, 0}}, QStringLiteral("nope")));
        QVERIFY(unknown.failed());
        QVERIFY2(unknown.error().contains(QStringLiteral("Dial Toy")), qPrintable(unknown.error()));
        QVERIFY2(unknown.error().contains(QStringLiteral("nope")), qPrintable(unknown.error()));
    }

    void tableServiceAnswersFromTheToysTables()
    {
        const auto toy = makeToy();
        TableService service;
        const Position start{{2, 1, 1, 0}};
        const Position next = toy->apply(start, 0);
        const TableAnswer a = answerOf(service, service.distances(toy, {start, next}));
        QVERIFY2(a.ok(), qPrintable(a.error));
        QCOMPARE(a.puzzle.get(), toy.get());
        QCOMPARE(a.distances, (std::vector<int>{toy->distance(start), toy->distance(next)}));
        QCOMPARE(a.optimalMoves, toy->optimalMoves(next));
        QCOMPARE(a.largestDistance, -1);  // a distance question does not build the histogram
        const TableAnswer bad = answerOf(service, service.distance(toy, Position{{1, 0, 0, 0}}));
        QCOMPARE(bad.distances, std::vector<int>{-1});
        QCOMPARE(bad.problems.front(), std::string("No moves lead from these dials to all zeros."));

        // The histogram counts the 27 valid positions; largest distance from it.
        const TableAnswer h = answerOf(service, service.histogram(toy));
        QVERIFY(h.ok());
        quint64 total = 0;
        for (const quint64 n : h.histogram)
            total += n;
        QCOMPARE(total, quint64(27));
        QCOMPARE(h.largestDistance, int(h.histogram.size()) - 1);
        QCOMPARE(largestDistance(*toy), h.largestDistance);

        // Positions at every distance there is, none beyond; one of the hardest.
        for (int d = 0; d <= h.largestDistance; ++d) {
            const TableAnswer at = answerOf(service, service.positionAt(toy, d, quint64(d) + 1));
            QVERIFY2(at.ok(), qPrintable(at.error));
            QVERIFY(at.found);
            QVERIFY(toy->validate(*at.found).empty());
            QCOMPARE(toy->distance(*at.found), d);
            QCOMPARE(at.foundDistance, d);
        }
        const TableAnswer beyond =
            answerOf(service, service.positionAt(toy, h.largestDistance + 1, 3));
        QVERIFY(beyond.ok());
        QVERIFY(!beyond.found);
        const TableAnswer hardest = answerOf(service, service.hardest(toy, 9));
        QVERIFY(hardest.found);
        QCOMPARE(toy->distance(*hardest.found), h.largestDistance);
        QCOMPARE(hardest.requested, h.largestDistance);

        // No pattern boards: an answer that says so, not a crash or a silent nothing.
        QCOMPARE(largestPatternDistance(*toy), -1);
        const TableAnswer pattern = answerOf(service, service.patternBoard(toy, 2, 1));
        QVERIFY(!pattern.ok());
        QVERIFY(!pattern.error.isEmpty());
        QVERIFY(!pattern.found);
    }

    void aRefusedTableIsSaidNotAsked()
    {
        const auto refused = std::make_shared<const RefusedToy>();
        TableService service;
        // One at a time: an answer that came before its spy was made would be missed.
        for (int query = 0; query < 4; ++query) {
            const int id = query == 0   ? service.distance(refused, refused->initial())
                           : query == 1 ? service.histogram(refused)
                           : query == 2 ? service.positionAt(refused, 1, 1)
                                        : service.hardest(refused, 1);
            const TableAnswer a = answerOf(service, id);
            QCOMPARE(a.error, QString::fromStdString(refused->tableRefusal()));
            QVERIFY(a.distances.empty() && a.histogram.empty() && !a.found);
        }
        QCOMPARE(largestDistance(*refused), -1);
        std::mt19937_64 rng(1);
        QVERIFY(!samplePositionAtDistance(*refused, 1, rng));

        // A game on it says why it cannot measure, instead of waiting for ever.
        PuzzleDocument doc(refused);
        PlaySession game(&doc);
        game.setActive(true);
        QVERIFY(!game.measuring());
        QCOMPARE(game.problem(), QString::fromStdString(refused->tableRefusal()));
        QCOMPARE(game.distance(), -1);
    }

    void aPuzzlesOwnSamplersAndCensusAreUsed()
    {
        const auto toy = std::make_shared<const SamplingToy>();
        QCOMPARE(positionSamplingOf(*toy).get(), static_cast<const PositionSampling*>(toy.get()));
        QVERIFY(!positionSamplingOf(DialToy()));
        TableService service;
        const TableAnswer at = answerOf(service, service.positionAt(toy, 1, 1));
        QVERIFY(at.found);
        QCOMPARE(toy->distance(*at.found), 1);
        QCOMPARE(toy->asked.load(), 1);
        QCOMPARE(at.largestDistance, 2);  // its own word, not the histogram's
        const TableAnswer d = answerOf(service, service.distance(toy, toy->initial()));
        QCOMPARE(d.largestDistance, 2);  // known without the histogram
        const TableAnswer pattern = answerOf(service, service.patternBoard(toy, 0, 1));
        QVERIFY2(pattern.ok(), qPrintable(pattern.error));
        QCOMPARE(pattern.label, 7);
        QVERIFY(*pattern.found == toy->initial());

        // The census: available, run, remembered under the puzzle's key.
        QVERIFY(CensusJob::available(*toy));
        QVERIFY(!CensusJob::available(DialToy()));
        QCOMPARE(CensusJob::totalBoards(*toy), quint64(27));
        QCOMPARE(CensusJob::settingsKey(*toy), QStringLiteral("census/dial-toy-sampling"));
        CensusJob::forget(*toy);
        CensusJob job(toy);
        QSignalSpy finished(&job, &CensusJob::finished);
        QVERIFY(job.start());
        QVERIFY(finished.wait(10000));
        const auto counts = finished.front().at(0).value<std::vector<quint64>>();
        const auto expected = toy->histogram();
        QCOMPARE(counts, std::vector<quint64>(expected.begin(), expected.end()));
        QVERIFY(CensusJob::remember(*toy, counts));
        QVERIFY(!CensusJob::remember(*toy, {1, 2}));  // does not add up to 27
        QCOMPARE(CensusJob::remembered(*toy), counts);
        CensusJob::forget(*toy);
        QVERIFY(CensusJob::remembered(*toy).empty());

        // Nothing to run for a puzzle without a census.
        CensusJob none(makeToy());
        QVERIFY(!none.start());
        // The Rotation Game's census counts every one of its boards (SPEC: 9,465,511,770).
        QVERIFY(CensusJob::available(*pl::test::contestPuzzle("rotation")));
        QCOMPARE(CensusJob::totalBoards(*pl::test::contestPuzzle("rotation")),
                 quint64(9465511770ull));
        QCOMPARE(CensusJob::settingsKey(*pl::test::contestPuzzle("rotation")),
                 QStringLiteral("census/rotation"));
        QVERIFY(!CensusJob::available(*pl::test::contestPuzzle("clocks")));
    }

    void judgeFileReaderReadsTheToysOwnFormat()
    {
        const auto toy = makeToy();
        JudgeFileReader reader;
        QSignalSpy cases(&reader, &JudgeFileReader::casesRead);
        QSignalSpy done(&reader, &JudgeFileReader::finished);
        reader.readBytes(toy, QByteArray("1201\n0000\n2110\n"));
        QVERIFY(done.wait(10000));
        auto result = done.takeFirst().at(1).value<JudgeReadResult>();
        QCOMPARE(result.puzzle.get(), toy.get());
        QCOMPARE(result.problem, JudgeReadResult::Problem::None);
        QVERIFY2(result.error.empty(), result.error.c_str());
        QCOMPARE(result.caseCount, std::size_t(3));
        CaseList read;
        for (const auto& args : cases)
            read.append(args.at(1).value<CaseList>());
        QCOMPARE(read.size(), std::size_t(3));
        QVERIFY(read.at(0) == (Position{{1, 2, 0, 1}}));
        QVERIFY(read.at(2) == (Position{{2, 1, 1, 0}}));

        // A bad case: the toy's own sentence; a clocks input is recognised as one.
        reader.readBytes(toy, QByteArray("1201\n1000\n"));
        QVERIFY(done.wait(10000));
        result = done.takeFirst().at(1).value<JudgeReadResult>();
        QCOMPARE(result.caseCount, std::size_t(1));
        QCOMPARE(result.error, std::string("case 2: No moves lead from these dials to all zeros."));
        reader.readBytes(toy, QByteArray("9 9 12\n6 6 6\n6 3 6\n"));
        QVERIFY(done.wait(10000));
        result = done.takeFirst().at(1).value<JudgeReadResult>();
        QCOMPARE(result.caseCount, std::size_t(0));
        QVERIFY(!result.error.empty());
        QCOMPARE(result.readsAsPuzzle, heldContestPuzzle("clocks"));
    }

    void anUnsolvablePositionIsSaidToBeOne()
    {
        const auto lax = std::make_shared<const LaxToy>();
        const Position stuck{{1, 0, 0, 0}};
        QVERIFY(lax->validate(stuck).empty());
        QCOMPARE(lax->distance(stuck), -1);
        TableService tables;
        const TableAnswer a = answerOf(tables, tables.distance(lax, stuck));
        QVERIFY(a.ok());
        QCOMPARE(a.distances, std::vector<int>{-1});
        QVERIFY(!a.problems.front().empty());
        QVERIFY(a.optimalMoves.empty());

        SolveService service;
        const SolveResult r = solved(service, service.solve(lax, stuck));
        QCOMPARE(r.outcome, Outcome::Unsolvable);  // not Failed, not Cancelled
        QCOMPARE(r.error(), QStringLiteral("No presses lead to all zeros."));

        PuzzleDocument doc(lax);
        doc.resetTo(stuck);
        PlaySession game(&doc);
        game.setActive(true);
        QVERIFY(QTest::qWaitFor([&] { return !game.measuring(); }, 20000));
        QCOMPARE(game.distance(), -1);
        QCOMPARE(game.problem(), QString::fromStdString(a.problems.front()));
        QCOMPARE(game.hint(), -1);
        // A solvable setting is measured again, and the problem goes.
        doc.resetTo(Position{{2, 2, 0, 0}});  // one press of T from all zeros
        QVERIFY(QTest::qWaitFor([&] { return !game.measuring(); }, 20000));
        QCOMPARE(game.distance(), 1);
        QVERIFY(game.problem().isEmpty());
    }

    void playSessionCountsMovesOnTheToy()
    {
        const auto toy = makeToy();
        PuzzleDocument doc(toy);
        const Position start{{2, 1, 1, 0}};
        doc.resetTo(start);
        PlaySession game(&doc);
        QCOMPARE(&game.puzzle(), toy.get());
        game.setActive(true);
        QVERIFY(QTest::qWaitFor([&] { return !game.measuring(); }, 20000));
        QCOMPARE(game.optimum(), toy->distance(start));
        QCOMPARE(game.largestDistance(), -1);
        game.learnLargestDistance();
        QVERIFY(QTest::qWaitFor([&] { return game.largestDistance() >= 0; }, 20000));
        QCOMPARE(game.largestDistance(), int(toy->histogram().size()) - 1);
        // Follow the hints to the goal: each one a move closer.
        QSignalSpy reached(&game, &PlaySession::goalReached);
        for (int used = 1; game.distance() > 0; ++used) {
            const int before = game.distance();
            const int move = game.hint();
            QVERIFY(move >= 0);
            QVERIFY(doc.applyMove(move));
            QVERIFY(QTest::qWaitFor([&] { return !game.measuring(); }, 20000));
            QCOMPARE(game.distance(), before - 1);
            QCOMPARE(game.movesUsed(), used);
            QCOMPARE(game.verdict(), PlaySession::Verdict::Closer);
        }
        QVERIFY(game.solvedByHand());
        QCOMPARE(reached.count(), 1);
        QCOMPARE(game.hintsUsed(), toy->distance(start));
    }

    // A puzzle of the library through the adapter: Lights Out 3x3, whose figures are
    // known (its definition: 512 boards, all solvable, at most 9 presses, one board
    // at 9; every board has exactly one set of presses, so C(9, k) boards need k).
    void aLibraryDefinitionThroughEveryModel()
    {
        const auto entry = Registry::bundled().find("lights-out-3");
        QVERIFY(entry);
        const std::shared_ptr<const Puzzle> lights = puzzleFor(entry);
        QVERIFY(lights);
        QVERIFY(!addOnOf(*lights->entry()));  // not a contest puzzle
        QCOMPARE(lights->cellCount(), 9);

        // The library's list (the one list model of puzzles) and the names it shows.
        LibraryModel list;
        list.setEntries({Registry::bundled().find("clocks"), entry});
        const int row = list.rowOfKey(QStringLiteral("lights-out-3"));
        QCOMPARE(row, 1);
        QCOMPARE(list.data(list.index(row)).toString(), QStringLiteral("Lights Out 3x3"));
        QCOMPARE(list.data(list.index(row), LibraryModel::DescriptionRole).toString(),
                 QString::fromStdString(entry->def().description));
        QCOMPARE(PuzzleNames::displayName(*lights), QStringLiteral("Lights Out 3x3"));
        QCOMPARE(PuzzleNames::summary(*lights), QString::fromStdString(entry->def().description));

        // The document: an edit, moves, undo.
        PuzzleDocument doc(lights);
        QVERIFY(doc.position() == lights->initial());
        QCOMPARE(doc.isSolved(), lights->isGoal(lights->initial()));
        const Position before = doc.position();
        QVERIFY(doc.applyMove(4));  // b2: the centre and its four neighbours toggle
        int toggled = 0;
        for (std::size_t i = 0; i < 9; ++i)
            toggled += doc.position().cells[i] != before.cells[i];
        QCOMPARE(toggled, 5);
        QCOMPARE(doc.undoStack()->undoText(),
                 QStringLiteral("Move %1").arg(QString::fromStdString(lights->moveNames()[4])));
        std::mt19937_64 rng(3);
        const Position scrambled = lights->random(rng);
        QVERIFY(doc.setPosition(scrambled, QStringLiteral("Scramble")));
        QVERIFY(doc.applyMove(0));
        doc.undoStack()->undo();
        QVERIFY(doc.position() == scrambled);
        doc.undoStack()->undo();
        doc.undoStack()->undo();
        QVERIFY(doc.position() == lights->initial());

        // Solving, then stepping along the solution.
        const QStringList engines = SolveService::engineNames(*lights);
        QCOMPARE(engines.size(), int(lights->engineNames().size()));
        QVERIFY(!SolveService::defaultEngine(*lights).isEmpty());
        SolveService service;
        TableService tables;
        for (int i = 0; i < 5; ++i) {
            const Position start = lights->random(rng);
            const SolveResult r = solved(service, service.solve(lights, start));
            QVERIFY2(r.solved(), qPrintable(r.error()));
            QVERIFY(lights->isGoal(replay(*lights, start, r.moves)));
            const TableAnswer d = answerOf(tables, tables.distance(lights, start));
            QVERIFY2(d.ok(), qPrintable(d.error));
            QCOMPARE(int(r.moves.size()), d.distances.front());
            QVERIFY(d.distances.front() <= 9);
            MoveListModel moves;
            QVERIFY(moves.setSolution(lights, start, r.moves));
            Position at = start;
            for (int step = 0; step <= moves.moveCount(); ++step) {
                QVERIFY(moves.positionAt(step) == at);
                if (step < moves.moveCount())
                    at = lights->apply(at, r.moves[std::size_t(step)]);
            }
            QVERIFY(lights->isGoal(moves.endPosition()));
        }
        // Every engine that is not refused gives an optimal answer too.
        const Position start = lights->random(rng);
        const int optimum = answerOf(tables, tables.distance(lights, start)).distances.front();
        for (const QString& engine : engines) {
            if (!SolveService::engineRefusal(*lights, engine).isEmpty())
                continue;
            const SolveResult r = solved(service, service.solve(lights, start, engine));
            QVERIFY2(r.solved(), qPrintable(engine + QStringLiteral(": ") + r.error()));
            QVERIFY(lights->isGoal(replay(*lights, start, r.moves)));
            QVERIFY2(int(r.moves.size()) >= optimum, qPrintable(engine));
        }

        // The tables: C(9, k) boards at k presses; boards at every distance, one at 9.
        const TableAnswer h = answerOf(tables, tables.histogram(lights));
        QVERIFY2(h.ok(), qPrintable(h.error));
        std::vector<quint64> binomial{1};
        for (int k = 1; k <= 9; ++k)
            binomial.push_back(binomial.back() * quint64(10 - k) / quint64(k));
        QCOMPARE(h.histogram, binomial);
        QCOMPARE(h.largestDistance, 9);
        for (int d = 0; d <= 9; ++d) {
            const TableAnswer at = answerOf(tables, tables.positionAt(lights, d, quint64(d)));
            QVERIFY2(at.found, qPrintable(QString::number(d)));
            QCOMPARE(at.foundDistance, d);
        }
        const TableAnswer hardest = answerOf(tables, tables.hardest(lights, 1));
        QVERIFY(hardest.found);
        QCOMPARE(hardest.foundDistance, 9);
        // Its case format (SPEC 7.5) read through JudgeFileReader, as its parseJudge reads it.
        std::string text;
        for (int i = 0; i < 50; ++i)
            text += lights->formatPosition(lights->random(rng)) + "\n";
        const JudgeInput whole = lights->parseJudge(text);
        QCOMPARE(whole.cases.size(), std::size_t(50));
        JudgeFileReader reader;
        QSignalSpy read(&reader, &JudgeFileReader::casesRead);
        QSignalSpy done(&reader, &JudgeFileReader::finished);
        reader.readBytes(lights, QByteArray::fromStdString(text));
        QVERIFY(done.wait(10000));
        const auto result = done.front().at(1).value<JudgeReadResult>();
        QVERIFY2(result.error.empty(), result.error.c_str());
        QCOMPARE(result.caseCount, whole.cases.size());
        CaseList cases;
        for (const auto& args : read)
            cases.append(args.at(1).value<CaseList>());
        QCOMPARE(cases.size(), whole.cases.size());
        for (std::size_t i = 0; i < cases.size(); ++i)
            QVERIFY(cases.at(i) == whole.cases[i]);

        // The one board at 9: every square pressed once, from all off.
        const Position dark{std::vector<std::uint8_t>(9, 0)};
        QVERIFY(lights->isGoal(dark));
        QVERIFY(*hardest.found == replay(*lights, dark, {0, 1, 2, 3, 4, 5, 6, 7, 8}));
    }

    void listNamesAnyPuzzle()
    {
        const auto toy = makeToy();
        // No definition: the puzzle's title; the contest key keeps its own words.
        QCOMPARE(PuzzleNames::displayName(*toy), QStringLiteral("Dial Toy"));
        QCOMPARE(toy->key(), std::string("dial-toy"));
        QCOMPARE(PuzzleNames::displayName(*pl::test::contestPuzzle("rotation")),
                 QStringLiteral("The Rotation Game"));

        // The contest words go with the contest puzzles and their bundled definitions
        // only: a person's own file that reuses the key "clocks" keeps its own name.
        const auto bundled = Registry::bundled().find("clocks");
        QVERIFY(bundled);
        const auto bundledClocks = puzzleFor(bundled);
        // The bundled definition of a contest key is the one puzzle held for it.
        QCOMPARE(bundledClocks, heldContestPuzzle("clocks"));
        QCOMPARE(PuzzleNames::displayName(*bundledClocks), QStringLiteral("The Clocks"));
        std::string text = bundled->text;
        const std::string name = "\"name\": \"The Clocks\"";
        const auto at = text.find(name);
        QVERIFY(at != std::string::npos);
        text.replace(at, name.size(), "\"name\": \"My Clocks\"");
        auto mine = loadDefinition(text, "my-clocks.puzzle.json");
        QVERIFY(mine);
        const auto own = puzzleFor(std::make_shared<const PuzzleEntry>(std::move(*mine.value)));
        QCOMPARE(own->key(), std::string("clocks"));
        QVERIFY(own != heldContestPuzzle("clocks"));
        QVERIFY(!own->entry()->bundled);
        QVERIFY(!addOnOf(*own->entry()));
        QCOMPARE(PuzzleNames::displayName(*own), QStringLiteral("My Clocks"));
        QCOMPARE(PuzzleNames::summary(*own), QString::fromStdString(bundled->def().description));
    }
};

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    // The census test writes settings: keep them out of the user's own.
    QCoreApplication::setOrganizationName(QStringLiteral("PuzzleLabTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_any_puzzle"));
    QStandardPaths::setTestModeEnabled(true);
    TestAnyPuzzle test;
    return QTest::qExec(&test, argc, argv);
}
#include "tst_any_puzzle.moc"
