#include "core/contest_bridge.h"

#include <mutex>
#include <utility>

namespace pl {

namespace {

class BridgedEngine final : public Engine {
public:
    BridgedEngine(const Puzzle& contest, std::string name, std::string description,
                  std::unique_ptr<DefEngine> engine, ToRequest request)
        : contest_(contest),
          name_(std::move(name)),
          description_(std::move(description)),
          engine_(std::move(engine)),
          request_(std::move(request))
    {
    }

    std::string name() const override { return name_; }
    std::string description() const override { return description_; }

    Solution solve(const Position& position, const ProgressFn& progress,
                   const CancelToken& cancel) override
    {
        // The contest object's own words for a bad position, as its engines had them.
        if (!request_)
            return failedSolution(validateProblems(contest_, position));
        Answer a = engine_->solve(request_(position), progress, cancel);
        Solution s;
        if (a.outcome == Outcome::Failed) {
            Problems bad = validateProblems(contest_, position);
            s = failedSolution(bad.empty() ? std::move(a.problems) : std::move(bad));
            s.stats = a.stats;
            return s;
        }
        s.outcome = a.outcome;
        s.stats = a.stats;
        s.moves = std::move(a.moves);
        if (a.outcome == Outcome::Solved && a.reached.label > 0)
            s.finalLabel = a.reached.label;
        return s;
    }

private:
    const Puzzle& contest_;
    std::string name_;
    std::string description_;
    std::unique_ptr<DefEngine> engine_;
    ToRequest request_;
};

class LazySampling final : public PositionSampling {
public:
    explicit LazySampling(std::function<std::shared_ptr<const PositionSampling>()> make)
        : make_(std::move(make))
    {
    }
    int largestDistance() const override { return get().largestDistance(); }
    std::optional<Position> positionAt(int distance, std::mt19937_64& rng) const override
    {
        return get().positionAt(distance, rng);
    }
    std::optional<Position> hardest(std::mt19937_64& rng) const override
    {
        return get().hardest(rng);
    }
    int largestPatternDistance() const override { return get().largestPatternDistance(); }
    std::optional<Position> patternBoard(int patternDistance, std::mt19937_64& rng,
                                         int* label) const override
    {
        return get().patternBoard(patternDistance, rng, label);
    }
    std::uint64_t censusTotal() const override { return get().censusTotal(); }
    std::vector<std::uint64_t> census(const ProgressFn& progress,
                                      const CancelToken& cancel) const override
    {
        return get().census(progress, cancel);
    }

private:
    const PositionSampling& get() const
    {
        std::call_once(once_, [this] { made_ = make_(); });
        return *made_;
    }

    std::function<std::shared_ptr<const PositionSampling>()> make_;
    mutable std::once_flag once_;
    mutable std::shared_ptr<const PositionSampling> made_;
};

}  // namespace

std::shared_ptr<const PositionSampling> lazySampling(
    std::function<std::shared_ptr<const PositionSampling>()> make)
{
    return std::make_shared<const LazySampling>(std::move(make));
}

const PuzzleEntry& contestEntry(std::string_view key)
{
    return *bundledRegistry().find(key);
}

std::unique_ptr<Engine> bridgedEngine(const Puzzle& contest, std::string name,
                                      std::string_view addOnName, ToRequest request)
{
    const PuzzleEntry& entry = contestEntry(contest.key());
    auto engine = entry.addOn->makeEngine(entry.rules, addOnName);
    if (!engine)
        return nullptr;
    return std::make_unique<BridgedEngine>(contest, std::move(name),
                                           entry.addOn->engineDescription(addOnName),
                                           std::move(engine), std::move(request));
}

const JudgeFormat& contestJudge(const Puzzle& contest)
{
    return contestEntry(contest.key()).addOn->judge();
}

Position contestPositionOf(JudgeCase judgeCase)
{
    if (judgeCase.goal)
        judgeCase.position.cells.insert(judgeCase.position.cells.end(),
                                        judgeCase.goal->cells.begin(), judgeCase.goal->cells.end());
    return std::move(judgeCase.position);
}

CheckedJudge bridgedJudge(std::string_view key, std::string_view text, const FromCase& position)
{
    JudgeCases read = contestEntry(key).addOn->judge().read(text);
    CheckedJudge in;
    in.problems = std::move(read.problems);
    in.cases.reserve(read.cases.size());
    for (const JudgeCase& c : read.cases)
        in.cases.push_back(position(c));
    return in;
}

std::string bridgedAnswer(std::string_view key, const JudgeCase& judgeCase,
                          const Solution& solution)
{
    Answer a;
    a.outcome = solution.outcome;
    a.moves = solution.moves;
    a.reached.label = solution.finalLabel > 0 ? solution.finalLabel : -1;
    return contestEntry(key).addOn->judge().write(judgeCase, a);
}

}  // namespace pl
