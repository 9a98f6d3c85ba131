// puzzlelab-bench: every engine on the same seeded positions in one run, and the
// ratios of SPEC section 6. Absolute times on shared 2-core machines are noisy; the
// ratios, measured in one run, are what the targets are about.
#include <cerrno>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <thread>

#include "cli/bench_modes.h"
#include "cli/bench_report.h"
#include "core/search/table_store.h"

int main(int argc, char** argv)
{
    // One line at a time, so a long run (--all) shows each step as it ends.
    std::setvbuf(stdout, nullptr, _IOLBF, 0);
    std::size_t boards = 2000;
    std::size_t enumerateSample = 64;
    std::uint64_t seed = 2004;
    std::string puzzleArg;
    std::size_t positionCount = 20;
    std::size_t fifteenInstances = 10;
    double limitSeconds = 20;
    bool all = false;
    bool largest = false;
    bool reachable = false;
    std::uint64_t maxMemoryMB = 0;
    std::size_t sampleCount = 10000;
    std::size_t walk = 0;
    std::string engineName;
#ifdef PL_SOURCE_DIR
    std::string korfFile = PL_SOURCE_DIR "/tests/data/korf100.txt";
#else
    std::string korfFile = "tests/data/korf100.txt";
#endif
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        auto next = [&](const char* name) -> std::uint64_t {
            if (i + 1 >= argc) {
                std::fprintf(stderr, "puzzlelab-bench: %s needs a number\n", name);
                std::exit(2);
            }
            // The whole argument, digits only: "12abc", "-3" or "" are refused, not read
            // as far as they go.
            const std::string text = argv[++i];
            errno = 0;
            char* end = nullptr;
            const std::uint64_t value = std::strtoull(text.c_str(), &end, 10);
            if (text.empty() || text.find_first_not_of("0123456789") != std::string::npos ||
                errno == ERANGE || end != text.c_str() + text.size()) {
                std::fprintf(stderr, "puzzlelab-bench: %s needs a number, not '%s'\n", name,
                             text.c_str());
                std::exit(2);
            }
            return value;
        };
        if (arg == "--boards")
            boards = next("--boards");
        else if (arg == "--seed")
            seed = next("--seed");
        else if (arg == "--puzzle" && i + 1 < argc)
            puzzleArg = argv[++i];
        else if (arg == "--korf" && i + 1 < argc)
            korfFile = argv[++i];
        else if (arg == "--positions")
            positionCount = next("--positions");
        else if (arg == "--instances")
            fifteenInstances = next("--instances");
        else if (arg == "--limit")
            limitSeconds = static_cast<double>(next("--limit"));
        else if (arg == "--all")
            all = true;
        else if (arg == "--largest-tables")
            largest = true;
        else if (arg == "--reachable")
            reachable = true;
        else if (arg == "--max-memory") {
            maxMemoryMB = next("--max-memory");
            if (maxMemoryMB == 0 || maxMemoryMB > (std::uint64_t{1} << 30)) {
                std::fprintf(stderr, "puzzlelab-bench: --max-memory needs a number of MB\n");
                return 2;
            }
        } else if (arg == "--cache")
            // Tables kept on disk as puzzlelab-solve keeps them (SPEC 8.7): a second run
            // reads them, and its build times are the reading.
            pl::search::setTableCacheFolder(pl::search::defaultCommandLineCacheFolder());
        else if (arg == "--walk")
            walk = next("--walk");
        else if (arg == "--engine" && i + 1 < argc)
            engineName = argv[++i];
        else if (arg == "--sample")
            sampleCount = next("--sample");
        else if (arg == "--enumerate-sample")
            enumerateSample = next("--enumerate-sample");
        else if (arg == "--help") {
            std::printf(
                "Usage: puzzlelab-bench [--boards N] [--seed S] [--enumerate-sample N]\n"
                "       puzzlelab-bench --puzzle FILE|KEY [--positions N] [--seed S]\n"
                "                       [--limit SECONDS] [--instances N] [--korf FILE]\n"
                "                       [--cache] [--walk MOVES] [--engine NAME]\n"
                "                       [--largest-tables] [--reachable] [--max-memory MB]\n"
                "       puzzlelab-bench --largest-tables [--korf FILE] [--cache]\n"
                "Runs every engine on the same seeded positions and checks SPEC section 6.\n"
                "With --puzzle: every engine of that puzzle side by side (an engine that\n"
                "needs more than --limit seconds on one position, default 20, stops); for\n"
                "the 15-puzzle also ida's databases against the Manhattan distance on\n"
                "--instances seeded instances (default 10) and Korf's 100 instances.\n"
                "With --walk MOVES, each position is a random walk of MOVES moves from where\n"
                "--scramble starts (the goal; no move undoing the one before) instead of\n"
                "uniformly random (with --reachable, a puzzle of pieces: uniformly random among\n"
                "the positions that reach the goal, valid ones outside the moves' group left "
                "out).\n"
                "With --engine NAME, that engine alone, and a line for every position\n"
                "(its answer's length, nodes, time, and the position\n"
                "as puzzlelab-solve reads it). With --largest-tables, the engines\n"
                "build their largest tables (ida: the 15-puzzle's 7-8 groups, a cube's\n"
                "whole corner orbit, edge groups of six or seven, and the table of\n"
                "Kociemba's first phase).\n"
                "With --max-memory MB, the limit on all tables (default 2048).\n"
                "With --cache, tables are kept on disk and read back as puzzlelab-solve\n"
                "does ($XDG_CACHE_HOME/PuzzleLab); by default every table is built.\n"
                "With --largest-tables: Korf's 100 instances only, by ida with the 15-puzzle's\n"
                "7-8 tables (minutes to build, 1.7 GB while building; with --cache, read\n"
                "back by the next run).\n"
                "       puzzlelab-bench --puzzle FILE|KEY --all [--sample N] [--seed S]\n"
                "With --all (a dial puzzle the linear engine solves, at most 2^27\n"
                "positions): linear answers EVERY position; each answer is replayed and\n"
                "checked against a plain breadth-first search over all positions (length,\n"
                "unsolvable), for modulus 2 also against the GF(2) kernel found by trying\n"
                "every vector; on --sample seeded positions (default 10000) whole answers\n"
                "are compared with the table engine (bfs when there is no table).\n");
            return 0;
        } else {
            std::fprintf(stderr, "puzzlelab-bench: unknown option '%s'\n", arg.c_str());
            return 2;
        }
    }
    if (largest && puzzleArg.empty())
        return pl::bench::benchLargestTables(korfFile);
    if (all && puzzleArg.empty()) {
        std::fprintf(stderr, "puzzlelab-bench: --all needs --puzzle FILE|KEY\n");
        return 2;
    }
    if (!puzzleArg.empty()) {
        if (positionCount == 0) {
            std::fprintf(stderr, "puzzlelab-bench: counts must be positive\n");
            return 2;
        }
        if (all && sampleCount == 0) {
            std::fprintf(stderr, "puzzlelab-bench: counts must be positive\n");
            return 2;
        }
        if (reachable && walk > 0) {
            std::fprintf(stderr,
                         "puzzlelab-bench: --reachable and --walk draw positions in two ways: "
                         "give one\n");
            return 2;
        }
        return pl::bench::benchPuzzle(
            puzzleArg, positionCount, seed, fifteenInstances, korfFile, limitSeconds * 1000.0, all,
            sampleCount,
            pl::bench::PuzzleChoice{walk, engineName, largest, reachable, maxMemoryMB});
    }
    if (boards == 0 || enumerateSample == 0) {
        std::fprintf(stderr, "puzzlelab-bench: counts must be positive\n");
        return 2;
    }
    std::printf("puzzlelab-bench: %zu rotation boards (seed %llu), %u hardware threads\n", boards,
                static_cast<unsigned long long>(seed), std::thread::hardware_concurrency());
    // Rotation first, so its table build is measured from a cold start.
    pl::bench::benchRotation(boards, seed);
    pl::bench::benchMagicSquare();
    pl::bench::benchClocks(enumerateSample);
    std::printf("\n%s\n", pl::bench::failures == 0 ? "All targets met." : "Some targets missed.");
    return pl::bench::failures == 0 ? 0 : 1;
}
