#include "core/definition_puzzle.h"

#include <algorithm>
#include <mutex>
#include <optional>
#include <utility>

#include "core/case_reader.h"
#include "core/contest/add_on.h"
#include "core/engines/catalog.h"
#include "core/engines/sticker_observer.h"
#include "core/model/orbit_model.h"
#include "core/rules/position_count.h"

namespace pl {

namespace {

// What the table engine takes at all (table_engine.h: at most 64 cells, any number of
// moves); tableEngineFits() says whether, this names the limit in the sentence.
constexpr int kTableMaxCells = 64;

std::string firstText(const Problems& problems, std::string_view fallback)
{
    return problems.empty() ? std::string(fallback) : problemText(problems.front());
}

std::string engineDescription(std::string_view name)
{
    if (name == "table")
        return "Builds an exact table of the distance of every position from the goal, then "
               "walks down it: the fastest answers, where the table fits in memory.";
    if (name == "linear")
        return "Solves the system of move counts modulo the dials' modulus, without "
               "searching.";
    if (name == "ida")
        return "Iterative-deepening A* with pattern databases built from the definition, for "
               "puzzles too large for a table.";
    if (name == "bfs")
        return "A plain breadth-first search from the position: the classic baseline.";
    return "An engine tuned by hand for this puzzle.";
}

}  // namespace

// What every copy of the puzzle and every "table" engine made from it share: the facts
// computed once, and the one table engine, built on first use under its mutex.
struct DefinitionPuzzle::Shared {
    std::shared_ptr<const PuzzleEntry> entry;
    EngineOptions options;

    std::once_flag factsOnce;
    std::vector<EngineChoice> choices;
    std::optional<Problem> tableRefusal;

    std::mutex tableMutex;
    std::unique_ptr<TableEngine> table;  // under tableMutex
    bool histogramAsked = false;         // under tableMutex
    std::optional<TableHistogram> histogram;

    // searchDistance(): one ida engine (its databases built once and kept) and the
    // latest answers, most recent last, under searchMutex.
    static constexpr std::size_t kSearchedKept = 256;
    std::mutex searchMutex;
    std::unique_ptr<DefEngine> search;
    std::vector<std::pair<Position, Puzzle::SearchedDistance>> searched;

    Shared(std::shared_ptr<const PuzzleEntry> e, EngineOptions o) : entry(std::move(e)), options(o)
    {
    }

    const Rules& rules() const { return *entry->rules; }
    SolveRequest request(const Position& p) const { return SolveRequest{p, rules().goal()}; }
    // The table solves the pieces of a puzzle with pieces (SPEC 8.2): a request checked
    // as stickers (its problems name cells), then read as pieces.
    Problems tableProblems(const SolveRequest& r) const
    {
        if (!rules().pieceRules())
            return {};
        Problems bad = rules().validate(r.position);
        if (bad.empty())
            bad = rules().checkGoal(r.goal);
        if (bad.empty())
            bad = rules().checkPieceGoal(r.goal);
        return bad;
    }
    SolveRequest tableRequest(const SolveRequest& r) const
    {
        return SolveRequest{rules().toPieces(r.position), rules().toPieces(r.goal), r.observer};
    }
    SolveRequest tableRequest(const Position& p) const { return tableRequest(request(p)); }

    void computeFacts()
    {
        std::call_once(factsOnce, [this] {
            choices = engineChoices(*entry, options);
            const Rules& r = rules();
            if (!tableEngineFits(*solvingRules(entry->rules))) {
                tableRefusal =
                    Problem{"engine.table-cells",
                            {std::to_string(kTableMaxCells), std::to_string(r.cellCount())},
                            {}};
                return;
            }
            for (const EngineChoice& c : choices)
                if (c.name == "table") {
                    tableRefusal = c.refusal;
                    // A table the engine refuses for another reason than memory (a move
                    // of too high an order, say) needs no bytes; asking it for the start
                    // position then fails before anything is built, with the reason.
                    if (!c.refusal && c.tableBytes == 0) {
                        TableEngine probe(solvingRules(entry->rules), options);
                        const CancelToken never;
                        const TableResult<int> d =
                            probe.distance(tableRequest(r.start()), {}, never);
                        if (d.outcome == Outcome::Failed && !d.problems.empty())
                            tableRefusal = d.problems.front();
                    }
                }
        });
    }

