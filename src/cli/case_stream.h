// The one read loop of puzzlelab-solve, for both of its modes: the judge formats
// (core/judge_reader.h) and the definition cases (core/case_reader.h). The input is
// read as it arrives and every case is answered before more is read, so memory stays
// one buffer and one case however long the input is, and a case typed by hand is
// answered at once.
#pragma once

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <iostream>
#include <string>
#include <string_view>
#include <vector>

namespace pl::cli {

// Exit status for bad input (a case, a definition, the command line).
inline constexpr int kBadInput = 2;

// Feeds `reader` (feed, finish, stopped) from `fd` and calls `answer()` after every
// chunk to answer the cases read so far; `answer` returns 0 to go on or the exit status
// to stop with (it has said why on standard error). Returns 0 at the end of the input
// (the caller then reports the reader's own error, if any), 2 when `fd` cannot be read
// (`inputName` names it: "standard input" or 'FILE'), 1 when the answers cannot be
// written.
template <typename Reader, typename AnswerFn>
int readCases(int fd, const std::string& inputName, Reader& reader, AnswerFn&& answer)
{
    std::vector<char> buffer(std::size_t{1} << 16);
    bool atEnd = false;
    while (!atEnd && !reader.stopped()) {
        // read(), not fread(): it returns what a terminal or pipe has now.
        const ssize_t n = ::read(fd, buffer.data(), buffer.size());
        if (n < 0) {
            if (errno == EINTR)
                continue;
            const int error = errno;
            std::cout.flush();
            std::cerr << "puzzlelab-solve: cannot read " << inputName << ": "
                      << std::strerror(error) << '\n';
            return kBadInput;
        }
        if (n == 0) {
            atEnd = true;
            reader.finish();
        } else {
            reader.feed(std::string_view(buffer.data(), static_cast<std::size_t>(n)));
        }
        if (const int status = answer(); status != 0)
            return status;
        if (!std::cout.flush()) {
            // A full disk; a closed pipe ends the program by SIGPIPE before this.
            std::cerr << "puzzlelab-solve: cannot write the answers to standard output\n";
            return 1;
        }
    }
    return 0;
}

// Runs `solve(fd, inputName)` on the input FILE, or on standard input when `path` is
// empty or "-"; a FILE that cannot be opened is reported (exit status 2).
template <typename SolveFn>
int withInput(const std::string& path, SolveFn&& solve)
{
    if (path.empty() || path == "-")
        return solve(STDIN_FILENO, std::string("standard input"));
    const std::string inputName = "'" + path + "'";
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
        std::cerr << "puzzlelab-solve: cannot open " << inputName << ": " << std::strerror(errno)
                  << '\n';
        return kBadInput;
    }
    const int status = solve(fd, inputName);
    ::close(fd);
    return status;
}

}  // namespace pl::cli
