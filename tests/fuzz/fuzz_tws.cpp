// twsearch's .tws reader on any bytes (see fuzz_imported.h for what is checked).
#include "core/formats/tws/tws_reader.h"
#include "fuzz_imported.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    fuzz::checkImported(pl::formats::readTws(fuzz::asText(data, size)), size);
    return 0;
}
