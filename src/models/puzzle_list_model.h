// The window's second list of puzzles is gone: the library has one list model
// (LibraryModel) and the names it shows are PuzzleNames'. This alias keeps the files
// that still say PuzzleListModel::displayName (models/solve_service.cpp,
// ui/about_dialog.cpp, ui/batch_dialog.cpp, on the contest branch) building until the
// branches are merged; new code includes models/puzzle_names.h.
#pragma once

#include "models/puzzle_names.h"

namespace pl {

using PuzzleListModel = PuzzleNames;

}  // namespace pl
