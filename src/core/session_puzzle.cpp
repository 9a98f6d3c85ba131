#include "core/session_puzzle.h"

#include <mutex>
#include <utility>
#include <vector>

#include "core/definition_puzzle.h"

namespace pl {

namespace {

struct Forms {
    std::mutex mutex;
    std::vector<std::pair<const Puzzle*, SessionForm>> forms;
};

Forms& forms()
{
    static Forms f;
    return f;
}

// The form registered for `contest`, copied out of the lock; empty functions when none.
SessionForm formOf(const Puzzle& contest)
{
    Forms& f = forms();
    const std::lock_guard lock(f.mutex);
    for (const auto& [p, form] : f.forms)
        if (p == &contest)
            return form;
    return {};
}

}  // namespace

std::shared_ptr<const Puzzle> definitionPuzzle(std::shared_ptr<const PuzzleEntry> entry)
{
    if (!entry)
        return nullptr;
    return std::make_shared<const DefinitionPuzzle>(std::move(entry));
}

bool registerSessionForm(const Puzzle& contest, SessionForm form)
{
    Forms& f = forms();
    const std::lock_guard lock(f.mutex);
    f.forms.emplace_back(&contest, std::move(form));
    return true;
}

std::shared_ptr<const Puzzle> sessionPuzzleOf(std::shared_ptr<const Puzzle> puzzle)
{
    if (puzzle)
        if (const SessionForm form = formOf(*puzzle); form.puzzle)
            if (auto held = form.puzzle())
                return held;
    return puzzle;
}

const Puzzle* contestFormOf(const Puzzle& puzzle)
{
    for (const Puzzle* p : allPuzzles()) {
        if (p == &puzzle)
            return p;
        if (const SessionForm form = formOf(*p); form.puzzle && form.puzzle().get() == &puzzle)
            return p;
    }
    return nullptr;
}

std::optional<SessionPosition> sessionPosition(const Puzzle& contest, const Position& position)
{
    const SessionForm form = formOf(contest);
    if (!form.split)
        return std::nullopt;
    return form.split(position);
}

}  // namespace pl
