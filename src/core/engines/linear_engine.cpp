#include "core/engines/linear_engine.h"

#include "core/search/search_observer.h"

#include <algorithm>
#include <numeric>

#include "core/model/orbit_model.h"
#include "core/progress.h"

namespace pl {

namespace {

int mod(long long a, int m)
{
    const long long r = a % m;
    return static_cast<int>(r < 0 ? r + m : r);
}

// x with a x = 1 (mod m), for gcd(a, m) = 1.
int inverse(int a, int m)
{
    long long r0 = m, r1 = a, t0 = 0, t1 = 1;
    while (r1 != 0) {
        const long long q = r0 / r1;
        std::tie(r0, r1) = std::pair(r1, r0 - q * r1);
        std::tie(t0, t1) = std::pair(t1, t0 - q * t1);
    }
    return mod(t0, m);
}

// Is the sequence of `a` smaller than that of `b`? Both have the same length; the
// sequences are the moves in ascending order, so the first move whose count differs
// decides: more of the smaller move comes first.
bool smallerSequence(const std::vector<int>& a, const std::vector<int>& b)
{
    for (std::size_t j = 0; j < a.size(); ++j)
        if (a[j] != b[j])
            return a[j] > b[j];
    return false;
}

}  // namespace

LinearEngine::LinearEngine(std::shared_ptr<const Rules> rules)
    : EngineFace(std::move(rules), Phase::EnumeratingMoveCounts),
      modulus_(this->rules().model().orbit(0).twists)
{
    for (int j = 0; j < this->rules().moveCount(); ++j) {
        int g = modulus_;
        for (int a : this->rules().move(j).add)
            g = std::gcd(g, mod(a, modulus_));
        order_.push_back(modulus_ / g);
    }
}

LinearEngine::System LinearEngine::diagonalise(const Rules& rules, std::vector<int> rows,
                                               search::SearchObserver* observer)
{
    const int m = rules.model().orbit(0).twists;
    const int r = static_cast<int>(rows.size());
    const int n = rules.moveCount();
    System s;
    s.rows = std::move(rows);
    std::vector<std::vector<int>> a(static_cast<std::size_t>(r),
                                    std::vector<int>(static_cast<std::size_t>(n)));
    for (int i = 0; i < r; ++i)
        for (int j = 0; j < n; ++j)
            a[i][j] = mod(rules.move(j).add[static_cast<std::size_t>(s.rows[i])], m);
    s.u.assign(static_cast<std::size_t>(r), std::vector<int>(static_cast<std::size_t>(r), 0));
    for (int i = 0; i < r; ++i)
        s.u[i][i] = 1;
    s.v.assign(static_cast<std::size_t>(n), std::vector<int>(static_cast<std::size_t>(n), 0));
    for (int j = 0; j < n; ++j)
        s.v[j][j] = 1;
    const auto tell = [&](search::LinearStep::Kind kind, int row, int column) {
        search::LinearStep step;
        step.kind = kind;
        step.modulus = m;
        step.matrix = &a;
        step.row = row;
        step.column = column;
        observer->linearStep(step);
    };
    if (observer)
        tell(search::LinearStep::Kind::Matrix, -1, -1);

    const int k = std::min(r, n);
    int t = 0;
    for (; t < k; ++t) {
        for (;;) {
            // The smallest non-zero entry left becomes the pivot; every reduction below
            // leaves an integer remainder smaller than it, so this ends.
            int pi = -1, pj = -1;
            for (int i = t; i < r; ++i)
                for (int j = t; j < n; ++j)
                    if (a[i][j] != 0 && (pi < 0 || a[i][j] < a[pi][pj])) {
                        pi = i;
                        pj = j;
                    }
            if (pi < 0)
                break;
            std::swap(a[t], a[pi]);
            std::swap(s.u[t], s.u[pi]);
            for (int i = 0; i < r; ++i)
                std::swap(a[i][t], a[i][pj]);
            for (int j = 0; j < n; ++j)
                std::swap(s.v[j][t], s.v[j][pj]);
            if (observer)
                tell(search::LinearStep::Kind::Pivot, t, t);
            const int p = a[t][t];
            bool clean = true;
            for (int i = t + 1; i < r; ++i) {
                if (a[i][t] == 0)
                    continue;
                const int q = a[i][t] / p;
                for (int j = 0; j < n; ++j)
                    a[i][j] = mod(a[i][j] - static_cast<long long>(q) * a[t][j], m);
                for (int j = 0; j < r; ++j)
                    s.u[i][j] = mod(s.u[i][j] - static_cast<long long>(q) * s.u[t][j], m);
                clean = clean && a[i][t] == 0;
            }
            for (int j = t + 1; j < n; ++j) {
                if (a[t][j] == 0)
                    continue;
                const int q = a[t][j] / p;
                for (int i = 0; i < r; ++i)
                    a[i][j] = mod(a[i][j] - static_cast<long long>(q) * a[i][t], m);
                for (int i = 0; i < n; ++i)
                    s.v[i][j] = mod(s.v[i][j] - static_cast<long long>(q) * s.v[i][t], m);
                clean = clean && a[t][j] == 0;
            }
            if (observer)
                tell(search::LinearStep::Kind::Reduced, t, t);
            if (clean)
                break;
        }
        if (a[t][t] == 0)
            break;
    }
    s.rank = t;
    s.diagonal.assign(static_cast<std::size_t>(k), 0);
    // The solutions of one solvable right-hand side: gcd(d, m) for each diagonal
    // entry, m for each free column; counted with saturation.
    std::uint64_t count = 1;
    const auto times = [&count](std::uint64_t f) {
        count = count > kMaxSolutionsPerGoal * 64 / f ? kMaxSolutionsPerGoal * 64 : count * f;
    };
    for (int i = 0; i < k; ++i) {
        s.diagonal[i] = a[i][i];
        times(static_cast<std::uint64_t>(a[i][i] == 0 ? m : std::gcd(a[i][i], m)));
    }
    for (int j = k; j < n; ++j)
        times(static_cast<std::uint64_t>(m));
    s.solutions = count;
    if (observer) {
        search::LinearStep step;
        step.kind = search::LinearStep::Kind::Diagonal;
        step.modulus = m;
        step.matrix = &a;
        step.rank = s.rank;
        step.solutions = count;
        observer->linearStep(step);
    }
    return s;
}

namespace {

// The cells each part of a goal constrains: the systems solve() will diagonalise.
void goalRows(const def::Goal& goal, std::vector<std::vector<int>>& out)
{
    switch (goal.type) {
    case def::Goal::Type::Values: {
        std::vector<int> rows;
        for (std::size_t i = 0; i < goal.values.size(); ++i)
            if (goal.values[i] >= 0)
                rows.push_back(static_cast<int>(i));
        out.push_back(std::move(rows));
        break;
    }
    case def::Goal::Type::Uniform:
        out.push_back(goal.uniformCells);
        break;
    case def::Goal::Type::AnyOf:
        for (const def::Goal& g : goal.anyOf)
            goalRows(g, out);
        break;
    }
}

}  // namespace

bool LinearEngine::fits(const Rules& rules)
{
    // One orbit of pieces that never move and only turn (dials), its moves as written:
    // the moves commute, so a solution is a count per move, solved modulo the twists.
    const model::OrbitModel& model = rules.model();
    if (model.orbitCount() != 1 || model.orbit(0).piecesMove || model.orbit(0).twists < 2 ||
        model.metric() != model::MoveMetric::Move || rules.moveCount() == 0)
        return false;
    // Diagonalising costs cells x moves x min(cells, moves): past this, a table or a
    // search is the better engine anyway.
    if (rules.cellCount() > kMaxSize || rules.moveCount() > kMaxSize)
        return false;
    // Every system the definition's own goal needs must have few enough solutions.
    std::vector<std::vector<int>> systems;
    goalRows(rules.goal(), systems);
    for (const std::vector<int>& rows : systems)
        if (diagonalise(rules, rows).solutions > kMaxSolutionsPerGoal)
            return false;
    return true;
}

const LinearEngine::System& LinearEngine::systemFor(const std::vector<int>& rows,
                                                    search::SearchObserver* observer)
{
    auto it = systems_.find(rows);
    if (it == systems_.end())
        it = systems_.emplace(rows, diagonalise(rules(), rows, observer)).first;
    return it->second;
}

void LinearEngine::targetsFor(const def::Goal& goal, int alternative,
                              std::vector<Target>& out) const
{
    switch (goal.type) {
    case def::Goal::Type::Values: {
        Target t;
        for (std::size_t i = 0; i < goal.values.size(); ++i)
            if (goal.values[i] >= 0) {
                t.rows.push_back(static_cast<int>(i));
                t.values.push_back(goal.values[i]);
            }
        t.reached = GoalReached{alternative, -1};
        out.push_back(std::move(t));
        break;
    }
    case def::Goal::Type::Uniform:
        for (int v = 0; v < modulus_; ++v) {
            Target t;
            t.rows = goal.uniformCells;
            t.values.assign(t.rows.size(), v);
            t.reached = GoalReached{alternative, v};
            out.push_back(std::move(t));
        }
        break;
    case def::Goal::Type::AnyOf:
        for (std::size_t k = 0; k < goal.anyOf.size(); ++k)
            targetsFor(goal.anyOf[k], static_cast<int>(k), out);
        break;
    }
}

bool LinearEngine::best(const System& s, const std::vector<int>& rhs, std::vector<int>& counts,
                        search::SearchObserver* observer) const
{
    const int m = modulus_;
    const int r = static_cast<int>(s.rows.size());
    const int n = rules().moveCount();
    const int k = std::min(r, n);
    // c = U b; the diagonal system D y = c.
    std::vector<int> c(static_cast<std::size_t>(r), 0);
    for (int i = 0; i < r; ++i) {
        long long sum = 0;
        for (int j = 0; j < r; ++j)
            sum += static_cast<long long>(s.u[i][j]) * rhs[j];
        c[i] = mod(sum, m);
    }
    std::vector<int> y(static_cast<std::size_t>(n), 0);
    struct Free {
        int column;
        int step;
        int choices;
    };
    std::vector<Free> free;
    for (int i = 0; i < r; ++i) {
        const int d = i < k ? s.diagonal[i] : 0;
        if (d == 0) {
            if (c[i] != 0)
                return false;
            if (i < n)
                free.push_back({i, 1, m});
            continue;
        }
        const int g = std::gcd(d, m);
        if (c[i] % g != 0)
            return false;
        const int mg = m / g;
        y[i] = mg == 1 ? 0 : mod(static_cast<long long>(c[i] / g) * inverse((d / g) % mg, mg), mg);
        if (g > 1)
            free.push_back({i, mg, g});
    }
    for (int j = r; j < n; ++j)
        free.push_back({j, 1, m});

    // x = V y, then every kernel combination by a mixed-radix counter.
    std::vector<int> x(static_cast<std::size_t>(n), 0);
    for (int j = 0; j < n; ++j) {
        long long sum = 0;
        for (int i = 0; i < n; ++i)
            sum += static_cast<long long>(s.v[j][i]) * y[i];
        x[j] = mod(sum, m);
    }
    std::vector<int> digit(free.size(), 0);
    std::vector<int> reduced(static_cast<std::size_t>(n));
    int bestCost = -1;
    for (;;) {
        int cost = 0;
        for (int j = 0; j < n; ++j) {
            reduced[j] = x[j] % order_[j];
            cost += reduced[j];
        }
        const bool better = bestCost < 0 || cost < bestCost ||
                            (cost == bestCost && smallerSequence(reduced, counts));
        if (better) {
            bestCost = cost;
            counts = reduced;
        }
        if (observer) {
            search::LinearStep step;
            step.kind = search::LinearStep::Kind::Candidate;
            step.modulus = m;
            step.counts = &reduced;
            step.cost = cost;
            step.best = better;
            observer->linearStep(step);
        }
        std::size_t f = 0;
        for (; f < free.size(); ++f) {
            const Free& fr = free[f];
            const bool wrap = ++digit[f] == fr.choices;
            // Add the column's step (subtract it all back when the digit wraps).
            const long long delta =
                wrap ? -static_cast<long long>(fr.step) * (fr.choices - 1) : fr.step;
            for (int j = 0; j < n; ++j)
                x[j] = mod(x[j] + delta * s.v[j][fr.column], m);
            if (!wrap)
                break;
            digit[f] = 0;
        }
        if (f == free.size())
            break;
    }
    return true;
}

void LinearEngine::run(const SolveRequest& request, SearchMonitor& monitor, Answer& answer)
{
    std::vector<Target> targets;
    targetsFor(request.goal, 0, targets);
    std::vector<int> bestCounts;
    int bestLength = -1;
    for (const Target& t : targets) {
        if (monitor.check(0)) {
            answer.outcome = Outcome::Cancelled;
            return;
        }
        const System& s = systemFor(t.rows, request.observer);
        if (s.solutions > kMaxSolutionsPerGoal) {
            answer.problems.push_back(
                Problem{"engine.linear-kernel", {std::to_string(kMaxSolutionsPerGoal)}, {}});
            answer.outcome = Outcome::Failed;
            return;
        }
        std::vector<int> rhs(t.rows.size());
        for (std::size_t i = 0; i < t.rows.size(); ++i)
            rhs[i] = mod(t.values[i] - request.position.cells[static_cast<std::size_t>(t.rows[i])],
                         modulus_);
        std::vector<int> counts;
        if (!best(s, rhs, counts, request.observer))
            continue;
        const int length = std::accumulate(counts.begin(), counts.end(), 0);
        if (bestLength < 0 || length < bestLength ||
            (length == bestLength && smallerSequence(counts, bestCounts))) {
            bestLength = length;
            bestCounts = counts;
        }
        monitor.addNodes(1);
    }
    answer.stats.nodes = monitor.nodes();
    if (bestLength < 0) {
        answer.outcome = Outcome::Unsolvable;
        return;
    }
    // The counts reach the target by construction; which alternative the position then
    // meets first (a uniform goal's label, anyOf's index) is the face's Rules::reached.
    for (std::size_t j = 0; j < bestCounts.size(); ++j)
        answer.moves.insert(answer.moves.end(), static_cast<std::size_t>(bestCounts[j]),
                            static_cast<int>(j));
    answer.outcome = Outcome::Solved;
}

}  // namespace pl
