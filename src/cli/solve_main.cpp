// puzzlelab-solve: the judge formats of SPEC section 3 on standard input and output.
#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include "cli/case_stream.h"
#include "cli/solve_puzzle.h"
#include "core/contest/add_on.h"
#include "core/contest/rotation/census.h"
#include "core/judge_reader.h"
#include "core/progress.h"
#include "core/puzzle.h"
#include "core/puzzle_engines.h"
#include "core/registry.h"
#include "core/search/table_store.h"

namespace {

using pl::cli::kBadInput;

void printUsage(std::ostream& out)
{
    out << "Usage: puzzlelab-solve clocks|msquare|rotation [--engine NAME] [FILE]\n"
           "       puzzlelab-solve clocks|msquare|rotation --histogram [--all-boards]\n"
           "       puzzlelab-solve --puzzle FILE|KEY [--engine NAME] [--max-memory MB]\n"
           "                       [--largest-tables] [--threads N] [--metric M]\n"
           "                       [--scramble] [FILE]\n"
           "       puzzlelab-solve --puzzle FILE|KEY [--metric M] --info | --histogram\n"
           "       puzzlelab-solve --puzzle FILE|KEY [--metric M] --export-definition OUT\n"
           "       puzzlelab-solve --list\n"
           "\n"
           "Reads the puzzle's judge input from FILE, or standard input when there is no\n"
           "FILE or it is '-', and writes the judge output on standard output. A malformed\n"
           "case is reported as 'case N: ...' on standard error with exit status 2, after\n"
           "the answers of the cases before it; so is an input that cannot be read.\n"
           "\n"
           "  --engine NAME   clocks: linear (default), enumerate, bfs\n"
           "                  msquare: table (default), bfs\n"
           "                  rotation: table (default), ida\n"
           "                  or any engine of the puzzle's definition, by the name the\n"
           "                  window lists (--puzzle KEY --info): rotation-ida, table...\n"
           "  --histogram     print 'DEPTH COUNT' lines: positions at each distance\n"
           "                  (rotation: single-label patterns)\n"
           "  --all-boards    with --histogram for rotation: count every one of the\n"
           "                  9,465,511,770 boards (minutes; progress on standard error)\n"
           "\n"
           "With --puzzle, the puzzle is a definition file (*.puzzle.json), a twsearch file\n"
           "(*.tws, *.ksolve), a cubing.js KPuzzle file (*.kpuzzle.json) or the key of a\n"
           "puzzle in the library, and the input has one case per line: the position as\n"
           "numbers separated by spaces, and for a puzzle with an editable goal optionally\n"
           "' / ' and the goal. Each answer is one line 'LENGTH: MOVES' ('0:' when solved)\n"
           "or 'unsolvable'. A bad definition is reported as 'FILE: WHERE: WHAT' with exit\n"
           "status 2.\n"
           "\n"
           "  --puzzle P      the definition FILE or library KEY to solve\n"
           "  --engine NAME   with --puzzle: any engine --info lists (default: the first\n"
           "                  that fits the memory limit)\n"
           "  --max-memory MB with --puzzle: the most a table may take (default 2048)\n"
           "  --largest-tables\n"
           "                  with --puzzle: ida on a sliding puzzle of at most 16 cells\n"
           "                  uses two groups of half the tiles (the 15-puzzle's 7-8\n"
           "                  partition: 550 MiB of tables, minutes and 1.7 GB to build\n"
           "                  once, then read from the cache in under a second); on\n"
           "                  pieces, databases of up to 2^29 entries and a table of\n"
           "                  where each slot's orientation and one set of pieces are\n"
           "                  (a 3x3x3's whole corner orbit, edges in groups of six,\n"
           "                  and Kociemba's first phase: 1.3 GB under the default\n"
           "                  --max-memory, about four minutes to build once, read\n"
           "                  back in seconds)\n"
           "  --threads N     with --puzzle: threads a table build or a search may use\n"
           "                  (default: one per core; the answers are the same)\n"
           "  --metric M      with --puzzle: count moves in metric M instead of the\n"
           "                  definition's: move (as written), inverse (and their\n"
           "                  inverses; twsearch's -q), power (every power of a move;\n"
           "                  the default for twsearch and KPuzzle files)\n"
           "  --scramble      with --puzzle: each case is a sequence of moves (names as\n"
           "                  --info lists them, powers such as R2 or R2', names the file\n"
           "                  gives to sequences), played from the goal\n"
           "  --info          with --puzzle: what was read from the definition\n"
           "  --no-cache      build every table afresh and keep none: by default tables\n"
           "                  of 256 KiB or more are kept in $XDG_CACHE_HOME/PuzzleLab\n"
           "                  (else ~/.cache/PuzzleLab) and read back by the next run\n"
           "  --export-definition OUT\n"
           "                  with --puzzle: write the puzzle as a format 1 definition\n"
           "                  (another solver's file as stickers with pieces) to OUT\n"
           "  --list          print the key and name of every puzzle in the library\n"
           "                  (the bundled ones and ~/.local/share/PuzzleLab/puzzles)\n"
           "  --help          show this help\n";
}

int usageError(const std::string& message)
{
    std::cerr << "puzzlelab-solve: " << message << "\n"
              << "Try 'puzzlelab-solve --help'.\n";
    return kBadInput;
}

std::string joinNames(const std::vector<std::string>& names)
{
    std::string out;
    for (const auto& n : names)
        out += (out.empty() ? "" : ", ") + n;
    return out;
}

int printHistogram(const std::vector<std::uint64_t>& counts)
{
    for (std::size_t d = 0; d < counts.size(); ++d)
        std::cout << d << ' ' << counts[d] << '\n';
    std::cout.flush();
    return std::cout ? 0 : 1;
}

int runCensus()
{
    pl::CancelToken never;
    const unsigned threads = std::max(1u, std::thread::hardware_concurrency());
    // One line per whole percent is plenty, also when standard error is a file.
    int lastPercent = -1;
    const pl::ProgressFn report = [&lastPercent](const pl::Progress& p) {
        if (p.depth == lastPercent)
            return;
        lastPercent = p.depth;
        std::fprintf(
            stderr, "\r%s: %5.1f%%, %llu boards, %.0f s   ", pl::phaseText(p).c_str(),
            100.0 * static_cast<double>(p.nodes) / static_cast<double>(pl::kRotationBoardCount),
            static_cast<unsigned long long>(p.nodes), p.elapsedMs / 1000.0);
        std::fflush(stderr);
    };
    const auto counts = pl::rotationCensus(report, never, threads);
    std::fprintf(stderr, "\n");
    if (counts.empty()) {
        std::fprintf(stderr, "puzzlelab-solve: the census was interrupted\n");
        return 1;
    }
    return printHistogram(counts);
}

// Answers the judge input as it arrives (cli/case_stream.h): the definition's engine,
// the add-on's judge format.
int solveStream(const pl::PuzzleEntry& entry, pl::DefEngine& engine, int fd,
                const std::string& inputName)
{
    const pl::JudgeFormat& judge = addOnOf(entry)->judge();
    pl::JudgeReader reader(judge);
    const pl::CancelToken never;
    pl::SolveRequest request{{}, entry.rules->goal()};
    std::size_t answered = 0;
    const int status = pl::cli::readCases(fd, inputName, reader, [&] {
        for (const pl::JudgeCase& judgeCase : reader.takeCases()) {
            ++answered;
            request.position = judgeCase.position;
            if (judgeCase.goal) {
                request.goal.type = pl::def::Goal::Type::Values;
                request.goal.values.assign(judgeCase.goal->cells.begin(),
                                           judgeCase.goal->cells.end());
            }
            const pl::Answer a = engine.solve(request, {}, never);
            if (a.outcome != pl::Outcome::Solved) {
                std::cout.flush();
                std::cerr << "case " << answered << ": "
                          << (a.problems.empty() ? std::string("not solved")
                                                 : pl::firstProblemLine(a.problems))
                          << '\n';
                return kBadInput;
            }
            std::cout << judge.write(judgeCase, a);
        }
        return 0;
    });
    if (status != 0)
        return status;
    if (!reader.error().empty()) {
        std::cerr << reader.error() << '\n';
        return kBadInput;
    }
    return std::cout ? 0 : 1;
}

}  // namespace

