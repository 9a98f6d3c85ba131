// cubing.js's KPuzzle JSON reader on any bytes (see fuzz_imported.h for what is checked).
#include "core/formats/kpuzzle/kpuzzle_reader.h"
#include "fuzz_imported.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    fuzz::checkImported(pl::formats::readKPuzzle(fuzz::asText(data, size)), size);
    return 0;
}
