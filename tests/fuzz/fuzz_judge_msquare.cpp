// The msquare judge format (SPEC 1, 3): parseJudge and JudgeReader on any bytes.
#include "fuzz_checks.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    return fuzz::checkJudge("msquare", data, size);
}
