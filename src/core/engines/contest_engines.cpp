#include "core/engines/contest_engines.h"

#include "core/contest_puzzles.h"
#include "core/puzzle.h"

namespace pl {

namespace {

struct Contest {
    std::string_view key;
    PuzzleKind kind;
};

// The only place outside the contest puzzles' own files that names them: it attaches
// their hand-tuned engines to the bundled definitions of the same key.
constexpr Contest kContests[] = {
    {"clocks", PuzzleKind::Clocks},
    {"msquare", PuzzleKind::MagicSquare},
    {"rotation", PuzzleKind::Rotation},
};

const Contest* contestFor(std::string_view key)
{
    for (const Contest& c : kContests)
        if (c.key == key)
            return &c;
    return nullptr;
}

// The definition's cells are the contest's cells, in the same order and with the same
// values (clocks: quarter turns 0..3; rotation: labels 1..3), except that the Magic
// Squares engines take the target as the second half of their position.
class ContestEngine final : public DefEngine {
public:
    ContestEngine(std::shared_ptr<const Rules> rules, const Contest& contest,
                  std::unique_ptr<Engine> engine, std::string name)
        : rules_(std::move(rules)),
          contest_(contest),
          engine_(std::move(engine)),
          name_(std::move(name))
    {
    }

    [[nodiscard]] std::string name() const override { return name_; }

    Answer solve(const SolveRequest& request, const ProgressFn& progress,
                 const CancelToken& cancel) override
    {
        Answer answer;
        if (Problems bad = rules_->validate(request.position); !bad.empty()) {
            answer.problems = std::move(bad);
            return answer;
        }
        Position old = request.position;
        if (contest_.kind == PuzzleKind::MagicSquare) {
            if (Problems bad = rules_->validateGoal(request.goal); !bad.empty()) {
                answer.problems = std::move(bad);
                return answer;
            }
            for (int v : request.goal.values)
                old.cells.push_back(static_cast<std::uint8_t>(v));
        } else if (!(request.goal == rules_->goal())) {
            answer.problems.push_back(Problem{"engine.goal-fixed", {name_}, {}});
            return answer;
        }
        Solution s = engine_->solve(old, progress, cancel);
        answer.outcome = s.outcome;
        answer.stats = s.stats;
        if (s.outcome == Outcome::Solved) {
            answer.moves = std::move(s.moves);
            if (contest_.kind == PuzzleKind::Rotation)
                answer.reached.label = s.finalLabel;
        } else if (s.outcome == Outcome::Failed) {
            answer.problems.push_back(Problem{"internal", {s.error}, {}});
        }
        return answer;
    }

private:
    std::shared_ptr<const Rules> rules_;
    const Contest& contest_;
    std::unique_ptr<Engine> engine_;
    std::string name_;
};

}  // namespace

std::vector<std::string> contestEngineNames(std::string_view key)
{
    std::vector<std::string> names;
    if (const Contest* c = contestFor(key))
        for (const std::string& n : puzzle(c->kind).engineNames())
            names.push_back(std::string(key) + "-" + n);
    return names;
}

std::unique_ptr<DefEngine> makeContestEngine(std::shared_ptr<const Rules> rules,
                                             std::string_view name)
{
    const Contest* c = contestFor(rules->def().key);
    if (!c || !name.starts_with(c->key) || name.size() <= c->key.size() + 1 ||
        name[c->key.size()] != '-')
        return nullptr;
    auto engine = puzzle(c->kind).makeEngine(name.substr(c->key.size() + 1));
    if (!engine)
        return nullptr;
    return std::make_unique<ContestEngine>(std::move(rules), *c, std::move(engine),
                                           std::string(name));
}

}  // namespace pl