    // Under tableMutex.
    TableEngine& tableLocked()
    {
        if (!table)
            table = std::make_unique<TableEngine>(solvingRules(entry->rules), options);
        return *table;
    }
};

namespace {

// A definition engine behind the legacy Engine face the window and the tests drive.
class EngineAdapter final : public Engine {
public:
    // `engine` is the engine to run, or null for the puzzle's shared table. `addOn`:
    // the contest add-on of the puzzle's definition (null for any other puzzle), kept
    // alive by `shared`'s entry.
    EngineAdapter(std::string name, std::unique_ptr<DefEngine> engine,
                  std::shared_ptr<DefinitionPuzzle::Shared> shared, const ContestAddOn* addOn)
        : name_(std::move(name)),
          engine_(std::move(engine)),
          shared_(std::move(shared)),
          addOn_(addOn)
    {
    }

    std::string name() const override { return name_; }
    std::string description() const override { return engineDescription(name_); }

    Answer solve(const Position& position, const ProgressFn& progress,
                 const CancelToken& cancel) override
    {
        // A contest's position is checked in the contest's words, as its validate()
        // says them (every engine of the puzzle fails alike on a bad board).
        if (addOn_)
            if (Problems bad = addOn_->contestForm().validate(position); !bad.empty())
                return failedAnswer(std::move(bad));
        SolveRequest request = shared_->request(position);
        request.observer = observer_;
        Answer a;
        if (!engine_ && observer_) {
            // The puzzle's shared table may be built already: a watched one is its own.
            if (!watchedTable_)
                watchedTable_ = std::make_unique<TableEngine>(solvingRules(shared_->entry->rules),
                                                              shared_->options);
            if (Problems bad = shared_->tableProblems(request); !bad.empty())
                return failedAnswer(std::move(bad));
            // The table is of the pieces; the watcher hears of positions in stickers.
            SolveRequest inPieces = shared_->tableRequest(request);
            std::optional<StickerObserver> stickers;
            if (shared_->entry->rules->pieceRules()) {
                stickers.emplace(*shared_->entry->rules, *observer_);
                inPieces.observer = &*stickers;
            }
            a = watchedTable_->solve(inPieces, progress, cancel);
        } else if (engine_) {
            a = engine_->solve(request, progress, cancel);
        } else {
            if (Problems bad = shared_->tableProblems(request); !bad.empty())
                return failedAnswer(std::move(bad));
            const std::lock_guard lock(shared_->tableMutex);
            a = shared_->tableLocked().solve(shared_->tableRequest(request), progress, cancel);
        }
        if (a.outcome == Outcome::Failed && a.problems.empty())
            a.problems.push_back(Problem{"internal", {"the engine did not find an answer"}, {}});
        return a;
    }

