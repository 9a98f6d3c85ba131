// The library of puzzles: the bundled definitions plus the person's own folder,
// looked up by key. Nothing above core keeps a list of puzzles: it asks the registry.
#pragma once

#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/def/puzzle_def.h"
#include "core/problem.h"
#include "core/rules/rules.h"

namespace pl {

struct PuzzleEntry {
    std::shared_ptr<const Rules> rules;
    std::string file;    // bundled: the file name ("rotation.puzzle.json"); else its path
    std::string text;    // the definition's bytes as read
    std::string sha256;  // of `text`, lower-case hex (named in solution files)
    // What is special about a contest puzzle stands beside its bundled definition
    // (core/contest/add_on.h: addOnOf), never beside a file that merely reuses its key.
    bool bundled = false;
    // Names another solver's file gives to move sequences (MoveAlias, MoveSequence,
    // derivedMoves), each with its moves: read in sequences of moves (rules/scramble.h).
    std::vector<std::pair<std::string, std::vector<std::string>>> sequences;

    [[nodiscard]] const def::PuzzleDef& def() const { return rules->def(); }
    [[nodiscard]] const std::string& key() const { return rules->def().key; }
};

// What went wrong with one definition file: every problem the reader found.
struct FileProblems {
    std::string file;
    Problems problems;
};

// Definition files larger than this are refused before they are parsed.
inline constexpr std::uintmax_t kMaxDefinitionFileBytes = std::uintmax_t{4} << 20;

// The formats a puzzle file may be in (SPEC 7, 8.3).
enum class PuzzleFileFormat { Format1, Tws, KPuzzle };
// By the file's name: *.tws and *.ksolve are twsearch's, *.kpuzzle.json cubing.js's;
// any other JSON text that looks like a KPuzzle (formats::looksLikeKPuzzle) is one too,
// except a *.puzzle.json file; the rest is format 1.
[[nodiscard]] PuzzleFileFormat fileFormatOf(std::string_view file, std::string_view text);
// Whether a file's name is that of a puzzle file the library reads: not hidden, and
// ending in .puzzle.json (format 1), .tws or .ksolve (twsearch) or .kpuzzle.json
// (cubing.js; the endings of other solvers' files in any case).
[[nodiscard]] bool isPuzzleFileName(std::string_view name);
// The ending a copy of `entry` is saved under: the one of its format.
[[nodiscard]] std::string_view puzzleFileEnding(const PuzzleEntry& entry);
// The key of an imported puzzle: its file's name without the folder and the format's
// ending ("3x3x3.tws" -> "3x3x3"; many files share a generic Name).
[[nodiscard]] std::string importedKey(std::string_view file);

// Reads a puzzle from its text, in the format fileFormatOf tells; `file` names it in
// the entry (and gives an imported puzzle its key). `metric`, when given, replaces the
// definition's metric (format 1) or twsearch's `power` (imported files).
[[nodiscard]] Checked<PuzzleEntry> loadDefinition(std::string text, std::string file,
                                                  bool bundled = false,
                                                  std::optional<def::Metric> metric = {});
// Reads a puzzle file (a regular file of at most kMaxDefinitionFileBytes).
[[nodiscard]] Checked<PuzzleEntry> loadDefinitionFile(const std::filesystem::path& path,
                                                      std::optional<def::Metric> metric = {});

class Registry {
public:
    // The bundled definitions only.
    [[nodiscard]] static Registry bundled();

    // Adds every puzzle file (isPuzzleFileName) in `folder` (in name order; a missing folder is no
    // error). Files that cannot be read, break a rule, or reuse a key already in the
    // registry are skipped and reported.
    std::vector<FileProblems> addFolder(const std::filesystem::path& folder);
    // Adds one entry; refused (problem "registry.duplicate-key") when its key is taken.
    Checked<std::shared_ptr<const PuzzleEntry>> add(PuzzleEntry entry);

    [[nodiscard]] std::shared_ptr<const PuzzleEntry> find(std::string_view key) const;
    // Bundled first (in file-name order), then the others in the order added.
    [[nodiscard]] const std::vector<std::shared_ptr<const PuzzleEntry>>& entries() const
    {
        return entries_;
    }

private:
    std::vector<std::shared_ptr<const PuzzleEntry>> entries_;
};

// Registry::bundled(), made once for the program's length.
[[nodiscard]] const Registry& bundledRegistry();

// The person's own puzzles: $XDG_DATA_HOME/PuzzleLab/puzzles, or
// ~/.local/share/PuzzleLab/puzzles (empty path when neither can be told).
[[nodiscard]] std::filesystem::path userPuzzleFolder();

}  // namespace pl
