// SHA-256 (FIPS 180-4), for naming the exact definition a solution file was made with.
#pragma once

#include <string>
#include <string_view>

namespace pl {

// The digest of `bytes` as 64 lower-case hexadecimal digits.
[[nodiscard]] std::string sha256Hex(std::string_view bytes);

}  // namespace pl