    void watch(search::SearchObserver* observer) override { observer_ = observer; }

private:
    std::string name_;
    std::unique_ptr<DefEngine> engine_;
    std::shared_ptr<DefinitionPuzzle::Shared> shared_;
    const ContestAddOn* addOn_ = nullptr;
    search::SearchObserver* observer_ = nullptr;
    std::unique_ptr<TableEngine> watchedTable_;
};

}  // namespace

DefinitionPuzzle::DefinitionPuzzle(std::shared_ptr<const PuzzleEntry> entry, EngineOptions options)
    : entry_(std::move(entry)),
      options_(options),
      shared_(std::make_shared<Shared>(entry_, options_))
{
}

DefinitionPuzzle::~DefinitionPuzzle() = default;

std::string DefinitionPuzzle::key() const
{
    return entry_->key();
}

std::string DefinitionPuzzle::title() const
{
    return entry_->def().name;
}

int DefinitionPuzzle::cellCount() const
{
    return rules().cellCount();
}

const std::vector<std::string>& DefinitionPuzzle::moveNames() const
{
    return rules().moveNames();
}

Position DefinitionPuzzle::initial() const
{
    return rules().start();
}

Position DefinitionPuzzle::apply(const Position& p, int move) const
{
    return rules().apply(p, move);
}

bool DefinitionPuzzle::isLegal(const Position& p, int move) const
{
    return move >= 0 && move < rules().moveCount() &&
           p.cells.size() == static_cast<std::size_t>(cellCount()) && rules().legal(p, move);
}

bool DefinitionPuzzle::isGoal(const Position& p) const
{
    return p.cells.size() == static_cast<std::size_t>(cellCount()) &&
           rules().reached(p).has_value();
}

std::string DefinitionPuzzle::validate(const Position& p) const
{
    const Problems problems = validateProblems(p);
    return problems.empty() ? std::string() : problemText(problems.front());
}

Problems DefinitionPuzzle::validateProblems(const Position& p) const
{
    if (const PositionForm* form = contestText())
        return form->validate(p);
    return rules().validate(p);
}

Position DefinitionPuzzle::random(std::mt19937_64& rng) const
{
    return rules().random(rng);
}

namespace {

// The position a goal fixes (every cell given), if it fixes one.
std::optional<Position> fixedPosition(const def::Goal& goal, std::size_t cells)
{
    if (goal.type == def::Goal::Type::AnyOf)
        return goal.anyOf.empty() ? std::nullopt : fixedPosition(goal.anyOf.front(), cells);
    if (goal.type != def::Goal::Type::Values || goal.values.size() != cells)
        return std::nullopt;
    Position p;
    for (int v : goal.values) {
        if (v < 0)
            return std::nullopt;
        p.cells.push_back(static_cast<std::uint8_t>(v));
    }
    return p;
}

}  // namespace

bool DefinitionPuzzle::editableGoal() const
{
    return entry_->def().editableGoal;
}

std::optional<Position> DefinitionPuzzle::goalPosition() const
{
    if (!editableGoal())
        return std::nullopt;
    return fixedPosition(rules().goal(), std::size_t(cellCount()));
}

std::shared_ptr<const Puzzle> DefinitionPuzzle::withGoal(const Position& goal) const
{
    if (!editableGoal() || std::cmp_not_equal(goal.cells.size(), cellCount()))
        return nullptr;
    def::Goal g;
    g.type = def::Goal::Type::Values;
    g.values.assign(goal.cells.begin(), goal.cells.end());
    if (!rules().validateGoal(g).empty())
        return nullptr;
    def::PuzzleDef d = entry_->def();
    d.goal = std::move(g);
    auto entry = std::make_shared<PuzzleEntry>(*entry_);
    entry->rules = std::make_shared<const Rules>(std::move(d));
    return std::make_shared<const DefinitionPuzzle>(std::move(entry), options_);
}

Position DefinitionPuzzle::scramble(std::mt19937_64& rng) const
{
    const Rules& r = rules();
    auto from = fixedPosition(r.goal(), std::size_t(cellCount()));
    // A goal that takes any twist of some pieces (twsearch's `?`) fixes a position but
    // for those twists: the walk starts from the start position, a goal state.
    if (!from && statesPerPosition(r, r.goal()) > 1 && r.reached(r.start()).has_value())
        from = r.start();
    if (!from || !r.validate(*from).empty())
        return random(rng);
    Position p = *from;
    const int moves = int(moveNames().size());
    if (moves == 0)
        return p;
    if (r.def().kind == def::Kind::Dial) {
        // Moves of a dial puzzle commute: a random count of each is a uniform draw from
        // every position the moves reach.
        const auto modulus = static_cast<std::uint64_t>(r.def().modulus);
        for (int m = 0; m < moves; ++m)
            for (auto k = rng() % modulus; k > 0; --k)
                p = r.apply(p, m);
        return p;
    }
    // A random walk long enough to mix: legal moves only, never straight back.
    const int steps = std::max(200, 40 * cellCount());
    int last = -1;
    std::vector<int> legal;
    for (int step = 0; step < steps; ++step) {
        legal.clear();
        for (int m = 0; m < moves; ++m)
            if (r.legal(p, m) && (last < 0 || m != r.inverseOf(last)))
                legal.push_back(m);
        if (legal.empty())
            break;
        last = legal[rng() % legal.size()];
        p = r.apply(p, last);
    }
    return p;
}

std::string DefinitionPuzzle::formatPosition(const Position& p) const
{
    if (const PositionForm* form = contestText())
        return form->format(JudgeCase{p, std::nullopt});
    return rules().formatPosition(p);
}

Parsed<Position> DefinitionPuzzle::parsePosition(std::string_view text) const
{
    Checked<Position> c = parsePositionChecked(text);
    if (!c)
        return {std::nullopt, firstText(c.problems, "not a position of this puzzle")};
    return {std::move(c.value), {}};
}

std::string DefinitionPuzzle::formatMoves(const std::vector<int>& moves) const
{
    return rules().formatMoves(moves);
}

Checked<Position> DefinitionPuzzle::parsePositionChecked(std::string_view text) const
{
    if (const PositionForm* form = contestText()) {
        Checked<JudgeCase> read = form->parse(text);
        if (!read)
            return {std::nullopt, std::move(read.problems)};
        return {std::move(read.value->position), {}};
    }
    return rules().parsePosition(text);
}

Checked<std::vector<int>> DefinitionPuzzle::parseMovesChecked(std::string_view text) const
{
    if (const ContestAddOn* addOn = addOnOf(*entry_))
        if (auto read = addOn->contestForm().parseMoves(text))
            return std::move(*read);
    return rules().parseMoves(text);
}

Parsed<std::vector<int>> DefinitionPuzzle::parseMoves(std::string_view text) const
{
    Checked<std::vector<int>> c = parseMovesChecked(text);
    if (!c)
        return {std::nullopt, firstText(c.problems, "not a move sequence of this puzzle")};
    return {std::move(c.value), {}};
}

const PositionForm* DefinitionPuzzle::contestText() const
{
    const ContestAddOn* addOn = addOnOf(*entry_);
    return addOn && addOn->textIsContestForm() ? &addOn->contestForm() : nullptr;
}

std::vector<std::string> DefinitionPuzzle::engineNames() const
{
    return pl::engineNames(*entry_);
}

std::unique_ptr<Engine> DefinitionPuzzle::makeEngine(std::string_view name) const
{
    const std::vector<std::string> names = engineNames();
    if (std::find(names.begin(), names.end(), name) == names.end())
        return nullptr;
    if (name == "table")
        return std::make_unique<EngineAdapter>(std::string(name), nullptr, shared_,
                                               addOnOf(*entry_));
    std::unique_ptr<DefEngine> engine = pl::makeEngine(*entry_, name, options_);
    if (!engine)
        return nullptr;
    return std::make_unique<EngineAdapter>(std::string(name), std::move(engine), shared_,
                                           addOnOf(*entry_));
}

std::optional<Problem> DefinitionPuzzle::tableRefusalProblem() const
{
    shared_->computeFacts();
    return shared_->tableRefusal;
}

std::string DefinitionPuzzle::tableRefusal() const
{
    const std::optional<Problem> p = tableRefusalProblem();
    return p ? problemText(*p) : std::string();
}

std::optional<Problem> DefinitionPuzzle::engineRefusalProblem(std::string_view engine) const
{
    shared_->computeFacts();
    for (const EngineChoice& c : shared_->choices)
        if (c.name == engine)
            return c.refusal;
    return Problem{"engine.unknown", {std::string(engine), key()}, {}};
}

std::optional<Problem> DefinitionPuzzle::engineCautionProblem(std::string_view engine) const
{
    shared_->computeFacts();
    for (const EngineChoice& c : shared_->choices)
        if (c.name == engine)
            return c.caution;
    return std::nullopt;
}

std::string DefinitionPuzzle::engineRefusal(std::string_view engine) const
{
    const std::optional<Problem> p = engineRefusalProblem(engine);
    return p ? problemText(*p) : std::string();
}

int DefinitionPuzzle::distance(const Position& p) const
{
    if (tableRefusalProblem() || !rules().validate(p).empty())
        return -1;
    const CancelToken never;
    const std::lock_guard lock(shared_->tableMutex);
    const TableResult<int> d = shared_->tableLocked().distance(shared_->tableRequest(p), {}, never);
    return d.outcome == Outcome::Solved ? d.value : -1;
}

std::vector<int> DefinitionPuzzle::optimalMoves(const Position& p) const
{
    if (tableRefusalProblem() || !rules().validate(p).empty())
        return {};
    const CancelToken never;
    const std::lock_guard lock(shared_->tableMutex);
    TableResult<std::vector<int>> h =
        shared_->tableLocked().hint(shared_->tableRequest(p), {}, never);
    return h.outcome == Outcome::Solved ? std::move(h.value) : std::vector<int>{};
}

bool DefinitionPuzzle::searchesDistance() const
{
    if (!tableRefusalProblem())
        return false;
    const auto refusal = engineRefusalProblem("ida");
    return !refusal;
}

Puzzle::SearchedDistance DefinitionPuzzle::searchDistance(const Position& p,
                                                          const CancelToken& cancel) const
{
    SearchedDistance out;
    if (!searchesDistance()) {
        if (auto refusal = engineRefusalProblem("ida"))
            out.problems.push_back(std::move(*refusal));
        return out;
    }
    if (Problems bad = rules().validate(p); !bad.empty()) {
        out.problems = std::move(bad);
        return out;
    }
    Shared& s = *shared_;
    const std::lock_guard lock(s.searchMutex);
    for (std::size_t i = 0; i < s.searched.size(); ++i)
        if (s.searched[i].first == p) {
            std::rotate(s.searched.begin() + static_cast<long>(i),
                        s.searched.begin() + static_cast<long>(i) + 1, s.searched.end());
            return s.searched.back().second;
        }
    if (!s.search)
        s.search = makeGenericEngine(entry_->rules, "ida", options_);
    if (!s.search)
        return out;
    Answer a = s.search->solve(s.request(p), {}, cancel);
    out.outcome = a.outcome;
    switch (a.outcome) {
    case Outcome::Solved:
        out.distance = static_cast<int>(a.moves.size());
        out.firstMove = a.moves.empty() ? -1 : a.moves.front();
        break;
    case Outcome::Failed:
        out.problems = std::move(a.problems);
        return out;
    case Outcome::Cancelled:
        return out;
    case Outcome::Unsolvable:
        break;
    }
    if (s.searched.size() >= Shared::kSearchedKept)
        s.searched.erase(s.searched.begin());
    s.searched.emplace_back(p, out);
    return out;
}

std::vector<std::uint64_t> DefinitionPuzzle::histogram() const
{
    if (tableRefusalProblem())
        return {};
    const std::lock_guard lock(shared_->tableMutex);
    if (!shared_->histogramAsked) {
        shared_->histogramAsked = true;
        const CancelToken never;
        TableResult<TableHistogram> h =
            shared_->tableLocked().histogram(rules().toPieces(rules().goal()), {}, never);
        if (h.outcome == Outcome::Solved)
            shared_->histogram = std::move(h.value);
    }
    return shared_->histogram ? shared_->histogram->counts : std::vector<std::uint64_t>{};
}

bool DefinitionPuzzle::prepareTables(bool histogram, const ProgressFn& progress,
                                     const CancelToken& cancel) const
{
    if (tableRefusalProblem())
        return !cancel.cancelled();
    const std::lock_guard lock(shared_->tableMutex);
    if (histogram) {
        if (!shared_->histogramAsked) {
            TableResult<TableHistogram> h = shared_->tableLocked().histogram(
                rules().toPieces(rules().goal()), progress, cancel);
            if (h.outcome == Outcome::Cancelled)
                return false;
            shared_->histogramAsked = true;
            if (h.outcome == Outcome::Solved)
                shared_->histogram = std::move(h.value);
        }
    }
    // The start position's distance builds every table the goal's distances need.
    const TableResult<int> d =
        shared_->tableLocked().distance(shared_->tableRequest(rules().start()), progress, cancel);
    return d.outcome != Outcome::Cancelled;
}

std::uint64_t DefinitionPuzzle::unsolvableCount() const
{
    if (histogram().empty())
        return 0;
    const std::lock_guard lock(shared_->tableMutex);
    return shared_->histogram ? shared_->histogram->unsolvable : 0;
}

JudgeInput DefinitionPuzzle::parseJudge(std::string_view text) const
{
    return judgeInputFrom(parseJudgeChecked(text));
}

CheckedJudge DefinitionPuzzle::parseJudgeChecked(std::string_view text) const
{
    const Rules& r = rules();
    CaseReader reader(r);
    reader.feed(text);
    reader.finish();
    CheckedJudge in;
    std::vector<SolveRequest> cases = reader.takeCases();
    for (std::size_t i = 0; i < cases.size(); ++i) {
        // Only an editableGoal puzzle reads a goal at all (CaseReader refuses it for the
        // others); the goal the person gives there cannot travel in a JudgeInput.
        if (!(cases[i].goal == r.goal())) {
            Problem p{"case.goal-not-here", {"puzzlelab-solve --puzzle " + key()}, {}};
            p.where.caseNumber = static_cast<int>(i + 1);
            in.problems.push_back(std::move(p));
            return in;
        }
        in.cases.push_back(std::move(cases[i].position));
    }
    if (reader.error())
        in.problems.push_back(*reader.error());
    return in;
}

std::string DefinitionPuzzle::formatJudgeAnswer(const Position&, const Answer& a) const
{
    return caseAnswerLine(rules(), a.outcome, a.moves);
}

std::vector<int> DefinitionPuzzle::moveSources(int move) const
{
    const Rules& r = rules();
    if (move < 0 || move >= r.moveCount())
        return {};
    const RuleMove& m = r.move(move);
    if (r.def().kind == def::Kind::Permutation && !m.sources.empty())
        return m.sources;
    std::vector<int> identity(static_cast<std::size_t>(r.cellCount()));
    for (std::size_t i = 0; i < identity.size(); ++i)
        identity[i] = static_cast<int>(i);
    return identity;
}

std::vector<int> DefinitionPuzzle::moveCells(int move) const
{
    const Rules& r = rules();
    std::vector<int> cells;
    if (move < 0 || move >= r.moveCount())
        return cells;
    const RuleMove& m = r.move(move);
    const int n = r.cellCount();
    switch (r.def().kind) {
    case def::Kind::Dial:
        for (int i = 0; i < n && i < static_cast<int>(m.add.size()); ++i)
            if (m.add[static_cast<std::size_t>(i)] % r.def().modulus != 0)
                cells.push_back(i);
        break;
    case def::Kind::Permutation: {
        for (int i = 0; i < n && i < static_cast<int>(m.sources.size()); ++i)
            if (m.sources[static_cast<std::size_t>(i)] != i)
                cells.push_back(i);
        // Another solver's file: a piece's twist is a cell too, turned in place by a
        // move that moves no piece (a Pyraminx's tip).
        const model::OrbitModel& model = r.model();
        if (!model.slides() && model.stateSize() == n && model.hasTwists()) {
            const std::vector<int>& add = model.byteMove(move).add;
            const std::vector<int>& wrap = model.byteModulus();
            for (int i = 0; i < n; ++i)
                if (wrap[static_cast<std::size_t>(i)] > 0 &&
                    add[static_cast<std::size_t>(i)] % wrap[static_cast<std::size_t>(i)] != 0)
                    cells.push_back(i);
            std::sort(cells.begin(), cells.end());
            cells.erase(std::unique(cells.begin(), cells.end()), cells.end());
        }
        break;
    }
    case def::Kind::Sliding:
        // The blank moves towards m.direction: the tile it swaps with is the blank's
        // neighbour in that direction, wherever the blank is.
        for (int i = 0; i < n; ++i)
            if (const int t = r.neighbour(i, m.direction); t >= 0)
                cells.push_back(t);
        std::sort(cells.begin(), cells.end());
        cells.erase(std::unique(cells.begin(), cells.end()), cells.end());
        break;
    }
    return cells;
}

std::shared_ptr<const Puzzle> puzzleFor(std::shared_ptr<const PuzzleEntry> entry,
                                        EngineOptions options)
{
    if (!entry)
        return nullptr;
    if (addOnOf(*entry))
        if (auto held = heldContestPuzzle(entry->key()))
            return held;
    return std::make_shared<const DefinitionPuzzle>(std::move(entry), options);
}

namespace {

struct HeldContestPuzzles {
    std::once_flag once;
    std::vector<std::shared_ptr<const Puzzle>> puzzles;  // in the add-ons' order
};

HeldContestPuzzles& held()
{
    static HeldContestPuzzles h;
    std::call_once(h.once, [] {
        const Registry& bundled = bundledRegistry();
        for (const auto& addOn : contestAddOns().all())
            if (const auto entry = bundled.find(addOn->key()); entry && addOnOf(*entry))
                h.puzzles.push_back(std::make_shared<const DefinitionPuzzle>(entry));
    });
    return h;
}

}  // namespace

std::shared_ptr<const Puzzle> heldContestPuzzle(std::string_view key)
{
    for (const auto& p : held().puzzles)
        if (p->key() == key)
            return p;
    return nullptr;
}

std::vector<std::shared_ptr<const Puzzle>> heldContestPuzzles()
{
    return held().puzzles;
}

}  // namespace pl
