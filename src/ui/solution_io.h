// Reading and writing solution files (SPEC 5) from the app: the file handling around
// the core's writers and readers, kept apart from the dialogs so tests can drive it
// with plain paths. Every solution is written naming its puzzle's key and the SHA-256
// of its definition (core/definition_solution.h); the contest puzzles' older files
// (core/solution_file.h) open as before. Every function that
// can fail returns the failure as a translated sentence, or an empty string on success.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include <QCoreApplication>
#include <QString>

#include "core/puzzle.h"
#include "core/solution_file.h"

namespace pl {

// A solution as the window keeps it: the puzzle it belongs to, its start and moves,
// and how it was found.
struct SavedSolution {
    std::shared_ptr<const Puzzle> puzzle;
    Position position;  // the position the moves start from
    // The goal the moves reach, for a puzzle whose goal the person sets (Puzzle::
    // editableGoal); no cells: the puzzle's own goal.
    Position goal;
    std::vector<int> moves;  // indices into Puzzle::moveNames()
    // Which goal the moves reach, as the file says it (a contest file's `result:`
    // digit is the label, the centre of a Rotation board).
    GoalReached reached;
    std::string engine;  // may be empty
    std::uint64_t nodes = 0;
    double timeMs = 0;
    // Read from a file naming another SHA-256 than the definition the window has
    // (the definition changed since; the moves were checked against today's).
    bool definitionChanged = false;

    friend bool operator==(const SavedSolution&, const SavedSolution&) = default;
};

class SolutionIo {
    Q_DECLARE_TR_FUNCTIONS(pl::SolutionIo)
public:
    using PuzzleList = std::vector<std::shared_ptr<const Puzzle>>;

    // The text of the file, as Export writes it and Copy puts on the clipboard
    // (empty for a solution without its puzzle).
    [[nodiscard]] static QString toText(const SavedSolution& solution);

    // Writes the file through SafeSave::write: a failure leaves no partial file and
    // an existing file at `path` as it was.
    [[nodiscard]] static QString save(const QString& path, const SavedSolution& solution);

    // Reads and checks a file of one of `puzzles` (the puzzles the window has; none:
    // the three contest puzzles): a file of any other puzzle is refused, naming it.
    // `solution` is only written on success.
    [[nodiscard]] static QString load(const QString& path, SavedSolution* solution,
                                      const PuzzleList& puzzles = {});

    // Checks text; `solution` is only written on success. The messages call pasted
    // text "the pasted text" rather than "the file".
    enum class Source { File, Pasted };
    [[nodiscard]] static QString parse(const QByteArray& text, SavedSolution* solution,
                                       const PuzzleList& puzzles = {},
                                       Source source = Source::File);

    // False for bytes that are no text: a NUL byte, or bytes that are not UTF-8.
    // UTF-16 with a byte order mark counts as text (the core refuses it as UTF-16).
    [[nodiscard]] static bool isText(const QByteArray& bytes);

    // A file name to offer in the save dialog, e.g. "rotation-solution.txt".
    [[nodiscard]] static QString suggestedFileName(const Puzzle& puzzle);
};

}  // namespace pl
