#include "core/problem.h"
#include "core/progress.h"

// As in problem_text.cpp: the marker lets lupdate file these English words as the
// window's source strings (context "pl::Progress"); without Qt it is only its text.
#ifndef QT_TRANSLATE_NOOP
#define QT_TRANSLATE_NOOP(context, text) text
#endif

namespace pl {

std::string_view phaseWording(Phase phase)
{
    switch (phase) {
    case Phase::Searching:
        return QT_TRANSLATE_NOOP("pl::Progress", "searching");
    case Phase::BreadthFirst:
        return QT_TRANSLATE_NOOP("pl::Progress", "breadth-first search");
    case Phase::BuildingTable:
        return QT_TRANSLATE_NOOP("pl::Progress", "building table");
    case Phase::SearchingBound:
        return QT_TRANSLATE_NOOP("pl::Progress", "searching bound {0}");
    case Phase::EnumeratingMoveCounts:
        return QT_TRANSLATE_NOOP("pl::Progress", "enumerating move counts");
    case Phase::Census:
        return QT_TRANSLATE_NOOP("pl::Progress", "counting every board");
    }
    return "searching";
}

std::string phaseText(const Progress& progress)
{
    return fillWording(phaseWording(progress.phase), {std::to_string(progress.depth)});
}

}  // namespace pl
