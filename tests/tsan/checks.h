// The ThreadSanitizer tests' checks: plain C++ programs (Qt is not built with TSan), each
// counting its checks and naming every failed one on stderr; the exit code says whether
// all passed.
#pragma once

#include <cstdio>
#include <string>

namespace pl::tsan {

inline int& passedChecks()
{
    static int n = 0;
    return n;
}
inline int& failedChecks()
{
    static int n = 0;
    return n;
}

// Called from the test's main thread only (the threads' results are gathered first).
inline void check(bool ok, const std::string& what)
{
    if (ok) {
        ++passedChecks();
    } else {
        ++failedChecks();
        std::fprintf(stderr, "FAIL: %s\n", what.c_str());
    }
}

}  // namespace pl::tsan