int main(int argc, char** argv)
{
    std::ios::sync_with_stdio(false);
    std::string puzzleKey;
    std::string engineName;
    std::string inputPath;  // empty or "-": standard input
    bool haveInput = false;
    bool histogram = false;
    bool allBoards = false;
    bool options = true;  // until "--"
    pl::cli::PuzzleOptions puzzleMode;
    bool definitionMode = false;
    bool noCache = false;
    for (int i = 1; i < argc; ++i) {
        const std::string_view arg = argv[i];
        if (!options || arg == "-" || !arg.starts_with("-")) {
            if (puzzleKey.empty()) {
                puzzleKey = std::string(arg);
            } else if (!haveInput) {
                inputPath = std::string(arg);
                haveInput = true;
            } else {
                return usageError("unexpected argument '" + std::string(arg) +
                                  "' (one input FILE at most)");
            }
            continue;
        }
        if (arg == "--") {
            options = false;
        } else if (arg == "--help" || arg == "-h") {
            printUsage(std::cout);
            return 0;
        } else if (arg == "--engine") {
            if (i + 1 >= argc)
                return usageError("--engine needs a NAME");
            engineName = argv[++i];
        } else if (arg.starts_with("--engine=")) {
            engineName = std::string(arg.substr(9));
            if (engineName.empty())
                return usageError("--engine needs a NAME");
        } else if (arg == "--puzzle" || arg.starts_with("--puzzle=")) {
            if (arg == "--puzzle") {
                if (i + 1 >= argc)
                    return usageError("--puzzle needs a FILE or KEY");
                puzzleMode.puzzle = argv[++i];
            } else {
                puzzleMode.puzzle = std::string(arg.substr(9));
            }
            if (puzzleMode.puzzle.empty())
                return usageError("--puzzle needs a FILE or KEY");
            definitionMode = true;
        } else if (arg == "--list") {
            puzzleMode.list = true;
            definitionMode = true;
        } else if (arg == "--info") {
            puzzleMode.info = true;
        } else if (arg == "--max-memory" || arg.starts_with("--max-memory=")) {
            std::string value;
            if (arg == "--max-memory") {
                if (i + 1 >= argc)
                    return usageError("--max-memory needs a number of MB");
                value = argv[++i];
            } else {
                value = std::string(arg.substr(13));
            }
            std::uint64_t mb = 0;
            bool ok = !value.empty() && value.size() <= 9;
            for (char c : value)
                ok = ok && c >= '0' && c <= '9';
            if (ok)
                mb = std::stoull(value);
            if (!ok || mb == 0)
                return usageError(
                    "--max-memory needs a whole number of MB from 1 to 999999999, not '" + value +
                    "'");
            puzzleMode.maxMemoryMB = mb;
        } else if (arg == "--threads" || arg.starts_with("--threads=")) {
            std::string value;
            if (arg == "--threads") {
                if (i + 1 >= argc)
                    return usageError("--threads needs a number from 1 to 64");
                value = argv[++i];
            } else {
                value = std::string(arg.substr(10));
            }
            bool ok = !value.empty() && value.size() <= 2;
            for (char c : value)
                ok = ok && c >= '0' && c <= '9';
            const unsigned n = ok ? static_cast<unsigned>(std::stoul(value)) : 0;
            if (n < 1 || n > 64)
                return usageError("--threads needs a number from 1 to 64, not '" + value + "'");
            puzzleMode.threads = n;
        } else if (arg == "--metric" || arg.starts_with("--metric=")) {
            std::string value;
            if (arg == "--metric") {
                if (i + 1 >= argc)
                    return usageError("--metric needs move, inverse or power");
                value = argv[++i];
            } else {
                value = std::string(arg.substr(9));
            }
            if (value == "move")
                puzzleMode.metric = pl::def::Metric::Move;
            else if (value == "inverse")
                puzzleMode.metric = pl::def::Metric::Inverse;
            else if (value == "power")
                puzzleMode.metric = pl::def::Metric::Power;
            else
                return usageError("--metric needs move, inverse or power, not '" + value + "'");
        } else if (arg == "--scramble") {
            puzzleMode.scramble = true;
        } else if (arg == "--export-definition" || arg.starts_with("--export-definition=")) {
            if (arg == "--export-definition") {
                if (i + 1 >= argc)
                    return usageError("--export-definition needs a FILE to write");
                puzzleMode.exportPath = argv[++i];
            } else {
                puzzleMode.exportPath = std::string(arg.substr(20));
            }
            if (puzzleMode.exportPath.empty())
                return usageError("--export-definition needs a FILE to write");
        } else if (arg == "--no-cache") {
            noCache = true;
        } else if (arg == "--largest-tables") {
            puzzleMode.largestTables = true;
        } else if (arg == "--histogram") {
            histogram = true;
        } else if (arg == "--all-boards") {
            allBoards = true;
        } else {
            return usageError("unknown option '" + std::string(arg) + "'");
        }
    }
    // Tables of 256 KiB or more are kept in the user's cache folder (SPEC 8.7).
    if (!noCache)
        pl::search::setTableCacheFolder(pl::search::defaultCommandLineCacheFolder());
    if (definitionMode || puzzleMode.info || puzzleMode.maxMemoryMB || puzzleMode.metric ||
        puzzleMode.scramble || puzzleMode.largestTables || puzzleMode.threads ||
        !puzzleMode.exportPath.empty()) {
        if (!definitionMode)
            return usageError(
                "--info, --max-memory, --largest-tables, --threads, --metric, --scramble and "
                "--export-definition go with --puzzle FILE|KEY");
        if (!puzzleMode.exportPath.empty() &&
            (puzzleMode.list || puzzleMode.info || histogram || puzzleMode.scramble ||
             !engineName.empty() || !puzzleKey.empty()))
            return usageError("--export-definition goes alone with --puzzle (and --metric)");
        if (puzzleMode.scramble && (puzzleMode.list || puzzleMode.info || histogram))
            return usageError("--scramble goes with solving, not --list, --info or --histogram");
        if (puzzleMode.list && puzzleMode.metric)
            return usageError("--list takes no --metric");
        if (puzzleMode.list && !puzzleMode.puzzle.empty())
            return usageError("--list takes no --puzzle");
        if (int(puzzleMode.list) + int(puzzleMode.info) + int(histogram) > 1)
            return usageError("--list, --info and --histogram go one at a time");
        if (allBoards)
            return usageError("--all-boards goes with 'rotation --histogram'");
        // The positional arguments of the judge mode are the input FILE here.
        if (haveInput)
            return usageError("unexpected argument '" + inputPath + "' (one input FILE at most)");
        if (!puzzleKey.empty())
            puzzleMode.inputPath = puzzleKey;
        if ((puzzleMode.list || puzzleMode.info || histogram) && !puzzleKey.empty())
            return usageError("this reads no input (unexpected '" + puzzleKey + "')");
        if ((puzzleMode.list || puzzleMode.info || histogram) && !engineName.empty())
            return usageError("--engine goes with solving, not --list, --info or --histogram");
        puzzleMode.engine = engineName;
        puzzleMode.histogram = histogram;
        return pl::cli::runPuzzleMode(puzzleMode);
    }
    if (puzzleKey.empty())
        return usageError("name a puzzle: clocks, msquare or rotation (or --puzzle FILE|KEY)");
    // The bundled definition is the puzzle; its add-on has the judge format.
    const auto entry = pl::bundledRegistry().find(puzzleKey);
    if (!entry || !pl::addOnOf(*entry))
        return usageError("unknown puzzle '" + puzzleKey + "' (use clocks, msquare or rotation)");
    const pl::ContestAddOn& addOn = *pl::addOnOf(*entry);
    // The census of every board is the Rotation Game's own (core/contest/rotation/census.h).
    if (allBoards && (!histogram || puzzleKey != "rotation"))
        return usageError("--all-boards goes with 'rotation --histogram'");

    if (histogram) {
        if (!engineName.empty())
            return usageError("--histogram takes no --engine");
        if (haveInput)
            return usageError("--histogram reads no input (unexpected '" + inputPath + "')");
        return allBoards ? runCensus() : printHistogram(addOn.histogram());
    }

    // SPEC 2's names, each running the engine of the definition its add-on names; the
    // definition's own names (as the window and the batch list them) run themselves.
    std::vector<std::string> names;
    std::string runs;
    for (const auto& [judgeName, engine] : addOn.judgeEngines()) {
        names.push_back(judgeName);
        if (engineName.empty() ? runs.empty() : judgeName == engineName)
            runs = engine;
    }
    if (runs.empty())
        for (const std::string& name : pl::engineNames(*entry))
            if (name == engineName)
                runs = name;
    if (engineName.empty())
        engineName = names.front();
    auto engine = runs.empty() ? nullptr : pl::makeEngine(*entry, runs);
    if (!engine)
        return usageError("unknown engine '" + engineName + "' for " + puzzleKey + " (use " +
                          joinNames(names) + ", or one of --puzzle " + puzzleKey + " --info)");

    return pl::cli::withInput(inputPath, [&](int fd, const std::string& inputName) {
        return solveStream(*entry, *engine, fd, inputName);
    });
}
